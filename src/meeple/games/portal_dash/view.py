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
enchant, replace), ``monster:<id>`` / ``boss`` (activate, attack), ``seat:<n>`` (red,
grey, gold, target, victim), ``piglin:<column>`` (global column index), ``drawn:<i>``
(keep), ``netherite:<key>`` (black), ``dice`` (roll, reroll, keep), ``board:<index>``
(reveal); None for the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.engine import translate
from meeple.games.portal_dash.actions import (
    ACTIVATE,
    ATTACK,
    BLACK,
    BLOCK,
    BOOTS,
    BOSS_ID,
    BROWN,
    CHEST,
    DISCARD,
    DONE,
    ENCHANT,
    GO_ON,
    GOLD,
    GREY,
    KEEP,
    MINE,
    MODE_NAMES,
    NOCHEST,
    PICKAXE,
    PIGLIN,
    PLACE,
    PUSH,
    RED,
    REPAIR,
    REPLACE,
    REROLL,
    REVEAL,
    ROLL,
    SPAWN,
    STAND,
    STEP,
    TAKE,
    TARGET,
    TO,
    VICTIM,
    WASTE,
    WRECK,
    unpack,
)
from meeple.games.portal_dash.items import ITEMS
from meeple.games.portal_dash.levels import config_level
from meeple.games.portal_dash.monsters import BOSS_KINDS, BOSS_SIDES, BOSSES
from meeple.games.portal_dash.piglins import NAMES

if TYPE_CHECKING:
    from meeple.games.portal_dash.rules import PortalState

KIND_TEXT = ("boots", "armour", "leggings", "sword", "bow", "pickaxe", "enchantment")


def _item_json(slot: int, item: int) -> dict[str, Any]:
    from meeple.games.portal_dash.rules import (
        DAMAGED,
        E_POWER,
        E_REROLL,
        E_SHARPNESS,
        E_SPEED,
        E_WALKER,
        ENCHANTS,
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
        ITEM_KEYS,
    )

    index = item & 127
    ench = item >> 14
    mode = item >> 12 & 3
    kind = I_KIND[index]
    move = I_MOVE[index] + (2 if ench & E_SPEED else 0)
    dice = I_DICE[index] + (1 if ench & (E_SHARPNESS | E_POWER) else 0)
    return {
        "slot": slot,
        "key": ITEM_KEYS[index],
        "kind": KIND_TEXT[kind],
        "damaged": bool(item & DAMAGED),
        "hearts": item >> 8 & 15,
        "mode": MODE_NAMES[mode] or None,
        "enchantments": [name for e, name in enumerate(ENCHANTS) if ench >> e & 1],
        "move": move,
        "dice": dice,
        "range": I_RANGE[index] + (1 if ench & E_POWER else 0),
        "blocks": I_BLOCKS[index],
        "frame": I_FRAME[index],
        "reroll": I_REROLL[index] + (1 if ench & E_REROLL else 0),
        "max_hearts": I_HEARTS[index],
        "ignore_ground": bool(I_IGNORE[index] or ench & E_WALKER),
        "tier": ITEMS[ITEM_KEYS[index]].tier,
        "netherite": bool(I_NETHERITE[index]),
    }


