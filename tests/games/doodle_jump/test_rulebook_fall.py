"""« C) … vous ne pouvez pas sauter selon les règles, ni utiliser le dé spécial, dommage !
Vous tombez ! » Straight down to the next free pad (free = no Doodler and no tile), or
back to the start; then the next player.

The rulebook's picture « Chutes … »: « Bleu tombe tout en bas, Jaune tombe sur la
plate-forme 9 et Rouge sur la 8. » Rebuilt with Blue (seat 0), Yellow (1), Red (2) and
Green (3), columns 0..6::

    slot 4  D:                   6@2        4@4        9@6     Yellow D6, Blue D9
    slot 3  C:  3@0              5@2              10@5          tile on C5, Red C10
    slot 2  B:        4@1        7@2              8@5           Green B7
    slot 1  A:  3@0              9@2              6@5
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
    special,
    tiles,
    turn_seat,
)

LEVELS = layout(A="3@0,9@2,6@5", B="4@1,7@2,8@5", C="3@0,5@2,10@5", D="6@2,4@4,9@6")
PICTURE = "D9,D6,C10,B7"


def _falling(seat: int, doodlers: str = PICTURE, **fields: object):
    """``seat`` has a single 1 left and the special die spent: it must fall."""
    fields.setdefault("tiles", "C5:shield")
    return position(
        LEVELS,
        doodlers=doodlers,
        turn=seat,
        phase="fall",
        dice="1,1,1,1,1",
        used="1,2,3,4",
        special="2",
        special_used=1,
        **fields,
    )


def test_the_fall_picture_blue_to_the_bottom():
    """Blue (column 6): no pad below at all, « il doit recommencer au départ »."""
    state = _falling(0)
    assert ids(state) == {"0:fall"}
    play(state, "0:fall")
    assert pads(state) == [None, "D6", "C10", "B7"]
    assert turn_seat(state) == 1 and phase(state) == "roll"


def test_the_fall_picture_yellow_to_nine():
    """Yellow (column 2) falls past C5 (a tile) and B7 (Green) to A9: « jusqu'à la
    prochaine plate-forme libre (libre = sans Doodler, ni tuile) »."""
    state = _falling(1)
    play(state, "1:fall")
    assert pads(state) == ["D9", "A9", "C10", "B7"]
    assert tiles(state) == {"C5": "shield"}, "a fall takes no tile"
    assert held(state, 1) == []
    assert turn_seat(state) == 2 and phase(state) == "roll"


def test_the_fall_picture_red_to_eight():
    """Red (column 5) lands on B8, the next free pad, not on A6 further down."""
    state = _falling(2)
    play(state, "2:fall")
    assert pads(state) == ["D9", "D6", "B8", "B7"]
    assert turn_seat(state) == 3


def test_falling_past_a_doodler_knocks_nobody_off():
    """« Flèche rouge : Chute d'un Doodler = éjection interdite. »: Yellow passes Green
    on B7, who stays; without the tile on C5, Yellow stops there, the first free pad."""
    state = _falling(1)
    play(state, "1:fall")
    assert pads(state)[3] == "B7"
    state = _falling(1, tiles="-")
    play(state, "1:fall")
    assert pads(state) == ["D9", "C5", "C10", "B7"]


def test_the_fall_follows_the_absolute_columns():
    """« tout droit vers le bas »: with B slid one notch right, B8 is in column 6 and Red
    (column 5) drops on to A6."""
    state = _falling(2, offsets="0,1,0,0,0,0,0,0")
    play(state, "2:fall")
    assert pads(state)[2] == "A6"
    # ... and with A slid right too, nothing is left under column 5.
    state = _falling(2, offsets="1,1,0,0,0,0,0,0")
    play(state, "2:fall")
    assert pads(state)[2] is None


def test_a_doodler_at_the_start_stays_there():
    """Nothing to fall from: the turn just ends."""
    state = _falling(0, doodlers="start,D6,C10,B7")
    play(state, "0:fall")
    assert pads(state) == [None, "D6", "C10", "B7"]
    assert turn_seat(state) == 1 and phase(state) == "roll"
    assert special(state)[0] is None


ISOLATED = layout(A="5@1,6@3,9@5", B="3@0,4@3,8@6", C="3@0,4@1,10@3")


def test_after_the_roll_a_fall_exactly_when_nothing_can_be_done():
    """« Si, après votre lancer de dés, vous ne pouvez pas sauter selon les règles, ni
    utiliser le dé spécial »: B8 (column 6) has no neighbour, so the roll is a fall
    when the special die shows 1 or 2, and the special die's effect otherwise."""
    seen = set()
    for seed in range(40):
        state = position(ISOLATED, doodlers="B8,start", tiles="-", bag="-", seed=seed)
        play(state, "0:roll")
        face, _ = special(state)
        seen.add(face in ("1", "2"))
        if face in ("1", "2"):
            assert phase(state) == "fall" and ids(state) == {"0:fall"}
        else:
            assert phase(state) == "play"
            assert {a.split(":")[1] for a in ids(state)} == {face}
    assert seen == {True, False}
