"""Fixtures of the browser tests: the real server and Debian's Chromium, driven by Playwright.

Each xdist worker starts its own server (uvicorn in a background thread, on a free port,
with a temporary SQLite database and quick bots) and its own Chromium. The browser is
``/usr/bin/chromium`` unless ``MEEPLE_CHROMIUM`` names another; if it is missing the tests
fail (they are never skipped).
"""

from __future__ import annotations

import json
import os
import socket
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from meeple.server import create_app
from meeple.server.settings import Limits

CHROMIUM = os.environ.get("MEEPLE_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
BOT_DELAY = 0.05  # seconds between a bot's moves
VIEWPORT = {"width": 1280, "height": 800}
TIMEOUT_MS = 10_000  # any single wait of a test

# Keeps every "state" message the page receives in window.__states (the last in __state),
# so a test can read what the server sent (step, view.seat...) and wait for a new step.
WS_SPY = """
window.__states = [];
window.__state = null;
const NativeWebSocket = window.WebSocket;
window.WebSocket = class extends NativeWebSocket {
  constructor(...args) {
    super(...args);
    window.__socket = this;
    this.addEventListener("message", (event) => {
      try {
        const msg = JSON.parse(event.data);
        if (msg.type === "state") { window.__states.push(msg); window.__state = msg; }
      } catch (err) { /* not JSON */ }
    });
  }
};
"""


class LiveServer:
    """A meeple server running in a thread of this process."""

    def __init__(self, db_url: str, bot_delay: float) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind(("127.0.0.1", 0))
        self.port = self.sock.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        # The tests make many tables from one address: no limit on that here
        # (tests/server/test_table_limits.py tests the limits).
        roomy = Limits(tables_per_minute=1e6, table_burst=10**6, tables_per_client=10**6)
        config = uvicorn.Config(
            create_app(db_url, bot_delay=bot_delay, limits=roomy),
            log_level="warning",
            lifespan="on",
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(
            target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True
        )

    def start(self) -> None:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"the meeple server did not start on port {self.port}")
            time.sleep(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.sock.close()

    def post(self, path: str, body: dict[str, Any]) -> dict[str, Any]:
        request = urllib.request.Request(
            self.url + path,
            json.dumps(body).encode(),
            {"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            data: dict[str, Any] = json.load(response)
        return data

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.url + path, timeout=10) as response:
            return json.load(response)

    def new_table(self, seats: list[str], bot: str = "random", **config: Any) -> dict[str, Any]:
        """A Forbidden Island table; ``seats`` like ``["me", "invite", "bot"]``."""
        return self.post(
            "/api/tables",
            {
                "game": "forbidden-island",
                "config": {"players": len(seats), **config},
                "seats": [
                    {"kind": kind, **({"bot": bot} if kind == "bot" else {})} for kind in seats
                ],
            },
        )


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """This worker's server, on a new SQLite database."""
    db = tmp_path_factory.mktemp("db") / "meeple.db"
    live = LiveServer(f"sqlite:///{db}", BOT_DELAY)
    live.start()
    try:
        yield live
    finally:
        live.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """This worker's Chromium (headless)."""
    if not Path(CHROMIUM).is_file():
        pytest.fail(
            f"Chromium is not installed at {CHROMIUM}: install Debian's `chromium` package "
            "or set MEEPLE_CHROMIUM to a Chromium binary (the browser tests never skip)",
            pytrace=False,
        )
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def new_context(browser: Browser) -> Iterator[Callable[..., BrowserContext]]:
    """Make fresh browser contexts (no shared storage); ``lang`` sets the browser locale.

    Every page of these contexts records its "state" messages (see ``WS_SPY``) and any
    uncaught JavaScript error, which fails the test at teardown.
    """
    contexts: list[BrowserContext] = []
    errors: list[str] = []

    def make(lang: str = "en-US") -> BrowserContext:
        context = browser.new_context(viewport=VIEWPORT, locale=lang)
        context.set_default_timeout(TIMEOUT_MS)
        context.add_init_script(WS_SPY)
        context.on("page", lambda page: page.on("pageerror", lambda e: errors.append(str(e))))
        contexts.append(context)
        return context

    yield make
    for context in contexts:
        context.close()
    assert not errors, f"JavaScript errors in the pages: {errors}"


@pytest.fixture
def page(new_context: Callable[..., BrowserContext]) -> Page:
    """A page in a fresh English context."""
    return new_context().new_page()


@pytest.fixture(scope="module")
def quick_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A server of the module's own whose bots play without pausing: a whole game of bots
    takes a second or two."""
    db = tmp_path_factory.mktemp("quick") / "meeple.db"
    live = LiveServer(f"sqlite:///{db}", 0.0)
    live.start()
    try:
        yield live
    finally:
        live.stop()
