"""Pentaquest (Lucio Gozzi, Nerdura Games; Board Game Arena 2022): a dice-and-card game
for 1 to 8 players. Beat the enemies of the quest line with 5 dice; spend the cards you
beat to change the dice.

>>> import meeple
>>> state = meeple.load("pentaquest").setup({"players": 1}, seed=1)
>>> len(state.line), len(state.deck), state.action_id(state.legal_actions()[0])
(5, 37, '0:roll')
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, Rng
from meeple.engine.i18n import add_catalog_dir
from meeple.games.pentaquest.rules import QuestState, new_game, state_from_json

add_catalog_dir(Path(__file__).with_name("locale"))


class Pentaquest(Game):
    info = GameInfo(
        id="pentaquest",
        name={"en": "Pentaquest", "fr": "Pentaquest"},
        min_players=1,
        max_players=8,
        description={
            "en": "Roll five dice to beat the enemies of the quest line, then spend the"
            " cards you beat to change your dice. Solo, fail a turn and you lose.",
            "fr": "Lancez cinq dés pour vaincre les ennemis de la ligne, puis dépensez les"
            " cartes vaincues pour modifier vos dés. En solo, un tour raté et c'est perdu.",
        },
    )

    def new_state(self, config: dict[str, Any], rng: Rng) -> QuestState:
        return new_game(self, config, rng)

    def state_from_json(self, data: Mapping[str, Any]) -> QuestState:
        return state_from_json(self, data)

    def from_notation(self, text: str) -> QuestState:
        from meeple.games.pentaquest.notation import read_notation

        return read_notation(self, text)

    def bots(self) -> Mapping[str, Any]:
        from meeple.games.pentaquest.bot import GreedyBot, StrongBot

        return {"greedy": GreedyBot, "strong": StrongBot}
