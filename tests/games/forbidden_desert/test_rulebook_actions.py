"""Forbidden Desert rulebook, «Tour de jeu» (Turn) and «1. Faire jusqu'à 4 actions»: Se
déplacer, Enlever du sable, Révéler, Prendre une pièce, Partage l'eau et l'équipement, the
worked «Exemple de tour», and «Creusez!» (buried pawns). Board: see helpers.py."""

from __future__ import annotations

import pytest

from meeple.games.forbidden_desert import actions as fa
from tests.games.forbidden_desert.helpers import (
    GAME,
    assert_illegal,
    cell_code,
    cells_of,
    desert,
    dug,
    hand,
    ids,
    ids_of,
    messages,
    part_where,
    pawn_at,
    play,
    position,
    sand_at,
    supply,
)

# Winds that push the tile of c4 (or b3) into the eye and back: whole turns can be played
# without touching the pawns of these tests (none stands on c4 or b3).
QUIET = "n1,s1,n1,s1,n1,s1,e1,w1,e1,w1,e1,w1"


def _turn_ids(state, seat=None) -> set[str]:
    """Legal ids but the free ones (sharing, equipment) any seat may play at any time."""
    return {
        state.action_id(a)
        for a in state.legal_actions(seat)
        if a & 31 not in fa.ANY_TIME_KINDS and a & 31 != fa.TAKE_OFF
    }


# -- Tour de jeu (Turn) ------------------------------------------------------------------


def test_tour_de_jeu_first_player_seat_zero():
    """«Le joueur ayant le plus soif commence»: the players seat themselves so that this
    player is seat 0, whose turn comes first; only seat 0 has turn actions."""
    for seed in range(5):
        state = GAME.setup({"players": 3}, seed)
        assert state.to_move() == 0 and state.current == 0
        turn = [a for a in state.legal_actions() if a & 31 not in fa.ANY_TIME_KINDS]
        assert turn and {state.action_seat(a) for a in turn} == {0}


def test_tour_de_jeu_clockwise():
    """«puis on tourne en sens horaire»: seat 0, 1, 2, then 0 again."""
    state = position("climber@a1,navigator@e1,explorer@a5", sdeck=QUIET)
    order = []
    for _ in range(4):
        seat = state.current
        order.append(seat)
        play(state, f"{seat}:end-actions", f"{seat}:draw-storm", f"{seat}:draw-storm")
    assert order == [0, 1, 2, 0]


def test_tour_de_jeu_actions_then_storm():
    """«Faites jusqu'à 4 actions. Tirez un nombre de cartes Tempête égal au niveau de la
    tempête de sable», in that order: no Storm card during the actions; once they end,
    only the draws (2 at Novice), then the next player's turn with 4 actions."""
    state = position("climber@a1,navigator@e1", sdeck=QUIET)
    assert not ids_of(state, "0:draw-storm")
    play(state, "0:end-actions")
    assert _turn_ids(state) == {"0:draw-storm"} and state.storm_left == 2
    assert_illegal(state, "0:move:b1", "0:end-actions", "1:draw-storm")
    play(state, "0:draw-storm")
    assert state.current == 0 and _turn_ids(state) == {"0:draw-storm"}
    play(state, "0:draw-storm")
    assert state.current == 1 and state.actions_left == 4
    assert "1:end-actions" in ids(state) and not ids_of(state, "1:draw-storm")


# -- 1. Faire jusqu'à 4 actions (Take up to 4 actions) -----------------------------------


def test_faire_jusqu_a_4_actions_four_at_most():
    """«A chaque tour, vous pouvez faire jusqu'à 4 actions»: after the 4th, no action is
    left, only the Storm draw."""
    state = position("climber@a1,navigator@e5", sdeck=QUIET)
    play(state, "0:move:b1", "0:move:a1", "0:move:b1")
    assert state.actions_left == 1
    play(state, "0:move:a1")
    assert state.actions_left == 0 and _turn_ids(state) == {"0:draw-storm"}
    assert_illegal(state, "0:move:b1", "0:end-actions")


