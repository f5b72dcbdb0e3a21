"""Risk Junior Narnia's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``, e.g. the rulebook's
Example 1 (the battle at Telmar, dice fixed)::

    players=2; board=telmar:red:2+0; turn=witch; phase=roll; battle=telmar; att=3+1;
    rolls=3+5/5+4+3/6+5/1+2+6

Fields (any may be left out; lists are ``,``-separated, ``-`` for none):

``players``             2-4 (default 2).
``hidden_cards``, ``camp_reinforcement``, ``woods``   0 or 1 (the options).
``board``               ``territory:colour:armies+elites[:camp]`` for some territories.
``rest``                ``colour:armies+elites`` for the territories not in ``board``
                        (default ``witch:2+0``).
``characters``          ``id:holder:place[:stone]``, holder a colour or ``-``, place
                        ``card``, ``courtyard``, ``pavilion``, ``wardrobe`` or a territory
                        (unlisted: where setup puts them; the White Witch held by the witch).
``points``              ``colour:n``.
``supply``              ``colour:armies+elites`` (default: the full supply less what is on
                        the board, captured, in the Courtyard or in the battle).
``captured``            ``holder:victim:armies+elites``.
``stone``               ``colour:armies+elites`` (in the Courtyard).
``kept``                ``colour:card+card`` (card slugs, cards.py).
``narnia``              the Narnia deck, top first (default: the cards not kept nor
                        discarded, stacked in piles as the rules say, by ``seed``).
``narnia_discard``      discarded Narnia cards.
``territory_deck``      top first (default: the cards not discarded, shuffled).
``territory_discard``   the territory cards drawn since the last shuffle.
``markers``             face-down turn-order markers, next first (default: the markers
                        not flipped, shuffled).
``flipped``             the markers flipped since the last shuffle (the last: this turn).
``turn``                the colour whose turn (or setup pick) it is (default witch).
``phase``               character, camp, draw, card-place, card-take, territory, target,
                        place, reinforce, roll, hit, stone, double, continue, over
                        (default: ``roll`` with a battle, else ``draw``).
``queue``               setup: the colours still to pick after ``turn``.
``battle``              the battle territory; ``from`` where the attack came from;
                        ``water`` 1 if it crossed water; ``next`` defender or attacker;
                        ``att`` the attacker's armies+elites there.
``last``                ``attacker dice/defender dice`` last rolled (``5+4+3/3+5``).
``pending``             ``colour:hits:stones`` still to assign (phases hit, stone, double).
``double``              1: the pending roller threw a double and may still hit the enemy
                        character there (phases hit, stone, double).
``rolls``               fixed dice for the next throws, ``/`` between throws; extra values
                        in a throw serve the dice it rolls again, in order.
``rerolls``, ``ambush``, ``fog``, ``shield``, ``extra``, ``sent``   this turn's card
                        effects (missed attack dice rolled again, attack dice that hit
                        rolled again, the defender hitting only with 6s, hits against
                        the attacker ignored, armies added; a character sent).
``fresh``               1: the turn colour's last kept card was drawn this turn (it may
                        be played on a later turn only).
``card``                the Narnia card being resolved; ``pending_armies`` its armies.
``end``                 final, witch or aslan (with ``phase=over``).
``seed`` / ``rng``      the random stream: a seed, or the raw generator state.

Read with :class:`meeple.engine.notation.Fields`: an unknown field or a field given twice
is refused, and every error reads ``bad Risk Junior Narnia notation: <field>: ...``.

Action ids: see actions.py.
"""

from __future__ import annotations

