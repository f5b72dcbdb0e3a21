"""Playing without a mouse (issue 18): a whole game played with keys only, the Tab order
(the board's lit targets in reading order, the action list, Undo), the arrows moving between
lit targets by where they are drawn, Escape closing the action menu with the focus back on
its target, the focus kept on the board after a move, and each new log entry read out to
screen readers (#announce)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from meeple.server import hub
from tests.browser.conftest import LiveServer
from tests.browser.helpers import settle, table_against_bots, wait_step

# Where the focus is: "board" (a lit target, or another control the renderer made
# focusable), "menu", "actions", "undo", "confirm" or "page" (anywhere else).
FOCUS = """() => {
  const node = document.activeElement;
  if (!node || node === document.body) return "page";
  if (node.closest('#confirm-dialog')) return "confirm";
  if (node.closest('#action-menu')) return "menu";
  if (node.closest('#board')) return "board";
  if (node.closest('#actions')) return "actions";
  return node.id === "undo" ? "undo" : "page";
}"""

# The focused board element's data-target (null when the focus is not on the board).
FOCUSED = """() => {
  const node = document.activeElement;
  return node && node.closest('#board') ? node.dataset.target || node.tagName : null;
}"""

# The lit board targets, as drawn: id, centre, top, left and height (CSS px).
LIT = """() => [...document.querySelectorAll('#board [data-target].legal')].map((node) => {
  const box = node.getBoundingClientRect();
  return {id: node.dataset.target, x: box.left + box.width / 2, y: box.top + box.height / 2,
          top: box.top, left: box.left, h: box.height};
})"""


def focus(page: Page) -> str:
    where: str = page.evaluate(FOCUS)
    return where


def focused(page: Page) -> str | None:
    target: str | None = page.evaluate(FOCUSED)
    return target


def tab_to_the_table(page: Page) -> int:
    """Press Tab until the focus is on the board or the actions; how many presses."""
    for presses in range(1, 41):
        page.keyboard.press("Tab")
        if focus(page) in ("board", "actions"):
            return presses
    raise AssertionError("40 presses of Tab never reached the board or the actions")


def tab_through(page: Page, count: int) -> list[str | None]:
    """Tab onto the table, then on through ``count`` targets; the ones focused, in turn."""
    tab_to_the_table(page)
    walked = [focused(page)]
    for _ in range(count - 1):
        page.keyboard.press("Tab")
        walked.append(focused(page))
    return walked


def lit(page: Page) -> dict[str, dict[str, float]]:
    found: list[dict[str, Any]] = page.evaluate(LIT)
    return {t["id"]: t for t in found}


def reading_order(targets: dict[str, dict[str, float]]) -> list[str]:
    """Rows from the top, each from the left: a target joins the row above when its top
    is less than half the shorter of it and the row's first target below that one's top."""
    rows: list[list[dict[str, float]]] = []
    for t in sorted(targets.values(), key=lambda t: (t["top"], t["left"])):
        lead = rows[-1][0] if rows else None
        if lead and t["top"] < lead["top"] + min(lead["h"], t["h"]) / 2:
            rows[-1].append(t)
        else:
            rows.append([t])
    return [str(t["id"]) for row in rows for t in sorted(row, key=lambda t: t["left"])]


def nearest_right(targets: dict[str, dict[str, float]], start: str) -> str | None:
    """The closest lit target on the same row, to the right of ``start``."""
    here = targets[start]
    row = [t for t in targets.values() if abs(t["y"] - here["y"]) < 1 and t["x"] > here["x"]]
    return str(min(row, key=lambda t: t["x"])["id"]) if row else None


# -- a whole game -------------------------------------------------------------------------


def play_by_keys(page: Page, msg: dict[str, Any]) -> dict[str, Any]:
    """Play one move with keys, from where the page left the focus: Enter on it (a lit
    target or an action), Enter on the first item of a menu, OK in a confirmation."""
    page.keyboard.press("Enter")
    if focus(page) == "menu":
        page.keyboard.press("Enter")
    if focus(page) == "confirm":
        page.keyboard.press("Tab")  # Cancel has the focus first
        page.keyboard.press("Enter")
    return wait_step(page, msg["step"])


def test_a_whole_game_is_played_with_the_keyboard_only(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    # Portal Dash against a bot ends in the fewest moves of any game (a lost run, mostly).
    made = table_against_bots(server, "portal-dash")
    page = new_context().new_page()
    page.goto(server.url + made["me"])
    msg = settle(page)
    assert msg["to_move"] == msg["seat"] == 0
    tab_to_the_table(page)  # once: from then on the page keeps the focus on the table
    moves = 0
    for _ in range(1500):
        if msg["outcome"]:
            break
        if msg["to_move"] != msg["seat"] or not msg["actions"]:
            msg = wait_step(page, msg["step"])
            continue
        assert focus(page) in ("board", "actions"), (
            f"after {moves} moves the focus left the table: {focus(page)}"
        )
        moves += 1
        msg = play_by_keys(page, msg)
    assert msg["outcome"], f"the game did not end ({moves} moves by keys)"
    assert moves >= 3
    expect(page.locator("#outcome")).to_be_visible()


# -- the order, the arrows, the menu, the announcer ---------------------------------------


def seeded(monkeypatch: pytest.MonkeyPatch, make: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """A table made by ``make`` with seed 1 (the server runs in this process)."""
    monkeypatch.setattr(hub.secrets, "randbelow", lambda _bound: 1)
    try:
        return make()
    finally:
        monkeypatch.undo()


@pytest.fixture
def pilot(server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Forbidden Island, seed 1, the Pilot (seat 0: 23 lit tiles, some with two actions)
    against an Engineer bot; the first state, on ``page``."""
    made = seeded(
        monkeypatch, lambda: server.new_table(["me", "bot"], adventurers=["pilot", "engineer"])
    )
    page.goto(server.url + made["me"])
    return settle(page)


