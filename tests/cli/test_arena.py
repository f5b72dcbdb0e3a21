"""``meeple arena``: bots of a competitive game against each other, as a table or JSON."""

from __future__ import annotations

import json

import pytest


def test_arena_prints_its_run_and_a_table_by_rating(meeple):
    run = meeple("arena", "doodle-jump", "--bots", "easy,normal", "--games", "8")
    assert run.code == 0, run.err
    assert run.lines[0].startswith("doodle-jump (players=2")
    assert "bots easy, normal, 8 games from seed 0: 4 rounds of 2" in run.lines[0]
    assert "Games" in run.out and "95% CI" in run.out and "Rating" in run.out
    rows = [[cell.strip() for cell in line.split("│")[1:-1]] for line in run.lines if "│" in line]
    rows = [row for row in rows if row[0] in ("easy", "normal")]
    assert [row[0] for row in rows] == ["normal", "easy"]  # the better rating first
    for _bot, games, wins, interval, _rating, mu_sigma, seats in rows:
        assert games == "8" and wins.endswith("%") and "-" in interval and "±" in mu_sigma
        assert len(seats.split()) == 2  # the wins in each seat
    assert float(rows[0][4]) > float(rows[1][4])
    assert "Head to head" not in run.out  # two bots: their head-to-head is the table


def test_arena_of_three_bots_shows_their_head_to_heads(meeple):
    run = meeple("arena", "doodle-jump", "--bots", "easy,normal,expert", "--games", "6")
    assert run.code == 0, run.err
    assert "Head to head" in run.out
    matrix = run.out[run.out.index("Head to head") :].splitlines()
    header = next(line for line in matrix if "┃ Bot" in line)
    names = [cell.strip() for cell in header.split("┃")[2:-1]]
    rows = [[cell.strip() for cell in line.split("│")[1:-1]] for line in matrix if "│" in line]
    assert sorted(names) == ["easy", "expert", "normal"]
    assert [row[0] for row in rows] == names  # a row for each column, in the same order
    for i, row in enumerate(rows):
        for j, cell in enumerate(row[1:]):
            assert cell == "-" if i == j else cell.endswith("%")
            if i != j:  # a bot is ahead of another as often as the other is behind it
                assert float(cell[:-1]) + float(rows[j][i + 1][:-1]) == pytest.approx(100.0)


def test_arena_json_holds_everything_and_out_every_game(meeple, tmp_path):
    out = tmp_path / "arena.jsonl"
    run = meeple(
        "arena",
        "risk-junior-narnia",
        "--bots",
        "easy,normal",
        "--games",
        "4",
        "--seed",
        "3",
        "--out",
        str(out),
        "--json",
    )
    assert run.code == 0, run.err
    shown = json.loads(run.out)
    assert shown["game"] == "risk-junior-narnia" and shown["seed"] == 3
    assert shown["games"] == 4 and shown["rounds"] == 2
    assert {s["bot"] for s in shown["standings"]} == {"easy", "normal"}
    for standing in shown["standings"]:
        assert {"mu", "sigma", "ordinal", "win_low", "win_high", "seat_rates"} <= set(standing)
    assert {(h["bot"], h["other"]) for h in shown["head_to_head"]} == {
        ("easy", "normal"),
        ("normal", "easy"),
    }
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [row["bots"] for row in rows] == [["easy", "normal"], ["normal", "easy"]] * 2
    assert [row["seed"] for row in rows] == [3, 3, 4, 4]


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (("forbidden-island", "--bots", "easy,normal"), "forbidden-island is co-operative"),
        (("doodle-jump", "--bots", "normal"), "at least 2 bots"),
        (("doodle-jump", "--bots", "normal,wizard"), "unknown bot 'wizard'"),
        (("doodle-jump", "--bots", "normal,normal"), "named twice"),
        (("pentaquest", "--bots", "easy,normal", "--players", "1"), "at least 2 players"),
        (("doodle-jump", "--bots", "easy,normal", "--games", "0"), "--games"),
        (("doodle-jump",), "--bots"),
    ],
)
def test_arena_refusals_are_one_line(meeple, args, fragment):
    run = meeple("arena", *args)
    assert run.code == 2
    assert run.out == ""
    assert len(run.err.strip().splitlines()) == 1 and fragment in run.err
