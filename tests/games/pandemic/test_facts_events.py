"""Facts sheet section 4.1 (the 5 Events) and section 12 (Event timing)."""

from __future__ import annotations

import pytest

from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import ACTIONS, DRAWING, INFECTING
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

# -- 4.1 the Events ---------------------------------------------------------------------


def test_section_4_1_airlift_any_pawn_to_any_city_at_no_action_cost():
    """ "Put any one pawn in any city." The owner's consent is taken as given (RULES.md)."""
    state = position(hands=[[], ["airlift"]])
    assert len(legal_of(state, "airlift", 1)) == 2 * 47  # both pawns, every other city
    events = act(state, "airlift", 1, "tokyo", 0)  # seat 1 moves seat 0's pawn
    assert state.pos[0] == city("tokyo") and state.actions_left == 4
    assert state.pdiscard == [c.AIRLIFT] and state.hands[1] == []
    assert msgs(events) == ["event.airlifted"]
    assert events[0].args["seat"] == 1 and events[0].args["other"] == 0


def test_section_4_1_government_grant_a_station_anywhere_without_a_card():
    state = position(hands=[["government-grant"], []])
    refused(state, "government-grant", 0, "atlanta")  # one stands there
    act(state, "government-grant", 0, "cairo")
    assert state.stations == sorted([c.ATLANTA, city("cairo")])
    assert state.actions_left == 4 and state.pdiscard == [c.GOVERNMENT_GRANT]


def test_section_4_1_forecast_looks_at_the_top_6_and_puts_them_back_in_any_order():
    """ "Take the top 6 Infection cards, look at them, and put them back on top in any
    order." The order chosen stays known (a run the resample keeps)."""
    state = position(hands=[["forecast"], []])
    top = ["tokyo", "taipei", "sydney", "shanghai", "seoul", "osaka"]
    infection_deck(state, top)
    act(state, "forecast", 0)
    assert sorted(state.forecast) == sorted(city(x) for x in top)
    assert state.to_move() == 0 and kinds_of(state) == {"order"}  # the holder orders them
    wanted = ["osaka", "tokyo", "seoul", "taipei", "sydney", "shanghai"]
    for name in wanted[:-2]:
        act(state, "order", 0, name)
    events = act(state, "order", 0, wanted[-2])  # the last card needs no choice
    assert msgs(events) == ["event.forecast-done"]
    assert state.pending is None and state.forecast == [] and state.chosen == []
    assert state.ideck[-6:][::-1] == [city(x) for x in wanted]
    assert state.iruns[-1] == 6 and state.iknown[-1] == 1
    assert state.actions_left == 4 and state.pdiscard == [c.FORECAST]


def test_section_4_1_one_quiet_night_skips_the_next_infect_cities_step():
    state = position(hands=[["one-quiet-night"], []])
    act(state, "one-quiet-night", 0)
    assert state.quiet and state.phase == ACTIONS
    finish_actions(state)
    deck = list(state.ideck)
    events = act(state, "draw", 0)
    assert "event.quiet-night-skipped" in msgs(events)
    assert state.ideck == deck and state.current == 1 and not state.quiet


def test_section_4_1_resilient_population_removes_a_card_of_the_infection_discard():
    state = position(hands=[[], ["resilient-population"]])
    state.idiscard = [city("lagos"), city("paris")]
    state._legal = None
    assert {a for _, a, _ in legal_of(state, "resilient-population")} == {
        city("lagos"),
        city("paris"),
    }
    act(state, "resilient-population", 1, "lagos")
    assert state.idiscard == [city("paris")] and state.iremoved == [city("lagos")]


# -- 12 Event timing ------------------------------------------------------------------------


def test_section_12_any_player_on_any_turn_at_every_window():
    """ "any player may play an Event, on any player's turn, at no action cost." """
    state = position(hands=[[], ["airlift"]], pdeck=["paris", "lima"])
    assert state.current == 0 and legal_of(state, "airlift", 1)  # actions
    finish_actions(state)
    assert state.phase == DRAWING and legal_of(state, "airlift", 1)  # before the draw
    act(state, "draw", 0)
    assert state.phase == INFECTING and legal_of(state, "airlift", 1)  # between cards


