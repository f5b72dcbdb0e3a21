"""Portal Dash's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``. Every field may be left
out: the position starts as the game set up by ``seed`` (0 by default) with the given
configuration, and each field given replaces that part; a field is given at most once
(read with the engine's toolkit, :mod:`meeple.engine.notation`). For instance::

    players=2; level=1; seed=3; chars=12:6/12:4; monsters=ghast2@17; turn=1

Fields (``-`` is an empty list; squares are ``r*cols+c`` of the layout; cells of the
cube ``z*16+y*4+x``, z = 0 the top layer):

``players``, ``level``, ``boards``, ``monsters_in_game``, ``boss``, ``boss_side``
            the configuration (``monsters_in_game``: the custom extra kinds, ``,``).
``path``     the path board ids, left to right (``3,7``).
``revealed`` one digit per board (start, path boards, portal): 1 face up.
``covered``  squares covered by a brown block.  ``chests``: squares with a chest token.
``tokens``   chest tokens in the supply.
``chars``    per seat, ``/`` between seats: ``square:hp`` (``-:6`` not placed yet).
``items``    per seat, ``/`` between seats, ``,`` between slots: an item key followed by
             ``!`` (damaged), ``+N`` (hearts on it), ``@boots``/``@armour`` (leggings),
             ``^sharpness`` (each enchantment): ``leather_boots,leather_tunic+1``.
``monsters`` monsters on the board: ``ghast2@17`` (kind and number 1-3, square).
``queue``    the monster queue, head first: ``enderman1,magma_cube3``.
``boss``     ``hp@square`` (``20@-``: not on the board yet).
``cube``     4 layers of 16 letters, top first, ``/`` between layers: ``r`` red, ``g``
             grey, ``y`` gold, ``b`` brown, ``k`` black, ``.`` taken.
``frame``    used blocks per colour: ``red,grey,gold,brown,black`` counts.
``piglins``  per mission (A/B/C, ``/`` between them) each column: colour letter and
             count (``r3``) or ``-``.
``deck``     item keys, top first.  ``discard``, ``supply`` (Netherite items not yet
             unlocked), ``boxed`` (starting items put back), ``drawn`` (being chosen).
``dice``     ``block,monster``: ``red,2`` (``-,-`` not rolled; ``any`` the "?").
``combat``   the combat dice of the last attack.
``turn``     the active seat.  ``left``: its actions left.
``stack``    the pending decisions, bottom first: ``actions,use:0`` (rules.FRAME_NAMES),
             each frame's name and its ints, e.g. ``wound:1:2:0:0`` (seat 1 spreads 2
             wounds of monster 0 over its armours; 19 magma; then the seats of a mask)
             and ``side:1:3`` (seat 1 turns its repaired leggings in slot 3, or not).
``end``      ``-``, ``won``, ``hp:SEAT``, ``piglin:MISSION`` (0-2) or ``cube``.
``seed`` / ``rng``  the random stream: a seed, or the raw generator state.

Action ids: ``S:kind[:args]`` with ``S`` the seat deciding, see RULES.md.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Game, InvalidConfig
from meeple.engine.notation import Fields, join, split, write_fields
from meeple.games.portal_dash import actions as A
from meeple.games.portal_dash.boards import PATH_BOARDS
from meeple.games.portal_dash.cube import COLOURS
from meeple.games.portal_dash.items import ITEM_KEYS, MAX_ITEMS
from meeple.games.portal_dash.rules import (
    ANY,
    CHEST_TOKENS,
    COLOUR_LETTERS,
    DAMAGED,
    ENCHANTS,
    END_CUBE,
    END_HP,
    END_NONE,
    END_PIGLIN,
    END_WON,
    F_ACTIVATE,
    F_BLOCK,
    F_GAIN,
    F_GAINDRAW,
    F_PUSH,
    F_REROLL,
    F_SIDE,
    F_SPAWN,
    F_TARGET,
    F_TO,
    F_USE,
    F_VICTIM,
    F_WOUND,
    F_WRECK,
    FRAME_NAMES,
    I_KIND,
    IK_LEGGINGS,
    ITEM_INDEX,
    M_COUNT,
    M_KIND,
    M_KINDS,
    M_NUMBER,
    NO_SOURCE,
    START_HP,
    PortalState,
    column_name,
    new_game,
    piglin_columns,
    reveal_board,
)

NAME = "Portal Dash"  # in the error messages: "bad Portal Dash notation: ..."
CONFIG_KEYS: tuple[str, ...] = (
    "players",
    "level",
    "boards",
    "monsters_in_game",
    "boss",
    "boss_side",
)
# "boss" is the config's boss kind; the boss's state (hit points, square) is "boss_hp".
KEYS: tuple[str, ...] = (
    *CONFIG_KEYS,
    "path",
    "revealed",
    "covered",
    "chests",
    "tokens",
    "chars",
    "items",
    "monsters",
    "queue",
    "boss_hp",
    "cube",
    "frame",
    "piglins",
    "deck",
    "discard",
    "supply",
    "boxed",
    "drawn",
    "dice",
    "combat",
    "turn",
    "left",
    "stack",
    "end",
)
END_NAMES = {END_NONE: "-", END_WON: "won", END_CUBE: "cube", END_HP: "hp", END_PIGLIN: "piglin"}


def monster_name(m: int) -> str:
    return f"{M_KINDS[M_KIND[m]]}{M_NUMBER[m]}"


MONSTER_BY_NAME: dict[str, int] = {monster_name(m): m for m in range(M_COUNT)}

# -- action ids -------------------------------------------------------------------------

# the kinds whose id is ``S:kind:a``
WITH_A = frozenset(
    {A.PLACE, A.BLOCK, A.BROWN, A.PUSH, A.SPAWN, A.STEP, A.TO, A.TAKE}
    | {A.RED, A.GREY, A.GOLD, A.TARGET, A.VICTIM, A.WRECK, A.BOOTS, A.PICKAXE, A.WOUND}
)


def action_id(state: PortalState, action: int) -> str:
    kind, seat, a, b, c = A.unpack(action)
    name = A.KIND_NAMES[kind] if kind < len(A.KIND_NAMES) else f"kind{kind}"
    head = f"{seat}:{name}"
    mode = f":{A.MODE_NAMES[c]}" if c else ""
    if kind in WITH_A:
        return f"{head}:{a}"
    if kind == A.BLACK:
        return f"{head}:{_key(a)}"
    if kind == A.PIGLIN:
        return f"{head}:{column_name(state.side, a)}"
    if kind == A.ACTIVATE:
        return f"{head}:{_target(a)}"
    if kind in (A.REPAIR, A.SIDE):
        return f"{head}:{a}{mode}"
    if kind == A.WOUND_AUTO:
        return f"{head}:auto"
    if kind == A.ATTACK:
        return f"{head}:{a}:{_target(b)}"
    if kind == A.REROLL:
        return f"{head}:" + ",".join(str(i) for i in range(8) if a >> i & 1)
    if kind == A.KEEP:
        return f"{head}:{_drawn_key(state, a)}{mode}"
    if kind == A.REPLACE:
        return f"{head}:{_drawn_key(state, a)}:{b}{mode}"
    if kind == A.ENCHANT:
        return f"{head}:{_drawn_key(state, a)}:{b}{mode}"
    return head


def _target(m: int) -> str:
    return "boss" if m == A.BOSS_ID else str(m)


def _key(index: int) -> str:
    return ITEM_KEYS[index] if 0 <= index < len(ITEM_KEYS) else f"item{index}"


def _drawn_key(state: PortalState, i: int) -> str:
    drawn = state.drawn
    return _key(drawn[i]) if i < len(drawn) else f"drawn{i}"


# -- writing --------------------------------------------------------------------------


def _keys(values: list[int]) -> str:
    return join(ITEM_KEYS[v] for v in values)


def item_token(item: int) -> str:
    """A packed item as ``iron_leggings!+2@armour^walker`` (damaged, hearts on it, worn
    as, enchantments)."""
    text = ITEM_KEYS[item & 127]
    if item & DAMAGED:
        text += "!"
    hearts = item >> 8 & 15
    if hearts:
        text += f"+{hearts}"
    mode = item >> 12 & 3
    if mode:
        text += "@" + A.MODE_NAMES[mode]
    ench = item >> 14
    for e, name in enumerate(ENCHANTS):
        if ench >> e & 1:
            text += "^" + name
    return text


def write_notation(state: PortalState) -> str:
    config = state.config
    chars = zip(state.pos, state.hp, strict=True)
    return write_fields(
        [
            ("players", state.players),
            ("level", config.get("level", 1)),
            ("boards", config.get("boards", 2)),
            ("monsters_in_game", join(config.get("monsters") or [])),
            ("boss", config.get("boss") or "ancient_hoglin"),
            ("boss_side", config.get("boss_side", "easy")),
            ("path", ",".join(state.path)),
            ("revealed", "".join("1" if up else "0" for up in state.revealed)),
            ("covered", join(state.covered)),
            ("chests", join(state.chests)),
            ("tokens", state.tokens),
            ("chars", "/".join(f"{p if p >= 0 else '-'}:{hp}" for p, hp in chars)),
            ("items", "/".join(join(map(item_token, inv)) for inv in state.inv)),
            (
                "monsters",
                join(f"{monster_name(m)}@{p}" for m, p in enumerate(state.mpos) if p >= 0),
            ),
            ("queue", join(map(monster_name, state.queue))),
            ("boss_hp", f"{state.boss_hp}@{state.boss_pos if state.boss_pos >= 0 else '-'}"),
            ("cube", "/".join(_cube_layer(state.cube, z) for z in range(4))),
            ("frame", join(state.frame)),
            ("piglins", _piglins(state)),
            ("deck", _keys(state.deck[::-1])),
            ("discard", _keys(state.discard)),
            ("supply", _keys(state.supply)),
            ("boxed", _keys(state.boxed)),
            ("drawn", _keys(state.drawn)),
            ("dice", f"{_block_face(state.bdie)},{state.mdie or '-'}"),
            ("combat", join(state.combat)),
            ("turn", state.seat),
            ("left", state.left),
            ("stack", join(":".join([FRAME_NAMES[f[0]], *map(str, f[1:])]) for f in state.stack)),
            ("end", _end(state)),
            ("rng", state.rng.state),
        ]
    )


def _cube_layer(cube: list[int], z: int) -> str:
    return "".join("." if c < 0 else COLOUR_LETTERS[c] for c in cube[z * 16 : z * 16 + 16])


def _block_face(bdie: int) -> str:
    return "-" if bdie < 0 else "any" if bdie == ANY else COLOURS[bdie]


def _piglins(state: PortalState) -> str:
    groups: list[list[str]] = [[], [], []]
    for c, (mission, _size) in enumerate(piglin_columns(state.side)):
        fill = state.pfill[c]
        groups[mission].append(f"{COLOUR_LETTERS[state.pcol[c]]}{fill}" if fill else "-")
    return "/".join(",".join(g) for g in groups)


def _end(state: PortalState) -> str:
    name = END_NAMES[state.end]
    return f"{name}:{state.end_arg}" if state.end in (END_HP, END_PIGLIN) else name


# -- reading --------------------------------------------------------------------------


# the number of ints after the name of each frame (rules.FRAME_NAMES order)
FRAME_ARITY = (0, 0, 1, 1, 0, 1, 2, 2, 1, 1, 1, 0, 3, 3, 1, 0, 1, 1, 1, 1, 0, 4, 2)


def read_notation(game: Game[Any], text: str) -> PortalState:
    """The position ``text`` describes: the seed's setup, each field given replacing
    its part; then checked, listed, shown and written once (a position that cannot be
    is refused here)."""
    fields = Fields(text, game=NAME, keys=KEYS)
    try:
        state = _read(game, fields)
        _check(state, fields)
        state._legal_actions()
        state.view(None)
        state.render_text(None)
        write_notation(state)
    except InvalidConfig:
        raise
    except Exception as error:
        raise fields.error(f"{error!r} in {text!r}") from None
    return state


def _read(game: Game[Any], fields: Fields) -> PortalState:
    config = game.check_config(_config(game, fields))
    # the seed's setup on that path: its monsters and chests on the path's first board
    state = new_game(game, config, fields.seed_rng(), _path(fields))
    _read_board(state, fields)
    _read_characters(state, fields)
    _read_monsters(state, fields)
    _read_cube(state, fields)
    _read_items(state, fields)
    _read_turn(state, fields)
    if not state.end and not state.stack:
        raise fields.error("stack: a game going on needs a pending decision")
    fields.restore_rng(state.rng)
    state._legal = None
    state.avail = None
    return state


def _config(game: Game[Any], fields: Fields) -> dict[str, Any]:
    given: dict[str, Any] = {}
    if "players" in fields:
        info = game.info
        given["players"] = fields.number("players", 1, info.min_players, info.max_players)
    if "level" in fields:
        level = fields.text("level")
        given["level"] = int(level) if level.isdigit() else level
    if "boards" in fields:
        given["boards"] = fields.number("boards", 2, 0, 99)
    if "monsters_in_game" in fields:
        given["monsters"] = fields.items("monsters_in_game")
    for key in ("boss", "boss_side"):
        if key in fields:
            given[key] = fields.text(key)
    return given


def _path(fields: Fields) -> tuple[str, ...] | None:
    if "path" not in fields:
        return None
    path = tuple(fields.items("path"))
    if any(b not in PATH_BOARDS for b in path) or len(set(path)) != len(path) or not path:
        raise fields.error(f"path: distinct board ids among {', '.join(PATH_BOARDS)}")
    return path


def _squares(state: PortalState) -> int:
    lay = state.layout
    return lay.rows * lay.cols


def _read_board(state: PortalState, fields: Fields) -> None:
    """The boards face up, the covered squares, the chests and the chest tokens."""
    lay = state.layout
    nsq = _squares(state)
    if "covered" in fields:
        state.covered = fields.numbers("covered", 0, nsq - 1)
    if "revealed" in fields:
        flags = fields.text("revealed")
        if len(flags) != len(state.path) + 2 or flags[0] != "1":
            raise fields.error("revealed: one digit per board, the start first (1)")
        state.revealed = [True] + [False] * (len(flags) - 1)
        state.ground = [
            t if b == 0 else "#" for t, b in zip(lay.terrain, lay.board_of, strict=True)
        ]
        for b, flag in enumerate(flags):
            if flag == "1":
                reveal_board(state, b)
    for s in state.covered:
        if state.ground[s] != "#":
            state.ground[s] = "."
    if "chests" in fields:
        state.chests = fields.numbers("chests", 0, nsq - 1)
    state.tokens = fields.number("tokens", state.tokens, 0, CHEST_TOKENS)


def _per_seat(state: PortalState, fields: Fields, key: str) -> list[str]:
    """A field with one part per seat, ``/`` between them."""
    parts = fields.text(key).split("/")
    if len(parts) != state.players:
        raise fields.error(f"{key} lists {len(parts)} seats for {state.players} players")
    return parts


def _read_characters(state: PortalState, fields: Fields) -> None:
    """Where each character stands, its hearts, its items."""
    if "chars" in fields:
        nsq = _squares(state)
        for seat, part in enumerate(_per_seat(state, fields, "chars")):
            square, _sep, hp = part.partition(":")
            square = square.strip()
            state.pos[seat] = (
                -1 if square == "-" else fields.parse_number(square, "chars", -1, nsq - 1)
            )
            if hp:
                state.hp[seat] = fields.parse_number(hp, "chars", 0, START_HP)
        if "stack" not in fields and all(p >= 0 for p in state.pos):
            state.stack = [(1,)]  # F_ROLL: placed characters start the game
    if "items" in fields:
        state.inv = [
            [_item(fields, token) for token in split(part)]
            for part in _per_seat(state, fields, "items")
        ]
        if any(len(inv) > MAX_ITEMS for inv in state.inv):
            raise fields.error(f"items: at most {MAX_ITEMS} per character")


def _item(fields: Fields, token: str) -> int:
    """An item token (``iron_leggings!+2@armour^walker``) as the packed int."""
    head, *enchants = token.split("^")
    mode = 0
    if "@" in head:
        head, mode_name = head.split("@")
        mode = fields.code(mode_name, A.MODE_NAMES[1:], "leggings mode") + 1
    hearts = 0
    if "+" in head:
        head, hearts_text = head.split("+")
        hearts = fields.parse_number(hearts_text, "items: hearts", 0, 15)
    damaged = DAMAGED if head.endswith("!") else 0
    item = fields.code(head.rstrip("!"), ITEM_INDEX, "item") | damaged | hearts << 8 | mode << 12
    for name in enchants:
        item |= 1 << (fields.code(name, ENCHANTS, "enchantment") + 14)
    return int(item)


def _read_monsters(state: PortalState, fields: Fields) -> None:
    """The monsters on the board, the queue, the boss's hit points and square."""
    nsq = _squares(state)
    if "monsters" in fields:
        state.mpos = [-1] * M_COUNT
        for token in fields.items("monsters"):
            name, _sep, square = token.partition("@")
            m = fields.code(name, MONSTER_BY_NAME, "monster")
            state.mpos[m] = fields.parse_number(square, "monsters", -1, nsq - 1)
    if "queue" in fields:
        state.queue = fields.each(
            "queue", lambda name: fields.code(name, MONSTER_BY_NAME, "monster")
        )
    elif "monsters" in fields:
        state.queue = [m for m in state.queue if state.mpos[m] < 0]
    if "boss_hp" in fields:
        hp, _sep, square = fields.text("boss_hp").partition("@")
        state.boss_hp = fields.parse_number(hp, "boss_hp", 0, 25)
        square = square.strip()
        state.boss_pos = (
            -1 if square in ("-", "") else fields.parse_number(square, "boss_hp", -1, nsq - 1)
        )


