"""Pandemic's observation tensor for the research adapters (meeple.adapters).

Per-city features first (cubes, station, pawns, where the city's Infection card is, a
Forecast's order, a second choice naming the city), then flat pieces. Seats are relative
to the observer (it comes first) and padded to 4, so the shape never depends on the player
count. Every value lies in [0, 1]; counts are divided by their true maximum. Everything
written here is in ``view(seat)``: hands and discards are open to the team; of the decks,
only what the team can count (the Player deck's piles and whether each still holds its
Epidemic, which cities each Infection run holds) and the order of a run a Forecast put
back on top.

The writer is on the adapters' hot path (one call per step when a learner asks for
observations), so it sets only the non-zero entries, at offsets computed once, and the
tensor stays small: what only a Forecast or a second choice sets is a city feature, not a
piece of its own.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from itertools import compress
from typing import Any

from meeple.engine.game import TensorBuffer
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import ACTIONS, DRAWING, INFECTING, PHASES, PandemicState

MAX_SEATS = 4
N_CITIES = c.N_CITIES
N_HAND = c.EPIDEMIC  # City and Event cards: the cards a hand or a pile can hold (0-52)
N_EVENTS = len(c.EVENTS)
FORECAST = c.FORECAST_CARDS

# Per-city features, in order: cubes of each colour (/3); a research station; a pawn of
# each seat (observer first); the city's Infection card in the discard pile, removed from
# the game, in the Infection deck's top run (when the deck has more than one run), in a
# known top run (1 for the top card, 5/6 for the next...); while a Forecast is put back,
# its place among those placed (the same scale); and the city a second choice names
# (``pending`` says which): a Forecast's card still to place, a City card kept out of a
# cure, where a 7th station goes.
F_CUBES, F_STATION, F_PAWN, F_IDISCARD, F_IREMOVED, F_TOP_RUN = 0, 4, 5, 9, 10, 11
F_KNOWN_TOP, F_FORECAST_PLACED, F_CHOICE = 12, 13, 14
CITY_FEATURES = 15
PENDING_KINDS = (pa.ARRIVE, pa.RELOCATE, pa.KEEP, pa.ORDER)
# The most cards a Player deck holds (2 or 4 players, 6 Epidemics: 53 - 8 + 6), and the
# largest pile (13 cards and its Epidemic).
MAX_PLAYER_DECK = c.N_CITIES + N_EVENTS - 8 + c.EPIDEMICS_IN_BOX
MAX_PILE = 14

PIECES: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("cities", (N_CITIES, CITY_FEATURES)),
    ("hands", (MAX_SEATS, N_HAND)),
    ("stored", (MAX_SEATS, N_EVENTS)),
    ("roles", (MAX_SEATS, len(c.ROLES))),
    ("player_discard", (N_HAND,)),
    ("removed_events", (N_EVENTS,)),  # stored Events played (out of the game)
    ("cures", (c.N_COLOURS, len(c.CURE_STATES))),
    ("supply", (c.N_COLOURS,)),  # cubes left / 24
    ("outbreaks", (c.OUTBREAK_LOSS + 1,)),
    ("infection_rate", (len(c.INFECTION_RATES),)),
    ("epidemics_drawn", (c.EPIDEMICS_IN_BOX + 1,)),
    ("epidemics_total", (len(c.DIFFICULTIES),)),
    ("player_deck", (1,)),
    ("top_pile", (2,)),  # cards left in the top pile / 14, its Epidemic still in it
    ("epidemics_left", (1,)),  # in the deck, one per pile not yet drawn / 6
    ("infection_deck", (1,)),
    ("phase", (len(PHASES),)),
    ("pending", (len(PENDING_KINDS),)),
    ("keep_colour", (c.N_COLOURS,)),
    ("actions_left", (1,)),
    ("station_flight_used", (1,)),
    ("infections_left", (1,)),
    ("epidemics_to_resolve", (1,)),
    ("quiet_night", (1,)),
    ("current", (MAX_SEATS,)),
    ("to_move", (MAX_SEATS,)),
    ("discarding", (MAX_SEATS,)),  # the seat over the hand limit that must discard
    ("edition", (len(c.EDITIONS),)),
    ("present", (MAX_SEATS,)),
)
OFFSET: dict[str, int] = {}
_at = 0
for _name, _shape in PIECES:
    OFFSET[_name] = _at
    _at += math.prod(_shape)
SIZE = _at

# Offsets read at every call, computed once.
_CITY_BASE = tuple(OFFSET["cities"] + city * CITY_FEATURES for city in range(N_CITIES))
_CUBE_AT = tuple(_CITY_BASE[i >> 2] + F_CUBES + (i & 3) for i in range(N_CITIES * 4))
_CUBE_INDEXES = range(N_CITIES * 4)
_CUBE_VALUE = (0.0, 1 / 3, 2 / 3, 1.0)
_PLACE_VALUE = tuple((FORECAST - place) / FORECAST for place in range(FORECAST))
_HANDS, _STORED, _ROLES = OFFSET["hands"], OFFSET["stored"], OFFSET["roles"]
_PRESENT, _DISCARD, _REMOVED = OFFSET["present"], OFFSET["player_discard"], OFFSET["removed_events"]
_CURES, _SUPPLY, _OUTBREAKS = OFFSET["cures"], OFFSET["supply"], OFFSET["outbreaks"]
_RATE, _DRAWN, _TOTAL = (
    OFFSET["infection_rate"],
    OFFSET["epidemics_drawn"],
    OFFSET["epidemics_total"],
)
_PLAYER_DECK, _TOP_PILE = OFFSET["player_deck"], OFFSET["top_pile"]
_EPIDEMICS_LEFT, _INFECTION_DECK = OFFSET["epidemics_left"], OFFSET["infection_deck"]
_PHASE, _PENDING, _KEEP_COLOUR = OFFSET["phase"], OFFSET["pending"], OFFSET["keep_colour"]
_ACTIONS_LEFT, _FLEW = OFFSET["actions_left"], OFFSET["station_flight_used"]
_INFECTIONS_LEFT, _TO_RESOLVE = OFFSET["infections_left"], OFFSET["epidemics_to_resolve"]
_QUIET, _CURRENT, _TO_MOVE = OFFSET["quiet_night"], OFFSET["current"], OFFSET["to_move"]
_DISCARDING, _EDITION = OFFSET["discarding"], OFFSET["edition"]
_N_CURE_STATES, _N_ROLES = len(c.CURE_STATES), len(c.ROLES)
_MAX_RATE = max(c.INFECTION_RATES)
_LIMIT_PHASES = (ACTIONS, DRAWING, INFECTING)  # where a hand over the limit is settled


def spec(config: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
    """The named pieces, in order: the same for every configuration."""
    return dict(PIECES)


def write(state: PandemicState, seat: int, out: TensorBuffer) -> None:
    """Write ``seat``'s observation into ``out`` (zero-filled, :data:`SIZE` long)."""
    cubes = state.cubes
    for index in compress(_CUBE_INDEXES, cubes):  # the non-zero counts, found in C
        out[_CUBE_AT[index]] = _CUBE_VALUE[cubes[index]]
    base = _CITY_BASE
    for city in state.stations:
        out[base[city] + F_STATION] = 1.0
    players = len(state.roles)
    rel = [(other - seat) % players for other in range(players)]
    for other, city in enumerate(state.pos):
        out[base[city] + F_PAWN + rel[other]] = 1.0
    for city in state.idiscard:
        out[base[city] + F_IDISCARD] = 1.0
    for city in state.iremoved:
        out[base[city] + F_IREMOVED] = 1.0
    iruns = state.iruns
    if len(iruns) > 1:  # one run holds every city not in a pile: nothing to add
        ideck = state.ideck
        top = ideck[len(ideck) - iruns[-1] :]
        for city in top:
            out[base[city] + F_TOP_RUN] = 1.0
        if state.iknown[-1]:  # a Forecast's order: the top card first
            for place, city in enumerate(reversed(top[-FORECAST:])):
                out[base[city] + F_KNOWN_TOP] = _PLACE_VALUE[place]
    elif iruns and state.iknown[-1]:
        for place, city in enumerate(reversed(state.ideck[-FORECAST:])):
            out[base[city] + F_KNOWN_TOP] = _PLACE_VALUE[place]
    _write_seats(state, rel, out)
    _write_piles(state, out)
    _write_turn(state, rel, out)


