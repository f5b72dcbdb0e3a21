"""The generic search bot: information-set Monte Carlo tree search over the engine contract.

It plays every game through ``resample``, ``clone``, ``legal_actions``, ``apply`` and
``outcome`` alone (single-observer ISMCTS, Cowling, Powley and Whitehouse 2012):

- Each iteration draws a world the searching seat cannot tell from the real one
  (``state.resample(seat, rng)``: every hidden part redrawn, its own future chance too), then
  walks one shared tree of action sequences down that world. A node's children are the
  actions met there in any world; a child is scored by UCB1 over the worlds where it was
  legal (its *availability*), from the point of view of the seat that takes it.
- Out-of-turn actions are actions like any other: every legal action of every seat is a
  branch, so a tree may plan a card played between two draws.
- Below the tree a playout goes on with the game's fast policy if it lends one
  (:meth:`Game.search_hints`), else uniformly at random, to the end or to the game's
  ``horizon``, where its ``value`` is asked.
- The result of a finished game is 1 for a win and 0 for a loss (the whole team in a
  co-operative game); in a competitive one the seats that share the first place share 1;
  a solo score is divided by the game's ``score_scale``.

Co-operative games are searched as a team: one search per position serves the seat to move
and every seat asked whether it plays out of turn (the driver asks them first), so a
position costs one budget, not one per seat holding a card.

A budget in iterations gives the same decision for the same seed and position, and, since
the real hidden parts are never read (only ``resample``'s redraw of them), on every state
the seat cannot tell from it.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections import OrderedDict
from collections.abc import Sequence

from meeple.agents.budget import DEFAULT_BUDGET, Budget
from meeple.engine.agent import Agent, SearchHints
from meeple.engine.game import Action, Game, Outcome, Seat, State
from meeple.engine.rng import Rng

# UCB1's exploration weight for results in [0, 1]
EXPLORATION = 0.7
# With a guide, the root picks by PUCT: the guide's move holds this share of the prior
# (the rest spread evenly), so a small budget plays it and a larger one leaves it only for
# a move whose playouts do clearly better; an untried move counts the root's mean so far.
GUIDE_PRIOR = 0.5
PUCT = 1.0

# Team plans kept per process (co-operative games): the positions a driver is at now
_PLANS_KEPT = 8
_TEAM_PLANS: OrderedDict[tuple[str, int, str], Plan] = OrderedDict()


class Node:
    """One action's edge in the tree: how often it was tried, the results it led to (for
    the seat that took it), how often it was legal when its parent was reached."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


class Plan:
    """A finished search: the root's children, to answer any seat of the team."""

    __slots__ = ("children",)

    def __init__(self, children: dict[Action, Node]) -> None:
        self.children = children

    def best(self, actions: Sequence[Action]) -> Action:
        """The most tried of ``actions`` (the best mean breaks a tie, then the first)."""
        children = self.children
        best, best_key = actions[0], (-1, -1.0)
        for action in actions:
            child = children.get(action)
            key = (child.visits, child.total / child.visits) if child and child.visits else (0, 0.0)
            if key > best_key:
                best, best_key = action, key
        return best


