"""Facts sheet section 9 (A turn): the actions (9.1), drawing and the hand limit (9.2),
infecting cities (9.3). Positions: see rules_helpers.py (empty board, Infection deck in
index order with Tokyo on top)."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import ACTIONS, DRAWING, INFECTING
from tests.games.pandemic.rules_helpers import (
    act,
    action,
    card,
    city,
    cubes,
    finish_actions,
    infection_deck,
    is_legal,
    kinds_of,
    legal_of,
    msgs,
    position,
    put,
    refused,
)

# -- 9. the three steps ------------------------------------------------------------------


def test_section_9_four_actions_then_draw_then_infect():
    """ "1. Do up to 4 actions ... 2. Draw 2 Player cards ... 3. Infect cities." The same
    action may be repeated."""
    state = position()
    for left in (4, 3, 2, 1):
        assert state.phase == ACTIONS and state.actions_left == left
        act(state, "drive", 0, "chicago" if left % 2 == 0 else "atlanta", 0)
    assert state.phase == DRAWING and kinds_of(state) == {"draw"}
    act(state, "draw", 0)
    assert state.phase == INFECTING and kinds_of(state) == {"infect"}
    act(state, "infect", 0)
    events = act(state, "infect", 0)
    assert "event.turn" in msgs(events) and state.current == 1 and state.phase == ACTIONS


def test_section_9_fewer_than_4_actions_is_allowed():
    state = position()
    act(state, "drive", 0, "miami", 0)
    events = finish_actions(state)
    assert msgs(events) == ["event.ended-actions"] and state.phase == DRAWING


# -- 9.1 the actions ---------------------------------------------------------------------


def test_section_9_1_drive_ferry_along_one_line_pacific_links_count():
    """ "Move along one line to a connected city; the Pacific links count." """
    state = position(pos={0: "san-francisco"})
    targets = {c.CITIES[a].id for _, a, b in legal_of(state, "drive", 0) if b == 0}
    assert targets == {"chicago", "los-angeles", "manila", "tokyo"}
    refused(state, "drive", 0, "atlanta", 0)
    act(state, "drive", 0, "tokyo", 0)
    assert state.pos[0] == city("tokyo")


def test_section_9_1_direct_flight_discards_the_destination_card():
    state = position(hands=[["lagos", "paris"], []])
    act(state, "direct-flight", 0, "lagos", 0)
    assert state.pos[0] == city("lagos")
    assert state.hands[0] == [card("paris")] and state.pdiscard == [card("lagos")]
    refused(state, "direct-flight", 0, "tokyo", 0)  # no Tokyo card


def test_section_9_1_charter_flight_discards_the_card_of_the_city_you_are_in():
    state = position(hands=[["atlanta"], []])
    assert len(legal_of(state, "charter-flight", 0)) == 47  # any city but Atlanta
    act(state, "charter-flight", 0, "sydney", 0)
    assert state.pos[0] == city("sydney") and state.pdiscard == [card("atlanta")]
    assert not legal_of(state, "charter-flight", 0)


def test_section_9_1_shuttle_flight_between_stations():
    state = position(stations=["atlanta", "cairo", "tokyo"])
    targets = {c.CITIES[a].id for _, a, _ in legal_of(state, "shuttle-flight", 0)}
    assert targets == {"cairo", "tokyo"}
    act(state, "shuttle-flight", 0, "cairo", 0)
    assert state.pos[0] == city("cairo")
    act(state, "drive", 0, "riyadh", 0)
    assert not legal_of(state, "shuttle-flight", 0)  # Riyadh has no station


def test_section_9_1_build_discards_the_city_card_not_where_one_stands():
    """ "Discard the City card of your current city and place a station there"; "a station
    can't be built where one already exists"."""
    state = position(hands=[["atlanta", "chicago"], []])
    refused(state, "build", 0, "atlanta")  # Atlanta has one
    act(state, "drive", 0, "chicago", 0)
    act(state, "build", 0, "chicago")
    assert state.stations == [city("atlanta"), city("chicago")]
    assert state.pdiscard == [card("chicago")] and state.actions_left == 2


