"""Reading and writing tables: the only module that speaks SQL.

Every write is one transaction. A move is written only if the table is still at the step
the caller saw (``step = index``), and the moves' primary key (table, index) refuses a
second move at one index, so two servers or two racing writers cannot lose or double one.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Table, delete, insert, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from meeple.engine import Record
from meeple.server.db import ChatRow, MoveRow, SeatRow, SecretRow, TableRow, now
from meeple.server.movewrite import MoveWriter

TABLES: Table = TableRow.__table__  # type: ignore[assignment]
MOVES: Table = MoveRow.__table__  # type: ignore[assignment]
SEATS: Table = SeatRow.__table__  # type: ignore[assignment]
CHAT: Table = ChatRow.__table__  # type: ignore[assignment]
CHAT_LOADED = 200  # the last chat lines read with a table (chat.py keeps 100 a channel)


class StaleWrite(Exception):
    """The table moved on since the caller read it; nothing was written."""


@dataclass
class StoredSeat:
    seat: int
    kind: str  # "me", "invite" or "bot"
    bot: str | None = None
    token_hash: str | None = None
    taken: bool = False
    name: str | None = None  # the display name its player chose


@dataclass(frozen=True)
class StoredChat:
    """One line of a table's chat (see chat.py)."""

    index: int
    step: int  # the table's step when it was written: the replay shows it from there
    seat: int | None  # None: a spectator
    name: str | None  # the display name its player had then (None: none, or a spectator)
    channel: str  # "players" or "spectators"
    text: str
    time: datetime


@dataclass
class StoredTable:
    id: str
    game: str
    config: dict[str, Any]
    seed: int
    step: int
    finished: bool
    snapshot: str
    outcome: dict[str, Any] | None
    owner_hash: str
    created: datetime
    rules: int  # the game's rules version the table is played under
    seats: list[StoredSeat] = field(default_factory=list)
    updated: datetime | None = None  # the last move (None: as created)
    actions: list[str] = field(default_factory=list)
    notes: dict[int, str] = field(default_factory=dict)  # move index -> who stood in
    chat: list[StoredChat] = field(default_factory=list)  # its last CHAT_LOADED lines
    clock: dict[str, Any] | None = None  # clock.py's Clock.to_json() (None: no clock)
    hand_over: str = "normal"  # the bot level that plays a seat its player leaves
    rematch_of: str | None = None  # the finished table this one is the rematch of

    def record(self) -> Record:
        return Record(self.game, dict(self.config), self.seed, list(self.actions), self.rules)


