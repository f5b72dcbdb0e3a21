"""Doodle Jump's research faces beyond the generic checks (tests/games/test_research_faces.py):
the observation tensor's entries at a known position, its seat order, what it must not
read; and the action space under the options the generic checks leave at their default."""

from __future__ import annotations

import math
from typing import Any

import pytest

from meeple.engine import State
from meeple.engine.rng import Rng
from meeple.games.doodle_jump.actions import SHOOT, TILE
from meeple.games.doodle_jump.tensor import LOW
from tests.games.doodle_jump.helpers import GAME, layout, position

SPEC = GAME.tensor_spec(GAME.check_config({"players": 2}))
SIZE = sum(math.prod(shape) for shape in SPEC.values())
WIDTH = 9  # absolute columns -1..7
CELLS = 8 * WIDTH

# Board A has pads 5, 6 and 9 on columns 1, 3 and 5; the others are the helpers' filler
# (3@0, 4@1, 10@6). Board B is slid one notch right, so its 10 sits on column 7.
LEVELS = layout(A="5@1,6@3,9@5")
KNOWN: dict[str, Any] = {
    "players": 3,
    "offsets": "0,1,0,0,0,0,0,0",
    "doodlers": "start,A6,C10",
    "tiles": "B10:shield",
    "held": "-/hat+hat/-",
    "bag": "hat,rocket",
    "turn": 1,
    "dice": "1,4,4,6,2",
    "used": "2",
    "special": "slide",
    "turns": 12,
}


def tensor(state: State, seat: int) -> list[float]:
    out = [0.0] * SIZE
    GAME.write_tensor(state, seat, out)
    return out


def pieces(out: list[float]) -> dict[str, list[float]]:
    """The tensor cut into its named pieces (flat)."""
    cut, at = {}, 0
    for name, shape in SPEC.items():
        size = math.prod(shape)
        cut[name] = out[at : at + size]
        at += size
    return cut


def on(values: list[float]) -> dict[int, float]:
    """The non-zero entries of a piece, by index."""
    return {i: x for i, x in enumerate(values) if x}


def cell(slot: int, column: int) -> int:
    """The grid index of a slot (1-8) and an absolute column (-1..7)."""
    return (slot - 1) * WIDTH + column + 1


def test_a_known_position_sets_exactly_the_expected_entries() -> None:
    state = position(LEVELS, **KNOWN)
    got = pieces(tensor(state, 1))
    numbers = on(got["numbers"])
    assert len(numbers) == 3 + 7 * 3, "one entry per pad"
    assert numbers[(6 - LOW) * CELLS + cell(1, 3)] == 1.0  # A6
    assert numbers[(10 - LOW) * CELLS + cell(2, 7)] == 1.0  # B10, slid right
    assert numbers[(3 - LOW) * CELLS + cell(2, 1)] == 1.0  # B3, slid right
    assert numbers[(10 - LOW) * CELLS + cell(8, 6)] == 1.0  # H10
    assert on(got["tiles"]) == {(3 - 1) * CELLS + cell(2, 7): 1.0}  # a shield (kind 3)
    # the observer (seat 1) on A6, then seat 2 on C10; seat 0 at the start
    assert on(got["doodlers"]) == {cell(1, 3): 1.0, CELLS + cell(3, 6): 1.0}
    assert on(got["at_start"]) == {2: 1.0}
    assert on(got["heights"]) == {0: 1 / 8, 1: 3 / 8}
    assert on(got["held"]) == {5 - 1: 2 / 3}  # two of the three hats
    # the reach plane marks the pads the view names, at their places on the ramp
    view = state.view(1)
    where = {
        pad["id"]: cell(level["slot"], pad["column"])
        for level in view["ramp"]
        for pad in level["pads"]
    }
    assert view["reach"], "seat 1 can reach a pad"
    assert on(got["reach"]) == {where[pad]: 1.0 for pad in view["reach"]}
    assert on(got["boards"]) == {s * 8 + s: 1.0 for s in range(8)}  # A..H bottom to top
    assert on(got["offsets"]) == {s * 3 + (2 if s == 1 else 1): 1.0 for s in range(8)}
    assert on(got["dice"]) == {0: 1.0, 6 + 3: 1.0, 12 + 3: 1.0, 18 + 5: 1.0, 24 + 1: 1.0}
    assert on(got["dice_used"]) == {1: 1.0}
    assert on(got["dice_in_play"]) == {i: 1.0 for i in range(5)}
    assert on(got["special"]) == {3: 1.0} and got["special_used"] == [0.0]  # slide
    assert got["bag"] == [2 / 25]
    assert on(got["phase"]) == {1: 1.0}  # play
    assert on(got["current"]) == {0: 1.0} and on(got["winner"]) == {}
    assert got["turn"] == [12 / 400] and got["expert"] == [0.0]
    assert on(got["present"]) == {0: 1.0, 1: 1.0, 2: 1.0}


