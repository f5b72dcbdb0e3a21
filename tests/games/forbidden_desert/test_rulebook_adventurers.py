"""Forbidden Desert rulebook, «A la rencontre des aventuriers» (Meet the adventurers): the
Archeologist, Climber, Explorer, Meteorologist, Navigator and Water Carrier. Board: see
helpers.py."""

from __future__ import annotations

from meeple.engine import Rng
from tests.games.forbidden_desert.helpers import (
    GAME,
    assert_illegal,
    cells_of,
    desert,
    ids,
    messages,
    pawn_at,
    play,
    position,
    sand_at,
    storm_deck_top_first,
)

# -- L'archéologue (Archeologist) --------------------------------------------------------


def test_archeologue_two_sand_one_action():
    """«L'archéologue peut enlever 2 marqueurs sable sur la même tuile pour 1 action»: from
    a neighbour (3 -> 1), and from her own tile when buried (3 -> 1: free at once)."""
    state = position("archeologist@b2,explorer@e5", board=desert(sand={"b1": 3}))
    play(state, "0:dig:b1")
    assert sand_at(state, "b1") == 1 and state.actions_left == 3
    state = position("archeologist@b2,explorer@e5", board=desert(sand={"b2": 3}))
    play(state, "0:dig:b2")
    assert sand_at(state, "b2") == 1 and state.view(None)["pawns"][0]["buried"] is False


def test_archeologue_one_if_only_one():
    """With a single marker there, she removes it (no marker goes below zero)."""
    state = position("archeologist@b2,explorer@e5", board=desert(sand={"b1": 1}))
    play(state, "0:dig:b1")
    assert sand_at(state, "b1") == 0 and state.view(None)["sand"]["supply"] == 48


def test_archeologue_others_remove_one():
    """The power is hers: another adventurer removes 1 marker per action."""
    state = position("navigator@b2,archeologist@e5", board=desert(sand={"b1": 3}))
    play(state, "0:dig:b1")
    assert sand_at(state, "b1") == 2


# -- L'alpiniste (Climber) ---------------------------------------------------------------


def test_alpiniste_onto_blocked_tiles():
    """«L'alpiniste peut aller sur les tuiles bloquées (les tuiles ayant au moins 2
    marqueurs Sable)», and on from there."""
    state = position("climber@b2,navigator@e5", board=desert(sand={"b1": 3, "a1": 2}))
    assert cells_of(state, "0:move:") == {"b1", "a2", "c2", "b3"}
    play(state, "0:move:b1", "0:move:a1")
    assert pawn_at(state, 0) == "a1" and state.actions_left == 2


def test_alpiniste_takes_one_player_along():
    """«Elle peut aussi emmener un autre joueur avec elle à chaque fois qu'elle se déplace»:
    one pawn of her tile (either), not two, not one from another tile."""
    board = desert(sand={"b1": 2})
    state = position("climber@b2,navigator@b2,explorer@b2,meteorologist@a2", board=board)
    assert {"0:move:b1+1", "0:move:b1+2"} <= ids(state)
    assert_illegal(state, "0:move:b1+3", "0:move:b2+1")
    play(state, "0:move:b1+2")
    assert [pawn_at(state, s) for s in range(4)] == ["b1", "b2", "b1", "a2"]
    assert state.actions_left == 3
    assert state.view(None)["pawns"][2]["buried"] is False


def test_alpiniste_pawns_on_her_tile_never_buried():
    """«Tous les pions sur la tuile de l'alpiniste ne sont jamais enlisés»: on 3 markers
    with her, the Navigator is not buried; once she leaves alone, he is."""
    board = desert(sand={"b2": 3})
    state = position("climber@b2,navigator@b2", board=board)
    assert [p["buried"] for p in state.view(None)["pawns"]] == [False, False]
    assert "0:move:b1" in ids(state) and "0:excavate" not in ids(state)
    play(state, "0:move:b1")
    assert [p["buried"] for p in state.view(None)["pawns"]] == [False, True]


