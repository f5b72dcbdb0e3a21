"""What each seat sees of the desert, as a JSON-ready view and as text, and action labels.

Hidden from every seat: the city side of a face-down tile (unless that seat looked under
it with a Terrascope), the order of the Storm and Equipment decks (but the cards a seat
saw with a forecast or a Storm Tracker and that are still where it left them), and the
seed. Hands, water, sand, parts and the Storm discard pile are public.

Grid coordinates: a cell is named ``<column><row>``, columns ``a``-``e`` west to east,
rows ``1``-``5`` north to south (``a1`` north-west, ``c3`` the centre, where the storm
starts). "North" is the side of the Storm deck (the top of the board).

``view(state, seat)`` returns (every key always present)::

    {
      "game": "forbidden-desert",
      "seat": 0 | null,                 # the viewer (null: a spectator)
      "players": 2..5,
      "difficulty": "novice" | "normal" | "elite" | "legendary",
      "storm_tracker": bool,            # the option: the Storm Tracker card is in the deck
      "cells": [                        # 25 entries, row by row: a1 b1 c1 d1 e1 a2 ... e5
        {
          "cell": "a1", "row": 0, "col": 0,    # row 0 = north, col 0 = west
          "storm": bool,                # the storm's eye: no tile here (other keys empty)
          "excavated": bool,            # city side up
          "desert": "plain" | "water" | "crash" | null,
                                        # the desert side, seen even face down: a water
                                        # drop (2 wells + the mirage) or the crash site
          "tile": str | null,           # the city side's tile id (components.TILES slug,
                                        # e.g. "well-1", "tunnel-2", "clue-engine-row",
                                        # "gear-5", "launch-pad", "crash-site", "mirage"):
                                        # null while face down, unless "peeked"
          "kind": "crash-site" | "launch-pad" | "well" | "mirage" | "tunnel" | "clue"
                  | "gear" | null,      # same visibility as "tile"
          "clue": {"part": "propeller", "axis": "row" | "column"} | null,
          "gear": bool,                 # the city side shows a gear (draws Equipment);
                                        # false when unknown
          "peeked": bool,               # face down, and shown only to this viewer because
                                        # it used a Terrascope on it
          "sand": int,                  # sand markers on the tile
          "blocked": bool,              # 2 or more sand
          "parts": ["propeller", ...],  # flying-machine parts lying here (on the storm
                                        # cell: parts waiting for the next tile)
          "shield": [seat, ...],        # seats on this tile whose Solar Shield is active
                                        # (it protects everyone on its holder's tile)
        }, ...
      ],
      "storm_cell": "c3",
      "pawns": [                        # one per seat, in seat order
        {"seat": 0, "role": "archeologist", "colour": "red", "cell": "c4",
         "water": 3, "canteen": 3,      # water left (0 = empty; below 0 is death)
         "buried": bool,                # on a blocked tile and not on the Climber's
         "parts": ["engine", ...]}      # parts this player picked up
      ],
      "hands": [["dune-blaster", "jet-pack"], []],   # per seat, equipment card ids
      "parts": [                        # the four parts, in components.PARTS order
        {"part": "propeller",
         "where": "hidden" | "board" | "storm" | "held",
         "cell": "b2" | null,           # "board": its tile's cell; "storm": the eye's cell
         "holder": seat | null,         # "held"
         "row_clue": "d2" | null,       # the cell of its excavated row clue, if any
         "column_clue": "b4" | null,    # the cell of its excavated column clue, if any
         "row": 0..4 | null,            # the row that clue points at (its cell's row)
         "col": 0..4 | null}
      ],
      "meter": {
        "level": int,                   # the storm meter's position (1 = bottom tick)
        "start": int,                   # where the difficulty put it
        "skull": int,                   # reaching this position loses the game
        "draws": int,                   # Storm cards drawn per turn at this level
        "ticks": [2, 3, 3, 3, 4, ...],  # draws at positions 1 .. skull-1
      },
      "storm_deck": int,                # cards left in the Storm deck
      "storm_discard": ["wind-n1", "sun-beats-down", "storm-picks-up", ...],
                                        # bottom first; Storm card ids: "wind-<d><k>",
                                        # d in n e s w (the way the tiles move), k 1-3
      "storm_known": {"top": [card, ...], "bottom": card | null},
                                        # the viewer's own knowledge of the deck (top
                                        # first); spectators: {"top": [], "bottom": null}
      "equipment_deck": int,            # Equipment cards left
      "sand": {"board": int, "supply": int, "total": 48},
      "turn": {
        "seat": int,                    # whose turn it is
        "phase": "actions" | "draw-storm",
        "actions_left": int,
        "calmed": int,                  # Storm cards the Meteorologist held back this turn
        "storm_left": int,              # Storm cards still to draw (phase draw-storm)
      },
      "peek": null | {                  # a forecast / Storm Tracker being settled
        "seat": int, "source": "forecast" | "storm-tracker",
        "stage": "bury" | "order",      # choose a card to bury (or keep), then the order
        "count": int,                   # cards in hand still to settle
        "cards": [card, ...] | null,    # those cards: only for the peeking seat
        "placed": [card, ...] | null,   # already put back on top, in order (peeker only)
      },
      "launch_pad": "e2" | null,        # its cell once excavated
      "to_move": seat | null,
      "waiting_for": "actions" | "draw-storm" | "peek" | "nothing",
      "outcome": null | {"reason": ..., "won": bool, ...},   # Outcome.to_json()
    }

``action_target`` ids: ``tile:<cell>`` (move, dig, navigate, jet pack, terrascope,
dune blaster), ``part:<part>`` (pick up), ``water:<seat>`` (give water to that seat;
draw water: the Water Carrier's own), ``card:<seat>:<index>`` (the equipment card at
that index of that seat's hand in the view: play or give it), ``storm:<index>`` (a
peeked card, index in ``peek.cards``), ``storm-deck`` (draw a Storm card, forecast,
calm), ``launch-pad`` (take off). None for the rest (end actions, keep).
"""

