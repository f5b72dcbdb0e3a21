"""Every option of every game is named and explained in one line, in English and French
(issue 18, words: Narnia's "hidden cards / camp reinforcement / woods" were unexplained).
The lobby shows the line under the option's field (``/api/games``: ``help``)."""

from __future__ import annotations

import pytest

import meeple
from meeple.engine.i18n import LANGUAGES, has_message, translate

OPTIONS = [(game.id, option.name) for game in meeple.games() for option in game.info.options]


def test_every_game_has_its_options_listed() -> None:
    assert ("risk-junior-narnia", "woods") in OPTIONS and len(OPTIONS) >= 15


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game_id", "name"), OPTIONS)
def test_each_option_has_a_name_and_a_one_line_description(
    game_id: str, name: str, lang: str
) -> None:
    msgid = f"option.{game_id}.{name}"
    assert has_message(msgid, lang) and has_message(f"{msgid}.help", lang)
    text = translate(f"{msgid}.help", lang)
    assert 20 < len(text) < 120 and "\n" not in text and text[0].isupper(), text
