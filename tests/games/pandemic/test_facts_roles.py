"""Facts sheet sections 6 and 6.1 (the roles' powers) and 7 (what the edition changes)."""

from __future__ import annotations

from meeple.games.pandemic import components as c
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

# -- Contingency Planner -------------------------------------------------------------------


def test_section_6_contingency_planner_takes_an_event_from_the_player_discard():
    """ "As an action, take any Event card from the Player discard pile and store it on the
    role card. At most 1 stored; it is not part of the hand." """
    state = position(roles=("contingency-planner", "medic"))
    state.pdiscard = [card("paris"), c.FORECAST, c.AIRLIFT]
    state._legal = None
    assert {a for _, a, _ in legal_of(state, "plan", 0)} == {c.FORECAST, c.AIRLIFT}
    act(state, "plan", 0, "forecast")
    assert state.stored == [c.FORECAST, -1] and state.hands[0] == []
    assert state.pdiscard == [card("paris"), c.AIRLIFT] and state.actions_left == 3
    assert not legal_of(state, "plan", 0)  # one at a time


def test_section_6_1_only_the_contingency_planner_and_only_from_the_player_discard():
    state = position(roles=("medic", "contingency-planner"))
    state.pdiscard = [c.AIRLIFT]
    state._legal = None
    assert not legal_of(state, "plan")


# -- Dispatcher -----------------------------------------------------------------------------


def test_section_6_dispatcher_moves_a_pawn_to_a_city_holding_another_pawn():
    """ "(a) move any pawn to a city that already holds another pawn" (his own included)."""
    state = position(roles=("dispatcher", "medic", "scientist"), pos={1: "tokyo", 2: "lima"})
    targets = {(b, a) for _, a, b in legal_of(state, "dispatch", 0)}
    assert (1, city("lima")) in targets and (2, city("tokyo")) in targets
    assert (0, city("tokyo")) in targets  # his own pawn too
    assert (1, city("atlanta")) in targets and (1, city("tokyo")) not in targets
    events = act(state, "dispatch", 0, "lima", 1)
    assert state.pos[1] == city("lima") and state.actions_left == 3
    assert msgs(events) == ["event.dispatched"] and events[0].args["other"] == 1


def test_section_6_1_dispatcher_pays_flights_with_his_own_cards_charter_matches_the_pawn():
    """ "the City card is discarded from the Dispatcher's own hand"; "For a Charter Flight,
    the card must match the city the moved pawn leaves." (question 6)"""
    state = position(roles=("dispatcher", "scientist"), hands=[["tokyo", "paris"], ["lima"]],
                     pos={1: "tokyo"})  # fmt: skip
    act(state, "direct-flight", 0, "paris", 1)
    assert state.pos[1] == city("paris") and state.hands[0] == [card("tokyo")]
    assert state.hands[1] == [card("lima")]
    # the Tokyo card matches neither Paris (where the pawn is now) nor his own Atlanta
    assert not legal_of(state, "charter-flight", 0)
    state.pos[1] = city("tokyo")
    state._legal = None
    act(state, "charter-flight", 0, "cairo", 1)
    assert state.pos[1] == city("cairo") and state.hands[0] == []


def test_section_6_1_dispatcher_drives_and_shuttles_another_pawn():
    state = position(roles=("dispatcher", "scientist"), stations=["atlanta", "cairo"])
    act(state, "drive", 0, "chicago", 1)
    act(state, "drive", 0, "atlanta", 1)
    act(state, "shuttle-flight", 0, "cairo", 1)
    assert state.pos == [city("atlanta"), city("cairo")]


def test_section_6_1_only_the_dispatcher_moves_other_pawns():
    state = position(roles=("medic", "scientist"), hands=[["paris"], []])
    assert all(b == 0 for _, _, b in legal_of(state, "drive", 0))
    assert all(b == 0 for _, _, b in legal_of(state, "direct-flight", 0))
    assert not legal_of(state, "dispatch")


