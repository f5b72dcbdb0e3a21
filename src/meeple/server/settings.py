"""What one client, one connection or the whole server may cost: the limits a public
server needs, with defaults that suit a small one (``meeple serve`` options; see
``docs/deploy.md``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    # one WebSocket (meeple.server.outbox)
    max_lag: float = 10.0  # seconds a consumer may stay behind before it is closed
    max_errors: int = 32  # unread error messages held at most
    rate: float = 20.0  # messages a second a client may send, on average...
    burst: int = 60  # ... and at once
    refusals: int = 200  # messages refused for speed before the socket closes
