"""Risk Junior Narnia's rules: :class:`NarniaState`, one position of a game.

Setup: the territory cards are dealt (13 to the witch, 12 to Aslan's side, 2 armies on
each), each Aslan colour picks its character (``character``), each colour its camp
(``camp``); the territory deck, the Narnia deck (stacked in piles) and the 11 turn-order
markers are shuffled. A turn: the next marker is flipped (its colour plays); ``draw`` a
Narnia card (not on the following turns of a player playing several in a row); draw a
``territory`` card (``target`` an enemy territory if it is a friendly one); ``place`` the
armies (``play`` kept cards, ``send`` a character or ``nosend``; ``reinforce`` a camp with
the advanced option); the battle: ``roll`` (defender first), ``hit``/``stone`` choices;
the attacker who wins may ``move`` on or ``stop``. See RULES.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.engine import Event, Outcome, Rng, State
from meeple.games.risk_junior_narnia.actions import (
    CAMP,
    CHARACTER,
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
    THIRD_DIE,
    WARDROBE_CHARS,
)
from meeple.games.risk_junior_narnia.characters import (
    STONE as STONE_POWER,
)

if TYPE_CHECKING:
    from meeple.engine import Game

WITCH, RED, BLUE, YELLOW = 0, 1, 2, 3
COLOUR_NAMES = ("witch", "red", "blue", "yellow")
COLOUR_TERMS = tuple("@rjn.colour." + c for c in COLOUR_NAMES)
KIND_NAMES = (("boggle", "minotaur"), ("faun", "centaur"), ("faun", "centaur"), ("faun", "centaur"))
KIND_TERMS = tuple(tuple("@rjn.army." + k for k in kinds) for kinds in KIND_NAMES)
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
)

END_NONE = 0
END_FINAL = 1
END_WITCH = 2
END_ASLAN = 3
END_NAMES = ("", "final", "witch", "aslan")

# The Narnia deck, from the bottom: the final card's pile, Father Christmas's, Always
# Winter's, then the 7 on top (draws pop the top, so these bounds never move).
SEGMENTS = ((0, 9), (9, 18), (18, 27), (27, 34))

SEAT_OF = {
    2: (0, 1, 1, -1),
    3: (0, 1, 2, -1),
    4: (0, 1, 2, 3),
}
COLOURS_IN_PLAY = {2: (0, 1, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
DEAL = {2: (13, 6, 6, 0), 3: (13, 6, 6, 0), 4: (13, 4, 4, 4)}
MARKERS = {2: (5, 3, 3, 0), 3: (5, 3, 3, 0), 4: (5, 2, 2, 2)}

MAX_DICE = 6


def _outcomes(count: int) -> tuple[tuple[int, ...], ...]:
    found: list[tuple[int, ...]] = [()]
    for _ in range(count):
        found = [(*dice, v) for dice in found for v in range(1, 7)]
    return tuple(found)


# Every throw of 1-6 dice (6^n of them), picked by one 64-bit draw (bias below 2^-40).
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


STATS: dict[tuple[int, ...], tuple[int, int, int, int, bool, str]] = {
    dice: dice_stats(dice) for n in range(1, 5) for dice in OUTCOMES[n]
}


class NarniaState(State):
    __slots__ = (
        "armies",
        "att",
        "bfrom",
        "bnext",
        "bt",
        "bwater",
        "camp",
        "captured",
        "card",
        "char_at",
        "char_holder",
        "char_place",
        "char_stone",
        "colour",
        "colour_seat",
        "colours",
        "dice_mod",
        "end",
        "extra",
        "flipped",
        "fog",
        "fresh",
        "kept",
        "last_att",
        "last_def",
        "markers",
        "narnia",
        "narnia_discard",
        "owner",
        "pend_armies",
        "pend_by",
        "pend_hits",
        "pend_stones",
        "phase",
        "points",
        "queue",
        "rolls",
        "sent",
        "shield",
        "stone",
        "supply",
        "tdeck",
        "tdiscard",
        "turn_seat",
    )

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
    dice_mod: int
    fog: bool
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
        if phase in (PH_HIT, PH_STONE):
            return self.colour_seat[self.pend_by]
        return self.colour_seat[self.colour]

    def side_of(self, colour: int) -> int:
        return SIDE[colour]

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
        if self.phase == PH_OVER:
            return "the game is over"
        return (
            f"seat {self.to_move()} is to act in phase {PHASE_NAMES[self.phase]}"
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
        if phase == PH_DRAW:
            return [DRAW | base]
        if phase == PH_TERRITORY:
            return [TERRITORY | base]
        if phase == PH_CONTINUE:
            return self._moves(base)
        if phase == PH_PLACE:
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
        self.dice_mod = 0
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
                events.append(Event("rjn.event.keep-hidden", {"colour": cterm}))
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
        elif kind == "dice":
            self.dice_mod += value
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
        if kind == "fog":
            self.fog = True
        elif kind == "shield":
            self.shield += value
        elif kind == "horn":
            self.dice_mod += value
        elif kind == "extra":
            self.extra += value
        events.append(
            Event("rjn.event.play", {"colour": COLOUR_TERMS[colour], "card": CARD_TERMS[card]})
        )

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
        bt = self.bt
        n = 2 if self.camp[bt] or self.bwater or (self.config["woods"] and WOODED[bt]) else 3
        return min(MAX_DICE, max(1, n + self.dice_mod))

    def defence_dice(self) -> int:
        if self.fog:
            return 1
        c = self.char_at[2 * self.bt + SIDE[self.owner[self.bt]]]
        return 3 if c >= 0 and POWER_BITS[c] & THIRD_DIE else 2

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
        rside = SIDE[roller]
        eside = SIDE[enemy]
        count = self.attack_dice() if attacking else self.defence_dice()
        fixed = self.rolls.pop(0) if self.rolls else []
        if fixed:
            dice = tuple(self._die(fixed) for _ in range(count))
        else:
            dice = OUTCOMES[count][self.rng.next64() % SIZES[count]]
        char_at = self.char_at
        mine = char_at[2 * bt + rside]
        theirs = char_at[2 * bt + eside]
        if mine >= 0:
            pw = POWER_BITS[mine]
            four = pw & (FOUR_ATTACK if attacking else FOUR_DEFENCE)
            if pw & REROLL:
                low = 5 if not four else 4
                miss = [
                    i
                    for i in range(count)
                    if dice[i] < low and not (pw & STONE_POWER and dice[i] == 2)
                ]
                if miss:
                    i = min(miss, key=dice.__getitem__)
                    changed = list(dice)
                    changed[i] = self._die(fixed)
                    dice = tuple(changed)
        else:
            pw = four = 0
        stats = STATS.get(dice)
        if stats is None:
            stats = STATS[dice] = dice_stats(dice)
        fives, fours, six, twos, double, text = stats
        if attacking:
            self.last_att = dice
        else:
            self.last_def = dice
        plain = fives
        if four:
            plain += fours
        if pw & SIX_TWICE:
            plain += six
        stones = 2 * twos if pw & STONE_POWER else 0
        events.append(
            Event(
                "rjn.event.roll",
                {"colour": COLOUR_TERMS[roller], "dice": text},
            )
        )
        if plain + six and theirs >= 0 and POWER_BITS[theirs] & IGNORE:
            if plain:
                plain -= 1
            else:
                six -= 1
            events.append(Event("rjn.event.ignore", {"character": CHAR_TERMS[theirs]}))
        if plain + six and not attacking and self.shield:
            self.shield -= 1
            if plain:
                plain -= 1
            else:
                six -= 1
            events.append(Event("rjn.event.shield", {"colour": COLOUR_TERMS[attacker]}))
        if double and theirs >= 0:
            self._return_char(theirs)
            events.append(Event("rjn.event.char-hit", {"character": CHAR_TERMS[theirs]}))
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
        self._resolve(events)

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
                    "army": KIND_TERMS[victim][kind],
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
                        "army": KIND_TERMS[victim][kind],
                        "victim": COLOUR_TERMS[victim],
                    },
                )
            )

    def _resolve(self, events: list[Event]) -> None:
        """Apply the pending 6s and stones while there is no choice; then see who won."""
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
        self.pend_by = -1
        if store[ebase] + store[ebase + 1] == 0:
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
                {"army": KIND_TERMS[enemy][kind], "victim": COLOUR_TERMS[enemy]},
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
        if kind == SEND:
            colour = self.colour
            return self.supply[2 * colour] + self.supply[2 * colour + 1] == 0
        if kind == REINFORCE:
            return self.att[0] + self.att[1] == 1 and not action & FLAG
        if kind == CAMP:
            return not self.queue  # the last camp: the first marker is flipped
        return False

    def action_id(self, action: int) -> str:
        from meeple.games.risk_junior_narnia.notation import action_id

        return action_id(self, action)

    def action_message(self, action: int) -> tuple[str, dict[str, Any]]:
        from meeple.games.risk_junior_narnia.view import action_message

        return action_message(self, action)

    def action_target(self, action: int) -> str | None:
        from meeple.games.risk_junior_narnia.view import action_target

        return action_target(self, action)

    # -- copies and formats -------------------------------------------------------------

    def clone(self) -> NarniaState:
        new = NarniaState.__new__(NarniaState)
        new.game = self.game
        new.config = self.config
        new.rng = Rng(self.rng.state)
        new._legal = self._legal
        new.colours = self.colours
        new.colour_seat = self.colour_seat
        new.owner = self.owner[:]
        new.armies = self.armies[:]
        new.camp = self.camp[:]
        new.supply = self.supply[:]
        new.captured = self.captured[:]
        new.stone = self.stone[:]
        new.points = self.points[:]
        new.char_place = self.char_place[:]
        new.char_holder = self.char_holder[:]
        new.char_stone = self.char_stone[:]
        new.char_at = self.char_at[:]
        new.kept = [k[:] for k in self.kept]
        new.narnia = self.narnia[:]
        new.narnia_discard = self.narnia_discard[:]
        new.tdeck = self.tdeck[:]
        new.tdiscard = self.tdiscard[:]
        new.markers = self.markers[:]
        new.flipped = self.flipped[:]
        new.colour = self.colour
        new.turn_seat = self.turn_seat
        new.phase = self.phase
        new.queue = self.queue[:]
        new.bt = self.bt
        new.bfrom = self.bfrom
        new.bwater = self.bwater
        new.bnext = self.bnext
        new.att = self.att[:]
        new.last_att = self.last_att
        new.last_def = self.last_def
        new.pend_by = self.pend_by
        new.pend_hits = self.pend_hits
        new.pend_stones = self.pend_stones
        new.dice_mod = self.dice_mod
        new.fog = self.fog
        new.shield = self.shield
        new.extra = self.extra
        new.sent = self.sent
        new.fresh = self.fresh
        new.card = self.card
        new.pend_armies = self.pend_armies
        new.rolls = [r[:] for r in self.rolls]
        new.end = self.end
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "config": dict(self.config),
            "rng": self.rng.state,
            "owner": list(self.owner),
            "armies": list(self.armies),
            "camp": list(self.camp),
            "supply": list(self.supply),
            "captured": list(self.captured),
            "stone": list(self.stone),
            "points": list(self.points),
            "char_place": list(self.char_place),
            "char_holder": list(self.char_holder),
            "char_stone": list(self.char_stone),
            "kept": [list(k) for k in self.kept],
            "narnia": list(self.narnia),
            "narnia_discard": list(self.narnia_discard),
            "tdeck": list(self.tdeck),
            "tdiscard": list(self.tdiscard),
            "markers": list(self.markers),
            "flipped": list(self.flipped),
            "colour": self.colour,
            "turn_seat": self.turn_seat,
            "phase": PHASE_NAMES[self.phase],
            "queue": list(self.queue),
            "bt": self.bt,
            "bfrom": self.bfrom,
            "bwater": self.bwater,
            "bnext": self.bnext,
            "att": list(self.att),
            "last_att": list(self.last_att),
            "last_def": list(self.last_def),
            "pend_by": self.pend_by,
            "pend_hits": self.pend_hits,
            "pend_stones": self.pend_stones,
            "dice_mod": self.dice_mod,
            "fog": self.fog,
            "shield": self.shield,
            "extra": self.extra,
            "sent": self.sent,
            "fresh": self.fresh,
            "card": self.card,
            "pend_armies": self.pend_armies,
            "rolls": [list(r) for r in self.rolls],
            "end": self.end,
        }

    def notation(self) -> str:
        from meeple.games.risk_junior_narnia.notation import write_notation

        return write_notation(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        from meeple.games.risk_junior_narnia.view import view

        return view(self, seat)

    def render_text(self, seat: int | None, lang: str = "en") -> str:
        from meeple.games.risk_junior_narnia.view import render_text

        return render_text(self, seat, lang)

    def sees_cards(self, seat: int | None, colour: int) -> bool:
        return not self.config["hidden_cards"] or (
            seat is not None and self.colour_seat[colour] == seat
        )

    def resample(self, seat: int | None, rng: Rng) -> NarniaState:
        """Redraw what ``seat`` cannot see: the order of the territory deck, of the
        face-down markers and of the Narnia deck (each pile on its own), the fixed dice,
        and with ``hidden_cards`` the kept cards of the other colours."""
        new = self.clone()
        new._legal = None
        new.rng = rng.fork()
        new.rolls = []
        rng.shuffle(new.tdeck)
        rng.shuffle(new.markers)
        deck = new.narnia
        hidden = [c for c in self.colours if not self.sees_cards(seat, c) and new.kept[c]]
        if hidden:
            pool = [card for card in deck if card < ORDINARY]
            for c in hidden:
                pool += new.kept[c]
            rng.shuffle(pool)
            keepers = [card for card in pool if KEEP[card]]
            rest = [card for card in pool if not KEEP[card]]
            for c in hidden:
                k = len(new.kept[c])
                new.kept[c] = keepers[:k]
                keepers = keepers[k:]
            rest += keepers
            rng.shuffle(rest)
            for i, card in enumerate(deck):
                if card < ORDINARY:
                    deck[i] = rest.pop()
        for lo, hi in SEGMENTS:
            hi = min(hi, len(deck))
            if hi - lo > 1:
                part = deck[lo:hi]
                rng.shuffle(part)
                deck[lo:hi] = part
        return new


def blank_state(game: Game, config: dict[str, Any], rng: Rng) -> NarniaState:
    state = NarniaState.__new__(NarniaState)
    state.game = game
    state.config = config
    state.rng = rng
    state._legal = None
    players = config["players"]
    state.colours = COLOURS_IN_PLAY[players]
    state.colour_seat = SEAT_OF[players]
    state.owner = [WITCH] * COUNT
    state.armies = [0] * (2 * COUNT)
    state.camp = [False] * COUNT
    state.supply = [n for c in range(4) for n in (FULL_SUPPLY[c] if c in state.colours else (0, 0))]
    state.captured = [0] * 32
    state.stone = [0] * 8
    state.points = [0] * 4
    state.char_place = [0] * 12
    state.char_holder = [-1] * 12
    state.char_stone = [False] * 12
    state.char_at = [-1] * (2 * COUNT)
    for i, ch in enumerate(CHARACTERS):
        if ch.start == "witch":
            state.char_place[i] = ON_CARD
            state.char_holder[i] = WITCH
        else:
            state.char_place[i] = {"pavilion": PAVILION, "wardrobe": WARDROBE}.get(
                ch.start, COURTYARD
            )
        state.char_stone[i] = ch.stone
    state.kept = [[], [], [], []]
    state.narnia = []
    state.narnia_discard = []
    state.tdeck = []
    state.tdiscard = []
    state.markers = []
    state.flipped = []
    state.colour = -1
    state.turn_seat = -1
    state.phase = PH_CHARACTER
    state.queue = []
    state.bt = -1
    state.bfrom = -1
    state.bwater = False
    state.bnext = 0
    state.att = [0, 0]
    state.last_att = ()
    state.last_def = ()
    state.pend_by = -1
    state.pend_hits = 0
    state.pend_stones = 0
    state.dice_mod = 0
    state.fog = False
    state.shield = 0
    state.extra = 0
    state.sent = False
    state.fresh = False
    state.card = -1
    state.pend_armies = 0
    state.rolls = []
    state.end = END_NONE
    return state


def stacked_narnia(rng: Rng, ordinary: list[int]) -> list[int]:
    """The 31 ordinary cards in piles of 8, 8, 8, 7 with the scoring cards shuffled in
    (the final card in the bottom pile); bottom first."""
    cards = ordinary[:]
    rng.shuffle(cards)
    deck: list[int] = []
    for i, scoring in enumerate((FINAL, FATHER_CHRISTMAS, ALWAYS_WINTER)):
        pile = [*cards[8 * i : 8 * i + 8], scoring]
        rng.shuffle(pile)
        deck += pile
    deck += cards[24:]
    return deck


def full_markers(players: int) -> list[int]:
    return [c for c, n in enumerate(MARKERS[players]) for _ in range(n)]


def new_game(game: Game, config: dict[str, Any], rng: Rng) -> NarniaState:
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
    state.narnia = stacked_narnia(rng, list(range(ORDINARY)))
    state.markers = full_markers(players)
    rng.shuffle(state.markers)
    state.queue = [c for c in state.colours if c != WITCH]
    state.colour = state.queue.pop(0)
    state.phase = PH_CHARACTER
    return state


def state_from_json(game: Game, data: Any) -> NarniaState:
    config = dict(data["config"])
    state = blank_state(game, config, Rng(data["rng"]))
    state.owner = [int(v) for v in data["owner"]]
    state.armies = [int(v) for v in data["armies"]]
    state.camp = [bool(v) for v in data["camp"]]
    state.supply = [int(v) for v in data["supply"]]
    state.captured = [int(v) for v in data["captured"]]
    state.stone = [int(v) for v in data["stone"]]
    state.points = [int(v) for v in data["points"]]
    state.char_place = [int(v) for v in data["char_place"]]
    state.char_holder = [int(v) for v in data["char_holder"]]
    state.char_stone = [bool(v) for v in data["char_stone"]]
    state.kept = [[int(v) for v in k] for k in data["kept"]]
    state.narnia = [int(v) for v in data["narnia"]]
    state.narnia_discard = [int(v) for v in data["narnia_discard"]]
    state.tdeck = [int(v) for v in data["tdeck"]]
    state.tdiscard = [int(v) for v in data["tdiscard"]]
    state.markers = [int(v) for v in data["markers"]]
    state.flipped = [int(v) for v in data["flipped"]]
    state.colour = int(data["colour"])
    state.turn_seat = int(data["turn_seat"])
    state.phase = PHASE_NAMES.index(data["phase"])
    state.queue = [int(v) for v in data["queue"]]
    state.bt = int(data["bt"])
    state.bfrom = int(data["bfrom"])
    state.bwater = bool(data["bwater"])
    state.bnext = int(data["bnext"])
    state.att = [int(v) for v in data["att"]]
    state.last_att = tuple(int(v) for v in data["last_att"])
    state.last_def = tuple(int(v) for v in data["last_def"])
    state.pend_by = int(data["pend_by"])
    state.pend_hits = int(data["pend_hits"])
    state.pend_stones = int(data["pend_stones"])
    state.dice_mod = int(data["dice_mod"])
    state.fog = bool(data["fog"])
    state.shield = int(data["shield"])
    state.extra = int(data["extra"])
    state.sent = bool(data["sent"])
    state.fresh = bool(data["fresh"])
    state.card = int(data["card"])
    state.pend_armies = int(data["pend_armies"])
    state.rolls = [[int(v) for v in r] for r in data["rolls"]]
    state.end = int(data["end"])
    rebuild_char_at(state)
    return state


def rebuild_char_at(state: NarniaState) -> None:
    state.char_at = [-1] * (2 * COUNT)
    for c in range(12):
        t = state.char_place[c]
        if t >= 0:
            state.char_at[2 * t + CHARACTERS[c].side] = c
