"""Batch simulation: many games with bots, and what they came to.

>>> from meeple.sim import run_games
>>> run_games("forbidden-island", {"players": 2}, "random", games=2).games
2

From a shell: ``python -m meeple.sim forbidden-island --players 2 --games 1000 --bots strong``.
"""

from meeple.sim.runner import GameResult, Summary, play_game, run_games, summarize, wilson

__all__ = ["GameResult", "Summary", "play_game", "run_games", "summarize", "wilson"]
