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

from itertools import chain

from meeple.games.doodle_jump.layout import DEFAULT_LAYOUT

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


# The most a die shows as a number: a number die 6, the special die 2 (its 1 and 2 faces).
NUMBER_DIE_TOP = 6
SPECIAL_DIE_TOP = 2


def action_space(players: int, expert: bool, tiles: bool) -> list[int]:
    """Every action that can be legal with ``players`` seats in the variant and with or
    without tiles, on the boards the game deals (components.LEVELS), sorted.

    A jump lists the dice sets whose sum can be the pad's number (the special die only as
    its 1 or 2); the other pad-taking actions list every pad they can reach; the expert
    actions (a shot, a won obstacle spent) come only in that variant, with tiles."""
    layout = DEFAULT_LAYOUT
    pads = [q for q in range(64) if layout.board[q] >= 0]
    dice = (1 << (4 if players == 2 else 5)) - 1 | 1 << SPECIAL_BIT  # rules.py: ``avail``
    sets = [mask for mask in range(1, 64) if mask & ~dice == 0]
    sides = sorted(set(chain.from_iterable(layout.side)))
    ups = sorted(set(chain.from_iterable(layout.up)))
    obstacles = expert and tiles
    space: list[int] = []
    for seat in range(players):
        space += [pack(kind, seat) for kind in (ROLL, CONTINUE, STOP, FALL)]
        for mask in sets:
            numbers = (mask & 31).bit_count()
            special = mask >> SPECIAL_BIT
            low = numbers + special
            high = numbers * NUMBER_DIE_TOP + special * SPECIAL_DIE_TOP
            space += [pack(JUMP, seat, q, mask) for q in pads if low <= layout.number[q] <= high]
        for paid in (0, TILE) if obstacles else (0,):
            space.append(pack(REROLL, seat, extra=paid))
            for b in range(len(layout.board_pads)):
                space += [pack(SLIDE, seat, b, extra=paid | way) for way in (0, RIGHT)]
                space.append(pack(MOVE, seat, b, extra=paid))
        if tiles:
            space += [pack(SHIELD, seat), pack(BOUNCE, seat, extra=NONE)]
            space += [pack(BOUNCE, seat, q) for q in ups]
            space += [pack(SHOES, seat, q) for q in sides]
            space += [pack(kind, seat, q) for kind in (HAT, ROCKET) for q in ups]
        if obstacles:  # a shot at a pad with one die (a number die, or the special 1 or 2)
            singles = [1 << i for i in range(6) if dice >> i & 1]
            space += [pack(SHOOT, seat, q, die) for q in pads for die in singles]
    return sorted(space)
