"""My tables: the browser keeps the seat links it opened, and the lobby lists them.

A seat link opened once is found again from the lobby after a reload (the link gone from
the address bar): "Go to my seat" leads back to it. A finished game is listed under "My
recent games" with its replay. A player who lost their link gets a new one from the
table's creator: the old one is refused, the new one opens the seat."""

from __future__ import annotations

import re
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from meeple.server import live
from tests.browser.conftest import LiveServer
from tests.browser.helpers import choose_game, settle


def test_my_table_is_listed_after_a_reload_and_leads_back_to_my_seat(
    server: LiveServer, page: Page
) -> None:
    made = server.new_table(["me", "invite"])
    table = made["table"]
    page.goto(server.url + made["me"])
    assert settle(page)["seat"] == 0
    page.goto(server.url + "/")
    page.reload()  # nothing of the link is left but what the browser kept
    row = page.locator(f'#my-tables li.my-table[data-table="{table}"]')
    expect(row).to_be_visible()
    expect(row).to_have_class(re.compile(r"\byour-turn\b"))  # seat 0 moves first
    expect(row.locator(".my-turn")).to_contain_text("You are Player 1")
    # the open tables list offers the seat too, not only Watch
    expect(page.locator(f'#tables li[data-table="{table}"] a.go-seat')).to_have_attribute(
        "href", made["me"]
    )
    row.locator("a.go-seat").click()
    page.wait_for_url(re.compile(re.escape(made["me"]) + "$"))
    msg = settle(page)
    assert msg["table"] == table and msg["seat"] == 0
    # the list is kept under one key, with its game and seat learnt from the server
    page.goto(server.url + "/")
    expect(row).to_be_visible()
    kept = page.evaluate("JSON.parse(localStorage.getItem('meeple.seats'))")
    assert [(s["table"], s["seat"], s["game"]) for s in kept] == [(table, 0, "forbidden-island")]


def hand_to_bot(server: LiveServer, made: dict[str, Any], seat: int) -> None:
    """The creator hands ``seat`` to a random bot (retried while the server still sees
    its player here)."""
    request = urllib.request.Request(
        f"{server.url}/api/tables/{made['table']}/seats/{seat}/bot",
        b'{"bot": "random"}',
        {"Content-Type": "application/json", "X-Owner": made["owner"]},
    )
    deadline = time.monotonic() + 20
    while True:
        try:
            with urllib.request.urlopen(request, timeout=10):
                return
        except urllib.error.HTTPError as error:
            if error.code != 409 or time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def test_a_finished_game_is_under_my_recent_games_with_its_replay(
    monkeypatch: pytest.MonkeyPatch, quick_server: LiveServer, page: Page
) -> None:
    monkeypatch.setattr(live, "AWAY_SECONDS", 0.0)  # my seat may go to a bot at once
    made = quick_server.new_table(["me", "bot"], bot="random")
    table = made["table"]
    page.goto(quick_server.url + made["me"])
    settle(page)
    page.goto(quick_server.url + "/")
    hand_to_bot(quick_server, made, 0)
    deadline = time.monotonic() + 60
    while quick_server.get(f"/api/tables/{table}")["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.1)
    page.reload()
    game = page.locator(f'#my-games li.my-game[data-table="{table}"]')
    expect(game).to_be_visible()
    expect(page.locator(f'#my-tables li[data-table="{table}"]')).to_have_count(0)
    replay = game.locator("a.replay")
    expect(replay).to_have_attribute("href", f"/replay/{table}")
    replay.click()
    page.wait_for_url(re.compile(f"/replay/{table}$"))


def test_the_creator_gives_a_lost_link_again_the_old_one_is_refused(
    monkeypatch: pytest.MonkeyPatch,
    server: LiveServer,
    new_context: Callable[..., BrowserContext],
) -> None:
    monkeypatch.setattr(live, "AWAY_SECONDS", 0.5)
    creator = new_context().new_page()
    creator.goto(server.url + "/")
    choose_game(creator, "forbidden-island")
    creator.select_option("select[name=players]", "2")
    creator.select_option('select[data-seat-kind="1"]', "invite")
    creator.click("#create-table")
    old_link = creator.get_attribute('#invite-links li[data-seat="1"] a', "href")
    assert old_link
    creator.click("#my-seat")
    settle(creator)
    friend_context = new_context()
    friend = friend_context.new_page()
    friend.goto(server.url + old_link)
    assert settle(friend)["seat"] == 1
    button = creator.locator('#seats li[data-seat="1"] button[data-new-link="1"]')
    expect(button).to_have_count(0)  # the friend is here: nothing to re-issue
    friend.close()  # ...and the link is lost with the tab
    expect(button).to_be_visible()
    time.sleep(0.6)  # away long enough for the rule (AWAY_SECONDS, shortened)
    button.click()
    creator.click("[data-testid=new-link-ok]")
    new_link = creator.get_attribute("#new-link-url", "href")
    assert new_link and new_link != old_link
    creator.click("[data-testid=new-link-done]")
    again = friend_context.new_page()
    again.goto(server.url + old_link)
    expect(again.locator("#error-page")).to_be_visible()
    expect(again.locator("#error-text")).to_contain_text("not valid")
    again.goto(server.url + new_link)
    assert settle(again)["seat"] == 1


def test_a_seated_player_gets_no_new_link_button(server: LiveServer, page: Page) -> None:
    made = server.new_table(["me", "invite"])
    page.goto(server.url + made["seats"][1]["link"])
    settle(page)
    expect(page.locator("#seats li")).to_have_count(2)
    expect(page.locator("button[data-new-link]")).to_have_count(0)  # not the creator
