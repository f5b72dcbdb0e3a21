"""Phones (issue 18, item 5): at 360, 390 and 430 CSS px wide, in a mobile context, no page
scrolls sideways, the header's language switch and Rules button stay on screen, every lit
board target is at least 24 x 24 CSS px (WCAG 2.5.8) and a tap reaches it (not wholly under
something else; Portal Dash's at its very centre) and the HTML text is at least 12 px.
A table is measured at each of seat 0's first moves (its first lit target played each time).

Boards too dense for the width (Doodle Jump, Portal Dash, Narnia) keep a wider size and pan
inside ``#board``, which never widens the page; the text drawn inside a board's SVG is not
measured (Narnia's map and Portal Dash's cube are read by panning, and zooming with the
board's "+" button: test_zoom.py).

The page width is ``document.documentElement.scrollWidth`` against the width the test set:
on a phone ``innerWidth`` grows with the content, so it cannot tell an overflow.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from meeple.engine import game_ids
from tests.browser.conftest import TIMEOUT_MS, WS_SPY, LiveServer
from tests.browser.helpers import (
    choose_game,
    click_action,
    click_target,
    settle,
    table_against_bots,
    wait_step,
)

WIDTHS = (360, 390, 430)
HEIGHT = 844
MIN_TARGET = 24  # CSS px, WCAG 2.5.8 (target size, minimum)
# Games whose lit targets are not yet all 24 px on a phone (none: Portal Dash's figures
# sharing a square now each have a cell of it, and its path is drawn with 48 px squares).
SMALL_TARGETS_LEFT: set[str] = set()
# Where a tap at a lit target's centre must reach that target and nothing else (elsewhere a
# target may lie partly under another, as fanned cards do, but not wholly): Portal Dash, whose
# figures sharing a square each have a cell of it, and whose monsters, lit or not, take taps
# (a click on one unlit asks the server why not).
TAPS_CHECKED = {"portal-dash"}
MIN_TEXT = 12  # CSS px

# What overflows, what is lit and what text is too small, measured in the page.
MEASURE = """() => {
  const MIN_TEXT = 12;
  const box = (e) => { const r = e.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, width: r.width, height: r.height}; };
  for (const a of document.getAnimations()) {  // pieces gliding in (motion.js) land
    if (a.effect && a.effect.getComputedTiming().endTime !== Infinity) a.finish(); }
  // each lit target brought into view: its box, what a tap at its centre reaches when it is
  // not the target or inside it (by: the other target's id, or the element's tag), and reach
  const lit = [...document.querySelectorAll('#board [data-target].legal')].map((e) => {
    e.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
    const b = box(e);
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    const on = hit && !e.contains(hit) ? hit.closest('[data-target]') : null;
    const by = hit && !e.contains(hit) ? (on ? on.dataset.target : hit.tagName) : null;
    // taps over a 5 x 5 grid of its box: how many reach it (0: buried under other things)
    let reach = 0;
    for (let i = 1; i <= 5; i++) for (let j = 1; j <= 5; j++) {
      const at = document.elementFromPoint(b.left + (b.width * i) / 6, b.top + (b.height * j) / 6);
      if (at && e.contains(at)) reach += 1;
    }
    return {target: e.dataset.target, ...b, by, reach};
  }).filter((b) => b.width > 0 || b.height > 0);
  const small = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || el.closest('dialog:not([open]), [hidden]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (el.closest('svg')) continue;  // a board's text: see the module's docstring
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < MIN_TEXT - 0.05) small.push({text: node.textContent.trim().slice(0, 30), size});
  }
  const ctl = (sel) => { const e = document.querySelector(sel); return e ? box(e) : null; };
  return {
    scrollWidth: document.documentElement.scrollWidth,
    lang: ctl('#lang-switch'),
    rules: ctl('#rules-button'),
    lit,
    small,
  };
}"""


@pytest.fixture
def phone(browser: Browser) -> Iterator[Any]:
    """Make phone contexts: ``phone(width)`` is a new page ``width`` CSS px wide."""
    contexts: list[BrowserContext] = []
    errors: list[str] = []

    def make(width: int) -> Page:
        context = browser.new_context(
            viewport={"width": width, "height": HEIGHT},
            is_mobile=True,
            has_touch=True,
            device_scale_factor=2,
            locale="en-US",
        )
        context.set_default_timeout(TIMEOUT_MS)
        context.add_init_script(WS_SPY)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        return page

    yield make
    for context in contexts:
        context.close()
    assert not errors, f"JavaScript errors in the pages: {errors}"


def check_fits(found: dict[str, Any], width: int, where: str) -> None:
    assert found["scrollWidth"] <= width, (
        f"{where} at {width} px scrolls sideways: {found['scrollWidth']} px wide"
    )
    assert found["lang"] is not None, f"{where}: no language switch"
    assert found["lang"]["left"] >= 0 and found["lang"]["right"] <= width, (
        f"{where} at {width} px: the language switch is off screen ({found['lang']})"
    )
    assert not found["small"], f"{where} at {width} px: text under {MIN_TEXT} px: {found['small']}"


@pytest.mark.parametrize("width", WIDTHS)
def test_the_lobby_fits_a_phone(server: LiveServer, phone: Any, width: int) -> None:
    page = phone(width)
    page.goto(server.url + "/")
    for game_id in game_ids():  # each game's form (options, seats) in turn
        choose_game(page, game_id)
        check_fits(page.evaluate(MEASURE), width, f"the lobby with {game_id} chosen")


def check_lit(found: dict[str, Any], width: int, where: str, strict: bool) -> float:
    """The lit targets are big enough and some of each can be tapped (``strict``: its centre,
    where nothing else lies); the smallest side of the smallest one."""
    lit = found["lit"]
    smallest = min(lit, key=lambda b: min(b["width"], b["height"]))
    side: float = min(smallest["width"], smallest["height"])
    assert side >= MIN_TARGET, (
        f"{where} at {width} px: the lit target {smallest['target']} is "
        f"{smallest['width']:.1f} x {smallest['height']:.1f} px (under {MIN_TARGET})"
    )
    buried = [(b["target"], b["by"]) for b in lit if not b["reach"]]
    assert not buried, (
        f"{where} at {width} px: no tap reaches these lit targets (target, what is hit): {buried}"
    )
    covered = [(b["target"], b["by"]) for b in lit if strict and b["by"]]
    assert not covered, (
        f"{where} at {width} px: a tap at these lit targets' centres reaches another "
        f"element (target, what is hit): {covered}"
    )
    return side


MY_MOVES = 12  # of seat 0, each measured, the first lit target played


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("game_id", game_ids())
def test_a_table_fits_a_phone_and_its_lit_targets_are_big_enough(
    server: LiveServer, phone: Any, game_id: str, width: int
) -> None:
    made = table_against_bots(server, game_id)
    page = phone(width)
    page.goto(server.url + made["me"])
    where = f"a {game_id} table"
    measured = 0
    msg = settle(page)
    for _ in range(200):
        if msg["outcome"] or measured >= MY_MOVES:
            break
        if msg["to_move"] != msg["seat"] or not msg["actions"]:
            msg = wait_step(page, msg["step"])
            continue
        found = page.evaluate(MEASURE)
        check_fits(found, width, where)
        rules = found["rules"]
        assert rules is not None and rules["left"] >= 0 and rules["right"] <= width, (
            f"{where} at {width} px: the Rules button is off screen ({rules})"
        )
        if found["lit"]:
            if game_id not in SMALL_TARGETS_LEFT:
                check_lit(found, width, where, game_id in TAPS_CHECKED)
            measured += 1
            lit = page.eval_on_selector_all(
                "#board [data-target].legal", "e => e.map(x => x.dataset.target)"
            )
            click_target(page, lit[0])
        else:
            click_action(page, msg["actions"][0]["id"])
        msg = wait_step(page, msg["step"])
    assert measured >= 3 or msg["outcome"], f"{where}: only {measured} moves measured"
