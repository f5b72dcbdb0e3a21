"""What a bot is to the engine: something that picks an action for a seat."""

from __future__ import annotations

from typing import Any, Protocol

from meeple.engine.game import Action, Seat, State
from meeple.engine.hints import SearchHints as SearchHints


class Agent(Protocol):
    def act(self, state: State, seat: Seat) -> Action:
        """An action for ``seat``, which is to move (one of ``state.legal_actions(seat)``)."""
        ...

    def interject(self, state: State, seat: Seat) -> Action | None:
        """An out-of-turn action for ``seat`` (not to move), or None to let play go on."""
        ...


class Bot:
    """The base of a game's own bots: made for ``(game, seat, seed)`` by the bot registry,
    it plays when its seat is to move and, unless a game's bot says otherwise, never out of
    turn."""

    def __init__(self, game: Any, seat: Seat = 0, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.seed = seed

    def act(self, state: State, seat: Seat) -> Action:
        raise NotImplementedError

    def interject(self, state: State, seat: Seat) -> Action | None:
        return None
