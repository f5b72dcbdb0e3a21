"""``python -m meeple.sim GAME [options]``: play many games with bots and print the summary.

Example::

    python -m meeple.sim forbidden-island --players 2 --difficulty novice \\
        --games 1000 --bots heuristic --processes 2
    python -m meeple.sim forbidden-island --games 1000 --bots strong --backend ray
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from meeple.engine.errors import MeepleError
from meeple.engine.i18n import LANGUAGES
from meeple.sim.runner import BACKENDS, run_games


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m meeple.sim", description="Play many games with bots and count outcomes."
    )
    parser.add_argument("game", help="game id, e.g. forbidden-island")
    parser.add_argument("--players", type=int, default=None, help="number of players")
    parser.add_argument("--difficulty", default=None, help="the difficulty option, if any")
    parser.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="any other game option (repeatable)",
    )
    parser.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    parser.add_argument(
        "--bots",
        default="bot",
        help="one bot level (easy, normal, strong) for all seats, or one per seat separated"
        " by commas; older names (bot, random, heuristic...) are accepted (default: bot)",
    )
    parser.add_argument(
        "--processes",
        type=int,
        default=None,
        help="worker processes (default 1); with Ray, a local Ray's CPUs (default all)",
    )
    parser.add_argument(
        "--backend", choices=BACKENDS, default=None, help="where games run (default local)"
    )
    parser.add_argument(
        "--address", default=None, help="a Ray cluster: auto or HOST:PORT (implies ray)"
    )
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the outcomes")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    config: dict[str, Any] = {}
    if args.players is not None:
        config["players"] = args.players
    if args.difficulty is not None:
        config["difficulty"] = args.difficulty
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            print(f"error: option {item!r} must be NAME=VALUE", file=sys.stderr)
            return 2
        config[name.strip()] = value.strip()
    bots = [name.strip() for name in args.bots.split(",") if name.strip()]
    if args.address is not None and args.backend == "local":
        print("error: --address names a Ray cluster: it needs --backend ray", file=sys.stderr)
        return 2
    backend = "ray" if args.address is not None else args.backend or "local"
    processes = args.processes or (os.cpu_count() or 1 if backend == "ray" else 1)
    try:
        summary = run_games(
            args.game,
            config,
            bots,
            args.games,
            seed=args.seed,
            processes=processes,
            backend=backend,
            address=args.address,
        )
    except MeepleError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary.to_json(), indent=2))
    else:
        print(summary.describe(args.lang))
    return 0


if __name__ == "__main__":
    sys.exit(main())
