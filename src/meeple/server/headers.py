"""The security headers every HTTP answer carries: :class:`SecurityHeaders`, a pure ASGI
middleware.

The pages load their scripts, styles and data from this server only, and may not be framed
by another site. Seat links are capabilities in the URL, so no ``Referer`` ever carries one
away. ``connect-src 'self'`` covers the WebSocket to the same host (ws: and wss: match
'self' in CSP 3: Chromium 71+, Firefox, Safari 16+).
"""

from __future__ import annotations

from collections.abc import Collection

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
# The API documentation pages (when served) run FastAPI's inline script and its CDN's files:
# they keep only the rule against framing.
DOCS_POLICY = "frame-ancestors 'none'"
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


class SecurityHeaders:
    """Add the content security policy and :data:`SECURITY_HEADERS` to every HTTP answer;
    the paths in ``docs_paths`` get :data:`DOCS_POLICY` instead of the full policy."""

    def __init__(self, app: ASGIApp, docs_paths: Collection[str] = ()) -> None:
        self.app = app
        self.docs_paths = frozenset(docs_paths)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        policy = DOCS_POLICY if scope["path"] in self.docs_paths else CONTENT_SECURITY_POLICY

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers["Content-Security-Policy"] = policy
                for name, value in SECURITY_HEADERS.items():
                    headers[name] = value
            await send(message)

        await self.app(scope, receive, send_with_headers)
