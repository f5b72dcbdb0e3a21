"""Bot levels named the same way in every game: easy, normal, strong (issue 18, words).

Old names ("heuristic", "greedy", "expert", "random", "bot") stay accepted everywhere a bot
is named: the agents registry, ``meeple simulate``, ``meeple play --seats`` and the server.
"""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

import meeple
from meeple.agents import LEVELS, RandomAgent, agent_names, level_of, make_agent
from meeple.engine.i18n import translate
from meeple.server import create_app

# The strongest bot of each game: its strongest own bot until the search bot is measured
# stronger in it (meeple.agents.SEARCH_IS_STRONG).
STRONGEST = {
    "doodle-jump": "SearchAgent",  # 68% of 400 games against normal at 100 iterations
    "pentaquest": "StrongBot",
    "forbidden-island": "HeuristicBot",
    "forbidden-desert": "HeuristicBot",
    "portal-dash": "HeuristicBot",
    "risk-junior-narnia": "HeuristicBot",
    "pandemic": "HeuristicBot",
}
NORMAL = {"pentaquest": "GreedyBot"}
OLD_NAMES = {"heuristic": "normal", "greedy": "normal", "expert": "strong", "random": "easy"}


@pytest.mark.parametrize("game_id", sorted(STRONGEST))
def test_every_game_offers_easy_normal_strong(game_id: str) -> None:
    game = meeple.load(game_id)
    assert agent_names(game)[:3] == ["easy", "normal", "strong"]
    assert isinstance(make_agent(game, "easy", 0, 1), RandomAgent)
    normal = make_agent(game, "normal", 0, 1)
    assert type(normal).__name__ == NORMAL.get(game_id, "HeuristicBot")
    assert type(make_agent(game, "strong", 0, 1)).__name__ == STRONGEST[game_id]


@pytest.mark.parametrize("game_id", sorted(STRONGEST))
def test_the_old_names_still_make_their_bots(game_id: str) -> None:
    game = meeple.load(game_id)
    for name in ("bot", "random", *game.bots()):
        assert name in agent_names(game)
        make_agent(game, name, 0, 1)
        assert level_of(name) in LEVELS


def test_old_names_show_as_their_level() -> None:
    for old, level in OLD_NAMES.items():
        assert level_of(old) == level
    assert level_of("strong") == "strong" and level_of("bot") == "normal"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_level_has_a_name_and_a_one_line_description(lang: str) -> None:
    for level in LEVELS:
        name = translate(f"server.bot.{level}", lang)
        help_text = translate(f"server.bot.{level}.help", lang)
        assert name and name != f"server.bot.{level}"
        assert help_text != f"server.bot.{level}.help" and "\n" not in help_text
        assert 20 < len(help_text) < 90


def test_simulate_takes_levels_and_old_names(meeple: Any) -> None:
    for bots in ("strong", "greedy", "easy,normal"):
        run = meeple("simulate", "pentaquest", "--players", "2", "--games", "1", "--bots", bots)
        assert run.code == 0, run.err
    run = meeple("simulate", "pentaquest", "--players", "1", "--games", "1", "--bots", "wizard")
    assert run.code != 0 and "easy, normal, strong" in run.err


def test_play_seats_take_levels_and_old_names(meeple: Any) -> None:
    run = meeple("play", "doodle-jump", "--players", "2", "--seats", "strong,heuristic")
    assert run.code == 0, run.err


def test_games_lists_the_levels_then_the_old_names() -> None:
    from meeple.cli import game_listing

    rows = dict(game_listing(meeple.load("doodle-jump"))[1])
    assert rows["--seats"].startswith(
        "human, easy, normal, strong (also bot, random, search, heuristic"
    )


@pytest.fixture
def client(tmp_path: Any) -> Any:
    url = f"sqlite:///{tmp_path / 'meeple.db'}"
    with TestClient(create_app(url, bot_delay=0.0, bot_workers=0)) as test_client:
        yield test_client


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lobby_lists_levels_with_their_names_and_descriptions(client: Any, lang: str) -> None:
    for game in client.get(f"/api/games?lang={lang}").json():
        assert game["bots"] == ["easy", "normal", "strong"]
        assert game["bot_labels"] == [translate(f"server.bot.{b}", lang) for b in LEVELS]
        assert all(len(text) > 20 for text in game["bot_descriptions"])


def test_a_table_with_an_old_bot_name_plays_and_shows_its_level(client: Any) -> None:
    body = {
        "game": "pentaquest",
        "config": {"players": 2},
        "seats": [{"kind": "me"}, {"kind": "bot", "bot": "greedy"}],
    }
    created = client.post("/api/tables", json=body)
    assert created.status_code == 201, created.text
    table = client.get(f"/api/tables/{created.json()['table']}?lang=en").json()
    names = [seat["name"] for seat in table["seats"]]
    assert any("normal" in name for name in names), names


def test_games_says_1_player_not_1_players(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from meeple.cli import game_listing

    game = meeple.load("pentaquest")
    monkeypatch.setattr(game, "info", replace(game.info, min_players=1, max_players=1))
    assert game_listing(game)[0][-1] == "1 player"
