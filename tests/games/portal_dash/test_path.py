"""The geometry of the path (rulebook §VI "Déplacement", "Recherche d'une cible",
"À portée d'attaque", §VII "Bottes"): « Ils se déplacent toujours orthogonalement de case
en case, jamais en diagonale. Ils ne peuvent pas se déplacer sur des cases Lave [...]
Exception : les Ghasts volants et le Brasier Volant peuvent flotter au-dessus des cases
Lave. »

Most tests draw their own ground on a 2-board layout (5 rows x 12 columns): the functions
read the ground they are given, not the printed boards."""

from __future__ import annotations

import pytest

from meeple.games.portal_dash import boards
from meeple.games.portal_dash.path import (
    boots_reach,
    build_layout,
    coverable,
    distances,
    ground,
    in_range,
    manhattan,
    monster_move,
    monster_targets,
    nearest,
    push_squares,
    step_squares,
    touches,
)

LAYOUT = build_layout(["1", "2"])
COLS = LAYOUT.cols


def sq(r: int, c: int) -> int:
    return r * COLS + c


def draw(*lines: str) -> list[str]:
    """A ground from 5 lines of 12 characters (spaces ignored)."""
    rows = [line.replace(" ", "") for line in lines]
    assert len(rows) == 5 and all(len(r) == COLS for r in rows)
    return [ch for r in rows for ch in r]


OPEN = draw(*(["." * 12] * 5))


def test_the_layout_is_start_then_the_boards_then_the_portal():
    lay = build_layout(["3", "2", "1"])
    assert (lay.rows, lay.cols) == (5, 2 + 4 * 3 + 2)
    assert [(b.kind, b.id, b.col, b.width) for b in lay.boards] == [
        ("start", None, 0, 2),
        ("path", "3", 2, 4),
        ("path", "2", 6, 4),
        ("path", "1", 10, 4),
        ("portal", None, 14, 2),
    ]
    assert lay.terrain[lay.portal] == "P"
    assert lay.board_of[lay.portal] == 4
    # board "3" as printed, shifted 2 columns
    for r, line in enumerate(boards.PATH_BOARDS["3"]):
        for c, ch in enumerate(line):
            t = lay.terrain[r * lay.cols + 2 + c]
            assert t == (ch if ch in "LMS" else ".")
    # the spawners of board "2" by number ("1.S.", ".SS2", "..L.", "3.L4"), chest squares
    # of board "3"
    assert lay.spawners[2] == (
        (0 * lay.cols + 6, 1),
        (1 * lay.cols + 9, 2),
        (3 * lay.cols + 6, 3),
        (3 * lay.cols + 9, 4),
    )
    assert lay.chests[1] == (0 * lay.cols + 2, 4 * lay.cols + 2 + 3)
    assert lay.spawners[0] == () and lay.chests[0] == ()


def test_neighbours_are_orthogonal_only():
    assert sorted(LAYOUT.neighbours[sq(0, 0)]) == [sq(0, 1), sq(1, 0)]
    assert sorted(LAYOUT.neighbours[sq(2, 5)]) == [sq(1, 5), sq(2, 4), sq(2, 6), sq(3, 5)]
    assert len(LAYOUT.neighbours[sq(4, 11)]) == 2


def test_face_down_boards_and_covered_squares_in_the_ground():
    g = ground(LAYOUT, [True, True, False, False])
    assert all(g[s] == "#" for s in range(len(g)) if LAYOUT.board_of[s] >= 2)
    assert g[sq(0, 3)] == "L"  # board "1" row 0: ".LL1"
    g = ground(LAYOUT, [True, True, False, False], covered=[sq(0, 3)])
    assert g[sq(0, 3)] == "."
    # nobody goes onto a face-down board
    dist = distances(LAYOUT, g, sq(2, 0), flying=True)
    assert all(d < 0 for s, d in enumerate(dist) if LAYOUT.board_of[s] >= 2)


