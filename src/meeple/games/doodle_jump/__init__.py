"""Doodle Jump, the board game (Max Kirps, Ravensburger 2013): 2 to 4 players race their
Doodlers up a ramp of 8 level boards, jumping to pads whose number the dice add up to.

>>> import meeple
>>> state = meeple.load("doodle-jump").setup({"players": 2}, seed=1)
>>> len(state.order), state.action_id(state.legal_actions()[0])
(8, '0:roll')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, Option
from meeple.engine.i18n import add_catalog_dir
from meeple.games.doodle_jump import notation as dj_notation
from meeple.games.doodle_jump import tensor as dj_tensor
from meeple.games.doodle_jump import view as dj_view
from meeple.games.doodle_jump import why as dj_why
from meeple.games.doodle_jump.actions import ACTION_BOUND, action_space
from meeple.games.doodle_jump.bot import ExpertBot, HeuristicBot
from meeple.games.doodle_jump.components import (
    MAX_TURNS,
    NUMBER_DICE,
    OBSTACLE_TILES,
    POWER_TILES,
)
from meeple.games.doodle_jump.rules import JumpState, new_game
from meeple.games.doodle_jump.search import HINTS

add_catalog_dir(Path(__file__).with_name("locale"))

# The step cap: no game can reach it, so the 400-turn guard (components.MAX_TURNS) always
# ends a game first. A turn is at most a roll, one action per die (the number dice and the
# special die, each set aside once used), a continue after each, and its last action;
# each tile adds at most three (its use or bounce, a won obstacle's effect, a continue).
# Random play lasts 190-310 steps on average, 1,613 at most (expert, 2 players, the
# guard reached; 200 games per setting), and at most 14 in one turn.
STEPS_PER_TURN = 1 + 2 * (NUMBER_DICE + 1) + 1
TILE_COUNT = sum(count for _, count in POWER_TILES + OBSTACLE_TILES)
MAX_STEPS = MAX_TURNS * STEPS_PER_TURN + 3 * TILE_COUNT


class DoodleJump(Game[JumpState], views=dj_view, notation=dj_notation, tensor=dj_tensor):
    """The game, and the one module wiring its rules to its view and notation."""

    info = GameInfo(
        id="doodle-jump",
        name={"en": "Doodle Jump", "fr": "Doodle Jump"},
        min_players=2,
        max_players=4,
        description={
            "en": "Roll the dice and add them up to jump your Doodler from pad to pad up"
            " a ramp of eight levels; push your luck, or fall. First to the top wins.",
            "fr": "Lancez les dés et additionnez-les pour faire sauter votre Doodler de"
            " plate-forme en plate-forme sur huit niveaux ; tentez votre chance, ou tombez."
            " Le premier en haut gagne.",
        },
        options=(
            Option(
                "variant",
                "base",
                ("base", "expert"),
                help="expert: obstacle tiles (UFOs, monsters, a black hole) in the bag",
            ),
            Option(
                "tiles",
                True,
                (True, False),
                kind="bool",
                help="play with the power tiles (the rulebook's tip: none the first game)",
            ),
            Option(
                "order",
                "shuffled",
                ("shuffled", "alphabetical"),
                help="the level boards in a random order, or A at the bottom to H at the top",
            ),
        ),
        # one winner scores 1, every other seat 0: the returns always add up to 1
        utility="zero-sum",
        # the order of the tiles in the bag is hidden from every seat
        information="imperfect",
        chance="play",
        action_bound=ACTION_BOUND,
        hidden=("bag",),
    )

    new_state = new_game
    state_class = JumpState

    hints = HINTS

    def bots(self) -> Mapping[str, Any]:
        return {"heuristic": HeuristicBot, "expert": ExpertBot}

    def action_space(self, config: Mapping[str, Any]) -> Sequence[int]:
        return _action_space(config["players"], config["variant"] == "expert", config["tiles"])

    def max_steps(self, config: Mapping[str, Any]) -> int:
        return MAX_STEPS

    def why_not(
        self, state: JumpState, seat: int | None, target: str
    ) -> tuple[str, dict[str, Any]]:
        # a finished game and another seat's turn come first: the engine's words
        if state.to_move() is None or seat != state.to_move():
            return super().why_not(state, seat, target)
        return dj_why.why_not(state, target) or super().why_not(state, seat, target)


@lru_cache(maxsize=32)  # (players, expert, tiles): the options the space depends on
def _action_space(players: int, expert: bool, tiles: bool) -> tuple[int, ...]:
    return tuple(action_space(players, expert, tiles))
