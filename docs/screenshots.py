"""Screenshots of the web platform for the docs, at 1280x800 (``MEEPLE_SCREEN=390x844``
for a phone).

Starts a server (temporary SQLite database, quick bots), plays Forbidden Island tables in
Debian's Chromium (``MEEPLE_CHROMIUM`` overrides ``/usr/bin/chromium``) and saves
``lobby.png`` (with "my tables"), ``table.png`` (a clock and a chat line), ``table-fr.png``,
``end.png`` ("Play again"), ``replay.png``,
``pentaquest.png`` (a solo game, dice picked), ``forbidden-desert.png``,
``doodle-jump.png`` (dice picked, the pad they reach lit), ``risk-junior-narnia.png``,
``portal-dash.png`` (2 players, some way in, a weapon picked) and ``pandemic.png`` into
``docs/screenshots/`` (or the folder given as the only argument)::

    .venv/bin/python docs/screenshots.py [OUT_DIR]
"""

from __future__ import annotations

import json
import os
import random
import socket
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

import uvicorn
from playwright.sync_api import Page, sync_playwright

from meeple.server import create_app

CHROMIUM = os.environ.get("MEEPLE_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# MEEPLE_SCREEN=390x844 takes them as a phone would.
_WIDTH, _HEIGHT = os.environ.get("MEEPLE_SCREEN", "1280x800").split("x")
SIZE = {"width": int(_WIDTH), "height": int(_HEIGHT)}
SPY = """
window.__state = null;
const NativeWebSocket = window.WebSocket;
window.WebSocket = class extends NativeWebSocket {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (event) => {
      const msg = JSON.parse(event.data);
      if (msg.type === "state") window.__state = msg;
    });
  }
};
"""
DRAWN = """() => {
  const s = window.__state;
  if (!s) return false;
  const top = document.querySelector('#log li[data-index]');
  return (top ? Number(top.dataset.index) : -1) === s.step - 1
    && document.querySelectorAll('#actions button[data-action]').length === s.actions.length
    && document.getElementById('outcome').hidden === !s.outcome;
}"""


def shot(page: Page, path: Path) -> None:
    """The page from its top (a phone scrolls to the control it last tapped)."""
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(200)
    page.screenshot(path=path)


def start_server(db_url: str) -> str:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(create_app(db_url, bot_delay=0.05), log_level="warning"))
    threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True).start()
    while not server.started:
        time.sleep(0.02)
    return f"http://127.0.0.1:{sock.getsockname()[1]}"


def new_table(
    base: str,
    seats: list[str],
    game: str = "forbidden-island",
    clock: dict[str, Any] | None = None,
    **config: Any,
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "game": game,
        "config": {"players": len(seats), **config},
        "seats": [{"kind": k, **({"bot": "random"} if k == "bot" else {})} for k in seats],
    }
    if clock is not None:
        body["clock"] = clock
    request = urllib.request.Request(
        base + "/api/tables", json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request) as response:
        made: dict[str, Any] = json.load(response)
    return made


def drawn(page: Page) -> dict[str, Any]:
    page.wait_for_function(DRAWN)
    msg: dict[str, Any] = page.evaluate("window.__state")
    return msg


def play(page: Page, until: int | None = None) -> dict[str, Any]:
    """Click my way through the game (draws first, then the board) up to my first move
    from step ``until`` on, or to the end; the last state."""
    while True:
        msg = drawn(page)
        mine = msg["actions"] and msg["to_move"] == msg["seat"]
        if msg["outcome"] or (until is not None and msg["step"] >= until and mine):
            return msg
        if mine:
            ids = [a["id"] for a in msg["actions"]]
            draws = [i for i in ids if i.split(":")[1] in ("draw-treasure", "draw-flood")]
            targets = [a["target"] for a in msg["actions"] if a["target"]]
            if draws:
                page.click(f'#actions button[data-action="{draws[0]}"]')
            elif targets:
                page.locator(f'#board [data-target="{targets[0]}"].legal').first.click()
                if sum(t == targets[0] for t in targets) > 1:
                    page.locator("#action-menu button[data-action]").first.click()
            else:
                page.locator("#actions button[data-action]").first.click()
        page.wait_for_function(
            f"() => window.__state.step > {msg['step']} || window.__state.outcome"
        )


