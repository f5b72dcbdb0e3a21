"""§XI « Glossaire des monstres », one test per entry (path board "1", columns 2-5):

col  2 3 4 5
r0   . L L 1
r1   . . L .
r2   2 . M .
r3   . S . 3
r4   C . . .
"""

from __future__ import annotations

from typing import Any

from tests.games.portal_dash.rulebook import (
    GREY_CUBE,
    hp,
    ids,
    items,
    monsters,
    phase,
    play,
    rolled,
    sq,
    square_of,
)


def fields(**more: Any) -> dict[str, Any]:
    base: dict[str, Any] = dict(
        players=2,
        path="1,2",
        revealed="1100",
        chests="-",
        queue="-",
        turn=0,
        cube=GREY_CUBE,
        items="leather_boots/leather_boots",
    )
    base.update(more)
    return base


def test_magma_cube_moves_2_hits_2_beside():
    """« Ces monstres faibles possèdent 2 PV. Lorsqu'ils sont activés, ils se déplacent
    jusqu'à 2 cases et infligent 2 blessures à un personnage voisin. »"""
    state = rolled(
        fields(chars=f"{sq(4, 5)}:6/{sq(0, 0)}:6", monsters=f"magma_cube1@{sq(4, 2)}"), 1
    )
    assert monsters(state)["magma_cube1"] == sq(4, 4)
    assert hp(state, 0) == 4
    state = rolled(
        fields(chars=f"{sq(4, 5)}:6/{sq(0, 0)}:6", monsters=f"magma_cube1@{sq(4, 1)}"), 1
    )
    assert monsters(state)["magma_cube1"] == sq(4, 3)  # 2 squares only, not beside
    assert hp(state, 0) == 6


def test_ghast_moves_1_flies_hits_2_within_2():
    """« Les Ghasts volants possèdent 2 PV. Lorsqu'ils sont activés, ils se déplacent d'1
    case vers vous et peuvent également pénétrer sur les cases Lave. Si un personnage se
    trouve à leur portée (2 cases), ils lui infligent 2 blessures. »"""
    # Steve on r0 c2, 3 squares from the ghast on r0 c5: one square onto the lava r0 c4
    # puts him in range
    state = rolled(fields(chars=f"{sq(0, 2)}:6/{sq(4, 0)}:6", monsters=f"ghast2@{sq(0, 5)}"), 2)
    assert monsters(state)["ghast2"] == sq(0, 4)
    assert hp(state, 0) == 4


def test_enderman_moves_5_hits_2_beside():
    """« Les grands Endermen possèdent 3 PV. Lorsqu'ils sont activés, ils se déplacent
    jusqu'à 5 cases et infligent 2 blessures à un personnage voisin. »"""
    one = dict(players=1, items="leather_boots")
    # Steve on r4 c5 is 6 squares from beside him: 5 squares, one short
    state = rolled(fields(**one, chars=f"{sq(4, 5)}", monsters=f"enderman3@{sq(0, 2)}"), 3)
    assert hp(state, 0) == 6
    assert monsters(state)["enderman3"] in (sq(4, 3), sq(2, 5), sq(3, 4))
    # on r4 c4, 5 squares: reached and hit
    state = rolled(fields(**one, chars=f"{sq(4, 4)}", monsters=f"enderman3@{sq(0, 2)}"), 3)
    assert monsters(state)["enderman3"] in (sq(4, 3), sq(3, 4))
    assert hp(state, 0) == 4


