"""Pandemic's heuristic bot: one mind for the whole team, planning each turn by a scored search.

>>> from meeple.games.pandemic import Pandemic
>>> from meeple.games.pandemic.bot import HeuristicBot
>>> game = Pandemic()
>>> state = game.setup({"players": 2, "difficulty": "introductory"}, seed=3)
>>> seat = state.to_move()
>>> HeuristicBot(game, seat, seed=3).act(state, seat) in state.legal_actions(seat)
True

What it may know
----------------
What the team knows: the board, every hand (the team plays open, RULES.md), both discard
piles, how many cards each Epidemic pile still holds and whether its Epidemic came out, and
which Infection cards lie in each run of the Infection deck (the first shuffle, then each
Intensify's reshuffled discards, each Forecast's cards in their known order). It never reads
the order of a face-down run, nor where an Epidemic lies in its pile: :class:`Outlook` sorts
each run before using it, and the tests check that it decides the same on a resampled state.

How it plays
------------
- **Its own turn** is a beam search over the actions left (drive, direct, charter, shuttle
  and the Operations Expert's flights to the cities that matter, build, treat, give, take,
  cure, the Dispatcher's moves of other pawns, the Contingency Planner's pick), with at most
  one Airlift or Government Grant from any holder on the way, on a light copy of the
  position scored by :meth:`Planner.evaluate`. The plan is kept and followed while the
  position stays the one it expected.
- **The score**, in actions: cures found; for each other colour the cards still missing
  in the best holder's hand after the cheapest Share Knowledge meetings, and the way to a
  station; for each city the chance its Infection card comes up (this turn and the next,
  from the runs of the Infection deck and the chance of an Epidemic bringing the discards
  back on top) times what an outbreak there costs (more as the marker climbs, a chain when
  neighbours hold 3, the game at the 8th), less when a pawn is near to treat it, none where
  the Quarantine Specialist or the Medic keeps cubes out; the cubes on the board; the
  research stations' spread; the Events held; a hand that the coming draw will overfill.
- **Events out of turn**: One Quiet Night or Forecast (the most dangerous cards put last)
  before an Infect Cities step expected to break out; Resilient Population between an
  Epidemic's Infect and Intensify on the most dangerous discarded city; Airlift and
  Government Grant when the current player's plan uses them.
- **Forced choices** (discards at the hand limit, the cards a cure keeps, a 7th station,
  the Operations Expert's landing, the first player) pick the best-scored choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import (
    ACTIONS,
    CHOOSING_FIRST,
    EPIDEMIC_NEXT,
    INFECTING,
    INTENSIFYING,
    PandemicState,
)

N = c.N_CITIES
CITIES = range(N)
NEIGHBOURS = c.NEIGHBOURS
COLOUR = c.CITY_COLOUR
ROLE = c.ROLE_TABLE
INF = 99
NEAR: tuple[frozenset[int], ...] = tuple(frozenset((x, *NEIGHBOURS[x])) for x in CITIES)


def _all_pairs() -> tuple[tuple[int, ...], ...]:
    """Drive distances between every two cities (breadth-first over the 93 links)."""
    table = []
    for start in CITIES:
        dist = [INF] * N
        dist[start] = 0
        layer = [start]
        d = 0
        while layer:
            d += 1
            nxt = []
            for x in layer:
                for y in NEIGHBOURS[x]:
                    if dist[y] == INF:
                        dist[y] = d
                        nxt.append(y)
            layer = nxt
        table.append(tuple(dist))
    return tuple(table)


DIST = _all_pairs()

# -- the weights of the score (unit: one action) ---------------------------------------

CURED = 80.0  # a cure found
# The cost of 0..5 cards missing from the best holder's hand for a cure.
MISSING = (0.0, 20.0, 35.0, 46.0, 54.0, 60.0, 64.0)
# Weight of the actions a cure plan still needs (meetings, the way to a station), by the
# cards still missing: a ready hand hurries, a far-off plan barely counts.
PLAN_W = (2.5, 0.8, 0.35, 0.15, 0.05, 0.0, 0.0)
SHARE_W = 0.6  # a meeting's actions count this share (both players move towards it)
SHARE_CREDIT = 0.8  # a teammate's card counts this share of one in hand ...
SHARE_FADE = 0.06  # ... less this per action of the meeting ...
SHARE_MIN = 0.3  # ... and at least this
TEAM_SHORT = 0.2  # per card the whole team lacks of the 5 for a colour's cure
CUBE = 0.7  # each cube on the board
SHORT = 2.5  # per cube below SHORT_AT left in a colour's supply
SHORT_AT = 8
OUTBREAK = 30.0  # an outbreak, plus OUTBREAK_STEP per outbreak already on the track
OUTBREAK_STEP = 5.0
CHAIN = 14.0  # per neighbour that would break out in turn
LOSS = 400.0  # an outbreak that reaches the 8th
TWO_CUBES = 0.3  # share of an outbreak's cost in a 2-cube city's danger
LATER_BASE = 0.08  # chance a city's card comes up some time after the next two turns
FOLLOW = (0.25, 0.45, 0.65, 0.85, 1.0)  # later danger kept, by the nearest pawn's distance
SPREAD = 1.6  # per action of the mean way from a city to its nearest station
EVENT_VALUE = {
    c.AIRLIFT: 9.0,
    c.FORECAST: 7.0,
    c.GOVERNMENT_GRANT: 6.0,
    c.ONE_QUIET_NIGHT: 9.0,
    c.RESILIENT_POPULATION: 9.0,
}
QUIET_AT = 0.3  # expected outbreaks in an Infect Cities step that call for an Event
BEAM = 16
TARGETS = 10  # cities a charter, a station flight or an Airlift may aim at

Hands = tuple[tuple[int, ...], ...]
# A light position: (pos, hands, cubes, stations, cures, stored, flew).
Node = tuple[
    tuple[int, ...],
    Hands,
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    tuple[int, ...],
    bool,
]


def _station_dist(stations: tuple[int, ...]) -> tuple[tuple[int, ...], float]:
    """Each city's drive distance to its nearest station, and their mean."""
    near = tuple(min(DIST[x][s] for s in stations) if stations else INF for x in CITIES)
    return near, sum(near) / N


