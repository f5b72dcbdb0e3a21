"""Every mistake ends with one line ``error: <reason>`` on stderr, exit code 2, no file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from meeple.engine.record import Record

pytestmark = pytest.mark.usefixtures("toy_registry")

ROOT = Path(__file__).resolve().parents[2]

PLAY_ERRORS = {
    "unknown game": (["play", "chess"], "unknown game 'chess'"),
    "too many players": (["play", "dice-race", "--players", "9"], "for 1 to 4 players, not 9"),
    "players not a number": (["play", "dice-race", "--players", "two"], "--players"),
    "seed not a number": (["play", "dice-race", "--seed", "abc"], "seed must be a whole number"),
    "negative seed": (["play", "dice-race", "--seed", "-3"], "seed must be a whole number"),
    "seed too big": (["play", "dice-race", "--seed", str(2**64)], "seed must be a whole number"),
    "unknown option": (["play", "dice-race", "--colour", "red"], "has no option --colour"),
    "bad option value": (["play", "dice-race", "--difficulty", "hard"], "must be one of"),
    "bad list item": (["play", "dice-race", "--powers", "lucky,flying"], "'flying'"),
    "bad boolean": (["play", "dice-race", "--open-hands", "maybe"], "true or false"),
    "option twice": (["play", "dice-race", "--turn-limit", "4", "--turn-limit", "6"], "twice"),
    "option without value": (["play", "dice-race", "--turn-limit"], "needs a value"),
    "stray argument": (["play", "dice-race", "extra"], "unexpected argument 'extra'"),
    "unknown seat": (["play", "dice-race", "--seats", "human,wizard"], "unknown seat 'wizard'"),
    "seats and players disagree": (
        ["play", "dice-race", "--players", "3", "--seats", "human,bot"],
        "--seats names 2 seats for 3 players",
    ),
    "bad --bots": (["play", "dice-race", "--bots", "most"], "--bots takes 'all'"),
    "--bots and --seats": (["play", "dice-race", "--bots", "all", "--seats", "bot"], "not both"),
    "unknown language": (["play", "dice-race", "--lang", "de"], "--lang"),
    "missing game": (["play"], "Missing argument"),
    "unknown command": (["fly"], "No such command"),
    "unknown cli option": (["replay", "x.json", "--fast"], "No such option"),
    "bench seconds": (["bench", "dice-race", "--seconds", "0"], "--seconds"),
    "bench unknown game": (["bench", "chess"], "unknown game 'chess'"),
    "bench bad option": (["bench", "dice-race", "--speed", "1"], "has no option --speed"),
    "bench bad seed": (["bench", "dice-race", "--seed", "x"], "seed must be a whole number"),
}


def assert_one_error_line(run, reason: str) -> None:
    assert run.code == 2
    assert run.err.startswith("error: ") and run.err.endswith("\n")
    assert run.err.count("\n") == 1, run.err
    assert reason in run.err
    assert "Traceback" not in run.err + run.out


@pytest.mark.parametrize(("args", "reason"), PLAY_ERRORS.values(), ids=PLAY_ERRORS.keys())
def test_usage_errors(meeple, tmp_path: Path, args: list[str], reason: str) -> None:
    save = tmp_path / "game.json"
    extra = ["--save", str(save)] if args[0] == "play" and len(args) > 1 else []
    run = meeple(*args, *extra)
    assert_one_error_line(run, reason)
    assert run.out == ""
    assert not save.exists()


def test_save_to_a_missing_folder_fails_before_the_game(meeple, tmp_path: Path) -> None:
    run = meeple("play", "dice-race", "--bots", "all", "--save", str(tmp_path / "no" / "g.json"))
    assert_one_error_line(run, "no folder")
    assert run.out == ""


def test_save_to_a_folder_fails(meeple, tmp_path: Path) -> None:
    assert_one_error_line(
        meeple("play", "dice-race", "--bots", "all", "--save", str(tmp_path)), "is a folder"
    )


def record_file(tmp_path: Path, **changes: object) -> Path:
    data = Record("dice-race", {"players": 2}, 5, ["0:step", "0:roll"]).to_json()
    data.update(changes)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("{not json", "not valid JSON"),
        ("[]", "must be a JSON object"),
        ('{"format": "pgn"}', "not a meeple record"),
        ("", "not valid JSON"),
    ],
)
def test_replay_of_a_corrupt_file(meeple, tmp_path: Path, content: str, reason: str) -> None:
    path = tmp_path / "record.json"
    path.write_text(content)
    run = meeple("replay", str(path))
    assert_one_error_line(run, reason)
    assert run.out == ""


def test_replay_of_a_binary_file(meeple, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(b"\xff\xfe\x00garbage")
    assert_one_error_line(meeple("replay", str(path)), "cannot read")


def test_replay_of_a_missing_file(meeple, tmp_path: Path) -> None:
    assert_one_error_line(meeple("replay", str(tmp_path / "nope.json")), "cannot read")


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"actions": ["0:step", "1:roll"]}, "action 2 of the record"),
        ({"actions": ["0:fly"]}, "action 1 of the record"),
        ({"game": "chess"}, "unknown game 'chess'"),
        ({"config": {"players": 7}}, "not 7"),
        ({"seed": -1}, "bad seed"),
        ({"version": 99}, "version 99"),
    ],
)
def test_replay_of_a_record_that_does_not_replay(
    meeple, tmp_path: Path, changes: dict[str, object], reason: str
) -> None:
    run = meeple("replay", str(record_file(tmp_path, **changes)))
    assert_one_error_line(run, reason)
    assert run.out == ""  # checked before anything is shown


def test_the_installed_command_prints_one_line_and_no_traceback(tmp_path: Path) -> None:
    """The real process: exit code, stderr and stdout as a shell sees them."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for args, reason in [
        (["play", "dice-race", "--players", "0"], "not 0"),
        (["play", "dice-race", "--nope"], "no option --nope"),
        (["replay", str(tmp_path / "missing.json")], "cannot read"),
        (["frobnicate"], "No such command"),
    ]:
        proc = subprocess.run(
            [sys.executable, "-m", "tests.fixtures.toy_meeple", *args],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=env,
            timeout=60,
        )
        assert proc.returncode == 2, proc
        assert proc.stdout == ""
        assert proc.stderr.startswith("error: ") and proc.stderr.count("\n") == 1, proc.stderr
        assert reason in proc.stderr


def test_the_console_script_exits_with_2(tmp_path: Path) -> None:
    meeple = Path(sys.executable).with_name("meeple")
    assert meeple.exists(), "the meeple console script is not installed (pip install -e .)"
    proc = subprocess.run(
        [str(meeple), "play", "no-such-game"], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2
    assert proc.stderr.startswith("error: unknown game 'no-such-game'")
    assert proc.stderr.count("\n") == 1
