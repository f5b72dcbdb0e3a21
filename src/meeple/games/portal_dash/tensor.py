"""Portal Dash's observation tensor for the research adapters (meeple.adapters).

One flat buffer of named pieces (:data:`PIECES`). The path is drawn on planes as wide as
the longest path any configuration lays (8 boards: 36 columns), left-aligned, so the
shape depends on the game only; a plane is laid out by column, then row (``(planes,
columns, rows)``), which keeps a board's squares in one run. Seats are relative to the
observer (it comes first) and padded to 4, with a ``present`` piece. Every value lies in
[0, 1]; counts are divided by their true maximum.

Everything written is in ``view(seat)`` (the same for every seat: the game is
co-operative): the terrain and spawners of the face-up boards only, the colours of the
cube's blocks that show a face, the item deck by its size. A held item is its identity
(one of the 53 tiles), its damage, hearts, leggings side and enchantments: the rest of
its numbers follow from those.

The writer runs once per step when a learner asks for observations: it sets only the
non-zero entries, at offsets computed once; what depends on the path's face-up boards
or on the cube is computed once per layout or per cube and replayed.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Mapping
from functools import lru_cache
from operator import ne
from typing import Any

from meeple.engine.game import TensorBuffer
from meeple.games.portal_dash.actions import BOSS_ID
from meeple.games.portal_dash.boards import BOARD_IDS, PATH_BOARDS, PATH_WIDTH, ROWS, START
from meeple.games.portal_dash.cube import COLOURS
from meeple.games.portal_dash.dice import BLOCK_FACES, COMBAT_FACES
from meeple.games.portal_dash.items import ITEM_KEYS, ITEMS, MAX_ITEMS, WHITE_DECK
from meeple.games.portal_dash.levels import BOARD_CHOICES, LEVELS
from meeple.games.portal_dash.monsters import BOSS_KINDS, BOSS_SIDES, BOSSES, MONSTERS
from meeple.games.portal_dash.path import build_layout
from meeple.games.portal_dash.piglins import MISSIONS, NAMES
from meeple.games.portal_dash.piglins import SIDES as PIGLIN_SIDES
from meeple.games.portal_dash.rules import (
    AFFECTED,
    CUBE_COUNTS,
    DAMAGED,
    ENCHANTS,
    F_ACTIVATE,
    F_BLOCK,
    F_GAIN,
    F_PICK,
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
    I_BLOCKS,
    I_HEARTS,
    I_MOVE,
    I_REROLL,
    M_COUNT,
    M_KIND,
    M_KINDS,
    M_NUMBER,
    MODE_BOOTS,
    NETHERITE_ITEMS,
    OUTSIDE,
    SIDES,
    START_HP,
    PortalState,
)

MAX_SEATS = 4
MAX_BOARDS = max(*BOARD_CHOICES, *(setup.boards for setup in LEVELS.values()))
MAX_COLS = 2 * len(START[0]) + MAX_BOARDS * PATH_WIDTH
CELLS = MAX_COLS * ROWS  # a plane's entries

# Board planes, in order: the square is on the path, face up; its terrain (face up only);
# covered by a brown block; a chest token; a spawner (its number / 5); a character per
# seat (observer first); a monster per kind (its number / 3); the boss.
P_PATH, P_UP, P_LAVA, P_MAGMA, P_SAND, P_PORTAL, P_COVERED, P_CHEST, P_SPAWNER = range(9)
P_CHARACTER = 9
P_MONSTER = P_CHARACTER + MAX_SEATS
P_BOSS = P_MONSTER + len(M_KINDS)
PLANES = P_BOSS + 1
TERRAIN_PLANE = {"L": P_LAVA, "M": P_MAGMA, "S": P_SAND, "P": P_PORTAL}
SPAWNER_MAX = max(
    int(ch) for rows in PATH_BOARDS.values() for row in rows for ch in row if ch.isdigit()
)
NUMBER_MAX = max(M_NUMBER)

# An item held: its identity, damaged, hearts, worn as boots, as armour, enchantments.
F_DAMAGED = len(ITEM_KEYS)
F_HEARTS, F_BOOTS, F_ARMOUR, F_ENCHANT = F_DAMAGED + 1, F_DAMAGED + 2, F_DAMAGED + 3, F_DAMAGED + 4
ITEM_FEATURES = F_ENCHANT + len(ENCHANTS)
MAX_HEARTS = max(I_HEARTS)
# the Piglin columns of each side of the sheet, missions A, B, C in order
COLUMN_SIZES = {side: tuple(n for name in NAMES for n in MISSIONS[side][name]) for side in MISSIONS}
COLUMNS = max(len(sizes) for sizes in COLUMN_SIZES.values())
DECISIONS = (*FRAME_NAMES, "over")

PIECES: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("board", (PLANES, MAX_COLS, ROWS)),
    ("present", (MAX_SEATS,)),
    ("hp", (MAX_SEATS,)),
    ("items", (MAX_SEATS, MAX_ITEMS, ITEM_FEATURES)),
    ("queue", (M_COUNT, 2)),  # in the queue, its place (the head 0)
    ("monster_kinds", (len(M_KINDS),)),  # the kinds in this game
    ("boss", (2 + len(BOSS_KINDS) + len(BOSS_SIDES),)),  # hp, on the board, kind, side
    ("cube", (64, 2 + len(COLOURS))),  # taken, available, the colour when a face shows
    ("cube_layers", (4,)),
    ("frame", (len(COLOURS),)),
    ("piglins", (COLUMNS, len(COLOURS) + 1)),  # the column's colour, how full
    ("piglin_side", (len(PIGLIN_SIDES),)),
    ("item_deck", (1,)),
    ("item_discard", (len(ITEM_KEYS),)),
    ("netherite", (len(NETHERITE_ITEMS),)),  # not yet unlocked
    ("drawn", (2, len(ITEM_KEYS))),
    ("dice", (len(BLOCK_FACES) + 3 + 3,)),  # block face, monster die, combat faces 0/1/2
    ("active", (MAX_SEATS,)),
    ("to_move", (MAX_SEATS,)),
    ("actions_left", (1,)),
    ("decision", (len(DECISIONS),)),
    # what the decision is about: a seat, seats, a monster, monsters, a block colour (or
    # "?"), an item slot, a number (boots' points, rerolls, blocks, wounds), a flag
    ("pending_seat", (MAX_SEATS,)),
    ("pending_seats", (MAX_SEATS,)),
    ("pending_monster", (BOSS_ID + 1,)),
    ("pending_monsters", (BOSS_ID + 1,)),
    ("pending_colour", (len(BLOCK_FACES),)),
    ("pending_slot", (MAX_ITEMS,)),
    ("pending_count", (1,)),
    ("pending_flag", (1,)),
    ("path_boards", (1,)),  # boards / MAX_BOARDS
)
OFFSET: dict[str, int] = {}
_at = 0
for _name, _shape in PIECES:
    OFFSET[_name] = _at
    _at += math.prod(_shape)
SIZE = _at

# -- the true maxima ----------------------------------------------------------------------

BOSS_HP = max(boss.hp for boss in BOSSES.values())
COPIES = tuple(
    max(1, sum(1 for key in WHITE_DECK if key == item)) for item in ITEM_KEYS
)  # a tile's copies (the starting and Netherite items: one each in a pile)
DECK_MOST = len(WHITE_DECK) + len(NETHERITE_ITEMS)  # black blocks shuffle those in
MOST_COMBAT_DICE = max(ITEMS[key].dice for key in ITEM_KEYS) + 1  # an enchantment adds one
# the most a pending number can be: boots' points (speed adds 2), a sword's rerolls (an
# enchantment adds 1), a pickaxe's blocks, the wounds of one hit (a boots move takes one
# per magma square)
MOST_POINTS = max(I_MOVE) + 2
MOST_DAMAGE = max(
    *(monster.damage for monster in MONSTERS.values()),
    *(attack.damage for boss in BOSSES.values() for attack in boss.attacks),
    MOST_POINTS,
)
COUNT_MAX = {
    F_TO: MOST_POINTS,
    F_REROLL: max(I_REROLL) + 1,
    F_PICK: max(I_BLOCKS),
    F_WOUND: MOST_DAMAGE,
}
assert set(COMBAT_FACES) == {0, 1, 2}  # the dice piece counts each face of the combat dice

# -- offsets --------------------------------------------------------------------------------

O_BOARD = OFFSET["board"]
O_ITEMS, O_QUEUE, O_CUBE = OFFSET["items"], OFFSET["queue"], OFFSET["cube"]
O_PRESENT, O_HP = OFFSET["present"], OFFSET["hp"]
O_MONSTER_PLANES = O_BOARD + P_MONSTER * CELLS
# a monster's plane offset and value, by monster id
MONSTER_AT = tuple(
    (O_MONSTER_PLANES + M_KIND[m] * CELLS, M_NUMBER[m] / NUMBER_MAX) for m in range(M_COUNT)
)
# per (players, seat): each seat's place counted from the observer
RELATIVE = {
    (players, seat): tuple((other - seat) % players for other in range(players))
    for players in range(1, MAX_SEATS + 1)
    for seat in range(players)
}
# Runs of values set by one slice, as array('f'): a list takes them as it takes any
# iterable, an array('f') only from its own type, numpy through the buffer protocol (a
# tuple it would convert item by item, each through numpy's scalar machinery).
ONES = tuple(array("f", (1.0,) * n) for n in range(CELLS + 1))


@lru_cache(maxsize=16)
def _canvas(cols: int) -> tuple[int, ...]:
    """Each square's cell on a plane: by column, then row (a path of ``cols`` columns)."""
    return tuple((s % cols) * ROWS + s // cols for s in range(ROWS * cols))


PathEntries = tuple[tuple[tuple[int, int], ...], tuple[tuple[int, float], ...]]


@lru_cache(maxsize=4096)
def _path_entries(path: tuple[str, ...], revealed: tuple[bool, ...]) -> PathEntries:
    """What the path's face-up boards set (:func:`_shown_entries`), found by the path as
    the state holds it: the face-down ids in it are replaced before anything is read,
    so the states ``resample`` draws share the entries."""
    shown = tuple(b if up else "" for b, up in zip(path, revealed[1:-1], strict=True))
    return _shown_entries(shown, revealed)


@lru_cache(maxsize=1024)
def _shown_entries(shown: tuple[str, ...], revealed: tuple[bool, ...]) -> PathEntries:
    """What the face-up boards set: runs (start, stop) of ones (the path, the face-up
    squares) and single entries (terrain, spawners). A face-down board ("") gives nothing
    but its place on the path."""
    layout = build_layout(tuple(b or BOARD_IDS[0] for b in shown))
    cols = layout.cols
    at = _canvas(cols)
    runs = [(O_BOARD + P_PATH * CELLS, O_BOARD + P_PATH * CELLS + ROWS * cols)]
    entries: list[tuple[int, float]] = []
    for b, place in enumerate(layout.boards):
        if not revealed[b]:
            continue
        first = O_BOARD + P_UP * CELLS + place.col * ROWS
        runs.append((first, first + place.width * ROWS))
        for s in layout.squares_of[b]:
            plane = TERRAIN_PLANE.get(layout.terrain[s])
            if plane is not None:
                entries.append((O_BOARD + plane * CELLS + at[s], 1.0))
        for s, number in layout.spawners[b]:
            entries.append((O_BOARD + P_SPAWNER * CELLS + at[s], number / SPAWNER_MAX))
    return tuple(runs), tuple(entries)


CUBE_WIDTH = 2 + len(COLOURS)
CUBE_SIZE = 64 * CUBE_WIDTH
LAYER = 16  # blocks in a layer of the cube (z = 0 the top)


def _board_of(blocks: list[int]) -> int:
    """A bit board of the cube: block i at bit 8 * i, a byte per block (so that the
    colours, read as bytes at once, give one)."""
    return sum(1 << 8 * i for i in blocks)


# The blocks, those on the top layer, and for each side those that lie on the cube's
# outside there (x = 0, x = 3, y = 0, y = 3).
BLOCK_BITS = _board_of(list(range(64)))
TOP_LAYER = _board_of(list(range(16)))
EDGE_X0 = _board_of([i for i in range(64) if i % 4 == 0])
EDGE_X3 = _board_of([i for i in range(64) if i % 4 == 3])
EDGE_Y0 = _board_of([i for i in range(64) if i // 4 % 4 == 0])
EDGE_Y3 = _board_of([i for i in range(64) if i // 4 % 4 == 3])
assert all(OUTSIDE[i] == 4 - len(SIDES[i]) for i in range(64))


def _cube_codes(cube: tuple[int, ...]) -> bytes:
    """Each block's code (see BLOCK_PATTERNS), one byte per block, as
    ``PortalState.available`` and ``visible`` read the cube (available: nothing above, 2
    of its 4 sides open; showing a face: its top or a side open, or on the cube's
    outside): all blocks at once, on bit boards with a byte per block."""
    colours = int.from_bytes(array("b", cube).tobytes(), "little")
    # a taken block (-1) is byte 0xff, a colour is below 0x80: bit 7 of each byte
    taken = colours >> 7 & BLOCK_BITS
    above = TOP_LAYER | (taken << 128) & BLOCK_BITS  # the block above is 16 blocks back
    # each side: open (taken) or the cube's outside
    left = EDGE_X0 | (taken << 8) & ~EDGE_X0 & BLOCK_BITS
    right = EDGE_X3 | (taken >> 8) & ~EDGE_X3
    front = EDGE_Y0 | (taken << 32) & ~EDGE_Y0 & BLOCK_BITS
    back = EDGE_Y3 | (taken >> 32) & ~EDGE_Y3
    two = left & right | left & front | left & back | right & front | right & back | front & back
    shown = above | left | right | front | back
    free = BLOCK_BITS & ~taken
    colours &= ~(taken * 0xFF)  # a taken block's byte to 0, so that no byte carries
    # each byte stays below 4 * N_COLOURS + 1: none carries into the next
    codes = free + colours + N_COLOURS * (free & shown) + 2 * N_COLOURS * (free & above & two)
    return codes.to_bytes(64, "little")  # a taken block's code: 0


N_COLOURS = len(COLOURS)
assert 4 * N_COLOURS < 0x80


def _pattern(code: int) -> bytes:
    """A block's entries in the cube piece, by its code: 0 taken, else 1 + its colour +
    N_COLOURS if a face shows + 2 * N_COLOURS if it is available."""
    values = [0.0] * CUBE_WIDTH
    if code == 0:
        values[0] = 1.0
    else:
        colour, shown, available = (
            (code - 1) % N_COLOURS,
            (code - 1) // N_COLOURS % 2,
            (code - 1) // (2 * N_COLOURS),
        )
        values[1] = float(available)
        if shown:
            values[2 + colour] = 1.0
    return array("f", values).tobytes()


BLOCK_PATTERNS = tuple(_pattern(code) for code in range(4 * N_COLOURS + 1))


def _run_of(pattern: bytes) -> array[float]:
    run = array("f")
    run.frombytes(pattern)
    return run


BLOCK_RUNS = tuple(_run_of(pattern) for pattern in BLOCK_PATTERNS)


def _block_code(cube: tuple[int, ...], i: int) -> int:
    """Block ``i``'s code, as :func:`_cube_codes` gives it, for one block."""
    colour = cube[i]
    if colour < 0:
        return 0
    open_above = i < LAYER or cube[i - LAYER] < 0
    open_sides = 0
    for j in SIDES[i]:
        if cube[j] < 0:
            open_sides += 1
    code = 1 + colour
    if open_above or OUTSIDE[i] or open_sides:
        code += N_COLOURS
    if open_above and OUTSIDE[i] + open_sides >= 2:
        code += 2 * N_COLOURS
    return code


# The last cube met and its piece. Play takes one block at a time, which changes only
# the blocks around it (AFFECTED: itself, its sides, the one under it), so the next
# cube's piece is that one with those blocks redone (under half the time of building it
# whole).
_last_cube: list[tuple[tuple[int, ...], array[float]]] = [((), array("f"))]


@lru_cache(maxsize=1024)  # a game goes through 65 cubes at most
def _cube_piece(cube: tuple[int, ...]) -> array[float]:
    """The cube piece, whole (set by one slice): each block's pattern picked by its code
    (``map`` over the codes' bytes, in C), or the last piece with one block's
    surroundings redone."""
    last, last_piece = _last_cube[0]
    changed = bytes(map(ne, last, cube)) if len(last) == len(cube) else b""
    if changed.count(1) == 1:
        piece = last_piece[:]
        for i in AFFECTED[changed.index(1)]:
            piece[CUBE_WIDTH * i : CUBE_WIDTH * (i + 1)] = BLOCK_RUNS[_block_code(cube, i)]
    else:
        piece = array("f")
        piece.frombytes(b"".join(map(BLOCK_PATTERNS.__getitem__, _cube_codes(cube))))
    _last_cube[0] = (cube, piece)
    return piece


def _item_entries(item: int) -> tuple[tuple[int, float], ...]:
    """A held item's entries within its slot."""
    found = [(item & 127, 1.0)]
    if item & DAMAGED:
        found.append((F_DAMAGED, 1.0))
    hearts = item >> 8 & 15
    if hearts:
        found.append((F_HEARTS, hearts / MAX_HEARTS))
    mode = item >> 12 & 3
    if mode:
        found.append((F_BOOTS if mode == MODE_BOOTS else F_ARMOUR, 1.0))
    enchantments = item >> 14
    found += [(F_ENCHANT + e, 1.0) for e in range(len(ENCHANTS)) if enchantments >> e & 1]
    return tuple(found)


def spec(config: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
    """The named pieces, in order: the same for every configuration."""
    return dict(PIECES)


def write(state: PortalState, seat: int, out: TensorBuffer) -> None:
    """Write ``seat``'s observation into ``out`` (zero-filled, :data:`SIZE` long)."""
    players = len(state.pos)
    rel = RELATIVE[players, seat]
    _write_board(state, rel, out)
    _write_seats(state, rel, out)
    _write_monsters(state, out)
    _write_cube(state, out)
    _write_items(state, out)
    _write_turn(state, rel, out)


# The terrain planes (P_PATH to P_SPAWNER) are one run of the tensor: what the face-up
# boards set there is kept per path and set by one slice (P_COVERED and P_CHEST, within
# the run, are zero in it and written after).
TERRAIN_END = O_BOARD + (P_SPAWNER + 1) * CELLS
TERRAIN_ZEROS = bytes(4 * (TERRAIN_END - O_BOARD))


@lru_cache(maxsize=256)  # a game meets a few paths (one more per board revealed)
def _terrain_piece(path: tuple[str, ...], revealed: tuple[bool, ...]) -> array[float]:
    runs, entries = _path_entries(path, revealed)
    piece = array("f", TERRAIN_ZEROS)
    for start, stop in runs:
        piece[start - O_BOARD : stop - O_BOARD] = ONES[stop - start]
    for index, value in entries:
        piece[index - O_BOARD] = value
    return piece


def _write_board(state: PortalState, rel: tuple[int, ...], out: TensorBuffer) -> None:
    out[O_BOARD:TERRAIN_END] = _terrain_piece(state.path, tuple(state.revealed))
    at = _canvas(state.layout.cols)
    for s in state.covered:
        out[O_BOARD + P_COVERED * CELLS + at[s]] = 1.0
    for s in state.chests:
        out[O_BOARD + P_CHEST * CELLS + at[s]] = 1.0
    for other, s in enumerate(state.pos):
        if s >= 0:
            out[O_BOARD + (P_CHARACTER + rel[other]) * CELLS + at[s]] = 1.0
    for (plane, value), s in zip(MONSTER_AT, state.mpos, strict=True):
        if s >= 0:
            out[plane + at[s]] = value
    if state.boss_pos >= 0:
        out[O_BOARD + P_BOSS * CELLS + at[state.boss_pos]] = 1.0
    out[OFFSET["path_boards"]] = len(state.path) / MAX_BOARDS


SEAT_ITEMS = MAX_ITEMS * ITEM_FEATURES  # a seat's block of the items piece


@lru_cache(maxsize=1024)  # an inventory changes when an item is gained, spent or worn out
def _inventory_piece(inv: tuple[int, ...]) -> array[float]:
    """A seat's block of the items piece: each held item's entries in its slot."""
    piece = array("f", bytes(4 * SEAT_ITEMS))
    base = 0
    for item in inv:
        for index, value in _item_entries(item):
            piece[base + index] = value
        base += ITEM_FEATURES
    return piece


def _write_seats(state: PortalState, rel: tuple[int, ...], out: TensorBuffer) -> None:
    hp = state.hp
    for other, inv in enumerate(state.inv):
        r = rel[other]
        out[O_PRESENT + r] = 1.0
        if hp[other]:
            out[O_HP + r] = hp[other] / START_HP
        base = O_ITEMS + r * SEAT_ITEMS
        out[base : base + SEAT_ITEMS] = _inventory_piece(tuple(inv))


# The queue and the monster kinds in play are one run (queue, monster_kinds), changed by
# a spawn or a kill: kept per queue and set by a slice.
O_QUEUE_END = OFFSET["boss"]


@lru_cache(maxsize=4096)
def _queue_piece(queue: tuple[int, ...], used_kinds: int) -> array[float]:
    piece = array("f", bytes(4 * (O_QUEUE_END - O_QUEUE)))
    last = M_COUNT - 1
    for place, m in enumerate(queue):
        piece[2 * m] = 1.0
        if place:
            piece[2 * m + 1] = place / last
    kinds = OFFSET["monster_kinds"] - O_QUEUE
    for k in range(len(M_KINDS)):
        if used_kinds >> k & 1:
            piece[kinds + k] = 1.0
    return piece


def _write_monsters(state: PortalState, out: TensorBuffer) -> None:
    out[O_QUEUE:O_QUEUE_END] = _queue_piece(tuple(state.queue), state.used_kinds)
    at = OFFSET["boss"]
    out[at] = state.boss_hp / BOSS_HP
    if state.boss_pos >= 0:
        out[at + 1] = 1.0
    out[at + 2 + state.boss_kind] = 1.0
    out[at + 2 + len(BOSS_KINDS) + state.boss_side] = 1.0


# The cube, the run after it (cube_layers to piglin_side: the layers, the frame and the
# Piglin sheet) and the item piles (item_deck to drawn) are runs that most steps leave
# alone: each is kept with copies of the lists it shows and set by one slice (comparing a
# list, in C, costs a fraction of making it a tuple to look the run up, or redoing it).
O_SHEET, O_SHEET_END = O_CUBE + CUBE_SIZE, OFFSET["item_deck"]
O_ITEMS_PILES, O_PILES_END = OFFSET["item_deck"], OFFSET["dice"]
assert OFFSET["cube_layers"] == O_SHEET
_cube_shown: list[Any] = [None, None]  # the cube, its piece
_sheet_shown: list[Any] = [None] * 6  # layers, frame, side, pcol, pfill, the run
_piles_shown: list[Any] = [None] * 5  # the deck's size, discard, supply, drawn, the run


def forget() -> None:
    """Drop the runs kept: the next tensors are written whole (tests compare the two)."""
    _cube_shown[:] = [None, None]
    _sheet_shown[:] = [None] * 6
    _piles_shown[:] = [None] * 5
    _last_cube[0] = ((), array("f"))


def _write_cube(state: PortalState, out: TensorBuffer) -> None:
    cube = state.cube
    if cube != _cube_shown[0]:
        _cube_shown[:] = cube[:], _cube_piece(tuple(cube))
    out[O_CUBE:O_SHEET] = _cube_shown[1]
    shown = _sheet_shown
    layers, frame, side = state.layers, state.frame, state.side
    pcol, pfill = state.pcol, state.pfill
    if (
        layers != shown[0]
        or frame != shown[1]
        or side != shown[2]
        or pcol != shown[3]
        or pfill != shown[4]
    ):
        run = array("f", bytes(4 * (O_SHEET_END - O_SHEET)))
        _sheet_run(state, run)
        shown[:] = layers[:], frame[:], side, pcol[:], pfill[:], run
    out[O_SHEET:O_SHEET_END] = shown[5]


def _sheet_run(state: PortalState, out: TensorBuffer) -> None:
    """The run from cube_layers to piglin_side, into ``out`` (that run alone)."""
    at = 0
    for z, left in enumerate(state.layers):
        if left:
            out[at + z] = left / 16
    at = OFFSET["frame"] - O_SHEET
    for colour, used in enumerate(state.frame):
        if used:
            out[at + colour] = used / CUBE_COUNTS[colour]
    at = OFFSET["piglins"] - O_SHEET
    width = len(COLOURS) + 1
    sizes = COLUMN_SIZES[state.side]
    for column, (colour, filled) in enumerate(zip(state.pcol, state.pfill, strict=True)):
        if colour >= 0:
            out[at + width * column + colour] = 1.0
        if filled:
            out[at + width * column + len(COLOURS)] = filled / sizes[column]
    out[OFFSET["piglin_side"] - O_SHEET + PIGLIN_SIDES.index(state.side)] = 1.0


NETHERITE_SET = frozenset(NETHERITE_ITEMS)
NETHERITE_AT = {index: OFFSET["netherite"] + k for k, index in enumerate(NETHERITE_ITEMS)}


def _write_items(state: PortalState, out: TensorBuffer) -> None:
    shown = _piles_shown
    deck, discard, supply, drawn = len(state.deck), state.discard, state.supply, state.drawn
    if deck != shown[0] or discard != shown[1] or supply != shown[2] or drawn != shown[3]:
        run = array("f", bytes(4 * (O_PILES_END - O_ITEMS_PILES)))
        _items_run(state, run)
        shown[:] = deck, discard[:], supply[:], drawn[:], run
    out[O_ITEMS_PILES:O_PILES_END] = shown[4]


def _items_run(state: PortalState, out: TensorBuffer) -> None:
    """The run from item_deck to drawn, into ``out`` (that run alone)."""
    out[0] = len(state.deck) / DECK_MOST
    at = OFFSET["item_discard"] - O_ITEMS_PILES
    discard = state.discard  # summed here, not with += in out (float32 in numpy)
    for index in set(discard):
        out[at + index] = discard.count(index) / COPIES[index]
    for index in NETHERITE_SET.intersection(state.supply):
        out[NETHERITE_AT[index] - O_ITEMS_PILES] = 1.0
    at = OFFSET["drawn"] - O_ITEMS_PILES
    for k, index in enumerate(state.drawn):
        out[at + k * len(ITEM_KEYS) + index] = 1.0


def _write_turn(state: PortalState, rel: tuple[int, ...], out: TensorBuffer) -> None:
    at = OFFSET["dice"]
    if state.bdie >= 0:
        out[at + state.bdie] = 1.0
    if state.mdie:
        out[at + len(BLOCK_FACES) + state.mdie - 1] = 1.0
    combat = state.combat
    for face in set(combat) if combat else ():
        out[at + len(BLOCK_FACES) + 3 + face] = combat.count(face) / MOST_COMBAT_DICE
    out[OFFSET["active"] + rel[state.seat]] = 1.0
    if state.left:
        out[OFFSET["actions_left"]] = state.left / 2
    if state.end:
        out[OFFSET["decision"] + len(FRAME_NAMES)] = 1.0
        return
    top = state.stack[-1]
    out[OFFSET["decision"] + top[0]] = 1.0
    to_move = state.to_move()
    if to_move is not None:
        out[OFFSET["to_move"] + rel[to_move]] = 1.0
    _write_pending(state, top, rel, out)


def _write_pending(
    state: PortalState, top: tuple[int, ...], rel: tuple[int, ...], out: TensorBuffer
) -> None:
    """What the decision on top of the stack is about (as the view's ``pending``)."""
    kind = top[0]
    if kind in (F_USE, F_BLOCK):
        out[OFFSET["pending_colour"] + top[1]] = 1.0
    elif kind == F_ACTIVATE:
        _write_mask(top[1], BOSS_ID + 1, OFFSET["pending_monsters"], None, out)
    elif kind in (F_TARGET, F_VICTIM):
        out[OFFSET["pending_monster"] + top[1]] = 1.0
        _write_mask(top[2], len(rel), OFFSET["pending_seats"], rel, out)
    elif kind in (F_PUSH, F_WRECK, F_GAIN):
        out[OFFSET["pending_seat"] + rel[top[1]]] = 1.0
    elif kind == F_SPAWN:
        out[OFFSET["pending_monster"] + top[1]] = 1.0
    elif kind == F_TO:
        _write_count(kind, top[1], out)
        if top[2]:
            out[OFFSET["pending_flag"]] = 1.0
        out[OFFSET["pending_slot"] + top[3]] = 1.0
    elif kind == F_REROLL:
        out[OFFSET["pending_monster"] + top[1]] = 1.0
        _write_count(kind, top[2], out)
        out[OFFSET["pending_slot"] + top[3]] = 1.0
    elif kind == F_PICK:
        _write_count(kind, top[1], out)
    elif kind == F_WOUND:
        out[OFFSET["pending_seat"] + rel[top[1]]] = 1.0
        _write_count(kind, top[2], out)
        if top[3] <= BOSS_ID:  # else the wounds come from magma
            out[OFFSET["pending_monster"] + top[3]] = 1.0
    elif kind == F_SIDE:
        out[OFFSET["pending_seat"] + rel[top[1]]] = 1.0
        out[OFFSET["pending_slot"] + top[2]] = 1.0


def _write_count(kind: int, count: int, out: TensorBuffer) -> None:
    if count:
        out[OFFSET["pending_count"]] = min(count / COUNT_MAX[kind], 1.0)


def _write_mask(mask: int, n: int, at: int, rel: tuple[int, ...] | None, out: TensorBuffer) -> None:
    for i in range(n):
        if mask >> i & 1:
            out[at + (i if rel is None else rel[i])] = 1.0
