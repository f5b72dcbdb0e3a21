"""``meeple bench server``: the web server under load, played through its real API.

The benchmark starts the server in its own process (``meeple serve``, on ``MEEPLE_DB`` if
set, else on a fresh SQLite file in a temporary folder), opens ``tables`` tables whose
every seat is an ``invite`` seat, and hands the seats to client processes. Each client
process runs one asyncio loop with one WebSocket per seat and plays as a person would:
when a ``state`` message says it is its seat's decision (``to_move == seat`` and the seat
has actions), it waits a think time, picks one of its legal actions at random (seeded)
and sends ``{"type": "act", ...}``. A finished table is replaced by a new one, so
``tables`` games are always being played.

What is measured, between the moment every seat is connected and the deadline:

- moves per second: the actions the server acknowledged;
- move latency: from sending ``act`` to receiving, on the same socket, the first
  ``state`` whose step is larger (p50, p95, p99);
- errors: every ``error`` message (``stale`` included: with one client per seat it must
  not happen), every failed table creation, every socket that closed before its table
  ended and every action still unanswered ``ANSWER_TIMEOUT`` seconds after the deadline;
- server memory per table: the growth of the server's resident memory (``VmRSS``) from
  before the tables were created to the deadline, divided by ``tables``.

Then the integrity check: for every table played, the record the server stored must hold
exactly the actions the clients saw acknowledged, in order, and replaying it must give
the state the server stored. A table that fails counts in ``lost_or_duplicated``.

Think time: ``think_ms`` times a uniform factor from 0.5 to 1.5 (default 1000 ms, about
the pace of a quick human player; 0 plays as fast as the server answers, which measures
the server's capacity rather than its latency).

The clients share the machine with the server, as do any other processes: the result also
gives the server's CPU use and the share of the window it spent waiting for a core
(``server_waiting_percent``), and how late the clients' own loops ran
(``client_lag_p99_ms``), so that a latency caused by a busy machine can be told apart from
one caused by the server.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import multiprocessing
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from meeple.engine.errors import MeepleError
from meeple.engine.record import Record

READY_TIMEOUT = 30.0  # seconds for the server to answer GET /api/games
CONNECT_TIMEOUT = 60.0  # seconds for every client to connect all its seats
ANSWER_TIMEOUT = 10.0  # seconds after the deadline for the last actions to be answered
HTTP_TIMEOUT = 30.0
CONNECT_AT_ONCE = 32  # sockets a client opens concurrently at start
LAG_TICK = 0.05  # seconds between two checks of how late a client's loop runs
MAX_RETRIES = 3  # refused actions in a row on one step before a seat gives up


@dataclass(frozen=True)
class LoadOptions:
    tables: int = 200
    seconds: float = 30.0
    think_ms: float = 1000.0
    clients: int = 1
    game: str = "forbidden-island"
    players: int = 2
    seed: int = 0
    db: str | None = None  # None: MEEPLE_DB, else a fresh SQLite file


@dataclass
class LoadResult:
    options: LoadOptions
    seconds: float  # the measured window
    moves: int
    latencies_ms: list[float]
    sent_times: list[float]  # when each timed action was sent, seconds from the start
    client_lags_ms: list[float]  # how late the clients' loops ran their timers
    server_cpu: float  # the server's CPU time over the window, in cores
    server_waiting: float  # the time its threads were ready to run but got no CPU, same
    errors: Counter[str]
    tables_played: int
    tables_finished: int
    rss_start_kb: int
    rss_end_kb: int
    latency_tables: list[str] = field(default_factory=list)  # the table of each latency
    tables_checked: int = 0
    lost_or_duplicated: int = 0
    integrity_problems: list[str] = field(default_factory=list)

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds if self.seconds else 0.0

    def percentile(self, q: float) -> float:
        return percentile(self.latencies_ms, q)

    @property
    def memory_per_table_kb(self) -> float:
        return (self.rss_end_kb - self.rss_start_kb) / self.options.tables

    @property
    def cpu_ms_per_move(self) -> float:
        """The server's CPU (every thread's) over the window, in ms, per move played."""
        return self.server_cpu * self.seconds * 1000 / self.moves if self.moves else 0.0

    def to_json(self) -> dict[str, Any]:
        lat = self.latencies_ms
        return {
            "moves_per_second": round(self.moves_per_second, 2),
            "p50_ms": round(self.percentile(50), 2),
            "p95_ms": round(self.percentile(95), 2),
            "p99_ms": round(self.percentile(99), 2),
            "errors": sum(self.errors.values()),
            "memory_per_table_kb": round(self.memory_per_table_kb, 1),
            "lost_or_duplicated": self.lost_or_duplicated,
            "max_ms": round(max(lat), 2) if lat else 0.0,
            "server_cpu_percent": round(self.server_cpu * 100, 1),
            "server_cpu_ms_per_move": round(self.cpu_ms_per_move, 3),
            "server_waiting_percent": round(self.server_waiting * 100, 1),
            "client_lag_p99_ms": round(percentile(self.client_lags_ms, 99), 2),
            "moves": self.moves,
            "seconds": round(self.seconds, 3),
            "tables": self.options.tables,
            "tables_played": self.tables_played,
            "tables_finished": self.tables_finished,
            "tables_checked": self.tables_checked,
            "think_ms": self.options.think_ms,
            "clients": self.options.clients,
            "game": self.options.game,
            "error_kinds": dict(self.errors),
            "server_rss_start_kb": self.rss_start_kb,
            "server_rss_end_kb": self.rss_end_kb,
            "integrity_problems": self.integrity_problems[:10],
        }

    def describe(self) -> str:
        o = self.options
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.errors.items())) or "none"
        lines = [
            f"server: {o.tables} {o.game} tables of {o.players}, {o.clients} client"
            f" process{'es' if o.clients > 1 else ''}, think {o.think_ms:g} ms,"
            f" {self.seconds:.1f} s",
            f"moves per second:     {self.moves_per_second:,.1f} ({self.moves:,} moves)",
            f"move latency:         p50 {self.percentile(50):.1f} ms, p95"
            f" {self.percentile(95):.1f} ms, p99 {self.percentile(99):.1f} ms,"
            f" max {max(self.latencies_ms, default=0.0):.1f} ms",
            f"errors:               {sum(self.errors.values())} ({kinds})",
            f"memory per table:     {self.memory_per_table_kb:,.1f} KB"
            f" (server RSS {self.rss_start_kb / 1024:,.1f} -> {self.rss_end_kb / 1024:,.1f} MB)",
            f"server CPU:           {self.server_cpu:.0%} of a core,"
            f" {self.cpu_ms_per_move:.2f} ms a move; waited for a core"
            f" {self.server_waiting:.0%} (other processes busy); client loop lag p99"
            f" {percentile(self.client_lags_ms, 99):.1f} ms",
            f"tables played:        {self.tables_played} ({self.tables_finished} finished)",
            f"lost or duplicated:   {self.lost_or_duplicated} of {self.tables_checked}"
            " tables checked",
        ]
        lines += [f"  {problem}" for problem in self.integrity_problems[:10]]
        return "\n".join(lines)


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (nearest rank) of ``values``; 0 when there are none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))  # ceil(n q / 100), at least 1
    return ordered[min(len(ordered), int(rank)) - 1]


# -- the server ----------------------------------------------------------------------------


@dataclass
class Server:
    process: subprocess.Popen[bytes]
    url: str
    log: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def rss_kb(self) -> int:
        return read_rss_kb(self.pid)

    def cpu(self) -> tuple[float, float]:
        return read_cpu(self.pid)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)  # uvicorn shuts down cleanly on ^C
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def log_tail(self, lines: int = 20) -> str:
        try:
            text = self.log.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
        return "\n".join(text.splitlines()[-lines:])


ServerCommand = Callable[[int, str], list[str]]


# The benchmark is one address playing the part of many people: the limits a server puts
# on what one address may create would refuse it. (The creations scenario of
# meeple.bench.scenarios, which measures them, gives ``limits=[]``: the server's defaults.)
LIFTED_LIMITS = (
    *("--tables-per-minute", "1000000"),
    *("--table-burst", "1000000"),
    *("--tables-per-client", "1000000"),
)


def serve_command(port: int, db: str, limits: Sequence[str] = LIFTED_LIMITS) -> list[str]:
    """``meeple serve`` in a fresh interpreter (the benchmark's own Python), with
    ``limits`` (its options)."""
    host = ["--host", "127.0.0.1", "--port", str(port)]
    return [sys.executable, "-m", "meeple.cli", "serve", *host, "--db", db, *limits]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def read_cpu(pid: int) -> tuple[float, float]:
    """(seconds a process has run, seconds its threads waited for a CPU), or zeros."""
    ran = waited = 0
    try:
        for thread in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{thread}/schedstat", encoding="ascii") as stat:
                on_cpu, on_queue, _ = stat.read().split()
            ran += int(on_cpu)
            waited += int(on_queue)
    except (OSError, ValueError):
        pass
    return ran / 1e9, waited / 1e9


def read_rss_kb(pid: int) -> int:
    """A process's resident memory in KB (``VmRSS`` of ``/proc/<pid>/status``)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def start_server(db: str, workdir: Path, command: ServerCommand = serve_command) -> Server:
    port = free_port()
    log = workdir / "server.log"
    with open(log, "wb") as out:
        process = subprocess.Popen(
            command(port, db), stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL
        )
    server = Server(process, f"http://127.0.0.1:{port}", log)
    deadline = time.monotonic() + READY_TIMEOUT
    while True:
        if process.poll() is not None:
            raise MeepleError(
                f"the server stopped at start (exit code {process.returncode}):"
                f" {server.log_tail(5)}"
            )
        try:
            http_json(server.url + "/api/games", timeout=2)
            return server
        except (OSError, ValueError):
            if time.monotonic() > deadline:
                server.stop()
                raise MeepleError(f"the server did not answer within {READY_TIMEOUT:g} s") from None
            time.sleep(0.1)


def http_json(url: str, body: Any = None, timeout: float = HTTP_TIMEOUT) -> Any:
    """GET (or POST ``body`` as JSON to) ``url``; the JSON answer."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method="GET" if data is None else "POST")
    if data is not None:
        request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=timeout) as answer:
        return json.loads(answer.read())


def create_table(base_url: str, game: str, players: int) -> tuple[str, list[str]]:
    """A new table with every seat an invite: (table id, each seat's token)."""
    body = {
        "game": game,
        "config": {"players": players},
        "seats": [{"kind": "invite"} for _ in range(players)],
    }
    try:
        answer = http_json(base_url + "/api/tables", body)
    except urllib.error.HTTPError as error:
        detail = error.read().decode(errors="replace")
        raise MeepleError(f"the server refused a new table ({error.code}): {detail}") from None
    seats = sorted(answer["seats"], key=lambda seat: seat["seat"])
    tokens = [seat["link"].rsplit("/", 1)[-1] for seat in seats]
    return answer["table"], tokens


# -- the client processes -----------------------------------------------------------------


@dataclass
class ClientJob:
    index: int
    base_url: str
    tables: list[tuple[str, list[str]]]
    game: str
    players: int
    think_ms: float
    seed: int


class SeatPlayer:
    """One seat of one table, played through its own WebSocket."""

    def __init__(self, client: Client, table: TablePlay, seat: int, token: str) -> None:
        self.client = client
        self.table = table
        self.seat = seat
        self.token = token
        self.ws: Any = None
        self.state: dict[str, Any] | None = None
        self.sent_step: int | None = None  # the step of the action awaiting its answer
        self.sent_action = ""
        self.sent_at = 0.0
        self.acted_step = -1  # the last step this seat acted on
        self.retries = 0
        self.timer: asyncio.TimerHandle | None = None

    @property
    def url(self) -> str:
        ws_base = "ws" + self.client.job.base_url.removeprefix("http")
        return f"{ws_base}/ws/{self.table.id}?token={self.token}&lang=en"

    async def connect(self) -> None:
        import websockets

        self.ws = await websockets.connect(self.url, max_size=2**24, compression=None)

    async def listen(self) -> None:
        """Read the socket until it closes."""
        from websockets.exceptions import ConnectionClosed

        client = self.client
        try:
            async for raw in self.ws:
                message = json.loads(raw)
                kind = message.get("type")
                if kind == "state":
                    self.on_state(message)
                elif kind == "error":
                    self.on_error(message)
        except ConnectionClosed:
            pass
        except Exception as error:  # a bad message: count it, do not stop the others
            client.error(f"client-{type(error).__name__}")
        if not (self.table.closing or client.stopping):
            client.error("disconnected")
        self.cancel()

    def on_state(self, message: dict[str, Any]) -> None:
        step = message["step"]
        now = time.monotonic()
        if self.sent_step is not None and step > self.sent_step:
            self.client.answered(self.sent_at, now, self.table.id)
            self.table.acked[self.sent_step] = self.sent_action
            self.sent_step = None
            self.retries = 0
        self.state = message
        self.table.last_step = max(self.table.last_step, step)
        if message.get("outcome") is not None:
            self.table.finish()
            return
        self.schedule()

    def on_error(self, message: dict[str, Any]) -> None:
        self.client.error(str(message.get("code") or "error"))
        if self.sent_step is not None:  # our action was refused: nothing changed
            self.sent_step = None
            self.retries += 1
            if self.retries <= MAX_RETRIES:
                self.acted_step = -1
                self.schedule()

    def schedule(self) -> None:
        """Think, then act, if it is this seat's decision and it has not acted on it."""
        client, state = self.client, self.state
        if not client.playing or self.timer is not None or self.sent_step is not None:
            return
        if state is None or state["to_move"] != self.seat or not state["actions"]:
            return
        if state["step"] <= self.acted_step:
            return
        think = client.job.think_ms / 1000 * client.rng.uniform(0.5, 1.5)
        self.timer = client.loop.call_later(think, self.act)

    def act(self) -> None:
        self.timer = None
        state = self.state
        if not self.client.playing or state is None or self.table.closing:
            return
        action = self.client.rng.choice(state["actions"])["id"]
        self.sent_step = self.acted_step = state["step"]
        self.sent_action = action
        message = json.dumps({"type": "act", "action": action, "step": state["step"]})
        self.sent_at = time.monotonic()
        self.client.spawn(self.send(message))

    async def send(self, message: str) -> None:
        from websockets.exceptions import ConnectionClosed

        with contextlib.suppress(ConnectionClosed):
            await self.ws.send(message)

    def cancel(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


class TablePlay:
    def __init__(self, client: Client, table_id: str, tokens: list[str]) -> None:
        self.client = client
        self.id = table_id
        self.seats = [SeatPlayer(client, self, seat, token) for seat, token in enumerate(tokens)]
        self.acked: dict[int, str] = {}  # step -> the action played on it
        self.last_step = 0
        self.finished = False
        self.closing = False

    def finish(self) -> None:
        """The game is over: leave the table and open another in its place."""
        if self.finished:
            return
        self.finished = True
        self.closing = True
        for seat in self.seats:
            seat.cancel()
            if seat.ws is not None:
                self.client.spawn(seat.ws.close())
        if self.client.playing:
            self.client.spawn(self.client.replace())

    def report(self) -> dict[str, Any]:
        pending = [s.sent_step for s in self.seats if s.sent_step is not None]
        return {
            "actions": [self.acked.get(step) for step in range(self.last_step)],
            "finished": self.finished,
            "pending": pending,
        }


class Client:
    def __init__(self, job: ClientJob) -> None:
        self.job = job
        self.rng = random.Random(job.seed * 1_000_003 + job.index)
        self.loop = asyncio.get_running_loop()
        self.tables: list[TablePlay] = []
        self.tasks: set[asyncio.Task[Any]] = set()
        self.playing = False
        self.stopping = False
        self.start = 0.0
        self.deadline = 0.0
        self.latencies: list[float] = []
        self.sent_times: list[float] = []  # when each timed action was sent, from the start
        self.latency_tables: list[str] = []  # the table of each timed action
        self.lags: list[float] = []  # how late the loop ran a timer, in ms
        self.moves_in_window = 0
        self.errors: Counter[str] = Counter()

    def spawn(self, coroutine: Any) -> None:
        task = self.loop.create_task(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def error(self, kind: str) -> None:
        self.errors[kind] += 1

    def answered(self, sent_at: float, now: float, table_id: str) -> None:
        self.latencies.append((now - sent_at) * 1000)
        self.sent_times.append(sent_at - self.start)
        self.latency_tables.append(table_id)
        if now <= self.deadline:
            self.moves_in_window += 1

    async def open(self, table_id: str, tokens: list[str], limit: asyncio.Semaphore) -> None:
        table = TablePlay(self, table_id, tokens)
        self.tables.append(table)
        for seat in table.seats:
            async with limit:
                await seat.connect()
            self.spawn(seat.listen())

    async def replace(self) -> None:
        """A new table in place of a finished one."""
        job = self.job
        try:
            table_id, tokens = await asyncio.to_thread(
                create_table, job.base_url, job.game, job.players
            )
            if self.playing:
                await self.open(table_id, tokens, asyncio.Semaphore(1))
        except Exception as error:
            self.error(f"new-table-{type(error).__name__}")

    def go(self, start: float, deadline: float) -> None:
        self.start, self.deadline = start, deadline
        self.playing = True
        for table in self.tables:
            for seat in table.seats:
                seat.schedule()

    async def stop(self) -> None:
        """Stop acting, wait for the actions in flight, then leave every table."""
        self.playing = False
        for table in self.tables:
            for seat in table.seats:
                seat.cancel()
        give_up = time.monotonic() + ANSWER_TIMEOUT
        while time.monotonic() < give_up and any(
            seat.sent_step is not None for table in self.tables for seat in table.seats
        ):
            await asyncio.sleep(0.02)
        self.stopping = True
        for table in self.tables:
            for seat in table.seats:
                if seat.sent_step is not None:
                    self.error("unanswered")
        closing = [s.ws.close() for t in self.tables for s in t.seats if s.ws is not None]
        await asyncio.gather(*closing, return_exceptions=True)
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)

    def report(self) -> dict[str, Any]:
        return {
            "latencies": self.latencies,
            "sent_times": self.sent_times,
            "latency_tables": self.latency_tables,
            "lags": self.lags,
            "moves": self.moves_in_window,
            "errors": dict(self.errors),
            "tables": {table.id: table.report() for table in self.tables},
        }


async def run_client(job: ClientJob, conn: Any) -> dict[str, Any]:
    client = Client(job)
    limit = asyncio.Semaphore(CONNECT_AT_ONCE)
    opened = await asyncio.gather(
        *(client.open(table_id, tokens, limit) for table_id, tokens in job.tables),
        return_exceptions=True,
    )
    failures = [error for error in opened if isinstance(error, BaseException)]
    for error in failures:
        client.error(f"connect-{type(error).__name__}")
    conn.send(("ready", len(failures)))
    start, deadline = await asyncio.to_thread(conn.recv)
    await asyncio.sleep(max(0.0, start - time.monotonic()))
    client.go(start, deadline)
    while (now := time.monotonic()) < deadline:  # meanwhile, time the loop's own delays
        wanted = min(deadline, now + LAG_TICK)
        await asyncio.sleep(wanted - now)
        client.lags.append(max(0.0, time.monotonic() - wanted) * 1000)
    await client.stop()
    return client.report()


def client_process(job: ClientJob, conn: Any) -> None:
    """The body of a client process: play, then send the report back."""
    try:
        report = asyncio.run(run_client(job, conn))
        conn.send(("done", report))
    except BaseException as error:  # the parent must hear of it, whatever it was
        conn.send(("failed", f"{type(error).__name__}: {error}"))
    finally:
        conn.close()


# -- integrity ---------------------------------------------------------------------------


@dataclass(frozen=True)
class KeptTable:
    """What the server keeps of a table: its record and its current state."""

    record: Record
    snapshot: str | None  # the stored state, serialized (State.serialize), if kept


StoredTables = Callable[[str, list[str]], dict[str, KeptTable]]


def stored_tables(db: str, table_ids: list[str]) -> dict[str, KeptTable]:
    """The stored record and state of each table, read as the server reads them."""
    from meeple.server.db import connect
    from meeple.server.store import Store

    engine = connect(db)
    try:
        store = Store(engine)
        found: dict[str, KeptTable] = {}
        for table_id in table_ids:
            table = store.load(table_id)
            if table is not None:
                found[table_id] = KeptTable(table.record(), table.snapshot)
        return found
    finally:
        engine.dispose()


def check_integrity(
    reports: dict[str, dict[str, Any]], stored: dict[str, KeptTable]
) -> tuple[int, list[str]]:
    """(tables whose stored record lost or duplicated an action, what was wrong)."""
    bad: list[str] = []
    for table_id, seen in sorted(reports.items()):
        problem = table_problem(seen, stored.get(table_id))
        if problem:
            bad.append(f"table {table_id}: {problem}")
    return len(bad), bad


def table_problem(seen: dict[str, Any], kept: KeptTable | None) -> str | None:
    if kept is None:
        return "not stored"
    actions = kept.record.actions
    acked: list[str | None] = seen["actions"]
    if None in acked:
        return f"the clients missed the answer to step {acked.index(None)}"
    pending = seen["pending"]
    if len(actions) not in (len(acked), *(step + 1 for step in pending)):
        return f"{len(actions)} actions stored, {len(acked)} acknowledged"
    for step, (mine, theirs) in enumerate(zip(acked, actions, strict=False)):
        if mine != theirs:
            return f"step {step}: {theirs!r} stored, {mine!r} played"
    try:
        state = kept.record.replay()
    except MeepleError as error:
        return f"the record does not replay: {error.reason}"
    if kept.snapshot is not None and state.serialize() != kept.snapshot:
        return "the record replays to another state than the one stored"
    if seen["finished"] and not state.is_over():
        return "the game ended but its record replays to an unfinished game"
    return None


# -- the benchmark -----------------------------------------------------------------------

During = Callable[[float, float], None]  # run in the window, given its (start, deadline)
# what runs in the window, made once the tables are open: (server, [(table, tokens)])
Scenario = Callable[["Server", list[tuple[str, list[str]]]], During]


def split(items: list[Any], parts: int) -> list[list[Any]]:
    return [items[index::parts] for index in range(parts)]


@contextlib.contextmanager
def database(options: LoadOptions) -> Iterator[str]:
    """The database the server runs on: the one given, ``MEEPLE_DB``, else a new file."""
    given = options.db or os.environ.get("MEEPLE_DB")
    if given:
        yield given if "://" in given else f"sqlite:///{Path(given).expanduser().resolve()}"
        return
    with tempfile.TemporaryDirectory(prefix="meeple-bench-") as folder:
        yield f"sqlite:///{Path(folder) / 'bench.sqlite'}"


def run(
    options: LoadOptions,
    command: ServerCommand = serve_command,
    stored: StoredTables = stored_tables,
    progress: Callable[[str], None] = lambda _: None,
    scenario: Scenario | None = None,
) -> LoadResult:
    """The benchmark; ``scenario``, if given, runs in the measured window."""
    with database(options) as db, tempfile.TemporaryDirectory(prefix="meeple-bench-") as work:
        server = start_server(db, Path(work), command)
        try:
            result, played = run_against(server, options, progress, scenario)
        finally:
            server.stop()  # first: what is checked is what outlives the server
        progress(f"checking the records of {len(played)} tables")
        result.tables_checked = len(played)
        bad, result.integrity_problems = check_integrity(played, stored(db, sorted(played)))
        result.lost_or_duplicated = bad
        return result


def run_against(
    server: Server,
    options: LoadOptions,
    progress: Callable[[str], None],
    scenario: Scenario | None = None,
) -> tuple[LoadResult, dict[str, dict[str, Any]]]:
    """Play on ``server``: the figures, and what the clients saw of each table played."""
    rss_start = server.rss_kb()
    progress(f"server up (pid {server.pid}); opening {options.tables} tables")
    tables = [
        create_table(server.url, options.game, options.players) for _ in range(options.tables)
    ]
    clients = start_clients(server.url, options, tables)
    during = None if scenario is None else scenario(server, tables)
    try:
        window = play_window(server, clients, options, progress, during)
    finally:
        for process, conn in clients:
            conn.close()
            process.join(timeout=5)
            if process.is_alive():
                process.kill()
    if server.process.poll() is not None:
        raise MeepleError(f"the server stopped during the benchmark: {server.log_tail(5)}")
    return summarize(options, window, rss_start)


Clients = list[tuple[Any, Any]]  # (client process, the parent's end of its pipe)


def start_clients(
    base_url: str, options: LoadOptions, tables: list[tuple[str, list[str]]]
) -> Clients:
    """One process per ``options.clients``, each given its share of the tables."""
    context = multiprocessing.get_context("spawn")
    clients = []
    for index, share in enumerate(split(tables, options.clients)):
        job = ClientJob(
            index,
            base_url,
            share,
            options.game,
            options.players,
            options.think_ms,
            options.seed,
        )
        parent, child = context.Pipe()
        process = context.Process(target=client_process, args=(job, child), daemon=True)
        process.start()
        child.close()
        clients.append((process, parent))
    return clients


@dataclass
class Window:
    """What was measured between the start and the deadline, and the clients' reports."""

    cpu_start: tuple[float, float]  # the server's (ran, waited) seconds at the start
    cpu_end: tuple[float, float]
    rss_end_kb: int
    reports: list[dict[str, Any]]


def play_window(
    server: Server,
    clients: Clients,
    options: LoadOptions,
    progress: Callable[[str], None],
    during: During | None = None,
) -> Window:
    """Wait for every client to connect, start them together, and collect their reports;
    ``during`` (a scenario of :mod:`meeple.bench.scenarios`) runs in the window, and must
    return by its deadline."""
    for _, conn in clients:
        answer = receive(conn, CONNECT_TIMEOUT)
        if answer[0] != "ready":
            raise MeepleError(f"a client process failed: {answer[1]}")
    start = time.monotonic() + 0.2
    deadline = start + options.seconds
    for _, conn in clients:
        conn.send((start, deadline))
    progress(f"{options.tables * options.players} seats connected; playing")
    time.sleep(max(0.0, start - time.monotonic()))
    cpu_start = server.cpu()
    if during is not None:
        during(start, deadline)
    time.sleep(max(0.0, deadline - time.monotonic()))
    rss_end = server.rss_kb()
    cpu_end = server.cpu()
    reports = []
    for _, conn in clients:
        answer = receive(conn, ANSWER_TIMEOUT + 30)
        if answer[0] != "done":
            raise MeepleError(f"a client process failed: {answer[1]}")
        reports.append(answer[1])
    return Window(cpu_start, cpu_end, rss_end, reports)


def summarize(
    options: LoadOptions, window: Window, rss_start: int
) -> tuple[LoadResult, dict[str, dict[str, Any]]]:
    """The clients' reports put together: the figures, and the tables they played."""
    errors: Counter[str] = Counter()
    latencies: list[float] = []
    sent_times: list[float] = []
    latency_tables: list[str] = []
    lags: list[float] = []
    played: dict[str, dict[str, Any]] = {}
    moves = 0
    for report in window.reports:
        errors.update(report["errors"])
        latencies += report["latencies"]
        sent_times += report["sent_times"]
        latency_tables += report["latency_tables"]
        lags += report["lags"]
        played.update(report["tables"])
        moves += report["moves"]
    (ran, waited), (ran_end, waited_end) = window.cpu_start, window.cpu_end
    result = LoadResult(
        options=options,
        seconds=options.seconds,
        moves=moves,
        latencies_ms=latencies,
        sent_times=sent_times,
        client_lags_ms=lags,
        server_cpu=(ran_end - ran) / options.seconds,
        server_waiting=(waited_end - waited) / options.seconds,
        errors=errors,
        tables_played=len(played),
        tables_finished=sum(1 for table in played.values() if table["finished"]),
        rss_start_kb=rss_start,
        rss_end_kb=window.rss_end_kb,
        latency_tables=latency_tables,
    )
    return result, played


def receive(conn: Any, timeout: float) -> Any:
    if not conn.poll(timeout):
        raise MeepleError(f"a client process did not answer within {timeout:g} s")
    return conn.recv()
