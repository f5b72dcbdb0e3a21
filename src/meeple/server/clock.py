"""A table's clock: off, per move (seconds for each decision) or turn-based (hours for
each decision, for play over days).

The clock times the decision the game waits for (``state.to_move()``) when a person holds
that seat. It started when the table last moved (a move or an undo): that time is the
table's ``updated`` column, so a deadline survives a restart without a column of its own,
and one that passed while the server was down fires as soon as the table is loaded.
When the time runs out, a bot of the clock's level plays that one move for the player;
the seat stays theirs.

What the creator sends (``POST /api/tables``, field ``clock``)::

    {"kind": "off"}                                   the default
    {"kind": "move", "seconds": 120, "bot": "normal"} 2 s to 1 h a decision
    {"kind": "turn", "hours": 24, "bot": "normal"}    1 h to 7 days a decision
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from meeple.agents import DEFAULT_BOT

MOVE_MIN, MOVE_MAX = 2, 3600  # seconds a decision, per-move clock (2 s: for tests)
TURN_MIN, TURN_MAX = 1, 168  # hours a decision, turn-based (at most the 7-day expiry)
IDLE_HOURS = 24.0  # an unfinished table nobody moved or watched this long leaves the lobby
Level = Literal["easy", "normal", "strong"]


class ClockOff(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["off"]


class PerMove(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["move"]
    seconds: int = Field(ge=MOVE_MIN, le=MOVE_MAX)
    bot: Level = "normal"


class TurnBased(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["turn"]
    hours: int = Field(ge=TURN_MIN, le=TURN_MAX)
    bot: Level = "normal"


# The route's field: pydantic names what is wrong (e.g. body.clock.move.seconds) in a 422.
ClockChoice = Annotated[ClockOff | PerMove | TurnBased, Field(discriminator="kind")]


@dataclass(frozen=True)
class Clock:
    """A table's clock as stored (``game_tables.clock``): its kind, the seconds each
    decision gets, and the bot level that plays when they run out."""

    kind: str = "off"
    seconds: float = 0.0
    bot: str = DEFAULT_BOT

    @property
    def on(self) -> bool:
        return self.kind != "off" and self.seconds > 0

    @classmethod
    def chosen(cls, choice: ClockOff | PerMove | TurnBased | None) -> Clock:
        if isinstance(choice, PerMove):
            return cls("move", float(choice.seconds), choice.bot)
        if isinstance(choice, TurnBased):
            return cls("turn", choice.hours * 3600.0, choice.bot)
        return cls()

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> Clock:
        if not data or data.get("kind") not in ("move", "turn"):
            return cls()
        return cls(data["kind"], float(data["seconds"]), str(data.get("bot") or DEFAULT_BOT))

    def to_json(self) -> dict[str, Any] | None:
        if not self.on:
            return None
        return {"kind": self.kind, "seconds": self.seconds, "bot": self.bot}


class Timer:
    """The one timer of a table: the deadline of the decision it waits for.

    ``since`` is when that decision started (Unix seconds). :meth:`arm` is called after
    every change of the table; it replaces the timer (a timer handle, cancelled safely:
    once it fires, the move it starts is never cancelled, and checks the table's version
    under its lock instead)."""

    def __init__(self, clock: Clock, since: float) -> None:
        self.clock = clock
        self.since = since
        self.seat: int | None = None  # the seat timed now (None: none)
        self._handle: asyncio.TimerHandle | None = None

    def deadline(self) -> float:
        return self.since + self.clock.seconds

    def arm(self, seat: int | None, fire: Callable[[], None]) -> None:
        """Time ``seat``'s decision (None: nobody's, the timer stops); ``fire`` runs on
        the event loop at the deadline, at once if it passed (a server that was down)."""
        self.cancel()
        self.seat = seat if self.clock.on else None
        if self.seat is None:  # no clock, a bot's decision, or the game is over
            return
        loop = asyncio.get_running_loop()
        delay = max(0.0, self.deadline() - time.time())
        self._handle = loop.call_later(delay, fire)

    def cancel(self) -> None:
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None

    def state_json(self, seat: int | None) -> dict[str, Any] | None:
        """What the state message says of it while ``seat``'s decision is timed: None,
        or that decision's deadline. (The seat comes from the table as it is now, not as
        the timer was last armed: a state may be built before the timer is re-armed.)"""
        if seat is None or not self.clock.on:
            return None
        return {
            "kind": self.clock.kind,
            "seconds": self.clock.seconds,
            "deadline": round(self.deadline(), 3),
            "seat": seat,
        }


def idle(touched_at: float, connected: bool, now: float, hours: float = IDLE_HOURS) -> bool:
    """An unfinished table left out of the lobby's list: nobody here, no move for
    ``hours`` (still reachable by its link; ``Hub.expire`` deletes it after 7 days)."""
    return not connected and now - touched_at > hours * 3600
