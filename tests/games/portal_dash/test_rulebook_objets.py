"""§VII « Objets », « Bottes », « Coffres », « Armures », « Pantalons », « Épées et
arcs », « Enchantements », « Pioches »: « Un Objet ne peut cependant servir qu'une seule
fois avant d'être endommagé. [...] Piochez les 2 premières tuiles de la pile Objets.
Gardez-en 1 et défaussez l'autre [...] Vous ne pouvez transporter au maximum que 6 Objets
en même temps ! »

Positions on path boards "5" (diamond boots) and "1" (the rest); seat 0 plays its
actions (stack ``actions``)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from meeple.engine import State
from meeple.games.portal_dash import rules
from meeple.games.portal_dash.items import ITEM_KEYS
from meeple.games.portal_dash.monsters import MONSTERS
from tests.games.portal_dash.rulebook import (
    assert_illegal,
    hp,
    ids,
    ids_of,
    items,
    mid,
    monsters,
    phase,
    play,
    position,
    queue,
    sq,
    square_of,
    steer,
    view,
)


def at(**fields: Any) -> State:
    base: dict[str, Any] = dict(
        players=2,
        path="1,2",
        revealed="1100",
        monsters="-",
        queue="-",
        turn=0,
        stack="actions",
        left=2,
    )
    base.update(fields)
    return position(**base)


# -- boots -------------------------------------------------------------------------------


def test_the_diamond_boots_example():
    """« Alex utilise ses bottes en diamant pour se déplacer. Elle commence par aller sur
    la case Magma (1 point) et subit 1 blessure. Elle se déplace ensuite sur la case
    occupée par Steve (1 point). Pour finir, elle se déplace vers le haut sur la case
    Sable des Âmes (2 points). Elle a ainsi utilisé les 4 points de déplacement. »

    Board "5" (columns 2-5): Alex on r3 c4, the magma r2 c4 above her, Steve on r2 c5,
    the soul sand r1 c5 above him; lava on her left and a monster on her right leave
    the magma as her only way up."""
    alex, steve = 0, 1
    state = at(
        path="5,1",
        chars=f"{sq(3, 4)}:6/{sq(2, 5)}:6",
        items="diamond_boots/leather_boots",
        monsters=f"ghast3@{sq(3, 5)}",
    )
    play(state, "0:boots:0")
    assert items(state, alex)[0]["damaged"]  # used: moved down at once
    reach = ids_of(state, "0:to:")
    assert f"0:to:{sq(1, 5)}" in reach  # the soul sand, 4 points away
    assert f"0:to:{sq(2, 5)}" in reach  # onto Steve's square
    assert f"0:to:{sq(3, 5)}" not in reach  # never onto a monster
    assert f"0:to:{sq(3, 3)}" not in reach  # never onto lava
    play(state, f"0:to:{sq(1, 5)}")
    assert square_of(state, alex) == sq(1, 5)
    assert hp(state, alex) == 5  # the magma's 1 damage
    assert square_of(state, steve) == sq(2, 5)


def test_three_points_do_not_reach_the_soul_sand_of_the_example():
    state = at(
        path="5,1",
        chars=f"{sq(3, 4)}:6/{sq(2, 5)}:6",
        items="iron_boots/leather_boots",
        monsters=f"ghast3@{sq(3, 5)}",
    )
    play(state, "0:boots:0")
    assert f"0:to:{sq(1, 5)}" not in ids(state)
    assert f"0:to:{sq(2, 5)}" in ids(state)


def test_netherite_boots_ignore_magma_and_soul_sand():
    """« Bottes en Netherite : Elles vous permettent de vous déplacer sur les cases Magma
    et Sable des Âmes comme sur des cases normales. [...] Par contre, les cases Lave
    restent inaccessibles. »"""
    state = at(
        path="5,1",
        chars=f"{sq(3, 4)}:6/{sq(4, 0)}:6",
        items="netherite_boots/leather_boots",
        monsters=f"ghast3@{sq(3, 5)}",
    )
    play(state, "0:boots:0")
    reach = ids_of(state, "0:to:")
    assert f"0:to:{sq(3, 3)}" not in reach and f"0:to:{sq(2, 3)}" not in reach
    play(state, f"0:to:{sq(1, 5)}")  # magma, r2 c5, soul sand: 3 points, no damage
    assert hp(state, 0) == 6


def test_magma_hurts_when_entered_not_when_staying_or_leaving():
    """« Vous pouvez certes vous y déplacer, mais vous subissez immédiatement 1 blessure.
    Important : Si vous restez sur cette case ou que vous la quittez, il ne se passe plus
    rien. »"""
    # board "1": magma on r2 c4
    state = at(chars=f"{sq(2, 3)}:6/{sq(4, 0)}:6", items="leather_boots/leather_boots")
    play(state, f"0:step:{sq(2, 4)}")
    assert hp(state, 0) == 5
    play(state, f"0:step:{sq(2, 5)}")  # leaving: nothing
    assert hp(state, 0) == 5


def test_boots_are_used_once_then_damaged():
    state = at(chars=f"{sq(2, 1)}:6/{sq(4, 0)}:6", items="leather_boots/leather_boots")
    play(state, "0:boots:0", f"0:to:{sq(2, 3)}")
    assert items(state, 0)[0]["damaged"]
    assert "0:boots:0" not in ids(state)
    assert "0:repair:0" in ids(state)


# -- chests ------------------------------------------------------------------------------


def test_a_chest_gives_every_player_an_item_the_mover_first():
    """« Si, à la fin de votre action de déplacement, vous vous trouvez sur une case en
    présence d'un coffre, vous pouvez l'ouvrir. Retirez la tuile Coffre du jeu et
    remettez-la dans la réserve. Vous obtenez tous immédiatement un nouvel Objet. »"""
    # board "1": the chest square is r4 c2
    state = at(
        turn=1,
        chars=f"{sq(0, 0)}:6/{sq(4, 1)}:6",
        items="leather_boots/leather_boots",
        chests=str(sq(4, 2)),
        tokens=4,
        deck="iron_sword,iron_boots,diamond_sword,crossbow,golden_boots",
    )
    play(state, f"1:step:{sq(4, 2)}")
    assert phase(state) == "chest"
    assert ids(state) == {"1:chest", "1:nochest"}
    play(state, "1:chest")
    assert view(state)["layout"]["chests"] == []
    # the mover (seat 1) draws first: the top 2 tiles
    assert view(state)["items"]["drawn"] == ["iron_sword", "iron_boots"]
    assert ids(state) == {"1:keep:iron_sword", "1:keep:iron_boots"}
    play(state, "1:keep:iron_boots")
    assert view(state)["items"]["drawn"] == ["diamond_sword", "crossbow"]
    play(state, "0:keep:diamond_sword")
    assert [i["key"] for i in items(state, 1)] == ["leather_boots", "iron_boots"]
    assert [i["key"] for i in items(state, 0)] == ["leather_boots", "diamond_sword"]
    assert sorted(view(state)["items"]["discard"]) == ["crossbow", "iron_sword"]
    assert phase(state) == "actions"


def test_a_chest_may_stay_closed():
    state = at(
        chars=f"{sq(4, 1)}:6/{sq(0, 0)}:6",
        items="leather_boots/leather_boots",
        chests=str(sq(4, 2)),
    )
    play(state, f"0:step:{sq(4, 2)}", "0:nochest")
    assert view(state)["layout"]["chests"] == [sq(4, 2)]
    assert items(state, 0)[0]["key"] == "leather_boots" and len(items(state, 0)) == 1


# -- gaining items -----------------------------------------------------------------------


def gold_gain(inv: str, deck: str) -> State:
    """Seat 0 uses a gold block on itself: an item gain (stack ``actions,use:2``)."""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items=f"{inv}/leather_boots",
        stack="actions,use:2",
        deck=deck,
    )
    play(state, "0:use:gold:0")
    return state


def test_with_six_items_replace_one_or_discard_the_new_one():
    """« Si vous possédez déjà 6 Objets, vous pouvez en remplacer un ancien [...] Si vous
    préférez garder vos Objets actuels, vous pouvez aussi défausser le nouveau. »"""
    six = "leather_boots,stone_pickaxe,leather_tunic+1,bow,stone_sword,iron_sword"
    state = gold_gain(six, "diamond_sword,crossbow,iron_boots")
    assert "0:discard" in ids(state)
    assert not ids_of(state, "0:keep:")  # no 7th item
    assert "0:replace:diamond_sword:5" in ids(state)
    play(state, "0:replace:diamond_sword:5")
    inv = [i["key"] for i in items(state, 0)]
    assert len(inv) == 6 and inv[5] == "diamond_sword"
    assert sorted(view(state)["items"]["discard"]) == ["crossbow", "iron_sword"]


def test_a_starting_item_replaced_goes_back_to_the_box():
    """« Si vous remplacez un Objet de départ coloré, remettez-le dans la boîte au lieu
    de le défausser. »"""
    six = "leather_boots,stone_pickaxe,leather_tunic+1,bow,stone_sword,iron_sword"
    state = gold_gain(six, "diamond_sword,crossbow")
    play(state, "0:replace:diamond_sword:4")  # the stone sword
    assert "stone_sword" not in view(state)["items"]["discard"]
    assert view(state)["items"]["discard"] == ["crossbow"]


def test_the_new_item_goes_up_even_in_place_of_a_damaged_one():
    """« Placez toujours le nouvel Objet dans la rangée supérieure des Objets
    « disponibles », même si vous en remplacez un endommagé ! »"""
    six = "leather_boots!,stone_pickaxe,leather_tunic+1,bow,stone_sword,iron_sword"
    state = gold_gain(six, "diamond_boots,crossbow")
    play(state, "0:replace:diamond_boots:0")
    new = items(state, 0)[0]
    assert new["key"] == "diamond_boots" and not new["damaged"]


def test_the_discard_is_reshuffled_when_the_deck_runs_out():
    """« si la pile d'Objets est épuisée au cours de la partie, la défausse sera mélangée
    pour reconstituer une pile, sans vos Objets faibles de départ. »"""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="leather_boots/leather_boots",
        stack="actions,use:2",
        deck="iron_boots",
        discard="crossbow,golden_sword",
        boxed="stone_sword",
    )
    play(state, "0:use:gold:0")
    drawn = view(state)["items"]["drawn"]
    assert drawn[0] == "iron_boots" and drawn[1] in ("crossbow", "golden_sword")
    assert "stone_sword" not in drawn


def test_leggings_are_worn_as_boots_or_as_armour():
    """« Lorsque vous obtenez un pantalon, vous devez choisir pour laquelle des deux
    fonctions vous souhaitez l'utiliser. [...] Si vous choisissez [l'armure], placez
    alors le nombre de cœurs indiqué dessus. »"""
    state = gold_gain("leather_boots", "iron_leggings,crossbow")
    assert {"0:keep:iron_leggings:boots", "0:keep:iron_leggings:armour"} <= ids(state)
    play(state, "0:keep:iron_leggings:armour")
    leg = items(state, 0)[1]
    assert leg["mode"] == "armour" and leg["hearts"] == 2
    state = gold_gain("leather_boots", "iron_leggings,crossbow")
    play(state, "0:keep:iron_leggings:boots")
    leg = items(state, 0)[1]
    assert leg["mode"] == "boots" and leg["hearts"] == 0
    assert "0:boots:1" in ids(state)


def test_repaired_leggings_may_change_side():
    """« Si vous réparez un pantalon, vous pouvez de nouveau choisir de quel côté vous
    tournez la tuile. »"""
    state = at(chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6", items="iron_leggings!@boots/leather_boots")
    assert {"0:repair:0:boots", "0:repair:0:armour"} <= ids(state)
    play(state, "0:repair:0:armour")
    leg = items(state, 0)[0]
    assert (leg["mode"], leg["hearts"], leg["damaged"]) == ("armour", 2, False)


def test_leggings_repaired_by_a_grey_block_may_change_side():
    """« Si vous réparez un pantalon, vous pouvez de nouveau choisir de quel côté vous
    tournez la tuile. » A grey block repairs all of a character's items: its owner (seat
    1, not the seat using the block) turns the damaged leggings, and leggings worn as
    armour that it refills; whole leggings are left as they are."""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="leather_boots/iron_leggings!@boots,stone_sword!,chainmail_leggings+1@armour",
        stack="actions,use:1",
    )
    play(state, "0:use:grey:1")
    assert phase(state) == "side" and state.to_move() == 1
    assert ids(state) == {"1:side:0:boots", "1:side:0:armour"}
    play(state, "1:side:0:armour")
    assert ids(state) == {"1:side:2:boots", "1:side:2:armour"}
    play(state, "1:side:2:boots")
    legs, sword, chain = items(state, 1)
    assert (legs["mode"], legs["hearts"], legs["damaged"]) == ("armour", 2, False)
    assert (chain["mode"], chain["hearts"], chain["damaged"]) == ("boots", 0, False)
    assert not sword["damaged"] and phase(state) == "actions" and state.to_move() == 0
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="leather_boots/iron_leggings@boots,stone_sword!",
        stack="actions,use:1",
    )
    play(state, "0:use:grey:1")
    assert phase(state) == "actions"  # nothing repaired on the leggings: no side to choose


def test_whole_leggings_are_not_repaired_so_a_grey_block_does_not_turn_them():
    """« Si vous réparez un pantalon, vous pouvez de nouveau choisir de quel côté vous
    tournez la tuile. » Only leggings a grey block repairs may be turned (RULES.md A15):
    diamond leggings worn as armour with all 3 of their hearts are whole, so their owner
    is not asked; with 2 of their 3 hearts the block refills them and the owner may turn
    them."""
    fields: dict[str, Any] = dict(chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6", stack="actions,use:1")
    state = at(**fields, items="leather_boots/diamond_leggings+3@armour,stone_sword!")
    play(state, "0:use:grey:1")
    assert phase(state) == "actions" and state.to_move() == 0
    legs, sword = items(state, 1)
    assert (legs["mode"], legs["hearts"], legs["damaged"]) == ("armour", 3, False)
    assert not sword["damaged"]
    state = at(**fields, items="leather_boots/diamond_leggings+2@armour,stone_sword!")
    play(state, "0:use:grey:1")
    assert ids(state) == {"1:side:0:boots", "1:side:0:armour"}


def test_leggings_repaired_by_an_enchantment_may_change_side():
    """« Si vous enchantez un Objet endommagé, il est immédiatement réparé » and « Si
    vous réparez un pantalon, vous pouvez de nouveau choisir de quel côté vous tournez
    la tuile » : damaged leggings worn as boots take a speed enchantment and are turned
    to armour, full of hearts; whole leggings are enchanted as they are."""
    state = gold_gain("iron_leggings!@boots", "speed,crossbow")
    assert {"0:enchant:speed:0:boots", "0:enchant:speed:0:armour"} <= ids(state)
    assert "0:enchant:speed:0" not in ids(state)
    play(state, "0:enchant:speed:0:armour")
    legs = items(state, 0)[0]
    assert (legs["mode"], legs["hearts"], legs["damaged"]) == ("armour", 2, False)
    assert legs["enchantments"] == ["speed"]
    state = gold_gain("iron_leggings@boots", "speed,crossbow")
    assert "0:enchant:speed:0" in ids(state)
    assert not ids_of(state, "0:enchant:speed:0:")


# -- armour ------------------------------------------------------------------------------


def test_armour_is_passive_and_takes_the_blows_first():
    """« Les armures sont des « Objets passifs » qui ne vous permettent pas d'effectuer
    d'action. » An armour full of hearts offers no action; a damaged one offers its
    repair."""
    state = at(chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6", items="iron_chestplate+3/leather_boots")
    slot_actions = [a for a in ids(state) if a.split(":")[1] in ("boots", "repair", "pickaxe")]
    assert slot_actions == []
    state = at(chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6", items="iron_chestplate+1/leather_boots")
    assert ids_of(state, "0:repair:") == {"0:repair:0"}  # refill its hearts (basic action 3)
    play(state, "0:repair:0")
    assert items(state, 0)[0]["hearts"] == 3


def test_magma_damage_also_takes_armour_hearts_first():
    """« Si vous subissez des blessures (que ce soit à cause des monstres ou des cases
    Magma) vous devez toujours commencer par retirer les cœurs de vos armures »"""
    state = at(chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6", items="leather_tunic+1/leather_boots")
    play(state, f"0:step:{sq(2, 4)}")
    assert hp(state, 0) == 6
    assert items(state, 0)[0]["hearts"] == 0 and items(state, 0)[0]["damaged"]


def test_several_armours_the_wounds_are_spread_as_the_player_wants():
    """« Si vous disposez de plusieurs armures, vous pouvez répartir les blessures comme
    vous le voulez. » The magma's wound on a character with a tunic (1 heart) and a
    chestplate (3): either armour, the player's choice (the emptiest one is only the
    suggestion)."""
    fields: dict[str, Any] = dict(
        chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6", items="leather_tunic+1,iron_chestplate+3/-"
    )
    state = at(**fields)
    play(state, f"0:step:{sq(2, 4)}")
    assert phase(state) == "wound"
    assert ids(state) == {"0:wound:0", "0:wound:1", "0:wound:auto"}
    play(state, "0:wound:1")
    tunic, chestplate = items(state, 0)
    assert (tunic["hearts"], chestplate["hearts"], hp(state, 0)) == (1, 2, 6)
    assert phase(state) == "actions"
    state = at(**fields)
    play(state, f"0:step:{sq(2, 4)}", "0:wound:auto")  # as suggested: the emptiest
    tunic, chestplate = items(state, 0)
    assert tunic["damaged"] and chestplate["hearts"] == 3 and hp(state, 0) == 6


def test_the_spread_is_asked_only_when_it_changes_something():
    """Two identical chestplates, one wound: either way leaves a chestplate of 3 hearts
    and one of 2, so nobody is asked; a single armour is not a choice either."""
    for inventory in ("iron_chestplate+3,iron_chestplate+3", "leather_tunic+1,bow"):
        state = at(chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6", items=f"{inventory}/-")
        play(state, f"0:step:{sq(2, 4)}")
        assert phase(state) == "actions", inventory
        assert hp(state, 0) == 6
    state = at(chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6", items="iron_chestplate+3,iron_chestplate+2/-")
    play(state, f"0:step:{sq(2, 4)}")
    assert ids(state) == {"0:wound:0", "0:wound:1", "0:wound:auto"}


# -- swords and bows ---------------------------------------------------------------------


def attack(fields: dict[str, Any], action: str, wanted: Any) -> State:
    base: dict[str, Any] = dict(
        players=2, path="1,2", revealed="1100", queue="-", turn=0, stack="actions", left=2
    )
    base.update(fields)
    return steer(lambda rng: position(**base, rng=rng), [action], wanted)


def combat(state: State) -> list[int]:
    return list(view(state)["dice"]["combat"])


def test_a_sword_hits_a_neighbour_a_bow_within_its_range():
    """« Une épée ne vous permet d'attaquer qu'un monstre sur une case voisine de la
    vôtre. » « Un arc vous permet également d'attaquer mais à distance. [...] comptez le
    nombre exact de cases qui séparent votre personnage du monstre (ne comptez pas les
    diagonales !) »"""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="stone_sword,bow/leather_boots",
        monsters=f"magma_cube1@{sq(2, 2)},magma_cube2@{sq(3, 2)},magma_cube3@{sq(4, 3)}",
    )
    attacks = ids_of(state, "0:attack:")
    assert f"0:attack:0:{mid('magma_cube1')}" in attacks  # beside
    assert f"0:attack:0:{mid('magma_cube2')}" not in attacks  # diagonal
    # bow range 3: r3 c2 is 2 away, r4 c3 is 4 away (2 down, 2 across)
    assert f"0:attack:1:{mid('magma_cube2')}" in attacks
    assert f"0:attack:1:{mid('magma_cube3')}" not in attacks


def test_ghasts_are_immune_to_swords_endermen_to_bows():
    """« Vous ne pouvez pas attaquer les Ghasts avec une épée. Inversement, les Endermen
    ne peuvent pas être attaqués avec un arc »"""
    state = at(
        chars=f"{sq(2, 2)}:6/{sq(0, 0)}:6",
        items="stone_sword,bow/leather_boots",
        monsters=f"ghast1@{sq(2, 3)},enderman1@{sq(1, 2)}",
    )
    attacks = ids_of(state, "0:attack:")
    assert attacks == {f"0:attack:0:{mid('enderman1')}", f"0:attack:1:{mid('ghast1')}"}


def test_enough_hits_defeat_the_monster_it_joins_the_queue_and_an_item_is_won():
    """« Si vous infligez autant ou plus de blessures, vous avez vaincu le monstre !
    Retirez son pion du plateau et placez-le à la fin de la file d'attente. En
    récompense, vous gagnez immédiatement un nouvel Objet. »"""
    fields = dict(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="stone_sword/leather_boots",
        monsters=f"magma_cube1@{sq(2, 2)}",
        queue="ghast2",
        deck="iron_boots,crossbow",
    )
    state = attack(fields, f"0:attack:0:{mid('magma_cube1')}", lambda s: sum(combat(s)) >= 2)
    assert len(combat(state)) == 2  # the stone sword's 2 dice
    assert "magma_cube1" not in monsters(state)
    assert queue(state) == ["ghast2", "magma_cube1"]
    assert view(state)["items"]["drawn"] == ["iron_boots", "crossbow"]
    assert items(state, 0)[0]["damaged"]


def test_too_few_hits_the_monster_stays_the_weapon_is_damaged_no_penalty():
    """« Si vous infligez moins de blessures, pas de chance. Le monstre reste sur le
    plateau et votre arme est endommagée. Vous ne subissez cependant aucune pénalité »
    and « Les blessures infligées à un monstre ne sont pas « sauvegardées ». »"""
    fields = dict(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="stone_sword,iron_sword/leather_boots",
        monsters=f"enderman1@{sq(2, 2)}",
    )
    state = attack(fields, f"0:attack:0:{mid('enderman1')}", lambda s: sum(combat(s)) == 2)
    assert monsters(state)["enderman1"] == sq(2, 2)
    assert items(state, 0)[0]["damaged"] and hp(state, 0) == 6
    assert phase(state) == "actions"
    # the second attack starts from 3 HP again: 2 more hits do not kill it
    fields["items"] = "stone_sword!,iron_sword/leather_boots"
    state = attack(fields, f"0:attack:1:{mid('enderman1')}", lambda s: sum(combat(s)) == 2)
    assert monsters(state)["enderman1"] == sq(2, 2)


def test_the_netherite_sword_rolls_6_dice_and_may_reroll_once():
    """« Si vous utilisez une épée en Netherite, vous pouvez relancer autant de dés que
    vous voulez, mais une seule fois au cours du combat. »"""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="netherite_sword/leather_boots",
        monsters=f"enderman1@{sq(2, 2)}",
    )
    play(state, f"0:attack:0:{mid('enderman1')}")
    assert phase(state) == "reroll"
    assert len(combat(state)) == 6
    assert "0:keep" in ids(state)
    rerolls = ids_of(state, "0:reroll:")
    assert rerolls
    play(state, sorted(rerolls)[0])
    assert phase(state) != "reroll"  # only once
    assert len(combat(state)) == 6


def netherite_attack(rng: int) -> State:
    """Seat 0's Netherite sword has just rolled its 6 dice at the enderman beside it."""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="netherite_sword/leather_boots",
        monsters=f"enderman1@{sq(2, 2)}",
        rng=rng,
    )
    play(state, f"0:attack:0:{mid('enderman1')}")
    return state


