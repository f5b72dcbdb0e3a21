"""Forbidden Desert's position notation and action ids.

Cells are named ``<column><row>``: columns ``a``-``e`` west to east, rows ``1``-``5``
north to south (``a1`` is the north-west corner, ``c3`` the centre). A position is a
list of ``key=value`` fields separated by ``;``, for instance::

    board=GA,GB,CS1,GC,GD/GE,MI1,GF,WA1,GG/TA1,TB,*,TC1,LP/...; pawns=climber@c1,navigator@c1

Fields (any may be left out but ``pawns``; an unknown field, or one given twice, is
refused: the engine's notation toolkit, ``meeple.engine.notation``, parses them):

``board``      5 rows north to south, ``/`` between rows, each 5 cells west to east,
               ``,`` between cells. A cell is ``*`` (the storm's eye, exactly one) or a
               tile code (components.TILES: ``CS`` crash site, ``LP`` launch pad, ``WA``
               ``WB`` wells, ``MI`` mirage, ``TA`` ``TB`` ``TC`` tunnels, ``PR`` ``PC``
               ``ER`` ``EC`` ``CR`` ``CC`` ``NR`` ``NC`` the clues (Propeller, Engine,
               Crystal, Navigation; Row or Column), ``GA``-``GH`` gear tiles): upper case
               face down, lower case excavated, then the number of sand markers if any
               (``GB3``: face down, 3 sand; ``ta``: an excavated tunnel, no sand).
               Default: the tiles in that order around the eye, face down, with the 8
               starting sand markers.
``pawns``      ``role@cell`` or ``role@cell:water`` per seat, in seat order (roles:
               archeologist, climber, explorer, meteorologist, navigator, water-carrier;
               water defaults to a full canteen; -1 is the skull, died of thirst).
``hands``      per seat, ``/``-separated equipment codes (``D`` Dune Blaster, ``J`` Jet
               Pack, ``S`` Solar Shield, ``T`` Terrascope, ``R`` Secret Water Reserve,
               ``H`` Time Throttle, ``K`` Storm Tracker), ``-`` for none.
``parts``      ``,``-separated: a part code (``P`` ``E`` ``C`` ``N``) then ``@cell`` (lying
               on that tile), ``*`` (in the storm's eye, for the next tile) or ``=seat``
               (picked up). Parts not listed are not located yet.
``difficulty`` novice, normal, elite or legendary (default novice); ``meter`` the storm
               meter's position, 1 = the bottom tick (default: the difficulty's start).
``tracker``    1: the Storm Tracker option (a 13-card Equipment deck).
``turn``       the seat whose turn it is (0); ``phase`` actions or draw-storm;
               ``actions`` left (4); ``calmed`` cards held back by the Meteorologist this
               turn (0); ``storm`` Storm cards still to draw (default in draw-storm:
               the meter's draws less ``calmed``).
``shields``    the seats whose Solar Shield is active (``,``-separated): it protects
               every pawn on its holder's tile until the holder's next turn.
``known``      tiles each seat looked under with a Terrascope: ``seat:cell+cell``, ``,``
               between seats.
``sknown``     what each seat knows of the Storm deck: ``seat:N`` (the top N cards) and a
               ``b`` if it knows the bottom card, e.g. ``2:3b``; ``,`` between seats.
``peek``       a forecast or Storm Tracker being settled:
               ``seat:forecast|storm-tracker:bury|order:CARDS[:PLACED]``, CARDS the cards
               in hand (``+``-separated Storm codes), PLACED those already put back on
               top, in order.
``sdeck``      Storm deck, top first, ``,``-separated codes: ``n1``..``w3`` wind (the
               direction the tiles move, then how many), ``sun`` Sun Beats Down, ``up``
               Storm Picks Up. The cards of the 31 neither listed, nor in the discard or
               a peek, lie beneath the listed ones, shuffled by ``seed`` (so ``sdeck=sun``
               only fixes the top card).
``sdiscard``   the Storm discard pile, bottom first.
``edeck``      Equipment deck, top first (codes as in ``hands``). Default: the deck's cards
               not in a hand, shuffled by ``seed``.
``result``     ``won``, ``storm``, ``sand`` or ``thirst:role``.
``seed`` / ``rng``  the random stream: a seed, or the raw generator state.

Action ids (written by ``actions.action_id``) are ``seat:kind[:args]``
(actions.KIND_NAMES): ``0:move:c3`` (``0:move:c3+1``:
the Climber takes seat 1 along), ``0:dig:b2``, ``0:excavate``, ``0:pick-up:engine``,
``4:navigate:1:d4`` (``+2``: a navigated Climber takes seat 2 along), ``0:draw-water``,
``0:calm``, ``0:forecast``, ``0:end-actions``, ``0:draw-storm``, ``0:give-water:1``,
``0:give-card:1:jet-pack``, ``0:dune-blaster:b2``, ``0:jet-pack:e5`` (``+1``: with seat
1), ``0:solar-shield``, ``0:terrascope:a1``, ``0:secret-water-reserve``,
``0:time-throttle``, ``0:storm-tracker``, ``0:bury:2`` (the 3rd peeked card, top first),
``0:keep``, ``0:place:1``, ``0:take-off``.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Game, Outcome, Rng
from meeple.engine.notation import EMPTY, Fields, join, split, write_fields
from meeple.games.forbidden_desert import actions as fa
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.rules import (
    ACTIONS,
    HELD,
    HIDDEN,
    IN_STORM,
    PEEK_SOURCES,
    PEEK_STAGES,
    PHASES,
    DesertState,
    blank_state,
    place_tiles,
)

CELL = c.CELL_NAMES
NAME = "Forbidden Desert"
KEYS = (
    "board", "pawns", "hands", "parts", "difficulty", "meter", "tracker", "turn", "phase",
    "actions", "calmed", "storm", "shields", "known", "sknown", "peek", "sdeck", "sdiscard",
    "edeck", "result",
)  # fmt: skip
RESULTS = ("won", "storm", "sand", "thirst")
EQUIPMENT_CODES = tuple(c.EQUIPMENT_CODES)
MAX_COUNT = 30  # the largest actions, calmed and storm counts read


def action_id(state: DesertState | None, action: int) -> str:
    """The id of ``action`` (``actions.action_id``: the action names all it needs)."""
    return fa.action_id(action)


def _default_board() -> str:
    """The tiles in code order around the eye, face down, with the 8 starting markers."""
    codes = [tile.code for tile in c.TILES]
    codes.insert(c.CENTRE, "*")
    for cell in c.START_SAND_CELLS:
        codes[cell] += "1"
    return "/".join(",".join(codes[r * c.SIZE : (r + 1) * c.SIZE]) for r in range(c.SIZE))


DEFAULT_BOARD = _default_board()


# -- writing -----------------------------------------------------------------------------


def write_notation(state: DesertState) -> str:
    fields: list[tuple[str, object]] = [
        ("board", _write_board(state)),
        ("pawns", _write_pawns(state)),
        ("hands", join((_equipment_codes(hand) or EMPTY for hand in state.hands), "/")),
        ("parts", join(_write_parts(state))),
        ("difficulty", state.config["difficulty"]),
        ("meter", state.meter),
        ("tracker", int(state.tracker)),
        ("turn", state.current),
        ("phase", PHASES[state.phase]),
        ("actions", state.actions_left),
        ("calmed", state.calmed),
        ("storm", state.storm_left),
        ("shields", join(s for s, active in enumerate(state.shields) if active)),
        ("known", join(_write_known(state))),
        ("sknown", join(_write_sknown(state))),
    ]
    if state.peek is not None:
        fields.append(("peek", _write_peek(state.peek)))
    fields += [
        ("sdeck", _storm_list(state.sdeck[::-1])),
        ("sdiscard", _storm_list(state.sdiscard)),
        ("edeck", join((c.EQUIPMENT_CODES[k] for k in reversed(state.edeck)), "")),
    ]
    if state.result is not None:
        fields.append(("result", _write_result(state.result)))
    fields.append(("rng", state.rng.state))
    return write_fields(fields)


def _cell_code(state: DesertState, cell: int) -> str:
    slot = state.slot_at[cell]
    if slot < 0:
        return "*"
    code = c.TILES[state.kind[slot]].code
    if state.revealed[slot]:
        code = code.lower()
    return code + (str(state.sand[slot]) if state.sand[slot] else "")


def _write_board(state: DesertState) -> str:
    return "/".join(
        ",".join(_cell_code(state, row * c.SIZE + col) for col in range(c.SIZE))
        for row in range(c.SIZE)
    )


def _write_pawns(state: DesertState) -> str:
    return ",".join(
        f"{c.ROLES[role]}@{CELL[state.cell_of[state.pos[s]]]}:{state.water[s]}"
        for s, role in enumerate(state.roles)
    )


def _equipment_codes(hand: list[int]) -> str:
    return "".join(c.EQUIPMENT_CODES[k] * n for k, n in enumerate(hand))


def _write_parts(state: DesertState) -> list[str]:
    parts = []
    for p, where in enumerate(state.part_at):
        code = c.PART_CODES[p]
        if where >= HELD:
            parts.append(f"{code}={where - HELD}")
        elif where == IN_STORM:
            parts.append(f"{code}*")
        elif where >= 0:
            parts.append(f"{code}@{CELL[state.cell_of[where]]}")
    return parts


def _write_known(state: DesertState) -> list[str]:
    known = []
    for s, mask in enumerate(state.known):
        cells = sorted(state.cell_of[slot] for slot in range(c.N_TILES) if mask >> slot & 1)
        if cells:
            known.append(f"{s}:" + "+".join(CELL[cell] for cell in cells))
    return known


def _write_sknown(state: DesertState) -> list[str]:
    return [
        f"{s}:{top}" + ("b" if bottom else "")
        for s, (top, bottom) in enumerate(zip(state.sknown_top, state.sknown_bottom, strict=True))
        if top or bottom
    ]


def _write_peek(peek: list[Any]) -> str:
    text = f"{peek[0]}:{PEEK_SOURCES[peek[1]]}:{PEEK_STAGES[peek[2]]}"
    text += ":" + _storm_list(peek[3], "+")
    if peek[4]:
        text += ":" + _storm_list(peek[4], "+")
    return text


def _storm_list(cards: list[int], sep: str = ",") -> str:
    return join((c.STORM_CODES[k] for k in cards), sep)


def _write_result(result: Outcome) -> str:
    short = result.reason.removeprefix("fd.outcome.")
    role = result.args.get("role")
    return f"{short}:{str(role).rsplit('.', 1)[-1]}" if role else short


# -- reading -----------------------------------------------------------------------------


def read_notation(game: Game[Any], text: str) -> DesertState:
    fields = Fields(text, game=NAME, keys=KEYS, required=("pawns",))
    rng = fields.seed_rng()
    difficulty = fields.choice("difficulty", c.DIFFICULTIES, "novice")
    tracker = fields.flag("tracker")
    state = blank_state(game, {}, rng)
    _read_board(fields, state)
    _read_pawns(fields, state)
    state.config = {
        "players": len(state.roles),
        "difficulty": difficulty,
        "adventurers": [c.ROLES[role] for role in state.roles],
        "storm_tracker": tracker,
    }
    _read_equipment(fields, state, rng)
    _read_parts(fields, state)
    _read_turn(fields, state)
    _read_knowledge(fields, state)
    _read_storm(fields, state, rng)
    _read_sknown(fields, state)
    state.result = _read_result(fields)
    _check_turn(fields, state)
    fields.restore_rng(rng)
    return state


def _read_board(fields: Fields, state: DesertState) -> None:
    rows = fields.text("board", DEFAULT_BOARD).split("/")
    if len(rows) != c.SIZE or any(len(row.split(",")) != c.SIZE for row in rows):
        raise fields.error("board must be 5 rows of 5 cells: ','-separated cells, '/' between rows")
    kinds: list[int] = []
    revealed: list[int] = []
    sand: list[int] = []
    slot_at: list[int] = []
    for entry in (e.strip() for row in rows for e in row.split(",")):
        if entry == "*":
            slot_at.append(-1)
            continue
        code, digits = entry[:2], entry[2:]
        if code.upper() not in c.TILE_BY_CODE or code not in (code.upper(), code.lower()):
            raise fields.error(f"unknown tile {entry!r}")
        if digits and not digits.isdigit():
            raise fields.error(f"tile {entry!r}: the sand count must be a number")
        slot_at.append(len(kinds))
        kinds.append(c.TILE_BY_CODE[code.upper()])
        revealed.append(1 if code.islower() else 0)
        sand.append(int(digits) if digits else 0)
    if slot_at.count(-1) != 1:
        raise fields.error("the board must have exactly one storm cell '*'")
    if sorted(kinds) != list(range(c.N_TILES)):
        raise fields.error("the board must hold each of the 24 tiles once")
    if sum(sand) > c.TOTAL_SAND:
        raise fields.error(f"more than {c.TOTAL_SAND} sand markers on the board")
    state.kind, state.revealed, state.sand = kinds, revealed, sand
    place_tiles(state, slot_at)


def _tile_slot(fields: Fields, state: DesertState, text: str, what: str) -> int:
    """The slot of the tile on the cell named ``text`` (not the storm's eye)."""
    slot: int = state.slot_at[fields.code(text, c.CELL_BY_NAME, "cell")]
    if slot < 0:
        raise fields.error(f"{what}: {text.strip()} is the storm's eye, not a tile")
    return slot


def _read_pawns(fields: Fields, state: DesertState) -> None:
    roles, pos, water = [], [], []
    for entry in fields.items("pawns"):
        role, sep, rest = entry.partition("@")
        if not sep or role not in c.ROLES:
            raise fields.error(f"pawn {entry!r} must be role@cell[:water], role one of {c.ROLES}")
        where, _, amount = rest.partition(":")
        roles.append(c.ROLES.index(role))
        pos.append(_tile_slot(fields, state, where, f"pawn {role}"))
        full = c.CANTEEN[roles[-1]]
        water.append(fields.parse_number(amount, f"{role}'s water", -1, full) if amount else full)
    info = state.game.info
    if not info.min_players <= len(roles) <= info.max_players or len(set(roles)) != len(roles):
        raise fields.error("2 to 5 pawns of different adventurers are needed")
    state.roles = tuple(roles)
    state.canteen = tuple(c.CANTEEN[role] for role in roles)
    state.pos, state.water = pos, water


def _equipment(fields: Fields, text: str) -> list[int]:
    text = text.strip()
    if text in ("", EMPTY):
        return []
    return [fields.code(code, EQUIPMENT_CODES, "equipment code") for code in text]


def _read_equipment(fields: Fields, state: DesertState, rng: Rng) -> None:
    """The hands, then the Equipment deck (by default what no hand holds, shuffled)."""
    players = len(state.roles)
    hand_texts = fields.text("hands", "/".join(EMPTY * players)).split("/")
    if len(hand_texts) != players:
        raise fields.error(f"hands must list {players} hands, one per pawn")
    state.hands = []
    for hand_text in hand_texts:
        counts = [0] * c.N_EQUIPMENT
        for k in _equipment(fields, hand_text):
            counts[k] += 1
        state.hands.append(counts)
    deck_counts = c.TRACKER_COUNTS if state.tracker else c.EQUIPMENT_COUNTS
    held = [sum(hand[k] for hand in state.hands) for k in range(c.N_EQUIPMENT)]
    if "edeck" in fields:
        state.edeck = _equipment(fields, fields.text("edeck"))[::-1]
    else:
        state.edeck = [k for k in range(c.N_EQUIPMENT) for _ in range(deck_counts[k] - held[k])]
        rng.shuffle(state.edeck)
    for k in range(c.N_EQUIPMENT):
        if held[k] + state.edeck.count(k) > deck_counts[k]:
            raise fields.error(f"more {c.EQUIPMENT[k]} cards than the Equipment deck holds")


def _read_parts(fields: Fields, state: DesertState) -> None:
    state.part_at = [HIDDEN] * len(c.PARTS)
    form = "must be P, E, C or N then @cell, * or =seat"
    for entry in fields.items("parts"):
        code = entry[:1]
        if code not in c.PART_CODES or len(entry) < 2:
            raise fields.error(f"part {entry!r} {form}")
        which = c.PART_CODES.index(code)
        if state.part_at[which] != HIDDEN:
            raise fields.error(f"part {code} is listed twice")
        rest = entry[1:]
        if rest == "*":
            state.part_at[which] = IN_STORM
        elif rest[0] == "@":
            state.part_at[which] = _tile_slot(fields, state, rest[1:], f"part {code}")
        elif rest[0] == "=":
            holder = fields.parse_number(rest[1:], f"part {code}'s holder", 0, state.players - 1)
            state.part_at[which] = HELD + holder
        else:
            raise fields.error(f"part {entry!r} {form}")


def _read_turn(fields: Fields, state: DesertState) -> None:
    """The storm meter, whose turn it is, its phase and its counts."""
    players = state.players
    start = c.START_LEVEL[state.config["difficulty"]]
    state.meter = fields.number("meter", start, 1, c.SKULL[players])
    state.current = fields.seat("turn", players)
    state.phase = fields.index("phase", PHASES, PHASES[ACTIONS])
    state.actions_left = fields.number("actions", c.ACTIONS_PER_TURN, 0, MAX_COUNT)
    state.calmed = fields.number("calmed", 0, 0, MAX_COUNT)
    default_storm = 0
    if state.phase != ACTIONS:
        default_storm = max(0, c.METER[players][state.meter] - state.calmed)
    state.storm_left = fields.number("storm", default_storm, 0, MAX_COUNT)


def _read_knowledge(fields: Fields, state: DesertState) -> None:
    """Active Solar Shields, and the tiles each seat looked under."""
    players = state.players
    state.shields = [0] * players
    for seat in fields.seats("shields", players):
        state.shields[seat] = 1
    state.known = [0] * players
    for entry in fields.items("known"):
        seat_text, sep, cells = entry.partition(":")
        if not sep:
            raise fields.error(f"known {entry!r} must be seat:cell+cell")
        seat = fields.parse_number(seat_text, "known's seat", 0, players - 1)
        for name in cells.split("+"):
            slot = _tile_slot(fields, state, name, "known")
            if not state.revealed[slot]:
                state.known[seat] |= 1 << slot


def _storm_cards(fields: Fields, text: str, sep: str = ",") -> list[int]:
    return [fields.code(code, c.STORM_CODES, "Storm card") for code in split(text, sep)]


def _read_peek(fields: Fields, state: DesertState) -> list[Any] | None:
    if "peek" not in fields:
        return None
    form = "peek must be seat:forecast|storm-tracker:bury|order:CARDS[:PLACED]"
    parts = fields.text("peek").split(":")
    if len(parts) not in (4, 5):
        raise fields.error(form)
    peeker = fields.parse_number(parts[0], "the peeking seat", 0, state.players - 1)
    if parts[1] not in PEEK_SOURCES or parts[2] not in PEEK_STAGES:
        raise fields.error(form)
    cards = _storm_cards(fields, parts[3], "+")
    placed = _storm_cards(fields, parts[4], "+") if len(parts) == 5 else []
    stage = PEEK_STAGES.index(parts[2])
    if len(cards) < 1 or (stage == 1 and len(cards) < 2):
        raise fields.error("a peek holds at least 1 card to bury, 2 to order")
    if stage == 0 and placed:
        raise fields.error("no card is placed before the bury choice")
    return [peeker, PEEK_SOURCES.index(parts[1]), stage, cards, placed]


def _read_storm(fields: Fields, state: DesertState, rng: Rng) -> None:
    """The peek, the discard pile and the deck: the cards not listed shuffled beneath."""
    state.peek = _read_peek(fields, state)
    state.sdiscard = _storm_cards(fields, fields.text("sdiscard"))
    in_peek = state.peek[3] + state.peek[4] if state.peek is not None else []
    top = _storm_cards(fields, fields.text("sdeck"))
    remaining = list(c.STORM_DECK)
    for k in state.sdiscard + in_peek + top:
        if k not in remaining:
            raise fields.error(f"more {c.STORM_CARDS[k]} cards than the Storm deck's 31 hold")
        remaining.remove(k)
    rng.shuffle(remaining)
    state.sdeck = remaining + top[::-1]
    if not state.sdeck and state.peek is None:
        raise fields.error("the Storm deck is never empty (the discard is reshuffled at once)")


def _read_sknown(fields: Fields, state: DesertState) -> None:
    players = state.players
    state.sknown_top = [0] * players
    state.sknown_bottom = [0] * players
    for entry in fields.items("sknown"):
        seat_text, sep, value = entry.partition(":")
        seat = fields.parse_number(seat_text, "sknown's seat", 0, players - 1)
        bottom = value.endswith("b")
        value = value.removesuffix("b")
        if not sep or not value.isdigit() or int(value) > len(state.sdeck):
            raise fields.error(f"sknown {entry!r} must be seat:N[b], N at most the deck's size")
        state.sknown_top[seat] = int(value)
        state.sknown_bottom[seat] = 1 if bottom and state.sdeck else 0


def _read_result(fields: Fields) -> Outcome | None:
    if "result" not in fields:
        return None
    reason, _, arg = fields.text("result").partition(":")
    if reason not in RESULTS:
        raise fields.error(f"result must be one of {', '.join(RESULTS)}")
    if reason == "won":
        return Outcome(reason="fd.outcome.won", won=True)
    args: dict[str, Any] = {}
    if reason == "thirst":
        if arg not in c.ROLES:
            raise fields.error(f"thirst names one of {', '.join(c.ROLES)}")
        args["role"] = f"@fd.role.{arg}"
    return Outcome(reason=f"fd.outcome.{reason}", won=False, args=args)


def _check_turn(fields: Fields, state: DesertState) -> None:
    if state.result is not None:
        return
    if state.phase == ACTIONS and state.actions_left == 0:
        raise fields.error("the actions phase needs at least one action left")
    if state.phase != ACTIONS and state.storm_left == 0:
        raise fields.error("the draw-storm phase needs at least one card to draw")
