"""The items of Portal Dash as data: 5 starting items, 40 white items, 8 Netherite items.

Only a few values are printed in the rulebook (facts §4): the leather tunic holds 1
heart, the stone pickaxe mines 2 blocks, diamond boots move 4, the Netherite sword rolls
6 combat dice with one reroll, most bows reach 3 squares, Netherite boots ignore magma and
soul sand, the diamond pickaxe draws used blocks from the frame and takes 2 from the cube.
The rest is designed, with Minecraft's ladder leather < chainmail/gold < iron < diamond <
Netherite, so a new item is nearly always an upgrade of a starting one:

- starting set (one per player): leather boots move 2, stone pickaxe 2 blocks, leather
  tunic 1 heart, bow 2 dice range 3, stone sword 2 dice;
- 40 white items: boots 6 (move 3, diamond 4), armour 5 (2-4 hearts), leggings 4 (boots
  or armour, a little weaker than a pure piece), swords 6 (3-4 dice, gold 2 + a reroll),
  bows 5 (crossbow 3 dice range 3, hunting bow 2 dice range 4), pickaxes 4 (3 blocks,
  diamond 2 from the frame + 2), and 10 enchantments, 2 of each of the 5 kinds;
- 8 Netherite items (two armours, two swords, one of each other kind), clearly the best
  of their kinds.

``tier`` is the material; ``frame`` is how many used blocks a pickaxe draws at random from
the frame; ``reroll`` how many times a sword may reroll any of its dice; ``enchant`` the
kind of an enchantment tile (:data:`ENCHANT_TARGET` gives the item kind it goes on;
leggings worn as boots take boots enchantments).

>>> ITEMS["diamond_boots"].move, ITEMS["netherite_sword"].dice, len(WHITE_DECK)
(4, 6, 40)
"""

from __future__ import annotations

from typing import NamedTuple


class Item(NamedTuple):
    key: str
    kind: str
    tier: str
    move: int = 0
    hearts: int = 0
    dice: int = 0
    range: int = 0
    blocks: int = 0
    frame: int = 0
    reroll: int = 0
    ignore_ground: bool = False
    copies: int = 1
    netherite: bool = False
    starting: bool = False
    enchant: str = ""


KINDS: tuple[str, ...] = (
    "boots",
    "armour",
    "leggings",
    "sword",
    "bow",
    "pickaxe",
    "enchantment",
)

# enchantment -> the kind of item it goes on (leggings worn as boots count as boots)
ENCHANT_TARGET: dict[str, str] = {
    "sharpness": "sword",  # +1 combat die
    "reroll": "sword",  # reroll any dice once (a second time on a Netherite sword)
    "power": "bow",  # +1 combat die and +1 range
    "speed": "boots",  # +2 move
    "walker": "boots",  # magma and soul sand count as normal squares
}

STARTING: tuple[Item, ...] = (
    Item("leather_boots", "boots", "leather", move=2, starting=True),
    Item("stone_pickaxe", "pickaxe", "stone", blocks=2, starting=True),
    Item("leather_tunic", "armour", "leather", hearts=1, starting=True),
    Item("bow", "bow", "wood", dice=2, range=3, starting=True),
    Item("stone_sword", "sword", "stone", dice=2, starting=True),
)

WHITE: tuple[Item, ...] = (
    # boots: 6
    Item("chainmail_boots", "boots", "chainmail", move=3),
    Item("golden_boots", "boots", "gold", move=3),
    Item("iron_boots", "boots", "iron", move=3, copies=2),
    Item("diamond_boots", "boots", "diamond", move=4, copies=2),
    # armour: 5
    Item("chainmail_chestplate", "armour", "chainmail", hearts=2),
    Item("golden_chestplate", "armour", "gold", hearts=2),
    Item("iron_chestplate", "armour", "iron", hearts=3, copies=2),
    Item("diamond_chestplate", "armour", "diamond", hearts=4),
    # leggings (boots or armour): 4
    Item("chainmail_leggings", "leggings", "chainmail", move=2, hearts=2),
    Item("iron_leggings", "leggings", "iron", move=3, hearts=2, copies=2),
    Item("diamond_leggings", "leggings", "diamond", move=3, hearts=3),
    # swords: 6
    Item("golden_sword", "sword", "gold", dice=2, reroll=1),
    Item("iron_sword", "sword", "iron", dice=3, copies=3),
    Item("diamond_sword", "sword", "diamond", dice=4, copies=2),
    # bows: 5
    Item("crossbow", "bow", "wood", dice=3, range=3, copies=3),
    Item("hunting_bow", "bow", "wood", dice=2, range=4, copies=2),
    # pickaxes: 4
    Item("golden_pickaxe", "pickaxe", "gold", blocks=3),
    Item("iron_pickaxe", "pickaxe", "iron", blocks=3, copies=2),
    Item("diamond_pickaxe", "pickaxe", "diamond", blocks=2, frame=2),
    # enchantments: 10
    Item("sharpness", "enchantment", "book", enchant="sharpness", copies=2),
    Item("reroll", "enchantment", "book", enchant="reroll", copies=2),
    Item("power", "enchantment", "book", enchant="power", copies=2),
    Item("speed", "enchantment", "book", enchant="speed", copies=2),
    Item("walker", "enchantment", "book", enchant="walker", copies=2),
)

NETHERITE: tuple[Item, ...] = (
    Item("netherite_boots", "boots", "netherite", move=4, ignore_ground=True, netherite=True),
    Item("netherite_chestplate", "armour", "netherite", hearts=5, netherite=True),
    Item("netherite_helmet", "armour", "netherite", hearts=4, netherite=True),
    Item("netherite_leggings", "leggings", "netherite", move=4, hearts=4, netherite=True),
    Item("netherite_sword", "sword", "netherite", dice=6, reroll=1, netherite=True),
    Item("netherite_axe", "sword", "netherite", dice=5, netherite=True),
    Item("netherite_crossbow", "bow", "netherite", dice=5, range=4, netherite=True),
    Item("netherite_pickaxe", "pickaxe", "netherite", frame=4, netherite=True),
)

ITEMS: dict[str, Item] = {i.key: i for i in (*STARTING, *WHITE, *NETHERITE)}
# an item's index (in actions, in the rules' packed items) is its place here
ITEM_KEYS: tuple[str, ...] = tuple(ITEMS)
STARTING_KEYS: tuple[str, ...] = tuple(i.key for i in STARTING)
# the 40 white tiles, one entry per tile (shuffled at setup)
WHITE_DECK: tuple[str, ...] = tuple(i.key for i in WHITE for _ in range(i.copies))
NETHERITE_KEYS: tuple[str, ...] = tuple(i.key for i in NETHERITE)
# a black block shuffles the Netherite item into the top tiles of the deck
NETHERITE_DEPTH = 5
MAX_ITEMS = 6

assert len(WHITE_DECK) == 40 and len(NETHERITE_KEYS) == 8
assert len(ITEMS) == len(STARTING) + len(WHITE) + len(NETHERITE)
