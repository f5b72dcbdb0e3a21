from __future__ import annotations

import pytest

from meeple.agents import RandomAgent, agent_names, make_agent
from meeple.engine.errors import InvalidConfig
from tests.fixtures.dice_race import DiceRace, HeuristicBot


@pytest.fixture
def game() -> DiceRace:
    return DiceRace()


def test_random_agent_picks_legal_actions_of_its_seat(game: DiceRace) -> None:
    state = game.setup({"players": 3}, seed=1)
    agent = RandomAgent(seed=5)
    for _ in range(20):
        assert agent.act(state, 0) in state.legal_actions(0)


def test_random_agent_is_seeded_and_uniform_over_the_legal_actions(game: DiceRace) -> None:
    state = game.setup({"players": 2}, seed=1)
    first, again = RandomAgent(9), RandomAgent(9)
    picks = [first.act(state, 0) for _ in range(60)]
    assert picks == [again.act(state, 0) for _ in range(60)]
    assert set(picks) == set(state.legal_actions(0))


def test_random_agent_never_interjects(game: DiceRace) -> None:
    state = game.setup({"players": 2}, seed=1)
    assert RandomAgent(1).interject(state, 1) is None


def test_make_agent_by_name(game: DiceRace) -> None:
    assert isinstance(make_agent(game, "random", 0, 1), RandomAgent)
    assert isinstance(make_agent(game, "heuristic", 0, 1), HeuristicBot)
    assert isinstance(make_agent(game, "cautious", 1, 1), HeuristicBot)


def test_bot_is_the_heuristic_bot_when_the_game_has_one(game: DiceRace) -> None:
    assert isinstance(make_agent(game, "bot", 0, 1), HeuristicBot)


def test_bot_is_random_when_the_game_ships_no_bot(
    game: DiceRace, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(DiceRace, "bots", lambda self: {})
    assert isinstance(make_agent(game, "bot", 0, 1), RandomAgent)
    assert agent_names(game) == ["easy", "normal", "strong", "bot", "random", "search"]


def test_unknown_bot_names_the_choices(game: DiceRace) -> None:
    with pytest.raises(InvalidConfig, match="bot, random, search, heuristic, cautious"):
        make_agent(game, "grandmaster", 0, 1)
