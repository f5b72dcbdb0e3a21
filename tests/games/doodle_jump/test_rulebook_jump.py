"""« Déroulement du jeu ! » A) jumping: from the start every pad of the first level, then
only the neighbouring pads, never down nor in place; one die or the sum of several, each
die once per turn; the rulebook's worked example (dice 1, 4, 4 and a 6).

The layout of these tests (columns 0..6, boards A, B, C in slots 1, 2, 3)::

    slot 3  C:  4@0        5@2        6@4   9@5
    slot 2  B:  4@0        7@2   8@3              10@6
    slot 1  A:        5@1        6@3        9@5
"""

from __future__ import annotations

from itertools import combinations

from tests.games.doodle_jump.helpers import (
    assert_illegal,
    dice,
    ids_of,
    layout,
    pad_of,
    phase,
    play,
    position,
    reach,
    slot_of,
    targets,
)

LEVELS = layout(A="5@1,6@3,9@5", B="4@0,7@2,8@3,10@6", C="4@0,5@2,6@4,9@5")


def _at(pad: str, dice_: str, **fields: object):
    return position(LEVELS, doodlers=f"{pad},start", dice=dice_, special="move", **fields)


def test_worked_example_dice_1_4_4_6():
    """« Exemple : Avec le 6, le joueur peut sauter sur la plate-forme 6, avec 4+1 sur la
    plate-forme 5 ou avec 1+4+4 sur la plate-forme 9. »: and no other jump, each pick of
    the very dice its own action (the two 4s give two ways to make 5)."""
    state = _at("start", "1,4,4,6,-")
    assert ids_of(state, "0:jump:") == {
        "0:jump:A6:4",
        "0:jump:A5:1+2",
        "0:jump:A5:1+3",
        "0:jump:A9:1+2+3",
    }
    play(state, "0:jump:A9:1+2+3")
    assert pad_of(state, 0) == "A9" and slot_of(state, 0) == 1
    assert dice(state) == [(1, True), (4, True), (4, True), (6, False)]
    assert phase(state) == "decide"


def test_from_the_start_every_pad_of_the_first_level():
    """« Au début, un Doodler peut atteindre toutes les plates-formes du premier
    niveau. »: whatever their columns, and nothing higher."""
    state = _at("start", "5,6,3,6,-")
    assert reach(state) == {"A5", "A6", "A9"}
    assert targets(state, "0:jump:") == {"A5", "A6", "A9"}


def test_only_neighbouring_pads_from_a_pad():
    """« Ensuite, il ne peut sauter que sur les plates-formes voisines »: from B8 (column
    3) the nearest pad on each side within 2 columns (B7; B10 is 3 columns away, B4 is
    not the nearest) and the pads of the next level up within 1 column (C5, C6; not C9
    nor C4). The dice 3, 4, 5, 6 would make every other number."""
    state = _at("B8", "3,4,5,6,-")
    assert reach(state) == {"B7", "C5", "C6"}
    assert ids_of(state, "0:jump:") == {"0:jump:B7:1+2", "0:jump:C5:3", "0:jump:C6:4"}
    assert_illegal(state, "0:jump:B10:2+4", "0:jump:C9:1+4", "0:jump:B4:2", "0:jump:D10:2+4")


def test_same_level_nearest_on_each_side():
    """From B7 (column 2): B4 (2 columns to the left) and B8 (1 to the right) on the same
    level, C5 straight above."""
    state = _at("B7", "4,5,6,2,-")
    assert reach(state) == {"B4", "B8", "C5"}
    assert targets(state, "0:jump:") == {"B4", "B8", "C5"}


def test_never_down_nor_in_place():
    """« Un Doodler ne peut jamais sauter vers le bas, ni sur place. »: from B8, the pads
    5, 6, 9 of level 1 below and B8 itself are never reachable, whatever the dice."""
    state = _at("B8", "5,6,3,6,-")
    assert not reach(state) & {"A5", "A6", "A9", "B8"}
    assert not targets(state, "0:jump:") & {"A5", "A6", "A9", "B8"}
    assert_illegal(state, "0:jump:A5:1", "0:jump:A6:2", "0:jump:B8:1+3", "0:jump:A9:2+3")


def test_one_die_or_a_sum_of_as_many_as_wanted():
    """« choisissez un dé ou additionnez autant de dés que vous le voulez »: five 1s make a
    3 in 10 ways, a 4 in 5 ways, a 5 in one way (all five dice)."""
    levels = layout(A="3@1,4@3,5@5")
    state = position(
        levels, players=3, doodlers="start,start,start", dice="1,1,1,1,1", special="move"
    )
    jumps = ids_of(state, "0:jump:")
    for pad, size in (("A3", 3), ("A4", 4), ("A5", 5)):
        expected = {
            f"0:jump:{pad}:" + "+".join(str(d) for d in pick)
            for pick in combinations(range(1, 6), size)
        }
        assert {j for j in jumps if j.startswith(f"0:jump:{pad}:")} == expected
    assert len(jumps) == 10 + 5 + 1


def test_the_jumper_moves_and_the_dice_are_set_aside():
    """« Déplacez ensuite le Doodler sur la plate-forme atteinte et mettez de côté le(s)
    dé(s) utilisé(s). »"""
    state = _at("B8", "3,4,5,6,-")
    play(state, "0:jump:C5:3")
    assert pad_of(state, 0) == "C5" and slot_of(state, 0) == 3
    assert dice(state) == [(3, False), (4, False), (5, True), (6, False)]
    assert phase(state) == "decide"


def test_a_die_never_serves_twice():
    """« Attention : Il n'est jamais permis d'effectuer plusieurs sauts avec un même
    dé. »: die 1 (a 2) is already used; the 4 of B4 needed it with die 2."""
    fresh = _at("A5", "2,2,3,6,-")
    assert "0:jump:B4:1+2" in ids_of(fresh, "0:jump:")
    state = _at("A5", "2,2,3,6,-", used="1")
    assert ids_of(state, "0:jump:") == {"0:jump:A6:4"}
    assert_illegal(state, "0:jump:B4:1+2")
    assert all("1" not in j.split(":")[3].split("+") for j in ids_of(state, "0:jump:"))


def test_the_left_out_die_never_counts():
    """With 2 players the fifth die is out of play: no jump names it."""
    state = _at("start", "1,2,3,3,-")
    assert ids_of(state, "0:jump:")
    assert all("5" not in j.split(":")[3].split("+") for j in ids_of(state, "0:jump:"))


def test_no_jump_for_the_other_player():
    """Only the player whose turn it is jumps."""
    state = _at("start", "1,4,4,6,-")
    assert state.legal_actions(1) == []
    assert_illegal(state, "1:jump:A6:4")


def test_same_level_only_the_nearest_pad_on_a_side():
    """« plates-formes voisines »: on a level with pads in columns 0, 1, 2 and 4, from
    A9 (column 2) the neighbours are A6 (column 1) and A10 (column 4); A4 (column 0) is
    within 2 columns but behind A6."""
    levels = layout(A="4@0,6@1,9@2,10@4")
    state = position(levels, doodlers="A9,start", dice="4,6,5,5,-", special="move")
    assert reach(state) == {"A6", "A10", "B4"}
    assert targets(state, "0:jump:") == {"A6", "A10", "B4"}
    assert_illegal(state, "0:jump:A4:1")
