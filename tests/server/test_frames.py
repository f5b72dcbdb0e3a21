"""States written aside as frames built once (meeple.server.frames): what ``meeple serve``
does for a socket that is idle and can take the state at once, and the usual way for one
that cannot, with no message lost, repeated or out of turn."""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from uvicorn.config import Config
from uvicorn.server import ServerState

from meeple.bench.scenarios import run_on_own_loop
from meeple.server import create_app, live
from meeple.server.frames import EXTENSION, WEBSOCKET_OPTIONS, FrameProtocol, text_frame
from tests.server.conftest import new_table, receive_state, token_of


def payload(frame: bytes) -> dict[str, Any]:
    """The JSON of one unmasked, unfragmented text frame (RFC 6455, section 5.2)."""
    assert frame[0] == 0x81  # FIN, text
    length = frame[1]
    assert length & 0x80 == 0  # a server never masks
    start = {126: 4, 127: 10}.get(length, 2)
    size = int.from_bytes(frame[2:start], "big") if start > 2 else length
    assert len(frame) == start + size
    message: dict[str, Any] = json.loads(frame[start:])
    return message


class OffersFrames:
    """The app as ``meeple serve`` runs it, where spectators' sockets offer the frames
    extension: a fake writer that records what it takes, or refuses while ``busy``."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.busy = False
        self.written: list[list[bytes]] = []  # by spectator, in the order they came

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "websocket" and b"token=" not in scope["query_string"]:
            frames: list[bytes] = []
            self.written.append(frames)
            extensions = {
                **(scope.get("extensions") or {}),
                EXTENSION: {"write": self.writer(frames)},
            }
            scope = {**scope, "extensions": extensions}
        await self.app(scope, receive, send)

    def writer(self, frames: list[bytes]) -> Any:
        def write(frame: bytes) -> bool:
            if self.busy:
                return False
            frames.append(frame)
            return True

        return write


@pytest.fixture
def offered(sqlite_url: str) -> Iterator[tuple[TestClient, OffersFrames]]:
    app = OffersFrames(create_app(sqlite_url, bot_delay=0.0, bot_workers=0))
    with TestClient(app) as client:
        yield client, app


def play_first_action(me: Any, state: dict[str, Any]) -> dict[str, Any]:
    action = state["actions"][0]["id"]
    me.send_text(json.dumps({"type": "act", "action": action, "step": state["step"]}))
    return receive_state(me, state["step"] + 1)


def test_idle_spectators_get_the_new_state_as_one_frame_built_once_for_all(
    offered: tuple[TestClient, OffersFrames], monkeypatch: pytest.MonkeyPatch
) -> None:
    client, app = offered
    framed: list[str] = []

    def counted(text: str) -> bytes:
        framed.append(text)
        return text_frame(text)

    monkeypatch.setattr(live, "text_frame", counted)
    created = new_table(client, ["me", "invite"])
    table, token = created["table"], token_of(created["seats"][0]["link"])
    with client.websocket_connect(f"/ws/{table}?token={token}") as me:
        state = receive_state(me)
        watchers = [client.websocket_connect(f"/ws/{table}") for _ in range(30)]
        for ws in watchers:
            assert receive_state(ws.__enter__())["step"] == 0  # a newcomer's, the usual way
        mine = play_first_action(me, state)
        assert len(framed) == 1  # one frame for the 30 of them
        with client.websocket_connect(f"/ws/{table}") as late:
            usual = receive_state(late)  # a newcomer's state, the usual way
        for frames in app.written[:30]:
            assert len(frames) == 1
            seen = payload(frames[0])
            assert seen["step"] == mine["step"] == usual["step"] and seen["seat"] is None
            assert seen["actions"] == [] and seen["view"] == usual["view"]
            assert seen["log"]["entries"] == usual["log"]["entries"][-1:]
        for ws in watchers:
            ws.__exit__(None, None, None)


def test_a_busy_socket_gets_the_state_in_its_turn_and_no_log_entry_is_lost(
    offered: tuple[TestClient, OffersFrames],
) -> None:
    client, app = offered
    created = new_table(client, ["me", "invite"])
    table, token = created["table"], token_of(created["seats"][0]["link"])
    with (
        client.websocket_connect(f"/ws/{table}?token={token}") as me,
        client.websocket_connect(f"/ws/{table}") as watcher,
    ):
        state = receive_state(me)
        first = receive_state(watcher)
        seen = [first]
        for busy in (True, False, True):  # refused, written aside, refused
            app.busy = busy
            state = play_first_action(me, state)
            if busy:
                seen.append(receive_state(watcher, state["step"]))
            else:
                seen.append(payload(app.written[0][-1]))
            assert seen[-1]["step"] == state["step"]
        assert len(app.written[0]) == 1
        # each message's log starts where the one before ended: nothing lost or repeated
        for before, after in itertools.pairwise(seen):
            assert after["log"]["from"] == before["log"]["from"] + len(before["log"]["entries"])
        assert sum(len(message["log"]["entries"]) for message in seen) == 3


# -- the protocol: uvicorn's, with the extension ---------------------------------------------


class Transport:
    """Just enough of an asyncio transport: what was written, and whether it closes."""

    def __init__(self) -> None:
        self.data = b""
        self.closing = False

    def write(self, data: bytes) -> None:
        self.data += data

    def is_closing(self) -> bool:
        return self.closing

    def close(self) -> None:
        self.closing = True

    def get_extra_info(self, name: str, default: Any = None) -> Any:
        return {"peername": ("127.0.0.1", 5000), "sockname": ("127.0.0.1", 8000)}.get(name, default)


HANDSHAKE = (
    b"GET /ws HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    b"Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n"
)


def test_the_protocol_writes_a_frame_only_to_an_open_socket_with_room() -> None:
    async def scenario() -> list[tuple[str, bool, bytes]]:
        writers: list[Any] = []
        accepted = asyncio.Event()

        async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
            writers.append(scope["extensions"][EXTENSION]["write"])
            await receive()  # websocket.connect
            await send({"type": "websocket.accept"})
            accepted.set()
            await asyncio.Event().wait()

        config = Config(app, lifespan="off", **WEBSOCKET_OPTIONS)
        config.load()
        protocol = FrameProtocol(config, ServerState(), {}, asyncio.get_running_loop())
        transport = Transport()
        protocol.connection_made(transport)  # type: ignore[arg-type]
        protocol.data_received(HANDSHAKE)
        await asyncio.wait_for(accepted.wait(), 2)
        assert b"101" in transport.data and b"permessage-deflate" not in transport.data
        write = writers[0]
        results = []
        for case, change in [
            ("open", lambda: None),
            ("buffer full", protocol.pause_writing),
            ("room again", protocol.resume_writing),
            ("closing", transport.close),
        ]:
            change()
            transport.data = b""
            results.append((case, write(b"\x81\x02hi"), transport.data))
        for task in protocol.tasks:
            task.cancel()
        return results

    assert run_on_own_loop(scenario()) == [
        ("open", True, b"\x81\x02hi"),
        ("buffer full", False, b""),
        ("room again", True, b"\x81\x02hi"),
        ("closing", False, b""),
    ]


def test_a_text_frame_is_what_rfc_6455_says() -> None:
    assert text_frame("hi") == b"\x81\x02hi"
    long = "é" * 100  # 200 bytes: a 16-bit length
    assert text_frame(long)[:4] == b"\x81\x7e\x00\xc8"
    assert payload(text_frame(json.dumps({"a": "x" * 70_000}))) == {"a": "x" * 70_000}
