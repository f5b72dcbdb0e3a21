from __future__ import annotations

import json

import pytest

from meeple.bench import playouts
from tests.fixtures.dice_race import DiceRace

KEYS = {"steps_per_second", "games_per_second", "mean_steps_per_game", "clones_per_second"}


def test_run_plays_random_games_and_clones() -> None:
    result = playouts.run(DiceRace(), {"players": 3}, seed=1, seconds=0.3)
    assert result.games > 10 and result.steps >= result.steps_in_games > 0
    assert result.steps_per_second > result.games_per_second > 0
    assert result.clones > 0 and result.clones_per_second > 0
    assert 1 <= result.mean_steps_per_game <= 6 * 3 + 3 * 3  # rolls, steps and boosts
    assert result.play_seconds <= 0.3


def test_a_tiny_budget_still_times_a_clone() -> None:
    result = playouts.run(DiceRace(), {"players": 1}, seed=1, seconds=1e-6)
    assert result.clones > 0


@pytest.mark.usefixtures("toy_registry")
def test_bench_json_is_one_object(meeple) -> None:
    run = meeple("bench", "dice-race", "--seconds", "0.2", "--json", "--players", "2")
    assert run.code == 0 and run.err == ""
    assert len(run.lines) == 1
    data = json.loads(run.out)
    assert set(data) >= KEYS and data["game"] == "dice-race"
    assert all(data[key] > 0 for key in KEYS)


@pytest.mark.usefixtures("toy_registry")
def test_bench_text(meeple) -> None:
    run = meeple("bench", "dice-race", "--seconds", "0.2", "--difficulty", "novice")
    assert run.code == 0
    for label in (
        "steps per second",
        "games per second",
        "mean steps per game",
        "clones per second",
    ):
        assert label in run.out
