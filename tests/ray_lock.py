"""One Ray at a time on this machine, across the test workers.

A Ray that stops sends SIGTERM to the raylets of every other Ray started on the machine
(``ray stop`` does it on purpose, a local ``ray.shutdown()`` too, as met in the logs), so
the tests that start one hold this lock, a file lock the pytest-xdist workers share.
"""

from __future__ import annotations

import fcntl
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

LOCK = Path(tempfile.gettempdir()) / "meeple-tests-ray.lock"


@contextmanager
def one_ray_at_a_time() -> Iterator[None]:
    with LOCK.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)  # waits for the worker holding it
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
