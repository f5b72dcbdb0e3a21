"""Every bad option value is an InvalidConfig whose reason names the option, never a
TypeError or ValueError, and a value of the wrong type is never kept as if it were right."""

from __future__ import annotations

from typing import Any

import pytest

import meeple
from meeple.engine import InvalidConfig
from meeple.engine.game import Game, Option, check_seed
from meeple.engine.registry import games

HUGE_TEXT = "9" * 5000  # int() refuses more than 4,300 digits
HUGE_NUMBER = 10**5000  # str() and repr() refuse it too
LEVEL = Option("level", 1, (1, 2, 3, 4, 5, "custom"))
BOARDS = Option("boards", 2, (2, 3, 4, 5, 6, 7, 8))
VARIANT = Option("variant", "base", ("base", "expert"))
TILES = Option("tiles", True, (True, False), kind="bool")
ADVENTURERS = Option("adventurers", None, ("pilot", "diver", "engineer"), kind="list")
MONSTERS = Option("monsters", None, ("hoglin", "blaze", "wither_skeleton"), kind="set")

REFUSED: dict[str, tuple[Option, Any, str]] = {
    # choice of whole numbers (and a word): a bool or a float equal to a choice is not one
    "true for level 1": (LEVEL, True, "one of 1, 2, 3, 4, 5, custom, not True (true/false)"),
    "false for level": (LEVEL, False, "not False"),
    "decimal level": (LEVEL, 3.0, "not 3.0 (a decimal number)"),
    "level spelled as text": (LEVEL, "3", "not '3' (a text)"),
    "level 0": (LEVEL, 0, "not 0"),
    "level null": (LEVEL, None, "not None"),
    "huge level": (LEVEL, HUGE_NUMBER, "not a number of about 5001 digits"),
    "decimal boards": (BOARDS, 2.0, "not 2.0 (a decimal number)"),
    "true for boards": (BOARDS, True, "(true/false)"),
    "boards out of range": (BOARDS, 9, "one of 2, 3, 4, 5, 6, 7, 8, not 9"),
    "negative boards": (BOARDS, -2, "not -2"),
    "huge boards": (BOARDS, HUGE_NUMBER, "about 5001 digits"),
    "huge boards text": (BOARDS, HUGE_TEXT, "'99999999999999999...999999999999999999' (a text)"),
    "boards as a list": (BOARDS, [2], "not [2] (a list)"),
    # choice of words
    "unknown word": (VARIANT, "hard", "one of base, expert, not 'hard'"),
    "number for a word": (VARIANT, 5, "not 5 (a whole number)"),
    "object for a word": (VARIANT, {"base": 1}, "(an object)"),
    "list for a word": (VARIANT, ["base"], "(a list)"),
    "null for a word": (VARIANT, None, "(null)"),
    # bool
    "1 for a bool": (TILES, 1, "true or false, not 1"),
    "0 for a bool": (TILES, 0, "true or false, not 0"),
    "word for a bool": (TILES, "maybe", "not 'maybe'"),
    "null for a bool": (TILES, None, "not None"),
    "list for a bool": (TILES, [True], "not [True]"),
    "huge for a bool": (TILES, HUGE_NUMBER, "about 5001 digits"),
    # list: one choice per seat
    "number for a list": (ADVENTURERS, 5, "takes a list, each item one of pilot, diver, engineer"),
    "true for a list": (ADVENTURERS, True, "takes a list"),
    "object for a list": (ADVENTURERS, {"pilot": 1}, "not {'pilot': 1}"),
    "numbers in a list": (ADVENTURERS, [1, 2], "1 is not one of pilot, diver, engineer"),
    "list in a list": (ADVENTURERS, ["pilot", ["diver"]], "['diver'] is not one of"),
    "null in a list": (ADVENTURERS, ["pilot", None], "None is not one of"),
    "huge in a list": (ADVENTURERS, ["pilot", HUGE_NUMBER], "about 5001 digits is not one of"),
    "unknown in a list": (ADVENTURERS, "pilot,wizard", "'wizard' is not one of"),
    # set: any of the choices, once each
    "number for a set": (MONSTERS, 5, "takes a list, each item one of hoglin, blaze"),
    "object for a set": (MONSTERS, {"hoglin": 1}, "takes a list"),
    "number in a set": (MONSTERS, ["hoglin", 2], "2 is not one of hoglin"),
    "unknown in a set": (MONSTERS, ["zombie"], "'zombie' is not one of"),
    "repeat in a set": (MONSTERS, ["blaze", "blaze"], "repeats a choice"),
}


