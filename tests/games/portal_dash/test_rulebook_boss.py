"""§IX « Le Boss » and the glossary's boss sheets: « Attaquez-le comme n'importe quel
autre monstre. [...] Pour chaque blessure qu'il subit, descendez son marqueur Cœur [...]
Dès que [...] les PV du Boss sont tombés à 0 [...] Vous gagnez immédiatement la partie ! »
; « Tant que le Boss vit encore, il est activé à chaque lancer du dé Monstre car il porte
toutes les valeurs. S'il reste d'autres monstres portant la même valeur que le dé lancé,
ceux-ci continuent également d'être activés. Cependant, aucun nouveau monstre n'est
généré. Selon le résultat du dé, les attaques du Boss sont différentes. »

The portal strip is columns 10-11 (the portal r2 c11); the boss may be put anywhere
with ``boss_hp=HP@square``. Seat 0 and seat 1 carry no armour unless said."""

from __future__ import annotations

from typing import Any

from meeple.engine import State
from tests.games.portal_dash.rulebook import (
    COLS,
    GREY_CUBE,
    boss,
    hp,
    ids,
    items,
    mid,
    monsters,
    outcome,
    phase,
    play,
    position,
    queue,
    rolled,
    sq,
    square_of,
    steer,
    view,
)

PORTAL = 2 * COLS + 11


def fields(kind: str = "wildfire", side: str = "easy", **more: Any) -> dict[str, Any]:
    base: dict[str, Any] = dict(
        players=2,
        level="custom",
        boards=2,
        boss=kind,
        boss_side=side,
        path="1,2",
        revealed="1111",
        chests="-",
        monsters="-",
        queue="ghast2,hoglin1",
        turn=0,
        cube=GREY_CUBE,
        items="leather_boots/leather_boots",
        boss_hp=f"20@{PORTAL}",
        chars=f"{sq(2, 9)}:6/{sq(0, 0)}:6",
    )
    base.update(more)
    return base


def test_the_boss_is_activated_on_every_value_and_nothing_spawns():
    for value in (1, 2, 3):
        state = rolled(fields(), monster=value)
        assert queue(state) == ["ghast2", "hoglin1"]  # no spawning
        assert monsters(state) == {}
        assert hp(state, 0) == 6 - value  # the easy Wildfire's attack for that value


def test_monsters_of_the_value_are_activated_with_the_boss():
    state = rolled(fields(monsters=f"magma_cube2@{sq(4, 2)}"), monster=2)
    assert ids(state) == {"0:activate:boss", f"0:activate:{mid('magma_cube2')}"}


def test_the_wildfire_moves_2_flies_over_lava_and_attacks_within_3():
    # from r0 c5 the lava r0 c4 is on the way to Steve on r0 c1: one square, then in range
    state = rolled(fields(boss_hp=f"20@{sq(0, 5)}", chars=f"{sq(0, 1)}:6/{sq(4, 0)}:6"), 1)
    assert boss(state)["square"] == sq(0, 4)
    assert hp(state, 0) == 5


def test_the_wildfire_easy_side_damage_by_die():
    assert [hp(rolled(fields(), v), 0) for v in (1, 2, 3)] == [5, 4, 3]


def test_the_ancient_hoglin_easy_side_moves_3_adjacent_2_3_4():
    # Steve on r2 c9, the hoglin on the portal r2 c11: 1 square to r2 c10, then beside
    for value, damage in ((1, 2), (2, 3), (3, 4)):
        state = rolled(fields("ancient_hoglin"), value)
        assert boss(state)["square"] == sq(2, 10)
        assert hp(state, 0) == 6 - damage


def test_the_ancient_hoglin_walks_round_lava():
    # on r0 c5, Steve on r0 c1: the lava r0 c3-c4 and r1 c4 is in the way; it goes down
    # and round, 3 squares: r1 c5, r2 c5, r2 c4 (7 squares from Steve's side)
    state = rolled(
        fields("ancient_hoglin", boss_hp=f"20@{sq(0, 5)}", chars=f"{sq(0, 1)}:6/{sq(4, 0)}:6"),
        1,
    )
    assert boss(state)["square"] == sq(2, 4)
    assert hp(state, 0) == 6


def test_the_hard_wildfire_1_hits_everyone_in_range():
    state = rolled(
        fields("wildfire", "hard", chars=f"{sq(2, 9)}:6/{sq(1, 9)}:6", boss_hp=f"25@{PORTAL}"),
        1,
    )
    assert (hp(state, 0), hp(state, 1)) == (5, 5)


