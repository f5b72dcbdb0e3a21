"""Forbidden Island's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``, for instance::

    board=FL,BG~,CG,...; pawns=pilot@FL,diver@IG!; hands=EEEH/-; level=3; turn=1

Fields (any may be left out but ``pawns``; an unknown field, or one given twice, is
refused). They are read with the engine's notation toolkit (:mod:`meeple.engine.notation`),
one small reader per section: board, pawns, Treasure cards, Flood cards, turn, helicopter.

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

from typing import Any

from meeple.engine import Game, Outcome
from meeple.engine.notation import Fields, join, split, write_fields
from meeple.games.forbidden_island import actions as fa
from meeple.games.forbidden_island import components as c
from meeple.games.forbidden_island.rules import (
    ACTIONS,
    FLOOD_DRAW,
    PHASES,
    IslandState,
    blank_state,
    board_for,
)

GAME_NAME = "Forbidden Island"
KEYS = (
    "board", "pawns", "hands", "tdeck", "tdiscard", "fdeck", "fdiscard", "level", "difficulty",
    "captured", "turn", "phase", "actions", "flown", "flood", "swimmers", "heli", "result",
    "navpowers",
)  # fmt: skip
TILE_CODES = tuple(tile.code for tile in c.TILES)
TILE_SLUGS = tuple(tile.slug for tile in c.TILES)
HAND_CODES = c.CARD_CODES[: c.N_HAND_KINDS]  # a hand never keeps a Waters Rise!
_STATE_MARK = {c.DRY: "", c.FLOODED: "~", c.SUNK: "!"}
_RESULT_REASONS = ("won", "water-skull", "fools-landing-sank", "treasure-lost", "drowned")

# -- action ids --------------------------------------------------------------------------


def action_id(state: IslandState | None, action: int) -> str:
    """The id of ``action`` (it names the tiles and cards itself: no state is needed)."""
    kind, seat, a, b = fa.unpack(action)
    name = fa.KIND_NAMES[kind]
    if kind in (fa.MOVE, fa.FLY, fa.SWIM, fa.SANDBAGS, fa.HELI_DROP):
        return f"{seat}:{name}:{TILE_SLUGS[a]}"
    if kind == fa.SHORE_UP:
        tiles = TILE_SLUGS[a] if a == b else f"{TILE_SLUGS[a]}+{TILE_SLUGS[b]}"
        return f"{seat}:{name}:{tiles}"
    if kind == fa.NAVIGATE:
        return f"{seat}:{name}:{a}:{TILE_SLUGS[b]}"
    if kind == fa.GIVE:
        return f"{seat}:{name}:{a}:{c.CARDS[b]}"
    if kind == fa.CAPTURE:
        return f"{seat}:{name}:{c.TREASURES[a]}"
    if kind == fa.DISCARD:
        return f"{seat}:{name}:{c.CARDS[a]}"
    if kind == fa.HELICOPTER:
        pawns = "+".join(str(other) for other in fa.seats_in(b))
        return f"{seat}:{name}:{TILE_SLUGS[a]}:{pawns}"
    return f"{seat}:{name}"


# -- writing -----------------------------------------------------------------------------


def _cards(counts: list[int]) -> str:
    return join((c.CARD_CODES[kind] * n for kind, n in enumerate(counts)), "")


def write_notation(state: IslandState) -> str:
    board = join(TILE_CODES[t] + _STATE_MARK[state.tiles[t]] for t in state.board.tile_at)
    pawns = join(
        f"{c.ROLES[role]}@{TILE_CODES[tile]}"
        for role, tile in zip(state.roles, state.pos, strict=False)
    )
    fdeck = join(
        (join(TILE_CODES[t] for t in reversed(run)) for run in reversed(state.flood_runs())), "|"
    )
    fields: list[tuple[str, object]] = [
        ("board", board),
        ("pawns", pawns),
        ("hands", "/".join(_cards(hand) for hand in state.hands)),
        ("tdeck", join((c.CARD_CODES[k] for k in reversed(state.tdeck)), "")),
        ("tdiscard", join((c.CARD_CODES[k] for k in state.tdiscard), "")),
        ("fdeck", fdeck),
        ("fdiscard", join(TILE_CODES[t] for t in state.fdiscard)),
        ("difficulty", state.config["difficulty"]),
        ("level", state.level),
        ("captured", join((c.TREASURE_CODES[t] for t in range(4) if state.captured[t]), "")),
        ("turn", state.current),
        ("phase", PHASES[state.phase]),
        ("actions", state.actions_left),
        ("flown", int(state.pilot_flew)),
        ("flood", state.flood_left),
        ("swimmers", join(state.swimmers)),
    ]
    if state.heli is not None:
        holder, tile, mask = state.heli
        fields.append(("heli", f"{holder}:{TILE_CODES[tile]}:{join(fa.seats_in(mask), '+')}"))
    if state.result is not None:
        fields.append(("result", _write_result(state.result)))
    if state.nav_powers:
        fields.append(("navpowers", 1))
    fields.append(("rng", state.rng.state))
    return write_fields(fields)


def _write_result(result: Outcome) -> str:
    short = result.reason.removeprefix("fi.outcome.")
    arg = result.args.get("treasure") or result.args.get("role")
    return f"{short}:{str(arg).rsplit('.', 1)[-1]}" if arg else short


# -- reading -----------------------------------------------------------------------------


def read_notation(game: Game[IslandState], text: str) -> IslandState:
    fields = Fields(text, game=GAME_NAME, keys=KEYS, required=("pawns",))
    rng = fields.seed_rng()
    state = blank_state(game, {}, rng)  # the config follows from the fields, below
    _read_board(fields, state)
    _read_pawns(fields, state)
    _read_treasure_cards(fields, state)
    _read_flood_cards(fields, state)
    difficulty = fields.choice("difficulty", c.DIFFICULTIES, "novice")
    state.level = fields.number("level", c.START_LEVEL[difficulty], 1, c.SKULL_LEVEL)
    _read_turn(fields, state)
    state.heli = _read_heli(fields, len(state.roles))
    state.result = _read_result(fields, fields.text("result")) if "result" in fields else None
    state.config = {
        "players": len(state.roles),
        "difficulty": difficulty,
        "adventurers": [c.ROLES[role] for role in state.roles],
        "navigator_uses_powers": fields.flag("navpowers"),
    }
    state._derive()
    fields.restore_rng(rng)
    return state


def _tile(fields: Fields, code: str) -> int:
    tile: int = fields.code(code, c.TILE_BY_CODE, "tile code")
    return tile


def _card_list(fields: Fields, text: str, allowed: str) -> list[int]:
    text = text.strip()
    if text in ("", "-"):
        return []
    for code in text:
        if code not in allowed:
            raise fields.error(f"unknown card code {code!r} (use {allowed})")
    return [c.CARD_CODES.index(code) for code in text]


def _read_board(fields: Fields, state: IslandState) -> None:
    """The layout, cell by cell, and each tile's side (``~`` flooded, ``!`` sunk)."""
    tiles = [c.DRY] * c.N_TILES
    if "board" in fields:
        layout = []
        for code in fields.items("board"):
            mark = code[-1:] if code[-1:] in "~!" else ""
            tile = _tile(fields, code[: len(code) - len(mark)])
            tiles[tile] = c.FLOODED if mark == "~" else c.SUNK if mark == "!" else c.DRY
            layout.append(tile)
        if sorted(layout) != list(range(c.N_TILES)):
            raise fields.error("the board must hold each of the 24 tiles once")
    else:
        layout = list(range(c.N_TILES))
    state.board = board_for(tuple(layout))
    state.tiles = tiles


