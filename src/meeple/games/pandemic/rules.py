"""Pandemic: the state and its transitions.

A turn is: up to 4 actions, then "draw" (both Player cards at once; an Epidemic drawn is
resolved at once), then one step per Infection card. Every step is a window where any
holder may play an Event (the out-of-turn mechanism of Forbidden Island's special cards:
``legal_actions`` lists them for their holder, whoever is to move), except:

- between drawing a card and resolving it: a draw, an Epidemic's Infect and an Infection
  card are resolved inside one action, so no window opens in them;
- between an Epidemic's Infect and its Intensify, where only Resilient Population may be
  played (that window opens only when someone holds it);
- in the middle of an action or Event that needs a second choice (``pending``).

A player over the hand limit decides first, whoever's turn it is, except while a draw's
Epidemics are being resolved. Section numbers are those of the facts sheet
(``shared/rules/pandemic.facts.md``); RULES.md maps each to the code and tests.
"""

from __future__ import annotations

from bisect import insort
from typing import Any

from meeple.engine import Event, Game, Outcome, Rng, State
from meeple.engine.deck import draw, reshuffle
from meeple.engine.fields import (
    BOOL,
    DERIVED,
    INT,
    LIST,
    LISTS,
    OPTIONAL_TUPLE,
    OUTCOME,
    TUPLE,
    field_names,
)
from meeple.engine.i18n import player_name
from meeple.games.pandemic import components as c
from meeple.games.pandemic.actions import (
    AIRLIFT,
    ARRIVE,
    BUILD,
    CHANCE_KINDS,
    CHARTER,
    CURE,
    DIRECT,
    DISCARD,
    DISPATCH,
    DRAW,
    DRIVE,
    EPIDEMIC,
    FIRST,
    FORECAST,
    GIVE,
    GRANT,
    INFECT,
    INTENSIFY,
    KEEP,
    ORDER,
    PASS,
    PLAN,
    QUIET_NIGHT,
    RELOCATE,
    RESILIENT,
    SHUTTLE,
    STATION_FLIGHT,
    TAKE,
    TREAT,
    pack,
)

N_CITIES = c.N_CITIES
ALL_CITIES = range(N_CITIES)
NEIGHBOURS = c.NEIGHBOURS
CITY_COLOUR = c.CITY_COLOUR
# A city and its neighbours: where a Quarantine Specialist standing there keeps cubes out.
NEAR: tuple[frozenset[int], ...] = tuple(
    frozenset((city, *NEIGHBOURS[city])) for city in ALL_CITIES
)


def _to_every_city(kind: int) -> tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]:
    """[seat][pawn][from]: ``kind`` moving ``pawn`` from a city to each other city, packed
    once (Charter Flight and Airlift list 47 actions at a time)."""
    return tuple(
        tuple(
            tuple(
                tuple(pack(kind, seat, to, pawn) for to in ALL_CITIES if to != here)
                for here in ALL_CITIES
            )
            for pawn in range(4)
        )
        for seat in range(4)
    )


CHARTER_ACTIONS = _to_every_city(CHARTER)
AIRLIFT_ACTIONS = _to_every_city(AIRLIFT)
# DRIVE_TARGETS[city]: the neighbours, already shifted into the action's city field.
DRIVE_TARGETS = tuple(tuple(near << 7 for near in NEIGHBOURS[city]) for city in ALL_CITIES)

# Turn phases.
ACTIONS, DRAWING, EPIDEMIC_NEXT, INTENSIFYING, INFECTING, CHOOSING_FIRST = range(6)
PHASES = ("actions", "draw", "epidemic", "intensify", "infect", "first-player")

# Option values (section 16).
TIE_SEAT_ORDER, TIE_CHOICE = "seat-order", "choice"
FORECAST_TAKE_ALL, FORECAST_NEEDS_SIX = "take-all", "needs-six"
EMPTY_LOSES, EMPTY_RESHUFFLES = "lose", "reshuffle"

# Event arguments, built once: "@" marks a message id translated when shown.
CITY_TERM = tuple(f"@pandemic.city.{city.id}" for city in c.CITIES)
CARD_TERM = (
    *CITY_TERM,
    *(f"@pandemic.card.{event}" for event in c.EVENTS),
    "@pandemic.card.epidemic",
)
COLOUR_TERM = tuple(f"@pandemic.colour.{colour}" for colour in c.COLOURS)
DISEASE_TERM = tuple(f"@pandemic.disease.{colour}" for colour in c.COLOURS)
ROLE_TERM = tuple(f"@pandemic.role.{role}" for role in c.ROLES)

# The Event cards' action kinds, by card.
EVENT_KIND = {
    c.AIRLIFT: AIRLIFT,
    c.FORECAST: FORECAST,
    c.GOVERNMENT_GRANT: GRANT,
    c.ONE_QUIET_NIGHT: QUIET_NIGHT,
    c.RESILIENT_POPULATION: RESILIENT,
}


