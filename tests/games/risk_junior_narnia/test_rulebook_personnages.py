"""« Personnages »: a power works only while the token is on the board; when a colour's
last army on a territory is beaten its character there goes back to its card; the White
Witch turns armies to stone (Example 3); Lucy revives Mr Tumnus and Tonitruant."""

from __future__ import annotations

from tests.games.risk_junior_narnia.helpers import (
    armies,
    battle,
    captured,
    character,
    colour,
    ids,
    ids_of,
    messages,
    owner,
    phase,
    play,
    position,
    stone,
    supply,
    territory,
)

# 4 players (yellow in play); the witch attacks yellow's Telmar.
FOUR = dict(players=4, rest="witch:2+0", turn="witch")


def test_the_white_witch_power_only_while_her_token_is_on_the_board():
    """« Quand le jeton d'un personnage est sur sa carte, le pouvoir spécial de ce
    personnage ne peut pas être utilisé. »: the same 2, 3, 5 turns 2 armies to stone with
    her on Telmar, none with her on her card."""
    on_board = position(
        **FOUR,
        board="telmar:yellow:4+0,galma:red:2+0",
        phase="roll",
        battle="telmar",
        att="3+1",
        next="attacker",
        rolls="2+3+5",
        characters="white-witch:witch:telmar",
    )
    play(on_board, "0:roll")
    assert armies(on_board, "telmar") == (1, 0)
    assert stone(on_board, "yellow") == (2, 0)
    assert captured(on_board, "witch", "yellow") == (1, 0)
    on_card = position(
        **FOUR,
        board="telmar:yellow:4+0,galma:red:2+0",
        phase="roll",
        battle="telmar",
        att="3+1",
        next="attacker",
        rolls="2+3+5",
    )
    assert character(on_card, "white-witch")["state"] == "card"
    play(on_card, "0:roll")
    assert armies(on_card, "telmar") == (3, 0)
    assert stone(on_card, "yellow") == (0, 0)


def test_a_designed_power_only_on_the_board_susan_rolls_missed_dice_again():
    """The same rule for a designed power (characters.py: Susan defending, every die that
    missed is rolled again once, and her 4s hit; still the 2 black dice): 1 and 3 miss,
    rolled again they give 5 and 4, two hits; with Susan on her card, none."""
    base = dict(
        players=3,
        board="telmar:red:2+0,galma:blue:2+0",
        rest="witch:2+0",
        turn="witch",
        phase="roll",
        battle="telmar",
        att="3+0",
        rolls="1+3+5+4",
    )
    state = position(**base, characters="susan:red:telmar")
    assert battle(state)["defence_dice"] == 2
    play(state, "1:roll")
    assert battle(state)["last"]["defender"] == [5, 4]
    assert battle(state)["attackers"] == {"boggle": 1, "minotaur": 0}
    state = position(**base, characters="susan:red:card")
    assert battle(state)["defence_dice"] == 2
    play(state, "1:roll")
    assert battle(state)["last"]["defender"] == [1, 3]
    assert battle(state)["attackers"] == {"boggle": 3, "minotaur": 0}


def test_the_white_witch_stones_when_defending_too():
    """RULES.md A2: each 2 on her side's dice, « attack or defence »."""
    state = position(
        players=3,
        board="telmar:witch:2+0,galma:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="roll",
        battle="telmar",
        att="4+0",
        characters="white-witch:witch:telmar",
        rolls="2+1",
    )
    play(state, "0:roll")
    assert battle(state)["attackers"] == {"faun": 2, "centaur": 0}
    assert stone(state, "red") == (2, 0)
    assert captured(state, "witch", "red") == (0, 0)


