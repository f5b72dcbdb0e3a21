"""Bot decisions off the event loop: a pool of worker processes, a time limit per decision,
and a random legal action when a bot fails or runs out of time.

A decision is a pure function of the position, the table's bots and a seed: the worker
rebuilds the state from its canonical JSON text (exact, and about 30 us each way for every
game) and the bots from their names, so any worker can take any decision. A bot's memory
between two decisions (a plan it was following) is therefore not kept.

The stub bots (:func:`stub_bot`) are for tests and benches only, and are known only to a
pool made with ``stub_bots=True``::

    "burn-2s"   burns 2 s of CPU, then plays a random legal action
    "sleep-2s"  sleeps 2 s, then plays a random legal action
    "fail"      raises
    "crash"     ends its worker process at once
"""

from __future__ import annotations

import asyncio
import json
import logging
import multiprocessing
import os
import re
import time
import traceback
from collections.abc import Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from meeple.agents import make_agent
from meeple.engine.agent import Agent
from meeple.engine.driver import interjection
from meeple.engine.game import Action, Game, Seat, State
from meeple.engine.registry import game_ids, load
from meeple.engine.rng import Rng

log = logging.getLogger("meeple.server.bots")

TIMEOUT = "timeout"
ERROR = "error"
START_TIMEOUT = 60.0  # seconds for a new pool's workers to start and import every game
ATTEMPTS = 2  # tries of a decision whose pool broke under it (another decision's recycle)


class PoolClosed(RuntimeError):
    """A decision asked of (or running on) a pool that was closed."""


@dataclass(frozen=True)
class Decision:
    """What the table's bots want now: an action id (None: nothing to do), and whether a
    random legal action stood in for a bot that failed ("error") or ran out of time
    ("timeout"); ``detail`` says why, for the server's log."""

    action_id: str | None
    fallback: str | None = None
    detail: str = ""


def default_workers() -> int:
    """One worker per core but one, which is left to the event loop; at least one."""
    return max(1, (os.cpu_count() or 1) - 1)


