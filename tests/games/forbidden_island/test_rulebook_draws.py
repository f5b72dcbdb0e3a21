"""Forbidden Island rulebook, «2. Tirer 2 cartes Trésor» (Draw 2 Treasure cards) with «Cartes
Trésor» and «Carte Montée des eaux» (Waters Rise!), then the parts the French text lost
(facts sec. 6 and 7): when the Treasure deck runs out, «3. Tirer des cartes Inondation»
(Draw Flood cards) and when the Flood deck runs out. Board: see helpers.py."""

from __future__ import annotations

import pytest

from meeple.games.forbidden_island import components as c
from tests.games.forbidden_island.helpers import (
    assert_illegal,
    codes,
    encode,
    flood_deck_top_first,
    hand,
    ids,
    messages,
    play,
    position,
    tile_state,
)

PAWNS = "pilot@FL,diver@IG"


def _at_draw(**fields: object):
    """Seat 0 (the Pilot) about to draw its 2 Treasure cards."""
    return position(PAWNS, phase="draw-treasure", **fields)


# -- 2. Tirer 2 cartes Trésor (Draw 2 Treasure cards) ------------------------------------


def test_tirer_2_cartes_tresor_after_the_actions():
    """«Après avoir fait vos actions, vous devez tirer 2 cartes dans la pile Trésor et les
    poser devant vous faces visibles. Tirez les cartes une par une»: the top card, then
    the next, go to the hand, seen by all."""
    state = _at_draw(hands="E/-", tdeck="FOWW")
    events = play(state, "0:draw-treasure")
    assert hand(state, 0) == "EFO"
    assert [e.args["card"] for e in events] == ["@fi.card.fire", "@fi.card.ocean"]
    assert len(state.tdeck) == 2
    assert state.view(1)["hands"][0] == ["earth", "fire", "ocean"]


def test_tirer_2_cartes_tresor_a_draw_is_chance_a_move_is_not():
    """A card drawn «une par une» from a face-down pile is chance: the draw cannot be
    undone, an action before it can (the undo barrier reads ``consumes_chance``)."""
    state = _at_draw(tdeck="FOWW")
    assert state.consumes_chance(encode("0:draw-treasure"))
    moving = position(PAWNS)
    assert not any(moving.consumes_chance(a) for a in moving.legal_actions())
    play(state, "0:draw-treasure")
    assert all(state.consumes_chance(a) for a in state.legal_actions())  # the flood draw


def test_tirer_2_cartes_tresor_is_compulsory():
    """«vous devez tirer 2 cartes»: once the actions end, nothing but the draw moves the
    turn on (no move, no ending the turn without drawing)."""
    state = _at_draw(tdeck="FOWW")
    assert ids(state) == {"0:draw-treasure"}
    assert_illegal(state, "0:move:gold-gate", "0:end-actions", "0:draw-flood", "1:draw-treasure")


def test_cartes_tresor_five_of_each_treasure():
    """«Chacun des 4 trésors est représenté par 5 cartes correspondantes» (and, facts sec.
    2, 3 Helicopter Lift, 2 Sandbags and 3 Waters Rise!: 28 cards)."""
    deck = list(c.TREASURE_DECK)
    assert [deck.count(k) for k in range(7)] == [5, 5, 5, 5, 3, 2, 3]
    assert len(deck) == 28


# -- Carte Montée des eaux (Waters Rise!) -----------------------------------------------


def test_carte_montee_des_eaux_raises_the_level():
    """«Montez le Marqueur de niveau d'un cran [...] Notez combien de cartes seront tirées
    à la fin de votre tour»: level 2 (2 cards) to 3 (3 Flood cards this very turn)."""
    state = _at_draw(level=2, tdeck="RE", fdeck="CS,DD,PR,WT")
    events = play(state, "0:draw-treasure")
    assert state.level == 3 and state.flood_left == 3 == c.FLOOD_CARDS[3]
    assert "fi.event.waters-rise" in messages(events)
    assert state.view(0)["water_level"] == 3


