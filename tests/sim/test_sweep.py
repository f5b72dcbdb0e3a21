"""Sweeps: every combination of the swept options' values, each checked before any game."""

from __future__ import annotations

import pytest

from meeple import load
from meeple.engine import InvalidConfig
from meeple.sim.sweep import cell_label, grid_cells, parse_grid, run_sweep

ISLAND = load("forbidden-island")


def test_the_grid_is_the_product_of_the_values_typed_as_the_options() -> None:
    grid = parse_grid(
        ISLAND, ["players=2,4", "difficulty=novice,legendary", "--navigator-uses-powers=true"]
    )
    assert grid == [
        ("players", ["2", "4"]),
        ("difficulty", ["novice", "legendary"]),
        ("navigator_uses_powers", ["true"]),
    ]
    cells = grid_cells(ISLAND, {}, grid)
    assert [(c["players"], c["difficulty"]) for c in cells] == [
        (2, "novice"),
        (2, "legendary"),
        (4, "novice"),
        (4, "legendary"),
    ]
    assert all(c["navigator_uses_powers"] is True for c in cells)
    assert cell_label(cells[1], grid) == "players=2 difficulty=legendary navigator_uses_powers=True"


def test_no_grid_is_one_cell_of_the_given_options() -> None:
    assert grid_cells(ISLAND, {"difficulty": "elite"}, []) == [
        ISLAND.check_config({"difficulty": "elite"})
    ]


@pytest.mark.parametrize(
    ("items", "base", "fragment"),
    [
        (["colour=red"], {}, "no option 'colour' to sweep"),
        (["difficulty"], {}, "NAME=VALUE"),
        (["difficulty="], {}, "NAME=VALUE"),
        (["difficulty=novice,novice"], {}, "repeats a value"),
        (["players=2", "players=3"], {}, "given twice"),
        (["adventurers=pilot,diver"], {}, "several values"),
        (["difficulty=novice,hard"], {}, "difficulty must be one of"),
        (["players=2,5"], {}, "2 to 4 players, not 5"),
        (["players=2,3"], {"players": 2}, "both on its own and in --grid"),
    ],
)
def test_a_bad_grid_is_an_error_before_any_game(items, base, fragment) -> None:
    with pytest.raises(InvalidConfig, match=fragment):
        grid_cells(ISLAND, base, parse_grid(ISLAND, items))


def test_every_cell_runs_its_own_config_with_the_same_seeds() -> None:
    cells = grid_cells(ISLAND, {}, parse_grid(ISLAND, ["players=2,3", "difficulty=novice,elite"]))
    started: list[int] = []
    counted: list[int] = []
    done = list(
        run_sweep(
            "forbidden-island",
            cells,
            "random",
            3,
            seed=7,
            starting=started.append,
            progress=counted.append,
        )
    )
    assert started == [0, 1, 2, 3] and sum(counted) == 12
    assert [cell.config for cell in done] == cells
    for cell in done:
        assert cell.summary is not None and cell.summary.config == cell.config
        assert cell.summary.bots == ["random"] * cell.config["players"]
        assert [r.seed for r in cell.results] == [7, 8, 9]
        assert all(len(r.returns) == cell.config["players"] for r in cell.results)
    # the difficulty changes the games: the water rises sooner on elite
    novice, elite = done[0].results, done[1].results
    assert [r.steps for r in novice] != [r.steps for r in elite]


def test_bots_one_per_seat_must_fit_every_cell_before_any_game() -> None:
    cells = grid_cells(ISLAND, {}, parse_grid(ISLAND, ["players=2,3"]))
    ran: list[int] = []
    with pytest.raises(InvalidConfig, match="one bot for every seat or 3 bots"):
        list(run_sweep("forbidden-island", cells, ["random", "normal"], 2, starting=ran.append))
    assert ran == []


def test_the_sweep_module_examples() -> None:
    import doctest

    import meeple.sim.sweep

    failures, tried = doctest.testmod(meeple.sim.sweep)
    assert tried > 0 and failures == 0
