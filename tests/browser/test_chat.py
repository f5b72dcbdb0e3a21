"""The table's chat in the browser (issue 19, item 6): two players talk at one table, a
spectator reads them and writes in the spectators' channel the players never see, and a
line holding markup is shown as text (no element made from it, no script run); the
replay shows the players' lines."""

from __future__ import annotations

import json
from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect
from websockets.sync.client import connect

from tests.browser.conftest import LiveServer

SCRIPT = "<script>alert(1)</script><img src=x onerror=alert(2)>"
LINES = "#chat-lines li[data-index]"


def open_page(new_context: Callable[..., BrowserContext], url: str) -> Page:
    page = new_context().new_page()
    page.goto(url)
    page.wait_for_selector('#conn[data-state="open"]')
    page.wait_for_function("() => window.__state !== null")
    return page


def write(page: Page, text: str, enter: bool = True) -> None:
    page.fill("#chat-input", text)
    if enter:
        page.press("#chat-input", "Enter")
    else:
        page.click("#chat-send")


def texts(page: Page) -> list[str]:
    return page.locator(f"{LINES} .chat-text").all_text_contents()


def test_two_players_and_a_spectator_chat_at_one_table(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    made = server.new_table(["invite", "invite"])
    ana, bob = (open_page(new_context, server.url + seat["link"]) for seat in made["seats"])
    watcher = open_page(new_context, f"{server.url}/t/{made['table']}")
    dialogs: list[str] = []
    for page in (ana, bob, watcher):
        page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
        expect(page.locator("#chat-form")).to_be_visible()
    assert "spectators" in (watcher.get_attribute("#chat-input", "placeholder") or "")

    write(ana, "  hello Bob  ")  # Enter sends
    for page in (ana, bob, watcher):
        expect(page.locator(f"{LINES} .chat-text")).to_have_text(["hello Bob"])
        expect(page.locator(f"{LINES} .chat-name")).to_have_text(["Player 1"])
    assert ana.input_value("#chat-input") == ""

    write(bob, SCRIPT, enter=False)  # the Send button
    for page in (ana, bob, watcher):
        expect(page.locator(f"{LINES} .chat-text").nth(1)).to_have_text(SCRIPT)
        assert page.locator("#chat script, #chat img").count() == 0
        assert page.evaluate("document.querySelectorAll('body script').length") == 0

    write(watcher, "only for spectators")
    expect(watcher.locator(f'{LINES}[data-channel="spectators"] .chat-text')).to_have_text(
        ["only for spectators"]
    )
    write(ana, "still there?")  # written after it: a player would have got it first
    for page in (ana, bob):
        expect(page.locator(f"{LINES} .chat-text")).to_have_text(
            ["hello Bob", SCRIPT, "still there?"]
        )
        assert page.locator(f'{LINES}[data-channel="spectators"]').count() == 0
    expect(watcher.locator(f"{LINES} .chat-text")).to_have_text(
        ["hello Bob", SCRIPT, "only for spectators", "still there?"]
    )
    assert not dialogs, f"a chat line ran a script: {dialogs}"


def test_a_line_too_long_stays_in_the_input_with_a_reason(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    made = server.new_table(["invite", "bot"])
    page = open_page(new_context, server.url + made["seats"][0]["link"])
    page.fill("#chat-input", "x" * 301)
    page.press("#chat-input", "Enter")
    expect(page.locator("#chat-error")).to_have_text("A message holds at most 300 characters.")
    assert page.input_value("#chat-input") == "x" * 301  # kept, to shorten
    assert page.locator(LINES).count() == 0
    page.click('#lang-switch button[data-lang="fr"]')
    expect(page.locator("#chat-send")).to_have_text("Envoyer")
    expect(page.locator("#chat h2")).to_have_text("Discussion")


def play_to_the_end_saying(server: LiveServer, link: str, table: str, text: str) -> None:
    """Seat 0 of a table against a bot says ``text`` at once, then plays its first action
    each time until the game is over (over the socket, as a page would)."""
    url = f"ws://127.0.0.1:{server.port}/ws/{table}?token={link.rsplit('/', 1)[-1]}"
    with connect(url) as ws:
        ws.send(json.dumps({"type": "chat", "channel": "players", "text": text}))
        while True:
            message = json.loads(ws.recv(timeout=10))
            if message["type"] != "state":
                continue
            if message["outcome"] is not None:
                return
            if message["actions"]:
                action = message["actions"][0]["id"]
                ws.send(json.dumps({"type": "act", "action": action, "step": message["step"]}))


def test_the_replay_shows_the_players_chat(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    body = {
        "game": "doodle-jump",
        "config": {"players": 2},
        "seats": [{"kind": "invite"}, {"kind": "bot", "bot": "random"}],
    }
    made = server.post("/api/tables", body)
    play_to_the_end_saying(server, made["seats"][0]["link"], made["table"], SCRIPT)
    page = new_context().new_page()
    page.goto(f"{server.url}/replay/{made['table']}")
    page.click("#replay-last")
    expect(page.locator(f"{LINES} .chat-text")).to_have_text([SCRIPT])
    assert page.locator("#chat script, #chat img").count() == 0
    assert page.locator("#chat-form").count() == 0  # read-only
