"""Seats count from 0 in the code and players from 1 in every text: ``{player}``."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine import load
from meeple.engine.i18n import add_catalog_dir, translate
from meeple.games.pentaquest.rules import PHASE_OVER, QuestState

FIXTURES = Path(__file__).parents[1] / "fixtures" / "locale"


@pytest.fixture(autouse=True)
def _toy_words() -> None:
    add_catalog_dir(FIXTURES)


def test_a_seat_argument_names_the_player_from_1() -> None:
    assert translate("engine.seat", "en", {"seat": 0}) == "Player 1"
    assert translate("engine.seat", "fr", {"seat": 2}) == "Joueur 3"
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
    assert "Player 2" not in translate("engine.seat", "en", {"seat": True})  # a flag, no seat


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
