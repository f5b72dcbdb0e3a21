"""The FastAPI application: pages, the JSON API and the WebSocket of live play.

See ``PROTOCOL.md`` for what each route takes and gives.
"""

from __future__ import annotations

import asyncio
import gc
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Any, Literal

from babel.messages.pofile import read_po
from fastapi import FastAPI, Header, HTTPException, WebSocket
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from starlette.websockets import WebSocketDisconnect, WebSocketState

from meeple.agents import agent_names
from meeple.engine import (
    Game,
    InvalidConfig,
    Match,
    MeepleError,
    Record,
    UnknownGame,
    load,
    translate,
)
from meeple.engine.i18n import LANGUAGES, add_catalog_dir, has_message
from meeple.engine.registry import games
from meeple.server.db import connect
from meeple.server.hub import Hub
from meeple.server.live import Connection, LiveTable, Refused
from meeple.server.store import Store

WEB = Path(__file__).parent.parent / "web"
MAX_MESSAGE = 4096  # bytes: the longest action id is far shorter
GAME_FILES = {"web.js": "text/javascript", "icon.svg": "image/svg+xml"}

add_catalog_dir(Path(__file__).parent.parent / "locale")


# -- request bodies ------------------------------------------------------------------------


class SeatChoice(BaseModel):
    kind: Literal["me", "invite", "bot"]
    bot: str | None = None


class NewTable(BaseModel):
    game: str
    config: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatChoice]


class BotChoice(BaseModel):
    bot: str = "bot"


# -- helpers --------------------------------------------------------------------------------


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
    module = import_module(type(game).__module__)
    assert module.__file__ is not None
    return Path(module.__file__).parent


@cache
def game_messages(game_id: str, lang: str) -> dict[str, str]:
    folder = game_folder(load(game_id)) / "locale"
    table: dict[str, str] = {}
    for code in ("en", lang):  # English fills what a translation lacks
        po = folder / f"{code}.po"
        if po.exists():
            with po.open("rb") as handle:
                for message in read_po(handle, locale=code):
                    if message.id and message.string and isinstance(message.id, str):
                        table[message.id] = str(message.string)
    return table


def describe_game(game: Game, lang: str) -> dict[str, Any]:
    info = game.info

    def label(*parts: str) -> str | None:
        msgid = ".".join(("option", info.id, *parts))
        return translate(msgid, lang) if has_message(msgid) else None

    return {
        "id": info.id,
        "name": info.name.get(lang, info.name["en"]),
        "description": info.description.get(lang, info.description.get("en", "")),
        "min_players": info.min_players,
        "max_players": info.max_players,
        "cooperative": info.cooperative,
        "options": [
            {
                "name": option.name,
                "label": label(option.name) or option.name.replace("_", " "),
                "help": option.help,
                "default": option.default,
                "choices": option.choices,
                "choice_labels": [
                    label(option.name, str(choice)) or str(choice)
                    for choice in option.choices or ()
                ],
                "kind": option.kind,
            }
            for option in info.options
        ],
        "bots": agent_names(game),
        "bot_labels": [translate(f"server.bot.{name}", lang) for name in agent_names(game)],
        "icon": f"/games/{info.id}/icon.svg",
    }


def known_game(game_id: str) -> Game:
    try:
        return load(game_id)
    except UnknownGame as error:
        raise HTTPException(404, error.reason) from None


def error_message(code: str, reason: str) -> str:
    return json.dumps({"type": "error", "code": code, "reason": reason})


# -- the application ----------------------------------------------------------------------


