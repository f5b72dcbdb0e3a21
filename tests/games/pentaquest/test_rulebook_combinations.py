"""« Que signifient les symboles des cartes pour les combinaisons à obtenir ? »"""

from __future__ import annotations

from itertools import product

from meeple.games.pentaquest.cards import CARDS, Card
from meeple.games.pentaquest.rules import beats
from tests.games.pentaquest.helpers import ids_of, position


def test_combinaisons_trois_soleils_any_value() -> None:
    """« avec 3 SOLEILS, il faut obtenir 3 dés avec le même chiffre »"""
    three = Card(0, 3, 0, (), "plus")
    assert beats(three, (6, 6, 6, 1, 2))
    assert beats(three, (4, 2, 4, 4, 1))
    assert not beats(three, (4, 4, 1, 1, 2))


def test_combinaisons_soleils_et_lunes_two_different_values() -> None:
    """« 2 SOLEILS et 2 LUNES ... deux fois un 2 avec 2 fois un 5 »"""
    pairs = Card(0, 2, 2, (), "plus")
    assert beats(pairs, (2, 5, 2, 5, 1))
    assert beats(pairs, (4, 4, 6, 6, 6))
    assert not beats(pairs, (2, 2, 1, 3, 5))


def test_combinaisons_quatre_fois_la_meme_valeur_is_not_two_suns_two_moons() -> None:
    """« quatre fois la même valeur ... n'est pas une combinaison dans ce cas »"""
    pairs = Card(0, 2, 2, (), "plus")
    assert not beats(pairs, (3, 3, 3, 3, 1))
    assert not beats(pairs, (3, 3, 3, 3, 3))
    assert beats(Card(0, 4, 0, (), "plus"), (3, 3, 3, 3, 1))


def test_combinaisons_valeurs_obligatoires_other_dice_ignored() -> None:
    """« 2 SOLEILS et une valeur 1 ... Les valeurs des autres dés ne seront pas
    considérées »; facts: a card showing 2-2 is beaten by 1-4-2-3-2."""
    assert beats(Card(0, 0, 0, (2, 2), "plus"), (1, 4, 2, 3, 2))
    sun_one = Card(0, 2, 0, (1,), "plus")
    assert beats(sun_one, (1, 5, 5, 2, 3))
    assert not beats(sun_one, (2, 5, 5, 2, 3))  # no 1
    assert not beats(sun_one, (1, 5, 4, 2, 3))  # no pair besides the 1
    assert not beats(Card(0, 0, 0, (2, 2), "plus"), (2, 1, 3, 4, 5))


def test_combinaisons_sun_may_share_a_fixed_value() -> None:
    """Assumption A3: three 1s satisfy S S + 1 (each fixed face has its own die)."""
    assert beats(Card(0, 2, 0, (1,), "plus"), (1, 1, 1, 2, 3))
    assert not beats(Card(0, 2, 0, (1,), "plus"), (1, 1, 2, 3, 4))


def test_combinaisons_every_card_can_be_beaten() -> None:
    rolls = list(product(range(1, 7), repeat=5))
    for card in CARDS:
        assert any(beats(card, roll) for roll in rolls), card


def test_combinaisons_beat_lists_only_matching_line_cards() -> None:
    # line: 22 (S S S), 29 (S S M M), 1 (1 1), 40 (1 2 3 4 5); dice 4 4 4 2 2
    state = position("line=22,29,1,40; dice=4,4,4,2,2; rerolls=0")
    assert ids_of(state, "0:beat:") == {"0:beat:22", "0:beat:29"}
