"""Errors as pages: a link to no table and a bad seat link say so in the player's language,
with a way back to the lobby (never raw JSON); while the server is down nothing can be
clicked, and the controls come back with it."""

from __future__ import annotations

import json
import re
import socket
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from meeple.server import create_app
from tests.browser.conftest import BOT_DELAY, LiveServer
from tests.browser.helpers import settle

LOCALES = Path(__file__).parents[2] / "src" / "meeple" / "web" / "locale"
WORDS = {lang: json.loads((LOCALES / f"{lang}.json").read_text()) for lang in ("en", "fr")}
BROWSER_LOCALE = {"en": "en-US", "fr": "fr-FR"}


def assert_error_page(page: Page, lang: str, message_id: str) -> None:
    words = WORDS[lang]
    error = page.locator("#error-page")
    expect(error).to_be_visible()
    expect(error.locator("h1")).to_have_text(words["web.error.title"])
    expect(page.locator("#error-text")).to_have_text(words[message_id])
    lobby = error.locator("a#error-lobby")
    expect(lobby).to_have_text(words["web.nav.lobby"])
    expect(lobby).to_have_attribute("href", "/")
    expect(page.locator("#board")).to_be_hidden()
    text = page.inner_text("body")
    assert "detail" not in text and "{" not in text, text  # no raw JSON anywhere


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bad_seat_link_is_a_page_with_the_way_back(
    server: LiveServer, new_context: Callable[..., BrowserContext], lang: str
) -> None:
    page = new_context(BROWSER_LOCALE[lang]).new_page()
    response = page.goto(server.url + "/play/not-a-seat-token")
    assert response is not None and response.status == 404
    assert "text/html" in response.headers["content-type"]
    assert_error_page(page, lang, "web.table.bad-token")
    page.click("#error-lobby")
    page.wait_for_url(server.url + "/")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_link_to_no_table_is_a_page_with_the_way_back(
    server: LiveServer, new_context: Callable[..., BrowserContext], lang: str
) -> None:
    page = new_context(BROWSER_LOCALE[lang]).new_page()
    response = page.goto(server.url + "/t/no-such-table")
    assert response is not None and response.status == 404
    assert_error_page(page, lang, "web.table.no-table")


def test_the_error_page_follows_the_language_switch(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    page = new_context("en-US").new_page()
    page.goto(server.url + "/replay/no-such-table")
    assert_error_page(page, "en", "web.table.no-table")
    page.click('#lang-switch button[data-lang="fr"]')
    assert_error_page(page, "fr", "web.table.no-table")


class RestartableServer(LiveServer):
    """A server that can stop and start again on the same port and database."""

    def __init__(self, db_url: str, port: int = 0) -> None:
        super().__init__(db_url, BOT_DELAY)
        self.db_url = db_url
        if port:
            self.sock.close()
            self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self.sock.bind(("127.0.0.1", port))
            self.port, self.url = port, f"http://127.0.0.1:{port}"
            self.server.config.app = create_app(db_url, bot_delay=BOT_DELAY)
            self.thread = threading.Thread(
                target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True
            )


@pytest.fixture
def own_server(tmp_path: Path) -> Iterator[list[RestartableServer]]:
    """A server of this test alone (the test stops it); the last one made is in the list."""
    first = RestartableServer(f"sqlite:///{tmp_path}/meeple.db")
    first.start()
    servers = [first]
    yield servers
    servers[-1].stop()


ENABLED = "#actions button[data-action]:not([disabled])"
OFFLINE = re.compile(r"\boffline\b")
DISABLED = "#actions button[data-action][disabled]"


def test_buttons_are_disabled_while_the_server_is_down(
    own_server: list[RestartableServer], page: Page
) -> None:
    live = own_server[0]
    made = live.new_table(["me", "invite"])
    page.goto(live.url + made["me"])
    msg = settle(page)
    assert msg["actions"] and msg["to_move"] == msg["seat"] == 0  # my move: buttons live
    expect(page.locator("#board [data-target].legal").first).to_be_attached()
    assert page.locator(ENABLED).count() == len(msg["actions"])

    live.stop()  # the server closes its sockets and stops listening
    expect(page.locator("#conn")).to_have_attribute("data-state", "closed")
    expect(page.locator("body")).to_have_class(OFFLINE)
    assert page.locator(ENABLED).count() == 0
    assert page.locator(DISABLED).count() == len(msg["actions"])
    assert page.locator("#board [data-target].legal").count() == 0
    expect(page.locator("#banner")).to_have_text(WORDS["en"]["web.error.offline"])

    own_server.append(RestartableServer(live.db_url, live.port))
    own_server[-1].start()
    expect(page.locator("#conn")).to_have_attribute("data-state", "open", timeout=15_000)
    settle(page)
    expect(page.locator("body")).not_to_have_class(OFFLINE)
    expect(page.locator(ENABLED)).to_have_count(len(msg["actions"]))
    expect(page.locator("#board [data-target].legal").first).to_be_attached()


def test_the_lobby_says_when_the_server_is_down_and_offers_nothing_meanwhile(
    own_server: list[RestartableServer], page: Page
) -> None:
    live = own_server[0]
    live.new_table(["me", "invite"])  # a table listed, with a button to watch it
    page.goto(live.url + "/")
    page.locator("#tables li.table-row").first.wait_for()
    expect(page.locator("#create-table")).to_be_enabled()
    assert page.locator("#server-down").count() == 0

    live.stop()
    banner = page.locator("[data-testid=server-down]")
    expect(banner).to_have_text(WORDS["en"]["web.lobby.server-down"], timeout=15_000)
    expect(page.locator("#create-table")).to_be_disabled()
    expect(page.locator("#tables button:enabled")).to_have_count(0)
    expect(page.locator("#tables li.table-row").first).to_be_visible()  # the last list kept

    own_server.append(RestartableServer(live.db_url, live.port))
    own_server[-1].start()
    expect(banner).to_be_hidden(timeout=15_000)
    expect(page.locator("#create-table")).to_be_enabled()
    expect(page.locator("body")).not_to_have_class(OFFLINE)