from meeple.engine import Game, InvalidConfig
from meeple.engine.notation import Fields, join, write_fields
from meeple.games.risk_junior_narnia.actions import (
    CAMP,
    CHARACTER,
    DOUBLE,
    HIT,
    KIND_NAMES,
    MOVE,
    PLACE,
    PLAY,
    REINFORCE,
    SEND,
    STONE,
    TAKE,
    TARGET,
    unpack,
)
from meeple.games.risk_junior_narnia.board import COUNT, ID_INDEX, IDS
from meeple.games.risk_junior_narnia.cards import CARDS, FINAL
from meeple.games.risk_junior_narnia.characters import CHAR_IDS, CHAR_INDEX, CHARACTERS
from meeple.games.risk_junior_narnia.rules import (
    ARMY_NAMES,
    COLOUR_NAMES,
    END_NAMES,
    FULL_SUPPLY,
    ON_CARD,
    OPTIONS,
    PAVILION,
    PH_CAMP,
    PH_CARD_PLACE,
    PH_CARD_TAKE,
    PH_CHARACTER,
    PH_CONTINUE,
    PH_DOUBLE,
    PH_HIT,
    PH_OVER,
    PH_PLACE,
    PH_REINFORCE,
    PH_ROLL,
    PH_STONE,
    PH_TARGET,
    PHASE_NAMES,
    PLACE_NAMES,
    SIDE,
    WARDROBE,
    NarniaState,
    blank_state,
    full_markers,
    stacked_narnia,
)

GAME_NAME = "Risk Junior Narnia"
KEYS = (
    "players",
    *OPTIONS,
    "board",
    "rest",
    "characters",
    "points",
    "supply",
    "captured",
    "stone",
    "kept",
    "narnia",
    "narnia_discard",
    "territory_deck",
    "territory_discard",
    "markers",
    "flipped",
    "turn",
    "phase",
    "queue",
    "battle",
    "from",
    "water",
    "next",
    "att",
    "last",
    "pending",
    "double",
    "rolls",
    "rerolls",
    "ambush",
    "fog",
    "shield",
    "extra",
    "sent",
    "fresh",
    "card",
    "pending_armies",
    "end",
)
PLACE_BY_NAME = {name: code for code, name in PLACE_NAMES.items()}
COLOUR_INDEX = {name: c for c, name in enumerate(COLOUR_NAMES)}
NEXT_NAMES = ("defender", "attacker")
BATTLE_PHASES = (PH_ROLL, PH_HIT, PH_STONE, PH_DOUBLE, PH_PLACE, PH_REINFORCE, PH_CONTINUE)
CHOICE_PHASES = (PH_HIT, PH_STONE, PH_DOUBLE)  # a roller's choices after its throw
DICE = ("1", "2", "3", "4", "5", "6")


# -- action ids -----------------------------------------------------------------------------


def action_id(state: NarniaState, action: int) -> str:
    kind, seat, colour, a, n, m, flag = unpack(action)
    name = KIND_NAMES[kind] if kind < len(KIND_NAMES) else f"kind{kind}"
    if kind in (CHARACTER, CAMP):
        what = _char(a) if kind == CHARACTER else _terr(a)
        return f"{seat}:{name}:{COLOUR_NAMES[colour]}:{what}"
    if kind in (PLACE, TARGET):
        return f"{seat}:{name}:{_terr(a)}"
    if kind == TAKE:
        return f"{seat}:take:{_char(a)}"
    if kind == PLAY:
        return f"{seat}:play:{CARDS[a].id if a < len(CARDS) else a}"
    if kind == SEND:
        return f"{seat}:nosend" if flag else f"{seat}:send:{_char(a)}"
    if kind == REINFORCE:
        return f"{seat}:reinforce:none" if flag else f"{seat}:reinforce:{_terr(a)}"
    if kind in (HIT, STONE):
        return f"{seat}:{name}:{ARMY_NAMES[state.hit_colour()][a & 1]}"
    if kind == MOVE:
        tail = f":{_char(state.char_at[2 * state.bt + SIDE[state.colour]])}" if flag else ""
        return f"{seat}:move:{_terr(a)}:{n}:{m}{tail}"
    if kind == DOUBLE:
        return f"{seat}:double:none" if flag else f"{seat}:double:{_char(a)}"
    return f"{seat}:{name}"


def _terr(t: int) -> str:
    return IDS[t] if 0 <= t < COUNT else f"territory{t}"