@pytest.mark.parametrize("taken", [0, 1, 2, 3])
def test_faire_jusqu_a_4_actions_fewer_allowed(taken):
    """«(0, 1, 2, 3 ou 4 actions)»: the player may stop at any time."""
    state = position("climber@a1,navigator@e5", sdeck=QUIET)
    for step in range(taken):
        play(state, "0:move:b1" if step % 2 == 0 else "0:move:a1")
    assert state.actions_left == 4 - taken
    play(state, "0:end-actions")
    assert _turn_ids(state) == {"0:draw-storm"} and state.storm_left == 2


def test_faire_jusqu_a_4_actions_any_combination():
    """«Choisissez une combinaison parmi les 4 actions»: the same action repeated or
    different ones mixed, each costing one action."""
    board = desert(sand={"a2": 1, "b1": 1})
    state = position("navigator@a1,climber@e5", board=board)
    play(state, "0:dig:a2", "0:dig:b1", "0:excavate")
    assert state.actions_left == 1 and dug(state, "a1") and sand_at(state, "b1") == 0
    play(state, "0:move:b1")
    assert state.actions_left == 0 and pawn_at(state, 0) == "b1"


def test_faire_jusqu_a_4_actions_only_current_player():
    """The actions are those of the player whose turn it is: another seat has none."""
    state = position("climber@a1,navigator@e5", board=desert(sand={"e4": 1}))
    assert not _turn_ids(state, 1)
    assert_illegal(state, "1:move:e4", "1:dig:e4", "1:excavate", "1:end-actions")


# -- Se déplacer (Move) ------------------------------------------------------------------


def test_se_deplacer_orthogonal_only():
    """«sur une tuile adjacente [...] en haut, en bas, à gauche, à droite, mais pas en
    diagonale», 1 action per move."""
    state = position("navigator@b2,climber@e5")
    assert cells_of(state, "0:move:") == {"b1", "a2", "c2", "b3"}
    assert_illegal(state, "0:move:a1", "0:move:c1", "0:move:a3", "0:move:d2")
    play(state, "0:move:b3")
    assert pawn_at(state, 0) == "b3" and state.actions_left == 3


def test_se_deplacer_not_onto_blocked():
    """«Une tuile est considérée comme bloquée s'il y a 2 marqueurs Sable ou plus»: no move
    onto 2 or more markers."""
    state = position("navigator@b2,climber@e5", board=desert(sand={"b1": 2, "a2": 5}))
    assert cells_of(state, "0:move:") == {"c2", "b3"}
    assert_illegal(state, "0:move:b1", "0:move:a2")


def test_se_deplacer_onto_one_sand():
    """«une tuile adjacente non bloquée»: one marker does not block."""
    state = position("navigator@b2,climber@e5", board=desert(sand={"b1": 1}))
    play(state, "0:move:b1")
    assert pawn_at(state, 0) == "b1"


def test_se_deplacer_never_into_the_storm():
    """«vous ne pouvez jamais vous déplacer sur la case vide contenant la tempête de
    sable»."""
    state = position("navigator@b3,climber@e5")
    assert "c3" not in cells_of(state, "0:move:")
    assert_illegal(state, "0:move:c3")
    moved = position("navigator@e2,climber@a5", board=desert(storm="e3"))
    assert cells_of(moved, "0:move:") == {"e1", "d2"}


def test_se_deplacer_tunnel_to_tunnel_one_action():
    """«Vous pouvez aussi vous déplacer entre 2 tuiles Tunnel non bloquées pour 1 action»:
    from the excavated tunnel of a2 straight to the excavated one of e5."""
    board = desert(at={"e5": "TC"}, dug="a2 e5")
    state = position("navigator@a2,climber@a5", board=board)
    assert "e5" in cells_of(state, "0:move:")
    play(state, "0:move:e5")
    assert pawn_at(state, 0) == "e5" and state.actions_left == 3


def test_se_deplacer_not_to_blocked_tunnel():
    """«Mais vous ne pouvez pas aller sur une tuile qui contient 2 marqueurs Sable ou
    plus»: a blocked tunnel cannot be reached through the tunnels; one marker is fine."""
    board = desert(at={"e5": "TC", "e1": "TB"}, dug="a2 e5 e1", sand={"e5": 2, "e1": 1})
    state = position("navigator@a2,climber@a5", board=board)
    assert cells_of(state, "0:move:") == {"a1", "b2", "a3", "e1"}
    assert_illegal(state, "0:move:e5")


