"""Risk Junior Narnia (Richard Borg, Hasbro 2005): the White Witch against Aslan's side
on a map of 25 territories; the turn-order markers say who attacks, the territory cards
where, three attack dice against two defence dice, a 5 or a 6 hits.

The package is a star around ``rules.py`` (the state and its transitions); this module
wires it to ``view.py`` (views, labels, text) and ``notation.py`` (positions, action ids).

>>> import meeple
>>> state = meeple.load("risk-junior-narnia").setup({"players": 2}, seed=1)
>>> state.action_id(state.legal_actions()[0])
'1:character:red:peter'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, Option
from meeple.engine.i18n import add_catalog_dir
from meeple.games.risk_junior_narnia import notation as rjn_notation
from meeple.games.risk_junior_narnia import tensor as rjn_tensor
from meeple.games.risk_junior_narnia import view as rjn_view
from meeple.games.risk_junior_narnia import why as rjn_why
from meeple.games.risk_junior_narnia.actions import ACTION_BOUND
from meeple.games.risk_junior_narnia.bot import HeuristicBot
from meeple.games.risk_junior_narnia.rules import NarniaState, new_game
from meeple.games.risk_junior_narnia.search import HINTS
from meeple.games.risk_junior_narnia.space import action_space

add_catalog_dir(Path(__file__).with_name("locale"))

# The step cap. A game has no bound (a battle lasts while its throws miss), but random
# play (300 games per player count, with and without the options) lasts 430-610 steps on
# average and 908 at most, the heuristic bots 415-545 and 727: MAX_STEPS stops only a
# game gone wrong.
MAX_STEPS = 4_000


class RiskJuniorNarnia(Game[NarniaState], views=rjn_view, notation=rjn_notation, tensor=rjn_tensor):
    info = GameInfo(
        id="risk-junior-narnia",
        name={"en": "Risk Junior: Narnia", "fr": "Risk Junior Narnia"},
        min_players=2,
        max_players=4,
        description={
            "en": "The White Witch holds Narnia in endless winter; Aslan's side fights to"
            " take it back. Flip the turn markers, draw where to attack, roll 5s and 6s,"
            " capture armies for crown points before the last Narnia card.",
            "fr": "La Sorcière blanche tient Narnia dans un hiver éternel ; le camp"
            " d'Aslan se bat pour le reprendre. Retournez les marqueurs, piochez où"
            " attaquer, faites des 5 et des 6, capturez des armées pour gagner des points"
            " de couronne avant la dernière carte Narnia.",
        },
        options=(
            Option(
                "hidden_cards",
                False,
                (True, False),
                kind="bool",
                help="advanced: kept Narnia cards are hidden from the other players",
            ),
            Option(
                "camp_reinforcement",
                False,
                (True, False),
                kind="bool",
                help="advanced: one of the placed armies may go onto a camp you control",
            ),
            Option(
                "woods",
                False,
                (True, False),
                kind="bool",
                help="advanced: attacking a wooded territory, the attacker rolls 2 dice",
            ),
        ),
        # the witch against Aslan's side, each seat scored by its crown points: the
        # scores add up to no constant
        utility="general",
        information="imperfect",
        chance="play",
        action_bound=ACTION_BOUND,
        # the decks' and markers' order, the fixed dice, the kept cards (hidden_cards)
        hidden=("tdeck", "markers", "narnia", "kept", "rolls"),
        # 2: a double asks the roller whether to hit the enemy character (``double``); the
        # box's dice kept (3 or 2 attack dice, always 2 defence dice): Susan, the Fog,
        # Charge!, the Ambush and the Horn roll dice again instead of changing their count
        rules_version=2,
    )

    new_state = new_game
    state_class = NarniaState

    hints = HINTS

    def bots(self) -> Mapping[str, Any]:
        return {"heuristic": HeuristicBot}

    def action_space(self, config: Mapping[str, Any]) -> Sequence[int]:
        return _action_space(config["players"], bool(config["camp_reinforcement"]))

    def max_steps(self, config: Mapping[str, Any]) -> int:
        return MAX_STEPS

    def why_not(
        self, state: NarniaState, seat: int | None, target: str
    ) -> tuple[str, dict[str, Any]]:
        # a finished game and another seat's turn come first: the engine's words
        if state.to_move() is None or seat != state.to_move():
            return super().why_not(state, seat, target)
        return rjn_why.why_not(state, target) or super().why_not(state, seat, target)


@lru_cache(maxsize=8)  # by the only parts of a configuration the space depends on
def _action_space(players: int, camp_reinforcement: bool) -> tuple[int, ...]:
    return tuple(action_space(players, camp_reinforcement))
