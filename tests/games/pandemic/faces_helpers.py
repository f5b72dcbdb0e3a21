"""Helpers for the tests of Pandemic's faces (view, notation, why, tensor): positions from
the notation (see ``notation.py``), actions by id, and random playouts.

``position(pawns, **fields)`` builds a position from notation fields given as keywords;
with no ``pdeck`` or ``ideck`` the reader deals what is left, shuffled by ``seed``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from meeple.engine import Rng
from meeple.games.pandemic import Pandemic
from meeple.games.pandemic.rules import PandemicState
from tests.games.common import find, ids, ids_of, play

__all__ = ["GAME", "find", "ids", "ids_of", "play", "playout_positions", "position"]

GAME = Pandemic()

# Configurations the playouts cycle through: every player count, difficulty and edition.
CONFIGS: tuple[dict[str, Any], ...] = (
    {"players": 2, "difficulty": "introductory"},
    {"players": 3, "difficulty": "standard", "edition": 1},
    {"players": 4, "difficulty": "heroic"},
    {"players": 2, "difficulty": "heroic", "edition": 1, "empty_infection_deck": "reshuffle"},
    {"players": 3, "difficulty": "introductory", "short_forecast": "needs-six"},
    {"players": 4, "difficulty": "standard", "first_player_tie": "choice"},
)


def position(pawns: str, **fields: Any) -> PandemicState:
    """The position of ``pawns`` (``role@city,...``) and the other notation fields."""
    text = "; ".join([f"pawns={pawns}", *(f"{key}={value}" for key, value in fields.items())])
    return GAME.from_notation(text)


def playout_positions(games: int, seed: int = 0) -> Iterator[PandemicState]:
    """Every position of ``games`` random games (uniform over all legal actions, Events out
    of turn too), cycling through :data:`CONFIGS`. The state yielded moves on: clone it
    to keep it."""
    rng = Rng(seed)
    for index in range(games):
        state = GAME.setup(CONFIGS[index % len(CONFIGS)], seed + index)
        while True:
            yield state
            legal = state.legal_actions()
            if not legal:
                break
            state.apply(legal[rng.below(len(legal))])
