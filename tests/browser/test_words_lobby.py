"""The lobby's words (issue 18, words): bot levels named and described the same way in
every game, options explained in one line, French spacing before a colon, "1 player"."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import choose_game


def test_bot_levels_are_named_and_described_in_every_game(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    for game in ("pentaquest", "doodle-jump", "risk-junior-narnia"):
        choose_game(page, game)
        page.select_option('select[data-seat-kind="1"]', "bot")
        select = page.locator('select[data-seat-bot="1"]')
        options = select.locator("option")
        assert options.all_inner_texts() == ["Easy", "Normal", "Strong"]
        assert select.input_value() == "normal"  # the default level (kept from game to game)
        help_line = page.locator('[data-bot-help="1"]')
        expect(help_line).to_have_text("Follows simple rules of thumb: a fair opponent or partner.")
        select.select_option("strong")
        expect(help_line).to_contain_text("strongest bot")
        expect(select).to_have_attribute("title", help_line.inner_text())
        page.select_option('select[data-seat-kind="1"]', "invite")
        expect(help_line).to_be_hidden()
        page.select_option('select[data-seat-kind="1"]', "bot")
        select.select_option("normal")


def test_narnia_options_are_explained(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    choose_game(page, "risk-junior-narnia")
    expect(page.locator("#options")).to_contain_text("Camp reinforcement")
    woods = page.locator('[data-option-help="woods"]')
    expect(woods).to_have_text(
        "Advanced rule: attacking a wooded territory, the attacker rolls only 2 dice."
    )
    assert page.locator("[data-option-help]").count() == 3


def test_french_lobby_words(server: LiveServer, new_context: Callable[..., BrowserContext]) -> None:
    page = new_context("fr-FR").new_page()
    page.goto(server.url + "/")
    choose_game(page, "risk-junior-narnia")
    expect(page.locator('[data-option-help="woods"]')).to_contain_text("Règle avancée : ")
    page.select_option('select[data-seat-kind="1"]', "bot")
    options = page.locator('select[data-seat-bot="1"] option').all_inner_texts()
    assert options == ["Facile", "Normal", "Fort"]
    expect(page.locator('[data-bot-help="1"]')).to_contain_text("Suit des règles simples : ")
    choose_game(page, "forbidden-island")
    # a per-seat choice reads "Joueur 1 : ...", with the space French puts before a colon
    first = page.locator("[data-list-option] select option").first.inner_text()
    assert first.startswith("Joueur 1 : "), first
