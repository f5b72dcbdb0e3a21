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
    # tables (meeple.server.hub)
    tables_per_minute: float = 6.0  # tables one client may create, on average...
    table_burst: int = 20  # ... and at once
    tables_per_client: int = 40  # unfinished tables one client created, at most
    bot_tables: int = 16  # tables of bots only playing at once (they never rest)
    expire_days: float = 7.0  # an unfinished table nobody watched or moved goes then
    cached_tables: int = 256  # finished tables kept in memory for their readers
    # bots (meeple.server.bots)
    bot_seconds: float = 10.0  # a bot's time to decide, then a random move stands in
