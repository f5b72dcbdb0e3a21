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
non-zero entries, at offsets computed once.
"""

from __future__ import annotations

import math
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
CAMP_AT = tuple(O_CAMP + t for t in range(COUNT))


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
    observer = OBSERVERS[config["players"], seat]
    for index in observer.fixed:
        out[index] = 1.0
    for i, option in enumerate(OPTIONS):
        if config[option]:
            out[OFFSET["options"] + i] = 1.0
    _write_board(state, observer, out)
    _write_colours(state, seat, observer, out)
    _write_decks(state, observer, out)
    _write_turn(state, observer, out)


def _write_board(state: NarniaState, observer: Observer, out: TensorBuffer) -> None:
    """The territories and the characters."""
    for at, colour, camp, camp_at in zip(
        observer.owner_at, state.owner, state.camp, CAMP_AT, strict=True
    ):
        out[at[colour]] = 1.0
        if camp:
            out[camp_at] = 1.0
    inv = INV_KIND
    for i, n in enumerate(state.armies):  # laid out as the piece: territory * 2 + kind
        if n:
            out[O_ARMIES + i] = n * inv[i & 1]
    for at, place in zip(PLACE_AT, state.char_place, strict=True):
        out[at[place]] = 1.0
    for at, holder in zip(observer.holder_at, state.char_holder, strict=True):
        if holder >= 0:
            out[at[holder]] = 1.0
    stone = state.char_stone
    if True in stone:
        for c, is_stone in enumerate(stone):
            if is_stone:
                out[O_CHAR_STONE + c] = 1.0


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
                for card in cards:
                    out[cards_at + KEEP_SLUG_OF[card]] += INV_COPIES[card]
    for i, at, inv in observer.captured:
        if captured[i]:
            out[at] = captured[i] * inv


def _write_decks(state: NarniaState, observer: Observer, out: TensorBuffer) -> None:
    out[OFFSET["narnia_deck"]] = len(state.narnia) / len(CARDS)
    for index, value in _discard_entries(tuple(state.narnia_discard)):
        out[index] = value
    out[OFFSET["territory_deck"]] = len(state.tdeck) / COUNT
    for t in state.tdiscard:
        out[O_TDISCARD + t] = 1.0
    out[OFFSET["markers_face_down"]] = len(state.markers) / MARKER_COUNT
    flipped = state.flipped
    if flipped:
        for colour, (at, inv) in enumerate(observer.flipped_at):
            n = flipped.count(colour)
            if n:
                out[at] = n * inv


@lru_cache(maxsize=1024)  # the discard only grows: a game goes through 35 of them at most
def _discard_entries(discard: tuple[int, ...]) -> tuple[tuple[int, float], ...]:
    """The discard piece's entries: the cards of each slug / its copies."""
    counts: dict[int, float] = {}
    for card in discard:
        counts[SLUG_OF[card]] = counts.get(SLUG_OF[card], 0.0) + INV_COPIES[card]
    return tuple((O_NDISCARD + slug, value) for slug, value in counts.items())


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
