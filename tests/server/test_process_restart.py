"""The real thing: ``meeple serve`` killed mid-game (SIGKILL, no goodbye) and started again.

Every move the clients saw acknowledged was committed before it was broadcast, so the new
process resumes each table at exactly that point, and the game can be played to its end.
"""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import connect

from meeple.engine import Record
from meeple.server.db import connect as connect_db
from meeple.server.store import Store


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def serving(db: str, port: int) -> Iterator[subprocess.Popen[bytes]]:
    command = [sys.executable, "-m", "meeple.cli", "serve", "--port", str(port)]
    process = subprocess.Popen([*command, "--db", db, "--bot-delay", "0"])
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{port}/api/games", timeout=1).raise_for_status()
                break
            except httpx.HTTPError:
                assert process.poll() is None, "the server exited"
                assert time.monotonic() < deadline, "the server did not start in 30 s"
                time.sleep(0.1)
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()


def next_state(ws: Any, after: int) -> dict[str, Any]:
    while True:
        message = json.loads(ws.recv(timeout=10))
        assert message["type"] == "state", message
        if message["step"] > after:
            return message


def test_kill_the_server_mid_game_and_finish_after_a_restart(tmp_path: Path) -> None:
    db, port = f"sqlite:///{tmp_path / 'meeple.db'}", free_port()
    base = f"http://127.0.0.1:{port}"
    with serving(db, port) as process:
        created = httpx.post(
            f"{base}/api/tables",
            json={
                "game": "forbidden-island",
                "config": {"players": 2},
                "seats": [{"kind": "me"}, {"kind": "bot", "bot": "random"}],
            },
        ).json()
        token = created["me"].rsplit("/", 1)[1]
        url = f"ws://127.0.0.1:{port}/ws/{created['table']}?token={token}"
        with connect(url) as ws:
            state = next_state(ws, -1)
            for _ in range(3):
                action = state["actions"][0]["id"]
                ws.send(json.dumps({"type": "act", "action": action, "step": state["step"]}))
                state = next_state(ws, state["step"])
            seen = state
            process.send_signal(signal.SIGKILL)
            process.wait()
    with serving(db, port), connect(url) as ws:
        state = next_state(ws, -1)
        assert state["step"] == seen["step"] == 3 and state["view"] == seen["view"]
        while state["outcome"] is None:
            if state["to_move"] == 0 and state["actions"]:
                ends = [a for a in state["actions"] if "end-actions" in a["id"]]
                action = (ends or state["actions"])[0]["id"]
                ws.send(json.dumps({"type": "act", "action": action, "step": state["step"]}))
            state = next_state(ws, state["step"])
    stored = Store(connect_db(db)).load(created["table"])
    assert stored is not None and stored.finished and stored.step == state["step"]
    assert Record.from_json(stored.record().to_json()).replay().serialize() == stored.snapshot
