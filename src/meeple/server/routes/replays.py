"""Finished games: the latest ones, and any step of one's replay."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from fastapi import APIRouter, HTTPException

from meeple.engine import Match, load, translate
from meeple.engine.i18n import player_names
from meeple.server.chat import line_json
from meeple.server.deps import HubDep, pick_language, table_or_404
from meeple.server.live import LiveTable, log_json, noted
from meeple.server.store import StoredTable

router = APIRouter()


@router.get("/api/replays")
async def finished_tables(hub: HubDep, lang: str = "en", limit: int = 20) -> list[dict[str, Any]]:
    """The latest finished games, newest first: each one's replay is open to all."""
    code = pick_language(lang, None)
    finished = await hub.read(hub.store.tables, True, max(1, min(limit, 100)))
    return [finished_summary(stored, code) for stored in finished]


def finished_summary(stored: StoredTable, lang: str) -> dict[str, Any]:
    with player_names([seat.name or "" for seat in stored.seats]):  # as its players chose
        return _finished_summary(stored, lang)


def _finished_summary(stored: StoredTable, lang: str) -> dict[str, Any]:
    outcome = stored.outcome
    return {
        "table": stored.id,
        "game": stored.game,
        "name": load(stored.game).info.name.get(lang, stored.game),
        "players": stored.config["players"],
        "steps": stored.step,
        "outcome": None
        if outcome is None
        else {
            "won": outcome.get("won"),
            "text": translate(outcome["reason"], lang, outcome["args"]),
        },
        "replay": f"/replay/{stored.id}",
    }


@router.get("/api/tables/{table_id}/replay")
async def replay(
    hub: HubDep, table_id: str, step: int | None = None, lang: str = "en"
) -> dict[str, Any]:
    table = await table_or_404(hub, table_id)
    if not table.finished:
        raise HTTPException(409, "the game is not over yet: replays open at its end")
    record = table.match.record
    total = len(record.actions)
    upto = total if step is None else step
    if not 0 <= upto <= total:
        raise HTTPException(400, f"step must be from 0 to {total}, not {step}")
    past = noted(Match.from_record(replace(record, actions=record.actions[:upto])), table.notes)
    code = pick_language(lang, None)
    # the players' chat up to this step (the spectators' channel stays theirs)
    lines = await hub.read(hub.store.chat_lines, table.id, "players")
    chat = [line_json(line, code) for line in lines if line.step <= upto]
    with player_names(table.display_names()):  # every text names players as they chose
        return {**replay_json(table, past, upto, code), "chat": chat}


def replay_json(table: LiveTable, past: Match, upto: int, code: str) -> dict[str, Any]:
    total = len(table.match.record.actions)
    return {
        "table": table.id,
        "game": table.game.id,
        "steps": total,
        "step": upto,
        "view": past.state.view(None),
        "log": log_json(past.log, None, code),
        "seats": table.seats_json(code),
        "outcome": table.outcome_json(code) if upto == total else None,
    }