def sub_multisets(dice: list[int]) -> set[tuple[int, ...]]:
    """Every non-empty choice of dice, as the sorted values chosen."""
    return {
        tuple(sorted(dice[i] for i in range(len(dice)) if mask >> i & 1))
        for mask in range(1, 1 << len(dice))
    }


def test_the_netherite_sword_may_reroll_any_number_of_its_dice():
    """« Si vous utilisez une épée en Netherite, vous pouvez relancer autant de dés que
    vous voulez » : whatever the roll, every choice of dice is offered (for each face,
    none, some or all of the dice showing it; RULES.md A17 lists equal dice once), up to
    all six."""
    for rng in range(1, 13):
        state = netherite_attack(rng)
        dice = combat(state)
        offered = [a.removeprefix("0:reroll:") for a in ids_of(state, "0:reroll:")]
        chosen = [tuple(sorted(dice[int(i)] for i in a.split(","))) for a in offered]
        assert sorted(chosen) == sorted(sub_multisets(dice)), dice
        assert "0,1,2,3,4,5" in offered  # all six


def test_a_reroll_rolls_the_chosen_dice_again_and_keeps_the_others():
    """« vous pouvez relancer autant de dés que vous voulez » : the blanks rerolled come
    up anew (now and then blank again), the dice kept stay as they were, and the attack
    counts the dice as they lie after the reroll."""
    changed = 0
    for rng in range(1, 25):
        state = netherite_attack(rng)
        dice = combat(state)
        blanks = [i for i, d in enumerate(dice) if d == 0]  # sorted: the blanks first
        if not blanks:
            continue
        play(state, "0:reroll:" + ",".join(map(str, blanks)))
        after = combat(state)
        assert len(after) == 6
        assert not Counter(dice[len(blanks) :]) - Counter(after)  # the kept dice are there
        changed += after != dice
        if sum(after) >= MONSTERS["enderman"].hp:
            assert "enderman1" not in monsters(state)
        else:
            assert monsters(state)["enderman1"] == sq(2, 2)
    assert changed >= 5


