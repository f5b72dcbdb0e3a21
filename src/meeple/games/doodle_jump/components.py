"""Doodle Jump's components as data, replaceable by the printed values.

The rulebook text lost the pictures: the pads of the 8 level boards, the split of the
special die's faces and of the tiles. Everything here is a design, calibrated by
simulation with the heuristic bot (RULES.md, "The components' design, measured"); the
rules read it only through :mod:`layout` and ``rules``.
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
# Calibrated design (RULES.md): pads mostly high (mean 7.8: a jump takes two dice or
# more, so a turn rarely climbs more than two levels), every number 3-10 present; pads
# on the even columns 0/2/4/6 and the centre 3 only, so a slide by one notch (onto the
# odd columns) changes the diagonal links; three boards (A, C, F: columns 0, 3, 6) have
# no same-level hop, the others few, since a same-level hop on a board moved to the top
# wins at once; about one pad in eight has no pad of a random board above it within
# reach (a dead end to slide out of), and the columns line up often enough that a fall
# stops on a lower pad about half the time.
LEVELS: tuple[tuple[Pad, ...], ...] = (
    (Pad(7, 0), Pad(9, 3), Pad(4, 6)),  # A
    (Pad(6, 0), Pad(7, 4), Pad(9, 6)),  # B
    (Pad(10, 0), Pad(9, 3), Pad(5, 6)),  # C
    (Pad(9, 0), Pad(7, 2), Pad(10, 4)),  # D
    (Pad(10, 0), Pad(8, 2), Pad(9, 4), Pad(7, 6)),  # E
    (Pad(9, 0), Pad(7, 3), Pad(10, 6)),  # F
    (Pad(4, 0), Pad(10, 2), Pad(9, 4)),  # G
    (Pad(3, 2), Pad(9, 4), Pad(7, 6)),  # H
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
