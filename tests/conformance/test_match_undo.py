"""Undo in a :class:`meeple.engine.match.Match`, on every registered game.

Random games are played through a Match, taking actions back at random: an undo restores
exactly the state before the undone action, an action that consumed chance can never be
taken back, the record always replays to the match's state.
"""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction, Match, Rng, load
from meeple.engine.registry import game_ids
from tests.conformance.harness import MAX_STEPS, configs, game_seed

CHUNKS = 4
PER_CHUNK = 30


def play_with_undos(game_id: str, config: dict, seed: int, rng: Rng) -> tuple[int, int]:
    """One random game with random undos; returns (undos, refused undos after chance)."""
    match = Match(game_id, config, seed)
    # The states since the last barrier, oldest first: what each undo must give back.
    since_barrier = [match.state.serialize()]
    undos = refused = 0
    for _ in range(MAX_STEPS):
        state = match.state
        legal = state.legal_actions()
        if not legal:
            break
        action = legal[rng.below(len(legal))]
        seat = state.action_seat(action)
        action_id = state.action_id(action)
        chance = state.consumes_chance(action)
        match.play(action)
        after = match.state.serialize()
        assert match.record.actions[-1] == action_id
        assert match.log[-1].seat == seat and match.log[-1].action_id == action_id
        if chance:
            assert not match.can_undo(), f"undo is offered right after {action_id!r}, a reveal"
            with pytest.raises(IllegalAction):
                match.undo()
            assert match.state.serialize() == after, "a refused undo changed the state"
            refused += 1
            since_barrier = [after]
            continue
        assert match.can_undo(), f"{action_id!r} revealed nothing, yet cannot be undone"
        assert match.can_undo(seat), f"seat {seat} cannot undo its own {action_id!r}"
        for other in range(state.players):
            if other != seat:
                assert not match.can_undo(other), f"seat {other} may undo seat {seat}'s action"
        since_barrier.append(after)
        roll = rng.below(10)
        if roll < 3:  # take it back, then play it again: same state
            assert match.undo(seat) == action_id
            undos += 1
            assert match.state.serialize() == since_barrier[-2], f"undo of {action_id!r}"
            assert len(match.record.actions) == len(match.log)
            match.play(action_id)
            assert match.state.serialize() == after, f"{action_id!r} replayed after undo"
        elif roll == 3:  # take back everything back to the barrier
            since_barrier.pop()
            while match.can_undo():
                match.undo()
                undos += 1
                assert match.state.serialize() == since_barrier.pop(), "undo back to barrier"
            assert not since_barrier, "undo stopped before the last barrier"
            since_barrier = [match.state.serialize()]
    else:
        raise AssertionError(f"no end after {MAX_STEPS} actions")
    assert match.record.replay().serialize() == match.state.serialize(), "record after undos"
    assert Match.from_record(match.record).state.serialize() == match.state.serialize()
    return undos, refused


@pytest.mark.parametrize("chunk", range(CHUNKS), ids=lambda chunk: f"chunk{chunk}")
@pytest.mark.parametrize("game_id", game_ids())
def test_undo_restores_and_stops_at_chance(game_id: str, chunk: int) -> None:
    table = configs(load(game_id))
    undos = refused = 0
    for index in range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK):
        seed = game_seed(game_id, 1_000_000 + index)
        config = table[index % len(table)]
        try:
            done, barred = play_with_undos(game_id, config, seed, Rng(seed ^ 0x0D0))
        except AssertionError as error:
            error.add_note(f"reproduce: play_with_undos({game_id!r}, {config}, {seed}, ...)")
            raise
        undos += done
        refused += barred
    assert undos > PER_CHUNK, "hardly any undo was tried"
