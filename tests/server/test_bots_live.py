"""Bots at a live table think in the pool of bot processes: one that fails or runs out
of time is stood in for by a random move, which the log says; the table never stops."""

from __future__ import annotations

from fastapi.testclient import TestClient

from meeple.server import create_app
from meeple.server.settings import Limits
from tests.server.conftest import receive_state


def watch(client: TestClient, bots: list[str], steps: int) -> list[str]:
    """Create a table of these stub bots and watch it for ``steps`` moves: the log's
    event lines."""
    body = {
        "game": "forbidden-island",
        "config": {"players": len(bots)},
        "seats": [{"kind": "bot", "bot": bot} for bot in bots],
    }
    created = client.post("/api/tables", json=body)
    assert created.status_code == 201, created.text
    lines: list[str] = []
    with client.websocket_connect(f"/ws/{created.json()['table']}") as spectator:
        state = receive_state(spectator)
        while state["step"] < steps:
            state = receive_state(spectator)
            lines += [event for entry in state["log"]["entries"] for event in entry["events"]]
    return lines


def test_a_failing_bot_is_stood_in_for_and_the_log_says_so(sqlite_url: str) -> None:
    app = create_app(sqlite_url, bot_delay=0.0, bot_workers=1, stub_bots=True)
    with TestClient(app) as client:
        lines = watch(client, ["fail", "bot"], 6)
    assert any("The bot of Player 1 failed: a random move was played" in line for line in lines)


def test_a_bot_out_of_time_is_stood_in_for(sqlite_url: str) -> None:
    limits = Limits(bot_seconds=0.3)
    app = create_app(sqlite_url, bot_delay=0.0, limits=limits, bot_workers=1, stub_bots=True)
    with TestClient(app) as client:
        lines = watch(client, ["sleep-5s", "bot"], 2)
    assert any("The bot of Player 1 took too long" in line for line in lines)


def test_stub_bots_are_unknown_to_a_public_server(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, bot_workers=1)) as client:
        body = {
            "game": "forbidden-island",
            "config": {"players": 2},
            "seats": [{"kind": "bot", "bot": "burn-2s"}, {"kind": "me"}],
        }
        assert client.post("/api/tables", json=body).status_code == 400
