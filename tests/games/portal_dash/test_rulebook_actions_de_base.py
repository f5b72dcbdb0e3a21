"""§IV « Déroulement de la partie » and §VII « Actions de base »: « Effectuez ensuite
exactement 2 actions. [...] 3 actions de base différentes (vous pouvez choisir plusieurs
fois la même) » ; « Action de base 1 : Retirez 1 bloc du cube. [...] utilisez
immédiatement ce bloc. Action de base 2 : Déplacez votre personnage d'1 case. [...] avec
1 seul point de déplacement, vous ne pouvez pas vous déplacer sur les cases Sable des
Âmes. Action de base 3 : Réparez 1 de vos Objets. [...] vous ne pouvez réparer que vos
propres Objets. [...] S'il s'agit de votre première action, vous pouvez déjà utiliser cet
Objet réparé lors de votre seconde action. » ; « passez les dés blancs à votre voisin de
gauche ».

Path board "1" at columns 2-5 of 12 (see test_rulebook_blocs.py for its picture)."""

from __future__ import annotations

from typing import Any

from meeple.engine import State
from tests.games.portal_dash.rulebook import (
    hp,
    ids,
    ids_of,
    items,
    phase,
    play,
    position,
    sq,
    square_of,
    view,
)


def at(**fields: Any) -> State:
    base: dict[str, Any] = dict(
        players=3,
        path="1,2",
        revealed="1100",
        monsters="-",
        queue="-",
        turn=0,
        stack="actions",
        left=2,
        chars=f"{sq(2, 0)}:6/{sq(0, 0)}:6/{sq(4, 0)}:6",
        items="leather_boots,stone_sword/leather_boots/leather_boots",
    )
    base.update(fields)
    return position(**base)


def test_exactly_two_actions_then_the_left_neighbour_rolls():
    state = at()
    assert view(state)["turn"]["actions_left"] == 2
    play(state, f"0:step:{sq(2, 1)}")
    assert view(state)["turn"]["actions_left"] == 1
    assert phase(state) == "actions"
    play(state, f"0:step:{sq(1, 1)}")  # the same basic action twice
    # nobody is beside the face-down board: the next seat's turn
    assert phase(state) == "roll"
    assert view(state)["turn"]["seat"] == 1
    assert ids(state) == {"1:roll"}


def test_the_last_seat_passes_to_the_first():
    state = at(turn=2, chars=f"{sq(2, 0)}:6/{sq(0, 0)}:6/{sq(4, 0)}:6")
    play(state, f"2:step:{sq(4, 1)}", f"2:step:{sq(3, 1)}")
    assert view(state)["turn"]["seat"] == 0


def test_only_the_active_seat_acts():
    state = at()
    assert all(a.startswith("0:") for a in ids(state))


def test_the_basic_move_is_one_orthogonal_square_never_soul_sand_or_lava():
    # r3 c2 is beside the soul sand r3 c3; r1 c3 beside the lava r1 c4; magma r2 c4
    state = at(chars=f"{sq(3, 2)}:6/{sq(0, 0)}:6/{sq(4, 0)}:6")
    steps = ids_of(state, "0:step:")
    assert steps == {f"0:step:{sq(2, 2)}", f"0:step:{sq(4, 2)}", f"0:step:{sq(3, 1)}"}
    state = at(chars=f"{sq(1, 3)}:6/{sq(0, 0)}:6/{sq(4, 0)}:6")
    assert f"0:step:{sq(1, 4)}" not in ids(state)
    state = at(chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6/{sq(4, 0)}:6")
    play(state, f"0:step:{sq(2, 4)}")  # magma: allowed, 1 damage
    assert hp(state, 0) == 6 - 1 and square_of(state, 0) == sq(2, 4)


def test_the_basic_move_may_join_a_character_not_a_monster():
    state = at(chars=f"{sq(2, 2)}:6/{sq(2, 3)}:6/{sq(4, 0)}:6", monsters=f"magma_cube1@{sq(1, 2)}")
    steps = ids_of(state, "0:step:")
    assert f"0:step:{sq(2, 3)}" in steps
    assert f"0:step:{sq(1, 2)}" not in steps


def test_mine_takes_any_available_block_and_uses_it():
    cube = "rggk" + "g" * 8 + "yggb" + "/" + "/".join(["g" * 16] * 3)
    state = at(cube=cube)
    play(state, "0:mine")
    assert ids_of(state, "0:take:") == {"0:take:0", "0:take:3", "0:take:12", "0:take:15"}
    play(state, "0:take:3")
    assert phase(state) == "use"
    assert view(state)["turn"]["pending"]["colour"] == "black"
    play(state, "0:use:black:netherite_boots")
    assert view(state)["turn"]["actions_left"] == 1


def test_repair_one_of_your_own_items_and_use_it_at_once():
    state = at(items="leather_boots!,stone_sword/leather_boots!/leather_boots")
    repairs = ids_of(state, "0:repair:")
    assert repairs == {"0:repair:0"}  # only the active seat's own items
    play(state, "0:repair:0")
    assert not items(state, 0)[0]["damaged"]
    assert "0:boots:0" in ids(state)  # usable as the second action
    play(state, "0:boots:0", f"0:to:{sq(2, 2)}")
    assert square_of(state, 0) == sq(2, 2)


def test_repair_refills_an_armour():
    """« réapprovisionnez une de vos armures en cœurs »"""
    state = at(items="iron_chestplate+1/leather_boots/leather_boots")
    play(state, "0:repair:0")
    assert items(state, 0)[0]["hearts"] == 3