def test_hoglin_pushes_its_victim_the_team_choosing_where():
    """« S'ils infligent des blessures, ils « poussent » en plus le personnage sur une
    case libre adjacente. À vous de choisir sur quelle case le personnage est repoussé.
    S'il s'agit d'une case Magma, il subit 1 blessure supplémentaire. »"""
    state = rolled(fields(chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6", monsters=f"hoglin1@{sq(2, 2)}"), 1)
    assert hp(state, 0) == 4
    assert phase(state) == "push"
    # r1 c3, r3 c3 (soul sand), r2 c4 (magma); not the hoglin's square
    assert ids(state) == {f"0:push:{sq(1, 3)}", f"0:push:{sq(3, 3)}", f"0:push:{sq(2, 4)}"}
    play(state, f"0:push:{sq(2, 4)}")
    assert square_of(state, 0) == sq(2, 4)
    assert hp(state, 0) == 3  # +1 on the magma


def test_a_push_onto_magma_is_spread_over_the_armours_too():
    """The hoglin's wounds, then its push's magma wound, on a character with two
    armours (« Armures »: « que ce soit à cause des monstres ou des cases Magma [...] Si
    vous disposez de plusieurs armures, vous pouvez répartir les blessures comme vous le
    voulez »): each is the victim's spread to choose."""
    state = rolled(
        fields(
            chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6",
            items="iron_chestplate+3,diamond_chestplate+4/leather_boots",
            monsters=f"hoglin1@{sq(2, 2)}",
        ),
        1,
    )
    assert phase(state) == "wound"
    play(state, "0:wound:auto")  # the emptiest first: the iron chestplate keeps 1
    play(state, f"0:push:{sq(2, 4)}")
    assert phase(state) == "wound" and ids(state) == {"0:wound:0", "0:wound:1", "0:wound:auto"}
    play(state, "0:wound:1")
    assert [i["hearts"] for i in items(state, 0)] == [1, 3]
    assert hp(state, 0) == 6


def test_hoglin_with_no_free_square_leaves_the_victim():
    """« Si aucune case voisine n'est libre (car elles sont toutes occupées par des
    monstres ou qu'il s'agit de cases Lave), le personnage reste où il est. »"""
    # r1 c3: lava right (r1 c4) and up (r0 c3); monsters left (r1 c2) and below (r2 c3)
    state = rolled(
        fields(
            chars=f"{sq(1, 3)}:6/{sq(4, 0)}:6", monsters=f"hoglin2@{sq(1, 2)},ghast1@{sq(2, 3)}"
        ),
        2,
    )
    assert hp(state, 0) == 4
    assert square_of(state, 0) == sq(1, 3)
    assert phase(state) == "actions"


def test_blaze_never_moves_and_hits_everyone_within_2():
    """« Les Blazes ardents possèdent 4 PV et ne peuvent pas se déplacer dans ce jeu.
    Lorsqu'ils sont activés, ils n'attaquent que si des personnages se trouvent à portée
    (2 cases) et leur infligent à tous 2 blessures. »"""
    state = rolled(fields(chars=f"{sq(3, 4)}:6/{sq(2, 5)}:6", monsters=f"blaze3@{sq(3, 5)}"), 3)
    assert monsters(state)["blaze3"] == sq(3, 5)
    assert (hp(state, 0), hp(state, 1)) == (4, 4)
    state = rolled(fields(chars=f"{sq(4, 2)}:6/{sq(0, 0)}:6", monsters=f"blaze3@{sq(3, 5)}"), 3)
    assert monsters(state)["blaze3"] == sq(3, 5)
    assert hp(state, 0) == 6


def test_wither_skeleton_damages_an_item_of_its_victim():
    """« Si vous êtes la cible d'un Wither Squelette, vous devez décaler 1 de vos Objets
    disponibles sur la rangée inférieure [...] Si vous décalez une pièce d'armure,
    retirez immédiatement tous les cœurs qui s'y trouvaient. Si tous vos Objets sont
    déjà endommagés, il ne se passe rien. »"""
    state = rolled(
        fields(
            chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6",
            items="leather_boots!,iron_chestplate+3,bow/leather_boots",
            monsters=f"wither_skeleton1@{sq(2, 2)}",
        ),
        1,
    )
    assert items(state, 0)[1]["hearts"] == 1  # the armour took the 2 damage first
    assert phase(state) == "wreck"
    assert ids(state) == {"0:wreck:1", "0:wreck:2"}  # available items only
    play(state, "0:wreck:1")
    chest = items(state, 0)[1]
    assert chest["damaged"] and chest["hearts"] == 0
    state = rolled(
        fields(
            chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6",
            items="leather_boots!,bow!/leather_boots",
            monsters=f"wither_skeleton1@{sq(2, 2)}",
        ),
        1,
    )
    assert hp(state, 0) == 4
    assert phase(state) == "actions"
