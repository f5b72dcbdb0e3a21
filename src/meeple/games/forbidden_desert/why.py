"""Why a click on a board element offers a seat nothing now, in the rulebook's words.

Asked only for a target none of the seat's legal actions has (``Game.why_not``), so each
reason looks for the first rule that stands in the way. A reason reads only what every
seat sees (sand, excavated tiles, pawns, water, parts in sight): never the side of a tile
still face down, nor the decks.
"""

from __future__ import annotations

from typing import Any

from meeple.games.forbidden_desert import components as c
from meeple.games.forbidden_desert.rules import (
    ACTIONS,
    AROUND,
    HELD,
    ORTH,
    DesertState,
)

Reason = tuple[str, dict[str, Any]]


def why_not(state: DesertState, seat: int | None, target: str) -> Reason | None:
    """The rule that stops ``seat`` using ``target``, or None (the engine's default then
    says whose turn it is)."""
    if seat is None:
        return ("fd.why.spectator", {}) if state.to_move() is not None else None
    kind, _, rest = target.partition(":")
    if kind == "tile" and rest in c.CELL_BY_NAME:
        return _tile(state, seat, c.CELL_BY_NAME[rest])
    if kind == "water" and rest.isascii() and rest.isdigit() and int(rest) < len(state.pos):
        return _water(state, seat, int(rest))
    if kind == "part" and rest in c.PARTS:
        return _part(state, seat, c.PARTS.index(rest))
    if kind == "launch-pad":
        return _launch(state, seat)
    if kind == "card":
        owner = rest.partition(":")[0]
        if (
            owner.isascii()
            and owner.isdigit()
            and int(owner) != seat
            and int(owner) < len(state.pos)
        ):
            return "fd.why.not-your-card", {"seat": int(owner)}
    return None


def _busy(state: DesertState, seat: int) -> Reason | None:
    """Why ``seat`` has no turn action now though it is its decision: the Storm cards are
    due. None when it may act, or when it is not its decision (the default says whose)."""
    if state.to_move() != seat or state.peek is not None:
        return None
    if state.phase != ACTIONS:
        return "fd.why.draw-storm", {"left": state.storm_left}
    return None


def _tile(state: DesertState, seat: int, cell: int) -> Reason | None:
    slot = state.slot_at[cell]
    if slot < 0:
        return "fd.why.eye", {}
    if state.to_move() != seat or state.peek is not None:
        return None
    busy = _busy(state, seat)
    if busy is not None:
        return busy
    role = state.roles[seat]
    if state.buried(seat):
        return "fd.why.buried", {"blocked": c.BLOCKED}
    here = state.pos[seat]
    if slot == here:
        return "fd.why.nothing-on-your-tile", {}
    hc = state.cell_of[here]
    if cell in AROUND[hc] and cell not in ORTH[hc] and role != c.EXPLORER:
        return "fd.why.diagonal", {}
    if state.sand[slot] >= c.BLOCKED and _could_reach(state, seat, slot):
        return "fd.why.blocked", {"blocked": c.BLOCKED}
    return "fd.why.not-next", {"role": f"@fd.role.{c.ROLES[role]}"}


def _could_reach(state: DesertState, seat: int, slot: int) -> bool:
    """Whether ``seat``'s pawn would reach ``slot`` but for its sand: through a tunnel
    (both excavated, so public) or with a Jet Pack. A tile next to it is not asked: its
    sand can be dug, so it is lit."""
    here = state.pos[seat]
    if state.hands[seat][c.JET_PACK]:
        return True
    return all(
        state.revealed[end] and c.TILE_KIND[state.kind[end]] == c.TUNNEL for end in (here, slot)
    )


def _water(state: DesertState, seat: int, owner: int) -> Reason | None:
    role = state.roles[seat]
    if owner == seat:
        if role != c.WATER_CARRIER:
            return "fd.why.draw-water-carrier", {}
        if state.water[seat] >= state.canteen[seat]:
            return "fd.why.canteen-full", {"seat": seat}
        return "fd.why.draw-water-well", {}
    if state.water[seat] == 0:
        return "fd.why.no-water", {}
    if state.water[owner] >= state.canteen[owner]:
        return "fd.why.canteen-full", {"seat": owner}
    msgid = "fd.why.water-near" if role == c.WATER_CARRIER else "fd.why.water-here"
    return msgid, {"seat": owner}


def _part(state: DesertState, seat: int, part: int) -> Reason | None:
    where = state.part_at[part]
    name = f"@fd.part.{c.PARTS[part]}"
    if where >= HELD:
        return "fd.why.part-held", {"part": name, "seat": where - HELD}
    if where < 0 or state.to_move() != seat or state.peek is not None:
        return None
    busy = _busy(state, seat)
    if busy is not None:
        return busy
    if state.pos[seat] != where:
        return "fd.why.part-where", {"part": name}
    if state.sand[where] >= c.BLOCKED or not state.revealed[where]:
        return "fd.why.part-sand", {"part": name}
    return None


def _launch(state: DesertState, seat: int) -> Reason | None:
    missing = sum(1 for where in state.part_at if where < HELD)
    if missing:
        return "fd.why.parts-missing", {"n": missing}
    pad = state.launch_slot()
    if not state.revealed[pad]:
        return "fd.why.pad-hidden", {}
    if state.sand[pad] >= c.BLOCKED:
        return "fd.why.pad-blocked", {}
    if any(where != pad for where in state.pos):
        return "fd.why.pad-everyone", {}
    return None
