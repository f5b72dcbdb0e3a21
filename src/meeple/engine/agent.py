"""What a bot is to the engine: something that picks an action for a seat."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from meeple.engine.game import Action, Seat, State
from meeple.engine.rng import Rng


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


@dataclass(frozen=True)
class SearchHints:
    """What a game may lend the generic search bot (``meeple.agents.search``) beyond the
    contract, through :meth:`Game.search_hints`; every field is optional.

    - ``rollout``: a fast policy for playouts, ``(state, rng) -> action`` for the seat to
      move (default: uniform among its legal actions).
    - ``value``: each seat's expected result in [0, 1] where a playout stops early (a
      co-operative game: the team's chance to win), ``state -> [value per seat]``.
    - ``horizon``: playout steps before ``value`` is asked (0: play to the end).
    - ``score_scale``: a solo game's scores are divided by it to give a result in [0, 1].
    """

    rollout: Callable[[State, Rng], Action] | None = None
    value: Callable[[State], Sequence[float]] | None = None
    horizon: int = 0
    score_scale: float = 1.0