def _char(c: int) -> str:
    return CHAR_IDS[c] if 0 <= c < len(CHAR_IDS) else f"character{c}"


# -- writing --------------------------------------------------------------------------------


def _pair(values: list[int], i: int) -> str:
    """``values[i]+values[i + 1]``: armies+elites."""
    return f"{values[i]}+{values[i + 1]}"


def _named(names: tuple[str, ...], items: list[int]) -> str:
    return join(names[i] for i in items)


def _cards(cards: list[int]) -> str:
    return join(CARDS[c].id for c in cards)


def _optional(names: tuple[str, ...], i: int) -> str:
    return names[i] if i >= 0 else "-"


def write_notation(state: NarniaState) -> str:
    fields = [
        *_write_config(state),
        *_write_pieces(state),
        *_write_decks(state),
        *_write_turn(state),
    ]
    if state.phase == PH_OVER:
        fields.append(("end", END_NAMES[state.end]))
    fields.append(("rng", state.rng.state))
    return write_fields(fields)


def _write_config(state: NarniaState) -> list[tuple[str, object]]:
    config = state.config
    return [("players", state.players), *((key, int(config[key])) for key in OPTIONS)]


def _write_pieces(state: NarniaState) -> list[tuple[str, object]]:
    """The board, the characters and each colour's points and armies off the board."""
    colours = state.colours
    owner, armies, captured, stone = state.owner, state.armies, state.captured, state.stone
    board = ",".join(
        f"{IDS[t]}:{COLOUR_NAMES[owner[t]]}:{_pair(armies, 2 * t)}"
        + (":camp" if state.camp[t] else "")
        for t in range(COUNT)
    )
    holder, place = state.char_holder, state.char_place
    characters = ",".join(
        f"{CHAR_IDS[c]}:{_optional(COLOUR_NAMES, holder[c])}:{_place(place[c])}"
        + (":stone" if state.char_stone[c] else "")
        for c in range(12)
    )
    return [
        ("board", board),
        ("characters", characters),
        ("points", ",".join(f"{COLOUR_NAMES[c]}:{state.points[c]}" for c in colours)),
        ("supply", ",".join(f"{COLOUR_NAMES[c]}:{_pair(state.supply, 2 * c)}" for c in colours)),
        (
            "captured",
            join(
                f"{COLOUR_NAMES[h]}:{COLOUR_NAMES[v]}:{_pair(captured, 8 * h + 2 * v)}"
                for h in colours
                for v in colours
                if captured[8 * h + 2 * v] or captured[8 * h + 2 * v + 1]
            ),
        ),
        (
            "stone",
            join(
                f"{COLOUR_NAMES[c]}:{_pair(stone, 2 * c)}"
                for c in colours
                if stone[2 * c] or stone[2 * c + 1]
            ),
        ),
    ]


def _place(place: int) -> str:
    return IDS[place] if place >= 0 else PLACE_NAMES[place]


def _write_decks(state: NarniaState) -> list[tuple[str, object]]:
    """The kept cards, the decks (top first) and their discards, the markers."""
    kept = join(
        f"{COLOUR_NAMES[c]}:" + "+".join(CARDS[k].id for k in state.kept[c])
        for c in state.colours
        if state.kept[c]
    )
    return [
        ("kept", kept),
        ("narnia", _cards(state.narnia[::-1])),
        ("narnia_discard", _cards(state.narnia_discard)),
        ("territory_deck", _named(IDS, state.tdeck[::-1])),
        ("territory_discard", _named(IDS, state.tdiscard)),
        ("markers", _named(COLOUR_NAMES, state.markers[::-1])),
        ("flipped", _named(COLOUR_NAMES, state.flipped)),
    ]


