"""Items as a person reads them in the terminal: their names, not their notation keys."""

from __future__ import annotations

from meeple.games.portal_dash.items import ITEM_KEYS
from meeple.games.portal_dash.rules import DAMAGED, ENCHANTS
from meeple.games.portal_dash.view import item_text


def test_an_item_is_shown_by_its_name_and_state() -> None:
    boots = ITEM_KEYS.index("diamond_boots")
    speed, walker = ENCHANTS.index("speed"), ENCHANTS.index("walker")
    item = boots | DAMAGED | 2 << 8 | 1 << 14 + speed | 1 << 14 + walker
    assert item_text(item, "en") == (
        "Diamond boots (damaged, 2 heart(s), Speed enchantment, Walker enchantment)"
    )
    assert item_text(boots, "fr") == "Bottes en diamant"
    assert "^" not in item_text(item, "fr") and "diamond_boots" not in item_text(item, "fr")
