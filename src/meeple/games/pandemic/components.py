"""Pandemic's components, as data: cities and their links, cards, tracks, roles.

Every figure is from ``shared/rules/pandemic.facts.md`` (RULES.md says which section).
Cities, cards, colours and roles are small integers (their index in the tables below) so
the rules keep them in flat lists. City index = the order of the facts sheet's section 2
table; city ids are the English name, lower case, spaces to "-", dots and accents dropped.
"""

from __future__ import annotations

from typing import NamedTuple

# -- diseases (section 1: no names in the base game, only colours) ------------------------

BLUE, YELLOW, BLACK, RED = range(4)
COLOURS = ("blue", "yellow", "black", "red")
COLOURS_FR = ("bleu", "jaune", "noir", "rouge")
N_COLOURS = 4
CUBES_PER_COLOUR = 24
TOTAL_CUBES = CUBES_PER_COLOUR * N_COLOURS  # 96
MAX_CUBES = 3  # per colour in a city: a 4th cube is an outbreak instead

# -- the 48 cities (section 2) ------------------------------------------------------------


class City(NamedTuple):
    id: str
    en: str
    fr: str  # as printed on the French card
    colour: int
    population: int  # printed on the card; decides the first player (section 8)


CITIES: tuple[City, ...] = (
    City("atlanta", "Atlanta", "Atlanta", BLUE, 4_715_000),
    City("chicago", "Chicago", "Chicago", BLUE, 9_121_000),
    City("essen", "Essen", "Essen", BLUE, 575_000),
    City("london", "London", "Londres", BLUE, 8_586_000),
    City("madrid", "Madrid", "Madrid", BLUE, 5_427_000),
    City("milan", "Milan", "Milan", BLUE, 5_232_000),
    City("montreal", "Montreal", "Montréal", BLUE, 3_429_000),
    City("new-york", "New York", "New York", BLUE, 20_464_000),
    City("paris", "Paris", "Paris", BLUE, 10_755_000),
    City("san-francisco", "San Francisco", "San Francisco", BLUE, 5_864_000),
    City("st-petersburg", "St. Petersburg", "Saint-Pétersbourg", BLUE, 4_879_000),
    City("washington", "Washington", "Washington", BLUE, 4_679_000),
    City("bogota", "Bogota", "Bogotá", YELLOW, 8_702_000),
    City("buenos-aires", "Buenos Aires", "Buenos Aires", YELLOW, 13_639_000),
    City("johannesburg", "Johannesburg", "Johannesburg", YELLOW, 3_888_000),
    City("khartoum", "Khartoum", "Khartoum", YELLOW, 4_887_000),
    City("kinshasa", "Kinshasa", "Kinshasa", YELLOW, 9_046_000),
    City("lagos", "Lagos", "Lagos", YELLOW, 11_547_000),
    City("lima", "Lima", "Lima", YELLOW, 9_121_000),
    City("los-angeles", "Los Angeles", "Los Angeles", YELLOW, 14_900_000),
    City("mexico-city", "Mexico City", "Mexico", YELLOW, 19_463_000),
    City("miami", "Miami", "Miami", YELLOW, 5_582_000),
    City("santiago", "Santiago", "Santiago", YELLOW, 6_015_000),
    City("sao-paulo", "Sao Paulo", "São Paulo", YELLOW, 20_186_000),
    City("algiers", "Algiers", "Alger", BLACK, 2_946_000),
    City("baghdad", "Baghdad", "Bagdad", BLACK, 6_204_000),
    City("cairo", "Cairo", "Le Caire", BLACK, 14_718_000),
    City("chennai", "Chennai", "Chennai", BLACK, 8_865_000),
    City("delhi", "Delhi", "Delhi", BLACK, 22_242_000),
    City("istanbul", "Istanbul", "Istanbul", BLACK, 13_576_000),
    City("karachi", "Karachi", "Karachi", BLACK, 20_711_000),
    City("kolkata", "Kolkata", "Calcutta", BLACK, 14_374_000),
    City("moscow", "Moscow", "Moscou", BLACK, 15_512_000),
    City("mumbai", "Mumbai", "Mumbai", BLACK, 16_910_000),
    City("riyadh", "Riyadh", "Riyad", BLACK, 5_037_000),
    City("tehran", "Tehran", "Téhéran", BLACK, 7_419_000),
    City("bangkok", "Bangkok", "Bangkok", RED, 7_151_000),
    City("beijing", "Beijing", "Pékin", RED, 17_311_000),
    City("ho-chi-minh-city", "Ho Chi Minh City", "Hô-Chi-Minh-Ville", RED, 8_314_000),
    City("hong-kong", "Hong Kong", "Hong Kong", RED, 7_106_000),
    City("jakarta", "Jakarta", "Jakarta", RED, 26_063_000),
    City("manila", "Manila", "Manille", RED, 20_767_000),
    City("osaka", "Osaka", "Osaka", RED, 2_871_000),
    City("seoul", "Seoul", "Séoul", RED, 22_547_000),
    City("shanghai", "Shanghai", "Shanghai", RED, 13_482_000),
    City("sydney", "Sydney", "Sydney", RED, 3_785_000),
    City("taipei", "Taipei", "Taipei", RED, 8_338_000),
    City("tokyo", "Tokyo", "Tokyo", RED, 13_189_000),
)
N_CITIES = len(CITIES)
CITY_BY_ID = {city.id: index for index, city in enumerate(CITIES)}
CITY_COLOUR: tuple[int, ...] = tuple(city.colour for city in CITIES)
CITY_POPULATION: tuple[int, ...] = tuple(city.population for city in CITIES)
ATLANTA = CITY_BY_ID["atlanta"]  # the CDC: pawns and the first research station start here
# The cities of each colour, in index order (12 each).
CITIES_OF_COLOUR: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, city in enumerate(CITIES) if city.colour == colour) for colour in range(4)
)

