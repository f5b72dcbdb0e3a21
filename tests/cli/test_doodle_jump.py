"""Doodle Jump in the terminal: the expert variant with three players, a person beside
the heuristic and the random bot, to the end."""

from __future__ import annotations

from pathlib import Path

from meeple.engine.record import Record


def test_a_person_plays_the_expert_variant_beside_bots(meeple, tmp_path: Path) -> None:
    path = tmp_path / "jump.json"
    run = meeple(
        "play",
        "doodle-jump",
        "--players",
        "3",
        "--variant",
        "expert",
        "--seats",
        "human,heuristic,random",
        "--seed",
        "8",
        "--save",
        str(path),
        stdin="1\n" * 3000,
    )
    assert run.code == 0, run.err
    record = Record.read(path)
    assert record.config["variant"] == "expert" and record.config["players"] == 3
    outcome = record.replay().outcome()
    assert outcome is not None, "the game did not end"
    assert run.lines[-1] == f"{outcome.describe('en')} (seed 8, {len(record.actions)} actions)"
    assert any(action.startswith("0:") for action in record.actions), "the person never played"


def test_a_bad_option_value_is_one_line(meeple) -> None:
    run = meeple("play", "doodle-jump", "--players", "2", "--variant", "hard", "--bots", "all")
    assert run.code == 2
    assert run.err.startswith("error: ") and "variant" in run.err and run.err.count("\n") == 1
