"""Why a click on a board element offers a seat nothing now, in the rules' words.

Asked only for a target none of the seat's legal actions has (``Game.why_not``). The
quest line, the dice and every army are public; a reason never reads the deck's order.
"""

from __future__ import annotations

from typing import Any

from meeple.games.pentaquest.cards import combination_words
from meeple.games.pentaquest.rules import CARD_BY_NUMBER, PHASE_PLAY, PHASE_ROLL, QuestState

Reason = tuple[str, dict[str, Any]]


def why_not(state: QuestState, seat: int | None, target: str) -> Reason | None:
    """The rule that stops ``seat`` using ``target``, or None (the engine's default then
    says whose turn it is)."""
    if seat is None:
        return ("pq.why.spectator", {}) if state.to_move() is not None else None
    parts = target.split(":")
    if parts[0] == "card" and len(parts) == 4 and parts[1] == "army":
        owner, number = _number(parts[2]), _number(parts[3])
        if owner is not None and number is not None and owner < state.players:
            return _army(state, seat, owner, number)
    if parts[0] == "card" and len(parts) == 3 and parts[1] == "line":
        number = _number(parts[2])
        if number is not None and number in CARD_BY_NUMBER:
            return _line(state, seat, number)
    if state.to_move() != seat:
        return None
    if target == "deck" and state.phase == PHASE_PLAY:
        return "pq.why.rolled", {}
    if parts[0] == "die" and len(parts) == 2:
        return _die(state)
    return None


def _number(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() and len(text) < 4 else None


def _dice(state: QuestState) -> str:
    return " ".join(str(value) for value in state.dice)


def _line(state: QuestState, seat: int, number: int) -> Reason | None:
    for owner, army in enumerate(state.army):
        if number in army:
            return "pq.why.in-army", {"card": number, "seat": owner}
    if number not in state.line:
        return None
    if state.to_move() != seat:
        return None
    if state.phase == PHASE_ROLL:
        return "pq.why.roll-first", {}
    card = CARD_BY_NUMBER[number]
    return "pq.why.needs", {
        "card": number,
        "combination": combination_words(card),
        "dice": _dice(state),
    }


def _army(state: QuestState, seat: int, owner: int, number: int) -> Reason | None:
    if owner != seat:
        return "pq.why.not-your-army", {"seat": owner}
    if number not in state.army[seat] or state.to_move() != seat:
        return None
    if state.phase == PHASE_ROLL:
        return "pq.why.roll-first", {}
    card = CARD_BY_NUMBER[number]
    if card.ability == "plus":
        return "pq.why.plus-none", {"size": card.size, "dice": _dice(state)}
    if card.ability == "minus":
        return "pq.why.minus-none", {"size": card.size, "dice": _dice(state)}
    return None


def _die(state: QuestState) -> Reason | None:
    if state.phase == PHASE_ROLL:
        return "pq.why.roll-first", {}
    if not state.rerolls:
        return "pq.why.no-reroll", {}
    return None
