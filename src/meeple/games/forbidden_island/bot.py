"""Forbidden Island's heuristic bot: a team player that plans its turn and guards the island.

>>> import meeple
>>> from meeple.games.forbidden_island.bot import HeuristicBot
>>> game = meeple.load("forbidden-island")
>>> state = game.setup({"players": 2}, seed=3)
>>> bot = HeuristicBot(game, 0, seed=3)
>>> bot.act(state, 0) in state.legal_actions(0)
True

How it plays
------------
Every seat runs the same bot and reads the whole public position, so the team acts as one
mind. What it may know is what the players know: the board, the hands, both discard piles,
the contents of the two decks (every card not seen elsewhere) and, for the Flood deck, which
tiles lie in each separately shuffled run (a Waters Rise! puts the discards back on top as a
run everybody saw). It never reads the order of a deck.

- **Its own turn** is a beam search over the actions left (move, fly, shore up, navigate,
  give, capture), on a light copy of the position, scored by :func:`evaluate`.
- **The score** (:func:`evaluate`) counts, in "actions" as the unit:
  captured treasures; for each other treasure, the cards still missing and the cheapest
  plan to gather four in one hand and carry them to one of its tiles (meeting distances
  from breadth-first searches over the island, the Messenger giving from afar, the Pilot
  flying); the danger on each flooded tile (its chance to be drawn this turn, from the
  runs of the Flood deck and the chance of a Waters Rise!, plus a share for later, less
  when a pawn stands near) times what the tile is worth (Fools' Landing or the last tile
  of a treasure lose the game; a treasure tile whose twin is flooded is worth more than
  one with a dry twin; a plain tile is worth more when its loss cuts pawns or tiles off
  Fools' Landing); at the end, the way home to Fools' Landing; a hand that will overflow
  with the coming draw.
- **Out of turn** (and before its own moves) it plays its special cards when they matter:
  lift off as soon as the team can; a Helicopter Lift to pull a pawn out of the water when
  it has nowhere to swim, to carry a pawn with four treasure cards to a treasure tile, to
  bring a stranded pawn back, or to gather the team on Fools' Landing; Sandbags between two
  Flood cards, when a valuable flooded tile is likely enough to be drawn before anyone can
  shore it up.
- **Discards, swims and landings** pick the choice with the best score.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from meeple.games.forbidden_island import actions as fa
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.rules import ACTIONS, FLOOD_DRAW, IslandState

N_TILES = c.N_TILES
ALL_TILES = range(N_TILES)
FL = c.FOOLS_LANDING
DRY, FLOODED, SUNK = c.DRY, c.FLOODED, c.SUNK
H, S = c.HELICOPTER, c.SANDBAGS
INF = 99

# How pawns move, for distances: orthogonal walkers, the Explorer, the Diver, the Pilot
# (who walks, or flies anywhere for one action once a turn).
WALK, EXPLORE, DIVE, AIR = 0, 1, 2, 3
KINDS = (WALK, EXPLORE, DIVE, AIR)
_MOVE_KIND = {c.EXPLORER: EXPLORE, c.DIVER: DIVE, c.PILOT: AIR}

# -- the weights of the score (unit: one action) ---------------------------------------

CAPTURED = 60.0  # a treasure in hand
# The cost of missing 0, 1, 2, 3 or 4 cards of a treasure: a card nearer a set is worth more.
MISSING = (0.0, 30.0, 54.0, 72.0, 84.0)
GIVE_COST = 1.0  # one action per card handed over
READY = 8.0  # four cards of a treasure in one hand
PLAN_W = (0.0, 0.0, 3.0, 6.0, 9.0)  # per player count: an action spent on a capture plan
W_LOSS = 120.0  # a tile whose loss loses the game
W_TWIN_FLOODED = 35.0  # a treasure tile whose twin is flooded
W_TREASURE = 16.0  # a treasure tile whose twin is dry
W_PLAIN = 2.5
W_CUT = 1.5  # per tile cut off from Fools' Landing if this one sinks
W_CUT_PAWN = 6.0  # per pawn cut off
RISK_BASE = 0.06  # share of a flooded tile's worth at risk beyond the next turn
# Share of the next turn's danger that counts, by the actions the nearest pawn needs to
# stand where it can shore the tile up (0 means it is in reach already).
FOLLOW = (0.3, 0.45, 0.65, 0.85, 1.0)
HOME = 4.0  # per action between a pawn and Fools' Landing once all four are captured
HOME_SOON = (0.0, 0.0, 0.0, 4.0, 4.0)  # per player count: the same when three are captured
SAND_LATE = 0.0  # more worth in the first Sandbags per captured treasure
HELI_LATE = 0.0  # more worth in the first Helicopter Lift per captured treasure
NO_HELI = 12.0  # all four captured and no Helicopter Lift in hand
OVERFLOW = 0.7  # share of a card's worth lost when the draw overfills the hand
HELI_VALUE = (0.0, 14.0, 19.0, 21.0)  # the team holding 0, 1, 2, 3+ Helicopter Lifts
SAND_VALUE = (0.0, 8.0, 11.0)
STRANDED = 120.0  # a pawn that would drown if its tile and every way out sank
SANDBAG_AT = 9.0  # play Sandbags when worth x chance of the tile's card >= this
BEAM = 48


# -- the island's distances (cached per layout and sunken tiles) -----------------------


class Tables:
    """Distances for one layout and one set of sunken tiles, per movement kind."""

    __slots__ = ("_kind", "alive", "board", "cut", "meet", "near", "sunk")

    def __init__(self, board: Any, sunk: int) -> None:
        self.board = board
        self.sunk = sunk
        self.alive = [t for t in ALL_TILES if not sunk >> t & 1]
        orth = board.orth
        around = board.around
        self.near = (
            [[u for u in orth[t] if not sunk >> u & 1] for t in ALL_TILES],
            [[u for u in around[t] if not sunk >> u & 1] for t in ALL_TILES],
        )
        self._kind: list[tuple[list[list[int]], list[list[int]], list[list[int]]] | None]
        self._kind = [None] * len(KINDS)
        self.meet: dict[tuple[int, int, int, int], int] = {}
        self.cut = [self._cut_off(t) for t in ALL_TILES]

    def of(self, kind: int) -> tuple[list[list[int]], list[list[int]], list[list[int]]]:
        """For one way of moving: ``dist[a][b]`` (actions from a to b), ``go[a][k]``
        (actions from a to the nearest tile of treasure k) and ``shore[a][t]`` (actions
        from a to a tile where t can be shored up)."""
        found = self._kind[kind]
        if found is not None:
            return found
        sunk = self.sunk
        if kind == AIR:
            dist = []
            for a in ALL_TILES:
                row = [INF] * N_TILES
                for t in self.alive:
                    row[t] = 0 if t == a else 1
                dist.append(row)
        else:
            dist = self._all_pairs(kind)
        pairs = [[x for x in pair if not sunk >> x & 1] for pair in c.TREASURE_TILES]
        go = [[min([row[x] for x in pair], default=INF) for pair in pairs] for row in dist]
        reach = self.board.around if kind == EXPLORE else self.board.orth
        sources = [[t, *(u for u in reach[t] if not sunk >> u & 1)] for t in ALL_TILES]
        shore = [[min([row[x] for x in sources[t]]) for t in ALL_TILES] for row in dist]
        found = self._kind[kind] = (dist, go, shore)
        return found

    def _all_pairs(self, kind: int) -> list[list[int]]:
        sunk = self.sunk
        near = self.near[1] if kind == EXPLORE else self.near[0]
        orth = self.board.orth
        table = []
        for start in ALL_TILES:
            dist = [INF] * N_TILES
            if sunk >> start & 1 and kind != DIVE:
                table.append(dist)
                continue
            dist[start] = 0
            if kind == DIVE:
                # 0-1 search: crossing sea costs nothing more, landing on a tile one action.
                cost = [INF] * N_TILES
                cost[start] = 0
                todo: deque[int] = deque([start])
                while todo:
                    t = todo.popleft()
                    here = cost[t]
                    for u in orth[t]:
                        step = 0 if sunk >> u & 1 else 1
                        if here + step < cost[u]:
                            cost[u] = here + step
                            if step:
                                todo.append(u)
                            else:
                                todo.appendleft(u)
                for t in ALL_TILES:
                    if not sunk >> t & 1:
                        dist[t] = cost[t]
            else:
                layer = [start]
                d = 0
                while layer:
                    d += 1
                    nxt = []
                    for t in layer:
                        for u in near[t]:
                            if dist[u] == INF:
                                dist[u] = d
                                nxt.append(u)
                    layer = nxt
            table.append(dist)
        return table

    def meeting(self, kind_a: int, a: int, kind_b: int, b: int) -> int:
        """Actions for two walkers to stand on one tile, both moving."""
        if a == b:
            return 0
        key = (kind_a, a, kind_b, b)
        found = self.meet.get(key)
        if found is None:
            da, db = self.of(kind_a)[0][a], self.of(kind_b)[0][b]
            found = min(da[x] + db[x] for x in self.alive)
            self.meet[key] = found
        return found

    def _cut_off(self, tile: int) -> list[int]:
        """Tiles no longer joined to Fools' Landing (orthogonally) if ``tile`` sinks."""
        if tile == FL or self.sunk >> FL & 1 or self.sunk >> tile & 1:
            return []
        near = self.near[0]
        seen = {FL, tile}
        todo = [FL]
        while todo:
            t = todo.pop()
            for u in near[t]:
                if u not in seen:
                    seen.add(u)
                    todo.append(u)
        return [t for t in self.alive if t not in seen]


