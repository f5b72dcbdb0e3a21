"""Doodle Jump's rules: :class:`JumpState`, one position of a game.

A turn: ``roll`` (every die), then in ``play`` jump to a reachable pad with dice adding
up to its number, use the special die (reroll, slide a board, move a board to the top),
or (expert) shoot a UFO or monster; after each jump or special action ``decide`` to
``continue`` (reroll the unused dice) or ``stop``. A roll that allows nothing means a
``fall`` (or a shield). Landing on a trampoline or spring gives a ``bounce``. The first
Doodler to arrive on a pad of the top level from below wins. See RULES.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.engine import Event, Outcome, Rng, State
from meeple.games.doodle_jump.actions import (
    BOUNCE,
    CONTINUE,
    FALL,
    HAT,
    JUMP,
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
    MAX_TURNS,
    NUMBER_DICE,
    OBSTACLE_TILES,
    POWER_TILES,
    SETUP_SLOTS,
    SPECIAL_FACES,
    TWO_PLAYER_DICE,
)
from meeple.games.doodle_jump.layout import DEFAULT_LAYOUT, Layout, layout_from

if TYPE_CHECKING:
    from meeple.engine import Game

PHASE_ROLL = 0
PHASE_PLAY = 1
PHASE_DECIDE = 2
PHASE_FALL = 3
PHASE_TRAMPOLINE = 4
PHASE_OVER = 5
PHASE_NAMES = ("roll", "play", "decide", "fall", "trampoline", "over")

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


class JumpState(State):
    __slots__ = (
        "avail",
        "bag",
        "dice",
        "first_rolls",
        "held",
        "layout",
        "offset",
        "order",
        "phase",
        "pos",
        "reason",
        "seat",
        "slot",
        "special",
        "tiles",
        "turns",
        "used",
        "variant",
        "winner",
    )

    layout: Layout
    order: list[int]  # board index per slot (index 0 = slot 1, the bottom)
    slot: list[int]  # slot index (0-7) per board
    offset: list[int]  # per board: -1, 0 or +1
    pos: list[int]  # per seat: pad code, or -1 at the start
    tiles: dict[int, int]  # pad code -> tile kind
    held: list[list[int]]  # per seat: tile kinds, in the order taken
    bag: list[int]  # tile kinds; the top is the last one
    dice: list[int]  # the 5 number dice (0: not rolled, or not in play with 2 players)
    special: int  # the special die's face (0: not rolled)
    used: int  # dice set aside this turn (bit i: die i+1; bit 5: special)
    avail: int  # the dice in play (bits)
    seat: int
    phase: int
    turns: int  # the turn number, from 1
    first_rolls: list[int]
    winner: int  # -1: none yet
    reason: int
    variant: int  # 1: expert

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
            return "the game is over"
        return f"seat {self.seat} is to act in phase {PHASE_NAMES[self.phase]}"

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

    def _apply(self, action: int) -> list[Event]:
        kind = action & 15
        seat = self.seat
        events: list[Event] = []
        if kind == JUMP:
            mask = (action >> 12) & 63
            self.used |= mask
            q = (action >> 6) & 63
            events.append(
                Event(
                    "dj.event.jump",
                    {"seat": seat, "pad": self.layout.name[q], "dice": self.dice_names(mask)},
                )
            )
            if self._land(seat, q, events):
                self.phase = PHASE_DECIDE
        elif kind == CONTINUE:
            self._roll(self.avail & ~self.used)
            events.append(self._roll_event("dj.event.continue"))
            self._enter_play(events)
        elif kind == STOP:
            events.append(Event("dj.event.stop", {"seat": seat}))
            self._end_turn(events)
        elif kind == ROLL:
            self.used = 0
            self._roll(self.avail)
            events.append(self._roll_event("dj.event.roll"))
            self._enter_play(events)
        elif kind == REROLL:
            self._pay(action, events)
            self._roll(self.avail & ~self.used & 31)
            events.append(self._roll_event("dj.event.reroll"))
            self._enter_play(events)
        elif kind == SLIDE:
            self._pay(action, events)
            b = (action >> 6) & 63
            right = bool(action & RIGHT)
            self.offset[b] += 1 if right else -1
            events.append(
                Event(
                    "dj.event.slide",
                    {
                        "seat": seat,
                        "board": "ABCDEFGH"[b],
                        "dir": "@dj.dir.right" if right else "@dj.dir.left",
                    },
                )
            )
            self.phase = PHASE_DECIDE
        elif kind == MOVE:
            self._pay(action, events)
            b = (action >> 6) & 63
            order = self.order
            order.remove(b)
            order.append(b)
            for s, board in enumerate(order):
                self.slot[board] = s
            events.append(Event("dj.event.move", {"seat": seat, "board": "ABCDEFGH"[b]}))
            self.phase = PHASE_DECIDE
        elif kind == SHOOT:
            mask = (action >> 12) & 63
            self.used |= mask
            q = (action >> 6) & 63
            tile = self.tiles.pop(q)
            self.held[seat].append(tile)
            events.append(
                Event(
                    "dj.event.shoot",
                    {
                        "seat": seat,
                        "pad": self.layout.name[q],
                        "tile": "@dj.tile." + TILE_NAMES[tile],
                        "dice": self.dice_names(mask),
                    },
                )
            )
            self._replace(events)
            self.phase = PHASE_DECIDE
        elif kind == FALL:
            p = self.pos[seat]
            if p >= 0:
                self._fall(seat, p, events)
            else:
                events.append(Event("dj.event.stay", {"seat": seat}))
            self._end_turn(events)
        elif kind == SHIELD:
            self.held[seat].remove(SHIELD_TILE)
            events.append(Event("dj.event.shield", {"seat": seat}))
            self._end_turn(events)
        elif kind == BOUNCE:
            if action & NONE:
                events.append(Event("dj.event.bounce-none", {"seat": seat}))
                self.phase = PHASE_DECIDE
            else:
                q = (action >> 6) & 63
                events.append(Event("dj.event.bounce", {"seat": seat, "pad": self.layout.name[q]}))
                if self._land(seat, q, events):
                    self.phase = PHASE_DECIDE
        else:  # SHOES, HAT, ROCKET
            tile = (SHOES_TILE, HAT_TILE, ROCKET_TILE)[kind - SHOES]
            self.held[seat].remove(tile)
            q = (action >> 6) & 63
            events.append(
                Event(
                    "dj.event.use",
                    {
                        "seat": seat,
                        "tile": "@dj.tile." + TILE_NAMES[tile],
                        "pad": self.layout.name[q],
                    },
                )
            )
            before = self.phase
            if self._land(seat, q, events):
                if before == PHASE_PLAY:
                    self._enter_play(events)
                else:
                    self.phase = before
        return events

    def dice_names(self, mask: int) -> str:
        """The dice of a set by value: ``4+1``."""
        dice = self.dice
        names = [str(dice[i]) for i in range(5) if mask >> i & 1]
        if mask & SPECIAL:
            names.append(str(self.special))
        return "+".join(names)

    def dice_text(self) -> str:
        dice = self.dice
        parts = [str(dice[i]) for i in range(5) if self.avail >> i & 1]
        return " ".join(parts)

    def _roll_event(self, msg: str) -> Event:
        return Event(
            msg,
            {
                "seat": self.seat,
                "dice": self.dice_text(),
                "special": "@dj.face." + FACE_NAMES[self.special],
            },
        )

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

    def _pay(self, action: int, events: list[Event]) -> None:
        """A special action: set the special die aside, or spend a won UFO or monster."""
        if action & TILE:
            held = self.held[self.seat]
            tile = UFO if UFO in held else MONSTER
            held.remove(tile)
            events.append(
                Event("dj.event.spend", {"seat": self.seat, "tile": "@dj.tile." + TILE_NAMES[tile]})
            )
        else:
            self.used |= SPECIAL

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

    def _land(self, seat: int, q: int, events: list[Event]) -> bool:
        """Landing rules on pad ``q``; False if the turn or the game ended (or a bounce
        is due: then the phase is already set)."""
        layout = self.layout
        tiles = self.tiles
        tile = tiles.get(q, 0)
        src = self.pos[seat]
        # the top level is reached only from below: a Doodler carried there by a move
        # and hopping along it has not reached it (RULES.md A5)
        from_below = src < 0 or self.slot[layout.board[src]] < 7
        name = layout.name
        if tile:
            if tile in (UFO, MONSTER):
                if (
                    src >= 0
                    and self.slot[layout.board[src]] + 1 == self.slot[layout.board[q]]
                    and self.abs_col(src) == self.abs_col(q)
                ):
                    events.append(
                        Event(
                            "dj.event.repelled",
                            {"seat": seat, "pad": name[q], "tile": "@dj.tile." + TILE_NAMES[tile]},
                        )
                    )
                    self._fall(seat, src, events)
                    self._end_turn(events)
                    return False
                del tiles[q]
                self.held[seat].append(tile)
                self.pos[seat] = q
                events.append(
                    Event(
                        "dj.event.take",
                        {"seat": seat, "pad": name[q], "tile": "@dj.tile." + TILE_NAMES[tile]},
                    )
                )
                self._replace(events)
                tile = 0
            elif tile == BLACK_HOLE:
                self.pos[seat] = -1
                events.append(Event("dj.event.black-hole", {"seat": seat, "pad": name[q]}))
                return True
        self.pos[seat] = q
        pos = self.pos
        for other in range(len(pos)):
            if other != seat and pos[other] == q:
                events.append(
                    Event("dj.event.knock", {"seat": seat, "other": other, "pad": name[q]})
                )
                self._fall(other, q, events)
        bounce = False
        if tile:
            del tiles[q]
            events.append(
                Event(
                    "dj.event.take",
                    {"seat": seat, "pad": name[q], "tile": "@dj.tile." + TILE_NAMES[tile]},
                )
            )
            if tile in (TRAMPOLINE, SPRING):
                bounce = True
            else:
                self.held[seat].append(tile)
            self._replace(events)
        if from_below and self.slot[layout.board[q]] == 7:
            self.winner = seat
            self.reason = REASON_TOP
            self.phase = PHASE_OVER
            self._finish(events)
            return False
        if bounce:
            self.phase = PHASE_TRAMPOLINE
            return False
        return True

    def _fall(self, seat: int, p: int, events: list[Event]) -> None:
        """Seat's Doodler falls straight down from pad ``p``."""
        layout = self.layout
        x = self.abs_col(p)
        order = self.order
        offset = self.offset
        pos = self.pos
        for s in range(self.slot[layout.board[p]] - 1, -1, -1):
            b = order[s]
            col = x - offset[b]
            if not 0 <= col < 7:
                continue
            q = layout.pad_at[b][col]
            if q < 0:
                continue
            tile = self.tiles.get(q, 0)
            if tile == BLACK_HOLE:
                pos[seat] = -1
                events.append(
                    Event("dj.event.fall-black-hole", {"seat": seat, "pad": layout.name[q]})
                )
                return
            if tile or q in pos:
                continue
            pos[seat] = q
            events.append(Event("dj.event.fall", {"seat": seat, "pad": layout.name[q]}))
            return
        pos[seat] = -1
        events.append(Event("dj.event.fall-start", {"seat": seat}))

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
                events.append(
                    Event(
                        "dj.event.place",
                        {"pad": layout.name[q], "tile": "@dj.tile." + TILE_NAMES[tile]},
                    )
                )
            return True
        self.bag.insert(0, tile)
        if events is not None:
            events.append(Event("dj.event.no-room", {}))
        return False

    def _end_turn(self, events: list[Event]) -> None:
        self.dice = [0] * 5
        self.special = 0
        self.used = 0
        self.seat = (self.seat + 1) % self.players
        if self.turns >= MAX_TURNS:  # the last turn has ended (the count stays at it)
            heights = self.heights()
            best = max(heights)
            self.winner = heights.index(best)
            self.reason = REASON_TIME
            self.phase = PHASE_OVER
            self._finish(events)
        else:
            self.turns += 1
            self.phase = PHASE_ROLL

    def _finish(self, events: list[Event]) -> None:
        self.dice = [0] * 5
        self.special = 0
        self.used = 0
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

    def action_id(self, action: int) -> str:
        from meeple.games.doodle_jump.notation import action_id

        return action_id(self, action)

    def action_message(self, action: int) -> tuple[str, dict[str, Any]]:
        from meeple.games.doodle_jump.view import action_message

        return action_message(self, action)

    def action_target(self, action: int) -> str | None:
        from meeple.games.doodle_jump.view import action_target

        return action_target(self, action)

    # -- copies and formats -------------------------------------------------------------

    def clone(self) -> JumpState:
        new = JumpState.__new__(JumpState)
        new.game = self.game
        new.config = self.config
        new.rng = Rng(self.rng.state)
        new._legal = self._legal
        new.layout = self.layout
        new.order = self.order[:]
        new.slot = self.slot[:]
        new.offset = self.offset[:]
        new.pos = self.pos[:]
        new.tiles = self.tiles.copy()
        new.held = [tiles[:] for tiles in self.held]
        new.bag = self.bag[:]
        new.dice = self.dice[:]
        new.special = self.special
        new.used = self.used
        new.avail = self.avail
        new.seat = self.seat
        new.phase = self.phase
        new.turns = self.turns
        new.first_rolls = self.first_rolls
        new.winner = self.winner
        new.reason = self.reason
        new.variant = self.variant
        return new

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "config": dict(self.config),
            "rng": self.rng.state,
            "order": list(self.order),
            "offsets": list(self.offset),
            "pos": list(self.pos),
            "tiles": [[q, self.tiles[q]] for q in sorted(self.tiles)],
            "held": [list(tiles) for tiles in self.held],
            "bag": list(self.bag),
            "dice": list(self.dice),
            "special": self.special,
            "used": self.used,
            "seat": self.seat,
            "phase": PHASE_NAMES[self.phase],
            "turns": self.turns,
            "first_rolls": list(self.first_rolls),
            "winner": self.winner,
            "reason": self.reason,
        }
        if not self.layout.default:
            data["levels"] = self.layout.to_json()
        return data

    def notation(self) -> str:
        from meeple.games.doodle_jump.notation import write_notation

        return write_notation(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        from meeple.games.doodle_jump.view import view

        return view(self, seat)

    def render_text(self, seat: int | None, lang: str = "en") -> str:
        from meeple.games.doodle_jump.view import render_text

        return render_text(self, seat, lang)

    def resample(self, seat: int | None, rng: Rng) -> JumpState:
        """Only the bag's order is hidden (and the dice still to roll)."""
        new = self.clone()
        new._legal = None
        new.rng = rng.fork()
        rng.shuffle(new.bag)
        return new


def blank_state(
    game: Game, config: dict[str, Any], rng: Rng, layout: Layout = DEFAULT_LAYOUT
) -> JumpState:
    state = JumpState.__new__(JumpState)
    state.game = game
    state.config = config
    state.rng = rng
    state._legal = None
    players = config["players"]
    state.layout = layout
    state.order = list(range(8))
    state.slot = list(range(8))
    state.offset = [0] * 8
    state.pos = [-1] * players
    state.tiles = {}
    state.held = [[] for _ in range(players)]
    state.bag = []
    state.dice = [0] * 5
    state.special = 0
    state.used = 0
    ndice = TWO_PLAYER_DICE if players == 2 else NUMBER_DICE
    state.avail = (1 << ndice) - 1 | SPECIAL
    state.seat = 0
    state.phase = PHASE_ROLL
    state.turns = 1
    state.first_rolls = [0] * players
    state.winner = -1
    state.reason = REASON_NONE
    state.variant = 1 if config.get("variant") == "expert" else 0
    return state


def full_bag(expert: bool) -> list[int]:
    bag = [TILE_BY_NAME[name] for name, count in POWER_TILES for _ in range(count)]
    if expert:
        bag += [TILE_BY_NAME[name] for name, count in OBSTACLE_TILES for _ in range(count)]
    return bag


def new_game(game: Game, config: dict[str, Any], rng: Rng) -> JumpState:
    """Boards ordered, the tiles set out, the first player found by rolling."""
    state = blank_state(game, config, rng)
    if config.get("order", "shuffled") == "shuffled":
        rng.shuffle(state.order)
        for s, b in enumerate(state.order):
            state.slot[b] = s
    if config.get("tiles", True):
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
    players = config["players"]
    while True:
        rolls = [rng.below(6) + 1 for _ in range(players)]
        best = max(rolls)
        if rolls.count(best) == 1:
            break
    state.first_rolls = rolls
    state.seat = rolls.index(best)
    return state


def state_from_json(game: Game, data: Any) -> JumpState:
    layout = layout_from(data["levels"]) if "levels" in data else DEFAULT_LAYOUT
    state = blank_state(game, dict(data["config"]), Rng(data["rng"]), layout)
    state.order = [int(b) for b in data["order"]]
    for s, b in enumerate(state.order):
        state.slot[b] = s
    state.offset = [int(o) for o in data["offsets"]]
    state.pos = [int(p) for p in data["pos"]]
    state.tiles = {int(q): int(kind) for q, kind in data["tiles"]}
    state.held = [[int(t) for t in tiles] for tiles in data["held"]]
    state.bag = [int(t) for t in data["bag"]]
    state.dice = [int(v) for v in data["dice"]]
    state.special = int(data["special"])
    state.used = int(data["used"])
    state.seat = int(data["seat"])
    state.phase = PHASE_NAMES.index(data["phase"])
    state.turns = int(data["turns"])
    state.first_rolls = [int(v) for v in data["first_rolls"]]
    state.winner = int(data["winner"])
    state.reason = int(data["reason"])
    return state
