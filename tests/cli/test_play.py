"""``meeple play``: bots-only games, people at the terminal, options and records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from meeple.engine.record import Record

pytestmark = pytest.mark.usefixtures("toy_registry")

OUTCOME_LINE = r"^The team (won|lost) \(seed \d+, \d+ actions\)$"


def test_a_bots_only_game_ends_with_the_position_and_one_outcome_line(meeple) -> None:
    run = meeple("play", "dice-race", "--players", "3", "--bots", "all", "--seed", "1")
    assert run.code == 0 and run.err == ""
    assert run.lines[-2] == "Total 20 of 20, turn 4 of 6"  # the spectator's view
    assert run.lines[-1] == "The team won (seed 1, 12 actions)"
    assert sum("seed" in line for line in run.lines) == 1


def test_same_seed_same_seats_same_game(meeple, tmp_path: Path) -> None:
    args = ["play", "dice-race", "--seats", "random,heuristic,random", "--seed", "42"]
    first = meeple(*args, "--save", str(tmp_path / "a.json"))
    again = meeple(*args, "--save", str(tmp_path / "b.json"))
    assert first.out == again.out
    assert (tmp_path / "a.json").read_text() == (tmp_path / "b.json").read_text()


def test_other_seeds_give_other_games(meeple) -> None:
    games = {
        meeple("play", "dice-race", "--seats", "random,random", "--seed", str(seed)).out
        for seed in range(8)
    }
    assert len(games) > 1


def test_without_a_seed_the_seed_is_drawn_and_shown(meeple) -> None:
    run = meeple("play", "dice-race", "--bots", "all")
    assert run.code == 0
    assert run.lines[-1].startswith("The team") and "(seed " in run.lines[-1]


def test_the_save_is_a_record_that_replays_the_game(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    run = meeple(
        "play", "dice-race", "--bots", "all", "--players", "2", "--seed", "3", "--save", str(path)
    )
    record = Record.read(path)
    assert (record.game, record.seed, record.config["players"]) == ("dice-race", 3, 2)
    assert f"{len(record.actions)} actions" in run.lines[-1]
    assert record.replay().is_over()


def test_game_options_reach_the_game(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    run = meeple(
        "play",
        "dice-race",
        "--bots",
        "all",
        "--seed",
        "2",
        "--save",
        str(path),
        "--difficulty",
        "novice",
        "--turn-limit",
        "8",
        "--powers=lucky,steady",
        "--open-hands",
    )
    assert run.code == 0, run.err
    config = json.loads(path.read_text())["config"]
    assert config == {
        "players": 1,
        "difficulty": "novice",
        "turn_limit": 8,
        "powers": ["lucky", "steady"],
        "open_hands": True,
    }
    assert "of 14" in run.out  # the novice target


def test_boolean_options_take_a_value_too(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    meeple("play", "dice-race", "--bots", "all", "--open-hands", "false", "--save", str(path))
    assert json.loads(path.read_text())["config"]["open_hands"] is False


def test_french(meeple) -> None:
    run = meeple("play", "dice-race", "--bots", "all", "--seed", "1", "--lang", "fr")
    assert run.lines[-2:] == [
        "Total 23 sur 20, tour 5 sur 6",
        "L'équipe a gagné (graine 1, 12 actions)",
    ]


# -- people at the terminal ---------------------------------------------------------------


def test_seat_zero_is_human_by_default(meeple) -> None:
    run = meeple("play", "dice-race", "--players", "2", "--seed", "1", stdin="q\n")
    assert "Player 1 (you)> " in run.out
    assert "  1. Roll the die\n  2. Take a step (+1)\n  3. Play the boost card (+3)" in run.out


def test_a_human_picks_actions_by_number(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    run = meeple(
        "play",
        "dice-race",
        "--seats",
        "human",
        "--seed",
        "1",
        "--save",
        str(path),
        stdin="2\n2\n1\n3\n" + "1\n" * 10,
    )
    assert run.code == 0, run.err
    actions = Record.read(path).actions
    assert actions[:4] == ["0:step", "0:step", "0:roll", "0:boost"]
    assert "Player 1 (you): Take a step (+1)\n    Player 1 stepped: the total is 1" in run.out
    assert run.lines[-1].startswith("The team")


def test_bad_answers_are_asked_again(meeple) -> None:
    run = meeple("play", "dice-race", "--seats", "human", "--seed", "1", stdin="0\n9\nx\nq\n")
    assert run.out.count("Type a number from 1 to 3.") == 3
    assert run.code == 0


def test_undo_takes_back_the_humans_own_action(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    run = meeple(
        "play",
        "dice-race",
        "--seats",
        "human",
        "--seed",
        "1",
        "--save",
        str(path),
        stdin="2\nu\n3\nq\n",
    )
    assert "Your move: type a number (u to undo, q to quit)" in run.out
    assert "Undone: Take a step (+1)" in run.out
    assert Record.read(path).actions == ["0:boost"]


def test_no_undo_past_a_roll(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    run = meeple(
        "play",
        "dice-race",
        "--seats",
        "human",
        "--seed",
        "1",
        "--save",
        str(path),
        stdin="1\nu\nq\n",
    )
    assert "Undone" not in run.out
    assert "Type a number from 1 to 3." in run.out
    assert Record.read(path).actions == ["0:roll"]


def test_quitting_saves_the_game_so_far(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    run = meeple(
        "play",
        "dice-race",
        "--seats",
        "human,bot",
        "--seed",
        "1",
        "--save",
        str(path),
        stdin="2\nq\n",
    )
    assert run.code == 0
    assert run.lines[-1] == "The game is not over (seed 1, 1 action)"
    assert Record.read(path).actions == ["0:step"]


def test_end_of_input_quits(meeple) -> None:
    run = meeple("play", "dice-race", "--seats", "human,bot", "--seed", "1", stdin="2\n")
    assert run.code == 0 and run.lines[-1] == "The game is not over (seed 1, 1 action)"


def test_a_human_may_act_before_a_bot_rolls(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    # Seat 0 rolls; seat 1 (a bot) steps twice, then is about to roll: seat 0 boosts first.
    run = meeple(
        "play",
        "dice-race",
        "--seats",
        "human,heuristic",
        "--seed",
        "1",
        "--save",
        str(path),
        stdin="1\n1\nq\n",
    )
    assert "Player 2 is about to: Roll the die\n  1. Play the boost card (+3)" in run.out
    assert "Press Enter to let play go on" in run.out
    # The boost played, the bot rolls: seat 0 has nothing left to play out of turn.
    assert Record.read(path).actions == ["0:roll", "1:step", "1:step", "0:boost", "1:roll"]


def test_enter_lets_the_bot_roll(meeple, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    meeple(
        "play",
        "dice-race",
        "--seats",
        "human,heuristic",
        "--seed",
        "1",
        "--save",
        str(path),
        stdin="1\n\nq\n",
    )
    assert Record.read(path).actions == ["0:roll", "1:step", "1:step", "1:roll"]


def test_a_human_game_is_deterministic(meeple) -> None:
    args = ["play", "dice-race", "--seats", "human,random,heuristic", "--seed", "8"]
    answers = "2\n\n1\n" * 20
    assert meeple(*args, stdin=answers).out == meeple(*args, stdin=answers).out


def test_a_human_game_in_french(meeple) -> None:
    run = meeple(
        "play", "dice-race", "--seats", "human", "--seed", "1", "--lang", "fr", stdin="2\nq\n"
    )
    assert "  2. Avancer d'un pas (+1)" in run.out
    assert "À vous : tapez un numéro (q pour quitter)" in run.out
    assert "Joueur 1 (vous) : Avancer d'un pas (+1)" in run.out
    assert run.lines[-1] == "La partie n'est pas finie (graine 1, 1 action)"
