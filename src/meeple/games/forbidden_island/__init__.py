"""Forbidden Island (Matt Leacock, Gamewright 2010; L'Île interdite, Cocktail Games).

The package is a star around its rules: ``rules.py`` (the state and its transitions)
imports neither ``view.py`` nor ``notation.py``; this module wires them together.

>>> import meeple
>>> state = meeple.load("forbidden-island").setup({"players": 2, "difficulty": "normal"}, seed=1)
>>> state.level
2
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, Option
from meeple.engine.i18n import add_catalog_dir
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island import notation as fi_notation
from meeple.games.forbidden_island import tensor as fi_tensor
from meeple.games.forbidden_island import view as fi_view
from meeple.games.forbidden_island import why as fi_why
from meeple.games.forbidden_island.actions import ACTION_BOUND, action_space
from meeple.games.forbidden_island.bot import HeuristicBot
from meeple.games.forbidden_island.fast import FastBot
from meeple.games.forbidden_island.rules import IslandState, new_game
from meeple.games.forbidden_island.search import HINTS

add_catalog_dir(Path(__file__).with_name("locale"))

MAX_STEPS = 2_000


@cache  # one per player count
def _action_space(players: int) -> tuple[int, ...]:
    return tuple(action_space(players))


class ForbiddenIsland(Game[IslandState], views=fi_view, notation=fi_notation, tensor=fi_tensor):
    info = GameInfo(
        id="forbidden-island",
        name={"en": "Forbidden Island", "fr": "L'Île interdite"},
        min_players=2,
        max_players=4,
        description={
            "en": "Capture the four treasures and fly off before the island sinks.",
            "fr": "Prenez les quatre trésors et fuyez en hélicoptère avant que l'île ne sombre.",
        },
        options=(
            Option("difficulty", "novice", c.DIFFICULTIES, help="start of the water level"),
            Option(
                "adventurers",
                None,
                c.ROLES,
                kind="list",
                distinct=True,
                help="one adventurer per seat, in seat order (default: dealt at random)",
            ),
            Option(
                "navigator_uses_powers",
                False,
                (True, False),
                kind="bool",
                help="the Navigator moves an Explorer or Diver with their own move",
            ),
        ),
        utility="cooperative",
        # Hands and discard piles are face up: only the order of the two decks is hidden.
        information="imperfect",
        chance="play",
        action_bound=ACTION_BOUND,
        hidden=("tdeck", "fdeck"),
    )

    new_state = new_game
    state_class = IslandState

    hints = HINTS

    def bots(self) -> Mapping[str, Any]:
        return {"heuristic": HeuristicBot, "fast": FastBot}

    def action_space(self, config: Mapping[str, Any]) -> Sequence[int]:
        return _action_space(config["players"])

    def max_steps(self, config: Mapping[str, Any]) -> int:
        # Random games last 63 steps on average, 134 at most (RESEARCH-API.md, 5.7): the
        # Waters Rise! cards end any game within a few passes through the Treasure deck.
        return MAX_STEPS

    def why_not(
        self, state: IslandState, seat: int | None, target: str
    ) -> tuple[str, dict[str, Any]]:
        return fi_why.why_not(state, seat, target) or super().why_not(state, seat, target)