def test_walkers_go_round_lava_flyers_cross_it():
    g = draw(
        "...L........",
        "...L........",
        "...L........",
        "...L........",
        "............",
    )
    walk = distances(LAYOUT, g, sq(0, 2))
    fly = distances(LAYOUT, g, sq(0, 2), flying=True)
    assert walk[sq(0, 4)] == 10  # down 4, across 2, up 4
    assert fly[sq(0, 4)] == 2
    assert walk[sq(0, 3)] == -1  # a walker never stands on lava
    assert fly[sq(0, 3)] == 1
    # a covered lava square is normal for everyone
    g[sq(0, 3)] = "."
    assert distances(LAYOUT, g, sq(0, 2))[sq(0, 4)] == 2


def test_monsters_ignore_magma_and_soul_sand():
    g = draw(
        "MMSS........",
        "............",
        "............",
        "............",
        "............",
    )
    assert distances(LAYOUT, g, sq(0, 0))[sq(0, 4)] == 4


def test_occupied_squares_cannot_be_entered_or_passed():
    blocked = {sq(r, 3) for r in range(4)}
    dist = distances(LAYOUT, OPEN, sq(0, 2), blocked=blocked)
    assert dist[sq(0, 4)] == 10
    assert dist[sq(0, 3)] == -1
    blocked.add(sq(4, 3))
    assert distances(LAYOUT, OPEN, sq(0, 2), blocked=blocked)[sq(0, 4)] == -1
    # even a flyer cannot pass a monster or a character
    assert distances(LAYOUT, OPEN, sq(0, 2), True, blocked)[sq(0, 4)] == -1


def test_range_counts_orthogonal_squares_round_corners():
    assert manhattan(LAYOUT, sq(0, 0), sq(2, 3)) == 5
    assert in_range(LAYOUT, sq(2, 2), 2, [sq(3, 3), sq(2, 5), sq(0, 2), sq(1, 1)]) == [0, 2, 3]
    assert in_range(LAYOUT, sq(2, 2), 1, [sq(3, 3), sq(2, 3)]) == [1]


def test_a_melee_monster_walks_its_move_toward_the_nearest_character():
    start = sq(2, 2)
    chars = [sq(2, 9), sq(2, 7)]
    blocked = set(chars)
    assert monster_targets(LAYOUT, OPEN, start, 1, False, blocked, chars) == [1]
    path = monster_move(LAYOUT, OPEN, start, 2, 1, False, blocked, chars, chars[1])
    assert path == [sq(2, 3), sq(2, 4)]


def test_a_monster_stops_as_soon_as_a_character_is_in_range():
    start = sq(2, 2)
    chars = [sq(2, 5)]
    path = monster_move(LAYOUT, OPEN, start, 5, 1, False, set(chars), chars, chars[0])
    assert path == [sq(2, 3), sq(2, 4)]
    # a ranged monster stops 2 squares off
    path = monster_move(LAYOUT, OPEN, start, 5, 2, False, set(chars), chars, chars[0])
    assert path == [sq(2, 3)]
    # another character coming into range on the way stops it too
    chars = [sq(2, 9), sq(0, 4)]
    path = monster_move(LAYOUT, OPEN, start, 5, 2, False, set(chars), chars, chars[0])
    assert path == [sq(2, 3), sq(2, 4)]
    assert in_range(LAYOUT, path[-1], 2, chars) == [1]


def test_a_monster_already_in_range_does_not_move():
    chars = [sq(2, 4)]
    assert monster_targets(LAYOUT, OPEN, sq(2, 2), 2, True, set(chars), chars) == [0]
    assert monster_move(LAYOUT, OPEN, sq(2, 2), 1, 2, True, set(chars), chars, chars[0]) == []


