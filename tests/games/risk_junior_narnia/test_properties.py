"""Risk Junior Narnia invariants over seeded random playouts: every player count (2, 3,
4) with no option and with all three advanced options (14 games each), plus each option
alone (10 games each) — 114 games in all. Every game ends (by a side holding Narnia or
by the final card) with consistent scores and ranking.

After every step (through the public view): the 25 territories each held by one colour
in play with at least one army; one camp per colour (taken, never lost); for every
colour supply + board + captured by the enemy + stone + armies placed in the battle =
its full supply (53+28 for the witch, 25+9 for each Aslan colour); captured sets below
5 / 3 (traded at once); crown points never negative; 11 turn-order markers (face down +
flipped); characters on the board stand on their holder's territory (or the battle
territory for the attacker), one per side; stone characters in the Courtyard; the
seats' scores the best of their colours' points; a legal action for the seat to move,
all of that seat, unless the game is over. Every few steps: with ``hidden_cards`` the
kept cards of other colours are absent from each seat's view, and no secret order (deck,
face-down markers) is in any view, only sizes. About once a game: illegal actions
(random integers, another seat's actions, bad ids) are refused with ``serialize()``
unchanged; ``from_notation(notation())`` gives the same notation, legal ids and view
(and a canonical state that round-trips exactly: copies of a card share a slug), the
JSON snapshot the same state; action ids round-trip; clones are independent and
deterministic; a resample for a seat shows it the same view. One game in three replays
exactly from its record.

Cost: about 20 s of CPU for the whole module (two chunks a configuration for ``-n``).
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from meeple.agents import make_agent
from meeple.engine import IllegalAction, Record, Rng
from meeple.engine.rng import MAX_SEED
from tests.games.risk_junior_narnia.helpers import FULL_SUPPLY, GAME, KINDS, SEATS

ALL = {"hidden_cards": True, "camp_reinforcement": True, "woods": True}
CONFIGS: list[dict[str, Any]] = [
    {"players": players, **options} for options in ({}, ALL) for players in (2, 3, 4)
] + [{"players": 2 + i, name: True} for i, name in enumerate(ALL)]
CHUNKS = 2
HEAVY_EVERY = 400
VIEW_EVERY = 7
MAX_STEPS = 20_000
SIDE = {"witch": "witch", "red": "aslan", "blue": "aslan", "yellow": "aslan"}


def _pair(counts: dict[str, int], name: str) -> tuple[int, int]:
    army, elite = KINDS[name]
    return counts.get(army, 0), counts.get(elite, 0)


def check(state: Any, config: dict[str, Any]) -> dict[str, Any]:
    view = state.view(None)
    players = config["players"]
    in_play = list(SEATS[players])
    terrs = view["territories"]
    assert len(terrs) == 25 and len({t["id"] for t in terrs}) == 25
    board = dict.fromkeys(in_play, (0, 0))
    holder_of = {c["id"]: c for c in view["characters"]}
    b = view["battle"]
    for t in terrs:
        assert t["owner"] in in_play
        a, e = _pair(t["armies"], t["owner"])
        assert a >= 0 and e >= 0 and a + e >= 1, t
        board[t["owner"]] = (board[t["owner"]][0] + a, board[t["owner"]][1] + e)
        sides = []
        for cid in t["characters"]:
            ch = holder_of[cid]
            assert ch["state"] == "board" and ch["territory"] == t["id"]
            holder = ch["holder"]
            assert holder is not None and SIDE[holder] == ch["side"]
            if holder != t["owner"]:
                assert b is not None and b["territory"] == t["id"] and b["attacker"] == holder
            sides.append(ch["side"])
        assert len(sides) == len(set(sides)), "two characters of one side on a territory"
    for ch in view["characters"]:
        if ch["state"] == "board":
            assert ch["id"] in next(t for t in terrs if t["id"] == ch["territory"])["characters"]
        else:
            assert ch["territory"] is None
        if ch["stone"]:
            assert ch["state"] == "courtyard" and ch["holder"] is None
    colours = {c["colour"]: c for c in view["colours"]}
    assert list(colours) == in_play
    for name, entry in colours.items():
        assert entry["seat"] == SEATS[players][name]
        total = [*_pair(entry["supply"], name)]
        assert min(total) >= 0
        total[0] += board[name][0]
        total[1] += board[name][1]
        s = _pair(entry["stone"], name)
        total[0] += s[0]
        total[1] += s[1]
        for other, o_entry in colours.items():
            if SIDE[other] == SIDE[name]:
                assert name not in o_entry["captured"]
                continue
            got = _pair(o_entry["captured"][name], name)
            assert got[0] < 5 and got[1] < 3, "a complete set was not traded"
            total[0] += got[0]
            total[1] += got[1]
        if b is not None and b["attacker"] == name:
            att = _pair(b["attackers"], name)
            total[0] += att[0]
            total[1] += att[1]
        assert tuple(total) == FULL_SUPPLY[name], (name, total)
        assert entry["points"] >= 0
        assert entry["territories"] == sum(1 for t in terrs if t["owner"] == name)
    if view["turn"]["phase"] not in ("character", "camp"):
        assert sum(t["camp"] for t in terrs) == len(in_play), "one camp per colour, kept"
    markers = view["markers"]
    assert markers["face_down"] + len(markers["flipped"]) == 11
    scores = [0] * players
    for entry in colours.values():
        scores[entry["seat"]] = max(scores[entry["seat"]], entry["points"])
    assert list(view["scores"]) == scores
    over = state.outcome() is not None
    assert over == (view["turn"]["phase"] == "over")
    if over:
        assert state.to_move() is None and state.legal_actions() == []
    else:
        legal = state.legal_actions()
        assert legal, f"no legal action in phase {view['turn']['phase']}"
        seat = state.to_move()
        assert all(state.action_seat(a) == seat for a in legal)
        assert view["to_move"] == seat
    return view


def check_views(state: Any, config: dict[str, Any]) -> None:
    """What each seat sees: no secret order; others' hidden kept cards absent."""
    players = config["players"]
    for seat in [None, *range(players)]:
        view = state.view(seat)
        assert isinstance(view["decks"]["narnia"], int)
        assert isinstance(view["decks"]["territory"], int)
        assert isinstance(view["markers"]["face_down"], int)
        for entry in view["colours"]:
            mine = seat is not None and entry["seat"] == seat
            if config.get("hidden_cards") and not mine:
                assert entry["cards"] is None
            else:
                assert entry["cards"] is not None
                assert len(entry["cards"]) == entry["cards_count"]
        json.dumps(view)


