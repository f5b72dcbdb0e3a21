"""Forbidden Desert (Matt Leacock, Gamewright 2013; Le Désert interdit, Cocktail Games).

The package is a star around ``rules.py`` (the state and its transitions): ``view.py``
(what each seat sees, labels, text) and ``notation.py`` (positions as text) read the
rules, and the :class:`ForbiddenDesert` game below wires them together.

>>> import meeple
>>> state = meeple.load("forbidden-desert").setup({"players": 2, "difficulty": "normal"}, seed=1)
>>> state.meter, sum(state.sand)
(2, 8)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, Option
from meeple.engine.hints import SearchHints
from meeple.engine.i18n import add_catalog_dir
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert import notation as fd_notation
from meeple.games.forbidden_desert import tensor as fd_tensor
from meeple.games.forbidden_desert import view as fd_view
from meeple.games.forbidden_desert import why as fd_why
from meeple.games.forbidden_desert.actions import ACTION_BOUND, action_space
from meeple.games.forbidden_desert.bot import HeuristicBot
from meeple.games.forbidden_desert.rules import DesertState, new_game

add_catalog_dir(Path(__file__).with_name("locale"))
HINTS = SearchHints(guide=HeuristicBot)


# The longest games seen: 220 steps in random play, 381 with the heuristic bot, whose
# 5-player games reach 1,400 decisions when every seat that could share water or a card
# passes at each step (the adapters' windows count those passes). A cap well above both.
MAX_STEPS = 5_000


class ForbiddenDesert(Game[DesertState], views=fd_view, notation=fd_notation, tensor=fd_tensor):
    info = GameInfo(
        id="forbidden-desert",
        name={"en": "Forbidden Desert", "fr": "Le Désert interdit"},
        min_players=2,
        max_players=5,
        utility="cooperative",
        information="imperfect",
        chance="play",
        action_bound=ACTION_BOUND,
        hidden=("kind", "edeck", "sdeck", "peek"),
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
                distinct=True,
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

    new_state = new_game
    state_class = DesertState

    # uniform playouts lose nearly every game: the heuristic's move leads the search
    hints = HINTS

    def bots(self) -> Mapping[str, Any]:
        return {"heuristic": HeuristicBot}

    def action_space(self, config: Mapping[str, Any]) -> Sequence[int]:
        return _action_space(config["players"], bool(config.get("storm_tracker", False)))

    def max_steps(self, config: Mapping[str, Any]) -> int:
        return MAX_STEPS

    def why_not(
        self, state: DesertState, seat: int | None, target: str
    ) -> tuple[str, dict[str, Any]]:
        return fd_why.why_not(state, seat, target) or super().why_not(state, seat, target)


@lru_cache(maxsize=16)  # (players, storm_tracker): the only options the space depends on
def _action_space(players: int, storm_tracker: bool) -> tuple[int, ...]:
    return tuple(action_space(players, storm_tracker))
