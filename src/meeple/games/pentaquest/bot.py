"""Pentaquest's bots: a simple greedy one and a strong expected-value one.

>>> import meeple
>>> from meeple.games.pentaquest.bot import GreedyBot, StrongBot
>>> game = meeple.load("pentaquest")
>>> state = game.setup({"players": 1}, seed=3)
>>> all(bot(game, 0, 3).act(state, 0) in state.legal_actions(0) for bot in (GreedyBot, StrongBot))
True

Both read only public fields: the quest line, the armies, the dice, the free rerolls
left and the sizes of the deck and line (never the deck order). Neither draws at random:
a seed gives the same game.

- **GreedyBot** beats the most valuable line card it can with the fewest army cards
  spent (0 first); while it has a free reroll and beats nothing as rolled, it rerolls the
  dice that do not fit the closest line card (the one that keeps the most dice); with no
  free reroll left and nothing in reach it spends a reroll card the same way, then stops.
- **StrongBot** scores a position of the dice by the best "spend then beat" plan (up to
  two plus/minus/mirror cards, memoised over the 252 sorted dice): the value of the card
  beaten (1 + its hardness + its ability) less the cards spent, or a failed turn (solo:
  the cards still to come, the game ends). Each free reroll (and each reroll card) is
  chosen by the exact expected value over the 6^k outcomes of the rerolled dice, with the
  two free rerolls of the game's first turn looked ahead as two stages.

Solo scores (outcome.scores) with the current cards.py, seeds from 0:
random, 10,000 games: median 0, max 3; greedy, 10,000 games: quartiles 13/21/24, max 36;
strong, 2,000 games: quartiles 27/30/32, max 40,
no 42, 86% of games won (1-3 ms a decision).
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement
from typing import Any

from meeple.engine.agent import Bot
from meeple.engine.dice import roll_outcomes
from meeple.games.pentaquest.actions import (
    BEAT,
    MINUS,
    MIRROR,
    PLUS,
    REROLL,
    REROLL_DIR,
    ROLL,
    STOP,
    USE,
    pack,
)
from meeple.games.pentaquest.rules import BEATEN, CARD_BY_NUMBER, PHASE_PLAY, PHASE_ROLL

DETERMINISTIC = ("plus", "minus", "plusminus", "mirror")
ABILITY_WORTH = {"plus": 0.25, "minus": 0.25, "plusminus": 0.4, "mirror": 0.5}
REROLL_WORTH = {2: 0.4, 3: 0.5, 5: 0.7}


def _hardness() -> dict[int, float]:
    """1 - the chance that one roll of the 5 dice beats the card."""
    total = len(BEATEN)
    counts = dict.fromkeys(CARD_BY_NUMBER, 0)
    for mask, rolls in Counter(BEATEN.values()).items():  # far fewer masks than rolls
        for number in counts:
            if mask >> number & 1:
                counts[number] += rolls
    return {number: 1 - count / total for number, count in counts.items()}


HARDNESS = _hardness()


def ability_worth(number: int) -> float:
    card = CARD_BY_NUMBER[number]
    if card.ability == "reroll":
        return REROLL_WORTH.get(card.size, 0.4 + 0.06 * card.size)
    return ABILITY_WORTH[card.ability]


def card_value(number: int) -> float:
    """What beating a card is worth: the point, its hardness (hard cards clog the line),
    and its ability for later turns."""
    return 1.0 + 2.0 * HARDNESS[number] + ability_worth(number)


outcomes = roll_outcomes  # the sorted results of rolling k dice, with their odds


MULTISETS: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(range(1, 7), 5))


@cache
def completions(kept: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], float], ...]:
    """The sorted rolls that rerolling all but the kept (sorted) dice gives, with their
    probabilities."""
    return tuple((tuple(sorted(kept + out)), p) for out, p in outcomes(5 - len(kept)))


@cache
def reach(kept: tuple[int, ...]) -> int:
    """The cards some completion of the kept (sorted) dice beats."""
    mask = 0
    for out, _p in outcomes(5 - len(kept)):
        mask |= BEATEN[tuple(sorted(kept + out))]
    return mask


def _moves(kind: str, size: int) -> list[tuple[str, int]]:
    """The die changes one card of an ability allows: ("up"/"down", size) or mirror."""
    if kind == "plus":
        return [("up", size)]
    if kind == "minus":
        return [("down", size)]
    if kind == "plusminus":
        return [("up", size), ("down", size)]
    return [("mirror", 0)]


def _changed(value: int, move: tuple[str, int]) -> int:
    how, size = move
    if how == "up":
        return value + size if value + size <= 6 else 0
    if how == "down":
        return value - size if value - size >= 1 else 0
    return 7 - value


@cache
def neighbours(kind: str, size: int) -> dict[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """For each sorted roll, the sorted rolls one card of this ability leads to."""
    table = {}
    for ms in MULTISETS:
        seen = set()
        for move in _moves(kind, size):
            for i, value in enumerate(ms):
                if i and ms[i - 1] == value:
                    continue
                after = _changed(value, move)
                if after:
                    seen.add(tuple(sorted((*ms[:i], after, *ms[i + 1 :]))))
        seen.discard(ms)
        table[ms] = tuple(sorted(seen))
    return table


def seat_cards(state: Any, seat: int) -> tuple[dict[tuple[str, int], list[int]], list[int]]:
    """The seat's deterministic ability cards by (ability, size), cheapest first, and its
    reroll cards."""
    types: dict[tuple[str, int], list[int]] = {}
    rerolls = []
    for number in state.army[seat]:
        card = CARD_BY_NUMBER[number]
        if card.ability == "reroll":
            rerolls.append(number)
        elif card.ability in DETERMINISTIC:
            types.setdefault((card.ability, card.size), []).append(number)
    for cards in types.values():
        cards.sort(key=lambda n: (ability_worth(n) + HARDNESS[n], n))
    rerolls.sort(key=lambda n: (CARD_BY_NUMBER[n].size, n))
    return types, rerolls


Step = tuple[tuple[str, int], int, tuple[str, int]] | None  # (ability, size), die, move


def plan(
    dice: list[int],
    line_value: dict[int, float],
    types: dict[tuple[str, int], list[int]],
    cost: dict[tuple[str, int], float],
    fail: float,
    depth: int,
) -> tuple[float, tuple[tuple[str, int], int, tuple[str, int]] | None]:
    """The best "spend up to ``depth`` cards, then beat" plan on the actual dice: its value
    and its first spend ((ability, size), die, move), None to beat at once."""

    def best_beat(values: tuple[int, ...]) -> float:
        mask = BEATEN[values]
        best = fail
        for number, value in line_value.items():
            if mask >> number & 1 and value > best:
                best = value
        return best

    best_value = best_beat(tuple(dice))
    best_first = None
    seen: dict[tuple[tuple[int, ...], tuple[int, ...]], float] = {}
    keys = sorted(types)
    frontier: list[tuple[tuple[int, ...], tuple[int, ...], float, Step]] = [
        (tuple(dice), tuple(0 for _ in keys), 0.0, None)
    ]
    for _level in range(depth):
        nxt: list[tuple[tuple[int, ...], tuple[int, ...], float, Step]] = []
        for values, used, spent, first in frontier:
            for t, key in enumerate(keys):
                if used[t] >= len(types[key]):
                    continue
                now_used = (*used[:t], used[t] + 1, *used[t + 1 :])
                now_spent = spent + cost[key]
                for move in _moves(*key):
                    for i, value in enumerate(values):
                        after = _changed(value, move)
                        if not after:
                            continue
                        new = (*values[:i], after, *values[i + 1 :])
                        sig = (tuple(sorted(new)), now_used)
                        if seen.get(sig, 1e9) <= now_spent:
                            continue
                        seen[sig] = now_spent
                        step = first or (key, i, move)
                        score = best_beat(new) - now_spent
                        if score > best_value + 1e-9:
                            best_value, best_first = score, step
                        nxt.append((new, now_used, now_spent, step))
        frontier = nxt
    return best_value, best_first


def spend_action(
    seat: int,
    types: dict[tuple[str, int], list[int]],
    first: tuple[tuple[str, int], int, tuple[str, int]],
) -> int:
    key, die, move = first
    number = types[key][0]
    direction = {"up": PLUS, "down": MINUS, "mirror": MIRROR}[move[0]]
    return pack(USE, seat, number, die, direction)


def beat_best(state: Any, seat: int, line_value: dict[int, float]) -> int | None:
    mask = BEATEN[tuple(state.dice)]
    choices = [n for n in state.line if mask >> n & 1]
    if not choices:
        return None
    return pack(BEAT, seat, max(choices, key=lambda n: (line_value[n], n)))


class _Bot(Bot):
    def act(self, state: Any, seat: int) -> int:
        if state.phase == PHASE_ROLL:
            return pack(ROLL, seat)
        assert state.phase == PHASE_PLAY
        action = self.play(state, seat)
        if action not in state.legal_actions(seat):  # a safety net: never an illegal move
            legal = state.legal_actions(seat)
            action = legal[-1]
        return action

    def play(self, state: Any, seat: int) -> int:
        raise NotImplementedError


def _closest(dice: list[int], line: list[int], limit: int = 5) -> int:
    """The dice (a mask) to reroll for the line card that keeps the most dice (ties: the
    harder card), rerolling at most ``limit`` dice; 0 when no card can be reached."""
    best = None
    for mask in range(32):
        count = bin(mask).count("1")
        if count > limit or count == 0:
            continue
        kept = tuple(sorted(dice[i] for i in range(5) if not mask >> i & 1))
        reachable = reach(kept)
        for number in line:
            if reachable >> number & 1:
                key = (-count, HARDNESS[number], -mask)
                if best is None or key > best[0]:
                    best = (key, mask)
    return 0 if best is None else best[1]


class GreedyBot(_Bot):
    """Beats the most valuable card it can now, spending the fewest army cards."""

    def play(self, state: Any, seat: int) -> int:
        line_value = {n: HARDNESS[n] for n in state.line}
        now = beat_best(state, seat, line_value)
        if now is not None:
            return now
        if state.rerolls:
            mask = _closest(state.dice, state.line)
            if mask:
                return pack(REROLL, seat, 0, mask)
        types, rerolls = seat_cards(state, seat)
        cost = dict.fromkeys(types, 10.0)
        value, first = plan(state.dice, line_value, types, cost, -1000.0, 3)
        if value > -1000.0 and first is not None:
            return spend_action(seat, types, first)
        if rerolls:
            number = rerolls[-1]
            mask = _closest(state.dice, state.line, CARD_BY_NUMBER[number].size)
            if mask:
                return pack(USE, seat, number, mask, REROLL_DIR)
        return pack(STOP, seat)


class StrongBot(_Bot):
    """Expected-value search over free rerolls, reroll cards and card spending."""

    def __init__(self, game: Any, seat: int, seed: int) -> None:
        super().__init__(game, seat, seed)
        self._key: Any = None
        self._w: dict[tuple[int, ...], float] = {}
        self._e: dict[tuple[tuple[int, ...], int], float] = {}
        self._v: dict[tuple[tuple[int, ...], int], float] = {}

    # -- the position's worth ----------------------------------------------------------

    def _setup(self, state: Any, seat: int) -> None:
        types, rerolls = seat_cards(state, seat)
        counts = tuple(sorted((key, len(cards)) for key, cards in types.items()))
        solo = state.players == 1
        left = len(state.deck) + len(state.line)
        fail = -(0.85 * left + 1.0) if solo else -1.5
        key = (tuple(sorted(state.line)), counts, fail)
        self.types, self.rerolls = types, rerolls
        self.line_value = {n: card_value(n) for n in state.line}
        self.fail = fail
        self.cost = {
            k: (1.0 if solo else 0.0) + ability_worth(cards[0]) for k, cards in types.items()
        }
        if key == self._key:
            return
        self._key = key
        self._e.clear()
        self._v.clear()
        self._w = self._spend_table()

    def _spend_table(self) -> dict[tuple[int, ...], float]:
        """For each sorted roll, the best plan with up to two plus/minus/mirror cards."""
        values = list(self.line_value.items())
        fail = self.fail
        w0 = {}
        for ms in MULTISETS:
            mask = BEATEN[ms]
            best = fail
            for number, value in values:
                if mask >> number & 1 and value > best:
                    best = value
            w0[ms] = best
        if not self.types:
            return w0
        keys = list(self.types)
        tables = {key: neighbours(*key) for key in keys}

        Table = dict[tuple[int, ...], float]

        def spend_one(base: Table, after: dict[tuple[str, int], Table]) -> Table:
            """``base``, or one more card ``key`` spent (its cost) to reach ``after[key]``."""
            moves = [(self.cost[key], tables[key], table) for key, table in after.items()]
            out = {}
            for ms in MULTISETS:
                best = base[ms]
                for cost, reach, table in moves:
                    for n in reach[ms]:
                        v = table[n] - cost
                        if v > best:
                            best = v
                out[ms] = best
            return out

        w1 = spend_one(w0, dict.fromkeys(keys, w0))
        w1_without = {
            skip: spend_one(w0, {key: w0 for key in keys if key != skip})
            for skip in keys
            if len(self.types[skip]) == 1
        }
        return spend_one(w1, {key: w1_without.get(key, w1) for key in keys})

    def _value(self, ms: tuple[int, ...], rerolls: int) -> float:
        """The worth of a sorted roll with ``rerolls`` free rerolls still to choose."""
        if rerolls <= 0:
            return self._w[ms]
        memo = self._v.get((ms, rerolls))
        if memo is not None:
            return memo
        best = self._w[ms]
        for mask in range(1, 32):
            kept = tuple(ms[i] for i in range(5) if not mask >> i & 1)
            v = self._expect(kept, rerolls - 1)
            if v > best:
                best = v
        self._v[(ms, rerolls)] = best
        return best

    def _expect(self, kept: tuple[int, ...], rerolls: int) -> float:
        """The expected worth of rerolling all but the kept (sorted) dice."""
        memo = self._e.get((kept, rerolls))
        if memo is not None:
            return memo
        if rerolls <= 0:
            w = self._w
            total = sum(p * w[ms] for ms, p in completions(kept))
        else:
            total = sum(p * self._value(ms, rerolls) for ms, p in completions(kept))
        self._e[(kept, rerolls)] = total
        return total

    # -- the choice ---------------------------------------------------------------------

    def play(self, state: Any, seat: int) -> int:
        self._setup(state, seat)
        dice = state.dice
        ms = tuple(sorted(dice))
        stand = self._w[ms]
        best_value, best_action = stand, None
        if state.rerolls:
            seen = set()
            for mask in range(1, 32):
                kept = tuple(sorted(dice[i] for i in range(5) if not mask >> i & 1))
                if kept in seen:
                    continue
                seen.add(kept)
                v = self._expect(kept, state.rerolls - 1)
                if v > best_value + 1e-9:
                    best_value, best_action = v, pack(REROLL, seat, 0, mask)
        else:
            for number in dict.fromkeys(self.rerolls):
                card = CARD_BY_NUMBER[number]
                cost = (1.0 if state.players == 1 else 0.0) + ability_worth(number)
                seen = set()
                for mask in range(1, 32):
                    if bin(mask).count("1") > card.size:
                        continue
                    kept = tuple(sorted(dice[i] for i in range(5) if not mask >> i & 1))
                    if kept in seen:
                        continue
                    seen.add(kept)
                    v = self._expect(kept, 0) - cost
                    if v > best_value + 1e-9:
                        best_value = v
                        best_action = pack(USE, seat, number, mask, REROLL_DIR)
        if best_action is not None:
            return best_action
        value, first = plan(dice, self.line_value, self.types, self.cost, self.fail, 2)
        if value <= self.fail and self.types:
            value, first = plan(dice, self.line_value, self.types, self.cost, self.fail, 4)
        if first is not None:
            return spend_action(seat, self.types, first)
        now = beat_best(state, seat, self.line_value)
        return now if now is not None else pack(STOP, seat)
