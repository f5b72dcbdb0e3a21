"""Forbidden Island: the state and its transitions.

A turn is: up to 3 actions, then "draw 2 Treasure cards" (one step), then one step per
Flood card. Three things can interrupt play and are settled first, in this order: a
Helicopter Lift waiting for its landing tile, pawns that must swim off a sunken tile,
and a player over the hand limit. Helicopter Lift and Sandbags are legal for their
holder at every decision, whoever is to move.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from meeple.engine import Event, Game, Outcome, Rng, State
from meeple.engine.deck import draw, push_run, reshuffle, reshuffle_runs
from meeple.engine.fields import (
    BOOL,
    DERIVED,
    INT,
    LIST,
    LISTS,
    OPTIONAL_TUPLE,
    OUTCOME,
    TUPLE,
    Field,
    field_names,
)
from meeple.engine.i18n import player_name
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.actions import (
    CAPTURE,
    CHANCE_KINDS,
    DISCARD,
    DRAW_FLOOD,
    DRAW_TREASURE,
    DROWN,
    END_ACTIONS,
    FLY,
    GIVE,
    HELI_DROP,
    HELICOPTER,
    LIFT_OFF,
    MOVE,
    NAVIGATE,
    SANDBAGS,
    SHORE_UP,
    SWIM,
    seats_in,
)

DRY, FLOODED, SUNK = c.DRY, c.FLOODED, c.SUNK
N_TILES = c.N_TILES
ALL_TILES = range(N_TILES)

HAND_SANDBAGS, HAND_HELICOPTER = c.SANDBAGS, c.HELICOPTER
# The non-empty subsets of each mask of seats, in the order ``sub = (sub - 1) & mask``
# lists them from the mask down: built once, for the Helicopter Lift's choices.
SUBSETS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sub for sub in range(mask, 0, -1) if sub & mask == sub) for mask in range(1 << 4)
)

# Turn phases.
ACTIONS, TREASURE_DRAW, FLOOD_DRAW = range(3)
PHASES = ("actions", "draw-treasure", "draw-flood")

# Event arguments, built once: "@" marks a message id translated when shown.
TILE_TERM = tuple(f"@fi.tile.{tile.slug}" for tile in c.TILES)
ROLE_TERM = tuple(f"@fi.role.{role}" for role in c.ROLES)
CARD_TERM = tuple(f"@fi.card.{card}" for card in c.CARDS)
TREASURE_TERM = tuple(f"@fi.treasure.{treasure}" for treasure in c.TREASURES)


def _cell_neighbours(steps: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
    index = {coord: cell for cell, coord in enumerate(c.ISLAND_CELLS)}
    return tuple(
        tuple(index[(r + dr, q + dc)] for dr, dc in steps if (r + dr, q + dc) in index)
        for r, q in c.ISLAND_CELLS
    )


# Which island cells touch, computed once: a game only decides which tile lies where.
CELL_ORTH = _cell_neighbours(((-1, 0), (0, -1), (0, 1), (1, 0)))
CELL_DIAG = _cell_neighbours(((-1, -1), (-1, 1), (1, -1), (1, 1)))


class Board:
    """Where each tile lies and which tiles touch: fixed for a whole game, shared by clones."""

    __slots__ = ("around", "cell_of", "diag", "orth", "tile_at")

    def __init__(self, tile_at: tuple[int, ...]) -> None:
        self.tile_at = tile_at  # tile_at[cell]: cells are c.ISLAND_CELLS, row by row
        cell_of = [0] * N_TILES
        for cell, tile in enumerate(tile_at):
            cell_of[tile] = cell
        self.cell_of = tuple(cell_of)
        self.orth = tuple(tuple(tile_at[n] for n in CELL_ORTH[cell]) for cell in cell_of)
        self.diag = tuple(tuple(tile_at[n] for n in CELL_DIAG[cell]) for cell in cell_of)
        self.around = tuple(o + d for o, d in zip(self.orth, self.diag, strict=True))


@lru_cache(maxsize=256)  # bounded: random layouts rarely repeat
def board_for(tile_at: tuple[int, ...]) -> Board:
    return Board(tile_at)


def _dump_board(board: Board) -> list[int]:
    return list(board.tile_at)


def _load_board(tile_at: list[int]) -> Board:
    return board_for(tuple(tile_at))


class IslandState(State):
    # The board is written as its layout and shared by clones (a Board never changes);
    # nav_powers follows from the config.
    FIELDS = (
        Field("board", dump=_dump_board, load=_load_board),
        TUPLE("roles"),
        LIST("pos"),
        LIST("tiles"),
        LISTS("hands"),
        LIST("tdeck"),
        LIST("tdiscard"),
        LIST("fdeck"),
        LIST("fsegments"),
        LIST("fdiscard"),
        INT("level"),
        LIST("captured"),
        INT("current"),
        INT("phase"),
        INT("actions_left"),
        BOOL("pilot_flew"),
        INT("flood_left"),
        LIST("swimmers"),
        OPTIONAL_TUPLE("heli"),
        OUTCOME("result"),
        DERIVED("nav_powers"),
    )
    __slots__ = field_names(FIELDS)

    board: Board
    roles: tuple[int, ...]  # the adventurer of each seat
    pos: list[int]  # the tile each seat's pawn stands on
    tiles: list[int]  # DRY, FLOODED or SUNK, per tile
    hands: list[list[int]]  # per seat, a count per card kind (c.N_HAND_KINDS)
    tdeck: list[int]  # Treasure deck, top card last
    tdiscard: list[int]
    fdeck: list[int]  # Flood deck (tiles), top card last
    fsegments: list[int]  # sizes of the deck's separately shuffled runs, bottom first
    fdiscard: list[int]
    level: int
    captured: list[bool]
    current: int
    phase: int
    actions_left: int
    pilot_flew: bool
    flood_left: int
    swimmers: list[int]  # seats whose pawn must leave a sunken tile, in order
    heli: tuple[int, int, int] | None  # (holder, tile left, mask of seats) awaiting landing
    result: Outcome | None
    nav_powers: bool

    # -- whose decision ---------------------------------------------------------------

    def to_move(self) -> int | None:
        if self.result is not None:
            return None
        if self.heli is not None:
            return self.heli[0]
        if self.swimmers:
            return self.swimmers[0]
        over = self.over_limit()
        return self.current if over < 0 else over

    def legal_actions(self, seat: int | None = None) -> list[int]:
        """As :meth:`State.legal_actions`, with the seat read inline (the simulation
        runner asks every other seat at every step)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_actions()
        if seat is None:
            return legal
        return [action for action in legal if (action >> 4) & 7 == seat]

    def over_limit(self) -> int:
        """The first seat (from the current one) holding more than 5 cards, or -1."""
        hands = self.hands
        if max(map(sum, hands)) <= c.HAND_LIMIT:
            return -1
        n = len(hands)
        for i in range(n):
            seat = (self.current + i) % n
            if sum(hands[seat]) > c.HAND_LIMIT:
                return seat
        return -1

    def outcome(self) -> Outcome | None:
        return self.result

    def describe_turn(self, lang: str = "en") -> str:
        seat = self.to_move()
        if seat is None:
            return super().describe_turn(lang)
        who = player_name(seat, lang)
        if self.heli is not None:
            return f"{who} must choose where the helicopter lands"
        if self.swimmers:
            return f"{who} must swim to safety"
        if self.over_limit() >= 0:
            return f"{who} holds more than {c.HAND_LIMIT} cards and must discard"
        if self.phase == ACTIONS:
            left = self.actions_left
            return f"it is {who}'s turn, {left} action{'' if left == 1 else 's'} left"
        return f"{who} must {PHASES[self.phase].replace('-', ' ')}"

    # -- legal actions ----------------------------------------------------------------

    def _legal_actions(self) -> list[int]:
        if self.result is not None:
            return []
        tiles = self.tiles
        if self.heli is not None:
            holder, origin, _ = self.heli
            base = HELI_DROP | holder << 4
            return [base | t << 7 for t in ALL_TILES if tiles[t] != SUNK and t != origin]
        if self.swimmers:
            seat = self.swimmers[0]
            targets = self.swim_targets(seat)
            base = SWIM | seat << 4
            acts = [base | t << 7 for t in targets] if targets else [DROWN | seat << 4]
        else:
            seat = self.over_limit()
            if seat >= 0:
                hand = self.hands[seat]
                base = DISCARD | seat << 4
                acts = [base | kind << 7 for kind in range(c.N_HAND_KINDS) if hand[kind]]
            elif self.phase == ACTIONS:
                acts = self._turn_actions()
            elif self.phase == TREASURE_DRAW:
                acts = [DRAW_TREASURE | self.current << 4]
            else:
                acts = [DRAW_FLOOD | self.current << 4]
        self._special_actions(acts)
        return acts

    def _turn_actions(self) -> list[int]:
        seat = self.current
        s4 = seat << 4
        role = self.roles[seat]
        here = self.pos[seat]
        tiles = self.tiles
        acts = [MOVE | s4 | t << 7 for t in self.move_targets(role, here)]
        if role == c.PILOT and not self.pilot_flew:
            near = set(self.move_targets(role, here))
            acts += [
                FLY | s4 | t << 7
                for t in ALL_TILES
                if tiles[t] != SUNK and t != here and t not in near
            ]
        reach = self.board.around[here] if role == c.EXPLORER else self.board.orth[here]
        wet = [t for t in (here, *reach) if tiles[t] == FLOODED]
        for i, t in enumerate(wet):
            acts.append(SHORE_UP | s4 | t << 7 | t << 13)
            if role == c.ENGINEER:
                acts += [SHORE_UP | s4 | t << 7 | u << 13 for u in wet[i + 1 :]]
        if role == c.NAVIGATOR:
            for other in range(len(self.pos)):
                if other != seat:
                    acts += [
                        NAVIGATE | s4 | other << 7 | t << 13 for t in self.navigate_targets(other)
                    ]
        hand = self.hands[seat]
        if hand[0] or hand[1] or hand[2] or hand[3]:
            anywhere = role == c.MESSENGER
            for other, where in enumerate(self.pos):
                if other != seat and (anywhere or where == here):
                    acts += [GIVE | s4 | other << 7 | k << 13 for k in range(4) if hand[k]]
        treasure = c.TILE_TREASURE[here]
        if treasure >= 0 and not self.captured[treasure] and hand[treasure] >= c.CARDS_PER_CAPTURE:
            acts.append(CAPTURE | s4 | treasure << 7)
        acts.append(END_ACTIONS | s4)
        return acts

    def _special_actions(self, acts: list[int]) -> None:
        """Append the Sandbags and Helicopter Lift plays open to every holder."""
        wet: list[int] | None = None
        groups: dict[int, int] | None = None
        for seat, hand in enumerate(self.hands):
            if not (hand[HAND_SANDBAGS] or hand[HAND_HELICOPTER]):
                continue  # the common case, on the hot path of every playout
            s4 = seat << 4
            if hand[HAND_SANDBAGS]:
                if wet is None:
                    tiles = self.tiles
                    wet = [t for t in ALL_TILES if tiles[t] == FLOODED]
                acts += [SANDBAGS | s4 | t << 7 for t in wet]
            if hand[HAND_HELICOPTER]:
                if groups is None:
                    groups = {}
                    for other, tile in enumerate(self.pos):
                        groups[tile] = groups.get(tile, 0) | 1 << other
                    if all(self.captured) and len(groups) == 1 and c.FOOLS_LANDING in groups:
                        groups[-1] = 0  # marks that the team may lift off
                    # a lift needs somewhere to land: a tile still above water but its own
                    tiles = self.tiles
                    standing = N_TILES - tiles.count(SUNK)
                    for tile in list(groups):
                        if tile >= 0 and standing - (tiles[tile] != SUNK) == 0:
                            del groups[tile]
                for tile, mask in groups.items():
                    if tile < 0:
                        acts.append(LIFT_OFF | s4)
                        continue
                    base = HELICOPTER | s4 | tile << 7
                    # every non-empty subset of the pawns on that tile
                    acts += [base | sub << 13 for sub in SUBSETS[mask]]

    # -- where pawns can go -----------------------------------------------------------

    def move_targets(self, role: int, here: int) -> list[int]:
        """Tiles a pawn of ``role`` on ``here`` reaches with one move action."""
        tiles = self.tiles
        if role == c.DIVER:
            return self.dive_targets(here)
        near = self.board.around[here] if role == c.EXPLORER else self.board.orth[here]
        return [t for t in near if tiles[t] != SUNK]

    def dive_targets(self, here: int) -> list[int]:
        """The Diver's move: through any run of flooded or missing tiles, onto a tile."""
        tiles, orth = self.tiles, self.board.orth
        seen = {here}
        frontier = [here]
        found: list[int] = []
        while frontier:
            tile = frontier.pop()
            for nxt in orth[tile]:
                if nxt in seen:
                    continue
                seen.add(nxt)
                state = tiles[nxt]
                if state != SUNK:
                    found.append(nxt)
                if state != DRY:
                    frontier.append(nxt)
        return found

    def navigate_targets(self, other: int) -> list[int]:
        """Where the Navigator can move ``other``'s pawn: 1 or 2 tiles away."""
        start = self.pos[other]
        role = self.roles[other]
        if not self.nav_powers or role == c.PILOT:
            role = c.MESSENGER  # a plain orthogonal step
        first = self.move_targets(role, start)
        reached = dict.fromkeys(first)
        for tile in first:
            reached.update(dict.fromkeys(self.move_targets(role, tile)))
        reached.pop(start, None)
        return list(reached)

    def swim_targets(self, seat: int) -> list[int]:
        """Where ``seat``'s pawn may swim from its sunken tile (empty: it would drown)."""
        here, role, tiles = self.pos[seat], self.roles[seat], self.tiles
        if role == c.PILOT:
            return [t for t in ALL_TILES if tiles[t] != SUNK]
        if role == c.DIVER:  # the nearest tile(s), counting orthogonal steps over the sea
            orth = self.board.orth
            seen = {here}
            layer = [here]
            while layer:
                nxt_layer: list[int] = []
                found: list[int] = []
                for tile in layer:
                    for nxt in orth[tile]:
                        if nxt not in seen:
                            seen.add(nxt)
                            (found if tiles[nxt] != SUNK else nxt_layer).append(nxt)
                if found:
                    return found
                layer = nxt_layer
            return []
        near = self.board.around[here] if role == c.EXPLORER else self.board.orth[here]
        return [t for t in near if tiles[t] != SUNK]

    def can_lift_off(self) -> bool:
        return all(self.captured) and all(p == c.FOOLS_LANDING for p in self.pos)

    # -- transitions ------------------------------------------------------------------

    def _apply(self, action: int) -> list[Event]:
        kind = action & 15
        seat = (action >> 4) & 7
        return _HANDLERS_LIST[kind](self, seat, (action >> 7) & 63, action >> 13)

    def _spend_action(self) -> None:
        self.actions_left -= 1
        if self.actions_left == 0:
            self.phase = TREASURE_DRAW

    def _move(self, seat: int, tile: int, _b: int) -> list[Event]:
        self.pos[seat] = tile
        self._spend_action()
        return [
            Event("fi.event.moved", {"role": ROLE_TERM[self.roles[seat]], "tile": TILE_TERM[tile]})
        ]

    def _fly(self, seat: int, tile: int, _b: int) -> list[Event]:
        self.pos[seat] = tile
        self.pilot_flew = True
        self._spend_action()
        return [
            Event("fi.event.flew", {"role": ROLE_TERM[self.roles[seat]], "tile": TILE_TERM[tile]})
        ]

    def _shore_up(self, seat: int, tile: int, second: int) -> list[Event]:
        self.tiles[tile] = DRY
        self.tiles[second] = DRY
        self._spend_action()
        shored = [TILE_TERM[tile]] if second == tile else [TILE_TERM[tile], TILE_TERM[second]]
        return [Event("fi.event.shored-up", {"role": ROLE_TERM[self.roles[seat]], "tiles": shored})]

    def _navigate(self, seat: int, other: int, tile: int) -> list[Event]:
        self.pos[other] = tile
        self._spend_action()
        args = {"role": ROLE_TERM[self.roles[seat]], "other": ROLE_TERM[self.roles[other]]}
        args["tile"] = TILE_TERM[tile]
        return [Event("fi.event.navigated", args)]

    def _give(self, seat: int, other: int, card: int) -> list[Event]:
        self.hands[seat][card] -= 1
        self.hands[other][card] += 1
        self._spend_action()
        args = {"role": ROLE_TERM[self.roles[seat]], "other": ROLE_TERM[self.roles[other]]}
        args["card"] = CARD_TERM[card]
        return [Event("fi.event.gave", args)]

    def _capture(self, seat: int, treasure: int, _b: int) -> list[Event]:
        self.hands[seat][treasure] -= c.CARDS_PER_CAPTURE
        self.tdiscard += [treasure] * c.CARDS_PER_CAPTURE
        self.captured[treasure] = True
        self._spend_action()
        args = {"role": ROLE_TERM[self.roles[seat]], "treasure": TREASURE_TERM[treasure]}
        return [Event("fi.event.captured", args)]

    def _end_actions(self, seat: int, _a: int, _b: int) -> list[Event]:
        self.actions_left = 0
        self.phase = TREASURE_DRAW
        return [Event("fi.event.ended-actions", {"role": ROLE_TERM[self.roles[seat]]})]

    def _draw_treasure(self, seat: int, _a: int, _b: int) -> list[Event]:
        events: list[Event] = []
        rises = 0
        role = ROLE_TERM[self.roles[seat]]
        for _ in range(c.TREASURE_DRAWS_PER_TURN):
            card = self._draw_treasure_card(events)
            if card < 0:
                break
            if card == c.WATERS_RISE:
                rises += 1
                self.tdiscard.append(card)
                self.level = min(self.level + 1, c.SKULL_LEVEL)  # the marker stops at the skull
                events.append(Event("fi.event.waters-rise", {"role": role, "level": self.level}))
            else:
                self.hands[seat][card] += 1
                events.append(Event("fi.event.drew", {"role": role, "card": CARD_TERM[card]}))
            if not self.tdeck and self.tdiscard:
                # "When the last card of the Treasure deck is drawn, immediately shuffle the
                # Treasure discard pile" (EN rulebook), once that card is settled: cards
                # discarded later wait in the new discard pile.
                self._renew_treasure_deck(events)
        if self.level >= c.SKULL_LEVEL:
            self._lose("fi.outcome.water-skull", {}, events)
            return events
        if rises and self.fdiscard:
            # One reshuffle however many Waters Rise! came out: the discards go on top.
            pile, self.fdiscard = self.fdiscard, []
            push_run(self.rng, self.fdeck, self.fsegments, pile)
            events.append(Event("fi.event.flood-reshuffled", {"count": len(pile)}))
        self.phase = FLOOD_DRAW
        self.flood_left = c.FLOOD_CARDS[self.level]
        return events

    def _draw_treasure_card(self, events: list[Event]) -> int:
        if not self.tdeck:
            if not self.tdiscard:
                return -1  # every card is in a hand: nothing to draw
            self._renew_treasure_deck(events)
        return self.tdeck.pop()

    def _renew_treasure_deck(self, events: list[Event]) -> None:
        self.tdeck, self.tdiscard = self.tdiscard, []
        self.rng.shuffle(self.tdeck)
        events.append(Event("fi.event.treasure-reshuffled", {}))

    def _draw_flood(self, seat: int, _a: int, _b: int) -> list[Event]:
        events: list[Event] = []
        if not self.fdeck and self.fdiscard:
            pile, self.fdiscard = self.fdiscard, []
            push_run(self.rng, self.fdeck, self.fsegments, pile)
            events.append(Event("fi.event.flood-deck-renewed", {}))
        if self.fdeck:
            tile = draw(self.fdeck, self.fsegments)
            if self.tiles[tile] == DRY:
                self.tiles[tile] = FLOODED
                self.fdiscard.append(tile)
                events.append(Event("fi.event.tile-flooded", {"tile": TILE_TERM[tile]}))
            else:
                self._sink(tile, events)
                if self.result is not None:
                    return events
        self.flood_left -= 1
        if self.flood_left <= 0:
            self._next_turn(events)
        return events

    def _sink(self, tile: int, events: list[Event]) -> None:
        """A flooded tile whose card comes up sinks; its Flood card leaves the game."""
        self.tiles[tile] = SUNK
        events.append(Event("fi.event.tile-sank", {"tile": TILE_TERM[tile]}))
        if tile == c.FOOLS_LANDING:
            self._lose("fi.outcome.fools-landing-sank", {}, events)
            return
        treasure = c.TILE_TREASURE[tile]
        if treasure >= 0 and not self.captured[treasure]:
            first, second = c.TREASURE_TILES[treasure]
            if self.tiles[first] == SUNK and self.tiles[second] == SUNK:
                self._lose(
                    "fi.outcome.treasure-lost", {"treasure": TREASURE_TERM[treasure]}, events
                )
                return
        n = len(self.pos)
        stranded = [(self.current + i) % n for i in range(n)]
        stranded = [seat for seat in stranded if self.pos[seat] == tile]
        if not stranded:
            return
        rescue_possible = any(hand[c.HELICOPTER] for hand in self.hands)
        for seat in stranded:
            events.append(Event("fi.event.must-swim", {"role": ROLE_TERM[self.roles[seat]]}))
            if not rescue_possible and not self.swim_targets(seat):
                self._lose("fi.outcome.drowned", {"role": ROLE_TERM[self.roles[seat]]}, events)
                return
        self.swimmers += stranded

    def _next_turn(self, events: list[Event]) -> None:
        self.current = (self.current + 1) % len(self.pos)
        self.phase = ACTIONS
        self.actions_left = c.ACTIONS_PER_TURN
        self.pilot_flew = False
        self.flood_left = 0
        events.append(Event("fi.event.turn", {"role": ROLE_TERM[self.roles[self.current]]}))

    def _lose(self, reason: str, args: dict[str, Any], events: list[Event]) -> None:
        self.result = Outcome(reason=reason, won=False, args=args)
        events.append(Event(reason, args))

    def _discard(self, seat: int, card: int, _b: int) -> list[Event]:
        self.hands[seat][card] -= 1
        self.tdiscard.append(card)
        args = {"role": ROLE_TERM[self.roles[seat]], "card": CARD_TERM[card]}
        return [Event("fi.event.discarded", args)]

    def _swim(self, seat: int, tile: int, _b: int) -> list[Event]:
        self.pos[seat] = tile
        self.swimmers.pop(0)
        return [
            Event("fi.event.swam", {"role": ROLE_TERM[self.roles[seat]], "tile": TILE_TERM[tile]})
        ]

    def _drown(self, seat: int, _a: int, _b: int) -> list[Event]:
        events: list[Event] = []
        self._lose("fi.outcome.drowned", {"role": ROLE_TERM[self.roles[seat]]}, events)
        return events

    def _sandbags(self, seat: int, tile: int, _b: int) -> list[Event]:
        self.hands[seat][c.SANDBAGS] -= 1
        self.tdiscard.append(c.SANDBAGS)
        self.tiles[tile] = DRY
        args = {"role": ROLE_TERM[self.roles[seat]], "tile": TILE_TERM[tile]}
        return [Event("fi.event.sandbags", args)]

    def _helicopter(self, seat: int, tile: int, mask: int) -> list[Event]:
        self.hands[seat][c.HELICOPTER] -= 1
        self.tdiscard.append(c.HELICOPTER)
        self.heli = (seat, tile, mask)
        pawns = [ROLE_TERM[self.roles[other]] for other in seats_in(mask)]
        args = {"role": ROLE_TERM[self.roles[seat]], "pawns": pawns, "tile": TILE_TERM[tile]}
        return [Event("fi.event.helicopter", args)]

    def _land(self, seat: int, tile: int, _b: int) -> list[Event]:
        assert self.heli is not None
        lifted = seats_in(self.heli[2])
        self.heli = None
        for other in lifted:
            self.pos[other] = tile
            if other in self.swimmers:
                self.swimmers.remove(other)
        pawns = [ROLE_TERM[self.roles[other]] for other in lifted]
        return [Event("fi.event.landed", {"pawns": pawns, "tile": TILE_TERM[tile]})]

    def _lift_off(self, seat: int, _a: int, _b: int) -> list[Event]:
        self.hands[seat][c.HELICOPTER] -= 1
        self.tdiscard.append(c.HELICOPTER)
        self.result = Outcome(reason="fi.outcome.won", won=True)
        return [Event("fi.event.lift-off", {"role": ROLE_TERM[self.roles[seat]]})]

    # -- actions as text --------------------------------------------------------------

    def action_seat(self, action: int) -> int:
        return (action >> 4) & 7

    def consumes_chance(self, action: int) -> bool:
        return action & 15 in CHANCE_KINDS

    # -- what follows from the fields, what is hidden ----------------------------------

    def _derive(self) -> None:
        self.nav_powers = bool(self.config.get("navigator_uses_powers", False))

    def flood_runs(self) -> list[list[int]]:
        """The Flood deck's separately shuffled runs, bottom first, each bottom card first."""
        runs, start = [], 0
        for size in self.fsegments:
            runs.append(self.fdeck[start : start + size])
            start += size
        return runs

    def resample(self, seat: int | None, rng: Rng) -> IslandState:
        """Redraw what nobody sees: the decks' order (each reshuffled run on its own),
        from a sorted order so the result depends on what the seat sees alone."""
        new = self.clone()
        new.rng = rng.fork()
        reshuffle(rng, new.tdeck)
        reshuffle_runs(rng, new.fdeck, new.fsegments)
        new._legal = None
        return new


