"""Facts sheet sections 1-7 as data: components, the 48 cities, the 93 connections, the
player and infection decks, the tracks, the roles of both editions (components.py)."""

from __future__ import annotations

from collections import Counter, deque

from meeple.games.pandemic import components as c

# Section 2's "Links" column, city by city in table order.
TABLE_LINKS = {
    "atlanta": 3, "chicago": 5, "essen": 4, "london": 4, "madrid": 5, "milan": 3,
    "montreal": 3, "new-york": 4, "paris": 5, "san-francisco": 4, "st-petersburg": 3,
    "washington": 4, "bogota": 5, "buenos-aires": 2, "johannesburg": 2, "khartoum": 4,
    "kinshasa": 3, "lagos": 3, "lima": 3, "los-angeles": 4, "mexico-city": 5, "miami": 4,
    "santiago": 1, "sao-paulo": 4, "algiers": 4, "baghdad": 5, "cairo": 5, "chennai": 5,
    "delhi": 5, "istanbul": 6, "karachi": 5, "kolkata": 4, "moscow": 3, "mumbai": 3,
    "riyadh": 3, "tehran": 4, "bangkok": 5, "beijing": 2, "ho-chi-minh-city": 4,
    "hong-kong": 6, "jakarta": 4, "manila": 5, "osaka": 2, "seoul": 3, "shanghai": 5,
    "sydney": 3, "taipei": 4, "tokyo": 4,
}  # fmt: skip


def near(name: str) -> set[str]:
    return {c.CITIES[x].id for x in c.NEIGHBOURS[c.CITY_BY_ID[name]]}


def distances(start: int) -> list[int]:
    seen = [-1] * c.N_CITIES
    seen[start] = 0
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for nxt in c.NEIGHBOURS[here]:
            if seen[nxt] < 0:
                seen[nxt] = seen[here] + 1
                queue.append(nxt)
    return seen


# -- section 1: components --------------------------------------------------------------


def test_section_1_cubes_24_per_colour_96_in_all_and_6_stations():
    """ "Disease cubes | 96 | 24 each of blue, yellow, black, red"; "Research stations | 6"."""
    assert c.COLOURS == ("blue", "yellow", "black", "red")
    assert c.CUBES_PER_COLOUR == 24 and c.TOTAL_CUBES == 96
    assert c.RESEARCH_STATIONS == 6


def test_section_1_player_cards_59_in_the_box_infection_cards_48():
    """ "Player cards | 59 | 48 City + 5 Event + 6 Epidemic"; "Infection cards | 48"."""
    city_cards = [x for x in range(c.N_CARD_KINDS) if x < c.N_CITIES]
    assert len(city_cards) + len(c.EVENT_CARDS) + c.EPIDEMICS_IN_BOX == 59
    assert len(c.CARD_IDS) == c.N_CARD_KINDS == 54  # 48 cities, 5 Events, the Epidemic
    assert c.CARD_IDS[c.EPIDEMIC] == "epidemic"


# -- section 2: the 48 cities ------------------------------------------------------------


def test_section_2_48_cities_12_of_each_colour_with_the_conventions_ids():
    """ "4 regions/colours, 12 cities each"; ids are the English names in lower case."""
    assert c.N_CITIES == 48
    assert [len(group) for group in c.CITIES_OF_COLOUR] == [12, 12, 12, 12]
    ids = [city.id for city in c.CITIES]
    assert len(set(ids)) == 48
    for expected in ("st-petersburg", "ho-chi-minh-city", "mexico-city", "sao-paulo", "new-york",
                     "los-angeles", "buenos-aires", "hong-kong", "san-francisco"):  # fmt: skip
        assert expected in ids
    assert ids[:3] == ["atlanta", "chicago", "essen"] and ids[-1] == "tokyo"  # table order