class SearchAgent:
    """Information-set MCTS for ``seat`` of ``game``, thinking ``budget`` per decision."""

    def __init__(
        self, game: Game, seat: Seat = 0, seed: int = 0, budget: Budget = DEFAULT_BUDGET
    ) -> None:
        self.game = game
        self.seat = seat
        self.seed = seed
        self.budget = budget
        self.cooperative = game.info.cooperative
        self.rng = Rng(seed)
        self._hints: SearchHints | None = None
        self._hints_config: dict[str, object] | None = None
        self._max_steps = 0
        self._guides: dict[Seat, Agent] = {}

    # -- the agent protocol ---------------------------------------------------------------

    def act(self, state: State, seat: Seat) -> Action:
        mine = state.legal_actions(seat)
        if len(mine) == 1:
            return mine[0]
        if self.cooperative:
            return self._team_plan(state).best(mine)
        return self._plan(state, seat, mine).best(mine)

    def interject(self, state: State, seat: Seat) -> Action | None:
        if not state.legal_actions(seat):
            return None
        everyone = state.legal_actions()
        plan = self._team_plan(state) if self.cooperative else self._plan(state, seat, everyone)
        best = plan.best(everyone)
        return best if state.action_seat(best) == seat else None

    # -- the search -----------------------------------------------------------------------

    def _plan(self, state: State, seat: Seat, actions: Sequence[Action]) -> Plan:
        """A search from ``seat``'s point of view, its randomness drawn from this bot's seed
        and what the seat sees (so a position it cannot tell apart gets the same search)."""
        self.rng = Rng(_mix(self.seed, _sight(state, seat)))
        return Plan(self.search(state, seat, actions, self._guide_move(state, seat, actions)))

    def _guide_move(self, state: State, seat: Seat, actions: Sequence[Action]) -> Action | None:
        """What the game's guide bot (``SearchHints.guide``) would play here for ``seat``
        if it is the seat to move, else None."""
        hints = self._hints_for(state)
        if hints.guide is None or state.to_move() != seat:
            return None
        guide = self._guides.get(seat)
        if guide is None:
            guide = self._guides[seat] = hints.guide(self.game, seat, self.seed)
        move = guide.act(state, seat)
        return move if move in actions else None

    def _team_plan(self, state: State) -> Plan:
        """The team's search of this position, from the seat to move, over every seat's
        actions: done once, by the first of the team's bots asked (the driver asks them in
        a fixed order, so a game stays the same for the same seeds)."""
        mover = state.to_move()
        assert mover is not None
        key = (self.game.id, _sight(state, mover), str(self.budget))
        plan = _TEAM_PLANS.get(key)
        if plan is None:
            plan = _TEAM_PLANS[key] = self._plan(state, mover, state.legal_actions())
            if len(_TEAM_PLANS) > _PLANS_KEPT:
                _TEAM_PLANS.popitem(last=False)
        return plan

    def search(
        self, state: State, seat: Seat, actions: Sequence[Action], guide: Action | None = None
    ) -> dict[Action, Node]:
        """Search from ``seat``'s point of view, choosing among ``actions`` at the root
        (``guide``'s first and favoured, if given); return the root's children."""
        hints = self._hints_for(state)
        root = Node()
        if guide is not None:  # tried first: a budget of one iteration plays it
            actions = [guide, *(a for a in actions if a != guide)]
        budget = self.budget
        rng = self.rng
        if budget.iterations is not None:
            for _ in range(budget.iterations):
                self._iterate(state.resample(seat, rng), root, actions, hints, guide)
        else:
            deadline = time.perf_counter() + (budget.seconds or 0.0)
            while True:
                self._iterate(state.resample(seat, rng), root, actions, hints, guide)
                if time.perf_counter() >= deadline:
                    break
        return root.children

    def _iterate(
        self,
        world: State,
        root: Node,
        root_actions: Sequence[Action],
        hints: SearchHints,
        guide: Action | None,
    ) -> None:
        """One descent of the tree down ``world``, a playout, and the results backed up."""
        rng = self.rng
        node, legal = root, root_actions
        path: list[tuple[Node, Seat]] = []
        while world.to_move() is not None:
            children = node.children
            if node is root and guide is not None:
                action = _guided_choice(children, legal, guide)
            else:
                for action in legal:
                    child = children.get(action)
                    if child is not None:
                        child.avail += 1
                untried = [action for action in legal if action not in children]
                if untried:
                    action = untried[rng.below(len(untried))]
                else:
                    action = _ucb_choice(children, legal)
            child = children.get(action)
            new = child is None
            if child is None:
                child = children[action] = Node()
            path.append((child, world.action_seat(action)))
            world.apply(action)
            if new:  # a leaf just added: the playout starts below it
                break
            node, legal = child, world.legal_actions()
        results = self._playout(world, hints)
        for child, seat in path:
            child.visits += 1
            child.total += results[seat]

    def _playout(self, world: State, hints: SearchHints) -> Sequence[float]:
        """Play ``world`` on by the fast policy; each seat's result in [0, 1]."""
        rng = self.rng
        policy = hints.rollout
        horizon = hints.horizon or self._max_steps
        steps = 0
        while True:
            outcome = world.outcome()
            if outcome is not None:
                return results_of(outcome, world.players, hints.score_scale)
            if steps >= horizon:
                if hints.value is not None:
                    return hints.value(world)
                return [0.5] * world.players  # stopped by the step cap: no one's result
            if policy is not None:
                action = policy(world, rng)
            else:
                mover = world.to_move()
                action = rng.choice(world.legal_actions(mover))
            world.apply(action)
            steps += 1

    def _hints_for(self, state: State) -> SearchHints:
        if self._hints is None or self._hints_config != state.config:
            self._hints = self.game.search_hints(state.config)
            self._hints_config = dict(state.config)
            self._max_steps = self.game.max_steps(state.config)
        return self._hints


def _guided_choice(children: dict[Action, Node], legal: Sequence[Action], guide: Action) -> Action:
    """The root's move by PUCT, the guide's move holding :data:`GUIDE_PRIOR` of the prior."""
    visits = total = 0.0
    for node in children.values():
        visits += node.visits
        total += node.total
    mean = total / visits if visits else 0.5
    reach = PUCT * math.sqrt(visits + 1)
    other = (1.0 - GUIDE_PRIOR) / len(legal)
    best, best_score = guide, -1.0
    for action in legal:
        child = children.get(action)
        prior = other + GUIDE_PRIOR if action == guide else other
        if child is None or not child.visits:
            score = mean + reach * prior
        else:
            score = child.total / child.visits + reach * prior / (1 + child.visits)
        if score > best_score:
            best, best_score = action, score
    return best


def _ucb_choice(children: dict[Action, Node], legal: Sequence[Action]) -> Action:
    """The legal child with the best UCB1 score, counting visits against availability."""
    best, best_score = legal[0], -1.0
    for action in legal:
        child = children[action]
        score = child.total / child.visits + EXPLORATION * math.sqrt(
            math.log(child.avail) / child.visits
        )
        if score > best_score:
            best, best_score = action, score
    return best


def forget_plans() -> None:
    """Drop the team plans this process keeps (for tests that replay a game from scratch)."""
    _TEAM_PLANS.clear()


def _sight(state: State, seat: Seat) -> int:
    """A digest of what ``seat`` sees (its view, the options): the same for every state it
    cannot tell from this one."""
    text = json.dumps([state.config, state.view(seat)], sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def _mix(seed: int, sight: int) -> int:
    return (seed * 0x9E3779B97F4A7C15 ^ sight) & 0xFFFFFFFFFFFFFFFF


def results_of(outcome: Outcome, players: int, score_scale: float = 1.0) -> list[float]:
    """Each seat's result in [0, 1]: a team's win 1 and loss 0; a shared first place shares
    1; a solo game its score over ``score_scale``."""
    if outcome.won is not None:
        return [1.0 if outcome.won else 0.0] * players
    if players == 1 and outcome.scores:
        return [outcome.scores[0] / score_scale]
    results = [0.0] * players
    firsts = outcome.firsts()
    for seat in firsts:
        results[seat] = 1.0 / len(firsts)
    return results
