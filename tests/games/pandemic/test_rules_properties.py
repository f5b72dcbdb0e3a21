"""Pandemic invariants, checked at every step of a few hundred seeded games.

The players: uniformly random (every seat's Events included), and a "steady" player that
gathers one colour, flies to a station to cure it, treats and discards what it needs
least, on late games (three cures already found) where it wins now and then. The
invariants (see :func:`check`):

- 96 cubes: per colour, board + supply = 24, and 0-3 per city and colour;
- Player cards: hands, stored Events, deck, discard and removed cards are the 53 City and
  Event cards and the Epidemics, each once; Infection cards: the 48 cities, each once;
- 1 to 6 research stations, never two in a city; the outbreak marker and the infection
  rate only rise; each chain of outbreaks visits a city once;
- only the seat to move (or the drawer, while Epidemics are resolved) holds more than 7;
- an illegal action is refused and leaves the state as it was; clone and JSON are exact;
- resample keeps everything public and redraws only the hidden order.
"""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import IllegalAction, Rng
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import EPIDEMIC_NEXT, INTENSIFYING, PandemicState
from tests.games.pandemic.rules_helpers import GAME

MAX_STEPS = 3_000

CONFIGS = [
    {"players": 2, "difficulty": "introductory"},
    {"players": 3, "difficulty": "standard"},
    {"players": 4, "difficulty": "heroic"},
    {"players": 4, "difficulty": "standard", "edition": 1},
    {"players": 2, "difficulty": "heroic", "short_forecast": "needs-six",
     "empty_infection_deck": "reshuffle", "first_player_tie": "choice"},
    {"players": 3, "roles": ["contingency-planner", "dispatcher", "medic"]},
    {"players": 4, "roles": ["quarantine-specialist", "operations-expert", "researcher",
                             "scientist"]},
]  # fmt: skip


def uniform(state: PandemicState, rng: Rng) -> int:
    return rng.choice(state.legal_actions())


def colour_counts(hand: list[int]) -> list[int]:
    counts = [0, 0, 0, 0]
    for card in hand:
        if card < c.N_CITIES:
            counts[c.CITY_COLOUR[card]] += 1
    return counts


def steady(state: PandemicState, rng: Rng) -> int:
    """Cure when it can; else bring a full colour to a station; treat; drive to cubes."""
    seat = state.to_move()
    assert seat is not None
    legal = [x for x in state.legal_actions(seat) if pa.kind_of(x) not in pa.EVENT_KINDS]
    by: dict[int, list[int]] = {}
    for x in legal or state.legal_actions(seat):
        by.setdefault(pa.kind_of(x), []).append(x)
    for kind in (pa.CURE, pa.KEEP):
        if kind in by:
            return rng.choice(by[kind])
    counts = colour_counts(state.hands[seat])
    if pa.DISCARD in by:
        return min(by[pa.DISCARD], key=lambda x: counts[c.CITY_COLOUR[pa.unpack(x)[2]]]
                   if pa.unpack(x)[2] < c.N_CITIES else -1)  # fmt: skip
    need = c.ROLE_TABLE[state.roles[seat]].cure_cards
    goal = max(range(4), key=lambda col: counts[col] if not state.cures[col] else -1)
    here = state.pos[seat]
    if counts[goal] >= need and not state.cures[goal] and here not in state.stations:
        for x in by.get(pa.SHUTTLE, []) + by.get(pa.DRIVE, []):
            _, _, to, pawn = pa.unpack(x)
            if pawn == seat and to in state.stations:
                return x
        for x in by.get(pa.DIRECT, []):
            _, _, to, pawn = pa.unpack(x)
            if pawn == seat and to in state.stations and c.CITY_COLOUR[to] != goal:
                return x
        if pa.BUILD in by and c.CITY_COLOUR[here] != goal:
            return by[pa.BUILD][0]
    if pa.TREAT in by:
        return max(by[pa.TREAT], key=lambda x: state.cubes[here * 4 + pa.unpack(x)[2]])
    drives = [x for x in by.get(pa.DRIVE, []) if pa.unpack(x)[3] == seat]
    if drives:
        return max(drives, key=lambda x: sum(state.cubes[pa.unpack(x)[2] * 4 :][:4]) + rng.below(2))
    return rng.choice(legal or state.legal_actions(seat))


