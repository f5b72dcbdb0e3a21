"""What each seat sees of the world, as a JSON-ready view and as text, and action labels.

Pandemic hides only what lies face down: the order of the Player deck (so where its
Epidemics are) and of the Infection deck's runs, and the seed. Hands are open to the whole
team (the players may tell each other their cards at any time: RULES.md, section 16), and
both discard piles are open. So every seat's view is the same, but for ``seat``.

Of the decks, a view shows what the team can count: the Player deck's piles (how many
cards each holds, and whether its Epidemic is still in it), and the Infection deck's runs
(which cities each holds, in order only for a run a Forecast put back).
"""

from __future__ import annotations

from typing import Any

from meeple.engine import translate
from meeple.engine.i18n import player_name
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import ACTIONS, DRAWING, INFECTING, PHASES, PandemicState

CITY_IDS = tuple(city.id for city in c.CITIES)
CITY_TERMS = tuple(f"@pandemic.city.{city}" for city in CITY_IDS)
CARD_TERMS = (
    *CITY_TERMS,
    *(f"@pandemic.card.{event}" for event in c.EVENTS),
    "@pandemic.card.epidemic",
)
DISEASE_TERMS = tuple(f"@pandemic.disease.{colour}" for colour in c.COLOURS)
COLOUR_TERMS = tuple(f"@pandemic.colour.{colour}" for colour in c.COLOURS)
ROLE_TERMS = tuple(f"@pandemic.role.{role}" for role in c.ROLES)
PENDING_NAMES = {pa.ARRIVE: "arrive", pa.RELOCATE: "relocate", pa.KEEP: "keep", pa.ORDER: "order"}
EVENT_CARDS = frozenset(c.EVENT_CARDS)
EVENT_CARD_OF_KIND = {
    pa.AIRLIFT: c.AIRLIFT,
    pa.GRANT: c.GOVERNMENT_GRANT,
    pa.FORECAST: c.FORECAST,
    pa.QUIET_NIGHT: c.ONE_QUIET_NIGHT,
    pa.RESILIENT: c.RESILIENT_POPULATION,
}


def waiting_for(state: PandemicState) -> str:
    """What the game waits for: ``nothing`` (over), a second choice (``arrive``,
    ``relocate``, ``keep``, ``order``), ``discard`` (a hand over the limit), else the
    phase (``actions``, ``draw``, ``epidemic``, ``intensify``, ``infect``,
    ``first-player``)."""
    if state.result is not None:
        return "nothing"
    if state.pending is not None:
        return PENDING_NAMES[state.pending[0]]
    if state.phase in (ACTIONS, DRAWING, INFECTING) and state.over_limit() >= 0:
        return "discard"
    return PHASES[state.phase]


def _cities(state: PandemicState) -> list[dict[str, Any]]:
    """The 48 cities in index order: cubes of each colour, and a research station."""
    cubes = state.cubes
    stations = set(state.stations)
    return [
        {
            "id": city_id,
            "colour": c.COLOURS[c.CITY_COLOUR[city]],
            "cubes": dict(zip(c.COLOURS, cubes[city * 4 : city * 4 + 4], strict=True)),
            "station": city in stations,
        }
        for city, city_id in enumerate(CITY_IDS)
    ]


def _player_piles(state: PandemicState) -> list[dict[str, Any]]:
    """The Player deck's piles, top first: their sizes and whether each still holds its
    Epidemic (the team can count both; where the Epidemic lies stays hidden)."""
    return [
        {"cards": len(pile), "epidemic": c.EPIDEMIC in pile}
        for pile in reversed(state.player_runs())
    ]


def _infection_runs(state: PandemicState) -> list[dict[str, Any]]:
    """The Infection deck's runs, top first: the cities of each, in order (top first)
    only for a run whose order is known, else sorted."""
    runs = []
    for run, known in zip(reversed(state.infection_runs()), reversed(state.iknown), strict=True):
        cities = (
            [CITY_IDS[city] for city in reversed(run)]
            if known
            else sorted(CITY_IDS[city] for city in run)
        )
        runs.append({"cities": cities, "known": bool(known)})
    return runs


def _known_top(state: PandemicState) -> list[str]:
    """The cities known to lie on top of the Infection deck, top first (a Forecast)."""
    if not state.iknown or not state.iknown[-1]:
        return []
    return [CITY_IDS[city] for city in reversed(state.infection_runs()[-1])]


def _pending(state: PandemicState) -> dict[str, Any] | None:
    if state.pending is None:
        return None
    kind, seat, arg, _ = state.pending
    found: dict[str, Any] = {"kind": PENDING_NAMES[kind], "seat": seat}
    if kind == pa.RELOCATE:
        found["city"] = CITY_IDS[arg]
    elif kind == pa.KEEP:
        found["colour"] = c.COLOURS[arg]
        found["kept"] = [c.CARD_IDS[card] for card in state.chosen]
    elif kind == pa.ORDER:
        found["cards"] = [CITY_IDS[city] for city in state.forecast]
        found["chosen"] = [CITY_IDS[city] for city in state.chosen]
    return found


