"""Forbidden Desert rulebook, «Tirer des cartes tempête» (Draw Storm cards): Le vent
souffle (with its 2-tiles-west example and the 3-tiles-north example), Accalmie, La
tempête se déchaîne, Vague de chaleur, Cartes Tempête épuisées; the deck's make-up the
text lost (facts sec. 5). «Creusez!» is in test_rulebook_actions.py, «Mort et ensablés»
in test_rulebook_end.py. Board: see helpers.py."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.games.forbidden_desert import components as c
from tests.games.forbidden_desert.helpers import (
    GAME,
    assert_illegal,
    cell_code,
    desert,
    grid,
    ids,
    messages,
    part_where,
    pawn_at,
    play,
    position,
    sand_at,
    storm_cell,
    storm_deck_top_first,
    supply,
)

PAWNS = "navigator@a1,explorer@e5"


def _storm(board: str | None = None, pawns: str = PAWNS, cards: str = "", **fields):
    """Seat 0 about to draw ``cards`` (top first), one per step: as many as listed."""
    count = len(cards.split(","))
    return position(pawns, board=board, phase="draw-storm", storm=count, sdeck=cards, **fields)


def _discard_all_but(code: str) -> str:
    """The Storm discard pile holding the whole deck but one ``code`` card."""
    cards = [c.STORM_CODES[k] for k in c.STORM_DECK]
    cards.remove(code)
    return ",".join(cards)


# -- Tirer des cartes tempête (Draw Storm cards) -----------------------------------------


@pytest.mark.parametrize(("meter", "draws"), [(1, 2), (2, 3), (5, 4), (9, 5), (12, 6)])
def test_tirer_des_cartes_tempete_as_many_as_the_level(meter, draws):
    """«Tirez dans la pile de cartes Tempête un nombre de cartes égal au niveau actuel de
    l'échelle Tempête de sable. Par exemple, si le niveau est de 3, piochez 3 cartes»: at
    each position of the 2-player meter, that many draws, then the next player's turn."""
    state = position(PAWNS, meter=meter, sdeck="n1,s1,n1,s1,n1,s1")
    play(state, "0:end-actions")
    assert state.storm_left == draws
    for _ in range(draws):
        assert state.current == 0 and ids(state) == {"0:draw-storm"}
        play(state, "0:draw-storm")
    assert state.current == 1 and len(state.sdiscard) == draws


def test_tirer_des_cartes_tempete_one_at_a_time():
    """«Retournez les cartes une par une [...] Après application de leurs effets, mettez les
    cartes face visible dans la défausse»: each draw is one card, settled, then discarded;
    the next is not yet drawn."""
    state = _storm(cards="w1,sun")
    events = play(state, "0:draw-storm")
    assert messages(events).count("fd.event.storm-card") == 1
    assert storm_cell(state) == "d3" and state.water == [4, 4]
    assert state.view(0)["storm_discard"] == ["wind-w1"]
    assert storm_deck_top_first(state)[0] == "sun" and state.storm_left == 1
    play(state, "0:draw-storm")
    assert state.water == [3, 3]
    assert state.view(0)["storm_discard"] == ["wind-w1", "sun-beats-down"]


def test_tirer_des_cartes_tempete_discard_visible():
    """«Note: Vous pouvez regarder les cartes défaussées à tout moment de la partie»: the
    discard pile, bottom first, is in every view; the deck's order is in none."""
    state = position(PAWNS, sdiscard="up,n2,sun", sdeck="e1,w3")
    for viewer in (None, 0, 1):
        view = state.view(viewer)
        assert view["storm_discard"] == ["storm-picks-up", "wind-n2", "sun-beats-down"]
        assert view["storm_deck"] == 28 and view["storm_known"]["top"] == []


