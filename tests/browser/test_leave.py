"""Leaving a table, a bot playing the seat, and taking it back (issue 19, item 2)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import choose_game, settle

SEAT0_KIND = "() => window.__state && window.__state.seats[0].kind"


def test_leaving_a_bot_playing_and_taking_the_seat_back(server: LiveServer, page: Page) -> None:
    made: dict[str, Any] = server.post(
        "/api/tables",
        {
            "game": "forbidden-island",
            "config": {"players": 2},
            "seats": [{"kind": "me"}, {"kind": "invite"}],
            "hand_over": "easy",
        },
    )
    page.goto(server.url + made["me"])
    msg = settle(page)
    assert msg["to_move"] == 0 and msg["actions"]
    page.click("[data-testid=leave]")
    expect(page.locator("#leave-dialog")).to_contain_text("Leave the table?")
    page.click("[data-testid=leave-ok]")
    # the seat is the bot's: the seats list says so, and the bot plays seat 0's turn out
    expect(page.locator("#seats li[data-seat='0'] [data-testid=seat-left]")).to_have_text(
        "left: a bot plays"
    )
    page.wait_for_function("() => window.__state.step > 0 && window.__state.to_move === 1")
    played = page.evaluate("window.__states.filter((s) => s.step > 0).length")
    assert played > 0 and state_actions(page) == 0  # nothing for me to play meanwhile
    expect(page.locator("[data-testid=leave]")).to_have_count(0)
    back = page.locator("[data-testid=take-back]")
    expect(back).to_have_text("Take my seat back")
    back.click()
    page.wait_for_function(f"() => ({SEAT0_KIND})() !== 'bot'")
    expect(page.locator("[data-testid=seat-left]")).to_have_count(0)
    expect(page.locator("[data-testid=leave]")).to_be_visible()  # a person's seat again
    assert page.evaluate("window.__state.seats[0].left") is False


def state_actions(page: Page) -> int:
    count: int = page.evaluate("window.__state.actions.length")
    return count


def test_the_creator_chooses_in_the_lobby_the_bot_that_plays_for_who_leaves(
    server: LiveServer, page: Page
) -> None:
    page.goto(server.url + "/")
    choose_game(page, "forbidden-island")
    page.select_option("select[name=players]", "2")
    page.select_option('select[data-seat-kind="1"]', "invite")
    expect(page.locator("select[name=hand_over]")).to_have_value("normal")  # the default
    page.select_option("select[name=hand_over]", "strong")
    page.click("#create-table")
    expect(page.locator("#created")).to_be_visible()
    page.goto(server.url + (page.get_attribute("#my-seat", "href") or ""))
    settle(page)
    page.click("[data-testid=leave]")
    page.click("[data-testid=leave-ok]")
    page.wait_for_function("() => window.__state.seats[0].bot === 'strong'")
    expect(page.locator("#seats li[data-seat='0'] .seat-name")).to_contain_text("(bot: strong)")
