"""Forbidden Desert's position notation and action ids.

Cells are named ``<column><row>``: columns ``a``-``e`` west to east, rows ``1``-``5``
north to south (``a1`` is the north-west corner, ``c3`` the centre). A position is a
list of ``key=value`` fields separated by ``;``, for instance::

    board=GA,GB,CS1,GC,GD/GE,MI1,GF,WA1,GG/TA1,TB,*,TC1,LP/...; pawns=climber@c1,navigator@c1

Fields (any may be left out but ``pawns``):

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

Action ids are ``seat:kind[:args]`` (actions.KIND_NAMES): ``0:move:c3`` (``0:move:c3+1``:
the Climber takes seat 1 along), ``0:dig:b2``, ``0:excavate``, ``0:pick-up:engine``,
``4:navigate:1:d4`` (``+2``: a navigated Climber takes seat 2 along), ``0:draw-water``,
``0:calm``, ``0:forecast``, ``0:end-actions``, ``0:draw-storm``, ``0:give-water:1``,
``0:give-card:1:jet-pack``, ``0:dune-blaster:b2``, ``0:jet-pack:e5`` (``+1``: with seat
1), ``0:solar-shield``, ``0:terrascope:a1``, ``0:secret-water-reserve``,
``0:time-throttle``, ``0:storm-tracker``, ``0:bury:2`` (the 3rd peeked card, top first),
``0:keep``, ``0:place:1``, ``0:take-off``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.engine import InvalidConfig, Outcome, Rng
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.actions import (
    BURY,
    DIG,
    DUNE_BLASTER,
    GIVE_CARD,
    GIVE_WATER,
    JET_PACK,
    KIND_NAMES,
    MOVE,
    NAVIGATE,
    PICK_UP,
    PLACE,
    TERRASCOPE,
)

if TYPE_CHECKING:
    from meeple.engine import Game
    from meeple.games.forbidden_desert.rules import DesertState

CELL = c.CELL_NAMES
_RESULTS = ("won", "storm", "sand", "thirst")
_FIELDS = (
    "board", "pawns", "hands", "parts", "difficulty", "meter", "tracker", "turn", "phase",
    "actions", "calmed", "storm", "shields", "known", "sknown", "peek", "sdeck", "sdiscard",
    "edeck", "result", "seed", "rng",
)  # fmt: skip

# -- action ids --------------------------------------------------------------------------


def action_id(action: int) -> str:
    kind, seat = action & 31, (action >> 5) & 7
    a, b, cc = (action >> 8) & 31, (action >> 13) & 31, action >> 18
    name = KIND_NAMES[kind]
    if kind in (MOVE, JET_PACK):
        return f"{seat}:{name}:{CELL[a]}" + (f"+{b - 1}" if b else "")
    if kind in (DIG, DUNE_BLASTER, TERRASCOPE):
        return f"{seat}:{name}:{CELL[a]}"
    if kind == NAVIGATE:
        return f"{seat}:{name}:{a}:{CELL[b]}" + (f"+{cc - 1}" if cc else "")
    if kind == PICK_UP:
        return f"{seat}:{name}:{c.PARTS[a]}"
    if kind == GIVE_WATER:
        return f"{seat}:{name}:{a}"
    if kind == GIVE_CARD:
        return f"{seat}:{name}:{a}:{c.EQUIPMENT[b]}"
    if kind in (BURY, PLACE):
        return f"{seat}:{name}:{a}"
    return f"{seat}:{name}"


# -- writing -----------------------------------------------------------------------------


def _cell_code(state: DesertState, cell: int) -> str:
    slot = state.slot_at[cell]
    if slot < 0:
        return "*"
    code = c.TILES[state.kind[slot]].code
    if state.revealed[slot]:
        code = code.lower()
    return code + (str(state.sand[slot]) if state.sand[slot] else "")


def _storm_list(cards: list[int], sep: str = ",") -> str:
    return sep.join(c.STORM_CODES[k] for k in cards) or "-"


def write_notation(state: DesertState) -> str:
    from meeple.games.forbidden_desert.rules import HELD, IN_STORM, PHASES

    board = "/".join(
        ",".join(_cell_code(state, row * c.SIZE + col) for col in range(c.SIZE))
        for row in range(c.SIZE)
    )
    pawns = ",".join(
        f"{c.ROLES[role]}@{CELL[state.cell_of[state.pos[s]]]}:{state.water[s]}"
        for s, role in enumerate(state.roles)
    )
    hands = "/".join(
        "".join(c.EQUIPMENT_CODES[k] * n for k, n in enumerate(hand)) or "-" for hand in state.hands
    )
    parts = []
    for p, where in enumerate(state.part_at):
        code = c.PART_CODES[p]
        if where >= HELD:
            parts.append(f"{code}={where - HELD}")
        elif where == IN_STORM:
            parts.append(f"{code}*")
        elif where >= 0:
            parts.append(f"{code}@{CELL[state.cell_of[where]]}")
    shields = [str(s) for s, active in enumerate(state.shields) if active]
    known = []
    for s, mask in enumerate(state.known):
        cells = sorted(state.cell_of[slot] for slot in range(c.N_TILES) if mask >> slot & 1)
        if cells:
            known.append(f"{s}:" + "+".join(CELL[cell] for cell in cells))
    sknown = [
        f"{s}:{top}" + ("b" if bottom else "")
        for s, (top, bottom) in enumerate(zip(state.sknown_top, state.sknown_bottom, strict=True))
        if top or bottom
    ]
    fields = [
        ("board", board),
        ("pawns", pawns),
        ("hands", hands),
        ("parts", ",".join(parts) or "-"),
        ("difficulty", state.config["difficulty"]),
        ("meter", str(state.meter)),
        ("tracker", "1" if state.tracker else "0"),
        ("turn", str(state.current)),
        ("phase", PHASES[state.phase]),
        ("actions", str(state.actions_left)),
        ("calmed", str(state.calmed)),
        ("storm", str(state.storm_left)),
        ("shields", ",".join(shields) or "-"),
        ("known", ",".join(known) or "-"),
        ("sknown", ",".join(sknown) or "-"),
    ]
    peek = state.peek
    if peek is not None:
        text = f"{peek[0]}:{('forecast', 'storm-tracker')[peek[1]]}:{('bury', 'order')[peek[2]]}"
        text += ":" + _storm_list(peek[3], "+")
        if peek[4]:
            text += ":" + _storm_list(peek[4], "+")
        fields.append(("peek", text))
    fields += [
        ("sdeck", _storm_list(state.sdeck[::-1])),
        ("sdiscard", _storm_list(state.sdiscard)),
        ("edeck", "".join(c.EQUIPMENT_CODES[k] for k in reversed(state.edeck)) or "-"),
    ]
    if state.result is not None:
        fields.append(("result", _write_result(state.result)))
    fields.append(("rng", str(state.rng.state)))
    return "; ".join(f"{key}={value}" for key, value in fields)


def _write_result(result: Outcome) -> str:
    short = result.reason.removeprefix("fd.outcome.")
    role = result.args.get("role")
    return f"{short}:{str(role).rsplit('.', 1)[-1]}" if role else short


# -- reading -----------------------------------------------------------------------------


def _bad(message: str) -> InvalidConfig:
    return InvalidConfig(f"bad Forbidden Desert notation: {message}")


def _cell(name: str) -> int:
    name = name.strip()
    if name not in c.CELL_BY_NAME:
        raise _bad(f"unknown cell {name!r} (cells are a1..e5)")
    return c.CELL_BY_NAME[name]


def _int(fields: dict[str, str], key: str, default: int, low: int, high: int) -> int:
    text = fields.get(key)
    if text is None:
        return default
    if not text.strip().isdigit() or not low <= int(text) <= high:
        raise _bad(f"{key} must be a whole number from {low} to {high}, not {text!r}")
    return int(text)


def _seat(text: str, players: int, what: str) -> int:
    text = text.strip()
    if not text.isdigit() or int(text) >= players:
        raise _bad(f"{what} must be a seat from 0 to {players - 1}, not {text!r}")
    return int(text)


def _storm_cards(text: str, sep: str = ",") -> list[int]:
    text = text.strip()
    if text in ("", "-"):
        return []
    out = []
    for code in text.split(sep):
        code = code.strip()
        if code not in c.STORM_CODES:
            raise _bad(f"unknown Storm card {code!r} (use n1..w3, sun, up)")
        out.append(c.STORM_CODES.index(code))
    return out


def _equipment(text: str) -> list[int]:
    text = text.strip()
    if text in ("", "-"):
        return []
    for code in text:
        if code not in c.EQUIPMENT_CODES:
            raise _bad(f"unknown equipment code {code!r} (use {c.EQUIPMENT_CODES})")
    return [c.EQUIPMENT_CODES.index(code) for code in text]


def _read_board(state: DesertState, text: str | None) -> None:
    from meeple.games.forbidden_desert.rules import place_tiles

    if text is None:
        codes = [tile.code for tile in c.TILES]
        codes.insert(c.CENTRE, "*")
        for cell in c.START_SAND_CELLS:
            codes[cell] += "1"
        text = "/".join(",".join(codes[r * 5 : r * 5 + 5]) for r in range(5))
    rows = text.split("/")
    if len(rows) != c.SIZE or any(len(row.split(",")) != c.SIZE for row in rows):
        raise _bad("board must be 5 rows of 5 cells: ','-separated cells, '/' between rows")
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
            raise _bad(f"unknown tile {entry!r}")
        if digits and not digits.isdigit():
            raise _bad(f"tile {entry!r}: the sand count must be a number")
        slot_at.append(len(kinds))
        kinds.append(c.TILE_BY_CODE[code.upper()])
        revealed.append(1 if code.islower() else 0)
        sand.append(int(digits) if digits else 0)
    if slot_at.count(-1) != 1:
        raise _bad("the board must have exactly one storm cell '*'")
    if sorted(kinds) != list(range(c.N_TILES)):
        raise _bad("the board must hold each of the 24 tiles once")
    if sum(sand) > c.TOTAL_SAND:
        raise _bad(f"more than {c.TOTAL_SAND} sand markers on the board")
    state.kind, state.revealed, state.sand = kinds, revealed, sand
    place_tiles(state, slot_at)


def _tile_cell(state: DesertState, text: str, what: str) -> int:
    cell = _cell(text)
    slot = state.slot_at[cell]
    if slot < 0:
        raise _bad(f"{what}: {text.strip()} is the storm's eye, not a tile")
    return slot


def read_notation(game: Game, text: str) -> DesertState:
    from meeple.games.forbidden_desert.rules import (
        ACTIONS,
        HELD,
        IN_STORM,
        PHASES,
        blank_state,
    )

    fields: dict[str, str] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        key, sep, value = part.partition("=")
        if not sep:
            raise _bad(f"field {part.strip()!r} has no '='")
        fields[key.strip()] = value.strip()
    unknown = set(fields) - set(_FIELDS)
    if unknown:
        raise _bad(f"unknown field {sorted(unknown)[0]!r}")
    if "pawns" not in fields:
        raise _bad("the pawns field is required")

    rng = Rng(_int(fields, "seed", 0, 0, (1 << 64) - 1))
    difficulty = fields.get("difficulty", "novice")
    if difficulty not in c.DIFFICULTIES:
        raise _bad(f"difficulty must be one of {', '.join(c.DIFFICULTIES)}")
    tracker = _int(fields, "tracker", 0, 0, 1) == 1
    state = blank_state(game, {}, rng)
    _read_board(state, fields.get("board"))

    # Pawns.
    roles, pos, water = [], [], []
    for entry in fields["pawns"].split(","):
        role, sep, rest = entry.strip().partition("@")
        if not sep or role not in c.ROLES:
            raise _bad(f"pawn {entry.strip()!r} must be role@cell[:water], role one of {c.ROLES}")
        where, _, amount = rest.partition(":")
        roles.append(c.ROLES.index(role))
        pos.append(_tile_cell(state, where, f"pawn {role}"))
        full = c.CANTEEN[roles[-1]]
        if amount:
            if (amount.removeprefix("-") != "1" and not amount.isdigit()) or int(amount) > full:
                raise _bad(f"{role}'s water must be -1 (dead) to {full}, not {amount!r}")
            water.append(int(amount))
        else:
            water.append(full)
    players = len(roles)
    if not 2 <= players <= 5 or len(set(roles)) != players:
        raise _bad("2 to 5 pawns of different adventurers are needed")
    state.roles = tuple(roles)
    state.canteen = tuple(c.CANTEEN[role] for role in roles)
    state.pos, state.water = pos, water
    state.config = {
        "players": players,
        "difficulty": difficulty,
        "adventurers": [c.ROLES[role] for role in roles],
        "storm_tracker": tracker,
    }

    # Equipment.
    hand_texts = fields.get("hands", "/".join("-" * players)).split("/")
    if len(hand_texts) != players:
        raise _bad(f"hands must list {players} hands, one per pawn")
    state.hands = []
    for hand_text in hand_texts:
        counts = [0] * c.N_EQUIPMENT
        for k in _equipment(hand_text):
            counts[k] += 1
        state.hands.append(counts)
    deck_counts = c.TRACKER_COUNTS if tracker else c.EQUIPMENT_COUNTS
    held = [sum(hand[k] for hand in state.hands) for k in range(c.N_EQUIPMENT)]
    if "edeck" in fields:
        state.edeck = _equipment(fields["edeck"])[::-1]
    else:
        state.edeck = [k for k in range(c.N_EQUIPMENT) for _ in range(deck_counts[k] - held[k])]
        rng.shuffle(state.edeck)
    for k in range(c.N_EQUIPMENT):
        if held[k] + state.edeck.count(k) > deck_counts[k]:
            raise _bad(f"more {c.EQUIPMENT[k]} cards than the Equipment deck holds")

    # Parts.
    state.part_at = [-1] * 4
    parts_text = fields.get("parts", "-").strip()
    if parts_text not in ("", "-"):
        for entry in parts_text.split(","):
            entry = entry.strip()
            code = entry[:1]
            if code not in c.PART_CODES or len(entry) < 2:
                raise _bad(f"part {entry!r} must be P, E, C or N then @cell, * or =seat")
            which = c.PART_CODES.index(code)
            if state.part_at[which] != -1:
                raise _bad(f"part {code} is listed twice")
            rest = entry[1:]
            if rest == "*":
                state.part_at[which] = IN_STORM
            elif rest[0] == "@":
                state.part_at[which] = _tile_cell(state, rest[1:], f"part {code}")
            elif rest[0] == "=":
                state.part_at[which] = HELD + _seat(rest[1:], players, f"part {code}'s holder")
            else:
                raise _bad(f"part {entry!r} must be P, E, C or N then @cell, * or =seat")

    # The storm meter and the turn.
    skull = c.SKULL[players]
    state.meter = _int(fields, "meter", c.START_LEVEL[difficulty], 1, skull)
    state.current = _int(fields, "turn", 0, 0, players - 1)
    phase_name = fields.get("phase", "actions")
    if phase_name not in PHASES:
        raise _bad(f"phase must be one of {', '.join(PHASES)}")
    state.phase = PHASES.index(phase_name)
    state.actions_left = _int(fields, "actions", c.ACTIONS_PER_TURN, 0, 30)
    state.calmed = _int(fields, "calmed", 0, 0, 30)
    default_storm = 0
    if state.phase != ACTIONS:
        default_storm = max(0, c.METER[players][state.meter] - state.calmed)
    state.storm_left = _int(fields, "storm", default_storm, 0, 30)

    # Shields and knowledge.
    state.shields = [0] * players
    for entry in _entries(fields.get("shields")):
        state.shields[_seat(entry, players, "a shield's seat")] = 1
    state.known = [0] * players
    for entry in _entries(fields.get("known")):
        seat, sep, cells = entry.partition(":")
        if not sep:
            raise _bad(f"known {entry!r} must be seat:cell+cell")
        s = _seat(seat, players, "known's seat")
        for name in cells.split("+"):
            slot = _tile_cell(state, name, "known")
            if not state.revealed[slot]:
                state.known[s] |= 1 << slot
    state.sknown_top = [0] * players
    state.sknown_bottom = [0] * players

    # Storm cards.
    state.peek = None
    if "peek" in fields:
        parts = fields["peek"].split(":")
        if len(parts) not in (4, 5):
            raise _bad("peek must be seat:forecast|storm-tracker:bury|order:CARDS[:PLACED]")
        peeker = _seat(parts[0], players, "the peeking seat")
        if parts[1] not in ("forecast", "storm-tracker") or parts[2] not in ("bury", "order"):
            raise _bad("peek must be seat:forecast|storm-tracker:bury|order:CARDS[:PLACED]")
        cards = _storm_cards(parts[3], "+")
        placed = _storm_cards(parts[4], "+") if len(parts) == 5 else []
        stage = ("bury", "order").index(parts[2])
        if len(cards) < 1 or (stage == 1 and len(cards) < 2):
            raise _bad("a peek holds at least 1 card to bury, 2 to order")
        if stage == 0 and placed:
            raise _bad("no card is placed before the bury choice")
        source = ("forecast", "storm-tracker").index(parts[1])
        state.peek = [peeker, source, stage, cards, placed]
    state.sdiscard = _storm_cards(fields.get("sdiscard", "-"))
    in_peek = state.peek[3] + state.peek[4] if state.peek is not None else []
    top = _storm_cards(fields["sdeck"]) if "sdeck" in fields else []
    remaining = list(c.STORM_DECK)
    for k in state.sdiscard + in_peek + top:
        if k not in remaining:
            raise _bad(f"more {c.STORM_CARDS[k]} cards than the Storm deck's 31 hold")
        remaining.remove(k)
    rng.shuffle(remaining)
    state.sdeck = remaining + top[::-1]
    if not state.sdeck and state.peek is None:
        raise _bad("the Storm deck is never empty (the discard is reshuffled at once)")
    for entry in _entries(fields.get("sknown")):
        seat, sep, value = entry.partition(":")
        s = _seat(seat, players, "sknown's seat")
        bottom = value.endswith("b")
        value = value.removesuffix("b")
        if not sep or not value.isdigit() or int(value) > len(state.sdeck):
            raise _bad(f"sknown {entry!r} must be seat:N[b], N at most the deck's size")
        state.sknown_top[s] = int(value)
        state.sknown_bottom[s] = 1 if bottom and state.sdeck else 0

    state.result = _read_result(fields["result"]) if "result" in fields else None
    if state.phase == ACTIONS and state.actions_left == 0 and state.result is None:
        raise _bad("the actions phase needs at least one action left")
    if state.phase != ACTIONS and state.storm_left == 0 and state.result is None:
        raise _bad("the draw-storm phase needs at least one card to draw")
    if "rng" in fields:
        rng.state = _int(fields, "rng", 0, 0, (1 << 64) - 1)
    return state


def _entries(text: str | None) -> list[str]:
    if text is None or text.strip() in ("", "-"):
        return []
    return [entry.strip() for entry in text.split(",")]


def _read_result(text: str) -> Outcome:
    reason, _, arg = text.partition(":")
    if reason not in _RESULTS:
        raise _bad(f"result must be one of {', '.join(_RESULTS)}")
    if reason == "won":
        return Outcome(reason="fd.outcome.won", won=True)
    args: dict[str, Any] = {}
    if reason == "thirst":
        if arg not in c.ROLES:
            raise _bad(f"thirst names one of {', '.join(c.ROLES)}")
        args["role"] = f"@fd.role.{arg}"
    return Outcome(reason=f"fd.outcome.{reason}", won=False, args=args)