def test_se_deplacer_tunnels_must_be_excavated():
    """«entre 2 tuiles "Tunnel" révélées»: neither from nor to a face-down tunnel."""
    board = desert(at={"e5": "TC"}, dug="a2")
    state = position("navigator@a2,climber@a5", board=board)
    assert_illegal(state, "0:move:e5")
    board = desert(at={"e5": "TC"}, dug="e5")
    state = position("navigator@a2,climber@a5", board=board)
    assert_illegal(state, "0:move:e5")


# -- Enlever du sable (Remove sand) ------------------------------------------------------


def test_enlever_du_sable_own_or_orthogonal_tile():
    """«retirer des marqueurs Sable de votre tuile ou d'une tuile adjacente (en haut, en
    bas, à gauche, à droite)»: tiles without sand are not offered."""
    sand = {"b2": 1, "b1": 1, "a2": 1, "c2": 1, "b3": 1, "a1": 1, "d2": 1, "b4": 1}
    state = position("navigator@b2,climber@e5", board=desert(sand=sand))
    assert cells_of(state, "0:dig:") == {"b2", "b1", "a2", "c2", "b3"}
    state = position("navigator@b2,climber@e5", board=desert(sand={"b1": 1}))
    assert cells_of(state, "0:dig:") == {"b1"}


def test_enlever_du_sable_one_marker_per_action():
    """«pour 1 action par marqueur»: 3 markers, one removed."""
    state = position("navigator@b2,climber@e5", board=desert(sand={"b1": 3}))
    play(state, "0:dig:b1")
    assert sand_at(state, "b1") == 2 and state.actions_left == 3
    play(state, "0:dig:b1", "0:dig:b1")
    assert sand_at(state, "b1") == 0 and cell_code(state, "b1") == "LP"


def test_enlever_du_sable_back_to_supply():
    """«Quand vous retirez un marqueur Sable, replacez-le sur l'une des piles à côté du
    plateau»: the supply grows by one."""
    state = position("navigator@b2,climber@e5", board=desert(sand={"b1": 3, "a1": 4}))
    assert supply(state) == 41
    play(state, "0:dig:b1")
    assert supply(state) == 42 and state.view(None)["sand"]["supply"] == 42


def test_enlever_du_sable_not_diagonal():
    """Only orthogonal neighbours (or the own tile): not diagonal, not 2 tiles away."""
    state = position("navigator@b2,climber@e5", board=desert(sand={"a1": 1, "d2": 1}))
    assert not cells_of(state, "0:dig:")
    assert_illegal(state, "0:dig:a1", "0:dig:d2")


# -- Révéler (Excavate) ------------------------------------------------------------------


def test_reveler_needs_no_sand():
    """«Si la tuile, sur laquelle est votre pion, est face Désert visible et n'a pas de
    marqueur Sable, vous pouvez la retourner»: not with one marker; once it is removed,
    yes."""
    state = position("navigator@b2,climber@e5", board=desert(sand={"b2": 1}))
    assert_illegal(state, "0:excavate")
    play(state, "0:dig:b2")
    assert "0:excavate" in ids(state)


def test_reveler_own_tile_only():
    """«la tuile sur laquelle est votre pion»: excavating turns the pawn's tile, and only
    it, city side up (the tile's code goes lower case in the notation)."""
    state = position("navigator@c4,climber@e5", edeck="DJS")
    before = [cell_code(state, cell) for cell in ("b4", "d4", "c5")]
    play(state, "0:excavate")
    assert cell_code(state, "c4") == "ga" and dug(state, "c4")
    assert [cell_code(state, cell) for cell in ("b4", "d4", "c5")] == before
    assert sum(state.revealed) == 1
    assert state.view(1)["cells"][17]["tile"] == "gear-1"