class PandemicState(State):
    # Cubes are one flat list, city * 4 + colour; hands are kept sorted (card ids).
    FIELDS = (
        TUPLE("roles"),
        LIST("pos"),
        LIST("cubes"),
        LIST("supply"),
        LIST("stations"),
        LISTS("hands"),
        LIST("stored"),
        LIST("pdeck"),
        LIST("pruns"),
        LIST("pdiscard"),
        LIST("premoved"),
        LIST("ideck"),
        LIST("iruns"),
        LIST("iknown"),
        LIST("idiscard"),
        LIST("iremoved"),
        INT("rate"),
        INT("outbreaks"),
        LIST("cures"),
        INT("current"),
        INT("phase"),
        INT("actions_left"),
        BOOL("flew"),
        INT("epidemics"),
        INT("infect_left"),
        BOOL("quiet"),
        OPTIONAL_TUPLE("pending"),
        LIST("forecast"),
        LIST("chosen"),
        OUTCOME("result"),
        DERIVED("medic"),
        DERIVED("quarantine"),
        DERIVED("edition"),
    )
    __slots__ = field_names(FIELDS)

    roles: tuple[int, ...]  # the role of each seat
    pos: list[int]  # the city each seat's pawn is in
    cubes: list[int]  # cubes[city * 4 + colour]
    supply: list[int]  # cubes left per colour (24 at the start)
    stations: list[int]  # cities with a research station, sorted
    hands: list[list[int]]  # per seat, the cards held (sorted card ids)
    stored: list[int]  # per seat, the Event stored on the Contingency Planner's card, or -1
    pdeck: list[int]  # Player deck, bottom first (the top card is last)
    pruns: list[int]  # its piles, bottom first: each was shuffled with one Epidemic
    pdiscard: list[int]  # Player discard pile, bottom first
    # Player cards out of the game: every Epidemic drawn (one still to resolve included),
    # and the stored Events used.
    premoved: list[int]
    ideck: list[int]  # Infection deck (cities), bottom first
    iruns: list[int]  # its runs, bottom first: the first shuffle, then one per Intensify
    iknown: list[int]  # per run, 1 if its order is known (a Forecast put it back)
    idiscard: list[int]  # Infection discard pile, bottom first
    iremoved: list[int]  # Infection cards removed by Resilient Population
    rate: int  # the infection rate marker's space (0-6)
    outbreaks: int  # the outbreak marker (0-8)
    cures: list[int]  # per colour: c.NOT_CURED, c.CURED or c.ERADICATED
    current: int  # whose turn it is
    phase: int
    actions_left: int
    flew: bool  # the Operations Expert used his station flight this turn
    epidemics: int  # Epidemics drawn this turn still waiting to be resolved
    infect_left: int  # Infection cards still to turn this step
    quiet: bool  # One Quiet Night was played: the next Infect Cities step is skipped
    pending: tuple[int, ...] | None  # (kind, seat, argument, spends an action) of a 2nd choice
    forecast: list[int]  # a Forecast's cards still to put back, top first as taken
    chosen: list[int]  # cards chosen so far: kept out of a cure, or a Forecast's new order
    result: Outcome | None
    medic: int  # the Medic's seat, or -1
    quarantine: int  # the Quarantine Specialist's seat, or -1
    edition: int  # 1 or 2: the role set, and the Operations Expert's station flight

    # -- whose decision ---------------------------------------------------------------

    def to_move(self) -> int | None:
        if self.result is not None:
            return None
        if self.pending is not None:
            return self.pending[1]
        if self.phase in (EPIDEMIC_NEXT, INTENSIFYING, CHOOSING_FIRST):
            return self.current  # the hand limit waits until the Epidemics are resolved
        over = self.over_limit()
        return self.current if over < 0 else over

    def over_limit(self) -> int:
        """The first seat (from the current one) holding more than 7 cards, or -1."""
        hands = self.hands
        if max(map(len, hands)) <= c.HAND_LIMIT:  # the usual case, checked at C speed
            return -1
        n = len(hands)
        for i in range(n):
            seat = (self.current + i) % n
            if len(hands[seat]) > c.HAND_LIMIT:
                return seat
        return -1

    def outcome(self) -> Outcome | None:
        return self.result

    def describe_turn(self, lang: str = "en") -> str:
        seat = self.to_move()
        if seat is None:
            return super().describe_turn(lang)
        who = player_name(seat, lang)
        if self.pending is not None:
            return f"{who} must finish the {_KIND_WORDS[self.pending[0]]} first"
        if self.phase == CHOOSING_FIRST:
            return f"{who} must choose who begins"
        if self.phase not in (EPIDEMIC_NEXT, INTENSIFYING) and self.over_limit() >= 0:
            return f"{who} holds more than {c.HAND_LIMIT} cards and must discard or play an Event"
        if self.phase == ACTIONS:
            left = self.actions_left
            return f"it is {who}'s turn, {left} action{'' if left == 1 else 's'} left"
        return f"{who} must {_PHASE_WORDS[self.phase]}"

    # -- legal actions ----------------------------------------------------------------

    def _legal_actions(self) -> list[int]:
        if self.result is not None:
            return []
        if self.pending is not None:
            return self._second_choices()
        phase, s5 = self.phase, self.current << 5
        if phase == CHOOSING_FIRST:
            return [FIRST | s5 | seat << 7 for seat in self.tied_first()]
        if phase == INTENSIFYING:
            acts = [INTENSIFY | s5]
            self._event_actions(acts, only=c.RESILIENT_POPULATION)
            return acts
        over = self.over_limit() if phase != EPIDEMIC_NEXT else -1
        if over >= 0:
            base = DISCARD | over << 5
            acts = [base | card << 7 for card in dict.fromkeys(self.hands[over])]
        elif phase == ACTIONS:
            acts = self._turn_actions()
        elif phase == DRAWING:
            acts = [DRAW | s5]
        elif phase == EPIDEMIC_NEXT:
            acts = [EPIDEMIC | s5]
        else:
            acts = [INFECT | s5]
        self._event_actions(acts)
        return acts

    def _turn_actions(self) -> list[int]:
        seat = self.current
        s5 = seat << 5
        role = c.ROLE_TABLE[self.roles[seat]]
        here = self.pos[seat]
        hand = self.hands[seat]
        acts: list[int] = []
        self._pawn_moves(acts, seat, seat, hand)
        if role.dispatches:
            pos = self.pos
            for pawn in range(len(pos)):
                if pawn != seat:
                    self._pawn_moves(acts, seat, pawn, hand)
            for pawn, start in enumerate(pos):
                targets = dict.fromkeys(p for other, p in enumerate(pos) if other != pawn)
                targets.pop(start, None)
                acts += [DISPATCH | s5 | city << 7 | pawn << 13 for city in targets]
        city_cards = [card for card in hand if card < N_CITIES]
        stations = self.stations
        # Once a turn, from a station, any City card (Q4); the edition decides (section 7).
        ops = self.edition in role.station_flight_editions and not self.flew
        if ops and here in stations:
            acts += [STATION_FLIGHT | s5 | card << 7 for card in city_cards]
        if here not in stations and (role.builds_without_card or here in hand):
            acts.append(BUILD | s5 | here << 7)
        base = here * 4
        acts += [TREAT | s5 | colour << 7 for colour in range(4) if self.cubes[base + colour]]
        for other, where in enumerate(self.pos):
            if other == seat or where != here:
                continue
            gives = city_cards if role.gives_any_card else [here] if here in hand else []
            acts += [GIVE | s5 | card << 7 | other << 13 for card in gives]
            theirs = self.hands[other]
            if c.ROLE_TABLE[self.roles[other]].gives_any_card:
                takes = [card for card in theirs if card < N_CITIES]
            else:
                takes = [here] if here in theirs else []
            acts += [TAKE | s5 | card << 7 | other << 13 for card in takes]
        if here in stations:
            counts = [0, 0, 0, 0]
            for card in city_cards:
                counts[CITY_COLOUR[card]] += 1
            acts += [
                CURE | s5 | colour << 7
                for colour in range(4)
                if self.cures[colour] == c.NOT_CURED and counts[colour] >= role.cure_cards
            ]
        if role.stores_events and self.stored[seat] < 0:
            acts += [PLAN | s5 | card << 7 for card in self.pdiscard if card in EVENT_KIND]
        acts.append(PASS | s5)
        return acts

    def _pawn_moves(self, acts: list[int], seat: int, pawn: int, hand: list[int]) -> None:
        """Drive/Ferry, Direct, Charter and Shuttle Flight of ``pawn``, paid from ``hand``."""
        here = self.pos[pawn]
        head = seat << 5 | pawn << 13
        acts += [DRIVE | head | target for target in DRIVE_TARGETS[here]]
        acts += [DIRECT | head | card << 7 for card in hand if card < N_CITIES and card != here]
        if here in hand:
            acts += CHARTER_ACTIONS[seat][pawn][here]
        if here in self.stations:
            acts += [SHUTTLE | head | city << 7 for city in self.stations if city != here]

    def _event_actions(self, acts: list[int], only: int = -1) -> None:
        """Append the Event plays open to every holder (hand or Contingency Planner's card)."""
        stored = self.stored
        for seat, hand in enumerate(self.hands):
            # Hands are sorted and Events have the highest ids an Epidemic-free hand holds.
            if (not hand or hand[-1] < c.AIRLIFT) and stored[seat] < 0:
                continue
            held = [card for card in hand if card >= c.AIRLIFT]
            if stored[seat] >= 0:
                held.append(stored[seat])
            s5 = seat << 5
            for card in held:
                if only >= 0 and card != only:
                    continue
                kind = EVENT_KIND[card]
                if kind == AIRLIFT:
                    table = AIRLIFT_ACTIONS[seat]
                    for pawn, here in enumerate(self.pos):
                        acts += table[pawn][here]
                elif kind == GRANT:
                    stations = self.stations
                    acts += [GRANT | s5 | city << 7 for city in ALL_CITIES if city not in stations]
                elif kind == FORECAST:
                    if self.ideck and (
                        self.config.get("short_forecast", FORECAST_TAKE_ALL) == FORECAST_TAKE_ALL
                        or len(self.ideck) >= c.FORECAST_CARDS
                    ):
                        acts.append(FORECAST | s5)
                elif kind == QUIET_NIGHT:
                    acts.append(QUIET_NIGHT | s5)
                else:
                    acts += [RESILIENT | s5 | city << 7 for city in dict.fromkeys(self.idiscard)]

    def _second_choices(self) -> list[int]:
        assert self.pending is not None
        kind, seat, arg, _ = self.pending
        s5 = seat << 5
        if kind == ARRIVE:
            here = self.pos[seat]
            return [ARRIVE | s5 | city << 7 for city in ALL_CITIES if city != here]
        if kind == RELOCATE:
            return [RELOCATE | s5 | city << 7 for city in self.stations]
        if kind == KEEP:
            chosen = self.chosen
            return [
                KEEP | s5 | card << 7
                for card in self.hands[seat]
                if card < N_CITIES and CITY_COLOUR[card] == arg and card not in chosen
            ]
        return [ORDER | s5 | card << 7 for card in self.forecast]

    def tied_first(self) -> list[int]:
        """The seats holding a City card of the highest population dealt (section 8.7)."""
        best, seats = -1, []
        for seat, hand in enumerate(self.hands):
            top = max((c.CITY_POPULATION[card] for card in hand if card < N_CITIES), default=-1)
            if top > best:
                best, seats = top, [seat]
            elif top == best:
                seats.append(seat)
        return seats

    def holds_event(self, card: int) -> bool:
        """Someone may play ``card``: in a hand, or stored on the Contingency Planner's card."""
        return card in self.stored or any(card in hand for hand in self.hands)

    # -- transitions ------------------------------------------------------------------

    def _apply(self, action: int) -> list[Event]:
        kind = action & 31
        seat = (action >> 5) & 3
        return _HANDLERS_LIST[kind](self, seat, (action >> 7) & 63, action >> 13)

    def _spend_action(self, events: list[Event]) -> None:
        if self.result is not None:
            return
        self.actions_left -= 1
        if self.actions_left <= 0:
            self._to_draw(events)

    def _to_draw(self, events: list[Event]) -> None:
        """Section 9.2: fewer than 2 cards to draw loses the game."""
        self.actions_left = 0
        self.phase = DRAWING
        if len(self.pdeck) < c.CARDS_DRAWN_PER_TURN:
            self._lose("pandemic.outcome.player-deck", {}, events)

    def _discard_card(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.pdiscard.append(card)

    def _move_pawn(self, pawn: int, city: int, events: list[Event]) -> None:
        self.pos[pawn] = city
        if pawn == self.medic:
            self._medic_sweep(events)

    def _moved(self, kind: str, seat: int, pawn: int, city: int) -> Event:
        """A move's event: ``seat`` moved ``pawn`` (the Dispatcher's move of another pawn
        is logged as "dispatched", whatever its kind; Airlift keeps its own)."""
        args = {"seat": seat, "other": pawn, "role": ROLE_TERM[self.roles[pawn]]}
        args["city"] = CITY_TERM[city]
        if pawn != seat and kind != "airlifted":
            kind = "dispatched"
        return Event(f"pandemic.event.{kind}", args)

    def _drive(self, seat: int, city: int, pawn: int) -> list[Event]:
        events = [self._moved("drove", seat, pawn, city)]
        self._move_pawn(pawn, city, events)
        self._spend_action(events)
        return events

    def _direct(self, seat: int, city: int, pawn: int) -> list[Event]:
        self._discard_card(seat, city)  # the Dispatcher pays with his own cards (Q6)
        events = [self._moved("direct", seat, pawn, city)]
        self._move_pawn(pawn, city, events)
        self._spend_action(events)
        return events

    def _charter(self, seat: int, city: int, pawn: int) -> list[Event]:
        self._discard_card(seat, self.pos[pawn])  # the card of the city the pawn leaves
        events = [self._moved("charter", seat, pawn, city)]
        self._move_pawn(pawn, city, events)
        self._spend_action(events)
        return events

    def _shuttle(self, seat: int, city: int, pawn: int) -> list[Event]:
        events = [self._moved("shuttle", seat, pawn, city)]
        self._move_pawn(pawn, city, events)
        self._spend_action(events)
        return events

    def _dispatch(self, seat: int, city: int, pawn: int) -> list[Event]:
        events = [self._moved("dispatched", seat, pawn, city)]
        self._move_pawn(pawn, city, events)
        self._spend_action(events)
        return events

    def _station_flight(self, seat: int, card: int, _b: int) -> list[Event]:
        self._discard_card(seat, card)
        self.flew = True
        self.pending = (ARRIVE, seat, card, 1)  # the landing city is chosen next
        return []

    def _arrive(self, seat: int, city: int, _b: int) -> list[Event]:
        assert self.pending is not None
        card = self.pending[2]
        self.pending = None
        events = [self._moved("ops-move", seat, seat, city)]
        events[0].args["card"] = CARD_TERM[card]
        self._move_pawn(seat, city, events)
        self._spend_action(events)
        return events

    def _build(self, seat: int, city: int, _b: int) -> list[Event]:
        if not c.ROLE_TABLE[self.roles[seat]].builds_without_card:
            self._discard_card(seat, city)
        events = [Event("pandemic.event.built", {"seat": seat, "city": CITY_TERM[city]})]
        self._place_station(seat, city, 1, events)
        return events

    def _place_station(self, seat: int, city: int, spends: int, events: list[Event]) -> None:
        """A new station; with all 6 on the board, one is moved instead (Q13): chosen next."""
        if len(self.stations) < c.RESEARCH_STATIONS:
            insort(self.stations, city)
            if spends:
                self._spend_action(events)
        else:
            self.pending = (RELOCATE, seat, city, spends)

    def _relocate(self, seat: int, old: int, _b: int) -> list[Event]:
        assert self.pending is not None
        _, _, city, spends = self.pending
        self.pending = None
        self.stations.remove(old)
        insort(self.stations, city)
        args = {"seat": seat, "city": CITY_TERM[city], "from": CITY_TERM[old]}
        events = [Event("pandemic.event.station-moved", args)]
        if spends:
            self._spend_action(events)
        return events

    def _treat(self, seat: int, colour: int, _b: int) -> list[Event]:
        here = self.pos[seat]
        index = here * 4 + colour
        have = self.cubes[index]
        every = c.ROLE_TABLE[self.roles[seat]].treats_all or self.cures[colour] != c.NOT_CURED
        removed = have if every else 1
        self.cubes[index] = have - removed
        self.supply[colour] += removed
        args = _colour_args(colour)
        args.update(seat=seat, city=CITY_TERM[here], count=removed)
        events = [Event("pandemic.event.treated", args)]
        self._check_eradicated(colour, events)
        self._spend_action(events)
        return events

    def _give(self, seat: int, card: int, other: int) -> list[Event]:
        self.hands[seat].remove(card)
        insort(self.hands[other], card)
        events = [
            Event("pandemic.event.gave", {"seat": seat, "other": other, "card": CARD_TERM[card]})
        ]
        self._check_limit(other, events)  # the receiver's limit applies at once (Q11)
        self._spend_action(events)
        return events

    def _take(self, seat: int, card: int, other: int) -> list[Event]:
        self.hands[other].remove(card)
        insort(self.hands[seat], card)
        events = [
            Event("pandemic.event.took", {"seat": seat, "other": other, "card": CARD_TERM[card]})
        ]
        self._check_limit(seat, events)
        self._spend_action(events)
        return events

    def cure_surplus(self, seat: int, colour: int) -> int:
        """City cards of ``colour`` in ``seat``'s hand beyond what a cure uses."""
        held = sum(
            1 for card in self.hands[seat] if card < N_CITIES and CITY_COLOUR[card] == colour
        )
        return held - c.ROLE_TABLE[self.roles[seat]].cure_cards

    def _cure(self, seat: int, colour: int, _b: int) -> list[Event]:
        if self.cure_surplus(seat, colour) > 0:
            self.pending = (KEEP, seat, colour, 1)
            self.chosen = []
            return []  # which cards to keep is chosen next
        return self._discover(seat, colour)

    def _keep(self, seat: int, card: int, _b: int) -> list[Event]:
        assert self.pending is not None
        colour = self.pending[2]
        self.chosen.append(card)
        if len(self.chosen) < self.cure_surplus(seat, colour):
            return []
        self.pending = None
        return self._discover(seat, colour)

    def _discover(self, seat: int, colour: int) -> list[Event]:
        """Section 9.1: discard the cards, place the cure marker; section 13: 4 cures win."""
        kept = self.chosen
        used = [
            card
            for card in self.hands[seat]
            if card < N_CITIES and CITY_COLOUR[card] == colour and card not in kept
        ]
        for card in used:
            self._discard_card(seat, card)
        self.chosen = []
        self.cures[colour] = c.CURED
        args = _colour_args(colour)
        args.update(seat=seat, cards=[CARD_TERM[card] for card in used])
        events = [Event("pandemic.event.cured", args)]
        if self.medic >= 0:
            self._medic_sweep(events)  # "being there" is enough (Q2)
        self._check_eradicated(colour, events)
        if all(cure != c.NOT_CURED for cure in self.cures):
            self.result = Outcome(reason="pandemic.outcome.won", won=True)
            events.append(Event("pandemic.outcome.won", {}))
            return events
        self._spend_action(events)
        return events

    def _plan(self, seat: int, card: int, _b: int) -> list[Event]:
        self.pdiscard.remove(card)
        self.stored[seat] = card
        events = [Event("pandemic.event.planner-took", {"seat": seat, "card": CARD_TERM[card]})]
        self._spend_action(events)
        return events

    def _pass(self, seat: int, _a: int, _b: int) -> list[Event]:
        events = [Event("pandemic.event.ended-actions", {"seat": seat, "count": self.actions_left})]
        self._to_draw(events)
        return events

    # -- drawing, epidemics, infecting ------------------------------------------------

    def _draw(self, seat: int, _a: int, _b: int) -> list[Event]:
        """Section 9.2: both cards drawn together; Epidemics resolved first (section 10)."""
        events: list[Event] = []
        drawn = 0
        for _ in range(c.CARDS_DRAWN_PER_TURN):
            card = draw(self.pdeck, self.pruns)
            if card == c.EPIDEMIC:
                drawn += 1
                self.premoved.append(card)  # resolved, then out of the game, not replaced (Q8)
                events.append(Event("pandemic.event.drew-epidemic", {"seat": seat}))
            else:
                insort(self.hands[seat], card)
                events.append(Event("pandemic.event.drew", {"seat": seat, "card": CARD_TERM[card]}))
        self._check_limit(seat, events)  # applied once the Epidemics are resolved
        self.epidemics = drawn
        if drawn:
            self._epidemic_steps(events)
        else:
            self._start_infect(events)
        return events

    def _epidemic(self, seat: int, _a: int, _b: int) -> list[Event]:
        events: list[Event] = []
        self._epidemic_steps(events)
        return events

    def _epidemic_steps(self, events: list[Event]) -> None:
        """Increase and Infect; then Intensify, or its window for Resilient Population."""
        self.epidemics -= 1
        self.rate = min(self.rate + 1, len(c.INFECTION_RATES) - 1)
        events.append(Event("pandemic.event.epidemic", {"rate": c.INFECTION_RATES[self.rate]}))
        if not self._refill_infection(events):
            return
        city = self._take_bottom()
        colour = CITY_COLOUR[city]
        args = _colour_args(colour)
        # The cubes the card asks for: 3, or what tops the city up to 3 (an outbreak follows).
        args.update(city=CITY_TERM[city], count=c.MAX_CUBES - self.cubes[city * 4 + colour])
        events.append(Event("pandemic.event.epidemic-infect", args))
        self._infect(city, colour, c.MAX_CUBES, events)
        self.idiscard.append(city)
        if self.result is not None:
            return
        if self.holds_event(c.RESILIENT_POPULATION):
            self.phase = INTENSIFYING
        else:
            self._intensify_steps(events)

    def _intensify(self, seat: int, _a: int, _b: int) -> list[Event]:
        events: list[Event] = []
        self._intensify_steps(events)
        return events

    def _intensify_steps(self, events: list[Event]) -> None:
        """Only the discard pile is shuffled, and goes on top as a run of its own."""
        pile, self.idiscard = self.idiscard, []
        self._push_infection_run(pile)
        events.append(Event("pandemic.event.intensify", {"count": len(pile)}))
        if self.epidemics:
            self.phase = EPIDEMIC_NEXT  # a window: Events may be played between the two
        else:
            self._start_infect(events)

    def _start_infect(self, events: list[Event]) -> None:
        if self.quiet:
            self.quiet = False
            events.append(Event("pandemic.event.quiet-night-skipped", {}))
            self._next_turn(events)
            return
        self.phase = INFECTING
        self.infect_left = c.INFECTION_RATES[self.rate]

    def _infect_card(self, seat: int, _a: int, _b: int) -> list[Event]:
        """Section 9.3: one Infection card, resolved fully before the next."""
        events: list[Event] = []
        if not self._refill_infection(events):
            return events
        city = self._take_top()
        colour = CITY_COLOUR[city]
        self._infect(city, colour, 1, events)
        self.idiscard.append(city)
        if self.result is not None:
            return events
        self.infect_left -= 1
        if self.infect_left <= 0:
            self._next_turn(events)
        return events

    def _refill_infection(self, events: list[Event]) -> bool:
        """An empty Infection deck (section 13, an option): lose, or reshuffle the discards."""
        if self.ideck:
            return True
        if (
            self.config.get("empty_infection_deck", EMPTY_LOSES) == EMPTY_RESHUFFLES
            and self.idiscard
        ):
            pile, self.idiscard = self.idiscard, []
            self._push_infection_run(pile)
            events.append(Event("pandemic.event.infection-reshuffled", {"count": len(pile)}))
            return True
        self._lose("pandemic.outcome.infection-deck", {}, events)
        return False

    def _push_infection_run(self, pile: list[int]) -> None:
        """Shuffle ``pile`` and put it on top of the Infection deck as a run of its own."""
        if pile:
            self.rng.shuffle_wide(pile)
            self.ideck += pile
            self.iruns.append(len(pile))
            self.iknown.append(0)

    def _take_top(self) -> int:
        card = draw(self.ideck, self.iruns)
        if len(self.iknown) > len(self.iruns):
            self.iknown.pop()
        return card

    def _take_bottom(self) -> int:
        card = self.ideck.pop(0)
        self.iruns[0] -= 1
        if not self.iruns[0]:
            self.iruns.pop(0)
            self.iknown.pop(0)
        return card

    def _infect(self, city: int, colour: int, count: int, events: list[Event]) -> None:
        """Put ``count`` cubes on ``city``; a 4th cube is an outbreak, chaining (section 11).

        Each city breaks out at most once per chain: it joins ``chain`` when its outbreak
        is queued, and gets no more cubes from this chain. Outbreaks are resolved in the
        order they are queued, neighbours in index order (the rulebook gives no order;
        only the moment of a loss can depend on it)."""
        chain: set[int] = set()
        queue: list[int] = []
        self._add_cubes(city, colour, count, chain, queue, events)
        while queue and self.result is None:
            source = queue.pop(0)
            self.outbreaks += 1
            args = _colour_args(colour)
            args.update(city=CITY_TERM[source], count=self.outbreaks, max=c.OUTBREAK_LOSS)
            events.append(Event("pandemic.event.outbreak", args))
            if self.outbreaks >= c.OUTBREAK_LOSS:
                self._lose("pandemic.outcome.outbreaks", {}, events)
                return
            for near in NEIGHBOURS[source]:
                if near not in chain:
                    self._add_cubes(near, colour, 1, chain, queue, events)
                    if self.result is not None:
                        return

    def _add_cubes(
        self,
        city: int,
        colour: int,
        count: int,
        chain: set[int],
        queue: list[int],
        events: list[Event],
    ) -> None:
        args = _colour_args(colour)
        args["city"] = CITY_TERM[city]
        if self.cures[colour] == c.ERADICATED:
            events.append(Event("pandemic.event.eradicated-no-cube", args))
            return
        medic = self.medic
        if medic >= 0 and self.pos[medic] == city and self.cures[colour] == c.CURED:
            events.append(Event("pandemic.event.medic-prevented", {"seat": medic, **args}))
            return
        keeper = self.quarantine
        if keeper >= 0 and city in NEAR[self.pos[keeper]]:
            events.append(Event("pandemic.event.quarantine-prevented", {"seat": keeper, **args}))
            return
        index = city * 4 + colour
        have = self.cubes[index]
        add = min(count, c.MAX_CUBES - have)
        if add > 0:
            if self.supply[colour] < add:
                self._lose("pandemic.outcome.cubes", _colour_args(colour), events)
                return
            self.cubes[index] = have + add
            self.supply[colour] -= add
            events.append(Event("pandemic.event.infected", {**args, "count": add}))
        if have + count > c.MAX_CUBES:
            chain.add(city)
            queue.append(city)

    def _medic_sweep(self, events: list[Event]) -> None:
        """The Medic clears every cured colour from his city, free, on any turn (Q1)."""
        medic = self.medic
        city = self.pos[medic]
        base = city * 4
        for colour in range(4):
            count = self.cubes[base + colour]
            if count and self.cures[colour] != c.NOT_CURED:
                self.cubes[base + colour] = 0
                self.supply[colour] += count
                args = _colour_args(colour)
                args.update(seat=medic, city=CITY_TERM[city], count=count)
                events.append(Event("pandemic.event.medic-cleared", args))
                self._check_eradicated(colour, events)

    def _check_eradicated(self, colour: int, events: list[Event]) -> None:
        """Section 11: cured and no cube of it on the board."""
        if self.cures[colour] == c.CURED and self.supply[colour] == c.CUBES_PER_COLOUR:
            self.cures[colour] = c.ERADICATED
            events.append(Event("pandemic.event.eradicated", _colour_args(colour)))

    def _next_turn(self, events: list[Event]) -> None:
        self.current = (self.current + 1) % len(self.pos)
        self.phase = ACTIONS
        self.actions_left = c.ACTIONS_PER_TURN
        self.flew = False
        self.infect_left = 0
        args = {"seat": self.current, "role": ROLE_TERM[self.roles[self.current]]}
        events.append(Event("pandemic.event.turn", args))

    def _check_limit(self, seat: int, events: list[Event]) -> None:
        held = len(self.hands[seat])
        if held > c.HAND_LIMIT:
            args = {"seat": seat, "count": held, "limit": c.HAND_LIMIT}
            events.append(Event("pandemic.event.hand-limit", args))

    def _lose(self, reason: str, args: dict[str, Any], events: list[Event]) -> None:
        if self.result is None:
            self.result = Outcome(reason=reason, won=False, args=args)
            events.append(Event(reason, args))

    def _discard(self, seat: int, card: int, _b: int) -> list[Event]:
        self._discard_card(seat, card)
        return [Event("pandemic.event.discarded", {"seat": seat, "card": CARD_TERM[card]})]

    def _first(self, seat: int, first: int, _b: int) -> list[Event]:
        self.current = first
        self.phase = ACTIONS
        return [Event("pandemic.event.turn", {"seat": first, "role": ROLE_TERM[self.roles[first]]})]

    # -- Events (section 4.1, timing section 12) --------------------------------------

    def _use_event(self, seat: int, card: int, events: list[Event]) -> None:
        """A played Event goes to the discard pile; a stored one leaves the game (Q15)."""
        if card in self.hands[seat]:
            self._discard_card(seat, card)
        else:
            self.stored[seat] = -1
            self.premoved.append(card)
            events.append(
                Event("pandemic.event.stored-removed", {"seat": seat, "card": CARD_TERM[card]})
            )

    def _airlift(self, seat: int, city: int, pawn: int) -> list[Event]:
        events = [self._moved("airlifted", seat, pawn, city)]
        self._use_event(seat, c.AIRLIFT, events)
        self._move_pawn(pawn, city, events)
        return events

    def _grant(self, seat: int, city: int, _b: int) -> list[Event]:
        events = [Event("pandemic.event.government-grant", {"seat": seat, "city": CITY_TERM[city]})]
        self._use_event(seat, c.GOVERNMENT_GRANT, events)
        self._place_station(seat, city, 0, events)
        return events

    def _forecast(self, seat: int, _a: int, _b: int) -> list[Event]:
        count = min(c.FORECAST_CARDS, len(self.ideck))  # fewer than 6: all of them (option)
        events = [Event("pandemic.event.forecast", {"seat": seat, "count": count})]
        self._use_event(seat, c.FORECAST, events)
        # The cards taken, top first: the team sees them (the view shows ``forecast``).
        self.forecast = [self._take_top() for _ in range(count)]
        self.chosen = []
        if len(self.forecast) > 1:
            self.pending = (ORDER, seat, 0, 0)
        else:
            self._forecast_done(seat, events)
        return events

    def _order(self, seat: int, card: int, _b: int) -> list[Event]:
        self.forecast.remove(card)
        self.chosen.append(card)
        events: list[Event] = []
        if len(self.forecast) <= 1:
            self.pending = None
            self._forecast_done(seat, events)
        return events

    def _forecast_done(self, seat: int, events: list[Event]) -> None:
        """The cards go back on top, the first chosen on top, as a run whose order is known."""
        order = self.chosen + self.forecast  # the last card left needs no choice
        if order:
            self.ideck += reversed(order)
            self.iruns.append(len(order))
            self.iknown.append(1)
        self.forecast = []
        self.chosen = []
        events.append(Event("pandemic.event.forecast-done", {"seat": seat}))

    def _quiet_night(self, seat: int, _a: int, _b: int) -> list[Event]:
        events = [Event("pandemic.event.one-quiet-night", {"seat": seat})]
        self._use_event(seat, c.ONE_QUIET_NIGHT, events)
        self.quiet = True
        if self.phase == INFECTING and self.infect_left == c.INFECTION_RATES[self.rate]:
            self._start_infect(events)  # no card turned yet: this step is the next one
        return events

    def _resilient(self, seat: int, city: int, _b: int) -> list[Event]:
        events = [
            Event("pandemic.event.resilient-population", {"seat": seat, "city": CITY_TERM[city]})
        ]
        self._use_event(seat, c.RESILIENT_POPULATION, events)
        self.idiscard.remove(city)
        self.iremoved.append(city)
        return events

    # -- actions as text --------------------------------------------------------------

    def action_seat(self, action: int) -> int:
        return (action >> 5) & 3

    def consumes_chance(self, action: int) -> bool:
        return action & 31 in CHANCE_KINDS

    # -- what follows from the fields, what is hidden ----------------------------------

    def _derive(self) -> None:
        """The seats whose role acts on every cube placed, read from the roles' flags."""
        table = [c.ROLE_TABLE[role] for role in self.roles]
        self.medic = next((seat for seat, role in enumerate(table) if role.medic_presence), -1)
        self.quarantine = next((seat for seat, role in enumerate(table) if role.quarantines), -1)
        self.edition = self.config.get("edition", 2)

    def player_runs(self) -> list[list[int]]:
        """The Player deck's piles, bottom first, each bottom card first."""
        return _runs(self.pdeck, self.pruns)

    def infection_runs(self) -> list[list[int]]:
        """The Infection deck's runs, bottom first, each bottom card first."""
        return _runs(self.ideck, self.iruns)

    def resample(self, seat: int | None, rng: Rng) -> PandemicState:
        """Redraw what nobody sees (section 16, the issue's hidden parts): which face-down
        Player card lies in which pile and where each pile's Epidemic lies in it (the team
        knows only how many cards each pile has and whether its Epidemic came out), and the
        order inside each Infection run, except a run a Forecast put back (its order is
        known). The seed goes too: a fork of ``rng``. Each is redrawn from a sorted order,
        so the result depends on what the seat sees alone."""
        new = self.clone()
        new.rng = rng.fork()
        pool = [card for card in new.pdeck if card != c.EPIDEMIC]
        reshuffle(rng, pool, wide=True)
        deck: list[int] = []
        for run in self.player_runs():
            epidemics = run.count(c.EPIDEMIC)
            pile = [pool.pop() for _ in range(len(run) - epidemics)] + [c.EPIDEMIC] * epidemics
            rng.shuffle_wide(pile)  # its order is canonical already: popped from the pool
            deck += pile
        new.pdeck = deck
        start = 0
        ideck = new.ideck
        for size, known in zip(new.iruns, new.iknown, strict=True):
            if not known and size > 1:
                run = ideck[start : start + size]
                reshuffle(rng, run, wide=True)
                ideck[start : start + size] = run
            start += size
        new._legal = None
        return new


def _colour_args(colour: int) -> dict[str, Any]:
    """A colour as the messages name it: its cubes' colour, or its disease."""
    return {"colour": COLOUR_TERM[colour], "disease": DISEASE_TERM[colour]}


def _runs(deck: list[int], sizes: list[int]) -> list[list[int]]:
    runs, start = [], 0
    for size in sizes:
        runs.append(deck[start : start + size])
        start += size
    return runs


_KIND_WORDS = {ARRIVE: "station flight", RELOCATE: "new station", KEEP: "cure", ORDER: "Forecast"}
_PHASE_WORDS = (
    "act",
    "draw 2 Player cards",
    "resolve the second Epidemic",
    "intensify the Epidemic",
    "infect cities",
    "choose who begins",
)

_HANDLERS = {
    DRIVE: PandemicState._drive,
    DIRECT: PandemicState._direct,
    CHARTER: PandemicState._charter,
    SHUTTLE: PandemicState._shuttle,
    DISPATCH: PandemicState._dispatch,
    STATION_FLIGHT: PandemicState._station_flight,
    BUILD: PandemicState._build,
    TREAT: PandemicState._treat,
    GIVE: PandemicState._give,
    TAKE: PandemicState._take,
    CURE: PandemicState._cure,
    PLAN: PandemicState._plan,
    PASS: PandemicState._pass,
    DRAW: PandemicState._draw,
    EPIDEMIC: PandemicState._epidemic,
    INTENSIFY: PandemicState._intensify,
    INFECT: PandemicState._infect_card,
    DISCARD: PandemicState._discard,
    AIRLIFT: PandemicState._airlift,
    GRANT: PandemicState._grant,
    FORECAST: PandemicState._forecast,
    QUIET_NIGHT: PandemicState._quiet_night,
    RESILIENT: PandemicState._resilient,
    ARRIVE: PandemicState._arrive,
    RELOCATE: PandemicState._relocate,
    KEEP: PandemicState._keep,
    ORDER: PandemicState._order,
    FIRST: PandemicState._first,
}
_HANDLERS_LIST = [_HANDLERS[kind] for kind in range(len(_HANDLERS))]


# -- setup (section 8) ---------------------------------------------------------------------


def blank_state(game: Game, config: dict[str, Any], rng: Rng) -> PandemicState:
    """A state with the engine's attributes set, its own fields still to fill (by
    :func:`new_game` or the notation reader, which then calls ``_derive``)."""
    state = object.__new__(PandemicState)
    state.game = game
    state.config = config
    state.rng = rng
    state._legal = None
    return state


def new_game(game: Game, config: dict[str, Any], rng: Rng) -> PandemicState:
    """Set up as section 8 says, in its order."""
    state = blank_state(game, config, rng)
    players = config["players"]
    # 1-2. One station in Atlanta, 4 supplies of 24 cubes, markers on their first spaces.
    state.stations = [c.ATLANTA]
    state.cubes = [0] * (N_CITIES * 4)
    state.supply = [c.CUBES_PER_COLOUR] * 4
    state.rate = 0
    state.outbreaks = 0
    state.cures = [c.NOT_CURED] * 4
    _initial_infection(state, rng)
    # 4. The roles: chosen, or dealt at random from the edition's box; pawns in Atlanta.
    chosen = config.get("roles")
    if chosen:
        roles = [c.ROLE_BY_ID[name] for name in chosen]
    else:
        roles = list(c.EDITION_ROLES[config.get("edition", 2)])
        rng.shuffle(roles)
        roles = roles[:players]
    state.roles = tuple(roles)
    state.pos = [c.ATLANTA] * players
    state.stored = [-1] * players
    _deal(state, rng)
    state.pdiscard, state.premoved = [], []
    state.flew = False
    state.epidemics = 0
    state.infect_left = 0
    state.quiet = False
    state.pending = None
    state.forecast, state.chosen = [], []
    state.result = None
    state._derive()
    # 7. The highest population in hand begins (a tie: an option, section 16).
    tied = state.tied_first()
    state.current = tied[0]
    state.actions_left = c.ACTIONS_PER_TURN
    state.phase = ACTIONS
    if len(tied) > 1 and config.get("first_player_tie", TIE_SEAT_ORDER) == TIE_CHOICE:
        state.phase = CHOOSING_FIRST
    return state


def _initial_infection(state: PandemicState, rng: Rng) -> None:
    """3. 3 cities with 3 cubes, 3 with 2, 3 with 1; no role blocks these (Q3)."""
    state.ideck = list(ALL_CITIES)
    rng.shuffle_wide(state.ideck)
    state.iruns, state.iknown = [N_CITIES], [0]
    state.idiscard, state.iremoved = [], []
    for count in c.INITIAL_INFECTIONS:
        city = state._take_top()
        colour = CITY_COLOUR[city]
        state.cubes[city * 4 + colour] += count
        state.supply[colour] -= count
        state.idiscard.append(city)


def epidemic_piles(cards: int, epidemics: int) -> list[int]:
    """5-6. The sizes of the piles the rest of the deck is split into, bottom first: as
    equal as possible, the smaller piles at the bottom (Epidemics not counted)."""
    base, extra = divmod(cards, epidemics)
    return [base + (1 if i >= epidemics - extra else 0) for i in range(epidemics)]


def _deal(state: PandemicState, rng: Rng) -> None:
    """5-6. Deal from the City and Event cards; then one Epidemic shuffled into each pile."""
    players = len(state.roles)
    cards = [*range(N_CITIES), *c.EVENT_CARDS]
    rng.shuffle_wide(cards)
    dealt = c.CARDS_DEALT[players]
    state.hands = [
        sorted(cards[-dealt * (seat + 1) : len(cards) - dealt * seat]) for seat in range(players)
    ]
    rest = cards[: len(cards) - dealt * players]
    epidemics = c.EPIDEMICS[state.config.get("difficulty", "standard")]
    sizes = epidemic_piles(len(rest), epidemics)
    state.pdeck, start = [], 0
    for size in sizes:  # bottom pile first; ``rest`` is already shuffled
        pile = [*rest[start : start + size], c.EPIDEMIC]
        rng.shuffle_wide(pile)
        state.pdeck += pile
        start += size
    state.pruns = [size + 1 for size in sizes]
