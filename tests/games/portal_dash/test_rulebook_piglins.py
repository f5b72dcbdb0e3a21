"""§VII « Missions Piglins »: « Vous devez avoir livré sur la fiche Piglins tous les blocs
demandés pour la mission A avant que la couche supérieure du cube ne soit épuisée.
Sinon, vous avez perdu. Il en va de même pour la 2e couche et la mission B, et la 3e
couche et la mission C. » ; « Vous pouvez les placer sur n'importe quelle case, y
compris entamer la mission C avant même que les missions A ou B n'aient été accomplies
[...] Chaque « colonne de blocs » sur la fiche doit être de la même couleur » ; « le
nombre de blocs réclamés par les Piglins est alors plus important » (fewer players).

Column ids ``A1``, ``A2``, ``B1``... (piglins.py gives their sizes)."""

from __future__ import annotations

from typing import Any

from meeple.engine import State
from meeple.games.portal_dash.piglins import MISSIONS
from tests.games.portal_dash.rulebook import (
    ids,
    ids_of,
    outcome,
    phase,
    piglin_notation,
    play,
    position,
    view,
)

COLOUR = {"red": 0, "grey": 1, "gold": 2, "brown": 3, "black": 4}


def using(colour: str, **fields: Any) -> State:
    base: dict[str, Any] = dict(
        players=2,
        path="1,2",
        revealed="1100",
        monsters="-",
        queue="-",
        turn=0,
        left=1,
        chars="0:6/0:6",
        stack=f"actions,use:{COLOUR[colour]}",
    )
    base.update(fields)
    return position(**base)


def columns(state: State) -> dict[str, dict[str, Any]]:
    out = {}
    for m in view(state)["piglins"]["missions"]:
        for k, col in enumerate(m["columns"]):
            out[f"{m['name']}{k + 1}"] = col
    return out


def test_the_sheet_side_follows_the_player_count():
    for players, side in ((1, "1-2"), (2, "1-2"), (3, "3-4"), (4, "3-4")):
        v = view(position(players=players))
        assert v["piglins"]["side"] == side
        sizes = {
            m["name"]: tuple(c["size"] for c in m["columns"]) for m in v["piglins"]["missions"]
        }
        assert sizes == MISSIONS[side]
        assert [m["layer"] for m in v["piglins"]["missions"]] == [1, 2, 3]


def test_fewer_players_are_asked_more_blocks():
    small = view(position(players=2))["piglins"]["missions"]
    big = view(position(players=4))["piglins"]["missions"]
    total = [sum(c["size"] for m in side for c in m["columns"]) for side in (small, big)]
    assert total[0] > total[1]


def test_any_column_of_any_mission_even_c_first():
    state = using("gold")
    piglin = ids_of(state, "0:piglin:")
    assert piglin == {f"0:piglin:{c}" for c in columns(state)}
    play(state, "0:piglin:C2")
    assert columns(state)["C2"] == {**columns(state)["C2"], "colour": "gold", "filled": 1}


def test_a_column_takes_one_colour_set_by_its_first_block():
    """« Le premier bloc que vous placez dans une colonne détermine la couleur des blocs
    suivants. »"""
    state = using("red", piglins=piglin_notation(fills={"A1": "y1"}))
    assert "0:piglin:A1" not in ids(state)  # a gold column
    assert "0:piglin:A2" in ids(state)
    state = using("gold", piglins=piglin_notation(fills={"A1": "y1"}))
    play(state, "0:piglin:A1")
    assert columns(state)["A1"]["filled"] == 2


def test_a_full_column_takes_no_more():
    size = MISSIONS["1-2"]["A"][0]
    state = using("gold", piglins=piglin_notation(fills={"A1": f"y{size}"}))
    assert "0:piglin:A1" not in ids(state)


def layer_one_left() -> str:
    """A cube with one block (cell 0, gold) left on the top layer."""
    return "y" + "." * 15 + "/" + "/".join(["g" * 16] * 3)


def mining_last_top_block(piglins: str) -> State:
    state = position(
        players=2,
        path="1,2",
        revealed="1100",
        monsters="-",
        queue="-",
        turn=0,
        chars="0:6/0:6",
        stack="actions",
        left=2,
        cube=layer_one_left(),
        piglins=piglins,
    )
    play(state, "0:mine", "0:take:0")
    return state


def test_mission_a_not_done_when_the_top_layer_runs_out_loses():
    a1, a2 = MISSIONS["1-2"]["A"]
    assert a2 >= 2
    state = mining_last_top_block(piglin_notation(fills={"A1": f"r{a1}"}))
    play(state, "0:piglin:A2")  # the second column still short
    result = outcome(state)
    assert result is not None and not result.won
    assert result.reason == "pd.outcome.piglin"


def test_the_last_top_block_may_finish_mission_a_in_time():
    """The deadline is checked once the block's use is settled."""
    a1, a2 = MISSIONS["1-2"]["A"]
    state = mining_last_top_block(piglin_notation(fills={"A1": f"r{a1}", "A2": f"y{a2 - 1}"}))
    play(state, "0:piglin:A2")
    assert outcome(state) is None
    assert view(state)["piglins"]["missions"][0]["done"]
    assert view(state)["cube"]["layers"][0] == 0
    assert phase(state) == "actions"


def test_mission_b_is_checked_with_the_second_layer():
    a1, a2 = MISSIONS["1-2"]["A"]
    cube = "." * 16 + "/" + "y" + "." * 15 + "/" + "/".join(["g" * 16] * 2)
    state = position(
        players=2,
        path="1,2",
        revealed="1100",
        monsters="-",
        queue="-",
        turn=0,
        chars="0:6/0:6",
        stack="actions",
        left=2,
        cube=cube,
        piglins=piglin_notation(fills={"A1": f"r{a1}", "A2": f"r{a2}"}),
    )
    play(state, "0:mine", "0:take:16", "0:piglin:B1")
    result = outcome(state)
    assert result is not None and result.reason == "pd.outcome.piglin"


def test_a_done_mission_lets_the_layer_run_out():
    a1, a2 = MISSIONS["1-2"]["A"]
    state = mining_last_top_block(piglin_notation(fills={"A1": f"r{a1}", "A2": f"r{a2}"}))
    play(state, "0:use:gold:0")
    assert outcome(state) is None
