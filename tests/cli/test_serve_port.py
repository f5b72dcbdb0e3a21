"""``meeple serve`` on a port already in use: one ``error:`` line, exit code 2, and never
"serving on" (the port is bound before anything is printed)."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from meeple.cli import main


@pytest.fixture
def busy_port() -> Iterator[int]:
    """A port another program listens on."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        yield other.getsockname()[1]


def test_a_port_in_use_is_one_error_line_and_nothing_served(
    busy_port: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = f"sqlite:///{tmp_path}/meeple.db"
    assert main(["serve", "--port", str(busy_port), "--db", db]) == 2
    out, err = capsys.readouterr()
    assert err.splitlines() == [f"error: port {busy_port} is already in use on 127.0.0.1"]
    assert "serving on" not in out + err


def test_an_address_that_is_not_ours_is_one_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = f"sqlite:///{tmp_path}/meeple.db"
    # 192.0.2.0/24 is TEST-NET-1: never an address of this machine.
    assert main(["serve", "--host", "192.0.2.1", "--port", "0", "--db", db]) == 2
    out, err = capsys.readouterr()
    assert len(err.splitlines()) == 1 and err.startswith("error: cannot listen on 192.0.2.1")
    assert "serving on" not in out + err


def test_the_bound_socket_is_the_one_uvicorn_serves_on(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import uvicorn

    ports: list[int] = []

    def run(server: uvicorn.Server, sockets: list[socket.socket] | None = None) -> None:
        assert sockets is not None and len(sockets) == 1
        ports.append(sockets[0].getsockname()[1])
        # While uvicorn would serve, the port is taken: nobody else can bind it.
        with socket.socket() as other, pytest.raises(OSError):
            other.bind(("127.0.0.1", ports[0]))

    monkeypatch.setattr(uvicorn.Server, "run", run)
    assert main(["serve", "--port", "0", "--db", f"sqlite:///{tmp_path}/meeple.db"]) == 0
    # --port 0: the line names the port the system chose, the one served on.
    assert f"meeple is serving on http://localhost:{ports[0]}/" in capsys.readouterr().out
