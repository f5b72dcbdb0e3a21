"""What a game may lend the generic search bot beyond the contract."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from meeple.engine.game import Action, State
    from meeple.engine.rng import Rng


# A playout policy: the action the seat to move (or a seat playing out of turn) takes.
Playout = Callable[["State", "Rng"], "Action"]


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
    - ``guide``: a bot class of the game, ``(game, seat, seed) -> agent``, whose move for
      the seat to move the search tries first and favours at its root (progressive bias).
    """

    rollout: Playout | None = None
    value: Callable[[State], Sequence[float]] | None = None
    horizon: int = 0
    score_scale: float = 1.0
    guide: Callable[[Any, int, int], Any] | None = None  # an Agent
