"""Many connections cost what they must and no more: one state built per seat and
language per change, a presence update when someone comes or goes, and a client that
floods the server shut out without disturbing anyone else."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from meeple.server.live import LiveTable
from meeple.server.outbox import CLOSE_FLOOD
from tests.server.conftest import new_table, receive, receive_state, token_of


@pytest.fixture
def builds(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Every state message built: (seat, language, log from)."""
    built: list[tuple[Any, ...]] = []
    original = LiveTable._state_text

    def counted(table: LiveTable, seat: int | None, lang: str, log_from: int) -> str:
        built.append((seat, lang, log_from))
        return original(table, seat, lang, log_from)

    monkeypatch.setattr(LiveTable, "_state_text", counted)
    return built


def test_a_newcomer_gets_the_table_and_the_others_only_who_is_here(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    table = created["table"]
    mine, friends = (token_of(seat["link"]) for seat in created["seats"])
    with client.websocket_connect(f"/ws/{table}?token={mine}") as me:
        assert receive(me)["type"] == "state"
        with client.websocket_connect(f"/ws/{table}") as watcher:
            assert receive(watcher)["type"] == "state"
            # a spectator changes nothing the seats show: the next update is the friend's
            with client.websocket_connect(f"/ws/{table}?token={friends}") as friend:
                assert receive(friend)["type"] == "state"
                update = receive(me)
                assert update["type"] == "seats" and "view" not in update
                assert [s["connected"] for s in update["seats"]] == [True, True]
            left = receive(me)  # the friend went: the seats again
            assert left["type"] == "seats"
            assert [s["connected"] for s in left["seats"]] == [True, False]
            assert receive(watcher)["type"] == "seats"  # a spectator hears of it too


def test_a_move_builds_one_state_per_seat_and_language(
    client: TestClient, builds: list[tuple[Any, ...]]
) -> None:
    created = new_table(client, ["me", "invite"])
    table = created["table"]
    token = token_of(created["seats"][0]["link"])
    watchers = [client.websocket_connect(f"/ws/{table}") for _ in range(30)]
    with client.websocket_connect(f"/ws/{table}?token={token}") as me:
        first = receive_state(me)
        opened = [w.__enter__() for w in watchers]
        for ws in opened:
            receive_state(ws)
        # Opening 30 sockets built one state each (their own), not one for everyone.
        assert len(builds) <= 1 + 30 + 1
        builds.clear()
        action = first["actions"][0]["id"]
        me.send_text(json.dumps({"type": "act", "action": action, "step": 0}))
        receive_state(me, 1)
        for ws in opened:
            assert receive_state(ws, 1)["step"] == 1
        assert sorted(builds, key=str) == [(0, "en", 0), (None, "en", 0)]
        for w in watchers:
            w.__exit__(None, None, None)


def test_a_client_flooding_language_changes_is_shut_out(
    client: TestClient, builds: list[tuple[Any, ...]]
) -> None:
    """10,000 ``lang`` messages from a spectator that does not read: refused beyond the
    rate, then the socket closed (4429); the states built stay a handful, and another
    table plays on."""
    created = new_table(client, ["me", "invite"])
    other = new_table(client, ["me", "invite"])
    with client.websocket_connect(f"/ws/{created['table']}") as flood:
        for n in range(10_000):
            flood.send_text(json.dumps({"type": "lang", "lang": "fr" if n % 2 else "en"}))
        codes = []
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                codes.append(receive(flood).get("code"))
        assert closed.value.code == CLOSE_FLOOD
        assert 1 <= codes.count("too-fast") <= 20  # one per run of refusals
        assert len(builds) < 100
    token = token_of(other["seats"][0]["link"])
    with client.websocket_connect(f"/ws/{other['table']}?token={token}") as me:
        state = receive_state(me)
        me.send_text(json.dumps({"type": "act", "action": state["actions"][0]["id"], "step": 0}))
        assert receive_state(me, 1)["step"] == 1