def _read_cube(state: PortalState, fields: Fields) -> None:
    """The cube, the frame's used blocks, the Piglin sheet."""
    if "cube" in fields:
        layers = fields.text("cube").split("/")
        letters = "".join(layers)
        if len(layers) != 4 or len(letters) != 64:
            raise fields.error("cube: 4 layers of 16 letters")
        state.cube = [
            -1 if ch == "." else fields.code(ch, COLOUR_LETTERS, "colour") for ch in letters
        ]
        state.layers = [
            sum(1 for c in state.cube[z * 16 : z * 16 + 16] if c >= 0) for z in range(4)
        ]
    if "frame" in fields:
        state.frame = fields.numbers("frame", 0, 64)
        if len(state.frame) != 5:
            raise fields.error("frame: 5 counts")
    if "piglins" in fields:
        _read_piglins(state, fields)


def _read_piglins(state: PortalState, fields: Fields) -> None:
    groups = fields.text("piglins").split("/")
    cols = piglin_columns(state.side)
    tokens = [t.strip() for g in groups for t in g.split(",")]
    if len(groups) != 3 or len(tokens) != len(cols):
        raise fields.error(f"piglins: {len(cols)} columns in 3 missions")
    for c, token in enumerate(tokens):
        if token == "-":
            state.pcol[c], state.pfill[c] = -1, 0
        else:
            size = cols[c][1]
            state.pcol[c] = fields.code(token[0], COLOUR_LETTERS, "colour")
            state.pfill[c] = fields.parse_number(token[1:], f"piglins: column {c + 1}", 1, size)