def test_stone_armies_go_to_the_courtyard_the_roller_picks():
    """« 2 armées sont changées en pierre ... et sont placées dans la Cour de la Sorcière
    blanche »: not captured; with both kinds standing the roller picks each."""
    state = position(
        **FOUR,
        board="telmar:yellow:2+2,galma:red:2+0",
        phase="roll",
        battle="telmar",
        att="3+1",
        next="attacker",
        rolls="2+1+3",
        characters="white-witch:witch:telmar",
    )
    before = supply(state, "yellow")
    play(state, "0:roll")
    assert phase(state) == "stone" and ids(state) == {"0:stone:faun", "0:stone:centaur"}
    play(state, "0:stone:centaur")
    assert phase(state) == "stone"
    play(state, "0:stone:centaur")
    assert armies(state, "telmar") == (2, 0)
    assert stone(state, "yellow") == (0, 2)
    assert captured(state, "witch", "yellow") == (0, 0)
    assert supply(state, "yellow") == before
    assert colour(state, "witch")["points"] == 0


def test_example_3_the_white_witch_in_battle():
    """Exemple 3 : Telmar is held by yellow with Edmund; the Witch draws Telmar and sends
    the White Witch. Yellow rolls 1 and 2: no hit. The Witch rolls 2, 3 and 5: the 5
    captures a faun, the 2 turns a faun and a centaur to stone (to the Courtyard). Yellow
    rolls 5 and 5: a boggle for each 5, and yellow uses the double on the White Witch (back
    to her card, no more power in this battle: « tu peux toucher », yellow's choice). The
    Witch rolls 3, 5 and 6 and captures the last faun and the centaur; Edmund cannot stay
    without yellow armies and goes back to his card; the Witch wins.

    The text says Telmar held « 2 faunes et 1 centaure », yet after losing 3 armies a faun
    and a centaur are still there: the example only adds up with 3 fauns and 2 centaurs,
    used here. Edmund's designed power (reroll one missed die) rerolls yellow's 1: the
    fixed dice give it a 3, still no hit."""
    state = position(
        **FOUR,
        board="telmar:yellow:3+2,galma:red:2+0",
        phase="place",
        battle="telmar",
        characters="edmund:yellow:telmar",
        rolls="1+2+3/2+3+5/5+5/3+5+6",
    )
    assert "0:send:white-witch" in ids(state)
    play(state, "0:send:white-witch")
    assert set(territory(state, "telmar")["characters"]) == {"edmund", "white-witch"}
    play(state, "3:roll")
    assert battle(state)["attackers"] == {"boggle": 3, "minotaur": 1}
    play(state, "0:roll")
    assert battle(state)["last"]["attacker"] == [2, 3, 5]
    assert captured(state, "witch", "yellow") == (1, 0)
    assert ids(state) == {"0:stone:faun", "0:stone:centaur"}
    play(state, "0:stone:faun")
    assert armies(state, "telmar") == (1, 2)
    assert ids(state) == {"0:stone:faun", "0:stone:centaur"}
    play(state, "0:stone:centaur")
    assert armies(state, "telmar") == (1, 1)
    assert stone(state, "yellow") == (1, 1)
    play(state, "3:roll")
    assert ids(state) == {"3:double:white-witch", "3:double:none"}
    events = play(state, "3:double:white-witch")
    assert "rjn.event.char-hit" in messages(events)
    assert battle(state)["attackers"] == {"boggle": 1, "minotaur": 1}
    assert captured(state, "yellow", "witch") == (2, 0)
    ww = character(state, "white-witch")
    assert ww["state"] == "card" and ww["holder"] == "witch"
    events = play(state, "0:roll")
    assert "rjn.event.conquer" in messages(events)
    assert owner(state, "telmar") == "witch"
    assert armies(state, "telmar") == (1, 1)
    assert captured(state, "witch", "yellow") == (2, 1)
    assert stone(state, "yellow") == (1, 1), "no more stone once she is off the board"
    edmund = character(state, "edmund")
    assert edmund["state"] == "card" and edmund["holder"] == "yellow"