def _write_seats(state: PandemicState, rel: list[int], out: TensorBuffer) -> None:
    stored_cards = state.stored
    roles = state.roles
    for other, hand in enumerate(state.hands):
        r = rel[other]
        base = _HANDS + r * N_HAND
        for card in hand:
            out[base + card] = 1.0
        stored = stored_cards[other]
        if stored >= 0:
            out[_STORED + r * N_EVENTS + stored - c.AIRLIFT] = 1.0
        out[_ROLES + r * _N_ROLES + roles[other]] = 1.0
        out[_PRESENT + r] = 1.0


def _write_piles(state: PandemicState, out: TensorBuffer) -> None:
    for card in state.pdiscard:
        out[_DISCARD + card] = 1.0
    drawn = state.epidemics
    for card in state.premoved:
        if card == c.EPIDEMIC:
            drawn += 1
        else:
            out[_REMOVED + card - c.AIRLIFT] = 1.0
    for colour, cure in enumerate(state.cures):
        out[_CURES + colour * _N_CURE_STATES + cure] = 1.0
    for colour, left in enumerate(state.supply):
        if left:
            out[_SUPPLY + colour] = left / c.CUBES_PER_COLOUR
    out[_OUTBREAKS + state.outbreaks] = 1.0
    out[_RATE + state.rate] = 1.0
    out[_DRAWN + min(drawn, c.EPIDEMICS_IN_BOX)] = 1.0
    difficulty = state.config.get("difficulty", "standard")
    out[_TOTAL + c.DIFFICULTIES.index(difficulty)] = 1.0
    pdeck = state.pdeck
    out[_PLAYER_DECK] = len(pdeck) / MAX_PLAYER_DECK
    pruns = state.pruns
    if pruns:
        out[_TOP_PILE] = pruns[-1] / MAX_PILE
        out[_TOP_PILE + 1] = float(c.EPIDEMIC in pdeck[len(pdeck) - pruns[-1] :])
        out[_EPIDEMICS_LEFT] = pdeck.count(c.EPIDEMIC) / c.EPIDEMICS_IN_BOX
    out[_INFECTION_DECK] = len(state.ideck) / N_CITIES


