"""Pandemic's position notation and action ids.

A position is a list of ``key=value`` fields separated by ``;``, for instance::

    pawns=medic@atlanta,scientist@lagos; hands=paris,airlift/lagos,kinshasa;
    cubes=lagos:y3,cairo:2,paris:b1k1; stations=atlanta,lagos; outbreaks=2; rate=1

Fields (any may be left out but ``pawns``; an unknown field, or one given twice, is
refused). Cards are written by their ids: a City card by its city's id, an Event by its id
(``airlift``...), an Epidemic as ``epidemic``. Piles list the bottom card first, decks the
top card first.

``pawns``      ``role@city`` per seat, in seat order (2 to 4 different roles).
``hands``      per seat, ``/``-separated, each a ``,``-list of cards (``-`` for none).
``stored``     per seat, ``/``-separated, the Event on the Contingency Planner's card (``-``).
``cubes``      ``city:CUBES`` pairs, CUBES a colour letter and a count per colour
               (``b`` blue, ``y`` yellow, ``k`` black, ``r`` red: ``paris:b2k1``), or a bare
               count of the city's own colour (``cairo:2``). The supply is what is left.
``stations``   cities with a research station (default: Atlanta).
``cured`` / ``eradicated``  colours (``blue,red``).
``outbreaks``  the outbreak marker, 0-8; ``rate`` the infection rate marker's space, 0-6.
``pdeck``      the Player deck, top first, ``|`` between its piles (top pile first); each
               pile was shuffled with one Epidemic. Default: every City and Event card not
               elsewhere, shuffled by ``seed``, with the Epidemics still to come shuffled in
               as setup does.
``pdiscard`` / ``premoved``  the Player discard pile, and the Player cards out of the game.
``ideck``      the Infection deck, top first, ``|`` between runs (a reshuffled discard is a
               run of its own); a run in ``[...]`` has a known order (a Forecast put it
               back). Default: every city not elsewhere, one run shuffled by ``seed``.
``idiscard`` / ``iremoved``  the Infection discard pile, and the cards Resilient Population
               removed.
``difficulty`` introductory, standard or heroic; ``edition`` 1 or 2.
``turn``       whose turn (default 0); ``phase`` actions, draw, epidemic, intensify, infect
               or first-player; ``actions`` left; ``flew`` 1 once the Operations Expert has
               made his station flight; ``epidemics`` still to resolve from this draw;
               ``infect`` Infection cards still to turn; ``quiet`` 1 after One Quiet Night.
``pending``    a second choice, ``KIND:SEAT:ARG:SPENDS`` (SPENDS 1 if it costs an action):
               ``arrive:0:paris:1`` (the Operations Expert discarded Paris, lands next),
               ``relocate:0:lagos:1`` (a 7th station for Lagos: which one moves),
               ``keep:0:blue:1`` (which cards a cure keeps), ``order:1:0:0`` (a Forecast);
               ``forecast`` the Forecast's cards still to put back, ``chosen`` the cards
               chosen so far (kept out of the cure, or put back on top).
``result``     ``won``, ``outbreaks``, ``cubes:COLOUR``, ``player-deck`` or
               ``infection-deck``.
``first_player_tie`` / ``short_forecast`` / ``empty_infection_deck``  the options.
``seed`` / ``rng``  the random stream: a seed, or the raw generator state.
"""

from __future__ import annotations

from typing import Any

from meeple.engine import Game, Outcome
from meeple.engine.notation import Fields, join, split, write_fields
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import (
    ACTIONS,
    EMPTY_LOSES,
    EPIDEMIC_NEXT,
    FORECAST_TAKE_ALL,
    INFECTING,
    PHASES,
    TIE_SEAT_ORDER,
    PandemicState,
    blank_state,
    epidemic_piles,
)

