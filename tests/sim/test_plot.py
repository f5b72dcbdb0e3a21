"""Charts of a sweep: a grid of two options reads as groups of bars, one colour a series."""

from __future__ import annotations

import re
from pathlib import Path

from meeple.sim.plot import cells_of, grid_of, plot_results
from meeple.sim.results import write_rows


def row(players: int, difficulty: str, won: bool, bots: str = "heuristic") -> dict:
    return {
        "game": "forbidden-island",
        "seed": 0,
        "config": {"players": players, "difficulty": difficulty},
        "bots": [bots] * players,
        "budgets": [None] * players,
        "won": won,
        "firsts": None,
        "reason": "r",
        "steps": 1,
        "decisions": 1,
        "scores": None,
        "returns": [1.0 if won else -1.0] * players,
        "seconds": 0.0,
        "meeple_version": "0",
        "rules_version": 1,
    }


def sweep(players: tuple[int, ...], difficulties: tuple[str, ...]) -> list[dict]:
    return [row(p, d, won) for p in players for d in difficulties for won in (True, False, False)]


def test_a_crossed_sweep_is_a_grid_of_its_two_options() -> None:
    assert grid_of(cells_of(sweep((2, 3), ("novice", "elite", "legendary")))) == (
        "players",
        "difficulty",
    )


def test_an_incomplete_or_one_option_sweep_is_not_a_grid() -> None:
    rows = sweep((2, 3), ("novice", "elite"))
    incomplete = [
        r for r in rows if (r["config"]["players"], r["config"]["difficulty"]) != (3, "elite")
    ]
    assert grid_of(cells_of(incomplete)) is None
    assert grid_of(cells_of(sweep((2,), ("novice", "elite")))) is None
    mixed = [*rows, row(2, "novice", True, bots="random")]
    assert grid_of(cells_of(mixed)) is None


def test_the_grid_chart_has_the_x_option_on_its_axis_and_a_legend_of_series(tmp_path: Path) -> None:
    path = tmp_path / "sweep.jsonl"
    write_rows(path, sweep((2, 4), ("novice", "elite")))
    plot_results(path)
    texts = re.findall(r"<!-- (.*?) -->", (tmp_path / "sweep.svg").read_text())
    assert texts[:3] == ["novice", "elite", "difficulty"]  # the x axis: one group a value
    assert texts[-5:-2] == ["players", "2", "4"]  # the legend: one colour a series
    assert "configuration" not in texts
