"""The Forbidden Island fast bot and its rollout policy: legal, deterministic, able to win.

Positions come from the game's notation on the default layout (tiles in code order, row by
row; see ``helpers.py`` for the picture): Fools' Landing is at the top, the Temples (TM, TS)
on the left of the third row, the Palaces (CP, TP) on the left of the fourth.
"""

from __future__ import annotations

import pytest

import meeple
from meeple.engine import Agent, Rng, State
from meeple.games.forbidden_island import actions as fa
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.bot import HeuristicBot
from meeple.games.forbidden_island.fast import FastBot, fast_policy
from meeple.games.forbidden_island.rules import IslandState
from tests.games.common import bot_game, bot_step

GAME = meeple.load("forbidden-island")
LAYOUT = [tile.code for tile in c.TILES]


def position(pawns: str, *, flooded: str = "", sunk: str = "", **fields: str) -> IslandState:
    marks = dict.fromkeys(flooded.split(), "~") | dict.fromkeys(sunk.split(), "!")
    board = ",".join(code + marks.get(code, "") for code in LAYOUT)
    parts = [f"board={board}", f"pawns={pawns}"] + [f"{k}={v}" for k, v in fields.items()]
    state = GAME.from_notation("; ".join(parts))
    assert isinstance(state, IslandState)
    return state


class OwnSeat:
    """The fast bot, checked: every action it returns is legal for the seat it was asked
    about."""

    def __init__(self, bot: FastBot) -> None:
        self.bot = bot

    def act(self, state: State, seat: int) -> int:
        assert isinstance(state, IslandState)
        action = self.bot.act(state, seat)
        assert action in state.legal_actions(seat), state.action_id(action)
        return action

    def interject(self, state: State, seat: int) -> int | None:
        assert isinstance(state, IslandState)
        action = self.bot.interject(state, seat)
        assert action is None or action in state.legal_actions(seat), state.action_id(action)
        return action


def agents(players: int, seed: int = 0) -> dict[int, Agent]:
    return {seat: OwnSeat(FastBot(GAME, seat, seed)) for seat in range(players)}


def play(config: dict[str, object], seed: int) -> tuple[IslandState, list[int]]:
    players = config["players"]
    assert isinstance(players, int)
    state, played = bot_game(GAME, config, seed, agents(players, seed))
    assert isinstance(state, IslandState)
    return state, played


def test_the_fast_bot_is_registered_after_the_heuristic_one() -> None:
    registry = GAME.bots()
    assert list(registry) == ["heuristic", "fast"]  # the first is the "normal" level
    assert registry["heuristic"] is HeuristicBot and registry["fast"] is FastBot


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("difficulty", c.DIFFICULTIES)
def test_the_fast_bot_plays_only_legal_actions(players: int, difficulty: str) -> None:
    for seed in range(25):
        state, _ = play({"players": players, "difficulty": difficulty}, 500 + seed)
        assert state.outcome() is not None


def test_the_fast_bot_is_deterministic_for_a_seed() -> None:
    config = {"players": 3, "difficulty": "normal"}
    first_state, first = play(config, 7)
    second_state, second = play(config, 7)
    assert first == second
    assert first_state.serialize() == second_state.serialize()


def test_the_fast_bot_wins_a_fair_share_of_novice_two_player_games() -> None:
    # Measured: 50 of seeds 0-199, about 27% over 2,000 games; random play wins none.
    wins = 0
    for seed in range(200):
        state, _ = play({"players": 2, "difficulty": "novice"}, seed)
        outcome = state.outcome()
        assert outcome is not None
        wins += bool(outcome.won)
    assert wins >= 24


def test_the_fast_bot_captures_on_the_treasure_tile() -> None:
    state = position("diver@CP,messenger@IG", hands="OOOO/E", flooded="FL TM")
    assert FastBot(GAME, 0, 0).act(state, 0) == fa.pack(fa.CAPTURE, 0, c.OCEAN)


def test_the_fast_bot_gives_a_card_towards_a_set() -> None:
    # Both on Fools' Landing: the Engineer's one Earth card joins the Pilot's three.
    state = position("engineer@FL,pilot@FL", hands="E/EEE")
    assert FastBot(GAME, 0, 0).act(state, 0) == fa.pack(fa.GIVE, 0, 1, c.EARTH)


def test_the_fast_bot_lifts_off_when_the_team_can_win() -> None:
    state = position("pilot@FL,diver@FL,engineer@FL", hands="-/-/H", captured="EWFO", turn="1")
    assert FastBot(GAME, 2, 0).interject(state, 2) == fa.pack(fa.LIFT_OFF, 2)
    assert fast_policy(state, Rng(0)) == fa.pack(fa.LIFT_OFF, 2)


def test_the_fast_bot_rescues_a_pawn_with_nowhere_to_swim() -> None:
    state = position(
        "engineer@WT,pilot@FL", hands="-/H", sunk="WT OB TH", swimmers="0", phase="draw-flood"
    )
    assert state.legal_actions(0) == [fa.pack(fa.DROWN, 0)]
    lift = FastBot(GAME, 1, 0).interject(state, 1)
    assert lift == fa.pack(fa.HELICOPTER, 1, c.TILE_BY_CODE["WT"], 1 << 0)
    state.apply(lift)
    bot_step(state, agents(2))  # the Pilot chooses where the Engineer lands
    assert state.outcome() is None and not state.swimmers
    assert state.tiles[state.pos[0]] != c.SUNK


def test_the_fast_bot_sandbags_fools_landing_before_its_card_comes_up() -> None:
    state = position(
        "pilot@CP,engineer@WT", hands="-/S", flooded="FL", fdeck="FL,TM", phase="draw-flood"
    )
    assert FastBot(GAME, 1, 0).interject(state, 1) == fa.pack(fa.SANDBAGS, 1, c.FOOLS_LANDING)
    # Not while its card lies in the discard pile, where no draw this turn can reach it.
    state = position(
        "pilot@CP,engineer@WT",
        hands="-/S",
        flooded="FL",
        fdeck="TM,CP,TP",
        fdiscard="FL",
        phase="draw-flood",
    )
    assert FastBot(GAME, 1, 0).interject(state, 1) is None


def test_the_fast_bot_never_reads_the_order_of_a_deck() -> None:
    state = GAME.setup({"players": 3, "difficulty": "normal"}, 11)
    assert isinstance(state, IslandState)
    table = agents(3)
    for _ in range(120):
        seat = state.to_move()
        if seat is None:
            break
        other = state.resample(seat, Rng(5))
        assert FastBot(GAME, seat, 0).act(state, seat) == FastBot(GAME, seat, 0).act(other, seat)
        bot_step(state, table)


def test_the_rollout_policy_plays_whole_legal_games_and_repeats_for_an_rng() -> None:
    for players in (2, 3, 4):
        runs = []
        for _ in range(2):
            state = GAME.setup({"players": players, "difficulty": "normal"}, 40 + players)
            assert isinstance(state, IslandState)
            rng = Rng(players)
            played = []
            while state.to_move() is not None:
                action = fast_policy(state, rng)
                assert action in state.legal_actions(), state.action_id(action)
                state.apply(action)
                played.append(action)
                assert len(played) < 2_000, "the game does not end"
            runs.append(played)
        assert runs[0] == runs[1]
