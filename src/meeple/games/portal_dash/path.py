"""The path of Portal Dash: the layout of the boards and its geometry, pure functions.

The layout is the start strip, the chosen path boards and the portal strip side by side,
left to right, 5 rows; square ``s = r * cols + c``. :func:`build_layout` computes the
tables once per path (terrain, spawners and chest squares per board), the geometry once
per path length (neighbours, distances, squares in reach); the functions below only read
them. The rules' searches work on sets of squares held in one int (:class:`Masks`,
:func:`search`, :func:`boots_squares`, :func:`ground_masks`): a whole distance of a
breadth-first search is a few operations on ints. The list-based functions
(:func:`distances`, :func:`monster_targets`, :func:`monster_move`, :func:`boots_reach`)
state the same rules plainly; the tests check the rules against them, and the bot uses
:func:`boots_damage`.

``ground`` is the effective terrain the functions read, one character per square (see
:func:`ground`): ``.`` normal (a covered obstacle is ``.``), ``L`` lava, ``M`` magma,
``S`` soul sand, ``P`` the portal (normal), ``#`` a square of a face-down board (nobody
enters it). ``blocked`` / ``monsters`` are containers of squares (a set is fastest).

Rules (rulebook §VI "Déplacement", "Recherche d'une cible", §VII "Bottes"):

- monsters move orthogonally, never onto lava unless flying (a covered lava square is
  normal), never onto nor through an occupied square (a monster or a character);
- range is the orthogonal distance (Manhattan, "round corners"); 1 = a neighbour;
- a monster heads for the nearest character, the length of the shortest free path to a
  square from which that character is in range (ties: the team's choice); it walks a
  shortest path one square at a time, up to its move, and stops as soon as any character
  is in range; with no free path to anyone it stays. Among equally short end squares it
  takes the one nearest (Manhattan) to its target, then the lowest square number; each
  step likewise (assumption: the text leaves the choice open);
- characters' boots: 1 point a square, soul sand 2, magma 1 point and 1 damage on every
  entry (both ignored with ``ignore_ground``), never lava, never onto nor through a
  monster, through and onto characters freely.
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Sequence
from functools import lru_cache
from typing import NamedTuple

from meeple.games.portal_dash.boards import PATH_BOARDS, PORTAL, ROWS, START

UNREACHABLE = -1
MAX_REACH = 5  # the longest range (a Netherite crossbow with power): Layout.in_reach's
_FREE = frozenset(".MSP")  # what a walking monster may enter (plus lava when flying)


class BoardPlace(NamedTuple):
    kind: str  # "start", "path", "portal"
    id: str | None  # "1".."8" for a path board
    col: int  # its first column in the layout
    width: int


class Layout(NamedTuple):
    rows: int
    cols: int
    boards: tuple[BoardPlace, ...]
    terrain: tuple[str, ...]  # ".", "L", "M", "S", "P" per square (spawners, chests: ".")
    board_of: tuple[int, ...]  # the board index of every square
    # per board: its spawners as (square, number), by number
    spawners: tuple[tuple[tuple[int, int], ...], ...]
    chests: tuple[tuple[int, ...], ...]  # per board: its chest squares
    portal: int  # the portal square
    row: tuple[int, ...]
    col: tuple[int, ...]
    neighbours: tuple[tuple[int, ...], ...]
    # apart[a][b]: the orthogonal distance between two squares (how ranges are counted)
    apart: tuple[tuple[int, ...], ...]
    # per square: the squares at most MAX_REACH apart from it (every weapon's reach)
    in_reach: tuple[frozenset[int], ...]
    squares_of: tuple[tuple[int, ...], ...]  # per board: its squares
    start_ground: tuple[str, ...]  # the ground with only the start strip face up
    place_squares: tuple[int, ...]  # the start strip's squares, row by row
    masks: Masks  # the same geometry as sets of squares in an int (see Masks)


class Masks(NamedTuple):
    """The layout's geometry for searches over sets of squares held in one int (bit
    ``s`` for square ``s``): a whole distance of a breadth-first search is a few
    operations on ints, where a list would take a loop over its squares."""

    cols: int
    every: int  # every square
    right: int  # the squares with a neighbour on their right (not the last column)
    left: int  # the squares with a neighbour on their left (not the first column)
    neighbours: tuple[int, ...]  # per square: its neighbours
    # within[reach][s]: the squares at most ``reach`` apart from s (0 to MAX_REACH)
    within: tuple[tuple[int, ...], ...]


def build_layout(path_ids: Sequence[str]) -> Layout:
    """The layout for these path boards (ids of :data:`boards.PATH_BOARDS`), in order."""
    pieces: list[tuple[str, str | None, tuple[str, ...]]] = [("start", None, START)]
    pieces += [("path", b, PATH_BOARDS[b]) for b in path_ids]
    pieces.append(("portal", None, PORTAL))
    widths = tuple(len(p[2][0]) for p in pieces)
    cols = sum(widths)
    n = ROWS * cols
    terrain = ["."] * n
    boards: list[BoardPlace] = []
    spawners: list[tuple[tuple[int, int], ...]] = []
    chests: list[tuple[int, ...]] = []
    portal = -1
    c0 = 0
    for kind, bid, rows in pieces:
        width = len(rows[0])
        boards.append(BoardPlace(kind, bid, c0, width))
        spawn: list[tuple[int, int]] = []
        chest: list[int] = []
        for r, line in enumerate(rows):
            for dc, ch in enumerate(line):
                s = r * cols + c0 + dc
                if ch in "LMSP":
                    terrain[s] = ch
                if ch.isdigit():
                    spawn.append((s, int(ch)))
                elif ch == "C":
                    chest.append(s)
                elif ch == "P":
                    portal = s
        spawners.append(tuple(sorted(spawn, key=lambda t: t[1])))
        chests.append(tuple(chest))
        c0 += width
    row, col, neighbours, in_reach = grid_tables(cols)
    board_of, squares_of, place_squares = board_tables(widths)
    return Layout(
        ROWS,
        cols,
        tuple(boards),
        tuple(terrain),
        board_of,
        tuple(spawners),
        tuple(chests),
        portal,
        row,
        col,
        neighbours,
        apart_table(cols),
        in_reach,
        squares_of,
        tuple(t if b == 0 else "#" for t, b in zip(terrain, board_of, strict=True)),
        place_squares,
        mask_table(cols),
    )


Grid = tuple[
    tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...], tuple[frozenset[int], ...]
]


@lru_cache(maxsize=16)
def grid_tables(cols: int) -> Grid:
    """(row, column, neighbours, squares within MAX_REACH) of every square of a ``ROWS``
    x ``cols`` layout."""
    n = ROWS * cols
    row = tuple(s // cols for s in range(n))
    col = tuple(s % cols for s in range(n))
    neighbours = []
    for s in range(n):
        r, c = row[s], col[s]
        out = []
        if r > 0:
            out.append(s - cols)
        if c > 0:
            out.append(s - 1)
        if c < cols - 1:
            out.append(s + 1)
        if r < ROWS - 1:
            out.append(s + cols)
        neighbours.append(tuple(out))
    in_reach = tuple(frozenset(w) for w in within_table(cols)[MAX_REACH])
    return row, col, tuple(neighbours), in_reach


Boards = tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...]]


@lru_cache(maxsize=16)
def board_tables(widths: tuple[int, ...]) -> Boards:
    """(the board of every square, the squares of every board, the start strip's
    squares row by row) for boards of these widths side by side."""
    cols = sum(widths)
    firsts = [sum(widths[:b]) for b in range(len(widths))]
    board_of = tuple(
        max(b for b in range(len(widths)) if firsts[b] <= s % cols) for s in range(ROWS * cols)
    )
    squares_of = tuple(
        tuple(s for s in range(ROWS * cols) if board_of[s] == b) for b in range(len(widths))
    )
    place_squares = tuple(r * cols + c for r in range(ROWS) for c in range(widths[0]))
    return board_of, squares_of, place_squares


@lru_cache(maxsize=16)
def apart_table(cols: int) -> tuple[tuple[int, ...], ...]:
    """The orthogonal distances between the squares of a ``ROWS`` x ``cols`` layout
    (the same for every path of that length)."""
    squares = [(r, c) for r in range(ROWS) for c in range(cols)]
    return tuple(tuple(abs(r - r2) + abs(c - c2) for r2, c2 in squares) for r, c in squares)


@lru_cache(maxsize=16)
def within_table(cols: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``within[reach][s]``: the squares at most ``reach`` apart from ``s``, reach 0 to
    ``MAX_REACH`` (the same for every path of that length)."""
    apart = apart_table(cols)
    n = len(apart)
    return tuple(
        tuple(tuple(t for t in range(n) if apart[s][t] <= reach) for s in range(n))
        for reach in range(MAX_REACH + 1)
    )


