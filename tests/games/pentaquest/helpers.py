"""Helpers for the Pentaquest tests: positions from the notation (notation.py), and the
shared helpers of every game's tests (tests/games/common.py)."""

from __future__ import annotations

import meeple
from meeple.games.pentaquest.rules import QuestState
from tests.games.common import find, ids, ids_of, messages, play

__all__ = ["GAME", "find", "ids", "ids_of", "messages", "play", "position"]

GAME = meeple.load("pentaquest")


def position(text: str) -> QuestState:
    state = GAME.from_notation(text)
    assert isinstance(state, QuestState)
    return state
