"""My tables: the seat links a browser keeps, looked up in one request, and a lost link
re-issued by the table's creator.

``POST /api/seats/lookup`` answers each token with its table, seat and how the game
stands, and nothing a seat's holder may not see; a token no seat holds is ``gone``. A
finished table not in memory is described from the store, as it was in memory."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from meeple.engine import registry
from meeple.server import live
from meeple.server.routes.seats import MAX_TOKENS
from tests.fixtures.toy_meeple import TOY_GAMES
from tests.server.conftest import new_table, receive, receive_state, token_of


def lookup(client: TestClient, tokens: list[str], lang: str = "en") -> list[dict[str, Any]]:
    answer = client.post(f"/api/seats/lookup?lang={lang}", json={"tokens": tokens})
    assert answer.status_code == 200, answer.text
    seats: list[dict[str, Any]] = answer.json()["seats"]
    return seats


def test_each_token_gives_its_table_its_seat_and_whose_turn(client: TestClient) -> None:
    created = new_table(client, ["me", "invite", "bot"])
    me, friend = (token_of(seat["link"]) for seat in created["seats"][:2])
    answers = lookup(client, [me, friend, "no-such-token", me])
    assert [a["token"] for a in answers] == [me, friend, "no-such-token"]  # once each
    mine, theirs, gone = answers
    assert gone == {"token": "no-such-token", "status": "gone"}
    for answer, seat in ((mine, 0), (theirs, 1)):
        assert answer["status"] == "playing" and answer["table"] == created["table"]
        assert answer["seat"] == seat and answer["game"] == "forbidden-island"
        assert answer["to_move"] == 0 and answer["replay"] is None
    assert mine["your_turn"] and not theirs["your_turn"]
    assert mine["turn"] == "Player 1 to move" or "Player 1" in mine["turn"]
    # nothing a holder may not know: no other seat's link, no owner secret, no view
    assert friend not in json.dumps(mine) and me not in json.dumps(theirs)
    assert created["owner"] not in json.dumps(answers)
    assert not {"view", "actions", "seed", "snapshot"} & set(mine)


def test_a_lookup_is_bounded(client: TestClient) -> None:
    too_many = client.post("/api/seats/lookup", json={"tokens": ["x"] * (MAX_TOKENS + 1)})
    too_long = client.post("/api/seats/lookup", json={"tokens": ["x" * 65]})
    misspelt = client.post("/api/seats/lookup", json={"token": ["x"]})
    assert [r.status_code for r in (too_many, too_long, misspelt)] == [422, 422, 422]
    assert "50" in too_many.text and "64" in too_long.text


def test_the_creator_reissues_a_lost_link_the_old_one_is_gone(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    me, friend = (token_of(seat["link"]) for seat in created["seats"])
    table = client.app.state.hub.tables[created["table"]]  # type: ignore[attr-defined]
    url = f"/api/tables/{created['table']}/seats/1/invite"
    owner = {"X-Owner": created["owner"]}
    with client.websocket_connect(f"/ws/{created['table']}?token={friend}") as ws:
        receive_state(ws)
        here = client.post(url, headers=owner)
        assert here.status_code == 409 and "is here" in here.json()["detail"]
    table.left_at[1] = time.monotonic() - 61  # the friend left a minute ago, link lost
    # seat 0 is to move: a seated player may not, by the hand-over rule...
    by_player = client.post(url, headers={"X-Seat": me})
    assert by_player.status_code == 409 and "not waiting" in by_player.json()["detail"]
    # ...but the creator may give a lost link again at any time
    again = client.post(url, headers=owner)
    assert again.status_code == 200, again.text
    new = token_of(again.json()["link"])
    old_answer, new_answer = lookup(client, [friend, new])
    assert old_answer["status"] == "gone"
    assert new_answer["seat"] == 1 and new_answer["table"] == created["table"]
    with client.websocket_connect(f"/ws/{created['table']}?token={friend}") as old:
        assert receive(old)["type"] == "error"
        with pytest.raises(WebSocketDisconnect) as closed:
            old.receive_text()
        assert closed.value.code == 4403
    with client.websocket_connect(f"/ws/{created['table']}?token={new}") as back:
        assert receive_state(back)["seat"] == 1


def test_a_new_link_follows_the_hand_over_rule_in_every_other_case(client: TestClient) -> None:
    created = new_table(client, ["me", "invite", "bot"])
    table = client.app.state.hub.tables[created["table"]]  # type: ignore[attr-defined]
    for seat, owner, player in [(0, True, None), (1, True, None), (2, True, None), (0, False, 1)]:
        # a creator's seat just made, a free seat, a bot's, a seated player asking
        assert table.new_link_refusal(seat, owner, player) == table.hand_over_refusal(
            seat, owner, player
        )
    assert "bot" in (table.new_link_refusal(2, True, None) or "")
    table.left_at[0] = time.monotonic() - 61  # away, and the game waits for seat 0
    assert table.new_link_refusal(0, True, None) is None


def test_a_finished_table_reads_the_same_from_memory_and_from_the_store(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(registry, "_GAMES", {**registry._GAMES, **TOY_GAMES})
    monkeypatch.setattr(live, "AWAY_SECONDS", 0.0)  # seat 0 may go to a bot at once
    created = new_table(client, ["me", "bot"], game="dice-race")
    me = token_of(created["me"])
    table_id = created["table"]
    handed = client.post(
        f"/api/tables/{table_id}/seats/0/bot",
        json={"bot": "random"},
        headers={"X-Owner": created["owner"]},
    )
    assert handed.status_code == 200, handed.text
    deadline = time.monotonic() + 20
    while client.get(f"/api/tables/{table_id}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.05)
    (in_memory,) = lookup(client, [me])
    assert in_memory["status"] == "finished" and in_memory["replay"] == f"/replay/{table_id}"
    assert in_memory["outcome"]["text"] and not in_memory["your_turn"]
    hub = client.app.state.hub  # type: ignore[attr-defined]
    hub.tables.pop(table_id, None)
    hub.finished.pop(table_id, None)
    (stored,) = lookup(client, [me])
    assert stored == in_memory
    assert table_id not in hub.tables and table_id not in hub.finished  # no replay to answer
    (french,) = lookup(client, [me], "fr")
    assert french["seat_name"] == "Joueur 1"
