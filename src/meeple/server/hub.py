"""Every table the server holds: created, found by id or by seat token, resumed at start.

Tokens are kept only as SHA-256 digests, so the database alone gives no seat away.

A table stored under an older rules version than its game's (``GameInfo.rules_version``)
no longer replays. It is kept in the database, untouched, and remembered as outdated:
asking for it raises :class:`OutdatedRecord` with the reason, which the routes answer
with (HTTP 409, or an ``error`` and the socket closed), while every other table plays on.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
from collections import OrderedDict
from collections.abc import Callable
from datetime import timedelta
from typing import Any, TypeVar

from meeple.agents import LEVELS
from meeple.engine import InvalidConfig, OutdatedRecord, load
from meeple.engine.rng import MAX_SEED
from meeple.server.bots import BotPool, make_bot
from meeple.server.db import now
from meeple.server.live import LiveTable, Writer
from meeple.server.outbox import Bucket
from meeple.server.settings import Limits
from meeple.server.store import Store, StoredSeat, StoredTable

SEAT_KINDS = ("me", "invite", "open", "bot")  # open: listed in the lobby, anyone may claim it
T = TypeVar("T")
MAX_CLIENTS = 10_000  # creation buckets kept before the idle ones are forgotten

log = logging.getLogger("meeple.server")


def new_token() -> str:
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Limited(Exception):
    """A request the server's limits refuse: ``status`` 429 (this client, for now) or 503
    (the server, for now)."""

    def __init__(self, status: int, reason: str) -> None:
        super().__init__(reason)
        self.status, self.reason = status, reason


class Hub:
    def __init__(
        self,
        store: Store,
        bot_delay: float = 0.8,
        limits: Limits | None = None,
        pool: BotPool | None = None,
    ) -> None:
        self.store = store
        self.bot_delay = bot_delay
        self.limits = limits or Limits()
        self.pool = pool  # where bots think (None: on the event loop, for tests)
        self.stub_bots = pool is not None and pool.stub_bots
        self.tables: dict[str, LiveTable] = {}  # unfinished, or watched
        # finished tables read lately, the least recently read first
        self.finished: OrderedDict[str, LiveTable] = OrderedDict()
        self.buckets: dict[str, Bucket] = {}  # table creation, by client
        self.created_by: dict[str, set[str]] = {}  # client -> its tables, while unfinished
        self.outdated: dict[str, str] = {}  # table id -> why it no longer replays
        sqlite = store.engine.dialect.name == "sqlite"
        self.writer = Writer(1 if sqlite else 4)

    def _live(self, stored: StoredTable) -> LiveTable:
        """The table in play; :class:`OutdatedRecord` (remembered) if its rules changed."""
        try:
            table = LiveTable(
                stored,
                self.store,
                self.bot_delay,
                self.writer,
                self.pool,
                self.limits.bot_seconds,
            )
        except OutdatedRecord as error:
            self.outdated[stored.id] = error.reason
            raise
        table.hub = self
        self.tables[stored.id] = table
        return table

    def resume(self) -> int:
        """Load every unfinished table (after a restart) and let its bots go on.

        A table whose game's rules changed since is left out, marked outdated."""
        cutoff = now() - timedelta(days=self.limits.expire_days)
        for stored in self.store.tables(finished=False, limit=100_000):
            if (stored.updated or stored.created) < cutoff:
                self.store.delete_table(stored.id)  # abandoned while the server was down
                continue
            try:
                self._live(stored).wake_bots()
            except OutdatedRecord as error:
                log.warning("table %s is not resumed: %s", stored.id, error.reason)
        return len(self.tables)

    async def read(self, query: Callable[..., T], *args: Any) -> T:
        """A database read, on a thread: a slow query stalls no table."""
        return await asyncio.to_thread(query, *args)

    async def get(self, table_id: str) -> LiveTable | None:
        """The table, or None if there is none; :class:`OutdatedRecord` if it is outdated."""
        if table_id in self.outdated:
            raise OutdatedRecord(self.outdated[table_id])
        table = self.tables.get(table_id) or self._cached(table_id)
        if table is None:
            stored = await self.read(self.store.load, table_id)
            if stored is None:
                return None
            table = self.tables.get(table_id) or self._cached(table_id)  # loaded meanwhile?
            if table is None:
                table = self._live(stored)
                self.release(table)
        return table

    def _cached(self, table_id: str) -> LiveTable | None:
        table = self.finished.get(table_id)
        if table is not None:
            self.finished.move_to_end(table_id)
        return table

    def release(self, table: LiveTable) -> None:
        """A finished table nobody watches leaves the tables in play for the bounded
        cache of finished ones (the database keeps it for replays)."""
        if table.finished and not table.connections:
            self.tables.pop(table.id, None)
            self.finished[table.id] = table
            self.finished.move_to_end(table.id)
            while len(self.finished) > self.limits.cached_tables:
                self.finished.popitem(last=False)

    # -- limits --------------------------------------------------------------------------

    def check_creation(self, client: str, seats: list[dict[str, Any]]) -> None:
        """:class:`Limited` if ``client`` may not create a table now: too fast, too many
        of its tables unfinished, or too many tables of bots only playing."""
        limits = self.limits
        mine = self.created_by.get(client, set())
        mine.intersection_update(
            t for t in mine if t in self.tables and not self.tables[t].finished
        )
        if len(mine) >= limits.tables_per_client:
            raise Limited(
                429, f"you have {len(mine)} unfinished tables: finish or leave some first"
            )
        if all(seat.get("kind") == "bot" for seat in seats) and seats:
            running = sum(1 for t in self.tables.values() if t.bots_only and not t.finished)
            if running >= limits.bot_tables:
                raise Limited(503, f"{running} tables of bots are playing: try again later")
        bucket = self.buckets.get(client)
        if bucket is None:
            if len(self.buckets) >= MAX_CLIENTS:  # forget the clients at rest
                self.buckets = {k: b for k, b in self.buckets.items() if not b.full()}
            bucket = self.buckets[client] = Bucket(
                limits.tables_per_minute / 60, limits.table_burst
            )
        if not bucket.take():
            raise Limited(429, "too many new tables: wait a minute")

    async def expire(self) -> list[str]:
        """Delete the unfinished tables nobody moved or watched for ``expire_days``."""
        cutoff = now() - timedelta(days=self.limits.expire_days)
        gone = []
        for table in list(self.tables.values()):
            since = table.abandoned_since
            if since is not None and since < cutoff:
                await self.writer(self.store.delete_table, table.id)
                table.clock.cancel()  # its clock must not play for a table gone
                self.tables.pop(table.id, None)
                gone.append(table.id)
        if gone:
            log.info("%d abandoned tables expired", len(gone))
        return gone

    async def seat_of(self, table_id: str, token: str) -> int | None:
        """The seat of ``table_id`` whose token this is, or None."""
        table = await self.get(table_id)
        if table is None:
            return None
        wanted = digest(token)
        for seat in table.seats:
            if seat.token_hash is not None and secrets.compare_digest(seat.token_hash, wanted):
                return seat.seat
        return None

    async def find_token(self, token: str) -> tuple[str, int] | None:
        return await self.read(self.store.seat_by_token, digest(token))

    async def create(
        self,
        game_id: str,
        config: dict[str, Any],
        seats: list[dict[str, Any]],
        client: str = "",
        clock: dict[str, Any] | None = None,
        hand_over: str = "normal",
        owner_hash: str | None = None,
        rematch_of: str | None = None,
        seat_token: Callable[[str, int], str] | None = None,
    ) -> tuple[LiveTable, str, dict[int, str]]:
        """A new table for ``client`` (its address), with ``clock`` (clock.py's
        ``Clock.to_json()``, None: none); returns it, the owner's secret and each person
        seat's token. :class:`Limited` if the limits refuse it. ``hand_over``: the bot
        level a seat its player leaves goes to; ``owner_hash``: the creator's secret,
        already known (a rematch's creator is the finished table's); ``rematch_of``: the
        finished table this one is the rematch of; ``seat_token(table id, seat)``: each
        person seat's token (default: a random one)."""
        game = load(game_id)
        if hand_over not in LEVELS:
            raise InvalidConfig(f"hand_over must be one of {', '.join(LEVELS)}, not {hand_over!r}")
        full = game.check_config(config)
        if len(seats) != full["players"]:
            raise InvalidConfig(f"{len(seats)} seat(s) given for {full['players']} players")
        table_id = secrets.token_urlsafe(9)
        tokens: dict[int, str] = {}
        stored_seats = []
        for index, seat in enumerate(seats):
            kind = seat.get("kind")
            if kind not in SEAT_KINDS:
                raise InvalidConfig(f"seat {index}: kind must be one of {', '.join(SEAT_KINDS)}")
            if kind == "bot":
                bot = seat.get("bot") or "bot"
                make_bot(game, bot, index, 0, self.stub_bots)  # refuses an unknown bot
                stored_seats.append(StoredSeat(index, "bot", bot, None, True))
            elif kind == "open":  # no link yet: the lobby gives one to whoever claims it
                stored_seats.append(StoredSeat(index, "open", None, None, False))
            else:
                tokens[index] = new_token() if seat_token is None else seat_token(table_id, index)
                stored_seats.append(
                    StoredSeat(index, kind, None, digest(tokens[index]), kind == "me")
                )
        self.check_creation(client, seats)  # once the request is valid, before any work
        seed = secrets.randbelow(min(MAX_SEED + 1, 2**63))  # fits a signed 64-bit column
        owner = new_token()
        state = game.setup(full, seed)
        stored = StoredTable(
            id=table_id,
            game=game.id,
            config=full,
            seed=seed,
            step=0,
            finished=False,
            snapshot=state.serialize(),
            outcome=None,
            owner_hash=owner_hash or digest(owner),
            created=now(),
            rules=game.info.rules_version,
            seats=stored_seats,
            clock=clock,
            hand_over=hand_over,
            rematch_of=rematch_of,
        )
        await self.writer(self.store.create_table, stored)
        table = self._live(stored)
        self.created_by.setdefault(client, set()).add(table.id)
        table.wake_bots()
        return table, owner, tokens

    async def claim(self, table: LiveTable, seat: int) -> str | None:
        """A new token for a free seat the creator opened to the lobby (None: not free)."""
        async with table.lock:
            info = table.seats[seat]
            if info.kind != "open" or info.taken or table.finished:
                return None
            token = new_token()
            await table.take_seat(seat, digest(token))
            table.broadcast()
            return token

    def is_owner(self, table: LiveTable, owner: str | None) -> bool:
        return owner is not None and secrets.compare_digest(table.owner_hash, digest(owner))
