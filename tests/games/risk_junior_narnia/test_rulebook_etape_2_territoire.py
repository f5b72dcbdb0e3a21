"""« Étape 2 : Pioche une carte Territoire »: an enemy territory is the battle; the
player's own territory (or a friend's, on Aslan's side) lets the player choose any enemy
territory; « Tu ne peux pas combattre une armée amie »."""

from __future__ import annotations

from tests.games.risk_junior_narnia.helpers import (
    battle,
    ids,
    on_top,
    owner,
    phase,
    play,
    position,
    view,
)

BOARD = dict(
    players=3,
    board="telmar:witch:2+0,galma:red:2+0,beruna:blue:2+0,lac-gele:red:2+0",
    rest="witch:2+0",
)


def _enemies(state, side: str) -> set[str]:
    return {
        t["id"] for t in view(state)["territories"] if (t["owner"] == "witch") != (side == "witch")
    }


def test_the_draw_is_chance():
    state = position(**BOARD, turn="red", phase="territory")
    assert ids(state) == {"1:territory"}
    assert state.consumes_chance(state.legal_actions()[0])
    before = view(state)["decks"]["territory"]
    play(state, "1:territory")
    assert view(state)["decks"]["territory"] == before - 1
    assert len(view(state)["decks"]["territory_discard"]) == 1


def test_an_enemy_territory_is_the_battle():
    """« Si ton ennemi occupe le territoire que tu as pioché, place tes pièces d'armée
    ... sur ce territoire »."""
    state = position(**BOARD, **on_top("telmar"), turn="red", phase="territory")
    play(state, "1:territory")
    assert phase(state) == "place"
    assert battle(state)["territory"] == "telmar"
    assert battle(state)["attacker"] == "red" and battle(state)["defender"] == "witch"
    assert "telmar" in view(state)["decks"]["territory_discard"]
    assert not {aid for aid in ids(state) if ":target:" in aid}


def test_the_witch_drawing_an_aslan_territory_battles_there():
    state = position(**BOARD, **on_top("beruna"), turn="witch", phase="territory")
    play(state, "0:territory")
    assert phase(state) == "place" and battle(state)["territory"] == "beruna"
    assert battle(state)["defender"] == "blue"


def test_own_territory_choose_any_enemy_territory():
    """« Si le territoire est occupé par ta propre armée ..., tu peux placer tes pièces
    d'armée ... sur un territoire ennemi de ton choix. »"""
    state = position(**BOARD, **on_top("galma"), turn="red", phase="territory")
    play(state, "1:territory")
    assert phase(state) == "target"
    assert ids(state) == {f"1:target:{t}" for t in _enemies(state, "aslan")}
    assert len(ids(state)) == 22
    play(state, "1:target:telmar")
    assert phase(state) == "place" and battle(state)["territory"] == "telmar"


def test_friendly_territory_choose_an_enemy_one_no_battle_against_a_friend():
    """« (ou une armée amie, si tu es dans le camp d'Aslan) »; « Tu ne peux pas
    combattre une armée amie. »"""
    state = position(**BOARD, **on_top("beruna"), turn="red", phase="territory")
    play(state, "1:territory")
    assert phase(state) == "target" and owner(state, "beruna") == "blue"
    targets = {aid.rsplit(":", 1)[1] for aid in ids(state)}
    assert targets == _enemies(state, "aslan")
    assert not targets & {"beruna", "galma", "lac-gele"}


def test_the_witch_drawing_her_own_territory_chooses_among_all_aslan_ones():
    state = position(**BOARD, **on_top("telmar"), turn="witch", phase="territory")
    play(state, "0:territory")
    assert phase(state) == "target"
    assert ids(state) == {"0:target:galma", "0:target:beruna", "0:target:lac-gele"}
