"""The ``meeple`` command: list, play, replay, benchmark and simulate the registered games.

Every error (an unknown game, a bad option, a corrupt record, a usage mistake) ends the
command with one line on stderr, ``error: <reason>``, and exit code 2.
"""

from __future__ import annotations

import errno
import json
import os
import secrets
import socket
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from meeple import compiled
from meeple.agents import LEVELS, agent_names, make_agent, resolve, with_budget
from meeple.bench import playouts
from meeple.engine.driver import play, play_out
from meeple.engine.errors import InvalidConfig, MeepleError
from meeple.engine.game import Game, Option, Seat, check_seed
from meeple.engine.i18n import LANGUAGES, player_names, translate
from meeple.engine.match import Match
from meeple.engine.record import Record
from meeple.engine.registry import games as registered_games
from meeple.engine.registry import load
from meeple.engine.rng import Rng
from meeple.server.settings import Limits
from meeple.terminal import (
    TerminalTable,
    echo,
    final_board,
    read_answer,
    result_line,
    show_played,
)

try:  # Typer >= 0.26 vendors Click
    from typer._click.exceptions import ClickException
except ImportError:  # pragma: no cover - older Typer depends on Click itself
    from click.exceptions import ClickException  # type: ignore[assignment,no-redef,import-not-found,unused-ignore]

EXIT_ERROR = 2
MAX_BOT_ACTIONS = 1_000_000  # a bots-only game longer than this is a bug, not a game
AGENT_SEED_SALT = 0xA6E7_5EED  # bots draw from streams apart from the game's own
GAME_OPTIONS = {"allow_extra_args": True, "ignore_unknown_options": True}

app = typer.Typer(
    name="meeple",
    help="Play, replay and benchmark board games in the terminal.",
    add_completion=False,
    pretty_exceptions_enable=False,
)


def check_lang(value: str) -> str:
    if value not in LANGUAGES:
        raise typer.BadParameter(f"choose one of {', '.join(LANGUAGES)}, not {value!r}")
    return value


GameArg = Annotated[str, typer.Argument(metavar="GAME", help="A game id, see `meeple games`.")]
LangOpt = Annotated[
    str, typer.Option("--lang", callback=check_lang, help=f"One of {', '.join(LANGUAGES)}.")
]
BudgetOpt = Annotated[
    str | None,
    typer.Option(
        metavar="BUDGET",
        help="The search bot's thinking per decision: 200it (iterations, the same"
        " game for a seed) or 1s / 250ms (default 1s).",
    ),
]


@app.callback(invoke_without_command=True)
def root(ctx: typer.Context) -> None:
    if ctx.invoked_subcommand is None:
        echo(ctx.get_help())


# -- meeple games ------------------------------------------------------------------------


@app.command("games")
def list_games() -> None:
    """List the games with their player counts, options and bots."""
    console = Console()
    listing = [game_listing(game) for game in registered_games()]
    widths = table_widths(listing, console.width)
    if widths is None:  # too narrow for four columns: one game under another
        echo("\n\n".join(stacked_listing(entry, console.width) for entry in listing))
        return
    table = Table()
    for header, width in zip(GAMES_HEADERS, widths, strict=True):
        table.add_column(header, width=width)  # wide enough for its longest word
    for game_lines, rows in listing:
        first, *others = map(escape, game_lines)
        game_cell = "\n".join([f"[bold]{first}[/bold]", *others])
        for index, (flag, choices) in enumerate(rows):
            table.add_row(
                game_cell if index == 0 else "",
                escape(flag),
                escape(choices),
                end_section=index == len(rows) - 1,
            )
    console.print(table)


GAMES_HEADERS = ("Game", "Option", "Choices")
GameListing = tuple[list[str], list[tuple[str, str]]]


def game_listing(game: Game) -> GameListing:
    """A game's lines (its id, its names, its players) and its rows: a flag, then its
    choices and its default on a line of their own."""
    info = game.info
    names = [info.name[lang] for lang in LANGUAGES if lang in info.name]
    players = f"{info.min_players}-{info.max_players}"
    if info.min_players == info.max_players:
        players = str(info.min_players)
    described = [describe_option(option) for option in info.options]
    # What --seats takes: the bot levels, then the older names still accepted.
    old = [name for name in agent_names(game) if name not in LEVELS]
    seats = f"human, {', '.join(LEVELS)} (also {', '.join(old)})"
    described.append(("--seats", seats, "human, then bots"))
    rows = [(flag, f"{choices}\ndefault: {default}") for flag, choices, default in described]
    return [info.id, *names, f"{players} {'player' if players == '1' else 'players'}"], rows