GAME_NAME = "Pandemic"
KEYS = (
    "pawns", "hands", "stored", "cubes", "stations", "cured", "eradicated", "outbreaks", "rate",
    "pdeck", "pdiscard", "premoved", "ideck", "idiscard", "iremoved", "difficulty", "edition",
    "turn", "phase", "actions", "flew", "epidemics", "infect", "quiet", "pending", "forecast",
    "chosen", "result", "first_player_tie", "short_forecast", "empty_infection_deck",
)  # fmt: skip
CITY_IDS = tuple(city.id for city in c.CITIES)
COLOUR_LETTERS = "bykr"  # blue, yellow, black (k), red
CURED, ERADICATED = c.CURED, c.ERADICATED
RESULTS = ("won", "outbreaks", "cubes", "player-deck", "infection-deck")
# Option values: (notation key, the config's default, its choices).
OPTIONS = (
    ("first_player_tie", TIE_SEAT_ORDER, ("seat-order", "choice")),
    ("short_forecast", FORECAST_TAKE_ALL, ("take-all", "needs-six")),
    ("empty_infection_deck", EMPTY_LOSES, ("lose", "reshuffle")),
)
PENDING_KINDS = {pa.ARRIVE: "arrive", pa.RELOCATE: "relocate", pa.KEEP: "keep", pa.ORDER: "order"}
PENDING_BY_NAME = {name: kind for kind, name in PENDING_KINDS.items()}

# -- action ids --------------------------------------------------------------------------

# Kinds whose ``a`` is a city, a card, a colour or a seat; the rest name nothing more.
_CITY_KINDS = frozenset({pa.BUILD, pa.GRANT, pa.RESILIENT, pa.ARRIVE, pa.RELOCATE, pa.ORDER})
_CARD_KINDS = frozenset({pa.STATION_FLIGHT, pa.PLAN, pa.DISCARD, pa.KEEP})
_COLOUR_KINDS = frozenset({pa.TREAT, pa.CURE})
_PAWN_KINDS = pa.MOVE_KINDS | {pa.AIRLIFT}


def action_id(state: PandemicState | None, action: int) -> str:
    """The id of ``action``: ``<seat>:<kind>[:<arguments>]``. A move names the pawn only
    when it is not the mover's own (``0:drive:chicago``, ``1:drive:2:chicago``); an Airlift
    always names it (``1:airlift:2:lagos``). No state is needed: the action names all."""
    kind, seat, a, b = pa.unpack(action)
    name = pa.KIND_NAMES[kind]
    if kind in _PAWN_KINDS:
        city = CITY_IDS[a]
        return (
            f"{seat}:{name}:{b}:{city}"
            if kind == pa.AIRLIFT or b != seat
            else (f"{seat}:{name}:{city}")
        )
    if kind in _CITY_KINDS:
        return f"{seat}:{name}:{CITY_IDS[a]}"
    if kind in _CARD_KINDS:
        return f"{seat}:{name}:{c.CARD_IDS[a]}"
    if kind in _COLOUR_KINDS:
        return f"{seat}:{name}:{c.COLOURS[a]}"
    if kind in (pa.GIVE, pa.TAKE):
        return f"{seat}:{name}:{b}:{c.CARD_IDS[a]}"
    if kind == pa.FIRST:
        return f"{seat}:{name}:{a}"
    return f"{seat}:{name}"


# -- writing -----------------------------------------------------------------------------


def _cards(cards: list[int]) -> str:
    return join(c.CARD_IDS[card] for card in cards)


def _cities(cities: list[int]) -> str:
    return join(CITY_IDS[city] for city in cities)


def _cubes(state: PandemicState) -> str:
    pairs = []
    cubes = state.cubes
    for city in range(c.N_CITIES):
        counts = cubes[city * 4 : city * 4 + 4]
        if any(counts):
            text = "".join(f"{COLOUR_LETTERS[k]}{n}" for k, n in enumerate(counts) if n)
            pairs.append(f"{CITY_IDS[city]}:{text}")
    return join(pairs)


def _colours(cures: list[int], side: int) -> str:
    return join(c.COLOURS[colour] for colour, cure in enumerate(cures) if cure == side)


