"""Forbidden Island (Matt Leacock, Gamewright 2010; L'Île interdite, Cocktail Games).

The package is a star around its rules: ``rules.py`` (the state and its transitions)
imports neither ``view.py`` nor ``notation.py``; this module wires them together.

>>> import meeple
>>> state = meeple.load("forbidden-island").setup({"players": 2, "difficulty": "normal"}, seed=1)
>>> state.level
2
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, Option, Rng
from meeple.engine.i18n import add_catalog_dir
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island import notation as fi_notation
from meeple.games.forbidden_island import view as fi_view
from meeple.games.forbidden_island.actions import ACTION_BOUND
from meeple.games.forbidden_island.bot import HeuristicBot
from meeple.games.forbidden_island.rules import IslandState, new_game

add_catalog_dir(Path(__file__).with_name("locale"))


class ForbiddenIsland(Game[IslandState]):
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

    def new_state(self, config: dict[str, Any], rng: Rng) -> IslandState:
        return new_game(self, config, rng)

    def state_from_json(self, data: Mapping[str, Any]) -> IslandState:
        return IslandState.from_json(self, data)

    def from_notation(self, text: str) -> IslandState:
        return fi_notation.read_notation(self, text)

    def bots(self) -> Mapping[str, Any]:
        return {"heuristic": HeuristicBot}

    # -- the faces of a state -------------------------------------------------------------

    def view(self, state: IslandState, seat: int | None) -> dict[str, Any]:
        return fi_view.view(state, seat)

    def notation(self, state: IslandState) -> str:
        return fi_notation.write_notation(state)

    def action_id(self, state: IslandState, action: int) -> str:
        return fi_notation.action_id(action)

    def action_message(self, state: IslandState, action: int) -> tuple[str, dict[str, Any]]:
        return fi_view.action_message(state, action)

    def action_target(self, state: IslandState, action: int) -> str | None:
        return fi_view.action_target(state, action)

    def render_text(self, state: IslandState, seat: int | None, lang: str = "en") -> str:
        return fi_view.render_text(state, seat, lang)
