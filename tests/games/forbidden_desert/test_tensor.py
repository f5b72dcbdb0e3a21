"""Forbidden Desert's research faces, beyond the generic random-play checks
(tests/games/test_research_faces.py): the observation tensor of known positions entry by
entry, seen from different seats, and blind to what the seat does not see; the action
space against rare actions random play seldom offers."""

from __future__ import annotations

import math
from typing import Any

from meeple.engine.rng import Rng
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert import tensor as ft
from meeple.games.forbidden_desert.rules import DesertState
from tests.games.forbidden_desert.helpers import GAME, desert, position

SPEC = ft.spec({})
CELL = c.CELL_BY_NAME


def tensor(state: DesertState, seat: int) -> list[float]:
    out = [0.0] * ft.SIZE
    GAME.write_tensor(state, seat, out)
    return out


def at(name: str, *index: int) -> int:
    """The flat index of ``index`` in the piece ``name`` (row-major, as written)."""
    shape = SPEC[name]
    assert len(index) == len(shape), f"{name} has shape {shape}"
    flat = 0
    for i, size in zip(index, shape, strict=True):
        assert 0 <= i < size
        flat = flat * size + i
    return ft.OFFSET[name] + flat


def piece(out: list[float], name: str) -> list[float]:
    start = ft.OFFSET[name]
    return out[start : start + math.prod(SPEC[name])]


def lit(out: list[float], name: str) -> dict[int, float]:
    """The non-zero entries of a piece, by flat index inside it."""
    return {i: x for i, x in enumerate(piece(out, name)) if x}


def cells(*names: str) -> set[int]:
    return {CELL[name] for name in names}


# Three seats; seat 1 (the Navigator, 2 water) stands buried on b2 under 3 sand and holds a
# Dune Blaster and a Jet Pack; the tunnel a2 and the Engine's row clue a3 are excavated;
# the Crystal lies on e5 and seat 2 holds the Propeller.
KNOWN: dict[str, Any] = {
    "board": desert(sand={"b2": 3, "c1": 1}, dug="a2,a3"),
    "hands": "-/DJ/-",
    "parts": "C@e5,P=2",
    "difficulty": "normal",
    "meter": 5,
}
PAWNS = "climber@a1,navigator@b2:2,water-carrier@d4"


