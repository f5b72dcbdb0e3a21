"""Doodle Jump's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``, for instance::

    players=2; variant=expert; order=A,B,C,D,E,F,G,H; offsets=0,0,0,0,0,1,0,-1;
    doodlers=start,C9; tiles=B9:shield,D10:ufo; held=shield+hat/-; bag=hat,rocket;
    turn=0; phase=play; dice=1,4,4,6,-; used=-; special=slide; special_used=0; turns=12

Fields (any may be left out; an unknown field, or one given twice, is refused):

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

from meeple.engine import Game, InvalidConfig
from meeple.engine.notation import EMPTY, Fields, join, split, write_fields
from meeple.games.doodle_jump import actions as act
from meeple.games.doodle_jump.components import BOARD_LETTERS, MAX_TURNS
from meeple.games.doodle_jump.layout import DEFAULT_LAYOUT, Layout, parse_levels
from meeple.games.doodle_jump.rules import (
    FACE_NAMES,
    OBSTACLE_KINDS,
    PHASE_FALL,
    PHASE_NAMES,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_ROLL,
    PHASE_TRAMPOLINE,
    REASON_TIME,
    REASON_TOP,
    SPECIAL,
    TILE_BY_NAME,
    TILE_NAMES,
    VARIANTS,
    JumpState,
    blank_state,
    full_bag,
)

NAME = "Doodle Jump"
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
)
START = "start"  # a Doodler's place before its first jump
OFFSETS = {"-1": -1, "0": 0, "1": 1, "+1": 1}


# -- action ids -------------------------------------------------------------------------------


def action_id(state: JumpState, action: int) -> str:
    kind = action & 15
    seat = (action >> 4) & 3
    pad = (action >> 6) & 63
    name = act.KIND_NAMES[kind] if kind < len(act.KIND_NAMES) else f"kind{kind}"
    tile = ":tile" if action & act.TILE else ""
    if kind in (act.JUMP, act.SHOOT):
        dice = act.dice_text((action >> 12) & 63) or EMPTY
        return f"{seat}:{name}:{_pad_name(state, pad)}:{dice}"
    if kind == act.SLIDE:
        direction = "right" if action & act.RIGHT else "left"
        return f"{seat}:slide:{_board(pad)}:{direction}{tile}"
    if kind == act.MOVE:
        return f"{seat}:move:{_board(pad)}{tile}"
    if kind == act.REROLL:
        return f"{seat}:reroll{tile}"
    if kind == act.BOUNCE and action & act.NONE:
        return f"{seat}:bounce:none"
    if kind >= act.BOUNCE and kind < len(act.KIND_NAMES):
        return f"{seat}:{name}:{_pad_name(state, pad)}"
    return f"{seat}:{name}"


def _pad_name(state: JumpState, code: int) -> str:
    return state.layout.name[code] or f"pad{code}"


def _board(b: int) -> str:
    return BOARD_LETTERS[b] if b < 8 else f"board{b}"


# -- writing ----------------------------------------------------------------------------------


def write_notation(state: JumpState) -> str:
    layout = state.layout
    name = layout.name
    fields: list[tuple[str, object]] = [
        ("players", state.players),
        ("variant", VARIANTS[state.variant]),
    ]
    if not layout.default:
        fields.append(("levels", layout.pads_text()))
    tiles = state.tiles
    fields += [
        ("order", join(BOARD_LETTERS[b] for b in state.order)),
        ("offsets", join(state.offset)),
        ("doodlers", join(START if p < 0 else name[p] for p in state.pos)),
        ("tiles", join(f"{name[q]}:{TILE_NAMES[tiles[q]]}" for q in sorted(tiles))),
        ("held", "/".join(join((TILE_NAMES[t] for t in held), "+") for held in state.held)),
        ("bag", join(TILE_NAMES[t] for t in reversed(state.bag))),
        ("turn", state.seat),
        ("phase", PHASE_NAMES[state.phase]),
        ("dice", join(v or EMPTY for v in state.dice) if any(state.dice) else EMPTY),
        ("used", join(i + 1 for i in range(5) if state.used >> i & 1)),
        ("special", FACE_NAMES[state.special]),
        ("special_used", 1 if state.used & SPECIAL else 0),
        ("turns", state.turns),
    ]
    if all(state.first_rolls):  # a position set up by hand may have none
        fields.append(("first_rolls", join(state.first_rolls)))
    if state.phase == PHASE_OVER:
        fields.append(("winner", state.winner))
        if state.reason == REASON_TIME:
            fields.append(("reason", "time"))
    fields.append(("rng", state.rng.state))
    return write_fields(fields)


# -- reading ----------------------------------------------------------------------------------


def read_notation(game: Game[JumpState], text: str) -> JumpState:
    fields = Fields(text, game=NAME, keys=KEYS)
    state = _new_state(game, fields)
    _read_ramp(state, fields)
    _read_doodlers(state, fields)
    _read_tiles(state, fields)
    _read_bag(state, fields)
    _read_dice(state, fields)
    _read_turn(state, fields)
    _read_end(state, fields)
    if state.phase == PHASE_PLAY and not state._play_options():
        state.phase = PHASE_FALL  # nothing saves the Doodler: it must fall
    return state


def _new_state(game: Game[JumpState], fields: Fields) -> JumpState:
    """The players (by default, one per Doodler), the variant, the random stream and the
    level boards: a blank state."""
    doodlers = len(fields.items("doodlers")) if "doodlers" in fields else 0
    info = game.info
    players = fields.number("players", doodlers or 2, info.min_players, info.max_players)
    variant = fields.choice("variant", VARIANTS, "base")
    try:
        config = game.check_config({"players": players, "variant": variant})
    except InvalidConfig as error:
        raise fields.error(f"players: {error}") from None
    rng = fields.seed_rng()
    fields.restore_rng(rng)  # the raw stream, when given, shuffles the default bag too
    return blank_state(game, config, rng, _layout(fields))


def _layout(fields: Fields) -> Layout:
    if "levels" not in fields:
        return DEFAULT_LAYOUT
    try:
        return parse_levels(fields.text("levels"))
    except InvalidConfig as error:
        raise fields.error(str(error)) from None


def _pad(fields: Fields, state: JumpState, key: str, name: str) -> int:
    code = state.layout.by_name.get(name)
    if code is None:
        raise fields.error(f"{key}: no pad {name!r}")
    return code


def _tile(fields: Fields, key: str, name: str) -> int:
    kind = TILE_BY_NAME.get(name)
    if kind is None:
        raise fields.error(f"{key}: no tile {name!r} (tiles: {', '.join(TILE_BY_NAME)})")
    return kind


def _read_ramp(state: JumpState, fields: Fields) -> None:
    """The boards' order (slot 1 first) and their slide offsets (boards A-H)."""
    if "order" in fields:
        letters = fields.items("order")
        if sorted(letters) != list(BOARD_LETTERS):
            raise fields.error("order: each board A-H once, slot 1 first")
        state.order = [BOARD_LETTERS.index(letter) for letter in letters]
        state.index_slots()
    if "offsets" in fields:
        offsets = fields.items("offsets")
        if len(offsets) != 8 or any(o not in OFFSETS for o in offsets):
            raise fields.error("offsets: 8 values -1, 0 or 1 (boards A-H)")
        state.offset = [OFFSETS[o] for o in offsets]


