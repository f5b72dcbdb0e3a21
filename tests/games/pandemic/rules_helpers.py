"""Helpers for the Pandemic rule tests: positions built by setting state fields, actions
as packed integers (``act(state, "drive", 0, "chicago")``), so the tests read the rules
without going through the notation.

``position()`` starts from an empty board: no cubes, no discards, every Infection card in
one run in index order (so the top card is Tokyo, the bottom one Atlanta), the Player deck
as given, every pawn in Atlanta with its station, and nobody over the hand limit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from meeple.engine import Event, IllegalAction
from meeple.games.pandemic import Pandemic
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import PandemicState

GAME = Pandemic()

Card = int | str


def city(name: str) -> int:
    return c.CITY_BY_ID[name]


def card(name: Card) -> int:
    return name if isinstance(name, int) else c.CARD_BY_ID[name]


def cards(names: Iterable[Card]) -> list[int]:
    return sorted(card(name) for name in names)


def colour(name: str) -> int:
    return c.COLOURS.index(name)


def arg(kind: int, value: Card) -> int:
    """The ``a`` field of ``kind`` written as a name: a colour, a seat, a city or a card."""
    if isinstance(value, int):
        return value
    if kind in (pa.TREAT, pa.CURE):
        return colour(value)
    return card(value)


def action(kind: str | int, seat: int, a: Card = 0, b: int = 0) -> int:
    kind = pa.KIND_BY_NAME[kind] if isinstance(kind, str) else kind
    return pa.pack(kind, seat, arg(kind, a), b)


def is_legal(state: PandemicState, kind: str | int, seat: int, a: Card = 0, b: int = 0) -> bool:
    return action(kind, seat, a, b) in state.legal_actions()


def act(state: PandemicState, kind: str | int, seat: int, a: Card = 0, b: int = 0) -> list[Event]:
    """Apply one action (it must be legal); return its events."""
    chosen = action(kind, seat, a, b)
    assert chosen in state.legal_actions(), (
        f"{kind} {seat} {a} {b} is not legal; legal: {kinds_of(state)}"
    )
    return state.apply(chosen)


def refused(state: PandemicState, kind: str | int, seat: int, a: Card = 0, b: int = 0) -> None:
    """The action is refused and the state is untouched."""
    before = state.serialize()
    chosen = action(kind, seat, a, b)
    try:
        state.apply(chosen)
    except IllegalAction:
        assert state.serialize() == before
        return
    raise AssertionError(f"{kind} {seat} {a} {b} was accepted")


def kinds_of(state: PandemicState, seat: int | None = None) -> set[str]:
    return {pa.KIND_NAMES[pa.kind_of(x)] for x in state.legal_actions(seat)}


def legal_of(state: PandemicState, kind: str, seat: int | None = None) -> list[tuple[int, ...]]:
    """(seat, a, b) of each legal action of ``kind``."""
    wanted = pa.KIND_BY_NAME[kind]
    found = []
    for chosen in state.legal_actions(seat):
        k, s, a, b = pa.unpack(chosen)
        if k == wanted:
            found.append((s, a, b))
    return found


def msgs(events: Iterable[Event]) -> list[str]:
    return [event.msg.removeprefix("pandemic.") for event in events]


def cubes(state: PandemicState, where: str, col: str | None = None) -> int:
    index = city(where)
    if col is None:
        return sum(state.cubes[index * 4 : index * 4 + 4])
    return state.cubes[index * 4 + colour(col)]


def put(state: PandemicState, where: str, col: str, count: int) -> None:
    """Set a city's cubes of one colour, taking them from (or giving them back to) the supply."""
    index = city(where) * 4 + colour(col)
    state.supply[colour(col)] -= count - state.cubes[index]
    state.cubes[index] = count
    state._legal = None


def infection_deck(state: PandemicState, top_first: Sequence[str]) -> None:
    """The Infection deck: these cities on top (the first is drawn first), the other cities
    not in the discard below them, in index order."""
    top = [city(name) for name in top_first]
    out = set(top) | set(state.idiscard) | set(state.iremoved)
    below = [x for x in range(c.N_CITIES) if x not in out]
    state.ideck = below + top[::-1]
    state.iruns = [len(state.ideck)]
    state.iknown = [0]
    state._legal = None


def position(
    roles: Sequence[str] = ("medic", "scientist"),
    *,
    hands: Sequence[Iterable[Card]] | None = None,
    pos: Mapping[int, str] | None = None,
    pdeck: Sequence[Card] | None = None,
    stations: Sequence[str] = ("atlanta",),
    seed: int = 0,
    **options: Any,
) -> PandemicState:
    """A state with the given roles (one per seat), hands, pawns, stations and Player deck
    (top card first; default 20 cards with no Epidemic), on an empty board, seat 0 to act."""
    config = {"players": len(roles), "roles": list(roles), **options}
    state: PandemicState = GAME.setup(config, seed)
    state.cubes = [0] * (c.N_CITIES * 4)
    state.supply = [c.CUBES_PER_COLOUR] * 4
    state.idiscard, state.iremoved = [], []
    state.ideck, state.iruns, state.iknown = list(range(c.N_CITIES)), [c.N_CITIES], [0]
    players = len(roles)
    state.hands = [cards(hand) for hand in hands] if hands else [[] for _ in range(players)]
    used = {x for hand in state.hands for x in hand}
    if pdeck is None:
        pdeck = [x for x in range(c.N_CITIES - 1, -1, -1) if x not in used][:20]
    state.pdeck = [card(x) for x in reversed(pdeck)]
    state.pruns = [len(state.pdeck)] if state.pdeck else []
    state.pdiscard = []
    state.premoved = []
    state.pos = [c.ATLANTA] * players
    for seat, where in (pos or {}).items():
        state.pos[seat] = city(where)
    state.stations = sorted(city(name) for name in stations)
    state.current, state.phase, state.actions_left = 0, 0, c.ACTIONS_PER_TURN
    state.rate, state.outbreaks = 0, 0
    state._derive()
    state._legal = None
    return state


def finish_actions(state: PandemicState) -> list[Event]:
    """End the current player's actions (pass)."""
    return act(state, "pass", state.current)
