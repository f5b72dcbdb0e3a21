"""What each seat sees of a Doodle Jump game, as a JSON-ready view and as text, and the
action labels and targets.

Hidden from every seat: the order of the bag (its size is public) and the dice still
to roll. Everything else is public, the held tiles included.

``view(state, seat)`` returns (every key always present)::

    {"game": "doodle-jump", "seat": 0 | null,
     "players": 2, "variant": "base" | "expert", "columns": 7,
     "ramp": [{"slot": 1, "board": "C", "offset": 0,
               "pads": [{"id": "C7", "number": 7, "col": 2, "column": 2}, ...]}, ...],
     "doodlers": [{"seat": 0, "pad": "C7" | null, "slot": 1}, ...],
     "tiles": [{"pad": "B10", "kind": "shield"}, ...],
     "held": [["shield", "hat"], []],
     "bag": 12,
     "dice": [{"die": 1, "value": 4 | null, "used": false}, ...],   # number dice in play
     "special": {"value": "slide" | "1" | "2" | "reroll" | "move" | null, "used": false},
     "turn": {"seat": 0, "phase": "play", "number": 12},
     "reach": ["C9", "D8"],          # pads the current Doodler can jump to (dice aside)
     "first_rolls": [5, 3],
     "winner": null | seat, "to_move": 0 | null, "outcome": null | Outcome.to_json()}

Ramp slots run 1 (bottom) to 8 (the top level). A pad's ``col`` is its column on its
board, ``column`` its absolute column on the ramp (``col + offset``, -1..7).

``action_target`` ids: ``pad:<id>`` (jump, bounce, shoes, hat, rocket, shoot), ``dice``
(roll, continue), ``die:S`` (the special die's reroll), ``tile:obstacle`` (a won
obstacle's reroll), ``board:<letter>`` (slide, move); None for stop, fall, shield and
a bounce with nowhere to go.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import translate
from meeple.games.doodle_jump import actions as act
from meeple.games.doodle_jump.components import BOARD_LETTERS, COLUMNS
from meeple.games.doodle_jump.rules import (
    FACE_NAMES,
    KEPT_TILES,
    PHASE_NAMES,
    PHASE_OVER,
    SPECIAL,
    TILE_NAMES,
    VARIANTS,
    JumpState,
)


def view(state: JumpState, seat: int | None) -> dict[str, Any]:
    name = state.layout.name

    heights = state.heights()
    outcome = state.outcome()
    over = state.phase == PHASE_OVER
    return {
        "game": "doodle-jump",
        "seat": seat,
        "players": state.players,
        "variant": VARIANTS[state.variant],
        "columns": COLUMNS,
        "ramp": _ramp(state),
        "doodlers": [
            {"seat": s, "pad": None if p < 0 else name[p], "slot": heights[s]}
            for s, p in enumerate(state.pos)
        ],
        "tiles": [
            {"pad": name[q], "kind": TILE_NAMES[state.tiles[q]]} for q in sorted(state.tiles)
        ],
        "held": [[TILE_NAMES[t] for t in tiles] for tiles in state.held],
        "bag": len(state.bag),
        "dice": [
            {
                "die": i + 1,
                "value": state.dice[i] or None,
                "used": bool(state.used >> i & 1),
            }
            for i in range(5)
            if state.avail >> i & 1
        ],
        "special": {
            "value": FACE_NAMES[state.special] if state.special else None,
            "used": bool(state.used & SPECIAL),
        },
        "turn": {"seat": state.seat, "phase": PHASE_NAMES[state.phase], "number": state.turns},
        "reach": [] if over else [name[q] for q in state.reach()],
        "first_rolls": list(state.first_rolls),
        "winner": state.winner if over else None,
        "to_move": state.to_move(),
        "outcome": None if outcome is None else outcome.to_json(),
    }


def _ramp(state: JumpState) -> list[dict[str, Any]]:
    """The slots bottom to top: the board in each, its offset and its pads."""
    layout = state.layout
    ramp = []
    for s, b in enumerate(state.order):
        off = state.offset[b]
        pads = [
            {
                "id": layout.name[q],
                "number": layout.number[q],
                "col": layout.col[q],
                "column": layout.col[q] + off,
            }
            for q in layout.board_pads[b]
        ]
        ramp.append({"slot": s + 1, "board": BOARD_LETTERS[b], "offset": off, "pads": pads})
    return ramp


def action_message(state: JumpState, action: int) -> tuple[str, dict[str, Any]]:
    kind = action & 15
    pad = (action >> 6) & 63
    name = state.layout.name
    msg = "dj.action." + act.KIND_NAMES[kind]
    if action & act.TILE:  # paid with a won obstacle tile
        msg += "-tile"
    if kind in (act.JUMP, act.SHOOT):
        return msg, {"pad": name[pad], "dice": state.dice_names((action >> 12) & 63)}
    if kind == act.SLIDE:
        direction = "@dj.dir.right" if action & act.RIGHT else "@dj.dir.left"
        return msg, {"board": BOARD_LETTERS[pad], "dir": direction}
    if kind == act.MOVE:
        return msg, {"board": BOARD_LETTERS[pad]}
    if kind == act.BOUNCE:
        return (msg + "-none", {}) if action & act.NONE else (msg, {"pad": name[pad]})
    if kind in KEPT_TILES:
        tile = "@dj.tile." + TILE_NAMES[KEPT_TILES[kind]]
        return "dj.action.use", {"tile": tile, "pad": name[pad]}
    return msg, {}


def action_target(state: JumpState, action: int) -> str | None:
    kind = action & 15
    pad = (action >> 6) & 63
    if (
        kind in (act.JUMP, act.SHOOT)
        or kind in KEPT_TILES
        or (kind == act.BOUNCE and not action & act.NONE)
    ):
        return f"pad:{state.layout.name[pad]}"
    if kind in (act.ROLL, act.CONTINUE):
        return "dice"
    if kind == act.REROLL:
        return "tile:obstacle" if action & act.TILE else "die:S"
    if kind in (act.SLIDE, act.MOVE):
        return f"board:{BOARD_LETTERS[pad]}"
    return None


TILE_MARKS = {
    "trampoline": "T",
    "spring": "R",
    "shield": "D",
    "shoes": "O",
    "hat": "H",
    "rocket": "K",
    "ufo": "U",
    "monster": "M",
    "black-hole": "X",
}
CELL = 7


def render_text(state: JumpState, seat: int | None, lang: str = "en") -> str:
    layout = state.layout
    lines = [translate("dj.text.title", lang), translate("dj.text.legend", lang)]
    lines += _ramp_lines(state)
    starters = [str(who) for who, p in enumerate(state.pos) if p < 0]
    lines.append(translate("dj.text.start", lang, {"seats": " ".join(starters) or "-"}))
    lines.append(translate("dj.text.bag", lang, {"count": len(state.bag)}))
    if any(state.dice) or state.special:
        dice = " ".join(
            (f"({state.dice[i]})" if state.used >> i & 1 else str(state.dice[i]))
            for i in range(5)
            if state.avail >> i & 1
        )
        face = FACE_NAMES[state.special]
        if state.used & SPECIAL:
            face = f"({face})"
        lines.append(translate("dj.text.dice", lang, {"dice": dice, "special": face}))
    lines += _seat_lines(state, lang)
    phase = "@dj.phase." + PHASE_NAMES[state.phase]
    args = {"number": state.turns, "seat": state.seat, "phase": phase}
    lines.append(translate("dj.text.turn", lang, args))
    if state.phase != PHASE_OVER:
        reach = ", ".join(layout.name[q] for q in state.reach())
        lines.append(translate("dj.text.reach", lang, {"pads": reach or "-"}))
    outcome = state.outcome()
    if outcome is not None:
        lines.append(outcome.describe(lang))
    return "\n".join(lines)


def _ramp_lines(state: JumpState) -> list[str]:
    """The column numbers, then each slot from the top: its board, offset and pads."""
    layout = state.layout
    lines = ["          " + "".join(str(c).center(CELL) for c in range(-1, COLUMNS + 1))]
    for s in range(7, -1, -1):
        b = state.order[s]
        off = state.offset[b]
        cells = ["".center(CELL, " ")] * (COLUMNS + 2)
        for q in layout.board_pads[b]:
            text = str(layout.number[q])
            kind = state.tiles.get(q)
            if kind:
                text += TILE_MARKS[TILE_NAMES[kind]]
            for who, p in enumerate(state.pos):
                if p == q:
                    text += f"@{who}"
            cells[layout.col[q] + off + 1] = f"[{text}]".center(CELL)
        label = f"{s + 1} {BOARD_LETTERS[b]}{off:+d}".ljust(8)
        edge_left = "|" if off >= 0 else " "
        lines.append(f"{label}{edge_left} " + "".join(cells).rstrip())
    return lines


def _seat_lines(state: JumpState, lang: str) -> list[str]:
    """A line per seat: its pad and its tiles (``*``: the seat to play)."""
    lines = []
    for who in range(state.players):
        mark = "*" if who == state.seat and state.phase != PHASE_OVER else " "
        held = ", ".join(translate("dj.tile." + TILE_NAMES[t], lang) for t in state.held[who])
        p = state.pos[who]
        where = state.layout.name[p] if p >= 0 else "-"
        args = {"seat": who, "where": where, "held": held or "-"}
        lines.append(mark + translate("dj.text.seat", lang, args))
    return lines
