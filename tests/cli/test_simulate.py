"""``meeple simulate``: many bot games, counted; reproducible from the seed."""

from __future__ import annotations

import json

import pytest


def _summary(meeple, *args: str) -> dict:
    run = meeple("simulate", "forbidden-island", *args, "--json")
    assert run.code == 0, run.err
    return json.loads(run.out)


def test_simulate_counts_every_game(meeple):
    summary = _summary(meeple, "--players", "3", "--games", "12", "--bots", "random")
    assert summary["games"] == 12
    assert sum(summary["reasons"].values()) == 12
    assert summary["config"]["players"] == 3
    assert summary["bots"] == ["random"] * 3
    assert summary["mean_steps"] > 10


def test_simulate_is_reproducible_from_its_seed(meeple):
    first = _summary(meeple, "--games", "8", "--bots", "random", "--seed", "5")
    again = _summary(meeple, "--games", "8", "--bots", "random", "--seed", "5")
    other = _summary(meeple, "--games", "8", "--bots", "random", "--seed", "6")
    keep = ("reasons", "mean_steps", "wins")
    assert [first[k] for k in keep] == [again[k] for k in keep]
    assert first["mean_steps"] != other["mean_steps"]


def test_simulate_takes_game_options(meeple):
    summary = _summary(meeple, "--games", "4", "--bots", "random", "--difficulty", "elite")
    assert summary["config"]["difficulty"] == "elite"


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("--games", "0"), "--games"),
        (("--bots", "wizard"), "unknown bot 'wizard'"),
        (("--players", "9"), "2 to 4 players"),
        (("--difficulty", "easy"), "difficulty"),
        (("--seed", "-3"), "seed"),
    ],
)
def test_simulate_errors_are_one_line(meeple, args, fragment):
    run = meeple("simulate", "forbidden-island", *args)
    assert run.code == 2
    assert run.out == ""
    assert len(run.err.strip().splitlines()) == 1 and fragment in run.err