def until_a_jump(page: Page) -> dict[str, Any]:
    """Doodle Jump: roll or go on (else the first move listed) until I may jump."""
    while True:
        msg = drawn(page)
        ids = [a["id"] for a in msg["actions"]] if msg["to_move"] == msg["seat"] else []
        if any(i.split(":")[1] == "jump" for i in ids) and msg["step"] > 12:
            return msg
        if msg["outcome"]:
            raise RuntimeError("the game ended before a jump was offered")
        if ids:
            roll = [i for i in ids if i.split(":")[1] in ("roll", "continue")]
            page.click(f'#actions button[data-action="{(roll or ids)[0]}"]')
        page.wait_for_function(
            f"() => window.__state.step > {msg['step']} || window.__state.outcome"
        )


def portal_dash_turn(page: Page, base: str) -> None:
    """Portal Dash, 2 players beside the heuristic bot: seat 0 clicks lit targets (seeded
    random picks) until its action phase some way into the game, a weapon picked if it may
    attack (a new table if the game ends first)."""
    for seed in range(20):
        rng = random.Random(seed)
        body = {
            "game": "portal-dash",
            "config": {"players": 2},
            "seats": [{"kind": "me"}, {"kind": "bot", "bot": "heuristic"}],
        }
        request = urllib.request.Request(
            base + "/api/tables", json.dumps(body).encode(), {"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request) as response:
            made = json.load(response)
        page.goto(base + made["me"])
        while not (msg := drawn(page))["outcome"]:
            mine = msg["actions"] and msg["to_move"] == msg["seat"]
            phase = msg["view"]["turn"]["phase"]
            if mine and phase == "actions" and msg["step"] >= 45:
                weapons = page.locator("#board g.pd-item[data-select]")
                if weapons.count():
                    weapons.first.click()
                page.evaluate("window.scrollTo(0, 0)")
                page.wait_for_timeout(300)
                return
            if mine:
                lit = page.eval_on_selector_all(
                    "#board [data-target].legal", "e => e.map(x => x.dataset.target)"
                )
                if lit:
                    target = rng.choice(sorted(set(lit)))
                    page.locator(f'#board [data-target="{target}"].legal').first.click()
                    if sum(a["target"] == target for a in msg["actions"]) > 1:
                        page.locator("#action-menu button[data-action]").first.click()
                else:
                    page.locator("#actions button[data-action]").first.click()
            page.wait_for_function(
                f"() => window.__state.step > {msg['step']} || window.__state.outcome"
            )
    raise RuntimeError("no Portal Dash game lasted long enough for its picture")


def main(out: Path) -> None:
    if not Path(CHROMIUM).is_file():
        sys.exit(f"no Chromium at {CHROMIUM}: install it or set MEEPLE_CHROMIUM")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        base = start_server(f"sqlite:///{tmp}/meeple.db")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            context = browser.new_context(viewport=SIZE, locale="en-GB")
            context.set_default_timeout(15_000)
            context.add_init_script(SPY)
            page = context.new_page()

            # a table mid-game, with a log, a clock and a chat line; then the same in French
            new_table(base, ["me", "invite"])  # an open seat, for the lobby's list
            page.add_init_script("localStorage.setItem('meeple.name', 'Ada')")
            for _ in range(10):  # a deal whose island outlasts step 16 (random bots)
                mid = new_table(
                    base,
                    ["me", "bot", "bot"],
                    clock={"kind": "move", "seconds": 120},
                    adventurers=["engineer", "pilot", "diver"],
                )
                page.goto(base + mid["me"])
                page.fill("#chat-input", "Shall we fly the Pilot to the temple first?")
                page.press("#chat-input", "Enter")
                page.wait_for_selector("#chat-lines li[data-index]")
                if not play(page, until=16)["outcome"]:
                    break
            page.wait_for_timeout(300)
            shot(page, out / "table.png")
            page.click('#lang-switch button[data-lang="fr"]')
            page.wait_for_function(
                "() => document.querySelector('#undo').textContent === 'Annuler'"
            )
            page.wait_for_timeout(500)
            shot(page, out / "table-fr.png")
            page.click('#lang-switch button[data-lang="en"]')

            # the lobby ("my tables" holds the table above), its form filled in
            page.goto(base + "/")
            page.wait_for_selector("#tables li.table-row")
            page.select_option("select[name=players]", "3")
            page.select_option('select[data-seat-kind="2"]', "bot")
            page.wait_for_timeout(300)
            shot(page, out / "lobby.png")

            # a whole game to its end, then its replay part-way
            end = new_table(base, ["me", "bot", "bot"], difficulty="legendary")
            page.goto(base + end["me"])
            last = play(page)
            page.wait_for_timeout(300)
            shot(page, out / "end.png")
            page.goto(f"{base}/replay/{end['table']}#step={max(1, last['step'] * 2 // 3)}")
            page.wait_for_selector("#replay-step[data-step]")
            page.wait_for_timeout(500)
            shot(page, out / "replay.png")

            # a solo Pentaquest game from the lobby's one click, two dice picked to reroll
            page.goto(base + "/")
            page.click('#games button.solo[data-solo="pentaquest"]')
            page.wait_for_url("**/play/*")
            drawn(page)
            page.click('#board [data-target="deck"]')
            page.wait_for_selector("#board .pq-die[data-select]")
            page.click('#board .pq-die[data-select="die:2"]')
            page.click('#board .pq-die[data-select="die:5"]')
            page.wait_for_timeout(300)
            shot(page, out / "pentaquest.png")

            # Doodle Jump, 3 players: my dice picked, the pad their sum reaches lit
            jump = new_table(base, ["me", "bot", "bot"], game="doodle-jump")
            page.goto(base + jump["me"])
            msg = until_a_jump(page)
            pad, dice = next(
                a["id"].split(":")[2:4] for a in msg["actions"] if a["id"].split(":")[1] == "jump"
            )
            for die in dice.split("+"):
                page.click(f'#board .dj-die[data-select="die:{die}"]')
            page.wait_for_selector(f'#board .dj-pad.lit[data-pad="{pad}"]')
            page.wait_for_timeout(300)
            shot(page, out / "doodle-jump.png")

            # Forbidden Desert, 3 players: some way into the storm
            for _ in range(10):
                desert = new_table(base, ["me", "bot", "bot"], game="forbidden-desert")
                page.goto(base + desert["me"])
                if not play(page, until=12)["outcome"]:
                    break
            page.wait_for_timeout(300)
            shot(page, out / "forbidden-desert.png")

            # Risk Junior Narnia, 3 players: the map some way into the adventure
            narnia = new_table(base, ["me", "bot", "bot"], game="risk-junior-narnia")
            page.goto(base + narnia["me"])
            while (msg := drawn(page))["step"] < 60 and not msg["outcome"]:
                if msg["actions"] and msg["to_move"] == msg["seat"]:
                    page.locator("#actions button[data-action]").first.click()
                page.wait_for_function(
                    f"() => window.__state.step > {msg['step']} || window.__state.outcome"
                )
            page.wait_for_timeout(300)
            shot(page, out / "risk-junior-narnia.png")

            # Portal Dash, 2 players: the path, the cube and the inventories mid-game
            portal_dash_turn(page, base)
            shot(page, out / "portal-dash.png")

            # Pandemic, 3 players: the world map some way into the game
            pandemic = new_table(base, ["me", "bot", "bot"], game="pandemic")
            page.goto(base + pandemic["me"])
            while (msg := drawn(page))["step"] < 24 and not msg["outcome"]:
                if msg["actions"] and msg["to_move"] == msg["seat"]:
                    page.locator("#actions button[data-action]").first.click()
                page.wait_for_function(
                    f"() => window.__state.step > {msg['step']} || window.__state.outcome"
                )
            page.wait_for_timeout(300)
            shot(page, out / "pandemic.png")
            browser.close()
    names = ("lobby", "table", "table-fr", "end", "replay", "pentaquest", "doodle-jump")
    for name in (*names, "forbidden-desert", "risk-junior-narnia", "portal-dash", "pandemic"):
        print(out / f"{name}.png")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "screenshots")
