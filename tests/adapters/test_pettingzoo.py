"""The PettingZoo face of every game (meeple.adapters.pettingzoo): PettingZoo's own checks
at every table (api_test, seed_test, render_test, pickling) and meeple's: seeded deals,
records that replay, masks, truncation at the step cap.
"""

from __future__ import annotations

import pickle
import random
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, render_test, seed_test

from meeple.adapters import table as table_module
from meeple.adapters.pettingzoo import env, env_name, raw_env
from meeple.engine.errors import IllegalAction, InvalidConfig
from meeple.engine.registry import load
from tests.adapters.cases import CASES, LARGEST, Case


def make(case: Case, **more: Any) -> Any:
    return env(case.game_id, players=case.players, interjections=case.mode, **more)


def play(table: Any, rng: random.Random, cycles: int = 100_000) -> int:
    """Random legal play through last(); the number of decisions made."""
    decisions = 0
    for _ in table.agent_iter(cycles):
        observation, _, terminated, truncated, _ = table.last()
        if terminated or truncated:
            table.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        table.step(int(rng.choice(list(legal))))
        decisions += 1
    return decisions


@pytest.mark.parametrize("case", CASES)
@pytest.mark.filterwarnings("ignore:Observation")  # PettingZoo warns of every dict observation
def test_api_test(case: Case) -> None:
    api_test(make(case), num_cycles=1000)


@pytest.mark.parametrize("case", CASES)
def test_seed_test(case: Case) -> None:
    seed_test(lambda: make(case), num_cycles=500)


@pytest.mark.parametrize("case", CASES)
def test_render_test(case: Case, capsys: pytest.CaptureFixture[str]) -> None:
    render_test(lambda render_mode=None: make(case, render_mode=render_mode))
    table = make(case, render_mode="ansi")
    table.reset(seed=1)
    assert table.render() == table.unwrapped.position.state.render_text(None)


@pytest.mark.parametrize("case", CASES)
def test_pickled_env_plays_on_the_same(case: Case) -> None:
    table = make(case)
    table.reset(seed=11)
    play(table, random.Random(1), cycles=7)
    again = pickle.loads(pickle.dumps(table))
    assert again.unwrapped.record() == table.unwrapped.record()
    assert again.agent_selection == table.agent_selection
    mine, theirs = table.last()[0], again.last()[0]
    assert (mine["observation"] == theirs["observation"]).all()
    assert (mine["action_mask"] == theirs["action_mask"]).all()


@pytest.mark.parametrize("case", LARGEST)
def test_records_replay_in_meeple(case: Case) -> None:
    table = make(case)
    game = load(case.game_id)
    table.reset(seed=5)
    for index in range(3):
        if index:
            table.reset()
        play(table, random.Random(index))
        seed, actions = table.unwrapped.record()
        replay = game.setup({"players": case.players}, seed)
        for action in actions:
            replay.apply(action)
        assert replay.serialize() == table.unwrapped.position.state.serialize()


def test_resets_deal_a_reproducible_stream_of_games() -> None:
    table = env("forbidden-island", players=2)
    seeds = []
    for seed in (1, None, None, 1, None):
        table.reset(seed=seed)
        seeds.append(table.unwrapped.meeple_seed)
    assert seeds[:2] == seeds[3:]
    assert len(set(seeds[:3])) == 3


def test_only_the_deciding_agent_has_a_mask() -> None:
    table = env("forbidden-island", players=3)
    table.reset(seed=2)
    for agent in table.agents:
        mask = table.observe(agent)["action_mask"]
        assert mask.any() == (agent == table.agent_selection)
        assert mask.dtype == np.int8
    legal = table.unwrapped.position.legal()
    assert list(np.flatnonzero(table.observe(table.agent_selection)["action_mask"])) == legal


def test_an_illegal_action_changes_nothing() -> None:
    table = raw_env("forbidden-island", players=2)
    table.reset(seed=4)
    before = str(table.position)
    illegal = next(i for i in range(table.table.codec.n) if i not in table.position.legal())
    with pytest.raises(IllegalAction):
        table.step(illegal)
    assert str(table.position) == before


def test_the_step_cap_truncates(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_module, "_tables", {})
    monkeypatch.setattr(type(load("forbidden-island")), "max_steps", lambda self, config: 6)
    table = env("forbidden-island", players=2, difficulty="elite")
    table.reset(seed=3)
    play(table, random.Random(3))
    assert table.unwrapped.position.steps == 6
    assert not table.agents, "every agent was stepped out"
    last = raw_env("forbidden-island", players=2, difficulty="elite")
    last.reset(seed=3)
    while last.position.decision() is not None:
        last.step(last.position.legal()[0])
    assert all(last.truncations.values()) and not any(last.terminations.values())
    assert last.infos["player_0"] == {"reason": "step-limit"}
    assert last.rewards == {"player_0": 0.0, "player_1": 0.0}


def test_a_lost_game_terminates_with_the_teams_reward() -> None:
    table = raw_env("forbidden-island", players=2, difficulty="legendary")
    table.reset(seed=8)
    rng = random.Random(8)
    while table.position.decision() is not None:
        table.step(rng.choice(table.position.legal()))
    outcome = table.position.state.outcome()
    assert outcome is not None
    assert all(table.terminations.values()) and not any(table.truncations.values())
    reward = 1.0 if outcome.won else -1.0
    assert table.rewards == {"player_0": reward, "player_1": reward}
    assert table.infos["player_1"] == {"reason": outcome.reason}


def test_names_and_bad_options() -> None:
    assert raw_env("forbidden-island").metadata["name"] == env_name("forbidden-island")
    assert env_name("risk-junior-narnia") == "meeple_risk_junior_narnia_v0"
    with pytest.raises(InvalidConfig, match="no option"):
        raw_env("forbidden-island", colour="red")
    with pytest.raises(InvalidConfig, match="co-operative"):
        raw_env("doodle-jump", interjections="mover")
