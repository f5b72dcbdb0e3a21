"""Forbidden Desert rulebook, «Symboles des tuiles et leurs effets» (Tile symbols): Point
d'eau, Mirage, Engrenage, Indice de localisation des pièces (with the Crystal example and
the Notes' examples: aligned clues, clues pointing at the storm), Tunnels, Piste de
décollage. Board: see helpers.py."""

from __future__ import annotations

import pytest

from meeple.engine import Rng
from meeple.games.forbidden_desert import components as c
from tests.games.forbidden_desert.helpers import (
    assert_illegal,
    cell_code,
    desert,
    hand,
    ids,
    messages,
    part_where,
    pawn_at,
    play,
    position,
    storm_cell,
)

# -- Point d'eau (Water well) ------------------------------------------------------------


def test_point_d_eau_two_water_to_everyone_on_the_tile():
    """«Quand vous révélez une tuile qui comporte ce symbole, tous les joueurs ayant leur
    pion à cet instant sur la tuile peuvent immédiatement [...] monter de deux crans le
    marqueur de leur gourde»: the well WA at c1; the two pawns on it gain 2, the one next
    to it nothing."""
    state = position("navigator@c1:1,explorer@c1:2,meteorologist@b1:1")
    events = play(state, "0:excavate")
    assert cell_code(state, "c1") == "wa"
    assert state.water == [3, 4, 1]
    assert messages(events).count("fd.event.well") == 2


def test_point_d_eau_capped_by_canteen():
    """«vous ne pouvez jamais dépasser le niveau d'eau maximal de votre gourde»: the
    Climber (canteen 3) at 2 goes to 3, the full Navigator stays at 4."""
    state = position("climber@c1:2,navigator@c1:4")
    play(state, "0:excavate")
    assert state.water == [3, 4]


def test_point_d_eau_only_once():
    """«(et une fois seulement)»: a pawn coming onto the excavated well later gains
    nothing (only the Water Carrier draws from it, see her tests)."""
    state = position("navigator@b1:1,explorer@c1:1", board=desert(dug="c1"))
    play(state, "0:move:c1")
    assert state.water == [1, 1]
    assert_illegal(state, "0:excavate")


# -- Mirage ------------------------------------------------------------------------------


def test_mirage_no_water():
    """«Une des tuiles "Point d'eau" est en réalité un mirage! Si vous retournez cette
    tuile, personne ne gagne d'eau sur cette tuile»: MI at e1."""
    state = position("navigator@e1:1,explorer@e1:2", edeck="DJS")
    events = play(state, "0:excavate")
    assert cell_code(state, "e1") == "mi"
    assert state.water == [1, 2] and hand(state, 0) == ""
    assert "fd.event.mirage" in messages(events) and "fd.event.well" not in messages(events)


def test_mirage_looks_like_a_well_face_down():
    """The mirage hides among the water tiles: face down, the 2 wells and the mirage show
    the same water drop, and a seat's possible worlds swap them."""
    state = position("navigator@a5,explorer@a5")
    view = state.view(0)
    water = {cell["cell"] for cell in view["cells"] if cell["desert"] == "water"}
    assert water == {"c1", "d1", "e1"}
    assert all(cell["tile"] is None for cell in view["cells"] if cell["cell"] in water)
    seen = {cell_code(state.resample(0, Rng(k)), "e1") for k in range(30)}
    assert seen == {"WA", "WB", "MI"}
    assert {cell_code(state.resample(0, Rng(k)), "a1") for k in range(30)} == {"CS"}


# -- Engrenage (Gear) --------------------------------------------------------------------


def test_engrenage_draws_one_equipment():
    """«Tirez immédiatement une carte de la pile Equipement, placez-la face visible devant
    vous»: the top card (Terrascope) to the excavator, seen by all."""
    state = position("navigator@c4,explorer@a5", edeck="TJS")
    play(state, "0:excavate")
    assert hand(state, 0) == "T" and len(state.edeck) == 2
    assert state.view(1)["hands"] == [["terrascope"], []]
    assert state.view(1)["equipment_deck"] == 2


