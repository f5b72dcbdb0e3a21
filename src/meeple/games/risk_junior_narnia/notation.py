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
                        place, reinforce, roll, hit, stone, continue, over (default:
                        ``roll`` with a battle, else ``draw``).
``queue``               setup: the colours still to pick after ``turn``.
``battle``              the battle territory; ``from`` where the attack came from;
                        ``water`` 1 if it crossed water; ``next`` defender or attacker;
                        ``att`` the attacker's armies+elites there.
``last``                ``attacker dice/defender dice`` last rolled (``5+4+3/3+5``).
``pending``             ``colour:hits:stones`` still to assign (phases hit and stone).
``rolls``               fixed dice for the next throws, ``/`` between throws; extra values
                        in a throw serve its reroll.
``dice_mod``, ``fog``, ``shield``, ``extra``, ``sent``   this turn's card effects.
``fresh``               1: the turn colour's last kept card was drawn this turn (it may
                        be played on a later turn only).
``card``                the Narnia card being resolved; ``pending_armies`` its armies.
``end``                 final, witch or aslan (with ``phase=over``).
``seed`` / ``rng``      the random stream: a seed, or the raw generator state.

Action ids: see actions.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine import InvalidConfig, Rng
from meeple.games.risk_junior_narnia.actions import (
    CAMP,
    CHARACTER,
    FLAG,
    HIT,
    MOVE,
    PLACE,
    PLAY,
    REINFORCE,
    SEND,
    STONE,
    TAKE,
    TARGET,
)
from meeple.games.risk_junior_narnia.actions import (
    KIND_NAMES as ACTION_NAMES,
)
from meeple.games.risk_junior_narnia.board import COUNT, ID_INDEX, IDS
from meeple.games.risk_junior_narnia.cards import CARDS, FINAL, ORDINARY
from meeple.games.risk_junior_narnia.characters import CHAR_IDS, CHAR_INDEX, CHARACTERS
from meeple.games.risk_junior_narnia.rules import (
    COLOUR_NAMES,
    COURTYARD,
    END_NAMES,
    FULL_SUPPLY,
    KIND_NAMES,
    ON_CARD,
    PAVILION,
    PH_CAMP,
    PH_CARD_PLACE,
    PH_CARD_TAKE,
    PH_CHARACTER,
    PH_CONTINUE,
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
    rebuild_char_at,
)

if TYPE_CHECKING:
    from meeple.engine import Game

KEYS = (
    "players",
    "hidden_cards",
    "camp_reinforcement",
    "woods",
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
    "rolls",
    "dice_mod",
    "fog",
    "shield",
    "extra",
    "sent",
    "fresh",
    "card",
    "pending_armies",
    "end",
    "seed",
    "rng",
)
PLACE_BY_NAME = {name: code for code, name in PLACE_NAMES.items()}


def action_id(state: NarniaState, action: int) -> str:
    kind = action & 15
    seat = (action >> 4) & 3
    colour = (action >> 6) & 3
    a = (action >> 8) & 63
    name = ACTION_NAMES[kind] if kind < len(ACTION_NAMES) else f"kind{kind}"
    if kind == CHARACTER:
        return f"{seat}:character:{COLOUR_NAMES[colour]}:{_char(a)}"
    if kind == CAMP:
        return f"{seat}:camp:{COLOUR_NAMES[colour]}:{_terr(a)}"
    if kind in (PLACE, TARGET):
        return f"{seat}:{name}:{_terr(a)}"
    if kind == TAKE:
        return f"{seat}:take:{_char(a)}"
    if kind == PLAY:
        return f"{seat}:play:{CARDS[a].id if a < len(CARDS) else a}"
    if kind == SEND:
        return f"{seat}:nosend" if action & FLAG else f"{seat}:send:{_char(a)}"
    if kind == REINFORCE:
        return f"{seat}:reinforce:none" if action & FLAG else f"{seat}:reinforce:{_terr(a)}"
    if kind in (HIT, STONE):
        colour = state.owner[state.bt] if state.pend_by == state.colour else state.colour
        if state.bt < 0 or state.pend_by < 0:
            colour = 0
        return f"{seat}:{name}:{KIND_NAMES[colour][a & 1]}"
    if kind == MOVE:
        n = (action >> 14) & 63
        m = (action >> 20) & 31
        tail = (
            f":{_char(state.char_at[2 * state.bt + SIDE[state.colour]])}" if action & FLAG else ""
        )
        return f"{seat}:move:{_terr(a)}:{n}:{m}{tail}"
    return f"{seat}:{name}"


