"""Minecraft: Portal Dash in the browser: the path of boards, the cube, the Piglin sheet, the
boss and the inventories are drawn from the view (never what it hides: face-down boards and
the colours of blocks with no visible face); a square clicked moves the character, a lit
block of the cube clicked takes it, an item drawn clicked is kept, a weapon then a monster
clicked attacks, combat dice clicked are rerolled, an armour clicked takes a wound, leggings
clicked are turned to the side picked; whole games are clicked to their end beside bots
(seat 0's moves chosen by the heuristic bot, each played by a click)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from meeple import load
from tests.browser.conftest import LiveServer
from tests.browser.helpers import BLANK, choose_game, click_action, settle, wait_step

GAME = load("portal-dash")


def kind(action_id: str) -> str:
    """The kind of an action id: "0:use:red:1" -> "use:red", "0:step:17" -> "step"."""
    parts = action_id.split(":")
    return ":".join(parts[1:3]) if parts[1] == "use" else parts[1]


def new_game(
    server: LiveServer, page: Page, players: int = 1, bot: str = "random"
) -> dict[str, Any]:
    made = server.post(
        "/api/tables",
        {
            "game": "portal-dash",
            "config": {"players": players},
            "seats": [{"kind": "me"}] + [{"kind": "bot", "bot": bot}] * (players - 1),
        },
    )
    page.goto(server.url + made["me"])
    msg = settle(page)
    msg["table"] = made["table"]
    return msg


def test_a_custom_level_is_set_up_from_the_lobby(server: LiveServer, page: Page) -> None:
    """The lobby's form makes a custom game: 3 boards, two extra monster kinds ticked (a
    set for the table, not one per seat), the hard Wildfire; the table opens at the
    formula's level 6 with the bot in seat 2."""
    page.goto(server.url + "/")
    choose_game(page, "portal-dash")
    page.select_option("select[name=players]", "2")
    page.select_option("select[name=level]", '"custom"')
    page.select_option("select[name=boards]", "3")
    boxes = page.locator('input[type=checkbox][name="monsters"]')
    expect(boxes).to_have_count(3)
    expect(page.locator('select[name^="monsters-"]')).to_have_count(0)
    page.check('input[name="monsters"][value=\'"hoglin"\']')
    page.check('input[name="monsters"][value=\'"blaze"\']')
    page.select_option("select[name=boss]", '"wildfire"')
    page.select_option("select[name=boss_side]", '"hard"')
    page.select_option('select[data-seat-kind="1"]', "bot")
    page.click("#create-table")
    expect(page.locator("#created")).to_be_visible()
    page.click("#my-seat")
    msg = settle(page)
    view = msg["view"]
    assert view["config"]["monsters"] == ["hoglin", "blaze"]
    assert view["level"] == 6
    assert [b["kind"] for b in view["layout"]["boards"]] == ["start"] + ["path"] * 3 + ["portal"]
    assert view["boss"]["kind"] == "wildfire" and view["boss"]["side"] == "hard"
    assert [s["kind"] for s in msg["seats"]] == ["me", "bot"]
    expect(page.locator("#board")).to_contain_text("Level 6")


def mine(msg: dict[str, Any]) -> bool:
    return bool(msg["actions"]) and msg["to_move"] == msg["seat"] and not msg["outcome"]


def after(page: Page, step: int) -> dict[str, Any]:
    """The view right after the action played at ``step`` (bots may have played on since)."""
    found: dict[str, Any] = page.evaluate(f"window.__states.find(s => s.step === {step + 1})")
    assert found, f"no state after step {step}"
    view: dict[str, Any] = found["view"]
    return view


