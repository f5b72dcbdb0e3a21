"""A progress bar for long runs: games done, games per second, time left (Rich, on stderr).

It goes to stderr, so that a run's ``--json`` output on stdout stays one JSON document.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeRemainingColumn,
)
from rich.text import Text


class GamesPerSecond(ProgressColumn):
    """The speed in games per second (Rich's own speed columns count bytes)."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:.1f} games/s" if speed else "- games/s", style="progress.data.speed")


class GameBar:
    """The bar of a run: ``bar(n)`` counts ``n`` more games, ``bar.label(text)`` says
    which cell of a sweep is running."""

    def __init__(self, progress: Progress, total: int) -> None:
        self._progress = progress
        self._task = progress.add_task("games", total=total)

    def __call__(self, games: int) -> None:
        self._progress.advance(self._task, games)

    def label(self, text: str) -> None:
        self._progress.update(self._task, description=text)


@contextmanager
def game_bar(
    total: int, show: bool | None = None, stream: TextIO | None = None
) -> Iterator[GameBar | None]:
    """A bar over ``total`` games on ``stream`` (stderr), or None when not shown. By
    default it is shown only when the stream is a terminal."""
    stream = sys.stderr if stream is None else stream
    if show is None:
        show = stream.isatty()
    if not show:
        yield None
        return
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        GamesPerSecond(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=Console(file=stream), transient=False) as progress:
        yield GameBar(progress, total)


__all__ = ["GameBar", "GamesPerSecond", "game_bar"]
