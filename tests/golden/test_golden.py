"""Golden records: whole games stored with the notation they reach, replayed on today's code.

A change to a game's rules or to its seeded behaviour shows up here as a different
notation. Such a change must be deliberate: raise the game's rules version, remake its
records (``python -m tests.golden.remake GAME``) and say so in the closing note.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from meeple.engine import Record, game_ids

RECORDS = sorted((Path(__file__).parent / "records").glob("*.json"))


def test_every_game_has_golden_records() -> None:
    stored = {json.loads(path.read_text())["game"] for path in RECORDS}
    assert stored == set(game_ids())


@pytest.mark.parametrize("path", RECORDS, ids=[path.stem for path in RECORDS])
def test_golden_record_replays_to_its_stored_notation(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    record = Record.from_json(data)
    state = record.start()
    checkpoints = data["checkpoints"]
    for index, action_id in enumerate(record.actions, start=1):
        state.apply_id(action_id)
        if str(index) in checkpoints:
            assert state.notation() == checkpoints[str(index)], f"diverged by action {index}"
    assert state.notation() == data["final_notation"]
    assert state.is_over()
