"""Pandemic's observation tensor (tensor.py): one shape for every configuration, values in
[0, 1], seat-relative, written only from what the seat sees (unchanged under resample, and
blind to the decks' order), yet changing with what the seat does see."""

from __future__ import annotations

import math

from meeple.engine import Rng
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic import tensor as pt
from meeple.games.pandemic.rules import PandemicState
from tests.games.pandemic.faces_helpers import CONFIGS, GAME, play, playout_positions, position


def tensor(state: PandemicState, seat: int) -> list[float]:
    out = [0.0] * pt.SIZE
    GAME.write_tensor(state, seat, out)
    return out


def piece(values: list[float], name: str) -> list[float]:
    size = math.prod(pt.spec({})[name])
    return values[pt.OFFSET[name] : pt.OFFSET[name] + size]


def test_one_shape_for_every_configuration() -> None:
    shapes = {tuple(GAME.tensor_spec(GAME.check_config(config)).items()) for config in CONFIGS}
    assert len(shapes) == 1
    assert sum(math.prod(shape) for _, shape in shapes.pop()) == pt.SIZE


def test_values_lie_in_0_1_and_resample_changes_nothing() -> None:
    """Along random games, every seat's tensor has every value in [0, 1] and is the same
    for every redraw of what that seat cannot see."""
    rng = Rng(8)
    checked = 0
    for state in playout_positions(games=12, seed=3):
        for seat in range(state.players):
            values = tensor(state, seat)
            assert all(0.0 <= value <= 1.0 for value in values)
            if rng.below(3) == 0:
                assert tensor(state.resample(seat, Rng(rng.next64())), seat) == values
                checked += 1
    assert checked > 100


def test_the_decks_order_is_not_in_the_tensor() -> None:
    one = position("medic@atlanta,scientist@lagos", pdeck="paris,epidemic|tokyo,lima,epidemic")
    two = position("medic@atlanta,scientist@lagos", pdeck="epidemic,tokyo|epidemic,paris,lima")
    assert tensor(one, 0) == tensor(two, 0)
    three = position("medic@atlanta,scientist@lagos", ideck="lima,tokyo|osaka,paris")
    four = position("medic@atlanta,scientist@lagos", ideck="tokyo,lima|paris,osaka")
    assert tensor(three, 1) == tensor(four, 1)
    known = position("medic@atlanta,scientist@lagos", ideck="[lima,tokyo]|osaka,paris")
    other = position("medic@atlanta,scientist@lagos", ideck="[tokyo,lima]|osaka,paris")
    assert tensor(known, 1) != tensor(other, 1)  # a Forecast's order is seen


def test_seats_are_relative_to_the_observer() -> None:
    state = position("medic@atlanta,scientist@lagos,researcher@cairo", hands="-/paris/-")
    lagos, paris = c.CITY_BY_ID["lagos"], c.CITY_BY_ID["paris"]
    for seat, relative in ((1, 0), (0, 1), (2, 2)):
        values = tensor(state, seat)
        cities = piece(values, "cities")
        assert cities[lagos * pt.CITY_FEATURES + pt.F_PAWN + relative] == 1.0
        assert piece(values, "hands")[relative * pt.N_HAND + paris] == 1.0
        assert piece(values, "roles")[relative * len(c.ROLES) + c.SCIENTIST] == 1.0
    assert piece(tensor(state, 0), "present") == [1.0, 1.0, 1.0, 0.0]


def test_what_the_seat_sees_changes_the_tensor() -> None:
    """Cubes, cures, the markers and the turn each move their piece."""
    state = position("medic@atlanta,scientist@lagos", cubes="lagos:2", hands="lagos/-")
    before = tensor(state, 0)
    lagos = c.CITY_BY_ID["lagos"]
    assert piece(before, "cities")[lagos * pt.CITY_FEATURES + c.YELLOW] == 2 / 3
    assert piece(before, "supply")[c.YELLOW] == 22 / 24
    assert piece(before, "actions_left") == [1.0]
    play(state, "0:drive:miami")
    after = tensor(state, 0)
    assert piece(after, "actions_left") == [0.75]
    assert before != after
    cured = position("medic@atlanta,scientist@lagos", cured="red", outbreaks=4, rate=3)
    values = tensor(cured, 0)
    assert piece(values, "cures")[c.RED * 3 + c.CURED] == 1.0
    assert piece(values, "outbreaks")[4] == 1.0 and piece(values, "infection_rate")[3] == 1.0


def test_a_forecast_and_a_second_choice_show_on_their_cities() -> None:
    """While a Forecast is put back, the cards still to place and the order chosen so far;
    once back, the known top of the deck; while a 7th station waits, where it goes."""
    city = c.CITY_BY_ID
    ordering = position(
        "medic@atlanta,scientist@lagos",
        pending="order:0:0:0",
        forecast="lima,tokyo",
        chosen="paris,cairo",
        pdiscard="forecast",
    )
    cities = piece(tensor(ordering, 1), "cities")
    at = pt.CITY_FEATURES
    assert cities[city["lima"] * at + pt.F_CHOICE] == 1.0
    assert cities[city["paris"] * at + pt.F_FORECAST_PLACED] == 1.0
    assert cities[city["cairo"] * at + pt.F_FORECAST_PLACED] == 5 / 6
    assert piece(tensor(ordering, 1), "pending")[pt.PENDING_KINDS.index(pa.ORDER)] == 1.0
    known = position("medic@atlanta,scientist@lagos", ideck="[paris,cairo]|lima,tokyo")
    cities = piece(tensor(known, 0), "cities")
    assert cities[city["paris"] * at + pt.F_KNOWN_TOP] == 1.0
    assert cities[city["cairo"] * at + pt.F_TOP_RUN] == 1.0
    assert cities[city["lima"] * at + pt.F_TOP_RUN] == 0.0
    relocating = position(
        "medic@atlanta,scientist@lagos",
        stations="atlanta,lagos,paris,tokyo,cairo,lima",
        pending="relocate:0:milan:1",
    )
    assert piece(tensor(relocating, 0), "cities")[city["milan"] * at + pt.F_CHOICE] == 1.0