def test_alpiniste_others_may_leave_her_blocked_tile():
    """«et peuvent quitter la tuile de l'alpiniste même s'il y a 2 marqueurs Sable ou
    plus»: on his turn, the Navigator steps off her blocked tile onto a free one."""
    board = desert(sand={"b2": 4})
    state = position("climber@b2,navigator@b2", board=board, turn=1)
    assert cells_of(state, "1:move:") == {"b1", "a2", "c2", "b3"}
    play(state, "1:move:a2")
    assert pawn_at(state, 1) == "a2"


# -- L'explorateur (Explorer) ------------------------------------------------------------


def test_explorateur_moves_diagonally():
    """«L'explorateur peut se déplacer [...] diagonalement»: the 8 neighbours but the eye
    (c3) and blocked ones (a3 here)."""
    state = position("explorer@b2,navigator@e5", board=desert(sand={"a3": 2}))
    assert cells_of(state, "0:move:") == {"a1", "b1", "c1", "a2", "c2", "b3"}
    play(state, "0:move:c1")
    assert pawn_at(state, 0) == "c1" and state.actions_left == 3


def test_explorateur_digs_diagonally():
    """«enlever du sable [...] diagonalement»."""
    state = position("explorer@b2,navigator@e5", board=desert(sand={"a1": 2, "c1": 1}))
    assert cells_of(state, "0:dig:") == {"a1", "c1"}
    play(state, "0:dig:a1")
    assert sand_at(state, "a1") == 1


def test_explorateur_blasts_diagonally():
    """«et utiliser les "Blasters" diagonalement»; another holder cannot."""
    board = desert(sand={"a1": 4})
    state = position("explorer@b2,navigator@b2", board=board, hands="D/D")
    assert "0:dune-blaster:a1" in ids(state)
    assert_illegal(state, "1:dune-blaster:a1")
    play(state, "0:dune-blaster:a1")
    assert sand_at(state, "a1") == 0 and state.actions_left == 4


# -- La météorologue (Meteorologist) -----------------------------------------------------


def test_meteorologue_fewer_cards_per_action():
    """«La météorologue peut dépenser des actions pour tirer, à la fin de son tour, moins de
    cartes Tempête (1 carte par action) que ne le nécessite le niveau actuel»: at Novice (2
    cards) one action leaves 1 card; two leave none and the turn passes at once; a third
    is not offered."""
    state = position("meteorologist@a1,navigator@e5", sdeck="n1,s1")
    play(state, "0:calm", "0:end-actions")
    assert state.storm_left == 1
    state = position("meteorologist@a1,navigator@e5", sdeck="n1,s1")
    play(state, "0:calm", "0:calm")
    assert_illegal(state, "0:calm")
    play(state, "0:end-actions")
    assert state.current == 1 and state.sdiscard == []


def test_meteorologue_forecast_as_many_as_level():
    """«Elle peut aussi dépenser 1 action pour regarder autant de cartes Tempête que son
    niveau actuel»: 3 cards at the 2nd tick, for 1 action."""
    state = position("meteorologist@a1,navigator@e5", meter=2, sdeck="sun,n2,up,w1")
    events = play(state, "0:forecast")
    assert state.actions_left == 3 and state.to_move() == 0
    peek = state.view(0)["peek"]
    assert peek["cards"] == ["sun-beats-down", "wind-n2", "storm-picks-up"]
    assert peek["count"] == 3 and peek["stage"] == "bury"
    assert "fd.event.forecast" in messages(events)


def test_meteorologue_bury_one():
    """«puis en placer éventuellement une sous la pile»: Sun Beats Down goes to the bottom;
    the others come back on top."""
    state = position("meteorologist@a1,navigator@e5", meter=2, sdeck="sun,n2,up,w1")
    play(state, "0:forecast", "0:bury:0", "0:place:0")
    deck = storm_deck_top_first(state)
    assert deck[:3] == ["n2", "up", "w1"] and deck[-1] == "sun" and len(deck) == 31
    assert state.view(0)["storm_known"] == {
        "top": ["wind-n2", "storm-picks-up"],
        "bottom": "sun-beats-down",
    }