class Guided:
    """Plays seat 0 by clicking what the heuristic bot would play: its action's board
    target (the menu's matching entry when the target is shared), the combat dice it
    rerolls then the reroll button, else the action's button in the list. The bot reads
    the table's state in the server (read only, while seat 0 is to move)."""

    def __init__(self, page: Page, seed: int, server: LiveServer, table: str) -> None:
        self.page = page
        self.bot = GAME.bots()["heuristic"](GAME, 0, seed)
        app: Any = server.server.config.app
        self.hub = app.state.hub
        self.table = table
        self.clicks = {"board": 0, "menu": 0, "select": 0, "button": 0}
        self.kinds: set[str] = set()

    def play_once(self, msg: dict[str, Any]) -> None:
        page = self.page
        state = self.hub.tables[self.table].match.state.clone()
        assert state.to_move() == 0
        action = self.bot.act(state, 0)
        chosen = state.action_id(action)
        assert chosen in {a["id"] for a in msg["actions"]}, (chosen, msg["step"])
        self.kinds.add(kind(chosen))
        target = state.action_target(action)
        if kind(chosen) == "reroll":
            for die in chosen.split(":")[2].split(","):
                page.click(f'#board .pd-combat-die[data-select="combat:{die}"]')
            page.click('#board [data-testid="reroll"][data-enabled="true"]')
            self.clicks["select"] += 1
        elif target:
            page.locator(f'#board [data-target="{target}"].legal').first.click()
            if sum(a["target"] == target for a in msg["actions"]) > 1:
                page.click(f'#action-menu button[data-action="{chosen}"]')
                self.clicks["menu"] += 1
            else:
                self.clicks["board"] += 1
        else:
            click_action(page, chosen)
            self.clicks["button"] += 1

    def step(self, msg: dict[str, Any], timeout: float = 15_000) -> dict[str, Any]:
        """Play once if seat 0 is to move, else wait for the others; the new state."""
        if msg["outcome"]:
            return msg
        if mine(msg):
            self.play_once(msg)
        return wait_step(self.page, msg["step"], timeout)


# -- the renderer alone, on a real position ----------------------------------------------------

# The renderer drawn alone in #pd-test; with ``clicks``, in the game's English words and with
# its board targets clickable as the table page (table.js) makes them: a legal target of one
# action plays it, one shared by several opens #action-menu with a button per action.
RENDER = """async ({view, actions, seat, clicks}) => {
  const renderer = (await import('/games/portal-dash/web.js')).default;
  const words = clicks
    ? await (await fetch('/api/games/portal-dash/messages?lang=en')).json() : {};
  const root = document.createElement('div');
  root.id = 'pd-test';
  root.style.width = '1000px';
  document.body.replaceChildren(root);
  window.__played = [];
  const play = (id) => window.__played.push(id);
  const ctx = {seat, lang: 'en', t: (id) => words[id] ?? id, actions,
               names: ['Ann', 'Bob', 'Cid', 'Dee'], step: 9, play};
  renderer.render(root, view, ctx);
  const targets = new Set(actions.map((a) => a.target).filter(Boolean));
  for (const n of root.querySelectorAll('[data-target]')) {
    n.classList.toggle('legal', targets.has(n.dataset.target));
  }
  if (!clicks) return;
  root.addEventListener('click', (event) => {
    const node = event.target.closest('[data-target].legal');
    if (!node) return;
    document.getElementById('action-menu')?.remove();
    const group = actions.filter((a) => a.target === node.dataset.target);
    if (group.length === 1) return play(group[0].id);
    const menu = document.createElement('div');
    menu.id = 'action-menu';
    for (const a of group) {
      const b = document.createElement('button');
      b.dataset.action = a.id;
      b.textContent = a.label;
      b.onclick = () => { play(a.id); menu.remove(); };
      menu.append(b);
    }
    document.body.append(menu);
  });
}"""


def position(players: int, seed: int, wanted: str, limit: int = 3000) -> Any:
    """A state reached by random play in which seat to move has an action of kind
    ``wanted`` (a new game with the next seed when one ends first)."""
    for attempt in range(30):
        state = GAME.setup({"players": players}, seed + attempt)
        rng = random.Random(seed + attempt)
        for _ in range(limit):
            seat = state.to_move()
            if seat is None:
                break
            actions = state.legal_actions(seat)
            if any(kind(state.action_id(a)) == wanted for a in actions) and len(state.path) >= 2:
                return state
            state.apply(rng.choice(actions))
    raise AssertionError(f"no {wanted} offered in 30 random games")


