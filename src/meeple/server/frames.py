"""One state, many sockets: a frame built once and written to every socket that can take it.

Through ASGI, each socket's message goes down Starlette, uvicorn and the websockets
library, which frames it again for every socket: with 400 spectators that chain, not the
game, was most of a move's cost. ``meeple serve`` runs uvicorn with :class:`FrameProtocol`,
which offers the application an ASGI extension, ``meeple.frames``: ``write(frame)``
writes a whole WebSocket frame built beforehand (:func:`text_frame`) at once, and
returns False (writing nothing) when it cannot: a socket whose buffer is full, that is
closing, or that compresses. The application then sends the text the usual way, which
waits its turn. Under another server (or the test client) the extension is absent and
every message takes the usual way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.frames import Frame, Opcode
from websockets.protocol import State

EXTENSION = "meeple.frames"
FrameWriter = Callable[[bytes], bool]


class FrameProtocol(WebSocketsSansIOProtocol):
    """uvicorn's WebSocket protocol, offering :data:`EXTENSION` to the application."""

    def handle_connect(self, event: Any) -> None:
        super().handle_connect(event)
        scope = getattr(self, "scope", None)  # none if the handshake was refused
        if scope is not None:
            scope["extensions"][EXTENSION] = {"write": self.write_frame}

    def write_frame(self, frame: bytes) -> bool:
        """Write ``frame`` now if the socket is open and its buffer has room."""
        if (
            not self.handshake_complete
            or self.close_sent
            or self.disconnected
            or not self.writable.is_set()
            or self.conn.state is not State.OPEN
            or self.conn.extensions  # a compressed socket frames each message itself
            or self.transport.is_closing()
        ):
            return False
        self.transport.write(frame)
        return True


# uvicorn's WebSocket settings for ``meeple serve``. No permessage-deflate, though every
# browser asks for it: compressing the same state once per socket doubled the server's
# CPU for a move with 400 spectators (a state is a few kB: docs/deploy.md).
WEBSOCKET_OPTIONS: dict[str, Any] = {
    "ws": FrameProtocol,
    "ws_max_size": 65536,
    "ws_per_message_deflate": False,
}


def text_frame(text: str) -> bytes:
    """``text`` as one unmasked WebSocket text frame, as a server sends it."""
    return Frame(Opcode.TEXT, text.encode()).serialize(mask=False)


def frame_writer(scope: Mapping[str, Any]) -> FrameWriter | None:
    """The connection's ``write(frame)`` if its server offers one."""
    writer: FrameWriter | None = scope.get("extensions", {}).get(EXTENSION, {}).get("write")
    return writer
