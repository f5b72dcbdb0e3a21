"""Results files: one row per game, written and read back the same in every format."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import meeple
from meeple.engine import InvalidConfig, MeepleError
from meeple.sim import run_games
from meeple.sim.results import NAMES, check_path, read_rows, rows_of, write_rows


def _rows(game_id: str, config: dict, bots: str, games: int) -> list[dict]:
    results: list = []
    summary = run_games(game_id, config, bots, games, seed=4, results=results)
    return rows_of(summary, results)


def test_a_row_says_what_was_played_and_how_it_ended() -> None:
    rows = _rows("forbidden-island", {"players": 3, "difficulty": "elite"}, "random", 3)
    assert [row["seed"] for row in rows] == [4, 5, 6]
    first = rows[0]
    assert tuple(first) == NAMES
    assert first["config"]["players"] == 3 and first["config"]["difficulty"] == "elite"
    assert first["bots"] == ["random"] * 3 and first["budgets"] == [None] * 3
    assert first["won"] in (True, False) and first["firsts"] is None and first["scores"] is None
    assert first["returns"] == ([1.0] * 3 if first["won"] else [-1.0] * 3)
    assert first["reason"].startswith("fi.outcome.") and first["steps"] > 0
    assert first["seconds"] > 0
    assert first["meeple_version"] == meeple.__version__
    assert first["rules_version"] == meeple.load("forbidden-island").info.rules_version


def test_competitive_rows_carry_scores_and_first_place() -> None:
    for row in _rows("pentaquest", {"players": 3}, "normal", 3):
        assert row["won"] is None and len(row["scores"]) == 3
        assert all(row["scores"][seat] == max(row["scores"]) for seat in row["firsts"])


@pytest.mark.parametrize("suffix", [".jsonl", ".csv", ".parquet"])
def test_every_format_reads_back_what_was_written(tmp_path: Path, suffix: str) -> None:
    rows = _rows("pentaquest", {"players": 2}, "normal", 3)
    rows += _rows("forbidden-island", {"players": 2}, "random", 2)  # nulls, bools, lists
    path = tmp_path / f"games{suffix}"
    write_rows(path, rows)
    back = read_rows(path)
    assert back == rows
    assert [type(row["seconds"]) for row in back] == [float] * 5
    assert [type(seat) for seat in back[0]["firsts"]] == [int] * len(back[0]["firsts"])
    assert back[3]["won"] is False and back[3]["firsts"] is None


def test_csv_is_flat_and_parquet_keeps_native_lists(tmp_path: Path) -> None:
    import pyarrow.parquet as pq

    rows = _rows("pentaquest", {"players": 2}, "normal", 2)
    write_rows(tmp_path / "games.csv", rows)
    header, line, *_ = (tmp_path / "games.csv").read_text().splitlines()
    assert header.split(",") == list(NAMES)
    assert line.startswith("pentaquest,4,")
    write_rows(tmp_path / "games.parquet", rows)
    table = pq.read_table(tmp_path / "games.parquet")
    assert table.column("scores").to_pylist() == [row["scores"] for row in rows]
    assert json.loads(table.column("config")[0].as_py()) == {"players": 2}


def test_bad_file_names_are_refused_before_writing(tmp_path: Path) -> None:
    with pytest.raises(InvalidConfig, match=r"\.jsonl, \.csv, \.parquet"):
        check_path(tmp_path / "games.txt")
    with pytest.raises(InvalidConfig, match="no folder"):
        check_path(tmp_path / "nowhere" / "games.csv")
    assert check_path(tmp_path / "games.CSV") == ".csv"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("name", "content", "fragment"),
    [
        ("missing.csv", None, "no results file"),
        ("empty.jsonl", "", "holds no games"),
        ("empty.csv", ",".join(NAMES) + "\n", "holds no games"),
        ("other.jsonl", '{"a": 1}\n', "row 1 has no game"),
        ("broken.jsonl", "{not json\n", "cannot read"),
        ("other.csv", "a,b\n1,2\n", "no column game"),
        ("broken.parquet", "not parquet", "cannot read"),
        ("games.txt", "", ".jsonl"),
    ],
)
def test_unreadable_files_are_one_clear_error(
    tmp_path: Path, name: str, content: str | None, fragment: str
) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_text(content)
    with pytest.raises(MeepleError, match=fragment) as caught:
        read_rows(path)
    assert "\n" not in caught.value.reason
