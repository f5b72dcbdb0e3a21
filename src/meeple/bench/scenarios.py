"""Hostile scenarios of ``meeple bench server`` (issue 17): what one client can cost the server.

- :func:`flood`: while the usual tables play, one spectator socket sends control messages
  (``lang``) as fast as it can and never reads. Figures: the server's memory before and at
  its peak during the flood, the other tables' move latency before and during it, and what
  became of the flooding socket.
- :func:`spectators`: many spectators on one table. Figures: the server's CPU time to open
  them all, then per move played at that table while they watch.
- :func:`creations`: one client creates tables as fast as it can. Figures: how many were
  created and refused (by status), and the latency of another client's ``GET /`` meanwhile.

Each starts its own server, like :func:`meeple.bench.server.run`. Server CPU time here is
``utime + stime`` of ``/proc/<pid>/stat``; memory is ``VmRSS``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import socket
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Callable, Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from meeple.bench import server as loadbench
from meeple.bench.server import LoadOptions, LoadResult, Server, percentile

Progress = Callable[[str], None]
T = TypeVar("T")
FLOOD_MESSAGES = 10_000
SPECTATOR_MOVES = 40  # moves played, and averaged, with the spectators watching
FLOOD_LEAD = 0.25  # share of the window played before the flood starts, as a baseline
SAMPLE_EVERY = 0.05  # seconds between two readings of the server's memory
CLOSE_READ = 2.0  # seconds kept at the end of the window to read the flooder's close frame
SMALL_BUFFER = 4096  # bytes: the flooder's receive buffer, so the server's data backs up
SETTLE_TICK = 0.25  # seconds between two readings of the server's CPU while it settles
SETTLE_TIMEOUT = 30.0
CONNECT_AT_ONCE = 32
WAIT_TIMEOUT = 30.0  # seconds for a state to reach every socket
CREATORS = 4  # threads of the client creating tables
PROBE_EVERY = 0.05  # seconds between two GET / of the other client
TCP_ESTABLISHED = 1  # tcp_info.tcpi_state


def server_cpu_seconds(pid: int) -> float:
    """The CPU time a process has used, user and system (``/proc/<pid>/stat``)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return 0.0
    utime, stime = int(fields[11]), int(fields[12])  # fields 14 and 15 of proc(5)
    return (utime + stime) / os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def running_server(
    options: LoadOptions, command: loadbench.ServerCommand = loadbench.serve_command
) -> Iterator[Server]:
    """A ``meeple serve`` of its own, stopped on the way out."""
    with (
        loadbench.database(options) as db,
        tempfile.TemporaryDirectory(prefix="meeple-bench-") as work,
    ):
        server = loadbench.start_server(db, Path(work), command)
        try:
            yield server
        finally:
            server.stop()


def ws_url(server: Server, table_id: str, token: str | None = None) -> str:
    """A table's socket: a spectator's without a token."""
    base = "ws" + server.url.removeprefix("http")
    return f"{base}/ws/{table_id}?lang=en" + (f"&token={token}" if token else "")


def p99(values: list[float]) -> float:
    return round(percentile(values, 99), 2)


# -- the flood -----------------------------------------------------------------------------