def view(state: PortalState, seat: int | None) -> dict[str, Any]:
    from meeple.games.portal_dash.rules import (
        ANY,
        COLOURS,
        FRAME_NAMES,
        ITEM_KEYS,
        K_HP,
        M_KIND,
        M_KINDS,
        M_NUMBER,
        PLAYER_COLOURS,
        piglin_columns,
    )

    lay = state.layout
    cols = lay.cols
    boards = []
    for b, place in enumerate(lay.boards):
        up = state.revealed[b]
        boards.append(
            {
                "kind": place.kind,
                "id": place.id if up else None,
                "col": place.col,
                "width": place.width,
                "revealed": up,
            }
        )
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
    cells: list[dict[str, Any] | None] = []
    available = set(state.available())
    for i, colour in enumerate(state.cube):
        if colour < 0:
            cells.append(None)
        else:
            cells.append(
                {
                    "colour": COLOURS[colour] if state.visible(i) else None,
                    "available": i in available,
                }
            )
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
        missions.append(
            {
                "name": name,
                "layer": m + 1,
                "columns": columns,
                "done": all(col["filled"] == col["size"] for col in columns),
            }
        )
    boss = BOSSES[BOSS_KINDS[state.boss_kind], BOSS_SIDES[state.boss_side]]
    top = state.stack[-1] if state.stack else None
    pending: dict[str, Any] = {}
    if top is not None:
        pending = _pending(state, top)
    outcome = state.outcome()
    end = None
    if outcome is not None:
        end = {"won": bool(outcome.won), "reason": outcome.reason, "args": dict(outcome.args)}
    config = {k: (list(v) if isinstance(v, list | tuple) else v) for k, v in state.config.items()}
    return {
        "game": "portal-dash",
        "seat": seat,
        "level": config_level(state.config),
        "config": config,
        "players": state.players,
        "layout": {
            "rows": lay.rows,
            "cols": cols,
            "boards": boards,
            "squares": squares,
            "spawners": spawners,
            "chests": sorted(state.chests),
            "covered": sorted(state.covered),
            "portal": lay.portal if state.revealed[-1] else None,
        },
        "characters": [
            {
                "seat": s,
                "colour": PLAYER_COLOURS[s],
                "square": p if p >= 0 else None,
                "hp": state.hp[s],
                "items": [_item_json(slot, item) for slot, item in enumerate(state.inv[s])],
            }
            for s, p in enumerate(state.pos)
        ],
        "monsters": [
            {
                "id": m,
                "kind": M_KINDS[M_KIND[m]],
                "number": M_NUMBER[m],
                "square": p,
                "hp": K_HP[M_KIND[m]],
            }
            for m, p in enumerate(state.mpos)
            if p >= 0
        ],
        "queue": [
            {"id": m, "kind": M_KINDS[M_KIND[m]], "number": M_NUMBER[m]} for m in state.queue
        ],
        "boss": {
            "kind": BOSS_KINDS[state.boss_kind],
            "side": BOSS_SIDES[state.boss_side],
            "hp": state.boss_hp,
            "max": boss.hp,
            "square": state.boss_pos if state.boss_pos >= 0 else None,
        },
        "cube": {
            "cells": cells,
            "left": sum(state.layers),
            "layers": list(state.layers),
        },
        "frame": sum(state.frame),
        "frame_colours": {COLOURS[c]: state.frame[c] for c in range(5)},
        "piglins": {"side": state.side, "missions": missions},
        "items": {
            "deck": len(state.deck),
            "discard": [ITEM_KEYS[i] for i in state.discard],
            "netherite": [ITEM_KEYS[i] for i in state.supply],
            "drawn": [ITEM_KEYS[i] for i in state.drawn],
        },
        "dice": {
            "block": None
            if state.bdie < 0
            else "any"
            if state.bdie == ANY
            else COLOURS[state.bdie],
            "monster": state.mdie or None,
            "combat": list(state.combat),
        },
        "turn": {
            "seat": state.seat,
            "phase": "over" if top is None else FRAME_NAMES[top[0]],
            "actions_left": state.left,
            "pending": pending,
        },
        "to_move": state.to_move(),
        "end": end,
        "outcome": None if outcome is None else outcome.to_json(),
    }


