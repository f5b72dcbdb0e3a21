"""« Variante pour Doodler expérimentés ! »: obstacle tiles drawn go to the highest empty
level; « Tirer ! » straight from below with a die equal to the gap; a won UFO or monster
spent as a reroll, a slide or a move; jumping on to one wins it, but from directly below
« tombe de la plate-forme d'où il vient »; the black hole sends back to the start.

The layout (columns 0..6; E..H keep to columns 0, 1 and 6 with pads 3, 4, 10)::

    slot 4  D:        3@1  5@2        9@4
    slot 3  C:  4@0        6@2        8@4        10@6
    slot 2  B:        3@1  7@2        9@4
    slot 1  A:        5@1        6@3        8@5
"""

from __future__ import annotations

from tests.games.doodle_jump.helpers import (
    LETTERS,
    dice,
    field,
    held,
    ids,
    ids_of,
    layout,
    offsets,
    order,
    pad_of,
    pads,
    phase,
    play,
    position,
    special,
    tiles,
    turn_seat,
)

LEVELS = layout(A="5@1,6@3,8@5", B="3@1,7@2,9@4", C="4@0,6@2,8@4,10@6", D="3@1,5@2,9@4")


def _expert(doodlers: str, **fields: object):
    fields.setdefault("dice", "2,3,2,6,-")
    fields.setdefault("special", "move")
    return position(LEVELS, variant="expert", doodlers=doodlers, **fields)


# -- Compte à rebours: obstacles on the highest empty level ---------------------------------


def test_a_drawn_obstacle_goes_on_the_highest_empty_level():
    """« À chaque fois que vous piochez une tuile Obstacle, placez-la sur le niveau vide
    (= aucun Doodler, ni tuile) le plus élevé, comme d'habitude sur la plate-forme
    portant le plus grand nombre »: H has a tile, so the UFO goes on G's 10."""
    state = _expert("B7,A5", tiles="C6:hat,H10:shield", bag="ufo,rocket")
    play(state, "0:jump:C6:4")
    assert tiles(state) == {"H10": "shield", "G10": "ufo"}
    assert field(state, "bag") == "rocket", "one tile drawn, an obstacle all the same"


def test_a_drawn_power_tile_still_goes_low():
    state = _expert("B7,A5", tiles="C6:hat", bag="rocket,ufo")
    play(state, "0:jump:C6:4")
    assert tiles(state) == {"B9": "rocket"}


# -- Tirer! ---------------------------------------------------------------------------------


def test_shoot_from_straight_below_with_the_gap_on_a_die():
    """« Vous devez vous trouver à la verticale sous l'ovni ou le monstre et utiliser 1 dé
    dont la valeur correspond exactement au nombre de niveaux qui vous séparent » —
    « Exemple : Le monstre est 2 niveaux au-dessus. Il faut donc un 2 sur un dé »: from
    B7 under D5, either 2, not the 3 or the 6; the special die's 2 too."""
    state = _expert("B7,A5", tiles="D5:monster", special="2")
    assert ids_of(state, "0:shoot:") == {"0:shoot:D5:1", "0:shoot:D5:3", "0:shoot:D5:S"}


def test_shooting_wins_the_tile_and_a_new_one_is_drawn():
    """« Si cela marche, vous gagnez la tuile en récompense. Comme d'habitude,
    remplacez-la par une nouvelle. » « Bien entendu, le dé n'est ensuite plus
    disponible… » « Après votre coup, vous pouvez … continuer ou décider de vous
    arrêter. »"""
    state = _expert("B7,A5", tiles="D5:monster", bag="shield")
    play(state, "0:shoot:D5:3")
    assert held(state, 0) == ["monster"] and pad_of(state, 0) == "B7"
    assert dice(state)[2] == (2, True) and dice(state)[0] == (2, False)
    assert tiles(state) == {"C10": "shield"}
    assert phase(state) == "decide"


def test_no_shot_from_aside_nor_with_the_wrong_die():
    """B3 is in column 1, not under D5 (column 2); from C6, one level below, a 1 would
    be needed."""
    state = _expert("B3,A5", tiles="D5:monster")
    assert not ids_of(state, "0:shoot:")
    state = _expert("C6,A5", tiles="D5:ufo")
    assert not ids_of(state, "0:shoot:")
    state = _expert("C6,A5", tiles="D5:ufo", dice="1,3,5,6,-")
    assert ids_of(state, "0:shoot:") == {"0:shoot:D5:1"}


def test_shooting_from_the_start():
    """SPEC deviation: the start spans the ramp, so from it (slot 0) a monster on slot 2
    is shot with a 2, whatever its column."""
    state = _expert("start,A5", tiles="B9:monster")
    assert ids_of(state, "0:shoot:") == {"0:shoot:B9:1", "0:shoot:B9:3"}


def test_no_shot_at_a_black_hole():
    state = _expert("B7,A5", tiles="D5:black-hole")
    assert not ids_of(state, "0:shoot:")


