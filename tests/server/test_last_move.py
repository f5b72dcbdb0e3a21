"""The state message's ``last``: the last action played and the board element it targeted,
which the page keeps highlighted; its target reaches another seat only if the action's
public label hides nothing."""

from __future__ import annotations

from dataclasses import replace

from fastapi.testclient import TestClient

from tests.server.conftest import new_table, receive_state, token_of


def test_last_names_the_move_and_its_target_for_every_seat(client: TestClient) -> None:
    created = new_table(client, ["invite", "invite"])
    tokens = [token_of(seat["link"]) for seat in created["seats"]]
    with (
        client.websocket_connect(f"/ws/{created['table']}?token={tokens[0]}") as mine,
        client.websocket_connect(f"/ws/{created['table']}") as watcher,
    ):
        first = receive_state(mine)
        assert first["last"] is None, "no move yet"
        receive_state(watcher)
        move = next(a for a in first["actions"] if a["id"].split(":")[1] == "move")
        mine.send_json({"type": "act", "action": move["id"], "step": first["step"]})
        expected = {"index": 0, "seat": 0, "target": move["target"]}
        assert receive_state(mine, 1)["last"] == expected
        assert receive_state(watcher, 1)["last"] == expected
        mine.send_json({"type": "undo", "step": 1})
        assert receive_state(mine)["last"] is None
        assert receive_state(watcher)["last"] is None


def test_a_target_stays_with_its_actor_when_the_label_hides_something(
    client: TestClient,
) -> None:
    created = new_table(client, ["invite", "invite"])
    table = client.app.state.hub.tables[created["table"]]  # type: ignore[attr-defined]
    state = table.match.state
    action = next(a for a in state.legal_actions() if state.action_target(a))
    target = state.action_target(action)
    table.targets[0] = target
    table.match.play(action)
    seat = table.match.log[-1].seat
    assert table.last_move(seat)["target"] == target
    assert table.last_move(None)["target"] == target  # its label is public: so is its target
    # a label whose public form leaves something out (a card only its holder saw)
    entry = table.match.log[-1]
    table.match.log[-1] = replace(entry, public=("fi.action.hidden", {}))
    assert table.last_move(seat)["target"] == target
    assert table.last_move(None) == {"index": 0, "seat": seat, "target": None}
    assert table.last_move(1 - seat)["target"] is None