def test_section_6_1_dispatcher_moving_the_medic_clears_cured_cubes_on_arrival():
    """ "Whatever the moved pawn does on arrival still happens: the Medic clears cubes of
    cured diseases" (also question 1)."""
    state = position(roles=("dispatcher", "medic"))
    state.cures[c.BLUE] = c.CURED
    put(state, "chicago", "blue", 3)
    put(state, "paris", "blue", 1)
    events = act(state, "drive", 0, "chicago", 1)
    assert cubes(state, "chicago") == 0 and "event.medic-cleared" in msgs(events)
    assert state.cures[c.BLUE] == c.CURED  # Paris still has one


def test_section_6_1_dispatcher_cannot_make_the_operations_expert_use_his_flight():
    state = position(roles=("dispatcher", "operations-expert"), hands=[["paris"], []])
    assert not legal_of(state, "station-flight")  # seat 1's power, and not his turn


# -- Medic ---------------------------------------------------------------------------------


def test_section_6_medic_treats_all_cubes_of_a_colour():
    state = position(roles=("medic", "scientist"))
    put(state, "atlanta", "blue", 3)
    act(state, "treat", 0, "blue")
    assert cubes(state, "atlanta") == 0 and state.supply[c.BLUE] == 24


def test_section_6_medic_removes_cured_cubes_where_he_enters_at_no_cost():
    state = position(roles=("medic", "scientist"))
    state.cures[c.BLUE] = c.CURED
    put(state, "chicago", "blue", 2)
    put(state, "chicago", "yellow", 1)
    put(state, "paris", "blue", 1)
    act(state, "drive", 0, "chicago", 0)
    assert cubes(state, "chicago", "blue") == 0 and cubes(state, "chicago", "yellow") == 1
    assert state.actions_left == 3  # the drive only


def test_section_6_1_medic_clears_when_moved_by_airlift_on_anothers_turn():
    """ "His automatic removal can happen on other players' turns, for example when he is
    moved by the Dispatcher or by Airlift." """
    state = position(roles=("scientist", "medic"), hands=[["airlift"], []])
    state.cures[c.RED] = c.CURED
    put(state, "tokyo", "red", 3)
    put(state, "osaka", "red", 1)
    events = act(state, "airlift", 0, "tokyo", 1)
    assert cubes(state, "tokyo") == 0 and "event.medic-cleared" in msgs(events)


# -- Operations Expert -------------------------------------------------------------------


def test_section_6_operations_expert_builds_without_a_card():
    state = position(roles=("operations-expert", "medic"), pos={0: "cairo"})
    act(state, "build", 0, "cairo")
    assert city("cairo") in state.stations and state.pdiscard == []


def test_section_6_operations_expert_station_flight_once_per_turn_any_city_card():
    """ "(b) once per turn, while at a research station, discard any City card to move to
    any city." """
    state = position(roles=("operations-expert", "medic"), hands=[["paris", "lima"], []])
    assert {a for _, a, _ in legal_of(state, "station-flight", 0)} == {
        card("paris"),
        card("lima"),
    }
    act(state, "station-flight", 0, "lima")
    assert kinds_of(state) == {"arrive"} and len(legal_of(state, "arrive")) == 47
    events = act(state, "arrive", 0, "sydney")
    assert state.pos[0] == city("sydney") and state.pdiscard == [card("lima")]
    assert state.actions_left == 3 and msgs(events) == ["event.ops-move"]
    act(state, "build", 0, "sydney")  # a new station: still no second flight this turn
    assert not legal_of(state, "station-flight")


def test_section_6_1_operations_expert_flies_only_from_a_station():
    state = position(roles=("operations-expert", "medic"), hands=[["paris"], []],
                     pos={0: "chicago"})  # fmt: skip
    assert not legal_of(state, "station-flight")


def test_section_7_first_edition_operations_expert_has_no_station_flight():
    """ "Operations Expert, 1st edition: only builds a research station in his city without
    a card; no once-per-turn move." """
    state = position(roles=("operations-expert", "medic"), hands=[["paris"], []], edition=1)
    assert not legal_of(state, "station-flight")
    state.pos[0] = city("cairo")
    state._legal = None
    act(state, "build", 0, "cairo")
    assert state.hands[0] == [card("paris")]


