"""Moving a game on with agents: who acts next, out-of-turn actions first.

Before the seat to move acts, every other seat that has an agent and a legal action gets
the chance to interject (play a card out of turn, say); the first that does acts instead.
Seats are asked in table order after the seat to move, so the result is deterministic.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from meeple.engine.agent import Agent
from meeple.engine.errors import MeepleError
from meeple.engine.events import Event
from meeple.engine.game import Action, Seat, State
from meeple.engine.i18n import translate
from meeple.engine.match import Match


@dataclass(frozen=True)
class Played:
    """One action as it was played: by whom, its id and label, and what it caused."""

    seat: Seat
    action_id: str
    message: tuple[str, dict[str, Any]]
    events: list[Event]
    public: tuple[str, dict[str, Any]] | None = None  # the label for the others, if other

    def label(self, lang: str = "en", own: bool = True) -> str:
        """The label in ``lang``: the actor's own, or (``own`` False) the others' form."""
        msg, args = self.message if own or self.public is None else self.public
        return translate(msg, lang, args)


def interjection(state: State, agents: Mapping[Seat, Agent], seat: Seat) -> Action | None:
    """The first out-of-turn action an agent other than ``seat``'s wants to play, if any."""
    players = state.players
    for offset in range(1, players):
        other = (seat + offset) % players
        agent = agents.get(other)
        if agent is not None and state.legal_actions(other):
            action = agent.interject(state, other)
            if action is not None:
                return action
    return None


def play(target: Match | State, action: Action) -> Played:
    """Apply ``action`` to a match (so it is recorded) or a bare state."""
    state = target.state if isinstance(target, Match) else target
    # Read the label before the action changes the state it describes.
    seat, action_id, message, public = (
        state.action_seat(action),
        state.action_id(action),
        state.action_message(action),
        state.public_action_message(action),
    )
    events = target.play(action) if isinstance(target, Match) else state.apply(action)
    return Played(seat, action_id, message, events, public)


def step(target: Match | State, agents: Mapping[Seat, Agent]) -> Played | None:
    """Play one action (an interjection, or the move of the seat to move); None if over."""
    state = target.state if isinstance(target, Match) else target
    seat = state.to_move()
    if seat is None:
        return None
    action = interjection(state, agents, seat)
    if action is None:
        agent = agents.get(seat)
        if agent is None:
            raise MeepleError(f"seat {seat} is to move but has no agent")
        action = agent.act(state, seat)
    return play(target, action)


def play_out(target: Match | State, agents: Mapping[Seat, Agent], max_steps: int) -> int:
    """Play until the game ends or ``max_steps`` actions were played; return how many."""
    for steps in range(max_steps):
        if step(target, agents) is None:
            return steps
    return max_steps