# -- the 93 connections (section 3), every pair once ---------------------------------------

LINKS: tuple[tuple[str, str], ...] = (
    ("algiers", "cairo"),
    ("algiers", "istanbul"),
    ("algiers", "madrid"),
    ("algiers", "paris"),
    ("atlanta", "chicago"),
    ("atlanta", "miami"),
    ("atlanta", "washington"),
    ("baghdad", "cairo"),
    ("baghdad", "istanbul"),
    ("baghdad", "karachi"),
    ("baghdad", "riyadh"),
    ("baghdad", "tehran"),
    ("bangkok", "chennai"),
    ("bangkok", "ho-chi-minh-city"),
    ("bangkok", "hong-kong"),
    ("bangkok", "jakarta"),
    ("bangkok", "kolkata"),
    ("beijing", "seoul"),
    ("beijing", "shanghai"),
    ("bogota", "buenos-aires"),
    ("bogota", "lima"),
    ("bogota", "mexico-city"),
    ("bogota", "miami"),
    ("bogota", "sao-paulo"),
    ("buenos-aires", "sao-paulo"),
    ("cairo", "istanbul"),
    ("cairo", "khartoum"),
    ("cairo", "riyadh"),
    ("chennai", "delhi"),
    ("chennai", "jakarta"),
    ("chennai", "kolkata"),
    ("chennai", "mumbai"),
    ("chicago", "los-angeles"),
    ("chicago", "mexico-city"),
    ("chicago", "montreal"),
    ("chicago", "san-francisco"),
    ("delhi", "karachi"),
    ("delhi", "kolkata"),
    ("delhi", "mumbai"),
    ("delhi", "tehran"),
    ("essen", "london"),
    ("essen", "milan"),
    ("essen", "paris"),
    ("essen", "st-petersburg"),
    ("ho-chi-minh-city", "hong-kong"),
    ("ho-chi-minh-city", "jakarta"),
    ("ho-chi-minh-city", "manila"),
    ("hong-kong", "kolkata"),
    ("hong-kong", "manila"),
    ("hong-kong", "shanghai"),
    ("hong-kong", "taipei"),
    ("istanbul", "milan"),
    ("istanbul", "moscow"),
    ("istanbul", "st-petersburg"),
    ("jakarta", "sydney"),
    ("johannesburg", "khartoum"),
    ("johannesburg", "kinshasa"),
    ("karachi", "mumbai"),
    ("karachi", "riyadh"),
    ("karachi", "tehran"),
    ("khartoum", "kinshasa"),
    ("khartoum", "lagos"),
    ("kinshasa", "lagos"),
    ("lagos", "sao-paulo"),
    ("lima", "mexico-city"),
    ("lima", "santiago"),
    ("london", "madrid"),
    ("london", "new-york"),
    ("london", "paris"),
    ("los-angeles", "mexico-city"),
    ("los-angeles", "san-francisco"),
    ("los-angeles", "sydney"),
    ("madrid", "new-york"),
    ("madrid", "paris"),
    ("madrid", "sao-paulo"),
    ("manila", "san-francisco"),
    ("manila", "sydney"),
    ("manila", "taipei"),
    ("mexico-city", "miami"),
    ("miami", "washington"),
    ("milan", "paris"),
    ("montreal", "new-york"),
    ("montreal", "washington"),
    ("moscow", "st-petersburg"),
    ("moscow", "tehran"),
    ("new-york", "washington"),
    ("osaka", "taipei"),
    ("osaka", "tokyo"),
    ("san-francisco", "tokyo"),
    ("seoul", "shanghai"),
    ("seoul", "tokyo"),
    ("shanghai", "taipei"),
    ("shanghai", "tokyo"),
)
# The three links that leave one edge of the map and come back at the other.
PACIFIC_LINKS: tuple[tuple[str, str], ...] = (
    ("manila", "san-francisco"),
    ("san-francisco", "tokyo"),
    ("los-angeles", "sydney"),
)


