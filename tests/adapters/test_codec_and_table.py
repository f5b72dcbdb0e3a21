"""The shared parts of the adapters: the action codec, the returns, the
information-state log's audience filter, and positions' copies."""

from __future__ import annotations

import copy
import pickle

import pytest

from meeple.adapters.codec import ActionCodec, codec_for
from meeple.adapters.table import Position, table_for
from meeple.engine.errors import IllegalAction, InvalidConfig
from meeple.engine.outcome import Outcome
from meeple.engine.registry import load


def test_the_codec_numbers_the_sorted_space_and_passes_last() -> None:
    codec = ActionCodec([3, 70, 1_000_000])
    assert codec.n == 4 and codec.PASS == 3
    assert codec.index == {3: 0, 70: 1, 1_000_000: 2}
    assert codec.encode([1_000_000, 3]) == [0, 2]
    with pytest.raises(InvalidConfig, match="sorted"):
        ActionCodec([5, 2])
    with pytest.raises(InvalidConfig, match="sorted"):
        ActionCodec([2, 2])


def test_a_codec_is_built_once_per_game_and_config() -> None:
    game = load("forbidden-island")
    config = game.check_config({"players": 4})
    assert codec_for(game, config) is codec_for(game, dict(config))
    assert codec_for(game, config).n == 4621  # RESEARCH-API.md, 5.3


def test_competitive_returns_reward_the_first_place_and_add_up_to_zero() -> None:
    table = table_for("doodle-jump", {"players": 4})

    class Over:
        def outcome(self) -> Outcome:
            return Outcome("won", scores=(3.0, 9.0, 9.0, 1.0), ranking=(2, 1, 0, 3))

    returns = table.returns(Over())  # type: ignore[arg-type]
    assert returns == pytest.approx([-1 / 3, -1 / 3, 1.0, -1 / 3])
    assert sum(returns) == pytest.approx(0.0)
    assert table.returns(None) == [0.0] * 4


def test_a_tie_for_first_shares_its_return() -> None:
    """RESEARCH-API.md 5.6: (n * w - 1) / (n - 1), w = 1/k in a k-way tie; a 2-player tie
    is a draw (0 each), and the returns still add up to zero."""
    three = table_for("pentaquest", {"players": 3})

    class Tie:
        def __init__(self, seats: int, tied: int) -> None:
            self.seats, self.tied = seats, tied

        def outcome(self) -> Outcome:
            ranking = tuple(range(self.seats))
            scores = tuple(9.0 if s < self.tied else 1.0 for s in ranking)
            return Outcome("pq.outcome.tie", scores=scores, ranking=ranking, tied=self.tied)

    returns = three.returns(Tie(3, 2))  # type: ignore[arg-type]
    assert returns == pytest.approx([0.25, 0.25, -0.5]) and sum(returns) == pytest.approx(0)
    two = table_for("pentaquest", {"players": 2})
    assert two.returns(Tie(2, 2)) == pytest.approx([0.0, 0.0])  # type: ignore[arg-type]


def test_an_event_with_an_audience_reaches_only_that_audience() -> None:
    position = Position(table_for("forbidden-island", {"players": 3}))
    position.start(5)
    position.log = (("v0", "v1", "v2"), [])
    position.log[1].append(((1,), "1:secret-id", "1:public", (('["drew",7]', (1,)),)))
    position.log[1].append(((0,), "0:move", "0:moved", (('["moved"]', None),)))
    assert position.information_state(1) == 'p1|v1|1:secret-id;["drew",7]/0:moved;["moved"]'
    assert position.information_state(2) == 'p2|v2|1:public/0:moved;["moved"]'
    assert "drew" not in position.information_state(0)


def test_copies_and_pickles_keep_the_position() -> None:
    position = Position(table_for("forbidden-island", {"players": 2}))
    position.start(9)
    for _ in range(12):
        position.apply(position.legal()[-1])
    position.information_state(0)
    for again in (copy.deepcopy(position), pickle.loads(pickle.dumps(position))):
        assert str(again) == str(position)
        assert again.information_state(1) == position.information_state(1)
        assert again.legal() == position.legal()
    copied = copy.deepcopy(position)
    copied.apply(copied.legal()[0])
    assert str(copied) != str(position), "the copy plays on alone"
    with pytest.raises(IllegalAction):
        position.add_seed_byte(1)