def _read_items(state: PortalState, fields: Fields) -> None:
    """The item piles: the deck (top first), the discard, the Netherite supply, the
    starting items boxed, the items drawn."""

    def keys(key: str) -> list[int]:
        return fields.each(key, lambda name: fields.code(name, ITEM_INDEX, "item"))

    for key in ("discard", "supply", "boxed", "drawn"):
        if key in fields:
            setattr(state, key, keys(key))
    if "deck" in fields:
        state.deck = keys("deck")[::-1]


def _read_turn(state: PortalState, fields: Fields) -> None:
    """The dice, the active seat and its actions left, the pending decisions, the end."""
    if "dice" in fields:
        block, _sep, monster = fields.text("dice").partition(",")
        block, monster = block.strip(), monster.strip()
        state.bdie = (
            -1
            if block == "-"
            else ANY
            if block == "any"
            else fields.code(block, COLOURS, "block face")
        )
        state.mdie = 0 if monster in ("-", "") else fields.parse_number(monster, "dice", 1, 3)
    if "combat" in fields:
        state.combat = sorted(fields.numbers("combat", 0, 2))
    state.seat = fields.seat("turn", state.players, state.seat)
    state.left = fields.number("left", state.left, 0, 2)
    if "stack" in fields:
        state.stack = fields.each("stack", lambda token: _frame(fields, token))
    if "end" in fields:
        what, _sep, arg = fields.text("end").partition(":")
        state.end = fields.code(what, {v: k for k, v in END_NAMES.items()}, "end")
        if state.end in (END_HP, END_PIGLIN):
            high = state.players - 1 if state.end == END_HP else 2
            state.end_arg = fields.parse_number(arg, "end", 0, high)


