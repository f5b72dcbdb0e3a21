"""What each seat sees of the island, as a JSON-ready view and as text, and action labels.

Forbidden Island hides only the order of the two decks (and the seed): hands and
discard piles are face up. So every seat's view is the same, but for ``seat``.
"""

from __future__ import annotations

import textwrap
from typing import Any

from meeple.engine import translate
from meeple.engine.i18n import counted
from meeple.games.forbidden_island import actions as fa
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.rules import PHASES, IslandState


def _flood_runs(state: IslandState) -> list[list[str]]:
    """The Flood deck's runs, top first, each as a sorted set: order stays hidden."""
    return [sorted(c.TILES[t].slug for t in run) for run in reversed(state.flood_runs())]


def waiting_for(state: IslandState) -> str:
    if state.result is not None:
        return "nothing"
    if state.heli is not None:
        return "land"
    if state.swimmers:
        return "swim"
    if state.over_limit() >= 0:
        return "discard"
    return PHASES[state.phase]


def _cells(state: IslandState) -> list[dict[str, Any]]:
    """The island, cell by cell (row by row): the tile there and its side."""
    cells = []
    for cell, (row, col) in enumerate(c.ISLAND_CELLS):
        tile = state.board.tile_at[cell]
        info = c.TILES[tile]
        cells.append(
            {
                "row": row,
                "col": col,
                "tile": info.slug,
                "state": c.TILE_STATES[state.tiles[tile]],
                "treasure": c.TREASURES[info.treasure] if info.treasure is not None else None,
                "start": info.start_of,
            }
        )
    return cells


def _pawns(state: IslandState) -> list[dict[str, Any]]:
    return [
        {
            "seat": s,
            "role": c.ROLES[role],
            "colour": c.ROLE_COLOURS[role],
            "tile": c.TILES[state.pos[s]].slug,
        }
        for s, role in enumerate(state.roles)
    ]


def view(state: IslandState, seat: int | None) -> dict[str, Any]:
    return {
        "game": "forbidden-island",
        "seat": seat,
        "players": len(state.roles),
        "difficulty": state.config["difficulty"],
        "cells": _cells(state),
        "pawns": _pawns(state),
        "hands": [
            [c.CARDS[kind] for kind in range(c.N_HAND_KINDS) for _ in range(hand[kind])]
            for hand in state.hands
        ],
        "treasure_deck": len(state.tdeck),
        "treasure_discard": [c.CARDS[kind] for kind in state.tdiscard],
        "flood_deck": len(state.fdeck),
        "flood_deck_runs": _flood_runs(state),
        "flood_discard": [c.TILES[t].slug for t in state.fdiscard],
        "water_level": state.level,
        "flood_cards_per_turn": c.FLOOD_CARDS[state.level],
        "flood_cards_by_level": list(c.FLOOD_CARDS),
        "skull_level": c.SKULL_LEVEL,
        "captured": [c.TREASURES[t] for t in range(4) if state.captured[t]],
        "turn": {
            "seat": state.current,
            "phase": PHASES[state.phase],
            "actions_left": state.actions_left,
            "pilot_flew": state.pilot_flew,
            "flood_left": state.flood_left,
        },
        "to_move": state.to_move(),
        "waiting_for": waiting_for(state),
        "swimmers": list(state.swimmers),
        "helicopter": None
        if state.heli is None
        else {
            "seat": state.heli[0],
            "from": c.TILES[state.heli[1]].slug,
            "pawns": fa.seats_in(state.heli[2]),
        },
        "outcome": state.result.to_json() if state.result is not None else None,
    }


# -- action labels -----------------------------------------------------------------------


def _tile(tile: int) -> str:
    return f"@fi.tile.{c.TILES[tile].slug}"


def _role(state: IslandState, seat: int) -> str:
    return f"@fi.role.{c.ROLES[state.roles[seat]]}"


def action_message(state: IslandState, action: int) -> tuple[str, dict[str, Any]]:
    kind, seat, a, b = fa.unpack(action)
    msg = f"fi.action.{fa.KIND_NAMES[kind]}"
    args: dict[str, Any] = {"role": _role(state, seat)}
    if kind in (fa.MOVE, fa.FLY, fa.SWIM, fa.SANDBAGS, fa.HELI_DROP):
        args["tile"] = _tile(a)
    elif kind == fa.SHORE_UP:
        args["tiles"] = [_tile(a)] if a == b else [_tile(a), _tile(b)]
    elif kind == fa.NAVIGATE:
        args.update(other=_role(state, a), tile=_tile(b))
    elif kind == fa.GIVE:
        args.update(other=_role(state, a), card=f"@fi.card.{c.CARDS[b]}")
    elif kind == fa.CAPTURE:
        args["treasure"] = f"@fi.treasure.{c.TREASURES[a]}"
    elif kind == fa.DISCARD:
        args["card"] = f"@fi.card.{c.CARDS[a]}"
    elif kind == fa.HELICOPTER:
        args.update(tile=_tile(a), pawns=[_role(state, other) for other in fa.seats_in(b)])
    elif kind == fa.DRAW_FLOOD:
        args["left"] = state.flood_left
    return msg, args


