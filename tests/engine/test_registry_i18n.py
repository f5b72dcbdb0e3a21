"""The registry, configuration checks and the message catalogues."""

import pytest

import meeple
from meeple.engine import InvalidConfig, UnknownGame, translate
from meeple.engine.i18n import has_message


def test_games_lists_forbidden_island():
    ids = [game.id for game in meeple.games()]
    assert "forbidden-island" in ids


def test_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGame) as error:
        meeple.load("monopoly")
    assert "forbidden-island" in str(error.value)


@pytest.mark.parametrize(
    ("config", "seed", "fragment"),
    [
        ({"players": 5}, 1, "2 to 4 players"),
        ({"players": "two"}, 1, "whole number"),
        ({"players": 2, "difficulty": "easy"}, 1, "difficulty"),
        ({"players": 2, "colour": "red"}, 1, "no option 'colour'"),
        ({"players": 2, "adventurers": "pilot"}, 1, "adventurers lists 1 choice(s) for 2 players"),
        ({"players": 2, "adventurers": "pilot,pilot"}, 1, "only once"),
        ({"players": 2, "adventurers": "pilot,wizard"}, 1, "'wizard'"),
        ({"players": 2}, -1, "seed"),
        ({"players": 2}, "abc", "seed"),
        ({"players": 2}, 1 << 64, "seed"),
    ],
)
def test_bad_configs_are_refused_with_a_reason(config, seed, fragment):
    with pytest.raises(InvalidConfig) as error:
        meeple.load("forbidden-island").setup(config, seed)
    assert fragment in str(error.value)


def test_translations_in_both_languages():
    assert translate("fi.tile.fools-landing", "en") == "Fools' Landing"
    assert translate("fi.tile.fools-landing", "fr") == "L'Héliport"
    assert has_message("fi.event.tile-sank", "fr")


def test_arguments_marked_with_at_are_translated():
    text = translate("fi.event.tile-sank", "fr", {"tile": "@fi.tile.watchtower"})
    assert text == "La Tour de Guet a sombré !"


def test_missing_message_falls_back_to_its_id():
    assert translate("no.such.message", "fr") == "no.such.message"
