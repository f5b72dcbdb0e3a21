"""Risk Junior Narnia's map: the territory names never overlap one another, nor the counters
(armies, camps, characters) of another territory, in English and in French (longer names),
at the desktop size and on a phone; each name stays on its own territory."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page

from tests.browser.conftest import LiveServer
from tests.browser.helpers import settle, table_against_bots

LOCALES = {"en": "en-US", "fr": "fr-FR"}
SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
SLACK = 1.0  # px two boxes may share (antialiasing, rounding)

# Every label (territory, text, box) and every counter (territory, box) on the board's map,
# with the centres of each territory's cells, in CSS pixels.
MEASURE = """(root) => {
  const box = (e) => {
    const b = e.getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom];
  };
  const whose = (e) => e.closest('.rjn-tmarks').dataset.territory;
  const board = document.querySelector(root);
  const labels = [...board.querySelectorAll('.rjn-tmarks[data-territory] text.rjn-name')].map(
    (e) => ({ territory: whose(e), text: e.textContent, box: box(e) }));
  const counters = [...board.querySelectorAll(
    '.rjn-tmarks .rjn-army, .rjn-tmarks .rjn-camp, .rjn-tmarks .rjn-character')].map((e) => ({
    territory: whose(e), kind: e.getAttribute('class'), box: box(e) }));
  const cells = {};
  for (const g of board.querySelectorAll('g.rjn-territory[data-territory]')) {
    cells[g.dataset.territory] = [...g.querySelectorAll('path.rjn-cell')].map((p) => {
      const [l, t, r, b] = box(p); return [(l + r) / 2, (t + b) / 2, r - l]; });
  }
  return { labels, counters, cells };
}"""

# The page's own view made as crowded as the renderer allows, drawn into a fresh root the
# width of the board: every territory owned, with two kinds of armies and a camp, a battle
# with the attacker's armies too (a second row of chips), and the twelve characters spread
# over the map (two on some territories).
CROWDED = """async ({lang}) => {
  const renderer = (await import('/games/risk-junior-narnia/web.js')).default;
  const view = structuredClone(window.__state.view);
  const colours = ['witch', 'red', 'blue'];
  const armies = { witch: { boggle: 3, minotaur: 1 }, red: { faun: 2, centaur: 1 },
                   blue: { faun: 4, centaur: 2 } };
  view.territories.forEach((t, i) => {
    t.owner = colours[i % 3]; t.armies = armies[t.owner]; t.camp = true;
  });
  const ids = view.territories.map((t) => t.id);
  view.characters.forEach((c, i) => {
    c.state = 'board'; c.territory = ids[(i * 2) % ids.length];
  });
  const battle = view.territories[12];
  view.battle = { territory: battle.id, attacker: 'red', defender: battle.owner,
                  attackers: { faun: 2, centaur: 1 } };
  const root = document.createElement('div');
  root.id = 'rjn-crowded';
  root.style.width = document.querySelector('#board').getBoundingClientRect().width + 'px';
  document.body.append(root);
  renderer.render(root, view, { seat: 0, lang, t: (id) => id, actions: [], names: ['Ann', 'Bot'],
                                step: window.__state.step, play: () => {} });
}"""

Box = list[float]


def overlap(a: Box, b: Box) -> bool:
    """Whether two boxes share more than ``SLACK`` pixels each way."""
    return min(a[2], b[2]) - max(a[0], b[0]) > SLACK and min(a[3], b[3]) - max(a[1], b[1]) > SLACK


def check_layout(found: dict[str, Any], where: str) -> None:
    labels, counters, cells = found["labels"], found["counters"], found["cells"]
    assert len(labels) == 25, f"{where}: {len(labels)} territory names drawn"
    clashes = [
        f"{a['text']!r} / {b['text']!r}"
        for i, a in enumerate(labels)
        for b in labels[i + 1 :]
        if overlap(a["box"], b["box"])
    ]
    assert not clashes, f"{where}: names overlap: {clashes}"
    covered = [
        f"{a['text']!r} covers {c['kind']} of {c['territory']}"
        for a in labels
        for c in counters
        if c["territory"] != a["territory"] and overlap(a["box"], c["box"])
    ]
    assert not covered, f"{where}: names over other territories' counters: {covered}"
    # each name's middle lies on (or just by) one of its own territory's cells
    for a in labels:
        x = (a["box"][0] + a["box"][2]) / 2
        y = (a["box"][1] + a["box"][3]) / 2
        near = min(math.dist((x, y), (cx, cy)) / w for cx, cy, w in cells[a["territory"]])
        assert near < 0.6, f"{where}: {a['text']!r} is drawn away from its territory"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LOCALES)
def test_territory_names_overlap_neither_each_other_nor_counters(
    server: LiveServer, new_context: Callable[..., BrowserContext], lang: str, size: str
) -> None:
    page: Page = new_context(LOCALES[lang]).new_page()
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    made = table_against_bots(server, "risk-junior-narnia")
    page.goto(server.url + made["me"])
    settle(page)
    page.wait_for_function(f"document.documentElement.lang === '{lang}'")
    found = page.evaluate(MEASURE, "#board")
    page.locator("#board svg.rjn-svg").screenshot(path=f"/tmp/narnia-labels-{lang}-{size}.png")
    names = {label["territory"]: label["text"] for label in found["labels"]}
    castle = {"en": "The Witch's Castle", "fr": "Château de la Sorcière"}[lang]
    assert names["chateau-sorciere"].replace(" ", "") == castle.replace(" ", "")
    check_layout(found, f"{lang} {size} table")
    page.evaluate(CROWDED, {"lang": lang})
    crowded = page.evaluate(MEASURE, "#rjn-crowded")
    shot = f"/tmp/narnia-crowded-{lang}-{size}.png"
    page.locator("#rjn-crowded svg.rjn-svg").screenshot(path=shot)
    assert len(crowded["counters"]) >= 25 * 3 + 12
    check_layout(crowded, f"{lang} {size} crowded")
