"""Portal Dash's research faces: the observation tensor (tensor.py) read back piece by
piece on a known position, its seats relative to the observer, what it may not show (the
face-down boards, the cube's hidden colours, the deck's order), and the action space and
step cap beyond the default configuration.

The generic checks (every game, default options) are in tests/games/test_research_faces.py.
"""

from __future__ import annotations

import math
from typing import Any

from pytest import approx

from meeple.engine import State
from meeple.engine.rng import Rng
from meeple.games.portal_dash import tensor
from meeple.games.portal_dash.items import ITEM_KEYS
from tests.games.portal_dash.rulebook import GAME, position
from tests.games.tensor_checks import check_kept_pieces_match_fresh

PLANE = {
    name: plane
    for plane, name in enumerate(
        ("path", "up", "lava", "magma", "sand", "portal", "covered", "chest", "spawner")
    )
}
CHARACTER, MONSTER, BOSS = tensor.P_CHARACTER, tensor.P_MONSTER, tensor.P_BOSS
GHAST = 1  # monster kinds: magma cube, ghast, enderman, hoglin, blaze, wither skeleton


def observe(state: State, seat: int) -> list[float]:
    size = sum(math.prod(shape) for shape in GAME.tensor_spec(state.config).values())
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


def plane(out: list[float], index: int) -> set[tuple[int, int, float]]:
    """The non-zero squares of a board plane, as (row, column, value to 6 places)."""
    board = piece(out, "board")[index]
    return {
        (r, c, round(v, 6)) for c, column in enumerate(board) for r, v in enumerate(column) if v
    }


# cell 0 taken: under it cell 16 shows its black top; cell 21 (string index 22) no face
CUBE = "." + "r" * 15 + "/" + "k" * 16 + "/" + "g" * 16 + "/" + "y" * 16
KNOWN = dict(
    players=2,
    level=1,
    path="1,3",
    revealed="1100",
    chars="12:6/25:4",
    items="leather_boots,leather_tunic+1,iron_leggings+2@armour^walker/stone_sword!",
    monsters="ghast2@17",
    queue="magma_cube3,enderman2",
    covered="4",
    chests="-",
    cube=CUBE,
    frame="1,0,0,0,2",
    piglins="r2,-/-,-,-/-,-,-",
    dice="red,2",
    turn=1,
    left=2,
    stack="actions",
)


def test_a_known_position_sets_the_expected_entries() -> None:
    out = observe(position(**KNOWN), 1)  # seat 1 first, then seat 0
    # the path: 12 columns (start, boards "1" and "3", portal), the first two face up
    assert plane(out, PLANE["path"]) == {(r, c, 1.0) for r in range(5) for c in range(12)}
    assert plane(out, PLANE["up"]) == {(r, c, 1.0) for r in range(5) for c in range(6)}
    # board "1" at columns 2-5: ".LL1", "..L.", "2.M.", ".S.3", "C..."; "3" is face down
    assert plane(out, PLANE["lava"]) == {(0, 3, 1.0), (0, 4, 1.0), (1, 4, 1.0)}
    assert plane(out, PLANE["magma"]) == {(2, 4, 1.0)}
    assert plane(out, PLANE["sand"]) == {(3, 3, 1.0)}
    assert plane(out, PLANE["spawner"]) == {(0, 5, 0.2), (2, 2, 0.4), (3, 5, 0.6)}
    assert plane(out, PLANE["covered"]) == {(0, 4, 1.0)}
    assert plane(out, PLANE["portal"]) == set()
    assert plane(out, CHARACTER) == {(2, 1, 1.0)}  # the observer: square 25
    assert plane(out, CHARACTER + 1) == {(1, 0, 1.0)}  # seat 0: square 12
    assert plane(out, MONSTER + GHAST) == {(1, 5, round(2 / 3, 6))}  # ghast 2 on square 17
    assert plane(out, BOSS) == set()
    assert piece(out, "present") == [1.0, 1.0, 0.0, 0.0]
    assert piece(out, "hp") == approx([4 / 6, 1.0, 0.0, 0.0])
    items = piece(out, "items")
    sword = items[0][0]
    assert sword[ITEM_KEYS.index("stone_sword")] == 1.0 and sword[tensor.F_DAMAGED] == 1.0
    leggings = items[1][2]
    assert leggings[ITEM_KEYS.index("iron_leggings")] == 1.0
    assert leggings[tensor.F_HEARTS] == approx(2 / 5)
    assert (leggings[tensor.F_BOOTS], leggings[tensor.F_ARMOUR]) == (0.0, 1.0)
    assert sum(leggings[tensor.F_ENCHANT :]) == 1.0  # walker only
    assert sum(map(sum, items[1])) == approx(1 + 1 + 1 / 5 + 1 + 2 / 5 + 1 + 1)
    queue = piece(out, "queue")
    assert queue[2] == [1.0, 0.0] and queue[7] == approx([1.0, 1 / 17])  # magma 3, enderman 2
    cube = piece(out, "cube")
    assert cube[0] == [1.0, 0, 0, 0, 0, 0, 0]  # taken
    assert cube[1] == [0, 1.0, 1.0, 0, 0, 0, 0]  # available, red
    assert cube[16] == [0, 1.0, 0, 0, 0, 0, 1.0]  # available, black (under the taken one)
    assert cube[21] == [0.0] * 7  # no face shows
    assert piece(out, "frame") == approx([1 / 16, 0, 0, 0, 2 / 8])
    assert piece(out, "piglins")[0] == approx([1.0, 0, 0, 0, 0, 2 / 3])
    assert piece(out, "piglin_side") == [1.0, 0.0]
    dice = piece(out, "dice")
    assert dice[0] == 1.0 and dice[6 + 1] == 1.0  # red, monster 2
    assert piece(out, "active") == [1.0, 0, 0, 0] and piece(out, "to_move") == [1.0, 0, 0, 0]
    assert piece(out, "actions_left") == [1.0]
    assert piece(out, "decision")[tensor.FRAME_NAMES.index("actions")] == 1.0
    assert piece(out, "path_boards") == [2 / 8]


