"""Pentaquest's rules: :class:`QuestState`, one position of a game.

A turn: ``roll`` (refill the shared quest line to 5 cards from the deck, roll the 5
dice: a chance step), then free rerolls of chosen dice (1; 2 on the game's very first
roll), then army cards spent on dice (any number, each discarded), then ``beat`` one
line card the dice match (ends the turn) or ``stop`` when none can be beaten (a failed
turn: the solo game is lost, in a multiplayer game play passes on). See RULES.md.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any

from meeple.engine import Event, Outcome, Rng, State
from meeple.games.pentaquest.actions import (
    BEAT,
    DIR_NAMES,
    KIND_NAMES,
    MINUS,
    MIRROR,
    PLUS,
    REROLL,
    REROLL_DIR,
    ROLL,
    STOP,
    USE,
    dice_of,
    unpack,
)
from meeple.games.pentaquest.cards import CARDS, Card

if TYPE_CHECKING:
    from meeple.engine import Game

LINE_SIZE = 5
DICE = 5
PHASE_ROLL = 0
PHASE_PLAY = 1
PHASE_OVER = 2
PHASE_NAMES = ("roll", "play", "over")
CARD_BY_NUMBER: dict[int, Card] = {card.number: card for card in CARDS}
NUMBERS: tuple[int, ...] = tuple(card.number for card in CARDS)
POPCOUNT = tuple(bin(mask).count("1") for mask in range(32))
REROLLS = tuple(
    tuple(REROLL | seat << 3 | mask << 12 for mask in range(1, 32)) for seat in range(8)
)
REROLL_TAILS = tuple(
    tuple(mask << 12 | REROLL_DIR << 17 for mask in range(1, 32) if POPCOUNT[mask] <= size)
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
    table = {}
    for dice in product(range(1, 7), repeat=DICE):
        mask = 0
        for card in CARDS:
            if beats(card, dice):
                mask |= 1 << card.number
        table[dice] = mask
    return table


# For each roll of the 5 dice (in order), the set of card numbers it beats (bit n).
BEATEN: dict[tuple[int, ...], int] = _beaten_masks()


class QuestState(State):
    __slots__ = (
        "army",
        "deck",
        "dice",
        "discard",
        "fails",
        "first",
        "line",
        "lost",
        "phase",
        "rerolls",
        "seat",
    )

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

    # -- the contract -------------------------------------------------------------------

    def to_move(self) -> int | None:
        return None if self.phase == PHASE_OVER else self.seat

    def outcome(self) -> Outcome | None:
        if self.phase != PHASE_OVER:
            return None
        if self.players == 1:
            score = len(self.army[0])
            if self.lost:
                return Outcome(
                    "pq.outcome.lost",
                    won=False,
                    scores=(score,),
                    ranking=(0,),
                    args={"score": score},
                )
            return Outcome(
                "pq.outcome.won", won=True, scores=(score,), ranking=(0,), args={"score": score}
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
                args={"score": best, "seats": ", ".join(str(s) for s in winners)},
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
            return "the game is over"
        what = "roll the dice" if self.phase == PHASE_ROLL else "reroll, modify or beat a card"
        return f"seat {self.seat} is to {what}"

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
        return " ".join(str(value) if value else "-" for value in self.dice)

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
            dice = ",".join(str(i + 1) for i in dice_of(a))
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

    def action_id(self, action: int) -> str:
        kind, seat, card, a, b = unpack(action)
        name = KIND_NAMES[kind] if kind < len(KIND_NAMES) else f"kind{kind}"
        if kind == REROLL:
            return f"{seat}:{name}:{dice_list(a)}"
        if kind == USE:
            if b == REROLL_DIR:
                return f"{seat}:use:{card}:reroll:{dice_list(a)}"
            direction = DIR_NAMES[b] if b < len(DIR_NAMES) else str(b)
            return f"{seat}:use:{card}:die{a + 1}:{direction}"
        if kind == BEAT:
            return f"{seat}:beat:{card}"
        return f"{seat}:{name}"

    def action_message(self, action: int) -> tuple[str, dict[str, Any]]:
        from meeple.games.pentaquest.view import action_message

        return action_message(self, action)

    def action_target(self, action: int) -> str | None:
        from meeple.games.pentaquest.view import action_target

        return action_target(self, action)

    # -- copies and formats -------------------------------------------------------------

    def clone(self) -> QuestState:
        new = QuestState.__new__(QuestState)
        new.game = self.game
        new.config = self.config
        new.rng = Rng(self.rng.state)
        new._legal = self._legal
        new.deck = self.deck[:]
        new.line = self.line[:]
        new.army = [cards[:] for cards in self.army]
        new.discard = [cards[:] for cards in self.discard]
        new.dice = self.dice[:]
        new.seat = self.seat
        new.phase = self.phase
        new.rerolls = self.rerolls
        new.first = self.first
        new.lost = self.lost
        new.fails = self.fails
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "config": dict(self.config),
            "rng": self.rng.state,
            "deck": list(self.deck),
            "line": list(self.line),
            "army": [list(cards) for cards in self.army],
            "discard": [list(cards) for cards in self.discard],
            "dice": list(self.dice),
            "seat": self.seat,
            "phase": PHASE_NAMES[self.phase],
            "rerolls": self.rerolls,
            "first": self.first,
            "lost": self.lost,
            "fails": self.fails,
        }

    def notation(self) -> str:
        from meeple.games.pentaquest.notation import write_notation

        return write_notation(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        from meeple.games.pentaquest.view import view

        return view(self, seat)

    def render_text(self, seat: int | None, lang: str = "en") -> str:
        from meeple.games.pentaquest.view import render_text

        return render_text(self, seat, lang)

    def resample(self, seat: int | None, rng: Rng) -> QuestState:
        """The deck order and the dice not rolled yet are hidden from everyone."""
        new = self.clone()
        new._legal = None
        new.rng = rng.fork()
        shuffle(new.deck, rng)
        return new


def shuffle(items: list[int], rng: Rng) -> None:
    """Fisher-Yates with the swaps read from one 192-bit draw (42! is below 2^171, so
    the bias is negligible): three generator steps instead of 41."""
    x = rng.next64() | rng.next64() << 64 | rng.next64() << 128
    for i in range(len(items) - 1, 0, -1):
        x, j = divmod(x, i + 1)
        items[i], items[j] = items[j], items[i]


def dice_list(mask: int) -> str:
    return ",".join(str(i + 1) for i in dice_of(mask))


def blank_state(game: Game, config: dict[str, Any], rng: Rng) -> QuestState:
    state = QuestState.__new__(QuestState)
    state.game = game
    state.config = config
    state.rng = rng
    state._legal = None
    players = config["players"]
    state.deck = []
    state.line = []
    state.army = [[] for _ in range(players)]
    state.discard = [[] for _ in range(players)]
    state.dice = [0] * DICE
    state.seat = 0
    state.phase = PHASE_ROLL
    state.rerolls = 0
    state.first = 1
    state.lost = False
    state.fails = 0
    return state


def new_game(game: Game, config: dict[str, Any], rng: Rng) -> QuestState:
    """The deck shuffled and the quest line dealt (5 cards); the first ``roll`` rolls."""
    state = blank_state(game, config, rng)
    state.deck = list(NUMBERS)
    shuffle(state.deck, rng)
    while len(state.line) < LINE_SIZE:
        state.line.append(state.deck.pop())
    return state


def state_from_json(game: Game, data: Any) -> QuestState:
    state = blank_state(game, dict(data["config"]), Rng(data["rng"]))
    state.deck = list(data["deck"])
    state.line = list(data["line"])
    state.army = [list(cards) for cards in data["army"]]
    state.discard = [list(cards) for cards in data["discard"]]
    state.dice = list(data["dice"])
    state.seat = int(data["seat"])
    state.phase = PHASE_NAMES.index(data["phase"])
    state.rerolls = int(data["rerolls"])
    state.first = int(data["first"])
    state.lost = bool(data["lost"])
    state.fails = int(data["fails"])
    return state
