"""Play again: a finished table's rematch, one per table.

The first "rematch" a seated player sends makes a new table of the same game, options,
clock and seats (people stay people, each with a new link; bots stay bots at their level),
with a new seed and the same creator. Every connection of the finished table then gets
``{"type": "rematch", "table": ...}``; a seated connection's also holds ``link``, its own
seat's new link, and only its own (sent on its private queue, like ``why``). A later ask
makes nothing new: the asker alone gets the same message again. A seat whose person does
not come stays free; the creator sees its link (``invites``).

The rematches are kept in memory (the links cannot be read back from the database, which
keeps only digests), a bounded number per server.
"""

from __future__ import annotations

import json
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from meeple.server.hub import Limited
from meeple.server.live import Connection, LiveTable, Refused

KEPT = 10_000  # rematches a server remembers, the oldest forgotten first


@dataclass
class Made:
    """A rematch: its table, and the link token of each person's seat in it."""

    table: str
    tokens: dict[int, str]


class Rematches:
    """The rematches of one hub: by finished table, and by the new table."""

    def __init__(self) -> None:
        self.by_old: OrderedDict[str, Made] = OrderedDict()
        self.by_new: dict[str, Made] = {}

    def add(self, old: str, made: Made) -> None:
        self.by_old[old] = made
        self.by_new[made.table] = made
        while len(self.by_old) > KEPT:
            _, gone = self.by_old.popitem(last=False)
            self.by_new.pop(gone.table, None)


_HUBS: weakref.WeakKeyDictionary[Any, Rematches] = weakref.WeakKeyDictionary()


def rematches(hub: Any) -> Rematches:
    found = _HUBS.get(hub)
    if found is None:
        found = _HUBS[hub] = Rematches()
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
    known = rematches(hub)
    async with table.lock:  # two asks at once make one table
        made = known.by_old.get(table.id)
        if made is not None:
            return made, False
        try:
            new, _owner, tokens = await hub.create(
                table.game.id,
                dict(table.match.record.config),
                seat_choices(table),
                f"rematch:{table.id}",  # counted apart from the creator's own tables
                table.clock.clock.to_json(),
                hand_over=table.hand_over_level,
                owner_hash=table.owner_hash,
            )
        except Limited as error:
            raise Refused("too-fast", error.reason) from None
        made = Made(new.id, tokens)
        known.add(table.id, made)
        return made, True


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


def invites(table: LiveTable) -> dict[int, str] | None:
    """The links of the rematch ``table``'s seats nobody took yet (None: not a rematch)."""
    made = rematches(table.hub).by_new.get(table.id)
    if made is None:
        return None
    return {
        seat: f"/play/{token}" for seat, token in made.tokens.items() if not table.seats[seat].taken
    }
