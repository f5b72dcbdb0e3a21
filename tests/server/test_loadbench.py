"""``meeple bench server``: a tiny run end to end, and the integrity check on its own."""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from meeple.bench import scenarios
from meeple.bench import server as loadbench
from meeple.bench.server import KeptTable, check_integrity, percentile
from meeple.cli import main
from meeple.engine import Match

KEYS = {
    "moves_per_second",
    "p50_ms",
    "p95_ms",
    "p99_ms",
    "errors",
    "memory_per_table_kb",
    "lost_or_duplicated",
    "server_cpu_ms_per_move",
}


def test_a_tiny_bench_plays_through_the_real_server(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MEEPLE_DB", raising=False)  # a fresh SQLite file of its own
    args = ["bench", "server", "--tables", "3", "--seconds", "3", "--think-ms", "0", "--json"]
    assert main(args) == 0
    out, err = capsys.readouterr()
    assert err == ""
    data = json.loads(out)  # one JSON object and nothing else
    assert set(data) >= KEYS
    assert data["errors"] == 0, data["error_kinds"]
    assert data["lost_or_duplicated"] == 0, data["integrity_problems"]
    assert data["moves"] > 0 and data["moves_per_second"] > 0
    assert 0 < data["p50_ms"] <= data["p95_ms"] <= data["p99_ms"] <= data["max_ms"]
    assert data["tables_checked"] >= 3  # every table played, replacements included
    cpu_ms = data["server_cpu_percent"] / 100 * data["seconds"] * 1000
    assert data["server_cpu_ms_per_move"] == pytest.approx(cpu_ms / data["moves"], rel=0.05)


def test_game_benches_refuse_the_server_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "forbidden-island", "--seconds", "0.1", "--tables", "3"]) == 2
    assert "meeple bench server" in capsys.readouterr().err


def test_the_server_bench_refuses_game_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "server", "--difficulty", "elite"]) == 2
    assert "no game options" in capsys.readouterr().err


def played(seed: int, moves: int) -> Match:
    match = Match("forbidden-island", {"players": 2}, seed)
    for _ in range(moves):
        state = match.state
        match.play(state.legal_actions(state.to_move())[0])
    return match


def seen(match: Match) -> dict[str, object]:
    return {"actions": list(match.record.actions), "finished": False, "pending": []}


def kept(match: Match, actions: list[str] | None = None) -> KeptTable:
    stored = replace(match.record, actions=list(actions or match.record.actions))
    return KeptTable(stored, match.state.serialize())


def test_integrity_passes_a_faithful_record() -> None:
    match = played(7, 12)
    assert check_integrity({"t": seen(match)}, {"t": kept(match)}) == (0, [])


@pytest.mark.parametrize("change", ["lost", "duplicated", "other", "missing"])
def test_integrity_catches_a_lost_or_duplicated_action(change: str) -> None:
    match = played(7, 12)
    actions = list(match.record.actions)
    stored = {"t": kept(match)}
    if change == "lost":
        stored = {"t": kept(match, actions[:5] + actions[6:])}
    elif change == "duplicated":
        stored = {"t": kept(match, [*actions[:6], actions[5], *actions[6:]])}
    elif change == "other":
        stored = {"t": KeptTable(match.record, played(8, 12).state.serialize())}
    else:
        stored = {}
    bad, problems = check_integrity({"t": seen(match)}, stored)
    assert bad == 1 and problems[0].startswith("table t: ")


def test_percentile_is_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert [percentile(values, q) for q in (50, 95, 99, 100)] == [50, 95, 99, 100]
    assert percentile([], 99) == 0 and percentile([3.0], 50) == 3


def test_the_default_database_is_a_fresh_sqlite_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEEPLE_DB", raising=False)
    with loadbench.database(loadbench.LoadOptions()) as url:
        assert url.startswith("sqlite:///") and url.endswith("bench.sqlite")
    monkeypatch.setenv("MEEPLE_DB", "/tmp/x.db")
    with loadbench.database(loadbench.LoadOptions()) as url:
        assert url == "sqlite:////tmp/x.db"


# -- the hostile scenarios (issue 17): tiny sizes, figures present and sane, never timed --


