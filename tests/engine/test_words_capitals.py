"""Action labels and log lines start with a capital letter, in every game and both
languages (issue 18, words: "the White Witch camps at ..." became "The White Witch ...").

A message that opens on a value read lower case mid-sentence ("the White Witch", "the
Engine", "le Boss") writes ``{name!u}``: :func:`meeple.engine.i18n.translate` puts that
value's first letter in upper case.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import meeple
from meeple.agents import make_agent
from meeple.engine.i18n import LANGUAGES, translate

GAMES_DIR = Path(meeple.__file__).parent / "games"
CATALOGUES = sorted(GAMES_DIR.glob("*/locale/*.po"))
# The kinds of message a person reads as a sentence of its own: labels and log lines.
SENTENCES = {"event", "action"}
# Placeholders that open a sentence well as they are: numbers and players' names (a name
# is written as its player chose it).
AS_THEY_ARE = {"player", "other_player", "count", "n", "points", "damage", "hits", "level"}


def sentence_messages(po: Path) -> list[tuple[str, str]]:
    with po.open("rb") as handle:
        catalog = read_po(handle)
    return [
        (m.id, str(m.string))
        for m in catalog
        if isinstance(m.id, str) and m.string and m.id.split(".")[1:2] in ([k] for k in SENTENCES)
    ]


def opens_well(text: str) -> bool:
    """Whether a catalogue text starts a sentence right: a capital, a digit, or a
    placeholder that is a number, a name, or capitalised with ``!u``."""
    placeholder = re.match(r"\{(\w+)(![a-z])?", text)
    if placeholder:
        return placeholder[2] == "!u" or placeholder[1] in AS_THEY_ARE
    return not text[:1].isalpha() or text[:1].isupper()


def test_the_catalogues_are_found() -> None:
    assert len(CATALOGUES) >= 12
    assert all(sentence_messages(po) for po in CATALOGUES)


@pytest.mark.parametrize("po", CATALOGUES, ids=lambda p: f"{p.parent.parent.name}-{p.stem}")
def test_every_label_and_event_message_opens_with_a_capital(po: Path) -> None:
    wrong = [f"{msgid}: {text}" for msgid, text in sentence_messages(po) if not opens_well(text)]
    assert not wrong, "\n".join(wrong)


def test_the_u_conversion_capitalises_the_value_only() -> None:
    assert (
        translate("rjn.action.camp", "en", {"colour": "@rjn.colour.witch", "territory": "x"})[:17]
        == "The White Witch c"
    )
    assert (
        translate("rjn.event.camp", "fr", {"colour": "@rjn.colour.witch", "territory": "x"})[:18]
        == "La Sorcière blanch"
    )


def starts_low(text: str) -> bool:
    return text[:1].isalpha() and text[:1].islower()


@pytest.mark.parametrize("game_id", sorted(game.id for game in meeple.games()))
def test_bot_games_show_only_capitalised_labels_and_log_lines(game_id: str) -> None:
    game = meeple.load(game_id)
    wrong: set[str] = set()
    for seed in range(3):
        state = game.setup({"players": game.info.max_players - seed % 2}, seed=seed)
        agents = {
            s: make_agent(game, ("easy", "normal")[seed % 2], s, seed) for s in range(state.players)
        }
        for _ in range(250):
            seat = state.to_move()
            if seat is None:
                break
            for action in state.legal_actions():
                for lang in LANGUAGES:
                    for text in (
                        state.action_label(action, lang),
                        state.public_action_label(action, lang),
                    ):
                        if starts_low(text):
                            wrong.add(text)
            for event in state.apply(agents[seat].act(state, seat)):
                for lang in LANGUAGES:
                    text = translate(event.msg, lang, event.args)
                    if starts_low(text):
                        wrong.add(text)
    assert not wrong, sorted(wrong)[:20]
