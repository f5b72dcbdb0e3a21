"""Build the compiled (Cython) versions of the modules listed in ``meeple.compiled``.

    python tools/compile_rules.py            # build what is missing or stale; else nothing
    python tools/compile_rules.py --require  # fail (exit 1) if it cannot build (CI)
    python tools/compile_rules.py meeple.engine.rng   # only that module

The build is optional: without Cython or a C compiler meeple runs the same rules as plain
Python, so by default a failed build is a warning. The extension modules land beside
their source (``rules.cpython-311-....so``), the generated C under ``build/compiled``, and
``src/meeple/_compiled.json`` records the SHA-256 of every source compiled, which is how
``meeple.compiled.guard`` knows a build is current.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import os
import sys
import time
from pathlib import Path
from types import ModuleType

PROJECT = Path(__file__).resolve().parent.parent


def _load_compiled() -> ModuleType:
    """``meeple.compiled`` alone (it needs nothing but the standard library), without
    ``import meeple``, which would load every game."""
    spec = importlib.util.spec_from_file_location(
        "meeple_compiled", PROJECT / "src" / "meeple" / "compiled.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


compiled = _load_compiled()


def stale(manifest: dict[str, str], modules: list[str]) -> list[str]:
    """The modules whose build is missing or made from other source."""
    old = compiled.served_from_source(modules, manifest, compiled.ROOT, False)
    return [m for m in modules if m in old or not compiled.has_build(m)]


class BuildFailed(Exception):
    """The build could not be made: why, and what the tools printed."""

    def __init__(self, reason: str, log: str) -> None:
        super().__init__(reason)
        self.log = log


def build(modules: list[str]) -> None:
    try:
        from Cython.Build import cythonize  # the extra `compiled`
        from setuptools import Extension, setup
    except ImportError as error:
        reason = f"{error.name} is not installed: pip install -e '.[compiled]'"
        raise BuildFailed(reason, "") from error

    # -O1: a quarter of -O3's compile time, and as fast here (the code is calls into
    # CPython's C API, which the optimiser barely touches)
    flags = ["-O1"] if os.name == "posix" else []
    extensions = [
        Extension(
            m, [str(compiled.source_path(m).relative_to(compiled.ROOT))], extra_compile_args=flags
        )
        for m in modules
    ]
    out = io.StringIO()
    here = Path.cwd()
    os.chdir(compiled.ROOT)  # build_ext --inplace puts each module beside its source
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            setup(
                name="meeple-compiled",
                ext_modules=cythonize(
                    extensions,
                    build_dir=str(PROJECT / "build" / "compiled"),
                    # annotations stay documentation, as in the source: the same behaviour
                    compiler_directives={"language_level": 3, "annotation_typing": False},
                    quiet=True,
                    force=True,  # only stale modules are built: rebuild them whatever the dates
                ),
                script_args=[
                    "--quiet",
                    "build_ext",
                    "--inplace",
                    "--force",
                    "--build-temp",
                    str(PROJECT / "build" / "compiled" / "temp"),
                ],
            )
    except (SystemExit, Exception) as error:  # setuptools exits on a compiler error
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise BuildFailed(reason, out.getvalue()) from error
    finally:
        os.chdir(here)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--require", action="store_true", help="fail if the build fails")
    parser.add_argument("modules", nargs="*", help="only these (default: all of them)")
    args = parser.parse_args()
    unknown = sorted(set(args.modules) - set(compiled.MODULES))
    if unknown:
        parser.error(f"{unknown[0]} is not compiled (the modules: {', '.join(compiled.MODULES)})")
    manifest = compiled.read_manifest()
    todo = stale(manifest, args.modules or list(compiled.MODULES))
    if not todo:
        return 0
    start = time.monotonic()
    digests = {m: compiled.digest(compiled.source_path(m)) for m in todo}  # what is built
    try:
        build(todo)
    except BuildFailed as error:
        sys.stderr.write(error.log[-4000:])  # the compiler's own words, the last of them
        print(f"compile_rules: no compiled build ({error}); meeple runs as pure Python")
        return 1 if args.require else 0
    manifest.update(digests)
    compiled.MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    print(f"compile_rules: {len(todo)} modules compiled in {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
