"""What each seat sees of a Risk Junior Narnia game, as a JSON-ready view and as text,
and the action labels and targets.

Hidden: the order of the Narnia deck and of the territory deck (their sizes are public),
the face-down turn-order markers (only their count), the dice not rolled yet, and with
``hidden_cards`` the kept Narnia cards of the other colours (only their count). The
shape of the view is in RULES.md, "Action ids, view and notation"; a card is
``{"id": slug, "kind": "now" | "keep" | "scoring"}``.

``action_target`` ids: ``territory:<id>``, ``character:<id>``, ``card:<slug>``,
``dice``, ``army:<kind>``, ``deck:narnia``, ``deck:territory``; a double used on an
enemy character targets its token, ``character:<id>``; None for ``nosend``, ``stop``,
``reinforce:none`` and ``double:none``.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from meeple.engine import translate
from meeple.games.risk_junior_narnia.actions import (
    CAMP,
    CHARACTER,
    DOUBLE,
    DRAW,
    HIT,
    KIND_NAMES,
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
    unpack,
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
    ARMY_NAMES,
    ARMY_TERMS,
    CHAR_TERMS,
    COLOUR_NAMES,
    COLOUR_TERMS,
    OPTIONS,
    PH_DOUBLE,
    PH_HIT,
    PH_ROLL,
    PH_STONE,
    PHASE_NAMES,
    PLACE_NAMES,
    SIDE,
    TERR_TERMS,
    NarniaState,
)

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
    names = ARMY_NAMES[colour]
    return {names[0]: a, names[1]: e}


def view(state: NarniaState, seat: int | None) -> dict[str, Any]:
    outcome = state.outcome()
    config = state.config
    return {
        "game": "risk-junior-narnia",
        "seat": seat,
        "players": state.players,
        "options": {key: bool(config[key]) for key in OPTIONS},
        "map": map_json(),
        "colours": [_colour_json(state, c, seat) for c in state.colours],
        "territories": [_territory_json(state, t) for t in range(COUNT)],
        "characters": [_character_json(state, c) for c in range(len(CHARACTERS))],
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
        "turn": _turn_json(state),
        "battle": _battle_json(state),
        "decision": _decision_json(state),
        "scores": state.seat_points(),
        "to_move": state.to_move(),
        "outcome": None if outcome is None else outcome.to_json(),
    }


def _colour_json(state: NarniaState, c: int, seat: int | None) -> dict[str, Any]:
    """A colour in play: its seat, side, armies off the board, points and holdings (its
    kept cards only if ``seat`` may see them)."""
    owner, colours = state.owner, state.colours
    captured, supply, stone = state.captured, state.supply, state.stone
    return {
        "colour": COLOUR_NAMES[c],
        "seat": state.colour_seat[c],
        "side": SIDE_NAMES[SIDE[c]],
        "kinds": list(ARMY_NAMES[c]),
        "supply": _kinds(c, supply[2 * c], supply[2 * c + 1]),
        "captured": {
            COLOUR_NAMES[v]: _kinds(v, captured[8 * c + 2 * v], captured[8 * c + 2 * v + 1])
            for v in colours
            if SIDE[v] != SIDE[c]
        },
        "stone": _kinds(c, stone[2 * c], stone[2 * c + 1]),
        "points": state.points[c],
        "territories": sum(1 for t in range(COUNT) if owner[t] == c),
        "camps": [IDS[t] for t in range(COUNT) if owner[t] == c and state.camp[t]],
        "characters": [CHAR_IDS[i] for i in range(12) if state.char_holder[i] == c],
        "cards": [card_json(k) for k in sorted(state.kept[c], key=_card_key)]
        if state.sees_cards(seat, c)
        else None,
        "cards_count": len(state.kept[c]),
    }


def _territory_json(state: NarniaState, t: int) -> dict[str, Any]:
    o = state.owner[t]
    char_at = state.char_at
    return {
        "id": IDS[t],
        "owner": COLOUR_NAMES[o],
        "armies": _kinds(o, state.armies[2 * t], state.armies[2 * t + 1]),
        "camp": state.camp[t],
        "characters": [CHAR_IDS[char_at[2 * t + s]] for s in (0, 1) if char_at[2 * t + s] >= 0],
    }


def _character_json(state: NarniaState, c: int) -> dict[str, Any]:
    ch = CHARACTERS[c]
    place = state.char_place[c]
    holder = state.char_holder[c]
    return {
        "id": ch.id,
        "side": SIDE_NAMES[ch.side],
        "powers": sorted(ch.powers),
        "holder": COLOUR_NAMES[holder] if holder >= 0 else None,
        "state": "board" if place >= 0 else PLACE_NAMES[place],
        "territory": IDS[place] if place >= 0 else None,
        "stone": state.char_stone[c],
    }


def _turn_json(state: NarniaState) -> dict[str, Any]:
    colour = state.colour
    return {
        "colour": COLOUR_NAMES[colour] if colour >= 0 else None,
        "seat": state.colour_seat[colour] if colour >= 0 else None,
        "phase": PHASE_NAMES[state.phase],
        "card": card_json(state.card) if state.card >= 0 else None,
        "rerolls": state.rerolls,
        "ambush": state.ambush,
        "fog": state.fog,
        "shield": state.shield,
        "extra": state.extra,
        "sent": state.sent,
        "fresh": state.fresh,
    }


def _battle_json(state: NarniaState) -> dict[str, Any] | None:
    bt = state.bt
    if bt < 0:
        return None
    attacker = state.colour
    defender = state.owner[bt]
    fighting = SIDE[defender] != SIDE[attacker]
    return {
        "territory": IDS[bt],
        "from": IDS[state.bfrom] if state.bfrom >= 0 else None,
        "attacker": COLOUR_NAMES[attacker],
        "defender": COLOUR_NAMES[defender],
        "attackers": _kinds(attacker, state.att[0], state.att[1]),
        "attack_dice": state.attack_dice() if fighting else 0,
        "defence_dice": state.defence_dice() if fighting else 0,
        "water": state.bwater,
        "next": "attacker" if state.bnext else "defender",
        "last": {"attacker": list(state.last_att), "defender": list(state.last_def)},
        "pending": {
            "by": COLOUR_NAMES[state.pend_by] if state.pend_by >= 0 else None,
            "hits": state.pend_hits,
            "stones": state.pend_stones,
            "double": _double_json(state),
        },
    }


def _double_json(state: NarniaState) -> str | None:
    """The enemy character a pending double may still hit (None: no such choice)."""
    c = state.double_target() if state.pend_double else -1
    return CHAR_IDS[c] if c >= 0 else None


def _decision_json(state: NarniaState) -> dict[str, Any] | None:
    """Who decides what now: the seat, the colour it decides for and the phase."""
    to_move = state.to_move()
    if to_move is None:
        return None
    phase = state.phase
    if phase == PH_ROLL:
        who = state.owner[state.bt] if state.bnext == 0 else state.colour
    elif phase in (PH_HIT, PH_STONE, PH_DOUBLE):
        who = state.pend_by
    else:
        who = state.colour
    return {"seat": to_move, "colour": COLOUR_NAMES[who], "kind": PHASE_NAMES[phase]}


def _card_key(card: int) -> tuple[str, int]:
    return (CARDS[card].id, 0)


def action_message(state: NarniaState, action: int) -> tuple[str, dict[str, Any]]:
    kind, _, colour, a, n, m, flag = unpack(action)
    if kind in (ROLL, DRAW, TERRITORY, STOP):
        return f"rjn.action.{KIND_NAMES[kind]}", {}
    if kind in (HIT, STONE):
        return f"rjn.action.{KIND_NAMES[kind]}", {"army": ARMY_TERMS[state.hit_colour()][a & 1]}
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
        if flag:
            return "rjn.action.nosend", {}
        return "rjn.action.send", {"character": CHAR_TERMS[a]}
    if kind == REINFORCE:
        if flag:
            return "rjn.action.reinforce-none", {}
        return "rjn.action.reinforce", {"territory": TERR_TERMS[a]}
    if kind == DOUBLE:
        if flag:
            return "rjn.action.double-none", {"character": CHAR_TERMS[state.double_target()]}
        return "rjn.action.double", {"character": CHAR_TERMS[a]}
    if kind == MOVE:
        army, elite = ARMY_TERMS[state.colour]
        args: dict[str, Any] = {
            "territory": TERR_TERMS[a],
            "armies": n,
            "elites": m,
            "army": army,
            "elite": elite,
        }
        if not flag:
            return "rjn.action.move", args
        args["character"] = CHAR_TERMS[state.char_at[2 * state.bt + SIDE[state.colour]]]
        return "rjn.action.move-with", args
    return "rjn.action.unknown", {}


def action_target(state: NarniaState, action: int) -> str | None:
    kind, _, _, a, _, _, flag = unpack(action)
    if kind in (CAMP, PLACE, TARGET, MOVE) or (kind == REINFORCE and not flag):
        return "territory:" + IDS[a]
    if kind in (CHARACTER, TAKE) or (kind in (SEND, DOUBLE) and not flag):
        return "character:" + CHAR_IDS[a]
    if kind == PLAY:
        return "card:" + CARDS[a].id
    if kind in (HIT, STONE):
        return "army:" + ARMY_NAMES[state.hit_colour()][a & 1]
    return SIMPLE_TARGETS.get(kind)


SIMPLE_TARGETS = {ROLL: "dice", DRAW: "deck:narnia", TERRITORY: "deck:territory"}


def _t(lang: str, msg: str, **args: Any) -> str:
    return translate(msg, lang, args)


@cache
def _widths(lang: str) -> tuple[int, int]:
    width = max(len(translate("rjn.territory." + t, lang)) for t in IDS) + 2
    owners = max(len(translate("rjn.colour." + c, lang)) for c in COLOUR_NAMES) + 2
    return width, owners


def render_text(state: NarniaState, seat: int | None, lang: str = "en") -> str:
    v = view(state, seat)
    lines = [_t(lang, "rjn.text.title"), *_text_territories(v, lang), ""]
    lines += [_text_colour(col, lang) for col in v["colours"]]
    lines += _text_turn(state, v, lang)
    return "\n".join(line.rstrip() for line in lines)


def _text_territories(v: dict[str, Any], lang: str) -> list[str]:
    """A table of the territories: owner, armies (and camp), characters."""
    tr = _t
    width, owners = _widths(lang)
    lines = [
        tr(lang, "rjn.text.territory").ljust(width)
        + tr(lang, "rjn.text.owner").ljust(owners)
        + tr(lang, "rjn.text.armies").ljust(12)
        + tr(lang, "rjn.text.characters")
    ]
    for terr in v["territories"]:
        counts = list(terr["armies"].values())
        camp = " [" + tr(lang, "rjn.text.camp") + "]" if terr["camp"] else ""
        chars = ", ".join(tr(lang, "rjn.character." + c) for c in terr["characters"])
        lines.append(
            tr(lang, "rjn.territory." + terr["id"]).ljust(width)
            + tr(lang, "rjn.colour." + terr["owner"]).ljust(owners)
            + f"{counts[0]}+{counts[1]}{camp}".ljust(12)
            + chars
        )
    return lines


def _text_colour(col: dict[str, Any], lang: str) -> str:
    """One colour's line: points, territories, armies off the board, characters, cards."""
    tr = _t
    captured = " ".join(
        f"{tr(lang, 'rjn.colour.' + victim)} {_plus(kinds)}"
        for victim, kinds in col["captured"].items()
    )
    if col["cards"] is None:
        cards = tr(lang, "rjn.text.hidden-cards", count=col["cards_count"])
    else:
        cards = ", ".join(tr(lang, "rjn.card." + c["id"]) for c in col["cards"]) or "-"
    chars = ", ".join(tr(lang, "rjn.character." + c) for c in col["characters"]) or "-"
    return tr(
        lang,
        "rjn.text.colour",
        colour=tr(lang, "rjn.colour." + col["colour"]),
        seat=col["seat"],
        points=col["points"],
        territories=col["territories"],
        supply=_plus(col["supply"]),
        captured=captured or "-",
        stone=_plus(col["stone"]),
        characters=chars,
        cards=cards,
    )


