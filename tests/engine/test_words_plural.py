"""Plural forms from the catalogues, never "1 players" nor "card(s)" (issue 18, words).

A catalogue writes ``{count:card joins|cards join}``: :func:`meeple.engine.i18n.translate`
picks the singular or the plural words as the number asks in the language (French counts
0 and 1 as singular, English only 1). Texts the browser fills itself (``*.web.*`` and
the page words of ``web/locale/*.json``) write the same form, read by draw.js's ``fill``
and i18n.js's ``format`` (tests/browser/test_words_plural.py).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import meeple
from meeple.engine.i18n import translate

SRC = Path(meeple.__file__).parent
CATALOGUES = sorted(SRC.glob("**/locale/*.po"))
PAGE_WORDS = sorted(SRC.glob("web/locale/*.json"))
# "card(s)", "army(ies)", "touche(nt)": a plural left to the reader.
BRACKETED_PLURAL = re.compile(r"\w\((s|x|es|ies|nt)\)")


@pytest.fixture(autouse=True)
def game_catalogues() -> None:
    """Every game's catalogue joins the lookups when the game is loaded."""
    meeple.games()


@pytest.mark.parametrize("po", CATALOGUES, ids=lambda p: str(p.relative_to(SRC)))
def test_no_catalogue_text_leaves_its_plural_in_brackets(po: Path) -> None:
    with po.open("rb") as handle:
        catalog = read_po(handle)
    wrong = [
        f"{m.id}: {m.string}"
        for m in catalog
        if isinstance(m.id, str) and m.string
        if BRACKETED_PLURAL.search(str(m.string))
    ]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("words", PAGE_WORDS, ids=lambda p: p.name)
def test_no_page_word_leaves_its_plural_in_brackets(words: Path) -> None:
    texts: dict[str, str] = json.loads(words.read_text("utf-8"))
    wrong = [f"{key}: {text}" for key, text in texts.items() if BRACKETED_PLURAL.search(text)]
    assert not wrong, "\n".join(wrong)


def test_the_bracket_check_sees_a_bracketed_plural() -> None:
    for text in ["{n} card(s)", "{n} army(ies)", "{n} touche(nt)", "{n} cœur(s)"]:
        assert BRACKETED_PLURAL.search(text), text
    assert not BRACKETED_PLURAL.search("{n} {n:card|cards} (Pilot)")


@pytest.mark.parametrize(
    ("msgid", "lang", "count", "text"),
    [
        ("pd.web.stat.hearts", "en", 1, "1 heart"),
        ("pd.web.stat.hearts", "fr", 0, "0 cœur"),
        ("pd.web.wounds-left", "en", 2, "2 wounds to spread: click an armour"),
        ("fi.web.cards", "fr", 1, "1 carte"),
        ("rjn.web.stones-left", "en", 1, "{colour}: 1 army to turn to stone"),
        ("pq.web.reroll-picked", "en", 1, "Reroll 1 die"),
    ],
)
def test_a_web_message_reads_its_count(msgid: str, lang: str, count: int, text: str) -> None:
    args: dict[str, object] = {"n": count}
    if "{colour}" in text:
        args["colour"] = "{colour}"
    assert translate(msgid, lang, args) == text


@pytest.mark.parametrize(
    ("lang", "count", "text"),
    [
        ("en", 1, "1 card joins the quest line."),
        ("en", 2, "2 cards join the quest line."),
        ("en", 0, "0 cards join the quest line."),
        ("fr", 1, "1 carte rejoint la ligne d'ennemis."),
        ("fr", 0, "0 carte rejoint la ligne d'ennemis."),
        ("fr", 3, "3 cartes rejoignent la ligne d'ennemis."),
    ],
)
def test_a_count_picks_its_words(lang: str, count: int, text: str) -> None:
    assert translate("pq.event.refill", lang, {"count": count}) == text


def test_singular_and_capital_together() -> None:
    args = {"colour": "@rjn.colour.witch", "count": 1, "territory": "Galma"}
    assert translate("rjn.event.place", "en", args) == "The White Witch adds 1 army to Galma."
    args["count"] = 2
    assert (
        translate("rjn.event.place", "fr", args) == "La Sorcière blanche ajoute 2 armées à Galma."
    )


def test_a_count_written_as_text_counts_too() -> None:
    assert translate("rjn.text.hidden-cards", "en", {"count": "1"}) == "1 hidden card"
