"""Bots: the random baseline, the generic search bot and each game's own, chosen by level
or by name.

Every game offers the same three levels (:data:`LEVELS`): "easy" plays at random, "normal"
is the game's first bot (its heuristic), "strong" the search bot (:mod:`meeple.agents.search`)
thinking about a second a decision in the games where it was measured the stronger
(:data:`SEARCH_IS_STRONG`), else the game's strongest own bot (a game's ``bots()`` lists its
bots weakest first, playout bots aside). The names the games gave their bots before the levels
("heuristic", "greedy", "expert"...), "random", "search" and "bot" stay accepted, so old
command lines and stored tables still play. A search bot's name may carry its budget after
an ``@``: ``search@200it``, ``search@250ms``.

>>> import meeple
>>> from meeple.agents import make_agent
>>> agent = make_agent(meeple.load("forbidden-island"), "normal", seat=0, seed=1)
"""

from __future__ import annotations

from meeple.agents.budget import Budget, default_budget
from meeple.agents.random_agent import RandomAgent
from meeple.agents.search import SearchAgent
from meeple.engine.agent import Agent
from meeple.engine.errors import InvalidConfig
from meeple.engine.game import Game, Seat

LEVELS = ("easy", "normal", "strong")
SEARCH = "search"

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


# The games whose strong level is the search bot: those where it was measured stronger than
# the game's own bots (docs/bots.md); the others keep their strongest own bot until then.
SEARCH_IS_STRONG: frozenset[str] = frozenset({"doodle-jump"})


def level_bots(game: Game) -> dict[str, str]:
    """Each level's bot in ``game``: "random", "search" or a name of ``game.bots()``."""
    own = list(game.bots())
    strong = SEARCH if game.id in SEARCH_IS_STRONG or not own else strongest(game)
    return {"easy": "random", "normal": own[0] if own else "random", "strong": strong}


# Bots made for playouts and simulations, weaker than the game's heuristic: never a level
PLAYOUT_BOTS = frozenset({"fast"})


def strongest(game: Game) -> str:
    """The game's strongest own bot: the last of ``bots()``, playout bots aside."""
    return [name for name in game.bots() if name not in PLAYOUT_BOTS][-1]


def level_of(name: str) -> str:
    """The level a bot name shows as: a level itself, or an old name's level."""
    return name if name in LEVELS else OLD_NAMES.get(name, DEFAULT_BOT)


def agent_names(game: Game) -> list[str]:
    """Every name :func:`make_agent` accepts for ``game``: the levels, then the old names."""
    return [*LEVELS, "bot", "random", SEARCH, *game.bots()]


def resolve(game: Game, name: str) -> tuple[str, Budget | None]:
    """The bot ``name`` stands for in ``game`` ("random", "search" or one of its own) and
    the budget it carries; :class:`InvalidConfig` naming what is wrong else."""
    name, _, spent = name.partition("@")
    budget = Budget.parse(spent) if spent else None
    bot = DEFAULT_BOT if name == "bot" else name
    if bot in LEVELS:
        bot = level_bots(game)[bot]
    if bot not in game.bots() and bot not in (SEARCH, "random"):
        raise InvalidConfig(
            f"unknown bot {name!r} for {game.id}: choose one of {', '.join(agent_names(game))}"
        )
    if budget is not None and bot != SEARCH:
        raise InvalidConfig(f"only the search bot (strong) takes a budget, not {name!r}")
    return bot, budget


def with_budget(game: Game, name: str, budget: str | None) -> str:
    """``name`` given ``budget`` if it is the search bot and names none of its own."""
    if budget is None or "@" in name or resolve(game, name)[0] != SEARCH:
        return name
    Budget.parse(budget)
    return f"{name}@{budget}"


def make_agent(game: Game, name: str, seat: Seat, seed: int, budget: Budget | None = None) -> Agent:
    """The bot called ``name`` for ``seat``: a level, "random", "search", "bot" or one of
    ``game.bots()``; a search bot thinks ``budget`` (or the name's ``@`` budget) a decision."""
    bot, own_budget = resolve(game, name)
    if bot == SEARCH:
        return SearchAgent(game, seat, seed, own_budget or budget or default_budget())
    if bot == "random":
        return RandomAgent(seed)
    agent: Agent = game.bots()[bot](game, seat, seed)
    return agent


__all__ = [
    "DEFAULT_BOT",
    "LEVELS",
    "SEARCH",
    "Budget",
    "RandomAgent",
    "SearchAgent",
    "agent_names",
    "level_bots",
    "level_of",
    "make_agent",
    "resolve",
    "with_budget",
]
