"""Helpers for the Forbidden Desert rulebook tests: positions from notation, actions by id.

Positions are built with the game's notation (see ``notation.py`` and RULES.md). Cells are
``<column><row>``: columns ``a``-``e`` west to east, rows ``1``-``5`` north to south (north
is the side of the Storm deck). Unless a test says otherwise the board is the default
layout, the tiles in code order laid row by row around the storm's eye in ``c3``, all
face down and, unlike a real setup, **without sand** (``sand=`` adds some)::

          a    b    c    d    e
     1    CS   LP   WA   WB   MI
     2    TA   TB   TC   PR   PC
     3    ER   EC   *    CR   CC
     4    NR   NC   GA   GB   GC
     5    GD   GE   GF   GG   GH

CS crash site, LP launch pad, WA WB wells, MI mirage, TA TB TC tunnels, PR PC ER EC CR CC
NR NC the row/column clues of the Propeller, Engine, Crystal and Navigation deck, GA-GH
plain gear tiles. ``desert(at={"d4": "LP"})`` moves a tile to a cell (swapping it with
the tile there); ``dug`` lists excavated cells; ``storm`` moves the eye.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pytest

import meeple
from meeple.engine import IllegalAction
from meeple.games.forbidden_desert import actions as fa
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.rules import DesertState
from tests.games.common import find, ids, ids_of, messages, play

__all__ = ["find", "ids", "ids_of", "messages", "play"]  # shared helpers, re-exported

GAME = meeple.load("forbidden-desert")

CELLS = c.CELL_NAMES
DEFAULT = [tile.code for tile in c.TILES]
DEFAULT.insert(c.CENTRE, "*")  # cell by cell, a1 .. e5


def desert(
    *,
    at: Mapping[str, str] | None = None,
    sand: Mapping[str, int] | None = None,
    dug: str | Iterable[str] = (),
    storm: str = "c3",
) -> str:
    """The ``board`` field: the default layout with the eye moved to ``storm``, the tiles
    of ``at`` (cell -> tile code) swapped into place, ``sand`` (cell -> markers) and the
    ``dug`` cells excavated."""
    cells = list(DEFAULT)

    def swap(cell: str, code: str) -> None:
        i, j = c.CELL_BY_NAME[cell], cells.index(code)
        cells[i], cells[j] = cells[j], cells[i]

    swap(storm, "*")
    for cell, code in (at or {}).items():
        swap(cell, code)
    if isinstance(dug, str):
        dug = dug.replace(",", " ").split()
    dug = set(dug)
    for cell in dug:
        assert cells[c.CELL_BY_NAME[cell]] != "*", f"{cell} is the storm's eye"
    out = []
    for i, code in enumerate(cells):
        name = CELLS[i]
        if code != "*":
            code = code.lower() if name in dug else code
            code += str((sand or {}).get(name, "") or "")
        else:
            assert not (sand or {}).get(name), f"no sand on the eye {name}"
        out.append(code)
    return "/".join(",".join(out[r * 5 : r * 5 + 5]) for r in range(5))


def position(pawns: str, *, board: str | None = None, **fields: Any) -> DesertState:
    """A state from notation: ``board`` (default: :func:`desert` with no argument), the
    ``pawns`` field and any other notation ``fields`` (``sdeck="n3,sun"``...)."""
    parts = [f"board={board if board is not None else desert()}", f"pawns={pawns}"]
    parts += [f"{key}={value}" for key, value in fields.items()]
    state = GAME.from_notation("; ".join(parts))
    assert isinstance(state, DesertState)
    return state


def cells_of(state: DesertState, prefix: str) -> set[str]:
    """The last field of the legal action ids starting with ``prefix`` (``0:move:`` ->
    the cells seat 0 may move to)."""
    return {aid[len(prefix) :] for aid in ids_of(state, prefix)}


def encode(action_id: str) -> int:
    """The integer of an action id, legal or not (the inverse of ``state.action_id``)."""
    seat_text, name, *rest = action_id.split(":")
    kind = fa.KIND_BY_NAME[name]
    a = b = cc = 0

    def cell_and_rider(text: str) -> tuple[int, int]:
        cell, _, rider = text.partition("+")
        return c.CELL_BY_NAME[cell], int(rider) + 1 if rider else 0

    if kind in (fa.MOVE, fa.JET_PACK):
        a, b = cell_and_rider(rest[0])
    elif kind in (fa.DIG, fa.DUNE_BLASTER, fa.TERRASCOPE):
        a = c.CELL_BY_NAME[rest[0]]
    elif kind == fa.NAVIGATE:
        a = int(rest[0])
        b, cc = cell_and_rider(rest[1])
    elif kind == fa.PICK_UP:
        a = c.PARTS.index(rest[0])
    elif kind == fa.GIVE_WATER or kind in (fa.BURY, fa.PLACE):
        a = int(rest[0])
    elif kind == fa.GIVE_CARD:
        a, b = int(rest[0]), c.EQUIPMENT.index(rest[1])
    return fa.pack(kind, int(seat_text), a, b, cc)


def assert_illegal(state: DesertState, *action_ids: str) -> None:
    """Each action is absent from the legal actions, and applying it (as an integer or
    by its id) raises IllegalAction and leaves the state exactly as it was."""
    for action_id in action_ids:
        action = encode(action_id)
        assert state.action_id(action) == action_id, "helpers.encode is out of date"
        assert action_id not in ids(state), f"{action_id!r} should not be legal"
        before = state.serialize()
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.serialize() == before
        with pytest.raises(IllegalAction):
            state.apply_id(action_id)
        assert state.serialize() == before


# -- reading a position ----------------------------------------------------------------


def field(state: DesertState, key: str) -> str:
    """One field of the state's notation (``board``, ``pawns``, ``parts``...)."""
    fields = dict(part.split("=", 1) for part in state.notation().split("; "))
    return fields[key]


