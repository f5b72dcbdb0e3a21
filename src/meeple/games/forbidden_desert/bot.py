"""Forbidden Desert's heuristic bot: digs toward clues, keeps the water up, gathers on wells.

>>> import meeple
>>> from meeple.games.forbidden_desert.bot import HeuristicBot
>>> game = meeple.load("forbidden-desert")
>>> state = game.setup({"players": 3}, seed=3)
>>> bot = HeuristicBot(game, 0, seed=3)
>>> bot.act(state, 0) in state.legal_actions(0)
True

What it reads
-------------
Only what its seat may see. It reads the state object directly, but only its public
fields: the grid (``slot_at``, ``cell_of``, ``storm``), ``revealed``, ``sand``, ``pos``,
``water``, ``canteen``, ``roles``, ``hands``, ``part_at``, ``shields``, ``meter``, the
turn fields (``current``, ``phase``, ``actions_left``, ``calmed``, ``storm_left``), the
Storm discard pile and the sizes of the two decks. A tile's city side (``kind[slot]``) is
read only once the tile is excavated, or for a tile its own seat looked under with a
Terrascope (``known[seat]``); face down, only its desert side (plain, water drop, crash
site, which every player sees) is used. The cards of a forecast it holds (``peek``) are
read only by the seat that holds them. It never reads the order of the Storm or Equipment
deck.

How it plays
------------
Every seat runs the same bot on the same public position, so the team acts as one mind.

- **Its own turn** is a small beam search over its actions (move, dig, excavate, pick up,
  navigate, draw water, calm the storm), plus one Dune Blaster or Jet Pack, on a light
  copy of the position. An excavation is scored by its expected worth over the face-down
  tiles that could lie there (the kinds not yet seen, split by desert side). The plan is
  kept while the position goes as planned and made again after an excavation.
- **The score** counts, in "actions" as the unit: parts held and located (less the way to
  the nearest pawn), clues and the Launch Pad found, equipment in hand, each pawn's thirst
  (steeper near the skull; a tunnel or a shield spares the suns drawn before the pawn
  moves again), the sand on the desert (dearer as the supply runs low; buried pawns and a
  blocked Launch Pad cost more), and for each pawn the best excavation within its reach
  that no other pawn aims at, so the team spreads out to dig. Water: an unexcavated water
  tile is worth the water it would give the thirsty pawns near it; once a canteen is low
  the team rallies on one water tile (the cheapest for all to reach), and excavating it
  counts the water lost by thirsty teammates who are close but not on it yet, so the
  team gathers on a well before excavating. The Water Carrier, dry, heads back to an
  excavated well. Once the parts are found, the way of every pawn to the Launch Pad.
- **Free actions** (its own turn or out of turn): water passes from a full canteen to a
  dry one when that lowers the team's thirst; the Secret Water Reserve when it fills
  enough; a Solar Shield before a Storm draw that could hurt a thirsty pawn; the Time
  Throttle late in the game or near the end; take off as soon as it can.
- **A forecast or Storm Tracker** buries the most harmful card.
"""

from __future__ import annotations

import heapq
from typing import Any

from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.actions import (
    BURY,
    CALM,
    DIG,
    DRAW_STORM,
    DRAW_WATER,
    DUNE_BLASTER,
    END_ACTIONS,
    EXCAVATE,
    GIVE_WATER,
    JET_PACK,
    KEEP,
    MOVE,
    NAVIGATE,
    PICK_UP,
    PLACE,
    SOLAR_SHIELD,
    STORM_TRACKER,
    TAKE_OFF,
    TIME_THROTTLE,
    WATER_RESERVE,
    pack,
)
from meeple.games.forbidden_desert.rules import (
    ACTIONS,
    AROUND,
    HELD,
    HIDDEN,
    IN_STORM,
    ORTH,
    DesertState,
)

N_SLOTS = c.N_TILES
SLOTS = range(N_SLOTS)
INF = 99

# -- the weights of the score (unit: one action) ---------------------------------------