@pytest.mark.parametrize(("option", "value", "reason"), REFUSED.values(), ids=REFUSED.keys())
def test_a_bad_value_is_refused_with_a_reason_naming_the_option(
    option: Option, value: Any, reason: str
) -> None:
    with pytest.raises(InvalidConfig) as refused:
        option.check(value)
    assert f"option {option.name}" in refused.value.reason
    assert reason in refused.value.reason
    assert len(refused.value.reason) < 200  # a huge value is never echoed whole


ACCEPTED: dict[str, tuple[Option, Any, Any]] = {
    "level number": (LEVEL, 3, 3),
    "level word": (LEVEL, "custom", "custom"),
    "boards": (BOARDS, 8, 8),
    "word": (VARIANT, "expert", "expert"),
    "bool": (TILES, False, False),
    "bool as text (the command line)": (TILES, "yes", True),
    "list": (ADVENTURERS, ["diver", "pilot"], ["diver", "pilot"]),
    "list as text (the command line)": (ADVENTURERS, "diver, pilot", ["diver", "pilot"]),
    "list as a tuple": (ADVENTURERS, ("pilot",), ["pilot"]),
    "list left to chance": (ADVENTURERS, None, None),
    "set, kept in the choices' order": (MONSTERS, ["blaze", "hoglin"], ["hoglin", "blaze"]),
    "empty set as text": (MONSTERS, "", []),
    "empty set": (MONSTERS, [], []),
}


@pytest.mark.parametrize(("option", "value", "kept"), ACCEPTED.values(), ids=ACCEPTED.keys())
def test_a_good_value_is_kept_as_its_choice(option: Option, value: Any, kept: Any) -> None:
    checked = option.check(value)
    assert checked == kept and type(checked) is type(kept)


PLAYERS_REFUSED: dict[str, tuple[Any, str]] = {
    "superscript digit": ("²", "players must be a whole number from 1 to 4, not '²'"),
    "other script's digit": ("٣", "players must be a whole number from 1 to 4"),
    "huge text": (HUGE_TEXT, "players must be a whole number from 1 to 4"),
    "huge number": (HUGE_NUMBER, "portal-dash is for 1 to 4 players, not a number of about"),
    "true": (True, "players must be a whole number from 1 to 4, not True"),
    "decimal": (2.0, "players must be a whole number from 1 to 4, not 2.0"),
    "null": (None, "players must be a whole number from 1 to 4, not None"),
    "list": ([2], "players must be a whole number"),
    "too many": (5, "portal-dash is for 1 to 4 players, not 5"),
    "negative text": ("-1", "players must be a whole number from 1 to 4, not '-1'"),
}


@pytest.mark.parametrize(
    ("players", "reason"), PLAYERS_REFUSED.values(), ids=PLAYERS_REFUSED.keys()
)
def test_a_bad_player_count_is_refused_with_a_reason(players: Any, reason: str) -> None:
    with pytest.raises(InvalidConfig) as refused:
        meeple.load("portal-dash").check_config({"players": players})
    assert reason in refused.value.reason
    assert len(refused.value.reason) < 200


def test_the_player_count_may_be_its_digits() -> None:
    assert meeple.load("portal-dash").check_config({"players": "3"})["players"] == 3