def in_utc(moment: datetime) -> datetime:
    """SQLite hands back naive datetimes: they were written in UTC."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def stored_seat(row: SeatRow) -> StoredSeat:
    return StoredSeat(row.seat, row.kind, row.bot, row.token_hash, row.taken, row.name)


class Store:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.session = sessionmaker(engine, expire_on_commit=False)
        self.moves = MoveWriter(engine, TABLES)

    # -- tables -------------------------------------------------------------------------

    def create_table(self, table: StoredTable) -> None:
        with self.session.begin() as session:
            session.add(
                TableRow(
                    id=table.id,
                    game=table.game,
                    config=table.config,
                    seed=table.seed,
                    step=0,
                    finished=False,
                    snapshot=table.snapshot,
                    outcome=None,
                    owner_hash=table.owner_hash,
                    rules=table.rules,
                    created=table.created,
                    updated=table.created,
                    clock=table.clock,
                    hand_over=table.hand_over,
                    rematch_of=table.rematch_of,
                )
            )
            session.flush()  # the table row first: the seats refer to it
            for seat in table.seats:
                session.add(
                    SeatRow(
                        table_id=table.id,
                        seat=seat.seat,
                        kind=seat.kind,
                        bot=seat.bot,
                        token_hash=seat.token_hash,
                        taken=seat.taken,
                        name=seat.name,
                    )
                )

    def load(self, table_id: str) -> StoredTable | None:
        with self.session() as session:
            row = session.get(TableRow, table_id)
            return None if row is None else self._read(session, row)

    def rematch_for(self, table_id: str) -> str | None:
        """The id of the rematch of table ``table_id``, if one was made."""
        with self.session() as session:
            found: str | None = session.scalar(
                select(TableRow.id).where(TableRow.rematch_of == table_id)
            )
            return found

    def secret(self, name: str) -> str:
        """The servers' secret ``name``, made at its first use (by whichever server is
        first, the others then read it)."""
        query = select(SecretRow.value).where(SecretRow.name == name)
        with self.session() as session:
            value = session.scalar(query)
        if value is None:
            try:
                with self.session.begin() as session:
                    session.add(SecretRow(name=name, value=secrets.token_hex(32)))
            except IntegrityError:  # another server made it first
                pass
            with self.session() as session:
                value = session.scalar(query)
        assert value is not None
        return value

    def tables(self, finished: bool | None = None, limit: int = 1000) -> list[StoredTable]:
        """Tables, newest first (only finished or unfinished ones if ``finished`` is set)."""
        with self.session() as session:
            query = select(TableRow).order_by(TableRow.created.desc()).limit(limit)
            if finished is not None:
                query = query.where(TableRow.finished == finished)
            return [self._read(session, row) for row in session.scalars(query)]

    def _read(self, session: Session, row: TableRow) -> StoredTable:
        seats = session.scalars(
            select(SeatRow).where(SeatRow.table_id == row.id).order_by(SeatRow.seat)
        )
        moves = session.execute(
            select(MoveRow.action, MoveRow.note)
            .where(MoveRow.table_id == row.id)
            .order_by(MoveRow.index)
        ).all()
        table = self._summary(row, [stored_seat(s) for s in seats])
        table.actions = [action for action, _ in moves]
        table.notes = {index: note for index, (_, note) in enumerate(moves) if note}
        table.chat = self._last_chat(session, row.id)
        return table

    def _last_chat(self, session: Session, table_id: str) -> list[StoredChat]:
        rows = session.scalars(
            select(ChatRow)
            .where(ChatRow.table_id == table_id)
            .order_by(ChatRow.index.desc())
            .limit(CHAT_LOADED)
        )
        return [chat_line(row) for row in reversed(list(rows))]

    # -- moves --------------------------------------------------------------------------

    def append_move(
        self,
        table_id: str,
        index: int,
        action: str,
        seat: int,
        snapshot: str,
        outcome: dict[str, Any] | None,
        note: str | None = None,
    ) -> None:
        """Write move ``index`` of a table at step ``index``; :class:`StaleWrite` if not.
        ``note``: who stood in for the seat's player, if anyone did."""
        # the hot path of every move: its own connections and statements (movewrite.py)
        values = {
            "table_id": table_id,
            "index": index,
            "step": index + 1,
            "snapshot": snapshot,
            "finished": outcome is not None,
            "outcome": outcome,
            "updated": now(),
            "action": action,
            "seat": seat,
            "note": note,
        }
        if not self.moves.write(values):
            raise StaleWrite(f"table {table_id} is not at step {index}")

    def close(self) -> None:
        """Close what the store holds of the database (the server is stopping)."""
        self.moves.close()
        self.engine.dispose()

    def remove_last_move(self, table_id: str, step: int, snapshot: str) -> None:
        """Undo: drop move ``step - 1`` of a table at ``step``."""
        with self.engine.begin() as connection:
            moved = connection.execute(
                update(TABLES)
                .where(
                    TABLES.c.id == table_id,
                    TABLES.c.step == step,
                    TABLES.c.finished.is_(False),
                )
                .values(step=step - 1, snapshot=snapshot, updated=now())
            )
            if moved.rowcount != 1:
                raise StaleWrite(f"table {table_id} is not at step {step}")
            connection.execute(
                delete(MOVES).where(MOVES.c.table_id == table_id, MOVES.c.idx == step - 1)
            )

    def delete_table(self, table_id: str) -> None:
        """An abandoned table, gone with its moves and seats."""
        with self.engine.begin() as connection:
            connection.execute(delete(MOVES).where(MOVES.c.table_id == table_id))
            connection.execute(delete(CHAT).where(CHAT.c.table_id == table_id))
            connection.execute(delete(SEATS).where(SEATS.c.table_id == table_id))
            connection.execute(delete(TABLES).where(TABLES.c.id == table_id))

    # -- seats --------------------------------------------------------------------------

    def seat_by_token(self, token_hash: str) -> tuple[str, int] | None:
        with self.session() as session:
            row = session.scalars(select(SeatRow).where(SeatRow.token_hash == token_hash)).first()
            return None if row is None else (row.table_id, row.seat)

    def seats_by_tokens(self, token_hashes: list[str]) -> dict[str, tuple[str, int]]:
        """Token digest -> (table, seat) for those of ``token_hashes`` a seat holds: one
        query however many (the caller bounds their number)."""
        if not token_hashes:
            return {}
        with self.session() as session:
            query = select(SeatRow).where(SeatRow.token_hash.in_(token_hashes))
            return {
                row.token_hash: (row.table_id, row.seat)
                for row in session.scalars(query)
                if row.token_hash is not None
            }

    def summaries(self, table_ids: list[str]) -> list[StoredTable]:
        """The tables of ``table_ids`` that exist, with their seats but without their moves
        (``actions`` empty): enough to describe a finished one, in two queries."""
        if not table_ids:
            return []
        with self.session() as session:
            rows = list(session.scalars(select(TableRow).where(TableRow.id.in_(table_ids))))
            seats: dict[str, list[StoredSeat]] = {row.id: [] for row in rows}
            query = select(SeatRow).where(SeatRow.table_id.in_(table_ids)).order_by(SeatRow.seat)
            for s in session.scalars(query):
                seats[s.table_id].append(stored_seat(s))
            return [self._summary(row, seats[row.id]) for row in rows]

    def _summary(self, row: TableRow, seats: list[StoredSeat]) -> StoredTable:
        """The table as its row and seats say, without its moves and chat."""
        return StoredTable(
            id=row.id,
            game=row.game,
            config=dict(row.config),
            seed=row.seed,
            step=row.step,
            finished=row.finished,
            snapshot=row.snapshot,
            outcome=row.outcome,
            owner_hash=row.owner_hash,
            created=in_utc(row.created),
            updated=in_utc(row.updated),
            rules=row.rules,
            seats=seats,
            clock=row.clock,
            hand_over=row.hand_over or "normal",
            rematch_of=row.rematch_of,
        )

    def update_seat(self, table_id: str, seat: StoredSeat) -> None:
        with self.session.begin() as session:
            session.execute(
                update(SeatRow)
                .where(SeatRow.table_id == table_id, SeatRow.seat == seat.seat)
                .values(
                    kind=seat.kind,
                    bot=seat.bot,
                    token_hash=seat.token_hash,
                    taken=seat.taken,
                    name=seat.name,
                )
            )

    # -- chat ---------------------------------------------------------------------------

    def add_chat(self, table_id: str, line: StoredChat) -> None:
        """A chat line; the key (table, index) refuses a second line at one index."""
        with self.engine.begin() as connection:
            connection.execute(
                insert(CHAT).values(
                    table_id=table_id,
                    idx=line.index,
                    step=line.step,
                    seat=line.seat,
                    name=line.name,
                    channel=line.channel,
                    text=line.text,
                    time=line.time,
                )
            )

    def chat_lines(self, table_id: str, channel: str) -> list[StoredChat]:
        """Every line of one channel of a table's chat, oldest first (for its replay)."""
        with self.session() as session:
            rows = session.scalars(
                select(ChatRow)
                .where(ChatRow.table_id == table_id, ChatRow.channel == channel)
                .order_by(ChatRow.index)
            )
            return [chat_line(row) for row in rows]


def chat_line(row: ChatRow) -> StoredChat:
    time = in_utc(row.time)
    return StoredChat(row.index, row.step, row.seat, row.name, row.channel, row.text, time)