def test_rerolls_only_where_the_text_grants_them_never_on_a_bow():
    """The rerolls of the text: the Netherite sword's (« vous pouvez relancer autant de
    dés que vous voulez, mais une seule fois ») and the Reroll enchantment's, which
    « doit également être placé sur n'importe quelle épée ». A bow's attack, plain,
    powered or Netherite, is settled as rolled; a stone sword's too, unless enchanted."""
    bows = ("bow", "hunting_bow", "crossbow", "netherite_crossbow", "bow^power")
    for weapon in (*bows, "stone_sword", "stone_sword^reroll"):
        state = at(
            chars=f"{sq(2, 2)}:6/{sq(0, 0)}:6",
            items=f"{weapon}/leather_boots",
            monsters=f"magma_cube1@{sq(2, 3)}",
            deck="iron_boots,crossbow",
        )
        play(state, f"0:attack:0:{mid('magma_cube1')}")
        assert combat(state), weapon
        rerolls = bool(ids_of(state, "0:reroll:")) or "0:keep" in ids(state)
        assert rerolls == (weapon == "stone_sword^reroll"), weapon
        assert (phase(state) == "reroll") == rerolls, weapon


def weak_boots(monkeypatch: pytest.MonkeyPatch, move: int) -> None:
    """Leather boots printed with ``move`` points (the components are data)."""
    moves = list(rules.I_MOVE)
    moves[ITEM_KEYS.index("leather_boots")] = move
    monkeypatch.setattr(rules, "I_MOVE", tuple(moves))


