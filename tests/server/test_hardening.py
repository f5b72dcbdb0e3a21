"""What a hostile client may send and what every answer carries: request bodies over the
limit (413), unknown keys (422), deeply nested WebSocket messages, the security headers,
and the API documentation only when asked for."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.types import Message, Receive, Scope, Send

from meeple.bench.scenarios import run_on_own_loop
from meeple.server import create_app
from meeple.server.headers import CONTENT_SECURITY_POLICY
from meeple.server.limits import MAX_BODY, BodyLimit
from meeple.server.live import Refused
from meeple.server.messages import MAX_DEPTH, Act, parse
from tests.server.conftest import new_table, receive, receive_state, token_of

GOOD_TABLE = {"game": "forbidden-island", "config": {"players": 2}, "seats": [{"kind": "me"}] * 2}
JSON = {"Content-Type": "application/json"}


# -- request bodies ------------------------------------------------------------------------


def padded(body: dict[str, Any], size: int) -> bytes:
    """``body`` as JSON, padded with spaces to exactly ``size`` bytes."""
    text = json.dumps(body).encode()
    return text + b" " * (size - len(text))


def test_a_body_of_the_limit_is_taken(client: TestClient) -> None:
    response = client.post("/api/tables", content=padded(GOOD_TABLE, MAX_BODY), headers=JSON)
    assert response.status_code == 201, response.text


def test_a_body_over_the_limit_is_refused_with_413(client: TestClient) -> None:
    response = client.post("/api/tables", content=padded(GOOD_TABLE, MAX_BODY + 1), headers=JSON)
    assert response.status_code == 413
    assert response.json() == {"detail": f"the request body may hold at most {MAX_BODY} bytes"}
    assert client.get("/api/tables").json() == []  # nothing was made


def test_a_chunked_body_over_the_limit_is_refused_with_413(client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:  # no Content-Length: sent chunked
        yield padded(GOOD_TABLE, MAX_BODY + 1)

    response = client.post("/api/tables", content=chunks(), headers=JSON)
    assert "content-length" not in response.request.headers
    assert response.status_code == 413 and "at most" in response.json()["detail"]
    assert client.get("/api/tables").json() == []


def test_the_limit_is_a_setting(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, max_body=100)) as small:
        response = small.post("/api/tables", content=padded(GOOD_TABLE, 101), headers=JSON)
        assert response.status_code == 413
        assert response.json()["detail"] == "the request body may hold at most 100 bytes"


class Recorder:
    """An ASGI application behind :class:`BodyLimit` that reads the whole body, and the
    messages the client got."""

    def __init__(self) -> None:
        self.called = False
        self.sent: list[Message] = []

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.called = True
        message = await receive()
        while message["type"] == "http.request" and message.get("more_body"):
            message = await receive()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    async def record(self, message: Message) -> None:
        self.sent.append(message)

    def status(self) -> int:
        status: int = self.sent[0]["status"]
        return status


def http_scope(headers: list[tuple[bytes, bytes]]) -> Scope:
    return {"type": "http", "method": "POST", "path": "/api/tables", "headers": headers}


def test_a_declared_length_over_the_limit_is_refused_before_reading_anything() -> None:
    inner = Recorder()

    async def never() -> Message:
        raise AssertionError("the body was read")

    scope = http_scope([(b"content-length", b"104857600")])
    run_on_own_loop(BodyLimit(inner, max_body=1000)(scope, never, inner.record))
    assert inner.status() == 413 and not inner.called


def test_a_chunked_body_is_read_no_further_than_the_limit() -> None:
    inner, read = Recorder(), [0]

    async def chunks() -> Message:  # a client sending 1 MB in chunks of 1,000 bytes
        read[0] += 1000
        return {"type": "http.request", "body": b"[" * 1000, "more_body": read[0] < 10**6}

    run_on_own_loop(BodyLimit(inner, max_body=10_000)(http_scope([]), chunks, inner.record))
    assert inner.status() == 413 and len(inner.sent) == 2  # the application's 200 dropped
    assert read[0] == 11_000


def test_websockets_pass_the_body_limit(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, bot_delay=0.0, max_body=120)) as small:
        created = new_table(small, ["me", "bot"])
        token = token_of(created["me"])
        with small.websocket_connect(f"/ws/{created['table']}?token={token}") as ws:
            receive_state(ws)
            ws.send_text(json.dumps({"type": "lang", "lang": "fr"}) + " " * 1000)
            assert receive_state(ws)["seat"] == 0


def test_a_deeply_nested_body_is_refused_not_a_crash(client: TestClient) -> None:
    nested = b"[" * 30_000 + b"]" * 30_000
    response = client.post("/api/tables", content=nested, headers=JSON)
    assert response.status_code == 400


# -- unknown keys --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "where"),
    [
        ({**GOOD_TABLE, "colour": "red"}, ["body", "colour"]),
        (
            {**GOOD_TABLE, "seats": [{"kind": "me"}, {"kind": "bot", "bto": "x"}]},
            ["body", "seats", 1, "bto"],
        ),
    ],
)
def test_unknown_keys_of_a_new_table_are_refused_naming_them(
    client: TestClient, body: dict[str, Any], where: list[Any]
) -> None:
    response = client.post("/api/tables", json=body)
    assert response.status_code == 422
    [error] = response.json()["detail"]
    assert error["loc"] == where and error["type"] == "extra_forbidden"
    assert client.get("/api/tables").json() == []


def test_an_unknown_key_of_a_bot_choice_is_refused_naming_it(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    response = client.post(
        f"/api/tables/{created['table']}/seats/1/bot",
        json={"bot": "random", "level": 9},
        headers={"X-Owner": created["owner"]},
    )
    assert response.status_code == 422
    assert response.json()["detail"][0]["loc"] == ["body", "level"]
    assert client.get(f"/api/tables/{created['table']}").json()["seats"][1]["kind"] == "invite"


# -- nested WebSocket messages -------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "[" * 4000,
        "[" * 2000 + "]" * 2000,
        '{"type": "act", "action": "0:x", "step": 0, "more": [[[1]]]}',
        '{"type": ' + "[" * 100 + "]" * 100 + "}",
    ],
)
def test_messages_nested_too_deep_are_refused(text: str) -> None:
    with pytest.raises(Refused) as refused:
        parse(text)
    assert refused.value.code == "bad-message"
    assert refused.value.reason == f"a message may nest arrays or objects {MAX_DEPTH} deep at most"


def test_brackets_inside_strings_are_not_nesting() -> None:
    message = parse('{"type": "act", "action": "[[[{{\\"[[", "step": 0, "more": [1]}')
    assert isinstance(message, Act) and message.action == '[[[{{"[['


def test_a_nested_message_over_the_socket_is_refused_and_the_socket_stays(
    client: TestClient,
) -> None:
    created = new_table(client, ["me", "bot"])
    token = token_of(created["me"])
    with client.websocket_connect(f"/ws/{created['table']}?token={token}") as ws:
        receive_state(ws)
        ws.send_text("[" * 2000 + "]" * 2000)
        error = receive(ws)
        assert error["type"] == "error" and error["code"] == "bad-message"
        assert "nest" in error["reason"]
        ws.send_text(json.dumps({"type": "lang", "lang": "fr"}))
        assert receive_state(ws)["seat"] == 0


# -- headers -------------------------------------------------------------------------------


def test_every_answer_carries_the_security_headers(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"])
    answers = [
        client.get("/"),
        client.get(created["me"]),
        client.get("/api/games"),
        client.get("/static/style.css"),
        client.get("/games/forbidden-island/web.js"),
        client.get("/api/tables/nope"),
        client.post("/api/tables", content=b" " * (MAX_BODY + 1), headers=JSON),
    ]
    assert [answer.status_code for answer in answers] == [200, 200, 200, 200, 200, 404, 413]
    for answer in answers:
        assert answer.headers["content-security-policy"] == CONTENT_SECURITY_POLICY
        assert answer.headers["x-content-type-options"] == "nosniff"
        assert answer.headers["referrer-policy"] == "no-referrer"


def test_the_policy_allows_only_this_server() -> None:
    rules = dict(rule.split(" ", 1) for rule in CONTENT_SECURITY_POLICY.split("; "))
    assert rules["script-src"] == rules["style-src"] == rules["connect-src"] == "'self'"
    assert rules["default-src"] == "'self'" and rules["img-src"] == "'self' data:"
    assert rules["frame-ancestors"] == "'none'"


# -- API documentation ---------------------------------------------------------------------


DOCS = ["/docs", "/redoc", "/openapi.json"]


def test_the_api_documentation_is_not_served_by_default(client: TestClient) -> None:
    assert [client.get(path).status_code for path in DOCS] == [404, 404, 404]


def test_the_api_documentation_is_served_when_asked_for(sqlite_url: str) -> None:
    with TestClient(create_app(sqlite_url, api_docs=True)) as documented:
        answers = [documented.get(path) for path in DOCS]
        assert [answer.status_code for answer in answers] == [200, 200, 200]
        assert "/api/tables" in answers[2].json()["paths"]
        # Its pages run FastAPI's inline script: they keep only the rule against framing.
        assert answers[0].headers["content-security-policy"] == "frame-ancestors 'none'"
        assert answers[2].headers["content-security-policy"] == CONTENT_SECURITY_POLICY