@dataclass
class FloodFigures:
    table: str
    messages: int  # asked to send
    sent: int = 0  # sent before the socket failed or the window ended
    send_seconds: float = 0.0  # from the first message to the last sent (or the failure)
    send_stopped_by: str = ""  # "done", "timeout" or the error that stopped it
    # from the first message: when the server dropped the connection (seen without reading:
    # its TCP state, or a send failing); None if it was still up when reading began
    dropped_after_s: float | None = None
    read_after_s: float | None = None  # when reading began, at the end of the window
    close_code: int | None = None  # from the server's close frame, found by that reading
    close_reason: str = ""
    rss_before_kb: int = 0
    rss_peak_kb: int = 0
    started_at: float = 0.0  # time.monotonic() of the first message
    p99_before_ms: float = 0.0  # the other tables' moves sent before the flood
    p99_during_ms: float = 0.0  # and from its start to the deadline
    moves_during: int = 0

    @property
    def growth_mb(self) -> float:
        return (self.rss_peak_kb - self.rss_before_kb) / 1024

    def to_json(self) -> dict[str, Any]:
        figures = asdict(self)
        del figures["started_at"]
        return figures | {"memory_growth_mb": round(self.growth_mb, 1)}

    def describe(self) -> str:
        dropped = (
            f"connection still up after {self.read_after_s or 0:.2f} s unread"
            if self.dropped_after_s is None
            else f"connection dropped by the server after {self.dropped_after_s:.2f} s"
        )
        frame = (
            "no close frame"
            if self.close_code is None
            else f"close code {self.close_code}"
            + (f" ({self.close_reason})" if self.close_reason else "")
        )
        return "\n".join(
            [
                f"flood:                {self.sent:,} of {self.messages:,} lang messages sent"
                f" in {self.send_seconds:.2f} s ({self.send_stopped_by}), never read",
                f"server memory:        {self.rss_before_kb / 1024:,.1f} MB before, peak"
                f" {self.rss_peak_kb / 1024:,.1f} MB (growth {self.growth_mb:,.1f} MB)",
                f"other tables p99:     {self.p99_before_ms:.1f} ms before the flood,"
                f" {self.p99_during_ms:.1f} ms during it ({self.moves_during} moves)",
                f"flooding socket:      {dropped}; read at the end: {frame}",
            ]
        )


def run_on_own_loop(main: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(main)`` on a thread of its own, so that a caller with an event loop
    running in its thread (a test process where Playwright's sync API has left one) can
    run the scenarios too: asyncio.run refuses to start inside a running loop."""
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, main).result()


def flood(
    options: LoadOptions, messages: int, progress: Progress
) -> tuple[LoadResult, FloodFigures]:
    """The usual benchmark, with a flooding spectator on its first table from a quarter of
    the window on."""
    holder: list[FloodFigures] = []

    def scenario(server: Server, tables: list[tuple[str, list[str]]]) -> loadbench.During:
        figures = FloodFigures(tables[0][0], messages)
        holder.append(figures)
        return lambda start, deadline: run_on_own_loop(
            run_flood(server, figures, start + (deadline - start) * FLOOD_LEAD, deadline)
        )

    result = loadbench.run(options, progress=progress, scenario=scenario)
    figures = holder[0]
    split_latencies(result, figures)
    return result, figures


def split_latencies(result: LoadResult, figures: FloodFigures) -> None:
    """The other tables' latencies before the flood and during it."""
    flood_start = result.seconds * FLOOD_LEAD  # sent_times count from the window's start
    before: list[float] = []
    during: list[float] = []
    timed = zip(result.latencies_ms, result.sent_times, result.latency_tables, strict=True)
    for latency, sent, table_id in timed:
        if table_id != figures.table:
            (during if sent >= flood_start else before).append(latency)
    figures.p99_before_ms, figures.p99_during_ms = p99(before), p99(during)
    figures.moves_during = len(during)


async def run_flood(server: Server, figures: FloodFigures, begin: float, deadline: float) -> None:
    """Flood from ``begin``; read the server's memory until ``deadline``."""
    import websockets

    await asyncio.sleep(max(0.0, begin - time.monotonic()))
    figures.rss_before_kb = figures.rss_peak_kb = server.rss_kb()
    sampler = asyncio.create_task(sample_peak_rss(server, figures, deadline))
    sock = small_buffer_socket(server)
    # max_queue=1: the library stops reading for us once one message waits unread
    ws = await websockets.connect(
        ws_url(server, figures.table), sock=sock, max_queue=1, compression=None, max_size=None
    )
    figures.started_at = time.monotonic()
    watcher = asyncio.create_task(watch_closed(sock, figures))
    try:
        await send_flood(ws, figures, deadline - CLOSE_READ)
        await wait_closed(figures, deadline - CLOSE_READ)
        await read_close(ws, figures, deadline)
    finally:
        watcher.cancel()
        ws.transport.abort()
        await sampler


def small_buffer_socket(server: Server) -> socket.socket:
    """A connected socket with a small receive buffer: unread data soon backs up to the
    server, as it would with a client that never reads."""
    host, port = server.url.removeprefix("http://").split(":")
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, SMALL_BUFFER)
    sock.connect((host, int(port)))
    sock.setblocking(False)
    return sock


async def sample_peak_rss(server: Server, figures: FloodFigures, deadline: float) -> None:
    while time.monotonic() < deadline:
        figures.rss_peak_kb = max(figures.rss_peak_kb, server.rss_kb())
        await asyncio.sleep(SAMPLE_EVERY)


async def send_flood(ws: Any, figures: FloodFigures, until: float) -> None:
    """Send the lang messages (alternating languages) as fast as the socket takes them."""
    from websockets.exceptions import ConnectionClosed

    async def send_all() -> None:
        for index in range(figures.messages):
            await ws.send(json.dumps({"type": "lang", "lang": ("fr", "en")[index % 2]}))
            figures.sent += 1

    try:
        await asyncio.wait_for(send_all(), timeout=max(0.0, until - time.monotonic()))
        figures.send_stopped_by = "done"
    except TimeoutError:
        figures.send_stopped_by = "timeout"
    except (ConnectionClosed, OSError) as error:
        figures.send_stopped_by = type(error).__name__
        dropped_now(figures)
    figures.send_seconds = round(time.monotonic() - figures.started_at, 3)


def since_start(figures: FloodFigures) -> float:
    return round(time.monotonic() - figures.started_at, 3)


def dropped_now(figures: FloodFigures) -> None:
    if figures.dropped_after_s is None:
        figures.dropped_after_s = since_start(figures)


async def watch_closed(sock: socket.socket, figures: FloodFigures) -> None:
    """Note when the server's side closed the connection (its TCP state, no reading)."""
    while figures.dropped_after_s is None and figures.read_after_s is None:
        with contextlib.suppress(OSError):
            if sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 8)[0] != TCP_ESTABLISHED:
                dropped_now(figures)
        await asyncio.sleep(SAMPLE_EVERY / 5)


