"""French and English message catalogues, gettext style.

Each game ships ``locale/en.po`` and ``locale/fr.po`` (read with Babel); message ids are
stable keys such as ``fi.event.tile-flooded`` and translations use ``{name}`` placeholders.
An argument written ``@some.msgid`` is translated before it is put in place.

Seats are numbered from 0 in the code; a text a person reads names players. An integer
argument ``seat`` (or ``other``) also fills ``{player}`` (or ``{other_player}``) with that
player's name: the display name the table gave the seat (:func:`player_names`), else
"Player N" counted from 1. So a catalogue writes "{player} moves", never a raw seat.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

LANGUAGES = ("en", "fr")
DEFAULT_LANGUAGE = "en"

# An argument holding a seat (from 0) -> the argument naming that player (from 1).
PLAYER_ARGS = {"seat": "player", "other": "other_player"}

# The display names of the table whose texts are being built (index = seat; "" = none).
_names: ContextVar[tuple[str, ...]] = ContextVar("meeple_player_names", default=())

_catalog_dirs: list[Path] = [Path(__file__).with_name("locale")]


def add_catalog_dir(path: Path) -> None:
    """Make the ``en.po``/``fr.po`` files of ``path`` part of every lookup."""
    if path not in _catalog_dirs:
        _catalog_dirs.append(path)
        _messages.cache_clear()


def check_language(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return lang


@cache
def _messages(lang: str) -> dict[str, str]:
    table: dict[str, str] = {}
    for folder in _catalog_dirs:
        table.update(_read_catalog(folder, lang))
    return table


@cache
def _read_catalog(folder: Path, lang: str) -> dict[str, str]:
    """The translated messages of ``folder/<lang>.po`` (none if there is no such file).

    The one reader of ``.po`` files: every lookup and every catalogue served goes through it.
    """
    po = folder / f"{lang}.po"
    if not po.exists():
        return {}
    with po.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    return {
        message.id: str(message.string)
        for message in catalog
        if message.id and message.string and isinstance(message.id, str)
    }


def catalog_messages(folder: Path, lang: str) -> dict[str, str]:
    """Every message of the catalogue in ``folder`` (a game's ``locale``) in ``lang``,
    English filling what the translation lacks: what a game's renderer needs to name its
    pieces, and nothing of the other catalogues."""
    return {
        **_read_catalog(folder, DEFAULT_LANGUAGE),
        **_read_catalog(folder, check_language(lang)),
    }


@contextmanager
def player_names(names: Sequence[str | None]) -> Iterator[None]:
    """Within the block, texts name each seat by ``names[seat]`` when it is set: a table's
    players as they chose to be called. A context variable, so a thread or task building
    another table's texts meanwhile keeps its own names."""
    token = _names.set(tuple(name or "" for name in names))
    try:
        yield
    finally:
        _names.reset(token)


def player_name(seat: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """How texts name ``seat``: its display name, else "Player N" (N = seat + 1)."""
    names = _names.get()
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return translate("engine.player", lang, {"n": seat + 1})


def has_message(msgid: str, lang: str = DEFAULT_LANGUAGE) -> bool:
    return msgid in _messages(lang)


def translate(
    msgid: str, lang: str = DEFAULT_LANGUAGE, args: Mapping[str, Any] | None = None
) -> str:
    """The text of ``msgid`` in ``lang`` with its arguments put in place.

    A missing translation falls back to English, then to the message id itself, so a
    gap in a catalogue shows up plainly instead of failing.
    """
    text = _messages(lang).get(msgid) or _messages(DEFAULT_LANGUAGE).get(msgid) or msgid
    if not args:
        return text
    values = {key: _value(value, lang) for key, value in args.items()}
    for seat_key, player_key in PLAYER_ARGS.items():
        seat = args.get(seat_key)
        if isinstance(seat, int) and not isinstance(seat, bool) and player_key not in values:
            values[player_key] = player_name(seat, lang)
    try:
        if "!u}" in text or "|" in text:  # rare: the slower formatter only where needed
            return _SENTENCES[lang if lang in _SENTENCES else DEFAULT_LANGUAGE].vformat(
                text, (), values
            )
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return f"{text} {values}"


class _SentenceFormatter(string.Formatter):
    """``str.format`` plus two forms a catalogue may write:

    - ``{name!u}``: the value with its first letter in upper case, for a sentence that opens
      on a value which reads lower case mid-sentence ("the White Witch camps at ..." ->
      "The White Witch camps at ...");
    - ``{count:card joins|cards join}``: the singular or the plural words, as the number
      ``count`` asks in this language (French counts 0 and 1 as singular, English 1 only).
    """

    def __init__(self, singular_below: int) -> None:
        super().__init__()
        self.singular_below = singular_below  # |n| below it (or 1 itself) is singular

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion == "u":
            text = str(value)
            return text[:1].upper() + text[1:]
        return super().convert_field(value, conversion)

    def format_field(self, value: Any, format_spec: str) -> Any:
        if "|" in format_spec:
            number = int(value)  # a count written as text ("3") counts too
            one, _, many = format_spec.partition("|")
            return one if number == 1 or abs(number) < self.singular_below else many
        return super().format_field(value, format_spec)


_SENTENCES = {"en": _SentenceFormatter(singular_below=0), "fr": _SentenceFormatter(2)}


def _value(value: Any, lang: str) -> Any:
    if isinstance(value, str) and value.startswith("@"):
        return translate(value[1:], lang)
    if isinstance(value, list):
        return ", ".join(str(_value(item, lang)) for item in value)
    return value


def counted(counts: Sequence[int], name: Callable[[int], str]) -> str:
    """Cards held, by kind, as text: ``"2x Jet Pack, Dune Blaster"`` (``-`` for none);
    ``name`` gives the word of a kind.

    >>> counted([2, 0, 1], lambda kind: "ABC"[kind])
    '2x A, C'
    """
    words = [(f"{n}x " if n > 1 else "") + name(kind) for kind, n in enumerate(counts) if n]
    return ", ".join(words) or "-"
