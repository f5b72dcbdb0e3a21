"""What each seat sees of a Portal Dash game (the same for every seat: the game is
co-operative), as a JSON-ready view and as text, and the action labels and targets.

Hidden from everyone: the face-down boards (their squares and ids), the order of the
item deck (its size is public), the colours of the blocks of the cube that show no face,
and the random stream. The shape of ``view(state, seat)`` is the one of the shared spec
(RULES.md "View"):

    {"game", "seat", "level", "config", "players", "layout", "characters", "monsters",
     "queue", "boss", "cube", "frame", "piglins", "items", "dice", "turn", "to_move",
     "end", "outcome"}

``action_target`` ids: ``square:<n>`` (place, step, to, push, spawn, brown),
``cell:<n>`` (block, take), ``item:<seat>:<slot>`` (repair, boots, pickaxe, wreck,
enchant, replace, wound: the armour losing a heart, side: the leggings turned),
``wound:auto`` (the wounds as suggested), ``monster:<id>`` / ``boss`` (activate,
attack), ``seat:<n>`` (red, grey, gold, target, victim), ``piglin:<column>`` (global
column index), ``drawn:<i>`` (keep), ``netherite:<key>`` (black), ``dice`` (roll,
reroll, keep), ``board:<index>`` (reveal); None for the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from meeple.engine import translate
from meeple.games.portal_dash import actions as A
from meeple.games.portal_dash.cube import COLOURS
from meeple.games.portal_dash.items import ITEM_KEYS, ITEMS, KINDS
from meeple.games.portal_dash.levels import config_level
from meeple.games.portal_dash.monsters import BOSS_KINDS, BOSS_SIDES, BOSSES
from meeple.games.portal_dash.notation import monster_name
from meeple.games.portal_dash.piglins import NAMES
from meeple.games.portal_dash.rules import (
    ANY,
    COLOUR_LETTERS,
    DAMAGED,
    E_POWER,
    E_REROLL,
    E_SHARPNESS,
    E_SPEED,
    E_WALKER,
    ENCHANTS,
    F_ACTIVATE,
    F_BLOCK,
    F_CHEST,
    F_GAIN,
    F_PICK,
    F_PUSH,
    F_REROLL,
    F_SIDE,
    F_SPAWN,
    F_TARGET,
    F_TO,
    F_USE,
    F_VICTIM,
    F_WOUND,
    F_WRECK,
    FRAME_NAMES,
    I_BLOCKS,
    I_DICE,
    I_FRAME,
    I_HEARTS,
    I_IGNORE,
    I_KIND,
    I_MOVE,
    I_NETHERITE,
    I_RANGE,
    I_REROLL,
    IK_ARMOUR,
    IK_LEGGINGS,
    K_HP,
    M_KIND,
    M_KINDS,
    M_NUMBER,
    MONSTER_TERMS,
    PLAYER_COLOURS,
    PortalState,
    bits,
    column_name,
    piglin_columns,
    shown,
)


def view(state: PortalState, seat: int | None) -> dict[str, Any]:
    outcome = state.outcome()
    config = {k: (list(v) if isinstance(v, list | tuple) else v) for k, v in state.config.items()}
    return {
        "game": "portal-dash",
        "seat": seat,
        "level": config_level(state.config),
        "config": config,
        "players": state.players,
        "layout": _layout(state),
        "characters": [_character(state, s) for s in range(state.players)],
        "monsters": [
            {**_monster(m), "square": p, "hp": K_HP[M_KIND[m]]}
            for m, p in enumerate(state.mpos)
            if p >= 0
        ],
        "queue": [_monster(m) for m in state.queue],
        "boss": _boss(state),
        "cube": _cube(state),
        "frame": sum(state.frame),
        "frame_colours": {COLOURS[c]: state.frame[c] for c in range(5)},
        "piglins": {"side": state.side, "missions": _missions(state)},
        "items": {
            "deck": len(state.deck),
            "discard": [ITEM_KEYS[i] for i in state.discard],
            "netherite": [ITEM_KEYS[i] for i in state.supply],
            "drawn": [ITEM_KEYS[i] for i in state.drawn],
            # the tiles these piles name by key, as they come into play (items.py's data)
            "tiles": {
                ITEM_KEYS[i]: _tile_json(i)
                for i in sorted({*state.discard, *state.supply, *state.drawn})
            },
        },
        "dice": {
            "block": _block_face(state.bdie),
            "monster": state.mdie or None,
            "combat": list(state.combat),
        },
        "turn": _turn(state),
        "to_move": state.to_move(),
        "end": None
        if outcome is None
        else {"won": bool(outcome.won), "reason": outcome.reason, "args": dict(outcome.args)},
        "outcome": None if outcome is None else outcome.to_json(),
    }


def _block_face(bdie: int) -> str | None:
    """The block die's face: a colour, ``any`` (the "?"), None when not rolled."""
    return None if bdie < 0 else "any" if bdie == ANY else COLOURS[bdie]


