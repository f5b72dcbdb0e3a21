"""Forbidden Island rulebook, «Tour de jeu» (Order of play) and «1. Faire jusqu'à 3 actions»
(Take up to 3 actions): Se déplacer, Assécher, Donner une carte Trésor, Gagner un trésor.

The adventurers' «Exceptions» are in test_rulebook_adventurers.py. Board: see helpers.py.
"""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.forbidden_island import actions as fa
from meeple.games.forbidden_island import components as c
from tests.games.forbidden_island.helpers import (
    GAME,
    assert_illegal,
    hand,
    ids,
    ids_of,
    pawn_at,
    play,
    position,
    tile_state,
    tiles_of,
)

# A flood deck and a treasure deck with no Waters Rise!, so whole turns can be played.
QUIET = {"tdeck": "EWFOEWFOEWFO", "fdeck": "CS,DD,PR,WT,TH,LL,OB,MM"}


def _finish_turn(state, seat: int) -> None:
    play(state, f"{seat}:end-actions", f"{seat}:draw-treasure")
    while state.phase == 2 and state.current == seat:
        play(state, f"{seat}:draw-flood")


# -- Tour de jeu (Order of play) ---------------------------------------------------------


def test_tour_de_jeu_first_player_is_seat_zero():
    """«Le joueur qui a visité une île le plus récemment commence»: the players seat
    themselves so that this player is seat 0, who moves first."""
    for seed in range(5):
        state = GAME.setup({"players": 3}, seed)
        assert state.to_move() == 0 and state.current == 0
        specials = {fa.SANDBAGS, fa.HELICOPTER}  # Special Action cards are not turns
        turn = [a for a in state.legal_actions() if a & 15 not in specials]
        assert turn and {state.action_seat(a) for a in turn} == {0}


def test_tour_de_jeu_clockwise_order():
    """«Jouez ensuite dans le sens des aiguilles d'une montre»: seat 0, 1, 2, then 0."""
    state = position("pilot@FL,diver@IG,engineer@BG", **QUIET)
    order = []
    for _ in range(4):
        order.append(state.to_move())
        _finish_turn(state, state.current)
    assert order == [0, 1, 2, 0]


def test_tour_de_jeu_out_of_turn_the_reason_names_whose_turn_it_is():
    """Only the current player acts: another seat's move is refused with the reason (whose
    turn it is, how many actions are left), and the state is untouched."""
    state = position("pilot@FL,diver@IG", **QUIET)
    with pytest.raises(IllegalAction, match=r"it is Player 1's turn, 3 actions left"):
        state.apply_id("1:move:silver-gate")
    play(state, "0:move:gold-gate")
    with pytest.raises(IllegalAction, match=r"it is Player 1's turn, 2 actions left"):
        state.apply_id("1:move:silver-gate")


def test_tour_de_jeu_three_things_in_order():
    """«A chaque tour, réalisez les trois choses suivantes dans l'ordre: faites jusqu'à 3
    actions; tirez 2 cartes Trésor; tirez un nombre de cartes Inondation égal au niveau
    d'eau.» No draw during the actions; once the actions end, only the Treasure draw; then
    only Flood draws, as many as the level says; then the next player's turn."""
    state = position("pilot@FL,diver@IG", level=3, **QUIET)
    assert not ids_of(state, "0:draw")
    play(state, "0:end-actions")
    assert ids(state) == {"0:draw-treasure"}
    assert_illegal(state, "0:draw-flood", "0:move:gold-gate", "0:end-actions")
    play(state, "0:draw-treasure")
    assert ids(state) == {"0:draw-flood"}
    assert_illegal(state, "0:draw-treasure", "0:move:gold-gate")
    for _ in range(c.FLOOD_CARDS[3]):
        assert state.current == 0
        play(state, "0:draw-flood")
    assert state.current == 1 and state.phase == 0 and state.actions_left == 3


# -- Faire jusqu'à 3 actions (Take up to 3 actions) -------------------------------------


