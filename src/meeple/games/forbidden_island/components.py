"""Forbidden Island's components, as data: tiles, cards, adventurers, water meter, map.

Sources for every figure: ``shared/rules/forbidden-island.facts.md``; RULES.md says which.
Tiles, cards, adventurers and treasures are small integers (their index in the tables
below) so the rules can keep them in flat lists.
"""

from __future__ import annotations

from typing import NamedTuple

# -- treasures ---------------------------------------------------------------------------

EARTH, WIND, FIRE, OCEAN = range(4)
TREASURES = ("earth", "wind", "fire", "ocean")  # The Earth Stone, Statue of the Wind, ...
TREASURE_CODES = "EWFO"

# -- tiles -------------------------------------------------------------------------------


class Tile(NamedTuple):
    slug: str
    code: str
    treasure: int | None = None
    start_of: str | None = None  # the adventurer whose pawn starts here


TILES: tuple[Tile, ...] = (
    Tile("fools-landing", "FL", start_of="pilot"),
    Tile("bronze-gate", "BG", start_of="engineer"),
    Tile("copper-gate", "CG", start_of="explorer"),
    Tile("gold-gate", "GG", start_of="navigator"),
    Tile("silver-gate", "SG", start_of="messenger"),
    Tile("iron-gate", "IG", start_of="diver"),
    Tile("temple-of-the-moon", "TM", treasure=EARTH),
    Tile("temple-of-the-sun", "TS", treasure=EARTH),
    Tile("whispering-garden", "WG", treasure=WIND),
    Tile("howling-garden", "HG", treasure=WIND),
    Tile("cave-of-embers", "CE", treasure=FIRE),
    Tile("cave-of-shadows", "CS", treasure=FIRE),
    Tile("coral-palace", "CP", treasure=OCEAN),
    Tile("tidal-palace", "TP", treasure=OCEAN),
    Tile("breakers-bridge", "BB"),
    Tile("cliffs-of-abandon", "CA"),
    Tile("crimson-forest", "CF"),
    Tile("dunes-of-deception", "DD"),
    Tile("lost-lagoon", "LL"),
    Tile("misty-marsh", "MM"),
    Tile("observatory", "OB"),
    Tile("phantom-rock", "PR"),
    Tile("twilight-hollow", "TH"),
    Tile("watchtower", "WT"),
)
N_TILES = len(TILES)
FOOLS_LANDING = 0
TILE_BY_SLUG = {tile.slug: index for index, tile in enumerate(TILES)}
TILE_BY_CODE = {tile.code: index for index, tile in enumerate(TILES)}
# The two tiles where each treasure can be captured.
TREASURE_TILES: tuple[tuple[int, int], ...] = tuple(
    tuple(i for i, tile in enumerate(TILES) if tile.treasure == t)  # type: ignore[misc]
    for t in range(4)
)
TILE_TREASURE: tuple[int, ...] = tuple(-1 if t.treasure is None else t.treasure for t in TILES)

# Tile sides.
DRY, FLOODED, SUNK = 0, 1, 2
TILE_STATES = ("dry", "flooded", "sunk")

# -- the island's shape ------------------------------------------------------------------

# A 4x4 square with two tiles against the middle of each side, on a 6x6 grid.
ISLAND_CELLS: tuple[tuple[int, int], ...] = tuple(
    (row, col)
    for row, cols in enumerate(((2, 3), (1, 2, 3, 4), range(6), range(6), (1, 2, 3, 4), (2, 3)))
    for col in cols
)
GRID_SIZE = 6

# -- cards -------------------------------------------------------------------------------

# Treasure deck card kinds: the four treasures (0-3), then the special cards.
HELICOPTER, SANDBAGS, WATERS_RISE = 4, 5, 6
CARDS = ("earth", "wind", "fire", "ocean", "helicopter-lift", "sandbags", "waters-rise")
CARD_CODES = "EWFOHSR"
N_HAND_KINDS = 6  # kinds a hand can hold: Waters Rise! is never kept
TREASURE_DECK: tuple[int, ...] = (
    (EARTH,) * 5 + (WIND,) * 5 + (FIRE,) * 5 + (OCEAN,) * 5
    + (WATERS_RISE,) * 3 + (HELICOPTER,) * 3 + (SANDBAGS,) * 2
)  # fmt: skip
HAND_LIMIT = 5
CARDS_PER_CAPTURE = 4
DEALT_PER_PLAYER = 2
TREASURE_DRAWS_PER_TURN = 2

# -- adventurers -------------------------------------------------------------------------

PILOT, ENGINEER, EXPLORER, NAVIGATOR, DIVER, MESSENGER = range(6)
ROLES = ("pilot", "engineer", "explorer", "navigator", "diver", "messenger")
ROLE_COLOURS = ("blue", "red", "green", "yellow", "black", "grey")
ROLE_START: tuple[int, ...] = tuple(
    next(i for i, tile in enumerate(TILES) if tile.start_of == role) for role in ROLES
)

# -- the water meter ---------------------------------------------------------------------

DIFFICULTIES = ("novice", "normal", "elite", "legendary")
START_LEVEL = {"novice": 1, "normal": 2, "elite": 3, "legendary": 4}
SKULL_LEVEL = 10
# Flood cards drawn per turn at each water level (index 0 unused; 10 is the skull).
FLOOD_CARDS = (0, 2, 2, 3, 3, 3, 4, 4, 5, 5, 0)

INITIAL_FLOODS = 6
ACTIONS_PER_TURN = 3
NAVIGATOR_STEPS = 2
