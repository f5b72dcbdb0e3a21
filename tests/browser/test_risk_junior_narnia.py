"""Risk Junior Narnia in the browser: the map is drawn from the view (owners, armies of both
sides on the battle territory, camps, characters, the score and turn-order tracks, the dice),
and choices are made by clicking the board: a camp, the battle territory, a character sent."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

from meeple import load
from tests.browser.conftest import LiveServer
from tests.browser.helpers import BLANK, click_action, settle, wait_step


def new_game(server: LiveServer, page: Page, players: int = 2) -> dict[str, Any]:
    made = server.post(
        "/api/tables",
        {
            "game": "risk-junior-narnia",
            "config": {"players": players},
            "seats": [{"kind": "me"}] + [{"kind": "bot", "bot": "random"}] * (players - 1),
        },
    )
    page.goto(server.url + made["me"])
    return settle(page)


def phase(msg: dict[str, Any]) -> str | None:
    decision = msg["view"]["decision"]
    return decision["kind"] if decision else None


def mine(msg: dict[str, Any]) -> bool:
    return bool(msg["actions"]) and msg["to_move"] == msg["seat"] and not msg["outcome"]


def click_board(page: Page, msg: dict[str, Any]) -> None:
    """Play one move of seat 0 by clicking: the first legal board target (the first action of
    a menu), else the first action of the list."""
    legal = page.eval_on_selector_all(
        "#board [data-target].legal", "e => e.map(x => x.dataset.target)"
    )
    if not legal:
        click_action(page, msg["actions"][0]["id"])
        return
    target = legal[0]
    page.locator(f'#board [data-target="{target}"].legal').first.click()
    if sum(a["target"] == target for a in msg["actions"]) > 1:
        page.locator("#action-menu button[data-action]").first.click()


def until(page: Page, msg: dict[str, Any], phases: set[str], steps: int = 400) -> dict[str, Any]:
    """Play seat 0 by clicking (bots play the others) until seat 0 must decide one of
    ``phases``."""
    for _ in range(steps):
        assert not msg["outcome"], f"the game ended before seat 0 had to decide {phases}"
        if mine(msg) and phase(msg) in phases:
            return msg
        if mine(msg):
            click_board(page, msg)
        msg = wait_step(page, msg["step"])
    raise AssertionError(f"seat 0 was never asked to decide {phases} in {steps} steps")


def test_a_camp_a_battle_territory_and_a_character_are_chosen_on_the_map(
    server: LiveServer, page: Page
) -> None:
    msg = until(page, new_game(server, page), {"camp"})
    # the renderer's words come from the game's catalogue (locale/en.po: rjn.web.*)
    for word in ("Turn order", "The Witch's Courtyard", "Crown points"):
        expect(page.locator("#board")).to_contain_text(word)
    # the camp: one of the Witch's territories, lit on the map
    camps = [a for a in msg["actions"] if a["id"].startswith("0:camp:witch:")]
    assert camps and all(a["target"].startswith("territory:") for a in camps)
    chosen = camps[-1]["target"].split(":", 1)[1]
    territory = page.locator(f'#board g.rjn-territory[data-territory="{chosen}"]')
    expect(territory).to_have_attribute("data-owner", "witch")
    expect(territory).to_have_class(re.compile(r"\blegal\b"))
    expect(page.locator("#board .rjn-camp")).to_have_count(
        sum(1 for t in msg["view"]["territories"] if t["camp"])
    )
    territory.click()
    msg = wait_step(page, msg["step"])
    state = {t["id"]: t for t in msg["view"]["territories"]}
    assert state[chosen]["camp"] and state[chosen]["armies"]["minotaur"] == 1
    expect(page.locator(f'#board .rjn-camp[data-territory="{chosen}"]')).to_have_count(1)
    expect(
        page.locator(f'#board .rjn-army[data-territory="{chosen}"][data-kind="minotaur"]')
    ).to_have_attribute("data-count", "1")

    # play on (clicking) until the Witch has both chosen an enemy territory to attack (her
    # territory card showed one of hers) and sent the White Witch from her card
    chose = sent = False
    for _ in range(20):
        msg = until(page, msg, {"target", "place"}, steps=600)
        if phase(msg) == "target" and not chose:
            msg = choose_the_battle(page, msg)
            chose = True
        elif phase(msg) == "place" and not sent and "0:send:white-witch" in ids(msg):
            msg = send_the_witch(page, msg)
            sent = True
        else:
            click_board(page, msg)
            msg = wait_step(page, msg["step"])
        if chose and sent:
            break
    assert chose and sent, (chose, sent)


def ids(msg: dict[str, Any]) -> list[str]:
    return [a["id"] for a in msg["actions"]]


def after(page: Page, step: int) -> dict[str, Any]:
    """The view of the state right after the action played at ``step`` (the bots may have
    played on since)."""
    found: dict[str, Any] = page.evaluate(f"window.__states.find(s => s.step === {step + 1})")
    assert found, f"no state after step {step}"
    view: dict[str, Any] = found["view"]
    return view


def choose_the_battle(page: Page, msg: dict[str, Any]) -> dict[str, Any]:
    """Click an enemy territory lit on the map: the battle is there."""
    owner = {t["id"]: t["owner"] for t in msg["view"]["territories"]}
    choices = [a["target"].split(":", 1)[1] for a in msg["actions"]]
    assert choices and all(owner[t] != "witch" for t in choices)
    lit = page.eval_on_selector_all(
        "#board g.rjn-territory.legal", "e => e.map(x => x.dataset.territory)"
    )
    assert sorted(lit) == sorted(choices)
    enemy = choices[len(choices) // 2]
    page.locator(f'#board g.rjn-territory[data-territory="{enemy}"]').click()
    step = msg["step"]
    msg = wait_step(page, step)
    view = after(page, step)
    assert view["battle"] and view["battle"]["territory"] == enemy, view["battle"]
    assert view["battle"]["defender"] == owner[enemy]
    return msg


def send_the_witch(page: Page, msg: dict[str, Any]) -> dict[str, Any]:
    """The place step: the White Witch, on her card in seat 0's panel, is clicked: she goes
    to the battle territory with the Witch's armies."""
    token = page.locator(
        '#board .rjn-seat[data-seat="0"] .rjn-character[data-character="white-witch"]'
        '[data-where="witch"][data-target="character:white-witch"]'
    )
    expect(token).to_have_class(re.compile(r"\blegal\b"))
    token.click()
    step = msg["step"]
    msg = wait_step(page, step)
    view = after(page, step)
    assert view["battle"] and view["battle"]["attacker"] == "witch"
    where = view["battle"]["territory"]
    witch = next(c for c in view["characters"] if c["id"] == "white-witch")
    assert witch["state"] == "board" and witch["territory"] == where
    # what the page draws matches the state it shows (read at once)
    shown = None
    for _ in range(50):
        settle(page)
        shown = page.evaluate(DRAWN)
        if shown is not None:
            break
    assert shown is not None, "the page never caught up with the server"
    view = shown["view"]
    witch = next(c for c in view["characters"] if c["id"] == "white-witch")
    assert shown["witch"] == (witch["territory"] if witch["state"] == "board" else witch["holder"])
    assert shown["battle"] == (view["battle"]["territory"] if view["battle"] else "")
    return msg


