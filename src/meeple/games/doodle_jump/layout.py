"""The level boards as an immutable :class:`Layout` with precomputed tables.

A pad's code is ``board * 8 + index`` (its index in the board's pad list); its id is the
board letter and its number (``C7``). A state keeps one layout, shared by its clones:
the default one built from ``components.LEVELS``, or one read from the notation's
``levels=`` field.
"""

from __future__ import annotations

from collections.abc import Sequence

from meeple.engine import InvalidConfig
from meeple.games.doodle_jump.components import (
    BOARD_LETTERS,
    COLUMNS,
    LEVELS,
    REACH_SIDE,
    REACH_UP,
    SLOTS,
)

MAX_NUMBER = 32  # the most five dice and the special die can add up to


class Layout:
    """The pads of the 8 boards and the reach tables.

    ``up[(code * 8 + above) * 5 + delta + 2]``: the pads of board ``above`` a Doodler on
    pad ``code`` can jump to when ``delta`` = offset(above) - offset(code's board).
    ``side[code]``: the nearest pads left and right on the same board (offset-free).
    ``pad_at[board][col]``: the pad at board column ``col`` (-1: none).
    """

    __slots__ = (
        "board",
        "board_pads",
        "by_name",
        "col",
        "default",
        "levels",
        "name",
        "number",
        "pad_at",
        "side",
        "top_pad",
        "up",
    )

    def __init__(self, levels: Sequence[Sequence[tuple[int, int]]], default: bool = False):
        if len(levels) != SLOTS:
            raise InvalidConfig(f"levels: {len(levels)} boards, not {SLOTS}")
        self.levels: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((int(n), int(c)) for n, c in pads) for pads in levels
        )
        self.default = default
        self._index_pads()
        self._reach_tables()

    def _index_pads(self) -> None:
        """Check each board's pads and give each its code, id and place."""
        number = [0] * 64
        col = [-1] * 64
        board = [-1] * 64
        name = [""] * 64
        by_name: dict[str, int] = {}
        board_pads: list[tuple[int, ...]] = []
        pad_at: list[tuple[int, ...]] = []
        for b, pads in enumerate(self.levels):
            _check_board(BOARD_LETTERS[b], pads)
            row = [-1] * COLUMNS
            codes = []
            for i, (n, c) in enumerate(pads):
                code = b * 8 + i
                number[code] = n
                col[code] = c
                board[code] = b
                name[code] = f"{BOARD_LETTERS[b]}{n}"
                by_name[name[code]] = code
                row[c] = code
                codes.append(code)
            board_pads.append(tuple(codes))
            pad_at.append(tuple(row))
        self.number = tuple(number)
        self.col = tuple(col)
        self.board = tuple(board)
        self.name = tuple(name)
        self.by_name = by_name
        self.board_pads = tuple(board_pads)
        self.pad_at = tuple(pad_at)
        self.top_pad = tuple(max(codes, key=lambda q: number[q]) for codes in board_pads)

    def _reach_tables(self) -> None:
        """``side`` and ``up`` (see the class)."""
        col = self.col
        side: list[tuple[int, ...]] = [()] * 64
        up: list[tuple[int, ...]] = [()] * (64 * 8 * 5)
        for b, mine in enumerate(self.board_pads):
            for p in mine:
                x = col[p]
                left = [q for q in mine if col[q] < x and x - col[q] <= REACH_SIDE]
                right = [q for q in mine if col[q] > x and col[q] - x <= REACH_SIDE]
                near: list[int] = []
                if left:
                    near.append(max(left, key=lambda q: col[q]))
                if right:
                    near.append(min(right, key=lambda q: col[q]))
                side[p] = tuple(near)
                for c, above in enumerate(self.board_pads):
                    if c == b:
                        continue
                    for delta in range(-2, 3):
                        up[(p * 8 + c) * 5 + delta + 2] = tuple(
                            q for q in above if abs(col[q] + delta - x) <= REACH_UP
                        )
        self.side = tuple(side)
        self.up = tuple(up)

    def pads_text(self) -> str:
        """The ``levels=`` notation value."""
        return "|".join(",".join(f"{n}@{c}" for n, c in pads) for pads in self.levels)

    def to_json(self) -> list[list[list[int]]]:
        return [[[n, c] for n, c in pads] for pads in self.levels]


def _check_board(letter: str, pads: Sequence[tuple[int, int]]) -> None:
    """1 to 7 pads, numbers 1-32 and columns 0-6, no number nor column twice."""
    if not 1 <= len(pads) <= COLUMNS:
        raise InvalidConfig(f"levels: board {letter} has {len(pads)} pads")
    numbers = [n for n, _ in pads]
    cols = [c for _, c in pads]
    if len(set(numbers)) != len(numbers) or len(set(cols)) != len(cols):
        raise InvalidConfig(f"levels: board {letter} repeats a number or a column")
    for n, c in pads:
        if not 1 <= n <= MAX_NUMBER or not 0 <= c < COLUMNS:
            raise InvalidConfig(
                f"levels: board {letter} pad {n}@{c} (numbers 1-{MAX_NUMBER},"
                f" columns 0-{COLUMNS - 1})"
            )


DEFAULT_LAYOUT = Layout([[(pad.number, pad.col) for pad in pads] for pads in LEVELS], True)


def layout_from(levels: Sequence[Sequence[Sequence[int]]]) -> Layout:
    """The default layout if ``levels`` are the data file's, else a new one."""
    fresh = tuple(tuple((int(n), int(c)) for n, c in pads) for pads in levels)
    if fresh == DEFAULT_LAYOUT.levels:
        return DEFAULT_LAYOUT
    return Layout(fresh)


def parse_levels(text: str) -> Layout:
    """Read ``5@1,6@2,9@3|4@1,...`` (8 boards A..H)."""
    boards = text.split("|")
    if len(boards) != SLOTS:
        raise InvalidConfig(f"levels: {len(boards)} boards given, not {SLOTS}")
    levels = []
    for part in boards:
        pads = []
        for item in part.split(","):
            number, sep, column = item.strip().partition("@")
            if not sep or not number.isdigit() or not column.isdigit():
                raise InvalidConfig(f"levels: bad pad {item!r} (number@column)")
            pads.append((int(number), int(column)))
        levels.append(pads)
    return layout_from(levels)
