"""Pentaquest's bots (bot.py): legal whole games, determinism, strength.

Measured solo (seeds from 0): random play scores 0.1 on average (10,000 games), the greedy
bot 17.1 (10,000 games), the strong bot 28.6 (2,000 games).
"""

from __future__ import annotations

import statistics

import pytest

from meeple.agents import make_agent
from meeple.engine import Agent
from meeple.games.pentaquest.bot import GreedyBot, StrongBot
from meeple.games.pentaquest.rules import QuestState
from meeple.sim.runner import play_game
from tests.games.common import bot_game
from tests.games.pentaquest.helpers import GAME, position

BOTS = {"greedy": GreedyBot, "expected": StrongBot}


def bot_play(bot: type, players: int, seed: int) -> tuple[QuestState, list[int]]:
    """A whole game, every seat played by ``bot``; each action checked legal."""
    agents = {seat: bot(GAME, seat, seed) for seat in range(players)}
    state, played = bot_game(GAME, {"players": players}, seed, agents, max_steps=2000)
    assert isinstance(state, QuestState)
    return state, played


def solo_scores(name: str, games: int) -> list[float]:
    scores: list[float] = []
    for seed in range(games):
        agent: Agent = make_agent(GAME, name, 0, seed)
        state, _ = bot_game(GAME, {"players": 1}, seed, {0: agent})
        outcome = state.outcome()
        assert outcome is not None and outcome.scores is not None
        scores.append(outcome.scores[0])
    return scores


def test_bots_are_agents() -> None:
    assert dict(GAME.bots()) == {"greedy": GreedyBot, "expected": StrongBot}
    state = GAME.setup({"players": 2}, seed=1)
    for bot in BOTS.values():
        agent: Agent = bot(GAME, 1, 0)
        assert callable(agent.act) and callable(agent.interject)
        assert agent.interject(state, 1) is None  # Pentaquest has no out-of-turn action


@pytest.mark.parametrize("name", sorted(BOTS))
@pytest.mark.parametrize(("players", "games"), [(1, 8), (3, 4)])
def test_bots_play_only_legal_actions(name: str, players: int, games: int) -> None:
    for seed in range(games):
        state, _ = bot_play(BOTS[name], players, 100 + seed)
        outcome = state.outcome()
        assert outcome is not None
        assert outcome.scores is not None and len(outcome.scores) == players


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_are_deterministic(name: str) -> None:
    first_state, first = bot_play(BOTS[name], 3, 7)
    second_state, second = bot_play(BOTS[name], 3, 7)
    assert first == second
    assert first_state.to_json() == second_state.to_json()


def test_bots_run_in_the_simulator() -> None:
    result = play_game(GAME, {"players": 1}, [StrongBot], seed=5)
    assert result.reason in ("pq.outcome.won", "pq.outcome.lost")


def test_greedy_beats_the_hardest_card_it_can() -> None:
    state = position("players=1; line=1,22,38,7,13; dice=4,4,4,4,2; rerolls=1; seed=3")
    assert state.action_id(GreedyBot(GAME, 0, 0).act(state, 0)) == "0:beat:38"


def test_greedy_rerolls_the_dice_off_the_closest_card() -> None:
    # Nothing is beaten; five of a kind (42) keeps the most dice (5 5 5), card 33 two.
    state = position("players=1; line=42,33; dice=5,5,1,5,2; rerolls=1; seed=3")
    assert state.action_id(GreedyBot(GAME, 0, 0).act(state, 0)) == "0:reroll:3,5"


def test_strong_keeps_a_five_of_a_kind() -> None:
    state = position("players=1; line=42,1,2,3,5; dice=4,4,4,4,4; rerolls=1; seed=3")
    assert state.action_id(StrongBot(GAME, 0, 0).act(state, 0)) == "0:beat:42"


def test_strong_spends_a_card_rather_than_fail_the_last_reroll() -> None:
    # No free reroll left and 3 3 4 5 6 beats nothing; the minus card 2 turns a 3 into
    # a 2, and 2 3 4 5 beats card 34.
    state = position("players=1; line=34; army=2; dice=3,3,4,5,6; rerolls=0; seed=3")
    action = StrongBot(GAME, 0, 0).act(state, 0)
    assert state.action_id(action).startswith("0:use:2:die")


@pytest.mark.slow
def test_strong_beats_greedy_beats_random_solo() -> None:
    games = 120
    means = {name: statistics.mean(solo_scores(name, games)) for name in ("random", "greedy")}
    means["expected"] = statistics.mean(solo_scores("expected", games))
    # Measured on these seeds: random about 0.1, greedy about 16, expected about 29.
    assert means["random"] < 1
    assert means["greedy"] > means["random"] + 8
    assert means["expected"] > means["greedy"] + 6
