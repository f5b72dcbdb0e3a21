"""Plural forms from the catalogues, never "1 players" nor "card(s)" (issue 18, words).

A catalogue writes ``{count:card joins|cards join}``: :func:`meeple.engine.i18n.translate`
picks the singular or the plural words as the number asks in the language (French counts
0 and 1 as singular, English only 1). Texts the browser fills itself (``*.web.*``) are
left to the page.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import meeple
from meeple.engine.i18n import translate

SRC = Path(meeple.__file__).parent
CATALOGUES = sorted(SRC.glob("**/locale/*.po"))
# "card(s)", "army(ies)", "touche(nt)": a plural left to the reader.
BRACKETED_PLURAL = re.compile(r"\w\((s|x|es|ies|nt)\)")


@pytest.fixture(autouse=True)
def game_catalogues() -> None:
    """Every game's catalogue joins the lookups when the game is loaded."""
    meeple.games()


@pytest.mark.parametrize("po", CATALOGUES, ids=lambda p: str(p.relative_to(SRC)))
def test_no_server_text_leaves_its_plural_in_brackets(po: Path) -> None:
    with po.open("rb") as handle:
        catalog = read_po(handle)
    wrong = [
        f"{m.id}: {m.string}"
        for m in catalog
        if isinstance(m.id, str) and ".web." not in m.id and m.string
        if BRACKETED_PLURAL.search(str(m.string))
    ]
    assert not wrong, "\n".join(wrong)


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
