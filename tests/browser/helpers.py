"""What the browser tests share: reading the page's last state and playing by clicking."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from meeple.engine import load

# The page has drawn the last state it received: the newest log entry is that state's last
# step, the action list is that state's and the outcome panel shows once the game is over.
# Gives that state, or false.
SETTLED = """() => {
  const s = window.__state;
  if (!s) return false;
  const top = document.querySelector('#log li[data-index]');
  const index = top ? Number(top.dataset.index) : -1;
  const buttons = document.querySelectorAll('#actions button[data-action]').length;
  const outcome = !document.getElementById('outcome').hidden;
  const board = document.querySelector('#board svg') !== null;  // any game's renderer
  const drawn = index === s.step - 1 && buttons === s.actions.length
    && outcome === Boolean(s.outcome) && board;
  return drawn ? s : false;
}"""

DRAWS = ("draw-treasure", "draw-flood")


def table_against_bots(server: Any, game_id: str) -> dict[str, Any]:
    """A new table of ``game_id``: the fewest players it takes (2 at least), seat 0 a
    person ("me"), the others random bots; what the server answered."""
    players = max(2, load(game_id).info.min_players)
    seats = [{"kind": "me"}] + [{"kind": "bot", "bot": "random"}] * (players - 1)
    body = {"game": game_id, "config": {"players": players}, "seats": seats}
    made: dict[str, Any] = server.post("/api/tables", body)
    return made


def state(page: Page) -> dict[str, Any]:
    """The last "state" message the page received (see ``WS_SPY``)."""
    msg: dict[str, Any] | None = page.evaluate("window.__state")
    assert msg is not None, "the page received no state from the server"
    return msg


def settle(page: Page, timeout: float = 10_000) -> dict[str, Any]:
    """Wait until the page shows its last state; that state (read with the page)."""
    msg: dict[str, Any] = page.wait_for_function(SETTLED, timeout=timeout).json_value()
    return msg


# The last state with the pawns drawn on the board, read at once (null if the page is
# still drawing a newer state: the board and the log are drawn in the same task).
PAWNS = """() => {
  const s = window.__state;
  const top = document.querySelector('#log li[data-index]');
  if (!s || (top ? Number(top.dataset.index) : -1) !== s.step - 1) return null;
  const pawns = [...document.querySelectorAll('#board g.fi-pawn')].map(
    (g) => ({seat: Number(g.dataset.seat), tile: g.dataset.tile, cls: g.getAttribute('class')}));
  return {step: s.step, view: s.view, pawns};
}"""


def drawn_pawns(page: Page) -> dict[str, Any]:
    """``{step, view, pawns: [{seat, tile, cls}]}`` of the state the page shows."""
    for _ in range(50):
        settle(page)
        found: dict[str, Any] | None = page.evaluate(PAWNS)
        if found is not None:
            return found
    raise AssertionError("the page never caught up with the server")


def wait_step(page: Page, after: int, timeout: float = 10_000) -> dict[str, Any]:
    """Wait for a state past step ``after`` (or the end), drawn; that state."""
    page.wait_for_function(
        f"() => window.__state && (window.__state.step > {after} || window.__state.outcome)",
        timeout=timeout,
    )
    return settle(page, timeout)


def choose_game(page: Page, game: str) -> None:
    """Pick a game in the lobby and wait for its form.

    The first game's form is built as the page loads; clicking the game already chosen
    keeps the form, so choices made after this call stay.
    """
    page.wait_for_selector("#seat-kinds select")
    page.locator(f'#games .game-card[data-game="{game}"]').click()
    page.wait_for_selector(f'#games .game-card.selected[data-game="{game}"]')
    page.wait_for_selector("#seat-kinds select")


def same_step(*pages: Page) -> list[dict[str, Any]]:
    """Wait until the pages show the same step (the newest any of them got); their states."""
    newest = max(state(page)["step"] for page in pages)
    for page in pages:
        page.wait_for_function(f"() => window.__state.step >= {newest}")
    return [settle(page) for page in pages]


def kind(action_id: str) -> str:
    return action_id.split(":")[1]


def pawn_tile(page: Page, seat: int) -> str | None:
    return page.get_attribute(f'#board g.fi-pawn[data-seat="{seat}"]', "data-tile")


def click_target(page: Page, target: str, prefer: str | None = None) -> str:
    """Click a legal board element; when several actions share it, pick one in the menu
    (the first whose id contains ``prefer``, else the first). Returns "board" or "menu"."""
    actions = [a for a in state(page)["actions"] if a["target"] == target]
    assert actions, f"no legal action targets {target}"
    page.locator(f'#board [data-target="{target}"].legal').first.click()
    if len(actions) == 1:
        return "board"
    menu = page.locator("#action-menu button[data-action]")
    menu.first.wait_for()
    ids = menu.evaluate_all("e => e.map(b => b.dataset.action)")
    assert sorted(ids) == sorted(a["id"] for a in actions), "the menu lists the target's actions"
    chosen = next((i for i in ids if prefer and prefer in i), ids[0])
    page.click(f'#action-menu button[data-action="{chosen}"]')
    return "menu"


def click_action(page: Page, action_id: str) -> str:
    page.click(f'#actions button[data-action="{action_id}"]')
    return "button"


@dataclass
class Player:
    """Plays a seat by clicking: the cards drawn first, then legal board targets (a move,
    a shore-up, a discard, a swim: the turn's three actions run out, so the game goes on),
    the action list as a last resort."""

    page: Page
    clicks: dict[str, int] = field(default_factory=lambda: {"board": 0, "menu": 0, "button": 0})
    last: str = ""  # the action or target clicked last

    def my_move(self, msg: dict[str, Any]) -> bool:
        return bool(msg["actions"]) and msg["to_move"] == msg["seat"] and not msg["outcome"]

    def play_once(self) -> None:
        """Play one action (the page must be settled and it must be this seat's move)."""
        page = self.page
        msg = state(page)
        ids = [a["id"] for a in msg["actions"]]
        draws = [i for i in ids if kind(i) in DRAWS]
        ends = [i for i in ids if kind(i) == "end-actions"]
        legal = page.eval_on_selector_all(
            "#board [data-target].legal", "e => e.map(x => x.dataset.target)"
        )
        if draws:
            self.last = draws[0]
            how = click_action(page, draws[0])
        elif legal:
            shared = [t for t in legal if sum(a["target"] == t for a in msg["actions"]) > 1]
            self.last = (shared or legal)[0]
            how = click_target(page, self.last)
        else:
            self.last = (ends or ids)[0]
            how = click_action(page, self.last)
        # an action that asks first (an event card discarded, actions left unplayed): yes
        ok = page.locator('#confirm-dialog[open] [data-testid="confirm-ok"]')
        if ok.count():
            ok.click()
        self.clicks[how] += 1

    def step(self, timeout: float = 10_000) -> dict[str, Any]:
        """Play once if it is this seat's move, else wait for the others; the new state."""
        msg = settle(self.page, timeout)
        if msg["outcome"]:
            return msg
        if not self.my_move(msg):
            return wait_step(self.page, msg["step"], timeout)
        self.play_once()
        try:
            return wait_step(self.page, msg["step"], timeout)
        except PlaywrightTimeout:
            # the banner exists only once an error was shown: read it without waiting
            banner = self.page.evaluate(
                "() => document.getElementById('banner')?.textContent ?? null"
            )
            shown = state(self.page)
            raise AssertionError(
                f"no state past step {msg['step']} came after clicking {self.last!r};"
                f" banner: {banner!r}; the page's last state: step {shown['step']},"
                f" to move {shown['to_move']}"
            ) from None


# A page of the server's origin that runs none of the app's scripts (a JSON answer): a
# renderer tested alone is imported and drawn there, with no page timers in the way.
BLANK = "/api/i18n/en"
