"""Forbidden Desert Equipment cards. The text only names «Blasters» and «Bouclier
solaire» and says an Equipment card is used only by its holder, may be passed, and «ne
peut [généralement] pas inverser les effets des cartes Tempête une fois qu'elles ont été
tirées»; the cards' effects come from the facts file (sec. 7): play at any time, no
action, then back to the box. Board: see helpers.py."""

from __future__ import annotations

import pytest

from meeple.engine import InvalidConfig, Rng
from tests.games.forbidden_desert.helpers import (
    GAME,
    assert_illegal,
    cell_code,
    cells_of,
    desert,
    hand,
    ids,
    pawn_at,
    play,
    position,
    sand_at,
    storm_deck_top_first,
)

# -- Blaster (Dune Blaster) --------------------------------------------------------------


def test_blaster_removes_all_sand_own_or_adjacent():
    """Dune Blaster: «Remove all sand from your tile or an adjacent tile» (orthogonal):
    5 markers gone at once; not a diagonal tile (but for the Explorer)."""
    board = desert(sand={"b1": 5, "b2": 1, "a1": 3})
    state = position("navigator@b2,climber@e5", board=board, hands="D/-")
    assert cells_of(state, "0:dune-blaster:") == {"b1", "b2"}
    assert_illegal(state, "0:dune-blaster:a1")
    play(state, "0:dune-blaster:b1")
    assert sand_at(state, "b1") == 0 and state.view(None)["sand"]["supply"] == 44


def test_blaster_free_any_time():
    """No action spent, and playable in another player's turn, even buried (it clears the
    holder's own tile)."""
    board = desert(sand={"b2": 4})
    state = position("climber@e5,navigator@b2", board=board, hands="-/D")
    play(state, "1:dune-blaster:b2")
    assert sand_at(state, "b2") == 0 and state.actions_left == 4 and state.current == 0


def test_blaster_to_the_box():
    """A used card goes back to the box: it leaves the hand, and no deck or discard
    grows."""
    board = desert(sand={"b1": 2})
    state = position("navigator@b2,climber@e5", board=board, hands="DD/-", edeck="J")
    play(state, "0:dune-blaster:b1")
    assert hand(state, 0) == "D" and len(state.edeck) == 1
    assert state.view(None)["equipment_deck"] == 1


# -- Jetpack (Jet Pack) ------------------------------------------------------------------


def test_jetpack_any_unblocked_tile():
    """Jet Pack: «Move to any unblocked tile»: anywhere but the eye, blocked tiles and the
    own tile; no action."""
    board = desert(sand={"e5": 2, "d4": 1})
    state = position("navigator@a1,climber@b1", board=board, hands="J/-")
    targets = cells_of(state, "0:jet-pack:")
    assert {"e1", "d4", "c5"} <= targets and not {"e5", "c3", "a1"} & targets
    assert len([t for t in targets if "+" not in t]) == 24 - 1 - 1
    play(state, "0:jet-pack:d4")
    assert pawn_at(state, 0) == "d4" and hand(state, 0) == "" and state.actions_left == 4


def test_jetpack_takes_one_from_same_tile():
    """«One other pawn from your starting tile may come along»."""
    state = position("navigator@a1,climber@a1,explorer@b1", hands="J/-/-")
    assert "0:jet-pack:e4+1" in ids(state)
    assert_illegal(state, "0:jet-pack:e4+2")
    play(state, "0:jet-pack:e4+1")
    assert [pawn_at(state, s) for s in range(3)] == ["e4", "e4", "b1"]


def test_jetpack_not_buried():
    """A buried pawn must dig out first: it cannot fly away."""
    state = position("navigator@a1,climber@e5", board=desert(sand={"a1": 2}), hands="J/-")
    assert not cells_of(state, "0:jet-pack:")
    assert_illegal(state, "0:jet-pack:e4")


# -- Bouclier solaire (Solar Shield) -----------------------------------------------------