def create_app(db_url: str | None = None, bot_delay: float = 0.8) -> FastAPI:
    """The whole server on the database at ``db_url`` (default: see ``db.default_url``)."""
    hub = Hub(Store(connect(db_url)), bot_delay)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        hub.resume()
        # What is loaded now lives as long as the server: keep it out of the collector's
        # full passes, which otherwise stall every table for a tenth of a second.
        gc.collect()
        gc.freeze()
        yield
        hub.store.engine.dispose()

    app = FastAPI(title="meeple", lifespan=lifespan)
    app.state.hub = hub
    app.mount("/static", StaticFiles(directory=WEB), name="static")

    def table_or_404(table_id: str) -> LiveTable:
        table = hub.get(table_id)
        if table is None:
            raise HTTPException(404, f"there is no table {table_id!r}")
        return table

    # -- pages ---------------------------------------------------------------------------

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return FileResponse(WEB / "lobby.html")

    @app.get("/t/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        table_or_404(table_id)
        return FileResponse(WEB / "table.html")

    @app.get("/play/{token}", include_in_schema=False)
    async def seat_page(token: str) -> FileResponse:
        if hub.find_token(token) is None:
            raise HTTPException(404, "this seat link is not valid (or the seat was taken)")
        return FileResponse(WEB / "table.html")

    @app.get("/replay/{table_id}", include_in_schema=False)
    async def replay_page(table_id: str) -> FileResponse:
        table_or_404(table_id)
        return FileResponse(WEB / "replay.html")

    @app.get("/games/{game_id}/{name}", include_in_schema=False)
    async def game_file(game_id: str, name: str) -> FileResponse:
        game = known_game(game_id)
        path = game_folder(game) / name
        if name not in GAME_FILES or not path.exists():
            raise HTTPException(404, f"{game_id} has no file {name!r}")
        return FileResponse(path, media_type=GAME_FILES[name])

    # -- games and words -----------------------------------------------------------------

    @app.get("/api/games")
    async def list_games(
        lang: str | None = None, accept_language: str | None = Header(None)
    ) -> list[dict[str, Any]]:
        code = pick_language(lang, accept_language)
        return [describe_game(game, code) for game in games()]

    @app.get("/api/games/{game_id}/messages")
    async def messages(game_id: str, lang: str = "en") -> dict[str, str]:
        known_game(game_id)
        return game_messages(game_id, pick_language(lang, None))

    @app.get("/api/games/{game_id}/rules")
    async def rules(game_id: str, lang: str = "en") -> dict[str, str]:
        folder = game_folder(known_game(game_id))
        for code in (pick_language(lang, None), "en"):
            path = folder / f"rules.{code}.html"
            if path.exists():
                return {"lang": code, "html": path.read_text(encoding="utf-8")}
        raise HTTPException(404, f"{game_id} has no rules summary")

    @app.get("/api/i18n/{lang}")
    async def page_words(lang: str) -> dict[str, str]:
        if lang not in LANGUAGES:
            raise HTTPException(404, f"no language {lang!r}: choose one of {', '.join(LANGUAGES)}")
        words: dict[str, str] = json.loads((WEB / "locale" / f"{lang}.json").read_text("utf-8"))
        return words

    # -- tables --------------------------------------------------------------------------

    @app.post("/api/tables", status_code=201)
    async def create_table(body: NewTable, lang: str | None = None) -> dict[str, Any]:
        try:
            table, owner, tokens = hub.create(
                body.game, body.config, [seat.model_dump() for seat in body.seats]
            )
        except UnknownGame as error:
            raise HTTPException(404, error.reason) from None
        except InvalidConfig as error:
            raise HTTPException(400, error.reason) from None
        links = {seat: f"/play/{token}" for seat, token in tokens.items()}
        me = next((links[s.seat] for s in table.seats if s.kind == "me"), None)
        return {
            "table": table.id,
            "owner": owner,
            "me": me,
            "seats": [
                {"seat": s.seat, "kind": s.kind, "bot": s.bot, "link": links.get(s.seat)}
                for s in table.seats
            ],
        }

    @app.get("/api/tables")
    async def open_tables(lang: str = "en") -> list[dict[str, Any]]:
        playing = [table for table in hub.tables.values() if not table.finished]
        playing.sort(key=lambda table: table.created, reverse=True)
        return [table.summary(lang) for table in playing[:200]]

    @app.get("/api/replays")
    async def finished_tables(lang: str = "en", limit: int = 20) -> list[dict[str, Any]]:
        """The latest finished games, newest first: each one's replay is open to all."""
        code = pick_language(lang, None)
        finished = hub.store.tables(finished=True, limit=max(1, min(limit, 100)))
        return [
            {
                "table": stored.id,
                "game": stored.game,
                "name": load(stored.game).info.name.get(code, stored.game),
                "players": stored.config["players"],
                "steps": stored.step,
                "outcome": None
                if stored.outcome is None
                else {
                    "won": stored.outcome.get("won"),
                    "text": translate(stored.outcome["reason"], code, stored.outcome["args"]),
                },
                "replay": f"/replay/{stored.id}",
            }
            for stored in finished
        ]

    @app.get("/api/tables/{table_id}")
    async def one_table(table_id: str, lang: str = "en") -> dict[str, Any]:
        return table_or_404(table_id).summary(lang)

    @app.post("/api/tables/{table_id}/seats/{seat}/claim")
    async def claim_seat(table_id: str, seat: int) -> dict[str, Any]:
        table = table_or_404(table_id)
        if not 0 <= seat < len(table.seats):
            raise HTTPException(404, f"table {table_id} has no seat {seat}")
        token = await hub.claim(table, seat)
        if token is None:
            raise HTTPException(409, f"seat {seat} of table {table_id} is not free")
        return {"seat": seat, "link": f"/play/{token}"}

    @app.post("/api/tables/{table_id}/seats/{seat}/bot")
    async def seat_to_bot(
        table_id: str, seat: int, body: BotChoice, x_owner: str | None = Header(None)
    ) -> dict[str, Any]:
        table = table_or_404(table_id)
        if not hub.is_owner(table, x_owner):
            raise HTTPException(403, "only the table's creator may hand a seat to a bot")
        try:
            await table.give_to_bot(seat, body.bot)
        except Refused as error:
            raise HTTPException(409, error.reason) from None
        except InvalidConfig as error:
            raise HTTPException(400, error.reason) from None
        return table.summary()

    @app.get("/api/seats/{token}")
    async def seat_of_token(token: str) -> dict[str, Any]:
        found = hub.find_token(token)
        if found is None:
            raise HTTPException(404, "this seat link is not valid (or the seat was taken)")
        return {"table": found[0], "seat": found[1]}

    @app.get("/api/tables/{table_id}/replay")
    async def replay(table_id: str, step: int | None = None, lang: str = "en") -> dict[str, Any]:
        table = table_or_404(table_id)
        if not table.finished:
            raise HTTPException(409, "the game is not over yet: replays open at its end")
        record = table.match.record
        total = len(record.actions)
        upto = total if step is None else step
        if not 0 <= upto <= total:
            raise HTTPException(400, f"step must be from 0 to {total}, not {step}")
        past = Match.from_record(
            Record(record.game, record.config, record.seed, record.actions[:upto])
        )
        code = pick_language(lang, None)
        return {
            "table": table.id,
            "game": table.game.id,
            "steps": total,
            "step": upto,
            "view": past.state.view(None),
            "log": [
                {
                    "index": entry.index,
                    "seat": entry.seat,
                    "text": translate(entry.message[0], code, entry.message[1]),
                    "events": [
                        translate(e.msg, code, e.args) for e in entry.events if e.visible_to(None)
                    ],
                }
                for entry in past.log
            ],
            "seats": table.seats_json(code),
            "outcome": table.outcome_json(code) if upto == total else None,
        }

    # -- live play -----------------------------------------------------------------------

    @app.websocket("/ws/{table_id}")
    async def live(
        websocket: WebSocket, table_id: str, token: str | None = None, lang: str | None = None
    ) -> None:
        await websocket.accept()
        table = hub.get(table_id)
        if table is None:
            await refuse(websocket, "forbidden", f"there is no table {table_id!r}", 4404)
            return
        seat = None
        if token:
            seat = hub.seat_of(table_id, token)
            if seat is None:
                await refuse(websocket, "forbidden", "this seat token is not valid here", 4403)
                return
        conn = Connection(websocket.send_text, seat, pick_language(lang, None))
        writer = asyncio.create_task(send_all(websocket, conn))
        async with table.lock:  # never show a move still on its way to the database
            if seat is not None and not table.seats[seat].taken:
                table.take_seat(seat)
            table.connections.add(conn)
            table.broadcast()  # the newcomer gets the table; the others see who is here
        try:
            await receive_all(websocket, table, conn)
        finally:
            table.connections.discard(conn)
            conn.outbox.put_nowait(None)
            await writer
            table.broadcast()
            hub.release(table)

    return app


async def refuse(websocket: WebSocket, code: str, reason: str, close_code: int) -> None:
    await websocket.send_text(error_message(code, reason))
    await websocket.close(close_code)


async def send_all(websocket: WebSocket, conn: Connection) -> None:
    """The connection's outbox, in order; a slow client delays only itself."""
    while (text := await conn.outbox.get()) is not None:
        if websocket.client_state != WebSocketState.CONNECTED:
            return
        try:
            await websocket.send_text(text)
        except (WebSocketDisconnect, RuntimeError):
            return


async def receive_all(websocket: WebSocket, table: LiveTable, conn: Connection) -> None:
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            return
        text = message.get("text")
        try:
            await handle(table, conn, text)
        except Refused as error:
            conn.outbox.put_nowait(error_message(error.code, error.reason))
        except MeepleError as error:
            conn.outbox.put_nowait(error_message("illegal", error.reason))


async def handle(table: LiveTable, conn: Connection, text: str | None) -> None:
    """One message from a client: act, undo or change language."""
    if text is None:
        raise Refused("bad-message", "messages must be JSON text, not binary")
    if len(text.encode()) > MAX_MESSAGE:
        raise Refused("too-big", f"a message may hold at most {MAX_MESSAGE} bytes")
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise Refused("bad-message", "the message is not JSON") from None
    if not isinstance(data, dict):
        raise Refused("bad-message", 'the message must be a JSON object with a "type"')
    kind = data.get("type")
    if kind == "act":
        await table.play(conn.seat, data.get("action"), data.get("step"))
    elif kind == "undo":
        await table.undo(conn.seat, data.get("step"))
    elif kind == "lang":
        if data.get("lang") not in LANGUAGES:
            raise Refused("bad-message", f"lang must be one of {', '.join(LANGUAGES)}")
        async with table.lock:
            conn.lang = data["lang"]
            conn.log_sent = 0
            conn.outbox.put_nowait(table.state_message(conn))
    else:
        raise Refused("bad-message", f"unknown message type {kind!r}: use act, undo or lang")
