"""``meeple bench server``: a tiny run end to end, and the integrity check on its own."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

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
