"""Forbidden Island's fast rule bot: a few cheap rules per decision, for simulations and
search rollouts (issue 22), where the :class:`~.bot.HeuristicBot` is too slow.

>>> import meeple
>>> from meeple.games.forbidden_island.fast import FastBot
>>> game = meeple.load("forbidden-island")
>>> state = game.setup({"players": 2}, seed=3)
>>> FastBot(game, 0, seed=3).act(state, 0) in state.legal_actions(0)
True

How it plays (every seat runs the same rules on the public position):

- **Special cards first**, for any holder, in or out of turn: lift off as soon as the team
  can; a Helicopter Lift for a pawn that must swim and cannot; one that carries the pawn
  to move onto a treasure tile when it holds four cards of that treasure, or onto its
  partner's tile to pool a set; at the end, one that brings a group home to Fools'
  Landing while another Lift is kept for the lift-off; Sandbags before a Flood card is
  drawn, on a tile whose loss would lose the game and whose card this turn's draws can
  reach.
- **Its turn, one action at a time**, the first rule that applies: capture; once all four
  are captured, head home; shore up a tile in reach whose loss would hurt (the last tile
  of a treasure, Fools' Landing, a treasure tile whose twin is flooded too); give a card to
  a teammate holding at least as many of that treasure; carry four cards to their
  treasure (the Pilot flies); walk to shore up such a tile whose card may come up soon;
  shore up a treasure tile; walk to the teammate that completes a set with this hand;
  shore up anything; walk to a flooded tile; stand by Fools' Landing; end the turn.
- **Discards** keep sets: Sandbags are played rather than thrown away, then the cards of
  captured treasures go, then the treasure the hand and the team hold least of.
- **Swims and landings** pick a dry tile near where the pawn is needed.

Distances are breadth-first searches over the living tiles (24 at most), made only when a
pawn has to walk somewhere; the island's fixed shape comes precomputed from the rules.
:func:`fast_policy` is the same rules as a rollout policy for search.
"""

from __future__ import annotations

from meeple.engine.agent import Bot
from meeple.engine.rng import Rng
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.actions import (
    CAPTURE,
    DISCARD,
    DRAW_FLOOD,
    DRAW_TREASURE,
    DROWN,
    END_ACTIONS,
    FLY,
    GIVE,
    HELI_DROP,
    HELICOPTER,
    LIFT_OFF,
    MOVE,
    NAVIGATE,
    SANDBAGS,
    SHORE_UP,
    SWIM,
)
from meeple.games.forbidden_island.rules import ACTIONS, FLOOD_DRAW, TREASURE_DRAW, IslandState

N_TILES = c.N_TILES
ALL_TILES = range(N_TILES)
FL = c.FOOLS_LANDING
DRY, FLOODED, SUNK = c.DRY, c.FLOODED, c.SUNK
H_CARD, S_CARD = c.HELICOPTER, c.SANDBAGS
PILOT, EXPLORER, DIVER, ENGINEER, MESSENGER, NAVIGATOR = (
    c.PILOT,
    c.EXPLORER,
    c.DIVER,
    c.ENGINEER,
    c.MESSENGER,
    c.NAVIGATOR,
)
TILE_TREASURE = c.TILE_TREASURE
INF = 99

# Each treasure tile's twin (the other tile of its treasure), -1 for the others.
TWIN: tuple[int, ...] = tuple(
    -1 if k < 0 else sum(c.TREASURE_TILES[k]) - t for t, k in enumerate(TILE_TREASURE)
)
# Manhattan distance between island cells: a cheap "how far" that ignores sunken tiles.
CELL_DIST: tuple[tuple[int, ...], ...] = tuple(
    tuple(abs(r - r2) + abs(q - q2) for r2, q2 in c.ISLAND_CELLS) for r, q in c.ISLAND_CELLS
)

# What a flooded tile is worth saving (the unit is arbitrary; only the order matters).
CRITICAL = 100  # its loss loses the game: Fools' Landing, the last tile of a treasure
TWIN_WET = 30  # a treasure tile whose twin is flooded too
TREASURE_TILE = 12
PLAIN = 3
SAFE_SHARE = 3  # a tile whose Flood card lies in the discard pile counts a third
CHASE_AT = TWIN_WET  # a pawn walks to shore up a flooded tile this urgent
LIFT_TO_MEET = 3  # a Helicopter Lift brings a pawn to its partner this far away (cells)