def test_carte_montee_des_eaux_flood_discard_shuffled_onto_top():
    """«Prenez toutes les cartes Inondation défaussées, mélangez-les et placez-les faces
    cachées sur la pile de cartes Inondation»: the 3 discarded cards come back on TOP, the
    rest of the deck keeps its order underneath, the discard pile is empty."""
    state = _at_draw(level=2, tdeck="RE", fdeck="CS,DD", fdiscard="WG,TM,CA")
    events = play(state, "0:draw-treasure")
    top = flood_deck_top_first(state)
    assert sorted(top[:3]) == ["CA", "TM", "WG"] and top[3:] == ["CS", "DD"]
    assert state.fdiscard == []
    assert messages(events).count("fi.event.flood-reshuffled") == 1
    # The runs shuffled apart stay apart (and the view shows only which cards, not order).
    assert state.fsegments == [2, 3]
    assert state.view(0)["flood_deck_runs"] == [
        ["cliffs-of-abandon", "temple-of-the-moon", "whispering-garden"],
        ["cave-of-shadows", "dunes-of-deception"],
    ]


def test_carte_montee_des_eaux_discarded_to_treasure_discard():
    """«Si vous tirez une carte Montée des eaux, ne la mettez pas devant vous [...]
    défaussez-la dans la défausse de cartes Trésor»."""
    state = _at_draw(tdeck="REW", tdiscard="H")
    play(state, "0:draw-treasure")
    assert state.tdiscard == [c.HELICOPTER, c.WATERS_RISE]
    assert hand(state, 0) == "E"


def test_carte_montee_des_eaux_no_replacement_card():
    """«NB: Si vous tirez une carte Montée des eaux, vous ne recevez pas de carte de
    remplacement»: the hand grows by one card only, the next card stays in the deck."""
    state = _at_draw(hands="W/-", tdeck="ERO")
    play(state, "0:draw-treasure")
    assert hand(state, 0) == "EW" and [c.CARD_CODES[k] for k in state.tdeck] == ["O"]


def test_carte_montee_des_eaux_two_in_one_draw_one_reshuffle_two_steps():
    """Worked example, «NB: Si vous tirez 2 cartes Montée des eaux, mélangez une seule fois
    la défausse des cartes Inondations mais montez le Marqueur de niveau de 2 crans»: one
    new run on top of the Flood deck, the level up by 2."""
    state = _at_draw(level=3, tdeck="RRE", fdeck="CS,DD", fdiscard="WG,TM,CA")
    events = play(state, "0:draw-treasure")
    assert state.level == 5 and state.flood_left == c.FLOOD_CARDS[5]
    assert messages(events).count("fi.event.waters-rise") == 2
    assert messages(events).count("fi.event.flood-reshuffled") == 1
    assert state.fsegments == [2, 3]  # a single shuffled run on top, not two
    assert sorted(flood_deck_top_first(state)[:3]) == ["CA", "TM", "WG"]
    assert hand(state, 0) == "" and state.tdiscard == [c.WATERS_RISE] * 2


def test_carte_montee_des_eaux_two_not_in_a_row():
    """The same when the two are not drawn back to back in two turns: two draws, two
    reshuffles (each of its own discard pile)."""
    state = position(
        PAWNS, phase="draw-treasure", tdeck="REREWW", fdeck="CS,DD,PR,WT", fdiscard="WG"
    )
    play(state, "0:draw-treasure")
    assert state.level == 2 and flood_deck_top_first(state)[0] == "WG"
    assert state.fsegments == [4, 1]


def test_carte_montee_des_eaux_empty_flood_discard_just_raises():
    """Facts sec. 7 (the French text is cut here): «If the Flood discard pile is empty,
    just raise the level»: nothing is shuffled, the Flood deck is untouched."""
    state = _at_draw(tdeck="RE", fdeck="CS,DD,PR", fdiscard="-")
    before = flood_deck_top_first(state)
    events = play(state, "0:draw-treasure")
    assert state.level == 2
    assert "fi.event.flood-reshuffled" not in messages(events)
    assert flood_deck_top_first(state) == before and state.fsegments == [3]