def view(state: PandemicState, seat: int | None) -> dict[str, Any]:
    config = state.config
    difficulty = config.get("difficulty", "standard")
    drawn = state.premoved.count(c.EPIDEMIC) + state.epidemics
    return {
        "game": "pandemic",
        "seat": seat,
        "players": len(state.roles),
        "difficulty": difficulty,
        "edition": config.get("edition", 2),
        "cities": _cities(state),
        "stations": [CITY_IDS[city] for city in state.stations],
        "stations_left": c.RESEARCH_STATIONS - len(state.stations),
        "pawns": [
            {
                "seat": other,
                "role": c.ROLES[role],
                "city": CITY_IDS[state.pos[other]],
                "stored": c.CARD_IDS[state.stored[other]] if state.stored[other] >= 0 else None,
            }
            for other, role in enumerate(state.roles)
        ],
        "hands": [[c.CARD_IDS[card] for card in hand] for hand in state.hands],
        "hand_limit": c.HAND_LIMIT,
        "player_deck": len(state.pdeck),
        "player_deck_piles": _player_piles(state),
        "player_discard": [c.CARD_IDS[card] for card in state.pdiscard],
        "removed": [c.CARD_IDS[card] for card in state.premoved],
        "infection_deck": len(state.ideck),
        "infection_deck_runs": _infection_runs(state),
        "forecast": _known_top(state),
        "infection_discard": [CITY_IDS[city] for city in state.idiscard],
        "infection_removed": [CITY_IDS[city] for city in state.iremoved],
        "outbreaks": state.outbreaks,
        "outbreak_loss": c.OUTBREAK_LOSS,
        "infection_rate_index": state.rate,
        "infection_rate": c.INFECTION_RATES[state.rate],
        "infection_rate_track": list(c.INFECTION_RATES),
        "epidemics": {
            "drawn": drawn,
            "total": c.EPIDEMICS[difficulty],
            "to_resolve": state.epidemics,
        },
        "cures": {
            colour: c.CURE_STATES[cure] for colour, cure in zip(c.COLOURS, state.cures, strict=True)
        },
        "supply": dict(zip(c.COLOURS, state.supply, strict=True)),
        "quiet_night": state.quiet,
        "turn": {
            "seat": state.current,
            "phase": PHASES[state.phase],
            "actions_left": state.actions_left,
            "station_flight_used": state.flew,
            "infections_left": state.infect_left,
        },
        "pending": _pending(state),
        "to_move": state.to_move(),
        "waiting_for": waiting_for(state),
        "outcome": state.result.to_json() if state.result is not None else None,
    }


# -- action labels -----------------------------------------------------------------------

_MOVE_NAMES = {
    pa.DRIVE: "drive",
    pa.DIRECT: "direct-flight",
    pa.CHARTER: "charter-flight",
    pa.SHUTTLE: "shuttle-flight",
    pa.DISPATCH: "dispatch",
}


def _stored(state: PandemicState, seat: int, kind: int) -> str:
    """``.stored`` when ``seat`` plays the Event from the Contingency Planner's card."""
    card = EVENT_CARD_OF_KIND[kind]
    return ".stored" if card not in state.hands[seat] and state.stored[seat] == card else ""


def action_message(state: PandemicState, action: int) -> tuple[str, dict[str, Any]]:
    kind, seat, a, b = pa.unpack(action)
    name = pa.KIND_NAMES[kind]
    args: dict[str, Any] = {"seat": seat}
    if kind in _MOVE_NAMES:
        args["city"] = CITY_TERMS[a]
        if kind == pa.CHARTER:
            args["card"] = CARD_TERMS[state.pos[b]]
        if b != seat:
            args["other"] = b
            return f"pandemic.action.other.{name}", args
    elif kind in (pa.ARRIVE, pa.BUILD, pa.GRANT, pa.RESILIENT):
        args["city"] = CITY_TERMS[a]
    elif kind == pa.RELOCATE:
        args["city"] = CITY_TERMS[a]
        new = state.pending[2] if state.pending is not None else a
        args["to"] = CITY_TERMS[new]
    elif kind == pa.TREAT:
        args["disease"] = DISEASE_TERMS[a]
        args["count"] = state.cubes[state.pos[seat] * 4 + a]
    elif kind == pa.CURE:
        args["disease"] = DISEASE_TERMS[a]
    elif kind in (pa.GIVE, pa.TAKE):
        args.update(card=CARD_TERMS[a], other=b)
    elif kind in (pa.STATION_FLIGHT, pa.KEEP, pa.PLAN, pa.DISCARD):
        args["card"] = CARD_TERMS[a]
    elif kind == pa.AIRLIFT:
        args.update(city=CITY_TERMS[a], other=b)
    elif kind == pa.ORDER:
        args.update(city=CITY_TERMS[a], position=len(state.chosen) + 1)
    elif kind == pa.PASS:
        args["count"] = state.actions_left
    elif kind == pa.INFECT:
        args["count"] = state.infect_left
    elif kind == pa.FIRST:
        args["other"] = a
    if kind in EVENT_CARD_OF_KIND:
        return f"pandemic.action.{name}{_stored(state, seat, kind)}", args
    return f"pandemic.action.{name}", args