def test_speed_and_walker_decide_whether_weak_boots_may_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """« vous pouvez vous déplacer de 2 cases supplémentaires » and « comme s'il
    s'agissait de cases normales » also count when the boots are offered at all. The
    rebuilt boots move 2 or more (any free neighbour is in reach), so printed boots of 0
    and 1 point stand in: with 0 points they move only with Speed; with 1 point, beside
    nothing but soul sand (r3 c2 of board "1", monsters on its other sides), only with
    Walker."""
    weak_boots(monkeypatch, 0)
    here = f"{sq(2, 2)}:6/{sq(0, 0)}:6"
    assert "0:boots:0" not in ids(at(chars=here, items="leather_boots/-"))
    state = at(chars=here, items="leather_boots^speed/-")
    play(state, "0:boots:0")
    assert f"0:to:{sq(2, 4)}" in ids(state)  # 2 points
    weak_boots(monkeypatch, 1)
    walled = dict(
        chars=f"{sq(3, 2)}:6/{sq(0, 0)}:6",
        monsters=f"ghast1@{sq(2, 2)},ghast2@{sq(4, 2)},ghast3@{sq(3, 1)}",
    )
    assert "0:boots:0" not in ids(at(**walled, items="leather_boots/-"))
    assert "0:boots:0" in ids(at(**walled, items="leather_boots^speed/-"))  # 3 points
    state = at(**walled, items="leather_boots^walker/-")
    play(state, "0:boots:0")
    assert ids_of(state, "0:to:") == {f"0:to:{sq(3, 3)}"}


