"""How a game ended."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from meeple.engine.i18n import translate

Seat = int


@dataclass(frozen=True)
class Outcome:
    """How a game ended.

    A co-operative game sets ``won`` for the whole team; a competitive one sets
    ``scores`` (one per seat) and ``ranking`` (seats, best first; ties share a place
    in ``places``). ``reason`` is a message id saying why it ended.
    """

    reason: str
    won: bool | None = None
    scores: tuple[float, ...] | None = None
    ranking: tuple[Seat, ...] | None = None
    args: Mapping[str, Any] = field(default_factory=dict)

    def returns(self, players: int) -> list[float]:
        """One number per seat, for search and simulation: +1 win, -1 loss, or the score."""
        if self.won is not None:
            return [1.0 if self.won else -1.0] * players
        assert self.scores is not None
        return [float(score) for score in self.scores]

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Outcome:
        scores, ranking = data.get("scores"), data.get("ranking")
        return cls(
            reason=data["reason"],
            won=data.get("won"),
            scores=tuple(scores) if scores is not None else None,
            ranking=tuple(ranking) if ranking is not None else None,
            args=dict(data.get("args") or {}),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "reason": self.reason,
            "won": self.won,
            "scores": list(self.scores) if self.scores is not None else None,
            "ranking": list(self.ranking) if self.ranking is not None else None,
            "args": dict(self.args),
        }

    def describe(self, lang: str = "en") -> str:
        return translate(self.reason, lang, self.args)