def tile_worth(state: IslandState, t: int) -> int:
    """How much saving the flooded tile ``t`` is worth."""
    if t == FL:
        return CRITICAL
    k = TILE_TREASURE[t]
    if k < 0 or state.captured[k]:
        return PLAIN
    twin = state.tiles[TWIN[t]]
    if twin == SUNK:
        return CRITICAL
    return TWIN_WET if twin == FLOODED else TREASURE_TILE


def urgency(state: IslandState, t: int) -> int:
    """Worth, weighed by how soon the tile's Flood card may come up: its run is next in the
    deck (full worth), it lies deeper (half), or it sits in the discard pile, which only a
    Waters Rise! puts back on the deck (a third; a tile that would lose the game keeps its
    full worth there too)."""
    worth = tile_worth(state, t)
    fdeck = state.fdeck
    draws = c.FLOOD_CARDS[state.level]
    if t in state.fdiscard:
        # The pile becomes the deck when the deck runs out within a turn's draws.
        return worth if worth >= CRITICAL or len(fdeck) <= draws else worth // SAFE_SHARE
    # The next turn draws from the top run, and from the one under it if the top run is
    # short: whole runs, whose cards everybody knows (never their order).
    runs = state.fsegments
    i = len(runs)
    hot = 0
    while i and hot <= draws:
        i -= 1
        hot += runs[i]
    if t in fdeck[len(fdeck) - hot :]:
        return worth
    return worth // 2


def _distances(state: IslandState, sources: list[int], role: int) -> list[int]:
    """Actions from every tile to the nearest of ``sources`` for a pawn of ``role``
    (breadth first over living tiles; the Diver may cross sunken ones)."""
    board = state.board
    adj = board.around if role == EXPLORER else board.orth
    tiles = state.tiles
    diver = role == DIVER
    dist = [INF] * N_TILES
    for s in sources:
        dist[s] = 0
    frontier = sources
    d = 0
    while frontier:
        d += 1
        nxt = []
        for t in frontier:
            for u in adj[t]:
                if dist[u] == INF and (diver or tiles[u] != SUNK):
                    dist[u] = d
                    nxt.append(u)
        frontier = nxt
    return dist


def _step_toward(state: IslandState, seat: int, sources: list[int], rng: Rng | None) -> int:
    """A move (or the Pilot's flight) that brings ``seat`` nearer one of ``sources``; -1 if
    it is there or cannot get nearer."""
    role = state.roles[seat]
    here = state.pos[seat]
    dist = _distances(state, sources, role)
    now = dist[here]
    if now == 0:
        return -1
    s4 = seat << 4
    if role == PILOT and now >= 2 and not state.pilot_flew:
        return FLY | s4 | sources[0] << 7
    if role == DIVER:
        near = state.dive_targets(here)
    else:
        board = state.board
        tiles = state.tiles
        adj = board.around[here] if role == EXPLORER else board.orth[here]
        near = [u for u in adj if tiles[u] != SUNK]
    best = now
    picks: list[int] = []
    for u in near:
        du = dist[u]
        if du < best:
            best = du
            picks = [u]
        elif du == best and picks:
            picks.append(u)
    if not picks:
        return -1
    u = picks[0] if rng is None or len(picks) == 1 else picks[rng.below(len(picks))]
    return MOVE | s4 | u << 7


def _alive_treasure_tiles(state: IslandState, k: int) -> list[int]:
    tiles = state.tiles
    return [t for t in c.TREASURE_TILES[k] if tiles[t] != SUNK]


# -- special cards ----------------------------------------------------------------------