def _terr(t: int) -> str:
    return IDS[t] if 0 <= t < COUNT else f"territory{t}"


def _char(c: int) -> str:
    return CHAR_IDS[c] if 0 <= c < len(CHAR_IDS) else f"character{c}"


# -- writing --------------------------------------------------------------------------------


def _holder(colour: int) -> str:
    return COLOUR_NAMES[colour] if colour >= 0 else "-"


def _place(place: int) -> str:
    return IDS[place] if place >= 0 else PLACE_NAMES[place]


def _pair(a: int, b: int) -> str:
    return f"{a}+{b}"


def _cards(cards: list[int]) -> str:
    return ",".join(CARDS[c].id for c in cards) or "-"


def write_notation(state: NarniaState) -> str:
    config = state.config
    colours = state.colours
    owner = state.owner
    armies = state.armies
    fields = [
        f"players={state.players}",
        f"hidden_cards={int(config['hidden_cards'])}",
        f"camp_reinforcement={int(config['camp_reinforcement'])}",
        f"woods={int(config['woods'])}",
        "board="
        + ",".join(
            f"{IDS[t]}:{COLOUR_NAMES[owner[t]]}:{_pair(armies[2 * t], armies[2 * t + 1])}"
            + (":camp" if state.camp[t] else "")
            for t in range(COUNT)
        ),
        "characters="
        + ",".join(
            f"{CHAR_IDS[c]}:{_holder(state.char_holder[c])}:{_place(state.char_place[c])}"
            + (":stone" if state.char_stone[c] else "")
            for c in range(12)
        ),
        "points=" + ",".join(f"{COLOUR_NAMES[c]}:{state.points[c]}" for c in colours),
        "supply="
        + ",".join(
            f"{COLOUR_NAMES[c]}:{_pair(state.supply[2 * c], state.supply[2 * c + 1])}"
            for c in colours
        ),
        "captured="
        + (
            ",".join(
                f"{COLOUR_NAMES[h]}:{COLOUR_NAMES[v]}:"
                + _pair(state.captured[8 * h + 2 * v], state.captured[8 * h + 2 * v + 1])
                for h in colours
                for v in colours
                if state.captured[8 * h + 2 * v] or state.captured[8 * h + 2 * v + 1]
            )
            or "-"
        ),
        "stone="
        + (
            ",".join(
                f"{COLOUR_NAMES[c]}:{_pair(state.stone[2 * c], state.stone[2 * c + 1])}"
                for c in colours
                if state.stone[2 * c] or state.stone[2 * c + 1]
            )
            or "-"
        ),
        "kept="
        + (
            ",".join(
                f"{COLOUR_NAMES[c]}:" + "+".join(CARDS[k].id for k in state.kept[c])
                for c in colours
                if state.kept[c]
            )
            or "-"
        ),
        "narnia=" + _cards(state.narnia[::-1]),
        "narnia_discard=" + _cards(state.narnia_discard),
        "territory_deck=" + (",".join(IDS[t] for t in reversed(state.tdeck)) or "-"),
        "territory_discard=" + (",".join(IDS[t] for t in state.tdiscard) or "-"),
        "markers=" + (",".join(COLOUR_NAMES[c] for c in reversed(state.markers)) or "-"),
        "flipped=" + (",".join(COLOUR_NAMES[c] for c in state.flipped) or "-"),
        f"turn={COLOUR_NAMES[state.colour] if state.colour >= 0 else '-'}",
        f"phase={PHASE_NAMES[state.phase]}",
        "queue=" + (",".join(COLOUR_NAMES[c] for c in state.queue) or "-"),
        f"battle={IDS[state.bt] if state.bt >= 0 else '-'}",
        f"from={IDS[state.bfrom] if state.bfrom >= 0 else '-'}",
        f"water={int(state.bwater)}",
        f"next={'attacker' if state.bnext else 'defender'}",
        f"att={_pair(state.att[0], state.att[1])}",
        "last="
        + ("+".join(map(str, state.last_att)) or "-")
        + "/"
        + ("+".join(map(str, state.last_def)) or "-"),
        "pending="
        + (
            f"{COLOUR_NAMES[state.pend_by]}:{state.pend_hits}:{state.pend_stones}"
            if state.pend_by >= 0
            else "-"
        ),
        "rolls=" + ("/".join("+".join(map(str, r)) or "-" for r in state.rolls) or "-"),
        f"dice_mod={state.dice_mod}",
        f"fog={int(state.fog)}",
        f"shield={state.shield}",
        f"extra={state.extra}",
        f"sent={int(state.sent)}",
        f"fresh={int(state.fresh)}",
        f"card={CARDS[state.card].id if state.card >= 0 else '-'}",
        f"pending_armies={state.pend_armies}",
    ]
    if state.phase == PH_OVER:
        fields.append(f"end={END_NAMES[state.end]}")
    fields.append(f"rng={state.rng.state}")
    return "; ".join(fields)


