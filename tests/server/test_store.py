"""Storage, on SQLite and on PostgreSQL: tables, moves written once each, seats, migrations."""

from __future__ import annotations

import pytest

from meeple import load
from meeple.server.db import connect, now
from meeple.server.store import StaleWrite, Store, StoredSeat, StoredTable


def stored_table(table_id: str = "t1") -> StoredTable:
    state = load("forbidden-island").setup({"players": 2}, 2**63 - 1)
    return StoredTable(
        id=table_id,
        game="forbidden-island",
        config=dict(state.config),
        seed=2**63 - 1,  # the largest seed a signed 64-bit column holds
        step=0,
        finished=False,
        snapshot=state.serialize(),
        outcome=None,
        owner_hash="o" * 64,
        created=now(),
        rules=1,
        seats=[StoredSeat(0, "me", None, "a" * 64, True), StoredSeat(1, "bot", "random")],
    )


def test_a_table_round_trips(db_url: str) -> None:
    store = Store(connect(db_url))
    store.create_table(stored_table())
    loaded = store.load("t1")
    assert loaded is not None
    assert (loaded.seed, loaded.step, loaded.finished, loaded.actions) == (2**63 - 1, 0, False, [])
    assert loaded.seats[1] == StoredSeat(1, "bot", "random", None, False)
    assert loaded.config == stored_table().config
    assert store.seat_by_token("a" * 64) == ("t1", 0)
    assert store.seat_by_token("b" * 64) is None
    assert store.load("nope") is None


def test_moves_are_written_once_each_in_order(db_url: str) -> None:
    store = Store(connect(db_url))
    store.create_table(stored_table())
    store.append_move("t1", 0, "0:move:a", 0, "snap1", None)
    store.append_move("t1", 1, "0:move:b", 0, "snap2", None)
    with pytest.raises(StaleWrite):  # a second writer that saw step 1
        store.append_move("t1", 1, "0:move:c", 0, "snap3", None)
    with pytest.raises(StaleWrite):  # a writer from the future
        store.append_move("t1", 5, "0:move:c", 0, "snap3", None)
    loaded = store.load("t1")
    assert loaded is not None
    assert loaded.actions == ["0:move:a", "0:move:b"]
    assert (loaded.step, loaded.snapshot) == (2, "snap2")
    store.remove_last_move("t1", 2, "snap1")
    with pytest.raises(StaleWrite):
        store.remove_last_move("t1", 2, "snap1")
    loaded = store.load("t1")
    assert loaded is not None and loaded.actions == ["0:move:a"] and loaded.step == 1
    store.append_move("t1", 1, "0:end", 0, "done", {"won": True, "reason": "x"})
    finished = store.load("t1")
    assert (
        finished is not None
        and finished.finished
        and finished.outcome
        == {
            "won": True,
            "reason": "x",
        }
    )
    assert [t.id for t in store.tables(finished=False)] == []
    assert [t.id for t in store.tables(finished=True)] == ["t1"]


def test_seats_change_hands(db_url: str) -> None:
    store = Store(connect(db_url))
    store.create_table(stored_table())
    store.update_seat("t1", StoredSeat(0, "bot", "heuristic", None, True))
    loaded = store.load("t1")
    assert loaded is not None and loaded.seats[0] == StoredSeat(0, "bot", "heuristic", None, True)
    assert store.seat_by_token("a" * 64) is None


def test_migrations_run_once_and_again_harmlessly(db_url: str) -> None:
    store = Store(connect(db_url))
    store.create_table(stored_table())
    again = Store(connect(db_url))  # a restart: the schema is already at head
    assert again.load("t1") is not None
    from sqlalchemy import text

    with again.engine.connect() as connection:
        version = connection.execute(text("select version_num from alembic_version")).scalar()
    assert version == "0008"  # the newest migration


def test_moves_are_written_on_a_kept_connection_dropped_once_broken(db_url: str) -> None:
    """The move's hot path (movewrite.py) keeps its connection for the next move, reads
    back as the ORM wrote it, and a connection that failed is never used again."""
    store = Store(connect(db_url))
    store.create_table(stored_table())
    before = now()
    store.append_move("t1", 0, "0:move:a", 0, "snap1", None)
    store.append_move("t1", 1, "0:move:b", 1, "snap2", None, note="clock")
    assert store.moves._idle.qsize() == 1  # one connection served both moves
    loaded = store.load("t1")
    assert loaded is not None and loaded.updated is not None
    assert (loaded.actions, loaded.notes, loaded.outcome) == (
        ["0:move:a", "0:move:b"],
        {1: "clock"},
        None,
    )
    assert loaded.updated.timestamp() >= before.timestamp() - 1
    connection, driver = store.moves._idle.get_nowait()
    driver.close()  # the link breaks under it
    store.moves._idle.put((connection, driver))
    with pytest.raises(Exception, match="close"):
        store.append_move("t1", 2, "0:move:c", 0, "snap3", None)
    assert store.moves._idle.qsize() == 0  # the broken connection is not kept
    store.append_move("t1", 2, "0:move:c", 0, "snap3", None)  # on a new one
    loaded = store.load("t1")
    assert loaded is not None and loaded.actions[-1] == "0:move:c" and loaded.step == 3
    store.close()
    assert store.moves._idle.qsize() == 0
