"""« Les effets des cartes ennemis, notés en haut à droite »"""

from __future__ import annotations

from tests.games.pentaquest.helpers import find, ids_of, play, position

# Card 1: plus; 2: minus; 13: plus-or-minus; 27: mirror; 23: reroll (up to 2 dice).


def test_plus_adds_one_max_six() -> None:
    """« le [PLUS] ajoute la valeur 1 à la face sélectionnée [max = 6] »"""
    state = position("line=42; army=1; dice=6,1,2,3,4; rerolls=0")
    uses = ids_of(state, "0:use:")
    assert "0:use:1:die1:+" not in uses
    assert uses == {"0:use:1:die2:+", "0:use:1:die3:+", "0:use:1:die4:+", "0:use:1:die5:+"}
    play(state, "0:use:1:die2:+")
    assert state.dice == [6, 2, 2, 3, 4] and state.discard == [[1]]


def test_minus_subtracts_one_min_one() -> None:
    """« le [MOINS] soustrait la valeur 1 de la face sélectionné [min = 1] »"""
    state = position("line=42; army=2; dice=1,6,2,3,4; rerolls=0")
    uses = ids_of(state, "0:use:")
    assert "0:use:2:die1:-" not in uses and "0:use:2:die2:-" in uses
    play(state, "0:use:2:die2:-")
    assert state.dice == [1, 5, 2, 3, 4]


def test_plus_ou_moins_either_way_within_limits() -> None:
    """« le [PLUS OU MOINS] ajoute ou soustrait, à votre choix, la valeur 1 »"""
    state = position("line=42; army=13; dice=1,6,3,3,3; rerolls=0")
    uses = ids_of(state, "0:use:")
    assert "0:use:13:die1:+" in uses and "0:use:13:die1:-" not in uses
    assert "0:use:13:die2:-" in uses and "0:use:13:die2:+" not in uses
    assert "0:use:13:die3:+" in uses and "0:use:13:die3:-" in uses


def test_spirale_rerolls_chosen_dice() -> None:
    """« la [SPIRALE] relance un ou plusieurs dés à sélectionner »"""
    state = position("line=42; army=23; dice=1,2,3,4,5; rerolls=0; seed=3")
    uses = ids_of(state, "0:use:")
    assert "0:use:23:reroll:1,4" in uses and "0:use:23:reroll:1,2,4" not in uses  # size 2
    action = find(state, "0:use:23:reroll:1,4")
    assert state.consumes_chance(action)
    state.apply(action)
    assert state.dice[1:3] == [2, 3] and state.dice[4] == 5
    assert state.discard == [[23]]


def test_fleche_oblique_mirror_faces() -> None:
    """« la [FLECHE OBLIQUE] inverse le dé sélectionné sur sa face miroir (1 devient 6,
    2 devient 5 …) »"""
    state = position("line=42; army=27; dice=1,2,3,4,6; rerolls=0")
    for die, before in enumerate([1, 2, 3, 4, 6], start=1):
        other = state.clone()
        play(other, f"0:use:27:die{die}:mirror")
        assert other.dice[die - 1] == 7 - before
    assert not state.consumes_chance(find(state, "0:use:27:die1:mirror"))