def _neighbours() -> tuple[tuple[int, ...], ...]:
    around: list[set[int]] = [set() for _ in CITIES]
    for a, b in LINKS:
        around[CITY_BY_ID[a]].add(CITY_BY_ID[b])
        around[CITY_BY_ID[b]].add(CITY_BY_ID[a])
    return tuple(tuple(sorted(near)) for near in around)


# NEIGHBOURS[city]: the connected cities, by index (links are undirected).
NEIGHBOURS: tuple[tuple[int, ...], ...] = _neighbours()

# -- player cards (section 4) -------------------------------------------------------------

# Card ids: 0-47 the City cards (same index as the city), 48-52 the Events, 53 an Epidemic.
AIRLIFT, FORECAST, GOVERNMENT_GRANT, ONE_QUIET_NIGHT, RESILIENT_POPULATION = range(48, 53)
EPIDEMIC = 53
N_CARD_KINDS = 54
EVENTS = ("airlift", "forecast", "government-grant", "one-quiet-night", "resilient-population")
EVENTS_EN = ("Airlift", "Forecast", "Government Grant", "One Quiet Night", "Resilient Population")
EVENTS_FR = (
    "Pont aérien", "Prévision", "Subvention publique", "Par une nuit tranquille",
    "Population résiliente",
)  # fmt: skip
EVENT_CARDS: tuple[int, ...] = tuple(range(AIRLIFT, EPIDEMIC))
CARD_IDS: tuple[str, ...] = (*(city.id for city in CITIES), *EVENTS, "epidemic")
CARD_BY_ID = {card: index for index, card in enumerate(CARD_IDS)}

# Epidemic cards per difficulty, as the published game names the levels.
DIFFICULTIES = ("introductory", "standard", "heroic")
EPIDEMICS = {"introductory": 4, "standard": 5, "heroic": 6}
EPIDEMICS_IN_BOX = 6
FORECAST_CARDS = 6  # Forecast: the top 6 Infection cards

# -- tracks (section 5) --------------------------------------------------------------------