from __future__ import annotations

from typing import Any

from meeple.engine import translate
from meeple.engine.i18n import counted
from meeple.games.forbidden_desert import actions as fa
from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.rules import (
    CARD_TERM,
    HELD,
    IN_STORM,
    PART_TERM,
    PEEK_SOURCES,
    PEEK_STAGES,
    PHASES,
    ROLE_TERM,
    STORM_TERM,
    DesertState,
)

CELL = c.CELL_NAMES


def waiting_for(state: DesertState) -> str:
    if state.result is not None:
        return "nothing"
    if state.peek is not None:
        return "peek"
    return PHASES[state.phase]


def _tile_info(state: DesertState, slot: int, seat: int | None) -> tuple[bool, bool]:
    """(shown, peeked): may the viewer see this slot's city side?"""
    if state.revealed[slot]:
        return True, False
    if seat is not None and state.known[seat] >> slot & 1:
        return True, True
    return False, False


def view(state: DesertState, seat: int | None) -> dict[str, Any]:
    pad = state.launch_slot()
    on_board = sum(state.sand)
    return {
        "game": "forbidden-desert",
        "seat": seat,
        "players": len(state.roles),
        "difficulty": state.config["difficulty"],
        "storm_tracker": state.tracker,
        "cells": _cells(state, seat),
        "storm_cell": CELL[state.storm],
        "pawns": [_pawn(state, s) for s in range(len(state.roles))],
        "hands": [
            [c.EQUIPMENT[k] for k in range(c.N_EQUIPMENT) for _ in range(hand[k])]
            for hand in state.hands
        ],
        "parts": [_part(state, p) for p in range(len(c.PARTS))],
        "meter": _meter(state),
        "storm_deck": len(state.sdeck),
        "storm_discard": [c.STORM_CARDS[k] for k in state.sdiscard],
        "storm_known": _storm_known(state, seat),
        "equipment_deck": len(state.edeck),
        "sand": {"board": on_board, "supply": c.TOTAL_SAND - on_board, "total": c.TOTAL_SAND},
        "turn": {
            "seat": state.current,
            "phase": PHASES[state.phase],
            "actions_left": state.actions_left,
            "calmed": state.calmed,
            "storm_left": state.storm_left,
        },
        "peek": _peek(state, seat),
        "launch_pad": CELL[state.cell_of[pad]] if state.revealed[pad] else None,
        "to_move": state.to_move(),
        "waiting_for": waiting_for(state),
        "outcome": state.result.to_json() if state.result is not None else None,
    }


