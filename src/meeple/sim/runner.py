"""Play many games with bots and count how they end. Game-agnostic.

>>> from meeple.sim import run_games
>>> summary = run_games("forbidden-island", {"players": 2}, "random", games=3)
>>> summary.games, summary.wins
(3, 0)

Game ``i`` is set up with seed ``seed + i`` and each seat's agent gets the same seed, so a
run is the same whatever the number of processes. At every step the seats other than the
one to move are asked first, in table order after it, whether they want to act out of turn
(:meth:`Agent.interject`); if none does, the seat to move acts. That is the rule of
:mod:`meeple.engine.driver`, inlined here without its labels and events, for speed.
"""

from __future__ import annotations

import math
import re
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from meeple.engine.agent import Agent
from meeple.engine.errors import InvalidConfig
from meeple.engine.game import DEFAULT_MAX_STEPS, Game
from meeple.engine.i18n import translate
from meeple.engine.registry import load

AgentFactory = Callable[[Game, int, int], Agent]  # (game, seat, seed) -> agent
BotSpec = str | AgentFactory
Job = tuple[str, dict[str, Any], list[BotSpec], list[int]]  # game id, config, bots, seeds
Progress = Callable[[int], None]  # told how many more games have ended
BACKENDS = ("local", "ray")

MAX_STEPS = DEFAULT_MAX_STEPS


@dataclass
class GameResult:
    """How one game ended."""

    seed: int
    won: bool | None
    reason: str
    steps: int
    returns: list[float]
    decisions: int = 0
    decision_seconds: float = 0.0
    scores: list[float] | None = None  # the outcome's scores, in games that keep score
    firsts: list[int] | None = None  # competitive games: the seats sharing the first place
    seconds: float = 0.0  # the whole game, its setup and the agents' making included
    ranking: list[int] | None = None  # competitive games: every seat, best first


@dataclass
class ScoreStats:
    """How one seat's scores spread over a batch of games."""

    mean: float
    median: float
    q1: float  # first and third quartiles
    q3: float
    low: float
    high: float
    counts: dict[float, int]  # score -> games that ended with it

    def describe(self) -> str:
        return (
            f"median {self.median:g} (quartiles {self.q1:g}-{self.q3:g}), "
            f"mean {self.mean:.2f}, range {self.low:g}-{self.high:g}"
        )

    @classmethod
    def of(cls, scores: Sequence[float]) -> ScoreStats:
        ordered = sorted(scores)
        if len(ordered) > 1:
            q1, median, q3 = statistics.quantiles(ordered, n=4, method="inclusive")
        else:
            q1 = median = q3 = ordered[0]
        return cls(
            mean=statistics.fmean(ordered),
            median=median,
            q1=q1,
            q3=q3,
            low=ordered[0],
            high=ordered[-1],
            counts=dict(sorted(Counter(ordered).items())),
        )


@dataclass
class Summary:
    """What a batch of games came to."""

    game: str
    config: dict[str, Any]
    bots: list[str]
    games: int
    seed: int
    wins: int = 0
    win_rate: float = 0.0
    win_low: float = 0.0  # 95% Wilson interval of the win rate
    win_high: float = 0.0
    mean_steps: float = 0.0
    mean_returns: list[float] = field(default_factory=list)
    reasons: dict[str, int] = field(default_factory=dict)
    decisions: int = 0  # agent calls that chose an action (act) ...
    mean_decision_ms: float = 0.0  # ... and the mean time of one, interjections included
    seconds: float = 0.0
    scores: list[ScoreStats] = field(default_factory=list)  # one per seat, if scored
    # competitive: the first places of each seat, a k-way tie counting 1/k for each
    firsts: list[float] = field(default_factory=list)
    ties: int = 0  # competitive: games whose first place was shared

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def describe(self, lang: str = "en") -> str:
        """The summary as a person reads it; the outcomes by their text in ``lang``."""
        options = ", ".join(f"{k}={v}" for k, v in self.config.items() if v is not None)
        lines = [
            f"{self.game} ({options}), bots {', '.join(self.bots)}, "
            f"{self.games} games from seed {self.seed}",
        ]
        if self.firsts:  # competitive: who came first (the outcome's ranking)
            lines.append(
                "first     "
                + "  ".join(
                    f"Player {seat + 1} {100 * n / max(self.games, 1):.1f}%"
                    for seat, n in enumerate(self.firsts)
                )
                + ("  (a tie shared)" if self.ties else "")
            )
        else:
            lines.append(
                f"wins      {self.wins}/{self.games} = {100 * self.win_rate:.1f}% "
                f"(95% CI {100 * self.win_low:.1f}-{100 * self.win_high:.1f}%)"
            )
        lines += [
            f"steps     {self.mean_steps:.1f} per game",
            f"decisions {self.decisions} ({self.mean_decision_ms:.2f} ms each)",
            f"time      {self.seconds:.1f} s",
        ]
        for seat, stats in enumerate(self.scores):
            lines.append(f"score {seat + 1:<3d} {stats.describe()}")
        if self.scores:
            lines.append(
                "score counts (Player 1): "
                + ", ".join(f"{score:g}:{count}" for score, count in self.scores[0].counts.items())
            )
        lines.append("outcomes:")
        for reason, count in sorted(self.reasons.items(), key=lambda item: -item[1]):
            share = 100 * count / max(self.games, 1)
            lines.append(f"  {count:6d}  {share:5.1f}%  {reason_text(reason, lang)}")
        return "\n".join(lines)