def test_sharpness_adds_a_die_power_a_die_and_a_square():
    """« À chaque fois que vous attaquez, lancez 1 dé de combat supplémentaire. »
    (sword) and « lancez 1 dé de combat supplémentaire. De plus, la portée de cet arc
    augmente de 1 case. » (bow)"""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="stone_sword^sharpness,bow^power/leather_boots",
        monsters=f"magma_cube1@{sq(2, 2)},magma_cube3@{sq(4, 3)}",
    )
    assert f"0:attack:1:{mid('magma_cube3')}" in ids(state)  # 4 squares: range 3 + 1
    s = state.clone()
    play(s, f"0:attack:0:{mid('magma_cube1')}")
    assert len(combat(s)) == 3
    s = state.clone()
    play(s, f"0:attack:1:{mid('magma_cube3')}")
    assert len(combat(s)) == 3


# -- enchantments ------------------------------------------------------------------------


def test_an_enchantment_is_kept_only_on_a_matching_item_and_repairs_it():
    """« Si vous piochez un Enchantement, vous ne pouvez le conserver que si vous possédez
    un Objet du même type [...] Si vous enchantez un Objet endommagé, il est
    immédiatement réparé. »"""
    state = gold_gain("leather_boots!,bow", "speed,sharpness")
    acts = ids(state)
    assert "0:enchant:speed:0" in acts  # boots
    assert not any(a.startswith("0:enchant:sharpness") for a in acts)  # no sword
    assert not any(a.startswith("0:keep:speed") for a in acts)  # not as an item
    play(state, "0:enchant:speed:0")
    boots = items(state, 0)[0]
    assert boots["enchantments"] == ["speed"] and not boots["damaged"]
    assert len(items(state, 0)) == 2


