"""Why a click on a board element does nothing now (``Game.why_not``), from the rules.

Asked only for a target none of the seat's legal actions has, by the seat to move (the
engine's default answers a finished game and another seat's turn first). Everything a
reason reads is face up (the boards, the Doodlers, the dice, the tiles); the bag's order,
the one secret of the game, is never looked at.
"""

from __future__ import annotations

from typing import Any

from meeple.games.doodle_jump.components import BOARD_LETTERS
from meeple.games.doodle_jump.rules import (
    FACE_MOVE,
    FACE_NAMES,
    FACE_REROLL,
    FACE_SLIDE,
    PHASE_DECIDE,
    PHASE_FALL,
    PHASE_PLAY,
    PHASE_ROLL,
    PHASE_TRAMPOLINE,
    SPECIAL,
    JumpState,
)

Reason = tuple[str, dict[str, Any]]

# what the turn waits for, outside the play phase (a reason for any target)
WAITING = {
    PHASE_ROLL: "dj.why.roll-first",
    PHASE_FALL: "dj.why.fall",
    PHASE_TRAMPOLINE: "dj.why.bounce",
}


def why_not(state: JumpState, target: str) -> Reason | None:
    """A reason of this game's rules, or None (the engine's default then answers)."""
    kind, _, name = target.partition(":")
    phase = state.phase
    if kind == "pad" and name in state.layout.by_name:
        if phase == PHASE_PLAY:
            return _pad(state, state.layout.by_name[name])
    elif kind == "board" and name in BOARD_LETTERS:
        if phase == PHASE_PLAY:
            return _board(state, BOARD_LETTERS.index(name))
    elif target == "die:S":
        if phase == PHASE_PLAY:
            return _special(state)
    elif target == "dice":
        if phase == PHASE_PLAY:
            return "dj.why.dice-play", {}
    else:
        return None
    if phase == PHASE_DECIDE:
        return _decide(state)
    if phase in WAITING:
        return WAITING[phase], {}
    return None


def _decide(state: JumpState) -> Reason:
    if state.avail & ~state.used:
        return "dj.why.decide", {}
    return "dj.why.all-used", {}


def _pad(state: JumpState, q: int) -> Reason:
    layout = state.layout
    args: dict[str, Any] = {"pad": layout.name[q], "number": layout.number[q]}
    p = state.pos[state.seat]
    if q == p:
        return "dj.why.pad-here", args
    if q in state.reach():  # within reach, so no unused dice add up to its number
        return "dj.why.pad-dice", args
    there = state.slot[layout.board[q]]
    if p < 0:
        return "dj.why.pad-first-level", args
    here = state.slot[layout.board[p]]
    if there < here:
        return "dj.why.pad-down", args
    if there == here:
        return "dj.why.pad-side", args
    if there > here + 1:
        return "dj.why.pad-too-high", args
    return "dj.why.pad-far", args


def _special(state: JumpState) -> Reason:
    """Why the special die gives no reroll now."""
    if state.used & SPECIAL:
        return "dj.why.special-used", {}
    if state.special != FACE_REROLL:
        return "dj.why.special-face", {"face": "@dj.face." + FACE_NAMES[state.special]}
    return "dj.why.reroll-none", {}


def _board(state: JumpState, b: int) -> Reason:
    if state.used & SPECIAL:
        return "dj.why.special-used", {}
    if state.special in (FACE_SLIDE, FACE_MOVE):
        # a slide is always possible one way or the other: only the top level stays
        return "dj.why.board-top", {"board": BOARD_LETTERS[b]}
    return "dj.why.board-face", {"face": "@dj.face." + FACE_NAMES[state.special]}
