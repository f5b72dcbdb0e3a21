"""Clocks: a decision's time runs out and a bot plays that one move for the player; the
deadline is in the state, survives a restart, and idle tables leave the lobby's list."""

from __future__ import annotations

import time
from datetime import timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from meeple.engine import Match
from meeple.server import create_app
from meeple.server.db import TableRow, now
from meeple.server.live import log_json, noted
from tests.server.conftest import receive_state, token_of

TIMED_OUT_EN = "Time ran out for Player 1: a bot played for them."
TIMED_OUT_FR = "Le temps de Joueur 1 est écoulé : un robot a joué à sa place."


def clocked_table(client: TestClient, clock: dict[str, Any]) -> dict[str, Any]:
    """A Forbidden Island table for two: me (seat 0) and an invited friend."""
    body = {
        "game": "forbidden-island",
        "config": {"players": 2},
        "seats": [{"kind": "me"}, {"kind": "invite"}],
        "clock": clock,
    }
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def events_of(state: dict[str, Any]) -> list[str]:
    return [event for entry in state["log"]["entries"] for event in entry["events"]]


def test_per_move_clock_hands_the_move_to_a_bot(client: TestClient) -> None:
    created = clocked_table(client, {"kind": "move", "seconds": 2})
    url = f"/ws/{created['table']}?token={token_of(created['me'])}"
    with client.websocket_connect(url) as me:
        first = receive_state(me)
        clock = first["clock"]
        assert clock["kind"] == "move" and clock["seconds"] == 2 and clock["seat"] == 0
        assert 0 < clock["deadline"] - time.time() <= 2.1
        started = time.monotonic()
        state = receive_state(me, 1)  # nobody plays: the clock does
        assert time.monotonic() - started > 1.0  # not before its time
    assert state["log"]["entries"][0]["seat"] == 0
    assert TIMED_OUT_EN in events_of(state)
    seat = state["seats"][0]
    assert seat["kind"] == "me" and seat["bot"] is None  # the seat stays the player's
    assert state["clock"]["seat"] == state["to_move"]  # and the next decision is timed
    assert state["clock"]["deadline"] > clock["deadline"]


def test_the_log_says_it_in_french(client: TestClient) -> None:
    created = clocked_table(client, {"kind": "move", "seconds": 2})
    url = f"/ws/{created['table']}?token={token_of(created['me'])}&lang=fr"
    with client.websocket_connect(url) as me:
        state = receive_state(me, 1)
    assert TIMED_OUT_FR in events_of(state)


def test_a_move_in_time_restarts_the_clock(client: TestClient) -> None:
    created = clocked_table(client, {"kind": "move", "seconds": 3})
    url = f"/ws/{created['table']}?token={token_of(created['me'])}"
    with client.websocket_connect(url) as me:
        state = receive_state(me)
        time.sleep(1.5)
        move = next(a for a in state["actions"] if ":move:" in a["id"])
        me.send_json({"type": "act", "action": move["id"], "step": 0})
        played = receive_state(me, 1)
        assert played["clock"]["deadline"] >= state["clock"]["deadline"] + 1.0
        assert not any("Time ran out" in event for event in events_of(played))


def test_only_a_person_s_decision_is_timed(client: TestClient) -> None:
    """A bot's turn shows no clock; the person's next decision gets a fresh deadline."""
    body = {
        "game": "forbidden-island",
        "config": {"players": 2},
        "seats": [{"kind": "me"}, {"kind": "bot", "bot": "easy"}],
        "clock": {"kind": "move", "seconds": 60},
    }
    created = client.post("/api/tables", json=body).json()
    seen = set()
    with client.websocket_connect(f"/ws/{created['table']}?token={token_of(created['me'])}") as me:
        state = receive_state(me)
        while not (1 in seen and state["to_move"] == 0):
            seen.add(state["to_move"])
            clock = state["clock"]
            if state["to_move"] == 0:
                assert clock["seat"] == 0
                ends = [a["id"] for a in state["actions"] if "end-actions" in a["id"]]
                action = (ends or [a["id"] for a in state["actions"]])[0]
                me.send_json({"type": "act", "action": action, "step": state["step"]})
            else:
                assert clock is None, state["to_move"]
            state = receive_state(me, state["step"] + 1)
    assert state["clock"]["seat"] == 0 and state["clock"]["deadline"] > time.time() + 55


def test_turn_based_deadline_in_the_state(client: TestClient) -> None:
    before = time.time()
    created = clocked_table(client, {"kind": "turn", "hours": 24})
    with client.websocket_connect(f"/ws/{created['table']}") as watcher:
        clock = receive_state(watcher)["clock"]
    assert clock["kind"] == "turn" and clock["seconds"] == 24 * 3600 and clock["seat"] == 0
    assert before + 24 * 3600 - 5 <= clock["deadline"] <= time.time() + 24 * 3600


