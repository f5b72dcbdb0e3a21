"""How long a search bot thinks: a number of iterations (the same decision for the same
seed, whatever the machine) or a time (for play).

>>> Budget.parse("200it")
Budget(iterations=200, seconds=None)
>>> Budget.parse("250ms").seconds, str(Budget.parse("1.5s"))
(0.25, '1.5s')
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from meeple.engine.errors import InvalidConfig

_FORM = re.compile(r"(\d{1,7}(?:\.\d{1,3})?)(it|s|ms)")

# Bounds that keep one decision of a hostile or mistyped budget from holding a worker
MAX_ITERATIONS = 1_000_000
MAX_SECONDS = 600.0


@dataclass(frozen=True)
class Budget:
    iterations: int | None = None
    seconds: float | None = None

    @classmethod
    def parse(cls, text: str) -> Budget:
        """``200it``, ``1s`` or ``250ms``; :class:`InvalidConfig` naming the text else."""
        found = _FORM.fullmatch(text.strip().lower())
        if found is None:
            raise InvalidConfig(
                f"a budget is a number of iterations or a time, like 200it, 1s or 250ms,"
                f" not {text!r}"
            )
        number, unit = float(found[1]), found[2]
        if unit == "it":
            if not number.is_integer() or not 1 <= number <= MAX_ITERATIONS:
                raise InvalidConfig(
                    f"a budget counts from 1 to {MAX_ITERATIONS:,} whole iterations, not {text!r}"
                )
            return cls(iterations=int(number))
        seconds = number / 1000 if unit == "ms" else number
        if not 0 < seconds <= MAX_SECONDS:
            raise InvalidConfig(
                f"a time budget is above 0 and at most {MAX_SECONDS:g} s, not {text!r}"
            )
        return cls(seconds=seconds)

    def __str__(self) -> str:
        if self.iterations is not None:
            return f"{self.iterations}it"
        return f"{self.seconds:g}s"


# The lobby's and the command line's "strong": about a second a decision
DEFAULT_BUDGET = Budget(seconds=1.0)

# Where a deployment (or the test suite, to keep its games quick) sets another default
BUDGET_VARIABLE = "MEEPLE_BOT_BUDGET"


def default_budget() -> Budget:
    """The strong bot's budget when none is given: ``$MEEPLE_BOT_BUDGET``, else 1 s."""
    text = os.environ.get(BUDGET_VARIABLE)
    if not text:
        return DEFAULT_BUDGET
    try:
        return Budget.parse(text)
    except InvalidConfig as error:
        raise InvalidConfig(f"{BUDGET_VARIABLE}: {error}") from None