def _player_deck(state: PandemicState) -> str:
    """Top pile first, each pile top card first."""
    piles = [_cards(pile[::-1]) for pile in reversed(state.player_runs())]
    return join(piles, "|")


def _infection_deck(state: PandemicState) -> str:
    runs = []
    for run, known in zip(reversed(state.infection_runs()), reversed(state.iknown), strict=True):
        text = _cities(run[::-1])
        runs.append(f"[{text}]" if known else text)
    return join(runs, "|")


def _pending(state: PandemicState) -> str:
    """``kind:SEAT:ARG:SPENDS``, ARG the discarded card (arrive), the new station's city
    (relocate), the cure's colour (keep) or 0 (order)."""
    assert state.pending is not None
    kind, seat, arg, spends = state.pending
    if kind == pa.ARRIVE:
        text = c.CARD_IDS[arg]
    elif kind == pa.RELOCATE:
        text = CITY_IDS[arg]
    elif kind == pa.KEEP:
        text = c.COLOURS[arg]
    else:
        text = str(arg)
    return f"{PENDING_KINDS[kind]}:{seat}:{text}:{spends}"


def write_notation(state: PandemicState) -> str:
    places = zip(state.roles, state.pos, strict=True)
    pawns = join(f"{c.ROLES[role]}@{CITY_IDS[city]}" for role, city in places)
    config = state.config
    fields: list[tuple[str, object]] = [
        ("pawns", pawns),
        ("hands", "/".join(_cards(hand) for hand in state.hands)),
        ("stored", "/".join(c.CARD_IDS[card] if card >= 0 else "-" for card in state.stored)),
        ("cubes", _cubes(state)),
        ("stations", _cities(state.stations)),
        ("cured", join(c.COLOURS[k] for k, cure in enumerate(state.cures) if cure == CURED)),
        (
            "eradicated",
            join(c.COLOURS[k] for k, cure in enumerate(state.cures) if cure == ERADICATED),
        ),
        ("outbreaks", state.outbreaks),
        ("rate", state.rate),
        ("pdeck", _player_deck(state)),
        ("pdiscard", _cards(state.pdiscard)),
        ("premoved", _cards(state.premoved)),
        ("ideck", _infection_deck(state)),
        ("idiscard", _cities(state.idiscard)),
        ("iremoved", _cities(state.iremoved)),
        ("difficulty", config.get("difficulty", "standard")),
        ("edition", config.get("edition", 2)),
        ("turn", state.current),
        ("phase", PHASES[state.phase]),
        ("actions", state.actions_left),
        ("flew", int(state.flew)),
        ("epidemics", state.epidemics),
        ("infect", state.infect_left),
        ("quiet", int(state.quiet)),
    ]
    if state.pending is not None:
        fields.append(("pending", _pending(state)))
    if state.forecast:
        fields.append(("forecast", _cities(state.forecast)))
    if state.chosen:
        fields.append(("chosen", _cards(state.chosen)))
    if state.result is not None:
        fields.append(("result", _write_result(state.result)))
    for key, default, _ in OPTIONS:
        if config.get(key, default) != default:
            fields.append((key, config[key]))
    fields.append(("rng", state.rng.state))
    return write_fields(fields)


def _write_result(result: Outcome) -> str:
    short = result.reason.removeprefix("pandemic.outcome.")
    colour = result.args.get("colour")
    return f"{short}:{str(colour).rsplit('.', 1)[-1]}" if colour else short


# -- reading -----------------------------------------------------------------------------


