"""The baseline bot: a uniform choice among the legal actions."""

from __future__ import annotations

from meeple.engine.game import Action, Seat, State
from meeple.engine.rng import Rng


class RandomAgent:
    """Plays uniformly at random from its own seeded stream, never out of turn."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: Seat) -> Action:
        return self.rng.choice(state.legal_actions(seat))

    def interject(self, state: State, seat: Seat) -> Action | None:
        return None
