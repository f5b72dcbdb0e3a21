"""The Pandemic heuristic bot: legal, deterministic, blind to what the team cannot see, and
a sensible team mate in set-up positions (built by setting fields, ``rules_helpers``)."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.agents import make_agent
from meeple.engine import Agent, Rng, State
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.bot import HeuristicBot, epidemic_chance, forget_plans
from meeple.games.pandemic.rules import (
    ACTIONS,
    CHOOSING_FIRST,
    INFECTING,
    INTENSIFYING,
    PandemicState,
)
from tests.games.common import bot_game, bot_step
from tests.games.pandemic.rules_helpers import GAME, act, card, city, colour, position, put


class OwnSeat:
    """A bot that must answer for its own seat only, with a legal action (else the test fails)."""

    def __init__(self, bot: HeuristicBot) -> None:
        self.bot = bot

    def act(self, state: State, seat: int) -> int:
        assert isinstance(state, PandemicState)
        action = self.bot.act(state, seat)
        assert action in state.legal_actions(seat), state.action_id(action)
        return action

    def interject(self, state: State, seat: int) -> int | None:
        assert isinstance(state, PandemicState)
        action = self.bot.interject(state, seat)
        assert action is None or action in state.legal_actions(seat), state.action_id(action)
        return action


def agents(players: int, seed: int = 0) -> dict[int, Agent]:
    return {seat: OwnSeat(HeuristicBot(GAME, seat, seed)) for seat in range(players)}


def play(config: dict[str, Any], seed: int) -> tuple[PandemicState, list[int]]:
    state, played = bot_game(GAME, config, seed, agents(config["players"], seed))
    assert isinstance(state, PandemicState)
    return state, played


def turn_of(state: PandemicState, seat: int) -> list[int]:
    """Let the bots play until ``seat``'s actions are over; the actions played."""
    team = agents(state.players)
    played = []
    while state.result is None and state.current == seat and state.phase == ACTIONS:
        played.append(bot_step(state, team))
    return played


def kinds(played: list[int]) -> list[str]:
    return [pa.KIND_NAMES[pa.kind_of(action)] for action in played]


def test_bot_is_the_games_normal_level() -> None:
    assert GAME.bots() == {"heuristic": HeuristicBot}
    assert isinstance(make_agent(GAME, "normal", 1, 5), HeuristicBot)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("difficulty", ["introductory", "standard", "heroic"])
@pytest.mark.parametrize("edition", [1, 2])
def test_bot_plays_only_legal_actions(players: int, difficulty: str, edition: int) -> None:
    config = {"players": players, "difficulty": difficulty, "edition": edition}
    for seed in range(2):
        state, _ = play(config, 100 * players + seed)
        assert state.outcome() is not None


@pytest.mark.parametrize(
    "options",
    [
        {"first_player_tie": "choice", "short_forecast": "needs-six"},
        {"empty_infection_deck": "reshuffle"},
        {"roles": ["contingency-planner", "dispatcher", "operations-expert"]},
        {"roles": ["researcher", "quarantine-specialist", "medic", "scientist"]},
    ],
)
def test_bot_plays_only_legal_actions_with_every_option(options: dict[str, Any]) -> None:
    players = len(options.get("roles", ())) or 2
    for seed in range(3):
        state, _ = play({"players": players, **options}, seed)
        assert state.outcome() is not None


def test_bot_chooses_the_first_player_when_the_rules_ask() -> None:
    config = {"players": 2, "first_player_tie": "choice", "roles": ["medic", "dispatcher"]}
    state = GAME.setup(config, 0)
    state.hands = [[card("chicago"), card("algiers")], [card("lima"), card("bogota")]]
    state.phase = CHOOSING_FIRST  # Chicago and Lima tie
    state._legal = None
    action = HeuristicBot(GAME, state.current, 0).act(state, state.current)
    assert pa.kind_of(action) == pa.FIRST and action in state.legal_actions()
    assert (action >> 7) & 63 == 1  # Lima's holder also holds Bogota: two yellow cards


def test_bot_is_deterministic() -> None:
    config = {"players": 3, "difficulty": "standard"}
    forget_plans()
    first_state, first = play(config, 11)
    forget_plans()
    second_state, second = play(config, 11)
    assert first == second
    assert first_state.serialize() == second_state.serialize()


