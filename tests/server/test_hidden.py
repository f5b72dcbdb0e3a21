"""Hidden information never leaves the server: whole games, every message, every seat.

Forbidden Island hides the seed and the order of both decks. Each seat and a spectator
are connected for whole games; every message they get must hold nothing else than the
view the engine gives that seat, and that view must not change when everything hidden is
redrawn.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from meeple.engine import Record, Rng, State, game_ids
from tests.server.conftest import new_table, receive, token_of

# Names of the secret parts of a state (its to_json) and of a table: none may be sent.
# (The table owner's secret is looked for by its value: "owner" is also a game's word, the
# public owner of a territory in Risk Junior Narnia.)
SECRET_KEYS = {"seed", "rng", "snapshot", "tdeck", "fdeck", "sdeck", "edeck", "pdeck", "ideck"}
SECRET_KEYS |= {"token", "token_hash"}


def keys(value: object) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for item in value.values() for k in keys(item)}
    if isinstance(value, list):
        return {k for item in value for k in keys(item)}
    return set()


Received = list[tuple[int | None, str]]


def play_whole_game(
    client: TestClient,
    game_id: str,
    seed: int,
    prefer: tuple[str, ...] = (),
    **config: Any,
) -> tuple[dict[str, Any], Record, Received]:
    """A whole game at a table of three invited seats and a spectator, each action
    chosen at random (among those whose id holds a ``prefer`` word, if any): the table
    as created, its record, and every message each connection got."""
    created = new_table(client, ["invite", "invite", "invite"], game=game_id, **config)
    table = client.app.state.hub.tables[created["table"]]  # type: ignore[attr-defined]
    tokens = [token_of(seat["link"]) for seat in created["seats"]]
    chooser = random.Random(seed)
    received: Received = []
    sockets = [
        client.websocket_connect(f"/ws/{created['table']}?token={token}") for token in tokens
    ]
    spectator = client.websocket_connect(f"/ws/{created['table']}")
    with sockets[0] as s0, sockets[1] as s1, sockets[2] as s2, spectator as watcher:
        connections: list[tuple[int | None, object]] = [(0, s0), (1, s1), (2, s2), (None, watcher)]
        latest: dict[int | None, dict[str, Any]] = {}

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
            ids = [action["id"] for action in latest[mover]["actions"]]
            wanted = [i for i in ids if any(word in i for word in prefer)]
            action = chooser.choice(wanted or ids)
            connections[mover][1].send_text(  # type: ignore[attr-defined]
                json.dumps({"type": "act", "action": action, "step": state["step"]})
            )
            drain(state["step"] + 1)
        assert latest[None]["outcome"] is not None
    return created, table.match.record, received


def states_before_each_action(record: Record) -> list[State]:
    state = record.start()
    befores = []
    for action_id in record.actions:
        befores.append(state.clone())
        state.apply_id(action_id)
    return befores


def check_log_lines(record: Record, received: Received, rng: Rng) -> int:
    """Every log line a connection got: the actor reads its own label, everyone else
    the public one, and that public label reads the same whatever is hidden from the
    reader is redrawn (some action of the actor's then has it). Returns the lines read
    by another than the actor."""
    befores = states_before_each_action(record)
    others = 0
    for seat, text in received:
        message = json.loads(text)
        if message["type"] != "state":
            continue
        for entry in message["log"]["entries"]:
            before = befores[entry["index"]]
            action = before.parse_action(record.actions[entry["index"]])
            actor = entry["seat"]
            if actor == seat:
                assert entry["text"] == before.action_label(action, "en")
                continue
            others += 1
            assert entry["text"] == before.public_action_label(action, "en")
            for _ in range(3):
                redrawn = before.resample(seat, rng)
                labels = {redrawn.public_action_label(a) for a in redrawn.legal_actions(actor)}
                assert entry["text"] in labels, (seat, entry["text"], sorted(labels))
    return others


def check_own_labels(record: Record, received: Received, rng: Rng) -> None:
    """A seat's own actions and their labels tell nothing hidden from it: they are the
    same when what it does not see is redrawn."""
    for seat, text in received:
        message = json.loads(text)
        if message["type"] != "state" or seat is None or message["outcome"] is not None:
            continue
        state = record.replay(message["step"])
        labels = sorted(action["label"] for action in message["actions"])
        assert labels == sorted(state.action_label(a) for a in state.legal_actions(seat))
        redrawn = state.resample(seat, rng)
        assert labels == sorted(redrawn.action_label(a) for a in redrawn.legal_actions(seat))


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game_id", game_ids())
def test_no_message_holds_what_its_seat_may_not_see(
    client: TestClient, game_id: str, seed: int
) -> None:
    created, record, received = play_whole_game(client, game_id, seed)
    secret_seed = str(record.seed)
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
    assert check_log_lines(record, received, rng) >= 3 * len(record.actions)
    check_own_labels(record, received, rng)


def test_a_forecast_is_read_by_the_others_without_the_cards(client: TestClient) -> None:
    """Forbidden Desert: the Meteorologist looks at Storm cards and puts some at the
    bottom. The others read that a card went down, never which (regression: they got
    the Meteorologist's own label, "Put Sun Beats Down at the bottom of the Storm deck")."""
    adventurers = ["meteorologist", "climber", "explorer"]
    _created, record, received = play_whole_game(
        client, "forbidden-desert", 3, (":forecast", ":bury", ":place"), adventurers=adventurers
    )
    buried = [i for i, action_id in enumerate(record.actions) if ":bury:" in action_id]
    assert buried, record.actions  # the game had forecasts to read
    check_log_lines(record, received, Rng(3))
    states = [(seat, json.loads(text)) for seat, text in received]
    lines = [
        entry["text"]
        for seat, message in states
        if message["type"] == "state"
        for entry in message["log"]["entries"]
        if entry["index"] in buried and entry["seat"] != seat
    ]
    assert lines and all(
        line == "Put a Storm card at the bottom of the Storm deck" for line in lines
    )


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
