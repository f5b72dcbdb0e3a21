"""Every registered game plays in the terminal: a person beside bots, alone when the game
allows it, and at four players when it allows that, each game to its end."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine import load
from meeple.engine.record import Record
from meeple.engine.registry import game_ids


def table_sizes() -> list[tuple[str, int]]:
    sizes = []
    for game_id in game_ids():
        info = load(game_id).info
        for players in sorted({info.min_players, min(4, info.max_players)}):
            sizes.append((game_id, players))
    return sizes


@pytest.mark.parametrize(("game_id", "players"), table_sizes())
def test_a_person_plays_a_whole_game_beside_bots(
    meeple, tmp_path: Path, game_id: str, players: int
) -> None:
    path = tmp_path / "game.json"
    bots = ["random" if seat % 2 else "bot" for seat in range(1, players)]
    # The person always types 1 (the first action listed); Enter lets out-of-turn offers pass.
    run = meeple(
        "play",
        game_id,
        "--players",
        str(players),
        "--seats",
        ",".join(["human", *bots]),
        "--seed",
        "5",
        "--save",
        str(path),
        stdin="1\n" * 5000,
    )
    assert run.code == 0, run.err
    record = Record.read(path)
    outcome = record.replay().outcome()
    assert outcome is not None, "the game did not end"
    assert run.lines[-1] == f"{outcome.describe('en')} (seed 5, {len(record.actions)} actions)"
    assert any(action.startswith("0:") for action in record.actions), "the person never played"
