"""The buffers a game writes its observation tensor into, seen by numpy without a copy.

A game's ``write_tensor`` sets entries one by one (and runs by slices from an
``array("f")``). Into an ``array("f")`` an entry costs about half what it costs into a
numpy array (a numpy item write converts a Python float through numpy's scalar
machinery), and a numpy array made with ``frombuffer`` over the same memory sees the
values at once. :class:`Fresh` gives a new tensor per call (``observation_tensor``,
PettingZoo's observations); :class:`Scratch` reuses one (an observer's ``tensor``). A
writer that refuses an ``array("f")`` (a slice assigned from a tuple; every meeple game
takes one, ``tests/adapters/test_tensor_buffers.py``) gets a numpy array from then on:
both are buffers the engine contract allows (``engine/game.py``, ``TensorBuffer``).
"""

from __future__ import annotations

from array import array
from typing import Any

from meeple.adapters.extras import require
from meeple.adapters.table import Position
from meeple.engine.game import Seat

(np,) = require("numpy")


class Fresh:
    """A new tensor at every call (the caller's to keep), for ``observation_tensor`` and
    PettingZoo's observations: an ``array("f")`` made from zero bytes (one copy), written,
    and seen by numpy without a second copy, so no buffer is zeroed and then copied."""

    __slots__ = ("numpy_only", "zeros")

    def __init__(self, size: int) -> None:
        self.zeros = bytes(4 * size)
        self.numpy_only = False  # a writer refused an array("f"): write into numpy

    def __reduce__(self) -> tuple[Any, ...]:
        return (Fresh, (len(self.zeros) // 4,))

    def write(self, position: Position, seat: Seat) -> Any:
        """``seat``'s observation, a new numpy float32 array."""
        if not self.numpy_only:
            items = array("f", self.zeros)
            try:
                position.write_tensor(seat, items)
                return np.frombuffer(items, np.float32)
            except TypeError:
                self.numpy_only = True
        values = np.zeros(len(self.zeros) // 4, np.float32)
        position.write_tensor(seat, values)
        return values


class Scratch:
    """One reusable tensor: ``values`` is the numpy float32 view of the buffer."""

    __slots__ = ("items", "values")

    def __init__(self, size: int) -> None:
        self.items: array[float] | None = array("f", bytes(4 * size))
        self.values: Any = np.frombuffer(self.items, np.float32)

    def __reduce__(self) -> tuple[Any, ...]:
        # a pickled numpy view would come back as a copy, no longer over the buffer
        return (Scratch, (len(self.values),))

    def write(self, position: Position, seat: Seat) -> Any:
        """Zero the buffer, write ``seat``'s observation into it; the numpy view (reused:
        copy it to keep it)."""
        values = self.values
        values.fill(0.0)
        items = self.items
        if items is not None:
            try:
                position.write_tensor(seat, items)
                return values
            except TypeError:  # a slice assigned from a tuple: numpy takes that
                self.items = None
                values.fill(0.0)
        position.write_tensor(seat, values)
        return values