def drawn_actions(state: Any) -> list[dict[str, Any]]:
    seat = state.to_move()
    return [
        {
            "id": state.action_id(a),
            "label": state.action_label(a, "en"),
            "target": state.action_target(a),
        }
        for a in state.legal_actions(seat)
    ]


def render(page: Page, server: LiveServer, state: Any, clicks: bool = False) -> dict[str, Any]:
    view: dict[str, Any] = state.view(state.to_move())
    page.goto(server.url + BLANK)
    page.evaluate(
        RENDER,
        {"view": view, "actions": drawn_actions(state), "seat": state.to_move(), "clicks": clicks},
    )
    return view


def test_the_renderer_draws_the_path_the_cube_and_the_inventories_and_hides_the_secrets(
    server: LiveServer, page: Page
) -> None:
    state = position(2, 11, "attack")
    view = render(page, server, state)
    root = "#pd-test"
    layout = view["layout"]
    cols = layout["cols"]
    # every face-up square is drawn, with its kind; no square of a face-down board is
    shown = {
        r * cols + c: ch
        for r, row in enumerate(layout["squares"])
        for c, ch in enumerate(row)
        if ch is not None
    }
    drawn = page.locator(f"{root} g.pd-square").evaluate_all(
        "e => Object.fromEntries(e.map(g => [g.dataset.square, g.dataset.kind]))"
    )
    kinds = {".": "normal", "L": "lava", "M": "magma", "S": "soul", "P": "portal"}
    assert {int(k): v for k, v in drawn.items()} == {n: kinds[ch] for n, ch in shown.items()}
    hidden_boards = [b for b in layout["boards"] if not b["revealed"]]
    assert hidden_boards, "the portal at least is face down"
    backs = page.locator(f"{root} g.pd-board[data-revealed='false'] g.pd-board-back")
    expect(backs).to_have_count(len(hidden_boards))
    for board in page.locator(f"{root} g.pd-board[data-revealed='false']").all():
        assert board.get_attribute("data-id") == ""
    # the real squares of a face-down board are nowhere in the page
    truth = state.layout.terrain
    for b, place in enumerate(state.layout.boards):
        if state.revealed[b]:
            continue
        for r in range(layout["rows"]):
            for c in range(place.col, place.col + place.width):
                n = r * cols + c
                expect(page.locator(f'{root} g.pd-square[data-square="{n}"]')).to_have_count(0)
                assert truth[n] in ".LMSP"
    # spawners, chests, covered squares
    for sp in layout["spawners"]:
        expect(
            page.locator(f'{root} g.pd-spawner[data-square="{sp["square"]}"]')
        ).to_have_attribute("data-number", str(sp["number"]))
    expect(page.locator(f"{root} g.pd-chest")).to_have_count(len(layout["chests"]))
    expect(page.locator(f"{root} g.pd-square.covered")).to_have_count(len(layout["covered"]))
    # monsters with their number and hit points, characters in their colours
    for mon in view["monsters"]:
        token = page.locator(f'{root} g.pd-monster[data-id="{mon["id"]}"]')
        expect(token).to_have_attribute("data-kind", mon["kind"])
        expect(token).to_have_attribute("data-number", str(mon["number"]))
        expect(token).to_have_attribute("data-hp", str(mon["hp"]))
        expect(token).to_have_attribute("data-square", str(mon["square"]))
    for ch in view["characters"]:
        pawn = page.locator(f'{root} g.pd-character[data-seat="{ch["seat"]}"]')
        expect(pawn).to_have_attribute("data-colour", ch["colour"])
        expect(pawn).to_have_attribute("data-square", str(ch["square"]))
        panel = page.locator(f'{root} section.pd-seat[data-seat="{ch["seat"]}"]')
        expect(panel).to_have_attribute("data-hp", str(ch["hp"]))
        expect(panel.locator("g.pd-heart.full")).to_have_count(
            ch["hp"] + sum(i["hearts"] for i in ch["items"])
        )
        for item in ch["items"]:
            tile = panel.locator(f'g.pd-item[data-slot="{item["slot"]}"]')
            expect(tile).to_have_attribute("data-key", item["key"])
            expect(tile).to_have_attribute("data-damaged", str(item["damaged"]).lower())
    # the cube: a cell per block left; the hidden ones show no colour
    cells = view["cube"]["cells"]
    hidden = [i for i, c in enumerate(cells) if c and c["colour"] is None]
    assert hidden, "the inside of the cube is hidden"
    colours = page.locator(f"{root} .pd-cell[data-cell]").evaluate_all(
        "e => e.map(x => [Number(x.dataset.cell), x.dataset.colour, x.getAttribute('fill')])"
    )
    assert len(colours) == 64
    for i, colour, fill in colours:
        cell = cells[i]
        if cell is None:
            assert colour == "empty"
        elif cell["colour"] is None:
            assert colour == "hidden" and fill is None, (i, colour, fill)
        else:
            assert colour == cell["colour"]
    secret = [("red", "grey", "gold", "brown", "black")[state.cube[i]] for i in hidden]
    for i, colour in zip(hidden, secret, strict=True):
        title = page.locator(f'{root} g.pd-cell-g[data-cell="{i}"] title').text_content()
        assert colour not in (title or ""), (i, title)
    available = page.locator(f"{root} .pd-cell[data-available='true']").evaluate_all(
        "e => e.map(x => Number(x.dataset.cell))"
    )
    assert sorted(available) == [i for i, c in enumerate(cells) if c and c["available"]]
    # the Piglin sheet, the boss, the queue, the deck
    missions = view["piglins"]["missions"]
    expect(page.locator(f"{root} g.pd-column")).to_have_count(
        sum(len(m["columns"]) for m in missions)
    )
    boss = page.locator(f'{root} [data-testid="boss"]')
    expect(boss).to_have_attribute("data-kind", view["boss"]["kind"])
    expect(boss).to_have_attribute("data-hp", str(view["boss"]["hp"]))
    expect(page.locator(f'{root} [data-testid="queue"] g.pd-queued')).to_have_count(
        len(view["queue"])
    )
    expect(page.locator(f'{root} [data-testid="item-deck"]')).to_have_attribute(
        "data-count", str(view["items"]["deck"])
    )


