"""The conformance checks can fail: each mutant below breaks one promise of the contract
(on a real game, patched for the test) and the harness must notice.

A mutant that stops being caught means a check has gone vacuous.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from meeple.engine import Event, Game, Match, Rng, State, load
from meeple.engine.registry import game_ids
from tests.conformance import harness
from tests.conformance.harness import Stats, configs, game_seed, play_random_game, strip_secrets
from tests.conformance.test_match_undo import play_with_undos

GAMES = 6  # random games per mutant: each must trip the harness at least once


def _leak_rng_in_view(cls: type[State], original: Callable) -> Callable:
    def view(self: State, seat: Any) -> dict[str, Any]:
        return {**original(self, seat), "rng": self.rng.state}

    return view


def _leak_everything_in_view(cls: type[State], original: Callable) -> Callable:
    def view(self: State, seat: Any) -> dict[str, Any]:
        return {**original(self, seat), "all": strip_secrets(self.to_json())}

    return view


def _clone_is_self(cls: type[State], original: Callable) -> Callable:
    return lambda self: self


def _resample_is_clone(cls: type[State], original: Callable) -> Callable:
    return lambda self, seat, rng: self.clone()


def _constant_ids(cls: type[State], original: Callable) -> Callable:
    return lambda self, action: "0:same"


def _untranslated_label(cls: type[State], original: Callable) -> Callable:
    return lambda self, action: ("no.such.message", {})


def _untranslated_event(cls: type[State], original: Callable) -> Callable:
    def apply(self: State, action: int) -> list[Event]:
        return [*original(self, action), Event("no.such.event", {})]

    return apply


def _no_legality_check(cls: type[State], original: Callable) -> Callable:
    def apply(self: State, action: int) -> list[Event]:
        self._legal = None
        return self._apply(action)

    return apply


def _reveals_without_barrier(cls: type[State], original: Callable) -> Callable:
    return lambda self, action: False


def _from_json_elsewhere(cls: type[Game], original: Callable) -> Callable:
    def state_from_json(self: Game, data: dict[str, Any]) -> State:
        state = original(self, data)
        legal = state.legal_actions()
        if legal:
            state.apply(legal[-1])
        return state

    return state_from_json


def _from_notation_elsewhere(cls: type[Game], original: Callable) -> Callable:
    def from_notation(self: Game, text: str) -> State:
        state = original(self, text)
        legal = state.legal_actions()
        if legal:
            state.apply(legal[-1])
        return state

    return from_notation


def _stuck_after_end(cls: type[State], original: Callable) -> Callable:
    return lambda self: None  # to_move() None while the game goes on


# name: (patched on the state or the game class, method, replacement factory)
MUTANTS: dict[str, tuple[str, str, Callable]] = {
    "view-shows-rng": ("state", "view", _leak_rng_in_view),
    "view-shows-everything": ("state", "view", _leak_everything_in_view),
    "clone-is-self": ("state", "clone", _clone_is_self),
    "resample-redraws-nothing": ("state", "resample", _resample_is_clone),
    "ids-not-unique": ("state", "action_id", _constant_ids),
    "label-untranslated": ("state", "action_message", _untranslated_label),
    "event-untranslated": ("state", "apply", _untranslated_event),
    "apply-accepts-anything": ("state", "apply", _no_legality_check),
    "draws-not-barriers": ("state", "consumes_chance", _reveals_without_barrier),
    "to-move-none": ("state", "to_move", _stuck_after_end),
    "from-json-elsewhere": ("game", "state_from_json", _from_json_elsewhere),
    "from-notation-elsewhere": ("game", "from_notation", _from_notation_elsewhere),
}
# Caught only in a game that hides something.
HIDDEN_INFO_MUTANTS = ("view-shows-everything", "resample-redraws-nothing", "draws-not-barriers")


def _run_playouts(game_id: str) -> None:
    game = load(game_id)
    stats = Stats()
    table = configs(game)
    for index in range(GAMES):
        config = table[index % len(table)]
        play_random_game(game, config, game_seed(game_id, 9_000_000 + index), stats)
    if not harness.hides_nothing(game):
        assert stats.resamples_changed >= 0.2 * stats.resamples, "resample redraws nothing"


# A game that hides nothing has no hidden-information mutant to catch: those pairs are
# left out of the list rather than skipped.
CASES = [
    (game_id, mutant)
    for game_id in game_ids()
    for mutant in sorted(MUTANTS)
    if not (mutant in HIDDEN_INFO_MUTANTS and harness.hides_nothing(load(game_id)))
]


@pytest.mark.parametrize(("game_id", "mutant"), CASES)
def test_harness_catches(game_id: str, mutant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = load(game_id)
    where, method, make = MUTANTS[mutant]
    cls = type(game.setup(None, 1)) if where == "state" else type(game)
    monkeypatch.setattr(cls, method, make(cls, getattr(cls, method)))
    with pytest.raises(AssertionError):
        _run_playouts(game_id)


def _keeps_part(part: str) -> Callable[[type[State], Callable], Callable]:
    """A resample that redraws all but ``part``, which it copies from the original."""

    def make(cls: type[State], original: Callable) -> Callable:
        def resample(self: State, seat: Any, rng: Rng) -> State:
            other = original(self, seat, rng)
            setattr(other, part, copy.deepcopy(getattr(self, part)))
            return other

        return resample

    return make


# Hidden parts that random games never fill: Narnia's ``rolls`` are dice fixed by a test's
# notation (their redraw has its own test in tests/games/risk_junior_narnia).
NEVER_FILLED = {("risk-junior-narnia", "rolls")}
PART_CASES = [
    (game_id, part)
    for game_id in game_ids()
    for part in load(game_id).info.hidden
    if (game_id, part) not in NEVER_FILLED
]


@pytest.mark.parametrize(("game_id", "part"), PART_CASES)
def test_harness_catches_a_hidden_part_never_redrawn(
    game_id: str, part: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each part of GameInfo.hidden is checked on its own: a resample that redraws all
    the others but keeps this one is caught by name."""
    game = load(game_id)
    cls = type(game.setup(None, 1))
    monkeypatch.setattr(cls, "resample", _keeps_part(part)(cls, cls.resample))
    stats = Stats()
    table = configs(game)
    index = 0
    while stats.part_tries[part] < harness.PART_TRIES and index < 40 * GAMES:
        config = table[index % len(table)]
        play_random_game(game, config, game_seed(game_id, 9_200_000 + index), stats)
        index += 1
    with pytest.raises(AssertionError, match=f"never redrew the hidden part {part!r}"):
        harness.check_each_part_redrawn(game, stats)


@pytest.mark.parametrize("game_id", game_ids())
def test_undo_check_catches_undo_past_a_reveal(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Match whose barrier never moves lets a reveal be undone: the undo test notices."""
    seed = game_seed(game_id, 9_500_000)
    config = configs(load(game_id))[0]
    play_with_undos(game_id, config, seed, Rng(seed))
    original = Match.play

    def play(self: Match, action: Any) -> list[Event]:
        barrier, barrier_state = self._barrier, self._barrier_state
        events = original(self, action)
        self._barrier, self._barrier_state = barrier, barrier_state
        return events

    monkeypatch.setattr(Match, "play", play)
    with pytest.raises(AssertionError):
        for index in range(GAMES):
            play_with_undos(game_id, config, seed + index, Rng(seed + index))
