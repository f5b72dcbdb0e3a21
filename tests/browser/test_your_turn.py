"""Your turn: the tab's title and icon say when the game waits for me, a beep may play
(off by default, remembered), and a notification is offered.

Against a bot the turns change fast, so the page records every title and icon it shows
(a MutationObserver set before the page's scripts run) and the tests read that record."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from meeple.server import hub
from tests.browser.conftest import LiveServer
from tests.browser.helpers import Player, settle

# Every (title, icon) the page shows, in order, without repeats.
SIGNALS = """
window.__signals = [];
new MutationObserver(() => {
  const icon = document.querySelector("link[rel=icon]");
  const now = [document.title, icon ? icon.getAttribute("href") : null];
  const last = window.__signals[window.__signals.length - 1];
  if (!last || last[0] !== now[0] || last[1] !== now[1]) window.__signals.push(now);
}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
"""

# A stand-in for the browser's notifications: permission asked and given, each one kept.
NOTIFICATIONS = """
window.__notes = [];
window.__hidden = false;
Object.defineProperty(document, "hidden", { get: () => window.__hidden });
window.Notification = class {
  static permission = "default";
  static async requestPermission() { window.Notification.permission = "granted"; return "granted"; }
  constructor(title, options) { window.__notes.push({ title, body: options && options.body }); }
  close() {}
};
"""


@pytest.fixture(autouse=True)
def _seed_1(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every table here is dealt with seed 1 (the server runs in this process): a deal
    whose island outlasts a round, so the turn comes back to seat 0 (with a random deal
    it sometimes sank on the bot's turn first)."""
    monkeypatch.setattr(hub.secrets, "randbelow", lambda _bound: 1)


MINE = "● Your turn · Forbidden Island · meeple"
NOT_MINE = "Forbidden Island · meeple"
TURN_CLOCK = {"kind": "turn", "hours": 24, "bot": "normal"}


def play_my_turn_out(page: Page) -> dict[str, Any]:
    """Play seat 0's moves until the game waits for the other seat; that state."""
    player = Player(page)
    msg = settle(page)
    while msg["to_move"] == 0 and not msg["outcome"]:
        msg = player.step()
    return msg


def wait_my_turn(page: Page) -> dict[str, Any]:
    page.wait_for_function("() => window.__state && window.__state.to_move === 0")
    return settle(page)


def test_the_title_and_the_icon_say_when_it_is_my_turn(server: LiveServer, page: Page) -> None:
    page.context.add_init_script(SIGNALS)
    made = server.new_table(["me", "bot"], bot="random")
    page.goto(server.url + made["me"])
    assert settle(page)["to_move"] == 0
    expect(page).to_have_title(MINE)
    icon = page.locator("link[rel=icon]")
    expect(icon).to_have_attribute("data-mine", "true")
    assert (icon.get_attribute("href") or "").startswith("data:image/svg+xml,")
    play_my_turn_out(page)
    wait_my_turn(page)
    expect(page).to_have_title(MINE)
    shown = page.evaluate("window.__signals")
    titles = [title for title, _ in shown if title in (MINE, NOT_MINE)]
    titles = titles[titles.index(MINE) :]  # (the game's name alone, while it loaded)
    # mine, then not (the bot's turn), then mine again: never stuck on either
    assert titles[:3] == [MINE, NOT_MINE, MINE], titles
    icons = {title: href for title, href in shown if title in (MINE, NOT_MINE)}
    assert icons[NOT_MINE] == "data:," and icons[MINE].startswith("data:image/svg+xml,")


def test_a_spectator_keeps_the_plain_title(server: LiveServer, page: Page) -> None:
    made = server.new_table(["me", "bot"], bot="random")
    page.goto(f"{server.url}/t/{made['table']}")
    settle(page)
    expect(page).to_have_title(NOT_MINE)
    expect(page.locator(".turn-signals")).to_be_hidden()


def test_the_sound_is_off_at_first_and_remembered(server: LiveServer, page: Page) -> None:
    made = server.new_table(["me", "bot"], bot="random")
    page.goto(server.url + made["me"])
    settle(page)
    sound = page.locator("#turn-sound")
    expect(sound).to_have_attribute("aria-pressed", "false")
    expect(sound).to_have_text("Sound off")
    play_my_turn_out(page)
    wait_my_turn(page)
    assert sound.get_attribute("data-played") is None  # off: no beep on my turn
    sound.click()
    expect(sound).to_have_attribute("aria-pressed", "true")
    expect(sound).to_have_attribute("data-played", "1")  # a taste of it
    page.reload()
    settle(page)
    expect(sound).to_have_attribute("aria-pressed", "true")
    expect(sound).to_have_text("Sound on")
    play_my_turn_out(page)
    wait_my_turn(page)
    expect(sound).to_have_attribute("data-played", "1")  # the beep of my turn come back
    sound.click()
    page.reload()
    expect(page.locator("#turn-sound")).to_have_attribute("aria-pressed", "false")


def turn_based_table(server: LiveServer) -> dict[str, Any]:
    """Me against a random bot, with a daily clock (a turn-based table)."""
    seats = [{"kind": "me"}, {"kind": "bot", "bot": "random"}]
    body = {"game": "forbidden-island", "config": {"players": 2}, "seats": seats}
    made: dict[str, Any] = server.post("/api/tables", {**body, "clock": TURN_CLOCK})
    return made


def test_notifications_are_offered_at_turn_based_tables_only(
    server: LiveServer, page: Page
) -> None:
    page.context.add_init_script(NOTIFICATIONS)
    made = server.new_table(["me", "bot"], bot="random")  # no clock
    page.goto(server.url + made["me"])
    settle(page)
    expect(page.locator("#turn-sound")).to_be_visible()
    expect(page.locator("#turn-notify")).to_be_hidden()


def test_a_notification_when_my_turn_comes_in_a_hidden_tab(server: LiveServer, page: Page) -> None:
    page.context.add_init_script(NOTIFICATIONS)
    made = turn_based_table(server)
    page.goto(server.url + made["me"])
    settle(page)
    notify = page.locator("#turn-notify")
    expect(notify).to_be_visible()
    expect(notify).to_have_attribute("aria-pressed", "false")
    notify.click()
    expect(notify).to_have_attribute("aria-pressed", "true")
    play_my_turn_out(page)
    wait_my_turn(page)
    assert page.evaluate("window.__notes") == []  # the tab was in sight
    page.evaluate("window.__hidden = true")
    play_my_turn_out(page)
    wait_my_turn(page)
    notes = page.evaluate("window.__notes")
    assert notes and notes[0]["title"] == "Your turn · Forbidden Island", notes
