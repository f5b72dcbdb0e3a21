"""The 12 characters as data: side, where the token starts, whether it may be picked at
setup, and its power (designed: only the White Witch's survives, in Example 3).

A power works only while the token stands on the battle territory, on its side's throws.
No power changes how many dice are thrown (the attacker 3, or 2; the defender always 2):
powers make dice hit on more faces, roll missed dice again, or ignore hits.

``four_attack``   attacking, each 4 also hits a faun/boggle (like a 5).
``four_defence``  defending, each 4 also hits.
``reroll``        once per throw, one die that missed is rolled again (the lowest one; with
                  a card's rerolls too, each die is rolled again once at most).
``volley``        defending, every die that missed is rolled again, once each (Susan: the
                  box holds 2 defence dice, so a rebuilt power never adds a third one).
``ignore``        the first hit of each enemy throw is ignored (no character since the
                  balance of RULES.md: it won 91% of even attacks).
``six_twice``     each 6 hits a second faun/boggle.
``stone``         each 2 turns up to 2 enemy armies to stone (the roller picks which):
                  they go to the White Witch's Courtyard (not captured).
``revive_chars``  (Lucy) when her side wins the battle, the first stone character
                  (Tumnus, then Rumblebuffin) is revived and her colour takes it.
``revive_armies`` (Aslan) when his side wins the battle, up to 2 stone armies of his
                  colour go back to its supply.
"""

from __future__ import annotations

from typing import NamedTuple


class Character(NamedTuple):
    id: str
    side: int  # 0 the witch, 1 Aslan
    start: str  # "pavilion", "wardrobe", "courtyard" (stone: ``stone``), "witch" (held)
    choosable: bool  # may be picked at setup by an Aslan colour
    stone: bool  # starts turned to stone
    powers: frozenset[str]


def _c(cid: str, side: int, start: str, choosable: bool, stone: bool, *powers: str) -> Character:
    return Character(cid, side, start, choosable, stone, frozenset(powers))


CHARACTERS: tuple[Character, ...] = (
    _c("aslan", 1, "pavilion", False, False, "four_attack", "four_defence", "revive_armies"),
    _c("peter", 1, "wardrobe", True, False, "four_attack", "reroll"),
    _c("edmund", 1, "wardrobe", True, False, "reroll", "four_defence"),
    _c("susan", 1, "wardrobe", True, False, "volley", "four_defence"),
    _c("lucy", 1, "wardrobe", True, False, "revive_chars", "reroll"),
    _c("beavers", 1, "pavilion", True, False, "four_attack", "four_defence"),
    _c("tumnus", 1, "courtyard", False, True, "four_defence"),
    _c("rumblebuffin", 1, "courtyard", False, True, "six_twice"),
    _c("white-witch", 0, "witch", False, False, "stone"),
    _c("maugrim", 0, "courtyard", False, False, "four_attack", "four_defence"),
    _c("ginarrbrik", 0, "courtyard", False, False, "reroll"),
    _c("otmin", 0, "courtyard", False, False, "six_twice"),
)
CHAR_IDS: tuple[str, ...] = tuple(c.id for c in CHARACTERS)
CHAR_INDEX: dict[str, int] = {cid: i for i, cid in enumerate(CHAR_IDS)}
ASLAN = CHAR_INDEX["aslan"]
LUCY = CHAR_INDEX["lucy"]
WHITE_WITCH = CHAR_INDEX["white-witch"]
REVIVABLE = (CHAR_INDEX["tumnus"], CHAR_INDEX["rumblebuffin"])
WARDROBE_CHARS = tuple(i for i, c in enumerate(CHARACTERS) if c.start == "wardrobe")
CHOOSABLE = tuple(i for i, c in enumerate(CHARACTERS) if c.choosable)

# Power bits, for the hot path.
FOUR_ATTACK = 1
FOUR_DEFENCE = 2
REROLL = 4
VOLLEY = 8
IGNORE = 16
SIX_TWICE = 32
STONE = 64
REVIVE_CHARS = 128
REVIVE_ARMIES = 256
_BITS = {
    "four_attack": FOUR_ATTACK,
    "four_defence": FOUR_DEFENCE,
    "reroll": REROLL,
    "volley": VOLLEY,
    "ignore": IGNORE,
    "six_twice": SIX_TWICE,
    "stone": STONE,
    "revive_chars": REVIVE_CHARS,
    "revive_armies": REVIVE_ARMIES,
}
POWER_BITS: tuple[int, ...] = tuple(sum(_BITS[p] for p in c.powers) for c in CHARACTERS)
