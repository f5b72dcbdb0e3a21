"""Helpers for the Risk Junior Narnia rulebook tests: positions from notation, actions by
id, reading a position through the public view.

Everything goes through the public contract (``meeple.load``, ``setup``,
``from_notation``, ``legal_actions``/``action_id``/``apply_id``, ``view``, ``outcome``,
``notation``). The map is read from the view's static ``map`` key and crossings are
found by playing (:func:`crossings`), so that a new map keeps the tests meaningful.

Action ids (RULES.md "Action ids, view and notation"): ``1:character:red:lucy``,
``0:camp:witch:telmar``, ``0:draw``, ``0:place:beruna``, ``1:take:susan``,
``0:territory``, ``0:target:beruna``, ``0:play:fog``, ``0:send:maugrim``, ``0:nosend``,
``0:reinforce:telmar``, ``0:reinforce:none``, ``2:roll``, ``2:hit:centaur``,
``0:stone:faun``, ``0:move:galma:3:0[:peter]``, ``0:stop``. ``ids``, ``ids_of`` (the ids
starting with a prefix such as ``"1:send:"``), ``find``, ``play`` and ``messages`` are the
shared helpers of ``tests/games/common.py``, re-exported.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

import pytest

import meeple
from meeple.engine import IllegalAction, State
from tests.games.common import find, ids, ids_of, messages, play  # noqa: F401 (shared ones)

GAME = meeple.load("risk-junior-narnia")

COLOURS = ("witch", "red", "blue", "yellow")
#: The seat of each colour in play, by player count (RULES.md, "The model").
SEATS: dict[int, dict[str, int]] = {
    2: {"witch": 0, "red": 1, "blue": 1},
    3: {"witch": 0, "red": 1, "blue": 2},
    4: {"witch": 0, "red": 1, "blue": 2, "yellow": 3},
}
KINDS = {"witch": ("boggle", "minotaur")} | {c: ("faun", "centaur") for c in COLOURS[1:]}
FULL_SUPPLY = {"witch": (53, 28)} | {c: (25, 9) for c in COLOURS[1:]}
CHOOSABLE = {"peter", "edmund", "susan", "lucy", "beavers"}
ASLAN_CHARACTERS = CHOOSABLE | {"aslan", "tumnus", "rumblebuffin"}
WITCH_CHARACTERS = {"white-witch", "maugrim", "ginarrbrik", "otmin"}
WOODED = {
    "cair-paravel",
    "enclave-alliee",
    "reverbere",
    "pere-noel",
    "bois-tremblotants",
    "pre-dansant",
}
NAMED = {"telmar", "cair-paravel", "galma", "beruna", "lac-gele"} | WOODED
SCORING = ("always-winter", "father-christmas", "final")
CONFIGS = [
    {"players": players, **options}
    for players in (2, 3, 4)
    for options in (
        {},
        {"hidden_cards": True, "camp_reinforcement": True, "woods": True},
    )
]


def setup(players: int = 2, seed: int = 0, **options: Any) -> State:
    return GAME.setup({"players": players, **options}, seed)


def position(**fields: Any) -> State:
    """A state from notation: ``position(players=3, board="telmar:red:2+0", ...)``;
    ``from_`` stands for the ``from`` field."""
    if "from_" in fields:
        fields["from"] = fields.pop("from_")
    return GAME.from_notation("; ".join(f"{key}={value}" for key, value in fields.items()))


def assert_illegal(state: State, *action_ids: str) -> None:
    """Each id is not legal now, applying it raises IllegalAction, nothing changes."""
    for action_id in action_ids:
        assert action_id not in ids(state), f"{action_id!r} should not be legal"
        before = state.serialize()
        with pytest.raises(IllegalAction):
            state.apply_id(action_id)
        assert state.serialize() == before


# -- reading a position ------------------------------------------------------------------


def view(state: State, seat: int | None = None) -> dict[str, Any]:
    return state.view(seat)


def phase(state: State) -> str:
    return str(view(state)["turn"]["phase"])


def turn_colour(state: State) -> str | None:
    return view(state)["turn"]["colour"]


def colour(state: State, name: str, seat: int | None = None) -> dict[str, Any]:
    for entry in view(state, seat)["colours"]:
        if entry["colour"] == name:
            return entry
    raise AssertionError(f"no colour {name} in play")


def territory(state: State, tid: str) -> dict[str, Any]:
    for entry in view(state)["territories"]:
        if entry["id"] == tid:
            return entry
    raise AssertionError(f"no territory {tid}")


def owner(state: State, tid: str) -> str:
    return str(territory(state, tid)["owner"])


def armies(state: State, tid: str) -> tuple[int, int]:
    """(fauns/boggles, centaurs/minotaurs) on a territory."""
    entry = territory(state, tid)
    army, elite = KINDS[entry["owner"]]
    return entry["armies"].get(army, 0), entry["armies"].get(elite, 0)


def supply(state: State, name: str) -> tuple[int, int]:
    army, elite = KINDS[name]
    s = colour(state, name)["supply"]
    return s[army], s[elite]


def captured(state: State, holder: str, victim: str) -> tuple[int, int]:
    army, elite = KINDS[victim]
    c = colour(state, holder)["captured"].get(victim, {})
    return c.get(army, 0), c.get(elite, 0)


def stone(state: State, name: str) -> tuple[int, int]:
    army, elite = KINDS[name]
    s = colour(state, name)["stone"]
    return s.get(army, 0), s.get(elite, 0)


def points(state: State, name: str) -> int:
    return int(colour(state, name)["points"])


def character(state: State, cid: str) -> dict[str, Any]:
    for entry in view(state)["characters"]:
        if entry["id"] == cid:
            return entry
    raise AssertionError(f"no character {cid}")


def battle(state: State) -> dict[str, Any] | None:
    return view(state)["battle"]


def fields(state: State) -> dict[str, str]:
    return dict(part.split("=", 1) for part in state.notation().split("; "))


def items(text: str) -> list[str]:
    return [] if text in ("-", "") else text.split(",")


def finish_setup(state: State, pick: int = 0) -> State:
    """Play the setup choices (character, camp), each time the ``pick``-th legal id in
    sorted order (modulo their number)."""
    while phase(state) in ("character", "camp"):
        legal = sorted(ids(state))
        state.apply_id(legal[pick % len(legal)])
    return state


# -- the map -------------------------------------------------------------------------------


@cache
def game_map() -> dict[str, Any]:
    """``territories`` (ids, board order), ``land`` (pairs sharing a hex edge),
    ``rivers``, ``bridges``, ``sea_routes`` (sets of frozensets), ``ports``."""
    state = setup(2, 0)
    data = view(state)["map"]
    terrs = data["territories"]
    cells = {t["id"]: [tuple(c) for c in t["cells"]] for t in terrs}
    ports = {t["id"] for t in terrs if t["port"]}
    rivers, bridges, sea = data["rivers"], data["bridges"], data["sea_routes"]
    where = {cell: tid for tid, cs in cells.items() for cell in cs}
    land = set()
    for (q, r), tid in where.items():
        for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)):
            other = where.get((q + dq, r + dr))
            if other is not None and other != tid:
                land.add(frozenset((tid, other)))
    return {
        "territories": [t["id"] for t in view(state)["territories"]],
        "land": land,
        "rivers": {frozenset(p) for p in rivers},
        "bridges": {frozenset(p) for p in bridges},
        "sea_routes": {frozenset(p) for p in sea},
        "ports": ports,
    }


def crossings(tid: str) -> dict[str, bool]:
    """Played out: every territory an attack may continue into from ``tid`` (all the
    others the witch's), and whether that is a water crossing (the view's ``water``)."""
    base = dict(players=2, board=f"{tid}:red:5+0", rest="witch:2+0", turn="red")
    state = position(**base, phase="continue", battle=tid)
    found: dict[str, bool] = {}
    for aid in ids_of(state, "1:move:"):
        _, _, target, n, m, *rest = aid.split(":")
        if (n, m) != ("1", "0") or rest:
            continue
        copy = state.clone()
        copy.apply_id(aid)
        found[target] = bool(battle(copy)["water"])
    return found


# -- statistics ----------------------------------------------------------------------------


def assert_frequency(hits: int, trials: int, p: float, sigmas: float = 4.5) -> None:
    """``hits`` of ``trials`` agrees with probability ``p``: within ``sigmas`` standard
    deviations of the binomial (a false alarm about once in 150,000 checks at 4.5)."""
    sd = math.sqrt(p * (1 - p) / trials)
    freq = hits / trials
    assert abs(freq - p) <= sigmas * sd + 1e-12, (
        f"frequency {freq:.4f} of {trials} vs exact {p:.4f} (tolerance {sigmas * sd:.4f})"
    )


def on_top(tid: str) -> dict[str, str]:
    """Notation fields making ``tid`` the only card left in the territory deck (the
    others drawn since the last shuffle)."""
    others = [t for t in game_map()["territories"] if t != tid]
    return {"territory_discard": ",".join(others)}