async def wait_closed(figures: FloodFigures, until: float) -> None:
    while figures.dropped_after_s is None and time.monotonic() < until:
        await asyncio.sleep(SAMPLE_EVERY)


async def read_close(ws: Any, figures: FloodFigures, until: float) -> None:
    """Read what the server sent, now, to learn how it closed the socket (if it did)."""
    from websockets.exceptions import ConnectionClosed

    figures.read_after_s = since_start(figures)
    with contextlib.suppress(ConnectionClosed, OSError, TimeoutError):
        async with asyncio.timeout(max(0.0, until - time.monotonic())):
            async for _ in ws:
                pass
    received = ws.protocol.close_rcvd
    if received is not None:
        figures.close_code, figures.close_reason = received.code, received.reason


# -- many spectators ---------------------------------------------------------------------


@dataclass
class SpectatorFigures:
    spectators: int
    opened: int = 0
    failures: dict[str, int] = field(default_factory=dict)
    open_cpu_s: float = 0.0  # the server's CPU time to open them all
    open_seconds: float = 0.0
    moves: int = 0
    cpu_per_move_ms: float = 0.0
    move_p99_ms: float = 0.0  # from act to the mover's next state
    all_seen_p99_ms: float = 0.0  # from act to every spectator having the new step
    dropped: int = 0  # spectators whose socket closed before the end
    compressed: int = 0  # spectators the server granted permessage-deflate (asked by all)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def describe(self) -> str:
        failed = ", ".join(f"{k} {n}" for k, n in sorted(self.failures.items())) or "none"
        return "\n".join(
            [
                f"spectators:           {self.opened} of {self.spectators} opened"
                f" in {self.open_seconds:.2f} s (failed: {failed}; dropped later"
                f" {self.dropped}; compressed {self.compressed}, though all asked, as"
                " browsers do)",
                f"server CPU to open:   {self.open_cpu_s:.2f} s",
                f"server CPU per move:  {self.cpu_per_move_ms:.1f} ms with"
                f" {self.opened} watching ({self.moves} moves)",
                f"move latency:         p99 {self.move_p99_ms:.1f} ms to the mover,"
                f" {self.all_seen_p99_ms:.1f} ms to every spectator",
            ]
        )


