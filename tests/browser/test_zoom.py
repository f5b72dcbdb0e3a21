"""Zoom for boards that cannot fit (issue 18, item 5): on a phone, "+" makes Narnia's map (and
Portal Dash's path) bigger inside ``#board``, which pans while the page still does not scroll
sideways, its names drawn bigger (12 CSS px or more); the step is kept across a
reload, "−" returns to the width unzoomed; the buttons are 24 px or more and named in English
and in French. On a wide screen where the board fits, no zoom is offered."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.conftest import TIMEOUT_MS, WS_SPY, LiveServer
from tests.browser.helpers import settle, table_against_bots

WIDTH = 390
READABLE = 12  # CSS px

# The smallest name of a territory as drawn (its font size times the SVG's scale), the widths
# of the map, of #board's box and of the page.
MEASURE = """() => {
  const board = document.getElementById('board');
  const svg = board.querySelector('svg.rjn-svg');
  const scale = svg.getScreenCTM().a;
  const sizes = [...svg.querySelectorAll('text.rjn-name')]
    .map((e) => parseFloat(getComputedStyle(e).fontSize) * scale);
  return {
    label: Math.min(...sizes),
    svg: svg.getBoundingClientRect().width,
    box: board.clientWidth,
    pans: board.scrollWidth,
    page: document.documentElement.scrollWidth,
  };
}"""


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    made = browser.new_context(
        viewport={"width": WIDTH, "height": 844},
        is_mobile=True,
        has_touch=True,
        device_scale_factor=2,
        locale="en-US",
    )
    made.set_default_timeout(TIMEOUT_MS)
    made.add_init_script(WS_SPY)
    errors: list[str] = []
    made.on("weberror", lambda e: errors.append(str(e.error)))
    yield made
    made.close()
    assert not errors, f"JavaScript errors in the pages: {errors}"


def measure(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(MEASURE)
    return found


def test_zoom_makes_narnias_names_readable_on_a_phone_and_only_the_board_pans(
    server: LiveServer, context: BrowserContext
) -> None:
    page = context.new_page()
    page.goto(server.url + table_against_bots(server, "risk-junior-narnia")["me"])
    settle(page)
    bar = page.locator('[data-testid="zoom"]')
    expect(bar).to_be_visible()
    level = bar.locator('[data-testid="zoom-level"]')
    expect(level).to_have_text("100%")
    zoom_in, zoom_out = bar.locator('[data-zoom="in"]'), bar.locator('[data-zoom="out"]')
    expect(zoom_in).to_have_attribute("aria-label", "Zoom in")
    expect(zoom_out).to_have_attribute("aria-label", "Zoom out")
    expect(zoom_out).to_be_disabled()
    for button in (zoom_in, zoom_out):
        box = button.bounding_box()
        assert box is not None and box["width"] >= 24 and box["height"] >= 24, box
    before = measure(page)
    clicks = 0
    while clicks < 2 or measure(page)["label"] < READABLE:
        assert clicks < 5, f"still small at the widest zoom: {measure(page)}"
        zoom_in.click()
        clicks += 1
    zoomed = measure(page)
    assert zoomed["page"] <= WIDTH, f"the page scrolls sideways zoomed in: {zoomed}"
    assert zoomed["pans"] > zoomed["box"], f"#board does not pan: {zoomed}"
    factor = zoomed["svg"] / before["svg"]
    assert factor >= 1.5 - 0.01, (before, zoomed)
    assert zoomed["label"] == pytest.approx(before["label"] * factor, rel=0.01)
    shown = level.inner_text()
    assert shown != "100%"
    # kept across a reload (and a redraw of the board)
    page.reload()
    settle(page)
    expect(level).to_have_text(shown)
    assert measure(page)["label"] >= READABLE
    # named in French too
    page.click('#lang-switch button[data-lang="fr"]')
    expect(zoom_in).to_have_attribute("aria-label", "Zoomer")
    expect(zoom_out).to_have_attribute("aria-label", "Dézoomer")
    # and back to the width unzoomed
    for _ in range(clicks):
        zoom_out.click()
    expect(level).to_have_text("100%")
    back = measure(page)
    assert abs(back["svg"] - before["svg"]) < 1 and abs(back["label"] - before["label"]) < 0.1
    expect(zoom_out).to_be_disabled()


def test_zoom_enlarges_portal_dashs_path_on_a_phone(
    server: LiveServer, context: BrowserContext
) -> None:
    page = context.new_page()
    page.goto(server.url + table_against_bots(server, "portal-dash")["me"])
    settle(page)
    width = "() => document.querySelector('#board svg.pd-path').getBoundingClientRect().width"
    before = page.evaluate(width)
    page.click('[data-testid="zoom"] [data-zoom="in"]')
    page.click('[data-testid="zoom"] [data-zoom="in"]')
    expect(page.locator('[data-testid="zoom-level"]')).to_have_text("150%")
    assert page.evaluate(width) == pytest.approx(before * 1.5, abs=1)
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH


def test_no_zoom_is_offered_where_the_board_fits(server: LiveServer, page: Page) -> None:
    page.set_viewport_size({"width": 1400, "height": 900})
    page.goto(server.url + table_against_bots(server, "portal-dash")["me"])
    settle(page)
    expect(page.locator('[data-testid="zoom"]')).to_be_hidden()