_STATIONS: dict[tuple[int, ...], tuple[tuple[int, ...], float]] = {}


def station_dist(stations: tuple[int, ...]) -> tuple[tuple[int, ...], float]:
    found = _STATIONS.get(stations)
    if found is None:
        found = _STATIONS[stations] = _station_dist(stations)
    return found


def travel(a: int, b: int, near: tuple[int, ...], shuttle: bool) -> int:
    """Actions from ``a`` to ``b`` by driving and shuttle flights (no card spent)."""
    d = DIST[a][b]
    if shuttle:
        via = near[a] + 1 + near[b]
        if via < d:
            return via
    return d


# -- what the Infection deck may bring ------------------------------------------------------


class Outlook:
    """For each city, the chance its Infection card comes up in the coming Infect Cities
    step (``now``) and by the end of the next one (``soon``), from public knowledge only."""

    def __init__(self, state: PandemicState) -> None:
        runs = state.infection_runs()  # bottom first, each bottom card first
        known = state.iknown
        # Top first; a face-down run as a set (sorted), a Forecast's run in its order.
        self.runs: list[tuple[bool, list[int]]] = [
            (bool(k), list(reversed(run)) if k else sorted(run))
            for run, k in zip(reversed(runs), reversed(known), strict=True)
        ]
        self.discard = sorted(state.idiscard)
        rates = c.INFECTION_RATES
        self.rate = rates[state.rate]
        self.next_rate = rates[min(state.rate + 1, len(rates) - 1)]
        infecting = state.phase == INFECTING
        self.epidemic = 0.0 if infecting else epidemic_chance(state)
        draws = state.infect_left if infecting else self.rate
        if state.quiet and not infecting:
            draws = 0
        base_now = self.chances(self.runs, draws)
        base_soon = self.chances(self.runs, draws + self.rate)
        pe = self.epidemic
        if pe > 0:
            top = [(False, self.discard), *self.runs]  # the discards come back on top
            epi_now = self.chances(top, 0 if state.quiet else self.next_rate, extra=1)
            epi_soon = self.chances(top, (0 if state.quiet else self.next_rate) + self.next_rate, 1)
            self.now = [(1 - pe) * a + pe * b for a, b in zip(base_now, epi_now, strict=True)]
            self.soon = [(1 - pe) * a + pe * b for a, b in zip(base_soon, epi_soon, strict=True)]
        else:
            self.now, self.soon = base_now, base_soon
        later = LATER_BASE
        self.soon = [max(s, n) + later * (1 - s) for s, n in zip(self.soon, self.now, strict=True)]

    @staticmethod
    def chances(runs: Sequence[tuple[bool, list[int]]], draws: int, extra: int = 0) -> list[float]:
        """The chance of each card among the next ``draws`` from ``runs`` (top first);
        ``extra`` unknown cards join the top run (an Epidemic's own city)."""
        chance = [0.0] * N
        left = draws
        for i, (known, run) in enumerate(runs):
            if left <= 0:
                break
            size = len(run) + (extra if i == 0 else 0)
            if not size:
                continue
            if known:
                for card in run[:left]:
                    chance[card] = 1.0
            else:
                p = 1.0 if left >= size else left / size
                for card in run:
                    chance[card] = p
            left -= size
        return chance


