"""How Doodle Jump plays with the heuristic bot in every seat: the figures of RULES.md.

    python -m meeple.sim.calibrate.doodle_jump PLAYERS GAMES [expert]

Prints the player turns per game (mean and quartiles), the wins by seat, how often the
first player wins, and the swings: games in which a leader (the highest Doodler when a
turn starts) lost height during a turn, such drops per game, falls and knock-offs per
game. Game ``i`` uses seed ``i``; two worker processes.
"""

from __future__ import annotations

import statistics
import sys
from multiprocessing import Pool

from meeple.engine.registry import load
from meeple.games.doodle_jump.bot import HeuristicBot
from meeple.games.doodle_jump.rules import JumpState

Row = tuple[int, int, int, int, int, int]


def play(players: int, variant: str, seed: int) -> Row:
    """(turns, winner, first player, leader drops, falls, knock-offs) of one game."""
    game = load("doodle-jump")
    state = game.setup({"players": players, "variant": variant}, seed)
    assert isinstance(state, JumpState)
    first = state.seat
    bots = [HeuristicBot(game, seat, seed) for seat in range(players)]
    turns = drops = falls = knocks = 0
    turn = 0  # the turn number last seen
    leaders: set[int] = set()
    top: list[int] = []
    dropped = False
    while (seat := state.to_move()) is not None:
        if state.turns != turn:  # a turn starts
            turn = state.turns
            turns += 1
            top = state.heights()
            leaders = {s for s in range(players) if top[s] == max(top) > 0}
            dropped = False
        events = state.apply(bots[seat].act(state, seat))
        falls += sum(event.msg.startswith("dj.event.fall") for event in events)
        knocks += sum(event.msg == "dj.event.knock" for event in events)
        if not dropped and any(state.heights()[s] < top[s] for s in leaders):
            dropped = True
            drops += 1
    outcome = state.outcome()
    assert outcome is not None and outcome.ranking is not None
    return turns, outcome.ranking[0], first, drops, falls, knocks


def _job(args: tuple[int, str, int]) -> Row:
    return play(*args)


def main(argv: list[str]) -> None:
    players, games = int(argv[0]), int(argv[1])
    variant = argv[2] if len(argv) > 2 else "base"
    with Pool(2) as pool:
        rows = pool.map(_job, [(players, variant, seed) for seed in range(games)], 25)
    turns = [row[0] for row in rows]
    q1, median, q3 = statistics.quantiles(turns, n=4)
    print(f"doodle-jump, {players} players, {variant}, {games} games, heuristic bots")
    print(f"turns per game      {statistics.mean(turns):.1f} (quartiles {q1:g}/{median:g}/{q3:g})")
    wins = [sum(row[1] == seat for row in rows) / games for seat in range(players)]
    print("wins by seat        " + " ".join(f"{w:.3f}" for w in wins))
    print(f"first player wins   {sum(row[1] == row[2] for row in rows) / games:.3f}")
    print(
        f"leader drops        {sum(row[3] > 0 for row in rows) / games:.2f} of games, "
        f"{statistics.mean(row[3] for row in rows):.2f} per game"
    )
    print(f"falls per game      {statistics.mean(row[4] for row in rows):.2f}")
    print(f"knock-offs per game {statistics.mean(row[5] for row in rows):.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