def test_engrenage_tunnels_and_crash_site_draw_too():
    """«Engrenage (12 tuiles)»: the 8 gear tiles, the 3 tunnels and the crash site show a
    gear (facts sec. 2); clues, wells and the launch pad do not."""
    for cell in ("a2", "b2", "c2", "a1", "c4", "e5"):  # TA TB TC CS GA GH
        state = position(f"navigator@{cell},explorer@d5", edeck="JDS")
        play(state, "0:excavate")
        assert hand(state, 0) == "J", cell
    for cell in ("d2", "e3", "b1", "c1"):  # PR CC LP WA
        state = position(f"navigator@{cell},explorer@d5", edeck="JDS")
        play(state, "0:excavate")
        assert hand(state, 0) == "" and len(state.edeck) == 3, cell


def test_engrenage_no_hand_limit():
    """«Il n'y a pas de limite au nombre de cartes possédées»: a sixth card is kept."""
    state = position("navigator@c4,explorer@a5", hands="DDJJS/-", edeck="T")
    play(state, "0:excavate")
    assert hand(state, 0) == "DDJJST"
    assert "0:end-actions" in ids(state)


def test_engrenage_only_the_holder_plays():
    """«une carte Equipement ne peut être utilisée que par le joueur qui la possède»: the
    Dune Blaster of seat 0 is not seat 1's, even on the same tile."""
    board = desert(sand={"b2": 3})
    state = position("navigator@b3,explorer@b3", board=board, hands="D/-")
    assert "0:dune-blaster:b2" in ids(state)
    assert_illegal(state, "1:dune-blaster:b2", "1:dune-blaster:b3")


# -- Indice de localisation des pièces (Part clues) ---------------------------------------


def test_indice_part_appears_when_second_clue_excavated():
    """«Quand vous révélez le second indice d'une pièce, placez immédiatement la pièce sur
    la tuile qui est à l'intersection de cette ligne et de cette colonne»: the Propeller's
    row clue (d2) is up; excavating its column clue (e2) places it on e2 at once."""
    state = position("navigator@e2,explorer@a5", board=desert(dug="d2"))
    events = play(state, "0:excavate")
    assert part_where(state, "propeller") == "e2"
    assert "fd.event.part-appeared" in messages(events)
    assert state.view(1)["parts"][0]["where"] == "board"


def test_indice_part_not_after_one_clue():
    """«Vous ne pouvez pas placer une pièce tant que ses deux indices ne sont pas révélés,
    même si vous avez une bonne idée d'où se situe la pièce»."""
    state = position("navigator@d2,explorer@a5")
    play(state, "0:excavate")
    assert part_where(state, "propeller") is None
    propeller = state.view(1)["parts"][0]
    assert propeller["where"] == "hidden" and propeller["cell"] is None
    assert (propeller["row_clue"], propeller["row"], propeller["col"]) == ("d2", 1, None)
    assert "0:pick-up:propeller" not in ids(state)


@pytest.mark.parametrize(
    ("row_clue", "col_clue", "expected"),
    [("a4", "e1", "e4"), ("e5", "a1", "a5"), ("b1", "d5", "d1")],
)
def test_indice_crossing_of_row_and_column(row_clue, col_clue, expected):
    """«un indice indique la ligne (la direction est/ouest) et l'autre indice indique la
    colonne (la direction nord/sud)»: the Engine lands where the row of its row clue meets
    the column of its column clue."""
    board = desert(at={row_clue: "ER", col_clue: "EC"}, dug=row_clue)
    state = position(f"navigator@{col_clue},explorer@c5", board=board)
    play(state, "0:excavate")
    assert part_where(state, "engine") == expected