def epidemic_chance(state: PandemicState) -> float:
    """The chance that the coming draw of 2 Player cards holds an Epidemic, from the piles'
    sizes and how many Epidemics came out (never from where they lie)."""
    sizes = state.pruns  # bottom first
    if not sizes:
        return 0.0
    total = c.EPIDEMICS[state.config.get("difficulty", "standard")]
    drawn = state.premoved.count(c.EPIDEMIC)
    finished = total - len(sizes)  # piles drawn to their end
    top_has = drawn <= finished  # the top pile's Epidemic is still in it
    top = sizes[-1]
    if top_has:
        return 1.0 if top <= 2 else 2 / top
    if top >= 2 or len(sizes) < 2:
        return 0.0
    return 1 / sizes[-2]  # the second card comes from the next pile


# -- the planner -----------------------------------------------------------------------------


class Planner:
    """What the score needs of one real position, computed once per decision."""

    def __init__(self, state: PandemicState) -> None:
        self.state = state
        self.players = len(state.pos)
        self.seats = range(self.players)
        self.roles = [ROLE[r] for r in state.roles]
        self.need = [role.cure_cards for role in self.roles]
        self.researcher = [role.gives_any_card for role in self.roles]
        self.medic = state.medic
        self.quarantine = state.quarantine
        self.current = state.current
        self.outlook = Outlook(state)
        self.outbreaks = state.outbreaks
        self.deck_left = len(state.pdeck)
        # Cities whose own colour has cubes (treating only ever removes them in a plan).
        self.sick = [x for x in CITIES if state.cubes[x * 4 + COLOUR[x]]]

    def root(self) -> Node:
        return _root_of(self.state)

    # -- the score --

    def evaluate(self, node: Node) -> float:
        pos, hands, cubes, stations, cures, stored, _ = node
        cured = sum(1 for k in cures if k)
        if cured == 4:
            return 1e6
        near, spread = station_dist(stations)
        shuttle = len(stations) > 1
        value = CURED * cured - SPREAD * spread
        for k in range(4):
            if not cures[k]:
                value += self._cure_plan(k, pos, hands, stations, near, shuttle)
        value += self._danger(pos, cubes, cures, near, shuttle)
        for k in range(4):
            left = c.CUBES_PER_COLOUR - sum(cubes[k::4])
            value -= CUBE * (c.CUBES_PER_COLOUR - left)
            if left < SHORT_AT:
                value -= SHORT * (SHORT_AT - left)
        late = 0.5 if self.deck_left < 6 else 1.0
        for hand in hands:
            for card in hand:
                if card >= c.AIRLIFT:
                    value += late * EVENT_VALUE[card]
        for card in stored:
            if card >= 0:
                value += late * EVENT_VALUE[card]
        return value

    def _cure_plan(
        self,
        k: int,
        pos: tuple[int, ...],
        hands: Hands,
        stations: tuple[int, ...],
        near: tuple[int, ...],
        shuttle: bool,
    ) -> float:
        """The colour ``k``'s part: the best holder's missing cards after the cheapest
        meetings, and the actions its plan still needs."""
        held = [[card for card in hand if card < N and COLOUR[card] == k] for hand in hands]
        loose = sum(len(cards) for cards in held)
        best = -1e9
        for h in self.seats:
            need = self.need[h] - len(held[h])
            ph = pos[h]
            route = float(near[ph] + 1)
            missing = float(max(need, 0))
            if need > 0:
                costs = []
                for s in self.seats:
                    if s == h or not held[s]:
                        continue
                    ps = pos[s]
                    if self.researcher[s]:
                        meet = travel(ps, ph, near, shuttle)
                        costs += [meet] * len(held[s])
                    else:
                        for card in held[s]:
                            costs.append(
                                travel(ps, card, near, shuttle) + travel(ph, card, near, shuttle)
                            )
                costs.sort()
                for cost in costs[:need]:
                    # A card in a teammate's hand counts less than one in hand, the less
                    # the longer the meeting.
                    credit = SHARE_CREDIT - SHARE_FADE * cost
                    missing -= credit if credit > SHARE_MIN else SHARE_MIN
                    route += SHARE_W * cost + 1.0
            elif route > 2.0:
                for card in hands[h]:  # a flight to a station, or a charter from here
                    if card < N and (card in stations or card == ph) and COLOUR[card] != k:
                        route = 2.0
                        break
            m = int(missing)
            frac = missing - m
            lost = MISSING[m] + (MISSING[m + 1] - MISSING[m]) * frac if frac else MISSING[m]
            w = PLAN_W[m] + (PLAN_W[m + 1] - PLAN_W[m]) * frac if frac else PLAN_W[m]
            score = -lost - w * route
            if score > best:
                best = score
        return best - TEAM_SHORT * (c.CURE_CARDS - min(loose, c.CURE_CARDS))

    def _danger(
        self,
        pos: tuple[int, ...],
        cubes: tuple[int, ...],
        cures: tuple[int, ...],
        near: tuple[int, ...],
        shuttle: bool,
    ) -> float:
        """The outbreaks the coming infections may bring, each by its cost."""
        now = self.outlook.now
        soon = self.outlook.soon
        keeper = self.quarantine
        guarded: frozenset[int] = NEAR[pos[keeper]] if keeper >= 0 else frozenset()
        medic_at = pos[self.medic] if self.medic >= 0 else -1
        base = OUTBREAK + OUTBREAK_STEP * self.outbreaks
        total = 0.0
        for x in self.sick:
            k = COLOUR[x]
            n = cubes[x * 4 + k]
            if n < 2 or x in guarded or (x == medic_at and cures[k]):
                continue
            chain = 0
            if n == 3:
                for y in NEIGHBOURS[x]:
                    if cubes[y * 4 + k] == 3 and y not in guarded:
                        chain += 1
            if self.outbreaks + 1 + chain >= c.OUTBREAK_LOSS:
                cost = LOSS
            else:
                cost = base + CHAIN * chain + CUBE * len(NEIGHBOURS[x])
            if n == 2:
                cost *= TWO_CUBES
            d = min(travel(p, x, near, shuttle) for p in pos)
            follow = FOLLOW[d if d < 4 else 4]
            total += cost * (now[x] + (soon[x] - now[x]) * follow)
        return -total

    # -- the current seat's moves on light nodes --

    def targets(self, node: Node) -> list[int]:
        """Cities worth flying to: the most dangerous sick ones, stations, other pawns."""
        pos, _, cubes, stations, _, _, _ = node
        soon = self.outlook.soon
        ranked = sorted(
            (x for x in self.sick if cubes[x * 4 + COLOUR[x]] >= 2),
            key=lambda x: -(cubes[x * 4 + COLOUR[x]] * (0.2 + soon[x])),
        )
        found = dict.fromkeys(ranked[:TARGETS])
        found.update(dict.fromkeys(stations))
        found.update(dict.fromkeys(pos))
        return list(found)

    def children(self, node: Node, seat: int) -> list[tuple[int, Node]]:
        """``(action, child)`` for the seat's turn actions on a light node."""
        pos, hands, cubes, stations, cures, stored, flew = node
        role = self.roles[seat]
        here = pos[seat]
        hand = hands[seat]
        out: list[tuple[int, Node]] = []
        pawns = self.seats if role.dispatches else (seat,)
        targets: list[int] | None = None
        for pawn in pawns:
            at = pos[pawn]
            head = seat << 5 | pawn << 13
            for y in NEIGHBOURS[at]:
                out.append((pa.DRIVE | head | y << 7, self._moved(node, pawn, y)))
            for card in hand:
                if card < N and card != at:
                    child = self._moved(node, pawn, card, seat, card)
                    out.append((pa.DIRECT | head | card << 7, child))
            if at in hand and pawn == seat:
                targets = targets if targets is not None else self.targets(node)
                for y in targets:
                    if y != at:
                        child = self._moved(node, pawn, y, seat, at)
                        out.append((pa.CHARTER | head | y << 7, child))
            if at in stations:
                for y in stations:
                    if y != at:
                        out.append((pa.SHUTTLE | head | y << 7, self._moved(node, pawn, y)))
            if pawn != seat:
                for y in dict.fromkeys(pos):
                    if y != at:
                        out.append((pa.DISPATCH | head | y << 7, self._moved(node, pawn, y)))
        s5 = seat << 5
        if (
            self.state.edition in role.station_flight_editions
            and not flew
            and here in stations
            and any(card < N for card in hand)
        ):
            card = self._cheapest_card(node, seat)
            targets = targets if targets is not None else self.targets(node)
            for y in targets:
                if y != here:
                    m = self._moved(node, seat, y, seat, card)
                    child = (m[0], m[1], m[2], m[3], m[4], m[5], True)
                    out.append((pa.STATION_FLIGHT | s5 | card << 7 | y << 13, child))
        # A 7th station (moving one) is left out: the plan never needs it.
        free = role.builds_without_card
        if here not in stations and len(stations) < c.RESEARCH_STATIONS and (free or here in hand):
            new_hands = hands if free else _without(hands, seat, here)
            built = tuple(sorted((*stations, here)))
            child = (pos, new_hands, cubes, built, cures, stored, flew)
            out.append((pa.BUILD | s5 | here << 7, child))
        for k in range(4):
            n = cubes[here * 4 + k]
            if n:
                removed = n if role.treats_all or cures[k] else 1
                new = list(cubes)
                new[here * 4 + k] = n - removed
                child = (pos, hands, tuple(new), stations, cures, stored, flew)
                out.append((pa.TREAT | s5 | k << 7, child))
        for other in self.seats:
            if other == seat or pos[other] != here:
                continue
            gives = (
                [card for card in hand if card < N] if role.gives_any_card else
                [here] if here in hand else []
            )  # fmt: skip
            for card in gives:
                child = _with_hands(node, _handed(hands, seat, other, card))
                out.append((pa.GIVE | s5 | card << 7 | other << 13, child))
            theirs = hands[other]
            takes = (
                [card for card in theirs if card < N] if self.researcher[other] else
                [here] if here in theirs else []
            )  # fmt: skip
            for card in takes:
                child = _with_hands(node, _handed(hands, other, seat, card))
                out.append((pa.TAKE | s5 | card << 7 | other << 13, child))
        if here in stations:
            for k in range(4):
                cards = [card for card in hand if card < N and COLOUR[card] == k]
                if not cures[k] and len(cards) >= role.cure_cards:
                    out.append((pa.CURE | s5 | k << 7, self._cured(node, seat, k, cards)))
        if role.stores_events and stored[seat] < 0:
            for card in dict.fromkeys(self.state.pdiscard):
                if card >= c.AIRLIFT and card < c.EPIDEMIC:
                    new_stored = tuple(card if s == seat else v for s, v in enumerate(stored))
                    child = (pos, hands, cubes, stations, cures, new_stored, flew)
                    out.append((pa.PLAN | s5 | card << 7, child))
                    break
        return out

    def _cheapest_card(self, node: Node, seat: int) -> int:
        """The City card whose loss costs the score least."""
        best, best_card = -1e18, -1
        for card in node[1][seat]:
            if card >= N:
                continue
            value = self.evaluate(_with_hands(node, _without(node[1], seat, card)))
            if value > best:
                best, best_card = value, card
        return best_card

    def _moved(self, node: Node, pawn: int, city: int, payer: int = -1, card: int = -1) -> Node:
        """``node`` with ``pawn`` in ``city``, ``card`` discarded by ``payer``; the Medic
        clears the cured colours where he arrives."""
        pos, hands, cubes, stations, cures, stored, flew = node
        new_pos = tuple(city if s == pawn else p for s, p in enumerate(pos))
        if card >= 0:
            hands = _without(hands, payer, card)
        if pawn == self.medic:
            cubes = _swept(cubes, city, cures)
        return (new_pos, hands, cubes, stations, cures, stored, flew)

    def _cured(self, node: Node, seat: int, k: int, cards: list[int]) -> Node:
        pos, hands, cubes, stations, cures, stored, flew = node
        used = cards[: self.roles[seat].cure_cards]
        new_hands = tuple(
            tuple(card for card in hand if card not in used) if s == seat else hand
            for s, hand in enumerate(hands)
        )
        new_cures = tuple(1 if i == k else v for i, v in enumerate(cures))
        if self.medic >= 0:
            cubes = _swept(cubes, pos[self.medic], new_cures)
        return (pos, new_hands, cubes, stations, new_cures, stored, flew)

    def event_children(self, node: Node, seat: int) -> list[tuple[int, Node]]:
        """An Airlift of the current pawn or a Government Grant where it stands, from any
        holder (the team plays as one)."""
        pos, hands, cubes, stations, cures, stored, flew = node
        out: list[tuple[int, Node]] = []
        for holder in self.seats:
            held = [card for card in hands[holder] if card in (c.AIRLIFT, c.GOVERNMENT_GRANT)]
            if stored[holder] in (c.AIRLIFT, c.GOVERNMENT_GRANT):
                held.append(stored[holder])
            for card in dict.fromkeys(held):
                spent = _spend_event(node, holder, card)
                h5 = holder << 5
                if card == c.AIRLIFT:
                    here = pos[seat]
                    for y in self.targets(node):
                        if y != here:
                            child = self._moved(spent, seat, y)
                            out.append((pa.AIRLIFT | h5 | y << 7 | seat << 13, child))
                elif pos[seat] not in stations and len(stations) < c.RESEARCH_STATIONS:
                    here = pos[seat]
                    built = tuple(sorted((*stations, here)))
                    child = (spent[0], spent[1], cubes, built, cures, spent[5], flew)
                    out.append((pa.GRANT | h5 | here << 7, child))
        return out

    def plan(self, seat: int, steps: int, events: bool = True) -> list[tuple[int, Node]]:
        """The best sequence of up to ``steps`` actions for ``seat`` (a beam search), with
        at most one Airlift or Government Grant among them: ``(action, node after it)``."""
        root = self.root()
        best_value = self.evaluate(root)
        best: list[tuple[int, Node]] = []
        seen = {root}
        Item = tuple[float, list[tuple[int, Node]], Node, int, bool]
        frontier: list[Item] = [(best_value, [], root, steps, not events)]
        while frontier:
            found: list[Item] = []
            for _, seq, node, left, used in frontier:
                options: list[tuple[int, Node, int, bool]] = []
                if left > 0:
                    options += [(a, ch, left - 1, used) for a, ch in self.children(node, seat)]
                if not used:
                    options += [(a, ch, left, True) for a, ch in self.event_children(node, seat)]
                for action, child, child_left, child_used in options:
                    if child in seen:
                        continue
                    seen.add(child)
                    value = self.evaluate(child)
                    if action & 31 == pa.CURE and value < 1e6:
                        value += 0.5  # a cure now beats the same cure later
                    path = [*seq, (action, child)]
                    found.append((value, path, child, child_left, child_used))
                    if value > best_value + 1e-9:
                        best_value, best = value, path
            found.sort(key=lambda item: -item[0])
            frontier = found[:BEAM]
        return best


