"""A bad option value or database URL on the command line: one line ``error: <reason>``
naming what was wrong, exit code 2, no traceback (the real games, not the toy one)."""

from __future__ import annotations

from typing import Any

import pytest

HUGE_DIGITS = "9" * 5000  # int() refuses more than 4,300 digits

BAD_OPTIONS: dict[str, tuple[list[str], str]] = {
    "players a superscript digit": (["portal-dash", "--players", "²"], "'--players'"),
    "players of 5,000 digits": (["portal-dash", "--players", HUGE_DIGITS], "'--players'"),
    "level true": (["portal-dash", "--level", "true"], "option level must be one of 1, 2"),
    "level decimal": (["portal-dash", "--level", "2.0"], "option level must be one of"),
    "level without dashes": (["portal-dash", "level=true"], "(write it --level true)"),
    "boards decimal": (
        ["portal-dash", "--level", "custom", "--boards", "2.0"],
        "option boards must be one of 2, 3, 4, 5, 6, 7, 8, not '2.0'",
    ),
    "boards of 5,000 digits": (
        ["portal-dash", "--level", "custom", "--boards", HUGE_DIGITS],
        "option boards must be one of",
    ),
    "monsters unknown": (
        ["portal-dash", "--level", "custom", "--monsters", "5"],
        "option monsters: '5' is not one of hoglin",
    ),
    "adventurers unknown": (
        ["forbidden-island", "--adventurers", "5,pilot"],
        "option adventurers: '5' is not one of",
    ),
    "bool not a bool": (["doodle-jump", "--tiles", "2"], "option tiles must be true or false"),
    "seed a superscript digit": (["portal-dash", "--seed", "²"], "seed must be a whole number"),
    "seed of 5,000 digits": (["portal-dash", "--seed", HUGE_DIGITS], "seed must be a whole"),
}


@pytest.mark.parametrize(("args", "reason"), BAD_OPTIONS.values(), ids=BAD_OPTIONS.keys())
def test_a_bad_option_is_one_error_line(meeple: Any, args: list[str], reason: str) -> None:
    run = meeple("play", *args, "--bots", "all")
    assert_one_error_line(run, reason)
    assert run.out == ""


BAD_DATABASES: dict[str, tuple[str, str]] = {
    "mysql": ("mysql://ann:secret@db.example/meeple", "in SQLite or PostgreSQL, not mysql"),
    "mysql with its driver named": (
        "mysql+pymysql://ann:secret@db.example/meeple",
        "in SQLite or PostgreSQL, not mysql",
    ),
    "oracle": ("oracle://ann:secret@db.example/meeple", "not oracle"),
    "an unknown scheme": ("nonsense://", "not nonsense"),
    "a PostgreSQL driver missing": (
        "postgresql+pg8000://ann:secret@db.example/meeple",
        "its driver pg8000 is not installed",
    ),
}


@pytest.mark.parametrize(("url", "reason"), BAD_DATABASES.values(), ids=BAD_DATABASES.keys())
def test_serve_on_a_database_meeple_cannot_use_is_one_error_line(
    meeple: Any, url: str, reason: str
) -> None:
    run = meeple("serve", "--db", url)
    assert_one_error_line(run, reason)
    assert "secret" not in run.err  # the password is hidden
    assert run.out == ""  # refused before "meeple is serving"


def assert_one_error_line(run: Any, reason: str) -> None:
    assert run.code == 2, run
    assert run.err.startswith("error: ") and run.err.count("\n") == 1, run.err[:500]
    assert reason in run.err, run.err[:500]
    assert len(run.err) < 300  # a huge value is not echoed back whole
    assert "Traceback" not in run.err + run.out
