"""How much the research faces cost: ``meeple bench GAME --adapters``.

Five loops play random games under one decision rule, uniform over the actions of the
seat that decides, interjection windows included (``PASS`` among them):

- ``raw``: meeple itself, the rule applied with :func:`meeple.adapters.turns.decide`;
- ``openspiel``: the OpenSpiel adapter, ``legal_actions()`` and ``apply_action()``;
- ``openspiel+tensor``: the same, and ``observation_tensor(player)`` at every node (a
  fresh numpy array: see :mod:`meeple.adapters.openspiel`);
- ``openspiel+observer``: the same, but the tensor through an observer
  (``make_observation(game).set_from(state, player)``, one numpy array reused);
- ``pettingzoo``: the PettingZoo env, ``last()`` (observation and mask) and ``step()``.

They run in turns, each for the same CPU time (``time.process_time``), so load from
other processes weighs on all of them alike; the ratios to the raw loop are the figures
the issue's targets name. A step is a decision: a pass counts as one.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from time import process_time
from typing import Any, Protocol

from meeple.adapters.extras import require
from meeple.adapters.table import Table, table_for
from meeple.adapters.turns import decide
from meeple.engine.game import Game
from meeple.engine.rng import Rng

ROUNDS = 3  # turns of each loop
CHECK_EVERY = 64  # decisions between two looks at the clock
# The acceptance: each face's speed as a share of the raw loop's, at least.
TARGETS = {"openspiel": 0.4, "openspiel+tensor": 0.25, "pettingzoo": 0.25}
LABELS = {
    "raw": "raw meeple, same decision rule",
    "openspiel": "OpenSpiel: legal_actions + apply_action",
    "openspiel+tensor": "OpenSpiel + observation_tensor",
    "openspiel+observer": "OpenSpiel + observer.set_from (numpy)",
    "pettingzoo": "PettingZoo: last() + step",
}


class Loop(Protocol):
    def run(self, until: float) -> int:
        """Play on (across games) until the CPU clock passes ``until``; the decisions."""


class RawLoop:
    def __init__(self, table: Table, seed: int) -> None:
        self.table, self.deals, self.pick = table, Rng(seed), random.Random(seed)
        self._new_game()

    def _new_game(self) -> None:
        self.state = self.table.game.setup(self.table.config, self.deals.next64())
        self.passed = self.steps = 0

    def run(self, until: float) -> int:
        decisions = 0
        mode, cap, below = self.table.mode, self.table.max_steps, self.pick.randrange
        state, passed, steps = self.state, self.passed, self.steps
        while True:
            decision = decide(state, passed, mode)
            if decision is None or steps >= cap:
                self._new_game()
                state, passed, steps = self.state, 0, 0
                continue
            actions = decision.actions
            choice = below(len(actions) + decision.window)
            if choice == len(actions):
                passed |= 1 << decision.seat
            else:
                state.apply(actions[choice])
                passed = 0
                steps += 1
            decisions += 1
            if decisions % CHECK_EVERY == 0 and process_time() >= until:
                self.state, self.passed, self.steps = state, passed, steps
                return decisions


class OpenSpielLoop:
    """``tensor``: none, ``"list"`` (``observation_tensor``) or ``"observer"``."""

    def __init__(self, game: Any, seed: int, tensor: str = "", observer: Any = None) -> None:
        self.game, self.tensor, self.observer = game, tensor, observer
        self.deals, self.pick = Rng(seed), random.Random(seed)
        self._new_game()

    def _new_game(self) -> None:
        self.state = self.game.new_initial_state()
        for byte in self.deals.next64().to_bytes(8, "little"):
            self.state.apply_action(byte)

    def run(self, until: float) -> int:
        decisions = 0
        below, tensor, observer = self.pick.randrange, self.tensor, self.observer
        state = self.state
        while True:
            if state.is_terminal():
                self._new_game()
                state = self.state
                continue
            if tensor == "list":
                state.observation_tensor(state.current_player())
            elif tensor == "observer":
                observer.set_from(state, state.current_player())
            legal = state.legal_actions()
            state.apply_action(legal[below(len(legal))])
            decisions += 1
            if decisions % CHECK_EVERY == 0 and process_time() >= until:
                return decisions


class PettingZooLoop:
    """The mask's legal indices come from the array's own ``nonzero()``: ``np.flatnonzero``
    gives the same through two more Python-level numpy calls (about 1 us a step)."""

    def __init__(self, env: Any, seed: int) -> None:
        self.env, self.pick = env, random.Random(seed)
        env.reset(seed=seed)

    def run(self, until: float) -> int:
        decisions = 0
        env, below = self.env, self.pick.randrange
        while True:
            if not env.agents:
                env.reset()
            observation, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            (legal,) = observation["action_mask"].nonzero()
            env.step(int(legal[below(len(legal))]))
            decisions += 1
            if decisions % CHECK_EVERY == 0 and process_time() >= until:
                return decisions


@dataclass(frozen=True)
class AdapterBench:
    game: str
    players: int
    seconds: float  # of CPU time, all loops together
    steps: Mapping[str, int]
    cpu: Mapping[str, float]

    def steps_per_second(self, loop: str) -> float:
        return self.steps[loop] / self.cpu[loop] if self.cpu[loop] else 0.0

    def ratio(self, loop: str) -> float:
        raw = self.steps_per_second("raw")
        return self.steps_per_second(loop) / raw if raw else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "seconds": self.seconds,
            "clock": "cpu (time.process_time)",
            "loops": {
                loop: {
                    "steps": self.steps[loop],
                    "cpu_seconds": round(self.cpu[loop], 3),
                    "steps_per_second": round(self.steps_per_second(loop)),
                    "ratio": round(self.ratio(loop), 3),
                    "target": TARGETS.get(loop),
                }
                for loop in LABELS
            },
        }


def run(game: Game, config: Mapping[str, Any], seed: int, seconds: float) -> AdapterBench:
    """Play the loops in turns for ``seconds`` of CPU time in all."""
    pyspiel, observation, openspiel, pettingzoo = require(
        "pyspiel",
        "open_spiel.python.observation",
        "meeple.adapters.openspiel",
        "meeple.adapters.pettingzoo",
    )
    table = table_for(game.info.id, config)
    name = openspiel.short_name(game.info.id)
    spiel_game = pyspiel.load_game(name, openspiel.parameters_of(table))
    loops: dict[str, Loop] = {
        "raw": RawLoop(table, seed),
        "openspiel": OpenSpielLoop(spiel_game, seed),
        "openspiel+tensor": OpenSpielLoop(spiel_game, seed, "list"),
        "openspiel+observer": OpenSpielLoop(
            spiel_game, seed, "observer", observation.make_observation(spiel_game)
        ),
        "pettingzoo": PettingZooLoop(pettingzoo.env(game.info.id, **table.config), seed),
    }
    steps = dict.fromkeys(loops, 0)
    cpu = dict.fromkeys(loops, 0.0)
    turn = seconds / (ROUNDS * len(loops))
    for _ in range(ROUNDS):
        for name, loop in loops.items():
            start = process_time()
            steps[name] += loop.run(start + turn)
            cpu[name] += process_time() - start
    return AdapterBench(game.info.id, table.players, seconds, steps, cpu)


def report(result: AdapterBench) -> list[str]:
    """The lines ``meeple bench GAME --adapters`` prints."""
    lines = [
        f"{result.game}: {result.players} player{'' if result.players == 1 else 's'},"
        f" {result.seconds:g} s of CPU time on one"
        f" core, the loops in {ROUNDS} turns each",
        f"{'loop':<42}{'steps/s':>10}{'ratio':>8}  target",
    ]
    for loop, label in LABELS.items():
        target = TARGETS.get(loop)
        mark = "" if target is None else f">= {target:.2f}"
        if target is not None:
            mark += "  ok" if result.ratio(loop) >= target else "  MISSED"
        rate = result.steps_per_second(loop)
        lines.append(f"{label:<42}{rate:>10,.0f}{result.ratio(loop):>8.2f}  {mark}")
    return lines