def _read_pawns(fields: Fields, state: IslandState) -> None:
    """``role@TILE`` per seat: the adventurers and where their pawns stand."""
    roles, pos = [], []
    for entry in fields.items("pawns"):
        role, sep, code = entry.partition("@")
        if not sep or role not in c.ROLES:
            raise fields.error(f"pawn {entry!r} must be role@TILE, role one of {c.ROLES}")
        roles.append(c.ROLES.index(role))
        pos.append(_tile(fields, code))
    players = len(roles)
    if not 2 <= players <= 4 or len(set(roles)) != players:
        raise fields.error("2 to 4 pawns of different adventurers are needed")
    state.roles = tuple(roles)
    state.pos = pos


def _read_treasure_cards(fields: Fields, state: IslandState) -> None:
    """The hands, the discard pile and the deck (by default: the cards left, shuffled)."""
    players = len(state.roles)
    hand_texts = fields.text("hands", "/".join("-" * players)).split("/")
    if len(hand_texts) != players:
        raise fields.error(f"hands must list {players} hands, one per pawn")
    state.hands = []
    for hand_text in hand_texts:
        counts = [0] * c.N_HAND_KINDS
        for kind in _card_list(fields, hand_text, HAND_CODES):
            counts[kind] += 1
        state.hands.append(counts)
    state.tdiscard = _card_list(fields, fields.text("tdiscard"), c.CARD_CODES)
    if "tdeck" in fields:
        state.tdeck = _card_list(fields, fields.text("tdeck"), c.CARD_CODES)[::-1]
        return
    remaining = list(c.TREASURE_DECK)
    held = [kind for hand in state.hands for kind, n in enumerate(hand) for _ in range(n)]
    for kind in state.tdiscard + held:
        if kind not in remaining:
            raise fields.error(f"more {c.CARDS[kind]} cards than the deck holds")
        remaining.remove(kind)
    state.rng.shuffle(remaining)
    state.tdeck = remaining


