"""The state message gives each action the question to ask before playing it
(``confirm``, in the connection's language; null for an action played at once)."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from meeple.server import hub
from tests.server.conftest import SeededSecrets, new_table, receive_state, token_of


@pytest.mark.parametrize(
    ("lang", "question"),
    [
        ("en", "End the turn without beating a card and lose the game?"),
        ("fr", "Finir le tour sans vaincre de carte et perdre la partie ?"),
    ],
)
def test_the_state_carries_the_question_before_a_losing_stop(
    client: TestClient, monkeypatch: pytest.MonkeyPatch, lang: str, question: str
) -> None:
    monkeypatch.setattr(hub, "secrets", SeededSecrets(5))  # its first roll beats no card
    created = new_table(client, ["me"], game="pentaquest")
    token = token_of(created["seats"][0]["link"])
    with client.websocket_connect(f"/ws/{created['table']}?token={token}&lang={lang}") as ws:
        first = receive_state(ws)
        assert [(a["id"], a["confirm"]) for a in first["actions"]] == [("0:roll", None)]
        ws.send_text(json.dumps({"type": "act", "action": "0:roll", "step": 0}))
        rolled = receive_state(ws, 1)
        confirms = {a["id"]: a["confirm"] for a in rolled["actions"]}
        assert confirms.pop("0:stop").startswith(question + " ")
        assert confirms and set(confirms.values()) == {None}  # the free rerolls
