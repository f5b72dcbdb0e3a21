"""The map of Risk Junior Narnia as data: 25 territories on a hex grid.

The printed board is lost (facts §2): only 10 names survive. The other 15 come from
Narnia's geography, placed plausibly (north: Ettinsmoor, Harfang, the Witch's castle;
west: the Western Wild and Telmar; the Great River across the middle with the bridge of
Beruna; east: Cair Paravel on the coast, Galma and the Lone Islands by sea; south:
Archenland and Calormen). Every value here is replaceable.

``PICTURE`` draws the grid in "odd-r" offset rows (odd rows shifted half a cell to the
right), one letter per territory, ``.`` for sea; :data:`TERRITORIES` give each letter's
id and names. ``cells`` are axial coordinates ``(q, r)``: ``q = col - (row - row % 2) // 2``.
Two territories sharing a hex edge are land neighbours unless their border is in
:data:`RIVERS` (not crossable) or :data:`BRIDGES` (crossable, a water crossing).
:data:`SEA_ROUTES` join ports (a water crossing).

>>> len(TERRITORIES), TERRITORIES[ID_INDEX["cair-paravel"]].wooded
(25, True)
>>> ("cair-paravel", "galma") in SEA_ROUTES
True
"""

from __future__ import annotations

from typing import NamedTuple


class Territory(NamedTuple):
    id: str
    fr: str
    en: str
    letter: str
    wooded: bool
    port: bool
    cells: tuple[tuple[int, int], ...]


PICTURE = """
E E A A B B C C . .
 E F A D D C C . S S
F F G D J K K Q . S
 F G G H J K Q Q . .
P I I H M L L R . T
 P P I M M L R R . T
W W O O N N N . . .
 W V O O X N . . U U
. V V X X Y Y . . U
"""

# letter, id, French name, English name, wooded, port
_NAMES: tuple[tuple[str, str, str, str, bool, bool], ...] = (
    ("E", "contrees-sauvages", "Contrées sauvages", "Western Wild", False, False),
    ("A", "landes-ettin", "Landes d'Ettin", "Ettinsmoor", False, False),
    ("B", "harfang", "Harfang", "Harfang", False, False),
    ("C", "chateau-sorciere", "Château de la Sorcière", "The Witch's Castle", False, False),
    ("D", "lac-gele", "Lac gelé", "Frozen Lake", False, False),
    ("F", "telmar", "Telmar", "Telmar", False, False),
    ("G", "reverbere", "Réverbère", "Lantern Waste", True, False),
    ("H", "bois-tremblotants", "Bois tremblotants", "Shuddering Wood", True, False),
    ("J", "barrage-castors", "Barrage des Castors", "Beaversdam", False, False),
    ("K", "pere-noel", "Père Noël", "Father Christmas", True, False),
    ("Q", "cair-paravel", "Cair Paravel", "Cair Paravel", True, True),
    ("S", "galma", "Galma", "Galma", False, True),
    ("P", "tertre-aslan", "Tertre d'Aslan", "Aslan's How", False, False),
    ("I", "pre-dansant", "Pré dansant", "Dancing Lawn", True, False),
    ("M", "beruna", "Beruna", "Beruna", False, False),
    ("L", "table-de-pierre", "Table de Pierre", "Stone Table", False, False),
    ("R", "eau-de-verre", "Crique d'Eau-de-Verre", "Glasswater Creek", False, True),
    ("T", "doorn", "Doorn", "Doorn", False, True),
    ("O", "enclave-alliee", "Enclave alliée", "Allied Enclave", True, False),
    ("N", "chippingford", "Chippingford", "Chippingford", False, False),
    ("W", "mont-pire", "Mont Pire", "Mount Pire", False, False),
    ("V", "anvard", "Anvard", "Anvard", False, False),
    ("X", "grand-desert", "Grand Désert", "The Great Desert", False, False),
    ("Y", "tashbaan", "Tashbaan", "Tashbaan", False, True),
    ("U", "felimath", "Felimath", "Felimath", False, True),
)

