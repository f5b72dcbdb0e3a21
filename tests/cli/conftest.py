"""Run ``meeple`` in-process against the toy game, with stdin fed from a string."""

from __future__ import annotations

import io
import sys
from dataclasses import dataclass

import pytest

from meeple.cli import main
from meeple.engine import registry
from tests.fixtures.toy_meeple import TOY_GAMES


@dataclass
class Run:
    code: int
    out: str
    err: str

    @property
    def lines(self) -> list[str]:
        return self.out.splitlines()


@pytest.fixture
def toy_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only the toy game is registered: these tests do not depend on the real games."""
    monkeypatch.setattr(registry, "_GAMES", dict(TOY_GAMES))


@pytest.fixture
def meeple(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
    """``meeple(*args, stdin="...")``: the exit code and what was printed."""

    def run(*args: str, stdin: str = "") -> Run:
        capsys.readouterr()  # drop anything printed before
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        code = main(list(args))
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)

    return run
