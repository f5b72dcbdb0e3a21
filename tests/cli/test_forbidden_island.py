"""The CLI with the real game."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import meeple as meeple_package
from meeple.engine.game import Game
from meeple.engine.record import Record


@pytest.fixture(autouse=True)
def forbidden_island() -> Game:
    return meeple_package.load("forbidden-island")


def test_a_bots_only_game_ends_with_one_outcome_line_and_is_deterministic(
    meeple, tmp_path: Path
) -> None:
    args = ["play", "forbidden-island", "--players", "4", "--bots", "all", "--seed", "1"]
    first = meeple(*args, "--save", str(tmp_path / "a.json"))
    again = meeple(*args, "--save", str(tmp_path / "b.json"))
    assert first.code == 0, first.err
    assert first.out == again.out
    record = Record.read(tmp_path / "a.json")
    assert record.actions == Record.read(tmp_path / "b.json").actions
    outcome = record.replay().outcome()
    assert outcome is not None
    expected = f"{outcome.describe('en')} (seed 1, {len(record.actions)} actions)"
    assert first.lines[-1] == expected
    assert first.out.count(outcome.describe("en")) == 1  # not also as the board's last line
    assert meeple("replay", str(tmp_path / "a.json")).lines[-1] == expected


def test_a_human_picks_actions_by_number_in_french(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    answers = [1, 2, 1]
    run = meeple(
        "play",
        "forbidden-island",
        "--players",
        "3",
        "--seats",
        "human,bot,bot",
        "--difficulty",
        "novice",
        "--seed",
        "7",
        "--lang",
        "fr",
        "--save",
        str(path),
        stdin="".join(f"{answer}\n" for answer in answers) + "q\n",
    )
    assert run.code == 0, run.err
    assert "À vous : tapez un numéro" in run.out
    assert re.search(r"\(graine 7, \d+ actions\)$", run.out.strip())
    record = Record.read(path)
    assert record.config["difficulty"] == "novice" and record.config["players"] == 3
    # Each of seat 0's actions is the one its answer numbered, counting from 1.
    state = record.start()
    for action_id in record.actions:
        action = state.parse_action(action_id)
        if state.action_seat(action) == 0:
            assert state.action_id(state.legal_actions(0)[answers.pop(0) - 1]) == action_id
        state.apply(action)
    assert answers == []


def test_listed_by_games(meeple) -> None:
    run = meeple("games")
    assert run.code == 0 and "forbidden-island" in run.out


def test_bench_json(meeple) -> None:
    run = meeple("bench", "forbidden-island", "--seconds", "0.5", "--json")
    assert run.code == 0, run.err
    assert run.out.count("\n") == 1 and '"steps_per_second"' in run.out
