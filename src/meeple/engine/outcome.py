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
    ``scores`` (one per seat) and ``ranking`` (seats, best first, tie-breaks applied);
    ``tied`` seats at the head of the ranking share the first place (a tie the rules do
    not break). ``reason`` is a message id saying why it ended.
    """

    reason: str
    won: bool | None = None
    scores: tuple[float, ...] | None = None
    ranking: tuple[Seat, ...] | None = None
    args: Mapping[str, Any] = field(default_factory=dict)
    tied: int = 1

    def firsts(self) -> tuple[Seat, ...]:
        """The seats that share the first place (none in a co-operative game)."""
        return self.ranking[: self.tied] if self.ranking else ()

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
            tied=int(data.get("tied", 1)),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "reason": self.reason,
            "won": self.won,
            "scores": list(self.scores) if self.scores is not None else None,
            "ranking": list(self.ranking) if self.ranking is not None else None,
            "args": dict(self.args),
        } | ({"tied": self.tied} if self.tied != 1 else {})  # as before, but for a tie

    def describe(self, lang: str = "en") -> str:
        return translate(self.reason, lang, self.args)
