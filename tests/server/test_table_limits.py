"""What one client may make the server hold: tables created at a bounded rate and number,
bots-only tables capped, abandoned tables expiring, finished tables cached in bounds."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient

from meeple.bench.scenarios import run_on_own_loop
from meeple.server import create_app
from meeple.server.db import now
from meeple.server.settings import Limits

BODY = {"game": "forbidden-island", "config": {"players": 2}, "seats": [{"kind": "me"}] * 2}
BOTS = {"game": "forbidden-island", "config": {"players": 2}, "seats": [{"kind": "bot"}] * 2}


@pytest.fixture
def serve(sqlite_url: str) -> Iterator[Any]:
    """A server with the given limits (a factory: ``serve(limits)``)."""
    clients: list[TestClient] = []

    def start(limits: Limits) -> TestClient:
        app = create_app(sqlite_url, bot_delay=60.0, limits=limits)
        client = TestClient(app, client=("198.51.100.7", 4000))
        client.__enter__()
        clients.append(client)
        return client

    yield start
    for client in clients:
        client.__exit__(None, None, None)


def test_one_client_creating_too_fast_is_refused_others_are_not(serve: Any) -> None:
    client = serve(Limits(tables_per_minute=1, table_burst=5))
    codes = [client.post("/api/tables", json=BODY).status_code for _ in range(8)]
    assert codes == [201] * 5 + [429] * 3
    refused = client.post("/api/tables", json=BODY)
    assert refused.headers["retry-after"] == "60" and "wait" in refused.json()["detail"]
    hub = client.app.state.hub  # type: ignore[attr-defined]
    assert len(hub.store.tables()) == 5  # nothing stored for the refused ones
    other = TestClient(client.app, client=("203.0.113.9", 4000))  # another address
    assert other.post("/api/tables", json=BODY).status_code == 201


def test_unfinished_tables_per_client_are_capped(serve: Any) -> None:
    client = serve(Limits(tables_per_client=3, table_burst=100))
    codes = [client.post("/api/tables", json=BODY).status_code for _ in range(5)]
    assert codes == [201, 201, 201, 429, 429]
    assert "unfinished" in client.post("/api/tables", json=BODY).json()["detail"]


def test_tables_of_bots_only_are_capped(serve: Any) -> None:
    client = serve(Limits(bot_tables=2, table_burst=100, tables_per_client=100))
    codes = [client.post("/api/tables", json=BOTS).status_code for _ in range(4)]
    assert codes == [201, 201, 503, 503]
    assert client.post("/api/tables", json=BODY).status_code == 201  # people may still play


def test_an_abandoned_table_expires_a_watched_or_recent_one_does_not(serve: Any) -> None:
    client = serve(Limits(expire_days=7))
    hub = client.app.state.hub  # type: ignore[attr-defined]
    old, recent, watched = (client.post("/api/tables", json=BODY).json() for _ in range(3))
    hub.tables[old["table"]].touched = now() - timedelta(days=8)
    hub.tables[recent["table"]].touched = now() - timedelta(days=6)
    hub.tables[watched["table"]].touched = now() - timedelta(days=8)
    with client.websocket_connect(f"/ws/{watched['table']}") as _spectator:
        gone = run_on_own_loop(hub.expire())
    assert gone == [old["table"]]
    assert client.get(f"/api/tables/{old['table']}").status_code == 404
    assert client.get(f"/api/tables/{recent['table']}").status_code == 200
    assert hub.store.load(old["table"]) is None


def test_a_restart_leaves_out_the_tables_abandoned_meanwhile(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, bot_delay=60.0)) as client:
        old = client.post("/api/tables", json=BODY).json()["table"]
        kept = client.post("/api/tables", json=BODY).json()["table"]
        store = client.app.state.hub.store  # type: ignore[attr-defined]
    with store.engine.begin() as connection:
        from sqlalchemy import update

        from meeple.server.store import TABLES

        connection.execute(
            update(TABLES).where(TABLES.c.id == old).values(updated=now() - timedelta(days=9))
        )
    with TestClient(create_app(sqlite_url, bot_delay=60.0)) as client:
        hub = client.app.state.hub  # type: ignore[attr-defined]
        assert set(hub.tables) == {kept}
        assert hub.store.load(old) is None


def test_finished_tables_read_are_cached_in_bounds(serve: Any) -> None:
    client = serve(Limits(cached_tables=3, table_burst=100, tables_per_client=100))
    hub = client.app.state.hub  # type: ignore[attr-defined]
    ids = [client.post("/api/tables", json=BODY).json()["table"] for _ in range(6)]
    picks = random.Random(5)
    for table_id in ids:  # finish them, at random, and forget them
        table = hub.tables.pop(table_id)
        while not table.finished:
            table.match.play(picks.choice(table.match.state.legal_actions()))
        table_store = hub.store
        record = table.match.record
        for index, action_id in enumerate(record.actions):
            state = table.match.state
            table_store.append_move(table_id, index, action_id, 0, state.serialize(), None)
    for table_id in ids:
        assert client.get(f"/api/tables/{table_id}").status_code == 200
    assert len(hub.finished) == 3 and list(hub.finished) == ids[-3:]
    assert not set(ids) & set(hub.tables)
