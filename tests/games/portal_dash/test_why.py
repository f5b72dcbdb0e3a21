"""Why a click does nothing (``State.why_not``): reasons from the rules, never a secret.

Path board "1" at columns 2-5 of 12 (see test_rulebook_blocs.py for its picture): soul
sand at r3 c3, lava at r1 c4; board "2" (columns 6-9) face down."""

from __future__ import annotations

from typing import Any

import meeple
from meeple.engine import Rng, State
from tests.games.portal_dash.rulebook import ids, mid, play, position, sq


def at(**fields: Any) -> State:
    base: dict[str, Any] = dict(
        players=2,
        path="1,2",
        revealed="1100",
        monsters="-",
        queue="-",
        turn=0,
        stack="actions",
        left=2,
        chars=f"{sq(2, 0)}:6/{sq(0, 0)}:6",
        items="leather_boots,stone_sword/leather_boots",
    )
    base.update(fields)
    return position(**base)


def test_the_step_and_the_ground():
    state = at(chars=f"{sq(3, 2)}:6/{sq(0, 0)}:6")
    assert f"0:step:{sq(3, 3)}" not in ids(state)
    assert state.why_not(0, f"square:{sq(3, 3)}") == (
        "A step never goes onto soul sand: only boots can."
    )
    assert state.why_not(0, f"square:{sq(3, 3)}", "fr") == (
        "Un pas ne va jamais sur le Sable des Âmes : seules les bottes le peuvent."
    )
    assert state.why_not(0, f"square:{sq(0, 1)}").startswith("That square is too far")
    state = at(chars=f"{sq(1, 3)}:6/{sq(0, 0)}:6")
    assert state.why_not(0, f"square:{sq(1, 4)}").startswith("Nobody can go onto lava")
    assert state.why_not(0, f"square:{sq(2, 7)}") == (
        "That board is still face down: nobody may enter it."
    )


def test_a_monster_stands_there():
    state = at(monsters=f"magma_cube1@{sq(2, 1)}", items="leather_boots/leather_boots")
    assert state.why_not(0, f"square:{sq(2, 1)}") == "A monster stands there."
    assert state.why_not(0, f"monster:{mid('magma_cube1')}") == (
        "You have no sword or bow to attack Magma cube 1 with."
    )


def test_weapons_immunity_and_reach():
    state = at(
        chars=f"{sq(2, 2)}:6/{sq(0, 0)}:6",
        items="stone_sword/leather_boots",
        monsters=f"ghast1@{sq(2, 3)},magma_cube1@{sq(4, 2)}",
    )
    assert state.why_not(0, f"monster:{mid('ghast1')}") == "Ghast 1 cannot be hurt by a sword."
    assert state.why_not(0, f"monster:{mid('ghast1')}", "fr") == "Ghast 1 ne craint pas l'épée."
    assert state.why_not(0, f"monster:{mid('magma_cube1')}") == (
        "Magma cube 1 is out of reach: 2 squares away, your weapons reach 1."
    )


def test_the_cube_blocks_not_available():
    state = at(cube="/".join(["g" * 16] * 4))
    play(state, "0:mine")
    assert "0:take:0" in ids(state)
    assert state.why_not(0, "cell:16") == "That block is not available: the block above covers it."
    assert state.why_not(0, "cell:5") == (
        "That block is not available: the blocks beside it leave fewer than 2 of its sides open."
    )
    assert state.why_not(0, "cell:5", "fr").startswith("Ce bloc n'est pas disponible :")
    state = at(cube="." + "g" * 15 + "/" + "/".join(["g" * 16] * 3))
    play(state, "0:mine")
    assert state.why_not(0, "cell:0") == "That block has already been taken."


def test_another_seats_item():
    state = at()
    assert state.why_not(0, "item:1:0") == (
        "That is Player 2's item (Leather boots): use your own items."
    )


def test_not_your_decision_is_the_engine_s_answer():
    state = at()
    assert state.why_not(1, f"square:{sq(3, 3)}").startswith("It is ")


def test_no_hidden_block_colour_in_a_reason():
    """The reasons a seat gets are the same in every world it cannot tell apart."""
    state = meeple_setup()
    targets = [f"cell:{i}" for i in range(64)] + [f"square:{s}" for s in range(0, 60, 3)]
    rng = Rng(3)
    for _ in range(60):
        seat = state.to_move()
        if seat is None:
            break
        world = state.resample(seat, rng)
        for target in targets:
            assert world.why_not(seat, target) == state.why_not(seat, target)
        state.apply(state.legal_actions()[-1])


def meeple_setup() -> State:
    return meeple.load("portal-dash").setup({"players": 2}, 5)
