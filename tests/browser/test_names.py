"""A name chosen on the page is shown in the log and the end banner of every game, in
English and in French, as text (never as HTML).

Each game is played against bots on a server whose bots answer at once: the name is set
through the page's own control (its header button and dialog), the player leaves, the
table's creator hands the named seat to a bot (the wait before a hand-over set to nothing),
the bots finish the game in a second, and the player comes back with the seat link to the
finished table. One game is played in both languages; the others alternate.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from meeple.engine import game_ids
from meeple.server import live
from tests.browser.conftest import LiveServer
from tests.browser.helpers import settle, table_against_bots

NAME = "<b>Zoé</b>"  # a name that is also HTML: it must show as these very characters

GAMES = game_ids()
# (game, language): the languages alternate over the games, and the first game is also
# played in the other one.
CASES = [(game, ("en", "fr")[i % 2]) for i, game in enumerate(GAMES)] + [(GAMES[0], "fr")]
LOCALES = {"en": "en-US", "fr": "fr-FR"}
CHOOSE = {"en": "Choose a name", "fr": "Choisir un nom"}
PLAYERS = {"en": "Players: ", "fr": "Joueurs : "}


def choose_name(page: Page, name: str, lang: str) -> None:
    """Type ``name`` into the header's name control and save it."""
    button = page.locator("#name-button")
    expect(button).to_have_text(CHOOSE[lang])
    button.click()
    page.fill("#name-input", name)
    page.click("#name-save")
    expect(page.locator("#name-dialog")).not_to_be_visible()
    expect(button).to_have_text(name)


def finish_with_a_bot(server: LiveServer, made: dict[str, Any]) -> None:
    """The creator hands seat 0 to a random bot; back once the bots have finished."""
    request = urllib.request.Request(
        f"{server.url}/api/tables/{made['table']}/seats/0/bot",
        json.dumps({"bot": "random"}).encode(),
        {"Content-Type": "application/json", "X-Owner": made["owner"]},
    )
    deadline = time.monotonic() + 30
    while True:  # the server may not have seen the page leave yet
        try:
            with urllib.request.urlopen(request, timeout=10):
                break
        except urllib.error.HTTPError as error:
            if error.code != 409 or time.monotonic() > deadline:
                raise
            time.sleep(0.05)
    while server.get(f"/api/tables/{made['table']}")["status"] != "finished":
        assert time.monotonic() < deadline, f"{made['table']}: the bots did not finish"
        time.sleep(0.1)


def log_text(page: Page) -> str:
    return page.inner_text("#log")


@pytest.mark.parametrize(("game_id", "lang"), CASES)
def test_a_chosen_name_is_in_the_log_and_the_end_banner(
    monkeypatch: pytest.MonkeyPatch,
    quick_server: LiveServer,
    new_context: Callable[..., BrowserContext],
    game_id: str,
    lang: str,
) -> None:
    monkeypatch.setattr(live, "AWAY_SECONDS", 0.0)  # a seat left may be handed over at once
    made = table_against_bots(quick_server, game_id)
    context = new_context(LOCALES[lang])
    page = context.new_page()
    page.goto(quick_server.url + made["me"])
    settle(page)
    choose_name(page, NAME, lang)
    seat_name = page.locator("#seats li[data-seat='0'] .seat-name")
    expect(seat_name).to_have_text(NAME)  # the server took it, and says it back
    page.close()  # the player leaves; their seat is handed to a bot, which ends the game
    finish_with_a_bot(quick_server, made)
    page = context.new_page()
    page.goto(quick_server.url + made["me"])  # back to the seat, at the end
    msg: dict[str, Any] = settle(page)
    assert msg["outcome"] and msg["seats"][0]["name"] == NAME
    banner = page.inner_text("#outcome-players")
    assert banner.startswith(PLAYERS[lang]) and NAME in banner, banner
    entries = page.evaluate("window.__states.flatMap((s) => s.log.entries)")
    assert {e["player"] for e in entries if e["seat"] == 0} == {NAME}
    # where a text names a role ("the Explorer removes 1 sand"), the page leads it by the name
    assert NAME in log_text(page), f"the log of {game_id} never names {NAME!r}"
    other = "Player" if lang == "fr" else "Joueur"
    assert f"{other} 1" not in log_text(page)  # the page's language throughout
    # shown as text: the characters of the name, no <b> element made of it
    made_bold = "[...document.querySelectorAll('b')].some((b) => b.textContent === 'Zoé')"
    assert not page.evaluate(made_bold)
    if game_id == GAMES[0]:  # the replay too, at its end
        page.goto(f"{quick_server.url}/replay/{made['table']}#step={msg['step']}")
        expect(page.locator("#outcome-players")).to_contain_text(NAME)
        expect(page.locator("#seats")).to_contain_text(NAME)
        assert not page.evaluate(made_bold)


def test_the_name_is_kept_by_the_browser_and_checked_there(
    quick_server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    context = new_context()
    page = context.new_page()
    page.goto(quick_server.url + "/")
    button = page.locator("#name-button")
    expect(button).to_have_text(CHOOSE["en"])
    button.click()
    page.fill("#name-input", "x" * 25)
    page.click("#name-save")
    expect(page.locator("#name-error")).to_have_text("A name holds at most 24 characters.")
    page.fill("#name-input", "   ")
    page.click("#name-save")
    expect(page.locator("#name-error")).to_contain_text("at least one character")
    page.fill("#name-input", "  Ana  ")
    page.click("#name-save")
    expect(button).to_have_text("Ana")
    assert page.evaluate("localStorage.getItem('meeple.name')") == "Ana"
    # the table page sends it on joining, and the lobby lists the seat by it
    made = table_against_bots(quick_server, "forbidden-island")
    table = context.new_page()
    table.goto(quick_server.url + made["me"])
    expect(table.locator("#seats li[data-seat='0'] .seat-name")).to_have_text("Ana")
    expect(table.locator("#name-button")).to_have_text("Ana")
    page.reload()
    row = page.locator(f"li.table-row[data-table='{made['table']}']")
    expect(row.locator(".seat-chip[data-seat='0']")).to_contain_text("Ana")


@pytest.mark.parametrize("path", ["lobby", "table"])
def test_the_longest_name_fits_a_phone(
    quick_server: LiveServer, browser: Browser, path: str
) -> None:
    """At 360 px, in French (the longer words), a 24-character name keeps the page from
    scrolling sideways and its button on screen."""
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, locale="fr-FR"
    )
    try:
        context.add_init_script("localStorage.setItem('meeple.name', 'W'.repeat(24))")
        page = context.new_page()
        made = table_against_bots(quick_server, "forbidden-island")
        page.goto(quick_server.url + ("/" if path == "lobby" else made["me"]))
        expect(page.locator("#name-button")).to_have_text("W" * 24)
        box = page.locator("#name-button").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, box
        assert box["height"] >= 24, box
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 360, f"the {path} page is {width} px wide at 360 px"
    finally:
        context.close()
