"""Helpers for the Forbidden Island rulebook tests: positions from notation, actions by id.

Positions are built with the game's notation (see ``notation.py`` and RULES.md). Unless a
test says otherwise the board keeps the default layout, the tiles in code order laid row
by row into the island's shape::

            c0  c1  c2  c3  c4  c5
      r0     .   .   FL  BG  .   .
      r1     .   CG  GG  SG  IG  .
      r2     TM  TS  WG  HG  CE  CS
      r3     CP  TP  BB  CA  CF  DD
      r4     .   LL  MM  OB  PR  .
      r5     .   .   TH  WT  .   .

FL Fools' Landing; BG CG GG SG IG the Bronze, Copper, Gold, Silver and Iron Gates; TM TS
the Temples (Earth Stone); WG HG the Gardens (Statue of the Wind); CE CS the Caves
(Crystal of Fire); CP TP the Palaces (Ocean's Chalice); the rest are plain tiles.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

import meeple
from meeple.engine import IllegalAction
from meeple.games.forbidden_island import actions as fa
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.rules import IslandState
from tests.games.common import find, ids, ids_of, messages, play

__all__ = ["find", "ids", "ids_of", "messages", "play"]  # shared helpers, re-exported

GAME = meeple.load("forbidden-island")

CODE = {tile.slug: tile.code for tile in c.TILES}
SLUG = {tile.code: tile.slug for tile in c.TILES}
LAYOUT = tuple(tile.code for tile in c.TILES)  # the default board, cell by cell


def _codes(tiles: str | Iterable[str]) -> list[str]:
    if isinstance(tiles, str):
        tiles = tiles.replace(",", " ").split()
    return list(tiles)


def position(
    pawns: str, *, flooded: str | Iterable[str] = (), sunk: str | Iterable[str] = (), **fields: Any
) -> IslandState:
    """A state from notation: the default layout with ``flooded`` and ``sunk`` tile codes
    marked, the ``pawns`` field, and any other notation ``fields`` (``tdeck="EW"``...)."""
    wet, gone = set(_codes(flooded)), set(_codes(sunk))
    unknown = (wet | gone) - set(LAYOUT)
    assert not unknown, f"unknown tile codes {unknown}"
    board = ",".join(
        code + ("~" if code in wet else "!" if code in gone else "") for code in LAYOUT
    )
    parts = [f"board={board}", f"pawns={pawns}"]
    parts += [f"{key}={value}" for key, value in fields.items()]
    state = GAME.from_notation("; ".join(parts))
    assert isinstance(state, IslandState)
    return state


def tiles_of(state: IslandState, prefix: str) -> set[str]:
    """The tile codes named last in the legal actions starting with ``prefix``."""
    return {CODE[aid.rsplit(":", 1)[1]] for aid in ids_of(state, prefix)}


def encode(action_id: str) -> int:
    """The integer of an action id, legal or not (the inverse of ``state.action_id``)."""
    seat_text, name, *rest = action_id.split(":")
    kind = fa.KIND_BY_NAME[name]
    a = b = 0
    if kind in (fa.MOVE, fa.FLY, fa.SWIM, fa.SANDBAGS, fa.HELI_DROP):
        a = c.TILE_BY_SLUG[rest[0]]
    elif kind == fa.SHORE_UP:
        first, _, second = rest[0].partition("+")
        a = c.TILE_BY_SLUG[first]
        b = c.TILE_BY_SLUG[second or first]
    elif kind == fa.NAVIGATE:
        a, b = int(rest[0]), c.TILE_BY_SLUG[rest[1]]
    elif kind == fa.GIVE:
        a, b = int(rest[0]), c.CARDS.index(rest[1])
    elif kind == fa.CAPTURE:
        a = c.TREASURES.index(rest[0])
    elif kind == fa.DISCARD:
        a = c.CARDS.index(rest[0])
    elif kind == fa.HELICOPTER:
        a = c.TILE_BY_SLUG[rest[0]]
        b = sum(1 << int(seat) for seat in rest[1].split("+"))
    return fa.pack(kind, int(seat_text), a, b)


def assert_illegal(state: IslandState, *action_ids: str) -> None:
    """Each action is absent from the legal actions, and applying it (as an integer or
    by its id) raises IllegalAction and leaves the state exactly as it was."""
    for action_id in action_ids:
        action = encode(action_id)
        assert state.action_id(action) == action_id, "helpers.encode is out of date"
        assert action_id not in ids(state), f"{action_id!r} should not be legal"
        assert action not in state.legal_actions()
        before = state.serialize()
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.serialize() == before
        with pytest.raises(IllegalAction):
            state.apply_id(action_id)
        assert state.serialize() == before


def tile_state(state: IslandState, code: str) -> str:
    """``dry``, ``flooded`` or ``sunk``."""
    return c.TILE_STATES[state.tiles[c.TILE_BY_CODE[code]]]


def pawn_at(state: IslandState, seat: int) -> str:
    """The code of the tile ``seat``'s pawn stands on."""
    return c.TILES[state.pos[seat]].code


def hand(state: IslandState, seat: int) -> str:
    """``seat``'s hand as card codes, sorted as the notation writes them."""
    return "".join(c.CARD_CODES[kind] * n for kind, n in enumerate(state.hands[seat]))


def codes(tiles: Iterable[int]) -> list[str]:
    return [c.TILES[tile].code for tile in tiles]


def flood_deck_top_first(state: IslandState) -> list[str]:
    return codes(reversed(state.fdeck))


def treasure_deck_top_first(state: IslandState) -> str:
    return "".join(c.CARD_CODES[kind] for kind in reversed(state.tdeck))
