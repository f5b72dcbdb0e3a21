"""A browser's own seats: where the seat links it keeps lead, and how each table stands.

The lobby's "my tables" asks ``POST /api/seats/lookup`` with the tokens it holds. Each
answer says only what that link's holder may see anyway (the table as the lobby lists it,
the seat, whose turn it is, the outcome): never another seat's link, nor a view. A token
no seat holds any more (re-issued, or its table expired) is answered ``gone``, so the
browser forgets it. A request is bounded: at most ``MAX_TOKENS`` tokens of at most
``TOKEN_MAX`` characters, read in one query, the finished tables in two more.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from meeple.engine import OutdatedRecord, translate
from meeple.engine.i18n import player_name, player_names
from meeple.server.deps import HubDep, pick_language
from meeple.server.hub import Hub, digest
from meeple.server.live import LiveTable
from meeple.server.routes.replays import finished_summary
from meeple.server.store import StoredTable

MAX_TOKENS = 50  # what a browser keeps (web/mytables.js) fits in one request
TOKEN_MAX = 64  # characters: a token is 32

router = APIRouter()

Token = Annotated[str, StringConstraints(min_length=1, max_length=TOKEN_MAX)]


class SeatLookup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tokens: list[Token] = Field(max_length=MAX_TOKENS)


@router.post("/api/seats/lookup")
async def look_up_seats(hub: HubDep, body: SeatLookup, lang: str = "en") -> dict[str, Any]:
    """Per token, in the order given (repeats once): its table and seat and how the
    game stands, or ``{"token", "status": "gone"}``."""
    code = pick_language(lang, None)
    tokens = list(dict.fromkeys(body.tokens))
    found = await hub.read(hub.store.seats_by_tokens, [digest(token) for token in tokens])
    unread = {table for table, _ in found.values() if in_memory(hub, table) is None}
    stored = {t.id: t for t in await hub.read(hub.store.summaries, sorted(unread))}
    answers = []
    for token in tokens:
        where = found.get(digest(token))
        entry = None if where is None else await describe(hub, *where, stored, code)
        answers.append({"token": token, **(entry or {"status": "gone"})})
    return {"seats": answers}


def in_memory(hub: Hub, table_id: str) -> LiveTable | None:
    return hub.tables.get(table_id) or hub.finished.get(table_id)


async def describe(
    hub: Hub, table_id: str, seat: int, stored: dict[str, StoredTable], lang: str
) -> dict[str, Any] | None:
    """How ``seat`` of the table stands (None: the table is gone meanwhile)."""
    if table_id in hub.outdated:
        return {"status": "outdated", "table": table_id, "seat": seat}
    table = in_memory(hub, table_id)
    if table is None and table_id in stored and stored[table_id].finished:
        return finished_entry(stored[table_id], seat, lang)  # no replay needed
    if table is None and table_id in stored:  # unfinished, yet not here: load it
        try:
            table = await hub.get(table_id)
        except OutdatedRecord:
            return {"status": "outdated", "table": table_id, "seat": seat}
    if table is None:
        return None
    with player_names(table.display_names()):
        return live_entry(table, seat, lang)


def live_entry(table: LiveTable, seat: int, lang: str) -> dict[str, Any]:
    to_move = table.match.state.to_move()
    outcome = table.outcome_json(lang)
    if outcome is not None:
        turn = outcome["text"]
    else:
        assert to_move is not None
        turn = translate("server.turn", lang, {"seat": table.seat_name(to_move, lang)})
    return {
        "status": "finished" if table.finished else "playing",
        "table": table.id,
        "game": table.game.id,
        "name": table.game.info.name.get(lang, table.game.info.name["en"]),
        "seat": seat,
        "seat_name": player_name(seat, lang),
        "step": table.step,
        "to_move": to_move,
        # a seat a bot plays meanwhile is not waited for
        "your_turn": to_move == seat and table.seats[seat].kind != "bot",
        "turn": turn,
        "outcome": None if outcome is None else {"won": outcome.get("won"), "text": turn},
        "replay": f"/replay/{table.id}" if table.finished else None,
    }


def finished_entry(stored: StoredTable, seat: int, lang: str) -> dict[str, Any]:
    summary = finished_summary(stored, lang)
    with player_names([info.name or "" for info in stored.seats]):
        seat_name = player_name(seat, lang)
    return {
        "status": "finished",
        "table": stored.id,
        "game": stored.game,
        "name": summary["name"],
        "seat": seat,
        "seat_name": seat_name,
        "step": stored.step,
        "to_move": None,
        "your_turn": False,
        "turn": summary["outcome"]["text"] if summary["outcome"] else "",
        "outcome": summary["outcome"],
        "replay": summary["replay"],
    }
