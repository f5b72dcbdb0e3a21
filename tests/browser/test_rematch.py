"""Play again (issue 19, item 5), with two people in two browser contexts: both end in
the new table, each in their own seat."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from playwright.sync_api import BrowserContext, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import settle


def test_both_people_end_in_the_new_table_in_their_own_seats(
    quick_server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    made: dict[str, Any] = quick_server.post(
        "/api/tables",
        {
            "game": "forbidden-island",
            "config": {"players": 3},
            "seats": [{"kind": "me"}, {"kind": "invite"}, {"kind": "bot", "bot": "easy"}],
            "hand_over": "easy",
        },
    )
    ana = new_context().new_page()
    bob = new_context("fr-FR").new_page()
    ana.goto(quick_server.url + made["me"])
    bob.goto(quick_server.url + made["seats"][1]["link"])
    for page in (ana, bob):  # both leave: the bots play the game to its end
        settle(page)
        page.click("[data-testid=leave]")
        page.click("[data-testid=leave-ok]")
    for page in (ana, bob):
        expect(page.locator("#outcome")).to_be_visible(timeout=30_000)
    expect(bob.locator("[data-testid=rematch]")).to_have_text("Rejouer")
    # Ana made the table: her browser holds its creator's secret
    ana.evaluate(
        "([table, owner]) => localStorage.setItem(`meeple.owner.${table}`, owner)",
        [made["table"], made["owner"]],
    )
    ana.click("[data-testid=rematch]")  # Ana asks: she goes to her new seat at once
    ana.wait_for_url("**/play/**?table=*")
    new_table = ana.url.split("table=")[1]
    assert new_table != made["table"]
    # Bob has not come yet: his seat is free, its link shown to Ana, the creator, alone
    invite = ana.locator("#invites li[data-seat='1'] a")
    expect(invite).to_contain_text("/play/")
    expect(ana.locator("#invites li")).to_have_count(1)
    bob_link = invite.get_attribute("href") or ""
    join = bob.locator("[data-testid=rematch-join]")  # Bob is offered his
    expect(join).to_have_text("Prendre votre place dans la nouvelle partie")
    join.click()
    bob.wait_for_url(f"**table={new_table}")
    for page, seat in ((ana, 0), (bob, 1)):
        page.wait_for_function(
            "(table) => window.__state && window.__state.table === table", arg=new_table
        )
        msg = page.evaluate("window.__state")
        assert msg["seat"] == seat
        kinds = [s["kind"] for s in msg["seats"]]
        assert kinds == ["invite", "invite", "bot"] and msg["seats"][seat]["taken"]
    # the links differ: each page holds its own seat's, Bob's the one Ana was shown
    assert ana.url.split("?")[0] != bob.url.split("?")[0]
    assert bob_link.endswith(bob.url.split(quick_server.url)[1])
    assert quick_server.get(f"/api/tables/{new_table}")["config"]["players"] == 3