class Watcher:
    """A socket on the table that reads everything and remembers the last step it saw."""

    def __init__(self, ws: Any, changed: asyncio.Event) -> None:
        self.ws = ws
        self.changed = changed
        self.state: dict[str, Any] | None = None
        self.step = -1
        self.closed = False
        self.task = asyncio.create_task(self.read())

    async def read(self) -> None:
        from websockets.exceptions import ConnectionClosed

        with contextlib.suppress(ConnectionClosed):
            async for raw in self.ws:
                message = json.loads(raw)
                if message.get("type") == "state":
                    self.state, self.step = message, message["step"]
                    self.changed.set()
        self.closed = True
        self.changed.set()

    def to_act(self) -> bool:
        """Whether it is this seat's decision (it has actions and the game goes on)."""
        state = self.state
        if state is None or state.get("outcome") is not None or self.closed:
            return False
        return bool(state["to_move"] == state["seat"] and state["actions"])


async def wait_until(changed: asyncio.Event, ready: Callable[[], bool]) -> None:
    async with asyncio.timeout(WAIT_TIMEOUT):
        while not ready():
            changed.clear()
            await changed.wait()


async def all_past(changed: asyncio.Event, watchers: list[Watcher], step: int) -> None:
    """Wait until every socket of ``watchers`` has seen a step after ``step`` (or closed)."""
    await wait_until(changed, lambda: all(w.step > step or w.closed for w in watchers))


def settle(pid: int) -> float:
    """The server's CPU time once it has stopped working (two quiet readings in a row)."""
    give_up = time.monotonic() + SETTLE_TIMEOUT
    last = server_cpu_seconds(pid)
    while time.monotonic() < give_up:
        time.sleep(SETTLE_TICK)
        now = server_cpu_seconds(pid)
        if now - last < 0.02:
            return now
        last = now
    return last


def spectators(
    options: LoadOptions, count: int, progress: Progress, moves: int = SPECTATOR_MOVES
) -> SpectatorFigures:
    """``count`` spectators on one table, then ``moves`` moves played there."""
    with running_server(options) as server:
        progress(f"server up (pid {server.pid}); opening {count} spectators on one table")
        return run_on_own_loop(watch_one_table(server, options, count, moves))


async def watch_one_table(
    server: Server, options: LoadOptions, count: int, moves: int
) -> SpectatorFigures:
    import websockets

    figures = SpectatorFigures(count)
    table_id, tokens = loadbench.create_table(server.url, options.game, options.players)
    changed = asyncio.Event()
    seats = [
        Watcher(await websockets.connect(ws_url(server, table_id, t)), changed) for t in tokens
    ]
    await wait_until(changed, lambda: all(seat.state for seat in seats))
    cpu_start = await asyncio.to_thread(settle, server.pid)
    began = time.monotonic()
    watchers, failures = await open_spectators(server, table_id, count, changed)
    await wait_until(changed, lambda: all(w.state or w.closed for w in watchers))
    figures.open_seconds = round(time.monotonic() - began, 3)
    cpu_open = await asyncio.to_thread(settle, server.pid)
    figures.opened, figures.failures = len(watchers), dict(failures)
    figures.compressed = sum(1 for w in watchers if w.ws.protocol.extensions)
    figures.open_cpu_s = round(cpu_open - cpu_start, 3)
    move_ms, seen_ms = await play_moves(seats, watchers, changed, moves, options.seed)
    # Read at once: every spectator has the last move, so its work is done (a move is
    # saved before anyone sees it), and waiting for the server to settle would add its
    # idle time to a figure divided by a few dozen moves.
    cpu_end = server_cpu_seconds(server.pid)
    figures.moves = len(move_ms)
    if move_ms:
        figures.cpu_per_move_ms = round((cpu_end - cpu_open) * 1000 / len(move_ms), 2)
    figures.move_p99_ms, figures.all_seen_p99_ms = p99(move_ms), p99(seen_ms)
    figures.dropped = sum(1 for w in watchers if w.closed)
    for watcher in [*seats, *watchers]:
        watcher.ws.transport.abort()
    return figures


async def open_spectators(
    server: Server, table_id: str, count: int, changed: asyncio.Event
) -> tuple[list[Watcher], Counter[str]]:
    import websockets

    limit = asyncio.Semaphore(CONNECT_AT_ONCE)
    failures: Counter[str] = Counter()

    async def open_one() -> Watcher | None:
        async with limit:
            try:
                # asks for permessage-deflate, like a browser
                ws = await websockets.connect(ws_url(server, table_id))
            except Exception as error:  # counted: the figure says how many opened
                failures[type(error).__name__] += 1
                return None
            return Watcher(ws, changed)

    opened = await asyncio.gather(*(open_one() for _ in range(count)))
    return [w for w in opened if w is not None], failures


