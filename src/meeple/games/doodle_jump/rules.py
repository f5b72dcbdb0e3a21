"""Doodle Jump's rules: :class:`JumpState`, one position of a game.

A turn: ``roll`` (every die), then in ``play`` jump to a reachable pad with dice adding
up to its number, use the special die (reroll, slide a board, move a board to the top),
or (expert) shoot a UFO or monster; after each jump or special action ``decide`` to
``continue`` (reroll the unused dice) or ``stop``. A roll that allows nothing means a
``fall`` (or a shield). Landing on a trampoline or spring gives a ``bounce``. The first
Doodler to arrive on a pad of the top level from below wins. See RULES.md.

This module is a leaf of the game's package: the view and the notation read the state,
the package's ``__init__`` wires them to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.engine import Event, Game, Outcome, Rng, State
from meeple.engine.deck import reshuffle
from meeple.engine.fields import DERIVED, INT, LIST, LISTS, TUPLE, Field, field_names
from meeple.engine.i18n import player_name
from meeple.games.doodle_jump.actions import (
    BOUNCE,
    CONTINUE,
    FALL,
    HAT,
    JUMP,
    KIND_NAMES,
    MOVE,
    NONE,
    REROLL,
    RIGHT,
    ROCKET,
    ROLL,
    SHIELD,
    SHOES,
    SHOOT,
    SLIDE,
    STOP,
    TILE,
)
from meeple.games.doodle_jump.components import (
    BOARD_LETTERS,
    MAX_TURNS,
    NUMBER_DICE,
    OBSTACLE_TILES,
    POWER_TILES,
    SETUP_SLOTS,
    SPECIAL_FACES,
    TWO_PLAYER_DICE,
)
from meeple.games.doodle_jump.layout import DEFAULT_LAYOUT, Layout, layout_from

PHASE_ROLL = 0
PHASE_PLAY = 1
PHASE_DECIDE = 2
PHASE_FALL = 3
PHASE_TRAMPOLINE = 4
PHASE_OVER = 5
PHASE_NAMES = ("roll", "play", "decide", "fall", "trampoline", "over")

VARIANTS = ("base", "expert")  # by ``JumpState.variant``

# Tile kinds (0: none).
TRAMPOLINE = 1
SPRING = 2
SHIELD_TILE = 3
SHOES_TILE = 4
HAT_TILE = 5
ROCKET_TILE = 6
UFO = 7
MONSTER = 8
BLACK_HOLE = 9
TILE_NAMES = (
    "",
    "trampoline",
    "spring",
    "shield",
    "shoes",
    "hat",
    "rocket",
    "ufo",
    "monster",
    "black-hole",
)
TILE_BY_NAME = {name: kind for kind, name in enumerate(TILE_NAMES) if name}
POWER_KINDS = frozenset(range(1, 7))
OBSTACLE_KINDS = frozenset((UFO, MONSTER, BLACK_HOLE))

# Special die faces (0: not rolled). 1 and 2 count as numbers.
FACE_ONE = 1
FACE_TWO = 2
FACE_REROLL = 3
FACE_SLIDE = 4
FACE_MOVE = 5
FACE_NAMES = ("-", "1", "2", "reroll", "slide", "move")
FACE_BY_NAME = {name: face for face, name in enumerate(FACE_NAMES) if face}
FACES: tuple[int, ...] = tuple(FACE_BY_NAME[name] for name in SPECIAL_FACES)

REASON_NONE = 0
REASON_TOP = 1
REASON_TIME = 2

SPECIAL = 32  # the special die's bit in a dice set

# Dice sets by the values the dice show, the 5 number dice sorted by value (1,386
# keys at most: a small cache): for each sum, the sets adding up to it, as masks over
# the *sorted* positions (bit 5: the special die). ``remap(order)`` turns such a mask
# into the real dice set, shifted to bits 12-17 of an action.
_SUBSETS: dict[tuple[int, ...], dict[int, tuple[int, ...]]] = {}
_REMAP: dict[tuple[int, ...], tuple[int, ...]] = {}


def subsets(values: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    table = _SUBSETS.get(values)
    if table is None:
        sums = [0] * 64
        found: dict[int, list[int]] = {}
        live = 0
        for i, value in enumerate(values):
            if value:
                live |= 1 << i
        for mask in range(1, 64):
            if mask & ~live:
                continue
            low = mask & -mask
            total = sums[mask] = sums[mask ^ low] + values[low.bit_length() - 1]
            found.setdefault(total, []).append(mask)
        table = _SUBSETS[values] = {total: tuple(masks) for total, masks in found.items()}
    return table


def remap(order: tuple[int, ...]) -> tuple[int, ...]:
    """Masks over sorted positions -> real dice sets (shifted), for one sorting order."""
    table = _REMAP.get(order)
    if table is None:
        out = []
        for mask in range(64):
            real = SPECIAL if mask & SPECIAL else 0
            for j in range(5):
                if mask >> j & 1:
                    real |= 1 << order[j]
            out.append(real << 12)
        table = _REMAP[order] = tuple(out)
    return table


def jump_table(values: tuple[int, ...]) -> tuple[dict[int, tuple[int, ...]], tuple[int, ...]]:
    """For the six dice values (0: used or absent; index 5 the special die's 1 or 2):
    the sets by sum, over sorted positions, and the remap to real dice sets."""
    order = sorted(range(5), key=values.__getitem__)
    a, b, c, d, e = order
    key = (values[a], values[b], values[c], values[d], values[e], values[5])
    return subsets(key), remap((a, b, c, d, e))


# -- the state's fields ----------------------------------------------------------------------


def _dump_tiles(tiles: dict[int, int]) -> list[list[int]]:
    return [[q, tiles[q]] for q in sorted(tiles)]


def _load_tiles(data: list[list[int]]) -> dict[int, int]:
    return {int(q): int(kind) for q, kind in data}


def _dump_layout(layout: Layout) -> list[list[list[int]]] | None:
    return None if layout.default else layout.to_json()


def _load_layout(data: list[list[list[int]]] | None) -> Layout:
    return DEFAULT_LAYOUT if data is None else layout_from(data)


FIELDS = (
    # the boards' pads, shared by clones (null in the JSON: the data file's)
    Field("layout", dump=_dump_layout, load=_load_layout),
    LIST("order"),  # board index per slot (index 0 = slot 1, the bottom)
    LIST("offset"),  # per board: -1, 0 or +1
    LIST("pos"),  # per seat: pad code, or -1 at the start
    # pad code -> tile kind, written as sorted [pad, kind] pairs
    Field("tiles", copy=dict.copy, dump=_dump_tiles, load=_load_tiles, copy_code="{}.copy()"),
    LISTS("held"),  # per seat: tile kinds, in the order taken
    LIST("bag"),  # tile kinds; the top is the last one
    LIST("dice"),  # the 5 number dice (0: not rolled, or not in play with 2 players)
    INT("special"),  # the special die's face (0: not rolled)
    INT("used"),  # dice set aside this turn (bit i: die i+1; bit 5: special)
    INT("seat"),
    Field("phase", dump=PHASE_NAMES.__getitem__, load=PHASE_NAMES.index),
    INT("turns"),  # the turn number, from 1
    TUPLE("first_rolls"),  # the die each seat rolled for the first turn
    INT("winner"),  # -1: none yet
    INT("reason"),
    # derived (see _derive): slot index (0-7) per board, a new list whenever the order
    # changes (so clones share it); the dice in play (bits); 1 in the expert variant
    DERIVED("slot"),
    DERIVED("avail"),
    DERIVED("variant"),
)


class JumpState(State):
    FIELDS = FIELDS
    __slots__ = field_names(FIELDS)

    layout: Layout
    order: list[int]
    slot: list[int]
    offset: list[int]
    pos: list[int]
    tiles: dict[int, int]
    held: list[list[int]]
    bag: list[int]
    dice: list[int]
    special: int
    used: int
    avail: int
    seat: int
    phase: int
    turns: int
    first_rolls: tuple[int, ...]
    winner: int
    reason: int
    variant: int

    def _derive(self) -> None:
        self.index_slots()
        ndice = TWO_PLAYER_DICE if self.players == 2 else NUMBER_DICE
        self.avail = (1 << ndice) - 1 | SPECIAL
        self.variant = VARIANTS.index(self.config.get("variant", "base"))

    def index_slots(self) -> None:
        """Set ``slot`` from ``order`` (a new list: clones share the old one)."""
        slot = [0] * 8
        for s, b in enumerate(self.order):
            slot[b] = s
        self.slot = slot

    # -- the contract -------------------------------------------------------------------

    def to_move(self) -> int | None:
        return None if self.phase == PHASE_OVER else self.seat

    def outcome(self) -> Outcome | None:
        if self.phase != PHASE_OVER:
            return None
        winner = self.winner
        heights = self.heights()
        others = sorted((s for s in range(self.players) if s != winner), key=lambda s: -heights[s])
        scores = tuple(1 if s == winner else 0 for s in range(self.players))
        reason = "dj.outcome.time" if self.reason == REASON_TIME else "dj.outcome.winner"
        return Outcome(
            reason,
            scores=scores,
            ranking=(winner, *others),
            args={"seat": winner, "turns": MAX_TURNS},
        )

    def heights(self) -> list[int]:
        """Per seat: the slot (1-8) of its Doodler's pad, 0 at the start."""
        board = self.layout.board
        slot = self.slot
        return [0 if p < 0 else slot[board[p]] + 1 for p in self.pos]

    def describe_turn(self, lang: str = "en") -> str:
        if self.phase == PHASE_OVER:
            return super().describe_turn(lang)
        return f"{player_name(self.seat, lang)} is to act in phase {PHASE_NAMES[self.phase]}"

    def abs_col(self, code: int) -> int:
        layout = self.layout
        return layout.col[code] + self.offset[layout.board[code]]

    def reach(self) -> tuple[int, ...]:
        """The pads the current Doodler can jump to (dice aside)."""
        p = self.pos[self.seat]
        layout = self.layout
        if p < 0:
            return layout.board_pads[self.order[0]]
        up = self.up_pads(p)
        side = layout.side[p]
        return side + up if up else side

    def up_pads(self, p: int) -> tuple[int, ...]:
        """The pads of the next level up a Doodler on pad ``p`` can jump to."""
        b = self.layout.board[p]
        s = self.slot[b]
        if s == 7:
            return ()
        c = self.order[s + 1]
        offset = self.offset
        return self.layout.up[(p * 8 + c) * 5 + offset[c] - offset[b] + 2]

    def _legal_actions(self) -> list[int]:
        phase = self.phase
        base = self.seat << 4
        if phase == PHASE_PLAY:
            acts = self._play_options()
            if self.held[self.seat]:
                self._kept(acts, base)
            return acts
        if phase == PHASE_DECIDE:
            acts = [CONTINUE | base, STOP | base] if self.avail & ~self.used else [STOP | base]
            if self.held[self.seat]:
                self._kept(acts, base)
            return acts
        if phase == PHASE_ROLL:
            acts = [ROLL | base]
            if self.held[self.seat]:
                self._kept(acts, base)
            return acts
        if phase == PHASE_FALL:
            if SHIELD_TILE in self.held[self.seat] and self.pos[self.seat] >= 0:
                return [FALL | base, SHIELD | base]
            return [FALL | base]
        if phase == PHASE_TRAMPOLINE:
            p = self.pos[self.seat]
            targets = self.up_pads(p) if p >= 0 else ()
            if not targets:
                return [BOUNCE | base | NONE]
            head = BOUNCE | base
            return [head | q << 6 for q in targets]
        return []

    def _play_options(self) -> list[int]:
        """Jumps, the special die, shots and won obstacles: what saves from a fall."""
        base = self.seat << 4
        used = self.used
        dice = self.dice
        special = self.special
        values = (
            0 if used & 1 else dice[0],
            0 if used & 2 else dice[1],
            0 if used & 4 else dice[2],
            0 if used & 8 else dice[3],
            0 if used & 16 else dice[4],
            special if special <= 2 and not used & SPECIAL else 0,
        )
        table, real = jump_table(values)
        number = self.layout.number
        acts: list[int] = []
        head = JUMP | base
        for q in self.reach():
            masks = table.get(number[q])
            if masks:
                top = head | q << 6
                acts.extend([top | real[m] for m in masks])
        if not used & SPECIAL and special > 2:
            self._effect(acts, base, special)
        if self.variant:
            held = self.held[self.seat]
            if self.tiles:
                self._shots(acts, base, values)
            if UFO in held or MONSTER in held:
                for face in (FACE_REROLL, FACE_SLIDE, FACE_MOVE):
                    self._effect(acts, base | TILE, face)
        return acts

    def _effect(self, acts: list[int], base: int, face: int) -> None:
        if face == FACE_REROLL:
            if self.avail & ~self.used & 31:
                acts.append(REROLL | base)
        elif face == FACE_SLIDE:
            head = SLIDE | base
            for b, off in enumerate(self.offset):
                if off > -1:
                    acts.append(head | b << 6)
                if off < 1:
                    acts.append(head | b << 6 | RIGHT)
        elif face == FACE_MOVE:
            head = MOVE | base
            top = self.order[7]
            acts.extend([head | b << 6 for b in range(8) if b != top])

    def _shots(self, acts: list[int], base: int, values: tuple[int, ...]) -> None:
        p = self.pos[self.seat]
        layout = self.layout
        slot = self.slot
        if p >= 0:
            here = slot[layout.board[p]] + 1
            x = self.abs_col(p)
        else:
            here = 0
            x = -99
        for q in sorted(self.tiles):
            if self.tiles[q] not in (UFO, MONSTER):
                continue
            gap = slot[layout.board[q]] + 1 - here
            if gap < 1 or (p >= 0 and self.abs_col(q) != x):
                continue
            head = SHOOT | base | q << 6
            for i, value in enumerate(values):
                if value == gap:
                    acts.append(head | 1 << (12 + i))

    def _kept(self, acts: list[int], base: int) -> None:
        """The kept power tiles the current Doodler can use (only on a pad)."""
        p = self.pos[self.seat]
        if p < 0:
            return
        held = self.held[self.seat]
        if SHOES_TILE in held:
            head = SHOES | base
            acts.extend([head | q << 6 for q in self.layout.side[p]])
        if HAT_TILE in held or ROCKET_TILE in held:
            up = self.up_pads(p)
            if HAT_TILE in held:
                head = HAT | base
                acts.extend([head | q << 6 for q in up])
            if ROCKET_TILE in held:
                head = ROCKET | base
                acts.extend([head | q << 6 for q in up])

    # -- playing ------------------------------------------------------------------------
    # -- playing ------------------------------------------------------------------------

    def _apply(self, action: int) -> list[Event]:
        return _PLAY[action & 15](self, action)

    def _do_roll(self, action: int) -> list[Event]:
        self.used = 0
        self._roll(self.avail)
        events = [self._roll_event("dj.event.roll")]
        self._enter_play(events)
        return events

    def _do_continue(self, action: int) -> list[Event]:
        self._roll(self.avail & ~self.used)
        events = [self._roll_event("dj.event.continue")]
        self._enter_play(events)
        return events

    def _do_reroll(self, action: int) -> list[Event]:
        events = self._pay(action)
        self._roll(self.avail & ~self.used & 31)
        events.append(self._roll_event("dj.event.reroll"))
        self._enter_play(events)
        return events

    def _do_jump(self, action: int) -> list[Event]:
        seat = self.seat
        q = (action >> 6) & 63
        args = {"seat": seat, "pad": self.layout.name[q], "dice": self._set_aside(action)}
        events = [Event("dj.event.jump", args)]
        if self._land(seat, q, events):
            self.phase = PHASE_DECIDE
        return events

    def _do_slide(self, action: int) -> list[Event]:
        events = self._pay(action)
        b = (action >> 6) & 63
        right = bool(action & RIGHT)
        self.offset[b] += 1 if right else -1
        direction = "@dj.dir.right" if right else "@dj.dir.left"
        args = {"seat": self.seat, "board": BOARD_LETTERS[b], "dir": direction}
        events.append(Event("dj.event.slide", args))
        self.phase = PHASE_DECIDE
        return events

    def _do_move(self, action: int) -> list[Event]:
        events = self._pay(action)
        b = (action >> 6) & 63
        self.order.remove(b)
        self.order.append(b)
        self.index_slots()
        events.append(Event("dj.event.move", {"seat": self.seat, "board": BOARD_LETTERS[b]}))
        self.phase = PHASE_DECIDE
        return events

    def _do_shoot(self, action: int) -> list[Event]:
        seat = self.seat
        dice = self._set_aside(action)
        q = (action >> 6) & 63
        tile = self.tiles.pop(q)
        self.held[seat].append(tile)
        events = [self._tile_event("dj.event.shoot", seat, q, tile, dice=dice)]
        self._replace(events)
        self.phase = PHASE_DECIDE
        return events

    def _do_stop(self, action: int) -> list[Event]:
        events = [Event("dj.event.stop", {"seat": self.seat})]
        self._end_turn(events)
        return events

    def _do_fall(self, action: int) -> list[Event]:
        seat = self.seat
        events: list[Event] = []
        p = self.pos[seat]
        if p >= 0:
            self._fall(seat, p, events)
        else:
            events.append(Event("dj.event.stay", {"seat": seat}))
        self._end_turn(events)
        return events

    def _do_shield(self, action: int) -> list[Event]:
        self.held[self.seat].remove(SHIELD_TILE)
        events = [Event("dj.event.shield", {"seat": self.seat})]
        self._end_turn(events)
        return events

    def _do_bounce(self, action: int) -> list[Event]:
        seat = self.seat
        if action & NONE:
            self.phase = PHASE_DECIDE
            return [Event("dj.event.bounce-none", {"seat": seat})]
        q = (action >> 6) & 63
        events = [Event("dj.event.bounce", {"seat": seat, "pad": self.layout.name[q]})]
        if self._land(seat, q, events):
            self.phase = PHASE_DECIDE
        return events

    def _do_use(self, action: int) -> list[Event]:
        """Shoes, hat or rocket: a kept power tile's jump, then the turn goes on."""
        seat = self.seat
        tile = KEPT_TILES[action & 15]
        self.held[seat].remove(tile)
        q = (action >> 6) & 63
        events = [self._tile_event("dj.event.use", seat, q, tile)]
        before = self.phase
        if self._land(seat, q, events):
            if before == PHASE_PLAY:
                self._enter_play(events)
            else:
                self.phase = before
        return events

    def _set_aside(self, action: int) -> str:
        """Set the dice of a jump or a shot aside; their values (``4+1``)."""
        mask = (action >> 12) & 63
        self.used |= mask
        return self.dice_names(mask)

    def dice_names(self, mask: int) -> str:
        """The dice of a set by value: ``4+1``."""
        dice = self.dice
        names = [str(dice[i]) for i in range(5) if mask >> i & 1]
        if mask & SPECIAL:
            names.append(str(self.special))
        return "+".join(names)

    def dice_text(self) -> str:
        """The number dice in play (always the first ones), by value: ``4 1 6 6``."""
        return " ".join(map(str, self.dice[: (self.avail & 31).bit_count()]))

    def _roll_event(self, msg: str) -> Event:
        special = "@dj.face." + FACE_NAMES[self.special]
        return Event(msg, {"seat": self.seat, "dice": self.dice_text(), "special": special})

    def _tile_event(self, msg: str, seat: int, q: int, tile: int, **more: str) -> Event:
        """An event naming a seat, a pad and a tile kind (and ``more``)."""
        tile_name = "@dj.tile." + TILE_NAMES[tile]
        return Event(msg, {"seat": seat, "pad": self.layout.name[q], "tile": tile_name, **more})

    def _roll(self, mask: int) -> None:
        """Roll the dice of ``mask`` (bit 5: the special die) from one 64-bit draw."""
        x = self.rng.next64()
        dice = self.dice
        for i in range(5):
            if mask >> i & 1:
                dice[i] = x % 6 + 1
                x //= 6
        if mask & SPECIAL:
            self.special = FACES[x % 6]

    def _pay(self, action: int) -> list[Event]:
        """A special action: set the special die aside, or spend a won UFO or monster.
        Returns the events so far."""
        if action & TILE:
            held = self.held[self.seat]
            tile = UFO if UFO in held else MONSTER
            held.remove(tile)
            args = {"seat": self.seat, "tile": "@dj.tile." + TILE_NAMES[tile]}
            return [Event("dj.event.spend", args)]
        self.used |= SPECIAL
        return []

    def _enter_play(self, events: list[Event]) -> None:
        """Dice were rolled: play on if anything saves the Doodler, else it must fall."""
        acts = self._play_options()
        base = self.seat << 4
        if acts:
            self.phase = PHASE_PLAY
            if self.held[self.seat]:
                self._kept(acts, base)
            self._legal = acts
        else:
            self.phase = PHASE_FALL
            events.append(Event("dj.event.no-move", {"seat": self.seat}))

    # -- landing and falling --------------------------------------------------------------

    def _land(self, seat: int, q: int, events: list[Event]) -> bool:
        """Landing rules on pad ``q``; False if the turn or the game ended (or a bounce
        is due: then the phase is already set)."""
        board = self.layout.board
        tile = self.tiles.get(q, 0)
        src = self.pos[seat]
        # the top level is reached only from below: a Doodler carried there by a move
        # and hopping along it has not reached it (RULES.md A5)
        from_below = src < 0 or self.slot[board[src]] < 7
        if tile in (UFO, MONSTER):
            if not self._meet_creature(seat, src, q, tile, events):
                return False
            tile = 0
        elif tile == BLACK_HOLE:
            self.pos[seat] = -1
            events.append(Event("dj.event.black-hole", {"seat": seat, "pad": self.layout.name[q]}))
            return True
        if q in self.pos:
            self._knock_off(seat, q, events)
        self.pos[seat] = q
        bounce = tile in (TRAMPOLINE, SPRING)
        if tile:
            del self.tiles[q]
            events.append(self._tile_event("dj.event.take", seat, q, tile))
            if not bounce:
                self.held[seat].append(tile)
            self._replace(events)
        if from_below and self.slot[board[q]] == 7:
            self._win(seat, REASON_TOP, events)
            return False
        if bounce:
            self.phase = PHASE_TRAMPOLINE
            return False
        return True

    def repels(self, src: int, q: int) -> bool:
        """A UFO or monster on ``q`` repels a Doodler jumping from ``src`` right below it."""
        board = self.layout.board
        return (
            src >= 0
            and self.slot[board[src]] + 1 == self.slot[board[q]]
            and self.abs_col(src) == self.abs_col(q)
        )

    def _meet_creature(self, seat: int, src: int, q: int, tile: int, events: list[Event]) -> bool:
        """A jump onto a UFO or monster: repelled from right below (a fall, the turn
        ends: False), else the tile is won (True)."""
        if self.repels(src, q):
            events.append(self._tile_event("dj.event.repelled", seat, q, tile))
            self._fall(seat, src, events)
            self._end_turn(events)
            return False
        del self.tiles[q]
        self.held[seat].append(tile)
        self.pos[seat] = q
        events.append(self._tile_event("dj.event.take", seat, q, tile))
        self._replace(events)
        return True

    def _knock_off(self, seat: int, q: int, events: list[Event]) -> None:
        """Any other Doodler on pad ``q`` falls (``seat``'s lands there)."""
        pos = self.pos
        pos[seat] = q
        for other in range(len(pos)):
            if other != seat and pos[other] == q:
                args = {"seat": seat, "other": other, "pad": self.layout.name[q]}
                events.append(Event("dj.event.knock", args))
                self._fall(other, q, events)

    def fall_to(self, p: int, pos: list[int]) -> int:
        """Where a Doodler falling straight down from pad ``p`` stops, the Doodlers on
        ``pos``: the first pad below with neither a Doodler nor a tile, or a black hole
        (the only tiled pad returned); -1: the start."""
        layout = self.layout
        x = self.abs_col(p)
        order = self.order
        offset = self.offset
        tiles = self.tiles
        for s in range(self.slot[layout.board[p]] - 1, -1, -1):
            b = order[s]
            col = x - offset[b]
            if not 0 <= col < 7:
                continue
            q = layout.pad_at[b][col]
            if q < 0:
                continue
            tile = tiles.get(q, 0)
            if tile == BLACK_HOLE:
                return q
            if tile or q in pos:
                continue
            return q
        return -1

    def _fall(self, seat: int, p: int, events: list[Event]) -> None:
        """Seat's Doodler falls straight down from pad ``p``."""
        q = self.fall_to(p, self.pos)
        if q < 0:
            self.pos[seat] = -1
            events.append(Event("dj.event.fall-start", {"seat": seat}))
        elif q in self.tiles:  # a black hole
            self.pos[seat] = -1
            events.append(
                Event("dj.event.fall-black-hole", {"seat": seat, "pad": self.layout.name[q]})
            )
        else:
            self.pos[seat] = q
            events.append(Event("dj.event.fall", {"seat": seat, "pad": self.layout.name[q]}))

    # -- tiles, turns and the end ---------------------------------------------------------

    def _replace(self, events: list[Event]) -> None:
        """A tile left a pad: draw a new one onto the lowest (power) or the highest
        (obstacle) empty level, or back to the bottom of the bag."""
        bag = self.bag
        if not bag:
            return
        tile = bag.pop()
        self._place(tile, events)

    def _place(self, tile: int, events: list[Event] | None) -> bool:
        layout = self.layout
        board = layout.board
        busy = {board[q] for q in self.tiles}
        busy.update(board[p] for p in self.pos if p >= 0)
        slots = range(7, -1, -1) if tile in OBSTACLE_KINDS else range(8)
        for s in slots:
            b = self.order[s]
            if b in busy:
                continue
            q = layout.top_pad[b]
            self.tiles[q] = tile
            if events is not None:
                args = {"pad": layout.name[q], "tile": "@dj.tile." + TILE_NAMES[tile]}
                events.append(Event("dj.event.place", args))
            return True
        self.bag.insert(0, tile)
        if events is not None:
            events.append(Event("dj.event.no-room", {}))
        return False

    def clear_dice(self) -> None:
        self.dice = [0] * 5
        self.special = 0
        self.used = 0

    def _end_turn(self, events: list[Event]) -> None:
        self.clear_dice()
        self.seat = (self.seat + 1) % self.players
        if self.turns >= MAX_TURNS:  # the last turn has ended (the count stays at it)
            heights = self.heights()
            self._win(heights.index(max(heights)), REASON_TIME, events)
        else:
            self.turns += 1
            self.phase = PHASE_ROLL

    def _win(self, seat: int, reason: int, events: list[Event]) -> None:
        self.winner = seat
        self.reason = reason
        self.phase = PHASE_OVER
        self.clear_dice()
        outcome = self.outcome()
        assert outcome is not None
        events.append(Event(outcome.reason, dict(outcome.args)))

    # -- actions ------------------------------------------------------------------------

    def action_seat(self, action: int) -> int:
        return (action >> 4) & 3

    def consumes_chance(self, action: int) -> bool:
        kind = action & 15
        if kind in (ROLL, CONTINUE, REROLL, SHOOT):
            return True
        if kind in (JUMP, BOUNCE, SHOES, HAT, ROCKET) and not action & NONE:
            return (action >> 6) & 63 in self.tiles
        return False

    def resample(self, seat: int | None, rng: Rng) -> JumpState:
        """Only the bag's order is hidden (and the dice still to roll): the bag is redrawn
        from a sorted order, so the result depends on what the seat sees."""
        new = self.clone()
        new._legal = None
        new.rng = rng.fork()
        reshuffle(rng, new.bag)
        return new


KEPT_TILES = {SHOES: SHOES_TILE, HAT: HAT_TILE, ROCKET: ROCKET_TILE}

# The transition of each action kind (``KIND_NAMES`` order).
_HANDLERS: dict[int, Callable[[JumpState, int], list[Event]]] = {
    ROLL: JumpState._do_roll,
    JUMP: JumpState._do_jump,
    REROLL: JumpState._do_reroll,
    SLIDE: JumpState._do_slide,
    MOVE: JumpState._do_move,
    SHOOT: JumpState._do_shoot,
    CONTINUE: JumpState._do_continue,
    STOP: JumpState._do_stop,
    FALL: JumpState._do_fall,
    SHIELD: JumpState._do_shield,
    BOUNCE: JumpState._do_bounce,
    SHOES: JumpState._do_use,
    HAT: JumpState._do_use,
    ROCKET: JumpState._do_use,
}
_PLAY = tuple(_HANDLERS[kind] for kind in range(len(KIND_NAMES)))


def blank_state(
    game: Game[JumpState], config: dict[str, Any], rng: Rng, layout: Layout = DEFAULT_LAYOUT
) -> JumpState:
    """No tile out, every Doodler at the start, seat 0 to roll in turn 1."""
    state = JumpState.__new__(JumpState)
    state.game = game
    state.config = config
    state.rng = rng
    state._legal = None
    players = config["players"]
    state.layout = layout
    state.order = list(range(8))
    state.offset = [0] * 8
    state.pos = [-1] * players
    state.tiles = {}
    state.held = [[] for _ in range(players)]
    state.bag = []
    state.dice = [0] * 5
    state.special = 0
    state.used = 0
    state.seat = 0
    state.phase = PHASE_ROLL
    state.turns = 1
    state.first_rolls = (0,) * players
    state.winner = -1
    state.reason = REASON_NONE
    state._derive()
    return state


def full_bag(expert: bool) -> list[int]:
    bag = [TILE_BY_NAME[name] for name, count in POWER_TILES for _ in range(count)]
    if expert:
        bag += [TILE_BY_NAME[name] for name, count in OBSTACLE_TILES for _ in range(count)]
    return bag


def new_game(game: Game[JumpState], config: dict[str, Any], rng: Rng) -> JumpState:
    """Boards ordered, the tiles set out, the first player found by rolling."""
    state = blank_state(game, config, rng)
    if config.get("order", "shuffled") == "shuffled":
        rng.shuffle(state.order)
        state.index_slots()
    if config.get("tiles", True):
        _set_out_tiles(state, rng)
    players = config["players"]
    while True:
        rolls = [rng.below(6) + 1 for _ in range(players)]
        best = max(rolls)
        if rolls.count(best) == 1:
            break
    state.first_rolls = tuple(rolls)
    state.seat = rolls.index(best)
    return state


def _set_out_tiles(state: JumpState, rng: Rng) -> None:
    """The bag shuffled, a power tile on the highest pad of every second level (an
    obstacle drawn meanwhile goes where a drawn obstacle goes)."""
    state.bag = full_bag(state.variant == 1)
    rng.shuffle(state.bag)
    layout = state.layout
    for slot in SETUP_SLOTS:
        b = state.order[slot - 1]
        while state.bag:
            tile = state.bag.pop()
            if tile in POWER_KINDS:
                free = [q for q in layout.board_pads[b] if q not in state.tiles]
                if free:
                    state.tiles[max(free, key=lambda q: layout.number[q])] = tile
                break
            state._place(tile, None)
