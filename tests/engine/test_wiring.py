"""A game's faces are wired from its modules in its class statement."""

from __future__ import annotations

import types

import pytest

import meeple
from meeple.engine import Game, GameInfo
from meeple.games.forbidden_island import notation as fi_notation
from meeple.games.forbidden_island import view as fi_view


def test_the_faces_forward_to_the_game_modules() -> None:
    state = meeple.load("forbidden-island").setup({"players": 2}, 3)
    action = state.legal_actions()[0]
    assert state.view(0) == fi_view.view(state, 0)
    assert state.notation() == fi_notation.write_notation(state)
    assert state.action_id(action) == fi_notation.action_id(state, action)
    assert state.action_message(action) == fi_view.action_message(state, action)
    assert state.render_text(1, "fr") == fi_view.render_text(state, 1, "fr")


def test_a_views_module_without_a_face_is_refused_when_the_game_is_declared() -> None:
    views = types.ModuleType("half_views")
    views.view = fi_view.view  # type: ignore[attr-defined]
    with pytest.raises(TypeError, match="half_views has no action_message"):

        class Broken(Game, views=views):  # type: ignore[type-arg]
            info = GameInfo(id="broken", name={"en": "Broken"}, min_players=1, max_players=1)
