"""The question before Pentaquest's losing click: solo, the first roll beats no card and
2 free rerolls are left; "End the turn without beating a card" asks first (a modal dialog,
no window.confirm). Cancel plays nothing; Confirm plays it and the game is lost."""

from __future__ import annotations

import secrets
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from meeple.server import hub
from tests.browser.conftest import LiveServer
from tests.browser.helpers import settle, wait_step


class SeededSecrets:
    """``secrets`` with a fixed table seed (the server runs in this process): solo seed 5's
    first roll beats no card."""

    def __getattr__(self, name: str) -> Any:
        return getattr(secrets, name)

    @staticmethod
    def randbelow(_bound: int) -> int:
        return 5


def rolled_solo_table(server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(hub, "secrets", SeededSecrets())
    made = server.post(
        "/api/tables",
        {"game": "pentaquest", "config": {"players": 1}, "seats": [{"kind": "me"}]},
    )
    monkeypatch.undo()
    page.goto(server.url + made["me"])
    msg = settle(page)
    page.click('#board [data-target="deck"].legal')
    msg = wait_step(page, msg["step"])
    assert msg["view"]["turn"]["rerolls"] == 2
    return msg


def test_the_losing_click_asks_first(
    server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    msg = rolled_solo_table(server, page, monkeypatch)
    stop = next(a for a in msg["actions"] if a["id"] == "0:stop")
    assert stop["confirm"] == (
        "End the turn without beating a card and lose the game? You still have 2 free rerolls."
    )
    page.evaluate("() => { window.confirm = () => { throw new Error('window.confirm'); }; }")
    dialog = page.locator("#confirm-dialog")
    button = page.locator('#actions button[data-action="0:stop"]')

    button.click()
    expect(dialog).to_be_visible()
    expect(dialog.locator("#confirm-text")).to_have_text(stop["confirm"])
    expect(page.locator('[data-testid="confirm-cancel"]')).to_be_focused()
    page.click('[data-testid="confirm-cancel"]')
    expect(dialog).to_have_count(0)
    page.wait_for_timeout(300)  # time for a move the server would have answered
    assert settle(page)["step"] == msg["step"] and settle(page)["outcome"] is None

    button.click()  # Escape cancels too
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    page.wait_for_timeout(300)
    assert settle(page)["step"] == msg["step"]

    button.click()
    page.click('[data-testid="confirm-ok"]')
    expect(dialog).to_have_count(0)
    done = wait_step(page, msg["step"])
    assert done["step"] == msg["step"] + 1
    assert done["outcome"] is not None and done["outcome"]["won"] is False


def test_actions_without_a_question_are_played_at_once(
    server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    msg = rolled_solo_table(server, page, monkeypatch)
    page.click('#actions button[data-action="0:reroll:1"]')
    expect(page.locator("#confirm-dialog")).to_have_count(0)
    assert wait_step(page, msg["step"])["view"]["turn"]["rerolls"] == 1


def test_the_question_and_its_buttons_in_french(
    server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    rolled_solo_table(server, page, monkeypatch)
    page.click('#lang-switch button[data-lang="fr"]')
    page.wait_for_function(
        "() => window.__state && window.__state.actions.some("
        "(a) => a.confirm && a.confirm.startsWith('Finir'))"
    )
    settle(page)
    page.click('#actions button[data-action="0:stop"]')
    dialog = page.locator("#confirm-dialog")
    expect(dialog.locator("#confirm-text")).to_have_text(
        "Finir le tour sans vaincre de carte et perdre la partie ?"
        " Il vous reste 2 relances gratuites."
    )
    expect(page.locator('[data-testid="confirm-ok"]')).to_have_text("Confirmer")
    expect(page.locator('[data-testid="confirm-cancel"]')).to_have_text("Annuler")
