"""Every snippet of docs/research.md runs, as a reader would run it.

A ```python block runs as a script of its own (in a fresh process, in a scratch folder);
a ```console block runs each line that starts with ``$ `` as a shell command there, with
the project's venv first on the PATH; its last line runs even after a failure (a block
that starts a service, such as a Ray head, stops it). A block that fails fails its test,
named after the heading above it. The page has no other kind of code block.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from contextlib import nullcontext
from pathlib import Path

import pytest

from tests.ray_lock import one_ray_at_a_time

DOC = Path(__file__).parents[2] / "docs" / "research.md"
BLOCK = re.compile(r"^```(python|console)\n(.*?)^```", re.S | re.M)
HEADING = re.compile(r"^#+ (.+)$", re.M)


def snippets() -> list[tuple[str, str, str]]:
    """(id, kind, code) of every block, the id from the heading above it."""
    text = DOC.read_text(encoding="utf-8")
    found = []
    for index, match in enumerate(BLOCK.finditer(text)):
        headings = HEADING.findall(text, 0, match.start())
        title = re.sub(r"\W+", "-", headings[-1].lower()).strip("-") if headings else "top"
        found.append((f"{index}-{title}", match.group(1), match.group(2)))
    return found


SNIPPETS = snippets()


def test_the_doc_has_snippets_of_both_kinds_and_no_other() -> None:
    kinds = {kind for _, kind, _ in SNIPPETS}
    assert kinds == {"python", "console"}, kinds
    fences = re.findall(r"^```(\w*)$", DOC.read_text(encoding="utf-8"), re.M)
    assert set(fences) <= {"python", "console", ""}, "every block is one the test runs"


# The blocks that run Ray take the Ray lock (tests/ray_lock.py): two Rays on one machine
# stop each other's processes when one of them stops.
RAY = re.compile(r"--backend ray|--address|ray start")


@pytest.mark.parametrize(("kind", "code"), [s[1:] for s in SNIPPETS], ids=[s[0] for s in SNIPPETS])
def test_snippet_runs(kind: str, code: str, tmp_path: Path) -> None:
    env = dict(os.environ)
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}"
    env["MPLBACKEND"] = "Agg"
    if kind == "python":
        script = tmp_path / "snippet.py"
        script.write_text(code, encoding="utf-8")
        commands = [[sys.executable, str(script)]]
    else:
        lines = [line[2:] for line in code.splitlines() if line.startswith("$ ")]
        assert lines, "a console block shows at least one command"
        commands = [["bash", "-euo", "pipefail", "-c", line] for line in lines]
    with one_ray_at_a_time() if RAY.search(code) else nullcontext():
        failed = _run(commands, tmp_path, env)
    assert failed is None, failed


def _run(commands: list[list[str]], where: Path, env: dict[str, str]) -> str | None:
    """Run ``commands`` in turn; after a failure only the last one (its clean-up). What the
    first failing one printed, or None."""
    failed = None
    for index, command in enumerate(commands):
        if failed is not None and index < len(commands) - 1:
            continue  # after a failure only the last line (its clean-up) runs
        done = subprocess.run(
            command, cwd=where, env=env, capture_output=True, text=True, timeout=600
        )
        if done.returncode != 0 and failed is None:
            failed = f"{command[-1]} failed:\n{done.stdout}\n{done.stderr}"
    return failed
