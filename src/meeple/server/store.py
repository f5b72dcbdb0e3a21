"""Reading and writing tables: the only module that speaks SQL.

Every write is one transaction. A move is written only if the table is still at the step
the caller saw (``step = index``), and the moves' primary key (table, index) refuses a
second move at one index, so two servers or two racing writers cannot lose or double one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Table, delete, insert, select, update
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session, sessionmaker

from meeple.engine import Record
from meeple.server.db import MoveRow, SeatRow, TableRow, now

TABLES: Table = TableRow.__table__  # type: ignore[assignment]
MOVES: Table = MoveRow.__table__  # type: ignore[assignment]
SEATS: Table = SeatRow.__table__  # type: ignore[assignment]


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

    def record(self) -> Record:
        return Record(self.game, dict(self.config), self.seed, list(self.actions), self.rules)


class Store:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.session = sessionmaker(engine, expire_on_commit=False)

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
        actions = session.scalars(
            select(MoveRow.action).where(MoveRow.table_id == row.id).order_by(MoveRow.index)
        )
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
            # SQLite hands back naive datetimes: they were written in UTC.
            created=row.created if row.created.tzinfo else row.created.replace(tzinfo=UTC),
            updated=row.updated if row.updated.tzinfo else row.updated.replace(tzinfo=UTC),
            rules=row.rules,
            seats=[StoredSeat(s.seat, s.kind, s.bot, s.token_hash, s.taken, s.name) for s in seats],
            actions=list(actions),
        )

    # -- moves --------------------------------------------------------------------------

    def append_move(
        self,
        table_id: str,
        index: int,
        action: str,
        seat: int,
        snapshot: str,
        outcome: dict[str, Any] | None,
    ) -> None:
        """Write move ``index`` of a table at step ``index``; :class:`StaleWrite` if not."""
        # Core statements, not the ORM: this is the hot path of every move.
        with self.engine.begin() as connection:
            moved = connection.execute(
                update(TABLES)
                .where(TABLES.c.id == table_id, TABLES.c.step == index)
                .values(
                    step=index + 1,
                    snapshot=snapshot,
                    finished=outcome is not None,
                    outcome=outcome,
                    updated=now(),
                )
            )
            if moved.rowcount != 1:
                raise StaleWrite(f"table {table_id} is not at step {index}")
            connection.execute(
                insert(MOVES).values(table_id=table_id, idx=index, action=action, seat=seat)
            )

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
            connection.execute(delete(SEATS).where(SEATS.c.table_id == table_id))
            connection.execute(delete(TABLES).where(TABLES.c.id == table_id))

    # -- seats --------------------------------------------------------------------------

    def seat_by_token(self, token_hash: str) -> tuple[str, int] | None:
        with self.session() as session:
            row = session.scalars(select(SeatRow).where(SeatRow.token_hash == token_hash)).first()
            return None if row is None else (row.table_id, row.seat)

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
