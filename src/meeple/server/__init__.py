"""The web platform: lobby, tables, live play over WebSockets, persistence and replays.

``create_app`` builds the FastAPI application; ``meeple serve`` runs it on uvicorn. The
protocol the browser speaks is in ``PROTOCOL.md`` next to this file.
"""

from meeple.server.app import create_app

__all__ = ["create_app"]