# The last state and, drawn from it, where the White Witch's token is and the battle panel's
# territory; null while the page is still drawing a newer state.
DRAWN = """() => {
  const s = window.__state;
  const top = document.querySelector('#log li[data-index]');
  if (!s || (top ? Number(top.dataset.index) : -1) !== s.step - 1) return null;
  const token = document.querySelector('#board .rjn-character[data-character="white-witch"]');
  const battle = document.querySelector('#board [data-testid="battle"]');
  return {view: s.view, witch: token ? token.dataset.where : null,
          battle: battle.dataset.territory};
}"""


# Example 3 of the rulebook, one step on: the Witch attacked yellow's camp at Telmar with 3
# boggles and a minotaur and the White Witch; her 2 turns two armies to stone, to assign.
POSITION = (
    "players=4; board=telmar:yellow:2+1:camp,cair-paravel:blue:3+1:camp,galma:red:1+0,"
    "beruna:witch:4+1:camp,anvard:red:2+0:camp,lac-gele:yellow:2+0; rest=witch:2+0; "
    "characters=edmund:yellow:telmar,white-witch:witch:telmar,peter:blue:card,lucy:red:card,"
    "tumnus:-:courtyard:stone; points=witch:4,red:7,blue:2,yellow:0; stone=yellow:1+1; "
    "kept=blue:fog+shield,red:horn; flipped=red,witch,yellow,witch; turn=witch; phase=stone; "
    "battle=telmar; att=3+1; next=defender; last=2+3+5/1+2; pending=witch:0:2; "
    "narnia_discard=thaw"
)

