"""Forbidden Island rulebook, pawns on flooded and sinking tiles (EN «Pawns on Flooded
Tiles», lost from the French text; facts sec. 11): swimming, its exceptions, drowning and
the Helicopter Lift rescue (facts sec. 9). Board: see helpers.py."""

from __future__ import annotations

from meeple.games.forbidden_island import components as c
from tests.games.forbidden_island.helpers import (
    assert_illegal,
    ids,
    ids_of,
    messages,
    pawn_at,
    play,
    position,
    tile_state,
    tiles_of,
)


def _sinking(pawns: str, tile: str = "WG", flooded: str = "", **fields: object):
    """Seat 0 about to draw the Flood card of ``tile``, already flooded (so it sinks)."""
    fields = {"phase": "draw-flood", "flood": 2, "fdeck": f"{tile},LL", **fields}
    return position(pawns, flooded=f"{tile},{flooded}".strip(","), **fields)


# Around the plain tile CA: orthogonally HG BB CF OB, diagonally WG CE MM PR.
AROUND_CA = "HG,BB,CF,OB"


def test_pions_sur_les_tuiles_inondees_pawn_stays():
    """«If a pawn is on a tile that becomes flooded, lift the pawn off the tile, flip it and
    then return the pawn to the tile»: the pawn stays, no swim."""
    state = position("pilot@FL,diver@WG", phase="draw-flood", flood=2, fdeck="WG,PR")
    play(state, "0:draw-flood")
    assert tile_state(state, "WG") == "flooded" and pawn_at(state, 1) == "WG"
    assert state.swimmers == [] and ids(state) == {"0:draw-flood"}


def test_pions_sur_les_tuiles_englouties_nager_orthogonal():
    """«it must immediately 'swim' to an adjacent tile (up, down, left, or right) that is
    still part of the island (even flooded)»: the Messenger, on another player's turn,
    swims before anything else, never diagonally, never onto a missing tile."""
    state = _sinking("pilot@FL,messenger@WG", flooded="HG", sunk="BB")
    events = play(state, "0:draw-flood")
    assert messages(events) == ["fi.event.tile-sank", "fi.event.must-swim"]
    assert state.to_move() == 1 and state.swimmers == [1]
    assert tiles_of(state, "1:swim:") == {"GG", "TS", "HG"}
    assert ids(state) == ids_of(state, "1:swim:")
    assert_illegal(state, "0:draw-flood", "1:swim:copper-gate", "1:swim:breakers-bridge")
    play(state, "1:swim:howling-garden")
    assert pawn_at(state, 1) == "HG" and state.swimmers == []
    assert ids(state) == {"0:draw-flood"}  # the Flood draws go on


def test_pions_sur_les_tuiles_englouties_nager_exception_explorateur_diagonal():
    """«The Explorer may swim diagonally»."""
    state = _sinking("pilot@FL,explorer@CA", "CA", sunk=AROUND_CA)
    play(state, "0:draw-flood")
    assert tiles_of(state, "1:swim:") == {"WG", "CE", "MM", "PR"}


def test_pions_sur_les_tuiles_englouties_nager_exception_pilote_anywhere():
    """«The Pilot may fly to any tile», even after its flight of the turn."""
    state = _sinking("pilot@CA,diver@IG", "CA", sunk=f"{AROUND_CA},WT", flown=1)
    play(state, "0:draw-flood")
    gone = {"CA", "HG", "BB", "CF", "OB", "WT"}
    assert tiles_of(state, "0:swim:") == {tile.code for tile in c.TILES} - gone
    assert len(gone) == 6


def test_pions_sur_les_tuiles_englouties_nager_exception_plongeur_nearest():
    """«The Diver may swim to the nearest tile»: with its 4 neighbours gone, the tiles two
    steps away across the sunk ones (RULES.md: steps counted orthogonally)."""
    state = _sinking("pilot@FL,diver@CA", "CA", sunk=f"{AROUND_CA},MM")
    play(state, "0:draw-flood")
    assert tiles_of(state, "1:swim:") == {"SG", "WG", "CE", "TP", "DD", "PR", "WT"}
    play(state, "1:swim:dunes-of-deception")
    assert pawn_at(state, 1) == "DD"