_TABLES: dict[tuple[Any, int], Tables] = {}


def tables_for(state: IslandState) -> Tables:
    sunk = 0
    for t, side in enumerate(state.tiles):
        if side == SUNK:
            sunk |= 1 << t
    key = (state.board.tile_at, sunk)
    found = _TABLES.get(key)
    if found is None:
        if len(_TABLES) > 4096:
            _TABLES.clear()
        found = _TABLES[key] = Tables(state.board, sunk)
    return found


# -- what the Flood deck may bring -----------------------------------------------------


def flood_runs(state: IslandState) -> list[list[int]]:
    """The Flood deck's runs, top first, each as a set (sorted): never the order."""
    return [sorted(run) for run in reversed(state.flood_runs())]


def draw_chances(runs: list[list[int]], discard: list[int], draws: int) -> list[float]:
    """The chance of each tile's card to come up among the next ``draws`` Flood cards."""
    chance = [0.0] * N_TILES
    left = draws
    for run in runs:
        if left <= 0:
            break
        size = len(run)
        if not size:
            continue
        p = 1.0 if left >= size else left / size
        for t in run:
            chance[t] = p
        left -= size
    if left > 0 and discard:  # the deck runs out: the discards (those just drawn too) return
        p = min(1.0, left / (len(discard) + draws - left))
        for t in discard:
            chance[t] = max(chance[t], p)
    return chance


