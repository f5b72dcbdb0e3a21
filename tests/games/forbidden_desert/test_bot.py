"""The Forbidden Desert heuristic bot: legal, deterministic, blind to hidden things, and
better than chance.

Hand-made positions come from the game's notation (see ``notation.py``), on this board
(upper case: face down; lower case: excavated; ``*`` the storm's eye)::

            a   b   c   d   e
      1     cs  lp  WA  WB  MI
      2     TA  TB  TC  PR  PC
      3     ER  EC  *   CR  CC
      4     NR  NC  GA  GB  GC
      5     GD  GE  GF  GG  GH
"""

from __future__ import annotations

from typing import Any

import pytest

import meeple
from meeple.engine import Agent, Rng
from meeple.games.forbidden_desert import actions as fa
from meeple.games.forbidden_desert.bot import HeuristicBot
from meeple.games.forbidden_desert.rules import DesertState
from meeple.sim import run_games
from tests.games.common import bot_game, bot_step

GAME = meeple.load("forbidden-desert")
BOARD = "cs,lp,WA,WB,MI/TA,TB,TC,PR,PC/ER,EC,*,CR,CC/NR,NC,GA,GB,GC/GD,GE,GF,GG,GH"


def position(pawns: str, **fields: str) -> DesertState:
    text = "; ".join([f"board={BOARD}", f"pawns={pawns}"] + [f"{k}={v}" for k, v in fields.items()])
    state = GAME.from_notation(text)
    assert isinstance(state, DesertState)
    return state


def bots(players: int, seed: int = 0) -> dict[int, Agent]:
    return {seat: HeuristicBot(GAME, seat, seed) for seat in range(players)}


def whole_game(config: dict[str, Any], seed: int) -> tuple[DesertState, list[int]]:
    """A whole game by the bots, as the engine's driver plays it (interjections first);
    every action must be legal."""
    state, played = bot_game(GAME, config, seed, bots(int(config["players"]), seed))
    assert isinstance(state, DesertState)
    return state, played


def test_bot_is_an_agent() -> None:
    bot: Agent = HeuristicBot(GAME, 0, 0)
    assert GAME.bots()["heuristic"] is HeuristicBot
    assert callable(bot.act) and callable(bot.interject)


@pytest.mark.parametrize(
    ("players", "difficulty", "games"),
    [(2, "novice", 15), (3, "elite", 10), (4, "normal", 10), (5, "legendary", 10)],
)
def test_bot_plays_only_legal_actions(players: int, difficulty: str, games: int) -> None:
    config = {"players": players, "difficulty": difficulty}
    for seed in range(games):
        state, _ = whole_game(config, 500 + seed)
        assert state.outcome() is not None


def test_bot_plays_legal_actions_with_the_storm_tracker() -> None:
    for seed in range(5):
        state, _ = whole_game({"players": 3, "storm_tracker": True}, 900 + seed)
        assert state.outcome() is not None


def test_bot_is_deterministic() -> None:
    config = {"players": 3, "difficulty": "normal"}
    first_state, first = whole_game(config, 7)
    second_state, second = whole_game(config, 7)
    assert first == second
    assert first_state.to_json() == second_state.to_json()


def test_bot_wins_more_than_random_at_novice() -> None:
    # Measured on seeds 0-99, 2 players, Novice: the bot wins 11, random play none
    # (random play wins 0 of 1,000 games too: it dies of thirst almost every game).
    config = {"players": 2, "difficulty": "novice"}
    bot = run_games("forbidden-desert", config, "heuristic", games=100)
    rand = run_games("forbidden-desert", config, "random", games=100)
    assert rand.wins == 0
    assert bot.wins >= 5
    # And it lasts longer: random play is over within a few turns.
    assert bot.mean_steps > 2 * rand.mean_steps


def test_bot_takes_off_when_it_can() -> None:
    state = position("navigator@b1,climber@b1", parts="P=0,E=0,C=1,N=1")
    assert HeuristicBot(GAME, 0, 0).act(state, 0) == fa.pack(fa.TAKE_OFF, 0)


def test_bot_picks_up_a_part_it_stands_on() -> None:
    state = position("navigator@a1,climber@e5", parts="P@a1")
    assert HeuristicBot(GAME, 0, 0).act(state, 0) == fa.pack(fa.PICK_UP, 0, 0)


def test_bot_excavates_a_water_tile_when_the_thirsty_team_stands_on_it() -> None:
    state = position("navigator@c1:1,climber@c1:0,explorer@c1:1")
    assert HeuristicBot(GAME, 0, 0).act(state, 0) == fa.pack(fa.EXCAVATE, 0)


def test_bot_gives_water_to_a_dry_teammate_before_the_storm() -> None:
    # The Climber has nothing left and the Storm cards are next: the Navigator shares.
    state = position("navigator@a1:4,climber@a1:0", phase="draw-storm")
    action = HeuristicBot(GAME, 0, 0).act(state, 0)
    assert action == fa.pack(fa.GIVE_WATER, 0, 1)
    # Out of turn too, when the Climber is the one to draw.
    state = position("navigator@a1:4,climber@a1:0", phase="draw-storm", turn="1")
    assert HeuristicBot(GAME, 0, 0).interject(state, 0) == fa.pack(fa.GIVE_WATER, 0, 1)


def test_bot_never_reads_what_its_seat_cannot_see() -> None:
    # The same position with the face-down tiles and the decks redrawn (what the seat
    # cannot see) gets the same decisions.
    state = GAME.setup({"players": 3, "difficulty": "normal"}, 11)
    assert isinstance(state, DesertState)
    agents = bots(3)
    for turn in range(60):
        if state.to_move() is None:
            break
        seat = state.to_move()
        assert seat is not None
        other = state.resample(seat, Rng(turn))
        assert HeuristicBot(GAME, seat, 0).act(other, seat) == HeuristicBot(GAME, seat, 0).act(
            state, seat
        )
        bot_step(state, agents)