async def play_moves(
    seats: list[Watcher], watchers: list[Watcher], changed: asyncio.Event, moves: int, seed: int
) -> tuple[list[float], list[float]]:
    """Play random moves one after the other: (ms to the mover, ms to every watcher)."""
    rng = random.Random(seed)
    move_ms: list[float] = []
    seen_ms: list[float] = []
    for _ in range(moves):
        await wait_until(changed, lambda: len({seat.step for seat in seats}) == 1)
        mover = next((seat for seat in seats if seat.to_act()), None)
        if mover is None or mover.state is None:
            break  # the game is over
        step = mover.step
        action = rng.choice(mover.state["actions"])["id"]
        sent = time.monotonic()
        await mover.ws.send(json.dumps({"type": "act", "action": action, "step": step}))
        await all_past(changed, [mover], step)
        move_ms.append((time.monotonic() - sent) * 1000)
        await all_past(changed, watchers, step)
        seen_ms.append((time.monotonic() - sent) * 1000)
    return move_ms, seen_ms


# -- many creations ----------------------------------------------------------------------


@dataclass
class CreationFigures:
    asked: int
    created: int = 0
    refused: dict[str, int] = field(default_factory=dict)  # by HTTP status (or error)
    first_refusal: str = ""  # the first refusal's status and detail
    first_refused_after: int | None = None  # tables created before it
    seconds: float = 0.0
    probes: int = 0  # GET / of the other client meanwhile
    probe_statuses: dict[str, int] = field(default_factory=dict)
    probe_p50_ms: float = 0.0
    probe_p99_ms: float = 0.0
    probe_max_ms: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def describe(self) -> str:
        refused = ", ".join(f"{n} with {k}" for k, n in sorted(self.refused.items())) or "none"
        statuses = ", ".join(f"{k} {n}" for k, n in sorted(self.probe_statuses.items()))
        lines = [
            f"creations:            {self.created:,} of {self.asked:,} created in"
            f" {self.seconds:.1f} s; refused: {refused}",
            f"GET / meanwhile:      p50 {self.probe_p50_ms:.1f} ms, p99"
            f" {self.probe_p99_ms:.1f} ms, max {self.probe_max_ms:.1f} ms"
            f" ({self.probes} requests: {statuses or 'none'})",
        ]
        if self.first_refusal:
            lines.append(
                f"first refusal:        after {self.first_refused_after} created:"
                f" {self.first_refusal}"
            )
        return "\n".join(lines)


def creations(options: LoadOptions, count: int, progress: Progress) -> CreationFigures:
    """One client creates ``count`` tables as fast as it can; another loads ``/``. The
    server runs with its default limits: what they let through is the figure."""
    with running_server(options, serve_with_default_limits) as server:
        progress(f"server up (pid {server.pid}); creating {count} tables")
        figures = CreationFigures(count)
        done = threading.Event()
        latencies: list[float] = []
        statuses: Counter[str] = Counter()
        prober = threading.Thread(target=probe, args=(server.url, done, latencies, statuses))
        prober.start()
        began = time.monotonic()
        try:
            create_many(server.url, options, figures)
        finally:
            done.set()
            prober.join()
        figures.seconds = round(time.monotonic() - began, 3)
        figures.probes, figures.probe_statuses = len(latencies), dict(statuses)
        figures.probe_p50_ms = round(percentile(latencies, 50), 2)
        figures.probe_p99_ms = p99(latencies)
        figures.probe_max_ms = round(max(latencies, default=0.0), 2)
        return figures


def serve_with_default_limits(port: int, db: str) -> list[str]:
    return loadbench.serve_command(port, db, limits=())