def test_paquet_tempete_composition():
    """(Lost with the card pictures; facts sec. 5) the 31 Storm cards: Wind Blows 1, 2, 3
    tiles three, two and one times per direction, 4 Sun Beats Down, 3 Storm Picks Up."""
    deck = Counter(GAME.setup({"players": 2}, 7).sdeck)
    assert sum(deck.values()) == 31
    expected = {f"{d}{k}": n for d in "nesw" for k, n in zip((1, 2, 3), (3, 2, 1), strict=True)}
    expected |= {"sun": 4, "up": 3}
    assert {c.STORM_CODES[k]: n for k, n in deck.items()} == expected


# -- Le vent souffle (The wind blows) ----------------------------------------------------


@pytest.mark.parametrize(
    ("card", "source", "eye"), [("n1", "c4", "c4"), ("s1", "c2", "c2"), ("e1", "b3", "b3")]
)
def test_le_vent_souffle_tiles_slide_into_the_storm(card, source, eye):
    """«Ces cartes "balayent" un nombre de tuiles [...] vers le trou du plateau»: the tile
    on the side opposite the arrow slides into the eye; the eye moves against the wind.
    (North is the top of the board, the Storm deck's side.)"""
    state = _storm(cards=card)
    tile = cell_code(state, source)
    play(state, "0:draw-storm")
    assert storm_cell(state) == eye and cell_code(state, "c3") == tile + "1"


def test_le_vent_souffle_example_two_tiles_left():
    """«si la carte indique, décalez 2 tuiles vers la gauche. Décalez dans le trou la tuile
    qui est juste à droite du trou [...] Après décalage de la première tuile, faites de même
    avec la seconde, qui est juste à la droite de la tempête», then a marker on each: the
    row a3..e3 goes from ER EC * CR CC to ER EC CR1 CC1 *."""
    state = _storm(cards="w2")
    assert grid(state)[2] == ["ER", "EC", "*", "CR", "CC"]
    events = play(state, "0:draw-storm")
    assert grid(state)[2] == ["ER", "EC", "CR1", "CC1", "*"]
    assert storm_cell(state) == "e3" and supply(state) == 46
    assert [e.args["count"] for e in events if e.msg == "fd.event.wind"] == [2]
    assert [row for i, row in enumerate(grid(state)) if i != 2] == [
        row for i, row in enumerate(grid(_storm(cards="w2"))) if i != 2
    ]


def test_le_vent_souffle_example_three_north_only_two_move():
    """«Exemple: Le joueur tire une carte "3 tuiles vers le nord". Le joueur décale la
    première tuile vers le nord, puis la 2e aussi. Il n'y a pas de 3e tuile à décaler, il
    s'arrête donc là et pose un marqueur Sable sur chaque tuile déplacée»: from c3, c4 and
    c5 slide north, the eye ends on c5 at the edge, 2 markers are placed."""
    state = _storm(cards="n3")
    events = play(state, "0:draw-storm")
    assert [row[2] for row in grid(state)] == ["WA", "TC", "GA1", "GF1", "*"]
    assert storm_cell(state) == "c5" and supply(state) == 46
    assert "fd.event.respite" in messages(events)


def test_le_vent_souffle_pawns_sand_parts_ride():
    """«Les pions, les marqueurs Sable et les pièces de Machine volante se déplacent avec
    les tuiles sur lesquelles ils sont»: pawn, 1 marker and the Engine on d3 slide to c3
    (and the tile gets its new marker)."""
    board = desert(sand={"d3": 1})
    state = _storm(board, "navigator@d3,explorer@a1", "w1", parts="E@d3")
    play(state, "0:draw-storm")
    assert pawn_at(state, 0) == "c3" and pawn_at(state, 1) == "a1"
    assert cell_code(state, "c3") == "CR2" and part_where(state, "engine") == "c3"


def test_le_vent_souffle_one_sand_per_moved_tile():
    """«placez un marqueur Sable sur chaque tuile que vous venez de déplacer»: three tiles
    moved (the eye from a3 to d3), three markers, none elsewhere."""
    state = _storm(desert(storm="a3"), cards="w3")
    before = {cell: cell_code(state, cell) for cell in c.CELL_NAMES if cell[1] != "3"}
    play(state, "0:draw-storm")
    assert grid(state)[2] == ["EC1", "ER1", "CR1", "*", "CC"]
    assert {cell: cell_code(state, cell) for cell in before} == before
    assert supply(state) == 45


