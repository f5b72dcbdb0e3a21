"""The FastAPI application: the hub in the application's state, and the routers.

Each area has its router in :mod:`meeple.server.routes` (pages, the catalogue of games,
tables, replays, the WebSocket of live play); they reach the hub through
:func:`meeple.server.deps.get_hub`. See ``PROTOCOL.md`` for what each route takes and gives.
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles

from meeple.engine import OutdatedRecord
from meeple.engine.i18n import add_catalog_dir
from meeple.server.bots import BotPool
from meeple.server.db import connect
from meeple.server.deps import WEB
from meeple.server.headers import SecurityHeaders
from meeple.server.hub import Hub
from meeple.server.limits import MAX_BODY, BodyLimit
from meeple.server.routes import ROUTERS
from meeple.server.settings import Limits
from meeple.server.store import Store

add_catalog_dir(Path(__file__).parent.parent / "locale")
log = logging.getLogger("meeple.server")


DOCS_PAGES = ("/docs", "/redoc")  # and their description, /openapi.json


def create_app(
    db_url: str | None = None,
    bot_delay: float = 0.8,
    *,
    max_body: int = MAX_BODY,
    api_docs: bool = False,
    limits: Limits | None = None,
    bot_workers: int | None = None,
    stub_bots: bool = False,
) -> FastAPI:
    """The whole server on the database at ``db_url`` (default: see ``db.default_url``).

    Request bodies over ``max_body`` bytes are refused (413). The API's documentation
    (``/docs``, ``/redoc``, ``/openapi.json``) is served only if ``api_docs``: a public
    server need not describe itself. ``limits``: what a client may cost (defaults: see
    :class:`meeple.server.settings.Limits`). Bots think in ``bot_workers`` processes
    (None: one per core but one; 0: on the event loop, as tests may); ``stub_bots`` adds
    the benches' stub bots (``burn-2s``...: never on a public server).
    """
    pool = None if bot_workers == 0 else BotPool(bot_workers, stub_bots=stub_bots)
    hub = Hub(Store(connect(db_url)), bot_delay, limits, pool)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        hub.resume()
        expiry = asyncio.get_running_loop().create_task(expire_hourly(hub))
        # What is loaded now lives as long as the server: keep it out of the collector's
        # full passes, which otherwise stall every table for a tenth of a second.
        gc.collect()
        gc.freeze()
        yield
        expiry.cancel()
        if pool is not None:
            pool.close()
        hub.store.close()

    app = FastAPI(
        title="meeple",
        lifespan=lifespan,
        docs_url=DOCS_PAGES[0] if api_docs else None,
        redoc_url=DOCS_PAGES[1] if api_docs else None,
        openapi_url="/openapi.json" if api_docs else None,
    )
    app.state.hub = hub
    app.mount("/static", StaticFiles(directory=WEB), name="static")
    app.add_exception_handler(OutdatedRecord, outdated)
    for router in ROUTERS:
        app.include_router(router)
    app.add_middleware(BodyLimit, max_body=max_body)
    # Added last, so outermost: the 413 answers carry the headers too.
    app.add_middleware(SecurityHeaders, docs_paths=DOCS_PAGES if api_docs else ())
    return app


async def expire_hourly(hub: Hub) -> None:
    """Abandoned tables go (``Hub.expire``), checked every hour; a failure waits for the
    next hour."""
    while True:
        await asyncio.sleep(3600)
        try:
            await hub.expire()
        except Exception:
            log.exception("expiring abandoned tables failed")


async def outdated(_request: Request, error: Exception) -> JSONResponse:
    """A table stored under older rules than its game's: 409 and the reason."""
    assert isinstance(error, OutdatedRecord)
    return JSONResponse({"detail": error.reason, "code": "outdated"}, status_code=409)
