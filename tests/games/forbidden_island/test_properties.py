"""Forbidden Island invariants, checked at every step of a few hundred seeded games.

Three kinds of game, so the checks meet every part of the rules: uniformly random play
(all seats, special cards included), a greedy player that gathers cards and captures
treasures, and late-game positions (two or three treasures taken, built with the
notation) that the greedy player often wins.

The invariants (see :class:`Watch`): the 28 Treasure cards are all somewhere (deck,
discard, hands; captured cards go to the discard); Flood cards are exactly the tiles
not sunk; a sunk tile never comes back; only a swimmer (or a pawn lifted by a helicopter
waiting to land) stands on a sunk tile; only the seat that must discard holds more than
5 cards; the water level never falls and the game ends when it reaches the skull; the
Pilot flies at most once a turn; a turn has at most 3 actions, one Treasure draw and as
many Flood draws as the water level says; captured treasures stay captured; every seat
sees all hands (face up) and never the order of a deck.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from meeple.engine import Rng, load
from meeple.engine.events import Event
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.actions import (
    CAPTURE,
    DISCARD,
    DRAW_FLOOD,
    DRAW_TREASURE,
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
    unpack,
)
from meeple.games.forbidden_island.rules import ACTIONS, IslandState

GAME = load("forbidden-island")
FULL_DECK = Counter(c.TREASURE_DECK)
TURN_ACTIONS = frozenset({MOVE, FLY, SHORE_UP, NAVIGATE, GIVE, CAPTURE})
SPECIALS = frozenset({SANDBAGS, HELICOPTER, LIFT_OFF})
MAX_STEPS = 5_000


# -- players -------------------------------------------------------------------------------


def uniform(state: IslandState, rng: Rng) -> int:
    legal = state.legal_actions()
    return legal[rng.below(len(legal))]


def _distances(state: IslandState, start: int) -> dict[int, int]:
    """Orthogonal steps over tiles not sunk, from ``start``."""
    tiles, orth = state.tiles, state.board.orth
    dist = {start: 0}
    frontier = [start]
    while frontier:
        following = []
        for tile in frontier:
            for near in orth[tile]:
                if near not in dist and tiles[near] != c.SUNK:
                    dist[near] = dist[tile] + 1
                    following.append(near)
        frontier = following
    return dist


def _value(state: IslandState) -> float:
    """How promising a position looks to the greedy player."""
    result = state.outcome()
    if result is not None:
        return 1e6 if result.won else -1e6
    tiles, hands, pos = state.tiles, state.hands, state.pos
    value = 1000.0 * sum(state.captured)
    value += 3 * tiles.count(c.DRY) - 2 * tiles.count(c.SUNK)
    value -= 40 * (tiles[c.FOOLS_LANDING] == c.FLOODED)
    value += 10 * sum(hand[c.HELICOPTER] + hand[c.SANDBAGS] for hand in hands)
    for kind in range(4):
        if state.captured[kind]:
            continue
        value -= 30 * sum(tiles[tile] == c.FLOODED for tile in c.TREASURE_TILES[kind])
        holder = max(range(len(hands)), key=lambda seat, kind=kind: hands[seat][kind])
        held = min(hands[holder][kind], c.CARDS_PER_CAPTURE)
        value += 40 * held
        dist = _distances(state, pos[holder])
        for seat, hand in enumerate(hands):
            if seat != holder and hand[kind]:
                value -= 4 * dist.get(pos[seat], 10)
        if held == c.CARDS_PER_CAPTURE:
            reach = [dist[tile] for tile in c.TREASURE_TILES[kind] if tile in dist]
            value -= 15 * (min(reach) if reach else 10)
    if all(state.captured):
        for tile in pos:
            value -= 20 * _distances(state, tile).get(c.FOOLS_LANDING, 10)
    return value


def greedy(state: IslandState, rng: Rng) -> int:
    """One step of look-ahead on :func:`_value` (draws unexplored), 1 move in 20 random."""
    legal = state.legal_actions()
    if rng.below(20) == 0:
        return legal[rng.below(len(legal))]
    best, best_value = legal[0], -float("inf")
    for action in legal:
        if state.consumes_chance(action):
            value = _value(state) - 50  # a draw: rather than wasting a special card
        else:
            after = state.clone()
            after.apply(action)
            value = _value(after)
        value += rng.below(1000) / 10_000  # ties broken at random
        if value > best_value:
            best, best_value = action, value
    return best


def late_game(seed: int) -> IslandState:
    """A position from a real setup, but with 2 or 3 treasures already taken: the cards
    of the others dealt 3 to a seat, a Helicopter Lift in the last seat's hand."""
    rng = Rng(seed)
    players = 2 + rng.below(3)
    start = GAME.setup({"players": players, "difficulty": "novice"}, seed)
    fields = dict(part.split("=", 1) for part in start.notation().split("; "))
    kinds = [0, 1, 2, 3]
    rng.shuffle(kinds)
    taken = sorted(kinds[: 2 + rng.below(2)])
    left = [kind for kind in kinds if kind not in taken]
    hands = [""] * players
    for index, kind in enumerate(left):
        hands[index % players] += c.TREASURE_CODES[kind] * 3
    hands[-1] += "H"
    fields["hands"] = "/".join(hand or "-" for hand in hands)
    fields["tdiscard"] = "".join(c.TREASURE_CODES[kind] * 4 for kind in taken)
    fields["captured"] = "".join(c.TREASURE_CODES[kind] for kind in taken)
    del fields["tdeck"], fields["rng"]  # the rest of the deck, shuffled by the seed
    fields["seed"] = str(seed)
    state = GAME.from_notation("; ".join(f"{key}={value}" for key, value in fields.items()))
    assert sum(map(len, [state.tdeck, state.tdiscard])) + sum(map(sum, state.hands)) == 28
    return state


