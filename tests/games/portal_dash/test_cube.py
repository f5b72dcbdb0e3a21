"""The resource cube (rulebook §V "Le dé Bloc"): « Le bloc doit être « disponible »,
c'est-à-dire que sa face supérieure et au moins deux autres faces doivent être visibles.
Au début du jeu, seuls les 4 blocs des coins supérieurs sont disponibles. »"""

from __future__ import annotations

import random

import pytest

from meeple.games.portal_dash import cube
from meeple.games.portal_dash.cube import (
    available,
    die_choices,
    highest_layer_with,
    is_available,
    layer_left,
    left,
    new_cube,
    visible,
)


def idx(x: int, y: int, z: int) -> int:
    return z * 16 + y * 4 + x


def full(colour: str = "red") -> list[str | None]:
    return [colour] * 64


def reference_available(cells: list[str | None], i: int) -> bool:
    """The rule written out with coordinates, independent of the tables."""
    if cells[i] is None:
        return False
    z, y, x = i // 16, (i // 4) % 4, i % 4
    if z > 0 and cells[idx(x, y, z - 1)] is not None:
        return False
    open_sides = 0
    for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
        if not (0 <= nx < 4 and 0 <= ny < 4) or cells[idx(nx, ny, z)] is None:
            open_sides += 1
    return open_sides >= 2


def test_the_cube_holds_the_64_blocks_of_the_box():
    cells = new_cube(random.Random(3))
    assert len(cells) == 64
    for colour, n in {"red": 16, "grey": 16, "gold": 12, "brown": 12, "black": 8}.items():
        assert cells.count(colour) == n
    assert new_cube(random.Random(3)) == cells
    assert new_cube(random.Random(4)) != cells


def test_at_the_start_only_the_four_top_corners_are_available():
    for seed in range(5):
        cells = new_cube(random.Random(seed))
        assert available(cells) == [idx(0, 0, 0), idx(3, 0, 0), idx(0, 3, 0), idx(3, 3, 0)]


def test_taking_a_corner_frees_its_two_edge_neighbours_and_the_block_below():
    cells = full()
    cells[idx(0, 0, 0)] = None
    got = set(available(cells))
    assert got == {
        idx(1, 0, 0),
        idx(0, 1, 0),
        idx(3, 0, 0),
        idx(0, 3, 0),
        idx(3, 3, 0),
        idx(0, 0, 1),  # the corner below: its top shows, two sides face outside
    }


def test_a_middle_block_needs_two_open_sides_and_an_open_top():
    cells = full()
    m = idx(1, 1, 0)
    cells[idx(0, 1, 0)] = None
    assert not is_available(cells, m)  # one open side only
    cells[idx(1, 0, 0)] = None
    assert is_available(cells, m)
    below = idx(1, 1, 1)
    assert not is_available(cells, below)  # covered
    cells[m] = None
    assert not is_available(cells, below)  # top open but its 4 sides are all there
    cells[idx(0, 1, 1)] = None
    cells[idx(1, 0, 1)] = None
    assert is_available(cells, below)


def test_available_matches_the_rule_on_random_digs():
    rng = random.Random(11)
    for _ in range(40):
        cells = new_cube(rng)
        while left(cells):
            got = available(cells)
            assert got == [i for i in range(64) if reference_available(cells, i)]
            assert got, "some block is always available while the cube is not empty"
            cells[rng.choice(got)] = None


def test_the_die_takes_its_colour_from_the_highest_layer_that_has_it():
    cells = full("grey")
    cells[idx(0, 0, 0)] = None  # corner below becomes available
    cells[idx(0, 0, 1)] = "gold"
    cells[idx(3, 3, 0)] = "gold"
    # gold on layer 0 and 1: only the top one
    assert die_choices(cells, "gold") == [idx(3, 3, 0)]
    assert highest_layer_with(cells, "gold") == 0
    cells[idx(3, 3, 0)] = "grey"
    assert die_choices(cells, "gold") == [idx(0, 0, 1)]
    assert highest_layer_with(cells, "gold") == 1


def test_a_colour_available_nowhere_takes_no_block():
    cells = full("grey")
    cells[idx(1, 1, 0)] = "black"  # exists but is not available
    assert die_choices(cells, "black") == []
    assert highest_layer_with(cells, "black") is None
    assert die_choices(cells, "red") == []


def test_any_colour_takes_an_available_block_of_the_highest_layer():
    cells = full("grey")
    cells[idx(0, 0, 0)] = None
    cells[idx(0, 0, 1)] = "red"
    got = die_choices(cells, None)
    assert idx(0, 0, 1) not in got  # layer 1 is lower than the top corners
    assert set(got) == {idx(1, 0, 0), idx(0, 1, 0), idx(3, 0, 0), idx(0, 3, 0), idx(3, 3, 0)}
    # the top layer gone: the "?" goes down
    for i in range(16):
        cells[i] = None
    assert highest_layer_with(cells, None) == 1
    assert all(i // 16 == 1 for i in die_choices(cells, None))
    assert die_choices([None] * 64, None) == []


@pytest.mark.parametrize("z", [1, 2, 3])
def test_inner_blocks_below_the_top_are_hidden_until_uncovered(z: int):
    cells = full()
    inner = [idx(x, y, z) for x in (1, 2) for y in (1, 2)]
    assert not any(visible(cells, i) for i in inner)
    assert sum(visible(cells, i) for i in range(64)) == 64 - 12
    # the block above taken: its top shows
    cells[inner[0] - 16] = None
    assert visible(cells, inner[0])
    assert not visible(cells, inner[1])
    # a side neighbour taken: a side shows
    cells2 = full()
    cells2[idx(0, 1, z)] = None
    assert visible(cells2, idx(1, 1, z))
    assert not visible(cells2, idx(2, 2, z))


def test_blocks_on_the_outside_always_show_a_face():
    cells = full()
    for i in range(64):
        x, y = i % 4, (i // 4) % 4
        if i < 16 or x in (0, 3) or y in (0, 3):
            assert visible(cells, i)
    assert not visible([None] * 64, 0)


def test_layer_left_and_left_count_the_blocks():
    cells = full()
    assert [layer_left(cells, z) for z in range(4)] == [16, 16, 16, 16]
    cells[3] = None
    cells[20] = None
    cells[21] = None
    assert [layer_left(cells, z) for z in range(4)] == [15, 14, 16, 16]
    assert left(cells) == 61
    assert cube.LAYER_OF[20] == 1
