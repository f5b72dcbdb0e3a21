"""Pentaquest invariants over random playouts: 42 cards always accounted for, the line
at most 5, dice 1-6 in play; illegal actions leave the state unchanged; the notation
and JSON round-trip."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction, Rng
from tests.games.pentaquest.helpers import GAME


@pytest.mark.parametrize("players", [1, 2, 3, 5, 8])
def test_random_playouts_keep_the_invariants(players: int) -> None:
    chooser = Rng(players)
    for seed in range(30):
        state = GAME.setup({"players": players}, seed=seed)
        steps = 0
        while not state.is_over():
            cards = state.deck + state.line
            for pile in state.army + state.discard:
                cards = cards + pile
            assert sorted(cards) == list(range(1, 43))
            assert len(state.line) <= 5
            legal = state.legal_actions()
            before = state.serialize()
            for bad in (-1, 1 << 40, max(legal) + 1):
                if bad not in legal:
                    with pytest.raises(IllegalAction):
                        state.apply(bad)
            assert state.serialize() == before
            if steps % 7 == 0:
                assert GAME.from_notation(state.notation()).serialize() == before
                assert GAME.state_from_json(state.to_json()).serialize() == before
            state.apply(legal[chooser.below(len(legal))])
            steps += 1
            assert steps < 20_000
        outcome = state.outcome()
        assert outcome is not None and outcome.scores is not None
        assert len(outcome.scores) == players
