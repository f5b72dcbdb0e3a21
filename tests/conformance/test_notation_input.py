"""A notation typed by a person (or cut short, or mangled) is refused with a MeepleError
(InvalidConfig) that says what is wrong, or read into a state that can be shown and
played; never another exception.

Real notations from random games are mangled token by token: each run of letters and
digits in turn is replaced by a few bad values, and each separator dropped.
"""

from __future__ import annotations

import re

import pytest

from meeple.engine import MeepleError, Rng, State, load
from meeple.engine.registry import game_ids
from tests.conformance.harness import configs, game_seed

TOKEN = re.compile(r"[A-Za-z0-9_.+~!-]+")
BAD_VALUES = ("", "x", "-1", "99", "A-", "0:0")
POSITIONS = 6


def _positions(game_id: str) -> list[str]:
    """Notations of a few positions of different shapes (fields, list lengths)."""
    game = load(game_id)
    table = configs(game)
    shapes: dict[str, str] = {}
    for index in range(12):
        seed = game_seed(game_id, 8_000_000 + index)
        state = game.setup(table[index % len(table)], seed)
        rng = Rng(seed)
        while True:
            text = state.notation()
            shapes.setdefault(TOKEN.sub("x", text), text)
            legal = state.legal_actions()
            if not legal:
                break
            state.apply(legal[rng.below(len(legal))])
    ordered = sorted(shapes.values(), key=len)
    step = max(1, len(ordered) // POSITIONS)
    return ordered[::step][:POSITIONS] + ordered[-1:]


def _use(state: State) -> None:
    state.notation()
    state.to_move()
    state.legal_actions()
    state.view(None)
    state.render_text(None)


def _mangled(text: str) -> list[str]:
    out = []
    for match in TOKEN.finditer(text):
        for bad in BAD_VALUES:
            out.append(text[: match.start()] + bad + text[match.end() :])
    for index, char in enumerate(text):
        if not TOKEN.match(char) and not char.isspace():
            out.append(text[:index] + text[index + 1 :])
    return out


@pytest.mark.parametrize("game_id", game_ids())
def test_mangled_notation_is_refused_with_a_reason(game_id: str) -> None:
    game = load(game_id)
    crashes: dict[str, str] = {}
    tried = refused = 0
    for text in ["", "garbage", ";;;", "=", *_positions(game_id)]:
        for bad in [text, *_mangled(text)]:
            tried += 1
            try:
                _use(game.from_notation(bad))
            except MeepleError as error:
                refused += 1
                assert isinstance(error.reason, str) and error.reason
            except Exception as error:
                crashes.setdefault(f"{type(error).__name__}: {error}", bad)
    assert refused > 0
    assert not crashes, (
        f"{len(crashes)} kinds of mangled {game_id} notation crash instead of raising"
        f" InvalidConfig (of {tried} tried), e.g.:\n"
        + "\n".join(f"  {error}\n    from: {bad}" for error, bad in list(crashes.items())[:8])
    )
