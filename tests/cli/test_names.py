"""``meeple play --name NAME``: what the terminal prints calls the human seat by its name."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.usefixtures("toy_registry")


def test_the_human_seat_is_called_by_its_name(meeple) -> None:
    run = meeple(
        "play", "dice-race", "--players", "2", "--seed", "1", "--name", " Ana ", stdin="1\nq\n"
    )
    assert run.code == 0, run.err
    assert "Ana (you)> " in run.out and "Player 1" not in run.out
    assert "Ana (you): Roll the die" in run.out  # the log line of the move
    assert "Player 2" in run.out  # the bot's seat keeps its number


def test_the_name_in_french(meeple) -> None:
    run = meeple(
        "play",
        "dice-race",
        "--players",
        "2",
        "--seed",
        "1",
        "--lang",
        "fr",
        "--name",
        "Zoé",
        stdin="q\n",
    )
    assert run.code == 0, run.err
    assert "Zoé (vous)> " in run.out and "Joueur 1" not in run.out


@pytest.mark.parametrize(
    ("name", "why"), [("", "at least one character"), ("x" * 25, "at most 24 characters")]
)
def test_a_bad_name_is_refused_before_playing(meeple, name: str, why: str) -> None:
    run = meeple("play", "dice-race", "--players", "2", "--name", name, stdin="q\n")
    assert run.code == 2 and "--name: " in run.err and why in run.err, (run.code, run.err)
    assert "(you)>" not in run.out