def test_section_9_1_build_needs_the_card():
    state = position(hands=[["atlanta"], []], pos={0: "chicago"})
    refused(state, "build", 0, "chicago")


def test_section_9_1_treat_one_cube_or_all_when_cured():
    """ "Remove 1 cube of one colour from your city; remove all cubes of that colour if it
    is cured." """
    state = position(roles=("scientist", "researcher"))
    put(state, "atlanta", "blue", 3)
    put(state, "atlanta", "red", 2)
    act(state, "treat", 0, "blue")
    assert cubes(state, "atlanta", "blue") == 2 and state.supply[c.BLUE] == 22
    state.cures[c.RED] = c.CURED
    events = act(state, "treat", 0, "red")
    assert cubes(state, "atlanta", "red") == 0 and state.supply[c.RED] == 24
    assert "event.eradicated" in msgs(events)  # cured, none left on the board
    refused(state, "treat", 0, "yellow")  # no yellow cube here


def test_section_9_1_share_knowledge_give_and_take_the_matching_card_only():
    """ "Give or take the City card matching the city you are both in. Both players must be
    there." """
    state = position(roles=("scientist", "medic"), hands=[["atlanta", "paris"], ["miami"]])
    assert legal_of(state, "give", 0) == [(0, city("atlanta"), 1)]
    assert legal_of(state, "take", 0) == []  # Miami does not match Atlanta
    act(state, "give", 0, "atlanta", 1)
    assert state.hands[1] == sorted([card("atlanta"), card("miami")])
    act(state, "take", 0, "atlanta", 1)
    assert card("atlanta") in state.hands[0]
    act(state, "drive", 0, "chicago", 0)
    assert not legal_of(state, "give", 0) and not legal_of(state, "take", 0)  # apart


def test_section_9_1_discover_a_cure_at_any_station_with_5_cards():
    """ "At any research station (the colour of that city does not matter), discard 5 City
    cards of one colour ... and place that cure marker." """
    hand = ["lagos", "kinshasa", "khartoum", "lima", "bogota"]
    state = position(roles=("medic", "researcher"), hands=[hand, []], stations=["atlanta", "tokyo"])
    act(state, "direct-flight", 0, "lagos", 0)
    assert not legal_of(state, "cure", 0)  # no station in Lagos; and 4 yellow now
    state = position(roles=("medic", "researcher"), hands=[hand, []], pos={0: "tokyo"},
                     stations=["atlanta", "tokyo"])  # fmt: skip
    put(state, "lagos", "yellow", 1)
    events = act(state, "cure", 0, "yellow")
    assert state.cures[c.YELLOW] == c.CURED and msgs(events) == ["event.cured"]
    assert sorted(state.pdiscard) == sorted(card(x) for x in hand) and state.hands[0] == []


def test_section_9_1_a_cure_with_no_cube_on_the_board_eradicates_at_once():
    """ "If no cube of that colour is on the board, the disease is eradicated at once." """
    hand = ["lagos", "kinshasa", "khartoum", "lima", "bogota"]
    state = position(roles=("medic", "researcher"), hands=[hand, []])
    events = act(state, "cure", 0, "yellow")
    assert state.cures[c.YELLOW] == c.ERADICATED
    assert msgs(events) == ["event.cured", "event.eradicated"]


def test_section_9_1_events_are_not_city_cards_for_a_cure():
    """ "Event cards cannot be used as cards for a cure." """
    hand = ["lagos", "kinshasa", "khartoum", "lima", "airlift"]
    state = position(roles=("medic", "researcher"), hands=[hand, []])
    assert not legal_of(state, "cure", 0)


def test_section_9_1_a_cure_cannot_be_discovered_twice():
    hand = ["lagos", "kinshasa", "khartoum", "lima", "bogota"]
    state = position(roles=("medic", "researcher"), hands=[hand, []])
    state.cures[c.YELLOW] = c.CURED
    state._legal = None
    refused(state, "cure", 0, "yellow")


def test_section_9_1_all_discards_go_to_the_player_discard_pile():
    state = position(hands=[["atlanta", "lagos", "paris"], []])
    act(state, "direct-flight", 0, "paris", 0)
    act(state, "direct-flight", 0, "lagos", 0)
    assert state.pdiscard == [card("paris"), card("lagos")]


