"""« B) Le dé spécial »: 1 or 2 counts as a number die; « Relancer les dés » rerolls the
unused dice; « Faire coulisser » slides a level one notch, never more than one notch
past the ramp; « Déplacer » puts any level but the top one on top, the others dropping
one; « Mettez-le de côté une fois utilisé. »

The layout (columns 0..6, boards A, B, C in slots 1, 2, 3 unless moved)::

    slot 3  C:  4@0        5@2        6@4   9@5
    slot 2  B:  4@0        7@2   8@3              10@6
    slot 1  A:        5@1        6@3        9@5
"""

from __future__ import annotations

from tests.games.doodle_jump.helpers import (
    LETTERS,
    assert_illegal,
    column,
    dice,
    ids,
    ids_of,
    layout,
    offsets,
    order,
    pad_of,
    phase,
    play,
    position,
    reach,
    slot_of,
    special,
    targets,
)

LEVELS = layout(A="5@1,6@3,9@5", B="4@0,7@2,8@3,10@6", C="4@0,5@2,6@4,9@5")


def _at(pads: str, dice_: str, face: str, **fields: object):
    return position(LEVELS, doodlers=pads, dice=dice_, special=face, **fields)


# -- 1 ou 2 ---------------------------------------------------------------------------


def test_one_or_two_counts_as_a_number_die():
    """« 1 ou 2 : Même effet qu'un dé normal. »: a 2 on the special die with a 3 makes the
    5 of A5; it is then set aside."""
    state = _at("start,start", "3,3,6,6,-", "2")
    assert {j for j in ids_of(state, "0:jump:") if "S" in j} == {
        "0:jump:A5:1+S",
        "0:jump:A5:2+S",
    }
    play(state, "0:jump:A5:2+S")
    assert pad_of(state, 0) == "A5"
    assert special(state) == ("2", True)
    assert dice(state) == [(3, False), (3, True), (6, False), (6, False)]


def test_one_on_the_special_die_with_number_dice():
    state = _at("start,start", "2,2,6,6,-", "1")
    assert "0:jump:A5:1+2+S" in ids_of(state, "0:jump:")
    assert "0:jump:A9:1+3+S" in ids_of(state, "0:jump:")


def test_an_effect_face_is_no_number():
    """A slide face counts nothing: 3 alone makes no 5."""
    state = _at("start,start", "3,3,6,6,-", "slide")
    assert "A5" not in targets(state, "0:jump:")
    assert not [j for j in ids_of(state, "0:jump:") if "S" in j]


def test_a_used_special_die_no_longer_counts():
    state = _at("start,start", "3,3,6,6,-", "2", special_used=1)
    assert "A5" not in targets(state, "0:jump:")
    assert_illegal(state, "0:jump:A5:1+S")


# -- Relancer les dés ------------------------------------------------------------------


def test_reroll_rerolls_every_unused_die():
    """« Relancer les dés : Relancez tous les dés non encore utilisés. »: the used dice
    keep their values, the others are rolled again; the special die is set aside."""
    changed = 0
    for seed in range(12):
        state = _at("A5,start", "6,5,5,5,-", "reroll", used="1", seed=seed)
        action = state.parse_action("0:reroll")
        assert state.consumes_chance(action)
        play(state, "0:reroll")
        after = dice(state)
        assert after[0] == (6, True)
        assert all(not used and 1 <= value <= 6 for value, used in after[1:])
        changed += [value for value, _ in after[1:]] != [5, 5, 5]
        assert special(state) == ("reroll", True)
        # The reroll is the player's new throw: play on, or fall if nothing is possible.
        assert phase(state) in ("play", "fall")
        assert "0:reroll" not in ids(state)
    assert changed >= 8


def test_reroll_even_when_no_jump_is_possible():
    """« Conseil : Si votre lancer ne vous permet pas de sauter, vous pouvez
    exceptionnellement retenter tout de même votre chance aux dés. »: dice 1, 1 make
    none of the pads 6, 4, 7 that A5 reaches, yet the reroll is there."""
    state = _at("A5,start", "1,1,6,6,-", "reroll", used="3,4")
    assert phase(state) == "play"
    assert ids(state) == {"0:reroll"}


def test_no_reroll_without_an_unused_number_die():
    """Nothing to reroll: the reroll face offers nothing (and here, a fall)."""
    state = _at("A5,start", "1,1,6,6,-", "reroll", used="1,2,3,4")
    assert "0:reroll" not in ids(state)
    assert phase(state) == "fall"


# -- Faire coulisser -------------------------------------------------------------------


def test_slide_any_level_either_way():
    """« Poussez un niveau au choix vers la gauche ou la droite. »: 8 levels, 2 ways."""
    state = _at("B8,start", "1,1,1,1,-", "slide")
    assert ids_of(state, "0:slide:") == {
        f"0:slide:{b}:{d}" for b in LETTERS for d in ("left", "right")
    }


