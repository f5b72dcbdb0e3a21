"""Forbidden Island's research faces beyond the generic checks
(tests/games/test_research_faces.py): the tensor's entries at known positions, seat-relative
order, what it must not read; the action space's size per table (RESEARCH-API.md, 5.3)."""

from __future__ import annotations

import math

import pytest

import meeple
from meeple.engine.rng import Rng
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island import tensor as fit
from meeple.games.forbidden_island.rules import IslandState

GAME = meeple.load("forbidden-island")
SPEC = GAME.tensor_spec(GAME.check_config({"players": 2}))
GRID = c.GRID_SIZE * c.GRID_SIZE


def tensor(state: IslandState, seat: int) -> list[float]:
    out = [0.0] * fit.SIZE
    GAME.write_tensor(state, seat, out)
    return out


def piece(out: list[float], name: str) -> list[float]:
    at = fit.OFFSET[name]
    return out[at : at + math.prod(SPEC[name])]


def plane(out: list[float], index: int) -> set[int]:
    """The grid cells set in board plane ``index``."""
    board = piece(out, "board")
    return {cell for cell in range(GRID) if board[index * GRID + cell]}


def cell_of(state: IslandState, tile: int) -> int:
    row, col = c.ISLAND_CELLS[state.board.cell_of[tile]]
    return row * c.GRID_SIZE + col


def played(players: int, seed: int, steps: int) -> IslandState:
    state: IslandState = GAME.setup({"players": players, "difficulty": "elite"}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        legal = state.legal_actions()
        if state.to_move() is None:
            break
        state.apply(legal[rng.below(len(legal))])
    return state


def test_the_pieces_make_641_floats_whatever_the_table() -> None:
    assert fit.SIZE == 15 * 36 + 101 == 641
    for players in (2, 3, 4):
        assert GAME.tensor_spec(GAME.check_config({"players": players})) == SPEC


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_action_space_per_table(players: int) -> None:
    sizes = {2: 1622, 3: 2805, 4: 4620}  # RESEARCH-API.md, 5.3 (PASS excluded)
    assert len(GAME.action_space(GAME.check_config({"players": players}))) == sizes[players]


def test_seats_are_relative_to_the_observer() -> None:
    state = played(3, seed=4, steps=10)
    for seat in range(3):
        out = tensor(state, seat)
        for other in range(3):
            place = (other - seat) % 3
            assert cell_of(state, state.pos[other]) in plane(out, fit.P_PAWN + place)
            roles = piece(out, "roles")[place * 6 : place * 6 + 6]
            assert roles.index(1.0) == state.roles[other]
            hand = piece(out, "hands")[place * 6 : place * 6 + 6]
            assert hand == [count / 5 for count in state.hands[other]]
        assert piece(out, "present") == [1.0, 1.0, 1.0, 0.0]
        current = piece(out, "current")
        assert current.index(1.0) == (state.current - seat) % 3


def test_the_board_planes_show_sides_discards_and_the_top_flood_run() -> None:
    state = played(2, seed=9, steps=40)
    out = tensor(state, 0)
    for tile, side in enumerate(state.tiles):
        assert cell_of(state, tile) in plane(out, fit.P_DRY + side)
    assert plane(out, fit.P_FDISCARD) == {cell_of(state, t) for t in state.fdiscard}
    top = state.flood_runs()[-1]
    assert plane(out, fit.P_TOP_RUN) == {cell_of(state, t) for t in top}
    assert plane(out, fit.P_FOOLS) == {cell_of(state, c.FOOLS_LANDING)}
    assert len(plane(out, fit.P_ISLAND)) == c.N_TILES
    assert piece(out, "water_level").index(1.0) == state.level
    assert piece(out, "treasure_deck") == [len(state.tdeck) / 28]


def test_the_order_inside_a_flood_run_and_the_treasure_deck_is_not_read() -> None:
    state = played(4, seed=2, steps=30)
    other = state.clone()
    other.tdeck.reverse()
    for start, size in zip(
        [sum(state.fsegments[:i]) for i in range(len(state.fsegments))],
        state.fsegments,
        strict=True,
    ):
        other.fdeck[start : start + size] = reversed(state.fdeck[start : start + size])
    assert other.tdeck != state.tdeck
    assert tensor(other, 1) == tensor(state, 1)
