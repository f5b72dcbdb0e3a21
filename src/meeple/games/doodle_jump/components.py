"""Doodle Jump's components as data, replaceable by the printed values.

The rulebook text lost the pictures: the pads of the 8 level boards, the split of the
special die's faces and of the tiles. Everything here is a first design, to be
recalibrated by simulation; the rules read it only through :mod:`layout` and ``rules``.
"""

from __future__ import annotations

from typing import NamedTuple


class Pad(NamedTuple):
    """A green pad of a level board: its number (3-10) and its column on the board."""

    number: int
    col: int


COLUMNS = 7  # the ramp is 7 notches wide (columns 0-6)
SLOTS = 8  # level boards on the ramp, slot 1 at the bottom, slot 8 the top level
BOARD_LETTERS = "ABCDEFGH"
MAX_OFFSET = 1  # a slid board overhangs the ramp by at most one notch either way

# The 8 level boards A..H, each 3 or 4 pads with distinct numbers and columns.
LEVELS: tuple[tuple[Pad, ...], ...] = (
    (Pad(4, 0), Pad(6, 2), Pad(9, 4), Pad(5, 6)),  # A
    (Pad(3, 1), Pad(7, 3), Pad(10, 5)),  # B
    (Pad(5, 0), Pad(8, 2), Pad(6, 4), Pad(9, 6)),  # C
    (Pad(6, 1), Pad(4, 3), Pad(9, 5)),  # D
    (Pad(7, 0), Pad(3, 2), Pad(5, 4), Pad(10, 6)),  # E
    (Pad(8, 1), Pad(5, 3), Pad(7, 5)),  # F
    (Pad(4, 0), Pad(9, 3), Pad(6, 5)),  # G
    (Pad(3, 1), Pad(10, 2), Pad(8, 4), Pad(6, 6)),  # H
)

# The special die: 6 faces (the split is not public).
SPECIAL_FACES: tuple[str, ...] = ("1", "2", "reroll", "reroll", "slide", "move")

# Power tiles (18): trampoline and spring are immediate (lightning on the back); the
# others are kept (a Doodler on the back).
POWER_TILES: tuple[tuple[str, int], ...] = (
    ("trampoline", 3),
    ("spring", 3),
    ("shield", 4),
    ("shoes", 3),
    ("hat", 3),
    ("rocket", 2),
)

# Obstacle tiles of the expert variant (7).
OBSTACLE_TILES: tuple[tuple[str, int], ...] = (
    ("ufo", 3),
    ("monster", 3),
    ("black-hole", 1),
)

REACH_UP = 1  # a pad on the next level up is a neighbour within this many columns
REACH_SIDE = 2  # the nearest pad left and right on the same level, within this many

NUMBER_DICE = 5  # number dice in play (one fewer with 2 players)
TWO_PLAYER_DICE = 4

SETUP_SLOTS = (2, 4, 6, 8)  # every second level from the bottom gets a power tile
MAX_TURNS = 400  # a guard for random play: then the highest Doodler wins