# Every view drawn in turn; what went wrong (an exception, a NaN or "undefined" drawn).
RENDER_ALL = """async (cases) => {
  const renderer = (await import('/games/portal-dash/web.js')).default;
  const root = document.createElement('div');
  root.style.width = '1000px';
  document.body.replaceChildren(root);
  const problems = [];
  for (const [i, {view, actions, seat}] of cases.entries()) {
    const ctx = {seat, lang: i % 2 ? 'fr' : 'en', t: (id) => id, actions, names: [], step: i,
                 play: () => {}};
    try {
      renderer.render(root, view, ctx);
    } catch (err) {
      problems.push(`${i} ${view.turn.phase}: ${err}`);
      continue;
    }
    const html = root.innerHTML;
    if (/NaN|undefined/.test(html)) problems.push(`${i} ${view.turn.phase}: NaN or undefined`);
  }
  return problems;
}"""


def test_views_of_every_phase_and_level_are_drawn_without_fault(
    server: LiveServer, page: Page
) -> None:
    """Views taken along random games (level 1 alone, level 5 at four, a custom path of 8
    boards with the hard Ancient Hoglin at two) are all drawn: no exception, no NaN."""
    configs = [
        {"players": 1},
        {"players": 4, "level": 5},
        {
            "players": 2,
            "level": "custom",
            "boards": 8,
            "monsters": ["hoglin", "blaze", "wither_skeleton"],
            "boss": "ancient_hoglin",
            "boss_side": "hard",
        },
    ]
    cases = []
    phases = set()
    for n, config in enumerate(configs):
        for seed in range(3):
            state = GAME.setup(config, seed)
            bots = [GAME.bots()["heuristic"](GAME, s, seed) for s in range(config["players"])]
            step = 0
            while (seat := state.to_move()) is not None:
                view = state.view(seat)
                if step % 9 == n or view["turn"]["phase"] not in phases:
                    phases.add(view["turn"]["phase"])
                    cases.append({"view": view, "actions": drawn_actions(state), "seat": seat})
                state.apply(bots[seat].act(state, seat))
                step += 1
            cases.append({"view": state.view(0), "actions": [], "seat": 0})
    page.goto(server.url + BLANK)
    assert page.evaluate(RENDER_ALL, cases) == []
    assert {"place", "roll", "use", "actions", "gain"} <= phases, phases


