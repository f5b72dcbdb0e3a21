"""The web platform: lobby, tables, live play over WebSockets, persistence and replays.

``create_app`` builds the FastAPI application; ``meeple serve`` runs it on uvicorn. The
protocol the browser speaks is in ``PROTOCOL.md`` next to this file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from meeple.server.app import create_app


def __getattr__(name: str) -> Any:
    # Loaded when asked for: `meeple.server.settings` alone (the CLI's defaults) needs
    # neither FastAPI nor a database driver.
    if name == "create_app":
        from meeple.server.app import create_app

        return create_app
    raise AttributeError(name)


__all__ = ["create_app"]
