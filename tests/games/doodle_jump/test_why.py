"""Why a click does nothing (``State.why_not``): reasons from the rules, never a secret.

The layout of the jump tests (columns 0..6, boards A, B, C in slots 1, 2, 3, the others
the filler ``3@0,4@1,10@6``)::

    slot 3  C:  4@0        5@2        6@4   9@5
    slot 2  B:  4@0        7@2   8@3              10@6
    slot 1  A:        5@1        6@3        9@5
"""

from __future__ import annotations

import meeple
from meeple.engine import Rng
from tests.games.doodle_jump.helpers import ids, layout, play, position

LEVELS = layout(A="5@1,6@3,9@5", B="4@0,7@2,8@3,10@6", C="4@0,5@2,6@4,9@5")


def _at(pad: str, dice: str, special: str = "move"):
    return position(LEVELS, doodlers=f"{pad},start", dice=dice, special=special)


def test_pads_out_of_reach_say_which_rule():
    state = _at("B8", "3,4,5,6,-")
    assert not any(":B10:" in a or ":C9:" in a for a in ids(state))
    assert state.why_not(0, "pad:B10").startswith(
        "B10 is too far for your jump: on its own level a Doodler reaches only the nearest"
    )
    assert state.why_not(0, "pad:C9") == (
        "C9 is too far for your jump: on the next level up, only the pads within 1 column of yours."
    )
    assert state.why_not(0, "pad:C9", "fr").startswith("C9 est trop loin pour votre saut :")
    assert state.why_not(0, "pad:D10") == (
        "D10 is too far for your jump: a jump goes up one level at most."
    )
    assert state.why_not(0, "pad:A5") == "A5 is below your Doodler: a jump never goes down."
    assert state.why_not(0, "pad:B8").startswith("Your Doodler is already on B8")


def test_a_pad_in_reach_without_the_dice():
    state = _at("B8", "1,1,1,1,-")
    assert state.why_not(0, "pad:C5") == "No unused dice add up to 5, the number of C5."
    assert state.why_not(0, "pad:C5", "fr") == (
        "Aucun dé non utilisé ne fait 5, le nombre de C5, seul ou en somme."
    )


def test_from_the_start_only_the_first_level():
    state = _at("start", "5,6,3,6,-")
    assert state.why_not(0, "pad:B7") == (
        "From the start, a Doodler jumps only onto a pad of the first level."
    )


def test_the_special_die_and_the_levels():
    state = _at("B8", "1,1,1,1,-", special="move")
    assert state.why_not(0, "board:H") == (
        "Level H is the top level: it cannot be moved to the top."
    )
    assert state.why_not(0, "die:S") == "The special die shows move, not that effect."
    state = _at("B8", "1,1,1,1,-", special="1")
    assert state.why_not(0, "board:C").startswith(
        "A level slides or moves only when the special die shows slide or move (it shows 1)"
    )


def test_after_a_jump_continue_or_stop():
    state = _at("start", "1,4,4,6,-")
    play(state, "0:jump:A9:1+2+3")
    assert state.why_not(0, "pad:B10") == (
        "Your move is done: continue (roll the unused dice again) or stop your turn."
    )
    assert state.why_not(1, "pad:B10").startswith("It is ")


def test_no_secret_in_a_reason():
    """Every reason is the same in any world the seat cannot tell apart (the bag)."""
    state = meeple.load("doodle-jump").setup({"players": 3}, 4)
    rng = Rng(9)
    pads = [f"pad:{name}" for name in state.layout.by_name]
    for _ in range(80):
        seat = state.to_move()
        if seat is None:
            break
        world = state.resample(seat, rng)
        for target in [*pads, "dice", "die:S", "board:A", "board:H"]:
            assert world.why_not(seat, target) == state.why_not(seat, target)
        state.apply(state.legal_actions()[0])
