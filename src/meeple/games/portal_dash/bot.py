"""Portal Dash's heuristic team bot: every seat runs it and the team plays as one mind.

>>> import meeple
>>> from meeple.games.portal_dash.bot import HeuristicBot
>>> game = meeple.load("portal-dash")
>>> state = game.setup({"players": 2}, seed=3)
>>> seat = state.to_move()
>>> HeuristicBot(game, seat, 3).act(state, seat) in state.legal_actions(seat)
True

What it reads
-------------
Only ``state.view(seat)`` (the public view: the game is co-operative, every seat sees
the same) and the legal actions (small ints whose fields :func:`actions.unpack` gives).
Never the order of the item deck, a face-down board, the colour of a block no face
shows, nor the random stream; it draws nothing at random, so a seed gives the same game
and a resampled hidden state gives the same choice (``tests/games/portal_dash/
test_bot.py``).

How it plays
------------
Every option is scored in hearts, the common unit, and the best is taken.

- **Danger** (:meth:`Ctx.risk`): for every monster a breadth-first search over the squares
  it may cross (lava only when it flies or the lava is covered; monsters block) gives the
  steps it needs to have each square in its attack range. It goes for the nearest
  character, as the rules say (ties: the sturdiest, the team's choice). The monster die is
  rolled once per player before the seat's next turn: a monster in reach hits with
  probability 1/3 a roll (its number), the boss on every roll with its mean attack, a
  blaze everyone in range. A character's risk is its expected damage plus
  :data:`DEATH` times the chance that it loses all its hearts (track and armour): one
  character at 0 loses the game. Monsters one more activation away count a little.
- **Progress**: the walking distance of each character to the goal: the column next to
  the first face-down board (where the team may reveal it), then the squares from which
  the boss can be hit. Every character heads for the same goal, so the team moves as a
  group; the weight grows as the cube empties (the clock).
- **The two actions**: an attack is worth its exact chance to kill (the combat dice's
  distribution, rerolls played optimally, :func:`kill_chance`) times the danger the
  monster brings, the item it yields and whether it blocks the way; the boss its
  expected damage and the chance to finish it. A move (a step or boots) is worth the gain
  in progress less the added risk (magma costs a heart, a chest gives every player an
  item). Mining and pickaxes are worth the best uses of the blocks they can take, less
  the clock. A repair is worth the item restored (armour hearts in full).
- **Blocks** (:meth:`HeuristicBot.block_values`): only mined blocks are used (the block
  die's block goes to the frame: the bot gives it the least useful colour it may). Red
  heals the character whose risk falls most (plus a little a heart), grey repairs the
  inventory that gains most (armour hearts count as hearts), gold gives an item to the
  emptiest inventory, black seeds the best Netherite item, brown covers magma, soul sand
  or lava ahead of the team. The Piglins take a block by the pressure of its mission:
  the blocks it still needs over the blocks left above its deadline, or all the missions'
  needs over the cube less :data:`RESERVE` blocks kept for the boss fight, whichever is
  higher; the worth grows with the cube of the pressure (:data:`PIG_BASE`,
  :data:`PIG_CUBE`). A new column takes a colour the cube still holds plenty of beyond
  what the open columns owe, brown and grey first, red and black last
  (:data:`OPEN_COLOUR`). Mining takes from a deeper layer when it can, which leaves the
  earlier deadlines alone.
- **The monsters' turn**: the sturdiest character takes a hit when the team may choose,
  a push goes to a safe square, a wrecked item is the least useful one, a spawn as far
  from the team as the rules let. The character hit spreads its wounds heart by heart:
  on the armour already missing the most hearts (one repair then mends the most), else
  the emptiest one.
- **Items**: kept for the gain in the inventory's worth (the best item of a kind counts
  in full, the next ones less; a damaged item less); enchantments go on the best match;
  leggings are worn as what the inventory lacks, and turned to it when repaired.
- **Revealing**: a path board when every character keeps 4 hearts and at most one
  monster is near (sooner when the cube runs low); the portal when the team is healthy or
  the cube runs low.
"""

from __future__ import annotations

import heapq
from collections import deque
from functools import cache
from typing import Any

from meeple.engine.agent import Bot
from meeple.engine.game import Action, Seat, State
from meeple.games.portal_dash import actions as A
from meeple.games.portal_dash import cube as cb
from meeple.games.portal_dash.dice import COMBAT_FACES, MONSTER_FACES
from meeple.games.portal_dash.items import ENCHANT_TARGET, ITEM_KEYS, ITEMS
from meeple.games.portal_dash.monsters import BOSSES, MONSTERS
from meeple.games.portal_dash.path import boots_damage

INF = 999

# -- the weights (unit: one heart) ------------------------------------------------------

DEATH = 40.0  # a character losing its last heart loses the game
PROGRESS = 2.0  # one square nearer the goal, per character (grows as the cube empties)
ITEM_GAIN = 2.5  # a new item (draw 2 keep 1), early in the game
NETHERITE_GAIN = 4.0  # a Netherite item among the next draws
REPAIR_ITEM = 0.6  # an item back on the upper row
WASTE = -0.2
CLOCK = 1.5  # a block taken from the cube brings the end nearer
PIG_BASE = 3.0  # a block for the Piglins, no hurry ...
PIG_CUBE = 30.0  # ... plus this times the cube of the mission's pressure
LAYER_COST = 1.5  # per unit of pressure of the missions a block's layer feeds
OPEN_COLOUR = {"brown": 1.0, "grey": 0.8, "gold": 0.5, "red": 0.4, "black": 0.2}
RESERVE = 12  # blocks of the cube the boss fight needs
BLOCKED = 4  # a monster in the way, in squares
HEART = 0.6  # a heart regained, beyond the risk it removes now
FAR = 0.15  # share of the damage of monsters two activations away
CHEST = 2.0  # per player: a chest opened

