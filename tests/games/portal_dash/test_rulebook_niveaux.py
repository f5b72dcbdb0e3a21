"""§X « Autres niveaux »: « Parcours : Utilisez au moins 2 plateaux [...] Chaque plateau
supplémentaire augmente le niveau de 2. Types de monstres : [...] Chaque type de monstre
supplémentaire (Hoglins, Blazes, Wither Squelettes) augmente le niveau de 1. » ; « Tournée
sur leur face Facile, leur fiche augmente le niveau de 1 ; sur leur face Difficile, de
2. » ; « Exemples : Pour une partie avec 3 plateaux (+2), les Hoglins et les Blazes (+2),
et le Brasier Volant sur sa face Difficile (+2), le niveau de difficulté est de 6. Tout
comme une partie avec 4 plateaux (+4), uniquement les Hoglins (+1) et un Boss final sur
sa face Facile (+1). » Levels 1 to 5 as the text sets them up."""

from __future__ import annotations

from typing import Any

import pytest

from meeple.engine.errors import InvalidConfig
from meeple.games.portal_dash.levels import level_number
from tests.games.portal_dash.rulebook import GAME, boss, view

BASE = {"magma_cube", "ghast", "enderman"}


def kinds_in_play(v: dict[str, Any]) -> set[str]:
    return {m["kind"] for m in v["monsters"]} | {m["kind"] for m in v["queue"]}


@pytest.mark.parametrize(
    ("level", "boards", "extra", "kind", "side"),
    [
        (1, 2, set(), "wildfire", "easy"),
        (2, 2, {"hoglin"}, "ancient_hoglin", "easy"),
        (3, 2, {"hoglin", "blaze"}, "ancient_hoglin", "easy"),
        (4, 3, set(), "wildfire", "hard"),
        (5, 2, {"hoglin", "blaze", "wither_skeleton"}, "ancient_hoglin", "hard"),
    ],
)
def test_the_five_levels_of_the_text(
    level: int, boards: int, extra: set[str], kind: str, side: str
):
    for seed in (0, 1):
        state = GAME.setup({"players": 2, "level": level}, seed)
        v = view(state)
        assert v["level"] == level
        assert [b["kind"] for b in v["layout"]["boards"]] == ["start", *["path"] * boards, "portal"]
        assert kinds_in_play(v) == BASE | extra
        assert len(v["monsters"]) + len(v["queue"]) == 3 * len(BASE | extra)
        b = boss(state)
        assert (b["kind"], b["side"]) == (kind, side)
        assert b["hp"] == b["max"] == (20 if side == "easy" else 25)


def test_level_3_lets_the_team_choose_its_boss():
    """« À vous de choisir le Boss de fin de partie ; retournez sa fiche sur sa face
    Facile. » The default is the Ancient Hoglin (as level 2: level 3 = level 2 plus the
    blazes; the lead's decision), the Wildfire on request."""
    for kind in ("wildfire", "ancient_hoglin"):
        state = GAME.setup({"players": 2, "level": 3, "boss": kind}, 0)
        assert boss(state)["kind"] == kind and boss(state)["side"] == "easy"
        assert view(state)["level"] == 3


def test_the_formula_and_its_two_examples():
    assert level_number(3, 2, "hard") == 6
    assert level_number(4, 1, "easy") == 6
    assert level_number(2, 0, "easy") == 1
    assert level_number(8, 3, "hard") == 17


def test_a_custom_game_shows_the_level_of_its_material():
    state = GAME.setup(
        {
            "players": 2,
            "level": "custom",
            "boards": 3,
            "monsters": ["hoglin", "blaze"],
            "boss": "wildfire",
            "boss_side": "hard",
        },
        0,
    )
    v = view(state)
    assert v["level"] == 6
    assert len(v["layout"]["boards"]) == 5
    assert kinds_in_play(v) == BASE | {"hoglin", "blaze"}
    state = GAME.setup(
        {
            "players": 2,
            "level": "custom",
            "boards": 4,
            "monsters": ["hoglin"],
            "boss": "ancient_hoglin",
            "boss_side": "easy",
        },
        0,
    )
    v = view(state)
    assert v["level"] == 6
    assert len(v["layout"]["boards"]) == 6
    assert boss(state)["kind"] == "ancient_hoglin"


def test_the_extra_monster_kinds_are_a_set_for_the_table_not_one_per_seat():
    """ "Chaque type de monstre supplémentaire (Hoglins, Blazes, Wither Squelettes)
    augmente le niveau de 1": the custom level takes any of the three kinds, whatever the
    number of players, each once, in the glossary's order."""
    custom = {"level": "custom", "boards": 2, "boss": "wildfire", "boss_side": "easy"}
    three = GAME.setup({**custom, "players": 1, "monsters": "wither_skeleton,hoglin,blaze"}, 0)
    assert view(three)["config"]["monsters"] == ["hoglin", "blaze", "wither_skeleton"]
    assert view(three)["level"] == 4
    assert kinds_in_play(view(three)) == BASE | {"hoglin", "blaze", "wither_skeleton"}
    none = GAME.setup({**custom, "players": 4, "monsters": ""}, 0)
    assert view(none)["config"]["monsters"] == [] and view(none)["level"] == 1
    with pytest.raises(InvalidConfig, match="repeats"):
        GAME.setup({**custom, "players": 2, "monsters": ["hoglin", "hoglin"]}, 0)
    with pytest.raises(InvalidConfig, match="'zombie'"):
        GAME.setup({**custom, "players": 2, "monsters": ["zombie"]}, 0)
