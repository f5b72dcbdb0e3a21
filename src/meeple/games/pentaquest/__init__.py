"""Pentaquest (Lucio Gozzi, Nerdura Games; Board Game Arena 2022): a dice-and-card game
for 1 to 8 players. Beat the enemies of the quest line with 5 dice; spend the cards you
beat to change the dice.

The package is a star around ``rules.py`` (the state and its transitions): ``view.py``
(what a seat sees, labels, text) and ``notation.py`` (positions and action ids) read the
rules, and :class:`Pentaquest` wires them together as the faces of a state.

>>> import meeple
>>> state = meeple.load("pentaquest").setup({"players": 1}, seed=1)
>>> len(state.line), len(state.deck), state.action_id(state.legal_actions()[0])
(5, 37, '0:roll')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo
from meeple.engine.hints import SearchHints
from meeple.engine.i18n import add_catalog_dir
from meeple.games.pentaquest import confirm as pq_confirm
from meeple.games.pentaquest import notation as pq_notation
from meeple.games.pentaquest import tensor as pq_tensor
from meeple.games.pentaquest import view as pq_view
from meeple.games.pentaquest import why as pq_why
from meeple.games.pentaquest.actions import ACTION_BOUND, action_space
from meeple.games.pentaquest.bot import GreedyBot, StrongBot
from meeple.games.pentaquest.cards import CARDS
from meeple.games.pentaquest.rules import QuestState, new_game

add_catalog_dir(Path(__file__).with_name("locale"))

# The step cap. Solo, a game can never pass SOLO_STEPS: at most 43 turns (42 cards beaten,
# then the failed turn), each a roll, a free reroll and a beat or stop (3 steps), one more
# reroll on the very first roll, and each of the 42 cards spent at most once. With more
# seats, failed turns may follow one another while the deck lasts, so there is no bound:
# random play (2-8 players, 300 games each) lasts 380-415 steps on average and 812 at
# most, so MAX_STEPS stops only a game no one is trying to end.
SOLO_STEPS = 43 * 3 + 1 + 42
MAX_STEPS = 3_000
# The search bot starts from the expected-value bot's move (greedy playouts to the end
# cost about 3 s a decision); a solo game is worth its score: 42 cards at best.
HINTS = SearchHints(score_scale=float(len(CARDS)), guide=StrongBot)


class Pentaquest(Game[QuestState], views=pq_view, notation=pq_notation, tensor=pq_tensor):
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
        # Each seat scores its own cards (army + discards) and the best score wins; the
        # scores do not add up to a constant (the cards beaten by the table vary), so not
        # zero-sum. Solo is a win or a loss for the one seat alone, not a team's result:
        # with no other seat there is nothing to share or oppose, and "general" holds.
        utility="general",
        # Everything but the deck order (the draws to come) and the dice to roll is open.
        information="perfect",
        chance="play",  # each roll refills the line from the deck and rolls the dice
        action_bound=ACTION_BOUND,
        hidden=("deck",),  # its order: resample reshuffles it (and forks the generator)
        # 2: the deck is shuffled by the engine's Rng.shuffle_wide (one wide draw for the
        # deck) instead of a private shuffle that drew 192 bits
        rules_version=2,
    )

    new_state = new_game
    state_class = QuestState

    hints = HINTS

    def bots(self) -> Mapping[str, Any]:
        return {"greedy": GreedyBot, "expected": StrongBot}

    def action_space(self, config: Mapping[str, Any]) -> Sequence[int]:
        return _action_space(config["players"])

    def max_steps(self, config: Mapping[str, Any]) -> int:
        return SOLO_STEPS if config["players"] == 1 else MAX_STEPS

    def confirmation(self, state: QuestState, action: Any) -> tuple[str, dict[str, Any]] | None:
        return pq_confirm.confirmation(state, action)

    def why_not(
        self, state: QuestState, seat: int | None, target: str
    ) -> tuple[str, dict[str, Any]]:
        return pq_why.why_not(state, seat, target) or super().why_not(state, seat, target)


@lru_cache(maxsize=8)  # by player count: the only option the space depends on
def _action_space(players: int) -> tuple[int, ...]:
    return tuple(action_space(players))