def test_indice_example_crystal_in_the_second_row():
    """The Crystal example: «Quand les joueurs révèlent leur premier indice, ils savent dans
    quelle ligne le Cristal peut se situer: quelque part dans la 2e ligne. (Gardez à
    l'esprit que la tempête déplace les tuiles, cet indice peut changer de position.) Quand
    le second indice est révélé, les joueurs localisent le Cristal et le placent
    immédiatement sur la tuile correspondante. Désormais, quand la tempête déplace des
    tuiles, cette pièce est déplacée avec sa tuile.» Row clue on b2, column clue on c1:
    after the first, only the row is known; after the second, the Crystal lies on c2; a
    wind then slides c2's tile south into the eye, and the Crystal goes with it."""
    board = desert(at={"b2": "CR", "c1": "CC"})
    state = position("navigator@b2,explorer@a5", board=board, sdeck="s1,e1")
    play(state, "0:excavate")
    crystal = state.view(1)["parts"][2]
    assert part_where(state, "crystal") is None and crystal["where"] == "hidden"
    assert (crystal["row_clue"], crystal["row"], crystal["col"]) == ("b2", 1, None)
    events = play(state, "0:move:c2", "0:move:c1", "0:excavate")
    assert part_where(state, "crystal") == "c2" and "fd.event.part-appeared" in messages(events)
    assert state.view(1)["parts"][2]["col"] == 2
    assert state.phase == 1  # her 4 actions are spent: the storm blows
    play(state, "0:draw-storm")
    assert storm_cell(state) == "c2" and cell_code(state, "c3") == "TC1"
    assert part_where(state, "crystal") == "c3"
    play(state, "0:draw-storm")  # CR slides from b2 into c2; the Crystal stays on c3
    assert part_where(state, "crystal") == "c3" and cell_code(state, "c2") == "cr1"


def test_indice_aligned_clues_part_on_clue_tile():
    """«Si les deux indices sont alignés, sur la même ligne ou la même colonne, alors la
    pièce apparaît sur l'une de ces 2 tuiles. Par exemple, si elles sont dans la même
    ligne, placez la pièce sur la tuile "Indice" qui indique la colonne»: same row (b2,
    d2): on the column clue d2; same column (b2, b4): on the row clue b2."""
    board = desert(at={"b2": "CR", "d2": "CC"}, dug="b2")
    state = position("navigator@d2,explorer@a5", board=board)
    play(state, "0:excavate")
    assert part_where(state, "crystal") == "d2" and cell_code(state, "d2") == "cc"
    board = desert(at={"b2": "CR", "b4": "CC"}, dug="b2")
    state = position("navigator@b4,explorer@a5", board=board)
    play(state, "0:excavate")
    assert part_where(state, "crystal") == "b2" and cell_code(state, "b2") == "cr"


def test_indice_in_the_storm_then_next_tile():
    """«Si les deux indices indiquent la case vide de la tempête, placez la pièce dans cet
    espace vide. Elle ira sur la prochaine tuile à être déplacée dans cet espace lors du
    mouvement de la tempête de sable»: row clue on b3, column clue on c1: the crossing is
    the eye c3; a wind moving the tiles west then slides d3's tile (EC) into c3, and the
    Crystal lies on it (under no sand: it stays on top of the new marker)."""
    board = desert(at={"b3": "CR", "c1": "CC"}, dug="b3")
    state = position("navigator@c1,explorer@a5", board=board, sdeck="w1,w1")
    events = play(state, "0:excavate")
    assert part_where(state, "crystal") == "*" and "fd.event.part-in-storm" in messages(events)
    assert state.view(1)["parts"][2]["where"] == "storm"
    assert state.view(1)["parts"][2]["cell"] == "c3"
    play(state, "0:end-actions", "0:draw-storm")
    assert storm_cell(state) == "d3" and cell_code(state, "c3") == "EC1"
    assert part_where(state, "crystal") == "c3"
    play(state, "0:draw-storm")  # the next wind moves e3's tile, not the part
    assert part_where(state, "crystal") == "c3" and storm_cell(state) == "e3"


def test_indice_moves_with_its_tile():
    """«Désormais, quand la tempête déplace des tuiles, cette pièce est déplacée avec sa
    tuile»: a part lying on d2 rides its tile into the eye at d3."""
    board = desert(storm="d3")
    state = position(
        "navigator@a5,explorer@a1", board=board, parts="P@d2", phase="draw-storm", sdeck="s1"
    )
    tile = cell_code(state, "d2")
    play(state, "0:draw-storm")
    assert part_where(state, "propeller") == "d3" and cell_code(state, "d3") == tile + "1"