def infection_cards(state: PandemicState) -> list[int]:
    placing = state.chosen if state.pending and state.pending[0] == pa.ORDER else []
    return [*state.ideck, *state.idiscard, *state.iremoved, *state.forecast, *placing]


def check(state: PandemicState) -> None:
    for colour in range(4):
        on_board = sum(state.cubes[x * 4 + colour] for x in range(c.N_CITIES))
        assert on_board + state.supply[colour] == c.CUBES_PER_COLOUR
    assert all(0 <= n <= 3 for n in state.cubes)
    epidemics = c.EPIDEMICS[state.config["difficulty"]]
    held = [x for hand in state.hands for x in hand] + [x for x in state.stored if x >= 0]
    player = Counter([*held, *state.pdeck, *state.pdiscard, *state.premoved])
    assert player == Counter([*range(c.EPIDEMIC), *[c.EPIDEMIC] * epidemics])
    assert sorted(infection_cards(state)) == list(range(c.N_CITIES))
    assert sum(state.pruns) == len(state.pdeck) and sum(state.iruns) == len(state.ideck)
    assert len(state.iruns) == len(state.iknown) and all(state.iruns) and all(state.pruns)
    assert 1 <= len(state.stations) <= c.RESEARCH_STATIONS
    assert len(set(state.stations)) == len(state.stations)
    assert 0 <= state.outbreaks <= c.OUTBREAK_LOSS
    if state.outcome() is None:
        assert state.outbreaks < c.OUTBREAK_LOSS
        mover = state.to_move()
        assert mover is not None and state.legal_actions(mover)
        resolving = state.phase in (EPIDEMIC_NEXT, INTENSIFYING) or state.pending is not None
        for seat, hand in enumerate(state.hands):
            if len(hand) > c.HAND_LIMIT:
                assert seat == mover or (resolving and seat == state.current)
    else:
        assert state.legal_actions() == [] and state.to_move() is None


def check_chains(events) -> None:
    """An action resolves at most one chain: no city breaks out twice in it, and a city
    that broke out gets no cube afterwards."""
    broke: set[str] = set()
    for event in events:
        city = event.args.get("city")
        if event.msg == "pandemic.event.outbreak":
            assert city not in broke
            broke.add(city)
        elif event.msg == "pandemic.event.infected" and broke:
            assert city not in broke


def check_refuses(state: PandemicState, rng: Rng, space: tuple[int, ...]) -> None:
    legal = set(state.legal_actions())
    assert legal <= set(space)  # the research adapters' codec covers every legal action
    assert len(legal) == len(state.legal_actions())  # no action listed twice
    for _ in range(3):
        wrong = rng.choice(space)
        if wrong in legal:
            continue
        before = state.serialize()
        with pytest.raises(IllegalAction):
            state.apply(wrong)
        assert state.serialize() == before


def play(config, seed: int, policy, cured: int = -1) -> tuple[PandemicState, int]:
    """A game; ``cured`` >= 0: every colour but that one is cured from the start."""
    state = GAME.setup(config, seed)
    if cured >= 0:
        state.cures = [c.NOT_CURED if col == cured else c.CURED for col in range(4)]
        state._legal = None
    rng = Rng(seed * 7 + 1)
    space = tuple(GAME.action_space(state.config))
    steps = 0
    while state.outcome() is None:
        check(state)
        if steps % 5 == 0:
            check_refuses(state, rng, space)
        action = policy(state, rng)
        assert action in space
        outbreaks, rate = state.outbreaks, state.rate
        events = state.apply(action)
        assert state.outbreaks >= outbreaks and state.rate >= rate
        check_chains(events)
        steps += 1
        assert steps < MAX_STEPS
    check(state)
    return state, steps


@pytest.mark.parametrize("config", CONFIGS, ids=lambda cfg: "-".join(map(str, cfg.values())))
def test_random_games_keep_every_invariant(config):
    reasons: Counter[str] = Counter()
    for seed in range(40):
        state, _ = play(config, seed, uniform)
        reasons[state.outcome().reason] += 1
    assert sum(reasons.values()) == 40