def _read_flood_cards(fields: Fields, state: IslandState) -> None:
    """The discard pile and the deck's runs (by default: one run of the tiles left)."""
    tiles = state.tiles
    state.fdiscard = fields.each("fdiscard", lambda code: _tile(fields, code))
    if "fdeck" in fields and fields.text("fdeck") != "-":
        runs = [
            [_tile(fields, code) for code in split(run)][::-1]
            for run in fields.text("fdeck").split("|")
        ][::-1]
        state.fdeck = [tile for run in runs for tile in run]
        state.fsegments = [len(run) for run in runs if run]
    elif "fdeck" in fields:
        state.fdeck, state.fsegments = [], []
    else:
        gone = set(state.fdiscard)
        state.fdeck = [t for t in range(c.N_TILES) if tiles[t] != c.SUNK and t not in gone]
        state.rng.shuffle(state.fdeck)
        state.fsegments = [len(state.fdeck)] if state.fdeck else []
    flood_cards = state.fdeck + state.fdiscard
    if len(set(flood_cards)) != len(flood_cards):
        raise fields.error("a Flood card is listed twice")
    if any(tiles[t] == c.SUNK for t in flood_cards):
        raise fields.error("a sunk tile's Flood card has left the game")


def _read_turn(fields: Fields, state: IslandState) -> None:
    """The treasures taken, whose turn it is, its phase and what is left of it."""
    captured = fields.text("captured")
    captured = "" if captured == "-" else captured
    if any(code not in c.TREASURE_CODES for code in captured):
        raise fields.error(f"captured lists treasure codes from {c.TREASURE_CODES}")
    state.captured = [code in captured for code in c.TREASURE_CODES]
    players = len(state.roles)
    state.current = fields.seat("turn", players)
    state.phase = fields.index("phase", PHASES, PHASES[ACTIONS])
    state.actions_left = fields.number("actions", c.ACTIONS_PER_TURN, 0, c.ACTIONS_PER_TURN)
    if state.phase == ACTIONS and state.actions_left == 0:
        raise fields.error("the actions phase needs at least one action left")
    state.pilot_flew = fields.flag("flown")
    flood_default = c.FLOOD_CARDS[state.level] if state.phase == FLOOD_DRAW else 0
    state.flood_left = fields.number("flood", flood_default, 0, 5)
    state.swimmers = fields.seats("swimmers", players)


def _read_heli(fields: Fields, players: int) -> tuple[int, int, int] | None:
    """A Helicopter Lift waiting to land: ``SEAT:TILE:SEAT+SEAT``."""
    if "heli" not in fields:
        return None
    text = fields.text("heli")
    parts = text.split(":")
    if len(parts) != 3:
        raise fields.error(f"heli must be SEAT:TILE:SEAT+SEAT, not {text!r}")
    holder = _seats(fields, parts[0], players, "the heli holder")
    lifted = _seats(fields, parts[2], players, "the lifted pawns")
    if len(holder) != 1 or not lifted:
        raise fields.error("heli names one holder and at least one lifted pawn")
    return holder[0], _tile(fields, parts[1]), sum(1 << seat for seat in set(lifted))


def _seats(fields: Fields, text: str, players: int, what: str) -> list[int]:
    return [fields.parse_number(seat, what, 0, players - 1) for seat in split(text, "+")]


def _read_result(fields: Fields, text: str) -> Outcome:
    reason, _, arg = text.partition(":")
    if reason not in _RESULT_REASONS:
        raise fields.error(f"result must be one of {', '.join(_RESULT_REASONS)}")
    if reason == "won":
        return Outcome(reason="fi.outcome.won", won=True)
    args: dict[str, Any] = {}
    if reason == "treasure-lost":
        if arg not in c.TREASURES:
            raise fields.error(f"treasure-lost names one of {', '.join(c.TREASURES)}")
        args["treasure"] = f"@fi.treasure.{arg}"
    elif reason == "drowned":
        if arg not in c.ROLES:
            raise fields.error(f"drowned names one of {', '.join(c.ROLES)}")
        args["role"] = f"@fi.role.{arg}"
    return Outcome(reason=f"fi.outcome.{reason}", won=False, args=args)
