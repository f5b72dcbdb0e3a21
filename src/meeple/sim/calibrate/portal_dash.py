"""How Portal Dash plays with the heuristic bot in every seat: the figures of RULES.md.

    python -m meeple.sim.calibrate.portal_dash [GAMES] [--levels 1,2,3,4,5,custom]
        [--players 1,2,3,4] [--processes 2] [--seed 0] [--bots heuristic]
        [--boards 3 --monsters hoglin --boss wildfire --boss-side easy] [--boss-fight] [--netherite]

Prints, for every level and player count, the win rate (with its 95% interval), the
mean number of turns and the reasons of the losses; then the win-rate table (levels in
rows, player counts in columns). Game ``i`` uses seed ``seed + i``, the same seeds for
every cell of the table. The custom level takes the ``--boards``, ``--monsters``,
``--boss`` and ``--boss-side`` options (default: 3 boards, hoglins, Wildfire easy, the
text's level 4); ``--boss`` is also level 3's boss (the team's choice there; default:
the game's).

``--boss-fight`` looks at the end of the game instead (heuristic bots, one process): how
many games reach the portal, the blocks left in the cube when it opens, and how many are
lost by a character falling in the boss fight, before and after the boss lost 5 HP.
``--netherite`` counts, for every Netherite item a black block seeded, the item gain
(draw 2, keep 1) after the latest black block that drew it.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from typing import Any

from meeple.engine.registry import load
from meeple.games.portal_dash.bot import HeuristicBot
from meeple.sim import run_games
from meeple.sim.runner import Summary


def configs(levels: list[str], args: argparse.Namespace) -> list[tuple[str, dict[str, Any]]]:
    out = []
    for level in levels:
        if level == "custom":
            config: dict[str, Any] = {
                "level": "custom",
                "boards": args.boards,
                "monsters": [m for m in args.monsters.split(",") if m],
                "boss": args.boss or "wildfire",
                "boss_side": args.boss_side,
            }
        else:
            config = {"level": int(level)}
            if level == "3" and args.boss is not None:  # level 3: the team's choice
                config["boss"] = args.boss
        out.append((level, config))
    return out


def describe(summary: Summary) -> str:
    losses = {r: n for r, n in summary.reasons.items()}
    parts = ", ".join(f"{reason} {n}" for reason, n in losses.items())
    return (
        f"{100 * summary.win_rate:5.1f}% ({100 * summary.win_low:.1f}-"
        f"{100 * summary.win_high:.1f}), {summary.mean_steps:.0f} steps; {parts}"
    )


def boss_fight(config: dict[str, Any], games: int, seed: int) -> str:
    """How the games of ``config`` end once the portal opens."""
    game = load("portal-dash")
    lefts: list[int] = []
    early = late = 0
    for index in range(games):
        state = game.setup(config, seed + index)
        bots = [HeuristicBot(game, s, seed + index) for s in range(state.players)]
        opened = False
        while (seat := state.to_move()) is not None:
            if not opened:
                view = state.view(None)
                if view["boss"]["square"] is not None:
                    opened = True
                    lefts.append(view["cube"]["left"])
            state.apply(bots[seat].act(state, seat))
        outcome = state.outcome()
        if opened and outcome is not None and outcome.reason == "pd.outcome.hp":
            boss = state.view(None)["boss"]
            if boss["max"] - boss["hp"] <= 5:
                early += 1
            else:
                late += 1
    lefts.sort()
    median = lefts[len(lefts) // 2] if lefts else 0
    return (
        f"portal opened in {len(lefts)} games (median {median} blocks left then); "
        f"a character fell in the boss fight in {early + late}: {early} before the boss "
        f"lost 5 HP, {late} after"
    )


def netherite(config: dict[str, Any], games: int, seed: int) -> str:
    """Which item gain after the latest black block draws each seeded Netherite item."""
    game = load("portal-dash")
    found: Counter[int] = Counter()
    seeded = 0
    for index in range(games):
        state = game.setup(config, seed + index)
        bots = [HeuristicBot(game, s, seed + index) for s in range(state.players)]
        waiting: set[str] = set()
        gains = 0  # draws since the latest black block
        drawn: list[str] = []
        while (seat := state.to_move()) is not None:
            action = bots[seat].act(state, seat)
            name = state.action_id(action)
            state.apply(action)
            if ":use:black:" in name:
                waiting.add(name.rsplit(":", 1)[1])
                seeded += 1
                gains = 0
            now = state.view(None)["items"]["drawn"]
            if now and now != drawn:
                gains += 1
                for key in waiting & set(now):
                    found[gains] += 1
                    waiting.discard(key)
            drawn = now
    late = sum(n for gain, n in found.items() if gain > 3)
    return (
        f"{seeded} Netherite items seeded, {sum(found.values())} drawn: "
        + ", ".join(f"gain {gain}: {found[gain]}" for gain in sorted(found))
        + f"; after the 3rd gain: {late}"
    )


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="python -m meeple.sim.calibrate.portal_dash")
    parser.add_argument("games", nargs="?", type=int, default=200)
    parser.add_argument("--levels", default="1,2,3,4,5")
    parser.add_argument("--players", default="1,2,3,4")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", default="heuristic")
    parser.add_argument("--boards", type=int, default=3)
    parser.add_argument("--monsters", default="hoglin")
    parser.add_argument("--boss", default=None)
    parser.add_argument("--boss-side", dest="boss_side", default="easy")
    parser.add_argument("--boss-fight", dest="boss_fight", action="store_true")
    parser.add_argument("--netherite", action="store_true")
    args = parser.parse_args(argv)
    levels = [x for x in args.levels.split(",") if x]
    players = [int(x) for x in args.players.split(",") if x]
    if args.boss_fight or args.netherite:
        measure = boss_fight if args.boss_fight else netherite
        for level, config in configs(levels, args):
            for n in players:
                found = measure({**config, "players": n}, args.games, args.seed)
                print(f"level {level}, {n} player(s), {args.games} games: {found}")
                sys.stdout.flush()
        return
    table: dict[tuple[str, int], float] = {}
    for level, config in configs(levels, args):
        for n in players:
            summary = run_games(
                "portal-dash",
                {**config, "players": n},
                args.bots,
                args.games,
                seed=args.seed,
                processes=args.processes,
            )
            table[level, n] = summary.win_rate
            print(f"level {level}, {n} player(s), {args.games} games: {describe(summary)}")
            sys.stdout.flush()
    print()
    print(
        f"win rates, {args.bots} bots, {args.games} games per cell (seeds {args.seed}-"
        f"{args.seed + args.games - 1})"
    )
    print("level  " + "  ".join(f"{n}p".rjust(6) for n in players))
    for level in levels:
        print(f"{level:<6} " + "  ".join(f"{100 * table[level, n]:5.1f}%" for n in players))


if __name__ == "__main__":
    main(sys.argv[1:])
