"""Forbidden Desert in the terminal: a person plays a whole game beside bots."""

from __future__ import annotations

from pathlib import Path

from meeple.engine.record import Record


def test_a_human_plays_a_whole_game_beside_bots(meeple, tmp_path: Path) -> None:
    path = tmp_path / "desert.json"
    # The human always types 1 (the first action listed); Enter lets out-of-turn offers pass.
    run = meeple(
        "play",
        "forbidden-desert",
        "--players",
        "3",
        "--seats",
        "human,bot,random",
        "--seed",
        "4",
        "--save",
        str(path),
        stdin="1\n" * 2000,
    )
    assert run.code == 0, run.err
    record = Record.read(path)
    final = record.replay()
    outcome = final.outcome()
    assert outcome is not None, "the game did not end"
    assert run.lines[-1] == f"{outcome.describe('en')} (seed 4, {len(record.actions)} actions)"
    humans = [a for a in record.actions if a.startswith("0:")]
    assert humans, "the human never played"


def test_bots_only_and_listed(meeple) -> None:
    run = meeple("play", "forbidden-desert", "--players", "5", "--bots", "all", "--seed", "2")
    assert run.code == 0, run.err
    assert "(seed 2, " in run.lines[-1]
    assert "forbidden-desert" in meeple("games").out
