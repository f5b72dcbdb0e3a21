"""Forbidden Desert (Matt Leacock, Gamewright 2013; Le Désert interdit, Cocktail Games).

>>> import meeple
>>> state = meeple.load("forbidden-desert").setup({"players": 2, "difficulty": "normal"}, seed=1)
>>> state.meter, sum(state.sand)
(2, 8)
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, InvalidConfig, Option, Outcome, Rng
from meeple.engine.i18n import add_catalog_dir
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.rules import DesertState, blank_state, new_game, place_tiles

add_catalog_dir(Path(__file__).with_name("locale"))


class ForbiddenDesert(Game):
    info = GameInfo(
        id="forbidden-desert",
        name={"en": "Forbidden Desert", "fr": "Le Désert interdit"},
        min_players=2,
        max_players=5,
        utility="cooperative",
        description={
            "en": "Dig up the four parts of the flying machine and take off before the"
            " sandstorm buries you or you die of thirst.",
            "fr": "Déterrez les quatre pièces de la machine volante et décollez avant que la"
            " tempête ne vous ensevelisse ou que vous ne mouriez de soif.",
        },
        options=(
            Option("difficulty", "novice", c.DIFFICULTIES, help="start of the storm meter"),
            Option(
                "adventurers",
                None,
                c.ROLES,
                kind="list",
                help="one adventurer per seat, in seat order (default: dealt at random)",
            ),
            Option(
                "storm_tracker",
                False,
                (True, False),
                kind="bool",
                help="add the Storm Tracker card of some printings (13 Equipment cards)",
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

    def new_state(self, config: dict[str, Any], rng: Rng) -> DesertState:
        return new_game(self, config, rng)

    def state_from_json(self, data: Mapping[str, Any]) -> DesertState:
        state = blank_state(self, dict(data["config"]), Rng(data["rng"]))
        place_tiles(state, list(data["slot_at"]))
        state.roles = tuple(data["roles"])
        state.canteen = tuple(c.CANTEEN[role] for role in state.roles)
        for key in (
            "kind", "revealed", "sand", "pos", "water", "part_at", "sdeck", "sdiscard",
            "edeck", "shields", "known", "sknown_top", "sknown_bottom",
        ):  # fmt: skip
            setattr(state, key, list(data[key]))
        state.hands = [list(hand) for hand in data["hands"]]
        for key in ("meter", "current", "phase", "actions_left", "calmed", "storm_left"):
            setattr(state, key, int(data[key]))
        peek = data["peek"]
        state.peek = (
            None if peek is None else [peek[0], peek[1], peek[2], list(peek[3]), list(peek[4])]
        )
        result = data["result"]
        state.result = (
            None
            if result is None
            else Outcome(reason=result["reason"], won=result["won"], args=dict(result["args"]))
        )
        return state

    def from_notation(self, text: str) -> DesertState:
        from meeple.games.forbidden_desert.notation import read_notation

        return read_notation(self, text)

    def bots(self) -> Mapping[str, Any]:
        from meeple.games.forbidden_desert.bot import HeuristicBot

        return {"heuristic": HeuristicBot}