PART_HELD = 120.0
PART_LOCATED = 32.0  # a part lying on the desert (less the way to it)
PART_IN_STORM = 27.0
PICK_W = 3.0  # per action between the nearest pawn and a located part
CLUE = 9.0  # a clue excavated
LAUNCH_FOUND = 10.0
LAUNCH_PER_PART = 8.0  # more for each part found: the Launch Pad is the way out
TUNNEL = 2.0  # a tunnel excavated (shelter and travel)
CARD = (4.0, 4.5, 2.5, 1.5, 3.5, 3.0, 2.0)  # an equipment card in hand, by kind
CARD_UNKNOWN = 3.2  # the next Equipment card
# Thirst by water left (index water + 1: -1 is the skull).
THIRST = (600.0, 60.0, 38.0, 24.0, 14.0, 7.0, 0.0)
SHELTER = 0.2  # weight of the suns a tunnel or a shield spares
SUN_CARDS = 4
SAND_BASE = 0.2  # per sand marker on the desert ...
SAND_LOW = 40.0  # ... plus this / (supply + 2)
BURIED = 2.0  # per marker above 1 under a buried pawn
PAD_SAND = 2.5  # per marker on the Launch Pad once found
PART_SAND = 1.0  # per marker on a located part's tile above 1
EXC_MULT = 2.0  # weight of what an excavation is expected to turn up
OPP_W = 0.35  # share of the best excavation within reach, per pawn
SPREAD = True  # pawns aim at different tiles
OPP_COST = 1.0  # per action to reach and clear it
WELL_POT = 0.3  # share of the water an unexcavated well would give the pawns near it
WELL_RANGE = 6.0  # actions beyond which a pawn counts for nothing at a well
RALLY_AT = 2  # the team gathers on a water tile once someone has this much left
RALLY_W = 0.3  # per action away from it, times the water the pawn needs
WAIT_W = 1.0  # an excavated well loses the water of the teammates not on it yet ...
GATHER_RANGE = 4.0  # ... who were this many actions away or less
CARRIER_POT = 0.4  # the Water Carrier's pull toward an excavated well when dry
AHEAD = 0  # water a pawn expects to drink before it reaches a well
WIN = 1000.0  # every part held and every pawn on the open Launch Pad
HOME_HELD = 10.0  # per action between a pawn and the Launch Pad, every part held
HOME_W = 2.0  # per action between a pawn and the Launch Pad, endgame
HOME_SOON = 0.8  # the same with three parts found
STORM_UP_HARM = 9.0
CALM_MULT = 1.0  # share of a Storm card's harm a calm spares
BEAM = 6
EXPAND = 10  # children kept per node (best first)

WALK, EXPLORE, CLIMB = 0, 1, 2


def _kind_of(role: int) -> int:
    if role == c.EXPLORER:
        return EXPLORE
    if role == c.CLIMBER:
        return CLIMB
    return WALK


def thirst(water: int) -> float:
    if water < 0:
        return THIRST[0]
    return THIRST[min(water + 1, len(THIRST) - 1)]


# -- what the seat knows of one position -----------------------------------------------


