"""Every registered game is playable in the browser to its end: its renderer draws the
table, a player moves by clicking the board, bots fill the other seats."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext

from meeple.engine import game_ids
from tests.browser.conftest import LiveServer
from tests.browser.helpers import Player, settle, table_against_bots


@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_game_is_played_by_clicking_its_board(
    server: LiveServer, new_context: Callable[..., BrowserContext], game_id: str
) -> None:
    made = table_against_bots(server, game_id)
    page = new_context().new_page()
    page.goto(server.url + made["me"])
    msg = settle(page)
    assert msg["game"] == game_id and msg["seat"] == 0
    assert page.locator("#board svg").count() >= 1, "the renderer drew no SVG"
    player = Player(page)
    for _ in range(1500):
        if msg["outcome"]:
            break
        msg = player.step()
    assert msg["outcome"], f"the game did not end in 1,500 steps ({player.clicks})"
    assert player.clicks["board"] + player.clicks["menu"] >= 3, player.clicks
    assert page.locator("#outcome").is_visible() and page.locator("#replay-link").is_visible()
