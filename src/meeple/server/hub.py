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
from collections.abc import Callable
from typing import Any, TypeVar

from meeple.agents import make_agent
from meeple.engine import InvalidConfig, OutdatedRecord, load
from meeple.engine.rng import MAX_SEED
from meeple.server.db import now
from meeple.server.live import LiveTable, Writer
from meeple.server.settings import Limits
from meeple.server.store import Store, StoredSeat, StoredTable

SEAT_KINDS = ("me", "invite", "bot")
T = TypeVar("T")

log = logging.getLogger("meeple.server")


def new_token() -> str:
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Hub:
    def __init__(self, store: Store, bot_delay: float = 0.8, limits: Limits | None = None) -> None:
        self.store = store
        self.bot_delay = bot_delay
        self.limits = limits or Limits()
        self.tables: dict[str, LiveTable] = {}
        self.outdated: dict[str, str] = {}  # table id -> why it no longer replays
        sqlite = store.engine.dialect.name == "sqlite"
        self.writer = Writer(1 if sqlite else 4)

    def _live(self, stored: StoredTable) -> LiveTable:
        """The table in play; :class:`OutdatedRecord` (remembered) if its rules changed."""
        try:
            table = LiveTable(stored, self.store, self.bot_delay, self.writer)
        except OutdatedRecord as error:
            self.outdated[stored.id] = error.reason
            raise
        self.tables[stored.id] = table
        return table

    def resume(self) -> int:
        """Load every unfinished table (after a restart) and let its bots go on.

        A table whose game's rules changed since is left out, marked outdated."""
        for stored in self.store.tables(finished=False, limit=100_000):
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
        table = self.tables.get(table_id)
        if table is None:
            stored = await self.read(self.store.load, table_id)
            if stored is None:
                return None
            table = self.tables.get(table_id)  # loaded meanwhile by another request?
            if table is None:
                table = self._live(stored)
        return table

    def release(self, table: LiveTable) -> None:
        """Forget a finished table nobody watches (the database keeps it for replays)."""
        if table.finished and not table.connections:
            self.tables.pop(table.id, None)

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
        self, game_id: str, config: dict[str, Any], seats: list[dict[str, Any]]
    ) -> tuple[LiveTable, str, dict[int, str]]:
        """A new table; returns it, the owner's secret and each person seat's token."""
        game = load(game_id)
        full = game.check_config(config)
        if len(seats) != full["players"]:
            raise InvalidConfig(f"{len(seats)} seat(s) given for {full['players']} players")
        tokens: dict[int, str] = {}
        stored_seats = []
        for index, seat in enumerate(seats):
            kind = seat.get("kind")
            if kind not in SEAT_KINDS:
                raise InvalidConfig(f"seat {index}: kind must be one of me, invite, bot")
            if kind == "bot":
                bot = seat.get("bot") or "bot"
                make_agent(game, bot, index, 0)  # refuses an unknown bot
                stored_seats.append(StoredSeat(index, "bot", bot, None, True))
            else:
                tokens[index] = new_token()
                stored_seats.append(
                    StoredSeat(index, kind, None, digest(tokens[index]), kind == "me")
                )
        seed = secrets.randbelow(min(MAX_SEED + 1, 2**63))  # fits a signed 64-bit column
        owner = new_token()
        state = game.setup(full, seed)
        stored = StoredTable(
            id=secrets.token_urlsafe(9),
            game=game.id,
            config=full,
            seed=seed,
            step=0,
            finished=False,
            snapshot=state.serialize(),
            outcome=None,
            owner_hash=digest(owner),
            created=now(),
            rules=game.info.rules_version,
            seats=stored_seats,
        )
        await self.writer(self.store.create_table, stored)
        table = self._live(stored)
        table.wake_bots()
        return table, owner, tokens

    async def claim(self, table: LiveTable, seat: int) -> str | None:
        """A new token for a free invite seat, taken from the lobby (None: not free)."""
        async with table.lock:
            info = table.seats[seat]
            if info.kind != "invite" or info.taken or table.finished:
                return None
            token = new_token()
            await table.take_seat(seat, digest(token))
            table.broadcast()
            return token

    def is_owner(self, table: LiveTable, owner: str | None) -> bool:
        return owner is not None and secrets.compare_digest(table.owner_hash, digest(owner))
