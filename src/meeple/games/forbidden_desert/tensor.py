"""Forbidden Desert's observation tensor for the research adapters (meeple.adapters).

Planes over the 5x5 grid (one value per cell, row by row as components.CELL_NAMES), then
flat pieces. Seats are relative to the observer (it comes first) and padded to 5, so the
shape never depends on the player count. Every value lies in [0, 1]; counts are divided
by their true maximum.

Only what ``view(seat)`` shows is read: a face-down tile gives its desert side (a water
drop, the crash site), its city side only once excavated or looked under by this seat
with a Terrascope; of the decks, their sizes, the public Storm discard, and the Storm
cards this seat saw (its forecast in hand, the top cards and bottom card it knows).

The writer is on the adapters' hot path (one call per step when a learner asks for
observations), so it sets only the non-zero entries, at offsets computed once.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from itertools import compress
from typing import Any

from meeple.engine.game import TensorBuffer
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.actions import MAX_PEEKED
from meeple.games.forbidden_desert.rules import HELD, IN_STORM, PHASES, DesertState

MAX_SEATS = 5
GRID = (c.SIZE, c.SIZE)
N_PARTS = len(c.PARTS)
N_STORM = len(c.STORM_CARDS)
MAX_LEVEL = max(c.SKULL.values())  # the meter's one-hot runs 0 .. the highest skull
DRAWS = sorted({d for ticks in c.METER.values() for d in ticks if d})  # 2 .. 6 a turn
MAX_DRAWS = DRAWS[-1]
MAX_ACTIONS = c.ACTIONS_PER_TURN + c.THROTTLE_ACTIONS  # one Time Throttle in the deck
MAX_WATER = max(c.CANTEEN)
WAITING = ("actions", "draw-storm", "peek", "nothing")  # as the view's "waiting_for"

PIECES: tuple[tuple[str, tuple[int, ...]], ...] = (
    # -- planes on the grid
    ("eye", GRID),  # the storm's eye
    ("excavated", GRID),
    ("desert", (2, *GRID)),  # desert side: water drop, crash site (else plain)
    ("tile_kind", (len(c.KINDS), *GRID)),  # the city side, where this seat sees it
    ("clue", (N_PARTS, 2, *GRID)),  # clue tiles seen: part x (row, column)
    ("gear", GRID),  # a gear tile seen (excavating it draws Equipment)
    ("peeked", GRID),  # face down, looked under by this seat
    ("sand", (3, *GRID)),  # any sand, blocked (2 or more), markers / 48
    ("parts", (N_PARTS, *GRID)),  # parts lying there (on the eye: waiting for a tile)
    ("part_lines", (N_PARTS, *GRID)),  # where a part not found yet appears, by its seen clues
    ("pawns", (MAX_SEATS, *GRID)),
    # -- seats (observer first)
    ("present", (MAX_SEATS,)),
    ("roles", (MAX_SEATS, len(c.ROLES))),
    ("water", (MAX_SEATS,)),  # / 5 (the largest canteen)
    ("canteen", (MAX_SEATS,)),  # / 5
    ("buried", (MAX_SEATS,)),
    ("shield", (MAX_SEATS,)),  # its Solar Shield is active
    ("hands", (MAX_SEATS, c.N_EQUIPMENT)),  # cards of each kind / how many the deck has
    # -- the parts: hidden, on the board, in the eye, held; and by whom
    ("part_where", (N_PARTS, 4)),
    ("part_holder", (N_PARTS, MAX_SEATS)),
    # -- the storm
    ("meter", (MAX_LEVEL + 1,)),  # one-hot position
    ("draws", (len(DRAWS),)),  # Storm cards a turn at this position, one-hot 2 .. 6
    ("meter_left", (1,)),  # ticks left to the skull / the most there can be
    ("storm_deck", (1,)),  # cards / 31
    ("storm_discard", (N_STORM,)),  # cards of each kind / how many the deck has
    ("storm_known_top", (MAX_PEEKED, N_STORM)),  # what this seat knows, top first
    ("storm_known_bottom", (N_STORM,)),
    ("peek_seat", (MAX_SEATS,)),  # a forecast or Storm Tracker being settled, by whom
    ("peek_source", (2,)),
    ("peek_stage", (2,)),  # bury, order
    ("peek_count", (1,)),  # cards still in hand / 6
    ("peek_cards", (MAX_PEEKED, N_STORM)),  # this seat's own peek only
    ("peek_placed", (MAX_PEEKED, N_STORM)),
    # -- the rest
    ("equipment_deck", (1,)),  # cards / the deck's size
    ("sand_supply", (1,)),  # markers left / 48
    ("current", (MAX_SEATS,)),
    ("to_move", (MAX_SEATS,)),
    ("phase", (len(PHASES),)),
    ("actions_left", (1,)),  # / 6 (4 and a Time Throttle)
    ("calmed", (1,)),  # / 6
    ("storm_left", (1,)),  # / 6
    ("waiting_for", (len(WAITING),)),
    ("outcome", (2,)),  # over, won
    ("storm_tracker", (1,)),  # the option
)
OFFSET: dict[str, int] = {}
_at = 0
for _name, _shape in PIECES:
    OFFSET[_name] = _at
    _at += math.prod(_shape)
SIZE = _at

N = c.N_CELLS
O_EYE = OFFSET["eye"]
O_EXCAVATED = OFFSET["excavated"]
O_PEEKED = OFFSET["peeked"]
O_SAND = OFFSET["sand"]
O_BLOCKED = O_SAND + N
O_SAND_COUNT = O_SAND + 2 * N
O_PARTS = OFFSET["parts"]
O_LINES = OFFSET["part_lines"]
O_PAWNS = OFFSET["pawns"]
O_PRESENT = OFFSET["present"]
O_ROLES = OFFSET["roles"]
O_WATER = OFFSET["water"]
O_CANTEEN = OFFSET["canteen"]
O_BURIED = OFFSET["buried"]
O_SHIELD = OFFSET["shield"]
O_HANDS = OFFSET["hands"]
O_PART_WHERE = OFFSET["part_where"]
O_HOLDER = OFFSET["part_holder"]
O_METER = OFFSET["meter"]
O_DRAWS = OFFSET["draws"]
O_METER_LEFT = OFFSET["meter_left"]
O_SDECK = OFFSET["storm_deck"]
O_SDISCARD = OFFSET["storm_discard"]
O_KNOWN_TOP = OFFSET["storm_known_top"]
O_KNOWN_BOTTOM = OFFSET["storm_known_bottom"]
O_PEEK_SEAT = OFFSET["peek_seat"]
O_PEEK_SOURCE = OFFSET["peek_source"]
O_PEEK_STAGE = OFFSET["peek_stage"]
O_PEEK_COUNT = OFFSET["peek_count"]
O_PEEK_CARDS = OFFSET["peek_cards"]
O_PEEK_PLACED = OFFSET["peek_placed"]
O_EDECK = OFFSET["equipment_deck"]
O_SUPPLY = OFFSET["sand_supply"]
O_CURRENT = OFFSET["current"]
O_TO_MOVE = OFFSET["to_move"]
O_PHASE = OFFSET["phase"]
O_ACTIONS = OFFSET["actions_left"]
O_CALMED = OFFSET["calmed"]
O_STORM_LEFT = OFFSET["storm_left"]
O_WAITING = OFFSET["waiting_for"]
O_OUTCOME = OFFSET["outcome"]
O_TRACKER = OFFSET["storm_tracker"]


def _city_offsets(tile: int) -> tuple[int, ...]:
    """The plane offsets a tile's city side sets on its cell, once seen: its kind, clue
    and gear."""
    info = c.TILES[tile]
    out = [OFFSET["tile_kind"] + info.kind * N]
    if info.kind == c.CLUE:
        out.append(OFFSET["clue"] + (info.part * 2 + info.axis) * N)
    if info.gear:
        out.append(OFFSET["gear"])
    return tuple(out)


EXCAVATED = tuple((O_EXCAVATED, *_city_offsets(tile)) for tile in range(c.N_TILES))
PEEKED = tuple((O_PEEKED, *_city_offsets(tile)) for tile in range(c.N_TILES))
# The tiles whose desert side is not plain, and the offset of that side's plane.
DESERT_TILES = tuple(
    (tile, OFFSET["desert"] + (info.desert - 1) * N)
    for tile, info in enumerate(c.TILES)
    if info.desert != c.PLAIN
)
ALL_SLOTS = range(c.N_TILES)
NO_CARDS = [0] * c.N_EQUIPMENT
# Per tile: part * 2 + axis for a clue, else -1.
CLUE_OF = tuple(t.part * 2 + t.axis if t.kind == c.CLUE else -1 for t in c.TILES)
ROW_CELLS = tuple(tuple(r * c.SIZE + q for q in range(c.SIZE)) for r in range(c.SIZE))
COLUMN_CELLS = tuple(tuple(r * c.SIZE + q for r in range(c.SIZE)) for q in range(c.SIZE))
# REL[players][seat][other]: ``other``'s place as ``seat`` sees the table (itself first).
REL = {n: tuple(tuple((o - s) % n for o in range(n)) for s in range(n)) for n in c.METER_BANDS}
ROLE_SLOT = tuple(
    tuple(O_ROLES + i * len(c.ROLES) + r for r in range(len(c.ROLES))) for i in range(MAX_SEATS)
)
HAND_MAX = tuple(float(n) for n in c.TRACKER_COUNTS)
STORM_SHARE = tuple(1.0 / n for n in c.STORM_COUNTS)
DRAW_SLOT = {d: O_DRAWS + i for i, d in enumerate(DRAWS)}
DECK_SIZE = float(len(c.STORM_DECK))
EQUIPMENT_SIZE = (float(sum(c.EQUIPMENT_COUNTS)), float(sum(c.TRACKER_COUNTS)))
SAND = float(c.TOTAL_SAND)


def spec(config: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
    """The named pieces, in order: the same for every configuration."""
    return dict(PIECES)


def write(state: DesertState, seat: int, out: TensorBuffer) -> None:
    """Write ``seat``'s observation of ``state`` into the zero-filled ``out``."""
    rel = REL[len(state.roles)][seat]
    clue_cell = _write_tiles(state, seat, out)
    _write_seats(state, seat, rel, out)
    _write_parts(state, rel, clue_cell, out)
    _write_storm(state, seat, rel, out)
    _write_turn(state, rel, out)


