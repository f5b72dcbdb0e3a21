"""The HTML pages and a game's own files (its renderer and its icon)."""

from __future__ import annotations

from fastapi import APIRouter, HTTPException
from fastapi.responses import FileResponse

from meeple.engine import OutdatedRecord
from meeple.server.deps import WEB, HubDep, game_folder, known_game, table_or_404
from meeple.server.hub import Hub

# a game package's files the browser may fetch (world.json: a map's layout, imported by web.js)
GAME_FILES = {
    "web.js": "text/javascript",
    "icon.svg": "image/svg+xml",
    "world.json": "application/json",
}

router = APIRouter(include_in_schema=False)


# A link to no table, or a seat link that is not valid, is answered 404 with the table's
# page: its script finds out what is wrong and says it in the player's language, with a
# way back to the lobby (a browser would show the raw JSON of an API error).
NOT_FOUND = 404


def not_found_page() -> FileResponse:
    return FileResponse(WEB / "table.html", status_code=NOT_FOUND)


async def page_of_table(hub: Hub, table_id: str, page: str) -> FileResponse:
    """``page`` if the table exists. A table under outdated rules gets its page too: the
    page then shows the reason its API and its socket answer with."""
    try:
        await table_or_404(hub, table_id)
    except OutdatedRecord:
        pass
    except HTTPException as error:
        if error.status_code != NOT_FOUND:
            raise
        return not_found_page()
    return FileResponse(WEB / page)


@router.get("/")
async def lobby_page() -> FileResponse:
    return FileResponse(WEB / "lobby.html")


@router.get("/t/{table_id}")
async def table_page(hub: HubDep, table_id: str) -> FileResponse:
    return await page_of_table(hub, table_id, "table.html")


@router.get("/play/{token}")
async def seat_page(hub: HubDep, token: str) -> FileResponse:
    if await hub.find_token(token) is None:
        return not_found_page()
    return FileResponse(WEB / "table.html")


@router.get("/replay/{table_id}")
async def replay_page(hub: HubDep, table_id: str) -> FileResponse:
    return await page_of_table(hub, table_id, "replay.html")


@router.get("/games/{game_id}/{name}")
async def game_file(game_id: str, name: str) -> FileResponse:
    game = known_game(game_id)
    path = game_folder(game) / name
    if name not in GAME_FILES or not path.exists():
        raise HTTPException(404, f"{game_id} has no file {name!r}")
    return FileResponse(path, media_type=GAME_FILES[name])