def test_faire_jusqu_a_3_actions_three_at_most():
    """«A chaque tour, vous pouvez faire jusqu'à 3 actions»: after 3 actions no action is
    left, only the Treasure draw."""
    state = position("messenger@WG,diver@IG", **QUIET)
    play(state, "0:move:howling-garden", "0:move:whispering-garden")
    assert state.actions_left == 1
    play(state, "0:move:howling-garden")
    assert state.actions_left == 0 and state.phase == 1
    assert ids(state) == {"0:draw-treasure"}
    assert_illegal(state, "0:move:whispering-garden", "0:end-actions")


@pytest.mark.parametrize("taken", [0, 1, 2])
def test_faire_jusqu_a_3_actions_fewer_allowed(taken):
    """«(cela peut être aussi 0, 1 ou 2)»: the player may end the actions at any time."""
    state = position("messenger@WG,diver@IG", **QUIET)
    for step in range(taken):
        play(state, "0:move:howling-garden" if step % 2 == 0 else "0:move:whispering-garden")
    assert "0:end-actions" in ids(state)
    play(state, "0:end-actions")
    assert state.phase == 1 and ids(state) == {"0:draw-treasure"}


def test_faire_jusqu_a_3_actions_any_combination():
    """«Choisissez une combinaison parmi les 4 actions»: the same action may be repeated
    and different ones mixed in one turn."""
    state = position("messenger@WG,diver@WG", flooded="WG,HG", hands="EE/-", tdeck="EWFOEW")
    play(state, "0:shore-up:whispering-garden", "0:give:1:earth", "0:shore-up:howling-garden")
    assert tile_state(state, "WG") == tile_state(state, "HG") == "dry"
    assert hand(state, 1) == "E" and state.phase == 1


def test_faire_jusqu_a_3_actions_only_the_current_player():
    """The actions are the turn's player's: another seat has none (but its Special Action
    cards, which are not actions)."""
    state = position("messenger@WG,diver@HG", flooded="HG", hands="E/E")
    assert not ids(state, 1)
    assert_illegal(state, "1:move:whispering-garden", "1:shore-up:howling-garden")
    assert_illegal(state, "1:give:0:earth", "1:end-actions")


# -- Se déplacer (Move) -----------------------------------------------------------------


def test_se_deplacer_orthogonal_only():
    """«déplacer votre pion sur une tuile Île adjacente: en haut, en bas, à gauche, à droite
    mais pas diagonalement»: from WG, GG TS HG BB, never CG SG TP CA nor farther."""
    state = position("messenger@WG,diver@IG")
    assert tiles_of(state, "0:move:") == {"GG", "TS", "HG", "BB"}
    assert_illegal(
        state,
        "0:move:copper-gate",
        "0:move:silver-gate",
        "0:move:tidal-palace",
        "0:move:cliffs-of-abandon",
        "0:move:misty-marsh",
        "0:move:whispering-garden",
    )


def test_se_deplacer_costs_one_action_each():
    """«pour 1 ou plusieurs actions»: each step costs 1 action."""
    state = position("messenger@WG,diver@IG")
    events = play(state, "0:move:howling-garden")
    assert pawn_at(state, 0) == "HG" and state.actions_left == 2
    assert [e.msg for e in events] == ["fi.event.moved"]
    play(state, "0:move:cave-of-embers")
    assert pawn_at(state, 0) == "CE" and state.actions_left == 1


def test_se_deplacer_onto_flooded_tile():
    """«Vous pouvez aller sur une tuile inondée»."""
    state = position("messenger@WG,diver@IG", flooded="HG,BB")
    assert {"HG", "BB"} <= tiles_of(state, "0:move:")
    play(state, "0:move:howling-garden")
    assert pawn_at(state, 0) == "HG" and tile_state(state, "HG") == "flooded"


def test_se_deplacer_never_onto_sunk_tile():
    """«mais vous ne pouvez pas aller sur [...] l'emplacement d'une tuile manquante»."""
    state = position("messenger@WG,diver@IG", sunk="HG,GG")
    assert tiles_of(state, "0:move:") == {"TS", "BB"}
    assert_illegal(state, "0:move:howling-garden", "0:move:gold-gate")


