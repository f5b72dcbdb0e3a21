"""Why a click on a Forbidden Desert element offers nothing: the rule in the way, EN and FR.

Board: see helpers.py (the eye on c3, every tile face down, no sand unless told). A tile
next to a pawn with sand on it is always lit (it can be dug), so the sand rule shows on
the tiles a pawn would reach from afar: through a tunnel, or with a Jet Pack."""

from __future__ import annotations

from tests.games.forbidden_desert.helpers import desert, play, position


def legal_targets(state, seat: int) -> set[str | None]:
    return {state.action_target(a) for a in state.legal_actions(seat)}


def why(state, seat, target, lang="en"):
    if seat is not None:
        assert target not in legal_targets(state, seat)
    return state.why_not(seat, target, lang)


def test_a_tunnel_blocked_by_sand():
    board = desert(at={"e5": "TB", "e1": "TC"}, dug="a2 e5 e1", sand={"e1": 2})
    state = position("navigator@a2,explorer@c5", board=board)
    assert why(state, 0, "tile:e1") == (
        "That tile is blocked by sand (2 or more markers): only the Climber may enter."
    )
    assert why(state, 0, "tile:e1", "fr") == (
        "Cette tuile est bloquée par le sable (2 marqueurs ou plus) : "
        "seul l'Alpiniste peut y entrer."
    )


def test_a_diagonal_tile_a_far_one_and_the_eye():
    state = position("archeologist@b2:0,explorer@e5", board=desert(sand={"a1": 2}))
    assert why(state, 0, "tile:a1") == "Only the Explorer moves and digs diagonally."
    assert why(state, 0, "tile:c3") == "That is the storm's eye: there is no tile there."
    assert why(state, 0, "tile:d4") == "That tile is not next to the Archeologist."


def test_buried_pawn_digs_out_first():
    state = position("navigator@b2:2,climber@e5", board=desert(sand={"b2": 2}))
    assert why(state, 0, "tile:b1") == (
        "Your pawn is buried under sand (2 or more markers): dig yourself out first."
    )
    assert why(state, 0, "tile:b1", "fr").startswith("Votre pion est enseveli sous le sable")


def test_water():
    state = position("archeologist@b2:0,explorer@e5,water-carrier@e4")
    assert why(state, 0, "water:1") == "Not enough water: your canteen is empty."
    assert why(state, 0, "water:1", "fr") == "Pas assez d'eau : votre gourde est vide."
    assert why(state, 0, "water:0") == "Only the Water Carrier draws water from a well."
    apart = position("archeologist@b2:3,explorer@e5:2")
    assert why(apart, 0, "water:1") == "To give water, stand on Player 2's tile."
    full = position("archeologist@b2:2,explorer@b2")
    assert why(full, 0, "water:1") == "Player 2's canteen is full."


def test_no_action_left_and_the_launch_pad():
    state = position("archeologist@b2,explorer@e5", sdeck="n1,s1,n1,s1")
    play(state, "0:end-actions")
    assert why(state, 0, "tile:d4").startswith("You have no action left: draw the Storm cards")
    assert why(state, 0, "launch-pad") == "The flying machine still lacks parts: 4 to pick up."


def test_others_and_spectators():
    state = position("archeologist@b2,explorer@e5")
    assert why(state, 1, "tile:b1") == "It is Player 1's turn."
    assert why(state, 0, "card:1:0") == (
        "That card is Player 2's: only its holder gives or plays it."
    )
    assert why(state, None, "tile:b1", "fr").startswith("Vous regardez cette partie")
    assert why(state, 0, "nowhere") == "Nothing can be done there now."
