from __future__ import annotations

import importlib

import pytest

from meeple.agents import RandomAgent
from meeple.engine import driver
from meeple.engine.errors import MeepleError
from meeple.engine.game import Action, Seat, State
from meeple.engine.match import Match
from tests.fixtures.dice_race import DiceRace, HeuristicBot


class Scripted:
    """Acts and interjects from fixed lists, noting each question it was asked."""

    def __init__(self, act: Action | None = None, interject: Action | None = None) -> None:
        self.to_act, self.to_interject = act, interject
        self.asked: list[str] = []

    def act(self, state: State, seat: Seat) -> Action:
        self.asked.append("act")
        assert self.to_act is not None
        return self.to_act

    def interject(self, state: State, seat: Seat) -> Action | None:
        self.asked.append("interject")
        return self.to_interject


def test_the_seat_to_move_acts_when_nobody_interjects() -> None:
    state = DiceRace().setup({"players": 2}, seed=1)
    mover, other = Scripted(act=1), Scripted()  # 1 = seat 0 steps
    played = driver.step(state, {0: mover, 1: other})
    assert played is not None
    assert (played.seat, played.action_id, played.label()) == (0, "0:step", "Take a step (+1)")
    assert [event.msg for event in played.events] == ["toy.event.stepped"]
    assert other.asked == ["interject"] and mover.asked == ["act"]


def test_an_interjection_is_played_instead_of_the_move() -> None:
    state = DiceRace().setup({"players": 3}, seed=1)
    mover = Scripted(act=1)
    played = driver.step(state, {0: mover, 1: Scripted(), 2: Scripted(interject=8)})
    assert played is not None and played.action_id == "2:boost"
    assert mover.asked == []  # the seat to move is asked again next step


def test_interjections_are_asked_in_table_order_after_the_mover() -> None:
    state = DiceRace().from_notation("0/0/1/0/BBB")  # seat 1 to move
    first, second = Scripted(interject=8), Scripted(interject=2)
    played = driver.step(state, {1: Scripted(act=3), 0: second, 2: first})
    assert played is not None and played.action_id == "2:boost"
    assert second.asked == []


def test_seats_without_legal_actions_are_not_asked() -> None:
    state = DiceRace().from_notation("0/0/0/0/B-")  # seat 1 has played its boost
    other = Scripted(interject=5)
    driver.step(state, {0: Scripted(act=0), 1: other})
    assert other.asked == []


def test_the_heuristic_bot_boosts_out_of_turn_to_win() -> None:
    state = DiceRace().from_notation("18/2/0/0/BB")
    bots = {seat: HeuristicBot(state.game, seat, 0) for seat in (0, 1)}
    played = driver.step(state, bots)
    assert played is not None and played.action_id == "1:boost"
    assert state.outcome() is not None and state.outcome().won
    assert driver.step(state, bots) is None


def test_a_match_records_what_the_driver_plays() -> None:
    match = Match("dice-race", {"players": 2}, seed=4)
    driver.step(match, {0: Scripted(act=1), 1: Scripted()})
    assert match.record.actions == ["0:step"]


def test_play_out_plays_to_the_end_deterministically() -> None:
    def game() -> tuple[Match, int]:
        match = Match("dice-race", {"players": 3}, seed=11)
        steps = driver.play_out(match, {seat: RandomAgent(seat) for seat in range(3)}, 1000)
        return match, steps

    (first, steps), (again, _) = game(), game()
    assert first.state.is_over() and steps == len(first.record.actions) > 0
    assert first.record.actions == again.record.actions


def test_play_out_stops_after_max_steps() -> None:
    state = DiceRace().setup({"players": 2}, seed=1)
    assert driver.play_out(state, {0: RandomAgent(1), 1: RandomAgent(2)}, 2) == 2
    assert not state.is_over()


def test_a_seat_to_move_without_an_agent_is_an_error() -> None:
    state = DiceRace().setup({"players": 2}, seed=1)
    with pytest.raises(MeepleError, match="seat 0"):
        driver.step(state, {1: RandomAgent(1)})


@pytest.fixture(autouse=True)
def _toy(toy_registry: None) -> None:
    """Match() looks games up in the registry."""


def test_the_terminal_shows_another_seats_action_by_its_public_label(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A person at the terminal reads a bot's action as the other seats would, and none
    of the events only that bot may see (a Meteorologist's peek and bury)."""
    from meeple.engine.driver import Played
    from meeple.engine.events import Event
    from meeple.terminal import show_played

    importlib.import_module("meeple.games.forbidden_desert")  # its words
    played = Played(
        0,
        "0:bury:1",
        ("fd.action.bury", {"card": "@fd.storm.sun-beats-down"}),
        [Event("fd.event.buried-card", {"card": "@fd.storm.sun-beats-down"}, (0,))],
        ("fd.action.bury-public", {}),
    )
    show_played(played, "en", humans=[1])
    shown = capsys.readouterr().out
    assert "Put a Storm card at the bottom of the Storm deck" in shown
    assert "Sun Beats Down" not in shown
    show_played(played, "en", humans=[0])  # the bot's own seat: all of it
    assert "Sun Beats Down" in capsys.readouterr().out
