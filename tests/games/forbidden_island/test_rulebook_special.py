"""Forbidden Island rulebook, «Cartes Action Spéciale» (Special Action cards) with what the
French text lost: what Hélicoptère (Helicopter Lift) and Sacs de sable (Sandbags) do
(facts sec. 9), and «Nombre maximal de cartes» (Hand limit, facts sec. 8), a paragraph the
text points to but lost. Board: see helpers.py."""

from __future__ import annotations

from meeple.games.forbidden_island import components as c
from tests.games.forbidden_island.helpers import (
    LAYOUT,
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

# -- Nombre maximal de cartes (Hand limit) -----------------------------------------------


def test_nombre_maximal_de_cartes_discard_down_to_five():
    """At most 5 cards in hand; a sixth, drawn, must be discarded at once: before the
    Flood cards are drawn, the player over the limit can only discard (or play a Special
    Action card)."""
    state = position("pilot@FL,diver@IG", hands="EEWF/-", tdeck="OOEW", phase="draw-treasure")
    play(state, "0:draw-treasure")
    assert hand(state, 0) == "EEWFOO" and state.to_move() == 0
    assert ids(state) == {"0:discard:earth", "0:discard:wind", "0:discard:fire", "0:discard:ocean"}
    assert_illegal(state, "0:draw-flood")
    play(state, "0:discard:wind")
    assert hand(state, 0) == "EEFOO" and state.tdiscard == [c.WIND]
    assert ids(state) == {"0:draw-flood"}


def test_nombre_maximal_de_cartes_five_is_allowed():
    """Five cards is within the limit: nothing to discard."""
    state = position("pilot@FL,diver@IG", hands="EWF/-", tdeck="OOEW", phase="draw-treasure")
    play(state, "0:draw-treasure")
    assert sum(state.hands[0]) == 5 and ids(state) == {"0:draw-flood"}


def test_nombre_maximal_de_cartes_player_chooses_what_to_discard():
    """«The player chooses what to discard», among the cards held; Special Action cards
    count towards the 5 too."""
    state = position("pilot@FL,diver@IG", hands="EEEH/-", tdeck="SWOO", phase="draw-treasure")
    play(state, "0:draw-treasure")
    assert hand(state, 0) == "EEEWHS"
    assert ids_of(state, "0:discard:") == {
        "0:discard:earth",
        "0:discard:wind",
        "0:discard:helicopter-lift",
        "0:discard:sandbags",
    }
    assert_illegal(state, "0:discard:fire", "0:discard:waters-rise", "1:discard:earth")
    play(state, "0:discard:helicopter-lift")
    assert hand(state, 0) == "EEEWS" and state.tdiscard == [c.HELICOPTER]


def test_nombre_maximal_de_cartes_after_both_draws():
    """Both Treasure cards are drawn, then the hand goes down to 5 (RULES.md, assumption):
    5 cards plus 2 means 2 discards after the draw."""
    state = position("pilot@FL,diver@IG", hands="EEEWF/-", tdeck="OOEW", phase="draw-treasure")
    play(state, "0:draw-treasure")
    assert sum(state.hands[0]) == 7
    play(state, "0:discard:ocean")
    assert state.to_move() == 0 and set(ids(state)) == set(ids_of(state, "0:discard:"))
    play(state, "0:discard:ocean")
    assert hand(state, 0) == "EEEWF" and ids(state) == {"0:draw-flood"}


def test_nombre_maximal_de_cartes_on_another_players_turn():
    """«The limit applies at once, even on another player's turn (e.g. after receiving a
    card)»: the Diver, given a sixth card, discards before the giver goes on."""
    state = position("pilot@WG,diver@WG", hands="EO/EEWFF")
    play(state, "0:give:1:ocean")
    assert state.to_move() == 1 and state.current == 0 and state.actions_left == 2
    assert ids(state) == {
        "1:discard:earth",
        "1:discard:wind",
        "1:discard:fire",
        "1:discard:ocean",
    }
    assert_illegal(state, "0:move:gold-gate", "0:give:1:earth", "0:end-actions")
    play(state, "1:discard:fire")
    assert state.to_move() == 0 and "0:move:gold-gate" in ids(state)
    assert hand(state, 1) == "EEWFO"


def test_nombre_maximal_de_cartes_play_special_card_instead():
    """«NB: vous pouvez utiliser le pouvoir d'une carte Action Spéciale si vous êtes forcé
    de vous en débarrasser»: over the limit, playing Sandbags brings the hand back to 5."""
    state = position(
        "pilot@FL,diver@IG", flooded="CS", hands="EEWS/-", tdeck="OOEW", phase="draw-treasure"
    )
    play(state, "0:draw-treasure")
    assert "0:sandbags:cave-of-shadows" in ids(state)
    play(state, "0:sandbags:cave-of-shadows")
    assert tile_state(state, "CS") == "dry" and hand(state, 0) == "EEWOO"
    assert ids(state) == {"0:draw-flood"}


# -- Cartes Action Spéciale (Special Action cards) ---------------------------------------


def test_cartes_action_speciale_any_time_even_another_players_turn():
    """«elles peuvent être jouées quand vous le souhaitez, même lors du tour d'un autre
    joueur»: the Diver's Sandbags during the Pilot's actions, Treasure draw, Flood draws
    and discard."""
    pawns = "pilot@FL,diver@IG"
    states = [
        position(pawns, flooded="CS", hands="-/S"),
        position(pawns, flooded="CS", hands="-/S", phase="draw-treasure", tdeck="EW"),
        position(pawns, flooded="CS", hands="-/S", phase="draw-flood", fdeck="DD,PR"),
        position(pawns, flooded="CS", hands="EEWWFF/S"),
    ]
    for state in states:
        assert state.to_move() == 0
        assert "1:sandbags:cave-of-shadows" in ids(state)
        play(state, "1:sandbags:cave-of-shadows")
        assert tile_state(state, "CS") == "dry" and state.to_move() == 0


def test_cartes_action_speciale_cost_no_action():
    """«Jouer une carte Action Spéciale ne coûte pas d'action»."""
    state = position("pilot@FL,diver@IG", flooded="CS", hands="SH/-", actions=1)
    play(state, "0:sandbags:cave-of-shadows")
    assert state.actions_left == 1 and state.phase == 0
    play(state, "0:helicopter-lift:fools-landing:0", "0:land:watchtower")
    assert state.actions_left == 1 and state.phase == 0 and pawn_at(state, 0) == "WT"


def test_cartes_action_speciale_discarded_once_played():
    """«Défaussez les cartes dans la pile de défausse des cartes Trésor immédiatement après
    les avoir jouées»."""
    state = position("pilot@FL,diver@IG", flooded="CS", hands="SH/-", tdiscard="E")
    play(state, "0:sandbags:cave-of-shadows")
    assert state.tdiscard == [c.EARTH, c.SANDBAGS] and hand(state, 0) == "H"
    play(state, "0:helicopter-lift:fools-landing:0")
    assert state.tdiscard == [c.EARTH, c.SANDBAGS, c.HELICOPTER] and hand(state, 0) == ""


# -- Sacs de sable (Sandbags) ------------------------------------------------------------


def test_carte_sacs_de_sable_any_flooded_tile():
    """Sandbags: «Shore up any one tile anywhere» (facts sec. 9): every flooded tile, far
    from the holder's pawn too; not a dry tile, not a sunk one."""
    state = position("pilot@FL,diver@IG", flooded="WT,CP,BG", sunk="DD", hands="S/-")
    assert tiles_of(state, "0:sandbags:") == {"WT", "CP", "BG"}
    assert_illegal(state, "0:sandbags:dunes-of-deception", "0:sandbags:observatory")
    events = play(state, "0:sandbags:watchtower")
    assert tile_state(state, "WT") == "dry" and [e.msg for e in events] == ["fi.event.sandbags"]


# -- Hélicoptère (Helicopter Lift) -------------------------------------------------------


def test_carte_helicoptere_needs_another_tile_to_land_on():
    """«To any other tile»: with every tile but the pawns' one sunk, there is nowhere to
    fly, so no lift is offered (it would leave the game waiting for a landing that cannot
    be); one tile left standing elsewhere, and the lift is back, landing there."""
    others = [code for code in LAYOUT if code not in ("FL", "WT")]
    state = position("pilot@FL,diver@FL", sunk=[*others, "WT"], hands="H/-")
    assert not ids_of(state, "0:helicopter-lift:")
    state = position("pilot@FL,diver@FL", sunk=others, hands="H/-")
    play(state, "0:helicopter-lift:fools-landing:0+1")
    assert tiles_of(state, "0:land:") == {"WT"}


def test_carte_helicoptere_pawns_of_one_tile_to_any_tile():
    """Helicopter Lift: «Move one or more pawns that stand on the same tile to any other
    tile» (facts sec. 9): any group from one tile, never pawns of two tiles at once."""
    state = position("pilot@WG,diver@WG,engineer@HG", hands="-/-/H")
    assert ids_of(state, "2:helicopter-lift:") == {
        "2:helicopter-lift:whispering-garden:0",
        "2:helicopter-lift:whispering-garden:1",
        "2:helicopter-lift:whispering-garden:0+1",
        "2:helicopter-lift:howling-garden:2",
    }
    assert_illegal(state, "2:helicopter-lift:whispering-garden:0+2")
    play(state, "2:helicopter-lift:whispering-garden:0+1")
    assert tiles_of(state, "2:land:") == {
        c.TILES[t].code for t in range(24) if c.TILES[t].code != "WG"
    }
    events = play(state, "2:land:watchtower")
    assert pawn_at(state, 0) == pawn_at(state, 1) == "WT" and pawn_at(state, 2) == "HG"
    assert [e.msg for e in events] == ["fi.event.landed"]


def test_carte_helicoptere_never_onto_sunk_tile():
    """«Any other tile»: not the tile it leaves, and never a missing one."""
    state = position("pilot@WG,diver@IG", sunk="WT,CS", hands="H/-")
    play(state, "0:helicopter-lift:whispering-garden:0")
    assert not {"WT", "CS", "WG"} & tiles_of(state, "0:land:")
    assert_illegal(state, "0:land:watchtower", "0:land:whispering-garden")


def test_carte_helicoptere_out_of_turn():
    """Played by its holder at any time, also on another player's turn: the Diver lifts
    the Pilot during the Pilot's Flood draws."""
    state = position("pilot@WG,diver@IG", hands="-/H", phase="draw-flood", fdeck="DD,PR")
    play(state, "1:helicopter-lift:whispering-garden:0", "1:land:fools-landing")
    assert pawn_at(state, 0) == "FL" and state.phase == 2 and state.to_move() == 0


def test_carte_helicoptere_landing_chosen_before_anything_else():
    """Playing the card and choosing where it lands are two steps (RULES.md, assumption):
    in between, only the landing is open, for the card's holder; it cannot be called off."""
    state = position("pilot@WG,diver@IG", flooded="CS", hands="S/HS")
    play(state, "1:helicopter-lift:whispering-garden:0")
    assert state.to_move() == 1
    assert ids(state) == ids_of(state, "1:land:")
    assert_illegal(state, "0:move:gold-gate", "0:end-actions", "0:sandbags:cave-of-shadows")
    assert_illegal(state, "1:sandbags:cave-of-shadows")
