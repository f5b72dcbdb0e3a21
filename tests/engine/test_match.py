"""Matches: undo back to the last action that revealed something, never past it."""

import pytest

from meeple.engine import IllegalAction, Match


def _first(match: Match, prefix: str) -> str:
    for action in match.state.legal_actions():
        action_id = match.state.action_id(action)
        if action_id.startswith(prefix):
            return action_id
    raise AssertionError(f"no legal action starting with {prefix!r}")


def test_undo_restores_the_state_before_the_action():
    match = Match("forbidden-island", {"players": 2}, 4)
    before = match.state.serialize()
    match.play(_first(match, "0:move:"))
    assert match.can_undo(0) and not match.can_undo(1)
    assert match.undo(0).startswith("0:move:")
    assert match.state.serialize() == before
    assert match.record.actions == []


def test_no_undo_past_a_draw():
    match = Match("forbidden-island", {"players": 2}, 4)
    match.play("0:end-actions")
    match.play("0:draw-treasure")
    assert not match.can_undo()
    with pytest.raises(IllegalAction):
        match.undo()


def test_illegal_play_changes_nothing():
    match = Match("forbidden-island", {"players": 2}, 4)
    before = match.state.serialize()
    with pytest.raises(IllegalAction):
        match.play("1:end-actions")
    assert match.state.serialize() == before and match.record.actions == []
