"""A state's fields, declared once: cloning and the JSON snapshot follow from the list.

A game state lists its fields as ``FIELDS``, each with its kind, and the engine's
:class:`~meeple.engine.game.State` copies, writes and reads them from that list::

    class IslandState(State):
        __slots__ = field_names(FIELDS)
        FIELDS = (INT("level"), LIST("tdeck"), LISTS("hands"), OUTCOME("result"))

A kind says how a value is copied for a clone (immutable values are shared), written to
JSON and read back. A game whose search needs a faster ``clone`` may still write one by
hand; the JSON snapshot keeps following the list.

>>> f = LISTS("hands")
>>> hands = [[1, 2], [3]]
>>> copy = f.copy(hands)
>>> copy == hands and copy[0] is not hands[0]
True
>>> f.load(f.dump(hands)) == hands
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from meeple.engine.outcome import Outcome
from meeple.engine.rng import Rng


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True, slots=True)
class Field:
    """One field of a state: its name and how its value is copied, dumped and loaded.

    ``copy_code`` is the same copy as Python source, ``{}`` standing for the value: the
    engine compiles each state class's ``clone`` from it, so a clone costs what a
    hand-written one would. A ``derived`` field follows from the others (a board built
    from a layout, say): clones share it, the JSON leaves it out and ``_derive`` sets it.
    """

    name: str
    copy: Callable[[Any], Any] = _same
    dump: Callable[[Any], Any] = _same
    load: Callable[[Any], Any] = _same
    copy_code: str | None = None
    derived: bool = False


def field_names(fields: Iterable[Field]) -> tuple[str, ...]:
    """The names to put in the state class's ``__slots__``."""
    return tuple(field.name for field in fields)


def compile_clone(cls: type, fields: Iterable[Field]) -> Callable[[Any], Any]:
    """A ``clone`` method for ``cls`` that copies the engine's attributes and ``fields``,
    written out as straight-line code (what a hand-written clone would be)."""
    lines = [
        "def clone(self):",
        "    new = _new(_cls)",
        "    new.game = self.game",
        "    new.config = self.config",
        "    new.rng = _Rng(self.rng.state)",
        "    new._legal = self._legal  # legal lists are never mutated: shared",
    ]
    namespace: dict[str, Any] = {"_cls": cls, "_new": object.__new__}
    for index, spec in enumerate(fields):
        value = f"self.{spec.name}"
        if spec.copy_code is not None:
            value = spec.copy_code.format(value)
        elif spec.copy is not _same:
            namespace[f"_copy{index}"] = spec.copy
            value = f"_copy{index}({value})"
        lines.append(f"    new.{spec.name} = {value}")
    lines.append("    return new")
    namespace["_Rng"] = Rng
    exec("\n".join(lines), namespace)
    clone: Callable[[Any], Any] = namespace["clone"]
    return clone


def DERIVED(name: str) -> Field:
    """A value that follows from the other fields: shared by clones, not in the JSON."""
    return Field(name, derived=True)


def INT(name: str) -> Field:
    return Field(name, load=int)


def BOOL(name: str) -> Field:
    return Field(name, load=bool)


def STR(name: str) -> Field:
    return Field(name, load=str)


def TUPLE(name: str) -> Field:
    """An immutable tuple of plain values."""
    return Field(name, dump=list, load=tuple)


def OPTIONAL_TUPLE(name: str) -> Field:
    """None, or an immutable tuple of plain values."""
    return Field(name, dump=_optional(list), load=_optional(tuple))


def LIST(name: str) -> Field:
    """A list of plain values, copied for a clone."""
    return Field(name, copy=list.copy, dump=list, load=list, copy_code="{}[:]")


def LISTS(name: str) -> Field:
    """A list of lists of plain values, each copied for a clone."""
    return Field(
        name, copy=_copy_lists, dump=_copy_lists, load=_copy_lists, copy_code="[v[:] for v in {}]"
    )


def OUTCOME(name: str) -> Field:
    """None while the game goes on, else its :class:`Outcome` (immutable)."""
    return Field(name, dump=_optional(Outcome.to_json), load=_optional(Outcome.from_json))


def _copy_lists(value: Any) -> list[list[Any]]:
    return [list(inner) for inner in value]


def _optional(convert: Callable[[Any], Any]) -> Callable[[Any], Any]:
    def optional(value: Any) -> Any:
        return None if value is None else convert(value)

    return optional
