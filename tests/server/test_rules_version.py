"""Rules versions: each table is stored with its game's rules version, and a table stored
under older rules is refused alone, with the reason, never blocking the server.

The toy game (dice race) stands in for a real one: its ``GameInfo`` is replaced with
``dataclasses.replace`` to change its rules version.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine, select, text, update
from starlette.websockets import WebSocketDisconnect

from meeple.engine import registry
from meeple.server import create_app
from meeple.server.db import TableRow, connect, migrate
from tests.fixtures.dice_race import DiceRace
from tests.fixtures.toy_meeple import TOY_GAMES
from tests.server.conftest import new_table, receive, receive_state, token_of

TABLES = TableRow.__table__


@pytest.fixture(autouse=True)
def dice_race(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_GAMES", {**registry._GAMES, **TOY_GAMES})


def rules_version(monkeypatch: pytest.MonkeyPatch, version: int) -> None:
    """From now on, dice race is played under rules ``version``."""
    monkeypatch.setattr(DiceRace, "info", replace(DiceRace.info, rules_version=version))


def dice_table(client: TestClient, seats: list[str]) -> dict[str, Any]:
    return new_table(client, seats, game="dice-race")


def act(ws: Any, action: str, step: int) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "act", "action": action, "step": step}))
    return receive_state(ws, step + 1)


def finish_with_bots(client: TestClient) -> str:
    table = dice_table(client, ["bot", "bot"])["table"]
    with client.websocket_connect(f"/ws/{table}") as spectator:
        while receive_state(spectator)["outcome"] is None:
            pass
    return table


def set_rules(db_url: str, table_ids: list[str], version: int) -> None:
    """Write tables back as an older server would have stored them."""
    engine = create_engine(db_url)
    with engine.begin() as connection:
        connection.execute(update(TABLES).where(TABLES.c.id.in_(table_ids)).values(rules=version))
    engine.dispose()


def assert_refused_over_the_socket(client: TestClient, url: str) -> str:
    with client.websocket_connect(url) as ws:
        error = receive(ws)
        assert error["type"] == "error" and error["code"] == "outdated"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_text()
        assert closed.value.code == 4409
    reason: str = error["reason"]
    return reason


def test_an_outdated_table_is_refused_alone_and_the_others_play(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules_version(monkeypatch, 2)
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        old, other = dice_table(client, ["me", "invite"]), dice_table(client, ["me", "invite"])
        with client.websocket_connect(f"/ws/{old['table']}?token={token_of(old['me'])}") as me:
            act(me, "0:step", receive_state(me)["step"])
        finished = finish_with_bots(client)
        store = client.app.state.hub.store  # type: ignore[attr-defined]
        assert store.load(other["table"]).rules == 2  # written at creation
    set_rules(db_url, [old["table"], finished], 1)

    with TestClient(create_app(db_url, bot_delay=0.0)) as client:  # the server starts
        expected = "played under rules version 1, and meeple now plays version 2"
        # Over HTTP: 409 and the reason, for the table, its seats and its replay.
        for method, path in (
            ("GET", f"/api/tables/{old['table']}"),
            ("POST", f"/api/tables/{old['table']}/seats/1/claim"),
            ("GET", f"/api/tables/{finished}/replay"),
        ):
            response = client.request(method, path)
            assert response.status_code == 409, (path, response.text)
            assert response.json()["code"] == "outdated"
            assert expected in response.json()["detail"]
        bot = client.post(
            f"/api/tables/{old['table']}/seats/1/bot",
            json={"bot": "heuristic"},
            headers={"X-Owner": old["owner"]},
        )
        assert bot.status_code == 409 and expected in bot.json()["detail"]
        # Its pages still load, to show that reason; the lobby no longer lists it.
        assert client.get(f"/t/{old['table']}").status_code == 200
        assert client.get(old["me"]).status_code == 200
        assert [t["table"] for t in client.get("/api/tables").json()] == [other["table"]]
        # Over the socket: an error with the reason, then the socket closes.
        me_url = f"/ws/{old['table']}?token={token_of(old['me'])}"
        for url in (me_url, f"/ws/{old['table']}", f"/ws/{finished}"):
            assert expected in assert_refused_over_the_socket(client, url)
        # The other table, resumed at start, plays on.
        with client.websocket_connect(f"/ws/{other['table']}?token={token_of(other['me'])}") as me:
            assert act(me, "0:step", receive_state(me)["step"])["step"] == 1
        # The outdated table is kept in the database, untouched.
        kept = client.app.state.hub.store.load(old["table"])  # type: ignore[attr-defined]
        assert (kept.rules, kept.step, kept.actions) == (1, 1, ["0:step"])


def test_a_game_whose_rules_change_leaves_its_old_tables_behind(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with TestClient(create_app(sqlite_url, bot_delay=0.0)) as client:
        old = dice_table(client, ["me", "invite"])
        replay_ok = finish_with_bots(client)
        assert client.get(f"/api/tables/{replay_ok}/replay?step=2").status_code == 200
    rules_version(monkeypatch, 2)
    with TestClient(create_app(sqlite_url, bot_delay=0.0)) as client:
        response = client.get(f"/api/tables/{old['table']}")
        assert response.status_code == 409 and "rules version 1" in response.json()["detail"]
        assert client.get(f"/api/tables/{replay_ok}/replay").status_code == 409
        new = dice_table(client, ["me", "invite"])  # a new table, under the new rules
        with client.websocket_connect(f"/ws/{new['table']}?token={token_of(new['me'])}") as me:
            assert act(me, "0:step", 0)["step"] == 1
        hub = client.app.state.hub  # type: ignore[attr-defined]
        assert hub.store.load(new["table"]).rules == 2
        assert hub.store.load(new["table"]).record().rules == 2


def test_tables_stored_before_rules_versions_are_version_1(sqlite_url: str) -> None:
    engine = create_engine(sqlite_url)
    migrate(engine, "0001")  # the schema before rules versions
    with engine.begin() as connection:  # a table as that schema stored it
        connection.execute(
            text(
                "INSERT INTO game_tables (id, game, config, seed, step, finished, snapshot,"
                " owner_hash, created, updated) VALUES ('t1', 'dice-race', '{}', 1, 0, false,"
                " '{}', 'o', '2024-01-01 00:00:00', '2024-01-01 00:00:00')"
            )
        )
    engine.dispose()
    engine = connect(sqlite_url)  # migrated to the newest schema
    with engine.connect() as connection:
        assert connection.execute(select(TABLES.c.rules)).scalar_one() == 1
    engine.dispose()
