"""Pandemic's position notation (the reader refuses what it should, writing and reading
agree along random games, its defaults deal what is left as setup does) and its action ids
(stable, distinct, readable)."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import InvalidConfig
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.notation import action_id
from tests.games.pandemic.faces_helpers import GAME, ids, playout_positions, position

PAWNS = "medic@atlanta,scientist@lagos"


def test_notation_round_trips_along_random_games() -> None:
    """Every position of random games (every player count, difficulty and edition, with
    Epidemics, Forecasts, second choices and the end) reads back from its notation to the
    same state: the same fields, the same config but the roles named, the same views."""
    phases, pendings = set(), set()
    for state in playout_positions(games=24, seed=11):
        text = state.notation()
        again = GAME.from_notation(text)
        assert again.notation() == text
        data, again_data = state.to_json(), again.to_json()
        assert again_data.pop("config")["roles"] == [c.ROLES[role] for role in state.roles]
        config = data.pop("config")
        assert again.config == {**GAME.check_config(config), "roles": again.config["roles"]}
        assert again_data == data
        for seat in (None, *range(state.players)):
            assert again.view(seat) == state.view(seat)
        phases.add(state.phase)
        if state.pending is not None:
            pendings.add(state.pending[0])
    assert len(phases) >= 4 and pa.ORDER in pendings  # the games reached Forecasts and draws


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("cubes=lagos:3", "the pawns field is required"),
        (f"pawns={PAWNS}; rate=2; rate=3", "field 'rate' is given twice"),
        (f"pawns={PAWNS}; depth=3", "unknown field 'depth'"),
        ("pawns=medic@atlanta,medic@lagos", "2 to 4 pawns of different roles"),
        ("pawns=medic@atlanta", "2 to 4 pawns of different roles"),
        ("pawns=nurse@atlanta,medic@lagos", "pawn 'nurse@atlanta' must be role@city"),
        ("pawns=medic@atlantis,scientist@lagos", "unknown city 'atlantis'"),
        (f"pawns={PAWNS}; cubes=lagos:y4", "must be a whole number from 0 to 3"),
        (f"pawns={PAWNS}; cubes=lagos:g1", "a colour letter (b y k r)"),
        (f"pawns={PAWNS}; cubes=lagos", "must be city:COUNTS"),
        (f"pawns={PAWNS}; eradicated=yellow; cubes=lagos:1", "yellow is eradicated, yet cubes"),
        (f"pawns={PAWNS}; outbreaks=9", "outbreaks must be a whole number from 0 to 8"),
        (f"pawns={PAWNS}; rate=7", "rate must be a whole number from 0 to 6"),
        (f"pawns={PAWNS}; hands=paris/paris", "the Player card 'paris' is listed twice"),
        (f"pawns={PAWNS}; hands=paris/-; pdiscard=paris", "'paris' is listed twice"),
        (f"pawns={PAWNS}; hands=epidemic/-", "never in a hand"),
        (f"pawns={PAWNS}; hands=paris", "hands and stored list 2 entries"),
        (f"pawns={PAWNS}; stored=paris/-", "only an Event can be stored"),
        (f"pawns={PAWNS}; idiscard=lagos; ideck=lagos,paris", "Infection card 'lagos' is listed"),
        (f"pawns={PAWNS}; stations=paris,paris", "different cities"),
        (f"pawns={PAWNS}; phase=rest", "phase must be one of"),
        (f"pawns={PAWNS}; actions=0", "needs at least one action left"),
        (f"pawns={PAWNS}; turn=2", "turn must be a whole number from 0 to 1"),
        (f"pawns={PAWNS}; pending=arrive:0", "pending must be KIND:SEAT:ARG:SPENDS"),
        (f"pawns={PAWNS}; result=lost", "result must be one of"),
        (f"pawns={PAWNS}; difficulty=easy", "difficulty must be one of"),
        ("pawns=quarantine-specialist@atlanta,medic@lagos; edition=1", "not in edition 1's box"),
    ],
)
def test_reader_refuses_a_bad_position(text: str, error: str) -> None:
    with pytest.raises(InvalidConfig, match=r"Pandemic notation|edition") as caught:
        GAME.from_notation(text)
    assert error in str(caught.value)


def test_defaults_deal_what_is_left_as_setup_does() -> None:
    """With no decks given, the Player deck holds every City and Event card not elsewhere
    with the Epidemics still to come shuffled in, one per pile, piles as setup makes them;
    the Infection deck every city not in a pile; the supply what the board leaves."""
    state = position(
        PAWNS,
        hands="paris,airlift/lagos",
        pdiscard="cairo",
        premoved="epidemic",
        cubes="lagos:3,paris:b1k2",
        idiscard="lagos,paris",
        difficulty="heroic",
    )
    held = [card for hand in state.hands for card in hand]
    player_cards = [*state.pdeck, *state.pdiscard, *state.premoved, *held]
    assert Counter(player_cards) == Counter([*range(c.EPIDEMIC), *[c.EPIDEMIC] * 6])
    assert [pile.count(c.EPIDEMIC) for pile in state.player_runs()] == [1] * 5
    assert [len(pile) for pile in state.player_runs()] == [10, 11, 11, 11, 11]  # small: bottom
    assert sorted(state.ideck) == sorted(set(range(c.N_CITIES)) - {17, 8})
    assert state.iruns == [46] and state.iknown == [0]
    assert state.supply == [24 - 1, 24 - 3, 24 - 2, 24]
    assert state.cubes[c.CITY_BY_ID["lagos"] * 4 + c.YELLOW] == 3
    assert state.stations == [c.ATLANTA] and state.to_move() == 0


def test_decks_read_top_first_with_their_piles_and_runs() -> None:
    state = position(
        PAWNS,
        pdeck="paris,epidemic|lagos,cairo,epidemic",
        ideck="[tokyo,osaka]|lima,bogota",
    )
    deck = [c.CARD_IDS[card] for card in state.pdeck]  # bottom first
    assert deck == ["epidemic", "cairo", "lagos", "epidemic", "paris"]
    assert state.pruns == [3, 2]
    ideck = [c.CITIES[city].id for city in state.ideck]
    assert ideck == ["bogota", "lima", "osaka", "tokyo"] and state.iknown == [0, 1]
    assert "ideck=[tokyo,osaka]|lima,bogota" in state.notation()
    assert "pdeck=paris,epidemic|lagos,cairo,epidemic" in state.notation()


def test_a_pending_choice_reads_back() -> None:
    expert = "operations-expert@atlanta,medic@lagos"
    state = position(expert, pending="arrive:0:paris:1", flew=1, pdiscard="paris")
    assert state.to_move() == 0 and ids(state) >= {"0:arrive:tokyo", "0:arrive:lagos"}
    assert "pending=arrive:0:paris:1" in state.notation()


@pytest.mark.parametrize(
    ("kind", "seat", "a", "b", "text"),
    [
        (pa.DRIVE, 0, "chicago", 0, "0:drive:chicago"),
        (pa.DRIVE, 1, "chicago", 2, "1:drive:2:chicago"),
        (pa.CHARTER, 3, "sao-paulo", 3, "3:charter-flight:sao-paulo"),
        (pa.DISPATCH, 1, "lagos", 0, "1:dispatch:0:lagos"),
        (pa.AIRLIFT, 1, "lagos", 2, "1:airlift:2:lagos"),
        (pa.AIRLIFT, 1, "lagos", 1, "1:airlift:1:lagos"),
        (pa.GIVE, 0, "paris", 1, "0:give:1:paris"),
        (pa.TAKE, 2, "paris", 0, "2:take:0:paris"),
        (pa.TREAT, 0, 1, 0, "0:treat:yellow"),
        (pa.CURE, 0, 3, 0, "0:cure:red"),
        (pa.STATION_FLIGHT, 0, "paris", 0, "0:station-flight:paris"),
        (pa.DISCARD, 1, "forecast", 0, "1:discard:forecast"),
        (pa.PLAN, 1, "airlift", 0, "1:plan:airlift"),
        (pa.RESILIENT, 0, "lima", 0, "0:resilient-population:lima"),
        (pa.ORDER, 0, "lima", 0, "0:order:lima"),
        (pa.FIRST, 0, 2, 0, "0:first:2"),
        (pa.QUIET_NIGHT, 3, 0, 0, "3:one-quiet-night"),
        (pa.DRAW, 0, 0, 0, "0:draw"),
    ],
)
def test_action_ids_name_their_arguments(
    kind: int, seat: int, a: int | str, b: int, text: str
) -> None:
    value = c.CARD_BY_ID[a] if isinstance(a, str) else a
    assert action_id(None, pa.pack(kind, seat, value, b)) == text


def test_every_action_of_the_space_has_its_own_id() -> None:
    space = GAME.action_space(GAME.check_config({"players": 4}))
    names = [action_id(None, action) for action in space]
    assert len(set(names)) == len(space)
    assert not [name for name in names if " " in name or not name[0].isdigit()]


SPECIAL = [
    "cured=blue,yellow,black; eradicated=red; result=won",
    "cubes=tokyo:3,osaka:3; result=cubes:red; outbreaks=5",
    "outbreaks=8; result=outbreaks; phase=infect; infect=1",
    "pdeck=-; result=player-deck; phase=draw; actions=0",
    "stations=atlanta,lagos,paris,tokyo,cairo,lima; hands=milan/-;"
    " pending=relocate:0:milan:1; phase=actions; actions=3",
    "hands=paris,london,milan,essen,madrid,new-york/-; pending=keep:0:blue:1; chosen=paris",
    "pending=order:1:0:0; forecast=lima,tokyo,osaka; chosen=paris,cairo;"
    " ideck=bogota,delhi; pdiscard=forecast",
    "phase=epidemic; epidemics=1; rate=2; premoved=epidemic,epidemic; quiet=1",
    "phase=intensify; hands=-/resilient-population; idiscard=lima,tokyo; rate=1",
    "phase=first-player; hands=chicago/lima; first_player_tie=choice",
    "stored=-/-; hands=airlift,one-quiet-night/-; phase=infect; infect=2; quiet=1",
]


@pytest.mark.parametrize("fields", SPECIAL)
def test_special_positions_round_trip_with_their_labels(fields: str) -> None:
    """Positions random games rarely reach (a win, each loss, each second choice, the
    Epidemic's windows, a tie for first player) read back the same, and every label, the
    text and the status read in both languages."""
    state = GAME.from_notation(f"pawns={PAWNS}; {fields}")
    text = state.notation()
    again = GAME.from_notation(text)
    assert again.notation() == text and again.to_json() == state.to_json()
    for seat in (None, 0, 1):
        assert again.view(seat) == state.view(seat)
        for lang in ("en", "fr"):
            board = state.render_text(seat, lang)
            assert "{" not in board and "pandemic." not in board
    for action in state.legal_actions():
        for lang in ("en", "fr"):
            label = state.action_label(action, lang)
            assert "{" not in label and "pandemic." not in label, label


# The example for RULES.md's "Position notation" section (one line, wrapped there).
EXAMPLE = (
    "pawns=medic@lagos,scientist@atlanta; hands=kinshasa,khartoum,airlift/paris,london,milan;"
    " cubes=lagos:3,kinshasa:y2,cairo:k1r1; stations=atlanta,lagos; cured=red; outbreaks=2;"
    " rate=1; pdeck=tokyo,epidemic,lima|seoul,osaka,epidemic; premoved=epidemic;"
    " ideck=[cairo,lagos]|bogota,lima; idiscard=khartoum; turn=1; actions=3"
)


def test_the_example_reads_as_described() -> None:
    """The Scientist's turn with 3 actions left; a Forecast put Cairo then Lagos on top
    of the Infection deck; the top Player pile still holds its Epidemic."""
    state = GAME.from_notation(EXAMPLE)
    view = state.view(0)
    assert state.to_move() == 1 and view["turn"]["actions_left"] == 3
    assert view["forecast"] == ["cairo", "lagos"] and view["infection_rate"] == 2
    assert view["player_deck_piles"] == [
        {"cards": 3, "epidemic": True},
        {"cards": 3, "epidemic": True},
    ]
    assert view["cities"][c.CITY_BY_ID["cairo"]]["cubes"] == {
        "blue": 0,
        "yellow": 0,
        "black": 1,
        "red": 1,
    }
    assert view["cures"]["red"] == "cured" and view["supply"]["yellow"] == 24 - 5
    assert view["epidemics"] == {"drawn": 1, "total": 5, "to_resolve": 0}
