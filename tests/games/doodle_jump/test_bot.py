"""Doodle Jump's bots (bot.py): legal whole games, push-your-luck choices, strength.

Every set position carries its own ``levels=`` field (helpers.layout), so that a new
calibration of ``components.LEVELS`` does not change what a test means.
"""

from __future__ import annotations

import pytest

from meeple.agents import make_agent
from meeple.engine import Agent
from meeple.games.doodle_jump.bot import ExpertBot, HeuristicBot, fail_chance
from meeple.games.doodle_jump.rules import JumpState
from meeple.sim.calibrate import doodle_jump as calibration
from meeple.sim.runner import play_game
from tests.games.common import bot_game
from tests.games.doodle_jump.helpers import GAME, layout, position

BOTS = {"heuristic": HeuristicBot, "expert": ExpertBot}

# A Doodler on F8 (slot 6, column 3): above it, G10 alone (column 3); nothing on the
# same level within reach; every board below keeps its pads at columns 0, 1 and 6, so a
# fall from column 3 goes all the way to the start.
HIGH = layout(F="8@3", G="10@3,3@0", H="9@3,4@0")
# A Doodler on B5 (slot 2, column 3): above it C1, C2 and C9 (columns 2, 3 and 4).
LOW = layout(B="5@3", C="1@2,2@3,9@4")


def play(bot: type, players: int, seed: int, variant: str = "base") -> JumpState:
    """A whole game, every seat played by ``bot``; each action checked legal."""
    agents = {seat: bot(GAME, seat, seed) for seat in range(players)}
    state, _ = bot_game(GAME, {"players": players, "variant": variant}, seed, agents)
    assert isinstance(state, JumpState)
    return state


def act_id(state: object, bot: type = HeuristicBot) -> str:
    assert isinstance(state, JumpState)
    seat = state.to_move()
    assert seat is not None
    return state.action_id(bot(GAME, seat, 0).act(state, seat))


def test_bots_are_agents() -> None:
    assert dict(GAME.bots()) == BOTS
    for name, bot in BOTS.items():
        agent: Agent = make_agent(GAME, name, 0, 0)
        assert isinstance(agent, bot)
    assert isinstance(make_agent(GAME, "bot", 0, 0), HeuristicBot)  # the default
    state = GAME.setup({"players": 2}, 0)
    for bot in BOTS.values():  # a bot never acts out of turn
        assert all(bot(GAME, seat, 0).interject(state, seat) is None for seat in (0, 1))


@pytest.mark.parametrize("name", sorted(BOTS))
@pytest.mark.parametrize("variant", ["base", "expert"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_play_only_legal_actions(name: str, variant: str, players: int) -> None:
    for seed in range(4):
        state = play(BOTS[name], players, 40 + seed, variant)
        outcome = state.outcome()
        assert outcome is not None and outcome.scores is not None
        assert sum(outcome.scores) == 1


def test_bots_are_deterministic() -> None:
    first = play(HeuristicBot, 3, 7)
    second = play(HeuristicBot, 3, 7)
    assert first.to_json() == second.to_json()


def test_fall_chance_is_exact() -> None:
    # One die, the special die set aside, only a 10 in reach: always a fall.
    assert fail_chance(1, False, (10,)) == pytest.approx(1.0)
    # Two dice and a 10: only 4+6, 5+5, 6+4 reach it.
    assert fail_chance(2, False, (10,)) == pytest.approx(33 / 36)
    # The special die in play and the pads 1 and 2 in reach: every face saves.
    assert fail_chance(1, True, (1, 2)) == 0.0


@pytest.mark.parametrize("bot", [HeuristicBot, ExpertBot])
def test_stops_when_the_risk_is_high_and_the_fall_costly(bot: type) -> None:
    # Two dice left, only a 10 in reach (a fall 11 times in 12), a fall to the start.
    state = position(
        HIGH,
        doodlers="F8,start",
        phase="decide",
        dice="6,6,2,3,-",
        used="1,2",
        special="move",
        special_used=1,
        tiles="-",
    )
    assert act_id(state, bot) == "0:stop"


@pytest.mark.parametrize("bot", [HeuristicBot, ExpertBot])
def test_continues_when_the_risk_is_nil(bot: type) -> None:
    # One die and the special die left: a 1 or a 2 reaches C1 or C2, any other face of
    # the special die saves too.
    state = position(
        LOW,
        doodlers="B5,start",
        phase="decide",
        dice="3,4,5,1,-",
        used="1,2,3",
        special="slide",
        special_used=0,
        tiles="-",
    )
    assert act_id(state, bot) == "0:continue"


def test_uses_a_shield_rather_than_falling() -> None:
    state = position(
        HIGH,
        doodlers="F8,start",
        phase="play",
        dice="1,1,1,1,-",
        special="1",
        held="shield/-",
        tiles="-",
    )
    assert act_id(state) == "0:shield"


def test_takes_the_winning_jump() -> None:
    # From G10 (slot 7) the top pad H9 is in reach; 4+5 wins, 4 alone only hops aside.
    levels = layout(G="10@3,3@1", H="9@3,4@0")
    state = position(levels, doodlers="G10,start", dice="4,5,1,1,-", special="reroll")
    assert act_id(state).startswith("0:jump:H9:")


def test_knocks_the_leader_off() -> None:
    # Seat 1 stands on F8 (slot 6, column 3) with G9 above it; seat 0 on E6 (column 4)
    # can jump to F8 (4+4) and knock it down to the start (nothing below column 3), or
    # to F7 (column 5) beside it.
    levels = layout(E="6@4", F="8@3,7@5", G="9@3")
    state = position(levels, doodlers="E6,F8", dice="4,4,3,6,-", special="slide")
    assert act_id(state) == "0:jump:F8:1+2"


def test_uses_a_hat_to_gain_a_level() -> None:
    # The hat takes B5 up to C2 (or C1, C9); from C2, D5 is in reach above.
    levels = layout(B="5@3", C="1@2,2@3,9@4", D="5@3")
    state = position(levels, doodlers="B5,start", phase="roll", held="hat/-", tiles="-")
    assert act_id(state).startswith("0:hat:C")


def test_bots_run_in_the_simulator() -> None:
    result = play_game(GAME, {"players": 2}, [HeuristicBot, ExpertBot], seed=5)
    assert result.reason == "dj.outcome.winner"


def test_heuristic_beats_random() -> None:
    games = 30
    wins = 0
    for seed in range(games):
        seat = seed % 2  # the bot plays both seats in turn
        names = ["random", "random"]
        names[seat] = "heuristic"
        agents = {s: make_agent(GAME, name, s, seed) for s, name in enumerate(names)}
        state, _ = bot_game(GAME, {"players": 2}, seed, agents)
        outcome = state.outcome()
        assert outcome is not None and outcome.scores is not None
        wins += outcome.scores[seat]
    assert wins >= 0.8 * games


def test_the_calibration_script_plays_whole_games() -> None:
    """``python -m meeple.sim.calibrate.doodle_jump`` (RULES.md's figures): one row per
    game, the heuristic bot in every seat."""
    turns, winner, first, drops, falls, knocks = calibration.play(3, "expert", 2)
    assert turns > 0 and 0 <= winner < 3 and 0 <= first < 3
    assert min(drops, falls, knocks) >= 0
