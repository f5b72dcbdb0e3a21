"""Who decides at each node of an adapter's game tree: interjection windows.

OpenSpiel and PettingZoo have one acting player per node, while meeple lets a seat play
an action out of turn (a Helicopter Lift, a Sandbags card) at any decision. The adapters
make the engine's own rule (``engine/driver.py``: other seats are asked in table order
after the seat to move, the first that interjects acts) into explicit nodes:

- ``"windows"`` (the default): before the seat to move acts, each other seat holding
  out-of-turn actions, in table order after it, gets a node offering its own actions and
  ``PASS``. A seat that passed is not asked again at this position; any real action
  makes a new position. When no such seat is left, the seat to move decides, among its
  own actions only. An agent that always passes plays like ``RandomAgent`` would.
- ``"mover"``: for co-operative games only (one team, one result): the seat to move may
  pick any seat's legal action, as one player controlling the team would.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from meeple.engine.errors import InvalidConfig
from meeple.engine.game import Action, Game, Seat, State

Mode = Literal["windows", "mover"]
MODES: tuple[Mode, ...] = ("windows", "mover")


class Decision(NamedTuple):
    """One node: the deciding seat, its meeple actions (unsorted), whether it is a
    window (so ``PASS`` is offered too)."""

    seat: Seat
    actions: list[Action]
    window: bool


def check_mode(game: Game, mode: str) -> Mode:
    """``mode`` if ``game`` allows it, else :class:`InvalidConfig` naming why."""
    for known in MODES:
        if mode == known:
            if known == "mover" and not game.info.cooperative:
                raise InvalidConfig(
                    f'interjections="mover" is for co-operative games only, not {game.info.id}'
                )
            return known
    raise InvalidConfig(f"interjections must be windows or mover, not {mode!r}")


def decide(state: State, passed: int, mode: Mode) -> Decision | None:
    """The decision at ``state`` once the seats in the bit mask ``passed`` have passed
    at this position; None when the game is over."""
    mover = state.to_move()
    if mover is None:
        return None
    legal = state.legal_actions()
    if mode == "mover":
        return Decision(mover, legal, False)
    seats = list(map(state.action_seat, legal))
    if seats.count(mover) == len(seats):  # nobody else may act: no window (most nodes)
        return Decision(mover, legal, False)
    players = state.players
    for offset in range(1, players):
        other = (mover + offset) % players
        if not passed >> other & 1 and other in seats:
            return Decision(other, _of(other, legal, seats), True)
    return Decision(mover, _of(mover, legal, seats), False)


def _of(seat: Seat, actions: list[Action], seats: list[Seat]) -> list[Action]:
    return [action for action, owner in zip(actions, seats, strict=True) if owner == seat]