def _write_tiles(state: DesertState, seat: int, out: TensorBuffer) -> list[int]:
    """The eye, the desert sides (which cells show a water drop is public, which tile
    each is not, and is not written), the city sides seen, the sand. Returns, per part
    and axis, the cell of its clue if seen (-1 if not)."""
    cell_of = state.cell_of
    kind = state.kind
    sand = state.sand
    clue_cell = [-1] * (2 * N_PARTS)
    out[O_EYE + state.storm] = 1.0
    for tile, offset in DESERT_TILES:
        out[offset + cell_of[kind.index(tile)]] = 1.0
    for slot in compress(ALL_SLOTS, state.revealed):
        cell = cell_of[slot]
        tile = kind[slot]
        for offset in EXCAVATED[tile]:
            out[offset + cell] = 1.0
        clue = CLUE_OF[tile]
        if clue >= 0:
            clue_cell[clue] = cell
    known = state.known[seat]
    if known:  # tiles this seat looked under with a Terrascope
        for slot in ALL_SLOTS:
            if known >> slot & 1:
                cell = cell_of[slot]
                tile = kind[slot]
                for offset in PEEKED[tile]:
                    out[offset + cell] = 1.0
                clue = CLUE_OF[tile]
                if clue >= 0:
                    clue_cell[clue] = cell
    for slot in compress(ALL_SLOTS, sand):
        cell = cell_of[slot]
        count = sand[slot]
        out[O_SAND + cell] = 1.0
        out[O_SAND_COUNT + cell] = count / SAND
        if count >= c.BLOCKED:
            out[O_BLOCKED + cell] = 1.0
    out[O_SUPPLY] = 1.0 - sum(sand) / SAND
    return clue_cell


