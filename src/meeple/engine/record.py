"""Game records: (game id, config, seed, actions) as versioned JSON.

Replaying a record gives the same game bit for bit, because all chance comes from the
seed through the state's own generator.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from meeple.engine.errors import (
    IllegalAction,
    InvalidConfig,
    InvalidRecord,
    OutdatedRecord,
    UnknownGame,
)
from meeple.engine.game import State, check_seed
from meeple.engine.registry import load

FORMAT = "meeple-record"
VERSION = 1


@dataclass
class Record:
    """A game as played. ``rules`` is the game's rules version it was played under
    (``GameInfo.rules_version``); records written before versions existed are version 1.
    """

    game: str
    config: dict[str, Any]
    seed: int
    actions: list[str] = field(default_factory=list)
    rules: int = 1

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "rules": self.rules,
            "config": self.config,
            "seed": self.seed,
            "actions": list(self.actions),
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n"

    @classmethod
    def from_json(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise InvalidRecord("a record must be a JSON object")
        if data.get("format") != FORMAT:
            raise InvalidRecord(f"not a meeple record (format is {data.get('format')!r})")
        if data.get("version") != VERSION:
            raise InvalidRecord(
                f"record format version {data.get('version')!r} is not supported (want {VERSION})"
            )
        game, config, seed, actions = (data.get(k) for k in ("game", "config", "seed", "actions"))
        if not isinstance(game, str):
            raise InvalidRecord("the record names no game")
        if not isinstance(config, dict):
            raise InvalidRecord("the record's config must be an object")
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise InvalidRecord("the record's actions must be a list of action ids")
        try:
            seed = check_seed(seed)
        except InvalidConfig as error:
            raise InvalidRecord(f"bad seed in record: {error.reason}") from None
        rules = data.get("rules", 1)
        if not isinstance(rules, int) or isinstance(rules, bool) or rules < 1:
            raise InvalidRecord(f"the record's rules version must be a positive number: {rules!r}")
        return cls(game=game, config=config, seed=seed, actions=actions, rules=rules)

    @classmethod
    def new(cls, game_id: str, config: dict[str, Any], seed: int) -> Record:
        """An empty record of a game starting now, under the game's current rules."""
        return cls(game_id, config, seed, [], load(game_id).info.rules_version)

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise InvalidRecord(
                f"the record is not valid JSON ({error.msg}, line {error.lineno})"
            ) from None
        return cls.from_json(data)

    @classmethod
    def read(cls, path: Path) -> Record:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise InvalidRecord(f"cannot read {path}: {error}") from None
        return cls.loads(text)

    def write(self, path: Path) -> None:
        path.write_text(self.dumps(), encoding="utf-8")

    def start(self) -> State:
        """The game's first state; :class:`OutdatedRecord` if its rules have changed since."""
        try:
            game = load(self.game)
            check_rules_version(self.game, self.rules, game.info.rules_version)
            return game.setup(self.config, self.seed)
        except (UnknownGame, InvalidConfig) as error:
            raise InvalidRecord(f"record cannot start: {error.reason}") from None

    def replay(self, upto: int | None = None) -> State:
        """The state after the first ``upto`` actions (all of them by default)."""
        state = self.start()
        for _ in replay_steps(state, self.actions[:upto]):
            pass
        return state


def check_rules_version(game_id: str, recorded: int, current: int) -> None:
    """:class:`OutdatedRecord` unless a game recorded under ``recorded`` rules replays now."""
    if recorded != current:
        raise OutdatedRecord(
            f"this {game_id} game was played under rules version {recorded}, and meeple now"
            f" plays version {current}: it cannot be replayed"
        )


def replay_steps(state: State, actions: Iterable[str]) -> Iterable[tuple[int, str, list[Any]]]:
    """Apply each action id to ``state`` in turn, yielding (index, id, events)."""
    for index, action_id in enumerate(actions):
        try:
            events = state.apply_id(action_id)
        except IllegalAction as error:
            raise InvalidRecord(f"action {index + 1} of the record: {error.reason}") from None
        yield index, action_id, events
