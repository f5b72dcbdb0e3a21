"""Pentaquest's position notation (notation.py): what it reads, what it refuses, and the
usage examples of the package's docstrings."""

from __future__ import annotations

import doctest
from pathlib import Path
from types import ModuleType

import pytest

import meeple.games.pentaquest
from meeple.engine import InvalidConfig, Rng
from meeple.games.pentaquest import bot, notation, rules
from meeple.games.pentaquest.rules import NUMBERS
from tests.games.pentaquest.helpers import GAME, position


@pytest.mark.parametrize("module", [meeple.games.pentaquest, notation, bot])
def test_docstring_examples(module: ModuleType) -> None:
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0


def test_written_notation_reads_back() -> None:
    text = (
        "players=2; line=3,17; army=7,12/-; discard=-/5; deck=1,2; dice=2,2,5,6,1; turn=1;"
        " phase=play; rerolls=1; first=0; fails=3; rng=99"
    )
    state = position(text)
    assert state.line == [3, 17] and state.army == [[7, 12], []] and state.discard == [[], [5]]
    assert state.deck == [2, 1]  # written top card first
    assert (state.seat, state.rerolls, state.fails, state.rng.state) == (1, 1, 3, 99)
    assert state.notation() == text


def test_players_default_to_the_army_groups() -> None:
    assert position("army=1/2/-").players == 3
    assert position("line=5").players == 1


def test_the_deck_left_out_is_every_other_card_shuffled_by_the_seed() -> None:
    state = position("line=1,2; army=3; seed=8")
    rest = [card for card in NUMBERS if card not in (1, 2, 3)]
    Rng(8).shuffle_wide(rest)
    assert state.deck == rest
    assert state.rng.state == position("line=1,2; army=3; seed=8").rng.state


def test_rng_goes_on_from_the_raw_state_given() -> None:
    state = position("line=1,2; deck=-; rng=12345")
    assert state.rng.state == 12345


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("line=1; line=2", "field 'line' is given twice"),
        ("dice=1,2,3,4,5; rerolls=1; rerolls=2", "field 'rerolls' is given twice"),
        ("cards=1", "unknown field 'cards'"),
        ("line=1,43", "line must be a whole number from 1 to 42"),
        ("line=1; army=1", "a card is listed twice"),
        ("line=1,2,3,4,5,6", "at most 5 cards"),
        ("players=9", "players must be a whole number from 1 to 8"),
        ("army=-/-/-/-/-/-/-/-/-", "army lists 9 seats"),
        ("players=2; army=1", "army lists 1 seats for 2 players"),
        ("dice=1,2,3", "dice: 5 values"),
        ("dice=1,2,3,4,7", "dice must be a whole number from 1 to 6"),
        ("phase=play", "dice are given exactly in phase play"),
        ("turn=1", "turn must be a whole number from 0 to 0"),
        ("rerolls=1", "rerolls: only in phase play"),
        ("lost=1", "lost: only a solo game over"),
        ("line=-; deck=-", "no card left to fight"),
    ],
)
def test_bad_notation_is_refused_naming_the_game(text: str, fragment: str) -> None:
    with pytest.raises(InvalidConfig, match="bad Pentaquest notation: ") as error:
        GAME.from_notation(text)
    assert fragment in str(error.value)


def test_rules_import_neither_the_view_nor_the_notation() -> None:
    text = Path(rules.__file__).read_text(encoding="utf-8")
    assert "pentaquest.view" not in text and "pentaquest.notation" not in text
