"""Tables in play: the match in memory, its connections, its bots, and every change saved.

Every change to a table (an action, an undo, a seat handed to a bot, a newcomer) holds
the table's lock from its checks to its database commit, so two messages for one decision
cannot both be applied: the first moves the table to a new step and the second, naming
the old step, is refused. The commit runs on a database thread (``Writer``), so other
tables go on meanwhile. Only after it is the change broadcast: every connection gets its
own message, built from its seat's view.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

import orjson

from meeple.agents import level_of, make_agent
from meeple.engine import IllegalAction, Match, Seat, load, translate
from meeple.engine.agent import Agent
from meeple.engine.driver import interjection
from meeple.engine.events import Event
from meeple.engine.i18n import player_name, player_names
from meeple.engine.match import LogEntry
from meeple.server.bots import BotPool, Decision, make_bot
from meeple.server.chat import ChatRefused, TableChat, may_read
from meeple.server.clock import Clock, Timer
from meeple.server.db import now
from meeple.server.frames import FrameWriter, text_frame
from meeple.server.outbox import Outbox
from meeple.server.store import StaleWrite, Store, StoredChat, StoredSeat, StoredTable

log = logging.getLogger("meeple.server")
SEATS_KEY = -1  # the seats message's place among the built messages (no seat is -1)
AWAY_SECONDS = 60.0  # a player away this long, when the game waits for them, may be replaced
RETRY_FIRST, RETRY_MAX = 0.5, 30.0  # seconds: a failed bot move is retried, backing off
BOT_TIMEOUT = 10.0  # seconds a bot may think before a random action stands in for it
NAME_MAX = 24  # characters in a display name, once trimmed
# Characters a name may not hold: control characters and line breaks, and the marks that
# reorder text (a name could otherwise turn the rest of a log line backwards).
BIDI_MARKS = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


class Refused(Exception):
    """A message the table will not take; ``code`` is the protocol's error code."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


def clean_name(raw: str) -> str:
    """A display name as a player gave it, trimmed; :class:`Refused` (``bad-name``) saying
    what is wrong with it: empty, too long, or holding a control character."""
    name = raw.strip()
    if not name:
        raise Refused("bad-name", "a name needs at least one character other than spaces")
    if len(name) > NAME_MAX:
        raise Refused("bad-name", f"a name may hold at most {NAME_MAX} characters, not {len(name)}")
    for char in name:
        if unicodedata.category(char) in ("Cc", "Zl", "Zp") or char in BIDI_MARKS:
            raise Refused("bad-name", f"a name may not hold control characters (U+{ord(char):04X})")
    return name


@dataclass(eq=False)
class Connection:
    """One WebSocket: whose seat it is (None: a spectator), its language, how much of
    the log it has, and its :class:`Outbox` (set once the socket's sending task exists)."""

    seat: int | None
    lang: str
    log_sent: int = 0
    outbox: Outbox | None = None
    write_frame: FrameWriter | None = None  # the server's, if it offers one (frames.py)

    def want_state(self) -> None:
        if self.outbox is not None:
            self.outbox.want_state()

    def want_seats(self) -> None:
        if self.outbox is not None:
            self.outbox.want_seats()

    def want_chat(self) -> None:
        if self.outbox is not None:
            self.outbox.want_chat()


def log_json(entries: Iterable[LogEntry], seat: Seat | None, lang: str) -> list[dict[str, Any]]:
    """Log entries as a client gets them, live or in a replay: each action's text in
    ``lang`` (its public form unless ``seat`` acted) and the events ``seat`` may see
    (None: a spectator's, the public ones)."""
    return [
        {
            "index": entry.index,
            "seat": entry.seat,
            # who acted, by name: some games' texts name a role ("the Pilot flies")
            "player": player_name(entry.seat, lang),
            "text": label_text(entry, seat, lang),
            "events": [
                translate(event.msg, lang, event.args)
                for event in entry.events
                if event.visible_to(seat)
            ],
        }
        for entry in entries
    ]


def noted_entry(entry: LogEntry, stood_in: str) -> LogEntry:
    """A move someone else played for its seat's player, the log saying so first: a bot
    when the player's time ran out ("clock"), a random move for a bot that failed ("error")
    or was too slow ("timeout")."""
    note = Event(f"server.bot-{stood_in}", {"seat": entry.seat})
    return replace(entry, events=(note, *entry.events))


def noted(match: Match, notes: dict[int, str]) -> Match:
    """``match`` with the notes of its stored moves (index -> who stood in) in its log, as
    they were when the moves were played."""
    log = match.log
    for index, stood_in in notes.items():
        if index < len(log):
            log[index] = noted_entry(log[index], stood_in)
    return match