def _write_turn(state: NarniaState) -> list[tuple[str, object]]:
    """Whose turn, the phase, the battle and this turn's card effects."""
    pending = "-"
    if state.pend_by >= 0:
        pending = f"{COLOUR_NAMES[state.pend_by]}:{state.pend_hits}:{state.pend_stones}"
    return [
        ("turn", _optional(COLOUR_NAMES, state.colour)),
        ("phase", PHASE_NAMES[state.phase]),
        ("queue", _named(COLOUR_NAMES, state.queue)),
        ("battle", _optional(IDS, state.bt)),
        ("from", _optional(IDS, state.bfrom)),
        ("water", int(state.bwater)),
        ("next", NEXT_NAMES[state.bnext]),
        ("att", _pair(state.att, 0)),
        ("last", f"{join(state.last_att, '+')}/{join(state.last_def, '+')}"),
        ("pending", pending),
        ("double", int(state.pend_double)),
        ("rolls", join((join(r, "+") for r in state.rolls), "/")),
        ("rerolls", state.rerolls),
        ("ambush", state.ambush),
        ("fog", int(state.fog)),
        ("shield", state.shield),
        ("extra", state.extra),
        ("sent", int(state.sent)),
        ("fresh", int(state.fresh)),
        ("card", CARDS[state.card].id if state.card >= 0 else "-"),
        ("pending_armies", state.pend_armies),
    ]


# -- reading --------------------------------------------------------------------------------


class _Reader:
    """The fields of a position and the state read from them, with the game's readers of
    values (each error names the field)."""

    def __init__(self, game: Game[NarniaState], text: str) -> None:
        self.f = f = Fields(text, game=GAME_NAME, keys=KEYS)
        config = {"players": f.number("players", 2, 2, 4)}
        config |= {key: f.flag(key) for key in OPTIONS}
        self.rng = f.seed_rng()
        self.state = blank_state(game, game.check_config(config), self.rng)
        self.colours = self.state.colours
        self.used: set[int] = set()  # the Narnia cards read so far

    def error(self, message: str) -> InvalidConfig:
        return self.f.error(message)

    def colour(self, key: str, name: str) -> int:
        c = COLOUR_INDEX.get(name, -1)
        if c not in self.colours:
            raise self.error(f"{key}: no colour {name!r} in play")
        return c

    def colours_of(self, key: str) -> list[int]:
        return [self.colour(key, name) for name in self.f.items(key)]

    def territory(self, key: str, name: str) -> int:
        t = ID_INDEX.get(name)
        if t is None:
            raise self.error(f"{key}: no territory {name!r}")
        return t

    def text(self, key: str, default: str = "-") -> str:
        """The value, ``default`` when it is left out or empty."""
        return self.f.text(key, default) or default

    def optional_territory(self, key: str) -> int:
        name = self.text(key)
        return -1 if name == "-" else self.territory(key, name)

    def pair(self, key: str, text: str) -> tuple[int, int]:
        """``armies+elites``."""
        a, sep, b = text.partition("+")
        if not sep or not a.isdigit() or not b.isdigit() or len(a) > 3 or len(b) > 3:
            raise self.error(f"{key}: {text!r} is not armies+elites")
        return int(a), int(b)

    def colour_pair(self, key: str, item: str) -> tuple[int, tuple[int, int]]:
        """``colour:armies+elites``."""
        name, sep, pair = item.partition(":")
        if not sep:
            raise self.error(f"{key}: {item!r} is not colour:armies+elites")
        return self.colour(key, name), self.pair(key, pair)

    def dice(self, key: str, text: str) -> list[int]:
        """Dice ``1``-``6`` joined by ``+`` (``-``: none)."""
        if text == "-":
            return []
        values = text.split("+")
        if any(v not in DICE for v in values) or len(values) > 8:
            raise self.error(f"{key}: {text!r} is not dice 1-6 joined by +")
        return [int(v) for v in values]

    def card(self, key: str, slug: str) -> int:
        """The first copy of the card ``slug`` not read yet."""
        for i, c in enumerate(CARDS):
            if c.id == slug and i not in self.used:
                self.used.add(i)
                return i
        raise self.error(f"{key}: no card {slug!r} left (cards: see cards.py)")


