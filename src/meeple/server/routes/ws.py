"""Live play: the WebSocket ``/ws/{table}``, one per seat or spectator.

Each client message is parsed into its model (:mod:`meeple.server.messages`) and handed
to the handler ``HANDLERS`` names for its class. What the table refuses goes back to the
sender alone as an ``error``; the table is untouched.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import APIRouter, WebSocket

from meeple.engine import MeepleError, OutdatedRecord
from meeple.server.deps import HubDep, pick_language
from meeple.server.frames import frame_writer
from meeple.server.hub import Hub
from meeple.server.live import Connection, LiveTable, Refused, clean_name
from meeple.server.messages import (
    Act,
    Back,
    Chat,
    Lang,
    Leave,
    Message,
    Name,
    Rematch,
    Undo,
    Why,
    parse,
)
from meeple.server.outbox import Outbox
from meeple.server.rematch import on_rematch

router = APIRouter()
log = logging.getLogger("meeple.server")
UNAVAILABLE = "the server could not save this just now: nothing changed, try again"

CLOSE_FORBIDDEN, CLOSE_NO_TABLE, CLOSE_OUTDATED = 4403, 4404, 4409


def error_message(code: str, reason: str) -> str:
    return json.dumps({"type": "error", "code": code, "reason": reason})


# -- the handlers, one per message class ---------------------------------------------------


async def on_act(table: LiveTable, conn: Connection, message: Act) -> None:
    await table.play(conn.seat, message.action, message.step)


async def on_undo(table: LiveTable, conn: Connection, message: Undo) -> None:
    await table.undo(conn.seat, message.step)


async def on_lang(table: LiveTable, conn: Connection, message: Lang) -> None:
    # nothing is built here: the state is due, in the new language, with the whole log
    conn.lang = message.lang
    conn.log_sent = 0
    conn.want_state()
    table.chat.again(conn)  # the chat names its writers in the new language too
    conn.want_chat()


async def on_why(table: LiveTable, conn: Connection, message: Why) -> None:
    # answered to the asker alone, in its language, from its seat's view of the rules;
    # the errors' queue carries it: a message built once, bounded like them
    answer = table.why_message(conn.seat, message.target, conn.lang)
    if answer is not None and conn.outbox is not None:
        conn.outbox.error(answer)


async def on_name(table: LiveTable, conn: Connection, message: Name) -> None:
    await table.rename(conn.seat, message.name)


async def on_leave(table: LiveTable, conn: Connection, message: Leave) -> None:
    await table.leave_seat(conn.seat)


async def on_back(table: LiveTable, conn: Connection, message: Back) -> None:
    await table.come_back(conn.seat)


async def on_chat(table: LiveTable, conn: Connection, message: Chat) -> None:
    await table.post_chat(conn, message.channel, message.text)


Handler = Callable[[LiveTable, Connection, Any], Awaitable[None]]
HANDLERS: dict[type[Message], Handler] = {
    Act: on_act,
    Undo: on_undo,
    Lang: on_lang,
    Why: on_why,
    Name: on_name,
    Chat: on_chat,
    Leave: on_leave,
    Back: on_back,
    Rematch: on_rematch,
}
# messages that move no game: counted in the rate limit
PASSIVE = (Lang, Why, Name, Chat, Leave, Back, Rematch)


async def handle(table: LiveTable, conn: Connection, text: str | None) -> bool:
    """One message from a client; :class:`Refused` or a :class:`MeepleError` if refused.
    True if it moved the game (an action or an undo taken)."""
    message = parse(text)
    await HANDLERS[type(message)](table, conn, message)
    return not isinstance(message, PASSIVE)


# -- the socket ----------------------------------------------------------------------------


@router.websocket("/ws/{table_id}")
async def live(
    websocket: WebSocket,
    hub: HubDep,
    table_id: str,
    token: str | None = None,
    lang: str | None = None,
    name: str | None = None,
) -> None:
    await websocket.accept()
    found = await find_seat(websocket, hub, table_id, token)
    if found is None:
        return
    table, seat = found
    conn = Connection(seat, pick_language(lang, None))
    conn.write_frame = frame_writer(websocket.scope)
    outbox = conn.outbox = Outbox(
        websocket.send_text,
        lambda code, reason: websocket.close(code, reason),
        functools.partial(table.state_message, conn),
        lambda: table.seats_message(conn.lang),
        hub.limits,
    )
    outbox.build_chat = functools.partial(table.chat_message, conn)
    sender = asyncio.create_task(outbox.run())
    chosen, refused = joining_name(seat, name)
    async with table.lock:  # never show a move still on its way to the database
        if seat is not None and table.seats[seat].kind == "bot":
            if table.seats[seat].taken:  # handed over while its player was away: theirs
                await table.take_back(seat)  # (a seat its player left: "back" takes it)
        elif seat is not None and not table.seats[seat].taken:
            await table.take_seat(seat)
        if seat is not None and chosen is not None:
            await table.rename_locked(seat, chosen)
        table.join(conn)
    if refused is not None:
        outbox.error(error_message(refused.code, refused.reason))
    try:
        await receive_all(websocket, table, conn, outbox)
    finally:
        outbox.stop()
        await sender
        table.leave(conn)
        hub.release(table)


def joining_name(seat: int | None, name: str | None) -> tuple[str | None, Refused | None]:
    """The name a seat's player comes with (the ``name`` query parameter), checked; a
    refused one is said to the newcomer, who joins all the same. A spectator's is ignored."""
    if seat is None or name is None:
        return None, None
    try:
        return clean_name(name), None
    except Refused as refused:
        return None, refused


async def find_seat(
    websocket: WebSocket, hub: Hub, table_id: str, token: str | None
) -> tuple[LiveTable, int | None] | None:
    """The table and the token's seat (None: a spectator); None, once refused, if not."""
    try:
        table = await hub.get(table_id)
    except OutdatedRecord as error:
        await refuse(websocket, "outdated", error.reason, CLOSE_OUTDATED)
        return None
    if table is None:
        await refuse(websocket, "forbidden", f"there is no table {table_id!r}", CLOSE_NO_TABLE)
        return None
    seat = None
    if token:
        seat = await hub.seat_of(table_id, token)
        if seat is None:
            await refuse(
                websocket, "forbidden", "this seat token is not valid here", CLOSE_FORBIDDEN
            )
            return None
    return table, seat


async def refuse(websocket: WebSocket, code: str, reason: str, close_code: int) -> None:
    await websocket.send_text(error_message(code, reason))
    await websocket.close(close_code)


async def receive_all(
    websocket: WebSocket, table: LiveTable, conn: Connection, outbox: Outbox
) -> None:
    # Once the outbox shut the socket (too slow, flooding), what still comes is dropped
    # until the client's side of the close arrives.
    while True:
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            return
        if outbox.closing is not None:
            continue
        if not outbox.admit():
            if outbox.refused_once():
                outbox.error(error_message("too-fast", "too many messages: slow down"))
            continue
        try:
            if await handle(table, conn, message.get("text")):
                outbox.refund()
        except Refused as error:
            outbox.error(error_message(error.code, error.reason))
        except MeepleError as error:
            outbox.error(error_message("illegal", error.reason))
        except Exception:  # the database failed: the table is as it was, the socket stays
            log.exception("table %s: a message could not be saved", table.id)
            outbox.error(error_message("unavailable", UNAVAILABLE))
