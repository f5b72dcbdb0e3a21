"""Seats count from 0 in the code and players from 1 in every text: ``{player}``."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine import load
from meeple.engine.i18n import add_catalog_dir, player_name, player_names, translate
from meeple.games.pentaquest.rules import PHASE_OVER, QuestState

FIXTURES = Path(__file__).parents[1] / "fixtures" / "locale"


@pytest.fixture(autouse=True)
def _toy_words() -> None:
    add_catalog_dir(FIXTURES)


def test_a_seat_argument_names_the_player_from_1() -> None:
    assert player_name(0, "en") == "Player 1"
    assert player_name(2, "fr") == "Joueur 3"
    assert translate("toy.event.stepped", "en", {"seat": 1, "total": 4}) == (
        "Player 2 stepped: the total is 4"
    )


def test_other_seats_and_explicit_players() -> None:
    load("doodle-jump")
    load("forbidden-island")
    assert translate("dj.event.knock", "en", {"seat": 0, "other": 1, "pad": "C4"}) == (
        "Player 1 knocks Player 2 off pad C4."
    )
    # a role in ``other`` (Forbidden Island's "moves the Diver") is no seat
    moved = {"role": "@fi.role.navigator", "other": "@fi.role.diver", "tile": "X"}
    assert translate("fi.event.navigated", "en", moved) == "Navigator moved Diver to X."
    assert "Player 2" not in translate("toy.event.stepped", "en", {"seat": True, "total": 1})


def test_a_pentaquest_tie_names_players_from_1() -> None:
    state = load("pentaquest").setup({"players": 2}, seed=1)
    assert isinstance(state, QuestState)
    state.phase = PHASE_OVER
    state.army = [[1, 2, 3], [4, 5]]
    state.discard = [[6, 7], [8, 9, 10]]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.describe("en") == "Tie at 5 cards between players 1, 2."
    assert outcome.describe("fr") == "Égalité à 5 cartes entre les joueurs 1, 2."


def test_a_table_names_its_players_by_their_display_names() -> None:
    with player_names(["Alice", None]):
        assert translate("toy.event.stepped", "en", {"seat": 0, "total": 4}) == (
            "Alice stepped: the total is 4"
        )
        assert translate("toy.event.stepped", "fr", {"seat": 1, "total": 4}) == (
            "Joueur 2 a avancé : le total est 4"
        )
        assert player_name(0) == "Alice"
    assert player_name(0) == "Player 1"  # only within the block
