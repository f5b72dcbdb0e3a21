"""Why a click on a board element does nothing now (``Game.why_not``), from the rules.

Asked only for a target none of the seat's legal actions has, by the seat to move (the
engine's default answers a finished game and another seat's turn first). Every reason
reads only what that seat sees: the board, the characters, its own kept cards, never the
decks' order nor another colour's hidden cards.
"""

from __future__ import annotations

from typing import Any

from meeple.games.risk_junior_narnia.board import IDS, NEIGHBOURS
from meeple.games.risk_junior_narnia.cards import CARDS
from meeple.games.risk_junior_narnia.characters import CHAR_IDS, CHOOSABLE
from meeple.games.risk_junior_narnia.rules import (
    CHAR_TERMS,
    COLOUR_TERMS,
    ON_CARD,
    PH_CAMP,
    PH_CARD_PLACE,
    PH_CARD_TAKE,
    PH_CHARACTER,
    PH_CONTINUE,
    PH_DOUBLE,
    PH_DRAW,
    PH_HIT,
    PH_PLACE,
    PH_REINFORCE,
    PH_ROLL,
    PH_STONE,
    PH_TARGET,
    PH_TERRITORY,
    SIDE,
    TERR_TERMS,
    NarniaState,
)

Reason = tuple[str, dict[str, Any]]

TERRITORY_INDEX = {tid: i for i, tid in enumerate(IDS)}
CHAR_INDEX = {cid: i for i, cid in enumerate(CHAR_IDS)}
CARD_SLUGS = frozenset(card.id for card in CARDS)
BATTLE_PHASES = frozenset((PH_ROLL, PH_HIT, PH_STONE, PH_DOUBLE))


def why_not(state: NarniaState, target: str) -> Reason | None:
    """A reason of this game's rules, or None (the engine's default then answers)."""
    kind, _, name = target.partition(":")
    if kind == "territory" and name in TERRITORY_INDEX:
        return _territory(state, TERRITORY_INDEX[name])
    if kind == "character" and name in CHAR_INDEX:
        return _character(state, CHAR_INDEX[name])
    if kind == "card" and name in CARD_SLUGS:
        return _card(state, name)
    if kind == "army":
        return "rjn.why.army", {}
    if target == "dice":
        return "rjn.why.dice", {}
    if target == "deck:narnia":
        return "rjn.why.narnia-deck", {}
    if target == "deck:territory":
        return "rjn.why.territory-deck", {}
    return None


def _colour(state: NarniaState) -> str:
    return COLOUR_TERMS[state.colour]


def _territory(state: NarniaState, t: int) -> Reason | None:
    phase, colour = state.phase, state.colour
    args: dict[str, Any] = {"territory": TERR_TERMS[t], "colour": _colour(state)}
    if phase == PH_CAMP:
        if state.owner[t] != colour:
            return "rjn.why.camp-not-held", args
        return "rjn.why.camp-there", args
    if phase == PH_CARD_PLACE:
        return "rjn.why.place-held", args
    if phase == PH_TARGET:
        return "rjn.why.own-side", args
    if phase == PH_REINFORCE:
        return "rjn.why.reinforce-camp", args
    if phase == PH_CONTINUE:
        return _continue(state, t, args)
    if phase == PH_DRAW:
        return "rjn.why.draw-first", args
    if phase == PH_TERRITORY:
        return "rjn.why.territory-first", args
    if state.bt >= 0 and (phase == PH_PLACE or phase in BATTLE_PHASES):
        return "rjn.why.battle-at", {**args, "battle": TERR_TERMS[state.bt]}
    return None


def _continue(state: NarniaState, t: int, args: dict[str, Any]) -> Reason:
    """After a won battle the attacker may go on from the territory just taken."""
    bt = state.bt
    args = {**args, "from": TERR_TERMS[bt]}
    if t == bt:
        return "rjn.why.already-there", args
    if all(j != t for j, _water in NEIGHBOURS[bt]):
        return "rjn.why.not-next", args
    if SIDE[state.owner[t]] == SIDE[state.colour]:
        return "rjn.why.own-side", args
    return "rjn.why.two-armies", args


def _character(state: NarniaState, c: int) -> Reason:
    phase, colour = state.phase, state.colour
    args: dict[str, Any] = {"character": CHAR_TERMS[c], "colour": _colour(state)}
    holder = state.char_holder[c]
    if phase == PH_CHARACTER:
        if holder >= 0:
            return "rjn.why.character-taken", {**args, "holder": COLOUR_TERMS[holder]}
        if c not in CHOOSABLE:
            return "rjn.why.character-not-choosable", args
        return "rjn.why.character-not-free", args
    if phase == PH_CARD_TAKE:  # the free characters of the Wardrobe are the legal ones
        return "rjn.why.not-in-wardrobe", args
    if phase == PH_PLACE:
        if holder != colour:
            return "rjn.why.character-not-yours", args
        if state.char_stone[c]:
            return "rjn.why.character-stone", args
        if state.char_place[c] != ON_CARD:
            return "rjn.why.character-away", args
    return "rjn.why.character-when", args


def _card(state: NarniaState, slug: str) -> Reason:
    """Only the colour's own kept cards are looked at: another colour's may be hidden."""
    args: dict[str, Any] = {"card": "@rjn.card." + slug, "colour": _colour(state)}
    if state.phase != PH_PLACE:
        return "rjn.why.card-when", args
    kept = [CARDS[k].id for k in state.kept[state.colour]]
    if slug not in kept:
        return "rjn.why.card-not-held", args
    # the only copy held is the one kept this turn: playable from the next turn on
    return "rjn.why.card-fresh", args