def test_options_are_checked_in_each_game() -> None:
    """The options as the games declare them: Portal Dash's level is not ``true``, nor
    its boards ``2.0`` (both equal a choice in Python, and were stored as given)."""
    portal_dash = meeple.load("portal-dash")
    bad: list[tuple[dict[str, Any], str]] = [
        ({"level": True}, "option level must be one of 1, 2, 3, 4, 5, custom, not True"),
        ({"level": "custom", "boards": 2.0}, "option boards must be one of 2, 3"),
        ({"monsters": 5}, "option monsters takes a list"),
    ]
    for config, reason in bad:
        with pytest.raises(InvalidConfig) as refused:
            portal_dash.check_config({"players": 1, **config})
        assert refused.value.reason.startswith(reason)
    for game in ("forbidden-island", "forbidden-desert"):
        with pytest.raises(InvalidConfig) as refused:
            meeple.load(game).check_config({"players": 2, "adventurers": 5})
        assert refused.value.reason.startswith("option adventurers takes a list")


def test_unknown_and_odd_option_names_are_refused() -> None:
    game = meeple.load("doodle-jump")
    with pytest.raises(InvalidConfig, match="doodle-jump has no option 'colour' \\(options: "):
        game.check_config({"players": 2, "colour": "red"})
    odd_names: dict[Any, Any] = {"players": 2, "tiles": True, 5: 1, "b": 2}
    with pytest.raises(InvalidConfig, match="has no option 5 "):  # names that do not sort
        game.check_config(odd_names)
    with pytest.raises(InvalidConfig) as refused:
        game.check_config({"players": 2, "x" * 5000: 1})
    assert len(refused.value.reason) < 200


def test_a_configuration_must_map_names_to_values() -> None:
    with pytest.raises(InvalidConfig, match="a configuration names options and their values"):
        meeple.load("doodle-jump").check_config([("players", 2)])  # type: ignore[arg-type]


HOSTILE: list[Any] = [True, False, 0, 1, 2, -1, 2.0, 1.5, "", "²", "true", HUGE_TEXT, HUGE_NUMBER]
HOSTILE += [None, [], [1], [HUGE_NUMBER], ["x"], {}, {"a": 1}, [[[[[[[["deep"]]]]]]]]]


@pytest.mark.parametrize("game", games(), ids=lambda game: game.id)
def test_every_option_of_every_game_refuses_hostile_values_cleanly(game: Game) -> None:
    """Whatever a client sends for any option, the answer is a configuration whose value
    has the type of the option's choices, or an InvalidConfig naming the option."""
    players = game.info.min_players
    for option in game.info.options:
        for value in HOSTILE:
            try:
                full = game.check_config({"players": players, option.name: value})
            except InvalidConfig as refused:
                assert option.name in refused.reason, (option.name, refused.reason)
                assert len(refused.reason) < 300
                continue
            kept = full[option.name]
            if option.kind == "choice" and option.choices is not None:
                assert any(type(kept) is type(c) and kept == c for c in option.choices)
            elif option.kind == "bool":
                assert isinstance(kept, bool)
            elif kept is not None:
                assert isinstance(kept, list) and all(isinstance(item, str) for item in kept)


BAD_SEEDS = {"superscript": "²", "huge text": HUGE_TEXT, "huge number": HUGE_NUMBER}
BAD_SEEDS |= {"true": True, "negative": -1, "decimal": 1.0, "null": None}


@pytest.mark.parametrize("seed", BAD_SEEDS.values(), ids=BAD_SEEDS.keys())
def test_a_bad_seed_is_refused_with_a_reason(seed: Any) -> None:
    with pytest.raises(InvalidConfig) as refused:
        check_seed(seed)
    assert refused.value.reason.startswith("seed must be a whole number from 0 to ")
    assert len(refused.value.reason) < 200
