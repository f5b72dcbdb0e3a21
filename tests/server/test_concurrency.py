"""Two moves sent at once for one decision: exactly one is applied, the other refused."""

from __future__ import annotations

import json
import threading

from fastapi.testclient import TestClient

from meeple.engine import Record
from tests.server.conftest import new_table, receive, receive_state, token_of


def test_two_moves_at_once_for_one_decision(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    token = token_of(created["me"])
    url = f"/ws/{created['table']}?token={token}"
    with client.websocket_connect(url) as tab_a, client.websocket_connect(url) as tab_b:
        state = receive_state(tab_a)
        receive_state(tab_b)
        moves = [a["id"] for a in state["actions"] if ":move:" in a["id"]][:2]
        assert len(moves) == 2
        start = threading.Barrier(2)

        def send(ws, action: str) -> None:
            start.wait()
            ws.send_text(json.dumps({"type": "act", "action": action, "step": 0}))

        threads = [
            threading.Thread(target=send, args=(tab_a, moves[0])),
            threading.Thread(target=send, args=(tab_b, moves[1])),
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        # A marker after each move: a connection's messages are answered in order, so
        # whatever the move caused reaches its tab before the marker's own error.
        errors = []
        for ws in (tab_a, tab_b):
            ws.send_text("marker")
            while (message := receive(ws))["type"] != "error" or message["code"] != "bad-message":
                if message["type"] == "error":
                    errors.append(message)
        assert len(errors) == 1
        assert errors[0]["code"] == "stale" and "moved on" in errors[0]["reason"]
    stored = client.app.state.hub.store.load(created["table"])  # type: ignore[attr-defined]
    assert stored.step == 1 and len(stored.actions) == 1 and stored.actions[0] in moves
    assert Record.from_json(stored.record().to_json()).replay().serialize() == stored.snapshot
