"""Tables: create one, list the open ones, claim a seat, hand a seat to a bot."""

from __future__ import annotations

import time
from typing import Any, Literal

from fastapi import APIRouter, Header, HTTPException, Request
from pydantic import BaseModel, ConfigDict, Field

from meeple.engine import InvalidConfig, UnknownGame
from meeple.server.clock import Clock, ClockChoice, idle
from meeple.server.deps import HubDep, table_or_404
from meeple.server.hub import Hub, Limited, digest, new_token
from meeple.server.live import LiveTable, Refused
from meeple.server.rematch import invites

router = APIRouter()


class SeatChoice(BaseModel):
    # invite: a link for the creator to give a friend; open: listed in the lobby for anyone
    model_config = ConfigDict(extra="forbid")  # a misspelt key is an error, not a default
    kind: Literal["me", "invite", "open", "bot"]
    bot: str | None = None


class NewTable(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str
    config: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatChoice]
    clock: ClockChoice | None = None  # off by default (clock.py)
    # the bot level that plays a seat its player leaves (live.py: leave_seat)
    hand_over: Literal["easy", "normal", "strong"] = "normal"


class BotChoice(BaseModel):
    model_config = ConfigDict(extra="forbid")
    bot: str = "bot"


@router.post("/api/tables", status_code=201)
async def create_table(
    hub: HubDep, body: NewTable, request: Request, lang: str | None = None
) -> dict[str, Any]:
    client = request.client.host if request.client else ""
    try:
        table, owner, tokens = await hub.create(
            body.game,
            body.config,
            [seat.model_dump() for seat in body.seats],
            client,
            Clock.chosen(body.clock).to_json(),
            hand_over=body.hand_over,
        )
    except UnknownGame as error:
        raise HTTPException(404, error.reason) from None
    except InvalidConfig as error:
        raise HTTPException(400, error.reason) from None
    except Limited as error:
        raise HTTPException(error.status, error.reason, {"Retry-After": "60"}) from None
    return created(table, owner, tokens)


def created(table: LiveTable, owner: str, tokens: dict[int, str]) -> dict[str, Any]:
    """What the creator gets: the owner's secret and each person seat's link."""
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


@router.get("/api/tables")
async def open_tables(hub: HubDep, lang: str = "en") -> list[dict[str, Any]]:
    # an idle table leaves the list (still reachable by its link, until it expires)
    at = time.time()
    playing = [
        table
        for table in hub.tables.values()
        if not table.finished and not idle(table.touched.timestamp(), bool(table.connections), at)
    ]
    playing.sort(key=lambda table: table.created, reverse=True)
    return [table.summary(lang) for table in playing[:200]]


@router.get("/api/tables/{table_id}")
async def one_table(hub: HubDep, table_id: str, lang: str = "en") -> dict[str, Any]:
    return (await table_or_404(hub, table_id)).summary(lang)


@router.post("/api/tables/{table_id}/seats/{seat}/claim")
async def claim_seat(hub: HubDep, table_id: str, seat: int) -> dict[str, Any]:
    table = await table_or_404(hub, table_id)
    if not 0 <= seat < len(table.seats):
        raise HTTPException(404, f"table {table_id} has no seat {seat}")
    token = await hub.claim(table, seat)
    if token is None:
        raise HTTPException(409, f"seat {seat} of table {table_id} is not free")
    return {"seat": seat, "link": f"/play/{token}"}


async def who_asks(
    hub: Hub,
    table: LiveTable,
    seat: int,
    owner: str | None,
    player: str | None,
    new_link: bool = False,
) -> tuple[bool, int | None]:
    """(the creator?, the seat of the player asking, if a seated one) for a hand-over of
    ``seat`` (to a new link if ``new_link``: :meth:`LiveTable.new_link_refusal`'s rule);
    404 if the table has no such seat, 403 if the rule refuses it."""
    if not 0 <= seat < len(table.seats):
        raise HTTPException(404, f"table {table.id} has no seat {seat}")
    by_owner = hub.is_owner(table, owner)
    by_player = await hub.seat_of(table.id, player) if player else None
    rule = table.new_link_refusal if new_link else table.hand_over_refusal
    refusal = rule(seat, by_owner, by_player)
    if refusal is not None:
        asked = by_owner or by_player is not None
        raise HTTPException(409 if asked and "creator" not in refusal else 403, refusal)
    return by_owner, by_player


@router.post("/api/tables/{table_id}/seats/{seat}/bot")
async def seat_to_bot(
    hub: HubDep,
    table_id: str,
    seat: int,
    body: BotChoice,
    x_owner: str | None = Header(None),
    x_seat: str | None = Header(None),
) -> dict[str, Any]:
    """Hand a seat to a bot: the creator (``X-Owner``) or a seated player (``X-Seat``: its
    link's token), as :meth:`LiveTable.hand_over_refusal` allows."""
    table = await table_or_404(hub, table_id)
    by_owner, by_player = await who_asks(hub, table, seat, x_owner, x_seat)
    try:
        await table.give_to_bot(seat, body.bot, by_owner, by_player)
    except Refused as error:
        raise HTTPException(409, error.reason) from None
    except InvalidConfig as error:
        raise HTTPException(400, error.reason) from None
    return table.summary()


@router.post("/api/tables/{table_id}/seats/{seat}/invite")
async def seat_to_new_link(
    hub: HubDep,
    table_id: str,
    seat: int,
    x_owner: str | None = Header(None),
    x_seat: str | None = Header(None),
) -> dict[str, Any]:
    """A new invite link for a seat (the old one dies), by the hand-over rule's sibling
    (:meth:`LiveTable.new_link_refusal`: the creator may also re-issue a lost link)."""
    table = await table_or_404(hub, table_id)
    by_owner, by_player = await who_asks(hub, table, seat, x_owner, x_seat, new_link=True)
    token = new_token()
    try:
        await table.new_link(seat, digest(token), by_owner, by_player)
    except Refused as error:
        raise HTTPException(409, error.reason) from None
    return {"seat": seat, "link": f"/play/{token}"}


@router.get("/api/tables/{table_id}/invites")
async def rematch_invites(
    hub: HubDep, table_id: str, x_owner: str | None = Header(None)
) -> dict[str, Any]:
    """The creator's view of a rematch: the links of its seats nobody took yet."""
    table = await table_or_404(hub, table_id)
    if not hub.is_owner(table, x_owner):
        raise HTTPException(403, "only the table's creator may see its seats' links")
    links = await invites(table)
    if links is None:
        raise HTTPException(404, f"table {table_id} is not a rematch")
    return {"table": table.id, "links": {str(seat): link for seat, link in links.items()}}


@router.get("/api/seats/{token}")
async def seat_of_token(hub: HubDep, token: str) -> dict[str, Any]:
    found = await hub.find_token(token)
    if found is None:
        raise HTTPException(404, "this seat link is not valid (or the seat was taken)")
    return {"table": found[0], "seat": found[1]}
