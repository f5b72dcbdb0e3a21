"""The dense action codec of one game and configuration.

meeple packs an action's fields into one int (Portal Dash's reach 67 million), while
OpenSpiel and PettingZoo want actions numbered from 0 with a mask as long as the count
(``num_distinct_actions``, ``Discrete(n)``). The codec numbers the game's sorted
``action_space`` densely, so index order follows meeple's int order, and adds one ``PASS``
index at the end: a seat declining to act in an interjection window (see turns.py).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from meeple.engine.errors import InvalidConfig
from meeple.engine.game import Action, Game


class ActionCodec:
    """``space[i]`` is the meeple action of index ``i``; ``index[action]`` the reverse;
    ``PASS == n - 1`` is the pass of an interjection window."""

    __slots__ = ("PASS", "index", "n", "space")

    def __init__(self, space: Sequence[Action]) -> None:
        actions = tuple(space)
        if list(actions) != sorted(set(actions)):
            raise InvalidConfig("an action space lists each action once, sorted")
        self.space = actions
        self.index: dict[Action, int] = {action: i for i, action in enumerate(actions)}
        self.PASS = len(actions)
        self.n = len(actions) + 1

    def encode(self, actions: Sequence[Action]) -> list[int]:
        """The sorted indices of ``actions`` (meeple's legal actions come in any order)."""
        return sorted(map(self.index.__getitem__, actions))


_codecs: dict[tuple[str, str], ActionCodec] = {}


def config_key(config: Mapping[str, Any]) -> str:
    """A checked config as a hashable key (its lists become JSON)."""
    return json.dumps(config, sort_keys=True, separators=(",", ":"))


def codec_for(game: Game, config: Mapping[str, Any]) -> ActionCodec:
    """The codec of ``game`` under its checked ``config``, built once and shared."""
    key = (game.info.id, config_key(config))
    codec = _codecs.get(key)
    if codec is None:
        codec = _codecs[key] = ActionCodec(game.action_space(config))
    return codec
