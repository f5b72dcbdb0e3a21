"""Risk Junior Narnia's heuristic bot (bot.py): legal whole games, the exact battle odds,
a few decisions on set positions, and its strength against random play (each side)."""

from __future__ import annotations

import random

import pytest

from meeple.agents import make_agent
from meeple.engine import Agent, State
from meeple.games.risk_junior_narnia.board import ID_INDEX, IDS, NEIGHBOURS
from meeple.games.risk_junior_narnia.bot import HeuristicBot, battle_odds
from meeple.games.risk_junior_narnia.characters import (
    CHAR_INDEX,
    FOUR_ATTACK,
    POWER_BITS,
    STONE,
    VOLLEY,
)
from tests.games.risk_junior_narnia.helpers import CONFIGS, GAME, ids, position

TELMAR = ID_INDEX["telmar"]


def bot_id(state: State) -> str:
    seat = state.to_move()
    assert seat is not None
    action = HeuristicBot(GAME, seat, 0).act(state, seat)
    assert action in state.legal_actions(seat)
    return state.action_id(action)


def play_game(config: dict, seed: int, bots: list[str]) -> State:
    """A whole game; each action checked legal."""
    state = GAME.setup(config, seed)
    agents: list[Agent] = [make_agent(GAME, name, seat, seed) for seat, name in enumerate(bots)]
    steps = 0
    while (seat := state.to_move()) is not None:
        action = agents[seat].act(state, seat)
        assert action in state.legal_actions(seat), state.action_id(action)
        state.apply(action)
        steps += 1
        assert steps < 5000, "the game does not end"
    return state


def test_registered_as_the_default_bot() -> None:
    assert dict(GAME.bots()) == {"heuristic": HeuristicBot}
    assert isinstance(make_agent(GAME, "bot", 0, 0), HeuristicBot)
    agent: Agent = HeuristicBot(GAME, 0, 0)
    assert agent.interject(GAME.setup({"players": 2}, 0), 1) is None


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(f"{k}{v}" for k, v in c.items()))
def test_plays_only_legal_actions(config: dict) -> None:
    for seed in range(3):
        state = play_game(config, 50 + seed, ["heuristic"] * config["players"])
        assert state.outcome() is not None


def test_is_deterministic() -> None:
    first = play_game({"players": 3}, 7, ["heuristic"] * 3)
    second = play_game({"players": 3}, 7, ["heuristic"] * 3)
    assert first.to_json() == second.to_json()


# -- the battle odds ------------------------------------------------------------------------


def _simulate(ar: int, ae: int, dr: int, de: int, adice: int, rng: random.Random) -> bool:
    """A plain battle played with random dice (no powers): does the attacker win?"""
    defending = True
    while ar + ae and dr + de:
        dice = [rng.randint(1, 6) for _ in range(2 if defending else adice)]
        plain, six = dice.count(5), dice.count(6)
        r, e = (ar, ae) if defending else (dr, de)
        r -= min(plain, r)
        for _ in range(six):
            if e:
                e -= 1
            elif r:
                r -= 1
        if defending:
            ar, ae = r, e
        else:
            dr, de = r, e
        defending = not defending
    return dr + de == 0


def test_battle_odds_are_exact() -> None:
    win, att_lost, def_lost = battle_odds(3, 1, 2, 0)
    assert 2 * win <= def_lost <= 2 and 0 < att_lost < 4
    rng = random.Random(1)
    for ar, ae, dr, de, adice in ((3, 1, 2, 0, 3), (3, 1, 3, 1, 2), (2, 0, 1, 1, 3)):
        exact = battle_odds(ar, ae, dr, de, adice)[0]
        trials = 4000
        wins = sum(_simulate(ar, ae, dr, de, adice, rng) for _ in range(trials))
        assert abs(wins / trials - exact) < 0.03, (ar, ae, dr, de, exact, wins / trials)


def test_powers_help_in_the_odds() -> None:
    plain = battle_odds(3, 1, 3, 0)[0]
    four = battle_odds(3, 1, 3, 0, apw=FOUR_ATTACK)[0]  # Peter
    fog = battle_odds(3, 1, 3, 0, fog=True)[0]  # the defender hits only with 6s
    stones = battle_odds(3, 1, 3, 0, apw=STONE)[0]  # the White Witch
    volley = battle_odds(3, 1, 3, 0, dpw=VOLLEY)[0]  # Susan defending: misses rolled again
    rerolls = battle_odds(3, 1, 3, 0, rerolls=1)[0]  # charge, the horn
    ambush = battle_odds(3, 1, 3, 0, ambush=1)[0]
    shield = battle_odds(3, 1, 3, 0, shield=1)[0]
    assert plain < four and plain < fog and plain < stones and volley < plain
    assert plain < rerolls and ambush < plain and plain < shield


def test_odds_with_characters_match_the_rules() -> None:
    """The White Witch attacking Susan's territory, played out by the rules (a double
    used on the enemy character sends it back to its card, as the odds assume)."""
    witch, susan = POWER_BITS[CHAR_INDEX["white-witch"]], POWER_BITS[CHAR_INDEX["susan"]]
    exact = battle_odds(3, 1, 3, 1, 3, witch, susan)[0]
    wins = 0
    trials = 1500
    for seed in range(trials):
        state = position(
            players=2,
            board="telmar:red:3+1",
            characters="white-witch:witch:telmar,susan:red:telmar",
            rest="witch:1+0",
            turn="witch",
            phase="roll",
            battle="telmar",
            att="3+1",
            seed=seed,
        )
        while (step := state.view(None)["turn"]["phase"]) in ("roll", "hit", "stone", "double"):
            # an elite when there is a choice; a double hits the character
            state.apply(state.legal_actions()[0 if step == "double" else -1])
        wins += state.view(None)["territories"][TELMAR]["owner"] == "witch"
    assert abs(wins / trials - exact) < 0.04, (exact, wins / trials)


