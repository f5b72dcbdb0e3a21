"""Every game's research faces, against random play: the action space the adapters' codec
is built from, the step cap, and the observation tensor (engine/game.py, "what the
research adapters need"; ../shared/RESEARCH-API.md, sections 5.3, 5.4 and 5.7).

The tensor must be written only from what the seat sees: it is the same for every state
``resample(seat)`` gives, checked at 10,000 positions per game (the observation string, the
canonical JSON of the view, with it).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from typing import Any

import pytest

from meeple.engine.game import Game, State
from meeple.engine.registry import game_ids, load
from meeple.engine.rng import Rng

GAMES = game_ids()
POSITIONS = 10_000  # per game, for the resample checks
MAX_ACTIONS = 12_000  # the codec stays small enough for OpenSpiel's per-step mask checks


def player_counts(game: Game) -> range:
    return range(game.info.min_players, game.info.max_players + 1)


def random_positions(
    game: Game, config: dict[str, Any], games: int, seed: int
) -> Iterator[tuple[State, int]]:
    """Every position of ``games`` random games (uniform over all legal actions, out of turn
    ones too), with the number of steps played so far."""
    rng = Rng(seed)
    for index in range(games):
        state = game.setup(config, seed + index)
        steps = 0
        while True:
            yield state, steps
            legal = state.legal_actions()
            if not legal or state.to_move() is None:
                break
            state.apply(legal[rng.below(len(legal))])
            steps += 1


def tensor(game: Game, config: dict[str, Any], state: State, seat: int) -> list[float]:
    size = sum(math.prod(shape) for shape in game.tensor_spec(config).values())
    out = [0.0] * size
    game.write_tensor(state, seat, out)
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_action_space_holds_every_legal_action(game_id: str) -> None:
    game = load(game_id)
    for players in player_counts(game):
        config = game.check_config({"players": players})
        space = list(game.action_space(config))
        assert space == sorted(set(space)), "the action space is sorted, each action once"
        assert len(space) <= MAX_ACTIONS, f"{len(space)} actions for {players} players"
        known = set(space)
        for state, _ in random_positions(game, config, games=15, seed=players):
            missing = [a for a in state.legal_actions() if a not in known]
            assert not missing, f"{state.action_id(missing[0])} is not in the action space"


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_end_within_max_steps(game_id: str) -> None:
    game = load(game_id)
    for players in player_counts(game):
        config = game.check_config({"players": players})
        cap = game.max_steps(config)
        for index in range(10):
            last = max(steps for _, steps in random_positions(game, config, 1, 100 + index))
            assert last < cap, f"a random {players}-player game took {last} steps (cap {cap})"


@pytest.mark.parametrize("game_id", GAMES)
def test_tensor_shape_does_not_depend_on_players(game_id: str) -> None:
    game = load(game_id)
    specs = {
        json.dumps(game.tensor_spec(game.check_config({"players": players})))
        for players in player_counts(game)
    }
    assert len(specs) == 1, "seat pieces are padded to max_players"


@pytest.mark.parametrize("game_id", GAMES)
def test_tensor_is_unchanged_under_resample(game_id: str) -> None:
    """Values in [0, 1], the same for every state the seat cannot tell apart, and not
    the same everywhere (a tensor of zeros would pass the rest)."""
    game = load(game_id)
    rng = Rng(7)
    seen = 0
    distinct: set[tuple[float, ...]] = set()
    counts = list(player_counts(game))
    per_count = POSITIONS // len(counts) + 1
    for players in counts:
        config = game.check_config({"players": players})
        done = 0
        for state, _ in random_positions(game, config, games=10_000, seed=1000 * players):
            if done >= per_count:
                break
            seat = done % players
            mine = tensor(game, config, state, seat)
            assert all(0.0 <= x <= 1.0 for x in mine), "every value lies in [0, 1]"
            other = state.resample(seat, Rng(rng.next64()))
            assert tensor(game, config, other, seat) == mine, (
                f"seat {seat}'s tensor changed under resample: it reads something hidden"
            )
            view = json.dumps(state.view(seat), sort_keys=True)
            assert json.dumps(other.view(seat), sort_keys=True) == view
            distinct.add(tuple(mine))
            done += 1
        seen += done
    assert seen >= POSITIONS
    assert len(distinct) > seen // 20, "the tensor hardly changes from position to position"