def action_target(state: PandemicState, action: int) -> str | None:
    """The board element a click on it targets (see the package's conventions):
    ``city:<id>``, ``card:<id>``, ``pawn:<seat>``, ``cure:<colour>``, a deck or a pile."""
    kind, seat, a, _ = pa.unpack(action)
    if kind in _CITY_TARGETS:
        return f"city:{CITY_IDS[a]}"
    if kind == pa.TREAT:
        return f"city:{CITY_IDS[state.pos[seat]]}"
    if kind in _CARD_TARGETS:
        return f"card:{c.CARD_IDS[a]}"
    if kind in (pa.FORECAST, pa.QUIET_NIGHT):
        return f"card:{c.CARD_IDS[EVENT_CARD_OF_KIND[kind]]}"
    if kind == pa.CURE:
        return f"cure:{c.COLOURS[a]}"
    if kind == pa.FIRST:
        return f"pawn:{a}"
    return _PILE_TARGETS.get(kind)


_CITY_TARGETS = frozenset({*_MOVE_NAMES, pa.AIRLIFT, pa.ARRIVE, pa.BUILD, pa.GRANT, pa.RELOCATE})
_CARD_TARGETS = frozenset({pa.GIVE, pa.TAKE, pa.DISCARD, pa.STATION_FLIGHT, pa.KEEP})
_PILE_TARGETS = {
    pa.DRAW: "deck:player",
    pa.EPIDEMIC: "deck:player",
    pa.INFECT: "deck:infection",
    pa.ORDER: "deck:infection",
    pa.INTENSIFY: "discard:infection",
    pa.RESILIENT: "discard:infection",
    pa.PLAN: "discard:player",
}

# Actions that discard a City card from the actor's hand, and which card.
_SPENDS_A_CARD = frozenset({pa.DISCARD, pa.DIRECT, pa.STATION_FLIGHT})


def _card_spent(state: PandemicState, action: int) -> int:
    """The City card ``action`` discards from its actor's hand, or -1."""
    kind, seat, a, b = pa.unpack(action)
    if kind in _SPENDS_A_CARD:
        return a if a < c.N_CITIES else -1
    if kind == pa.CHARTER:
        return state.pos[b]
    if kind == pa.BUILD and not c.ROLE_TABLE[state.roles[seat]].builds_without_card:
        return a
    return -1


def confirmation(state: PandemicState, action: int) -> tuple[str, dict[str, Any]] | None:
    """Ask before ending the actions early, before discarding an Event (playing it meets
    the hand limit too), and before throwing away a City card the actor needs for a cure
    not yet found (the hand holds enough of its colour)."""
    kind, seat, a, _ = pa.unpack(action)
    if kind == pa.PASS and state.actions_left > 0:
        return "pandemic.confirm.end-actions", {"count": state.actions_left}
    if kind == pa.DISCARD and a in EVENT_CARDS:  # over the limit, it could be played instead
        return "pandemic.confirm.discard-event", {"card": CARD_TERMS[a]}
    card = _card_spent(state, action)
    if card < 0:
        return None
    colour = c.CITY_COLOUR[card]
    if state.cures[colour] != c.NOT_CURED:
        return None
    need = c.ROLE_TABLE[state.roles[seat]].cure_cards
    held = sum(
        1 for other in state.hands[seat] if other < c.N_CITIES and c.CITY_COLOUR[other] == colour
    )
    if held < need:
        return None
    args = {"card": CARD_TERMS[card], "seat": seat, "need": need, "colour": COLOUR_TERMS[colour]}
    return "pandemic.confirm.cure-card", args


# -- the world as text ---------------------------------------------------------------------

ROLE_MARKS = ("CP", "Di", "Me", "OE", "QS", "Re", "Sc")
_NAME_WIDTH = 18


def _pawn_mark(state: PandemicState, seat: int) -> str:
    return f"{ROLE_MARKS[state.roles[seat]]}{seat + 1}"


