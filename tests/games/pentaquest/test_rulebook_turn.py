"""« Jouer en solo »: the phases [1]-[4] of a turn."""

from __future__ import annotations

from tests.games.pentaquest.helpers import GAME, find, ids, ids_of, play, position


def test_phase_1_line_refilled_to_five() -> None:
    """« [1] Compléter aléatoirement la ligne d'ennemis ... avec 5 cartes »"""
    state = GAME.setup({"players": 1}, seed=3)
    assert len(state.line) == 5 and len(state.deck) == 37
    state = position("line=1,2,3; army=4; dice=-; seed=9")
    assert ids(state) == {"0:roll"}
    assert state.consumes_chance(state.legal_actions()[0])
    play(state, "0:roll")
    assert len(state.line) == 5 and len(state.deck) == 42 - 5 - 1


def test_phase_1_line_not_refilled_from_an_empty_deck() -> None:
    state = position("line=1,2; deck=-; discard=3,4,5")
    play(state, "0:roll")
    assert state.line == [1, 2]


def test_phase_2_automatic_first_roll_of_five_dice() -> None:
    """« [2] un premier jet des 5 dés est fait par BGA »"""
    state = GAME.setup({"players": 1}, seed=5)
    assert state.dice == [0] * 5
    play(state, "0:roll")
    assert all(1 <= value <= 6 for value in state.dice)


def test_phase_3_first_roll_of_the_game_two_free_rerolls() -> None:
    """« au tout premier lancer d'un jeu (et non d'un tour), vous aurez droit à deux
    relances gratuites »"""
    state = GAME.setup({"players": 1}, seed=5)
    play(state, "0:roll")
    assert state.rerolls == 2
    play(state, "0:reroll:1,2,3,4,5")
    assert state.rerolls == 1
    play(state, "0:reroll:2")
    assert state.rerolls == 0
    assert not ids_of(state, "0:reroll:")


def test_phase_3_one_free_reroll_on_later_turns() -> None:
    """« vous avez droit à une relance non décomptée »"""
    state = position("line=1,2,3,4,5; army=6; seed=2")
    play(state, "0:roll")
    assert state.rerolls == 1


def test_phase_3_reroll_any_chosen_dice() -> None:
    """« Vous pouvez relancer tous les dés ou seulement ceux que vous sélectionnez »"""
    state = position("line=42; dice=1,2,3,4,5; rerolls=1; seed=7")
    rerolls = ids_of(state, "0:reroll:")
    assert len(rerolls) == 31 and "0:reroll:1,3,5" in rerolls
    action = find(state, "0:reroll:1,3,5")
    assert state.consumes_chance(action)
    state.apply(action)
    assert state.dice[1] == 2 and state.dice[3] == 4


def test_phase_2_one_card_beaten_per_turn() -> None:
    """« on a droit qu'à une seule carte vaincue par tour »: beating ends the turn."""
    state = position("line=22,24,25; dice=6,6,6,1,2; rerolls=0")
    assert ids_of(state, "0:beat:") == {"0:beat:22", "0:beat:24", "0:beat:25"}
    play(state, "0:beat:24")
    assert state.army == [[24]] and state.line == [22, 25]
    assert ids(state) == {"0:roll"}


def test_phase_4_stop_only_when_nothing_can_be_beaten() -> None:
    state = position("line=22; dice=6,6,6,1,2; rerolls=0")
    assert "0:stop" not in ids(state)
    state = position("line=42; dice=6,6,6,1,2; rerolls=0")
    assert ids(state) == {"0:stop"}


def test_phase_4_abilities_any_number_each_discarded() -> None:
    """« Le nombre de cartes de votre main utilisable ... n'est pas limité »"""
    state = position("line=42; army=1,3,5; dice=6,6,6,5,4; rerolls=0")
    play(state, "0:use:1:die4:+")
    play(state, "0:use:3:die5:+")
    assert state.dice == [6, 6, 6, 6, 5]
    assert state.army == [[5]] and state.discard == [[1, 3]]
    play(state, "0:use:5:die5:+")
    assert state.dice == [6] * 5
    assert ids(state) == {"0:beat:42"}


def test_phase_4_using_a_card_ends_the_free_rerolls() -> None:
    """Assumption A2: the free reroll comes before the modifications."""
    state = position("line=42; army=1; dice=1,2,3,4,5; rerolls=1")
    play(state, "0:use:1:die1:+")
    assert state.rerolls == 0
    assert not {i for i in ids(state) if ":reroll:" in i}
