"""The value Forbidden Island lends the search bot: the team's chance to win, which rises
with what the team has done and falls with what the island has lost."""

from __future__ import annotations

from meeple.engine.game import Outcome
from meeple.games.forbidden_island.search import value
from tests.games.forbidden_island.helpers import position


def chance(**fields: object) -> float:
    state = position("pilot@FL,diver@IG", **fields)  # type: ignore[arg-type]
    shares = value(state)
    assert len(shares) == 2 and shares[0] == shares[1] and 0.0 < shares[0] < 1.0
    return shares[0]


def test_a_chance_between_zero_and_one_that_rises_with_each_treasure_captured() -> None:
    base = chance()
    assert chance(captured="E") > base
    assert chance(captured="EF") > chance(captured="E")


def test_it_falls_as_the_waters_rise_and_the_tiles_sink() -> None:
    base = chance()
    assert chance(level=5) < chance(level=3)
    assert chance(sunk="WT,TH") < base
    assert chance(flooded="WT,TH") < base
    # a treasure down to its last tile is nearer to being lost
    assert chance(sunk="TS") < chance(sunk="WT")


def test_cards_gathered_and_special_cards_held_raise_it() -> None:
    assert chance(hands="EEE/-") > chance(hands="E/-") > chance(hands="-/-")
    assert chance(hands="HS/-") > chance(hands="-/-")


def test_a_finished_game_is_worth_its_result() -> None:
    state = position("pilot@FL,diver@IG")
    state.result = Outcome(reason="fi.outcome.won", won=True)
    assert list(value(state)) == [1.0, 1.0]
    state.result = Outcome(reason="fi.outcome.lost", won=False)
    assert list(value(state)) == [0.0, 0.0]
