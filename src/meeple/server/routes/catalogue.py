"""The games on offer and the words of the pages: ``/api/games...`` and ``/api/i18n``."""

from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Header, HTTPException

from meeple.agents import LEVELS
from meeple.engine import Game, Option, translate
from meeple.engine.i18n import LANGUAGES, catalog_messages, has_message
from meeple.engine.registry import games
from meeple.server.deps import WEB, game_folder, known_game, pick_language

router = APIRouter()


def describe_game(game: Game, lang: str) -> dict[str, Any]:
    """A game as the lobby offers it: names, options and bots in ``lang``."""
    info = game.info
    # The lobby offers the three levels; the old bot names stay accepted by the API.
    bots = list(LEVELS)
    return {
        "id": info.id,
        "name": info.name.get(lang, info.name["en"]),
        "description": info.description.get(lang, info.description.get("en", "")),
        "min_players": info.min_players,
        "max_players": info.max_players,
        "cooperative": info.cooperative,
        "options": [describe_option(info.id, option, lang) for option in info.options],
        "bots": bots,
        "bot_labels": [translate(f"server.bot.{name}", lang) for name in bots],
        "bot_descriptions": [translate(f"server.bot.{name}.help", lang) for name in bots],
        "icon": f"/games/{info.id}/icon.svg",
    }


def describe_option(game_id: str, option: Option, lang: str) -> dict[str, Any]:
    def label(*parts: str) -> str | None:
        msgid = ".".join(("option", game_id, *parts))
        return translate(msgid, lang) if has_message(msgid) else None

    return {
        "name": option.name,
        "label": label(option.name) or option.name.replace("_", " "),
        "help": label(option.name, "help") or option.help,  # one line saying what it does
        "default": option.default,
        "choices": option.choices,
        "choice_labels": [
            label(option.name, str(choice)) or str(choice) for choice in option.choices or ()
        ],
        "kind": option.kind,
    }


@router.get("/api/games")
async def list_games(
    lang: str | None = None, accept_language: str | None = Header(None)
) -> list[dict[str, Any]]:
    code = pick_language(lang, accept_language)
    return [describe_game(game, code) for game in games()]


@router.get("/api/games/{game_id}/messages")
async def messages(game_id: str, lang: str = "en") -> dict[str, str]:
    folder = game_folder(known_game(game_id)) / "locale"
    return catalog_messages(folder, pick_language(lang, None))


@router.get("/api/games/{game_id}/rules")
async def rules(game_id: str, lang: str = "en") -> dict[str, str]:
    folder = game_folder(known_game(game_id))
    for code in (pick_language(lang, None), "en"):
        path = folder / f"rules.{code}.html"
        if path.exists():
            return {"lang": code, "html": path.read_text(encoding="utf-8")}
    raise HTTPException(404, f"{game_id} has no rules summary")


@router.get("/api/i18n/{lang}")
async def page_words(lang: str) -> dict[str, str]:
    if lang not in LANGUAGES:
        raise HTTPException(404, f"no language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    words: dict[str, str] = json.loads((WEB / "locale" / f"{lang}.json").read_text("utf-8"))
    return words
