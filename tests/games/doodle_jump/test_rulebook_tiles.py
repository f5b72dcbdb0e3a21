"""« 2. Tuiles Bonus »: taken on landing; lightning tiles (trampoline, spring) used at
once, Doodler tiles (shield, shoes, hat, rocket) kept and used on one's own turn; several
held at once; « Remplacement des tuiles Bonus » on the lowest empty level's highest free
pad; used tiles leave the game.

The layout (columns 0..6; E..H keep to columns 0, 1 and 6 with pads 3, 4, 10)::

    slot 4  D:        3@1  5@2        9@4
    slot 3  C:  4@0        6@2        8@4        10@6
    slot 2  B:        3@1  7@2        9@4
    slot 1  A:        5@1        6@3        8@5

From B7: B3 and B9 on the same level, C6 above. From C10: nothing above.
"""

from __future__ import annotations

from collections import Counter

from tests.games.doodle_jump.helpers import (
    bag_size,
    field,
    held,
    ids,
    ids_of,
    layout,
    pad_of,
    pads,
    phase,
    play,
    position,
    targets,
    tiles,
    turn_seat,
)

LEVELS = layout(A="5@1,6@3,8@5", B="3@1,7@2,9@4", C="4@0,6@2,8@4,10@6", D="3@1,5@2,9@4")


def _state(doodlers: str, **fields: object):
    fields.setdefault("dice", "6,1,1,1,1" if doodlers.count(",") >= 2 else "6,1,1,1,-")
    fields.setdefault("special", "move")
    return position(LEVELS, doodlers=doodlers, **fields)


def _all_tiles(state, players: int) -> Counter:
    count = Counter(tiles(state).values())
    for seat in range(players):
        count.update(held(state, seat))
    return count


# -- taking a tile --------------------------------------------------------------------


def test_landing_on_a_tile_takes_it_and_a_new_one_is_drawn():
    """« Si tu atterris sur une tuile Bonus, prends-la » and « pioches-en une nouvelle
    directement après … Place-la sur le niveau vide (= sans Doodler, ni tuile) le plus
    bas possible, sur la plate-forme portant le nombre le plus élevé »: A, B, C hold
    Doodlers, D a tile: the new tile goes to E, on its 10."""
    state = _state("B7,A5,B3", tiles="C6:hat,D5:spring", bag="shield,rocket")
    play(state, "0:jump:C6:1")
    assert pad_of(state, 0) == "C6" and held(state, 0) == ["hat"]
    assert tiles(state) == {"D5": "spring", "E10": "shield"}
    assert bag_size(state) == 1 and field(state, "bag") == "rocket"
    assert phase(state) == "decide"


def test_the_new_tile_on_the_lowest_empty_level():
    """Without the tile on D, D is the lowest empty level: its highest pad, D9."""
    state = _state("B7,A5,B3", tiles="C6:hat", bag="shield,rocket")
    play(state, "0:jump:C6:1")
    assert tiles(state) == {"D9": "shield"}


def test_the_level_the_jumper_left_is_empty_again():
    """Alone on B, the jumper leaves it for C: B is now the lowest empty level."""
    state = _state("B7,A5", tiles="C6:hat", bag="shield")
    play(state, "0:jump:C6:1")
    assert tiles(state) == {"B9": "shield"}


def test_no_empty_level_the_tile_goes_back_under_the_bag():
    """Every level has a Doodler or a tile (B keeps Green on B3 when the jumper leaves
    B7): the drawn tile goes back to the bottom."""
    others = ",".join(f"{b}3:shield" for b in "DEFGH")
    state = _state("B7,A5,B3", tiles=f"C6:hat,{others}", bag="rocket,spring")
    play(state, "0:jump:C6:1")
    assert field(state, "bag") == "spring,rocket"
    assert set(tiles(state)) == {f"{b}3" for b in "DEFGH"}