def test_no_clock_by_default(client: TestClient) -> None:
    body = {"game": "forbidden-island", "config": {"players": 2}, "seats": [{"kind": "me"}] * 2}
    created = client.post("/api/tables", json=body).json()
    with client.websocket_connect(f"/ws/{created['table']}") as watcher:
        assert receive_state(watcher)["clock"] is None


@pytest.mark.parametrize(
    ("clock", "named"),
    [
        ({"kind": "move", "seconds": 1}, "seconds"),
        ({"kind": "move"}, "seconds"),
        ({"kind": "turn", "hours": 1000}, "hours"),
        ({"kind": "sometimes"}, "kind"),
        ({"kind": "move", "seconds": 30, "bot": "genius"}, "bot"),
        ({"kind": "move", "seconds": 30, "sound": True}, "sound"),
    ],
)
def test_a_bad_clock_is_refused(client: TestClient, clock: dict[str, Any], named: str) -> None:
    body = {"game": "forbidden-island", "config": {"players": 2}, "seats": [{"kind": "me"}] * 2}
    response = client.post("/api/tables", json={**body, "clock": clock})
    assert response.status_code == 422
    problems = response.json()["detail"]
    assert any("clock" in problem["loc"] for problem in problems)
    assert named in response.text
    assert client.get("/api/tables").json() == []  # and no table was made


def test_a_deadline_passed_while_the_server_was_down_is_applied_on_start(
    sqlite_url: str,
) -> None:
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:
        created = clocked_table(client, {"kind": "move", "seconds": 60})
        table_id = created["table"]
    app = create_app(sqlite_url, bot_delay=0.0, bot_workers=0)
    store = app.state.hub.store
    with store.session.begin() as session:  # the server was down two minutes
        session.execute(
            update(TableRow)
            .where(TableRow.id == table_id)
            .values(updated=now() - timedelta(seconds=120))
        )
    with TestClient(app) as client:
        with client.websocket_connect(f"/ws/{table_id}?token={token_of(created['me'])}") as me:
            state = receive_state(me, 1)
        assert TIMED_OUT_EN in events_of(state)
        assert state["seats"][0]["kind"] == "me"
        assert state["clock"]["deadline"] > time.time() + 50  # a fresh minute for the next
    assert store.load(table_id).step >= 1


def test_the_log_still_says_time_ran_out_after_a_restart_and_in_the_replay(
    sqlite_url: str,
) -> None:
    """The note is stored with the move: a log rebuilt from the database says it again."""
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:
        created = clocked_table(client, {"kind": "move", "seconds": 2})
        table_id = created["table"]
        with client.websocket_connect(f"/ws/{table_id}") as watcher:
            receive_state(watcher, 1)  # the clock played move 0
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:
        with client.websocket_connect(f"/ws/{table_id}") as watcher:
            state = receive_state(watcher)
        entries = state["log"]["entries"]
        assert TIMED_OUT_EN in entries[0]["events"]
        assert not any(TIMED_OUT_EN in entry["events"] for entry in entries[1:])
        hub = client.app.state.hub  # type: ignore[attr-defined]
        table = hub.tables[table_id]
        past = noted(Match.from_record(table.match.record), table.notes)
        assert TIMED_OUT_EN in [
            line for entry in log_json(past.log, None, "en") for line in entry["events"]
        ]


def test_a_clock_still_running_at_restart_keeps_its_deadline(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:
        created = clocked_table(client, {"kind": "turn", "hours": 24})
        with client.websocket_connect(f"/ws/{created['table']}") as watcher:
            deadline = receive_state(watcher)["clock"]["deadline"]
    app = create_app(sqlite_url, bot_delay=0.0, bot_workers=0)
    with TestClient(app) as client, client.websocket_connect(f"/ws/{created['table']}") as ws:
        state = receive_state(ws)
    assert state["step"] == 0 and abs(state["clock"]["deadline"] - deadline) < 1.0


def test_the_bot_pool_plays_for_a_player_out_of_time(sqlite_url: str) -> None:
    """Through the pool of bot processes, as a real server runs its bots."""
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=1)) as client:
        created = clocked_table(client, {"kind": "move", "seconds": 2, "bot": "easy"})
        with client.websocket_connect(f"/ws/{created['table']}") as watcher:
            state = receive_state(watcher, 1)
    assert TIMED_OUT_EN in events_of(state)


def test_idle_tables_leave_the_lobby_but_keep_their_link(client: TestClient) -> None:
    body = {"game": "forbidden-island", "config": {"players": 2}, "seats": [{"kind": "me"}] * 2}
    idle = client.post("/api/tables", json=body).json()["table"]
    fresh = client.post("/api/tables", json=body).json()["table"]
    hub = client.app.state.hub  # type: ignore[attr-defined]
    hub.tables[idle].touched = now() - timedelta(hours=25)
    listed = [table["table"] for table in client.get("/api/tables").json()]
    assert listed == [fresh]
    assert client.get(f"/api/tables/{idle}").status_code == 200
    with client.websocket_connect(f"/ws/{idle}") as watcher:  # someone here: listed again
        receive_state(watcher)
        listed = [table["table"] for table in client.get("/api/tables").json()]
        assert idle in listed