def read_notation(game: Game[NarniaState], text: str) -> NarniaState:
    try:
        r = _Reader(game, text)
        _read_board(r)
        _read_characters(r)
        _read_scores(r)
        _read_turn(r)
        _read_battle(r)
        _check_characters_stand(r)
        _check_battle(r)
        _check_choices(r)
        _read_cards(r)
        _read_decks(r)
        _read_supply(r)
        _read_end(r)
    except (ValueError, IndexError, KeyError, TypeError) as error:
        raise InvalidConfig(f"bad {GAME_NAME} notation: {error} (in {text!r})") from None
    r.f.restore_rng(r.rng)
    return r.state


def _read_board(r: _Reader) -> None:
    """``rest`` and ``board``: every territory's owner and armies, the camps."""
    state = r.state
    rest_colour, rest_armies = 0, (2, 0)
    if "rest" in r.f:
        rest_colour, rest_armies = r.colour_pair("rest", r.f.text("rest", ""))
    state.owner = [rest_colour] * COUNT
    state.armies = list(rest_armies) * COUNT
    seen: set[int] = set()
    for item in r.f.items("board"):
        parts = item.split(":")
        if len(parts) not in (3, 4) or (len(parts) == 4 and parts[3] != "camp"):
            raise r.error(f"board: {item!r} is not territory:colour:armies+elites[:camp]")
        t = r.territory("board", parts[0])
        if t in seen:
            raise r.error(f"board: {parts[0]} given twice")
        seen.add(t)
        state.owner[t] = r.colour("board", parts[1])
        state.armies[2 * t], state.armies[2 * t + 1] = r.pair("board", parts[2])
        state.camp[t] = len(parts) == 4
    for t in range(COUNT):
        if state.armies[2 * t] + state.armies[2 * t + 1] == 0:
            raise r.error(f"board: {IDS[t]} has no army")


def _read_characters(r: _Reader) -> None:
    """``characters``: the holder, place and stone of those listed (the others stay where
    setup puts them); one character of a side on a territory at most."""
    state = r.state
    seen: set[int] = set()
    for item in r.f.items("characters"):
        parts = item.split(":")
        if len(parts) not in (3, 4) or (len(parts) == 4 and parts[3] != "stone"):
            raise r.error(f"characters: {item!r} is not id:holder:place[:stone]")
        c = CHAR_INDEX.get(parts[0])
        if c is None:
            raise r.error(f"characters: no character {parts[0]!r}")
        if c in seen:
            raise r.error(f"characters: {parts[0]} given twice")
        seen.add(c)
        holder = -1 if parts[1] == "-" else r.colour("characters", parts[1])
        if holder >= 0 and SIDE[holder] != CHARACTERS[c].side:
            raise r.error(f"characters: {parts[0]} is not on {parts[1]}'s side")
        place = PLACE_BY_NAME.get(parts[2])
        if place is None:
            place = r.territory("characters", parts[2])
        if (place == ON_CARD or place >= 0) and holder < 0:
            raise r.error(f"characters: {parts[0]} on a card or the board needs a holder")
        state.char_holder[c] = holder
        state.char_place[c] = place
        state.char_stone[c] = len(parts) == 4
    state._derive()
    for c in range(12):
        t = state.char_place[c]
        if t >= 0 and state.char_at[2 * t + CHARACTERS[c].side] != c:
            raise r.error("characters: two characters of one side on a territory")