def _read_doodlers(state: JumpState, fields: Fields) -> None:
    if "doodlers" not in fields:
        return
    doodlers = fields.items("doodlers")
    if len(doodlers) != state.players:
        raise fields.error(f"doodlers: {len(doodlers)} given for {state.players} players")
    state.pos = [-1 if d == START else _pad(fields, state, "doodlers", d) for d in doodlers]
    placed = [p for p in state.pos if p >= 0]
    if len(set(placed)) != len(placed):
        raise fields.error("doodlers: two Doodlers on one pad")


def _read_tiles(state: JumpState, fields: Fields) -> None:
    """The tiles on the pads and the tiles each seat holds (obstacles: expert only)."""
    for item in fields.items("tiles"):
        where, sep, kind = item.partition(":")
        if not sep:
            raise fields.error(f"tiles: {item!r} is not pad:kind")
        code = _pad(fields, state, "tiles", where)
        if code in state.tiles:
            raise fields.error(f"tiles: two tiles on {where}")
        if code in state.pos:
            raise fields.error(f"tiles: a Doodler stands on {where}")
        state.tiles[code] = _tile(fields, "tiles", kind)
    if "held" in fields:
        groups = fields.text("held").split("/")
        if len(groups) != state.players:
            raise fields.error(f"held: {len(groups)} seats for {state.players} players")
        state.held = [[_tile(fields, "held", t) for t in split(group, "+")] for group in groups]
    if not state.variant and any(kind in OBSTACLE_KINDS for kind in _out(state)):
        raise fields.error("tiles/held: obstacle tiles only in the expert variant")


