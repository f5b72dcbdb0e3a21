"""meeple's game-agnostic core: the contract, randomness, records, errors and i18n."""

from meeple.engine.agent import Agent
from meeple.engine.errors import (
    IllegalAction,
    InvalidConfig,
    InvalidRecord,
    MeepleError,
    OutdatedRecord,
    UnknownGame,
)
from meeple.engine.events import Event, term
from meeple.engine.game import Action, Game, GameInfo, Option, Outcome, Seat, State
from meeple.engine.i18n import translate
from meeple.engine.match import Match
from meeple.engine.record import Record
from meeple.engine.registry import game_ids, games, load
from meeple.engine.rng import Rng

__all__ = [
    "Action",
    "Agent",
    "Event",
    "Game",
    "GameInfo",
    "IllegalAction",
    "InvalidConfig",
    "InvalidRecord",
    "Match",
    "MeepleError",
    "Option",
    "Outcome",
    "OutdatedRecord",
    "Record",
    "Rng",
    "Seat",
    "State",
    "UnknownGame",
    "game_ids",
    "games",
    "load",
    "term",
    "translate",
]
