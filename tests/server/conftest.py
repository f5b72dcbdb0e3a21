"""Fixtures of the server tests: a server on SQLite and on PostgreSQL, and its clients.

The PostgreSQL tests use the server these machines run on 127.0.0.1:5432 (override with
``MEEPLE_TEST_PG``); each test gets a database of its own, dropped afterwards. If the
server cannot be reached the tests fail: they are never skipped.
"""

from __future__ import annotations

import json
import os
import secrets
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, text

from meeple.server import create_app

PG_ADMIN = os.environ.get("MEEPLE_TEST_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/test")


@pytest.fixture
def pg_url() -> Iterator[str]:
    admin = create_engine(PG_ADMIN, isolation_level="AUTOCOMMIT")
    name = f"meeple_test_{uuid.uuid4().hex[:12]}"
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield PG_ADMIN.rsplit("/", 1)[0] + "/" + name
    finally:
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Any) -> str:
    """The URL of a new, empty database of each kind."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'meeple.db'}"
    url: str = request.getfixturevalue("pg_url")
    return url


@pytest.fixture
def sqlite_url(tmp_path: Any) -> str:
    return f"sqlite:///{tmp_path / 'meeple.db'}"


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    """A server with instant bots, on SQLite; they decide on the event loop (the pool of
    bot processes has its own tests: test_bot_pool.py, test_bots_live.py)."""
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as test_client:
        yield test_client


def new_table(
    client: TestClient,
    seats: list[str],
    players: int | None = None,
    game: str = "forbidden-island",
    **config: Any,
) -> dict[str, Any]:
    """Create a table (Forbidden Island unless told); ``seats`` like ``["me", "bot"]``."""
    body = {
        "game": game,
        "config": {"players": players or len(seats), **config},
        "seats": [{"kind": kind} for kind in seats],
    }
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def token_of(link: str) -> str:
    return link.rsplit("/", 1)[-1]


def receive(ws: Any) -> dict[str, Any]:
    message: dict[str, Any] = json.loads(ws.receive_text())
    return message


def receive_state(ws: Any, step: int | None = None) -> dict[str, Any]:
    """The next ``state`` message (at ``step`` or later, if given), skipping others."""
    while True:
        message = receive(ws)
        if message["type"] == "state" and (step is None or message["step"] >= step):
            return message


class SeededSecrets:
    """``secrets`` for the hub, but every new table's seed is ``seed``: a test that needs
    a given deal sets ``monkeypatch.setattr(hub, "secrets", SeededSecrets(seed))``."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def __getattr__(self, name: str) -> Any:
        return getattr(secrets, name)

    def randbelow(self, _bound: int) -> int:
        return self.seed