# -- the invariants ------------------------------------------------------------------------


def _hand_cards(hand: list[int]) -> list[str]:
    return [c.CARDS[kind] for kind in range(c.N_HAND_KINDS) for _ in range(hand[kind])]


class Watch:
    """Follows one game and checks the invariants after every step."""

    def __init__(self, state: IslandState) -> None:
        self.sunk = {t for t in range(c.N_TILES) if state.tiles[t] == c.SUNK}
        self.level = state.level
        self.captured = list(state.captured)
        self.rises = 0
        self.start_level = state.level
        self.turn_flights = 0
        self.turn_actions = 0
        self.turn_treasure_draws = 0
        self.turn_flood_draws = 0
        self.flood_expected: int | None = None
        self.seen: Counter[str] = Counter()  # what happened, to prove coverage
        self.check(state)

    def check(self, state: IslandState) -> None:
        over = state.result is not None
        # The 28 Treasure cards: deck + discard + hands, kind by kind.
        cards = Counter(state.tdeck) + Counter(state.tdiscard)
        for hand in state.hands:
            cards.update({kind: n for kind, n in enumerate(hand) if n})
            assert all(n >= 0 for n in hand), f"a negative count of cards in {hand}"
        assert cards == FULL_DECK, f"Treasure cards {dict(cards)} != the deck's {FULL_DECK}"
        # Flood cards: one per tile not sunk, in the deck or the discard.
        standing = [t for t in range(c.N_TILES) if state.tiles[t] != c.SUNK]
        assert sorted(state.fdeck + state.fdiscard) == standing, "Flood cards != tiles afloat"
        assert sum(state.fsegments) == len(state.fdeck) and all(n > 0 for n in state.fsegments)
        # A sunk tile stays sunk; new ones are added.
        sunk = set(range(c.N_TILES)) - set(standing)
        assert self.sunk <= sunk, f"sunk tiles {self.sunk - sunk} came back"
        self.seen["sunk"] += len(sunk - self.sunk)
        self.sunk = sunk
        # Captured treasures stay captured; the water never falls; the skull ends it.
        assert all(state.captured[k] for k in range(4) if self.captured[k]), "treasure lost"
        self.captured = list(state.captured)
        assert self.level <= state.level <= c.SKULL_LEVEL, f"level {self.level}->{state.level}"
        assert state.level == min(self.start_level + self.rises, c.SKULL_LEVEL), (
            f"level {state.level} != start {self.start_level} + {self.rises} Waters Rise!"
        )
        self.level = state.level
        if state.level >= c.SKULL_LEVEL:
            assert over and state.result is not None
            assert state.result.reason == "fi.outcome.water-skull", state.result.reason
        # Pawns on sunk tiles: swimmers, or lifted by a helicopter about to land.
        lifted = seats_in(state.heli[2]) if state.heli is not None else []
        if not over:
            for seat, tile in enumerate(state.pos):
                if tile in sunk:
                    assert seat in state.swimmers or seat in lifted, (
                        f"seat {seat} stands on sunk {c.TILES[tile].slug}, not swimming"
                    )
        # Hands: more than 5 cards only for the seat that must discard now.
        full = [seat for seat, hand in enumerate(state.hands) if sum(hand) > c.HAND_LIMIT]
        assert len(full) <= 1, f"seats {full} all hold more than {c.HAND_LIMIT} cards"
        for seat in full:
            assert sum(state.hands[seat]) <= c.HAND_LIMIT + 2, f"seat {seat}: {state.hands}"
            if over:
                continue
            if state.heli is None and not state.swimmers:
                assert state.to_move() == seat, f"seat {seat} holds 6+ cards, not to move"
                for action in state.legal_actions():
                    kind, actor, _, _ = unpack(action)
                    assert (kind == DISCARD and actor == seat) or kind in SPECIALS, (
                        f"seat {seat} must discard, yet {state.action_id(action)!r} is legal"
                    )
                self.seen["discard-due"] += 1
        # The turn.
        if not over:
            assert 0 <= state.actions_left <= c.ACTIONS_PER_TURN
            assert state.phase != ACTIONS or state.actions_left >= 1
            if state.pilot_flew:
                assert not any(a & 15 == FLY for a in state.legal_actions()), "flies twice"
        if state.result is not None and state.result.won:
            assert all(state.captured) and all(p == c.FOOLS_LANDING for p in state.pos)
            self.seen["won"] += 1
        self.check_views(state)

    def check_views(self, state: IslandState) -> None:
        hands = [_hand_cards(hand) for hand in state.hands]
        public = state.view(None)
        assert public["hands"] == hands, "the spectator does not see every hand"
        assert public["treasure_deck"] == len(state.tdeck)
        assert public["flood_deck"] == len(state.fdeck)
        assert all(run == sorted(run) for run in public["flood_deck_runs"])
        assert public["treasure_discard"] == [c.CARDS[k] for k in state.tdiscard]
        # Hands are face up: every seat sees the same as the spectator, but its own seat.
        for seat in range(state.players):
            assert state.view(seat) == {**public, "seat": seat}, f"view({seat}) differs"
        # The order inside each deck (or inside each separately shuffled Flood run) shows
        # nowhere: turning the decks upside down changes no view.
        flipped = state.clone()
        flipped.tdeck.reverse()
        start = 0
        for size in flipped.fsegments:
            flipped.fdeck[start : start + size] = flipped.fdeck[start : start + size][::-1]
            start += size
        assert flipped.view(None) == public, "the spectator's view shows a deck's order"
        for seat in range(state.players):
            assert flipped.view(seat) == {**public, "seat": seat}, f"view({seat}): deck order"

    def step(self, state: IslandState, action: int, events: list[Event]) -> None:
        """After ``action`` was played; ``state`` is the position it led to."""
        kind, seat, _, _ = unpack(action)
        self.seen[f"kind-{kind}"] += 1
        msgs = [event.msg for event in events]
        self.rises += msgs.count("fi.event.waters-rise")
        if kind in TURN_ACTIONS:
            self.turn_actions += 1
            assert self.turn_actions <= c.ACTIONS_PER_TURN, "more than 3 actions in a turn"
        if kind == FLY:
            self.turn_flights += 1
            assert self.turn_flights <= 1, "the Pilot flew twice in one turn"
            assert state.roles[seat] == c.PILOT
        if kind == DRAW_TREASURE:
            self.turn_treasure_draws += 1
            assert self.turn_treasure_draws == 1, "two Treasure draws in one turn"
            if state.result is None:
                self.flood_expected = c.FLOOD_CARDS[state.level]
                assert state.flood_left == self.flood_expected
        if kind == DRAW_FLOOD:
            self.turn_flood_draws += 1
        if kind == END_ACTIONS:
            self.seen["end-early"] += 1
        if kind == HELI_DROP and any(m == "fi.event.landed" for m in msgs):
            self.seen["landed"] += 1
        if kind == SWIM:
            self.seen["swam"] += 1
        if "fi.event.turn" in msgs:
            assert self.turn_treasure_draws == 1, "a turn ended without a Treasure draw"
            assert self.turn_flood_draws == self.flood_expected, (
                f"{self.turn_flood_draws} Flood cards drawn, the level said {self.flood_expected}"
            )
            self.turn_flights = self.turn_actions = 0
            self.turn_treasure_draws = self.turn_flood_draws = 0
            self.flood_expected = None
            self.seen["turns"] += 1
        self.check(state)


