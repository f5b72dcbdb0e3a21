"""One package per game. ``meeple.games()`` also lists them.

Importing a game package sets ``meeple.games`` to this package, which would hide the
``meeple.games()`` function; so this module is itself callable (module ``__class__``
assignment is a supported Python feature).
"""

import sys
import types

from meeple.engine.game import Game
from meeple.engine.registry import games as _registered_games


class _CallableModule(types.ModuleType):
    def __call__(self) -> list[Game]:
        return _registered_games()


sys.modules[__name__].__class__ = _CallableModule
