"""How Pandemic packs an action into one integer, and the action kinds.

Bits 0-4: the kind; 5-6: the seat taking it; 7-12: ``a``; 13-18: ``b``. ``a`` is a city
(0-47), a card (0-53, see components), a colour (0-3) or a seat; ``b`` is the seat whose
pawn moves (moves, Airlift), or the other seat of a Share Knowledge.

An action that needs a second choice (the Operations Expert's flight, a 7th station, which
cards a cure keeps, a Forecast's order) is two or more actions: the first leaves the choice
pending, the next ones (ARRIVE, RELOCATE, KEEP, ORDER) make it, as Forbidden Island's
Helicopter Lift does. This keeps the action space small (see :func:`action_space`).
"""

from __future__ import annotations

from meeple.games.pandemic.components import EVENT_CARDS, N_CARD_KINDS, N_CITIES, N_COLOURS

# -- the 4 actions of a turn (section 9.1) and the roles' actions (section 6) --------------
DRIVE = 0  # a: city, b: the pawn moved (the Dispatcher moves others as his own)
DIRECT = 1  # a: city (its card is discarded), b: pawn
CHARTER = 2  # a: city (the card of the pawn's city is discarded), b: pawn
SHUTTLE = 3  # a: city with a station, b: pawn
DISPATCH = 4  # a: city holding another pawn, b: pawn (the Dispatcher's own move)
STATION_FLIGHT = 5  # a: the City card discarded (Operations Expert, 2nd ed.) -> ARRIVE
BUILD = 6  # a: the city built in (the pawn's own) -> RELOCATE if 6 are on the board
TREAT = 7  # a: colour
GIVE = 8  # a: card, b: the receiving seat
TAKE = 9  # a: card, b: the giving seat
CURE = 10  # a: colour -> KEEP while the hand holds more cards of it than needed
PLAN = 11  # a: the Event card the Contingency Planner takes from the discard pile
PASS = 12  # end the actions early
# -- the rest of the turn (sections 9.2, 9.3, 10) -----------------------------------------
DRAW = 13  # draw 2 Player cards
EPIDEMIC = 14  # resolve the second Epidemic of a draw
INTENSIFY = 15  # the Epidemic's Intensify, after the window for Resilient Population
INFECT = 16  # turn over one Infection card
DISCARD = 17  # a: card (hand limit)
# -- Events (section 4.1), playable by their holder at any window --------------------------
AIRLIFT = 18  # a: city, b: pawn
GRANT = 19  # a: city -> RELOCATE if 6 are on the board
FORECAST = 20  # -> ORDER
QUIET_NIGHT = 21
RESILIENT = 22  # a: the city whose Infection card leaves the game
# -- second choices ------------------------------------------------------------------------
ARRIVE = 23  # a: where the Operations Expert's flight lands
RELOCATE = 24  # a: the city whose station is moved to the new one
KEEP = 25  # a: a City card the cure does not use
ORDER = 26  # a: the Forecast card to put next from the top
# -- setup ---------------------------------------------------------------------------------
FIRST = 27  # a: the seat that begins, when two hold the highest population (option)

KIND_NAMES = (
    "drive", "direct-flight", "charter-flight", "shuttle-flight", "dispatch",
    "station-flight", "build", "treat", "give", "take", "cure", "plan", "pass", "draw",
    "epidemic", "intensify", "infect", "discard", "airlift", "government-grant", "forecast",
    "one-quiet-night", "resilient-population", "arrive", "relocate", "keep", "order", "first",
)  # fmt: skip
KIND_BY_NAME = {name: kind for kind, name in enumerate(KIND_NAMES)}
N_KINDS = len(KIND_NAMES)
MOVE_KINDS = frozenset({DRIVE, DIRECT, CHARTER, SHUTTLE, DISPATCH})
EVENT_KINDS = frozenset({AIRLIFT, GRANT, FORECAST, QUIET_NIGHT, RESILIENT})
# Kinds that reveal something hidden (a card's face, a shuffle): undo stops there.
CHANCE_KINDS = frozenset({DRAW, EPIDEMIC, INTENSIFY, INFECT, FORECAST})


def pack(kind: int, seat: int, a: int = 0, b: int = 0) -> int:
    return kind | seat << 5 | a << 7 | b << 13


def unpack(action: int) -> tuple[int, int, int, int]:
    """(kind, seat, a, b)."""
    return action & 31, (action >> 5) & 3, (action >> 7) & 63, action >> 13


def kind_of(action: int) -> int:
    return action & 31


def seat_of(action: int) -> int:
    return (action >> 5) & 3


ACTION_BOUND = pack(31, 3, 63, 63) + 1


def action_space(players: int) -> list[int]:
    """Every action a table of ``players`` can ever be offered, sorted: each kind with
    every value its fields can take (any seat may hold any role), a superset of what the
    rules offer. 1,901 actions per seat at 4 players (7,604 in all)."""
    cities = range(N_CITIES)
    space: list[int] = []
    for seat in range(players):
        others = [other for other in range(players) if other != seat]
        for kind in MOVE_KINDS | {AIRLIFT}:
            space += [pack(kind, seat, city, pawn) for city in cities for pawn in range(players)]
        for kind in (STATION_FLIGHT, BUILD, GRANT, RESILIENT, ARRIVE, RELOCATE, KEEP, ORDER):
            space += [pack(kind, seat, city) for city in cities]
        for kind in (GIVE, TAKE):
            space += [pack(kind, seat, card, other) for card in cities for other in others]
        space += [pack(kind, seat, colour) for kind in (TREAT, CURE) for colour in range(N_COLOURS)]
        space += [pack(PLAN, seat, card) for card in EVENT_CARDS]
        space += [pack(DISCARD, seat, card) for card in range(N_CARD_KINDS - 1)]
        space += [pack(kind, seat) for kind in (PASS, DRAW, EPIDEMIC, INTENSIFY, INFECT)]
        space += [pack(kind, seat) for kind in (FORECAST, QUIET_NIGHT)]
        space += [pack(FIRST, seat, first) for first in range(players)]
    return sorted(space)