def table_widths(listing: list[GameListing], width: int) -> list[int] | None:
    """The widths of the columns so that no word is cut, within ``width``; None if even
    their longest words do not fit."""
    columns: list[list[str]] = [[header] for header in GAMES_HEADERS]
    for lines, rows in listing:
        columns[0].extend(lines)
        for row in rows:
            for index, cell in enumerate(row, start=1):
                columns[index].extend(cell.splitlines())
    least = [max(len(word) for text in texts for word in text.split()) for texts in columns]
    most = [max(len(text) for text in texts) for texts in columns]
    room = width - (3 * len(columns) + 1)  # borders and a space each side of a cell
    if sum(least) > room:
        return None
    widths = list(least)
    # The names and flags first (the first two columns), then the choices, while there is room.
    for index in range(len(widths)):
        grow = min(most[index] - widths[index], room - sum(widths))
        widths[index] += grow
    return widths


def stacked_listing(entry: GameListing, width: int) -> str:
    """A game for a narrow terminal: its lines, then each flag, its choices indented below."""
    import textwrap

    lines, rows = entry
    out = [lines[0], *(f"  {line}" for line in lines[1:])]

    def wrapped(text: str, indent: str) -> list[str]:
        return textwrap.wrap(
            text,
            width,
            initial_indent=indent,
            subsequent_indent=indent,
            break_long_words=False,
            break_on_hyphens=False,
        )

    for flag, choices in rows:
        out.append(f"  {flag}")
        for line in choices.splitlines():
            out += wrapped(line, "      ")
    return "\n".join(out)


def describe_option(option: Option) -> tuple[str, str, str]:
    """(``--flag``, choices, default), written as they are typed after ``meeple play``."""
    if option.kind == "bool":
        choices = "true, false"
    elif option.choices is None:
        choices = "any"
    else:
        choices = ", ".join(str(choice) for choice in option.choices)
        if option.kind == "list":
            choices = f"a list of {choices}"
        elif option.kind == "set":
            choices = f"any of {choices}"
    return f"--{option.name.replace('_', '-')}", choices, shown_value(option.default)


def shown_value(value: Any) -> str:
    """A value as it would be typed: none, true, a,b."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list | tuple):
        return ",".join(str(item) for item in value)
    return str(value)


# -- meeple play -------------------------------------------------------------------------


@app.command("play", context_settings=GAME_OPTIONS)
def play_game(
    ctx: typer.Context,
    game_id: GameArg,
    players: Annotated[int | None, typer.Option(help="Number of players.")] = None,
    seats: Annotated[
        str | None,
        typer.Option(
            help="One per seat, comma-separated: human, easy, normal or strong"
            " (or an older bot name: bot, random, heuristic...)."
            " Default: human then bots."
        ),
    ] = None,
    bots: Annotated[
        str | None, typer.Option(help="'all': every seat is the game's default bot.")
    ] = None,
    budget: BudgetOpt = None,
    seed: Annotated[str | None, typer.Option(help="Seed of all chance. Default: random.")] = None,
    lang: LangOpt = "en",
    save: Annotated[
        Path | None, typer.Option(metavar="FILE", help="Write the game record to FILE.")
    ] = None,
    name: Annotated[
        str | None,
        typer.Option(help="Your name (1 to 24 characters): what the texts call the human seats."),
    ] = None,
) -> None:
    """Play a game; game options follow as --option value (e.g. --difficulty novice)."""
    game = load(game_id)
    if players is None and seats is not None:
        players = len(seats.split(","))
    config = checked_config(game, players, ctx.args)
    seat_kinds = plan_seats(game, config["players"], seats, bots)
    game_seed = check_seed(seed) if seed is not None else secrets.randbelow(10**9)
    if save is not None:
        check_writable(save)
    humans = [seat for seat, kind in enumerate(seat_kinds) if kind == "human"]
    agents = {
        seat: make_agent(game, with_budget(game, kind, budget), seat, agent_seed(game_seed, seat))
        for seat, kind in enumerate(seat_kinds)
        if kind != "human"
    }
    named = checked_name(name) if name is not None else ""
    names = [named if kind == "human" else "" for kind in seat_kinds]
    with player_names(names):  # every text printed calls the human seats by the name
        match = Match(game.id, config, game_seed)
        finished = True
        if humans:
            finished = TerminalTable(match, humans, agents, lang).play()
        else:
            play_out(match, agents, MAX_BOT_ACTIONS)
            if not match.state.is_over():
                raise MeepleError(f"the bots did not end the game within {MAX_BOT_ACTIONS} actions")
        if save is not None:
            write_record(match.record, save)
        if finished:
            echo()
            echo(final_board(match.state, humans[0] if humans else None, lang))
        echo(result_line(match.state, game_seed, len(match.record.actions), lang))


def checked_name(name: str) -> str:
    """``--name`` trimmed, by the rules the web server keeps (``live.clean_name``)."""
    from meeple.server.live import Refused, clean_name  # the server, only when named

    try:
        return clean_name(name)
    except Refused as refused:
        raise InvalidConfig(f"--name: {refused.reason}") from None


def checked_config(game: Game, players: int | None, args: list[str]) -> dict[str, Any]:
    """The full configuration from ``--players`` and the game's own options."""
    config = game_options(game, args)
    if players is not None:
        config["players"] = players
    return game.check_config(config)


