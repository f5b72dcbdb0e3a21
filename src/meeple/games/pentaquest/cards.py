"""The 42 army cards of Pentaquest, as plain data.

The printed card list is not public (facts sheet §5): this table is a first design, to
be replaced by the printed list (or recalibrated) without touching the rules. Each card
is one row: its number (1-42), its combination (``suns``, ``moons``, ``fixed`` faces)
and its modifier (``ability`` and ``size``).

Combination: ``suns`` dice showing one value, ``moons`` dice showing another, different
value, plus the ``fixed`` faces (each needs its own die); other dice are ignored.
``moons`` is only used with ``suns``.

Modifier (spent from the army, the card is then discarded):

- ``plus``: one chosen die gets +``size`` (never above 6);
- ``minus``: one chosen die gets -``size`` (never below 1);
- ``plusminus``: either of the above, the player's choice;
- ``reroll``: reroll up to ``size`` chosen dice (5: any of them);
- ``mirror``: one chosen die turns to its opposite face (1-6, 2-5, 3-4); size unused.

Design aim (the rulebook text: 20 is a good score, 30 a very good one, 42 almost
impossible): easy combinations (a pair with a given face, two given faces) carry weak
modifiers, hard ones (four or five of a kind, long straights) the strong ones (mirror,
reroll of any dice).
"""

from __future__ import annotations

from typing import NamedTuple

ABILITIES = ("plus", "minus", "plusminus", "reroll", "mirror")


class Card(NamedTuple):
    number: int
    suns: int
    moons: int
    fixed: tuple[int, ...]
    ability: str
    size: int = 1


# number, suns, moons, fixed faces, ability, size
CARDS: tuple[Card, ...] = (
    # Two given faces that are equal (a given pair).
    Card(1, 0, 0, (1, 1), "plus"),
    Card(2, 0, 0, (2, 2), "minus"),
    Card(3, 0, 0, (3, 3), "plus"),
    Card(4, 0, 0, (4, 4), "minus"),
    Card(5, 0, 0, (5, 5), "plus"),
    Card(6, 0, 0, (6, 6), "minus"),
    # A pair of any value and a given face.
    Card(7, 2, 0, (1,), "plus"),
    Card(8, 2, 0, (2,), "minus"),
    Card(9, 2, 0, (3,), "plus"),
    Card(10, 2, 0, (4,), "minus"),
    Card(11, 2, 0, (5,), "plus"),
    Card(12, 2, 0, (6,), "minus"),
    # Three given faces.
    Card(13, 0, 0, (1, 2, 3), "plusminus"),
    Card(14, 0, 0, (4, 5, 6), "plusminus"),
    Card(15, 0, 0, (1, 3, 5), "plus"),
    Card(16, 0, 0, (2, 4, 6), "minus"),
    Card(17, 0, 0, (1, 1, 6), "plusminus"),
    Card(18, 0, 0, (6, 6, 1), "plusminus"),
    # A pair of any value and two given faces.
    Card(19, 2, 0, (1, 6), "plus"),
    Card(20, 2, 0, (2, 5), "minus"),
    Card(21, 2, 0, (3, 4), "plusminus"),
    # Three of a kind.
    Card(22, 3, 0, (), "plusminus"),
    Card(23, 3, 0, (), "reroll", 2),
    Card(24, 3, 0, (), "plus"),
    Card(25, 3, 0, (), "minus"),
    # Three of a kind and a given face.
    Card(26, 3, 0, (1,), "reroll", 2),
    Card(27, 3, 0, (3,), "mirror"),
    Card(28, 3, 0, (6,), "reroll", 2),
    # Two pairs.
    Card(29, 2, 2, (), "plusminus"),
    Card(30, 2, 2, (), "reroll", 3),
    Card(31, 2, 2, (), "plus"),
    Card(32, 2, 2, (), "minus"),
    # Four given faces in a row.
    Card(33, 0, 0, (1, 2, 3, 4), "mirror"),
    Card(34, 0, 0, (2, 3, 4, 5), "reroll", 3),
    Card(35, 0, 0, (3, 4, 5, 6), "mirror"),
    # A full house.
    Card(36, 3, 2, (), "reroll", 5),
    Card(37, 3, 2, (), "mirror"),
    # Four of a kind.
    Card(38, 4, 0, (), "reroll", 5),
    Card(39, 4, 0, (), "mirror"),
    # Five given faces in a row.
    Card(40, 0, 0, (1, 2, 3, 4, 5), "reroll", 5),
    Card(41, 0, 0, (2, 3, 4, 5, 6), "mirror"),
    # Five of a kind.
    Card(42, 5, 0, (), "reroll", 5),
)


# The combination a card shows, for the board and the terminal's quest line (a legend
# there explains S and M): "S S M M", "S S + 1", "2 2"...
def combination_text(card: Card) -> str:
    parts = ["S"] * card.suns + ["M"] * card.moons
    faces = [str(face) for face in card.fixed]
    if parts and faces:
        return " ".join(parts) + " + " + " ".join(faces)
    return " ".join(parts or faces)


# The equal dice a card asks for, (suns, moons): named in words ("two pairs"), not S and M.
SETS = {
    (2, 0): "pair",
    (3, 0): "three",
    (4, 0): "four",
    (5, 0): "five",
    (2, 2): "two-pairs",
    (3, 2): "full-house",
}


def combination_words(card: Card) -> list[str]:
    """The combination as catalogue words for labels and reasons a person reads: a list
    of ``@msgid`` that i18n translates and joins ("two pairs", "a pair, a 1, a 6")."""
    words = [f"@pq.combo.{SETS[card.suns, card.moons]}"] if card.suns else []
    return words + [f"@pq.combo.face-{face}" for face in card.fixed]
