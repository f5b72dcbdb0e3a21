"""Why a click on a board element offers a seat nothing now, in the rulebook's words.

Asked only for a target none of the seat's legal actions has (``Game.why_not``), so each
reason looks for the first rule that stands in the way. Forbidden Island's hands and
discards are face up: a reason may name any card held; it never reads the decks.
"""

from __future__ import annotations

from typing import Any

from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.rules import ACTIONS, FLOOD_DRAW, IslandState

Reason = tuple[str, dict[str, Any]]
TREASURE_KINDS = range(len(c.TREASURES))  # the first card kinds are the treasures'


def why_not(state: IslandState, seat: int | None, target: str) -> Reason | None:
    """The rule that stops ``seat`` using ``target``, or None (the engine's default then
    says whose turn it is)."""
    if seat is None:
        return ("fi.why.spectator", {}) if state.to_move() is not None else None
    kind, _, rest = target.partition(":")
    if kind == "tile" and rest in c.TILE_BY_SLUG:
        return _tile(state, seat, c.TILE_BY_SLUG[rest])
    if kind == "treasure" and rest in c.TREASURES:
        return _treasure(state, seat, c.TREASURES.index(rest))
    if kind == "card":
        owner, _, card = rest.partition(":")
        if owner.isascii() and owner.isdigit() and card in c.CARDS:
            return _card(state, seat, int(owner), c.CARDS.index(card))
    return None


def _my_turn(state: IslandState, seat: int) -> Reason | None:
    """Why ``seat`` has no turn action now (a draw is due, someone must discard or swim),
    or None when it may act."""
    to_move = state.to_move()
    if to_move is None or to_move != seat:
        return None  # the engine's default: over, or someone else's turn
    if state.heli is not None or state.swimmers:
        return None
    if state.over_limit() >= 0:
        return "fi.why.discard-first", {"limit": c.HAND_LIMIT}
    if state.phase != ACTIONS:
        deck = "flood" if state.phase == FLOOD_DRAW else "treasure"
        return f"fi.why.draw-{deck}", {}
    return None


def _tile(state: IslandState, seat: int, tile: int) -> Reason | None:
    slug = f"@fi.tile.{c.TILES[tile].slug}"
    if state.tiles[tile] == c.SUNK:
        return "fi.why.sunk", {"tile": slug}
    if state.to_move() != seat or state.heli is not None or state.swimmers:
        return None
    busy = _my_turn(state, seat)
    if busy is not None:
        return busy
    role = state.roles[seat]
    here = state.pos[seat]
    if tile == here:
        return "fi.why.already-here", {"tile": slug}
    diagonal = tile in state.board.around[here] and tile not in state.board.orth[here]
    if diagonal and role != c.EXPLORER:
        return "fi.why.diagonal", {}
    if role == c.PILOT and state.pilot_flew:
        return "fi.why.pilot-flew", {}
    return "fi.why.not-next", {"role": f"@fi.role.{c.ROLES[role]}"}


def _treasure(state: IslandState, seat: int, treasure: int) -> Reason | None:
    name = f"@fi.treasure.{c.TREASURES[treasure]}"
    if state.captured[treasure]:
        return "fi.why.captured", {"treasure": name}
    if state.to_move() != seat:
        return None
    busy = _my_turn(state, seat)
    if busy is not None:
        return busy
    if c.TILE_TREASURE[state.pos[seat]] != treasure:
        return "fi.why.capture-where", {"treasure": name}
    held = state.hands[seat][treasure]
    return "fi.why.capture-cards", {
        "treasure": name,
        "need": c.CARDS_PER_CAPTURE,
        "held": held,
    }


def _card(state: IslandState, seat: int, owner: int, card: int) -> Reason | None:
    if not 0 <= owner < len(state.hands):
        return None
    if owner != seat:
        return "fi.why.not-your-card", {"seat": owner}
    if card not in TREASURE_KINDS:
        return "fi.why.special-card", {"card": f"@fi.card.{c.CARDS[card]}"}
    if state.to_move() != seat:
        return None
    busy = _my_turn(state, seat)
    if busy is not None:
        return busy
    if state.roles[seat] != c.MESSENGER:
        return "fi.why.give-here", {}
    return None
