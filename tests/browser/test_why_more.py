"""Why not? in the browser, for Risk Junior Narnia, Portal Dash and Doodle Jump: a click on
an unlit board element of the seat to move is answered with a reason from that game's
own rules (its ``<prefix>.why.*`` messages, not the engine's generic words), shown in
``[data-testid=why]`` (or the banner).

The reason expected is the one the game gives for the table's state in the server (read
only, while seat 0 is to move), so the test follows whatever position the bots leave."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import click_action, settle, table_against_bots, wait_step

PREFIX = {"risk-junior-narnia": "rjn.why.", "portal-dash": "pd.why.", "doodle-jump": "dj.why."}
# what only says the turn waits for something else: played past, for a reason on the board
WAITING = {"dj.why.roll-first"}

# the board elements tagged with a target but not lit, that a click in their middle reaches
UNLIT = """() => [...document.querySelectorAll('#board [data-target]:not(.legal)')]
  .filter((e) => {
    const r = e.getBoundingClientRect();
    const none = getComputedStyle(e).pointerEvents === 'none';
    if (!(r.width > 0 && r.height > 0) || none) return false;
    e.scrollIntoView({block: 'center', inline: 'center'});
    const b = e.getBoundingClientRect();  // a click lands in the middle: not on a piece over it
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return Boolean(hit) && e.contains(hit);
  })
  .map((e) => e.dataset.target)"""


def server_state(server: LiveServer, table: str) -> Any:
    app: Any = server.server.config.app
    return app.state.hub.tables[table].match.state.clone()


def a_specific_reason(server: LiveServer, page: Page, table: str, prefix: str) -> str | None:
    """An unlit element the game explains by a rule of its own now, or None."""
    state = server_state(server, table)
    if state.to_move() != 0:
        return None
    for target in dict.fromkeys(page.evaluate(UNLIT)):
        msgid, args = state.game.why_not(state, 0, target)
        # a reason naming a player is left out: the page names players by display name
        if msgid.startswith(prefix) and msgid not in WAITING and "seat" not in args:
            return str(target)
    return None


def play_until_explained(server: LiveServer, page: Page, game: str, lang: str) -> tuple[str, str]:
    """Seat 0 plays its first action until an unlit element has a reason of the game's
    own; (that target, the reason in ``lang``)."""
    made = table_against_bots(server, game)
    page.goto(server.url + made["me"])
    msg = settle(page)
    for _ in range(80):
        assert not msg["outcome"], "the game ended before a specific reason showed"
        if msg["to_move"] == msg["seat"] and msg["actions"]:
            target = a_specific_reason(server, page, msg["table"], PREFIX[game])
            if target:
                return target, server_state(server, msg["table"]).why_not(0, target, lang)
            click_action(page, msg["actions"][0]["id"])
        msg = wait_step(page, msg["step"])
    raise AssertionError(f"no unlit element of {game} had a reason of its own in 80 steps")


@pytest.mark.parametrize(
    ("game", "lang"),
    [
        ("risk-junior-narnia", "en-US"),
        ("portal-dash", "en-US"),
        ("doodle-jump", "en-US"),
        ("doodle-jump", "fr-FR"),
    ],
)
def test_an_unlit_target_clicked_shows_the_game_s_own_reason(
    server: LiveServer, new_context: Callable[..., BrowserContext], game: str, lang: str
) -> None:
    page = new_context(lang).new_page()
    target, reason = play_until_explained(server, page, game, lang[:2])
    assert reason and reason != "Nothing can be done there now."
    page.locator(f'#board [data-target="{target}"]:not(.legal)').first.click()
    answer = page.locator('[data-testid="why"]:visible, #banner:visible')
    expect(answer.filter(has_text=reason).first).to_be_visible()
