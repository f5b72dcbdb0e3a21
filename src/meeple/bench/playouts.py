"""How fast a game's rules run: random playouts and clones on one core.

Random games pick uniformly among *all* legal actions (any seat, out-of-turn cards
included), so every rule path gets exercised. The loop is kept lean on purpose: it
measures the engine, not this harness.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from time import perf_counter
from typing import Any

from meeple.engine.errors import MeepleError
from meeple.engine.game import Game, State
from meeple.engine.rng import Rng

PLAY_SHARE = 0.8  # of the time budget; the rest times clone()
SAMPLE_EVERY = 97  # steps between two positions kept for the clone timing
MAX_SAMPLES = 256


@dataclass(frozen=True)
class BenchResult:
    game: str
    seconds: float
    steps: int
    games: int
    steps_in_games: int  # steps of the finished games only
    play_seconds: float
    clones: int
    clone_seconds: float

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.play_seconds if self.play_seconds else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.play_seconds if self.play_seconds else 0.0

    @property
    def mean_steps_per_game(self) -> float | None:
        return self.steps_in_games / self.games if self.games else None

    @property
    def clones_per_second(self) -> float:
        return self.clones / self.clone_seconds if self.clone_seconds else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seconds": self.seconds,
            "steps": self.steps,
            "games": self.games,
            "clones": self.clones,
            "steps_per_second": self.steps_per_second,
            "games_per_second": self.games_per_second,
            "mean_steps_per_game": self.mean_steps_per_game,
            "clones_per_second": self.clones_per_second,
        }


def run(game: Game, config: Mapping[str, Any], seed: int, seconds: float) -> BenchResult:
    """Play random games for ``PLAY_SHARE`` of ``seconds``, then time clones."""
    rng = Rng(seed)
    config = game.check_config(config)
    play_budget = seconds * PLAY_SHARE
    steps = games = steps_in_games = 0
    samples: list[State] = []
    sampling_time = 0.0  # spent keeping samples, not playing: taken off the play time

    start = perf_counter()
    deadline = start + play_budget
    now = start
    until_sample = SAMPLE_EVERY  # counts across games, so short games get sampled too
    below = rng.below  # bound methods: attribute look-ups cost in a loop this tight
    while now < deadline:
        state = game.setup(config, rng.next64())
        legal_actions, apply, to_move = state.legal_actions, state.apply, state.to_move
        game_steps = 0
        while to_move() is not None:
            legal = legal_actions()
            if not legal:
                raise MeepleError(f"{game.id}: a seat is to move but no action is legal")
            apply(legal[below(len(legal))])
            game_steps += 1
            until_sample -= 1
            if not until_sample:
                # Long games: look at the clock here too, not only between games.
                until_sample = SAMPLE_EVERY
                now = perf_counter()
                if len(samples) < MAX_SAMPLES:
                    samples.append(state.clone())
                    sampling_time += perf_counter() - now
                if now >= deadline:
                    break
        else:
            games += 1
            steps_in_games += game_steps
        steps += game_steps
        now = perf_counter()
    play_seconds = now - start - sampling_time
    if not samples:  # too short a run to sample a position: time the opening one
        samples.append(game.setup(config, seed))

    clones, clone_seconds = time_clones(samples, seconds - play_budget)
    return BenchResult(
        game.id, seconds, steps, games, steps_in_games, play_seconds, clones, clone_seconds
    )


def time_clones(positions: list[State], seconds: float) -> tuple[int, float]:
    """Clone the positions round-robin for about ``seconds``: (clones, time taken)."""
    if not positions:
        return 0, 0.0
    clones = 0
    start = perf_counter()
    deadline = start + seconds
    now = start
    while now < deadline:
        for position in positions:
            position.clone()
        clones += len(positions)
        now = perf_counter()
    return clones, now - start
