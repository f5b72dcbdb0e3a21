"""The terminal asks before an action the game wants confirmed (Pentaquest's ``stop`` with
free rerolls left): anything but yes plays nothing; yes plays it."""

from __future__ import annotations

import pytest

# Solo, seed 5: the first roll beats no card; 32 is "End the turn without beating a card"
# (after the 31 free rerolls), and 2 free rerolls are left.
PLAY = ("play", "pentaquest", "--seats", "human", "--seed", "5")
QUESTION = (
    "End the turn without beating a card and lose the game? You still have 2 free rerolls. [y/N]"
)


@pytest.mark.parametrize("answer", ["n", "", "maybe"])
def test_anything_but_yes_plays_nothing(meeple, answer: str) -> None:
    run = meeple(*PLAY, stdin=f"1\n32\n{answer}\nq\n")
    assert run.code == 0
    assert any(line.startswith(QUESTION) for line in run.lines)
    # only the roll was played; the question was not turned into a move
    assert run.lines[-1] == "The game is not over (seed 5, 1 action)"
    assert "Defeat" not in run.out


def test_yes_plays_it(meeple) -> None:
    run = meeple(*PLAY, stdin="1\n32\ny\n")
    assert run.code == 0
    assert any(line.startswith(QUESTION) for line in run.lines)
    assert run.lines[-1].startswith("Defeat") and "(seed 5, 2 actions)" in run.lines[-1]


def test_french_asks_in_french_and_oui_confirms(meeple) -> None:
    run = meeple(*PLAY, "--lang", "fr", stdin="1\n32\noui\n")
    assert any(
        line.startswith("Finir le tour sans vaincre de carte et perdre la partie ?")
        for line in run.lines
    )
    assert run.lines[-1].startswith("Défaite")


def test_an_action_without_question_is_played_at_once(meeple) -> None:
    run = meeple(*PLAY, stdin="1\n1\nq\n")  # the roll, then a free reroll of die 1
    assert "[y/N]" not in run.out
    assert run.lines[-1] == "The game is not over (seed 5, 2 actions)"
