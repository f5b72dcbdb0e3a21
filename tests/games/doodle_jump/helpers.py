"""Helpers for the Doodle Jump rulebook tests: positions from notation, actions by id,
reading a position through the public view.

Every position a test builds carries its own ``levels=`` field (see :func:`layout`), so
that the layout of the data file (``components.LEVELS``, to be recalibrated) never
changes what a test means. Boards are named A..H in the order of the ``levels`` field;
``order`` (bottom slot first) defaults to A..H, so board A is in slot 1 and board H in
slot 8 unless a test says otherwise. A pad is ``<board><number>`` (``C7``); its
absolute column is its board column plus the board's offset.

Action ids (RULES.md): ``0:roll``, ``0:jump:A5:1+2`` (number dice 1..5, ``S`` the special
die), ``0:reroll``, ``0:slide:C:left``, ``0:move:C``, ``0:continue``, ``0:stop``,
``0:fall``, ``0:shield``, ``0:bounce:C5`` / ``0:bounce:none``, ``0:shoes:B7``,
``0:hat:C5``, ``0:rocket:C5``; expert: ``0:shoot:C9:1``, ``0:reroll:tile``,
``0:slide:C:left:tile``, ``0:move:C:tile``.
"""

from __future__ import annotations

from typing import Any

import pytest

import meeple
from meeple.engine import IllegalAction, State
from tests.games.common import find, ids, ids_of, messages, play

__all__ = ["find", "ids", "ids_of", "messages", "play"]  # shared, re-exported

GAME = meeple.load("doodle-jump")

LETTERS = "ABCDEFGH"
ALPHABETICAL = ",".join(LETTERS)

#: A board that keeps out of the way: pads at the far left and right columns only
#: (columns 0, 1 and 6), numbers 3, 4 and 10.
FILLER = "3@0,4@1,10@6"

#: All power tiles and obstacles, as the notation names them.
POWER_KINDS = ("trampoline", "spring", "shield", "shoes", "hat", "rocket")
OBSTACLE_KINDS = ("ufo", "monster", "black-hole")
POWER_COUNTS = {"trampoline": 3, "spring": 3, "shield": 4, "shoes": 3, "hat": 3, "rocket": 2}
OBSTACLE_COUNTS = {"ufo": 3, "monster": 3, "black-hole": 1}


def layout(**boards: str) -> str:
    """The ``levels`` field: boards A..H given by letter (``A="5@1,6@3,9@5"``), the
    others :data:`FILLER`."""
    unknown = set(boards) - set(LETTERS)
    assert not unknown, f"no board {unknown}"
    return "|".join(boards.get(letter, FILLER) for letter in LETTERS)


def position(levels: str, **fields: Any) -> State:
    """A state from notation with the given ``levels`` and any other fields
    (``players=2``, ``doodlers="start,C7"``, ``dice="1,4,4,6,-"``...). ``order``
    defaults to A..H bottom to top; ``players`` to the number of ``doodlers``."""
    fields.setdefault("order", ALPHABETICAL)
    if "players" not in fields and "doodlers" in fields:
        fields["players"] = len(str(fields["doodlers"]).split(","))
    parts = [f"players={fields.pop('players', 2)}", f"levels={levels}"]
    parts += [f"{key}={value}" for key, value in fields.items()]
    return GAME.from_notation("; ".join(parts))


def targets(state: State, prefix: str) -> set[str]:
    """The pads named by the legal ``prefix`` actions: ``0:jump:C5:1+2`` -> ``C5``."""
    return {aid[len(prefix) :].split(":")[0] for aid in ids_of(state, prefix)}


def assert_illegal(state: State, *action_ids: str) -> None:
    """Each action id is not legal now, applying it raises IllegalAction, and the state
    is left exactly as it was."""
    for action_id in action_ids:
        assert action_id not in ids(state), f"{action_id!r} should not be legal"
        before = state.serialize()
        with pytest.raises(IllegalAction):
            state.apply_id(action_id)
        assert state.serialize() == before


# -- reading a position through the view ------------------------------------------------


def view(state: State) -> dict[str, Any]:
    return state.view(None)


def phase(state: State) -> str:
    return str(view(state)["turn"]["phase"])


def turn_seat(state: State) -> int:
    return int(view(state)["turn"]["seat"])


def pad_of(state: State, seat: int) -> str | None:
    """The pad of ``seat``'s Doodler, None at the start."""
    pad = view(state)["doodlers"][seat]["pad"]
    return None if pad is None else str(pad)


def pads(state: State) -> list[str | None]:
    """Every seat's pad (None at the start)."""
    return [d["pad"] for d in view(state)["doodlers"]]


def slot_of(state: State, seat: int) -> int:
    return int(view(state)["doodlers"][seat]["slot"])


def tiles(state: State) -> dict[str, str]:
    """The tiles on the board: pad -> kind."""
    return {t["pad"]: t["kind"] for t in view(state)["tiles"]}


def held(state: State, seat: int) -> list[str]:
    return list(view(state)["held"][seat])


def bag_size(state: State) -> int:
    return int(view(state)["bag"])


def order(state: State) -> str:
    """The boards bottom to top, e.g. ``"ABCDEFGH"``."""
    return "".join(level["board"] for level in view(state)["ramp"])


def offsets(state: State) -> dict[str, int]:
    return {level["board"]: level["offset"] for level in view(state)["ramp"]}


def column(state: State, pad: str) -> int:
    """The absolute column of ``pad``."""
    for level in view(state)["ramp"]:
        for p in level["pads"]:
            if p["id"] == pad:
                return int(p["column"])
    raise AssertionError(f"no pad {pad}")


def dice(state: State) -> list[tuple[int | None, bool]]:
    """The number dice in play: (value, used)."""
    return [(d["value"], d["used"]) for d in view(state)["dice"]]


def special(state: State) -> tuple[str | None, bool]:
    s = view(state)["special"]
    return s["value"], s["used"]


def reach(state: State) -> set[str]:
    return set(view(state)["reach"])


def notation_fields(state: State) -> dict[str, str]:
    """The fields of the state's notation, by key."""
    return dict(part.split("=", 1) for part in state.notation().split("; "))


def field(state: State, key: str) -> str:
    """One field of the state's notation."""
    return notation_fields(state)[key]