# -- reading --------------------------------------------------------------------------------


def read_notation(game: Game, text: str) -> NarniaState:
    try:
        return _read(game, text)
    except InvalidConfig:
        raise
    except (ValueError, IndexError, KeyError, TypeError) as error:
        raise InvalidConfig(f"bad Risk Junior Narnia notation {text!r}: {error}") from None


class _Fields:
    def __init__(self, text: str) -> None:
        self.fields: dict[str, str] = {}
        for part in text.split(";"):
            part = part.strip()
            if not part:
                continue
            key, sep, value = part.partition("=")
            key = key.strip()
            if not sep or key not in KEYS:
                raise InvalidConfig(f"unknown notation field {part!r} (fields: {', '.join(KEYS)})")
            if key in self.fields:
                raise InvalidConfig(f"notation field {key!r} given twice")
            self.fields[key] = value.strip()

    def get(self, key: str) -> str | None:
        return self.fields.get(key)

    def items(self, key: str) -> list[str]:
        value = self.fields.get(key, "-")
        if value in ("-", ""):
            return []
        return [item.strip() for item in value.split(",")]

    def int(self, key: str, default: int, lo: int = 0, hi: int = 1 << 30) -> int:
        value = self.fields.get(key)
        if value is None:
            return default
        try:
            number = int(value)
        except ValueError:
            raise InvalidConfig(f"{key}: {value!r} is not a whole number") from None
        if not lo <= number <= hi:
            raise InvalidConfig(f"{key}: {number} is not from {lo} to {hi}")
        return number

    def flag(self, key: str) -> bool:
        value = self.fields.get(key, "0")
        if value not in ("0", "1"):
            raise InvalidConfig(f"{key}: 0 or 1, not {value!r}")
        return value == "1"


def _colour(key: str, name: str, colours: tuple[int, ...]) -> int:
    if name not in COLOUR_NAMES or COLOUR_NAMES.index(name) not in colours:
        raise InvalidConfig(f"{key}: no colour {name!r} in play")
    return COLOUR_NAMES.index(name)


def _territory(key: str, name: str) -> int:
    t = ID_INDEX.get(name)
    if t is None:
        raise InvalidConfig(f"{key}: no territory {name!r}")
    return t


def _count_pair(key: str, text: str) -> tuple[int, int]:
    a, sep, b = text.partition("+")
    if not sep or not a.isdigit() or not b.isdigit() or len(a) > 3 or len(b) > 3:
        raise InvalidConfig(f"{key}: {text!r} is not armies+elites")
    return int(a), int(b)


def _dice(key: str, text: str) -> list[int]:
    if text == "-":
        return []
    values = text.split("+")
    if any(v not in ("1", "2", "3", "4", "5", "6") for v in values) or len(values) > 8:
        raise InvalidConfig(f"{key}: {text!r} is not dice 1-6 joined by +")
    return [int(v) for v in values]


