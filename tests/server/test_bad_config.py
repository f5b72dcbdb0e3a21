"""POST /api/tables with a bad configuration or bad seats: a 4xx whose reason names what
was wrong (the lobby shows that reason as it is), never a 500, and no table is made."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

HUGE_DIGITS = "9" * 5000  # int() refuses more than 4,300 digits

ONE_SEAT = [{"kind": "me"}]
TWO_SEATS = [{"kind": "me"}, {"kind": "bot"}]

BAD_CONFIGS: dict[str, tuple[str, dict[str, Any], list[dict[str, Any]], str]] = {
    "adventurers a number": (
        "forbidden-island",
        {"players": 2, "adventurers": 5},
        TWO_SEATS,
        "option adventurers takes a list",
    ),
    "adventurers of a desert a number": (
        "forbidden-desert",
        {"players": 2, "adventurers": 5},
        TWO_SEATS,
        "option adventurers takes a list",
    ),
    "adventurers not names": (
        "forbidden-island",
        {"players": 2, "adventurers": [1, 2]},
        TWO_SEATS,
        "option adventurers: 1 is not one of",
    ),
    "adventurers too few": (
        "forbidden-island",
        {"players": 2, "adventurers": ["pilot"]},
        TWO_SEATS,
        "adventurers lists 1 choice(s) for 2 players",
    ),
    "monsters a number": (
        "portal-dash",
        {"players": 1, "level": "custom", "monsters": 5},
        ONE_SEAT,
        "option monsters takes a list",
    ),
    "monsters an object": (
        "portal-dash",
        {"players": 1, "level": "custom", "monsters": {"hoglin": 1}},
        ONE_SEAT,
        "option monsters takes a list",
    ),
    "players a superscript digit": ("portal-dash", {"players": "²"}, ONE_SEAT, "players must be"),
    "players 5,000 digits": ("portal-dash", {"players": HUGE_DIGITS}, ONE_SEAT, "players must be"),
    "players true": ("portal-dash", {"players": True}, ONE_SEAT, "players must be"),
    "players too many": ("portal-dash", {"players": 5}, ONE_SEAT, "1 to 4 players, not 5"),
    "level true": ("portal-dash", {"players": 1, "level": True}, ONE_SEAT, "option level"),
    "level decimal": ("portal-dash", {"players": 1, "level": 1.0}, ONE_SEAT, "option level"),
    "boards decimal": (
        "portal-dash",
        {"players": 1, "level": "custom", "boards": 2.0},
        ONE_SEAT,
        "option boards must be one of 2, 3, 4, 5, 6, 7, 8, not 2.0",
    ),
    "boss a list": ("portal-dash", {"players": 1, "boss": ["wildfire"]}, ONE_SEAT, "option boss"),
    "bool a number": ("doodle-jump", {"players": 2, "tiles": 1}, TWO_SEATS, "option tiles"),
    "bool null": (
        "risk-junior-narnia",
        {"players": 2, "woods": None},
        TWO_SEATS,
        "option woods must be true or false",
    ),
    "word a number": ("doodle-jump", {"players": 2, "variant": 2}, TWO_SEATS, "option variant"),
    "unknown option": (
        "doodle-jump",
        {"players": 2, "colour": "red"},
        TWO_SEATS,
        "doodle-jump has no option 'colour'",
    ),
    "too many seats": ("portal-dash", {"players": 1}, TWO_SEATS, "2 seat(s) given for 1"),
    "no seats": ("portal-dash", {"players": 1}, [], "0 seat(s) given for 1"),
    "unknown bot": (
        "portal-dash",
        {"players": 1},
        [{"kind": "bot", "bot": "genius"}],
        "unknown bot 'genius'",
    ),
}


@pytest.mark.parametrize(
    ("game", "config", "seats", "reason"), BAD_CONFIGS.values(), ids=BAD_CONFIGS.keys()
)
def test_a_bad_config_is_a_400_naming_the_option_and_makes_no_table(
    client: TestClient, game: str, config: dict[str, Any], seats: list[Any], reason: str
) -> None:
    response = client.post("/api/tables", json={"game": game, "config": config, "seats": seats})
    assert response.status_code == 400, response.text
    detail = response.json()["detail"]
    assert isinstance(detail, str) and reason in detail  # the lobby's banner shows it
    assert len(detail) < 300  # a huge value is not echoed back whole
    assert stored_tables(client) == 0


BAD_SHAPES: dict[str, Any] = {
    "seats not a list": {"game": "portal-dash", "config": {"players": 1}, "seats": "me"},
    "a seat not an object": {"game": "portal-dash", "config": {"players": 1}, "seats": [5]},
    "a seat of no kind": {"game": "portal-dash", "seats": [{"kind": "robot"}]},
    "a bot's name not a text": {"game": "portal-dash", "seats": [{"kind": "bot", "bot": 5}]},
    "config not an object": {"game": "portal-dash", "config": [1], "seats": ONE_SEAT},
}


@pytest.mark.parametrize("body", BAD_SHAPES.values(), ids=BAD_SHAPES.keys())
def test_a_request_of_the_wrong_shape_is_a_422_and_makes_no_table(
    client: TestClient, body: dict[str, Any]
) -> None:
    response = client.post("/api/tables", json=body)
    assert response.status_code == 422, response.text
    assert stored_tables(client) == 0


def test_a_player_count_of_5000_digits_as_a_json_number_is_refused(client: TestClient) -> None:
    """The JSON number itself cannot be read (Python's int limit): a 4xx, not a 500."""
    body = '{"game": "portal-dash", "config": {"players": %s}, "seats": [{"kind": "me"}]}'
    response = client.post(
        "/api/tables",
        content=body % HUGE_DIGITS,
        headers={"Content-Type": "application/json"},
    )
    assert 400 <= response.status_code < 500, response.text
    assert stored_tables(client) == 0


def test_good_values_of_each_kind_still_make_a_table(client: TestClient) -> None:
    config = {"players": 1, "level": "custom", "boards": 3, "monsters": ["blaze"]}
    response = client.post(
        "/api/tables", json={"game": "portal-dash", "config": config, "seats": ONE_SEAT}
    )
    assert response.status_code == 201, response.text
    stored = client.app.state.hub.store.tables()  # type: ignore[attr-defined]
    assert [table.config["boards"] for table in stored] == [3]
    assert type(stored[0].config["boards"]) is int


def stored_tables(client: TestClient) -> int:
    return len(client.app.state.hub.store.tables())  # type: ignore[attr-defined]
