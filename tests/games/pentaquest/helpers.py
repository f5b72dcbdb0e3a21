"""Shared helpers for the Pentaquest tests."""

from __future__ import annotations

import meeple
from meeple.games.pentaquest.rules import QuestState

GAME = meeple.load("pentaquest")


def position(text: str) -> QuestState:
    state = GAME.from_notation(text)
    assert isinstance(state, QuestState)
    return state


def ids(state: QuestState) -> list[str]:
    return [state.action_id(action) for action in state.legal_actions()]
