"""Every game's tensor writer keeps the buffer contract (engine/game.py, ``write_tensor``):
``out`` may be a list, an ``array("f")`` or a numpy float32 array, and each gets the same
values (as float32) at every position of random games, for every seat and player count.

An ``array("f")`` takes a slice only from another ``array("f")``, and numpy converts a
tuple item by item: a writer that slices a tuple in fails here with the array.
"""

from __future__ import annotations

import math
from array import array
from typing import Any

import numpy as np
import pytest

from meeple.engine.game import Game
from meeple.engine.registry import game_ids, load
from meeple.engine.rng import Rng

GAMES = game_ids()
GAMES_PER_COUNT = 4
STEPS_PER_GAME = 150


def buffers(size: int) -> dict[str, Any]:
    return {
        "list": [0.0] * size,
        "array": array("f", bytes(4 * size)),
        "numpy": np.zeros(size, np.float32),
    }


@pytest.mark.parametrize("game_id", GAMES)
def test_a_list_an_array_and_numpy_get_the_same_tensor(game_id: str) -> None:
    game: Game[Any] = load(game_id)
    rng = Rng(11)
    written = 0
    for players in range(game.info.min_players, game.info.max_players + 1):
        config = game.check_config({"players": players})
        size = sum(math.prod(shape) for shape in game.tensor_spec(config).values())
        for index in range(GAMES_PER_COUNT):
            state = game.setup(config, 500 + index)
            for _ in range(STEPS_PER_GAME):
                for seat in range(players):
                    out = buffers(size)
                    for buffer in out.values():
                        game.write_tensor(state, seat, buffer)
                    assert len(out["list"]) == size, "a slice changed the list's length"
                    as_list = np.array(out["list"], np.float32)
                    assert np.array_equal(as_list, np.frombuffer(out["array"], np.float32))
                    assert np.array_equal(as_list, out["numpy"])
                    written += 1
                legal = state.legal_actions()
                if not legal or state.to_move() is None:
                    break
                state.apply(legal[rng.below(len(legal))])
    assert written > 100


def test_a_buffer_that_differs_fails_the_comparison() -> None:
    """The comparison above can fail: one entry off is caught."""
    game: Game[Any] = load("forbidden-island")
    config = game.check_config({"players": 2})
    state = game.setup(config, 1)
    size = sum(math.prod(shape) for shape in game.tensor_spec(config).values())
    out = buffers(size)
    for buffer in out.values():
        game.write_tensor(state, 0, buffer)
    out["numpy"][size - 1] += 0.5
    assert not np.array_equal(np.array(out["list"], np.float32), out["numpy"])