def _layout(state: PortalState) -> dict[str, Any]:
    """The path: its boards (a face-down one without its id), its squares (None face
    down), the spawners of the boards face up, the chests and covered squares."""
    lay = state.layout
    cols = lay.cols
    boards = [
        {
            "kind": place.kind,
            "id": place.id if state.revealed[b] else None,
            "col": place.col,
            "width": place.width,
            "revealed": state.revealed[b],
        }
        for b, place in enumerate(lay.boards)
    ]
    ground = state.ground
    terrain = lay.terrain
    squares = [
        [None if ground[r * cols + c] == "#" else terrain[r * cols + c] for c in range(cols)]
        for r in range(lay.rows)
    ]
    spawners = [
        {"square": s, "number": n}
        for b, up in enumerate(state.revealed)
        if up
        for s, n in lay.spawners[b]
    ]
    return {
        "rows": lay.rows,
        "cols": cols,
        "boards": boards,
        "squares": squares,
        "spawners": spawners,
        "chests": sorted(state.chests),
        "covered": sorted(state.covered),
        "portal": lay.portal if state.revealed[-1] else None,
    }


def _character(state: PortalState, seat: int) -> dict[str, Any]:
    p = state.pos[seat]
    return {
        "seat": seat,
        "colour": PLAYER_COLOURS[seat],
        "square": p if p >= 0 else None,
        "hp": state.hp[seat],
        "items": [{"slot": slot, **_item_json(item)} for slot, item in enumerate(state.inv[seat])],
    }


def _tile_json(index: int) -> dict[str, Any]:
    """A new item tile: an armour (or leggings) comes with all its hearts."""
    hearts = I_HEARTS[index] if I_KIND[index] in (IK_ARMOUR, IK_LEGGINGS) else 0
    return _item_json(index | hearts << 8)


def _item_json(item: int) -> dict[str, Any]:
    """A packed item: its data (items.py) and its state (damaged, hearts, worn as,
    enchantments)."""
    index = item & 127
    ench = item >> 14
    mode = item >> 12 & 3
    return {
        "key": ITEM_KEYS[index],
        "kind": KINDS[I_KIND[index]],
        "damaged": bool(item & DAMAGED),
        "hearts": item >> 8 & 15,
        "mode": A.MODE_NAMES[mode] or None,
        "enchantments": [name for e, name in enumerate(ENCHANTS) if ench >> e & 1],
        "move": I_MOVE[index] + (2 if ench & E_SPEED else 0),
        "dice": I_DICE[index] + (1 if ench & (E_SHARPNESS | E_POWER) else 0),
        "range": I_RANGE[index] + (1 if ench & E_POWER else 0),
        "blocks": I_BLOCKS[index],
        "frame": I_FRAME[index],
        "reroll": I_REROLL[index] + (1 if ench & E_REROLL else 0),
        "max_hearts": I_HEARTS[index],
        "ignore_ground": bool(I_IGNORE[index] or ench & E_WALKER),
        "tier": ITEMS[ITEM_KEYS[index]].tier,
        "netherite": bool(I_NETHERITE[index]),
    }


def _monster(m: int) -> dict[str, Any]:
    return {"id": m, "kind": M_KINDS[M_KIND[m]], "number": M_NUMBER[m]}


def _boss(state: PortalState) -> dict[str, Any]:
    boss = BOSSES[BOSS_KINDS[state.boss_kind], BOSS_SIDES[state.boss_side]]
    return {
        "kind": BOSS_KINDS[state.boss_kind],
        "side": BOSS_SIDES[state.boss_side],
        "hp": state.boss_hp,
        "max": boss.hp,
        "square": state.boss_pos if state.boss_pos >= 0 else None,
    }


