from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("toy_registry")


def test_games_lists_ids_names_players_options_and_seats(meeple) -> None:
    run = meeple("games")
    assert run.code == 0 and run.err == ""
    for text in (
        "dice-race",
        "Dice race",
        "Course de dés",
        "1-4 players",
        "--difficulty",
        "novice, normal",
        "--turn-limit",
        "4, 6, 8",
        "--powers",
        "--open-hands",
        "true, false",
        "heuristic",
    ):
        assert text in run.out, text


def test_no_command_shows_the_help(meeple) -> None:
    run = meeple()
    assert run.code == 0 and "play" in run.out and "replay" in run.out


def test_help_exits_cleanly(meeple) -> None:
    run = meeple("play", "--help")
    assert run.code == 0 and "--seats" in run.out and run.err == ""


def test_a_set_option_is_described_as_any_of_its_choices() -> None:
    from meeple.cli import describe_option
    from meeple.engine.game import Option

    extra = Option("monsters", None, ("hoglin", "blaze"), kind="set")
    assert describe_option(extra) == ("--monsters", "any of hoglin, blaze", "none")
    per_seat = Option("roles", None, ("pilot", "diver"), kind="list")
    assert describe_option(per_seat)[1] == "a list of pilot, diver"