def _pending(state: PortalState, top: tuple[int, ...]) -> dict[str, Any]:
    from meeple.games.portal_dash.rules import (
        ANY,
        COLOURS,
        F_ACTIVATE,
        F_BLOCK,
        F_CHEST,
        F_GAIN,
        F_PICK,
        F_PUSH,
        F_REROLL,
        F_SPAWN,
        F_TARGET,
        F_TO,
        F_USE,
        F_VICTIM,
        F_WRECK,
    )

    kind = top[0]
    if kind == F_USE:
        return {"colour": COLOURS[top[1]], "block": COLOURS[top[1]]}
    if kind == F_BLOCK:
        return {"colour": "any" if top[1] == ANY else COLOURS[top[1]]}
    if kind == F_ACTIVATE:
        ids = [m for m in range(BOSS_ID + 1) if top[1] >> m & 1]
        return {"monsters": ["boss" if m == BOSS_ID else m for m in ids]}
    if kind in (F_TARGET, F_VICTIM):
        return {
            "monster": "boss" if top[1] == BOSS_ID else top[1],
            "seats": [s for s in range(state.players) if top[2] >> s & 1],
        }
    if kind in (F_PUSH, F_WRECK):
        return {"seat": top[1]}
    if kind == F_SPAWN:
        return {"monster": top[1]}
    if kind == F_TO:
        return {"points": top[1], "ignore_ground": bool(top[2]), "boots": top[3]}
    if kind == F_REROLL:
        target = "boss" if top[1] == BOSS_ID else top[1]
        return {
            "target": target,
            "rerolls": top[2],
            "attack": {"slot": top[3], "target": target},
        }
    if kind == F_PICK:
        return {"blocks": top[1], "takes_left": top[1]}
    if kind == F_CHEST:
        return {"square": top[1]}
    if kind == F_GAIN:
        return {"seat": top[1], "gain": top[1]}
    return {}


# -- labels and targets -------------------------------------------------------------------