# -- combat dice --------------------------------------------------------------------------

FACE_P: dict[int, float] = {}
for _face in COMBAT_FACES:
    FACE_P[_face] = FACE_P.get(_face, 0.0) + 1.0 / len(COMBAT_FACES)
FACE_MEAN = sum(COMBAT_FACES) / len(COMBAT_FACES)


@cache
def sum_dist(n: int) -> tuple[float, ...]:
    """The distribution of the hits of ``n`` combat dice (index = hits)."""
    dist = [1.0]
    top = max(FACE_P)
    for _ in range(n):
        new = [0.0] * (len(dist) + top)
        for total, p in enumerate(dist):
            if p:
                for face, q in FACE_P.items():
                    new[total + face] += p * q
        dist = new
    return tuple(dist)


def p_at_least(n: int, need: int) -> float:
    """The chance that ``n`` combat dice show ``need`` hits or more."""
    if need <= 0:
        return 1.0
    dist = sum_dist(n)
    return sum(dist[need:]) if need < len(dist) else 0.0


@cache
def _outcomes(n: int) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """Every sorted outcome of ``n`` dice with its probability."""
    found: dict[tuple[int, ...], float] = {(): 1.0}
    for _ in range(n):
        nxt: dict[tuple[int, ...], float] = {}
        for dice, p in found.items():
            for face, q in FACE_P.items():
                key = tuple(sorted((*dice, face)))
                nxt[key] = nxt.get(key, 0.0) + p * q
        found = nxt
    return tuple((p, dice) for dice, p in found.items())


@cache
def kill_chance(n: int, need: int, rerolls: int = 0) -> float:
    """The chance that ``n`` dice with ``rerolls`` rerolls (of any dice, played at best)
    reach ``need`` hits."""
    if need <= 0:
        return 1.0
    if n <= 0:
        return 0.0
    if rerolls <= 0:
        return p_at_least(n, need)
    n = min(n, 8)
    return sum(p * best_reroll(dice, need, rerolls - 1)[0] for p, dice in _outcomes(n))


def best_reroll(dice: tuple[int, ...], need: int, rerolls_after: int) -> tuple[float, int]:
    """(the chance to reach ``need``, how many of the lowest dice to reroll)."""
    ordered = sorted(dice)
    best = (1.0 if sum(ordered) >= need else 0.0, 0)
    for k in range(1, len(ordered) + 1):
        kept = sum(ordered[k:])
        chance = kill_chance(k, need - kept, rerolls_after)
        if chance > best[0] + 1e-12:
            best = (chance, k)
    return best


# -- items --------------------------------------------------------------------------------


def _base(key: str) -> Any:
    return ITEMS.get(key)


def entry_of(key: str, mode: str | None = None) -> dict[str, Any]:
    """A view-like entry for a new item ``key``."""
    base = ITEMS[key]
    return {
        "key": key,
        "kind": base.kind,
        "damaged": False,
        "hearts": base.hearts if base.kind == "armour" or mode == "armour" else 0,
        "mode": mode,
        "enchantments": [],
        "move": base.move,
        "dice": base.dice,
        "range": base.range,
        "blocks": base.blocks,
        "frame": base.frame,
        "reroll": base.reroll,
    }


def kind_of(item: dict[str, Any]) -> str:
    """boots, armour (leggings as worn), sword, bow, pickaxe, enchantment."""
    kind = str(item["kind"])
    if kind == "leggings":
        return "armour" if item.get("mode") == "armour" else "boots"
    return kind


def full_hearts(item: dict[str, Any]) -> int:
    base = _base(item["key"])
    return int(base.hearts) if base is not None else 1


def item_worth(item: dict[str, Any]) -> float:
    """What one item is worth in hand, in hearts, whatever its row."""
    kind = kind_of(item)
    base = _base(item["key"])
    ench = item.get("enchantments") or []
    if kind == "boots":
        ignore = bool(base is not None and base.ignore_ground) or "walker" in ench
        return 0.9 * int(item.get("move") or 0) + (0.8 if ignore else 0.0)
    if kind == "armour":
        return 1.3 * full_hearts(item)
    if kind in ("sword", "bow"):
        value = 1.6 * int(item.get("dice") or 0) * FACE_MEAN + 0.8 * int(item.get("reroll") or 0)
        if kind == "bow":
            value += 0.3 * max(0, int(item.get("range") or 0) - 2)
        return value
    if kind == "pickaxe":
        return 0.7 * int(item.get("blocks") or 0) + 0.9 * int(item.get("frame") or 0)
    return 0.3


SHARE_FIGHT = (1.0, 0.6, 0.35, 0.2, 0.1, 0.1)
SHARE_OTHER = (1.0, 0.3, 0.1, 0.05, 0.05, 0.05)


def inventory_worth(items: list[dict[str, Any]]) -> float:
    """The best item of a kind counts in full, the next ones less; damaged ones less."""
    by_kind: dict[str, list[float]] = {}
    for item in items:
        value = item_worth(item) * (0.8 if item.get("damaged") else 1.0)
        by_kind.setdefault(kind_of(item), []).append(value)
    total = 0.0
    for kind, values in by_kind.items():
        values.sort(reverse=True)
        share = SHARE_FIGHT if kind in ("sword", "bow", "armour") else SHARE_OTHER
        total += sum(v * share[i] for i, v in enumerate(values))
    return total