def test_meteorologue_keep_all():
    """«éventuellement»: she may bury none; all go back on top."""
    state = position("meteorologist@a1,navigator@e5", sdeck="sun,n2,w1")
    play(state, "0:forecast", "0:keep", "0:place:0")
    assert storm_deck_top_first(state)[:3] == ["sun", "n2", "w1"]
    assert state.to_move() == 0 and state.actions_left == 3


def test_meteorologue_order_of_her_choice():
    """«Les autres cartes sont remises sur le dessus de la pile dans l'ordre de son choix»
    (the French text; facts sec. 8): she puts Storm Picks Up on top, then the wind, then
    the sun; her draws then come in that order."""
    state = position("meteorologist@a1,navigator@e5", meter=2, sdeck="sun,n2,up,w1")
    play(state, "0:forecast", "0:keep", "0:place:2", "0:place:1")
    assert storm_deck_top_first(state)[:4] == ["up", "n2", "sun", "w1"]
    play(state, "0:end-actions")
    play(state, "0:draw-storm")
    assert state.sdiscard and state.meter == 3


def test_meteorologue_peek_private():
    """She «regarde» the cards: only she sees them (her view, a private event); to the
    others the deck's order stays hidden, and a resample for them may change those cards
    but not for her."""
    state = position("meteorologist@a1,navigator@e5", sdeck="sun,n2,w1,e1,s1,up")
    events = play(state, "0:forecast")
    assert state.view(1)["peek"]["cards"] is None and state.view(None)["peek"]["cards"] is None
    secret = [e for e in events if e.msg == "fd.event.peeked"]
    assert secret and secret[0].visible_to(0) and not secret[0].visible_to(1)
    play(state, "0:keep", "0:place:0")
    assert state.view(0)["storm_known"]["top"] == ["sun-beats-down", "wind-n2"]
    assert state.view(1)["storm_known"]["top"] == []
    for k in range(10):
        assert storm_deck_top_first(state.resample(0, Rng(k)))[:2] == ["sun", "n2"]
    assert {tuple(storm_deck_top_first(state.resample(1, Rng(k)))[:2]) for k in range(10)} != {
        ("sun", "n2")
    }


# -- La navigatrice (Navigator) ----------------------------------------------------------


def test_navigatrice_moves_other_up_to_three():
    """«La navigatrice peut déplacer un autre joueur jusqu'à 3 tuiles non bloquées par
    action»: the Meteorologist on a1 can be taken to any tile 1 to 3 orthogonal steps
    away, for 1 action; the Navigator does not move herself this way."""
    state = position("navigator@e5,meteorologist@a1")
    expected = {"b1", "a2", "c1", "b2", "a3", "d1", "c2", "b3", "a4"}
    assert cells_of(state, "0:navigate:1:") == expected
    assert not ids(state) & {"0:navigate:0:e4", "0:navigate:0:d5"}
    play(state, "0:navigate:1:d1")
    assert pawn_at(state, 1) == "d1" and pawn_at(state, 0) == "e5" and state.actions_left == 3


def test_navigatrice_unblocked_only():
    """«non bloquées»: not onto, nor through, a blocked tile (b1 here, so c1 is 4 steps
    away and d1 out of reach)."""
    state = position("navigator@e5,meteorologist@a1", board=desert(sand={"b1": 2}))
    assert cells_of(state, "0:navigate:1:") == {"a2", "b2", "a3", "c2", "b3", "a4"}
    assert_illegal(state, "0:navigate:1:b1", "0:navigate:1:c1")


def test_navigatrice_tunnels_count():
    """«Tunnels inclus»: from the excavated tunnel a2, a hop to the excavated tunnel e5 is
    one of the 3 steps (e5, then d5 and e4, then c5, d4)."""
    board = desert(at={"e5": "TC"}, dug="a2 e5")
    state = position("navigator@a1,meteorologist@a2", board=board)
    assert {"e5", "d5", "e4", "c5", "d4"} <= cells_of(state, "0:navigate:1:")
    assert "b5" not in cells_of(state, "0:navigate:1:")


