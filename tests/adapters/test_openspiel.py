"""The OpenSpiel face of every game (meeple.adapters.openspiel): OpenSpiel's own checks
(random_sim_test, GamesSimTest.sim_game) at every table, round trips, observations, the
RL environment, and meeple's own: a history is a meeple record, windows follow the
engine's interjection rule, information states hold only what a seat may see.

A game whose research hooks (Game.action_space, tensor_spec...) are not in place fails
here with the NotImplementedError that names it.
"""

from __future__ import annotations

import pickle
import random
import subprocess
import sys
from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import mcts
from open_spiel.python.observation import make_observation
from open_spiel.python.tests import games_sim_test  # its class, if imported here, is collected

import meeple.adapters.openspiel as adapter
from meeple.adapters import table as table_module
from meeple.engine.agent import Agent
from meeple.engine.driver import interjection
from meeple.engine.errors import IllegalAction, InvalidConfig
from meeple.engine.game import State
from meeple.engine.registry import game_ids, load
from tests.adapters.cases import CASES, LARGEST, Case


def load_case(case: Case, **more: Any) -> Any:
    return pyspiel.load_game(adapter.short_name(case.game_id), {**case.params, **more})


def seeded(game: Any, seed: int) -> Any:
    """A state past the seed's chance nodes (the seed's bytes, little end first)."""
    state = game.new_initial_state()
    for byte in seed.to_bytes(8, "little"):
        state.apply_action(byte)
    return state


def play_randomly(state: Any, rng: random.Random, steps: int) -> Any:
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(rng.randrange(256))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("case", CASES)
def test_random_sim_test(case: Case) -> None:
    pyspiel.random_sim_test(load_case(case), num_sims=10, serialize=True, verbose=False)


@pytest.mark.parametrize("case", CASES)
def test_games_sim_test(case: Case) -> None:
    games_sim_test.GamesSimTest("test_breakthrough").sim_game(load_case(case))


@pytest.mark.parametrize("case", CASES)
def test_round_trips_give_the_same_state(case: Case) -> None:
    game = load_case(case)
    rng = random.Random(case.players)
    for steps in (0, 3, 8, 30, 120):
        state = play_randomly(game.new_initial_state(), rng, steps)
        text = str(state)
        assert str(game.deserialize_state(state.serialize())) == text
        assert str(pickle.loads(pickle.dumps(state))) == text
        again_game, again = pyspiel.deserialize_game_and_state(
            pyspiel.serialize_game_and_state(game, state)
        )
        assert str(again) == text and str(again_game) == str(game)
        assert str(state.clone()) == text
    assert str(pickle.loads(pickle.dumps(game))) == str(game)


@pytest.mark.parametrize("case", CASES)
def test_observations_have_the_declared_shapes(case: Case) -> None:
    game = load_case(case)
    meeple_game = load(case.game_id)
    spec = meeple_game.tensor_spec(meeple_game.check_config({"players": case.players}))
    observation = make_observation(game)
    assert list(observation.dict) == list(spec)
    assert {name: tuple(piece.shape) for name, piece in observation.dict.items()} == dict(spec)
    recall = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    assert recall.tensor is None
    state = play_randomly(seeded(game, 5), random.Random(1), 10)
    for player in range(case.players):
        values = state.observation_tensor(player)
        assert len(values) == game.observation_tensor_size()
        observation.set_from(state, player)
        assert list(observation.tensor) == pytest.approx(values)
        assert all(0.0 <= value <= 1.0 for value in values)
    assert any(observation.tensor), "a position writes something"


def test_observation_tensor_is_a_float32_copy_of_the_observer_tensor() -> None:
    """A numpy array, not a list (see the module's docstring), and the caller's own: the
    next call, for another seat or after a step, leaves it as it was."""
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 3})
    state = play_randomly(seeded(game, 4), random.Random(4), 12)
    observation = make_observation(game)
    first = state.observation_tensor(0)
    assert isinstance(first, np.ndarray) and first.dtype == np.float32
    assert first.shape == (game.observation_tensor_size(),)
    kept = first.copy()
    second = state.observation_tensor(1)
    assert not np.array_equal(second, first), "the seats see the board from their own place"
    assert np.array_equal(first, kept), "a later call wrote into an earlier result"
    observation.set_from(state, 1)
    assert np.array_equal(second, observation.tensor)
    assert state.observation_tensor() is not state.observation_tensor()


