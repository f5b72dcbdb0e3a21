"""What ``to_json()`` returns is a snapshot: it stays as it was when the game moves on.

The server, a match or a test may keep the dict (to write it later, to compare, to undo);
a dict that shares the state's own lists would change under their feet.
"""

from __future__ import annotations

import json

import pytest

from meeple.engine import Rng, load
from meeple.engine.registry import game_ids
from tests.conformance.harness import configs, game_seed


@pytest.mark.parametrize("game_id", game_ids())
def test_to_json_is_a_snapshot(game_id: str) -> None:
    game = load(game_id)
    table = configs(game)
    for index in range(20):
        seed = game_seed(game_id, 7_000_000 + index)
        state = game.setup(table[index % len(table)], seed)
        rng = Rng(seed)
        step = 0
        while state.legal_actions():
            snapshot = state.to_json()
            text = json.dumps(snapshot, sort_keys=True)
            legal = state.legal_actions()
            action_id = state.action_id(legal[rng.below(len(legal))])
            state.apply_id(action_id)
            step += 1
            changed = sorted(
                key
                for key, value in json.loads(text).items()
                if json.loads(json.dumps(snapshot[key])) != value
            )
            assert not changed, (
                f"{game_id}: the dict to_json() returned changed ({', '.join(changed)}) when"
                f" {action_id!r} was played afterwards: it shares the state's own lists, so"
                " it is no snapshot. Copy them in to_json(). Seed"
                f" {seed},"
                f" config {table[index % len(table)]}, step {step}"
            )