def check_heavy(state: Any, rng: Rng) -> None:
    before = state.serialize()
    legal = state.legal_actions()
    # Illegal actions: refused, nothing changes.
    bad = [rng.below(1 << 26) for _ in range(6)]
    bad += [a ^ (1 << 4) for a in legal[:3]]  # another seat's action
    for action in bad:
        if action in legal:
            continue
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.serialize() == before
    for action_id in ("0:move:nowhere:1:0", "9:roll", "0:camp:witch:telmar"):
        if action_id in {state.action_id(a) for a in legal}:
            continue
        with pytest.raises(IllegalAction):
            state.apply_id(action_id)
        assert state.serialize() == before
    # Notation and JSON round trips.
    again = GAME.from_notation(state.notation())
    assert again.notation() == state.notation()
    # Copies of a card share a slug, so the notation names a card, not its copy: once
    # read, the state is in a canonical form that round-trips exactly.
    assert GAME.from_notation(again.notation()).serialize() == again.serialize()
    assert [again.action_id(a) for a in again.legal_actions()] == [
        state.action_id(a) for a in legal
    ]
    assert again.view(None) == state.view(None)
    assert GAME.state_from_json(state.to_json()).serialize() == before
    # Action ids round trip.
    for action in legal:
        assert state.parse_action(state.action_id(action)) == action
    # Clones: independent, and the same action gives the same state.
    if legal:
        action = legal[rng.below(len(legal))]
        copy = state.clone()
        copy.apply(action)
        assert state.serialize() == before, "playing on a clone changed the original"
        twin = state.clone()
        twin.apply(action)
        assert twin.serialize() == copy.serialize()
    # A resample keeps what the seat sees.
    seat = rng.below(state.players + 1) - 1
    seat = None if seat < 0 else seat
    assert state.resample(seat, rng.fork()).view(seat) == state.view(seat)
    assert state.serialize() == before


def play_game(
    config: dict[str, Any], seed: int, chooser: int, seen: Counter[str], replay: bool
) -> Any:
    state = GAME.setup(config, seed)
    rng = Rng(chooser)
    played: list[str] = []
    heavy_at = rng.below(HEAVY_EVERY)
    try:
        check(state, config)
        check_views(state, config)
        for step in range(MAX_STEPS):
            if state.is_over():
                break
            if step % VIEW_EVERY == 0:
                check_views(state, config)
            if step % HEAVY_EVERY == heavy_at:
                check_heavy(state, rng)
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
            action_id = state.action_id(action)
            played.append(action_id)
            seen[action_id.split(":")[1]] += 1
            for event in state.apply(action):
                seen[event.msg] += 1
            check(state, config)
        else:
            raise AssertionError(f"no end after {MAX_STEPS} steps")
        check_views(state, config)
        view = state.view(None)
        outcome = state.outcome()
        assert outcome is not None and outcome.scores is not None
        assert outcome.ranking is not None
        assert sorted(outcome.ranking) == list(range(state.players))
        assert list(outcome.scores) == list(view["scores"])
        seat_side = ["witch"] + ["aslan"] * (state.players - 1)
        sides = {SIDE[t["owner"]] for t in view["territories"]}
        if outcome.reason == "rjn.outcome.final":
            assert view["decks"]["narnia"] + len(view["decks"]["narnia_discard"]) <= 34
            ranked = [outcome.scores[s] for s in outcome.ranking]
            assert ranked == sorted(ranked, reverse=True)
        elif outcome.reason == "rjn.outcome.witch":
            assert sides == {"witch"} and outcome.ranking[0] == 0
        else:
            assert outcome.reason == "rjn.outcome.aslan"
            assert sides == {"aslan"} and outcome.ranking[-1] == 0
            assert all(seat_side[s] == "aslan" for s in outcome.ranking[:-1])
    except AssertionError as error:
        error.add_note(f"config {config}, seed {seed}, chooser {chooser}")
        error.add_note(f"after {played[-6:]} (of {len(played)}); now {state.notation()}")
        raise
    if replay:
        record = Record(
            game="risk-junior-narnia",
            config=config,
            seed=seed,
            actions=played,
            rules=GAME.info.rules_version,
        )
        assert record.replay().serialize() == state.serialize(), "the record does not replay"
        seen["replayed"] += 1
    seen[outcome.reason] += 1
    seen["games"] += 1
    return state


