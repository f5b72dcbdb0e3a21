"""A database that fails or is slow: the player is told and keeps the socket, the table
is as it was, a bot tries again, and no other table waits for a slow query."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.exc import OperationalError

from meeple.server import create_app
from meeple.server.store import Store
from tests.server.conftest import new_table, receive, receive_state, token_of


def failing(times: int, original: Any) -> Any:
    """``original``, failing its first ``times`` calls as a locked database does."""
    calls = {"n": 0}

    def write(*args: Any) -> Any:
        calls["n"] += 1
        if calls["n"] <= times:
            raise OperationalError("UPDATE tables", {}, Exception("database is locked"))
        return original(*args)

    return write


def test_a_failed_commit_is_told_to_the_player_who_keeps_the_socket(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = new_table(client, ["me", "invite"])
    store: Store = client.app.state.hub.store  # type: ignore[attr-defined]
    monkeypatch.setattr(store, "append_move", failing(1, store.append_move))
    token = token_of(created["seats"][0]["link"])
    with client.websocket_connect(f"/ws/{created['table']}?token={token}") as me:
        state = receive_state(me)
        move = {"type": "act", "action": state["actions"][0]["id"], "step": 0}
        me.send_text(json.dumps(move))
        error = receive(me)
        while error["type"] != "error":
            error = receive(me)
        assert error["code"] == "unavailable" and "try again" in error["reason"]
        table = client.get(f"/api/tables/{created['table']}").json()
        assert table["step"] == 0  # nothing changed, in memory as in the database
        assert store.load(created["table"]).step == 0  # type: ignore[union-attr]
        me.send_text(json.dumps(move))  # the same socket, the same move: it goes through
        assert receive_state(me, 1)["step"] == 1
    assert store.load(created["table"]).actions == [move["action"]]  # type: ignore[union-attr]


def test_a_bot_whose_move_failed_tries_again(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("meeple.server.live.RETRY_FIRST", 0.01)
    with TestClient(create_app(sqlite_url, bot_delay=0.0)) as client:
        store: Store = client.app.state.hub.store  # type: ignore[attr-defined]
        monkeypatch.setattr(store, "append_move", failing(3, store.append_move))
        created = new_table(client, ["bot", "bot"])
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if client.get(f"/api/tables/{created['table']}").json()["step"] >= 5:
                break
            time.sleep(0.05)
        assert client.get(f"/api/tables/{created['table']}").json()["step"] >= 5


def test_a_slow_query_stalls_no_other_table(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    hub = client.app.state.hub  # type: ignore[attr-defined]
    slow = new_table(client, ["me", "invite"])
    playing = new_table(client, ["me", "invite"])
    hub.tables.pop(slow["table"])  # not in memory: the next request reads the database
    original = hub.store.load

    def slow_load(table_id: str) -> Any:
        if table_id == slow["table"]:
            time.sleep(1.0)
        return original(table_id)

    monkeypatch.setattr(hub.store, "load", slow_load)
    reader = threading.Thread(target=client.get, args=(f"/api/tables/{slow['table']}",))
    token = token_of(playing["seats"][0]["link"])
    with client.websocket_connect(f"/ws/{playing['table']}?token={token}") as me:
        state = receive_state(me)
        reader.start()
        time.sleep(0.1)  # the slow read is under way
        start = time.monotonic()
        me.send_text(json.dumps({"type": "act", "action": state["actions"][0]["id"], "step": 0}))
        receive_state(me, 1)
        assert time.monotonic() - start < 0.5
    reader.join()
