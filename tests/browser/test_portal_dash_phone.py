"""Portal Dash on a phone (issue 18, item 5): figures sharing a square each get a cell of it,
their tap area: drawn at the width the path takes on a phone (``--pd-phone-width``, squares
48 CSS px wide), every lit figure is 24 x 24 CSS px or more and a tap at its centre reaches
it, not a neighbour's area; four characters on one square, two beside a monster on another."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from meeple import load
from tests.browser.conftest import LiveServer
from tests.browser.helpers import BLANK

GAME = load("portal-dash")

# Draws the view at the path's phone width; each lit target's box and what a tap at its
# centre reaches (the target's own id when it is the target or inside it).
DRAW = """async ({view, actions}) => {
  const renderer = (await import('/games/portal-dash/web.js')).default;
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const ctx = {seat: 0, lang: 'en', t: (id) => id, actions, names: [], step: 1, play: () => {}};
  renderer.render(root, view, ctx);
  const svg = root.querySelector('svg.pd-path');
  root.style.width = svg.style.getPropertyValue('--pd-phone-width');
  const targets = new Set(actions.map((a) => a.target));
  for (const n of root.querySelectorAll('[data-target]')) {
    n.classList.toggle('legal', targets.has(n.dataset.target));
  }
  return [...svg.querySelectorAll('[data-target].legal')].map((e) => {
    e.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const on = hit && (e.contains(hit) ? e : hit.closest('[data-target]'));
    return {target: e.dataset.target, width: r.width, height: r.height,
            hit: on ? on.dataset.target : String(hit && hit.tagName)};
  });
}"""


def crowded_view() -> dict[str, Any]:
    """Four players: all four characters on square 1; characters 0 and 1 then moved beside
    monster 1 (square 5) in a second view."""
    view: dict[str, Any] = GAME.setup({"players": 4}, 1).view(0)
    assert view["layout"]["squares"][0][1] == "." and view["monsters"][0]["square"] == 5
    for ch in view["characters"]:
        ch["square"] = 1
    return view


def check(page: Page, server: LiveServer, view: dict[str, Any], lit: list[str]) -> None:
    page.goto(server.url + BLANK)
    actions = [{"id": f"a{i}", "label": t, "target": t} for i, t in enumerate(lit)]
    found = page.evaluate(DRAW, {"view": view, "actions": actions})
    assert sorted(b["target"] for b in found) == sorted(lit)
    for b in found:
        assert b["width"] >= 24 and b["height"] >= 24, f"{b['target']} is too small: {b}"
        assert b["hit"] == b["target"], f"a tap on {b['target']} reaches {b['hit']}"


def test_four_characters_on_one_square_can_each_be_tapped(server: LiveServer, page: Page) -> None:
    check(page, server, crowded_view(), ["seat:0", "seat:1", "seat:2", "seat:3", "square:2"])


def test_characters_beside_a_monster_can_each_be_tapped(server: LiveServer, page: Page) -> None:
    view = crowded_view()
    view["characters"][0]["square"] = view["characters"][1]["square"] = 5
    check(page, server, view, ["seat:0", "seat:1", "seat:2", "seat:3", "monster:1", "square:4"])