def test_equally_near_characters_are_the_teams_choice():
    chars = [sq(0, 4), sq(4, 4)]
    assert monster_targets(LAYOUT, OPEN, sq(2, 4), 1, False, set(chars), chars) == [0, 1]
    up = monster_move(LAYOUT, OPEN, sq(2, 4), 3, 1, False, set(chars), chars, chars[0])
    down = monster_move(LAYOUT, OPEN, sq(2, 4), 3, 1, False, set(chars), chars, chars[1])
    assert up == [sq(1, 4)] and down == [sq(3, 4)]


def test_distance_is_the_path_not_the_crow_flies():
    g = draw(
        "............",
        "..LLLLL.....",
        "............",
        "............",
        "............",
    )
    # character A is 2 squares away as the crow flies but behind lava; B is 3 squares away
    chars = [sq(0, 4), sq(2, 7)]
    start = sq(2, 4)
    assert monster_targets(LAYOUT, g, start, 1, False, set(chars), chars) == [1]
    # a flyer goes over the lava to A
    assert monster_targets(LAYOUT, g, start, 1, True, set(chars), chars) == [0]


def test_no_free_path_no_move():
    g = draw(
        ".L..........",
        "L...........",
        "............",
        "............",
        "............",
    )
    chars = [sq(3, 6)]
    start = sq(0, 0)  # boxed in by lava
    assert monster_targets(LAYOUT, g, start, 1, False, set(chars), chars) == []
    assert monster_move(LAYOUT, g, start, 5, 1, False, set(chars), chars, chars[0]) == []
    # a flyer gets out
    assert monster_move(LAYOUT, g, start, 1, 1, True, set(chars), chars, chars[0])


def test_the_path_never_enters_lava_or_occupied_squares():
    g = draw(
        "....L.......",
        "....L.......",
        "..M.L.......",
        "............",
        "............",
    )
    chars = [sq(0, 6)]
    blocked = {sq(3, 4), *chars}
    path = monster_move(LAYOUT, g, sq(0, 2), 20, 1, False, blocked, chars, chars[0])
    assert path[-1] in (sq(0, 5), sq(1, 6), sq(0, 7))
    assert manhattan(LAYOUT, path[-1], chars[0]) == 1
    prev = sq(0, 2)
    for s in path:
        assert manhattan(LAYOUT, prev, s) == 1
        assert g[s] != "L" and s not in blocked
        prev = s
    assert len(path) == distances(LAYOUT, g, sq(0, 2), blocked=blocked)[path[-1]]


def test_ties_between_end_squares_go_nearest_the_target_then_lowest_square():
    # the enderman can end above or left of the character, both 2 steps: the one with the
    # lowest square number among those nearest the target
    chars = [sq(2, 6)]
    path = monster_move(LAYOUT, OPEN, sq(1, 5), 5, 1, False, set(chars), chars, chars[0])
    assert path == [sq(1, 6)]


@pytest.mark.parametrize("blocked_extra", [(), (sq(2, 3),)])
def test_monster_move_is_deterministic(blocked_extra: tuple[int, ...]):
    chars = [sq(4, 10), sq(0, 10)]
    blocked = {*chars, *blocked_extra}
    a = monster_move(LAYOUT, OPEN, sq(2, 1), 5, 1, False, blocked, chars, chars[0])
    b = monster_move(LAYOUT, OPEN, sq(2, 1), 5, 1, False, blocked, chars, chars[0])
    assert a == b and len(a) == 5