def test_slide_at_most_one_notch_past_the_ramp():
    """« Le niveau ne peut dépasser du plan de jeu que d'1 cran vers la droite ou la
    gauche. »: a level slid right can only go back left, and the other way round."""
    state = _at("B8,start", "1,1,1,1,-", "slide", offsets="0,0,1,0,0,0,0,-1")
    slides = ids_of(state, "0:slide:")
    assert "0:slide:C:left" in slides and "0:slide:C:right" not in slides
    assert "0:slide:H:right" in slides and "0:slide:H:left" not in slides
    assert_illegal(state, "0:slide:C:right", "0:slide:H:left")
    play(state, "0:slide:C:left")
    assert offsets(state)["C"] == 0


def test_slide_moves_the_level_and_its_doodler():
    """A Doodler on the slid level rides along: same pad, one column further."""
    state = _at("C5,B8", "1,1,1,1,-", "slide")
    assert column(state, "C5") == 2
    play(state, "0:slide:C:right")
    assert offsets(state) == {b: (1 if b == "C" else 0) for b in LETTERS}
    assert pad_of(state, 0) == "C5" and column(state, "C5") == 3
    assert column(state, "C9") == 6 and column(state, "B8") == 3
    assert special(state) == ("slide", True)
    assert phase(state) == "decide"


def test_slide_brings_pads_within_reach():
    """« Conseil : Cette action permet de se rapprocher de certaines plates-formes. »:
    from B8 (column 3), C slid left brings C9 (column 5 -> 4) within reach and C5 out;
    slid right, only C5 (column 2 -> 3) stays."""
    state = _at("B8,start", "1,1,1,1,-", "slide")
    assert reach(state) == {"B7", "C5", "C6"}
    play(state, "0:slide:C:left")
    assert reach(state) == {"B7", "C6", "C9"}
    state = _at("B8,start", "1,1,1,1,-", "slide")
    play(state, "0:slide:C:right")
    assert reach(state) == {"B7", "C5"}


# -- Déplacer ---------------------------------------------------------------------------


def test_move_any_level_but_the_top_one():
    """« Retirez un niveau au choix (sauf le niveau supérieur) »"""
    state = _at("B8,start", "1,1,1,1,-", "move")
    assert ids_of(state, "0:move:") == {f"0:move:{b}" for b in LETTERS[:7]}
    assert_illegal(state, "0:move:H")
    state = _at("B8,start", "1,1,1,1,-", "move", order="H,G,F,E,D,C,B,A")
    assert "0:move:A" not in ids(state) and "0:move:H" in ids(state)


def test_move_puts_the_level_on_top_and_the_others_drop():
    """« Tous les autres niveaux descendent d'1 cran. Replacez ensuite le niveau retiré
    en haut du plan de jeu. »: the levels above drop one slot, those below stay, the
    Doodlers ride along on their levels."""
    state = _at("C5,D10,A9", "1,1,1,1,1", "move", players=3)
    play(state, "0:move:C")
    assert order(state) == "ABDEFGHC"
    assert [slot_of(state, seat) for seat in range(3)] == [8, 3, 1]
    assert [pad_of(state, seat) for seat in range(3)] == ["C5", "D10", "A9"]
    assert special(state) == ("move", True)
    assert phase(state) == "decide"


def test_move_the_bottom_level():
    state = _at("A5,start", "1,1,1,1,-", "move")
    play(state, "0:move:A")
    assert order(state) == "BCDEFGHA"
    assert slot_of(state, 0) == 8


# -- Mettez-le de côté une fois utilisé ------------------------------------------------


def test_the_special_die_is_set_aside_once_used():
    """« Mettez-le de côté une fois utilisé. »: after a slide and a continue, it is not
    rerolled and offers nothing more this turn."""
    for seed in range(6):
        state = _at("B8,start", "1,1,1,1,-", "slide", seed=seed)
        play(state, "0:slide:A:left", "0:continue")
        assert special(state) == ("slide", True)
        assert not [a for a in ids(state) if a.split(":")[1] in ("slide", "move", "reroll")]
        assert not [j for j in ids_of(state, "0:jump:") if "S" in j]


def test_move_can_keep_a_player_from_winning():
    """« Conseil : Cette action permet d'empêcher un joueur de gagner. »: Blue stands on
    G (slot 7), one jump from the top; Red moves A, below, to the top: G drops to slot 6
    and the top level is out of Blue's reach."""
    levels = layout(G="3@1,5@3,8@5", H="4@2,6@3,9@5")
    state = position(levels, doodlers="B4,G5", dice="1,1,1,1,-", special="move")
    play(state, "0:move:A")
    assert order(state) == "BCDEFGHA"
    assert slot_of(state, 1) == 6
    play(state, "0:stop")
    assert reach(state) == {"G3", "G8", "H4", "H6"}
    assert not reach(state) & {"A5", "A6", "A9"}
