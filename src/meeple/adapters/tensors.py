"""The buffer a game writes its observation tensor into, seen by numpy without a copy.

A game's ``write_tensor`` sets entries one by one. Into an ``array("f")`` that costs about
half what it costs into a numpy array (a numpy item write converts a Python float through
numpy's scalar machinery), and a numpy array made with ``frombuffer`` over the same
memory sees the values at once. A writer that also assigns slices from tuples (which an
``array`` refuses) gets the numpy array itself from then on: both are buffers the engine
contract allows (``engine/game.py``, ``TensorBuffer``).
"""

from __future__ import annotations

from array import array
from typing import Any

from meeple.adapters.extras import require
from meeple.adapters.table import Position
from meeple.engine.game import Seat

(np,) = require("numpy")


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
