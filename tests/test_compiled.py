"""The compiled build (meeple.compiled, tools/compile_rules.py): used only while it
matches its source, and playing exactly the games the source plays."""

from __future__ import annotations

import hashlib
import json
import math
import os
import random
import shutil
import subprocess
import sys
from importlib.machinery import SourceFileLoader
from pathlib import Path

import meeple
from meeple import compiled
from meeple.engine.rng import Rng

SRC = Path(meeple.__file__).resolve().parent.parent


def fingerprint_games(games: int) -> str:
    """A digest of random Portal Dash games: every action and every event."""
    game = meeple.load("portal-dash")
    config = game.check_config({"players": 3})
    seeds = Rng(2024)
    picks = random.Random(7)
    digest = hashlib.sha256()
    for _ in range(games):
        state = game.new_state(dict(config), Rng(seeds.next64()))
        while state.to_move() is not None:
            legal = state.legal_actions()
            action = legal[picks.randrange(len(legal))]
            events = [(e.msg, sorted(e.args.items())) for e in state.apply(action)]
            digest.update(repr((action, events)).encode())
        digest.update(repr(state.outcome()).encode())
    return digest.hexdigest()


def fingerprint_tensors(steps: int) -> str:
    """A digest of every seat's observation tensor along a random game of each game whose
    tensor writer is compiled."""
    digest = hashlib.sha256()
    for game_id, players in (("risk-junior-narnia", 3), ("portal-dash", 2)):
        game = meeple.load(game_id)
        config = game.check_config({"players": players})
        size = sum(math.prod(shape) for shape in game.tensor_spec(config).values())
        state = game.new_state(dict(config), Rng(11))
        picks = random.Random(5)
        for _ in range(steps):
            if state.to_move() is None:
                break
            for seat in range(players):
                out = [0.0] * size
                game.write_tensor(state, seat, out)
                digest.update(repr(out).encode())
            legal = state.legal_actions()
            state.apply(legal[picks.randrange(len(legal))])
    return digest.hexdigest()


def run_python(code: str, path: Path, pure: bool) -> str:
    env = {**os.environ, "PYTHONPATH": str(path)}
    env.pop(compiled.PURE_ENV, None)
    if pure:
        env[compiled.PURE_ENV] = "1"
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def test_a_build_is_used_only_while_the_manifest_vouches_for_its_source(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    source = tmp_path / "pkg" / "mod.py"
    source.write_text("X = 1\n")
    modules = ["pkg.mod"]
    current = {"pkg.mod": compiled.digest(source)}
    assert compiled.served_from_source(modules, current, tmp_path, pure=False) == {}
    assert compiled.served_from_source(modules, current, tmp_path, pure=True) == {"pkg.mod": source}
    assert compiled.served_from_source(modules, {}, tmp_path, pure=False) == {"pkg.mod": source}
    source.write_text("X = 2\n")  # edited after the build
    assert compiled.served_from_source(modules, current, tmp_path, pure=False) == {
        "pkg.mod": source
    }


def test_a_broken_manifest_counts_as_none(tmp_path: Path) -> None:
    manifest = tmp_path / "_compiled.json"
    manifest.write_text("{not json")
    assert compiled.read_manifest(manifest) == {}
    manifest.write_text(json.dumps(["a list"]))
    assert compiled.read_manifest(manifest) == {}
    assert compiled.read_manifest(tmp_path / "missing.json") == {}


def test_the_source_first_finder_serves_the_py_file(tmp_path: Path) -> None:
    source = tmp_path / "mod.py"
    source.write_text("X = 1\n")
    finder = compiled.SourceFirst({"pkg.mod": source})
    spec = finder.find_spec("pkg.mod")
    assert spec is not None and spec.origin == str(source)
    assert isinstance(spec.loader, SourceFileLoader)
    assert finder.find_spec("pkg.other") is None  # the rest: the usual finders


def test_pure_python_turns_the_build_off() -> None:
    """``MEEPLE_PURE_PYTHON=1`` imports every listed module from its ``.py`` (with a
    build in place, CI's case, this is the guard overriding Python's own preference)."""
    code = (
        "import importlib, meeple.compiled as c\n"
        "print(all(importlib.import_module(m).__file__.endswith('.py') for m in c.MODULES))"
    )
    assert run_python(code, SRC, pure=True) == "True"


def test_the_build_runs_wherever_it_is_current() -> None:
    """Every module with a build of its current source runs compiled, and no other; in
    CI, all of them (`make test` runs tools/compile_rules.py --require there), so the
    build is tested as players and the bench run it."""
    manifest = compiled.read_manifest()
    fresh = compiled.served_from_source(compiled.MODULES, manifest, compiled.ROOT, False)
    built = [m for m in compiled.MODULES if m not in fresh and compiled.has_build(m)]
    assert compiled.compiled_modules() == built
    if os.environ.get("CI"):
        assert built == list(compiled.MODULES)


def test_the_compiled_and_the_pure_rules_play_the_same_games() -> None:
    here = fingerprint_games(40)  # the build, where there is one (always in CI)
    code = f"import sys; sys.path.insert(0, {str(Path(__file__).parent.parent)!r})\n"
    code += "from tests.test_compiled import fingerprint_games\nprint(fingerprint_games(40))"
    assert run_python(code, SRC, pure=True) == here


def test_the_compiled_and_the_pure_tensors_are_the_same() -> None:
    here = fingerprint_tensors(300)  # the build, where there is one (always in CI)
    code = f"import sys; sys.path.insert(0, {str(Path(__file__).parent.parent)!r})\n"
    code += "from tests.test_compiled import fingerprint_tensors\nprint(fingerprint_tensors(300))"
    assert run_python(code, SRC, pure=True) == here


def test_an_edit_after_the_build_runs_the_edited_source(tmp_path: Path) -> None:
    """A copy of the tree with a build of its generator (copied, or made there): untouched
    it runs the build; once the source is edited, the source."""
    shutil.copytree(SRC / "meeple", tmp_path / "src" / "meeple", ignore=IGNORED)
    shutil.copytree(SRC.parent / "tools", tmp_path / "tools", ignore=IGNORED)
    copy = tmp_path / "src"
    module = "meeple.engine.rng"
    build = [sys.executable, str(tmp_path / "tools" / "compile_rules.py"), "--require", module]
    subprocess.run(build, check=True, capture_output=True)  # nothing to do if copied current
    code = f"import {module} as m; print(m.__file__.endswith('.py'))"
    assert run_python(code, copy, pure=False) == "False"
    source = copy / "meeple" / "engine" / "rng.py"
    source.write_text(source.read_text() + "\nEDITED = True\n")
    assert run_python(f"import {module} as m; print(m.EDITED)", copy, pure=False) == "True"


IGNORED = shutil.ignore_patterns("__pycache__", "*.c")
