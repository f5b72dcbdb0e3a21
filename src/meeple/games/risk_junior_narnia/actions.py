"""How Risk Junior Narnia packs an action into one integer, and the action kinds.

Bits 0-3: the kind; 4-5: the seat taking it; 6-7: a colour (setup picks); 8-13: ``a``, a
territory, a character, a card or an army kind (0 faun/boggle, 1 centaur/minotaur);
14-19: ``n`` (armies moved); 20-24: ``m`` (elites moved); bit 25: a flag (``nosend``,
``reinforce:none``, a move with the character).

String ids (``notation.action_id``): ``1:character:red:lucy``, ``0:camp:witch:telmar``,
``0:draw``, ``0:place:beruna``, ``1:take:susan``, ``0:territory``, ``0:target:beruna``,
``0:play:fog``, ``0:send:maugrim``, ``0:nosend``, ``0:reinforce:telmar``,
``0:reinforce:none``, ``2:roll``, ``2:hit:centaur``, ``0:stone:faun``,
``0:move:galma:3:0``, ``0:move:galma:3:0:peter``, ``0:stop``, ``1:double:maugrim``,
``1:double:none``.
"""

from __future__ import annotations

CHARACTER = 0
CAMP = 1
DRAW = 2
PLACE = 3
TAKE = 4
TERRITORY = 5
TARGET = 6
PLAY = 7
SEND = 8
REINFORCE = 9
ROLL = 10
HIT = 11
STONE = 12
MOVE = 13
STOP = 14
DOUBLE = 15  # a double thrown: hit the enemy character ``a``, or (the flag) not

KIND_NAMES = (
    "character",
    "camp",
    "draw",
    "place",
    "take",
    "territory",
    "target",
    "play",
    "send",
    "reinforce",
    "roll",
    "hit",
    "stone",
    "move",
    "stop",
    "double",
)

FLAG = 1 << 25
ACTION_BOUND = FLAG << 1  # every packed action is below: the flag is the highest bit


def pack(kind: int, seat: int, colour: int = 0, a: int = 0, n: int = 0, m: int = 0) -> int:
    return kind | seat << 4 | colour << 6 | a << 8 | n << 14 | m << 20


def unpack(action: int) -> tuple[int, int, int, int, int, int, bool]:
    """(kind, seat, colour, a, n, m, flag)."""
    return (
        action & 15,
        (action >> 4) & 3,
        (action >> 6) & 3,
        (action >> 8) & 63,
        (action >> 14) & 63,
        (action >> 20) & 31,
        bool(action & FLAG),
    )