def _cells(state: DesertState, seat: int | None) -> list[dict[str, Any]]:
    """The 25 cells, row by row, as the viewer sees them."""
    parts_here: dict[int, list[str]] = {}
    for p, where in enumerate(state.part_at):
        if 0 <= where < HELD:
            parts_here.setdefault(state.cell_of[where], []).append(c.PARTS[p])
        elif where == IN_STORM:
            parts_here.setdefault(state.storm, []).append(c.PARTS[p])
    return [_cell(state, cell, seat, parts_here.get(cell, [])) for cell in range(c.N_CELLS)]


def _cell(state: DesertState, cell: int, seat: int | None, parts: list[str]) -> dict[str, Any]:
    row, col = divmod(cell, c.SIZE)
    slot = state.slot_at[cell]
    entry: dict[str, Any] = {"cell": CELL[cell], "row": row, "col": col}
    if slot < 0:
        entry.update(
            storm=True, excavated=False, desert=None, tile=None, kind=None, clue=None,
            gear=False, peeked=False, sand=0, blocked=False, parts=parts, shield=[],
        )  # fmt: skip
        return entry
    info = c.TILES[state.kind[slot]]
    shown, peeked = _tile_info(state, slot, seat)
    entry.update(
        storm=False,
        excavated=bool(state.revealed[slot]),
        desert=c.DESERT_SIDES[info.desert],
        tile=info.slug if shown else None,
        kind=c.KINDS[info.kind] if shown else None,
        clue={"part": c.PARTS[info.part], "axis": c.AXES[info.axis]}
        if shown and info.kind == c.CLUE
        else None,
        gear=info.gear if shown else False,
        peeked=peeked,
        sand=state.sand[slot],
        blocked=state.sand[slot] >= c.BLOCKED,
        parts=parts,
        shield=[s for s, on in enumerate(state.shields) if on and state.pos[s] == slot],
    )
    return entry


def _pawn(state: DesertState, seat: int) -> dict[str, Any]:
    role = state.roles[seat]
    return {
        "seat": seat,
        "role": c.ROLES[role],
        "colour": c.ROLE_COLOURS[role],
        "cell": CELL[state.cell_of[state.pos[seat]]],
        "water": state.water[seat],
        "canteen": state.canteen[seat],
        "buried": state.buried(seat),
        "parts": [c.PARTS[p] for p, w in enumerate(state.part_at) if w == HELD + seat],
    }


def _part(state: DesertState, part: int) -> dict[str, Any]:
    """Where a part is, and the cells of its excavated clues."""
    clue_cells: list[int | None] = []
    for axis in (c.ROW, c.COLUMN):
        slot = state.kind.index(c.CLUE_TILE[part][axis])
        clue_cells.append(state.cell_of[slot] if state.revealed[slot] else None)
    row_clue, column_clue = clue_cells
    where = state.part_at[part]
    where_cell: str | None = None
    holder: int | None = None
    if where >= HELD:
        status, holder = "held", where - HELD
    elif where == IN_STORM:
        status, where_cell = "storm", CELL[state.storm]
    elif where >= 0:
        status, where_cell = "board", CELL[state.cell_of[where]]
    else:
        status = "hidden"
    return {
        "part": c.PARTS[part],
        "where": status,
        "cell": where_cell,
        "holder": holder,
        "row_clue": CELL[row_clue] if row_clue is not None else None,
        "column_clue": CELL[column_clue] if column_clue is not None else None,
        "row": row_clue // c.SIZE if row_clue is not None else None,
        "col": column_clue % c.SIZE if column_clue is not None else None,
    }