def test_speed_adds_two_squares_walker_ignores_the_ground():
    """« vous pouvez vous déplacer de 2 cases supplémentaires » ; « Elles vous permettent
    de vous déplacer sur des cases Magma et Sable des Âmes comme s'il s'agissait de
    cases normales. »"""
    state = at(chars=f"{sq(2, 0)}:6/{sq(0, 0)}:6", items="leather_boots^speed/leather_boots")
    play(state, "0:boots:0")
    assert f"0:to:{sq(2, 4)}" in ids(state)  # 4 squares (the magma on the way)
    state = at(chars=f"{sq(2, 3)}:6/{sq(0, 0)}:6", items="leather_boots^walker/leather_boots")
    play(state, "0:boots:0", f"0:to:{sq(2, 5)}")  # across the magma
    assert hp(state, 0) == 6


# -- pickaxes ----------------------------------------------------------------------------


def test_a_pickaxe_takes_available_blocks_of_any_colour_and_layer_one_by_one():
    """« La valeur devant le symbole indique combien de blocs vous pouvez retirer, l'un
    après l'autre. Vous pouvez parfaitement en retirer moins. [...] c'est vous qui
    décidez de la couleur et de la couche du bloc retiré. »"""
    cube = "r" + "g" * 15 + "/" + "k" + "g" * 15 + "/" + "/".join(["g" * 16] * 2)
    state = at(chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6", items="stone_pickaxe/leather_boots", cube=cube)
    play(state, "0:pickaxe:0")
    assert ids_of(state, "0:take:") == {"0:take:0", "0:take:3", "0:take:12", "0:take:15"}
    assert "0:done" in ids(state)
    play(state, "0:take:0")  # the red corner: used at once
    assert phase(state) == "use"
    play(state, "0:use:red:1")
    # now the black block under it is available (layer 2): any layer may be chosen
    assert "0:take:16" in ids(state)
    play(state, "0:take:16")
    assert view(state)["turn"]["pending"]["colour"] == "black"


def test_a_pickaxe_may_stop_early():
    state = at(chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6", items="stone_pickaxe/leather_boots")
    play(state, "0:pickaxe:0", "0:done")
    assert view(state)["cube"]["left"] == 64
    assert items(state, 0)[0]["damaged"]
    assert view(state)["turn"]["actions_left"] == 1


def test_the_diamond_pickaxe_draws_used_blocks_then_takes_two():
    """« Si vous utilisez l'une d'entre elles pour retirer des blocs, piochez à la place
    au hasard dans le gabarit le nombre de blocs indiqué [...] La pioche en diamant vous
    permet en plus de choisir 2 blocs du cube. »"""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="diamond_pickaxe/leather_boots",
        frame="3,0,0,0,0",
    )
    play(state, "0:pickaxe:0")
    # the two blocks from the frame are red (only red there): each used in turn
    assert view(state)["turn"]["pending"]["colour"] == "red"
    play(state, "0:use:red:0")
    assert view(state)["turn"]["pending"]["colour"] == "red"
    play(state, "0:use:red:1")
    assert view(state)["frame_colours"]["red"] == 3  # back in the frame once used
    assert len(ids_of(state, "0:take:")) == 4  # then 2 from the cube
    play(state, "0:take:0")


def test_used_items_are_unusable_until_repaired():
    """« Les Objets sur cette rangée inférieure ne peuvent plus servir à effectuer
    d'action. Il faut d'abord les réparer. »"""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="stone_sword!/leather_boots",
        monsters=f"magma_cube1@{sq(2, 2)}",
    )
    assert not ids_of(state, "0:attack:")
    assert_illegal(state, f"0:attack:0:{mid('magma_cube1')}")


