"""The game registry: ``meeple.load(id)`` and ``meeple.games()``.

Games register lazily by module path, so listing the games imports nothing heavy and a
new game needs one line here.
"""

from __future__ import annotations

from importlib import import_module

from meeple.engine.errors import UnknownGame
from meeple.engine.game import Game

# game id -> "module:ClassName"; one line per game.
_GAMES: dict[str, str] = {
    "doodle-jump": "meeple.games.doodle_jump:DoodleJump",
    "forbidden-desert": "meeple.games.forbidden_desert:ForbiddenDesert",
    "forbidden-island": "meeple.games.forbidden_island:ForbiddenIsland",
    "pandemic": "meeple.games.pandemic:Pandemic",
    "pentaquest": "meeple.games.pentaquest:Pentaquest",
    "portal-dash": "meeple.games.portal_dash:PortalDash",
    "risk-junior-narnia": "meeple.games.risk_junior_narnia:RiskJuniorNarnia",
}

_loaded: dict[str, Game] = {}


def game_ids() -> list[str]:
    return sorted(_GAMES)


def load(game_id: str) -> Game:
    """The game registered as ``game_id``, or :class:`UnknownGame`."""
    game = _loaded.get(game_id)
    if game is not None:
        return game
    target = _GAMES.get(game_id)
    if target is None:
        raise UnknownGame(f"unknown game {game_id!r}: the games are {', '.join(game_ids())}")
    module_name, class_name = target.split(":")
    cls: type[Game] = getattr(import_module(module_name), class_name)
    game = _loaded[game_id] = cls()
    return game


def games() -> list[Game]:
    """Every registered game."""
    return [load(game_id) for game_id in game_ids()]
