"""The levels of Portal Dash (rulebook §X "Autres niveaux").

The level (the difficulty) is computed from the material: 2 per path board beyond the
first 2, 1 per extra monster type (hoglins, blazes, wither skeletons) and 1 for a boss on
its easy side, 2 on its hard side. Levels 1 to 5 are the text's set-ups; a custom game
chooses each part and gets the level the formula gives.

>>> level_number(2, 0, "easy"), level_number(3, 2, "hard"), level_number(4, 1, "easy")
(1, 6, 6)
>>> resolve({"level": 4})
Setup(boards=3, extra=(), boss='wildfire', side='hard')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from meeple.games.portal_dash.monsters import EXTRA_KINDS

LEVEL_CHOICES: tuple[Any, ...] = (1, 2, 3, 4, 5, "custom")
BOARD_CHOICES: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 8)


class Setup(NamedTuple):
    boards: int  # path boards between the start and the portal
    extra: tuple[str, ...]  # extra monster kinds, in EXTRA_KINDS order
    boss: str  # "wildfire" or "ancient_hoglin"
    side: str  # "easy" or "hard"


# The text's levels; level 3 lets the team choose its boss (config "boss", by default the
# Ancient Hoglin: level 3 is level 2 plus the blazes, so the levels keep their order).
LEVELS: dict[int, Setup] = {
    1: Setup(2, (), "wildfire", "easy"),
    2: Setup(2, ("hoglin",), "ancient_hoglin", "easy"),
    3: Setup(2, ("hoglin", "blaze"), "", "easy"),
    4: Setup(3, (), "wildfire", "hard"),
    5: Setup(2, ("hoglin", "blaze", "wither_skeleton"), "ancient_hoglin", "hard"),
}


def level_number(boards: int, extra_types: int, side: str) -> int:
    """The text's formula: 2 per board beyond 2, 1 per extra monster type, 1 or 2 for
    the boss's easy or hard side."""
    return 2 * (boards - 2) + extra_types + (1 if side == "easy" else 2)


def resolve(config: Mapping[str, Any]) -> Setup:
    """The material of a configuration (levels 1-5, or the custom options)."""
    level = config.get("level", 1)
    if level != "custom":
        setup = LEVELS[int(level)]
        if not setup.boss:
            setup = setup._replace(boss=str(config.get("boss") or "ancient_hoglin"))
        return setup
    chosen = set(config.get("monsters") or ())
    extra = tuple(kind for kind in EXTRA_KINDS if kind in chosen)
    return Setup(
        int(config.get("boards", 2)),
        extra,
        str(config.get("boss") or "ancient_hoglin"),
        str(config.get("boss_side", "easy")),
    )


def config_level(config: Mapping[str, Any]) -> int:
    """The level number of a configuration (a custom one by the formula)."""
    s = resolve(config)
    return level_number(s.boards, len(s.extra), s.side)