def _meter(state: DesertState) -> dict[str, Any]:
    ticks = state.ticks()
    skull = state.skull()
    return {
        "level": state.meter,
        "start": c.START_LEVEL[state.config["difficulty"]],
        "skull": skull,
        "draws": ticks[state.meter] if state.meter < skull else 0,
        "ticks": list(ticks[1:skull]),
    }


def _storm_known(state: DesertState, seat: int | None) -> dict[str, Any]:
    """The viewer's own knowledge of the Storm deck (top first, and its bottom card)."""
    known: dict[str, Any] = {"top": [], "bottom": None}
    if seat is not None:
        deck = state.sdeck
        top = state.sknown_top[seat]
        known["top"] = [c.STORM_CARDS[k] for k in deck[len(deck) - top :][::-1]]
        if state.sknown_bottom[seat] and deck:
            known["bottom"] = c.STORM_CARDS[deck[0]]
    return known


def _peek(state: DesertState, seat: int | None) -> dict[str, Any] | None:
    """A forecast or Storm Tracker being settled: its cards only for the peeking seat."""
    if state.peek is None:
        return None
    who, source, stage, cards, placed = state.peek
    mine = seat == who
    return {
        "seat": who,
        "source": PEEK_SOURCES[source],
        "stage": PEEK_STAGES[stage],
        "count": len(cards),
        "cards": [c.STORM_CARDS[k] for k in cards] if mine else None,
        "placed": [c.STORM_CARDS[k] for k in placed] if mine else None,
    }


# -- action labels -----------------------------------------------------------------------


def _role(state: DesertState, seat: int) -> str:
    return ROLE_TERM[state.roles[seat]]


def action_message(state: DesertState, action: int) -> tuple[str, dict[str, Any]]:
    kind, seat, a, b, cc = fa.unpack(action)
    msg = f"fd.action.{fa.KIND_NAMES[kind]}"
    args: dict[str, Any] = {"role": _role(state, seat)}
    if kind in (fa.MOVE, fa.JET_PACK):
        args["cell"] = CELL[a]
        if b:
            msg += "-with"
            args["other"] = _role(state, b - 1)
    elif kind in (fa.DIG, fa.DUNE_BLASTER, fa.TERRASCOPE):
        args["cell"] = CELL[a]
        if kind == fa.DIG:
            args["count"] = 2 if state.roles[seat] == c.ARCHEOLOGIST else 1
    elif kind == fa.NAVIGATE:
        args.update(other=_role(state, a), cell=CELL[b])
        if cc:
            msg += "-with"
            args["rider"] = _role(state, cc - 1)
    elif kind == fa.PICK_UP:
        args["part"] = PART_TERM[a]
    elif kind == fa.GIVE_WATER:
        args["other"] = _role(state, a)
    elif kind == fa.GIVE_CARD:
        args.update(other=_role(state, a), card=CARD_TERM[b])
    elif kind in (fa.BURY, fa.PLACE):
        peek = state.peek
        card = peek[3][a] if peek is not None and a < len(peek[3]) else 0
        args["card"] = STORM_TERM[card]
    elif kind == fa.DRAW_STORM:
        args["left"] = state.storm_left
    elif kind in (fa.FORECAST, fa.STORM_TRACKER):
        args["count"] = state.draws()
    return msg, args