def _write_seats(state: DesertState, seat: int, rel: tuple[int, ...], out: TensorBuffer) -> None:
    """What never changes in a game (present, roles, canteens), then pawns, water,
    buried, shields and hands."""
    pos = state.pos
    roles = state.roles
    water = state.water
    shields = state.shields
    hands = state.hands
    sand = state.sand
    cell_of = state.cell_of
    for index, value in _table(roles, seat):
        out[index] = value
    climber_slot = pos[roles.index(c.CLIMBER)] if c.CLIMBER in roles else -1
    for s in range(len(roles)):
        i = rel[s]
        here = pos[s]
        out[O_PAWNS + i * N + cell_of[here]] = 1.0
        if water[s] > 0:
            out[O_WATER + i] = water[s] / MAX_WATER
        if sand[here] >= c.BLOCKED and here != climber_slot:
            out[O_BURIED + i] = 1.0
        if shields[s]:
            out[O_SHIELD + i] = 1.0
        hand = hands[s]
        if hand != NO_CARDS:
            base = O_HANDS + i * c.N_EQUIPMENT
            for k, count in enumerate(hand):
                if count:
                    out[base + k] = count / HAND_MAX[k]


def _write_parts(
    state: DesertState, rel: tuple[int, ...], clue_cell: list[int], out: TensorBuffer
) -> None:
    """Where each part is: held, on a tile, under the storm, or not found (with where
    its seen clues say it will appear)."""
    cell_of = state.cell_of
    for part, where in enumerate(state.part_at):
        if where >= HELD:
            out[O_PART_WHERE + part * 4 + 3] = 1.0
            out[O_HOLDER + part * MAX_SEATS + rel[where - HELD]] = 1.0
        elif where >= 0:
            out[O_PART_WHERE + part * 4 + 1] = 1.0
            out[O_PARTS + part * N + cell_of[where]] = 1.0
        elif where == IN_STORM:
            out[O_PART_WHERE + part * 4 + 2] = 1.0
            out[O_PARTS + part * N + state.storm] = 1.0
        else:  # HIDDEN: not found yet
            out[O_PART_WHERE + part * 4] = 1.0
            row_clue, column_clue = clue_cell[2 * part], clue_cell[2 * part + 1]
            if row_clue >= 0 or column_clue >= 0:
                _part_lines(out, O_LINES + part * N, row_clue, column_clue)


