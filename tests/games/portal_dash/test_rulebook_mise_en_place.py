"""§I-II « Mise en place » (level 1): « Mélangez les 8 plateaux, gardez-en 2 au hasard et
placez-les, face cachée [...] Placez le plateau de départ à l'extrémité gauche [...]
Placez le plateau avec le Portail à l'extrémité droite du parcours, face cachée. [...]
Révélez le premier plateau à côté de celui de départ » ; the cube of 64 blocks (16 red,
16 grey, 12 gold, 12 brown, 8 black) ; « Choisissez un Cube de Magma au hasard et
placez-le sur la case Générateur de Monstres 1 du plateau retourné. De la même manière,
placez un Ghast sur la case 2 et un Enderman sur la case 3. » ; « Si le plateau de jeu
visible indique plus de 3 cases Générateur de Monstres, placez un monstre de la file
[...] sur chaque case Générateur supplémentaire. » ; 5 starting items, 6 hearts on the
life track and the 7th on the leather armour ; the 8 Netherite items apart, the 40 others
shuffled face down ; a chest on each chest square of the revealed board ; « Placez tous
votre personnage sur n'importe quelle case du plateau de départ. [...] Plusieurs
personnages (voire tous) peuvent partir de la même case ! »"""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.games.portal_dash.boards import PATH_BOARDS
from tests.games.portal_dash.rulebook import GAME, ids, phase, play, view

STARTING = ["leather_boots", "stone_pickaxe", "leather_tunic", "bow", "stone_sword"]


@pytest.mark.parametrize("seed", range(6))
def test_the_level_1_setup(seed: int):
    state = GAME.setup({"players": 3}, seed)
    v = view(state, None)
    boards = v["layout"]["boards"]
    assert [b["kind"] for b in boards] == ["start", "path", "path", "portal"]
    assert [b["revealed"] for b in boards] == [True, True, False, False]
    first = boards[1]["id"]
    assert first in PATH_BOARDS and boards[2]["id"] is None  # face down: hidden
    # the first board's spawners: magma cube on 1, ghast on 2, enderman on 3; more from
    # the queue
    spawners = {s["number"]: s["square"] for s in v["layout"]["spawners"]}
    on = {m["square"]: m["kind"] for m in v["monsters"]}
    assert on[spawners[1]] == "magma_cube"
    assert on[spawners[2]] == "ghast"
    assert on[spawners[3]] == "enderman"
    assert len(v["monsters"]) == len(spawners)
    kinds = Counter(m["kind"] for m in v["monsters"]) + Counter(m["kind"] for m in v["queue"])
    assert kinds == {"magma_cube": 3, "ghast": 3, "enderman": 3}
    # chests on the chest squares of the revealed board
    text = "".join(PATH_BOARDS[first])
    assert len(v["layout"]["chests"]) == text.count("C")
    # the cube: 64 blocks, every one in place
    assert v["cube"]["left"] == 64 and v["cube"]["layers"] == [16, 16, 16, 16]
    # inventories
    for ch in v["characters"]:
        assert ch["hp"] == 6 and ch["square"] is None
        assert sorted(i["key"] for i in ch["items"]) == sorted(STARTING)
        hearts = {i["key"]: i["hearts"] for i in ch["items"]}
        assert hearts["leather_tunic"] == 1
    assert v["items"]["deck"] == 40
    assert len(v["items"]["netherite"]) == 8
    assert v["boss"] == {**v["boss"], "kind": "wildfire", "side": "easy", "hp": 20, "square": None}
    assert v["piglins"]["side"] == "3-4"
    assert v["turn"]["seat"] == 0 and phase(state) == "place"


def test_the_cube_colours_when_uncovered():
    """Once every block shows, the counts are the box's (a game's cube read through the
    notation, which knows the hidden ones)."""
    state = GAME.setup({"players": 2}, 3)
    cube = next(f for f in state.notation().split("; ") if f.startswith("cube="))[5:]
    letters = Counter(cube.replace("/", ""))
    assert letters == {"r": 16, "g": 16, "y": 12, "b": 12, "k": 8}


def test_every_board_can_come_first():
    firsts = {
        view(GAME.setup({"players": 2}, seed))["layout"]["boards"][1]["id"] for seed in range(60)
    }
    assert firsts == set(PATH_BOARDS)


def test_characters_start_anywhere_on_the_start_strip_even_together():
    state = GAME.setup({"players": 2}, 1)
    cols = view(state)["layout"]["cols"]
    start = {r * cols + c for r in range(5) for c in range(2)}
    assert ids(state) == {f"0:place:{s}" for s in start}
    play(state, f"0:place:{cols}")
    assert ids(state) == {f"1:place:{s}" for s in start}
    play(state, f"1:place:{cols}")  # the same square
    v = view(state)
    assert [c["square"] for c in v["characters"]] == [cols, cols]
    assert phase(state) == "roll" and v["turn"]["seat"] == 0


def test_hidden_things_never_reach_a_view():
    """Face-down boards (no squares, no id), the item deck's order (only its size), the
    colours of blocks with no visible face."""
    state = GAME.setup({"players": 2}, 4)
    for seat in (None, 0, 1):
        v = view(state, seat)
        hidden = [b for b in v["layout"]["boards"] if not b["revealed"]]
        assert hidden and all(b["id"] is None for b in hidden)
        for b in hidden:
            for row in v["layout"]["squares"]:
                assert all(s is None for s in row[b["col"] : b["col"] + b["width"]])
        assert isinstance(v["items"]["deck"], int)
        text = repr(v)
        for key in ("'iron_boots'", "'diamond_sword'", "'crossbow'"):
            assert key not in text  # white items are all in the face-down deck
        colours = [c["colour"] for c in v["cube"]["cells"]]
        assert colours.count(None) == 12