def test_indice_where_the_clues_lie_when_the_second_is_excavated():
    """«Gardez à l'esprit que la tempête déplace les tuiles, cet indice peut changer de
    position»: the row that counts is the one the row clue lies in when the second clue is
    excavated. The Propeller's row clue (row 2, d2) rides a wind south to d3; excavating
    the column clue (e2) then places the part on e3, not e2."""
    board = desert(storm="d3", dug="d2")
    state = position("navigator@a5,explorer@e2", board=board, phase="draw-storm", sdeck="s1,sun,e1")
    play(state, "0:draw-storm", "0:draw-storm")
    assert cell_code(state, "d3") == "pr1" and state.current == 1
    play(state, "1:excavate")
    assert part_where(state, "propeller") == "e3"


# -- Tunnels -----------------------------------------------------------------------------


def test_tunnels_travel_between_excavated():
    """«Vous pouvez vous déplacer entre 2 tuiles "Tunnel" révélées pour 1 action»: from TA
    (a2) to either of the other two, wherever they lie."""
    board = desert(at={"e5": "TB", "e1": "TC"}, dug="a2 e5 e1")
    state = position("navigator@a2,explorer@c5", board=board)
    assert {"e1", "e5"} <= {aid.split(":")[2] for aid in ids(state) if ":move:" in aid}
    play(state, "0:move:e1", "0:move:e5")
    assert pawn_at(state, 0) == "e5" and state.actions_left == 2


def test_tunnels_not_to_blocked():
    """«Mais vous ne pouvez pas aller sur une tuile qui contient 2 marqueurs Sable ou
    plus»."""
    board = desert(at={"e5": "TB", "e1": "TC"}, dug="a2 e5 e1", sand={"e1": 2})
    state = position("navigator@a2,explorer@c5", board=board)
    assert "0:move:e5" in ids(state)
    assert_illegal(state, "0:move:e1")


def test_tunnels_shade_from_the_sun():
    """«Les tunnels protègent également des effets des cartes "Vague de chaleur". Les pions
    sur ces tuiles révélées n'ont pas besoin de boire»: on the excavated tunnel a2 (even
    blocked, b2 here) no water is drunk; on the face-down tunnel c2, it is."""
    board = desert(dug="a2 b2", sand={"b2": 2})
    state = position(
        "navigator@a2,explorer@b2,meteorologist@c2,climber@a5",
        board=board,
        phase="draw-storm",
        sdeck="sun",
        storm=1,
    )
    play(state, "0:draw-storm")
    assert state.water == [4, 4, 3, 2]


# -- Piste de décollage (Launch pad) -----------------------------------------------------


def test_piste_de_decollage_must_be_unblocked():
    """«Faites attention à ne pas la laisser s'ensabler!»; «la tuile "Piste de décollage" ne
    doit pas être bloquée pour pouvoir y accéder et/ou pour pouvoir décoller»: no move onto
    the blocked pad, and no take-off from it (the Climber and a passenger stand there, all
    4 parts in hand) until a marker is removed."""
    board = desert(dug="b1", sand={"b1": 2})
    state = position("navigator@a1,explorer@a5", board=board, parts="P=0,E=0,C=1,N=1")
    assert_illegal(state, "0:move:b1")
    state = position("climber@b1,navigator@b1", board=board, parts="P=0,E=0,C=1,N=1")
    assert_illegal(state, "0:take-off")
    play(state, "0:dig:b1")
    assert "0:take-off" in ids(state)
    play(state, "0:take-off")
    assert state.outcome() is not None and state.outcome().won


def test_piste_de_decollage_launch_pad_is_one_tile():
    """«Piste de décollage (1 tuile)»: exactly one launch pad, plain face down."""
    pads = [tile for tile in c.TILES if tile.kind == c.LAUNCH_PAD]
    assert len(pads) == 1 and pads[0].desert == c.PLAIN and not pads[0].gear