def test_section_2_colours_and_french_names_from_the_cards():
    """The French card names (Le Caire, Pékin, Hô-Chi-Minh-Ville, Calcutta, Mexico...)."""
    by_id = {city.id: city for city in c.CITIES}
    assert by_id["cairo"].fr == "Le Caire" and by_id["cairo"].colour == c.BLACK
    assert by_id["beijing"].fr == "Pékin" and by_id["beijing"].colour == c.RED
    assert by_id["kolkata"].fr == "Calcutta" and by_id["mexico-city"].fr == "Mexico"
    assert by_id["ho-chi-minh-city"].fr == "Hô-Chi-Minh-Ville"
    assert by_id["st-petersburg"].fr == "Saint-Pétersbourg" and by_id["bogota"].fr == "Bogotá"
    assert by_id["johannesburg"].fr == "Johannesburg"  # not S-tdd's "Johannesbourg"
    assert by_id["lagos"].colour == c.YELLOW and by_id["essen"].colour == c.BLUE


def test_section_2_populations_jakarta_largest_chicago_and_lima_the_only_tie():
    """ "The largest population is Jakarta, 26,063,000"; "Chicago and Lima share 9,121,000
    ... It is the only tie"; the known typos are not copied (Miami, Seoul, Manila)."""
    pops = {city.id: city.population for city in c.CITIES}
    assert max(pops, key=pops.__getitem__) == "jakarta" and pops["jakarta"] == 26_063_000
    ties = [p for p, n in Counter(pops.values()).items() if n > 1]
    assert ties == [9_121_000]
    assert pops["chicago"] == pops["lima"] == 9_121_000
    assert pops["miami"] == 5_582_000 and pops["seoul"] == 22_547_000
    assert pops["manila"] == 20_767_000 and pops["atlanta"] == 4_715_000


def test_section_2_start_city_is_atlanta():
    assert c.CITIES[c.ATLANTA].id == "atlanta"


# -- section 3: connections --------------------------------------------------------------


def test_section_3_93_links_each_once_and_symmetric():
    """ "93 undirected connections"; every pair once; neighbours are symmetric."""
    pairs = {frozenset(pair) for pair in c.LINKS}
    assert len(c.LINKS) == len(pairs) == 93
    assert all(len(pair) == 2 for pair in pairs)
    for index, around in enumerate(c.NEIGHBOURS):
        for other in around:
            assert index in c.NEIGHBOURS[other]
    assert sum(map(len, c.NEIGHBOURS)) == 2 * 93


def test_section_3_each_citys_link_count_is_the_tables():
    """Section 2's "Links" column, city by city."""
    assert {city.id: len(c.NEIGHBOURS[i]) for i, city in enumerate(c.CITIES)} == TABLE_LINKS


def test_section_3_degree_distribution():
    """ "1 link x1 (Santiago), 2 x4, 3 x12, 4 x16, 5 x13, 6 x2 (Istanbul, Hong Kong)"."""
    degrees = Counter(len(around) for around in c.NEIGHBOURS)
    assert degrees == {1: 1, 2: 4, 3: 12, 4: 16, 5: 13, 6: 2}
    assert near("santiago") == {"lima"}
    assert len(near("istanbul")) == len(near("hong-kong")) == 6


def test_section_3_pacific_wraparound_links():
    """ "San Francisco-Tokyo, San Francisco-Manila, Los Angeles-Sydney"."""
    assert {frozenset(pair) for pair in c.PACIFIC_LINKS} == {
        frozenset(("san-francisco", "tokyo")),
        frozenset(("san-francisco", "manila")),
        frozenset(("los-angeles", "sydney")),
    }
    assert {"tokyo", "manila"} <= near("san-francisco") and "sydney" in near("los-angeles")


def test_section_3_known_errors_of_public_data_are_not_copied():
    """Milan-Algiers does not exist; Khartoum-Kinshasa, Washington-Miami, Chicago-Los
    Angeles, Chicago-Mexico City and Mexico City-Lima do."""
    assert "algiers" not in near("milan")
    assert "kinshasa" in near("khartoum") and "miami" in near("washington")
    assert {"los-angeles", "mexico-city"} <= near("chicago") and "lima" in near("mexico-city")


