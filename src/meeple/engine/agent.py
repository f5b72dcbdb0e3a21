"""What a bot is to the engine: something that picks an action for a seat."""

from __future__ import annotations

from typing import Protocol

from meeple.engine.game import Action, Seat, State


class Agent(Protocol):
    def act(self, state: State, seat: Seat) -> Action:
        """An action for ``seat``, which is to move (one of ``state.legal_actions(seat)``)."""
        ...

    def interject(self, state: State, seat: Seat) -> Action | None:
        """An out-of-turn action for ``seat`` (not to move), or None to let play go on."""
        ...
