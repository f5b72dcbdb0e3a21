"""French typography in every French text: a space (plain, non-breaking or narrow
non-breaking) before ``:`` ``;`` ``!`` and ``?`` (issue 18, words). Placeholders, URLs and
HTML tags are not prose and are left out; so is a colon between two digits (a time)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import meeple

SRC = Path(meeple.__file__).parent
FRENCH_CATALOGUES = sorted(SRC.glob("**/locale/fr.po"))
WEB_WORDS = SRC / "web" / "locale" / "fr.json"
SPACES = " \u00a0\u202f"


def prose(text: str) -> str:
    text = re.sub(r"https?://\S+", "", text)
    text = re.sub(r"\{[^{}]*\}", "X", text)
    return re.sub(r"<[^>]*>", " ", text)


def unspaced(text: str) -> list[str]:
    """The places in ``text`` where a high punctuation mark has no space before it."""
    words = prose(text)
    found = []
    for mark in re.finditer(r"[:;!?]", words):
        at = mark.start()
        before = words[at - 1] if at else " "
        after = words[at + 1 : at + 2]
        if before in SPACES or before in ":;!?" or (before.isdigit() and after.isdigit()):
            continue
        found.append(words[max(0, at - 15) : at + 3])
    return found


def test_the_rule_catches_a_missing_space() -> None:
    assert unspaced("Joueur 1: prise") == ["Joueur 1: p"]
    assert len(unspaced("Joueur {n} : prise ; {x}! https://a.b/c?d 10:30")) == 1
    assert unspaced("Gagné\u00a0! Vraiment\u202f?") == []


def test_the_catalogues_are_found() -> None:
    assert len(FRENCH_CATALOGUES) >= 8 and WEB_WORDS.exists()


@pytest.mark.parametrize("po", FRENCH_CATALOGUES, ids=lambda p: str(p.relative_to(SRC)))
def test_every_french_message_spaces_its_high_punctuation(po: Path) -> None:
    with po.open("rb") as handle:
        catalog = read_po(handle)
    wrong = [
        f"{m.id}: {spot!r}"
        for m in catalog
        if m.id and m.string
        for spot in unspaced(str(m.string))
    ]
    assert not wrong, "\n".join(wrong)


def test_every_french_page_word_spaces_its_high_punctuation() -> None:
    words: dict[str, str] = json.loads(WEB_WORDS.read_text("utf-8"))
    wrong = [f"{key}: {spot!r}" for key, text in words.items() for spot in unspaced(text)]
    assert not wrong, "\n".join(wrong)


def test_every_page_word_is_in_both_languages() -> None:
    english = json.loads((WEB_WORDS.parent / "en.json").read_text("utf-8"))
    french = json.loads(WEB_WORDS.read_text("utf-8"))
    assert sorted(set(english) ^ set(french)) == []
