"""Pentaquest's labels name a card's combination in words (issue 18, words): "Beat card 30
(two pairs)", never the board's S/M shorthand ("S S M M"), in English and French."""

from __future__ import annotations

import re

import pytest

import meeple
from meeple.engine.i18n import translate
from meeple.games.pentaquest.cards import CARDS, combination_words

SHORTHAND = re.compile(r"\b[SM]\b")


@pytest.fixture(autouse=True)
def catalogues() -> None:
    meeple.games()  # the game's catalogue joins the lookups


@pytest.mark.parametrize(
    ("card", "lang", "label"),
    [
        (30, "en", "Beat card 30 (two pairs)"),
        (30, "fr", "Battre la carte 30 (deux paires)"),
        (36, "en", "Beat card 36 (a full house)"),
        (38, "fr", "Battre la carte 38 (un carré)"),
        (19, "en", "Beat card 19 (a pair, a 1, a 6)"),
        (13, "fr", "Battre la carte 13 (un 1, un 2, un 3)"),
    ],
)
def test_a_beat_label_spells_the_combination_out(card: int, lang: str, label: str) -> None:
    args = {"card": card, "combination": combination_words(CARDS[card - 1])}
    assert translate("pq.action.beat", lang, args) == label


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_card_is_labelled_in_shorthand(lang: str) -> None:
    for card in CARDS:
        args = {"card": card.number, "combination": combination_words(card)}
        label = translate("pq.action.beat", lang, args)
        assert not SHORTHAND.search(label) and "pq.combo" not in label, label


def test_a_beat_action_of_a_game_reads_in_words() -> None:
    """The label the page and the terminal show, from a game in play."""
    state = meeple.load("pentaquest").setup({"players": 1}, seed=2)
    labels: list[str] = []
    for _ in range(40):  # roll, then end turns until some card can be beaten
        actions = state.legal_actions()
        labels = [state.action_label(a, "en") for a in actions]
        if any(label.startswith("Beat card") for label in labels) or state.to_move() is None:
            break
        state.apply(actions[0] if len(actions) == 1 else actions[-1])
    beats = [label for label in labels if label.startswith("Beat card")]
    assert beats and not any(SHORTHAND.search(label) for label in beats), labels