def test_bot_decides_the_same_on_a_resampled_state() -> None:
    """It reads neither deck's order nor where the Epidemics lie."""
    rng = Rng(9)
    checked = differed = 0
    for seed in range(4, 10):
        state = GAME.setup({"players": 3, "difficulty": "heroic"}, seed)
        team = agents(3, seed)
        while state.result is None and checked < 40 * (seed - 3):
            seat = state.to_move()
            assert seat is not None
            other = state.resample(seat, rng)
            assert isinstance(other, PandemicState)
            differed += other.pdeck != state.pdeck or other.ideck != state.ideck
            forget_plans()
            mine = HeuristicBot(GAME, seat, seed).act(state, seat)
            forget_plans()
            assert mine == HeuristicBot(GAME, seat, seed).act(other, seat), state.action_id(mine)
            for holder in range(3):
                if holder != seat:
                    forget_plans()
                    here = HeuristicBot(GAME, holder, seed).interject(state, holder)
                    forget_plans()
                    assert here == HeuristicBot(GAME, holder, seed).interject(other, holder)
            checked += 1
            bot_step(state, team)
    assert checked >= 200 and differed >= checked - 10


def test_epidemic_chance_from_the_piles_only() -> None:
    state = position(pdeck=["essen", "epidemic", "paris", "milan"])
    state.pruns = [4]
    state.config["difficulty"] = "introductory"  # 4 piles, 3 drawn through with their Epidemics
    state.premoved = [c.EPIDEMIC] * 3
    assert epidemic_chance(state) == pytest.approx(0.5)
    state.premoved = [c.EPIDEMIC] * 4  # this pile's Epidemic came out already
    assert epidemic_chance(state) == 0.0


def test_bot_treats_a_three_cube_city_next_to_it_first() -> None:
    """No cure in reach: Chicago (next door, 3 cubes) before Washington (2 cubes)."""
    state = position(
        ("scientist", "medic"),
        hands=[["essen", "lagos", "tokyo"], ["lima", "cairo"]],
    )
    put(state, "chicago", "blue", 3)
    put(state, "washington", "blue", 2)
    played = turn_of(state, 0)
    assert played[0] == pa.pack(pa.DRIVE, 0, city("chicago"), 0)
    assert played[1] == pa.pack(pa.TREAT, 0, colour("blue"))
    assert state.cubes[city("chicago") * 4 + colour("blue")] < 3


def test_bot_cures_as_soon_as_it_can() -> None:
    state = position(
        ("scientist", "medic"),
        hands=[["essen", "paris", "milan", "london", "lagos"], ["lima"]],
    )
    put(state, "chicago", "blue", 3)
    assert HeuristicBot(GAME, 0, 0).act(state, 0) == pa.pack(pa.CURE, 0, colour("blue"))


def test_bot_walks_to_a_station_to_cure() -> None:
    state = position(
        ("medic", "researcher"),
        hands=[["essen", "paris", "milan", "london", "madrid"], ["lima"]],
        pos={0: "chicago"},
    )
    turn_of(state, 0)
    assert state.cures[colour("blue")] != c.NOT_CURED


def test_bot_shares_a_card_to_complete_a_cure() -> None:
    """The Researcher gives the missing card in Atlanta and the Scientist cures at once."""
    state = position(
        ("researcher", "scientist"),
        hands=[["essen", "lagos"], ["paris", "milan", "london"]],
    )
    state.current = 0
    turn_of(state, 0)
    assert state.cures[colour("blue")] != c.NOT_CURED or card("essen") in state.hands[1]


def test_bot_airlifts_a_cure_holder_to_a_station() -> None:
    """The Scientist holds 4 red cards in Delhi, 7 steps from the only station: her team mate
    airlifts her to it (out of turn) and she cures this turn."""
    state = position(
        ("scientist", "medic"),
        hands=[["bangkok", "beijing", "hong-kong", "jakarta"], ["airlift", "lima"]],
        pos={0: "delhi"},
    )
    played = turn_of(state, 0)
    assert kinds(played)[0] == "airlift" and pa.seat_of(played[0]) == 1
    assert state.cures[colour("red")] != c.NOT_CURED


def test_bot_keeps_its_airlift_when_nothing_calls_for_it() -> None:
    state = position(("scientist", "medic"), hands=[["essen", "lagos"], ["airlift", "lima"]])
    put(state, "miami", "yellow", 1)
    played = turn_of(state, 0)
    assert "airlift" not in kinds(played)
    assert card("airlift") in state.hands[1]


def infect_phase(state: PandemicState, top: list[str]) -> None:
    """Seat 0's actions and draw are done; the Infection deck's top run holds ``top`` (a
    run the team saw shuffled back, as after an Epidemic)."""
    state.phase = INFECTING
    state.infect_left = c.INFECTION_RATES[state.rate]
    rest = [x for x in state.ideck if x not in {city(name) for name in top}]
    state.ideck = rest + [city(name) for name in top]
    state.iruns = [len(rest), len(top)]
    state.iknown = [0, 0]
    state._legal = None


