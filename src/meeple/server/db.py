"""Where tables are kept: SQLAlchemy 2 models, the database URL, and migrations at start.

A table is stored as its record (game, rules version, config, secret seed, actions: one
row each, so a lost or doubled action cannot hide) plus a snapshot of its current state.
SQLite is the default, in the user's data directory; ``MEEPLE_DB`` or ``--db`` names
another database (``postgresql+psycopg://...`` works the same).
"""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from platformdirs import user_data_dir
from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    create_engine,
    event,
)
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from meeple.engine import InvalidConfig

MIGRATIONS = Path(__file__).with_name("migrations")
# The databases the schema and its migrations are made and tested for
SUPPORTED_BACKENDS = ("sqlite", "postgresql")
URL_FORMS = "sqlite:///file.db or postgresql+psycopg://..."


def now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class TableRow(Base):
    __tablename__ = "game_tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    config: Mapped[dict[str, Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    step: Mapped[int] = mapped_column(Integer, default=0)
    finished: Mapped[bool] = mapped_column(Boolean, default=False, index=True)
    snapshot: Mapped[str] = mapped_column(Text)
    outcome: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    owner_hash: Mapped[str] = mapped_column(String(64))
    # The game's rules version the table is played under (GameInfo.rules_version).
    rules: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    # The table's clock (clock.py: kind, seconds a decision, bot level); None: no clock.
    clock: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    # The bot level that plays a seat its player leaves (None: "normal").
    hand_over: Mapped[str | None] = mapped_column(String(16), nullable=True)
    # The finished table this one is the rematch of ("Play again"; one rematch a table).
    rematch_of: Mapped[str | None] = mapped_column(String(32), nullable=True, unique=True)


class SecretRow(Base):
    """A secret of the servers sharing this database, made once (store.Store.secret)."""

    __tablename__ = "server_secrets"

    name: Mapped[str] = mapped_column(String(32), primary_key=True)
    value: Mapped[str] = mapped_column(String(128))


class SeatRow(Base):
    __tablename__ = "seats"

    table_id: Mapped[str] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(16))  # me, invite or bot
    bot: Mapped[str | None] = mapped_column(String(64), nullable=True)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True, unique=True)
    taken: Mapped[bool] = mapped_column(Boolean, default=False)
    # The display name its player chose (None: none, texts say "Player N").
    name: Mapped[str | None] = mapped_column(String(64), nullable=True)


class MoveRow(Base):
    __tablename__ = "moves"

    table_id: Mapped[str] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    index: Mapped[int] = mapped_column("idx", Integer, primary_key=True)
    action: Mapped[str] = mapped_column(String(200))
    seat: Mapped[int] = mapped_column(Integer)
    # who stood in for the seat's player (live.py's stood_in: "clock", "timeout", "error")
    note: Mapped[str | None] = mapped_column(String(16), nullable=True)


class ChatRow(Base):
    """One line of a table's chat (chat.py): who wrote it (seat None: a spectator; name
    None: an unnamed player), in which channel, at which step of the game."""

    __tablename__ = "chat"

    table_id: Mapped[str] = mapped_column(
        ForeignKey("game_tables.id", ondelete="CASCADE"), primary_key=True
    )
    index: Mapped[int] = mapped_column("idx", Integer, primary_key=True)
    step: Mapped[int] = mapped_column(Integer)
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    name: Mapped[str | None] = mapped_column(String(64), nullable=True)
    channel: Mapped[str] = mapped_column(String(16))
    text: Mapped[str] = mapped_column(Text)
    time: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


def as_url(given: str) -> str:
    """A database URL, or a file path taken as an SQLite database."""
    return given if "://" in given else f"sqlite:///{Path(given).expanduser().resolve()}"


def default_url() -> str:
    """``MEEPLE_DB`` if set (a URL, or a file path for SQLite), else the user's data dir."""
    given = os.environ.get("MEEPLE_DB")
    if given:
        return as_url(given)
    folder = Path(user_data_dir("meeple"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'meeple.db'}"


def connect(url: str | None = None) -> Engine:
    """An engine on ``url`` with the schema migrated to the newest version.

    A URL that names no database meeple can use, or a database it cannot open, is an
    :class:`InvalidConfig` whose one-line reason names the database (password hidden).
    """
    url = as_url(url) if url else default_url()
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise InvalidConfig(f"{url!r} is not a database URL ({URL_FORMS})") from None
    shown = parsed.render_as_string(hide_password=True)
    backend = parsed.get_backend_name()
    if backend not in SUPPORTED_BACKENDS:
        raise InvalidConfig(
            f"cannot use the database {shown}: meeple keeps its tables in SQLite or"
            f" PostgreSQL, not {backend} ({URL_FORMS})"
        )
    try:
        if url.startswith("sqlite"):
            engine = create_engine(url, connect_args={"check_same_thread": False})
            event.listen(engine, "connect", _sqlite_pragmas)
        else:
            # No pre-ping: it would cost a round trip per move; recycle idle links instead.
            engine = create_engine(url, pool_recycle=1800, pool_size=8)
        migrate(engine)
    except SQLAlchemyError as error:
        reason = str(getattr(error, "orig", None) or error).splitlines()[0]
        raise InvalidConfig(f"cannot use the database {shown}: {reason}") from None
    except ImportError as error:  # SQLAlchemy imports the URL's driver only now
        driver = f"its driver {error.name}" if error.name else "its driver"
        raise InvalidConfig(
            f"cannot use the database {shown}: {driver} is not installed"
            " (postgresql+psycopg://... uses the one meeple installs)"
        ) from None
    return engine


def _sqlite_pragmas(connection: object, _record: object) -> None:
    # WAL lets readers go on while a move is written; NORMAL syncs at checkpoints, which
    # keeps every committed move through a crash of the process (not of the machine).
    cursor = connection.cursor()  # type: ignore[attr-defined]
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def migrate(engine: Engine, revision: str = "head") -> None:
    """Apply every Alembic migration not yet applied to ``engine``'s database (up to
    ``revision``: the tests build databases as older versions left them)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)
