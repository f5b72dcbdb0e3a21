"""The table's chat (issue 19, item 6): the players' channel, read by everyone at the
table, and the spectators' own, which the players never get; stored with the table
(through a restart, and the players' lines in the replay), plain text of at most 300
characters with no control character, at most 5 lines every 10 s a connection."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from fastapi.testclient import TestClient

from meeple.server import create_app
from meeple.server.chat import KEPT, TEXT_MAX
from meeple.server.store import StoredChat
from tests.server.conftest import new_table, receive, receive_state, token_of


def socket(client: TestClient, created: dict[str, Any], seat: int | None, lang: str = "en"):
    if seat is None:
        return client.websocket_connect(f"/ws/{created['table']}?lang={lang}")
    token = token_of(created["seats"][seat]["link"])
    return client.websocket_connect(f"/ws/{created['table']}?token={token}&lang={lang}")


def say(ws: Any, text: str, channel: str = "players") -> None:
    ws.send_text(json.dumps({"type": "chat", "channel": channel, "text": text}))


def next_of(ws: Any, kind: str) -> dict[str, Any]:
    """The next message of type ``kind`` (``chat`` or ``error``), skipping the others."""
    while True:
        message = receive(ws)
        if message["type"] == kind:
            return message


def stored(client: TestClient, table: str, channel: str = "players") -> list[StoredChat]:
    hub = client.app.state.hub  # type: ignore[attr-defined]
    lines: list[StoredChat] = hub.store.chat_lines(table, channel)
    return lines


def app(url: str) -> TestClient:
    return TestClient(create_app(url, bot_delay=0.0, bot_workers=0))


def play_one(ws: Any, state: dict[str, Any]) -> dict[str, Any]:
    """Seat 0 plays its first action (once the bot has played, if it is its turn); the
    state after it."""
    while not state["actions"] and state["outcome"] is None:
        state = receive_state(ws, state["step"] + 1)
    if state["outcome"] is None:
        action = state["actions"][0]["id"]
        ws.send_text(json.dumps({"type": "act", "action": action, "step": state["step"]}))
        state = receive_state(ws, state["step"] + 1)
    return state


def test_the_players_chat_reaches_everyone_and_is_kept_through_a_restart(
    sqlite_url: str,
) -> None:
    with app(sqlite_url) as client:
        created = new_table(client, ["me", "bot"], game="doodle-jump")
        with socket(client, created, 0) as me, socket(client, created, None, "fr") as watcher:
            receive_state(me)
            receive_state(watcher)
            me.send_text(json.dumps({"type": "name", "name": "Ana"}))
            receive_state(me)  # the name taken
            say(me, "  hello <b>all</b>  ")
            for ws in (me, watcher):
                (line,) = next_of(ws, "chat")["lines"]
                assert line["text"] == "hello <b>all</b>"  # trimmed, kept as text
                assert line["name"] == "Ana" and line["seat"] == 0
                assert line["channel"] == "players" and line["index"] == 0
        first_step = stored(client, created["table"])[0].step
    with app(sqlite_url) as client:
        with socket(client, created, 0) as me, socket(client, created, None) as watcher:
            state = receive_state(me)
            (line,) = next_of(me, "chat")["lines"]  # the chat so far, to a newcomer
            assert (line["text"], line["name"]) == ("hello <b>all</b>", "Ana")
            next_of(watcher, "chat")
            say(watcher, "they will never see this", "spectators")
            next_of(watcher, "chat")
            while state["step"] <= first_step and state["outcome"] is None:
                state = play_one(me, state)
            say(me, "second")
            assert [x["index"] for x in next_of(me, "chat")["lines"]] == [2]
            second_step = state["step"]
            while state["outcome"] is None:
                state = play_one(me, state)
        table = created["table"]
        replay = client.get(f"/api/tables/{table}/replay?lang=en").json()
        assert [line["text"] for line in replay["chat"]] == ["hello <b>all</b>", "second"]
        early = client.get(f"/api/tables/{table}/replay?step={second_step - 1}").json()
        assert [line["text"] for line in early["chat"]] == ["hello <b>all</b>"]
        start = client.get(f"/api/tables/{table}/replay?step=0").json()
        assert [line["text"] for line in start["chat"]] == (
            ["hello <b>all</b>"] if first_step == 0 else []
        )


def test_a_line_too_long_empty_or_with_control_characters_is_refused(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"], game="doodle-jump")
    with socket(client, created, 0) as me:
        receive_state(me)
        say(me, "x" * (TEXT_MAX + 1))
        error = next_of(me, "error")
        assert error["code"] == "bad-chat"
        assert f"at most {TEXT_MAX} characters, not {TEXT_MAX + 1}" in error["reason"]
        for bad, why in (
            ("   ", "at least one character"),
            ("one\ntwo", "control characters"),
            ("ring \x07", "control characters"),
            ("\u202eevil", "control characters"),
        ):
            say(me, bad)
            error = next_of(me, "error")
            assert error["code"] == "bad-chat" and why in error["reason"], (bad, error)
        say(me, "y" * TEXT_MAX)  # the longest line that may be sent
        assert next_of(me, "chat")["lines"][0]["text"] == "y" * TEXT_MAX
    assert [line.text for line in stored(client, created["table"])] == ["y" * TEXT_MAX]


def test_a_sixth_line_within_ten_seconds_is_refused(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"], game="doodle-jump")
    with socket(client, created, 0) as me, socket(client, created, 1) as other:
        receive_state(me)
        receive_state(other)
        for n in range(5):
            say(me, f"line {n}")
            next_of(me, "chat")
        say(me, "one too many")
        error = next_of(me, "error")
        assert (
            error["code"] == "too-fast" and "at most 5 chat messages every 10 s" in error["reason"]
        )
        say(other, "the other connection has its own count")
        while next_of(other, "chat")["lines"][-1]["seat"] != 1:  # seat 0's lines first
            pass
    texts = [line.text for line in stored(client, created["table"])]
    assert texts == [*(f"line {n}" for n in range(5)), "the other connection has its own count"]


def test_each_writes_only_in_their_own_channel(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"], game="doodle-jump")
    with socket(client, created, 0) as me, socket(client, created, None) as watcher:
        receive_state(me)
        receive_state(watcher)
        say(watcher, "a hint for you")
        error = next_of(watcher, "error")
        assert error["code"] == "forbidden" and "spectators' channel" in error["reason"]
        say(me, "psst", "spectators")
        assert next_of(me, "error")["code"] == "forbidden"
        say(me, "x", "everyone")
        assert next_of(me, "error")["code"] == "bad-message"
        me.send_text(json.dumps({"type": "chat", "text": "no channel"}))
        assert "names no channel" in next_of(me, "error")["reason"]
    assert stored(client, created["table"]) == []
    assert stored(client, created["table"], "spectators") == []


def test_the_spectators_channel_never_reaches_a_player(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"], game="doodle-jump")
    with (
        socket(client, created, 0) as me,
        socket(client, created, None) as one,
        socket(client, created, None, "fr") as two,
    ):
        for ws in (me, one, two):
            receive_state(ws)
        say(one, "between us", "spectators")
        for ws, word in ((one, "Spectator"), (two, "Spectateur")):
            (line,) = next_of(ws, "chat")["lines"]
            assert (line["text"], line["channel"], line["seat"], line["name"]) == (
                "between us",
                "spectators",
                None,
                word,
            )
        say(me, "hello")  # stored after the spectators' line: it would have come first
        assert [line["text"] for line in next_of(me, "chat")["lines"]] == ["hello"]
        assert [line["text"] for line in next_of(one, "chat")["lines"]] == ["hello"]
        with socket(client, created, 0) as again:  # a newcomer's history holds none either
            receive_state(again)
            assert [line["text"] for line in next_of(again, "chat")["lines"]] == ["hello"]
    replay_lines = stored(client, created["table"])
    assert [line.text for line in replay_lines] == ["hello"]


def test_the_history_kept_and_sent_is_bounded(sqlite_url: str) -> None:
    with app(sqlite_url) as client:
        created = new_table(client, ["me", "bot"], game="doodle-jump")
        hub = client.app.state.hub  # type: ignore[attr-defined]
        when = datetime.now(UTC)
        for n in range(KEPT + 50):  # written straight to the store: faster than the rate
            hub.store.add_chat(
                created["table"], StoredChat(n, 0, 0, None, "players", f"line {n}", when)
            )
    with app(sqlite_url) as client:
        with socket(client, created, 0) as me:
            receive_state(me)
            lines = next_of(me, "chat")["lines"]
            assert [x["index"] for x in lines] == list(range(50, KEPT + 50))
            assert lines[0]["name"] == "Player 1"  # unnamed: named as the texts name them
            say(me, "next")
            assert [x["index"] for x in next_of(me, "chat")["lines"]] == [KEPT + 50]
        table = client.app.state.hub.tables[created["table"]]  # type: ignore[attr-defined]
        assert len(table.chat.kept["players"]) == KEPT
