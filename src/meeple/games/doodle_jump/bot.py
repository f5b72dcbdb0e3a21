"""Doodle Jump's bots: a heuristic push-your-luck bot and an "expert" look-ahead one.

>>> import meeple
>>> from meeple.games.doodle_jump.bot import ExpertBot, HeuristicBot
>>> game = meeple.load("doodle-jump")
>>> state = game.setup({"players": 3}, seed=3)
>>> all(bot(game, 0, 3).act(state, state.to_move()) in state.legal_actions() for bot in
...     (HeuristicBot, ExpertBot))
True

What they read
--------------
Only public fields of the state: the ramp (``order``, ``slot``, ``offset``, the layout),
the Doodlers (``pos``), the tiles on the pads and held, the dice showing and set aside.
Never the bag's order nor the random stream; neither bot draws at random (a seed gives
the same game).

How they play
-------------
- **A position's worth** for a seat: its Doodler's height (slot 1-8, the start 0) plus
  its onward reach (a pad of the next level up within reach, or a same-level hop to one),
  less what an opponent in reach of its pad would knock off (40% of the drop to where
  it would fall), less the threat of the best opponent (its own worth, steeper from slot
  6 up: a Doodler on slot 7 with a top pad in reach wins next turn more often than not).
  A Doodler carried to the top by a move is worth 7.8 with a same-level hop (the hop
  wins), else about where it would fall.
- **Play**: every jump is scored by the worth after landing (a knock-off makes the
  victim fall straight down, a power tile is worth what it brings, an obstacle jumped at
  from directly below is a fall), plus a little for each die left (fewer dice used, less
  risk next roll). A top-level landing wins and is always taken. The special die's
  slide and move are tried on a copy of the ramp (no chance in them) and scored the same
  way, so they block a leader near the top, open a path, or carry the bot's own board
  to the top when a same-level hop can then win; its reroll is worth the expected best
  jump over the outcomes of the rerolled dice.
- **Continue or stop**: the outcomes of rerolling the unused dice are enumerated
  exactly (sorted multisets of the number dice, times the special die's faces), cached
  by (number of dice, special die in or out, the numbers of the pads in reach). This
  gives the risk of a fall (no jump and no special effect) and the expected worth after
  the best action; a fall costs the drop to where the straight-down fall lands (a held
  shield turns it into the shield's worth). The bot goes on when the expected worth,
  plus a boldness of 0.6 level (a race rewards pushing: tuned head to head, 0.6 beat 0
  in 57.5% of 1,000 2-player games), beats stopping; never when a fall is certain and
  costly, always when the risk is nil. A leader about to win makes a fall cheaper.
- **Kept tiles**: the shield only in a fall (and only when the fall loses height); the
  hat, rocket or shoes when they raise the worth (a level up, a hop to a pad with onward
  reach, a win, a knock-off).
- **ExpertBot** also values a jump by its own look-ahead of going on from the landing
  pad with the dice left (a 2-step expectation) instead of the flat bonus per die. It
  is not measurably stronger: 49.4% against the heuristic bot over 4,000 2-player games
  (seats alternating), 34.0% over 1,000 3-player games: luck decides much of a game
  (RULES.md, "The bots, measured").

``carry`` (a class attribute, False) lets the bot move its own board to the top when True:
a dead end since RULES.md A5, kept to measure the first calibration again.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from meeple.engine.agent import Bot
from meeple.engine.dice import roll_outcomes
from meeple.games.doodle_jump import actions as act
from meeple.games.doodle_jump.rules import (
    BLACK_HOLE,
    FACE_MOVE,
    FACE_REROLL,
    FACE_SLIDE,
    FACES,
    HAT_TILE,
    MONSTER,
    PHASE_DECIDE,
    PHASE_FALL,
    PHASE_PLAY,
    PHASE_ROLL,
    PHASE_TRAMPOLINE,
    ROCKET_TILE,
    SHIELD_TILE,
    SHOES_TILE,
    SPECIAL,
    SPRING,
    TRAMPOLINE,
    UFO,
    JumpState,
)

WIN = 30.0  # the worth of landing on the top level (heights are 0-8)
START = 0.6  # the worth of the start: every pad of slot 1 is in reach
UP_BONUS = 0.6  # a pad of the next level up in reach
UP_MORE = 0.1  # two or more of them
SIDE_UP = 0.3  # none, but a same-level hop leads to one
THREAT = 0.35  # how much the best opponent's worth counts against ours
EXPOSED = 0.4  # the chance an opponent in reach knocks the Doodler off
DIE_LEFT = 0.04  # a number die still unused after a jump
SPECIAL_LEFT = 0.08  # the special die still unused after a jump
SHIELD_WORTH = 1.2  # a held shield (the fall it saves later)
SPENT = {
    act.SHOES: 0.2,
    act.HAT: 0.3,
    act.ROCKET: 0.31,
}  # spend the hat before the rocket (the same)
TILE_WORTH = {
    SHIELD_TILE: 0.6,
    SHOES_TILE: 0.3,
    HAT_TILE: 0.9,
    ROCKET_TILE: 0.9,
    UFO: 0.5,
    MONSTER: 0.5,
}


outcomes = roll_outcomes  # the sorted results of rolling k dice, with their odds


def _sums(values: tuple[int, ...]) -> int:
    """The sums of the non-empty subsets of ``values``, as a bit set (bit n: sum n)."""
    s = 1
    for v in values:
        s |= s << v
    return s & ~1


@cache
def roll_table(
    k: int, special: bool, numbers: tuple[int, ...], faces: tuple[int, ...] = FACES
) -> tuple[tuple[int, int, float], ...]:
    """Rolling ``k`` number dice (and the special die if ``special``): the outcomes as
    (the set of ``numbers`` some dice add up to, as bits over their indices; the special
    die's effect face that can be used, 0 none; the probability), merged."""
    merged: dict[tuple[int, int], float] = {}
    for values, p in outcomes(k):
        sums = _sums(values)
        cases: list[tuple[int, int, float]] = []
        if special:
            for face in faces:
                if face <= 2:
                    cases.append((sums | sums << face | 1 << face, 0, p / len(faces)))
                elif face == FACE_REROLL and not k:
                    cases.append((sums, 0, p / len(faces)))
                else:
                    cases.append((sums, face, p / len(faces)))
        else:
            cases.append((sums, 0, p))
        for bits, face, q in cases:
            mask = 0
            for i, n in enumerate(numbers):
                if bits >> n & 1:
                    mask |= 1 << i
            key = (mask, face)
            merged[key] = merged.get(key, 0.0) + q
    return tuple((mask, face, q) for (mask, face), q in merged.items())


def fail_chance(k: int, special: bool, numbers: tuple[int, ...]) -> float:
    """The chance that rolling these dice allows no jump to one of ``numbers`` and no
    special effect: a fall."""
    return sum(q for mask, face, q in roll_table(k, special, numbers) if not mask and not face)


# -- reading the ramp ---------------------------------------------------------------------


def height(state: JumpState, p: int) -> int:
    return 0 if p < 0 else state.slot[state.layout.board[p]] + 1


def reach_from(state: JumpState, p: int) -> tuple[int, ...]:
    layout = state.layout
    if p < 0:
        return layout.board_pads[state.order[0]]
    up = state.up_pads(p)
    return layout.side[p] + up if up else layout.side[p]


def fall_land(state: JumpState, p: int, pos: list[int]) -> int:
    """Where a Doodler falling straight down from pad ``p`` lands (-1: the start)."""
    q = state.fall_to(p, pos)
    return -1 if q in state.tiles else q  # a tiled pad there is a black hole: the start


def pot(state: JumpState, p: int) -> float:
    """A Doodler's worth on pad ``p``: its height and its onward reach."""
    if p < 0:
        return START
    h = height(state, p)
    layout = state.layout
    side = layout.side[p]
    if h == 8:  # carried to the top by a move: a same-level hop wins, else it falls
        if side:
            return 7.0 + UP_BONUS + 0.2
        return 0.5 * pot(state, fall_land(state, p, state.pos)) + 0.5 * h
    up = state.up_pads(p)
    if up:
        return h + UP_BONUS + (UP_MORE if len(up) > 1 else 0.0)
    if any(state.up_pads(q) for q in side):
        return h + SIDE_UP
    return float(h)


def threat(value: float) -> float:
    """An opponent's worth, steeper near the top."""
    return value + 2.0 * max(0.0, value - 6.0)


def worth(state: JumpState, seat: int, pos: list[int], held: float = 0.0) -> float:
    """The worth of the ramp for ``seat`` with the Doodlers on ``pos``."""
    here = pos[seat]
    mine = pot(state, here)
    best = 0.0
    exposed = False
    for other, p in enumerate(pos):
        if other != seat:
            best = max(best, threat(pot(state, p)))
            if here >= 0 and not exposed and here in reach_from(state, p):
                exposed = True
    if exposed:  # an opponent may knock it off on its turn
        mine -= EXPOSED * (mine - pot(state, fall_land(state, here, pos)))
    return mine - THREAT * best + held


class _Bot(Bot):
    """The shared machinery; :class:`HeuristicBot` and :class:`ExpertBot` differ in how a
    landing with dice left is valued."""

    depth = 1
    boldness = 0.6  # added to the expected worth of going on (a race rewards pushing)
    carry = False  # never moves its own board to the top: a dead end there (RULES.md A5)

    # -- landing ---------------------------------------------------------------------------

    def land(self, state: JumpState, seat: int, src: int, q: int) -> tuple[float, list[int]]:
        """The worth of ``seat`` landing on ``q`` from ``src`` (tiles and knock-offs), and
        the Doodlers' pads afterwards."""
        pos = state.pos[:]
        tile = state.tiles.get(q, 0)
        if tile in (UFO, MONSTER):
            if state.repels(src, q):
                pos[seat] = fall_land(state, src, pos)
                return worth(state, seat, pos), pos
        elif tile == BLACK_HOLE:
            pos[seat] = -1
            return worth(state, seat, pos), pos
        pos[seat] = q
        for other in range(len(pos)):
            if other != seat and pos[other] == q:
                pos[other] = fall_land(state, q, pos)
        if height(state, q) == 8:
            return WIN, pos
        if tile in (TRAMPOLINE, SPRING):
            ups = state.up_pads(q)
            if ups:
                return max(self.land(state, seat, q, u)[0] for u in ups), pos
        return worth(state, seat, pos, TILE_WORTH.get(tile, 0.0)), pos

    # -- going on ----------------------------------------------------------------------------

    def roll_worth(
        self, state: JumpState, seat: int, p: int, k: int, special: bool, now: float, depth: int
    ) -> tuple[float, float]:
        """Rolling ``k`` number dice (and the special die) with the Doodler on ``p``: the
        expected worth after the best action, and the chance of a fall."""
        targets = reach_from(state, p)
        numbers = tuple(sorted({state.layout.number[q] for q in targets}))
        value_of: list[float] = []
        for n in numbers:
            best = -1e9
            for q in targets:
                if state.layout.number[q] == n:
                    v = self.land(state, seat, p, q)[0]
                    if depth > 1 and v < WIN and k > 1:
                        # going on from q with the dice left (about n / 3.5 dice used)
                        left = max(0, k - max(1, round(n / 3.5)))
                        if left:
                            v = max(v, self.go_on(state, seat, q, left, False, v, depth - 1))
                    best = max(best, v)
            value_of.append(best)
        fall = self.fall_worth(state, seat, p)
        reroll = self.roll_worth(state, seat, p, k, False, now, 1)[0] if special and k else fall
        total = 0.0
        risk = 0.0
        for mask, face, chance in roll_table(k, special, numbers):
            best = -1e9
            i = 0
            m = mask
            while m:
                if m & 1:
                    best = max(best, value_of[i])
                m >>= 1
                i += 1
            if face == FACE_REROLL:
                best = max(best, reroll)
            elif face in (FACE_SLIDE, FACE_MOVE):
                best = max(best, now)
            if best == -1e9:
                best = fall
                risk += chance
            total += chance * best
        return total, risk

    def go_on(
        self, state: JumpState, seat: int, p: int, k: int, special: bool, now: float, depth: int
    ) -> float:
        """The better of stopping (``now``) and going on."""
        value, _ = self.roll_worth(state, seat, p, k, special, now, depth)
        return max(now, value + self.boldness)

    def fall_worth(self, state: JumpState, seat: int, p: int) -> float:
        """The worth after a fall from ``p`` (a held shield saves it, at its price)."""
        if p < 0:
            return worth(state, seat, state.pos)
        pos = state.pos[:]
        pos[seat] = p
        if SHIELD_TILE in state.held[seat]:
            return worth(state, seat, pos) - SHIELD_WORTH
        pos[seat] = fall_land(state, p, pos)
        return worth(state, seat, pos)

    def urgent(self, state: JumpState, seat: int) -> bool:
        """An opponent stands on slot 7 with a top pad in reach (or on top by a move)."""
        for other, p in enumerate(state.pos):
            if other != seat and p >= 0 and pot(state, p) >= 7.5:
                return True
        return False

    # -- choosing ----------------------------------------------------------------------------

    def act(self, state: Any, seat: int) -> int:
        assert isinstance(state, JumpState)
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase == PHASE_FALL:
            return self.fall_choice(state, seat, legal)
        if phase == PHASE_TRAMPOLINE:
            p = state.pos[seat]
            return max(legal, key=lambda a: self.land(state, seat, p, (a >> 6) & 63)[0])
        tile_act = self.tile_choice(state, seat, legal)
        if tile_act is not None:
            return tile_act
        if phase == PHASE_ROLL:
            return next(a for a in legal if a & 15 == act.ROLL)
        if phase == PHASE_DECIDE:
            return self.decide(state, seat, legal)
        assert phase == PHASE_PLAY
        return self.play(state, seat, legal)

    def fall_choice(self, state: JumpState, seat: int, legal: list[int]) -> int:
        shield = [a for a in legal if a & 15 == act.SHIELD]
        if shield:
            p = state.pos[seat]
            if fall_land(state, p, state.pos) != p:
                return shield[0]
        return next(a for a in legal if a & 15 == act.FALL)

    def tile_choice(self, state: JumpState, seat: int, legal: list[int]) -> int | None:
        """A hat, rocket or shoes jump that raises the worth, if any."""
        kept = [a for a in legal if a & 15 in (act.HAT, act.ROCKET, act.SHOES)]
        if not kept:
            return None
        p = state.pos[seat]
        now = worth(state, seat, state.pos)
        best, choice = now + 0.1, None
        for a in kept:
            q = (a >> 6) & 63
            v = self.land(state, seat, p, q)[0]
            kind = a & 15
            # the tile spent: a shoes hop must open a path; a hat or rocket kept might
            # win from slot 7 one day, but a level now is worth more
            v -= SPENT[kind]
            if v > best:
                best, choice = v, a
        return choice

    def decide(self, state: JumpState, seat: int, legal: list[int]) -> int:
        cont = [a for a in legal if a & 15 == act.CONTINUE]
        stop = next(a for a in legal if a & 15 == act.STOP)
        if not cont:
            return stop
        p = state.pos[seat]
        now = worth(state, seat, state.pos)
        k = bin(state.avail & ~state.used & 31).count("1")
        special = bool(state.avail & ~state.used & SPECIAL)
        if state.variant and (UFO in state.held[seat] or MONSTER in state.held[seat]):
            return cont[0]  # a won obstacle saves any roll
        value, risk = self.roll_worth(state, seat, p, k, special, now, self.depth)
        if risk == 0.0:
            return cont[0]
        if self.urgent(state, seat):
            # the leader is likely to win on its turn: a fall costs little
            value += 0.6 * risk * max(0.0, now - self.fall_worth(state, seat, p))
        return cont[0] if value + self.boldness > now else stop

    def play(self, state: JumpState, seat: int, legal: list[int]) -> int:
        p = state.pos[seat]
        now = worth(state, seat, state.pos)
        used = state.used
        k_all = bin(state.avail & ~used & 31).count("1")
        best_score = -1e18
        best = legal[0]
        landed: dict[int, float] = {}
        specials: list[int] = []
        for a in legal:
            kind = a & 15
            if kind == act.JUMP:
                q = (a >> 6) & 63
                if q not in landed:
                    landed[q] = self.land(state, seat, p, q)[0]
                v = landed[q]
                mask = (a >> 12) & 63
                left = k_all - bin(mask & 31).count("1")
                special_left = not (used | mask) & SPECIAL and state.special > 0
                if v >= WIN:
                    score = WIN * 10 - bin(mask).count("1")
                elif self.depth > 1 and left:
                    score = self.go_on(state, seat, q, left, special_left, v, 1)
                    score += 1e-3 * left
                else:
                    score = v + DIE_LEFT * left + (SPECIAL_LEFT if special_left else 0.0)
            elif kind == act.SHOOT:
                score = now + TILE_WORTH[UFO] + DIE_LEFT * (k_all - 1)
            elif kind in (act.SLIDE, act.MOVE):
                specials.append(a)
                continue
            elif kind == act.REROLL:
                value = self.roll_worth(state, seat, p, k_all, False, now, 1)[0]
                score = value - (TILE_WORTH[UFO] if a & act.TILE else 0.0)
            else:  # hat/rocket/shoes not worth it now (see tile_choice)
                continue
            if score > best_score:
                best_score, best = score, a
        mine = state.layout.board[p] if p >= 0 else -1
        for a in specials:
            if not self.carry and a & 15 == act.MOVE and (a >> 6) & 63 == mine:
                continue
            after = state.clone()
            after.apply(a)
            score = worth(after, seat, after.pos) - (TILE_WORTH[UFO] if a & act.TILE else 0.0)
            score += 0.5 * (pot(after, after.pos[seat]) - pot(state, p))  # my own path
            score += DIE_LEFT * k_all
            if score > best_score:
                best_score, best = score, a
        return best


class HeuristicBot(_Bot):
    """Risk of a fall against the gain of going on, one roll ahead."""


class ExpertBot(_Bot):
    """Also looks one roll further: a jump's worth includes going on from the landing
    pad with the dice left."""

    depth = 2
