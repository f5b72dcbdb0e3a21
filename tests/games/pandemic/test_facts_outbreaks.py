"""Facts sheet section 11 (Outbreaks, chain reactions, eradication)."""

from __future__ import annotations

from meeple.games.pandemic import components as c
from tests.games.pandemic.rules_helpers import (
    act,
    city,
    cubes,
    finish_actions,
    infection_deck,
    msgs,
    position,
    put,
)


def infecting(top, roles=("scientist", "researcher"), pos=None, rate=0):
    """A position whose next step turns the Infection cards ``top`` (first first)."""
    state = position(roles=roles, pos=pos)
    state.rate = rate
    infection_deck(state, top)
    finish_actions(state)
    act(state, "draw", 0)
    return state


def test_section_11_an_outbreak_advances_the_marker_and_puts_1_cube_on_every_neighbour():
    """ "advance the outbreak marker 1, then put 1 cube of that colour on every connected
    city" (Pacific links included: Sydney reaches Los Angeles)."""
    state = infecting(["sydney", "paris"])
    put(state, "sydney", "red", 3)
    put(state, "los-angeles", "yellow", 2)
    events = act(state, "infect", 0)
    assert state.outbreaks == 1 and cubes(state, "sydney", "red") == 3
    for near in ("jakarta", "los-angeles", "manila"):
        assert cubes(state, near, "red") == 1
    assert cubes(state, "los-angeles", "yellow") == 2  # several colours, 3 each at most
    assert msgs(events) == ["event.outbreak"] + ["event.infected"] * 3


def test_section_11_chain_reaction_a_neighbour_with_3_cubes_breaks_out_after():
    """ "any connected city that already has 3 cubes of that colour gets no 4th cube. It has
    its own outbreak once the current one is done, and advances the marker again." """
    state = infecting(["santiago", "paris"])
    put(state, "santiago", "yellow", 3)
    put(state, "lima", "yellow", 3)
    events = act(state, "infect", 0)
    assert state.outbreaks == 2 and cubes(state, "lima", "yellow") == 3
    for near in ("bogota", "mexico-city"):
        assert cubes(state, near, "yellow") == 1
    assert cubes(state, "santiago", "yellow") == 3  # it broke out already: no cube back
    assert [m for m in msgs(events) if m == "event.outbreak"] == ["event.outbreak"] * 2
    assert [e.args["city"] for e in events if e.msg.endswith("outbreak")] == [
        "@pandemic.city.santiago",
        "@pandemic.city.lima",
    ]


def test_section_11_once_per_chain_a_triangle_breaks_out_three_times_not_more():
    """ "a city that has already had an outbreak while resolving the current Infection card
    ... gets no further cube from that chain." Hong Kong, Bangkok and Kolkata touch each
    other: each breaks out once, and Chennai (next to Bangkok and Kolkata) gets 2 cubes."""
    state = infecting(["hong-kong", "paris"])
    for name in ("hong-kong", "bangkok", "kolkata"):
        put(state, name, "red", 3)
    events = act(state, "infect", 0)
    outbroke = [e.args["city"] for e in events if e.msg.endswith("outbreak")]
    assert len(outbroke) == len(set(outbroke)) == 3 and state.outbreaks == 3
    assert cubes(state, "chennai", "red") == 2
    assert cubes(state, "delhi", "red") == 1  # Kolkata's neighbour only
    assert cubes(state, "ho-chi-minh-city", "red") == 2  # Hong Kong's and Bangkok's


def test_section_11_the_next_infection_card_is_a_new_chain():
    """Once per chain, not once per turn: the same city may break out again on the next
    card."""
    state = infecting(["santiago", "lima"])
    put(state, "santiago", "yellow", 3)
    put(state, "lima", "yellow", 2)
    act(state, "infect", 0)  # Santiago breaks out, Lima goes to 3
    assert state.outbreaks == 1 and cubes(state, "lima", "yellow") == 3
    act(state, "infect", 0)  # Lima's card: Lima breaks out, Santiago (3) with it
    assert state.outbreaks == 3


