"""Risk Junior Narnia's heuristic bot (one class for both sides: it reads its colour).

>>> import meeple
>>> from meeple.games.risk_junior_narnia.bot import HeuristicBot
>>> game = meeple.load("risk-junior-narnia")
>>> state = game.setup({"players": 3}, seed=3)
>>> seat = state.to_move()
>>> HeuristicBot(game, seat, 3).act(state, seat) in state.legal_actions(seat)
True

What it reads
-------------
Only public fields of the state: the board (owners, armies, camps), the characters, the
supplies and captured armies, its own kept cards, the sizes of the decks and which scoring
cards have been discarded, this turn's card effects and the battle. Never the order of a
deck, of the markers, nor the random stream; it draws nothing at random.

How it plays
------------
- **Battles are computed exactly**: :func:`battle_odds` solves the battle (defender
  first, throws alternating, a 5 hits a faun/boggle, a 6 either, the roller taking an
  elite with it; the characters' dice powers, the cards' fog, rerolls, ambush and
  shield, the White Witch's stones, a double always used on the enemy character) by a
  memoised recursion over (attacker armies, elites, defender
  armies, elites, who throws), the no-hit loop of a round solved in closed form. The
  throw distributions are enumerated once per (dice, powers) (:func:`throw_table`).
  It gives the attacker's chance to win and the expected losses of both sides.
- **Worth** (crown points): a territory ``TERR`` (more when the sides' counts are close:
  the 5 points of each scoring), a camp 2 at once plus 2 per scoring card still to come,
  an army captured 1/5 of a point (an elite 1/3), the same lost to the enemy. A
  territory left with k armies loses part of its worth by the chance that a standard
  attack (3 + 1) takes it.
- **Target** (a friendly card drawn): the enemy territory of best expected gain with the
  armies and character it would send: weak defenders, camps, enclaves (enemy territories
  among its side's), the weak enemy neighbours it could continue into.
- **Place**: a kept card is played when it raises the battle's worth enough, or when the
  end is near (the final pile reached), or when it holds several; the character that
  adds the most (the White Witch always helps the witch) is sent; with the option, one
  army goes onto a threatened camp when the attack barely needs it.
- **Hits and stones**: the choice that leaves the better battle (an elite with a 6, as a
  rule: fives cannot touch it), a set completed for a point weighing in.
- **A double**: the enemy character is hit when taking its powers out of the battle
  raises its side's chance to win it; when that changes nothing, the attacker hits (a
  defending character left there keeps its territory's defence) and the defender does
  not (an attacking character left there stays stuck on the territory it takes).
- **Continue**: every neighbour and split (n armies, m elites, with or without the
  character) is scored: the chance to win times the territory's worth, plus captures,
  less losses, less what weakening the territory left behind costs; it goes on only
  with at least two armies and a positive gain (water crossings cost their die).
- **Setup**: the character whose powers are worth most by the battle odds
  (:func:`char_worth`: attacking, then defending the territory it stays on); the camp
  on the territory with the fewest enemy borders.
- **Cards placing armies**: on the territory (camps first) whose hold improves most.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from typing import Any

from meeple.engine.agent import Bot
from meeple.engine.game import Action, Seat, State
from meeple.games.risk_junior_narnia.actions import (
    DOUBLE,
    FLAG,
    MOVE,
    PLAY,
    SEND,
    STOP,
)
from meeple.games.risk_junior_narnia.board import COUNT, NEIGHBOURS, WOODED
from meeple.games.risk_junior_narnia.cards import CARDS
from meeple.games.risk_junior_narnia.characters import (
    FOUR_ATTACK,
    FOUR_DEFENCE,
    IGNORE,
    POWER_BITS,
    REROLL,
    REVIVE_CHARS,
    SIX_TWICE,
    VOLLEY,
)
from meeple.games.risk_junior_narnia.characters import STONE as STONE_POWER
from meeple.games.risk_junior_narnia.rules import (
    DEFENCE_DICE,
    PH_CAMP,
    PH_CARD_PLACE,
    PH_CARD_TAKE,
    PH_CHARACTER,
    PH_CONTINUE,
    PH_DOUBLE,
    PH_HIT,
    PH_PLACE,
    PH_REINFORCE,
    PH_STONE,
    PH_TARGET,
    SIDE,
    TRADE,
    NarniaState,
)

TERR = 1.0  # a territory's worth, crown points
CLOSE = 1.0  # more when the sides' territory counts are within CLOSE_GAP
CLOSE_GAP = 3
ARMY = 0.2  # a captured faun/boggle (5 = 1 point)
ELITE = 1 / 3  # a captured centaur/minotaur (3 = 1 point)
DANGER = 0.45  # the chance a territory gets attacked before the game ends, roughly
CARD_GAIN = 0.3  # the least gain for which a kept card is played now
MAX_ARMIES = 40

# A throw: dice count, the least face hitting a faun/boggle (4, 5, or 6 in the fog), how
# many missed dice are rolled again, 6s hit twice, 2s turn 2 armies to stone, how many
# dice that hit are rolled again (an ambush).
Throw = tuple[int, int, int, bool, bool, int]


@cache
def throw_table(throw: Throw) -> tuple[tuple[int, int, int, bool, float], ...]:
    """Distribution of one throw: (plain hits, sixes, stones, a double, probability), as
    ``rules.py:_roll`` counts them (each die rolled again once at most: first the
    ambush's highest hits, then the lowest misses)."""
    k, low, again, twice, stones, spoil = throw
    counts: dict[tuple[int, int, int, bool], float] = {}

    def add(dice: tuple[int, ...], p: float) -> None:
        plain = sum(1 for v in dice if low <= v <= 5)
        six = dice.count(6)
        if twice:
            plain += six
        st = 2 * dice.count(2) if stones else 0
        key = (plain, six, st, len(set(dice)) < k)
        counts[key] = counts.get(key, 0.0) + p

    def redo(dice: tuple[int, ...], which: list[int], p: float) -> Any:
        """Every way of rolling the dice ``which`` again."""
        part = p / 6 ** len(which)
        for values in product(range(1, 7), repeat=len(which)):
            changed = list(dice)
            for i, v in zip(which, values, strict=True):
                changed[i] = v
            yield tuple(changed), part

    for faces in product(range(1, 7), repeat=k):
        hits = sorted((-v, i) for i, v in enumerate(faces) if v >= low)
        done = [i for _, i in hits[:spoil]]
        for dice, p in redo(faces, done, 6.0**-k):
            miss = sorted(
                (v, i)
                for i, v in enumerate(dice)
                if v < low and not (stones and v == 2) and i not in done
            )
            for final, q in redo(dice, [i for _, i in miss[:again]], p):
                add(final, q)
    return tuple((a, b, c, d, p) for (a, b, c, d), p in sorted(counts.items()))


Outcomes = tuple[tuple[tuple[int, int, int, int, bool], float], ...]


def _hits(throw: Throw, ignore: bool, shield: int) -> Outcomes:
    """Throw outcomes after the enemy's ignore power and a shield: ((plain, sixes,
    stones, shield used, double), probability)."""
    out: dict[tuple[int, int, int, int, bool], float] = {}
    for plain, six, st, double, p in throw_table(throw):
        if plain + six and ignore:
            if plain:
                plain -= 1
            else:
                six -= 1
        used = 0
        if plain + six and shield:
            used = 1
            if plain:
                plain -= 1
            else:
                six -= 1
        key = (plain, six, st, used, double)
        out[key] = out.get(key, 0.0) + p
    return tuple(out.items())


def _apply(r: int, e: int, plain: int, six: int, st: int) -> tuple[int, int]:
    """Hits on (armies, elites): 5s on armies, then 6s and stones on elites first."""
    r -= min(plain, r)
    for _ in range(six + st):
        if e:
            e -= 1
        elif r:
            r -= 1
        else:
            break
    return r, e


Odds = tuple[float, float, float]  # attacker wins, attacker's losses, defender's losses


@cache
def _solver(adice: int, apw: int, dpw: int, fog: bool, rerolls: int, ambush: int) -> Any:
    """``pair(ar, ae, dr, de, shield, achar, dchar)``: the odds with the defender to throw
    and with the attacker to throw; ``achar``/``dchar``: the characters still there (a
    double sends the enemy's back to its card). A throw that changes nothing loops; each
    state solves its loop in closed form (D = R_D + q0 A, A = R_A + p0 D), every other
    outcome leads to a smaller state."""
    att = (
        _throw(adice, apw, True, rerolls=rerolls, ambush=ambush),
        _throw(adice, 0, True, rerolls=rerolls, ambush=ambush),
    )
    dfn = (_throw(DEFENCE_DICE, dpw, False, fog), _throw(DEFENCE_DICE, 0, False, fog))
    aign = bool(apw & IGNORE)
    dign = bool(dpw & IGNORE)
    # [char there][enemy char there][shield]
    att_hits = [[_hits(att[1 - ac], dign and bool(dc), 0) for dc in (0, 1)] for ac in (0, 1)]
    def_hits = [
        [[_hits(dfn[1 - dc], aign and bool(ac), s) for s in range(4)] for ac in (0, 1)]
        for dc in (0, 1)
    ]
    memo: dict[tuple[int, int, int, int, int, int, int], tuple[Odds, Odds]] = {}

    def pair(ar: int, ae: int, dr: int, de: int, sh: int, ac: int, dc: int) -> tuple[Odds, Odds]:
        key = (ar, ae, dr, de, sh, ac, dc)
        got = memo.get(key)
        if got is not None:
            return got
        # the defender throws: hits on the attacker
        q0 = 0.0
        dw = dla = dld = 0.0
        for (plain, six, st, used, double), p in def_hits[dc][ac][sh]:
            r, e = _apply(ar, ae, plain, six, st)
            s2 = sh - used
            ac2 = 0 if double else ac
            if r == ar and e == ae and s2 == sh and ac2 == ac:
                q0 += p
                continue
            lost = ar + ae - r - e
            dla += p * lost
            if r + e == 0:
                continue
            (_, (w, la, ld)) = pair(r, e, dr, de, s2, ac2, dc)
            dw += p * w
            dla += p * la
            dld += p * ld
        # the attacker throws: hits on the defender
        p0 = 0.0
        aw = ala = ald = 0.0
        for (plain, six, st, _, double), p in att_hits[ac][dc]:
            r, e = _apply(dr, de, plain, six, st)
            dc2 = 0 if double else dc
            if r == dr and e == de and dc2 == dc:
                p0 += p
                continue
            lost = dr + de - r - e
            ald += p * lost
            if r + e == 0:
                aw += p
                continue
            ((w, la, ld), _) = pair(ar, ae, r, e, sh, ac, dc2)
            aw += p * w
            ala += p * la
            ald += p * ld
        denom = 1.0 - q0 * p0
        d = ((dw + q0 * aw) / denom, (dla + q0 * ala) / denom, (dld + q0 * ald) / denom)
        a = (aw + p0 * d[0], ala + p0 * d[1], ald + p0 * d[2])
        result = (d, a)
        memo[key] = result
        return result

    return pair


def battle_odds(
    ar: int,
    ae: int,
    dr: int,
    de: int,
    adice: int = 3,
    apw: int = 0,
    dpw: int = 0,
    fog: bool = False,
    shield: int = 0,
    attacker_next: bool = False,
    rerolls: int = 0,
    ambush: int = 0,
) -> Odds:
    """(the attacker's chance to win, its expected losses, the defender's expected losses)
    for ``ar`` armies + ``ae`` elites attacking ``dr`` + ``de`` with ``adice`` dice; ``apw``
    and ``dpw`` the power bits of the characters there (0: none), ``fog`` the defender
    hits only with 6s, ``shield`` hits against the attacker ignored, ``rerolls`` missed
    attack dice and ``ambush`` attack dice that hit rolled again in each throw; the
    defender to throw first (or the attacker with ``attacker_next``)."""
    ar, ae = min(ar, MAX_ARMIES), min(ae, MAX_ARMIES)
    dr, de = min(dr, MAX_ARMIES), min(de, MAX_ARMIES)
    if dr + de == 0:
        return (1.0, 0.0, 0.0)
    if ar + ae == 0:
        return (0.0, 0.0, 0.0)
    pair = _solver(max(1, adice), apw & POWERS, dpw & POWERS, fog, min(rerolls, 3), min(ambush, 3))
    d, a = pair(ar, ae, dr, de, min(shield, 3), int(bool(apw)), int(bool(dpw)))
    result: Odds = a if attacker_next else d
    return result


POWERS = FOUR_ATTACK | FOUR_DEFENCE | REROLL | VOLLEY | IGNORE | SIX_TWICE | STONE_POWER


def _throw(
    dice: int, pw: int, attacking: bool, fog: bool = False, rerolls: int = 0, ambush: int = 0
) -> Throw:
    """A throw as ``rules.py:_roll`` makes it (``hit_face``, ``rerolls_of``, the ambush on
    attack throws)."""
    if attacking:
        low = 4 if pw & FOUR_ATTACK else 5
        again = (1 if pw & REROLL else 0) + rerolls
    else:
        low = 6 if fog else 4 if pw & FOUR_DEFENCE else 5
        again = dice if pw & VOLLEY else 1 if pw & REROLL else 0
        ambush = 0
    twice, stones = bool(pw & SIX_TWICE), bool(pw & STONE_POWER)
    return (max(1, dice), low, min(again, dice), twice, stones, min(ambush, dice))


def char_worth(pw: int) -> float:
    """How much a character's powers are worth to its holder: attacking (3 + 1 against
    3 armies) and, left on the territory it won, defending (3 armies against 3 + 1);
    reviving the stone characters a little."""
    attack = battle_odds(3, 1, 3, 0, 3, pw)[0]
    defence = 1.0 - battle_odds(3, 1, 3, 0, 3, 0, pw)[0]
    return attack + 0.5 * defence + (0.05 if pw & REVIVE_CHARS else 0.0)


class HeuristicBot(Bot):
    """The heuristic bot; it plays whichever colour of its seat is to act."""

    terr = TERR
    close = CLOSE
    close_gap = CLOSE_GAP
    danger = DANGER
    card_gain = CARD_GAIN
    capture = 1.1  # weight of the armies captured and lost
    send_cost = 0.02  # the least gain for which a character is sent (it may stay there)

    # -- helpers --------------------------------------------------------------------------

    def act(self, state: State, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        assert isinstance(state, NarniaState)
        s = state
        phase = s.phase
        if phase in (PH_HIT, PH_STONE):
            return self._hit(s, legal)
        if phase == PH_DOUBLE:
            return self._double(s, legal)
        if phase == PH_CONTINUE:
            return self._continue(s, legal)
        if phase == PH_PLACE:
            return self._place(s, legal)
        if phase == PH_TARGET:
            return self._target(s, legal)
        if phase == PH_REINFORCE:
            return self._reinforce(s, legal)
        if phase == PH_CARD_PLACE:
            return self._card_place(s, legal)
        if phase in (PH_CARD_TAKE, PH_CHARACTER):
            return self._character(legal)
        if phase == PH_CAMP:
            return self._camp(s, legal)
        return legal[0]

    @staticmethod
    def _scorings_left(s: NarniaState) -> int:
        done = sum(1 for c in s.narnia_discard if CARDS[c].scoring)
        return 3 - done

    def _terr_worth(self, s: NarniaState) -> float:
        counts = [0, 0]
        for t in range(COUNT):
            counts[SIDE[s.owner[t]]] += 1
        return self.terr + (self.close if abs(counts[0] - counts[1]) <= self.close_gap else 0.0)

    def _worth(self, s: NarniaState, t: int) -> float:
        """What holding ``t`` is worth (a camp: its scorings)."""
        worth = self._terr_worth(s)
        if s.camp[t]:
            worth += 2 * self._scorings_left(s)
        return worth

    @staticmethod
    def _army_worth(s: NarniaState, holder: int, victim: int, kind: int, n: float) -> float:
        """What capturing n armies of a kind is worth (a set completed counts more)."""
        return n * (ARMY if kind == 0 else ELITE)

    def _char_power(self, s: NarniaState, t: int, side: int) -> int:
        c = s.char_at[2 * t + side]
        return POWER_BITS[c] if c >= 0 else 0

    def _attack_dice(self, s: NarniaState, t: int, water: bool) -> int:
        return 2 if s.camp[t] or water or (s.config["woods"] and WOODED[t]) else 3

    def _odds(
        self,
        s: NarniaState,
        t: int,
        ar: int,
        ae: int,
        apw: int,
        water: bool = False,
        rerolls: int | None = None,
        fog: bool | None = None,
        shield: int | None = None,
    ) -> Odds:
        """The odds of ``s.colour`` attacking ``t`` with (ar, ae) and a character of
        powers ``apw`` (this turn's cards, or the ones given)."""
        dpw = self._char_power(s, t, SIDE[s.owner[t]])
        rerolls = s.rerolls if rerolls is None else rerolls
        fog = s.fog if fog is None else fog
        shield = s.shield if shield is None else shield
        adice = self._attack_dice(s, t, water)
        r, e = s.armies[2 * t], s.armies[2 * t + 1]
        return battle_odds(
            ar, ae, r, e, adice, apw, dpw, fog, shield, rerolls=rerolls, ambush=s.ambush
        )

    def _hold(self, s: NarniaState, r: int, e: int, pw: int) -> float:
        """The chance a territory with (r, e) and a character of powers ``pw`` falls to a
        standard attack (3 armies + 1 elite, 3 dice)."""
        if r + e == 0:
            return 1.0
        return battle_odds(3, 1, r, e, 3, 0, pw)[0]

    def _gain(self, s: NarniaState, t: int, odds: Odds, survivors: float = 4.0) -> float:
        """The expected worth of an attack on ``t`` with these odds."""
        win, alost, dlost = odds
        worth = self._worth(s, t)
        bonus = 2.0 if s.camp[t] else 0.0
        # once won, the territory may be lost again: held by the survivors
        keep = 1.0 - self.danger * self._hold(s, max(1, round(survivors)), 0, 0)
        value = win * (worth * keep + bonus)
        # continuing: weak enemy neighbours
        side = SIDE[s.colour]
        best = 0.0
        for j, water in NEIGHBOURS[t]:
            if SIDE[s.owner[j]] != side:
                n = s.armies[2 * j] + s.armies[2 * j + 1]
                if n <= 2 and not water:
                    best = max(best, 0.3 * (3 - n))
        value += win * best
        # enclaves: enemy territories among friends are easier to keep
        friends = sum(1 for j, _ in NEIGHBOURS[t] if SIDE[s.owner[j]] == side)
        value += win * 0.08 * friends
        return value + (dlost - alost) * ARMY * self.capture

    # -- setup ----------------------------------------------------------------------------

    def _character(self, legal: list[Action]) -> Action:
        return max(legal, key=lambda action: char_worth(POWER_BITS[(action >> 8) & 63]))

    def _camp(self, s: NarniaState, legal: list[Action]) -> Action:
        colour = s.colour
        side = SIDE[colour]

        def exposure(action: Action) -> float:
            t = (action >> 8) & 63
            score = 0.0
            for j, water in NEIGHBOURS[t]:
                if SIDE[s.owner[j]] != side:
                    score += 0.5 if water else 1.0
                else:
                    score -= 0.3
            return score + 0.01 * t

        return min(legal, key=exposure)

    # -- a turn ---------------------------------------------------------------------------

    def _attack_force(self, s: NarniaState, extra: int = 0) -> tuple[int, int]:
        colour = s.colour
        n = min(3 + s.extra + extra, s.supply[2 * colour])
        m = min(1, s.supply[2 * colour + 1])
        return n, m

    def _best_char(self, s: NarniaState, t: int, ar: int, ae: int) -> tuple[int, Odds]:
        """The held character (or -1) that gives the best odds against ``t``."""
        colour = s.colour
        best = -1
        best_odds = self._odds(s, t, ar, ae, 0)
        best_val = self._gain(s, t, best_odds)
        for c in range(12):
            if s.char_holder[c] == colour and s.char_place[c] == -1 and not s.char_stone[c]:
                odds = self._odds(s, t, ar, ae, POWER_BITS[c])
                val = self._gain(s, t, odds)
                if val > best_val + self.send_cost:
                    best, best_odds, best_val = c, odds, val
        return best, best_odds

    def _target(self, s: NarniaState, legal: list[Action]) -> Action:
        ar, ae = self._attack_force(s, self._extra_in_hand(s))
        best = legal[0]
        best_val = -1e9
        for action in legal:
            t = (action >> 8) & 63
            _, odds = self._best_char(s, t, ar, ae)
            val = self._gain(s, t, odds)
            if val > best_val:
                best, best_val = action, val
        return best

    def _extra_in_hand(self, s: NarniaState) -> int:
        colour = s.colour
        kept = s.kept[colour][:-1] if s.fresh else s.kept[colour]
        total = 0
        for card in kept:
            kind, value = CARDS[card].witch if colour == 0 else CARDS[card].aslan
            if kind == "extra":
                total += value
        return total

    def _place(self, s: NarniaState, legal: list[Action]) -> Action:
        colour = s.colour
        t = s.bt
        ar, ae = self._attack_force(s)
        near_end = len(s.narnia) <= 9
        plays = [a for a in legal if a & 15 == PLAY]
        best_play = None
        best_gain = self.card_gain
        for action in plays:
            card = (action >> 8) & 63
            kind, value = CARDS[card].witch if colour == 0 else CARDS[card].aslan
            rerolls, fog, shield, extra = s.rerolls, s.fog, s.shield, 0
            if kind == "fog":
                if fog:
                    continue
                fog = True
            elif kind == "shield":
                shield += value
            elif kind == "reroll":
                rerolls += value
            elif kind == "extra":
                extra = value
            else:
                continue
            n = min(3 + s.extra + extra, s.supply[2 * colour])
            odds = self._odds(s, t, n, ae, 0, rerolls=rerolls, fog=fog, shield=shield)
            plain = self._odds(s, t, ar, ae, 0)  # the same battle without the card
            gain = self._gain(s, t, odds) - self._gain(s, t, plain)
            many = sum(1 for c in s.kept[colour] if CARDS[c].id == CARDS[card].id) >= 2
            if near_end or many:
                gain += self.card_gain
            if gain > best_gain:
                best_play, best_gain = action, gain
        if best_play is not None:
            return best_play
        c, _ = self._best_char(s, t, ar, ae)
        if c >= 0:
            for action in legal:
                if action & 15 == SEND and not action & FLAG and (action >> 8) & 63 == c:
                    return action
        for action in legal:
            if action & 15 == SEND and action & FLAG:
                return action
        return legal[-1]

    def _reinforce(self, s: NarniaState, legal: list[Action]) -> Action:
        t = s.bt
        side = SIDE[s.colour]
        apw = self._char_power(s, t, side)
        ar, ae = s.att
        full = self._odds(s, t, ar, ae, apw)
        less = self._odds(s, t, ar - 1 if ar else 0, ae if ar else ae - 1, apw)
        best = None
        best_val = self._gain(s, t, full) - self._gain(s, t, less)
        for action in legal:
            if action & FLAG:
                continue
            c = (action >> 8) & 63
            r, e = s.armies[2 * c], s.armies[2 * c + 1]
            pw = self._char_power(s, c, side)
            gain = (
                self._worth(s, c)
                * self.danger
                * (self._hold(s, r, e, pw) - self._hold(s, r + 1, e, pw))
            )
            if gain > best_val:
                best, best_val = action, gain
        if best is not None:
            return best
        return next(a for a in legal if a & FLAG)

    def _card_place(self, s: NarniaState, legal: list[Action]) -> Action:
        colour = s.colour
        side = SIDE[colour]
        n = s.pend_armies
        best = legal[0]
        best_val = -1.0
        for action in legal:
            t = (action >> 8) & 63
            r, e = s.armies[2 * t], s.armies[2 * t + 1]
            pw = self._char_power(s, t, side)
            front = any(SIDE[s.owner[j]] != side for j, _ in NEIGHBOURS[t])
            gain = self._worth(s, t) * (self._hold(s, r, e, pw) - self._hold(s, r + n, e, pw))
            if front:
                gain += 0.05
            if gain > best_val:
                best, best_val = action, gain
        return best

    # -- the battle -----------------------------------------------------------------------

    def _hit(self, s: NarniaState, legal: list[Action]) -> Action:
        """A 6 (or a stone) to assign: the kind that leaves the better battle."""
        roller = s.pend_by
        attacking = roller == s.colour
        t = s.bt
        defender = s.owner[t]
        victim = defender if attacking else s.colour
        if attacking:
            store = [s.armies[2 * t], s.armies[2 * t + 1]]
            mine = list(s.att)
        else:
            store = list(s.att)
            mine = [s.armies[2 * t], s.armies[2 * t + 1]]
        best = legal[0]
        best_val = -1e9
        apw = self._char_power(s, t, SIDE[s.colour])
        dpw = self._char_power(s, t, SIDE[defender])
        capture = s.phase == PH_HIT
        for action in legal:
            kind = (action >> 8) & 1
            left = store[:]
            left[kind] -= 1
            # the rest of this throw's pending hits/stones: elites first
            more = s.pend_hits + s.pend_stones - 1
            left[0], left[1] = _apply(left[0], left[1], 0, more, 0)
            if attacking:
                win = self._win(s, mine, left, apw, dpw, attacker_next=False)
            else:
                win = 1.0 - self._win(s, left, mine, apw, dpw, attacker_next=True)
            val = 4.0 * win
            if capture:
                val += ARMY if kind == 0 else ELITE
                held = s.captured[8 * roller + 2 * victim + kind]
                if held + 1 >= TRADE[kind]:
                    val += 0.3
            if val > best_val:
                best, best_val = action, val
        return best

    def _win(
        self,
        s: NarniaState,
        att: list[int],
        dfn: list[int],
        apw: int,
        dpw: int,
        attacker_next: bool,
    ) -> float:
        """The attacker's chance to win the battle going on at ``s.bt`` from (armies,
        elites) ``att`` against ``dfn``, with this turn's cards."""
        adice = self._attack_dice(s, s.bt, s.bwater)
        odds = battle_odds(
            att[0],
            att[1],
            dfn[0],
            dfn[1],
            adice,
            apw,
            dpw,
            s.fog,
            s.shield,
            attacker_next,
            rerolls=s.rerolls,
            ambush=s.ambush,
        )
        return odds[0]

    def _double(self, s: NarniaState, legal: list[Action]) -> Action:
        """Hit the enemy character when its side's chance to win the battle drops without
        it; when nothing changes, the attacker hits, the defender leaves it."""
        t = s.bt
        attacking = s.pend_by == s.colour
        att, dfn = s.att, s.armies[2 * t : 2 * t + 2]
        apw = self._char_power(s, t, SIDE[s.colour])
        dpw = self._char_power(s, t, SIDE[s.owner[t]])
        # the enemy of the roller throws next
        kept = self._win(s, att, dfn, apw, dpw, not attacking)
        if attacking:
            gain = self._win(s, att, dfn, apw, 0, False) - kept
        else:
            gain = kept - self._win(s, att, dfn, 0, dpw, True)
        strike = next(a for a in legal if a & 15 == DOUBLE and not a & FLAG)
        spare = next(a for a in legal if a & 15 == DOUBLE and a & FLAG)
        if gain > 1e-3 or (attacking and gain > -1e-9):
            return strike
        return spare

    def _continue(self, s: NarniaState, legal: list[Action]) -> Action:
        colour = s.colour
        side = SIDE[colour]
        bt = s.bt
        regs, els = s.armies[2 * bt], s.armies[2 * bt + 1]
        char = s.char_at[2 * bt + side]
        cpw = POWER_BITS[char] if char >= 0 else 0
        here = self._worth(s, bt)
        stay_risk = self._hold(s, regs, els, cpw)
        best: Action = next(a for a in legal if a & 15 == STOP)
        best_val = 0.0
        water_of = dict(NEIGHBOURS[bt])
        for action in legal:
            if action & 15 != MOVE:
                continue
            n = (action >> 14) & 63
            m = (action >> 20) & 31
            if n + m < 2:
                continue
            t = (action >> 8) & 63
            with_char = bool(action & FLAG)
            apw = cpw if with_char else 0
            odds = self._odds(s, t, n, m, apw, water=water_of[t])
            win, alost, _ = odds
            survivors = (n + m - alost / max(win, 1e-9)) if win > 0 else 0.0
            gain = self._gain(s, t, odds, survivors=max(1.0, survivors))
            left_pw = 0 if with_char else cpw
            risk = self._hold(s, regs - n, els - m, left_pw)
            gain -= here * self.danger * (risk - stay_risk)
            if gain > best_val:
                best, best_val = action, gain
        return best