def _with_hands(node: Node, hands: Hands) -> Node:
    return (node[0], hands, node[2], node[3], node[4], node[5], node[6])


def _without(hands: Hands, seat: int, card: int) -> Hands:
    out = list(hands)
    hand = list(out[seat])
    hand.remove(card)
    out[seat] = tuple(hand)
    return tuple(out)


def _handed(hands: Hands, giver: int, taker: int, card: int) -> Hands:
    out = list(_without(hands, giver, card))
    out[taker] = tuple(sorted((*out[taker], card)))
    return tuple(out)


def _swept(cubes: tuple[int, ...], city: int, cures: tuple[int, ...]) -> tuple[int, ...]:
    base = city * 4
    if not any(cures[k] and cubes[base + k] for k in range(4)):
        return cubes
    new = list(cubes)
    for k in range(4):
        if cures[k]:
            new[base + k] = 0
    return tuple(new)


def _spend_event(node: Node, holder: int, card: int) -> Node:
    pos, hands, cubes, stations, cures, stored, flew = node
    if card in hands[holder]:
        hands = _without(hands, holder, card)
    else:
        stored = tuple(-1 if s == holder else v for s, v in enumerate(stored))
    return (pos, hands, cubes, stations, cures, stored, flew)


# -- plans shared by the team's bots ----------------------------------------------------------

