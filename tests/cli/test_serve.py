"""``meeple serve``: a bad database is one line on stderr and exit code 2."""

from __future__ import annotations

import pytest

from meeple.cli import main


def test_a_bad_database_url_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--db", "nonsense://"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ")


def test_a_database_in_an_unwritable_place_is_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["serve", "--db", "/proc/no/such/folder/meeple.db"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: ")


@pytest.mark.parametrize("flag", [False, True])
def test_the_api_documentation_is_served_only_with_its_flag(
    monkeypatch: pytest.MonkeyPatch, tmp_path: object, flag: bool
) -> None:
    import uvicorn
    from fastapi.testclient import TestClient

    served: list[object] = []
    monkeypatch.setattr(
        uvicorn.Server, "run", lambda server, sockets=None: served.append(server.config.app)
    )
    args = ["serve", "--port", "0", "--db", f"sqlite:///{tmp_path}/meeple.db"]
    args += ["--api-docs"] if flag else []
    assert main(args) == 0
    with TestClient(served[0]) as client:  # type: ignore[arg-type]
        assert client.get("/openapi.json").status_code == (200 if flag else 404)