def test_reveler_once():
    """«Vous ne pouvez pas revenir en arrière après une révélation»: an excavated tile
    stays city side up and cannot be excavated again."""
    state = position("navigator@b4,climber@e5", board=desert(dug="b4"))
    assert_illegal(state, "0:excavate")
    play(state, "0:move:a4", "0:move:b4")
    assert dug(state, "b4")
    assert_illegal(state, "0:excavate")


def test_reveler_costs_one_action():
    """«pour 1 action [...] Une fois que vous avez retourné une tuile, l'action est
    dépensée»."""
    state = position("navigator@b4,climber@e5")
    play(state, "0:excavate")
    assert state.actions_left == 3


# -- Prendre une pièce (Pick up a part) --------------------------------------------------


def test_prendre_une_piece_on_excavated_unblocked_tile():
    """«prendre une pièce de Machine volante dévoilée sur une tuile révélée et non bloquée.
    Placez la pièce devant vous»: 1 action, the part is then the player's; one marker on
    the tile does not stop it."""
    board = desert(dug="c4", sand={"c4": 1})
    state = position("navigator@c4,climber@e5", board=board, parts="C@c4")
    play(state, "0:pick-up:crystal")
    assert part_where(state, "crystal") == "=0" and state.actions_left == 3
    assert state.view(None)["pawns"][0]["parts"] == ["crystal"]
    assert_illegal(state, "0:pick-up:crystal")


def test_prendre_une_piece_not_on_blocked_tile():
    """«non bloquée»: not from a tile with 2 markers, even for the Climber standing on
    it (she is never buried there)."""
    board = desert(dug="c4", sand={"c4": 2})
    state = position("climber@c4,navigator@e5", board=board, parts="C@c4")
    assert "0:move:b4" in ids(state)  # not buried: she may act
    assert_illegal(state, "0:pick-up:crystal")
    play(state, "0:dig:c4")
    assert "0:pick-up:crystal" in ids(state)


def test_prendre_une_piece_own_tile_only():
    """The part is taken from the player's own tile, not a neighbour's."""
    board = desert(dug="c4 b4")
    state = position("navigator@b4,climber@e5", board=board, parts="C@c4")
    assert_illegal(state, "0:pick-up:crystal")


def test_prendre_une_piece_note_excavate_first():
    """«Note: Si la pièce est sur une tuile non révélée, vous devez la révéler avant de
    pouvoir prendre la pièce»."""
    state = position("navigator@c4,climber@e5", parts="C@c4", edeck="DJS")
    assert_illegal(state, "0:pick-up:crystal")
    play(state, "0:excavate", "0:pick-up:crystal")
    assert part_where(state, "crystal") == "=0"


# -- Partage l'eau et l'équipement (Sharing water and equipment) -------------------------


def test_partage_water_same_tile_free():
    """«les joueurs sur la même tuile peuvent se passer gratuitement de l'eau [...] un
    joueur descend d'un cran ou plus le marqueur de sa gourde et l'autre joueur remonte le
    marqueur de sa gourde d'autant de crans»: no action spent, not to another tile."""
    state = position("navigator@b2:4,explorer@b2:1,meteorologist@d4:1")
    assert cells_of(state, "0:give-water:") == {"1"}
    play(state, "0:give-water:1", "0:give-water:1")
    assert state.water[:2] == [2, 3] and state.actions_left == 4
    assert_illegal(state, "0:give-water:2")


def test_partage_water_never_over_canteen():
    """«vous ne pouvez jamais dépasser le niveau d'eau maximal de votre gourde»: not to a
    full canteen; and nothing to give from an empty one."""
    state = position("navigator@b2:4,explorer@b2:3")
    play(state, "0:give-water:1")
    assert state.water[:2] == [3, 4]
    assert_illegal(state, "0:give-water:1")
    empty = position("navigator@b2:0,explorer@b2:1")
    assert_illegal(empty, "0:give-water:1")


def test_partage_cards_same_tile_free():
    """«se passer gratuitement [...] des cartes Equipement»: to a pawn on the same tile,
    no action spent; not to another tile."""
    state = position("navigator@b2,explorer@b2,climber@e5", hands="DJ/-/-")
    play(state, "0:give-card:1:jet-pack")
    assert [hand(state, s) for s in range(3)] == ["D", "J", ""]
    assert state.actions_left == 4
    assert_illegal(state, "0:give-card:2:dune-blaster")


