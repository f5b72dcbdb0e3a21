"""Portal Dash's heuristic team bot (bot.py): legal whole games at every level and player
count, determinism, no use of hidden information (a resampled hidden state gives the
same choice), the exact combat odds, a few decisions on set positions, and its strength
against random play."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

import meeple
from meeple.agents import make_agent
from meeple.engine import Agent, Rng, State
from meeple.games.portal_dash import bot as B
from meeple.games.portal_dash.bot import HeuristicBot, best_reroll, kill_chance
from meeple.games.portal_dash.dice import COMBAT_FACES
from meeple.games.portal_dash.piglins import MISSIONS
from tests.games.common import bot_game

GAME = meeple.load("portal-dash")

CONFIGS: list[dict[str, Any]] = [
    {"players": 1, "level": 1},
    {"players": 2, "level": 2},
    {"players": 3, "level": 3, "boss": "ancient_hoglin"},
    {"players": 4, "level": 4},
    {"players": 2, "level": 5},
    {
        "players": 3,
        "level": "custom",
        "boards": 4,
        "monsters": ["blaze", "wither_skeleton"],
        "boss": "wildfire",
        "boss_side": "hard",
    },
]


def whole_game(
    config: dict[str, Any], seed: int, bots: str = "heuristic"
) -> tuple[State, list[int]]:
    """A whole game by ``bots`` in every seat, every action checked legal."""
    agents = {seat: make_agent(GAME, bots, seat, seed) for seat in range(config["players"])}
    return bot_game(GAME, config, seed, agents)


def position(text: str) -> State:
    return GAME.from_notation(text)


def choice(state: State) -> str:
    seat = state.to_move()
    assert seat is not None
    action = HeuristicBot(GAME, seat, 0).act(state, seat)
    assert action in state.legal_actions(seat)
    return state.action_id(action)


def test_registered_as_the_default_bot() -> None:
    assert dict(GAME.bots()) == {"heuristic": HeuristicBot}
    assert isinstance(make_agent(GAME, "bot", 0, 0), HeuristicBot)
    agent: Agent = HeuristicBot(GAME, 0, 0)
    assert agent.interject(GAME.setup({"players": 2}, 0), 1) is None


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"p{c['players']}-{c['level']}")
def test_plays_only_legal_actions(config: dict[str, Any]) -> None:
    for seed in range(3):
        state, _ = whole_game(config, 100 + seed)
        assert state.outcome() is not None


def test_is_deterministic() -> None:
    first, played = whole_game({"players": 3, "level": 2}, 7)
    second, again = whole_game({"players": 3, "level": 2}, 7)
    assert played == again
    assert first.serialize() == second.serialize()


def test_never_reads_hidden_information() -> None:
    """At every decision of whole games, a state whose hidden parts (face-down boards,
    the item deck's order, the colours no face of the cube shows, the random stream)
    are redrawn gets the same choice: the bot reads the public view only."""
    rng = Rng(5)
    checked = 0
    for seed in range(3):
        state = GAME.setup({"players": 2, "level": 1 + seed}, seed)
        bots = [HeuristicBot(GAME, seat, seed) for seat in range(2)]
        while (seat := state.to_move()) is not None:
            action = bots[seat].act(state, seat)
            if len(state.legal_actions(seat)) > 1:
                other = state.resample(seat, rng)
                assert other.view(seat) == state.view(seat)
                again = HeuristicBot(GAME, seat, seed).act(other, seat)
                assert other.action_id(again) == state.action_id(action)
                checked += 1
            state.apply(action)
    assert checked > 100


def test_a_resampled_deck_and_cube_really_differ() -> None:
    """The check above is not empty: resampling changes what the bot may not read."""
    state = GAME.setup({"players": 2, "level": 1}, 3)
    other = state.resample(0, Rng(1))
    assert other.serialize() != state.serialize()


# -- the combat odds ----------------------------------------------------------------------


def brute(n: int, need: int) -> float:
    hits = [sum(faces) >= need for faces in itertools.product(COMBAT_FACES, repeat=n)]
    return sum(hits) / len(hits)


@pytest.mark.parametrize(("n", "need"), [(1, 1), (2, 2), (2, 3), (3, 3), (3, 4), (4, 4)])
def test_kill_chance_is_exact(n: int, need: int) -> None:
    assert kill_chance(n, need) == pytest.approx(brute(n, need))


def test_a_reroll_only_helps_and_matches_play() -> None:
    rng = random.Random(2)
    for n, need in ((2, 2), (3, 4), (6, 6)):
        plain, reroll = kill_chance(n, need), kill_chance(n, need, 1)
        assert reroll > plain
        trials = 4000
        wins = 0
        for _ in range(trials):
            dice = tuple(sorted(rng.choice(COMBAT_FACES) for _ in range(n)))
            k = best_reroll(dice, need, 0)[1]
            kept = sum(sorted(dice)[k:])
            wins += kept + sum(rng.choice(COMBAT_FACES) for _ in range(k)) >= need
        assert abs(wins / trials - reroll) < 0.03


# -- decisions on set positions ------------------------------------------------------------


def test_heals_a_character_about_to_die() -> None:
    """Seat 0 is down to 1 heart next to a magma cube: the red block just mined heals it
    rather than going to the Piglins or to the healthy seat."""
    state = position(
        "players=2; level=1; seed=1; revealed=1100; chars=13:1/12:6; "
        "items=leather_boots,stone_pickaxe,leather_tunic!,bow,stone_sword/"
        "leather_boots,stone_pickaxe,leather_tunic+1,bow,stone_sword; "
        "monsters=magma_cube1@14; turn=0; left=1; stack=actions,use:0"
    )
    assert choice(state) == "0:use:red:0"


def test_feeds_the_piglins_when_the_top_layer_runs_out() -> None:
    """Mission A needs 1 more brown block and only 2 blocks are left in the top layer:
    the brown block goes to the Piglins, not onto a magma square."""
    a1, a2 = MISSIONS["1-2"]["A"]
    cube = "/".join(["bb" + "." * 14] + ["rgyb" * 4] * 3)
    state = position(
        f"players=2; level=1; seed=1; revealed=1100; chars=12:6/12:6; cube={cube}; "
        f"piglins=b{a1},b{a2 - 1}/-,-,-/-,-,-; turn=0; left=2; stack=actions,use:3"
    )
    assert choice(state) == "0:piglin:A2"


def test_keeps_a_killing_roll() -> None:
    """A golden sword (reroll) rolled 0 and 2 against a magma cube (2 hearts): kept."""
    state = position(
        "players=2; level=1; seed=1; revealed=1100; chars=13:6/12:6; "
        "monsters=magma_cube1@14; combat=0,2; turn=0; left=1; stack=actions,reroll:0:1"
    )
    assert choice(state) == "0:keep"


def test_rerolls_the_blanks_of_a_missing_roll() -> None:
    state = position(
        "players=2; level=1; seed=1; revealed=1100; chars=13:6/12:6; "
        "monsters=magma_cube1@14; combat=0,1; turn=0; left=1; stack=actions,reroll:0:1"
    )
    assert choice(state) in ("0:reroll:0", "0:reroll:0,1")


def test_opens_a_chest_and_keeps_the_better_item() -> None:
    state = position(
        "players=2; level=1; seed=1; revealed=1100; chars=12:6/12:6; turn=0; "
        "drawn=diamond_sword,golden_pickaxe; stack=actions,gain:0"
    )
    assert choice(state) == "0:keep:diamond_sword"


def test_fights_the_enderman_it_cannot_outrun() -> None:
    """2 hearts left, an enderman (5 squares a move) next door, nothing to heal with (a
    grey cube) and the Piglins served: the sword goes at it (a bow cannot)."""
    done = "/".join(",".join(f"g{n}" for n in cols) for cols in MISSIONS["1-2"].values())
    state = position(
        "players=1; level=1; seed=2; revealed=1100; chars=13:1; monsters=enderman1@14; "
        f"cube={'/'.join(['g' * 16] * 4)}; piglins={done}; turn=0; left=2; stack=actions"
    )
    assert choice(state).startswith("0:attack:4:")


# -- strength ----------------------------------------------------------------------------


def test_beats_random_play_by_a_clear_margin() -> None:
    config = {"players": 2, "level": 1}
    games = 30
    bot_wins = sum(bool(whole_game(config, seed)[0].outcome().won) for seed in range(games))  # type: ignore[union-attr]
    random_wins = sum(
        bool(whole_game(config, seed, "random")[0].outcome().won)  # type: ignore[union-attr]
        for seed in range(games)
    )
    assert bot_wins >= random_wins + 8, (bot_wins, random_wins)


def test_weights_are_in_hearts() -> None:
    """The weights keep their documented order: losing the game outweighs everything."""
    assert B.DEATH > B.PIG_BASE + B.ITEM_GAIN + B.NETHERITE_GAIN
