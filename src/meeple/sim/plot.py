"""Charts of a results file (``meeple simulate --out``), as PNG and SVG.

Cooperative games: the win rate of each configuration with its 95% Wilson interval.
Competitive games: each seat's share of first places (with Wilson intervals) and, when
the game keeps score, the spread of each seat's scores. The cells are the configurations
and bots found in the file, in the order they first appear.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from meeple.engine.errors import InvalidConfig, MeepleError
from meeple.engine.registry import load
from meeple.sim.results import Row, read_rows
from meeple.sim.runner import wilson

FORMATS = (".png", ".svg")
INSTALL_HINT = "plots need matplotlib: install meeple[research]"


@dataclass
class PlotCell:
    """The games of one configuration played by one set of bots."""

    config: dict[str, Any]
    bots: list[str]
    rows: list[Row] = field(default_factory=list)
    label: str = ""

    def wins(self) -> tuple[int, int]:
        return sum(1 for row in self.rows if row["won"]), len(self.rows)

    def firsts(self, seat: int) -> tuple[float, int]:
        """The seat's first places (a k-way tie counting 1/k) and the games played."""
        won = sum(1 / len(row["firsts"]) for row in self.rows if seat in (row["firsts"] or ()))
        return won, len(self.rows)

    def scores(self, seat: int) -> list[float]:
        return [row["scores"][seat] for row in self.rows if row["scores"] is not None]


def cells_of(rows: Sequence[Row]) -> list[PlotCell]:
    """The rows grouped by configuration and bots, each group labelled by what sets it
    apart from the others (every option, if there is one group)."""
    cells: dict[str, PlotCell] = {}
    for row in rows:
        key = json.dumps([row["config"], row["bots"]], sort_keys=True)
        cells.setdefault(key, PlotCell(row["config"], row["bots"])).rows.append(row)
    groups = list(cells.values())
    names = list(dict.fromkeys(name for cell in groups for name in cell.config))
    varying = [name for name in names if len({_text(c.config.get(name)) for c in groups}) > 1]
    bots_vary = len({bots_text(cell.bots) for cell in groups}) > 1
    for cell in groups:
        shown = varying if (varying or bots_vary) else names
        parts = [
            f"{name}={_text(cell.config.get(name))}"
            for name in shown
            if cell.config.get(name) is not None
        ]
        if bots_vary:
            parts.append("bots " + bots_text(cell.bots))
        cell.label = "\n".join(parts)
    return groups


def plot_results(path: Path, prefix: Path | None = None) -> list[Path]:
    """Draw the chart of the results file ``path`` into ``prefix.png`` and ``prefix.svg``
    (``prefix`` defaults to the file's own name without its extension)."""
    rows = read_rows(path)
    prefix = path.with_suffix("") if prefix is None else prefix
    targets = [prefix.parent / (prefix.name + suffix) for suffix in FORMATS]
    if not prefix.parent.is_dir():
        raise InvalidConfig(f"cannot write {str(targets[0])!r}: no folder {str(prefix.parent)!r}")
    games = {row["game"] for row in rows}
    if len(games) != 1:
        raise MeepleError(f"{str(path)!r} mixes games ({', '.join(sorted(games))}): plot one")
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise InvalidConfig(INSTALL_HINT) from None
    cells = cells_of(rows)
    competitive = any(row["firsts"] is not None for row in rows)
    scored = competitive and any(row["scores"] is not None for row in rows)
    wide = 0.8 if not competitive and grid_of(cells) else 1.6  # grouped bars sit closer
    figure = Figure(figsize=(max(6.4, wide * len(cells) * (2 if scored else 1)), 5.0))
    if competitive:
        axes = figure.subplots(1, 2 if scored else 1, squeeze=False)[0]
        _first_places(axes[0], cells)
        if scored:
            _score_spreads(axes[1], cells)
    else:
        _win_rates(figure.subplots(), cells)
    figure.suptitle(_title(rows, cells))
    figure.tight_layout()
    for target in targets:
        figure.savefig(target)
    return targets


def _title(rows: Sequence[Row], cells: Sequence[PlotCell]) -> str:
    game_id = rows[0]["game"]
    try:
        name = load(game_id).info.name.get("en", game_id)
    except MeepleError:  # a game this meeple no longer has: its id will do
        name = game_id
    bots = sorted({bots_text(cell.bots) for cell in cells})
    sizes = sorted({len(cell.rows) for cell in cells})
    per_cell = f"{sizes[0]}" if len(sizes) == 1 else f"{sizes[0]}-{sizes[-1]}"
    return f"{name}\nbots {' / '.join(bots)}, {per_cell} games per configuration"