def test_an_empty_bag_leaves_the_pad_bare():
    state = _state("B7,A5", tiles="C6:hat", bag="-")
    play(state, "0:jump:C6:1")
    assert tiles(state) == {} and held(state, 0) == ["hat"]


# -- lightning tiles: trampoline and spring ---------------------------------------------


def test_trampoline_bounces_at_once_to_the_next_level_up():
    """« Utilise-la tout de suite, si elle indique un éclair. » « Tu peux sauter
    immédiatement sur une plate-forme voisine du niveau suivant »: from C6 (column 2),
    D3 and D5, not C4 or C8 on the same level; no die needed."""
    for kind in ("trampoline", "spring"):
        state = _state("B7,A5", tiles=f"C6:{kind}", bag="-")
        play(state, "0:jump:C6:1")
        assert phase(state) == "trampoline" and turn_seat(state) == 0
        assert ids(state) == {"0:bounce:D3", "0:bounce:D5"}
        play(state, "0:bounce:D5")
        assert pad_of(state, 0) == "D5" and phase(state) == "decide"
        assert held(state, 0) == [] and tiles(state) == {}, "the tile is used up"


def test_a_trampoline_taken_is_replaced_too():
    """« À chaque fois que tu atterris sur une tuile Bonus, pioches-en une nouvelle »:
    the trampoline is replaced before the bounce (A and C hold Doodlers, B is left: B9)."""
    state = _state("B7,A5", tiles="C6:trampoline", bag="hat,shield")
    play(state, "0:jump:C6:1")
    assert tiles(state) == {"B9": "hat"} and field(state, "bag") == "shield"
    assert phase(state) == "trampoline"


def test_trampoline_with_nowhere_to_go_is_lost():
    """From C10 (column 6) nothing on D is within reach: the tile is spent for nothing."""
    state = _state("C8,A5", tiles="C10:spring", bag="-", dice="4,6,1,1,-")
    play(state, "0:jump:C10:1+2")
    assert ids(state) == {"0:bounce:none"}
    play(state, "0:bounce:none")
    assert pad_of(state, 0) == "C10" and phase(state) == "decide"
    assert held(state, 0) == [] and tiles(state) == {}


def test_the_bounce_lands_by_the_landing_rules():
    """The bounce lands like a jump: a tile there is taken; a Doodler there is knocked
    off and falls from D5 straight down on to C6, which the bouncer has just left."""
    state = _state("B7,A5", tiles="C6:trampoline,D5:shoes", bag="-")
    play(state, "0:jump:C6:1", "0:bounce:D5")
    assert held(state, 0) == ["shoes"] and tiles(state) == {}
    state = _state("B7,D5", tiles="C6:trampoline", bag="-")
    play(state, "0:jump:C6:1", "0:bounce:D5")
    assert pads(state) == ["D5", "C6"]


# -- Doodler tiles: kept, used on one's own turn ------------------------------------------


def test_kept_tiles_are_used_on_ones_own_turn_only():
    """« Utilise-la n'importe quand durant la partie (à ton tour de jeu) »"""
    state = _state("B7,B3", held="-/hat+shoes+rocket")
    assert state.legal_actions(1) == []
    state = _state("B7,B3", held="-/hat+shoes+rocket", turn=1)
    assert {"1:hat:C6", "1:rocket:C6", "1:shoes:B7"} <= ids(state)


def test_hat_and_rocket_to_the_next_level_up_shoes_on_the_same_level():
    """« Chaussures de saut : Saute jusqu'à une plate-forme du même niveau », « Chapeau à
    hélice » and « Fusée » : « Saute jusqu'à une plate-forme voisine du niveau
    suivant »: the neighbours the reach rule gives, no die needed."""
    state = _state("B7,A5", held="hat+rocket+shoes/-")
    assert targets(state, "0:hat:") == {"C6"}
    assert targets(state, "0:rocket:") == {"C6"}
    assert targets(state, "0:shoes:") == {"B3", "B9"}


