"""What the server owes one WebSocket, bounded whatever the client does.

A connection never holds a queue of states. It holds flags: a state is due, a presence
update is due; the message itself is built when the socket can take it, from the table as
it is then, so a client that reads slowly skips the states it would have read late, and
one that never reads costs one message. Errors, the only messages that cannot be rebuilt,
wait in a short queue. A consumer still behind after ``max_lag`` seconds (a send that
does not finish, or work waiting that long) is closed; so is one that floods the server
with messages faster than ``rate`` a second beyond a burst.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import Awaitable, Callable

from meeple.server.settings import Limits

CLOSE_TOO_SLOW = 4408  # the consumer fell too far behind
CLOSE_FLOOD = 4429  # the client kept sending faster than the rate allows
# Seconds a presence update waits for others: 400 spectators arriving at once cost each
# connection a few updates, not 400.
PRESENCE_DELAY = 0.2


class Bucket:
    """A token bucket: ``rate`` tokens a second, ``burst`` at most."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = float(burst)
        self.last = clock()

    def refund(self) -> None:
        self.tokens = min(self.burst, self.tokens + 1)

    def full(self) -> bool:
        """At rest: as many tokens as it can hold (forgetting it changes nothing)."""
        return self.tokens + (self.clock() - self.last) * self.rate >= self.burst

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class Outbox:
    """The due messages of one connection and the task that sends them.

    ``build_state`` and ``build_seats`` make the state and presence messages when they
    are sent; ``send`` sends one text; ``close`` closes the socket with a code and reason.
    """

    def __init__(
        self,
        send: Callable[[str], Awaitable[None]],
        close: Callable[[int, str], Awaitable[None]],
        build_state: Callable[[], str],
        build_seats: Callable[[], str],
        limits: Limits,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.send, self.close = send, close
        self.build_state, self.build_seats = build_state, build_seats
        self.limits, self.clock = limits, clock
        self.state_due = False
        self.seats_due = False
        self.seats_since = 0.0  # when the presence update became due
        # chat lines are due (chat.py); built when sent, None if none is left to send
        self.chat_due = False
        self.build_chat: Callable[[], str | None] = lambda: None
        self.errors: deque[str] = deque()
        self.behind_since: float | None = None  # when work became due, if some is
        self.closing: tuple[int, str] | None = None
        self.finished = False
        self._waiter: asyncio.Future[None] | None = None  # the sending task's, asleep
        self._bucket = Bucket(limits.rate, limits.burst, clock)
        self._refused = 0  # messages refused for speed, in all
        self._in_a_row = 0  # ... since the last one admitted
        self._task: asyncio.Task[None] | None = None
        self._loop: asyncio.AbstractEventLoop  # run()'s
        self._sending = False
        self._stalled = False  # the watchdog cancelled the send that stalled
        self._watchdog: asyncio.TimerHandle | None = None

    # -- what is due ---------------------------------------------------------------------

    def want_state(self) -> None:
        self.state_due = True
        self.seats_due = False  # the state carries the seats
        if self.behind_since is None:
            self.behind_since = self.clock()
        if self._waiter is not None:  # a call only to wake the task: every socket, each change
            self._wake()

    def idle(self) -> bool:
        """Nothing being sent or waiting (but presence, which a state carries): a state
        written aside now comes in its turn."""
        return (
            self._waiter is not None
            and not self.errors
            and not self.chat_due
            and self.closing is None
            and not self.finished
        )

    def sent_aside(self) -> None:
        """The state was written to the socket aside (by the table, see frames.py)."""
        self.seats_due = False
        self.behind_since = None

    def want_seats(self) -> None:
        if not self.state_due:
            if not self.seats_due:
                self.seats_since = self.clock()
            self.seats_due = True
            self._due()

    def want_chat(self) -> None:
        self.chat_due = True
        self._due()

    def error(self, text: str) -> None:
        if len(self.errors) >= self.limits.max_errors:
            self.shut(CLOSE_TOO_SLOW, "too many unread messages")
            return
        self.errors.append(text)
        self._due()

    def stop(self) -> None:
        """Send nothing more: the socket is gone."""
        self.finished = True
        self._wake()

    def shut(self, code: int, reason: str) -> None:
        """Close the socket (from the sending task) with ``code`` and ``reason``."""
        if self.closing is None:
            self.closing = (code, reason)
        self._wake()

    def _due(self) -> None:
        if self.behind_since is None:
            self.behind_since = self.clock()
        self._wake()

    # -- what comes in -------------------------------------------------------------------

    def admit(self) -> bool:
        """Whether a message the client just sent may be handled (the rate limit); a
        client refused ``refusals`` times in all is shut out (one within the rate never is)."""
        if self._bucket.take():
            self._in_a_row = 0
            return True
        self._in_a_row += 1
        self._refused += 1
        if self._refused >= self.limits.refusals:
            self.shut(CLOSE_FLOOD, "too many messages: slow down")
        return False

    def refund(self) -> None:
        """The message admitted moved the game: play is never rate-limited, only what
        changes nothing (a language asked again, a refused move, a bad message)."""
        self._bucket.refund()

    def refused_once(self) -> bool:
        """Whether the message just refused is the first of a run (worth one error)."""
        return self._in_a_row == 1

    # -- the sending task ----------------------------------------------------------------

    def _next(self) -> str | None:
        if self.errors:
            return self.errors.popleft()
        if self.state_due:
            self.state_due = self.seats_due = False
            return self.build_state()
        if self.chat_due:
            self.chat_due = False
            chat = self.build_chat()
            if chat is not None:
                return chat
        if self.seats_due and self.clock() - self.seats_since >= PRESENCE_DELAY:
            self.seats_due = False
            return self.build_seats()
        return None

    async def run(self) -> None:
        """Send what is due, in turn, until stopped or shut (then close the socket)."""
        self._task = asyncio.current_task()
        self._loop = asyncio.get_running_loop()
        try:
            await self._send_while_open()
        finally:
            if self._watchdog is not None:
                self._watchdog.cancel()
        if self.closing is not None and not self.finished:
            code, reason = self.closing
            with contextlib.suppress(Exception):  # a broken socket: nothing to tell it
                await asyncio.wait_for(self.close(code, reason), 1.0)
            self.finished = True

    async def _send_while_open(self) -> None:
        while not self.finished and self.closing is None:
            text = self._next()
            if text is None:
                if self.seats_due:  # comings and goings are gathered a moment first
                    await self._sleep(PRESENCE_DELAY - (self.clock() - self.seats_since))
                    continue
                self.behind_since = None
                await self._sleep()
                continue
            assert self.behind_since is not None
            if self.clock() - self.behind_since >= self.limits.max_lag:
                self._too_slow()
                return
            await self._send_watched(text)
            # it took what it was sent: it is behind only by what became due since
            due = self.errors or self.state_due or self.seats_due or self.chat_due
            self.behind_since = self.clock() if due else None

    async def _send_watched(self, text: str) -> None:
        """Send one text; a send still waiting when the consumer has been behind for
        ``max_lag`` is cancelled by the watchdog, and the consumer closed."""
        if self._watchdog is None:
            self._arm_watchdog()
        self._sending = True
        try:
            await self.send(text)
        except asyncio.CancelledError:
            assert self._task is not None
            if not self._stalled or self._task.uncancel() > 0:
                raise  # not (only) the watchdog's: the server is stopping the task
            self._too_slow()
        except Exception:  # the socket broke: nothing more to send
            self.finished = True
        finally:
            self._sending = False

    # -- waking: a bare future, not an Event: a busy table wakes every connection at once

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            if not waiter.done():
                waiter.set_result(None)

    async def _sleep(self, seconds: float | None = None) -> None:
        """Until something is due (or ``seconds`` have passed)."""
        loop = self._loop  # kept: asking asyncio for it costs a system call (getpid) in 3.11
        self._waiter = waiter = loop.create_future()
        timer = None if seconds is None else loop.call_later(max(seconds, 0.0), self._wake)
        try:
            await waiter
        finally:
            self._waiter = None
            if timer is not None:
                timer.cancel()

    # -- the watchdog: one timer a connection at most, not one a send -------------------

    def _arm_watchdog(self) -> None:
        assert self.behind_since is not None
        left = self.limits.max_lag - (self.clock() - self.behind_since)
        self._watchdog = self._loop.call_later(max(left, 0.0), self._watch)

    def _watch(self) -> None:
        self._watchdog = None
        if self.behind_since is None or self.finished or self.closing is not None:
            return  # caught up (the next send arms it again) or done
        if self.clock() - self.behind_since < self.limits.max_lag:
            self._arm_watchdog()  # it caught up and fell behind again since: wait on
        elif self._sending and self._task is not None:
            self._stalled = True
            self._task.cancel()
        # not sending: the sending task sees the lag itself before its next send

    def _too_slow(self) -> None:
        self.shut(CLOSE_TOO_SLOW, f"too slow: more than {self.limits.max_lag:g} s behind")
