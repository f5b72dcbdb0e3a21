"""« À chaque fois que vous avez A) sauté ou B) utilisé le dé spécial, vous devez décider
si vous voulez continuer ou vous arrêter. » Continue rerolls the unused dice only; stop
leaves the Doodler where it is and passes the dice on.

The layout (columns 0..6)::

    slot 3  C:  3@0  4@1        10@3
    slot 2  B:  3@0             4@3              8@6
    slot 1  A:        5@1        6@3        9@5

B8 (column 6) has no neighbour: nothing on B within 2 columns, nothing on C within 1.
"""

from __future__ import annotations

from tests.games.doodle_jump.helpers import (
    dice,
    ids,
    ids_of,
    layout,
    pad_of,
    phase,
    play,
    position,
    reach,
    special,
    turn_seat,
)

LEVELS = layout(A="5@1,6@3,9@5", B="3@0,4@3,8@6", C="3@0,4@1,10@3")


def test_after_a_jump_continue_or_stop():
    state = position(LEVELS, doodlers="start,start", dice="1,4,4,6,-", special="slide")
    play(state, "0:jump:A6:4")
    assert phase(state) == "decide"
    assert {"0:continue", "0:stop"} <= ids(state)
    assert not [a for a in ids(state) if ":jump:" in a or ":slide:" in a]


def test_after_the_special_die_continue_or_stop():
    state = position(LEVELS, doodlers="A6,start", dice="1,1,1,1,-", special="slide")
    play(state, "0:slide:D:left")
    assert phase(state) == "decide" and {"0:continue", "0:stop"} <= ids(state)


def test_continue_rerolls_only_the_unused_dice():
    """« Si vous décidez de continuer, relancez tous les dés non encore utilisés. »"""
    changed = 0
    for seed in range(12):
        state = position(
            LEVELS,
            doodlers="A6,start",
            phase="decide",
            dice="6,3,3,3,-",
            used="1",
            special="move",
            special_used=1,
            seed=seed,
        )
        action = state.parse_action("0:continue")
        assert state.consumes_chance(action)
        play(state, "0:continue")
        after = dice(state)
        assert after[0] == (6, True)
        assert all(not used and 1 <= value <= 6 for value, used in after[1:])
        changed += [value for value, _ in after[1:]] != [3, 3, 3]
        assert special(state) == ("move", True)
        assert phase(state) in ("play", "fall")
        # « Il n'est jamais permis d'effectuer plusieurs sauts avec un même dé. »
        for jump in ids_of(state, "0:jump:"):
            assert "1" not in jump.split(":")[3].split("+"), jump
    assert changed >= 8


def test_continue_rerolls_an_unused_special_die():
    """The special die is one of the dice: unused, it is thrown again."""
    faces = set()
    for seed in range(30):
        state = position(
            LEVELS,
            doodlers="A6,start",
            phase="decide",
            dice="6,3,3,3,-",
            used="1",
            special="move",
            seed=seed,
        )
        play(state, "0:continue")
        face, used = special(state)
        assert not used
        faces.add(face)
    assert len(faces) >= 3


def test_no_continue_without_an_unused_die():
    """Every die set aside: only stopping is left."""
    state = position(
        LEVELS,
        doodlers="A9,start",
        phase="decide",
        dice="1,4,4,6,-",
        used="1,2,3,4",
        special="move",
        special_used=1,
    )
    assert ids(state) == {"0:stop"}


def test_stop_ends_the_turn_and_the_doodler_stays():
    """« Si vous décidez d'arrêter, votre Doodler reste sur la plate-forme atteinte. C'est
    alors au tour du [joueur suivant] de jouer ; il relance tous les dés … »"""
    state = position(LEVELS, doodlers="start,A5", dice="1,4,4,6,-", special="slide")
    play(state, "0:jump:A9:1+2+3", "0:stop")
    assert pad_of(state, 0) == "A9" and pad_of(state, 1) == "A5"
    assert turn_seat(state) == 1 and phase(state) == "roll"
    assert ids(state) == {"1:roll"}
    play(state, "1:roll")
    assert all(not used and value is not None for value, used in dice(state))
    assert special(state)[1] is False


def test_continue_into_a_fall():
    """« Bien sûr, le risque de chute augmente … »: from B8, which has no neighbour, with
    the special die spent, any reroll is a fall."""
    for seed in range(6):
        state = position(
            LEVELS,
            doodlers="B8,start",
            phase="decide",
            dice="6,3,3,3,-",
            used="1",
            special="move",
            special_used=1,
            seed=seed,
        )
        assert reach(state) == set()
        play(state, "0:continue")
        assert phase(state) == "fall" and ids(state) == {"0:fall"}
        play(state, "0:fall")
        assert pad_of(state, 0) is None  # column 6: nothing below
        assert turn_seat(state) == 1 and phase(state) == "roll"
