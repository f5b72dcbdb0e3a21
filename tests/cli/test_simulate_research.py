"""``meeple simulate`` for research: results files, sweeps, Ray, progress; ``meeple plot``."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from meeple.sim.results import read_rows


def _one_error(run, fragment: str) -> None:
    assert run.code == 2 and run.out == ""
    assert len(run.err.strip().splitlines()) == 1 and fragment in run.err, run.err


@pytest.mark.parametrize("suffix", [".jsonl", ".csv", ".parquet"])
def test_out_writes_a_row_per_game_of_every_cell(meeple, tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"runs{suffix}"
    run = meeple(
        "simulate",
        "forbidden-island",
        "--games",
        "3",
        "--bots",
        "random",
        "--seed",
        "5",
        "--grid",
        "players=2,3",
        "--grid",
        "difficulty=novice,elite",
        "--out",
        str(path),
        "--json",
    )
    assert run.code == 0, run.err
    summaries = json.loads(run.out)  # a sweep prints a list: one summary per cell
    cells = [(s["config"]["players"], s["config"]["difficulty"]) for s in summaries]
    assert cells == [(2, "novice"), (2, "elite"), (3, "novice"), (3, "elite")]
    rows = read_rows(path)
    assert len(rows) == 12
    for index, summary in enumerate(summaries):
        cell = rows[3 * index : 3 * index + 3]
        assert [row["seed"] for row in cell] == [5, 6, 7]
        assert all(row["config"] == summary["config"] for row in cell)
        assert all(row["bots"] == summary["bots"] for row in cell)
        assert sum(1 for row in cell if row["won"]) == summary["wins"]
        reasons = {
            reason: sum(r["reason"] == reason for r in cell) for reason in summary["reasons"]
        }
        assert reasons == summary["reasons"]


def test_without_grid_json_is_still_one_object(meeple, tmp_path: Path) -> None:
    run = meeple("simulate", "pentaquest", "--games", "2", "--bots", "normal", "--json")
    assert run.code == 0 and json.loads(run.out)["games"] == 2


def test_text_output_has_a_summary_per_cell(meeple) -> None:
    run = meeple(
        "simulate", "forbidden-island", "--games", "2", "--bots", "random", "--grid", "players=2,4"
    )
    assert run.code == 0, run.err
    assert run.out.count("2 games from seed 0") == 2
    assert "players=2," in run.out and "players=4," in run.out


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("--out", "{tmp}/runs.txt"), "end it with .jsonl, .csv, .parquet"),
        (("--out", "{tmp}/no/runs.csv"), "no folder"),
        (("--grid", "players=2,5", "--out", "{tmp}/runs.csv"), "2 to 4 players, not 5"),
        (("--grid", "colour=red", "--out", "{tmp}/runs.csv"), "no option 'colour'"),
        (("--grid", "difficulty=novice,hard"), "difficulty must be one of"),
        (("--grid", "players=2,3", "--bots", "random,normal"), "3 bots"),
        (("--backend", "dask"), "--backend must be one of local, ray"),
        (("--backend", "local", "--address", "auto"), "needs --backend ray"),
        (("--address", "auto", "--processes", "2"), "a cluster at --address has its own"),
    ],
)
def test_a_bad_request_is_one_line_and_writes_nothing(meeple, tmp_path: Path, args, fragment):
    args = tuple(arg.replace("{tmp}", str(tmp_path)) for arg in args)
    _one_error(meeple("simulate", "forbidden-island", "--games", "2", *args), fragment)
    assert list(tmp_path.iterdir()) == []


def test_address_without_ray_installed_is_one_line(meeple, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` now fails
    out = tmp_path / "runs.csv"
    run = meeple(
        "simulate", "forbidden-island", "--games", "2", "--address", "auto", "--out", str(out)
    )
    _one_error(run, "install meeple[research]")
    assert not out.exists()
    run = meeple("simulate", "forbidden-island", "--games", "2", "--backend", "ray")
    _one_error(run, "install meeple[research]")


def test_module_command_takes_the_backend_too(capsys, monkeypatch) -> None:
    from meeple.sim.__main__ import main

    monkeypatch.setitem(sys.modules, "ray", None)
    assert main(["forbidden-island", "--games", "2", "--address", "auto"]) == 2
    assert "install meeple[research]" in capsys.readouterr().err


def test_the_progress_bar_stays_off_the_json(meeple) -> None:
    args = ("simulate", "forbidden-island", "--games", "12", "--bots", "random", "--json")
    shown = meeple(*args, "--progress")
    assert shown.code == 0, shown.err
    assert json.loads(shown.out)["games"] == 12
    assert "12/12" in shown.err and "games/s" in shown.err and "ETA" in shown.err
    quiet = meeple(*args)  # stderr is not a terminal here: no bar unless asked
    assert quiet.code == 0 and quiet.err == ""
    keep = ("wins", "reasons", "mean_steps")
    assert [json.loads(shown.out)[k] for k in keep] == [json.loads(quiet.out)[k] for k in keep]


def test_the_bar_labels_the_cell_of_a_sweep(meeple) -> None:
    run = meeple(
        "simulate",
        "forbidden-island",
        "--games",
        "2",
        "--bots",
        "random",
        "--grid",
        "difficulty=novice,elite",
        "--progress",
        "--json",
    )
    assert run.code == 0 and len(json.loads(run.out)) == 2
    assert "difficulty=elite" in run.err and "4/4" in run.err


@pytest.mark.parametrize(
    ("game", "grid", "expected"),
    [
        ("forbidden-island", "difficulty=novice,elite", "win rate"),
        ("pentaquest", "players=2,3", "share of first places"),
    ],
)
def test_plot_draws_png_and_svg(meeple, tmp_path: Path, game, grid, expected) -> None:
    runs = tmp_path / "runs.csv"
    made = meeple(
        "simulate", game, "--games", "4", "--bots", "normal", "--grid", grid, "--out", str(runs)
    )
    assert made.code == 0, made.err
    run = meeple("plot", str(runs), "--out", str(tmp_path / "chart"))
    assert run.code == 0, run.err
    assert run.lines == [str(tmp_path / "chart.png"), str(tmp_path / "chart.svg")]
    assert (tmp_path / "chart.png").read_bytes().startswith(b"\x89PNG")
    svg = (tmp_path / "chart.svg").read_text()
    name = "Forbidden Island" if game == "forbidden-island" else "Pentaquest"
    for text in (name, "bots normal, 4 games per configuration", expected, "configuration"):
        assert text in svg
    for value in grid.partition("=")[2].split(","):
        assert value in svg  # each cell named on the axis
    default = meeple("plot", str(runs))
    assert (
        default.code == 0 and (tmp_path / "runs.png").exists() and (tmp_path / "runs.svg").exists()
    )


@pytest.mark.parametrize(
    ("name", "content", "fragment"),
    [
        ("missing.jsonl", None, "no results file"),
        ("empty.csv", "", "holds no games"),
        ("broken.parquet", "not parquet", "cannot read"),
        ("notes.txt", "hello", "cannot tell the format"),
    ],
)
def test_plot_of_a_bad_file_is_one_line(meeple, tmp_path: Path, name, content, fragment) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_text(content)
    _one_error(meeple("plot", str(path)), fragment)
    assert not list(tmp_path.glob("*.png")) and not list(tmp_path.glob("*.svg"))