def grid_of(cells: Sequence[PlotCell]) -> tuple[str, str] | None:
    """The two options a sweep crossed, (series, x), when the cells are exactly their
    grid with the same bots (``--grid players=2,3,4 --grid difficulty=...``): such a
    chart reads best as one group of bars per x value, one colour per series value."""
    if len({bots_text(cell.bots) for cell in cells}) != 1:
        return None
    names = list(dict.fromkeys(name for cell in cells for name in cell.config))
    varying = [name for name in names if len({_text(c.config.get(name)) for c in cells}) > 1]
    if len(varying) != 2:
        return None
    series, x = varying
    pairs = {(_text(c.config.get(series)), _text(c.config.get(x))) for c in cells}
    count = len({a for a, _ in pairs}) * len({b for _, b in pairs})
    return (series, x) if len(pairs) == len(cells) == count else None


def _grouped_win_rates(axes: Any, cells: Sequence[PlotCell], series: str, x: str) -> None:
    xs = list(dict.fromkeys(_text(cell.config.get(x)) for cell in cells))
    lines = list(dict.fromkeys(_text(cell.config.get(series)) for cell in cells))
    width = 0.8 / len(lines)
    for number, line in enumerate(lines):
        rates, below, above, places = [], [], [], []
        for cell in cells:
            if _text(cell.config.get(series)) != line:
                continue
            rate, low, high = _interval(*cell.wins())
            rates.append(rate)
            below.append(low)
            above.append(high)
            places.append(xs.index(_text(cell.config.get(x))) - 0.4 + width * (number + 0.5))
        axes.bar(places, rates, width, yerr=[below, above], capsize=3, label=line)
    axes.set_xticks(list(range(len(xs))), xs)
    axes.set_ylim(0, 1)
    axes.set_xlabel(x)
    axes.set_ylabel("win rate (95% Wilson interval)")
    axes.legend(title=series)


def _win_rates(axes: Any, cells: Sequence[PlotCell]) -> None:
    crossed = grid_of(cells)
    if crossed is not None:
        _grouped_win_rates(axes, cells, *crossed)
        return
    rates, below, above = [], [], []
    for cell in cells:
        rate, low, high = _interval(*cell.wins())
        rates.append(rate)
        below.append(low)
        above.append(high)
    places = range(len(cells))
    axes.bar(places, rates, yerr=[below, above], capsize=4, color="tab:blue")
    axes.set_xticks(list(places), [cell.label for cell in cells])
    axes.set_ylim(0, 1)
    axes.set_xlabel("configuration")
    axes.set_ylabel("win rate (95% Wilson interval)")


def _first_places(axes: Any, cells: Sequence[PlotCell]) -> None:
    seats = max(len(cell.bots) for cell in cells)
    width = 0.8 / seats
    for seat in range(seats):
        shares, below, above, places = [], [], [], []
        for index, cell in enumerate(cells):
            if seat >= len(cell.bots):
                continue
            share, low, high = _interval(*cell.firsts(seat))
            shares.append(share)
            below.append(low)
            above.append(high)
            places.append(index - 0.4 + width * (seat + 0.5))
        axes.bar(places, shares, width, yerr=[below, above], capsize=3, label=f"Player {seat + 1}")
    axes.set_xticks(list(range(len(cells))), [cell.label for cell in cells])
    axes.set_ylim(0, 1)
    axes.set_xlabel("configuration")
    axes.set_ylabel("share of first places (95% Wilson interval)")
    axes.legend()


def _score_spreads(axes: Any, cells: Sequence[PlotCell]) -> None:
    seats = max(len(cell.bots) for cell in cells)
    width = 0.8 / seats
    for seat in range(seats):
        data, places = [], []
        for index, cell in enumerate(cells):
            scores = cell.scores(seat) if seat < len(cell.bots) else []
            if scores:
                data.append(scores)
                places.append(index - 0.4 + width * (seat + 0.5))
        if data:
            parts = axes.boxplot(data, positions=places, widths=width * 0.9, patch_artist=True)
            for box in parts["boxes"]:
                box.set_facecolor(f"C{seat}")
    axes.set_xticks(list(range(len(cells))), [cell.label for cell in cells])
    axes.set_xlabel("configuration")
    axes.set_ylabel("score per game, by seat (quartiles)")


def _interval(successes: float, trials: int) -> tuple[float, float, float]:
    """A rate and how far its 95% Wilson interval reaches below and above it (never less
    than 0: at a rate of 1 the bound's rounding may fall a hair short of it)."""
    rate = successes / trials
    low, high = wilson(successes, trials)
    return rate, max(0.0, rate - low), max(0.0, high - rate)


def bots_text(bots: Sequence[str]) -> str:
    """The bots of a table: one name when every seat has the same bot."""
    return bots[0] if len(set(bots)) == 1 else ",".join(bots)


def _text(value: Any) -> str:
    return ",".join(map(str, value)) if isinstance(value, list) else str(value)


__all__ = ["PlotCell", "bots_text", "cells_of", "grid_of", "plot_results"]
