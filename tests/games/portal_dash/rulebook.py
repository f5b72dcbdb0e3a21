"""Helpers for the Portal Dash tests: positions from notation, actions by id (the shared
helpers of ``tests/games/common.py``, re-exported here),
chance steps steered by searching the random stream, reading through the public view.

Everything goes through the public contract (``meeple.load``, ``from_notation``,
``legal_actions`` / ``action_id`` / ``apply_id``, ``view``, ``outcome``). Squares are
``r * cols + c`` of the layout (``sq``); monster ids ``kind * 3 + number - 1`` in the
order magma cube, ghast, enderman, hoglin, blaze, wither skeleton (``mid``).

A dice roll is steered by trying random streams (``rng=``) until the public view shows
the wanted faces (:func:`steer`), so the tests do not depend on how the engine draws.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

import meeple
from meeple.engine import IllegalAction, State
from meeple.engine.notation import write_fields
from meeple.games.portal_dash.piglins import MISSIONS
from tests.games.common import find, ids, ids_of, messages, play

__all__ = ["find", "ids", "ids_of", "messages", "play"]  # and the helpers below

GAME = meeple.load("portal-dash")
KINDS = ("magma_cube", "ghast", "enderman", "hoglin", "blaze", "wither_skeleton")
BOSS = "boss"
# a cube of grey blocks only: a roll of red, gold, brown or black takes no block
GREY_CUBE = "/".join(["g" * 16] * 4)
NO_BLOCK = ("red", "gold", "brown", "black")


# The columns of a 2-board path: the start strip (2), two path boards (4 each), the portal
# strip (2); most rulebook positions are on one.
COLS = 12


def sq(r: int, c: int) -> int:
    """The square at row ``r``, column ``c`` of a 2-board path."""
    return r * COLS + c


def mid(name: str) -> int:
    """The monster id of ``ghast2`` etc."""
    return KINDS.index(name[:-1]) * 3 + int(name[-1]) - 1


def position(**fields: Any) -> State:
    """A state from notation: ``position(players=2, path="1,2", chars="25:6/49:6")``."""
    return GAME.from_notation(notation(**fields))


def notation(**fields: Any) -> str:
    return write_fields(fields.items())


def assert_illegal(state: State, *action_ids: str) -> None:
    for action_id in action_ids:
        assert action_id not in ids(state), f"{action_id!r} should not be legal"
        with pytest.raises(IllegalAction):
            state.apply_id(action_id)


def steer(
    make: Callable[[int], State],
    steps: Iterable[str],
    wanted: Callable[[State], bool],
    tries: int = 4000,
) -> State:
    """The first state ``make(rng)`` (rng = 1, 2, ...) where playing ``steps`` gives a
    position satisfying ``wanted`` (returned after the steps)."""
    steps = tuple(steps)
    for rng in range(1, tries + 1):
        state = make(rng)
        play(state, *steps)
        if wanted(state):
            return state
    raise AssertionError("no random stream gives the wanted result")


def rolled(fields: dict[str, Any], monster: int, block: Iterable[str] = NO_BLOCK) -> State:
    """The position ``fields`` (stack ``roll``) after the active seat rolled ``monster``
    on the monster die and one of ``block`` on the block die."""
    blocks = set(block)
    seat = int(fields.get("turn", 0))

    def wanted(state: State) -> bool:
        d = view(state)["dice"]
        return bool(d["monster"] == monster and d["block"] in blocks)

    return steer(lambda rng: position(**fields, stack="roll", rng=rng), [f"{seat}:roll"], wanted)


# -- reading a position ------------------------------------------------------------------


def view(state: State, seat: int | None = 0) -> dict[str, Any]:
    return state.view(seat)


def phase(state: State) -> str:
    return str(view(state)["turn"]["phase"])


def cols(state: State) -> int:
    return int(view(state)["layout"]["cols"])


def character(state: State, seat: int) -> dict[str, Any]:
    return dict(view(state)["characters"][seat])


def hp(state: State, seat: int) -> int:
    return int(character(state, seat)["hp"])


def square_of(state: State, seat: int) -> int | None:
    s = character(state, seat)["square"]
    return None if s is None else int(s)


def monsters(state: State) -> dict[str, int]:
    """``{"ghast2": square}`` for the monsters on the board."""
    return {f"{m['kind']}{m['number']}": m["square"] for m in view(state)["monsters"]}


def queue(state: State) -> list[str]:
    return [f"{m['kind']}{m['number']}" for m in view(state)["queue"]]


def boss(state: State) -> dict[str, Any]:
    return dict(view(state)["boss"])


def items(state: State, seat: int) -> list[dict[str, Any]]:
    return list(character(state, seat)["items"])


def outcome(state: State) -> Any:
    return state.outcome()


def piglin_notation(
    side: str = "1-2", fills: dict[str, str] | None = None, full: str | None = None
) -> str:
    """The ``piglins=`` field for the sheet's ``side`` (piglins.py's sizes): ``fills``
    gives some columns as ``{"A1": "r2"}`` (colour letter and count), ``full`` fills
    every column with that colour letter; the rest empty (``-``)."""
    fills = fills or {}
    groups = []
    for name, sizes in MISSIONS[side].items():
        cols = []
        for k, size in enumerate(sizes):
            key = f"{name}{k + 1}"
            cols.append(fills.get(key) or (f"{full}{size}" if full else "-"))
        groups.append(",".join(cols))
    return "/".join(groups)