def read_notation(game: Game[PandemicState], text: str) -> PandemicState:
    fields = Fields(text, game=GAME_NAME, keys=KEYS, required=("pawns",))
    rng = fields.seed_rng()
    state = blank_state(game, {}, rng)  # the config follows from the fields, below
    _read_pawns(fields, state)
    players = len(state.roles)
    difficulty = fields.choice("difficulty", c.DIFFICULTIES, "standard")
    edition = fields.number("edition", 2, 1, 2)
    config: dict[str, Any] = {
        "players": players,
        "difficulty": difficulty,
        "edition": edition,
        "roles": [c.ROLES[role] for role in state.roles],
    }
    for key, default, choices in OPTIONS:
        config[key] = fields.choice(key, choices, default)
    state.config = game.check_config(config)
    _read_board(fields, state)
    _read_turn(fields, state)
    _read_player_cards(fields, state, c.EPIDEMICS[difficulty])
    _read_infection_cards(fields, state)
    state._derive()
    fields.restore_rng(rng)
    return state


def _city(fields: Fields, text: str) -> int:
    city: int = fields.code(text, c.CITY_BY_ID, "city")
    return city


def _card(fields: Fields, text: str) -> int:
    card: int = fields.code(text, c.CARD_BY_ID, "card")
    return card


def _colour(fields: Fields, text: str) -> int:
    colour: int = fields.code(text, c.COLOURS, "colour")
    return colour


def _read_pawns(fields: Fields, state: PandemicState) -> None:
    """``role@city`` per seat: the roles and where their pawns stand."""
    roles, pos = [], []
    for entry in fields.items("pawns"):
        role, sep, city = entry.partition("@")
        if not sep or role not in c.ROLE_BY_ID:
            raise fields.error(
                f"pawn {entry!r} must be role@city, role one of {', '.join(c.ROLES)}"
            )
        roles.append(c.ROLE_BY_ID[role])
        pos.append(_city(fields, city))
    if not 2 <= len(roles) <= 4 or len(set(roles)) != len(roles):
        raise fields.error("2 to 4 pawns of different roles are needed")
    state.roles = tuple(roles)
    state.pos = pos


def _read_board(fields: Fields, state: PandemicState) -> None:
    """Cubes (and so the supply), stations, cures and the two markers."""
    cubes = [0] * (c.N_CITIES * 4)
    for entry in fields.items("cubes"):
        name, sep, counts = entry.partition(":")
        if not sep:
            raise fields.error(f"cubes {entry!r} must be city:COUNTS, e.g. paris:b2k1 or cairo:2")
        city = _city(fields, name)
        for colour, count in _cube_counts(fields, counts, c.CITY_COLOUR[city]):
            cubes[city * 4 + colour] = count
    supply = [c.CUBES_PER_COLOUR - sum(cubes[colour::4]) for colour in range(4)]
    if min(supply) < 0:
        raise fields.error(f"more than {c.CUBES_PER_COLOUR} cubes of one colour on the board")
    state.cubes, state.supply = cubes, supply
    stations = [_city(fields, name) for name in fields.items("stations", default="atlanta")]
    if len(set(stations)) != len(stations) or len(stations) > c.RESEARCH_STATIONS:
        raise fields.error(f"stations lists at most {c.RESEARCH_STATIONS} different cities")
    state.stations = sorted(stations)
    cures = [c.NOT_CURED] * 4
    for colour in fields.each("cured", lambda name: _colour(fields, name)):
        cures[colour] = c.CURED
    for colour in fields.each("eradicated", lambda name: _colour(fields, name)):
        if any(cubes[colour::4]):
            raise fields.error(f"{c.COLOURS[colour]} is eradicated, yet cubes of it are out")
        cures[colour] = c.ERADICATED
    state.cures = cures
    state.outbreaks = fields.number("outbreaks", 0, 0, c.OUTBREAK_LOSS)
    state.rate = fields.number("rate", 0, 0, len(c.INFECTION_RATES) - 1)


def _cube_counts(fields: Fields, text: str, own: int) -> list[tuple[int, int]]:
    """``b2k1`` -> [(blue, 2), (black, 1)]; a bare ``2`` is the city's own colour."""
    if text.isdigit():
        return [(own, _cube_count(fields, text))]
    found: list[tuple[int, int]] = []
    at = 0
    while at < len(text):
        letter, digits = text[at], text[at + 1 : at + 2]
        if letter not in COLOUR_LETTERS or not digits.isdigit():
            raise fields.error(f"cube counts {text!r}: a colour letter (b y k r) and a count each")
        found.append((COLOUR_LETTERS.index(letter), _cube_count(fields, digits)))
        at += 2
    return found


