"""The tables every adapter test runs on: each game, each player count, each interjection
mode the game allows ("mover" for co-operative games only)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

import pytest

from meeple.engine.registry import game_ids, load


class Case(NamedTuple):
    game_id: str
    players: int
    mode: str

    @property
    def params(self) -> dict[str, object]:
        return {"players": self.players, "interjections": self.mode}

    def __str__(self) -> str:
        return f"{self.game_id}-{self.players}p-{self.mode}"


def cases() -> Iterator[Case]:
    for game_id in game_ids():
        info = load(game_id).info
        modes = ("windows", "mover") if info.cooperative else ("windows",)
        for players in range(info.min_players, info.max_players + 1):
            for mode in modes:
                yield Case(game_id, players, mode)


CASES = [pytest.param(case, id=str(case)) for case in cases()]
# One table per game, at its largest, for the checks that need not run at every count.
LARGEST = [
    pytest.param(Case(game_id, load(game_id).info.max_players, "windows"), id=game_id)
    for game_id in game_ids()
]