class Context:
    """The public facts of one real position, computed once per plan."""

    def __init__(self, state: DesertState, seat: int) -> None:
        self.state = state
        self.seat = seat
        n = len(state.pos)
        self.n = n
        self.roles = state.roles
        self.canteen = state.canteen
        self.kinds = [_kind_of(r) for r in state.roles]
        self.slot_at = state.slot_at
        self.cell_of = state.cell_of
        self.sand0 = state.sand
        plain_left = self._tiles(state, seat)
        self.has_cards = bool(state.edeck)
        card = CARD_UNKNOWN if self.has_cards else 0.0
        parts_found = [state.part_at[p] != HIDDEN for p in range(4)]
        self.parts_found = parts_found
        self.endgame = all(parts_found)
        self.almost = sum(parts_found) >= 3
        self.launch_known = c.LAUNCH_TILE in self.seen_kinds
        worth = self._worth(card, LAUNCH_FOUND + LAUNCH_PER_PART * sum(parts_found))
        self.worth = worth
        self.plain_worth = sum(worth[t] for t in plain_left) / len(plain_left) if plain_left else 0
        self.p_well = self.wells_left / self.water_left if self.water_left else 0.0
        # Per slot: its expected worth if excavated (water aside).
        self.exc = [0.0] * N_SLOTS
        for s in SLOTS:
            if state.revealed[s]:
                continue
            if self.seen[s] >= 0:
                self.exc[s] = worth[self.seen[s]] * EXC_MULT
            elif self.desert[s] == c.PLAIN:
                self.exc[s] = self.plain_worth * EXC_MULT
            elif self.desert[s] == c.CRASH:
                self.exc[s] = card * EXC_MULT
        self._storm(state)
        self.pad = -1
        if self.launch_known:
            self.pad = state.kind.index(c.LAUNCH_TILE)
        self._dist: dict[tuple[int, int], list[int]] = {}
        self.rally = self._rally()

    def _tiles(self, state: DesertState, seat: int) -> list[int]:
        """What the seat knows of each tile; returns the plain city sides still unseen."""
        known = state.known[seat]
        # The city side of each slot, where this seat may know it (-1: unknown).
        self.seen = [state.kind[s] if state.revealed[s] or known >> s & 1 else -1 for s in SLOTS]
        self.desert = [c.TILE_DESERT[state.kind[s]] for s in SLOTS]  # the face-up side
        seen_kinds = {state.kind[s] for s in SLOTS if state.revealed[s]}  # excavated by now
        self.seen_kinds = seen_kinds
        self.tunnel = [state.revealed[s] and c.TILE_KIND[state.kind[s]] == c.TUNNEL for s in SLOTS]
        self.known_dry = [self.seen[s] >= 0 and c.TILE_KIND[self.seen[s]] != c.WELL for s in SLOTS]
        self.well = [state.revealed[s] and c.TILE_KIND[state.kind[s]] == c.WELL for s in SLOTS]
        # Unknown tiles among the face-down plain ones and the water ones.
        plain_left, water_left = [], []
        for t in range(N_SLOTS):
            if t not in seen_kinds and t not in self.seen:
                if c.TILE_DESERT[t] == c.PLAIN:
                    plain_left.append(t)
                elif c.TILE_DESERT[t] == c.WATER:
                    water_left.append(t)
        self.wells_left = sum(1 for t in water_left if c.TILE_KIND[t] == c.WELL)
        self.water_left = len(water_left)
        return plain_left

    def _worth(self, card: float, launch: float) -> list[float]:
        """The worth of excavating a tile whose city side is ``t``, for each ``t``."""
        worth = [0.0] * N_SLOTS
        for t in range(N_SLOTS):
            info = c.TILES[t]
            v = card if info.gear else 0.0
            if info.kind == c.CLUE:
                v += CLUE
                twin = c.CLUE_TILE[info.part][1 - info.axis]
                if twin in self.seen_kinds:
                    v += PART_LOCATED - 4.0
            elif info.kind == c.LAUNCH_PAD:
                v += launch
            elif info.kind == c.TUNNEL:
                v += TUNNEL
            worth[t] = v
        return worth

    def _storm(self, state: DesertState) -> None:
        """What the coming Storm cards threaten: the sand's weight, thirst, exposure."""
        n = self.n
        self.supply0 = state.sand_supply()
        self.sand_w = SAND_BASE + SAND_LOW / (self.supply0 + 2)
        draws = state.draws()
        suns = n * draws * 4 / 31
        self.thirst_scale = 0.6 + 0.6 * suns
        # Per seat: the Storm cards drawn before it acts again (its own draw included).
        sun_rate = SUN_CARDS / 31
        cur = state.current
        self.exposure = [((o - cur) % n or n) * draws * sun_rate * SHELTER for o in range(n)]
        self.draws = draws
        self.meteo_harm = self.card_harm() * CALM_MULT

    def _rally(self) -> int:
        """When the team runs dry: the water tile where it gathers before excavating."""
        state = self.state
        if self.p_well <= 0 or min(state.water) > RALLY_AT:
            return -1
        best, best_cost = -1, float(INF * INF)
        for t in SLOTS:
            if state.revealed[t] or self.desert[t] != c.WATER or self.known_dry[t]:
                continue
            cost = 2.0 * state.sand[t]
            for s in range(self.n):
                cost += self.dist(self.kinds[s], state.pos[s])[t]
            if cost < best_cost:
                best, best_cost = t, cost
        return best

    # -- distances --

    def dist(self, kind: int, start: int) -> list[int]:
        """Actions for a pawn moving as ``kind`` from slot ``start`` to stand on each slot
        (moves, plus digs to open blocked tiles on the way), on the sand of the root."""
        key = (kind, start)
        found = self._dist.get(key)
        if found is not None:
            return found
        sand = self.sand0
        slot_at, cell_of = self.slot_at, self.cell_of
        near = AROUND if kind == EXPLORE else ORTH
        tunnels = [s for s in SLOTS if self.tunnel[s]]
        best = [INF] * N_SLOTS
        best[start] = 0
        heap = [(0, start)]
        while heap:
            d, s = heapq.heappop(heap)
            if d > best[s]:
                continue
            nxt = [slot_at[cell] for cell in near[cell_of[s]]]
            if self.tunnel[s]:
                nxt += tunnels
            for u in nxt:
                if u < 0 or u == s:
                    continue
                step = 1 if kind == CLIMB else 1 + max(0, sand[u] - 1)
                if d + step < best[u]:
                    best[u] = d + step
                    heapq.heappush(heap, (d + step, u))
        self._dist[key] = best
        return best

    # -- storm harm --

    def card_harm(self) -> float:
        """Roughly what one Storm card costs the team, on average over the unseen ones."""
        sun = self.sun_harm()
        wind = 1.8 * self.sand_w
        return (24 * wind + 4 * sun + 3 * STORM_UP_HARM) / 31

    def sun_harm(self) -> float:
        state = self.state
        total = 0.0
        for s in range(self.n):
            if state.protected(s):
                continue
            w = state.water[s]
            total += thirst(w - 1) - thirst(w)
        return total * self.thirst_scale

    def harm_of(self, card: int) -> float:
        if card < c.SUN:
            return (card % 3 + 1) * 1.5 * self.sand_w
        if card == c.SUN:
            return self.sun_harm()
        return STORM_UP_HARM