def reason_text(reason: str, lang: str = "en") -> str:
    """An outcome's reason (a message id) as text, its arguments (which differ from game
    to game of a run) shown as "…": ``Player … wins with … cards``."""
    return re.sub(r"\{\w+\}", "…", translate(reason, lang))


def wilson(successes: float, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); ``successes`` may be
    fractional (a first place shared by a tie counts 1/k)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _factory(spec: BotSpec) -> AgentFactory:
    if callable(spec):
        return spec
    name = spec

    def make(game: Game, seat: int, seed: int) -> Agent:
        from meeple.agents import make_agent

        return make_agent(game, name, seat, seed)

    return make


def _spec_name(spec: BotSpec) -> str:
    if isinstance(spec, str):
        return spec
    return getattr(spec, "__name__", type(spec).__name__)


def _seat_specs(spec: BotSpec | Sequence[BotSpec], players: int) -> list[BotSpec]:
    if isinstance(spec, str) or callable(spec):
        return [spec] * players
    specs = list(spec)
    if len(specs) == 1:
        return specs * players
    if len(specs) != players:
        raise InvalidConfig(f"give one bot for every seat or {players} bots, not {len(specs)}")
    return specs


def play_game(
    game: Game,
    config: Mapping[str, Any],
    factories: Sequence[AgentFactory],
    seed: int,
    max_steps: int | None = None,
) -> GameResult:
    """Play one game to its end (or ``max_steps``, by default the game's
    :meth:`Game.max_steps`) with one agent per seat."""
    clock = time.perf_counter
    began = clock()
    if max_steps is None:
        max_steps = game.max_steps(config)
    state = game.setup(config, seed)
    players = state.players
    agents = [factories[seat](game, seat, seed) for seat in range(players)]
    decisions = 0
    spent = 0.0
    steps = 0
    while steps < max_steps:
        seat = state.to_move()
        if seat is None:
            break
        start = clock()
        action = None
        for offset in range(1, players):
            other = (seat + offset) % players
            if state.legal_actions(other):
                action = agents[other].interject(state, other)
                if action is not None:
                    break
        if action is None:
            action = agents[seat].act(state, seat)
        spent += clock() - start
        decisions += 1
        state.apply(action)
        steps += 1
    outcome = state.outcome()
    if outcome is None:
        return GameResult(
            seed,
            None,
            "step-limit",
            steps,
            [0.0] * players,
            decisions,
            spent,
            seconds=clock() - began,
        )
    scores = [float(x) for x in outcome.scores] if outcome.scores is not None else None
    firsts = ranking = None
    if outcome.won is None and outcome.ranking:  # the game's own first place: tie-breaks
        firsts = list(outcome.firsts())  # included (a conquest may beat more points), and
        # shared in a tie the rules leave unbroken
        ranking = list(outcome.ranking)
    return GameResult(
        seed,
        outcome.won,
        outcome.reason,
        steps,
        outcome.returns(players),
        decisions,
        spent,
        scores,
        firsts,
        clock() - began,
        ranking,
    )


def _run_chunk(job: Job, progress: Progress | None = None) -> list[GameResult]:
    game_id, config, specs, seeds = job
    game = load(game_id)
    factories = [_factory(spec) for spec in specs]
    done = []
    for seed in seeds:
        done.append(play_game(game, config, factories, seed))
        if progress is not None:
            progress(1)
    return done