def game_options(game: Game, args: list[str]) -> dict[str, Any]:
    """The game's options given as extra ``--name value`` (or ``--name=value``) arguments."""
    options = {option.name: option for option in game.info.options}
    known = ", ".join(f"--{name.replace('_', '-')}" for name in options) or "none"
    given: dict[str, Any] = {}
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if not arg.startswith("--") or arg == "--":
            raise InvalidConfig(f"unexpected argument {arg!r}{flag_hint(arg, options)}")
        flag, has_value, value = arg[2:].partition("=")
        name = flag.replace("-", "_")
        option = options.get(name)
        if option is None:
            raise InvalidConfig(f"{game.id} has no option --{flag} (its options: {known})")
        if name in given:
            raise InvalidConfig(f"option --{flag} is given twice")
        if not has_value:
            if option.kind == "bool" and (not rest or rest[0].startswith("--")):
                value = "true"  # a bare boolean flag switches it on
            elif rest:
                value = rest.pop(0)
            else:
                raise InvalidConfig(f"option --{flag} needs a value")
        given[name] = typed_value(option, value)
    return given


def flag_hint(arg: str, options: dict[str, Option]) -> str:
    """A pointer to the flag meant by ``level=3`` (an option written without its dashes)."""
    name, has_value, value = arg.partition("=")
    if not has_value or name.replace("-", "_") not in options:
        return ""
    return f" (write it --{name.replace('_', '-')} {value})"


def typed_value(option: Option, text: str) -> Any:
    """The option's value for ``text``: the choice it spells (choices need not be strings)."""
    if option.kind == "choice" and option.choices is not None:
        return next((choice for choice in option.choices if str(choice) == text), text)
    if option.kind == "choice" and isinstance(option.default, int) and text.isdigit():
        return int(text)
    return text


def plan_seats(game: Game, players: int, seats: str | None, bots: str | None) -> list[str]:
    """What plays each seat: "human" or a bot name that :func:`make_agent` knows."""
    if bots is not None and bots != "all":
        raise InvalidConfig(f"--bots takes 'all', not {bots!r}")
    if bots is not None and seats is not None:
        raise InvalidConfig("give --seats or --bots all, not both")
    if seats is None:
        return ["bot"] * players if bots else ["human"] + ["bot"] * (players - 1)
    kinds = [kind.strip() for kind in seats.split(",")]
    if len(kinds) != players:
        raise InvalidConfig(f"--seats names {len(kinds)} seats for {players} players")
    allowed = ["human", *agent_names(game)]
    for kind in kinds:
        if kind != "human" and kind.partition("@")[0] in allowed:
            resolve(game, kind)  # a budget after the @ is checked too
        elif kind != "human":
            raise InvalidConfig(f"unknown seat {kind!r}: choose one of {', '.join(allowed)}")
    return kinds


def agent_seed(seed: int, seat: Seat) -> int:
    """Each bot's own seed: fixed by the game's seed, so a seed replays the whole game."""
    return Rng((seed ^ AGENT_SEED_SALT) + seat).next64()


def check_writable(path: Path) -> None:
    """Fail before the game, not after it, when the record could not be written."""
    if path.is_dir():
        raise MeepleError(f"cannot save to {path}: it is a folder")
    if not path.parent.is_dir():
        raise MeepleError(f"cannot save to {path}: no folder {path.parent}")


def write_record(record: Record, path: Path) -> None:
    try:
        record.write(path)
    except OSError as error:
        raise MeepleError(f"cannot write {path}: {error.strerror or error}") from None


