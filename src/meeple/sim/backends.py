"""Where the runner's chunks of games run besides this process: a Ray cluster.

Ray is optional (the ``research`` extra), so it is imported only when a run asks for it,
and its absence is a one-line :class:`InvalidConfig`. The work function is given, not
imported from the runner, so this module knows nothing of games.
"""

from __future__ import annotations

import functools
import logging
import os
import socket
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from meeple.engine.errors import InvalidConfig

J = TypeVar("J")
R = TypeVar("R")

INSTALL_HINT = "the ray backend needs Ray: install meeple[research]"
REACH_SECONDS = 5.0  # how long a cluster's address may take to answer before we give up


def check_reachable(address: str, seconds: float = REACH_SECONDS) -> None:
    """:class:`InvalidConfig` unless something answers at ``address`` (HOST:PORT) within
    ``seconds``: Ray itself retries an address for minutes before it says it is wrong."""
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise InvalidConfig(f"a Ray address is auto or HOST:PORT, not {address!r}")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=seconds).close()
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise InvalidConfig(f"no Ray cluster answers at {address} ({reason})") from None


def use_cluster_token() -> None:
    """Join a cluster with its authentication token, if this machine has one.

    Ray (2.5x and later) protects a cluster with a token kept in ``~/.ray/auth_token``
    (or ``$RAY_AUTH_TOKEN`` / ``$RAY_AUTH_TOKEN_PATH``), but uses it to join a cluster
    at an explicit address only in token mode (``RAY_AUTH_MODE=token``). A researcher who
    copied the head's token expects it to be used, so we turn token mode on then, unless
    ``RAY_AUTH_MODE`` says otherwise. Ray reads the mode once, when it is imported."""
    if "RAY_AUTH_MODE" in os.environ:
        return
    path = os.environ.get("RAY_AUTH_TOKEN_PATH") or Path.home() / ".ray" / "auth_token"
    if os.environ.get("RAY_AUTH_TOKEN") or Path(path).is_file():
        os.environ["RAY_AUTH_MODE"] = "token"


def versions() -> dict[str, Any]:
    """What must be the same on every node of a run: meeple's version and each game's
    rules version (a worker with other rules would play other games)."""
    import meeple
    from meeple.engine.registry import games

    return {
        "meeple": meeple.__version__,
        "rules": {game.id: game.info.rules_version for game in games()},
    }


def check_versions(ours: dict[str, Any], theirs: dict[str, Any]) -> None:
    """:class:`InvalidConfig` if the cluster's workers run another meeple than we do."""
    if theirs["meeple"] != ours["meeple"]:
        raise InvalidConfig(
            f"the Ray workers run meeple {theirs['meeple']}, this process {ours['meeple']}:"
            " install the same meeple on every node"
        )
    differ = sorted(
        game for game in ours["rules"] if theirs["rules"].get(game) != ours["rules"][game]
    )
    if differ:
        raise InvalidConfig(
            f"the Ray workers play other rules of {', '.join(differ)}:"
            " install the same meeple on every node"
        )


def import_ray() -> ModuleType:
    """The ``ray`` module, or :class:`InvalidConfig` saying how to install it."""
    try:
        import ray
    except ImportError:
        raise InvalidConfig(INSTALL_HINT) from None
    return ray


@contextmanager
def ray_cluster(address: str | None, processes: int) -> Iterator[int]:
    """Ray, connected for the ``with`` block; yields the cluster's CPU count.

    Joins the cluster at ``address`` or starts a local Ray with ``processes`` CPUs, unless
    Ray already runs in this process (a sweep keeps one Ray for all its cells). Ray is
    shut down at the end only if it was started here.
    """
    if address is not None and address != "auto":  # before Ray is imported: it reads
        check_reachable(address)  # its authentication mode when it starts
        use_cluster_token()
    ray = import_ray()
    started = False
    if not ray.is_initialized():
        try:
            ray.init(
                # without an address, a Ray of our own: never a cluster this machine
                # happens to have started (which would refuse num_cpus)
                address=address or "local",
                num_cpus=None if address else max(1, processes),
                include_dashboard=False,
                log_to_driver=False,
                logging_level=logging.WARNING,  # not "Started a local Ray instance"
            )
        except ConnectionError as error:  # no cluster at that address
            raise InvalidConfig(f"cannot reach a Ray cluster at {address}: {error}") from None
        started = True
    try:
        if address is not None:  # a cluster of other machines: check them first
            check_versions(versions(), ray.get(ray.remote(versions).remote()))
        yield max(1, int(ray.cluster_resources().get("CPU", 1)))
    finally:
        if started:
            ray.shutdown()


@functools.cache
def _remote(work: Callable[..., Any]) -> Any:
    """``work`` as a Ray remote function, made once (each one is shipped to the workers)."""
    return import_ray().remote(work)


def ray_map(
    work: Callable[[J], R], jobs: Sequence[J], done: Callable[[R], None] | None = None
) -> list[R]:
    """``[work(job) for job in jobs]``, one Ray task per job, in the order of ``jobs``;
    ``done`` sees each result as soon as its task ends (in whatever order they end)."""
    ray = import_ray()
    remote = _remote(work)
    refs = [remote.remote(job) for job in jobs]
    place = {ref: index for index, ref in enumerate(refs)}
    results: list[Any] = [None] * len(refs)
    pending = list(refs)
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        for ref in ready:
            result = ray.get(ref)
            results[place[ref]] = result
            if done is not None:
                done(result)
    return results


__all__ = [
    "INSTALL_HINT",
    "check_reachable",
    "check_versions",
    "import_ray",
    "ray_cluster",
    "ray_map",
    "versions",
]