def test_pions_sur_les_tuiles_englouties_nager_exception_plongeur_nearest_only():
    """The nearest tile only: with GG still there, the Diver swims to GG and nowhere
    farther (its dive is an action, not a swim)."""
    state = _sinking("pilot@FL,diver@CA", "CA", sunk="BB,CF,OB")
    play(state, "0:draw-flood")
    assert tiles_of(state, "1:swim:") == {"HG"}
    assert_illegal(state, "1:swim:cave-of-embers", "1:swim:whispering-garden")


def test_pions_sur_les_tuiles_englouties_swimmers_in_seat_order():
    """Several pawns on the sinking tile swim one by one, from the turn's player round the
    table (RULES.md, assumption)."""
    state = position(
        "pilot@WG,diver@WG,engineer@WG,messenger@FL",
        flooded="WG",
        phase="draw-flood",
        flood=2,
        fdeck="WG,PR",
        turn=3,
    )
    play(state, "3:draw-flood")
    assert state.swimmers == [0, 1, 2]
    play(state, "0:swim:fools-landing")
    assert state.to_move() == 1
    play(state, "1:swim:gold-gate")
    assert state.to_move() == 2
    play(state, "2:swim:gold-gate")
    assert state.to_move() == 3


def test_pions_sur_les_tuiles_englouties_swim_before_the_next_turn():
    """A pawn stranded by the turn's last Flood card swims before the next player acts."""
    state = _sinking("pilot@FL,messenger@WG", flood=1)
    play(state, "0:draw-flood")
    assert state.current == 1 and state.to_move() == 1
    assert ids(state) == ids_of(state, "1:swim:")
    assert_illegal(state, "1:move:gold-gate", "1:end-actions")
    play(state, "1:swim:gold-gate")
    assert "1:end-actions" in ids(state)


def test_pions_sur_les_tuiles_englouties_no_tile_drowns():
    """«If a pawn is on a tile that is removed and cannot move to an adjacent tile, it
    sinks into the abyss and everyone loses the game!» (nobody holds a Helicopter Lift)."""
    state = _sinking("pilot@FL,messenger@CA", "CA", sunk=AROUND_CA)
    events = play(state, "0:draw-flood")
    outcome = state.outcome()
    assert outcome is not None and outcome.won is False
    assert outcome.reason == "fi.outcome.drowned"
    assert outcome.args == {"role": "@fi.role.messenger"}
    assert messages(events)[-1] == "fi.outcome.drowned"
    assert state.to_move() is None and state.legal_actions() == []


def test_pions_sur_les_tuiles_englouties_helicopter_rescue():
    """A Helicopter Lift «can be played to rescue a pawn whose tile is sinking» (facts sec.
    9): while anyone holds one, the stranded pawn waits; its holder may fly it out."""
    state = _sinking("pilot@FL,messenger@CA", "CA", sunk=AROUND_CA, hands="H/-")
    play(state, "0:draw-flood")
    assert state.outcome() is None and state.to_move() == 1
    assert ids(state, 1) == {"1:drown"}  # the pawn itself can do nothing but drown
    assert "0:helicopter-lift:cliffs-of-abandon:1" in ids(state)
    play(state, "0:helicopter-lift:cliffs-of-abandon:1", "0:land:fools-landing")
    assert pawn_at(state, 1) == "FL" and state.swimmers == []
    assert state.outcome() is None and ids(state) == {"0:draw-flood"}


def test_pions_sur_les_tuiles_englouties_helicopter_not_played_drowns():
    """If the Helicopter Lift is not played, the stranded pawn drowns: everyone loses."""
    state = _sinking("pilot@FL,messenger@CA", "CA", sunk=AROUND_CA, hands="H/-")
    play(state, "0:draw-flood", "1:drown")
    assert state.outcome() is not None and state.outcome().reason == "fi.outcome.drowned"


def test_pions_sur_les_tuiles_englouties_helicopter_instead_of_swimming():
    """A pawn that could swim may be lifted instead, by any holder."""
    state = _sinking("pilot@FL,messenger@WG", hands="-/H")
    play(state, "0:draw-flood")
    assert "1:helicopter-lift:whispering-garden:1" in ids(state)
    play(state, "1:helicopter-lift:whispering-garden:1", "1:land:watchtower")
    assert pawn_at(state, 1) == "WT" and state.swimmers == []
