"""The research extra: OpenSpiel, PettingZoo, Gymnasium and numpy are optional."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

from meeple.engine.errors import InvalidConfig


def require(*modules: str) -> list[ModuleType]:
    """Import ``modules``, or raise :class:`InvalidConfig` saying what to install (the CLI
    shows it as one ``error:`` line)."""
    found = []
    for name in modules:
        try:
            found.append(import_module(name))
        except ImportError as error:
            raise InvalidConfig(f"{name} is missing ({error}): install meeple[research]") from None
    return found