# The Great River (north bank / south bank) and the Winding Arrow (Archenland / desert).
RIVERS: tuple[tuple[str, str], ...] = (
    ("bois-tremblotants", "pre-dansant"),
    ("bois-tremblotants", "beruna"),
    ("barrage-castors", "table-de-pierre"),
    ("pere-noel", "table-de-pierre"),
    ("cair-paravel", "table-de-pierre"),
    ("anvard", "grand-desert"),
)
BRIDGES: tuple[tuple[str, str], ...] = (
    ("reverbere", "pre-dansant"),
    ("barrage-castors", "beruna"),
    ("cair-paravel", "eau-de-verre"),
    ("enclave-alliee", "grand-desert"),
)
SEA_ROUTES: tuple[tuple[str, str], ...] = (
    ("cair-paravel", "galma"),
    ("eau-de-verre", "doorn"),
    ("galma", "doorn"),
    ("doorn", "felimath"),
    ("felimath", "tashbaan"),
)

_DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def _cells() -> dict[str, list[tuple[int, int]]]:
    found: dict[str, list[tuple[int, int]]] = {}
    for row, line in enumerate(PICTURE.strip("\n").split("\n")):
        for col, letter in enumerate(line.split()):
            if letter != ".":
                found.setdefault(letter, []).append((col - (row - (row & 1)) // 2, row))
    return found


_CELLS = _cells()

TERRITORIES: tuple[Territory, ...] = tuple(
    Territory(tid, fr, en, letter, wooded, port, tuple(_CELLS[letter]))
    for letter, tid, fr, en, wooded, port in _NAMES
)
COUNT = len(TERRITORIES)
IDS: tuple[str, ...] = tuple(t.id for t in TERRITORIES)
ID_INDEX: dict[str, int] = {tid: i for i, tid in enumerate(IDS)}
WOODED: tuple[bool, ...] = tuple(t.wooded for t in TERRITORIES)
PORTS: tuple[bool, ...] = tuple(t.port for t in TERRITORIES)


def _land_pairs() -> set[tuple[int, int]]:
    owner = {cell: i for i, t in enumerate(TERRITORIES) for cell in t.cells}
    pairs: set[tuple[int, int]] = set()
    for (q, r), i in owner.items():
        for dq, dr in _DIRS:
            j = owner.get((q + dq, r + dr))
            if j is not None and j != i:
                pairs.add((min(i, j), max(i, j)))
    return pairs


def _pair(a: str, b: str) -> tuple[int, int]:
    i, j = ID_INDEX[a], ID_INDEX[b]
    return (min(i, j), max(i, j))


LAND: frozenset[tuple[int, int]] = frozenset(_land_pairs())
RIVER_PAIRS = frozenset(_pair(a, b) for a, b in RIVERS)
BRIDGE_PAIRS = frozenset(_pair(a, b) for a, b in BRIDGES)
SEA_PAIRS = frozenset(_pair(a, b) for a, b in SEA_ROUTES)
assert RIVER_PAIRS <= LAND and BRIDGE_PAIRS <= LAND and not RIVER_PAIRS & BRIDGE_PAIRS

# Per territory: (neighbour, water crossing) for every border an attack may cross.
NEIGHBOURS: tuple[tuple[tuple[int, bool], ...], ...] = tuple(
    tuple(
        sorted(
            [
                (j, (min(i, j), max(i, j)) in BRIDGE_PAIRS)
                for j in range(COUNT)
                if (min(i, j), max(i, j)) in LAND and (min(i, j), max(i, j)) not in RIVER_PAIRS
            ]
            + [(j, True) for j in range(COUNT) if (min(i, j), max(i, j)) in SEA_PAIRS]
        )
    )
    for i in range(COUNT)
)
