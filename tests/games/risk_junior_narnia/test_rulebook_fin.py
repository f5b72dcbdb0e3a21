"""« Gagner la partie »: a side holding every territory wins (on Aslan's side the player
with the most crown points is King or Queen; the Witch stays Queen); otherwise the final
card ends the game: the most crown points wins, a tie goes to the most armies on the
board."""

from __future__ import annotations

from tests.games.risk_junior_narnia.helpers import (
    messages,
    phase,
    play,
    position,
    view,
)


def test_aslan_side_holding_everything_wins():
    """« Si l'un des camps acquiert le contrôle de tous les territoires du plateau de
    jeu, il a gagné. Si le camp d'Aslan gagne de cette manière, le joueur qui a le plus de
    points de couronne devient Roi ou Reine de Narnia. »"""
    state = position(
        players=4,
        board="telmar:witch:1+0,galma:blue:1+0,beruna:yellow:1+0",
        rest="red:1+0",
        turn="red",
        phase="roll",
        battle="telmar",
        att="3+1",
        next="attacker",
        rolls="5+1+2",
        points="witch:9,red:1,blue:4,yellow:2",
    )
    events = play(state, "1:roll")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "rjn.outcome.aslan"
    assert "rjn.outcome.aslan" in messages(events)
    assert phase(state) == "over" and state.legal_actions() == []
    assert outcome.scores == (9.0, 1.0, 4.0, 2.0)
    assert outcome.ranking == (2, 3, 1, 0), "Aslan's side first, by points; the Witch last"


def test_the_witch_holding_everything_wins():
    """« Si la Sorcière blanche l'emporte, elle reste Reine de Narnia. »"""
    state = position(
        players=3,
        board="telmar:red:1+0",
        rest="witch:2+0",
        turn="witch",
        phase="roll",
        battle="telmar",
        att="3+1",
        next="attacker",
        rolls="5+1+2",
        points="witch:0,red:7,blue:3",
    )
    play(state, "0:roll")
    outcome = state.outcome()
    assert outcome.reason == "rjn.outcome.witch" and outcome.ranking[0] == 0
    assert outcome.scores == (0.0, 7.0, 3.0)
    assert view(state)["outcome"]["reason"] == "rjn.outcome.witch"


def test_no_end_while_both_sides_hold_territories():
    state = position(
        players=3,
        board="telmar:red:1+0,galma:blue:1+0",
        rest="witch:2+0",
        turn="witch",
        phase="roll",
        battle="telmar",
        att="3+1",
        next="attacker",
        rolls="5+1+2",
    )
    play(state, "0:roll")
    assert state.outcome() is None


def _final(**fields):
    state = position(turn="witch", phase="draw", narnia="final", **fields)
    play(state, "0:draw")
    assert state.is_over()
    outcome = state.outcome()
    assert outcome.reason == "rjn.outcome.final"
    return outcome


def test_final_card_most_crown_points_wins():
    """« Le joueur qui a le plus de points de couronne gagne la partie »: after the
    scoring of the card (here the witch, holding more territories, gets 5; no camps)."""
    outcome = _final(
        players=3,
        board="telmar:red:2+0,galma:blue:2+0",
        rest="witch:2+0",
        points="witch:3,red:9,blue:8",
    )
    assert outcome.scores == (8.0, 9.0, 8.0)
    assert outcome.ranking[0] == 1
    outcome = _final(
        players=3,
        board="telmar:red:2+0,galma:blue:2+0",
        rest="witch:2+0",
        points="witch:6,red:9,blue:8",
    )
    assert outcome.ranking[0] == 0


def test_final_card_tie_most_armies_on_the_board():
    """« Si 2 joueurs ont le même nombre de points, compte le nombre d'armées qu'ils ont
    encore sur le plateau de jeu. Le joueur qui en a le plus gagne »."""
    outcome = _final(
        players=3,
        board="telmar:red:5+1,galma:blue:9+1",
        rest="witch:2+0",
        points="witch:0,red:9,blue:9",
    )
    assert outcome.scores == (5.0, 9.0, 9.0)
    assert outcome.ranking[:2] == (2, 1)
    outcome = _final(
        players=3,
        board="telmar:red:9+2,galma:blue:9+1",
        rest="witch:2+0",
        points="witch:0,red:9,blue:9",
    )
    assert outcome.ranking[:2] == (1, 2)


def test_final_card_tie_every_army_counts_centaurs_too():
    """« compte le nombre d'armées qu'ils ont encore sur le plateau de jeu »: a centaur is
    an army as a faun is: 4 fauns and 3 centaurs (7) beat 6 fauns."""
    outcome = _final(
        players=3,
        board="telmar:red:4+3,galma:blue:6+0",
        rest="witch:2+0",
        points="witch:0,red:9,blue:9",
    )
    assert outcome.scores[1:] == (9.0, 9.0)
    assert outcome.ranking[:2] == (1, 2)


def test_two_players_seat_score_is_its_better_colour():
    """With 2 players the Aslan player's score is its better marker, red or blue, not
    their sum (RULES.md, A6): 7 against the witch's 4 + 5 loses, though 3 + 7 would
    win."""
    outcome = _final(
        players=2,
        board="telmar:red:2+0,galma:blue:2+0",
        rest="witch:2+0",
        points="witch:4,red:3,blue:7",
    )
    assert outcome.scores == (9.0, 7.0) and outcome.ranking == (0, 1)