def test_with_two_players_one_die_is_out_of_play() -> None:
    state = position(LEVELS, players=2, doodlers="A5,A9", dice="1,2,3,4,-", special="1")
    got = pieces(tensor(state, 0))
    assert on(got["dice_in_play"]) == {i: 1.0 for i in range(4)}
    assert on(got["present"]) == {0: 1.0, 1: 1.0}


def test_the_observer_comes_first_and_the_others_follow_in_table_order() -> None:
    state = position(LEVELS, **KNOWN)
    places = {0: None, 1: cell(1, 3), 2: cell(3, 6)}  # seat 0 at the start
    for seat in range(3):
        got = pieces(tensor(state, seat))
        for k in range(3):
            place = places[(seat + k) % 3]
            block = on(got["doodlers"][k * CELLS : (k + 1) * CELLS])
            assert block == ({} if place is None else {place: 1.0})
            assert got["at_start"][k] == (1.0 if place is None else 0.0)
        assert got["held"][((1 - seat) % 3) * 9 + 4] == 2 / 3  # seat 1's hats
        assert on(got["current"]) == {(1 - seat) % 3: 1.0}


def test_the_bag_tiles_are_never_read() -> None:
    """Other tiles in the bag (as many) give the same tensor; one tile fewer changes it
    (the check can fail)."""
    one = position(LEVELS, **KNOWN)
    other = position(LEVELS, **{**KNOWN, "bag": "spring,shield"})
    fewer = position(LEVELS, **{**KNOWN, "bag": "hat"})
    assert tensor(one, 1) == tensor(other, 1)
    assert tensor(fewer, 1) != tensor(one, 1)


@pytest.mark.parametrize("players", [2, 4])
def test_the_tensor_survives_resampling_in_the_expert_variant(players: int) -> None:
    state = GAME.setup({"players": players, "variant": "expert"}, seed=players)
    rng = Rng(11)
    for _ in range(300):
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(legal[rng.below(len(legal))])
        seat = rng.below(players)
        assert tensor(state.resample(seat, Rng(rng.next64())), seat) == tensor(state, seat)


@pytest.mark.parametrize(
    "options",
    [
        {"variant": "expert"},
        {"tiles": False},
        {"variant": "expert", "tiles": False},
        {"order": "alphabetical"},
    ],
)
def test_the_action_space_holds_every_legal_action_under_each_option(
    options: dict[str, Any],
) -> None:
    for players in (2, 3, 4):
        config = GAME.check_config({"players": players, **options})
        space = set(GAME.action_space(config))
        rng = Rng(players)
        for index in range(40):
            state = GAME.setup(config, 50 + index)
            while legal := state.legal_actions():
                missing = [a for a in legal if a not in space]
                assert not missing, state.action_id(missing[0])
                state.apply(legal[rng.below(len(legal))])


def test_the_expert_actions_only_with_obstacles() -> None:
    """Shots and won obstacles spent are in the space only in the expert variant with
    tiles; no tile at all leaves fewer actions."""

    def space(**options: Any) -> set[int]:
        return set(GAME.action_space(GAME.check_config({"players": 4, **options})))

    def expert_only(actions: set[int]) -> set[int]:
        return {a for a in actions if a & 15 == SHOOT or a & TILE}

    assert expert_only(space(variant="expert"))
    assert not expert_only(space()) and not expert_only(space(variant="expert", tiles=False))
    assert space(tiles=False) < space() < space(variant="expert")
