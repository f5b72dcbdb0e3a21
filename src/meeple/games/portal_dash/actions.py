"""How Portal Dash packs an action into one integer, and the action kinds.

Bits 0-5: the kind; 6-8: the seat deciding; 9-16: ``a`` (a square, a cell, a slot, a
seat, a monster id, a mask...); 17-24: ``b``; 25-26: ``c`` (a leggings mode: 1 boots,
2 armour).

String ids (``S`` the seat; squares ``r*cols+c``, cells ``z*16+y*4+x``, slots 0-5,
monsters 0-17 (kind*3 + number-1) or ``boss``): see :func:`notation.action_id` and
RULES.md, e.g. ``0:roll``, ``0:block:3``, ``0:use:red:1``, ``0:piglin:A1``,
``0:activate:4``, ``0:step:17``, ``0:boots:0``, ``0:to:19``, ``0:attack:3:boss``,
``0:reroll:5``, ``0:keep:iron_sword``, ``0:keep:iron_leggings:armour``, ``1:wound:2``,
``1:wound:auto``, ``1:side:3:boots``.
"""

from __future__ import annotations

from collections.abc import Iterable

PLACE = 0  # a: square of the start strip
ROLL = 1  # roll the block die and the monster die (chance)
BLOCK = 2  # a: cell taken for the block die (or a boss's "remove a block")
RED = 3  # a: seat healed
GREY = 4  # a: seat repaired
GOLD = 5  # a: seat gaining an item
BLACK = 6  # a: index of the Netherite item (items table)
BROWN = 7  # a: square covered
PIGLIN = 8  # a: column (global index over missions A, B, C)
WASTE = 9  # the block goes to the frame unused (only when nothing else is legal)
ACTIVATE = 10  # a: monster id, BOSS_ID for the boss
TARGET = 11  # a: seat the monster heads for
VICTIM = 12  # a: seat that takes the monster's attack
PUSH = 13  # a: square the victim is pushed onto
WRECK = 14  # a: slot of the victim's item damaged
SPAWN = 15  # a: spawner square
MINE = 16  # basic action 1
STEP = 17  # basic action 2, a: square
REPAIR = 18  # basic action 3, a: slot, c: leggings mode
BOOTS = 19  # a: slot
TO = 20  # a: square reached with the boots
ATTACK = 21  # a: slot, b: monster id or BOSS_ID
REROLL = 22  # a: mask of combat dice rerolled (chance)
STAND = 23  # keep the combat dice
PICKAXE = 24  # a: slot
TAKE = 25  # a: cell (mine, pickaxe)
DONE = 26  # stop the pickaxe early
CHEST = 27  # open the chest
NOCHEST = 28  # leave it closed
KEEP = 29  # a: drawn index (0/1), c: leggings mode
REPLACE = 30  # a: drawn index, b: slot replaced, c: leggings mode
DISCARD = 31  # discard what was drawn
ENCHANT = 32  # a: drawn index, b: slot enchanted, c: the side of damaged leggings it repairs
REVEAL = 33  # reveal the next board (chance)
GO_ON = 34  # do not reveal
WOUND = 35  # a: slot of the armour losing one heart (the wounds spread by the seat hit)
WOUND_AUTO = 36  # the rest of the wounds as suggested: the emptiest armour first
SIDE = 37  # a: slot of the leggings a grey block repaired, c: the side they are turned to

KIND_NAMES: tuple[str, ...] = (
    "place",
    "roll",
    "block",
    "use:red",
    "use:grey",
    "use:gold",
    "use:black",
    "use:brown",
    "piglin",
    "waste",
    "activate",
    "target",
    "victim",
    "push",
    "wreck",
    "spawn",
    "mine",
    "step",
    "repair",
    "boots",
    "to",
    "attack",
    "reroll",
    "keep",
    "pickaxe",
    "take",
    "done",
    "chest",
    "nochest",
    "keep",
    "replace",
    "discard",
    "enchant",
    "reveal",
    "go-on",
    "wound",
    "wound",
    "side",
)

BOSS_ID = 18
MODE_NAMES: tuple[str, ...] = ("", "boots", "armour")


# every action is below this bound (GameInfo.action_bound): ``c``, the highest field,
# ends at bit 26. The shifts are written as numbers below: these run on the hot path.
ACTION_BOUND = 1 << 27


def pack(kind: int, seat: int, a: int = 0, b: int = 0, c: int = 0) -> int:
    return kind | seat << 6 | a << 9 | b << 17 | c << 25


def pack_each(kind: int, seat: int, values: Iterable[int]) -> list[int]:
    """``pack(kind, seat, a)`` for every ``a`` of ``values`` (the legal lists' builder)."""
    base = kind | seat << 6
    return [base | a << 9 for a in values]


def unpack(action: int) -> tuple[int, int, int, int, int]:
    """(kind, seat, a, b, c)."""
    return (
        action & 63,
        (action >> 6) & 7,
        (action >> 9) & 255,
        (action >> 17) & 255,
        (action >> 25) & 3,
    )


def kind_of(action: int) -> int:
    return action & 63


def seat_of(action: int) -> int:
    return (action >> 6) & 7
