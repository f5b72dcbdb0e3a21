"""Risk Junior Narnia's observation tensor for the research adapters (meeple.adapters).

One flat buffer of named pieces (:data:`PIECES`). Colours sit in 4 slots relative to the
observer: its own colours first (the 2-player Aslan seat plays two), then the others by
seat after it, so the shape never depends on the player count; ``colour_present`` marks
the slots in play. Every value lies in [0, 1]: a count is divided by its true maximum
(the armies of a kind by the biggest supply, a turn's card effects by what every card of
one side together gives). Crown points alone have no bound (traded armies come back to
play): they are divided by :data:`POINTS_CAP` and clipped; random play tops out near 70.

Only what ``view(seat)`` shows is read: the decks and the face-down markers by their
sizes, the kept cards of a colour only if the seat sees them (``hidden_cards``: their
count otherwise); never the deck orders nor the fixed dice. Cards of one slug are alike,
so kept cards and the discard are counts per slug. The map (woods, ports) never changes
and is left out.

The writer runs once per step when a learner asks for observations: it sets only the
non-zero entries, at offsets computed once, and the runs that change rarely (owners and
camps, armies, characters, discards) it keeps with copies of the lists they show, sets by
a slice, and redoes only where those lists changed. Everything kept is keyed by what the
seat sees, so ``resample`` meets the same pieces.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Mapping
from functools import lru_cache
from typing import Any, NamedTuple

from meeple.engine.game import TensorBuffer
from meeple.games.risk_junior_narnia.board import COUNT
from meeple.games.risk_junior_narnia.cards import CARD_SLUGS, CARDS, KEEP
from meeple.games.risk_junior_narnia.characters import CHARACTERS
from meeple.games.risk_junior_narnia.rules import (
    ATTACK_DICE,
    FULL_SUPPLY,
    MARKERS,
    OPTIONS,
    PH_DOUBLE,
    PH_HIT,
    PH_OVER,
    PH_ROLL,
    PH_STONE,
    PHASE_NAMES,
    SEAT_OF,
    SIDE,
    TRADE,
    WITCH,
    NarniaState,
)
from meeple.games.risk_junior_narnia.space import MOST_ARMIES_MOVED, SENT_ELITES

SLOTS = 4  # colour slots: witch, red, blue, yellow at most
CHARS = len(CHARACTERS)
PLACES = COUNT + 4  # a territory, or on its card, the Courtyard, the Pavilion, the Wardrobe
KEEP_SLUGS = tuple(dict.fromkeys(card.id for card in CARDS if card.keep))
TURN_EFFECTS = ("pending_armies", "rerolls", "ambush", "fog", "shield", "extra", "sent", "fresh")
DICE_ROWS = ATTACK_DICE + 2  # the attacker's last dice, then the defender's 2

PIECES: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("territory_owner", (COUNT, SLOTS)),
    ("territory_armies", (COUNT, 2)),  # fauns/boggles, centaurs/minotaurs
    ("territory_camp", (COUNT,)),
    ("character_place", (CHARS, PLACES)),
    ("character_holder", (CHARS, SLOTS)),
    ("character_stone", (CHARS,)),
    ("colour_present", (SLOTS,)),
    ("colour_seat", (SLOTS, SLOTS)),  # the seat playing the colour, observer first
    ("colour_witch", (SLOTS,)),
    ("colour_supply", (SLOTS, 2)),
    ("colour_captured", (SLOTS, SLOTS, 2)),  # holder, victim, kind (not yet traded)
    ("colour_stone", (SLOTS, 2)),
    ("colour_points", (SLOTS,)),
    ("colour_territories", (SLOTS,)),
    ("colour_cards_count", (SLOTS,)),
    ("colour_cards", (SLOTS, len(KEEP_SLUGS))),  # zero when the seat may not see them
    ("narnia_deck", (1,)),
    ("narnia_discard", (len(CARD_SLUGS),)),
    ("territory_deck", (1,)),
    ("territory_discard", (COUNT,)),
    ("markers_face_down", (1,)),
    ("markers_flipped", (SLOTS,)),
    ("turn_colour", (SLOTS,)),
    ("phase", (len(PHASE_NAMES),)),
    ("card", (len(CARD_SLUGS),)),  # the Narnia card being resolved
    ("turn_effects", (len(TURN_EFFECTS),)),
    ("battle_territory", (COUNT,)),
    ("battle_from", (COUNT,)),
    ("battle", (4,)),  # water crossed, the attacker throws next, its armies, its elites
    ("last_dice", (DICE_ROWS, 6)),
    ("pending", (3,)),  # hits and stones to assign, a double that may hit a character
    ("pending_by", (SLOTS,)),
    ("decision_colour", (SLOTS,)),
    ("options", (len(OPTIONS),)),
)
OFFSET: dict[str, int] = {}
_at = 0
for _name, _shape in PIECES:
    OFFSET[_name] = _at
    _at += math.prod(_shape)
SIZE = _at

# -- the true maxima ----------------------------------------------------------------------

ARMY_MAX = tuple(max(supply[kind] for supply in FULL_SUPPLY) for kind in (0, 1))
INV_REGULAR, INV_ELITE = 1.0 / ARMY_MAX[0], 1.0 / ARMY_MAX[1]
INV_CAPTURED = tuple(1.0 / (need - 1) for need in TRADE)  # a full set is traded at once
POINTS_CAP = 100
KEEP_CARDS = sum(KEEP)
SLUG_OF = tuple(CARD_SLUGS.index(card.id) for card in CARDS)
INV_COPIES = tuple(1.0 / sum(1 for other in CARDS if other.id == card.id) for card in CARDS)
KEEP_SLUG_OF = tuple(KEEP_SLUGS.index(card.id) if card.keep else -1 for card in CARDS)
MARKER_COUNT = max(sum(counts) for counts in MARKERS.values())


SIDE_EFFECTS = ([c.aslan for c in CARDS], [c.witch for c in CARDS])


def _most(kind: str) -> int:
    """The most one turn can get of a card effect: every card of one side giving it."""
    return max(sum(value for k, value in effects if k == kind) for effects in SIDE_EFFECTS)


def _largest(kind: str) -> int:
    """The largest value one card gives of an effect."""
    return max(value for effects in SIDE_EFFECTS for k, value in effects if k == kind)


# per TURN_EFFECTS entry: the armies of the card being resolved (one at a time), the sum
# of this turn's cards for the others; fog, sent and fresh are flags
EFFECT_MAX = (
    _largest("armies"),
    _most("reroll"),
    _most("ambush"),
    1,
    _most("shield"),
    _most("extra"),
    1,
    1,
)
INV_EFFECT = tuple(1.0 / most for most in EFFECT_MAX)
PENDING_MAX = (ATTACK_DICE, 2 * ATTACK_DICE)  # the 6s of a throw; the White Witch's 2s twice

# -- offsets used on the hot path -----------------------------------------------------------

O_ARMIES, O_CAMP, O_CHAR_STONE = (
    OFFSET["territory_armies"],
    OFFSET["territory_camp"],
    OFFSET["character_stone"],
)
O_NDISCARD, O_TDISCARD, O_FLIPPED = (
    OFFSET["narnia_discard"],
    OFFSET["territory_discard"],
    OFFSET["markers_flipped"],
)
O_EFFECTS, O_PHASE, O_CARD = OFFSET["turn_effects"], OFFSET["phase"], OFFSET["card"]
INV_KIND = (INV_REGULAR, INV_ELITE)  # by the parity of an index into armies, supply, stone


def _place_at(c: int) -> tuple[int, ...]:
    """Character ``c``'s entry for each place, indexed by the place itself: a territory
    (0-24), or from the end -1 on its card, -2 the Courtyard, -3 the Pavilion, -4 the
    Wardrobe (the piece's columns 25, 26, 27, 28)."""
    base = OFFSET["character_place"] + PLACES * c
    return (*range(base, base + COUNT), *(base + COUNT + k for k in (3, 2, 1, 0)))


PLACE_AT = tuple(_place_at(c) for c in range(CHARS))


def _slots(players: int, seat: int) -> tuple[int, ...]:
    """Each colour's slot for an observer at ``seat`` (-1: not in play): the colours by
    seat after the observer's, in colour order within a seat."""
    seat_of = SEAT_OF[players]
    playing = sorted(
        (c for c in range(SLOTS) if seat_of[c] >= 0),
        key=lambda c: ((seat_of[c] - seat) % players, c),
    )
    return tuple(playing.index(c) if seat_of[c] >= 0 else -1 for c in range(SLOTS))


class Observer(NamedTuple):
    """The offsets of one seat's tensor at one player count, by colour (not by slot)."""

    slot: tuple[int, ...]
    fixed: tuple[int, ...]  # set whatever the state: the colours in play, seats, sides
    owner_at: tuple[tuple[int, ...], ...]  # per territory, per owner colour
    holder_at: tuple[tuple[int, ...], ...]  # per character, per holder colour
    # per colour in play: (colour, supply, stone, points, territories, cards count, cards)
    colours: tuple[tuple[int, int, int, int, int, int, int], ...]
    # (index into captured, entry, divisor's inverse) of every capture that can happen:
    # of the other side's armies only
    captured: tuple[tuple[int, int, float], ...]
    flipped_at: tuple[tuple[int, float], ...]  # per colour: entry, 1 / its markers
    turn_at: tuple[int, ...]  # per colour, in turn_colour
    pending_at: tuple[int, ...]  # per colour, in pending_by
    decision_at: tuple[int, ...]  # per colour, in decision_colour


def _observer(players: int, seat: int) -> Observer:
    slot = _slots(players, seat)
    seat_of = SEAT_OF[players]
    playing = [c for c in range(SLOTS) if slot[c] >= 0]
    fixed = []
    for c in playing:
        s = slot[c]
        fixed += [
            OFFSET["colour_present"] + s,
            OFFSET["colour_seat"] + SLOTS * s + (seat_of[c] - seat) % players,
        ]
        if c == WITCH:
            fixed.append(OFFSET["colour_witch"] + s)
    colours = tuple(
        (
            c,
            OFFSET["colour_supply"] + 2 * slot[c],
            OFFSET["colour_stone"] + 2 * slot[c],
            OFFSET["colour_points"] + slot[c],
            OFFSET["colour_territories"] + slot[c],
            OFFSET["colour_cards_count"] + slot[c],
            OFFSET["colour_cards"] + len(KEEP_SLUGS) * slot[c],
        )
        for c in playing
    )
    captured = tuple(
        (
            8 * holder + 2 * victim + kind,
            OFFSET["colour_captured"] + 8 * slot[holder] + 2 * slot[victim] + kind,
            INV_CAPTURED[kind],
        )
        for holder in playing
        for victim in playing
        if SIDE[holder] != SIDE[victim]
        for kind in (0, 1)
    )

    def per_colour(name: str) -> tuple[int, ...]:
        return tuple(OFFSET[name] + slot[c] if slot[c] >= 0 else -1 for c in range(SLOTS))

    return Observer(
        slot,
        tuple(fixed),
        tuple(tuple(OFFSET["territory_owner"] + SLOTS * t + s for s in slot) for t in range(COUNT)),
        tuple(
            tuple(OFFSET["character_holder"] + SLOTS * c + s for s in slot) for c in range(CHARS)
        ),
        colours,
        captured,
        tuple((O_FLIPPED + slot[c], 1.0 / MARKERS[players][c]) for c in playing),
        per_colour("turn_colour"),
        per_colour("pending_by"),
        per_colour("decision_colour"),
    )


OBSERVERS: dict[tuple[int, int], Observer] = {
    (players, seat): _observer(players, seat) for players in SEAT_OF for seat in range(players)
}


def spec(config: Mapping[str, Any]) -> dict[str, tuple[int, ...]]:
    """The named pieces, in order: the same for every configuration."""
    return dict(PIECES)


def write(state: NarniaState, seat: int, out: TensorBuffer) -> None:
    """Write ``seat``'s observation into ``out`` (zero-filled, :data:`SIZE` long)."""
    config = state.config
    key = (config["players"], seat)
    observer = OBSERVERS[key]
    for i, option in enumerate(OPTIONS):
        if config[option]:
            out[OFFSET["options"] + i] = 1.0
    _write_board(state, key, observer, out)
    _write_colours(state, seat, observer, out)
    _write_decks(state, observer, out)
    _write_turn(state, observer, out)


# The board pieces come first in the tensor: territories' owners, armies and camps, then
# the characters' pieces, then the colours in play (the observer's fixed entries, to
# BOARD_END). They change by a few entries at a time: a conquest changes an owner, a
# battle or a placement one or two territories' armies, a card or a battle a character.
# So each observer keeps the pieces it set last, with a copy of the lists they show, and
# sets them by slices: comparing a list costs little (in C), and when it differs only the
# entries that differ are redone.
O_OWNER, O_CHARS, BOARD_END = (
    OFFSET["territory_owner"],
    OFFSET["character_place"],
    OFFSET["colour_supply"],
)
O_CAMP_END = O_CAMP + COUNT
assert O_OWNER == 0 and O_ARMIES == O_OWNER + SLOTS * COUNT and O_CAMP == O_ARMIES + 2 * COUNT
assert O_CHARS == O_CAMP_END and OFFSET["character_stone"] + CHARS == OFFSET["colour_present"]
assert all(OFFSET["colour_present"] <= i < BOARD_END for o in OBSERVERS.values() for i in o.fixed)
# a character's entries in the characters piece (which starts at O_CHARS)
STONE_IN = tuple(O_CHAR_STONE - O_CHARS + c for c in range(CHARS))


class Shown:
    """The board pieces an observer set last, and what they show (copies of the lists)."""

    __slots__ = ("camp", "camps", "characters", "holder", "owner", "owners", "place", "stone")

    def __init__(self, state: NarniaState, observer: Observer) -> None:
        self.owner, self.camp = state.owner[:], state.camp[:]
        self.owners = array("f", bytes(4 * (O_ARMIES - O_OWNER)))
        for at, colour in zip(observer.owner_at, self.owner, strict=True):
            self.owners[at[colour]] = 1.0
        self.camps = array("f", [1.0 if camp else 0.0 for camp in self.camp])
        self.place, self.holder = state.char_place[:], state.char_holder[:]
        self.stone = state.char_stone[:]
        self.characters = _character_piece(self, observer)


def _character_piece(shown: Shown, observer: Observer) -> array[float]:
    piece = array("f", bytes(4 * BOARD_END))
    for at, place in zip(PLACE_AT, shown.place, strict=True):
        piece[at[place]] = 1.0
    for at, holder in zip(observer.holder_at, shown.holder, strict=True):
        if holder >= 0:
            piece[at[holder]] = 1.0
    for c, is_stone in enumerate(shown.stone):
        if is_stone:
            piece[O_CHAR_STONE + c] = 1.0
    for index in observer.fixed:
        piece[index] = 1.0
    return piece[O_CHARS:BOARD_END]


_shown: dict[tuple[int, int], Shown] = {}
_armies: list[Any] = [[], array("f")]  # the armies last seen (any seat), their piece


def forget() -> None:
    """Drop the runs kept: the next tensors are written whole (tests compare the two)."""
    _shown.clear()
    _armies[:] = [[], array("f")]
    _discards[:] = [None] * 4


def _write_board(
    state: NarniaState, key: tuple[int, int], observer: Observer, out: TensorBuffer
) -> None:
    """The territories and the characters."""
    shown = _shown.get(key)
    if shown is None:
        shown = _shown[key] = Shown(state, observer)
    owner = state.owner
    if owner != shown.owner:
        _update_owners(owner, shown, observer)
    camp = state.camp
    if camp != shown.camp:
        shown.camp = camp[:]
        shown.camps = array("f", [1.0 if flag else 0.0 for flag in camp])
    out[O_OWNER:O_ARMIES] = shown.owners
    out[O_CAMP:O_CAMP_END] = shown.camps
    armies = state.armies
    if armies != _armies[0]:
        _update_armies(armies)
    out[O_ARMIES:O_CAMP] = _armies[1]
    place, holder, stone = state.char_place, state.char_holder, state.char_stone
    if place != shown.place or holder != shown.holder or stone != shown.stone:
        _update_characters(place, holder, stone, shown, observer)
    out[O_CHARS:BOARD_END] = shown.characters


def _update_owners(owner: list[int], shown: Shown, observer: Observer) -> None:
    piece, before = shown.owners, shown.owner
    for t, at in enumerate(observer.owner_at):
        colour, was = owner[t], before[t]
        if colour != was:
            piece[at[was]] = 0.0
            piece[at[colour]] = 1.0
    shown.owner = owner[:]


def _update_armies(armies: list[int]) -> None:
    """The territory_armies piece: each territory's armies of each kind / the most."""
    before, piece = _armies
    inv = INV_KIND
    if len(before) != len(armies):
        _armies[1] = array("f", [n * inv[i & 1] for i, n in enumerate(armies)])
    else:
        for i, n in enumerate(armies):
            if n != before[i]:
                piece[i] = n * inv[i & 1]
    _armies[0] = armies[:]


def _update_characters(
    place: list[int], holder: list[int], stone: list[bool], shown: Shown, observer: Observer
) -> None:
    piece = shown.characters
    base = O_CHARS
    was_place, was_holder, was_stone = shown.place, shown.holder, shown.stone
    for c in range(CHARS):
        if place[c] != was_place[c]:
            at = PLACE_AT[c]
            piece[at[was_place[c]] - base] = 0.0
            piece[at[place[c]] - base] = 1.0
        if holder[c] != was_holder[c]:
            at = observer.holder_at[c]
            if was_holder[c] >= 0:
                piece[at[was_holder[c]] - base] = 0.0
            if holder[c] >= 0:
                piece[at[holder[c]] - base] = 1.0
        if stone[c] != was_stone[c]:
            piece[STONE_IN[c]] = 1.0 if stone[c] else 0.0
    shown.place, shown.holder, shown.stone = place[:], holder[:], stone[:]


def _write_colours(state: NarniaState, seat: int, observer: Observer, out: TensorBuffer) -> None:
    supply, stone, captured, points, kept = (
        state.supply,
        state.stone,
        state.captured,
        state.points,
        state.kept,
    )
    owner = state.owner
    hidden = state.config["hidden_cards"]
    colour_seat = state.colour_seat
    for c, supply_at, stone_at, points_at, owned_at, count_at, cards_at in observer.colours:
        if supply[2 * c]:
            out[supply_at] = supply[2 * c] * INV_REGULAR
        if supply[2 * c + 1]:
            out[supply_at + 1] = supply[2 * c + 1] * INV_ELITE
        if stone[2 * c]:
            out[stone_at] = stone[2 * c] * INV_REGULAR
        if stone[2 * c + 1]:
            out[stone_at + 1] = stone[2 * c + 1] * INV_ELITE
        if points[c]:
            out[points_at] = min(points[c], POINTS_CAP) / POINTS_CAP
        out[owned_at] = owner.count(c) / COUNT
        cards = kept[c]
        if cards:
            out[count_at] = len(cards) / KEEP_CARDS
            if not hidden or colour_seat[c] == seat:
                # summed here, not with += in out: numpy would add in float32
                shares: dict[int, float] = {}
                for card in cards:
                    slug = KEEP_SLUG_OF[card]
                    shares[slug] = shares.get(slug, 0.0) + INV_COPIES[card]
                for slug, share in shares.items():
                    out[cards_at + slug] = share
    for i, at, inv in observer.captured:
        if captured[i]:
            out[at] = captured[i] * inv


# The discards last seen (any seat) and their pieces: Narnia's, then the territories'.
_discards: list[Any] = [None, None, None, None]


def _write_decks(state: NarniaState, observer: Observer, out: TensorBuffer) -> None:
    shown = _discards
    out[OFFSET["narnia_deck"]] = len(state.narnia) / len(CARDS)
    discard = state.narnia_discard
    if discard != shown[0]:
        shown[0], shown[1] = discard[:], _discard_piece(tuple(discard))
    out[O_NDISCARD:O_NDISCARD_END] = shown[1]
    out[OFFSET["territory_deck"]] = len(state.tdeck) / COUNT
    discard = state.tdiscard
    if discard != shown[2]:
        shown[2], shown[3] = discard[:], _territories_piece(tuple(discard))
    out[O_TDISCARD:O_TDISCARD_END] = shown[3]
    out[OFFSET["markers_face_down"]] = len(state.markers) / MARKER_COUNT
    flipped = state.flipped
    if flipped:
        for colour, (at, inv) in enumerate(observer.flipped_at):
            n = flipped.count(colour)
            if n:
                out[at] = n * inv


# Runs kept by what they show, the same for every seat, each set by one slice: the
# discards change on a draw.
O_NDISCARD_END = O_NDISCARD + len(CARD_SLUGS)
O_TDISCARD_END = O_TDISCARD + COUNT


@lru_cache(maxsize=1024)  # the discard only grows: a game goes through 35 of them at most
def _discard_piece(discard: tuple[int, ...]) -> array[float]:
    """The Narnia discard piece: the cards of each slug / its copies."""
    counts = [0.0] * len(CARD_SLUGS)
    for card in discard:
        counts[SLUG_OF[card]] += INV_COPIES[card]
    return array("f", counts)


@lru_cache(maxsize=256)
def _territories_piece(discard: tuple[int, ...]) -> array[float]:
    """The territory discard piece: the territories whose cards are in it."""
    piece = array("f", bytes(4 * COUNT))
    for t in discard:
        piece[t] = 1.0
    return piece


def _write_turn(state: NarniaState, observer: Observer, out: TensorBuffer) -> None:
    colour = state.colour
    if colour >= 0:
        out[observer.turn_at[colour]] = 1.0
    out[O_PHASE + state.phase] = 1.0
    if state.card >= 0:
        out[O_CARD + SLUG_OF[state.card]] = 1.0
    effects = (
        state.pend_armies,
        state.rerolls,
        state.ambush,
        state.fog,
        state.shield,
        state.extra,
        state.sent,
        state.fresh,
    )
    if any(effects):
        for i, value in enumerate(effects):
            if value:
                out[O_EFFECTS + i] = value * INV_EFFECT[i]
    bt = state.bt
    if bt >= 0:
        _write_battle(state, bt, observer, out)
    decision = _decision_colour(state)
    if decision >= 0:
        out[observer.decision_at[decision]] = 1.0


def _write_battle(state: NarniaState, bt: int, observer: Observer, out: TensorBuffer) -> None:
    out[OFFSET["battle_territory"] + bt] = 1.0
    if state.bfrom >= 0:
        out[OFFSET["battle_from"] + state.bfrom] = 1.0
    at = OFFSET["battle"]
    if state.bwater:
        out[at] = 1.0
    if state.bnext:
        out[at + 1] = 1.0
    regular, elite = state.att
    if regular:
        out[at + 2] = min(regular / MOST_ARMIES_MOVED, 1.0)
    if elite:
        out[at + 3] = min(elite / SENT_ELITES, 1.0)
    at = OFFSET["last_dice"]
    for i, die in enumerate(state.last_att):
        out[at + 6 * i + die - 1] = 1.0
    at += 6 * ATTACK_DICE
    for i, die in enumerate(state.last_def):
        out[at + 6 * i + die - 1] = 1.0
    if state.pend_by >= 0:
        out[observer.pending_at[state.pend_by]] = 1.0
        at = OFFSET["pending"]
        if state.pend_hits:
            out[at] = min(state.pend_hits / PENDING_MAX[0], 1.0)
        if state.pend_stones:
            out[at + 1] = min(state.pend_stones / PENDING_MAX[1], 1.0)
        if state.pend_double:
            out[at + 2] = 1.0


def _decision_colour(state: NarniaState) -> int:
    """The colour the seat to move decides for (-1: the game is over), as the view's
    ``decision`` says."""
    if state.phase == PH_OVER:
        return -1
    phase = state.phase
    if phase == PH_ROLL:
        return state.owner[state.bt] if state.bnext == 0 else state.colour
    if phase in (PH_HIT, PH_STONE, PH_DOUBLE):
        return state.pend_by
    return state.colour