# -- 9.2 drawing and the hand limit -------------------------------------------------------


def test_section_9_2_draw_the_top_2_cards():
    state = position(pdeck=["paris", "lima", "cairo"])
    finish_actions(state)
    events = act(state, "draw", 0)
    assert msgs(events)[:2] == ["event.drew", "event.drew"]
    assert state.hands[0] == sorted([card("paris"), card("lima")])
    assert state.pdeck == [card("cairo")]


def test_section_9_2_both_cards_are_drawn_together_no_window_between_them():
    """ "Both are drawn together, Epidemics are resolved first": an Airlift drawn with an
    Epidemic comes too late for it (the Epidemic is resolved inside the draw); it can be
    played right after."""
    state = position(pdeck=["airlift", "epidemic", "lima"])
    finish_actions(state)
    events = act(state, "draw", 0)
    assert msgs(events)[:3] == ["event.drew", "event.drew-epidemic", "event.epidemic"]
    assert state.rate == 1 and cubes(state, "atlanta", "blue") == 3
    assert c.AIRLIFT in state.hands[0] and legal_of(state, "airlift", 0)


def test_section_9_2_fewer_than_2_cards_to_draw_loses():
    """ "If there are fewer than 2 cards left when you are about to draw, the game is
    lost." The turn still takes its actions first."""
    state = position(pdeck=["paris"])
    act(state, "drive", 0, "chicago", 0)
    assert state.outcome() is None
    events = finish_actions(state)
    assert state.outcome() is not None and state.outcome().won is False
    assert state.outcome().reason == "pandemic.outcome.player-deck"
    assert msgs(events)[-1] == "outcome.player-deck" and state.to_move() is None


def test_section_9_2_two_cards_left_is_still_a_draw():
    state = position(pdeck=["paris", "lima"])
    finish_actions(state)
    act(state, "draw", 0)
    assert state.outcome() is None and state.pdeck == []


def test_section_9_2_epidemics_are_removed_and_not_replaced():
    """ "Epidemics drawn are resolved at once ... and then removed from the game. They are
    not replaced." (also question 8)"""
    state = position(pdeck=["epidemic", "paris", "lima"])
    finish_actions(state)
    act(state, "draw", 0)
    assert state.hands[0] == [card("paris")]  # one card, not two
    assert state.premoved == [c.EPIDEMIC] and state.pdeck == [card("lima")]


def test_section_9_2_hand_limit_after_a_draw_discard_to_7():
    """ "Hand limit 7 ... A player over the limit discards, or plays Event cards, until
    holding 7." """
    hand = ["paris", "lima", "cairo", "tokyo", "seoul", "osaka", "milan"]
    state = position(hands=[hand, []], pdeck=["madrid", "essen", "london"])
    finish_actions(state)
    events = act(state, "draw", 0)
    assert "event.hand-limit" in msgs(events) and len(state.hands[0]) == 9
    assert state.to_move() == 0 and kinds_of(state, 0) == {"discard"}
    act(state, "discard", 0, "paris")
    assert state.to_move() == 0
    refused(state, "infect", 0)  # the limit first
    act(state, "discard", 0, "lima")
    assert len(state.hands[0]) == 7 and kinds_of(state) == {"infect"}
    assert state.pdiscard == [card("paris"), card("lima")]


def test_section_9_2_hand_limit_met_by_playing_an_event():
    hand = ["paris", "lima", "cairo", "tokyo", "seoul", "osaka", "government-grant"]
    state = position(hands=[hand, []], pdeck=["madrid", "essen"])
    finish_actions(state)
    act(state, "draw", 0)
    assert kinds_of(state, 0) == {"discard", "government-grant"}
    act(state, "government-grant", 0, "lagos")
    assert city("lagos") in state.stations
    act(state, "discard", 0, "paris")
    assert len(state.hands[0]) == 7 and state.to_move() == 0 and kinds_of(state) == {"infect"}


