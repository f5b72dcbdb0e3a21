"""Portal Dash engine details: setup, levels, the block die, blocks and their
colours, movement, damage, combat, items, reveals, the boss, the losses; and the
engine's fast cube and monster rules agree with the pure modules cube.py and path.py.

Positions are built with the notation (see notation.py); squares are ``r * cols + c``
(12 columns with 2 path boards: start 0-1, boards 2-5 and 6-9, portal 10-11)."""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

import pytest

from meeple.engine import InvalidConfig, Rng
from meeple.games.portal_dash import cube as cube_mod
from meeple.games.portal_dash import path as path_mod
from meeple.games.portal_dash.cube import COLOURS
from meeple.games.portal_dash.dice import COMBAT_FACES
from meeple.games.portal_dash.items import ITEM_KEYS
from meeple.games.portal_dash.levels import level_number
from meeple.games.portal_dash.piglins import MISSIONS
from meeple.games.portal_dash.rules import PortalState
from tests.games.portal_dash.rulebook import (
    COLS,
    GAME,
    GREY_CUBE,
    hp,
    ids,
    ids_of,
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
    view,
)

# the Piglin sheet of 2 players, every column full (the sizes are data: piglins.py)
ALL_DONE = "/".join(",".join(f"r{n}" for n in cols) for cols in MISSIONS["1-2"].values())
A1_SIZE, A2_SIZE = MISSIONS["1-2"]["A"]


def state_of(**fields: Any) -> PortalState:
    state = position(**fields)
    assert isinstance(state, PortalState)
    return state


# -- setup and levels ---------------------------------------------------------------


def test_setup_level_1_two_players() -> None:
    state = GAME.setup({"players": 2}, seed=7)
    assert isinstance(state, PortalState)
    v = view(state)
    boards = v["layout"]["boards"]
    assert [b["kind"] for b in boards] == ["start", "path", "path", "portal"]
    assert [b["revealed"] for b in boards] == [True, True, False, False]
    assert boards[2]["id"] is None and boards[3]["id"] is None
    by_number = {s["number"]: s["square"] for s in v["layout"]["spawners"]}
    kinds_at = {m["square"]: m["kind"] for m in v["monsters"]}
    assert [kinds_at[by_number[n]] for n in (1, 2, 3)] == ["magma_cube", "ghast", "enderman"]
    assert len(v["queue"]) + len(v["monsters"]) == 9
    assert {m["kind"] for m in v["queue"]} <= {"magma_cube", "ghast", "enderman"}
    for character in v["characters"]:
        assert character["hp"] == 6 and character["square"] is None
        keys = [item["key"] for item in character["items"]]
        assert keys == ["leather_boots", "stone_pickaxe", "leather_tunic", "bow", "stone_sword"]
        assert character["items"][2]["hearts"] == 1
    assert v["items"]["deck"] == 40 and len(v["items"]["netherite"]) == 8
    assert v["piglins"]["side"] == "1-2"
    assert v["boss"] == {"kind": "wildfire", "side": "easy", "hp": 20, "max": 20, "square": None}
    available = [i for i, c in enumerate(v["cube"]["cells"]) if c and c["available"]]
    assert available == [0, 3, 12, 15]
    hidden = [i for i, c in enumerate(v["cube"]["cells"]) if c and c["colour"] is None]
    assert hidden == [z * 16 + y * 4 + x for z in (1, 2, 3) for y in (1, 2) for x in (1, 2)]
    assert phase(state) == "place"
    assert sorted(ids(state)) == sorted(f"0:place:{r * COLS + c}" for r in range(5) for c in (0, 1))


@pytest.mark.parametrize(
    ("level", "boards", "extra", "boss", "side", "hp"),
    [
        (1, 2, set(), "wildfire", "easy", 20),
        (2, 2, {"hoglin"}, "ancient_hoglin", "easy", 20),
        (3, 2, {"hoglin", "blaze"}, "ancient_hoglin", "easy", 20),
        (4, 3, set(), "wildfire", "hard", 25),
        (5, 2, {"hoglin", "blaze", "wither_skeleton"}, "ancient_hoglin", "hard", 25),
    ],
)
def test_levels_1_to_5(
    level: int, boards: int, extra: set[str], boss: str, side: str, hp: int
) -> None:
    state = GAME.setup({"players": 3, "level": level}, seed=level)
    v = view(state)
    assert v["level"] == level
    assert len(v["layout"]["boards"]) == boards + 2
    kinds = {m["kind"] for m in v["queue"] + v["monsters"]}
    assert kinds == {"magma_cube", "ghast", "enderman"} | extra
    assert len(v["queue"]) + len(v["monsters"]) == 9 + 3 * len(extra)
    assert (v["boss"]["kind"], v["boss"]["side"], v["boss"]["hp"]) == (boss, side, hp)
    assert v["piglins"]["side"] == "3-4"


