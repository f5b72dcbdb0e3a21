"""Setup, seeds and configurations of every registered game, partly with Hypothesis.

Hypothesis draws the seed (anywhere in the 64-bit range, small ones included), the
configuration and the random choices of a short game, and every step of it gets all the
checks of ``harness.py``; the plain loops check what needs many seeds at once.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from meeple.engine import InvalidConfig, InvalidRecord, Record, load
from meeple.engine.registry import game_ids
from meeple.engine.rng import MAX_SEED
from tests.conformance.harness import (
    Stats,
    configs,
    differs_beyond_secrets,
    fixed_setup,
    game_seed,
    play_random_game,
)

GAME_IDS = game_ids()


@pytest.mark.parametrize("game_id", GAME_IDS)
@given(data=st.data())
def test_short_games_pass_every_check_at_every_step(game_id: str, data: st.DataObject) -> None:
    game = load(game_id)
    config = data.draw(st.sampled_from(configs(game)), label="config")
    seed = data.draw(st.integers(0, MAX_SEED), label="seed")
    chooser = data.draw(st.integers(0, MAX_SEED), label="chooser")
    steps = data.draw(st.integers(0, 40), label="steps")
    assert game.setup(config, seed).serialize() == game.setup(config, seed).serialize()
    play_random_game(
        game, config, seed, Stats(), heavy_every=2, stop_after=steps, chooser_seed=chooser
    )


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_same_seed_same_game_different_seeds_different_setups(game_id: str) -> None:
    game = load(game_id)
    table = configs(game)
    setups = []
    for index in range(64):
        config = table[index % len(table)]
        seed = game_seed(game_id, 5_000_000 + index)
        state = game.setup(config, seed)
        assert state.serialize() == game.setup(config, seed).serialize(), "setup is not seeded"
        other = game.setup(config, seed + 1)
        setups.append(differs_beyond_secrets(state.to_json(), other.to_json()))
    if fixed_setup(game):
        return
    assert sum(setups) >= 60, (
        f"only {sum(setups)} of 64 pairs of seeds gave different setups (if {game_id}"
        " starts the same whatever the seed, say chance='none' in its GameInfo)"
    )


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bad_configs_and_seeds_are_refused(game_id: str) -> None:
    game = load(game_id)
    info = game.info
    bad: list[dict] = [
        {"players": info.min_players - 1},
        {"players": info.max_players + 1},
        {"players": "two"},
        {"players": True},
        {"no-such-option": 1},
    ]
    for option in info.options:
        if option.kind == "choice" and option.choices:
            bad.append({option.name: "no-such-value"})
        if option.kind == "bool":
            bad.append({option.name: "maybe"})
    for config in bad:
        with pytest.raises(InvalidConfig):
            game.setup(config, 1)
    for seed in (-1, MAX_SEED + 1, "abc", 1.5, None, True):
        with pytest.raises(InvalidConfig):
            game.setup(None, seed)  # type: ignore[arg-type]
    assert game.setup(None, str(12345)).serialize() == game.setup(None, 12345).serialize()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_broken_records_are_refused(game_id: str) -> None:
    game = load(game_id)
    state = game.setup(None, 7)
    first = state.action_id(state.legal_actions()[0])
    record = Record.new(game_id, dict(state.config), 7)
    record.actions.append(first)
    assert Record.loads(record.dumps()) == record
    data = record.to_json()
    broken = [
        "not json",
        "[]",
        json.dumps({**data, "format": "other"}),
        json.dumps({**data, "version": 999}),
        json.dumps({**data, "seed": -1}),
        json.dumps({**data, "actions": [1, 2]}),
        json.dumps({**data, "config": []}),
    ]
    for text in broken:
        with pytest.raises(InvalidRecord):
            Record.loads(text)
    rules = game.info.rules_version
    for record in (
        Record(game_id, dict(state.config), 7, [first, "no-such-action"], rules),
        Record(game_id, dict(state.config), 7, [first], rules + 1),
        Record(game_id, {"players": 99}, 7, []),
        Record("no-such-game", {}, 7, []),
    ):
        with pytest.raises(InvalidRecord):
            record.replay()
