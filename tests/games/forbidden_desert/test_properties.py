"""Forbidden Desert invariants, checked at every step of random games (Hypothesis draws
the configuration, the seed and the random choices; plain loops add a few hundred
seeded games).

The invariants (see :class:`Watch`): the 48 sand markers are on the board or in the
supply; the 31 Storm cards are in the deck, the discard or a peek; Equipment cards are
only ever used up (deck + hands never grow); the board is 24 tiles and one eye, each
cell and slot consistent; an excavated tile stays excavated; a held part stays held; the
storm meter never goes down and the game ends when it reaches the skull; water stays
within the canteen and below 0 only when the game is lost to thirst; a turn has at most
4 actions (6 with the Time Throttle); no view shows a face-down tile's underside or a
deck's order (a resample for that seat gives the same view). Along the way: illegal
actions are refused with the state unchanged, action ids round-trip, clones are
independent, the notation and JSON round-trip, and a game's record replays it exactly.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from meeple.engine import IllegalAction, Record, Rng
from meeple.engine.rng import MAX_SEED
from meeple.games.forbidden_desert import actions as fa
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.rules import HELD, DesertState
from tests.games.forbidden_desert.helpers import GAME, encode

MAX_STEPS = 6_000
STORM_DECK = Counter(c.STORM_DECK)
TURN_KINDS = frozenset(
    {fa.MOVE, fa.DIG, fa.EXCAVATE, fa.PICK_UP, fa.NAVIGATE, fa.DRAW_WATER, fa.CALM, fa.FORECAST}
)
CONFIGS: list[dict[str, Any]] = [
    {"players": players, "difficulty": difficulty, "storm_tracker": tracker}
    for players in (2, 3, 4, 5)
    for difficulty in c.DIFFICULTIES
    for tracker in (False, True)
]


# -- players -------------------------------------------------------------------------------


def uniform(state: DesertState, rng: Rng) -> int:
    legal = state.legal_actions()
    return legal[rng.below(len(legal))]


def busy(state: DesertState, rng: Rng) -> int:
    """Random, but rather a turn action than sharing or ending the turn: games that go
    further into the desert (excavations, parts, equipment)."""
    legal = state.legal_actions()
    turn = [a for a in legal if a & 31 in TURN_KINDS or a & 31 == fa.TAKE_OFF]
    takeoff = [a for a in legal if a & 31 == fa.TAKE_OFF]
    if takeoff:
        return takeoff[0]
    excavate = [a for a in turn if a & 31 in (fa.EXCAVATE, fa.PICK_UP)]
    if excavate and rng.below(4):
        return excavate[rng.below(len(excavate))]
    if turn and rng.below(10):
        return turn[rng.below(len(turn))]
    return legal[rng.below(len(legal))]


# -- the invariants ------------------------------------------------------------------------


class Watch:
    """Follows one game and checks the invariants after every step."""

    def __init__(self, state: DesertState) -> None:
        self.meter = state.meter
        self.revealed = list(state.revealed)
        self.held = [where >= HELD for where in state.part_at]
        self.equipment = self._equipment(state)
        self.turn_actions = 0
        self.seen: Counter[str] = Counter()
        self.check(state)

    @staticmethod
    def _equipment(state: DesertState) -> Counter[int]:
        cards = Counter(state.edeck)
        for hand in state.hands:
            cards.update({k: n for k, n in enumerate(hand) if n})
        return cards

    def check(self, state: DesertState) -> None:
        over = state.result is not None
        # Sand: 48 markers, on the board or in the supply.
        assert all(n >= 0 for n in state.sand) and sum(state.sand) <= c.TOTAL_SAND
        # Storm cards: deck + discard + peek = the 31.
        peek = state.peek[3] + state.peek[4] if state.peek is not None else []
        assert Counter(state.sdeck + state.sdiscard + peek) == STORM_DECK
        # Equipment: only used up.
        cards = self._equipment(state)
        assert not cards - self.equipment, f"equipment appeared: {cards - self.equipment}"
        self.seen["equipment-used"] += sum((self.equipment - cards).values())
        self.equipment = cards
        # The board: 24 tiles and one eye, cells and slots agreeing.
        assert state.slot_at.count(-1) == 1 and state.slot_at[state.storm] == -1
        assert sorted(s for s in state.slot_at if s >= 0) == list(range(c.N_TILES))
        assert all(state.slot_at[state.cell_of[s]] == s for s in range(c.N_TILES))
        assert sorted(state.kind) == list(range(c.N_TILES))
        # Excavated stays excavated; a held part stays held.
        assert all(now >= then for now, then in zip(state.revealed, self.revealed, strict=True))
        self.seen["excavated"] += sum(state.revealed) - sum(self.revealed)
        self.revealed = list(state.revealed)
        held = [where >= HELD for where in state.part_at]
        assert all(now or not then for now, then in zip(held, self.held, strict=True))
        self.seen["picked-up"] += sum(held) - sum(self.held)
        self.held = held
        # The meter only rises; the skull ends the game.
        assert self.meter <= state.meter <= state.skull()
        self.meter = state.meter
        if state.meter == state.skull():
            assert over and state.result is not None
            assert state.result.reason == "fd.outcome.storm"
        # Water.
        for seat, water in enumerate(state.water):
            assert water <= state.canteen[seat]
            if water < 0:
                assert over and state.result is not None
                assert state.result.reason == "fd.outcome.thirst"
        if not over:
            assert all(w >= 0 for w in state.water)
            assert 0 <= state.actions_left <= c.ACTIONS_PER_TURN + 2 * 1
            assert state.to_move() is not None and state.legal_actions()
        else:
            assert state.to_move() is None and state.legal_actions() == []
            if state.result is not None and state.result.won:
                assert all(where >= HELD for where in state.part_at)
                pad = state.kind.index(c.LAUNCH_TILE)
                assert all(p == pad for p in state.pos) and state.sand[pad] < c.BLOCKED

    def step(self, state: DesertState, action: int, events: list[Any]) -> None:
        kind = action & 31
        self.seen[fa.KIND_NAMES[kind]] += 1
        if kind in TURN_KINDS:
            self.turn_actions += 1
            assert self.turn_actions <= c.ACTIONS_PER_TURN + c.THROTTLE_ACTIONS
        if any(e.msg == "fd.event.turn" for e in events):
            self.turn_actions = 0
            self.seen["turns"] += 1
        if any(e.msg == "fd.event.storm-reshuffled" for e in events):
            self.seen["reshuffled"] += 1
        self.check(state)


# -- checks at a position -------------------------------------------------------------------


def check_views_hide(state: DesertState, rng: Rng) -> None:
    """A seat cannot tell its view from a resample's: face-down undersides (but its own
    Terrascope peeks) and deck orders never show."""
    for seat in [None, *range(state.players)]:
        view = state.view(seat)
        for _ in range(2):
            other = state.resample(seat, rng.fork())
            assert other.view(seat) == view, f"view({seat}) shows something hidden"
        for cell in view["cells"]:
            if not cell["storm"] and not cell["excavated"] and not cell["peeked"]:
                assert cell["tile"] is None and cell["kind"] is None and cell["clue"] is None


def check_ids_round_trip(state: DesertState) -> None:
    for action in state.legal_actions():
        assert 0 <= action < GAME.info.action_bound, state.action_id(action)
        action_id = state.action_id(action)
        assert state.parse_action(action_id) == action
        assert encode(action_id) == action, action_id


def check_illegal(state: DesertState, rng: Rng) -> None:
    """Random action numbers that are not legal: refused, state unchanged."""
    legal = set(state.legal_actions())
    before = state.serialize()
    for _ in range(6):
        kind = rng.below(len(fa.KIND_NAMES))
        action = fa.pack(kind, rng.below(state.players), rng.below(25), rng.below(25))
        if action in legal:
            continue
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.serialize() == before
        try:
            action_id = state.action_id(action)
            if encode(action_id) != action:  # arguments the id does not carry
                continue
        except (IndexError, ValueError):  # an out-of-range argument has no id
            continue
        with pytest.raises(IllegalAction):
            state.apply_id(action_id)
        assert state.serialize() == before


def check_copies(state: DesertState, rng: Rng) -> None:
    """Clones are independent; JSON and notation round-trip."""
    before = state.serialize()
    copy = state.clone()
    assert copy.serialize() == before
    legal = state.legal_actions()
    if legal:
        action = legal[rng.below(len(legal))]
        copy.apply(action)
        assert state.serialize() == before, "playing on a clone changed the original"
        twin = state.clone()
        twin.apply(action)
        assert twin.serialize() == copy.serialize()
    assert GAME.state_from_json(state.to_json()).serialize() == before
    text = state.notation()
    assert GAME.from_notation(text).notation() == text


# -- a game --------------------------------------------------------------------------------


def late_game(config: dict[str, Any], seed: int) -> DesertState:
    """A real setup, but the launch pad excavated with the 4 parts lying on it and every
    pawn there: the parts are to be picked up, then the team can take off."""
    state = GAME.setup(config, seed)
    fields = dict(part.split("=", 1) for part in state.notation().split("; "))
    pad = c.CELL_NAMES[state.cell_of[state.kind.index(c.LAUNCH_TILE)]]
    fields["board"] = fields["board"].replace("LP", "lp")
    fields["pawns"] = ",".join(f"{c.ROLES[role]}@{pad}:{c.CANTEEN[role]}" for role in state.roles)
    fields["parts"] = ",".join(f"{code}@{pad}" for code in c.PART_CODES)
    late = GAME.from_notation("; ".join(f"{k}={v}" for k, v in fields.items()))
    assert isinstance(late, DesertState)
    return late


def play_game(
    config: dict[str, Any],
    seed: int,
    chooser: int,
    policy: Any,
    seen: Counter[str],
    every: int,
    start: DesertState | None = None,
) -> DesertState:
    state = GAME.setup(config, seed) if start is None else start
    rng = Rng(chooser)
    watch = Watch(state)
    played: list[str] = []
    try:
        for step in range(MAX_STEPS):
            if state.is_over():
                break
            if step % every == 0:
                check_views_hide(state, rng)
                check_ids_round_trip(state)
                check_illegal(state, rng)
                check_copies(state, rng)
            action = policy(state, rng)
            played.append(state.action_id(action))
            watch.step(state, action, state.apply(action))
        else:
            raise AssertionError(f"no end after {MAX_STEPS} steps")
        check_views_hide(state, rng)
        check_illegal(state, rng)
    except AssertionError as error:
        error.add_note(f"config {config}, seed {seed}, chooser {chooser}")
        error.add_note(f"after {played[-5:]} (of {len(played)}); now {state.notation()}")
        raise
    if start is None:
        record = Record(game="forbidden-desert", config=config, seed=seed, actions=played)
        assert record.replay().serialize() == state.serialize(), "the record does not replay"
    seen.update(watch.seen)
    assert state.result is not None
    seen[state.result.reason] += 1
    return state


@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(0, MAX_SEED),
    chooser=st.integers(0, MAX_SEED),
    busy_player=st.booleans(),
)
def test_random_games_end_and_keep_every_invariant(config, seed, chooser, busy_player):
    play_game(config, seed, chooser, busy if busy_player else uniform, Counter(), every=7)


@pytest.mark.parametrize("chunk", range(3))
def test_invariants_seeded_games(chunk: int) -> None:
    """60 games a chunk, every configuration; together they meet the situations the
    invariants are about."""
    seen: Counter[str] = Counter()
    for index in range(chunk * 60, (chunk + 1) * 60):
        config = CONFIGS[index % len(CONFIGS)]
        seed = Rng(index).next64()
        play_game(config, seed, seed ^ 0xD5, busy if index % 2 else uniform, seen, every=25)
    for what in ("excavated", "turns", "reshuffled", "equipment-used"):
        assert seen[what] > 0, f"no {what} in 60 games: {seen}"
    assert seen["fd.outcome.storm"] + seen["fd.outcome.thirst"] + seen["fd.outcome.sand"] > 0


def test_invariants_late_games() -> None:
    """Games that reach the take-off: parts picked up, the team wins."""
    seen: Counter[str] = Counter()
    for index in range(24):
        config = CONFIGS[index % len(CONFIGS)]
        seed = Rng(50_000 + index).next64()
        play_game(config, seed, seed, busy, seen, every=3, start=late_game(config, seed))
    assert seen["picked-up"] > 0 and seen["take-off"] > 0 and seen["fd.outcome.won"] > 0, seen


def test_views_hide_and_resample_redraws():
    """A resample really redraws what is hidden (so the view checks above mean
    something): face-down undersides and both deck orders change, the visible board
    does not."""
    state = GAME.setup({"players": 3}, 11)
    kinds, sdecks, edecks = set(), set(), set()
    for k in range(10):
        other = state.resample(0, Rng(k))
        kinds.add(tuple(other.kind))
        sdecks.add(tuple(other.sdeck))
        edecks.add(tuple(other.edeck))
        assert other.sand == state.sand and other.pos == state.pos
        assert other.kind[state.pos[0]] == c.CRASH_TILE  # the crash site is recognisable
    assert len(kinds) > 1 and len(sdecks) > 1 and len(edecks) > 1


def test_game_facts() -> None:
    info = GAME.info
    assert info.cooperative and info.utility == "cooperative"
    assert info.information == "imperfect" and info.chance == "play"
    assert info.action_bound == fa.ACTION_BOUND
    # The largest packing: seat 4 navigates seat 3 to e5 with seat 2 riding along.
    largest = fa.pack(fa.NAVIGATE, 4, 3, c.N_CELLS - 1, 3)
    assert largest < info.action_bound
    assert fa.pack(fa.NAVIGATE, 4, 3, c.N_CELLS - 1, fa.MAX_PASSENGER) < info.action_bound
    assert set(info.hidden) <= set(DesertState.__slots__)


def test_action_bound_bounds_every_legal_action_of_random_games() -> None:
    bound = GAME.info.action_bound
    for seed in range(6):
        config = CONFIGS[seed * 5 % len(CONFIGS)]
        state = GAME.setup(config, seed)
        rng = Rng(seed)
        while not state.is_over():
            legal = state.legal_actions()
            assert all(0 <= action < bound for action in legal)
            state.apply(busy(state, rng))


def test_resample_redraws_every_hidden_part() -> None:
    """Each state field named in GameInfo.hidden changes under a resample (for a seat
    that cannot see it); the peeked cards only for the seats that did not peek."""
    state = GAME.from_notation(
        # Seat 0 forecast 4 cards (meter 6), buried one and put one back on top.
        "pawns=meteorologist@a1,navigator@a1,climber@a1; meter=6; sknown=0:0b;"
        " peek=0:forecast:order:n1+sun+up:w2"
    )
    assert isinstance(state, DesertState)
    seen: dict[str, set[str]] = {name: set() for name in GAME.info.hidden}
    storm_cards = Counter(state.sdeck + state.peek[3] + state.peek[4])  # type: ignore[index]
    for k in range(12):
        other = state.resample(1, Rng(k))
        for name in GAME.info.hidden:
            seen[name].add(repr(getattr(other, name)))
        assert other.peek is not None and other.peek[:3] == state.peek[:3]  # type: ignore[index]
        assert [len(part) for part in other.peek[3:]] == [3, 1]
        assert Counter(other.sdeck + other.peek[3] + other.peek[4]) == storm_cards
        assert other.view(1) == state.view(1)
        mine = state.resample(0, Rng(k))
        assert mine.peek == state.peek  # the peeking seat knows its cards
        assert mine.view(0) == state.view(0)
    assert all(len(values) > 1 for values in seen.values()), seen
