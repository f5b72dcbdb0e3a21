"""Risk Junior Narnia's research faces: the observation tensor (tensor.py) read back piece
by piece on known positions, its colour slots relative to the observer, the kept cards it
hides under ``hidden_cards``, and the action space's bound on the armies moved on.

The generic checks (every game, default options) are in tests/games/test_research_faces.py;
the resample check here runs with every advanced option on, hidden cards included.
"""

from __future__ import annotations

import math
from typing import Any

from pytest import approx

from meeple.engine import State
from meeple.engine.rng import Rng
from meeple.games.risk_junior_narnia import tensor
from meeple.games.risk_junior_narnia.board import ID_INDEX
from meeple.games.risk_junior_narnia.cards import CARD_SLUGS
from meeple.games.risk_junior_narnia.rules import PHASE_NAMES
from tests.games.risk_junior_narnia.helpers import GAME, ids, ids_of, play, position
from tests.games.tensor_checks import check_kept_pieces_match_fresh

SLOT = {"witch": 0, "red": 1, "blue": 2, "yellow": 3}  # colour indices (rules.py)


def observe(state: State, seat: int) -> list[float]:
    config = state.config
    size = sum(math.prod(shape) for shape in GAME.tensor_spec(config).values())
    assert size == tensor.SIZE
    out = [0.0] * size
    GAME.write_tensor(state, seat, out)
    return out


def piece(out: list[float], name: str) -> list[Any]:
    """The piece ``name`` of a tensor, nested as its shape."""
    shape = dict(tensor.PIECES)[name]
    flat: list[Any] = out[tensor.OFFSET[name] : tensor.OFFSET[name] + math.prod(shape)]
    for size in reversed(shape[1:]):
        flat = [flat[i : i + size] for i in range(0, len(flat), size)]
    return flat


def t(tid: str) -> int:
    return ID_INDEX[tid]


def test_a_known_position_sets_the_expected_entries() -> None:
    state = position(
        players=3,
        board="telmar:red:5+1:camp,galma:blue:3+0",
        rest="witch:2+0",
        points="red:7,witch:150",
        kept="red:fog+horn",
        turn="red",
        phase="place",
        battle="beruna",
        att="4+1",
        last="5+4+1/6+2",
    )
    out = observe(state, 1)  # red's seat: red, then blue (seat 2), then the witch (seat 0)
    owner = piece(out, "territory_owner")
    assert owner[t("telmar")] == [1.0, 0.0, 0.0, 0.0]
    assert owner[t("galma")] == [0.0, 1.0, 0.0, 0.0]
    assert owner[t("beruna")] == [0.0, 0.0, 1.0, 0.0]
    assert piece(out, "territory_armies")[t("telmar")] == approx([5 / 53, 1 / 28])
    assert piece(out, "territory_camp")[t("telmar")] == 1.0
    assert sum(piece(out, "territory_camp")) == 1.0
    assert piece(out, "colour_present") == [1.0, 1.0, 1.0, 0.0]
    assert piece(out, "colour_witch") == [0.0, 0.0, 1.0, 0.0]
    assert piece(out, "colour_territories") == approx([1 / 25, 1 / 25, 23 / 25, 0.0])
    # crown points are clipped at POINTS_CAP (100): they have no bound
    assert piece(out, "colour_points") == approx([0.07, 0.0, 1.0, 0.0])
    cards = dict(zip(tensor.KEEP_SLUGS, piece(out, "colour_cards")[0], strict=True))
    assert cards == approx({"fog": 1 / 3, "shield": 0.0, "horn": 1 / 2, "pavilion": 0.0})
    assert piece(out, "colour_cards_count")[0] == approx(2 / 9)
    assert piece(out, "turn_colour") == [1.0, 0.0, 0.0, 0.0]
    assert piece(out, "phase")[PHASE_NAMES.index("place")] == 1.0
    assert piece(out, "battle_territory")[t("beruna")] == 1.0
    assert piece(out, "battle") == approx([0.0, 0.0, 4 / 7, 1.0])
    dice = piece(out, "last_dice")
    assert [row.index(1.0) + 1 for row in dice] == [5, 4, 1, 6, 2]
    assert piece(out, "decision_colour") == [1.0, 0.0, 0.0, 0.0]
    assert piece(out, "options") == [0.0, 0.0, 0.0]
    # the White Witch (held by the witch, on its card) and a character in the Wardrobe
    assert piece(out, "character_holder")[8] == [0.0, 0.0, 1.0, 0.0]
    assert piece(out, "character_place")[8][25] == 1.0  # on its card
    assert piece(out, "character_place")[1][28] == 1.0  # Peter: the Wardrobe


