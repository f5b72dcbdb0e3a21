"""Pentaquest's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``, for instance::

    players=1; line=3,17,22,29,40; army=7,12; dice=2,2,5,6,1; rerolls=1; seed=4

Cards are named by their number (1-42, cards.py). Fields (any may be left out; an
unknown field or one given twice is refused):

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
``seed`` / ``rng``  the random stream: ``seed`` shuffles the deck left out, then ``rng``
             (the raw generator state), if given, is where the stream goes on from.

>>> import meeple
>>> state = meeple.load("pentaquest").from_notation(
...     "players=1; line=3,17,22,29,40; army=7,12; dice=2,2,5,6,1; rerolls=1; seed=4")
>>> len(state.deck), state.dice, state.army
(35, [2, 2, 5, 6, 1], [[7, 12]])

Action ids are ``seat:kind[:args]`` (actions.py), dice numbered 1-5: ``0:roll``,
``0:reroll:1,3,5`` (a free reroll of dice 1, 3 and 5), ``0:use:12:die2:+`` (spend army
card 12 on die 2: ``+``, ``-`` or ``mirror``), ``0:use:23:reroll:1,4`` (spend the reroll
card 23 on dice 1 and 4), ``0:beat:7`` (beat line card 7, ending the turn), ``0:stop``
(end the turn with no card beaten, only when none can be).
"""

from __future__ import annotations

from meeple.engine import Game
from meeple.engine.notation import EMPTY, Fields, join, split, write_fields
from meeple.games.pentaquest.actions import (
    BEAT,
    DICE,
    DIR_NAMES,
    KIND_NAMES,
    REROLL,
    REROLL_DIR,
    USE,
    dice_names,
    unpack,
)
from meeple.games.pentaquest.rules import (
    LINE_SIZE,
    NUMBERS,
    PHASE_NAMES,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_ROLL,
    QuestState,
)

GAME_NAME = "Pentaquest"
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
)
MAX_FAILS = 1_000_000  # failed turns in a row: no rule bounds them while the deck lasts


# -- action ids ---------------------------------------------------------------------------


def action_id(state: QuestState, action: int) -> str:
    kind, seat, card, a, b = unpack(action)
    name = KIND_NAMES[kind] if kind < len(KIND_NAMES) else f"kind{kind}"
    if kind == REROLL:
        return f"{seat}:{name}:{dice_names(a)}"
    if kind == USE:
        if b == REROLL_DIR:
            return f"{seat}:use:{card}:reroll:{dice_names(a)}"
        direction = DIR_NAMES[b] if b < len(DIR_NAMES) else str(b)
        return f"{seat}:use:{card}:die{a + 1}:{direction}"
    if kind == BEAT:
        return f"{seat}:beat:{card}"
    return f"{seat}:{name}"


# -- writing ------------------------------------------------------------------------------


def write_notation(state: QuestState) -> str:
    fields: list[tuple[str, object]] = [
        ("players", state.players),
        ("line", join(state.line)),
        ("army", "/".join(join(cards) for cards in state.army)),
        ("discard", "/".join(join(cards) for cards in state.discard)),
        ("deck", join(state.deck[::-1])),
        ("dice", join(state.dice) if state.phase == PHASE_PLAY else EMPTY),
        ("turn", state.seat),
        ("phase", PHASE_NAMES[state.phase]),
        ("rerolls", state.rerolls),
        ("first", state.first),
    ]
    if state.lost:
        fields.append(("lost", 1))
    if state.fails:
        fields.append(("fails", state.fails))
    fields.append(("rng", state.rng.state))
    return write_fields(fields)


# -- reading, by section ------------------------------------------------------------------


def read_notation(game: Game[QuestState], text: str) -> QuestState:
    fields = Fields(text, game=GAME_NAME, keys=KEYS)
    players = _read_players(fields, game)
    rng = fields.seed_rng()
    state = QuestState(game, game.check_config({"players": players}), rng)
    _read_cards(fields, state)
    rolled = _read_dice(fields, state)
    _read_turn(fields, state, rolled)
    fields.restore_rng(rng)
    return state


def _read_players(fields: Fields, game: Game[QuestState]) -> int:
    """``players``, by default one per ``/``-separated group of the army."""
    low, high = game.info.min_players, game.info.max_players
    groups = len(fields.text("army", "").split("/"))
    players = fields.number("players", groups, low, high)
    if not low <= players <= high:
        raise fields.error(f"army lists {players} seats: {GAME_NAME} is for {low} to {high}")
    return players


def _cards(fields: Fields, text: str, what: str) -> list[int]:
    """A ``,``-separated list of card numbers (``-``: none)."""
    return [fields.parse_number(item, what, 1, len(NUMBERS)) for item in split(text)]


def _piles(fields: Fields, key: str, players: int) -> list[list[int]]:
    """One list of cards per seat, ``/`` between seats."""
    if key not in fields:
        return [[] for _ in range(players)]
    parts = fields.text(key).split("/")
    if len(parts) != players:
        raise fields.error(f"{key} lists {len(parts)} seats for {players} players")
    return [_cards(fields, part, key) for part in parts]


def _read_cards(fields: Fields, state: QuestState) -> None:
    """The line, the armies, the discards and the deck: each card exactly once."""
    state.line = _cards(fields, fields.text("line"), "line")
    state.army = _piles(fields, "army", state.players)
    state.discard = _piles(fields, "discard", state.players)
    placed = state.line + [card for pile in state.army + state.discard for card in pile]
    if "deck" in fields:
        state.deck = _cards(fields, fields.text("deck"), "deck")[::-1]
    else:
        state.deck = [card for card in NUMBERS if card not in placed]
        state.rng.shuffle_wide(state.deck)
    every = placed + state.deck
    if len(set(every)) != len(every):
        raise fields.error("a card is listed twice")
    if len(state.line) > LINE_SIZE:
        raise fields.error(f"the quest line holds at most {LINE_SIZE} cards")


def _read_dice(fields: Fields, state: QuestState) -> bool:
    """The dice, if rolled (then there are five)."""
    dice = fields.numbers("dice", 1, 6)
    if not dice:
        return False
    if len(dice) != DICE:
        raise fields.error(f"dice: {DICE} values from 1 to 6")
    state.dice = dice
    return True


def _read_turn(fields: Fields, state: QuestState, rolled: bool) -> None:
    """Whose turn, its phase and rerolls, and how the game stands."""
    state.phase = fields.index("phase", PHASE_NAMES, "play" if rolled else "roll")
    playing = state.phase == PHASE_PLAY
    if playing != rolled:
        raise fields.error("dice are given exactly in phase play")
    state.seat = fields.seat("turn", state.players)
    state.rerolls = fields.number("rerolls", int(playing), 0, 2)
    if state.rerolls and not playing:
        raise fields.error("rerolls: only in phase play")
    state.first = fields.number("first", 0, 0, 1)
    state.lost = fields.flag("lost")
    state.fails = fields.number("fails", 0, 0, MAX_FAILS)
    if state.lost and (state.phase != PHASE_OVER or state.players != 1):
        raise fields.error("lost: only a solo game over")
    if state.phase == PHASE_ROLL and not state.line and not state.deck:
        raise fields.error("no card left to fight: the game is over")