def test_the_diamond_boots_example():
    """« Alex utilise ses bottes en diamant pour se déplacer. Elle commence par aller sur
    la case Magma (1 point) et subit 1 blessure. Elle se déplace ensuite sur la case
    occupée par Steve (1 point). Pour finir, elle se déplace vers le haut sur la case
    Sable des Âmes (2 points). Elle a ainsi utilisé les 4 points de déplacement »"""
    g = draw(
        "LLLLLLLLLLLL",
        "LLLLLSLLLLLL",
        "LLL.M.LLLLLL",
        "LLLLLLLLLLLL",
        "LLLLLLLLLLLL",
    )
    alex, steve = sq(2, 3), sq(2, 5)
    reach = boots_reach(LAYOUT, g, alex, 4, False, monsters=set())
    assert reach == {sq(2, 4): (1, 1), steve: (1, 2), sq(1, 5): (1, 4)}
    # with 3 points the soul sand is out of reach
    assert sq(1, 5) not in boots_reach(LAYOUT, g, alex, 3, False, set())
    # Netherite boots (or the walker enchantment): no damage, 1 point a square
    assert boots_reach(LAYOUT, g, alex, 4, True, set())[sq(1, 5)] == (0, 3)


def test_boots_prefer_the_way_with_less_damage():
    g = draw(
        "............",
        "...M........",
        "............",
        "............",
        "............",
    )
    start = sq(1, 2)
    reach = boots_reach(LAYOUT, g, start, 4, False, set())
    assert reach[sq(1, 4)] == (0, 4)  # round the magma
    assert reach[sq(1, 3)] == (1, 1)  # on the magma
    assert boots_reach(LAYOUT, g, start, 3, False, set())[sq(1, 4)] == (1, 2)


def test_boots_never_enter_lava_nor_pass_a_monster_but_pass_characters():
    g = draw(
        "..L.........",
        "..L.........",
        "............",
        "..L.........",
        "..L.........",
    )
    start = sq(2, 1)
    reach = boots_reach(LAYOUT, g, start, 6, False, monsters={sq(2, 2)})
    assert not any(g[s] == "L" for s in reach)
    assert sq(2, 2) not in reach
    assert all(LAYOUT.col[s] < 2 for s in reach)
    assert start not in reach
    # characters do not block: the monsters set is all that counts
    reach = boots_reach(LAYOUT, g, start, 2, False, monsters=set())
    assert reach[sq(2, 3)] == (0, 2)


def test_the_basic_step_is_one_square_not_soul_sand():
    g = draw(
        "............",
        "..S.........",
        ".LxM........".replace("x", "."),
        "............",
        "............",
    )
    got = step_squares(LAYOUT, g, sq(2, 2), monsters={sq(3, 2)})
    assert sorted(got) == [sq(2, 3)]  # magma allowed; soul sand, lava, monster not


def test_pushes_go_to_free_squares():
    g = draw(
        "............",
        "..L.........",
        ".M..........",
        "............",
        "............",
    )
    got = push_squares(LAYOUT, g, sq(2, 2), monsters={sq(2, 3)})
    assert sorted(got) == [sq(2, 1), sq(3, 2)]


def test_brown_blocks_cover_free_obstacles_only():
    g = ground(LAYOUT, [True, True, False, False])
    got = coverable(LAYOUT, g, occupied={sq(0, 3)})
    assert sq(0, 3) not in got and sq(0, 4) in got
    assert all(g[s] in "LMS" for s in got)
    assert all(LAYOUT.board_of[s] == 1 for s in got)


def test_the_nearest_spawner_is_the_nearest_by_walking():
    g = draw(
        "............",
        "LLLLL.......",
        "............",
        "............",
        "............",
    )
    # (0,2) is 2 squares as the crow flies, behind lava; (4,2) is 3 away on foot
    assert nearest(LAYOUT, g, sq(2, 1), [sq(0, 1), sq(4, 2)]) == [sq(4, 2)]
    assert nearest(LAYOUT, g, sq(2, 1), [sq(4, 1), sq(3, 2)]) == [sq(4, 1), sq(3, 2)]
    assert nearest(LAYOUT, g, sq(2, 1), []) == []


def test_a_character_touches_the_next_board_from_its_last_column():
    assert touches(LAYOUT, sq(3, 1), 1)
    assert not touches(LAYOUT, sq(3, 0), 1)
    assert touches(LAYOUT, sq(0, 9), 3)
    assert not touches(LAYOUT, sq(0, 9), 2)
