"""The browser's world map (world.json, drawn by web.js) agrees with the game's data: the 48
cities in index order with their colours, the 93 links with the 3 Pacific ones apart, every
city on the board and on land, and each Pacific link joining the west and the east of the
map (web.js draws it as two half-lines leaving opposite edges)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from meeple.games.pandemic import components as c

WORLD: dict[str, Any] = json.loads(
    (Path(c.__file__).parent / "world.json").read_text(encoding="utf-8")
)
MARGIN = 30  # board units: room for a short name under a city near an edge, its cubes above


def pair(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


def inside(x: float, y: float, points: list[list[float]]) -> bool:
    """Whether (x, y) lies inside the polygon (even-odd rule)."""
    hit = False
    for (x1, y1), (x2, y2) in zip(points, points[-1:] + points[:-1], strict=True):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            hit = not hit
    return hit


def test_the_cities_are_the_games_in_index_order_with_their_colours() -> None:
    cities = WORLD["cities"]
    assert list(cities) == [city.id for city in c.CITIES]
    assert [cities[city.id]["colour"] for city in c.CITIES] == [
        c.COLOURS[city.colour] for city in c.CITIES
    ]


def test_the_links_are_the_games_93_and_the_pacific_ones_are_apart() -> None:
    drawn = [pair(a, b) for a, b in WORLD["links"]]
    pacific = [pair(a, b) for a, b in WORLD["pacific"]]
    assert len(drawn) + len(pacific) == len(set(drawn) | set(pacific)) == 93
    assert set(drawn) | set(pacific) == {pair(a, b) for a, b in c.LINKS}
    assert set(pacific) == {pair(a, b) for a, b in c.PACIFIC_LINKS}


def test_every_city_is_on_the_board_and_on_land() -> None:
    width, height = WORLD["width"], WORLD["height"]
    for city, place in WORLD["cities"].items():
        x, y = place["x"], place["y"]
        assert MARGIN <= x <= width - MARGIN and MARGIN <= y <= height - MARGIN, city
        lands = [shape["name"] for shape in WORLD["land"] if inside(x, y, shape["points"])]
        assert len(lands) == 1, f"{city} is on {lands or 'no land'}"


def test_each_pacific_link_joins_the_west_and_the_east() -> None:
    half = WORLD["width"] / 2
    for a, b in WORLD["pacific"]:
        xs = sorted((WORLD["cities"][a]["x"], WORLD["cities"][b]["x"]))
        assert xs[0] < half < xs[1], (a, b)
    # the other links never cross the map that far: they are drawn as plain lines
    for a, b in WORLD["links"]:
        assert abs(WORLD["cities"][a]["x"] - WORLD["cities"][b]["x"]) < half, (a, b)
