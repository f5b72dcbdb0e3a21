"""A table's chat: who may write and read which channel, what a line may hold, how fast.

Two channels: ``players`` (written by the seated players, read by everyone at the table,
spectators included) and ``spectators`` (written and read by spectators only: the players
never see it, so a spectator cannot whisper a hint to a player). A line is plain text,
trimmed, at most ``TEXT_MAX`` characters, with no control character nor a mark that
reorders text; a connection may post ``RATE_COUNT`` lines every ``RATE_SECONDS`` (on top
of the socket's limit on control messages).

Lines are stored with the table (``Store.add_chat``) and the last ``KEPT`` of each
channel stay in memory (:class:`TableChat`): a newcomer gets them, then each new line it
may read. Nothing here holds a lock or a socket: :mod:`meeple.server.live` does.
"""

from __future__ import annotations

import json
import time
import unicodedata
from collections import deque
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from meeple.engine import translate
from meeple.engine.i18n import player_name
from meeple.server.store import StoredChat

CHANNELS = ("players", "spectators")
TEXT_MAX = 300  # characters in a line, once trimmed
RATE_COUNT, RATE_SECONDS = 5, 10.0  # lines a connection may post in a sliding window
KEPT = 100  # lines of each channel kept in memory and sent to a newcomer
# Marks that reorder text: a line could otherwise turn the rest of the panel backwards.
BIDI_MARKS = frozenset("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


class ChatRefused(Exception):
    """A line the chat will not take; ``code`` is the protocol's error code."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code, self.reason = code, reason


def clean_text(raw: str) -> str:
    """A line as typed, trimmed; :class:`ChatRefused` (``bad-chat``) saying what is wrong:
    empty, too long, or holding a control character."""
    text = raw.strip()
    if not text:
        raise ChatRefused(
            "bad-chat", "a chat message needs at least one character other than spaces"
        )
    if len(text) > TEXT_MAX:
        raise ChatRefused(
            "bad-chat", f"a chat message may hold at most {TEXT_MAX} characters, not {len(text)}"
        )
    for char in text:
        if unicodedata.category(char) in ("Cc", "Zl", "Zp") or char in BIDI_MARKS:
            raise ChatRefused(
                "bad-chat",
                f"chat messages may not hold control characters or line breaks (U+{ord(char):04X})",
            )
    return text


def may_read(seat: int | None, channel: str) -> bool:
    """The players' channel is for everyone at the table; the spectators', for them alone."""
    return channel == "players" or seat is None


def check_channel(seat: int | None, channel: str) -> None:
    """:class:`ChatRefused` (``forbidden``) unless ``seat`` (None: a spectator) may write
    in ``channel``: a seated player in the players' channel, a spectator in theirs."""
    if channel not in CHANNELS:
        raise ChatRefused("bad-message", f"channel must be one of {', '.join(CHANNELS)}")
    if seat is None and channel == "players":
        raise ChatRefused(
            "forbidden", "spectators read the players' chat but write in the spectators' channel"
        )
    if seat is not None and channel == "spectators":
        raise ChatRefused(
            "forbidden",
            "the spectators' channel is theirs alone: players write in the players' chat",
        )


def speaker(line: StoredChat, lang: str) -> str:
    """Who wrote the line, as the page shows it: the name the player had chosen then, else
    "Player N"; a spectator is "Spectator"."""
    if line.seat is None:
        return translate("server.chat.spectator", lang)
    return line.name or player_name(line.seat, lang)


def line_json(line: StoredChat, lang: str) -> dict[str, Any]:
    return {
        "index": line.index,
        "step": line.step,
        "seat": line.seat,
        "name": speaker(line, lang),
        "channel": line.channel,
        "text": line.text,
        "time": line.time.isoformat(),
    }


class RateWindow:
    """The times of a connection's last ``RATE_COUNT`` lines: one more is allowed once the
    oldest is ``RATE_SECONDS`` old."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.times: deque[float] = deque(maxlen=RATE_COUNT)

    def take(self) -> None:
        """Count one line now; :class:`ChatRefused` (``too-fast``) if it is one too many."""
        now = self.clock()
        if len(self.times) == RATE_COUNT and now - self.times[0] < RATE_SECONDS:
            wait = RATE_SECONDS - (now - self.times[0])
            raise ChatRefused(
                "too-fast",
                f"at most {RATE_COUNT} chat messages every {RATE_SECONDS:g} s: wait {wait:.0f} s",
            )
        self.times.append(now)


class TableChat:
    """The lines of one table kept in memory, and what each connection has had of them.

    A connection is any hashable key (``live.Connection``); ``forget`` it when it goes."""

    def __init__(
        self, lines: Iterable[StoredChat] = (), clock: Callable[[], float] = time.monotonic
    ):
        self.kept: dict[str, deque[StoredChat]] = {ch: deque(maxlen=KEPT) for ch in CHANNELS}
        self.next_index = 0
        for line in sorted(lines, key=lambda line: line.index):
            self._keep(line)
        self.clock = clock
        self._sent: dict[Hashable, int] = {}  # connection -> the index it has had up to
        self._windows: dict[Hashable, RateWindow] = {}
        self._built: dict[tuple[bool, str, int], str | None] = {}  # since the last line

    def _keep(self, line: StoredChat) -> None:
        self.kept[line.channel].append(line)
        self.next_index = max(self.next_index, line.index + 1)

    def admit(self, who: Hashable, seat: int | None, channel: str, raw: str) -> str:
        """The line's text if ``who`` (at ``seat``) may post it to ``channel`` now, counted
        in its rate; :class:`ChatRefused` saying why not (nothing counted then)."""
        check_channel(seat, channel)
        text = clean_text(raw)
        window = self._windows.get(who)
        if window is None:
            window = self._windows[who] = RateWindow(self.clock)
        window.take()
        return text

    def add(self, line: StoredChat) -> None:
        """A line stored: kept, and due to whoever may read it."""
        self._keep(line)
        self._built.clear()

    def again(self, who: Hashable) -> None:
        """Send ``who`` every kept line once more (its language changed: names with it)."""
        self._sent[who] = 0

    def forget(self, who: Hashable) -> None:
        self._sent.pop(who, None)
        self._windows.pop(who, None)

    def message(self, who: Hashable, seat: int | None, lang: str) -> str | None:
        """The ``chat`` message of the lines ``who`` may read and has not had (None: no
        such line); from then on it has had them."""
        since = self._sent.get(who, 0)
        self._sent[who] = self.next_index
        key = (seat is None, lang, since)
        if key not in self._built:
            self._built[key] = self._message(seat, lang, since)
        return self._built[key]

    def _message(self, seat: int | None, lang: str, since: int) -> str | None:
        lines = [
            line
            for channel in CHANNELS
            if may_read(seat, channel)
            for line in self.kept[channel]
            if line.index >= since
        ]
        if not lines:
            return None
        lines.sort(key=lambda line: line.index)
        return json.dumps(
            {"type": "chat", "lines": [line_json(line, lang) for line in lines]},
            ensure_ascii=False,
            separators=(",", ":"),
        )