# -- the won tile: reroll, slide or move ----------------------------------------------------


def test_a_won_obstacle_is_a_reroll_a_slide_or_a_move():
    """« Soit relancer les dés, Soit faire coulisser un niveau, Soit déplacer un
    niveau. »"""
    state = _expert("B7,A5", held="ufo/-", special="1")
    actions = ids(state)
    assert "0:reroll:tile" in actions
    assert {f"0:slide:{b}:{d}:tile" for b in LETTERS for d in ("left", "right")} <= actions
    assert {f"0:move:{b}:tile" for b in LETTERS[:7]} <= actions
    assert "0:move:H:tile" not in actions


def test_spending_the_won_tile_for_a_slide():
    """« Remettez-la ensuite à côté de la boîte. »: the tile is gone, the special die
    is untouched."""
    state = _expert("B7,A5", held="monster+ufo/-", special="1")
    play(state, "0:slide:C:left:tile")
    assert offsets(state)["C"] == -1
    assert len(held(state, 0)) == 1
    assert special(state) == ("1", False)
    assert phase(state) == "decide"


def test_spending_the_won_tile_for_a_move():
    state = _expert("B7,A5", held="ufo/-")
    play(state, "0:move:B:tile")
    assert order(state) == "ACDEFGHB" and held(state, 0) == []
    assert special(state) == ("move", False)


def test_spending_the_won_tile_for_a_reroll():
    state = _expert("B7,A5", held="ufo/-", used="1")
    play(state, "0:reroll:tile")
    assert held(state, 0) == [] and dice(state)[0] == (2, True)
    assert phase(state) in ("play", "fall")
    assert special(state) == ("move", False), "the special die keeps its face"


# -- jumping on to a UFO or a monster --------------------------------------------------------


def test_jumping_on_to_a_monster_wins_it():
    """« Le principe est le même si vous atterrissez sur un ovni ou un monstre par
    l'action A) » (« Flèches noires : Il est possible de sauter sur le monstre de ces
    plates-formes »): from B3, not straight below C6."""
    state = _expert("B3,A5", tiles="C6:monster", bag="hat", dice="6,1,1,1,-")
    play(state, "0:jump:C6:1")
    assert pad_of(state, 0) == "C6" and held(state, 0) == ["monster"]
    assert tiles(state) == {"B9": "hat"}
    assert phase(state) == "decide"


def test_jumping_on_to_a_monster_from_directly_below_is_a_fall():
    """« Mais attention : celui qui saute dessus alors qu'il se trouve directement en
    dessous tombe de la plate-forme d'où il vient ! » (« Flèche rouge : Pas de cette
    plate-forme. »): from B7 (column 2) nothing lies below on A: back to the start; the
    monster stays; the next player plays."""
    state = _expert("B7,A5", tiles="C6:monster", bag="hat", dice="6,1,1,1,-")
    play(state, "0:jump:C6:1")
    assert pads(state) == [None, "A5"]
    assert tiles(state) == {"C6": "monster"} and held(state, 0) == []
    assert turn_seat(state) == 1 and phase(state) == "roll"


def test_the_fall_from_below_a_monster_starts_where_the_jump_started():
    """With A slid one notch right, A5 is in column 2, under B7: the fall ends there."""
    state = _expert(
        "B7,start", tiles="C6:ufo", bag="hat", dice="6,1,1,1,-", offsets="1,0,0,0,0,0,0,0"
    )
    play(state, "0:jump:C6:1")
    assert pads(state) == ["A5", None]
    assert tiles(state) == {"C6": "ufo"}


# -- the black hole --------------------------------------------------------------------------


def test_jumping_into_the_black_hole_back_to_the_start():
    """« Trou noir : … L'éviter ! Celui qui saute dessus ou tombe dedans est aspiré et doit
    recommencer tout en bas avec son Doodler. »"""
    state = _expert("B3,A5", tiles="C6:black-hole", dice="6,1,1,1,-")
    play(state, "0:jump:C6:1")
    assert pads(state) == [None, "A5"]
    assert tiles(state) == {"C6": "black-hole"} and held(state, 0) == []


def test_falling_into_the_black_hole_back_to_the_start():
    """D5 (column 2) falls: C6 below holds the black hole, B7 under it would be free."""
    state = _expert(
        "D5,A5",
        tiles="C6:black-hole",
        phase="fall",
        dice="1,1,1,1,-",
        used="1,2,3",
        special="1",
        special_used=1,
    )
    play(state, "0:fall")
    assert pads(state) == [None, "A5"]
    assert tiles(state) == {"C6": "black-hole"}


def test_knocked_into_the_black_hole():
    """A knock-off falls by the same rules: into the hole, back to the start."""
    state = _expert("D3,D5", tiles="C6:black-hole", dice="5,1,1,1,-")
    play(state, "0:jump:D5:1")
    assert pads(state) == ["D5", None]
