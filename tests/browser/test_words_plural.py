"""Plurals in the texts the page fills itself (issue 18, words): draw.js's ``fill`` and
i18n.js's ``format`` read ``{n:one|many}`` as the server's translate does (French counts 0
and 1 as singular, English 1 only), in the page's language unless one is given."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer

FILL = """async ([text, args, lang]) => {
  const { fill } = await import("/static/draw.js");
  return lang ? fill(text, args, lang) : fill(text, args);
}"""


def fill(page: Page, text: str, args: dict[str, Any], lang: str | None = None) -> str:
    return str(page.evaluate(FILL, [text, args, lang]))


def test_fill_picks_singular_or_plural_words(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    words = "{n} {n:card|cards} left"
    assert fill(page, words, {"n": 1}, "en") == "1 card left"
    assert fill(page, words, {"n": 2}, "en") == "2 cards left"
    assert fill(page, words, {"n": 0}, "en") == "0 cards left"
    assert fill(page, words, {"n": 0}, "fr") == "0 card left"
    assert fill(page, words, {"n": "2/3"}, "en") == "2/3 cards left"  # a count as text
    assert fill(page, "{n} {x}", {"n": 1}) == "1 {x}"  # an unknown name stays as it is
    assert fill(page, "{a}-{b}", {"a": 1, "b": "z"}) == "1-z"  # old calls unchanged


def test_fill_speaks_the_page_language(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    page.locator('#lang-switch button[data-lang="fr"]').click()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    assert fill(page, "{n} {n:carte|cartes}", {"n": 0}) == "0 carte"
    page.locator('#lang-switch button[data-lang="en"]').click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert fill(page, "{n} {n:card|cards}", {"n": 0}) == "0 cards"


def test_a_game_catalogue_message_reads_in_the_singular(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    for lang, one, many in [("en", "1 card", "3 cards"), ("fr", "1 carte", "3 cartes")]:
        text = page.evaluate(
            """async (lang) => {
              const response = await fetch(`/api/games/forbidden-island/messages?lang=${lang}`);
              return (await response.json())["fi.web.cards"];
            }""",
            lang,
        )
        assert fill(page, text, {"n": 1}, lang) == one
        assert fill(page, text, {"n": 3}, lang) == many


def test_format_of_the_page_words_counts_too(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    result = page.evaluate(
        """async () => {
          const { format } = await import("/static/i18n.js");
          const text = "{n} {n:heure|heures}";
          return [format(text, { n: 1 }, "fr"), format(text, { n: 0 }, "fr"),
                  format(text, { n: 0 }, "en"), format("{n}", { n: 5 })];
        }"""
    )
    assert result == ["1 heure", "0 heure", "0 heures", "5"]
