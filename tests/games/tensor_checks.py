"""Checks shared by the games whose tensor writers keep pieces between calls."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from meeple.engine import Game, State
from meeple.engine.rng import Rng

Observe = Callable[[State, int], list[float]]


def check_kept_pieces_match_fresh(
    game: Game,
    forget: Callable[[], None],
    observe: Observe,
    configs: Iterable[Mapping[str, Any]],
    steps: int,
) -> None:
    """A writer that keeps the pieces it set last redoes what changed: a game's tensors
    written as it is played (its lists changing in place) are those of copies of its
    positions written afterwards whole (``forget`` first), in the opposite order."""
    played: list[list[float]] = []
    copies: list[State] = []
    for n, options in enumerate(configs):
        state = game.new_state(game.check_config(dict(options)), Rng(n))
        picks = random.Random(n)
        for _ in range(steps):
            if state.to_move() is None:
                break
            played += [observe(state, seat) for seat in range(state.players)]
            copies.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[picks.randrange(len(legal))])
    again = []
    for copy in reversed(copies):
        for seat in reversed(range(copy.players)):
            forget()
            again.append(observe(copy, seat))
    assert played == again[::-1]
