"""The questions Pentaquest asks before an action is played.

``stop`` ends the turn without beating a card (legal only when no line card can be
beaten, RULES.md A4): solo it loses the game, and with an empty deck it may end a
multiplayer game (A5). It asks first while the player could still change the dice: free
rerolls left, or army cards that can still be spent on them (a reroll or mirror card
always can; a ``+`` card unless every die shows 6, a ``-`` card unless every die shows
1: the same rule as ``QuestState._legal_actions``). With nothing left to try, ``stop``
is the only legal action and is played at once.
"""

from __future__ import annotations

from typing import Any

from meeple.games.pentaquest.actions import STOP, unpack
from meeple.games.pentaquest.rules import CARD_BY_NUMBER, PHASE_PLAY, QuestState


def usable_cards(state: QuestState, seat: int) -> int:
    """How many army cards of ``seat`` can be spent on the dice now."""
    dice = state.dice
    count = 0
    for number in state.army[seat]:
        card = CARD_BY_NUMBER[number]
        ability, size = card.ability, card.size
        if ability in ("reroll", "mirror"):
            count += 1
            continue
        up = ability != "minus" and any(value + size <= 6 for value in dice)
        down = ability != "plus" and any(value - size >= 1 for value in dice)
        count += up or down
    return count


def confirmation(state: QuestState, action: int) -> tuple[str, dict[str, Any]] | None:
    """Before ``stop`` while the dice could still change: a question naming what is
    thrown away (and that the game ends, when it does)."""
    kind, seat, _card, _a, _b = unpack(action)
    if kind != STOP or state.phase != PHASE_PLAY:
        return None
    rerolls = state.rerolls
    cards = usable_cards(state, seat)
    if not rerolls and not cards:
        return None
    if state.players == 1:
        question = "@pq.confirm.lose"
    elif not state.deck and state.fails + 1 >= state.players:
        question = "@pq.confirm.end"
    else:
        question = "@pq.confirm.fail"
    what = ("r" + str(rerolls) if rerolls else "") + (
        "" if not cards else "c1" if cards == 1 else "cn"
    )
    return f"pq.confirm.stop.{what}", {"question": question, "rerolls": rerolls, "cards": cards}