def rise_chances(state: IslandState) -> tuple[float, float, float]:
    """Chances of 0, 1 and 2 Waters Rise! among the next two Treasure cards."""
    in_discard = state.tdiscard.count(c.WATERS_RISE)
    rises = c.TREASURE_DECK.count(c.WATERS_RISE) - in_discard  # all the others lie in the deck
    n = len(state.tdeck)
    if n >= 2:
        none = (n - rises) * (n - rises - 1) / (n * (n - 1))
        two = rises * (rises - 1) / (n * (n - 1))
        return none, 1.0 - none - two, two
    # One card left (or none): the rest comes from the reshuffled discard pile.
    first = rises / n if n else 0.0
    m = len(state.tdiscard) or 1
    second = in_discard / m
    if not n:
        first = second
    none = (1 - first) * (1 - second)
    two = first * second
    return none, 1.0 - none - two, two


def _rise_rate(state: IslandState, drawn: int, rises: int) -> float:
    """Rough chance of a Waters Rise! in the turn after this one."""
    left = c.TREASURE_DECK.count(c.WATERS_RISE) - state.tdiscard.count(c.WATERS_RISE) - rises
    n = len(state.tdeck) - drawn
    if n < 2 or left <= 0:
        return 0.2
    return 1.0 - (1.0 - left / n) ** 2


def flood_outlook(state: IslandState) -> tuple[list[float], list[float]]:
    """For each tile, the chance its Flood card comes up before this turn ends, and before
    the next turn ends (if nobody shores it up in between)."""
    runs = flood_runs(state)
    discard = sorted(state.fdiscard)
    level = state.level
    if state.phase == FLOOD_DRAW:
        outcomes = [(1.0, 0, state.flood_left)]
        drawn = 0
    else:
        none, one, two = rise_chances(state)
        outcomes = [(none, 0, c.FLOOD_CARDS[level])]
        for rises, weight in ((1, one), (2, two)):
            if weight > 0 and level + rises < c.SKULL_LEVEL:
                outcomes.append((weight, rises, c.FLOOD_CARDS[level + rises]))
        drawn = 2
    now = [0.0] * N_TILES
    later = [0.0] * N_TILES
    for weight, rises, draws in outcomes:
        if rises and discard:
            deck, pile = [discard, *runs], []
        else:
            deck, pile = runs, discard
        this = draw_chances(deck, pile, draws)
        following = c.FLOOD_CARDS[min(level + rises, c.SKULL_LEVEL - 1)]
        both = draw_chances(deck, pile, draws + following)
        q = _rise_rate(state, drawn, rises)
        if pile:
            risen = min(1.0, c.FLOOD_CARDS[min(level + rises + 1, 9)] / (len(pile) + draws))
            for t in pile:
                both[t] = (1 - q) * both[t] + q * (this[t] + (1 - this[t]) * risen)
        for t in ALL_TILES:
            now[t] += weight * this[t]
            later[t] += weight * both[t]
    return now, later


# -- the light position the planner searches -------------------------------------------

# A node: (pos, flooded mask, hands, captured mask, pilot flew). Tuples: hashable keys.
Node = tuple[tuple[int, ...], int, tuple[tuple[int, ...], ...], int, bool]


def _moved(pos: tuple[int, ...], seat: int, tile: int) -> tuple[int, ...]:
    """``pos`` with ``seat``'s pawn on ``tile``."""
    new = list(pos)
    new[seat] = tile
    return tuple(new)


