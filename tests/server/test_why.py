"""The ``why`` message: why can this seat do nothing with a board element now? Answered
to the asker alone, in its language, from the game's ``why_not`` for its seat (a
spectator: none); refused when the target is no short string; counted in the rate limit."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

import meeple
from meeple.games.forbidden_island import components as c
from meeple.server import hub
from meeple.server.app import create_app
from meeple.server.settings import Limits
from tests.server.conftest import SeededSecrets, new_table, receive, receive_state, token_of

SEED = 7
CONFIG = {"adventurers": ["messenger", "diver"]}
GAME = meeple.load("forbidden-island")


def diagonal_tile() -> str:
    """A tile diagonal to the Messenger's start in the deal of ``SEED``: never lit for it."""
    state = GAME.setup({"players": 2, **CONFIG}, SEED)
    here = state.pos[0]
    tile = next(t for t in state.board.around[here] if t not in state.board.orth[here])
    return f"tile:{c.TILES[tile].slug}"


@pytest.fixture
def table(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    monkeypatch.setattr(hub, "secrets", SeededSecrets(SEED))
    return new_table(client, ["me", "invite"], **CONFIG)


def connect(client: TestClient, created: dict[str, Any], seat: int | None, lang: str) -> Any:
    token = "" if seat is None else token_of(created["seats"][seat]["link"])
    return client.websocket_connect(f"/ws/{created['table']}?token={token}&lang={lang}")


def ask(ws: Any, target: Any, step: int = 0) -> None:
    ws.send_text(json.dumps({"type": "why", "target": target, "step": step}))


@pytest.mark.parametrize(
    ("lang", "reason"),
    [
        ("en", "Only the Explorer moves diagonally."),
        ("fr", "Seul l'Explorateur se déplace en diagonale."),
    ],
)
def test_the_reason_goes_to_the_asker_alone_in_its_language(
    client: TestClient, table: dict[str, Any], lang: str, reason: str
) -> None:
    target = diagonal_tile()
    with connect(client, table, 0, lang) as me, connect(client, table, 1, "en") as other:
        assert receive_state(me)["actions"]
        receive_state(other)
        ask(me, target)
        answer = receive(me)
        assert answer == {"type": "why", "target": target, "step": 0, "reason": reason}
        # the other seat got nothing: the next thing it reads is its own error
        other.send_text("{}")
        assert receive(other)["type"] == "error"


def test_the_other_seat_is_told_whose_turn_it_is(client: TestClient, table: dict[str, Any]) -> None:
    with connect(client, table, 1, "fr") as other:
        receive_state(other)
        ask(other, diagonal_tile())
        assert receive(other)["reason"] == "C'est au tour de Joueur 1."


def test_a_spectator_is_answered_without_a_seat(client: TestClient, table: dict[str, Any]) -> None:
    with connect(client, table, None, "en") as watcher:
        receive_state(watcher)
        ask(watcher, diagonal_tile())
        answer = receive(watcher)
        # nothing but the reason: no state, no seat's hand, no deck
        assert set(answer) == {"type", "target", "step", "reason"}
        assert answer["reason"] == "You are watching this game: only its players act."


def test_a_lit_target_is_not_explained(client: TestClient, table: dict[str, Any]) -> None:
    with connect(client, table, 0, "en") as me:
        lit = next(a["target"] for a in receive_state(me)["actions"] if a["target"])
        ask(me, lit)
        me.send_text("{}")  # a marker: the next message is its error, not an answer
        assert receive(me)["type"] == "error"


@pytest.mark.parametrize("target", ["x" * 65, "", 3, None, ["tile:x"]])
def test_a_bad_target_is_refused_like_any_bad_message(
    client: TestClient, table: dict[str, Any], target: Any
) -> None:
    with connect(client, table, 0, "en") as me:
        receive_state(me)
        ask(me, target)
        error = receive(me)
        assert error["type"] == "error" and error["code"] == "bad-message"
        assert "board element" in error["reason"]


def test_a_target_of_64_characters_is_answered(client: TestClient, table: dict[str, Any]) -> None:
    with connect(client, table, 0, "en") as me:
        receive_state(me)
        ask(me, "x" * 64)
        assert receive(me)["reason"] == "Nothing can be done there now."


@pytest.fixture
def strict_client(sqlite_url: str) -> Iterator[TestClient]:
    limits = Limits(rate=0.01, burst=5, refusals=1000)
    with TestClient(create_app(sqlite_url, bot_delay=60.0, limits=limits)) as test_client:
        yield test_client


def test_questions_count_in_the_rate_limit(strict_client: TestClient) -> None:
    created = new_table(strict_client, ["me", "invite"])
    with connect(strict_client, created, 0, "en") as me:
        receive_state(me)
        for _ in range(8):
            ask(me, "nowhere")
        kinds = [receive(me) for _ in range(6)]
        assert [m["type"] for m in kinds[:5]] == ["why"] * 5  # the burst
        assert kinds[5] == {"type": "error", "code": "too-fast", "reason": kinds[5]["reason"]}