RENDER = """async ({view, actions}) => {
  const renderer = (await import('/games/risk-junior-narnia/web.js')).default;
  const root = document.createElement('div');
  root.id = 'rjn-test';
  root.style.width = '1000px';
  document.body.replaceChildren(root);
  const ctx = {seat: 0, lang: 'en', t: (id) => id, actions, names: ['Ann', 'Bob', 'Cid', 'Dee'],
               step: 3, play: null};
  renderer.render(root, view, ctx);
}"""


def test_the_renderer_draws_territories_armies_and_the_tracks_of_a_position(
    server: LiveServer, page: Page
) -> None:
    state = load("risk-junior-narnia").from_notation(POSITION)
    actions = [
        {
            "id": state.action_id(a),
            "label": state.action_label(a, "en"),
            "target": state.action_target(a),
        }
        for a in state.legal_actions(0)
    ]
    assert {a["id"] for a in actions} == {"0:stone:faun", "0:stone:centaur"}
    view = state.view(0)
    page.goto(server.url + BLANK)
    page.evaluate(RENDER, {"view": view, "actions": actions})
    root = "#rjn-test"
    # every territory, coloured by its owner
    territories = page.locator(f"{root} g.rjn-territory")
    expect(territories).to_have_count(25)
    drawn = territories.evaluate_all(
        "e => Object.fromEntries(e.map(g => [g.dataset.territory, g.dataset.owner]))"
    )
    assert drawn == {t["id"]: t["owner"] for t in view["territories"]}
    fill = page.locator(f'{root} g.rjn-territory[data-territory="galma"] .rjn-cell').first
    assert fill.get_attribute("fill") != page.locator(
        f'{root} g.rjn-territory[data-territory="beruna"] .rjn-cell'
    ).first.get_attribute("fill")
    expect(page.locator(f"{root} .rjn-camp")).to_have_count(4)
    expect(page.locator(f'{root} g.rjn-territory[data-territory="cair-paravel"]')).to_have_class(
        re.compile(r"\bwooded\b.*\bport\b")
    )
    # armies: the defender's and the attacker's on the battle territory, by kind and colour
    army = f"{root} .rjn-army"
    for where, colour, kind, count in (
        ("telmar", "yellow", "faun", 2),
        ("telmar", "yellow", "centaur", 1),
        ("telmar", "witch", "boggle", 3),
        ("telmar", "witch", "minotaur", 1),
        ("beruna", "witch", "boggle", 4),
        ("cair-paravel", "blue", "centaur", 1),
        ("galma", "red", "faun", 1),
    ):
        chip = page.locator(
            f'{army}[data-territory="{where}"][data-colour="{colour}"][data-kind="{kind}"]'
        )
        expect(chip).to_have_attribute("data-count", str(count))
    expect(page.locator(f'{army}[data-territory="galma"][data-kind="centaur"]')).to_have_count(0)
    # the armies to turn to stone are the defender's, clickable by kind
    expect(page.locator(f'{army}[data-target="army:faun"]')).to_have_attribute(
        "data-territory", "telmar"
    )
    expect(page.locator(f'{army}[data-target="army:centaur"]')).to_have_count(1)
    # characters: on the map, on their cards, turned to stone in the Courtyard
    char = f"{root} .rjn-character"
    expect(page.locator(f'{char}[data-character="edmund"][data-where="telmar"]')).to_have_count(1)
    expect(
        page.locator(f'{char}[data-character="white-witch"][data-where="telmar"]')
    ).to_have_count(1)
    expect(page.locator(f'{char}[data-character="peter"][data-where="blue"]')).to_have_count(1)
    courtyard = f'{root} [data-testid="box-courtyard"]'
    tumnus = page.locator(f'{courtyard} .rjn-character[data-character="tumnus"]')
    expect(tumnus).to_have_attribute("data-stone", "true")
    expect(page.locator(f'{root} .rjn-stone[data-colour="yellow"]')).to_have_count(2)
    # the score track: a marker per colour at its crown points, in order along the track
    xs = {}
    for colour, points in (("witch", 4), ("red", 7), ("blue", 2), ("yellow", 0)):
        marker = page.locator(f'{root} [data-testid="score-{colour}"]')
        expect(marker).to_have_attribute("data-score", str(points))
        xs[colour] = marker.evaluate("e => e.getBoundingClientRect().left")
    assert xs["yellow"] < xs["blue"] < xs["witch"] < xs["red"]
    expect(page.locator(f'{root} [data-testid="colour-red"]')).to_have_attribute("data-score", "7")
    # the turn-order track: 4 flipped markers in order, the rest face down
    markers = page.locator(f'{root} [data-testid="markers"] .rjn-marker')
    expect(markers).to_have_count(11)
    up = page.locator(f'{root} [data-testid="markers"] .rjn-marker[data-face="up"]')
    assert up.evaluate_all("e => e.map(x => x.dataset.colour)") == [
        "red",
        "witch",
        "yellow",
        "witch",
    ]
    expect(up.nth(3)).to_have_class(re.compile(r"\bcurrent\b"))
    # the battle panel: the dice as rolled, the 5 a hit, two armies to turn to stone
    battle = page.locator(f'{root} [data-testid="battle"]')
    expect(battle).to_have_attribute("data-territory", "telmar")
    expect(battle).to_have_attribute("data-attacker", "witch")
    expect(battle).to_have_attribute("data-stones", "2")
    attack = page.locator(f'{root} .rjn-die[data-side="attack"]')
    assert attack.evaluate_all("e => e.map(x => x.dataset.value)") == ["2", "3", "5"]
    expect(page.locator(f'{root} .rjn-die.hit[data-side="attack"]')).to_have_attribute(
        "data-value", "5"
    )
    # the White Witch stands there: her side's 2 turned armies to stone
    expect(page.locator(f'{root} .rjn-die.stone[data-side="attack"]')).to_have_attribute(
        "data-value", "2"
    )
    expect(page.locator(f'{root} .rjn-die[data-side="defence"]')).to_have_count(2)
    # decks and kept cards
    expect(page.locator(f'{root} [data-testid="narnia-discard"]')).to_have_attribute(
        "data-count", "1"
    )
    kept = page.locator(f'{root} [data-testid="kept-blue"] .rjn-card')
    assert kept.evaluate_all("e => e.map(x => x.dataset.card)") == ["fog", "shield"]
    expect(page.locator(f'{root} [data-testid="kept-red"] .rjn-card')).to_have_attribute(
        "data-card", "horn"
    )
