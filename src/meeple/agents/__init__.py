"""Bots: the random baseline and each game's own, chosen by level or by name.

Every game offers the same three levels (:data:`LEVELS`): "easy" plays at random, "normal"
is the game's first bot (its heuristic), "strong" its last, the strongest it has (a game's
``bots()`` lists its bots weakest first). The names the games gave their bots before the
levels ("heuristic", "greedy", "expert", "strong"...), "random" and "bot" stay accepted, so
old command lines and stored tables still play.

>>> import meeple
>>> from meeple.agents import make_agent
>>> agent = make_agent(meeple.load("forbidden-island"), "normal", seat=0, seed=1)
"""

from __future__ import annotations

from meeple.agents.random_agent import RandomAgent
from meeple.engine.agent import Agent
from meeple.engine.errors import InvalidConfig
from meeple.engine.game import Game, Seat

LEVELS = ("easy", "normal", "strong")

# "bot" is the game's default: the level a new seat gets in the lobby.
DEFAULT_BOT = "normal"

# The level an old bot name shows as, in every game (a stored table keeps its old name).
OLD_NAMES = {
    "random": "easy",
    "bot": DEFAULT_BOT,
    "heuristic": "normal",
    "greedy": "normal",
    "expert": "strong",
}


def level_bots(game: Game) -> dict[str, str]:
    """Each level's bot in ``game``: "random" or a name of ``game.bots()``."""
    own = list(game.bots())
    if not own:
        return {"easy": "random", "normal": "random", "strong": "random"}
    return {"easy": "random", "normal": own[0], "strong": own[-1]}


def level_of(name: str) -> str:
    """The level a bot name shows as: a level itself, or an old name's level."""
    return name if name in LEVELS else OLD_NAMES.get(name, DEFAULT_BOT)


def agent_names(game: Game) -> list[str]:
    """Every name :func:`make_agent` accepts for ``game``: the levels, then the old names."""
    return [*LEVELS, "bot", "random", *(name for name in game.bots() if name not in LEVELS)]


def make_agent(game: Game, name: str, seat: Seat, seed: int) -> Agent:
    """The bot called ``name`` for ``seat``: a level, "random", "bot" or one of ``game.bots()``."""
    bots = game.bots()
    if name == "bot":
        name = DEFAULT_BOT
    if name in LEVELS and name not in bots:
        name = level_bots(game)[name]
    if name in bots:
        agent: Agent = bots[name](game, seat, seed)
        return agent
    if name == "random":
        return RandomAgent(seed)
    raise InvalidConfig(
        f"unknown bot {name!r} for {game.id}: choose one of {', '.join(agent_names(game))}"
    )


__all__ = [
    "DEFAULT_BOT",
    "LEVELS",
    "RandomAgent",
    "agent_names",
    "level_bots",
    "level_of",
    "make_agent",
]
