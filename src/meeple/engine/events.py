"""Events: what happened, as a message id and its arguments.

The log, the animations and the translations all read events. An argument whose value
is a string starting with ``@`` is itself a message id (a tile's or a card's name) and is
translated too, so one event renders in every language.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    """``audience``: the seats that may see this event; None means everyone.

    A game whose events name something secret (a card drawn into a hidden hand) gives
    them an audience, and gives everyone else an event of its own without the secret.
    """

    msg: str
    args: dict[str, Any]
    audience: tuple[int, ...] | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)

    def to_json(self) -> dict[str, Any]:
        return {"msg": self.msg, "args": self.args}


def term(msgid: str) -> str:
    """Mark a message id used as an event argument, to be translated when shown."""
    return "@" + msgid
