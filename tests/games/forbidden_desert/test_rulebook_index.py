"""RULES.md stays in step with the rulebook tests: every test it names exists, every rulebook
test is listed there, and its notation example reads."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import meeple.games.forbidden_desert as package

RULES = Path(package.__file__).with_name("RULES.md").read_text(encoding="utf-8")
HERE = Path(__file__).parent


def _rulebook_tests() -> set[str]:
    names = set()
    for path in HERE.glob("test_rulebook_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {
            node.name
            for node in tree.body
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")
        }
    return names


def _listed(tests: set[str]) -> set[str]:
    """The tests RULES.md names: in full, or as ``…_<suffix>`` standing for the last full
    name before it with its tail replaced (the longest stem that gives an existing test).
    A ``test_<stem>_*`` names every test of that stem."""
    listed: set[str] = set()
    last = ""
    for token in re.findall(r"`((?:test_|…_)[a-z0-9_]+\*?)`", RULES):
        if token.endswith("*"):
            stem = token[:-1]
            found = {name for name in tests if name.startswith(stem)}
            listed |= found or {f"<no test for {token}>"}
            continue
        if token.startswith("test_"):
            last = token
            listed.add(token)
            continue
        suffix = token.removeprefix("…_")
        parts = last.split("_")
        for cut in range(len(parts) - 1, 0, -1):
            name = "_".join(parts[:cut]) + "_" + suffix
            if name in tests:
                listed.add(name)
                break
        else:
            listed.add(f"<no test for {token} after {last}>")
    return listed


def test_rules_md_names_existing_tests_only():
    tests = _rulebook_tests()
    listed = _listed(tests)
    assert listed, "RULES.md lists no test"
    assert listed <= tests, sorted(listed - tests)


def test_rules_md_lists_every_rulebook_test():
    tests = _rulebook_tests()
    missing = {name for name in tests - _listed(tests) if not name.startswith("test_rules_md_")}
    assert not missing, sorted(missing)
