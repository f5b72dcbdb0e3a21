"""The errors every game and tool raises, each with a reason a person can read."""

from __future__ import annotations

import reprlib


class MeepleError(Exception):
    """Base of meeple's errors: the message is one line, fit to show a player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class IllegalAction(MeepleError):
    """An action that is not legal now. The state it was offered to is untouched."""


class InvalidConfig(MeepleError):
    """A game configuration (player count, option, seed) the game does not allow."""


class InvalidRecord(MeepleError):
    """A game record that cannot be read or whose actions do not replay."""


class UnknownGame(MeepleError):
    """No game is registered under that id."""


class OutdatedRecord(InvalidRecord):
    """A record made under an older version of its game's rules: it no longer replays."""


class _ShortRepr(reprlib.Repr):
    """A repr fit for a one-line reason, whatever a client sent: long texts and lists are
    cut, and a huge number is described rather than written out (Python refuses to turn
    an int of more than 4,300 digits into text, and a reason should not echo a page)."""

    def __init__(self) -> None:
        super().__init__()
        self.maxstring = self.maxother = 40
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = 6

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() <= 64:
            return repr(x)
        return f"a number of about {int(x.bit_length() * LOG10_2) + 1} digits"


LOG10_2 = 0.30103  # decimal digits per bit
_short = _ShortRepr()


def shown(value: object) -> str:
    """``value`` as a reason quotes it: a short repr, safe on any value a client may send."""
    return _short.repr(value)
