"""One connection's outbox (meeple.server.outbox): bounded whatever the client does."""

from __future__ import annotations

import asyncio

from meeple.bench.scenarios import run_on_own_loop
from meeple.server.outbox import CLOSE_FLOOD, CLOSE_TOO_SLOW, PRESENCE_DELAY, Bucket, Outbox
from meeple.server.settings import Limits


class Socket:
    """A fake socket: what was sent and how it was closed; ``stuck`` sends never end."""

    def __init__(self, stuck: bool = False, delay: float = 0.0) -> None:
        self.sent: list[str] = []
        self.closed: tuple[int, str] | None = None
        self.stuck, self.delay = stuck, delay
        self.builds = 0

    async def send(self, text: str) -> None:
        if self.stuck:
            await asyncio.Event().wait()
        await asyncio.sleep(self.delay)
        self.sent.append(text)

    async def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)

    def state(self) -> str:
        self.builds += 1
        return f"state {self.builds}"


def outbox_for(socket: Socket, **limits: float) -> Outbox:
    return Outbox(
        socket.send,
        socket.close,
        socket.state,
        lambda: "seats",
        Limits(**limits),  # type: ignore[arg-type]
    )


async def changing(
    socket: Socket, changes: int, every: float, rest: float = 0.0, **limits: float
) -> Socket:
    """A table that changes ``changes`` times, every ``every`` s, then rests ``rest`` s,
    sent through an outbox to ``socket``."""
    outbox = outbox_for(socket, **limits)
    task = asyncio.create_task(outbox.run())
    for _ in range(changes):
        outbox.want_state()
        await asyncio.sleep(every)
    await asyncio.sleep(rest)
    outbox.stop()
    await task
    return socket


def test_a_consumer_that_never_reads_is_closed_and_costs_one_message() -> None:
    async def scenario() -> Socket:
        socket = Socket(stuck=True)
        outbox = outbox_for(socket, max_lag=0.2)
        task = asyncio.create_task(outbox.run())
        for _ in range(10_000):  # a table that keeps changing, or a client asking again
            outbox.want_state()
            outbox.want_seats()
        await asyncio.wait_for(task, 2)
        return socket

    socket = run_on_own_loop(scenario())
    assert socket.closed is not None and socket.closed[0] == CLOSE_TOO_SLOW
    assert "behind" in socket.closed[1]
    assert socket.builds == 1  # one state built, the one it never took


class StallsLater(Socket):
    """Takes its first message at once, then never reads again."""

    async def send(self, text: str) -> None:
        self.stuck = bool(self.sent)
        await super().send(text)


def test_the_lag_that_closes_a_consumer_counts_from_when_it_last_fell_behind() -> None:
    async def scenario() -> tuple[Socket, float]:
        socket = StallsLater()
        outbox = outbox_for(socket, max_lag=0.2)
        loop = asyncio.get_running_loop()
        start = loop.time()
        task = asyncio.create_task(outbox.run())
        outbox.want_state()  # taken at once: the watchdog was armed for start + 0.2
        await asyncio.sleep(0.15)
        outbox.want_state()  # never taken: behind from start + 0.15
        await asyncio.wait_for(task, 2)
        return socket, loop.time() - start

    socket, closed_after = run_on_own_loop(scenario())
    assert socket.closed is not None and socket.closed[0] == CLOSE_TOO_SLOW
    assert closed_after >= 0.34  # 0.15 + max_lag, not the first 0.2


def test_a_send_the_server_cancels_is_not_taken_for_a_slow_consumer() -> None:
    async def scenario() -> tuple[Socket, bool]:
        socket = Socket(stuck=True)
        outbox = outbox_for(socket, max_lag=5)
        task = asyncio.create_task(outbox.run())
        outbox.want_state()
        await asyncio.sleep(0.05)
        task.cancel()  # the server shutting down, say
        try:
            await task
        except asyncio.CancelledError:
            return socket, True
        return socket, False

    socket, cancelled = run_on_own_loop(scenario())
    assert cancelled and socket.closed is None


def test_a_slow_reader_skips_states_but_gets_the_latest() -> None:
    socket = run_on_own_loop(changing(Socket(delay=0.02), 50, 0.001, rest=0.1, max_lag=5))
    assert socket.closed is None
    assert 1 < len(socket.sent) < 50  # states skipped...
    assert socket.sent[-1] == f"state {socket.builds}"  # ... but the last one sent