def test_a_weapon_then_a_monster_clicked_attacks_it(server: LiveServer, page: Page) -> None:
    state = position(1, 3, "attack")
    render(page, server, state)
    seat = state.to_move()
    attacks = [a for a in drawn_actions(state) if kind(a["id"]) == "attack"]
    slot, monster = attacks[0]["id"].split(":")[2:4]
    weapon = page.locator(f'#pd-test g.pd-item[data-seat="{seat}"][data-select="weapon:{slot}"]')
    weapon.click()
    expect(weapon).to_have_class(re.compile(r"\bpicked\b"))
    token = page.locator(f'#pd-test g.pd-monster[data-id="{monster}"]')
    expect(token).to_have_class(re.compile(r"\baim\b"))
    token.click()
    assert page.evaluate("window.__played") == [attacks[0]["id"]]


def test_combat_dice_picked_are_rerolled_by_the_button(server: LiveServer, page: Page) -> None:
    """A diamond sword with the reroll enchantment hits a hoglin: the dice picked, then the
    button, play the reroll; of equal dice the leftmost are the ones named."""
    for seed in range(40):
        state = GAME.from_notation(
            f"players=1; seed={seed}; chars=13:6; items=diamond_sword^reroll,bow; "
            "monsters=hoglin1@14; stack=actions; left=2; turn=0"
        )
        attack = next(a for a in state.legal_actions(0) if state.action_id(a) == "0:attack:0:9")
        state.apply(attack)
        combat = state.view(0)["dice"]["combat"]
        twins = [i for i, v in enumerate(combat) if combat.index(v) != i]
        if state.view(0)["turn"]["phase"] == "reroll" and twins:
            break
    else:
        raise AssertionError("no roll with two equal dice in 40 seeds")
    view = render(page, server, state)
    assert view["turn"]["phase"] == "reroll"
    right = twins[0]
    left = combat.index(combat[right])
    button = page.locator('#pd-test [data-testid="reroll"]')
    expect(button).to_have_attribute("data-enabled", "false")
    die = page.locator(f'#pd-test .pd-combat-die[data-select="combat:{right}"]')
    die.click()
    expect(die).to_have_class(re.compile(r"\bpicked\b"))
    expect(button).to_have_attribute("data-enabled", "true")
    button.click()
    assert page.evaluate("window.__played") == [f"0:reroll:{left}"]
    page.click('#pd-test [data-testid="keep"]')
    assert page.evaluate("window.__played") == [f"0:reroll:{left}", "0:keep"]