def _out(state: JumpState) -> list[int]:
    """The tiles out of the bag: on the pads and held."""
    return [*state.tiles.values(), *(t for tiles in state.held for t in tiles)]


def _read_bag(state: JumpState, fields: Fields) -> None:
    """The bag, top first; by default every tile not out, shuffled (none when none is
    out)."""
    if "bag" in fields:
        state.bag = [_tile(fields, "bag", t) for t in fields.items("bag")][::-1]
        if not state.variant and any(t in OBSTACLE_KINDS for t in state.bag):
            raise fields.error("bag: obstacle tiles only in the expert variant")
        return
    out = _out(state)
    if out:
        rest = full_bag(state.variant == 1)
        for kind in out:
            if kind in rest:
                rest.remove(kind)
        state.rng.shuffle(rest)
        state.bag = rest


def _number_dice(state: JumpState) -> int:
    """How many number dice are in play (dice 1 to n: one fewer with 2 players)."""
    return (state.avail & 31).bit_count()


def _read_dice(state: JumpState, fields: Fields) -> None:
    """The number dice (``-``: not rolled or not in play), the used ones, the special
    die's face and whether it is set aside."""
    ndice = _number_dice(state)
    values = fields.items("dice")
    if values:
        if len(values) not in (ndice, 5) or (len(values) == 5 and values[4] != EMPTY and ndice < 5):
            raise fields.error(f"dice: {ndice} number dice with {state.players} players")
        dice = [0] * 5
        for i, value in enumerate(values):
            if value != EMPTY:
                dice[i] = fields.parse_number(value, "dice", 1, 6)
        state.dice = dice
    for die in fields.numbers("used", 1, ndice):
        state.used |= 1 << (die - 1)
    state.special = fields.index("special", FACE_NAMES, EMPTY)
    if fields.flag("special_used"):
        state.used |= SPECIAL


def _read_turn(state: JumpState, fields: Fields) -> None:
    """Whose turn, its phase (by default, play once dice show), the turn number and the
    first rolls."""
    players = state.players
    state.seat = fields.seat("turn", players)
    rolled = any(state.dice) or state.special
    state.phase = fields.index("phase", PHASE_NAMES, "play" if rolled else "roll")
    if state.phase == PHASE_ROLL and (rolled or state.used):
        raise fields.error("dice: no dice showing in phase roll")
    ndice = _number_dice(state)
    if state.phase == PHASE_PLAY and (not all(state.dice[:ndice]) or not state.special):
        raise fields.error("dice: every die (and special) must show in phase play")
    if state.phase == PHASE_TRAMPOLINE and state.pos[state.seat] < 0:
        raise fields.error("phase: a bounce needs the Doodler on a pad")
    state.turns = fields.number("turns", 1, 1, MAX_TURNS)
    if "first_rolls" in fields:
        rolls = fields.numbers("first_rolls", 1, 6)
        if len(rolls) != players:
            raise fields.error(f"first_rolls: {players} values 1-6")
        state.first_rolls = tuple(rolls)


def _read_end(state: JumpState, fields: Fields) -> None:
    """The winner and how (``reason=time``: by the turn guard), with phase over only."""
    if state.phase != PHASE_OVER:
        if "winner" in fields or "reason" in fields:
            raise fields.error("winner/reason: only with phase over")
        return
    if "winner" not in fields:
        raise fields.error("winner: the winning seat, with phase over")
    state.winner = fields.seat("winner", state.players)
    timed = "reason" in fields
    if timed and fields.text("reason") != "time":
        raise fields.error("reason: time, or left out")
    state.reason = REASON_TIME if timed else REASON_TOP
    state.clear_dice()
