"""meeple: play, study and simulate board games.

>>> import meeple
>>> game = meeple.load("forbidden-island")
>>> state = game.setup({"players": 2}, seed=7)
>>> state.to_move()
0
>>> [g.id for g in meeple.games()]  # doctest: +NORMALIZE_WHITESPACE
['doodle-jump', 'forbidden-desert', 'forbidden-island', 'pandemic', 'pentaquest',
 'portal-dash', 'risk-junior-narnia']
"""

from meeple import compiled

compiled.guard()  # before any compiled module is imported: never a build older than its source

import meeple.games as games  # noqa: E402  callable: meeple.games() lists every registered game
from meeple.engine import load  # noqa: E402

__all__ = ["games", "load"]
__version__ = "0.1.0"
