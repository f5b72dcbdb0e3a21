"""Remake a game's golden records, after a deliberate change of its rules or its seeded
behaviour (raise the game's ``rules_version`` in the same change, and say so in the note).

    python -m tests.golden.remake portal-dash [pentaquest ...]

Each record is a whole game by bots (the game's named bot or random) from a fixed seed,
stored with the notation after every 50th action and at the end.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import meeple
from meeple.agents import make_agent
from meeple.engine import Match
from meeple.engine.driver import step

RECORDS = Path(__file__).parent / "records"
MAX_STEPS = 5000
CHECKPOINT_EVERY = 50

# game id -> (config, seed, bot) per record; a record's file is <game>-<n>.json
PLAN: dict[str, list[tuple[dict[str, Any], int, str]]] = {
    "forbidden-island": [
        ({"players": 2}, 11, "heuristic"),
        ({"players": 4, "difficulty": "elite"}, 12, "random"),
        ({"players": 3}, 13, "heuristic"),
        (
            {
                "players": 3,
                "adventurers": ["navigator", "diver", "pilot"],
                "navigator_uses_powers": True,
                "difficulty": "legendary",
            },
            14,
            "heuristic",
        ),
    ],
    "forbidden-desert": [
        ({"players": 2}, 21, "heuristic"),
        ({"players": 5}, 22, "random"),
        ({"players": 3}, 23, "heuristic"),
        (
            {
                "players": 4,
                "storm_tracker": True,
                "adventurers": ["meteorologist", "climber", "navigator", "water-carrier"],
                "difficulty": "elite",
            },
            24,
            "heuristic",
        ),
    ],
    "pentaquest": [
        ({"players": 1}, 31, "expected"),
        ({"players": 3}, 32, "random"),
        ({"players": 4}, 33, "greedy"),
        ({"players": 8}, 34, "random"),
    ],
    "doodle-jump": [
        ({"players": 2}, 41, "heuristic"),
        ({"players": 4}, 42, "random"),
        ({"players": 3, "variant": "expert"}, 43, "heuristic"),
        ({"players": 2, "tiles": False, "order": "alphabetical"}, 44, "expert"),
    ],
    "risk-junior-narnia": [
        ({"players": 2}, 51, "heuristic"),
        ({"players": 4}, 52, "random"),
        ({"players": 3}, 53, "heuristic"),
        (
            {"players": 4, "hidden_cards": True, "camp_reinforcement": True, "woods": True},
            54,
            "heuristic",
        ),
    ],
    "portal-dash": [
        ({"players": 1}, 61, "heuristic"),
        ({"players": 4, "level": 5}, 62, "random"),
        (
            {"players": 2, "level": "custom", "boards": 3, "monsters": ["hoglin", "blaze"]},
            63,
            "heuristic",
        ),
        (
            {
                "players": 3,
                "level": "custom",
                "boards": 5,
                "monsters": ["wither_skeleton"],
                "boss": "wildfire",
                "boss_side": "hard",
            },
            64,
            "heuristic",
        ),
    ],
    "pandemic": [
        ({"players": 2, "difficulty": "introductory"}, 71, "random"),
        ({"players": 3, "edition": 1}, 72, "random"),
        ({"players": 4, "difficulty": "heroic", "first_player_tie": "choice"}, 73, "random"),
        (
            {
                "players": 4,
                "roles": ["dispatcher", "contingency-planner", "operations-expert", "medic"],
                "empty_infection_deck": "reshuffle",
            },
            74,
            "random",
        ),
    ],
}


def remake(game_id: str) -> None:
    game = meeple.load(game_id)
    for number, (config, seed, bot) in enumerate(PLAN[game_id], start=1):
        match = Match(game_id, game.check_config(config), seed)
        players = match.state.players
        agents = {seat: make_agent(game, bot, seat, seed * 10 + seat) for seat in range(players)}
        checkpoints: dict[str, str] = {}
        steps = 0
        while steps < MAX_STEPS and step(match, agents) is not None:
            steps += 1
            if steps % CHECKPOINT_EVERY == 0:
                checkpoints[str(steps)] = match.state.notation()
        data = match.record.to_json()
        data |= {"bots": bot, "checkpoints": checkpoints, "final_notation": match.state.notation()}
        path = RECORDS / f"{game_id}-{number}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"{path.name}: {steps} actions, over: {match.state.is_over()}")


if __name__ == "__main__":
    for name in sys.argv[1:] or sorted(PLAN):
        remake(name)
