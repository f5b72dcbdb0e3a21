"""The errors every game and tool raises, each with a reason a person can read."""

from __future__ import annotations


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
