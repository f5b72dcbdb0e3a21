"""Risk Junior Narnia's rules: :class:`NarniaState`, one position of a game.

Setup: the territory cards are dealt (13 to the witch, 12 to Aslan's side, 2 armies on
each), each Aslan colour picks its character (``character``), each colour its camp
(``camp``); the territory deck, the Narnia deck (stacked in piles) and the 11 turn-order
markers are shuffled. A turn: the next marker is flipped (its colour plays); ``draw`` a
Narnia card (not on the following turns of a player playing several in a row); draw a
``territory`` card (``target`` an enemy territory if it is a friendly one); ``place`` the
armies (``play`` kept cards, ``send`` a character or ``nosend``; ``reinforce`` a camp with
the advanced option); the battle: ``roll`` (defender first), ``hit``/``stone`` choices, a
``double`` used on the enemy character or not; the attacker who wins may ``move`` on or
``stop``. See RULES.md.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Event, Game, Outcome, Rng, State
from meeple.engine.deck import reshuffle, reshuffle_runs, shuffle_runs
from meeple.engine.fields import BOOL, DERIVED, INT, LIST, LISTS, TUPLE, Field, field_names
from meeple.engine.i18n import player_name
from meeple.games.risk_junior_narnia.actions import (
    CAMP,
    CHARACTER,
    DOUBLE,
    DRAW,
    FLAG,
    HIT,
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
)
from meeple.games.risk_junior_narnia.board import COUNT, IDS, NEIGHBOURS, WOODED
from meeple.games.risk_junior_narnia.cards import (
    ALWAYS_WINTER,
    CARDS,
    FATHER_CHRISTMAS,
    FINAL,
    KEEP,
    ORDINARY,
)
from meeple.games.risk_junior_narnia.characters import (
    CHAR_IDS,
    CHARACTERS,
    CHOOSABLE,
    FOUR_ATTACK,
    FOUR_DEFENCE,
    IGNORE,
    POWER_BITS,
    REROLL,
    REVIVABLE,
    REVIVE_ARMIES,
    REVIVE_CHARS,
    SIX_TWICE,
    VOLLEY,
    WARDROBE_CHARS,
)
from meeple.games.risk_junior_narnia.characters import (
    STONE as STONE_POWER,
)

OPTIONS = ("hidden_cards", "camp_reinforcement", "woods")  # the advanced options (bool)
WITCH, RED, BLUE, YELLOW = 0, 1, 2, 3
COLOUR_NAMES = ("witch", "red", "blue", "yellow")
COLOUR_TERMS = tuple("@rjn.colour." + c for c in COLOUR_NAMES)
ARMY_NAMES = (("boggle", "minotaur"), ("faun", "centaur"), ("faun", "centaur"), ("faun", "centaur"))
ARMY_TERMS = tuple(tuple("@rjn.army." + k for k in kinds) for kinds in ARMY_NAMES)
CHAR_TERMS = tuple("@rjn.character." + c for c in CHAR_IDS)
TERR_TERMS = tuple("@rjn.territory." + t for t in IDS)
CARD_TERMS = tuple("@rjn.card." + c.id for c in CARDS)
SIDE = (0, 1, 1, 1)
FULL_SUPPLY = ((53, 28), (25, 9), (25, 9), (25, 9))
TRADE = (5, 3)  # captured armies / elites of one colour = 1 crown point

# Character places (>= 0: a territory).
ON_CARD = -1
COURTYARD = -2
PAVILION = -3
WARDROBE = -4
PLACE_NAMES = {ON_CARD: "card", COURTYARD: "courtyard", PAVILION: "pavilion", WARDROBE: "wardrobe"}

PH_CHARACTER = 0
PH_CAMP = 1
PH_DRAW = 2
PH_CARD_PLACE = 3
PH_CARD_TAKE = 4
PH_TERRITORY = 5
PH_TARGET = 6
PH_PLACE = 7
PH_REINFORCE = 8
PH_ROLL = 9
PH_HIT = 10
PH_STONE = 11
PH_CONTINUE = 12
PH_OVER = 13
PH_DOUBLE = 14  # a double thrown and an enemy character there: hit it or not
PHASE_NAMES = (
    "character",
    "camp",
    "draw",
    "card-place",
    "card-take",
    "territory",
    "target",
    "place",
    "reinforce",
    "roll",
    "hit",
    "stone",
    "continue",
    "over",
    "double",
)

END_NONE = 0
END_FINAL = 1
END_WITCH = 2
END_ASLAN = 3
END_NAMES = ("", "final", "witch", "aslan")

# The Narnia deck, from the bottom: the final card's pile, Father Christmas's, Always
# Winter's, then the 7 on top (draws pop the top, so these bounds never move).
SEGMENTS = ((0, 9), (9, 18), (18, 27), (27, 34))
PILE = 8  # ordinary cards in each of the three bottom piles
SCORING_PILES = (FINAL, FATHER_CHRISTMAS, ALWAYS_WINTER)  # the scoring card of each, bottom first

SEAT_OF = {
    2: (0, 1, 1, -1),
    3: (0, 1, 2, -1),
    4: (0, 1, 2, 3),
}
COLOURS_IN_PLAY = {2: (0, 1, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
DEAL = {2: (13, 6, 6, 0), 3: (13, 6, 6, 0), 4: (13, 4, 4, 4)}
MARKERS = {2: (5, 3, 3, 0), 3: (5, 3, 3, 0), 4: (5, 2, 2, 2)}

# The box: 3 red attack dice, 2 black defence dice. The attacker throws 3 (2 against a
# camp, after water, in the woods); the defender always 2. No power nor card changes that.
ATTACK_DICE = 3
DEFENCE_DICE = 2
MAX_DICE = ATTACK_DICE


def _outcomes(count: int) -> tuple[tuple[int, ...], ...]:
    found: list[tuple[int, ...]] = [()]
    for _ in range(count):
        found = [(*dice, v) for dice in found for v in range(1, 7)]
    return tuple(found)


# Every throw of 1-3 dice (6^n of them), picked by one 64-bit draw (bias below 2^-40).
OUTCOMES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(_outcomes(n) for n in range(MAX_DICE + 1))
SIZES = tuple(6**n for n in range(MAX_DICE + 1))


def dice_stats(dice: tuple[int, ...]) -> tuple[int, int, int, int, bool, str]:
    """(fives, fours, sixes, twos, a double, the text) of a throw."""
    return (
        dice.count(5),
        dice.count(4),
        dice.count(6),
        dice.count(2),
        len(set(dice)) < len(dice),
        " ".join(str(v) for v in dice) or "-",
    )


def _drop(plain: int, six: int) -> tuple[int, int]:
    """One hit of a throw ignored: a plain one first, else a 6."""
    return (plain - 1, six) if plain else (plain, six - 1)


TURN_EFFECTS = frozenset(("fog", "shield", "reroll", "ambush", "extra"))  # cards.py kinds

STATS: dict[tuple[int, ...], tuple[int, int, int, int, bool, str]] = {
    dice: dice_stats(dice) for n in range(1, MAX_DICE + 1) for dice in OUTCOMES[n]
}


def DERIVED_LIST(name: str) -> Field:
    """A list that follows from the other fields: copied for a clone, left out of the
    JSON (``_derive`` rebuilds it)."""
    return Field(name, copy=list.copy, copy_code="{}[:]", derived=True)


class NarniaState(State):
    FIELDS = (
        DERIVED("colours"),
        DERIVED("colour_seat"),
        LIST("owner"),
        LIST("armies"),
        LIST("camp"),
        LIST("supply"),
        LIST("captured"),
        LIST("stone"),
        LIST("points"),
        LIST("char_place"),
        LIST("char_holder"),
        LIST("char_stone"),
        DERIVED_LIST("char_at"),
        LISTS("kept"),
        LIST("narnia"),
        LIST("narnia_discard"),
        LIST("tdeck"),
        LIST("tdiscard"),
        LIST("markers"),
        LIST("flipped"),
        INT("colour"),
        INT("turn_seat"),
        Field("phase", dump=PHASE_NAMES.__getitem__, load=PHASE_NAMES.index),
        LIST("queue"),
        INT("bt"),
        INT("bfrom"),
        BOOL("bwater"),
        INT("bnext"),
        LIST("att"),
        TUPLE("last_att"),
        TUPLE("last_def"),
        INT("pend_by"),
        INT("pend_hits"),
        INT("pend_stones"),
        BOOL("pend_double"),
        INT("rerolls"),
        INT("ambush"),
        BOOL("fog"),
        INT("shield"),
        INT("extra"),
        BOOL("sent"),
        BOOL("fresh"),
        INT("card"),
        INT("pend_armies"),
        LISTS("rolls"),
        INT("end"),
    )
    __slots__ = field_names(FIELDS)

    colours: tuple[int, ...]  # the colours in play
    colour_seat: tuple[int, ...]  # per colour (4): its seat, -1 not in play
    owner: list[int]  # per territory: its colour
    armies: list[int]  # per territory * 2 + kind: the owner's armies there
    camp: list[bool]
    supply: list[int]  # per colour * 2 + kind
    captured: list[int]  # holder * 8 + victim * 2 + kind
    stone: list[int]  # per colour * 2 + kind: in the Courtyard
    points: list[int]  # per colour
    char_place: list[int]
    char_holder: list[int]
    char_stone: list[bool]
    char_at: list[int]  # territory * 2 + side: the character there, -1
    kept: list[list[int]]  # per colour: kept Narnia cards
    narnia: list[int]  # the Narnia deck, top = last
    narnia_discard: list[int]
    tdeck: list[int]  # the territory deck, top = last
    tdiscard: list[int]
    markers: list[int]  # face down, next = last
    flipped: list[int]
    colour: int  # whose turn (or setup pick): a colour, -1 none
    turn_seat: int  # the seat of the current turn (-1 before the first)
    phase: int
    queue: list[int]  # setup: colours still to pick
    bt: int  # battle territory, -1
    bfrom: int  # where the attack came from (a continued attack), -1
    bwater: bool
    bnext: int  # 0 the defender throws next, 1 the attacker
    att: list[int]  # the attacker's armies, elites on the battle territory
    last_att: tuple[int, ...]
    last_def: tuple[int, ...]
    pend_by: int  # colour assigning pending hits/stones, -1
    pend_hits: int
    pend_stones: int
    pend_double: bool  # the roller threw a double and may hit the enemy character
    rerolls: int  # this turn's cards: missed dice rolled again in each attack throw
    ambush: int  # this turn's cards: dice that hit rolled again in each attack throw
    fog: bool  # this turn's card: the defender's dice hit only with a 6
    shield: int
    extra: int
    sent: bool
    fresh: bool  # the current colour's last kept card was drawn this turn (not playable)
    card: int  # the Narnia card being resolved, -1
    pend_armies: int
    rolls: list[list[int]]  # fixed dice for the next throws (tests)
    end: int

    # -- the contract -------------------------------------------------------------------

    def to_move(self) -> int | None:
        phase = self.phase
        if phase == PH_OVER:
            return None
        if phase == PH_ROLL:
            return self.colour_seat[self.owner[self.bt] if self.bnext == 0 else self.colour]
        if phase in (PH_HIT, PH_STONE, PH_DOUBLE):
            return self.colour_seat[self.pend_by]
        return self.colour_seat[self.colour]

    def side_of(self, colour: int) -> int:
        return SIDE[colour]

    def hit_colour(self) -> int:
        """The colour whose armies the pending hits and stones fall on (0 outside)."""
        if self.bt < 0 or self.pend_by < 0:
            return 0
        return self.owner[self.bt] if self.pend_by == self.colour else self.colour

    def seat_points(self) -> list[int]:
        # each colour has its own score marker; the 2-player Aslan player, who runs two
        # colours, is scored by the better of them (RULES.md, A6)
        scores = [0] * self.players
        for c in self.colours:
            seat = self.colour_seat[c]
            scores[seat] = max(scores[seat], self.points[c])
        return scores

    def seat_armies(self) -> list[int]:
        counts = [0] * self.players
        armies = self.armies
        for t in range(COUNT):
            counts[self.colour_seat[self.owner[t]]] += armies[2 * t] + armies[2 * t + 1]
        return counts

    def outcome(self) -> Outcome | None:
        if self.phase != PH_OVER:
            return None
        scores = self.seat_points()
        armies = self.seat_armies()
        order = sorted(range(self.players), key=lambda s: (-scores[s], -armies[s], s))
        if self.end == END_WITCH:
            order = [0] + [s for s in order if s != 0]
            reason = "rjn.outcome.witch"
        elif self.end == END_ASLAN:
            order = [s for s in order if s != 0] + [0]
            reason = "rjn.outcome.aslan"
        else:
            reason = "rjn.outcome.final"
        return Outcome(
            reason,
            scores=tuple(float(s) for s in scores),
            ranking=tuple(order),
            args={"seat": order[0], "points": scores[order[0]]},
        )

    def describe_turn(self, lang: str = "en") -> str:
        seat = self.to_move()
        if self.phase == PH_OVER or seat is None:
            return super().describe_turn(lang)
        return (
            f"{player_name(seat, lang)} is to act in phase {PHASE_NAMES[self.phase]}"
            f" ({COLOUR_NAMES[self.colour]}'s turn)"
        )

    # -- legal actions ------------------------------------------------------------------

    def _legal_actions(self) -> list[int]:
        phase = self.phase
        if phase == PH_OVER:
            return []
        seat = self.to_move()
        assert seat is not None
        base = seat << 4
        colour = self.colour
        if phase == PH_ROLL:
            return [ROLL | base]
        if phase in (PH_HIT, PH_STONE):
            kind = HIT if phase == PH_HIT else STONE
            return [kind | base, kind | base | 1 << 8]
        if phase == PH_DOUBLE:
            return [DOUBLE | base | self.double_target() << 8, DOUBLE | base | FLAG]
        if phase == PH_DRAW:
            return [DRAW | base]
        if phase == PH_TERRITORY:
            return [TERRITORY | base]
        if phase == PH_CONTINUE:
            return self._moves(base)
        if phase == PH_PLACE:
            return self._place_actions(base)
        if phase == PH_TARGET:
            side = SIDE[colour]
            owner = self.owner
            return [TARGET | base | t << 8 for t in range(COUNT) if SIDE[owner[t]] != side]
        if phase == PH_REINFORCE:
            acts = [
                REINFORCE | base | t << 8
                for t in range(COUNT)
                if self.camp[t] and self.owner[t] == colour
            ]
            acts.append(REINFORCE | base | FLAG)
            return acts
        if phase == PH_CARD_PLACE:
            return [PLACE | base | t << 8 for t in range(COUNT) if self.owner[t] == colour]
        if phase == PH_CARD_TAKE:
            return [
                TAKE | base | c << 8
                for c in WARDROBE_CHARS
                if self.char_place[c] == WARDROBE and self.char_holder[c] < 0
            ]
        if phase == PH_CHARACTER:
            cbits = colour << 6
            return [
                CHARACTER | base | cbits | c << 8
                for c in CHOOSABLE
                if self.char_holder[c] < 0 and self.char_place[c] in (WARDROBE, PAVILION)
            ]
        if phase == PH_CAMP:
            cbits = colour << 6
            return [
                CAMP | base | cbits | t << 8
                for t in range(COUNT)
                if self.owner[t] == colour and not self.camp[t]
            ]
        raise AssertionError(f"phase {phase}")

    def _place_actions(self, base: int) -> list[int]:
        """Step 3: play a kept card (one per slug; not the one drawn this turn), send a
        character held on its card, or none."""
        colour = self.colour
        acts = []
        seen = set()
        kept = self.kept[colour]
        for card in kept[:-1] if self.fresh else kept:
            slug = CARDS[card].id
            if slug not in seen:
                seen.add(slug)
                acts.append(PLAY | base | card << 8)
        for c in range(12):
            if (
                self.char_holder[c] == colour
                and self.char_place[c] == ON_CARD
                and not self.char_stone[c]
            ):
                acts.append(SEND | base | c << 8)
        acts.append(SEND | base | FLAG)
        return acts

    def _moves(self, base: int) -> list[int]:
        bt = self.bt
        acts = [STOP | base]
        regs = self.armies[2 * bt]
        els = self.armies[2 * bt + 1]
        total = regs + els
        if total < 2:
            return acts
        side = SIDE[self.colour]
        owner = self.owner
        char = self.char_at[2 * bt + side]
        regs = min(regs, 63)
        els = min(els, 31)
        for t, _water in NEIGHBOURS[bt]:
            if SIDE[owner[t]] == side:
                continue
            tb = base | t << 8
            for n in range(regs + 1):
                for m in range(els + 1):
                    if n + m == 0 or n + m >= total:
                        continue
                    act = MOVE | tb | n << 14 | m << 20
                    acts.append(act)
                    if char >= 0:
                        acts.append(act | FLAG)
        return acts

    # -- applying -----------------------------------------------------------------------

    def _apply(self, action: int) -> list[Event]:
        kind = action & 15
        a = (action >> 8) & 63
        events: list[Event] = []
        colour = self.colour
        if kind == ROLL:
            self._roll(events)
        elif kind == HIT:
            self._hit(a, events)
            self._resolve(events)
        elif kind == STONE:
            self._stone(a, events)
            self._resolve(events)
        elif kind == DOUBLE:
            self._double(-1 if action & FLAG else a, events)
            self._resolve(events)
        elif kind == DRAW:
            self._draw(events)
        elif kind == TERRITORY:
            self._territory(events)
        elif kind == TARGET:
            events.append(
                Event(
                    "rjn.event.target", {"colour": COLOUR_TERMS[colour], "territory": TERR_TERMS[a]}
                )
            )
            self.bt = a
            self.phase = PH_PLACE
        elif kind == PLAY:
            self._play(a, events)
        elif kind == SEND:
            self._send(-1 if action & FLAG else a, events)
        elif kind == REINFORCE:
            if not action & FLAG:
                self._reinforce(a, events)
            self._start_battle(events)
        elif kind == MOVE:
            self._move(a, (action >> 14) & 63, (action >> 20) & 31, bool(action & FLAG), events)
        elif kind == STOP:
            events.append(Event("rjn.event.stop", {"colour": COLOUR_TERMS[colour]}))
            self._end_turn(events)
        elif kind == PLACE:
            self._card_place(a, events)
        elif kind == TAKE:
            self._take(a, colour, events)
            self.card = -1
            self.phase = PH_TERRITORY
        elif kind == CHARACTER:
            self._take(a, colour, events, setup=True)
            self._next_pick(events)
        elif kind == CAMP:
            self.camp[a] = True
            self.supply[2 * colour + 1] -= 1
            self.armies[2 * a + 1] += 1
            events.append(
                Event(
                    "rjn.event.camp", {"colour": COLOUR_TERMS[colour], "territory": TERR_TERMS[a]}
                )
            )
            self._next_pick(events)
        return events

    # -- setup --------------------------------------------------------------------------

    def _next_pick(self, events: list[Event]) -> None:
        queue = self.queue
        if queue:
            self.colour = queue.pop(0)
            return
        if self.phase == PH_CHARACTER:
            self.phase = PH_CAMP
            self.queue = list(self.colours)
            self.colour = self.queue.pop(0)
            return
        self._start_turn(events)

    # -- turns --------------------------------------------------------------------------

    def _reshuffle(self) -> None:
        """All the markers and all 25 territory cards are shuffled again."""
        self.markers += self.flipped
        self.flipped = []
        self.rng.shuffle(self.markers)
        self.tdeck += self.tdiscard
        self.tdiscard = []
        self.rng.shuffle(self.tdeck)

    def _start_turn(self, events: list[Event]) -> None:
        if not self.markers:
            self._reshuffle()
        colour = self.markers.pop()
        self.flipped.append(colour)
        seat = self.colour_seat[colour]
        same = seat == self.turn_seat
        self.turn_seat = seat
        self.colour = colour
        self.bt = -1
        self.bfrom = -1
        self.bwater = False
        self.att = [0, 0]
        self.last_att = ()
        self.last_def = ()
        self.rerolls = 0
        self.ambush = 0
        self.fog = False
        self.shield = 0
        self.extra = 0
        self.sent = False
        self.fresh = False
        self.phase = PH_TERRITORY if same else PH_DRAW
        events.append(Event("rjn.event.turn", {"colour": COLOUR_TERMS[colour], "seat": seat}))

    def _end_turn(self, events: list[Event]) -> None:
        self.bt = -1
        self.bfrom = -1
        self.bwater = False
        self.att = [0, 0]
        self.pend_by = -1
        self.pend_hits = 0
        self.pend_stones = 0
        self.pend_double = False
        if self.phase != PH_OVER:
            self._start_turn(events)

    def _draw(self, events: list[Event]) -> None:
        card = self.narnia.pop()
        colour = self.colour
        cterm = COLOUR_TERMS[colour]
        if card >= ORDINARY:
            self.narnia_discard.append(card)
            events.append(Event("rjn.event.scoring", {"colour": cterm, "card": CARD_TERMS[card]}))
            self._score(events)
            if card == FINAL:
                self.end = END_FINAL
                self._game_over(events)
            else:
                self._reshuffle()
            return
        if KEEP[card]:
            self.kept[colour].append(card)
            self.fresh = True
            if self.config["hidden_cards"]:
                # everyone reads that a card was kept; only its holder reads which
                events.append(Event("rjn.event.keep-hidden", {"colour": cterm}))
                secret = {"colour": cterm, "card": CARD_TERMS[card]}
                holder = (self.colour_seat[colour],)
                events.append(Event("rjn.event.keep-secret", secret, audience=holder))
            else:
                events.append(Event("rjn.event.keep", {"colour": cterm, "card": CARD_TERMS[card]}))
            self.phase = PH_TERRITORY
            return
        events.append(Event("rjn.event.draw", {"colour": cterm, "card": CARD_TERMS[card]}))
        self.narnia_discard.append(card)
        self.phase = PH_TERRITORY
        self._effect(card, events)

    def _effect(self, card: int, events: list[Event]) -> None:
        colour = self.colour
        kind, value = CARDS[card].witch if colour == WITCH else CARDS[card].aslan
        cterm = COLOUR_TERMS[colour]
        if kind == "points":
            self._gain(colour, value, events)
        elif kind in TURN_EFFECTS:
            self._turn_effect(kind, value)
        elif kind == "take":
            if (
                self.char_holder[value] < 0
                and self.char_place[value] in (PAVILION, WARDROBE, COURTYARD)
                and not self.char_stone[value]
            ):
                self._take(value, colour, events)
            else:
                self._gain(colour, 1, events)
        elif kind == "wardrobe":
            if any(
                self.char_place[c] == WARDROBE and self.char_holder[c] < 0 for c in WARDROBE_CHARS
            ):
                self.card = card
                self.phase = PH_CARD_TAKE
            else:
                self._gain(colour, 1, events)
        elif kind == "armies":
            n = min(value, self.supply[2 * colour])
            if n and colour in self.owner:
                self.card = card
                self.pend_armies = n
                self.phase = PH_CARD_PLACE
        elif kind == "stone":
            best = -1
            armies = self.armies
            for t in range(COUNT):
                if (
                    self.owner[t] == colour
                    and armies[2 * t]
                    and armies[2 * t] + armies[2 * t + 1] >= 2
                    and (
                        best < 0
                        or armies[2 * t] + armies[2 * t + 1]
                        > armies[2 * best] + armies[2 * best + 1]
                    )
                ):
                    best = t
            if best >= 0:
                armies[2 * best] -= 1
                self.stone[2 * colour] += 1
                events.append(
                    Event("rjn.event.card-stone", {"colour": cterm, "territory": TERR_TERMS[best]})
                )
        elif kind == "revive":
            self._revive_armies(colour, value, events)

    def _gain(self, colour: int, value: int, events: list[Event]) -> None:
        before = self.points[colour]
        self.points[colour] = max(0, before + value)
        if self.points[colour] != before:
            events.append(
                Event(
                    "rjn.event.points",
                    {"colour": COLOUR_TERMS[colour], "points": self.points[colour] - before},
                )
            )

    def _revive_armies(self, colour: int, value: int, events: list[Event]) -> None:
        stone = self.stone
        n = 0
        for kind in (0, 1):
            while value and stone[2 * colour + kind]:
                stone[2 * colour + kind] -= 1
                self.supply[2 * colour + kind] += 1
                value -= 1
                n += 1
        if n:
            events.append(Event("rjn.event.revive", {"colour": COLOUR_TERMS[colour], "count": n}))

    def _take(self, c: int, colour: int, events: list[Event], setup: bool = False) -> None:
        self.char_holder[c] = colour
        self.char_place[c] = ON_CARD
        self.char_stone[c] = False
        events.append(
            Event("rjn.event.take", {"colour": COLOUR_TERMS[colour], "character": CHAR_TERMS[c]})
        )

    def _card_place(self, t: int, events: list[Event]) -> None:
        colour = self.colour
        n = min(self.pend_armies, self.supply[2 * colour])
        self.supply[2 * colour] -= n
        self.armies[2 * t] += n
        events.append(
            Event(
                "rjn.event.place",
                {"colour": COLOUR_TERMS[colour], "territory": TERR_TERMS[t], "count": n},
            )
        )
        self.pend_armies = 0
        self.card = -1
        self.phase = PH_TERRITORY

    def _score(self, events: list[Event]) -> None:
        counts = [0, 0]
        owner = self.owner
        camps = [0, 0, 0, 0]
        for t in range(COUNT):
            counts[SIDE[owner[t]]] += 1
            if self.camp[t]:
                camps[owner[t]] += 1
        best = 0 if counts[0] > counts[1] else 1
        for c in self.colours:
            # the 5 points go on every score marker (one per colour) of the winning side
            gain = 2 * camps[c] + (5 if SIDE[c] == best else 0)
            if gain:
                self._gain(c, gain, events)

    def _game_over(self, events: list[Event]) -> None:
        self.phase = PH_OVER
        self.bt = -1
        self.pend_by = -1
        self.pend_hits = 0
        self.pend_stones = 0
        self.pend_double = False
        outcome = self.outcome()
        assert outcome is not None
        events.append(Event(outcome.reason, dict(outcome.args)))

    def _territory(self, events: list[Event]) -> None:
        if not self.tdeck:
            self.tdeck = self.tdiscard
            self.tdiscard = []
            self.rng.shuffle(self.tdeck)
        t = self.tdeck.pop()
        self.tdiscard.append(t)
        colour = self.colour
        events.append(
            Event(
                "rjn.event.territory", {"colour": COLOUR_TERMS[colour], "territory": TERR_TERMS[t]}
            )
        )
        if SIDE[self.owner[t]] != SIDE[colour]:
            self.bt = t
            self.phase = PH_PLACE
        else:
            self.phase = PH_TARGET

    def _play(self, card: int, events: list[Event]) -> None:
        colour = self.colour
        self.kept[colour].remove(card)
        self.narnia_discard.append(card)
        kind, value = CARDS[card].witch if colour == WITCH else CARDS[card].aslan
        self._turn_effect(kind, value)
        events.append(
            Event("rjn.event.play", {"colour": COLOUR_TERMS[colour], "card": CARD_TERMS[card]})
        )

    def _turn_effect(self, kind: str, value: int) -> None:
        """A card's effect on this turn's battles (cards.py)."""
        if kind == "fog":
            self.fog = True
        elif kind == "shield":
            self.shield += value
        elif kind == "reroll":
            self.rerolls += value
        elif kind == "ambush":
            self.ambush += value
        elif kind == "extra":
            self.extra += value

    def _send(self, c: int, events: list[Event]) -> None:
        colour = self.colour
        bt = self.bt
        supply = self.supply
        n = min(3 + self.extra, supply[2 * colour])
        m = min(1, supply[2 * colour + 1])
        supply[2 * colour] -= n
        supply[2 * colour + 1] -= m
        self.att = [n, m]
        if c >= 0:
            self.sent = True
            self.char_place[c] = bt
            self.char_at[2 * bt + SIDE[colour]] = c
        args: dict[str, Any] = {
            "colour": COLOUR_TERMS[colour],
            "territory": TERR_TERMS[bt],
            "armies": n,
            "elites": m,
        }
        if c >= 0:
            args["character"] = CHAR_TERMS[c]
            events.append(Event("rjn.event.place-battle-with", args))
        else:
            events.append(Event("rjn.event.place-battle", args))
        if n + m == 0:
            if c >= 0:
                self._return_char(c)
            events.append(Event("rjn.event.no-armies", {"colour": COLOUR_TERMS[colour]}))
            self._end_turn(events)
            return
        if self.config["camp_reinforcement"] and any(
            self.camp[t] and self.owner[t] == colour for t in range(COUNT)
        ):
            self.phase = PH_REINFORCE
        else:
            self._start_battle(events)

    def _reinforce(self, t: int, events: list[Event]) -> None:
        att = self.att
        kind = 0 if att[0] else 1
        att[kind] -= 1
        self.armies[2 * t + kind] += 1
        events.append(
            Event(
                "rjn.event.reinforce",
                {"colour": COLOUR_TERMS[self.colour], "territory": TERR_TERMS[t]},
            )
        )
        if att[0] + att[1] == 0:
            c = self.char_at[2 * self.bt + SIDE[self.colour]]
            if c >= 0:
                self._return_char(c)

    def _return_char(self, c: int) -> None:
        t = self.char_place[c]
        if t >= 0:
            self.char_at[2 * t + CHARACTERS[c].side] = -1
        self.char_place[c] = ON_CARD

    def _start_battle(self, events: list[Event]) -> None:
        if self.att[0] + self.att[1] == 0:
            self._end_turn(events)
            return
        self.bnext = 0
        self.last_att = ()
        self.last_def = ()
        self.phase = PH_ROLL

    # -- battle -------------------------------------------------------------------------

    def attack_dice(self) -> int:
        """3, or 2 against a camp, after crossing water, into the woods (option)."""
        bt = self.bt
        if self.camp[bt] or self.bwater or (self.config["woods"] and WOODED[bt]):
            return ATTACK_DICE - 1
        return ATTACK_DICE

    def defence_dice(self) -> int:
        """« Les défenseurs lancent toujours les 2 dés de défense. »"""
        return DEFENCE_DICE

    def double_target(self) -> int:
        """The enemy character the pending double may hit (-1: none there)."""
        if self.pend_by < 0 or self.bt < 0:
            return -1
        enemy = self.owner[self.bt] if self.pend_by == self.colour else self.colour
        return self.char_at[2 * self.bt + SIDE[enemy]]

    def _die(self, fixed: list[int]) -> int:
        if fixed:
            return fixed.pop(0)
        return self.rng.below(6) + 1

    def _roll(self, events: list[Event]) -> None:
        bt = self.bt
        attacking = self.bnext == 1
        attacker = self.colour
        defender = self.owner[bt]
        roller = attacker if attacking else defender
        enemy = defender if attacking else attacker
        mine = self.char_at[2 * bt + SIDE[roller]]
        theirs = self.char_at[2 * bt + SIDE[enemy]]
        pw = POWER_BITS[mine] if mine >= 0 else 0
        low = self.hit_face(pw, attacking)
        dice = self._throw(roller, pw, attacking, low, events)
        fives, fours, six, twos, double, _ = STATS[dice]
        if attacking:
            self.last_att = dice
        else:
            self.last_def = dice
        plain = (fives if low <= 5 else 0) + (fours if low <= 4 else 0)
        if pw & SIX_TWICE:
            plain += six
        stones = 2 * twos if pw & STONE_POWER else 0
        if plain + six and (theirs >= 0 or not attacking):
            plain, six = self._cancel(plain, six, theirs, attacking, events)
        # Plain hits: fauns / boggles only.
        ebase, store = self._enemy_store(attacking)
        regs = store[ebase]
        h = plain if plain < regs else regs
        if h:
            store[ebase] -= h
            self._capture(roller, enemy, 0, h, events)
        self.pend_by = roller
        self.pend_hits = six
        self.pend_stones = stones
        self.pend_double = double and theirs >= 0
        self._resolve(events)

    def _throw(
        self, roller: int, pw: int, attacking: bool, low: int, events: list[Event]
    ) -> tuple[int, ...]:
        """The dice of a throw: 3 or 2 attack dice, 2 defence dice (the fixed ones first),
        then the dice rolled again (rerolls, an ambush); an event for each."""
        count = self.attack_dice() if attacking else DEFENCE_DICE
        fixed = self.rolls.pop(0) if self.rolls else []
        if fixed:
            dice = tuple(self._die(fixed) for _ in range(count))
        else:
            dice = OUTCOMES[count][self.rng.next64() % SIZES[count]]
        colour = COLOUR_TERMS[roller]
        events.append(Event("rjn.event.roll", {"colour": colour, "dice": STATS[dice][5]}))
        again = self.rerolls_of(pw, attacking)
        spoil = self.ambush if attacking else 0
        if again or spoil:
            first = dice
            dice = self._reroll(dice, again, spoil, low, bool(pw & STONE_POWER), fixed)
            if dice != first:
                events.append(Event("rjn.event.reroll", {"colour": colour, "dice": STATS[dice][5]}))
        return dice

    def hit_face(self, pw: int, attacking: bool) -> int:
        """The least face that hits a faun/boggle: 5; 4 with a character whose 4s hit;
        6 for the defender in the fog (a Narnia card of the attacker)."""
        if self.fog and not attacking:
            return 6
        return 4 if pw & (FOUR_ATTACK if attacking else FOUR_DEFENCE) else 5

    def rerolls_of(self, pw: int, attacking: bool) -> int:
        """How many missed dice the roller throws again: one for a reroll power, the
        attacker's card rerolls, every die for a defender's volley (Susan)."""
        if not attacking and pw & VOLLEY:
            return DEFENCE_DICE
        n = 1 if pw & REROLL else 0
        return n + self.rerolls if attacking else n

    def _reroll(
        self,
        dice: tuple[int, ...],
        again: int,
        spoil: int,
        low: int,
        stones: bool,
        fixed: list[int],
    ) -> tuple[int, ...]:
        """Dice rolled again (the next fixed values, if any), each once at most: first
        ``spoil`` dice that hit, the highest first (an ambush); then up to ``again`` dice
        that missed, the lowest first (a White Witch's 2 is no miss)."""
        changed = list(dice)
        done = set()
        if spoil:
            hits = sorted((-die, i) for i, die in enumerate(dice) if die >= low)
            for _, i in hits[:spoil]:
                changed[i] = self._die(fixed)
                done.add(i)
        if again:
            miss = sorted(
                (die, i)
                for i, die in enumerate(changed)
                if die < low and not (stones and die == 2) and i not in done
            )
            for _, i in miss[:again]:
                changed[i] = self._die(fixed)
        return tuple(changed)

    def _cancel(
        self, plain: int, six: int, theirs: int, attacking: bool, events: list[Event]
    ) -> tuple[int, int]:
        """Hits ignored, a plain hit first, else a 6: one by the enemy character's power;
        on a defence throw, one by the attacker's shield."""
        if theirs >= 0 and POWER_BITS[theirs] & IGNORE:
            plain, six = _drop(plain, six)
            events.append(Event("rjn.event.ignore", {"character": CHAR_TERMS[theirs]}))
        if not attacking and plain + six and self.shield:
            self.shield -= 1
            plain, six = _drop(plain, six)
            events.append(Event("rjn.event.shield", {"colour": COLOUR_TERMS[self.colour]}))
        return plain, six

    def _enemy_store(self, attacking: bool) -> tuple[int, list[int]]:
        """Where the armies hit by the current roller stand: (index of the armies, list)."""
        if attacking:
            return 2 * self.bt, self.armies
        return 0, self.att

    def _capture(self, holder: int, victim: int, kind: int, n: int, events: list[Event]) -> None:
        captured = self.captured
        i = 8 * holder + 2 * victim + kind
        captured[i] += n
        events.append(
            Event(
                "rjn.event.capture",
                {
                    "colour": COLOUR_TERMS[holder],
                    "count": n,
                    "army": ARMY_TERMS[victim][kind],
                    "victim": COLOUR_TERMS[victim],
                },
            )
        )
        need = TRADE[kind]
        while captured[i] >= need:
            captured[i] -= need
            self.supply[2 * victim + kind] += need
            self.points[holder] += 1
            events.append(
                Event(
                    "rjn.event.trade",
                    {
                        "colour": COLOUR_TERMS[holder],
                        "count": need,
                        "army": ARMY_TERMS[victim][kind],
                        "victim": COLOUR_TERMS[victim],
                    },
                )
            )

    def _resolve(self, events: list[Event]) -> None:
        """Apply the pending 6s and stones while there is no choice; then see who won;
        while the battle goes on, a double may hit the enemy character (a choice)."""
        attacking = self.pend_by == self.colour
        ebase, store = self._enemy_store(attacking)
        roller = self.pend_by
        enemy = self.owner[self.bt] if attacking else self.colour
        while self.pend_hits:
            regs = store[ebase]
            els = store[ebase + 1]
            if regs and els:
                self.phase = PH_HIT
                return
            self.pend_hits -= 1
            if regs or els:
                kind = 0 if regs else 1
                store[ebase + kind] -= 1
                self._capture(roller, enemy, kind, 1, events)
        while self.pend_stones:
            regs = store[ebase]
            els = store[ebase + 1]
            if regs and els:
                self.phase = PH_STONE
                return
            self.pend_stones -= 1
            if regs or els:
                kind = 0 if regs else 1
                self._stone_one(enemy, store, ebase, kind, events)
        if store[ebase] + store[ebase + 1] and self.pend_double and self.double_target() >= 0:
            self.phase = PH_DOUBLE
            return
        self.pend_by = -1
        self.pend_double = False
        if store[ebase] + store[ebase + 1] == 0:
            # the enemy character goes back to its card with its last army: no choice
            if attacking:
                self._attacker_wins(events)
            else:
                self._defender_wins(events)
            return
        self.bnext = 0 if attacking else 1
        self.phase = PH_ROLL

    def _hit(self, kind: int, events: list[Event]) -> None:
        attacking = self.pend_by == self.colour
        ebase, store = self._enemy_store(attacking)
        enemy = self.owner[self.bt] if attacking else self.colour
        store[ebase + kind] -= 1
        self.pend_hits -= 1
        self._capture(self.pend_by, enemy, kind, 1, events)

    def _double(self, c: int, events: list[Event]) -> None:
        """« Si tu fais un double, tu peux toucher le personnage ennemi de ton choix »:
        ``c`` goes back to its card, or (-1) the roller leaves it there."""
        args = {"colour": COLOUR_TERMS[self.pend_by], "character": CHAR_TERMS[self.double_target()]}
        self.pend_double = False
        if c < 0:
            events.append(Event("rjn.event.char-spared", args))
            return
        self._return_char(c)
        events.append(Event("rjn.event.char-hit", args))

    def _stone(self, kind: int, events: list[Event]) -> None:
        attacking = self.pend_by == self.colour
        ebase, store = self._enemy_store(attacking)
        enemy = self.owner[self.bt] if attacking else self.colour
        self.pend_stones -= 1
        self._stone_one(enemy, store, ebase, kind, events)

    def _stone_one(
        self, enemy: int, store: list[int], ebase: int, kind: int, events: list[Event]
    ) -> None:
        store[ebase + kind] -= 1
        self.stone[2 * enemy + kind] += 1
        events.append(
            Event(
                "rjn.event.stone",
                {"army": ARMY_TERMS[enemy][kind], "victim": COLOUR_TERMS[enemy]},
            )
        )

    def _after_battle(self, winner: int, events: list[Event]) -> None:
        """Powers that act when a side wins: Lucy revives, Aslan revives armies."""
        c = self.char_at[2 * self.bt + SIDE[winner]]
        if c < 0:
            return
        pw = POWER_BITS[c]
        if pw & REVIVE_CHARS:
            for r in REVIVABLE:
                if self.char_stone[r]:
                    self._take(r, self.char_holder[c], events)
                    break
        if pw & REVIVE_ARMIES:
            self._revive_armies(self.char_holder[c], 2, events)

    def _attacker_wins(self, events: list[Event]) -> None:
        bt = self.bt
        colour = self.colour
        loser = self.owner[bt]
        c = self.char_at[2 * bt + SIDE[loser]]
        if c >= 0:
            self._return_char(c)
        self.owner[bt] = colour
        self.armies[2 * bt] = self.att[0]
        self.armies[2 * bt + 1] = self.att[1]
        self.att = [0, 0]
        events.append(
            Event(
                "rjn.event.conquer", {"colour": COLOUR_TERMS[colour], "territory": TERR_TERMS[bt]}
            )
        )
        if self.camp[bt]:
            self._gain(colour, 2, events)
        self._after_battle(colour, events)
        side = SIDE[colour]
        owner = self.owner
        if all(SIDE[owner[t]] == side for t in range(COUNT)):
            self.end = END_WITCH if side == 0 else END_ASLAN
            self._game_over(events)
            return
        self.phase = PH_CONTINUE
        if len(self._moves(0)) == 1:
            self._end_turn(events)

    def _defender_wins(self, events: list[Event]) -> None:
        bt = self.bt
        colour = self.colour
        c = self.char_at[2 * bt + SIDE[colour]]
        if c >= 0:
            self._return_char(c)
        events.append(
            Event(
                "rjn.event.repelled",
                {"colour": COLOUR_TERMS[self.owner[bt]], "territory": TERR_TERMS[bt]},
            )
        )
        self._after_battle(self.owner[bt], events)
        self._end_turn(events)

    def _move(self, t: int, n: int, m: int, with_char: bool, events: list[Event]) -> None:
        bt = self.bt
        colour = self.colour
        self.armies[2 * bt] -= n
        self.armies[2 * bt + 1] -= m
        self.att = [n, m]
        water = False
        for j, w in NEIGHBOURS[bt]:
            if j == t:
                water = w
                break
        if with_char:
            side = SIDE[colour]
            c = self.char_at[2 * bt + side]
            self.char_at[2 * bt + side] = -1
            self.char_at[2 * t + side] = c
            self.char_place[c] = t
        events.append(
            Event(
                "rjn.event.move",
                {
                    "colour": COLOUR_TERMS[colour],
                    "territory": TERR_TERMS[t],
                    "from": TERR_TERMS[bt],
                    "armies": n,
                    "elites": m,
                },
            )
        )
        self.bfrom = bt
        self.bt = t
        self.bwater = water
        self.bnext = 0
        self.last_att = ()
        self.last_def = ()
        self.phase = PH_ROLL

    # -- actions ------------------------------------------------------------------------

    def action_seat(self, action: int) -> int:
        return (action >> 4) & 3

    def consumes_chance(self, action: int) -> bool:
        kind = action & 15
        if kind in (ROLL, DRAW, TERRITORY):
            return True
        if kind == PLAY:
            return bool(self.config["hidden_cards"])
        if kind in (STOP, HIT, STONE):
            return True  # ends (or may end) the turn: the next marker is flipped
        if kind == DOUBLE:
            return False  # asked only while the battle goes on: the next throw follows
        if kind == SEND:
            colour = self.colour
            return self.supply[2 * colour] + self.supply[2 * colour + 1] == 0
        if kind == REINFORCE:
            return self.att[0] + self.att[1] == 1 and not action & FLAG
        if kind == CAMP:
            return not self.queue  # the last camp: the first marker is flipped
        return False

    # -- hidden parts -------------------------------------------------------------------

    def sees_cards(self, seat: int | None, colour: int) -> bool:
        return not self.config["hidden_cards"] or (
            seat is not None and self.colour_seat[colour] == seat
        )

    def resample(self, seat: int | None, rng: Rng) -> NarniaState:
        """Redraw what ``seat`` cannot see: the order of the territory deck, of the
        face-down markers and of the Narnia deck (which ordinary card lies in which pile,
        and each pile's order), the fixed dice, and with ``hidden_cards`` the kept cards of
        the other colours. Each is redrawn from a sorted order, so the result depends on
        what the seat sees alone."""
        new = self.clone()
        new._legal = None
        new.rng = rng.fork()
        new.rolls = []
        reshuffle(rng, new.tdeck)
        reshuffle(rng, new.markers)
        hidden = [c for c in self.colours if not self.sees_cards(seat, c) and new.kept[c]]
        new._redeal_unseen(hidden, rng)
        reshuffle_runs(rng, new.narnia, narnia_runs(len(new.narnia)))
        return new

    def _redeal_unseen(self, hidden: list[int], rng: Rng) -> None:
        """The kept cards of the ``hidden`` colours and the ordinary cards of the deck
        shuffled together: each colour keeps as many keep cards, the rest go back to the
        ordinary cards' places in the deck (in any pile: nobody knows which pile an
        ordinary card was dealt to)."""
        deck = self.narnia
        pool = [card for card in deck if card < ORDINARY]
        for c in hidden:
            pool += self.kept[c]
        reshuffle(rng, pool)
        keepers = [card for card in pool if KEEP[card]]
        rest = [card for card in pool if not KEEP[card]]
        for c in hidden:
            k = len(self.kept[c])
            self.kept[c] = keepers[:k]
            keepers = keepers[k:]
        rest += keepers
        rng.shuffle(rest)
        for i, card in enumerate(deck):
            if card < ORDINARY:
                deck[i] = rest.pop()

    def _derive(self) -> None:
        players = self.config["players"]
        self.colours = COLOURS_IN_PLAY[players]
        self.colour_seat = SEAT_OF[players]
        self.char_at = [-1] * (2 * COUNT)
        for c in range(12):
            t = self.char_place[c]
            if t >= 0:
                self.char_at[2 * t + CHARACTERS[c].side] = c


def blank_state(game: Game[NarniaState], config: dict[str, Any], rng: Rng) -> NarniaState:
    """A state with nothing dealt: every territory the witch's, empty, the characters
    where setup puts them, the full supplies, empty decks; phase ``character``."""
    state = NarniaState.__new__(NarniaState)
    state.game = game
    state.config = config
    state.rng = rng
    state._legal = None
    for name, value in BLANK.items():
        setattr(state, name, value() if callable(value) else value)
    colours = COLOURS_IN_PLAY[config["players"]]
    state.supply = [n for c in range(4) for n in (FULL_SUPPLY[c] if c in colours else (0, 0))]
    for i, ch in enumerate(CHARACTERS):
        state.char_place[i] = START_PLACE[ch.start]
        state.char_holder[i] = WITCH if ch.start == "witch" else -1
        state.char_stone[i] = ch.stone
    state._derive()
    return state


# The fields of a blank state (a callable builds a fresh list for each state); blank_state
# then sets the supplies and the characters, and ``_derive`` the rest.
BLANK: dict[str, Any] = {
    "owner": lambda: [WITCH] * COUNT,
    "armies": lambda: [0] * (2 * COUNT),
    "camp": lambda: [False] * COUNT,
    "captured": lambda: [0] * 32,
    "stone": lambda: [0] * 8,
    "points": lambda: [0] * 4,
    "char_place": lambda: [0] * 12,
    "char_holder": lambda: [-1] * 12,
    "char_stone": lambda: [False] * 12,
    "kept": lambda: [[], [], [], []],
    "narnia": list,
    "narnia_discard": list,
    "tdeck": list,
    "tdiscard": list,
    "markers": list,
    "flipped": list,
    "colour": -1,
    "turn_seat": -1,
    "phase": PH_CHARACTER,
    "queue": list,
    "bt": -1,
    "bfrom": -1,
    "bwater": False,
    "bnext": 0,
    "att": lambda: [0, 0],
    "last_att": (),
    "last_def": (),
    "pend_by": -1,
    "pend_hits": 0,
    "pend_stones": 0,
    "pend_double": False,
    "rerolls": 0,
    "ambush": 0,
    "fog": False,
    "shield": 0,
    "extra": 0,
    "sent": False,
    "fresh": False,
    "card": -1,
    "pend_armies": 0,
    "rolls": list,
    "end": END_NONE,
}
START_PLACE = {"witch": ON_CARD, "pavilion": PAVILION, "wardrobe": WARDROBE, "courtyard": COURTYARD}


def narnia_runs(size: int) -> list[int]:
    """The sizes of the piles left in a Narnia deck of ``size`` cards, bottom first (draws
    take the top, so the piles' bounds never move)."""
    return [max(0, min(hi, size) - lo) for lo, hi in SEGMENTS]


def stacked_narnia(rng: Rng, cards: list[int]) -> list[int]:
    """The Narnia deck of ``cards``, bottom first, stacked as the rules say: the ordinary
    cards shuffled and dealt into piles of 8, 8, 8 and the rest; each scoring card among
    ``cards`` shuffled into its pile (the final card into the bottom one); the piles
    stacked. Setup stacks all 34 cards; a position read from notation, those left."""
    ordinary = [card for card in cards if card < ORDINARY]
    rng.shuffle(ordinary)
    deck: list[int] = []
    runs = []
    for i, scoring in enumerate(SCORING_PILES):
        pile = ordinary[PILE * i : PILE * i + PILE]
        if scoring in cards:
            pile.append(scoring)
        deck += pile
        runs.append(len(pile))
    shuffle_runs(rng, deck, runs)
    return deck + ordinary[PILE * len(SCORING_PILES) :]


def full_markers(players: int) -> list[int]:
    return [c for c, n in enumerate(MARKERS[players]) for _ in range(n)]


def new_game(game: Game[NarniaState], config: dict[str, Any], rng: Rng) -> NarniaState:
    state = blank_state(game, config, rng)
    players = config["players"]
    cards = list(range(COUNT))
    rng.shuffle(cards)
    at = 0
    for colour, n in enumerate(DEAL[players]):
        for t in cards[at : at + n]:
            state.owner[t] = colour
            state.armies[2 * t] = 2
            state.supply[2 * colour] -= 2
        at += n
    state.tdeck = list(range(COUNT))
    rng.shuffle(state.tdeck)
    state.narnia = stacked_narnia(rng, list(range(len(CARDS))))
    state.markers = full_markers(players)
    rng.shuffle(state.markers)
    state.queue = [c for c in state.colours if c != WITCH]
    state.colour = state.queue.pop(0)
    state.phase = PH_CHARACTER
    return state