def test_late_games_keep_every_invariant_and_some_are_won():
    reasons: Counter[str] = Counter()
    for seed in range(60):
        config = {"players": 2 + seed % 3, "difficulty": "introductory"}
        state, _ = play(config, seed, steady, cured=seed % 4)
        reasons[state.outcome().reason] += 1
        if state.outcome().won:
            assert sum(cure != c.NOT_CURED for cure in state.cures) == 4
    assert reasons["pandemic.outcome.won"] > 0, reasons
    assert len(reasons) >= 3, reasons


def test_the_longest_games_stay_well_under_max_steps():
    longest = max(play({"players": 2, "difficulty": "introductory"}, seed, steady)[1]
                  for seed in range(40))  # fmt: skip
    assert longest < GAME.max_steps({"players": 2}) // 2


def test_clone_and_json_are_exact_at_every_step():
    state = GAME.setup({"players": 3}, 5)
    rng = Rng(5)
    while state.outcome() is None:
        twin = state.clone()
        assert twin.serialize() == state.serialize()
        again = GAME.state_from_json(state.to_json())
        assert again.serialize() == state.serialize()
        assert again.legal_actions() == state.legal_actions()
        action = uniform(state, rng)
        state.apply(action)
        assert twin.serialize() != state.serialize() or not state.legal_actions()


def public_part(state: PandemicState) -> dict:
    data = state.to_json()
    for hidden in ("pdeck", "ideck", "rng"):
        data.pop(hidden)
    return data


def test_resample_redraws_only_what_nobody_sees():
    """The hidden parts (the issue's "order of both decks, the epidemic positions and the
    seed"): each Player pile keeps its size and its Epidemic count, each Infection run its
    cards, a Forecast's run its order."""
    moved_pile = moved_run = 0
    for seed in range(30):
        state = GAME.setup({"players": 2, "difficulty": "heroic"}, seed)
        rng = Rng(seed)
        for _ in range(seed * 3):
            if state.outcome() is not None:
                break
            state.apply(uniform(state, rng))
        if state.outcome() is not None:
            continue
        other = state.resample(0, Rng(seed + 100))
        assert public_part(other) == public_part(state)
        assert other.legal_actions() == state.legal_actions()
        assert sorted(other.pdeck) == sorted(state.pdeck)
        for mine, theirs in zip(state.player_runs(), other.player_runs(), strict=True):
            assert len(mine) == len(theirs) and mine.count(c.EPIDEMIC) == theirs.count(c.EPIDEMIC)
            moved_pile += mine != theirs
        for known, mine, theirs in zip(
            state.iknown, state.infection_runs(), other.infection_runs(), strict=True
        ):
            assert sorted(mine) == sorted(theirs)
            if known:
                assert mine == theirs
            moved_run += mine != theirs
        assert other.rng.state != state.rng.state
    assert moved_pile and moved_run


def test_resample_keeps_a_forecasts_order():
    from tests.games.pandemic.rules_helpers import act, infection_deck, position

    state = position(hands=[["forecast"], []])
    infection_deck(state, ["tokyo", "taipei", "sydney", "shanghai", "seoul", "osaka"])
    act(state, "forecast", 0)
    for name in ("osaka", "tokyo", "seoul", "taipei", "sydney"):
        act(state, "order", 0, name)
    for seed in range(5):
        other = state.resample(None, Rng(seed))
        assert other.ideck[-6:] == state.ideck[-6:] and other.ideck != state.ideck


def test_actions_without_chance_do_not_depend_on_the_seed():
    """consumes_chance: an action that reveals nothing gives the same state whatever the
    random stream holds; the others are the draws, Epidemics, Intensify, Infect, Forecast."""
    state = GAME.setup({"players": 4}, 11)
    rng = Rng(11)
    seen = set()
    while state.outcome() is None:
        action = uniform(state, rng)
        if not state.consumes_chance(action):
            twin = state.clone()
            twin.rng = Rng(rng.next64())
            twin.apply(action)
            state_copy = state.clone()
            state_copy.apply(action)
            assert public_part(twin) == public_part(state_copy)
            assert twin.pdeck == state_copy.pdeck and twin.ideck == state_copy.ideck
        else:
            seen.add(pa.kind_of(action))
        state.apply(action)
    assert {pa.DRAW, pa.INFECT} <= seen <= pa.CHANCE_KINDS