# -- decisions ------------------------------------------------------------------------------


def test_attacks_a_weakly_held_camp_rather_than_a_strong_territory() -> None:
    state = position(
        players=3,
        board="telmar:witch:1+1:camp,beruna:witch:6+2,galma:witch:5+1",
        rest="red:1+0",
        turn="red",
        phase="target",
    )
    assert "1:target:beruna" in ids(state)
    assert bot_id(state) == "1:target:telmar"


def test_attacks_a_weak_territory_rather_than_a_guarded_stack() -> None:
    # Telmar: 6 fauns, 2 centaurs and Susan (a third defence die).
    state = position(
        players=3,
        board="telmar:red:6+2,beruna:red:1+0",
        characters="susan:red:telmar",
        rest="witch:1+0",
        turn="witch",
        phase="target",
    )
    assert bot_id(state) == "0:target:beruna"


def test_does_not_continue_with_a_single_army() -> None:
    state = position(
        players=3,
        board="beruna:red:2+0,table-de-pierre:witch:1+0,bois-tremblotants:witch:1+0",
        rest="blue:1+0",
        turn="red",
        phase="continue",
        battle="beruna",
    )
    assert any(aid.startswith("1:move:") for aid in ids(state))
    assert bot_id(state) == "1:stop"


def test_continues_with_a_strong_force_against_a_weak_neighbour() -> None:
    state = position(
        players=3,
        board="beruna:red:6+1,table-de-pierre:witch:1+0",
        rest="blue:1+0",
        turn="red",
        phase="continue",
        battle="beruna",
    )
    aid = bot_id(state)
    assert aid.startswith("1:move:table-de-pierre:")
    _, _, _, n, m = aid.split(":")[:5]
    assert 2 <= int(n) + int(m) <= 6  # at least one stays behind


def test_a_six_takes_the_centaur() -> None:
    state = position(
        players=3,
        board="telmar:red:2+1,galma:blue:2+0",
        rest="witch:2+0",
        turn="witch",
        phase="hit",
        battle="telmar",
        att="3+1",
        next="defender",
        pending="witch:1:0",
    )
    assert ids(state) == {"0:hit:faun", "0:hit:centaur"}
    assert bot_id(state) == "0:hit:centaur"


def test_a_double_hits_a_character_whose_power_counts_else_leaves_it() -> None:
    """The defender's double: Maugrim (4s hit attacking) is hit; Mr Tumnus, whose 4s hit
    only defending, is left attacking (he would stay stuck on a territory he takes)."""
    battle = dict(players=3, rest="witch:2+0", phase="double", battle="telmar", att="3+1")
    state = position(
        **battle,
        board="telmar:red:3+0,galma:blue:2+0",
        turn="witch",
        pending="red:0:0",
        double=1,
        characters="maugrim:witch:telmar",
    )
    assert ids(state) == {"1:double:maugrim", "1:double:none"}
    assert bot_id(state) == "1:double:maugrim"
    state = position(
        **battle,
        board="telmar:witch:3+0,galma:red:2+0",
        turn="red",
        pending="witch:0:0",
        double=1,
        characters="tumnus:red:telmar",
    )
    assert ids(state) == {"0:double:tumnus", "0:double:none"}
    assert bot_id(state) == "0:double:none"


def test_sends_the_white_witch() -> None:
    state = position(
        players=3,
        board="telmar:red:3+1,galma:blue:2+0",
        rest="witch:2+0",
        turn="witch",
        phase="place",
        battle="telmar",
    )
    assert bot_id(state) == "0:send:white-witch"


def test_picks_a_camp_away_from_the_enemy() -> None:
    state = position(
        players=3,
        board="telmar:red:2+0,reverbere:red:2+0,beruna:blue:2+0,cair-paravel:blue:2+0",
        rest="witch:2+0",
        turn="witch",
        phase="camp",
        queue="red,blue",
    )
    _, _, _, camp = bot_id(state).split(":")
    owners = {t["id"]: t["owner"] for t in state.view(None)["territories"]}
    assert owners[camp] == "witch"
    assert all(owners[IDS[j]] == "witch" for j, _ in NEIGHBOURS[ID_INDEX[camp]])


# -- strength -------------------------------------------------------------------------------


@pytest.mark.parametrize("side", ["witch", "aslan"])
def test_beats_random_play(side: str) -> None:
    """2 players, 16 games: the bot's side wins clearly more often than random play
    does (RULES.md, 200 games: the bot wins 94.5% as the witch, 90.0% as Aslan's side;
    random against random, the witch wins 49.0%)."""
    bots = ["heuristic", "random"] if side == "witch" else ["random", "heuristic"]
    bot_seat = 0 if side == "witch" else 1
    wins = 0
    games = 16
    for seed in range(games):
        state = play_game({"players": 2}, 1000 + seed, bots)
        outcome = state.outcome()
        assert outcome is not None
        wins += outcome.ranking[0] == bot_seat
    assert wins >= 12, f"the bot won {wins} of {games} games as {side}"
