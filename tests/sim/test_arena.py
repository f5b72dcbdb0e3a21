"""The arena: bots in every seat, first places shared in ties, openskill ratings."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from meeple.engine import InvalidConfig
from meeple.sim import arena as arena_module
from meeple.sim.arena import ArenaGame, cycle_length, run_arena, seat_rounds
from meeple.sim.runner import GameResult, Job


@pytest.mark.parametrize(("bots", "seats"), [(2, 2), (3, 2), (2, 3), (4, 2), (3, 3), (2, 4)])
def test_every_round_puts_each_bot_in_each_seat_once(bots: int, seats: int) -> None:
    length = cycle_length(bots, seats)
    assert length % bots == 0
    rounds = list(itertools.islice(seat_rounds(bots, seats), length // bots))
    for round_ in rounds:
        assert len(round_) == bots
        for seat in range(seats):
            assert sorted(assignment[seat] for assignment in round_) == list(range(bots))
    cycle = [assignment for round_ in rounds for assignment in round_]
    assert len(set(cycle)) == length  # a full cycle plays every assignment once ...
    assert all(len(set(a)) == min(bots, seats) for a in cycle)  # ... with the most bots
    # ... so each bot sits after each other bot as often as before it
    orders = Counter((a[0], a[1]) for a in cycle if a[0] != a[1])
    assert len(set(orders.values())) == 1
    following = list(itertools.islice(seat_rounds(bots, seats), length // bots + 1))
    assert following[-1] == rounds[0]  # and then it starts again


def test_two_bots_alternate_their_seats_on_the_same_seed() -> None:
    played: list[ArenaGame] = []
    arena = run_arena("doodle-jump", {"players": 2}, ["easy", "normal"], 5, seed=7, results=played)
    assert arena.games == len(played) == 6  # rounded up to whole rounds of 2
    assert [game.bots for game in played] == [["easy", "normal"], ["normal", "easy"]] * 3
    assert [game.result.seed for game in played] == [7, 7, 8, 8, 9, 9]
    assert [game.round for game in played] == [0, 0, 1, 1, 2, 2]
    for standing in arena.standings:
        assert standing.games == 6 and standing.seat_games == [3, 3]


@pytest.mark.parametrize("game_id", ["doodle-jump", "risk-junior-narnia"])
def test_the_normal_bot_beats_the_easy_one(game_id: str) -> None:
    arena = run_arena(game_id, {"players": 2}, ["easy", "normal"], 24)
    easy, normal = (
        next(s for s in arena.standings if s.bot == name) for name in ("easy", "normal")
    )
    assert arena.standings[0] is normal
    assert normal.win_rate > easy.win_rate
    assert normal.mu > easy.mu and normal.ordinal > easy.ordinal
    assert normal.win_low <= normal.win_rate <= normal.win_high
    assert normal.wins + easy.wins == arena.games - arena.unfinished
    assert arena.meeting("normal", "easy").share == pytest.approx(normal.win_rate)


def test_the_same_figures_in_one_process_or_two() -> None:
    bots = ["easy", "normal", "expert"]

    def figures(processes: int) -> dict:
        shown = run_arena("doodle-jump", {"players": 2}, bots, 12, 3, processes).to_json()
        shown.pop("seconds")
        return shown

    serial = figures(1)
    assert serial == figures(2)
    assert serial["games"] == 12 and len(serial["head_to_head"]) == 6


def test_a_bot_in_two_seats_counts_once() -> None:
    played: list[ArenaGame] = []
    arena = run_arena("doodle-jump", {"players": 3}, ["easy", "normal"], 6, results=played)
    assert sorted(tuple(game.bots) for game in played) == sorted(
        set(itertools.product(["easy", "normal"], repeat=3)) - {("easy",) * 3, ("normal",) * 3}
    )
    for standing in arena.standings:
        assert standing.games == 6  # once a game, not once a seat
        assert standing.seat_games == [3, 3, 3]
    assert sum(s.wins for s in arena.standings) == arena.games - arena.unfinished


def fake_jobs(ranking: list[int] | None, firsts: list[int] | None):
    """A runner whose every game ends with ``ranking``, ``firsts`` sharing the first place
    (None: stopped at the step limit)."""

    def run(jobs: list[Job], processes: int = 1, progress=None) -> list[list[GameResult]]:
        return [
            [GameResult(seed, None, "r", 1, [], firsts=firsts, ranking=ranking) for seed in job[3]]
            for job in jobs
        ]

    return run


def test_a_shared_first_place_is_shared(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(arena_module, "run_jobs", fake_jobs([0, 1], [0, 1]))
    arena = run_arena("doodle-jump", {"players": 2}, ["easy", "normal"], 4)
    assert arena.ties == 4
    for standing in arena.standings:
        assert standing.wins == 2.0 and standing.seat_wins == [1.0, 1.0]
        assert standing.mu == pytest.approx(25.0)
    assert arena.meeting("easy", "normal").share == 0.5


def test_a_bot_sharing_a_first_place_with_itself_wins_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # seats 1 and 2 share the first place: a bot in both wins; two bots there share it
    monkeypatch.setattr(arena_module, "run_jobs", fake_jobs([0, 1, 2], [0, 1]))
    played: list[ArenaGame] = []
    arena = run_arena("doodle-jump", {"players": 3}, ["easy", "normal"], 6, results=played)
    won = {"easy": 0.0, "normal": 0.0}
    for game in played:
        first, second, _third = game.bots
        if first == second:
            won[first] += 1
        else:
            won[first] += 0.5
            won[second] += 0.5
    assert won == {"easy": 3.0, "normal": 3.0}
    assert {s.bot: s.wins for s in arena.standings} == won
    assert all(s.seat_wins[2] == 0 for s in arena.standings)


def test_unfinished_games_count_for_nobody(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(arena_module, "run_jobs", fake_jobs(None, None))
    arena = run_arena("doodle-jump", {"players": 2}, ["easy", "normal"], 4)
    assert arena.unfinished == 4
    assert all(s.games == 0 and s.wins == 0 for s in arena.standings)
    assert "4 unfinished" in arena.describe_config()


@pytest.mark.parametrize(
    ("game_id", "config", "bots", "fragment"),
    [
        ("forbidden-island", {"players": 2}, ["easy", "normal"], "co-operative"),
        ("pentaquest", {"players": 1}, ["easy", "normal"], "at least 2 players"),
        ("doodle-jump", {"players": 2}, ["normal"], "at least 2 bots"),
        ("doodle-jump", {"players": 2}, ["normal", "normal"], "'normal' is named twice"),
        ("doodle-jump", {"players": 2}, ["normal", "wizard"], "unknown bot 'wizard'"),
    ],
)
def test_the_arena_refuses(game_id: str, config: dict, bots: list[str], fragment: str) -> None:
    with pytest.raises(InvalidConfig, match=fragment):
        run_arena(game_id, config, bots, 2)
