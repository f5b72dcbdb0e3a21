"""Forbidden Island (Matt Leacock, Gamewright 2010; L'Île interdite, Cocktail Games).

>>> import meeple
>>> state = meeple.load("forbidden-island").setup({"players": 2, "difficulty": "normal"}, seed=1)
>>> state.level
2
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, InvalidConfig, Option, Rng
from meeple.engine.i18n import add_catalog_dir
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.rules import IslandState, board_for, new_game

add_catalog_dir(Path(__file__).with_name("locale"))


class ForbiddenIsland(Game):
    info = GameInfo(
        id="forbidden-island",
        name={"en": "Forbidden Island", "fr": "L'Île interdite"},
        min_players=2,
        max_players=4,
        utility="cooperative",
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
    )

    def check_rules_config(self, config: dict[str, Any]) -> None:
        chosen = config["adventurers"]
        if chosen is None:
            return
        if len(chosen) != config["players"]:
            raise InvalidConfig(
                f"adventurers lists {len(chosen)} adventurer(s) for {config['players']} players"
            )
        if len(set(chosen)) != len(chosen):
            raise InvalidConfig("each adventurer can be chosen only once")

    def new_state(self, config: dict[str, Any], rng: Rng) -> IslandState:
        return new_game(self, config, rng)

    def state_from_json(self, data: Mapping[str, Any]) -> IslandState:
        from meeple.engine import Outcome

        state = object.__new__(IslandState)
        state.game = self
        state.config = dict(data["config"])
        state.rng = Rng(data["rng"])
        state._legal = None
        state.nav_powers = bool(state.config.get("navigator_uses_powers", False))
        state.board = board_for(tuple(data["board"]))
        state.roles = tuple(data["roles"])
        state.pos = list(data["pos"])
        state.tiles = list(data["tiles"])
        state.hands = [list(hand) for hand in data["hands"]]
        for key in ("tdeck", "tdiscard", "fdeck", "fsegments", "fdiscard", "captured", "swimmers"):
            setattr(state, key, list(data[key]))
        for key in ("level", "current", "phase", "actions_left", "flood_left"):
            setattr(state, key, int(data[key]))
        state.pilot_flew = bool(data["pilot_flew"])
        state.heli = tuple(data["heli"]) if data["heli"] is not None else None
        result = data["result"]
        state.result = (
            None
            if result is None
            else Outcome(reason=result["reason"], won=result["won"], args=result["args"])
        )
        return state

    def from_notation(self, text: str) -> IslandState:
        from meeple.games.forbidden_island.notation import read_notation

        return read_notation(self, text)

    def bots(self) -> Mapping[str, Any]:
        from meeple.games.forbidden_island.bot import HeuristicBot

        return {"heuristic": HeuristicBot}
