"""Golden records: per game a few whole games (heuristic and random bots), with final notation."""
import json, sys
from pathlib import Path
import meeple
from meeple.agents import make_agent
from meeple.engine import Match
from meeple.engine.driver import step

OUT = Path(sys.argv[1])
PLAN = {
    "forbidden-island": [({"players": 2}, 11, "heuristic"), ({"players": 4, "difficulty": "elite"}, 12, "random"), ({"players": 3}, 13, "heuristic"), ({"players": 3, "adventurers": ["navigator", "diver", "pilot"], "navigator_uses_powers": True, "difficulty": "legendary"}, 14, "heuristic")],
    "forbidden-desert": [({"players": 2}, 21, "heuristic"), ({"players": 5}, 22, "random"), ({"players": 3}, 23, "heuristic"), ({"players": 4, "storm_tracker": True, "adventurers": ["meteorologist", "climber", "navigator", "water-carrier"], "difficulty": "elite"}, 24, "heuristic")],
    "pentaquest": [({"players": 1}, 31, "strong"), ({"players": 3}, 32, "random"), ({"players": 4}, 33, "greedy"), ({"players": 8}, 34, "random")],
    "doodle-jump": [({"players": 2}, 41, "heuristic"), ({"players": 4}, 42, "random"), ({"players": 3, "variant": "expert"}, 43, "heuristic"), ({"players": 2, "tiles": False, "order": "alphabetical"}, 44, "expert")],
    "risk-junior-narnia": [({"players": 2}, 51, "heuristic"), ({"players": 4}, 52, "random"), ({"players": 3}, 53, "heuristic"), ({"players": 4, "hidden_cards": True, "camp_reinforcement": True, "woods": True}, 54, "heuristic")],
    "portal-dash": [({"players": 1}, 61, "heuristic"), ({"players": 4, "level": 5}, 62, "random"), ({"players": 2, "level": "custom", "boards": 3, "monsters": ["hoglin", "blaze"]}, 63, "heuristic"), ({"players": 3, "level": "custom", "boards": 5, "monsters": ["wither_skeleton"], "boss": "wildfire", "boss_side": "hard"}, 64, "heuristic")],
}
for gid, runs in PLAN.items():
    game = meeple.load(gid)
    for i, (config, seed, bot) in enumerate(runs):
        try:
            state0 = game.setup(config, seed)
        except Exception as e:
            print(gid, config, "bad config", e); raise
        full = game.check_config(config)
        match = Match(gid, full, seed)
        names = bot if bot in game.bots() or bot == "random" else "random"
        agents = {s: make_agent(game, names, s, seed * 10 + s) for s in range(full["players"])}
        n = 0
        checkpoints = {}
        while n < 5000 and step(match, agents) is not None:
            n += 1
            if n % 50 == 0:
                checkpoints[str(n)] = match.state.notation()
        rec = match.record
        data = rec.to_json()
        data["final_notation"] = match.state.notation()
        data["bots"] = names
        data["checkpoints"] = checkpoints
        path = OUT / f"{gid}-{i + 1}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        print(gid, config, seed, names, len(rec.actions), match.state.is_over(), len(data["final_notation"]))