def test_the_character_hit_clicks_an_armour_or_as_suggested(server: LiveServer, page: Page) -> None:
    """A6: the wounds left are shown in the panel of the seat hit; an armour clicked takes
    one heart off it (S:wound:<slot>), the button takes the rest as suggested. Seat 1 (a
    tunic of 1 heart, a chestplate of 3) is hit for 2 by the magma cube in seat 0's turn."""
    state = GAME.from_notation(
        "players=2; path=1,2; revealed=1100; queue=-; turn=0; left=1; chars=48:6/27:6; "
        "items=leather_boots,stone_sword/leather_tunic+1,iron_chestplate+3; "
        "monsters=magma_cube2@15; stack=actions,wound:1:2:1:0"
    )
    render(page, server, state, clicks=True)
    panel = page.locator('#pd-test section.pd-seat[data-seat="1"]')
    box = panel.locator(".pd-wounds")
    expect(box).to_have_attribute("data-wounds", "2")
    expect(box).to_contain_text("2 wounds to spread: click an armour")
    expect(page.locator('#pd-test section.pd-seat[data-seat="0"] .pd-wounds')).to_have_count(0)
    chestplate = panel.locator('g.pd-item[data-slot="1"]')
    expect(chestplate).to_have_class(re.compile(r"\blegal\b"))
    chestplate.click()
    panel.locator('g.pd-item[data-slot="0"]').click()
    auto = box.locator('[data-testid="wound-auto"]')
    expect(auto).to_have_text("As suggested")
    auto.click()
    assert page.evaluate("window.__played") == ["1:wound:1", "1:wound:0", "1:wound:auto"]
    # one heart taken off the chestplate: one wound left to spread
    state.apply_id("1:wound:1")
    render(page, server, state, clicks=True)
    expect(box).to_have_attribute("data-wounds", "1")
    expect(box).to_contain_text("1 wound to spread")
    expect(panel.locator('g.pd-item[data-slot="1"]')).to_have_attribute("data-hearts", "2")


def test_repaired_leggings_are_turned_to_the_side_clicked(server: LiveServer, page: Page) -> None:
    """A15: seat 1's leggings repaired by a grey block: clicked, they offer both sides, each
    playing its S:side id; its other items are not clickable."""
    state = GAME.from_notation(
        "players=2; path=1,2; revealed=1100; monsters=-; queue=-; turn=0; left=0; "
        "chars=25:6/0:6; items=leather_boots/iron_leggings@boots,stone_sword; "
        "stack=actions,side:1:0"
    )
    render(page, server, state, clicks=True)
    legs = page.locator('#pd-test g.pd-item[data-seat="1"][data-slot="0"]')
    expect(legs).to_have_attribute("data-mode", "boots")
    expect(page.locator("#pd-test g.pd-item.legal")).to_have_count(1)
    for side in ("armour", "boots"):
        legs.click()
        choice = page.locator(f'#action-menu button[data-action="1:side:0:{side}"]')
        expect(choice).to_contain_text(f"Iron leggings as {side}")
        choice.click()
    assert page.evaluate("window.__played") == ["1:side:0:armour", "1:side:0:boots"]


def test_damaged_leggings_enchanted_are_turned_to_the_side_clicked(
    server: LiveServer, page: Page
) -> None:
    """A15: a speed enchantment drawn for damaged leggings worn as boots: the leggings
    clicked offer the enchantment on either side (S:enchant:<key>:<slot>:boots|armour)."""
    state = GAME.from_notation(
        "players=2; path=1,2; revealed=1100; monsters=-; queue=-; turn=0; left=2; "
        "chars=25:6/0:6; items=iron_leggings!@boots/leather_boots; drawn=speed,crossbow; "
        "stack=actions,gain:0"
    )
    render(page, server, state, clicks=True)
    legs = page.locator('#pd-test g.pd-item[data-seat="0"][data-slot="0"]')
    expect(legs).to_have_attribute("data-damaged", "true")
    for side in ("armour", "boots"):
        legs.click()
        expect(page.locator("#action-menu button[data-action]")).to_have_count(2)
        choice = page.locator(f'#action-menu button[data-action="0:enchant:speed:0:{side}"]')
        expect(choice).to_contain_text(f"wear it as {side}")
        choice.click()
    assert page.evaluate("window.__played") == [
        "0:enchant:speed:0:armour",
        "0:enchant:speed:0:boots",
    ]