def test_section_12_airlift_the_quarantine_specialist_between_infection_cards():
    """The rulebook example: "once an Infection card is turned and an outbreak is due, it
    is too late to Airlift the Quarantine Specialist ... before the next Infection card is
    turned, it is allowed." """
    state = position(roles=("scientist", "quarantine-specialist"), hands=[["airlift"], []])
    state.rate = 3
    infection_deck(state, ["paris", "lima", "santiago"])
    put(state, "paris", "blue", 3)
    put(state, "lima", "yellow", 3)
    finish_actions(state)
    act(state, "draw", 0)
    act(state, "infect", 0)  # Paris breaks out: too late for it
    assert state.outbreaks == 1
    act(state, "airlift", 0, "santiago", 1)
    events = act(state, "infect", 0)
    assert msgs(events) == ["event.quarantine-prevented"] and state.outbreaks == 1
    act(state, "infect", 0)
    assert cubes(state, "santiago") == 0


def test_section_12_no_event_in_the_middle_of_an_action_with_a_second_choice():
    state = position(hands=[["forecast"], ["airlift"]])
    act(state, "forecast", 0)
    assert kinds_of(state) == {"order"}
    refused(state, "airlift", 1, "paris", 1)


def test_section_12_a_stored_event_is_removed_from_the_game():
    """ "A played Event goes to the Player discard pile. The Contingency Planner's stored
    Event is removed from the game instead." (question 15)"""
    state = position(roles=("contingency-planner", "medic"))
    state.pdiscard = [c.AIRLIFT]
    state._legal = None
    act(state, "plan", 0, "airlift")
    assert state.stored[0] == c.AIRLIFT and state.pdiscard == [] and state.actions_left == 3
    events = act(state, "airlift", 0, "paris", 1)
    assert state.pos[1] == city("paris") and state.stored[0] == -1
    assert state.premoved == [c.AIRLIFT] and state.pdiscard == []
    assert "event.stored-removed" in msgs(events)
    assert not legal_of(state, "plan", 0)  # nothing left to take back


def test_section_12_forecast_with_fewer_than_6_cards_takes_them_all():
    """ "Forecast with fewer than 6 cards in the Infection deck: ... Take all of them."
    (option short_forecast, default take-all)"""
    state = position(hands=[["forecast"], []])
    state.idiscard = list(range(4, c.N_CITIES))
    state.ideck, state.iruns, state.iknown = [0, 1, 2, 3], [4], [0]
    state._legal = None
    act(state, "forecast", 0)
    assert sorted(state.forecast) == [0, 1, 2, 3] and state.ideck == []


def test_section_16_forecast_needs_six_option():
    state = position(hands=[["forecast"], []], short_forecast="needs-six")
    state.idiscard = list(range(5, c.N_CITIES))
    state.ideck, state.iruns, state.iknown = [0, 1, 2, 3, 4], [5], [0]
    state._legal = None
    refused(state, "forecast", 0)
    state.idiscard.remove(5)
    state.ideck, state.iruns = [5, 0, 1, 2, 3, 4], [6]
    state._legal = None
    act(state, "forecast", 0)


def test_section_12_one_quiet_night_after_the_epidemics_skips_that_step():
    """ "played after an Epidemic and before the Infect step, it skips that step"."""
    state = position(hands=[["one-quiet-night"], []], pdeck=["paris", "lima"])
    finish_actions(state)
    act(state, "draw", 0)
    assert state.phase == INFECTING
    events = act(state, "one-quiet-night", 0)
    assert "event.quiet-night-skipped" in msgs(events)
    assert state.current == 1 and state.phase == ACTIONS and not state.quiet


def test_section_12_one_quiet_night_between_cards_is_for_the_next_step():
    """ "it cannot be played mid-step, between cards, to stop cards already due, except as
    'next'." """
    state = position(hands=[["one-quiet-night"], []], pdeck=["paris", "lima", "cairo", "milan"])
    infection_deck(state, ["paris", "lima", "cairo", "milan"])
    finish_actions(state)
    act(state, "draw", 0)
    act(state, "infect", 0)
    act(state, "one-quiet-night", 0)
    assert state.phase == INFECTING and state.quiet
    act(state, "infect", 0)  # Lima is still infected this step
    assert cubes(state, "lima") == 1 and state.current == 1
    finish_actions(state)
    events = act(state, "draw", 1)
    assert "event.quiet-night-skipped" in msgs(events) and cubes(state, "cairo") == 0


@pytest.mark.parametrize("event", ["airlift", "forecast", "government-grant", "one-quiet-night"])
def test_section_12_events_go_to_the_player_discard(event):
    state = position(hands=[[event], []])
    seat, a, b = legal_of(state, event, 0)[-1]
    act(state, event, seat, a, b)
    assert state.pdiscard == [card(event)] and state.hands[0] == []
