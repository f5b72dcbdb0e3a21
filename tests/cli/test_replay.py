from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.usefixtures("toy_registry")


@pytest.fixture
def saved(meeple, tmp_path: Path) -> tuple[Path, list[str]]:
    path = tmp_path / "game.json"
    run = meeple(
        "play", "dice-race", "--seats", "heuristic,random", "--seed", "6", "--save", str(path)
    )
    assert run.code == 0
    return path, run.lines


def test_replay_shows_every_action_and_ends_like_the_game(meeple, saved) -> None:
    path, played = saved
    run = meeple("replay", str(path))
    assert run.code == 0 and run.err == ""
    assert run.lines[0].startswith("1. Player 1: ")
    assert run.lines[-2:] == played[-2:]  # the same last position and outcome line
    assert "    Player 1 stepped: the total is 1" in run.out


def test_replay_in_french(meeple, saved) -> None:
    path, _ = saved
    run = meeple("replay", str(path), "--lang", "fr")
    assert run.lines[0].startswith("1. Joueur 1 : ")
    assert "(graine 6, " in run.lines[-1]


def test_replay_step_waits_for_enter_and_stops_on_q(meeple, saved) -> None:
    path, _ = saved
    run = meeple("replay", str(path), "--step", stdin="\n\nq\n")
    assert run.out.count("Enter: next action, q: stop") == 3
    assert run.lines[-1] == "The game is not over (seed 6, 3 actions)"


def test_replay_of_an_unfinished_game(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    meeple(
        "play", "dice-race", "--seats", "human", "--seed", "2", "--save", str(path), stdin="2\nq\n"
    )
    run = meeple("replay", str(path))
    assert run.lines[0] == "1. Player 1: Take a step (+1)"
    assert run.lines[-1] == "The game is not over (seed 2, 1 action)"
