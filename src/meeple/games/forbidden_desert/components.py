"""Forbidden Desert's components, as data: tiles, decks, adventurers, the storm meter.

Sources for every figure: ``shared/rules/forbidden-desert.facts.md`` (its section
numbers in brackets); RULES.md says which assumption each figure rests on. Tiles, cards,
adventurers and parts are small integers (their index in the tables below).
"""

from __future__ import annotations

from typing import NamedTuple

# -- the grid ----------------------------------------------------------------------------

SIZE = 5
N_CELLS = SIZE * SIZE
CENTRE = 12  # c3: the storm's eye at the start [3]
COLUMNS = "abcde"  # west to east
CELL_NAMES = tuple(f"{COLUMNS[i % SIZE]}{i // SIZE + 1}" for i in range(N_CELLS))
CELL_BY_NAME = {name: i for i, name in enumerate(CELL_NAMES)}
# The 8 starting sand markers, a diamond around the storm [3]: b1.. in (row, col).
START_SAND_CELLS = (2, 6, 8, 10, 14, 16, 18, 22)
TOTAL_SAND = 48  # [1]
BLOCKED = 2  # sand markers that block a tile

# -- flying-machine parts ----------------------------------------------------------------

PROPELLER, ENGINE, CRYSTAL, NAVIGATION = range(4)
PARTS = ("propeller", "engine", "crystal", "navigation")
PART_CODES = "PECN"

# -- tiles -------------------------------------------------------------------------------

# Desert sides (what a face-down tile shows) [2]
PLAIN, WATER, CRASH = 0, 1, 2
DESERT_SIDES = ("plain", "water", "crash")

# City kinds
CRASH_SITE, LAUNCH_PAD, WELL, MIRAGE, TUNNEL, CLUE, GEAR = range(7)
KINDS = ("crash-site", "launch-pad", "well", "mirage", "tunnel", "clue", "gear")
ROW, COLUMN = 0, 1
AXES = ("row", "column")


class Tile(NamedTuple):
    slug: str
    code: str  # two letters, for the notation
    kind: int
    desert: int = PLAIN
    gear: bool = False  # its city side shows a gear: excavating it draws Equipment
    part: int = -1  # clue tiles: the part
    axis: int = -1  # clue tiles: ROW or COLUMN


TILES: tuple[Tile, ...] = (
    Tile("crash-site", "CS", CRASH_SITE, CRASH, gear=True),  # gear [2, inferred]
    Tile("launch-pad", "LP", LAUNCH_PAD),
    Tile("well-1", "WA", WELL, WATER),
    Tile("well-2", "WB", WELL, WATER),
    Tile("mirage", "MI", MIRAGE, WATER),
    Tile("tunnel-1", "TA", TUNNEL, gear=True),
    Tile("tunnel-2", "TB", TUNNEL, gear=True),
    Tile("tunnel-3", "TC", TUNNEL, gear=True),
    *(
        Tile(f"clue-{PARTS[p]}-{AXES[x]}", PART_CODES[p] + "RC"[x], CLUE, part=p, axis=x)
        for p in range(4)
        for x in (ROW, COLUMN)
    ),
    *(Tile(f"gear-{i + 1}", "G" + "ABCDEFGH"[i], GEAR, gear=True) for i in range(8)),
)
N_TILES = len(TILES)  # 24
TILE_BY_CODE = {tile.code: i for i, tile in enumerate(TILES)}
TILE_BY_SLUG = {tile.slug: i for i, tile in enumerate(TILES)}
CRASH_TILE = TILE_BY_SLUG["crash-site"]
LAUNCH_TILE = TILE_BY_SLUG["launch-pad"]
TILE_KIND = tuple(tile.kind for tile in TILES)
TILE_DESERT = tuple(tile.desert for tile in TILES)
TILE_GEAR = tuple(tile.gear for tile in TILES)
# CLUE_TILE[part][axis]: the clue tile
CLUE_TILE = tuple(
    tuple(TILE_BY_SLUG[f"clue-{PARTS[p]}-{AXES[x]}"] for x in (0, 1)) for p in range(4)
)