def test_colours_are_relative_to_the_observer() -> None:
    state = position(players=4, board="telmar:yellow:2+0,galma:blue:2+0", turn="blue")
    for seat, colour in enumerate(("witch", "red", "blue", "yellow")):
        out = observe(state, seat)
        # the observer's colour in slot 0, played by the observer (relative seat 0)
        assert piece(out, "colour_seat")[0] == [1.0, 0.0, 0.0, 0.0]
        slot_of = {c: (SLOT[c] - SLOT[colour]) % 4 for c in SLOT}
        assert piece(out, "colour_witch")[slot_of["witch"]] == 1.0
        assert piece(out, "territory_owner")[t("telmar")][slot_of["yellow"]] == 1.0
        assert piece(out, "turn_colour")[slot_of["blue"]] == 1.0
    # two players: the Aslan seat plays red and blue, both its own (slots 0 and 1)
    two = position(players=2, board="galma:blue:2+0")
    out = observe(two, 1)
    assert piece(out, "colour_seat")[:3] == [[1.0, 0, 0, 0], [1.0, 0, 0, 0], [0, 1.0, 0, 0]]
    assert piece(out, "territory_owner")[t("galma")] == [0.0, 1.0, 0.0, 0.0]
    assert piece(out, "colour_present") == [1.0, 1.0, 1.0, 0.0]


def test_hidden_kept_cards_are_only_counted() -> None:
    fields = dict(players=3, hidden_cards=1, turn="red", phase="draw")
    state = position(**fields, kept="witch:fog,red:shield")
    other = position(**fields, kept="witch:pavilion,red:shield")
    # red (seat 1) sees its own shield and only how many cards the witch keeps
    out = observe(state, 1)
    assert piece(out, "colour_cards")[0][tensor.KEEP_SLUGS.index("shield")] == 1 / 2
    assert piece(out, "colour_cards")[2] == [0.0] * len(tensor.KEEP_SLUGS)
    assert piece(out, "colour_cards_count")[2] == 1 / 9
    assert observe(other, 1) == out
    # the witch (seat 0) sees its own card: the two positions differ for it
    assert observe(other, 0) != observe(state, 0)
    # without the option every kept card is face up
    shown = position(players=3, turn="red", phase="draw", kept="witch:fog,red:shield")
    fog = tensor.KEEP_SLUGS.index("fog")
    assert piece(observe(shown, 1), "colour_cards")[2][fog] == 1 / 3


def test_the_discard_counts_cards_per_slug() -> None:
    state = position(players=2, narnia_discard="thaw,thaw,fog,always-winter")
    discard = dict(zip(CARD_SLUGS, piece(observe(state, 0), "narnia_discard"), strict=True))
    # a run kept as float32 (the tensor's type) and set by a slice: 1/3 to float32's digits
    assert discard["thaw"] == 1.0 and discard["fog"] == approx(1 / 3, rel=1e-6)
    assert discard["always-winter"] == 1.0 and discard["horn"] == 0.0
    assert piece(observe(state, 0), "narnia_deck") == [30 / 34]


def random_states(config: dict[str, Any], games: int, seed: int) -> list[State]:
    rng = Rng(seed)
    found = []
    for index in range(games):
        state = GAME.setup(config, seed + index)
        while state.to_move() is not None:
            found.append(state.clone())
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        found.append(state)
    return found


def test_the_tensor_ignores_what_resample_redraws_with_every_option() -> None:
    """With hidden cards on, a seat's tensor is the same for every state it cannot tell
    apart, and the kept cards do show up for their holder."""
    rng = Rng(11)
    seen_own_cards = 0
    for players in (2, 3, 4):
        config = GAME.check_config(
            {"players": players, "hidden_cards": True, "camp_reinforcement": True, "woods": True}
        )
        for i, state in enumerate(random_states(config, games=2, seed=50 * players)[::2]):
            seat = i % players
            mine = observe(state, seat)
            assert all(0.0 <= x <= 1.0 for x in mine)
            assert observe(state.resample(seat, Rng(rng.next64())), seat) == mine
            seen_own_cards += any(any(row) for row in piece(mine, "colour_cards"))
    assert seen_own_cards > 50


def test_the_action_space_holds_the_biggest_move_on() -> None:
    """Both Pavilions played (+4 armies) and an elite: 7 + 1 attackers conquer, and may
    move on with up to 7 of them (one stays)."""
    state = position(
        players=2,
        board="telmar:witch:1+0,galma:red:2+0",
        turn="red",
        phase="place",
        battle="telmar",
        extra=4,
        rolls="1+1/5+5+5",
    )
    play(state, "1:nosend", "0:roll", "1:roll")
    assert state.view(1)["turn"]["phase"] == "continue"
    moves = ids_of(state, "1:move:")
    assert any(m.split(":")[3:5] == ["7", "0"] for m in moves)
    assert any(m.split(":")[3:5] == ["6", "1"] for m in moves)
    space = set(GAME.action_space(state.config))
    assert all(action in space for action in state.legal_actions()), sorted(ids(state))


def test_a_tensor_never_depends_on_the_tensors_written_before() -> None:
    configs = ({"players": 2}, {"players": 3, "hidden_cards": True}, {"players": 4})
    check_kept_pieces_match_fresh(GAME, tensor.forget, observe, configs, steps=250)