def leg_mode(items: list[dict[str, Any]], key: str) -> str:
    """How to wear leggings ``key``: as what the inventory lacks most."""
    boots = inventory_worth([*items, entry_of(key, "boots")])
    armour = inventory_worth([*items, entry_of(key, "armour")])
    return "armour" if armour >= boots - 0.3 else "boots"


# -- the geometry of a view ---------------------------------------------------------------

_NEIGH: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}


def neighbours(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    found = _NEIGH.get((rows, cols))
    if found is None:
        out = []
        for sq in range(rows * cols):
            r, c = divmod(sq, cols)
            near = []
            for dr, dc in ((0, 1), (1, 0), (-1, 0), (0, -1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols:
                    near.append(rr * cols + cc)
            out.append(tuple(near))
        found = _NEIGH[rows, cols] = tuple(out)
    return found


Reach = tuple[dict[str, Any], list[int], float, float, bool, int]


class Ctx:
    """What one decision needs from the view, computed lazily."""

    def __init__(self, view: dict[str, Any], seat: Seat) -> None:
        self.view = view
        self.seat = seat
        lay = view["layout"]
        self.rows: int = lay["rows"]
        self.cols: int = lay["cols"]
        self.n = self.rows * self.cols
        self.near = neighbours(self.rows, self.cols)
        self.covered = set(lay["covered"])
        # effective ground: None face down, "." covered obstacles
        ground: list[str | None] = []
        for r, row in enumerate(lay["squares"]):
            for c, ch in enumerate(row):
                sq = r * self.cols + c
                ground.append("." if ch is not None and sq in self.covered else ch)
        self.ground = ground
        self.chests = set(lay["chests"])
        self.boards = lay["boards"]
        self.players: int = view["players"]
        self.chars: dict[int, dict[str, Any]] = {ch["seat"]: ch for ch in view["characters"]}
        self.monsters = list(view["monsters"])
        boss = view["boss"]
        self.boss = boss if boss.get("square") is not None and boss["hp"] > 0 else None
        self.mon_at: dict[int, dict[str, Any]] = {m["square"]: m for m in self.monsters}
        if self.boss is not None:
            self.mon_at[self.boss["square"]] = {"id": "boss", **self.boss}
        self.left: int = view["cube"]["left"]
        self._goal: list[int] | None = None
        self._reach: list[Reach] | None = None
        self._hearts: dict[int, int] = {}
        self._risk_now: float | None = None

    # -- squares -----------------------------------------------------------------------

    def manhattan(self, a: int, b: int) -> int:
        cols = self.cols
        return abs(a // cols - b // cols) + abs(a % cols - b % cols)

    def walkable(self, sq: int) -> bool:
        ch = self.ground[sq]
        return ch is not None and ch != "L"

    def hearts(self, seat: int) -> int:
        """Hearts on the life track and on the armours worn."""
        found = self._hearts.get(seat)
        if found is None:
            ch = self.chars[seat]
            armour = sum(
                int(it["hearts"] or 0)
                for it in ch["items"]
                if not it["damaged"] and kind_of(it) == "armour"
            )
            found = self._hearts[seat] = int(ch["hp"]) + armour
        return found

    def positions(self) -> dict[int, int]:
        return {s: ch["square"] for s, ch in self.chars.items() if ch["square"] is not None}

    def clock(self) -> float:
        """1 at the start, up to 3 when the cube is nearly empty."""
        return 1.0 + 2.0 * max(0.0, 1.0 - self.left / 64.0) ** 2

    # -- the goal ----------------------------------------------------------------------

    def frontier(self) -> dict[str, Any] | None:
        """The first face-down board, if any."""
        for board in self.boards:
            if not board["revealed"]:
                return dict(board)
        return None

    def goal_squares(self) -> list[int]:
        board = self.frontier()
        if board is not None:
            c = board["col"] - 1
            out = [r * self.cols + c for r in range(self.rows)]
            out = [sq for sq in out if self.walkable(sq)]
            if out:
                return out
        if self.boss is not None:
            b = self.boss["square"]
            out = [
                sq
                for sq in range(self.n)
                if self.walkable(sq) and sq not in self.mon_at and self.manhattan(sq, b) <= 3
            ]
            if out:
                return out
        return [sq for sq in range(self.n) if self.walkable(sq)]

    def goal_dist(self) -> list[int]:
        """Walking points from every square to the goal: soul sand 2, a monster in the
        way :data:`BLOCKED` more (it has to be beaten first)."""
        if self._goal is not None:
            return self._goal
        dist = [INF] * self.n
        heap: list[tuple[int, int]] = []
        for g in self.goal_squares():
            dist[g] = 0
            heap.append((0, g))
        heapq.heapify(heap)
        ground = self.ground
        mon_at = self.mon_at
        while heap:
            d, sq = heapq.heappop(heap)
            if d > dist[sq]:
                continue
            cost = d + (2 if ground[sq] == "S" else 1) + (BLOCKED if sq in mon_at else 0)
            for nb in self.near[sq]:
                if dist[nb] <= cost or not self.walkable(nb):
                    continue
                dist[nb] = cost
                heapq.heappush(heap, (cost, nb))
        self._goal = dist
        return dist

    # -- monsters ----------------------------------------------------------------------

    def reach(self) -> list[Reach]:
        """Per monster: (it, steps it needs to have each square in range, chance per
        roll, damage, hits everyone in range, move)."""
        if self._reach is not None:
            return self._reach
        out: list[Reach] = []
        occupied = self.mon_at
        ground = self.ground
        cols, rows = self.cols, self.rows
        for sq, m in self.mon_at.items():
            if m["id"] == "boss":
                side = BOSSES[m["kind"], m["side"]]
                move, rng, flying = side.move, side.range, side.flying
                dmg = sum(a.damage for a in side.attacks) / len(side.attacks)
                per_roll = 1.0
                hits_all = False
            else:
                kind = MONSTERS[m["kind"]]
                move, rng, flying, dmg = kind.move, kind.range, kind.flying, float(kind.damage)
                per_roll = MONSTER_FACES.count(m["number"]) / len(MONSTER_FACES)
                hits_all = kind.special == "all_in_range"
            dist = {sq: 0}
            todo: deque[int] = deque([sq])
            while todo:
                s = todo.popleft()
                d = dist[s] + 1
                if d > move:
                    continue
                for nb in self.near[s]:
                    if nb in dist or nb in occupied:
                        continue
                    ch = ground[nb]
                    if ch is None or (ch == "L" and not flying):
                        continue
                    dist[nb] = d
                    todo.append(nb)
            cost = [INF] * self.n
            for s, ds in dist.items():
                rs, cs = divmod(s, cols)
                for r in range(max(0, rs - rng), min(rows, rs + rng + 1)):
                    span = rng - abs(r - rs)
                    base = r * cols
                    for c in range(max(0, cs - span), min(cols, cs + span + 1)):
                        if ds < cost[base + c]:
                            cost[base + c] = ds
            out.append((m, cost, per_roll, dmg, hits_all, move))
        self._reach = out
        return out

    def without(self, square: int) -> Ctx:
        """A copy with the monster on ``square`` gone (for what killing it is worth)."""
        other = Ctx.__new__(Ctx)
        other.__dict__.update(self.__dict__)
        other.mon_at = {s: m for s, m in self.mon_at.items() if s != square}
        other.monsters = [m for m in self.monsters if m["square"] != square]
        if self.boss is not None and self.boss["square"] == square:
            other.boss = None
        other._reach = None
        other._goal = None
        other._risk_now = None
        other._hearts = dict(self._hearts)
        return other

    def relief(self, seat: int, hearts: int) -> float:
        """How much the team's risk falls when ``seat`` gains ``hearts``."""
        if hearts <= 0 or seat not in self.positions():
            return 0.0
        squares = self.positions()
        if self._risk_now is None:
            self._risk_now = self.risk(squares)
        before = self.hearts(seat)
        self._hearts[seat] = before + hearts
        after = self.risk(squares)
        self._hearts[seat] = before
        return self._risk_now - after

    def risk(self, squares: dict[int, int]) -> float:
        """The team's risk in hearts before this seat's next turn, with the characters on
        ``squares`` (seat -> square)."""
        rolls = self.players
        threats: dict[int, list[tuple[float, float]]] = {s: [] for s in squares}
        far = 0.0
        cols = self.cols
        for m, cost, per_roll, dmg, hits_all, move in self.reach():
            if hits_all:
                for seat, sq in squares.items():
                    if cost[sq] == 0:
                        threats[seat].append((per_roll, dmg))
                continue
            best = INF
            target = -1
            for seat, sq in squares.items():
                c = cost[sq]
                if c < best or (c == best < INF and self.hearts(seat) > self.hearts(target)):
                    best, target = c, seat
            if target >= 0 and best < INF:
                threats[target].append((per_roll, dmg))
                continue
            # two activations away: a small share
            msq = m["square"]
            reach = 2 * move + (3 if m["id"] == "boss" else MONSTERS[m["kind"]].range)
            for sq in squares.values():
                if abs(msq // cols - sq // cols) + abs(msq % cols - sq % cols) <= reach:
                    far += FAR * per_roll * dmg
                    break
        total = far
        for seat, hits in threats.items():
            if hits:
                total += risk_of(hits, rolls, self.hearts(seat))
        return total


def risk_of(hits: list[tuple[float, float]], rolls: int, hearts: int) -> float:
    """Expected damage plus DEATH times the chance of losing every heart, over ``rolls``
    monster rolls, each threat (chance per roll, damage) independent."""
    expected = sum(p * d for p, d in hits) * rolls
    if hearts <= 0:
        return expected + DEATH
    dist = [1.0] + [0.0] * hearts
    for _ in range(rolls):
        for p, d in hits:
            dmg = round(d)
            if p >= 1.0:
                dist = [0.0] * min(dmg, hearts) + dist[: hearts + 1 - dmg] if dmg else dist
                if dmg and len(dist) < hearts + 1:
                    dist += [0.0] * (hearts + 1 - len(dist))
                continue
            new = [0.0] * (hearts + 1)
            for total, q in enumerate(dist):
                if q:
                    new[total] += q * (1 - p)
                    new[min(hearts, total + dmg)] += q * p
            dist = new
    return expected + DEATH * dist[hearts]


# -- the bot ------------------------------------------------------------------------------


class HeuristicBot(Bot):
    """A team player reading the public view only (see the module docstring)."""

    def act(self, state: State, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        ctx = Ctx(state.view(seat), seat)
        scores = self.scores(ctx, legal)
        best = max(range(len(legal)), key=lambda i: (scores[i], -i))
        return legal[best]

    # -- every legal action, scored ----------------------------------------------------

    def scores(self, ctx: Ctx, legal: list[int]) -> list[float]:
        phase = ctx.view["turn"]["phase"]
        if phase == "actions":
            return self.turn_actions(ctx, legal)
        if phase == "use":
            colour = ctx.view["turn"]["pending"]["colour"]
            values = self.block_values(ctx, colour)
            return [values.get(self._use_key(a), WASTE) for a in legal]
        if phase == "gain":
            return self.gain_values(ctx, legal)
        out = []
        for action in legal:
            kind, _seat, a, b, c = A.unpack(action)
            out.append(self.one(ctx, kind, a, b, c))
        return out

    def one(self, ctx: Ctx, kind: int, a: int, b: int, c: int) -> float:
        if kind == A.PLACE:
            return self.place_value(ctx, a)
        if kind in (A.BLOCK, A.TAKE):
            return self.cell_value(ctx, a, forced=kind == A.BLOCK)
        if kind == A.DONE:
            return 0.0
        if kind == A.ACTIVATE:
            return self.activate_value(ctx, a)
        if kind in (A.TARGET, A.VICTIM):
            return float(ctx.hearts(a))
        if kind == A.PUSH:
            return self.push_value(ctx, a)
        if kind == A.WRECK:
            return self.wreck_value(ctx, a)
        if kind == A.WOUND:
            return self.wound_value(ctx, a)
        if kind == A.WOUND_AUTO:
            return -99.0  # the bot places each heart itself
        if kind == A.SIDE:
            return self.side_value(ctx, a, c)
        if kind == A.SPAWN:
            team = list(ctx.positions().values())
            return float(min((ctx.manhattan(a, t) for t in team), default=0))
        if kind == A.TO:
            return self.to_value(ctx, a)
        if kind in (A.REROLL, A.STAND):
            return self.reroll_value(ctx, a if kind == A.REROLL else 0)
        if kind == A.CHEST:
            return 1.0
        if kind == A.NOCHEST:
            return 0.0
        if kind == A.REVEAL:
            return self.reveal_value(ctx)
        if kind == A.GO_ON:
            return 0.0
        return 0.0

    # -- setup -------------------------------------------------------------------------

    def place_value(self, ctx: Ctx, sq: int) -> float:
        goal = ctx.goal_dist()[sq]
        together = 0.5 if sq in ctx.positions().values() else 0.0
        return -goal + together - 0.01 * abs(sq // ctx.cols - ctx.rows // 2)

    # -- blocks ------------------------------------------------------------------------

    def _use_key(self, action: int) -> str:
        kind, _seat, a, _b, _c = A.unpack(action)
        if kind == A.RED:
            return f"red:{a}"
        if kind == A.GREY:
            return f"grey:{a}"
        if kind == A.GOLD:
            return f"gold:{a}"
        if kind == A.BLACK:
            return f"black:{ITEM_KEYS[a]}"
        if kind == A.BROWN:
            return f"brown:{a}"
        if kind == A.PIGLIN:
            return f"piglin:{a}"
        return "waste"

    def block_values(self, ctx: Ctx, colour: str | None) -> dict[str, float]:
        """Use key (``red:1``, ``piglin:3``...) -> worth of a block of ``colour``."""
        out: dict[str, float] = {}
        if colour is None:
            return out
        chars = ctx.chars
        if colour == "red":
            for s, ch in chars.items():
                missing = 6 - int(ch["hp"])
                out[f"red:{s}"] = ctx.relief(s, missing) + HEART * missing
        elif colour == "grey":
            for s, ch in chars.items():
                value = 0.0
                hearts = 0
                for it in ch["items"]:
                    if kind_of(it) == "armour":
                        hearts += full_hearts(it) - int(it["hearts"] or 0)
                    if it["damaged"]:
                        value += REPAIR_ITEM + 0.15 * item_worth(it)
                out[f"grey:{s}"] = value + ctx.relief(s, hearts) + HEART * hearts
        elif colour == "gold":
            late = self.late(ctx)
            for s, ch in chars.items():
                n = len(ch["items"])
                out[f"gold:{s}"] = ITEM_GAIN * late * (1.0 if n < 6 else 0.6) + 0.05 * (6 - n)
        elif colour == "black":
            late = self.late(ctx)
            for key in ctx.view["items"]["netherite"]:
                out[f"black:{key}"] = NETHERITE_GAIN * late + 0.1 * item_worth(entry_of(key))
        elif colour == "brown":
            for sq, value in self.cover_values(ctx).items():
                out[f"brown:{sq}"] = value
        for column, value in self.piglin_values(ctx, colour).items():
            out[f"piglin:{column}"] = value
        return out

    def late(self, ctx: Ctx) -> float:
        """Items are worth less when the cube runs low."""
        return 0.3 + 0.7 * min(1.0, ctx.left / 40.0)

    def cover_values(self, ctx: Ctx) -> dict[int, float]:
        out: dict[int, float] = {}
        goal = ctx.goal_dist()
        team = list(ctx.positions().values())
        occupied = set(ctx.mon_at) | set(team)
        lead = min((goal[t] for t in team), default=INF)
        terrain = [ch for row in ctx.view["layout"]["squares"] for ch in row]
        for sq in range(ctx.n):
            ch = terrain[sq]
            if ch not in ("L", "M", "S") or sq in ctx.covered or sq in occupied:
                continue
            near = min((ctx.manhattan(sq, t) for t in team), default=9)
            value = {"M": 0.9, "S": 0.6, "L": 0.3}[ch]
            if goal[sq] >= INF or goal[sq] > lead + 1:
                value *= 0.3
            value *= max(0.2, 1.0 - 0.12 * near)
            out[sq] = value
        return out

    def pressures(self, ctx: Ctx) -> list[float]:
        """Per mission A, B, C: blocks still needed over the blocks left above its
        deadline (0 when done); all of them together also against the cube less what
        the boss fight needs (:data:`RESERVE`)."""
        layers = ctx.view["cube"]["layers"]
        needs = []
        befores = []
        for mission in ctx.view["piglins"]["missions"]:
            needs.append(
                0
                if mission["done"]
                else sum(col["size"] - col["filled"] for col in mission["columns"])
            )
            befores.append(sum(layers[: mission["layer"]]))
        total = sum(needs)
        overall = total / max(1.0, ctx.left - RESERVE)
        return [
            0.0 if not need else max(need / max(1.0, before - 1.0), overall)
            for need, before in zip(needs, befores, strict=True)
        ]

    def supply(self, ctx: Ctx) -> dict[str, int]:
        """Blocks of each colour still in the cube, less what the open Piglin columns of
        that colour still need."""
        used = ctx.view["frame_colours"]
        left = {c: cb.COUNTS[c] - int(used.get(c, 0)) for c in cb.COLOURS}
        covered = len(ctx.covered)
        left["brown"] -= covered
        for mission in ctx.view["piglins"]["missions"]:
            for col in mission["columns"]:
                if col["colour"] is not None:
                    left[col["colour"]] -= col["size"]  # filled ones are out, the rest owed
        return left

    def piglin_values(self, ctx: Ctx, colour: str) -> dict[int, float]:
        """Global column index -> worth of a block of ``colour`` there."""
        out: dict[int, float] = {}
        missions = ctx.view["piglins"]["missions"]
        pressure = self.pressures(ctx)
        spare = self.supply(ctx)[colour]
        for m, mission in enumerate(missions):
            if mission["done"]:
                continue
            p = pressure[m]
            base = PIG_BASE + PIG_CUBE * p**3
            if m and not missions[m - 1]["done"]:
                base *= 0.8
            for col in mission["columns"]:
                left = col["size"] - col["filled"]
                if left <= 0 or (col["colour"] is not None and col["colour"] != colour):
                    continue
                value = base
                if col["colour"] is None:
                    # opening a column: a colour the cube still holds plenty of (beyond
                    # what open columns owe) and of little use otherwise
                    room = spare - col["size"]
                    if room < 0:
                        continue
                    value *= min(1.0, 0.5 + room / 12.0) * OPEN_COLOUR[colour]
                else:
                    value += 0.3 + 0.3 / left
                out[col["column"]] = value
        return out

    def cell_value(self, ctx: Ctx, cell: int, forced: bool) -> float:
        """A block of the cube to take: its best use (a mined block) or, for the block
        die's block that goes to the frame unused, the least useful colour; deeper is
        better while the Piglins press; what it opens."""
        entry = ctx.view["cube"]["cells"][cell]
        colour = entry["colour"] if entry is not None else None
        worth = max(self.block_values(ctx, colour).values(), default=0.0)
        value = -0.3 * worth if forced else worth
        z = cell // cb.LAYER
        pressure = self.pressures(ctx)
        value -= sum(p for m, p in enumerate(pressure) if m >= z) * LAYER_COST
        value += 0.02 * self.opens(ctx, cell)
        return value

    def opens(self, ctx: Ctx, cell: int) -> int:
        """How many more blocks are available once ``cell`` is taken."""
        cells: list[str | None] = [
            "x" if c is not None else None for c in ctx.view["cube"]["cells"]
        ]
        before = len(cb.available(cells))
        cells[cell] = None
        return len(cb.available(cells)) - before

    # -- the monsters' turn -----------------------------------------------------------

    def activate_value(self, ctx: Ctx, ident: int) -> float:
        """Farthest first: the nearer ones may then block its way."""
        team = list(ctx.positions().values())
        for m in ctx.mon_at.values():
            if m["id"] == ident or (ident == A.BOSS_ID and m["id"] == "boss"):
                return float(min((ctx.manhattan(m["square"], t) for t in team), default=0))
        return 0.0

    def push_value(self, ctx: Ctx, sq: int) -> float:
        seat = ctx.view["turn"]["pending"]["seat"]
        squares = ctx.positions()
        squares[seat] = sq
        value = -ctx.risk(squares) - 0.3 * ctx.goal_dist()[sq]
        if ctx.ground[sq] == "M":
            value -= 1.0 * (1.0 + 4.0 / (1 + ctx.hearts(seat)))
        return value

    def wound_value(self, ctx: Ctx, slot: int) -> float:
        """A heart off the armour already missing the most (one repair then mends the
        most), else off the emptiest."""
        seat = ctx.view["turn"]["pending"]["seat"]
        item = ctx.chars[seat]["items"][slot]
        hearts = int(item["hearts"] or 0)
        return 10.0 * (full_hearts(item) - hearts) - hearts

    def side_value(self, ctx: Ctx, slot: int, c: int) -> float:
        """Repaired leggings turned to what the inventory lacks."""
        seat = ctx.view["turn"]["pending"]["seat"]
        items = ctx.chars[seat]["items"]
        others = [it for i, it in enumerate(items) if i != slot]
        return 1.0 if leg_mode(others, items[slot]["key"]) == A.MODE_NAMES[c] else 0.0

    def wreck_value(self, ctx: Ctx, slot: int) -> float:
        seat = ctx.view["turn"]["pending"]["seat"]
        item = ctx.chars[seat]["items"][slot]
        return -item_worth(item) - 1.5 * int(item["hearts"] or 0)

    # -- combat ------------------------------------------------------------------------

    def reroll_value(self, ctx: Ctx, mask: int) -> float:
        dice: list[int] = [int(d) for d in ctx.view["dice"]["combat"]]
        pending = ctx.view["turn"]["pending"]
        target = pending["target"]
        rerolls_after = max(0, int(pending["rerolls"]) - 1)
        kept = sum(d for i, d in enumerate(dice) if not mask >> i & 1)
        k = sum(1 for i in range(len(dice)) if mask >> i & 1)
        if target == "boss":
            hp = int(ctx.view["boss"]["hp"])
            mean = kept + k * FACE_MEAN * (1.0 + 0.2 * rerolls_after)
            finish = kill_chance(k, hp - kept, rerolls_after) if k else float(kept >= hp)
            return float(min(mean, hp)) + 10.0 * finish - 1e-3 * k
        need = 99
        for m in ctx.monsters:
            if m["id"] == target:
                need = int(m["hp"])
        chance = kill_chance(k, need - kept, rerolls_after) if k else float(kept >= need)
        return chance - 1e-3 * k  # no reroll for nothing

    # -- items -------------------------------------------------------------------------

    def gain_values(self, ctx: Ctx, legal: list[int]) -> list[float]:
        seat = ctx.view["turn"]["pending"]["seat"]
        items = [dict(it) for it in ctx.chars[seat]["items"]]
        drawn = ctx.view["items"]["drawn"]
        before = inventory_worth(items)
        out = []
        for action in legal:
            kind, _s, a, b, c = A.unpack(action)
            if kind == A.DISCARD:
                out.append(0.0)
                continue
            key = drawn[a]
            mode = A.MODE_NAMES[c] or None
            if kind == A.KEEP:
                out.append(inventory_worth([*items, entry_of(key, mode)]) - before)
            elif kind == A.REPLACE:
                rest = [it for i, it in enumerate(items) if i != b]
                out.append(inventory_worth([*rest, entry_of(key, mode)]) - before)
            elif kind == A.ENCHANT and mode == "armour":
                # the repaired leggings turned to armour: the enchantment lies idle
                rest = [it for i, it in enumerate(items) if i != b]
                legs = entry_of(items[b]["key"], "armour")
                out.append(inventory_worth([*rest, legs]) - before)
            elif kind == A.ENCHANT:
                out.append(self.enchant_gain(items[b], ITEMS[key].enchant))
            else:
                out.append(0.0)
            if mode is not None and ITEMS[key].kind == "leggings":
                out[-1] += 0.01 if leg_mode(items, key) == mode else 0.0
        return out

    def enchant_gain(self, item: dict[str, Any], enchant: str) -> float:
        target = ENCHANT_TARGET[enchant]
        if enchant in ("sharpness", "power"):
            gain = 1.6 * FACE_MEAN + (0.3 if enchant == "power" else 0.0)
        elif enchant == "reroll":
            gain = 0.9
        elif enchant == "speed":
            gain = 1.8
        else:
            gain = 0.8
        if kind_of(item) != target:
            return -1.0
        bonus = 0.2 * item_worth(item) + (
            REPAIR_ITEM + 0.15 * item_worth(item) if item["damaged"] else 0.0
        )
        return gain + bonus

    # -- revealing ---------------------------------------------------------------------

    def reveal_value(self, ctx: Ctx) -> float:
        board = ctx.frontier()
        weakest = min(ctx.hearts(s) for s in ctx.chars)
        if board is None or board["kind"] == "portal":
            return 1.0 if weakest >= 4 or ctx.left <= 26 else -1.0
        team = list(ctx.positions().values())
        near = sum(
            1
            for m in ctx.monsters
            if min((ctx.manhattan(m["square"], t) for t in team), default=9) <= 3
        )
        ready = weakest >= 4 and near <= 1
        hurry = ctx.left <= 44 and weakest >= 3
        return 1.0 if ready or hurry or ctx.left <= 30 else -1.0

    # -- the two actions ---------------------------------------------------------------

    def turn_actions(self, ctx: Ctx, legal: list[int]) -> list[float]:
        me = ctx.chars[ctx.seat]
        here = me["square"]
        squares = ctx.positions()
        now = self.position_value(ctx, squares)
        mine_value: float | None = None
        out = []
        for action in legal:
            kind, _s, a, b, c = A.unpack(action)
            if kind == A.ATTACK:
                value = self.attack_value(ctx, me["items"][a], b, squares, now)
            elif kind == A.STEP:
                new = dict(squares)
                new[ctx.seat] = a
                value = self.position_value(ctx, new) - now - 0.05
                value += self.square_bonus(ctx, a, 1 if ctx.ground[a] == "M" else 0)
            elif kind == A.BOOTS:
                boots = me["items"][a]
                reach = self.boots_reach(ctx, here, boots)
                value = -99.0
                for to, dmg in reach.items():
                    if to == here:
                        continue
                    new = dict(squares)
                    new[ctx.seat] = to
                    gain = self.position_value(ctx, new) - now + self.square_bonus(ctx, to, dmg)
                    value = max(value, gain)
                value -= 0.2
            elif kind == A.MINE:
                if mine_value is None:
                    mine_value = self.mine_value(ctx, 1, 0)
                value = mine_value
            elif kind == A.PICKAXE:
                it = me["items"][a]
                value = self.mine_value(ctx, int(it["blocks"] or 0), int(it["frame"] or 0)) - 0.3
            elif kind == A.REPAIR:
                value = self.repair_value(ctx, me, me["items"][a], c)
            else:
                value = 0.0
            out.append(value)
        return out

    def position_value(self, ctx: Ctx, squares: dict[int, int]) -> float:
        goal = ctx.goal_dist()
        prog = sum(min(goal[sq], 40) for sq in squares.values())
        return -ctx.risk(squares) - PROGRESS * ctx.clock() * prog

    def square_bonus(self, ctx: Ctx, sq: int, damage: int) -> float:
        value = 0.0
        if damage:
            hearts = ctx.hearts(ctx.seat)
            value -= 2 * DEATH if damage >= hearts else damage * (1.0 + 4.0 / (1 + hearts))
        if sq in ctx.chests:
            value += CHEST * ctx.players * self.late(ctx)
        return value

    def boots_reach(self, ctx: Ctx, here: int, boots: dict[str, Any]) -> dict[int, int]:
        base = _base(boots["key"])
        ignore = bool(base is not None and base.ignore_ground) or "walker" in boots["enchantments"]
        return self.reachable(ctx, here, int(boots["move"] or 0), ignore)

    def reachable(self, ctx: Ctx, here: int, points: int, ignore: bool) -> dict[int, int]:
        """Square -> hearts lost on the way, with ``points`` of movement (magma 1 heart,
        soul sand 2 points, unless ``ignore``; monsters block, characters do not)."""
        return boots_damage(ctx.near, ctx.ground, here, points, ignore, ctx.mon_at, (None, "L"))

    def to_value(self, ctx: Ctx, to: int) -> float:
        pending = ctx.view["turn"]["pending"]
        here = ctx.chars[ctx.seat]["square"]
        dmg = self.reachable(ctx, here, int(pending["points"]), bool(pending["ignore_ground"]))
        squares = ctx.positions()
        squares[ctx.seat] = to
        return self.position_value(ctx, squares) + self.square_bonus(ctx, to, dmg.get(to, 0))

    def attack_value(
        self, ctx: Ctx, weapon: dict[str, Any], target: int, squares: dict[int, int], now: float
    ) -> float:
        dice = int(weapon["dice"] or 0)
        rerolls = min(2, int(weapon["reroll"] or 0)) if weapon["kind"] == "sword" else 0
        wear = 0.1 * item_worth(weapon)
        if target == A.BOSS_ID:
            boss = ctx.boss
            if boss is None:
                return -1.0
            hp = int(boss["hp"])
            expected = min(float(hp), dice * FACE_MEAN * (1 + 0.2 * rerolls))
            finish = kill_chance(dice, hp, rerolls)
            return 1.5 * expected * ctx.clock() + DEATH * finish - wear
        mon = None
        for m in ctx.monsters:
            if m["id"] == target:
                mon = m
        if mon is None:
            return -1.0
        chance = kill_chance(dice, int(mon["hp"]), rerolls)
        other = ctx.without(mon["square"])
        after = self.position_value(other, squares)
        relief = after - now
        blocking = self.blocking_value(ctx, mon)
        gain = relief + ITEM_GAIN * self.late(ctx) + blocking + 0.3
        return chance * gain - wear

    def blocking_value(self, ctx: Ctx, mon: dict[str, Any]) -> float:
        team = list(ctx.positions().values())
        if not team:
            return 0.0
        goal = ctx.goal_dist()
        lead = min(team, key=lambda t: goal[t])
        if goal[mon["square"]] < goal[lead] and ctx.manhattan(mon["square"], lead) <= 3:
            return 0.8
        return 0.0

    def mine_value(self, ctx: Ctx, blocks: int, frame: int) -> float:
        """The best uses of the blocks a mining action can take, less the clock."""
        cells = ctx.view["cube"]["cells"]
        values = []
        pressure = self.pressures(ctx)
        seen: dict[tuple[str | None, int], float] = {}
        for i, entry in enumerate(cells):
            if entry is None or not entry["available"]:
                continue
            z = i // cb.LAYER
            key = (entry["colour"], z)
            if key not in seen:
                best = max(self.block_values(ctx, entry["colour"]).values(), default=0.0)
                seen[key] = best - LAYER_COST * sum(p for m, p in enumerate(pressure) if m >= z)
            values.append(seen[key])
        values.sort(reverse=True)
        # the same use twice is worth less (one character healed once...)
        total = 0.0
        for k, v in enumerate(values[:blocks]):
            total += v * (1.0 if k == 0 else 0.7)
        total += 1.5 * frame if sum(ctx.view["frame_colours"].values()) else 0.0
        return total - CLOCK * ctx.clock() * blocks

    def repair_value(self, ctx: Ctx, me: dict[str, Any], item: dict[str, Any], c: int) -> float:
        value = 0.0
        kind = kind_of(item) if not c else A.MODE_NAMES[c]
        if kind == "armour":
            hearts = full_hearts(item) - (0 if item["damaged"] else int(item["hearts"] or 0))
            value += ctx.relief(ctx.seat, hearts) + HEART * hearts
        if item["damaged"]:
            value += REPAIR_ITEM + 0.1 * item_worth(item)
            if kind in ("sword", "bow") and (ctx.boss is not None):
                value += 0.6 * int(item["dice"] or 0) * FACE_MEAN * ctx.clock()
            elif kind in ("sword", "bow") and ctx.monsters:
                value += 0.4
            elif kind == "boots":
                value += 0.5
        if c and item["kind"] == "leggings":
            value += (
                0.01
                if leg_mode([it for it in me["items"] if it is not item], item["key"])
                == A.MODE_NAMES[c]
                else 0.0
            )
        return value - 0.5


# the game's bots (``PortalDash.bots()``): "heuristic" is the default "bot"
BOTS: dict[str, Any] = {"heuristic": HeuristicBot}
