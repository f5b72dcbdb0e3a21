"""Quick smoke tests of the Doodle Jump core (rules.py, notation.py, view.py)."""

from __future__ import annotations

import pytest

from meeple.engine import InvalidConfig, Rng
from meeple.games.doodle_jump import notation
from meeple.games.doodle_jump.actions import ACTION_BOUND, EXTRA, ROCKET, pack
from tests.games.doodle_jump.helpers import ALPHABETICAL, GAME, layout


def at(fields: str, **boards: str):
    return GAME.from_notation(f"levels={layout(**boards)}; order={ALPHABETICAL}; {fields}")


def jump_ids(state) -> set[str]:
    return {state.action_id(a) for a in state.legal_actions() if ":jump:" in state.action_id(a)}


def test_rulebook_example_dice_1_4_4_6():
    state = at(
        "players=2; doodlers=start,start; dice=1,4,4,6,-; special=move",
        A="5@1,6@3,9@5",
    )
    assert jump_ids(state) == {"0:jump:A6:4", "0:jump:A5:1+2", "0:jump:A5:1+3", "0:jump:A9:1+2+3"}
    state.apply_id("0:jump:A9:1+2+3")
    view = state.view(0)
    assert view["doodlers"][0] == {"seat": 0, "pad": "A9", "slot": 1}
    assert view["turn"]["phase"] == "decide"
    assert [d["used"] for d in view["dice"]] == [True, True, True, False]


def test_special_die_one_or_two_counts_as_a_die():
    state = at("players=2; doodlers=start,start; dice=3,3,6,6,-; special=2", A="5@1,6@3,9@5")
    assert "0:jump:A5:1+S" in jump_ids(state)
    assert "0:jump:A9:1+3" in jump_ids(state)


def test_no_jump_means_a_fall_and_the_shield_saves():
    # C7 at column 3; nothing reachable takes a 2 alone: only fall (or shield).
    state = at(
        "players=2; doodlers=C7,start; held=shield/-; dice=1,1,1,1,-; special=reroll;"
        " special_used=1",
        A="5@3",
        B="6@0,8@3",
        C="7@3,9@6",
    )
    ids = {state.action_id(a) for a in state.legal_actions()}
    assert ids == {"0:fall", "0:shield"}
    state.apply_id("0:fall")
    # B8 is right below (column 3) and free: the Doodler lands there.
    assert state.view(None)["doodlers"][0]["pad"] == "B8"
    assert state.view(None)["turn"]["seat"] == 1


def test_knock_off_sends_the_other_doodler_down():
    state = at(
        "players=2; doodlers=B8,A5; turn=1; dice=1,2,6,6,-; special=move",
        A="5@3",
        B="6@0,8@3",
    )
    events = state.apply_id("1:jump:B8:2+3")
    assert "dj.event.knock" in [event.msg for event in events]
    doodlers = state.view(None)["doodlers"]
    assert doodlers[1]["pad"] == "B8"
    assert doodlers[0]["pad"] == "A5"


def test_landing_on_the_top_level_wins():
    state = at("players=2; doodlers=G4,start; dice=4,4,5,5,-; special=move", H="8@1,9@3")
    state.apply_id("0:jump:H8:1+2")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "dj.outcome.winner"
    assert outcome.scores == (1, 0) and outcome.ranking == (0, 1)
    assert state.legal_actions() == []


def test_slide_and_move_change_reach():
    state = at(
        "players=2; doodlers=A5,start; dice=6,6,6,6,-; special=slide",
        A="5@3",
        B="6@0,8@5",
    )
    assert state.view(None)["reach"] == []
    state.apply_id("0:slide:B:left")
    assert state.view(None)["reach"] == ["B8"]
    assert state.view(None)["ramp"][1]["offset"] == -1


def test_notation_round_trip_and_bad_fields():
    state = GAME.setup({"players": 3, "variant": "expert"}, seed=11)
    rng = Rng(3)
    for _ in range(60):
        if state.is_over():
            break
        text = state.notation()
        again = GAME.from_notation(text)
        assert again.notation() == text
        assert again.view(None) == state.view(None)
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    for bad, field in (
        ("players=9", "players"),
        ("doodlers=Z9,start", "doodlers"),
        ("dice=7,1,1,1,-", "dice"),
        ("levels=1@1", "levels"),
        ("tiles=A4:pizza", "tiles"),
    ):
        try:
            GAME.from_notation(bad)
        except InvalidConfig as error:
            assert str(error).startswith("bad Doodle Jump notation: ")
            assert field in str(error)
        else:
            raise AssertionError(f"{bad!r} was accepted")


def test_the_notation_example_reads_back():
    """The example of notation.py's docstring (the data file's boards)."""
    doc = notation.__doc__
    assert doc is not None
    example = doc.split("::")[1].split("\n\n")[1]
    text = " ".join(example.split())
    state = GAME.from_notation(text)
    assert state.notation() == text + "; rng=0"
    assert "0:jump:A9:1+2+3" in {state.action_id(a) for a in state.legal_actions()}


def test_a_field_given_twice_is_refused():
    with pytest.raises(
        InvalidConfig, match="bad Doodle Jump notation: field 'turn' is given twice"
    ):
        GAME.from_notation("players=2; turn=0; doodlers=start,start; turn=1")


def test_an_unknown_field_is_refused():
    with pytest.raises(InvalidConfig, match="bad Doodle Jump notation: unknown field 'level'"):
        GAME.from_notation("players=2; level=3")


def test_the_game_facts():
    info = GAME.info
    assert info.utility == "zero-sum"  # one winner: the returns always add up to 1
    assert (info.information, info.chance, info.hidden) == ("imperfect", "play", ("bag",))
    assert info.action_bound == ACTION_BOUND
    assert pack(ROCKET, 3, 63, 63, EXTRA) < ACTION_BOUND  # every field at its largest


def test_the_facts_hold_over_random_playouts():
    """Every legal action is below the bound, the returns add up to 1, and a resample
    redraws the bag's order and nothing else (but the random stream)."""
    rng = Rng(9)
    redrawn = 0
    for seed in range(12):
        config = {"players": 2 + seed % 3, "variant": ("base", "expert")[seed % 2]}
        state = GAME.setup(config, seed)
        while not state.is_over():
            legal = state.legal_actions()
            assert all(0 <= action < GAME.info.action_bound for action in legal)
            if rng.below(8) == 0:
                seat = rng.below(state.players)
                before, after = state.to_json(), state.resample(seat, rng.fork()).to_json()
                for key in set(before) - {"rng", *GAME.info.hidden}:
                    assert after[key] == before[key], key
                assert sorted(after["bag"]) == sorted(before["bag"])
                redrawn += after["bag"] != before["bag"]
            state.apply(legal[rng.below(len(legal))])
        assert sum(state.outcome().returns(state.players)) == 1
    assert redrawn > 20


def test_random_games_end():
    rng = Rng(5)
    for seed in range(20):
        state = GAME.setup({"players": 2 + seed % 3, "variant": "expert"}, seed=seed)
        steps = 0
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            steps += 1
            assert steps < 20_000
        assert state.outcome() is not None
