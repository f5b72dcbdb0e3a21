"""How fast a game's rules run: random playouts and clones on one core.

Random games pick uniformly among *all* legal actions (any seat, out-of-turn cards
included), so every rule path gets exercised. The loop is kept lean on purpose: it
measures the engine, not this harness. Each game's seed comes from the engine's
:class:`Rng`; the picks from Python's own generator, a C call (the engine's ``below``, a
SplitMix step in Python integers, cost about a tenth of a step), as the yardstick's do.

A speed means little on a shared machine unless it stands beside a reference measured in
the same run: :func:`against_yardstick` plays the game's random games and the machine's
yardstick in turns, each for the same time. The yardstick is OpenSpiel's C++
backgammon played at random from a Python loop (``../shared/bench/
backgammon_yardstick.py`` in the project's workspace, the figure the issues quote).
"""

from __future__ import annotations

import importlib
import random
import statistics
from collections.abc import Mapping
from dataclasses import dataclass, field
from time import perf_counter
from typing import Any

from meeple.engine.errors import MeepleError
from meeple.engine.game import Game, State
from meeple.engine.rng import Rng

PLAY_SHARE = 0.8  # of the time budget; the rest times clone()
SAMPLE_EVERY = 97  # steps between two positions kept for the clone timing
MAX_SAMPLES = 256
YARDSTICK_ROUNDS = 5  # turns of the game and of the yardstick, each for the same time


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


@dataclass
class Played:
    """What :func:`play` did: steps, finished games and their steps, seconds of play."""

    steps: int = 0
    games: int = 0
    steps_in_games: int = 0
    seconds: float = 0.0

    def add(self, other: Played) -> None:
        self.steps += other.steps
        self.games += other.games
        self.steps_in_games += other.steps_in_games
        self.seconds += other.seconds


def run(game: Game, config: Mapping[str, Any], seed: int, seconds: float) -> BenchResult:
    """Play random games for ``PLAY_SHARE`` of ``seconds``, then time clones."""
    rng = Rng(seed)
    config = game.check_config(config)
    play_budget = seconds * PLAY_SHARE
    samples: list[State] = []
    played = play(game, config, rng, play_budget, samples)
    if not samples:  # too short a run to sample a position: time the opening one
        samples.append(game.setup(config, seed))

    clones, clone_seconds = time_clones(samples, seconds - play_budget)
    return BenchResult(
        game.id,
        seconds,
        played.steps,
        played.games,
        played.steps_in_games,
        played.seconds,
        clones,
        clone_seconds,
    )


def play(
    game: Game,
    config: Mapping[str, Any],
    rng: Rng,
    seconds: float,
    samples: list[State] | None = None,
) -> Played:
    """Random games from the checked ``config`` for about ``seconds``; a position every
    ``SAMPLE_EVERY`` steps kept in ``samples`` (up to ``MAX_SAMPLES``; the time that
    takes is not play)."""
    steps = games = steps_in_games = 0
    sampling_time = 0.0  # spent keeping samples, not playing: taken off the play time
    kept: list[State] = [] if samples is None else samples
    room = 0 if samples is None else MAX_SAMPLES

    start = perf_counter()
    deadline = start + seconds
    now = start
    until_sample = SAMPLE_EVERY  # counts across games, so short games get sampled too
    # uniform in [0, 1): int(random() * n) is uniform over n actions to within n / 2**53
    random_ = random.Random(rng.next64()).random  # bound: look-ups cost in a loop this tight
    while now < deadline:
        # the configuration is checked once, by the caller: a new game is the rules' setup
        state = game.new_state(dict(config), Rng(rng.next64()))
        legal_actions, apply, to_move = state.legal_actions, state.apply, state.to_move
        game_steps = 0
        while to_move() is not None:
            legal = legal_actions()
            if not legal:
                raise MeepleError(f"{game.id}: a seat is to move but no action is legal")
            apply(legal[int(random_() * len(legal))])
            game_steps += 1
            until_sample -= 1
            if not until_sample:
                # Long games: look at the clock here too, not only between games.
                until_sample = SAMPLE_EVERY
                now = perf_counter()
                if len(kept) < room:
                    kept.append(state.clone())
                    sampling_time += perf_counter() - now
                if now >= deadline:
                    break
        else:
            games += 1
            steps_in_games += game_steps
        steps += game_steps
        now = perf_counter()
    return Played(steps, games, steps_in_games, now - start - sampling_time)


@dataclass
class YardstickResult:
    """The game's random playouts and the yardstick's, in turns of the same time."""

    game: str
    seconds: float  # for each of the two
    played: Played
    yardstick_steps: int = 0
    yardstick_seconds: float = 0.0
    rounds: list[float] = field(default_factory=list)  # the ratio of each turn

    @property
    def steps_per_second(self) -> float:
        return self.played.steps / self.played.seconds if self.played.seconds else 0.0

    @property
    def yardstick_steps_per_second(self) -> float:
        return self.yardstick_steps / self.yardstick_seconds if self.yardstick_seconds else 0.0

    @property
    def ratio(self) -> float:
        """The game's steps per second over the yardstick's, all turns together."""
        yard = self.yardstick_steps_per_second
        return self.steps_per_second / yard if yard else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seconds": self.seconds,
            "steps": self.played.steps,
            "steps_per_second": self.steps_per_second,
            "yardstick": "OpenSpiel backgammon, random playouts from Python",
            "yardstick_steps": self.yardstick_steps,
            "yardstick_steps_per_second": self.yardstick_steps_per_second,
            "ratio": self.ratio,
            "round_ratios": self.rounds,
            "median_round_ratio": statistics.median(self.rounds) if self.rounds else 0.0,
        }


def against_yardstick(
    game: Game,
    config: Mapping[str, Any],
    seed: int,
    seconds: float,
    rounds: int = YARDSTICK_ROUNDS,
) -> YardstickResult:
    """``seconds`` of the game's random playouts and as many of the yardstick's, in
    ``rounds`` turns each (game, yardstick, game, ...): both see the same machine."""
    spiel = open_spiel()
    backgammon = spiel.load_game("backgammon")
    config = game.check_config(config)
    rng = Rng(seed)
    picks = random.Random(seed)
    result = YardstickResult(game.id, seconds, Played())
    turn = seconds / rounds
    for _ in range(rounds):
        played = play(game, config, rng, turn)
        steps, took = yardstick(backgammon, picks, turn)
        result.played.add(played)
        result.yardstick_steps += steps
        result.yardstick_seconds += took
        if played.seconds and steps:
            result.rounds.append((played.steps / played.seconds) / (steps / took))
    return result


def open_spiel() -> Any:
    """The ``pyspiel`` module, or a one-line error saying how to get it."""
    try:
        return importlib.import_module("pyspiel")
    except ImportError:
        raise MeepleError(
            "--yardstick needs OpenSpiel in this Python: pip install open_spiel"
        ) from None


def yardstick(backgammon: Any, picks: random.Random, seconds: float) -> tuple[int, float]:
    """The yardstick for about ``seconds``: whole games of OpenSpiel's backgammon, each
    chance outcome drawn by its probability, each move uniformly among the legal ones,
    every action applied counting as a step. (steps, seconds)."""
    steps = 0
    start = now = perf_counter()
    while now - start < seconds:
        state = backgammon.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, chances = zip(*state.chance_outcomes(), strict=True)
                action = picks.choices(outcomes, chances)[0]
            else:
                action = picks.choice(state.legal_actions())
            state.apply_action(action)
            steps += 1
        now = perf_counter()
    return steps, now - start


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
