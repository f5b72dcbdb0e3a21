"""Pentaquest invariants over random playouts: 42 cards always accounted for, the line
at most 5, dice 1-6 in play; illegal actions leave the state unchanged; the notation
and JSON round-trip."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction, Rng
from meeple.games.pentaquest.actions import ACTION_BOUND
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


def test_game_facts_hold_in_random_playouts() -> None:
    """GameInfo: every action is below ``action_bound``; ``resample`` redraws what
    ``hidden`` names (the deck's order) and nothing else."""
    info = GAME.info
    assert info.action_bound == ACTION_BOUND
    assert (info.utility, info.information, info.chance) == ("general", "perfect", "play")
    assert info.hidden == ("deck",) and info.rules_version == 2
    chooser = Rng(11)
    reshuffled = 0
    for players in (1, 3, 8):
        for seed in range(10):
            state = GAME.setup({"players": players}, seed=seed)
            while not state.is_over():
                legal = state.legal_actions()
                assert all(0 <= action < info.action_bound for action in legal)
                other = state.resample(0, Rng(seed))
                before, after = state.to_json(), other.to_json()
                for name in (*info.hidden, "rng"):
                    del before[name], after[name]
                assert before == after  # only the hidden parts (and the stream) differ
                assert sorted(other.deck) == sorted(state.deck)
                reshuffled += other.deck != state.deck
                state.apply(legal[chooser.below(len(legal))])
    assert reshuffled > 0
