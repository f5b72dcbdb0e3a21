"""meeple: play, study and simulate board games.

>>> import meeple
>>> game = meeple.load("forbidden-island")
>>> state = game.setup({"players": 2}, seed=7)
>>> state.to_move()
0
>>> [g.id for g in meeple.games()]  # doctest: +NORMALIZE_WHITESPACE
['doodle-jump', 'forbidden-desert', 'forbidden-island', 'pentaquest', 'portal-dash',
 'risk-junior-narnia']
"""

import meeple.games as games  # callable: meeple.games() lists every registered game
from meeple.engine import load

__all__ = ["games", "load"]
__version__ = "0.1.0"