def _read_scores(r: _Reader) -> None:
    """``points``, ``captured`` (sets below 5 / 3: complete ones are traded) and
    ``stone`` (the armies in the Courtyard)."""
    state = r.state
    for item in r.f.items("points"):
        name, sep, value = item.partition(":")
        if not sep or not value.isdigit() or len(value) > 6:
            raise r.error(f"points: {item!r} is not colour:n")
        state.points[r.colour("points", name)] = int(value)
    for item in r.f.items("captured"):
        parts = item.split(":")
        if len(parts) != 3:
            raise r.error(f"captured: {item!r} is not holder:victim:armies+elites")
        h = r.colour("captured", parts[0])
        v = r.colour("captured", parts[1])
        if SIDE[h] == SIDE[v]:
            raise r.error("captured: armies are captured from the other side only")
        a, e = r.pair("captured", parts[2])
        if a >= 5 or e >= 3:
            raise r.error("captured: complete sets are traded at once")
        state.captured[8 * h + 2 * v] = a
        state.captured[8 * h + 2 * v + 1] = e
    for item in r.f.items("stone"):
        c, (a, e) = r.colour_pair("stone", item)
        state.stone[2 * c], state.stone[2 * c + 1] = a, e


def _read_turn(r: _Reader) -> None:
    """``phase``, ``turn`` and ``queue`` (setup picks)."""
    state, f = r.state, r.f
    default = "roll" if r.text("battle") != "-" else "draw"
    state.phase = phase = f.index("phase", PHASE_NAMES, default)
    turn = r.text("turn", "witch")
    state.colour = -1 if turn == "-" else r.colour("turn", turn)
    if state.colour < 0 and phase != PH_OVER:
        raise r.error("turn: a colour, unless the game is over")
    state.queue = r.colours_of("queue")
    if phase == PH_CHARACTER and (
        SIDE[state.colour] == 0 or any(SIDE[c] == 0 for c in state.queue)
    ):
        raise r.error("turn/queue: only Aslan colours pick characters")
    setup = phase in (PH_CHARACTER, PH_CAMP)
    if not setup and state.queue:
        raise r.error("queue: only during setup")
    state.turn_seat = -1 if setup or state.colour < 0 else state.colour_seat[state.colour]


def _read_battle(r: _Reader) -> None:
    """The battle (``battle``, ``from``, ``water``, ``next``, ``att``, ``last``,
    ``pending``, ``rolls``) and this turn's card effects."""
    state, f = r.state, r.f
    state.bt = r.optional_territory("battle")
    state.bfrom = r.optional_territory("from")
    state.bwater = f.flag("water")
    next_name = r.text("next", "defender")
    if next_name not in NEXT_NAMES:
        raise r.error("next: defender or attacker")
    state.bnext = NEXT_NAMES.index(next_name)
    if r.text("att") != "-":
        state.att = list(r.pair("att", r.text("att")))
    la, sep, ld = r.text("last", "-/-").partition("/")
    if not sep:
        raise r.error("last: attacker dice/defender dice")
    state.last_att = tuple(r.dice("last", la))
    state.last_def = tuple(r.dice("last", ld))
    pending = r.text("pending")
    if pending != "-":
        parts = pending.split(":")
        if len(parts) != 3:
            raise r.error("pending: colour:hits:stones")
        state.pend_by = r.colour("pending", parts[0])
        state.pend_hits = f.parse_number(parts[1], "pending hits", 0, 99)
        state.pend_stones = f.parse_number(parts[2], "pending stones", 0, 99)
    state.pend_double = f.flag("double")
    state.rolls = [r.dice("rolls", throw) for throw in f.items("rolls", "/")]
    state.rerolls = f.number("rerolls", 0, 0, 9)
    state.ambush = f.number("ambush", 0, 0, 9)
    state.fog = f.flag("fog")
    state.shield = f.number("shield", 0, 0, 9)
    state.extra = f.number("extra", 0, 0, 20)
    state.sent = f.flag("sent")
    state.fresh = f.flag("fresh")
    state.pend_armies = f.number("pending_armies", 0, 0, 9)


def _check_characters_stand(r: _Reader) -> None:
    """A character on the board stands on its holder's territory, or on the battle
    territory with the attacker during the battle."""
    state = r.state
    for c in range(12):
        t = state.char_place[c]
        holder = state.char_holder[c]
        attacking = (
            t == state.bt
            and holder == state.colour
            and state.phase in (PH_ROLL, *CHOICE_PHASES, PH_REINFORCE)
        )
        if t >= 0 and state.owner[t] != holder and not attacking:
            raise r.error(f"characters: {CHAR_IDS[c]} stands on a territory not its holder's")