def _cube(state: PortalState) -> dict[str, Any]:
    """The cube's cells (None taken; the colour of a block no face shows is None)."""
    cells: list[dict[str, Any] | None] = []
    available = set(state.available())
    for i, colour in enumerate(state.cube):
        if colour < 0:
            cells.append(None)
        else:
            shown = COLOURS[colour] if state.visible(i) else None
            cells.append({"colour": shown, "available": i in available})
    return {"cells": cells, "left": sum(state.layers), "layers": list(state.layers)}


def _missions(state: PortalState) -> list[dict[str, Any]]:
    missions = []
    pcols = piglin_columns(state.side)
    for m, name in enumerate(NAMES):
        columns = [
            {
                "column": c,
                "size": size,
                "colour": COLOURS[state.pcol[c]] if state.pcol[c] >= 0 else None,
                "filled": state.pfill[c],
            }
            for c, (mission, size) in enumerate(pcols)
            if mission == m
        ]
        done = all(col["filled"] == col["size"] for col in columns)
        missions.append({"name": name, "layer": m + 1, "columns": columns, "done": done})
    return missions


def _turn(state: PortalState) -> dict[str, Any]:
    top = state.stack[-1] if state.stack else None
    return {
        "seat": state.seat,
        "phase": "over" if top is None else FRAME_NAMES[top[0]],
        "actions_left": state.left,
        "pending": {} if top is None else _pending(state, top),
    }


def _boss_or(m: int) -> int | str:
    return "boss" if m == A.BOSS_ID else m


def _pending(state: PortalState, top: tuple[int, ...]) -> dict[str, Any]:
    """What the decision on top of the stack is about."""
    kind = top[0]
    if kind == F_USE:
        return {"colour": COLOURS[top[1]], "block": COLOURS[top[1]]}
    if kind == F_BLOCK:
        return {"colour": _block_face(top[1])}
    if kind == F_ACTIVATE:
        return {"monsters": [_boss_or(m) for m in bits(top[1], A.BOSS_ID + 1)]}
    if kind in (F_TARGET, F_VICTIM):
        return {"monster": _boss_or(top[1]), "seats": bits(top[2], state.players)}
    if kind in (F_PUSH, F_WRECK):
        return {"seat": top[1]}
    if kind == F_SPAWN:
        return {"monster": top[1]}
    if kind == F_TO:
        return {"points": top[1], "ignore_ground": bool(top[2]), "boots": top[3]}
    if kind == F_REROLL:
        target = _boss_or(top[1])
        return {"target": target, "rerolls": top[2], "attack": {"slot": top[3], "target": target}}
    if kind == F_PICK:
        return {"blocks": top[1], "takes_left": top[1]}
    if kind == F_CHEST:
        return {"square": top[1]}
    if kind == F_GAIN:
        return {"seat": top[1], "gain": top[1]}
    if kind == F_WOUND:
        return {
            "seat": top[1],
            "wounds": top[2],
            "monster": _boss_or(top[3]) if top[3] <= A.BOSS_ID else None,
        }
    if kind == F_SIDE:
        return {"seat": top[1], "slot": top[2]}
    return {}


# -- labels and targets -------------------------------------------------------------------

Args = dict[str, Any]
Label = tuple[str, Args]

# the kinds labelled by their name alone, or with one argument ``a``
PLAIN: dict[int, str] = {
    A.ROLL: "roll",
    A.WASTE: "waste",
    A.MINE: "mine",
    A.DONE: "done",
    A.CHEST: "chest",
    A.NOCHEST: "nochest",
    A.DISCARD: "discard",
    A.REVEAL: "reveal",
    A.GO_ON: "go-on",
}
ON_SQUARE: dict[int, str] = {
    A.PLACE: "place",
    A.BROWN: "use-brown",
    A.PUSH: "push",
    A.SPAWN: "spawn",
    A.STEP: "step",
    A.TO: "to",
}
ON_CELL: dict[int, str] = {A.BLOCK: "spend", A.TAKE: "take"}
ON_SEAT: dict[int, str] = {
    A.RED: "use-red",
    A.GREY: "use-grey",
    A.GOLD: "use-gold",
    A.TARGET: "target",
    A.VICTIM: "victim",
}
ON_OWN_ITEM: dict[int, str] = {A.BOOTS: "boots", A.PICKAXE: "pickaxe", A.WOUND: "wound"}


