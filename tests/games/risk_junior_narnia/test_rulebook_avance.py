"""« Options de règles avancées »: hidden Narnia cards (kept face down: never in another
seat's view), one army onto a camp instead of the battle, wooded territories cut the
attack to 2 dice."""

from __future__ import annotations

import json

import pytest

from tests.games.risk_junior_narnia.helpers import (
    WOODED,
    armies,
    battle,
    character,
    colour,
    game_map,
    ids,
    phase,
    play,
    position,
    setup,
    territory,
    view,
)

# -- Cartes Narnia cachées ----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hidden_kept_cards_never_in_another_seats_view(players: int):
    """« Cache tes cartes Narnia aux autres joueurs. Si tu gardes des cartes Narnia pour
    les jouer plus tard, retourne-les face cachée »: only the count shows."""
    state = position(
        players=players,
        hidden_cards=1,
        kept="red:fog+horn,witch:shield",
        board="telmar:red:2+0,galma:blue:2+0",
        rest="witch:2+0",
    )
    seats = {"witch": 0, "red": 1}
    for name, cards in (("red", {"fog", "horn"}), ("witch", {"shield"})):
        for seat in [None, *range(players)]:
            entry = colour(state, name, seat)
            assert entry["cards_count"] == len(cards)
            text = json.dumps(view(state, seat))
            if seat == seats[name]:
                assert {c["id"] for c in entry["cards"]} == cards
            else:
                assert entry["cards"] is None
                assert not any(f'"id": "{c}"' in text for c in cards), (name, seat)


def test_two_players_the_aslan_seat_sees_both_its_colours():
    state = position(
        players=2,
        hidden_cards=1,
        kept="red:fog,blue:horn",
        board="telmar:red:2+0,galma:blue:2+0",
        rest="witch:2+0",
    )
    assert colour(state, "blue", 1)["cards"] == [{"id": "horn", "kind": "keep"}]
    assert colour(state, "red", 1)["cards"] == [{"id": "fog", "kind": "keep"}]
    assert colour(state, "red", 0)["cards"] is None


def test_without_the_option_kept_cards_are_face_up():
    """« place-la, face visible, devant toi »."""
    state = position(players=3, kept="red:fog", board="telmar:red:2+0", rest="witch:2+0")
    for seat in (None, 0, 1, 2):
        assert colour(state, "red", seat)["cards"] == [{"id": "fog", "kind": "keep"}]


def test_drawing_a_hidden_card_does_not_tell_it():
    state = position(
        players=3,
        hidden_cards=1,
        turn="red",
        phase="draw",
        narnia="horn,final",
        board="telmar:red:2+0",
        rest="witch:2+0",
    )
    events = play(state, "1:draw")
    assert colour(state, "red", 1)["cards"] == [{"id": "horn", "kind": "keep"}]
    # only red's seat reads the card it drew (tests/games/risk_junior_narnia/test_hidden_events.py)
    for seat in (None, 0, 2):
        for event in events:
            if event.visible_to(seat):
                assert "horn" not in json.dumps(event.args), event
    assert any("horn" in json.dumps(event.args) for event in events if event.visible_to(1))
    assert colour(state, "red", 0)["cards"] is None
    assert colour(state, "red", 0)["cards_count"] == 1


# -- Armées: one army onto a camp ---------------------------------------------------------

REINFORCE = dict(
    players=3,
    board="telmar:witch:2+0,galma:red:2+1:camp,beruna:blue:2+1:camp",
    rest="witch:2+0",
    turn="red",
    phase="place",
    battle="telmar",
)


def test_one_army_onto_a_camp_instead_of_the_battle():
    """« tu peux placer une pièce d'armée sur un campement que tu contrôles de ton choix,
    au lieu de la placer sur le territoire de combat avec le reste de tes armées »."""
    state = position(**REINFORCE, camp_reinforcement=1)
    play(state, "1:nosend")
    assert phase(state) == "reinforce"
    assert ids(state) == {"1:reinforce:galma", "1:reinforce:none"}
    play(state, "1:reinforce:galma")
    assert armies(state, "galma") == (3, 1)
    assert sum(battle(state)["attackers"].values()) == 3
    assert phase(state) == "roll"


def test_reinforcement_may_be_declined():
    state = position(**REINFORCE, camp_reinforcement=1)
    play(state, "1:nosend", "1:reinforce:none")
    assert battle(state)["attackers"] == {"faun": 3, "centaur": 1}
    assert armies(state, "galma") == (2, 1)


def test_a_character_whose_only_army_goes_to_a_camp_goes_back_to_its_card():
    """« tu peux placer une pièce d'armée sur un campement [...] au lieu de la placer sur
    le territoire de combat »; « Quand ta dernière armée sur un territoire est vaincue,
    tout personnage t'appartenant [...] doit être renvoyé sur sa carte Personnage »: with
    no army of its side left on the battle territory the character goes back (Aslan too,
    the first character of the data)."""
    state = position(
        **REINFORCE, camp_reinforcement=1, supply="red:1+0", characters="aslan:red:card"
    )
    play(state, "1:send:aslan")
    assert territory(state, "telmar")["characters"] == ["aslan"]
    play(state, "1:reinforce:galma")
    assert armies(state, "galma") == (3, 1)
    aslan = character(state, "aslan")
    assert aslan["state"] == "card" and aslan["holder"] == "red"
    assert territory(state, "telmar")["characters"] == []


def test_no_reinforcement_without_the_option_or_without_a_camp():
    state = position(**REINFORCE)
    play(state, "1:nosend")
    assert phase(state) == "roll"
    state = position(
        **{**REINFORCE, "board": "telmar:witch:2+0,galma:red:2+1"}, camp_reinforcement=1
    )
    play(state, "1:nosend")
    assert phase(state) == "roll"


# -- Puissance d'attaque: the woods -------------------------------------------------------


@pytest.mark.parametrize("woods", [0, 1])
def test_wooded_territories_two_attack_dice(woods: int):
    """« Quand tu attaques des territoires particulièrement boisés (Cair Paravel, Enclave
    alliée, Réverbère, Père Noël, Bois tremblotants ou Pré dansant), ta puissance
    d'attaque est réduite à 2 dés. Le défenseur lance toujours 2 dés de défense. »"""
    for tid in game_map()["territories"]:
        state = position(
            players=3,
            woods=woods,
            board=f"{tid}:witch:2+0,galma:red:2+0"
            if tid != "galma"
            else "galma:witch:2+0,telmar:red:2+0",
            rest="witch:2+0",
            turn="red",
            phase="place",
            battle=tid,
        )
        play(state, "1:nosend")
        expected = 2 if woods and tid in WOODED else 3
        assert battle(state)["attack_dice"] == expected, tid
        assert battle(state)["defence_dice"] == 2


def test_the_woods_option_is_off_by_default():
    assert view(setup(2, 0))["options"] == {
        "hidden_cards": False,
        "camp_reinforcement": False,
        "woods": False,
    }
