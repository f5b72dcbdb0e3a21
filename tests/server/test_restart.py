"""A server restart loses nothing: every table resumes where it was, bots and all."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient

from meeple.engine import Record
from meeple.server import create_app
from tests.server.conftest import new_table, receive_state, token_of


def test_stop_mid_game_start_again_and_finish(db_url: str) -> None:
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        created = new_table(client, ["me", "bot"])
        link = created["me"]
        with client.websocket_connect(f"/ws/{created['table']}?token={token_of(link)}") as me:
            state = receive_state(me)
            played = []
            for _ in range(2):  # two moves, then the server stops
                move = next(a for a in state["actions"] if ":move:" in a["id"])
                me.send_text(
                    json.dumps({"type": "act", "action": move["id"], "step": state["step"]})
                )
                played.append(move["label"])
                state = receive_state(me, state["step"] + 1)
            before = state
    with TestClient(create_app(db_url, bot_delay=0.0)) as client:
        assert client.get("/api/tables").json()[0]["step"] == 2
        with client.websocket_connect(f"/ws/{created['table']}?token={token_of(link)}") as me:
            state = receive_state(me)
            assert state["step"] == 2 and state["view"] == before["view"]
            assert [e["text"] for e in state["log"]["entries"]] == played
            assert state["can_undo"]  # the undo history survives too
            me.send_text(json.dumps({"type": "act", "action": "0:end-actions", "step": 2}))
            while state["outcome"] is None:  # play on to the end, always ending the turn
                if state["to_move"] == 0 and state["actions"]:
                    pick = [a for a in state["actions"] if "end-actions" in a["id"]]
                    action = (pick or state["actions"])[0]["id"]
                    me.send_text(
                        json.dumps({"type": "act", "action": action, "step": state["step"]})
                    )
                state = receive_state(me, state["step"] + 1)
        hub = client.app.state.hub  # type: ignore[attr-defined]
        stored = hub.store.load(created["table"])
        assert stored.finished and stored.step == state["step"]
        replayed = Record.from_json(stored.record().to_json()).replay()
        assert replayed.serialize() == stored.snapshot
