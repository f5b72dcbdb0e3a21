"""What each seat sees of a Pentaquest game, as a JSON-ready view and as text, and the
action labels and targets.

Hidden from every seat: the order of the deck (its size is public) and the dice not
rolled yet. Everything else is public: the quest line, every army and discard pile, the
dice.

Dice are numbered 1-5 in action ids, labels and targets (index 0-4 in ``dice``).

``view(state, seat)`` returns (every key always present)::

    {
      "game": "pentaquest",
      "seat": 0 | null,                 # the viewer (null: a spectator)
      "players": 1..8,
      "deck": int,                      # cards left in the deck
      "line": [card, ...],              # the quest line (up to 5), oldest first
      "dice": [int, ...],               # 5 values 1-6; 0 = not rolled this turn
      "beatable": [card number, ...],   # line cards the dice beat now
      "armies": [[card, ...], ...],     # per seat, in the order beaten
      "discards": [[card, ...], ...],   # per seat, in the order spent
      "scores": [int, ...],             # per seat: solo, the army; else army + discards
      "turn": {
        "seat": int,                    # whose turn it is
        "phase": "roll" | "play" | "over",
        "rerolls": int,                 # free rerolls left this turn
        "first": bool,                  # the game's first roll is still to come
      },
      "to_move": seat | null,
      "outcome": null | Outcome.to_json(),
    }

A ``card`` is ``{"number": 1..42, "suns": int, "moons": int, "fixed": [face, ...],
"combination": "S S + 1", "ability": "plus" | "minus" | "plusminus" | "reroll" |
"mirror", "size": int}`` (cards.py).

``action_target`` ids: ``die:<i>`` (i 1-5) for a free reroll (its lowest die),
``card:line:<card>`` for beating that card, ``card:army:<seat>:<card>`` for spending
that army card (the die or dice it acts on are in the id and the label), ``deck`` for
the roll; None for ``stop``.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import translate
from meeple.games.pentaquest.actions import (
    BEAT,
    MIRROR,
    PLUS,
    REROLL,
    REROLL_DIR,
    ROLL,
    USE,
    dice_names,
    dice_of,
    unpack,
)
from meeple.games.pentaquest.cards import combination_text, combination_words
from meeple.games.pentaquest.rules import CARD_BY_NUMBER, PHASE_NAMES, PHASE_PLAY, QuestState

SIGNS = {"plus": "+", "minus": "-", "plusminus": "+/-", "mirror": "mirror"}


def card_json(number: int) -> dict[str, Any]:
    card = CARD_BY_NUMBER[number]
    return {
        "number": number,
        "suns": card.suns,
        "moons": card.moons,
        "fixed": list(card.fixed),
        "combination": combination_text(card),
        "ability": card.ability,
        "size": card.size,
    }


def view(state: QuestState, seat: int | None) -> dict[str, Any]:
    outcome = state.outcome()
    return {
        "game": "pentaquest",
        "seat": seat,
        "players": state.players,
        "deck": len(state.deck),
        "line": [card_json(card) for card in state.line],
        "dice": list(state.dice),
        "beatable": state.beatable(),
        "armies": [[card_json(card) for card in cards] for cards in state.army],
        "discards": [[card_json(card) for card in cards] for cards in state.discard],
        "scores": state.scores(),
        "turn": {
            "seat": state.seat,
            "phase": PHASE_NAMES[state.phase],
            "rerolls": state.rerolls,
            "first": bool(state.first),
        },
        "to_move": state.to_move(),
        "outcome": None if outcome is None else outcome.to_json(),
    }


def ability_text(number: int) -> str:
    card = CARD_BY_NUMBER[number]
    if card.ability == "reroll":
        return f"reroll<={card.size}"
    return f"{SIGNS[card.ability]}{card.size if card.ability != 'mirror' else ''}"


def action_message(state: QuestState, action: int) -> tuple[str, dict[str, Any]]:
    kind, _seat, card, a, b = unpack(action)
    if kind == ROLL:
        return "pq.action.roll", {}
    if kind == REROLL:
        return "pq.action.reroll", {"dice": dice_names(a, ", ")}
    if kind == USE:
        if b == REROLL_DIR:
            return "pq.action.use-reroll", {"card": card, "dice": dice_names(a, ", ")}
        value = state.dice[a]
        if b == MIRROR:
            after = 7 - value
        else:
            size = CARD_BY_NUMBER[card].size
            after = value + size if b == PLUS else value - size
        return "pq.action.use", {"card": card, "die": a + 1, "before": value, "after": after}
    if kind == BEAT:
        return "pq.action.beat", {
            "card": card,
            "combination": combination_words(CARD_BY_NUMBER[card]),
        }
    return "pq.action.stop", {}


def action_target(state: QuestState, action: int) -> str | None:
    kind, seat, card, a, _b = unpack(action)
    if kind == ROLL:
        return "deck"
    if kind == REROLL:
        return f"die:{dice_of(a)[0] + 1}"
    if kind == USE:
        return f"card:army:{seat}:{card}"
    if kind == BEAT:
        return f"card:line:{card}"
    return None


def _card_line(number: int) -> str:
    return f"#{number} [{combination_text(CARD_BY_NUMBER[number])}] ({ability_text(number)})"


def render_text(state: QuestState, seat: int | None, lang: str = "en") -> str:
    lines = [translate("pq.text.title", lang)]
    lines.append(translate("pq.text.deck", lang, {"count": len(state.deck)}))
    lines.append(translate("pq.text.line", lang))
    lines.extend("  " + _card_line(card) for card in state.line)
    if state.phase == PHASE_PLAY:
        lines.append(
            translate("pq.text.dice", lang, {"dice": state.dice_text(), "rerolls": state.rerolls})
        )
    scores = state.scores()
    for s in range(state.players):
        mark = "*" if s == state.seat and state.to_move() is not None else " "
        lines.append(
            mark
            + translate(
                "pq.text.army", lang, {"seat": s, "count": len(state.army[s]), "score": scores[s]}
            )
        )
        lines.extend("    " + _card_line(card) for card in state.army[s])
    outcome = state.outcome()
    if outcome is not None:
        lines.append(outcome.describe(lang))
    return "\n".join(lines)
