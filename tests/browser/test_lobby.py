"""The lobby: a new Forbidden Island table, made with the form, opens on my seat."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import choose_game, settle


def test_create_a_table_from_the_lobby(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    card = page.locator('#games .game-card[data-game="forbidden-island"]')
    expect(card).to_contain_text("Forbidden Island")
    choose_game(page, "forbidden-island")
    expect(card).to_have_class(re.compile(r"\bselected\b"))
    page.select_option("select[name=players]", "2")
    expect(page.locator("[data-seat-kind]")).to_have_count(2)
    page.select_option("select[name=difficulty]", '"elite"')
    page.select_option('select[data-seat-kind="1"]', "bot")
    expect(page.locator('select[data-seat-bot="1"]')).to_be_visible()
    page.select_option('select[data-seat-bot="1"]', "easy")
    expect(page.locator("#created")).to_be_hidden()
    page.click("#create-table")

    expect(page.locator("#created")).to_be_visible()
    mine = page.locator('#invite-links li[data-seat="0"] a')
    expect(mine).to_have_attribute("href", re.compile(r"^/play/[\w-]+$"))
    # the bot's seat has no link
    expect(page.locator('#invite-links li[data-seat="1"] a')).to_have_count(0)
    href = page.get_attribute("#my-seat", "href")
    assert href == mine.get_attribute("href")
    table = (page.get_attribute("#created-spectate", "href") or "").rsplit("/", 1)[-1]
    # the open tables list shows it, with the bot seat and no free seat
    row = page.locator(f'#tables li.table-row[data-table="{table}"]')
    expect(row).to_be_visible()
    expect(row.locator("button[data-join-seat]")).to_have_count(0)

    page.click("#my-seat")
    page.wait_for_url(re.compile(re.escape(str(href)) + "$"))
    msg = settle(page)
    assert msg["table"] == table and msg["seat"] == 0
    assert msg["view"]["difficulty"] == "elite"
    assert [s["kind"] for s in msg["seats"]] == ["me", "bot"]
    expect(page.locator("#board g.fi-tile[data-tile]")).to_have_count(24)
    expect(page.locator("#board g.fi-pawn")).to_have_count(2)
    me = page.locator("#board section.fi-seat.me")
    expect(me).to_have_count(1)
    expect(me).to_have_attribute("data-seat", "0")
    expect(me.locator(".fi-you")).to_have_count(1)
    expect(page.locator("#board section.fi-seat")).to_have_count(2)
    expect(page.locator('#seats li[data-seat="0"] .badge')).to_be_visible()
    expect(page.locator('#seats li[data-seat="1"]')).to_have_attribute("data-kind", "bot")
    expect(page.locator("#conn")).to_have_attribute("data-state", "open")
    expect(page.locator("#spectating")).to_be_hidden()
    # it is my move: legal targets on the board and the same actions in the list
    expect(page.locator("#turn")).to_have_class(re.compile(r"\bmine\b"))
    assert page.locator("#board [data-target].legal").count() > 0
    assert page.locator("#actions button[data-action]").count() == len(msg["actions"])
    expect(page.locator("#undo")).to_be_disabled()
