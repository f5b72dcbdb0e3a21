"""The resource cube of Portal Dash: 64 blocks in 4 layers of 4 x 4, pure functions.

A cell index is ``z * 16 + y * 4 + x`` with ``z = 0`` the TOP layer. ``cells`` is a
sequence of 64 colours (``"red"``, ``"grey"``, ``"gold"``, ``"brown"``, ``"black"``) or
``None`` for a block already taken. A block is *available* (rulebook §V, "Le dé Bloc")
when its top face and at least two other faces show: nothing above it (``z = 0`` or the
cell above empty) and at least 2 of its 4 side neighbours absent (outside the cube counts
as absent). At the start only the 4 top corners are available.

The neighbour tables are computed once at import; every function is a loop over at most
64 cells, fit for the hot path of random playouts.

>>> len(available([c for c in COLOURS for _ in range(COUNTS[c])]))
4
"""

from __future__ import annotations

import random
from collections.abc import Sequence

Cells = Sequence[str | None]

SIZE = 4
LAYER = SIZE * SIZE
CELLS = LAYER * SIZE
COLOURS: tuple[str, ...] = ("red", "grey", "gold", "brown", "black")
COUNTS: dict[str, int] = {"red": 16, "grey": 16, "gold": 12, "brown": 12, "black": 8}
assert sum(COUNTS.values()) == CELLS


def _sides(i: int) -> tuple[int, ...]:
    z, rest = divmod(i, LAYER)
    y, x = divmod(rest, SIZE)
    out = []
    for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        nx, ny = x + dx, y + dy
        if 0 <= nx < SIZE and 0 <= ny < SIZE:
            out.append(z * LAYER + ny * SIZE + nx)
    return tuple(out)


SIDES: tuple[tuple[int, ...], ...] = tuple(_sides(i) for i in range(CELLS))
# side faces open to the outside of the cube (a corner 2, an edge 1, the middle 0)
OUTSIDE: tuple[int, ...] = tuple(SIZE - len(s) for s in SIDES)
LAYER_OF: tuple[int, ...] = tuple(i // LAYER for i in range(CELLS))
LAYER_CELLS: tuple[range, ...] = tuple(range(z * LAYER, (z + 1) * LAYER) for z in range(SIZE))


def new_cube(rng: random.Random) -> list[str | None]:
    """The 64 blocks in a random order (setup)."""
    cells: list[str | None] = [c for c in COLOURS for _ in range(COUNTS[c])]
    rng.shuffle(cells)
    return cells


def is_available(cells: Cells, i: int) -> bool:
    """Block ``i`` exists, nothing is above it and 2 of its sides are open."""
    if cells[i] is None or (i >= LAYER and cells[i - LAYER] is not None):
        return False
    open_sides = OUTSIDE[i]
    if open_sides >= 2:
        return True
    for j in SIDES[i]:
        if cells[j] is None:
            open_sides += 1
            if open_sides >= 2:
                return True
    return False


def available(cells: Cells) -> list[int]:
    """Every available block, in index order (top layer first)."""
    return [i for i in range(CELLS) if is_available(cells, i)]


def _layer_choices(cells: Cells, z: int, colour: str | None) -> list[int]:
    return [
        i
        for i in LAYER_CELLS[z]
        if (colour is None or cells[i] == colour) and is_available(cells, i)
    ]


def highest_layer_with(cells: Cells, colour: str | None) -> int | None:
    """The highest layer (smallest ``z``) with an available block of ``colour`` (any
    colour if None), or None when no such block is available anywhere."""
    for z in range(SIZE):
        if _layer_choices(cells, z, colour):
            return z
    return None


def die_choices(cells: Cells, colour: str | None) -> list[int]:
    """The blocks the block die lets you take: the available blocks of ``colour`` (any
    colour for "?", ``None``) in the highest layer that has one; [] when there is none
    anywhere (the colour is skipped; "?" only when the cube is empty)."""
    for z in range(SIZE):
        found = _layer_choices(cells, z, colour)
        if found:
            return found
    return []


def visible(cells: Cells, i: int) -> bool:
    """Whether some face of block ``i`` shows (its top, or a side open to the outside
    or to a taken block). A block with no visible face keeps its colour hidden."""
    if cells[i] is None:
        return False
    if i < LAYER or cells[i - LAYER] is None or OUTSIDE[i]:
        return True
    return any(cells[j] is None for j in SIDES[i])


def layer_left(cells: Cells, z: int) -> int:
    """How many blocks are left in layer ``z`` (0 = top)."""
    return sum(1 for i in LAYER_CELLS[z] if cells[i] is not None)


def left(cells: Cells) -> int:
    """How many blocks are left in the cube."""
    return sum(1 for c in cells if c is not None)