def test_enchantments_on_a_netherite_sword_a_7th_die_and_a_second_reroll():
    """« Si vous enchantez une épée en Netherite, lancez les 6 dés, puis relancez-en un
    pour faire le 7e » ; « Si vous enchantez une épée en Netherite, vous pouvez relancer
    les dés jusqu'à deux fois. »"""
    state = at(
        chars=f"{sq(2, 1)}:6/{sq(0, 0)}:6",
        items="netherite_sword^reroll^sharpness/leather_boots",
        monsters=f"enderman1@{sq(2, 2)}",
    )
    play(state, f"0:attack:0:{mid('enderman1')}")
    assert len(combat(state)) == 7
    play(state, sorted(ids_of(state, "0:reroll:"))[0])
    assert phase(state) == "reroll"  # a second reroll
    play(state, sorted(ids_of(state, "0:reroll:"))[0])
    assert phase(state) != "reroll"


def test_enchantments_follow_their_item():
    """« Si vous l'utilisez ou le réparez, décalez tous les Enchantements avec lui vers le
    bas. » A replaced item's enchantments go to the discard with it."""
    state = at(chars=f"{sq(2, 0)}:6/{sq(0, 0)}:6", items="iron_boots^speed/leather_boots")
    play(state, "0:boots:0", f"0:to:{sq(2, 3)}")
    boots = items(state, 0)[0]
    assert boots["damaged"] and boots["enchantments"] == ["speed"]
    six = "iron_boots^speed,stone_pickaxe,leather_tunic+1,bow,stone_sword,iron_sword"
    state = gold_gain(six, "diamond_boots,crossbow")
    play(state, "0:replace:diamond_boots:0")
    assert sorted(view(state)["items"]["discard"]) == ["crossbow", "iron_boots", "speed"]


