"""What Forbidden Island lends the generic search bot (``meeple.agents.search``): the
heuristic as its guide, the fast bot's rules for playouts, and a value where a playout
stops.

The value is the team's chance to win, a logistic of a few features of the position,
fitted to 13,438 positions of 300 games of the heuristic bot (2-4 players, every
difficulty; seeds 5000-5299): captured treasures, the water level, sunk and flooded tiles,
treasures down to their last tile, the treasure cards gathered (the most of a kind in one
hand), special cards held, the player count. In-sample, positions it gives under 20% went
on to win 9%, 40-60% won 50%, over 80% won 91% (log loss 0.437 against 0.596 for the base
rate).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import cast

from meeple.engine.game import State
from meeple.engine.hints import Playout, SearchHints
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.bot import HeuristicBot
from meeple.games.forbidden_island.fast import fast_policy
from meeple.games.forbidden_island.rules import IslandState

SUNK, FLOODED = c.SUNK, c.FLOODED
HORIZON = 10  # playout steps before the value: about one turn and its draws

# The logistic's weights (see the module's docstring)
W_BASE = -0.632
W_CAPTURED = 2.135
W_LEVEL = -0.487
W_SUNK = -0.189
W_FLOODED = -0.144
W_LAST_TILE = -0.700
W_CARDS = 0.319
W_HELI = 0.166
W_SAND = 0.257
W_PLAYERS = {2: 0.0, 3: 0.254, 4: -0.316}


def value(state: State) -> Sequence[float]:
    """The team's chance to win from here, for every seat."""
    s = cast(IslandState, state)
    outcome = s.result
    players = len(s.hands)
    if outcome is not None:
        return [1.0 if outcome.won else 0.0] * players
    tiles = s.tiles
    captured = s.captured
    x = W_BASE + W_LEVEL * s.level + W_PLAYERS.get(players, 0.0)
    x += W_SUNK * tiles.count(SUNK) + W_FLOODED * tiles.count(FLOODED)
    hands = s.hands
    for k in range(4):
        if captured[k]:
            x += W_CAPTURED
            continue
        a, b = c.TREASURE_TILES[k]
        if tiles[a] == SUNK or tiles[b] == SUNK:
            x += W_LAST_TILE
        x += W_CARDS * min(4, max(hand[k] for hand in hands))
    for hand in hands:
        x += W_HELI * hand[c.HELICOPTER] + W_SAND * hand[c.SANDBAGS]
    chance = 1.0 / (1.0 + math.exp(-x))
    return [chance] * players


HINTS = SearchHints(
    rollout=cast(Playout, fast_policy), value=value, horizon=HORIZON, guide=HeuristicBot
)
