"""Doodle Jump's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``, for instance::

    players=2; variant=base; order=A,B,C,D,E,F,G,H; offsets=0,0,0,0,0,1,0,-1;
    doodlers=start,C7; tiles=B10:shield,D9:ufo; held=shield+hat/-; bag=hat,rocket;
    turn=0; phase=play; dice=1,4,4,6,-; used=-; special=slide; special_used=0; turns=12

Fields (any may be left out):

``players``       2-4 (default: the number of seats in ``doodlers``, else 2).
``variant``       ``base`` or ``expert``.
``levels``        the 8 boards' pads (default: ``components.LEVELS``), boards A..H
                  separated by ``|``, pads ``number@col`` separated by ``,``.
``order``         the board in each slot, slot 1 (bottom) first (default A..H).
``offsets``       each board's slide offset, boards A..H (-1, 0, 1; default 0).
``doodlers``      per seat, ``start`` or a pad id (``C7``).
``tiles``         the pads holding a tile, ``pad:kind``; ``-`` none.
``held``          per seat, ``/`` between seats, ``+`` between tiles, ``-`` none.
``bag``           the bag, top first (default: the tiles not placed nor held, shuffled
                  by ``seed``; none when no tile is placed nor held).
``turn``          the seat whose turn it is.
``phase``         roll, play, decide, fall, trampoline or over (default: play if dice
                  are given, else roll).
``dice``          the 5 number dice (``-`` for a die not in play with 2 players or not
                  rolled); ``-`` alone: none rolled.
``used``          the used number dice, 1-based, ``,``-separated; ``-`` none.
``special``       the special die's face (1, 2, reroll, slide, move) or ``-``.
``special_used``  1 if the special die is set aside.
``turns``         the turn number (from 1).
``first_rolls``   the dice each seat rolled for the first turn.
``winner``        the winning seat, with ``phase=over``; ``reason=time`` if by the
                  400-turn guard.
``seed`` / ``rng``  the random stream: a seed, or the raw generator state.

Action ids: see actions.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine import IllegalAction, InvalidConfig, Rng
from meeple.games.doodle_jump.actions import (
    BOUNCE,
    DIE_NAMES,
    JUMP,
    KIND_NAMES,
    MOVE,
    NONE,
    REROLL,
    RIGHT,
    SHOOT,
    SLIDE,
    TILE,
    dice_of,
)
from meeple.games.doodle_jump.components import BOARD_LETTERS, MAX_TURNS
from meeple.games.doodle_jump.layout import DEFAULT_LAYOUT, parse_levels
from meeple.games.doodle_jump.rules import (
    FACE_BY_NAME,
    FACE_NAMES,
    OBSTACLE_KINDS,
    PHASE_FALL,
    PHASE_NAMES,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_ROLL,
    PHASE_TRAMPOLINE,
    REASON_NONE,
    REASON_TIME,
    REASON_TOP,
    SPECIAL,
    TILE_BY_NAME,
    TILE_NAMES,
    JumpState,
    blank_state,
    full_bag,
)

if TYPE_CHECKING:
    from meeple.engine import Game

KEYS = (
    "players",
    "variant",
    "levels",
    "order",
    "offsets",
    "doodlers",
    "tiles",
    "held",
    "bag",
    "turn",
    "phase",
    "dice",
    "used",
    "special",
    "special_used",
    "turns",
    "first_rolls",
    "winner",
    "reason",
    "seed",
    "rng",
)


def action_id(state: JumpState, action: int) -> str:
    kind = action & 15
    seat = (action >> 4) & 3
    pad = (action >> 6) & 63
    mask = (action >> 12) & 63
    name = KIND_NAMES[kind] if kind < len(KIND_NAMES) else f"kind{kind}"
    tile = ":tile" if action & TILE else ""
    if kind in (JUMP, SHOOT):
        return f"{seat}:{name}:{_pad_name(state, pad)}:{dice_id(mask)}"
    if kind == SLIDE:
        direction = "right" if action & RIGHT else "left"
        return f"{seat}:slide:{_board(pad)}:{direction}{tile}"
    if kind == MOVE:
        return f"{seat}:move:{_board(pad)}{tile}"
    if kind == REROLL:
        return f"{seat}:reroll{tile}"
    if kind == BOUNCE and action & NONE:
        return f"{seat}:bounce:none"
    if kind >= BOUNCE and kind < len(KIND_NAMES):
        return f"{seat}:{name}:{_pad_name(state, pad)}"
    return f"{seat}:{name}"


def _pad_name(state: JumpState, code: int) -> str:
    return state.layout.name[code] or f"pad{code}"


def _board(b: int) -> str:
    return BOARD_LETTERS[b] if b < 8 else f"board{b}"


def dice_id(mask: int) -> str:
    """``1+3+S``: the dice by name (1-5, S)."""
    return "+".join(DIE_NAMES[i] for i in dice_of(mask)) or "-"


def parse_action(state: JumpState, text: str) -> int:
    for action in state.legal_actions():
        if action_id(state, action) == text:
            return action
    raise IllegalAction(f"{text!r} is not a legal action now; {state.describe_turn()}")


# -- positions ------------------------------------------------------------------------------


def _list(items: list[str]) -> str:
    return ",".join(items) or "-"


def write_notation(state: JumpState) -> str:
    layout = state.layout
    name = layout.name
    fields = [
        f"players={state.players}",
        f"variant={'expert' if state.variant else 'base'}",
    ]
    if not layout.default:
        fields.append(f"levels={layout.pads_text()}")
    fields += [
        "order=" + ",".join(BOARD_LETTERS[b] for b in state.order),
        "offsets=" + ",".join(str(o) for o in state.offset),
        "doodlers=" + ",".join("start" if p < 0 else name[p] for p in state.pos),
        "tiles=" + _list([f"{name[q]}:{TILE_NAMES[state.tiles[q]]}" for q in sorted(state.tiles)]),
        "held=" + "/".join("+".join(TILE_NAMES[t] for t in tiles) or "-" for tiles in state.held),
        "bag=" + _list([TILE_NAMES[t] for t in reversed(state.bag)]),
        f"turn={state.seat}",
        f"phase={PHASE_NAMES[state.phase]}",
    ]
    if any(state.dice):
        fields.append("dice=" + ",".join(str(v) if v else "-" for v in state.dice))
    else:
        fields.append("dice=-")
    fields.append("used=" + _list([str(i + 1) for i in range(5) if state.used >> i & 1]))
    fields.append(f"special={FACE_NAMES[state.special]}")
    fields.append(f"special_used={1 if state.used & SPECIAL else 0}")
    fields.append(f"turns={state.turns}")
    if all(state.first_rolls):  # a position set up by hand may have none
        fields.append("first_rolls=" + ",".join(str(v) for v in state.first_rolls))
    if state.phase == PHASE_OVER:
        fields.append(f"winner={state.winner}")
        if state.reason == REASON_TIME:
            fields.append("reason=time")
    fields.append(f"rng={state.rng.state}")
    return "; ".join(fields)


def read_notation(game: Game, text: str) -> JumpState:
    try:
        return _read(game, text)
    except InvalidConfig:
        raise
    except (ValueError, IndexError, KeyError) as error:
        raise InvalidConfig(f"bad Doodle Jump notation {text!r}: {error}") from None


def _int(fields: dict[str, str], key: str, default: int) -> int:
    value = fields.get(key)
    if value is None:
        return default
    try:
        return int(value)
    except ValueError:
        raise InvalidConfig(f"{key}: {value!r} is not a whole number") from None


def _tile(key: str, text: str) -> int:
    kind = TILE_BY_NAME.get(text)
    if kind is None:
        raise InvalidConfig(f"{key}: no tile {text!r} (tiles: {', '.join(TILE_BY_NAME)})")
    return kind


def _read(game: Game, text: str) -> JumpState:
    fields: dict[str, str] = {}
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        key, sep, value = part.partition("=")
        key = key.strip()
        if not sep or key not in KEYS:
            raise InvalidConfig(f"unknown notation field {part!r} (fields: {', '.join(KEYS)})")
        if key in fields:
            raise InvalidConfig(f"notation field {key!r} given twice")
        fields[key] = value.strip()
    doodlers = fields["doodlers"].split(",") if "doodlers" in fields else None
    if "players" in fields:
        players = _int(fields, "players", 2)
    else:
        players = len(doodlers) if doodlers else 2
    variant = fields.get("variant", "base")
    if variant not in ("base", "expert"):
        raise InvalidConfig(f"variant: base or expert, not {variant!r}")
    try:
        config = game.check_config({"players": players, "variant": variant})
    except InvalidConfig as error:
        raise InvalidConfig(f"players: {error}") from None
    seed = _int(fields, "rng", 0) if "rng" in fields else _int(fields, "seed", 0)
    if not 0 <= seed < 1 << 64:
        raise InvalidConfig("seed/rng: a whole number from 0 to 2^64-1")
    rng = Rng(seed)
    layout = parse_levels(fields["levels"]) if "levels" in fields else DEFAULT_LAYOUT
    state = blank_state(game, config, rng, layout)
    by_name = layout.by_name

    def pad(key: str, name: str) -> int:
        code = by_name.get(name)
        if code is None:
            raise InvalidConfig(f"{key}: no pad {name!r}")
        return code

    if "order" in fields:
        letters = fields["order"].split(",")
        if sorted(letters) != list(BOARD_LETTERS):
            raise InvalidConfig("order: each board A-H once, slot 1 first")
        state.order = [BOARD_LETTERS.index(letter) for letter in letters]
        for s, b in enumerate(state.order):
            state.slot[b] = s
    if "offsets" in fields:
        offsets = fields["offsets"].split(",")
        if len(offsets) != 8 or any(o not in ("-1", "0", "1", "+1") for o in offsets):
            raise InvalidConfig("offsets: 8 values -1, 0 or 1 (boards A-H)")
        state.offset = [int(o) for o in offsets]
    if doodlers is not None:
        if len(doodlers) != players:
            raise InvalidConfig(f"doodlers: {len(doodlers)} given for {players} players")
        state.pos = [-1 if d == "start" else pad("doodlers", d) for d in doodlers]
        placed = [p for p in state.pos if p >= 0]
        if len(set(placed)) != len(placed):
            raise InvalidConfig("doodlers: two Doodlers on one pad")
    if fields.get("tiles", "-") != "-":
        for item in fields["tiles"].split(","):
            where, sep, kind = item.partition(":")
            if not sep:
                raise InvalidConfig(f"tiles: {item!r} is not pad:kind")
            code = pad("tiles", where)
            if code in state.tiles:
                raise InvalidConfig(f"tiles: two tiles on {where}")
            if code in state.pos:
                raise InvalidConfig(f"tiles: a Doodler stands on {where}")
            state.tiles[code] = _tile("tiles", kind)
    if "held" in fields:
        groups = fields["held"].split("/")
        if len(groups) != players:
            raise InvalidConfig(f"held: {len(groups)} seats for {players} players")
        state.held = [
            [] if group == "-" else [_tile("held", t) for t in group.split("+")] for group in groups
        ]
    expert = variant == "expert"
    for code_kind in [*state.tiles.values(), *(t for tiles in state.held for t in tiles)]:
        if code_kind in OBSTACLE_KINDS and not expert:
            raise InvalidConfig("tiles/held: obstacle tiles only in the expert variant")
    if "bag" in fields:
        bag = fields["bag"]
        state.bag = [] if bag == "-" else [_tile("bag", t) for t in bag.split(",")][::-1]
        if any(t in OBSTACLE_KINDS for t in state.bag) and not expert:
            raise InvalidConfig("bag: obstacle tiles only in the expert variant")
    elif state.tiles or any(state.held):
        rest = full_bag(expert)
        for code_kind in [*state.tiles.values(), *(t for tiles in state.held for t in tiles)]:
            if code_kind in rest:
                rest.remove(code_kind)
        rng.shuffle(rest)
        state.bag = rest
    state.seat = _int(fields, "turn", 0)
    if not 0 <= state.seat < players:
        raise InvalidConfig(f"turn: no seat {state.seat}")
    ndice = 4 if players == 2 else 5
    dice_text = fields.get("dice", "-")
    if dice_text != "-":
        values = dice_text.split(",")
        if len(values) not in (ndice, 5) or (len(values) == 5 and values[4] != "-" and ndice < 5):
            raise InvalidConfig(f"dice: {ndice} number dice with {players} players")
        dice = [0] * 5
        for i, value in enumerate(values):
            if value == "-":
                continue
            if value not in ("1", "2", "3", "4", "5", "6"):
                raise InvalidConfig(f"dice: {value!r} is not 1-6 or -")
            dice[i] = int(value)
        state.dice = dice
    if fields.get("used", "-") != "-":
        for item in fields["used"].split(","):
            if item not in ("1", "2", "3", "4", "5") or int(item) > ndice:
                raise InvalidConfig(f"used: no number die {item!r}")
            state.used |= 1 << (int(item) - 1)
    face = fields.get("special", "-")
    if face != "-":
        if face not in FACE_BY_NAME:
            raise InvalidConfig(f"special: {face!r} (faces: 1, 2, reroll, slide, move)")
        state.special = FACE_BY_NAME[face]
    special_used = fields.get("special_used", "0")
    if special_used not in ("0", "1"):
        raise InvalidConfig("special_used: 0 or 1")
    if special_used == "1":
        state.used |= SPECIAL
    rolled = any(state.dice) or state.special
    phase = fields.get("phase", "play" if rolled else "roll")
    if phase not in PHASE_NAMES:
        raise InvalidConfig(f"phase: {phase!r} (phases: {', '.join(PHASE_NAMES)})")
    state.phase = PHASE_NAMES.index(phase)
    if state.phase == PHASE_ROLL and (rolled or state.used):
        raise InvalidConfig("dice: no dice showing in phase roll")
    if state.phase == PHASE_PLAY and (
        any(state.dice[i] == 0 for i in range(ndice)) or not state.special
    ):
        raise InvalidConfig("dice: every die (and special) must show in phase play")
    if state.phase in (PHASE_TRAMPOLINE,) and state.pos[state.seat] < 0:
        raise InvalidConfig("phase: a bounce needs the Doodler on a pad")
    state.turns = _int(fields, "turns", 1)
    if not 1 <= state.turns <= MAX_TURNS:
        raise InvalidConfig(f"turns: 1 to {MAX_TURNS}")
    if "first_rolls" in fields:
        rolls = fields["first_rolls"].split(",")
        if len(rolls) != players or any(r not in ("1", "2", "3", "4", "5", "6") for r in rolls):
            raise InvalidConfig(f"first_rolls: {players} values 1-6")
        state.first_rolls = [int(r) for r in rolls]
    reason = fields.get("reason")
    if state.phase == PHASE_OVER:
        state.winner = _int(fields, "winner", -2)
        if not 0 <= state.winner < players:
            raise InvalidConfig("winner: the winning seat, with phase over")
        if reason not in (None, "time"):
            raise InvalidConfig("reason: time, or left out")
        state.reason = REASON_TIME if reason == "time" else REASON_TOP
        state.dice = [0] * 5
        state.special = 0
        state.used = 0
    else:
        if "winner" in fields or reason is not None:
            raise InvalidConfig("winner/reason: only with phase over")
        state.reason = REASON_NONE
    if state.phase == PHASE_PLAY and not state._play_options():
        state.phase = PHASE_FALL  # nothing saves the Doodler: it must fall
    return state
