"""What Risk Junior Narnia lends the generic search bot: a cheap playout policy and a
value of a game stopped early (``meeple.agents.search``, :class:`SearchHints`).

The throws are chance steps of the state: a playout mostly decides where to attack, what
to send, whether to go on.

- **Playouts**: the target is an enemy camp if any, else the enemy territory with the
  fewest defenders and the most friendly neighbours (the policy alone, attacking the
  weakest: 38% of 200 games against random; a camp first: 75%); a kept card is played
  and a held character sent at once; a 6 or a stone takes an elite; a double hits the
  enemy character; a won battle goes on, with every army but one, into the weakest enemy
  neighbour when it outnumbers it by two; armies from a card go onto the friendly
  territory with the fewest.
- **Value** where a playout stops: each colour's crown points (captures not yet traded
  for their share), plus what the scoring cards still in the deck should bring it (5 to
  the side holding more territories, the lead softened by a logistic, and 2 a camp), and
  a little per army it has; the Aslan seat is scored by its better colour like the rules.
  A seat's chance to win is a softmax of those projections, wider the more scorings are
  left.

Both read the whole (resampled) world and draw from no randomness but the ``rng`` given
(the policy never needs it): the same state gives the same action and value.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from meeple.engine.game import Action, State
from meeple.engine.hints import SearchHints
from meeple.engine.rng import Rng
from meeple.games.risk_junior_narnia.actions import FLAG, HIT, MOVE, PLAY, SEND, STONE, STOP
from meeple.games.risk_junior_narnia.board import COUNT, NEIGHBOURS
from meeple.games.risk_junior_narnia.bot import HeuristicBot
from meeple.games.risk_junior_narnia.cards import ORDINARY
from meeple.games.risk_junior_narnia.rules import (
    PH_CARD_PLACE,
    PH_CONTINUE,
    PH_HIT,
    PH_PLACE,
    PH_STONE,
    PH_TARGET,
    SIDE,
    TRADE,
    NarniaState,
)

CAMP_PULL = 10  # armies a camp is worth attacking through (always first, as measured)
ENCLAVE_PULL = 0.5  # armies a friendly neighbour of the target is worth
GO_ON_MARGIN = 2  # go on when the armies moving outnumber the defenders by this many
LEAD_SCALE = 2.0  # territories of lead for a side's odds of the next scoring to go e-fold
SPREAD = 1.5  # crown points of uncertainty left at the end ...
SPREAD_PER_SCORING = 1.5  # ... and more for each scoring card still to come
ARMY_WORTH = 0.3  # crown points an army on the board is worth (captures, holds to come)
HORIZON = 8  # playout steps before the value is asked: about one battle


def rollout(state: State, rng: Rng) -> Action:
    """The greedy playout policy for the seat to move."""
    assert isinstance(state, NarniaState)
    phase = state.phase
    if phase == PH_CONTINUE:
        return _go_on(state)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if phase == PH_TARGET:
        return min(legal, key=lambda a: _attack_cost(state, (a >> 8) & 63))
    if phase == PH_PLACE:
        for kind in (PLAY, SEND):
            for a in legal:
                if a & 15 == kind and not a & FLAG:
                    return a
        return legal[-1]
    if phase in (PH_HIT, PH_STONE):
        return next(a for a in legal if a & 15 in (HIT, STONE) and a >> 8 & 1)
    if phase == PH_CARD_PLACE:
        return min(legal, key=lambda a: _defence(state, (a >> 8) & 63))
    return legal[0]  # setup picks, a double (the enemy character hit), a camp: the first


def _defence(state: NarniaState, t: int) -> int:
    armies = state.armies
    return armies[2 * t] + armies[2 * t + 1] + (1 if state.camp[t] else 0)


def _attack_cost(state: NarniaState, t: int) -> float:
    """How little the seat to move wants to attack enemy territory ``t``: a camp first (2
    points now and at each scoring), then the weakest, the more surrounded the better."""
    side = SIDE[state.colour]
    owner = state.owner
    friends = sum(1 for u, _water in NEIGHBOURS[t] if SIDE[owner[u]] == side)
    return _defence(state, t) - CAMP_PULL * state.camp[t] - ENCLAVE_PULL * friends


def _go_on(state: NarniaState) -> int:
    """A won battle: all but one army on into the weakest enemy neighbour, or stop."""
    base = state.colour_seat[state.colour] << 4
    bt = state.bt
    regs, els = state.armies[2 * bt], state.armies[2 * bt + 1]
    total = regs + els
    if total < 3:
        return STOP | base
    side = SIDE[state.colour]
    best, best_def = -1, 99
    for t, water in NEIGHBOURS[bt]:
        if SIDE[state.owner[t]] != side:
            d = _defence(state, t) + (1 if water else 0)
            if d < best_def:
                best, best_def = t, d
    if best < 0 or total - 1 < best_def + GO_ON_MARGIN:
        return STOP | base
    n = min(regs, 63, total - 1)
    m = min(els, 31, total - 1 - n)
    return MOVE | base | best << 8 | n << 14 | m << 20


def value(state: State) -> Sequence[float]:
    """Each seat's chance to finish first, from the crown points to come."""
    assert isinstance(state, NarniaState)
    outcome = state.outcome()
    if outcome is not None:  # the first place (shared by a tie) takes 1
        firsts = outcome.firsts()
        return [1.0 / len(firsts) if s in firsts else 0.0 for s in range(state.players)]
    owner = state.owner
    armies = state.armies
    counts = [0, 0]
    camps = [0, 0, 0, 0]
    troops = [0, 0, 0, 0]
    for t in range(COUNT):
        c = owner[t]
        counts[SIDE[c]] += 1
        troops[c] += armies[2 * t] + armies[2 * t + 1]
        if state.camp[t]:
            camps[c] += 1
    if state.bt >= 0:  # the attacking armies stand on no territory during a battle
        troops[state.colour] += state.att[0] + state.att[1]
    captured = state.captured
    scorings = sum(1 for card in state.narnia if card >= ORDINARY)
    # a tie of territories goes to Aslan's side, as in the scoring
    witch_lead = 1.0 / (1.0 + math.exp(-(counts[0] - counts[1] - 0.5) / LEAD_SCALE))
    expect = [0.0] * state.players
    for c in state.colours:
        lead = witch_lead if SIDE[c] == 0 else 1.0 - witch_lead
        # captures not yet traded count for their share of a point
        spoils = sum(captured[8 * c + 2 * v + k] / TRADE[k] for v in state.colours for k in (0, 1))
        projected = (
            state.points[c]
            + spoils
            + scorings * (5.0 * lead + 2.0 * camps[c])
            + ARMY_WORTH * troops[c]
        )
        seat = state.colour_seat[c]
        expect[seat] = max(expect[seat], projected)
    # a seat's chance: a softmax of the projected points (two seats: a logistic)
    spread = SPREAD + SPREAD_PER_SCORING * scorings
    top = max(expect)
    weights = [math.exp((v - top) / spread) for v in expect]
    total = sum(weights)
    return [w / total for w in weights]


HINTS = SearchHints(rollout=rollout, value=value, horizon=HORIZON, guide=HeuristicBot)
