"""Pentaquest's rules: :class:`QuestState`, one position of a game.

A turn: ``roll`` (refill the shared quest line to 5 cards from the deck, roll the 5
dice: a chance step), then free rerolls of chosen dice (1; 2 on the game's very first
roll), then army cards spent on dice (any number, each discarded), then ``beat`` one
line card the dice match (ends the turn) or ``stop`` when none can be beaten (a failed
turn: the solo game is lost, in a multiplayer game play passes on). See RULES.md.
"""

from __future__ import annotations

from itertools import combinations_with_replacement, product
from typing import Any

from meeple.engine import Event, Game, Outcome, Rng, State
from meeple.engine.deck import reshuffle
from meeple.engine.fields import BOOL, INT, LIST, LISTS, Field, field_names
from meeple.engine.i18n import player_name
from meeple.games.pentaquest.actions import (
    BEAT,
    DICE,
    MINUS,
    MIRROR,
    PLUS,
    REROLL,
    REROLL_DIR,
    ROLL,
    STOP,
    USE,
    dice_names,
    pack,
    unpack,
)
from meeple.games.pentaquest.cards import CARDS, Card

LINE_SIZE = 5
PHASE_ROLL = 0
PHASE_PLAY = 1
PHASE_OVER = 2
PHASE_NAMES = ("roll", "play", "over")
FACES = "-123456"  # a die's value as text (0: not rolled)
CARD_BY_NUMBER: dict[int, Card] = {card.number: card for card in CARDS}
NUMBERS: tuple[int, ...] = tuple(card.number for card in CARDS)
POPCOUNT = tuple(bin(mask).count("1") for mask in range(32))
REROLLS = tuple(tuple(pack(REROLL, seat, 0, mask) for mask in range(1, 32)) for seat in range(8))
# The tail (dice, direction) of every reroll card's action, by the card's size.
REROLL_TAILS = tuple(
    tuple(pack(0, 0, 0, mask, REROLL_DIR) for mask in range(1, 32) if POPCOUNT[mask] <= size)
    for size in range(6)
)


def beats(card: Card, dice: tuple[int, ...] | list[int]) -> bool:
    """Whether ``dice`` show ``card``'s combination: each fixed face on its own die, then
    ``suns`` dice of one value and ``moons`` dice of another, different value among the
    other dice (the rest ignored). A sun value may equal a fixed face (RULES.md A3)."""
    counts = [0] * 7
    for value in dice:
        counts[value] += 1
    for face in card.fixed:
        counts[face] -= 1
        if counts[face] < 0:
            return False
    if card.suns == 0:
        return True
    for sun in range(1, 7):
        if counts[sun] >= card.suns:
            if card.moons == 0:
                return True
            for moon in range(1, 7):
                if moon != sun and counts[moon] >= card.moons:
                    return True
    return False


def _beaten_masks() -> dict[tuple[int, ...], int]:
    """A combination depends only on the values shown, not on the dice's order: each of
    the 252 sorted rolls is checked once, then every order of it shares its mask."""
    by_values: dict[tuple[int, ...], int] = {}
    for values in combinations_with_replacement(range(1, 7), DICE):
        mask = 0
        for card in CARDS:
            if beats(card, values):
                mask |= 1 << card.number
        by_values[values] = mask
    return {dice: by_values[tuple(sorted(dice))] for dice in product(range(1, 7), repeat=DICE)}


# For each roll of the 5 dice (in order), the set of card numbers it beats (bit n).
BEATEN: dict[tuple[int, ...], int] = _beaten_masks()


# The phase is written by name in the JSON snapshot.
PHASE = Field("phase", dump=PHASE_NAMES.__getitem__, load=PHASE_NAMES.index)


