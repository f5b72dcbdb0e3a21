"""Portal Dash invariants over seeded random playouts: hit points in bounds, at most 6
items, the 64 blocks, the 18 monsters and every item tile always accounted for, nothing
hidden in a view, illegal actions refused without a trace, the notation and the JSON
round-trip, every game ends."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

import meeple
from meeple.engine import IllegalAction, Rng
from meeple.games.portal_dash.actions import ACTION_BOUND, pack
from meeple.games.portal_dash.bot import HeuristicBot
from meeple.games.portal_dash.items import ITEM_KEYS, NETHERITE_KEYS, STARTING_KEYS, WHITE_DECK
from meeple.games.portal_dash.rules import (
    ENCHANT_ITEM,
    ENCHANTS,
    F_USE,
    M_KIND,
    PortalState,
)

GAME = meeple.load("portal-dash")
LEVELS: list[Any] = [1, 2, 3, 4, 5, "custom"]


def block_count(state: PortalState) -> int:
    """cube + frame + Piglin sheet + covered squares + blocks taken and not yet used."""
    held = sum(1 for frame in state.stack if frame[0] == F_USE)
    return (
        sum(1 for c in state.cube if c >= 0)
        + sum(state.frame)
        + sum(state.pfill)
        + len(state.covered)
        + held
    )


def item_tiles(state: PortalState) -> Counter[str]:
    """Every item tile where it is: deck, discard, drawn, supply, box, inventories (an
    enchantment on an item counts as its tile)."""
    tiles: Counter[str] = Counter()
    for pile in (state.deck, state.discard, state.drawn, state.supply, state.boxed):
        tiles.update(ITEM_KEYS[i] for i in pile)
    for inv in state.inv:
        for item in inv:
            tiles[ITEM_KEYS[item & 127]] += 1
            for e in range(len(ENCHANTS)):
                if item >> (14 + e) & 1:
                    tiles[ITEM_KEYS[ENCHANT_ITEM[e]]] += 1
    return tiles


def expected_tiles(players: int) -> Counter[str]:
    tiles: Counter[str] = Counter(WHITE_DECK)
    tiles.update(NETHERITE_KEYS)
    for key in STARTING_KEYS:
        tiles[key] += players
    return tiles


def check_invariants(state: PortalState, tiles: Counter[str]) -> None:
    assert all(0 <= hp <= 6 for hp in state.hp)
    assert all(len(inv) <= 6 for inv in state.inv)
    assert block_count(state) == 64
    assert sum(state.layers) == sum(1 for c in state.cube if c >= 0)
    on_board = {m for m, p in enumerate(state.mpos) if p >= 0}
    queue = set(state.queue)
    assert len(queue) == len(state.queue) and not on_board & queue
    used = {m for m in range(18) if state.used_kinds >> M_KIND[m] & 1}
    assert on_board | queue == used  # the rest stays in the box
    assert 0 <= state.boss_hp <= 25
    assert item_tiles(state) == tiles
    assert len(state.chests) + state.tokens <= 5
    squares = [p for p in state.pos if p >= 0]
    monsters = [p for p in state.mpos if p >= 0] + ([state.boss_pos] if state.boss_pos >= 0 else [])
    assert len(set(monsters)) == len(monsters)  # one monster a square
    assert not set(monsters) & set(squares)  # never with a character
    for p in monsters + squares:
        assert state.ground[p] != "#"


def check_hidden(state: PortalState) -> None:
    view = state.view(None)
    for i, cell in enumerate(view["cube"]["cells"]):
        if cell is not None and not state.visible(i):
            assert cell["colour"] is None
    for board in view["layout"]["boards"]:
        if not board["revealed"]:
            assert board["id"] is None
            for row in view["layout"]["squares"]:
                assert all(v is None for v in row[board["col"] : board["col"] + board["width"]])
    assert view["items"]["deck"] == len(state.deck)
    text = json.dumps(view)
    assert "rng" not in text and str(state.rng.state) not in text


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("level", LEVELS)
def test_random_playouts_keep_the_invariants(players: int, level: Any) -> None:
    chooser = Rng(players * 100 + LEVELS.index(level))
    config: dict[str, Any] = {"players": players, "level": level}
    if level == "custom":
        config.update(boards=4, monsters="hoglin,wither_skeleton", boss="ancient_hoglin")
    tiles = expected_tiles(players)
    for seed in range(6):
        state = GAME.setup(config, seed=seed)
        assert isinstance(state, PortalState)
        steps = 0
        while not state.is_over():
            check_invariants(state, tiles)
            legal = state.legal_actions()
            assert all(0 <= action < GAME.info.action_bound for action in legal)
            before = state.serialize()
            for bad in (-1, 1 << 40, max(legal) + 1):
                if bad not in legal:
                    with pytest.raises(IllegalAction):
                        state.apply(bad)
            assert state.serialize() == before
            if steps % 11 == 0:
                check_hidden(state)
                assert GAME.from_notation(state.notation()).serialize() == before
                assert GAME.state_from_json(state.to_json()).serialize() == before
                assert state.clone().serialize() == before
            state.apply(legal[chooser.below(len(legal))])
            steps += 1
            assert steps < 20_000
        check_invariants(state, tiles)
        outcome = state.outcome()
        assert outcome is not None and outcome.won is not None


def test_game_info_states_the_facts() -> None:
    info = GAME.info
    assert (info.utility, info.information, info.chance) == ("cooperative", "imperfect", "play")
    assert info.cooperative
    # every field of an action at its largest still packs below the bound
    assert pack(63, 7, 255, 255, 3) < info.action_bound == ACTION_BOUND
    # 2: the wounds spread by the seat hit, leggings turned however repaired (A6, A15)
    assert info.rules_version == 2


def test_resample_redraws_exactly_the_hidden_parts() -> None:
    """``resample`` changes the fields ``GameInfo.hidden`` names (the face-down boards,
    the item deck's order, the colours of the hidden blocks) and nothing else but the
    random stream; over a few games it changes each of them."""
    hidden = set(GAME.info.hidden)
    changed: set[str] = set()
    chooser = Rng(3)
    for seed in range(4):
        state = GAME.setup({"players": 2, "level": 4}, seed=seed)
        for _ in range(seed * 15):
            if state.is_over():
                break
            legal = state.legal_actions()
            state.apply(legal[chooser.below(len(legal))])
        secret = state.to_json()
        for k in range(4):
            redrawn = state.resample(k % 3 - 1 if k % 3 else None, Rng(k)).to_json()
            diff = {key for key in secret if secret[key] != redrawn[key]} - {"rng"}
            assert diff <= hidden, sorted(diff - hidden)
            changed |= diff
    assert changed == hidden


def test_a_game_played_by_the_first_action_ends() -> None:
    """The terminal test types 1 every time: the first action always leads to an end."""
    for players in (1, 4):
        state = GAME.setup({"players": players}, seed=5)
        steps = 0
        while not state.is_over():
            state.apply(state.legal_actions()[0])
            steps += 1
            assert steps < 5000


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_team_bot_playouts_keep_the_invariants(level: int) -> None:
    """Deeper games (boards revealed, the portal, the boss) played by the team bot."""
    for seed in range(3):
        players = 1 + (seed + level) % 4
        state = GAME.setup({"players": players, "level": level}, seed=seed)
        assert isinstance(state, PortalState)
        tiles = expected_tiles(players)
        bots = [HeuristicBot(GAME, s, seed) for s in range(players)]
        steps = 0
        while not state.is_over():
            check_invariants(state, tiles)
            if steps % 13 == 0:
                check_hidden(state)
                text = state.serialize()
                assert GAME.from_notation(state.notation()).serialize() == text
            seat = state.to_move()
            assert seat is not None
            state.apply(bots[seat].act(state, seat))
            steps += 1
            assert steps < 20_000
        check_invariants(state, tiles)