# Key: the public position (see :func:`_key`); value: the rest of a plan, first action first.
_PLANS: dict[tuple[Any, ...], list[int]] = {}


def _key(state: PandemicState, node: Node | None = None, spent: int = 0) -> tuple[Any, ...]:
    """Everything public a plan depends on (never a deck's order)."""
    return (
        node if node is not None else _root_of(state),
        state.actions_left - spent,
        state.current,
        state.outbreaks,
        state.rate,
        len(state.pdeck),
        tuple(state.pruns),
        tuple(state.idiscard),
        tuple(state.iruns),
        tuple(state.iknown),
        tuple(state.pdiscard),
        state.premoved.count(c.EPIDEMIC),
        state.quiet,
    )


def _root_of(state: PandemicState) -> Node:
    return (
        tuple(state.pos),
        tuple(tuple(hand) for hand in state.hands),
        tuple(state.cubes),
        tuple(state.stations),
        tuple(state.cures),
        tuple(state.stored),
        state.flew,
    )


def forget_plans() -> None:
    """Drop the shared plans (tests use it to make each decision from scratch)."""
    _PLANS.clear()


def turn_plan(state: PandemicState, events: bool = True) -> list[int]:
    """The current player's plan for the rest of its actions (cached, shared by the team)."""
    key = (*_key(state), events)
    found = _PLANS.get(key)
    if found is not None:
        return found
    planner = Planner(state)
    steps = planner.plan(state.current, state.actions_left, events)
    actions = [action for action, _ in steps]
    if len(_PLANS) > 20_000:
        _PLANS.clear()
    _PLANS[key] = actions
    # Each position the plan passes through continues it (unless something interjects).
    spent = 0
    for i, (action, node) in enumerate(steps[:-1]):
        if action & 31 not in pa.EVENT_KINDS:
            spent += 1
        _PLANS[(*_key(state, node, spent), events)] = actions[i + 1 :]
    return actions


