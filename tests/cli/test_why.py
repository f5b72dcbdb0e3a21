"""The terminal says why a typed board element or action id is refused, with the game's
reason from its rules (``why_not``), then how to answer; a legal one typed is played.

Seed 7, a Messenger and a Diver: the Messenger starts with Copper Gate diagonal to it."""

from __future__ import annotations

import pytest

PLAY = (
    "play", "forbidden-island", "--players", "2", "--seats", "human,bot",
    "--adventurers", "messenger,diver", "--seed", "7",
)  # fmt: skip


@pytest.mark.parametrize("typed", ["tile:copper-gate", "0:move:copper-gate"])
@pytest.mark.parametrize(
    ("lang", "reason", "hint"),
    [
        ("en", "Only the Explorer moves diagonally.", "Type a number from 1 to "),
        ("fr", "Seul l'Explorateur se déplace en diagonale.", "Tapez un numéro de 1 à "),
    ],
)
def test_a_refused_element_or_id_gets_the_rule(meeple, typed, lang, reason, hint) -> None:
    run = meeple(*PLAY, "--lang", lang, stdin=f"{typed}\nq\n")
    assert run.code == 0
    at = run.lines.index(reason)
    assert run.lines[at + 1].startswith(hint)
    assert run.lines[-1].endswith(("0 actions)", "0 action)"))  # nothing played (FR: singular)


def test_plain_words_get_only_the_hint(meeple) -> None:
    run = meeple(*PLAY, stdin="hello\nq\n")
    assert "Type a number from 1 to 12." in run.lines
    assert "Nothing can be done there now." not in run.out


def test_a_legal_action_id_typed_is_played(meeple) -> None:
    run = meeple(*PLAY, stdin="0:end-actions\nq\n")
    assert run.code == 0
    assert "(seed 7, 0 actions)" not in run.lines[-1]
