"""Bot decisions in worker processes (meeple.server.bots): the same action as in the
server's process, a random legal action when a bot fails or runs out of time, and an event
loop that keeps running while a bot thinks."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import pytest

from meeple.agents import RandomAgent, make_agent
from meeple.bench.scenarios import run_on_own_loop
from meeple.engine import load
from meeple.engine.driver import interjection
from meeple.engine.game import State
from meeple.server import bots as bot_module
from meeple.server.bots import ERROR, TIMEOUT, BotPool, Decision, PoolClosed, fallback

T = TypeVar("T")


def run_with_pool(scenario: Callable[[BotPool], Awaitable[T]], workers: int = 1) -> T:
    async def with_pool() -> T:
        pool = BotPool(workers, stub_bots=True)
        try:
            return await scenario(pool)
        finally:
            pool.close()

    return run_on_own_loop(with_pool())


def position(game_id: str, steps: int, seed: int = 1) -> State:
    """A state ``steps`` random moves into a game, stopping short of its end."""
    state = load(game_id).setup(None, seed)
    agent = RandomAgent(seed)
    for _ in range(steps):
        after = state.clone()
        after.apply(agent.act(after, to_move(after)))
        if after.is_over():
            break
        state = after
    return state


def to_move(state: State) -> int:
    seat = state.to_move()
    assert seat is not None
    return seat


def legal_ids(state: State) -> list[str]:
    return [state.action_id(action) for action in state.legal_actions(state.to_move())]


def in_process(state: State, bots: dict[int, str], seed: int) -> str:
    """What the table's bots play in the server's own process (as LiveTable did)."""
    game, seat = state.game, to_move(state)
    agents = {other: make_agent(game, name, other, seed) for other, name in bots.items()}
    action = interjection(state, agents, seat)
    if action is None:
        action = agents[seat].act(state, seat)
    return state.action_id(action)


@pytest.mark.parametrize(("bot", "seed"), [("bot", 3), ("random", 3), ("random", 4)])
def test_a_decision_is_the_one_the_bot_makes_in_process(bot: str, seed: int) -> None:
    positions = [
        position(game_id, steps)
        for game_id in ("forbidden-island", "pentaquest", "portal-dash")
        for steps in (0, 7, 25)
    ]

    async def scenario(pool: BotPool) -> list[Decision]:
        return [
            await pool.decide(state, everyone(bot, state), seed=seed, timeout=30)
            for state in positions
        ]

    decisions = run_with_pool(scenario)
    for state, decision in zip(positions, decisions, strict=True):
        assert decision == Decision(in_process(state, everyone(bot, state), seed))


def everyone(bot: str, state: State) -> dict[int, str]:
    return dict.fromkeys(range(state.players), bot)


def test_a_bot_that_raises_is_replaced_by_a_seeded_random_legal_action() -> None:
    state = position("forbidden-island", 5)

    async def scenario(pool: BotPool) -> list[Decision]:
        bots = {to_move(state): "fail"}
        return [await pool.decide(state, bots, seed=9, timeout=30) for _ in range(2)]

    first, again = run_with_pool(scenario)
    assert first.fallback == ERROR and "RuntimeError" in first.detail
    assert first.action_id in legal_ids(state)
    assert again == first  # the same seed, the same stand-in


def test_a_bot_that_kills_its_worker_is_replaced_and_the_pool_goes_on() -> None:
    state = position("pentaquest", 3)
    seat = to_move(state)

    async def scenario(pool: BotPool) -> tuple[Decision, Decision]:
        crashed = await pool.decide(state, {seat: "crash"}, seed=2, timeout=30)
        return crashed, await pool.decide(state, {seat: "random"}, seed=2, timeout=30)

    crashed, after = run_with_pool(scenario)
    assert crashed.fallback == ERROR and crashed.action_id in legal_ids(state)
    assert after.fallback is None and after.action_id in legal_ids(state)


def test_a_bot_past_its_time_limit_is_replaced_and_frees_its_worker() -> None:
    state = position("portal-dash", 4)
    seat = to_move(state)

    async def scenario(pool: BotPool) -> tuple[Decision, float, Decision, float]:
        await pool.decide(state, {seat: "random"}, seed=1, timeout=30)  # started
        start = time.monotonic()
        late = await pool.decide(state, {seat: "sleep-60s"}, seed=1, timeout=0.5)
        late_took = time.monotonic() - start
        start = time.monotonic()
        # the one worker was stuck for a minute: only a new one can answer this in time
        next_one = await pool.decide(state, {seat: "random"}, seed=1, timeout=10)
        return late, late_took, next_one, time.monotonic() - start

    late, late_took, next_one, next_took = run_with_pool(scenario)
    assert late.fallback == TIMEOUT and late.action_id in legal_ids(state)
    assert 0.5 <= late_took < 1.0
    assert next_one.fallback is None and next_one.action_id in legal_ids(state)
    assert next_took < 5


def test_decisions_caught_in_a_recycle_are_tried_again() -> None:
    state = position("forbidden-island", 2)
    seat = to_move(state)

    async def scenario(pool: BotPool) -> tuple[Decision, Decision, int]:
        stuck = pool.decide(state, {seat: "sleep-60s"}, seed=1, timeout=0.3)
        innocent = pool.decide(state, {seat: "sleep-0.6s"}, seed=1, timeout=10)
        late, retried = await asyncio.gather(stuck, innocent)
        return late, retried, pool.recycles

    late, retried, recycles = run_with_pool(scenario, workers=2)
    assert late.fallback == TIMEOUT
    assert retried.fallback is None and retried.action_id in legal_ids(state)
    assert recycles == 1


def test_the_event_loop_goes_on_while_a_bot_thinks_for_2_seconds() -> None:
    """The loop is free while a bot burns 2 s of CPU: a hundred short waits on it finish
    before the decision does (no timing asserted: the machine may be loaded)."""
    state = position("pentaquest", 3)
    seat = to_move(state)

    async def scenario(pool: BotPool) -> tuple[Decision, int, bool]:
        await pool.decide(state, {seat: "random"}, seed=1, timeout=30)  # started
        thinking = asyncio.create_task(pool.decide(state, {seat: "burn-2s"}, seed=1, timeout=30))
        turns = 0
        while turns < 100 and not thinking.done():
            await asyncio.sleep(0.001)  # the loop's other work, one turn at a time
            turns += 1
        still_thinking = not thinking.done()
        return await thinking, turns, still_thinking

    decision, turns, still_thinking = run_with_pool(scenario)
    assert decision.fallback is None
    assert turns == 100 and still_thinking


def test_no_bot_with_something_to_do_means_no_decision_and_no_worker() -> None:
    state = position("forbidden-island", 2)
    seat = to_move(state)
    others = {other: "fail" for other in range(state.players) if other != seat}
    idle = {other: name for other, name in others.items() if not state.legal_actions(other)}

    async def scenario(pool: BotPool) -> tuple[Decision, bool]:
        decision = await pool.decide(state, idle, seed=1, timeout=30)
        return decision, pool.recycles == 0 and pool._executor is None

    assert idle, "the test needs a seat with nothing to do"
    assert run_with_pool(scenario) == (Decision(None), True)


def test_a_failed_interjection_plays_nothing_for_the_person_to_move() -> None:
    state = position("forbidden-island", 2)
    seat = to_move(state)
    other = (seat + 1) % state.players
    assert fallback(state, {other: "bot"}, 1, ERROR, "boom") == Decision(None, ERROR, "boom")


def test_bad_bots_and_sizes_are_refused_with_what_was_wrong() -> None:
    state = position("pentaquest", 0)
    with pytest.raises(ValueError, match="workers must be a whole number"):
        BotPool(0)
    with pytest.raises(ValueError, match="9 is not a seat"):
        run_with_pool(lambda pool: pool.decide(state, {9: "bot"}, seed=1, timeout=1))
    with pytest.raises(ValueError, match="must be named by a string"):
        run_with_pool(lambda pool: pool.decide(state, {0: 7}, seed=1, timeout=1))  # type: ignore[dict-item]


def test_a_closed_pool_refuses_decisions() -> None:
    state = position("pentaquest", 0)

    async def scenario() -> Decision:
        pool = BotPool(1)
        pool.close()
        return await pool.decide(state, everyone("random", state), seed=1, timeout=1)

    with pytest.raises(PoolClosed):
        run_on_own_loop(scenario())


def test_a_bot_that_plays_an_illegal_action_is_a_failed_bot(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    class Cheat(RandomAgent):
        def act(self, state: State, seat: int) -> int:
            return -1

    monkeypatch.setattr(bot_module, "make_bot", lambda *args: Cheat())
    state = position("pentaquest", 0)
    action_id, error = bot_module.decide_in_worker(
        "pentaquest", state.serialize(), {to_move(state): "cheat"}, 1, False
    )
    assert action_id is None and error is not None and "-1, which is not a legal action" in error


def test_workers_that_do_not_start_in_time_are_a_timeout() -> None:
    state = position("pentaquest", 0)

    async def scenario() -> Decision:
        pool = BotPool(1, start_timeout=0.01)
        try:
            return await pool.decide(state, {to_move(state): "random"}, seed=1, timeout=30)
        finally:
            pool.close()

    decision = run_on_own_loop(scenario())
    assert decision.fallback == TIMEOUT and decision.action_id in legal_ids(state)


def test_a_cancelled_decision_keeps_its_worker_until_the_bot_is_done() -> None:
    state = position("pentaquest", 3)
    seat = to_move(state)

    async def scenario(pool: BotPool) -> Decision:
        await pool.decide(state, {seat: "random"}, seed=1, timeout=30)  # started
        slow = asyncio.create_task(pool.decide(state, {seat: "sleep-1s"}, seed=1, timeout=30))
        await asyncio.sleep(0.2)
        slow.cancel()
        # waits for the one worker, on the loop, rather than behind the bot in the worker
        return await pool.decide(state, {seat: "random"}, seed=1, timeout=0.5)

    decision = run_with_pool(scenario)
    assert decision.fallback is None and decision.action_id in legal_ids(state)