def action_message(state: PortalState, action: int) -> Label:
    kind, seat, a, b, c = A.unpack(action)
    if kind in PLAIN:
        return f"pd.action.{PLAIN[kind]}", {}
    if kind in ON_SQUARE:
        return f"pd.action.{ON_SQUARE[kind]}", {"square": shown(a)}
    if kind in ON_CELL:
        return f"pd.action.{ON_CELL[kind]}", {"cell": shown(a), "layer": a // 16 + 1}
    if kind in ON_SEAT:
        return f"pd.action.{ON_SEAT[kind]}", {"who": _who(a)}
    if kind in ON_OWN_ITEM:
        return f"pd.action.{ON_OWN_ITEM[kind]}", {"item": _item_at(state, seat, a)}
    label = LABELS.get(kind)
    if label is None:
        return "pd.action.unknown", {"kind": kind}
    return label(state, seat, a, b, c)


def _who(s: int) -> str:
    return "@pd.colour." + PLAYER_COLOURS[s] if 0 <= s < 4 else str(s)


def _monster_term(m: int) -> str:
    return MONSTER_TERMS[m] if 0 <= m < len(MONSTER_TERMS) else str(m)


def _item_at(state: PortalState, seat: int, slot: int) -> str:
    inv = state.inv[seat] if 0 <= seat < len(state.inv) else []
    return "@pd.item." + ITEM_KEYS[inv[slot] & 127] if slot < len(inv) else str(slot)


def _drawn(state: PortalState, i: int) -> str:
    return "@pd.item." + ITEM_KEYS[state.drawn[i]] if i < len(state.drawn) else str(i)


def _mode(c: int) -> str:
    return f"@pd.mode.{A.MODE_NAMES[c]}"


def _top_arg(state: PortalState) -> int:
    """The first value of the pending frame: the seat whose item a ``wreck`` damages,
    the square of a chest."""
    top = state.stack[-1] if state.stack else (0, 0)
    return top[1] if len(top) > 1 else 0


def _black(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    return "pd.action.use-black", {
        "item": "@pd.item." + ITEM_KEYS[a] if a < len(ITEM_KEYS) else str(a)
    }


def _piglin(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    return "pd.action.piglin", {"column": column_name(state.side, a)}


def _activate(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    return "pd.action.activate", {"monster": _monster_term(a)}


def _wreck(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    return "pd.action.wreck", {"item": _item_at(state, _top_arg(state), a)}


def _repair(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    if c:
        return "pd.action.repair-as", {"item": _item_at(state, seat, a), "mode": _mode(c)}
    return "pd.action.repair", {"item": _item_at(state, seat, a)}


def _attack(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    return "pd.action.attack", {"item": _item_at(state, seat, a), "monster": _monster_term(b)}


def _reroll(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    dice = [str(state.combat[i]) for i in bits(a, len(state.combat))]
    return "pd.action.reroll", {"dice": " ".join(dice) or "-"}


def _stand(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    return "pd.action.stand", {"hits": sum(state.combat)}


def _keep(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    if c:
        return "pd.action.keep-as", {"item": _drawn(state, a), "mode": _mode(c)}
    return "pd.action.keep", {"item": _drawn(state, a)}


def _replace(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    args = {"item": _drawn(state, a), "old": _item_at(state, seat, b)}
    if c:
        return "pd.action.replace-as", {**args, "mode": _mode(c)}
    return "pd.action.replace", args


def _enchant(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    args = {"item": _drawn(state, a), "old": _item_at(state, seat, b)}
    if c:
        return "pd.action.enchant-as", {**args, "mode": _mode(c)}
    return "pd.action.enchant", args


def _wound_auto(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    top = state.stack[-1] if state.stack else (0, 0, 0)
    return "pd.action.wound-auto", {"wounds": top[2] if top[0] == F_WOUND else 0}


def _side(state: PortalState, seat: int, a: int, b: int, c: int) -> Label:
    return "pd.action.side", {"item": _item_at(state, seat, a), "mode": _mode(c)}


LABELS: dict[int, Callable[[PortalState, int, int, int, int], Label]] = {
    A.BLACK: _black,
    A.PIGLIN: _piglin,
    A.ACTIVATE: _activate,
    A.WRECK: _wreck,
    A.REPAIR: _repair,
    A.ATTACK: _attack,
    A.REROLL: _reroll,
    A.STAND: _stand,
    A.KEEP: _keep,
    A.REPLACE: _replace,
    A.ENCHANT: _enchant,
    A.WOUND_AUTO: _wound_auto,
    A.SIDE: _side,
}


def action_target(state: PortalState, action: int) -> str | None:
    kind, seat, a, b, _c = A.unpack(action)
    if kind in ON_SQUARE:
        return f"square:{a}"
    if kind in ON_CELL:
        return f"cell:{a}"
    if kind in ON_OWN_ITEM or kind in (A.REPAIR, A.SIDE):
        return f"item:{seat}:{a}"
    if kind == A.ATTACK:
        return "monster:boss" if b == A.BOSS_ID else f"monster:{b}"
    if kind == A.ACTIVATE:
        return "monster:boss" if a == A.BOSS_ID else f"monster:{a}"
    if kind in ON_SEAT:
        return f"character:{a}"
    if kind == A.WRECK:
        return f"item:{_top_arg(state)}:{a}"
    if kind == A.PIGLIN:
        return f"piglin:{column_name(state.side, a)}"
    if kind == A.BLACK:
        return f"netherite:{ITEM_KEYS[a]}" if a < len(ITEM_KEYS) else None
    if kind == A.KEEP:
        return f"drawn:{ITEM_KEYS[state.drawn[a]]}" if a < len(state.drawn) else None
    if kind in (A.REPLACE, A.ENCHANT):
        return f"item:{seat}:{b}"
    if kind == A.CHEST:
        return f"chest:{_top_arg(state)}"
    return TARGETS.get(kind)


TARGETS: dict[int, str] = {
    A.ROLL: "dice",
    A.MINE: "cube",
    A.REVEAL: "reveal",
    A.WOUND_AUTO: "wound:auto",
}


# -- text -------------------------------------------------------------------------------

GROUND_TEXT = {".": " .", "L": "~~", "M": "mm", "S": "ss", "P": " P"}


def render_text(state: PortalState, seat: int | None, lang: str = "en") -> str:
    lines = [translate("pd.text.title", lang, {"level": config_level(state.config)})]
    lines += _board_lines(state)
    lines.append(translate("pd.text.legend", lang))
    lines += _character_lines(state, lang)
    lines.append(_cube_line(state, lang))
    if state.bdie >= 0:
        face = translate(f"pd.face.{_block_face(state.bdie)}", lang)
        lines.append(translate("pd.text.dice", lang, {"block": face, "monster": state.mdie}))
    lines += _table_lines(state, lang)
    lines += _pending_lines(state, lang)
    outcome = state.outcome()
    if outcome is not None:
        lines.append(outcome.describe(lang))
    else:
        turn = {
            "seat": state.to_move(),
            "phase": FRAME_NAMES[state.stack[-1][0]],
            "left": state.left,
        }
        lines.append(translate("pd.text.turn", lang, turn))
    return "\n".join(lines)


def _pending_lines(state: PortalState, lang: str) -> list[str]:
    """A decision the board does not show: the wounds to spread, the leggings to turn."""
    top = state.stack[-1] if state.stack and not state.end else (0,)
    if top[0] == F_WOUND:
        return [translate("pd.text.wounds", lang, {"seat": top[1], "wounds": top[2]})]
    if top[0] == F_SIDE:
        item = _item_at(state, top[1], top[2])
        return [translate("pd.text.side", lang, {"seat": top[1], "item": item})]
    return []


def _marks(state: PortalState) -> dict[int, str]:
    """What stands on a square: a monster (``G2``), the boss (``BB``), characters."""
    marks: dict[int, str] = {}
    for m, p in enumerate(state.mpos):
        if p >= 0:
            marks[p] = M_KINDS[M_KIND[m]][0].upper() + str(M_NUMBER[m])
    if state.boss_pos >= 0:
        marks[state.boss_pos] = "BB"
    here: dict[int, str] = {}
    for s, p in enumerate(state.pos):
        if p >= 0:
            here[p] = here.get(p, "") + str(s)
    for p, seats in here.items():
        marks[p] = "@" + seats if len(seats) == 1 else seats
    return marks


def _board_lines(state: PortalState) -> list[str]:
    lay = state.layout
    cols = lay.cols
    marks = _marks(state)
    lines = ["    " + "".join(f"{c:>3}" for c in range(cols))]
    for r in range(lay.rows):
        row = []
        for s in range(r * cols, r * cols + cols):
            cell = marks.get(s)
            if cell is None:
                g = state.ground[s]
                if g == "#":
                    cell = "##"
                elif s in state.chests:
                    cell = "ch"
                elif s in state.covered:
                    cell = "[]"
                else:
                    cell = GROUND_TEXT.get(g, " .")
            row.append(f"{cell:>3}")
        lines.append(f"{r * cols:>3} " + "".join(row))
    return lines


def _character_lines(state: PortalState, lang: str) -> list[str]:
    lines = []
    for s in range(state.players):
        mark = "*" if s == state.to_move() else " "
        args = {
            "seat": s,
            "colour": translate(f"pd.colour.{PLAYER_COLOURS[s]}", lang),
            "hp": state.hp[s],
            "items": ", ".join(item_text(i, lang) for i in state.inv[s]) or "-",
        }
        lines.append(mark + translate("pd.text.character", lang, args))
    return lines


def item_text(item: int, lang: str) -> str:
    """A packed item as a person reads it: ``Diamond boots (damaged, worn as boots, Speed
    enchantment)``; the notation's ``diamond_boots!@boots^speed`` is for records."""
    notes = []
    if item & DAMAGED:
        notes.append(translate("pd.text.item-damaged", lang))
    hearts = item >> 8 & 15
    if hearts:
        notes.append(translate("pd.web.stat.hearts", lang, {"n": hearts}))
    mode = item >> 12 & 3
    if mode:
        notes.append(translate(f"pd.web.as-{A.MODE_NAMES[mode]}", lang))
    notes += [
        translate(f"pd.item.{name}", lang) for e, name in enumerate(ENCHANTS) if item >> 14 + e & 1
    ]
    name = translate(f"pd.item.{ITEM_KEYS[item & 127]}", lang)
    return f"{name} ({', '.join(notes)})" if notes else name


def _cube_line(state: PortalState, lang: str) -> str:
    """The cube layer by layer: ``.`` taken, ``?`` hidden, a capital letter available."""
    rows = []
    available = set(state.available())
    for z in range(4):
        letters = []
        for i in range(z * 16, z * 16 + 16):
            if state.cube[i] < 0:
                letters.append(".")
            elif not state.visible(i):
                letters.append("?")
            else:
                letter = COLOUR_LETTERS[state.cube[i]]
                letters.append(letter.upper() if i in available else letter)
        rows.append("".join(letters))
    return translate("pd.text.cube", lang, {"cube": " / ".join(rows), "left": sum(state.layers)})


def _table_lines(state: PortalState, lang: str) -> list[str]:
    """The Piglin sheet, the queue, the boss, the item piles, the items drawn, the
    combat dice."""
    pig = []
    for c, (m, size) in enumerate(piglin_columns(state.side)):
        colour = COLOURS[state.pcol[c]][0] if state.pcol[c] >= 0 else "-"
        pig.append(f"{NAMES[m]}:{colour}{state.pfill[c]}/{size}")
    queue = " ".join(monster_name(m) for m in state.queue) or "-"
    boss = translate(f"pd.boss.{BOSS_KINDS[state.boss_kind]}", lang)
    piles = {"deck": len(state.deck), "discard": len(state.discard), "frame": sum(state.frame)}
    lines = [
        translate("pd.text.piglins", lang, {"columns": " ".join(pig)}),
        translate("pd.text.queue", lang, {"queue": queue}),
        translate("pd.text.boss", lang, {"boss": boss, "hp": state.boss_hp}),
        translate("pd.text.items", lang, piles),
    ]
    if state.drawn:
        names = ", ".join(translate(f"pd.item.{ITEM_KEYS[i]}", lang) for i in state.drawn)
        lines.append(translate("pd.text.drawn", lang, {"items": names}))
    if state.combat:
        lines.append(translate("pd.text.combat", lang, {"dice": " ".join(map(str, state.combat))}))
    return lines