def test_bot_plays_one_quiet_night_before_a_dangerous_infection() -> None:
    state = position(("scientist", "medic"), hands=[["essen"], ["one-quiet-night", "lima"]])
    put(state, "karachi", "black", 3)
    put(state, "lagos", "yellow", 3)
    infect_phase(state, ["karachi", "lagos"])
    action = HeuristicBot(GAME, 1, 0).interject(state, 1)
    assert action == pa.pack(pa.QUIET_NIGHT, 1)
    state.apply(action)
    assert state.outbreaks == 0 and state.phase == ACTIONS and state.current == 1


def test_bot_keeps_one_quiet_night_for_a_quiet_infection() -> None:
    state = position(("scientist", "medic"), hands=[["essen"], ["one-quiet-night", "lima"]])
    put(state, "karachi", "black", 1)
    infect_phase(state, ["karachi", "lagos"])
    assert HeuristicBot(GAME, 1, 0).interject(state, 1) is None


def test_bot_forecasts_the_dangerous_cards_to_the_bottom() -> None:
    state = position(("scientist", "medic"), hands=[["essen"], ["forecast", "lima"]])
    top = ["karachi", "lagos", "paris", "milan", "essen", "tokyo"]
    put(state, "karachi", "black", 3)
    infect_phase(state, top)
    bot = HeuristicBot(GAME, 1, 0)
    action = bot.interject(state, 1)
    assert action == pa.pack(pa.FORECAST, 1)
    state.apply(action)
    while state.pending is not None:
        state.apply(bot.act(state, 1))
    assert state.ideck[-6] == city("karachi")  # the last of the six to come up


def test_bot_plays_resilient_population_on_the_epidemic_city() -> None:
    state = position(("scientist", "medic"), hands=[["essen"], ["resilient-population"]])
    put(state, "lagos", "yellow", 3)
    put(state, "paris", "blue", 1)
    state.idiscard = [city("paris"), city("lagos")]
    state.ideck = [x for x in state.ideck if x not in state.idiscard]
    state.iruns = [len(state.ideck)]
    state.phase = INTENSIFYING
    state._legal = None
    action = HeuristicBot(GAME, 1, 0).interject(state, 1)
    assert action == pa.pack(pa.RESILIENT, 1, city("lagos"))


def test_bot_discards_a_card_of_a_cured_colour_at_the_hand_limit() -> None:
    hand = ["essen", "paris", "milan", "london", "lagos", "lima", "cairo", "tokyo"]
    state = position(("medic", "scientist"), hands=[hand, ["bogota"]])
    state.cures[colour("yellow")] = c.CURED
    state._legal = None
    action = HeuristicBot(GAME, 0, 0).act(state, 0)
    assert pa.kind_of(action) == pa.DISCARD
    assert c.CITY_COLOUR[(action >> 7) & 63] == colour("yellow")


def test_bot_plays_an_event_rather_than_discard_it() -> None:
    hand = ["essen", "paris", "milan", "london", "cairo", "delhi", "tehran"]
    state = position(("medic", "scientist"), hands=[[*hand, "one-quiet-night"], ["bogota"]])
    state.pos[0] = city("lagos")  # every City card is on the way to a cure
    action = HeuristicBot(GAME, 0, 0).act(state, 0)
    assert action == pa.pack(pa.QUIET_NIGHT, 0)


def test_bot_moves_the_least_useful_station_for_a_seventh() -> None:
    stations = ("atlanta", "chicago", "tokyo", "cairo", "lagos", "lima")
    state = position(("operations-expert", "medic"), pos={0: "montreal"}, stations=stations)
    act(state, "build", 0, "montreal")
    assert state.pending is not None and state.pending[0] == pa.RELOCATE
    action = HeuristicBot(GAME, 0, 0).act(state, 0)
    # Atlanta, Chicago and Montreal lie side by side: one of the first two goes.
    assert action in [pa.pack(pa.RELOCATE, 0, city(name)) for name in ("atlanta", "chicago")]


def test_bot_keeps_the_card_of_the_sickest_city_out_of_a_cure() -> None:
    hand = ["essen", "paris", "milan", "london", "madrid"]
    state = position(("scientist", "medic"), hands=[hand, ["lima"]])
    put(state, "paris", "blue", 3)
    bot = HeuristicBot(GAME, 0, 0)
    action = bot.act(state, 0)
    assert action == pa.pack(pa.CURE, 0, colour("blue"))
    state.apply(action)
    assert bot.act(state, 0) == pa.pack(pa.KEEP, 0, city("paris"))
