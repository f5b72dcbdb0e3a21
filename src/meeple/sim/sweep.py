"""A sweep: the same bots over every combination of some options' values (a grid).

>>> from meeple import load
>>> grid = parse_grid(load("forbidden-island"), ["players=2,3", "difficulty=novice,elite"])
>>> [(c["players"], c["difficulty"]) for c in grid_cells(load("forbidden-island"), {}, grid)]
[(2, 'novice'), (2, 'elite'), (3, 'novice'), (3, 'elite')]

Every cell is checked by the game before any game is played, so a bad option or value is
an error up front, not after an hour of the cells before it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any

from meeple.engine.errors import InvalidConfig
from meeple.engine.game import Game
from meeple.sim.runner import (
    BotSpec,
    GameResult,
    Progress,
    Summary,
    _seat_specs,
    run_games,
)

Grid = list[tuple[str, list[Any]]]  # option name -> the values it takes, in order


@dataclass
class Cell:
    """One configuration of a sweep and what its games came to."""

    config: dict[str, Any]
    summary: Summary
    results: list[GameResult]  # in seed order


def parse_grid(game: Game, items: Sequence[str]) -> Grid:
    """``NAME=V1,V2,...`` items as option names and their values (typed as the option's
    choices are: ``players=2,3`` gives ints). Names are those of ``--players`` and the
    game's options; each may be swept once."""
    options = {option.name: option for option in game.info.options}
    grid: Grid = []
    for item in items:
        name, sep, text = item.partition("=")
        name = name.strip().removeprefix("--").replace("-", "_")
        values = [value.strip() for value in text.split(",") if value.strip()]
        if not sep or not name or not values:
            raise InvalidConfig(f"--grid takes NAME=VALUE,VALUE..., not {item!r}")
        if name != "players" and name not in options:
            known = ", ".join(["players", *options])
            raise InvalidConfig(
                f"{game.info.id} has no option {name!r} to sweep (options: {known})"
            )
        if any(name == swept for swept, _ in grid):
            raise InvalidConfig(f"--grid {name} is given twice")
        option = options.get(name)
        if option is not None and option.kind in ("list", "set"):
            raise InvalidConfig(f"--grid cannot sweep {name}: it takes several values at once")
        if len(set(values)) != len(values):
            raise InvalidConfig(f"--grid {name} repeats a value")
        typed = [
            next((choice for choice in option.choices if str(choice) == value), value)
            if option is not None and option.choices is not None
            else value
            for value in values
        ]
        grid.append((name, typed))
    return grid


def grid_cells(game: Game, base: Mapping[str, Any], grid: Grid) -> list[dict[str, Any]]:
    """The checked configuration of every cell: ``base`` with one value of each swept
    option, the last option varying fastest. No grid: the one configuration ``base``."""
    for name, _ in grid:
        if name in base:
            raise InvalidConfig(f"option {name} is given both on its own and in --grid")
    names = [name for name, _ in grid]
    cells = []
    for values in itertools.product(*(values for _, values in grid)):
        cells.append(game.check_config({**base, **dict(zip(names, values, strict=True))}))
    return cells


def check_bots(bots: BotSpec | Sequence[BotSpec], cells: Sequence[Mapping[str, Any]]) -> None:
    """Bots named one per seat must fit every cell's player count."""
    for config in cells:
        _seat_specs(bots, config["players"])


def ray_session(backend: str, address: str | None, processes: int) -> AbstractContextManager[Any]:
    """One Ray for all the cells of a sweep (starting it takes seconds); nothing locally."""
    if backend != "ray":
        return nullcontext()
    from meeple.sim import backends

    return backends.ray_cluster(address, processes)


def run_sweep(
    game_id: str,
    cells: Sequence[dict[str, Any]],
    bots: BotSpec | Sequence[BotSpec],
    games: int,
    seed: int = 0,
    processes: int = 1,
    *,
    backend: str = "local",
    address: str | None = None,
    progress: Progress | None = None,
    starting: Progress | None = None,
) -> Iterator[Cell]:
    """Run ``games`` games (the same seeds) in each cell, yielding each cell when done;
    ``starting`` is told the index of the cell about to run."""
    check_bots(bots, cells)
    with ray_session(backend, address, processes):
        for index, config in enumerate(cells):
            if starting is not None:
                starting(index)
            results: list[GameResult] = []
            summary = run_games(
                game_id,
                config,
                bots,
                games,
                seed,
                processes,
                results,
                backend=backend,
                address=address,
                progress=progress,
            )
            yield Cell(config, summary, results)


def cell_label(config: Mapping[str, Any], grid: Grid) -> str:
    """The swept options of a cell, as ``players=2 difficulty=elite``."""
    return " ".join(f"{name}={config[name]}" for name, _ in grid)


__all__ = ["Cell", "Grid", "cell_label", "check_bots", "grid_cells", "parse_grid", "run_sweep"]