def bench_json(args: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    assert main(["bench", "server", *args, "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    data: dict[str, Any] = json.loads(out)
    return data


def test_a_short_flood_is_measured_and_its_socket_closed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MEEPLE_DB", raising=False)
    args = ["--flood", "--flood-messages", "500", "--tables", "2", "--seconds", "5"]
    data = bench_json([*args, "--think-ms", "100"], capsys)
    assert data["lost_or_duplicated"] == 0, data["integrity_problems"]
    flood = data["flood"]
    assert 0 < flood["sent"] <= flood["messages"] == 500
    assert 0 < flood["rss_before_kb"] <= flood["rss_peak_kb"]
    assert flood["memory_growth_mb"] >= 0
    assert flood["moves_during"] > 0 and flood["p99_during_ms"] > 0
    assert flood["close_code"] is not None, flood  # the server closed the flooding socket
    assert flood["read_after_s"] is not None and flood["read_after_s"] < 5


def test_a_slow_bot_plays_in_the_pool_beside_the_people(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table of stub bots burning 0.2 s a decision (``meeple serve --stub-bots``): it
    moves, and the people's moves are measured apart from its own."""
    monkeypatch.delenv("MEEPLE_DB", raising=False)
    args = ["--slow-bot", "0.2", "--tables", "2", "--seconds", "4", "--think-ms", "100"]
    data = bench_json(args, capsys)
    assert data["lost_or_duplicated"] == 0, data["integrity_problems"]
    slow = data["slow_bot"]
    assert slow["table"] and slow["bot_moves"] >= 2 and slow["burn_seconds"] == 0.2
    assert slow["p99_ms"] > 0


def test_spectators_are_opened_and_watch_every_move(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MEEPLE_DB", raising=False)
    data = bench_json(["--spectators", "20"], capsys)
    assert data["opened"] == 20 and data["failures"] == {} and data["dropped"] == 0
    # Compressing the same state once per socket would cost more than everything else:
    # the server turns down the permessage-deflate every browser asks for.
    assert data["compressed"] == 0
    assert 0 < data["moves"] <= scenarios.SPECTATOR_MOVES  # fewer if the island sank first
    assert data["open_cpu_s"] >= 0 and data["cpu_per_move_ms"] >= 0
    assert 0 < data["move_p99_ms"] <= data["all_seen_p99_ms"]


def test_creations_are_counted_created_or_refused(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MEEPLE_DB", raising=False)
    data = bench_json(["--creations", "50"], capsys)
    assert data["created"] + sum(data["refused"].values()) == data["asked"] == 50
    assert data["created"] > 0
    assert data["probes"] == sum(data["probe_statuses"].values())
    assert data["probe_p50_ms"] <= data["probe_p99_ms"] <= data["probe_max_ms"]


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (["--flood", "--spectators", "3"], "--flood and --spectators"),
        (["--spectators", "0"], "--spectators"),
        (["--creations", "5", "--tables", "3"], "--tables"),
        (["--spectators", "5", "--seconds", "3"], "--seconds"),
        (["--flood-messages", "10"], "--flood-messages"),
        (["--flood", "--seconds", "2"], "--seconds"),
    ],
)
def test_bad_scenario_options_are_refused(
    args: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["bench", "server", *args]) == 2
    assert named in capsys.readouterr().err


def test_game_benches_refuse_the_scenarios(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "forbidden-island", "--spectators", "3"]) == 2
    assert "meeple bench server" in capsys.readouterr().err


def test_the_flood_p99_leaves_out_the_flooded_table() -> None:
    result = loadbench.LoadResult(
        options=loadbench.LoadOptions(seconds=8),
        seconds=8,
        moves=4,
        latencies_ms=[1.0, 2.0, 900.0, 3.0],
        sent_times=[1.0, 5.0, 5.0, 6.0],  # the flood starts at a quarter: 2 s
        client_lags_ms=[],
        server_cpu=0,
        server_waiting=0,
        errors=Counter(),
        tables_played=2,
        tables_finished=0,
        rss_start_kb=0,
        rss_end_kb=0,
        latency_tables=["a", "a", "flooded", "b"],
    )
    figures = scenarios.FloodFigures("flooded", 10)
    scenarios.split_latencies(result, figures)
    assert (figures.p99_before_ms, figures.p99_during_ms, figures.moves_during) == (1, 3, 2)


def test_server_cpu_is_read_from_proc() -> None:
    spent = scenarios.server_cpu_seconds(os.getpid())
    end = time.process_time() + 0.05
    while time.process_time() < end:
        pass
    assert scenarios.server_cpu_seconds(os.getpid()) > spent > 0
    assert scenarios.server_cpu_seconds(2**22 + 1) == 0  # no such process


def test_the_bench_lifts_the_creation_limits_but_the_creations_scenario_keeps_them() -> None:
    lifted = loadbench.serve_command(8000, "sqlite://")
    assert lifted[lifted.index("--table-burst") + 1] == "1000000"
    assert "--table-burst" not in scenarios.serve_with_default_limits(8000, "sqlite://")
