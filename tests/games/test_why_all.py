"""Every game answers "why not?" about any element with a text, never an error: along a
random game, every seat and a spectator ask about every element some action targets, and
about odd ids, in both languages."""

from __future__ import annotations

import random

import pytest

from meeple.engine import game_ids, load

ODD = ("", ":", "tile:", "card:²:earth", "card:army:²:1", "water:²", "card:line:99999", "x" * 64)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_target_of_a_random_game_gets_a_text_never_an_error(game_id: str) -> None:
    state = load(game_id).setup({"players": 2}, 3)
    rng = random.Random(3)
    for _ in range(120):
        if state.to_move() is None:
            break
        targets = {state.action_target(a) for a in state.legal_actions()} - {None}
        for target in (*targets, *ODD):
            for seat in (0, 1, None):
                for lang in ("en", "fr"):
                    assert state.why_not(seat, str(target), lang)
        state.apply(rng.choice(state.legal_actions()))
