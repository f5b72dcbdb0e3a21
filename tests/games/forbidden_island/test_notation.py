"""Forbidden Island's notation (RULES.md's example reads, the reader refuses what it should,
writing and reading agree) and its facts in GameInfo (the action bound, what resample
redraws)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import meeple.games.forbidden_island as package
from meeple.engine import InvalidConfig, Rng
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.rules import IslandState
from tests.games.forbidden_island.helpers import GAME

RULES = Path(package.__file__).with_name("RULES.md").read_text(encoding="utf-8")


def test_rules_md_notation_example_reads() -> None:
    block = RULES.split("## Position notation", 1)[1]
    example = re.findall(r"```\n(board=.*?)\n```", block, re.S)[0]
    state = GAME.from_notation(" ".join(example.split("\n")))
    assert state.to_move() == 1 and state.level == 3 and state.actions_left == 2
    assert state.notation().startswith("board=FL,BG,CG~,GG,SG,IG,TM,TS!,WG~")
    assert state.fsegments == [2, 2] and c.TILES[state.fdeck[-1]].code == "WG"


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("pawns=pilot@FL,diver@IG; level=3; level=4", "field 'level' is given twice"),
        ("pawns=pilot@FL,diver@IG; pawns=pilot@FL,diver@IG", "field 'pawns' is given twice"),
        ("pawns=pilot@FL,diver@IG; depth=3", "unknown field 'depth'"),
        ("level=3", "the pawns field is required"),
        ("pawns=pilot@FL,diver@XX", "unknown tile code 'XX'"),
        ("pawns=pilot@FL,pilot@IG", "2 to 4 pawns of different adventurers"),
        ("pawns=pilot@FL,diver@IG; level=11", "level must be a whole number from 1 to 10"),
        ("pawns=pilot@FL,diver@IG; turn=2", "turn must be a whole number from 0 to 1"),
        ("pawns=pilot@FL,diver@IG; phase=rest", "phase must be one of"),
        ("pawns=pilot@FL,diver@IG; hands=R/-", "unknown card code 'R'"),
        ("pawns=pilot@FL,diver@IG; hands=EEEEEE/-", "more earth cards than the deck holds"),
        ("pawns=pilot@FL,diver@IG; fdeck=CA; fdiscard=CA", "a Flood card is listed twice"),
        ("pawns=pilot@FL,diver@IG; heli=0:FL", "heli must be SEAT:TILE:SEAT+SEAT"),
        ("pawns=pilot@FL,diver@IG; result=lost", "result must be one of"),
        ("pawns=pilot@FL,diver@IG; actions=0", "needs at least one action left"),
    ],
)
def test_reader_refuses_a_bad_position(text: str, error: str) -> None:
    with pytest.raises(InvalidConfig, match=r"^bad Forbidden Island notation: ") as caught:
        GAME.from_notation(text)
    assert error in str(caught.value)


def test_notation_round_trips_along_random_games() -> None:
    """Every position reached reads back from its notation to the same state (its
    config naming the adventurers dealt)."""
    for seed in range(6):
        state = GAME.setup({"players": 2 + seed % 3, "navigator_uses_powers": seed % 2 == 1}, seed)
        rng = Rng(seed)
        while state.to_move() is not None:
            text = state.notation()
            again = GAME.from_notation(text)
            assert again.notation() == text
            data, again_data = state.to_json(), again.to_json()
            # The notation names the adventurers dealt: the config lists them.
            assert again_data.pop("config")["adventurers"] == [c.ROLES[r] for r in state.roles]
            config = data.pop("config")
            assert again.config == {**config, "adventurers": again.config["adventurers"]}
            assert again_data == data
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])


def test_game_info_states_the_facts() -> None:
    info = GAME.info
    assert info.cooperative and info.utility == "cooperative"
    assert (info.information, info.chance) == ("imperfect", "play")
    assert info.hidden == ("tdeck", "fdeck")


def test_action_bound_bounds_every_legal_action_of_random_games() -> None:
    seen = 0
    for seed in range(20):
        state = GAME.setup({"players": 2 + seed % 3}, seed)
        rng = Rng(seed)
        while state.to_move() is not None:
            legal = state.legal_actions()
            assert all(0 <= action < GAME.info.action_bound for action in legal)
            seen = max(seen, *legal)
            state.apply(legal[rng.below(len(legal))])
    assert seen < GAME.info.action_bound


def _runs(state: IslandState) -> list[Counter[int]]:
    return [Counter(run) for run in state.flood_runs()]


def test_resample_redraws_the_hidden_parts_only() -> None:
    """resample shuffles the Treasure deck and each run of the Flood deck on its own (the
    parts GameInfo.hidden names), and leaves everything else as it was."""
    state = GAME.setup({"players": 3}, 4)
    play_rng = Rng(4)
    for _ in range(60):  # far enough for a Waters Rise! to put a run on top
        legal = state.legal_actions()
        state.apply(legal[play_rng.below(len(legal))])
    assert isinstance(state, IslandState)
    moved = set()
    for seed in range(10):
        other = state.resample(0, Rng(seed))
        assert Counter(other.tdeck) == Counter(state.tdeck)
        assert other.fsegments == state.fsegments and _runs(other) == _runs(state)
        moved |= {name for name in GAME.info.hidden if getattr(other, name) != getattr(state, name)}
        for name in IslandState.FIELDS:
            if name.name not in GAME.info.hidden:
                assert getattr(other, name.name) == getattr(state, name.name), name.name
        assert other.view(0) == state.view(0)
    assert moved == set(GAME.info.hidden)
