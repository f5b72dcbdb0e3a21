"""Doodle Jump's observation tensor for the research adapters (meeple.adapters).

Planes over the ramp (8 slots, bottom first, by 9 absolute columns: a board slid one
notch overhangs the 7 columns by one on either side): each pad's number, the tiles on the
pads, the Doodlers, and the pads the Doodler to move can reach (dice aside). Then the
boards' order and offsets, the seats (start, height, held tiles), the dice and the turn.
Seats are relative to the observer (it comes first) and padded to 4, so the shape never
depends on the player count. Every value lies in [0, 1]; counts are divided by their
true maximum.

Everything written here is in ``view(seat)``: only the bag's size, never its tiles nor
their order. Pad numbers are one-hot over the range the game's boards use
(components.LEVELS); a board of another layout (the notation's ``levels=``) has its
numbers clamped to that range.

The writer is on the adapters' hot path (one call per step when a learner asks for
observations), so it sets only the non-zero entries, at offsets computed once; the ramp's
runs (pad numbers, boards and offsets) are kept per ramp and set by a slice each.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Mapping
from typing import Any

from meeple.engine.game import TensorBuffer
from meeple.games.doodle_jump.components import (
    COLUMNS,
    MAX_OFFSET,
    MAX_TURNS,
    NUMBER_DICE,
    OBSTACLE_TILES,
    POWER_TILES,
    SLOTS,
)
from meeple.games.doodle_jump.layout import DEFAULT_LAYOUT, Layout
from meeple.games.doodle_jump.rules import (
    FACE_NAMES,
    PHASE_NAMES,
    PHASE_OVER,
    SPECIAL,
    TILE_BY_NAME,
    TILE_NAMES,
    JumpState,
)

MAX_SEATS = 4
WIDTH = COLUMNS + 2 * MAX_OFFSET  # absolute columns -1..7
CELLS = SLOTS * WIDTH
LOW = min(number for number in DEFAULT_LAYOUT.number if number)  # the boards' numbers
NUMBERS = max(DEFAULT_LAYOUT.number) - LOW + 1
KINDS = len(TILE_NAMES) - 1  # tile kinds 1-9 at index kind - 1
FACES = 6  # a number die's values
SPECIAL_FACES = len(FACE_NAMES) - 1  # the special die's faces 1-5 at index face - 1
OFFSETS = 2 * MAX_OFFSET + 1

PIECES: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("numbers", (NUMBERS, SLOTS, WIDTH)),  # a pad there, by its number
    ("tiles", (KINDS, SLOTS, WIDTH)),  # a tile on the pad there, by its kind
    ("doodlers", (MAX_SEATS, SLOTS, WIDTH)),  # each seat's Doodler on its pad
    ("reach", (SLOTS, WIDTH)),  # the pads the Doodler to move can jump to (dice aside)
    ("boards", (SLOTS, SLOTS)),  # the board (A-H) in each slot
    ("offsets", (SLOTS, OFFSETS)),  # each slot's board's offset (-1, 0, +1)
    ("at_start", (MAX_SEATS,)),  # each seat's Doodler at the foot of the ramp
    ("heights", (MAX_SEATS,)),  # each seat's Doodler's slot / 8 (0 at the start)
    ("held", (MAX_SEATS, KINDS)),  # each seat's tiles of each kind / the kind's count
    ("dice", (NUMBER_DICE, FACES)),  # each number die's value, one-hot
    ("dice_used", (NUMBER_DICE,)),  # set aside this turn
    ("dice_in_play", (NUMBER_DICE,)),  # with 2 players one die is left out
    ("special", (SPECIAL_FACES,)),  # the special die's face: 1, 2, reroll, slide, move
    ("special_used", (1,)),
    ("bag", (1,)),  # tiles in the bag / every tile
    ("phase", (len(PHASE_NAMES),)),
    ("current", (MAX_SEATS,)),  # whose turn it is
    ("winner", (MAX_SEATS,)),
    ("turn", (1,)),  # the turn number / 400
    ("expert", (1,)),  # the expert variant (obstacle tiles)
    ("present", (MAX_SEATS,)),  # the seats in play
)
OFFSET: dict[str, int] = {}
_at = 0
for _name, _shape in PIECES:
    OFFSET[_name] = _at
    _at += math.prod(_shape)
SIZE = _at

NUMBER_AT = OFFSET["numbers"]
TILE_AT = tuple(OFFSET["tiles"] + (kind - 1) * CELLS for kind in range(KINDS + 1))  # + cell
DOODLERS = OFFSET["doodlers"]
REACH = OFFSET["reach"]
BOARDS = OFFSET["boards"]
SLOT_OFFSET = OFFSET["offsets"] + MAX_OFFSET  # slot s, offset o at + s * OFFSETS + o
AT_START = OFFSET["at_start"]
HEIGHTS = OFFSET["heights"]
HELD = OFFSET["held"] - 1  # seat k, kind t at HELD + k * KINDS + t
DICE = OFFSET["dice"] - 1  # die i showing v at DICE + i * FACES + v
DICE_USED = OFFSET["dice_used"]
DICE_IN_PLAY = OFFSET["dice_in_play"]
SPECIAL_AT = OFFSET["special"] - 1  # face f at SPECIAL_AT + f
SPECIAL_USED = OFFSET["special_used"]
BAG = OFFSET["bag"]
PHASE = OFFSET["phase"]
CURRENT = OFFSET["current"]
WINNER = OFFSET["winner"]
TURN = OFFSET["turn"]
EXPERT = OFFSET["expert"]
PRESENT = OFFSET["present"]

# How many tiles of each kind the game has (the most a seat can hold), and in all.
KIND_COUNT = [0] * (KINDS + 1)
for _tile, _count in POWER_TILES + OBSTACLE_TILES:
    KIND_COUNT[TILE_BY_NAME[_tile]] = _count
ALL_TILES = sum(KIND_COUNT)
HEIGHT_VALUE = tuple(slot / SLOTS for slot in range(SLOTS + 1))
# By player count and observer: each seat in the observer's order, with where its
# Doodler, its start mark, its height and its held tiles go.
SEATS = tuple(
    tuple(
        tuple(
            (
                (seat + k) % players,
                DOODLERS + k * CELLS,
                AT_START + k,
                HEIGHTS + k,
                HELD + k * KINDS,
            )
            for k in range(players)
        )
        for seat in range(players)
    )
    for players in range(MAX_SEATS + 1)
)
PRESENT_AT = tuple(tuple(range(PRESENT, PRESENT + players)) for players in range(MAX_SEATS + 1))
IN_PLAY_AT = tuple(
    tuple(range(DICE_IN_PLAY, DICE_IN_PLAY + count)) for count in range(NUMBER_DICE + 1)
)

# The ramp's entries (every pad's number, the board in each slot and its offset), and each
# pad's cell and height (by pad code), by layout, slot order and offsets: they change only
# when a board slides or moves, so a game meets few of them.
# The pad numbers and the boards and offsets are two runs of the tensor, each set by one
# slice from an array('f') (one copy, where an entry at a time costs a Python step each).
Ramp = tuple["array[float]", "array[float]", tuple[int, ...], tuple[float, ...]]
NUMBERS_END = OFFSET["tiles"]
BOARDS_END = OFFSET["at_start"]
assert OFFSET["offsets"] == BOARDS + SLOTS * SLOTS and NUMBER_AT == 0
_RAMPS: dict[tuple[Any, ...], Ramp] = {}
MAX_RAMPS = 4096  # then the cache starts again (about 11 MB of runs at most)


def spec(config: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
    """The named pieces, in order: the same for every configuration."""
    return dict(PIECES)


def _ramp(layout: Layout, order: list[int], offset: list[int]) -> Ramp:
    """The ramp's runs, and each pad's cell and height (see ``_RAMPS``)."""
    numbers = array("f", bytes(4 * NUMBERS_END))
    boards = array("f", bytes(4 * (BOARDS_END - BOARDS)))
    cell = [0] * len(layout.board)
    height = [0.0] * len(layout.board)
    for s in range(SLOTS):
        b = order[s]
        off = offset[b]
        row = s * WIDTH + off + MAX_OFFSET  # the board's column -1 is the row's cell 0
        for q in layout.board_pads[b]:
            cell[q] = row + layout.col[q]
            height[q] = HEIGHT_VALUE[s + 1]
            plane = min(max(layout.number[q] - LOW, 0), NUMBERS - 1)
            numbers[plane * CELLS + cell[q]] = 1.0
        boards[s * SLOTS + b] = 1.0
        boards[SLOT_OFFSET - BOARDS + s * OFFSETS + off] = 1.0
    return numbers, boards, tuple(cell), tuple(height)


def write(state: JumpState, seat: int, out: TensorBuffer) -> None:
    """``seat``'s observation into the zero-filled ``out`` (see the module)."""
    layout, order, offset = state.layout, state.order, state.offset
    key = (layout, *order, *offset)
    ramp = _RAMPS.get(key)
    if ramp is None:
        if len(_RAMPS) >= MAX_RAMPS:
            _RAMPS.clear()
        ramp = _RAMPS[key] = _ramp(layout, order, offset)
    numbers, boards, cell, height = ramp
    out[NUMBER_AT:NUMBERS_END] = numbers
    out[BOARDS:BOARDS_END] = boards
    for q, kind in state.tiles.items():
        out[TILE_AT[kind] + cell[q]] = 1.0
    players = state.players
    pos, held = state.pos, state.held
    for s, doodler_at, start_at, height_at, held_at in SEATS[players][seat]:
        p = pos[s]
        if p < 0:
            out[start_at] = 1.0
        else:
            out[doodler_at + cell[p]] = 1.0
            out[height_at] = height[p]
        tiles = held[s]
        for tile in tiles:
            out[held_at + tile] = min(1.0, tiles.count(tile) / KIND_COUNT[tile])
    for at in PRESENT_AT[players]:  # one by one: a slice costs a numpy buffer far more
        out[at] = 1.0
    phase = state.phase
    if phase != PHASE_OVER:
        for q in state.reach():
            out[REACH + cell[q]] = 1.0
    avail, used = state.avail, state.used
    for at in IN_PLAY_AT[(avail & 31).bit_count()]:
        out[at] = 1.0
    if state.special:  # rolled: the special die is in every roll
        dice = state.dice
        for i in range(NUMBER_DICE):
            if dice[i]:
                out[DICE + i * FACES + dice[i]] = 1.0
        out[SPECIAL_AT + state.special] = 1.0
    if used:
        for i in range(NUMBER_DICE):
            if used >> i & 1:
                out[DICE_USED + i] = 1.0
        if used & SPECIAL:
            out[SPECIAL_USED] = 1.0
    if state.bag:
        out[BAG] = len(state.bag) / ALL_TILES
    out[PHASE + phase] = 1.0
    out[CURRENT + (state.seat - seat) % players] = 1.0
    if phase == PHASE_OVER:
        out[WINNER + (state.winner - seat) % players] = 1.0
    out[TURN] = min(state.turns, MAX_TURNS) / MAX_TURNS
    if state.variant:
        out[EXPERT] = 1.0
