"""Pentaquest's observation tensor for the research adapters (meeple.adapters).

Where each of the 42 cards is (the quest line, a seat's army or discard pile; a card in
none of them is in the deck), which line cards the dice beat now, then the dice, the
deck's size and the turn. Seats are relative to the
observer (it comes first) and padded to 8, so the shape never depends on the player
count. Every value lies in [0, 1]; counts are divided by their true maximum.

Everything written here is in ``view(seat)``. The deck's order is hidden: only its size
is written (which cards it holds follows from the rest, so a piece for them would only
cost time). The order of the line and of the piles is left out too, as the rules never
read it. ``fails`` (turns in a row that beat no
card, which ends the game once the deck is empty) is not in the view, so not here.

The writer is on the adapters' hot path (one call per step when a learner asks for
observations), so it sets only the non-zero entries, at offsets computed once.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from meeple.engine.game import TensorBuffer
from meeple.games.pentaquest.actions import DICE
from meeple.games.pentaquest.rules import (
    BEATEN,
    NUMBERS,
    PHASE_NAMES,
    PHASE_OVER,
    PHASE_PLAY,
    QuestState,
)

MAX_SEATS = 8
CARDS = len(NUMBERS)  # numbered 1-42: card n is at index n - 1 of a per-card piece
FACES = 6
MAX_REROLLS = 2  # the game's first roll gets 2 free rerolls, every other roll 1

PIECES: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("line", (CARDS,)),  # the card is in the quest line
    ("beatable", (CARDS,)),  # a line card the dice beat now
    ("army", (MAX_SEATS, CARDS)),  # the card is in that seat's army
    ("discard", (MAX_SEATS, CARDS)),  # the card is in that seat's discard pile
    ("dice", (DICE, FACES)),  # each die's value, one-hot (none before the roll)
    ("scores", (MAX_SEATS,)),  # each seat's score / 42
    ("deck", (1,)),  # cards in the deck / 42
    ("phase", (len(PHASE_NAMES),)),
    ("rerolls", (1,)),  # free rerolls left / 2
    ("first", (1,)),  # the game's first roll is still to come
    ("lost", (1,)),  # a solo game ended in a failed turn
    ("current", (MAX_SEATS,)),  # whose turn it is
    ("present", (MAX_SEATS,)),  # the seats in play
)
OFFSET: dict[str, int] = {}
_at = 0
for _name, _shape in PIECES:
    OFFSET[_name] = _at
    _at += math.prod(_shape)
SIZE = _at

# Card n at ``base + n``: the per-card pieces' offsets less 1. A seat block is CARDS wide.
LINE = OFFSET["line"] - 1
BEATABLE = OFFSET["beatable"] - 1
ARMY = OFFSET["army"] - 1
DISCARD = OFFSET["discard"] - 1
DICE_AT = OFFSET["dice"] - 1  # die i showing v at DICE_AT + i * FACES + v
SCORES = OFFSET["scores"]
DECK = OFFSET["deck"]
PHASE = OFFSET["phase"]
REROLLS = OFFSET["rerolls"]
FIRST = OFFSET["first"]
LOST = OFFSET["lost"]
CURRENT = OFFSET["current"]
PRESENT = OFFSET["present"]
REROLL_VALUE = tuple(n / MAX_REROLLS for n in range(MAX_REROLLS + 1))
# By player count and observer: each seat in the observer's order, with where its army,
# discard pile and score go.
SEATS = tuple(
    tuple(
        tuple(
            ((seat + k) % players, ARMY + k * CARDS, DISCARD + k * CARDS, SCORES + k)
            for k in range(players)
        )
        for seat in range(players)
    )
    for players in range(MAX_SEATS + 1)
)
PRESENT_AT = tuple(tuple(range(PRESENT, PRESENT + players)) for players in range(MAX_SEATS + 1))


def spec(config: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
    """The named pieces, in order: the same for every configuration."""
    return dict(PIECES)


def write(state: QuestState, seat: int, out: TensorBuffer) -> None:
    """``seat``'s observation into the zero-filled ``out`` (see the module)."""
    players = state.players
    if state.deck:  # how many cards, never which nor their order
        out[DECK] = len(state.deck) / CARDS
    phase = state.phase
    dice = state.dice
    if phase == PHASE_PLAY:
        beaten = BEATEN[dice[0], dice[1], dice[2], dice[3], dice[4]]
        for number in state.line:
            out[LINE + number] = 1.0
            if beaten >> number & 1:
                out[BEATABLE + number] = 1.0
        for i in range(DICE):
            out[DICE_AT + i * FACES + dice[i]] = 1.0
    else:
        for number in state.line:
            out[LINE + number] = 1.0
    army, discard = state.army, state.discard
    solo = players == 1
    for s, army_at, discard_at, score_at in SEATS[players][seat]:
        mine = army[s]
        for number in mine:
            out[army_at + number] = 1.0
        spent = discard[s]
        for number in spent:
            out[discard_at + number] = 1.0
        score = len(mine) if solo else len(mine) + len(spent)
        if score:
            out[score_at] = score / CARDS
    for at in PRESENT_AT[players]:  # one by one: a slice costs a numpy buffer far more
        out[at] = 1.0
    out[PHASE + phase] = 1.0
    if state.rerolls:
        out[REROLLS] = REROLL_VALUE[state.rerolls]
    if state.first:
        out[FIRST] = 1.0
    if phase == PHASE_OVER and state.lost:
        out[LOST] = 1.0
    out[CURRENT + (state.seat - seat) % players] = 1.0
