"""« Particularités ! 1. Éjection : Si ton Doodler saute sur une plate-forme occupée par
un autre Doodler, tu l'éjectes de la plate-forme. Le Doodler adverse tombe selon les
mêmes règles qu'une chute. » The picture: « Flèches noires : Saut sur un Doodler =
éjection. Flèche rouge : Chute d'un Doodler = éjection interdite. »

The layout (columns 0..6)::

    slot 3  C:  4@0        6@2              9@5
    slot 2  B:  3@0        5@2              8@5
    slot 1  A:       10@1  7@2              4@5
"""

from __future__ import annotations

from tests.games.doodle_jump.helpers import (
    held,
    ids,
    layout,
    pads,
    phase,
    play,
    position,
    tiles,
    turn_seat,
)

LEVELS = layout(A="10@1,7@2,4@5", B="3@0,5@2,8@5", C="4@0,6@2,9@5")


def _three(doodlers: str, dice: str = "6,1,1,1,1", **fields: object):
    return position(LEVELS, doodlers=doodlers, dice=dice, special="move", **fields)


def test_jumping_on_a_doodler_knocks_it_off():
    """Red (seat 0) hops from C4 on to C6 where Blue (seat 1) stands: Blue falls straight
    down past B5 (Yellow, seat 2) to A7; the jumper takes the pad and plays on."""
    state = _three("C4,C6,B5")
    play(state, "0:jump:C6:1")
    assert pads(state) == ["C6", "A7", "B5"]
    assert turn_seat(state) == 0 and phase(state) == "decide"


def test_the_shield_does_not_protect_from_a_knock_off():
    """« Malheureusement, le bouclier ne protège pas des éjections … »: Blue holds a
    shield, falls all the same and keeps it."""
    state = _three("C4,C6,B5", held="-/shield/-")
    play(state, "0:jump:C6:1")
    assert pads(state)[1] == "A7"
    assert held(state, 1) == ["shield"]
    assert turn_seat(state) == 0 and phase(state) == "decide"
    assert not [a for a in ids(state) if a.startswith("1:")]


def test_knocked_off_the_first_level_back_to_the_start():
    """From the start on to A7, where Blue stands: nothing below the first level."""
    state = _three("start,A7,B5", dice="3,4,1,1,1")
    play(state, "0:jump:A7:1+2")
    assert pads(state) == ["A7", None, "B5"]


def test_the_knocked_off_doodler_falls_on_the_pad_the_jumper_left():
    """The jumper from B8 straight below C9 has left B8: Blue falls on to it."""
    state = _three("B8,C9,start", dice="4,5,1,1,1")
    play(state, "0:jump:C9:1+2")
    assert pads(state) == ["C9", "B8", None]


def test_the_knocked_off_doodler_passes_tiles_and_takes_none():
    """The fall rules: past a pad with a tile (B5), landing takes nothing."""
    state = _three("C4,C6,start", tiles="B5:hat")
    play(state, "0:jump:C6:1")
    assert pads(state) == ["C6", "A7", None]
    assert tiles(state) == {"B5": "hat"} and held(state, 1) == []


def test_a_fall_knocks_nobody_off():
    """Blue falls (no die left) from C6, over Yellow on B5 and Green on A7: nobody
    moves but Blue, who goes back to the start."""
    state = position(
        LEVELS,
        doodlers="C6,B5,A7",
        phase="fall",
        dice="1,1,1,1,1",
        used="1,2,3,4",
        special="1",
        special_used=1,
    )
    play(state, "0:fall")
    assert pads(state) == [None, "B5", "A7"]
