"""Dice arithmetic the games' bots share: every result of a throw, with its odds.

>>> [(values, round(p, 4)) for values, p in roll_outcomes(2)][:2]
[((1, 1), 0.0278), ((1, 2), 0.0556)]
>>> round(sum(p for _, p in roll_outcomes(3)), 10)
1.0
"""

from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement
from math import factorial


@cache
def roll_outcomes(dice: int, faces: int = 6) -> tuple[tuple[tuple[int, ...], float], ...]:
    """The results of throwing ``dice`` dice of ``faces`` faces, each as its values sorted
    and its probability (the throws that give those values, over all throws)."""
    rows = []
    for values in combinations_with_replacement(range(1, faces + 1), dice):
        ways = factorial(dice)
        for face in set(values):
            ways //= factorial(values.count(face))
        rows.append((values, ways / faces**dice))
    return tuple(rows)