@lru_cache(maxsize=16)
def mask_table(cols: int) -> Masks:
    """The :class:`Masks` of a ``ROWS`` x ``cols`` layout."""
    n = ROWS * cols
    within = within_table(cols)
    every = (1 << n) - 1
    first = sum(1 << (r * cols) for r in range(ROWS))  # the first column
    return Masks(
        cols,
        every,
        every & ~(first << (cols - 1)),
        every & ~first,
        tuple(to_mask(t for t in range(n) if apart_table(cols)[s][t] == 1) for s in range(n)),
        tuple(tuple(to_mask(w) for w in within[reach]) for reach in range(MAX_REACH + 1)),
    )


def to_mask(squares: Iterable[int]) -> int:
    """The set of ``squares`` as an int."""
    mask = 0
    for s in squares:
        mask |= 1 << s
    return mask


def squares_in(mask: int) -> list[int]:
    """The squares of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class GroundMasks(NamedTuple):
    """The ground's squares by kind, as masks (see :class:`Masks`)."""

    walls: int  # what a walker never enters: face down, lava (:func:`distances`)
    fly_walls: int  # what a flyer never enters: face down
    sand: int  # soul sand
    magma: int


_GROUNDS: dict[str, GroundMasks] = {}  # by the ground's text


def ground_masks(ground: Sequence[str]) -> GroundMasks:
    """The :class:`GroundMasks` of an effective terrain (computed once per text)."""
    text = "".join(ground)
    known = _GROUNDS.get(text)
    if known is None:
        if len(_GROUNDS) >= 4096:  # one text per path, boards face up and squares covered
            _GROUNDS.clear()
        known = _GROUNDS[text] = GroundMasks(
            to_mask(s for s, g in enumerate(text) if g not in _FREE),
            to_mask(s for s, g in enumerate(text) if g not in _FREE and g != "L"),
            to_mask(s for s, g in enumerate(text) if g == "S"),
            to_mask(s for s, g in enumerate(text) if g == "M"),
        )
    return known


