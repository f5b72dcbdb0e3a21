"""Portal Dash's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``. Every field may be left
out: the position starts as the game set up by ``seed`` (0 by default) with the given
configuration, and each field given replaces that part. For instance::

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
``stack``    the pending decisions, bottom first: ``actions,use:0`` (rules.FRAME_NAMES).
``end``      ``-``, ``won``, ``hp:SEAT``, ``piglin:MISSION`` (0-2) or ``cube``.
``seed`` / ``rng``  the random stream: a seed, or the raw generator state.

Action ids: ``S:kind[:args]`` with ``S`` the seat deciding, see RULES.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine import InvalidConfig, Rng
from meeple.games.portal_dash.actions import (
    ACTIVATE,
    ATTACK,
    BLACK,
    BLOCK,
    BOOTS,
    BOSS_ID,
    BROWN,
    ENCHANT,
    GOLD,
    GREY,
    KEEP,
    KIND_NAMES,
    MODE_NAMES,
    PICKAXE,
    PIGLIN,
    PLACE,
    PUSH,
    RED,
    REPAIR,
    REPLACE,
    REROLL,
    SPAWN,
    STEP,
    TAKE,
    TARGET,
    TO,
    VICTIM,
    WRECK,
    unpack,
)
from meeple.games.portal_dash.rules import (
    ANY,
    COLOUR_LETTERS,
    COLOURS,
    DAMAGED,
    ENCHANTS,
    END_CUBE,
    END_HP,
    END_NONE,
    END_PIGLIN,
    END_WON,
    FRAME_NAMES,
    ITEM_INDEX,
    ITEM_KEYS,
    M_COUNT,
    M_KIND,
    M_KINDS,
    M_NUMBER,
    PortalState,
    column_name,
    new_game,
    piglin_columns,
    reveal_board,
)

if TYPE_CHECKING:
    from meeple.engine import Game

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
    "seed",
    "rng",
)


def monster_name(m: int) -> str:
    return f"{M_KINDS[M_KIND[m]]}{M_NUMBER[m]}"


MONSTER_BY_NAME: dict[str, int] = {monster_name(m): m for m in range(M_COUNT)}


def action_id(state: PortalState, action: int) -> str:
    kind, seat, a, b, c = unpack(action)
    name = KIND_NAMES[kind] if kind < len(KIND_NAMES) else f"kind{kind}"
    head = f"{seat}:{name}"
    if kind in (PLACE, BLOCK, BROWN, PUSH, SPAWN, STEP, TO, TAKE):
        return f"{head}:{a}"
    if kind in (RED, GREY, GOLD, TARGET, VICTIM, WRECK, BOOTS, PICKAXE):
        return f"{head}:{a}"
    if kind == BLACK:
        return f"{head}:{_key(a)}"
    if kind == PIGLIN:
        return f"{seat}:piglin:{column_name(state.side, a)}"
    if kind == ACTIVATE:
        return f"{head}:{'boss' if a == BOSS_ID else a}"
    if kind == REPAIR:
        return f"{head}:{a}" + (f":{MODE_NAMES[c]}" if c else "")
    if kind == ATTACK:
        return f"{head}:{a}:{'boss' if b == BOSS_ID else b}"
    if kind == REROLL:
        return f"{head}:" + ",".join(str(i) for i in range(8) if a >> i & 1)
    if kind == KEEP:
        return f"{head}:{_drawn_key(state, a)}" + (f":{MODE_NAMES[c]}" if c else "")
    if kind == REPLACE:
        return f"{head}:{_drawn_key(state, a)}:{b}" + (f":{MODE_NAMES[c]}" if c else "")
    if kind == ENCHANT:
        return f"{head}:{_drawn_key(state, a)}:{b}"
    return head


def _key(index: int) -> str:
    return ITEM_KEYS[index] if 0 <= index < len(ITEM_KEYS) else f"item{index}"


def _drawn_key(state: PortalState, i: int) -> str:
    drawn = state.drawn
    return _key(drawn[i]) if i < len(drawn) else f"drawn{i}"


# -- writing --------------------------------------------------------------------------


def _ints(values: list[int]) -> str:
    return ",".join(str(v) for v in values) or "-"


def _keys(values: list[int]) -> str:
    return ",".join(ITEM_KEYS[v] for v in values) or "-"


def item_token(item: int) -> str:
    text = ITEM_KEYS[item & 127]
    if item & DAMAGED:
        text += "!"
    hearts = item >> 8 & 15
    if hearts:
        text += f"+{hearts}"
    mode = item >> 12 & 3
    if mode:
        text += "@" + MODE_NAMES[mode]
    ench = item >> 14
    for e, name in enumerate(ENCHANTS):
        if ench >> e & 1:
            text += "^" + name
    return text


def write_notation(state: PortalState) -> str:
    config = state.config
    fields = [
        f"players={state.players}",
        f"level={config.get('level', 1)}",
        f"boards={config.get('boards', 2)}",
        "monsters_in_game=" + (",".join(config.get("monsters") or []) or "-"),
        f"boss={config.get('boss') or 'ancient_hoglin'}",
        f"boss_side={config.get('boss_side', 'easy')}",
        "path=" + ",".join(state.path),
        "revealed=" + "".join("1" if up else "0" for up in state.revealed),
        f"covered={_ints(state.covered)}",
        f"chests={_ints(state.chests)}",
        f"tokens={state.tokens}",
        "chars="
        + "/".join(
            f"{p if p >= 0 else '-'}:{hp}" for p, hp in zip(state.pos, state.hp, strict=True)
        ),
        "items=" + "/".join(",".join(item_token(i) for i in inv) or "-" for inv in state.inv),
        "monsters="
        + (",".join(f"{monster_name(m)}@{p}" for m, p in enumerate(state.mpos) if p >= 0) or "-"),
        "queue=" + (",".join(monster_name(m) for m in state.queue) or "-"),
        f"boss_hp={state.boss_hp}@{state.boss_pos if state.boss_pos >= 0 else '-'}",
        "cube="
        + "/".join(
            "".join("." if c < 0 else COLOUR_LETTERS[c] for c in state.cube[z * 16 : z * 16 + 16])
            for z in range(4)
        ),
        f"frame={_ints(state.frame)}",
        "piglins=" + _piglins(state),
        f"deck={_keys(state.deck[::-1])}",
        f"discard={_keys(state.discard)}",
        f"supply={_keys(state.supply)}",
        f"boxed={_keys(state.boxed)}",
        f"drawn={_keys(state.drawn)}",
        "dice="
        + ("-" if state.bdie < 0 else "any" if state.bdie == ANY else COLOURS[state.bdie])
        + ","
        + (str(state.mdie) if state.mdie else "-"),
        f"combat={_ints(state.combat)}",
        f"turn={state.seat}",
        f"left={state.left}",
        "stack="
        + (",".join(":".join([FRAME_NAMES[f[0]], *map(str, f[1:])]) for f in state.stack) or "-"),
        "end=" + _end(state),
        f"rng={state.rng.state}",
    ]
    return "; ".join(fields)


def _piglins(state: PortalState) -> str:
    cols = piglin_columns(state.side)
    groups: list[list[str]] = [[], [], []]
    for c, (mission, _size) in enumerate(cols):
        fill = state.pfill[c]
        groups[mission].append(f"{COLOUR_LETTERS[state.pcol[c]]}{fill}" if fill else "-")
    return "/".join(",".join(g) for g in groups)


def _end(state: PortalState) -> str:
    if state.end == END_NONE:
        return "-"
    if state.end == END_WON:
        return "won"
    if state.end == END_HP:
        return f"hp:{state.end_arg}"
    if state.end == END_PIGLIN:
        return f"piglin:{state.end_arg}"
    return "cube"


# -- reading --------------------------------------------------------------------------


# the number of ints after the name of each frame (rules.FRAME_NAMES order)
FRAME_ARITY = (0, 0, 1, 1, 0, 1, 2, 2, 1, 1, 1, 0, 3, 3, 1, 0, 1, 1, 1, 1, 0)


def read_notation(game: Game, text: str) -> PortalState:
    try:
        state = _read(game, text)
        _check(state)
        # a position that cannot be listed, shown or written is refused here
        state._legal_actions()
        state.view(None)
        state.render_text(None)
        write_notation(state)
    except InvalidConfig:
        raise
    except Exception as error:
        raise InvalidConfig(f"bad Portal Dash notation {text!r}: {error!r}") from None
    return state


def _check(state: PortalState) -> None:
    """What the rules rely on: squares on the layout, ids in range, frames well formed."""
    lay = state.layout
    nsq = lay.rows * lay.cols
    players = state.players
    for p in (*state.pos, *state.mpos, state.boss_pos, *state.chests, *state.covered):
        if not -1 <= p < nsq:
            raise InvalidConfig(f"no square {p} on this path ({nsq} squares)")
    if any(p < 0 for p in (*state.chests, *state.covered)):
        raise InvalidConfig("chests, covered: squares of the layout")
    if not all(0 <= hp <= 6 for hp in state.hp) or not 0 <= state.boss_hp <= 25:
        raise InvalidConfig("hp: 0 to 6 per character, 0 to 25 for the boss")
    if len(set(state.queue)) != len(state.queue) or any(state.mpos[m] >= 0 for m in state.queue):
        raise InvalidConfig("queue: each monster once, none on the board")
    if not 0 <= state.left <= 2 or not 0 <= state.tokens <= 5:
        raise InvalidConfig("left: 0 to 2 actions; tokens: 0 to 5")
    if any(c < 0 or c > 2 for c in state.combat) or len(state.combat) > 8:
        raise InvalidConfig("combat: up to 8 dice of 0 to 2 hits")
    for inv in state.inv:
        for item in inv:
            if (item >> 12 & 3) == 3:
                raise InvalidConfig("items: a leggings mode is boots or armour")
    for frame in state.stack:
        kind = frame[0]
        if len(frame) != FRAME_ARITY[kind] + 1 or any(v < 0 for v in frame):
            raise InvalidConfig(
                f"stack: frame {FRAME_NAMES[kind]} takes {FRAME_ARITY[kind]} values"
            )
        if kind in (6, 7) and (frame[1] > 18 or not 0 < frame[2] < 1 << players):
            raise InvalidConfig("stack: target/victim: a monster and a set of seats")
        if kind in (8, 9, 18, 19) and frame[1] >= players:
            raise InvalidConfig(f"stack: no seat {frame[1]}")
        if kind in (2, 3) and frame[1] > (5 if kind == 2 else 4):
            raise InvalidConfig("stack: a block colour")
        if kind == 5 and not 0 < frame[1] < 1 << 19:
            raise InvalidConfig("stack: activate: a set of monsters")
        if kind in (10,) and frame[1] >= 18:
            raise InvalidConfig("stack: spawn: a monster id")
        if kind == 13 and frame[1] > 18:
            raise InvalidConfig("stack: reroll: a monster id")
    if state.stack and state.stack[-1][0] == 19 and not state.drawn:
        raise InvalidConfig("stack: gain needs the items drawn")
    if len(state.drawn) > 2:
        raise InvalidConfig("drawn: at most 2 items")


def _list(text: str) -> list[str]:
    return [] if text in ("-", "") else text.split(",")


def _item(token: str) -> int:
    """An item token (``iron_leggings!+2@armour^walker``) as the packed int."""
    parts = token.split("^")
    head, enchants = parts[0], parts[1:]
    mode = 0
    if "@" in head:
        head, mode_name = head.split("@")
        mode = MODE_NAMES.index(mode_name)
    hearts = 0
    if "+" in head:
        head, hearts_text = head.split("+")
        hearts = int(hearts_text)
    damaged = head.endswith("!")
    key = head.rstrip("!")
    item = ITEM_INDEX[key] | (DAMAGED if damaged else 0) | hearts << 8 | mode << 12
    for name in enchants:
        item |= 1 << (ENCHANTS.index(name) + 14)
    return item


def _read(game: Game, text: str) -> PortalState:
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
    given: dict[str, object] = {}
    if "players" in fields:
        given["players"] = int(fields["players"])
    if "level" in fields:
        level = fields["level"]
        given["level"] = int(level) if level.isdigit() else level
    if "boards" in fields:
        given["boards"] = int(fields["boards"])
    if "monsters_in_game" in fields:
        given["monsters"] = _list(fields["monsters_in_game"])
    if "boss" in fields:
        given["boss"] = fields["boss"]
    if "boss_side" in fields:
        given["boss_side"] = fields["boss_side"]
    config = game.check_config(given)
    seed = int(fields.get("seed", "0"))
    path: tuple[str, ...] | None = None
    if "path" in fields:
        from meeple.games.portal_dash.boards import PATH_BOARDS

        path = tuple(_list(fields["path"]))
        if any(b not in PATH_BOARDS for b in path) or len(set(path)) != len(path) or not path:
            raise InvalidConfig(f"path: distinct board ids among {', '.join(PATH_BOARDS)}")
    # the seed's setup on that path: its monsters and chests on the path's first board
    state = new_game(game, config, Rng(seed), path)
    players = state.players
    lay = state.layout
    nsq = lay.rows * lay.cols
    if "covered" in fields:
        state.covered = [int(s) for s in _list(fields["covered"])]
    if "revealed" in fields:
        flags = fields["revealed"]
        if len(flags) != len(state.path) + 2 or flags[0] != "1":
            raise InvalidConfig("revealed: one digit per board, the start first (1)")
        state.revealed = [True] + [False] * (len(flags) - 1)
        state.ground = [
            t if b == 0 else "#" for t, b in zip(lay.terrain, lay.board_of, strict=True)
        ]
        for b, flag in enumerate(flags):
            if flag == "1":
                reveal_board(state, b)
    for s in state.covered:
        if not 0 <= s < nsq:
            raise InvalidConfig(f"covered: no square {s}")
        if state.ground[s] != "#":
            state.ground[s] = "."
    if "chests" in fields:
        state.chests = [int(s) for s in _list(fields["chests"])]
    if "tokens" in fields:
        state.tokens = int(fields["tokens"])
    if "chars" in fields:
        parts = fields["chars"].split("/")
        if len(parts) != players:
            raise InvalidConfig(f"chars lists {len(parts)} seats for {players} players")
        for seat, part in enumerate(parts):
            square, _sep, hp = part.partition(":")
            state.pos[seat] = -1 if square == "-" else int(square)
            if hp:
                state.hp[seat] = int(hp)
        if "stack" not in fields and all(p >= 0 for p in state.pos):
            state.stack = [(1,)]  # F_ROLL: placed characters start the game
    for p in state.pos:
        if p >= nsq:
            raise InvalidConfig(f"chars: no square {p}")
    if "items" in fields:
        parts = fields["items"].split("/")
        if len(parts) != players:
            raise InvalidConfig(f"items lists {len(parts)} seats for {players} players")
        state.inv = [[_item(t) for t in _list(part)] for part in parts]
        if any(len(inv) > 6 for inv in state.inv):
            raise InvalidConfig("items: at most 6 per character")
    if "monsters" in fields or "queue" in fields:
        if "monsters" in fields:
            state.mpos = [-1] * M_COUNT
            for token in _list(fields["monsters"]):
                name, _sep, square = token.partition("@")
                state.mpos[MONSTER_BY_NAME[name]] = int(square)
        if "queue" in fields:
            state.queue = [MONSTER_BY_NAME[name] for name in _list(fields["queue"])]
        else:
            state.queue = [m for m in state.queue if state.mpos[m] < 0]
    if "boss_hp" in fields:
        hp, _sep, square = fields["boss_hp"].partition("@")
        state.boss_hp = int(hp)
        state.boss_pos = -1 if square in ("-", "") else int(square)
    if "cube" in fields:
        layers = fields["cube"].split("/")
        letters = "".join(layers)
        if len(layers) != 4 or len(letters) != 64:
            raise InvalidConfig("cube: 4 layers of 16 letters")
        state.cube = [-1 if ch == "." else COLOUR_LETTERS.index(ch) for ch in letters]
        state.layers = [
            sum(1 for c in state.cube[z * 16 : z * 16 + 16] if c >= 0) for z in range(4)
        ]
    if "frame" in fields:
        state.frame = [int(v) for v in fields["frame"].split(",")]
        if len(state.frame) != 5:
            raise InvalidConfig("frame: 5 counts")
    if "piglins" in fields:
        groups = fields["piglins"].split("/")
        cols = piglin_columns(state.side)
        tokens = [t for g in groups for t in g.split(",")]
        if len(groups) != 3 or len(tokens) != len(cols):
            raise InvalidConfig(f"piglins: {len(cols)} columns in 3 missions")
        for c, token in enumerate(tokens):
            if token == "-":
                state.pcol[c], state.pfill[c] = -1, 0
            else:
                state.pcol[c] = COLOUR_LETTERS.index(token[0])
                state.pfill[c] = int(token[1:])
                if not 0 < state.pfill[c] <= cols[c][1]:
                    raise InvalidConfig(f"piglins: column {c + 1} holds 1 to {cols[c][1]}")
    for key, attr in (
        ("discard", "discard"),
        ("supply", "supply"),
        ("boxed", "boxed"),
        ("drawn", "drawn"),
    ):
        if key in fields:
            setattr(state, attr, [ITEM_INDEX[k] for k in _list(fields[key])])
    if "deck" in fields:
        state.deck = [ITEM_INDEX[k] for k in _list(fields["deck"])][::-1]
    if "dice" in fields:
        block, _sep, monster = fields["dice"].partition(",")
        state.bdie = -1 if block == "-" else ANY if block == "any" else COLOURS.index(block)
        state.mdie = 0 if monster in ("-", "") else int(monster)
    if "combat" in fields:
        state.combat = sorted(int(v) for v in _list(fields["combat"]))
    if "turn" in fields:
        state.seat = int(fields["turn"])
        if not 0 <= state.seat < players:
            raise InvalidConfig(f"turn: no seat {state.seat}")
    if "left" in fields:
        state.left = int(fields["left"])
    if "stack" in fields:
        stack = []
        for token in _list(fields["stack"]):
            name, *args = token.split(":")
            kind = FRAME_NAMES.index(name)
            values = [int(a) for a in args]
            if kind in (12, 13) and len(values) == 2:
                values.append(0)  # "to" and "reroll" without their slot: slot 0
            stack.append((kind, *values))
        state.stack = stack
    if "end" in fields:
        end = fields["end"]
        if end == "-":
            state.end = END_NONE
        elif end == "won":
            state.end = END_WON
        elif end == "cube":
            state.end = END_CUBE
        else:
            what, _sep, arg = end.partition(":")
            state.end = END_HP if what == "hp" else END_PIGLIN
            state.end_arg = int(arg)
    if not state.end and not state.stack:
        raise InvalidConfig("stack: a game going on needs a pending decision")
    if "rng" in fields:
        state.rng = Rng(int(fields["rng"]))
    state._legal = None
    state.avail = None
    return state