def _check_battle(r: _Reader) -> None:
    """The battle territory, the attacker's armies and the pending hits fit the phase."""
    state = r.state
    phase, active, bt = state.phase, state.colour, state.bt
    name = PHASE_NAMES[phase]
    ongoing = bt >= 0 and phase not in (PH_CONTINUE, PH_OVER)
    if ongoing and (active < 0 or SIDE[state.owner[bt]] == SIDE[active]):
        raise r.error("battle: the battle territory must be the enemy's")
    if phase in BATTLE_PHASES and bt < 0:
        raise r.error(f"battle: phase {name} needs a battle territory")
    if phase == PH_CONTINUE and state.owner[bt] != active:
        raise r.error("battle: in phase continue the attacker holds the battle territory")
    if phase in (PH_ROLL, *CHOICE_PHASES) and state.att[0] + state.att[1] == 0:
        raise r.error("att: the attacker needs armies in the battle")
    if phase == PH_REINFORCE and state.att[0] + state.att[1] == 0:
        raise r.error("att: nothing placed to reinforce with")
    if phase not in CHOICE_PHASES:
        if state.pend_by >= 0 or state.pend_double:
            raise r.error("pending: only in phases hit, stone and double")
        return
    if state.pend_by not in (active, state.owner[bt]):
        raise r.error("pending: the roller is the attacker or the defender")
    if state.pend_double and state.double_target() < 0:
        raise r.error("double: no enemy character on the battle territory")
    if phase == PH_DOUBLE:
        if state.pend_hits or state.pend_stones or not state.pend_double:
            raise r.error("pending: phase double comes after the hits and stones, with double=1")
        return
    if (state.pend_hits if phase == PH_HIT else state.pend_stones) == 0:
        raise r.error(f"pending: nothing to assign in phase {name}")
    store = state.armies[2 * bt : 2 * bt + 2] if state.pend_by == active else state.att
    if not (store[0] and store[1]):
        raise r.error("pending: a choice needs both kinds of armies there")
    if phase == PH_STONE and state.pend_hits:
        raise r.error("pending: hits are assigned before stones")


def _check_choices(r: _Reader) -> None:
    """A phase that asks for a choice has something to choose."""
    state = r.state
    phase, active = state.phase, state.colour
    places, holders = state.char_place, state.char_holder
    if phase == PH_CARD_PLACE and (active not in state.owner or state.pend_armies == 0):
        raise r.error("pending_armies: armies to place on a territory of the colour")
    if phase == PH_CAMP and active not in state.owner:
        raise r.error("turn: the colour picking a camp has no territory")
    if phase == PH_CHARACTER and not any(
        holders[c] < 0 and places[c] in (WARDROBE, PAVILION)
        for c in range(12)
        if CHARACTERS[c].choosable
    ):
        raise r.error("characters: none left to pick")
    if phase == PH_CARD_TAKE and not any(
        places[c] == WARDROBE and holders[c] < 0 for c in range(12)
    ):
        raise r.error("characters: none in the Wardrobe to take")
    if phase == PH_TARGET and all(SIDE[o] == SIDE[active] for o in state.owner):
        raise r.error("board: no enemy territory to target")
    if phase == PH_REINFORCE and not any(
        state.camp[t] and state.owner[t] == active for t in range(COUNT)
    ):
        raise r.error("board: no camp of the colour to reinforce")