# -- Quarantine Specialist -----------------------------------------------------------------


def test_section_6_1_quarantine_protection_moves_with_her():
    state = position(roles=("quarantine-specialist", "medic"))
    infection_deck(state, ["chicago", "tokyo"])
    act(state, "drive", 0, "chicago", 0)
    act(state, "drive", 0, "san-francisco", 0)  # Chicago still next to her
    finish_actions(state)
    act(state, "draw", 0)
    events = act(state, "infect", 0)
    assert msgs(events) == ["event.quarantine-prevented"]
    events = act(state, "infect", 0)  # Tokyo: a Pacific neighbour of San Francisco
    assert msgs(events)[0] == "event.quarantine-prevented" and cubes(state, "tokyo") == 0


# -- Researcher -----------------------------------------------------------------------------


def test_section_6_researcher_gives_any_city_card_in_the_same_city():
    """ "When sharing knowledge she may give any City card, matching or not". Events are
    not City cards."""
    state = position(roles=("researcher", "medic"), hands=[["paris", "lima", "airlift"], []])
    gives = {a for _, a, _ in legal_of(state, "give", 0)}
    assert gives == {card("paris"), card("lima")}
    act(state, "give", 0, "lima", 1)
    assert state.hands[1] == [card("lima")]


def test_section_6_others_take_any_city_card_from_the_researcher_on_their_turn():
    state = position(roles=("medic", "researcher"), hands=[[], ["paris", "lima"]])
    takes = {a for _, a, _ in legal_of(state, "take", 0)}
    assert takes == {card("paris"), card("lima")}
    act(state, "take", 0, "paris", 1)
    assert state.hands[0] == [card("paris")]


def test_section_6_1_a_card_going_to_the_researcher_must_match():
    """ "A card going to her follows the normal Share Knowledge rule and must match the
    city they share." """
    state = position(roles=("medic", "researcher"), hands=[["paris", "atlanta"], ["lima"]])
    assert {a for _, a, _ in legal_of(state, "give", 0)} == {card("atlanta")}
    refused(state, "give", 0, "paris", 1)


def test_section_6_1_the_researchers_free_give_is_not_for_others():
    state = position(roles=("researcher", "medic"), hands=[[], ["paris"]])
    assert not legal_of(state, "take", 0)  # Paris does not match Atlanta; he is no Researcher


# -- Scientist ------------------------------------------------------------------------------


def test_section_6_scientist_cures_with_4_cards():
    state = position(roles=("scientist", "medic"), hands=[YELLOW5[:4], []])
    put(state, "lagos", "yellow", 1)
    act(state, "cure", 0, "yellow")
    assert state.cures[c.YELLOW] == c.CURED and state.hands[0] == []
    other = position(roles=("medic", "scientist"), hands=[YELLOW5[:4], []])
    assert not legal_of(other, "cure")


def test_section_9_1_cure_with_more_cards_than_needed_keeps_the_chosen_ones():
    """5 cards are discarded, not more: with 7 yellow the player keeps the 2 chosen."""
    hand = [*YELLOW5, "miami", "santiago"]
    state = position(roles=("medic", "researcher"), hands=[hand, []])
    put(state, "lagos", "yellow", 1)
    assert act(state, "cure", 0, "yellow") == [] and kinds_of(state) == {"keep"}
    assert state.actions_left == 4  # the action ends with the choice
    act(state, "keep", 0, "miami")
    events = act(state, "keep", 0, "lima")
    assert msgs(events) == ["event.cured"] and state.cures[c.YELLOW] == c.CURED
    assert state.hands[0] == sorted([card("miami"), card("lima")])
    assert sorted(state.pdiscard) == sorted(card(x) for x in hand if x not in ("miami", "lima"))
    assert state.actions_left == 3
