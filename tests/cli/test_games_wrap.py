"""``meeple games`` fits the terminal without cutting a word ("alphabetica l")."""

from __future__ import annotations

import re

import pytest

from meeple.cli import GAMES_HEADERS, game_listing
from meeple.engine.registry import games

BOX = re.compile(r"[\u2500-\u257f]")  # the table's lines and corners


def every_word() -> set[str]:
    """The words ``meeple games`` may print: the real games' ids, names, flags and choices."""
    texts = list(GAMES_HEADERS)
    for game in games():
        lines, rows = game_listing(game)
        texts += lines + [text for row in rows for text in row]
    return {word for text in texts for word in text.split()}


@pytest.mark.parametrize("columns", [80, 40])
def test_no_word_is_cut_and_no_line_is_too_long(meeple, monkeypatch, columns: int) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    run = meeple("games")
    assert run.code == 0 and run.err == ""
    assert max(len(line) for line in run.lines) <= columns
    printed = BOX.sub(" ", run.out).split()
    known = every_word()
    assert [word for word in printed if word not in known] == []
    # Every game and every choice is there, "alphabetical" whole.
    assert {"alphabetical", "--navigator-uses-powers", "risk-junior-narnia"} <= set(printed)
    assert {game.info.id for game in games()} <= set(printed)


def test_a_wide_terminal_gets_a_table_and_a_narrow_one_a_list(meeple, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    assert "┃ Option" in meeple("games").out
    monkeypatch.setenv("COLUMNS", "40")
    run = meeple("games")
    assert "┃" not in run.out and "  --order" in run.lines
