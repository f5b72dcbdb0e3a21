"""The rules pages the table's Rules button shows (rules.en.html, rules.fr.html): the same
sections in both languages, and every role and Event named as the game's data names it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from meeple.games.pandemic import components as c

FOLDER = Path(c.__file__).parent
PAGES = {lang: (FOLDER / f"rules.{lang}.html").read_text(encoding="utf-8") for lang in ("en", "fr")}


def tags(html: str) -> list[str]:
    return re.findall(r"<(/?\w+)>", html)


def test_both_pages_have_the_same_sections_and_balanced_tags() -> None:
    shapes = {lang: [t for t in tags(html) if t.lstrip("/") in {"h2", "h3", "ul", "ol"}]
              for lang, html in PAGES.items()}  # fmt: skip
    assert shapes["en"] == shapes["fr"]
    for html in PAGES.values():
        opened = [t for t in tags(html) if not t.startswith("/")]
        closed = [t[1:] for t in tags(html) if t.startswith("/")]
        assert sorted(opened) == sorted(closed)
        assert html.startswith("<h2>")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_role_and_event_is_named_as_the_game_names_it(lang: str) -> None:
    html = PAGES[lang]
    roles = [role.en if lang == "en" else role.fr for role in c.ROLE_TABLE]
    events = c.EVENTS_EN if lang == "en" else c.EVENTS_FR
    missing = [name for name in (*roles, *events) if f"<b>{name}</b>" not in html]
    assert not missing, f"rules.{lang}.html does not name {missing}"


def test_the_numbers_are_the_games() -> None:
    en = PAGES["en"]
    rates = ", ".join(str(rate) for rate in c.INFECTION_RATES)
    assert f"reads {rates}." in en
    assert f"{c.CUBES_PER_COLOUR} cubes" in en and f"more than {c.HAND_LIMIT} cards" in en
    assert f"all {c.RESEARCH_STATIONS} are on the map" in en
    dealt = ", ".join(f"{n} with {p}" for p, n in sorted(c.CARDS_DEALT.items())[1:])
    assert f"{c.CARDS_DEALT[2]} cards each with 2 players, {dealt}" in en