@pytest.mark.parametrize("case", CASES)
def test_rl_environment_plays_whole_episodes(case: Case) -> None:
    game = load_case(case)
    env = rl_environment.Environment(game, seed=1)
    rng = np.random.default_rng(1)
    for _ in range(2):
        step = env.reset()
        steps = 0
        while not step.last():
            player = step.observations["current_player"]
            legal = step.observations["legal_actions"][player]
            step = env.step([int(rng.choice(legal))])
            steps += 1
        assert steps <= game.max_game_length()
        assert step.rewards == env.get_state.returns()
        assert len(step.observations["info_state"][0]) == game.observation_tensor_size()


@pytest.mark.parametrize("case", CASES)
def test_history_replays_as_a_meeple_record(case: Case) -> None:
    """The 8 seed bytes and the codec indices but passes are a meeple record."""
    game = load_case(case)
    meeple_game = load(case.game_id)
    codec_pass = game.num_distinct_actions() - 1
    for index in range(3):
        state = play_randomly(game.new_initial_state(), random.Random(index), 400)
        history = state.history()
        seed = int.from_bytes(bytes(history[:8]), "little")
        space = meeple_game.action_space(meeple_game.check_config({"players": case.players}))
        replay = meeple_game.setup({"players": case.players}, seed)
        for action in history[8:]:
            if action != codec_pass:
                replay.apply(space[action])
        assert replay.serialize() == state.position.state.serialize()
        assert adapter.history_record(state) == (seed, state.position.meeple_actions())


class Asked(Agent):
    """Never interjects, but notes which seats the engine's driver asked."""

    def __init__(self, seat: int, asked: list[int]) -> None:
        self.seat, self.asked = seat, asked

    def act(self, state: State, seat: int) -> int:
        raise AssertionError("only interject is asked here")

    def interject(self, state: State, seat: int) -> int | None:
        self.asked.append(seat)
        return None


@pytest.mark.parametrize("game_id", ["forbidden-island", "forbidden-desert"])
def test_windows_ask_the_seats_the_driver_asks(game_id: str) -> None:
    """Before the seat to move acts, the windows are the seats engine/driver.py asks to
    interject, in its order; each passes, then the seat to move decides among its own."""
    players = load(game_id).info.max_players
    game = pyspiel.load_game(adapter.short_name(game_id), {"players": players})
    pass_index = game.num_distinct_actions() - 1
    rng = random.Random(3)
    windows = 0
    for seed in range(40):
        state = seeded(game, seed)
        while not state.is_terminal():
            meeple_state = state.position.state
            mover = meeple_state.to_move()
            asked: list[int] = []
            agents = {seat: Asked(seat, asked) for seat in range(players)}
            assert interjection(meeple_state, agents, mover) is None
            for seat in asked:
                assert state.current_player() == seat
                assert state.legal_actions()[-1] == pass_index
                state.apply_action(pass_index)
                windows += 1
            assert state.current_player() == mover
            own = state.legal_actions()
            assert pass_index not in own
            actions = [state.position.table.codec.space[index] for index in own]
            assert sorted(actions) == sorted(meeple_state.legal_actions(mover))
            if rng.random() < 0.1 and asked:  # sometimes take a window's action instead
                break
            state.apply_action(rng.choice(own))
    assert windows > 0, "no window opened: the check saw nothing"


def test_a_seat_in_a_window_may_act_out_of_turn() -> None:
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 4})
    rng = random.Random(5)
    for seed in range(200):
        state = seeded(game, seed)
        while not state.is_terminal():
            mover = state.position.state.to_move()
            if state.current_player() != mover:
                seat = state.current_player()
                index = state.legal_actions()[0]
                action = state.position.table.codec.space[index]
                assert state.position.state.action_seat(action) == seat
                state.apply_action(index)
                assert state.position.passed == 0, "a real action opens a new position"
                return
            state.apply_action(rng.choice(state.legal_actions()))
    pytest.fail("no window in 200 games")


