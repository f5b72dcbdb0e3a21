"""The FR/EN switch (lobby, table: page words, action labels, log) and the rules dialog."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import click_target, kind, settle, wait_step


def switch(page: Page, lang: str) -> None:
    page.click(f'#lang-switch button[data-lang="{lang}"]')
    expect(page.locator(f'#lang-switch button[data-lang="{lang}"]')).to_have_attribute(
        "aria-pressed", "true"
    )


def action_labels(page: Page) -> list[str]:
    return page.locator("#actions button[data-action]").all_inner_texts()


def test_lobby_in_french_and_english(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    card = page.locator('#games .game-card[data-game="forbidden-island"]')
    expect(card).to_contain_text("Forbidden Island")
    expect(page.locator("#create-table")).to_have_text("Create the table")
    expect(page.locator('#lang-switch button[data-lang="en"]')).to_have_attribute(
        "aria-pressed", "true"
    )
    switch(page, "fr")
    expect(page.locator("#create-table")).to_have_text("Créer la table")
    expect(page.locator("#new-table h2").nth(1)).to_have_text("Nouvelle table")
    expect(card).to_contain_text("L'Île interdite")
    expect(page.locator('select[data-seat-kind="0"] option[value="bot"]')).to_have_text("Robot")
    expect(page.locator('#lang-switch button[data-lang="en"]')).to_have_attribute(
        "aria-pressed", "false"
    )
    # the choice is kept: a reload stays in French
    page.reload()
    expect(page.locator("#create-table")).to_have_text("Créer la table")
    switch(page, "en")
    expect(page.locator("#create-table")).to_have_text("Create the table")
    expect(card).to_contain_text("Forbidden Island")


def test_table_in_french_and_english(server: LiveServer, page: Page) -> None:
    made = server.new_table(["me", "bot"], adventurers=["engineer", "pilot"])
    page.goto(server.url + made["me"])
    msg = settle(page)
    labels = action_labels(page)
    assert any(label.startswith("Move to ") for label in labels), labels
    assert not any(label.startswith("Se déplacer") for label in labels), labels
    move = next(a for a in msg["actions"] if kind(a["id"]) == "move")
    click_target(page, move["target"], prefer=":move:")
    wait_step(page, 0)
    entry = page.locator('#log li[data-index="0"] .log-text')
    english_entry = entry.inner_text()
    assert english_entry.startswith("Player 1 · Move to "), english_entry  # who, then what
    event = page.locator('#log li[data-index="0"] .log-events li').first
    expect(event).to_contain_text("Engineer moved to")
    expect(page.locator(".sidebar h2").first).to_have_text("Your moves")
    english_turn = page.inner_text("#turn")

    switch(page, "fr")
    expect(page.locator(".sidebar h2").first).to_have_text("Vos coups")
    expect(page.locator("#undo")).to_have_text("Annuler")
    buttons = page.locator("#actions button[data-action]")
    expect(buttons.filter(has_text="Se déplacer vers ").first).to_be_visible()
    labels = action_labels(page)
    assert any(label.startswith("Se déplacer vers ") for label in labels), labels
    assert not any(label.startswith("Move to") for label in labels), labels
    expect(entry).not_to_have_text(english_entry)
    assert entry.inner_text().startswith("Joueur 1 · Se déplacer vers "), entry.inner_text()
    expect(event).to_contain_text("Ingénieur se déplace vers")
    assert page.inner_text("#turn") != english_turn
    expect(page.locator("#board section.fi-seat.me")).to_contain_text("Ingénieur")
    assert page.locator("#log li[data-index]").count() == 1

    switch(page, "en")
    expect(page.locator(".sidebar h2").first).to_have_text("Your moves")
    expect(entry).to_have_text(english_entry)
    expect(event).to_contain_text("Engineer moved to")
    expect(buttons.filter(has_text="Move to ").first).to_be_visible()
    assert not any("Se déplacer" in label for label in action_labels(page))


def test_rules_dialog_in_the_page_language(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    made = server.new_table(["me", "bot"])
    page = new_context(lang="fr-FR").new_page()  # the browser asks for French
    page.goto(server.url + made["me"])
    settle(page)
    dialog = page.locator("#rules-dialog")
    expect(dialog).to_be_hidden()
    expect(page.locator("#rules-button")).to_have_text("Règles")
    page.click("#rules-button")
    expect(dialog).to_be_visible()
    expect(page.locator("#rules-body h2").first).to_have_text("L'Île interdite")
    expect(page.locator("#rules-body")).to_contain_text("Mise en place")
    page.click("#rules-close")
    expect(dialog).to_be_hidden()

    switch(page, "en")
    page.click("#rules-button")
    expect(dialog).to_be_visible()
    expect(page.locator("#rules-body h2").first).to_have_text("Forbidden Island")
    expect(page.locator("#rules-body")).to_contain_text("Setup")
    expect(page.locator("#rules-body")).not_to_contain_text("Mise en place")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
