"""Display names: a seat's player chooses one, and every text built for the table names
them by it (seats, turn line, log, outcome), for every connection, in both languages;
kept with the seat through a restart and in the replay."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from meeple.server import create_app
from tests.server.conftest import new_table, receive, receive_state, token_of


def socket(client: TestClient, created: dict[str, Any], seat: int | None, lang: str = "en"):
    if seat is None:
        return client.websocket_connect(f"/ws/{created['table']}?lang={lang}")
    token = token_of(created["seats"][seat]["link"])
    return client.websocket_connect(f"/ws/{created['table']}?token={token}&lang={lang}")


def send(ws: Any, **message: Any) -> None:
    ws.send_text(json.dumps(message))


def texts(state: dict[str, Any]) -> str:
    """Every text of a state a person reads, in one string."""
    log = [e["text"] for e in state["log"]["entries"]]
    log += [ev for e in state["log"]["entries"] for ev in e["events"]]
    return " | ".join([state["turn"], *log, *(s["name"] for s in state["seats"])])


def play(ws: Any, state: dict[str, Any]) -> dict[str, Any]:
    """Seat 0 plays its first action; the state once it is seat 0's turn again (the other
    seat a bot) or the game is over."""
    while not state["actions"] and state["outcome"] is None:  # the bot plays first
        state = receive_state(ws, state["step"] + 1)
    if state["outcome"] is not None:
        return state
    send(ws, type="act", action=state["actions"][0]["id"], step=state["step"])
    state = receive_state(ws, state["step"] + 1)
    while not state["actions"] and state["outcome"] is None:
        state = receive_state(ws, state["step"] + 1)
    return state


def dice_table(client: TestClient, seats: list[str]) -> dict[str, Any]:
    """A Doodle Jump table: its log names the players ("Player 1 rolls ...")."""
    return new_table(client, seats, game="doodle-jump")


def test_a_name_reaches_every_connection_in_each_language(client: TestClient) -> None:
    created = dice_table(client, ["invite", "invite"])
    with (
        socket(client, created, 0) as zero,
        socket(client, created, 1, "fr") as one,
        socket(client, created, None, "fr") as watcher,
    ):
        first = [receive_state(ws) for ws in (zero, one, watcher)]
        seat = first[0]["to_move"]  # the first to play (Doodle Jump draws it)
        n = seat + 1
        assert first[0]["turn"] == f"Player {n} to play"
        assert first[2]["turn"] == f"Joueur {n} doit jouer"
        mover = (zero, one)[seat]
        state = first[seat]
        send(mover, type="act", action=state["actions"][0]["id"], step=state["step"])
        state = receive_state(mover, 1)
        assert f"{('Player', 'Joueur')[seat]} {n}" in texts(state)  # the log names them
        send(mover, type="name", name="  Ana <b>x</b> ")
        for ws, lang in ((zero, "en"), (one, "fr"), (watcher, "fr")):
            theirs = receive_state(ws, 1)
            while theirs["log"]["from"] != 0 or "Ana" not in theirs["seats"][seat]["name"]:
                theirs = receive_state(ws, 1)
            assert theirs["seats"][seat]["name"] == "Ana <b>x</b>"  # trimmed, kept as text
            word = "Joueur" if lang == "fr" else "Player"
            assert theirs["seats"][1 - seat]["name"] == f"{word} {2 - seat}"  # unnamed
            assert f"{word} {n}" not in texts(theirs)
            logged = [ev for e in theirs["log"]["entries"] for ev in e["events"]]
            assert any(ev.startswith("Ana <b>x</b> ") for ev in logged), logged
            if theirs["to_move"] == seat:
                assert theirs["turn"].startswith("Ana <b>x</b> ")
        lobby = client.get("/api/tables?lang=fr").json()
        assert lobby[0]["seats"][seat]["name"] == "Ana <b>x</b>"


def test_a_name_given_at_joining_and_the_english_log(client: TestClient) -> None:
    created = dice_table(client, ["me", "bot"])
    token = token_of(created["me"])
    with client.websocket_connect(f"/ws/{created['table']}?token={token}&name=Zo%C3%A9") as ws:
        state = play(ws, receive_state(ws))
        assert state["seats"][0]["name"] == "Zoé"
        assert state["turn"] == "Zoé to play" or state["outcome"]
        assert any("Zoé" in ev for e in state["log"]["entries"] for ev in e["events"])
    with client.websocket_connect(f"/ws/{created['table']}?token={token}&name=%01") as ws:
        assert receive(ws)["type"] in ("state", "error")  # joined all the same
        state = receive_state(ws)
        assert state["seats"][0]["name"] == "Zoé"  # a bad name at joining changes nothing


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("", "at least one character"),
        ("   ", "at least one character"),
        ("x" * 25, "at most 24 characters, not 25"),
        ("Ana\nBob", "control characters (U+000A)"),
        ("Ana\x00", "control characters (U+0000)"),
        ("Ana\u202eboB", "control characters (U+202E)"),
    ],
)
def test_a_bad_name_is_refused_and_nothing_changes(client: TestClient, name: str, why: str) -> None:
    created = new_table(client, ["me", "invite"])
    with socket(client, created, 0) as ws:
        before = receive_state(ws)
        send(ws, type="name", name=name)
        error = receive(ws)
        assert error["type"] == "error" and error["code"] == "bad-name"
        assert why in error["reason"]
        send(ws, type="name", name="x" * 24)  # the socket stays; 24 characters are fine
        after = receive_state(ws)
        while after["seats"][0]["name"] == "Player 1":
            after = receive_state(ws)
        assert after["seats"][0]["name"] == "x" * 24
    stored = client.get(f"/api/tables/{created['table']}").json()
    assert before["seats"][0]["name"] == "Player 1"
    assert stored["seats"][0]["name"] == "x" * 24


def test_a_spectator_names_nothing(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    with socket(client, created, None) as watcher:
        receive_state(watcher)
        send(watcher, type="name", name="Mallory")
        error = receive(watcher)
        assert error["type"] == "error" and error["code"] == "forbidden"
        assert "spectators" in error["reason"]
    with client.websocket_connect(f"/ws/{created['table']}?name=Mallory") as watcher:
        assert "Mallory" not in json.dumps(receive_state(watcher))
    seats = client.get(f"/api/tables/{created['table']}").json()["seats"]
    assert [s["name"] for s in seats] == ["Player 1", "Player 2"]


def test_a_name_survives_a_restart_and_shows_in_the_replay(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:
        created = dice_table(client, ["me", "bot"])
        with socket(client, created, 0) as ws:
            state = receive_state(ws)
            send(ws, type="name", name="Ana")
            while state["seats"][0]["name"] != "Ana":  # the states before it, then it
                state = receive_state(ws)
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:
        with socket(client, created, 0, "fr") as ws:
            state = receive_state(ws)
            assert state["seats"][0]["name"] == "Ana"
            assert state["turn"] == "Ana doit jouer"
            while state["outcome"] is None:
                state = play(ws, state)
            assert "Ana" in texts(state)
        replay = client.get(f"/api/tables/{created['table']}/replay?lang=fr").json()
        assert replay["seats"][0]["name"] == "Ana"
        logged = [ev for e in replay["log"] for ev in e["events"]]
        assert any("Ana" in ev for ev in logged) and not any("Joueur 1" in ev for ev in logged)