_HANDLERS = {
    MOVE: IslandState._move,
    FLY: IslandState._fly,
    SHORE_UP: IslandState._shore_up,
    NAVIGATE: IslandState._navigate,
    GIVE: IslandState._give,
    CAPTURE: IslandState._capture,
    END_ACTIONS: IslandState._end_actions,
    DRAW_TREASURE: IslandState._draw_treasure,
    DRAW_FLOOD: IslandState._draw_flood,
    DISCARD: IslandState._discard,
    SWIM: IslandState._swim,
    DROWN: IslandState._drown,
    SANDBAGS: IslandState._sandbags,
    HELICOPTER: IslandState._helicopter,
    HELI_DROP: IslandState._land,
    LIFT_OFF: IslandState._lift_off,
}
_HANDLERS_LIST = [_HANDLERS[kind] for kind in range(16)]


def blank_state(game: Game, config: dict[str, Any], rng: Rng) -> IslandState:
    """A state with the engine's attributes set, its own fields still to fill (by
    :func:`new_game` or the notation reader)."""
    state = object.__new__(IslandState)
    state.game = game
    state.config = config
    state.rng = rng
    state._legal = None
    return state


def new_game(game: Game, config: dict[str, Any], rng: Rng) -> IslandState:
    """Set up the island as the rulebook's "Installation" says, in its order."""
    state = blank_state(game, config, rng)
    state._derive()
    _create_island(state, rng)
    _first_floods(state, rng)
    _place_adventurers(state, rng)
    _deal_treasures(state, rng)
    # 7. The water level of the chosen difficulty.
    state.level = c.START_LEVEL[config["difficulty"]]
    state.captured = [False] * 4
    state.current = 0
    state.phase = ACTIONS
    state.actions_left = c.ACTIONS_PER_TURN
    state.pilot_flew = False
    state.flood_left = 0
    state.swimmers = []
    state.heli = None
    state.result = None
    return state