def create_many(base_url: str, options: LoadOptions, figures: CreationFigures) -> None:
    """POST /api/tables ``figures.asked`` times from a few threads, counting the answers."""
    body = json.dumps(
        {
            "game": options.game,
            "config": {"players": options.players},
            "seats": [{"kind": "invite"} for _ in range(options.players)],
        }
    ).encode()
    lock = threading.Lock()
    refused: Counter[str] = Counter()

    def create_one(_: int) -> None:
        status, detail = post(base_url + "/api/tables", body)
        with lock:
            if status.startswith("2"):
                figures.created += 1
                return
            refused[status] += 1
            if not figures.first_refusal:
                figures.first_refusal = f"{status}: {detail[:200]}"
                figures.first_refused_after = figures.created

    with ThreadPoolExecutor(CREATORS) as pool:
        list(pool.map(create_one, range(figures.asked)))
    figures.refused = dict(refused)


def post(url: str, body: bytes) -> tuple[str, str]:
    """(the HTTP status, or the error's name; the answer's detail, if refused)."""
    request = urllib.request.Request(url, data=body, method="POST")
    request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=loadbench.HTTP_TIMEOUT) as answer:
            answer.read()
            return str(answer.status), ""
    except urllib.error.HTTPError as error:
        return str(error.code), error.read().decode(errors="replace")
    except OSError as error:
        return type(error).__name__, str(error)


def probe(
    base_url: str, done: threading.Event, latencies: list[float], statuses: Counter[str]
) -> None:
    """GET / every ``PROBE_EVERY`` seconds until ``done``: how long each took."""
    while not done.wait(PROBE_EVERY):
        began = time.monotonic()
        try:
            with urllib.request.urlopen(base_url + "/", timeout=loadbench.HTTP_TIMEOUT) as page:
                page.read()
                status = str(page.status)
        except urllib.error.HTTPError as error:
            status = str(error.code)
        except OSError as error:
            status = type(error).__name__
        latencies.append((time.monotonic() - began) * 1000)
        statuses[status] += 1


# -- a bot that thinks for seconds next to tables of people ------------------------------


@dataclass
class SlowBotFigures:
    burn_seconds: float  # the CPU each of its decisions burns
    table: str = ""
    bot_moves: int = 0  # the bot table's moves in the window
    p99_ms: float = 0.0  # the people's moves, while it thinks

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    def describe(self) -> str:
        return "\n".join(
            [
                f"slow bot:             2 stub bots burning {self.burn_seconds:g} s of CPU a"
                f" decision, in the bot pool: {self.bot_moves} moves made",
                f"people's tables p99:  {self.p99_ms:.1f} ms while it thinks",
            ]
        )


def slow_bot(
    options: LoadOptions, burn_seconds: float, progress: Progress
) -> tuple[LoadResult, SlowBotFigures]:
    """The usual benchmark, with a table of stub bots that burn ``burn_seconds`` of CPU
    per decision (``meeple serve --stub-bots``) playing from the window's start."""
    figures = SlowBotFigures(burn_seconds)
    bot = f"burn-{burn_seconds:g}s"

    def command(port: int, db: str) -> list[str]:
        return loadbench.serve_command(port, db, (*loadbench.LIFTED_LIMITS, "--stub-bots"))

    def scenario(server: Server, _tables: list[tuple[str, list[str]]]) -> loadbench.During:
        def during(_start: float, deadline: float) -> None:
            body = {
                "game": options.game,
                "config": {"players": 2},
                "seats": [{"kind": "bot", "bot": bot}, {"kind": "bot", "bot": bot}],
            }
            request = urllib.request.Request(f"{server.url}/api/tables", json.dumps(body).encode())
            request.add_header("Content-Type", "application/json")
            with urllib.request.urlopen(request, timeout=loadbench.HTTP_TIMEOUT) as answer:
                figures.table = json.load(answer)["table"]
            time.sleep(max(0.0, deadline - time.monotonic()))
            table_url = f"{server.url}/api/tables/{figures.table}"
            with urllib.request.urlopen(table_url, timeout=loadbench.HTTP_TIMEOUT) as answer:
                figures.bot_moves = json.load(answer)["step"]

        return during

    result = loadbench.run(options, command=command, progress=progress, scenario=scenario)
    people = [
        latency
        for latency, table in zip(result.latencies_ms, result.latency_tables, strict=True)
        if table != figures.table
    ]
    figures.p99_ms = p99(people)
    return result, figures
