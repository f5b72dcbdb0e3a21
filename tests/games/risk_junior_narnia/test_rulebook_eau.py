"""« Traverser les étendues d'eau »: a river is crossed only by a bridge; the sea only
from port to port along the sea routes; after crossing water the attack has 2 dice; Lac
gelé is an ordinary territory. Example 2: from Cair Paravel to Galma by sea.

The borders come from the map (the view's ``map``), the crossings
from play (:func:`helpers.crossings`), so a new map is checked the same way."""

from __future__ import annotations

from tests.games.risk_junior_narnia.helpers import (
    armies,
    battle,
    captured,
    character,
    crossings,
    game_map,
    ids,
    ids_of,
    owner,
    phase,
    play,
    position,
)


def test_every_border_crossed_as_the_map_says():
    """Land borders: crossable, no water; river borders: only where there is a bridge
    (then a water crossing); sea routes: port to port, a water crossing; nothing else."""
    m = game_map()
    assert len(m["territories"]) == 25
    assert m["rivers"] and m["bridges"] and m["sea_routes"]
    assert not m["rivers"] & m["bridges"]
    for pair in m["rivers"] | m["bridges"]:
        assert pair in m["land"], f"a river border {set(pair)} is no shared border"
    for pair in m["sea_routes"]:
        assert pair <= m["ports"], f"a sea route {set(pair)} not between ports"
    for tid in m["territories"]:
        found = crossings(tid)
        expected: dict[str, bool] = {}
        for pair in m["land"] - m["rivers"]:
            if tid in pair:
                (other,) = pair - {tid}
                expected[other] = pair in m["bridges"]
        for pair in m["sea_routes"]:
            if tid in pair:
                (other,) = pair - {tid}
                expected[other] = True
        assert found == expected, tid


def test_a_river_without_a_bridge_is_not_crossed():
    """« tu ne peux traverser une rivière ... qu'en empruntant un pont »."""
    m = game_map()
    for pair in m["rivers"]:
        a, b = sorted(pair)
        assert b not in crossings(a) and a not in crossings(b)


def test_the_map_is_connected_with_bottlenecks():
    """« rather small, several bottlenecks » (facts): every territory reachable."""
    m = game_map()
    links = {t: set(crossings(t)) for t in m["territories"]}
    seen = {m["territories"][0]}
    todo = list(seen)
    while todo:
        for other in links[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    assert seen == set(m["territories"])
    assert any(len(v) <= 2 for v in links.values())


def _continue_into(src: str, target: str, **fields: str):
    state = position(
        players=3,
        board=f"{src}:red:5+0,{target}:witch:2+0",
        rest="witch:2+0",
        turn="red",
        phase="continue",
        battle=src,
        **fields,
    )
    play(state, f"1:move:{target}:3:0")
    return state


def test_two_attack_dice_after_crossing_water():
    """« Si tu traverses la mer ou un pont pour continuer ton attaque, ta puissance
    d'attaque est réduite à 2 dés. »; « Les défenseurs lancent toujours les 2 dés »."""
    m = game_map()
    for pair in m["bridges"] | m["sea_routes"]:
        a, b = sorted(pair)
        for src, target in ((a, b), (b, a)):
            state = _continue_into(src, target, rolls="1+2/1+3+4")
            assert battle(state)["water"] is True
            assert battle(state)["attack_dice"] == 2 and battle(state)["defence_dice"] == 2
            play(state, "0:roll", "1:roll")
            assert battle(state)["last"] == {"attacker": [1, 3], "defender": [1, 2]}


def test_three_attack_dice_over_a_land_border():
    m = game_map()
    pair = next(iter(sorted(m["land"] - m["rivers"] - m["bridges"], key=sorted)))
    a, b = sorted(pair)
    state = _continue_into(a, b)
    assert battle(state)["water"] is False and battle(state)["attack_dice"] == 3


def test_lac_gele_is_an_ordinary_territory():
    """« Le Lac gelé est considéré comme un territoire normal. Tu ne traverses pas
    d'étendue d'eau pour l'atteindre. »"""
    near = crossings("lac-gele")
    assert near and not any(near.values())
    for other in near:
        assert crossings(other)["lac-gele"] is False
        state = _continue_into(other, "lac-gele")
        assert battle(state)["attack_dice"] == 3


def test_example_2_cair_paravel_to_galma():
    """Exemple 2 : blue has just taken Cair Paravel with 3 fauns, 1 centaur and Peter
    left; it leaves the centaur and Peter behind and moves the 3 fauns to Galma by the
    sea route. The Witch rolls 1 and 4 (no hit); blue, having crossed water, rolls only 2
    dice: 5 and 6, and captures the two boggles."""
    assert crossings("cair-paravel")["galma"] is True
    state = position(
        players=3,
        board="cair-paravel:blue:3+1,galma:witch:2+0,telmar:red:2+0",
        rest="witch:2+0",
        turn="blue",
        phase="continue",
        battle="cair-paravel",
        characters="peter:blue:cair-paravel",
        rolls="1+4/5+6",
    )
    assert "2:move:galma:3:0" in ids_of(state, "2:move:")
    assert "2:move:galma:3:0:peter" in ids_of(state, "2:move:")
    play(state, "2:move:galma:3:0")
    assert armies(state, "cair-paravel") == (0, 1)
    assert character(state, "peter")["territory"] == "cair-paravel"
    b = battle(state)
    assert b["territory"] == "galma" and b["from"] == "cair-paravel" and b["water"]
    assert b["attack_dice"] == 2 and b["attackers"] == {"faun": 3, "centaur": 0}
    assert ids(state) == {"0:roll"}
    play(state, "0:roll")
    assert battle(state)["last"]["defender"] == [1, 4]
    assert battle(state)["attackers"] == {"faun": 3, "centaur": 0}
    play(state, "2:roll")
    assert battle(state)["last"]["attacker"] == [5, 6]
    assert owner(state, "galma") == "blue" and armies(state, "galma") == (3, 0)
    assert captured(state, "blue", "witch") == (2, 0)
    assert phase(state) in ("continue", "draw", "territory")


def test_water_and_a_camp_still_two_dice():
    """Both cuts are the same: a camp reached over water is attacked with 2 dice, not
    1."""
    m = game_map()
    a, b = sorted(next(iter(sorted(m["sea_routes"], key=sorted))))
    state = position(
        players=3,
        board=f"{a}:red:5+0,{b}:witch:2+0:camp",
        rest="witch:2+0",
        turn="red",
        phase="continue",
        battle=a,
    )
    play(state, f"1:move:{b}:3:0")
    assert battle(state)["water"] and battle(state)["attack_dice"] == 2
