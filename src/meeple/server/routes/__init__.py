"""The routes of the server, one router per area; ``PROTOCOL.md`` says what each takes."""

from meeple.server.routes.catalogue import router as catalogue
from meeple.server.routes.pages import router as pages
from meeple.server.routes.replays import router as replays
from meeple.server.routes.seats import router as seats
from meeple.server.routes.tables import router as tables
from meeple.server.routes.ws import router as ws

ROUTERS = (pages, catalogue, tables, replays, seats, ws)

__all__ = ["ROUTERS"]
