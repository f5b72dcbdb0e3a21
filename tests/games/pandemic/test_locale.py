"""Pandemic's catalogues: the same message ids in English and French, every piece of the game
named in both (cities as their French cards print them, roles, Events, colours), and the
French vocabulary of the facts sheet's glossary (section 15)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from meeple.engine.i18n import add_catalog_dir, translate
from meeple.games.pandemic import Pandemic
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import PHASES

LOCALE = Path(c.__file__).with_name("locale")
add_catalog_dir(LOCALE)  # as the package does when it loads


def catalogue(lang: str) -> dict[str, str]:
    with (LOCALE / f"{lang}.po").open("rb") as handle:
        return {m.id: str(m.string) for m in read_po(handle) if isinstance(m.id, str) and m.id}


EN, FR = catalogue("en"), catalogue("fr")


def test_both_languages_have_the_same_messages_all_filled() -> None:
    assert sorted(set(EN) ^ set(FR)) == []
    assert [msgid for msgid, text in {**EN, **FR}.items() if not text.strip()] == []
    assert all(msgid.startswith(("pandemic.", "option.pandemic.")) for msgid in EN)


def test_every_city_has_its_card_name_in_both_languages() -> None:
    for city in c.CITIES:
        assert EN[f"pandemic.city.{city.id}"] == city.en
        assert FR[f"pandemic.city.{city.id}"] == city.fr
    assert FR["pandemic.city.cairo"] == "Le Caire" and FR["pandemic.city.beijing"] == "Pékin"
    assert len([msgid for msgid in EN if msgid.startswith("pandemic.city.")]) == c.N_CITIES


def test_roles_events_and_colours_are_named() -> None:
    for role in c.ROLE_TABLE:
        assert EN[f"pandemic.role.{role.id}"] == role.en
        assert FR[f"pandemic.role.{role.id}"] == role.fr
        assert f"pandemic.power.{role.id}" in FR
    for event, en, fr in zip(c.EVENTS, c.EVENTS_EN, c.EVENTS_FR, strict=True):
        assert (EN[f"pandemic.card.{event}"], FR[f"pandemic.card.{event}"]) == (en, fr)
    for colour, fr in zip(c.COLOURS, c.COLOURS_FR, strict=True):
        assert FR[f"pandemic.colour.{colour}"] == fr
        assert f"pandemic.disease.{colour}" in EN


@pytest.mark.parametrize(
    ("msgid", "words"),
    [
        ("pandemic.deck.infection", "Propagation"),
        ("pandemic.track.infection-rate", "Vitesse de propagation"),
        ("pandemic.track.outbreaks", "Éclosions"),
        ("pandemic.action.direct-flight", "Vol direct"),
        ("pandemic.action.shuttle-flight", "Navette"),
        ("pandemic.action.cure", "Découvrir un remède"),
        ("pandemic.card.epidemic", "Épidémie"),
    ],
)
def test_the_french_glossary_is_the_vocabulary(msgid: str, words: str) -> None:
    assert words in FR[msgid]


@pytest.mark.parametrize(
    ("lang", "count", "text"),
    [
        ("en", 1, "Lagos gets 1 yellow cube."),
        ("en", 3, "Lagos gets 3 yellow cubes."),
        ("fr", 1, "Lagos reçoit 1 cube jaune."),
        ("fr", 2, "Lagos reçoit 2 cubes jaunes."),
    ],
)
def test_cube_counts_agree_in_number(lang: str, count: int, text: str) -> None:
    args = {"city": "@pandemic.city.lagos", "colour": "@pandemic.colour.yellow", "count": count}
    assert translate("pandemic.event.infected", lang, args) == text


def test_a_french_colour_agrees_with_its_plural_cubes() -> None:
    args = {"city": "@pandemic.city.cairo", "colour": "@pandemic.colour.black", "count": 3}
    assert translate("pandemic.event.infected", "fr", args) == "Le Caire reçoit 3 cubes noirs."
    assert translate("pandemic.disease.black", "fr") == "la maladie noire"


def test_every_option_and_choice_is_named_and_explained_in_one_line() -> None:
    """The lobby's words for each option (the check every registered game passes)."""
    for option in Pandemic.info.options:
        msgid = f"option.pandemic.{option.name}"
        for words in (EN, FR):
            help_text = words[f"{msgid}.help"]
            assert words[msgid] and 20 < len(help_text) < 120 and help_text[0].isupper()
            for choice in option.choices or ():
                assert f"{msgid}.{choice}" in words, (msgid, choice)


def test_every_message_the_faces_can_build_exists() -> None:
    """The message ids view.py and why.py build from the rules' names: a label per action
    kind (and per Event played from the Contingency Planner's card, per move of another's
    pawn), a status and a reason per phase and per second choice."""
    wanted = [f"pandemic.action.{name}" for name in pa.KIND_NAMES]
    wanted += [f"pandemic.action.{pa.KIND_NAMES[kind]}.stored" for kind in pa.EVENT_KINDS]
    wanted += [f"pandemic.action.other.{pa.KIND_NAMES[kind]}" for kind in pa.MOVE_KINDS]
    choices = ("arrive", "relocate", "keep", "order")
    wanted += [f"pandemic.status.{name}" for name in (*PHASES, *choices, "discard")]
    wanted += [f"pandemic.why.phase-{name}" for name in PHASES if name != "actions"]
    wanted += [f"pandemic.why.choice-{name}" for name in choices]
    wanted += [f"pandemic.region.{colour}" for colour in c.COLOURS]
    wanted += [f"pandemic.cure.{state}" for state in c.CURE_STATES]
    wanted += [f"pandemic.difficulty.{name}" for name in c.DIFFICULTIES]
    assert [msgid for msgid in wanted if msgid not in EN or msgid not in FR] == []


def test_every_word_the_board_asks_for_is_in_the_catalogue() -> None:
    """web.js names its own words ``w("key")`` (``pandemic.web.key``): each is here."""
    script = (LOCALE.parent / "web.js").read_text(encoding="utf-8")
    keys = set(re.findall(r'\bw\("([a-z-]+)"', script))
    assert keys and sorted(k for k in keys if f"pandemic.web.{k}" not in FR) == []


def test_the_log_says_who_kept_a_city_clean() -> None:
    args = {"seat": 0, "city": "@pandemic.city.lagos", "disease": "@pandemic.disease.yellow"}
    assert translate("pandemic.event.medic-prevented", "en", args) == (
        "The Medic kept Lagos clean of the yellow disease."
    )
    assert translate("pandemic.event.quarantine-prevented", "fr", args) == (
        "La Spécialiste en mise en quarantaine a préservé Lagos de la maladie jaune."
    )
