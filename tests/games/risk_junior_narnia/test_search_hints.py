"""The hints Risk Junior Narnia lends the search bot: a legal, deterministic playout
policy and a value per seat that favours the side ahead."""

from __future__ import annotations

import pytest

import meeple
from meeple.engine.rng import Rng
from meeple.games.risk_junior_narnia.rules import NarniaState
from meeple.games.risk_junior_narnia.search import rollout, value

GAME = meeple.load("risk-junior-narnia")
ADVANCED = {"hidden_cards": True, "camp_reinforcement": True, "woods": True}


def _play_out(state: NarniaState, rng: Rng) -> list[int]:
    """The policy's whole game, every action checked against the rules."""
    played: list[int] = []
    while state.to_move() is not None and len(played) < GAME.max_steps(state.config):
        action = rollout(state, rng)
        assert action in state.legal_actions(), state.action_id(action)
        state.apply(action)
        played.append(action)
    return played


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("options", [{}, ADVANCED])
def test_the_playout_policy_plays_only_legal_actions_to_the_end(
    players: int, options: dict[str, bool]
) -> None:
    for seed in range(2):
        state = GAME.setup({"players": players, **options}, seed=seed)
        assert isinstance(state, NarniaState)
        _play_out(state, Rng(seed))
        assert state.outcome() is not None


def test_the_policy_is_deterministic_given_the_state_and_the_stream() -> None:
    games = []
    for _ in range(2):
        state = GAME.setup({"players": 2}, seed=7)
        assert isinstance(state, NarniaState)
        games.append(_play_out(state, Rng(3)))
    assert games[0] == games[1]


def _ahead(side: int) -> NarniaState:
    """A 2-player game just set up, ``side`` (0 the witch, 1 Aslan's) 20 crown points up
    and holding every territory but one."""
    state = GAME.setup({"players": 2}, seed=1)
    assert isinstance(state, NarniaState)
    colour = 0 if side == 0 else 1
    state.points[colour] = 20
    for t in range(1, len(state.owner)):
        state.owner[t] = colour
    state.owner[0] = 1 if side == 0 else 0
    return state


@pytest.mark.parametrize("side", [0, 1])
def test_the_value_gives_each_seat_a_chance_and_favours_the_side_ahead(side: int) -> None:
    state = _ahead(side)
    values = value(state)
    assert len(values) == 2
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[side] > 0.9 > values[1 - side]
    assert value(state) == values  # deterministic


def test_the_value_of_a_finished_game_is_its_result() -> None:
    state = GAME.setup({"players": 2}, seed=2)
    assert isinstance(state, NarniaState)
    _play_out(state, Rng(2))
    outcome = state.outcome()
    assert outcome is not None
    values = value(state)
    assert [values[s] for s in outcome.firsts()] == [1.0] and sum(values) == 1.0


def test_the_game_lends_its_hints_to_the_search_bot() -> None:
    hints = GAME.search_hints({"players": 2})
    assert hints.rollout is rollout and hints.value is value and hints.horizon > 0
