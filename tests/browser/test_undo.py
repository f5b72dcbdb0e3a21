"""Undo: a move can be taken back, a card drawn cannot."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import click_action, click_target, kind, pawn_tile, settle, wait_step


def test_undo_a_move_but_not_a_draw(server: LiveServer, page: Page) -> None:
    made = server.new_table(["me", "bot"], adventurers=["engineer", "pilot"])
    page.goto(server.url + made["me"])
    msg = settle(page)
    start = pawn_tile(page, 0)
    assert start == "bronze-gate"  # the Engineer's start
    expect(page.locator("#undo")).to_be_disabled()
    expect(page.locator("#log li[data-empty]")).to_have_count(1)

    move = next(a for a in msg["actions"] if kind(a["id"]) == "move")
    click_target(page, move["target"], prefer=":move:")
    msg = wait_step(page, 0)
    assert msg["step"] == 1 and msg["can_undo"]
    expect(page.locator("#log li[data-index]")).to_have_count(1)
    expect(page.locator('#log li[data-index="0"] .log-text')).to_contain_text("Move")
    destination = str(move["target"]).removeprefix("tile:")
    assert pawn_tile(page, 0) == destination != start
    expect(page.locator("#undo")).to_be_enabled()

    page.click("#undo")
    page.wait_for_function("() => window.__state.step === 0")
    msg = settle(page)
    expect(page.locator("#log li[data-index]")).to_have_count(0)
    expect(page.locator("#log li[data-empty]")).to_have_count(1)
    assert pawn_tile(page, 0) == start
    expect(page.locator("#undo")).to_be_disabled()
    assert any(a["id"] == move["id"] for a in msg["actions"])

    # end the actions (undoable), then draw a card: no undo past a draw
    click_action(page, "0:end-actions")
    msg = wait_step(page, 0)
    expect(page.locator("#undo")).to_be_enabled()
    draw = next(a["id"] for a in msg["actions"] if kind(a["id"]) == "draw-treasure")
    click_action(page, draw)
    msg = wait_step(page, msg["step"])
    assert not msg["can_undo"]
    expect(page.locator("#undo")).to_be_disabled()
    expect(page.locator("#log li[data-index]")).to_have_count(2)
