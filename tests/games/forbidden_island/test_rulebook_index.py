"""RULES.md stays in step with the rulebook tests: every test it names exists, every rulebook
test is listed there, and its notation example reads."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import meeple.games.forbidden_island as package
from tests.games.forbidden_island.helpers import GAME

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


def test_rules_md_names_existing_tests_only():
    named = set(re.findall(r"`(test_[a-z0-9_]+)`", RULES))
    assert named, "RULES.md lists no test"
    assert named <= _rulebook_tests(), sorted(named - _rulebook_tests())


def _listed(tests: set[str]) -> set[str]:
    """The tests RULES.md names: in full, or as ``…_<suffix>`` standing for the last full
    name before it with its tail replaced (the longest stem that gives an existing test)."""
    listed: set[str] = set()
    last = ""
    for token in re.findall(r"`((?:test_|…_)[a-z0-9_]+)`", RULES):
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


def test_rules_md_lists_every_rulebook_test():
    tests = _rulebook_tests()
    listed = _listed(tests)
    assert listed <= tests, sorted(listed - tests)
    missing = {name for name in tests - listed if not name.startswith("test_rules_md_")}
    assert not missing, sorted(missing)


def test_rules_md_notation_example_reads():
    block = RULES.split("## Position notation", 1)[1]
    example = re.findall(r"```\n(board=.*?)\n```", block, re.S)[0]
    state = GAME.from_notation(" ".join(example.split("\n")))
    assert state.to_move() == 1 and state.level == 3 and state.actions_left == 2
    assert state.notation().startswith("board=FL,BG,CG~,GG,SG,IG,TM,TS!,WG~")