def test_an_illegal_index_changes_nothing() -> None:
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 2})
    state = play_randomly(seeded(game, 1), random.Random(2), 5)
    text = str(state)
    illegal = next(i for i in range(game.num_distinct_actions()) if i not in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply_action(illegal)
    assert str(state) == text
    with pytest.raises(IllegalAction):
        state.position.add_seed_byte(0)  # the seed is chosen
    assert str(state) == text


def test_mover_mode_lets_the_mover_play_any_seats_action() -> None:
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 4, "interjections": "mover"})
    rng = random.Random(1)
    for seed in range(100):
        state = seeded(game, seed)
        while not state.is_terminal():
            meeple_state = state.position.state
            assert state.current_player() == meeple_state.to_move()
            space = state.position.table.codec.space
            actions = sorted(space[index] for index in state.legal_actions())
            assert actions == sorted(meeple_state.legal_actions())
            seats = {meeple_state.action_seat(action) for action in actions}
            if len(seats) > 1:
                return
            state.apply_action(rng.choice(state.legal_actions()))
    pytest.fail("no position offered another seat's action in 100 games")


def test_mover_mode_is_refused_for_a_competitive_game() -> None:
    with pytest.raises(InvalidConfig, match="co-operative games only"):
        pyspiel.load_game("meeple_doodle_jump", {"interjections": "mover"})
    with pytest.raises(InvalidConfig, match="windows or mover"):
        pyspiel.load_game("meeple_forbidden_island", {"interjections": "sometimes"})


def test_every_game_is_registered_with_its_options() -> None:
    names = set(pyspiel.registered_names())
    for game_id in game_ids():
        name = adapter.short_name(game_id)
        assert name in names
        spec = pyspiel.load_game(name).get_type().parameter_specification
        options = {option.name for option in load(game_id).info.options}
        assert set(spec) == options | {"players", "interjections"}


def test_list_options_pass_through_game_strings() -> None:
    game = pyspiel.load_game("meeple_forbidden_island(players=2,adventurers=diver;pilot)")
    state = seeded(game, 3)
    assert state.position.state.roles == (4, 0)  # the Diver, then the Pilot
    assert str(pickle.loads(pickle.dumps(game))) == str(game)


def test_information_state_shows_own_ids_and_others_public_labels() -> None:
    """A pass is seen by the passer alone; an action's id by its decider, the public label
    by the others; the seed never appears."""
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 4})
    pass_index = game.num_distinct_actions() - 1
    rng = random.Random(8)
    for seed in range(200):
        state = seeded(game, 0x9E3779B97F4A7C15 + seed)  # digits no view would show
        while not state.is_terminal():
            seat = state.current_player()
            if state.legal_actions()[-1] == pass_index:
                before = [state.information_state_string(p) for p in range(4)]
                state.apply_action(pass_index)
                after = [state.information_state_string(p) for p in range(4)]
                assert after[seat].endswith(f"{seat}:pass")
                assert [a == b for a, b in zip(after, before, strict=True)] == [
                    p != seat for p in range(4)
                ]
                assert str(state.position.meeple_seed) not in after[seat]
                return
            index = rng.choice(state.legal_actions())
            action_id = state.action_to_string(seat, index)
            state.apply_action(index)
            assert f"{seat}:{action_id}" in state.information_state_string(seat)
            assert f"{seat}:{action_id}" not in state.information_state_string((seat + 1) % 4)
    pytest.fail("no window in 200 games")


@pytest.mark.parametrize("case", LARGEST)
def test_information_states_hold_no_event_a_seat_may_not_see(case: Case) -> None:
    """Every event with an audience is in the information state of its audience and of
    no other seat (Narnia with hidden cards keeps its kept cards secret)."""
    options = {"hidden_cards": True} if case.game_id == "risk-junior-narnia" else {}
    game = load_case(case, **options)
    rng = random.Random(4)
    secret = 0
    for seed in range(6):
        state = seeded(game, seed)
        state.information_state_string(0)  # starts the log
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        texts = [state.information_state_string(p) for p in range(case.players)]
        for _, _, _, events in state.position.log[1]:
            for event, audience in events:
                for player in range(case.players):
                    shown = event in texts[player]
                    if audience is None or player in audience:
                        assert shown
                    else:
                        secret += 1
                        assert not shown, f"seat {player} sees {event}, meant for {audience}"
    if case.game_id == "risk-junior-narnia":
        assert secret > 0, "no secret event came up: the check saw nothing"


