"""§VII « Fonction des couleurs de blocs »: « À chaque couleur de bloc correspond une
fonction. À chaque fois que vous retirez un bloc, vous pouvez l'utiliser immédiatement
pour la fonction de sa couleur. » Red heals, grey repairs, gold gives an item, black
seeds a Netherite item, brown covers an obstacle.

Each test starts with a block taken and waiting for its use (stack ``actions,use:C``,
C = 0 red, 1 grey, 2 gold, 3 brown, 4 black) on path board "1" (columns 2-5 of 12):

    col  2 3 4 5
    r0   . L L 1
    r1   . . L .
    r2   2 . M .
    r3   . S . 3
    r4   C . . .
"""

from __future__ import annotations

from typing import Any

from meeple.engine import State
from tests.games.portal_dash.rulebook import (
    COLS,
    hp,
    ids,
    ids_of,
    items,
    monsters,
    phase,
    piglin_notation,
    play,
    position,
    rolled,
    sq,
    view,
)

COLOUR = {"red": 0, "grey": 1, "gold": 2, "brown": 3, "black": 4}


def using(colour: str, **fields: Any) -> State:
    base: dict[str, Any] = dict(
        players=2,
        path="1,2",
        revealed="1100",
        monsters="-",
        queue="-",
        turn=0,
        left=1,
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        stack=f"actions,use:{COLOUR[colour]}",
    )
    base.update(fields)
    return position(**base)


def test_a_block_taken_must_be_used_at_once():
    """« Tous les blocs pris doivent être utilisés immédiatement, soit pour leur
    fonction, soit pour accomplir les missions Piglins. » No other action meanwhile."""
    state = using("red")
    assert phase(state) == "use"
    assert all(a.split(":")[1] in ("use", "piglin") for a in ids(state))


def test_red_heals_the_life_track_of_a_chosen_character_not_the_armour():
    """« Le personnage choisi récupère alors tous les cœurs sur sa piste de PV, mais pas
    sur ses armures »"""
    state = using("red", chars=f"{sq(2, 1)}:6/{sq(0, 0)}:2", items="leather_boots/leather_tunic!")
    assert ids_of(state, "0:use:") == {"0:use:red:0", "0:use:red:1"}
    play(state, "0:use:red:1")
    assert hp(state, 1) == 6
    tunic = items(state, 1)[0]
    assert tunic["damaged"] and tunic["hearts"] == 0
    assert view(state)["frame_colours"]["red"] == 1  # thrown into the frame


def test_grey_repairs_every_item_of_a_chosen_character_and_refills_armour():
    """« Le personnage choisi répare immédiatement tous ses Objets. Il remonte toutes les
    tuiles sur la rangée supérieure de son inventaire et récupère tous les cœurs sur ses
    armures. »"""
    state = using(
        "grey",
        items="leather_boots/leather_boots!,stone_sword!,iron_chestplate!,iron_chestplate+1",
    )
    play(state, "0:use:grey:1")
    inv = items(state, 1)
    assert not any(i["damaged"] for i in inv)
    assert [i["hearts"] for i in inv] == [0, 0, 3, 3]
    assert not items(state, 0)[0]["damaged"]


def test_gold_gives_a_chosen_character_an_item():
    """« Le personnage choisi obtient immédiatement un nouvel Objet. Comme d'habitude, il
    pioche 2 tuiles, en garde 1 et défausse la seconde. »"""
    state = using("gold", deck="iron_sword,crossbow,diamond_boots")
    play(state, "0:use:gold:1")
    assert view(state)["items"]["drawn"] == ["iron_sword", "crossbow"]
    assert ids(state) == {"1:keep:iron_sword", "1:keep:crossbow"}
    play(state, "1:keep:crossbow")
    assert items(state, 1)[-1]["key"] == "crossbow"
    assert view(state)["items"]["discard"] == ["iron_sword"]
    assert view(state)["items"]["deck"] == 1


def deck_of(state: State) -> list[str]:
    """The item pile, top first, read from the notation (hidden from every view)."""
    for field in state.notation().split("; "):
        if field.startswith("deck="):
            return field[5:].split(",")
    raise AssertionError("no deck in the notation")


def test_black_shuffles_the_chosen_netherite_item_into_the_top_5_tiles():
    """« choisissez 1 des Objets en Netherite de la réserve (8 au départ). [...] piochez
    les 5 premières tuiles de la pile d'Objets sans les regarder et mélangez-les avec
    l'Objet en Netherite choisi. Remettez ensuite ces 6 tuiles sur le dessus de la pile
    [...] vous les obtiendrez au plus tard la 3e fois où vous « obtiendrez des
    Objets ». »"""
    deck = "iron_sword,crossbow,diamond_boots,iron_boots,golden_sword,speed,power,walker"
    seen = set()
    for rng in range(1, 40):
        state = using("black", deck=deck, rng=rng)
        assert len(ids_of(state, "0:use:")) == 8  # the 8 Netherite items of the supply
        play(state, "0:use:black:netherite_sword")
        assert "netherite_sword" not in view(state)["items"]["netherite"]
        pile = deck_of(state)
        assert len(pile) == 9
        at = pile.index("netherite_sword")
        assert at < 6 and at // 2 + 1 <= 3  # drawn by the 3rd gain (2 tiles a gain)
        assert pile[6:] == ["speed", "power", "walker"]
        assert sorted(pile[:6]) == sorted([*deck.split(",")[:5], "netherite_sword"])
        seen.add(at)
    assert len(seen) >= 4  # really shuffled