def grid(state: DesertState) -> list[list[str]]:
    """The board field as 5 rows of 5 cell codes."""
    return [row.split(",") for row in field(state, "board").split("/")]


def cell_code(state: DesertState, cell: str) -> str:
    """The notation of one cell: ``*``, ``GB3``, ``ta``..."""
    index = c.CELL_BY_NAME[cell]
    return grid(state)[index // 5][index % 5]


def tile_at(state: DesertState, cell: str) -> str:
    """The code of the tile on ``cell`` (upper case), ``*`` for the eye."""
    slot = state.slot_at[c.CELL_BY_NAME[cell]]
    return "*" if slot < 0 else c.TILES[state.kind[slot]].code


def cell_of_tile(state: DesertState, code: str) -> str:
    slot = state.kind.index(c.TILE_BY_CODE[code])
    return CELLS[state.cell_of[slot]]


def sand_at(state: DesertState, cell: str) -> int:
    slot = state.slot_at[c.CELL_BY_NAME[cell]]
    assert slot >= 0, f"{cell} is the storm's eye"
    return state.sand[slot]


def dug(state: DesertState, cell: str) -> bool:
    slot = state.slot_at[c.CELL_BY_NAME[cell]]
    return bool(state.revealed[slot])


def storm_cell(state: DesertState) -> str:
    return CELLS[state.storm]


def pawn_at(state: DesertState, seat: int) -> str:
    """The cell of ``seat``'s pawn."""
    return CELLS[state.cell_of[state.pos[seat]]]


def hand(state: DesertState, seat: int) -> str:
    """``seat``'s equipment as codes (``DJSTRHK`` order)."""
    return "".join(c.EQUIPMENT_CODES[k] * n for k, n in enumerate(state.hands[seat]))


def part_where(state: DesertState, part: str) -> str | None:
    """``"d2"`` (lying on that cell's tile), ``"*"`` (in the eye), ``"=1"`` (held by
    seat 1) or None (not located yet)."""
    for entry in field(state, "parts").split(","):
        if entry.startswith(part[0].upper()) and len(entry) > 1:
            rest = entry[1:]
            return rest[1:] if rest.startswith("@") else rest
    return None


def supply(state: DesertState) -> int:
    return c.TOTAL_SAND - sum(state.sand)


def storm_deck_top_first(state: DesertState) -> list[str]:
    return [c.STORM_CODES[k] for k in reversed(state.sdeck)]