def test_section_11_the_8th_outbreak_loses_at_once():
    """ "The 8th outbreak (marker on the last space) loses at once." """
    state = infecting(["santiago", "paris"])
    state.outbreaks = 7
    put(state, "santiago", "yellow", 3)
    events = act(state, "infect", 0)
    assert state.outbreaks == 8 and state.outcome().reason == "pandemic.outcome.outbreaks"
    assert state.outcome().won is False and state.to_move() is None
    assert msgs(events) == ["event.outbreak", "outcome.outbreaks"]
    assert cubes(state, "lima", "yellow") == 0  # nothing more happens


def test_section_11_the_7th_outbreak_does_not_lose():
    state = infecting(["santiago", "paris"])
    state.outbreaks = 6
    put(state, "santiago", "yellow", 3)
    act(state, "infect", 0)
    assert state.outbreaks == 7 and state.outcome() is None


def test_section_11_quarantine_specialist_protects_her_city_and_neighbours():
    """ "the Quarantine Specialist (her city and neighbours, any colour) ... stop both the
    cube and the outbreak." """
    state = infecting(["lima", "lagos", "paris"], roles=("quarantine-specialist", "scientist"),
                      pos={0: "santiago"}, rate=3)  # fmt: skip
    put(state, "lima", "yellow", 3)
    events = act(state, "infect", 0)
    assert state.outbreaks == 0 and msgs(events) == ["event.quarantine-prevented"]
    assert events[0].args["seat"] == 0 and events[0].args["city"] == "@pandemic.city.lima"
    act(state, "infect", 0)
    assert cubes(state, "lagos", "yellow") == 1  # two steps away: not protected


def test_section_11_quarantine_specialist_stops_spill_over_from_an_outbreak_elsewhere():
    state = infecting(["bogota", "paris"], roles=("quarantine-specialist", "scientist"),
                      pos={0: "santiago"})  # fmt: skip
    put(state, "bogota", "yellow", 3)
    events = act(state, "infect", 0)
    assert state.outbreaks == 1 and cubes(state, "lima", "yellow") == 0
    assert "event.quarantine-prevented" in msgs(events)
    assert cubes(state, "mexico-city", "yellow") == 1


def test_section_11_medic_blocks_cured_colours_in_his_city_only():
    """ "the Medic (his city, cured colours only)"."""
    state = infecting(["lagos", "paris", "kinshasa"], roles=("medic", "scientist"),
                      pos={0: "lagos"}, rate=3)  # fmt: skip
    state.cures[c.YELLOW] = c.CURED
    put(state, "cairo", "yellow", 1)  # so yellow is cured, not eradicated
    events = act(state, "infect", 0)
    assert cubes(state, "lagos") == 0 and msgs(events) == ["event.medic-prevented"]
    assert events[0].args["seat"] == 0
    act(state, "infect", 0)
    assert cubes(state, "paris", "blue") == 1  # blue is not cured: no effect elsewhere
    act(state, "infect", 0)
    assert cubes(state, "kinshasa", "yellow") == 1  # not his city


def test_section_11_eradication_after_treat_disease():
    """ "It can happen at the moment of the cure, after Treat Disease, or after the Medic's
    automatic removal." """
    state = position(roles=("scientist", "researcher"))
    state.cures[c.BLUE] = c.CURED
    put(state, "atlanta", "blue", 2)
    events = act(state, "treat", 0, "blue")
    assert state.cures[c.BLUE] == c.ERADICATED and "event.eradicated" in msgs(events)


def test_section_11_eradication_after_the_medics_automatic_removal():
    state = position(roles=("medic", "scientist"))
    state.cures[c.RED] = c.CURED
    put(state, "chicago", "red", 2)
    events = act(state, "drive", 0, "chicago", 0)
    assert cubes(state, "chicago") == 0 and state.cures[c.RED] == c.ERADICATED
    assert msgs(events) == ["event.drove", "event.medic-cleared", "event.eradicated"]


def test_section_11_removing_the_last_cube_of_an_uncured_disease_does_nothing():
    state = position(roles=("scientist", "researcher"))
    put(state, "atlanta", "blue", 1)
    events = act(state, "treat", 0, "blue")
    assert state.supply[c.BLUE] == 24 and state.cures[c.BLUE] == c.NOT_CURED
    assert "event.eradicated" not in msgs(events)


def test_section_11_eradicated_cards_place_no_cube_from_then_on():
    state = infecting(["santiago", "paris"])
    state.cures[c.YELLOW] = c.ERADICATED
    act(state, "infect", 0)
    assert cubes(state, "santiago") == 0 and state.idiscard[-1] == city("santiago")
