"""Smoke tests of the core: the rulebook's worked examples set up through the notation
with fixed dice, and a few random games."""

from __future__ import annotations

import pytest

import meeple
from meeple.engine import InvalidConfig, Rng
from tests.games.risk_junior_narnia.helpers import (
    armies,
    battle,
    fields,
    game_map,
    on_top,
    play,
    position,
    setup,
    stone,
)

GAME = meeple.load("risk-junior-narnia")


def _state(text: str):
    return GAME.from_notation(text)


def _view(state):
    return state.view(None)


def _terr(state, tid):
    return next(t for t in _view(state)["territories"] if t["id"] == tid)


def _colour(state, name):
    return next(c for c in _view(state)["colours"] if c["colour"] == name)


def test_example_1_the_battle_at_telmar():
    state = _state(
        "players=2; board=telmar:red:2+0,beruna:blue:2+0; turn=witch; phase=roll;"
        " battle=telmar; att=3+1; rolls=3+5/5+4+3/6+5/1+2+6"
    )
    assert _view(state)["battle"]["attack_dice"] == 3
    state.apply_id("1:roll")  # 3 5: one boggle
    assert _view(state)["battle"]["attackers"] == {"boggle": 2, "minotaur": 1}
    state.apply_id("0:roll")  # 5 4 3: one faun
    assert _terr(state, "telmar")["armies"] == {"faun": 1, "centaur": 0}
    state.apply_id("1:roll")  # 6 5: the 5 a boggle, the 6 by red's choice
    assert [state.action_id(a) for a in state.legal_actions()] == [
        "1:hit:boggle",
        "1:hit:minotaur",
    ]
    state.apply_id("1:hit:minotaur")
    assert _colour(state, "red")["captured"]["witch"] == {"boggle": 2, "minotaur": 1}
    events = state.apply_id("0:roll")  # 1 2 6: the last faun
    assert any(e.msg == "rjn.event.conquer" for e in events)
    assert _terr(state, "telmar") | {"characters": []} == {
        "id": "telmar",
        "owner": "witch",
        "armies": {"boggle": 1, "minotaur": 0},
        "camp": False,
        "characters": [],
    }
    # One boggle left: no attack can go on, the turn is over.
    assert _view(state)["battle"] is None
    assert _colour(state, "witch")["captured"]["red"] == {"faun": 2, "centaur": 0}


def test_example_2_the_sea_crossing_to_galma():
    state = _state(
        "players=2; board=cair-paravel:blue:3+1,galma:witch:2+0,beruna:red:2+0;"
        " characters=peter:blue:cair-paravel; turn=blue; phase=continue;"
        " battle=cair-paravel; rolls=1+4/5+6"
    )
    legal = {state.action_id(a) for a in state.legal_actions()}
    assert "1:move:galma:3:0" in legal and "1:move:galma:3:1" not in legal
    state.apply_id("1:move:galma:3:0")
    battle = _view(state)["battle"]
    assert battle["water"] and battle["attack_dice"] == 2 and battle["from"] == "cair-paravel"
    assert _terr(state, "cair-paravel")["armies"] == {"faun": 0, "centaur": 1}
    assert _terr(state, "cair-paravel")["characters"] == ["peter"]
    state.apply_id("0:roll")
    state.apply_id("1:roll")
    assert _terr(state, "galma")["owner"] == "blue"
    assert _terr(state, "galma")["armies"] == {"faun": 3, "centaur": 0}
    assert _colour(state, "blue")["captured"]["witch"] == {"boggle": 2, "minotaur": 0}