# -- light positions for the search ----------------------------------------------------


class Node:
    __slots__ = ("bonus", "calmed", "card", "left", "parts", "pos", "rev", "sand", "water")

    def __init__(
        self,
        pos: list[int],
        sand: list[int],
        rev: list[int],
        water: list[int],
        parts: list[int],
        left: int,
        calmed: int,
        card: int,
        bonus: float,
    ) -> None:
        self.pos = pos
        self.sand = sand
        self.rev = rev
        self.water = water
        self.parts = parts
        self.left = left
        self.calmed = calmed
        self.card = card  # -1: no equipment played in the plan yet
        self.bonus = bonus

    def copy(self) -> Node:
        return Node(
            self.pos[:],
            self.sand[:],
            self.rev[:],
            self.water[:],
            self.parts[:],
            self.left,
            self.calmed,
            self.card,
            self.bonus,
        )

    def key(self) -> tuple[Any, ...]:
        return (
            tuple(self.pos),
            tuple(self.sand),
            tuple(self.rev),
            tuple(self.water),
            tuple(self.parts),
            self.calmed,
            self.card,
            self.left,
        )


class Planner:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def root(self) -> Node:
        return _root(self.ctx.state)

    # -- the score --

    def buried(self, node: Node, seat: int) -> bool:
        here = node.pos[seat]
        if node.sand[here] < c.BLOCKED:
            return False
        roles = self.ctx.roles
        return not any(p == here and roles[o] == c.CLIMBER for o, p in enumerate(node.pos))

    def evaluate(self, node: Node) -> float:
        """The score of ``node`` (each term added in turn, in this order)."""
        ctx = self.ctx
        dists = [ctx.dist(ctx.kinds[s], node.pos[s]) for s in range(ctx.n)]
        value = self._parts_value(node, dists, node.bonus)
        value = self._thirst_value(node, value)
        value = self._sand_value(node, value)
        value += ctx.meteo_harm * node.calmed  # calm
        value = self._excavation_value(node, dists, value)
        value = self._water_value(node, dists, value)
        return self._home_value(node, dists, value)

    def _parts_value(self, node: Node, dists: list[list[int]], value: float) -> float:
        """Parts held, in the storm, located (less the way to them) or clued."""
        ctx = self.ctx
        sand, rev = node.sand, node.rev
        for p in range(4):
            where = node.parts[p]
            if where >= HELD:
                value += PART_HELD
            elif where == IN_STORM:
                value += PART_IN_STORM
            elif where >= 0:
                cost = min(d[where] for d in dists)
                if not rev[where]:
                    cost += sand[where] + 1
                elif sand[where] >= c.BLOCKED:
                    cost += 1
                value += PART_LOCATED - PICK_W * cost - PART_SAND * max(0, sand[where] - 1)
            else:
                for axis in (0, 1):
                    if c.CLUE_TILE[p][axis] in ctx.seen_kinds:
                        value += CLUE
        return value

    def _thirst_value(self, node: Node, value: float) -> float:
        ctx = self.ctx
        pos, water = node.pos, node.water
        shields = ctx.state.shields
        shielded = [pos[o] for o in range(ctx.n) if shields[o]]
        scale = ctx.thirst_scale
        for s in range(ctx.n):
            w = water[s]
            value -= thirst(w) * scale
            here = pos[s]
            if ctx.tunnel[here] or here in shielded:
                # Spared the suns drawn before this pawn moves again.
                value += ctx.exposure[s] * (thirst(w - 1) - thirst(w)) * scale
        return value

    def _sand_value(self, node: Node, value: float) -> float:
        ctx = self.ctx
        pos, sand = node.pos, node.sand
        value -= ctx.sand_w * sum(sand)
        for s in range(ctx.n):
            if self.buried(node, s):
                value -= BURIED * (sand[pos[s]] - 1)
        if ctx.pad >= 0:
            value -= PAD_SAND * sand[ctx.pad]
        return value

    def _excavation_value(self, node: Node, dists: list[list[int]], value: float) -> float:
        """The best excavation within reach, per pawn: one pawn per tile."""
        ctx = self.ctx
        sand, rev = node.sand, node.rev
        exc = ctx.exc
        claimed = set()  # one pawn per tile: the team spreads out
        for s in range(ctx.n):
            d = dists[s]
            best = 0.0
            best_t = -1
            for t in SLOTS:
                if rev[t]:
                    continue
                v = exc[t]
                if v <= 0.0 or t in claimed:
                    continue
                v -= OPP_COST * (d[t] + sand[t])
                if v > best:
                    best, best_t = v, t
            if SPREAD and best_t >= 0:
                claimed.add(best_t)
            value += OPP_W * best
        return value

    def _water_value(self, node: Node, dists: list[list[int]], value: float) -> float:
        """Water tiles for the thirsty, the rally point, the dry Water Carrier's well."""
        ctx = self.ctx
        n = ctx.n
        sand, rev, water = node.sand, node.rev, node.water
        if ctx.p_well > 0:
            needs = [self.need(water[s] - AHEAD, s) for s in range(n)]
            if any(needs):
                best = 0.0
                for t in SLOTS:
                    if rev[t] or ctx.desert[t] != c.WATER or ctx.known_dry[t]:
                        continue
                    p_water = 1.0 if ctx.seen[t] >= 0 else ctx.p_well
                    v = 0.0
                    for s in range(n):
                        if needs[s]:
                            g = 1.0 - (dists[s][t] + sand[t]) / WELL_RANGE
                            if g > 0:
                                v += needs[s] * g
                    v *= p_water
                    if v > best:
                        best = v
                value += WELL_POT * best
        rally = ctx.rally
        if rally >= 0 and not rev[rally]:
            for s in range(n):
                value -= RALLY_W * self.need(water[s], s) * dists[s][rally]
        # The Water Carrier, dry, heads for an excavated well.
        for s in range(n):
            if ctx.roles[s] == c.WATER_CARRIER and water[s] < ctx.canteen[s] - 1:
                wells = [t for t in SLOTS if ctx.well[t]]
                if wells:
                    nearest = min(dists[s][t] for t in wells)
                    g = 1.0 - nearest / WELL_RANGE
                    if g > 0:
                        value += CARRIER_POT * self.need(water[s], s) * g
        return value

    def _home_value(self, node: Node, dists: list[list[int]], value: float) -> float:
        """Once the parts are (almost) found: the way to the Launch Pad, or the win."""
        ctx = self.ctx
        pad = ctx.pad
        if pad < 0 or not (ctx.endgame or ctx.almost):
            return value
        if all(where >= HELD for where in node.parts):
            if node.sand[pad] < c.BLOCKED and all(p == pad for p in node.pos):
                return value + WIN
            home_w = HOME_HELD
        else:
            home_w = HOME_W if ctx.endgame else HOME_SOON
        for s in range(ctx.n):
            value -= home_w * dists[s][pad]
        return value

    def need(self, w: int, seat: int) -> float:
        """What two more water would spare this pawn."""
        top = min(self.ctx.canteen[seat] - AHEAD, w + c.WELL_GAIN)
        return (thirst(w) - thirst(top)) * self.ctx.thirst_scale

    # -- the moves of the seat whose turn it is --

    def targets(self, node: Node, seat: int) -> list[int]:
        """Slots a pawn reaches with one move."""
        ctx = self.ctx
        here = node.pos[seat]
        role = ctx.roles[seat]
        near = AROUND if role == c.EXPLORER else ORTH
        climber = role == c.CLIMBER
        sand = node.sand
        out = []
        for cell in near[ctx.cell_of[here]]:
            u = ctx.slot_at[cell]
            if u >= 0 and (climber or sand[u] < c.BLOCKED):
                out.append(u)
        if ctx.tunnel[here]:
            for u in SLOTS:
                if (
                    u != here
                    and ctx.tunnel[u]
                    and (climber or sand[u] < c.BLOCKED)
                    and u not in out
                ):
                    out.append(u)
        return out

    def children(self, node: Node, seat: int) -> list[tuple[int, Node]]:
        ctx = self.ctx
        out: list[tuple[int, Node]] = []
        here = node.pos[seat]
        sand = node.sand
        cell_of = ctx.cell_of
        if node.left > 0:
            if self.buried(node, seat):
                out.append(self._dig(node, seat, here))
            else:
                self._moves(node, seat, out)
                reach = AROUND if ctx.roles[seat] == c.EXPLORER else ORTH
                if sand[here]:
                    out.append(self._dig(node, seat, here))
                for cell in reach[cell_of[here]]:
                    u = ctx.slot_at[cell]
                    if u >= 0 and sand[u]:
                        out.append(self._dig(node, seat, u))
                if not node.rev[here] and not sand[here]:
                    out.append(self._excavate(node, seat))
                if node.rev[here] and sand[here] < c.BLOCKED:
                    for p in range(4):
                        if node.parts[p] == here:
                            child = node.copy()
                            child.parts[p] = HELD + seat
                            child.left -= 1
                            out.append((PICK_UP | seat << 5 | p << 8, child))
                self._powers(node, seat, out)
        if node.card < 0:
            out += self.equipment(node, seat)
        return out

    def _moves(self, node: Node, seat: int, out: list[tuple[int, Node]]) -> None:
        """One move (the Climber: with or without each pawn on her tile)."""
        s5 = seat << 5
        here = node.pos[seat]
        climber = self.ctx.roles[seat] == c.CLIMBER
        cell_of = self.ctx.cell_of
        for u in self.targets(node, seat):
            child = node.copy()
            child.pos[seat] = u
            child.left -= 1
            out.append((MOVE | s5 | cell_of[u] << 8, child))
            if climber:
                for o, p in enumerate(node.pos):
                    if p == here and o != seat:
                        child = child.copy()
                        child.pos[o] = u
                        out.append((MOVE | s5 | cell_of[u] << 8 | (o + 1) << 13, child))

    def _powers(self, node: Node, seat: int, out: list[tuple[int, Node]]) -> None:
        """The Navigator's, the Water Carrier's and the Meteorologist's actions."""
        ctx = self.ctx
        s5 = seat << 5
        role = ctx.roles[seat]
        if role == c.NAVIGATOR:
            for o in range(ctx.n):
                if o != seat and not self.buried(node, o):
                    for u in self.navigate_targets(node, o):
                        child = node.copy()
                        child.pos[o] = u
                        child.left -= 1
                        out.append((NAVIGATE | s5 | o << 8 | ctx.cell_of[u] << 13, child))
        elif role == c.WATER_CARRIER:
            here = node.pos[seat]
            if ctx.well[here] and node.water[seat] < ctx.canteen[seat]:
                child = node.copy()
                child.water[seat] = min(ctx.canteen[seat], node.water[seat] + 2)
                child.left -= 1
                out.append((DRAW_WATER | s5, child))
        elif role == c.METEOROLOGIST and node.calmed < ctx.draws:
            child = node.copy()
            child.calmed += 1
            child.left -= 1
            out.append((CALM | s5, child))

    def _dig(self, node: Node, seat: int, slot: int) -> tuple[int, Node]:
        child = node.copy()
        count = 2 if self.ctx.roles[seat] == c.ARCHEOLOGIST else 1
        child.sand[slot] = max(0, child.sand[slot] - count)
        child.left -= 1
        return DIG | seat << 5 | self.ctx.cell_of[slot] << 8, child

    def _excavate(self, node: Node, seat: int) -> tuple[int, Node]:
        ctx = self.ctx
        here = node.pos[seat]
        child = node.copy()
        child.rev[here] = 1
        child.left -= 1
        child.bonus += ctx.exc[here]
        if ctx.desert[here] == c.WATER:
            p = ctx.p_well
            if ctx.seen[here] >= 0:
                p = 1.0 if c.TILE_KIND[ctx.seen[here]] == c.WELL else 0.0
            gain = 0.0
            for o, w in enumerate(node.water):
                if node.pos[o] == here:
                    top = min(ctx.canteen[o], w + c.WELL_GAIN)
                    gain += (thirst(w) - thirst(top)) * ctx.thirst_scale
                else:
                    # A thirsty teammate close by would rather be here too.
                    g = 1.0 - ctx.dist(ctx.kinds[o], node.pos[o])[here] / GATHER_RANGE
                    if g > 0:
                        gain -= WAIT_W * g * self.need(w, o)
            child.bonus += p * gain
        return EXCAVATE | seat << 5, child

    def navigate_targets(self, node: Node, other: int) -> list[int]:
        seen = {node.pos[other]}
        layer = [node.pos[other]]
        out = []
        for _ in range(c.NAVIGATOR_STEPS):
            nxt = []
            for s in layer:
                saved = node.pos[other]
                node.pos[other] = s
                for u in self.targets(node, other):
                    if u not in seen:
                        seen.add(u)
                        nxt.append(u)
                        out.append(u)
                node.pos[other] = saved
            layer = nxt
        return out

    def equipment(self, node: Node, seat: int) -> list[tuple[int, Node]]:
        """One Dune Blaster or Jet Pack of the seat whose turn it is."""
        ctx = self.ctx
        hand = ctx.state.hands[seat]
        out: list[tuple[int, Node]] = []
        s5 = seat << 5
        here = node.pos[seat]
        cell_of = ctx.cell_of
        if hand[c.DUNE_BLASTER]:
            reach = AROUND if ctx.roles[seat] == c.EXPLORER else ORTH
            cells = [cell_of[here], *reach[cell_of[here]]]
            for cell in cells:
                u = ctx.slot_at[cell]
                if u >= 0 and node.sand[u] >= 2:
                    child = node.copy()
                    child.sand[u] = 0
                    child.card = c.DUNE_BLASTER
                    child.bonus -= CARD[c.DUNE_BLASTER]
                    out.append((DUNE_BLASTER | s5 | cell << 8, child))
        if hand[c.JET_PACK] and not self.buried(node, seat):
            goals = set()
            if ctx.pad >= 0 and ctx.endgame:
                goals.add(ctx.pad)
            for where in node.parts:
                if 0 <= where < N_SLOTS:
                    goals.add(where)
            for t in SLOTS:
                if ctx.desert[t] == c.WATER and not node.rev[t]:
                    goals.add(t)
            ranked = sorted(
                (t for t in SLOTS if not node.rev[t] and ctx.exc[t] > 0),
                key=lambda t: -ctx.exc[t] + node.sand[t],
            )
            goals.update(ranked[:2])
            mates = [o for o, p in enumerate(node.pos) if p == here and o != seat]
            for t in goals:
                if t == here or node.sand[t] >= c.BLOCKED:
                    continue
                cell = cell_of[t]
                for o in [-1, *mates]:
                    child = node.copy()
                    child.pos[seat] = t
                    if o >= 0:
                        child.pos[o] = t
                    child.card = c.JET_PACK
                    child.bonus -= CARD[c.JET_PACK]
                    out.append((JET_PACK | s5 | cell << 8 | (o + 1) << 13, child))
        return out

    def plan(self, seat: int) -> tuple[list[int], list[Node]]:
        """The best sequence of actions (and the positions along it) for ``seat``."""
        root = self.root()
        best_value = self.evaluate(root)
        best: list[int] = []
        best_nodes: list[Node] = []
        seen = {root.key()}
        frontier: list[tuple[float, list[int], list[Node], Node]] = [(best_value, [], [], root)]
        while frontier:
            found: list[tuple[float, list[int], list[Node], Node]] = []
            for _, seq, nodes, node in frontier:
                scored = []
                for action, child in self.children(node, seat):
                    key = child.key()
                    if key in seen:
                        continue
                    seen.add(key)
                    value = self.evaluate(child)
                    scored.append((value, action, child))
                    if value > best_value + 1e-9:
                        best_value = value
                        best = [*seq, action]
                        best_nodes = [*nodes, child]
                scored.sort(key=lambda item: -item[0])
                for value, action, child in scored[:EXPAND]:
                    if action & 31 == EXCAVATE:
                        continue  # what comes next depends on what is found
                    found.append((value, [*seq, action], [*nodes, child], child))
            found.sort(key=lambda item: -item[0])
            frontier = found[:BEAM]
        return best, best_nodes