def test_the_table_and_its_rules_read_in_french_then_in_english(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    page = new_context(lang="fr-FR").new_page()
    new_game(server, page, players=1)
    cube = page.locator('#board [data-testid="cube"]')
    expect(cube).to_contain_text("Cube de ressources")
    expect(cube).to_contain_text("Couche 1 (haut)")
    expect(page.locator('#board [data-testid="status"]')).to_contain_text("Placez votre personnage")
    expect(page.locator('#board [data-testid="piglins"]')).to_contain_text("Piglins")
    expect(page.locator('#board [data-testid="queue"]')).to_contain_text("File d'attente")
    page.click("#rules-button")
    expect(page.locator("#rules-body h2").first).to_have_text("Minecraft : Portal Dash")
    expect(page.locator("#rules-body")).to_contain_text("Victoire et défaite")
    page.click("#rules-close")

    page.click('#lang-switch button[data-lang="en"]')
    expect(cube).to_contain_text("Resource cube")
    expect(page.locator('#board [data-testid="status"]')).to_contain_text("Place your character")
    page.click("#rules-button")
    expect(page.locator("#rules-body h2").first).to_have_text("Minecraft: Portal Dash")
    expect(page.locator("#rules-body")).to_contain_text("Winning and losing")


# -- live tables -------------------------------------------------------------------------------


def until(
    page: Page,
    msg: dict[str, Any],
    clicker: Guided,
    wanted: set[str],
    steps: int = 800,
    or_the_end: bool = False,
) -> dict[str, Any]:
    """Click on (as the heuristic bot plays) until seat 0 is offered a ``wanted`` kind (or,
    ``or_the_end``, the game ends)."""
    for _ in range(steps):
        if msg["outcome"] and or_the_end:
            return msg
        assert not msg["outcome"], f"the game ended before seat 0 was offered {wanted}"
        if mine(msg) and {kind(a["id"]) for a in msg["actions"]} & wanted:
            return msg
        msg = clicker.step(msg)
    raise AssertionError(f"seat 0 was never offered {wanted} in {steps} steps")


def test_a_square_clicked_moves_the_character_and_a_lit_block_clicked_is_taken(
    server: LiveServer, page: Page
) -> None:
    msg = new_game(server, page, players=2)
    table, view = msg["table"], msg["view"]
    # the start: the cube's inside and the boards ahead are hidden, seat 0 places its pawn
    assert [a["id"].split(":")[1] for a in msg["actions"]] == ["place"] * len(msg["actions"])
    expect(page.locator("#board g.pd-board-back")).to_have_count(
        sum(not b["revealed"] for b in view["layout"]["boards"])
    )
    hidden = sum(1 for c in view["cube"]["cells"] if c and c["colour"] is None)
    assert hidden == 12  # the 2x2 core of the three lower layers
    expect(page.locator('#board .pd-cell[data-colour="hidden"]')).to_have_count(hidden)
    targets = [a["target"] for a in msg["actions"]]
    square = targets[-1]
    page.locator(f'#board [data-target="{square}"].legal').click()
    step = msg["step"]
    msg = wait_step(page, step)
    n = int(square.split(":")[1])
    assert after(page, step)["characters"][0]["square"] == n
    clicker = Guided(page, 5, server, table)
    moved = taken = False
    games = 1
    for _ in range(60):
        if msg["outcome"] and games < 4:  # this deal ended first (the team died): a new one
            msg, games = new_game(server, page, players=2), games + 1
            clicker = Guided(page, 5 + games, server, msg["table"])
        wanted = {"step", "to", "block", "take", "place"}
        msg = until(page, msg, clicker, wanted, or_the_end=games < 4)
        if msg["outcome"]:
            continue
        if {kind(a["id"]) for a in msg["actions"]} == {"place"}:
            square = msg["actions"][-1]["target"]
            page.locator(f'#board [data-target="{square}"].legal').click()
            msg = wait_step(page, msg["step"])
            continue
        moves = [a for a in msg["actions"] if kind(a["id"]) in ("step", "to")]
        takes = [a for a in msg["actions"] if kind(a["id"]) in ("block", "take")]
        step = msg["step"]
        if moves and not moved:
            square = moves[-1]["target"]
            page.locator(f'#board g.pd-square[data-target="{square}"].legal').click()
            msg = wait_step(page, step)
            n = int(square.split(":")[1])
            assert after(page, step)["characters"][0]["square"] == n
            moved = True
        elif takes and not taken:
            target = takes[0]["target"]
            cell = int(target.split(":")[1])
            node = page.locator(f'#board g.pd-cell-g[data-target="{target}"]')
            expect(node).to_have_class(re.compile(r"\blegal\b"))
            expect(node.locator(".pd-cell")).to_have_attribute("data-available", "true")
            node.click()
            msg = wait_step(page, step)
            assert after(page, step)["cube"]["cells"][cell] is None
            expect(page.locator(f'#board .pd-cell[data-cell="{cell}"]')).to_have_attribute(
                "data-colour", "empty"
            )
            taken = True
        else:
            msg = clicker.step(msg)
        if moved and taken:
            break
    assert moved and taken, (moved, taken)


def test_an_item_drawn_clicked_is_kept(server: LiveServer, page: Page) -> None:
    for attempt in range(4):
        msg = new_game(server, page, players=1)
        clicker = Guided(page, 20 + attempt, server, msg["table"])
        try:
            msg = until(page, msg, clicker, {"keep"}, steps=1500)
        except AssertionError:
            continue
        keeps = [a for a in msg["actions"] if kind(a["id"]) == "keep" and a["target"]]
        if not keeps:
            continue
        target = keeps[0]["target"]
        key = page.get_attribute(f'#board g.pd-drawn[data-target="{target}"]', "data-key")
        drawn = msg["view"]["items"]["drawn"]
        assert key in drawn and len(drawn) == 2
        expect(page.locator("#board g.pd-drawn")).to_have_count(2)
        gainer = msg["view"]["turn"]["pending"].get("seat", 0)
        before = [i["key"] for i in msg["view"]["characters"][gainer]["items"]]
        # two items of one kind drawn share a target: either one keeps that kind
        page.locator(f'#board g.pd-drawn[data-target="{target}"].legal').first.click()
        if sum(a["target"] == target for a in msg["actions"]) > 1:
            page.locator("#action-menu button[data-action]").first.click()
        step = msg["step"]
        msg = wait_step(page, step)
        keys = [i["key"] for i in after(page, step)["characters"][gainer]["items"]]
        assert keys.count(key) == before.count(key) + 1, (key, before, keys)
        return
    raise AssertionError("no item gain came in 4 clicked games")


@pytest.mark.parametrize("players", [1, 4])
def test_a_whole_game_is_clicked_to_its_end(server: LiveServer, page: Page, players: int) -> None:
    """Alone, and at four beside the heuristic bots: every move of seat 0 is a click on
    what the heuristic bot would play, to the end."""
    msg = new_game(server, page, players=players, bot="heuristic")
    assert msg["view"]["players"] == players
    guided = Guided(page, players, server, msg["table"])
    for _ in range(5000):
        if msg["outcome"]:
            break
        msg = guided.step(msg, timeout=30_000)
    assert msg["outcome"], f"the game did not end in 5,000 steps ({guided.clicks})"
    assert guided.clicks["board"] + guided.clicks["menu"] >= 5, guided.clicks
    # the board was clicked to place, roll, take blocks, use them and move
    assert {"place", "roll", "step", "to", "piglin"} & guided.kinds, guided.kinds
    expect(page.locator("#outcome")).to_be_visible()
    status = page.locator('#board [data-testid="status"]')
    expect(status.locator(".pd-won, .pd-lost")).to_have_count(1)
    print(f"{players} player(s): {msg['step']} steps, {msg['outcome']['text']} {guided.clicks}")
