"""« Ordre du tour »: the markers are flipped one by one, the colour flipped plays; a
player may play several turns in a row; when the last marker has been flipped all the
markers and all the territory cards are shuffled again."""

from __future__ import annotations

from collections import Counter

from meeple.engine import Rng
from tests.games.risk_junior_narnia.helpers import (
    fields,
    finish_setup,
    items,
    messages,
    phase,
    play,
    position,
    setup,
    turn_colour,
    view,
)

# The witch has just won Telmar with 1 boggle: she can only stop (3 players).
WON = dict(
    players=3,
    board="telmar:witch:1+0,galma:red:2+0,beruna:blue:2+0",
    rest="witch:2+0",
    turn="witch",
    phase="continue",
    battle="telmar",
)


def test_first_marker_flipped_after_setup_decides_who_starts():
    """« Retourne le premier marqueur d'ordre du tour pour déterminer quel joueur
    commence le premier. »"""
    starters = Counter()
    for seed in range(30):
        state = setup(3, seed)
        next_marker = items(fields(state)["markers"])[0]
        finish_setup(state)
        markers = view(state)["markers"]
        assert markers["flipped"] == [next_marker] == [markers["current"]]
        assert markers["face_down"] == 10
        assert turn_colour(state) == next_marker
        assert state.to_move() == {"witch": 0, "red": 1, "blue": 2}[next_marker]
        assert phase(state) == "draw"
        starters[next_marker] += 1
    assert set(starters) == {"witch", "red", "blue"}


def test_markers_flipped_one_by_one_in_their_order():
    """« Après son tour ..., retourne le marqueur suivant pour savoir qui joue ensuite »."""
    state = position(
        **WON,
        flipped="witch",
        markers="red,blue,witch,witch,red,blue,witch,red,blue,witch",
    )
    events = play(state, "0:stop")
    assert "rjn.event.turn" in messages(events)
    markers = view(state)["markers"]
    assert markers["flipped"] == ["witch", "red"] and markers["current"] == "red"
    assert markers["face_down"] == 9
    assert turn_colour(state) == "red" and state.to_move() == 1
    assert items(fields(state)["markers"])[0] == "blue"


def test_a_player_may_play_several_turns_in_a_row():
    """« Il est possible qu'un joueur joue plusieurs tours de suite »: the witch's marker
    twice; her second turn begins at step 2 (« ne pioche pas de carte Narnia pendant les
    tours suivants »)."""
    state = position(
        **WON,
        flipped="witch",
        markers="witch,red,blue,witch,witch,red,blue,witch,red,blue",
    )
    narnia_before = view(state)["decks"]["narnia"]
    play(state, "0:stop")
    assert turn_colour(state) == "witch" and view(state)["markers"]["flipped"] == [
        "witch",
        "witch",
    ]
    assert phase(state) == "territory"
    assert view(state)["decks"]["narnia"] == narnia_before


def test_two_colours_of_one_player_in_a_row_are_a_run_of_turns():
    """With 2 players seat 1 runs red and blue: red then blue is one player playing two
    turns in a row (RULES.md: « same player, even with another colour »)."""
    state = position(
        players=2,
        board="telmar:red:1+0",
        rest="witch:2+0",
        turn="red",
        phase="continue",
        battle="telmar",
        flipped="red",
        markers="blue,witch,red,blue,witch,witch,witch,red,blue,witch",
    )
    play(state, "1:stop")
    assert turn_colour(state) == "blue" and state.to_move() == 1
    assert phase(state) == "territory"
    # With 3 players red and blue are different players: blue draws.
    state = position(
        **{**WON, "board": "telmar:red:1+0,beruna:blue:2+0", "turn": "red"},
        flipped="red",
        markers="blue,witch,red,blue,witch,witch,witch,red,blue,witch",
    )
    play(state, "1:stop")
    assert turn_colour(state) == "blue" and state.to_move() == 2
    assert phase(state) == "draw"


def test_after_the_last_marker_markers_and_territory_cards_reshuffled():
    """« Quand tu as retourné le dernier marqueur, mélange-les tous »; « mélange aussi
    les cartes Territoire, utilisées et non utilisées »."""
    all_flipped = "red,blue,witch,witch,red,blue,witch,red,blue,witch,witch"
    discard = "galma,beruna,lac-gele,telmar,cair-paravel,reverbere,pere-noel"
    next_colours = Counter()
    for seed in range(24):
        state = position(
            **WON, flipped=all_flipped, markers="-", territory_discard=discard, seed=seed
        )
        assert view(state)["markers"]["face_down"] == 0
        assert view(state)["decks"]["territory"] == 18
        play(state, "0:stop")
        markers = view(state)["markers"]
        assert markers["face_down"] == 10 and len(markers["flipped"]) == 1
        assert markers["current"] == turn_colour(state)
        left = Counter(items(fields(state)["markers"])) + Counter(markers["flipped"])
        assert left == Counter({"witch": 5, "red": 3, "blue": 3})
        decks = view(state)["decks"]
        assert decks["territory"] == 25 and decks["territory_discard"] == []
        next_colours[turn_colour(state)] += 1
    assert set(next_colours) == {"witch", "red", "blue"}, "the markers are shuffled"


def test_territory_cards_not_reshuffled_before_the_last_marker():
    state = position(
        **WON,
        flipped="witch,red",
        markers="blue,witch,witch,red,blue,witch,red,blue,witch",
        territory_discard="galma,beruna",
    )
    play(state, "0:stop")
    decks = view(state)["decks"]
    assert decks["territory"] == 23 and decks["territory_discard"] == ["galma", "beruna"]
    assert view(state)["markers"]["face_down"] == 8


def test_always_eleven_markers_over_a_game():
    """« Il devrait toujours y avoir onze marqueurs d'ordre du tour en jeu. »"""
    for players in (2, 3, 4):
        state = finish_setup(setup(players, players))
        rng = Rng(players)
        turns = 0
        while not state.is_over() and turns < 60:
            legal = state.legal_actions()
            events = state.apply(legal[rng.below(len(legal))])
            turns += messages(events).count("rjn.event.turn")
            markers = view(state)["markers"]
            assert markers["face_down"] + len(markers["flipped"]) == 11
