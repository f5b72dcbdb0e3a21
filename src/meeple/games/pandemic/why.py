"""Why a click on a board element offers a seat nothing now, in the rules' words.

Asked only for a target none of the seat's legal actions has (``Game.why_not``), so each
reason looks for the first rule that stands in the way. Hands and both discard piles are
open to the team, so a reason may name any card held; it never reads the decks' order.
"""

from __future__ import annotations

from typing import Any

from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import (
    ACTIONS,
    DRAWING,
    FORECAST_NEEDS_SIX,
    INFECTING,
    PHASES,
    PandemicState,
)

Reason = tuple[str, dict[str, Any]]
CITY_IDS = tuple(city.id for city in c.CITIES)
_PENDING = {pa.ARRIVE: "arrive", pa.RELOCATE: "relocate", pa.KEEP: "keep", pa.ORDER: "order"}


def _city(city: int) -> str:
    return f"@pandemic.city.{CITY_IDS[city]}"


def why_not(state: PandemicState, seat: int | None, target: str) -> Reason | None:
    """The rule that stops ``seat`` using ``target``, or None (the engine's default then
    says whose turn it is)."""
    if state.result is not None:
        return None
    if seat is None:
        return "pandemic.why.spectator", {}
    if not 0 <= seat < len(state.roles):
        return None
    kind, _, rest = target.partition(":")
    if kind == "city" and rest in c.CITY_BY_ID:
        return _city_target(state, seat, c.CITY_BY_ID[rest])
    if kind == "card" and rest in c.CARD_BY_ID:
        return _card_target(state, seat, c.CARD_BY_ID[rest])
    if kind == "cure" and rest in c.COLOURS:
        return _cure_target(state, seat, c.COLOURS.index(rest))
    if kind == "pawn" and rest.isascii() and rest.isdigit():
        return _pawn_target(state, seat, int(rest))
    if kind in ("deck", "discard") and rest in ("player", "infection"):
        return _pile_target(state, seat, f"{kind}:{rest}")
    return None


def _busy(state: PandemicState, seat: int) -> Reason | None:
    """Why nobody takes a turn action now (a choice to finish, a hand over the limit, a
    later phase), or None while ``seat`` may act."""
    if state.pending is not None:
        return f"pandemic.why.choice-{_PENDING[state.pending[0]]}", {"seat": state.pending[1]}
    phase = state.phase
    if phase in (ACTIONS, DRAWING, INFECTING):
        over = state.over_limit()
        if over >= 0:
            return "pandemic.why.discard-first", {"seat": over, "limit": c.HAND_LIMIT}
    if phase != ACTIONS and state.current == seat:
        return f"pandemic.why.phase-{PHASES[phase]}", {}
    return None  # seat may act, or the engine's default says whose turn it is


def _my_turn(state: PandemicState, seat: int) -> tuple[bool, Reason | None]:
    """(``seat`` may take a turn action now, the reason it may not)."""
    busy = _busy(state, seat)
    if busy is not None:
        return False, busy
    return state.current == seat, None


def _city_target(state: PandemicState, seat: int, city: int) -> Reason | None:
    mine, busy = _my_turn(state, seat)
    if not mine:
        return busy
    here = state.pos[seat]
    role = c.ROLE_TABLE[state.roles[seat]]
    if city == here:
        if here not in state.stations and not role.builds_without_card:
            return "pandemic.why.build-card", {"city": _city(here)}
        return "pandemic.why.already-here", {"city": _city(here)}
    flew = state.edition in role.station_flight_editions and state.flew
    if flew and here in state.stations:
        return "pandemic.why.ops-flown", {}
    if here in state.stations and city not in state.stations:
        return "pandemic.why.shuttle", {"city": _city(city)}
    return "pandemic.why.not-linked", {"city": _city(city), "here": _city(here)}


def _holder(state: PandemicState, card: int) -> int:
    """The seat holding ``card`` in its hand or stored on its role card, or -1."""
    for seat, hand in enumerate(state.hands):
        if card in hand or state.stored[seat] == card:
            return seat
    return -1


def _card_target(state: PandemicState, seat: int, card: int) -> Reason | None:
    holder = _holder(state, card)
    if holder < 0:
        if card in state.pdiscard:
            return _pile_target(state, seat, "discard:player")
        return None
    if card >= c.N_CITIES:  # an Event: its holder plays it, at a window
        if holder != seat:
            return "pandemic.why.not-your-card", {"seat": holder}
        return _event_unplayable(state, card)
    mine, busy = _my_turn(state, seat)
    if not mine:
        return busy if busy is not None or holder == seat else _not_yours(holder)
    here = state.pos[seat]
    if holder != seat and state.pos[holder] != here:
        return "pandemic.why.share-where", {"seat": holder}
    alone = all(where != here for other, where in enumerate(state.pos) if other != seat)
    if holder == seat and alone:
        return "pandemic.why.share-alone", {}
    return "pandemic.why.share-match", {"here": _city(here)}


def _event_unplayable(state: PandemicState, card: int) -> Reason:
    """Why its holder cannot play an Event now: nothing for it to act on, else the timing."""
    if card == c.FORECAST:
        if not state.ideck:
            return "pandemic.why.forecast-empty", {}
        short = state.config.get("short_forecast") == FORECAST_NEEDS_SIX
        if short and len(state.ideck) < c.FORECAST_CARDS:
            return "pandemic.why.forecast-short", {"need": c.FORECAST_CARDS}
    if card == c.RESILIENT_POPULATION and not state.idiscard:
        return "pandemic.why.resilient-empty", {}
    return "pandemic.why.event-timing", {}


def _not_yours(holder: int) -> Reason:
    return "pandemic.why.not-your-card", {"seat": holder}


def _cure_target(state: PandemicState, seat: int, colour: int) -> Reason | None:
    disease = f"@pandemic.disease.{c.COLOURS[colour]}"
    if state.cures[colour] != c.NOT_CURED:
        return "pandemic.why.cured", {"disease": disease}
    mine, busy = _my_turn(state, seat)
    if not mine:
        return busy
    here = state.pos[seat]
    if here not in state.stations:
        return "pandemic.why.cure-station", {"here": _city(here)}
    need = c.ROLE_TABLE[state.roles[seat]].cure_cards
    held = sum(
        1 for card in state.hands[seat] if card < c.N_CITIES and c.CITY_COLOUR[card] == colour
    )
    colour_term = f"@pandemic.colour.{c.COLOURS[colour]}"
    return "pandemic.why.cure-cards", {
        "disease": disease,
        "colour": colour_term,
        "need": need,
        "held": held,
    }


def _pawn_target(state: PandemicState, seat: int, pawn: int) -> Reason | None:
    if not 0 <= pawn < len(state.roles) or pawn == seat:
        return None
    if c.ROLE_TABLE[state.roles[seat]].dispatches or _holder(state, c.AIRLIFT) == seat:
        return "pandemic.why.pawn-by-city", {}
    return "pandemic.why.not-your-pawn", {}


def _pile_target(state: PandemicState, seat: int, pile: str) -> Reason | None:
    if pile == "discard:infection":
        return "pandemic.why.infection-discard", {}
    if pile == "discard:player":
        role = state.roles[seat]
        if role != c.CONTINGENCY_PLANNER:
            return "pandemic.why.player-discard", {}
        if state.stored[seat] >= 0:
            return "pandemic.why.planner-full", {}
        mine, busy = _my_turn(state, seat)
        return busy if not mine else ("pandemic.why.planner-none", {})
    mine, busy = _my_turn(state, seat)
    if not mine:
        return busy
    return f"pandemic.why.{pile.replace(':', '-')}", {}
