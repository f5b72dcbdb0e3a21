"""How Forbidden Desert packs an action into one integer, and the action kinds.

Bits 0-4: the kind; 5-7: the seat taking it; 8-12: ``a``; 13-17: ``b``; 18 and up: ``c``.
What ``a``, ``b`` and ``c`` hold depends on the kind (see each constant). Cells are the
25 grid squares row by row (0 = a1, the north-west corner; 24 = e5), see components.py.
A "passenger" field holds the passenger's seat + 1 (0: nobody).

String ids (:func:`action_id`, described with the notation in notation.py): ``"2:move:c3"``,
``"0:move:c3+1"`` (the Climber takes seat 1 along), ``"0:dig:b2"``, ``"1:navigate:0:d4"``,
``"0:give-card:2:jet-pack"``...
"""

from __future__ import annotations

from meeple.games.forbidden_desert.components import (
    CELL_NAMES,
    EQUIPMENT,
    METER,
    N_CELLS,
    PARTS,
)

MOVE = 0  # a: cell, b: passenger + 1 (the Climber only); also tunnel travel
DIG = 1  # a: cell whose sand is removed (1 marker; 2 for the Archeologist)
EXCAVATE = 2  # the tile under the pawn
PICK_UP = 3  # a: part
NAVIGATE = 4  # a: seat moved, b: cell, c: passenger + 1 (a Climber moved takes one along)
DRAW_WATER = 5  # the Water Carrier, on an excavated well: +2 water
CALM = 6  # the Meteorologist spends an action: one Storm card fewer this turn
FORECAST = 7  # the Meteorologist spends an action to look at the top Storm cards
END_ACTIONS = 8
DRAW_STORM = 9  # one Storm card
GIVE_WATER = 10  # a: receiving seat (1 water; free, at any time)
GIVE_CARD = 11  # a: receiving seat, b: equipment card kind (free, at any time)
DUNE_BLASTER = 12  # a: cell
JET_PACK = 13  # a: cell, b: passenger + 1
SOLAR_SHIELD = 14
TERRASCOPE = 15  # a: cell of a face-down tile
WATER_RESERVE = 16  # Secret Water Reserve
TIME_THROTTLE = 17
STORM_TRACKER = 18
BURY = 19  # a: index in the peeked cards: that card goes to the bottom of the Storm deck
KEEP = 20  # bury none of the peeked cards
PLACE = 21  # a: index in the peeked cards still to order: that card goes next on top
TAKE_OFF = 22

KIND_NAMES = (
    "move", "dig", "excavate", "pick-up", "navigate", "draw-water", "calm", "forecast",
    "end-actions", "draw-storm", "give-water", "give-card", "dune-blaster", "jet-pack",
    "solar-shield", "terrascope", "secret-water-reserve", "time-throttle", "storm-tracker",
    "bury", "keep", "place", "take-off",
)  # fmt: skip
KIND_BY_NAME = {name: kind for kind, name in enumerate(KIND_NAMES)}
# Kinds that reveal something hidden (a tile's underside, a card drawn, cards peeked):
# undo stops there.
CHANCE_KINDS = frozenset({EXCAVATE, FORECAST, DRAW_STORM, TERRASCOPE, STORM_TRACKER})
# Kinds a seat may play whoever's turn it is (cards and sharing).
ANY_TIME_KINDS = frozenset(
    {GIVE_WATER, GIVE_CARD, DUNE_BLASTER, JET_PACK, SOLAR_SHIELD, TERRASCOPE, WATER_RESERVE}
    | {STORM_TRACKER}
)


# Every action is below this: ``c`` holds at most a passenger (seat 4) + 1, so 5.
MAX_PASSENGER = 5
ACTION_BOUND = (MAX_PASSENGER + 1) << 18


# The most Storm cards a forecast or a Storm Tracker takes in hand (the meter's top draw):
# the indices a BURY or PLACE action can name.
MAX_PEEKED = max(max(ticks) for ticks in METER.values())
BARE_KINDS = (  # kinds whose action names only the seat
    EXCAVATE, DRAW_WATER, CALM, FORECAST, END_ACTIONS, DRAW_STORM, SOLAR_SHIELD,
    WATER_RESERVE, TIME_THROTTLE, KEEP, TAKE_OFF,
)  # fmt: skip


def action_space(players: int, storm_tracker: bool) -> list[int]:
    """Every action a table of ``players`` can ever be offered, sorted: each kind with
    every value its fields can take (any seat may hold any adventurer, and the wind brings
    any tile to any cell), a superset of what the rules offer."""
    cells = range(N_CELLS)
    space: list[int] = []
    for seat in range(players):
        others = [other for other in range(players) if other != seat]
        riders = [0, *(other + 1 for other in others)]  # no passenger, or another seat
        space += [pack(kind, seat) for kind in BARE_KINDS]
        if storm_tracker:
            space.append(pack(STORM_TRACKER, seat))
        for kind in (DIG, DUNE_BLASTER, TERRASCOPE):
            space += [pack(kind, seat, cell) for cell in cells]
        for kind in (MOVE, JET_PACK):
            space += [pack(kind, seat, cell, rider) for cell in cells for rider in riders]
        space += [pack(PICK_UP, seat, part) for part in range(len(PARTS))]
        space += [
            pack(NAVIGATE, seat, other, cell, rider + 1)
            for other in others
            for cell in cells
            for rider in (-1, *(r for r in range(players) if r != other))
        ]
        space += [pack(GIVE_WATER, seat, other) for other in others]
        cards = len(EQUIPMENT) if storm_tracker else EQUIPMENT.index("storm-tracker")
        space += [pack(GIVE_CARD, seat, other, card) for other in others for card in range(cards)]
        space += [pack(kind, seat, index) for kind in (BURY, PLACE) for index in range(MAX_PEEKED)]
    return sorted(space)


def pack(kind: int, seat: int, a: int = 0, b: int = 0, c: int = 0) -> int:
    return kind | seat << 5 | a << 8 | b << 13 | c << 18


def unpack(action: int) -> tuple[int, int, int, int, int]:
    """(kind, seat, a, b, c)."""
    return action & 31, (action >> 5) & 7, (action >> 8) & 31, (action >> 13) & 31, action >> 18


def action_id(action: int) -> str:
    """The stable string id of ``action``, e.g. ``"0:move:c3+1"``."""
    kind, seat, a, b, cc = unpack(action)
    name = KIND_NAMES[kind]
    if kind in (MOVE, JET_PACK):
        return f"{seat}:{name}:{CELL_NAMES[a]}" + (f"+{b - 1}" if b else "")
    if kind in (DIG, DUNE_BLASTER, TERRASCOPE):
        return f"{seat}:{name}:{CELL_NAMES[a]}"
    if kind == NAVIGATE:
        return f"{seat}:{name}:{a}:{CELL_NAMES[b]}" + (f"+{cc - 1}" if cc else "")
    if kind == PICK_UP:
        return f"{seat}:{name}:{PARTS[a]}"
    if kind in (GIVE_WATER, BURY, PLACE):
        return f"{seat}:{name}:{a}"
    if kind == GIVE_CARD:
        return f"{seat}:{name}:{a}:{EQUIPMENT[b]}"
    return f"{seat}:{name}"
