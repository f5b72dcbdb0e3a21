"""Compiled builds of the hottest modules (optional), used only while they match their source.

The rules run as plain Python everywhere. Where a C compiler and Cython are at hand,
``tools/compile_rules.py`` (``make compiled``, part of ``make play`` and ``make test``)
builds the modules of :data:`MODULES` as extension modules beside their source: the same
code, about 1.5 times as fast. Python imports an extension module before a ``.py`` of the
same name, so a build left behind by an edit would run old rules. :func:`guard` prevents
that: it serves the source of every module whose build is missing, turned off
(``MEEPLE_PURE_PYTHON=1``) or was made from other source than the file there now (the
build writes the SHA-256 of each source it compiled in :data:`MANIFEST`).
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
from collections.abc import Mapping, Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

# The modules compiled: the hot path of random playouts and searches (profiled with
# py-spy: Portal Dash's rules and their path searches, and every game's generator), and
# the observation tensors and the adapters' positions a learner meets at every step
# (issue 20).
MODULES: tuple[str, ...] = (
    "meeple.engine.rng",
    "meeple.games.portal_dash.path",
    "meeple.games.portal_dash.rules",
    "meeple.games.portal_dash.tensor",
    "meeple.games.forbidden_island.rules",
    "meeple.games.forbidden_island.fast",
    "meeple.games.risk_junior_narnia.tensor",
    "meeple.adapters.table",
)
ROOT = Path(__file__).resolve().parent.parent  # the folder holding the package `meeple`
MANIFEST = ROOT / "meeple" / "_compiled.json"  # module -> SHA-256 of the source compiled
PURE_ENV = "MEEPLE_PURE_PYTHON"


def source_path(module: str, root: Path = ROOT) -> Path:
    return root.joinpath(*module.split(".")).with_suffix(".py")


def has_build(module: str, root: Path = ROOT) -> bool:
    """An extension module lies beside the source (whatever its platform's suffix)."""
    source = source_path(module, root)
    return any(source.parent.glob(f"{source.stem}.*.so")) or any(
        source.parent.glob(f"{source.stem}.*.pyd")
    )


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_manifest(path: Path = MANIFEST) -> dict[str, str]:
    """The manifest of the last build; empty if there is none or it cannot be read."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def served_from_source(
    modules: Sequence[str], manifest: Mapping[str, str], root: Path, pure: bool
) -> dict[str, Path]:
    """The modules whose source must be imported (module -> its ``.py``): all of them
    when ``pure``, else those the manifest does not vouch for."""
    served = {}
    for module in modules:
        path = source_path(module, root)
        if pure or module not in manifest or manifest[module] != digest(path):
            served[module] = path
    return served


class SourceFirst:
    """A meta path finder importing the given modules from their ``.py`` file."""

    def __init__(self, sources: Mapping[str, Path]) -> None:
        self.sources = dict(sources)

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        source = self.sources.get(name)
        if source is None:
            return None
        return importlib.util.spec_from_file_location(name, source)


def guard() -> None:
    """Install a :class:`SourceFirst` for the modules whose build may not be used (run
    once, by ``import meeple``, before any of them is imported)."""
    if any(isinstance(finder, SourceFirst) for finder in sys.meta_path):
        return
    pure = os.environ.get(PURE_ENV, "") not in ("", "0")
    manifest = {} if pure else read_manifest()
    sources = served_from_source(MODULES, manifest, ROOT, pure)
    if sources:
        sys.meta_path.insert(0, SourceFirst(sources))


def compiled_modules() -> list[str]:
    """The modules of :data:`MODULES` that import (or were imported) as a compiled build."""
    found = []
    for module in MODULES:
        loaded = sys.modules.get(module)
        origin = getattr(loaded, "__file__", None) if loaded else None
        if origin is None:
            spec = importlib.util.find_spec(module)
            origin = spec.origin if spec else None
        if origin and not origin.endswith(".py"):
            found.append(module)
    return found


def describe() -> str:
    """One line for the bench: which build runs."""
    found = compiled_modules()
    if not found:
        return "pure Python (`make compiled` builds the compiled modules)"
    if len(found) == len(MODULES):
        return f"compiled (Cython: {len(found)} modules)"
    return f"partly compiled (Cython: {len(found)} of {len(MODULES)} modules)"
