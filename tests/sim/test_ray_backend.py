"""The Ray backend: one task per chunk of seeds, results in seed order, equal to a serial run."""

from __future__ import annotations

import json
import socket
import sys
import time
import types
from collections.abc import Iterator

import pytest
import ray

from meeple.engine import InvalidConfig
from meeple.sim import backends, run_games
from meeple.sim.runner import GameResult
from tests.ray_lock import one_ray_at_a_time


def _played(results: list[GameResult]) -> list[tuple]:
    return [(r.seed, r.won, r.reason, r.steps, r.returns, r.scores, r.decisions) for r in results]


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    """A local Ray of 2 CPUs for the module (starting one takes about 5 s)."""
    import ray

    with one_ray_at_a_time():
        ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
        try:
            yield
        finally:
            ray.shutdown()


@pytest.mark.parametrize(
    ("game_id", "config", "bots", "games"),
    [
        ("forbidden-island", {"players": 2}, "random", 120),
        ("forbidden-island", {"players": 3, "difficulty": "elite"}, "heuristic", 10),
        ("pentaquest", {"players": 3}, "normal", 12),
    ],
)
def test_ray_gives_exactly_the_serial_results(local_ray, game_id, config, bots, games) -> None:
    import ray

    serial: list[GameResult] = []
    remote: list[GameResult] = []
    counted: list[int] = []
    one = run_games(game_id, config, bots, games, seed=11, results=serial)
    two = run_games(
        game_id,
        config,
        bots,
        games,
        seed=11,
        results=remote,
        backend="ray",
        progress=counted.append,
    )
    assert _played(remote) == _played(serial)
    assert [r.seed for r in remote] == list(range(11, 11 + games))
    for summary in (one, two):
        summary.seconds = summary.mean_decision_ms = 0.0
    assert two == one
    assert sum(counted) == games and len(counted) > 1  # several chunks, each reported
    assert ray.is_initialized()  # not stopped: this run did not start it


def test_ray_map_keeps_the_order_of_the_jobs(local_ray) -> None:
    seen: list[int] = []
    assert backends.ray_map(_slow_square, [3, 0, 2, 1], seen.append) == [9, 0, 4, 1]
    assert sorted(seen) == [0, 1, 4, 9]


def _slow_square(n: int) -> int:
    import time

    time.sleep(0.05 * n)
    return n * n


class FakeRay(types.ModuleType):
    """Just enough of ``ray`` to see how the backend starts and stops it."""

    def __init__(self, running: bool) -> None:
        super().__init__("ray")
        self.running = running
        self.calls: list[tuple] = []

    def is_initialized(self) -> bool:
        return self.running

    def init(self, **kwargs: object) -> None:
        self.calls.append(("init", kwargs))
        self.running = True

    def cluster_resources(self) -> dict[str, float]:
        return {"CPU": 3.0}

    def shutdown(self) -> None:
        self.calls.append(("shutdown",))
        self.running = False

    def remote(self, work):  # a task runs here, at once
        return types.SimpleNamespace(remote=work)

    def get(self, result):
        return result


def test_ray_is_started_and_stopped_only_by_who_needs_it(monkeypatch) -> None:
    fake = FakeRay(running=False)
    monkeypatch.setitem(sys.modules, "ray", fake)
    with backends.ray_cluster(None, 2) as workers:
        assert workers == 3 and fake.running
    (_, init), shutdown = fake.calls
    # a Ray of its own, even where this machine runs a cluster (docs/research.md starts one)
    assert init["address"] == "local" and init["num_cpus"] == 2
    assert init["include_dashboard"] is False and init["log_to_driver"] is False
    assert shutdown == ("shutdown",)
    fake.calls.clear()
    with backends.ray_cluster("auto", 2):
        pass
    assert fake.calls[0][1]["address"] == "auto" and fake.calls[0][1]["num_cpus"] is None
    already = FakeRay(running=True)
    monkeypatch.setitem(sys.modules, "ray", already)
    with backends.ray_cluster(None, 2):
        pass
    assert already.calls == [] and already.running


def test_without_ray_installed_the_error_says_what_to_install(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # makes `import ray` fail
    with pytest.raises(InvalidConfig, match=r"install meeple\[research\]"):
        run_games("forbidden-island", {"players": 2}, "random", 2, backend="ray")
    with pytest.raises(InvalidConfig, match="unknown backend 'dask'"):
        run_games("forbidden-island", {"players": 2}, "random", 2, backend="dask")


def test_a_sweep_on_ray_writes_the_rows_of_a_serial_one(local_ray, tmp_path, capsys) -> None:
    from meeple.cli import main
    from meeple.sim.results import read_rows

    args = ["simulate", "forbidden-island", "--games", "6", "--bots", "random", "--json"]
    args += ["--grid", "players=2,3", "--grid", "difficulty=novice,elite"]
    timed = ("seconds", "mean_decision_ms")
    runs = {}
    for backend in ("local", "ray"):
        out = tmp_path / f"{backend}.jsonl"
        assert main([*args, "--backend", backend, "--out", str(out)]) == 0
        summaries = [
            {k: v for k, v in s.items() if k not in timed}
            for s in json.loads(capsys.readouterr().out)
        ]
        rows = [{k: v for k, v in r.items() if k != "seconds"} for r in read_rows(out)]
        runs[backend] = (summaries, rows)
    assert runs["ray"] == runs["local"] and len(runs["ray"][1]) == 24


def test_an_address_nobody_answers_is_refused_at_once(monkeypatch) -> None:
    with socket.socket() as probe:  # a port just freed: nothing listens there
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    started = time.monotonic()
    with pytest.raises(InvalidConfig, match=f"no Ray cluster answers at 127.0.0.1:{port}"):
        backends.check_reachable(f"127.0.0.1:{port}")
    assert time.monotonic() - started < backends.REACH_SECONDS + 1
    fake = FakeRay(running=False)  # and Ray is not even asked to join it
    monkeypatch.setitem(sys.modules, "ray", fake)
    refused = pytest.raises(InvalidConfig, match="no Ray cluster answers")
    with refused, backends.ray_cluster(f"127.0.0.1:{port}", 2):
        pass
    assert fake.calls == []
    with pytest.raises(InvalidConfig, match="auto or HOST:PORT"):
        backends.check_reachable("somewhere")


def test_workers_with_another_meeple_or_other_rules_are_refused(local_ray) -> None:
    ours = backends.versions()
    theirs = ray.get(ray.remote(backends.versions).remote())
    assert theirs == ours  # the local cluster's workers run this meeple
    backends.check_versions(ours, theirs)
    with pytest.raises(InvalidConfig, match=r"run meeple 0\.0\.1, this process"):
        backends.check_versions(ours, {**theirs, "meeple": "0.0.1"})
    older = {**theirs, "rules": {**theirs["rules"], "forbidden-island": 0}}
    with pytest.raises(InvalidConfig, match="other rules of forbidden-island"):
        backends.check_versions(ours, older)