def action_message(state: PortalState, action: int) -> tuple[str, dict[str, Any]]:
    from meeple.games.portal_dash.rules import (
        ITEM_KEYS,
        M_KIND,
        M_KINDS,
        M_NUMBER,
        PLAYER_COLOURS,
        column_name,
    )

    kind, _seat, a, b, c = unpack(action)

    def who(s: int) -> str:
        return "@pd.colour." + PLAYER_COLOURS[s] if 0 <= s < 4 else str(s)

    def monster(m: int) -> str:
        if m == BOSS_ID:
            return "@pd.monster.boss"
        if 0 <= m < len(M_KIND):
            return f"@pd.monster.{M_KINDS[M_KIND[m]]}.{M_NUMBER[m]}"
        return str(m)

    def item_at(s: int, slot: int) -> str:
        inv = state.inv[s] if 0 <= s < len(state.inv) else []
        return "@pd.item." + ITEM_KEYS[inv[slot] & 127] if slot < len(inv) else str(slot)

    def drawn(i: int) -> str:
        return "@pd.item." + ITEM_KEYS[state.drawn[i]] if i < len(state.drawn) else str(i)

    seat = _seat
    if kind == PLACE:
        return "pd.action.place", {"square": a}
    if kind == ROLL:
        return "pd.action.roll", {}
    if kind == BLOCK:
        return "pd.action.spend", {"cell": a, "layer": a // 16 + 1}
    if kind == TAKE:
        return "pd.action.take", {"cell": a, "layer": a // 16 + 1}
    if kind in (RED, GREY, GOLD):
        name = {RED: "red", GREY: "grey", GOLD: "gold"}[kind]
        return f"pd.action.use-{name}", {"who": who(a)}
    if kind == BLACK:
        return "pd.action.use-black", {
            "item": "@pd.item." + ITEM_KEYS[a] if a < len(ITEM_KEYS) else str(a)
        }
    if kind == BROWN:
        return "pd.action.use-brown", {"square": a}
    if kind == PIGLIN:
        return "pd.action.piglin", {"column": column_name(state.side, a)}
    if kind == WASTE:
        return "pd.action.waste", {}
    if kind == ACTIVATE:
        return "pd.action.activate", {"monster": monster(a)}
    if kind == TARGET:
        return "pd.action.target", {"who": who(a)}
    if kind == VICTIM:
        return "pd.action.victim", {"who": who(a)}
    if kind == PUSH:
        return "pd.action.push", {"square": a}
    if kind == WRECK:
        top = state.stack[-1] if state.stack else (0, 0)
        return "pd.action.wreck", {"item": item_at(top[1] if len(top) > 1 else 0, a)}
    if kind == SPAWN:
        return "pd.action.spawn", {"square": a}
    if kind == MINE:
        return "pd.action.mine", {}
    if kind == STEP:
        return "pd.action.step", {"square": a}
    if kind == REPAIR:
        if c:
            return "pd.action.repair-as", {
                "item": item_at(seat, a),
                "mode": f"@pd.mode.{MODE_NAMES[c]}",
            }
        return "pd.action.repair", {"item": item_at(seat, a)}
    if kind == BOOTS:
        return "pd.action.boots", {"item": item_at(seat, a)}
    if kind == TO:
        return "pd.action.to", {"square": a}
    if kind == ATTACK:
        return "pd.action.attack", {"item": item_at(seat, a), "monster": monster(b)}
    if kind == REROLL:
        dice = [str(state.combat[i]) for i in range(len(state.combat)) if a >> i & 1]
        return "pd.action.reroll", {"dice": " ".join(dice) or "-"}
    if kind == STAND:
        return "pd.action.stand", {"hits": sum(state.combat)}
    if kind == PICKAXE:
        return "pd.action.pickaxe", {"item": item_at(seat, a)}
    if kind == DONE:
        return "pd.action.done", {}
    if kind == CHEST:
        return "pd.action.chest", {}
    if kind == NOCHEST:
        return "pd.action.nochest", {}
    if kind == KEEP:
        if c:
            return "pd.action.keep-as", {"item": drawn(a), "mode": f"@pd.mode.{MODE_NAMES[c]}"}
        return "pd.action.keep", {"item": drawn(a)}
    if kind == REPLACE:
        args = {"item": drawn(a), "old": item_at(seat, b)}
        if c:
            return "pd.action.replace-as", {**args, "mode": f"@pd.mode.{MODE_NAMES[c]}"}
        return "pd.action.replace", args
    if kind == DISCARD:
        return "pd.action.discard", {}
    if kind == ENCHANT:
        return "pd.action.enchant", {"item": drawn(a), "old": item_at(seat, b)}
    if kind == REVEAL:
        return "pd.action.reveal", {}
    if kind == GO_ON:
        return "pd.action.go-on", {}
    return "pd.action.unknown", {"kind": kind}


def action_target(state: PortalState, action: int) -> str | None:
    from meeple.games.portal_dash.rules import ITEM_KEYS, column_name

    kind, seat, a, b, _c = unpack(action)
    if kind in (PLACE, STEP, TO, PUSH, SPAWN, BROWN):
        return f"square:{a}"
    if kind in (BLOCK, TAKE):
        return f"cell:{a}"
    if kind in (REPAIR, BOOTS, PICKAXE):
        return f"item:{seat}:{a}"
    if kind == ATTACK:
        return "monster:boss" if b == BOSS_ID else f"monster:{b}"
    if kind == ACTIVATE:
        return "monster:boss" if a == BOSS_ID else f"monster:{a}"
    if kind in (RED, GREY, GOLD, TARGET, VICTIM):
        return f"character:{a}"
    if kind == WRECK:
        top = state.stack[-1] if state.stack else (0, 0)
        return f"item:{top[1] if len(top) > 1 else 0}:{a}"
    if kind == PIGLIN:
        return f"piglin:{column_name(state.side, a)}"
    if kind == BLACK:
        return f"netherite:{ITEM_KEYS[a]}" if a < len(ITEM_KEYS) else None
    if kind == KEEP:
        return f"drawn:{ITEM_KEYS[state.drawn[a]]}" if a < len(state.drawn) else None
    if kind in (REPLACE, ENCHANT):
        return f"item:{seat}:{b}"
    if kind == ROLL:
        return "dice"
    if kind == MINE:
        return "cube"
    if kind == CHEST:
        top = state.stack[-1] if state.stack else (0, 0)
        return f"chest:{top[1] if len(top) > 1 else 0}"
    if kind == REVEAL:
        return "reveal"
    return None


# -- text -------------------------------------------------------------------------------


def render_text(state: PortalState, seat: int | None, lang: str = "en") -> str:
    from meeple.games.portal_dash.notation import item_token
    from meeple.games.portal_dash.rules import (
        COLOUR_LETTERS,
        COLOURS,
        FRAME_NAMES,
        M_KIND,
        M_KINDS,
        M_NUMBER,
        PLAYER_COLOURS,
        piglin_columns,
    )

    lay = state.layout
    cols = lay.cols
    lines = [translate("pd.text.title", lang, {"level": config_level(state.config)})]
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
    header = "    " + "".join(f"{c:>3}" for c in range(cols))
    lines.append(header)
    for r in range(lay.rows):
        row = []
        for c in range(cols):
            s = r * cols + c
            g = state.ground[s]
            cell = marks.get(s)
            if cell is None:
                if g == "#":
                    cell = "##"
                elif s in state.chests:
                    cell = "ch"
                elif s in state.covered:
                    cell = "[]"
                else:
                    cell = {".": " .", "L": "~~", "M": "mm", "S": "ss", "P": " P"}.get(g, " .")
            row.append(f"{cell:>3}")
        lines.append(f"{r * cols:>3} " + "".join(row))
    lines.append(translate("pd.text.legend", lang))
    for s in range(state.players):
        mark = "*" if s == state.to_move() else " "
        items = ", ".join(item_token(i) for i in state.inv[s]) or "-"
        colour = translate(f"pd.colour.{PLAYER_COLOURS[s]}", lang)
        lines.append(
            mark
            + translate(
                "pd.text.character",
                lang,
                {"seat": s, "colour": colour, "hp": state.hp[s], "items": items},
            )
        )
    cube_rows = []
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
        cube_rows.append("".join(letters))
    lines.append(
        translate("pd.text.cube", lang, {"cube": " / ".join(cube_rows), "left": sum(state.layers)})
    )
    if state.bdie >= 0:
        face = "any" if state.bdie == 5 else COLOURS[state.bdie]
        lines.append(
            translate(
                "pd.text.dice",
                lang,
                {"block": translate(f"pd.face.{face}", lang), "monster": state.mdie},
            )
        )
    pig = []
    for c, (m, size) in enumerate(piglin_columns(state.side)):
        colour = COLOURS[state.pcol[c]][0] if state.pcol[c] >= 0 else "-"
        pig.append(f"{NAMES[m]}:{colour}{state.pfill[c]}/{size}")
    lines.append(translate("pd.text.piglins", lang, {"columns": " ".join(pig)}))
    queue = " ".join(M_KINDS[M_KIND[m]] + str(M_NUMBER[m]) for m in state.queue) or "-"
    lines.append(translate("pd.text.queue", lang, {"queue": queue}))
    boss = translate(f"pd.boss.{BOSS_KINDS[state.boss_kind]}", lang)
    lines.append(translate("pd.text.boss", lang, {"boss": boss, "hp": state.boss_hp}))
    lines.append(
        translate(
            "pd.text.items",
            lang,
            {"deck": len(state.deck), "discard": len(state.discard), "frame": sum(state.frame)},
        )
    )
    if state.drawn:
        lines.append(
            translate(
                "pd.text.drawn",
                lang,
                {"items": ", ".join(translate(f"pd.item.{k}", lang) for k in _keys(state.drawn))},
            )
        )
    if state.combat:
        lines.append(translate("pd.text.combat", lang, {"dice": " ".join(map(str, state.combat))}))
    outcome = state.outcome()
    if outcome is not None:
        lines.append(outcome.describe(lang))
    else:
        top = state.stack[-1]
        lines.append(
            translate(
                "pd.text.turn",
                lang,
                {
                    "seat": state.to_move(),
                    "phase": FRAME_NAMES[top[0]],
                    "left": state.left,
                },
            )
        )
    return "\n".join(lines)


def _keys(indices: list[int]) -> list[str]:
    from meeple.games.portal_dash.rules import ITEM_KEYS

    return [ITEM_KEYS[i] for i in indices]
