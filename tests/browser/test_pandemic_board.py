"""Pandemic's board drawn alone (the game is not in the registry yet): its renderer, loaded
from the package folder on a page of the server's origin, draws a hand-made view. The 48
cities are targets at their places, the Pacific links leave each edge, cubes, stations and
pawns stand on their cities, the tracks, cures and piles show the view's values, the hands
are cards to click; no two city names overlap (in English and in French); on a 390 px
phone every target is at least 24 px and a tap reaches it, and the page does not scroll
sideways. Views of games played at random by the rules (rules.py, view.py) are drawn too:
every target their legal actions name is on the board, and every cube.

When the game is registered, the project's generic browser tests (test_every_game,
test_phone, test_csp, test_motion, test_keyboard) cover it through the server instead."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route

from meeple.engine.i18n import catalog_messages
from tests.browser.conftest import TIMEOUT_MS, LiveServer
from tests.browser.helpers import BLANK

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "meeple" / "games" / "pandemic"
WORLD = json.loads((PACKAGE / "world.json").read_text("utf-8"))
SERVED = {"web.js": "text/javascript", "world.json": "application/json"}
MIN_TARGET = 24  # CSS px (WCAG 2.5.8), as tests/browser/test_phone.py asks of every game
SLACK = 1.0  # px two boxes may share (antialiasing, rounding)

# A position in the middle of a game: cubes of several colours (up to 3 each), stations,
# pawns together and apart, a stored Event, cures in each state, the known top of the deck.
VIEW: dict[str, Any] = {
    "players": 4,
    "edition": 2,
    "difficulty": "standard",
    "to_move": 1,
    "turn": {"seat": 1, "phase": "actions", "actions_left": 3},
    "cities": {
        "atlanta": {"cubes": {"blue": 0, "yellow": 0, "black": 0, "red": 0}, "station": True},
        "istanbul": {"cubes": {"blue": 2, "yellow": 0, "black": 3, "red": 1}, "station": False},
        "hong-kong": {"cubes": {"blue": 0, "yellow": 0, "black": 0, "red": 3}, "station": True},
        "lagos": {"cubes": {"blue": 0, "yellow": 1, "black": 0, "red": 0}, "station": False},
        "tokyo": {"cubes": {"blue": 0, "yellow": 0, "black": 0, "red": 2}, "station": False},
    },
    "pawns": [
        {"seat": 0, "role": "medic", "city": "atlanta", "stored": None},
        {"seat": 1, "role": "dispatcher", "city": "atlanta", "stored": None},
        {"seat": 2, "role": "contingency-planner", "city": "tokyo", "stored": "airlift"},
        {"seat": 3, "role": "scientist", "city": "atlanta", "stored": None},
    ],
    "hands": [
        ["paris", "lima", "one-quiet-night"],
        ["tokyo", "cairo", "new-york", "sydney"],
        ["madrid"],
        [],
    ],
    "outbreaks": 3,
    "infection_rate_index": 2,
    "epidemics": {"drawn": 2, "total": 5},
    "cures": {"blue": "cured", "yellow": "eradicated", "black": "none", "red": "none"},
    "supply": {"blue": 22, "yellow": 23, "black": 21, "red": 18},
    "stations_left": 4,
    "player_deck": 31,
    "player_deck_piles": [
        {"cards": 1, "epidemic": False},
        {"cards": 10, "epidemic": True},
        {"cards": 10, "epidemic": True},
        {"cards": 10, "epidemic": True},
    ],
    "player_discard": ["essen", "forecast", "bogota"],
    "infection_deck": 36,
    "infection_discard": ["lagos", "tokyo", "istanbul"],
    "forecast": ["seoul", "cairo"],
    "removed": ["epidemic", "epidemic"],
    "quiet_night": False,
    "outcome": None,
}

# Draws `view` into a fresh div#board `width` px wide (the id the page's phone rules use),
# with the game's catalogue as ctx.t; the board's SVG is the one under #board.
RENDER = """async ({view, messages, width, names, actions}) => {
  const renderer = (await import('/games/pandemic/web.js')).default;
  const root = document.createElement('div');
  root.id = 'board';
  if (width) root.style.width = width + 'px';
  document.body.replaceChildren(root);
  const t = (id, args) => {
    let text = messages[id] ?? id;
    for (const [k, v] of Object.entries(args || {})) text = text.replace('{' + k + '}', v);
    return text;
  };
  renderer.render(root, view, {seat: 0, lang: 'en', t, actions: actions || [], names, step: 7,
                                play: null});
}"""

# Every label's box, and every city dot's, in CSS px.
BOXES = """() => {
  const box = (e) => {
    const b = e.getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom];
  };
  return [...document.querySelectorAll('#board g.pan-city')].map((g) => ({
    city: g.dataset.city, label: box(g.querySelector('text.pan-name')),
    dot: box(g.querySelector('circle.pan-dot')), text: g.querySelector('text.pan-name').textContent,
  }));
}"""


def serve_package(route: Route) -> None:
    """The renderer and its map, from the package folder (the server serves a game's files
    only once it is registered)."""
    name = route.request.url.rsplit("/", 1)[-1]
    if name not in SERVED:
        route.fulfill(status=404, body=f"no {name}")
        return
    route.fulfill(status=200, body=(PACKAGE / name).read_bytes(), content_type=SERVED[name])


def draw(
    page: Page, server: LiveServer, lang: str = "en", width: int | None = 1000
) -> dict[str, str]:
    messages = catalog_messages(PACKAGE / "locale", lang)
    page.route("**/games/pandemic/*", serve_package)
    page.goto(server.url + BLANK)
    names = ["Ann", "Bob", "Cid", "Dee"]
    page.evaluate(RENDER, {"view": VIEW, "messages": messages, "width": width, "names": names})
    return messages


def overlap(a: list[float], b: list[float]) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > SLACK and min(a[3], b[3]) - max(a[1], b[1]) > SLACK


def test_a_forecast_being_put_back_and_the_deck_piles_are_shown(
    server: LiveServer, page: Page
) -> None:
    messages = draw(page, server)
    pending = {"kind": "order", "seat": 2, "cards": ["lima", "osaka"], "chosen": ["delhi"]}
    page.evaluate(
        RENDER,
        {"view": {**VIEW, "pending": pending}, "messages": messages, "width": 1000, "names": []},
    )
    board = page.locator("#board")
    left = board.locator('[data-testid="forecast-left"] .pan-chip')
    assert left.evaluate_all("e => e.map(c => c.dataset.card)") == ["lima", "osaka"]
    chosen = board.locator('[data-testid="forecast-chosen"] .pan-chip')
    assert chosen.evaluate_all("e => e.map(c => c.dataset.card)") == ["delhi"]
    piles = board.locator('[data-testid="player-piles"] .pan-chip')
    assert piles.evaluate_all("e => e.map(c => [+c.dataset.cards, c.dataset.epidemic])") == [
        [1, "false"],
        [10, "true"],
        [10, "true"],
        [10, "true"],
    ]
    # no Forecast pending: no such panel
    draw(page, server)
    assert board.locator('[data-testid="forecasting"]').count() == 0


def test_pawns_to_choose_from_stand_apart(server: LiveServer, page: Page) -> None:
    """The first player chosen among pawns (a tie for the highest population): the pawns
    named by actions stand apart, so that no tap area covers another."""
    messages = draw(page, server)
    actions = [{"id": f"0:first:{n}", "label": "", "target": f"pawn:{n}"} for n in (0, 1, 3)]
    names = ["Ann", "Bob", "Cid", "Dee"]
    page.evaluate(
        RENDER,
        {"view": VIEW, "messages": messages, "width": 1000, "names": names, "actions": actions},
    )
    boxes = page.eval_on_selector_all(
        '#board g.pan-pawn[data-city="atlanta"] > rect.pan-pawn-hit',
        "e => e.map(r => { const b = r.getBoundingClientRect();"
        " return [b.left, b.top, b.right, b.bottom]; })",
    )
    assert len(boxes) == 3
    assert not [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :] if overlap(a, b)]


def test_the_48_cities_are_targets_at_their_places(server: LiveServer, page: Page) -> None:
    draw(page, server)
    targets = page.eval_on_selector_all(
        "#board g.pan-city[data-target]", "e => e.map(g => g.dataset.target)"
    )
    assert targets == [f"city:{city}" for city in WORLD["cities"]]
    assert len(set(targets)) == 48
    # each dot is where world.json puts it, in its colour
    dots = page.eval_on_selector_all(
        "#board g.pan-city",
        "e => e.map(g => [g.dataset.city, g.dataset.colour,"
        " Number(g.querySelector('circle.pan-dot').getAttribute('cx')),"
        " Number(g.querySelector('circle.pan-dot').getAttribute('cy'))])",
    )
    for city, colour, x, y in dots:
        place = WORLD["cities"][city]
        assert (colour, x, y) == (place["colour"], place["x"], place["y"]), city
    assert page.locator('#board g.pan-city[data-city="sydney"] text.pan-name').text_content() == (
        "Sydney"
    )


def test_links_are_drawn_and_the_pacific_ones_leave_the_edges(
    server: LiveServer, page: Page
) -> None:
    draw(page, server)
    plain = page.eval_on_selector_all(
        "#board line.pan-link:not(.wrap)", "e => e.map(l => [l.dataset.a, l.dataset.b])"
    )
    assert len(plain) == 90 and len({frozenset(p) for p in plain}) == 90
    wraps = page.eval_on_selector_all(
        "#board line.pan-link.wrap",
        "e => e.map(l => [l.dataset.a, l.dataset.b, l.dataset.edge,"
        " Number(l.getAttribute('x1')), Number(l.getAttribute('x2'))])",
    )
    # each of the 3 Pacific links is two half-lines, one from each end, none across the map
    assert sorted((a, b) for a, b, *_ in wraps) == sorted(
        [(a, b) for a, b in WORLD["pacific"]] + [(b, a) for a, b in WORLD["pacific"]]
    )
    for a, _, edge, x1, x2 in wraps:
        assert x1 == WORLD["cities"][a]["x"]
        assert x2 == (0 if edge == "left" else WORLD["width"]), (a, edge, x2)
        assert abs(x2 - x1) < WORLD["width"] / 4, f"the half-line from {a} crosses the map"
    edges = {a: edge for a, _, edge, *_ in wraps}
    assert edges["san-francisco"] == edges["los-angeles"] == "left"
    assert edges["tokyo"] == edges["manila"] == edges["sydney"] == "right"
    # the far city's name stands at each edge
    names = page.eval_on_selector_all("#board text.pan-edge-name", "e => e.map(t => t.textContent)")
    assert sorted(names) == sorted(
        ["Tokyo", "Manila", "Sydney", "San Francisco", "San Francisco", "Los Angeles"]
    )


def test_cubes_stations_and_pawns_stand_on_their_cities(server: LiveServer, page: Page) -> None:
    draw(page, server)
    cubes = page.eval_on_selector_all(
        "#board rect.pan-cube", "e => e.map(r => r.dataset.city + ':' + r.dataset.colour)"
    )
    expected = {
        "istanbul:blue": 2,
        "istanbul:black": 3,
        "istanbul:red": 1,
        "hong-kong:red": 3,
        "lagos:yellow": 1,
        "tokyo:red": 2,
    }
    assert {key: cubes.count(key) for key in set(cubes)} == expected
    counted = page.eval_on_selector_all(
        "#board g.pan-city",
        "e => Object.fromEntries(e.map(g => [g.dataset.city, +g.dataset.cubes]))",
    )
    assert counted["istanbul"] == 6 and counted["paris"] == 0
    stations = page.eval_on_selector_all(
        "#board g.pan-city[data-station=true]", "e => e.map(g => g.dataset.city)"
    )
    assert sorted(stations) == ["atlanta", "hong-kong"]
    assert page.locator("#board g.pan-station").count() == 2
    pawns = page.eval_on_selector_all(
        "#board g.pan-pawn",
        "e => e.map(g => [g.dataset.target, g.dataset.city, g.dataset.role, g.dataset.motion])",
    )
    assert sorted(pawns) == [
        ["pawn:0", "atlanta", "medic", "pawn:0"],
        ["pawn:1", "atlanta", "dispatcher", "pawn:1"],
        ["pawn:2", "tokyo", "contingency-planner", "pawn:2"],
        ["pawn:3", "atlanta", "scientist", "pawn:3"],
    ]
    # three pawns in Atlanta, each at its own place next to the city
    places = page.eval_on_selector_all(
        '#board g.pan-pawn[data-city="atlanta"]', "e => e.map(g => g.getAttribute('transform'))"
    )
    assert len(set(places)) == 3
    # the pawn whose turn it is stands out
    assert page.eval_on_selector_all(
        "#board g.pan-pawn.current", "e => e.map(g => g.dataset.seat)"
    ) == ["1"]
    keys = page.eval_on_selector_all("#board [data-motion]", "e => e.map(x => x.dataset.motion)")
    assert len(keys) == len(set(keys)), "data-motion keys repeat"


def test_tracks_cures_piles_and_hands_show_the_view(server: LiveServer, page: Page) -> None:
    draw(page, server)
    board = page.locator("#board")
    assert board.locator('[data-testid="outbreaks"]').get_attribute("data-value") == "3"
    marker = board.locator('[data-testid="outbreaks"] .pan-step.now')
    assert marker.get_attribute("data-step") == "3"
    rate = board.locator('[data-testid="infection-rate"]')
    assert (rate.get_attribute("data-index"), rate.get_attribute("data-rate")) == ("2", "2")
    states = board.locator("g.pan-cure").evaluate_all(
        "e => Object.fromEntries(e.map(g => [g.dataset.target, g.dataset.state]))"
    )
    assert states == {
        "cure:blue": "cured",
        "cure:yellow": "eradicated",
        "cure:black": "none",
        "cure:red": "none",
    }
    assert board.locator('[data-testid="supply-red"]').get_attribute("data-count") == "18"
    piles = board.locator("g.pan-pile").evaluate_all(
        "e => Object.fromEntries(e.map(g => [g.dataset.target, +g.dataset.count]))"
    )
    assert piles == {
        "deck:player": 31,
        "discard:player": 3,
        "deck:infection": 36,
        "discard:infection": 3,
    }
    # the discards face up: the top card on the pile, all of them in the lists, newest first
    assert "Istanbul" in (board.locator('[data-target="discard:infection"]').text_content() or "")
    listed = board.locator('[data-testid="infection-discard-list"] .pan-chip')
    assert listed.evaluate_all("e => e.map(c => c.dataset.card)") == ["istanbul", "tokyo", "lagos"]
    known = board.locator('[data-testid="forecast"] .pan-chip')
    assert known.evaluate_all("e => e.map(c => c.dataset.card)") == ["seoul", "cairo"]
    # each seat's hand: a card target per card; the stored Event apart
    hand = board.locator('section.pan-seat[data-seat="1"] .pan-card')
    assert hand.evaluate_all("e => e.map(c => c.dataset.target)") == [
        "card:tokyo",
        "card:cairo",
        "card:new-york",
        "card:sydney",
    ]
    event = board.locator('section.pan-seat[data-seat="0"] .pan-card[data-card="one-quiet-night"]')
    assert event.get_attribute("data-colour") == "event"
    assert event.inner_text() == "One Quiet Night"
    stored = board.locator('section.pan-seat[data-seat="2"] .pan-card.stored')
    assert stored.get_attribute("data-target") == "card:airlift"
    assert board.locator('section.pan-seat[data-seat="3"] .pan-card').count() == 0
    # the seat deciding now is marked; the viewer's own panel comes first
    assert board.locator("section.pan-seat.current").get_attribute("data-seat") == "1"
    assert board.locator("section.pan-seat").first.get_attribute("data-seat") == "0"
    assert board.locator('[data-testid="actions-left"]').get_attribute("data-count") == "3"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_two_city_names_overlap(server: LiveServer, page: Page, lang: str) -> None:
    messages = draw(page, server, lang)
    found = page.evaluate(BOXES)
    assert len(found) == 48
    for city in found:  # the catalogue's name, as the card prints it
        assert city["text"].replace(" ", "") == messages[f"pandemic.city.{city['city']}"].replace(
            " ", ""
        )
    clashes = [
        (a["city"], b["city"])
        for i, a in enumerate(found)
        for b in found[i + 1 :]
        if overlap(a["label"], b["label"])
    ]
    assert not clashes, f"{lang}: city names overlap: {clashes}"
    covered = [
        (a["city"], b["city"])
        for a in found
        for b in found
        if a is not b and overlap(a["label"], b["dot"])
    ]
    assert not covered, f"{lang}: names over other cities' dots: {covered}"
    page.locator("#board svg.pan-svg").screenshot(path=f"/tmp/pandemic-board-{lang}.png")


# Every target lit as the page would light it (table.js markLegal), then measured: the box of
# what takes its taps (a city's or a pawn's tap area: its name and its cubes take none) and
# how many of 25 taps over that box reach the target (0: wholly under something else).
LIT_SIZES = """() => {
  const out = [];
  for (const e of document.querySelectorAll('#board [data-target]')) e.classList.add('legal');
  for (const e of document.querySelectorAll('#board [data-target]')) {
    e.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
    const b = (e.querySelector(':scope > rect.pan-hit, :scope > rect.pan-pawn-hit') || e)
      .getBoundingClientRect();
    let reach = 0;
    for (let i = 1; i <= 5; i++) for (let j = 1; j <= 5; j++) {
      const at = document.elementFromPoint(b.left + (b.width * i) / 6, b.top + (b.height * j) / 6);
      if (at && e.contains(at)) reach += 1;
    }
    out.push({target: e.dataset.target, width: b.width, height: b.height, reach});
  }
  // the HTML text (the SVG's is read by panning and zooming, as test_phone.py says)
  const small = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || el.closest('svg')) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 11.95) small.push({text: node.textContent.trim().slice(0, 30), size});
  }
  return {lit: out, page: document.documentElement.scrollWidth, small};
}"""


@pytest.fixture
def phone(browser: Browser) -> Iterator[Callable[[], Page]]:
    contexts: list[BrowserContext] = []

    def make() -> Page:
        context = browser.new_context(
            viewport={"width": 390, "height": 844},
            is_mobile=True,
            has_touch=True,
            device_scale_factor=2,
        )
        context.set_default_timeout(TIMEOUT_MS)
        contexts.append(context)
        return context.new_page()

    yield make
    for context in contexts:
        context.close()


def test_on_a_phone_every_target_is_24_px_and_reachable(
    server: LiveServer, phone: Callable[[], Page]
) -> None:
    page = phone()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    draw(page, server, "en", width=None)
    # the table page's viewport and style sheet: #board pans sideways on a phone
    page.evaluate(
        """() => new Promise((done) => {
          const meta = document.createElement('meta');
          meta.name = 'viewport'; meta.content = 'width=device-width, initial-scale=1';
          document.head.append(meta);
          const link = document.createElement('link');
          link.rel = 'stylesheet'; link.href = '/static/style.css'; link.onload = done;
          document.head.append(link);
        })"""
    )
    found = page.evaluate(LIT_SIZES)
    page.screenshot(path="/tmp/pandemic-phone.png", full_page=True)
    assert not errors
    assert found["page"] <= 390, f"the page scrolls sideways: {found['page']} px wide"
    lit = found["lit"]
    assert sum(t["target"].startswith("city:") for t in lit) == 48
    small = [t for t in lit if min(t["width"], t["height"]) < MIN_TARGET]
    assert not small, f"targets under {MIN_TARGET} px on a 390 px phone: {small}"
    assert not found["small"], f"HTML text under 12 px: {found['small']}"
    buried = [t["target"] for t in lit if not t["reach"]]
    assert not buried, f"no tap reaches these targets: {buried}"


def real_positions(states: int, seed: int) -> list[tuple[dict[str, Any], list[str]]]:
    """Views of games played at random by the rules (P1's rules, P2's view), taken along
    the way, each with the board targets its legal actions name."""
    import random

    from meeple.games.pandemic import view as pv
    from tests.games.pandemic.rules_helpers import GAME

    pick = random.Random(seed)
    found: list[tuple[dict[str, Any], list[str]]] = []
    for game in range(50):
        state = GAME.setup({"players": 2 + game % 3}, seed=seed + game)
        step = 0
        while len(found) < states and not state.is_over():
            actions = state.legal_actions(state.to_move())
            if step % 3 == 0:
                targets = {pv.action_target(state, action) for action in actions}
                found.append((pv.view(state, 0), sorted(t for t in targets if t)))
            state.apply(pick.choice(actions))
            step += 1
    return found


# The targets named that no element of the board carries, and the cubes drawn.
MISSING = """(targets) => ({
  missing: targets.filter((t) => !document.querySelector(`#board [data-target="${t}"]`)),
  cubes: document.querySelectorAll('#board rect.pan-cube').length,
})"""


def test_every_target_a_real_games_actions_name_is_on_the_board(
    server: LiveServer, page: Page
) -> None:
    messages = draw(page, server)
    checked = 0
    for view, targets in real_positions(states=80, seed=11):
        page.evaluate(
            RENDER,
            {"view": view, "messages": messages, "width": 1000, "names": ["A", "B", "C", "D"]},
        )
        found = page.evaluate(MISSING, targets)
        assert not found["missing"], f"targets with nothing to click: {found['missing']}"
        on_board = sum(sum(city["cubes"].values()) for city in view["cities"])
        assert found["cubes"] == on_board == 96 - sum(view["supply"].values())
        checked += len(targets)
    assert checked > 300
