"""An arena: the bots of a competitive game play each other in every seat, and are rated.

>>> arena = run_arena("doodle-jump", {"players": 2}, ["easy", "normal"], games=4)
>>> arena.games, sorted(standing.bot for standing in arena.standings)
(4, ['easy', 'normal'])

**Seats.** A seat assignment gives each seat one of the K bots; the arena plays every
assignment that uses min(K, seats) different bots (with more seats than bots, a bot fills
several seats). Those assignments are played in rounds of K: a round takes one assignment
and its K relabellings (bot i -> bot i + r, modulo K), so each bot sits in every seat once
a round, and every game of a round has the same seed: the seat luck of a deal cancels out.
With 2 bots and 2 seats the rounds are AB, BA; AB, BA... A run is a whole number of rounds
(the games asked for, rounded up); after every assignment has had its round, they start
again, so a long run also plays each bot after each other bot equally often.

**Places.** A game's ranking is the game's own (tie-breaks applied); seats sharing the first
place (:attr:`Outcome.tied`) share it. A bot that fills several seats of one game counts
once, at its best place: that is the place its strategy earned, and a rating model takes
one rank per player. So its win share is 1/k when k different bots share the first place,
and the head-to-head of two bots compares their best places (a shared place counting 1/2
for each). The per-seat figures are those of the seats themselves: a seat sharing the first
place with k - 1 others gets 1/k. A game stopped at the step limit ranks nobody: it is
counted in :attr:`Arena.unfinished` and left out of every share and rating.

**Ratings.** One openskill Plackett-Luce rating per bot name, updated game after game in
the order of the schedule, so a run gives the same figures whatever the number of processes.
The ordinal (mu - 3 sigma, a rating the bot is very likely above) orders the standings.
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from openskill.models import PlackettLuce

from meeple.agents import make_agent
from meeple.engine.errors import InvalidConfig
from meeple.engine.registry import load
from meeple.sim.results import Row, rows_of
from meeple.sim.runner import GameResult, Job, Progress, Summary, run_jobs, wilson

Assignment = tuple[int, ...]  # seat -> the index of its bot


@dataclass
class Standing:
    """How one bot did: its first places, its rating, and its first places seat by seat."""

    bot: str
    games: int = 0  # finished games it played
    wins: float = 0.0  # first places, a place shared by k bots counting 1/k
    win_rate: float = 0.0
    win_low: float = 0.0  # 95% Wilson interval of the win rate
    win_high: float = 0.0
    mu: float = 0.0  # the openskill rating ...
    sigma: float = 0.0
    ordinal: float = 0.0  # ... and mu - 3 sigma, which orders the standings
    seat_games: list[int] = field(default_factory=list)  # games it played in each seat
    seat_wins: list[float] = field(default_factory=list)  # first places of that seat
    seat_rates: list[float | None] = field(default_factory=list)  # None: never sat there


@dataclass
class HeadToHead:
    """Two bots in the games they both played: how often the first finished ahead."""

    bot: str
    other: str
    games: int = 0
    ahead: float = 0.0  # games ``bot`` finished ahead, a shared place counting 1/2
    share: float = 0.0


@dataclass
class ArenaGame:
    """One game of the arena: the bot of each seat, its round, and how it ended."""

    round: int
    bots: list[str]
    result: GameResult


@dataclass
class Arena:
    """What an arena came to: the standings (best rating first) and the head-to-heads."""

    game: str
    config: dict[str, Any]
    bots: list[str]  # as given
    games: int
    seed: int
    rounds: int  # of len(bots) games each, one seed a round
    assignments: int  # seat assignments in a full cycle of rounds
    unfinished: int = 0  # stopped at the step limit: left out of every figure
    ties: int = 0  # finished games whose first place was shared
    seconds: float = 0.0
    standings: list[Standing] = field(default_factory=list)
    head_to_head: list[HeadToHead] = field(default_factory=list)  # every ordered pair

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def meeting(self, bot: str, other: str) -> HeadToHead:
        return next(h for h in self.head_to_head if h.bot == bot and h.other == other)

    def describe_config(self) -> str:
        """The run in one line: game, options, bots, games, rounds and seed."""
        options = ", ".join(f"{k}={v}" for k, v in self.config.items() if v is not None)
        line = (
            f"{self.game} ({options}), bots {', '.join(self.bots)}, {self.games} games "
            f"from seed {self.seed}: {self.rounds} rounds of {len(self.bots)} "
            f"(one seed a round, every bot in every seat), "
            f"{self.assignments} seat assignments in a cycle"
        )
        if self.unfinished:
            line += f"; {self.unfinished} unfinished (step limit), not counted"
        return line


def seat_rounds(bots: int, seats: int) -> Iterator[list[Assignment]]:
    """The rounds of seat assignments, endlessly: each round an assignment and its
    ``bots`` relabellings, so that each bot sits in each seat once a round."""
    while True:
        for first in _representatives(bots, seats):
            yield [_relabel(first, shift, bots) for shift in range(bots)]


def _representatives(bots: int, seats: int) -> Iterator[Assignment]:
    """One assignment from each set of relabellings (the least), in order."""
    if bots >= seats:  # every seat a different bot
        every: Iterator[Assignment] = itertools.permutations(range(bots), seats)
    else:  # every bot in at least one seat
        every = (a for a in itertools.product(range(bots), repeat=seats) if len(set(a)) == bots)
    for assignment in every:
        if all(assignment < _relabel(assignment, shift, bots) for shift in range(1, bots)):
            yield assignment


def _relabel(assignment: Assignment, shift: int, bots: int) -> Assignment:
    return tuple((bot + shift) % bots for bot in assignment)


def cycle_length(bots: int, seats: int) -> int:
    """How many seat assignments a full cycle of rounds plays."""
    if bots >= seats:
        return math.perm(bots, seats)
    # surjections, by inclusion-exclusion over the bots left out
    return sum(
        (-1) ** left * math.comb(bots, left) * (bots - left) ** seats for left in range(bots + 1)
    )


def check_arena(game_id: str, config: dict[str, Any] | None, bots: Sequence[str]) -> dict[str, Any]:
    """The full configuration, once the game, its players and the bots are fit for an
    arena; :class:`InvalidConfig` naming what is not."""
    game = load(game_id)
    if game.info.utility == "cooperative":
        raise InvalidConfig(
            f"{game.id} is co-operative (its players win or lose together): "
            "the arena needs a competitive game"
        )
    full = game.check_config(config)
    if full["players"] < 2:
        raise InvalidConfig(f"the arena needs at least 2 players, not {full['players']}")
    if len(bots) < 2:
        named = f" (only {', '.join(map(repr, bots))})" if bots else ""
        raise InvalidConfig(f"the arena needs at least 2 bots to play each other{named}")
    for index, name in enumerate(bots):
        if name in bots[:index]:
            raise InvalidConfig(f"bot {name!r} is named twice: each bot has one rating")
        make_agent(game, name, 0, 0)  # an unknown name is an error before any game
    return full


def run_arena(
    game_id: str,
    config: dict[str, Any] | None,
    bots: Sequence[str],
    games: int,
    seed: int = 0,
    processes: int = 1,
    results: list[ArenaGame] | None = None,
    *,
    progress: Progress | None = None,
) -> Arena:
    """Play at least ``games`` games (whole rounds of ``len(bots)``) between ``bots``, round
    ``r`` with seed ``seed + r``, in ``processes`` processes; rate and count them.

    ``bots`` are names :func:`meeple.agents.make_agent` knows, each at most once. Pass a
    list as ``results`` to receive every game, in the order they were rated.
    """
    names = list(bots)
    full = check_arena(game_id, config, names)
    if games < 1:
        raise InvalidConfig("the arena needs at least 1 game")
    players = full["players"]
    rounds = -(-games // len(names))
    schedule = [
        (number, assignment)
        for number, round_ in zip(range(rounds), seat_rounds(len(names), players), strict=False)
        for assignment in round_
    ]
    started = time.perf_counter()
    played = _play(game_id, full, names, schedule, seed, processes, progress)
    arena = Arena(
        game=game_id,
        config=full,
        bots=names,
        games=len(played),
        seed=seed,
        rounds=rounds,
        assignments=cycle_length(len(names), players),
    )
    _count(arena, played, [assignment for _, assignment in schedule])
    arena.seconds = time.perf_counter() - started
    if results is not None:
        results.extend(played)
    return arena


def _play(
    game_id: str,
    config: dict[str, Any],
    names: list[str],
    schedule: list[tuple[int, Assignment]],
    seed: int,
    processes: int,
    progress: Progress | None,
) -> list[ArenaGame]:
    """Every game of the schedule, in its order: one job of the runner per assignment."""
    seeds: dict[Assignment, list[int]] = {}
    for number, assignment in schedule:
        seeds.setdefault(assignment, []).append(seed + number)
    jobs: list[Job] = [
        (game_id, config, [names[bot] for bot in assignment], game_seeds)
        for assignment, game_seeds in seeds.items()
    ]
    done = run_jobs(jobs, processes, progress)
    by_game = {
        (assignment, result.seed): result
        for assignment, results in zip(seeds, done, strict=True)
        for result in results
    }
    return [
        ArenaGame(number, [names[bot] for bot in assignment], by_game[assignment, seed + number])
        for number, assignment in schedule
    ]


def _count(arena: Arena, played: list[ArenaGame], assignments: list[Assignment]) -> None:
    """Fill the standings and head-to-heads of ``arena`` from its games, in order."""
    names = arena.bots
    seats = arena.config["players"]
    model = PlackettLuce()
    ratings = [model.rating(name=name) for name in names]
    standings = [Standing(name, seat_games=[0] * seats, seat_wins=[0.0] * seats) for name in names]
    meetings = {
        (a, b): HeadToHead(names[a], names[b])
        for a, b in itertools.permutations(range(len(names)), 2)
    }
    for game, assignment in zip(played, assignments, strict=True):
        result = game.result
        if result.ranking is None or result.firsts is None:
            arena.unfinished += 1
            continue
        arena.ties += len(result.firsts) > 1
        best = _best_places(result.ranking, len(result.firsts), assignment)
        winners = [bot for bot, place in best.items() if place == 0]
        for bot in best:
            standings[bot].games += 1
            standings[bot].wins += 1 / len(winners) if bot in winners else 0.0
        for seat, bot in enumerate(assignment):
            standings[bot].seat_games[seat] += 1
            if seat in result.firsts:
                standings[bot].seat_wins[seat] += 1 / len(result.firsts)
        for a, b in itertools.permutations(best, 2):
            meetings[a, b].games += 1
            meetings[a, b].ahead += 1.0 if best[a] < best[b] else 0.5 if best[a] == best[b] else 0.0
        order = list(best)
        rated = model.rate([[ratings[bot]] for bot in order], ranks=[best[b] + 1.0 for b in order])
        for bot, (rating,) in zip(order, rated, strict=True):
            ratings[bot] = rating
    for standing, rating in zip(standings, ratings, strict=True):
        standing.win_rate = standing.wins / standing.games if standing.games else 0.0
        standing.win_low, standing.win_high = wilson(standing.wins, standing.games)
        standing.mu, standing.sigma, standing.ordinal = rating.mu, rating.sigma, rating.ordinal()
        standing.seat_rates = [
            wins / games if games else None
            for wins, games in zip(standing.seat_wins, standing.seat_games, strict=True)
        ]
    for meeting in meetings.values():
        meeting.share = meeting.ahead / meeting.games if meeting.games else 0.0
    order = sorted(range(len(names)), key=lambda bot: -standings[bot].ordinal)
    arena.standings = [standings[bot] for bot in order]
    arena.head_to_head = list(meetings.values())


def _best_places(ranking: Sequence[int], tied: int, assignment: Assignment) -> dict[int, int]:
    """Each bot's best place (0 = first, shared by the ``tied`` seats at the head)."""
    best: dict[int, int] = {}
    for position, seat in enumerate(ranking):
        place = 0 if position < tied else position
        bot = assignment[seat]
        best[bot] = min(best.get(bot, place), place)
    return best


def arena_rows(played: Sequence[ArenaGame], arena: Arena) -> list[Row]:
    """One results row per game (the format of ``meeple simulate --out``), in order."""
    rows: list[Row] = []
    for game in played:
        summary = Summary(
            game=arena.game, config=arena.config, bots=game.bots, games=1, seed=arena.seed
        )
        rows.extend(rows_of(summary, [game.result]))
    return rows


__all__ = [
    "Arena",
    "ArenaGame",
    "HeadToHead",
    "Standing",
    "arena_rows",
    "check_arena",
    "cycle_length",
    "run_arena",
    "seat_rounds",
]