class BotPool:
    """Runs bot decisions in worker processes, ``workers`` at a time (more wait their
    turn on the event loop, which does not count against their time limit).

    The processes start on the first decision and after each recycle: a decision that
    runs past its time limit has every worker killed (the stuck one cannot be told apart)
    and the decisions caught in the kill are tried again on a new pool. Use the pool from
    one event loop only."""

    def __init__(
        self,
        workers: int | None = None,
        *,
        stub_bots: bool = False,
        start_timeout: float = START_TIMEOUT,
    ) -> None:
        workers = default_workers() if workers is None else workers
        if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
            raise ValueError(f"workers must be a whole number of at least 1, not {workers!r}")
        self.workers = workers
        self.stub_bots = stub_bots
        self.start_timeout = start_timeout
        self.recycles = 0  # pools killed so far (a timeout, a crash): for tests and logs
        self._executor: ProcessPoolExecutor | None = None
        self._generation = 0
        self._slots = asyncio.Semaphore(workers)
        self._starting = asyncio.Lock()
        self._closed = False

    async def decide(
        self, state: State, bots: Mapping[Seat, str], *, seed: int, timeout: float
    ) -> Decision:
        """The action the bots at ``bots`` (seat -> bot name) want in ``state``: the first
        out-of-turn action of a bot other than the seat to move's, else the move of the
        seat to move if it is a bot's. Never raises for a bot's fault: a bot that fails or
        takes more than ``timeout`` seconds is replaced by a random legal action of the
        seat to move (seeded by ``seed``), or by nothing if that seat is not a bot's."""
        check_bots(state, bots)
        seat = state.to_move()
        if seat is None or not has_work(state, bots, seat):
            return Decision(None)
        job = (state.game.id, state.serialize(), dict(bots), seed, self.stub_bots)
        try:
            action_id, error = await self._run(job, timeout)
        except TimeoutError:
            return fallback(state, bots, seed, TIMEOUT, f"no decision within {timeout} s")
        except BrokenProcessPool as broken:
            return fallback(state, bots, seed, ERROR, f"the worker died: {broken}")
        if error is not None:
            return fallback(state, bots, seed, ERROR, error)
        return Decision(action_id)

    def close(self) -> None:
        """Kill the workers and refuse new decisions; a decision under way raises
        :class:`PoolClosed` (a server that stops has no move to make)."""
        self._closed = True
        self._stop(wait=True)

    async def _run(self, job: Job, timeout: float) -> Answer:
        for attempt in range(1, ATTEMPTS + 1):
            try:
                return await self._attempt(job, timeout)
            except BrokenProcessPool:
                if self._closed:
                    raise PoolClosed("the bot pool was closed during the decision") from None
                if attempt == ATTEMPTS:
                    raise
        raise AssertionError("unreachable")  # pragma: no cover

    async def _attempt(self, job: Job, timeout: float) -> Answer:
        """One try on a free worker; a broken pool or a timeout has the pool recycled."""
        await self._slots.acquire()
        generation, future = self._generation, None
        try:
            executor, generation = await self._ready()
            future = executor.submit(decide_in_worker, *job)
            return await asyncio.wait_for(asyncio.wrap_future(future), timeout)
        except (TimeoutError, BrokenProcessPool):
            self._recycle(generation)
            raise
        finally:
            self._free_slot(future, generation, timeout)

    def _free_slot(self, future: Future[Answer] | None, generation: int, timeout: float) -> None:
        """Give the worker back now, or, if the caller was cancelled while it works, once it
        is done: the pool is recycled if that takes more than ``timeout`` seconds again."""
        if future is None or future.done():
            self._slots.release()
            return
        loop = asyncio.get_running_loop()
        overdue = loop.call_later(timeout, self._recycle, generation)

        def freed() -> None:
            overdue.cancel()
            self._slots.release()

        def done(_: Future[Answer]) -> None:
            if not loop.is_closed():
                loop.call_soon_threadsafe(freed)

        future.add_done_callback(done)

    async def _ready(self) -> tuple[ProcessPoolExecutor, int]:
        """The running pool, started (every worker up and every game imported) if none."""
        async with self._starting:
            if self._closed:
                raise PoolClosed("the bot pool is closed")
            if self._executor is None:
                self._executor = ProcessPoolExecutor(
                    self.workers,
                    mp_context=multiprocessing.get_context("spawn"),  # the server has threads
                    initializer=import_every_game,
                )
                self._generation += 1
                await self._start(self._executor, self._generation)
            return self._executor, self._generation

    async def _start(self, executor: ProcessPoolExecutor, generation: int) -> None:
        # Spawning a worker and importing the games takes a good part of a second: done
        # here, it does not eat into the first decisions' time limits.
        starts = [asyncio.wrap_future(executor.submit(os.getpid)) for _ in range(self.workers)]
        try:
            await asyncio.wait_for(asyncio.gather(*starts), self.start_timeout)
        except BaseException:
            self._recycle(generation)
            raise

    def _recycle(self, generation: int) -> None:
        """Kill the workers of pool ``generation`` if it is still the one in use; the next
        decision starts a new pool. Decisions running on it get BrokenProcessPool."""
        if self._executor is not None and generation == self._generation:
            self.recycles += 1
            self._stop(wait=False)

    def _stop(self, wait: bool) -> None:
        executor, self._executor = self._executor, None
        if executor is None:
            return
        for process in list(executor._processes.values()):  # no public way to kill them
            process.kill()
        executor.shutdown(wait=wait)  # the kill fails what was submitted: BrokenProcessPool


# -- in the parent: checks and the fallback ------------------------------------------------


def check_bots(state: State, bots: Mapping[Seat, str]) -> None:
    """Refuse a seat that is not one of the state's, or a name that is not a string."""
    for seat, name in bots.items():
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
            raise ValueError(f"bots: {seat!r} is not a seat of a {state.players}-player game")
        if not isinstance(name, str):
            raise ValueError(f"bots: seat {seat}'s bot must be named by a string, not {name!r}")


def has_work(state: State, bots: Mapping[Seat, str], seat: Seat) -> bool:
    """Whether a bot may act now: the seat to move's, or another with a legal action."""
    return seat in bots or any(state.legal_actions(other) for other in bots if other != seat)