def message_text(message: dict[str, Any]) -> str:
    """A message as compact JSON text (orjson: a state message is the hot path of a move,
    and the standard encoder took 7 times as long)."""
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()


def label_text(entry: LogEntry, seat: Seat | None, lang: str) -> str:
    msg, args = entry.label_for(seat)
    return translate(msg, lang, args)


class Writer:
    """Runs database writes off the event loop: one thread for SQLite (one writer at a
    time is all it allows), a few for a database server."""

    def __init__(self, threads: int) -> None:
        self.pool = ThreadPoolExecutor(threads, thread_name_prefix="meeple-db")

    async def __call__(self, write: Callable[..., None], *args: Any) -> None:
        await asyncio.get_running_loop().run_in_executor(self.pool, write, *args)


class LiveTable:
    def __init__(
        self,
        stored: StoredTable,
        store: Store,
        bot_delay: float,
        writer: Writer,
        pool: BotPool | None = None,
        bot_timeout: float = BOT_TIMEOUT,
    ) -> None:
        self.id = stored.id
        self.lock = asyncio.Lock()
        self.write = writer
        self.game = load(stored.game)
        self.store = store
        self.bot_delay = bot_delay
        self.pool, self.bot_timeout = pool, bot_timeout
        self.seats = stored.seats
        self.created = stored.created
        self.touched = stored.updated or stored.created  # the last move or visit
        # the clock times the decision waited for since the last move (clock.py)
        self.clock = Timer(Clock.from_json(stored.clock), self.touched.timestamp())
        # when each seat's player was last seen leaving (since the server started)
        self.left_at = dict.fromkeys(range(len(stored.seats)), time.monotonic())
        self.owner_hash = stored.owner_hash
        self.notes = dict(stored.notes)  # move index -> who stood in for its seat's player
        self.match = noted(Match.from_record(stored.record()), self.notes)
        self.chat = TableChat(stored.chat)  # its last lines, and who has had them (chat.py)
        self.connections: set[Connection] = set()
        self._seated: Counter[int] = Counter()  # connections of each seat
        self.version = 0  # bumped at every change, so a bot that waited knows it is late
        self.presence = 0  # bumped when a connection comes or goes, or a seat is taken
        # the messages built since the last change, shared by the connections they fit:
        # (seat, language, log sent) -> text
        self._built: dict[tuple[int | None, str, int], str] = {}  # and the seats messages
        self._frames: dict[tuple[int | None, str, int], bytes] = {}  # some, framed
        self._seats_built: dict[str, list[dict[str, Any]]] = {}  # seats_json by language
        self._built_at = (-1, -1)
        # the board element each action played here targeted (read before it ran), by log
        # index: the page highlights the last move's (not kept across a restart)
        self.targets: dict[int, str | None] = {}
        self._agents: dict[int, Agent] = {}
        self._bot_task: asyncio.Task[None] | None = None
        self._bot_retry = 0.0  # seconds before a failed bot move is tried again
        # the bot level a seat its player leaves goes to (the creator's choice)
        self.hand_over_level = stored.hand_over
        self.rematch_of = stored.rematch_of  # the finished table this one follows, if any
        self.returning: set[int] = set()  # left seats taken back once the bot has moved
        self.hub: Any = None  # the Hub holding it: where its rematch is made (rematch.py)
        self._clock_task: asyncio.Task[None] | None = None  # a timed-out move, playing
        self._clock_retry = 0.0  # seconds before a failed timed-out move is tried again

    # -- what the table is ---------------------------------------------------------------

    @property
    def step(self) -> int:
        return len(self.match.record.actions)

    @property
    def finished(self) -> bool:
        return self.match.state.is_over()

    def display_names(self) -> list[str]:
        """Each seat's display name ("" for none): what the texts built for this table
        name players by (``with player_names(...)``)."""
        return [info.name or "" for info in self.seats]

    def seat_name(self, seat: int, lang: str) -> str:
        """The seat as the seats list names it: its player's name, else "Player N"; a bot
        says so, with its level."""
        with player_names(self.display_names()):
            name = player_name(seat, lang)
        info = self.seats[seat]
        if info.kind == "bot":
            bot = translate(f"server.bot.{level_of(info.bot or 'bot')}", lang)
            return translate("server.seat-bot", lang, {"seat": name, "bot": bot})
        return name

    def connected(self, seat: int) -> bool:
        return self._seated[seat] > 0

    def summary(self, lang: str = "en") -> dict[str, Any]:
        """The table as the lobby lists it: no secret in it."""
        with player_names(self.display_names()):
            return self._summary(lang)

    def _summary(self, lang: str) -> dict[str, Any]:
        outcome = self.match.state.outcome()
        return {
            "table": self.id,
            "game": self.game.id,
            "name": self.game.info.name.get(lang, self.game.info.name["en"]),
            "players": self.match.state.players,
            "config": self.match.record.config,
            "status": "finished" if outcome is not None else "playing",
            "step": self.step,
            "free_seats": [s.seat for s in self.seats if s.kind == "open" and not s.taken],
            "seats": self.seats_json(lang),
            "created": self.created.isoformat(),
            "outcome": self.outcome_json(lang),
        }

    def seats_json(self, lang: str) -> list[dict[str, Any]]:
        return [
            {
                "seat": s.seat,
                "name": self.seat_name(s.seat, lang),
                "kind": s.kind,
                "bot": s.bot,
                "taken": s.taken or s.kind == "bot",
                "connected": s.kind == "bot" or self.connected(s.seat),
                **self.hand_over_json(s.seat),
                **self.left_json(s),
            }
            for s in self.seats
        ]

    def hand_over_json(self, seat: int) -> dict[str, Any]:
        """What the page needs to offer a hand-over by :meth:`hand_over_refusal`'s rule:
        ``hand_over`` "free" (never taken: the creator's), and ``hand_over_at``, the time
        (Unix seconds) from which the creator or another seated player may, if its player
        stays away while the game waits for it."""
        info = self.seats[seat]
        free = info.kind != "bot" and not info.taken and not self.finished
        at = None
        away = self.away_for(seat) if info.taken and info.kind != "bot" else None
        if away is not None and not self.finished and self.deciding(seat):
            at = round(time.time() - away + AWAY_SECONDS, 1)
        return {"hand_over": "free" if free else None, "hand_over_at": at}

    def outcome_json(self, lang: str) -> dict[str, Any] | None:
        outcome = self.match.state.outcome()
        if outcome is None:
            return None
        with player_names(self.display_names()):
            return {**outcome.to_json(), "text": outcome.describe(lang)}

    # -- the message each connection gets ------------------------------------------------

    def state_message(self, conn: Connection) -> str:
        """The state as ``conn`` sees it, with the log it has not had yet: built once per
        change for every connection of the same seat, language and log."""
        logged = len(self.match.log)
        log_from = min(conn.log_sent, logged)
        key = (conn.seat, conn.lang, log_from)
        text = self._built_now().get(key)
        if text is None:
            text = self._built[key] = self._state_text(conn.seat, conn.lang, log_from)
        conn.log_sent = logged
        return text

    def _state_text(self, seat: int | None, lang: str, log_from: int) -> str:
        # every text in it (turn, labels, log, outcome) names players as they chose
        with player_names(self.display_names()):
            return self._state_json(seat, lang, log_from)

    def _state_json(self, seat: int | None, lang: str, log_from: int) -> str:
        state = self.match.state
        to_move = state.to_move()
        plays = seat is not None and self.seats[seat].kind != "bot"  # not a seat left to a bot
        actions = state.legal_actions(seat) if plays else []
        entries = log_json(self.match.log[log_from:], seat, lang)
        outcome = self.outcome_json(lang)
        if outcome is not None:
            turn = outcome["text"]
        else:
            assert to_move is not None
            turn = translate("server.turn", lang, {"seat": self.seat_name(to_move, lang)})
        return message_text(
            {
                "type": "state",
                "table": self.id,
                "game": self.game.id,
                "seat": seat,
                "step": self.step,
                "view": state.view(seat),
                "actions": [
                    {
                        "id": state.action_id(action),
                        "label": state.action_label(action, lang),
                        "target": state.action_target(action),
                        "confirm": state.action_confirmation(action, lang),
                    }
                    for action in actions
                ],
                "to_move": to_move,
                "turn": turn,
                "can_undo": plays and not self.finished and self.match.can_undo(seat),
                "seats": self._seats_now(lang),
                "log": {"from": log_from, "entries": entries},
                "last": self.last_move(seat),
                "outcome": outcome,
                "clock": self.clock.state_json(self.timed_seat()),
            }
        )

    def last_move(self, seat: int | None) -> dict[str, Any] | None:
        """The last action played, as ``seat`` may know it: its log index, its seat and the
        board element it targeted. The target goes to the actor, and to the others only if
        the action's label hides nothing from them (a target may name a card only its
        holder saw)."""
        if not self.match.log:
            return None
        entry = self.match.log[-1]
        target = self.targets.get(entry.index)
        if seat != entry.seat and entry.public != entry.message:
            target = None
        return {"index": entry.index, "seat": entry.seat, "target": target}

    def seats_message(self, lang: str) -> str:
        """Who sits where and who is connected: what a coming or going changes (built
        once per change and language, like the states)."""
        built = self._built_now()
        key = (SEATS_KEY, lang, 0)
        text = built.get(key)
        if text is None:
            seats = self._seats_now(lang)
            message = {"type": "seats", "table": self.id, "step": self.step, "seats": seats}
            text = message_text(message)
            built[key] = text
        return text

    def _seats_now(self, lang: str) -> list[dict[str, Any]]:
        """:meth:`seats_json`, built once per change and language for all its messages."""
        self._built_now()
        seats = self._seats_built.get(lang)
        if seats is None:
            seats = self._seats_built[lang] = self.seats_json(lang)
        return seats

    def _built_now(self) -> dict[tuple[int | None, str, int], str]:
        """The messages built since the table last changed (those before are dropped)."""
        if self._built_at != (self.version, self.presence):
            self._built.clear()
            self._frames.clear()
            self._seats_built.clear()
            self._built_at = (self.version, self.presence)
        return self._built

    def broadcast(self) -> None:
        """Every connection is due the new state. A socket that is idle and can take it
        gets it at once, framed once for all who see the same (frames.py); the others'
        outboxes build and send it when their socket can."""
        logged = len(self.match.log)
        self._built_now()
        for conn in self.connections:  # 400 spectators, 400 times: kept to a few lookups
            outbox = conn.outbox
            if outbox is None:
                continue
            if conn.write_frame is not None and outbox.idle():
                log_from = conn.log_sent if conn.log_sent < logged else logged
                frame = self._frame((conn.seat, conn.lang, log_from))
                if conn.write_frame(frame):
                    conn.log_sent = logged
                    outbox.sent_aside()
                    continue
            outbox.want_state()

    def _frame(self, key: tuple[int | None, str, int]) -> bytes:
        frame = self._frames.get(key)
        if frame is None:
            text = self._built.get(key)
            if text is None:
                text = self._built[key] = self._state_text(*key)
            frame = self._frames[key] = text_frame(text)
        return frame

    def join(self, conn: Connection) -> None:
        """A newcomer gets the table; the others, a presence update if it changes who is
        connected (a spectator or a second tab of a seat changes nothing they see)."""
        self.connections.add(conn)
        conn.want_state()
        conn.want_chat()  # the chat so far, if any it may read
        if conn.seat is not None:
            self._seated[conn.seat] += 1
            self.left_at.pop(conn.seat, None)
            if self._seated[conn.seat] == 1:
                self._presence_changed(conn)

    def leave(self, conn: Connection) -> None:
        self.touched = now()
        if conn not in self.connections:
            return
        self.connections.discard(conn)
        self.chat.forget(conn)
        if conn.seat is not None:
            self._seated[conn.seat] -= 1
            if not self.connected(conn.seat):
                self.left_at[conn.seat] = time.monotonic()
                self._presence_changed(conn)

    def _presence_changed(self, conn: Connection) -> None:
        self.presence += 1
        for other in self.connections:
            if other is not conn:
                other.want_seats()

    # -- chat ----------------------------------------------------------------------------

    def chat_message(self, conn: Connection) -> str | None:
        """The chat lines ``conn`` may read and has not had, as one message (None: none)."""
        return self.chat.message(conn, conn.seat, conn.lang)

    async def post_chat(self, conn: Connection, channel: str, raw: str) -> None:
        """A chat line from ``conn``, checked by chat.py's rules (channel, text, rate), is
        stored, then due to every connection that may read its channel."""
        try:
            text = self.chat.admit(conn, conn.seat, channel, raw)
        except ChatRefused as refused:
            raise Refused(refused.code, refused.reason) from None
        seat = conn.seat
        async with self.lock:  # the index and the step, in order with the moves
            name = None if seat is None else self.seats[seat].name
            line = StoredChat(self.chat.next_index, self.step, seat, name, channel, text, now())
            await self.write(self.store.add_chat, self.id, line)
            self.chat.add(line)
        for other in self.connections:
            if may_read(other.seat, channel):
                other.want_chat()

    # -- why not? ------------------------------------------------------------------------

    def why_message(self, seat: int | None, target: str, lang: str) -> str | None:
        """Why ``seat`` can do nothing with the board element ``target`` now, as a ``why``
        message for that connection alone; None if some legal action of ``seat`` has that
        target (nothing to explain). Built from the game's ``why_not``, which words it from
        what ``seat`` may see."""
        state = self.match.state
        if seat is not None and any(
            state.action_target(action) == target for action in state.legal_actions(seat)
        ):
            return None
        with player_names(self.display_names()):  # "it is Ana's turn"
            reason = state.why_not(seat, target, lang)
        return message_text({"type": "why", "target": target, "step": self.step, "reason": reason})

    # -- changes -------------------------------------------------------------------------

    def _check_step(self, step: int) -> None:
        if self.finished:
            raise Refused("finished", "the game is over: no more moves")
        if step != self.step:
            raise Refused(
                "stale",
                f"the game has moved on: you saw step {step}, it is now at step {self.step}",
            )

    async def play(self, seat: int | None, action_id: str, step: int) -> None:
        """Play ``action_id`` for ``seat`` (the table seen at ``step``), save it, then tell
        everyone."""
        async with self.lock:
            await self._play(seat, action_id, step)

    async def _play(self, seat: int | None, action_id: str, step: int) -> None:
        self._check_step(step)
        if seat is None:
            raise Refused("forbidden", "spectators cannot play")
        self.refuse_left(seat)
        state = self.match.state
        try:
            action = state.parse_action(action_id)
        except IllegalAction as error:
            raise Refused("illegal", error.reason) from None
        if state.action_seat(action) != seat:
            raise Refused("illegal", f"{action_id!r} is another seat's action, not yours")
        await self._commit_play(seat, action)

    async def _commit_play(self, seat: int, action: int, stood_in: str | None = None) -> None:
        """Play and save ``action``; ``stood_in``: a random action played for a bot that
        failed ("error") or ran out of time ("timeout"), which the log says."""
        index = self.step
        action_id = self.match.state.action_id(action)
        target = self.match.state.action_target(action)
        self.match.play(action)
        if stood_in is not None:
            self.notes[index] = stood_in
            self.match.log[-1] = noted_entry(self.match.log[-1], stood_in)
        state = self.match.state
        outcome = state.outcome()
        try:
            await self.write(
                self.store.append_move,
                self.id,
                index,
                action_id,
                seat,
                state.serialize(),
                None if outcome is None else outcome.to_json(),
                stood_in,
            )
        except Exception as error:
            self.notes.pop(index, None)
            await self._restore(error, self.match.record.actions[:-1])
            raise
        self.clock.since = time.time()  # the next decision's time starts
        self.targets[index] = target
        if self.returning:  # the bot's move is in: the seats taken back are theirs now
            await self._return_seats()
        self._changed()

    async def undo(self, seat: int | None, step: int) -> None:
        async with self.lock:
            await self._undo(seat, step)

    async def _undo(self, seat: int | None, step: int) -> None:
        self._check_step(step)
        if seat is None:
            raise Refused("forbidden", "spectators cannot undo")
        self.refuse_left(seat)
        if not self.match.can_undo(seat):
            raise Refused(
                "undo",
                "nothing to undo: the last action was not yours, or it revealed something",
            )
        undone = self.match.undo(seat)
        try:
            await self.write(
                self.store.remove_last_move, self.id, step, self.match.state.serialize()
            )
        except Exception as error:
            await self._restore(error, [*self.match.record.actions, undone])
            raise
        self.notes.pop(len(self.match.log), None)
        self.clock.since = time.time()  # the decision undone to starts again
        for conn in self.connections:
            conn.log_sent = min(conn.log_sent, len(self.match.log))
        self.targets.pop(len(self.match.log), None)
        self._changed()

    # -- handing a seat over ---------------------------------------------------------------

    def away_for(self, seat: int) -> float | None:
        """Seconds since the seat's player left (None: connected now)."""
        if self.connected(seat):
            return None
        return time.monotonic() - self.left_at.get(seat, 0.0)

    def hand_over_refusal(self, seat: int, by_owner: bool, by_player: int | None) -> str | None:
        """Why the seat may not be handed to a bot or a new link now (None: it may).

        The one rule, for the API and the pages: a seat never taken, by the table's
        creator; a taken one, by the creator or a seated player (``by_player``, not its
        own), once its player has been away ``AWAY_SECONDS`` while the game waits for it.
        """
        info = self.seats[seat]
        n = seat + 1
        if info.kind == "bot":
            return f"seat {n} is already played by a bot"
        if self.finished:
            return "the game is over"
        if not info.taken:
            return None if by_owner else "only the table's creator may hand over a free seat"
        if not by_owner and (by_player is None or by_player == seat):
            return "only the table's creator or a seated player may hand over a seat"
        away = self.away_for(seat)
        if away is None or away < AWAY_SECONDS:
            return f"seat {n}'s player is here, or left less than {AWAY_SECONDS:g} s ago"
        if not self.deciding(seat):
            return f"the game is not waiting for seat {n}"
        return None

    def new_link_refusal(self, seat: int, by_owner: bool, by_player: int | None) -> str | None:
        """Why the seat may not get a new link now (None: it may): the sibling of
        :meth:`hand_over_refusal`, with one case more. The creator may re-issue the link
        of a taken person's seat whose player has been away ``AWAY_SECONDS``, whether or
        not the game waits for it: a player who lost their link cannot come back to be
        waited for. Anyone else, and every other case, follow the hand-over rule.
        """
        refusal = self.hand_over_refusal(seat, by_owner, by_player)
        if refusal is None or not by_owner:
            return refusal
        info = self.seats[seat]
        if info.kind == "bot" or self.finished or not info.taken:
            return refusal
        away = self.away_for(seat)
        return refusal if away is None or away < AWAY_SECONDS else None

    def deciding(self, seat: int) -> bool:
        """The game waits for this seat (a card it may play out of turn does not count)."""
        return self.match.state.to_move() == seat

    async def give_to_bot(
        self, seat: int, bot: str, by_owner: bool = True, by_player: int | None = None
    ) -> None:
        async with self.lock:
            await self._give_to_bot(seat, bot, by_owner, by_player)

    async def _give_to_bot(
        self, seat: int, bot: str, by_owner: bool, by_player: int | None
    ) -> None:
        if not 0 <= seat < len(self.seats):
            raise Refused("bad-message", f"there is no seat {seat}")
        refusal = self.hand_over_refusal(seat, by_owner, by_player)
        if refusal is not None:
            raise Refused("forbidden", refusal)
        stubs = self.pool is not None and self.pool.stub_bots
        make_bot(self.game, bot, seat, 0, stubs)  # raises InvalidConfig for an unknown bot
        current = self.seats[seat]
        # a player who left keeps the link: coming back with it takes the seat back
        kept = current.token_hash if current.taken else None
        updated = StoredSeat(seat, "bot", bot, kept, True, current.name)
        await self.write(self.store.update_seat, self.id, updated)
        self.seats[seat] = updated
        self._changed()

    async def new_link(
        self, seat: int, token_hash: str, by_owner: bool, by_player: int | None
    ) -> None:
        """The seat goes to whoever gets a new link (the old one dies)."""
        async with self.lock:
            refusal = self.new_link_refusal(seat, by_owner, by_player)
            if refusal is not None:
                raise Refused("forbidden", refusal)
            updated = StoredSeat(seat, "invite", None, token_hash, False)  # a new player: no name
            await self.write(self.store.update_seat, self.id, updated)
            self.seats[seat] = updated
            self._changed()

    async def take_back(self, seat: int) -> None:
        """The player whose seat a bot played came back with the link: theirs again."""
        current = self.seats[seat]
        updated = StoredSeat(seat, "invite", None, current.token_hash, True, current.name)
        await self.write(self.store.update_seat, self.id, updated)
        self.seats[seat] = updated
        self._agents.pop(seat, None)
        self._changed()

    # -- leaving and coming back (issue 19) ------------------------------------------------
    # A player who leaves keeps their link: the seat goes to a bot of the creator's chosen
    # level, stored as a bot seat *not taken* (a seat handed over while its player was away
    # stays taken, and its player takes it back just by coming). The player takes a left
    # seat back with "back"; if its bot is about to move, the seat is theirs once that
    # move is in (``returning``), so no move is lost half-way.

    def left_json(self, info: StoredSeat) -> dict[str, Any]:
        left = info.kind == "bot" and not info.taken
        return {"left": left, "returning": left and info.seat in self.returning}

    def refuse_left(self, seat: int) -> None:
        if self.seats[seat].kind == "bot":
            raise Refused("forbidden", "a bot plays your seat now: take it back first")

    async def leave_seat(self, seat: int | None) -> None:
        """The seat's player leaves: a bot of the creator's chosen level plays for them."""
        if seat is None:
            raise Refused("forbidden", "spectators have no seat to leave")
        async with self.lock:
            info = self.seats[seat]
            if self.finished:
                raise Refused("finished", "the game is over: there is no seat to leave")
            if info.kind == "bot":
                raise Refused("forbidden", "a bot already plays this seat")
            bot = StoredSeat(seat, "bot", self.hand_over_level, info.token_hash, False, info.name)
            await self.write(self.store.update_seat, self.id, bot)
            self.seats[seat] = bot
            self._changed()

    async def come_back(self, seat: int | None) -> None:
        """The player of a left seat takes it back: now, or after its bot's coming move."""
        if seat is None or not self.left_json(self.seats[seat])["left"]:
            raise Refused("forbidden", "this seat was not left to a bot: nothing to take back")
        async with self.lock:
            if not self.left_json(self.seats[seat])["left"]:
                return  # taken back meanwhile (another tab)
            state = self.match.state
            bot_busy = self._bot_task is not None and not self._bot_task.done()
            if bot_busy and (self.deciding(seat) or state.legal_actions(seat)):
                self.returning.add(seat)
                self.presence += 1  # the seats list says it is coming back
                for conn in self.connections:
                    conn.want_seats()
                return
            self.returning.add(seat)
            await self._return_seats()
            self._changed()

    async def _return_seats(self) -> None:
        """The seats whose players asked for them back are people's again (under the lock)."""
        for seat in sorted(self.returning):
            current = self.seats[seat]
            if current.kind == "bot" and not current.taken:
                person = StoredSeat(seat, "invite", None, current.token_hash, True, current.name)
                await self.write(self.store.update_seat, self.id, person)
                self.seats[seat] = person
                self._agents.pop(seat, None)
        self.returning.clear()

    async def take_seat(self, seat: int, token_hash: str | None = None) -> None:
        """Mark an invite seat as taken (by its link's holder, or a lobby claim)."""
        current = self.seats[seat]
        updated = StoredSeat(
            seat, current.kind, None, token_hash or current.token_hash, True, current.name
        )
        await self.write(self.store.update_seat, self.id, updated)
        self.seats[seat] = updated
        self.presence += 1

    async def rename(self, seat: int | None, raw: str) -> None:
        """The seat's player is called ``raw`` (trimmed) from now on: saved with the seat,
        then every text naming the seat is built again for everyone."""
        if seat is None:
            raise Refused("forbidden", "spectators cannot choose a name: only a seat has one")
        name = clean_name(raw)
        async with self.lock:
            await self.rename_locked(seat, name)

    async def rename_locked(self, seat: int, name: str) -> None:
        """Under the lock, with ``name`` already checked (:func:`clean_name`)."""
        current = self.seats[seat]
        if current.name == name:
            return
        updated = replace(current, name=name)
        await self.write(self.store.update_seat, self.id, updated)
        self.seats[seat] = updated
        # Texts already sent named the seat otherwise: the whole log goes again, and the
        # messages built before are dropped (a new presence), not the bots' turn (version).
        for conn in self.connections:
            conn.log_sent = 0
        self.presence += 1
        self.broadcast()

    async def _restore(self, error: Exception, actions: list[str]) -> None:
        """After a failed write, the table as it was: replayed from its own record (the
        database may be the thing that failed), or, if another server moved the table
        (:class:`StaleWrite`), read again from the database."""
        if isinstance(error, StaleWrite):
            stored = await asyncio.to_thread(self.store.load, self.id)
            if stored is not None:
                self.notes = dict(stored.notes)
                self.match = noted(Match.from_record(stored.record()), self.notes)
                self.seats = stored.seats
        else:
            record = self.match.record
            self.match = noted(
                Match.from_record(replace(record, actions=list(actions))), self.notes
            )
        self.targets.clear()  # the moves they named may be gone
        for conn in self.connections:
            conn.log_sent = 0

    @property
    def bots_only(self) -> bool:
        return all(seat.kind == "bot" for seat in self.seats)

    @property
    def abandoned_since(self) -> datetime | None:
        """When it was last moved or watched, if it is unfinished and nobody is here."""
        return None if self.finished or self.connections else self.touched

    def _changed(self) -> None:
        self.touched = now()
        self.version += 1
        self.broadcast()
        self.wake_bots()

    # -- the clock -----------------------------------------------------------------------

    def timed_seat(self) -> int | None:
        """The seat the clock times now: the one the game waits for, if a person holds it
        and the table has a clock (None once the game is over)."""
        seat = self.match.state.to_move()
        if seat is None or not self.clock.clock.on or self.seats[seat].kind == "bot":
            return None
        return seat

    def arm_clock(self) -> None:
        """(Re)start the table's one timer for the decision waited for now."""
        version = self.version
        self.clock.arm(self.timed_seat(), lambda: self._spawn(self._time_out(version)))

    def _spawn(self, work: Any) -> None:
        self._clock_task = asyncio.get_running_loop().create_task(work)

    async def _time_out(self, version: int) -> None:
        """The time for the decision ran out: a bot of the clock's level plays that one
        move for the player (the seat stays theirs), through the same path as the bots,
        and the log says so. A table that moved meanwhile is left alone."""
        seat = self.timed_seat()
        if version != self.version or seat is None:
            return
        level = self.clock.clock.bot
        try:
            if self.pool is None:  # no pool (tests): the bot decides here, under the lock
                async with self.lock:
                    if version == self.version:
                        agent = make_agent(self.game, level, seat, secrets.randbits(32))
                        action = agent.act(self.match.state, seat)
                        await self._commit_play(seat, action, "clock")
                return
            decision = await self.pool.decide(
                self.match.state, {seat: level}, seed=secrets.randbits(32), timeout=self.bot_timeout
            )
            async with self.lock:
                if version == self.version and decision.action_id is not None:
                    action = self.match.state.parse_action(decision.action_id)
                    await self._commit_play(seat, action, "clock")
            self._clock_retry = 0.0
        except Exception:  # the table must not freeze: try again, waiting longer each time
            log.exception("table %s: the clock's move failed", self.id)
            self._clock_retry = min(max(2 * self._clock_retry, RETRY_FIRST), RETRY_MAX)
            loop = asyncio.get_running_loop()
            loop.call_later(self._clock_retry, lambda: self._spawn(self._time_out(version)))

    # -- bots ----------------------------------------------------------------------------

    def _bots(self) -> dict[int, Agent]:
        for info in self.seats:
            if info.kind == "bot" and info.seat not in self._agents:
                seed = secrets.randbits(32)
                self._agents[info.seat] = make_agent(self.game, info.bot or "bot", info.seat, seed)
        return self._agents

    def wake_bots(self) -> None:
        """If a bot has something to do now, let it do it after a short, visible pause."""
        self.arm_clock()
        state = self.match.state
        seat = state.to_move()
        if seat is None:
            return
        bots = self._bot_names()
        if seat not in bots and not any(state.legal_actions(other) for other in bots):
            return
        # An earlier bot task, if any, is left to find the version changed: cancelling it
        # mid-commit could lose track of a move already on its way to the database.
        self._bot_task = asyncio.get_running_loop().create_task(self._bot_turn(self.version))

    async def _bot_turn(self, version: int, delay: float | None = None) -> None:
        await asyncio.sleep(self.bot_delay if delay is None else delay)
        if version != self.version:
            return
        try:
            if self.pool is None:  # no pool (tests): the bots decide here, under the lock
                async with self.lock:
                    if version == self.version:
                        await self._bot_move_here()
                return
            # the pool thinks without the table's lock: people may still come and go
            decision = await self.pool.decide(
                self.match.state,
                self._bot_names(),
                seed=secrets.randbits(32),
                timeout=self.bot_timeout,
            )
            async with self.lock:
                if version == self.version and decision.action_id is not None:
                    await self._bot_play(decision)
            self._bot_retry = 0.0
        except Exception:  # a failing bot must not take the table down with it...
            log.exception("table %s: a bot's move failed", self.id)
            # ... nor stop it: try again later, waiting longer each time
            self._bot_retry = min(max(2 * self._bot_retry, RETRY_FIRST), RETRY_MAX)
            loop = asyncio.get_running_loop()
            self._bot_task = loop.create_task(self._bot_turn(self.version, self._bot_retry))

    def _bot_names(self) -> dict[int, str]:
        return {s.seat: s.bot or "bot" for s in self.seats if s.kind == "bot"}

    async def _bot_play(self, decision: Decision) -> None:
        """Play what the pool decided; a random action standing in for a failed bot is
        said in the log, for everyone to read."""
        assert decision.action_id is not None
        state = self.match.state
        action = state.parse_action(decision.action_id)
        seat = state.action_seat(action)
        if decision.fallback is not None:
            log.warning(
                "table %s: bot failed (%s): %s", self.id, decision.fallback, decision.detail
            )
        await self._commit_play(seat, action, decision.fallback)

    async def _bot_move_here(self) -> None:
        state = self.match.state
        seat = state.to_move()
        if seat is None:
            return
        bots = self._bots()
        action = interjection(state, bots, seat)
        if action is None and seat in bots:
            action = bots[seat].act(state, seat)
        if action is not None:
            await self._commit_play(state.action_seat(action), action)


__all__ = ["Connection", "LiveTable", "Refused", "Writer", "log_json"]
