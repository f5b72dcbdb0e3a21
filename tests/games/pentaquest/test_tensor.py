"""Pentaquest's research faces beyond the generic checks (tests/games/test_research_faces.py):
the observation tensor's entries at known positions, its seat order, what it must not read;
and the action space against a seat holding every card."""

from __future__ import annotations

import math

from meeple.engine.rng import Rng
from meeple.games.pentaquest.actions import USE, unpack
from meeple.games.pentaquest.rules import QuestState
from tests.games.pentaquest.helpers import GAME, position

SPEC = GAME.tensor_spec(GAME.check_config({"players": 2}))
SIZE = sum(math.prod(shape) for shape in SPEC.values())


def tensor(state: QuestState, seat: int) -> list[float]:
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


def cards(values: list[float], block: int = 0) -> set[int]:
    """The card numbers set in one 42-wide block of a per-card piece."""
    return {i + 1 for i, x in enumerate(values[block * 42 : (block + 1) * 42]) if x}


# Seat 1 to play: its army holds 5 and it spent 9; seat 0 holds 7 and 12. The dice
# 2 2 5 6 1 beat card 2 (a pair of 2s) and card 19 (a pair, a 1 and a 6), not 17
# (1 1 6), 29 (two pairs) nor 40 (1 to 5).
KNOWN = "players=2; line=2,17,19,29,40; army=7,12/5; discard=-/9; dice=2,2,5,6,1; turn=1"


def test_a_known_position_sets_exactly_the_expected_entries() -> None:
    state = position(KNOWN + "; rerolls=1")
    got = pieces(tensor(state, 1))
    assert got["deck"] == [(42 - 9) / 42]  # every card not placed
    assert cards(got["line"]) == {2, 17, 19, 29, 40}
    assert cards(got["beatable"]) == {2, 19}
    assert [cards(got["army"], k) for k in range(3)] == [{5}, {7, 12}, set()]
    assert [cards(got["discard"], k) for k in range(3)] == [{9}, set(), set()]
    assert on(got["dice"]) == {
        0 * 6 + 1: 1.0,
        1 * 6 + 1: 1.0,
        2 * 6 + 4: 1.0,
        3 * 6 + 5: 1.0,
        4 * 6 + 0: 1.0,
    }
    assert on(got["scores"]) == {0: 2 / 42, 1: 2 / 42}
    assert on(got["phase"]) == {1: 1.0}  # play
    assert got["rerolls"] == [0.5] and got["first"] == [0.0] and got["lost"] == [0.0]
    assert on(got["current"]) == {0: 1.0}  # the observer's own turn
    assert on(got["present"]) == {0: 1.0, 1: 1.0}


def test_before_the_roll_no_dice_and_nothing_beatable() -> None:
    state = position("players=2; line=2,19; army=-/-; first=1")
    got = pieces(tensor(state, 0))
    assert on(got["dice"]) == {} and on(got["beatable"]) == {}
    assert cards(got["line"]) == {2, 19}
    assert on(got["phase"]) == {0: 1.0} and got["first"] == [1.0]


def test_the_observer_comes_first_and_the_others_follow_in_table_order() -> None:
    state = position("players=3; line=1; army=10/20/30; discard=11/21/31; turn=0")
    for seat in range(3):
        got = pieces(tensor(state, seat))
        order = [(seat + k) % 3 for k in range(3)]
        assert [cards(got["army"], k) for k in range(3)] == [{10 * (s + 1)} for s in order]
        assert [cards(got["discard"], k) for k in range(3)] == [{10 * (s + 1) + 1} for s in order]
        assert on(got["current"]) == {(0 - seat) % 3: 1.0}


def test_the_deck_order_is_never_read() -> None:
    """The same cards in another deck order give the same tensor; one card of the deck
    put in the line instead changes it (the check can fail)."""
    base = "players=2; line=1,2,3,4; army=-/-; turn=0"
    one = position(base + "; deck=5,6,7,8,9,10")
    other = position(base + "; deck=10,9,8,7,6,5")
    moved = position("players=2; line=1,2,3,4,5; army=-/-; turn=0; deck=6,7,8,9,10")
    assert one.deck != other.deck
    assert tensor(one, 0) == tensor(other, 0)
    assert tensor(moved, 0) != tensor(one, 0)


def test_the_tensor_survives_resampling_in_play() -> None:
    """Mid-game, after the deck order and the generator have been redrawn."""
    state = GAME.setup({"players": 4}, seed=3)
    rng = Rng(5)
    for _ in range(120):
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(legal[rng.below(len(legal))])
        for seat in range(4):
            assert tensor(state.resample(seat, Rng(rng.next64())), seat) == tensor(state, seat)


def test_the_action_space_holds_every_use_of_every_card_and_no_other() -> None:
    """Seat 7 of 8 holds all 42 cards and every die shows 3, so each card's every use
    (+1, -1, mirror on each die, each reroll set its size allows) is legal: the space's
    uses for seat 7 are exactly those."""
    army = "/".join(["-"] * 7 + [",".join(str(n) for n in range(1, 43))])
    state = position(f"players=8; line=-; deck=-; army={army}; dice=3,3,3,3,3; turn=7")
    space = GAME.action_space(GAME.check_config({"players": 8}))
    legal = set(state.legal_actions())
    assert legal <= set(space)
    uses = {a for a in space if unpack(a)[0] == USE and unpack(a)[1] == 7}
    assert uses == {a for a in legal if unpack(a)[0] == USE}
    solo = GAME.action_space(GAME.check_config({"players": 1}))
    assert len(space) == 8 * len(solo), "each seat adds the same actions"