def test_a_healthy_reader_of_a_busy_table_is_never_closed() -> None:
    """Behind means not taking what it is sent, not a table that never rests: a client
    whose every send takes 30 ms while something changes every 10 ms for longer than
    ``max_lag`` stays."""

    socket = run_on_own_loop(changing(Socket(delay=0.03), 60, 0.01, max_lag=0.2))
    assert socket.closed is None and len(socket.sent) > 5


def test_a_presence_update_waits_behind_a_state_and_a_moment_and_errors_go_first() -> None:
    async def scenario() -> Socket:
        socket = Socket()
        outbox = outbox_for(socket)
        outbox.want_seats()
        outbox.want_state()  # the state carries the seats: no presence message
        outbox.want_seats()
        outbox.error("error 1")
        task = asyncio.create_task(outbox.run())
        await asyncio.sleep(0.05)
        outbox.want_seats()
        outbox.want_seats()  # gathered with the first: one update
        await asyncio.sleep(PRESENCE_DELAY + 0.1)
        outbox.stop()
        await task
        return socket

    assert run_on_own_loop(scenario()).sent == ["error 1", "state 1", "seats"]


def test_unread_errors_are_bounded() -> None:
    async def scenario() -> Socket:
        socket = Socket(stuck=True)
        outbox = outbox_for(socket, max_errors=5)
        task = asyncio.create_task(outbox.run())
        for n in range(1000):
            outbox.error(f"error {n}")
        await asyncio.wait_for(task, 2)
        assert len(outbox.errors) <= 5
        return socket

    socket = run_on_own_loop(scenario())
    assert socket.closed is not None and socket.closed[0] == CLOSE_TOO_SLOW


def test_a_flooding_client_is_refused_then_shut_out() -> None:
    async def scenario() -> tuple[Socket, list[bool], list[bool]]:
        socket = Socket()
        outbox = outbox_for(socket, rate=1, burst=10, refusals=50)
        task = asyncio.create_task(outbox.run())
        admitted, first = [], []
        for _ in range(100):
            admitted.append(outbox.admit())
            first.append(outbox.refused_once())
        await asyncio.wait_for(task, 2)
        return socket, admitted, first

    socket, admitted, first = run_on_own_loop(scenario())
    assert admitted[:10] == [True] * 10 and not any(admitted[10:])
    assert first.count(True) == 1  # one error for a run of refusals
    assert socket.closed is not None and socket.closed[0] == CLOSE_FLOOD


def test_the_bucket_refills_at_its_rate() -> None:
    now = [0.0]
    bucket = Bucket(2.0, 1, clock=lambda: now[0])  # two tokens a second, one at most
    assert bucket.take() and not bucket.take()
    now[0] = 0.25
    assert not bucket.take()
    now[0] = 0.5
    assert bucket.take() and not bucket.take()


def test_play_is_never_rate_limited() -> None:
    """A message that moved the game gives its token back."""
    outbox = outbox_for(Socket(), rate=0.001, burst=3, refusals=5)
    for _ in range(100):
        assert outbox.admit()
        outbox.refund()
    assert outbox.closing is None


def test_an_outbox_is_idle_only_asleep_with_nothing_due() -> None:
    """Only then may the table write a state to its socket aside (frames.py)."""

    async def scenario() -> list[bool]:
        stuck = Socket(stuck=True)
        outbox = outbox_for(stuck, max_lag=5)
        task = asyncio.create_task(outbox.run())
        await asyncio.sleep(0.01)
        seen = [outbox.idle()]  # asleep, nothing due
        outbox.want_state()
        await asyncio.sleep(0.01)
        seen.append(outbox.idle())  # sending (and stuck)
        outbox.stop()
        task.cancel()
        return seen

    assert run_on_own_loop(scenario()) == [True, False]


def test_a_state_written_aside_carries_the_presence_that_was_waiting() -> None:
    async def scenario() -> list[str]:
        socket = Socket()
        outbox = outbox_for(socket, max_lag=5)
        task = asyncio.create_task(outbox.run())
        outbox.want_seats()  # gathered for PRESENCE_DELAY first
        await asyncio.sleep(0.01)
        assert outbox.idle()
        outbox.sent_aside()  # the table wrote the state, seats and all
        await asyncio.sleep(PRESENCE_DELAY + 0.1)
        outbox.stop()
        await task
        return socket.sent

    assert run_on_own_loop(scenario()) == []
