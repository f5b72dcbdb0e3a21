"""A match: a game being played, with its record, its log and undo.

Undo goes back one action at a time, never past an action that revealed something (a
draw, a roll): those are barriers. The state at the last barrier is kept, so undo is a
short replay from there.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from meeple.engine.errors import IllegalAction
from meeple.engine.events import Event
from meeple.engine.game import Action, Seat, State
from meeple.engine.record import Record, check_rules_version, replay_steps
from meeple.engine.registry import load


@dataclass(frozen=True)
class LogEntry:
    index: int
    seat: Seat
    action_id: str
    events: tuple[Event, ...]
    message: tuple[str, dict[str, Any]] = ("", {})  # the action's label, read before it ran
    public: tuple[str, dict[str, Any]] = ("", {})  # the same for the other seats

    def label_for(self, seat: Seat | None) -> tuple[str, dict[str, Any]]:
        """The label ``seat`` may read (None: a spectator): the actor's own, or the public
        form, which names nothing only the actor saw."""
        return self.message if seat == self.seat else self.public


class Match:
    def __init__(self, game_id: str, config: Mapping[str, Any] | None, seed: int) -> None:
        game = load(game_id)
        self.state: State = game.setup(config, seed)
        self.record = Record.new(game_id, dict(self.state.config), seed)
        self.log: list[LogEntry] = []
        self._barrier = 0
        self._barrier_state = self.state.clone()

    @classmethod
    def from_record(cls, record: Record) -> Match:
        """The match ``record`` reached; :class:`OutdatedRecord` if its rules changed."""
        match = cls(record.game, record.config, record.seed)
        check_rules_version(record.game, record.rules, match.record.rules)
        for _, action_id, _ in replay_steps(match.state.clone(), record.actions):
            match.play(action_id)
        return match

    def play(self, action: Action | str) -> list[Event]:
        """Play an action (or its id); raises :class:`IllegalAction`, changing nothing."""
        state = self.state
        if isinstance(action, str):
            action = state.parse_action(action)
        elif action not in state.legal_actions() or isinstance(action, bool):
            raise IllegalAction(state.explain_illegal(action))
        seat = state.action_seat(action)
        action_id = state.action_id(action)
        chance = state.consumes_chance(action)
        message = state.action_message(action)
        public = state.public_action_message(action)
        events = state.apply(action)
        self.record.actions.append(action_id)
        index = len(self.record.actions) - 1
        self.log.append(LogEntry(index, seat, action_id, tuple(events), message, public))
        if chance:
            self._barrier = len(self.record.actions)
            self._barrier_state = state.clone()
        return events

    def can_undo(self, seat: Seat | None = None) -> bool:
        """True if the last action may be taken back (by ``seat``, if given)."""
        if len(self.record.actions) <= self._barrier:
            return False
        return seat is None or self.log[-1].seat == seat

    def undo(self, seat: Seat | None = None) -> str:
        """Take back the last action; return its id."""
        if not self.can_undo(seat):
            raise IllegalAction(
                "nothing to undo: the last action revealed something or is not yours"
            )
        undone = self.record.actions.pop()
        self.log.pop()
        state = self._barrier_state.clone()
        for _ in replay_steps(state, self.record.actions[self._barrier :]):
            pass
        self.state = state
        return undone
