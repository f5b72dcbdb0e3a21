"""The Piglin sheet of Portal Dash as data: missions A, B and C on its two sides.

Each mission is a tuple of columns; a column takes ``size`` blocks of one colour (set by
the first block placed in it). Mission A must be done before the top layer of the cube
(16 blocks) is used up, B before the 2nd, C before the 3rd (``DEADLINE``: the layer
number, 1 = the top, i.e. cube layer ``z = layer - 1``, whose exhaustion checks it).

The sizes are not known (facts §7); designed, then calibrated with the heuristic team
bot (RULES.md, "The rebuilt components, measured"). Only mined blocks go to the Piglins
(the block die's block goes straight to the frame, RULES.md A1), so every Piglin block
costs an action: the first design, 24 blocks (6, 8, 10) on "1-2" and 19 (4, 7, 8) on
"3-4", left no time for the boss (level 1 won 1 game in 10). The rulebook says fewer
players make the game easier and the side "1-2" asks for more; in play, more players
spread the same 2 actions a turn over more characters exposed to more monster rolls, so
the gap is wide: 17 blocks (5, 6, 6) on "1-2" against 9 (2, 3, 4) on "3-4", which puts
level 1 at about 52% (1 player), 63% (2), 80% (3) and 64% (4) for the heuristic bot.
Mission A is the tight one: 5 of the 16 top blocks go to the Piglins on "1-2", while
the block die eats about 5 in 6 turns. Columns of 1-3 blocks keep every colour usable
(8 black blocks only, 12 gold and brown).

>>> sum(sum(m) for m in MISSIONS["1-2"].values()) > sum(sum(m) for m in MISSIONS["3-4"].values())
True
"""

from __future__ import annotations

SIDES: tuple[str, ...] = ("1-2", "3-4")
NAMES: tuple[str, ...] = ("A", "B", "C")
# mission -> the layer (1 = top, cube z = layer - 1) whose exhaustion ends its time
DEADLINE: dict[str, int] = {"A": 1, "B": 2, "C": 3}

MISSIONS: dict[str, dict[str, tuple[int, ...]]] = {
    "1-2": {
        "A": (3, 2),
        "B": (2, 2, 2),
        "C": (2, 2, 2),
    },
    "3-4": {
        "A": (1, 1),
        "B": (1, 1, 1),
        "C": (2, 1, 1),
    },
}


def side_for(players: int) -> str:
    """The side of the sheet used with this many players."""
    return "1-2" if players <= 2 else "3-4"