def test_section_3_diameter_9_atlanta_at_most_7_and_19_links_across_colours():
    """ "graph diameter 9. Atlanta is at most 7 steps from any city. 19 links join cities
    of different colours."""
    assert max(max(distances(x)) for x in range(c.N_CITIES)) == 9
    assert max(distances(c.ATLANTA)) == 7
    cross = [pair for pair in c.LINKS if len({c.CITY_COLOUR[c.CITY_BY_ID[x]] for x in pair}) == 2]
    assert len(cross) == 19


# -- sections 4 and 5: decks and tracks --------------------------------------------------


def test_section_4_five_events_and_4_5_6_epidemics_by_difficulty():
    """ "Use 4, 5 or 6 for the Introductory / Standard / Heroic game"; the 5 Events."""
    assert c.EVENTS == (
        "airlift", "forecast", "government-grant", "one-quiet-night", "resilient-population",
    )  # fmt: skip
    assert c.EVENTS_FR == (
        "Pont aérien", "Prévision", "Subvention publique", "Par une nuit tranquille",
        "Population résiliente",
    )  # fmt: skip
    assert c.EPIDEMICS == {"introductory": 4, "standard": 5, "heroic": 6}
    # "Full player deck: 57 / 58 / 59 cards with 4 / 5 / 6 Epidemics."
    assert [c.N_CITIES + len(c.EVENT_CARDS) + n for n in (4, 5, 6)] == [57, 58, 59]


def test_section_5_infection_rate_track_and_outbreak_track():
    """ "7 spaces, values 2, 2, 2, 3, 3, 4, 4"; "The 8th outbreak loses"; final rates 3/4/4."""
    assert c.INFECTION_RATES == (2, 2, 2, 3, 3, 4, 4)
    assert [c.INFECTION_RATES[n] for n in (4, 5, 6)] == [3, 4, 4]
    assert c.OUTBREAK_LOSS == 8


# -- sections 6 and 7: roles and editions ------------------------------------------------


def test_section_6_seven_roles_in_the_second_edition_with_french_names():
    assert c.ROLES == (
        "contingency-planner", "dispatcher", "medic", "operations-expert",
        "quarantine-specialist", "researcher", "scientist",
    )  # fmt: skip
    assert c.EDITION_ROLES[2] == tuple(range(7))
    fr = {role.id: role.fr for role in c.ROLE_TABLE}
    assert fr["quarantine-specialist"] == "Spécialiste en mise en quarantaine"
    assert fr["contingency-planner"] == "Planificateur d'urgence"
    assert fr["researcher"] == "Chercheuse"


def test_section_7_five_roles_in_the_first_edition_operations_expert_without_flight():
    """ "Five roles: Dispatcher, Medic, Operations Expert, Researcher, Scientist"; the
    Operations Expert "only builds ... no once-per-turn move"; 1st-ed FR "Chercheur"."""
    first = {c.ROLES[i] for i in c.EDITION_ROLES[1]}
    assert first == {"dispatcher", "medic", "operations-expert", "researcher", "scientist"}
    ops = c.ROLE_TABLE[c.OPERATIONS_EXPERT]
    assert ops.builds_without_card and ops.station_flight_editions == (2,)
    assert c.ROLE_TABLE[c.RESEARCHER].fr_first == "Chercheur"


def test_section_6_powers_as_data_flags():
    flags = {
        role.id: {name for name in role._fields[6:] if getattr(role, name) not in (False, (), 5)}
        for role in c.ROLE_TABLE
    }
    assert flags == {
        "contingency-planner": {"stores_events"},
        "dispatcher": {"dispatches"},
        "medic": {"treats_all", "medic_presence"},
        "operations-expert": {"builds_without_card", "station_flight_editions"},
        "quarantine-specialist": {"quarantines"},
        "researcher": {"gives_any_card"},
        "scientist": {"cure_cards"},
    }
    assert c.ROLE_TABLE[c.SCIENTIST].cure_cards == 4 and c.CURE_CARDS == 5
