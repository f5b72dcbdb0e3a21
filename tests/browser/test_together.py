"""Two people at one table (the second from the bare invite link) and a spectator."""

from __future__ import annotations

import re
from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import LiveServer
from tests.browser.helpers import (
    Player,
    choose_game,
    click_target,
    kind,
    same_step,
    settle,
    wait_step,
)


def move_somewhere(page: Page) -> str:
    """Click the board to move my pawn (a "move" action); the tile it goes to."""
    msg = settle(page)
    move = next(a for a in msg["actions"] if kind(a["id"]) == "move")
    click_target(page, move["target"], prefer=":move:")
    wait_step(page, msg["step"])
    return str(move["target"]).removeprefix("tile:")


def pawn_on(page: Page, seat: int, tile: str) -> None:
    expect(page.locator(f'#board g.fi-pawn[data-seat="{seat}"]')).to_have_attribute(
        "data-tile", tile
    )


def test_two_players_and_a_spectator(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    # Seat 0 may lose the game in its first turn (two flood cards can sink Fools' Landing):
    # then the test plays a new table.
    assert any(play_together(server, new_context) for _ in range(3)), "every island sank"


def play_together(server: LiveServer, new_context: Callable[..., BrowserContext]) -> bool:
    """A (lobby, seat 0) and B (invite link, seat 1) each move, C watches; False if the
    game ended before B's move."""
    # A makes the table in the lobby: seat 0 is A's, seat 1 an invite link
    a = new_context().new_page()
    a.goto(server.url + "/")
    choose_game(a, "forbidden-island")
    a.select_option("select[name=players]", "2")
    a.select_option('select[data-seat-kind="1"]', "invite")
    a.select_option('select[name="adventurers-0"]', '"engineer"')
    a.select_option('select[name="adventurers-1"]', '"explorer"')
    a.click("#create-table")
    expect(a.locator("#created")).to_be_visible()
    invite = a.locator('#invite-links li[data-seat="1"] a').inner_text()
    assert re.fullmatch(re.escape(server.url) + r"/play/[\w-]+", invite), invite
    my_link = str(a.get_attribute("#my-seat", "href"))
    table = str(a.get_attribute("#created-spectate", "href")).rsplit("/", 1)[-1]
    tokens = [my_link.rsplit("/", 1)[-1], invite.rsplit("/", 1)[-1]]
    a.click("#my-seat")
    assert settle(a)["seat"] == 0

    # B: a fresh browser context, the bare invite link
    b = new_context(lang="fr-FR").new_page()
    b.goto(invite)
    msg_b = settle(b)
    assert msg_b["table"] == table and msg_b["seat"] == 1 and msg_b["view"]["seat"] == 1
    expect(b.locator("#board section.fi-seat.me")).to_have_attribute("data-seat", "1")
    expect(b.locator("#board section.fi-seat.me")).to_have_attribute("data-role", "explorer")
    expect(b.locator("#turn")).not_to_have_class(re.compile(r"\bmine\b"))
    # A sees B arrive
    expect(a.locator('#seats li[data-seat="1"]')).to_have_attribute("data-connected", "true")

    # C watches
    c = new_context().new_page()
    c.goto(f"{server.url}/t/{table}")
    msg_c = settle(c)
    assert msg_c["seat"] is None and msg_c["view"]["seat"] is None
    assert msg_c["actions"] == []

    # A moves: B and C see it
    tile = move_somewhere(a)
    for other in (b, c):
        expect(other.locator("#log li[data-index]")).to_have_count(1)
        pawn_on(other, 0, tile)
    expect(b.locator('#log li[data-index="0"]')).to_have_attribute("data-seat", "0")

    # A plays on (B swims if the sea takes its tile) until B's turn begins
    players = [Player(a), Player(b)]
    for _ in range(80):
        msg_a, msg_b = same_step(a, b)
        if msg_a["outcome"]:
            return False  # the island sank in the first turn: deal again
        view = msg_a["view"]
        turn = (view["turn"]["seat"], view["turn"]["phase"], view["to_move"])
        if turn == (1, "actions", 1) and not view["swimmers"] and not view["helicopter"]:
            break
        players[view["to_move"]].step()
    else:
        raise AssertionError("B never got the move")
    msg_b = settle(b)
    assert msg_b["step"] == msg_a["step"]
    expect(b.locator("#turn")).to_have_class(re.compile(r"\bmine\b"))
    expect(a.locator("#turn")).not_to_have_class(re.compile(r"\bmine\b"))

    # B moves: A and C see it
    tile = move_somewhere(b)
    for other in (a, c):
        expect(other.locator("#log li[data-index]").first).to_have_attribute("data-seat", "1")
        pawn_on(other, 1, tile)
    assert settle(c)["step"] == settle(a)["step"] == msg_b["step"] + 1

    # the spectator: no moves, no undo, no secret anywhere in the page
    expect(c.locator("#spectating")).to_be_visible()
    expect(c.locator("#actions button")).to_have_count(0)
    expect(c.locator("#board [data-target].legal")).to_have_count(0)
    expect(c.locator("#board section.fi-seat.me")).to_have_count(0)
    expect(c.locator("#undo")).to_be_disabled()
    states = c.evaluate("window.__states")
    assert all(s["seat"] is None and s["view"]["seat"] is None for s in states)
    assert all(s["actions"] == [] for s in states)
    html = c.content()
    storage = c.evaluate("JSON.stringify(localStorage)")
    for token in tokens:
        assert token not in html and token not in storage
        assert token not in c.evaluate("JSON.stringify(window.__states)")
    # ... while the players' pages are not spectators
    expect(a.locator("#spectating")).to_be_hidden()
    expect(b.locator("#spectating")).to_be_hidden()
    return True
