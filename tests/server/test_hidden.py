"""Hidden information never leaves the server: whole games, every message, every seat.

Forbidden Island hides the seed and the order of both decks. Each seat and a spectator
are connected for whole games; every message they get must hold nothing else than the
view the engine gives that seat, and that view must not change when everything hidden is
redrawn.
"""

from __future__ import annotations

import json
import random

import pytest
from fastapi.testclient import TestClient

from meeple.engine import Rng, game_ids
from tests.server.conftest import new_table, receive, token_of

# Names of the secret parts of a state (its to_json) and of a table: none may be sent.
# (The table owner's secret is looked for by its value: "owner" is also a game's word, the
# public owner of a territory in Risk Junior Narnia.)
SECRET_KEYS = {"seed", "rng", "snapshot", "tdeck", "fdeck", "sdeck", "edeck"}
SECRET_KEYS |= {"token", "token_hash"}


def keys(value: object) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for item in value.values() for k in keys(item)}
    if isinstance(value, list):
        return {k for item in value for k in keys(item)}
    return set()


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game_id", game_ids())
def test_no_message_holds_what_its_seat_may_not_see(
    client: TestClient, game_id: str, seed: int
) -> None:
    created = new_table(client, ["invite", "invite", "invite"], game=game_id)
    table = client.app.state.hub.get(created["table"])  # type: ignore[attr-defined]
    secret_seed = str(table.match.record.seed)
    tokens = [token_of(seat["link"]) for seat in created["seats"]]
    chooser = random.Random(seed)
    received: list[tuple[int | None, str]] = []
    sockets = [
        client.websocket_connect(f"/ws/{created['table']}?token={token}") for token in tokens
    ]
    spectator = client.websocket_connect(f"/ws/{created['table']}")
    with sockets[0] as s0, sockets[1] as s1, sockets[2] as s2, spectator as watcher:
        connections: list[tuple[int | None, object]] = [(0, s0), (1, s1), (2, s2), (None, watcher)]
        latest: dict[int | None, dict] = {}

        def drain(step: int) -> None:
            for seat, ws in connections:
                while latest.get(seat, {}).get("step", -1) < step or seat not in latest:
                    text = ws.receive_text()  # type: ignore[attr-defined]
                    received.append((seat, text))
                    message = json.loads(text)
                    if message["type"] == "state":
                        latest[seat] = message

        drain(0)
        for _ in range(2000):  # a whole game
            state = latest[0]
            if state["outcome"] is not None:
                break
            mover = state["to_move"]
            actions = latest[mover]["actions"]
            action = chooser.choice(actions)["id"]
            connections[mover][1].send_text(  # type: ignore[attr-defined]
                json.dumps({"type": "act", "action": action, "step": state["step"]})
            )
            drain(state["step"] + 1)
        record = table.match.record
        assert latest[None]["outcome"] is not None
    assert len(received) >= 4 * len(record.actions)
    rng = Rng(seed)
    for seat, text in received:
        assert secret_seed not in text
        assert created["owner"] not in text
        message = json.loads(text)
        assert not keys(message) & SECRET_KEYS, keys(message) & SECRET_KEYS
        if message["type"] != "state":
            continue
        # The view is exactly the engine's view for this seat at this step...
        state = record.replay(message["step"])
        assert message["view"] == json.loads(json.dumps(state.view(seat)))
        # ... and stays the same whatever the hidden deck orders are.
        assert message["view"] == json.loads(json.dumps(state.resample(seat, rng).view(seat)))
        # Spectators and seats see only their own actions.
        assert all(a["id"].startswith(f"{seat}:") for a in message["actions"])


def test_errors_go_to_the_sender_only(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    me_token, friend_token = (token_of(s["link"]) for s in created["seats"])
    with (
        client.websocket_connect(f"/ws/{created['table']}?token={me_token}") as me,
        client.websocket_connect(f"/ws/{created['table']}?token={friend_token}") as friend,
    ):
        me.send_text("nonsense")
        me.send_text(json.dumps({"type": "act", "action": "0:end-actions", "step": 0}))
        seen = []
        while True:
            message = receive(friend)
            seen.append(message["type"])
            if message["type"] == "state" and message["step"] == 1:
                break
        assert "error" not in seen
