"""Why a click on a board element does nothing now (``Game.why_not``), from the rules.

Asked only for a target none of the seat's legal actions has, by the seat to decide (the
engine's default answers a finished game and another seat's decision first). A reason
reads only what every seat sees: the path's revealed squares, the figures, the cube's
shape (which cells still hold a block, never a hidden block's colour), the items.
Kept out of ``rules.py``, which is compiled and on the search's hot path.
"""

from __future__ import annotations

from typing import Any

from meeple.games.portal_dash.actions import BOSS_ID
from meeple.games.portal_dash.rules import (
    ANY,
    COLOUR_TERMS,
    DAMAGED,
    E_POWER,
    F_ACTIONS,
    F_BLOCK,
    F_MINE,
    F_PICK,
    F_PLACE,
    F_TO,
    I_KIND,
    I_RANGE,
    IK_ARMOUR,
    IK_BOOTS,
    IK_BOW,
    IK_LEGGINGS,
    IK_SWORD,
    ITEM_TERMS,
    M_COUNT,
    M_NO_BOW,
    M_NO_SWORD,
    MODE_ARMOUR,
    MONSTER_TERMS,
    PortalState,
)

Reason = tuple[str, dict[str, Any]]

CUBE_FRAMES = frozenset((F_MINE, F_PICK, F_BLOCK))
WEAPONS = frozenset((IK_SWORD, IK_BOW))


def why_not(state: PortalState, seat: int, target: str) -> Reason | None:
    """A reason of this game's rules, or None (the engine's default then answers)."""
    kind, _, rest = target.partition(":")
    frame = state.stack[-1]
    try:
        if kind == "cell":
            return _cell(state, frame, int(rest))
        if kind == "square":
            return _square(state, seat, frame, int(rest))
        if kind == "monster":
            return _monster(state, seat, frame, BOSS_ID if rest == "boss" else int(rest))
        if kind == "item":
            owner, _, slot = rest.partition(":")
            return _item(state, seat, frame, int(owner), int(slot))
    except (ValueError, IndexError):
        return None  # not an element of this board: the default answers
    return None


# -- the cube ---------------------------------------------------------------------------


def _cell(state: PortalState, frame: tuple[int, ...], i: int) -> Reason | None:
    if not 0 <= i < 64:
        return None
    if frame[0] == F_ACTIONS:
        return "pd.why.cell-mine", {}
    if frame[0] not in CUBE_FRAMES:
        return None
    cube = state.cube
    if cube[i] < 0:
        return "pd.why.cell-gone", {}
    if i >= 16 and cube[i - 16] >= 0:
        return "pd.why.cell-covered", {}
    if i not in state.available():
        return "pd.why.cell-sides", {}
    # an available block the die does not take: its colour shows (its top is open)
    colour = frame[1]
    if colour == ANY:
        return "pd.why.cell-die-any", {}
    return "pd.why.cell-die", {"colour": COLOUR_TERMS[colour]}


# -- the path ---------------------------------------------------------------------------


def _square(state: PortalState, seat: int, frame: tuple[int, ...], s: int) -> Reason | None:
    if not 0 <= s < len(state.ground):
        return None
    if frame[0] == F_PLACE:
        return "pd.why.square-start", {}
    if frame[0] not in (F_ACTIONS, F_TO):
        return None
    here = state.pos[seat]
    ground = state.ground[s]
    if s == here:
        return "pd.why.square-here", {}
    if ground == "#":
        return "pd.why.square-face-down", {}
    if ground == "L":
        return "pd.why.square-lava", {}
    if s in state.monster_squares():
        return "pd.why.square-monster", {}
    if frame[0] == F_TO:
        return "pd.why.square-boots", {"points": frame[1]}
    if s not in state.layout.neighbours[here]:
        return "pd.why.square-far", {}
    if ground == "S":
        return "pd.why.square-soul", {}
    return None


# -- monsters and items -----------------------------------------------------------------


def _reach(item: int) -> int:
    """How far a sword or a bow hits (orthogonal distance)."""
    if I_KIND[item & 127] == IK_SWORD:
        return 1
    return I_RANGE[item & 127] + (1 if item >> 14 & E_POWER else 0)


def _monster(state: PortalState, seat: int, frame: tuple[int, ...], m: int) -> Reason | None:
    square = state.boss_pos if m == BOSS_ID else state.mpos[m] if 0 <= m < M_COUNT else -1
    if frame[0] != F_ACTIONS or square < 0:
        return None
    args: dict[str, Any] = {"monster": MONSTER_TERMS[m]}
    weapons = [item for item in state.inv[seat] if I_KIND[item & 127] in WEAPONS]
    if not weapons:
        return "pd.why.no-weapon", args
    ready = [item for item in weapons if not item & DAMAGED]
    if not ready:
        return "pd.why.weapons-damaged", args
    hurting = [
        item
        for item in ready
        if not (M_NO_SWORD if I_KIND[item & 127] == IK_SWORD else M_NO_BOW)[m]
    ]
    if not hurting:
        immune = "pd.why.immune-sword" if M_NO_SWORD[m] else "pd.why.immune-bow"
        return immune, args
    distance = state.manhattan(state.pos[seat], square)
    return "pd.why.monster-far", {
        **args,
        "distance": distance,
        "reach": max(_reach(item) for item in hurting),
    }


def _item(
    state: PortalState, seat: int, frame: tuple[int, ...], owner: int, slot: int
) -> Reason | None:
    if not 0 <= owner < state.players or not 0 <= slot < len(state.inv[owner]):
        return None
    item = state.inv[owner][slot]
    args: dict[str, Any] = {"item": ITEM_TERMS[item & 127]}
    if frame[0] != F_ACTIONS:
        return None
    if owner != seat:
        return "pd.why.item-other", {**args, "seat": owner}
    kind = I_KIND[item & 127]
    if kind == IK_ARMOUR or (kind == IK_LEGGINGS and item >> 12 & 3 == MODE_ARMOUR):
        return "pd.why.armour-full", args
    if kind in (IK_BOOTS, IK_LEGGINGS):
        return "pd.why.boots-stuck", args
    if kind in WEAPONS:
        return "pd.why.weapon-no-target", {**args, "reach": _reach(item)}
    return None