def _write_storm(state: DesertState, seat: int, rel: tuple[int, ...], out: TensorBuffer) -> None:
    """The storm meter, the Storm deck and discard, what this seat knows of the deck,
    and a peek under way (its cards to the peeking seat only)."""
    n = len(state.roles)
    meter = state.meter
    skull = c.SKULL[n]
    out[O_METER + min(meter, MAX_LEVEL)] = 1.0
    if meter < skull:
        out[DRAW_SLOT[c.METER[n][meter]]] = 1.0
        out[O_METER_LEFT] = (skull - meter) / MAX_LEVEL
    deck = state.sdeck
    if deck:
        out[O_SDECK] = len(deck) / DECK_SIZE
    # Each discarded card adds 1/(its kind's count): sums of 1/1 .. 1/4 land on k/n exactly,
    # in doubles and in float32 alike, so the full pile of a kind is 1.0.
    for card in state.sdiscard:
        out[O_SDISCARD + card] += STORM_SHARE[card]
    top = state.sknown_top[seat]
    if top:
        for i in range(min(top, len(deck), MAX_PEEKED)):
            out[O_KNOWN_TOP + i * N_STORM + deck[-1 - i]] = 1.0
    if state.sknown_bottom[seat] and deck:
        out[O_KNOWN_BOTTOM + deck[0]] = 1.0
    peek = state.peek
    if peek is not None:
        who, source, stage, cards, placed = peek
        out[O_PEEK_SEAT + rel[who]] = 1.0
        out[O_PEEK_SOURCE + source] = 1.0
        out[O_PEEK_STAGE + stage] = 1.0
        out[O_PEEK_COUNT] = min(len(cards) / MAX_PEEKED, 1.0)
        if who == seat:
            for i, card in enumerate(cards[:MAX_PEEKED]):
                out[O_PEEK_CARDS + i * N_STORM + card] = 1.0
            for i, card in enumerate(placed[:MAX_PEEKED]):
                out[O_PEEK_PLACED + i * N_STORM + card] = 1.0


