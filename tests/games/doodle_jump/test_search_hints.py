"""The hints Doodle Jump lends the search bot: a legal, deterministic playout policy and a
value per seat that favours the Doodler ahead."""

from __future__ import annotations

import pytest

import meeple
from meeple.engine.rng import Rng
from meeple.games.doodle_jump.rules import JumpState
from meeple.games.doodle_jump.search import rollout, value

GAME = meeple.load("doodle-jump")


def _play_out(state: JumpState, rng: Rng) -> list[int]:
    """The policy's whole game, every action checked against the rules."""
    played: list[int] = []
    while state.to_move() is not None and len(played) < GAME.max_steps(state.config):
        action = rollout(state, rng)
        assert action in state.legal_actions(), state.action_id(action)
        state.apply(action)
        played.append(action)
    return played


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("variant", ["base", "expert"])
def test_the_playout_policy_plays_only_legal_actions_to_the_end(players: int, variant: str) -> None:
    for seed in range(3):
        state = GAME.setup({"players": players, "variant": variant}, seed=seed)
        assert isinstance(state, JumpState)
        _play_out(state, Rng(seed))
        assert state.outcome() is not None


def test_the_policy_is_deterministic_given_the_state_and_the_stream() -> None:
    games = []
    for _ in range(2):
        state = GAME.setup({"players": 2, "variant": "expert"}, seed=7)
        assert isinstance(state, JumpState)
        games.append(_play_out(state, Rng(3)))
    assert games[0] == games[1]


def _ahead(seat: int) -> JumpState:
    """Two Doodlers: ``seat`` on the first pad of slot 7, the other at the start."""
    state = GAME.setup({"players": 2}, seed=1)
    assert isinstance(state, JumpState)
    state.pos[seat] = state.layout.board_pads[state.order[6]][0]
    state.pos[1 - seat] = -1
    return state


@pytest.mark.parametrize("seat", [0, 1])
def test_the_value_gives_each_seat_a_chance_and_favours_the_doodler_ahead(seat: int) -> None:
    state = _ahead(seat)
    values = value(state)
    assert len(values) == 2
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[seat] > 0.9 > values[1 - seat]
    assert value(state) == values  # deterministic


def test_the_value_of_a_finished_game_is_its_result() -> None:
    state = GAME.setup({"players": 3}, seed=2)
    assert isinstance(state, JumpState)
    _play_out(state, Rng(2))
    outcome = state.outcome()
    assert outcome is not None
    assert list(value(state)) == [1.0 if s in outcome.firsts() else 0.0 for s in range(3)]


def test_the_game_lends_its_hints_to_the_search_bot() -> None:
    hints = GAME.search_hints({"players": 2})
    assert hints.rollout is rollout and hints.value is value and hints.horizon > 0