def test_se_deplacer_never_through_sunk_tile():
    """«ni à travers l'emplacement d'une tuile manquante»: with TS sunk, the pawn on TM
    cannot cross the gap to WG; its only way off is CP, and WG stays two moves farther."""
    state = position("messenger@TM,diver@IG", sunk="TS")
    assert tiles_of(state, "0:move:") == {"CP"}
    assert_illegal(state, "0:move:whispering-garden", "0:move:temple-of-the-sun")
    play(state, "0:move:coral-palace", "0:move:tidal-palace")
    assert tiles_of(state, "0:move:") == {"CP", "BB", "LL"}  # TS still missing


def test_se_deplacer_gaps_off_the_island_are_not_tiles():
    """Adjacent means a tile next to it on the island: from FL only BG and GG (the empty
    corners of the 6x6 grid are sea)."""
    state = position("messenger@FL,diver@IG")
    assert tiles_of(state, "0:move:") == {"BG", "GG"}
    assert_illegal(state, "0:move:copper-gate", "0:move:silver-gate")


# -- Assécher (Shore up) ----------------------------------------------------------------


def test_assecher_own_tile():
    """«ou celle sur laquelle se trouve votre pion. Pour assécher une tuile, retournez-la»:
    the pawn's own flooded tile turns back to dry for 1 action."""
    state = position("messenger@WG,diver@IG", flooded="WG")
    events = play(state, "0:shore-up:whispering-garden")
    assert tile_state(state, "WG") == "dry" and state.actions_left == 2
    assert [e.msg for e in events] == ["fi.event.shored-up"]


def test_assecher_orthogonal_tile():
    """«assécher n'importe quelle tuile Île adjacente (en haut, en bas, à gauche, à droite)»."""
    state = position("messenger@WG,diver@IG", flooded="GG,TS,HG,BB")
    assert tiles_of(state, "0:shore-up:") == {"GG", "TS", "HG", "BB"}
    play(state, "0:shore-up:breakers-bridge")
    assert tile_state(state, "BB") == "dry" and tile_state(state, "GG") == "flooded"


def test_assecher_not_diagonal_nor_distant():
    """Diagonal and distant flooded tiles cannot be shored up (but by the Explorer)."""
    state = position("messenger@WG,diver@IG", flooded="CG,SG,TP,CA,CE,FL")
    assert not ids_of(state, "0:shore-up:")
    assert_illegal(
        state,
        "0:shore-up:copper-gate",
        "0:shore-up:cliffs-of-abandon",
        "0:shore-up:cave-of-embers",
        "0:shore-up:fools-landing",
    )


def test_assecher_only_flooded_tiles():
    """Shoring up flips a flooded tile: a dry tile has nothing to shore up, and a sunk
    tile is gone for good."""
    state = position("messenger@WG,diver@IG", sunk="HG")
    assert not ids_of(state, "0:shore-up:")
    assert_illegal(state, "0:shore-up:whispering-garden", "0:shore-up:howling-garden")


# -- Donner une carte Trésor (Give a Treasure card) --------------------------------------


def test_donner_une_carte_tresor_same_tile_only():
    """«Vous pouvez donner 1 ou plusieurs cartes Trésor à un autre joueur si vos deux pions
    sont sur la même tuile»: to the pawn on WG, not to the one next door on HG."""
    state = position("pilot@WG,diver@WG,engineer@HG", hands="EF/-/-")
    assert ids_of(state, "0:give:") == {"0:give:1:earth", "0:give:1:fire"}
    assert_illegal(state, "0:give:2:earth", "0:give:2:fire")
    play(state, "0:give:1:fire")
    assert hand(state, 0) == "E" and hand(state, 1) == "F"


def test_donner_une_carte_tresor_one_action_per_card():
    """«Cela coûte 1 action pour chaque carte que vous donnez»."""
    state = position("pilot@WG,diver@WG", hands="EEW/-")
    play(state, "0:give:1:earth")
    assert state.actions_left == 2
    play(state, "0:give:1:earth")
    assert state.actions_left == 1
    assert hand(state, 0) == "W" and hand(state, 1) == "EE"