def test_the_netherite_item_joins_the_top_5_tiles_of_any_pile():
    """« piochez les 5 premières tuiles de la pile d'Objets sans les regarder et
    mélangez-les avec l'Objet en Netherite choisi. Remettez ensuite ces 6 tuiles sur le
    dessus de la pile » : on a pile of 12 the 7 tiles under the top 5 stay as they were
    and the Netherite item may come anywhere among the top 6; a pile of 3 (fewer than 5:
    RULES.md A5) is shuffled whole with it."""
    long = [
        *("iron_sword", "crossbow", "diamond_boots", "iron_boots", "golden_sword", "speed"),
        *("power", "walker", "sharpness", "reroll", "hunting_bow", "iron_pickaxe"),
    ]
    for deck, top in ((long, 5), (long[:3], 3)):
        seen = set()
        for rng in range(1, 40):
            state = using("black", deck=",".join(deck), rng=rng)
            play(state, "0:use:black:netherite_sword")
            pile = deck_of(state)
            assert pile[top + 1 :] == deck[top:]
            assert sorted(pile[: top + 1]) == sorted([*deck[:top], "netherite_sword"])
            seen.add(pile.index("netherite_sword"))
        assert seen == set(range(top + 1)), len(deck)


def test_a_netherite_item_not_kept_stays_in_the_game():
    """« Si vous décidez de ne pas le garder, défaussez-le. Lorsque la pile de défausse
    sera remélangée, cet Objet en Netherite restera ainsi en jeu »"""
    state = using("gold", deck="netherite_sword,crossbow")
    play(state, "0:use:gold:0", "0:keep:crossbow")
    assert "netherite_sword" in view(state)["items"]["discard"]


def test_brown_covers_a_free_obstacle_square():
    """« Commencez par choisir une case Obstacle libre (Lave, Magma ou Sable des Âmes),
    sur laquelle ne se trouve aucun monstre, ni aucun personnage. Placez le bloc au
    milieu de cette case Obstacle : elle perd ainsi sa spécificité. »"""
    state = using(
        "brown",
        chars=f"{sq(2, 3)}:6/{sq(3, 3)}:6",  # seat 1 stands on the soul sand r3 c3
        monsters=f"magma_cube1@{sq(2, 4)}",  # on the magma
    )
    covers = {int(a.split(":")[3]) for a in ids_of(state, "0:use:")}
    assert covers == {sq(0, 3), sq(0, 4), sq(1, 4)}  # the lava; not the taken squares
    assert all(view(state)["layout"]["squares"][s // COLS][s % COLS] == "L" for s in covers)
    play(state, f"0:use:brown:{sq(1, 4)}")
    assert view(state)["layout"]["covered"] == [sq(1, 4)]
    assert view(state)["frame_colours"]["brown"] == 0  # on the board, not in the frame


def test_a_covered_lava_square_is_walkable_by_all():
    """« Vous pouvez désormais vous y déplacer comme sur une case normale [...] Si vous
    recouvrez une case Lave, les monstres peuvent désormais eux aussi s'y déplacer si
    c'est le plus court chemin jusqu'à leur cible. »"""
    state = using("brown", chars=f"{sq(1, 3)}:6/{sq(0, 0)}:6", left=2)
    play(state, f"0:use:brown:{sq(1, 4)}")
    assert f"0:step:{sq(1, 4)}" in ids(state)
    # a magma cube on r1 c5 now walks over the covered lava to reach Alex on r1 c2
    fields = dict(
        players=2,
        path="1,2",
        revealed="1100",
        queue="-",
        turn=0,
        covered=str(sq(1, 4)),
        chars=f"{sq(1, 2)}:6/{sq(4, 0)}:6",
        monsters=f"magma_cube1@{sq(1, 5)}",
        items="leather_boots/leather_boots",
        cube="/".join(["g" * 16] * 4),
    )
    state = rolled(fields, monster=1)
    assert monsters(state)["magma_cube1"] == sq(1, 3)
    assert hp(state, 0) == 4


def test_lava_cannot_be_stepped_on_before_it_is_covered():
    state = using("red", chars=f"{sq(1, 3)}:6/{sq(0, 0)}:6", left=2)
    play(state, "0:use:red:0")
    assert f"0:step:{sq(1, 4)}" not in ids(state)


def test_covered_magma_no_damage_covered_soul_sand_one_point():
    state = using("brown", chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6", left=2)
    play(state, f"0:use:brown:{sq(2, 4)}")
    play(state, f"0:step:{sq(2, 4)}")
    assert hp(state, 0) == 6
    state = using("brown", chars=f"{sq(3, 2)}:6/{sq(0, 0)}:6", left=2)
    play(state, f"0:use:brown:{sq(3, 3)}")
    assert f"0:step:{sq(3, 3)}" in ids(state)  # 1 point is enough now


def test_a_block_is_wasted_only_when_nothing_else_is_possible():
    # every Piglin column full of another colour, no obstacle free: brown goes to waste
    full = piglin_notation(full="r")
    state = using(
        "brown",
        path="1,2",
        piglins=full,
        covered=f"{sq(0, 3)},{sq(0, 4)},{sq(1, 4)},{sq(2, 4)},{sq(3, 3)}",
    )
    assert ids(state) == {"0:waste"}
    state = using("brown", piglins=full)
    assert "0:waste" not in ids(state)