def test_carte_montee_des_eaux_previous_cards_drawn_again_soon():
    """«Cela signifie que les cartes précédemment tirées vont bientôt être tirées à nouveau»:
    the flooded WG, back on top, is the next Flood card, and it sinks."""
    state = _at_draw(tdeck="RE", fdeck="CS,DD,PR", fdiscard="WG", flooded="WG")
    play(state, "0:draw-treasure", "0:draw-flood")
    assert tile_state(state, "WG") == "sunk"


# -- When the Treasure deck runs out (lost from the French text; facts sec. 7) ------------


def test_pile_tresor_epuisee_reshuffled_at_once():
    """«When the last card of the Treasure deck is drawn, immediately shuffle the Treasure
    discard pile [...] to form a new Treasure deck» (EN rulebook): right after the draw,
    before the hand-limit discard, which then waits in the new discard pile."""
    state = _at_draw(hands="EEEW/-", tdeck="FW", tdiscard="OOH")
    events = play(state, "0:draw-treasure")
    assert "fi.event.treasure-reshuffled" in messages(events)
    assert sorted(state.tdeck) == [c.OCEAN, c.OCEAN, c.HELICOPTER] and state.tdiscard == []
    play(state, "0:discard:fire")
    assert state.tdiscard == [c.FIRE] and len(state.tdeck) == 3


def test_pile_tresor_epuisee_between_the_two_cards():
    """Running out after the first card: the second comes from the reshuffled discard."""
    state = _at_draw(tdeck="F", tdiscard="OO")
    events = play(state, "0:draw-treasure")
    assert hand(state, 0) == "FO"
    assert messages(events).count("fi.event.treasure-reshuffled") == 1
    assert [c.CARD_CODES[k] for k in state.tdeck] == ["O"]


def test_pile_tresor_epuisee_waters_rise_last_card():
    """A Waters Rise! that is the deck's last card is settled (and discarded) first, then
    the discard pile, itself included, becomes the new deck (RULES.md, assumptions)."""
    state = _at_draw(tdeck="R", tdiscard="SS")
    events = play(state, "0:draw-treasure")
    assert messages(events)[:2] == ["fi.event.waters-rise", "fi.event.treasure-reshuffled"]
    kept = hand(state, 0)
    # The second card came from the new deck of S, S and R.
    assert (kept, state.level) in (("S", 2), ("", 3))
    in_play = sorted([c.CARD_CODES[k] for k in state.tdeck + state.tdiscard] + list(kept))
    assert in_play == ["R", "S", "S"]


# -- 3. Tirer des cartes Inondation (Draw Flood cards; lost from the French text) ---------


@pytest.mark.parametrize(("level", "cards"), [(1, 2), (2, 2), (3, 3), (4, 3), (5, 3),
                                              (6, 4), (7, 4), (8, 5), (9, 5)])  # fmt: skip
def test_tirer_des_cartes_inondation_count_by_level(level, cards):
    """«Tirez un nombre de cartes Inondation égal au niveau d'eau»: the number printed by
    the meter (facts sec. 6: 2 2 3 3 3 4 4 5 5), one draw per card, then the next turn."""
    state = _at_draw(level=level, tdeck="EWFO", fdeck="CS,DD,PR,WT,TH,LL,OB,MM")
    play(state, "0:draw-treasure")
    assert state.flood_left == cards == state.view(0)["flood_cards_per_turn"]
    for _ in range(cards):
        assert state.current == 0 and ids(state) == {"0:draw-flood"}
        play(state, "0:draw-flood")
    assert state.current == 1 and state.phase == 0
    assert len(state.fdeck) == 8 - cards


