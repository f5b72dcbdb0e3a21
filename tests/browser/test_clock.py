"""Clocks in the browser: the time left shows next to the turn, counts down, and when it
runs out the bot's move for the player appears in the log; the lobby's form sets a clock."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import choose_game, settle, wait_step


def test_a_short_clock_runs_out_and_a_bot_plays_for_me(server: LiveServer, page: Page) -> None:
    made = server.post(
        "/api/tables",
        {
            "game": "forbidden-island",
            "config": {"players": 2},
            "seats": [{"kind": "me"}, {"kind": "invite"}],
            "clock": {"kind": "move", "seconds": 4},
        },
    )
    page.goto(server.url + made["me"])
    msg = settle(page)
    assert msg["step"] == 0 and msg["clock"]["seat"] == 0
    clock = page.locator("#clock")
    expect(clock).to_be_visible()
    expect(clock).to_have_class(re.compile(r"\bmine\b"))
    expect(clock).to_contain_text(re.compile(r"Your time: 0:0[1-4]"))
    first = int(clock.get_attribute("data-left") or "0")
    page.wait_for_function(f"() => Number(document.getElementById('clock').dataset.left) < {first}")
    assert msg["step"] == 0  # counting down, nobody played

    after = wait_step(page, 0)  # the time runs out: the server's bot plays
    assert after["seats"][0]["kind"] == "me"  # the seat stays mine
    entry = page.locator('#log li[data-index="0"]')
    expect(entry).to_contain_text("Time ran out for Player 1: a bot played for them.")
    # the next decision is timed afresh
    expect(clock).to_contain_text(re.compile(r"Your time: 0:0[2-4]"))


def test_the_lobby_form_sets_a_clock(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    choose_game(page, "forbidden-island")
    page.select_option("select[name=players]", "2")
    page.select_option('select[data-seat-kind="1"]', "invite")
    expect(page.locator("select[name=clock] option")).to_have_count(7)
    expect(page.locator('select[name=clock] option[value="move:120"]')).to_have_text(
        "2 minutes a move"
    )
    page.select_option("select[name=clock]", "move:30")
    page.click("#create-table")
    expect(page.locator("#created")).to_be_visible()
    page.click("#my-seat")
    msg = settle(page)
    assert msg["clock"]["kind"] == "move" and msg["clock"]["seconds"] == 30
    expect(page.locator("#clock")).to_contain_text(re.compile(r"Your time: 0:(30|29|28)"))


def test_the_clock_in_french_and_none_without_one(server: LiveServer, new_context) -> None:  # type: ignore[no-untyped-def]
    page = new_context("fr-FR").new_page()
    timed = server.post(
        "/api/tables",
        {
            "game": "forbidden-island",
            "config": {"players": 2},
            "seats": [{"kind": "me"}, {"kind": "invite"}],
            "clock": {"kind": "turn", "hours": 24},
        },
    )
    page.goto(server.url + f"/t/{timed['table']}")  # a spectator: the player's time
    settle(page)
    expect(page.locator("#clock")).to_contain_text(re.compile(r"Temps restant : 2[34]:\d\d:\d\d"))
    untimed = server.new_table(["me", "invite"])
    page.goto(server.url + untimed["me"])
    settle(page)
    expect(page.locator("#clock")).to_be_hidden()
