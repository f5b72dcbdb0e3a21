"""An arena's figures as Rich tables: the standings, and the head-to-heads of 3 bots or more."""

from __future__ import annotations

from rich.table import Table

from meeple.sim.arena import Arena


def percent(share: float | None) -> str:
    return "-" if share is None else f"{100 * share:.1f}%"


def standings_table(arena: Arena) -> Table:
    """One row a bot, best rating first: games, first places and their 95% interval, the
    openskill rating (mu ± sigma, and its ordinal mu - 3 sigma, which orders the rows) and
    the first places in each seat (whole percents: a seat has fewer games)."""
    table = Table(title=f"{arena.game}: the bots by rating (mu - 3 sigma)")
    table.add_column("Bot", no_wrap=True)
    for header in ("Games", "Wins", "95% CI", "Rating", "mu ± sigma"):
        table.add_column(header, justify="right")
    table.add_column(f"Wins % in seat 1-{arena.config['players']}")
    for standing in arena.standings:
        table.add_row(
            standing.bot,
            str(standing.games),
            percent(standing.win_rate),
            f"{100 * standing.win_low:.1f}-{100 * standing.win_high:.1f}",
            f"{standing.ordinal:.1f}",
            f"{standing.mu:.1f} ± {standing.sigma:.1f}",
            " ".join("-" if rate is None else f"{100 * rate:.0f}" for rate in standing.seat_rates),
        )
    return table


def head_to_head_table(arena: Arena) -> Table:
    """How often the row's bot finished ahead of the column's, in the games both played."""
    names = [standing.bot for standing in arena.standings]
    table = Table(title="Head to head: the row's bot ahead of the column's")
    table.add_column("Bot")
    for name in names:
        table.add_column(name, justify="right")
    for bot in names:
        cells = []
        for other in names:
            meeting = None if other == bot else arena.meeting(bot, other)
            cells.append("-" if meeting is None or not meeting.games else percent(meeting.share))
        table.add_row(bot, *cells)
    return table


__all__ = ["head_to_head_table", "percent", "standings_table"]