def _plus(kinds: dict[str, int]) -> str:
    return "+".join(str(n) for n in kinds.values())


def _text_turn(state: NarniaState, v: dict[str, Any], lang: str) -> list[str]:
    """The markers, the decks, the battle and who decides what (or how the game ended)."""
    tr = _t
    markers = v["markers"]
    flipped = " ".join(tr(lang, "rjn.colour." + c) for c in markers["flipped"]) or "-"
    decks = v["decks"]
    lines = [
        tr(lang, "rjn.text.markers", flipped=flipped, face_down=markers["face_down"]),
        tr(lang, "rjn.text.decks", narnia=decks["narnia"], territory=decks["territory"]),
    ]
    battle = v["battle"]
    if battle is not None:
        lines.append(
            tr(
                lang,
                "rjn.text.battle",
                territory=tr(lang, "rjn.territory." + battle["territory"]),
                attacker=tr(lang, "rjn.colour." + battle["attacker"]),
                defender=tr(lang, "rjn.colour." + battle["defender"]),
                armies=_plus(battle["attackers"]),
                attack=" ".join(map(str, battle["last"]["attacker"])) or "-",
                defence=" ".join(map(str, battle["last"]["defender"])) or "-",
            )
        )
        double = battle["pending"]["double"]
        if double is not None:
            by = tr(lang, "rjn.colour." + battle["pending"]["by"])
            who = tr(lang, "rjn.character." + double)
            lines.append(tr(lang, "rjn.text.double", colour=by, character=who))
    lines += _text_effects(v["turn"], lang)
    outcome = state.outcome()
    if outcome is not None:
        lines.append(outcome.describe(lang))
        return lines
    decision = v["decision"]
    colour = tr(lang, "rjn.colour." + decision["colour"])
    phase = tr(lang, "rjn.phase." + decision["kind"])
    lines.append(tr(lang, "rjn.text.decision", colour=colour, seat=decision["seat"], phase=phase))
    return lines


def _text_effects(turn: dict[str, Any], lang: str) -> list[str]:
    """This turn's card effects, one line (none: no line)."""
    parts = [
        _t(lang, f"rjn.text.effect.{key}", n=turn[key])
        for key in ("rerolls", "ambush", "fog", "shield", "extra")
        if turn[key]
    ]
    return [_t(lang, "rjn.text.effects", effects=", ".join(parts))] if parts else []
