"""Why not? in the browser, for Forbidden Island, Forbidden Desert and Pentaquest: a click
on a board element that is not lit asks the server, and the reason from that game's rules
shows in ``[data-testid=why]`` (Risk Junior Narnia, Portal Dash and Doodle Jump:
test_why_more.py). Each position is the first decision of seat 0, a person, against a
bot; the element is found on the server's state (read only), the text asserted whole."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from meeple.engine.i18n import translate
from meeple.games.forbidden_desert import components as fdc
from meeple.games.forbidden_desert.rules import AROUND, ORTH
from meeple.games.forbidden_island import components as fic
from tests.browser.conftest import LiveServer
from tests.browser.helpers import click_action, settle, wait_step

# The note shows for 4 s (table.js WHY_MS): on a loaded machine, polling for it from here
# may come after it closed. The page records every note it shows instead.
RECORD_WHYS = """
window.__whys = [];
new MutationObserver((changes) => {
  for (const change of changes)
    for (const node of change.addedNodes)
      if (node.dataset && node.dataset.testid === "why") window.__whys.push(node.textContent);
}).observe(document, { childList: true, subtree: true });
"""


def shown_why(page: Page) -> str:
    """The text of the last why note the page showed, waiting for the first."""
    page.wait_for_function("() => window.__whys && window.__whys.length > 0")
    text: str = page.evaluate("() => window.__whys[window.__whys.length - 1]")
    return text


def server_state(server: LiveServer, table: str) -> Any:
    app: Any = server.server.config.app
    return app.state.hub.tables[table].match.state.clone()


def open_table(server: LiveServer, page: Page, game: str, **config: Any) -> dict[str, Any]:
    body = {
        "game": game,
        "config": {"players": 2, **config},
        "seats": [{"kind": "me"}, {"kind": "bot", "bot": "random"}],
    }
    made = server.post("/api/tables", body)
    page.add_init_script(RECORD_WHYS)
    page.goto(server.url + made["me"])
    return settle(page)


def click_unlit(page: Page, target: str) -> None:
    node = page.locator(f'#board [data-target="{target}"]')
    expect(node.first).not_to_have_class("legal")
    node.first.click(force=True)


@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        ("en-US", "Only the Explorer moves diagonally."),
        ("fr-FR", "Seul l'Explorateur se déplace en diagonale."),
    ],
)
def test_forbidden_island_a_diagonal_tile(
    server: LiveServer, new_context: Callable[..., BrowserContext], lang: str, reason: str
) -> None:
    page = new_context(lang).new_page()
    msg = open_table(server, page, "forbidden-island", adventurers=["messenger", "diver"])
    state = server_state(server, msg["table"])
    here = state.pos[0]
    tile = next(
        t
        for t in state.board.around[here]
        if t not in state.board.orth[here] and state.tiles[t] != fic.SUNK
    )
    click_unlit(page, f"tile:{fic.TILES[tile].slug}")
    assert shown_why(page) == reason


def test_forbidden_desert_a_diagonal_tile(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    page = new_context().new_page()
    msg = open_table(server, page, "forbidden-desert", adventurers=["climber", "navigator"])
    state = server_state(server, msg["table"])
    cell = state.cell_of[state.pos[0]]
    diagonal = next(d for d in AROUND[cell] if d not in ORTH[cell] and state.slot_at[d] >= 0)
    click_unlit(page, f"tile:{fdc.CELL_NAMES[diagonal]}")
    assert shown_why(page) == "Only the Explorer moves and digs diagonally."


def test_pentaquest_a_card_the_dice_do_not_beat(
    server: LiveServer, new_context: Callable[..., BrowserContext]
) -> None:
    page = new_context().new_page()
    msg = open_table(server, page, "pentaquest")
    click_action(page, "0:roll")
    msg = wait_step(page, msg["step"])
    state = server_state(server, msg["table"])
    lit = {a["target"] for a in msg["actions"]}
    unbeaten = [n for n in state.line if f"card:line:{n}" not in lit]
    if unbeaten:
        target = f"card:line:{unbeaten[0]}"
        dice = " ".join(str(value) for value in state.dice)
        expected = f"your dice show {dice}."
        assert state.why_not(0, target).startswith(f"Card {unbeaten[0]} needs ")
    else:  # every card beaten by this roll (never seen): the deck explains itself
        target, expected = "deck", "The dice are already rolled this turn"
    click_unlit(page, target)
    shown = shown_why(page)
    assert expected in shown and shown == state.why_not(0, target)
    # a spectator is told it watches
    watcher = new_context().new_page()
    watcher.add_init_script(RECORD_WHYS)
    watcher.goto(f"{server.url}/t/{msg['table']}")
    settle(watcher)
    click_unlit(watcher, "deck")
    assert shown_why(watcher) == "You are watching this game: only its players act."


@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        ("en-US", "{tile} has sunk: no one can go there."),
        ("fr-FR", "{tile} a sombré : personne ne peut y aller."),
    ],
)
def test_forbidden_island_a_sunk_tile(
    server: LiveServer, new_context: Callable[..., BrowserContext], lang: str, reason: str
) -> None:
    """A sunk tile is drawn as a target (never lit), so a click on it asks why. No tile has
    sunk at the start: one is sunk on the server's table (its live state, in this process),
    then the page is loaded again to show it."""
    page = new_context(lang).new_page()
    msg = open_table(server, page, "forbidden-island", adventurers=["messenger", "diver"])
    app: Any = server.server.config.app
    state = app.state.hub.tables[msg["table"]].match.state
    taken = set(state.pos)
    # a tile no action of the deal reaches: sunk by hand, the rules' own caches of what is
    # in reach are not told, and a tile still in reach is lit, not explained
    targets = {state.action_target(a) for a in state.legal_actions()}
    tile = next(
        t
        for t in range(len(state.tiles))
        if t not in taken
        and state.tiles[t] == fic.DRY
        and f"tile:{fic.TILES[t].slug}" not in targets
    )
    state.tiles[tile] = fic.SUNK
    page.reload()
    settle(page)
    slug = fic.TILES[tile].slug
    expect(page.locator(f'#board [data-target="tile:{slug}"]')).to_have_attribute(
        "data-state", "sunk"
    )
    click_unlit(page, f"tile:{slug}")
    name = translate(f"fi.tile.{slug}", lang[:2])
    assert shown_why(page) == reason.format(tile=name[:1].upper() + name[1:])
