"""Play again: a finished table's rematch, one per table.

The first "rematch" a seated player sends makes a new table of the same game, options,
clock and seats (people stay people, each with a new link; bots stay bots at their level),
with a new seed and the same creator. Every connection of the finished table then gets
``{"type": "rematch", "table": ...}``; a seated connection's also holds ``link``, its own
seat's new link, and only its own (sent on its private queue, like ``why``). A later ask
makes nothing new: the asker alone gets the same message again. A seat whose person does
not come stays free; the creator sees its link (``invites``).

A rematch is kept in the database: the new table names the finished one it follows (one
rematch a table, so two servers asked at once make one). The database keeps only digests of
links, so a rematch seat's link is derived from a secret of the servers, the new table and
the seat: it can be given again after a restart.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import weakref
from dataclasses import dataclass
from typing import Any

from sqlalchemy.exc import IntegrityError

from meeple.server.hub import Limited
from meeple.server.live import Connection, LiveTable, Refused

SECRET = "rematch-links"  # the name of the servers' secret the links come from


@dataclass
class Made:
    """A rematch: its table, and the link token of each person's seat in it."""

    table: str
    tokens: dict[int, str]


def seat_token(secret: str, table_id: str, seat: int) -> str:
    """The link token of ``seat`` at the rematch ``table_id``: as long and as random to
    anyone without the secret as a link of any other table (hub.new_token)."""
    mac = hmac.new(secret.encode(), f"{table_id}:{seat}".encode(), hashlib.sha256)
    return base64.urlsafe_b64encode(mac.digest()[:24]).decode()


_SECRETS: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()


async def secret_of(hub: Any) -> str:
    """The servers' secret for rematch links, read once per hub."""
    found = _SECRETS.get(hub)
    if found is None:
        found = _SECRETS[hub] = await hub.read(hub.store.secret, SECRET)
    return found


def seat_choices(table: LiveTable) -> list[dict[str, Any]]:
    """The finished table's seats as a new table's: a bot from the start stays that bot; a
    seat open to the lobby and never claimed stays open; every person's seat (a person who
    left or was replaced included) gets a new invite link."""
    choices: list[dict[str, Any]] = []
    for info in table.seats:
        if info.kind == "bot" and info.token_hash is None:
            choices.append({"kind": "bot", "bot": info.bot})
        elif info.kind == "open" and not info.taken:
            choices.append({"kind": "open"})
        else:
            choices.append({"kind": "invite"})
    return choices


async def rematch_of(table: LiveTable) -> tuple[Made, bool]:
    """The table's rematch, made now if it has none; (it, whether it is new)."""
    if not table.finished:
        raise Refused("forbidden", "the game is not over: a rematch comes once it ends")
    hub = table.hub
    secret = await secret_of(hub)
    people = [seat for seat, choice in enumerate(seat_choices(table)) if choice["kind"] == "invite"]

    def made(table_id: str) -> Made:
        return Made(table_id, {seat: seat_token(secret, table_id, seat) for seat in people})

    async with table.lock:  # two asks at once make one table
        known = await hub.read(hub.store.rematch_for, table.id)
        if known is not None:
            return made(known), False
        try:
            new, _owner, _tokens = await hub.create(
                table.game.id,
                dict(table.match.record.config),
                seat_choices(table),
                f"rematch:{table.id}",  # counted apart from the creator's own tables
                table.clock.clock.to_json(),
                hand_over=table.hand_over_level,
                owner_hash=table.owner_hash,
                rematch_of=table.id,
                seat_token=lambda table_id, seat: seat_token(secret, table_id, seat),
            )
        except Limited as error:
            raise Refused("too-fast", error.reason) from None
        except IntegrityError:  # another server made it first
            known = await hub.read(hub.store.rematch_for, table.id)
            if known is None:
                raise
            return made(known), False
        return made(new.id), True


def offer(made: Made, conn: Connection) -> str:
    """The rematch message for ``conn``: the new table, and its own seat's link."""
    message: dict[str, Any] = {"type": "rematch", "table": made.table}
    if conn.seat is not None and conn.seat in made.tokens:
        message["link"] = f"/play/{made.tokens[conn.seat]}"
    return json.dumps(message)


async def on_rematch(table: LiveTable, conn: Connection, message: Any) -> None:
    """A seated player asks to play again; spectators are told, never ask."""
    if conn.seat is None:
        raise Refused("forbidden", "spectators cannot start a rematch: the players can")
    made, new = await rematch_of(table)
    for other in list(table.connections) if new else [conn]:
        if other.outbox is not None:
            other.outbox.error(offer(made, other))


async def invites(table: LiveTable) -> dict[int, str] | None:
    """The links of the rematch ``table``'s seats nobody took yet (None: not a rematch)."""
    if table.rematch_of is None:
        return None
    secret = await secret_of(table.hub)
    return {
        info.seat: f"/play/{seat_token(secret, table.id, info.seat)}"
        for info in table.seats
        if info.kind == "invite" and info.token_hash is not None and not info.taken
    }