def walls(ground: Sequence[str], flying: bool) -> int:
    """The squares a monster may not enter whoever stands there: face down (``#``) and,
    unless ``flying``, lava (see :func:`distances`)."""
    known = ground_masks(ground)
    return known.fly_walls if flying else known.walls


def boots_squares(masks: Masks, free: int, slow: int, start: int, points: int) -> int:
    """The squares a character on ``start`` can end a move on with ``points`` move
    points, the start among them: onto squares of ``free`` only, those of ``slow`` (soul
    sand) costing 2 points, the others 1. The squares of :func:`boots_damage`, as a
    mask (the least damage needs its search; which squares, not)."""
    right, left, cols = masks.right, masks.left, masks.cols
    fast = free & ~slow
    slow &= free
    exact = [0] * (points + 2)  # the squares reached having spent exactly p points
    exact[0] = every = 1 << start
    for p in range(points):
        here = exact[p]
        if here:
            ahead = ((here & right) << 1) | ((here & left) >> 1) | (here << cols) | (here >> cols)
            exact[p + 1] |= ahead & fast
            if p + 2 <= points:
                exact[p + 2] |= ahead & slow
        every |= exact[p + 1]
    return every


def search(masks: Masks, free: int, source: int, goal: int) -> list[int]:
    """Breadth-first over the squares of ``free`` from ``source``: the squares at each
    distance (index 0 the source), up to the first distance holding a square of
    ``goal`` (or as far as it goes)."""
    start = 1 << source
    levels = [start]
    if start & goal:
        return levels
    right, left, cols = masks.right, masks.left, masks.cols
    rest = free & ~start  # free squares not reached yet
    frontier = start
    while (
        frontier := (
            ((frontier & right) << 1)
            | ((frontier & left) >> 1)
            | (frontier << cols)
            | (frontier >> cols)
        )
        & rest
    ):
        levels.append(frontier)
        if frontier & goal:
            break
        rest ^= frontier
    return levels


def ground(layout: Layout, revealed: Sequence[bool], covered: Iterable[int] = ()) -> list[str]:
    """The effective terrain: ``#`` on face-down boards (``revealed`` per board index),
    ``.`` on the squares covered by a brown block."""
    g = [t if revealed[b] else "#" for t, b in zip(layout.terrain, layout.board_of, strict=True)]
    for s in covered:
        g[s] = "."
    return g


def manhattan(layout: Layout, a: int, b: int) -> int:
    """The orthogonal distance between two squares (how ranges are counted)."""
    return layout.apart[a][b]


