"""What the routes share: the hub (from the application's state), the language asked
for, and the lookups that answer 404 when a game or a table does not exist."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path
from typing import Annotated

from fastapi import Depends, HTTPException
from starlette.requests import HTTPConnection

from meeple.engine import Game, UnknownGame, load
from meeple.engine.i18n import LANGUAGES
from meeple.server.hub import Hub
from meeple.server.live import LiveTable

WEB = Path(__file__).parent.parent / "web"


def get_hub(connection: HTTPConnection) -> Hub:
    """The hub ``create_app`` put in the application's state (HTTP and WebSocket alike)."""
    hub: Hub = connection.app.state.hub
    return hub


HubDep = Annotated[Hub, Depends(get_hub)]


def pick_language(lang: str | None, accept: str | None) -> str:
    """``lang`` if given and known, else the first known one the browser asks for."""
    if lang in LANGUAGES:
        return lang
    for part in (accept or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return "en"


def game_folder(game: Game) -> Path:
    """The folder of a game's package: its ``web.js``, icon, rules and catalogues."""
    module = import_module(type(game).__module__)
    assert module.__file__ is not None
    return Path(module.__file__).parent


def known_game(game_id: str) -> Game:
    try:
        return load(game_id)
    except UnknownGame as error:
        raise HTTPException(404, error.reason) from None


async def table_or_404(hub: Hub, table_id: str) -> LiveTable:
    """The table, or a 404; :class:`OutdatedRecord` (a 409) if its rules have changed."""
    table = await hub.get(table_id)
    if table is None:
        raise HTTPException(404, f"there is no table {table_id!r}")
    return table