def test_partage_at_any_time_out_of_turn():
    """«à tout moment de la partie»: during another player's turn, and during the Storm
    draws."""
    state = position("navigator@e5,explorer@b2:4,climber@b2:1", hands="-/S/-", sdeck=QUIET)
    play(state, "1:give-water:2", "1:give-card:2:solar-shield")
    assert state.water[1:] == [3, 2] and hand(state, 2) == "S"
    play(state, "0:end-actions")
    play(state, "2:give-card:1:solar-shield")
    assert hand(state, 1) == "S" and state.phase == 1


# -- Exemple de tour (Example of a turn) -------------------------------------------------


def test_exemple_de_tour_water_carrier():
    """«La Porteuse d'eau dépense 4 actions. Les actions 1 et 2 sont Enlever du sable (1
    marqueur Sable par action). L'action 3 est un Déplacement sur une tuile adjacente et
    l'action 4 est une Révélation qui retourne sa tuile.» Here the neighbour c4 holds 2
    markers (blocked): dig, dig, move onto it, excavate it (a gear tile: she draws the
    top Equipment card); then her 4 actions are spent and the Storm cards come."""
    state = position("water-carrier@b4,climber@e5", board=desert(sand={"c4": 2}), edeck="JDS")
    assert_illegal(state, "0:move:c4")  # c4 is blocked
    play(state, "0:dig:c4")
    assert sand_at(state, "c4") == 1 and state.actions_left == 3
    play(state, "0:dig:c4")
    assert sand_at(state, "c4") == 0 and state.actions_left == 2
    play(state, "0:move:c4")
    assert pawn_at(state, 0) == "c4" and state.actions_left == 1
    events = play(state, "0:excavate")
    assert cell_code(state, "c4") == "ga" and hand(state, 0) == "J"
    assert "fd.event.equipment" in messages(events)
    assert state.actions_left == 0 and state.phase == 1 and state.storm_left == 2
    assert _turn_ids(state) == {"0:draw-storm"}


# -- Creusez! (Dig out: buried pawns) ----------------------------------------------------


def test_creusez_buried_must_dig_first():
    """«Si votre pion est sur une tuile avec au moins 2 marqueurs Sable, vous êtes
    "enlisé". Vous devez enlever des marqueurs Sable [...] avant d'entreprendre d'autres
    actions»: only digging his own tile (or ending the turn)."""
    board = desert(sand={"b2": 3, "b1": 1})
    state = position("navigator@b2,explorer@b3", board=board)
    assert state.view(None)["pawns"][0]["buried"] is True
    assert _turn_ids(state) == {"0:dig:b2", "0:end-actions"}
    assert_illegal(state, "0:move:a2", "0:move:b1", "0:dig:b1", "0:excavate")
    assert_illegal(state, "0:navigate:1:a3")


def test_creusez_down_to_one():
    """«jusqu'à ce qu'il n'y en ait plus qu'un ou aucun»: with 2 markers left he is still
    stuck; at 1 he moves freely."""
    state = position("navigator@b2,explorer@e5", board=desert(sand={"b2": 3}))
    play(state, "0:dig:b2")
    assert sand_at(state, "b2") == 2 and _turn_ids(state) == {"0:dig:b2", "0:end-actions"}
    play(state, "0:dig:b2")
    assert sand_at(state, "b2") == 1 and state.view(None)["pawns"][0]["buried"] is False
    assert cells_of(state, "0:move:") == {"b1", "a2", "c2", "b3"}


def test_creusez_teammates_may_help():
    """«Vos coéquipiers peuvent aussi dépenser des actions pendant leurs tours pour aider à
    enlever le sable de la tuile d'un joueur enlisé»: seat 0, next to the buried seat 1,
    digs it out."""
    state = position("explorer@b1,navigator@b2", board=desert(sand={"b2": 2}))
    assert state.view(None)["pawns"][1]["buried"] is True
    play(state, "0:dig:b2")
    assert sand_at(state, "b2") == 1 and state.actions_left == 3
    assert state.view(None)["pawns"][1]["buried"] is False
