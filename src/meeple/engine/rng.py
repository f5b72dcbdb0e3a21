"""Seeded randomness owned by a game state.

A tiny SplitMix64 generator: its whole state is one integer, so cloning a game state
copies it for free, and its output depends on nothing but the seed (not on the Python
version, unlike the shuffle of :mod:`random`), so records replay bit for bit anywhere.

Speed: every dice roll and shuffle of every playout comes here, so the generator step is
written out inline in each method (a Python call costs as much as the step itself) with
its constants as literals (no global look-ups). The numbers are the same as the plain
step's: ``tests/engine/test_rng.py`` checks them against a reference written plainly.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
MAX_SEED = MASK64
_GOLDEN = 0x9E3779B97F4A7C15
# The constants below are written out as literals in the methods:
# _GOLDEN = 0x9E3779B97F4A7C15, MASK64 = 0xFFFFFFFFFFFFFFFF,
# and SplitMix64's multipliers 0xBF58476D1CE4E5B9 and 0x94D049BB133111EB.


class Rng:
    """A SplitMix64 stream. ``Rng(seed)`` with the same seed gives the same numbers."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        """The next 64-bit unsigned integer."""
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = (s ^ s >> 30) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
        z = (z ^ z >> 27) * 0x94D049BB133111EB & 0xFFFFFFFFFFFFFFFF
        return z ^ z >> 31

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias (rejection)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _LIMITS[n] if n < _SMALL else MASK64 - (MASK64 + 1) % n
        s = self.state
        while True:  # next64() inline
            s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = (s ^ s >> 30) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
            z = (z ^ z >> 27) * 0x94D049BB133111EB & 0xFFFFFFFFFFFFFFFF
            x = z ^ z >> 31
            if x <= limit:
                self.state = s
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates)."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffle_wide(self, items: MutableSequence[T]) -> None:
        """Shuffle in place, reading every swap from one wide draw: a few generator steps
        for the whole list instead of one (or more) per item, so a deck shuffles several
        times faster. The draw has at least 64 bits more than ``n!`` needs, so no order is
        likelier than another by more than 2^-60. (It draws other numbers than
        :meth:`shuffle`: a game keeps the one its records were made with.)"""
        n = len(items)
        if n < 2:
            return
        words = _DRAW_WORDS[n] if n < len(_DRAW_WORDS) else _draw_words(n)
        s = self.state
        wide = 0
        for _ in range(words):  # next64() inline
            s = (s + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = (s ^ s >> 30) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
            z = (z ^ z >> 27) * 0x94D049BB133111EB & 0xFFFFFFFFFFFFFFFF
            wide = wide << 64 | z ^ z >> 31
        self.state = s
        for i in range(n - 1, 0, -1):  # Fisher-Yates, the draw read in mixed radix
            wide, j = divmod(wide, i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """One element, uniformly."""
        return items[self.below(len(items))]

    def copy(self) -> Rng:
        twin = _new(Rng)  # the state is already 64 bits: no __init__ to mask it again
        twin.state = self.state
        return twin

    def fork(self) -> Rng:
        """An independent stream derived from this one (advances this one once)."""
        child = _new(Rng)
        child.state = self.next64()
        return child


_new = object.__new__


def _draw_words(n: int) -> int:
    """The 64-bit words to draw to shuffle ``n`` items: the bits of 2, 3, ..., n added up
    (a bound of log2(n!)), and 64 to 127 more."""
    return sum(i.bit_length() for i in range(2, n + 1)) // 64 + 2


_SMALL = 256  # the bounds of below() whose rejection limit is worked out once
_LIMITS = (0, *(MASK64 - (MASK64 + 1) % n for n in range(1, _SMALL)))
_DRAW_WORDS = tuple(_draw_words(n) for n in range(100))
