"""Client messages: parsed into their models, refused with the field that was wrong, and
each class handled by exactly one handler."""

from __future__ import annotations

import pytest

from meeple.server.live import Refused
from meeple.server.messages import MESSAGES, TYPE_LIST, Act, Lang, Undo, parse
from meeple.server.routes.ws import HANDLERS


def test_every_message_class_has_its_handler() -> None:
    assert set(HANDLERS) == set(MESSAGES)


def test_good_messages_become_their_models_and_unknown_keys_are_ignored() -> None:
    assert parse('{"type": "act", "action": "0:roll", "step": 3}') == Act(
        type="act", action="0:roll", step=3
    )
    assert parse('{"type": "undo", "step": 0, "extra": [1]}') == Undo(type="undo", step=0)
    assert parse('{"type": "lang", "lang": "fr"}') == Lang(type="lang", lang="fr")


@pytest.mark.parametrize(
    ("text", "code", "reason"),
    [
        (None, "bad-message", "messages must be JSON text, not binary"),
        ("x" * 4097, "too-big", "a message may hold at most 4096 bytes"),
        ("{", "bad-message", "the message is not JSON"),
        ('"act"', "bad-message", 'the message must be a JSON object with a "type"'),
        ("{}", "bad-message", f"unknown message type None: use {TYPE_LIST}"),
        ('{"type": 3}', "bad-message", f"unknown message type 3: use {TYPE_LIST}"),
        ('{"type": "act", "action": 7, "step": 0}', "bad-message", "names no action"),
        ('{"type": "act", "action": "a", "step": true}', "bad-message", "step it was sent at"),
        ('{"type": "undo", "step": "1"}', "bad-message", "step it was sent at"),
        ('{"type": "undo", "step": 1.0}', "bad-message", "step it was sent at"),
        ('{"type": "lang", "lang": "de"}', "bad-message", "lang must be one of en, fr"),
        ('{"type": "name"}', "bad-message", "the message gives no name"),
        ('{"type": "name", "name": 7}', "bad-message", "the message gives no name"),
    ],
)
def test_bad_messages_are_refused_naming_what_was_wrong(
    text: str | None, code: str, reason: str
) -> None:
    with pytest.raises(Refused) as refused:
        parse(text)
    assert refused.value.code == code and reason in refused.value.reason
