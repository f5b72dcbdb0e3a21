"""Facts sheet section 14: every rule question and its answer, one test each (Q1-Q15)."""

from __future__ import annotations

from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import ACTIONS, EPIDEMIC_NEXT, INFECTING, INTENSIFYING
from tests.games.pandemic.rules_helpers import (
    act,
    card,
    city,
    cubes,
    finish_actions,
    infection_deck,
    kinds_of,
    legal_of,
    msgs,
    position,
    put,
    refused,
)

YELLOW5 = ["lagos", "kinshasa", "khartoum", "lima", "bogota"]


def end_turn(state) -> None:
    """Pass, draw and infect: the next player's turn begins."""
    seat = state.current
    finish_actions(state)
    act(state, "draw", seat)
    while state.phase == INFECTING:
        act(state, "infect", seat)
    assert state.phase == ACTIONS and state.current != seat


def test_q1_medic_clears_cured_cubes_free_on_any_turn_and_blocks_them():
    """ "Entering or standing in a city clears all cubes of each cured colour at no cost, on
    any turn (Dispatcher or Airlift moves included). He also blocks new cubes and outbreaks
    of cured colours in his city." """
    state = position(roles=("dispatcher", "medic"), hands=[[], ["airlift"]])
    state.cures[c.BLACK] = c.CURED
    put(state, "cairo", "black", 3)
    put(state, "baghdad", "black", 3)
    put(state, "delhi", "black", 1)
    act(state, "airlift", 1, "cairo", 1)  # his own Event, on the Dispatcher's turn
    assert cubes(state, "cairo") == 0 and state.actions_left == 4
    act(state, "drive", 0, "baghdad", 1)  # the Dispatcher drives him
    assert cubes(state, "baghdad") == 0
    infection_deck(state, ["baghdad"])
    put(state, "baghdad", "black", 0)
    finish_actions(state)
    act(state, "draw", 0)
    events = act(state, "infect", 0)
    assert msgs(events) == ["event.medic-prevented"] and state.outbreaks == 0


def test_q2_the_medic_clears_a_colour_the_moment_it_is_cured():
    """ "Yes, 'being there' is enough." """
    state = position(roles=("medic", "scientist"), hands=[YELLOW5, []])
    put(state, "atlanta", "yellow", 2)
    put(state, "lagos", "yellow", 1)
    events = act(state, "cure", 0, "yellow")
    assert cubes(state, "atlanta") == 0
    assert msgs(events) == ["event.cured", "event.medic-cleared"]
    assert state.cures[c.YELLOW] == c.CURED  # Lagos keeps its cube


def test_q3_quarantine_specialist_protects_neighbours_in_every_case_but_setup():
    """ "her city and every connected city, all colours, for infections, epidemics and
    outbreak spill-over. Not the setup infections." (setup: test_facts_setup.py)"""
    state = position(roles=("quarantine-specialist", "scientist"), pdeck=["epidemic", "paris"])
    infection_deck(state, ["chicago"])  # the bottom card is Atlanta (her city)
    put(state, "washington", "blue", 3)
    finish_actions(state)
    events = act(state, "draw", 0)  # Epidemic in Atlanta
    assert cubes(state, "atlanta") == 0 and "event.quarantine-prevented" in msgs(events)
    events = act(state, "infect", 0)  # Chicago, a neighbour: the cube is stopped
    assert cubes(state, "chicago") == 0


def test_q4_operations_expert_move_once_per_turn_from_a_station_as_an_action():
    """ "Once per turn, only from a city with a research station, discarding any City card,
    as an action. The Dispatcher cannot use it on him." """
    state = position(roles=("operations-expert", "dispatcher"), hands=[["paris", "lima"], []])
    act(state, "station-flight", 0, "paris")
    act(state, "arrive", 0, "cairo")
    assert state.actions_left == 3 and state.pos[0] == city("cairo")
    act(state, "build", 0, "cairo")
    assert not legal_of(state, "station-flight")  # once per turn
    end_turn(state)
    assert state.current == 1  # the Dispatcher's turn: nothing moves him by that power
    assert not legal_of(state, "station-flight") and not legal_of(state, "arrive")
    end_turn(state)
    assert state.current == 0 and not state.flew  # a new turn: the flight again
    assert legal_of(state, "station-flight", 0)


def test_q5_dispatcher_and_airlift_consent_is_taken_as_given():
    """The owner "must agree" (section 14, question 5): the team plays as one (RULES.md),
    so the move is one action with no step asking the owner."""
    state = position(roles=("dispatcher", "medic"), hands=[[], []])
    act(state, "drive", 0, "chicago", 1)
    assert state.pos[1] == city("chicago") and state.to_move() == 0


def test_q6_dispatcher_pays_with_his_cards_charter_matches_the_moved_pawn():
    state = position(roles=("dispatcher", "medic"), hands=[["chicago"], ["atlanta"]],
                     pos={1: "chicago"})  # fmt: skip
    charters = {b for _, _, b in legal_of(state, "charter-flight", 0)}
    assert charters == {1}  # his Chicago card moves the pawn in Chicago, not his own
    act(state, "charter-flight", 0, "tokyo", 1)
    assert state.hands == [[], [card("atlanta")]] and state.pdiscard == [card("chicago")]