def test_donner_une_carte_tresor_never_special_cards():
    """«Vous ne pouvez pas donner de cartes Action Spéciale (Hélicoptère et Sacs de
    sable)»."""
    state = position("pilot@WG,diver@WG", hands="HSO/-")
    assert ids_of(state, "0:give:") == {"0:give:1:ocean"}
    assert_illegal(state, "0:give:1:helicopter-lift", "0:give:1:sandbags")


def test_donner_une_carte_tresor_not_to_yourself():
    """A card goes «à un autre joueur»: never to yourself, nor a card you do not hold."""
    state = position("pilot@WG,diver@WG", hands="E/W")
    assert_illegal(state, "0:give:0:earth", "0:give:1:wind", "1:give:0:wind")


# -- Gagner un trésor (Capture a treasure) ----------------------------------------------


@pytest.mark.parametrize(
    ("treasure", "code", "tile"),
    [
        ("earth", "E", "TM"),
        ("earth", "E", "TS"),
        ("wind", "W", "WG"),
        ("wind", "W", "HG"),
        ("fire", "F", "CE"),
        ("fire", "F", "CS"),
        ("ocean", "O", "CP"),
        ("ocean", "O", "TP"),
    ],
)
def test_gagner_un_tresor_four_identical_cards_on_matching_tile(treasure, code, tile):
    """«gagner un trésor en défaussant de votre main 4 cartes Trésor identiques, à condition
    que votre pion soit sur la tuile Île correspondante», either of its two tiles; «pour
    l'action»: 1 action."""
    state = position(f"pilot@{tile},diver@IG", hands=f"{code * 4}H/-")
    events = play(state, f"0:capture:{treasure}")
    assert state.captured[c.TREASURES.index(treasure)]
    assert state.view(1)["captured"] == [treasure]
    assert hand(state, 0) == "H" and state.actions_left == 2
    assert "fi.event.captured" in [e.msg for e in events]


def test_gagner_un_tresor_cards_go_to_treasure_discard():
    """«défaussez les cartes dans la pile de défausse des cartes Trésor»: the 4 cards go to
    the discard pile; a fifth matching card stays in hand."""
    state = position("pilot@CE,diver@IG", hands="FFFFF/-", tdiscard="W")
    play(state, "0:capture:fire")
    assert state.tdiscard == [c.WIND] + [c.FIRE] * 4
    assert hand(state, 0) == "F"


def test_gagner_un_tresor_not_on_wrong_tile():
    """The pawn must stand on one of the treasure's own tiles: 4 Fire cards do nothing on
    a Garden, a Temple or a plain tile."""
    for tile in ("WG", "TM", "BB", "FL"):
        state = position(f"pilot@{tile},diver@IG", hands="FFFF/-")
        assert not ids_of(state, "0:capture:")
        assert_illegal(state, "0:capture:fire")


def test_gagner_un_tresor_needs_four_identical_cards():
    """Three matching cards, or a Helicopter Lift in place of the fourth, are not enough;
    nor are 4 cards held by two players on the same tile."""
    for hands in ("FFF/-", "FFFH/-", "FFFS/-", "FF/FF", "FFFE/-"):
        state = position("pilot@CE,diver@CE", hands=hands)
        assert_illegal(state, "0:capture:fire", "1:capture:fire")


def test_gagner_un_tresor_on_flooded_tile():
    """«NB: Vous pouvez gagner un trésor sur une tuile inondée»."""
    state = position("pilot@TP,diver@IG", flooded="TP", hands="OOOO/-")
    play(state, "0:capture:ocean")
    assert state.captured[c.OCEAN] and tile_state(state, "TP") == "flooded"


def test_gagner_un_tresor_not_if_already_captured():
    """Each treasure is captured once («prenez la figurine correspondante»): once taken,
    4 more of its cards capture nothing."""
    state = position("pilot@TS,diver@IG", hands="EEEE/-", captured="E")
    assert_illegal(state, "0:capture:earth")