def test_level_3_boss_of_choice_and_custom_level_formula() -> None:
    v = view(GAME.setup({"players": 1, "level": 3, "boss": "wildfire"}, seed=1))
    assert v["boss"]["kind"] == "wildfire"
    config = {
        "players": 2,
        "level": "custom",
        "boards": 3,
        "monsters": "hoglin,blaze",
        "boss_side": "hard",
    }
    v = view(GAME.setup(config, seed=2))
    assert v["level"] == 6  # the text's example: 3 boards (+2), 2 types (+2), hard (+2)
    assert level_number(4, 1, "easy") == 6  # ... "tout comme" 4 boards, hoglins, easy
    assert len(v["layout"]["boards"]) == 5


# -- the block die ---------------------------------------------------------------------


def roll_fields(**fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = dict(players=1, path="1,2", chars="0:6", queue="-", monsters="-", turn=0)
    out.update(fields)
    return out


def test_block_die_block_goes_straight_to_the_frame() -> None:
    state = rolled(roll_fields(), 1, ("red", "grey", "gold", "brown", "black", "any"))
    v = view(state)
    if v["turn"]["phase"] == "block":
        play(state, sorted(ids_of(state, "0:block:"))[0])
        v = view(state)
    assert v["cube"]["left"] == 63 and v["frame"] == 1
    assert v["turn"]["phase"] == "actions" and v["turn"]["actions_left"] == 2


def test_block_die_colour_nowhere_takes_nothing_but_any_always_does() -> None:
    state = rolled(roll_fields(cube=GREY_CUBE), 1, ("red",))
    assert view(state)["cube"]["left"] == 64
    state = rolled(roll_fields(cube=GREY_CUBE), 1, ("any",))
    v = view(state)
    if v["turn"]["phase"] == "block":
        assert ids_of(state, "0:block:") == {"0:block:0", "0:block:3", "0:block:12", "0:block:15"}
        play(state, "0:block:0")
    assert view(state)["cube"]["left"] == 63


def test_block_die_takes_from_the_highest_layer_holding_the_colour() -> None:
    top = "." * 16
    second = "r" + "g" * 15
    cube = "/".join([top, second, "g" * 16, "g" * 16])
    state = rolled(roll_fields(cube=cube), 1, ("red",))
    assert view(state)["cube"]["cells"][16] is None  # the red of layer 2 was taken
    assert view(state)["cube"]["left"] == 47


# -- the turn's actions and the blocks' colours --------------------------------------


def actions_fields(**fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = dict(
        players=2,
        path="1,2",
        chars=f"{sq(2, 1)}:3/{sq(2, 0)}:6",
        queue="-",
        monsters="-",
        turn=0,
        stack="actions",
        left=2,
        dice="red,1",
    )
    out.update(fields)
    return out


def test_mine_then_red_heals_a_life_track_in_full() -> None:
    state = state_of(**actions_fields(cube="/".join(["r" * 16] * 4)))
    play(state, "0:mine")
    assert ids_of(state, "0:take:") == {"0:take:0", "0:take:3", "0:take:12", "0:take:15"}
    play(state, "0:take:0")
    assert phase(state) == "use"
    assert {"0:use:red:0", "0:use:red:1", "0:piglin:A1"} <= ids(state)
    play(state, "0:use:red:0")
    assert hp(state, 0) == 6 and view(state)["turn"]["actions_left"] == 1


def test_grey_repairs_every_item_and_refills_armour() -> None:
    state = state_of(
        **actions_fields(
            cube="/".join(["g" * 16] * 4),
            items="leather_boots!,leather_tunic!,iron_chestplate+1,bow!/-",
        )
    )
    play(state, "0:mine", "0:take:0", "0:use:grey:0")
    inv = items(state, 0)
    assert not any(item["damaged"] for item in inv)
    assert [item["hearts"] for item in inv] == [0, 1, 3, 0]


def test_gold_draws_two_keeps_one_and_discards_the_other() -> None:
    state = state_of(
        **actions_fields(cube="/".join(["y" * 16] * 4), deck="iron_sword,crossbow,speed")
    )
    play(state, "0:mine", "0:take:0", "0:use:gold:1")
    assert view(state)["items"]["drawn"] == ["iron_sword", "crossbow"]
    assert state.to_move() == 1
    play(state, "1:keep:crossbow")
    assert items(state, 1)[-1]["key"] == "crossbow"
    assert view(state)["items"]["discard"] == ["iron_sword"]


def test_the_view_gives_the_tiles_of_the_items_named_by_key() -> None:
    """The items drawn, discarded or in the Netherite supply come with their tile (the
    data of items.py, an armour with all its hearts): the renderer copies no item data."""
    state = state_of(
        **actions_fields(cube="/".join(["y" * 16] * 4), deck="iron_sword,iron_chestplate")
    )
    play(state, "0:mine", "0:take:0", "0:use:gold:1")
    piles = view(state)["items"]
    assert set(piles["tiles"]) == {*piles["drawn"], *piles["discard"], *piles["netherite"]}
    sword, plate = piles["tiles"]["iron_sword"], piles["tiles"]["iron_chestplate"]
    assert (sword["kind"], sword["dice"], sword["damaged"]) == ("sword", 3, False)
    assert plate["hearts"] == plate["max_hearts"] == 3
    assert piles["tiles"]["netherite_sword"]["netherite"]


def test_black_seeds_a_netherite_item_into_the_top_five() -> None:
    deck = ",".join(["iron_sword"] * 3 + ["crossbow"] * 7)
    state = state_of(**actions_fields(cube="/".join(["k" * 16] * 4), deck=deck))
    play(state, "0:mine", "0:take:0", "0:use:black:netherite_sword")
    assert "netherite_sword" not in view(state)["items"]["netherite"]
    top6 = [state_key for state_key in _deck_keys(state)[:6]]
    assert "netherite_sword" in top6 and len(_deck_keys(state)) == 11


def _deck_keys(state: PortalState) -> list[str]:
    return [ITEM_KEYS[i] for i in reversed(state.deck)]


def test_brown_covers_an_obstacle_square() -> None:
    magma = sq(2, 4)  # board "1": "2.M."
    state = state_of(**actions_fields(cube="/".join(["b" * 16] * 4)))
    assert f"0:use:brown:{magma}" not in ids(state)
    play(state, "0:mine", "0:take:0")
    assert f"0:use:brown:{magma}" in ids(state)
    assert f"0:use:brown:{sq(0, 3)}" in ids(state)  # lava
    assert f"0:use:brown:{sq(2, 3)}" not in ids(state)  # a normal square
    play(state, f"0:use:brown:{magma}")
    assert magma in view(state)["layout"]["covered"]
    assert state.ground[magma] == "."


def test_piglin_columns_keep_one_colour() -> None:
    state = state_of(**actions_fields(cube="/".join(["rgrg" * 4] * 4), piglins="r1,-/-,-,-/-,-,-"))
    play(state, "0:mine", "0:take:3")  # cell 3 is grey
    assert "0:piglin:A1" not in ids(state) and "0:piglin:A2" in ids(state)
    play(state, "0:piglin:A2")
    assert view(state)["piglins"]["missions"][0]["columns"][1]["colour"] == "grey"


def test_top_layer_exhausted_before_mission_a_loses() -> None:
    top = "r" + "." * 15
    cube = "/".join([top, "g" * 16, "g" * 16, "g" * 16])
    state = state_of(**actions_fields(cube=cube))
    play(state, "0:mine", "0:take:0", "0:use:red:0")
    out = outcome(state)
    assert out is not None and not out.won and out.reason == "pd.outcome.piglin"
    assert out.args == {"mission": "A"}


def test_completing_mission_a_with_the_last_top_block_is_in_time() -> None:
    top = "r" + "." * 15
    cube = "/".join([top, "g" * 16, "g" * 16, "g" * 16])
    state = state_of(**actions_fields(cube=cube, piglins=f"r{A1_SIZE},r{A2_SIZE - 1}/-,-,-/-,-,-"))
    play(state, "0:mine", "0:take:0", "0:piglin:A2")
    assert outcome(state) is None
    assert view(state)["piglins"]["missions"][0]["done"]


def test_empty_cube_loses() -> None:
    cube = "/".join(["." * 16] * 3 + ["r" + "." * 15])
    state = state_of(**actions_fields(cube=cube, piglins=ALL_DONE))
    play(state, "0:mine", "0:take:48", "0:use:red:0")
    out = outcome(state)
    assert out is not None and out.reason == "pd.outcome.cube"


# -- movement ----------------------------------------------------------------------------


def test_basic_step_never_onto_soul_sand_or_lava_and_magma_hurts() -> None:
    # board "1" at columns 2-5: r0 ".LL1", r1 "..L.", r2 "2.M.", r3 ".S.3", r4 "C..."
    state = state_of(**actions_fields(chars=f"{sq(3, 4)}:6/{sq(0, 0)}:6", items="-/-"))
    steps = ids_of(state, "0:step:")
    assert f"0:step:{sq(3, 3)}" not in steps  # soul sand
    assert f"0:step:{sq(2, 4)}" in steps  # magma
    play(state, f"0:step:{sq(2, 4)}")
    assert hp(state, 0) == 5


def test_diamond_boots_example_and_cheapest_path() -> None:
    """§VII Bottes: magma 1 point + 1 damage, a character's square 1 point, soul sand 2
    points: 4 points in all with diamond boots. Board "5" (r1 ".L.S", r2 "3LM.",
    r3 ".L.4") at columns 2-5."""
    alex, magma, steve, sand = sq(3, 4), sq(2, 4), sq(2, 5), sq(1, 5)
    fields = actions_fields(
        path="5,1", chars=f"{alex}:6/{steve}:6", items="diamond_boots/-", monsters="-"
    )
    state = state_of(**fields)
    play(state, "0:boots:0")
    assert f"0:to:{sand}" in ids(state)
    assert f"0:to:{magma}" in ids(state)
    play(state, f"0:to:{sand}")
    assert hp(state, 0) == 6  # the path round by the spawner 4 costs no heart
    blocked = actions_fields(
        path="5,1",
        chars=f"{alex}:6/{steve}:6",
        items="diamond_boots/-",
        monsters=f"magma_cube1@{sq(3, 5)}",
    )
    state = state_of(**blocked)
    play(state, "0:boots:0", f"0:to:{sand}")
    assert hp(state, 0) == 5  # the only way left crosses the magma


def test_netherite_boots_ignore_magma_and_soul_sand() -> None:
    alex, sand = sq(3, 4), sq(1, 5)
    fields = actions_fields(
        path="5,1",
        chars=f"{alex}:6/{sq(0, 0)}:6",
        items="leather_boots^walker/-",
        monsters=f"magma_cube1@{sq(3, 5)}",
    )
    state = state_of(**fields)
    play(state, "0:boots:0")
    assert f"0:to:{sand}" not in ids(state)  # 2 points: magma then soul sand is 3 squares
    state = state_of(**{**fields, "items": "netherite_boots/-"})
    play(state, "0:boots:0", f"0:to:{sand}")
    assert hp(state, 0) == 6


# -- damage and combat ---------------------------------------------------------------


def test_wounds_as_suggested_take_the_emptiest_armour_first_and_damage_it() -> None:
    """``wound:auto`` (RULES.md A6): the emptiest armour first, an emptied armour
    damaged, what is left on the life track."""
    fields = actions_fields(
        items="leather_tunic+1,iron_chestplate+3/-", stack="actions,wound:0:2:19:0"
    )
    state = state_of(**fields)
    assert phase(state) == "wound" and state.to_move() == 0
    play(state, "0:wound:auto")
    inv = items(state, 0)
    assert inv[0]["damaged"] and inv[0]["hearts"] == 0
    assert inv[1]["hearts"] == 2 and hp(state, 0) == 3
    assert phase(state) == "actions"
    fields.update(items="leather_tunic!,iron_chestplate+2/-", stack="actions,wound:0:4:19:0")
    state = state_of(**fields)
    play(state, "0:wound:auto")
    assert items(state, 0)[1]["damaged"] and hp(state, 0) == 1


TWO_ARMOURS = "leather_tunic+1,iron_chestplate+3"


def attacked(monster: str, value: int, **more: Any) -> PortalState:
    """Seat 0 on r2 c3 with two armours (and a sword) beside ``monster`` on r2 c2, the
    monster die rolled ``value``."""
    fields: dict[str, Any] = dict(
        players=2,
        path="1,2",
        chars=f"{sq(2, 3)}:6/{sq(4, 0)}:6",
        items=f"{TWO_ARMOURS},stone_sword/leather_boots",
        monsters=f"{monster}@{sq(2, 2)}",
        queue="-",
        turn=0,
        cube=GREY_CUBE,
    )
    fields.update(more)
    state = rolled(fields, value)
    assert isinstance(state, PortalState)
    return state


def test_a_wound_choice_holds_what_the_attack_does_next() -> None:
    """The wither skeleton's item damaged and the hoglin's push come once the seat hit
    has spread its wounds."""
    state = attacked("wither_skeleton1", 1)
    assert phase(state) == "wound"
    play(state, "0:wound:auto")
    assert phase(state) == "wreck"
    assert ids(state) == {"0:wreck:1", "0:wreck:2"}  # the chestplate left, the sword
    state = attacked("hoglin1", 1)
    play(state, "0:wound:auto")
    assert phase(state) == "push"


def test_an_attack_on_all_in_range_waits_for_each_victims_wounds() -> None:
    """A blaze hits both characters: the first spreads its wounds (heart by heart, asked
    while it is a choice), then the second, then the turn goes on."""
    state = attacked(
        "blaze3",
        3,
        chars=f"{sq(3, 4)}:6/{sq(2, 5)}:6",
        items=f"{TWO_ARMOURS}/{TWO_ARMOURS}",
        monsters=f"blaze3@{sq(3, 5)}",
    )
    assert phase(state) == "wound" and state.to_move() == 0
    play(state, "0:wound:1")
    assert state.to_move() == 0  # 1 wound left, the tunic or the chestplate
    play(state, "0:wound:1")
    assert phase(state) == "wound" and state.to_move() == 1
    play(state, "1:wound:auto")
    assert phase(state) == "actions" and state.to_move() == 0
    assert [i["hearts"] for i in items(state, 0)] == [1, 1]
    assert [i["hearts"] for i in items(state, 1)] == [0, 2]
    assert hp(state, 0) == hp(state, 1) == 6


def test_a_chest_waits_for_the_wounds_of_the_magma_on_the_way() -> None:
    """Boots over magma onto a chest: the wounds are spread first, then the chest is
    offered."""
    fields = actions_fields(
        path="5,1",
        chars=f"{sq(3, 4)}:6/{sq(0, 0)}:6",
        items=f"diamond_boots,{TWO_ARMOURS}/-",
        monsters=f"ghast3@{sq(3, 5)}",
        chests=f"{sq(1, 5)}",
    )
    state = state_of(**fields)
    play(state, "0:boots:0", f"0:to:{sq(1, 5)}")
    assert phase(state) == "wound"
    play(state, "0:wound:2")
    assert phase(state) == "chest"
    assert [i["hearts"] for i in items(state, 0)[1:]] == [1, 2]


def test_swords_bows_and_immunities() -> None:
    me = sq(2, 3)
    fields = actions_fields(
        chars=f"{me}:6/{sq(0, 0)}:6",
        items="stone_sword,bow/-",
        monsters=f"ghast1@{sq(2, 4)},enderman1@{sq(1, 3)},magma_cube1@{sq(4, 3)}",
    )
    state = state_of(**fields)
    attacks = ids_of(state, "0:attack:")
    assert "0:attack:0:3" not in attacks  # no sword on a ghast
    assert "0:attack:0:6" in attacks  # sword, adjacent enderman
    assert "0:attack:1:6" not in attacks  # no bow on an enderman
    assert "0:attack:1:3" in attacks and "0:attack:1:0" in attacks  # bow, range 3
    assert "0:attack:0:0" not in attacks  # the magma cube is 2 squares away


def test_an_attack_damages_the_weapon_and_a_kill_gives_an_item() -> None:
    me = sq(2, 3)
    fields = actions_fields(
        chars=f"{me}:6/{sq(0, 0)}:6",
        items="netherite_sword/-",
        monsters=f"magma_cube1@{sq(2, 4)}",
        deck="iron_sword,crossbow",
    )
    for rng in range(1, 60):
        state = state_of(**fields, rng=rng)
        play(state, "0:attack:0:0")
        if phase(state) == "reroll":
            play(state, "0:keep")
        if monsters(state) == {}:
            break
    assert items(state, 0)[0]["damaged"]
    assert queue(state) == ["magma_cube1"]
    assert phase(state) == "gain" and view(state)["items"]["drawn"] == ["iron_sword", "crossbow"]


def test_six_items_replace_one_starting_item_goes_to_the_box() -> None:
    full = "leather_boots,stone_pickaxe,leather_tunic+1,bow,stone_sword,iron_sword"
    state = state_of(
        **actions_fields(
            cube="/".join(["y" * 16] * 4), items=f"{full}/-", deck="crossbow,diamond_boots"
        )
    )
    play(state, "0:mine", "0:take:0", "0:use:gold:0")
    assert "0:keep:crossbow" not in ids(state)
    assert {"0:replace:crossbow:3", "0:discard"} <= ids(state)
    play(state, "0:replace:crossbow:3")
    assert items(state, 0)[3]["key"] == "crossbow"
    assert view(state)["items"]["discard"] == ["diamond_boots"]
    assert [state_key for state_key in _boxed(state)] == ["bow"]


def _boxed(state: PortalState) -> list[str]:
    return [ITEM_KEYS[i] for i in state.boxed]


def test_enchanting_a_damaged_item_repairs_it() -> None:
    state = state_of(
        **actions_fields(
            cube="/".join(["y" * 16] * 4), items="stone_sword!,bow/-", deck="sharpness,power"
        )
    )
    play(state, "0:mine", "0:take:0", "0:use:gold:0")
    assert {"0:enchant:sharpness:0", "0:enchant:power:1"} <= ids(state)
    play(state, "0:enchant:sharpness:0")
    sword = items(state, 0)[0]
    assert not sword["damaged"] and sword["enchantments"] == ["sharpness"] and sword["dice"] == 3


def test_leggings_are_worn_as_boots_or_armour() -> None:
    state = state_of(
        **actions_fields(cube="/".join(["y" * 16] * 4), items="-/-", deck="iron_leggings,bow")
    )
    play(state, "0:mine", "0:take:0", "0:use:gold:0")
    assert {"0:keep:iron_leggings:boots", "0:keep:iron_leggings:armour"} <= ids(state)
    play(state, "0:keep:iron_leggings:armour")
    legs = items(state, 0)[0]
    assert legs["mode"] == "armour" and legs["hearts"] == 2


def test_a_chest_gives_every_player_an_item_active_seat_first() -> None:
    chest = sq(4, 2)  # board "1": "C..."
    fields = actions_fields(
        chars=f"{sq(4, 1)}:6/{sq(0, 0)}:6",
        items="leather_boots/-",
        chests=str(chest),
        deck="iron_sword,crossbow,speed,golden_boots",
    )
    state = state_of(**fields)
    play(state, f"0:step:{chest}")
    assert ids(state) == {"0:chest", "0:nochest"}
    play(state, "0:chest")
    assert state.to_move() == 0 and view(state)["items"]["drawn"] == ["iron_sword", "crossbow"]
    play(state, "0:keep:iron_sword")
    assert state.to_move() == 1 and view(state)["items"]["drawn"] == ["speed", "golden_boots"]
    play(state, "1:keep:golden_boots")
    assert view(state)["layout"]["chests"] == []


def test_a_chest_left_closed_says_so_and_changes_nothing_else() -> None:
    chest = sq(4, 2)
    fields = actions_fields(chars=f"{sq(4, 1)}:6/{sq(0, 0)}:6", chests=str(chest))
    state = state_of(**fields)
    play(state, f"0:step:{chest}")
    events = play(state, "0:nochest")
    assert [e.msg for e in events] == ["pd.event.nochest"]
    assert view(state)["layout"]["chests"] == [chest] and view(state)["items"]["drawn"] == []
    assert phase(state) == "actions" and view(state)["turn"]["actions_left"] == 1


def test_the_combat_dice_show_each_face_as_often() -> None:
    """The combat dice are fair six-sided dice (their faces: dice.py): over 150 rolls of
    the Netherite sword's 6 dice each value comes up as often as its faces say."""
    counts: Counter[int] = Counter()
    for rng in range(1, 151):
        fields = actions_fields(
            chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
            items="netherite_sword/-",
            monsters=f"enderman1@{sq(2, 2)}",
            rng=rng,
        )
        state = state_of(**fields)
        play(state, f"0:attack:0:{mid('enderman1')}")
        counts.update(view(state)["dice"]["combat"])
    total = sum(counts.values())
    assert total == 900
    for value in set(COMBAT_FACES):
        p = COMBAT_FACES.count(value) / len(COMBAT_FACES)
        spread = math.sqrt(total * p * (1 - p))
        assert abs(counts[value] - total * p) < 4 * spread, (value, counts)


# -- revealing and the boss ------------------------------------------------------------


def test_reveal_fills_chests_and_spawners_lowest_number_first() -> None:
    fields = actions_fields(
        chars=f"{sq(2, 5)}:6/{sq(0, 0)}:6",
        items="-/-",
        queue="hoglin1,blaze1,ghast3,enderman3,magma_cube3",
        left=1,
    )
    state = state_of(**fields, level=3)
    play(state, f"0:step:{sq(1, 5)}")
    assert ids(state) == {"0:reveal", "0:go-on"}
    play(state, "0:reveal")
    v = view(state)
    assert v["layout"]["boards"][2]["revealed"] and v["layout"]["boards"][2]["id"] == "2"
    # board "2": "1.S.", ".SS2", "..L.", "3.L4", ".M..": spawners 1-4, no chest
    got = monsters(state)
    assert got == {
        "hoglin1": sq(0, 6),
        "blaze1": sq(1, 9),
        "ghast3": sq(3, 6),
        "enderman3": sq(3, 9),
    }
    assert queue(state) == ["magma_cube3"]
    assert phase(state) == "roll" and state.to_move() == 1


def notation_fields(state: PortalState) -> dict[str, str]:
    return dict(field.split("=", 1) for field in state.notation().split("; "))


def test_the_box_holds_5_chest_tokens() -> None:
    """5 chest tokens (facts: « Coffres », 5). At setup the first board's chests come out
    of them, the rest wait in the supply; each board revealed later takes its chests
    from the supply, so on a path of 7 chest squares only five ever hold one."""
    for seed in range(8):
        state = state_of_setup(seed)
        placed = len(view(state)["layout"]["chests"])
        assert placed + int(notation_fields(state)["tokens"]) == 5
    # path "1,3,4,6,7,8" (1, 2, 1, 1, 1, 1 chest squares), board "1" face up with its
    # chest opened (the token back in the supply); on each board in turn the character
    # steps onto its last column (the row: plain ground there) and the team reveals the
    # next one
    width = 2 + 6 * 4 + 2
    rows = (3, 0, 0, 0, 1)  # boards "1", "3", "4", "6", "7"
    fields: dict[str, Any] = dict(
        actions_fields(path="1,3,4,6,7,8", revealed="11000000", chests="-", tokens=5),
        items="-/-",
    )
    state = state_of(**fields)
    for k, row in enumerate(rows):
        here = row * width + 2 + 4 * k + 2
        fields = notation_fields(state)
        fields.update(chars=f"{here}:6/0:6", turn="0", stack="actions", left="1")
        state = state_of(**fields)
        play(state, f"0:step:{here + 1}", "0:reveal")
    chests = view(state)["layout"]["chests"]
    assert len(chests) == 5 and notation_fields(state)["tokens"] == "0"
    assert 2 * width + 2 + 4 * 5 not in chests  # board "8"'s chest square: none left


def state_of_setup(seed: int) -> PortalState:
    """A custom game on all 8 path boards (7 chest squares)."""
    state = GAME.setup({"players": 2, "level": "custom", "boards": 8}, seed=seed)
    assert isinstance(state, PortalState)
    return state


def test_the_portal_needs_the_three_missions_then_the_boss_appears() -> None:
    done = ALL_DONE
    fields = actions_fields(
        chars=f"{sq(2, 9)}:6/{sq(0, 0)}:6", items="-/-", revealed="1110", left=1
    )
    state = state_of(**fields)
    play(state, f"0:step:{sq(1, 9)}")
    assert phase(state) == "roll"  # missions not done: no reveal
    state = state_of(**fields, piglins=done)
    play(state, f"0:step:{sq(1, 9)}", "0:reveal")
    boss = view(state)["boss"]
    assert boss["square"] == view(state)["layout"]["portal"] == sq(2, 11)


def boss_fields(**fields: Any) -> dict[str, Any]:
    out = actions_fields(
        revealed="1111",
        piglins=ALL_DONE,
        cube=GREY_CUBE,
        items="-/-",
        boss_hp=f"5@{sq(2, 11)}",
    )
    out.update(fields)
    return out


def test_the_boss_activates_on_every_value_and_nothing_spawns() -> None:
    for value in (1, 2, 3):
        fields = boss_fields(chars=f"{sq(2, 9)}:6/{sq(0, 0)}:6", queue="magma_cube1")
        for key in ("stack", "left", "dice"):
            del fields[key]
        state = rolled(fields, value)
        assert queue(state) == ["magma_cube1"]  # no spawn while the boss lives
        assert hp(state, 0) == 6 - value  # wildfire easy: 1, 2, 3 damage, range 3


def test_boss_damage_carries_over_and_its_defeat_wins() -> None:
    fields = boss_fields(chars=f"{sq(2, 10)}:6/{sq(0, 0)}:6", items="netherite_sword/-")
    for rng in range(1, 80):
        state = state_of(**fields, rng=rng)
        play(state, "0:attack:0:boss")
        if phase(state) == "reroll":
            play(state, "0:keep")
        if outcome(state) is not None:
            break
    out = outcome(state)
    assert out is not None and out.won and out.reason == "pd.outcome.won"
    fields = boss_fields(chars=f"{sq(2, 10)}:6/{sq(0, 0)}:6", items="stone_sword/-")
    state = state_of(**{**fields, "boss_hp": f"20@{sq(2, 11)}"})
    play(state, "0:attack:0:boss")
    assert view(state)["boss"]["hp"] == 20 - sum(view(state)["dice"]["combat"])


def test_hp_zero_loses_at_once() -> None:
    state = state_of(**actions_fields(chars=f"{sq(3, 4)}:1/{sq(0, 0)}:6", items="-/-"))
    play(state, f"0:step:{sq(2, 4)}")  # magma
    out = outcome(state)
    assert out is not None and out.reason == "pd.outcome.hp" and out.args["seat"] == 0
    assert state.to_move() is None and state.legal_actions() == []


def test_phase_names_the_decision_waiting() -> None:
    """``phase()`` names the decision on top, as the view's ``turn.phase`` does, not the
    turn under it: a grey block to use, then the turn's actions; a lost game is over."""
    state = state_of(**actions_fields(stack="actions,use:1"))
    assert state.phase() == phase(state) == "use"
    play(state, "0:use:grey:0")
    assert state.phase() == phase(state) == "actions"
    state = state_of(**actions_fields(chars=f"{sq(3, 4)}:1/{sq(0, 0)}:6", items="-/-"))
    play(state, f"0:step:{sq(2, 4)}")  # magma: the last heart
    assert state.phase() == "over"


def test_a_walled_in_monster_has_no_target() -> None:
    """``monster_targets``: the seats a monster reaches in range first and the length of
    that path; walled in (lava, a monster, a face-down board: RULES.md A7, A8) it has
    none, -1."""
    state = state_of(
        **actions_fields(
            chars=f"{sq(4, 0)}:6/{sq(2, 0)}:6",
            monsters=f"magma_cube1@{sq(0, 5)},magma_cube2@{sq(1, 5)}",
        )
    )
    assert state.monster_targets(mid("magma_cube1")) == ([], -1)
    assert state.monster_targets(mid("magma_cube2")) == ([1], 5)  # to r2 c1, beside seat 1


# -- the fast rules agree with the pure modules ---------------------------------------


def test_cube_rules_agree_with_cube_py() -> None:
    rng = Rng(11)
    for _ in range(200):
        cells = [rng.below(5) for _ in range(64)]
        for _ in range(rng.below(64)):
            cells[rng.below(64)] = -1
        state = GAME.setup({"players": 1}, seed=1)
        assert isinstance(state, PortalState)
        state.cube = cells
        state.avail = None
        names = [None if c < 0 else COLOURS[c] for c in cells]
        assert state.available() == cube_mod.available(names)
        for colour in range(6):
            name = None if colour == 5 else COLOURS[colour]
            assert state.die_choices(colour) == cube_mod.die_choices(names, name)
        assert [state.visible(i) for i in range(64) if cells[i] >= 0] == [
            cube_mod.visible(names, i) for i in range(64) if cells[i] >= 0
        ]


def test_monster_moves_agree_with_path_py() -> None:
    rng = Rng(5)
    checked = 0
    for seed in range(60):
        state = GAME.setup({"players": 1 + seed % 4, "level": 1 + seed % 5}, seed=seed)
        assert isinstance(state, PortalState)
        lay = state.layout
        width = lay.boards[1].col + lay.boards[1].width
        free = [
            s
            for s in range(lay.rows * lay.cols)
            if lay.col[s] < width and state.ground[s] not in "#L" and s not in state.mpos
        ]
        for seat in range(state.players):
            state.pos[seat] = free[rng.below(len(free))]
        for m, p in enumerate(state.mpos):
            if p < 0:
                continue
            _sq, move, reach, flying = state._monster_stats(m)
            blocked = {q for q in state.mpos if q >= 0 and q != p} | set(state.pos)
            theirs = path_mod.monster_targets(
                lay, state.ground, p, reach, flying, blocked, state.pos
            )
            mine, _d = state.monster_targets(m)
            if state.in_range(p, reach) or not move:
                continue
            assert sorted(theirs) == mine
            if len(mine) != 1:
                continue
            walked = path_mod.monster_move(
                lay, state.ground, p, move, reach, flying, blocked, state.pos, state.pos[mine[0]]
            )
            copy = state.clone()
            copy._move_attack(m, mine[0], [])
            assert (walked[-1] if walked else p) == copy.mpos[m]
            checked += 1
    assert checked > 30


# -- formats, chance and hidden information ----------------------------------------------


def test_notation_path_sets_up_the_seed_on_that_path() -> None:
    state = state_of(players=1, path="5,1", seed=3)
    v = view(state)
    spawners = {s["number"]: s["square"] for s in v["layout"]["spawners"]}
    assert sorted(spawners) == [1, 2, 3, 4, 5]  # board "5" has 5 spawners
    kinds = {m["square"]: m["kind"] for m in v["monsters"]}
    assert [kinds[spawners[n]] for n in (1, 2, 3)] == ["magma_cube", "ghast", "enderman"]
    assert v["layout"]["chests"] == []  # board "5" has no chest square
    assert state_of(**{"players": 1, "seed": 3}).cube == state.cube  # same seed, same cube


def test_chance_barriers_follow_what_an_action_reveals() -> None:
    chest = sq(4, 2)
    fields = actions_fields(
        chars=f"{sq(4, 1)}:6/{sq(0, 0)}:6",
        items="leather_boots/-",
        chests=str(chest),
        deck="iron_sword,crossbow,speed,golden_boots",
    )
    state = state_of(**fields)
    step = state.parse_action(f"0:step:{chest}")
    assert not state.consumes_chance(step)
    play(state, f"0:step:{chest}")
    assert state.consumes_chance(state.parse_action("0:chest"))  # draws
    assert not state.consumes_chance(state.parse_action("0:nochest"))
    play(state, "0:chest")
    # keeping seat 0's item makes seat 1 draw: a barrier too
    assert state.consumes_chance(state.parse_action("0:keep:iron_sword"))
    play(state, "0:keep:iron_sword")
    # seat 1's keep draws nothing more
    assert not state.consumes_chance(state.parse_action("1:keep:golden_boots"))


def test_resample_redraws_only_what_nobody_sees() -> None:
    state = GAME.setup({"players": 2, "level": 4}, seed=9)
    assert isinstance(state, PortalState)
    for seat in (None, 0, 1):
        other = state.resample(seat, Rng(4))
        assert isinstance(other, PortalState)
        assert other.view(seat) == state.view(seat)
        assert sorted(other.deck) == sorted(state.deck)
    others = [state.resample(None, Rng(k)) for k in range(6)]
    assert any(o.path[1:] != state.path[1:] for o in others)  # face-down boards redrawn
    assert any(o.deck != state.deck for o in others)
    assert any(o.cube != state.cube for o in others)  # hidden colours redrawn
    assert all(o.path[0] == state.path[0] for o in others)  # the revealed board stays


@pytest.mark.parametrize(
    "text",
    [
        "players=9",
        "stack=target:99",
        "chars=999:6",
        "items=excalibur/-",
        "cube=rrr",
        "monsters=ghast7@3",
        "stack=gain:0",
        "turn=5",
    ],
)
def test_bad_notation_is_refused_with_a_reason(text: str) -> None:
    with pytest.raises(InvalidConfig, match="bad Portal Dash notation: "):
        GAME.from_notation(text)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("players=2; turn=1; turn=0", "field 'turn' is given twice"),
        ("players=2; boss=wildfire; boss=wildfire", "field 'boss' is given twice"),
        ("players=2; colour=red", "unknown field 'colour'"),
    ],
)
def test_a_field_given_twice_or_unknown_is_refused(text: str, reason: str) -> None:
    with pytest.raises(InvalidConfig, match=f"bad Portal Dash notation: {reason}"):
        GAME.from_notation(text)
