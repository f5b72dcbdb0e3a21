"""Why a click on a Pentaquest element offers nothing: the rule in the way, EN and FR."""

from __future__ import annotations

import pytest

from tests.games.pentaquest.helpers import position

# Solo, dice all 6 and no free reroll: the line's cards want other faces, card 5 (+1)
# cannot raise a 6, card 6 (-1) can lower one.
STUCK = "players=1; line=1,2,3,7; army=5,6; dice=6,6,6,6,6; rerolls=0"


def legal_targets(state, seat: int) -> set[str | None]:
    return {state.action_target(a) for a in state.legal_actions(seat)}


@pytest.mark.parametrize(
    ("target", "lang", "reason"),
    [
        (
            "card:line:7",
            "en",
            "Card 7 needs a pair, a 1: your dice show 6 6 6 6 6.",
        ),
        ("card:line:7", "fr", "La carte 7 demande une paire, un 1 : vos dés montrent 6 6"),
        (
            "card:army:0:5",
            "en",
            "This card adds 1 to a die, and no die can go above 6: your dice show 6 6 6 6 6.",
        ),
        ("card:army:0:5", "fr", "Cette carte ajoute 1 à un dé, et aucun dé ne peut dépasser 6"),
        ("die:1", "en", "You have no reroll left: use an army card or beat a card."),
        ("die:1", "fr", "Vous n'avez plus de relance"),
        ("deck", "en", "The dice are already rolled this turn"),
    ],
)
def test_a_rolled_turn_says_which_rule_stands_in_the_way(target, lang, reason):
    state = position(STUCK)
    assert target not in legal_targets(state, 0)
    assert state.why_not(0, target, lang).startswith(reason)


def test_a_minus_card_with_every_die_at_one():
    state = position("players=1; line=1,2,3,7; army=6; dice=1,1,1,1,1; rerolls=0")
    assert "card:army:0:6" not in legal_targets(state, 0)
    assert state.why_not(0, "card:army:0:6") == (
        "This card takes 1 from a die, and no die can go below 1: your dice show 1 1 1 1 1."
    )


def test_before_the_roll_and_cards_of_others():
    state = position("line=42; army=-/3; turn=0")
    assert state.why_not(0, "card:line:42") == "Roll the dice first: click the deck."
    assert state.why_not(0, "card:line:3", "fr") == (
        "La carte 3 est déjà vaincue : elle est dans l'armée de Joueur 2."
    )
    assert state.why_not(0, "card:army:1:3") == (
        "That card is in Player 2's army: only its owner spends it."
    )
    # not seat 1's turn: the engine's default names whose it is
    assert state.why_not(1, "card:army:1:3") == "It is Player 1's turn."
    assert state.why_not(None, "deck").startswith("You are watching this game")


def test_unknown_targets_fall_back_to_the_default():
    state = position(STUCK)
    for target in ("nowhere", "card:line:x", "card:army:9:1", "card:line:999"):
        assert state.why_not(0, target) == "Nothing can be done there now."
