"""Play again (issue 19, item 5): a finished table's rematch.

Same game, options and seats (people stay people, bots stay bots at their level), a new
seed, the same creator; every connection of the finished table learns the new table, and
each seated one its own seat's new link, never another's. One rematch per table.
"""

from __future__ import annotations

import json
import time
from typing import Any

from fastapi.testclient import TestClient

from meeple.server import create_app
from meeple.server.hub import digest
from tests.server.conftest import receive, receive_state, token_of


def send(ws: Any, **message: Any) -> None:
    ws.send_text(json.dumps(message))


def receive_type(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        message = receive(ws)
        if message["type"] == kind:
            return message


def finished_table(client: TestClient) -> dict[str, Any]:
    """A three-seat table (two people, an easy bot) whose people left: its bots ended it."""
    body = {
        "game": "forbidden-island",
        "config": {"players": 3},
        "seats": [{"kind": "me"}, {"kind": "invite"}, {"kind": "bot", "bot": "easy"}],
        "hand_over": "easy",
    }
    made: dict[str, Any] = client.post("/api/tables", json=body).json()
    for seat in made["seats"][:2]:
        with client.websocket_connect(f"/ws/{made['table']}?token={token_of(seat['link'])}") as ws:
            seat_of = receive_state(ws)["seat"]
            send(ws, type="leave")
            while receive_state(ws)["seats"][seat_of]["kind"] != "bot":
                pass  # a state sent before the leave was taken
    deadline = time.monotonic() + 60
    while client.get(f"/api/tables/{made['table']}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish the game"
        time.sleep(0.05)
    return made


def hub_of(client: TestClient) -> Any:
    return client.app.state.hub  # type: ignore[attr-defined]


def test_a_rematch_keeps_game_options_and_seats_and_sends_each_seat_its_own_link(
    client: TestClient,
) -> None:
    made = finished_table(client)
    old = hub_of(client).finished.get(made["table"]) or hub_of(client).tables[made["table"]]
    url = f"/ws/{made['table']}"
    links = [token_of(seat["link"]) for seat in made["seats"][:2]]
    with (
        client.websocket_connect(f"{url}?token={links[0]}") as first,
        client.websocket_connect(f"{url}?token={links[1]}") as second,
        client.websocket_connect(url) as watcher,
    ):
        for ws in (first, second, watcher):
            assert receive_state(ws)["outcome"] is not None
        send(watcher, type="rematch")
        assert receive_type(watcher, "error")["code"] == "forbidden"  # spectators watch
        send(first, type="rematch")
        offers = [receive_type(ws, "rematch") for ws in (first, second, watcher)]
        new_id = offers[0]["table"]
        assert {offer["table"] for offer in offers} == {new_id} and new_id != made["table"]
        assert "link" not in offers[2]  # a spectator is told the table, no seat
        new = hub_of(client).tables[new_id]
        for seat, offer in enumerate(offers[:2]):  # each its own seat, no one else's
            token = token_of(offer["link"])
            assert new.seats[seat].token_hash == digest(token)
            assert all(s.token_hash != digest(token) for s in new.seats if s.seat != seat)
        assert offers[0]["link"] != offers[1]["link"]
        assert new.game.id == old.game.id and new.match.record.config == old.match.record.config
        assert new.match.record.seed != old.match.record.seed
        assert [(s.kind, s.bot) for s in new.seats] == [
            ("invite", None),
            ("invite", None),
            ("bot", "easy"),
        ]
        assert new.owner_hash == old.owner_hash and new.hand_over_level == "easy"
        # the creator sees the links of the seats nobody took yet
        invites = client.get(
            f"/api/tables/{new_id}/invites", headers={"X-Owner": made["owner"]}
        ).json()
        assert invites["links"] == {"0": offers[0]["link"], "1": offers[1]["link"]}
        assert client.get(f"/api/tables/{new_id}/invites").status_code == 403
        # a second ask joins the same table: the asker alone is told again
        send(second, type="rematch")
        again = receive_type(second, "rematch")
        assert again == offers[1]
        send(first, type="lang", lang="en")  # anything for first, after which...
        assert receive_type(first, "state")["type"] == "state"
    tables = [t for t in hub_of(client).tables.values() if t.id not in (made["table"],)]
    assert [t.id for t in tables] == [new_id]  # one rematch, not two
    with client.websocket_connect(f"/ws/{new_id}?token={token_of(offers[1]['link'])}") as ws:
        assert receive_state(ws)["seat"] == 1  # the link leads to its seat
    left = client.get(f"/api/tables/{new_id}/invites", headers={"X-Owner": made["owner"]})
    assert left.json()["links"] == {"0": offers[0]["link"]}  # seat 1 came


def test_no_rematch_before_the_end(client: TestClient) -> None:
    body = {"game": "forbidden-island", "config": {"players": 2}, "seats": [{"kind": "me"}] * 2}
    made = client.post("/api/tables", json=body).json()
    with client.websocket_connect(f"/ws/{made['table']}?token={token_of(made['me'])}") as ws:
        receive_state(ws)
        send(ws, type="rematch")
        error = receive_type(ws, "error")
        assert error["code"] == "forbidden" and "not over" in error["reason"]
    assert list(hub_of(client).tables) == [made["table"]]


def test_a_rematch_and_its_links_outlive_a_restart(sqlite_url: str) -> None:
    """The database keeps the rematch: after a restart, a second ask leads to the same
    table, and each person gets the same link, which still leads to their seat."""
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:
        made = finished_table(client)
        url = f"/ws/{made['table']}?token={token_of(made['seats'][0]['link'])}"
        with client.websocket_connect(url) as first:
            receive_state(first)
            send(first, type="rematch")
            before = receive_type(first, "rematch")
    with TestClient(create_app(sqlite_url, bot_delay=0.0, bot_workers=0)) as client:
        for seat in (0, 1):
            url = f"/ws/{made['table']}?token={token_of(made['seats'][seat]['link'])}"
            with client.websocket_connect(url) as ws:
                receive_state(ws)
                send(ws, type="rematch")
                after = receive_type(ws, "rematch")
            assert after["table"] == before["table"]  # no second rematch
            if seat == 0:
                assert after["link"] == before["link"]
            with client.websocket_connect(
                f"/ws/{after['table']}?token={token_of(after['link'])}"
            ) as ws:
                assert receive_state(ws)["seat"] == seat
        invites = client.get(
            f"/api/tables/{before['table']}/invites", headers={"X-Owner": made["owner"]}
        )
        assert invites.json()["links"] == {}  # both seats came
        rows = hub_of(client).store.tables()
        assert sum(1 for row in rows if row.rematch_of == made["table"]) == 1
