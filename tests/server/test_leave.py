"""Leaving a table and coming back (issue 19, item 2).

A seated player sends ``leave``: a bot of the level the creator chose at creation
(``hand_over``, "normal" unless told) plays the seat, which the seats list marks ``left``.
Opening the seat link again does not take it back by itself: ``back`` does, at once, or
after the move the bot is about to make. A spectator can neither leave nor take back.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from meeple.server import create_app, hub
from tests.server.conftest import SeededSecrets, receive, receive_state, token_of

SEED_THAT_GOES_ON = 1  # a deal where the island outlasts the first turns (test_seats.py)


def make_table(client: TestClient, hand_over: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "game": "forbidden-island",
        "config": {"players": 2},
        "seats": [{"kind": "me"}, {"kind": "invite"}],
    }
    if hand_over is not None:
        body["hand_over"] = hand_over
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    made: dict[str, Any] = response.json()
    return made


def table_of(client: TestClient, made: dict[str, Any]) -> Any:
    return client.app.state.hub.tables[made["table"]]  # type: ignore[attr-defined]


def send(ws: Any, **message: Any) -> None:
    ws.send_text(json.dumps(message))


def receive_error(ws: Any) -> dict[str, Any]:
    while True:
        message = receive(ws)
        if message["type"] == "error":
            return message


def test_a_player_leaves_a_bot_plays_and_they_take_the_seat_back(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hub, "secrets", SeededSecrets(SEED_THAT_GOES_ON))
    made = make_table(client, hand_over="easy")
    me = token_of(made["me"])
    table = table_of(client, made)
    with client.websocket_connect(f"/ws/{made['table']}?token={me}") as ws:
        state = receive_state(ws)
        assert state["to_move"] == 0 and not state["seats"][0]["left"]
        send(ws, type="leave")
        state = receive_state(ws, 1)  # the bot played for seat 0
        assert state["seats"][0]["kind"] == "bot" and state["seats"][0]["left"]
        assert table.seats[0].bot == "easy"  # the creator's chosen level
        assert state["actions"] == []  # my seat's actions are the bot's now
    while table.match.state.to_move() == 0:  # the bot plays seat 0's turn out
        client.get(f"/api/tables/{made['table']}")
    with client.websocket_connect(f"/ws/{made['table']}?token={me}") as ws:
        state = receive_state(ws)
        # the link opens the seat, still the bot's: it is taken back by asking
        assert state["seat"] == 0 and state["seats"][0]["left"]
        send(ws, type="undo", step=state["step"])
        assert receive_error(ws)["code"] == "forbidden"  # a left seat does not play
        send(ws, type="back")
        state = receive_state(ws, state["step"])
        while state["seats"][0]["kind"] == "bot":
            state = receive_state(ws, state["step"])
        assert state["seats"][0]["kind"] != "bot" and not state["seats"][0]["left"]
    assert table.seats[0].kind != "bot" and 0 not in table._bot_names()
    assert table.seats[0].bot is None and table.seats[0].taken


def test_the_hand_over_level_is_normal_unless_chosen(client: TestClient) -> None:
    made = make_table(client)
    with client.websocket_connect(f"/ws/{made['table']}?token={token_of(made['me'])}") as ws:
        receive_state(ws)
        send(ws, type="leave")
        receive_state(ws, 1)
    assert table_of(client, made).seats[0].bot == "normal"
    wrong = client.post(
        "/api/tables",
        json={
            "game": "forbidden-island",
            "config": {"players": 2},
            "seats": [{"kind": "me"}, {"kind": "bot"}],
            "hand_over": "grandmaster",
        },
    )
    assert wrong.status_code == 422 and "hand_over" in wrong.text


def test_a_spectator_cannot_leave_or_take_back_anyone(client: TestClient) -> None:
    made = make_table(client)
    table = table_of(client, made)
    with client.websocket_connect(f"/ws/{made['table']}") as ws:
        receive_state(ws)
        send(ws, type="leave")
        error = receive_error(ws)
        assert error["code"] == "forbidden" and "spectator" in error["reason"]
        send(ws, type="back")
        assert receive_error(ws)["code"] == "forbidden"
    assert [seat.kind for seat in table.seats] == ["me", "invite"]


def test_taking_back_waits_for_the_bots_move_in_progress(sqlite_url: str) -> None:
    """The bot pauses a second before its move: a ``back`` meanwhile marks the seat
    ``returning``, and the seat is the player's once that move is played, not before."""
    with TestClient(create_app(sqlite_url, bot_delay=1.0, bot_workers=0)) as client:
        made = make_table(client)
        table = table_of(client, made)
        with client.websocket_connect(f"/ws/{made['table']}?token={token_of(made['me'])}") as ws:
            receive_state(ws)
            send(ws, type="leave")
            receive_state(ws)
            send(ws, type="back")
            reply = receive(ws)
            while reply["type"] not in ("seats", "state"):
                reply = receive(ws)
            assert reply["seats"][0]["returning"] and reply["seats"][0]["kind"] == "bot"
            state = receive_state(ws, 1)  # the bot's move, then the seat is mine
            assert state["seats"][0]["kind"] != "bot" and len(table.match.log) == 1
            assert table.match.log[0].seat == 0


def test_the_hand_over_level_is_stored_with_the_table(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:
        made = make_table(client, hand_over="strong")
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:  # a restart
        with client.websocket_connect(f"/ws/{made['table']}?token={token_of(made['me'])}") as ws:
            receive_state(ws)
            send(ws, type="leave")
            state = receive_state(ws)
            while state["seats"][0]["kind"] != "bot":
                state = receive_state(ws)
        assert table_of(client, made).seats[0].bot == "strong"
