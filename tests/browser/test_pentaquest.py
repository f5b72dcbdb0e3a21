"""Pentaquest in the browser: a solo game in one click, dice picked by clicking them, then
rerolled by the free reroll button or by a reroll card of the army."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from meeple import load
from tests.browser.conftest import LiveServer
from tests.browser.helpers import BLANK, Player, settle, wait_step


def start_solo(server: LiveServer, page: Page) -> dict[str, Any]:
    page.goto(server.url + "/")
    page.click('#games button.solo[data-solo="pentaquest"]')
    page.wait_for_url(re.compile(r"/play/[\w-]+$"))
    return settle(page)


def test_a_solo_game_starts_with_one_click_from_the_lobby(server: LiveServer, page: Page) -> None:
    page.goto(server.url + "/")
    # only games playable alone offer it
    expect(page.locator('#games button.solo[data-solo="forbidden-island"]')).to_have_count(0)
    msg = start_solo(server, page)
    assert msg["game"] == "pentaquest" and msg["seat"] == 0
    assert msg["view"]["players"] == 1 and len(msg["seats"]) == 1
    assert [a["id"] for a in msg["actions"]] == ["0:roll"]


def test_dice_are_picked_by_clicking_then_rerolled_together(server: LiveServer, page: Page) -> None:
    msg = start_solo(server, page)
    page.click('#board [data-target="deck"].legal')
    msg = wait_step(page, msg["step"])
    assert msg["view"]["turn"]["rerolls"] == 2  # the game's very first roll
    before = msg["view"]["dice"]
    button = page.locator('#board [data-testid="reroll-picked"]')
    expect(button).to_have_attribute("data-enabled", "false")
    die = {i: page.locator(f'#board .pq-die[data-select="die:{i}"]') for i in range(1, 6)}
    die[1].click()
    die[3].click()
    die[4].click()
    die[4].click()  # a second click puts a die back
    expect(die[1]).to_have_class(re.compile(r"\bpicked\b"))
    expect(die[3]).to_have_attribute("aria-checked", "true")
    expect(die[4]).to_have_attribute("aria-checked", "false")
    expect(button).to_have_attribute("data-enabled", "true")
    expect(button).to_contain_text("2")
    button.click()
    msg = wait_step(page, msg["step"])
    assert msg["view"]["turn"]["rerolls"] == 1
    after = msg["view"]["dice"]
    assert [after[i] for i in (1, 3, 4)] == [before[i] for i in (1, 3, 4)]
    newest = msg["log"]["entries"][-1]["text"]
    assert "1, 3" in newest, newest
    # the picks do not outlive their step
    expect(page.locator("#board .pq-die.picked")).to_have_count(0)


# A position with no free reroll left and reroll card 30 (up to 3 dice) in the army.
POSITION = "players=1; line=1,2,3,4,5; army=30,7; dice=2,2,5,6,1; rerolls=0"

RENDER = """async ({view, actions}) => {
  const renderer = (await import('/games/pentaquest/web.js')).default;
  const root = document.createElement('div');
  root.id = 'pq-test';
  document.body.replaceChildren(root);
  window.__played = [];
  const ctx = {seat: 0, lang: 'en', t: (id) => id, actions, names: ['Ann'], step: 7,
               play: (id) => window.__played.push(id)};
  renderer.render(root, view, ctx);
}"""


def test_a_reroll_card_rerolls_the_dice_picked(server: LiveServer, page: Page) -> None:
    state = load("pentaquest").from_notation(POSITION)
    actions = [
        {"id": state.action_id(a), "label": state.action_label(a, "en"), "target": None}
        for a in state.legal_actions(0)
    ]
    assert "0:use:30:reroll:1,3" in {a["id"] for a in actions}
    page.goto(server.url + BLANK)
    page.evaluate(RENDER, {"view": state.view(0), "actions": actions})
    card = page.locator('#pq-test .pq-hcard[data-card="30"]')
    played = "window.__played"
    # no free reroll left: no reroll button; a card clicked with no die picked plays nothing
    expect(page.locator('#pq-test [data-testid="reroll-picked"]')).to_have_count(0)
    card.click()
    assert page.evaluate(played) == []
    page.click('#pq-test .pq-die[data-select="die:3"]')
    page.click('#pq-test .pq-die[data-select="die:1"]')
    expect(card).to_have_class(re.compile(r"\barmed\b"))
    card.click()
    assert page.evaluate(played) == ["0:use:30:reroll:1,3"]
    # four dice is more than card 30 rerolls: it is not armed and plays nothing
    for i in (2, 4):
        page.click(f'#pq-test .pq-die[data-select="die:{i}"]')
    expect(card).not_to_have_class(re.compile(r"\barmed\b"))
    card.click()
    assert page.evaluate(played) == ["0:use:30:reroll:1,3"]


@pytest.mark.parametrize("players", [1, 4])
def test_a_whole_game_is_played_by_clicking(server: LiveServer, page: Page, players: int) -> None:
    """Alone, and at four beside the strong, greedy and random bots: clicked to the end."""
    bots = [{"kind": "bot", "bot": name} for name in ("strong", "greedy", "random")]
    made = server.post(
        "/api/tables",
        {
            "game": "pentaquest",
            "config": {"players": players},
            "seats": [{"kind": "me"}, *bots[: players - 1]],
        },
    )
    page.goto(server.url + made["me"])
    msg = settle(page)
    assert msg["view"]["players"] == players
    player = Player(page)
    for _ in range(1500):
        if msg["outcome"]:
            break
        msg = player.step()
    assert msg["outcome"], f"the game did not end in 1,500 steps ({player.clicks})"
    assert player.clicks["board"] + player.clicks["menu"] >= 1, player.clicks
    expect(page.locator("#outcome")).to_be_visible()