def test_example_3_the_white_witch_in_battle():
    # The text's counts do not add up (2 fauns + 1 centaur cannot lose 4 armies): 3+2.
    state = _state(
        "players=4; board=telmar:yellow:3+2,beruna:red:2+0; characters=edmund:yellow:telmar;"
        " turn=witch; phase=place; battle=telmar; rolls=1+2+3/2+3+5/5+5/3+5+6"
    )
    state.apply_id("0:send:white-witch")
    state.apply_id("3:roll")  # 1 2: nothing (Edmund rerolls the 1: a 3)
    state.apply_id("0:roll")  # 2 3 5: a faun; the 2 turns two armies to stone
    assert _terr(state, "telmar")["armies"] == {"faun": 2, "centaur": 2}
    state.apply_id("0:stone:faun")
    state.apply_id("0:stone:centaur")
    assert _colour(state, "yellow")["stone"] == {"faun": 1, "centaur": 1}
    state.apply_id("3:roll")  # 5 5: two boggles and a double
    state.apply_id("3:double:white-witch")  # used on the Witch
    witch = next(c for c in _view(state)["characters"] if c["id"] == "white-witch")
    assert witch["state"] == "card"
    state.apply_id("0:roll")  # 3 5 6: the last faun and the centaur
    assert _terr(state, "telmar")["owner"] == "witch"
    edmund = next(c for c in _view(state)["characters"] if c["id"] == "edmund")
    assert edmund["state"] == "card" and edmund["holder"] == "yellow"


def test_example_4_trading_captured_fauns():
    state = _state(
        "players=2; board=beruna:witch:2+0,telmar:red:2+0; rest=witch:2+0;"
        " captured=witch:red:4+0; turn=red; phase=roll; battle=beruna; att=3+1; rolls=1+5"
    )
    red_supply = _colour(state, "red")["supply"]["faun"]
    events = state.apply_id("0:roll")
    assert "rjn.event.trade" in [e.msg for e in events]
    assert _colour(state, "witch")["points"] == 1
    assert _colour(state, "witch")["captured"]["red"] == {"faun": 0, "centaur": 0}
    assert _colour(state, "red")["supply"]["faun"] == red_supply + 5


def test_random_games_end_by_the_deck_or_a_conquest():
    for seed in range(30):
        players = 2 + seed % 3
        state = GAME.setup({"players": players, "hidden_cards": seed % 2 == 0}, seed)
        rng = Rng(seed)
        steps = 0
        while (legal := state.legal_actions()) and steps < 20_000:
            state.apply(legal[rng.below(len(legal))])
            steps += 1
        outcome = state.outcome()
        assert outcome is not None
        assert outcome.reason in ("rjn.outcome.final", "rjn.outcome.witch", "rjn.outcome.aslan")


def test_a_field_given_twice_or_unknown_is_refused():
    with pytest.raises(InvalidConfig, match=r"^bad Risk Junior Narnia notation: field 'turn'"):
        GAME.from_notation("players=2; turn=red; turn=witch")
    with pytest.raises(InvalidConfig, match=r"^bad Risk Junior Narnia notation: unknown field"):
        GAME.from_notation("players=2; winter=always")
    with pytest.raises(InvalidConfig, match=r"^bad Risk Junior Narnia notation: board: "):
        GAME.from_notation("players=2; board=telmar:red:2")


def test_a_pending_double_is_read_only_where_it_can_be():
    base = "players=3; board=telmar:red:3+0; turn=witch; battle=telmar; att=3+1"
    state = GAME.from_notation(
        f"{base}; phase=double; pending=red:0:0; double=1; characters=maugrim:witch:telmar"
    )
    assert state.notation() == GAME.from_notation(state.notation()).notation()
    assert "double=1" in state.notation()
    for tail, field in (
        ("phase=double; pending=red:0:0; double=1", "double: no enemy character"),
        ("phase=double; pending=red:0:0; characters=maugrim:witch:telmar", "pending: phase"),
        ("phase=roll; double=1; characters=maugrim:witch:telmar", "pending: only in"),
        ("phase=double; pending=red:1:0; double=1; characters=maugrim:witch:telmar", "pending"),
    ):
        with pytest.raises(InvalidConfig, match=field):
            GAME.from_notation(f"{base}; {tail}")


def test_every_legal_action_is_below_the_action_bound():
    bound = GAME.info.action_bound
    for seed, players in enumerate((2, 3, 4)):
        config = {"players": players, "hidden_cards": True, "camp_reinforcement": True}
        state = GAME.setup(config | {"woods": True}, seed)
        rng = Rng(seed)
        while legal := state.legal_actions():
            assert all(0 <= action < bound for action in legal)
            state.apply(legal[rng.below(len(legal))])