def public_action_message(state: DesertState, action: int) -> tuple[str, dict[str, Any]]:
    """The label the other seats read: which Storm card goes to the bottom, or back on
    top, is the forecaster's secret (the others see a card move, not its face)."""
    kind = fa.unpack(action)[0]
    if kind == fa.BURY:
        return "fd.action.bury-public", {}
    if kind == fa.PLACE:
        return "fd.action.place-public", {}
    return action_message(state, action)


def _card_index(state: DesertState, seat: int, card: int) -> int:
    return sum(state.hands[seat][:card])


# The equipment card each "play a card" action kind uses.
_CARD_PLAYED = {
    fa.DUNE_BLASTER: c.DUNE_BLASTER,
    fa.JET_PACK: c.JET_PACK,
    fa.SOLAR_SHIELD: c.SOLAR_SHIELD,
    fa.WATER_RESERVE: c.WATER_RESERVE,
    fa.TIME_THROTTLE: c.TIME_THROTTLE,
    fa.STORM_TRACKER: c.STORM_TRACKER,
}


def action_target(state: DesertState, action: int) -> str | None:
    """The board element a click on it targets: ``tile:<cell>``, ``card:<seat>:<i>``..."""
    kind, seat, a, b, _cc = fa.unpack(action)
    if kind in (fa.MOVE, fa.DIG, fa.TERRASCOPE):
        return f"tile:{CELL[a]}"
    if kind == fa.EXCAVATE:  # the tile the pawn stands on: a click on it digs it up
        return f"tile:{CELL[state.cell_of[state.pos[seat]]]}"
    if kind == fa.NAVIGATE:
        return f"tile:{CELL[b]}"
    if kind == fa.PICK_UP:
        return f"part:{c.PARTS[a]}"
    if kind == fa.GIVE_WATER:
        return f"water:{a}"
    if kind == fa.DRAW_WATER:
        return f"water:{seat}"
    if kind == fa.GIVE_CARD:
        return f"card:{seat}:{_card_index(state, seat, b)}"
    card = _CARD_PLAYED.get(kind)
    if kind in (fa.DUNE_BLASTER, fa.JET_PACK):
        return f"tile:{CELL[a]}"
    if card is not None:
        return f"card:{seat}:{_card_index(state, seat, card)}"
    if kind in (fa.BURY, fa.PLACE):
        return f"storm:{a}"
    if kind in (fa.DRAW_STORM, fa.FORECAST, fa.CALM):
        return "storm-deck"
    if kind == fa.TAKE_OFF:
        return "launch-pad"
    return None


# -- the desert as text ------------------------------------------------------------------

_ROLE_MARK = ("Ar", "Cl", "Ex", "Me", "Na", "Wa")
_KIND_MARK = {
    "crash-site": "CRASH",
    "launch-pad": "LAUNCH",
    "well": "WELL",
    "mirage": "MIRAGE",
    "tunnel": "TUNNEL",
    "gear": "GEAR",
}
_W = 14


def _cell_lines(state: DesertState, cell: int, seat: int | None) -> list[str]:
    slot = state.slot_at[cell]
    parts = "".join(
        c.PART_CODES[p]
        for p, where in enumerate(state.part_at)
        if (where == slot and slot >= 0) or (slot < 0 and where == IN_STORM)
    )
    if slot < 0:
        return [f"{CELL[cell]} ~STORM~", f"  @@@@ {parts}", ""]
    info = c.TILES[state.kind[slot]]
    shown, peeked = _tile_info(state, slot, seat)
    if shown:
        name = _KIND_MARK.get(c.KINDS[info.kind], "")
        if info.kind == c.CLUE:
            name = f"{c.PART_CODES[info.part]}-{c.AXES[info.axis][:3]}"
        name = name if state.revealed[slot] else f"?{name}"
    else:
        name = {c.PLAIN: "", c.WATER: "(drop)", c.CRASH: "(crash)"}[info.desert]
    sand = state.sand[slot]
    sand_mark = "#" * min(sand, 4) + (f"{sand}" if sand > 4 else "")
    line1 = f"{CELL[cell]} {name}"
    line2 = f"{sand_mark:<5}" + (f"<{parts}>" if parts else "")
    pawns = " ".join(
        f"{_ROLE_MARK[state.roles[s]]}{s}" for s, p in enumerate(state.pos) if p == slot
    )
    del peeked
    return [line1, line2, pawns]