@pytest.mark.parametrize("case", LARGEST)
def test_returns_reward_the_team_or_the_first_place(case: Case) -> None:
    game = load_case(case)
    rng = random.Random(6)
    for seed in range(5):
        state = play_randomly(seeded(game, seed), rng, 100_000)
        returns = state.returns()
        outcome = state.position.state.outcome()
        if outcome is None:  # stopped at the step cap
            assert returns == [0.0] * case.players
        elif outcome.won is not None:
            assert returns == [1.0 if outcome.won else -1.0] * case.players
        else:
            n, firsts = case.players, outcome.firsts()
            for seat in range(n):
                share = 1 / len(firsts) if seat in firsts else 0.0
                assert returns[seat] == pytest.approx((n * share - 1) / (n - 1))
            assert sum(returns) == pytest.approx(0.0)


def test_a_game_stopped_at_the_step_cap_is_terminal_with_no_reward(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(table_module, "_tables", {})
    monkeypatch.setattr(type(load("forbidden-island")), "max_steps", lambda self, config: 5)
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 2, "difficulty": "elite"})
    assert game.max_game_length() == 10  # each step may follow a window's pass
    state = seeded(game, 1)
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.position.steps == 5 and state.position.state.outcome() is None
    assert state.returns() == [0.0, 0.0]


def test_python_mcts_bot_plays_moves() -> None:
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 2})
    rs = np.random.RandomState(1)
    bot = mcts.MCTSBot(game, 2.0, 30, mcts.RandomRolloutEvaluator(1, rs), random_state=rs)
    state = seeded(game, 2)
    for _ in range(3):
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)


def test_resample_from_infostate_keeps_what_the_seat_sees() -> None:
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 3})
    state = play_randomly(seeded(game, 9), random.Random(9), 20)
    rng = random.Random(2)
    other = state.resample_from_infostate(1, rng.random)
    assert other.observation_string(1) == state.observation_string(1)
    assert np.array_equal(other.observation_tensor(1), state.observation_tensor(1))
    assert other.position.state.tdeck != state.position.state.tdeck  # the deck redrawn


def test_a_missing_extra_names_what_to_install() -> None:
    from meeple.adapters.extras import require

    with pytest.raises(InvalidConfig, match=r"install meeple\[research\]"):
        require("numpy", "meeple_no_such_module")


def test_an_option_of_numbers_and_words_is_a_text_with_marked_numbers() -> None:
    """Portal Dash's level is 1-5 or custom: a game string would read "3" as an int."""
    game = pyspiel.load_game("meeple_portal_dash", {"level": "#3", "players": 2})
    assert game.table.config["level"] == 3
    assert "level=#3" in str(game)
    assert str(pickle.loads(pickle.dumps(game))) == str(game)
    custom = pyspiel.load_game("meeple_portal_dash(level=custom,players=2)")
    assert custom.table.config["level"] == "custom"


def test_a_pickled_state_loads_in_a_process_that_never_imported_the_adapter() -> None:
    """What a Ray or multiprocessing worker does: unpickling registers the games first."""
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 3})
    state = play_randomly(seeded(game, 12), random.Random(12), 15)
    script = "import pickle, sys; print(str(pickle.loads(sys.stdin.buffer.read())), end='')"
    done = subprocess.run(
        [sys.executable, "-c", script],
        input=pickle.dumps(state),
        capture_output=True,
        check=True,
        timeout=120,
    )
    assert done.stdout.decode() == str(state)


@pytest.mark.parametrize("case", LARGEST)
def test_legal_actions_answer_as_pyspiels_own(case: Case) -> None:
    """``legal_actions`` is answered in Python at a player's node (pyspiel's goes through
    C++): the same lists as pyspiel's, for the node and for every player, at chance
    nodes, windows and the end; and a copy the caller may change."""
    game = load_case(case)
    rng = random.Random(3)
    state = game.new_initial_state()
    for _ in range(200):
        assert state.legal_actions() == pyspiel.State.legal_actions(state)
        for player in range(game.num_players()):
            assert state.legal_actions(player) == pyspiel.State.legal_actions(state, player)
        if state.is_terminal():
            break
        legal = state.legal_actions()
        legal.append(-1)
        assert state.legal_actions() == legal[:-1]
        state.apply_action(rng.choice(legal[:-1]))
