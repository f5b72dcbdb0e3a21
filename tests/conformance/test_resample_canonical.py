"""``resample(seat, rng)`` is canonical: it depends only on what ``seat`` sees and on ``rng``.

A search over hidden information draws its worlds with ``state.resample(seat, rng)``; it
decides the same on two states the seat cannot tell apart only if both give the same
worlds. So for a state S and S2 = S.resample(seat, Rng(j)), S2.resample(seat, Rng(k)) must
be S.resample(seat, Rng(k)), whatever order the hidden parts of S and S2 happen to be in
(a resample that shuffles a deck from its current order fails here). S2 must also look
the same to the seat as S: its view and its observation tensor.
"""

from __future__ import annotations

import math
from typing import Any

import pytest

from meeple.engine import Game, Rng, State, load
from meeple.engine.registry import game_ids
from tests.conformance.harness import (
    MAX_STEPS,
    configs,
    differs_beyond_secrets,
    game_seed,
    hides_nothing,
    viewers,
)

GAMES_PER_COUNT = 6  # random games per player count, spread over the configurations
CHECK_EVERY = 5  # positions checked: about one step in CHECK_EVERY, and the first one
MAX_CHECKS = 60  # per game played, so the long games stay fast


def tensor(game: Game, state: State, seat: int) -> list[float]:
    size = sum(math.prod(shape) for shape in game.tensor_spec(state.config).values())
    out = [0.0] * size
    game.write_tensor(state, seat, out)
    return out


def spread_configs(game: Game) -> list[dict[str, Any]]:
    """``GAMES_PER_COUNT`` configurations per player count, spread evenly over the
    configurations of that count (so over the values of each option), repeated when there
    are fewer."""
    table = configs(game)
    chosen = []
    for players in sorted({config["players"] for config in table}):
        group = [config for config in table if config["players"] == players]
        chosen += [group[i * len(group) // GAMES_PER_COUNT] for i in range(GAMES_PER_COUNT)]
    return chosen


def check_canonical(game: Game, state: State, rng: Rng, where: str) -> tuple[int, int]:
    """Check every viewer of ``state``; returns (resamples, those that redrew something)."""
    tries = changed = 0
    secret = state.to_json()
    for seat in viewers(state):
        k, j = rng.next64(), rng.next64()
        world = state.resample(seat, Rng(j))
        assert world.view(seat) == state.view(seat), f"resample({seat}) {where}: view changed"
        if seat is not None:
            assert tensor(game, world, seat) == tensor(game, state, seat), (
                f"resample({seat}) {where}: the seat's observation tensor changed"
            )
        direct = state.resample(seat, Rng(k)).serialize()
        again = world.resample(seat, Rng(k)).serialize()
        assert direct == again, (
            f"resample({seat}) {where}: with the same generator it gives another state from"
            " a resampled twin the seat cannot tell apart: it depends on the hidden order"
            " it starts from (put each hidden part in a canonical order before shuffling)"
        )
        tries += 1
        changed += differs_beyond_secrets(world.to_json(), secret)
    return tries, changed


@pytest.mark.parametrize("game_id", game_ids())
def test_resample_depends_only_on_what_the_seat_sees(game_id: str) -> None:
    game = load(game_id)
    tries = changed = 0
    for index, config in enumerate(spread_configs(game)):
        seed = game_seed(game_id, 9_000_000 + index)
        state: State = game.setup(config, seed)
        rng = Rng(seed)
        checks = 0
        for step in range(MAX_STEPS):
            if step == 0 or (checks < MAX_CHECKS and rng.below(CHECK_EVERY) == 0):
                where = f"of {game_id} {config} seed {seed} after {step} steps"
                done, redrawn = check_canonical(game, state, rng, where)
                tries, changed, checks = tries + done, changed + redrawn, checks + 1
            legal = state.legal_actions()
            if not legal:
                break
            state.apply(legal[rng.below(len(legal))])
    assert tries > 0
    if not hides_nothing(game):
        assert changed >= 0.2 * tries, (
            f"resample redrew something in only {changed} of {tries} tries: the check above"
            " proves little if it keeps everything"
        )