def _city_line(state: PandemicState, city: int, t: Any) -> str:
    name = t(f"pandemic.city.{CITY_IDS[city]}")
    station = "[S]" if city in state.stations else "   "
    counts = state.cubes[city * 4 : city * 4 + 4]
    cubes = " ".join(f"{'bykr'[k]}{n}" for k, n in enumerate(counts) if n)
    pawns = " ".join(_pawn_mark(state, s) for s, where in enumerate(state.pos) if where == city)
    links = ", ".join(t(f"pandemic.city.{CITY_IDS[near]}") for near in c.NEIGHBOURS[city])
    return f"  {name[:_NAME_WIDTH]:<{_NAME_WIDTH}} {station} {cubes:<11} {pawns:<11} -> {links}"


def render_text(state: PandemicState, seat: int | None, lang: str = "en") -> str:
    def t(msgid: str, **args: Any) -> str:
        return translate(msgid, lang, args)

    difficulty = state.config.get("difficulty", "standard")
    lines = [
        t(
            "pandemic.text.header",
            difficulty=t(f"pandemic.difficulty.{difficulty}"),
            rate=c.INFECTION_RATES[state.rate],
            epidemics=state.premoved.count(c.EPIDEMIC) + state.epidemics,
            total=c.EPIDEMICS[difficulty],
            outbreaks=state.outbreaks,
            max=c.OUTBREAK_LOSS,
        )
    ]
    cures = [
        f"{t(f'pandemic.colour.{colour}')} ({t(f'pandemic.cure.{c.CURE_STATES[cure]}')})"
        for colour, cure in zip(c.COLOURS, state.cures, strict=True)
    ]
    lines.append(t("pandemic.text.cures") + ", ".join(cures))
    supply = [
        f"{t(f'pandemic.colour.{k}')} {n}" for k, n in zip(c.COLOURS, state.supply, strict=True)
    ]
    lines.append(t("pandemic.text.supply") + ", ".join(supply))
    lines.append(t("pandemic.text.legend"))
    for colour in range(c.N_COLOURS):
        lines.append("")
        lines.append(t(f"pandemic.region.{c.COLOURS[colour]}"))
        lines += [_city_line(state, city, t) for city in c.CITIES_OF_COLOUR[colour]]
    lines.append("")
    lines += _seat_lines(state, seat, lang, t)
    lines += _pile_lines(state, t)
    lines.append(status_line(state, lang))
    return "\n".join(lines)


def _card_names(cards: list[int], t: Any) -> str:
    return ", ".join(t(CARD_TERMS[card][1:]) for card in cards) or "-"


def _seat_lines(state: PandemicState, seat: int | None, lang: str, t: Any) -> list[str]:
    """One line per seat: its pawn, where it stands and its hand (``*`` for ``seat``)."""
    lines = []
    for other, role in enumerate(state.roles):
        you = " *" if other == seat else ""
        where = t(f"pandemic.city.{CITY_IDS[state.pos[other]]}")
        line = t(
            "pandemic.text.seat",
            mark=_pawn_mark(state, other),
            player=player_name(other, lang),
            role=t(f"pandemic.role.{c.ROLES[role]}"),
            you=you,
            city=where,
            cards=_card_names(state.hands[other], t),
        )
        if state.stored[other] >= 0:
            line += t("pandemic.text.stored", card=t(CARD_TERMS[state.stored[other]][1:]))
        lines.append(line)
    return lines


def _pile_lines(state: PandemicState, t: Any) -> list[str]:
    lines = [
        t(
            "pandemic.text.decks",
            pdeck=len(state.pdeck),
            pdiscard=len(state.pdiscard),
            ideck=len(state.ideck),
            idiscard=len(state.idiscard),
        )
    ]
    if state.idiscard:
        lines.append(t("pandemic.text.infection-discard") + _card_names(state.idiscard, t))
    top = _known_top(state)
    if top:
        lines.append(t("pandemic.text.known-top") + _card_names([c.CITY_BY_ID[x] for x in top], t))
    if state.pdiscard:
        lines.append(t("pandemic.text.player-discard") + _card_names(state.pdiscard, t))
    removed = [card for card in state.premoved if card != c.EPIDEMIC] + state.iremoved
    if removed:
        lines.append(t("pandemic.text.removed") + _card_names(removed, t))
    if state.quiet:
        lines.append(t("pandemic.text.quiet-night"))
    return lines


def status_line(state: PandemicState, lang: str = "en") -> str:
    if state.result is not None:
        return state.result.describe(lang)
    seat = state.to_move()
    assert seat is not None
    args: dict[str, Any] = {"seat": seat, "role": ROLE_TERMS[state.roles[seat]]}
    waiting = waiting_for(state)
    args["limit"] = c.HAND_LIMIT
    args["count"] = state.actions_left if waiting == "actions" else state.infect_left
    return translate(f"pandemic.status.{waiting}", lang, args)