class Context:
    """What the score needs of one real position, computed once per decision."""

    def __init__(self, state: IslandState) -> None:
        self.state = state
        self.tables = tables_for(state)
        self.roles = state.roles
        self.players = len(state.roles)
        self.seats = range(self.players)
        self.kinds = [_MOVE_KIND.get(role, WALK) for role in state.roles]
        per_kind = [self.tables.of(kind) for kind in self.kinds]
        self.dist = [found[0] for found in per_kind]
        self.go = [found[1] for found in per_kind]
        self.shore = [found[2] for found in per_kind]
        self.messenger = [role == c.MESSENGER for role in state.roles]
        self.current = state.current
        self.plan_w = PLAN_W[self.players]
        self.home_soon = HOME_SOON[self.players]
        self.chance, self.later = flood_outlook(state)
        self.follow = [b - a for a, b in zip(self.chance, self.later, strict=True)]
        self.flooded_tiles = [t for t in ALL_TILES if state.tiles[t] == FLOODED]
        self.sunk = self.tables.sunk
        alive = [[t for t in pair if state.tiles[t] != SUNK] for pair in c.TREASURE_TILES]
        self.treasure_alive = alive
        self.heli = sum(hand[H] for hand in state.hands)
        self.sand = sum(hand[S] for hand in state.hands)
        self.mid_turn = state.phase == ACTIONS and state.to_move() == state.current

    # -- nodes --

    def root(self) -> Node:
        s = self.state
        flooded = 0
        for t in self.flooded_tiles:
            flooded |= 1 << t
        captured = sum(1 << k for k in range(4) if s.captured[k])
        hands = tuple(tuple(hand) for hand in s.hands)
        return (tuple(s.pos), flooded, hands, captured, s.pilot_flew)

    def tile_worth(self, t: int, flooded: int, captured: int, pos: tuple[int, ...]) -> float:
        """What losing tile ``t`` would cost."""
        if t == FL:
            return W_LOSS
        k = c.TILE_TREASURE[t]
        if k >= 0 and not captured >> k & 1:
            pair = c.TREASURE_TILES[k]
            twin = pair[1] if pair[0] == t else pair[0]
            if self.sunk >> twin & 1:
                return W_LOSS
            worth = W_TWIN_FLOODED if flooded >> twin & 1 else W_TREASURE
        else:
            worth = W_PLAIN
        cut = self.tables.cut[t]
        if cut:
            worth += W_CUT * min(len(cut), 8)
            for p in pos:
                if p in cut:
                    worth += W_CUT_PAWN
        return worth

    def card_values(self, hands: tuple[tuple[int, ...], ...], captured: int) -> list[float]:
        """Roughly what the team loses with one card of each kind (treasures, then specials)."""
        values = []
        for k in range(4):
            if captured >> k & 1:
                values.append(0.0)
                continue
            total = 0
            for hand in hands:
                total += hand[k]
            values.append(MISSING[5 - total] - MISSING[4 - total] if 0 < total <= 4 else 0.0)
        heli = sand = 0
        for hand in hands:
            heli += hand[H]
            sand += hand[S]
        values.append(HELI_VALUE[min(heli, 3)] - HELI_VALUE[min(heli, 3) - 1] if heli else 0.0)
        values.append(SAND_VALUE[min(sand, 2)] - SAND_VALUE[min(sand, 2) - 1] if sand else 0.0)
        return values

    def evaluate(self, node: Node) -> float:
        """The score of a light position (see the module's docstring), in actions. Each
        part adds to the running value in turn, so the sums stay the same to the last bit."""
        pos, flooded, hands, captured, _ = node
        value, done = self._treasure_plans(pos, hands, captured)
        value = self._flood_risk(value, pos, flooded, captured)
        heli = sand = 0
        for hand in hands:
            heli += hand[H]
            sand += hand[S]
        value += HELI_VALUE[min(heli, 3)] + SAND_VALUE[min(sand, 2)]
        if sand:
            value += SAND_LATE * done
        if heli:
            value += HELI_LATE * done
        value = self._stranded(value, pos, flooded, heli)
        if done == 3 and self.home_soon:
            dist = self.dist
            for s in self.seats:
                value -= self.home_soon * dist[s][pos[s]][FL]
        if done == 4:
            dist = self.dist
            for s in self.seats:
                value -= HOME * dist[s][pos[s]][FL]
            if not heli:
                value -= NO_HELI
        if self.mid_turn:
            hand = hands[self.current]
            over = sum(hand) + 2 - c.HAND_LIMIT
            if over > 0:
                card_worths = sorted(
                    v for k, v in enumerate(self.card_values(hands, captured)) if hand[k]
                )
                value -= OVERFLOW * sum(card_worths[:over])
        return value

    def _treasure_plans(
        self, pos: tuple[int, ...], hands: tuple[tuple[int, ...], ...], captured: int
    ) -> tuple[float, int]:
        """The treasures' part of the score, and how many are captured: each taken one
        counts; each other costs its missing cards and its cheapest plan (gather four
        cards in one hand, carry them to one of its tiles)."""
        value = 0.0
        done = 0
        for k in range(4):
            if captured >> k & 1:
                value += CAPTURED
                done += 1
                continue
            counts = [hand[k] for hand in hands]
            total = sum(counts)
            if total < 4:
                value -= MISSING[4 - total]
                if total == 0:
                    continue
            most = max(counts)
            if most >= 4:
                value += READY
            value -= self.plan_w * self._cheapest_plan(k, pos, counts, total, most)
        return value, done

    def _cheapest_plan(
        self, k: int, pos: tuple[int, ...], counts: list[int], total: int, most: int
    ) -> float:
        """Actions (weighted) for the best holder to gather treasure ``k`` and reach a tile."""
        seats = self.seats
        kinds = self.kinds
        tables = self.tables
        meet_cache = tables.meet
        go = self.go
        pull = 1.0 if total >= 4 else 0.5 if total == 3 else 0.15
        share = 1.0 if total >= 4 else 0.5
        best = 1e9
        for h in seats:
            have = counts[h]
            if have == 0 and most >= 2:
                continue
            ph = pos[h]
            cost = pull * go[h][ph][k]
            need = 4 - have
            if need > 0:
                donors = []
                kh = kinds[h]
                for s in seats:
                    if s != h and counts[s]:
                        if self.messenger[s]:
                            meet = 0
                        else:
                            ps = pos[s]
                            if ps == ph:
                                meet = 0
                            else:
                                key = (kinds[s], ps, kh, ph)
                                cached = meet_cache.get(key)
                                if cached is None:
                                    cached = tables.meeting(kinds[s], ps, kh, ph)
                                meet = cached
                        donors.append((meet, counts[s]))
                if len(donors) > 1:
                    donors.sort()
                for meet, n in donors:
                    if need <= 0:
                        break
                    take = n if n < need else need
                    cost += share * (meet + GIVE_COST * take)
                    need -= take
            if cost < best:
                best = cost
        return best

    def _flood_risk(self, value: float, pos: tuple[int, ...], flooded: int, captured: int) -> float:
        """``value`` less, for each flooded tile, its worth times the chance to lose it."""
        chance = self.chance
        shore = self.shore
        for t in self.flooded_tiles:
            if not flooded >> t & 1:
                continue
            worth = self.tile_worth(t, flooded, captured, pos)
            near = INF
            for s in self.seats:
                d = shore[s][pos[s]][t]
                if d < near:
                    near = d
            value -= worth * (
                chance[t] + self.follow[t] * FOLLOW[near if near < 4 else 4] + RISK_BASE
            )
        return value

    def _stranded(self, value: float, pos: tuple[int, ...], flooded: int, heli: int) -> float:
        """``value`` less the danger to pawns on flooded tiles whose every way out may sink."""
        chance = self.chance
        near_tiles = self.tables.near
        for s in self.seats:
            p = pos[s]
            kind = self.kinds[s]
            if kind >= DIVE or not flooded >> p & 1:
                continue
            danger = chance[p] + 0.5 * self.follow[p]
            for u in near_tiles[1 if kind == EXPLORE else 0][p]:
                danger *= chance[u] + 0.5 * self.follow[u] if flooded >> u & 1 else 0.0
                if not danger:
                    break
            if danger:
                value -= STRANDED * danger * (0.25 if heli else 1.0)
        return value

    # -- the current seat's moves on light nodes --

    def children(self, node: Node, seat: int) -> list[tuple[int, Node]]:
        """``(action, child)`` for each of the seat's turn actions (move, fly, shore up,
        navigate, give, capture) on a light node."""
        pos, flooded, hands, captured, flew = node
        role = self.roles[seat]
        here = pos[seat]
        out = self._move_children(node, seat)
        board = self.tables.board
        reach = board.around[here] if role == c.EXPLORER else board.orth[here]
        wet = [t for t in (here, *reach) if flooded >> t & 1]
        for i, t in enumerate(wet):
            dry = (pos, flooded & ~(1 << t), hands, captured, flew)
            out.append((fa.pack(fa.SHORE_UP, seat, t, t), dry))
            if role == c.ENGINEER:
                for u in wet[i + 1 :]:
                    dried = flooded & ~(1 << t) & ~(1 << u)
                    child = (pos, dried, hands, captured, flew)
                    out.append((fa.pack(fa.SHORE_UP, seat, t, u), child))
        if role == c.NAVIGATOR:
            for other in self.seats:
                if other == seat:
                    continue
                for t in self.navigate(other, pos[other], flooded):
                    child = (_moved(pos, other, t), flooded, hands, captured, flew)
                    out.append((fa.pack(fa.NAVIGATE, seat, other, t), child))
        hand = hands[seat]
        if hand[0] or hand[1] or hand[2] or hand[3]:
            out += self._give_children(node, seat)
        k = c.TILE_TREASURE[here]
        if k >= 0 and not captured >> k & 1 and hand[k] >= c.CARDS_PER_CAPTURE:
            new = [list(h) for h in hands]
            new[seat][k] -= c.CARDS_PER_CAPTURE
            after = tuple(tuple(h) for h in new)
            child = (pos, flooded, after, captured | 1 << k, flew)
            out.append((fa.pack(fa.CAPTURE, seat, k), child))
        return out

    def _move_children(self, node: Node, seat: int) -> list[tuple[int, Node]]:
        """The seat's moves (the Diver's through water), and the Pilot's flights."""
        pos, flooded, hands, captured, flew = node
        role = self.roles[seat]
        here = pos[seat]
        if role == c.DIVER:
            targets = self.dive(here, flooded)
        else:
            targets = self.tables.near[1 if role == c.EXPLORER else 0][here]
        out = [
            (fa.pack(fa.MOVE, seat, t), (_moved(pos, seat, t), flooded, hands, captured, flew))
            for t in targets
        ]
        if role == c.PILOT and not flew:
            skip = set(targets)
            for t in self.tables.alive:
                if t != here and t not in skip:
                    child = (_moved(pos, seat, t), flooded, hands, captured, True)
                    out.append((fa.pack(fa.FLY, seat, t), child))
        return out

    def _give_children(self, node: Node, seat: int) -> list[tuple[int, Node]]:
        """The seat's gifts of treasure cards; a receiver over the hand limit then
        discards: one child per card it could let go."""
        pos, flooded, hands, captured, flew = node
        hand = hands[seat]
        here = pos[seat]
        anywhere = self.roles[seat] == c.MESSENGER
        out: list[tuple[int, Node]] = []
        for other in self.seats:
            if other == seat or not (anywhere or pos[other] == here):
                continue
            full = sum(hands[other]) >= c.HAND_LIMIT
            for k in range(4):
                if not hand[k]:
                    continue
                new = [list(h) for h in hands]
                new[seat][k] -= 1
                new[other][k] += 1
                action = fa.pack(fa.GIVE, seat, other, k)
                if not full:
                    gift = tuple(tuple(h) for h in new)
                    out.append((action, (pos, flooded, gift, captured, flew)))
                    continue
                for d in range(c.N_HAND_KINDS):
                    if new[other][d] and d != k:
                        new[other][d] -= 1
                        gift = tuple(tuple(h) for h in new)
                        new[other][d] += 1
                        out.append((action, (pos, flooded, gift, captured, flew)))
        return out

    def dive(self, here: int, flooded: int) -> list[int]:
        orth = self.tables.board.orth
        sunk = self.sunk
        seen = {here}
        todo = [here]
        found = []
        while todo:
            t = todo.pop()
            for u in orth[t]:
                if u in seen:
                    continue
                seen.add(u)
                is_sunk = sunk >> u & 1
                if not is_sunk:
                    found.append(u)
                if is_sunk or flooded >> u & 1:
                    todo.append(u)
        return found

    def navigate(self, other: int, start: int, flooded: int) -> list[int]:
        role = self.roles[other]
        if self.state.nav_powers and role in (c.EXPLORER, c.DIVER):
            if role == c.DIVER:
                first = self.dive(start, flooded)
                reached = dict.fromkeys(first)
                for t in first:
                    reached.update(dict.fromkeys(self.dive(t, flooded)))
            else:
                near = self.tables.near[1]
                reached = dict.fromkeys(near[start])
                for t in near[start]:
                    reached.update(dict.fromkeys(near[t]))
        else:
            near = self.tables.near[0]
            reached = dict.fromkeys(near[start])
            for t in near[start]:
                reached.update(dict.fromkeys(near[t]))
        reached.pop(start, None)
        return list(reached)

    def special_children(self, node: Node, seat: int) -> list[tuple[int, int, Node]]:
        """``(action, landing, child)`` for the seat's own Sandbags and Helicopter Lifts:
        Sandbags on any flooded tile; a lift of its own pawn to a tile of a treasure it
        holds four cards of, to a teammate (to trade), or home once all four are taken."""
        pos, flooded, hands, captured, flew = node
        hand = hands[seat]
        out: list[tuple[int, int, Node]] = []
        if hand[S]:
            new = [list(h) for h in hands]
            new[seat][S] -= 1
            spent = tuple(tuple(h) for h in new)
            for t in self.flooded_tiles:
                if flooded >> t & 1:
                    child = (pos, flooded & ~(1 << t), spent, captured, flew)
                    out.append((fa.pack(fa.SANDBAGS, seat, t), -1, child))
        if hand[H]:
            here = pos[seat]
            targets = set()
            for k in range(4):
                if not captured >> k & 1 and hand[k] >= c.CARDS_PER_CAPTURE:
                    targets.update(self.treasure_alive[k])
            for other in self.seats:
                if other != seat:
                    targets.add(pos[other])
            if captured == 15:
                targets.add(FL)
            for t in self.flooded_tiles:  # where a valuable flooded tile can be shored from
                if flooded >> t & 1 and self.tile_worth(t, flooded, captured, pos) >= W_TREASURE:
                    targets.add(t)
                    targets.update(self.tables.near[1 if self.kinds[seat] == EXPLORE else 0][t])
            targets.discard(here)
            new = [list(h) for h in hands]
            new[seat][H] -= 1
            spent = tuple(tuple(h) for h in new)
            action = fa.pack(fa.HELICOPTER, seat, here, 1 << seat)
            for t in sorted(targets):
                if self.sunk >> t & 1:
                    continue
                moved = tuple(t if s == seat else p for s, p in enumerate(pos))
                out.append((action, t, (moved, flooded, spent, captured, flew)))
        return out

    def plan(self, seat: int, steps: int) -> tuple[list[int], int]:
        """The best sequence of up to ``steps`` actions for ``seat`` (a beam search), which
        may also play one of its special cards; and where a Helicopter Lift in it lands."""
        root = self.root()
        best_value = self.evaluate(root)
        best: list[int] = []
        best_landing = -1
        seen = {root}
        # (value, actions, landing of a lift among them (-1: none), node, actions left,
        # special card played)
        Item = tuple[float, list[int], int, Node, int, bool]
        frontier: list[Item] = [(best_value, [], -1, root, steps, False)]
        while frontier:
            found: list[Item] = []
            for _, seq, landing, node, left, used in frontier:
                options: list[tuple[int, int, Node, int, bool]] = []
                if left > 0:
                    options += [
                        (a, landing, ch, left - 1, used) for a, ch in self.children(node, seat)
                    ]
                    if not used:
                        options += [
                            (a, land, ch, left, True)
                            for a, land, ch in self.special_children(node, seat)
                        ]
                for action, land, child, child_left, child_used in options:
                    if child in seen:
                        continue
                    seen.add(child)
                    value = self.evaluate(child)
                    path = [*seq, action]
                    found.append((value, path, land, child, child_left, child_used))
                    if value > best_value + 1e-9:
                        best_value, best, best_landing = value, path, land
            found.sort(key=lambda item: -item[0])
            frontier = found[:BEAM]
        return best, best_landing