def test_le_vent_souffle_excavated_tiles_too():
    """«Placez du sable sur les tuiles révélées aussi comme n'importe quelle tuile»."""
    state = _storm(desert(dug="d3"), cards="w1")
    play(state, "0:draw-storm")
    assert cell_code(state, "c3") == "cr1"


def test_le_vent_souffle_no_sand_limit():
    """«il n'y a pas de limite à la quantité de sable qui peut s'empiler sur une tuile»."""
    state = _storm(desert(sand={"d3": 9}), cards="w1")
    play(state, "0:draw-storm")
    assert sand_at(state, "c3") == 10


def test_le_vent_souffle_second_marker_blocks():
    """«à partir du deuxième marqueur Sable sur une tuile, celle-ci devient bloquée. On ne
    pourra s'y déplacer que quand il n'y aura qu'un (ou aucun) marqueur dessus»: b3 with 1
    marker slides into c3 and is blocked for the pawn on c2."""
    board = desert(sand={"b3": 1})
    state = _storm(board, "navigator@e5,explorer@c2", "e1")
    play(state, "0:draw-storm")
    assert sand_at(state, "c3") == 2 and state.current == 1
    assert state.view(None)["cells"][12]["blocked"] is True
    assert_illegal(state, "1:move:c3")


def test_le_vent_souffle_part_stays_on_top():
    """«Si vous devez placer un marqueur Sable sur une tuile contenant une pièce [...]
    remettez la pièce au sommet de la pile»: the part stays on its tile, and with one
    marker under it, it can still be picked up."""
    board = desert(dug="d3")
    state = _storm(board, "navigator@a1,explorer@d3", "w1", parts="N@d3")
    play(state, "0:draw-storm")
    assert part_where(state, "navigation") == "c3" and cell_code(state, "c3") == "cr1"
    assert state.current == 1 and pawn_at(state, 1) == "c3"
    play(state, "1:pick-up:navigation")
    assert part_where(state, "navigation") == "=1"


# -- Accalmie (Respite) ------------------------------------------------------------------


def test_accalmie_nothing_moves_no_sand():
    """«S'il n'y a pas de tuile à déplacer (par exemple, si vous aviez besoin de décaler une
    autre tuile vers la gauche comme dans l'exemple [...]), votre équipe a un peu de répit.
    rien n'est déplacé et aucun marqueur Sable n'est ajouté pour la tuile manquante»: after
    the 2-tiles-west example the eye is on e3; another wind west does nothing."""
    state = _storm(cards="w2,w1")
    play(state, "0:draw-storm")
    board = grid(state)
    events = play(state, "0:draw-storm")
    assert grid(state) == board and storm_cell(state) == "e3" and supply(state) == 46
    assert "fd.event.calm-wind" in messages(events)


# -- La tempête se déchaîne (Storm picks up) ---------------------------------------------


def test_la_tempete_se_dechaine_meter_up():
    """«Quand vous en tirez une, décalez le marqueur de l'échelle Tempête de sable d'un cran
    vers le haut»."""
    state = _storm(cards="up")
    play(state, "0:draw-storm")
    assert state.meter == 2 and state.view(None)["meter"]["level"] == 2


def test_la_tempete_se_dechaine_from_the_next_turn():
    """«Il s'agit là du nombre de cartes que vous tirerez, à partir du tour du joueur
    suivant»: at Novice (2 cards), a Storm Picks Up drawn first still leaves 1 card this
    turn; the next player then draws 3."""
    state = position(PAWNS, sdeck="up,n1,s1,n1,s1")
    play(state, "0:end-actions", "0:draw-storm")
    assert state.meter == 2 and state.current == 0 and state.storm_left == 1
    play(state, "0:draw-storm")
    assert state.current == 1
    play(state, "1:end-actions")
    assert state.storm_left == 3