def _cube_count(fields: Fields, text: str) -> int:
    return fields.parse_number(text, "a city's cubes of one colour", 0, c.MAX_CUBES)


def _read_turn(fields: Fields, state: PandemicState) -> None:
    """Whose turn, its phase and what is left of it; a pending second choice; the result."""
    players = len(state.roles)
    state.current = fields.seat("turn", players)
    state.phase = fields.index("phase", PHASES, PHASES[ACTIONS])
    default_actions = c.ACTIONS_PER_TURN if state.phase == ACTIONS else 0
    state.actions_left = fields.number("actions", default_actions, 0, c.ACTIONS_PER_TURN)
    if state.phase == ACTIONS and state.actions_left == 0 and "pending" not in fields:
        raise fields.error("the actions phase needs at least one action left")
    state.flew = fields.flag("flew")
    epidemics = c.EPIDEMICS_IN_BOX
    state.epidemics = fields.number("epidemics", int(state.phase == EPIDEMIC_NEXT), 0, epidemics)
    rate = c.INFECTION_RATES[state.rate]
    infect = rate if state.phase == INFECTING else 0
    state.infect_left = fields.number("infect", infect, 0, max(c.INFECTION_RATES))
    state.quiet = fields.flag("quiet")
    state.pending = _read_pending(fields, players) if "pending" in fields else None
    state.forecast = fields.each("forecast", lambda name: _city(fields, name))
    state.chosen = fields.each("chosen", lambda name: _card(fields, name))
    state.result = _read_result(fields, fields.text("result")) if "result" in fields else None


def _read_pending(fields: Fields, players: int) -> tuple[int, int, int, int]:
    parts = fields.text("pending").split(":")
    kind = PENDING_BY_NAME.get(parts[0])
    if kind is None or len(parts) != 4:
        raise fields.error(
            "pending must be KIND:SEAT:ARG:SPENDS, KIND arrive, relocate, keep or order"
        )
    seat = fields.parse_number(parts[1], "the pending choice's seat", 0, players - 1)
    if kind == pa.ARRIVE:
        arg = _card(fields, parts[2])
    elif kind == pa.RELOCATE:
        arg = _city(fields, parts[2])
    elif kind == pa.KEEP:
        arg = _colour(fields, parts[2])
    else:
        arg = fields.parse_number(parts[2], "the pending choice's argument", 0, 63)
    return kind, seat, arg, fields.parse_number(parts[3], "the pending choice's SPENDS", 0, 1)


def _read_result(fields: Fields, text: str) -> Outcome:
    reason, _, colour = text.partition(":")
    if reason not in RESULTS:
        raise fields.error(f"result must be one of {', '.join(RESULTS)}")
    if reason == "won":
        return Outcome(reason="pandemic.outcome.won", won=True)
    args: dict[str, Any] = {}
    if reason == "cubes":  # the rules name the colour both ways (its cubes, its disease)
        name = c.COLOURS[_colour(fields, colour)]
        args.update(colour=f"@pandemic.colour.{name}", disease=f"@pandemic.disease.{name}")
    return Outcome(reason=f"pandemic.outcome.{reason}", won=False, args=args)


def _card_list(fields: Fields, key: str) -> list[int]:
    return fields.each(key, lambda name: _card(fields, name))


