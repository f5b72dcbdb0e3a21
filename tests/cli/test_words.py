"""Players are named as people read them, counted from 1: "Player 2", "Joueur 2" (with a
colour or a role where the game has one), never "seat 1", "place 1" or "siège 1"; the
terminal shows no raw identifier (an outcome's message id, an item's key)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from meeple.engine.i18n import LANGUAGES
from meeple.engine.registry import game_ids, load

SRC = Path(__file__).parents[2] / "src" / "meeple"
SEAT_NUMBER = re.compile(r"\b(seats?|places?|si[eè]ges?)\s+#?\d", re.IGNORECASE)
SEAT_PLACEHOLDER = re.compile(r"\b(seats?|places?|si[eè]ges?)\s+#?\{\w+\}", re.IGNORECASE)
PLAYER = {"en": "Player", "fr": "Joueur"}
RAW_ID = re.compile(
    r"\b[a-z]+(\.[a-z_-]+){2,}\b|\b[a-z]+_[a-z_]+\b|\^[a-z]"
)  # fi.outcome.won, iron_boots^speed


def test_every_game_is_covered() -> None:
    assert set(game_ids()) == {
        "forbidden-island",
        "forbidden-desert",
        "portal-dash",
        "doodle-jump",
        "pentaquest",
        "risk-junior-narnia",
        "pandemic",
    }


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", sorted(game_ids()))
def test_a_bot_game_names_players_from_1(meeple, tmp_path: Path, game_id: str, lang: str) -> None:
    players = max(2, load(game_id).info.min_players)
    path = tmp_path / "game.json"
    common = ["--lang", lang]
    played = meeple(
        "play", game_id, "--players", str(players), "--bots", "all", "--seed", "7",
        "--save", str(path), *common,
    )  # fmt: skip
    assert played.code == 0, played.err
    replayed = meeple("replay", str(path), *common)
    assert replayed.code == 0, replayed.err
    text = played.out + replayed.out
    assert SEAT_NUMBER.findall(text) == [], [
        line for line in text.splitlines() if SEAT_NUMBER.search(line)
    ][:5]
    assert f"{PLAYER[lang]} 1" in text and f"{PLAYER[lang]} 2" in text
    assert [line for line in text.splitlines() if RAW_ID.search(line)] == []


def catalogues() -> list[Path]:
    return sorted(SRC.rglob("locale/*.po"))


@pytest.mark.parametrize("po", catalogues(), ids=lambda p: str(p.relative_to(SRC)))
def test_no_catalogue_text_names_a_seat_by_number(po: Path) -> None:
    with po.open("rb") as handle:
        catalog = read_po(handle)
    texts = [str(message.string) for message in catalog if message.id and message.string]
    assert texts
    assert [text for text in texts if SEAT_PLACEHOLDER.search(text)] == []
    # a seat (from 0) is never printed as it is: {player} is the same seat from 1
    assert [text for text in texts if re.search(r"(?i)(player|joueur) \{seat\}", text)] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_browser_text_names_a_seat_by_number(lang: str) -> None:
    words = json.loads((SRC / "web" / "locale" / f"{lang}.json").read_text(encoding="utf-8"))
    assert [text for text in words.values() if SEAT_PLACEHOLDER.search(text)] == []
    assert words["web.seat.given"].startswith(PLAYER[lang])


@pytest.mark.usefixtures("toy_registry")
def test_the_terminal_log_puts_a_space_before_the_colon_in_french(meeple) -> None:
    """Issue 18, words: "Joueur 1 : Prise", never "Joueur 1: prise"; English keeps "Player 1:"."""
    args = ["play", "dice-race", "--players", "2", "--seed", "1"]
    french = meeple(*args, "--lang", "fr", stdin="1\nq\n")
    assert french.code == 0, french.err
    assert "Joueur 1 (vous) : Lancer le dé" in french.out and "Joueur 2 : " in french.out
    assert not [line for line in french.lines if re.search(r"\w: ", line)]
    english = meeple(*args, stdin="1\nq\n")
    assert "Player 1 (you): " in english.out and "Player 1 (you) :" not in english.out