KINDS_PLAYED = {
    "character",
    "camp",
    "draw",
    "territory",
    "target",
    "send",
    "nosend",
    "roll",
    "hit",
    "move",
    "stop",
    "double",
}


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize(
    "config", CONFIGS, ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items())
)
def test_random_games_keep_every_invariant(config: dict[str, Any], chunk: int) -> None:
    seen: Counter[str] = Counter()
    games = 5 if len(config) == 2 else 7
    for index in range(chunk * games, (chunk + 1) * games):
        seed = Rng(index * 37 + config["players"] + 7 * len(config)).next64() % (MAX_SEED + 1)
        play_game(config, seed, seed ^ 0x5EED, seen, replay=index % 3 == 0)
    assert seen["games"] == games
    kinds = set(KINDS_PLAYED)
    if config.get("camp_reinforcement"):
        kinds.add("reinforce")
    missing = {kind for kind in kinds if not seen[kind]}
    assert not missing, f"never played in {games} games: {missing}"
    for msg in (
        "rjn.event.scoring",
        "rjn.event.trade",
        "rjn.event.conquer",
        "rjn.event.repelled",
        "rjn.event.char-hit",
    ):
        assert seen[msg], f"no {msg} in {games} games"


# -- the dice of the box --------------------------------------------------------------------

DICE_GAMES = 5  # per configuration


def _throws(state: Any, agents: list[Any], seen: Counter[str]) -> None:
    """Play ``state`` out; before each roll note who throws and what the turn's cards and
    the characters there may change, after it count the dice of the roll event."""
    while (seat := state.to_move()) is not None:
        action = agents[seat].act(state, seat)
        if not state.action_id(action).endswith(":roll"):
            state.apply(action)
            continue
        view = state.view(None)
        b, turn = view["battle"], view["turn"]
        assert b["defence_dice"] == 2 and b["attack_dice"] in (2, 3), b
        here = next(t for t in view["territories"] if t["id"] == b["territory"])["characters"]
        side = b["next"]
        for name in ("fog", "rerolls", "ambush", "shield"):
            seen[f"{side} {name}"] += bool(turn.get(name))
        seen[f"{side} susan"] += side == "defender" and "susan" in here
        rolls = [e for e in state.apply(action) if e.msg == "rjn.event.roll"]
        assert len(rolls) == 1
        dice = rolls[0].args["dice"].split()
        if side == "defender":
            assert len(dice) == 2, f"a defence throw of {len(dice)} dice: {dice}"
        else:
            assert 2 <= len(dice) <= 3, f"an attack throw of {len(dice)} dice: {dice}"
        seen[side] += 1


@pytest.mark.parametrize("bot", ["random", "heuristic"])
def test_every_battle_rolls_two_defence_dice_and_at_most_three_attack_dice(bot: str) -> None:
    """« 3 dés d'attaque rouges et 2 dés de défense noirs »; « Les attaquants lancent 3 dés
    pendant un combat standard, 2 dés s'ils attaquent un campement [...]. Les défenseurs
    lancent toujours les 2 dés de défense. »: in random and bot games of every option set,
    whatever the characters and Narnia cards in play (the Fog, the Charge! and the Horn,
    the Ambush, the Shield, and in random games Susan defending, all seen), every defence
    throw has 2 dice and every attack throw 2 or 3 (counted in the roll events)."""
    seen: Counter[str] = Counter()
    for config in CONFIGS:
        for index in range(DICE_GAMES):
            seed = Rng(index * 101 + config["players"] + 13 * len(config)).next64() % (MAX_SEED + 1)
            state = GAME.setup(config, seed)
            agents = [make_agent(GAME, bot, seat, seed) for seat in range(state.players)]
            try:
                _throws(state, agents, seen)
            except AssertionError as error:
                error.add_note(f"config {config}, seed {seed}, {bot} bots")
                raise
    assert seen["defender"] and seen["attacker"]
    effects = ["attacker fog", "attacker rerolls", "attacker ambush", "defender shield"]
    if bot == "random":
        effects.append("defender susan")  # the heuristic bots pick others (char_worth)
    missing = [name for name in effects if not seen[name]]
    assert not missing, f"never seen: {missing}"
