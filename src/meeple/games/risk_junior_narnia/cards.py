"""The 34 Narnia cards as data (only the 3 scoring cards are known: facts §4).

Each ordinary card has an effect for an Aslan colour drawing it and one for the witch,
``(kind, value)``, and is played ``now`` or kept (``keep``: face up, face down with the
``hidden_cards`` option; played at step 3 of a later turn of its holder).

Effect kinds:

``points``   crown points (negative: lost, never below 0).
``take``     take the character ``value`` (a card index in characters.py) if it is in the
             Pavilion, the Wardrobe or the Courtyard (not stone); else +1 crown point.
``wardrobe`` take a character from the Wardrobe (the drawer picks); none left: +1 point.
``armies``   place ``value`` fauns/boggles now on one of your territories (you pick).
``reroll``   this turn, in each of your attack throws, ``value`` more dice that missed are
             rolled again (the lowest first; each die once at most).
``ambush``   this turn, in each of your attack throws, ``value`` dice that hit are rolled
             again (the highest first), before any reroll of missed dice.
``stone``    lose ``value`` faun/boggle to the Courtyard (from your territory with the most
             armies, never its last one).
``revive``   up to ``value`` stone armies of your colour go back to your supply.
``fog``      (keep) this turn, in your battles, the defender's dice hit only with a 6.
``shield``   (keep) the next ``value`` hit(s) against you this turn are ignored.
``extra``    (keep) ``value`` more fauns/boggles placed with this turn's armies.

The box holds 3 attack dice and 2 defence dice: no card changes how many dice a side
throws (the attacker 3, or 2 against a camp or after water; the defender always 2). The
first build's ±1 attack die (charge, ambush, the horn) and the defender's single die
(fog) became the dice rolled again and the 6s-only of RULES.md, "The dice"; the Fog works
so for Aslan's side only, the Witch's Fog is a shield (the side balance, RULES.md).
"""

from __future__ import annotations

from typing import NamedTuple

from meeple.games.risk_junior_narnia.characters import CHAR_INDEX


class Card(NamedTuple):
    id: str
    keep: bool
    aslan: tuple[str, int]
    witch: tuple[str, int]
    scoring: bool = False


# slug, count, keep, Aslan's effect, the witch's effect
_ORDINARY: tuple[tuple[str, int, bool, tuple[str, int], tuple[str, int]], ...] = (
    ("thaw", 2, False, ("points", 1), ("points", -1)),
    ("turkish-delight", 2, False, ("points", -1), ("points", 1)),
    ("aslan-on-the-move", 1, False, ("take", CHAR_INDEX["aslan"]), ("points", -1)),
    ("witch-servant", 1, False, ("stone", 1), ("take", CHAR_INDEX["maugrim"])),
    ("dwarf", 1, False, ("points", 1), ("take", CHAR_INDEX["ginarrbrik"])),
    ("minotaur-general", 1, False, ("armies", 1), ("take", CHAR_INDEX["otmin"])),
    ("beavers-dam", 1, False, ("take", CHAR_INDEX["beavers"]), ("armies", 2)),
    ("wardrobe", 1, False, ("wardrobe", 0), ("points", 1)),
    ("reinforcements", 4, False, ("armies", 2), ("armies", 2)),
    ("great-army", 1, False, ("armies", 3), ("armies", 3)),
    ("ambush", 2, False, ("ambush", 1), ("ambush", 1)),
    ("charge", 2, False, ("reroll", 1), ("reroll", 1)),
    ("ice-cracks", 2, False, ("stone", 1), ("stone", 1)),
    ("aslan-breath", 1, False, ("revive", 3), ("points", 1)),
    ("fog", 3, True, ("fog", 0), ("shield", 1)),
    ("shield", 2, True, ("shield", 1), ("shield", 1)),
    ("horn", 2, True, ("reroll", 1), ("reroll", 1)),
    ("pavilion", 2, True, ("extra", 2), ("extra", 2)),
)

CARDS: tuple[Card, ...] = (
    *(
        Card(slug, keep, aslan, witch)
        for slug, count, keep, aslan, witch in _ORDINARY
        for _ in range(count)
    ),
    Card("always-winter", False, ("score", 0), ("score", 0), True),
    Card("father-christmas", False, ("score", 0), ("score", 0), True),
    Card("final", False, ("final", 0), ("final", 0), True),
)
ORDINARY = 31
ALWAYS_WINTER = 31
FATHER_CHRISTMAS = 32
FINAL = 33
assert len(CARDS) == 34 and sum(1 for c in CARDS if not c.scoring) == ORDINARY
CARD_SLUGS: tuple[str, ...] = tuple(dict.fromkeys(c.id for c in CARDS))
KEEP: tuple[bool, ...] = tuple(c.keep for c in CARDS)