def test_kept_tiles_in_roll_play_and_decide_the_phase_stays():
    cases = (
        ("roll", {"dice": "-,-,-,-,-", "special": "-"}),
        ("play", {}),
        ("decide", {"used": "2"}),
    )
    for ph, extra in cases:
        state = _state("B7,A5", held="hat/-", phase=ph, **extra)
        assert "0:hat:C6" in ids(state), ph
        play(state, "0:hat:C6")
        assert pad_of(state, 0) == "C6" and held(state, 0) == []
        assert phase(state) == ph and turn_seat(state) == 0


def test_a_kept_tile_in_play_then_nothing_to_do_is_a_fall():
    """SPEC deviation: a hat used while the dice show, and the dice allow nothing from
    the new pad (6s only, for C4, C8, D3, D5; the special die spent): the Doodler must
    fall, as after a roll."""
    state = _state("B7,A5", held="hat/-", dice="6,6,6,6,-", special="move", special_used=1)
    assert phase(state) == "play"
    play(state, "0:hat:C6")
    assert pad_of(state, 0) == "C6" and phase(state) == "fall"
    assert ids(state) == {"0:fall"}


def test_no_kept_tile_from_the_start():
    state = _state("start,A5", held="hat+shoes+rocket/-")
    assert not [a for a in ids(state) if a.split(":")[1] in ("hat", "shoes", "rocket")]


def test_a_kept_tile_lands_by_the_landing_rules():
    """A hat on to a Doodler knocks it off; on to a tile takes it."""
    state = _state("B7,C6", held="hat/-")
    play(state, "0:hat:C6")
    assert pads(state) == ["C6", "B7"]
    state = _state("B7,A5", held="hat/-", tiles="C6:shield", bag="-")
    play(state, "0:hat:C6")
    assert held(state, 0) == ["shield"] and tiles(state) == {}


def test_several_tiles_even_identical_ones():
    """« Remarque : Un joueur peut posséder et utiliser plusieurs tuiles, même
    identiques, à la fois. »"""
    state = _state("B7,A5", held="hat+hat+shoes/-", tiles="-", bag="-")
    play(state, "0:shoes:B9")
    assert sorted(held(state, 0)) == ["hat", "hat"]
    play(state, "0:hat:C8")
    assert held(state, 0) == ["hat"] and pad_of(state, 0) == "C8"


def test_used_tiles_leave_the_game():
    """« Lorsque tu utilises une tuile Bonus, place-la ensuite à côté de la boîte ; elle
    est sortie du jeu. »"""
    state = _state("B7,A5", held="hat+shield/-", tiles="D9:rocket", bag="spring")
    before = _all_tiles(state, 2)
    play(state, "0:hat:C6")
    after = _all_tiles(state, 2)
    assert before - after == Counter({"hat": 1}) and not after - before
    assert bag_size(state) == 1


# -- the shield -------------------------------------------------------------------------


def test_the_shield_instead_of_a_fall():
    """« Bouclier de protection : Au lieu de tomber, utilise le bouclier de protection.
    C'est ensuite au tour du joueur suivant de jouer. »"""
    fall = {
        "phase": "fall",
        "dice": "1,1,1,1,-",
        "used": "1,2,3",
        "special": "1",
        "special_used": 1,
    }
    state = _state("C10,A5", held="shield+hat/-", **fall)
    assert ids(state) == {"0:fall", "0:shield"}, "in a fall: fall or shield, nothing else"
    play(state, "0:shield")
    assert pad_of(state, 0) == "C10" and held(state, 0) == ["hat"]
    assert turn_seat(state) == 1 and phase(state) == "roll"
    state = _state("C10,A5", **fall)
    assert ids(state) == {"0:fall"}


def test_no_shield_outside_a_fall():
    state = _state("B7,A5", held="shield/-")
    assert not ids_of(state, "0:shield")
