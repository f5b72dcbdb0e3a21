"""Doodle Jump invariants over random playouts: 2,040 seeded games over 2, 3 and 4
players in the base and expert games (340 a configuration, in two chunks), 60 without
tiles, and 25 Hypothesis-drawn games (the "default"/"ci" profiles). Every game ends (a
win or the 400-turn guard) with consistent scores and ranking; one seeded game in four,
and every other game, replays exactly from its record.

After every step (through ``to_json()``, cheap): at most one Doodler per pad (the start
aside) and none on a tile; offsets within ±1; the slots a permutation of the 8 boards;
tiles and Doodlers only on pads; the dice showing only in the phases that roll them;
the turn number within the guard; a legal action for the seat to move unless over.
Whenever the number of tiles changes (and every few steps): held + board + bag + used =
all the tiles of the game, and a tile leaves only when it is used (shield, shoes, hat,
rocket, a spent obstacle, a trampoline or spring taken). Every few steps (through the
view): pad ids, columns = board column + offset, Doodlers' slots, the reach made of
pads. About once a game: illegal actions are refused with the state unchanged
(``serialize()``), ``from_notation(notation())`` gives the same legal actions and view,
JSON round-trips, action ids round-trip, clones are independent and deterministic, a
resample for a seat shows the same view (only the bag's order is hidden).

Cost: about 15-20 s for the whole module on one core.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from meeple.engine import IllegalAction, Record, Rng
from meeple.engine.rng import MAX_SEED
from tests.games.doodle_jump.helpers import (
    GAME,
    LETTERS,
    OBSTACLE_COUNTS,
    POWER_COUNTS,
    notation_fields,
)

CONFIGS: list[dict[str, Any]] = [
    {"players": players, "variant": variant}
    for variant in ("base", "expert")
    for players in (2, 3, 4)
]
GAMES_PER_CONFIG = 340
CHUNKS = 2
HEAVY_EVERY = 90  # steps between the expensive checks (about one a game)
VIEW_EVERY = 5  # steps between the view checks
MAX_STEPS = 40_000
USING = {"shield", "shoes", "hat", "rocket"}


def full_set(config: dict[str, Any]) -> Counter[str]:
    if config.get("tiles", True) is False:
        return Counter()
    tiles = Counter(POWER_COUNTS)
    if config.get("variant") == "expert":
        tiles.update(OBSTACLE_COUNTS)
    return tiles


def names_list(text: str) -> list[str]:
    return [] if text == "-" else text.split(",")


class Watch:
    """Follows one game; checks the invariants after every step."""

    def __init__(self, state: Any, config: dict[str, Any]) -> None:
        data = state.to_json()
        view = state.view(None)
        self.players = config["players"]
        # The pad codes of to_json: board index * 8 + the pad's index on its board.
        self.codes = {
            LETTERS.index(level["board"]) * 8 + i
            for level in view["ramp"]
            for i in range(len(level["pads"]))
        }
        # The tile kinds as to_json writes them, named through the notation.
        notation = notation_fields(state)
        self.kind_name: dict[int, str] = {}
        bag_names = names_list(notation["bag"])  # top first
        for kind, name in zip(reversed(data["bag"]), bag_names, strict=True):
            self.kind_name[kind] = name
        board_names = [item.split(":")[1] for item in names_list(notation["tiles"])]
        for (_, kind), name in zip(data["tiles"], board_names, strict=True):
            self.kind_name.setdefault(kind, name)
        assert len(set(self.kind_name.values())) == len(self.kind_name)
        self.full = full_set(config)
        self.used: Counter[str] = Counter()
        self.tiles = self.in_play(data)
        self.count = sum(self.tiles.values())
        assert self.tiles == self.full, "the setup lost or added tiles"
        self.seen: Counter[str] = Counter()
        self.check(state, data, tiles=True)

    def in_play(self, data: dict[str, Any]) -> Counter[str]:
        kinds = [kind for _, kind in data["tiles"]] + list(data["bag"])
        for held in data["held"]:
            kinds += held
        return Counter(self.kind_name[kind] for kind in kinds)

    def check(self, state: Any, data: dict[str, Any], tiles: bool) -> None:
        pos = data["pos"]
        placed = [p for p in pos if p >= 0]
        assert len(set(placed)) == len(placed), "two Doodlers on a pad"
        assert sorted(data["order"]) == list(range(8)), "the slots are no permutation"
        offsets = data["offset"]
        assert min(offsets) >= -1 and max(offsets) <= 1, "a board slid too far"
        tile_pads = [q for q, _ in data["tiles"]]
        assert len(set(tile_pads)) == len(tile_pads)
        assert self.codes.issuperset(tile_pads), "a tile off the pads"
        assert self.codes.issuperset(placed), "a Doodler off the pads"
        assert not set(tile_pads) & set(placed), "a Doodler on a tile"
        if tiles:
            assert self.in_play(data) + self.used == self.full
        phase = data["phase"]
        over = state.outcome() is not None
        assert over == (phase == "over")
        assert 1 <= data["turns"] <= 401
        dice = data["dice"]
        in_play = 4 if self.players == 2 else 5
        if phase in ("roll", "over"):
            assert dice == [0] * 5 and data["special"] == 0
        elif phase == "decide" and dice == [0] * 5:
            # A kept tile used before the roll landed on a trampoline: after the bounce
            # the player decides, nothing rolled yet (SPEC: "then back to decide").
            assert data["special"] == 0 and data["used"] == 0
            self.seen["decide-unrolled"] += 1
        elif phase in ("play", "decide", "fall"):
            rolled = dice[:in_play]
            assert min(rolled) >= 1 and max(rolled) <= 6 and dice[in_play:] == [0] * (5 - in_play)
            assert data["special"] >= 1
        if over:
            assert state.to_move() is None and state.legal_actions() == []
        else:
            legal = state.legal_actions()
            assert legal, f"no legal action in phase {phase}"
            if tiles:
                seat = data["seat"]
                assert state.to_move() == seat
                assert all(state.action_seat(a) == seat for a in legal)

    def step(self, state: Any, action_id: str, events: list[Any], full: bool) -> None:
        data = state.to_json()
        kind = action_id.split(":")[1]
        self.seen[kind + (":tile" if action_id.endswith(":tile") else "")] += 1
        for event in events:
            self.seen[event.msg] += 1
        # What left the game this step, and why (the kinds counted whenever the number
        # of tiles changes, and on ``full`` steps).
        count = len(data["tiles"]) + len(data["bag"]) + sum(len(h) for h in data["held"])
        if count == self.count and not full and kind not in USING:
            self.check(state, data, tiles=False)
            return
        self.count = count
        now = self.in_play(data)
        gone = self.tiles - now
        assert not now - self.tiles, "a used tile came back"
        expected: list[set[str]] = []
        if kind in USING:
            expected.append({kind})
        if action_id.endswith(":tile"):
            expected.append({"ufo", "monster"})
        if data["phase"] == "trampoline":
            expected.append({"trampoline", "spring"})
        elif data["phase"] == "over" and sum(gone.values()) == len(expected) + 1:
            expected.append({"trampoline", "spring"})  # taken on the winning pad
        assert sum(gone.values()) == len(expected), (action_id, gone)
        rest = Counter(gone)
        for allowed in expected:
            match = [k for k in allowed if rest[k]]
            assert match, (action_id, gone, expected)
            rest[match[0]] -= 1
        self.used += gone
        self.tiles = now
        self.check(state, data, tiles=True)


def check_view(state: Any) -> None:
    view = state.view(None)
    ids = set()
    for level in view["ramp"]:
        for pad in level["pads"]:
            assert pad["column"] == pad["col"] + level["offset"]
            assert pad["id"] == f"{level['board']}{pad['number']}"
            ids.add(pad["id"])
    pads = [d["pad"] for d in view["doodlers"] if d["pad"] is not None]
    assert len(set(pads)) == len(pads) and set(pads) <= ids
    assert {t["pad"] for t in view["tiles"]} <= ids
    assert set(view["reach"]) <= ids
    slots = {pad["id"]: level["slot"] for level in view["ramp"] for pad in level["pads"]}
    for d in view["doodlers"]:
        assert d["slot"] == (0 if d["pad"] is None else slots[d["pad"]])


def check_heavy(state: Any, rng: Rng) -> None:
    before = state.serialize()
    legal = state.legal_actions()
    # Illegal actions: refused, nothing changes.
    bad = [rng.below(1 << 22) for _ in range(4)]
    bad += [a ^ (1 << 4) for a in legal[:2]]  # someone else's action
    for action in bad:
        if action in legal:
            continue
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.serialize() == before
    with pytest.raises(IllegalAction):
        state.apply_id("0:jump:Z9:1")
    assert state.serialize() == before
    # Notation and JSON round trips.
    again = GAME.from_notation(state.notation())
    assert [again.action_id(a) for a in again.legal_actions()] == [
        state.action_id(a) for a in legal
    ]
    assert again.view(None) == state.view(None)
    assert again.notation() == state.notation()
    assert GAME.state_from_json(state.to_json()).serialize() == before
    # Action ids round trip.
    for action in legal:
        assert state.parse_action(state.action_id(action)) == action
    # Clones: independent, and the same action gives the same state.
    if legal:
        action = legal[rng.below(len(legal))]
        copy = state.clone()
        copy.apply(action)
        assert state.serialize() == before, "playing on a clone changed the original"
        twin = state.clone()
        twin.apply(action)
        assert twin.serialize() == copy.serialize()
    # Only the bag's order is hidden.
    seat = rng.below(state.players + 1) - 1
    seat = None if seat < 0 else seat
    assert state.resample(seat, rng.fork()).view(seat) == state.view(seat)


def play_game(
    config: dict[str, Any],
    seed: int,
    chooser: int,
    seen: Counter[str],
    heavy_every: int = HEAVY_EVERY,
    replay: bool = True,
) -> Any:
    """One random game, checked all along; ``heavy_every`` steps between the expensive
    checks (the first one at a step drawn from the chooser), ``replay`` its record."""
    state = GAME.setup(config, seed)
    rng = Rng(chooser)
    watch = Watch(state, config)
    played: list[str] = []
    heavy_at = rng.below(heavy_every)
    try:
        for step in range(MAX_STEPS):
            if state.is_over():
                break
            view_step = step % VIEW_EVERY == 0
            if view_step:
                check_view(state)
            if step % heavy_every == heavy_at:
                check_heavy(state, rng)
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
            action_id = state.action_id(action)
            played.append(action_id)
            watch.step(state, action_id, state.apply(action), full=view_step)
        else:
            raise AssertionError(f"no end after {MAX_STEPS} steps")
        check_view(state)
        outcome = state.outcome()
        assert outcome is not None and outcome.scores is not None
        assert sorted(outcome.scores) == [0] * (state.players - 1) + [1]
        assert outcome.ranking is not None and sorted(outcome.ranking) == list(range(state.players))
        view = state.view(None)
        winner = outcome.ranking[0]
        assert view["winner"] == winner and outcome.scores[winner] == 1
        if outcome.reason == "dj.outcome.winner":
            assert view["doodlers"][winner]["slot"] == 8
        else:
            assert outcome.reason == "dj.outcome.time"
        heights = [view["doodlers"][s]["slot"] for s in outcome.ranking[1:]]
        assert heights == sorted(heights, reverse=True)
    except AssertionError as error:
        error.add_note(f"config {config}, seed {seed}, chooser {chooser}")
        error.add_note(f"after {played[-6:]} (of {len(played)}); now {state.notation()}")
        raise
    if replay:
        record = Record(game="doodle-jump", config=config, seed=seed, actions=played)
        assert record.replay().serialize() == state.serialize(), "the record does not replay"
        seen["replayed"] += 1
    seen.update(watch.seen)
    seen[outcome.reason] += 1
    seen["games"] += 1
    return state


BASE_KINDS = {
    "roll",
    "jump",
    "reroll",
    "slide",
    "move",
    "continue",
    "stop",
    "fall",
    "shield",
    "bounce",
    "shoes",
    "hat",
    "rocket",
}
EXPERT_KINDS = BASE_KINDS | {"shoot", "reroll:tile", "slide:tile", "move:tile"}


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c['players']}p-{c['variant']}")
def test_random_games_keep_every_invariant(config: dict[str, Any], chunk: int) -> None:
    seen: Counter[str] = Counter()
    per_chunk = GAMES_PER_CONFIG // CHUNKS
    for index in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        seed = Rng(index * 31 + config["players"]).next64() % (MAX_SEED + 1)
        play_game(config, seed, seed ^ 0x5EED, seen, replay=index % 4 == 0)
    assert seen["games"] == per_chunk
    kinds = EXPERT_KINDS if config["variant"] == "expert" else BASE_KINDS
    missing = {kind for kind in kinds if not seen[kind]}
    assert not missing, f"never played in {per_chunk} games: {missing}"
    for msg in ("dj.event.knock", "dj.event.fall", "dj.event.fall-start", "dj.event.place"):
        assert seen[msg], f"no {msg} in {per_chunk} games"
    if config["variant"] == "expert":
        assert (
            seen["dj.event.repelled"]
            and seen["dj.event.black-hole"] + seen["dj.event.fall-black-hole"]
        ), seen


def test_random_games_without_tiles():
    seen: Counter[str] = Counter()
    for index in range(60):
        config = {"players": 2 + index % 3, "tiles": False, "order": "alphabetical"}
        play_game(config, index, index + 1, seen)
    assert not seen["shield"] + seen["hat"] + seen["bounce"]


@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(0, MAX_SEED),
    chooser=st.integers(0, MAX_SEED),
)
def test_hypothesis_games_keep_every_invariant(config, seed, chooser):
    play_game(config, seed, chooser, Counter(), heavy_every=9)
