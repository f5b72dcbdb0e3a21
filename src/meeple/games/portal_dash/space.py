"""Portal Dash's action space: every action that can be legal under a configuration,
enumerated from the fields of the packing (actions.py), for the research adapters' dense
codec (``Game.action_space``).

The packed ints reach 67.8 million, but each field takes few values: ``a`` is a square
of the path (its length set by the configuration), a cube cell, a slot of the 6, a seat,
a monster in play, a Piglin column or a mask of rerolled sword dice; ``b`` a slot or a
monster; ``c`` a leggings mode. Squares are narrowed where the boards say: a brown block
covers only squares that are an obstacle on some board, a monster spawns only on a
spawner square of some board.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from meeple.games.portal_dash.actions import (
    ACTIVATE,
    ATTACK,
    BLACK,
    BLOCK,
    BOOTS,
    BOSS_ID,
    BROWN,
    CHEST,
    DISCARD,
    DONE,
    ENCHANT,
    GO_ON,
    GOLD,
    GREY,
    KEEP,
    MINE,
    NOCHEST,
    PICKAXE,
    PIGLIN,
    PLACE,
    PUSH,
    RED,
    REPAIR,
    REPLACE,
    REROLL,
    REVEAL,
    ROLL,
    SIDE,
    SPAWN,
    STAND,
    STEP,
    TAKE,
    TARGET,
    TO,
    VICTIM,
    WASTE,
    WOUND,
    WOUND_AUTO,
    WRECK,
    pack,
)
from meeple.games.portal_dash.boards import PATH_BOARDS, PATH_WIDTH, PORTAL, ROWS, START
from meeple.games.portal_dash.items import MAX_ITEMS
from meeple.games.portal_dash.levels import resolve
from meeple.games.portal_dash.piglins import side_for
from meeple.games.portal_dash.rules import (
    I_DICE,
    I_KIND,
    IK_SWORD,
    M_COUNT,
    M_KIND,
    MODE_ARMOUR,
    MODE_BOOTS,
    NETHERITE_ITEMS,
    column_sizes,
    used_kinds,
)

CELLS = 64
DRAWN = 2  # the items drawn at once, to keep one
MODES = (0, MODE_BOOTS, MODE_ARMOUR)  # none, leggings worn as boots, as armour
# the most sword dice (a sharpness enchantment adds one): a reroll's mask covers them
SWORD_DICE = max(dice for dice, kind in zip(I_DICE, I_KIND, strict=True) if kind == IK_SWORD) + 1

SIMPLE = (ROLL, WASTE, MINE, STAND, DONE, CHEST, NOCHEST, DISCARD, REVEAL, GO_ON, WOUND_AUTO)


def _strip_squares(boards: int, letters: str) -> list[int]:
    """The squares of a path of ``boards`` boards whose letter is in ``letters`` on the
    start or portal strip, or on any path board laid there."""
    cols = 2 * len(START[0]) + boards * PATH_WIDTH
    pieces = [(0, [START]), (cols - len(PORTAL[0]), [PORTAL])]
    pieces += [(len(START[0]) + k * PATH_WIDTH, list(PATH_BOARDS.values())) for k in range(boards)]
    found = set()
    for first, choices in pieces:
        for rows in choices:
            for r, line in enumerate(rows):
                for dc, letter in enumerate(line):
                    if letter in letters:
                        found.add(r * cols + first + dc)
    return sorted(found)


def action_space(players: int, boards: int, extra: tuple[str, ...]) -> list[int]:
    """Every action legal in some game of ``players`` on ``boards`` path boards with the
    ``extra`` monster kinds, sorted."""
    cols = 2 * len(START[0]) + boards * PATH_WIDTH
    squares = range(ROWS * cols)
    kinds = used_kinds(extra)
    monsters = [m for m in range(M_COUNT) if kinds >> M_KIND[m] & 1] + [BOSS_ID]
    slots = range(MAX_ITEMS)
    seats = range(players)
    columns = range(len(column_sizes(side_for(players))))
    by_kind: list[tuple[int, list[int]]] = [
        (PLACE, [r * cols + c for r in range(ROWS) for c in range(len(START[0]))]),
        (BROWN, _strip_squares(boards, "LMS")),
        (SPAWN, _strip_squares(boards, "12345")),
        *((kind, list(squares)) for kind in (STEP, TO, PUSH)),
        *((kind, list(range(CELLS))) for kind in (BLOCK, TAKE)),
        *((kind, list(seats)) for kind in (RED, GREY, GOLD, TARGET, VICTIM)),
        *((kind, list(slots)) for kind in (WRECK, BOOTS, PICKAXE, WOUND)),
        (BLACK, list(NETHERITE_ITEMS)),
        (PIGLIN, list(columns)),
        (ACTIVATE, monsters),
        (REROLL, list(range(1, 1 << SWORD_DICE))),
    ]
    acts: list[int] = []
    for seat in seats:
        acts += [pack(kind, seat) for kind in SIMPLE]
        for kind, values in by_kind:
            acts += [pack(kind, seat, a) for a in values]
        acts += [pack(ATTACK, seat, slot, m) for slot in slots for m in monsters]
        acts += [pack(REPAIR, seat, slot, 0, mode) for slot in slots for mode in MODES]
        acts += [pack(SIDE, seat, slot, 0, mode) for slot in slots for mode in MODES[1:]]
        acts += [pack(KEEP, seat, i, 0, mode) for i in range(DRAWN) for mode in MODES]
        for kind in (REPLACE, ENCHANT):
            acts += [
                pack(kind, seat, i, slot, mode)
                for i in range(DRAWN)
                for slot in slots
                for mode in MODES
            ]
    return sorted(set(acts))


def config_space(config: Mapping[str, Any]) -> tuple[int, int, tuple[str, ...]]:
    """The parts of a checked configuration the action space depends on: the player
    count, the path boards, the extra monster kinds."""
    setup = resolve(config)
    return config["players"], setup.boards, setup.extra
