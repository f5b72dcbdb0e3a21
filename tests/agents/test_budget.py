"""Budgets of the search bot, and how its results are counted."""

from __future__ import annotations

import pytest

from meeple.agents.budget import Budget
from meeple.agents.search import results_of
from meeple.engine.errors import InvalidConfig
from meeple.engine.outcome import Outcome


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("200it", Budget(iterations=200)),
        (" 1s ", Budget(seconds=1.0)),
        ("250ms", Budget(seconds=0.25)),
        ("1.5S", Budget(seconds=1.5)),
    ],
)
def test_a_budget_is_iterations_or_a_time(text: str, budget: Budget) -> None:
    assert Budget.parse(text) == budget
    assert Budget.parse(str(budget)) == budget


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("lots", "like 200it, 1s or 250ms"),
        ("200", "like 200it"),
        ("0it", "from 1 to 1,000,000 whole iterations"),
        ("2.5it", "whole iterations"),
        ("2000000it", "from 1 to 1,000,000"),
        ("0s", "above 0 and at most 600 s"),
        ("601s", "at most 600 s"),
        ("-1s", "like 200it"),
    ],
)
def test_a_bad_budget_is_refused_with_its_reason(text: str, reason: str) -> None:
    with pytest.raises(InvalidConfig, match=reason):
        Budget.parse(text)


def test_a_team_wins_or_loses_together() -> None:
    assert results_of(Outcome("won", won=True), 3) == [1.0, 1.0, 1.0]
    assert results_of(Outcome("lost", won=False), 2) == [0.0, 0.0]


def test_a_shared_first_place_shares_the_win() -> None:
    alone = Outcome("end", scores=(3, 5, 1), ranking=(1, 0, 2))
    assert results_of(alone, 3) == [0.0, 1.0, 0.0]
    tied = Outcome("end", scores=(5, 5, 1), ranking=(0, 1, 2), tied=2)
    assert results_of(tied, 3) == [0.5, 0.5, 0.0]


def test_a_solo_score_is_scaled() -> None:
    assert results_of(Outcome("end", scores=(30,), ranking=(0,)), 1, score_scale=40) == [0.75]


def test_a_pentaquest_solo_result_is_its_army_share() -> None:
    from meeple.engine import load

    hints = load("pentaquest").search_hints({"players": 1})
    full = Outcome("end", scores=(42,), ranking=(0,))
    assert results_of(full, 1, hints.score_scale) == [1.0]
