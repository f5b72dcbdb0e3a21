"""An illegal action's error says whose turn it is by the player's name, counted from 1
("Player 1"), never "seat 0" (issue 18, words); in French too where asked."""

from __future__ import annotations

import re

import pytest

import meeple
from meeple.engine import State
from meeple.engine.errors import IllegalAction
from meeple.engine.i18n import player_names

GAMES = [info.id for info in meeple.games()]
SEAT_NUMBER = re.compile(r"\b(seats?|places?|si[eè]ges?)\s+#?\d", re.IGNORECASE)


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_action_names_the_player_to_move(game: str) -> None:
    state = meeple.load(game).setup(seed=3)
    seat = state.to_move()
    assert seat is not None
    with pytest.raises(IllegalAction) as caught:
        state.parse_action("no-such-action")
    text = str(caught.value)
    assert f"Player {seat + 1}" in text and not SEAT_NUMBER.search(text), text
    turn = state.describe_turn("en")
    assert f"Player {seat + 1}" in turn and not SEAT_NUMBER.search(turn), turn


@pytest.mark.parametrize("game", GAMES)
def test_the_turn_in_french_names_the_player(game: str) -> None:
    state = meeple.load(game).setup(seed=3)
    turn = state.describe_turn("fr")
    assert "Joueur" in turn and not SEAT_NUMBER.search(turn), turn


def test_the_default_sentence_is_translated_and_uses_display_names() -> None:
    state = meeple.load("doodle-jump").setup(seed=3)
    seat = state.to_move()
    assert seat is not None
    # the engine's sentence, which a game's own describe_turn builds on
    assert State.describe_turn(state, "en") == f"It is Player {seat + 1}'s turn."
    assert State.describe_turn(state, "fr") == f"C'est au tour de Joueur {seat + 1}."
    names = ["Bob"] * state.players
    names[seat] = "Ana"
    with player_names(names):
        assert State.describe_turn(state, "en") == "It is Ana's turn."