def test_tab_walks_the_lit_targets_in_reading_order_then_the_actions(
    page: Page, pilot: dict[str, Any]
) -> None:
    targets = lit(page)
    assert len(targets) > 10
    walked = tab_through(page, len(targets))
    assert walked == reading_order(targets)
    page.keyboard.press("Tab")
    assert focus(page) == "actions", "after the board: the action list"
    page.keyboard.press("Shift+Tab")
    assert focused(page) == walked[-1]


def test_tab_follows_the_map_not_the_drawing_order(
    server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Narnia's territories are drawn in the map's own order, not from the top left.
    made = seeded(monkeypatch, lambda: table_against_bots(server, "risk-junior-narnia"))
    page.goto(server.url + made["me"])
    msg = settle(page)
    while msg["to_move"] != msg["seat"]:
        msg = wait_step(page, msg["step"])
    targets = lit(page)
    drawn = list(targets)
    assert len(targets) >= 5 and drawn != reading_order(targets)
    walked = tab_through(page, len(targets))
    assert walked == reading_order(targets)


def test_arrows_move_to_the_next_lit_target_where_it_is_drawn(
    page: Page, pilot: dict[str, Any]
) -> None:
    targets = lit(page)
    order = reading_order(targets)
    tab_to_the_table(page)
    start = focused(page)
    assert start == order[0]
    right = nearest_right(targets, order[0])
    assert right is not None
    page.keyboard.press("ArrowRight")
    assert focused(page) == right
    page.keyboard.press("ArrowLeft")
    assert focused(page) == start
    page.keyboard.press("ArrowDown")
    below = targets[str(focused(page))]
    assert below["y"] > targets[start]["y"] and abs(below["x"] - targets[start]["x"]) < 1
    page.keyboard.press("ArrowUp")
    assert focused(page) == start
    page.keyboard.press("End")
    assert focused(page) == order[-1]
    page.keyboard.press("Home")
    assert focused(page) == order[0]


def test_escape_closes_the_menu_and_the_focus_goes_back_to_its_target(
    page: Page, pilot: dict[str, Any]
) -> None:
    shared = next(
        t for t in reading_order(lit(page)) if sum(a["target"] == t for a in pilot["actions"]) > 1
    )
    tab_to_the_table(page)
    for _ in range(len(pilot["actions"])):
        if focused(page) == shared:
            break
        page.keyboard.press("Tab")
    assert focused(page) == shared
    page.keyboard.press("Enter")
    menu = page.locator("#action-menu button[data-action]")
    expect(menu.first).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(menu.nth(1)).to_be_focused()
    page.keyboard.press("ArrowUp")
    expect(menu.first).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator("#action-menu")).to_have_count(0)
    assert focused(page) == shared


def test_a_move_is_announced_and_the_focus_stays_on_the_board(
    page: Page, pilot: dict[str, Any]
) -> None:
    announce = page.locator("#announce")
    expect(announce).to_have_attribute("aria-live", "polite")
    expect(announce).to_be_empty()
    tab_to_the_table(page)
    msg = play_by_keys(page, pilot)
    first = page.locator('#log li[data-index="0"] .log-text').inner_text()
    expect(announce.locator("p")).to_have_text([first])
    assert focus(page) == "board", "the focus came back to the board"
    msg = play_by_keys(page, msg)  # the Pilot's second action, from where the focus is
    second = page.locator('#log li[data-index="1"] .log-text').inner_text()
    expect(announce.locator("p")).to_have_text([first, second])
    # after the lit targets come the actions, then Undo (now that there is a move to undo)
    assert msg["can_undo"]
    page.keyboard.press("End")
    page.keyboard.press("Tab")
    assert focus(page) == "actions"
    while focus(page) == "actions":
        page.keyboard.press("Tab")
    assert focus(page) == "undo"
    # a page opened on a table with a log reads none of it out
    page.reload()
    settle(page)
    expect(page.locator("#log li[data-index]")).to_have_count(2)
    expect(announce).to_be_empty()


def test_pandemic_cities_are_walked_on_the_map_and_played_by_keys(
    server: LiveServer, page: Page, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The world map: Tab walks the lit cities row by row as drawn, and moves are played
    with Enter (a menu when a city has several actions) while the focus stays on the table."""
    made = seeded(monkeypatch, lambda: table_against_bots(server, "pandemic"))
    page.goto(server.url + made["me"])
    msg = settle(page)
    while msg["to_move"] != msg["seat"]:
        msg = wait_step(page, msg["step"])
    targets = lit(page)
    assert len(targets) >= 3
    walked = tab_through(page, len(targets))
    assert walked == reading_order(targets)
    page.keyboard.press("Home")
    moves = 0
    while moves < 4 and not msg["outcome"]:
        if msg["to_move"] != msg["seat"] or not msg["actions"]:
            msg = wait_step(page, msg["step"])
            continue
        assert focus(page) in ("board", "actions"), f"after {moves} moves: {focus(page)}"
        before = msg["step"]
        msg = play_by_keys(page, msg)
        assert msg["step"] > before
        moves += 1
    assert moves == 4 or msg["outcome"]
