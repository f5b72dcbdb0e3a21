"""Risk Junior Narnia's action space: every action that can be legal under a configuration,
enumerated from the fields of the packing (actions.py), for the research adapters' dense
codec (``Game.action_space``).

The packed ints reach 34.7 million, but few field values ever meet: the seat is one in
play, a colour its own seat's, ``a`` a territory, a character or a keep card, and ``n``/``m``
(armies moved on after a conquest) are bounded by what one battle can bring: the armies
placed for it (3, plus the Pavilion cards' extra ones) and one elite (``_send``). A
conquered territory holds exactly the attackers left, so no move carries more.
"""

from __future__ import annotations

from meeple.games.risk_junior_narnia.actions import (
    CAMP,
    CHARACTER,
    DOUBLE,
    DRAW,
    FLAG,
    HIT,
    MOVE,
    PLACE,
    PLAY,
    REINFORCE,
    ROLL,
    SEND,
    STONE,
    STOP,
    TAKE,
    TARGET,
    TERRITORY,
    pack,
)
from meeple.games.risk_junior_narnia.board import COUNT
from meeple.games.risk_junior_narnia.cards import CARDS, KEEP
from meeple.games.risk_junior_narnia.characters import CHARACTERS, CHOOSABLE, WARDROBE_CHARS
from meeple.games.risk_junior_narnia.rules import COLOURS_IN_PLAY, SEAT_OF, WITCH

# _send places 3 armies plus this turn's extra ones, and 1 elite.
SENT_ARMIES = 3
SENT_ELITES = 1
# The most extra armies one turn can add: every ``extra`` card played (the Pavilions).
MOST_EXTRA = max(
    sum(value for kind, value in effects if kind == "extra")
    for effects in ([c.aslan for c in CARDS], [c.witch for c in CARDS])
)
MOST_ARMIES_MOVED = SENT_ARMIES + MOST_EXTRA  # with the elite, one must stay behind
KEEP_CARDS = tuple(card for card in range(len(CARDS)) if KEEP[card])


def _seat_actions(seat: int, camps: bool) -> list[int]:
    """What a seat may do on any colour's turn, for whichever colour it plays."""
    acts = [pack(kind, seat) for kind in (DRAW, TERRITORY, ROLL, STOP)]
    for t in range(COUNT):
        acts += [pack(PLACE, seat, a=t), pack(TARGET, seat, a=t)]
        if camps:
            acts.append(pack(REINFORCE, seat, a=t))
    if camps:
        acts.append(pack(REINFORCE, seat) | FLAG)
    acts += [pack(TAKE, seat, a=c) for c in WARDROBE_CHARS]
    acts += [pack(PLAY, seat, a=card) for card in KEEP_CARDS]
    acts += [pack(kind, seat, a=kind_of_army) for kind in (HIT, STONE) for kind_of_army in (0, 1)]
    for c in range(len(CHARACTERS)):
        acts += [pack(SEND, seat, a=c), pack(DOUBLE, seat, a=c)]
    acts += [pack(SEND, seat) | FLAG, pack(DOUBLE, seat) | FLAG]
    for t in range(COUNT):
        for m in range(SENT_ELITES + 1):
            for n in range(MOST_ARMIES_MOVED + 1 - m):
                if n + m:
                    move = pack(MOVE, seat, a=t, n=n, m=m)
                    acts += [move, move | FLAG]
    return acts


def action_space(players: int, camp_reinforcement: bool) -> list[int]:
    """Every action legal in some game of ``players`` (``camp_reinforcement``: the
    advanced option that adds the reinforce actions), sorted."""
    seat_of = SEAT_OF[players]
    acts: list[int] = []
    for colour in COLOURS_IN_PLAY[players]:
        seat = seat_of[colour]
        acts += [pack(CAMP, seat, colour, t) for t in range(COUNT)]
        if colour != WITCH:
            acts += [pack(CHARACTER, seat, colour, c) for c in CHOOSABLE]
    for seat in range(players):
        acts += _seat_actions(seat, camp_reinforcement)
    return sorted(set(acts))