def test_q7_events_any_time_except_between_drawing_and_resolving():
    """Resilient Population between Infect and Intensify; any Event between two
    Epidemics; none while a drawn card is being resolved (the draw resolves it)."""
    state = position(hands=[["airlift"], ["resilient-population"]],
                     pdeck=["epidemic", "epidemic", "paris"])  # fmt: skip
    state.idiscard = [city("lagos")]
    finish_actions(state)
    assert {"airlift", "resilient-population"} <= kinds_of(state)
    act(state, "draw", 0)
    assert state.phase == INTENSIFYING and kinds_of(state) == {"intensify",
                                                                "resilient-population"}  # fmt: skip
    act(state, "intensify", 0)
    assert state.phase == EPIDEMIC_NEXT
    # any Event (the Infection discard is empty now: nothing for Resilient Population)
    assert kinds_of(state) == {"epidemic", "airlift"}


def test_q8_an_epidemic_is_not_replaced():
    state = position(pdeck=["epidemic", "lima", "paris"])
    finish_actions(state)
    act(state, "draw", 0)
    assert state.hands[0] == [card("lima")] and state.pdeck == [card("paris")]


def test_q9_cure_at_any_station_whatever_its_colour():
    state = position(roles=("medic", "scientist"), hands=[YELLOW5, []], pos={0: "tokyo"},
                     stations=["atlanta", "tokyo"])  # fmt: skip
    put(state, "lagos", "yellow", 1)
    act(state, "cure", 0, "yellow")  # a red city's station cures yellow
    assert state.cures[c.YELLOW] == c.CURED


def test_q10_one_treat_action_per_cured_colour():
    state = position(roles=("scientist", "medic"))
    state.cures[c.BLUE] = state.cures[c.RED] = c.CURED
    put(state, "atlanta", "blue", 3)
    put(state, "atlanta", "red", 2)
    put(state, "paris", "blue", 1)
    put(state, "tokyo", "red", 1)
    act(state, "treat", 0, "blue")
    assert cubes(state, "atlanta", "blue") == 0 and cubes(state, "atlanta", "red") == 2
    act(state, "treat", 0, "red")
    assert cubes(state, "atlanta") == 0 and state.actions_left == 2


def test_q11_hand_limit_at_once_applied_after_the_epidemics():
    """ "At once, whenever a player has 8 or more cards, including after receiving a shared
    card. After a draw it is applied once Epidemics are resolved. Events may be played
    instead of discarding." """
    hand = ["paris", "lima", "cairo", "tokyo", "seoul", "osaka", "milan"]
    state = position(hands=[hand, ["resilient-population"]],
                     pdeck=["madrid", "epidemic", "essen"])  # fmt: skip
    finish_actions(state)
    act(state, "draw", 0)
    assert len(state.hands[0]) == 8 and state.phase == INTENSIFYING
    assert "discard" not in kinds_of(state)  # not during the Epidemic
    act(state, "intensify", 0)
    assert state.to_move() == 0 and "discard" in kinds_of(state)
    act(state, "discard", 0, "madrid")
    assert state.to_move() == 0 and kinds_of(state, 0) == {"infect"}


def test_q12_epidemic_on_1_or_2_cubes_tops_up_then_breaks_out():
    state = position(pdeck=["epidemic", "lima"])
    put(state, "atlanta", "blue", 2)
    finish_actions(state)
    events = act(state, "draw", 0)
    assert cubes(state, "atlanta", "blue") == 3 and state.outbreaks == 1
    assert msgs(events).index("event.infected") < msgs(events).index("event.outbreak")


def test_q13_a_7th_station_moves_one_already_on_the_board():
    """ "Move one already on the board (Build action; also the Operations Expert)";
    Government Grant likewise [inferred]."""
    six = ["atlanta", "paris", "lima", "cairo", "tokyo", "sydney"]
    state = position(roles=("scientist", "operations-expert"), hands=[["chicago"], []],
                     pos={0: "chicago"}, stations=six)  # fmt: skip
    assert msgs(act(state, "build", 0, "chicago")) == ["event.built"]
    assert kinds_of(state) == {"relocate"} and state.to_move() == 0
    assert {a for _, a, _ in legal_of(state, "relocate")} == {city(x) for x in six}
    events = act(state, "relocate", 0, "lima")
    assert msgs(events) == ["event.station-moved"] and len(state.stations) == 6
    assert city("chicago") in state.stations and city("lima") not in state.stations
    assert state.actions_left == 3 and state.pdiscard == [card("chicago")]
    # Government Grant, out of turn, no action spent
    state.hands[1] = [c.GOVERNMENT_GRANT]
    state._legal = None
    act(state, "government-grant", 1, "lagos")
    act(state, "relocate", 1, "sydney")
    assert city("lagos") in state.stations and len(state.stations) == 6
    assert state.actions_left == 3
    # the Operations Expert likewise, without a card
    state.current, state.pos[1] = 1, city("miami")
    state._legal = None
    act(state, "build", 1, "miami")
    act(state, "relocate", 1, "paris")
    assert city("miami") in state.stations and len(state.stations) == 6


def test_q14_anyone_may_take_any_city_card_from_the_researcher_on_their_turn():
    state = position(roles=("medic", "researcher"), hands=[[], ["tokyo", "lima"]],
                     pos={1: "chicago"})  # fmt: skip
    assert not legal_of(state, "take")  # not in the same city
    act(state, "drive", 0, "chicago", 0)
    act(state, "take", 0, "tokyo", 1)
    assert state.hands[0] == [card("tokyo")]


def test_q15_a_stored_event_cannot_be_reused():
    state = position(roles=("contingency-planner", "medic"))
    state.pdiscard = [c.ONE_QUIET_NIGHT]
    state._legal = None
    act(state, "plan", 0, "one-quiet-night")
    act(state, "one-quiet-night", 0)
    assert state.premoved == [c.ONE_QUIET_NIGHT] and state.pdiscard == []
    assert not legal_of(state, "plan") and not legal_of(state, "one-quiet-night")
    refused(state, "plan", 0, "one-quiet-night")
