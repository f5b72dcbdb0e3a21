"""Forbidden Island's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``, for instance::

    board=FL,BG~,CG,...; pawns=pilot@FL,diver@IG!; hands=EEEH/-; level=3; turn=1

Fields (any may be left out but ``pawns``):

``board``     the 24 island cells row by row (the shape of RULES.md), each a tile code,
              ``~`` after it if flooded, ``!`` if sunk. Default: tiles in code order, dry.
``pawns``     ``role@TILE`` per seat, in seat order.
``hands``     per seat, ``/``-separated card codes (E W F O treasures, H Helicopter Lift,
              S Sandbags), ``-`` for an empty hand.
``tdeck``     Treasure deck, top card first (R is Waters Rise!). Default: every card not
              in a hand or the discard, shuffled by ``seed``.
``tdiscard``  Treasure discard pile, bottom first.
``fdeck``     Flood deck (tile codes), top first, ``|`` between runs shuffled separately
              (a Waters Rise! puts a run on top). Default: the tiles neither sunk nor in
              the discard, shuffled by ``seed``.
``fdiscard``  Flood discard, bottom first.
``level``     water level 1-10 (default: the difficulty's start level).
``difficulty`` novice, normal, elite or legendary (default: novice).
``captured``  codes of the captured treasures, e.g. ``EF``.
``turn``      the seat whose turn it is (default 0); ``phase`` actions, draw-treasure or
              draw-flood; ``actions`` left (3); ``flown`` 1 if the Pilot has flown this
              turn; ``flood`` Flood cards still to draw this turn.
``swimmers``  seats that must swim off a sunken tile, e.g. ``0,2``.
``heli``      a Helicopter Lift waiting to land: ``SEAT:TILE:SEAT+SEAT``.
``result``    ``won``, ``water-skull``, ``fools-landing-sank``, ``treasure-lost:fire``
              or ``drowned:pilot``.
``navpowers`` 1 to let the Navigator move a pawn with its own power (an option).
``seed`` / ``rng``  the random stream: a seed, or the raw generator state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.engine import InvalidConfig, Outcome, Rng
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.actions import (
    CAPTURE,
    DISCARD,
    FLY,
    GIVE,
    HELI_DROP,
    HELICOPTER,
    KIND_NAMES,
    MOVE,
    NAVIGATE,
    SANDBAGS,
    SHORE_UP,
    SWIM,
    seats_in,
)

if TYPE_CHECKING:
    from meeple.engine import Game
    from meeple.games.forbidden_island.rules import IslandState

_STATE_MARK = {c.DRY: "", c.FLOODED: "~", c.SUNK: "!"}
_RESULT_REASONS = ("won", "water-skull", "fools-landing-sank", "treasure-lost", "drowned")

# -- action ids --------------------------------------------------------------------------

TILE_SLUGS = tuple(tile.slug for tile in c.TILES)


def action_id(action: int) -> str:
    kind, seat, a, b = action & 15, (action >> 4) & 7, (action >> 7) & 63, action >> 13
    name = KIND_NAMES[kind]
    if kind in (MOVE, FLY, SWIM, SANDBAGS, HELI_DROP):
        return f"{seat}:{name}:{TILE_SLUGS[a]}"
    if kind == SHORE_UP:
        tiles = TILE_SLUGS[a] if a == b else f"{TILE_SLUGS[a]}+{TILE_SLUGS[b]}"
        return f"{seat}:{name}:{tiles}"
    if kind == NAVIGATE:
        return f"{seat}:{name}:{a}:{TILE_SLUGS[b]}"
    if kind == GIVE:
        return f"{seat}:{name}:{a}:{c.CARDS[b]}"
    if kind == CAPTURE:
        return f"{seat}:{name}:{c.TREASURES[a]}"
    if kind == DISCARD:
        return f"{seat}:{name}:{c.CARDS[a]}"
    if kind == HELICOPTER:
        pawns = "+".join(str(other) for other in seats_in(b))
        return f"{seat}:{name}:{TILE_SLUGS[a]}:{pawns}"
    return f"{seat}:{name}"


# -- writing -----------------------------------------------------------------------------


def _cards(counts: list[int]) -> str:
    return "".join(c.CARD_CODES[kind] * n for kind, n in enumerate(counts)) or "-"


def write_notation(state: IslandState) -> str:
    tile_code = [tile.code for tile in c.TILES]
    board = ",".join(tile_code[t] + _STATE_MARK[state.tiles[t]] for t in state.board.tile_at)
    pawns = ",".join(
        f"{c.ROLES[role]}@{tile_code[tile]}"
        for role, tile in zip(state.roles, state.pos, strict=False)
    )
    runs, start = [], 0
    for size in state.fsegments:
        runs.append(state.fdeck[start : start + size])
        start += size
    fdeck = "|".join(",".join(tile_code[t] for t in reversed(run)) for run in reversed(runs))
    fields = [
        ("board", board),
        ("pawns", pawns),
        ("hands", "/".join(_cards(hand) for hand in state.hands)),
        ("tdeck", "".join(c.CARD_CODES[k] for k in reversed(state.tdeck)) or "-"),
        ("tdiscard", "".join(c.CARD_CODES[k] for k in state.tdiscard) or "-"),
        ("fdeck", fdeck or "-"),
        ("fdiscard", ",".join(tile_code[t] for t in state.fdiscard) or "-"),
        ("difficulty", state.config["difficulty"]),
        ("level", str(state.level)),
        ("captured", "".join(c.TREASURE_CODES[t] for t in range(4) if state.captured[t]) or "-"),
        ("turn", str(state.current)),
        ("phase", ("actions", "draw-treasure", "draw-flood")[state.phase]),
        ("actions", str(state.actions_left)),
        ("flown", "1" if state.pilot_flew else "0"),
        ("flood", str(state.flood_left)),
        ("swimmers", ",".join(map(str, state.swimmers)) or "-"),
    ]
    if state.heli is not None:
        holder, tile, mask = state.heli
        lifted = "+".join(map(str, seats_in(mask)))
        fields.append(("heli", f"{holder}:{tile_code[tile]}:{lifted}"))
    if state.result is not None:
        fields.append(("result", _write_result(state.result)))
    if state.nav_powers:
        fields.append(("navpowers", "1"))
    fields.append(("rng", str(state.rng.state)))
    return "; ".join(f"{key}={value}" for key, value in fields)


def _write_result(result: Outcome) -> str:
    short = result.reason.removeprefix("fi.outcome.")
    arg = result.args.get("treasure") or result.args.get("role")
    return f"{short}:{str(arg).rsplit('.', 1)[-1]}" if arg else short


# -- reading -----------------------------------------------------------------------------


def _bad(message: str) -> InvalidConfig:
    return InvalidConfig(f"bad Forbidden Island notation: {message}")


def _tile(code: str) -> int:
    if code not in c.TILE_BY_CODE:
        raise _bad(f"unknown tile code {code!r}")
    return c.TILE_BY_CODE[code]


def _tile_list(text: str) -> list[int]:
    text = text.strip()
    return [] if text in ("", "-") else [_tile(code.strip()) for code in text.split(",")]


def _card_list(text: str, allowed: str) -> list[int]:
    text = text.strip()
    if text in ("", "-"):
        return []
    for code in text:
        if code not in allowed:
            raise _bad(f"unknown card code {code!r} (use {allowed})")
    return [c.CARD_CODES.index(code) for code in text]


def _int(fields: dict[str, str], key: str, default: int, low: int, high: int) -> int:
    text = fields.get(key)
    if text is None:
        return default
    if not text.strip().isdigit() or not low <= int(text) <= high:
        raise _bad(f"{key} must be a whole number from {low} to {high}, not {text!r}")
    return int(text)


def read_notation(game: Game, text: str) -> IslandState:
    from meeple.games.forbidden_island.rules import ACTIONS, IslandState, board_for

    fields: dict[str, str] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        key, sep, value = part.partition("=")
        if not sep:
            raise _bad(f"field {part.strip()!r} has no '='")
        fields[key.strip()] = value.strip()
    unknown = set(fields) - {
        "board", "pawns", "hands", "tdeck", "tdiscard", "fdeck", "fdiscard", "level",
        "difficulty", "captured", "turn", "phase", "actions", "flown", "flood", "swimmers",
        "heli", "result", "navpowers", "seed", "rng",
    }  # fmt: skip
    if unknown:
        raise _bad(f"unknown field {sorted(unknown)[0]!r}")
    if "pawns" not in fields:
        raise _bad("the pawns field is required")

    rng = Rng(_int(fields, "seed", 0, 0, (1 << 64) - 1))
    state = object.__new__(IslandState)
    state._legal = None
    state.rng = rng
    state.game = game

    # The board.
    tiles = [c.DRY] * c.N_TILES
    if "board" in fields:
        layout = []
        for code in fields["board"].split(","):
            code = code.strip()
            mark = code[-1:] if code[-1:] in "~!" else ""
            tile = _tile(code[: len(code) - len(mark)])
            tiles[tile] = c.FLOODED if mark == "~" else c.SUNK if mark == "!" else c.DRY
            layout.append(tile)
        if sorted(layout) != list(range(c.N_TILES)):
            raise _bad("the board must hold each of the 24 tiles once")
    else:
        layout = list(range(c.N_TILES))
    state.board = board_for(tuple(layout))
    state.tiles = tiles

    # Pawns.
    roles, pos = [], []
    for entry in fields["pawns"].split(","):
        role, sep, code = entry.strip().partition("@")
        if not sep or role not in c.ROLES:
            raise _bad(f"pawn {entry.strip()!r} must be role@TILE, role one of {c.ROLES}")
        roles.append(c.ROLES.index(role))
        pos.append(_tile(code))
    players = len(roles)
    if not 2 <= players <= 4 or len(set(roles)) != players:
        raise _bad("2 to 4 pawns of different adventurers are needed")
    state.roles = tuple(roles)
    state.pos = pos

    # Cards.
    hand_texts = fields.get("hands", "/".join("-" * players)).split("/")
    if len(hand_texts) != players:
        raise _bad(f"hands must list {players} hands, one per pawn")
    state.hands = []
    for hand_text in hand_texts:
        counts = [0] * c.N_HAND_KINDS
        for kind in _card_list(hand_text, "EWFOHS"):
            counts[kind] += 1
        state.hands.append(counts)
    state.tdiscard = _card_list(fields.get("tdiscard", "-"), c.CARD_CODES)
    if "tdeck" in fields:
        state.tdeck = _card_list(fields["tdeck"], c.CARD_CODES)[::-1]
    else:
        remaining = list(c.TREASURE_DECK)
        for kind in state.tdiscard + [
            k for hand in state.hands for k in range(6) for _ in range(hand[k])
        ]:
            if kind not in remaining:
                raise _bad(f"more {c.CARDS[kind]} cards than the deck holds")
            remaining.remove(kind)
        rng.shuffle(remaining)
        state.tdeck = remaining

    # Flood cards.
    state.fdiscard = _tile_list(fields.get("fdiscard", "-"))
    if "fdeck" in fields and fields["fdeck"] != "-":
        runs = [_tile_list(run)[::-1] for run in fields["fdeck"].split("|")][::-1]
        state.fdeck = [tile for run in runs for tile in run]
        state.fsegments = [len(run) for run in runs if run]
    elif "fdeck" in fields:
        state.fdeck, state.fsegments = [], []
    else:
        gone = set(state.fdiscard)
        state.fdeck = [t for t in range(c.N_TILES) if tiles[t] != c.SUNK and t not in gone]
        rng.shuffle(state.fdeck)
        state.fsegments = [len(state.fdeck)] if state.fdeck else []

    flood_cards = state.fdeck + state.fdiscard
    if len(set(flood_cards)) != len(flood_cards):
        raise _bad("a Flood card is listed twice")
    if any(tiles[t] == c.SUNK for t in flood_cards):
        raise _bad("a sunk tile's Flood card has left the game")

    # The water level and the turn.
    difficulty = fields.get("difficulty", "novice")
    if difficulty not in c.DIFFICULTIES:
        raise _bad(f"difficulty must be one of {', '.join(c.DIFFICULTIES)}")
    state.level = _int(fields, "level", c.START_LEVEL[difficulty], 1, c.SKULL_LEVEL)
    captured = fields.get("captured", "-")
    captured = "" if captured == "-" else captured
    if any(code not in c.TREASURE_CODES for code in captured):
        raise _bad(f"captured lists treasure codes from {c.TREASURE_CODES}")
    state.captured = [code in captured for code in c.TREASURE_CODES]
    state.current = _int(fields, "turn", 0, 0, players - 1)
    phase_name = fields.get("phase", "actions")
    phases = ("actions", "draw-treasure", "draw-flood")
    if phase_name not in phases:
        raise _bad(f"phase must be one of {', '.join(phases)}")
    state.phase = phases.index(phase_name)
    state.actions_left = _int(fields, "actions", c.ACTIONS_PER_TURN, 0, c.ACTIONS_PER_TURN)
    if state.phase == ACTIONS and state.actions_left == 0:
        raise _bad("the actions phase needs at least one action left")
    state.pilot_flew = _int(fields, "flown", 0, 0, 1) == 1
    flood_default = c.FLOOD_CARDS[state.level] if state.phase == 2 else 0
    state.flood_left = _int(fields, "flood", flood_default, 0, 5)
    state.swimmers = _seat_list(fields.get("swimmers", "-"), ",", players, "swimmers")
    state.heli = None
    if "heli" in fields:
        parts = fields["heli"].split(":")
        if len(parts) != 3:
            raise _bad(f"heli must be SEAT:TILE:SEAT+SEAT, not {fields['heli']!r}")
        holder = _seat_list(parts[0], "+", players, "the heli holder")
        lifted = _seat_list(parts[2], "+", players, "the lifted pawns")
        if len(holder) != 1 or not lifted:
            raise _bad("heli names one holder and at least one lifted pawn")
        state.heli = (holder[0], _tile(parts[1]), sum(1 << seat for seat in set(lifted)))
    state.result = _read_result(fields["result"]) if "result" in fields else None
    state.nav_powers = _int(fields, "navpowers", 0, 0, 1) == 1
    state.config = {
        "players": players,
        "difficulty": difficulty,
        "adventurers": [c.ROLES[role] for role in roles],
        "navigator_uses_powers": state.nav_powers,
    }
    if "rng" in fields:
        rng.state = _int(fields, "rng", 0, 0, (1 << 64) - 1)
    return state


def _seat_list(text: str, sep: str, players: int, what: str) -> list[int]:
    text = text.strip()
    if text in ("", "-"):
        return []
    seats = []
    for part in text.split(sep):
        part = part.strip()
        if not part.isdigit() or int(part) >= players:
            raise _bad(f"{what} must be seats from 0 to {players - 1}, not {part!r}")
        seats.append(int(part))
    return seats


def _read_result(text: str) -> Outcome:
    reason, _, arg = text.partition(":")
    if reason not in _RESULT_REASONS:
        raise _bad(f"result must be one of {', '.join(_RESULT_REASONS)}")
    if reason == "won":
        return Outcome(reason="fi.outcome.won", won=True)
    args: dict[str, Any] = {}
    if reason == "treasure-lost":
        if arg not in c.TREASURES:
            raise _bad(f"treasure-lost names one of {', '.join(c.TREASURES)}")
        args["treasure"] = f"@fi.treasure.{arg}"
    elif reason == "drowned":
        if arg not in c.ROLES:
            raise _bad(f"drowned names one of {', '.join(c.ROLES)}")
        args["role"] = f"@fi.role.{arg}"
    return Outcome(reason=f"fi.outcome.{reason}", won=False, args=args)