def _read_player_cards(fields: Fields, state: PandemicState, epidemics: int) -> None:
    """Hands, stored Events, the discard, the cards out of the game and the deck."""
    players = len(state.roles)
    hand_texts = fields.text("hands", "/".join("-" * players)).split("/")
    stored_texts = fields.text("stored", "/".join("-" * players)).split("/")
    if len(hand_texts) != players or len(stored_texts) != players:
        raise fields.error(f"hands and stored list {players} entries, one per pawn")
    state.hands = [sorted(_card(fields, name) for name in split(text)) for text in hand_texts]
    state.stored = []
    for text in stored_texts:
        card = -1 if text.strip() in ("", "-") else _card(fields, text)
        if card >= 0 and card not in c.EVENT_CARDS:
            raise fields.error(f"only an Event can be stored, not {text.strip()!r}")
        state.stored.append(card)
    state.pdiscard = _card_list(fields, "pdiscard")
    state.premoved = _card_list(fields, "premoved")
    if any(card == c.EPIDEMIC for hand in state.hands for card in hand):
        raise fields.error("an Epidemic is resolved at once: it is never in a hand")
    placed = [card for hand in state.hands for card in hand] + state.pdiscard
    placed += [card for card in state.stored if card >= 0] + state.premoved
    if "pdeck" in fields:
        piles = [
            [_card(fields, name) for name in split(pile)][::-1]
            for pile in fields.text("pdeck").split("|")
        ][::-1]
        state.pdeck = [card for pile in piles for card in pile]
        state.pruns = [len(pile) for pile in piles if pile]
    else:
        left = epidemics - state.premoved.count(c.EPIDEMIC) - state.epidemics
        rest = [card for card in range(c.EPIDEMIC) if card not in placed]
        _deal_deck(state, rest, max(left, 0))
    cards = [card for card in placed + state.pdeck if card != c.EPIDEMIC]
    if len(set(cards)) != len(cards):
        twice = next(card for card in cards if cards.count(card) > 1)
        raise fields.error(f"the Player card {c.CARD_IDS[twice]!r} is listed twice")


def _deal_deck(state: PandemicState, rest: list[int], epidemics: int) -> None:
    """The cards left, shuffled, with ``epidemics`` Epidemics shuffled in as setup does."""
    rng = state.rng
    rng.shuffle(rest)
    if not epidemics or not rest:
        state.pdeck = rest + [c.EPIDEMIC] * epidemics
        state.pruns = [len(state.pdeck)] if state.pdeck else []
        return
    sizes = epidemic_piles(len(rest), epidemics)
    deck: list[int] = []
    start = 0
    for size in sizes:
        pile = [*rest[start : start + size], c.EPIDEMIC]
        rng.shuffle(pile)
        deck += pile
        start += size
    state.pdeck = deck
    state.pruns = [size + 1 for size in sizes]


def _read_infection_cards(fields: Fields, state: PandemicState) -> None:
    """The discard pile, the cards removed and the deck's runs (by default: one run of the
    cities left, order unknown)."""
    state.idiscard = fields.each("idiscard", lambda name: _city(fields, name))
    state.iremoved = fields.each("iremoved", lambda name: _city(fields, name))
    if "ideck" in fields:
        runs, known = [], []
        for run in fields.text("ideck").split("|"):
            run = run.strip()
            bracketed = run.startswith("[") and run.endswith("]")
            cities = [_city(fields, name) for name in split(run[1:-1] if bracketed else run)]
            if cities:
                runs.append(cities[::-1])
                known.append(int(bracketed))
        state.ideck = [city for run in runs[::-1] for city in run]
        state.iruns = [len(run) for run in runs[::-1]]
        state.iknown = known[::-1]
    else:
        gone = set(state.idiscard) | set(state.iremoved) | set(state.forecast)
        state.ideck = [city for city in range(c.N_CITIES) if city not in gone]
        state.rng.shuffle(state.ideck)
        state.iruns = [len(state.ideck)] if state.ideck else []
        state.iknown = [0] * len(state.iruns)
    cards = state.ideck + state.idiscard + state.iremoved + state.forecast
    if len(set(cards)) != len(cards):
        twice = next(city for city in cards if cards.count(city) > 1)
        raise fields.error(f"the Infection card {CITY_IDS[twice]!r} is listed twice")
