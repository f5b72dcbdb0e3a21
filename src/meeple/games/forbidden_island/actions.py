"""How Forbidden Island packs an action into one integer, and the action kinds.

Bits 0-3: the kind; 4-6: the seat taking it; 7-12: ``a``; 13 and up: ``b``. What ``a``
and ``b`` hold depends on the kind (a tile, a seat, a card kind, a mask of seats).
"""

from __future__ import annotations

from meeple.games.forbidden_island.components import N_HAND_KINDS, N_TILES

MOVE = 0  # a: tile
FLY = 1  # a: tile (the Pilot's flight, once per turn)
SHORE_UP = 2  # a: tile, b: a second tile for the Engineer (b == a: one tile)
NAVIGATE = 3  # a: the seat moved, b: tile (the Navigator moving another pawn)
GIVE = 4  # a: the receiving seat, b: card kind
CAPTURE = 5  # a: treasure
END_ACTIONS = 6
DRAW_TREASURE = 7
DRAW_FLOOD = 8
DISCARD = 9  # a: card kind
SWIM = 10  # a: tile
DROWN = 11
SANDBAGS = 12  # a: tile
HELICOPTER = 13  # a: the tile the pawns leave, b: mask of the seats lifted
HELI_DROP = 14  # a: the tile the lifted pawns land on
LIFT_OFF = 15

KIND_NAMES = (
    "move", "fly", "shore-up", "navigate", "give", "capture", "end-actions", "draw-treasure",
    "draw-flood", "discard", "swim", "drown", "sandbags", "helicopter-lift", "land", "lift-off",
)  # fmt: skip
KIND_BY_NAME = {name: kind for kind, name in enumerate(KIND_NAMES)}
# Kinds that reveal something hidden: undo stops there.
CHANCE_KINDS = frozenset({DRAW_TREASURE, DRAW_FLOOD})


def pack(kind: int, seat: int, a: int = 0, b: int = 0) -> int:
    return kind | seat << 4 | a << 7 | b << 13


def unpack(action: int) -> tuple[int, int, int, int]:
    """(kind, seat, a, b)."""
    return action & 15, (action >> 4) & 7, (action >> 7) & 63, action >> 13


# ``b`` holds at most a tile (0-23), a mask of up to 4 seats (0-15) or a card kind (0-5):
# every action is below the packing of each field at its largest.
ACTION_BOUND = pack(15, 7, 63, max(N_TILES - 1, (1 << 4) - 1)) + 1


def seats_in(mask: int) -> list[int]:
    return [seat for seat in range(8) if mask >> seat & 1]


def action_space(players: int) -> list[int]:
    """Every action a table of ``players`` can ever be offered, sorted: each kind with
    every value its fields can take (any seat may hold any adventurer, any tile may lie
    anywhere), which is a superset of what the rules offer."""
    tiles = range(N_TILES)
    space: list[int] = []
    for seat in range(players):
        others = [other for other in range(players) if other != seat]
        for kind in (MOVE, FLY, SWIM, SANDBAGS, HELI_DROP):
            space += [pack(kind, seat, tile) for tile in tiles]
        space += [pack(SHORE_UP, seat, tile, second) for tile in tiles for second in tiles]
        space += [pack(NAVIGATE, seat, other, tile) for other in others for tile in tiles]
        space += [pack(GIVE, seat, other, card) for other in others for card in range(4)]
        space += [pack(CAPTURE, seat, treasure) for treasure in range(4)]
        space += [pack(DISCARD, seat, card) for card in range(N_HAND_KINDS)]
        space += [pack(kind, seat) for kind in (END_ACTIONS, DRAW_TREASURE, DRAW_FLOOD)]
        space += [pack(kind, seat) for kind in (DROWN, LIFT_OFF)]
        space += [
            pack(HELICOPTER, seat, tile, mask) for tile in tiles for mask in range(1, 1 << players)
        ]
    return sorted(space)