def render_text(state: DesertState, seat: int | None, lang: str = "en") -> str:
    def t(msgid: str, **args: Any) -> str:
        return translate(msgid, lang, args)

    lines = []
    difficulty = t(f"fd.difficulty.{state.config['difficulty']}")
    skull = state.skull()
    draws = state.ticks()[state.meter] if state.meter < skull else 0
    lines.append(
        t("fd.text.header", difficulty=difficulty, level=state.meter, skull=skull, cards=draws)
    )
    on_board = sum(state.sand)
    lines.append(t("fd.text.sand", board=on_board, supply=c.TOTAL_SAND - on_board))
    lines.append("")
    border = "+" + "+".join(["-" * _W] * c.SIZE) + "+"
    lines.append(border)
    for row in range(c.SIZE):
        cols = [_cell_lines(state, row * c.SIZE + col, seat) for col in range(c.SIZE)]
        for i in range(3):
            lines.append("|" + "|".join(f"{col[i][:_W]:<{_W}}" for col in cols) + "|")
        lines.append(border)
    lines.append(t("fd.text.legend"))
    lines += [_pawn_line(state, s, seat, lang) for s in range(len(state.roles))]
    lines.append(
        t(
            "fd.text.decks",
            sdeck=len(state.sdeck),
            sdiscard=len(state.sdiscard),
            edeck=len(state.edeck),
        )
    )
    if seat is not None:
        v = view(state, seat)
        known = v["storm_known"]
        if known["top"] or known["bottom"]:
            top = ", ".join(t(f"fd.storm.{k}") for k in known["top"]) or "-"
            bottom = t(f"fd.storm.{known['bottom']}") if known["bottom"] else "-"
            lines.append(t("fd.text.known", top=top, bottom=bottom))
        if v["peek"] is not None and v["peek"]["cards"] is not None:
            cards = ", ".join(
                f"{i}: {t(f'fd.storm.{k}')}" for i, k in enumerate(v["peek"]["cards"])
            )
            lines.append(t("fd.text.peek", cards=cards))
    lines.append(status_line(state, lang))
    return "\n".join(lines)


def _pawn_line(state: DesertState, s: int, seat: int | None, lang: str) -> str:
    """One pawn: its role, cell, water, equipment and parts held."""

    def t(msgid: str, **args: Any) -> str:
        return translate(msgid, lang, args)

    role = state.roles[s]
    hand = state.hands[s]
    cards = counted(hand[: c.N_EQUIPMENT], lambda k: t(f"fd.card.{c.EQUIPMENT[k]}"))
    held = "".join(c.PART_CODES[p] for p, w in enumerate(state.part_at) if w == HELD + s)
    you = " *" if s == seat else ""
    return (
        f"{_ROLE_MARK[role]}{s} {t(f'fd.role.{c.ROLES[role]}')}{you}"
        f" @ {CELL[state.cell_of[state.pos[s]]]}:"
        f" {t('fd.text.water', water=state.water[s], canteen=state.canteen[s])};"
        f" {cards}" + (f"; <{held}>" if held else "")
    )


def status_line(state: DesertState, lang: str = "en") -> str:
    if state.result is not None:
        return state.result.describe(lang)
    seat = state.to_move()
    assert seat is not None
    args: dict[str, Any] = {
        "seat": seat,
        "role": _role(state, seat),
        "actions": state.actions_left,
        "left": state.storm_left,
    }
    status = waiting_for(state)
    if status == "actions" and state.buried(seat):
        status = "buried"
    return translate(f"fd.status.{status}", lang, args)