def test_a_known_position_sets_the_entries_it_shows() -> None:
    out = tensor(position(PAWNS, **KNOWN), 1)
    # Seat-relative: seat 1 (the observer) first, then seat 2, then seat 0.
    assert lit(out, "present") == {0: 1.0, 1: 1.0, 2: 1.0}
    assert lit(out, "pawns") == {CELL["b2"]: 1.0, 25 + CELL["d4"]: 1.0, 50 + CELL["a1"]: 1.0}
    assert lit(out, "roles") == {
        c.NAVIGATOR: 1.0,
        6 + c.WATER_CARRIER: 1.0,
        12 + c.CLIMBER: 1.0,
    }
    assert piece(out, "water") == [2 / 5, 5 / 5, 3 / 5, 0.0, 0.0]
    assert piece(out, "canteen") == [4 / 5, 5 / 5, 3 / 5, 0.0, 0.0]
    assert piece(out, "buried") == [1.0, 0.0, 0.0, 0.0, 0.0]
    assert lit(out, "hands") == {c.DUNE_BLASTER: 1 / 3, c.JET_PACK: 1 / 3}
    # Sand: any, blocked, markers / 48.
    assert lit(out, "sand") == {
        CELL["b2"]: 1.0,
        CELL["c1"]: 1.0,
        25 + CELL["b2"]: 1.0,
        50 + CELL["b2"]: 3 / 48,
        50 + CELL["c1"]: 1 / 48,
    }
    assert out[at("sand_supply", 0)] == 44 / 48
    # Tiles: the eye, the desert sides every seat sees, the city sides of excavated tiles.
    assert lit(out, "eye") == {CELL["c3"]: 1.0}
    assert set(lit(out, "excavated")) == cells("a2", "a3")
    assert set(lit(out, "desert")) == cells("c1", "d1", "e1") | {25 + CELL["a1"]}
    assert set(lit(out, "tile_kind")) == {
        c.TUNNEL * 25 + CELL["a2"],
        c.CLUE * 25 + CELL["a3"],
    }
    assert lit(out, "clue") == {(c.ENGINE * 2 + c.ROW) * 25 + CELL["a3"]: 1.0}
    assert set(lit(out, "gear")) == cells("a2")  # tunnels show a gear
    assert not lit(out, "peeked")
    # Parts: the Engine is not found yet, its row clue points at row 3.
    assert set(lit(out, "part_lines")) == {
        c.ENGINE * 25 + cell for cell in cells("a3", "b3", "c3", "d3", "e3")
    }
    assert lit(out, "parts") == {c.CRYSTAL * 25 + CELL["e5"]: 1.0}
    assert lit(out, "part_where") == {
        c.PROPELLER * 4 + 3: 1.0,
        c.ENGINE * 4 + 0: 1.0,
        c.CRYSTAL * 4 + 1: 1.0,
        c.NAVIGATION * 4 + 0: 1.0,
    }
    assert lit(out, "part_holder") == {c.PROPELLER * 5 + 1: 1.0}  # seat 2, next after 1
    # The storm meter at 5 of 15 (3 players), 3 cards a turn; seat 0's turn, 4 actions.
    assert lit(out, "meter") == {5: 1.0}
    assert lit(out, "draws") == {ft.DRAWS.index(3): 1.0}
    assert out[at("meter_left", 0)] == (15 - 5) / 16
    assert out[at("storm_deck", 0)] == 1.0
    assert out[at("equipment_deck", 0)] == 10 / 12
    assert lit(out, "current") == {2: 1.0}
    assert lit(out, "to_move") == {2: 1.0}
    assert lit(out, "waiting_for") == {0: 1.0}
    assert out[at("actions_left", 0)] == 4 / 6
    assert all(0.0 <= x <= 1.0 for x in out)


def test_each_observer_comes_first() -> None:
    """Seat ``o``'s pieces land in block ``(o - seat) % players`` of ``seat``'s tensor."""
    state = position(PAWNS, **KNOWN)
    for seat in range(3):
        out = tensor(state, seat)
        for other, hand in enumerate(state.hands):
            block = (other - seat) % 3
            assert out[at("hands", block, c.DUNE_BLASTER)] == hand[c.DUNE_BLASTER] / 3
            cell = state.cell_of[state.pos[other]]
            assert out[at("pawns", block, *divmod(cell, 5))] == 1.0
        assert out[at("current", (0 - seat) % 3)] == 1.0
    assert tensor(state, 0) != tensor(state, 1)


def test_the_storm_deck_order_is_not_in_the_tensor_but_what_the_seat_saw_is() -> None:
    base = {**KNOWN, "sdeck": "n1,sun,up"}
    same_top_other_rest = position(PAWNS, **base, seed=2)
    other_top = position(PAWNS, **{**KNOWN, "sdeck": "up,n1,sun"}, seed=3)
    first = position(PAWNS, **base, seed=1)
    for seat in range(3):
        assert tensor(first, seat) == tensor(same_top_other_rest, seat) == tensor(other_top, seat)
    # Seat 2 knows the top two cards: they show in its tensor, not in the others'.
    knows = position(PAWNS, **base, sknown="2:2", seed=1)
    assert tensor(knows, 0) == tensor(first, 0)
    mine = tensor(knows, 2)
    assert lit(mine, "storm_known_top") == {
        c.STORM_CODES.index("n1"): 1.0,
        14 + c.STORM_CODES.index("sun"): 1.0,
    }
    assert not lit(mine, "storm_known_bottom")


def test_the_storm_discard_counts_each_kind_against_the_deck() -> None:
    out = tensor(position(PAWNS, **KNOWN, sdiscard="sun,n3,up,sun,up,up"), 0)
    assert lit(out, "storm_discard") == {
        c.STORM_CODES.index("sun"): 2 / 4,
        c.STORM_CODES.index("up"): 3 / 3,
        c.STORM_CODES.index("n3"): 1 / 1,
    }
    assert out[at("storm_deck", 0)] == 25 / 31