def _read(game: Game, text: str) -> NarniaState:
    f = _Fields(text)
    players = f.int("players", 2, 2, 4)
    config = game.check_config(
        {
            "players": players,
            "hidden_cards": f.flag("hidden_cards"),
            "camp_reinforcement": f.flag("camp_reinforcement"),
            "woods": f.flag("woods"),
        }
    )
    seed = (
        f.int("rng", 0, 0, (1 << 64) - 1)
        if "rng" in f.fields
        else f.int("seed", 0, 0, (1 << 64) - 1)
    )
    rng = Rng(seed)
    state = blank_state(game, config, rng)
    colours = state.colours

    # The board.
    rest_colour, rest_armies = 0, (2, 0)
    rest = f.get("rest")
    if rest is not None:
        name, sep, pair = rest.partition(":")
        if not sep:
            raise InvalidConfig("rest: colour:armies+elites")
        rest_colour = _colour("rest", name, colours)
        rest_armies = _count_pair("rest", pair)
    state.owner = [rest_colour] * COUNT
    for t in range(COUNT):
        state.armies[2 * t], state.armies[2 * t + 1] = rest_armies
    seen: set[int] = set()
    for item in f.items("board"):
        parts = item.split(":")
        if len(parts) not in (3, 4) or (len(parts) == 4 and parts[3] != "camp"):
            raise InvalidConfig(f"board: {item!r} is not territory:colour:armies+elites[:camp]")
        t = _territory("board", parts[0])
        if t in seen:
            raise InvalidConfig(f"board: {parts[0]} given twice")
        seen.add(t)
        state.owner[t] = _colour("board", parts[1], colours)
        state.armies[2 * t], state.armies[2 * t + 1] = _count_pair("board", parts[2])
        state.camp[t] = len(parts) == 4
    for t in range(COUNT):
        if state.armies[2 * t] + state.armies[2 * t + 1] == 0:
            raise InvalidConfig(f"board: {IDS[t]} has no army")

    # Characters.
    seen = set()
    for item in f.items("characters"):
        parts = item.split(":")
        if len(parts) not in (3, 4) or (len(parts) == 4 and parts[3] != "stone"):
            raise InvalidConfig(f"characters: {item!r} is not id:holder:place[:stone]")
        c = CHAR_INDEX.get(parts[0])
        if c is None:
            raise InvalidConfig(f"characters: no character {parts[0]!r}")
        if c in seen:
            raise InvalidConfig(f"characters: {parts[0]} given twice")
        seen.add(c)
        holder = -1 if parts[1] == "-" else _colour("characters", parts[1], colours)
        if holder >= 0 and SIDE[holder] != CHARACTERS[c].side:
            raise InvalidConfig(f"characters: {parts[0]} is not on {parts[1]}'s side")
        place = PLACE_BY_NAME.get(parts[2])
        if place is None:
            place = _territory("characters", parts[2])
        if (place == ON_CARD or place >= 0) and holder < 0:
            raise InvalidConfig(f"characters: {parts[0]} on a card or the board needs a holder")
        state.char_holder[c] = holder
        state.char_place[c] = place
        state.char_stone[c] = len(parts) == 4
    rebuild_char_at(state)
    for c in range(12):
        t = state.char_place[c]
        if t >= 0 and state.char_at[2 * t + CHARACTERS[c].side] != c:
            raise InvalidConfig("characters: two characters of one side on a territory")

    for item in f.items("points"):
        name, sep, value = item.partition(":")
        if not sep or not value.isdigit() or len(value) > 6:
            raise InvalidConfig(f"points: {item!r} is not colour:n")
        state.points[_colour("points", name, colours)] = int(value)
    for item in f.items("captured"):
        parts = item.split(":")
        if len(parts) != 3:
            raise InvalidConfig(f"captured: {item!r} is not holder:victim:armies+elites")
        h = _colour("captured", parts[0], colours)
        v = _colour("captured", parts[1], colours)
        if SIDE[h] == SIDE[v]:
            raise InvalidConfig("captured: armies are captured from the other side only")
        a, e = _count_pair("captured", parts[2])
        if a >= 5 or e >= 3:
            raise InvalidConfig("captured: complete sets are traded at once")
        state.captured[8 * h + 2 * v] = a
        state.captured[8 * h + 2 * v + 1] = e
    for item in f.items("stone"):
        name, sep, pair = item.partition(":")
        if not sep:
            raise InvalidConfig(f"stone: {item!r} is not colour:armies+elites")
        c = _colour("stone", name, colours)
        state.stone[2 * c], state.stone[2 * c + 1] = _count_pair("stone", pair)

    # The turn and the battle.
    phase_name = f.get("phase")
    battle = f.get("battle") or "-"
    if phase_name is None:
        phase_name = "roll" if battle != "-" else "draw"
    if phase_name not in PHASE_NAMES:
        raise InvalidConfig(f"phase: {phase_name!r} (phases: {', '.join(PHASE_NAMES)})")
    phase = PHASE_NAMES.index(phase_name)
    state.phase = phase
    turn = f.get("turn") or "witch"
    state.colour = -1 if turn == "-" else _colour("turn", turn, colours)
    if state.colour < 0 and phase != PH_OVER:
        raise InvalidConfig("turn: a colour, unless the game is over")
    state.queue = [_colour("queue", name, colours) for name in f.items("queue")]
    if phase == PH_CHARACTER and (
        SIDE[state.colour] == 0 or any(SIDE[c] == 0 for c in state.queue)
    ):
        raise InvalidConfig("turn/queue: only Aslan colours pick characters")
    if phase not in (PH_CHARACTER, PH_CAMP) and state.queue:
        raise InvalidConfig("queue: only during setup")
    setup = phase in (PH_CHARACTER, PH_CAMP)
    state.turn_seat = -1 if setup or state.colour < 0 else state.colour_seat[state.colour]
    state.bt = -1 if battle == "-" else _territory("battle", battle)
    source = f.get("from") or "-"
    state.bfrom = -1 if source == "-" else _territory("from", source)
    state.bwater = f.flag("water")
    nxt = f.get("next") or "defender"
    if nxt not in ("defender", "attacker"):
        raise InvalidConfig("next: defender or attacker")
    state.bnext = 1 if nxt == "attacker" else 0
    att = f.get("att")
    state.att = list(_count_pair("att", att)) if att else [0, 0]
    last = f.get("last") or "-/-"
    la, sep, ld = last.partition("/")
    if not sep:
        raise InvalidConfig("last: attacker dice/defender dice")
    state.last_att = tuple(_dice("last", la))
    state.last_def = tuple(_dice("last", ld))
    pending = f.get("pending") or "-"
    if pending != "-":
        parts = pending.split(":")
        if len(parts) != 3 or not parts[1].isdigit() or not parts[2].isdigit():
            raise InvalidConfig("pending: colour:hits:stones")
        state.pend_by = _colour("pending", parts[0], colours)
        state.pend_hits = min(int(parts[1][:3]), 99)
        state.pend_stones = min(int(parts[2][:3]), 99)
    rolls = f.get("rolls") or "-"
    state.rolls = [] if rolls == "-" else [_dice("rolls", r) for r in rolls.split("/")]
    state.dice_mod = _signed(f, "dice_mod")
    state.fog = f.flag("fog")
    state.shield = f.int("shield", 0, 0, 9)
    state.extra = f.int("extra", 0, 0, 20)
    state.sent = f.flag("sent")
    state.fresh = f.flag("fresh")
    state.pend_armies = f.int("pending_armies", 0, 0, 9)

    # Battle consistency.
    active = state.colour
    for c in range(12):
        t = state.char_place[c]
        holder = state.char_holder[c]
        if (
            t >= 0
            and state.owner[t] != holder
            and not (
                t == state.bt
                and holder == active
                and phase in (PH_ROLL, PH_HIT, PH_STONE, PH_REINFORCE)
            )
        ):
            raise InvalidConfig(f"characters: {CHAR_IDS[c]} stands on a territory not its holder's")
    if (
        state.bt >= 0
        and (active < 0 or SIDE[state.owner[state.bt]] == SIDE[active])
        and phase not in (PH_CONTINUE, PH_OVER)
    ):
        raise InvalidConfig("battle: the battle territory must be the enemy's")
    if phase in (PH_ROLL, PH_HIT, PH_STONE, PH_PLACE, PH_REINFORCE, PH_CONTINUE) and state.bt < 0:
        raise InvalidConfig(f"battle: phase {phase_name} needs a battle territory")
    if phase == PH_CONTINUE and state.owner[state.bt] != active:
        raise InvalidConfig("battle: in phase continue the attacker holds the battle territory")
    if phase in (PH_ROLL, PH_HIT, PH_STONE) and state.att[0] + state.att[1] == 0:
        raise InvalidConfig("att: the attacker needs armies in the battle")
    if phase in (PH_REINFORCE,) and state.att[0] + state.att[1] == 0:
        raise InvalidConfig("att: nothing placed to reinforce with")
    if phase in (PH_HIT, PH_STONE):
        if state.pend_by not in (active, state.owner[state.bt]):
            raise InvalidConfig("pending: the roller is the attacker or the defender")
        if (state.pend_hits if phase == PH_HIT else state.pend_stones) == 0:
            raise InvalidConfig(f"pending: nothing to assign in phase {phase_name}")
        attacking = state.pend_by == active
        store = state.armies[2 * state.bt : 2 * state.bt + 2] if attacking else state.att
        if not (store[0] and store[1]):
            raise InvalidConfig("pending: a choice needs both kinds of armies there")
        if phase == PH_STONE and state.pend_hits:
            raise InvalidConfig("pending: hits are assigned before stones")
    elif state.pend_by >= 0:
        raise InvalidConfig("pending: only in phases hit and stone")
    if phase == PH_CARD_PLACE and (active not in state.owner or state.pend_armies == 0):
        raise InvalidConfig("pending_armies: armies to place on a territory of the colour")
    if phase == PH_CAMP and active not in state.owner:
        raise InvalidConfig("turn: the colour picking a camp has no territory")
    if phase == PH_CHARACTER and not any(
        state.char_holder[c] < 0 and state.char_place[c] in (WARDROBE, PAVILION)
        for c in range(12)
        if CHARACTERS[c].choosable
    ):
        raise InvalidConfig("characters: none left to pick")
    if phase == PH_CARD_TAKE and not any(
        state.char_place[c] == WARDROBE and state.char_holder[c] < 0 for c in range(12)
    ):
        raise InvalidConfig("characters: none in the Wardrobe to take")
    if phase == PH_TARGET and all(SIDE[o] == SIDE[active] for o in state.owner):
        raise InvalidConfig("board: no enemy territory to target")
    if phase == PH_REINFORCE and not any(
        state.camp[t] and state.owner[t] == active for t in range(COUNT)
    ):
        raise InvalidConfig("board: no camp of the colour to reinforce")

    # Cards.
    used: set[int] = set()

    def card(key: str, slug: str) -> int:
        for i, c in enumerate(CARDS):
            if c.id == slug and i not in used:
                used.add(i)
                return i
        raise InvalidConfig(f"{key}: no card {slug!r} left (cards: see cards.py)")

    for item in f.items("kept"):
        name, sep, slugs = item.partition(":")
        if not sep:
            raise InvalidConfig(f"kept: {item!r} is not colour:card+card")
        c = _colour("kept", name, colours)
        for slug in slugs.split("+"):
            k = card("kept", slug)
            if not CARDS[k].keep:
                raise InvalidConfig(f"kept: {slug} is played at once, never kept")
            state.kept[c].append(k)
    state.narnia_discard = [card("narnia_discard", s) for s in f.items("narnia_discard")]
    card_name = f.get("card") or "-"
    if card_name != "-":
        found = [k for k in state.narnia_discard if CARDS[k].id == card_name]
        if not found:
            raise InvalidConfig("card: the card being resolved must be in narnia_discard")
        state.card = found[-1]
    if "narnia" in f.fields:
        state.narnia = [card("narnia", s) for s in f.items("narnia")][::-1]
    else:
        left = [i for i in range(len(CARDS)) if i not in used]
        state.narnia = _stack(rng, left)
    if FINAL not in state.narnia and phase != PH_OVER:
        raise InvalidConfig("narnia: the final card must still be in the deck")
    if state.card >= 0 and state.card in state.narnia:
        raise InvalidConfig("card: the card being resolved is not in the deck")

    # Territory cards and markers.
    tdiscard = [_territory("territory_discard", n) for n in f.items("territory_discard")]
    if "territory_deck" in f.fields:
        tdeck = [_territory("territory_deck", n) for n in f.items("territory_deck")][::-1]
    else:
        tdeck = [t for t in range(COUNT) if t not in tdiscard]
        rng.shuffle(tdeck)
    if sorted(tdeck + tdiscard) != list(range(COUNT)):
        raise InvalidConfig("territory_deck: with the discards, each territory card once")
    state.tdeck = tdeck
    state.tdiscard = tdiscard
    flipped = [_colour("flipped", n, colours) for n in f.items("flipped")]
    if "markers" in f.fields:
        markers = [_colour("markers", n, colours) for n in f.items("markers")][::-1]
    else:
        markers = full_markers(players)
        for c in flipped:
            if c in markers:
                markers.remove(c)
        rng.shuffle(markers)
    if sorted(markers + flipped) != sorted(full_markers(players)):
        raise InvalidConfig("markers: with the flipped ones, the 11 markers of the game")
    state.markers = markers
    state.flipped = flipped

    # Supplies.
    supply_given: dict[int, tuple[int, int]] = {}
    for item in f.items("supply"):
        name, sep, pair = item.partition(":")
        if not sep:
            raise InvalidConfig(f"supply: {item!r} is not colour:armies+elites")
        supply_given[_colour("supply", name, colours)] = _count_pair("supply", pair)
    for c in colours:
        if c in supply_given:
            a, e = supply_given[c]
        else:
            a, e = FULL_SUPPLY[c]
            for t in range(COUNT):
                if state.owner[t] == c:
                    a -= state.armies[2 * t]
                    e -= state.armies[2 * t + 1]
            for h in colours:
                a -= state.captured[8 * h + 2 * c]
                e -= state.captured[8 * h + 2 * c + 1]
            a -= state.stone[2 * c]
            e -= state.stone[2 * c + 1]
            if c == active and state.bt >= 0:
                a -= state.att[0]
                e -= state.att[1]
            if a < 0 or e < 0:
                raise InvalidConfig(f"supply: more {COLOUR_NAMES[c]} armies in play than it has")
        state.supply[2 * c] = a
        state.supply[2 * c + 1] = e

    if state.fresh and (active < 0 or not state.kept[active]):
        raise InvalidConfig("fresh: the colour whose turn it is has no kept card")
    end = f.get("end")
    if phase == PH_OVER:
        if end not in ("final", "witch", "aslan"):
            raise InvalidConfig("end: final, witch or aslan, with phase over")
        state.end = END_NAMES.index(end)
        state.bt = -1
        state.pend_by = -1
    elif end is not None:
        raise InvalidConfig("end: only with phase over")
    return state


def _signed(f: _Fields, key: str) -> int:
    value = f.get(key)
    if value is None:
        return 0
    try:
        number = int(value)
    except ValueError:
        raise InvalidConfig(f"{key}: {value!r} is not a whole number") from None
    if not -5 <= number <= 5:
        raise InvalidConfig(f"{key}: from -5 to 5")
    return number


def _stack(rng: Rng, left: list[int]) -> list[int]:
    """The cards ``left`` stacked as the rules say (bottom first)."""
    ordinary = [c for c in left if c < ORDINARY]
    rng.shuffle(ordinary)
    deck: list[int] = []
    at = 0
    for scoring in (FINAL, FINAL - 1, FINAL - 2):
        pile = ordinary[at : at + 8]
        at += 8
        if scoring in left:
            pile.append(scoring)
        rng.shuffle(pile)
        deck += pile
    deck += ordinary[at:]
    return deck


__all__ = ["COURTYARD", "PAVILION", "action_id", "read_notation", "write_notation"]