def test_section_9_2_hand_limit_after_share_knowledge_on_anothers_turn():
    """ "It also applies after receiving a card by Share Knowledge, including on another
    player's turn." The receiver decides at once, before the giver's next action."""
    hand1 = ["paris", "lima", "cairo", "tokyo", "seoul", "osaka", "milan"]
    state = position(hands=[["atlanta"], hand1])
    events = act(state, "give", 0, "atlanta", 1)
    assert "event.hand-limit" in msgs(events)
    assert state.to_move() == 1 and kinds_of(state, 0) == set()
    refused(state, "drive", 0, "chicago", 0)
    act(state, "discard", 1, "atlanta")
    assert state.to_move() == 0 and state.actions_left == 3


def test_section_9_2_the_contingency_planners_stored_event_is_not_in_the_hand():
    """ "Role cards, reference cards and the Contingency Planner's stored Event are not part
    of the hand." """
    hand = ["paris", "lima", "cairo", "tokyo", "seoul", "osaka", "milan"]
    state = position(roles=("contingency-planner", "medic"), hands=[hand, []])
    state.stored[0] = c.AIRLIFT
    state._legal = None
    assert state.over_limit() == -1 and "discard" not in kinds_of(state)


# -- 9.3 infect cities --------------------------------------------------------------------


def test_section_9_3_as_many_cards_as_the_rate_one_at_a_time():
    """ "Turn over as many Infection cards as the current infection rate, one at a time,
    resolving each fully." Each card adds 1 cube of its colour, then is discarded."""
    state = position()
    state.rate = 3  # rate 3
    infection_deck(state, ["lagos", "paris", "tokyo"])
    finish_actions(state)
    act(state, "draw", 0)
    assert state.infect_left == 3
    for name, col in (("lagos", "yellow"), ("paris", "blue"), ("tokyo", "red")):
        events = act(state, "infect", 0)
        assert cubes(state, name, col) == 1 and cubes(state, name) == 1
        assert state.idiscard[-1] == city(name)
        assert msgs(events)[0] == "event.infected"
    assert state.current == 1 and state.phase == ACTIONS


def test_section_9_3_an_eradicated_disease_places_no_cube():
    state = position()
    state.cures[c.YELLOW] = c.ERADICATED
    infection_deck(state, ["lagos", "paris"])
    finish_actions(state)
    act(state, "draw", 0)
    events = act(state, "infect", 0)
    assert cubes(state, "lagos") == 0 and msgs(events) == ["event.eradicated-no-cube"]
    assert state.idiscard == [city("lagos")]


def test_section_9_3_a_fourth_cube_is_an_outbreak_instead():
    state = position()
    put(state, "lagos", "yellow", 3)
    infection_deck(state, ["lagos", "paris"])
    finish_actions(state)
    act(state, "draw", 0)
    events = act(state, "infect", 0)
    assert cubes(state, "lagos", "yellow") == 3 and state.outbreaks == 1
    assert msgs(events)[0] == "event.outbreak"
    assert all(cubes(state, n, "yellow") == 1 for n in ("sao-paulo", "khartoum", "kinshasa"))


def test_section_9_an_illegal_action_names_the_reason_and_changes_nothing():
    state = position()
    refused(state, "drive", 1, "chicago", 1)  # not seat 1's turn
    refused(state, "draw", 0)  # actions first
    assert is_legal(state, "drive", 0, "chicago", 0)


def test_section_9_a_refused_action_says_what_the_game_waits_for():
    """The reason names the player (never a seat number) and the rule that holds play."""
    hand1 = ["paris", "lima", "cairo", "tokyo", "seoul", "osaka", "milan"]
    state = position(hands=[["atlanta"], hand1])
    with pytest.raises(IllegalAction, match=r"it is Player 1's turn, 4 actions left"):
        state.apply(action("draw", 0))
    act(state, "give", 0, "atlanta", 1)
    with pytest.raises(IllegalAction, match=r"Player 2 holds more than 7 cards"):
        state.apply(action("drive", 0, "chicago", 0))
    act(state, "discard", 1, "paris")
    finish_actions(state)
    with pytest.raises(IllegalAction, match=r"Player 1 must draw 2 Player cards"):
        state.apply(action("pass", 0))