def test_la_tempete_se_dechaine_skull_loses():
    """«Si vous atteignez la tête de mort en haut de l'échelle, la tempête devient si
    violente que tous les joueurs sont emportés dans les airs et perdent la partie»: the
    2-player meter's skull is position 14."""
    state = _storm(cards="up,n1", meter=13)
    events = play(state, "0:draw-storm")
    assert state.meter == 14 and state.outcome() is not None
    assert state.outcome().reason == "fd.outcome.storm" and not state.outcome().won
    assert "fd.outcome.storm" in messages(events) and state.legal_actions() == []


# -- Vague de chaleur (Sun beats down) ---------------------------------------------------


def test_vague_de_chaleur_everyone_drinks():
    """«tous les joueurs qui ne sont ni sur une tuile "Tunnel" ni protégés par un "Bouclier
    solaire" doivent boire une portion d'eau»: every pawn, whoever's turn it is."""
    state = _storm(pawns="navigator@a1:4,explorer@e5:2,water-carrier@b4:5", cards="sun")
    play(state, "0:draw-storm")
    assert state.water == [3, 1, 4]


def test_vague_de_chaleur_not_in_excavated_tunnel():
    """«Les tunnels protègent également des effets des cartes "Vague de chaleur"»: only an
    excavated tunnel (a2), not a face-down one (b2)."""
    board = desert(dug="a2")
    state = _storm(board, "navigator@a2,explorer@b2", "sun")
    play(state, "0:draw-storm")
    assert state.water == [4, 3]


def test_vague_de_chaleur_not_under_solar_shield():
    """«ni protégés par un "Bouclier solaire"»: the active shield of seat 1 protects seat 1
    and seat 2 on its tile; seat 0 elsewhere drinks."""
    state = _storm(pawns="navigator@a1,explorer@e5,climber@e5", cards="sun", shields="1")
    play(state, "0:draw-storm")
    assert state.water == [3, 4, 3]


def test_vague_de_chaleur_skull_loses():
    """«Si un joueur atteint le symbole "tête de mort" de sa gourde, l'aventurier meurt de
    soif et la partie est perdue pour tout le monde»: at 1 water a pawn drinks its last and
    lives (0); at 0 it reaches the skull."""
    state = _storm(pawns="navigator@a1:1,explorer@e5:2", cards="sun,sun")
    play(state, "0:draw-storm")
    assert state.water == [0, 1] and state.outcome() is None
    events = play(state, "0:draw-storm")
    assert state.outcome() is not None and not state.outcome().won
    assert state.outcome().reason == "fd.outcome.thirst"
    assert state.outcome().args["role"] == "@fd.role.navigator"
    assert "fd.outcome.thirst" in messages(events)


# -- Cartes Tempête épuisées (Storm deck runs out) ---------------------------------------


def test_cartes_tempete_epuisees_reshuffled_at_once():
    """«Quand la pile de cartes Tempête est épuisée, mélangez immédiatement les cartes
    défaussées pour former une nouvelle pile»: the last card drawn, all 31 cards (that one
    included) are the new deck at once, the discard is empty."""
    state = _storm(cards="sun", sdiscard=_discard_all_but("sun"))
    assert len(state.sdeck) == 1
    events = play(state, "0:draw-storm")
    assert len(state.sdeck) == 31 and state.sdiscard == []
    assert Counter(state.sdeck) == Counter(c.STORM_DECK)
    assert "fd.event.storm-reshuffled" in messages(events)


def test_cartes_tempete_epuisees_mid_turn_keep_drawing():
    """«Si cela se produit au milieu d'un tour, tirez dans la nouvelle pile autant de cartes
    que nécessaire»: 2 cards to draw, 1 left: the second comes from the new pile."""
    state = position(PAWNS, sdeck="sun", sdiscard=_discard_all_but("sun"))
    play(state, "0:end-actions", "0:draw-storm")
    assert state.current == 0 and state.storm_left == 1 and len(state.sdeck) == 31
    play(state, "0:draw-storm")
    assert state.current == 1 and len(state.sdeck) == 30 and len(state.sdiscard) == 1
