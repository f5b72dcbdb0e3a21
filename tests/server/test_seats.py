"""Who may take or hand over a seat: one rule for the lobby, the table page and the API.

A seat the creator kept for a friend (an invite link) cannot be claimed from the lobby;
only seats opened to it can. A seat may be handed to a bot or a new link by the creator
while nobody ever took it, and by the creator or any seated player once its player has
been away 60 s while the game waits for them; that player's link then takes it back."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

from meeple.server import hub
from tests.server.conftest import SeededSecrets, new_table, receive_state, token_of

# A deal where the island outlasts seat 0's first turn (with a random one it sank, now
# and then, before the game could wait for seat 1).
SEED_THAT_GOES_ON = 1


def table_of(client: TestClient, created: dict[str, Any]) -> Any:
    return client.app.state.hub.tables[created["table"]]  # type: ignore[attr-defined]


def hand_over(
    client: TestClient, created: dict[str, Any], seat: int, how: str = "bot", **headers: str
) -> Any:
    url = f"/api/tables/{created['table']}/seats/{seat}/{how}"
    return client.post(url, json={"bot": "random"} if how == "bot" else None, headers=headers)


def test_only_seats_opened_to_the_lobby_may_be_claimed_from_it(client: TestClient) -> None:
    created = new_table(client, ["me", "invite", "open"])
    listed = client.get(f"/api/tables/{created['table']}").json()
    assert listed["free_seats"] == [2]
    assert created["seats"][2]["link"] is None  # an open seat's link is made when claimed
    hijack = client.post(f"/api/tables/{created['table']}/seats/1/claim")
    assert hijack.status_code == 409
    assert client.get(created["seats"][1]["link"]).status_code == 200  # the friend's link lives
    claimed = client.post(f"/api/tables/{created['table']}/seats/2/claim")
    assert claimed.status_code == 200 and client.get(claimed.json()["link"]).status_code == 200


def test_a_seat_never_taken_is_the_creators_to_hand_over(client: TestClient) -> None:
    created = new_table(client, ["me", "invite", "invite"])
    me = token_of(created["seats"][0]["link"])
    with client.websocket_connect(f"/ws/{created['table']}?token={me}") as ws:
        receive_state(ws)
        by_player = hand_over(client, created, 1, **{"X-Seat": me})
        assert by_player.status_code == 403 and "creator" in by_player.json()["detail"]
        assert hand_over(client, created, 1, **{"X-Owner": "guess"}).status_code == 403
        link = hand_over(client, created, 2, "invite", **{"X-Owner": created["owner"]})
        assert link.status_code == 200
        assert client.get(created["seats"][2]["link"]).status_code == 404  # the old link dies
        assert client.get(link.json()["link"]).status_code == 200
        done = hand_over(client, created, 1, **{"X-Owner": created["owner"]})
        assert done.status_code == 200 and done.json()["seats"][1]["kind"] == "bot"


def test_a_player_here_or_just_gone_keeps_the_seat(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    friend = token_of(created["seats"][1]["link"])
    with client.websocket_connect(f"/ws/{created['table']}?token={friend}") as ws:
        receive_state(ws)
        here = hand_over(client, created, 1, **{"X-Owner": created["owner"]})
        assert here.status_code == 409 and "is here" in here.json()["detail"]
    gone = hand_over(client, created, 1, **{"X-Owner": created["owner"]})
    assert gone.status_code == 409 and "60 s" in gone.json()["detail"]


def test_a_player_away_while_the_game_waits_is_replaced_and_comes_back(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hub, "secrets", SeededSecrets(SEED_THAT_GOES_ON))
    created = new_table(client, ["me", "invite"])
    me, friend = (token_of(seat["link"]) for seat in created["seats"])
    table = table_of(client, created)
    with client.websocket_connect(f"/ws/{created['table']}?token={friend}") as ws:
        receive_state(ws)
    with client.websocket_connect(f"/ws/{created['table']}?token={me}") as mine:
        state = receive_state(mine)
        table.left_at[1] = time.monotonic() - 61  # the friend left a minute ago
        not_yet = hand_over(client, created, 1, **{"X-Seat": me})  # seat 0 is to move
        assert not_yet.status_code == 409 and "not waiting" in not_yet.json()["detail"]
        while state["to_move"] == 0:  # play seat 0's turn out: then the game waits for 1
            action = state["actions"][-1]["id"]
            mine.send_text(json.dumps({"type": "act", "action": action, "step": state["step"]}))
            state = receive_state(mine, state["step"] + 1)
        own = hand_over(client, created, 1, **{"X-Seat": friend})
        assert own.status_code == 403, (own.text, state["to_move"], state["outcome"])  # its own
        replaced = hand_over(client, created, 1, **{"X-Seat": me})
        assert replaced.status_code == 200 and replaced.json()["seats"][1]["kind"] == "bot"
        state = receive_state(mine, state["step"] + 1)  # the bot played for seat 1
    with client.websocket_connect(f"/ws/{created['table']}?token={friend}") as back:
        again = receive_state(back)
        assert again["seat"] == 1 and again["seats"][1]["kind"] == "invite"
    assert table.seats[1].kind == "invite" and 1 not in table._bot_names()


def test_the_seats_list_says_when_a_seat_may_be_handed_over(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page offers the control from what the rule tells it: a free seat, and the
    time an away player's seat becomes another's to hand over."""
    # a deal where seat 0's turn hands the move to seat 1: on about 1 in 20 (3,000 deals
    # tried), playing seat 0's last action sinks the island or sends seat 2 swimming first
    monkeypatch.setattr(hub, "secrets", SeededSecrets(1))
    created = new_table(client, ["me", "invite", "invite"])
    me, friend = (token_of(seat["link"]) for seat in created["seats"][:2])
    table = table_of(client, created)
    with client.websocket_connect(f"/ws/{created['table']}?token={friend}") as ws:
        receive_state(ws)
    with client.websocket_connect(f"/ws/{created['table']}?token={me}") as mine:
        seats = receive_state(mine)["seats"]
        assert [s["hand_over"] for s in seats] == [None, None, "free"]
        assert seats[1]["hand_over_at"] is None  # seat 0 is to move, not seat 1
        assert table.hand_over_json(1)["hand_over_at"] is None
        while table.match.state.to_move() == 0:
            state = table.match.state
            table.match.play(state.legal_actions(0)[-1])
        assert table.match.state.to_move() == 1
        at = table.hand_over_json(1)["hand_over_at"]
        assert at is not None and time.time() + 55 < at <= time.time() + 60.5