def chunk_size(games: int, workers: int) -> int:
    """Seeds per task: about four tasks a worker, to even out slow games, and at most 25
    so that progress shows (a task costs about 0.5 ms under Ray, so more saves little)."""
    return max(1, min(25, games // (workers * 4) or 1))


def _chunks(job: Job, size: int) -> list[Job]:
    game_id, config, specs, seeds = job
    return [(game_id, config, specs, seeds[i : i + size]) for i in range(0, len(seeds), size)]


def _run_local(job: Job, processes: int, progress: Progress | None) -> list[GameResult]:
    seeds = job[3]
    if processes <= 1 or len(seeds) < 2:
        return _run_chunk(job, progress)
    import multiprocessing

    done: list[GameResult] = []
    with multiprocessing.get_context().Pool(processes) as pool:
        # imap keeps the chunks in order and hands each over as soon as it is done
        for chunk in pool.imap(_run_chunk, _chunks(job, chunk_size(len(seeds), processes))):
            done.extend(chunk)
            if progress is not None:
                progress(len(chunk))
    return done


def run_jobs(
    jobs: Sequence[Job], processes: int = 1, progress: Progress | None = None
) -> list[list[GameResult]]:
    """Play several jobs, each with its own bots per seat and its own seeds, in one pool
    of ``processes`` (its chunks spread over the workers whatever job they belong to):
    the results of each job in the order of its seeds, whatever the number of processes."""
    if processes <= 1:
        return [_run_chunk(job, progress) for job in jobs]
    import multiprocessing

    size = chunk_size(sum(len(job[3]) for job in jobs), processes)
    pieces = [(index, chunk) for index, job in enumerate(jobs) for chunk in _chunks(job, size)]
    done: list[list[GameResult]] = [[] for _ in jobs]
    with multiprocessing.get_context().Pool(processes) as pool:
        played = pool.imap(_run_chunk, [chunk for _, chunk in pieces])
        for (index, _), results in zip(pieces, played, strict=True):
            done[index].extend(results)
            if progress is not None:
                progress(len(results))
    return done


def _run_ray(
    job: Job, address: str | None, processes: int, progress: Progress | None
) -> list[GameResult]:
    from meeple.sim import backends

    with backends.ray_cluster(address, processes) as workers:
        jobs = _chunks(job, chunk_size(len(job[3]), workers))

        def finished(chunk: list[GameResult]) -> None:
            if progress is not None:
                progress(len(chunk))

        chunks = backends.ray_map(_run_chunk, jobs, finished)
    return [result for chunk in chunks for result in chunk]


def run_games(
    game_id: str,
    config: Mapping[str, Any] | None,
    bot_names_or_factories: BotSpec | Sequence[BotSpec],
    games: int,
    seed: int = 0,
    processes: int = 1,
    results: list[GameResult] | None = None,
    *,
    backend: str = "local",
    address: str | None = None,
    progress: Progress | None = None,
) -> Summary:
    """Play ``games`` games (seeds ``seed`` .. ``seed + games - 1``) and sum them up.

    ``bot_names_or_factories`` is one bot for every seat or one per seat: a name that
    :func:`meeple.agents.make_agent` knows ("random", "bot", "heuristic"...) or a factory
    ``(game, seat, seed) -> agent`` (a module-level one, to run in several processes).
    Pass a list as ``results`` to receive every :class:`GameResult`, in seed order.

    ``backend`` is "local" (``processes`` worker processes, or this one) or "ray": one Ray
    task per chunk of seeds, on the cluster at ``address`` ("auto", "HOST:PORT") or on a
    local Ray with ``processes`` CPUs. Ray is started here unless it already runs, and then
    stopped again. Either way the results, and so the summary, are those of a serial run
    (timings apart). ``progress`` is called with the number of games that just ended.
    """
    if backend not in BACKENDS:
        raise InvalidConfig(f"unknown backend {backend!r}: choose one of {', '.join(BACKENDS)}")
    game = load(game_id)
    full = game.check_config(config)
    specs = _seat_specs(bot_names_or_factories, full["players"])
    if games < 0:
        raise InvalidConfig("the number of games cannot be negative")
    job: Job = (game_id, full, specs, list(range(seed, seed + games)))
    started = time.perf_counter()
    if backend == "ray":
        done = _run_ray(job, address, processes, progress)
    else:
        done = _run_local(job, processes, progress)
    summary = summarize(game_id, full, [_spec_name(s) for s in specs], seed, done)
    summary.seconds = time.perf_counter() - started
    if results is not None:
        results.extend(done)
    return summary


def summarize(
    game_id: str,
    config: dict[str, Any],
    bots: list[str],
    seed: int,
    results: Iterable[GameResult],
) -> Summary:
    done = list(results)
    n = len(done)
    summary = Summary(game=game_id, config=config, bots=bots, games=n, seed=seed)
    if not n:
        return summary
    summary.wins = sum(1 for r in done if r.won)
    summary.win_rate = summary.wins / n
    summary.win_low, summary.win_high = wilson(summary.wins, n)
    summary.mean_steps = sum(r.steps for r in done) / n
    players = len(done[0].returns)
    summary.mean_returns = [sum(r.returns[s] for r in done) / n for s in range(players)]
    summary.reasons = dict(Counter(r.reason for r in done).most_common())
    summary.decisions = sum(r.decisions for r in done)
    spent = sum(r.decision_seconds for r in done)
    summary.mean_decision_ms = 1000 * spent / summary.decisions if summary.decisions else 0.0
    ranked = [r.firsts for r in done if r.firsts is not None]
    if ranked:
        summary.firsts = [
            sum(1 / len(firsts) for firsts in ranked if seat in firsts) for seat in range(players)
        ]
        summary.ties = sum(len(firsts) > 1 for firsts in ranked)
    scored = [r.scores for r in done if r.scores is not None]
    if scored:
        summary.scores = [ScoreStats.of([s[seat] for s in scored]) for seat in range(players)]
    return summary


__all__ = [
    "BACKENDS",
    "GameResult",
    "ScoreStats",
    "Summary",
    "chunk_size",
    "play_game",
    "run_games",
    "run_jobs",
    "summarize",
    "wilson",
]