def _frame(fields: Fields, token: str) -> tuple[int, ...]:
    """A pending decision: ``use:0``, ``to:3:0:1`` (the frame's name and its ints)."""
    name, *args = token.split(":")
    kind = fields.code(name, FRAME_NAMES, "stack frame")
    values = [fields.parse_number(a, f"stack: {name}", 0, 1 << 20) for a in args]
    if kind in (F_TO, F_REROLL) and len(values) == 2:
        values.append(0)  # "to" and "reroll" without their slot: slot 0
    return (kind, *values)


def _check(state: PortalState, fields: Fields) -> None:
    """What the rules rely on: ids in range, frames well formed."""
    if any(state.mpos[m] >= 0 for m in state.queue) or len(set(state.queue)) != len(state.queue):
        raise fields.error("queue: each monster once, none on the board")
    if len(state.combat) > 8:
        raise fields.error("combat: up to 8 dice of 0 to 2 hits")
    for frame in state.stack:
        _check_frame(frame, state.players, fields)
    if state.stack and state.stack[-1][0] == F_GAIN and not state.drawn:
        raise fields.error("stack: gain needs the items drawn")
    for frame in state.stack:
        if frame[0] == F_SIDE:
            inv = state.inv[frame[1]]
            if frame[2] >= len(inv) or I_KIND[inv[frame[2]] & 127] != IK_LEGGINGS:
                raise fields.error("stack: side: a slot holding leggings")
    if len(state.drawn) > 2:
        raise fields.error("drawn: at most 2 items")