def _write_turn(state: DesertState, rel: tuple[int, ...], out: TensorBuffer) -> None:
    """The Equipment deck, whose turn, its phase and counters, the outcome or what the
    table waits for."""
    tracker = bool(state.config.get("storm_tracker", False))
    if state.edeck:
        out[O_EDECK] = len(state.edeck) / EQUIPMENT_SIZE[tracker]
    if tracker:
        out[O_TRACKER] = 1.0
    out[O_CURRENT + rel[state.current]] = 1.0
    out[O_PHASE + state.phase] = 1.0
    if state.actions_left:
        out[O_ACTIONS] = min(state.actions_left / MAX_ACTIONS, 1.0)
    if state.calmed:
        out[O_CALMED] = min(state.calmed / MAX_DRAWS, 1.0)
    if state.storm_left:
        out[O_STORM_LEFT] = min(state.storm_left / MAX_DRAWS, 1.0)
    result = state.result
    if result is not None:
        out[O_WAITING + 3] = 1.0
        out[O_OUTCOME] = 1.0
        if result.won:
            out[O_OUTCOME + 1] = 1.0
        return
    peek = state.peek
    if peek is not None:
        out[O_WAITING + 2] = 1.0
        out[O_TO_MOVE + rel[peek[0]]] = 1.0
    else:
        out[O_WAITING + state.phase] = 1.0
        out[O_TO_MOVE + rel[state.current]] = 1.0


def _part_lines(out: TensorBuffer, base: int, row_clue: int, column_clue: int) -> None:
    """Where a part not yet found will appear, as far as its seen clues tell: the cell
    where their lines cross, or the line of the one clue seen."""
    if row_clue >= 0 and column_clue >= 0:
        out[base + row_clue // c.SIZE * c.SIZE + column_clue % c.SIZE] = 1.0
    elif row_clue >= 0:
        for cell in ROW_CELLS[row_clue // c.SIZE]:
            out[base + cell] = 1.0
    elif column_clue >= 0:
        for cell in COLUMN_CELLS[column_clue % c.SIZE]:
            out[base + cell] = 1.0


@lru_cache(maxsize=512)
def _table(roles: tuple[int, ...], seat: int) -> tuple[tuple[int, float], ...]:
    """The entries that never change in a game, as ``seat`` sees the table: which seats
    are present, their adventurers and canteens."""
    rel = REL[len(roles)][seat]
    entries = []
    for s, role in enumerate(roles):
        i = rel[s]
        entries += [(O_PRESENT + i, 1.0), (ROLE_SLOT[i][role], 1.0)]
        entries.append((O_CANTEEN + i, c.CANTEEN[role] / MAX_WATER))
    return tuple(entries)