def play(state: IslandState, policy: Any, rng: Rng, seen: Counter[str]) -> IslandState:
    watch = Watch(state)
    played: list[str] = []
    try:
        for _ in range(MAX_STEPS):
            if state.result is not None:
                break
            action = policy(state, rng)
            played.append(state.action_id(action))
            watch.step(state, action, state.apply(action))
        else:
            raise AssertionError(f"no end after {MAX_STEPS} steps")
    except AssertionError as error:
        error.add_note(f"after {played[-5:]} (of {len(played)}); now {state.notation()}")
        raise
    seen.update(watch.seen)
    seen[state.result.reason if state.result else "unfinished"] += 1
    seen["captured"] += sum(state.captured)
    return state


DIFFICULTIES = c.DIFFICULTIES
CHUNKS = 3


def _setup(index: int) -> tuple[IslandState, Rng]:
    config = {
        "players": 2 + index % 3,
        "difficulty": DIFFICULTIES[index // 3 % 4],
        "navigator_uses_powers": index // 12 % 2 == 1,
    }
    seed = Rng(index).next64()
    return GAME.setup(config, seed), Rng(seed ^ 0xF1)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_invariants_random_play(chunk: int) -> None:
    seen: Counter[str] = Counter()
    for index in range(chunk * 100, (chunk + 1) * 100):
        state, rng = _setup(index)
        try:
            play(state, uniform, rng, seen)
        except AssertionError as error:
            error.add_note(f"game {index}: _setup({index}) then uniform play")
            raise
    # The random games meet the situations the invariants are about.
    for what in ("sunk", "discard-due", "swam", "landed", "turns", f"kind-{FLY}"):
        assert seen[what] > 0, f"no {what} in 100 random games: {seen}"
    assert seen["fi.outcome.water-skull"] + seen["fi.outcome.treasure-lost"] > 0


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_invariants_greedy_play(chunk: int) -> None:
    seen: Counter[str] = Counter()
    for index in range(10_000 + chunk * 30, 10_000 + (chunk + 1) * 30):
        state, rng = _setup(index)
        try:
            play(state, greedy, rng, seen)
        except AssertionError as error:
            error.add_note(f"game {index}: _setup({index}) then greedy play")
            raise
    assert seen[f"kind-{CAPTURE}"] > 0 and seen[f"kind-{GIVE}"] > 0, seen


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_invariants_late_game(chunk: int) -> None:
    seen: Counter[str] = Counter()
    for index in range(chunk * 30, (chunk + 1) * 30):
        seed = Rng(20_000 + index).next64()
        state = late_game(seed)
        try:
            play(state, greedy, Rng(seed), seen)
        except AssertionError as error:
            error.add_note(f"game {index}: late_game({seed}) then greedy play")
            raise
    assert seen["won"] > 0 and seen[f"kind-{LIFT_OFF}"] > 0, f"no win in 30 late games: {seen}"
