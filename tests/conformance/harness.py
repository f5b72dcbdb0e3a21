"""Game-agnostic conformance checks, run on every registered game.

Each ``check_*`` function examines one position (or one step) through the engine
contract only and raises ``AssertionError`` saying what is wrong. :func:`play_random_game`
plays one game by uniformly random choice among *all* legal actions (any seat), runs the
cheap checks at every step and the expensive ones (serialising, resampling, rendering) on
a seeded sample of steps, then checks that the game's record replays bit for bit. A
failure carries a note with everything needed to reproduce it (game, config, seed, the
actions so far, the position's notation).

The game's facts come from its ``GameInfo``, never from a list here: a game that names
no hidden part (``hidden=()``) may resample to a copy; a game without chance
(``chance="none"``) starts the same whatever the seed and reveals nothing; every action is
below ``action_bound``; ``resample`` changes only the parts named in ``hidden``; a
co-operative game ends with ``won``, a zero-sum one with returns that add up to the same
total every game.
"""

from __future__ import annotations

import itertools
import json
import re
import zlib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from meeple.engine import Event, Game, IllegalAction, InvalidConfig, Record, Rng, State
from meeple.engine.i18n import LANGUAGES, has_message, translate
from meeple.engine.record import replay_steps


def hides_nothing(game: Game) -> bool:
    """No part of a state is hidden from any seat (not even the order of a deck), so
    ``resample`` may be a copy and the hidden-information checks have nothing to catch."""
    return not game.info.hidden


def fixed_setup(game: Game) -> bool:
    return game.info.chance == "none"


MAX_STEPS = 20_000  # a random game that has not ended by then never will
SECRET_KEYS = frozenset({"seed", "rng"})
BIG = 1 << 32  # numbers at least this large are unlikely to appear in a view by chance
HEAVY_EVERY = 20  # expensive checks on about one step in HEAVY_EVERY, and the last
FIRST_EVERY = 4  # ... and on the first position of about one game in FIRST_EVERY
RENDER_EVERY = 4  # every seat in every language on the last position of 1 game in 4
PARSE_ALL = 10  # ids parsed back per heavy step (about; every one when there are few)
APPLY_ALL_CAP = 48  # at most this many legal actions tried on clones per heavy step
POOL_SIZE = 512  # actions remembered from other positions, offered back as illegal

_PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
_SPACE = re.compile(r"\s")
_RAW_TERM = re.compile(r"@[a-z0-9_-]+\.[a-z0-9_.-]+")
_SERIALIZE = {"sort_keys": True, "separators": (",", ":")}


# -- configurations and seeds --------------------------------------------------------------


def configs(game: Game) -> list[dict[str, Any]]:
    """Configurations covering every player count and every value of each choice (and
    bool) option: their full product when it is small, else each dimension cycled on its
    own. Combinations the game rejects (``check_config``) are left out."""
    info = game.info
    dims: list[tuple[str, tuple[Any, ...]]] = [
        ("players", tuple(range(info.min_players, info.max_players + 1)))
    ]
    for option in info.options:
        if option.kind == "choice" and option.choices:
            dims.append((option.name, tuple(option.choices)))
        elif option.kind == "bool":
            dims.append((option.name, (False, True)))
    names = [name for name, _ in dims]
    size = 1
    for _, values in dims:
        size *= len(values)
    if size <= 256:
        rows = list(itertools.product(*(values for _, values in dims)))
    else:
        longest = max(len(values) for _, values in dims)
        rows = [tuple(values[i % len(values)] for _, values in dims) for i in range(longest)]
    found = []
    for row in rows:
        config = dict(zip(names, row, strict=True))
        try:
            game.check_config(config)
        except InvalidConfig:
            continue
        found.append(config)
    return found


def game_seed(game_id: str, index: int) -> int:
    """A large 64-bit seed for game ``index`` (large so a leaked seed is recognisable)."""
    return Rng(zlib.crc32(game_id.encode()) << 32 | index).next64() | BIG


def viewers(state: State) -> list[int | None]:
    return [None, *range(state.players)]