# -- meeple replay -----------------------------------------------------------------------


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="A record saved by play --save.")],
    lang: LangOpt = "en",
    step: Annotated[bool, typer.Option("--step", help="Wait for Enter after each action.")] = False,
) -> None:
    """Replay a saved game, action by action."""
    record = Record.read(file)
    record.replay()  # every action checked before anything is shown
    state = record.start()
    shown = 0
    for index, action_id in enumerate(record.actions, 1):
        show_played(play(state, state.parse_action(action_id)), lang, prefix=f"{index}. ")
        shown = index
        if step and read_answer(f"{translate('cli.step', lang)} ") in (None, "q"):
            break
    echo()
    echo(final_board(state, None, lang))
    echo(result_line(state, record.seed, shown, lang))


# -- meeple bench ------------------------------------------------------------------------


ADAPTERS_HELP = (
    "Time the game's OpenSpiel and PettingZoo faces beside the raw game, in CPU time,"
    " --seconds in all (needs meeple\\[research]); print each speed and ratio."
)


@app.command(context_settings=GAME_OPTIONS)
def bench(
    ctx: typer.Context,
    game_id: Annotated[
        str,
        typer.Argument(
            metavar="GAME", help="A game id, see `meeple games`; or `server`: the web server."
        ),
    ],
    seconds: Annotated[
        float | None, typer.Option(help="How long to run (default 5 s; server: 30 s).")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    players: Annotated[int | None, typer.Option(help="Number of players.")] = None,
    seed: Annotated[str, typer.Option(help="Seed of the random games.")] = "0",
    tables: Annotated[
        int | None, typer.Option(help="server: tables played at once (default 200).")
    ] = None,
    think_ms: Annotated[
        float | None,
        typer.Option(help="server: a player's mean think time in ms (default 1000)."),
    ] = None,
    clients: Annotated[
        int | None, typer.Option(help="server: client processes (default 1).")
    ] = None,
    game: Annotated[
        str | None, typer.Option(help="server: the game played (default forbidden-island).")
    ] = None,
    flood: Annotated[
        bool,
        typer.Option(
            "--flood",
            help="server: one spectator sends --flood-messages lang messages and never reads;"
            " the server's memory and the other tables' p99 meanwhile.",
        ),
    ] = False,
    flood_messages: Annotated[
        int | None, typer.Option(help="server --flood: messages sent (default 10000).")
    ] = None,
    spectators: Annotated[
        int | None,
        typer.Option(help="server: open this many spectators on one table; the server's CPU."),
    ] = None,
    creations: Annotated[
        int | None,
        typer.Option(help="server: create this many tables from one client; what is refused."),
    ] = None,
    slow_bot: Annotated[
        float | None,
        typer.Option(
            help="server: a table of bots burning this many seconds of CPU a decision plays"
            " beside the people's tables; their p99 meanwhile."
        ),
    ] = None,
    yardstick: Annotated[
        bool,
        typer.Option(
            "--yardstick",
            help="Play the game and the machine's yardstick (OpenSpiel's backgammon from"
            " Python, needs open_spiel) in turns, --seconds each; print both and the ratio.",
        ),
    ] = False,
    adapters: Annotated[bool, typer.Option("--adapters", help=ADAPTERS_HELP)] = False,
) -> None:
    """Time random playouts and clones of a game on one core, or load the web server."""
    if seconds is not None and not seconds > 0:
        raise typer.BadParameter("must be more than 0", param_hint="'--seconds'")
    if game_id == "server":
        if yardstick or adapters:
            flag = "--yardstick" if yardstick else "--adapters"
            raise InvalidConfig(f"{flag} is an option of `meeple bench GAME` only")
        scenario = ServerScenario(flood, flood_messages, spectators, creations, slow_bot)
        bench_server(
            ctx, seconds, as_json, players, seed, tables, think_ms, clients, game, scenario
        )
        return
    server_only: dict[str, Any] = {"--tables": tables, "--think-ms": think_ms}
    server_only |= {"--clients": clients}
    server_only |= {"--game": game, "--flood": flood or None, "--slow-bot": slow_bot}
    server_only |= {"--flood-messages": flood_messages, "--spectators": spectators}
    refuse_given(server_only | {"--creations": creations}, "`meeple bench server`")
    seconds = 5.0 if seconds is None else seconds
    played = load(game_id)
    config = checked_config(played, players, ctx.args)
    if yardstick:
        bench_yardstick(played, config, check_seed(seed), seconds, as_json)
        return
    if adapters:
        bench_adapters(played, config, check_seed(seed), seconds, as_json)
        return
    result = playouts.run(played, config, check_seed(seed), seconds)
    if as_json:
        echo(json.dumps(result.to_json() | {"build": compiled.describe()}))
        return
    mean = result.mean_steps_per_game
    echo(f"{played.id}: {config['players']} players, {result.seconds:g} s on one core")
    echo(f"build:                {compiled.describe()}")
    echo(f"steps per second:     {result.steps_per_second:,.0f}")
    echo(f"games per second:     {result.games_per_second:,.1f}")
    echo(f"mean steps per game:  {'-' if mean is None else f'{mean:,.1f}'}")
    echo(f"clones per second:    {result.clones_per_second:,.0f}")


def refuse_given(options: dict[str, Any], where: str) -> None:
    """:class:`InvalidConfig` for the first of ``options`` given (not None)."""
    given = [flag for flag, value in options.items() if value is not None]
    if given:
        raise InvalidConfig(f"{given[0]} is an option of {where} only")


def bench_yardstick(
    game: Game, config: dict[str, Any], seed: int, seconds: float, as_json: bool
) -> None:
    """``meeple bench GAME --yardstick``: see :func:`meeple.bench.playouts.against_yardstick`."""
    result = playouts.against_yardstick(game, config, seed, seconds)
    if as_json:
        echo(json.dumps(result.to_json() | {"build": compiled.describe()}))
        return
    rounds = result.rounds
    spread = f"{min(rounds):.2f}-{max(rounds):.2f}" if rounds else "-"
    echo(
        f"{game.id}: {config['players']} players, {seconds:g} s on one core, in"
        f" {len(rounds)} turns with the yardstick ({seconds:g} s)"
    )
    echo(f"build:                {compiled.describe()}")
    echo(f"steps per second:     {result.steps_per_second:,.0f}")
    echo(f"yardstick steps/s:    {result.yardstick_steps_per_second:,.0f}  (OpenSpiel backgammon)")
    echo(f"ratio:                {result.ratio:.2f}  (turn by turn: {spread})")


def bench_adapters(
    game: Game, config: dict[str, Any], seed: int, seconds: float, as_json: bool
) -> None:
    """``meeple bench GAME --adapters``: see :mod:`meeple.bench.adapters`."""
    from meeple.bench import adapters

    result = adapters.run(game, config, seed, seconds)
    if as_json:
        echo(json.dumps(result.to_json() | {"build": compiled.describe()}))
        return
    for line in adapters.report(result):
        echo(line)


def bench_server(
    ctx: typer.Context,
    seconds: float | None,
    as_json: bool,
    players: int | None,
    seed: str,
    tables: int | None,
    think_ms: float | None,
    clients: int | None,
    game_id: str | None,
    scenario: ServerScenario,
) -> None:
    """``meeple bench server``: see :mod:`meeple.bench.server` (and, for its hostile
    scenarios, :mod:`meeple.bench.scenarios`)."""
    from meeple.bench import server as loadbench

    if ctx.args:
        raise InvalidConfig(f"`meeple bench server` takes no game options ({ctx.args[0]})")
    scenario.check(tables, clients, think_ms, seconds)
    for flag, value, least in (("--tables", tables, 1), ("--clients", clients, 1)):
        if value is not None and value < least:
            raise typer.BadParameter(f"must be at least {least}", param_hint=f"'{flag}'")
    if think_ms is not None and not think_ms >= 0:
        raise typer.BadParameter("must be 0 or more", param_hint="'--think-ms'")
    defaults = loadbench.LoadOptions()
    game = load(game_id or defaults.game)
    options = loadbench.LoadOptions(
        tables=tables or defaults.tables,
        seconds=seconds or defaults.seconds,
        think_ms=defaults.think_ms if think_ms is None else think_ms,
        clients=clients or defaults.clients,
        game=game.id,
        players=game.check_config({"players": players or default_players(game)})["players"],
        seed=check_seed(seed),
    )
    progress = (lambda _: None) if as_json else (lambda line: print(line, file=sys.stderr))
    if scenario.chosen():
        scenario.run(options, as_json, progress)
        return
    result = loadbench.run(options, progress=progress)
    echo(json.dumps(result.to_json()) if as_json else result.describe())


FLOOD_SECONDS = 5  # the least window for --flood: a baseline, the flood, and its end


@dataclass(frozen=True)
class ServerScenario:
    """The hostile scenario of ``meeple bench server`` asked for, if any."""

    flood: bool
    flood_messages: int | None
    spectators: int | None
    creations: int | None
    slow_bot: float | None = None  # seconds of CPU a decision

    def chosen(self) -> bool:
        sized = (self.spectators, self.creations, self.slow_bot)
        return self.flood or any(value is not None for value in sized)

    @property
    def plays(self) -> bool:
        """It runs the usual tables, whose options then apply."""
        return self.flood or self.slow_bot is not None

    def check(
        self,
        tables: int | None,
        clients: int | None,
        think_ms: float | None,
        seconds: float | None,
    ) -> None:
        """Refuse a mix of scenarios, sizes under 1, and options the scenario ignores."""
        named = {"--flood": self.flood, "--spectators": self.spectators is not None}
        named["--creations"] = self.creations is not None
        named["--slow-bot"] = self.slow_bot is not None
        given = [flag for flag, chosen in named.items() if chosen]
        if len(given) > 1:
            raise InvalidConfig(f"choose one of {' and '.join(given)}")
        if self.flood_messages is not None and not self.flood:
            raise InvalidConfig("--flood-messages is an option of --flood only")
        sizes = (
            ("--flood-messages", self.flood_messages),
            ("--spectators", self.spectators),
            ("--creations", self.creations),
        )
        for flag, value in sizes:
            if value is not None and value < 1:
                raise typer.BadParameter("must be at least 1", param_hint=f"'{flag}'")
        if self.slow_bot is not None and not 0 < self.slow_bot <= 60:
            raise typer.BadParameter("must be from 0 to 60 seconds", param_hint="'--slow-bot'")
        playing = {"--tables": tables, "--clients": clients, "--think-ms": think_ms}
        unused = [flag for flag, value in playing.items() if value is not None]
        if seconds is not None and given and not self.plays:
            unused.append("--seconds")
        if unused and given and not self.plays:
            raise InvalidConfig(f"{unused[0]} is not an option of {given[0]}")
        if self.flood and seconds is not None and seconds < FLOOD_SECONDS:
            raise typer.BadParameter(
                f"must be at least {FLOOD_SECONDS} with --flood", param_hint="'--seconds'"
            )

    def run(self, options: Any, as_json: bool, progress: Callable[[str], None]) -> None:
        from meeple.bench import scenarios

        figures: Any
        if self.spectators is not None:
            figures = scenarios.spectators(options, self.spectators, progress)
        elif self.creations is not None:
            figures = scenarios.creations(options, self.creations, progress)
        elif self.slow_bot is not None:
            result, figures = scenarios.slow_bot(options, self.slow_bot, progress)
            if as_json:
                echo(json.dumps(result.to_json() | {"slow_bot": figures.to_json()}))
            else:
                echo(result.describe() + "\n" + figures.describe())
            return
        else:
            messages = self.flood_messages or scenarios.FLOOD_MESSAGES
            result, figures = scenarios.flood(options, messages, progress)
            if as_json:
                echo(json.dumps(result.to_json() | {"flood": figures.to_json()}))
            else:
                echo(result.describe() + "\n" + figures.describe())
            return
        echo(json.dumps(figures.to_json()) if as_json else figures.describe())


def default_players(game: Game) -> int:
    """Two players at a table when the game allows it."""
    return min(max(2, game.info.min_players), game.info.max_players)


# -- meeple simulate ---------------------------------------------------------------------


@app.command(context_settings=GAME_OPTIONS)
def simulate(
    ctx: typer.Context,
    game_id: GameArg,
    games: Annotated[int, typer.Option(help="How many games (in each cell of a --grid).")] = 100,
    bots: Annotated[
        str,
        typer.Option(help="One bot for every seat, or one per seat: easy, normal, strong."),
    ] = "bot",
    budget: BudgetOpt = None,
    players: Annotated[int | None, typer.Option(help="Number of players.")] = None,
    seed: Annotated[str, typer.Option(help="Seed of the first game; game i uses seed + i.")] = "0",
    processes: Annotated[
        int | None,
        typer.Option(
            help="Worker processes (default 1); with Ray, a local Ray's CPUs (default all)."
        ),
    ] = None,
    grid: Annotated[
        list[str] | None,
        typer.Option(
            metavar="NAME=V1,V2",
            help="Sweep an option over values (repeatable: every combination is a cell).",
        ),
    ] = None,
    out: Annotated[
        Path | None,
        typer.Option(help="Write one row per game to FILE (.jsonl, .csv or .parquet)."),
    ] = None,
    backend: Annotated[
        str | None, typer.Option(help="Where games run: local (default) or ray.")
    ] = None,
    address: Annotated[
        str | None,
        typer.Option(help="The Ray cluster to run on: auto or HOST:PORT (implies --backend ray)."),
    ] = None,
    show_progress: Annotated[
        bool | None,
        typer.Option(
            "--progress/--no-progress",
            help="A progress bar on stderr (default: when stderr is a terminal).",
        ),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print one JSON object (a list of them for a --grid).")
    ] = False,
) -> None:
    """Play many games with bots in every seat and count how they end."""
    from meeple.sim.progress import game_bar
    from meeple.sim.results import check_path, rows_of, write_rows
    from meeple.sim.sweep import cell_label, grid_cells, parse_grid, run_sweep

    if games < 1:
        raise typer.BadParameter("must be at least 1", param_hint="'--games'")
    if processes is not None and processes < 1:
        raise typer.BadParameter("must be at least 1", param_hint="'--processes'")
    backend, workers = simulation_backend(backend, address, processes)
    game = load(game_id)
    base = game_options(game, ctx.args)
    if players is not None:
        base["players"] = players
    swept = parse_grid(game, grid or [])
    cells = grid_cells(game, base, swept)
    names = [with_budget(game, name.strip(), budget) for name in bots.split(",") if name.strip()]
    first_seed = check_seed(seed)
    if out is not None:
        check_path(out)  # a bad file name is an error before any game is played
    with game_bar(games * len(cells), show_progress) as bar:
        label = (lambda i: bar.label(cell_label(cells[i], swept))) if bar and swept else None
        done = list(
            run_sweep(
                game.id,
                cells,
                names,
                games,
                first_seed,
                workers,
                backend=backend,
                address=address,
                progress=bar,
                starting=label,
            )
        )
    summaries = [cell.summary for cell in done]
    if out is not None:  # written once every game is played: an error leaves no file
        write_rows(out, [row for cell in done for row in rows_of(cell.summary, cell.results)])
    if as_json:
        shown = [summary.to_json() for summary in summaries]
        echo(json.dumps(shown if swept else shown[0]))
    else:
        echo("\n\n".join(summary.describe() for summary in summaries))


def simulation_backend(
    backend: str | None, address: str | None, processes: int | None
) -> tuple[str, int]:
    """``--backend`` and the number of processes: ``--address`` means Ray, and a local
    Ray gets every CPU unless told otherwise."""
    from meeple.sim.runner import BACKENDS

    if backend is not None and backend not in BACKENDS:
        raise InvalidConfig(f"--backend must be one of {', '.join(BACKENDS)}, not {backend!r}")
    if address is not None and backend == "local":
        raise InvalidConfig("--address names a Ray cluster: it needs --backend ray")
    chosen = "ray" if address is not None else backend or "local"
    if chosen == "ray" and address is not None and processes is not None:
        raise InvalidConfig(
            "--processes sets a local Ray's CPUs: a cluster at --address has its own"
        )
    if chosen == "ray" and processes is None:
        return chosen, os.cpu_count() or 1
    return chosen, processes or 1


# -- meeple arena ------------------------------------------------------------------------


@app.command(context_settings=GAME_OPTIONS)
def arena(
    ctx: typer.Context,
    game_id: GameArg,
    bots: Annotated[
        str,
        typer.Option(help="Two bots or more, comma-separated: easy, normal, strong..."),
    ],
    budget: BudgetOpt = None,
    players: Annotated[int | None, typer.Option(help="Number of players (default 2).")] = None,
    games: Annotated[
        int, typer.Option(help="How many games (rounded up to whole rounds, one a bot).")
    ] = 400,
    seed: Annotated[
        str, typer.Option(help="Seed of the first round; round r uses seed + r.")
    ] = "0",
    processes: Annotated[int, typer.Option(help="Worker processes.")] = 1,
    out: Annotated[
        Path | None,
        typer.Option(help="Write one row per game to FILE (.jsonl, .csv or .parquet)."),
    ] = None,
    show_progress: Annotated[
        bool | None,
        typer.Option(
            "--progress/--no-progress",
            help="A progress bar on stderr (default: when stderr is a terminal).",
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Bots of a competitive game play each other in every seat: wins and ratings."""
    from meeple.sim.arena import ArenaGame, arena_rows, check_arena, run_arena
    from meeple.sim.arena_table import head_to_head_table, standings_table
    from meeple.sim.progress import game_bar
    from meeple.sim.results import check_path, write_rows

    if games < 1:
        raise typer.BadParameter("must be at least 1", param_hint="'--games'")
    if processes < 1:
        raise typer.BadParameter("must be at least 1", param_hint="'--processes'")
    game = load(game_id)
    config = game_options(game, ctx.args)
    config["players"] = default_players(game) if players is None else players
    names = [name.strip() for name in bots.split(",") if name.strip()]
    check_arena(game.id, config, names)  # before the seed and the file: the likelier mistakes
    names = [with_budget(game, name, budget) for name in names]
    first_seed = check_seed(seed)
    if out is not None:
        check_path(out)
    total = -(-games // len(names)) * len(names)
    played: list[ArenaGame] = []
    with game_bar(total, show_progress) as bar:
        result = run_arena(
            game.id, config, names, games, first_seed, processes, played, progress=bar
        )
    if out is not None:  # written once every game is played: an error leaves no file
        write_rows(out, arena_rows(played, result))
    if as_json:
        echo(json.dumps(result.to_json()))
        return
    echo(result.describe_config())
    console = Console()
    console.print(standings_table(result))
    if len(names) > 2:
        console.print(head_to_head_table(result))
    if result.ties:
        echo(f"{result.ties} games had a shared first place (k bots sharing it get 1/k each)")


# -- meeple plot -------------------------------------------------------------------------


@app.command()
def plot(
    file: Annotated[
        Path, typer.Argument(metavar="FILE", help="A results file of `meeple simulate --out`.")
    ],
    out: Annotated[
        Path | None,
        typer.Option(help="Write PREFIX.png and PREFIX.svg (default: FILE without extension)."),
    ] = None,
) -> None:
    """Chart a results file: win rates, or first places and scores, by configuration."""
    from meeple.sim.plot import plot_results

    for written in plot_results(file, out):
        echo(str(written))


# -- meeple serve ------------------------------------------------------------------------


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(help="Database URL (default: $MEEPLE_DB, else SQLite in your data folder)."),
    ] = None,
    bot_delay: Annotated[float, typer.Option(help="Seconds a bot waits before it moves.")] = 0.8,
    api_docs: Annotated[
        bool, typer.Option("--api-docs", help="Serve the API's documentation (/docs).")
    ] = False,
    tables_per_minute: Annotated[
        float, typer.Option(help="Tables one address may create a minute (after a burst).")
    ] = Limits.tables_per_minute,
    table_burst: Annotated[
        int, typer.Option(help="Tables one address may create at once.")
    ] = Limits.table_burst,
    tables_per_client: Annotated[
        int, typer.Option(help="Unfinished tables one address may have made.")
    ] = Limits.tables_per_client,
    bot_tables: Annotated[
        int, typer.Option(help="Tables of bots only that may play at once.")
    ] = Limits.bot_tables,
    expire_days: Annotated[
        float, typer.Option(help="Days before an unfinished table nobody visits is deleted.")
    ] = Limits.expire_days,
    stub_bots: Annotated[
        bool, typer.Option("--stub-bots", hidden=True, help="The bench's stub bots (burn-2s).")
    ] = False,
) -> None:
    """Run the web platform: lobby, tables, live play, replays (limits: docs/deploy.md)."""
    import uvicorn

    from meeple.server import create_app
    from meeple.server.db import default_url
    from meeple.server.frames import WEBSOCKET_OPTIONS

    url = db or default_url()
    limits = Limits(
        tables_per_minute=tables_per_minute,
        table_burst=table_burst,
        tables_per_client=tables_per_client,
        bot_tables=bot_tables,
        expire_days=expire_days,
    )
    server_app = create_app(
        url, bot_delay=bot_delay, api_docs=api_docs, limits=limits, stub_bots=stub_bots
    )
    sock = listening_socket(host, port)
    port = sock.getsockname()[1]  # the one the system chose for --port 0
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
    echo(f"meeple is serving on http://{shown}:{port}/  (database: {url.split('://')[0]})")
    config = uvicorn.Config(server_app, log_level="warning", **WEBSOCKET_OPTIONS)
    try:
        uvicorn.Server(config).run(sockets=[sock])
    finally:
        sock.close()


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket listening on ``host:port``, bound as uvicorn binds its own (SO_REUSEADDR),
    for uvicorn to serve on: a port in use is an error before anything says "serving on",
    and no other program can take the port in between."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(2048)  # uvicorn's backlog; listening now holds the port
    except OSError as error:
        sock.close()
        if error.errno == errno.EADDRINUSE:
            raise MeepleError(f"port {port} is already in use on {host}") from None
        if error.errno == errno.EACCES:
            raise MeepleError(f"port {port} on {host} needs more privileges") from None
        reason = error.strerror or str(error)
        raise MeepleError(f"cannot listen on {host} port {port}: {reason}") from None
    sock.set_inheritable(True)
    return sock


# -- entry point -------------------------------------------------------------------------


def fail(reason: str) -> int:
    print(f"error: {' '.join(reason.split())}", file=sys.stderr)  # always one line
    return EXIT_ERROR


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit code (the console script exits with it)."""
    command = typer.main.get_command(app)
    try:
        result = command.main(args=argv, prog_name="meeple", standalone_mode=False)
    except MeepleError as error:
        return fail(error.reason)
    except ClickException as error:
        return fail(error.format_message())
    except typer.Abort:
        return fail("aborted")
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    sys.exit(main())