def distances(
    layout: Layout,
    ground: Sequence[str],
    source: int,
    flying: bool = False,
    blocked: Container[int] = (),
) -> list[int]:
    """Breadth-first path lengths from ``source`` (``UNREACHABLE`` = -1): no ``#``, no
    lava unless ``flying``, no square in ``blocked`` (the source itself always counts)."""
    nb = layout.neighbours
    dist = [UNREACHABLE] * len(nb)
    dist[source] = 0
    frontier = [source]
    d = 0
    while frontier:
        d += 1
        nxt = []
        for s in frontier:
            for t in nb[s]:
                if dist[t] < 0:
                    g = ground[t]
                    if (g in _FREE or (flying and g == "L")) and t not in blocked:
                        dist[t] = d
                        nxt.append(t)
        frontier = nxt
    return dist


def in_range(layout: Layout, square: int, reach: int, characters: Sequence[int]) -> list[int]:
    """The indexes of ``characters`` (squares) within ``reach`` of ``square``."""
    row, col = layout.row, layout.col
    r, c = row[square], col[square]
    return [k for k, t in enumerate(characters) if abs(row[t] - r) + abs(col[t] - c) <= reach]


def _nearest_goal(layout: Layout, dist: Sequence[int], target: int, reach: int) -> tuple[int, int]:
    """(path length, square) of the best square from which ``target`` is in range."""
    row, col = layout.row, layout.col
    tr, tc = row[target], col[target]
    best = (1 << 30, 1 << 30, -1)
    for s, d in enumerate(dist):
        if d >= 0:
            m = abs(row[s] - tr) + abs(col[s] - tc)
            if m <= reach and (d, m, s) < best:
                best = (d, m, s)
    return best[0], best[2]


def monster_targets(
    layout: Layout,
    ground: Sequence[str],
    start: int,
    reach: int,
    flying: bool,
    blocked: Container[int],
    characters: Sequence[int],
) -> list[int]:
    """The indexes of the nearest ``characters`` (squares) for a monster on ``start``:
    those with the shortest free path to a square from which they are in range (0 when
    already in range). Several: the team chooses. [] when it can reach nobody."""
    if not characters:
        return []
    dist = distances(layout, ground, start, flying, blocked)
    lengths = [_nearest_goal(layout, dist, t, reach) for t in characters]
    best = min(d for d, s in lengths if s >= 0) if any(s >= 0 for _, s in lengths) else -1
    if best < 0:
        return []
    return [k for k, (d, s) in enumerate(lengths) if s >= 0 and d == best]


def monster_move(
    layout: Layout,
    ground: Sequence[str],
    start: int,
    move: int,
    reach: int,
    flying: bool,
    blocked: Container[int],
    characters: Sequence[int],
    target: int,
) -> list[int]:
    """The squares a monster on ``start`` walks through toward the character on square
    ``target`` (its last square is where it stops; [] = it stays): a shortest free path
    to the best square from which the target is in range, at most ``move`` squares,
    stopping as soon as any of ``characters`` (squares) is in range."""
    row, col = layout.row, layout.col
    if move <= 0 or in_range(layout, start, reach, characters):
        return []
    dist = distances(layout, ground, start, flying, blocked)
    d, goal = _nearest_goal(layout, dist, target, reach)
    if goal < 0:
        return []
    # path lengths back from the goal; the start square is the mover's own
    back = distances(layout, ground, goal, flying, _Except(blocked, start))
    tr, tc = row[target], col[target]
    nb = layout.neighbours
    path: list[int] = []
    cur = start
    for _ in range(min(move, d)):
        want = back[cur] - 1
        best = (1 << 30, 1 << 30)
        for t in nb[cur]:
            if back[t] == want and dist[t] >= 0:
                key = (abs(row[t] - tr) + abs(col[t] - tc), t)
                if key < best:
                    best = key
        cur = best[1]
        path.append(cur)
        if in_range(layout, cur, reach, characters):
            break
    return path


class _Except:
    """``blocked`` minus one square (the mover's own square)."""

    __slots__ = ("blocked", "square")

    def __init__(self, blocked: Container[int], square: int) -> None:
        self.blocked = blocked
        self.square = square

    def __contains__(self, s: object) -> bool:
        return s != self.square and s in self.blocked


