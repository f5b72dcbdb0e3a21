"""What Doodle Jump lends the generic search bot: a cheap greedy playout policy and a
value of a race stopped early (``meeple.agents.search``, :class:`SearchHints`).

- **Playouts** jump to the highest pad the dice allow (fewest dice on a tie), go on while
  the chance of a fall on the next roll is small (the exact odds of the heuristic bot's
  roll table, cached), spend a shield on a fall and a hat or rocket at once; when no jump
  is possible, the reroll, else a slide or move drawn at random.
- **Value** where a playout stops: each Doodler's worth (height and onward reach, the
  heuristic bot's ``pot``), the seat to move a little ahead, turned into each seat's
  chance to arrive first by a softmax.

Both read the whole (resampled) world and draw only from the ``rng`` given: the same
state and stream give the same action.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from meeple.engine.game import Action, State
from meeple.engine.hints import SearchHints
from meeple.engine.rng import Rng
from meeple.games.doodle_jump import actions as act
from meeple.games.doodle_jump.bot import fail_chance, pot, reach_from
from meeple.games.doodle_jump.rules import (
    PHASE_DECIDE,
    PHASE_FALL,
    PHASE_PLAY,
    PHASE_TRAMPOLINE,
    SPECIAL,
    JumpState,
)

RISK = 0.3  # go on while a fall on the next roll is less likely than this
RISK_URGENT = 0.7  # ... or this when an opponent stands a level below the top
TEMPERATURE = 1.2  # levels of worth per factor e in the value's odds
MOVER_EDGE = 0.5  # the seat to move is about half a level ahead of where it stands
HORIZON = 15  # playout steps before the value is asked: about the rest of a turn


def rollout(state: State, rng: Rng) -> Action:
    """The greedy playout policy for the seat to move."""
    assert isinstance(state, JumpState)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase == PHASE_PLAY:
        return _play(state, legal, rng)
    if phase == PHASE_DECIDE:
        return _decide(state, legal)
    if phase == PHASE_FALL:
        return max(legal, key=lambda a: a & 15 == act.SHIELD)
    if phase == PHASE_TRAMPOLINE:
        return max(legal, key=lambda a: _height(state, (a >> 6) & 63))
    # the roll: a kept hat or rocket first (a level up for free)
    for a in legal:
        if a & 15 in (act.HAT, act.ROCKET):
            return a
    return next(a for a in legal if a & 15 == act.ROLL)


def _height(state: JumpState, q: int) -> int:
    return state.slot[state.layout.board[q]] + 1


def _play(state: JumpState, legal: list[int], rng: Rng) -> int:
    best, best_key = -1, (-1, 0)
    others: list[int] = []
    for a in legal:
        kind = a & 15
        if kind == act.JUMP:
            key = (_height(state, (a >> 6) & 63), -((a >> 12) & 63).bit_count())
            if key > best_key:
                best, best_key = a, key
        elif kind in (act.HAT, act.ROCKET):
            return a
        elif kind != act.SHOES:
            others.append(a)
    here = state.pos[state.seat]
    if best >= 0 and (here < 0 or best_key[0] > _height(state, here) or not others):
        return best
    for a in others:
        if a & 15 in (act.REROLL, act.SHOOT):
            return a
    if others:
        return others[rng.below(len(others))]
    return best if best >= 0 else legal[0]


def _decide(state: JumpState, legal: list[int]) -> int:
    go = next((a for a in legal if a & 15 == act.CONTINUE), -1)
    stop = next(a for a in legal if a & 15 == act.STOP)
    if go < 0:
        return stop
    seat = state.seat
    p = state.pos[seat]
    left = state.avail & ~state.used
    numbers = tuple(sorted({state.layout.number[q] for q in reach_from(state, p)}))
    risk = fail_chance((left & 31).bit_count(), bool(left & SPECIAL), numbers)
    if p < 0:
        return go  # a fall from the start costs nothing
    urgent = any(_height(state, q) >= 7 for s, q in enumerate(state.pos) if s != seat and q >= 0)
    return go if risk < (RISK_URGENT if urgent else RISK) else stop


def value(state: State) -> Sequence[float]:
    """Each seat's chance to reach the top first, from the Doodlers' worth."""
    assert isinstance(state, JumpState)
    outcome = state.outcome()
    if outcome is not None:  # the first place (shared by a tie) takes 1
        firsts = outcome.firsts()
        return [1.0 / len(firsts) if s in firsts else 0.0 for s in range(state.players)]
    mover = state.seat
    logits = [
        (pot(state, p) + (MOVER_EDGE if s == mover else 0.0)) / TEMPERATURE
        for s, p in enumerate(state.pos)
    ]
    top = max(logits)
    weights = [math.exp(x - top) for x in logits]
    total = sum(weights)
    return [w / total for w in weights]


HINTS = SearchHints(rollout=rollout, value=value, horizon=HORIZON)