# -- the bot ---------------------------------------------------------------------------


class HeuristicBot:
    """A rule-and-score bot for one seat. Deterministic: same position, same action."""

    def __init__(self, game: Any = None, seat: int = 0, seed: int = 0) -> None:
        self.game = game
        self.seat = seat
        self.seed = seed
        self.landing: int | None = None  # where a Helicopter Lift this bot played should land

    # -- the Agent protocol --

    def act(self, state: IslandState, seat: int) -> int:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        if state.heli is not None and state.heli[0] == seat:
            return self._land(state, seat, legal)
        special = self._special(state, seat)
        if special is not None and special in legal:
            return special
        if state.swimmers and state.swimmers[0] == seat:
            return self._swim(state, seat, legal)
        if state.over_limit() == seat:
            return self._discard(state, seat, legal)
        if state.phase == ACTIONS and state.current == seat:
            ctx = Context(state)
            plan, landing = ctx.plan(seat, state.actions_left)
            if plan and plan[0] in legal:
                if plan[0] & 15 == fa.HELICOPTER:
                    self.landing = landing
                return plan[0]
            if plan and plan[0] & 15 == fa.SHORE_UP:  # the Engineer's pair, listed the other way
                kind, _, a, b = plan[0] & 15, seat, (plan[0] >> 7) & 63, plan[0] >> 13
                swapped = fa.pack(kind, seat, b, a)
                if swapped in legal:
                    return swapped
            return fa.pack(fa.END_ACTIONS, seat)
        # Drawing cards: the only action that is not a special card.
        for action in legal:
            if action & 15 not in (fa.SANDBAGS, fa.HELICOPTER, fa.LIFT_OFF):
                return action
        return legal[0]

    def interject(self, state: IslandState, seat: int) -> int | None:
        hand = state.hands[seat]
        if not (hand[H] or hand[S]):
            return None
        action = self._special(state, seat)
        if action is not None and action in state.legal_actions(seat):
            return action
        return None

    # -- special cards --

    def _special(self, state: IslandState, seat: int) -> int | None:
        hand = state.hands[seat]
        if not (hand[H] or hand[S]) or state.heli is not None or state.result is not None:
            return None
        if hand[H]:
            if state.can_lift_off():
                return fa.pack(fa.LIFT_OFF, seat)
            rescue = self._rescue(state, seat)
            if rescue is not None:
                return rescue
        if state.swimmers:
            return None
        if hand[S] and state.phase == FLOOD_DRAW and state.over_limit() < 0:
            bag = self._sandbag(state, seat)
            if bag is not None:
                return bag
        if hand[H] and state.over_limit() < 0:
            return self._lift(state, seat)
        return None

    def _rescue(self, state: IslandState, seat: int) -> int | None:
        """Lift a pawn that must swim but has nowhere to go."""
        if not state.swimmers:
            return None
        swimmer = state.swimmers[0]
        if state.swim_targets(swimmer):
            return None
        tile = state.pos[swimmer]
        mask = sum(1 << s for s, p in enumerate(state.pos) if p == tile)
        ctx = Context(state)
        self.landing = self._best_landing(ctx, state, mask, tile)
        return fa.pack(fa.HELICOPTER, seat, tile, mask)

    def _sandbag(self, state: IslandState, seat: int) -> int | None:
        ctx = Context(state)
        root = ctx.root()
        pos, flooded, _, captured, _ = root
        best, best_tile = 0.0, -1
        threshold = SANDBAG_AT * (0.6 if ctx.sand >= 2 else 1.0)
        for t in ctx.flooded_tiles:
            gain = ctx.tile_worth(t, flooded, captured, pos) * ctx.chance[t]
            if gain > best:
                best, best_tile = gain, t
        if best_tile >= 0 and best >= threshold:
            return fa.pack(fa.SANDBAGS, seat, best_tile)
        return None

    def _lift(self, state: IslandState, seat: int) -> int | None:
        """A Helicopter Lift that moves the game on: home at the end, a capture, a rescue."""
        tables = tables_for(state)
        heli = sum(hand[H] for hand in state.hands)
        pos = state.pos
        if all(state.captured):
            groups: dict[int, int] = {}
            for s, p in enumerate(pos):
                groups[p] = groups.get(p, 0) | 1 << s
            if FL in groups and len(groups) == 1:
                return None
            # Lift home the group farthest from Fools' Landing, keeping a Helicopter Lift
            # to fly off with, unless that group could never walk home anyway.
            far, far_tile = 0, -1
            for tile in groups:
                if tile == FL:
                    continue
                d = max(
                    tables.of(_MOVE_KIND.get(state.roles[s], WALK))[0][tile][FL]
                    for s in range(len(pos))
                    if pos[s] == tile
                )
                if d > far:
                    far, far_tile = d, tile
            if far_tile < 0:
                return None
            if far >= INF or (heli >= 2 and (far >= 2 or len(groups) == 1)):
                self.landing = FL
                return fa.pack(fa.HELICOPTER, seat, far_tile, groups[far_tile])
            return None
        # A pawn holding four cards of a treasure, far from its tiles, on its own turn.
        if state.phase == ACTIONS and state.actions_left >= 1:
            cur = state.current
            role = state.roles[cur]
            here = pos[cur]
            for k in range(4):
                if state.captured[k] or state.hands[cur][k] < c.CARDS_PER_CAPTURE:
                    continue
                alive = [t for t in c.TREASURE_TILES[k] if state.tiles[t] != SUNK]
                if not alive or here in alive:
                    continue
                d = min(tables.of(_MOVE_KIND.get(role, WALK))[0][here][t] for t in alive)
                if role == c.PILOT and not state.pilot_flew:
                    d = min(d, 1)
                if d < 2 or (heli < 2 and sum(state.captured) >= 3):
                    continue
                self.landing = alive[0] if state.tiles[alive[0]] == DRY else alive[-1]
                return fa.pack(fa.HELICOPTER, seat, here, 1 << cur)
        return None

    def _best_landing(self, ctx: Context, state: IslandState, mask: int, origin: int) -> int:
        root = ctx.root()
        pos, flooded, hands, captured, flew = root
        best, best_tile = -1e18, -1
        for t in ctx.tables.alive:
            if t == origin:
                continue
            new = tuple(t if mask >> s & 1 else p for s, p in enumerate(pos))
            value = ctx.evaluate((new, flooded, hands, captured, flew))
            value -= 3.0 * ctx.chance[t] * (1 if flooded >> t & 1 else 0)
            if value > best:
                best, best_tile = value, t
        return best_tile

    def _land(self, state: IslandState, seat: int, legal: list[int]) -> int:
        if self.landing is not None:
            action = fa.pack(fa.HELI_DROP, seat, self.landing)
            self.landing = None
            if action in legal:
                return action
        assert state.heli is not None
        _, origin, mask = state.heli
        ctx = Context(state)
        target = self._best_landing(ctx, state, mask, origin)
        action = fa.pack(fa.HELI_DROP, seat, target)
        return action if action in legal else legal[0]

    # -- forced choices --

    def _swim(self, state: IslandState, seat: int, legal: list[int]) -> int:
        ctx = Context(state)
        pos, flooded, hands, captured, flew = ctx.root()
        best, best_action = -1e18, legal[0]
        for action in legal:
            if action & 15 != fa.SWIM:
                continue
            t = (action >> 7) & 63
            new = list(pos)
            new[seat] = t
            value = ctx.evaluate((tuple(new), flooded, hands, captured, flew))
            if flooded >> t & 1:
                value -= 4.0 * (ctx.chance[t] + RISK_BASE)
            if value > best:
                best, best_action = value, action
        if best_action & 15 != fa.SWIM:
            drown = fa.pack(fa.DROWN, seat)
            if drown in legal:
                return drown
        return best_action

    def _discard(self, state: IslandState, seat: int, legal: list[int]) -> int:
        """Over the hand limit: let go of the card the team misses least, or play a special
        card instead when that is worth more."""
        ctx = Context(state)
        root = ctx.root()
        pos, flooded, hands, captured, flew = root
        best, best_action, best_landing = -1e18, legal[0], -1
        for action in legal:
            if action & 15 != fa.DISCARD:
                continue
            card = (action >> 7) & 63
            new = [list(h) for h in hands]
            new[seat][card] -= 1
            value = ctx.evaluate((pos, flooded, tuple(tuple(h) for h in new), captured, flew))
            if value > best:
                best, best_action = value, action
        for action, landing, child in ctx.special_children(root, seat):
            value = ctx.evaluate(child)
            if value > best and action in legal:
                best, best_action, best_landing = value, action, landing
        if best_action & 15 == fa.HELICOPTER:
            self.landing = best_landing
        return best_action
