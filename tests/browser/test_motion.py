"""Movement (issue 18, item 7): a piece that changes place glides there (web/motion.js, keyed
on the renderers' data-motion), in 200-400 ms, not at all under prefers-reduced-motion, and the
last move stays highlighted (.last-move)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page

from meeple.engine import game_ids
from tests.browser.conftest import LiveServer
from tests.browser.helpers import (
    Player,
    click_target,
    settle,
    state,
    table_against_bots,
    wait_step,
)

# Records every Element.animate call: the element's key, the duration, and where the element
# is drawn as the animation starts (its first frame) and at its end.
ANIMATE_SPY = """
window.__anims = [];
const nativeAnimate = Element.prototype.animate;
const centre = (node) => {
  const box = node.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
};
Element.prototype.animate = function (keyframes, options) {
  const animation = nativeAnimate.call(this, keyframes, options);
  const record = {
    key: this.dataset ? this.dataset.motion || null : null,
    duration: animation.effect.getComputedTiming().duration,
    frames: JSON.stringify(keyframes),
    start: centre(this),
  };
  window.__anims.push(record);
  animation.finished.then(() => { record.end = centre(this); }).catch(() => {});
  return animation;
};
"""

KEYS = "() => [...document.querySelectorAll('#board [data-motion]')].map((n) => n.dataset.motion)"


def open_island(
    server: LiveServer, new_context: Callable[..., BrowserContext], reduce: bool
) -> Page:
    """Seat 0 of a new Forbidden Island table against a random bot, its state drawn."""
    made = server.new_table(["me", "bot"])
    page = new_context().new_page()
    page.add_init_script(ANIMATE_SPY)
    if reduce:
        page.emulate_media(reduced_motion="reduce")
    page.goto(server.url + made["me"])
    settle(page)
    return page


def my_move(page: Page) -> dict[str, Any]:
    """Move seat 0's pawn by clicking a tile; the state after it, drawn."""
    msg = state(page)
    move = next(a for a in msg["actions"] if a["id"].split(":")[1] == "move")
    click_target(page, move["target"], prefer=move["id"])
    return wait_step(page, msg["step"])


def pawn_centre(page: Page) -> list[float]:
    centre: list[float] = page.eval_on_selector(
        '#board [data-motion="pawn:0"]',
        "n => { const b = n.getBoundingClientRect();"
        " return [b.left + b.width / 2, b.top + b.height / 2]; }",
    )
    return centre


