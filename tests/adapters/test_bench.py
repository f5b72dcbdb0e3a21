"""``meeple bench GAME --adapters`` (meeple.bench.adapters): the loops, their
speeds and ratios, in CPU time; one error line without the research extra."""

from __future__ import annotations

import json
import sys

import pytest

from meeple.bench import adapters
from meeple.cli import main
from meeple.engine.registry import load


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_loops_take_turns_and_give_ratios_to_the_raw_loop() -> None:
    game = load("forbidden-island")
    result = adapters.run(game, game.check_config({"players": 3}), seed=2, seconds=0.8)
    assert set(result.steps) == set(adapters.LABELS)
    for loop in adapters.LABELS:
        assert result.steps[loop] > 0
        share = 0.8 / len(adapters.LABELS)  # each loop gets the same CPU time
        assert result.cpu[loop] == pytest.approx(share, abs=0.06)
        expected = result.steps_per_second(loop) / result.steps_per_second("raw")
        assert result.ratio(loop) == pytest.approx(expected)
    assert result.ratio("raw") == 1.0
    # the adapters cost something, the tensor on top of OpenSpiel most of all
    assert result.steps_per_second("openspiel+tensor") < result.steps_per_second("openspiel")
    assert result.steps_per_second("openspiel+observer") < result.steps_per_second("openspiel")


def test_bench_adapters_prints_each_loop_and_its_target(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run_cli(
        capsys, "bench", "forbidden-island", "--adapters", "--seconds", "0.4", "--json"
    )
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["clock"].startswith("cpu")
    assert data["loops"]["openspiel"]["target"] == 0.4
    assert data["loops"]["raw"]["ratio"] == 1.0
    code, out, err = run_cli(capsys, "bench", "forbidden-island", "--adapters", "--seconds", "0.4")
    assert code == 0
    for label in adapters.LABELS.values():
        assert label in out
    assert ">= 0.25" in out


def test_bench_adapters_without_the_extra_is_one_error_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "pyspiel", None)  # importing it now fails
    code, out, err = run_cli(capsys, "bench", "forbidden-island", "--adapters")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1
    assert err.startswith("error: ") and "install meeple[research]" in err


def test_adapters_is_not_an_option_of_the_server_bench(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = run_cli(capsys, "bench", "server", "--adapters")
    assert code == 2 and "--adapters" in err