def test_an_opened_chest_token_goes_back_to_the_supply_for_the_next_board():
    """« Retirez la tuile Coffre du jeu et remettez-la dans la réserve. » The supply is
    empty; seat 0 opens the chest of board "1", then walks beside board "3" (2 chest
    squares) and the team reveals it: the returned token is the one it gets."""
    state = at(
        path="1,3",
        chars=f"{sq(4, 1)}:6/{sq(0, 0)}:6",
        items="leather_boots,diamond_boots/leather_boots",
        chests=str(sq(4, 2)),
        tokens=0,
        deck="iron_sword,iron_boots,diamond_sword,crossbow",
        queue="ghast2,hoglin1,enderman3",
    )
    play(state, f"0:step:{sq(4, 2)}", "0:chest", "0:keep:iron_sword", "1:keep:diamond_sword")
    assert view(state)["layout"]["chests"] == []
    play(state, "0:boots:1", f"0:to:{sq(4, 5)}", "0:reveal")
    chests = view(state)["layout"]["chests"]
    assert len(chests) == 1 and chests[0] in (sq(0, 6), sq(4, 9))


def test_a_new_armour_comes_with_all_its_hearts():
    """« Si vous obtenez une nouvelle armure en cours de partie [...] Placez alors le
    nombre maximal de cœurs indiqués sur la tuile. »"""
    state = gold_gain("leather_boots", "diamond_chestplate,crossbow")
    play(state, "0:keep:diamond_chestplate")
    chest = items(state, 0)[1]
    assert chest["hearts"] == 4 and not chest["damaged"]


def test_any_item_may_replace_any_other_several_swords_allowed():
    """« Vous pouvez échanger n'importe quels Objets, pas forcément une épée contre une
    nouvelle ! Il est permis de posséder plusieurs épées, ou aucune »"""
    six = "leather_boots,stone_pickaxe,leather_tunic+1,bow,stone_sword,iron_sword"
    state = gold_gain(six, "diamond_sword,crossbow")
    replaces = {a for a in ids(state) if a.startswith("0:replace:diamond_sword:")}
    assert replaces == {f"0:replace:diamond_sword:{slot}" for slot in range(6)}
    play(state, "0:replace:diamond_sword:0")  # a sword in place of the boots
    kinds = [i["kind"] for i in items(state, 0)]
    assert kinds.count("sword") == 3 and "boots" not in kinds
