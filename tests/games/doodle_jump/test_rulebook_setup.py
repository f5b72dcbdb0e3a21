"""« Compte à rebours … » (setup) and the start of « Déroulement du jeu ! »: the 8 levels
in any order, a power tile on every second level on its highest pad, the Doodlers at the
foot of the ramp, the first player by the highest roll then clockwise, one number die
left out with 2 players, and the tip to play the first game without tiles."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import InvalidConfig
from tests.games.doodle_jump.helpers import (
    GAME,
    LETTERS,
    OBSTACLE_COUNTS,
    OBSTACLE_KINDS,
    POWER_COUNTS,
    POWER_KINDS,
    bag_size,
    dice,
    held,
    ids,
    layout,
    offsets,
    order,
    pads,
    phase,
    play,
    position,
    special,
    tiles,
    turn_seat,
    view,
)

SEEDS = range(24)


def _setup(players: int = 2, seed: int = 0, **config: object):
    return GAME.setup({"players": players, **config}, seed)


def _highest(level: dict) -> str:
    return max(level["pads"], key=lambda p: p["number"])["id"]


# -- À bord (components) ------------------------------------------------------------------


def test_two_to_four_players():
    """« Pour 2 à 4 joueurs »"""
    assert GAME.info.min_players == 2 and GAME.info.max_players == 4
    for players in (1, 5):
        with pytest.raises(InvalidConfig):
            _setup(players)


def test_eight_levels_each_with_pads_3_to_10_and_one_highest():
    """« 8 niveaux avec des plates-formes vertes »; pads numbered 3 to 10 (facts sec. 3);
    every level has a single highest pad (it takes the setup tile)."""
    ramp = view(_setup())["ramp"]
    assert [level["slot"] for level in ramp] == list(range(1, 9))
    assert sorted(level["board"] for level in ramp) == list(LETTERS)
    for level in ramp:
        numbers = [p["number"] for p in level["pads"]]
        assert 3 <= len(numbers) <= 4
        assert len(set(numbers)) == len(numbers) and all(3 <= n <= 10 for n in numbers)
        assert len({p["col"] for p in level["pads"]}) == len(numbers)
        assert all(p["id"] == f"{level['board']}{p['number']}" for p in level["pads"])


def test_eighteen_power_tiles_and_seven_obstacles():
    """« tuiles Bonus » (18) and « 7 tuiles Obstacle (ovnis, monstres, trous noirs) »: on
    the board or in the bag at the start."""
    for variant, counts in (
        ("base", POWER_COUNTS),
        ("expert", {**POWER_COUNTS, **OBSTACLE_COUNTS}),
    ):
        for seed in range(6):
            state = _setup(3, seed, variant=variant)
            on_board = Counter(tiles(state).values())
            assert sum(counts.values()) == sum(on_board.values()) + bag_size(state)
            assert set(on_board) <= set(counts)
            assert all(on_board[kind] <= n for kind, n in counts.items())
    assert sum(POWER_COUNTS.values()) == 18 and sum(OBSTACLE_COUNTS.values()) == 7


# -- Compte à rebours (setup) --------------------------------------------------------------


def test_levels_in_any_order():
    """« Placez les 8 niveaux sur le plan de jeu incliné dans l'ordre que vous voulez »:
    a random order by default, every board once, none slid."""
    orders = set()
    for seed in SEEDS:
        state = _setup(2, seed)
        assert sorted(order(state)) == list(LETTERS)
        assert set(offsets(state).values()) == {0}
        orders.add(order(state))
    assert len(orders) > len(SEEDS) // 2


def test_alphabetical_order_option():
    for seed in range(4):
        assert order(_setup(2, seed, order="alphabetical")) == LETTERS


def test_a_power_tile_on_every_second_level_on_its_highest_pad():
    """« Sur tous les étages pairs à partir du bas, placez une tuile Bonus piochée au
    hasard : elle doit toujours être sur la plate-forme portant le nombre le plus
    élevé »"""
    kinds = set()
    for seed in SEEDS:
        state = _setup(2, seed)
        on_board = tiles(state)
        ramp = view(state)["ramp"]
        expected = {_highest(ramp[slot - 1]) for slot in (2, 4, 6, 8)}
        assert set(on_board) == expected
        assert all(kind in POWER_KINDS for kind in on_board.values())
        assert bag_size(state) == 18 - 4
        kinds.update(on_board.values())
    assert len(kinds) >= 4, "the setup tiles are drawn at random"


def test_expert_setup_still_a_power_tile_on_every_second_level():
    """« Installez ensuite les tuiles comme d'habitude. À chaque fois que vous piochez
    une tuile Obstacle, placez-la sur le niveau vide … le plus élevé, comme d'habitude
    sur la plate-forme portant le plus grand nombre »."""
    saw_obstacle = False
    for seed in SEEDS:
        state = _setup(3, seed, variant="expert")
        ramp = view(state)["ramp"]
        on_board = tiles(state)
        by_slot: dict[int, list[str]] = {}
        for slot, level in enumerate(ramp, start=1):
            pad_ids = {p["id"] for p in level["pads"]}
            by_slot[slot] = [on_board[p] for p in pad_ids if p in on_board]
        for slot in (2, 4, 6, 8):
            assert any(kind in POWER_KINDS for kind in by_slot[slot]), (seed, by_slot)
        for slot, kinds in by_slot.items():
            powers = [k for k in kinds if k in POWER_KINDS]
            assert len(powers) <= 1 and (not powers or slot % 2 == 0)
        obstacles = [k for k in on_board.values() if k in OBSTACLE_KINDS]
        saw_obstacle |= bool(obstacles)
        for slot in by_slot:
            # A level's tiles sit on its highest-numbered pads.
            level = ramp[slot - 1]
            numbers = sorted((p["number"] for p in level["pads"]), reverse=True)
            taken = sorted(
                (p["number"] for p in level["pads"] if p["id"] in on_board), reverse=True
            )
            assert taken == numbers[: len(taken)]
    assert saw_obstacle, "in 24 expert setups no obstacle was drawn before a power tile"


def test_base_setup_has_no_obstacles():
    for seed in SEEDS:
        state = _setup(4, seed)
        assert not set(tiles(state).values()) & set(OBSTACLE_KINDS)


def test_no_tiles_option_for_the_first_game():
    """« Conseil : Jouez sans les tuiles à la toute première partie ! »"""
    for seed in range(6):
        for variant in ("base", "expert"):
            state = _setup(3, seed, tiles=False, variant=variant)
            assert tiles(state) == {} and bag_size(state) == 0
            assert all(held(state, seat) == [] for seat in range(3))


def test_doodlers_at_the_foot_of_the_ramp():
    """« Placez ensuite celui-ci au pied du plan incliné. »"""
    for players in (2, 3, 4):
        state = _setup(players, 1)
        assert pads(state) == [None] * players
        assert [d["slot"] for d in view(state)["doodlers"]] == [0] * players
        assert all(held(state, seat) == [] for seat in range(players))


# -- Déroulement du jeu: first player, clockwise, dice ----------------------------------


def test_highest_roll_starts():
    """« Le joueur qui obtient le plus grand nombre au dé commence. »"""
    starters = Counter()
    for players in (2, 3, 4):
        for seed in SEEDS:
            state = _setup(players, seed)
            rolls = view(state)["first_rolls"]
            assert len(rolls) == players and all(1 <= r <= 6 for r in rolls)
            best = max(rolls)
            assert rolls.count(best) == 1, "ties roll again"
            assert rolls.index(best) == state.to_move() == turn_seat(state)
            assert phase(state) == "roll"
            assert ids(state) == {f"{state.to_move()}:roll"}
            starters[(players, state.to_move())] += 1
    assert all(starters[(4, seat)] for seat in range(4)), starters


def test_play_goes_on_clockwise():
    """« La partie se poursuit dans le sens des aiguilles d'une montre. »"""
    levels = layout(A="5@1,6@3,9@5")
    for players in (2, 3, 4):
        for seat in range(players):
            state = position(
                levels,
                players=players,
                doodlers=",".join(["start"] * players),
                turn=seat,
                phase="decide",
                dice="1,1,1,1," + ("-" if players == 2 else "1"),
                used="1",
                special="move",
                special_used=1,
            )
            play(state, f"{seat}:stop")
            nxt = (seat + 1) % players
            assert turn_seat(state) == state.to_move() == nxt
            assert ids(state) == {f"{nxt}:roll"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_number_die_left_out_with_two_players(players: int):
    """« le joueur lance tous les dés (à 2 joueurs, 1 dé normal est laissé de côté) »:
    5 number dice and the special die, 4 number dice with 2 players."""
    state = _setup(players, 7)
    play(state, f"{state.to_move()}:roll")
    rolled = dice(state)
    assert len(rolled) == (4 if players == 2 else 5)
    assert all(value is not None and 1 <= value <= 6 and not used for value, used in rolled)
    face, used = special(state)
    assert face in ("1", "2", "reroll", "slide", "move") and not used


def test_the_special_die_shows_every_effect_over_games():
    """The special die has the faces 1, 2, reroll, slide and move (« 1 ou 2 », « Relancer
    les dés », « Faire coulisser », « Déplacer »)."""
    faces = set()
    for seed in range(60):
        state = _setup(2, seed)
        play(state, f"{state.to_move()}:roll")
        faces.add(special(state)[0])
    assert faces == {"1", "2", "reroll", "slide", "move"}
