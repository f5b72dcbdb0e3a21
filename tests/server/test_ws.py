"""Live play over the WebSocket: moves, undo, languages, bots, and every bad message."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tests.server.conftest import new_table, receive, receive_state, token_of


def seat_socket(client: TestClient, created: dict, seat: int, lang: str = "en"):
    token = token_of(created["seats"][seat]["link"])
    return client.websocket_connect(f"/ws/{created['table']}?token={token}&lang={lang}")


def test_a_seat_sees_its_actions_and_a_move_reaches_everyone(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    with seat_socket(client, created, 0) as me, seat_socket(client, created, 1) as friend:
        first = receive_state(me)
        assert first["seat"] == 0 and first["step"] == 0 and first["to_move"] == 0
        assert first["turn"] == "Player 1 to play"
        assert all(action["id"].startswith("0:") for action in first["actions"])
        move = next(a for a in first["actions"] if ":move:" in a["id"])
        assert move["target"].startswith("tile:") and move["label"].startswith("Move to")
        theirs = receive_state(friend)
        assert theirs["seat"] == 1
        assert all(a["id"].startswith("1:") for a in theirs["actions"])
        me.send_text(json.dumps({"type": "act", "action": move["id"], "step": 0}))
        mine, seen = receive_state(me, 1), receive_state(friend, 1)
        assert mine["step"] == seen["step"] == 1
        assert seen["log"]["entries"][-1]["text"] == move["label"]
        assert seen["log"]["entries"][-1]["events"]  # "... moved to ..."
        assert mine["view"]["pawns"] == seen["view"]["pawns"]


def test_a_spectator_sees_the_public_view_and_cannot_act(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"])
    with client.websocket_connect(f"/ws/{created['table']}") as spectator:
        state = receive_state(spectator)
        assert state["seat"] is None and state["actions"] == [] and not state["can_undo"]
        assert state["view"]["seat"] is None
        spectator.send_text(json.dumps({"type": "act", "action": "0:end-actions", "step": 0}))
        error = receive(spectator)
        assert error == {
            "type": "error",
            "code": "forbidden",
            "reason": "spectators cannot play",
        }


def test_forged_or_foreign_tokens_are_refused_and_the_socket_closed(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"])
    other = new_table(client, ["me", "bot"])
    for token in ("forged", token_of(other["me"])):
        with client.websocket_connect(f"/ws/{created['table']}?token={token}") as ws:
            error = receive(ws)
            assert error["code"] == "forbidden" and "not valid" in error["reason"]
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_text()
            assert closed.value.code == 4403
    with client.websocket_connect("/ws/nope") as ws:
        assert "no table" in receive(ws)["reason"]


@pytest.mark.parametrize(
    ("message", "code", "words"),
    [
        ("not json", "bad-message", "not JSON"),
        ("[1, 2]", "bad-message", "JSON object"),
        ('{"type": "dance"}', "bad-message", "unknown message type 'dance'"),
        ('{"type": "act", "step": 0}', "bad-message", "names no action"),
        ('{"type": "act", "action": "0:end-actions"}', "bad-message", "step"),
        ('{"type": "act", "action": "0:move:atlantis", "step": 0}', "illegal", "atlantis"),
        ('{"type": "act", "action": "1:end-actions", "step": 0}', "illegal", "not a legal"),
        ('{"type": "act", "action": "0:end-actions", "step": 3}', "stale", "moved on"),
        ('{"type": "lang", "lang": "de"}', "bad-message", "lang must be"),
        ('{"type": "undo", "step": 0}', "undo", "nothing to undo"),
        ("x" * 5000, "too-big", "4096 bytes"),
    ],
)
def test_bad_messages_are_refused_to_the_sender_only_and_change_nothing(
    client: TestClient, message: str, code: str, words: str
) -> None:
    created = new_table(client, ["me", "invite"])
    with seat_socket(client, created, 0) as me, seat_socket(client, created, 1) as friend:
        before = receive_state(me)
        receive_state(friend)
        me.send_text(message)
        error = receive(me)
        while error["type"] in ("state", "seats"):  # the friend's arrival, announced
            error = receive(me)
        assert error["type"] == "error" and error["code"] == code, error
        assert words in error["reason"]
        # The table did not move and still serves: a good move goes through.
        table = client.get(f"/api/tables/{created['table']}").json()
        assert table["step"] == 0
        me.send_text(json.dumps({"type": "act", "action": before["actions"][0]["id"], "step": 0}))
        assert receive_state(friend, 1)["step"] == 1


def test_binary_messages_are_refused(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"])
    with seat_socket(client, created, 0) as me:
        receive_state(me)
        me.send_bytes(b"\x00\x01")
        assert receive(me)["code"] == "bad-message"


def test_undo_goes_back_within_the_turn_but_never_past_a_draw(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    with seat_socket(client, created, 0) as me:
        state = receive_state(me)
        move = next(a for a in state["actions"] if ":move:" in a["id"])
        me.send_text(json.dumps({"type": "act", "action": move["id"], "step": 0}))
        state = receive_state(me, 1)
        assert state["can_undo"] and len(state["log"]["entries"]) == 1
        me.send_text(json.dumps({"type": "undo", "step": 1}))
        state = receive_state(me)
        assert state["step"] == 0 and state["log"] == {"from": 0, "entries": []}
        assert not state["can_undo"]
        assert client.get(f"/api/tables/{created['table']}").json()["step"] == 0
        # End the actions and draw: the draw reveals cards, so it cannot be taken back.
        me.send_text(json.dumps({"type": "act", "action": "0:end-actions", "step": 0}))
        state = receive_state(me, 1)
        draw = next(a for a in state["actions"] if "draw" in a["id"])
        me.send_text(json.dumps({"type": "act", "action": draw["id"], "step": 1}))
        state = receive_state(me, 2)
        assert not state["can_undo"]
        me.send_text(json.dumps({"type": "undo", "step": 2}))
        assert receive(me)["code"] == "undo"


def test_the_language_can_change_mid_game(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    with seat_socket(client, created, 0, lang="fr") as me:
        state = receive_state(me)
        assert state["turn"] == "Joueur 1 doit jouer"
        move = next(a for a in state["actions"] if ":move:" in a["id"])
        assert move["label"].startswith("Se déplacer")
        me.send_text(json.dumps({"type": "act", "action": move["id"], "step": 0}))
        french = receive_state(me, 1)["log"]["entries"][0]["text"]
        me.send_text(json.dumps({"type": "lang", "lang": "en"}))
        english = receive_state(me)
        assert english["log"]["from"] == 0 and english["log"]["entries"][0]["text"] != french
        assert english["turn"] == "Player 1 to play"


def test_bots_play_on_their_own_to_the_end(client: TestClient) -> None:
    created = new_table(client, ["bot", "bot"])
    with client.websocket_connect(f"/ws/{created['table']}") as spectator:
        state = receive_state(spectator)
        while state["outcome"] is None:
            state = receive_state(spectator)
        assert state["outcome"]["text"] and state["outcome"]["won"] in (True, False)
        assert len(state["log"]["entries"]) >= 1
    replay = client.get(f"/api/tables/{created['table']}/replay?step=0").json()
    assert replay["step"] == 0 and replay["log"] == [] and replay["outcome"] is None
    last = client.get(f"/api/tables/{created['table']}/replay").json()
    assert last["step"] == last["steps"] == state["step"]
    assert last["outcome"]["won"] == state["outcome"]["won"]
    final = client.app.state.hub.finished[created["table"]].match.state  # type: ignore[attr-defined]
    assert last["view"] == json.loads(json.dumps(final.view(None)))  # the public view only
    middle = client.get(f"/api/tables/{created['table']}/replay?step=3&lang=fr").json()
    assert len(middle["log"]) == 3
    listed = client.get("/api/replays?lang=en").json()
    assert [game["table"] for game in listed] == [created["table"]]
    assert listed[0]["steps"] == state["step"] and listed[0]["replay"].endswith(created["table"])
    assert listed[0]["outcome"]["text"] == state["outcome"]["text"]
    assert client.get("/api/tables").json() == []  # no longer open
    bad = client.get(f"/api/tables/{created['table']}/replay?step=100000")
    assert bad.status_code == 400 and "step must be from 0" in bad.json()["detail"]


def test_a_finished_game_takes_no_more_moves(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"])
    with seat_socket(client, created, 0) as me:
        state = receive_state(me)
        while state["outcome"] is None:  # end every turn at once: the island sinks soon
            if state["actions"] and state["to_move"] == 0:
                ends = [a for a in state["actions"] if "end-actions" in a["id"]]
                action = (ends or state["actions"])[0]["id"]
                me.send_text(json.dumps({"type": "act", "action": action, "step": state["step"]}))
            state = receive_state(me, state["step"] + 1)
        me.send_text(json.dumps({"type": "act", "action": "0:end-actions", "step": state["step"]}))
        assert receive(me)["code"] == "finished"