def special(state: IslandState, seat: int) -> int:
    """A Helicopter Lift or Sandbags play worth making now by ``seat``, or -1."""
    hand = state.hands[seat]
    if state.heli is not None or not (hand[H_CARD] or hand[S_CARD]):
        return -1
    s4 = seat << 4
    pos = state.pos
    captured = state.captured
    if hand[H_CARD]:
        all_captured = captured[0] and captured[1] and captured[2] and captured[3]
        if all_captured and pos.count(FL) == len(pos):
            return LIFT_OFF | s4
        if state.swimmers:
            swimmer = state.swimmers[0]
            if not state.swim_targets(swimmer):
                return _lift_group(state, s4, pos[swimmer])
            return -1
        if all_captured:
            # One group per Lift, and the team's last Lift stays for the lift-off.
            if sum(h[H_CARD] for h in state.hands) >= 2:
                away = [p for p in pos if p != FL]
                return _lift_group(state, s4, max(away, key=away.count))
            return -1
        if state.phase == ACTIONS and state.over_limit() < 0:
            mover = state.current
            mhand = state.hands[mover]
            here = pos[mover]
            for k in range(4):
                if mhand[k] >= c.CARDS_PER_CAPTURE and not captured[k]:
                    targets = _alive_treasure_tiles(state, k)
                    cell = state.board.cell_of
                    if targets and min(CELL_DIST[cell[here]][cell[t]] for t in targets) >= 2:
                        return HELICOPTER | s4 | here << 7 | 1 << (mover + 13)
            if state.actions_left >= 2 and state.roles[mover] != MESSENGER:
                partner = _partner(state, mover)
                if partner >= 0:
                    cell = state.board.cell_of
                    if CELL_DIST[cell[here]][cell[pos[partner]]] >= LIFT_TO_MEET:
                        return HELICOPTER | s4 | here << 7 | 1 << (mover + 13)
    if hand[S_CARD] and state.phase == FLOOD_DRAW and not state.swimmers:
        # A tile that would lose the game, whose card this turn's draws can reach: in the
        # deck, or in the pile when the deck runs out first.
        tiles = state.tiles
        fdeck = state.fdeck
        renewed = len(fdeck) < state.flood_left
        for t in ALL_TILES:
            if tiles[t] == FLOODED and tile_worth(state, t) >= CRITICAL and (renewed or t in fdeck):
                return SANDBAGS | s4 | t << 7
    return -1


def _lift_group(state: IslandState, s4: int, tile: int) -> int:
    mask = 0
    for other, p in enumerate(state.pos):
        if p == tile:
            mask |= 1 << other
    return HELICOPTER | s4 | tile << 7 | mask << 13


def landing(state: IslandState) -> int:
    """Where the pending Helicopter Lift lands: home at the end, a treasure tile for a pawn
    carrying its four cards, else the dry tile nearest Fools' Landing."""
    assert state.heli is not None
    _, origin, mask = state.heli
    tiles = state.tiles
    captured = state.captured
    if all(captured) and tiles[FL] != SUNK and origin != FL:
        return FL
    for seat in range(len(state.pos)):
        if mask >> seat & 1:
            hand = state.hands[seat]
            for k in range(4):
                if hand[k] >= c.CARDS_PER_CAPTURE and not captured[k]:
                    for t in c.TREASURE_TILES[k]:
                        if tiles[t] != SUNK and t != origin:
                            return t
    for seat in range(len(state.pos)):
        if mask >> seat & 1:
            partner = _partner(state, seat)
            if partner >= 0:
                meet = state.pos[partner]
                if tiles[meet] != SUNK and meet != origin:
                    return meet
    cell = state.board.cell_of
    home = CELL_DIST[cell[FL]]
    best, best_tile = INF, -1
    for t in ALL_TILES:
        if tiles[t] != SUNK and t != origin:
            score = home[cell[t]] * 2 + tiles[t] * 3
            if score < best:
                best, best_tile = score, t
    return best_tile


# -- forced choices ---------------------------------------------------------------------


def discard(state: IslandState, seat: int) -> int:
    """What ``seat``, over the hand limit, lets go of (or plays instead)."""
    hand = state.hands[seat]
    s4 = seat << 4
    tiles = state.tiles
    if hand[S_CARD]:
        best, best_tile = -1, -1
        for t in ALL_TILES:
            if tiles[t] == FLOODED:
                worth = urgency(state, t)
                if worth > best:
                    best, best_tile = worth, t
        if best_tile >= 0:
            return SANDBAGS | s4 | best_tile << 7
    captured = state.captured
    for k in range(4):
        if hand[k] and captured[k]:
            return DISCARD | s4 | k << 7
    best, pick = INF * INF, -1
    hands = state.hands
    gone = state.tdiscard
    for k in range(4):
        if hand[k]:
            team = max(h[k] for h in hands)
            score = (team * 3 - gone.count(k)) * 10 + hand[k]
            if score < best:
                best, pick = score, k
    if pick >= 0 and (hand[pick] < 3 or not (hand[S_CARD] or hand[H_CARD])):
        return DISCARD | s4 | pick << 7
    return DISCARD | s4 | (S_CARD if hand[S_CARD] else H_CARD) << 7