def test_the_climber_keeps_pawns_on_its_tile_unburied_and_the_end_is_shown() -> None:
    on_climber = position("climber@b2,navigator@b2,water-carrier@d4", **KNOWN)
    assert piece(tensor(on_climber, 0), "buried") == [0.0] * 5
    won = tensor(position(PAWNS, **KNOWN, result="won"), 0)
    assert lit(won, "outcome") == {0: 1.0, 1: 1.0}
    assert lit(won, "waiting_for") == {3: 1.0}
    assert not lit(won, "to_move")
    lost = tensor(position(PAWNS, **KNOWN, result="storm"), 0)
    assert lit(lost, "outcome") == {0: 1.0}


def test_a_face_down_tile_shows_only_its_desert_side_unless_looked_under() -> None:
    swapped = {**KNOWN, "board": desert(at={"c4": "TA", "a2": "GA"}, dug="a3")}
    plain = {**KNOWN, "board": desert(dug="a3")}
    # a tunnel and a gear tile, both plain desert side up: no seat can tell them apart
    for seat in range(3):
        assert tensor(position(PAWNS, **swapped), seat) == tensor(position(PAWNS, **plain), seat)
    # seat 0 looked under c4 with a Terrascope: it sees the tunnel, the others do not
    looked = position(PAWNS, **swapped, known="0:c4")
    mine = tensor(looked, 0)
    assert lit(mine, "peeked") == {CELL["c4"]: 1.0}
    assert mine[at("tile_kind", c.TUNNEL, 3, 2)] == 1.0
    assert mine[at("excavated", 3, 2)] == 0.0
    assert tensor(looked, 1) == tensor(position(PAWNS, **swapped), 1)


def test_a_forecast_shows_its_cards_to_the_forecaster_only() -> None:
    def forecast(cards: str) -> DesertState:
        return position(PAWNS, **KNOWN, peek=f"0:forecast:order:{cards}:e2")

    one, other = forecast("n1+sun"), forecast("up+w3")
    assert tensor(one, 1) == tensor(other, 1) == tensor(one.resample(1, Rng(5)), 1)
    mine = tensor(one, 0)
    assert mine != tensor(other, 0)
    assert lit(mine, "peek_cards") == {
        c.STORM_CODES.index("n1"): 1.0,
        14 + c.STORM_CODES.index("sun"): 1.0,
    }
    assert lit(mine, "peek_placed") == {c.STORM_CODES.index("e2"): 1.0}
    seen_by_1 = tensor(one, 1)
    assert not lit(seen_by_1, "peek_cards") and not lit(seen_by_1, "peek_placed")
    assert lit(seen_by_1, "peek_seat") == {2: 1.0}  # seat 0, two after seat 1
    assert lit(seen_by_1, "peek_stage") == {1: 1.0}
    assert seen_by_1[at("peek_count", 0)] == 2 / 6
    assert lit(seen_by_1, "waiting_for") == {2: 1.0}
    assert lit(seen_by_1, "to_move") == {2: 1.0}


def test_the_action_space_holds_rare_actions() -> None:
    """A Navigator moving the Climber with a rider, a Jet Pack with a passenger, burying
    the 6th card of a forecast at the meter's top: all in the space of their table."""
    board = desert(dug="d3")
    state = position(
        "navigator@a1,climber@b2,explorer@b2,meteorologist@d3,water-carrier@e5",
        board=board,
        hands="-/J/-/-/-",
        difficulty="legendary",
        meter=15,
    )
    space = set(GAME.action_space(state.config))
    legal = state.legal_actions()
    assert any(state.action_id(a) == "0:navigate:1:c2+2" for a in legal)
    assert any(state.action_id(a) == "1:jet-pack:e4+2" for a in legal)
    assert set(legal) <= space
    state = position(
        "navigator@a1,climber@b2,explorer@b2,meteorologist@d3,water-carrier@e5",
        board=board,
        difficulty="legendary",
        meter=15,
        peek="3:forecast:bury:n1+n2+n3+e1+e2+e3",
    )
    legal = state.legal_actions()
    assert any(state.action_id(a) == "3:bury:5" for a in legal)
    assert set(legal) <= space