def strip_secrets(data: Any) -> Any:
    """``data`` without the keys named seed or rng, at any depth."""
    if isinstance(data, dict):
        return {k: strip_secrets(v) for k, v in data.items() if str(k).lower() not in SECRET_KEYS}
    if isinstance(data, list | tuple):
        return [strip_secrets(v) for v in data]
    return data


def differs_beyond_secrets(a: Any, b: Any) -> bool:
    """True if the two JSON values differ elsewhere than under keys named seed or rng."""
    if isinstance(a, dict) and isinstance(b, dict):
        keys = {k for k in a.keys() | b.keys() if str(k).lower() not in SECRET_KEYS}
        return any(k not in a or k not in b or differs_beyond_secrets(a[k], b[k]) for k in keys)
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return len(a) != len(b) or any(map(differs_beyond_secrets, a, b))
    return bool(a != b)


def action_ids(state: State, actions: list[int]) -> list[str]:
    return [state.action_id(action) for action in actions]


def outcome_json(state: State) -> dict[str, Any] | None:
    outcome = state.outcome()
    return None if outcome is None else outcome.to_json()


# -- statistics a run gathers, to prove the checks were not vacuous ------------------------


@dataclass
class Stats:
    games: int = 0
    steps: int = 0
    heavy: int = 0
    resamples: int = 0
    resamples_changed: int = 0
    # per hidden part (GameInfo.hidden): resamples of a state where the part held two or
    # more distinct things (so a redraw could change it), and those that changed it
    part_tries: Counter[str] = field(default_factory=Counter)
    part_changed: Counter[str] = field(default_factory=Counter)
    labels: int = 0
    labels_translated: int = 0  # French label differs from the English one
    chance_actions: int = 0
    silent_checked: int = 0
    illegal_tried: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    pool: list[tuple[int, str]] = field(default_factory=list, repr=False)

    def remember(self, action: int, action_id: str, rng: Rng) -> None:
        if len(self.pool) < POOL_SIZE:
            self.pool.append((action, action_id))
        else:
            self.pool[rng.below(POOL_SIZE)] = (action, action_id)


# -- texts and messages --------------------------------------------------------------------


