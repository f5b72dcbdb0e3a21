"""Forbidden Island's observation tensor for the research adapters (meeple.adapters).

Board planes on the 6x6 grid the island's cells sit in, then flat pieces. Seats are
relative to the observer (it comes first) and padded to 4, so the shape never depends on
the player count. Every value lies in [0, 1]; counts are divided by their true maximum.
Everything written here is in ``view(seat)``: hands and discards are face up; of the
decks, only their sizes and which tiles the Flood deck's top run holds.

The writer is on the adapters' hot path (one call per step when a learner asks for
observations), so it sets only the non-zero entries, at offsets computed once.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from meeple.engine.game import TensorBuffer
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.rules import ACTIONS, PHASES, IslandState

MAX_SEATS = 4
GRID = c.GRID_SIZE * c.GRID_SIZE

# Board planes, in order: cell on the island; tile dry, flooded, sunk; treasure tile (one
# plane per treasure); Fools' Landing; tile's card in the Flood discard; in the Flood
# deck's top run; then one plane per seat's pawn (observer first).
P_ISLAND, P_DRY, P_FLOODED, P_SUNK, P_TREASURE = 0, 1, 2, 3, 4
P_FOOLS, P_FDISCARD, P_TOP_RUN, P_PAWN = 8, 9, 10, 11
PLANES = P_PAWN + MAX_SEATS
WAITING = ("land", "swim", "discard")  # the interruptions settled before the turn goes on

PIECES: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("board", (PLANES, c.GRID_SIZE, c.GRID_SIZE)),
    ("hands", (MAX_SEATS, c.N_HAND_KINDS)),  # cards of each kind / 5
    ("roles", (MAX_SEATS, len(c.ROLES))),
    ("captured", (len(c.TREASURES),)),
    ("water_level", (c.SKULL_LEVEL + 1,)),
    ("phase", (len(PHASES),)),
    ("actions_left", (1,)),
    ("current", (MAX_SEATS,)),
    ("to_move", (MAX_SEATS,)),
    ("waiting_for", (len(WAITING),)),
    ("swimmers", (MAX_SEATS,)),
    ("helicopter", (MAX_SEATS,)),  # the pawns a played Helicopter Lift is carrying
    ("treasure_deck", (1,)),
    ("treasure_discard", (len(c.CARDS),)),  # cards of each kind / how many the deck has
    ("flood_deck", (1,)),
    ("flood_left", (1,)),
    ("pilot_flew", (1,)),
    ("present", (MAX_SEATS,)),
)
OFFSET: dict[str, int] = {}
_at = 0
for _name, _shape in PIECES:
    OFFSET[_name] = _at
    _at += math.prod(_shape)
SIZE = _at

# Where each island cell lies on the grid, and how many of each card the Treasure deck has.
CELL_GRID = tuple(row * c.GRID_SIZE + col for row, col in c.ISLAND_CELLS)
CARD_TOTALS = tuple(c.TREASURE_DECK.count(kind) for kind in range(len(c.CARDS)))
DECK_SIZE = len(c.TREASURE_DECK)
MAX_FLOOD_DRAWS = max(c.FLOOD_CARDS)
N_ROLES = len(c.ROLES)
# The flat offsets of the pieces (the writer reads module constants, not the dict).
O_HANDS, O_ROLES, O_CAPTURED = OFFSET["hands"], OFFSET["roles"], OFFSET["captured"]
O_LEVEL, O_PHASE, O_ACTIONS = OFFSET["water_level"], OFFSET["phase"], OFFSET["actions_left"]
O_CURRENT, O_TO_MOVE, O_WAITING = OFFSET["current"], OFFSET["to_move"], OFFSET["waiting_for"]
O_SWIMMERS, O_HELI, O_TDECK = OFFSET["swimmers"], OFFSET["helicopter"], OFFSET["treasure_deck"]
O_TDISCARD, O_FDECK = OFFSET["treasure_discard"], OFFSET["flood_deck"]
O_FLOOD_LEFT, O_PILOT, O_PRESENT = OFFSET["flood_left"], OFFSET["pilot_flew"], OFFSET["present"]
# seat-relative order: RELATIVE[players][seat][other] is other's place for seat
RELATIVE = {
    n: tuple(tuple((other - seat) % n for other in range(n)) for seat in range(n))
    for n in range(1, MAX_SEATS + 1)
}


def spec(config: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
    """The named pieces, in order: the same for every configuration."""
    return dict(PIECES)


class Layout:
    """What one island layout fixes: the offsets set for every state of it (the island's
    shape, the treasure tiles, Fools' Landing), and for each tile the offset of its cell
    in the dry plane, from which the other planes are a multiple of GRID away."""

    __slots__ = ("cell", "fixed", "side")

    def __init__(self, tile_at: tuple[int, ...]) -> None:
        grid_of = [0] * c.N_TILES
        for cell, tile in enumerate(tile_at):
            grid_of[tile] = CELL_GRID[cell]
        fixed = [P_ISLAND * GRID + g for g in CELL_GRID]
        for tile, treasure in enumerate(c.TILE_TREASURE):
            if treasure >= 0:
                fixed.append((P_TREASURE + treasure) * GRID + grid_of[tile])
        fixed.append(P_FOOLS * GRID + grid_of[c.FOOLS_LANDING])
        self.fixed = tuple(fixed)
        self.cell = tuple(grid_of)
        # side[tile * 3 + side]: the offset to set for a tile on that side
        self.side = tuple(
            (P_DRY + side) * GRID + grid_of[tile] for tile in range(c.N_TILES) for side in range(3)
        )


@lru_cache(maxsize=256)  # one per island layout in play; layouts rarely repeat
def _layout(tile_at: tuple[int, ...]) -> Layout:
    return Layout(tile_at)


def write(state: IslandState, seat: int, out: TensorBuffer) -> None:
    """Write ``seat``'s observation into ``out`` (zero-filled, :data:`SIZE` long)."""
    layout = _layout(state.board.tile_at)
    for index in layout.fixed:
        out[index] = 1.0
    side, cell = layout.side, layout.cell
    at = 0
    for tile_side in state.tiles:
        out[side[at + tile_side]] = 1.0
        at += 3
    for tile in state.fdiscard:
        out[P_FDISCARD * GRID + cell[tile]] = 1.0
    if state.fsegments:
        fdeck = state.fdeck
        for tile in fdeck[len(fdeck) - state.fsegments[-1] :]:
            out[P_TOP_RUN * GRID + cell[tile]] = 1.0
    roles = state.roles
    rel = RELATIVE[len(roles)][seat]
    for other, tile in enumerate(state.pos):
        r = rel[other]
        out[(P_PAWN + r) * GRID + cell[tile]] = 1.0
        out[O_ROLES + r * N_ROLES + roles[other]] = 1.0
        out[O_PRESENT + r] = 1.0
        base = O_HANDS + r * c.N_HAND_KINDS
        for kind, count in enumerate(state.hands[other]):
            if count:
                out[base + kind] = count / c.HAND_LIMIT
    _write_turn(state, rel, out)
    _write_decks(state, out)


def _write_turn(state: IslandState, rel: tuple[int, ...], out: TensorBuffer) -> None:
    for treasure, done in enumerate(state.captured):
        if done:
            out[O_CAPTURED + treasure] = 1.0
    out[O_LEVEL + state.level] = 1.0
    out[O_PHASE + state.phase] = 1.0
    if state.phase == ACTIONS:
        out[O_ACTIONS] = state.actions_left / c.ACTIONS_PER_TURN
    out[O_CURRENT + rel[state.current]] = 1.0
    if state.result is None:
        to_move, waiting = _waiting(state)
        out[O_TO_MOVE + rel[to_move]] = 1.0
        if waiting >= 0:
            out[O_WAITING + waiting] = 1.0
    for other in state.swimmers:
        out[O_SWIMMERS + rel[other]] = 1.0
    if state.heli is not None:
        mask = state.heli[2]
        for other in range(len(rel)):
            if mask >> other & 1:
                out[O_HELI + rel[other]] = 1.0
    if state.pilot_flew:
        out[O_PILOT] = 1.0
    if state.flood_left:
        out[O_FLOOD_LEFT] = state.flood_left / MAX_FLOOD_DRAWS


def _waiting(state: IslandState) -> tuple[int, int]:
    """The seat to move and the interruption it settles (view's ``waiting_for``: -1 for
    none), in one pass (``to_move()`` and the view each check the hands on their own)."""
    if state.heli is not None:
        return state.heli[0], 0
    if state.swimmers:
        return state.swimmers[0], 1
    over = state.over_limit()
    return (over, 2) if over >= 0 else (state.current, -1)


def _write_decks(state: IslandState, out: TensorBuffer) -> None:
    out[O_TDECK] = len(state.tdeck) / DECK_SIZE
    if state.tdiscard:
        counts = [0] * len(c.CARDS)
        for kind in state.tdiscard:
            counts[kind] += 1
        for kind, count in enumerate(counts):
            if count:
                out[O_TDISCARD + kind] = count / CARD_TOTALS[kind]
    out[O_FDECK] = len(state.fdeck) / c.N_TILES
