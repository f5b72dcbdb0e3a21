"""Facts sheet section 10 (Epidemic): Increase, Infect (the bottom card), Intensify (only
the discard pile, on top); two Epidemics in one draw; Resilient Population's window.

In these positions the Infection deck is in index order, so its bottom card is Atlanta
(or the first city in index order not put on top)."""

from __future__ import annotations

from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import EPIDEMIC_NEXT, INFECTING, INTENSIFYING
from tests.games.pandemic.rules_helpers import (
    act,
    card,
    city,
    cubes,
    finish_actions,
    infection_deck,
    kinds_of,
    msgs,
    position,
    put,
    refused,
)


def epidemic_state(pdeck=("epidemic", "paris", "lima"), **kwargs):
    state = position(pdeck=list(pdeck), **kwargs)
    finish_actions(state)
    return state


def test_section_10_1_increase_moves_the_rate_marker():
    state = epidemic_state()
    events = act(state, "draw", 0)
    assert state.rate == 1 and msgs(events)[:3] == ["event.drew-epidemic", "event.drew",
                                                   "event.epidemic"]  # fmt: skip


def test_section_10_2_infect_the_bottom_card_with_3_cubes_then_discard_it():
    """ "take the bottom card of the Infection deck ... if the city has no cubes of that
    colour, place 3 ... Discard the card to the Infection discard pile." """
    state = epidemic_state()
    assert state.ideck[0] == city("atlanta")
    act(state, "draw", 0)
    assert cubes(state, "atlanta", "blue") == 3 and state.outbreaks == 0
    assert city("atlanta") not in state.ideck[: len(state.ideck) - 1]


def test_section_10_2_a_city_with_cubes_is_topped_up_to_3_and_breaks_out():
    """ "If it has any (1, 2 or 3), top it up to 3 and an outbreak follows." (question 12)"""
    for have in (1, 2, 3):
        state = epidemic_state()
        put(state, "atlanta", "blue", have)
        events = act(state, "draw", 0)
        assert cubes(state, "atlanta", "blue") == 3 and state.outbreaks == 1
        assert "event.outbreak" in msgs(events)
        for near in ("chicago", "miami", "washington"):
            assert cubes(state, near, "blue") == 1
        assert state.supply[c.BLUE] == 24 - 3 - 3


def test_section_10_2_an_eradicated_colour_places_nothing():
    state = epidemic_state()
    state.cures[c.BLUE] = c.ERADICATED
    events = act(state, "draw", 0)
    assert cubes(state, "atlanta") == 0 and "event.eradicated-no-cube" in msgs(events)
    assert state.rate == 1


def test_section_10_3_intensify_shuffles_only_the_discard_onto_the_top():
    """ "shuffle only the Infection discard pile (which now holds the card just drawn) and
    put it on top of the Infection deck." """
    state = epidemic_state()
    state.idiscard = [city("lagos"), city("cairo")]
    infection_deck(state, [])
    below = state.ideck[1:]  # all but the bottom card (Atlanta), in order
    act(state, "draw", 0)
    assert state.idiscard == []
    top = state.ideck[-3:]
    assert sorted(top) == sorted([city("lagos"), city("cairo"), city("atlanta")])
    assert state.ideck[:-3] == below  # the rest is untouched
    assert state.iruns == [len(below), 3] and state.iknown == [0, 0]


def test_section_10_two_epidemics_in_one_draw_second_reshuffles_one_card():
    """ "resolve all three steps for the first, then all three again for the second. The
    second Intensify reshuffles just one card: the second epidemic city. It lies on top
    and is infected again in the coming Infect step, so an outbreak is likely." Events may
    be played between the two."""
    state = epidemic_state(pdeck=("epidemic", "epidemic", "paris"),
                           hands=[["one-quiet-night"], []])  # fmt: skip
    act(state, "draw", 0)
    assert state.rate == 1 and state.epidemics == 1 and state.phase == EPIDEMIC_NEXT
    assert cubes(state, "atlanta", "blue") == 3  # the first epidemic's city
    assert kinds_of(state) == {"epidemic", "one-quiet-night"}  # a window between the two
    assert state.hands[0] == [card("one-quiet-night")]  # both were Epidemics: no card
    act(state, "epidemic", 0)
    second = state.idiscard or state.ideck[-1:]
    assert state.rate == 2 and state.premoved == [c.EPIDEMIC, c.EPIDEMIC]
    assert state.iruns[-1] == 1 and state.ideck[-1] == second[0] == city("chicago")
    assert cubes(state, "chicago", "blue") == 3 and state.phase == INFECTING
    events = act(state, "infect", 0)
    assert msgs(events)[0] == "event.outbreak"
    assert state.outbreaks == 2  # Chicago, then Atlanta (3 blue cubes since the first)


def test_section_10_resilient_population_window_between_infect_and_intensify():
    """Section 12: "Resilient Population may be played between the Infect and Intensify
    steps of an Epidemic." Only that Event, by its holder."""
    state = epidemic_state(hands=[["airlift"], ["resilient-population"]])
    state.idiscard = [city("lagos")]
    infection_deck(state, [])
    act(state, "draw", 0)
    assert state.phase == INTENSIFYING and state.to_move() == 0
    assert kinds_of(state) == {"intensify", "resilient-population"}
    refused(state, "airlift", 0, "paris", 0)  # not in this window
    act(state, "resilient-population", 1, "atlanta")
    assert state.iremoved == [city("atlanta")] and state.phase == INTENSIFYING
    act(state, "intensify", 0)
    assert state.ideck[-1] == city("lagos") and state.iruns[-1] == 1
    assert city("atlanta") not in state.ideck and state.phase == INFECTING


def test_section_10_without_resilient_population_intensify_follows_at_once():
    state = epidemic_state(hands=[["airlift"], []])
    events = act(state, "draw", 0)
    assert state.phase == INFECTING and msgs(events)[-1] == "event.intensify"


def test_section_10_running_out_of_cubes_during_an_epidemic_loses():
    """ "Running out of cubes during any placement (epidemic, outbreak, infection) loses the
    game." """
    state = epidemic_state()
    put(state, "paris", "blue", 3)
    put(state, "london", "blue", 3)
    put(state, "essen", "blue", 3)
    put(state, "madrid", "blue", 3)
    put(state, "milan", "blue", 3)
    put(state, "montreal", "blue", 3)
    put(state, "washington", "blue", 3)
    assert state.supply[c.BLUE] == 3
    act(state, "draw", 0)  # Atlanta takes the last 3
    assert state.outcome() is None and state.supply[c.BLUE] == 0
    state2 = epidemic_state()
    for name in ("paris", "london", "essen", "madrid", "milan", "montreal", "washington"):
        put(state2, name, "blue", 3)
    put(state2, "new-york", "blue", 1)
    assert state2.supply[c.BLUE] == 2
    events = act(state2, "draw", 0)
    assert state2.outcome().reason == "pandemic.outcome.cubes" and state2.to_move() is None
    assert msgs(events)[-1] == "outcome.cubes"


def test_section_10_the_epidemic_is_resolved_inside_the_draw():
    """Section 12: no Event "between drawing a card and resolving it": the draw that turns
    an Epidemic has already increased the rate and infected when it returns."""
    state = epidemic_state(hands=[["one-quiet-night"], []])
    assert kinds_of(state) == {"draw", "one-quiet-night"}
    act(state, "draw", 0)
    assert state.rate == 1 and cubes(state, "atlanta", "blue") == 3
