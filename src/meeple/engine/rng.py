"""Seeded randomness owned by a game state.

A tiny SplitMix64 generator: its whole state is one integer, so cloning a game state
copies it for free, and its output depends on nothing but the seed (not on the Python
version, unlike the shuffle of :mod:`random`), so records replay bit for bit anywhere.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
MAX_SEED = MASK64
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """A SplitMix64 stream. ``Rng(seed)`` with the same seed gives the same numbers."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        """The next 64-bit unsigned integer."""
        self.state = s = (self.state + _GOLDEN) & MASK64
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias (rejection)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = MASK64 - (MASK64 + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
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
        wide = 0
        for _ in range(words):
            wide = wide << 64 | self.next64()
        for i in range(n - 1, 0, -1):  # Fisher-Yates, the draw read in mixed radix
            wide, j = divmod(wide, i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """One element, uniformly."""
        return items[self.below(len(items))]

    def copy(self) -> Rng:
        return Rng(self.state)

    def fork(self) -> Rng:
        """An independent stream derived from this one (advances this one once)."""
        return Rng(self.next64())


def _draw_words(n: int) -> int:
    """The 64-bit words to draw to shuffle ``n`` items: the bits of 2, 3, ..., n added up
    (a bound of log2(n!)), and 64 to 127 more."""
    return sum(i.bit_length() for i in range(2, n + 1)) // 64 + 2


_DRAW_WORDS = tuple(_draw_words(n) for n in range(100))
