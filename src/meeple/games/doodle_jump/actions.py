"""How Doodle Jump packs an action into one integer, and the action kinds.

Bits 0-3: the kind; 4-5: the seat taking it; 6-11: a pad code (board index * 8 + the
pad's index in its board) or, for ``slide`` and ``move``, the board index (0-7 = A-H);
12-17: a set of dice (bit i: number die i+1 for i < 5, bit 5: the special die);
bit 18: the direction of a slide (0 left, 1 right); bit 19: paid with a won obstacle
tile instead of the special die; bit 20: a bounce with no pad to go to.

String ids (notation.py), dice named 1-5 and ``S``: ``0:roll``,
``0:jump:C9:1+3+4``, ``0:reroll``, ``0:reroll:tile``, ``0:slide:C:left``,
``0:slide:C:right:tile``, ``0:move:C``, ``0:move:C:tile``, ``0:shoot:D9:2``,
``0:continue``, ``0:stop``, ``0:fall``, ``0:shield``, ``0:bounce:E7``,
``0:bounce:none``, ``0:shoes:C5``, ``0:hat:D8``, ``0:rocket:D8``.
"""

from __future__ import annotations

ROLL = 0  # roll every die (chance)
JUMP = 1  # pad, dice: jump to the pad with those dice
REROLL = 2  # special die (or tile): reroll the unused number dice (chance)
SLIDE = 3  # board, direction (, tile)
MOVE = 4  # board (, tile): the board goes to the top slot
SHOOT = 5  # pad (a UFO or monster), one die showing the level gap (expert)
CONTINUE = 6  # reroll the unused dice (chance)
STOP = 7  # end the turn
FALL = 8  # no jump possible: fall straight down, end the turn
SHIELD = 9  # no jump possible: spend a shield instead of falling
BOUNCE = 10  # pad (or NONE): the jump a trampoline or spring gives
SHOES = 11  # pad: a kept power tile's jump on the same level
HAT = 12  # pad: a kept power tile's jump to the next level up
ROCKET = 13  # pad: same as the hat

KIND_NAMES = (
    "roll",
    "jump",
    "reroll",
    "slide",
    "move",
    "shoot",
    "continue",
    "stop",
    "fall",
    "shield",
    "bounce",
    "shoes",
    "hat",
    "rocket",
)

RIGHT = 1 << 18
TILE = 1 << 19
NONE = 1 << 20
EXTRA = RIGHT | TILE | NONE
ACTION_BOUND = NONE << 1  # every action is below: bit 20 (NONE) is the highest
SPECIAL_BIT = 5  # the special die's bit in a dice set
DIE_NAMES = ("1", "2", "3", "4", "5", "S")


def pack(kind: int, seat: int, pad: int = 0, dice: int = 0, extra: int = 0) -> int:
    return kind | seat << 4 | pad << 6 | dice << 12 | extra


def unpack(action: int) -> tuple[int, int, int, int, int]:
    """(kind, seat, pad or board, dice set, the extra bits: RIGHT | TILE | NONE)."""
    return action & 15, (action >> 4) & 3, (action >> 6) & 63, (action >> 12) & 63, action & EXTRA


def dice_of(mask: int) -> list[int]:
    """The dice indices (0-5, 5 = the special die) of a set."""
    return [i for i in range(6) if mask >> i & 1]


def dice_text(mask: int) -> str:
    """``1+3+S``."""
    return "+".join(DIE_NAMES[i] for i in dice_of(mask))
