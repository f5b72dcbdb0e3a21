"""Random playouts of every registered game, with every conformance check.

At least ``MEEPLE_CONFORMANCE_GAMES`` (default 1,000) random games per game (a share of
them for the games in ``SHARE``), split in
``CHUNKS`` test cases so pytest-xdist spreads them; the configurations cycle through every
player count and every value of each choice and bool option. See ``harness.py`` for what
each step checks.
"""

from __future__ import annotations

import os

import pytest

from meeple.engine import load
from meeple.engine.registry import game_ids
from tests.conformance.harness import (
    Stats,
    check_each_part_redrawn,
    configs,
    game_seed,
    hides_nothing,
    play_random_game,
)

# 1,000 (2,000 until the CI run passed 30 minutes): set the variable higher for a longer
# hunt on one game, e.g. MEEPLE_CONFORMANCE_GAMES=20000 pytest tests/conformance -k doodle.
GAMES = int(os.environ.get("MEEPLE_CONFORMANCE_GAMES", "1000"))
CHUNKS = 20
PER_CHUNK = -(-GAMES // CHUNKS)
# Random games of some games are long (Risk Junior Narnia: about 550 steps, most of them
# dice throws, 0.7 s a game with every check; Pentaquest at up to 8 players, 0.17 s): they
# play a share as many here, to keep the CI run near its 15 minutes; their own
# test_properties.py plays more of them.
SHARE = {"risk-junior-narnia": 4, "pentaquest": 2}


@pytest.mark.parametrize("game_id", game_ids())
def test_configs_cover_every_option(game_id: str) -> None:
    game = load(game_id)
    found = configs(game)
    info = game.info
    assert {config["players"] for config in found} == set(
        range(info.min_players, info.max_players + 1)
    ), "some player count has no valid configuration"
    for option in info.options:
        if option.kind == "choice" and option.choices:
            assert {config[option.name] for config in found} == set(option.choices), option.name
        if option.kind == "bool":
            assert {config[option.name] for config in found} == {False, True}, option.name


@pytest.mark.parametrize("chunk", range(CHUNKS), ids=lambda chunk: f"chunk{chunk:02d}")
@pytest.mark.parametrize("game_id", game_ids())
def test_random_playouts(game_id: str, chunk: int) -> None:
    game = load(game_id)
    table = configs(game)
    stats = Stats()
    per_chunk = -(-PER_CHUNK // SHARE.get(game_id, 1))
    for index in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        config = table[index % len(table)]
        play_random_game(game, config, game_seed(game_id, index), stats)
    assert stats.games == per_chunk
    assert stats.heavy >= stats.games, "the expensive checks ran less than once a game"
    assert stats.illegal_tried > 0
    assert stats.labels_translated >= 0.5 * stats.labels, (
        f"only {stats.labels_translated} of {stats.labels} action labels differ in French:"
        " is fr.po a copy of en.po?"
    )
    if not hides_nothing(game):
        assert stats.resamples_changed >= 0.2 * stats.resamples, (
            f"resample() redrew something hidden in only {stats.resamples_changed} of"
            f" {stats.resamples} tries: it does not redraw what is hidden (or, if"
            f" {game_id} hides nothing, name no part in its GameInfo.hidden)"
        )
        check_each_part_redrawn(game, stats)