def fallback(state: State, bots: Mapping[Seat, str], seed: int, why: str, detail: str) -> Decision:
    """A uniformly random legal action of the seat to move if a bot plays it, else none
    (a failed interjection is simply not made)."""
    log.warning("a bot's decision in %s failed (%s): %s", state.game.id, why, detail)
    seat = state.to_move()
    legal = state.legal_actions(seat) if seat in bots else []
    if not legal:
        return Decision(None, why, detail)
    return Decision(state.action_id(Rng(seed).choice(legal)), why, detail)


# -- in the worker -------------------------------------------------------------------------

Job = tuple[str, str, dict[Seat, str], int, bool]
Answer = tuple[str | None, str | None]  # (action id, error)


def import_every_game() -> None:
    """The worker's initializer: import the games now rather than in a first decision."""
    for game_id in game_ids():
        load(game_id)


def decide_in_worker(
    game_id: str, state_text: str, bots: dict[Seat, str], seed: int, stub_bots: bool
) -> Answer:
    """The bots' action id in the state ``state_text`` (canonical JSON), or an error text.
    Errors come back as text: an exception of a bot's own class might not unpickle."""
    try:
        game = load(game_id)
        state = game.state_from_json(json.loads(state_text))
        agents = {seat: make_bot(game, name, seat, seed, stub_bots) for seat, name in bots.items()}
        action = wanted_action(state, agents)
        if action is None:
            return None, None
        if action not in state.legal_actions() or isinstance(action, bool):
            return None, f"the bot chose {action!r}, which is not a legal action"
        return state.action_id(action), None
    except Exception:
        return None, traceback.format_exc(limit=-4)


def wanted_action(state: State, agents: Mapping[Seat, Agent]) -> Action | None:
    """As a table moves on: an interjection first, else the seat to move's bot, if any."""
    seat = state.to_move()
    if seat is None:
        return None
    action = interjection(state, agents, seat)
    if action is None and seat in agents:
        action = agents[seat].act(state, seat)
    return action


def make_bot(game: Game, name: str, seat: Seat, seed: int, stub_bots: bool = False) -> Agent:
    """:func:`make_agent`, and the stub bots too if ``stub_bots``."""
    if stub_bots:
        stub = stub_bot(name, seed)
        if stub is not None:
            return stub
    return make_agent(game, name, seat, seed)


# -- stub bots, for tests and benches --------------------------------------------------------

_TIMED_STUB = re.compile(r"(burn|sleep)-(\d{1,4}(?:\.\d{1,3})?)s")


def stub_bot(name: str, seed: int) -> Agent | None:
    """The stub bot called ``name`` (see the module's docstring), or None."""
    timed = _TIMED_STUB.fullmatch(name)
    if timed is not None:
        return StubBot(seed, timed[1], float(timed[2]))
    if name in ("fail", "crash"):
        return StubBot(seed, name, 0.0)
    return None


class StubBot:
    """Burns CPU, sleeps, fails or crashes as told, then plays a random legal action."""

    def __init__(self, seed: int, behaviour: str, seconds: float) -> None:
        self.rng = Rng(seed)
        self.behaviour = behaviour
        self.seconds = seconds

    def act(self, state: State, seat: Seat) -> Action:
        if self.behaviour == "burn":
            burn_cpu(self.seconds)
        elif self.behaviour == "sleep":
            time.sleep(self.seconds)
        elif self.behaviour == "fail":
            raise RuntimeError("the stub bot 'fail' fails, as it is meant to")
        elif self.behaviour == "crash":
            os._exit(3)
        return self.rng.choice(state.legal_actions(seat))

    def interject(self, state: State, seat: Seat) -> Action | None:
        return None


def burn_cpu(seconds: float) -> None:
    """Keep this process's CPU busy for ``seconds`` of its own CPU time."""
    end = time.process_time() + seconds
    while time.process_time() < end:
        sum(range(1000))


__all__ = [
    "ERROR",
    "TIMEOUT",
    "BotPool",
    "Decision",
    "PoolClosed",
    "default_workers",
    "make_bot",
    "stub_bot",
]
