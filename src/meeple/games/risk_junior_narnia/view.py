"""What each seat sees of a Risk Junior Narnia game, as a JSON-ready view and as text,
and the action labels and targets.

Hidden: the order of the Narnia deck and of the territory deck (their sizes are public),
the face-down turn-order markers (only their count), the dice not rolled yet, and with
``hidden_cards`` the kept Narnia cards of the other colours (only their count). The
shape of the view is in RULES.md, "Action ids, view and notation"; a card is
``{"id": slug, "kind": "now" | "keep" | "scoring"}``.

``action_target`` ids: ``territory:<id>``, ``character:<id>``, ``card:<slug>``,
``dice``, ``army:<kind>``, ``deck:narnia``, ``deck:territory``; None for ``nosend``,
``stop`` and ``reinforce:none``.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

from meeple.engine import translate
from meeple.games.risk_junior_narnia.actions import (
    CAMP,
    CHARACTER,
    DRAW,
    FLAG,
    HIT,
    MOVE,
    PLACE,
    PLAY,
    REINFORCE,
    ROLL,
    SEND,
    STONE,
    STOP,
    TAKE,
    TARGET,
    TERRITORY,
)
from meeple.games.risk_junior_narnia.board import (
    BRIDGES,
    COUNT,
    IDS,
    RIVERS,
    SEA_ROUTES,
    TERRITORIES,
)
from meeple.games.risk_junior_narnia.cards import CARDS
from meeple.games.risk_junior_narnia.characters import CHAR_IDS, CHARACTERS
from meeple.games.risk_junior_narnia.rules import (
    CHAR_TERMS,
    COLOUR_NAMES,
    COLOUR_TERMS,
    KIND_NAMES,
    KIND_TERMS,
    PH_HIT,
    PH_ROLL,
    PH_STONE,
    PHASE_NAMES,
    PLACE_NAMES,
    SIDE,
    TERR_TERMS,
)

if TYPE_CHECKING:
    from meeple.games.risk_junior_narnia.rules import NarniaState

SIDE_NAMES = ("witch", "aslan")


def _map_data() -> dict[str, Any]:
    return {
        "territories": [
            {
                "id": t.id,
                "en": t.en,
                "fr": t.fr,
                "cells": [[q, r] for q, r in t.cells],
                "wooded": t.wooded,
                "port": t.port,
            }
            for t in TERRITORIES
        ],
        "rivers": [[a, b] for a, b in RIVERS],
        "bridges": [[a, b] for a, b in BRIDGES],
        "sea_routes": [[a, b] for a, b in SEA_ROUTES],
    }


_MAP_TEXT = json.dumps(_map_data())


def map_json() -> dict[str, Any]:
    """The static map (a fresh copy each time: a view shares nothing)."""
    data: dict[str, Any] = json.loads(_MAP_TEXT)
    return data


_CARD_KIND = tuple("scoring" if c.scoring else "keep" if c.keep else "now" for c in CARDS)
_CARD_ID = tuple(c.id for c in CARDS)


def card_json(card: int) -> dict[str, Any]:
    return {"id": _CARD_ID[card], "kind": _CARD_KIND[card]}


def _kinds(colour: int, a: int, e: int) -> dict[str, int]:
    names = KIND_NAMES[colour]
    return {names[0]: a, names[1]: e}


def view(state: NarniaState, seat: int | None) -> dict[str, Any]:
    outcome = state.outcome()
    colours = state.colours
    config = state.config
    owner = state.owner
    armies = state.armies
    colour_json = []
    for c in colours:
        sees = state.sees_cards(seat, c)
        colour_json.append(
            {
                "colour": COLOUR_NAMES[c],
                "seat": state.colour_seat[c],
                "side": SIDE_NAMES[SIDE[c]],
                "kinds": list(KIND_NAMES[c]),
                "supply": _kinds(c, state.supply[2 * c], state.supply[2 * c + 1]),
                "captured": {
                    COLOUR_NAMES[v]: _kinds(
                        v, state.captured[8 * c + 2 * v], state.captured[8 * c + 2 * v + 1]
                    )
                    for v in colours
                    if SIDE[v] != SIDE[c]
                },
                "stone": _kinds(c, state.stone[2 * c], state.stone[2 * c + 1]),
                "points": state.points[c],
                "territories": sum(1 for t in range(COUNT) if owner[t] == c),
                "camps": [IDS[t] for t in range(COUNT) if owner[t] == c and state.camp[t]],
                "characters": [CHAR_IDS[i] for i in range(12) if state.char_holder[i] == c],
                "cards": [card_json(k) for k in sorted(state.kept[c], key=_card_key)]
                if sees
                else None,
                "cards_count": len(state.kept[c]),
            }
        )
    territories = []
    for t in range(COUNT):
        o = owner[t]
        territories.append(
            {
                "id": IDS[t],
                "owner": COLOUR_NAMES[o],
                "armies": _kinds(o, armies[2 * t], armies[2 * t + 1]),
                "camp": state.camp[t],
                "characters": [
                    CHAR_IDS[state.char_at[2 * t + s]]
                    for s in (0, 1)
                    if state.char_at[2 * t + s] >= 0
                ],
            }
        )
    characters = []
    for i, ch in enumerate(CHARACTERS):
        place = state.char_place[i]
        holder = state.char_holder[i]
        characters.append(
            {
                "id": ch.id,
                "side": SIDE_NAMES[ch.side],
                "holder": COLOUR_NAMES[holder] if holder >= 0 else None,
                "state": "board" if place >= 0 else PLACE_NAMES[place],
                "territory": IDS[place] if place >= 0 else None,
                "stone": state.char_stone[i],
            }
        )
    battle = None
    bt = state.bt
    if bt >= 0:
        attacker = state.colour
        defender = owner[bt]
        battle = {
            "territory": IDS[bt],
            "from": IDS[state.bfrom] if state.bfrom >= 0 else None,
            "attacker": COLOUR_NAMES[attacker],
            "defender": COLOUR_NAMES[defender],
            "attackers": _kinds(attacker, state.att[0], state.att[1]),
            "attack_dice": state.attack_dice() if SIDE[defender] != SIDE[attacker] else 0,
            "defence_dice": state.defence_dice() if SIDE[defender] != SIDE[attacker] else 0,
            "water": state.bwater,
            "next": "attacker" if state.bnext else "defender",
            "last": {"attacker": list(state.last_att), "defender": list(state.last_def)},
            "pending": {
                "by": COLOUR_NAMES[state.pend_by] if state.pend_by >= 0 else None,
                "hits": state.pend_hits,
                "stones": state.pend_stones,
            },
        }
    to_move = state.to_move()
    decision = None
    if to_move is not None:
        phase = state.phase
        if phase == PH_ROLL:
            who = owner[bt] if state.bnext == 0 else state.colour
        elif phase in (PH_HIT, PH_STONE):
            who = state.pend_by
        else:
            who = state.colour
        decision = {"seat": to_move, "colour": COLOUR_NAMES[who], "kind": PHASE_NAMES[phase]}
    turn_colour = state.colour
    return {
        "game": "risk-junior-narnia",
        "seat": seat,
        "players": state.players,
        "options": {
            "hidden_cards": bool(config["hidden_cards"]),
            "camp_reinforcement": bool(config["camp_reinforcement"]),
            "woods": bool(config["woods"]),
        },
        "map": map_json(),
        "colours": colour_json,
        "territories": territories,
        "characters": characters,
        "markers": {
            "flipped": [COLOUR_NAMES[c] for c in state.flipped],
            "face_down": len(state.markers),
            "current": COLOUR_NAMES[state.flipped[-1]] if state.flipped else None,
        },
        "decks": {
            "narnia": len(state.narnia),
            "narnia_discard": [card_json(k) for k in state.narnia_discard],
            "territory": len(state.tdeck),
            "territory_discard": [IDS[t] for t in state.tdiscard],
        },
        "turn": {
            "colour": COLOUR_NAMES[turn_colour] if turn_colour >= 0 else None,
            "seat": state.colour_seat[turn_colour] if turn_colour >= 0 else None,
            "phase": PHASE_NAMES[state.phase],
            "card": card_json(state.card) if state.card >= 0 else None,
            "dice_mod": state.dice_mod,
            "fog": state.fog,
            "shield": state.shield,
            "extra": state.extra,
            "sent": state.sent,
            "fresh": state.fresh,
        },
        "battle": battle,
        "decision": decision,
        "scores": state.seat_points(),
        "to_move": to_move,
        "outcome": None if outcome is None else outcome.to_json(),
    }


def _card_key(card: int) -> tuple[str, int]:
    return (CARDS[card].id, 0)


def _hit_colour(state: NarniaState) -> int:
    if state.bt < 0 or state.pend_by < 0:
        return 0
    return state.owner[state.bt] if state.pend_by == state.colour else state.colour


def action_message(state: NarniaState, action: int) -> tuple[str, dict[str, Any]]:
    kind = action & 15
    colour = (action >> 6) & 3
    a = (action >> 8) & 63
    if kind == ROLL:
        return "rjn.action.roll", {}
    if kind == DRAW:
        return "rjn.action.draw", {}
    if kind == TERRITORY:
        return "rjn.action.territory", {}
    if kind == STOP:
        return "rjn.action.stop", {}
    if kind == HIT:
        return "rjn.action.hit", {"army": KIND_TERMS[_hit_colour(state)][a & 1]}
    if kind == STONE:
        return "rjn.action.stone", {"army": KIND_TERMS[_hit_colour(state)][a & 1]}
    if kind == CHARACTER:
        return "rjn.action.character", {"colour": COLOUR_TERMS[colour], "character": CHAR_TERMS[a]}
    if kind == CAMP:
        return "rjn.action.camp", {"colour": COLOUR_TERMS[colour], "territory": TERR_TERMS[a]}
    if kind == PLACE:
        return "rjn.action.place", {"territory": TERR_TERMS[a], "count": state.pend_armies}
    if kind == TAKE:
        return "rjn.action.take", {"character": CHAR_TERMS[a]}
    if kind == TARGET:
        return "rjn.action.target", {"territory": TERR_TERMS[a]}
    if kind == PLAY:
        return "rjn.action.play", {"card": "@rjn.card." + CARDS[a].id}
    if kind == SEND:
        if action & FLAG:
            return "rjn.action.nosend", {}
        return "rjn.action.send", {"character": CHAR_TERMS[a]}
    if kind == REINFORCE:
        if action & FLAG:
            return "rjn.action.reinforce-none", {}
        return "rjn.action.reinforce", {"territory": TERR_TERMS[a]}
    if kind == MOVE:
        n = (action >> 14) & 63
        m = (action >> 20) & 31
        names = KIND_TERMS[state.colour]
        args: dict[str, Any] = {
            "territory": TERR_TERMS[a],
            "armies": n,
            "elites": m,
            "army": names[0],
            "elite": names[1],
        }
        if action & FLAG:
            c = state.char_at[2 * state.bt + SIDE[state.colour]]
            args["character"] = CHAR_TERMS[c]
            return "rjn.action.move-with", args
        return "rjn.action.move", args
    return "rjn.action.unknown", {}


def action_target(state: NarniaState, action: int) -> str | None:
    kind = action & 15
    a = (action >> 8) & 63
    if kind in (CAMP, PLACE, TARGET, MOVE) or (kind == REINFORCE and not action & FLAG):
        return "territory:" + IDS[a]
    if kind in (CHARACTER, TAKE) or (kind == SEND and not action & FLAG):
        return "character:" + CHAR_IDS[a]
    if kind == PLAY:
        return "card:" + CARDS[a].id
    if kind == ROLL:
        return "dice"
    if kind in (HIT, STONE):
        return "army:" + KIND_NAMES[_hit_colour(state)][a & 1]
    if kind == DRAW:
        return "deck:narnia"
    if kind == TERRITORY:
        return "deck:territory"
    return None


def _t(lang: str, msg: str, **args: Any) -> str:
    return translate(msg, lang, args)


@cache
def _widths(lang: str) -> tuple[int, int]:
    width = max(len(translate("rjn.territory." + t, lang)) for t in IDS) + 2
    owners = max(len(translate("rjn.colour." + c, lang)) for c in COLOUR_NAMES) + 2
    return width, owners


def render_text(state: NarniaState, seat: int | None, lang: str = "en") -> str:
    v = view(state, seat)
    lines: list[str] = []
    tr = _t
    lines.append(tr(lang, "rjn.text.title"))
    width, owners = _widths(lang)
    lines.append(
        tr(lang, "rjn.text.territory").ljust(width)
        + tr(lang, "rjn.text.owner").ljust(owners)
        + tr(lang, "rjn.text.armies").ljust(12)
        + tr(lang, "rjn.text.characters")
    )
    for terr in v["territories"]:
        owner = terr["owner"]
        counts = list(terr["armies"].values())
        camp = " [" + tr(lang, "rjn.text.camp") + "]" if terr["camp"] else ""
        chars = ", ".join(tr(lang, "rjn.character." + c) for c in terr["characters"])
        lines.append(
            tr(lang, "rjn.territory." + terr["id"]).ljust(width)
            + tr(lang, "rjn.colour." + owner).ljust(owners)
            + f"{counts[0]}+{counts[1]}{camp}".ljust(12)
            + chars
        )
    lines.append("")
    for col in v["colours"]:
        name = tr(lang, "rjn.colour." + col["colour"])
        supply = "+".join(str(n) for n in col["supply"].values())
        captured = " ".join(
            f"{tr(lang, 'rjn.colour.' + victim)} {'+'.join(str(n) for n in kinds.values())}"
            for victim, kinds in col["captured"].items()
        )
        stone = "+".join(str(n) for n in col["stone"].values())
        if col["cards"] is None:
            cards = tr(lang, "rjn.text.hidden-cards", count=col["cards_count"])
        else:
            cards = ", ".join(tr(lang, "rjn.card." + c["id"]) for c in col["cards"]) or "-"
        chars = ", ".join(tr(lang, "rjn.character." + c) for c in col["characters"]) or "-"
        lines.append(
            tr(
                lang,
                "rjn.text.colour",
                colour=name,
                seat=col["seat"],
                points=col["points"],
                territories=col["territories"],
                supply=supply,
                captured=captured or "-",
                stone=stone,
                characters=chars,
                cards=cards,
            )
        )
    markers = v["markers"]
    flipped = " ".join(tr(lang, "rjn.colour." + c) for c in markers["flipped"]) or "-"
    lines.append(tr(lang, "rjn.text.markers", flipped=flipped, face_down=markers["face_down"]))
    decks = v["decks"]
    lines.append(tr(lang, "rjn.text.decks", narnia=decks["narnia"], territory=decks["territory"]))
    battle = v["battle"]
    if battle is not None:
        lines.append(
            tr(
                lang,
                "rjn.text.battle",
                territory=tr(lang, "rjn.territory." + battle["territory"]),
                attacker=tr(lang, "rjn.colour." + battle["attacker"]),
                defender=tr(lang, "rjn.colour." + battle["defender"]),
                armies="+".join(str(n) for n in battle["attackers"].values()),
                attack=" ".join(map(str, battle["last"]["attacker"])) or "-",
                defence=" ".join(map(str, battle["last"]["defender"])) or "-",
            )
        )
    outcome = state.outcome()
    if outcome is not None:
        lines.append(outcome.describe(lang))
    else:
        decision = v["decision"]
        lines.append(
            tr(
                lang,
                "rjn.text.decision",
                colour=tr(lang, "rjn.colour." + decision["colour"]),
                seat=decision["seat"],
                phase=tr(lang, "rjn.phase." + decision["kind"]),
            )
        )
    return "\n".join(line.rstrip() for line in lines)
