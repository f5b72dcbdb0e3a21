"""Why a click on a Forbidden Island element offers nothing: the rule in the way, EN and FR.

Board: see helpers.py (WG's neighbours are GG TS HG BB; CG SG TP CA are diagonal)."""

from __future__ import annotations

from tests.games.forbidden_island.helpers import play, position

QUIET = {"tdeck": "EWFOEWFOEWFO", "fdeck": "CS,DD,PR,WT,TH,LL,OB,MM"}


def legal_targets(state, seat: int) -> set[str | None]:
    return {state.action_target(a) for a in state.legal_actions(seat)}


def why(state, seat, target, lang="en"):
    assert target not in legal_targets(state, seat) if seat is not None else True
    return state.why_not(seat, target, lang)


def test_a_sunk_tile():
    state = position("messenger@WG,diver@IG", sunk="HG")
    assert why(state, 0, "tile:howling-garden") == "Howling Garden has sunk: no one can go there."
    assert why(state, 0, "tile:fools-landing", "fr").startswith("Cette tuile n'est pas voisine")


def test_only_the_explorer_moves_diagonally():
    state = position("messenger@WG,diver@IG")
    assert why(state, 0, "tile:copper-gate") == "Only the Explorer moves diagonally."
    assert why(state, 0, "tile:copper-gate", "fr") == "Seul l'Explorateur se déplace en diagonale."
    assert why(state, 0, "tile:fools-landing") == "That tile is not next to the Messenger."


def test_the_pilot_has_flown():
    state = position("pilot@WG,diver@IG", **QUIET)
    assert "tile:fools-landing" in legal_targets(state, 0)  # a flight
    play(state, "0:fly:fools-landing")
    assert why(state, 0, "tile:iron-gate") == (
        "The Pilot has already flown this turn: that tile is not next to your pawn."
    )


def test_no_action_left_draw_the_treasure_cards():
    state = position("messenger@WG,diver@IG", **QUIET)
    play(state, "0:end-actions")
    assert why(state, 0, "tile:gold-gate") == "You have no action left: draw the Treasure cards."
    assert why(state, 0, "tile:gold-gate", "fr") == (
        "Vous n'avez plus d'action : piochez les cartes Trésor."
    )


def test_treasures_and_cards():
    state = position("messenger@WG,diver@IG", **QUIET)
    assert why(state, 0, "treasure:earth") == (
        "To capture the Earth Stone, stand on one of its two tiles."
    )
    assert why(state, 0, "treasure:wind") == (
        "To capture the Statue of the Wind you need 4 of its cards: you hold 0."
    )
    assert why(state, 0, "card:1:earth") == (
        "That card is Player 2's: only its holder gives or plays it."
    )
    assert why(state, 0, "card:0:sandbags").startswith("A Sandbags card cannot be given")


def test_giving_needs_a_pawn_on_the_tile():
    state = position("pilot@WG,diver@IG", hands="E/-", **QUIET)
    assert why(state, 0, "card:0:earth").startswith(
        "To give a card, another adventurer must stand on your tile"
    )


def test_others_and_spectators():
    state = position("messenger@WG,diver@IG")
    assert why(state, 1, "tile:gold-gate") == "It is Player 1's turn."
    assert why(state, None, "tile:gold-gate").startswith("You are watching this game")
    assert why(state, 0, "nowhere") == "Nothing can be done there now."
