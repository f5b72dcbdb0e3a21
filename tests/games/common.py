"""Test helpers every game's tests share: actions by id, whole games by bots.

Each game's own ``helpers.py`` adds what only it needs (positions from its notation,
codes of its board) and re-exports these.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from meeple.engine import Agent, Event, Game, State
from meeple.engine.driver import interjection


def ids(state: State, seat: int | None = None) -> set[str]:
    """The ids of the legal actions (of ``seat`` only, if given)."""
    return {state.action_id(action) for action in state.legal_actions(seat)}


def ids_of(state: State, prefix: str) -> set[str]:
    """The legal action ids starting with ``prefix`` (e.g. ``"0:move:"``)."""
    return {aid for aid in ids(state) if aid.startswith(prefix)}


def find(state: State, action_id: str) -> int:
    """The legal action whose id is ``action_id`` (the test fails if there is none)."""
    for action in state.legal_actions():
        if state.action_id(action) == action_id:
            return action
    raise AssertionError(f"{action_id!r} is not legal; legal: {sorted(ids(state))}")


def play(state: State, *action_ids: str) -> list[Event]:
    """Apply each action in turn (each must be legal); return all the events."""
    events: list[Event] = []
    for action_id in action_ids:
        events += state.apply(find(state, action_id))
    return events


def messages(events: Iterable[Event]) -> list[str]:
    """The message ids of ``events``, in order."""
    return [event.msg for event in events]


def bot_step(state: State, agents: Mapping[int, Agent]) -> int:
    """One action by the bots (an interjection first), checked legal, then applied."""
    seat = state.to_move()
    assert seat is not None, "the game is over"
    action = interjection(state, agents, seat)
    if action is None:
        action = agents[seat].act(state, seat)
    assert action in state.legal_actions(), state.action_id(action)
    state.apply(action)
    return action


def bot_game(
    game: Game[Any],
    config: Mapping[str, Any],
    seed: int,
    agents: Mapping[int, Agent],
    max_steps: int = 5000,
) -> tuple[State, list[int]]:
    """A whole game by ``agents`` from ``game.setup(config, seed)``: the final state and
    the actions played (the test fails if it does not end within ``max_steps``)."""
    state = game.setup(dict(config), seed)
    played: list[int] = []
    while state.to_move() is not None:
        played.append(bot_step(state, agents))
        assert len(played) < max_steps, "the game does not end"
    return state, played