def _check_frame(frame: tuple[int, ...], players: int, fields: Fields) -> None:
    kind = frame[0]
    if len(frame) != FRAME_ARITY[kind] + 1:
        raise fields.error(f"stack: frame {FRAME_NAMES[kind]} takes {FRAME_ARITY[kind]} values")
    if kind in (F_TARGET, F_VICTIM) and (frame[1] > A.BOSS_ID or not 0 < frame[2] < 1 << players):
        raise fields.error("stack: target/victim: a monster and a set of seats")
    if kind in (F_PUSH, F_WRECK, F_GAINDRAW, F_GAIN, F_WOUND, F_SIDE) and frame[1] >= players:
        raise fields.error(f"stack: no seat {frame[1]}")
    if kind in (F_BLOCK, F_USE) and frame[1] > (ANY if kind == F_BLOCK else len(COLOURS) - 1):
        raise fields.error("stack: a block colour")
    if kind == F_ACTIVATE and not 0 < frame[1] < 1 << (A.BOSS_ID + 1):
        raise fields.error("stack: activate: a set of monsters")
    if kind == F_SPAWN and frame[1] >= M_COUNT:
        raise fields.error("stack: spawn: a monster id")
    if kind == F_REROLL and frame[1] > A.BOSS_ID:
        raise fields.error("stack: reroll: a monster id")
    if kind == F_WOUND and not (
        0 < frame[2] <= 99 and frame[3] <= NO_SOURCE and frame[4] < 1 << players
    ):
        raise fields.error("stack: wound: wounds, a monster id (or 19: magma), a set of seats")
