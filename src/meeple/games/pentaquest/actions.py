"""How Pentaquest packs an action into one integer, and the action kinds.

Bits 0-2: the kind; 3-5: the seat taking it; 6-11: a card number (1-42); 12-16: a die
index (0-4) or a set of dice (bit i: die i); 17-18: a direction (see ``PLUS`` ...). So
every action is below ``ACTION_BOUND`` (2^19).

String ids (notation.py), dice numbered 1-5: ``0:roll``, ``0:reroll:1,3,5``,
``0:use:12:die2:+`` (``-``, ``mirror``), ``0:use:23:reroll:1,4``, ``0:beat:7``,
``0:stop``.
"""

from __future__ import annotations

from meeple.games.pentaquest.cards import CARDS

ROLL = 0  # refill the quest line to 5 and roll the 5 dice (chance)
REROLL = 1  # a: the set of dice rerolled (a free reroll; chance)
USE = 2  # card: the army card spent; a: die (or the set of dice for REROLL_DIR); b: dir
BEAT = 3  # card: the line card beaten (ends the turn)
STOP = 4  # end the turn without beating a card (only when none can be beaten)

KIND_NAMES = ("roll", "reroll", "use", "beat", "stop")

PLUS = 0
MINUS = 1
MIRROR = 2
REROLL_DIR = 3
DIR_NAMES = ("+", "-", "mirror", "reroll")

# The directions a one-die ability can take (whether a die may take one depends on its
# value, so the action space lists them for every die).
DIRECTIONS = {"plus": (PLUS,), "minus": (MINUS,), "plusminus": (PLUS, MINUS), "mirror": (MIRROR,)}

DICE = 5  # the dice, indices 0-4
ACTION_BOUND = 1 << 19  # every action is in range(ACTION_BOUND): b (2 bits) ends at bit 18


def pack(kind: int, seat: int, card: int = 0, a: int = 0, b: int = 0) -> int:
    return kind | seat << 3 | card << 6 | a << 12 | b << 17


def unpack(action: int) -> tuple[int, int, int, int, int]:
    """(kind, seat, card, a, b)."""
    return action & 7, (action >> 3) & 7, (action >> 6) & 63, (action >> 12) & 31, action >> 17


def dice_of(mask: int) -> list[int]:
    """The dice indices (0-4) of a set."""
    return [i for i in range(DICE) if mask >> i & 1]


def dice_names(mask: int, sep: str = ",") -> str:
    """The dice of a set numbered 1-5, as in action ids (``1,3,5``) and labels."""
    return sep.join(str(i + 1) for i in dice_of(mask))


def action_space(players: int) -> list[int]:
    """Every action that can be legal with ``players`` seats, sorted: each seat's roll,
    free rerolls (any set of dice), beats and stop, and each card's uses as its ability
    allows them (rules.py lists the same ones for the cards a seat holds)."""
    every_set = range(1, 1 << DICE)
    space: list[int] = []
    for seat in range(players):
        space.append(pack(ROLL, seat))
        space.append(pack(STOP, seat))
        space.extend(pack(REROLL, seat, 0, mask) for mask in every_set)
        for card in CARDS:
            space.append(pack(BEAT, seat, card.number))
            if card.ability == "reroll":
                masks = [mask for mask in every_set if mask.bit_count() <= card.size]
                space.extend(pack(USE, seat, card.number, mask, REROLL_DIR) for mask in masks)
                continue
            for die in range(DICE):
                space.extend(
                    pack(USE, seat, card.number, die, way) for way in DIRECTIONS[card.ability]
                )
    return sorted(space)
