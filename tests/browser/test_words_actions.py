"""A long fallback action list is grouped by kind (issue 18, words): Pentaquest's rerolls
under one <details> heading named from the page's catalogue, every button still in
``#actions button[data-action]``; a group the player closed stays closed as the table
moves on, and a short list is not grouped."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import settle
from tests.browser.test_confirm import rolled_solo_table


def test_pentaquest_rerolls_are_grouped_under_one_heading(
    server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    msg = rolled_solo_table(server, page, monkeypatch)
    rerolls = [a for a in msg["actions"] if a["id"].split(":")[1] == "reroll"]
    assert len(msg["actions"]) > 8 and len(rerolls) > 1
    group = page.locator('#actions li.action-group[data-kind="reroll"]')
    expect(group.locator("summary")).to_have_text(f"Reroll ({len(rerolls)})")
    assert group.locator("button[data-action]").count() == len(rerolls)
    # every action is still a button of #actions, each once
    ids = page.locator("#actions button[data-action]").evaluate_all(
        "bs => bs.map(b => b.dataset.action)"
    )
    assert sorted(ids) == sorted(a["id"] for a in msg["actions"])
    expect(group.locator("button[data-action]").first).to_be_visible()  # open at first

    group.locator("summary").click()
    expect(group.locator("button[data-action]").first).to_be_hidden()
    page.locator('#lang-switch button[data-lang="fr"]').click()  # the list is drawn again
    group = page.locator('#actions li.action-group[data-kind="reroll"]')
    expect(group.locator("summary")).to_have_text(f"Relancer ({len(rerolls)})")
    expect(group.locator("button[data-action]").first).to_be_hidden()
    group.locator("summary").click()
    expect(group.locator("button[data-action]").first).to_be_visible()


def test_a_short_list_is_not_grouped(server: LiveServer, page: Page) -> None:
    made = server.post(
        "/api/tables",
        {"game": "pentaquest", "config": {"players": 1}, "seats": [{"kind": "me"}]},
    )
    page.goto(server.url + made["me"])
    msg = settle(page)
    assert 0 < len(msg["actions"]) <= 8
    expect(page.locator("#actions li.action-group")).to_have_count(0)
    assert page.locator("#actions button[data-action]").count() == len(msg["actions"])
