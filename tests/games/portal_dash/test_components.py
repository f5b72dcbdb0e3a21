"""The rebuilt components as data: boards, items, monsters, dice, the Piglin sheet.

Each test checks a constraint that the text or the issue puts on the data (they keep
holding when the data is replaced by the printed components) or a designed value other
modules rely on."""

from __future__ import annotations

import doctest
import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest

from meeple.games.portal_dash import boards, cube, dice, items, monsters, path, piglins
from meeple.games.portal_dash.items import ITEMS, NETHERITE_KEYS, STARTING_KEYS, WHITE_DECK


@pytest.mark.parametrize("module", [boards, items, monsters, dice, piglins, cube, path])
def test_docstring_examples(module: object):
    failed, _ = doctest.testmod(module)  # type: ignore[arg-type]
    assert failed == 0


# --- boards -----------------------------------------------------------------------------


def board_graph(rows: tuple[str, ...]) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """(the squares a walker reaches from the left edge, the non-lava squares)."""
    free = {(r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch != "L"}
    seen = {(r, 0) for r in range(len(rows)) if (r, 0) in free}
    todo = list(seen)
    while todo:
        r, c = todo.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in free and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen, free


def test_there_are_8_path_boards_of_5_rows_and_4_columns():
    assert sorted(boards.PATH_BOARDS) == [str(i) for i in range(1, 9)]
    for rows in boards.PATH_BOARDS.values():
        assert len(rows) == 5 and all(len(r) == 4 for r in rows)
        assert set("".join(rows)) <= set(".LMS12345C")
    for strip in (boards.START, boards.PORTAL):
        assert len(strip) == 5 and all(len(r) == 2 for r in strip)
    assert "".join(boards.PORTAL).count("P") == 1
    assert "P" not in "".join(boards.START) + "".join(
        "".join(b) for b in boards.PATH_BOARDS.values()
    )


@pytest.mark.parametrize("bid", sorted(boards.PATH_BOARDS))
def test_every_board_can_be_first_spawners_numbered_from_1(bid: str):
    text = "".join(boards.PATH_BOARDS[bid])
    numbers = sorted(int(ch) for ch in text if ch.isdigit())
    assert numbers == list(range(1, len(numbers) + 1))
    assert 3 <= len(numbers) <= 5


@pytest.mark.parametrize("bid", sorted(boards.PATH_BOARDS))
def test_no_board_cuts_the_path(bid: str):
    rows = boards.PATH_BOARDS[bid]
    reached, free = board_graph(rows)
    # crossable from the left edge to the right edge without lava
    assert any((r, 3) in reached for r in range(5))
    # no pocket: every square but lava is reachable on foot (spawners and chests included)
    assert reached == free
    # every column has a way through
    assert all(any(rows[r][c] != "L" for r in range(5)) for c in range(4))


def test_the_boards_are_varied():
    texts = ["".join(b) for b in boards.PATH_BOARDS.values()]
    assert len(set(texts)) == 8
    for kind in "LMS":
        assert sum(kind in t for t in texts) >= 6, kind
    lava = [t.count("L") for t in texts]
    assert max(lava) >= 6 and min(lava) <= 2  # a lake and nearly open boards
    chests = [t.count("C") for t in texts]
    assert all(0 <= n <= 2 for n in chests)
    assert chests.count(0) >= 1 and chests.count(2) >= 1
    spawners = [sum(ch.isdigit() for ch in t) for t in texts]
    assert {3, 4, 5} <= set(spawners)
    # orientation matters: no board reads the same mirrored
    assert all(tuple(r[::-1] for r in b) != b for b in boards.PATH_BOARDS.values())


def test_the_whole_path_is_walkable_whatever_the_boards():
    rng = random.Random(5)
    for _ in range(30):
        ids = rng.sample(boards.BOARD_IDS, rng.randint(2, 8))
        lay = path.build_layout(ids)
        g = path.ground(lay, [True] * len(lay.boards))
        dist = path.distances(lay, g, 0)
        assert dist[lay.portal] > 0
        assert all(d >= 0 for s, d in enumerate(dist) if g[s] != "L")


def test_only_5_chest_tokens_and_2_boards_rarely_exceed_them():
    assert boards.CHEST_TOKENS == 5
    per = {b: "".join(r).count("C") for b, r in boards.PATH_BOARDS.items()}
    assert all(per[a] + per[b] <= 5 for a, b in itertools.combinations(per, 2))


# --- items ------------------------------------------------------------------------------


def test_40_white_items_and_8_netherite_items():
    assert len(WHITE_DECK) == 40
    assert len(NETHERITE_KEYS) == 8 == len(set(NETHERITE_KEYS))
    assert all(ITEMS[k].netherite and not ITEMS[k].starting for k in NETHERITE_KEYS)
    assert not any(ITEMS[k].netherite or ITEMS[k].starting for k in WHITE_DECK)
    kinds = Counter(ITEMS[k].kind for k in WHITE_DECK)
    assert set(kinds) == set(items.KINDS)
    assert all(n >= 4 for n in kinds.values()), kinds


def test_the_starting_items():
    got = {k: ITEMS[k] for k in STARTING_KEYS}
    assert [got[k].kind for k in STARTING_KEYS] == ["boots", "pickaxe", "armour", "bow", "sword"]
    assert got["leather_boots"].move == 2
    assert got["stone_pickaxe"].blocks == 2  # facts §4, confirmed
    assert got["leather_tunic"].hearts == 1  # the 7th heart
    assert (got["bow"].dice, got["bow"].range) == (2, 3)
    assert got["stone_sword"].dice == 2
    assert all(i.starting for i in got.values())


def test_the_known_values():
    assert ITEMS["diamond_boots"].move == 4
    sword = ITEMS["netherite_sword"]
    assert (sword.kind, sword.dice, sword.reroll) == ("sword", 6, 1)
    assert ITEMS["netherite_boots"].ignore_ground
    bows = [ITEMS[k] for k in (*WHITE_DECK, *NETHERITE_KEYS, *STARTING_KEYS)]
    bows = [b for b in bows if b.kind == "bow"]
    assert sum(b.range == 3 for b in bows) > len(bows) / 2  # "la plupart du temps, 3 cases"
    dp = ITEMS["diamond_pickaxe"]
    assert (dp.frame, dp.blocks) == (2, 2)
    npk = ITEMS["netherite_pickaxe"]
    assert npk.frame > 0 and npk.blocks == 0


def test_every_item_has_the_values_of_its_kind():
    for it in ITEMS.values():
        if it.kind == "boots":
            assert it.move >= 2 and not (it.hearts or it.dice or it.blocks)
        elif it.kind == "armour":
            assert it.hearts >= 1 and not (it.move or it.dice or it.blocks)
        elif it.kind == "leggings":
            assert it.move >= 2 and it.hearts >= 1
        elif it.kind == "sword":
            assert it.dice >= 2 and it.range == 0
        elif it.kind == "bow":
            assert it.dice >= 2 and it.range >= 3
        elif it.kind == "pickaxe":
            assert it.blocks + it.frame >= 2
        else:
            assert it.kind == "enchantment" and it.enchant in items.ENCHANT_TARGET
        assert (it.kind == "enchantment") == bool(it.enchant)


def test_about_10_enchantments_of_the_5_kinds():
    enchants = Counter(ITEMS[k].enchant for k in WHITE_DECK if ITEMS[k].kind == "enchantment")
    assert set(enchants) == {"sharpness", "reroll", "power", "speed", "walker"}
    assert 8 <= sum(enchants.values()) <= 12
    assert set(items.ENCHANT_TARGET.values()) == {"sword", "bow", "boots"}


def test_a_white_item_is_at_least_as_good_as_the_starting_one_of_its_kind():
    start = {ITEMS[k].kind: ITEMS[k] for k in STARTING_KEYS}
    for k in WHITE_DECK:
        it = ITEMS[k]
        if it.kind == "boots":
            assert it.move > start["boots"].move
        elif it.kind == "armour":
            assert it.hearts > start["armour"].hearts
        elif it.kind == "sword":
            assert it.dice + it.reroll > start["sword"].dice
        elif it.kind == "bow":
            assert it.dice + it.range > start["bow"].dice + start["bow"].range
        elif it.kind == "pickaxe":
            assert it.blocks + it.frame > start["pickaxe"].blocks


def test_netherite_items_beat_every_white_item_of_their_kind():
    for k in NETHERITE_KEYS:
        n = ITEMS[k]
        for w in {ITEMS[x] for x in WHITE_DECK if ITEMS[x].kind == n.kind}:
            assert (n.move, n.hearts, n.dice + n.reroll) >= (w.move, w.hearts, w.dice) or (
                n.kind == "pickaxe" and n.frame > w.frame
            )


def test_a_netherite_item_comes_by_the_third_item_gain():
    """« Comme vous les remettez toujours parmi les 5 premières tuiles de la pile, vous
    les obtiendrez au plus tard la 3e fois où vous « obtiendrez des Objets ». »"""
    assert items.NETHERITE_DEPTH == 5
    rng = random.Random(8)
    for _ in range(200):
        deck = list(WHITE_DECK)
        rng.shuffle(deck)
        top = [*deck[: items.NETHERITE_DEPTH], "netherite_sword"]
        rng.shuffle(top)
        deck = top + deck[items.NETHERITE_DEPTH :]
        gains = next(g for g in range(1, 21) if "netherite_sword" in deck[: 2 * g])
        assert gains <= 3


# --- monsters ---------------------------------------------------------------------------


def test_the_glossary_of_monsters():
    m = monsters.MONSTERS
    got = {k: (v.hp, v.move, v.range, v.damage) for k, v in m.items()}
    assert got == {
        "magma_cube": (2, 2, 1, 2),
        "ghast": (2, 1, 2, 2),
        "enderman": (3, 5, 1, 2),
        "hoglin": (4, 3, 1, 2),
        "blaze": (4, 0, 2, 2),
        "wither_skeleton": (4, 2, 1, 2),
    }
    assert [k for k, v in m.items() if v.flying] == ["ghast"]
    assert m["ghast"].immune == ("sword",) and m["enderman"].immune == ("bow",)
    assert {k: v.special for k, v in m.items() if v.special} == {
        "hoglin": "push",
        "blaze": "all_in_range",
        "wither_skeleton": "damage_item",
    }


def test_18_figures_three_of_each_kind_numbered_1_to_3():
    figs = monsters.FIGURES
    assert len(figs) == 18 == len(set(figs))
    assert Counter(k for k, _ in figs) == dict.fromkeys(monsters.MONSTERS, 3)
    assert Counter(n for _, n in figs) == {1: 6, 2: 6, 3: 6}


def test_the_bosses():
    b = monsters.BOSSES
    assert {(k, s): x.hp for (k, s), x in b.items()} == {
        ("wildfire", "easy"): 20,
        ("wildfire", "hard"): 25,
        ("ancient_hoglin", "easy"): 20,
        ("ancient_hoglin", "hard"): 25,
    }
    wf, ah = b["wildfire", "easy"], b["ancient_hoglin", "easy"]
    assert (wf.move, wf.range, wf.flying) == (2, 3, True)
    assert (ah.move, ah.range, ah.flying) == (3, 1, False)
    assert [a.damage for a in wf.attacks] == [1, 2, 3]
    assert [a.damage for a in ah.attacks] == [2, 3, 4]
    wh, hh = b["wildfire", "hard"].attacks, b["ancient_hoglin", "hard"].attacks
    assert [a.damage for a in wh] == [1, 2, 3] and [a.damage for a in hh] == [2, 3, 4]
    assert wh[0].all_in_range and wh[1].damage_item and wh[2].remove_block
    assert hh[0].ignore_armour and hh[1].push and hh[2].remove_block
    easy = [a for (k, s), x in b.items() if s == "easy" for a in x.attacks]
    assert all(a == monsters.BossAttack(a.damage) for a in easy)


# --- dice -------------------------------------------------------------------------------


def test_the_white_dice():
    assert sorted(dice.BLOCK_FACES) == sorted([*cube.COLOURS, "any"])
    assert Counter(dice.MONSTER_FACES) == {1: 2, 2: 2, 3: 2}


def p_at_least(ndice: int, hp: int) -> Fraction:
    faces = dice.COMBAT_FACES
    hits = sum(1 for roll in itertools.product(faces, repeat=ndice) if sum(roll) >= hp)
    return Fraction(hits, len(faces) ** ndice)


def test_the_combat_dice_calibration():
    assert len(dice.COMBAT_FACES) == 6 and min(dice.COMBAT_FACES) == 0
    assert dice.COMBAT_DICE == 6
    # the starting weapons: most often a kill on the weak monsters (2 HP), a fair chance
    # on the enderman (3 HP), little on the 4 HP monsters of the later levels
    assert p_at_least(2, 2) == Fraction(29, 36)
    assert Fraction(1, 3) < p_at_least(2, 3) < Fraction(1, 2)
    assert p_at_least(2, 4) <= Fraction(1, 8)
    # a diamond sword (4 dice) beats a 4 HP monster about 4 times in 5
    assert Fraction(3, 4) < p_at_least(4, 4) < Fraction(5, 6)


# --- piglins ----------------------------------------------------------------------------


def test_the_piglin_sheet():
    m = piglins.MISSIONS
    assert set(m) == set(piglins.SIDES) == {"1-2", "3-4"}
    assert piglins.DEADLINE == {"A": 1, "B": 2, "C": 3}
    for side in m.values():
        assert list(side) == ["A", "B", "C"]
        assert all(all(n >= 1 for n in cols) for cols in side.values())
        # a mission always fits in its layer (16 blocks), with room for the rest
        assert all(sum(cols) <= 12 for cols in side.values())
        # no column asks for more blocks of one colour than the cube has of the rarest
        assert all(max(cols) <= min(cube.COUNTS.values()) for cols in side.values())
    total = {s: sum(sum(c) for c in m[s].values()) for s in m}
    assert total["1-2"] > total["3-4"]
    for name in "ABC":
        assert sum(m["1-2"][name]) >= sum(m["3-4"][name])
    assert piglins.side_for(1) == piglins.side_for(2) == "1-2"
    assert piglins.side_for(3) == piglins.side_for(4) == "3-4"
