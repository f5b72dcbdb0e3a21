"""Forbidden Desert: the state and its transitions.

A turn is: up to 4 actions (the phase "actions"), then one step per Storm card drawn
(the phase "draw-storm"). A forecast (the Meteorologist's) or a Storm Tracker takes the
top Storm cards in hand; its holder settles them first (bury one or none, then put the
others back in the order of their choice). Sharing water and equipment and playing
equipment are legal for their holder at every other decision, whoever is to move.

The board is 25 cells (components.CELL_NAMES) holding 24 physical tiles, "slots" 0-23,
and the storm's eye. Pawns, sand and parts belong to a slot, so a wind moves a tile by
changing only ``slot_at``/``cell_of``. ``kind[slot]`` is the tile's city side (an index
in components.TILES): hidden while the slot is face down, so ``resample`` permutes it
among face-down slots showing the same desert side.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event, Game, Outcome, Rng, State
from meeple.engine.deck import reshuffle
from meeple.engine.fields import (
    DERIVED,
    INT,
    LIST,
    LISTS,
    OUTCOME,
    TUPLE,
    Field,
    field_names,
)
from meeple.engine.i18n import player_name
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.actions import (
    BURY,
    CALM,
    CHANCE_KINDS,
    DIG,
    DRAW_STORM,
    DRAW_WATER,
    DUNE_BLASTER,
    END_ACTIONS,
    EXCAVATE,
    FORECAST,
    GIVE_CARD,
    GIVE_WATER,
    JET_PACK,
    KEEP,
    MOVE,
    NAVIGATE,
    PICK_UP,
    PLACE,
    SOLAR_SHIELD,
    STORM_TRACKER,
    TAKE_OFF,
    TERRASCOPE,
    TIME_THROTTLE,
    WATER_RESERVE,
)

N_CELLS = c.N_CELLS
N_SLOTS = c.N_TILES
ALL_SLOTS = range(N_SLOTS)

# Turn phases.
ACTIONS, STORM = 0, 1
PHASES = ("actions", "draw-storm")
# Where a part is (part_at): a slot 0-23, or one of these.
HIDDEN = -1  # not yet located
IN_STORM = -2  # located in the storm's eye, waiting for the next tile
HELD = 100  # HELD + seat: picked up by that seat
# Peeks: where the cards come from, and the two stages of settling them.
PEEK_SOURCES = ("forecast", "storm-tracker")
PEEK_STAGES = ("bury", "order")

# Event arguments, built once: "@" marks a message id translated when shown.
ROLE_TERM = tuple(f"@fd.role.{role}" for role in c.ROLES)
PART_TERM = tuple(f"@fd.part.{part}" for part in c.PARTS)
TILE_TERM = tuple(f"@fd.tile.{tile.slug}" for tile in c.TILES)
CARD_TERM = tuple(f"@fd.card.{card}" for card in c.EQUIPMENT)
STORM_TERM = tuple(f"@fd.storm.{card}" for card in c.STORM_CARDS)
CELL = c.CELL_NAMES


def _neighbours(steps: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
    out = []
    for cell in range(N_CELLS):
        r, q = divmod(cell, c.SIZE)
        out.append(
            tuple(
                (r + dr) * c.SIZE + q + dq
                for dr, dq in steps
                if 0 <= r + dr < c.SIZE and 0 <= q + dq < c.SIZE
            )
        )
    return tuple(out)


ORTH = _neighbours(((-1, 0), (0, -1), (0, 1), (1, 0)))
DIAG = _neighbours(((-1, -1), (-1, 1), (1, -1), (1, 1)))
AROUND = tuple(o + d for o, d in zip(ORTH, DIAG, strict=True))
# WIND_FROM[direction][cell]: the cell whose tile slides into the eye at ``cell`` when
# the tiles move that way (-1: the eye is at the edge, nothing comes).
WIND_FROM = tuple(
    tuple(
        (r - dr) * c.SIZE + q - dq if 0 <= r - dr < c.SIZE and 0 <= q - dq < c.SIZE else -1
        for r, q in (divmod(cell, c.SIZE) for cell in range(N_CELLS))
    )
    for dr, dq in c.DIR_STEP
)


def _copy_peek(peek: list[Any] | None) -> list[Any] | None:
    return None if peek is None else [peek[0], peek[1], peek[2], peek[3][:], peek[4][:]]


# Per slot, its cell: follows from ``slot_at`` (so not in the JSON) but changes with the
# wind, so each clone copies it.
CELL_OF = Field("cell_of", copy=list.copy, copy_code="{}[:]", derived=True)
# A pending peek: [seat, source, stage, cards, placed], two lists inside.
PEEK = Field(
    "peek",
    copy=_copy_peek,
    dump=_copy_peek,
    load=_copy_peek,
    copy_code="(None if {0} is None else [{0}[0], {0}[1], {0}[2], {0}[3][:], {0}[4][:]])",
)


class DesertState(State):
    FIELDS = (
        LIST("slot_at"),
        CELL_OF,
        DERIVED("storm"),
        LIST("kind"),
        LIST("revealed"),
        LIST("sand"),
        TUPLE("roles"),
        DERIVED("canteen"),
        LIST("pos"),
        LIST("water"),
        LISTS("hands"),
        LIST("part_at"),
        LIST("sdeck"),
        LIST("sdiscard"),
        LIST("edeck"),
        INT("meter"),
        INT("current"),
        INT("phase"),
        INT("actions_left"),
        INT("calmed"),
        INT("storm_left"),
        LIST("shields"),
        LIST("known"),
        LIST("sknown_top"),
        LIST("sknown_bottom"),
        PEEK,
        OUTCOME("result"),
    )
    __slots__ = field_names(FIELDS)

    slot_at: list[int]  # per cell: the slot there, -1 for the storm's eye
    cell_of: list[int]  # per slot: its cell
    storm: int  # the eye's cell
    kind: list[int]  # per slot: its city side (c.TILES index), hidden while face down
    revealed: list[int]  # per slot: 1 once excavated
    sand: list[int]  # per slot: sand markers
    roles: tuple[int, ...]
    canteen: tuple[int, ...]  # per seat: the canteen's size
    pos: list[int]  # per seat: the slot its pawn stands on
    water: list[int]
    hands: list[list[int]]  # per seat: a count per equipment kind
    part_at: list[int]  # per part: slot, HIDDEN, IN_STORM or HELD + seat
    sdeck: list[int]  # Storm deck, top card last
    sdiscard: list[int]
    edeck: list[int]  # Equipment deck, top card last
    meter: int
    current: int
    phase: int
    actions_left: int
    calmed: int  # Storm cards the Meteorologist held back this turn
    storm_left: int  # Storm cards still to draw this turn
    shields: list[int]  # per seat: 1 while its Solar Shield protects its tile
    known: list[int]  # per seat: mask of face-down slots it looked under (Terrascope)
    sknown_top: list[int]  # per seat: how many top Storm cards it knows, in order
    sknown_bottom: list[int]  # per seat: 1 if it knows the bottom Storm card
    # A pending peek: [seat, source, stage (0 bury, 1 order), cards (top first), placed]
    peek: list[Any] | None
    result: Outcome | None

    # -- small queries ------------------------------------------------------------------

    @property
    def tracker(self) -> bool:
        return bool(self.config.get("storm_tracker", False))

    def ticks(self) -> tuple[int, ...]:
        return c.METER[len(self.roles)]

    def skull(self) -> int:
        return c.SKULL[len(self.roles)]

    def draws(self) -> int:
        """Storm cards per turn at the meter's level."""
        return c.METER[len(self.roles)][self.meter]

    def sand_supply(self) -> int:
        return c.TOTAL_SAND - sum(self.sand)

    def buried(self, seat: int) -> bool:
        """On a blocked tile, and not sharing it with the Climber."""
        here = self.pos[seat]
        if self.sand[here] < c.BLOCKED:
            return False
        roles = self.roles
        for other, where in enumerate(self.pos):
            if where == here and roles[other] == c.CLIMBER:
                return False
        return True

    def protected(self, seat: int) -> bool:
        """Safe from Sun Beats Down: on an excavated tunnel or under a Solar Shield."""
        here = self.pos[seat]
        if self.revealed[here] and c.TILE_KIND[self.kind[here]] == c.TUNNEL:
            return True
        return any(active and self.pos[other] == here for other, active in enumerate(self.shields))

    def slot_of_tile(self, tile: int) -> int:
        return self.kind.index(tile)

    def launch_slot(self) -> int:
        return self.kind.index(c.LAUNCH_TILE)

    def can_take_off(self) -> bool:
        pad = self.launch_slot()
        if not self.revealed[pad] or self.sand[pad] >= c.BLOCKED:
            return False
        if any(where < HELD for where in self.part_at):
            return False
        return all(where == pad for where in self.pos)

    # -- whose decision ---------------------------------------------------------------

    def to_move(self) -> int | None:
        if self.result is not None:
            return None
        if self.peek is not None:
            seat: int = self.peek[0]
            return seat
        return self.current

    def outcome(self) -> Outcome | None:
        return self.result

    def describe_turn(self, lang: str = "en") -> str:
        seat = self.to_move()
        if seat is None:
            return super().describe_turn(lang)
        who = player_name(seat, lang)
        if self.peek is not None:
            what = (
                "choose a Storm card to bury (or keep them)"
                if self.peek[2] == 0
                else ("choose the order of the Storm cards put back")
            )
            return f"{who} must {what}"
        if self.phase == ACTIONS:
            buried = " (buried: must dig out first)" if self.buried(seat) else ""
            left = self.actions_left
            return f"it is {who}'s turn, {left} action{'' if left == 1 else 's'} left{buried}"
        cards = "card" if self.storm_left == 1 else "cards"
        return f"{who} must draw {self.storm_left} Storm {cards}"

    # -- legal actions ----------------------------------------------------------------

    def _legal_actions(self) -> list[int]:
        if self.result is not None:
            return []
        peek = self.peek
        if peek is not None:
            s5 = peek[0] << 5
            cards = peek[3]
            if peek[2] == 0:
                acts = [BURY | s5 | i << 8 for i in range(len(cards))]
                acts.append(KEEP | s5)
                return acts
            return [PLACE | s5 | i << 8 for i in range(len(cards))]
        acts = self._turn_actions() if self.phase == ACTIONS else [DRAW_STORM | self.current << 5]
        self._any_time_actions(acts)
        return acts

    def _turn_actions(self) -> list[int]:
        seat = self.current
        s5 = seat << 5
        role = self.roles[seat]
        here = self.pos[seat]
        hc = self.cell_of[here]
        sand = self.sand
        slot_at = self.slot_at
        acts: list[int] = []
        if self.buried(seat):
            acts.append(DIG | s5 | hc << 8)
        else:
            # Moves (and the Climber's passengers).
            targets = self.move_targets(role, here)
            acts += [MOVE | s5 | t << 8 for t in targets]
            if role == c.CLIMBER and targets:
                for other, where in enumerate(self.pos):
                    if where == here and other != seat:
                        b = (other + 1) << 13
                        acts += [MOVE | s5 | t << 8 | b for t in targets]
            # Sand.
            reach = AROUND[hc] if role == c.EXPLORER else ORTH[hc]
            if sand[here]:
                acts.append(DIG | s5 | hc << 8)
            for cell in reach:
                slot = slot_at[cell]
                if slot >= 0 and sand[slot]:
                    acts.append(DIG | s5 | cell << 8)
            if not self.revealed[here] and not sand[here]:
                acts.append(EXCAVATE | s5)
            if sand[here] < c.BLOCKED and self.revealed[here]:
                for part, where in enumerate(self.part_at):
                    if where == here:
                        acts.append(PICK_UP | s5 | part << 8)
            if role == c.NAVIGATOR:
                for other in range(len(self.pos)):
                    if other != seat and not self.buried(other):
                        acts += self._navigate_actions(s5, other)
            elif role == c.WATER_CARRIER:
                if (
                    self.revealed[here]
                    and c.TILE_KIND[self.kind[here]] == c.WELL
                    and self.water[seat] < self.canteen[seat]
                ):
                    acts.append(DRAW_WATER | s5)
            elif role == c.METEOROLOGIST:
                if self.calmed < self.draws():
                    acts.append(CALM | s5)
                if self.sdeck:
                    acts.append(FORECAST | s5)
        if self.can_take_off():
            acts.append(TAKE_OFF | s5)
        acts.append(END_ACTIONS | s5)
        return acts

    def _navigate_actions(self, s5: int, other: int) -> list[int]:
        start = self.pos[other]
        targets = self.navigate_targets(other)
        acts = [NAVIGATE | s5 | other << 8 | t << 13 for t in targets]
        if self.roles[other] == c.CLIMBER and targets:
            for rider, where in enumerate(self.pos):
                if where == start and rider != other:
                    cc = (rider + 1) << 18
                    acts += [NAVIGATE | s5 | other << 8 | t << 13 | cc for t in targets]
        return acts

    def _any_time_actions(self, acts: list[int]) -> None:
        """Sharing water and equipment, and playing equipment: open to every holder."""
        pos = self.pos
        water = self.water
        canteen = self.canteen
        n = len(pos)
        for seat in range(n):
            s5 = seat << 5
            here = pos[seat]
            hand = self.hands[seat]
            if water[seat] > 0:
                if self.roles[seat] == c.WATER_CARRIER:
                    near = {here}
                    for cell in ORTH[self.cell_of[here]]:
                        near.add(self.slot_at[cell])
                    acts += [
                        GIVE_WATER | s5 | o << 8
                        for o in range(n)
                        if o != seat and pos[o] in near and water[o] < canteen[o]
                    ]
                else:
                    acts += [
                        GIVE_WATER | s5 | o << 8
                        for o in range(n)
                        if o != seat and pos[o] == here and water[o] < canteen[o]
                    ]
            if any(hand):
                self._card_actions(seat, acts)

    def _card_actions(self, seat: int, acts: list[int]) -> None:
        """Giving equipment to a pawn on the same tile, and playing it."""
        pos = self.pos
        n = len(pos)
        s5 = seat << 5
        here = pos[seat]
        hand = self.hands[seat]
        mates = [o for o in range(n) if o != seat and pos[o] == here]
        for k in range(c.N_EQUIPMENT):
            if hand[k]:
                acts += [GIVE_CARD | s5 | o << 8 | k << 13 for o in mates]
        if hand[c.DUNE_BLASTER]:
            hc = self.cell_of[here]
            reach = AROUND[hc] if self.roles[seat] == c.EXPLORER else ORTH[hc]
            if self.sand[here]:
                acts.append(DUNE_BLASTER | s5 | hc << 8)
            for cell in reach:
                slot = self.slot_at[cell]
                if slot >= 0 and self.sand[slot]:
                    acts.append(DUNE_BLASTER | s5 | cell << 8)
        if hand[c.JET_PACK] and not self.buried(seat):
            targets = [
                cell
                for cell, slot in enumerate(self.slot_at)
                if slot >= 0 and slot != here and self.sand[slot] < c.BLOCKED
            ]
            acts += [JET_PACK | s5 | t << 8 for t in targets]
            for o in mates:
                b = (o + 1) << 13
                acts += [JET_PACK | s5 | t << 8 | b for t in targets]
        if hand[c.SOLAR_SHIELD] and not self.shields[seat]:
            acts.append(SOLAR_SHIELD | s5)
        if hand[c.TERRASCOPE]:
            known = self.known[seat]
            acts += [
                TERRASCOPE | s5 | cell << 8
                for cell, slot in enumerate(self.slot_at)
                if slot >= 0
                and not self.revealed[slot]
                and not known >> slot & 1
                and c.TILE_DESERT[self.kind[slot]] != c.CRASH
            ]
        water, canteen = self.water, self.canteen
        if hand[c.WATER_RESERVE] and any(
            pos[o] == here and water[o] < canteen[o] for o in range(n)
        ):
            acts.append(WATER_RESERVE | s5)
        if hand[c.TIME_THROTTLE] and seat == self.current and self.phase == ACTIONS:
            acts.append(TIME_THROTTLE | s5)
        if hand[c.STORM_TRACKER] and self.sdeck:
            acts.append(STORM_TRACKER | s5)

    # -- where pawns can go -----------------------------------------------------------

    def _tunnel_exits(self, here: int, climber: bool) -> list[int]:
        """Cells of the other excavated tunnels a pawn on ``here`` can travel to."""
        if not self.revealed[here] or c.TILE_KIND[self.kind[here]] != c.TUNNEL:
            return []
        out = []
        for slot in ALL_SLOTS:
            if (
                slot != here
                and self.revealed[slot]
                and c.TILE_KIND[self.kind[slot]] == c.TUNNEL
                and (climber or self.sand[slot] < c.BLOCKED)
            ):
                out.append(self.cell_of[slot])
        return out

    def move_targets(self, role: int, here: int) -> list[int]:
        """Cells a pawn of ``role`` on slot ``here`` reaches with one move action."""
        hc = self.cell_of[here]
        near = AROUND[hc] if role == c.EXPLORER else ORTH[hc]
        slot_at, sand = self.slot_at, self.sand
        climber = role == c.CLIMBER
        if climber:
            targets = [cell for cell in near if slot_at[cell] >= 0]
        else:
            targets = [
                cell for cell in near if slot_at[cell] >= 0 and sand[slot_at[cell]] < c.BLOCKED
            ]
        for cell in self._tunnel_exits(here, climber):
            if cell not in targets:
                targets.append(cell)
        return targets

    def navigate_targets(self, other: int) -> list[int]:
        """Where the Navigator can move ``other``: 1 to 3 steps (tunnels count as steps)."""
        role = self.roles[other]
        start = self.cell_of[self.pos[other]]
        seen = {start: 0}
        layer = [start]
        for _ in range(c.NAVIGATOR_STEPS):
            nxt = []
            for cell in layer:
                for t in self.move_targets(role, self.slot_at[cell]):
                    if t not in seen:
                        seen[t] = 1
                        nxt.append(t)
            layer = nxt
        del seen[start]
        return list(seen)

    # -- transitions ------------------------------------------------------------------

    def _apply(self, action: int) -> list[Event]:
        kind = action & 31
        seat = (action >> 5) & 7
        return _HANDLERS_LIST[kind](
            self, seat, (action >> 8) & 31, (action >> 13) & 31, action >> 18
        )

    def _spend_action(self, events: list[Event]) -> None:
        self.actions_left -= 1
        if self.actions_left <= 0:
            self._end_of_actions(events)

    def _end_of_actions(self, events: list[Event]) -> None:
        self.actions_left = 0
        self.phase = STORM
        self.storm_left = max(0, self.draws() - self.calmed)
        if self.storm_left == 0:
            self._next_turn(events)

    def _role(self, seat: int) -> str:
        return ROLE_TERM[self.roles[seat]]

    def _carry(self, pawn: int, cell: int, passenger: int, args: dict[str, Any], key: str) -> bool:
        """Put ``pawn`` on ``cell``'s tile with its passenger (seat + 1; 0: none), named
        in ``args`` under ``key``. True if it took one."""
        slot = self.slot_at[cell]
        self.pos[pawn] = slot
        if passenger:
            self.pos[passenger - 1] = slot
            args[key] = self._role(passenger - 1)
        return passenger > 0

    def _move(self, seat: int, cell: int, passenger: int, _c: int) -> list[Event]:
        args: dict[str, Any] = {"role": self._role(seat), "cell": CELL[cell]}
        carried = self._carry(seat, cell, passenger, args, "other")
        events = [Event("fd.event.moved-with" if carried else "fd.event.moved", args)]
        self._spend_action(events)
        return events

    def _dig(self, seat: int, cell: int, _b: int, _c: int) -> list[Event]:
        slot = self.slot_at[cell]
        count = min(2 if self.roles[seat] == c.ARCHEOLOGIST else 1, self.sand[slot])
        self.sand[slot] -= count
        args = {"role": self._role(seat), "cell": CELL[cell], "count": count}
        events = [Event("fd.event.dug", args)]
        self._spend_action(events)
        return events

    def _excavate(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        slot = self.pos[seat]
        tile = self.kind[slot]
        self.revealed[slot] = 1
        for s in range(len(self.known)):
            self.known[s] &= ~(1 << slot)
        cell = self.cell_of[slot]
        role = self._role(seat)
        events = [
            Event("fd.event.excavated", {"role": role, "cell": CELL[cell], "tile": TILE_TERM[tile]})
        ]
        info = c.TILES[tile]
        if info.kind == c.WELL:
            for other, where in enumerate(self.pos):
                if where == slot:
                    gain = min(c.WELL_GAIN, self.canteen[other] - self.water[other])
                    self.water[other] += gain
                    args = {"role": self._role(other), "count": gain}
                    events.append(Event("fd.event.well", args))
        elif info.kind == c.MIRAGE:
            events.append(Event("fd.event.mirage", {}))
        elif info.kind == c.CLUE:
            self._locate_part(info.part, events)
        if info.gear:
            if self.edeck:
                card = self.edeck.pop()
                self.hands[seat][card] += 1
                events.append(Event("fd.event.equipment", {"role": role, "card": CARD_TERM[card]}))
            else:
                events.append(Event("fd.event.no-equipment", {}))
        self._spend_action(events)
        return events

    def _locate_part(self, part: int, events: list[Event]) -> None:
        """Both clues excavated: the part appears where their row and column cross."""
        row_slot = self.kind.index(c.CLUE_TILE[part][c.ROW])
        col_slot = self.kind.index(c.CLUE_TILE[part][c.COLUMN])
        if not (self.revealed[row_slot] and self.revealed[col_slot]):
            return
        if self.part_at[part] != HIDDEN:
            return
        cell = (self.cell_of[row_slot] // c.SIZE) * c.SIZE + self.cell_of[col_slot] % c.SIZE
        slot = self.slot_at[cell]
        self.part_at[part] = IN_STORM if slot < 0 else slot
        msg = "fd.event.part-in-storm" if slot < 0 else "fd.event.part-appeared"
        events.append(Event(msg, {"part": PART_TERM[part], "cell": CELL[cell]}))

    def _pick_up(self, seat: int, part: int, _b: int, _c: int) -> list[Event]:
        self.part_at[part] = HELD + seat
        events = [Event("fd.event.picked-up", {"role": self._role(seat), "part": PART_TERM[part]})]
        self._spend_action(events)
        return events

    def _navigate(self, seat: int, other: int, cell: int, rider: int) -> list[Event]:
        args: dict[str, Any] = {
            "role": self._role(seat),
            "other": self._role(other),
            "cell": CELL[cell],
        }
        carried = self._carry(other, cell, rider, args, "rider")
        events = [Event("fd.event.navigated-with" if carried else "fd.event.navigated", args)]
        self._spend_action(events)
        return events

    def _draw_water(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        gain = min(c.WELL_GAIN, self.canteen[seat] - self.water[seat])
        self.water[seat] += gain
        events = [Event("fd.event.drew-water", {"role": self._role(seat), "count": gain})]
        self._spend_action(events)
        return events

    def _calm(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        self.calmed += 1
        events = [Event("fd.event.calmed", {"role": self._role(seat), "count": self.calmed})]
        self._spend_action(events)
        return events

    def _forecast(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        events = self._start_peek(seat, 0)
        self._spend_action(events)
        return events

    def _start_peek(self, seat: int, source: int) -> list[Event]:
        count = min(self.draws(), len(self.sdeck))
        cards = [self.sdeck.pop() for _ in range(count)]
        self.peek = [seat, source, 0, cards, []]
        for s in range(len(self.sknown_top)):
            self.sknown_top[s] = 0
            if not self.sdeck:
                self.sknown_bottom[s] = 0
        msg = "fd.event.forecast" if source == 0 else "fd.event.storm-tracker"
        args = {"role": self._role(seat), "count": count}
        secret = {"role": self._role(seat), "cards": [STORM_TERM[k] for k in cards]}
        return [Event(msg, args), Event("fd.event.peeked", secret, (seat,))]

    def _bury(self, seat: int, index: int, _b: int, _c: int) -> list[Event]:
        assert self.peek is not None
        card = self.peek[3].pop(index)
        self.sdeck.insert(0, card)
        for s in range(len(self.sknown_bottom)):
            self.sknown_bottom[s] = 0
        self.sknown_bottom[seat] = 1
        events = [
            Event("fd.event.buried", {"role": self._role(seat)}),
            Event("fd.event.buried-card", {"card": STORM_TERM[card]}, (seat,)),
        ]
        self._peek_next(events)
        return events

    def _keep(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        events = [Event("fd.event.kept", {"role": self._role(seat)})]
        self._peek_next(events)
        return events

    def _place(self, seat: int, index: int, _b: int, _c: int) -> list[Event]:
        assert self.peek is not None
        card = self.peek[3].pop(index)
        self.peek[4].append(card)
        events = [Event("fd.event.placed", {"role": self._role(seat)})]
        self._peek_next(events)
        return events

    def _peek_next(self, events: list[Event]) -> None:
        peek = self.peek
        assert peek is not None
        peek[2] = 1
        if len(peek[3]) > 1:
            return
        final = peek[4] + peek[3]
        self.sdeck.extend(reversed(final))
        self.sknown_top[peek[0]] = len(final)
        self.peek = None
        events.append(Event("fd.event.put-back", {"count": len(final)}))

    def _end_actions(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        events = [Event("fd.event.ended-actions", {"role": self._role(seat)})]
        self._end_of_actions(events)
        return events

    def _draw_storm(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        events: list[Event] = []
        deck = self.sdeck
        if len(deck) == 1:
            for s in range(len(self.sknown_bottom)):
                self.sknown_bottom[s] = 0
        card = deck.pop()
        for s, k in enumerate(self.sknown_top):
            if k:
                self.sknown_top[s] = k - 1
        events.append(Event("fd.event.storm-card", {"card": STORM_TERM[card]}))
        if card < c.SUN:
            self._wind(card // 3, card % 3 + 1, events)
        elif card == c.SUN:
            self._sun(events)
        else:
            self.meter += 1
            events.append(Event("fd.event.storm-up", {"level": self.meter, "draws": self.draws()}))
            if self.meter >= self.skull():
                self._lose("fd.outcome.storm", {}, events)
        self.sdiscard.append(card)
        if not deck:
            self.sdeck, self.sdiscard = self.sdiscard, []
            self.rng.shuffle(self.sdeck)
            for s in range(len(self.sknown_top)):
                self.sknown_top[s] = 0
                self.sknown_bottom[s] = 0
            events.append(Event("fd.event.storm-reshuffled", {}))
        if self.result is not None:
            return events
        self.storm_left -= 1
        if self.storm_left <= 0:
            self._next_turn(events)
        return events

    def _wind(self, direction: int, distance: int, events: list[Event]) -> None:
        came_from = WIND_FROM[direction]
        moved = []
        for _ in range(distance):
            src = came_from[self.storm]
            if src < 0:
                break
            slot = self.slot_at[src]
            eye = self.storm
            self.slot_at[eye] = slot
            self.cell_of[slot] = eye
            self.slot_at[src] = -1
            self.storm = src
            moved.append(slot)
            for part, where in enumerate(self.part_at):
                if where == IN_STORM:
                    self.part_at[part] = slot
        direction_term = f"@fd.direction.{c.DIRECTIONS[direction]}"
        cells = [CELL[self.cell_of[slot]] for slot in moved]
        args = {"direction": direction_term, "count": len(moved), "cells": cells}
        if not moved:
            events.append(Event("fd.event.calm-wind", {"direction": direction_term}))
            return
        events.append(Event("fd.event.wind", args))
        if len(moved) < distance:
            events.append(Event("fd.event.respite", {"count": distance - len(moved)}))
        supply = self.sand_supply()
        for slot in moved:
            if supply <= 0:
                self._lose("fd.outcome.sand", {}, events)
                return
            self.sand[slot] += 1
            supply -= 1

    def _sun(self, events: list[Event]) -> None:
        dead = -1
        for seat in range(len(self.pos)):
            if self.protected(seat):
                continue
            self.water[seat] -= 1
            if self.water[seat] < 0 and dead < 0:
                dead = seat
        events.append(Event("fd.event.sun", {}))
        if dead >= 0:
            self._lose("fd.outcome.thirst", {"role": self._role(dead)}, events)

    def _next_turn(self, events: list[Event]) -> None:
        self.current = (self.current + 1) % len(self.pos)
        self.phase = ACTIONS
        self.actions_left = c.ACTIONS_PER_TURN
        self.calmed = 0
        self.storm_left = 0
        if self.shields[self.current]:
            self.shields[self.current] = 0
            events.append(Event("fd.event.shield-ends", {"role": self._role(self.current)}))
        events.append(Event("fd.event.turn", {"role": self._role(self.current)}))

    def _lose(self, reason: str, args: dict[str, Any], events: list[Event]) -> None:
        self.result = Outcome(reason=reason, won=False, args=args)
        events.append(Event(reason, args))

    def _take_off(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        self.result = Outcome(reason="fd.outcome.won", won=True)
        return [Event("fd.event.take-off", {"role": self._role(seat)}), Event("fd.outcome.won", {})]

    def _give_water(self, seat: int, other: int, _b: int, _c: int) -> list[Event]:
        self.water[seat] -= 1
        self.water[other] += 1
        args = {"role": self._role(seat), "other": self._role(other)}
        return [Event("fd.event.gave-water", args)]

    def _give_card(self, seat: int, other: int, card: int, _c: int) -> list[Event]:
        self.hands[seat][card] -= 1
        self.hands[other][card] += 1
        args = {"role": self._role(seat), "other": self._role(other), "card": CARD_TERM[card]}
        return [Event("fd.event.gave-card", args)]

    def _use(self, seat: int, card: int) -> Event:
        self.hands[seat][card] -= 1  # used equipment goes back to the box
        return Event("fd.event.played", {"role": self._role(seat), "card": CARD_TERM[card]})

    def _dune_blaster(self, seat: int, cell: int, _b: int, _c: int) -> list[Event]:
        slot = self.slot_at[cell]
        count = self.sand[slot]
        self.sand[slot] = 0
        return [
            self._use(seat, c.DUNE_BLASTER),
            Event("fd.event.blasted", {"cell": CELL[cell], "count": count}),
        ]

    def _jet_pack(self, seat: int, cell: int, passenger: int, _c: int) -> list[Event]:
        events = [self._use(seat, c.JET_PACK)]
        args: dict[str, Any] = {"role": self._role(seat), "cell": CELL[cell]}
        carried = self._carry(seat, cell, passenger, args, "other")
        events.append(Event("fd.event.flew-with" if carried else "fd.event.flew", args))
        return events

    def _solar_shield(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        self.shields[seat] = 1
        return [
            self._use(seat, c.SOLAR_SHIELD),
            Event("fd.event.shield", {"role": self._role(seat)}),
        ]

    def _terrascope(self, seat: int, cell: int, _b: int, _c: int) -> list[Event]:
        slot = self.slot_at[cell]
        self.known[seat] |= 1 << slot
        secret = {"cell": CELL[cell], "tile": TILE_TERM[self.kind[slot]]}
        return [
            self._use(seat, c.TERRASCOPE),
            Event("fd.event.terrascope", {"role": self._role(seat), "cell": CELL[cell]}),
            Event("fd.event.terrascope-saw", secret, (seat,)),
        ]

    def _water_reserve(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        here = self.pos[seat]
        events = [self._use(seat, c.WATER_RESERVE)]
        for other, where in enumerate(self.pos):
            if where == here:
                gain = min(c.WATER_RESERVE_GAIN, self.canteen[other] - self.water[other])
                self.water[other] += gain
                events.append(Event("fd.event.drank", {"role": self._role(other), "count": gain}))
        return events

    def _time_throttle(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        self.actions_left += c.THROTTLE_ACTIONS
        args = {"count": c.THROTTLE_ACTIONS}
        return [self._use(seat, c.TIME_THROTTLE), Event("fd.event.throttle", args)]

    def _storm_tracker(self, seat: int, _a: int, _b: int, _c: int) -> list[Event]:
        return [self._use(seat, c.STORM_TRACKER), *self._start_peek(seat, 1)]

    # -- actions ----------------------------------------------------------------------

    def action_seat(self, action: int) -> int:
        return (action >> 5) & 7

    def consumes_chance(self, action: int) -> bool:
        return action & 31 in CHANCE_KINDS

    # -- formats ------------------------------------------------------------------------

    def _derive(self) -> None:
        self.canteen = tuple(c.CANTEEN[role] for role in self.roles)
        place_tiles(self, self.slot_at)

    def resample(self, seat: int | None, rng: Rng) -> DesertState:
        """Redraw what ``seat`` does not see (``GameInfo.hidden``): face-down tiles' city
        sides (``kind``: among tiles showing the same desert side, but those it looked
        under), the Equipment deck's order (``edeck``), and the Storm deck's order but the
        cards it knows (``sdeck``), with the cards another seat is looking at (``peek``).
        Each is redrawn from a sorted order: the result depends on what the seat sees."""
        new = self.clone()
        new.rng = rng.fork()
        new._redraw_tiles(self.known[seat] if seat is not None else 0, rng)
        reshuffle(rng, new.edeck)
        new._redraw_storm(seat, rng)
        new._legal = None
        return new

    def _redraw_tiles(self, known: int, rng: Rng) -> None:
        for side in (c.PLAIN, c.WATER):
            slots = [
                s
                for s in ALL_SLOTS
                if not self.revealed[s]
                and not known >> s & 1
                and c.TILE_DESERT[self.kind[s]] == side
            ]
            kinds = [self.kind[s] for s in slots]
            reshuffle(rng, kinds)
            for s, k in zip(slots, kinds, strict=True):
                self.kind[s] = k

    def _redraw_storm(self, seat: int | None, rng: Rng) -> None:
        deck = self.sdeck
        fixed: set[int] = set()
        if seat is not None:
            top = self.sknown_top[seat]
            fixed.update(range(len(deck) - top, len(deck)))
            if self.sknown_bottom[seat] and deck:
                fixed.add(0)
        free = [i for i in range(len(deck)) if i not in fixed]
        cards = [deck[i] for i in free]
        peek = self.peek
        if peek is not None and peek[0] != seat:
            # The cards in another seat's hand are any of the unseen ones.
            held, placed = peek[3], peek[4]
            cards += held + placed
            reshuffle(rng, cards)
            peek[3] = cards[len(free) : len(free) + len(held)]
            peek[4] = cards[len(free) + len(held) :]
            del cards[len(free) :]
        else:
            reshuffle(rng, cards)
        for i, card in zip(free, cards, strict=True):
            deck[i] = card


_HANDLERS = {
    MOVE: DesertState._move,
    DIG: DesertState._dig,
    EXCAVATE: DesertState._excavate,
    PICK_UP: DesertState._pick_up,
    NAVIGATE: DesertState._navigate,
    DRAW_WATER: DesertState._draw_water,
    CALM: DesertState._calm,
    FORECAST: DesertState._forecast,
    END_ACTIONS: DesertState._end_actions,
    DRAW_STORM: DesertState._draw_storm,
    GIVE_WATER: DesertState._give_water,
    GIVE_CARD: DesertState._give_card,
    DUNE_BLASTER: DesertState._dune_blaster,
    JET_PACK: DesertState._jet_pack,
    SOLAR_SHIELD: DesertState._solar_shield,
    TERRASCOPE: DesertState._terrascope,
    WATER_RESERVE: DesertState._water_reserve,
    TIME_THROTTLE: DesertState._time_throttle,
    STORM_TRACKER: DesertState._storm_tracker,
    BURY: DesertState._bury,
    KEEP: DesertState._keep,
    PLACE: DesertState._place,
    TAKE_OFF: DesertState._take_off,
}
_HANDLERS_LIST = [_HANDLERS[kind] for kind in range(len(_HANDLERS))]


def blank_state(game: Game, config: dict[str, Any], rng: Rng) -> DesertState:
    """A state with every field set to an empty start (the setup and notation fill it)."""
    state = object.__new__(DesertState)
    state.game = game
    state.config = config
    state.rng = rng
    state._legal = None
    state.peek = None
    state.result = None
    state.current = 0
    state.phase = ACTIONS
    state.actions_left = c.ACTIONS_PER_TURN
    state.calmed = 0
    state.storm_left = 0
    state.sdiscard = []
    state.part_at = [HIDDEN] * 4
    return state


def place_tiles(state: DesertState, slot_at: list[int]) -> None:
    state.slot_at = slot_at
    cell_of = [0] * N_SLOTS
    for cell, slot in enumerate(slot_at):
        if slot >= 0:
            cell_of[slot] = cell
        else:
            state.storm = cell
    state.cell_of = cell_of


def new_game(game: Game, config: dict[str, Any], rng: Rng) -> DesertState:
    """Set up the desert as the rulebook's "Préparation du jeu" says, in its order."""
    state = blank_state(game, config, rng)
    players = config["players"]
    # 1-2. The 24 tiles shuffled, desert side up, around the storm's eye in the centre.
    kinds = list(range(N_SLOTS))
    rng.shuffle(kinds)
    state.kind = kinds
    state.revealed = [0] * N_SLOTS
    cells = [cell for cell in range(N_CELLS) if cell != c.CENTRE]
    slot_at = [-1] * N_CELLS
    for slot, cell in enumerate(cells):
        slot_at[cell] = slot
    place_tiles(state, slot_at)
    # 3. The 8 sand markers on the diamond.
    state.sand = [0] * N_SLOTS
    for cell in c.START_SAND_CELLS:
        state.sand[slot_at[cell]] = 1
    # 5. The storm meter by player count and difficulty.
    state.meter = c.START_LEVEL[config["difficulty"]]
    # 6. The Storm and Equipment decks, shuffled.
    state.sdeck = list(c.STORM_DECK)
    rng.shuffle(state.sdeck)
    state.edeck = c.equipment_deck(bool(config.get("storm_tracker", False)))
    rng.shuffle(state.edeck)
    # 7. The adventurers, chosen or dealt at random; full canteens; pawns on the crash site.
    chosen = config.get("adventurers")
    if chosen:
        roles = [c.ROLES.index(name) for name in chosen]
    else:
        roles = list(range(len(c.ROLES)))
        rng.shuffle(roles)
        roles = roles[:players]
    state.roles = tuple(roles)
    state.canteen = tuple(c.CANTEEN[role] for role in roles)
    state.water = list(state.canteen)
    crash = kinds.index(c.CRASH_TILE)
    state.pos = [crash] * players
    state.hands = [[0] * c.N_EQUIPMENT for _ in range(players)]
    state.shields = [0] * players
    state.known = [0] * players
    state.sknown_top = [0] * players
    state.sknown_bottom = [0] * players
    return state