def test_bouclier_solaire_protects_tile_until_next_turn():
    """«ni protégés par un "Bouclier solaire"» (Vague de chaleur); card: you and the pawns
    on your tile ignore Sun Beats Down until the start of your next turn. Seat 1 raises it
    in seat 0's turn: two suns spare seat 1 and seat 2 on its tile, not seat 0; it drops
    when seat 1's turn begins."""
    state = position(
        "navigator@a1,explorer@e5,climber@e5", hands="-/S/-", sdeck="sun,sun,n1,s1,sun"
    )
    play(state, "1:solar-shield")
    assert hand(state, 1) == "" and state.actions_left == 4
    assert state.view(None)["cells"][24]["shield"] == [1]
    play(state, "0:end-actions", "0:draw-storm", "0:draw-storm")
    assert state.water == [2, 4, 3]
    assert state.current == 1 and state.view(None)["cells"][24]["shield"] == []
    play(state, "1:end-actions", "1:draw-storm", "1:draw-storm", "2:end-actions")
    play(state, "2:draw-storm")
    assert state.water == [1, 3, 2]


# -- Terrascope --------------------------------------------------------------------------


def test_terrascope_private_peek():
    """Terrascope: «Look under any one unexcavated tile»: only the holder sees it (its view
    marks it ``peeked``; the others see nothing), and its possible worlds keep it."""
    state = position("navigator@a1,climber@e5", hands="T/-")
    play(state, "0:terrascope:e1")
    mine, theirs = state.view(0)["cells"][4], state.view(1)["cells"][4]
    assert mine["tile"] == "mirage" and mine["peeked"] is True
    assert theirs["tile"] is None and theirs["peeked"] is False
    assert state.view(None)["cells"][4]["tile"] is None
    assert hand(state, 0) == "" and state.actions_left == 4
    assert {cell_code(state.resample(0, Rng(k)), "e1") for k in range(20)} == {"MI"}
    assert len({cell_code(state.resample(1, Rng(k)), "e1") for k in range(20)}) > 1


def test_terrascope_any_face_down_tile():
    """Any face-down tile (not only next to the holder); not an excavated one, nor the
    crash site, whose city side is known."""
    state = position("navigator@a1,climber@e5", board=desert(dug="d4"), hands="T/-")
    targets = cells_of(state, "0:terrascope:")
    assert "e5" in targets and "b1" in targets
    assert not {"d4", "a1", "c3"} & targets and len(targets) == 22


# -- Réserve d'eau secrète (Secret Water Reserve) ----------------------------------------


def test_reserve_d_eau_secrete_two_to_everyone_on_tile():
    """Secret Water Reserve: «Every player on your tile gets 2 water» (up to the canteen);
    not those elsewhere; no action."""
    state = position("navigator@b2:1,climber@b2:2,explorer@b1:0", hands="R/-/-")
    play(state, "0:secret-water-reserve")
    assert state.water == [3, 3, 0] and state.actions_left == 4 and hand(state, 0) == ""


# -- Accélérateur temporel (Time Throttle) -----------------------------------------------


def test_accelerateur_temporel_two_more_actions():
    """Time Throttle: «Take 2 extra actions during a turn»: 6 moves in the turn; only the
    current player, in their actions."""
    assert_illegal(position("navigator@a1,climber@e5", hands="-/H"), "1:time-throttle")
    state = position("navigator@a1,climber@e5", hands="H/-")
    play(state, "0:move:b1", "0:time-throttle")
    assert state.actions_left == 5 and hand(state, 0) == ""
    for step in range(5):
        play(state, "0:move:a1" if step % 2 == 0 else "0:move:b1")
    assert state.phase == 1


# -- Traqueur de tempête (Storm Tracker, an option) --------------------------------------


def test_traqueur_de_tempete_option_only():
    """The Storm Tracker is only in the 13-card deck of the ``storm_tracker`` option (facts
    sec. 7: 12 cards without it)."""
    with_it = GAME.setup({"players": 2, "storm_tracker": True}, 1)
    without = GAME.setup({"players": 2}, 1)
    assert len(with_it.edeck) == 13 and len(without.edeck) == 12
    with pytest.raises(InvalidConfig):
        position("navigator@a1,climber@e5", hands="K/-")


def test_traqueur_de_tempete_like_forecast():
    """Storm Tracker: the Meteorologist's look at the top cards, without an action, for
    any holder, at any time (here seat 1 in seat 0's turn)."""
    state = position(
        "navigator@a1,climber@e5", hands="-/K", tracker=1, meter=2, sdeck="sun,up,n1,w1"
    )
    play(state, "1:storm-tracker")
    assert state.to_move() == 1 and state.view(1)["peek"]["count"] == 3
    play(state, "1:bury:0", "1:place:1")
    assert storm_deck_top_first(state)[:3] == ["n1", "up", "w1"]
    assert storm_deck_top_first(state)[-1] == "sun"
    assert state.to_move() == 0 and state.actions_left == 4 and hand(state, 1) == ""