def swim(state: IslandState, seat: int) -> int:
    """Where ``seat``'s pawn swims: a dry tile near Fools' Landing; drown if nowhere."""
    targets = state.swim_targets(seat)
    if not targets:
        return DROWN | seat << 4
    tiles = state.tiles
    cell = state.board.cell_of
    home = CELL_DIST[cell[FL]]
    best, pick = INF * INF, targets[0]
    for t in targets:
        score = tiles[t] * 10 + home[cell[t]]
        if score < best:
            best, pick = score, t
    return SWIM | seat << 4 | pick << 7


# -- the turn's actions -----------------------------------------------------------------


def _best_shore(state: IslandState, seat: int) -> tuple[int, int]:
    """(worth, action) of the best shoring up in reach; (0, -1) if nothing is flooded."""
    role = state.roles[seat]
    here = state.pos[seat]
    tiles = state.tiles
    board = state.board
    reach = board.around[here] if role == EXPLORER else board.orth[here]
    first = second = -1
    w1 = w2 = 0
    if tiles[here] == FLOODED:
        first, w1 = here, urgency(state, here)
    for t in reach:
        if tiles[t] == FLOODED:
            w = urgency(state, t)
            if w > w1:
                second, w2 = first, w1
                first, w1 = t, w
            elif w > w2:
                second, w2 = t, w
    if first < 0:
        return 0, -1
    s4 = seat << 4
    if role == ENGINEER and second >= 0:
        # The rules list a pair in the order of (here, *reach): keep that order.
        if first != here and (second == here or reach.index(second) < reach.index(first)):
            first, second = second, first
        return w1 + w2, SHORE_UP | s4 | first << 7 | second << 13
    return w1, SHORE_UP | s4 | first << 7 | first << 13


def _give(state: IslandState, seat: int) -> int:
    """A card for a teammate who holds at least as many of that treasure (and has room)."""
    hand = state.hands[seat]
    pos = state.pos
    here = pos[seat]
    anywhere = state.roles[seat] == MESSENGER
    captured = state.captured
    best, pick = 0, -1
    for other, hand2 in enumerate(state.hands):
        if other == seat or not (anywhere or pos[other] == here):
            continue
        room = sum(hand2) < c.HAND_LIMIT
        for k in range(4):
            mine = hand[k]
            theirs = hand2[k]
            if not mine or captured[k] or theirs < mine or theirs >= c.CARDS_PER_CAPTURE:
                continue
            # A full hand takes a card only when it completes a set (else it must discard).
            if (room or theirs + mine >= c.CARDS_PER_CAPTURE) and theirs + mine > best:
                best, pick = theirs + mine, GIVE | seat << 4 | other << 7 | k << 13
    return pick


def _partner(state: IslandState, seat: int) -> int:
    """The teammate to meet to pool a set: the pair holding most cards of a treasure not
    yet captured (at least 4 between them), if this seat holds no more than the partner."""
    hand = state.hands[seat]
    captured = state.captured
    best, pick = 3, -1
    for other, hand2 in enumerate(state.hands):
        if other == seat:
            continue
        for k in range(4):
            if not captured[k] and hand[k]:
                both = hand[k] + hand2[k]
                if both > best:
                    best, pick = both, other
    return pick


def _shore_spots(state: IslandState, seat: int, targets: list[int]) -> list[int]:
    """The living tiles from which ``seat`` can shore up one of ``targets``."""
    board = state.board
    reach = board.around if state.roles[seat] == EXPLORER else board.orth
    tiles = state.tiles
    spots = list(targets)
    for t in targets:
        spots += [u for u in reach[t] if tiles[u] != SUNK]
    return spots


def _pull(state: IslandState, seat: int, partner: int) -> int:
    """The Navigator moves ``partner`` (up to two tiles) nearer, or -1."""
    dist = _distances(state, [state.pos[seat]], c.MESSENGER)
    best = dist[state.pos[partner]]
    pick = -1
    for t in state.navigate_targets(partner):
        if dist[t] < best:
            best, pick = dist[t], t
    return -1 if pick < 0 else NAVIGATE | seat << 4 | partner << 7 | pick << 13