def test_navigatrice_explorer_diagonally():
    """«Elle peut déplacer l'explorateur diagonalement»: from a1, d2 is 3 diagonal-or-
    straight steps for the Explorer (b2, c1, d2), 4 for anyone else."""
    state = position("navigator@e5,explorer@a1,meteorologist@a1")
    assert "d2" in cells_of(state, "0:navigate:1:")
    assert "d2" not in cells_of(state, "0:navigate:2:")
    play(state, "0:navigate:1:d2")
    assert pawn_at(state, 1) == "d2"


def test_navigatrice_climber_onto_blocked():
    """«et peut déplacer l'alpiniste sur les tuiles bloquées»."""
    board = desert(sand={"b1": 2, "c1": 3})
    state = position("navigator@e5,climber@a1,meteorologist@a2", board=board)
    assert {"b1", "c1"} <= cells_of(state, "0:navigate:1:")
    assert "b1" not in cells_of(state, "0:navigate:2:")
    play(state, "0:navigate:1:c1")
    assert pawn_at(state, 1) == "c1"


def test_navigatrice_climber_takes_one_along_even_navigator():
    """«Déplacée ainsi, l'alpiniste peut aussi utiliser son pouvoir et emmener un autre
    joueur (dont la navigatrice)!»: the Climber, moved from a1 to b2, takes the Navigator
    (or the Explorer) along from a1."""
    state = position("navigator@a1,climber@a1,explorer@a1")
    assert {"0:navigate:1:b2+0", "0:navigate:1:b2+2"} <= ids(state)
    play(state, "0:navigate:1:b2+0")
    assert [pawn_at(state, s) for s in range(3)] == ["b2", "b2", "a1"]
    assert state.actions_left == 3


# -- La porteuse d'eau (Water Carrier) ---------------------------------------------------


def test_porteuse_d_eau_two_water_from_excavated_well():
    """«La porteuse d'eau peut prendre 2 portions d'eau des tuiles "Point d'eau" déjà
    révélées pour 1 action»: on the excavated well c1, 2 -> 4 then 4 -> 5 (her canteen);
    full, no more."""
    state = position("water-carrier@c1:2,navigator@e5", board=desert(dug="c1"))
    play(state, "0:draw-water")
    assert state.water[0] == 4 and state.actions_left == 3
    play(state, "0:draw-water")
    assert state.water[0] == 5
    assert_illegal(state, "0:draw-water")


def test_porteuse_d_eau_not_from_mirage():
    """«Point d'eau»: the mirage is no well (e1 excavated)."""
    state = position("water-carrier@e1:2,navigator@e5", board=desert(dug="e1"))
    assert_illegal(state, "0:draw-water")


def test_porteuse_d_eau_not_unexcavated():
    """«déjà révélées»: not from a face-down well; nor for another adventurer."""
    state = position("water-carrier@c1:2,navigator@e5")
    assert_illegal(state, "0:draw-water")
    state = position("navigator@c1:2,water-carrier@e5", board=desert(dug="c1"))
    assert_illegal(state, "0:draw-water")


def test_porteuse_d_eau_gives_to_adjacent_tiles():
    """«Elle peut aussi donner de l'eau aux joueurs sur les tuiles adjacentes gratuitement
    et à tout moment»: to b1 (adjacent), not a1 (diagonal); free, even in another's turn;
    the others still share on the same tile only."""
    state = position("navigator@a1:1,water-carrier@b2,explorer@b1:1")
    assert cells_of(state, "1:give-water:") == {"2"}
    play(state, "1:give-water:2")
    assert state.water == [1, 4, 2] and state.actions_left == 4
    assert_illegal(state, "1:give-water:0", "2:give-water:1")


def test_porteuse_d_eau_canteen_of_five():
    """«Sa gourde commence avec 5 portions d'eau (au lieu de 4)»."""
    state = GAME.setup({"players": 2, "adventurers": ["water-carrier", "explorer"]}, 3)
    assert state.water == [5, 4] and state.canteen == (5, 4)
