"""The simulation runner: many games with bots, summed up the same way every time."""

from __future__ import annotations

import json

import pytest

from meeple.agents import RandomAgent
from meeple.engine import Game, InvalidConfig
from meeple.sim import play_game, run_games, wilson
from meeple.sim.__main__ import main
from meeple.sim.runner import ScoreStats


def random_factory(game: Game, seat: int, seed: int) -> RandomAgent:
    return RandomAgent(seed * 10 + seat)


def test_wilson_interval() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4)
    assert high == pytest.approx(0.7634, abs=1e-4)
    low, high = wilson(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)


def test_run_games_sums_up_every_game() -> None:
    results: list = []
    summary = run_games("forbidden-island", {"players": 2}, "random", 6, seed=3, results=results)
    assert summary.games == 6 == len(results)
    assert [r.seed for r in results] == list(range(3, 9))
    assert sum(summary.reasons.values()) == 6
    assert summary.wins == sum(1 for r in results if r.won)
    assert 0.0 <= summary.win_low <= summary.win_rate <= summary.win_high <= 1.0
    assert summary.mean_steps == sum(r.steps for r in results) / 6
    assert summary.config["difficulty"] == "novice"
    assert summary.bots == ["random", "random"]
    assert "forbidden-island" in summary.describe()
    json.dumps(summary.to_json())


def test_runs_are_reproducible_whatever_the_processes() -> None:
    config = {"players": 2, "difficulty": "elite"}
    one = run_games("forbidden-island", config, ["heuristic", random_factory], 4, seed=1)
    two = run_games(
        "forbidden-island", config, ["heuristic", random_factory], 4, seed=1, processes=2
    )
    assert (one.wins, one.reasons, one.mean_steps) == (two.wins, two.reasons, two.mean_steps)
    assert one.bots == ["heuristic", "random_factory"]


def test_score_stats_spread() -> None:
    stats = ScoreStats.of([4, 1, 3, 2, 2])
    assert (stats.low, stats.q1, stats.median, stats.q3, stats.high) == (1, 2, 2, 3, 4)
    assert stats.mean == pytest.approx(2.4)
    assert stats.counts == {1: 1, 2: 2, 3: 1, 4: 1}
    assert ScoreStats.of([7]).median == 7


def test_scored_games_get_a_score_summary_per_seat() -> None:
    results: list = []
    summary = run_games("pentaquest", {"players": 2}, "greedy", 4, seed=2, results=results)
    assert len(summary.scores) == 2
    for seat, stats in enumerate(summary.scores):
        seat_scores = sorted(r.scores[seat] for r in results)
        assert (stats.low, stats.high) == (seat_scores[0], seat_scores[-1])
        assert sum(stats.counts.values()) == 4
    assert "score 2" in summary.describe()
    firsts = [sum(1 / len(r.firsts) for r in results if seat in r.firsts) for seat in range(2)]
    assert summary.firsts == firsts and sum(firsts) == 4
    assert all(r.scores[seat] == max(r.scores) for r in results for seat in r.firsts)
    assert "first     Player 1" in summary.describe()
    cooperative = run_games("forbidden-island", {"players": 2}, "random", 2)
    assert cooperative.scores == [] and "score" not in cooperative.describe()
    assert cooperative.firsts == [] and "wins" in cooperative.describe()
    # outcomes by their words, not their message ids; players counted from 1
    assert "fi.outcome." not in cooperative.describe()
    assert any(word in cooperative.describe("fr") for word in ("Perdu", "Gagné"))
    assert "pq.outcome." not in summary.describe() and "seat" not in summary.describe()


def test_play_game_stops_at_the_step_limit() -> None:
    from meeple import load

    game = load("forbidden-island")
    result = play_game(game, {"players": 2}, [random_factory] * 2, seed=0, max_steps=5)
    assert (result.won, result.reason, result.steps) == (None, "step-limit", 5)


def test_one_bot_per_seat_or_one_for_all() -> None:
    with pytest.raises(InvalidConfig):
        run_games("forbidden-island", {"players": 3}, ["random", "random"], 1)


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["forbidden-island", "--players", "2", "--difficulty", "normal", "--games", "2"]
    assert main([*args, "--bots", "random", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and data["config"]["difficulty"] == "normal"
    assert main([*args, "--bots", "nobody"]) == 2
    assert "unknown bot" in capsys.readouterr().err


def test_docstring_examples() -> None:
    import doctest

    import meeple.sim
    import meeple.sim.runner

    for module in (meeple.sim, meeple.sim.runner):
        failures, tried = doctest.testmod(module)
        assert tried > 0 and failures == 0


def test_play_game_stops_at_the_games_own_step_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    from meeple import load
    from meeple.engine.game import DEFAULT_MAX_STEPS
    from meeple.sim.runner import MAX_STEPS

    assert MAX_STEPS == DEFAULT_MAX_STEPS
    game = load("forbidden-island")
    asked: list[dict] = []

    def max_steps(config: dict) -> int:
        asked.append(config)
        return 7

    monkeypatch.setattr(game, "max_steps", max_steps)
    result = play_game(game, {"players": 2}, [random_factory] * 2, seed=0)
    assert (result.won, result.reason, result.steps) == (None, "step-limit", 7)
    assert asked == [{"players": 2}]
    assert play_game(game, {"players": 2}, [random_factory] * 2, seed=0, max_steps=9).steps == 9


@pytest.mark.parametrize("processes", [1, 2])
def test_progress_counts_every_game_once(processes: int) -> None:
    counted: list[int] = []
    results: list = []
    run_games(
        "forbidden-island",
        {"players": 2},
        "random",
        30,
        processes=processes,
        results=results,
        progress=counted.append,
    )
    assert sum(counted) == 30 and [r.seed for r in results] == list(range(30))
    assert len(counted) == (30 if processes == 1 else 10)  # per game, or per chunk of 3
    assert all(r.seconds > 0 for r in results)


def test_a_tie_the_rules_leave_unbroken_is_a_shared_first_place() -> None:
    """Pentaquest: equal cards, equal first place (the ranking's seat order is no
    tie-break); each tied seat counts half a first place, not seat 0 a whole one."""
    results: list = []
    summary = run_games("pentaquest", {"players": 2}, "normal", 30, results=results)
    tied = [r for r in results if r.reason == "pq.outcome.tie"]
    assert tied and all(r.firsts == [0, 1] and r.scores[0] == r.scores[1] for r in tied)
    alone = [r for r in results if r.reason != "pq.outcome.tie"]
    assert all(len(r.firsts) == 1 for r in alone)
    assert summary.ties == len(tied)
    assert summary.firsts == [
        sum(r.firsts == [seat] for r in alone) + len(tied) / 2 for seat in range(2)
    ]
    assert "(a tie shared)" in summary.describe()