def test_resample_reshuffles_the_face_down_markers():
    """The turn-order markers lie face down, shuffled (« Place les marqueurs d'ordre du
    tour appropriés, face cachée, et mélange-les »): nobody knows who plays next, so a
    resample for any seat redraws their order (the same markers, the flipped ones kept),
    or a bot searching resampled states would know the turn order."""
    state = GAME.from_notation(
        "players=3; flipped=witch,red; markers=witch,blue,red,witch,blue,witch,red,blue,witch;"
        " turn=red; phase=territory; seed=3"
    )
    fields = dict(part.split("=", 1) for part in state.notation().split("; "))
    for seat in (None, 0, 1, 2):
        orders = set()
        firsts = set()
        for seed in range(30):
            other = state.resample(seat, Rng(seed))
            assert other.view(seat) == state.view(seat)
            mine = dict(part.split("=", 1) for part in other.notation().split("; "))
            assert mine["flipped"] == fields["flipped"]
            markers = mine["markers"].split(",")
            assert sorted(markers) == sorted(fields["markers"].split(","))
            orders.add(tuple(markers))
            firsts.add(markers[0])
        assert len(orders) > 10, f"seat {seat}: the face-down markers keep their order"
        assert firsts == {"witch", "red", "blue"}, f"seat {seat}: the next marker is known"


def test_resample_redraws_the_hidden_parts_only():
    """``GameInfo.hidden`` names the parts ``resample`` redraws: the order of the decks
    and of the face-down markers, the fixed dice, the kept cards the seat may not see."""
    state = GAME.from_notation(
        "players=2; hidden_cards=1; kept=red:fog+shield,witch:horn; rolls=1+2/3+4; seed=5"
    )
    hidden = GAME.info.hidden
    assert set(hidden) == {"tdeck", "markers", "narnia", "kept", "rolls"}
    seen: dict[str, set[str]] = {name: set() for name in hidden}
    for seed in range(20):
        other = state.resample(0, Rng(seed))
        assert other.view(0) == state.view(0)
        assert other.rolls == [] and other.kept[0] == state.kept[0]
        assert sorted(other.tdeck) == sorted(state.tdeck)
        assert sorted(other.markers) == sorted(state.markers)
        assert sorted(other.narnia + other.kept[1]) == sorted(state.narnia + state.kept[1])
        for name in hidden:
            seen[name].add(repr(getattr(other, name)))
        mine = state.to_json()
        theirs = other.to_json()
        assert {k for k in mine if mine[k] != theirs[k]} <= {*hidden, "rng"}
    assert all(len(values) > 1 for name, values in seen.items() if name != "rolls")


# -- effects as designed (cards.py, characters.py) and the engine contract ---------------


def test_a_stone_card_takes_the_army_from_the_territory_with_the_most():
    """Ice Cracks! (cards.py ``stone``): one faun of the drawer goes to stone "from your
    territory with the most armies", not from the first one on the board."""
    order = game_map()["territories"]
    small, big = order[1], order[5]
    state = position(
        players=3,
        turn="red",
        phase="draw",
        narnia="ice-cracks,final",
        board=f"{small}:red:3+0,{big}:red:5+0",
        rest="witch:2+0",
    )
    play(state, "1:draw")
    assert stone(state, "red") == (1, 0)
    assert armies(state, big) == (4, 0)
    assert armies(state, small) == (3, 0)


def test_a_reroll_power_throws_a_missed_two_again():
    """Lucy's reroll (characters.py) throws the lowest missed die again; only with the
    White Witch's power is a 2 no miss. Her 2 2 6 becomes 5 2 6: two boggles hit."""
    state = position(
        players=3,
        board="telmar:witch:3+0,galma:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="roll",
        battle="telmar",
        next="attacker",
        att="3+0",
        characters="lucy:red:telmar",
        rolls="2+2+6+5",
    )
    play(state, "1:roll")
    assert armies(state, "telmar") == (1, 0)
    assert fields(state)["last"].split("/")[0] == "5+2+6"