def _write_turn(state: PandemicState, rel: list[int], out: TensorBuffer) -> None:
    out[_PHASE + state.phase] = 1.0
    pending = state.pending
    if pending is not None:
        kind, _, arg, _ = pending
        out[_PENDING + PENDING_KINDS.index(kind)] = 1.0
        base = _CITY_BASE
        if kind == pa.RELOCATE:
            out[base[arg] + F_CHOICE] = 1.0
        elif kind == pa.KEEP:
            out[_KEEP_COLOUR + arg] = 1.0
            for card in state.chosen:
                out[base[card] + F_CHOICE] = 1.0
        elif kind == pa.ORDER:
            for city in state.forecast:
                out[base[city] + F_CHOICE] = 1.0
            for place, city in enumerate(state.chosen[:FORECAST]):
                out[base[city] + F_FORECAST_PLACED] = _PLACE_VALUE[place]
    if state.phase == ACTIONS:
        out[_ACTIONS_LEFT] = state.actions_left / c.ACTIONS_PER_TURN
    if state.flew:
        out[_FLEW] = 1.0
    out[_INFECTIONS_LEFT] = state.infect_left / _MAX_RATE
    out[_TO_RESOLVE] = min(state.epidemics, 2) / 2
    if state.quiet:
        out[_QUIET] = 1.0
    out[_CURRENT + rel[state.current]] = 1.0
    to_move = state.to_move()
    if to_move is not None:
        out[_TO_MOVE + rel[to_move]] = 1.0
        if pending is None and state.phase in _LIMIT_PHASES:
            over = state.over_limit()
            if over >= 0:
                out[_DISCARDING + rel[over]] = 1.0
    out[_EDITION + c.EDITIONS.index(state.config.get("edition", 2))] = 1.0
