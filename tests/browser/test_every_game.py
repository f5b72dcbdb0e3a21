"""Every registered game is playable in the browser: its renderer draws the table and a
player moves by clicking the board. (Each game also has deeper tests of its own.)"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext

from meeple import load
from meeple.engine import game_ids
from tests.browser.conftest import LiveServer
from tests.browser.helpers import Player, settle


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_starts_and_is_played_by_clicking_its_board(
    server: LiveServer, new_context: Callable[..., BrowserContext], game_id: str
) -> None:
    players = max(2, load(game_id).info.min_players)
    made = server.post(
        "/api/tables",
        {
            "game": game_id,
            "config": {"players": players},
            "seats": [{"kind": "me"}] + [{"kind": "bot", "bot": "random"}] * (players - 1),
        },
    )
    page = new_context().new_page()
    page.goto(server.url + made["me"])
    msg = settle(page)
    assert msg["game"] == game_id and msg["seat"] == 0
    assert page.locator("#board svg").count() >= 1, "the renderer drew no SVG"
    player = Player(page)
    for _ in range(60):
        if msg["outcome"] or player.clicks["board"] + player.clicks["menu"] >= 6:
            break
        msg = player.step()
    assert player.clicks["board"] + player.clicks["menu"] >= 6 or msg["outcome"], player.clicks
    assert msg["step"] > 0
