"""The HTTP API and pages: every route, and the clear refusal of bad requests."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.server.conftest import new_table, token_of


def test_games_lists_forbidden_island_with_its_options_in_both_languages(
    client: TestClient,
) -> None:
    games = {game["id"]: game for game in client.get("/api/games?lang=en").json()}
    island = games["forbidden-island"]
    assert (island["min_players"], island["max_players"], island["cooperative"]) == (2, 4, True)
    options = {option["name"]: option for option in island["options"]}
    assert options["difficulty"]["choices"] == ["novice", "normal", "elite", "legendary"]
    assert options["difficulty"]["label"] == "Difficulty"
    assert island["bots"] == ["easy", "normal", "strong"]
    french = client.get("/api/games", headers={"Accept-Language": "fr-FR,fr;q=0.9"}).json()
    island_fr = next(game for game in french if game["id"] == "forbidden-island")
    assert island_fr["name"] == "L'Île interdite"
    labels = next(o for o in island_fr["options"] if o["name"] == "difficulty")["choice_labels"]
    assert "Légendaire" in labels


def test_game_files_messages_rules_and_page_words(client: TestClient) -> None:
    assert (
        client.get("/games/forbidden-island/icon.svg")
        .headers["content-type"]
        .startswith("image/svg")
    )
    assert client.get("/games/forbidden-island/rules.py").status_code == 404
    assert client.get("/games/nope/web.js").status_code == 404
    words = client.get("/api/games/forbidden-island/messages?lang=fr").json()
    assert (
        words["fi.tile.fools-landing"]
        != client.get("/api/games/forbidden-island/messages?lang=en").json()[
            "fi.tile.fools-landing"
        ]
    )
    rules_fr = client.get("/api/games/forbidden-island/rules?lang=fr").json()
    assert rules_fr["lang"] == "fr" and "<h2>" in rules_fr["html"]
    assert client.get("/api/i18n/fr").json() != client.get("/api/i18n/en").json()
    assert client.get("/api/i18n/de").status_code == 404


def test_create_a_table_gives_links_to_people_and_none_to_bots(client: TestClient) -> None:
    created = new_table(client, ["me", "bot", "invite"], difficulty="elite")
    seats = created["seats"]
    assert [s["kind"] for s in seats] == ["me", "bot", "invite"]
    assert seats[1]["link"] is None
    assert created["me"] == seats[0]["link"] and seats[0]["link"] != seats[2]["link"]
    assert len(token_of(seats[2]["link"])) >= 32 and len(created["owner"]) >= 32
    table = client.get(f"/api/tables/{created['table']}").json()
    assert table["config"]["difficulty"] == "elite"
    assert table["free_seats"] == [] and table["status"] == "playing"  # a friend's seat
    assert "owner" not in table and "seed" not in table and "token" not in str(table)
    listed = client.get("/api/tables").json()
    assert listed[0]["table"] == created["table"]


def test_bad_table_requests_are_refused_with_a_reason(client: TestClient) -> None:
    def create(body: dict) -> tuple[int, str]:
        response = client.post("/api/tables", json=body)
        return response.status_code, str(response.json()["detail"])

    seats = [{"kind": "me"}, {"kind": "bot"}]
    status, reason = create({"game": "chess", "seats": seats})
    assert status == 404 and "unknown game 'chess'" in reason
    status, reason = create({"game": "forbidden-island", "config": {"players": 7}, "seats": seats})
    assert status == 400 and "2 to 4 players, not 7" in reason
    status, reason = create({"game": "forbidden-island", "config": {"players": 3}, "seats": seats})
    assert status == 400 and "2 seat(s) given for 3 players" in reason
    status, reason = create(
        {
            "game": "forbidden-island",
            "config": {"players": 2},
            "seats": [{"kind": "me"}, {"kind": "bot", "bot": "genius"}],
        }
    )
    assert status == 400 and "unknown bot 'genius'" in reason
    status, reason = create(
        {"game": "forbidden-island", "config": {"players": 2, "difficulty": "easy"}, "seats": seats}
    )
    assert status == 400 and "difficulty" in reason
    status, _ = create({"game": "forbidden-island", "seats": [{"kind": "robot"}]})
    assert status == 422
    assert client.get("/api/tables").json() == []


def test_claim_a_free_seat_from_the_lobby(client: TestClient) -> None:
    created = new_table(client, ["me", "open"])
    table = created["table"]
    assert client.get(f"/api/tables/{table}").json()["free_seats"] == [1]
    claimed = client.post(f"/api/tables/{table}/seats/1/claim")
    assert claimed.status_code == 200
    link = claimed.json()["link"]
    assert client.get(link).status_code == 200
    again = client.post(f"/api/tables/{table}/seats/1/claim")
    assert again.status_code == 409 and "not free" in again.json()["detail"]
    assert client.post(f"/api/tables/{table}/seats/0/claim").status_code == 409
    assert client.post(f"/api/tables/{table}/seats/5/claim").status_code == 404
    assert client.get(f"/api/tables/{table}").json()["free_seats"] == []


def test_only_the_creator_hands_a_seat_to_a_bot(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    url = f"/api/tables/{created['table']}/seats/1/bot"
    refused = client.post(url, json={"bot": "random"}, headers={"X-Owner": "guess"})
    assert refused.status_code == 403 and "creator" in refused.json()["detail"]
    assert client.post(url, json={"bot": "random"}).status_code == 403
    unknown = client.post(url, json={"bot": "genius"}, headers={"X-Owner": created["owner"]})
    assert unknown.status_code == 400
    done = client.post(url, json={"bot": "random"}, headers={"X-Owner": created["owner"]})
    assert done.status_code == 200
    assert done.json()["seats"][1]["kind"] == "bot" and done.json()["free_seats"] == []
    taken = client.post(
        f"/api/tables/{created['table']}/seats/0/bot",
        json={"bot": "random"},
        headers={"X-Owner": created["owner"]},
    )
    assert taken.status_code == 409 and "60 s" in taken.json()["detail"]  # its player's
    assert client.get(created["seats"][1]["link"]).status_code == 404


def test_pages(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"])
    for path in ("/", f"/t/{created['table']}", created["me"], f"/replay/{created['table']}"):
        response = client.get(path)
        assert response.status_code == 200 and "text/html" in response.headers["content-type"]
    assert client.get("/t/nope").status_code == 404
    assert client.get("/play/forged-token").status_code == 404
    assert client.get("/static/lobby.js").status_code == 200


def test_the_replay_opens_only_at_the_end(client: TestClient) -> None:
    created = new_table(client, ["me", "bot"])
    response = client.get(f"/api/tables/{created['table']}/replay")
    assert response.status_code == 409 and "not over" in response.json()["detail"]
    assert client.get("/api/tables/nope/replay").status_code == 404


def test_a_seat_link_names_its_table(client: TestClient) -> None:
    created = new_table(client, ["me", "invite"])
    token = token_of(created["seats"][1]["link"])
    assert client.get(f"/api/seats/{token}").json() == {"table": created["table"], "seat": 1}
    missing = client.get("/api/seats/forged")
    assert missing.status_code == 404 and "not valid" in missing.json()["detail"]
