"""Facts sheet section 13 (End of game): the win, the three losses, the empty Infection
deck option (section 16)."""

from __future__ import annotations

from meeple.games.pandemic import components as c
from tests.games.pandemic.rules_helpers import (
    act,
    city,
    finish_actions,
    infection_deck,
    msgs,
    position,
    put,
)

YELLOW5 = ["lagos", "kinshasa", "khartoum", "lima", "bogota"]


def test_section_13_win_at_the_4th_cure_mid_turn_with_cubes_on_the_board():
    """ "as soon as the 4th cure is discovered, even mid-turn and with cubes still on the
    board." Eradication is not needed."""
    state = position(roles=("medic", "scientist"), hands=[YELLOW5, []])
    state.cures = [c.CURED, c.NOT_CURED, c.CURED, c.CURED]
    put(state, "paris", "blue", 3)
    put(state, "cairo", "yellow", 2)
    events = act(state, "cure", 0, "yellow")
    outcome = state.outcome()
    assert outcome is not None and outcome.won is True
    assert outcome.reason == "pandemic.outcome.won" and msgs(events)[-1] == "outcome.won"
    assert state.to_move() is None and state.legal_actions() == []
    assert outcome.returns(2) == [1.0, 1.0]  # one result for the whole team


def test_section_13_three_cures_is_not_a_win():
    state = position(roles=("medic", "scientist"), hands=[YELLOW5, []])
    state.cures = [c.CURED, c.NOT_CURED, c.NOT_CURED, c.CURED]
    put(state, "cairo", "yellow", 2)
    act(state, "cure", 0, "yellow")
    assert state.outcome() is None and state.actions_left == 3


def test_section_13_the_win_at_the_last_action_comes_before_the_empty_deck_loss():
    """The 4th cure on the 4th action wins even though the Player deck cannot be drawn."""
    state = position(roles=("medic", "scientist"), hands=[YELLOW5, []], pdeck=["paris"])
    state.cures = [c.CURED, c.NOT_CURED, c.CURED, c.CURED]
    state.actions_left = 1
    act(state, "cure", 0, "yellow")
    assert state.outcome().won is True


def test_section_13_loss_by_the_8th_outbreak():
    state = position()
    state.outbreaks = 7
    put(state, "santiago", "yellow", 3)
    infection_deck(state, ["santiago"])
    finish_actions(state)
    act(state, "draw", 0)
    act(state, "infect", 0)
    assert state.outcome().reason == "pandemic.outcome.outbreaks" and not state.outcome().won


def test_section_13_loss_when_a_cube_cannot_be_placed():
    """ "A cube cannot be placed because that colour's supply of 24 is empty." """
    state = position()
    state.supply[c.YELLOW] = 0
    infection_deck(state, ["lagos"])
    finish_actions(state)
    act(state, "draw", 0)
    events = act(state, "infect", 0)
    outcome = state.outcome()
    assert outcome.reason == "pandemic.outcome.cubes" and outcome.won is False
    assert outcome.args["colour"] == "@pandemic.colour.yellow"
    assert msgs(events) == ["outcome.cubes"]


def test_section_13_loss_when_the_player_deck_has_fewer_than_2_cards():
    state = position(pdeck=[])
    finish_actions(state)
    assert state.outcome().reason == "pandemic.outcome.player-deck"


def test_section_13_empty_infection_deck_loses_by_default():
    """ "Infection deck empty [unconfirmed]. TAG treats it as a loss ... Make it an engine
    option." Default: lose."""
    state = position()
    state.idiscard = list(range(c.N_CITIES))
    state.ideck, state.iruns, state.iknown = [], [], []
    finish_actions(state)
    act(state, "draw", 0)
    act(state, "infect", 0)
    assert state.outcome().reason == "pandemic.outcome.infection-deck"


def test_section_16_empty_infection_deck_reshuffle_option():
    state = position(empty_infection_deck="reshuffle")
    state.idiscard = [city("lagos"), city("paris")]
    state.iremoved = [x for x in range(c.N_CITIES) if x not in state.idiscard]
    state.ideck, state.iruns, state.iknown = [], [], []
    finish_actions(state)
    act(state, "draw", 0)
    events = act(state, "infect", 0)
    assert state.outcome() is None
    assert msgs(events)[0] == "event.infection-reshuffled"
    assert len(state.ideck) == 1 and len(state.idiscard) == 1
