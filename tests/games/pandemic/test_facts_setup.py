"""Facts sheet section 8 (Setup) and the setup options of section 16 (rules.new_game)."""

from __future__ import annotations

import pytest

from meeple.engine import InvalidConfig
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import ACTIONS, CHOOSING_FIRST, epidemic_piles
from tests.games.pandemic.rules_helpers import GAME, act, city, kinds_of, legal_of


def setup(players: int = 2, seed: int = 0, **options):
    return GAME.setup({"players": players, **options}, seed)


def test_section_8_1_one_station_in_atlanta_and_full_supplies_less_the_infection():
    """ "Put 1 research station in Atlanta and keep the other 5 aside." """
    for seed in range(5):
        state = setup(seed=seed)
        assert state.stations == [c.ATLANTA]
        assert sum(state.supply) == c.TOTAL_CUBES - 18


def test_section_8_2_markers_on_their_first_spaces():
    """ "Put the outbreak marker on 0, the infection rate marker on the leftmost 2, and the
    4 cure markers near the board, vial side up." """
    state = setup()
    assert state.outbreaks == 0 and state.rate == 0 and c.INFECTION_RATES[state.rate] == 2
    assert state.cures == [c.NOT_CURED] * 4


@pytest.mark.parametrize("seed", range(8))
def test_section_8_3_initial_infection_3_3_3_2_2_2_1_1_1(seed):
    """ "Turn 3 cards and put 3 cubes ... 3 more and put 2 ... 3 more and put 1 ... That is
    18 cubes in all. The 9 cards go face up to the Infection discard pile." """
    state = setup(seed=seed)
    assert len(state.idiscard) == 9 and len(state.ideck) == 39
    counts = [state.cubes[x * 4 + c.CITY_COLOUR[x]] for x in state.idiscard]
    assert counts == [3, 3, 3, 2, 2, 2, 1, 1, 1]
    assert sum(state.cubes) == 18
    # only the card's own colour, only on those 9 cities
    infected = {index // 4 for index, n in enumerate(state.cubes) if n}
    assert infected == set(state.idiscard)


def test_section_8_3_the_quarantine_specialist_does_not_block_the_setup_infections():
    """ "The Quarantine Specialist does not block these cubes." (also question 3)"""
    for seed in range(40):
        state = setup(seed=seed, roles=["quarantine-specialist", "medic"])
        near_atlanta = {c.ATLANTA, *c.NEIGHBOURS[c.ATLANTA]}
        if near_atlanta & set(state.idiscard):
            assert sum(state.cubes[x * 4 + c.CITY_COLOUR[x]] for x in near_atlanta) > 0
            return
    raise AssertionError("no seed infected Atlanta or its neighbours")


def test_section_8_4_roles_dealt_one_per_player_pawns_in_atlanta():
    for players in (2, 3, 4):
        state = setup(players=players, seed=players)
        assert len(state.roles) == players == len(set(state.roles))
        assert state.pos == [c.ATLANTA] * players


def test_section_8_4_chosen_roles_in_seat_order():
    state = setup(players=3, roles=["scientist", "medic", "dispatcher"])
    assert [c.ROLES[r] for r in state.roles] == ["scientist", "medic", "dispatcher"]


def test_section_7_random_roles_come_from_the_editions_box():
    first = set(c.EDITION_ROLES[1])
    seen: set[int] = set()
    for seed in range(30):
        state = setup(players=4, seed=seed, edition=1)
        assert set(state.roles) <= first
        seen |= set(state.roles)
    assert seen == first
    seen = set()
    for seed in range(30):
        seen |= set(setup(players=4, seed=seed, edition=2).roles)
    assert seen == set(range(7))


def test_section_7_first_edition_refuses_the_2013_roles():
    with pytest.raises(InvalidConfig, match="quarantine-specialist"):
        setup(edition=1, roles=["quarantine-specialist", "medic"])
    with pytest.raises(InvalidConfig, match="contingency-planner"):
        setup(edition=1, roles=["medic", "contingency-planner"])


def test_section_8_roles_option_one_per_seat_distinct():
    with pytest.raises(InvalidConfig):
        setup(players=2, roles=["medic", "medic"])
    with pytest.raises(InvalidConfig):
        setup(players=3, roles=["medic", "scientist"])
    with pytest.raises(InvalidConfig):
        setup(players=2, roles=["medic", "pilot"])


@pytest.mark.parametrize(("players", "dealt"), [(2, 4), (3, 3), (4, 2)])
def test_section_8_5_starting_hands_4_3_2(players, dealt):
    """ "2 players: 4 cards each · 3 players: 3 · 4 players: 2", from City and Event cards."""
    state = setup(players=players, seed=players)
    assert [len(hand) for hand in state.hands] == [dealt] * players
    assert all(card < c.EPIDEMIC for hand in state.hands for card in hand)


# Section 8's table: piles (with the Epidemic), top to bottom, and the deck size.
PILES = {
    (2, "introductory"): ([13, 12, 12, 12], 49),
    (2, "standard"): ([10] * 5, 50),
    (2, "heroic"): ([9, 9, 9, 8, 8, 8], 51),
    (3, "introductory"): ([12] * 4, 48),
    (3, "standard"): ([10, 10, 10, 10, 9], 49),
    (3, "heroic"): ([9, 9, 8, 8, 8, 8], 50),
    (4, "introductory"): ([13, 12, 12, 12], 49),
    (4, "standard"): ([10] * 5, 50),
    (4, "heroic"): ([9, 9, 9, 8, 8, 8], 51),
}


@pytest.mark.parametrize(("players", "difficulty"), list(PILES))
def test_section_8_6_epidemic_piles_as_the_table_smaller_at_the_bottom(players, difficulty):
    """ "Split the rest of the deck into that many face-down piles, as equal as possible.
    Shuffle one Epidemic into each pile, and stack the piles with the smaller piles at the
    bottom." The table of section 8, every cell."""
    piles, size = PILES[(players, difficulty)]
    for seed in range(3):
        state = setup(players=players, seed=seed, difficulty=difficulty)
        assert len(state.pdeck) == size
        assert state.pruns[::-1] == piles  # pruns is bottom first
        for run in state.player_runs():
            assert run.count(c.EPIDEMIC) == 1
        dealt = [card for hand in state.hands for card in hand]
        assert sorted(dealt + [x for x in state.pdeck if x != c.EPIDEMIC]) == list(range(53))


def test_section_8_6_epidemic_piles_helper():
    assert epidemic_piles(45, 4) == [11, 11, 11, 12]
    assert epidemic_piles(44, 6) == [7, 7, 7, 7, 8, 8]


def test_section_8_6_the_epidemic_lands_anywhere_in_its_pile():
    places = set()
    for seed in range(60):
        state = setup(seed=seed, difficulty="introductory")
        places.add(state.player_runs()[-1].index(c.EPIDEMIC))
    assert len(places) >= 8  # the top pile has 13 places


def highest_holder(state) -> list[int]:
    best = max(c.CITY_POPULATION[x] for hand in state.hands for x in hand if x < c.N_CITIES)
    return [s for s, hand in enumerate(state.hands) if any(
        x < c.N_CITIES and c.CITY_POPULATION[x] == best for x in hand)]  # fmt: skip


def test_section_8_7_the_highest_population_in_hand_goes_first():
    """ "The player whose hand holds the City card with the highest population goes
    first." """
    firsts = set()
    for seed in range(30):
        state = setup(players=3, seed=seed)
        assert [state.current] == highest_holder(state)
        assert state.to_move() == state.current
        firsts.add(state.current)
    assert firsts == {0, 1, 2}


def tied_setup(option: str):
    """A setup where Chicago and Lima (9,121,000 each) are the highest cards, in two hands."""
    for seed in range(20_000):
        state = GAME.setup({"players": 4, "first_player_tie": option}, seed)
        if len(highest_holder(state)) > 1:
            return state
    raise AssertionError("no tie found")


def test_section_16_first_player_tie_seat_order():
    """Section 16: "Make the tie-break an option, for example seat order or the players'
    choice." Seat order: the first tied seat begins."""
    state = tied_setup("seat-order")
    tied = highest_holder(state)
    assert {c.CITIES[x].id for h in tied for x in state.hands[h] if x < c.N_CITIES} >= {
        "chicago",
        "lima",
    }
    assert state.current == tied[0] and state.phase == ACTIONS


def test_section_16_first_player_tie_the_players_choose():
    state = tied_setup("choice")
    tied = highest_holder(state)
    assert state.phase == CHOOSING_FIRST and kinds_of(state) == {"first"}
    assert sorted(a for _, a, _ in legal_of(state, "first")) == tied
    act(state, "first", state.to_move(), tied[-1])
    assert state.current == tied[-1] and state.phase == ACTIONS
    assert state.to_move() == tied[-1] and state.actions_left == 4


def test_section_8_no_player_card_is_lost_or_doubled():
    state = setup(players=4, seed=9, difficulty="heroic")
    everything = [*state.pdeck, *(x for hand in state.hands for x in hand)]
    assert sorted(everything) == [*range(53), *[c.EPIDEMIC] * 6]
    assert city("atlanta") == 0