INFECTION_RATES = (2, 2, 2, 3, 3, 4, 4)  # the marker starts on the first space
OUTBREAK_LOSS = 8  # the 8th outbreak (the skull) loses; the track reads 0-8

# -- setup, turn and limits (sections 8 and 9) ---------------------------------------------

RESEARCH_STATIONS = 6
# The initial infection: 3 cards with 3 cubes, 3 with 2, 3 with 1 (18 cubes).
INITIAL_INFECTIONS = (3, 3, 3, 2, 2, 2, 1, 1, 1)
CARDS_DEALT = {2: 4, 3: 3, 4: 2}  # starting hand per player count
ACTIONS_PER_TURN = 4
CARDS_DRAWN_PER_TURN = 2
HAND_LIMIT = 7
CURE_CARDS = 5  # City cards of one colour to discover a cure (4 for the Scientist)

# Cure markers: not cured, cured (vial side), eradicated (flipped).
NOT_CURED, CURED, ERADICATED = range(3)
CURE_STATES = ("none", "cured", "eradicated")

# -- roles (sections 6 and 7) --------------------------------------------------------------


class Role(NamedTuple):
    id: str
    en: str
    fr: str  # 2nd-edition French card
    fr_first: str  # 1st-edition French name ("" for a role created in 2013)
    pawn: str  # pawn colour
    editions: tuple[int, ...]  # the editions whose box holds the role
    # Powers, as flags the rules read (section 6); RULES.md maps each to its tests.
    cure_cards: int = CURE_CARDS  # City cards needed for a cure
    treats_all: bool = False  # Treat Disease removes every cube of the colour
    medic_presence: bool = False  # clears and blocks cured colours in his city, free
    quarantines: bool = False  # no cube, no outbreak in her city and its neighbours
    gives_any_card: bool = False  # shares any City card out of her hand, not only a match
    builds_without_card: bool = False  # builds a station without discarding
    station_flight_editions: tuple[int, ...] = ()  # once a turn, from a station, any card
    dispatches: bool = False  # moves other pawns (to a pawn, or as his own)
    stores_events: bool = False  # takes an Event back from the discard, stores one


ROLE_TABLE: tuple[Role, ...] = (
    Role("contingency-planner", "Contingency Planner", "Planificateur d'urgence", "", "teal",
         (2,), stores_events=True),
    Role("dispatcher", "Dispatcher", "Répartiteur", "Répartiteur", "pink", (1, 2),
         dispatches=True),
    Role("medic", "Medic", "Médecin", "Médecin", "orange", (1, 2), treats_all=True,
         medic_presence=True),
    Role("operations-expert", "Operations Expert", "Expert aux opérations",
         "Expert aux opérations", "light green", (1, 2), builds_without_card=True,
         station_flight_editions=(2,)),
    Role("quarantine-specialist", "Quarantine Specialist", "Spécialiste en mise en quarantaine",
         "", "dark green", (2,), quarantines=True),
    Role("researcher", "Researcher", "Chercheuse", "Chercheur", "brown", (1, 2),
         gives_any_card=True),
    Role("scientist", "Scientist", "Scientifique", "Scientifique", "white", (1, 2),
         cure_cards=4),
)  # fmt: skip
ROLES: tuple[str, ...] = tuple(role.id for role in ROLE_TABLE)
ROLE_BY_ID = {role: index for index, role in enumerate(ROLES)}
(
    CONTINGENCY_PLANNER, DISPATCHER, MEDIC, OPERATIONS_EXPERT, QUARANTINE_SPECIALIST,
    RESEARCHER, SCIENTIST,
) = range(7)  # fmt: skip
EDITIONS = (1, 2)
# The roles in each edition's box, in index order: 5 in 2008, 7 in 2013.
EDITION_ROLES: dict[int, tuple[int, ...]] = {
    edition: tuple(i for i, role in enumerate(ROLE_TABLE) if edition in role.editions)
    for edition in EDITIONS
}
