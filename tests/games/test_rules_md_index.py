"""Every game's RULES.md and its rulebook tests name each other: every test RULES.md
names exists, and every rulebook test (``test_rulebook_*.py``; Pandemic, which has no
rulebook text, names its rule tests after its facts sheet: ``test_facts_*.py``) is listed
there.

RULES.md names a test in full (```test_setup_deals_two_cards```) or, after a full name,
as ```…_<suffix>```: the last full name with its tail replaced (the longest stem that gives
an existing test).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import meeple
from meeple.engine import game_ids

TESTS = Path(__file__).parent


def _package(game_id: str) -> str:
    return game_id.replace("-", "_")


def _rules_md(game_id: str) -> str:
    folder = Path(meeple.games.__file__).parent / _package(game_id)
    return (folder / "RULES.md").read_text(encoding="utf-8")


def _rulebook_tests(game_id: str, pattern: str = "test_rulebook_*.py") -> set[str]:
    names = set()
    folder = TESTS / _package(game_id)
    for path in [*folder.glob(pattern), *folder.glob(pattern.replace("rulebook", "facts"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {
            node.name
            for node in tree.body
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")
        }
    return names


def _listed(rules: str, tests: set[str]) -> set[str]:
    listed: set[str] = set()
    last = ""
    for token in re.findall(r"`((?:test_|…_)[a-z0-9_]+)`", rules):
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


@pytest.mark.parametrize("game_id", game_ids())
def test_rules_md_names_existing_rulebook_tests_only(game_id: str) -> None:
    tests = _rulebook_tests(game_id)
    assert tests, f"{game_id} has no test_rulebook_*.py test"
    every = _rulebook_tests(game_id, "test_*.py")  # RULES.md may name a bot's test too
    listed = _listed(_rules_md(game_id), every)
    assert listed, f"{game_id}'s RULES.md names no test"
    assert listed <= every, sorted(listed - every)


@pytest.mark.parametrize("game_id", game_ids())
def test_rules_md_lists_every_rulebook_test(game_id: str) -> None:
    tests = _rulebook_tests(game_id)
    missing = tests - _listed(_rules_md(game_id), tests)
    assert not missing, f"{game_id}'s RULES.md does not list {sorted(missing)}"