def test_the_hard_wildfire_2_damages_an_item_of_its_target():
    state = rolled(
        fields(
            "wildfire",
            "hard",
            items="leather_boots,stone_sword/leather_boots",
            boss_hp=f"25@{PORTAL}",
        ),
        2,
    )
    assert hp(state, 0) == 4
    assert phase(state) == "wreck"
    assert ids(state) == {"0:wreck:0", "0:wreck:1"}
    play(state, "0:wreck:1")
    assert items(state, 0)[1]["damaged"] and not items(state, 0)[0]["damaged"]


def test_the_hard_wildfire_3_removes_a_top_layer_block():
    """« vous devez retirer 1 Bloc au choix de la couche supérieure du grand cube
    (procédez de la même manière que si le dé Bloc indiquait le symbole ?) »"""
    state = rolled(fields("wildfire", "hard", boss_hp=f"25@{PORTAL}"), 3)
    assert hp(state, 0) == 3
    assert phase(state) == "block"
    assert ids(state) == {"0:block:0", "0:block:3", "0:block:12", "0:block:15"}
    play(state, "0:block:12")
    assert view(state)["cube"]["cells"][12] is None
    assert view(state)["cube"]["left"] == 63


def test_the_hard_ancient_hoglin_1_ignores_armour():
    state = rolled(
        fields(
            "ancient_hoglin",
            "hard",
            items="iron_chestplate+3/leather_boots",
            boss_hp=f"25@{PORTAL}",
        ),
        1,
    )
    assert hp(state, 0) == 4
    assert items(state, 0)[0]["hearts"] == 3
    two = "iron_chestplate+3,leather_tunic+1/leather_boots"
    state = rolled(fields("ancient_hoglin", "hard", items=two, boss_hp=f"25@{PORTAL}"), 1)
    assert phase(state) == "actions"  # two armours, but nothing to spread: no question
    assert hp(state, 0) == 4 and [i["hearts"] for i in items(state, 0)] == [3, 1]


def test_the_easy_ancient_hoglin_1_takes_the_armour_first():
    state = rolled(fields("ancient_hoglin", items="iron_chestplate+3/leather_boots"), 1)
    assert hp(state, 0) == 6 and items(state, 0)[0]["hearts"] == 1
    state = rolled(fields("ancient_hoglin", items="iron_chestplate+3/leather_boots"), 3)
    assert hp(state, 0) == 5 and items(state, 0)[0]["damaged"]


def test_the_hard_ancient_hoglin_2_pushes():
    state = rolled(fields("ancient_hoglin", "hard", boss_hp=f"25@{PORTAL}"), 2)
    assert hp(state, 0) == 3
    # Steve on r2 c9, the hoglin on r2 c10: pushed up or down (team's pick), not onto
    # the lava r2 c8
    assert phase(state) == "push"
    assert ids(state) == {f"0:push:{sq(1, 9)}", f"0:push:{sq(3, 9)}"}
    play(state, f"0:push:{sq(3, 9)}")
    assert square_of(state, 0) == sq(3, 9)


def test_the_hard_ancient_hoglin_3_hits_4_and_removes_a_block():
    state = rolled(fields("ancient_hoglin", "hard", boss_hp=f"25@{PORTAL}"), 3)
    assert hp(state, 0) == 2
    assert phase(state) == "block"


def attack_boss(hp_left: int, wanted: Any) -> State:
    base = fields(
        items="diamond_sword/leather_boots",
        boss_hp=f"{hp_left}@{sq(2, 10)}",
        stack="actions",
        left=2,
    )
    return steer(lambda rng: position(**base, rng=rng), ["0:attack:0:boss"], wanted)


def test_the_boss_keeps_its_wounds_between_attacks():
    state = attack_boss(20, lambda s: sum(view(s)["dice"]["combat"]) == 3)
    assert boss(state)["hp"] == 17 and boss(state)["square"] == sq(2, 10)
    assert outcome(state) is None
    state = attack_boss(17, lambda s: sum(view(s)["dice"]["combat"]) == 2)
    assert boss(state)["hp"] == 15


def test_the_boss_at_0_hp_wins_the_game():
    state = attack_boss(3, lambda s: sum(view(s)["dice"]["combat"]) >= 3)
    result = outcome(state)
    assert result is not None and result.won
    assert boss(state)["hp"] == 0


def test_a_ghast_is_immune_to_swords_the_wildfire_is_not():
    state = position(
        **fields(
            items="stone_sword/leather_boots", boss_hp=f"20@{sq(2, 10)}", stack="actions", left=2
        )
    )
    assert "0:attack:0:boss" in ids(state)