class QuestState(State):
    FIELDS = (
        LIST("deck"),
        LIST("line"),
        LISTS("army"),
        LISTS("discard"),
        LIST("dice"),
        INT("seat"),
        PHASE,
        INT("rerolls"),
        INT("first"),
        BOOL("lost"),
        INT("fails"),
    )
    __slots__ = field_names(FIELDS)

    deck: list[int]  # card numbers; the top card is the last one
    line: list[int]  # the quest line, in the order the cards came in
    army: list[list[int]]  # per seat, in the order the cards were beaten
    discard: list[list[int]]  # per seat, in the order the cards were spent
    dice: list[int]  # 5 values 1-6 (0: not rolled this turn)
    seat: int  # whose turn it is
    phase: int
    rerolls: int  # free rerolls left this turn
    first: int  # 1 until the game's first roll: it gets 2 free rerolls
    lost: bool  # solo: a turn ended with no card beaten
    fails: int  # turns in a row that ended with no card beaten

    def __init__(self, game: Game, config: dict[str, Any], rng: Rng) -> None:
        """An empty table: no card dealt, seat 0 to roll the game's first roll."""
        self.game, self.config, self.rng, self._legal = game, config, rng, None
        players = config["players"]
        self.deck = []
        self.line = []
        self.army = [[] for _ in range(players)]
        self.discard = [[] for _ in range(players)]
        self.dice = [0] * DICE
        self.seat = 0
        self.phase = PHASE_ROLL
        self.rerolls = 0
        self.first = 1
        self.lost = False
        self.fails = 0

    # -- the contract -------------------------------------------------------------------

    def to_move(self) -> int | None:
        return None if self.phase == PHASE_OVER else self.seat

    def outcome(self) -> Outcome | None:
        if self.phase != PHASE_OVER:
            return None
        if self.players == 1:
            score = len(self.army[0])
            reason = "pq.outcome.lost" if self.lost else "pq.outcome.won"
            return Outcome(
                reason, won=not self.lost, scores=(score,), ranking=(0,), args={"score": score}
            )
        scores = self.scores()
        ranking = tuple(sorted(range(self.players), key=lambda s: (-scores[s], s)))
        best = scores[ranking[0]]
        winners = [s for s in ranking if scores[s] == best]
        if len(winners) > 1:
            return Outcome(
                "pq.outcome.tie",
                scores=tuple(scores),
                ranking=ranking,
                args={
                    "score": best,
                    "seats": ", ".join(str(s) for s in winners),
                    "players": ", ".join(str(s + 1) for s in winners),
                },
                tied=len(winners),
            )
        return Outcome(
            "pq.outcome.winner",
            scores=tuple(scores),
            ranking=ranking,
            args={"seat": ranking[0], "score": best},
        )

    def scores(self) -> list[int]:
        """Solo: the cards left in the army. Multiplayer: army + own discards."""
        if self.players == 1:
            return [len(self.army[0])]
        return [len(a) + len(d) for a, d in zip(self.army, self.discard, strict=True)]

    def describe_turn(self, lang: str = "en") -> str:
        if self.phase == PHASE_OVER:
            return super().describe_turn(lang)
        what = "roll the dice" if self.phase == PHASE_ROLL else "reroll, modify or beat a card"
        return f"{player_name(self.seat, lang)} is to {what}"

    def beatable(self) -> list[int]:
        """The line cards the dice beat now."""
        if self.phase != PHASE_PLAY:
            return []
        mask = BEATEN[tuple(self.dice)]
        return [card for card in self.line if mask >> card & 1]

    def _legal_actions(self) -> list[int]:
        if self.phase == PHASE_OVER:
            return []
        seat = self.seat
        base = seat << 3
        if self.phase == PHASE_ROLL:
            return [ROLL | base]
        acts: list[int] = list(REROLLS[seat]) if self.rerolls else []
        dice = self.dice
        for number in self.army[seat]:
            card = CARD_BY_NUMBER[number]
            head = USE | base | number << 6
            ability = card.ability
            size = card.size
            if ability == "reroll":
                acts.extend(head | tail for tail in REROLL_TAILS[size])
                continue
            for i in range(DICE):
                value = dice[i]
                if ability == "mirror":
                    acts.append(head | i << 12 | MIRROR << 17)
                    continue
                if ability != "minus" and value + size <= 6:
                    acts.append(head | i << 12 | PLUS << 17)
                if ability != "plus" and value - size >= 1:
                    acts.append(head | i << 12 | MINUS << 17)
        mask = BEATEN[tuple(dice)]
        beaten = [BEAT | base | card << 6 for card in self.line if mask >> card & 1]
        if beaten:
            acts.extend(beaten)
        else:
            acts.append(STOP | base)
        return acts

    def _apply(self, action: int) -> list[Event]:
        kind, seat, card, a, b = unpack(action)
        if kind == ROLL:
            return self._roll(seat)
        if kind == REROLL:
            self.rerolls -= 1
            self._reroll(a)
            return [Event("pq.event.reroll", {"seat": seat, "dice": self.dice_text()})]
        if kind == USE:
            return self._use(seat, card, a, b)
        if kind == BEAT:
            self.line.remove(card)
            self.army[seat].append(card)
            events = [Event("pq.event.beat", {"seat": seat, "card": card})]
            self._end_turn(True, events)
            return events
        events = [Event("pq.event.fail", {"seat": seat})]
        self._end_turn(False, events)
        return events

    def dice_text(self) -> str:
        """The dice as ``2 2 5 6 1`` (``-``: not rolled); written out, for the events."""
        d = self.dice
        return f"{FACES[d[0]]} {FACES[d[1]]} {FACES[d[2]]} {FACES[d[3]]} {FACES[d[4]]}"

    def _reroll(self, mask: int) -> None:
        """Roll the dice of ``mask``: base-6 digits of one 64-bit draw (6^5 is far below
        2^64, so the bias is negligible)."""
        x = self.rng.next64()
        dice = self.dice
        for i in range(DICE):
            if mask >> i & 1:
                dice[i] = x % 6 + 1
                x //= 6

    def _roll(self, seat: int) -> list[Event]:
        drawn = 0
        while len(self.line) < LINE_SIZE and self.deck:
            self.line.append(self.deck.pop())
            drawn += 1
        self._reroll(31)
        self.rerolls = 2 if self.first else 1
        self.first = 0
        self.phase = PHASE_PLAY
        events = []
        if drawn:
            events.append(Event("pq.event.refill", {"count": drawn}))
        events.append(Event("pq.event.roll", {"seat": seat, "dice": self.dice_text()}))
        return events

    def _use(self, seat: int, number: int, a: int, direction: int) -> list[Event]:
        card = CARD_BY_NUMBER[number]
        self.army[seat].remove(number)
        self.discard[seat].append(number)
        self.rerolls = 0  # the free rerolls come before the modifications (RULES.md A2)
        if direction == REROLL_DIR:
            self._reroll(a)
            dice = dice_names(a)
            return [
                Event(
                    "pq.event.use-reroll",
                    {"seat": seat, "card": number, "which": dice, "dice": self.dice_text()},
                )
            ]
        before = self.dice[a]
        if direction == MIRROR:
            after = 7 - before
        elif direction == PLUS:
            after = before + card.size
        else:
            after = before - card.size
        self.dice[a] = after
        return [
            Event(
                "pq.event.use",
                {"seat": seat, "card": number, "die": a + 1, "before": before, "after": after},
            )
        ]

    def _end_turn(self, beaten: bool, events: list[Event]) -> None:
        self.dice = [0] * DICE
        self.rerolls = 0
        self.fails = 0 if beaten else self.fails + 1
        if not self.deck and not self.line:
            self.phase = PHASE_OVER
        elif not self.deck and self.fails >= self.players > 1:
            self.phase = PHASE_OVER  # a whole round beat nothing left (RULES.md A5)
        elif not beaten and self.players == 1:
            self.lost = True
            self.phase = PHASE_OVER
        else:
            self.seat = (self.seat + 1) % self.players
            self.phase = PHASE_ROLL
        if self.phase == PHASE_OVER:
            outcome = self.outcome()
            assert outcome is not None
            events.append(Event(outcome.reason, dict(outcome.args)))

    # -- actions ------------------------------------------------------------------------

    def action_seat(self, action: int) -> int:
        return (action >> 3) & 7

    def consumes_chance(self, action: int) -> bool:
        kind, _seat, _card, _a, b = unpack(action)
        return kind in (ROLL, REROLL) or (kind == USE and b == REROLL_DIR)

    def resample(self, seat: int | None, rng: Rng) -> QuestState:
        """The deck order and the dice not rolled yet are hidden from everyone: the deck is
        redrawn from a sorted order, so the result depends on what the seat sees."""
        new = self.clone()
        new._legal = None
        new.rng = rng.fork()
        reshuffle(rng, new.deck, wide=True)
        return new


def new_game(game: Game, config: dict[str, Any], rng: Rng) -> QuestState:
    """The deck shuffled and the quest line dealt (5 cards); the first ``roll`` rolls."""
    state = QuestState(game, config, rng)
    state.deck = list(NUMBERS)
    rng.shuffle_wide(state.deck)
    while len(state.line) < LINE_SIZE:
        state.line.append(state.deck.pop())
    return state
