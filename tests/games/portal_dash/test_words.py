"""Words as a person reads them: items by their names, not their notation keys; squares
counted from 1; monsters by their French names (issue 18, words)."""

from __future__ import annotations

import random
import re

import pytest

import meeple
from meeple.engine.i18n import translate
from meeple.games.portal_dash.items import ITEM_KEYS
from meeple.games.portal_dash.rules import DAMAGED, ENCHANTS
from meeple.games.portal_dash.view import item_text

ZERO = re.compile(r"\b(square|case|cell) 0\b")


def test_an_item_is_shown_by_its_name_and_state() -> None:
    boots = ITEM_KEYS.index("diamond_boots")
    speed, walker = ENCHANTS.index("speed"), ENCHANTS.index("walker")
    item = boots | DAMAGED | 2 << 8 | 1 << 14 + speed | 1 << 14 + walker
    assert item_text(item, "en") == (
        "Diamond boots (damaged, 2 hearts, Speed enchantment, Walker enchantment)"
    )
    assert item_text(boots, "fr") == "Bottes en diamant"
    assert "^" not in item_text(item, "fr") and "diamond_boots" not in item_text(item, "fr")


def test_one_heart_is_singular() -> None:
    boots = ITEM_KEYS.index("diamond_boots")
    assert item_text(boots | DAMAGED | 1 << 8, "en") == "Diamond boots (damaged, 1 heart)"
    assert item_text(boots | 1 << 8, "fr").endswith("1 cœur)")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_first_square_is_square_1(lang: str) -> None:
    """The starting labels count squares from 1: "Start on square 1", never "square 0"."""
    state = meeple.load("portal-dash").setup({"players": 2}, seed=1)
    labels = [state.action_label(a, lang) for a in state.legal_actions()]
    starts = [label for label in labels if label.startswith(("Start on", "Commencer", "Partir"))]
    assert starts and not [label for label in labels if label.endswith((" 0", " 0."))], labels
    first = min(int(label.rsplit(" ", 1)[1]) for label in starts)
    assert first >= 1


@pytest.mark.parametrize(
    ("msgid", "text"),
    [
        ("pd.monster.wither_skeleton.1", "Squelette wither 1"),
        ("pd.web.m.wither_skeleton", "Squelette wither"),
        ("option.portal-dash.monsters.wither_skeleton", "Squelettes wither"),
        ("pd.monster.magma_cube.2", "Cube de magma 2"),
    ],
)
def test_monsters_have_their_french_names(msgid: str, text: str) -> None:
    meeple.games()  # the game's catalogue joins the lookups
    assert translate(msgid, "fr") == text
    assert "Wither Squelette" not in translate("pd.text.legend", "fr")


def test_no_label_of_a_game_counts_from_0() -> None:
    """Squares and the cube's cells are counted from 1 in every label, EN and FR."""
    state = meeple.load("portal-dash").setup({"players": 2}, seed=5)
    rng = random.Random(1)
    for _ in range(200):
        if state.to_move() is None:
            break
        actions = state.legal_actions()
        for lang in ("en", "fr"):
            for action in actions:
                label = state.action_label(action, lang)
                assert not ZERO.search(label), label
        state.apply(rng.choice(actions))