def action_target(state: IslandState, action: int) -> str | None:
    """The board element a click on it targets: ``tile:<slug>``, ``card:<seat>:<kind>``..."""
    kind, seat, a, b = fa.unpack(action)
    if kind in (fa.MOVE, fa.FLY, fa.SWIM, fa.SANDBAGS, fa.HELI_DROP, fa.SHORE_UP, fa.HELICOPTER):
        return f"tile:{c.TILES[a].slug}"
    if kind == fa.NAVIGATE:
        return f"tile:{c.TILES[b].slug}"
    if kind == fa.GIVE:
        return f"card:{seat}:{c.CARDS[b]}"
    if kind == fa.DISCARD:
        return f"card:{seat}:{c.CARDS[a]}"
    if kind == fa.CAPTURE:
        return f"treasure:{c.TREASURES[a]}"
    return None


# -- the island as text ------------------------------------------------------------------

_ROLE_MARK = ("Pi", "En", "Ex", "Na", "Di", "Me")
_CELL = 15  # characters per tile, gap included
_ARTICLES = ("The ", "La ", "Le ", "Les ", "L'")


def _cell_lines(state: IslandState, tile: int | None, t: Any) -> tuple[str, str, str]:
    """A tile drawn in three lines: its name on two, its symbol and pawns on the third."""
    width = _CELL - 3
    if tile is None:
        return (" " * _CELL,) * 3
    side = state.tiles[tile]
    if side == c.SUNK:
        water = " " + "~" * (_CELL - 2) + " "
        return (water, water, water)
    name: str = t(f"fi.tile.{c.TILES[tile].slug}")
    for article in _ARTICLES:
        name = name.removeprefix(article)
    wrapped = [*textwrap.wrap(name, width), "", ""]
    mark = "~" if side == c.FLOODED else " "
    info = c.TILES[tile]
    symbol = f"<{c.TREASURE_CODES[info.treasure]}>" if info.treasure is not None else "   "
    if tile == c.FOOLS_LANDING:
        symbol = "<H>"
    pawns = " ".join(
        f"{_ROLE_MARK[state.roles[s]]}{s}" for s, p in enumerate(state.pos) if p == tile
    )
    return (
        f"{mark}{wrapped[0]:<{width}}{mark} ",
        f"{mark}{wrapped[1]:<{width}}{mark} ",
        f" {symbol} {pawns}"[: _CELL - 1].ljust(_CELL),
    )


def render_text(state: IslandState, seat: int | None, lang: str = "en") -> str:
    def t(msgid: str, **args: Any) -> str:
        return translate(msgid, lang, args)

    lines = []
    difficulty = t(f"fi.difficulty.{state.config['difficulty']}")
    lines.append(
        t(
            "fi.text.header",
            difficulty=difficulty,
            level=state.level,
            cards=c.FLOOD_CARDS[state.level],
            skull=c.SKULL_LEVEL,
        )
    )
    captured = [
        ("[x] " if state.captured[i] else "[ ] ") + t(f"fi.treasure.{name}")
        for i, name in enumerate(c.TREASURES)
    ]
    lines.append(t("fi.text.treasures") + "  ".join(captured))
    lines.append("")
    grid: dict[tuple[int, int], int] = {
        coord: state.board.tile_at[cell] for cell, coord in enumerate(c.ISLAND_CELLS)
    }
    for row in range(c.GRID_SIZE):
        rows: list[list[str]] = [[], [], []]
        for col in range(c.GRID_SIZE):
            tile = grid.get((row, col))
            for line, text in zip(rows, _cell_lines(state, tile, t), strict=True):
                line.append(text)
        lines += ["".join(line).rstrip() for line in rows]
        lines.append("")
    lines.append("")
    lines.append(t("fi.text.legend"))
    lines += _seat_lines(state, seat, t)
    lines.append(
        t(
            "fi.text.decks",
            tdeck=len(state.tdeck),
            tdiscard=len(state.tdiscard),
            fdeck=len(state.fdeck),
            fdiscard=len(state.fdiscard),
        )
    )
    if state.fdiscard:
        names = ", ".join(t(f"fi.tile.{c.TILES[tile].slug}") for tile in state.fdiscard)
        lines.append(t("fi.text.flood-discard") + names)
    lines.append(status_line(state, lang))
    return "\n".join(lines)


def _seat_lines(state: IslandState, seat: int | None, t: Any) -> list[str]:
    """One line per seat: its pawn, where it stands and its hand (``*`` for ``seat``)."""
    lines = []
    for s, role in enumerate(state.roles):
        hand = state.hands[s]
        cards = counted(hand[: c.N_HAND_KINDS], lambda k: t(f"fi.card.{c.CARDS[k]}"))
        you = " *" if s == seat else ""
        lines.append(
            f"{_ROLE_MARK[role]}{s} {t(f'fi.role.{c.ROLES[role]}')}{you} "
            f"@ {t(f'fi.tile.{c.TILES[state.pos[s]].slug}')}: {cards}"
        )
    return lines


def status_line(state: IslandState, lang: str = "en") -> str:
    if state.result is not None:
        return state.result.describe(lang)
    seat = state.to_move()
    assert seat is not None
    role = f"@fi.role.{c.ROLES[state.roles[seat]]}"
    args: dict[str, Any] = {"seat": seat, "role": role, "actions": state.actions_left}
    args["left"] = state.flood_left
    return translate(f"fi.status.{waiting_for(state)}", lang, args)