def turn_action(state: IslandState, seat: int, rng: Rng | None = None) -> int:
    """One of the current seat's actions (move, shore up, give, capture, end)."""
    s4 = seat << 4
    here = state.pos[seat]
    hand = state.hands[seat]
    captured = state.captured
    k = TILE_TREASURE[here]
    if k >= 0 and not captured[k] and hand[k] >= c.CARDS_PER_CAPTURE:
        return CAPTURE | s4 | k << 7
    worth, shore = _best_shore(state, seat)
    if captured[0] and captured[1] and captured[2] and captured[3]:
        if worth >= CRITICAL:
            return shore
        step = _step_toward(state, seat, [FL], rng)
        if step >= 0:
            return step
        return shore if shore >= 0 else END_ACTIONS | s4
    if worth >= TWIN_WET:
        return shore
    give = _give(state, seat)
    if give >= 0:
        return give
    for k in range(4):
        if hand[k] >= c.CARDS_PER_CAPTURE and not captured[k]:
            step = _step_toward(state, seat, _alive_treasure_tiles(state, k), rng)
            if step >= 0:
                return step
    tiles = state.tiles
    danger = [
        t
        for t in ALL_TILES
        if tiles[t] == FLOODED
        and tile_worth(state, t) >= CHASE_AT
        and urgency(state, t) >= CHASE_AT
    ]
    if danger:
        step = _step_toward(state, seat, _shore_spots(state, seat, danger), rng)
        if step >= 0:
            return step
    if worth >= TREASURE_TILE:
        return shore
    if state.roles[seat] != MESSENGER:
        partner = _partner(state, seat)
        if partner >= 0:
            if state.roles[seat] == NAVIGATOR:
                pull = _pull(state, seat, partner)
                if pull >= 0:
                    return pull
            step = _step_toward(state, seat, [state.pos[partner]], rng)
            if step >= 0:
                return step
    if shore >= 0:
        return shore
    wet = [t for t in ALL_TILES if tiles[t] == FLOODED]
    if wet:
        step = _step_toward(state, seat, _shore_spots(state, seat, wet), rng)
        if step >= 0:
            return step
    # Nothing to do here: stand by Fools' Landing, where the end will be played.
    if tiles[FL] != SUNK and CELL_DIST[state.board.cell_of[here]][state.board.cell_of[FL]] > 1:
        step = _step_toward(state, seat, [FL], rng)
        if step >= 0:
            return step
    return END_ACTIONS | s4


def decide(state: IslandState, seat: int, rng: Rng | None = None) -> int:
    """The action of ``seat``, which is to move."""
    act = special(state, seat)
    if act >= 0:
        return act
    s4 = seat << 4
    if state.heli is not None:
        tile = landing(state)
        if tile < 0:  # no tile its rules like (met once in a search's odd position): any
            return state.legal_actions(seat)[0]
        return HELI_DROP | s4 | tile << 7
    if state.swimmers:
        return swim(state, seat)
    if state.over_limit() >= 0:
        return discard(state, seat)
    phase = state.phase
    if phase == ACTIONS:
        return turn_action(state, seat, rng)
    return (DRAW_TREASURE if phase == TREASURE_DRAW else DRAW_FLOOD) | s4


def fast_policy(state: IslandState, rng: Rng) -> int:
    """A rollout policy for search: the action these rules choose now, for the seat to move
    or for another seat playing a special card out of turn (they are asked first, in table
    order after the seat to move, as the simulation runner does). ``rng`` breaks ties
    between equally good moves. The state must not be over."""
    seat = state.to_move()
    assert seat is not None, "fast_policy needs a game that is not over"
    hands = state.hands
    n = len(hands)
    for offset in range(1, n):
        other = (seat + offset) % n
        hand = hands[other]
        if hand[H_CARD] or hand[S_CARD]:
            act = special(state, other)
            if act >= 0:
                return act
    return decide(state, seat, rng)


class FastBot(Bot):
    """The rules above as a bot: cheap enough for thousands of games a minute."""

    def __init__(self, game: object, seat: int = 0, seed: int = 0) -> None:
        super().__init__(game, seat, seed)
        self.rng = Rng(seed)

    def act(self, state: IslandState, seat: int) -> int:  # type: ignore[override]
        return decide(state, seat, self.rng)

    def interject(self, state: IslandState, seat: int) -> int | None:  # type: ignore[override]
        hand = state.hands[seat]
        if not (hand[H_CARD] or hand[S_CARD]):
            return None
        act = special(state, seat)
        return act if act >= 0 else None
