"""Doodle Jump in the browser: dice picked by clicking them light the pads their sum reaches,
and a lit pad clicked plays that very jump; the ramp shows slid boards offset."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from meeple import load
from tests.browser.conftest import LiveServer
from tests.browser.helpers import BLANK, Player, click_action, kind, settle, wait_step


def new_game(server: LiveServer, page: Page) -> dict[str, Any]:
    made = server.post(
        "/api/tables",
        {
            "game": "doodle-jump",
            "config": {"players": 2},
            "seats": [{"kind": "me"}, {"kind": "bot", "bot": "random"}],
        },
    )
    page.goto(server.url + made["me"])
    return settle(page)


def until_a_jump(page: Page, msg: dict[str, Any]) -> dict[str, Any]:
    """Play (rolling by the dice, else the first move of the list) until seat 0 may jump."""
    for _ in range(200):
        assert not msg["outcome"], "the game ended before a jump was offered"
        if msg["to_move"] != msg["seat"]:
            msg = wait_step(page, msg["step"])
            continue
        ids = [a["id"] for a in msg["actions"]]
        if any(kind(i) == "jump" for i in ids):
            return msg
        if {"0:roll", "0:continue"} & set(ids):
            page.click('#board [data-target="dice"].legal')
        else:
            click_action(page, ids[0])
        msg = wait_step(page, msg["step"])
    raise AssertionError("no jump offered to seat 0 in 200 steps")


def test_a_jump_is_played_by_picking_dice_then_clicking_the_lit_pad(
    server: LiveServer, page: Page
) -> None:
    msg = until_a_jump(page, new_game(server, page))
    view = msg["view"]
    jumps = [a["id"] for a in msg["actions"] if kind(a["id"]) == "jump"]
    chosen = max(jumps, key=lambda i: len(i.split(":")[3]))  # the one with the most dice
    _, _, pad, dice = chosen.split(":")
    picks = dice.split("+")
    number = next(p["number"] for lvl in view["ramp"] for p in lvl["pads"] if p["id"] == pad)
    value = {str(d["die"]): d["value"] for d in view["dice"]} | {"S": view["special"]["value"]}
    assert sum(int(value[d]) for d in picks) == number
    # nothing picked: no pad is lit
    expect(page.locator("#board .dj-pad.lit")).to_have_count(0)
    for die in picks:
        page.click(f'#board .dj-die[data-select="die:{die}"]')
        expect(page.locator(f'#board .dj-die[data-die="{die}"]')).to_have_class(
            re.compile(r"\bpicked\b")
        )
    target = page.locator(f'#board g.dj-pad[data-pad="{pad}"][data-target="pad:{pad}"]')
    expect(target).to_have_class(re.compile(r"\blit\b"))
    expect(page.locator('#board [data-testid="pick-sum"]')).to_have_attribute(
        "data-sum", str(number)
    )
    # every lit pad takes exactly the dice picked
    ids = {a["id"] for a in msg["actions"]}
    for lit in page.locator("#board .dj-pad.lit").evaluate_all("e => e.map(x => x.dataset.pad)"):
        assert f"0:jump:{lit}:{dice}" in ids, lit
    target.click()
    msg = wait_step(page, msg["step"])
    assert msg["log"]["entries"][-1]["text"]  # the jump is in the log
    after = msg["view"]
    assert after["doodlers"][0]["pad"] == pad
    expect(page.locator(f'#board .dj-doodler[data-seat="0"][data-pad="{pad}"]')).to_have_count(1)
    for die in picks:
        used = after["special"]["used"] if die == "S" else after["dice"][int(die) - 1]["used"]
        assert used, die
        expect(page.locator(f'#board .dj-die[data-die="{die}"]')).to_have_class(
            re.compile(r"\bused\b")
        )
    # the picks do not outlive their step
    expect(page.locator("#board .dj-die.picked")).to_have_count(0)


# Boards of its own (the data file may be recalibrated): pads number@column, A..H. Board B
# (slot 2) slid one notch right; both Doodlers at the start; dice 1, 4, 4, 6 and the special
# die showing 2: from the start every pad of board A (4, 6, 9, 5) is in reach.
LEVELS = (
    "4@0,6@2,9@4,5@6|3@1,7@3,10@5|5@0,8@2,6@4,9@6|6@1,4@3,9@5|7@0,3@2,5@4,10@6|8@1,5@3,7@5|"
    "4@0,9@3,6@5|3@1,10@2,8@4,6@6"
)
POSITION = (
    f"players=2; levels={LEVELS}; order=A,B,C,D,E,F,G,H; offsets=0,1,0,0,0,0,0,0; "
    "doodlers=start,start; "
    "tiles=-; held=-/-; turn=0; phase=play; dice=1,4,4,6,-; used=-; special=2; special_used=0"
)

RENDER = """async ({view, actions}) => {
  const renderer = (await import('/games/doodle-jump/web.js')).default;
  const root = document.createElement('div');
  root.id = 'dj-test';
  root.style.width = '960px';
  document.body.replaceChildren(root);
  window.__played = [];
  const ctx = {seat: 0, lang: 'en', t: (id) => id, actions, names: ['Ann', 'Bot'], step: 7,
               play: (id) => window.__played.push(id)};
  renderer.render(root, view, ctx);
}"""

BOX = "e => { const b = e.getBoundingClientRect(); return [b.left, b.right]; }"


def test_the_renderer_draws_slid_boards_and_lights_the_pads_of_the_dice_picked(
    server: LiveServer, page: Page
) -> None:
    state = load("doodle-jump").from_notation(POSITION)
    actions = [
        {
            "id": state.action_id(a),
            "label": state.action_label(a, "en"),
            "target": state.action_target(a),
        }
        for a in state.legal_actions(0)
    ]
    ids = {a["id"] for a in actions}
    assert {"0:jump:A5:1+2", "0:jump:A5:1+3", "0:jump:A6:2+S"} <= ids
    page.goto(server.url + BLANK)
    page.evaluate(RENDER, {"view": state.view(0), "actions": actions})
    root = "#dj-test"
    # the ramp: B sits in slot 2, one notch right of A, sticking out of the ramp's frame
    a = page.locator(f'{root} g.dj-board[data-board="A"][data-slot="1"][data-offset="0"]')
    b = page.locator(f'{root} g.dj-board[data-board="B"][data-slot="2"][data-offset="1"]')
    expect(a).to_have_count(1)
    expect(b).to_have_count(1)
    a_left, a_right = a.locator("rect.dj-strip").evaluate(BOX)
    b_left, b_right = b.locator("rect.dj-strip").evaluate(BOX)
    notch = (a_right - a_left) / 7
    assert abs((b_left - a_left) - notch) < 1 and abs((b_right - a_right) - notch) < 1
    wall = page.locator(f"{root} .dj-wall").nth(1).evaluate(BOX)
    assert b_right > wall[1] + notch / 2 and a_right <= wall[0] + 1
    # pads at their absolute columns: B7 (column 3 on B) stands right above A's column 4
    b7 = page.locator(f'{root} g.dj-pad[data-pad="B7"]')
    expect(b7).to_have_attribute("data-column", "4")
    a9 = page.locator(f'{root} g.dj-pad[data-pad="A9"]')
    assert abs(b7.evaluate(BOX)[0] - a9.evaluate(BOX)[0]) < 1
    # both Doodlers at the start, the one to play marked
    expect(page.locator(f'{root} .dj-doodler[data-pad="start"]')).to_have_count(2)
    expect(page.locator(f'{root} .dj-doodler.current[data-seat="0"]')).to_have_count(1)
    # no die picked: the pads some dice reach are faintly lit (.can), none is .lit, and a
    # click on one is left to the page
    expect(page.locator(f"{root} .dj-pad.can")).to_have_count(4)
    expect(page.locator(f"{root} .dj-pad.lit")).to_have_count(0)
    page.locator(f'{root} g.dj-pad[data-pad="A5"]').click()
    assert page.evaluate("window.__played") == []
    # 1 + 4 (die 2): pad 5
    die = {
        d: page.locator(f'{root} .dj-die[data-select="die:{d}"]') for d in ("1", "2", "3", "4", "S")
    }
    die["1"].click()
    die["2"].click()
    expect(page.locator(f"{root} .dj-pad.lit")).to_have_count(1)
    a5 = page.locator(f'{root} g.dj-pad[data-pad="A5"][data-target="pad:A5"]')
    expect(a5).to_have_class(re.compile(r"\blit\b"))
    expect(page.locator(f'{root} [data-testid="pick-sum"]')).to_have_attribute("data-sum", "5")
    # a pad the sum does not reach plays nothing; the lit one plays that very jump
    page.locator(f'{root} g.dj-pad[data-pad="A6"]').click()
    assert page.evaluate("window.__played") == []
    a5.click()
    assert page.evaluate("window.__played") == ["0:jump:A5:1+2"]
    # another set: die 1 put back, the special die's 2 with die 2 makes 6
    die["1"].click()
    die["S"].click()
    expect(die["S"]).to_have_class(re.compile(r"\bpicked\b"))
    expect(page.locator(f"{root} .dj-pad.lit")).to_have_count(1)
    page.locator(f'{root} g.dj-pad.lit[data-pad="A6"]').click()
    assert page.evaluate("window.__played") == ["0:jump:A5:1+2", "0:jump:A6:2+S"]
    # a sum no pad has: nothing lit
    die["3"].click()
    die["4"].click()  # 4 + 2 + 4 + 6 = 16
    expect(page.locator(f"{root} .dj-pad.lit")).to_have_count(0)


@pytest.mark.parametrize(("players", "variant"), [(3, "expert"), (4, "base")])
def test_a_whole_game_is_played_by_clicking_beside_bots(
    server: LiveServer, page: Page, players: int, variant: str
) -> None:
    """Three players with the expert tiles, four with the base game: a person clicks the
    board to the end beside the heuristic and the random bot."""
    bots = [
        {"kind": "bot", "bot": "heuristic" if seat % 2 else "random"} for seat in range(1, players)
    ]
    made = server.post(
        "/api/tables",
        {
            "game": "doodle-jump",
            "config": {"players": players, "variant": variant},
            "seats": [{"kind": "me"}, *bots],
        },
    )
    page.goto(server.url + made["me"])
    msg = settle(page)
    assert msg["view"]["variant"] == variant and len(msg["view"]["doodlers"]) == players
    player = Player(page)
    for _ in range(1500):
        if msg["outcome"]:
            break
        msg = player.step()
    assert msg["outcome"], f"the game did not end in 1,500 steps ({player.clicks})"
    assert player.clicks["board"] + player.clicks["menu"] >= 3, player.clicks
    expect(page.locator("#outcome")).to_be_visible()
