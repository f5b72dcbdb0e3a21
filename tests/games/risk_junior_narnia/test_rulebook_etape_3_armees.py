"""« Étape 3 : Place tes armées »: 3 fauns and 1 centaur (the Witch: 3 boggles and 1
minotaur) on the battle territory, and one character if wished; one character per side
on a territory."""

from __future__ import annotations

import pytest

from meeple.engine import InvalidConfig
from tests.games.risk_junior_narnia.helpers import (
    assert_illegal,
    battle,
    character,
    ids,
    ids_of,
    phase,
    play,
    position,
    supply,
    territory,
    view,
)

PLACE = dict(players=3, board="telmar:witch:2+0,galma:red:2+0", phase="place", battle="telmar")


def test_three_fauns_and_one_centaur():
    """« Prends 3 faunes et 1 centaure. ... Place ces armées sur le territoire de
    combat. »"""
    state = position(**PLACE, turn="red")
    before = supply(state, "red")
    play(state, "1:nosend")
    assert battle(state)["attackers"] == {"faun": 3, "centaur": 1}
    assert supply(state, "red") == (before[0] - 3, before[1] - 1)
    assert phase(state) == "roll"


def test_the_witch_places_three_boggles_and_one_minotaur():
    """« Si tu joues la Sorcière blanche, prends 3 scrofuleux et 1 minotaure. »"""
    state = position(
        players=3,
        board="galma:red:2+0",
        rest="witch:2+0",
        turn="witch",
        phase="place",
        battle="galma",
    )
    before = supply(state, "witch")
    play(state, "0:nosend")
    assert battle(state)["attackers"] == {"boggle": 3, "minotaur": 1}
    assert supply(state, "witch") == (before[0] - 3, before[1] - 1)


def test_placement_takes_what_the_supply_has():
    state = position(**PLACE, turn="red", supply="red:2+0,witch:10+10,blue:10+10")
    play(state, "1:nosend")
    assert battle(state)["attackers"] == {"faun": 2, "centaur": 0}
    assert supply(state, "red") == (0, 0)


def test_a_character_if_wished():
    """« Tu peux aussi choisir d'envoyer un personnage au combat »: any character the
    colour holds on its card, or none."""
    state = position(
        **PLACE,
        turn="red",
        characters="lucy:red:card,peter:red:card,susan:blue:card",
    )
    assert ids_of(state, "1:send:") == {"1:send:lucy", "1:send:peter"}
    assert "1:nosend" in ids(state)
    play(state, "1:send:peter")
    peter = character(state, "peter")
    assert peter["state"] == "board" and peter["territory"] == "telmar"
    assert peter["holder"] == "red"
    assert view(state)["turn"]["sent"] is True
    assert battle(state)["attackers"] == {"faun": 3, "centaur": 1}
    assert territory(state, "telmar")["characters"] == ["peter"]


def test_no_character_on_the_board_nor_stone_nor_unheld_may_be_sent():
    """A character standing on a territory stays there (« ton personnage doit rester sur
    ton dernier territoire de victoire et tu ne peux pas le récupérer »); stone ones and
    those in the Wardrobe or Pavilion are no one's to send."""
    state = position(
        players=3,
        board="telmar:witch:2+0,galma:red:2+0",
        phase="place",
        battle="telmar",
        turn="red",
        characters="peter:red:galma,tumnus:-:courtyard:stone,lucy:-:wardrobe,edmund:blue:card",
    )
    assert ids_of(state, "1:send:") == set()
    assert ids(state) == {"1:nosend"}
    assert_illegal(state, "1:send:peter", "1:send:tumnus", "1:send:lucy", "1:send:edmund")


def test_the_witch_may_send_the_white_witch():
    state = position(
        players=3,
        board="galma:red:2+0",
        rest="witch:2+0",
        turn="witch",
        phase="place",
        battle="galma",
    )
    assert ids_of(state, "0:send:") == {"0:send:white-witch"}
    play(state, "0:send:white-witch")
    assert character(state, "white-witch")["territory"] == "galma"


def test_one_character_per_side_on_a_territory():
    """« Il ne peut y avoir qu'un seul personnage par camp sur un même territoire. »: a
    position with two is refused; after a victory the move carries only the character
    already there, no new one is sent (« 1 personnage au combat par tour »)."""
    with pytest.raises(InvalidConfig):
        position(
            players=3,
            board="galma:red:2+0",
            characters="peter:red:galma,lucy:red:galma",
        )
    state = position(
        players=3,
        board="galma:red:4+1",
        rest="witch:2+0",
        turn="red",
        phase="continue",
        battle="galma",
        characters="peter:red:galma,lucy:red:card",
        sent=1,
    )
    moves = ids_of(state, "1:move:")
    assert moves and all(aid.count(":") in (4, 5) for aid in moves)
    assert {aid.split(":")[5] for aid in moves if aid.count(":") == 5} == {"peter"}
    aid = next(aid for aid in sorted(moves) if aid.endswith(":1:0:peter"))
    play(state, aid)
    assert phase(state) == "roll" and ids(state) == {"0:roll"}
    assert character(state, "lucy")["state"] == "card"


def test_the_card_extra_armies_come_with_the_placement():
    state = position(**PLACE, turn="red", kept="red:pavilion")
    play(state, "1:play:pavilion", "1:nosend")
    assert battle(state)["attackers"] == {"faun": 5, "centaur": 1}
