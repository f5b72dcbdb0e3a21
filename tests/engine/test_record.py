"""Records: versioned JSON that replays bit for bit, and clear errors when it cannot."""

import json

import pytest

import meeple
from meeple.engine import InvalidRecord, Record
from meeple.engine.rng import Rng


def _random_record(seed: int, steps: int = 40) -> tuple[Record, str]:
    state = meeple.load("forbidden-island").setup({"players": 3}, seed)
    record = Record("forbidden-island", dict(state.config), seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.outcome() is not None:
            break
        actions = state.legal_actions()
        action = actions[rng.below(len(actions))]
        record.actions.append(state.action_id(action))
        state.apply(action)
    return record, state.serialize()


def test_record_round_trips_and_replays_bit_for_bit(tmp_path):
    record, final = _random_record(5)
    path = tmp_path / "game.json"
    record.write(path)
    again = Record.read(path)
    assert again == record
    assert again.replay().serialize() == final


def test_record_json_is_versioned():
    record, _ = _random_record(1, steps=3)
    data = json.loads(record.dumps())
    assert data["format"] == "meeple-record" and data["version"] == 1


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("not json", "not valid JSON"),
        ("[1, 2]", "JSON object"),
        ('{"format": "other"}', "not a meeple record"),
        ('{"format": "meeple-record", "version": 99}', "version 99"),
        (
            '{"format": "meeple-record", "version": 1, "game": "chess", "config": {},'
            ' "seed": 1, "actions": []}',
            "unknown game",
        ),
        (
            '{"format": "meeple-record", "version": 1, "game": "forbidden-island",'
            ' "config": {"players": 9}, "seed": 1, "actions": []}',
            "2 to 4 players",
        ),
        (
            '{"format": "meeple-record", "version": 1, "game": "forbidden-island",'
            ' "config": {}, "seed": -4, "actions": []}',
            "seed",
        ),
    ],
)
def test_bad_records_are_refused_with_a_reason(text, fragment):
    with pytest.raises(InvalidRecord) as error:
        Record.loads(text).replay()
    assert fragment in str(error.value)


def test_an_illegal_action_in_a_record_names_its_position():
    record, _ = _random_record(2, steps=5)
    record.actions.insert(2, "0:fly:nowhere")
    with pytest.raises(InvalidRecord) as error:
        record.replay()
    assert "action 3" in str(error.value)
