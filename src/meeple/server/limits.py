"""How large an HTTP request body may be: :class:`BodyLimit`, a pure ASGI middleware.

A body over the limit is refused with 413 and a JSON ``{"detail": ...}`` reason, and never
more than the limit (and one chunk) of it is read: a declared ``Content-Length`` over the
limit is refused before reading anything, and a body sent in chunks is counted as it
arrives. WebSocket connections pass untouched (their messages have their own limit, see
:mod:`meeple.server.messages`).
"""

from __future__ import annotations

import json

from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_BODY = 64 * 1024  # bytes: the largest request the API takes is a few hundred


class BodyLimit:
    """Refuse HTTP request bodies over ``max_body`` bytes with 413."""

    def __init__(self, app: ASGIApp, max_body: int = MAX_BODY) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if declared_length(scope) > self.max_body:
            await send_too_large(send, self.max_body)
            return
        await self.app(scope, *self.counting(receive, send))

    def counting(self, receive: Receive, send: Send) -> tuple[Receive, Send]:
        """``receive`` and ``send`` for the application: once the body read so far passes
        the limit, the client gets the 413, the application sees the client gone, and what
        it answers is dropped."""
        read = 0
        started = refused = False

        async def counted_receive() -> Message:
            nonlocal read, refused
            if read > self.max_body:  # the rest of the body is left unread
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                read += len(message.get("body", b""))
                if read > self.max_body:
                    if not started:
                        refused = True
                        await send_too_large(send, self.max_body)
                    return {"type": "http.disconnect"}
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if refused:
                return
            started = True
            await send(message)

        return counted_receive, guarded_send


def declared_length(scope: Scope) -> int:
    """The request's ``Content-Length``, 0 if it has none (or one that is not a number:
    the server itself refuses those, and the counting still applies)."""
    for name, value in scope["headers"]:
        if name == b"content-length" and value.isdigit():
            # Too many digits to convert is over any limit.
            return int(value) if len(value) <= 18 else 10**18
    return 0


async def send_too_large(send: Send, max_body: int) -> None:
    """The 413 answer, naming the limit."""
    body = json.dumps({"detail": f"the request body may hold at most {max_body} bytes"}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body))]
    await send({"type": "http.response.start", "status": 413, "headers": headers})
    await send({"type": "http.response.body", "body": body})
