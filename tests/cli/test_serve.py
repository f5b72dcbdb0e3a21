"""``meeple serve``: a bad database is one line on stderr and exit code 2."""

from __future__ import annotations

import pytest

from meeple.cli import main


def test_a_bad_database_url_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--db", "nonsense://"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ")


def test_a_database_in_an_unwritable_place_is_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["serve", "--db", "/proc/no/such/folder/meeple.db"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ")