def test_tirer_des_cartes_inondation_one_card_per_step():
    """«Draw cards 1 at a time»: each draw reveals one card, in deck order."""
    state = position(PAWNS, phase="draw-flood", flood=2, fdeck="CS,DD,PR")
    events = play(state, "0:draw-flood")
    assert [e.args["tile"] for e in events] == ["@fi.tile.cave-of-shadows"]
    assert tile_state(state, "CS") == "flooded" and tile_state(state, "DD") == "dry"
    assert state.flood_left == 1
    play(state, "0:draw-flood")
    assert tile_state(state, "DD") == "flooded" and tile_state(state, "PR") == "dry"


def test_tirer_des_cartes_inondation_dry_tile_floods():
    """A dry tile flips to its flooded side; its card goes to the Flood discard pile."""
    state = position(PAWNS, phase="draw-flood", flood=2, fdeck="WG,DD", fdiscard="TM")
    events = play(state, "0:draw-flood")
    assert tile_state(state, "WG") == "flooded"
    assert codes(state.fdiscard) == ["TM", "WG"]
    assert messages(events) == ["fi.event.tile-flooded"]


def test_tirer_des_cartes_inondation_flooded_tile_sinks_card_leaves_game():
    """An already flooded tile sinks: the tile and its Flood card leave the game."""
    state = position(PAWNS, flooded="WG", phase="draw-flood", flood=2, fdeck="WG,DD", fdiscard="TM")
    events = play(state, "0:draw-flood")
    assert tile_state(state, "WG") == "sunk"
    assert "WG" not in codes(state.fdiscard) + codes(state.fdeck)
    assert messages(events) == ["fi.event.tile-sank"]
    assert state.view(0)["cells"][8]["state"] == "sunk"


def test_tirer_des_cartes_inondation_special_cards_between_draws():
    """Special Action cards may be played between two Flood cards (each card is its own
    step): Sandbags on CS, just flooded, before the next card comes."""
    state = position("pilot@FL,diver@IG", phase="draw-flood", flood=2, fdeck="CS,DD", hands="-/S")
    play(state, "0:draw-flood")
    assert "1:sandbags:cave-of-shadows" in ids(state)
    play(state, "1:sandbags:cave-of-shadows")
    assert tile_state(state, "CS") == "dry" and state.flood_left == 1


def test_tirer_des_cartes_inondation_sandbags_cannot_save_a_drawn_tile():
    """«You cannot play a Sandbag card to save a flooded tile once you've revealed the
    matching Flood card»: the tile sinks at once, there is no moment to play it."""
    state = position(
        "pilot@FL,diver@IG", flooded="CS", phase="draw-flood", flood=2, fdeck="CS,DD",
        hands="-/S",
    )  # fmt: skip
    assert "1:sandbags:cave-of-shadows" in ids(state)  # before the card is revealed: yes
    play(state, "0:draw-flood")
    assert tile_state(state, "CS") == "sunk"
    assert_illegal(state, "1:sandbags:cave-of-shadows")


# -- When the Flood deck runs out (lost from the French text; facts sec. 7) ---------------


def test_pile_inondation_epuisee_reshuffled_mid_turn():
    """«If the Flood draw pile ever runs out, immediately shuffle the Flood discard pile
    [...] If this happens in the middle of a turn, continue drawing»: the second card of
    the turn comes from the reshuffled discard pile (with the first card in it)."""
    state = position(PAWNS, phase="draw-flood", flood=2, fdeck="WG", fdiscard="TM,CA")
    play(state, "0:draw-flood")
    events = play(state, "0:draw-flood")
    assert "fi.event.flood-deck-renewed" in messages(events)
    assert sorted(codes(state.fdeck + state.fdiscard)) == ["CA", "TM", "WG"]
    assert len(state.fdeck) == 2 and len(state.fdiscard) == 1
    assert state.current == 1


def test_pile_inondation_epuisee_sunk_cards_stay_out():
    """The cards of sunk tiles are out of the game: they never come back in a reshuffle."""
    state = position(PAWNS, flooded="WG", phase="draw-flood", flood=2, fdeck="WG", fdiscard="TM")
    play(state, "0:draw-flood", "0:draw-flood")
    assert codes(state.fdiscard) == ["TM"] and state.fdeck == []
