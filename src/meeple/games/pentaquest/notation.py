"""Pentaquest's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``, for instance::

    players=1; line=3,17,22,29,40; army=7,12; dice=2,2,5,6,1; rerolls=1; seed=4

Cards are named by their number (1-42, cards.py). Fields (any may be left out):

``players``  1-8 (default: the number of ``/``-separated groups in ``army``, else 1).
``line``     the quest line, oldest first, ``,``-separated (``-``: empty).
``army``     per seat, ``/`` between seats, the cards beaten (``-``: none).
``discard``  per seat, ``/`` between seats, the cards spent (``-``: none).
``deck``     the deck, top card first (``-``: empty). Default: every card not in the
             line, an army or a discard pile, shuffled by ``seed``.
``dice``     the 5 dice, ``,``-separated values 1-6 (dice 1 to 5), or ``-`` (not rolled).
``turn``     the seat whose turn it is (0).
``phase``    ``roll`` (the dice are to be rolled), ``play`` (rolled: reroll, modify,
             beat) or ``over``. Default: ``play`` when dice are given, else ``roll``.
``rerolls``  free rerolls left this turn (default 1 in ``play``, else 0).
``first``    1: the game's first roll is still to come (it gets 2 free rerolls);
             default 0.
``lost``     1: a solo game lost (with ``phase=over``).
``fails``    turns in a row that beat no card (default 0).
``seed`` / ``rng``  the random stream: a seed, or the raw generator state.

Action ids are ``seat:kind[:args]`` (actions.py), dice numbered 1-5: ``0:roll``,
``0:reroll:1,3,5`` (a free reroll of dice 1, 3 and 5), ``0:use:12:die2:+`` (spend army
card 12 on die 2: ``+``, ``-`` or ``mirror``), ``0:use:23:reroll:1,4`` (spend the reroll
card 23 on dice 1 and 4), ``0:beat:7`` (beat line card 7, ending the turn), ``0:stop``
(end the turn with no card beaten, only when none can be).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine import InvalidConfig, Rng
from meeple.games.pentaquest.rules import (
    DICE,
    LINE_SIZE,
    NUMBERS,
    PHASE_NAMES,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_ROLL,
    QuestState,
    blank_state,
    shuffle,
)

if TYPE_CHECKING:
    from meeple.engine import Game

KEYS = (
    "players",
    "line",
    "army",
    "discard",
    "deck",
    "dice",
    "turn",
    "phase",
    "rerolls",
    "first",
    "lost",
    "fails",
    "seed",
    "rng",
)


def _cards(text: str) -> list[int]:
    return [] if text == "-" else [int(part) for part in text.split(",")]


def _write(cards: list[int]) -> str:
    return ",".join(str(card) for card in cards) or "-"


def write_notation(state: QuestState) -> str:
    fields = [
        f"players={state.players}",
        f"line={_write(state.line)}",
        "army=" + "/".join(_write(cards) for cards in state.army),
        "discard=" + "/".join(_write(cards) for cards in state.discard),
        f"deck={_write(state.deck[::-1])}",
        "dice=" + (_write(state.dice) if state.phase == PHASE_PLAY else "-"),
        f"turn={state.seat}",
        f"phase={PHASE_NAMES[state.phase]}",
        f"rerolls={state.rerolls}",
        f"first={state.first}",
    ]
    if state.lost:
        fields.append("lost=1")
    if state.fails:
        fields.append(f"fails={state.fails}")
    fields.append(f"rng={state.rng.state}")
    return "; ".join(fields)


def read_notation(game: Game, text: str) -> QuestState:
    try:
        return _read(game, text)
    except InvalidConfig:
        raise
    except (ValueError, IndexError, KeyError) as error:
        raise InvalidConfig(f"bad Pentaquest notation {text!r}: {error}") from None


def _read(game: Game, text: str) -> QuestState:
    fields: dict[str, str] = {}
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        key, sep, value = part.partition("=")
        key = key.strip()
        if not sep or key not in KEYS:
            raise InvalidConfig(f"unknown notation field {part!r} (fields: {', '.join(KEYS)})")
        if key in fields:
            raise InvalidConfig(f"notation field {key!r} given twice")
        fields[key] = value.strip()
    groups = fields.get("army", "").split("/") if "army" in fields else None
    players = int(fields["players"]) if "players" in fields else len(groups or [""])
    config = game.check_config({"players": players})
    rng = Rng(int(fields["rng"] if "rng" in fields else fields.get("seed", "0")))
    state = blank_state(game, config, rng)
    state.line = _cards(fields.get("line", "-"))
    for key, piles in (("army", state.army), ("discard", state.discard)):
        if key in fields:
            parts = fields[key].split("/")
            if len(parts) != players:
                raise InvalidConfig(f"{key} lists {len(parts)} seats for {players} players")
            for seat, part in enumerate(parts):
                piles[seat].extend(_cards(part))
    placed = state.line + [c for pile in state.army + state.discard for c in pile]
    if "deck" in fields:
        state.deck = _cards(fields["deck"])[::-1]
    else:
        state.deck = [card for card in NUMBERS if card not in placed]
        shuffle(state.deck, rng)
    every = placed + state.deck
    if any(card not in NUMBERS for card in every):
        raise InvalidConfig("card numbers run from 1 to 42")
    if len(set(every)) != len(every):
        raise InvalidConfig("a card is listed twice")
    if len(state.line) > LINE_SIZE:
        raise InvalidConfig("the quest line holds at most 5 cards")
    dice = fields.get("dice", "-")
    if dice != "-":
        state.dice = [int(value) for value in dice.split(",")]
        if len(state.dice) != DICE or not all(1 <= v <= 6 for v in state.dice):
            raise InvalidConfig("dice: five values from 1 to 6")
    default_phase = "play" if dice != "-" else "roll"
    state.phase = PHASE_NAMES.index(fields.get("phase", default_phase))
    if (state.phase == PHASE_PLAY) != (dice != "-"):
        raise InvalidConfig("dice are given exactly in phase play")
    state.seat = int(fields.get("turn", "0"))
    if not 0 <= state.seat < players:
        raise InvalidConfig(f"turn: no seat {state.seat}")
    state.rerolls = int(fields.get("rerolls", "1" if state.phase == PHASE_PLAY else "0"))
    if not 0 <= state.rerolls <= 2 or (state.phase != PHASE_PLAY and state.rerolls):
        raise InvalidConfig("rerolls: 0 to 2, and only in phase play")
    state.first = int(fields.get("first", "0"))
    state.lost = fields.get("lost", "0") == "1"
    state.fails = int(fields.get("fails", "0"))
    if state.first not in (0, 1):
        raise InvalidConfig("first: 0 or 1")
    if state.lost and (state.phase != PHASE_OVER or players != 1):
        raise InvalidConfig("lost: only a solo game over")
    if state.phase == PHASE_ROLL and not state.line and not state.deck:
        raise InvalidConfig("no card left to fight: the game is over")
    return state
