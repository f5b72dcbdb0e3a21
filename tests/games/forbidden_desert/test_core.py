"""Smoke tests of the Forbidden Desert core: setup, a wind, the sun, a win and each loss.

Positions come from the notation (``notation.py``). The default board lays the tiles in
code order row by row around the storm's eye, with the 8 starting sand markers::

          a    b    c    d    e
    1    CS   LP   WA1  WB   MI
    2    TA   TB1  TC   PR1  PC
    3    ER1  EC   *    CR   CC1
    4    NR   NC1  GA   GB1  GC
    5    GD   GE   GF1  GG   GH
"""

from __future__ import annotations

import pytest

from meeple.engine import InvalidConfig
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.rules import DesertState
from tests.games.forbidden_desert.helpers import GAME, ids


def state_of(text: str) -> DesertState:
    state = GAME.from_notation(text)
    assert isinstance(state, DesertState)
    return state


def test_setup_counts() -> None:
    for players in range(2, 6):
        for difficulty in c.DIFFICULTIES:
            state = GAME.setup({"players": players, "difficulty": difficulty}, seed=players)
            view = state.view(0)
            assert view["storm_cell"] == "c3"
            assert sum(1 for cell in view["cells"] if not cell["storm"]) == 24
            sandy = sorted(cell["cell"] for cell in view["cells"] if cell["sand"])
            assert sandy == sorted(c.CELL_NAMES[i] for i in c.START_SAND_CELLS)
            assert view["sand"] == {"board": 8, "supply": 40, "total": 48}
            assert view["storm_deck"] == 31 and view["equipment_deck"] == 12
            assert view["meter"]["level"] == c.START_LEVEL[difficulty]
            crash = next(cell["cell"] for cell in view["cells"] if cell["desert"] == "crash")
            assert all(p["cell"] == crash for p in view["pawns"])
            assert all(p["water"] == p["canteen"] for p in view["pawns"])
            assert all(cell["tile"] is None for cell in view["cells"])
            assert len({p["role"] for p in view["pawns"]}) == players
    tracker = GAME.setup({"players": 2, "storm_tracker": True}, seed=1)
    assert tracker.view(None)["equipment_deck"] == 13


def test_storm_meter_draws() -> None:
    state = state_of("pawns=climber@a1,navigator@a1; meter=2")
    assert state.view(None)["meter"]["draws"] == 3
    assert state.view(None)["meter"]["skull"] == 14
    five = state_of("pawns=climber@a1,navigator@a1,explorer@a1,archeologist@a1,meteorologist@a1")
    assert five.view(None)["meter"]["skull"] == 16


def test_wind_moves_tiles_pawns_and_parts_toward_the_storm_and_adds_sand() -> None:
    state = state_of(
        "pawns=climber@c5,navigator@a1; parts=P@c5; phase=draw-storm; storm=1; sdeck=n3,sun"
    )
    state.apply_id("0:draw-storm")
    view = state.view(None)
    # c4 (GA) then c5 (GF) slid north; a third tile would come from off the board: respite.
    assert view["storm_cell"] == "c5"
    assert state.notation().startswith(
        "board=CS,LP,WA1,WB,MI/TA,TB1,TC,PR1,PC/ER1,EC,GA1,CR,CC1/NR,NC1,GF2,GB1,GC/GD,GE,*,GG,GH"
    )
    assert view["pawns"][0]["cell"] == "c4" and view["pawns"][0]["buried"] is False
    assert view["parts"][0]["cell"] == "c4"
    assert view["turn"]["seat"] == 1  # the only card of the turn was drawn


def test_sun_beats_down_spares_tunnels_and_shields() -> None:
    state = state_of(
        "board=CS,LP,WA,WB,MI/ta,TB,TC,PR,PC/ER,EC,*,CR,CC/NR,NC,GA,GB,GC/GD,GE,GF,GG,GH;"
        " pawns=climber@a2:2,navigator@e5:2,explorer@a1:1; shields=2;"
        " phase=draw-storm; storm=1; sdeck=sun,n1"
    )
    state.apply_id("0:draw-storm")
    assert [p["water"] for p in state.view(None)["pawns"]] == [2, 1, 1]
    assert state.outcome() is None


def test_win_by_taking_off_from_the_launch_pad() -> None:
    board = "board=CS,{pad},WA,WB,MI/TA,TB,TC,PR,PC/ER,EC,*,CR,CC/NR,NC,GA,GB,GC/GD,GE,GF,GG,GH"
    parts = "parts=P=0,E=0,C=1,N=1"
    away = state_of(f"{board.format(pad='lp1')}; pawns=climber@b1,navigator@c1; {parts}")
    assert "0:take-off" not in ids(away)  # the Navigator is not on the pad
    blocked = state_of(f"{board.format(pad='lp2')}; pawns=climber@b1,navigator@b1; {parts}")
    assert "0:take-off" not in ids(blocked)  # the pad must be unblocked
    hidden = state_of(f"{board.format(pad='LP')}; pawns=climber@b1,navigator@b1; {parts}")
    assert "0:take-off" not in ids(hidden)  # and excavated
    ready = state_of(f"{board.format(pad='lp1')}; pawns=climber@b1,navigator@b1; {parts}")
    ready.apply_id("0:take-off")
    outcome = ready.outcome()
    assert outcome is not None and outcome.won is True


def test_loss_by_thirst() -> None:
    state = state_of("pawns=climber@a1:0,navigator@e5; phase=draw-storm; storm=1; sdeck=sun,n1")
    state.apply_id("0:draw-storm")
    outcome = state.outcome()
    assert outcome is not None and outcome.won is False and outcome.reason == "fd.outcome.thirst"


def test_loss_when_the_sand_runs_out() -> None:
    full = "board=CS9,LP9,WA9,WB9,MI9/TA3,TB,TC,PR,PC/ER,EC,*,CR,CC/NR,NC,GA,GB,GC/GD,GE,GF,GG,GH"
    state = state_of(f"{full}; pawns=climber@a1,navigator@a1; phase=draw-storm; sdeck=n1,sun")
    assert state.view(None)["sand"]["supply"] == 0
    state.apply_id("0:draw-storm")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "fd.outcome.sand"


def test_loss_when_the_storm_meter_reaches_the_skull() -> None:
    state = state_of("pawns=climber@a1,navigator@a1; meter=13; phase=draw-storm; sdeck=up,sun")
    state.apply_id("0:draw-storm")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "fd.outcome.storm"


def test_notation_and_action_ids_round_trip() -> None:
    state = GAME.setup({"players": 3, "storm_tracker": True}, seed=7)
    again = GAME.from_notation(state.notation())
    assert again.notation() == state.notation()
    for action in state.legal_actions():
        assert state.parse_action(state.action_id(action)) == action


def test_notation_refuses_a_field_given_twice_or_unknown() -> None:
    with pytest.raises(
        InvalidConfig, match="bad Forbidden Desert notation: field 'meter' is given twice"
    ):
        state_of("pawns=climber@a1,navigator@a1; meter=2; meter=3")
    with pytest.raises(InvalidConfig, match="notation: field 'pawns' is given twice"):
        state_of("pawns=climber@a1,navigator@a1; pawns=climber@a1,explorer@a1")
    with pytest.raises(InvalidConfig, match="bad Forbidden Desert notation: unknown field 'level'"):
        state_of("pawns=climber@a1,navigator@a1; level=2")
    with pytest.raises(InvalidConfig, match="bad Forbidden Desert notation: the pawns field"):
        state_of("meter=2")