# -- Events: when to play them -----------------------------------------------------------------


def danger(state: PandemicState, city: int) -> float:
    """How bad it is for ``city``'s Infection card to come up now."""
    k = COLOUR[city]
    if state.cures[k] == c.ERADICATED:
        return 0.0
    if state.quarantine >= 0 and city in NEAR[state.pos[state.quarantine]]:
        return 0.0
    if state.medic >= 0 and state.pos[state.medic] == city and state.cures[k]:
        return 0.0
    n = state.cubes[city * 4 + k]
    if n < 3:
        return 0.2 * n
    chain = sum(1 for y in NEIGHBOURS[city] if state.cubes[y * 4 + k] == 3)
    return 10.0 + 5.0 * chain


def expected_outbreaks(state: PandemicState) -> float:
    """Outbreaks the Infect Cities step about to start is expected to bring."""
    outlook = Outlook(state)
    return sum(outlook.now[x] for x in CITIES if danger(state, x) >= 10.0)


def event_play(state: PandemicState, seat: int) -> int | None:
    """An Event ``seat`` plays now, at a window the rules open, or None."""
    hand = state.hands[seat]
    held = {card for card in hand if card >= c.AIRLIFT}
    if state.stored[seat] >= 0:
        held.add(state.stored[seat])
    if not held or state.pending is not None or state.result is not None:
        return None
    s5 = seat << 5
    phase = state.phase
    if phase == INTENSIFYING:
        if c.RESILIENT_POPULATION in held and state.idiscard:
            city = max(state.idiscard, key=lambda x: (danger(state, x), -x))
            if danger(state, city) >= 10.0:
                return pa.RESILIENT | s5 | city << 7
        return None
    if state.over_limit() >= 0:
        return None
    if phase == INFECTING and state.infect_left == c.INFECTION_RATES[state.rate]:
        risk = expected_outbreaks(state)
        threshold = QUIET_AT if state.outbreaks < 5 else QUIET_AT / 2
        if len(state.pdeck) < 4:
            threshold /= 3  # the game ends soon: Events kept are worth nothing
        if risk >= threshold:
            if c.ONE_QUIET_NIGHT in held:
                return pa.QUIET_NIGHT | s5
            if c.FORECAST in held and state.ideck:
                return pa.FORECAST | s5
        return None
    if phase == ACTIONS and held & {c.AIRLIFT, c.GOVERNMENT_GRANT}:
        plan = turn_plan(state)
        if plan and plan[0] & 31 in (pa.AIRLIFT, pa.GRANT) and pa.seat_of(plan[0]) == seat:
            return plan[0]
    return None


