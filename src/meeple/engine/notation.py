"""The toolkit every game's position notation is built on.

A position is written as ``key=value`` fields separated by ``;`` (like chess's FEN, but
named), for instance ``pawns=pilot@FL,diver@IG; level=3; turn=1; rng=42``. Each game
declares its keys and reads their values with the typed readers of :class:`Fields`, so
every game refuses the same mistakes with the same words: an unknown field, a field given
twice, a number out of range, a seat that does not exist.

>>> fields = Fields("level=3; turn=1", game="Forbidden Island", keys=("level", "turn"))
>>> fields.number("level", default=2, low=1, high=10)
3
>>> fields.seat("turn", players=2)
1
>>> Fields("level=3; level=4", game="Forbidden Island", keys=("level",))
Traceback (most recent call last):
...
meeple.engine.errors.InvalidConfig: bad Forbidden Island notation: field 'level' is given twice
>>> write_fields([("level", 3), ("turn", 1)])
'level=3; turn=1'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

from meeple.engine.errors import InvalidConfig
from meeple.engine.rng import MASK64, Rng

T = TypeVar("T")

EMPTY = "-"  # the value of an empty list, in every game's notation
RNG_KEYS = ("seed", "rng")  # the random stream: a seed, or the raw generator state


class Fields:
    """The fields of one position, parsed once.

    ``keys`` are the field names the game knows; ``seed`` and ``rng`` are always known.
    ``required`` must be present. A value is read at most through one typed reader per
    key; every reader takes a default used when the field is left out.
    """

    __slots__ = ("_values", "game")

    def __init__(
        self, text: str, *, game: str, keys: Iterable[str], required: Iterable[str] = ()
    ) -> None:
        self.game = game
        known = set(keys) | set(RNG_KEYS)
        values: dict[str, str] = {}
        for part in text.split(";"):
            if not part.strip():
                continue
            key, sep, value = part.partition("=")
            key = key.strip()
            if not sep:
                raise self.error(f"field {part.strip()!r} has no '='")
            if key not in known:
                raise self.error(f"unknown field {key!r}")
            if key in values:
                raise self.error(f"field {key!r} is given twice")
            values[key] = value.strip()
        for key in required:
            if key not in values:
                raise self.error(f"the {key} field is required")
        self._values = values

    def error(self, message: str) -> InvalidConfig:
        """The error to raise for a bad value: it names the game and the notation."""
        return InvalidConfig(f"bad {self.game} notation: {message}")

    def __contains__(self, key: str) -> bool:
        return key in self._values

    def text(self, key: str, default: str = EMPTY) -> str:
        """The raw value (stripped)."""
        return self._values.get(key, default)

    def items(self, key: str, sep: str = ",", default: str = EMPTY) -> list[str]:
        """The value split on ``sep``, each item stripped; ``-`` (or nothing) is empty."""
        return split(self.text(key, default), sep)

    def number(self, key: str, default: int, low: int, high: int) -> int:
        """A whole number from ``low`` to ``high``."""
        value = self._values.get(key)
        return default if value is None else self.parse_number(value, key, low, high)

    def parse_number(self, text: str, what: str, low: int, high: int) -> int:
        """``text`` as a whole number from ``low`` to ``high``; ``what`` names it."""
        text = text.strip()
        digits = text[1:] if text[:1] == "-" and low < 0 else text
        if not digits.isdigit() or not low <= int(text) <= high:
            raise self.error(f"{what} must be a whole number from {low} to {high}, not {text!r}")
        return int(text)

    def numbers(self, key: str, low: int, high: int, sep: str = ",") -> list[int]:
        """A ``sep``-separated list of whole numbers from ``low`` to ``high``."""
        return [self.parse_number(item, key, low, high) for item in self.items(key, sep)]

    def flag(self, key: str, default: bool = False) -> bool:
        """``1`` or ``0``."""
        return self.number(key, int(default), 0, 1) == 1

    def seat(self, key: str, players: int, default: int = 0) -> int:
        """A seat number, from 0 to ``players - 1``."""
        return self.number(key, default, 0, players - 1)

    def seats(self, key: str, players: int, sep: str = ",") -> list[int]:
        """A ``sep``-separated list of seats."""
        return self.numbers(key, 0, players - 1, sep)

    def choice(self, key: str, choices: Sequence[str], default: str) -> str:
        """One of ``choices``."""
        value = self._values.get(key, default)
        if value not in choices:
            raise self.error(f"{key} must be one of {', '.join(choices)}, not {value!r}")
        return value

    def index(self, key: str, choices: Sequence[str], default: str) -> int:
        """The position in ``choices`` of the value (see :meth:`choice`)."""
        return list(choices).index(self.choice(key, choices, default))

    def code(self, text: str, table: dict[str, T] | Sequence[str], what: str) -> Any:
        """Look a code up: a dict's value, or its index in a sequence."""
        text = text.strip()
        if isinstance(table, dict):
            if text not in table:
                raise self.error(f"unknown {what} {text!r}")
            return table[text]
        if text not in table:
            raise self.error(f"unknown {what} {text!r} (one of {', '.join(table)})")
        return list(table).index(text)

    def each(self, key: str, read: Callable[[str], T], sep: str = ",") -> list[T]:
        """Every item of the list, read by ``read``."""
        return [read(item) for item in self.items(key, sep)]

    def seed_rng(self) -> Rng:
        """The generator the reader shuffles with: ``Rng(seed)`` (seed 0 by default)."""
        return Rng(self.number("seed", 0, 0, MASK64))

    def restore_rng(self, rng: Rng) -> Rng:
        """Set ``rng`` to the raw ``rng`` field, if given, once the reader has shuffled."""
        if "rng" in self._values:
            rng.state = self.number("rng", 0, 0, MASK64)
        return rng


def split(text: str, sep: str = ",") -> list[str]:
    """``text`` split on ``sep``, each item stripped; ``-`` or nothing gives ``[]``."""
    text = text.strip()
    return [] if text in ("", EMPTY) else [item.strip() for item in text.split(sep)]


def join(items: Iterable[object], sep: str = ",") -> str:
    """The items joined by ``sep``; ``-`` when there are none."""
    return sep.join(str(item) for item in items) or EMPTY


def write_fields(fields: Iterable[tuple[str, object]]) -> str:
    """``key=value`` pairs joined by ``; ``."""
    return "; ".join(f"{key}={value}" for key, value in fields)