def test_a_character_goes_back_when_its_last_army_there_is_beaten_attacking():
    """« Quand ta dernière armée sur un territoire est vaincue, tout personnage
    t'appartenant se trouvant sur le territoire de combat doit être renvoyé sur sa carte
    Personnage. » (« Si ton personnage est touché, tu le récupères et tu peux le rejouer à
    un autre tour. »)"""
    state = position(
        players=3,
        board="telmar:witch:2+0,galma:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="roll",
        battle="telmar",
        att="1+0",
        characters="peter:red:telmar",
        rolls="5+1",
    )
    play(state, "0:roll")
    assert owner(state, "telmar") == "witch"
    peter = character(state, "peter")
    assert peter["state"] == "card" and peter["holder"] == "red"
    assert territory(state, "telmar")["characters"] == []


def test_lucy_revives_tumnus_then_rumblebuffin():
    """« Mr Tumnus et Tonitruant ont été changés en pierre et tu ne peux pas les choisir
    tant qu'ils n'ont pas été ranimés par Lucy »: with Lucy in a battle her side wins,
    the first stone one is revived and her colour takes it (characters.py)."""
    base = dict(
        players=3,
        board="telmar:witch:1+0,galma:blue:2+0",
        rest="witch:2+0",
        turn="red",
        phase="roll",
        battle="telmar",
        att="3+0",
        next="attacker",
        rolls="5+1+2",
    )
    state = position(**base, characters="lucy:red:telmar")
    tumnus = character(state, "tumnus")
    assert tumnus["stone"] and tumnus["state"] == "courtyard" and tumnus["holder"] is None
    play(state, "1:roll")
    assert owner(state, "telmar") == "red"
    tumnus = character(state, "tumnus")
    assert not tumnus["stone"] and tumnus["holder"] == "red" and tumnus["state"] == "card"
    assert character(state, "rumblebuffin")["stone"]
    state = position(**base, characters="lucy:red:telmar,tumnus:blue:card")
    play(state, "1:roll")
    rb = character(state, "rumblebuffin")
    assert not rb["stone"] and rb["holder"] == "red"
    # Without Lucy on the battle territory, nobody is revived.
    state = position(**base, characters="lucy:red:card")
    play(state, "1:roll")
    assert character(state, "tumnus")["stone"]


def test_a_revived_character_may_be_sent():
    state = position(
        players=3,
        board="telmar:witch:2+0,galma:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="place",
        battle="telmar",
        characters="tumnus:red:card",
    )
    assert ids_of(state, "1:send:") == {"1:send:tumnus"}
    state = position(
        players=3,
        board="telmar:witch:2+0,galma:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="place",
        battle="telmar",
    )
    assert ids_of(state, "1:send:") == set()


def test_aslan_revives_stone_armies_when_his_side_wins():
    """« Rends les armées ranimées au joueur à qui elles appartiennent » (step 5): with
    Aslan in a battle his side wins, up to 2 stone armies of his colour go back to its
    supply (characters.py)."""
    base = dict(
        players=3,
        board="telmar:witch:1+0,galma:blue:2+0",
        rest="witch:2+0",
        turn="red",
        phase="roll",
        battle="telmar",
        att="3+0",
        next="attacker",
        rolls="5+1+2",
        stone="red:2+1",
    )
    state = position(**base, characters="aslan:red:telmar")
    before = supply(state, "red")
    play(state, "1:roll")
    assert stone(state, "red") == (0, 1)
    assert supply(state, "red") == (before[0] + 2, before[1])
    state = position(**base)
    play(state, "1:roll")
    assert stone(state, "red") == (2, 1)


def test_a_character_hit_may_be_sent_again_on_another_turn():
    """« Si ton personnage est touché, tu le récupères et tu peux le rejouer à un autre
    tour. »"""
    state = position(
        players=3,
        board="telmar:witch:2+0,galma:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="roll",
        battle="telmar",
        att="3+1",
        characters="peter:red:telmar",
        rolls="4+4",
    )
    play(state, "0:roll", "0:double:peter")
    assert character(state, "peter")["state"] == "card"
    later = position(
        players=3,
        board="beruna:witch:2+0,galma:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="place",
        battle="beruna",
        characters="peter:red:card",
    )
    assert "1:send:peter" in ids(later)
