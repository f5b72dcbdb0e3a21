"""« Étape 5 : Gagne des points de couronne »: 5 fauns of one colour or 5 boggles = 1
point, 3 centaurs or 3 minotaurs = 1 point, the armies go back to their owner; a camp
taken gives 2 points at once. Example 4: the trade at Beruna before the battle goes on."""

from __future__ import annotations

from tests.games.risk_junior_narnia.helpers import (
    battle,
    captured,
    colour,
    messages,
    phase,
    play,
    points,
    position,
    supply,
)

# The witch attacks red's Telmar (3 players).
WITCH_ATTACKS = dict(
    players=3,
    board="telmar:red:6+3,galma:blue:6+3",
    rest="witch:2+0",
    turn="witch",
    phase="roll",
    battle="telmar",
    att="3+1",
)


def test_five_fauns_of_one_colour_one_point_back_to_their_owner():
    """« 5 faunes (de la même couleur d'armée) ... = 1 point de couronne »; « Rends les
    armées ... au joueur à qui elles appartiennent »."""
    state = position(**WITCH_ATTACKS, next="attacker", captured="witch:red:4+0", rolls="5+1+2")
    before = supply(state, "red")
    events = play(state, "0:roll")
    assert "rjn.event.trade" in messages(events)
    assert points(state, "witch") == 1
    assert captured(state, "witch", "red") == (0, 0)
    assert supply(state, "red") == (before[0] + 5, before[1])


def test_fauns_of_different_colours_do_not_make_a_set():
    state = position(
        **WITCH_ATTACKS, next="attacker", captured="witch:red:2+0,witch:blue:2+0", rolls="5+5+1"
    )
    play(state, "0:roll")
    assert captured(state, "witch", "red") == (4, 0)
    assert captured(state, "witch", "blue") == (2, 0)
    assert points(state, "witch") == 0


def test_three_centaurs_one_point():
    """« 3 centaures ou 3 minotaures = 1 point de couronne »."""
    state = position(
        **{**WITCH_ATTACKS, "board": "telmar:red:0+3,galma:blue:6+3"},
        next="attacker",
        captured="witch:red:3+2",
        rolls="6+1+2",
    )
    before = supply(state, "red")
    play(state, "0:roll")
    assert points(state, "witch") == 1
    assert captured(state, "witch", "red") == (3, 0)
    assert supply(state, "red") == (before[0], before[1] + 3)


def test_five_boggles_and_three_minotaurs():
    state = position(**WITCH_ATTACKS, captured="red:witch:4+2", rolls="5+6")
    before = supply(state, "witch")
    play(state, "1:roll")
    assert phase(state) == "hit"
    play(state, "1:hit:minotaur")
    assert points(state, "red") == 2
    assert captured(state, "red", "witch") == (0, 0)
    assert supply(state, "witch") == (before[0] + 5, before[1] + 3)
    assert battle(state)["attackers"] == {"boggle": 2, "minotaur": 0}


def test_points_go_to_the_capturing_colour():
    """Crown points are per colour (score markers); with 2 players seat 1's score is its
    better colour's (RULES.md, A6)."""
    state = position(
        players=2,
        board="telmar:witch:6+3,galma:blue:2+0,beruna:red:2+0",
        rest="witch:1+0",
        turn="blue",
        phase="roll",
        battle="telmar",
        att="3+1",
        next="attacker",
        captured="blue:witch:4+0,red:witch:4+0",
        points="red:3",
        rolls="5+1+2",
    )
    play(state, "1:roll")
    assert points(state, "blue") == 1 and points(state, "red") == 3
    assert captured(state, "red", "witch") == (4, 0)
    assert list(state.view(None)["scores"]) == [0, 3]


def test_a_camp_taken_two_points_at_once():
    """« tu gagnes immédiatement 2 points de couronne »."""
    state = position(
        players=3,
        board="telmar:witch:1+0:camp,galma:blue:2+0,beruna:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="roll",
        battle="telmar",
        att="3+1",
        next="attacker",
        rolls="5+1",
    )
    events = play(state, "1:roll")
    assert "rjn.event.points" in messages(events)
    assert points(state, "red") == 2
    assert colour(state, "red")["camps"] == ["telmar"]


def test_example_4_the_trade_at_beruna():
    """Exemple 4 : red attacks Beruna; the Witch rolls 1 and 5, the 5 captures a red
    faun: with the earlier battles that makes 5 red fauns captured; she gives them back
    to red and moves her score marker one space « avant la reprise du combat »."""
    state = position(
        players=3,
        board="beruna:witch:2+0,galma:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="roll",
        battle="beruna",
        att="3+1",
        captured="witch:red:4+0",
        rolls="1+5",
    )
    before = supply(state, "red")
    play(state, "0:roll")
    assert battle(state)["last"]["defender"] == [1, 5]
    assert battle(state)["attackers"] == {"faun": 2, "centaur": 1}
    assert points(state, "witch") == 1
    assert captured(state, "witch", "red") == (0, 0)
    assert supply(state, "red") == (before[0] + 5, before[1])
    # The battle goes on: red's attack dice next.
    assert phase(state) == "roll" and battle(state)["next"] == "attacker"
