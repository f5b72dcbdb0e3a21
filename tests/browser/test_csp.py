"""The pages and every game's renderer work under the server's Content-Security-Policy:
the browser reports no violation (an inline style or script it refused) on any page."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page

from meeple.engine import game_ids
from tests.browser.conftest import LiveServer
from tests.browser.helpers import settle, table_against_bots

# Keeps every violation the browser reports in window.__violations.
VIOLATIONS_SPY = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
});
"""


def spied_page(new_context: Callable[..., BrowserContext]) -> Page:
    context = new_context()
    context.add_init_script(VIOLATIONS_SPY)
    return context.new_page()


def violations(page: Page) -> list[str]:
    found: list[str] = page.evaluate("window.__violations")
    return found


def test_no_page_breaks_the_content_security_policy(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    page = spied_page(new_context)
    page.goto(server.url + "/")
    page.locator("#games .game-card").first.wait_for()
    assert violations(page) == []
    for game_id in game_ids():
        made = table_against_bots(server, game_id)
        page.goto(server.url + made["me"])
        settle(page)
        assert page.locator("#board svg").count() >= 1
        # The renderer's style sheet is in force (a constructed sheet, not a <style>).
        assert page.evaluate("document.adoptedStyleSheets.length") == 1, game_id
        assert violations(page) == [], game_id
        page.goto(server.url + f"/replay/{made['table']}")
        page.locator("#replay-step").wait_for(state="attached")
        assert violations(page) == [], f"replay of {game_id}"
