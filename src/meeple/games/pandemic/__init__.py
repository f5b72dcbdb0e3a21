"""Pandemic (Matt Leacock, Z-Man Games 2008, revised 2013; Pandémie, Filosofia).

The package is a star around its rules: ``rules.py`` (the state and its transitions)
imports neither the views nor the notation; this module wires them together.

>>> state = Pandemic().setup({"players": 2, "difficulty": "introductory"}, seed=1)
>>> len(state.pdeck), state.stations == [0]
(49, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, InvalidConfig, Option
from meeple.engine.hints import SearchHints
from meeple.engine.i18n import add_catalog_dir
from meeple.games.pandemic import components as c
from meeple.games.pandemic import notation as pd_notation
from meeple.games.pandemic import tensor as pd_tensor
from meeple.games.pandemic import view as pd_view
from meeple.games.pandemic import why as pd_why
from meeple.games.pandemic.actions import ACTION_BOUND, action_space
from meeple.games.pandemic.bot import HeuristicBot
from meeple.games.pandemic.rules import (
    EMPTY_LOSES,
    EMPTY_RESHUFFLES,
    FORECAST_NEEDS_SIX,
    FORECAST_TAKE_ALL,
    TIE_CHOICE,
    TIE_SEAT_ORDER,
    PandemicState,
    new_game,
)

add_catalog_dir(Path(__file__).with_name("locale"))
HINTS = SearchHints(guide=HeuristicBot)

# The longest game: 25 turns at most (the Player deck runs out), each of 4 actions and
# their second choices, a draw, 2 Epidemics, 4 Infection cards, discards and the 5 Events
# (and the Contingency Planner's replays). Random play lasts about 60 steps.
MAX_STEPS = 2_000

INFO = GameInfo(
    id="pandemic",
    name={"en": "Pandemic", "fr": "Pandémie"},
    min_players=2,
    max_players=4,
    description={
        "en": "Four diseases spread over the world: find their four cures together in time.",
        "fr": "Quatre maladies se propagent : trouvez ensemble leurs quatre remèdes à temps.",
    },
    options=(
        Option(
            "difficulty",
            "standard",
            c.DIFFICULTIES,
            help="Epidemic cards in the Player deck: introductory 4, standard 5, heroic 6",
        ),
        Option("edition", 2, c.EDITIONS, help="1: the five 2008 roles; 2: the seven of 2013"),
        Option(
            "roles",
            None,
            c.ROLES,
            kind="list",
            distinct=True,
            help="one role per seat, in seat order (default: dealt at random)",
        ),
        Option(
            "first_player_tie",
            TIE_SEAT_ORDER,
            (TIE_SEAT_ORDER, TIE_CHOICE),
            help="two players hold the highest population (Chicago and Lima): who begins",
        ),
        Option(
            "short_forecast",
            FORECAST_TAKE_ALL,
            (FORECAST_TAKE_ALL, FORECAST_NEEDS_SIX),
            help="Forecast with fewer than 6 Infection cards left: take them all, or not playable",
        ),
        Option(
            "empty_infection_deck",
            EMPTY_LOSES,
            (EMPTY_LOSES, EMPTY_RESHUFFLES),
            help="an Infection card to turn and none left: the game is lost, or the discard is "
            "reshuffled",
        ),
    ),
    utility="cooperative",
    # Hands, discards and the board are open to the whole team; the order of both decks
    # and where the Epidemics lie are hidden.
    information="imperfect",
    chance="play",
    action_bound=ACTION_BOUND,
    hidden=("pdeck", "ideck"),
    rules_version=1,
)


def check_roles(config: dict[str, Any]) -> None:
    """Section 7: the 1st edition's box has only five roles."""
    roles = config.get("roles")
    edition = config["edition"]
    allowed = {c.ROLES[index] for index in c.EDITION_ROLES[edition]}
    for role in roles or ():
        if role not in allowed:
            raise InvalidConfig(
                f"the {role} is not in edition {edition}'s box"
                f" (roles: {', '.join(sorted(allowed))})"
            )


@cache  # one per player count
def _action_space(players: int) -> tuple[int, ...]:
    return tuple(action_space(players))


class Pandemic(Game[PandemicState], views=pd_view, notation=pd_notation, tensor=pd_tensor):
    info = INFO
    new_state = new_game
    state_class = PandemicState

    def check_rules_config(self, config: dict[str, Any]) -> None:
        check_roles(config)

    def action_space(self, config: Mapping[str, Any]) -> Sequence[int]:
        return _action_space(config["players"])

    def max_steps(self, config: Mapping[str, Any]) -> int:
        return MAX_STEPS

    # uniform playouts lose nearly every game: the heuristic's move leads the search
    hints = HINTS

    def bots(self) -> Mapping[str, Any]:
        return {"heuristic": HeuristicBot}

    def why_not(
        self, state: PandemicState, seat: int | None, target: str
    ) -> tuple[str, dict[str, Any]]:
        return pd_why.why_not(state, seat, target) or super().why_not(state, seat, target)
