"""How Pentaquest packs an action into one integer, and the action kinds.

Bits 0-2: the kind; 3-5: the seat taking it; 6-11: a card number (1-42); 12-16: a die
index (0-4) or a set of dice (bit i: die i); 17-18: a direction (see ``PLUS`` ...). So
every action is below ``ACTION_BOUND`` (2^19).

String ids (notation.py), dice numbered 1-5: ``0:roll``, ``0:reroll:1,3,5``,
``0:use:12:die2:+`` (``-``, ``mirror``), ``0:use:23:reroll:1,4``, ``0:beat:7``,
``0:stop``.
"""

from __future__ import annotations

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