def test_only_a_character_with_that_power_makes_4s_hit():
    """Otmin's power is 6s hitting twice (characters.py): his side's 4s still miss."""
    state = position(
        players=3,
        board="telmar:red:2+0",
        rest="witch:2+0",
        turn="witch",
        phase="roll",
        battle="telmar",
        next="attacker",
        att="3+0",
        characters="otmin:witch:telmar",
        rolls="4+1+1",
    )
    play(state, "0:roll")
    assert armies(state, "telmar") == (2, 0)


def test_reinforcing_the_last_army_flips_the_next_marker_no_undo():
    """With ``camp_reinforcement``, sending the only attacking army onto a camp ends the
    turn: the next marker is flipped, so the action is an undo barrier
    (``consumes_chance``); reinforcing with armies left for the battle is not."""
    base = dict(
        players=3,
        board="telmar:witch:2+0,galma:red:2+1:camp",
        rest="witch:2+0",
        turn="red",
        phase="place",
        battle="telmar",
        camp_reinforcement=1,
    )
    for supply, chance in (("red:1+0", True), ("red:3+1", False)):
        state = position(**base, supply=supply)
        play(state, "1:nosend")
        action = state.parse_action("1:reinforce:galma")
        assert state.consumes_chance(action) is chance, supply
        assert not state.consumes_chance(state.parse_action("1:reinforce:none"))


def test_no_attacking_armies_before_the_first_battle():
    """A new game's notation shows no armies in a battle (``att=0+0``) until one is sent."""
    state = setup(3, 0)
    assert fields(state)["att"] == "0+0"
    assert fields(position(players=2))["att"] == "0+0"


def test_resample_keeps_each_narnia_pile_on_its_own():
    """The Narnia deck is stacked in piles (9, 9, 9 with the scoring cards, then 7 on
    top): a resample shuffles each pile on its own, so each scoring card stays in its
    pile; the ordinary cards were dealt to the piles unseen, so they may change pile."""
    state = setup(3, 4)
    deck = fields(state)["narnia"].split(",")[::-1]  # bottom first
    bounds = ((0, 9), (9, 18), (18, 27), (27, 34))
    scoring = {"final", "father-christmas", "always-winter"}
    orders = set()
    moved = 0
    for seed in range(20):
        other = fields(state.resample(None, Rng(seed)))["narnia"].split(",")[::-1]
        assert sorted(other) == sorted(deck)
        for lo, hi in bounds:
            assert scoring & set(other[lo:hi]) == scoring & set(deck[lo:hi]), (seed, lo)
            moved += sorted(other[lo:hi]) != sorted(deck[lo:hi])
        orders.add(tuple(other))
    assert len(orders) > 1
    assert moved, "which pile an ordinary card was dealt to is redrawn too"


def test_placing_from_an_empty_supply_ends_the_turn_no_undo():
    """A5: with nothing to place the attack does not happen: choosing the character ends
    the turn and flips the next marker, an undo barrier (``consumes_chance``); with
    armies to place it is not."""
    base = dict(
        players=3,
        board="telmar:witch:2+0,galma:red:2+1",
        rest="witch:2+0",
        turn="red",
        phase="place",
        battle="telmar",
    )
    for supply, chance in (("red:0+0", True), ("red:0+1", False)):
        state = position(**base, supply=f"{supply},blue:5+2")
        assert state.consumes_chance(state.parse_action("1:nosend")) is chance, supply


def test_a_battle_started_by_the_territory_card_comes_from_nowhere():
    """Only a continued attack has a territory it came from (``from``): a battle begun
    by the turn's territory card shows none."""
    state = position(
        players=3,
        board="galma:red:2+0",
        rest="witch:2+0",
        turn="red",
        phase="continue",
        battle="galma",
        from_="beruna",
        markers="blue,witch,witch,witch,witch,red,red,blue,blue",
        flipped="witch,red",
        narnia="thaw,final",
        **on_top("telmar"),
    )
    play(state, "1:stop", "2:draw", "2:territory")
    assert battle(state)["from"] is None
    assert fields(state)["from"] == "-"
