"""Bots: the random baseline and each game's own, chosen by name.

>>> import meeple
>>> from meeple.agents import make_agent
>>> agent = make_agent(meeple.load("forbidden-island"), "random", seat=0, seed=1)
"""

from __future__ import annotations

from meeple.agents.random_agent import RandomAgent
from meeple.engine.agent import Agent
from meeple.engine.errors import InvalidConfig
from meeple.engine.game import Game, Seat

# "bot" is the game's best-effort default; a game that ships none plays at random.
DEFAULT_BOT = "heuristic"


def agent_names(game: Game) -> list[str]:
    """Every name :func:`make_agent` accepts for ``game``."""
    return ["bot", "random", *(name for name in game.bots() if name != "random")]


def make_agent(game: Game, name: str, seat: Seat, seed: int) -> Agent:
    """The bot called ``name`` for ``seat``: "random", "bot" or one of ``game.bots()``."""
    bots = game.bots()
    if name == "bot":
        name = DEFAULT_BOT if DEFAULT_BOT in bots else "random"
    if name in bots:
        agent: Agent = bots[name](game, seat, seed)
        return agent
    if name == "random":
        return RandomAgent(seed)
    raise InvalidConfig(
        f"unknown bot {name!r} for {game.id}: choose one of {', '.join(agent_names(game))}"
    )


__all__ = ["DEFAULT_BOT", "RandomAgent", "agent_names", "make_agent"]
