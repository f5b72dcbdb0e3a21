"""The path of Portal Dash as data: the start strip, 8 path boards, the portal strip.

The printed boards are not described anywhere (facts §6): these are designed. Every board
has 5 rows; the start and portal strips 2 columns, the path boards 4. Each board is a
tuple of 5 strings read left to right (the orientation matters: boards are never turned).

Square characters: ``.`` normal, ``L`` lava, ``M`` magma, ``S`` soul sand, ``1``..``5`` a
monster spawner with its number (a normal square otherwise), ``C`` a chest square (normal
otherwise), ``P`` the portal (the boss's square, normal otherwise).

Design: any board may be revealed first, so each has spawners 1, 2 and 3 (the magma cube,
the ghast and the enderman start there); board "2" has a 4th spawner, "5" a 4th and a
5th (more monsters when revealed). Lava lakes force detours ("3" has a lake in the
middle, "6" a broken diagonal, "7" a corner lake) but never cut the path: every
non-lava square of a board is reachable from its left edge by a walker and every board
can be crossed without lava (tests). Magma and soul sand slow the way or cost hearts and
are what brown blocks and walker boots are for. 7 chest squares for the 5 tokens: at
most 2 per board, 0 on "2" and "5".

>>> len(PATH_BOARDS), sorted(PATH_BOARDS)[:3]
(8, ['1', '2', '3'])
>>> START[0], PORTAL[2]
('..', '.P')
"""

from __future__ import annotations

ROWS = 5
PATH_WIDTH = 4
STRIP_WIDTH = 2

START: tuple[str, ...] = (
    "..",
    "..",
    "..",
    "..",
    "..",
)

PORTAL: tuple[str, ...] = (
    ".L",
    "..",
    ".P",
    "..",
    ".L",
)

PATH_BOARDS: dict[str, tuple[str, ...]] = {
    # A narrow lava inlet at the top; the spawners spread out, a chest at the bottom.
    "1": (
        ".LL1",
        "..L.",
        "2.M.",
        ".S.3",
        "C...",
    ),
    # A soul-sand field and a lava bar in the middle; 4 spawners, no chest.
    "2": (
        "1.S.",
        ".SS2",
        "..L.",
        "3.L4",
        ".M..",
    ),
    # A lava lake in the middle: go round by the top or the bottom; 2 chests.
    "3": (
        "C.1.",
        ".LL.",
        "2LLM",
        ".LL3",
        "..SC",
    ),
    # A magma stream running down the board, a ford at the bottom.
    "4": (
        ".M.1",
        "2M..",
        ".M.C",
        "..M3",
        "S...",
    ),
    # A lava channel and 5 spawners: a crowded board.
    "5": (
        "1..2",
        ".L.S",
        "3LM.",
        ".L.4",
        "5..S",
    ),
    # A broken lava diagonal.
    "6": (
        "..2.",
        ".L.M",
        "1.L.",
        "S..L",
        ".3C.",
    ),
    # Soul sand above, a lava pool in the bottom left corner.
    "7": (
        "..S1",
        ".2..",
        ".S.M",
        "LL3.",
        "LLC.",
    ),
    # Scattered obstacles.
    "8": (
        "1.M.",
        ".L.2",
        "C.L.",
        ".M.3",
        "S..L",
    ),
}

BOARD_IDS: tuple[str, ...] = tuple(PATH_BOARDS)
CHEST_TOKENS = 5

assert all(len(b) == ROWS for b in (START, PORTAL, *PATH_BOARDS.values()))
assert all(len(r) == STRIP_WIDTH for r in (*START, *PORTAL))
assert all(len(r) == PATH_WIDTH for b in PATH_BOARDS.values() for r in b)