def test_seats_are_relative_to_the_observer() -> None:
    state = position(players=3, chars="12:6/25:5/38:4", turn=2, stack="actions", left=2)
    squares = {0: (1, 0), 1: (2, 1), 2: (3, 2)}  # (row, column) of 12, 25, 38
    for seat in range(3):
        out = observe(state, seat)
        for other in range(3):
            r, c = squares[other]
            assert plane(out, CHARACTER + (other - seat) % 3) == {(r, c, 1.0)}
        assert piece(out, "present") == [1.0, 1.0, 1.0, 0.0]
        assert piece(out, "active")[(2 - seat) % 3] == 1.0
        assert piece(out, "hp")[0] == approx((6, 5, 4)[seat] / 6)


def test_what_nobody_sees_leaves_the_tensor_alone() -> None:
    """Another face-down board, another colour of a block that shows no face, another
    deck order: the same tensor; a face-up change shows."""
    state = position(**KNOWN)
    hidden = dict(KNOWN, path="1,5", cube=CUBE[:22] + "r" + CUBE[23:])
    other = position(**hidden, deck="iron_sword,speed,crossbow")
    same_deck_size = position(**hidden, deck="crossbow,iron_sword,speed")
    assert observe(other, 0) == observe(same_deck_size, 0)
    base = position(**KNOWN, deck="iron_sword,speed,crossbow")
    assert observe(base, 0) == observe(other, 0)
    assert observe(state, 0) != observe(base, 0)  # the deck's size shows
    shown = position(
        **dict(KNOWN, cube="." + "r" * 15 + "/g" + "k" * 15 + "/" + "g" * 16 + "/" + "y" * 16)
    )
    assert observe(shown, 0) != observe(state, 0)  # cell 16's top shows


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


CONFIGS = (
    {"level": 5},
    {"level": "custom", "boards": 8, "monsters": ["hoglin", "blaze", "wither_skeleton"]},
)


def test_other_configurations_keep_the_faces_right() -> None:
    """Level 5 and 8 custom boards: every legal action in the space, the games within
    the cap, the tensor's values in [0, 1] and unchanged under resample."""
    rng = Rng(5)
    for options in CONFIGS:
        for players in (1, 4):
            config = GAME.check_config({"players": players, **options})
            space = set(GAME.action_space(config))
            assert len(space) <= 10_000
            states = random_states(config, games=12, seed=players)
            for i, state in enumerate(states):
                assert all(a in space for a in state.legal_actions()), state.notation()
                if i % 3 == 0:
                    seat = i % players
                    mine = observe(state, seat)
                    assert all(0.0 <= x <= 1.0 for x in mine)
                    assert observe(state.resample(seat, Rng(rng.next64())), seat) == mine
            assert len(states) < 12 * GAME.max_steps(config)


def test_the_portal_and_the_boss_show_once_revealed() -> None:
    state = position(players=1, path="1,3", revealed="1111", boss_hp="12@35", chars="34:6")
    out = observe(state, 0)
    assert plane(out, PLANE["portal"]) == {(2, 11, 1.0)}  # square 35: row 2, column 11
    assert plane(out, BOSS) == {(2, 11, 1.0)}
    assert piece(out, "boss")[:2] == [12 / 25, 1.0]


def test_a_tensor_never_depends_on_the_tensors_written_before() -> None:
    configs = ({"players": 1}, {"players": 3})
    check_kept_pieces_match_fresh(GAME, tensor.forget, observe, configs, steps=400)
