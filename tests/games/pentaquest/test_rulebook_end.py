"""« [5] Vérifiez les conditions de fin du jeu », « Jouer à plusieurs », « Score »."""

from __future__ import annotations

from tests.games.pentaquest.helpers import GAME, ids, play, position


def test_fin_du_jeu_solo_no_card_beaten_loses() -> None:
    """« si vous n'arrivez pas à battre un monstre, vous avez perdu définitivement »"""
    state = position("line=42; army=1,2; discard=3; dice=1,2,3,4,6; rerolls=0")
    play(state, "0:stop")
    outcome = state.outcome()
    assert outcome is not None and outcome.won is False
    assert outcome.scores == (2,) and state.legal_actions() == []


def test_fin_du_jeu_solo_deck_and_line_empty_wins() -> None:
    """« s'il n'y a plus de cartes ... vous avez gagné ! Votre score est égal au nombre de
    cartes que vous avez encore en main »"""
    state = position("line=22; deck=-; army=1,2,3; dice=6,6,6,1,2; rerolls=0")
    play(state, "0:beat:22")
    outcome = state.outcome()
    assert outcome is not None and outcome.won is True
    assert outcome.scores == (4,)
    assert outcome.returns(1) == [1.0]


def test_fin_du_jeu_solo_goes_on_while_cards_remain() -> None:
    """« si vous avez battu une carte et qu'il en reste en jeu, recommencez »"""
    state = position("line=22,42; deck=-; dice=6,6,6,1,2; rerolls=0")
    play(state, "0:beat:22")
    assert state.outcome() is None and ids(state) == {"0:roll"}


def test_score_maximum_42() -> None:
    """« Le score maximal que vous pouvez atteindre est de 42 »"""
    army = ",".join(str(n) for n in range(1, 42))
    state = position(f"line=42; deck=-; army={army}; dice=6,6,6,6,6; rerolls=0")
    play(state, "0:beat:42")
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (42,)


def test_jouer_a_plusieurs_failed_turn_passes() -> None:
    """« Qu'un joueur batte une créature ou non pendant son tour n'annule pas la partie »"""
    state = position("players=3; line=42; turn=1; dice=1,2,3,4,6; rerolls=0")
    play(state, "1:stop")
    assert state.outcome() is None and ids(state) == {"2:roll"}


def test_jouer_a_plusieurs_shared_line_personal_armies() -> None:
    state = position("players=2; line=22,24; dice=6,6,6,1,2; rerolls=0")
    play(state, "0:beat:22")
    play(state, "1:roll")
    assert state.line[0] == 24 and len(state.line) == 5
    assert state.army[0] == [22] and state.army[1] == []


def test_jouer_a_plusieurs_score_army_plus_own_discards() -> None:
    """« Le plus haut score ... chaque armée restante individuelle, additionnées des
    cartes défaussées par le même joueur, gagne. »"""
    state = position(
        "players=3; line=22; deck=-; army=1/2,3/4; discard=5,6,7/8/-; turn=2;"
        " dice=6,6,6,1,2; rerolls=0"
    )
    play(state, "2:beat:22")
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (4, 3, 2)
    assert outcome.ranking == (0, 1, 2) and outcome.won is None


def test_jouer_a_plusieurs_ends_after_a_barren_round_on_an_empty_deck() -> None:
    """Assumption A5: with the deck empty, a whole round beating nothing ends the game."""
    state = position("players=2; line=42; deck=-; turn=1; fails=1; dice=1,2,3,4,6; rerolls=0")
    play(state, "1:stop")
    assert state.outcome() is not None


def test_setup_players_one_to_eight() -> None:
    assert GAME.info.min_players == 1 and GAME.info.max_players == 8
    assert not GAME.info.cooperative