def test_a_moved_pawn_glides_from_its_old_place_to_the_new(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    page = open_island(server, new_context, reduce=False)
    before = pawn_centre(page)
    my_move(page)
    page.wait_for_function(
        "() => window.__anims.some((a) => a.key === 'pawn:0' && a.end)", timeout=5000
    )
    glides = [a for a in page.evaluate("window.__anims") if a["key"] == "pawn:0"]
    glide = glides[0]
    assert 200 <= glide["duration"] <= 400, glide
    assert "translate" in glide["frames"], glide
    after = pawn_centre(page)
    assert abs(after[0] - before[0]) + abs(after[1] - before[1]) > 20, "the pawn moved"
    # it is drawn at its old place as it starts (the shift is right in the SVG's units)
    assert abs(glide["start"][0] - before[0]) < 3 and abs(glide["start"][1] - before[1]) < 3
    assert abs(glide["end"][0] - after[0]) < 3 and abs(glide["end"][1] - after[1]) < 3
    # the move stays highlighted: the pawn it moved and the tile it targeted
    assert page.locator('#board [data-motion="pawn:0"].last-move').count() == 1
    assert state(page)["last"]["seat"] == 0
    target = state(page)["last"]["target"]
    assert target and target.startswith("tile:")
    assert page.locator(f'#board .last-move[data-target="{target}"]').count() >= 1


def test_nothing_moves_under_reduced_motion_but_the_move_is_highlighted(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    page = open_island(server, new_context, reduce=True)
    before = pawn_centre(page)
    my_move(page)
    page.wait_for_timeout(500)
    assert page.evaluate("window.__anims") == []
    assert page.evaluate("document.getAnimations().length") == 0
    after = pawn_centre(page)
    assert abs(after[0] - before[0]) + abs(after[1] - before[1]) > 20, "the pawn moved"
    assert page.locator('#board [data-motion="pawn:0"].last-move').count() == 1


# A bot's move drawn with its target highlighted: the last state the page got says a bot
# (seat 1) played on `target`, and the board shows that element as the last move, and no
# other target (the pieces a move carries, keyed, may be highlighted with it). Read at once:
# the bot plays on.
BOT_MOVE_SHOWN = """() => {
  const lit = document.querySelectorAll('#board .last-move[data-target]:not([data-motion])');
  const shown = new Set([...lit].map((n) => n.dataset.target));
  const s = window.__state;
  return Boolean(s && s.last && s.last.seat === 1 && s.last.target
    && shown.size === 1 && shown.has(s.last.target));
}"""


def test_a_bots_move_stays_highlighted(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    page = open_island(server, new_context, reduce=False)
    # watched at every frame: the bot plays on while this test plays its own turns
    page.evaluate(
        f"""() => {{
          const shown = {BOT_MOVE_SHOWN};
          const tick = () => (shown() ? (window.__botShown = true) : requestAnimationFrame(tick));
          tick();
        }}"""
    )
    for _ in range(40):  # my turns end; the bot's moves and shore-ups target tiles
        msg = settle(page)
        if msg["outcome"] or page.evaluate("Boolean(window.__botShown)"):
            break
        if msg["to_move"] == 0:
            ends = [a for a in msg["actions"] if a["id"].split(":")[1] == "end-actions"]
            chosen = ends[0] if ends else msg["actions"][0]
            page.click(f'#actions button[data-action="{chosen["id"]}"]')
            wait_step(page, msg["step"])
        else:
            page.wait_for_function(
                f"() => window.__state.step > {msg['step']} || window.__state.outcome"
            )
    assert page.evaluate("Boolean(window.__botShown)"), "a bot's move was never highlighted"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_renderer_keys_its_moving_things_uniquely(
    server: LiveServer, new_context: Callable[..., BrowserContext], game_id: str
) -> None:
    made = table_against_bots(server, game_id)
    page = new_context().new_page()
    page.goto(server.url + made["me"])
    settle(page)
    keys: list[str] = page.evaluate(KEYS)
    assert keys, f"{game_id}: nothing on its board carries a data-motion"
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    # and while bots play a whole game, watched by a spectator
    players = len(state(page)["seats"])
    bots = server.post(
        "/api/tables",
        {
            "game": game_id,
            "config": {"players": players},
            "seats": [{"kind": "bot", "bot": "random"}] * players,
        },
    )
    watch = new_context().new_page()
    watch.goto(f"{server.url}/t/{bots['table']}")
    deadline = time.monotonic() + 4
    while time.monotonic() < deadline:
        keys = watch.evaluate(KEYS)
        dupes = sorted({k for k in keys if keys.count(k) > 1})
        assert not dupes, f"{game_id}: data-motion values repeated: {dupes}"
        if watch.evaluate("Boolean(window.__state && window.__state.outcome)"):
            break
        watch.wait_for_timeout(40)


def test_a_draw_highlights_no_piece_that_glided_before(server: LiveServer, page: Page) -> None:
    """Moves come faster than a glide lasts against bots: a piece measured mid-glide
    counted as moved again at the next step, so the pawn and every card stayed highlighted
    after a draw that moved none of them. (The drawer's own hand may shift: a card drawn
    is sorted in among the others.)"""
    made = table_against_bots(server, "forbidden-island")
    page.goto(server.url + made["me"])
    msg = settle(page)
    player = Player(page)
    moved_pawn = False
    for _ in range(40):
        last = msg.get("last") or {}
        entries = msg["log"]["entries"]
        drawn = bool(entries) and "Draw" in entries[-1]["text"]
        if moved_pawn and last.get("target") is None and drawn and not msg["outcome"]:
            break
        moved_pawn = moved_pawn or str(last.get("target") or "").startswith("tile:")
        msg = player.step()
    else:
        pytest.fail("no draw after a pawn's move in 40 steps")
    page.wait_for_timeout(600)  # every glide over
    lit = page.eval_on_selector_all(
        "#board .last-move[data-motion]", "e => e.map(x => x.dataset.motion)"
    )
    drawer = msg["last"]["seat"]
    others = [key for key in lit if key.startswith("card:") and key.split(":")[1] != str(drawer)]
    assert not [key for key in lit if key.startswith("pawn:")] and not others, lit
