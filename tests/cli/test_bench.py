from __future__ import annotations

import json
import sys

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


def test_the_yardstick_turns_give_both_speeds_and_their_ratio() -> None:
    result = playouts.against_yardstick(DiceRace(), {"players": 2}, seed=1, seconds=0.3, rounds=3)
    assert len(result.rounds) == 3 and all(ratio > 0 for ratio in result.rounds)
    assert result.played.steps > 0 and result.yardstick_steps > 0
    assert result.ratio == pytest.approx(
        result.steps_per_second / result.yardstick_steps_per_second
    )
    assert result.played.seconds <= 0.3 + 0.1  # the game's turns add up to its share


@pytest.mark.usefixtures("toy_registry")
def test_bench_yardstick_prints_both_speeds_and_the_ratio(meeple) -> None:
    run = meeple("bench", "dice-race", "--seconds", "0.2", "--yardstick", "--json")
    assert run.code == 0 and run.err == ""
    data = json.loads(run.out)
    assert data["steps_per_second"] > 0 and data["yardstick_steps_per_second"] > 0
    assert data["ratio"] > 0 and len(data["round_ratios"]) == playouts.YARDSTICK_ROUNDS
    text = meeple("bench", "dice-race", "--seconds", "0.2", "--yardstick")
    assert "yardstick steps/s" in text.out and "ratio" in text.out


@pytest.mark.usefixtures("toy_registry")
def test_bench_yardstick_without_open_spiel_is_one_error_line(meeple, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # importing it now fails
    run = meeple("bench", "dice-race", "--seconds", "0.2", "--yardstick")
    assert run.code == 2 and run.out == ""
    assert (
        run.err.strip()
        == "error: --yardstick needs OpenSpiel in this Python: pip install open_spiel"
    )


@pytest.mark.usefixtures("toy_registry")
def test_the_yardstick_is_not_an_option_of_the_server_bench(meeple) -> None:
    run = meeple("bench", "server", "--yardstick")
    assert run.code == 2 and "--yardstick" in run.err