def boots_reach(
    layout: Layout,
    ground: Sequence[str],
    start: int,
    points: int,
    ignore_ground: bool,
    monsters: Container[int],
) -> dict[int, tuple[int, int]]:
    """Every square a character on ``start`` can end a move on with ``points`` move
    points, as ``square -> (damage, points)`` along the cheapest way (fewest damage, then
    fewest points). The start square is not a move and is left out."""
    nb = layout.neighbours
    n = len(nb)
    inf = 1 << 30
    # best[u][s]: the least damage to stand on s having spent exactly u points
    best = [[inf] * n for _ in range(points + 1)]
    best[0][start] = 0
    for u in range(points):
        layer = best[u]
        for s in range(n):
            dmg = layer[s]
            if dmg == inf:
                continue
            for t in nb[s]:
                g = ground[t]
                if g == "L" or g == "#" or t in monsters:
                    continue
                cost, hurt = 1, 0
                if not ignore_ground:
                    if g == "S":
                        cost = 2
                    elif g == "M":
                        hurt = 1
                v = u + cost
                if v <= points and dmg + hurt < best[v][t]:
                    best[v][t] = dmg + hurt
    out: dict[int, tuple[int, int]] = {}
    for u in range(1, points + 1):
        for s, dmg in enumerate(best[u]):
            if dmg != inf and s != start:
                old = out.get(s)
                if old is None or dmg < old[0]:
                    out[s] = (dmg, u)
    return out


def boots_damage(
    neighbours: Sequence[Sequence[int]],
    ground: Sequence[str | None],
    start: int,
    points: int,
    ignore_ground: bool,
    monsters: Container[int],
    walls: Container[str | None] = ("#", "L"),
) -> dict[int, int]:
    """The squares within ``points`` move points of ``start`` (the start included), each
    with the least damage to reach it: soul sand costs 2 points, magma 1 damage, unless
    ``ignore_ground``; ``walls`` (face-down squares, lava) and monsters block, characters
    do not. The fast form of :func:`boots_reach` (the rules' and the bot's)."""
    # levels[p]: square -> least damage to stand on it having spent exactly p points
    levels: list[dict[int, int]] = [{start: 0}] + [{} for _ in range(points)]
    for p in range(points):  # nothing goes on from the last level: every step costs
        one = levels[p + 1]
        for s, dmg in levels[p].items():
            for t in neighbours[s]:
                g = ground[t]
                if g in walls or t in monsters:
                    continue
                if ignore_ground or (g != "S" and g != "M"):
                    old = one.get(t)
                    if old is None or dmg < old:
                        one[t] = dmg
                elif g == "M":  # 1 point, 1 damage
                    old = one.get(t)
                    if old is None or dmg + 1 < old:
                        one[t] = dmg + 1
                elif p + 2 <= points:  # soul sand: 2 points
                    two = levels[p + 2]
                    old = two.get(t)
                    if old is None or dmg < old:
                        two[t] = dmg
    out: dict[int, int] = {}
    for level in levels:
        for s, dmg in level.items():
            old = out.get(s)
            if old is None or dmg < old:
                out[s] = dmg
    return out


def step_squares(
    layout: Layout, ground: Sequence[str], start: int, monsters: Container[int]
) -> list[int]:
    """The squares of the basic move (1 point: not soul sand, not lava, no monster)."""
    return [t for t in layout.neighbours[start] if ground[t] in ".MP" and t not in monsters]


def push_squares(
    layout: Layout, ground: Sequence[str], square: int, monsters: Container[int]
) -> list[int]:
    """The free neighbouring squares a character can be pushed onto (no lava, no
    monster; characters do not count)."""
    return [t for t in layout.neighbours[square] if ground[t] in _FREE and t not in monsters]


def coverable(layout: Layout, ground: Sequence[str], occupied: Container[int]) -> list[int]:
    """The obstacle squares (lava, magma, soul sand) a brown block can cover: revealed,
    uncovered, nobody on them."""
    return [s for s, g in enumerate(ground) if g in "LMS" and s not in occupied]


def nearest(
    layout: Layout, ground: Sequence[str], source: int, candidates: Sequence[int]
) -> list[int]:
    """The ``candidates`` (squares) nearest to ``source`` by walking distance (lava and
    face-down boards block, nobody does); unreachable ones count after every reachable
    one, by Manhattan distance. Used for the spawner nearest the active character."""
    if not candidates:
        return []
    # the search ends with the nearest reachable candidates, if any
    masks = layout.masks
    wanted = to_mask(candidates)
    found = search(masks, masks.every & ~walls(ground, False), source, wanted)[-1] & wanted
    if found:
        return [s for s in candidates if found >> s & 1]
    apart = layout.apart[source]
    low = min(apart[s] for s in candidates)
    return [s for s in candidates if apart[s] == low]


def touches(layout: Layout, square: int, board: int) -> bool:
    """Whether ``square`` is next to board ``board`` from its left (the column before)."""
    return layout.col[square] == layout.boards[board].col - 1