def _create_island(state: IslandState, rng: Rng) -> None:
    """1. The 24 tiles shuffled into the fixed shape, dry side up."""
    layout = list(ALL_TILES)
    rng.shuffle(layout)
    state.board = board_for(tuple(layout))
    state.tiles = [DRY] * N_TILES


def _first_floods(state: IslandState, rng: Rng) -> None:
    """4. The island starts to sink: 6 Flood cards drawn, those tiles flooded."""
    state.fdeck, state.fsegments, state.fdiscard = [], [], []
    push_run(rng, state.fdeck, state.fsegments, list(ALL_TILES))
    for _ in range(c.INITIAL_FLOODS):
        tile = draw(state.fdeck, state.fsegments)
        state.tiles[tile] = FLOODED
        state.fdiscard.append(tile)


def _place_adventurers(state: IslandState, rng: Rng) -> None:
    """5. The adventurers: chosen, or dealt at random; pawns on their start tiles."""
    chosen = state.config.get("adventurers")
    if chosen:
        roles = [c.ROLES.index(name) for name in chosen]
    else:
        roles = list(range(len(c.ROLES)))
        rng.shuffle(roles)
        roles = roles[: state.config["players"]]
    state.roles = tuple(roles)
    state.pos = [c.ROLE_START[role] for role in roles]


def _deal_treasures(state: IslandState, rng: Rng) -> None:
    """6. Two Treasure cards each; a Waters Rise! dealt is replaced, then shuffled back in."""
    state.tdeck = list(c.TREASURE_DECK)
    rng.shuffle(state.tdeck)
    state.hands = [[0] * c.N_HAND_KINDS for _ in state.roles]
    set_aside: list[int] = []
    for hand in state.hands:
        dealt = 0
        while dealt < c.DEALT_PER_PLAYER:
            card = state.tdeck.pop()
            if card == c.WATERS_RISE:
                set_aside.append(card)
                continue
            hand[card] += 1
            dealt += 1
    if set_aside:
        state.tdeck += set_aside
        rng.shuffle(state.tdeck)
    state.tdiscard = []
