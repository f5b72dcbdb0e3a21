"""Portal Dash's rules: :class:`PortalState`, one position of a game.

A turn (rulebook §IV-§VIII): ``roll`` the two white dice (a chance step); the block die
throws a block of its colour into the frame (``block:<cell>`` when several are possible;
RULES.md A1); the monster die activates every monster of its value (in the order the
seat chooses, ``activate:<id>``) or spawns the head of the queue; then exactly 2 actions
(``mine``, ``step``, ``repair``, or an item; a mined block is used at once: ``use:...``
or ``piglin:...``); at the end of the turn the team may reveal the next face-down board.
Every pending decision sits on a small stack of frames (tuples of ints), so a decision
in the middle of a monster's attack or of an item draw is one action like any other. See
RULES.md for the rule-by-rule map and the assumptions (A1...).

The hot path keeps to lists of ints: a character's items are packed ints (item index,
damaged bit, hearts, leggings mode, enchantment bits), squares are ints, the layout
tables (neighbours, rows, columns) are computed once per path and shared by clones.
Monsters' and boots' searches run on sets of squares held in one int (``path.Masks``);
what an item offers in a turn is read from a table built once per packed item; actions
are packed inline where they are listed (RULES.md, "Speed").
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from meeple.engine import Event, Game, Outcome, Rng, State
from meeple.engine.deck import reshuffle
from meeple.engine.fields import DERIVED, INT, LIST, LISTS, STR, TUPLE, Field, field_names
from meeple.games.portal_dash.actions import (
    ACTIVATE,
    ATTACK,
    BLACK,
    BLOCK,
    BOOTS,
    BOSS_ID,
    BROWN,
    CHEST,
    DISCARD,
    DONE,
    ENCHANT,
    GO_ON,
    GOLD,
    GREY,
    KEEP,
    KIND_NAMES,
    MINE,
    MODE_NAMES,
    NOCHEST,
    PICKAXE,
    PIGLIN,
    PLACE,
    PUSH,
    RED,
    REPAIR,
    REPLACE,
    REROLL,
    REVEAL,
    ROLL,
    SIDE,
    SPAWN,
    STAND,
    STEP,
    TAKE,
    TARGET,
    TO,
    VICTIM,
    WASTE,
    WOUND,
    WOUND_AUTO,
    WRECK,
    kind_of,
    pack,
    pack_each,
    seat_of,
)
from meeple.games.portal_dash.boards import PATH_BOARDS
from meeple.games.portal_dash.cube import COLOURS, COUNTS
from meeple.games.portal_dash.dice import BLOCK_FACES, COMBAT_FACES, MONSTER_FACES
from meeple.games.portal_dash.items import (
    ENCHANT_TARGET,
    ITEM_KEYS,
    ITEMS,
    KINDS,
    MAX_ITEMS,
    NETHERITE_DEPTH,
    STARTING_KEYS,
    WHITE_DECK,
)
from meeple.games.portal_dash.levels import Setup, resolve
from meeple.games.portal_dash.monsters import (
    BASE_KINDS,
    BOSS_KINDS,
    BOSS_SIDES,
    BOSSES,
    FIGURES,
    FIRST_SPAWNS,
    MONSTERS,
)
from meeple.games.portal_dash.path import (
    MAX_REACH,
    Layout,
    Masks,
    boots_damage,
    boots_squares,
    build_layout,
    ground_masks,
    nearest,
    search,
    squares_in,
    walls,
)
from meeple.games.portal_dash.path import coverable as coverable_squares
from meeple.games.portal_dash.path import push_squares as free_neighbours
from meeple.games.portal_dash.piglins import MISSIONS, NAMES, side_for

# -- tables --------------------------------------------------------------------------------

COLOUR_LETTERS = "rgybk"
ANY = 5  # the "?" face of the block die
RED_C, GREY_C, GOLD_C, BROWN_C, BLACK_C = range(5)
CUBE_COUNTS: tuple[int, ...] = tuple(COUNTS[c] for c in COLOURS)
PLAYER_COLOURS: tuple[str, ...] = ("pink", "blue", "yellow", "green")
START_HP = 6
CHEST_TOKENS = 5

# cube geometry: cell = z*16 + y*4 + x, z = 0 the top layer
SIDES: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        (i // 16) * 16 + ny * 4 + nx
        for nx, ny in (
            (i % 4 - 1, i // 4 % 4),
            (i % 4 + 1, i // 4 % 4),
            (i % 4, i // 4 % 4 - 1),
            (i % 4, i // 4 % 4 + 1),
        )
        if 0 <= nx < 4 and 0 <= ny < 4
    )
    for i in range(64)
)
OUTSIDE: tuple[int, ...] = tuple(4 - len(s) for s in SIDES)
# the cells whose availability may change when a block is taken: itself, the one under
# it, its neighbours on the layer
AFFECTED: tuple[frozenset[int], ...] = tuple(
    frozenset((i, *SIDES[i], *((i + 16,) if i < 48 else ()))) for i in range(64)
)
OPENED: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(AFFECTED[i] - {i})) for i in range(64))


def _is_available(cube: list[int], i: int) -> bool:
    """Block ``i`` is there, nothing above it, and 2 of its 4 sides are open."""
    if cube[i] < 0 or (i >= 16 and cube[i - 16] >= 0):
        return False
    open_sides = OUTSIDE[i]
    for j in SIDES[i]:
        if cube[j] < 0:
            open_sides += 1
    return open_sides >= 2


# monsters: id = kind * 3 + number - 1 (monsters.FIGURES order)
M_KINDS: tuple[str, ...] = tuple(dict.fromkeys(kind for kind, _ in FIGURES))
M_KIND: tuple[int, ...] = tuple(M_KINDS.index(kind) for kind, _ in FIGURES)
M_NUMBER: tuple[int, ...] = tuple(number for _, number in FIGURES)
M_COUNT = len(FIGURES)
# per monster die value (1-3): the ids of the monsters with that number
NUMBERED: tuple[tuple[int, ...], ...] = tuple(
    tuple(m for m in range(M_COUNT) if M_NUMBER[m] == v) for v in range(4)
)
K_HP = tuple(MONSTERS[k].hp for k in M_KINDS)
K_MOVE = tuple(MONSTERS[k].move for k in M_KINDS)
K_RANGE = tuple(MONSTERS[k].range for k in M_KINDS)
K_DAMAGE = tuple(MONSTERS[k].damage for k in M_KINDS)
K_FLY = tuple(MONSTERS[k].flying for k in M_KINDS)
K_NO_SWORD = tuple("sword" in MONSTERS[k].immune for k in M_KINDS)
K_NO_BOW = tuple("bow" in MONSTERS[k].immune for k in M_KINDS)
K_SPECIAL = tuple(MONSTERS[k].special for k in M_KINDS)
# per monster id: (move, range, flying); per boss kind and side likewise
M_MOVES: tuple[tuple[int, int, bool], ...] = tuple(
    (K_MOVE[k], K_RANGE[k], K_FLY[k]) for k in M_KIND
)
BOSS_MOVES: tuple[tuple[tuple[int, int, bool], ...], ...] = tuple(
    tuple(
        (BOSSES[kind, side].move, BOSSES[kind, side].range, BOSSES[kind, side].flying)
        for side in BOSS_SIDES
    )
    for kind in BOSS_KINDS
)
# an attack: (damage, all in range, ignore armour, push, damage an item, remove a block),
# per monster id; per boss kind, side and monster die value - 1
AttackStats = tuple[int, bool, bool, bool, bool, bool]
M_ATTACKS: tuple[AttackStats, ...] = tuple(
    (
        K_DAMAGE[k],
        K_SPECIAL[k] == "all_in_range",
        False,
        K_SPECIAL[k] == "push",
        K_SPECIAL[k] == "damage_item",
        False,
    )
    for k in M_KIND
)
BOSS_ATTACKS: tuple[tuple[tuple[AttackStats, ...], ...], ...] = tuple(
    tuple(
        tuple(
            (at.damage, at.all_in_range, at.ignore_armour, at.push, at.damage_item, at.remove_block)
            for at in BOSSES[kind, side].attacks
        )
        for side in BOSS_SIDES
    )
    for kind in BOSS_KINDS
)
# per monster id, and the boss last (BOSS_ID): a sword, a bow cannot hurt it
M_NO_SWORD = (*(K_NO_SWORD[k] for k in M_KIND), False)
M_NO_BOW = (*(K_NO_BOW[k] for k in M_KIND), False)
assert len(M_NO_BOW) == BOSS_ID + 1
# the ground a character cannot step on (the basic move: 1 point, no soul sand)
NO_STEP = frozenset("#LS")

# items: index into ITEM_KEYS; a held item is packed:
#   index | damaged << 7 | hearts << 8 | mode << 12 | enchantments << 14
ITEM_INDEX: dict[str, int] = {key: i for i, key in enumerate(ITEM_KEYS)}
IK_BOOTS, IK_ARMOUR, IK_LEGGINGS, IK_SWORD, IK_BOW, IK_PICKAXE, IK_ENCHANT = range(7)
_KIND_CODES = {kind: code for code, kind in enumerate(KINDS)}  # IK_* are the KINDS
I_KIND = tuple(_KIND_CODES[ITEMS[k].kind] for k in ITEM_KEYS)
I_MOVE = tuple(ITEMS[k].move for k in ITEM_KEYS)
I_HEARTS = tuple(ITEMS[k].hearts for k in ITEM_KEYS)
I_DICE = tuple(ITEMS[k].dice for k in ITEM_KEYS)
I_RANGE = tuple(ITEMS[k].range for k in ITEM_KEYS)
assert max(I_RANGE) + 1 <= MAX_REACH  # a bow with power: the farthest attack
I_BLOCKS = tuple(ITEMS[k].blocks for k in ITEM_KEYS)
I_FRAME = tuple(ITEMS[k].frame for k in ITEM_KEYS)
I_REROLL = tuple(ITEMS[k].reroll for k in ITEM_KEYS)
I_IGNORE = tuple(ITEMS[k].ignore_ground for k in ITEM_KEYS)
I_NETHERITE = tuple(ITEMS[k].netherite for k in ITEM_KEYS)
I_STARTING = tuple(ITEMS[k].starting for k in ITEM_KEYS)
ENCHANTS: tuple[str, ...] = tuple(ENCHANT_TARGET)  # bit i = ENCHANTS[i]
E_SHARPNESS = 1 << ENCHANTS.index("sharpness")
E_REROLL = 1 << ENCHANTS.index("reroll")
E_POWER = 1 << ENCHANTS.index("power")
E_SPEED = 1 << ENCHANTS.index("speed")
E_WALKER = 1 << ENCHANTS.index("walker")
I_ENCHANT = tuple(
    (1 << ENCHANTS.index(ITEMS[k].enchant)) if ITEMS[k].enchant else 0 for k in ITEM_KEYS
)
# the enchantment tile that goes back to the discard pile for each enchantment bit
ENCHANT_ITEM: tuple[int, ...] = tuple(
    next(i for i, k in enumerate(ITEM_KEYS) if ITEMS[k].enchant == e) for e in ENCHANTS
)
ENCHANT_ON: tuple[int, ...] = tuple(_KIND_CODES[ENCHANT_TARGET[e]] for e in ENCHANTS)
STARTING_SET: tuple[int, ...] = tuple(ITEM_INDEX[k] for k in STARTING_KEYS)
WHITE_ITEMS: tuple[int, ...] = tuple(ITEM_INDEX[k] for k in WHITE_DECK)
NETHERITE_ITEMS: tuple[int, ...] = tuple(i for i, k in enumerate(ITEM_KEYS) if I_NETHERITE[i])
DAMAGED = 1 << 7
MODE_BOOTS = 1
MODE_ARMOUR = 2

# the action that uses a red, grey, gold block on a seat, by colour
USE_KINDS: dict[int, int] = {RED_C: RED, GREY_C: GREY, GOLD_C: GOLD}
# the block die's faces as colours (ANY: the "?")
FACE_COLOURS: tuple[int, ...] = tuple(ANY if f == "any" else COLOURS.index(f) for f in BLOCK_FACES)

# message terms, built once (events name them on the hot path)
COLOUR_TERMS: tuple[str, ...] = tuple("@pd.colour." + c for c in COLOURS)
FACE_TERMS: tuple[str, ...] = tuple("@pd.face." + f for f in BLOCK_FACES)
ITEM_TERMS: tuple[str, ...] = tuple("@pd.item." + k for k in ITEM_KEYS)
MONSTER_TERMS: tuple[str, ...] = (
    *(f"@pd.monster.{M_KINDS[M_KIND[m]]}.{M_NUMBER[m]}" for m in range(M_COUNT)),
    "@pd.monster.boss",
)

# piglin sheet: columns over missions A, B, C (global index)
P_SIDES: tuple[str, ...] = tuple(MISSIONS)

# -- frames: the pending decisions, a stack of tuples of ints ---------------------------
F_PLACE = 0  # (F_PLACE,)            self.seat places its character
F_ROLL = 1  # (F_ROLL,)              self.seat rolls
F_BLOCK = 2  # (F_BLOCK, colour)     choose a cell for the block die (ANY: boss removal)
F_USE = 3  # (F_USE, colour)         use a block taken
F_MDIE = 4  # (F_MDIE,)              apply the monster die (automatic)
F_ACTIVATE = 5  # (F_ACTIVATE, mask)  choose the next monster (bit BOSS_ID: the boss)
F_TARGET = 6  # (F_TARGET, m, seats)  choose the target among equally near characters
F_VICTIM = 7  # (F_VICTIM, m, seats)  choose who takes the attack
F_PUSH = 8  # (F_PUSH, seat)         choose where the victim is pushed
F_WRECK = 9  # (F_WRECK, seat)        choose the victim's item damaged
F_SPAWN = 10  # (F_SPAWN, m)          choose among equally near spawners
F_ACTIONS = 11  # (F_ACTIONS,)        the 2 actions (self.left); automatic at 0
F_TO = 12  # (F_TO, points, ignore, slot)   choose where the boots go
F_REROLL = 13  # (F_REROLL, target, rerolls, slot)  reroll combat dice or keep them
F_PICK = 14  # (F_PICK, left)         take a cell with a pickaxe, or stop
F_MINE = 15  # (F_MINE,)              take a cell (basic action)
F_FRAMEDRAW = 16  # (F_FRAMEDRAW, n)   draw n used blocks from the frame (automatic)
F_CHEST = 17  # (F_CHEST, square)     open the chest or not
F_GAINDRAW = 18  # (F_GAINDRAW, seat)  draw 2 items for that seat (automatic)
F_GAIN = 19  # (F_GAIN, seat)         keep one of the items drawn
F_REVEAL = 20  # (F_REVEAL,)          reveal the next board or go on
F_WOUND = 21  # (F_WOUND, seat, left, m, rest)  the seat hit spreads ``left`` wounds over
#   its armours; then monster m's hit goes on (NO_SOURCE: magma), ``rest`` the seats an
#   attack on everyone in range still hurts
F_SIDE = 22  # (F_SIDE, seat, slot)   turn the leggings a grey block repaired, or not
# the frames _settle runs (F_ACTIONS once no action is left, F_ACTIVATE with one monster)
AUTOMATIC = frozenset((F_ACTIONS, F_MDIE, F_ACTIVATE, F_GAINDRAW, F_FRAMEDRAW))
FRAME_NAMES: tuple[str, ...] = (
    "place",
    "roll",
    "block",
    "use",
    "monster-die",
    "activate",
    "target",
    "victim",
    "push",
    "wreck",
    "spawn",
    "actions",
    "to",
    "reroll",
    "pickaxe",
    "mine",
    "frame-draw",
    "chest",
    "gain-draw",
    "gain",
    "reveal",
    "wound",
    "side",
)
NO_SOURCE = BOSS_ID + 1  # the wounds of a wound frame come from the ground (magma)
# the frames whose decision is the seat they name (frame[1]), not the active seat's
SEAT_FRAMES = frozenset((F_GAIN, F_WOUND, F_SIDE))

# outcomes
END_NONE, END_WON, END_HP, END_PIGLIN, END_CUBE = range(5)
END_REASONS: tuple[str, ...] = (
    "",
    "pd.outcome.won",
    "pd.outcome.hp",
    "pd.outcome.piglin",
    "pd.outcome.cube",
)


@lru_cache(maxsize=512)
def layout_for(path: tuple[str, ...]) -> Layout:
    """The layout of a path (cached: shared by every state on that path)."""
    return build_layout(path)


@lru_cache(maxsize=16)
def piglin_columns(side: str) -> tuple[tuple[int, int], ...]:
    """(mission index, size) of every column of the sheet's side, A's first."""
    return tuple((m, size) for m, name in enumerate(NAMES) for size in MISSIONS[side][name])


@lru_cache(maxsize=16)
def column_sizes(side: str) -> tuple[int, ...]:
    """The size of every column of the sheet's side, A's first."""
    return tuple(size for _m, size in piglin_columns(side))


def bits(mask: int, n: int) -> list[int]:
    """The bits set in ``mask`` below ``n`` (a set of seats, of monster ids), lowest
    first."""
    out = []
    mask &= (1 << n) - 1
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _repairs(seat: int, slot: int, kind: int) -> list[int]:
    """Repairing an item: leggings choose again how they are worn (RULES.md A15)."""
    if kind == IK_LEGGINGS:
        return [pack(REPAIR, seat, slot, 0, MODE_BOOTS), pack(REPAIR, seat, slot, 0, MODE_ARMOUR)]
    return [pack(REPAIR, seat, slot)]


# what a held item offers among the 2 actions of a turn (see _turn_role)
R_NONE, R_REPAIR, R_BOOTS, R_WEAPON, R_PICKAXE = range(5)
TurnRole = tuple[int, int, tuple[Any, ...]]
_TURN_ROLES: dict[int, TurnRole] = {}  # by packed item, filled as items show up


def _turn_role(item: int) -> TurnRole:
    """(role, argument, extra) of a held item: a repair (damaged, or an armour missing
    hearts; ``extra``: its repairs by seat 0 in slot 0, :func:`_repairs`), nothing (a
    full armour), boots (leggings worn as boots too), a weapon (its reach; ``extra`` per
    monster id: those it cannot hurt), a pickaxe (bit 0: it draws from the frame, bit 1:
    it takes from the cube)."""
    index = item & 127
    ik = I_KIND[index]
    if item & DAMAGED or (ik == IK_ARMOUR or (ik == IK_LEGGINGS and item >> 12 & 3 == MODE_ARMOUR)):
        if item & DAMAGED or (item >> 8 & 15) < I_HEARTS[index]:
            return R_REPAIR, 0, tuple(_repairs(0, 0, ik))
        return R_NONE, 0, ()
    if ik in (IK_BOOTS, IK_LEGGINGS):
        return R_BOOTS, 0, ()
    if ik == IK_SWORD:
        return R_WEAPON, 1, M_NO_SWORD
    if ik == IK_BOW:
        return R_WEAPON, I_RANGE[index] + (1 if item >> 14 & E_POWER else 0), M_NO_BOW
    if ik == IK_PICKAXE:
        return R_PICKAXE, (1 if I_FRAME[index] else 0) | (2 if I_BLOCKS[index] else 0), ()
    return R_NONE, 0, ()


def sorted_masks(dice: list[int]) -> list[int]:
    """The distinct rerolls of sorted dice: for each value, the first k dice of it."""
    masks = [0]
    i = 0
    n = len(dice)
    while i < n:
        j = i
        while j < n and dice[j] == dice[i]:
            j += 1
        group = [0]
        bits = 0
        for k in range(i, j):
            bits |= 1 << k
            group.append(bits)
        masks = [m | g for m in masks for g in group]
        i = j
    return [m for m in masks if m]


def _dump_stack(stack: list[tuple[int, ...]]) -> list[list[int]]:
    return [list(frame) for frame in stack]


def _load_stack(data: list[list[int]]) -> list[tuple[int, ...]]:
    return [tuple(frame) for frame in data]


# the pending decisions: a list of tuples (immutable), copied for a clone
STACK = Field("stack", copy=list.copy, dump=_dump_stack, load=_load_stack, copy_code="{}[:]")

# the state's fields (see the annotations below): clone() and the JSON snapshot follow
STATE_FIELDS: tuple[Field, ...] = (
    DERIVED("layout"),
    TUPLE("path"),
    LIST("revealed"),
    LIST("ground"),
    LIST("covered"),
    LIST("chests"),
    INT("tokens"),
    LIST("pos"),
    LIST("hp"),
    LISTS("inv"),
    LIST("mpos"),
    LIST("queue"),
    INT("used_kinds"),
    INT("boss_kind"),
    INT("boss_side"),
    INT("boss_hp"),
    INT("boss_pos"),
    LIST("cube"),
    DERIVED("avail"),  # a cache of the cube's available blocks, never mutated: shared
    LIST("layers"),
    LIST("frame"),
    STR("side"),
    LIST("pcol"),
    LIST("pfill"),
    LIST("deck"),
    LIST("discard"),
    LIST("supply"),
    LIST("boxed"),
    LIST("drawn"),
    INT("bdie"),
    INT("mdie"),
    LIST("combat"),
    INT("seat"),
    INT("left"),
    STACK,
    INT("end"),
    INT("end_arg"),
)


class PortalState(State):
    __slots__ = field_names(STATE_FIELDS)
    FIELDS = STATE_FIELDS

    layout: Layout  # follows from the path (shared by clones)
    path: tuple[str, ...]  # path board ids, left to right (secret while face down)
    revealed: list[bool]  # per board index (0 start ... last the portal)
    ground: list[str]  # effective terrain per square ("#": face down, covered: ".")
    covered: list[int]  # squares with a brown block
    chests: list[int]  # squares with a chest token
    tokens: int  # chest tokens in the supply
    pos: list[int]  # per seat: square, -1 before placing
    hp: list[int]  # per seat: hearts on the life track
    inv: list[list[int]]  # per seat: packed items, slot = index
    mpos: list[int]  # per monster id: square, -1 off the board
    queue: list[int]  # monster ids, head first
    used_kinds: int  # bit per monster kind in this game (others stay in the box)
    boss_kind: int
    boss_side: int
    boss_hp: int
    boss_pos: int  # -1 until the portal is revealed
    cube: list[int]  # 64 colours, -1 taken
    avail: list[int] | None  # the available blocks, None: to compute
    layers: list[int]  # blocks left per layer
    frame: list[int]  # used blocks per colour
    side: str  # piglin sheet side
    pcol: list[int]  # per column: colour, -1 empty
    pfill: list[int]  # per column: blocks placed
    deck: list[int]  # item indices, top last
    discard: list[int]
    supply: list[int]  # Netherite items not yet unlocked
    boxed: list[int]  # starting items replaced (back in the box)
    drawn: list[int]  # the items drawn, while choosing
    bdie: int  # block die: colour, ANY, -1 not rolled
    mdie: int  # monster die 1-3, 0 not rolled
    combat: list[int]  # combat dice of the last attack, sorted
    seat: int  # the active seat (the placing seat at the start)
    left: int  # actions left this turn
    stack: list[tuple[int, ...]]
    end: int
    end_arg: int  # the seat (hp) or the mission (piglin) of a loss

    # -- the contract -------------------------------------------------------------------

    def to_move(self) -> int | None:
        if self.end:
            return None
        top = self.stack[-1]
        if top[0] in SEAT_FRAMES:
            return top[1]  # the seat drawing, hit, owning the leggings
        return self.seat

    def outcome(self) -> Outcome | None:
        end = self.end
        if not end:
            return None
        if end == END_WON:
            return Outcome(END_REASONS[end], won=True)
        args: dict[str, Any] = {}
        if end == END_HP:
            args = {"seat": self.end_arg, "colour": "@pd.colour." + PLAYER_COLOURS[self.end_arg]}
        elif end == END_PIGLIN:
            args = {"mission": NAMES[self.end_arg]}
        return Outcome(END_REASONS[end], won=False, args=args)

    def describe_turn(self, lang: str = "en") -> str:
        if self.end:
            return super().describe_turn(lang)
        top = self.stack[-1]  # the frame's name says what is decided (for a developer)
        return f"{super().describe_turn(lang)} ({FRAME_NAMES[top[0]]})"

    def phase(self) -> str:
        return "over" if self.end else FRAME_NAMES[self.stack[-1][0]]

    # -- helpers ------------------------------------------------------------------------

    def manhattan(self, a: int, b: int) -> int:
        return self.layout.apart[a][b]

    def monster_squares(self) -> set[int]:
        squares = set(self.mpos)
        squares.discard(-1)  # off the board
        if self.boss_pos >= 0:
            squares.add(self.boss_pos)
        return squares

    def available(self) -> list[int]:
        """The available blocks: nothing above, 2 of 4 sides open (cached until the
        cube changes; do not mutate)."""
        out = self.avail
        if out is None:
            cube = self.cube
            out = self.avail = [i for i in range(64) if _is_available(cube, i)]
        return out

    def die_choices(self, colour: int) -> list[int]:
        """Available blocks of ``colour`` (ANY: any) in the highest layer holding one."""
        avail = self.available()  # sorted: by layer, the top one first
        if colour == ANY:
            if not avail:
                return []
            end = ((avail[0] >> 4) + 1) << 4  # the first cell below that layer
            return [i for i in avail if i < end]
        cube = self.cube
        for k, i in enumerate(avail):
            if cube[i] == colour:
                end = ((i >> 4) + 1) << 4
                return [j for j in avail[k:] if j < end and cube[j] == colour]
        return []

    def visible(self, i: int) -> bool:
        """Some face of block ``i`` shows (its top, or a side open)."""
        cube = self.cube
        if i < 16 or cube[i - 16] < 0 or OUTSIDE[i]:
            return True
        return any(cube[j] < 0 for j in SIDES[i])

    def mission_done(self, m: int) -> bool:
        for c, (mission, size) in enumerate(piglin_columns(self.side)):
            if mission == m and self.pfill[c] < size:
                return False
        return True

    def next_board(self) -> int:
        """The first face-down board (index), or -1."""
        try:
            return self.revealed.index(False)
        except ValueError:
            return -1

    # -- legal actions ------------------------------------------------------------------

    def _legal_actions(self) -> list[int]:
        if self.end:
            return []
        top = self.stack[-1]
        kind = top[0]
        seat = self.seat
        if kind == F_ACTIONS:
            return self._legal_turn_actions()
        # the frequent ones packed inline: pack(kind, seat, a) is kind | seat << 6 | a << 9
        if kind == F_ROLL:
            return [ROLL | seat << 6]
        if kind == F_USE:
            return self._legal_use(top[1])
        if kind == F_BLOCK:
            base = BLOCK | seat << 6
            return [base | i << 9 for i in self.die_choices(top[1])]
        if kind == F_ACTIVATE:
            base = ACTIVATE | seat << 6
            return [base | m << 9 for m in bits(top[1], BOSS_ID + 1)]
        if kind == F_MINE:
            base = TAKE | seat << 6
            return [base | i << 9 for i in self.available()]
        if kind == F_PICK:
            base = TAKE | seat << 6
            return [*[base | i << 9 for i in self.available()], DONE | seat << 6]
        if kind == F_TO:
            here = self.pos[seat]
            reach = self.boots_squares(here, top[1], top[2]) & ~(1 << here)
            base = TO | seat << 6
            return [base | s << 9 for s in squares_in(reach)]
        if kind == F_GAIN:
            return self._legal_gain(top[1])
        if kind == F_REROLL:
            return [*pack_each(REROLL, seat, sorted_masks(self.combat)), pack(STAND, seat)]
        return self._legal_monster_turn(kind, top, seat)

    def _legal_monster_turn(self, kind: int, top: tuple[int, ...], seat: int) -> list[int]:
        """The decisions of the monsters' turn, a chest, a reveal and the placing."""
        if kind in (F_TARGET, F_VICTIM):
            return pack_each(
                TARGET if kind == F_TARGET else VICTIM, seat, bits(top[2], self.players)
            )
        if kind == F_PUSH:
            return pack_each(PUSH, seat, self.push_squares(self.pos[top[1]]))
        if kind == F_WRECK:
            inv = self.inv[top[1]]
            return pack_each(WRECK, seat, [i for i in range(len(inv)) if not inv[i] & DAMAGED])
        if kind == F_SPAWN:
            return pack_each(SPAWN, seat, self.spawn_squares())
        if kind == F_CHEST:
            return [pack(CHEST, seat), pack(NOCHEST, seat)]
        if kind == F_REVEAL:
            return [pack(REVEAL, seat), pack(GO_ON, seat)]
        if kind == F_WOUND:
            return self._legal_wounds(top[1])
        if kind == F_SIDE:
            return [pack(SIDE, top[1], top[2], 0, mode) for mode in (MODE_BOOTS, MODE_ARMOUR)]
        if kind == F_PLACE:
            return pack_each(PLACE, seat, self.layout.place_squares)
        raise AssertionError(f"no decision at frame {top}")  # pragma: no cover

    def _legal_wounds(self, seat: int) -> list[int]:
        """One heart off one armour (identical armours listed once: the same choice), or
        every wound left as suggested."""
        seen: list[int] = []
        acts = []
        for slot, item in enumerate(self.inv[seat]):
            if item >> 8 & 15 and not item & DAMAGED and item not in seen:
                seen.append(item)
                acts.append(pack(WOUND, seat, slot))
        acts.append(pack(WOUND_AUTO, seat))
        return acts

    def _legal_turn_actions(self) -> list[int]:
        seat = self.seat
        base = seat << 6  # pack(kind, seat, a) is kind | base | a << 9
        acts: list[int] = []
        if any(self.layers):
            acts.append(MINE | base)
        here = self.pos[seat]
        ground = self.ground
        # squares with a monster (-1 in it stands for none: no square is -1)
        monsters = set(self.mpos)
        monsters.add(self.boss_pos)
        for s in self.layout.neighbours[here]:
            if ground[s] not in NO_STEP and s not in monsters:
                acts.append(STEP | base | s << 9)
        can_step: bool | None = None
        near: list[tuple[int, int]] | None = None
        roles = _TURN_ROLES
        for slot, item in enumerate(self.inv[seat]):
            try:
                role, arg, extra = roles[item]
            except KeyError:
                role, arg, extra = roles[item] = _turn_role(item)
            if role == R_NONE:
                continue
            at = base | slot << 9  # the seat and the slot of an action on this item
            if role == R_REPAIR:
                for repair in extra:
                    acts.append(repair | at)
            elif role == R_WEAPON:
                if near is None:
                    near = self._targets_near(here, monsters)
                at |= ATTACK
                for m, d in near:  # a loop: these lists are short, a comprehension costs more
                    if d <= arg and not extra[m]:
                        acts.append(at | m << 17)
            elif role == R_BOOTS:
                if can_step is None:
                    can_step = self._boots_can_move(here, item, monsters)
                if can_step:
                    acts.append(BOOTS | at)
            elif (arg & 1 and sum(self.frame)) or (arg & 2 and any(self.layers)):
                acts.append(PICKAXE | at)  # a pickaxe
        return acts

    def _targets_near(self, here: int, squares: set[int] | None = None) -> list[tuple[int, int]]:
        """(monster id, distance from ``here``) of the monsters on the board within a
        weapon's reach, by id, and the boss (BOSS_ID) last (``squares``: the monsters'
        squares, -1 allowed, if known: a few, where the ids are 18)."""
        lay = self.layout
        if squares is None:
            squares = self.monster_squares()
        # beyond every weapon's reach (MAX_REACH) no attack is listed
        close = lay.in_reach[here].intersection(squares)
        if not close:
            return []
        apart = lay.apart[here]
        mpos = self.mpos
        boss = self.boss_pos
        near = []
        for p in close:
            near.append((BOSS_ID if p == boss else mpos.index(p), apart[p]))
        near.sort()
        return near

    def _boots_can_move(self, here: int, item: int, monsters: set[int] | None = None) -> bool:
        """Whether boots (2 points or more: any free neighbour) lead anywhere
        (``monsters``: the squares with a monster, if known)."""
        ench = item >> 14
        points = I_MOVE[item & 127] + (2 if ench & E_SPEED else 0)
        if points < 2:
            ignore = 1 if I_IGNORE[item & 127] or ench & E_WALKER else 0
            return len(self.boots_reach(here, points, ignore)) > 1
        ground = self.ground
        if monsters is None:
            monsters = self.monster_squares()
        for t in self.layout.neighbours[here]:
            g = ground[t]
            if g != "#" and g != "L" and t not in monsters:
                return True
        return False

    def left_blocks_available(self) -> bool:
        return any(self.layers)

    def _legal_use(self, colour: int) -> list[int]:
        seat = self.seat
        base = seat << 6  # pack(kind, seat, a) is kind | seat << 6 | a << 9
        pcol, pfill = self.pcol, self.pfill
        acts = []
        for c, size in enumerate(column_sizes(self.side)):
            if pfill[c] < size and (pcol[c] < 0 or pcol[c] == colour):
                acts.append(PIGLIN | base | c << 9)
        if colour in USE_KINDS:
            use = USE_KINDS[colour] | base
            for a in range(self.players):
                acts.append(use | a << 9)
        elif colour == BLACK_C:
            acts += pack_each(BLACK, seat, sorted(set(self.supply)))
        elif colour == BROWN_C:
            acts += pack_each(BROWN, seat, self.coverable())
        if not acts:
            acts.append(pack(WASTE, seat))
        return acts

    def coverable(self) -> list[int]:
        """The obstacles a brown block may cover: revealed, uncovered, nobody on them."""
        occupied = self.monster_squares()
        occupied.update(self.pos)
        return coverable_squares(self.layout, self.ground, occupied)

    def _legal_gain(self, who: int) -> list[int]:
        inv = self.inv[who]
        acts: list[int] = []
        drawn = self.drawn
        for i, index in enumerate(drawn):
            if i == 1 and drawn[0] == index:
                continue  # the same item twice: one set of choices
            ik = I_KIND[index]
            if ik == IK_ENCHANT:
                acts += self._enchants(who, i, I_ENCHANT[index])
                continue
            modes = (MODE_BOOTS, MODE_ARMOUR) if ik == IK_LEGGINGS else (0,)
            if len(inv) < MAX_ITEMS:
                for mode in modes:
                    acts.append(pack(KEEP, who, i, 0, mode))
            else:
                base = REPLACE | who << 6 | i << 9  # pack(REPLACE, who, i, slot, mode)
                for slot in range(len(inv)):
                    for mode in modes:
                        acts.append(base | slot << 17 | mode << 25)
        if len(inv) >= MAX_ITEMS or not acts:
            acts.append(pack(DISCARD, who))
        return acts

    def _enchants(self, who: int, i: int, bit: int) -> list[int]:
        """Enchantment ``bit`` (drawn ``i``) on each matching item not yet so enchanted."""
        on = ENCHANT_ON[ENCHANTS_BIT_INDEX[bit]]
        acts = []
        for slot, item in enumerate(self.inv[who]):
            if item >> 14 & bit:
                continue
            k = I_KIND[item & 127]
            mode = item >> 12 & 3
            if k == on:
                acts.append(pack(ENCHANT, who, i, slot))
            elif on == IK_BOOTS and k == IK_LEGGINGS and mode == MODE_BOOTS:
                if item & DAMAGED:  # the enchantment repairs them: a side again (A15)
                    acts.append(pack(ENCHANT, who, i, slot, MODE_BOOTS))
                    acts.append(pack(ENCHANT, who, i, slot, MODE_ARMOUR))
                else:
                    acts.append(pack(ENCHANT, who, i, slot))
        return acts

    # -- geometry -----------------------------------------------------------------------

    def boots_reach(self, start: int, points: int, ignore: int) -> dict[int, int]:
        """Squares reachable with ``points`` (soul sand 2, magma 1 + 1 damage unless
        ``ignore``; lava and monsters block, characters do not): square -> damage along
        the cheapest path (fewest damage, then fewest points). The start is included."""
        monsters = self.monster_squares()
        return boots_damage(
            self.layout.neighbours, self.ground, start, points, bool(ignore), monsters
        )

    def _boots_damage(self, start: int, points: int, ignore: int, square: int) -> int:
        """The least damage of a boots move to ``square`` (one of :meth:`boots_reach`):
        0 if it needs no magma, a search of the damage otherwise."""
        if ignore or self.boots_squares(start, points, ignore, magma=False) >> square & 1:
            return 0
        return self.boots_reach(start, points, ignore)[square]

    def boots_squares(self, start: int, points: int, ignore: int, magma: bool = True) -> int:
        """The squares of :meth:`boots_reach`, as a mask (``path.Masks``): computed
        without the damage, which only the move played needs (``magma``: False, those
        reached without stepping on magma)."""
        masks = self.layout.masks
        known = ground_masks(self.ground)
        free = masks.every & ~known.walls
        if not magma:
            free &= ~known.magma
        for p in self.mpos:
            if p >= 0:
                free &= ~(1 << p)
        if self.boss_pos >= 0:
            free &= ~(1 << self.boss_pos)
        return boots_squares(masks, free, 0 if ignore else known.sand, start, points)

    def push_squares(self, square: int) -> list[int]:
        """Free neighbours (no monster, no uncovered lava, revealed) a victim may be
        pushed onto; characters do not block (RULES.md A9)."""
        return free_neighbours(self.layout, self.ground, square, self.monster_squares())

    def free_spawners(self) -> list[int]:
        spawners = self.layout.spawners
        occupied = self._occupied()
        free = []
        for b, up in enumerate(self.revealed):
            if up:
                for s, _n in spawners[b]:
                    if s not in occupied:
                        free.append(s)
        return free

    def spawn_squares(self) -> list[int]:
        """The free spawners nearest (walking) the active character."""
        return sorted(nearest(self.layout, self.ground, self.pos[self.seat], self.free_spawners()))

    def _monster_stats(self, m: int) -> tuple[int, int, int, bool]:
        """(square, move, range, flying) of a monster or the boss."""
        if m == BOSS_ID:
            move, reach, flying = BOSS_MOVES[self.boss_kind][self.boss_side]
            return self.boss_pos, move, reach, flying
        move, reach, flying = M_MOVES[m]
        return self.mpos[m], move, reach, flying

    def _occupied(self) -> set[int]:
        """The squares of the monsters, the boss and the characters."""
        occupied = set(self.mpos)
        occupied.add(self.boss_pos)
        occupied.update(self.pos)
        occupied.discard(-1)  # off the board, not placed
        return occupied

    def in_range(self, square: int, reach: int) -> list[int]:
        near = self.layout.apart[square]
        seats = []
        for s, p in enumerate(self.pos):
            if p >= 0 and near[p] <= reach:
                seats.append(s)
        return seats

    def monster_targets(self, m: int) -> tuple[list[int], int]:
        """(seats nearest by attack distance, that distance); ([], -1) if none."""
        return self._nearest(self._monster_stats(m)[2], self._free_paths(m))

    def _free_paths(self, m: int, target: int = -1) -> Paths:
        """Where monster ``m`` may go (not through a wall, a monster or a character):
        the squares it reaches at each distance (:func:`path.search`). The search ends
        with the first distance from which a character (``target`` only, if given) is
        in range: nothing further decides a target or a move."""
        sq, _move, reach, flying = self._monster_stats(m)
        if target < 0:
            return self._search(sq, flying, self._in_range_squares(reach))
        return self._search(sq, flying, self.layout.masks.within[reach][self.pos[target]])

    def _search(self, source: int, flying: bool, goal: int) -> Paths:
        """:func:`path.search` from ``source`` for a monster (walls, monsters and
        characters block) up to the first distance holding a square of ``goal``."""
        masks = self.layout.masks
        blocked = walls(self.ground, flying)
        for p in self._occupied():
            blocked |= 1 << p
        return search(masks, masks.every & ~blocked, source, goal)

    def _in_range_squares(self, reach: int) -> int:
        """The squares (a mask) from which a character is within ``reach``."""
        within = self.layout.masks.within[reach]
        squares = 0
        for p in self.pos:
            if p >= 0:
                squares |= within[p]
        return squares

    def _nearest(self, reach: int, paths: Paths) -> tuple[list[int], int]:
        """The seats a monster of ``reach`` has in range soonest along ``paths``."""
        # the paths end with the first distance that has a character in range: only that
        # last distance may hold one
        last = paths[-1]
        within = self.layout.masks.within[reach]
        pos = self.pos
        found = 0  # a set of seats
        for s, p in enumerate(pos):
            if p >= 0 and last & within[p]:
                found |= 1 << s
        return (bits(found, len(pos)), len(paths) - 1) if found else ([], -1)

    # -- apply --------------------------------------------------------------------------

    def _apply(self, action: int) -> list[Event]:
        # actions.unpack, inline: this runs for every action
        kind = action & 63
        ev: list[Event] = []
        if kind == ROLL:
            self.stack.pop()
            self._roll(ev)
        elif kind < MINE:
            self._apply_block_or_monster(kind, action >> 6 & 7, action >> 9 & 255, ev)
        else:
            seat, a, b, c = action >> 6 & 7, action >> 9 & 255, action >> 17 & 255, action >> 25
            if kind <= PICKAXE:
                self._apply_turn_action(kind, seat, a, b, c, ev)
            else:
                self._apply_choice(kind, seat, a, b, c, ev)
        self._settle(ev)
        return ev

    def _apply_block_or_monster(self, kind: int, seat: int, a: int, ev: list[Event]) -> None:
        """Placing, the block die's cell, a block's use, the monsters' turn."""
        stack = self.stack
        if kind == BLOCK:
            stack.pop()
            self._take(a, ev, False)
        elif RED <= kind <= WASTE:
            colour = stack.pop()[1]
            self._use(kind, colour, a, ev)
        elif kind == ACTIVATE:
            mask = stack.pop()[1] & ~(1 << a)
            if mask:
                stack.append((F_ACTIVATE, mask))
            self._activate(a, ev)
        elif kind == PLACE:
            self._place(seat, a, ev)
        else:
            m_or_seat = stack.pop()[1]
            if kind == TARGET:
                self._move_attack(m_or_seat, a, ev)
            elif kind == VICTIM:
                self._hit(m_or_seat, a, ev)
            elif kind == PUSH:
                self._push_to(m_or_seat, a, ev)
            elif kind == WRECK:
                self._wreck(m_or_seat, a, ev)
            elif kind == SPAWN:
                self._spawn_at(m_or_seat, a, ev)

    def _apply_turn_action(
        self, kind: int, seat: int, a: int, b: int, c: int, ev: list[Event]
    ) -> None:
        """One of the 2 actions of the turn, and the boots' and weapons' follow-ups."""
        stack = self.stack
        if kind == TO:
            top = stack.pop()
            self._move_to(seat, a, self._boots_damage(self.pos[seat], top[1], top[2], a), ev)
        elif kind == REROLL:
            top = stack.pop()
            self._reroll(a)
            ev.append(_event("pd.event.reroll", {"seat": seat, "dice": _dice_text(self.combat)}))
            if top[2] > 1:
                stack.append((F_REROLL, top[1], top[2] - 1, top[3]))
            else:
                self._resolve_attack(seat, top[1], ev)
        elif kind == STAND:
            self._resolve_attack(seat, stack.pop()[1], ev)
        else:
            self.left -= 1
            if kind == MINE:
                stack.append((F_MINE,))
                ev.append(_event("pd.event.mine", {"seat": seat}))
            elif kind == STEP:
                self._move_to(seat, a, 1 if self.ground[a] == "M" else 0, ev)
            elif kind == REPAIR:
                self._repair_slot(seat, a, c)
                item = _term(self.inv[seat][a])
                ev.append(_event("pd.event.repair", {"seat": seat, "item": item}))
            elif kind == BOOTS:
                self._use_boots(seat, a, ev)
            elif kind == ATTACK:
                self._attack(seat, a, b, ev)
            elif kind == PICKAXE:
                self._use_pickaxe(seat, a, ev)

    def _apply_choice(self, kind: int, seat: int, a: int, b: int, c: int, ev: list[Event]) -> None:
        """A block taken, a chest, an item kept, a board revealed or not."""
        top = self.stack.pop()
        if kind == TAKE:
            if top[0] == F_PICK and top[1] > 1:
                self.stack.append((F_PICK, top[1] - 1))
            self._take(a, ev, True)
        elif kind == DONE:
            ev.append(_event("pd.event.done", {"seat": seat}))
        elif kind == CHEST:
            self._open_chest(top[1], ev)
        elif kind == NOCHEST:
            ev.append(_event("pd.event.nochest", {"seat": seat}))
        elif KEEP <= kind <= ENCHANT:
            self._gain_choice(seat, kind, a, b, c, ev)
        elif kind in (WOUND, WOUND_AUTO):
            self._wound(seat, a if kind == WOUND else -1, top, ev)
        elif kind == SIDE:
            self._repair_slot(seat, a, c)
            item = _term(self.inv[seat][a])
            mode = "@pd.mode." + MODE_NAMES[c]
            ev.append(_event("pd.event.side", {"seat": seat, "item": item, "mode": mode}))
        elif kind == REVEAL:
            self._reveal(ev)
            self._next_turn(ev)
        elif kind == GO_ON:
            ev.append(_event("pd.event.go-on", {"seat": seat}))
            self._next_turn(ev)

    def _settle(self, ev: list[Event]) -> None:
        """Run the automatic frames until a decision is needed (or the game ended)."""
        stack = self.stack
        while not self.end and stack:
            top = stack[-1]
            kind = top[0]
            if kind not in AUTOMATIC:
                break  # a decision
            if kind == F_ACTIONS:
                if self.left > 0:
                    break
                stack.pop()
                self._end_turn(ev)
            elif kind == F_MDIE:
                stack.pop()
                self._monster_die(ev)
            elif kind == F_ACTIVATE:
                mask = top[1]
                if mask & (mask - 1):
                    break
                stack.pop()
                self._activate(mask.bit_length() - 1, ev)
            elif kind == F_GAINDRAW:
                stack.pop()
                self._draw(top[1], ev)
            elif kind == F_FRAMEDRAW:
                stack.pop()
                self._frame_draw(top[1], ev)
            else:
                break
        if self.end:
            stack.clear()

    # -- the turn -----------------------------------------------------------------------

    def _place(self, seat: int, square: int, ev: list[Event]) -> None:
        self.pos[seat] = square
        ev.append(_event("pd.event.place", {"seat": seat, "square": shown(square)}))
        if seat + 1 < self.players:
            self.seat = seat + 1
        else:
            self.seat = 0
            self.stack[-1] = (F_ROLL,)

    def _roll(self, ev: list[Event]) -> None:
        x = self.rng.next64()
        face = x % 6
        self.mdie = MONSTER_FACES[x // 6 % 6]
        colour = FACE_COLOURS[face]
        self.bdie = colour
        self.combat = []
        self.left = 2
        ev.append(
            _event(
                "pd.event.roll",
                {"seat": self.seat, "block": FACE_TERMS[face], "value": self.mdie},
            )
        )
        stack = self.stack
        stack.append((F_ACTIONS,))
        stack.append((F_MDIE,))
        self._block_choice(colour, ev)

    def _block_choice(self, colour: int, ev: list[Event]) -> None:
        choices = self.die_choices(colour)
        if not choices:
            ev.append(_event("pd.event.no-block", {}))
        elif len(choices) == 1:
            self._take(choices[0], ev, False)
        else:
            self.stack.append((F_BLOCK, colour))

    def _take(self, cell: int, ev: list[Event], use: bool) -> None:
        """Take a block out of the cube: to be used (mined) or straight into the frame
        (the block die, a boss's attack: RULES.md A1)."""
        colour = self.cube[cell]
        cube = self.cube
        cube[cell] = -1
        avail = self.avail
        if avail is not None:
            # taking a block only opens faces: the block under it and its neighbours on
            # the layer may become available, no other block changes
            out = avail.copy()  # a new list: the old one may be shared by a clone
            if cell in out:
                out.remove(cell)
            grown = False
            for i in OPENED[cell]:
                # _is_available, inline: a block there, none above it, 2 sides open
                if cube[i] < 0 or (i >= 16 and cube[i - 16] >= 0) or i in avail:
                    continue
                open_sides = OUTSIDE[i]
                for j in SIDES[i]:
                    if cube[j] < 0:
                        open_sides += 1
                if open_sides >= 2:
                    out.append(i)
                    grown = True
            if grown:
                out.sort()
            self.avail = out
        self.layers[cell >> 4] -= 1
        name = COLOUR_TERMS[colour]
        if use:
            self.stack.append((F_USE, colour))
            ev.append(_event("pd.event.take", {"cell": shown(cell), "colour": name}))
        else:
            self.frame[colour] += 1
            ev.append(_event("pd.event.spend", {"cell": shown(cell), "colour": name}))
            self._check_cube(ev)

    def _use(self, kind: int, colour: int, a: int, ev: list[Event]) -> None:
        name = COLOUR_TERMS[colour]
        if kind == PIGLIN:
            self.pcol[a] = colour
            self.pfill[a] += 1
            ev.append(
                _event("pd.event.piglin", {"colour": name, "column": column_name(self.side, a)})
            )
        elif kind == BROWN:
            self.covered.append(a)
            self.ground[a] = "."
            ev.append(_event("pd.event.cover", {"square": shown(a)}))
        else:
            self.frame[colour] += 1
            if kind == RED:
                self.hp[a] = START_HP
                ev.append(_event("pd.event.heal", {"seat": a}))
            elif kind == GREY:
                self._repair_all(a, ev)
            elif kind == GOLD:
                ev.append(_event("pd.event.gold", {"seat": a}))
                self.stack.append((F_GAINDRAW, a))
            elif kind == BLACK:
                self._seed_netherite(a, ev)
            else:
                ev.append(_event("pd.event.waste", {"colour": name}))
        self._check_cube(ev)

    def _check_cube(self, ev: list[Event]) -> None:
        """The Piglin deadlines and the empty cube (once a block's use is settled)."""
        if self.end:
            return
        layers = self.layers
        if layers[0] and layers[1] and layers[2]:
            return  # no deadline reached, blocks left
        for m in range(3):
            if layers[m] == 0 and not self.mission_done(m):
                self._lose(END_PIGLIN, m, ev)
                return
        if not any(layers):
            self._lose(END_CUBE, 0, ev)

    def _lose(self, why: int, arg: int, ev: list[Event]) -> None:
        if self.end:
            return
        self.end = why
        self.end_arg = arg
        outcome = self.outcome()
        assert outcome is not None
        ev.append(_event(outcome.reason, dict(outcome.args)))

    def _seed_netherite(self, index: int, ev: list[Event]) -> None:
        self.supply.remove(index)
        deck = self.deck
        top = deck[-NETHERITE_DEPTH:]
        del deck[len(deck) - len(top) :]
        top.append(index)
        self.rng.shuffle_wide(top)
        deck.extend(top)
        ev.append(_event("pd.event.netherite", {"item": ITEM_TERMS[index]}))

    def _monster_die(self, ev: list[Event]) -> None:
        mpos = self.mpos
        mask = 0
        for m in NUMBERED[self.mdie]:
            if mpos[m] >= 0:
                mask |= 1 << m
        if self.boss_pos >= 0:
            mask |= 1 << BOSS_ID
        if mask & (mask - 1):
            self.stack.append((F_ACTIVATE, mask))  # the seat chooses the order
            return
        if mask:
            self._activate(mask.bit_length() - 1, ev)
            return
        if not self.queue:
            ev.append(_event("pd.event.no-spawn", {}))
            return
        squares = self.spawn_squares()
        if not squares:
            ev.append(_event("pd.event.no-spawn", {}))
        elif len(squares) == 1:
            self._spawn_at(self.queue[0], squares[0], ev)
        else:
            self.stack.append((F_SPAWN, self.queue[0]))

    def _spawn_at(self, m: int, square: int, ev: list[Event]) -> None:
        self.queue.remove(m)
        self.mpos[m] = square
        ev.append(_event("pd.event.spawn", {"monster": _mterm(m), "square": shown(square)}))

    def _activate(self, m: int, ev: list[Event]) -> None:
        sq, move, reach, flying = self._monster_stats(m)
        ev.append(_event("pd.event.activate", {"monster": MONSTER_TERMS[m]}))
        seen = self._in_range_squares(reach)  # the squares from which it hits someone
        if seen >> sq & 1:
            self._attack_from(m, self.in_range(sq, reach), ev)
            return
        paths = self._search(sq, flying, seen) if move else None  # = _free_paths(m)
        targets = self._nearest(reach, paths)[0] if paths else []
        if not targets:
            ev.append(_event("pd.event.stuck", {"monster": _mterm(m)}))
            return
        if len(targets) > 1 and len({self.pos[s] for s in targets}) > 1:
            mask = 0
            for s in targets:
                mask |= 1 << s
            self.stack.append((F_TARGET, m, mask))
            return
        self._move_attack(m, targets[0], ev, paths)

    def _move_attack(
        self, m: int, target: int, ev: list[Event], paths: Paths | None = None
    ) -> None:
        """Move monster ``m`` toward ``target`` (RULES.md A7): the end square is the one
        in range of the target with the shortest free path, then the nearest to the
        target (Manhattan), then the lowest number; it walks a shortest path to it (each
        step the neighbour nearest the target, then the lowest), up to its move,
        stopping as soon as any character is in range; then it attacks."""
        sq, move, reach, _fly = self._monster_stats(m)
        if paths is None:
            paths = self._free_paths(m, target)
        lay = self.layout
        masks = lay.masks
        within = masks.within[reach]
        tpos = self.pos[target]
        to_target = lay.apart[tpos]
        # the paths end with the first distance from which a character is in range, the
        # target's nearest: its squares in range are at that last distance
        length = len(paths) - 1
        cur = sq
        seen = self._in_range_squares(reach)  # the squares from which it hits someone
        ends = paths[-1] & within[tpos]
        if ends:
            way = _shortest_way(masks, paths, _nearest_to(ends, to_target))
            neighbours = masks.neighbours
            for step in range(1, min(move, length) + 1):
                ahead = neighbours[cur] & way[step]
                # mostly a single square: no choice to make
                cur = (
                    ahead.bit_length() - 1
                    if ahead & (ahead - 1) == 0
                    else _nearest_to(ahead, to_target)
                )
                if seen >> cur & 1:
                    break  # a character in range
        if cur != sq:
            if m == BOSS_ID:
                self.boss_pos = cur
            else:
                self.mpos[m] = cur
            ev.append(_event("pd.event.move", {"monster": MONSTER_TERMS[m], "square": shown(cur)}))
        if seen >> cur & 1:
            self._attack_from(m, self.in_range(cur, reach), ev)

    def _attack_stats(self, m: int) -> AttackStats:
        """(damage, all in range, ignore armour, push, damage an item, remove a block)."""
        if m == BOSS_ID:
            return BOSS_ATTACKS[self.boss_kind][self.boss_side][self.mdie - 1]
        return M_ATTACKS[m]

    def _attack_from(self, m: int, victims: list[int], ev: list[Event]) -> None:
        if self._attack_stats(m)[1]:
            self._hurt_each(m, victims, ev)
            return
        if len(victims) > 1:
            mask = 0
            for s in victims:
                mask |= 1 << s
            self.stack.append((F_VICTIM, m, mask))
            return
        self._hit(m, victims[0], ev)

    def _hurt_each(self, m: int, victims: list[int], ev: list[Event]) -> None:
        """An attack on everyone in range: each victim in turn (while one spreads its
        wounds, the others wait in its wound frame)."""
        damage, _all, ignore, _push, _item, _block = self._attack_stats(m)
        for i, v in enumerate(victims):
            rest = 0
            for w in victims[i + 1 :]:
                rest |= 1 << w
            if self._hurt(v, damage, ignore, ev, m, rest) or self.end:
                return

    def _hit(self, m: int, victim: int, ev: list[Event]) -> None:
        damage, _all, ignore, _push, _item, _block = self._attack_stats(m)
        if self._hurt(victim, damage, ignore, ev, m) or self.end:
            return
        self._hit_effects(m, victim, ev)

    def _hit_effects(self, m: int, victim: int, ev: list[Event]) -> None:
        """What a hit does once its wounds are taken: push, damage an item, remove a block."""
        _damage, _all, _ignore, push, item, block = self._attack_stats(m)
        if push:
            squares = self.push_squares(self.pos[victim])
            if len(squares) > 1:
                self.stack.append((F_PUSH, victim))
            elif squares:
                self._push_to(victim, squares[0], ev)
        elif item:
            inv = self.inv[victim]
            up = [i for i in range(len(inv)) if not inv[i] & DAMAGED]
            if len(up) > 1:
                self.stack.append((F_WRECK, victim))
            elif up:
                self._wreck(victim, up[0], ev)
        elif block:
            self._block_choice(ANY, ev)

    def _hurt(
        self, seat: int, damage: int, ignore: bool, ev: list[Event], m: int = -1, rest: int = 0
    ) -> bool:
        """Damage (from monster ``m``, -1 the ground): the armours' hearts first, then the
        life track; 0 HP loses the game. When spreading it over several armours is a real
        choice, the seat hit makes it (RULES.md A6): a wound frame, True (what the hit
        does next waits in it: ``rest``, the other seats an attack on all still hurts)."""
        if m >= 0:
            ev.append(
                _event("pd.event.hurt", {"monster": _mterm(m), "seat": seat, "damage": damage})
            )
        else:
            ev.append(_event("pd.event.magma", {"seat": seat, "damage": damage}))
        if ignore:
            self._take_wounds(seat, damage, ev, armour=False)
            return False
        if self._wound_choice(seat, damage):
            self.stack.append((F_WOUND, seat, damage, m if m >= 0 else NO_SOURCE, rest))
            return True
        self._take_wounds(seat, damage, ev)
        return False

    def _wound_choice(self, seat: int, damage: int) -> bool:
        """Whether two spreads of ``damage`` over the seat's armours leave it different
        armours (identical armours are interchangeable): with one armour, or damage
        that empties them all, there is nothing to choose."""
        armours = [item for item in self.inv[seat] if item >> 8 & 15 and not item & DAMAGED]
        if len(armours) < 2 or damage >= sum(item >> 8 & 15 for item in armours):
            return False
        first = None
        for spread in _spreads(armours, damage):
            if first is None:
                first = spread
            elif spread != first:
                return True
        return False

    def _take_wounds(self, seat: int, left: int, ev: list[Event], armour: bool = True) -> None:
        """``left`` wounds: the armours' hearts first, the emptiest armour first (the
        suggestion, and the only way when there is no choice), then the life track; an
        emptied armour is damaged; 0 HP loses the game."""
        inv = self.inv[seat]
        while left and armour:
            best = -1
            low = 99
            for slot, item in enumerate(inv):
                if item & DAMAGED:
                    continue
                hearts = item >> 8 & 15
                if hearts and hearts < low:
                    low = hearts
                    best = slot
            if best < 0:
                break
            take = min(left, low)
            left -= take
            item = inv[best] - (take << 8)
            if not item >> 8 & 15:
                item |= DAMAGED
            inv[best] = item
        self.hp[seat] = max(0, self.hp[seat] - left)
        if self.hp[seat] <= 0:
            self._lose(END_HP, seat, ev)

    def _wound(self, seat: int, slot: int, frame: tuple[int, ...], ev: list[Event]) -> None:
        """The seat hit takes one heart off the armour in ``slot`` (-1: every wound left
        as suggested); asked again while the rest is still a choice, then the hit goes
        on."""
        _kind, _seat, left, m, rest = frame
        if slot >= 0:
            inv = self.inv[seat]
            item = inv[slot] - (1 << 8)
            if not item >> 8 & 15:
                item |= DAMAGED
            inv[slot] = item
            left -= 1
            ev.append(_event("pd.event.wound", {"seat": seat, "item": _term(item)}))
            if left and self._wound_choice(seat, left):
                self.stack.append((F_WOUND, seat, left, m, rest))
                return
        else:
            ev.append(_event("pd.event.wound-auto", {"seat": seat}))
        self._take_wounds(seat, left, ev)
        if self.end or m == NO_SOURCE:
            return
        if self._attack_stats(m)[1]:
            self._hurt_each(m, bits(rest, self.players), ev)
        else:
            self._hit_effects(m, seat, ev)

    def _push_to(self, seat: int, square: int, ev: list[Event]) -> None:
        self.pos[seat] = square
        ev.append(_event("pd.event.push", {"seat": seat, "square": shown(square)}))
        if self.ground[square] == "M":
            self._hurt(seat, 1, False, ev)

    def _wreck(self, seat: int, slot: int, ev: list[Event]) -> None:
        item = self.inv[seat][slot]
        self.inv[seat][slot] = (item | DAMAGED) & ~(15 << 8)
        ev.append(_event("pd.event.wreck", {"seat": seat, "item": _term(item)}))

    def _repair_all(self, seat: int, ev: list[Event]) -> None:
        """A grey block: every item of ``seat`` repaired, every armour full; the owner of
        leggings it repairs may turn them (RULES.md A15), lowest slot first."""
        inv = self.inv[seat]
        turn = [slot for slot, item in enumerate(inv) if _mended_leggings(item)]
        for slot in range(len(inv)):
            self._repair_slot(seat, slot, 0)
        ev.append(_event("pd.event.repair-all", {"seat": seat}))
        for slot in reversed(turn):
            self.stack.append((F_SIDE, seat, slot))

    def _repair_slot(self, seat: int, slot: int, mode: int) -> None:
        item = self.inv[seat][slot]
        index = item & 127
        if mode:
            item = item & ~(3 << 12) | mode << 12
        item &= ~DAMAGED & ~(15 << 8)
        ik = I_KIND[index]
        if ik == IK_ARMOUR or (ik == IK_LEGGINGS and item >> 12 & 3 == MODE_ARMOUR):
            item |= I_HEARTS[index] << 8
        self.inv[seat][slot] = item

    def _move_to(self, seat: int, square: int, damage: int, ev: list[Event]) -> None:
        self.pos[seat] = square
        ev.append(_event("pd.event.walk", {"seat": seat, "square": shown(square)}))
        if square in self.chests:
            self.stack.append((F_CHEST, square))  # under the wounds, if they are a choice
        if damage:
            self._hurt(seat, damage, False, ev)

    def _use_boots(self, seat: int, slot: int, ev: list[Event]) -> None:
        item = self.inv[seat][slot]
        index = item & 127
        ench = item >> 14
        points = I_MOVE[index] + (2 if ench & E_SPEED else 0)
        ignore = 1 if I_IGNORE[index] or ench & E_WALKER else 0
        self.inv[seat][slot] = item | DAMAGED
        self.stack.append((F_TO, points, ignore, slot))
        ev.append(_event("pd.event.boots", {"seat": seat, "item": _term(item), "points": points}))

    def _attack(self, seat: int, slot: int, target: int, ev: list[Event]) -> None:
        item = self.inv[seat][slot]
        index = item & 127
        ench = item >> 14
        dice = I_DICE[index]
        rerolls = 0
        if I_KIND[index] == IK_SWORD:
            dice += 1 if ench & E_SHARPNESS else 0
            rerolls = I_REROLL[index] + (1 if ench & E_REROLL else 0)
        else:
            dice += 1 if ench & E_POWER else 0
        self.inv[seat][slot] = item | DAMAGED
        x = self.rng.next64()
        rolled = []
        for _ in range(dice):
            x, face = divmod(x, 6)
            rolled.append(COMBAT_FACES[face])
        rolled.sort()
        self.combat = rolled
        ev.append(
            _event(
                "pd.event.attack",
                {
                    "seat": seat,
                    "item": _term(item),
                    "monster": _mterm(target),
                    "dice": _dice_text(rolled),
                },
            )
        )
        if rerolls:
            self.stack.append((F_REROLL, target, rerolls, slot))
        else:
            self._resolve_attack(seat, target, ev)

    def _reroll(self, mask: int) -> None:
        x = self.rng.next64()
        dice = self.combat
        for i in range(len(dice)):
            if mask >> i & 1:
                x, face = divmod(x, 6)
                dice[i] = COMBAT_FACES[face]
        dice.sort()

    def _resolve_attack(self, seat: int, target: int, ev: list[Event]) -> None:
        hits = sum(self.combat)
        if target == BOSS_ID:
            self.boss_hp = max(0, self.boss_hp - hits)
            ev.append(_event("pd.event.boss-hit", {"hits": hits, "hp": self.boss_hp}))
            if self.boss_hp <= 0:
                self.end = END_WON
                ev.append(_event("pd.outcome.won", {}))
            return
        if hits >= K_HP[M_KIND[target]]:
            self.mpos[target] = -1
            self.queue.append(target)
            ev.append(_event("pd.event.defeat", {"monster": _mterm(target), "hits": hits}))
            self.stack.append((F_GAINDRAW, seat))
        else:
            ev.append(_event("pd.event.miss", {"monster": _mterm(target), "hits": hits}))

    def _use_pickaxe(self, seat: int, slot: int, ev: list[Event]) -> None:
        item = self.inv[seat][slot]
        index = item & 127
        self.inv[seat][slot] = item | DAMAGED
        ev.append(_event("pd.event.pickaxe", {"seat": seat, "item": _term(item)}))
        if I_BLOCKS[index]:
            self.stack.append((F_PICK, I_BLOCKS[index]))
        if I_FRAME[index]:
            self.stack.append((F_FRAMEDRAW, I_FRAME[index]))

    def _frame_draw(self, n: int, ev: list[Event]) -> None:
        """Draw ``n`` used blocks at random from the frame; each is used in turn."""
        frame = self.frame
        drawn = []
        for _ in range(n):
            total = sum(frame)
            if not total:
                break
            x = self.rng.below(total)
            colour = 0
            while x >= frame[colour]:
                x -= frame[colour]
                colour += 1
            frame[colour] -= 1
            drawn.append(colour)
        for colour in reversed(drawn):
            self.stack.append((F_USE, colour))
        ev.append(
            _event(
                "pd.event.frame-draw",
                {"colours": [COLOUR_TERMS[c] for c in drawn] or ["-"]},
            )
        )

    def _open_chest(self, square: int, ev: list[Event]) -> None:
        self.chests.remove(square)
        self.tokens += 1
        ev.append(_event("pd.event.chest", {"seat": self.seat}))
        players = self.players
        for k in reversed(range(players)):
            self.stack.append((F_GAINDRAW, (self.seat + k) % players))

    def _draw(self, seat: int, ev: list[Event]) -> None:
        """Draw 2 items (the discard pile reshuffled, without starting items, when the
        deck runs out)."""
        deck = self.deck
        drawn = []
        for _ in range(2):
            if not deck and self.discard:
                deck.extend(self.discard)
                self.discard.clear()
                self.rng.shuffle_wide(deck)
                ev.append(_event("pd.event.reshuffle", {}))
            if not deck:
                break
            drawn.append(deck.pop())
        if not drawn:
            ev.append(_event("pd.event.no-item", {"seat": seat}))
            return
        self.drawn = drawn
        self.stack.append((F_GAIN, seat))
        ev.append(
            _event(
                "pd.event.draw",
                {"seat": seat, "items": [ITEM_TERMS[i] for i in drawn]},
            )
        )

    def _discard_item(self, item: int) -> None:
        index = item & 127
        if I_STARTING[index]:
            self.boxed.append(index)
        else:
            self.discard.append(index)
        ench = item >> 14
        for e in range(len(ENCHANTS)):
            if ench >> e & 1:
                self.discard.append(ENCHANT_ITEM[e])

    def _gain_choice(self, seat: int, kind: int, a: int, b: int, c: int, ev: list[Event]) -> None:
        drawn = self.drawn
        self.drawn = []
        if kind == DISCARD:
            self.discard.extend(drawn)
            ev.append(_event("pd.event.discard", {"seat": seat}))
            return
        index = drawn.pop(a)
        self.discard.extend(drawn)
        inv = self.inv[seat]
        ev.append(_event("pd.event.keep", {"seat": seat, "item": ITEM_TERMS[index]}))
        if kind == ENCHANT:
            item = inv[b] | I_ENCHANT[index] << 14
            inv[b] = item & ~DAMAGED  # an enchanted damaged item is repaired
            if c:
                self._repair_slot(seat, b, c)  # leggings so repaired: the side chosen (A15)
            return
        new = index | c << 12
        if I_KIND[index] == IK_ARMOUR or (I_KIND[index] == IK_LEGGINGS and c == MODE_ARMOUR):
            new |= I_HEARTS[index] << 8
        if kind == KEEP:
            inv.append(new)
        else:
            self._discard_item(inv[b])
            inv[b] = new

    def _end_turn(self, ev: list[Event]) -> None:
        b = self.next_board()
        if b >= 0:
            lay = self.layout
            edge = lay.boards[b].col - 1
            col = lay.col
            for p in self.pos:
                if p >= 0 and col[p] == edge:  # a character next to the next board
                    portal = b == len(self.revealed) - 1
                    if not portal or all(self.mission_done(m) for m in range(3)):
                        self.stack.append((F_REVEAL,))
                        return
                    break
        self._next_turn(ev)

    def _next_turn(self, ev: list[Event]) -> None:
        self.seat = (self.seat + 1) % self.players
        self.stack.append((F_ROLL,))
        ev.append(_event("pd.event.turn", {"seat": self.seat}))

    def _reveal(self, ev: list[Event]) -> None:
        b = self.next_board()
        self.revealed[b] = True
        lay = self.layout
        for s in lay.squares_of[b]:
            self.ground[s] = lay.terrain[s]
        place = lay.boards[b]
        if place.kind == "portal":
            boss = BOSSES[BOSS_KINDS[self.boss_kind], BOSS_SIDES[self.boss_side]]
            self.boss_pos = lay.portal
            self.boss_hp = min(self.boss_hp, boss.hp)
            ev.append(_event("pd.event.portal", {"boss": "@pd.boss." + BOSS_KINDS[self.boss_kind]}))
            return
        ev.append(_event("pd.event.reveal", {"board": place.id or ""}))
        for s in lay.chests[b]:
            if self.tokens:
                self.tokens -= 1
                self.chests.append(s)
        for s, _n in lay.spawners[b]:
            if self.queue:
                m = self.queue.pop(0)
                self.mpos[m] = s
                ev.append(_event("pd.event.spawn", {"monster": _mterm(m), "square": shown(s)}))

    # -- actions ------------------------------------------------------------------------

    def action_seat(self, action: int) -> int:
        return seat_of(action)

    def consumes_chance(self, action: int) -> bool:
        """An action reveals something when it rolls, draws, shuffles, takes a block
        (the blocks under it may show) or reveals a board: found by playing it."""
        kind = kind_of(action)
        if kind in (ROLL, REROLL, REVEAL, BLOCK, TAKE, CHEST, GOLD, BLACK, ATTACK):
            return True
        if action not in self.legal_actions():
            return False
        copy = _look_ahead_copy(self)
        copy.apply(action)
        return (
            copy.rng.state != self.rng.state
            or len(copy.deck) != len(self.deck)
            or sum(copy.layers) != sum(self.layers)
            or copy.revealed != self.revealed
        )

    # -- copies ----------------------------------------------------------------------

    def _derive(self) -> None:
        self.layout = layout_for(self.path)
        self.avail = None

    def resample(self, seat: int | None, rng: Rng) -> PortalState:
        """Redraw what nobody sees: the deck order, the colours of the hidden blocks of
        the cube, the face-down path boards (drawn among the 8 boards less the revealed
        ones: a board left in the box is as likely as one face down), and the random
        stream. Each is redrawn from a sorted order, so the result depends on what the
        seat sees alone."""
        new = self.clone()
        new._legal = None
        new.rng = rng.fork()
        reshuffle(rng, new.deck, wide=True)
        hidden = [i for i in range(64) if new.cube[i] >= 0 and not new.visible(i)]
        colours = [new.cube[i] for i in hidden]
        reshuffle(rng, colours, wide=True)
        for i, colour in zip(hidden, colours, strict=True):
            new.cube[i] = colour
        path = list(new.path)
        down = [k for k in range(len(path)) if not new.revealed[k + 1]]
        if down:
            shown = {path[k] for k in range(len(path)) if new.revealed[k + 1]}
            pool = [b for b in PATH_BOARDS if b not in shown]
            rng.shuffle_wide(pool)
            for k, b in zip(down, pool, strict=False):
                path[k] = b
            new.path = tuple(path)
            new.layout = layout_for(new.path)
        return new


# consumes_chance plays the action on a copy made by the clone compiled from the fields,
# taken once here: the look-ahead never plays on the state itself, whatever replaces clone()
_look_ahead_copy = PortalState.clone

ENCHANTS_BIT_INDEX: dict[int, int] = {1 << e: e for e in range(len(ENCHANTS))}


# a search of a monster's moves: the squares it reaches at each distance, as int sets of
# squares (path.search)
Paths = list[int]


def _nearest_to(squares: int, apart: tuple[int, ...]) -> int:
    """Of a set of squares, the nearest by ``apart`` (orthogonal distances), then the
    lowest."""
    best = (1 << 30, 0)
    while squares:
        low = squares & -squares
        s = low.bit_length() - 1
        squares ^= low
        if (apart[s], s) < best:
            best = (apart[s], s)
    return best[1]


def _shortest_way(masks: Masks, paths: Paths, end: int) -> list[int]:
    """The squares on the shortest paths from the start of ``paths`` to ``end``, per
    distance: back from ``end``, at each distance the squares next to the way one step
    farther."""
    right, left, cols = masks.right, masks.left, masks.cols
    length = len(paths) - 1
    way = [0] * (length + 1)
    w = way[length] = 1 << end
    for k in range(length - 1, 0, -1):
        w = (((w & right) << 1) | ((w & left) >> 1) | (w << cols) | (w >> cols)) & paths[k]
        way[k] = w
    return way


@lru_cache(maxsize=64)
def column_name(side: str, column: int) -> str:
    """``A1``: the mission letter and the column's number (from 1) in it."""
    cols = piglin_columns(side)
    mission = cols[column][0]
    first = next(c for c, (m, _s) in enumerate(cols) if m == mission)
    return f"{NAMES[mission]}{column - first + 1}"


def _spreads(armours: list[int], damage: int) -> Iterator[tuple[int, ...]]:
    """Every way of taking ``damage`` hearts off ``armours`` (packed items; all of it
    taken), as the armours left, sorted (identical armours are interchangeable)."""
    if not armours:
        if not damage:
            yield ()
        return
    first, others = armours[0], armours[1:]
    hearts = first >> 8 & 15
    room = sum(item >> 8 & 15 for item in others)
    for take in range(max(0, damage - room), min(hearts, damage) + 1):
        item = first - (take << 8)
        if take == hearts:
            item |= DAMAGED
        for tail in _spreads(others, damage - take):
            yield tuple(sorted((item, *tail)))


def _mended_leggings(item: int) -> bool:
    """Leggings a repair mends: damaged, or worn as armour and missing hearts."""
    index = item & 127
    if I_KIND[index] != IK_LEGGINGS:
        return False
    if item & DAMAGED:
        return True
    return item >> 12 & 3 == MODE_ARMOUR and (item >> 8 & 15) < I_HEARTS[index]


def shown(square: int) -> int:
    """A square's (or a cube cell's) number in texts a person reads: counted from 1, as
    people count (the index counts from 0)."""
    return square + 1


def _event(msg: str, args: dict[str, Any]) -> Event:
    """``Event(msg, args)``, the same tuple built faster: a NamedTuple's own constructor
    is a Python ``__new__`` reached through ``type.__call__``, costly at about two
    events an action."""
    return _new_tuple(Event, (msg, args, None))


_new_tuple = tuple.__new__


def _term(item: int) -> str:
    return ITEM_TERMS[item & 127]


def _mterm(m: int) -> str:
    return MONSTER_TERMS[m]


def _dice_text(dice: list[int]) -> str:
    return " ".join(map(str, dice)) or "-"


# -- setup ----------------------------------------------------------------------------------


def blank_state(
    game: Game[Any],
    config: dict[str, Any],
    rng: Rng,
    path: tuple[str, ...],
    setup: Setup | None = None,
) -> PortalState:
    """A state with the path laid out and everything else empty (``setup``: the
    configuration's material, if known)."""
    state = PortalState.__new__(PortalState)
    state.game = game
    state.config = config
    state.rng = rng
    state._legal = None
    players = config["players"]
    if setup is None:
        setup = resolve(config)
    state.layout = layout_for(path)
    state.path = path
    nboards = len(path) + 2
    state.revealed = [True] + [False] * (nboards - 1)
    state.ground = list(state.layout.start_ground)
    state.covered = []
    state.chests = []
    state.tokens = CHEST_TOKENS
    state.pos = [-1] * players
    state.hp = [START_HP] * players
    state.inv = [[] for _ in range(players)]
    state.mpos = [-1] * M_COUNT
    state.queue = []
    state.used_kinds = used_kinds(setup.extra)
    state.boss_kind = BOSS_KINDS.index(setup.boss)
    state.boss_side = BOSS_SIDES.index(setup.side)
    state.boss_hp = BOSSES[setup.boss, setup.side].hp
    state.boss_pos = -1
    state.cube = [-1] * 64
    state.avail = None
    state.layers = [0, 0, 0, 0]
    state.frame = [0] * 5
    state.side = side_for(players)
    ncols = len(piglin_columns(state.side))
    state.pcol = [-1] * ncols
    state.pfill = [0] * ncols
    state.deck = []
    state.discard = []
    state.supply = list(NETHERITE_ITEMS)
    state.boxed = []
    state.drawn = []
    state.bdie = -1
    state.mdie = 0
    state.combat = []
    state.seat = 0
    state.left = 0
    state.stack = [(F_PLACE,)]
    state.end = END_NONE
    state.end_arg = 0
    return state


@lru_cache(maxsize=16)
def used_kinds(extra: tuple[str, ...]) -> int:
    """The bits (M_KINDS) of the monster kinds in a game with these extra kinds."""
    kinds = {*BASE_KINDS, *extra}
    return sum(1 << k for k, name in enumerate(M_KINDS) if name in kinds)


def starting_inventory() -> list[int]:
    inv = []
    for index in STARTING_SET:
        item = index
        if I_KIND[index] == IK_ARMOUR:
            item |= I_HEARTS[index] << 8
        elif I_KIND[index] == IK_LEGGINGS:
            item |= MODE_BOOTS << 12
        inv.append(item)
    return inv


STARTING_INVENTORY: tuple[int, ...] = tuple(starting_inventory())
# the cube at setup, before its shuffle, and its available blocks (the 4 top corners)
FULL_CUBE: tuple[int, ...] = tuple(c for c in range(5) for _ in range(CUBE_COUNTS[c]))
FULL_AVAILABLE: tuple[int, ...] = tuple(i for i in range(64) if _is_available([0] * 64, i))


def reveal_board(state: PortalState, b: int) -> None:
    """Turn board ``b`` face up (setup and notation): its squares only."""
    state.revealed[b] = True
    lay = state.layout
    ground = state.ground
    terrain = lay.terrain
    for s in lay.squares_of[b]:
        ground[s] = terrain[s]
    for s in state.covered:
        ground[s] = "."


def new_game(
    game: Game[Any], config: dict[str, Any], rng: Rng, path: tuple[str, ...] | None = None
) -> PortalState:
    """Setup (rulebook §I): path boards at random, the first revealed with a magma cube
    on spawner 1, a ghast on 2, an enderman on 3, the rest of the monsters in the queue
    (extra spawners filled from it), a chest on each chest square, the cube at random,
    the item deck shuffled, the 5 starting items, 6 hearts and 1 on the tunic. ``path``
    (the notation's) replaces the boards drawn."""
    setup = resolve(config)
    ids = list(PATH_BOARDS)
    rng.shuffle_wide(ids)
    if path is None:
        path = tuple(ids[: setup.boards])
    state = blank_state(game, config, rng, path, setup)
    reveal_board(state, 1)
    cube = list(FULL_CUBE)
    rng.shuffle_wide(cube)
    state.cube = cube
    state.avail = list(FULL_AVAILABLE)
    state.layers = [16, 16, 16, 16]
    lay = state.layout
    spawners = lay.spawners[1]
    first: list[int] = []
    rest: list[int] = []
    for k, name in enumerate(M_KINDS):
        if not state.used_kinds >> k & 1:
            continue
        copies = [k * 3 + i for i in range(3)]
        if name in FIRST_SPAWNS:
            pick = copies[rng.below(3)]
            first.append(pick)
            copies.remove(pick)
        rest.extend(copies)
    rng.shuffle_wide(rest)
    for (square, _n), m in zip(spawners, first, strict=False):
        state.mpos[m] = square
    state.queue = rest
    for square, _n in spawners[3:]:
        if state.queue:
            state.mpos[state.queue.pop(0)] = square
    for square in lay.chests[1]:
        state.chests.append(square)
        state.tokens -= 1
    state.inv = [list(STARTING_INVENTORY) for _ in range(state.players)]
    deck = list(WHITE_ITEMS)
    rng.shuffle_wide(deck)
    state.deck = deck
    return state


__all__ = ["KIND_NAMES", "MODE_NAMES", "PortalState", "new_game", "pack"]