def _read_cards(r: _Reader) -> None:
    """``kept``, ``narnia_discard``, ``card`` and the Narnia deck (by default the cards
    not read elsewhere, stacked as the rules say)."""
    state, f = r.state, r.f
    for item in f.items("kept"):
        name, sep, slugs = item.partition(":")
        if not sep:
            raise r.error(f"kept: {item!r} is not colour:card+card")
        c = r.colour("kept", name)
        for slug in slugs.split("+"):
            k = r.card("kept", slug)
            if not CARDS[k].keep:
                raise r.error(f"kept: {slug} is played at once, never kept")
            state.kept[c].append(k)
    state.narnia_discard = [r.card("narnia_discard", s) for s in f.items("narnia_discard")]
    card_name = r.text("card")
    if card_name != "-":
        found = [k for k in state.narnia_discard if CARDS[k].id == card_name]
        if not found:
            raise r.error("card: the card being resolved must be in narnia_discard")
        state.card = found[-1]
    if "narnia" in f:
        state.narnia = [r.card("narnia", s) for s in f.items("narnia")][::-1]
    else:
        state.narnia = stacked_narnia(r.rng, [i for i in range(len(CARDS)) if i not in r.used])
    if FINAL not in state.narnia and state.phase != PH_OVER:
        raise r.error("narnia: the final card must still be in the deck")
    if state.card >= 0 and state.card in state.narnia:
        raise r.error("card: the card being resolved is not in the deck")


def _read_decks(r: _Reader) -> None:
    """The territory deck and its discards, the face-down and flipped markers (by default
    the cards and markers not given, shuffled)."""
    state, f = r.state, r.f
    tdiscard = [r.territory("territory_discard", n) for n in f.items("territory_discard")]
    if "territory_deck" in f:
        tdeck = [r.territory("territory_deck", n) for n in f.items("territory_deck")][::-1]
    else:
        tdeck = [t for t in range(COUNT) if t not in tdiscard]
        r.rng.shuffle(tdeck)
    if sorted(tdeck + tdiscard) != list(range(COUNT)):
        raise r.error("territory_deck: with the discards, each territory card once")
    state.tdeck, state.tdiscard = tdeck, tdiscard
    flipped = r.colours_of("flipped")
    every = full_markers(state.players)
    if "markers" in f:
        markers = r.colours_of("markers")[::-1]
    else:
        markers = every[:]
        for c in flipped:
            if c in markers:
                markers.remove(c)
        r.rng.shuffle(markers)
    if sorted(markers + flipped) != sorted(every):
        raise r.error("markers: with the flipped ones, the 11 markers of the game")
    state.markers, state.flipped = markers, flipped


def _read_supply(r: _Reader) -> None:
    """``supply``; by default each colour's full supply less its armies elsewhere."""
    state = r.state
    given = dict(r.colour_pair("supply", item) for item in r.f.items("supply"))
    for c in r.colours:
        a, e = given[c] if c in given else _supply_left(state, c)
        if a < 0 or e < 0:
            raise r.error(f"supply: more {COLOUR_NAMES[c]} armies in play than it has")
        state.supply[2 * c], state.supply[2 * c + 1] = a, e


def _supply_left(state: NarniaState, c: int) -> tuple[int, int]:
    """The full supply of colour ``c`` less its armies on the board, captured, in the
    Courtyard and in the battle."""
    a, e = FULL_SUPPLY[c]
    for t in range(COUNT):
        if state.owner[t] == c:
            a -= state.armies[2 * t]
            e -= state.armies[2 * t + 1]
    for h in state.colours:
        a -= state.captured[8 * h + 2 * c]
        e -= state.captured[8 * h + 2 * c + 1]
    a -= state.stone[2 * c]
    e -= state.stone[2 * c + 1]
    if c == state.colour and state.bt >= 0:
        a -= state.att[0]
        e -= state.att[1]
    return a, e


def _read_end(r: _Reader) -> None:
    """``fresh`` needs a kept card; ``end`` comes with (and only with) phase ``over``."""
    state = r.state
    active = state.colour
    if state.fresh and (active < 0 or not state.kept[active]):
        raise r.error("fresh: the colour whose turn it is has no kept card")
    if state.phase == PH_OVER:
        state.end = r.f.index("end", END_NAMES[1:], "-") + 1
        state.bt = -1
        state.pend_by = -1
    elif "end" in r.f:
        raise r.error("end: only with phase over")