# -- Storm deck [5] ----------------------------------------------------------------------

# Wind cards: the direction the tiles move (n e s w) and how many tiles. The storm's eye
# moves the other way.
DIRECTIONS = "nesw"
DIR_STEP = ((-1, 0), (0, 1), (1, 0), (0, -1))  # (drow, dcol) the tiles move
SUN, STORM_UP = 12, 13
STORM_CARDS = (
    *(f"wind-{d}{k}" for d in DIRECTIONS for k in (1, 2, 3)),
    "sun-beats-down",
    "storm-picks-up",
)  # card kind k < 12: direction k // 3, distance k % 3 + 1
STORM_CODES = (*(f"{d}{k}" for d in DIRECTIONS for k in (1, 2, 3)), "sun", "up")
STORM_COUNTS = (3, 2, 1) * 4 + (4, 3)  # 12 + 8 + 4 wind, 4 sun, 3 storm picks up: 31
STORM_DECK: tuple[int, ...] = tuple(k for k, n in enumerate(STORM_COUNTS) for _ in range(n))

# -- Equipment deck [7] ------------------------------------------------------------------

DUNE_BLASTER, JET_PACK, SOLAR_SHIELD, TERRASCOPE, WATER_RESERVE, TIME_THROTTLE = range(6)
STORM_TRACKER = 6
EQUIPMENT = (
    "dune-blaster", "jet-pack", "solar-shield", "terrascope", "secret-water-reserve",
    "time-throttle", "storm-tracker",
)  # fmt: skip
EQUIPMENT_CODES = "DJSTRHK"
N_EQUIPMENT = len(EQUIPMENT)
EQUIPMENT_COUNTS = (3, 3, 2, 2, 1, 1, 0)  # the published 12-card deck
TRACKER_COUNTS = (3, 3, 2, 2, 1, 1, 1)  # with the Storm Tracker option: 13 cards
THROTTLE_ACTIONS = 2
WATER_RESERVE_GAIN = 2


def equipment_deck(storm_tracker: bool) -> list[int]:
    counts = TRACKER_COUNTS if storm_tracker else EQUIPMENT_COUNTS
    return [k for k, n in enumerate(counts) for _ in range(n)]


# -- adventurers [8] ---------------------------------------------------------------------

ARCHEOLOGIST, CLIMBER, EXPLORER, METEOROLOGIST, NAVIGATOR, WATER_CARRIER = range(6)
ROLES = ("archeologist", "climber", "explorer", "meteorologist", "navigator", "water-carrier")
ROLE_COLOURS = ("red", "black", "green", "white", "yellow", "blue")
CANTEEN = (3, 3, 4, 4, 4, 5)
ACTIONS_PER_TURN = 4
WELL_GAIN = 2  # water per pawn when a well is excavated; the Water Carrier's draw too
NAVIGATOR_STEPS = 3

# -- the storm meter [6] -----------------------------------------------------------------

DIFFICULTIES = ("novice", "normal", "elite", "legendary")
START_LEVEL = {"novice": 1, "normal": 2, "elite": 3, "legendary": 4}
# Ticks per band (cards drawn 2, 3, 4, 5, 6), by player count.
METER_BANDS = {2: (1, 3, 4, 3, 2), 3: (1, 4, 4, 3, 2), 4: (1, 4, 4, 3, 2), 5: (1, 5, 4, 3, 2)}


def meter_ticks(players: int) -> tuple[int, ...]:
    """Cards drawn at each meter position; index 0 unused, the last index is the skull."""
    ticks = [0]
    for draws, count in zip((2, 3, 4, 5, 6), METER_BANDS[players], strict=True):
        ticks += [draws] * count
    return (*ticks, 0)


METER = {players: meter_ticks(players) for players in METER_BANDS}
SKULL = {players: len(ticks) - 1 for players, ticks in METER.items()}  # 14, 15, 15, 16