def _terms(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        if value.startswith("@"):
            yield value[1:]
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _terms(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _terms(item)


_translated: set[str] = set()  # message ids already found in every catalogue


def _check_translated(msgid: str, what: str) -> None:
    if msgid in _translated:
        return
    for lang in LANGUAGES:
        assert has_message(msgid, lang), f"{what}: message {msgid!r} has no {lang} translation"
    _translated.add(msgid)


def check_message(msg: Any, args: Any, what: str) -> None:
    """A message id with a translation in every language, and so has each ``@`` term."""
    assert isinstance(msg, str) and msg, f"{what}: message id {msg!r} is not a string"
    assert isinstance(args, dict), f"{what}: arguments {args!r} are not a dict"
    _check_translated(msg, what)
    for value in args.values():
        if type(value) is str:  # the common case, kept fast: this runs at every step
            if value[:1] == "@" and value[1:] not in _translated:
                _check_translated(value[1:], f"{what}: term")
        elif not isinstance(value, int | float | bool | None):
            for term in _terms(value):
                _check_translated(term, f"{what}: term")


def check_text(text: Any, what: str) -> None:
    """A shown text: non-empty, every placeholder filled, every ``@`` term translated."""
    assert isinstance(text, str) and text.strip(), f"{what}: {text!r} is empty or not text"
    hole = _PLACEHOLDER.search(text)
    assert hole is None, f"{what}: placeholder {hole.group()} left unfilled in {text!r}"
    raw = _RAW_TERM.search(text)
    assert raw is None, f"{what}: untranslated term {raw.group()} in {text!r}"


def check_events(events: Any, what: str = "events") -> None:
    assert isinstance(events, list), f"{what}: apply() returned {type(events).__name__}"
    for event in events:
        assert isinstance(event, Event), f"{what}: {event!r} is not an Event"
        check_message(event.msg, event.args, f"{what}: event {event.msg!r}")
        for lang in LANGUAGES:
            check_text(translate(event.msg, lang, event.args), f"{what}: {lang} event")
    data = [event.to_json() for event in events]
    try:
        again = json.loads(json.dumps(data))
    except (TypeError, ValueError) as error:
        raise AssertionError(f"{what}: events are not JSON-serialisable: {error}") from None
    assert again == data, f"{what}: events change through JSON (tuples? int keys?): {data}"


def check_outcome(state: State) -> None:
    outcome = state.outcome()
    assert outcome is not None
    check_message(outcome.reason, dict(outcome.args), "outcome")
    for lang in LANGUAGES:
        check_text(outcome.describe(lang), f"{lang} outcome")
    data = outcome.to_json()
    assert json.loads(json.dumps(data)) == data, f"outcome is not JSON-ready: {data}"
    players = state.players
    info = state.game.info
    if info.cooperative:
        assert isinstance(outcome.won, bool), f"co-operative outcome without won: {data}"
    else:
        assert outcome.scores is not None and len(outcome.scores) == players, data
        assert outcome.ranking is not None and sorted(outcome.ranking) == list(range(players))
    assert len(outcome.returns(players)) == players
    if info.utility == "zero-sum":
        total = sum(outcome.returns(players))
        assert ZERO_SUM_TOTALS.setdefault(info.id, total) == total, (
            f"{info.id} says it is zero-sum, but its returns add up to {total} here and to"
            f" {ZERO_SUM_TOTALS[info.id]} in another game"
        )


ZERO_SUM_TOTALS: dict[str, float] = {}


# -- checks on one position ----------------------------------------------------------------


def check_position(state: State) -> list[int]:
    """The cheap checks, at every step; returns the legal actions. (Labels, targets and
    parsing every id back are checked by :func:`check_actions_text`, on heavy steps.)"""
    players = state.players
    over = state.outcome() is not None
    seat = state.to_move()
    legal = state.legal_actions()
    assert isinstance(legal, list), f"legal_actions() returned {type(legal).__name__}"
    if over:
        assert seat is None, f"the game is over ({state.outcome()}) but to_move() is {seat}"
        assert legal == [], f"the game is over but legal_actions() lists {legal}"
        check_outcome(state)
        return legal
    assert seat is not None, "to_move() is None but outcome() is None"
    assert isinstance(seat, int) and 0 <= seat < players, f"to_move() is {seat!r}"
    assert legal, f"seat {seat} is to move but there is no legal action"
    assert state.legal_actions(seat), f"seat {seat} is to move but has no legal action"
    seen: dict[str, int] = {}
    bound = state.game.info.action_bound
    for action in legal:
        assert isinstance(action, int) and not isinstance(action, bool), f"action {action!r}"
        assert 0 <= action < bound, f"action {action} is outside GameInfo.action_bound {bound}"
        action_id = state.action_id(action)
        assert isinstance(action_id, str) and action_id, f"action {action}: id {action_id!r}"
        assert _SPACE.search(action_id) is None, f"id {action_id!r} holds a space"
        assert action_id not in seen, (
            f"actions {seen[action_id]} and {action} share the id {action_id!r}"
        )
        seen[action_id] = action
        action_seat = state.action_seat(action)
        assert isinstance(action_seat, int) and 0 <= action_seat < players, (
            f"{action_id!r}: action_seat() is {action_seat!r} with {players} players"
        )
    return legal


def check_actions_text(state: State, legal: list[int], rng: Rng, stats: Stats) -> None:
    """Every action's label message is in every catalogue and reads well in every
    language; its target is a string or None; ids parse back; the per-seat lists split
    the whole list."""
    for index, action in enumerate(legal):
        action_id = state.action_id(action)
        if len(legal) <= PARSE_ALL or rng.below(len(legal)) < PARSE_ALL:
            parsed = state.parse_action(action_id)
            assert parsed == action, f"{action_id!r} parses to {parsed}, not {action} (#{index})"
        msg, args = state.action_message(action)
        check_message(msg, args, f"label of {action_id!r}")
        chance = state.consumes_chance(action)
        assert isinstance(chance, bool), f"{action_id!r}: consumes_chance"
        assert not chance or state.game.info.chance == "play", (
            f"{action_id!r} consumes chance, but GameInfo.chance is"
            f" {state.game.info.chance!r}, not 'play'"
        )
        target = state.action_target(action)
        assert target is None or (isinstance(target, str) and target), (
            f"{action_id!r}: action_target() is {target!r}"
        )
        labels = {lang: state.action_label(action, lang) for lang in LANGUAGES}
        for lang, label in labels.items():
            check_text(label, f"{lang} label of {action_id!r}")
            assert label != msg, f"{lang} label of {action_id!r} is its raw message id"
        stats.labels += 1
        stats.labels_translated += labels["en"] != labels["fr"]
    by_seat = [state.legal_actions(seat) for seat in range(state.players)]
    assert sorted(a for actions in by_seat for a in actions) == sorted(legal), (
        "legal_actions(seat) over all seats does not split legal_actions()"
    )
    for lang in LANGUAGES:
        assert isinstance(state.describe_turn(lang), str)


def check_illegal(state: State, legal: list[int], rng: Rng, stats: Stats) -> None:
    """Actions not listed (random integers, other positions' actions, other seats'
    versions, garbage) are refused with IllegalAction, and the state is unchanged."""
    before = state.serialize()
    legal_set = set(legal)
    ids = set(action_ids(state, legal))
    pool = stats.pool
    top = max([*legal, *(action for action, _ in pool), 0])
    candidates: list[Any] = [-1, -2, -(1 << 31), 1 << 31, 1 << 63, (1 << 64) + 1, -(10**30)]
    candidates += [10**30, None, "garbage", 0.5, ()]
    candidates += [rng.below(2 * top + 64) for _ in range(8)]
    if pool:
        candidates += [pool[rng.below(len(pool))][0] for _ in range(16)]
    for candidate in candidates:
        if isinstance(candidate, int) and candidate in legal_set:
            continue
        stats.illegal_tried += 1
        try:
            state.apply(candidate)
        except IllegalAction as error:
            assert isinstance(error.reason, str) and error.reason, "IllegalAction without reason"
        except Exception as error:
            raise AssertionError(
                f"apply({candidate!r}) raised {type(error).__name__}: {error}"
                " instead of IllegalAction"
            ) from error
        else:
            raise AssertionError(f"apply({candidate!r}) accepted an action that is not legal")
    bad_ids = ["", "nonsense", ":", "0:", "-1:x", "\n", "0:" + "x" * 300]
    if pool:
        bad_ids += [pool[rng.below(len(pool))][1] for _ in range(16)]
    id_list = sorted(ids)
    for _ in range(min(8, len(id_list))):  # a listed action, offered by another seat
        seat, sep, rest = id_list[rng.below(len(id_list))].partition(":")
        other = rng.below(state.players)
        if sep and seat.isdigit() and str(other) != seat:
            bad_ids.append(f"{other}:{rest}")
    for action_id in bad_ids:
        if action_id in ids:
            continue
        stats.illegal_tried += 1
        try:
            state.parse_action(action_id)
        except IllegalAction:
            pass
        except Exception as error:
            raise AssertionError(
                f"parse_action({action_id!r}) raised {type(error).__name__}: {error}"
            ) from error
        else:
            raise AssertionError(f"parse_action({action_id!r}) accepted an id not listed")
    assert state.serialize() == before, "refusing illegal actions changed the state"
    assert state.legal_actions() == legal, "refusing illegal actions changed legal_actions()"


def check_apply_all(state: State, legal: list[int], rng: Rng) -> None:
    """Every listed action applies (on a clone) and the original never changes."""
    before = state.serialize()
    copy = state.clone()
    assert copy.serialize() == before, "clone() differs from the original"
    actions = legal
    if len(actions) > APPLY_ALL_CAP:
        actions = [legal[rng.below(len(legal))] for _ in range(APPLY_ALL_CAP)]
    for action in actions:
        clone = state.clone()
        events = clone.apply(action)
        check_events(events, f"events of {state.action_id(action)!r}")
        assert state.serialize() == before, (
            f"applying {state.action_id(action)!r} to a clone changed the original"
        )
    assert copy.serialize() == before, "a clone changed when other clones were played on"
    assert state.legal_actions() == legal


def _forbidden_values(state: State, seed: int) -> set[int]:
    return {value for value in (seed, state.rng.state) if value >= BIG}


_SECRET_KEY = re.compile(r'"(?:seed|rng)"\s*:', re.IGNORECASE)


def _no_secrets(text: str, forbidden: set[int], what: str) -> None:
    """``text``, a JSON dump, names no key seed or rng and spells no forbidden number."""
    key = _SECRET_KEY.search(text)
    assert key is None, f"{what} has a key {key.group()[:-1]}"
    for value in forbidden:
        assert str(value) not in text, f"{what} holds the seed or the generator state {value}"


def _scramble(data: Any) -> None:
    if isinstance(data, dict):
        for value in data.values():
            _scramble(value)
        data.clear()
        data["scrambled"] = True
    elif isinstance(data, list):
        for value in data:
            _scramble(value)
        data[:] = ["scrambled"]


def check_views(state: State, seed: int, rng: Rng) -> dict[int | None, dict[str, Any]]:
    """Each seat's and the spectator's view: JSON-ready, deterministic, no seed, no rng,
    and not sharing anything mutable with the state."""
    forbidden = _forbidden_values(state, seed)
    views = {}
    for seat in viewers(state):
        view = state.view(seat)
        assert isinstance(view, dict), f"view({seat}) is a {type(view).__name__}"
        try:
            text = json.dumps(view)
        except (TypeError, ValueError) as error:
            raise AssertionError(f"view({seat}) is not JSON-serialisable: {error}") from None
        assert json.loads(text) == view, f"view({seat}) changes through JSON (tuples? int keys?)"
        _no_secrets(text, forbidden, f"view({seat})")
        assert state.view(seat) == view, f"view({seat}) differs between two calls"
        views[seat] = view
    before = state.serialize()
    seat = viewers(state)[rng.below(state.players + 1)]
    _scramble(state.view(seat))
    assert state.serialize() == before, f"changing what view({seat}) returned changed the state"
    assert state.view(seat) == views[seat], f"changing a view({seat}) changed the next one"
    return views


def check_render(state: State, seed: int, rng: Rng | None = None) -> None:
    """``render_text`` for every viewer in every language (or, given ``rng``, for one of
    them): text with every placeholder filled and no seed in it."""
    texts = [str(value) for value in _forbidden_values(state, seed)]
    pairs = [(seat, lang) for seat in viewers(state) for lang in LANGUAGES]
    if rng is not None:
        pairs = [pairs[rng.below(len(pairs))]]
    for seat, lang in pairs:
        text = state.render_text(seat, lang)
        check_text(text, f"render_text({seat}, {lang!r})")
        assert not any(secret in text for secret in texts), (
            f"render_text({seat}, {lang!r}) shows the seed or the generator state"
        )


def check_only_hidden_redrawn(
    state: State, secret: dict[str, Any], redrawn: dict[str, Any], seat: int | None
) -> None:
    """``resample`` changes only what ``GameInfo.hidden`` names (and the generator)."""
    hidden = set(state.game.info.hidden)
    for key in secret.keys() | redrawn.keys():
        if key in hidden or str(key).lower() in SECRET_KEYS:
            continue
        assert secret.get(key) == redrawn.get(key), (
            f"resample({seat}) changed {key!r}, which GameInfo.hidden does not name"
            f" (hidden: {sorted(hidden)})"
        )


def _leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for item in value.values():
            yield from _leaves(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _leaves(item)
    else:
        yield value


def count_parts_redrawn(
    state: State, secret: dict[str, Any], redrawn: dict[str, Any], stats: Stats
) -> None:
    """Count, for each hidden part, the resamples that could have changed it (it holds two
    distinct things or more) and those that did."""
    for part in state.game.info.hidden:
        value = secret.get(part)
        if len(set(map(repr, _leaves(value)))) < 2:
            continue
        stats.part_tries[part] += 1
        stats.part_changed[part] += redrawn.get(part) != value


# Below this many chances to change, a part that never changed proves nothing.
PART_TRIES = 20


def check_each_part_redrawn(game: Game, stats: Stats) -> None:
    """Every hidden part a game declares is really redrawn: a resample that leaves one
    part alone (a deck never reshuffled, markers kept in order) lets a view leak that part
    unseen by the other checks, and lets a search bot read it."""
    for part in game.info.hidden:
        tries = stats.part_tries[part]
        assert tries < PART_TRIES or stats.part_changed[part] > 0, (
            f"resample() never redrew the hidden part {part!r} in {tries} tries where it"
            " could have changed"
        )


def check_resample(
    state: State,
    legal: list[int],
    views: dict[int | None, dict[str, Any]],
    rng: Rng,
    stats: Stats,
) -> dict[int | None, State]:
    """``resample(seat)`` keeps all that seat sees (its view, the public view, its own legal
    actions, whose turn) and redraws the rest; it is deterministic, leaves the original
    alone and gives a state that plays on. Returns the resampled state of each viewer."""
    before = state.serialize()
    secret = state.to_json()
    others: dict[int | None, State] = {}
    for seat in viewers(state):
        other = others[seat] = state.resample(seat, Rng(rng.next64()))
        assert state.serialize() == before, f"resample({seat}) changed the original state"
        assert other.view(seat) == views[seat], (
            f"view({seat}) changes when what seat {seat} cannot see is redrawn:"
            f" the view leaks hidden information (or resample redraws a visible part)"
        )
        assert other.view(None) == views[None], (
            f"the spectator's view changes under resample({seat}): it leaks, or resample"
            " redraws what the seat sees"
        )
        assert other.to_move() == state.to_move(), f"resample({seat}) changed to_move()"
        assert outcome_json(other) == outcome_json(state), f"resample({seat}) changed outcome()"
        if seat is not None:
            assert action_ids(other, other.legal_actions(seat)) == action_ids(
                state, state.legal_actions(seat)
            ), f"seat {seat}'s legal actions change with what it cannot see"
        stats.resamples += 1
        redrawn = other.to_json()
        stats.resamples_changed += differs_beyond_secrets(redrawn, secret)
        check_only_hidden_redrawn(state, secret, redrawn, seat)
        count_parts_redrawn(state, secret, redrawn, stats)
    # What else the seat is shown: the text rendering, the labels of its actions.
    seat = viewers(state)[rng.below(state.players + 1)]
    lang = LANGUAGES[rng.below(len(LANGUAGES))]
    assert others[seat].render_text(seat, lang) == state.render_text(seat, lang), (
        f"render_text({seat}, {lang!r}) changes with what seat {seat} cannot see"
    )
    if seat is not None:
        mine = state.legal_actions(seat)
        assert [others[seat].action_label(a, lang) for a in mine] == [
            state.action_label(a, lang) for a in mine
        ], f"seat {seat}'s action labels change with what it cannot see"
    seat = viewers(state)[rng.below(state.players + 1)]
    seed = rng.next64()
    other = state.resample(seat, Rng(seed))
    assert state.resample(seat, Rng(seed)).serialize() == other.serialize(), (
        f"resample({seat}) with the same generator gave another state"
    )
    acts = other.legal_actions()
    assert bool(acts) == bool(legal), f"resample({seat}) has legal actions iff the original"
    if acts:
        check_events(other.apply(acts[rng.below(len(acts))]), f"resample({seat}) events")
    return others


def check_no_silent_reveal(
    state: State, legal: list[int], others: dict[int | None, State], rng: Rng, stats: Stats
) -> None:
    """An action not marked ``consumes_chance`` reveals nothing: played on the position and
    on any redraw of what a seat cannot see (``others``), it leaves that seat with the same
    view (else undoing it would let a player peek)."""
    quiet = [action for action in legal if not state.consumes_chance(action)]
    if not quiet:
        return
    action = quiet[rng.below(len(quiet))]
    after = state.clone()
    events = after.apply(action)
    for seat, other in others.items():
        if action not in other.legal_actions():
            continue
        other = other.clone()
        other_events = other.apply(action)
        stats.silent_checked += 1
        assert other.view(seat) == after.view(seat), (
            f"{state.action_id(action)!r} is not marked consumes_chance, yet what seat {seat}"
            " sees after it depends on hidden information: it reveals something, so it must"
            " be an undo barrier"
        )
        # Only the events this seat is shown count: an event for another seat's eyes (a
        # card the Meteorologist buries) may name what this seat cannot see.
        seen = [event for event in events if event.visible_to(seat)]
        other_seen = [event for event in other_events if event.visible_to(seat)]
        assert other_seen == seen, (
            f"the events of {state.action_id(action)!r} (not marked consumes_chance) depend"
            f" on what seat {seat} cannot see: the game log would reveal it"
        )


def check_json(state: State, legal: list[int]) -> tuple[State, dict[str, Any]]:
    """``state_from_json`` rebuilds the same state; returns it (to play on) and the data."""
    text = state.serialize()
    assert json.dumps(state.to_json(), **_SERIALIZE) == text
    data = json.loads(text)
    rebuilt = state.game.state_from_json(data)
    assert rebuilt.serialize() == text, "state_from_json(to_json()) is another state"
    assert action_ids(rebuilt, rebuilt.legal_actions()) == action_ids(state, legal), (
        "the state rebuilt from JSON has other legal actions"
    )
    assert rebuilt.serialize() == text, "legal_actions() changed the rebuilt state"
    assert rebuilt.to_move() == state.to_move()
    assert outcome_json(rebuilt) == outcome_json(state)
    return rebuilt, data


def check_notation(
    state: State, legal: list[int], views: dict[int | None, dict[str, Any]]
) -> State:
    """``from_notation(notation())`` writes the same notation, has the same legal action
    ids and shows every seat the same view; returns it (to play on)."""
    text = state.notation()
    assert isinstance(text, str) and text, f"notation() is {text!r}"
    rebuilt = state.game.from_notation(text)
    assert rebuilt.notation() == text, (
        f"from_notation(n).notation() != n:\n{rebuilt.notation()}\n!=\n{text}"
    )
    assert action_ids(rebuilt, rebuilt.legal_actions()) == action_ids(state, legal), (
        f"the state built from the notation has other legal actions: {text}"
    )
    assert rebuilt.to_move() == state.to_move()
    assert outcome_json(rebuilt) == outcome_json(state)
    for seat, view in views.items():
        assert rebuilt.view(seat) == view, f"view({seat}) differs after the notation: {text}"
    return rebuilt


# -- one random game -----------------------------------------------------------------------


@dataclass
class Shadow:
    """A state that must follow the game: a clone, or rebuilt from JSON or notation."""

    kind: str  # "clone", "json" or "notation"
    state: State
    frozen: str  # what it must still be when the game moves on (clone, json)
    data: dict[str, Any] | None = None
    left: int = 3  # steps to follow


@dataclass
class Played:
    config: dict[str, Any]
    seed: int
    state: State
    ids: list[str]


def play_random_game(
    game: Game,
    config: dict[str, Any],
    seed: int,
    stats: Stats,
    *,
    heavy_every: int = HEAVY_EVERY,
    stop_after: int | None = None,
    chooser_seed: int | None = None,
) -> Played:
    """Play one uniformly random game with every check; return how it went."""
    chooser = Rng(seed ^ 0x5EED if chooser_seed is None else chooser_seed)
    checker = Rng(chooser.next64())
    state = game.setup(config, seed)
    full = game.setup(state.config, seed)
    assert full.serialize() == state.serialize(), "setup() with the full config differs"
    ids: list[str] = []
    events_log: list[list[Event]] = []
    snapshot: tuple[int, str] | None = None
    shadows: list[Shadow] = []
    step = 0
    try:
        while True:
            legal = check_position(state)
            last = not legal or step == stop_after
            first = step == 0 and checker.below(FIRST_EVERY) == 0
            if first or last or checker.below(heavy_every) == 0:
                stats.heavy += 1
                check_actions_text(state, legal, checker, stats)
                views = check_views(state, seed, checker)
                others = check_resample(state, legal, views, checker, stats)
                check_no_silent_reveal(state, legal, others, checker, stats)
                check_illegal(state, legal, checker, stats)
                check_apply_all(state, legal, checker)
                rebuilt, data = check_json(state, legal)
                text = state.serialize()
                shadows.append(Shadow("json", rebuilt, text, data))
                shadows.append(Shadow("clone", state.clone(), text))
                notation = check_notation(state, legal, views)
                shadows.append(Shadow("notation", notation, notation.notation()))
                if snapshot is None or checker.below(8) == 0:
                    snapshot = (step, text)
                every_viewer = last and checker.below(RENDER_EVERY) == 0
                check_render(state, seed, None if every_viewer else checker)
            if last:
                break
            assert step < MAX_STEPS, f"no end after {MAX_STEPS} random actions"
            action = legal[chooser.below(len(legal))]
            action_id = state.action_id(action)
            assert state.parse_action(action_id) == action, f"{action_id!r} parses back wrong"
            chance = state.consumes_chance(action)
            stats.chance_actions += chance
            stats.remember(action, action_id, checker)
            events = state.apply(action)
            check_events(events, f"events of {action_id!r}")
            ids.append(action_id)
            events_log.append(events)
            step += 1
            _follow(shadows, state, action, action_id, events, chance)
        check_replay(game, config, seed, ids, events_log, state, snapshot)
    except AssertionError as error:
        record = Record(game.id, dict(config), seed, ids, game.info.rules_version)
        error.add_note(
            f"reproduce: {game.id} config={config} seed={seed} after {len(ids)} actions;\n"
            f"record: {json.dumps(record.to_json())}\nnotation: {_safe_notation(state)}"
        )
        raise
    stats.games += 1
    stats.steps += step
    outcome = state.outcome()
    if outcome is not None:
        stats.reasons[outcome.reason] += 1
    return Played(config, seed, state, ids)


def _safe_notation(state: State) -> str:
    try:
        return state.notation()
    except Exception as error:  # the notation itself may be what is broken
        return f"<notation() failed: {error!r}>"


def _follow(
    shadows: list[Shadow],
    state: State,
    action: int,
    action_id: str,
    events: list[Event],
    chance: bool,
) -> None:
    """Play the game's last action on every shadow; each must land where the game did."""
    for shadow in list(shadows):
        if shadow.kind == "notation":
            # A notation need not hold the random stream: follow only chance-free steps.
            if chance:
                shadows.remove(shadow)
                continue
            shadow.state.apply_id(action_id)
            assert shadow.state.notation() == state.notation(), (
                f"the state built from the notation went elsewhere on {action_id!r}"
            )
        else:
            assert shadow.state.serialize() == shadow.frozen, (
                f"a {shadow.kind} copy changed when the original played {action_id!r}"
            )
            if shadow.data is not None:
                assert json.dumps(shadow.data, **_SERIALIZE) == shadow.frozen, (
                    "state_from_json kept a reference into the data it was given"
                )
            shadow_events = shadow.state.apply(action)
            assert shadow_events == events, (
                f"a {shadow.kind} copy gave other events for {action_id!r}"
            )
            assert shadow.state.serialize() == state.serialize(), (
                f"a {shadow.kind} copy went elsewhere on {action_id!r}"
            )
            shadow.frozen = state.serialize()
            shadow.data = None
        shadow.left -= 1
        if shadow.left <= 0:
            shadows.remove(shadow)


def check_replay(
    game: Game,
    config: dict[str, Any],
    seed: int,
    ids: list[str],
    events_log: list[list[Event]],
    final: State,
    snapshot: tuple[int, str] | None,
) -> None:
    """The record replays to the same events and the same final state; its JSON round
    trips; a partial replay meets the game where it was."""
    record = Record(game.id, dict(config), seed, list(ids), game.info.rules_version)
    loaded = Record.loads(record.dumps())
    assert loaded == record, f"Record.loads(dumps()) differs: {loaded} != {record}"
    state = loaded.start()
    for index, _, events in replay_steps(state, loaded.actions):
        assert events == events_log[index], f"replay: action {index + 1} gave other events"
    assert state.serialize() == final.serialize(), "the replayed record ends elsewhere"
    if snapshot is not None:
        upto, text = snapshot
        assert loaded.replay(upto).serialize() == text, f"replay(upto={upto}) is elsewhere"