# -- the bot ---------------------------------------------------------------------------


def _root(state: DesertState) -> Node:
    """The light position of a real one, before any planned action."""
    return Node(
        state.pos[:],
        state.sand[:],
        state.revealed[:],
        state.water[:],
        state.part_at[:],
        state.actions_left,
        state.calmed,
        -1,
        0.0,
    )


def _signature(state: DesertState) -> tuple[Any, ...]:
    return _node_signature(_root(state))


def _node_signature(node: Node) -> tuple[Any, ...]:
    return (
        tuple(node.pos),
        tuple(node.sand),
        tuple(node.rev),
        tuple(node.water),
        tuple(node.parts),
        node.calmed,
        node.left,
    )


class HeuristicBot:
    """A rule-and-score bot for one seat. Deterministic: same position, same action."""

    def __init__(self, game: Any = None, seat: int = 0, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.seed = seed
        self._plan: list[int] = []
        self._nodes: list[Node] = []
        self._expect: tuple[Any, ...] | None = None

    # -- the Agent protocol --

    def act(self, state: DesertState, seat: int) -> int:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        peek = state.peek
        if peek is not None and peek[0] == seat:
            return self._settle_peek(state, seat, legal)
        take_off = pack(TAKE_OFF, seat)
        if take_off in legal:
            return take_off
        free = self._free(state, seat, legal)
        if free is not None:
            return free
        if state.phase == ACTIONS and state.current == seat:
            throttle = pack(TIME_THROTTLE, seat)
            if throttle in legal and self._throttle(state):
                return throttle
            action = self._planned(state, seat, legal)
            if action is not None:
                return action
            return pack(END_ACTIONS, seat)
        draw = pack(DRAW_STORM, seat)
        if draw in legal:
            return draw
        return legal[0]

    def interject(self, state: DesertState, seat: int) -> int | None:
        if state.result is not None:
            return None
        hand = state.hands[seat]
        if not (hand[c.SOLAR_SHIELD] or hand[c.WATER_RESERVE]) and state.water[seat] <= 0:
            return None
        legal = state.legal_actions(seat)
        if not legal:
            return None
        return self._free(state, seat, legal)

    # -- the turn --

    def _planned(self, state: DesertState, seat: int, legal: list[int]) -> int | None:
        if self._plan and self._expect == _signature(state):
            action = self._plan.pop(0)
            node = self._nodes.pop(0)
            if action in legal:
                self._expect = _node_signature(node) if self._plan else None
                if action & 31 in (EXCAVATE, DUNE_BLASTER, JET_PACK):
                    self._plan = []
                    self._expect = None
                return action
        ctx = Context(state, seat)
        plan, nodes = Planner(ctx).plan(seat)
        self._plan, self._nodes, self._expect = [], [], None
        if not plan or plan[0] not in legal:
            return None
        action = plan[0]
        if len(plan) > 1 and action & 31 not in (EXCAVATE, DUNE_BLASTER, JET_PACK):
            self._plan = plan[1:]
            self._nodes = nodes[1:]
            self._expect = _node_signature(nodes[0])
        return action

    def _throttle(self, state: DesertState) -> bool:
        if state.actions_left < c.ACTIONS_PER_TURN:
            return False
        found = all(where != HIDDEN for where in state.part_at)
        return found or state.meter >= state.skull() - 2

    # -- free actions: water, shields, reserves --

    def _free(self, state: DesertState, seat: int, legal: list[int]) -> int | None:
        water = state.water
        canteen = state.canteen
        mine = water[seat]
        # Share water when it lowers the team's thirst.
        if mine > 0:
            best, best_gain = None, 0.6
            loss = thirst(mine - 1) - thirst(mine)
            for action in legal:
                if action & 31 != GIVE_WATER:
                    continue
                other = (action >> 8) & 31
                w = water[other]
                gain = thirst(w) - thirst(w + 1) - loss
                if w < canteen[other] and gain > best_gain:
                    best, best_gain = action, gain
            if best is not None:
                return best
        hand = state.hands[seat]
        here = state.pos[seat]
        mates = [o for o in range(len(state.pos)) if state.pos[o] == here]
        if hand[c.WATER_RESERVE]:
            gain = 0.0
            for o in mates:
                top = min(canteen[o], water[o] + c.WATER_RESERVE_GAIN)
                gain += thirst(water[o]) - thirst(top)
            if gain >= 14.0 or (gain >= 8.0 and state.phase != ACTIONS):
                action = pack(WATER_RESERVE, seat)
                if action in legal:
                    return action
        if hand[c.SOLAR_SHIELD] and not state.shields[seat] and state.phase != ACTIONS:
            risk = 0.0
            for o in mates:
                if not state.protected(o):
                    risk += thirst(water[o] - 1) - thirst(water[o])
            if risk >= 9.0 or (risk >= 5.0 and len(mates) >= 2):
                action = pack(SOLAR_SHIELD, seat)
                if action in legal:
                    return action
        tracker = hand[c.STORM_TRACKER] and state.phase != ACTIONS and state.current == seat
        if tracker and state.storm_left >= 2:
            action = pack(STORM_TRACKER, seat)
            if action in legal:
                return action
        return None

    # -- forecasts --

    def _settle_peek(self, state: DesertState, seat: int, legal: list[int]) -> int:
        peek = state.peek
        assert peek is not None
        cards = peek[3]
        ctx = Context(state, seat)
        harms = [ctx.harm_of(card) for card in cards]
        if peek[2] == 0:
            worst = max(range(len(cards)), key=lambda i: harms[i])
            action = pack(BURY, seat, worst)
            return action if action in legal else pack(KEEP, seat)
        # Put the mildest card first: it is drawn first.
        mild = min(range(len(cards)), key=lambda i: harms[i])
        action = pack(PLACE, seat, mild)
        return action if action in legal else legal[0]


__all__ = ["HeuristicBot"]