# -- the bot -------------------------------------------------------------------------------


class HeuristicBot:
    """A rule-and-score bot for one seat; every seat runs the same mind. Deterministic: the
    same public position, the same action."""

    def __init__(self, game: Any = None, seat: int = 0, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.seed = seed
        self.landing = -1  # where the Operations Expert's station flight should land

    # -- the Agent protocol --

    def act(self, state: PandemicState, seat: int) -> int:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if state.pending is not None:
            return self._second_choice(state, seat, legal)
        if state.phase == CHOOSING_FIRST:
            return self._first(state, seat, legal)
        if state.phase not in (EPIDEMIC_NEXT, INTENSIFYING) and state.over_limit() == seat:
            return self._discard(state, seat, legal)
        event = event_play(state, seat)
        if event is not None and event in legal:
            return event
        if state.phase == ACTIONS and state.current == seat:
            plan = turn_plan(state)
            if plan and pa.seat_of(plan[0]) != seat:
                plan = turn_plan(state, events=False)  # its holder let the Event pass
            if plan:
                action = plan[0]
                if action & 31 == pa.STATION_FLIGHT:
                    self.landing = action >> 13
                    action &= (1 << 13) - 1
                if action in legal:
                    return action
            return pa.pack(pa.PASS, seat)
        for action in legal:  # draw, infect, the second Epidemic, intensify
            if action & 31 not in pa.EVENT_KINDS:
                return action
        return legal[0]

    def interject(self, state: PandemicState, seat: int) -> int | None:
        if not any(card >= c.AIRLIFT for card in state.hands[seat]) and state.stored[seat] < 0:
            return None
        action = event_play(state, seat)
        if action is not None and action in state.legal_actions(seat):
            return action
        return None

    # -- forced choices --

    def _second_choice(self, state: PandemicState, seat: int, legal: list[int]) -> int:
        assert state.pending is not None
        kind = state.pending[0]
        if kind == pa.ARRIVE:
            action = pa.pack(pa.ARRIVE, seat, self.landing) if self.landing >= 0 else -1
            self.landing = -1
            if action in legal:
                return action
            return self._best_by_score(state, legal, lambda node, a: _move_node(node, seat, a))
        if kind == pa.RELOCATE:
            new = state.pending[2]
            return max(legal, key=lambda a: (-_spread_without(state, (a >> 7) & 63, new), -a))
        if kind == pa.KEEP:
            # Keep the cards of the sickest cities: a direct flight there later.
            return max(legal, key=lambda a: (sum(state.cubes[((a >> 7) & 63) * 4 :][:4]), -a))
        # ORDER: the least dangerous card goes on top, the worst ones last.
        return min(legal, key=lambda a: (danger(state, (a >> 7) & 63), a))

    def _first(self, state: PandemicState, seat: int, legal: list[int]) -> int:
        """The tied seat whose hand is the nearest to a cure begins."""

        def most(a: int) -> tuple[int, int]:
            first = (a >> 7) & 63
            counts = [0, 0, 0, 0]
            for card in state.hands[first]:
                if card < N:
                    counts[COLOUR[card]] += 1
            return max(counts) + (1 if state.roles[first] == c.SCIENTIST else 0), -first

        return max(legal, key=most)

    def _best_by_score(self, state: PandemicState, legal: list[int], change: Any) -> int:
        planner = Planner(state)
        root = planner.root()
        best, best_action = -1e18, legal[0]
        for action in legal:
            value = planner.evaluate(change(root, action))
            if value > best:
                best, best_action = value, action
        return best_action

    def _discard(self, state: PandemicState, seat: int, legal: list[int]) -> int:
        """Over the hand limit: let go of the card the team misses least; an Event is
        played rather than discarded when it has a use."""
        planner = Planner(state)
        root = planner.root()
        best, best_card = -1e18, -1
        for card in dict.fromkeys(state.hands[seat]):
            value = planner.evaluate((root[0], _without(root[1], seat, card), *root[2:]))
            if value > best:
                best, best_card = value, card
        if best_card >= c.AIRLIFT:
            play = self._use_instead(state, seat, best_card)
            if play is not None and play in legal:
                return play
        return pa.pack(pa.DISCARD, seat, best_card)

    def _use_instead(self, state: PandemicState, seat: int, card: int) -> int | None:
        s5 = seat << 5
        if card == c.ONE_QUIET_NIGHT and not state.quiet:
            return pa.QUIET_NIGHT | s5
        if card == c.RESILIENT_POPULATION and state.idiscard:
            city = max(state.idiscard, key=lambda x: (danger(state, x), -x))
            return pa.RESILIENT | s5 | city << 7
        if card == c.FORECAST and state.ideck:
            return pa.FORECAST | s5
        if card == c.GOVERNMENT_GRANT and len(state.stations) < c.RESEARCH_STATIONS:
            city = min(
                (x for x in CITIES if x not in state.stations),
                key=lambda x: (_spread_with(state, x), x),
            )
            return pa.GRANT | s5 | city << 7
        return None


def _move_node(node: Node, pawn: int, action: int) -> Node:
    city = (action >> 7) & 63
    pos = tuple(city if s == pawn else p for s, p in enumerate(node[0]))
    return (pos, node[1], node[2], node[3], node[4], node[5], node[6])


def _spread_with(state: PandemicState, city: int) -> float:
    return station_dist(tuple(sorted((*state.stations, city))))[1]


def _spread_without(state: PandemicState, old: int, new: int) -> float:
    kept = [s for s in state.stations if s != old]
    return station_dist(tuple(sorted((*kept, new))))[1]


def bot_factory(game: Any, seat: int, seed: int) -> HeuristicBot:
    return HeuristicBot(game, seat, seed)
