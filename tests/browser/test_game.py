"""A whole game of Forbidden Island played by clicking, then its replay."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import Player, drawn_pawns, settle

MAX_STEPS = 600  # the page's states waited for; a game by these rules ends far sooner


def board_html(page: Page) -> str:
    return page.inner_html("#board")


def test_play_a_whole_game_then_its_replay(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    made = server.new_table(
        ["me", "bot", "bot"], difficulty="legendary", adventurers=["pilot", "engineer", "diver"]
    )
    page = new_context().new_page()
    page.goto(server.url + made["me"])
    player = Player(page)
    msg = settle(page)
    assert msg["seat"] == 0 and msg["view"]["seat"] == 0
    for _ in range(MAX_STEPS):
        msg = player.step()
        # every pawn stays on the board, a swimmer's too (on its sunk tile)
        shown = drawn_pawns(page)
        pawns = {p["seat"]: p for p in shown["pawns"]}
        assert len(shown["pawns"]) == 3, shown["pawns"]
        for pawn in shown["view"]["pawns"]:
            assert pawns[pawn["seat"]]["tile"] == pawn["tile"]
        for seat in shown["view"]["swimmers"]:
            assert "swimming" in pawns[seat]["cls"].split(), pawns[seat]
        if msg["outcome"]:
            break
    else:
        raise AssertionError(f"no outcome after {MAX_STEPS} states (step {msg['step']})")

    # the end: outcome panel, no more moves, the log holds every step
    expect(page.locator("#outcome")).to_be_visible()
    expect(page.locator("#outcome-text")).not_to_be_empty()
    assert page.locator("#actions button[data-action]").count() == 0
    assert page.locator("#board [data-target].legal").count() == 0
    assert page.locator("#log li[data-index]").count() == msg["step"]
    assert player.clicks["board"] + player.clicks["menu"] >= 3, player.clicks
    assert server.get(f"/api/tables/{made['table']}")["status"] == "finished"
    end_board = board_html(page)

    # the replay: step 0 first, then next / prev / last
    page.click("#replay-link")
    page.wait_for_url(re.compile(rf"/replay/{made['table']}"))
    counter = page.locator("#replay-step")
    expect(counter).to_have_attribute("data-step", "0")
    steps = int(counter.get_attribute("data-steps") or "0")
    assert steps == msg["step"]
    expect(page.locator("#replay-prev")).to_be_disabled()
    assert page.locator("#log li[data-index]").count() == 0
    assert page.locator("#board [data-target].legal").count() == 0
    first_text = counter.inner_text()
    first_board = board_html(page)

    page.click("#replay-next")
    expect(counter).to_have_attribute("data-step", "1")
    assert counter.inner_text() != first_text
    # my first move was a click on the board: the island changed
    assert board_html(page) != first_board
    assert page.locator("#log li[data-index]").count() == 1
    page.click("#replay-next")
    expect(counter).to_have_attribute("data-step", "2")
    page.click("#replay-prev")
    expect(counter).to_have_attribute("data-step", "1")
    expect(page.locator("#outcome")).to_be_hidden()

    page.click("#replay-last")
    expect(counter).to_have_attribute("data-step", str(steps))
    expect(page.locator("#outcome")).to_be_visible()
    expect(page.locator("#replay-next")).to_be_disabled()
    assert page.locator("#log li[data-index]").count() == steps
    assert board_html(page) != first_board
    # the last step of the replay is the end the table showed (names aside)
    assert page.locator("#board g.fi-tile[data-state=sunk]").count() == end_board.count(
        'data-state="sunk"'
    )
    # and the lobby lists the finished game, with a link to this replay
    page.goto(server.url + "/")
    replay = page.locator(f'#replays li[data-replay="{made["table"]}"] a')
    expect(replay).to_have_attribute("href", f"/replay/{made['table']}")
    expect(page.locator(f'#tables li[data-table="{made["table"]}"]')).to_have_count(0)
