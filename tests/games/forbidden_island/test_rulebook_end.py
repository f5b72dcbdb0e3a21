"""Forbidden Island rulebook, «But du jeu» (Object) and the end of the game the French text
lost (facts sec. 12): the win and the four ways to lose; then the difficulty levels
(facts sec. 6). Board: see helpers.py."""

from __future__ import annotations

import pytest

from meeple.engine import IllegalAction, translate
from meeple.games.forbidden_island import components as c
from tests.games.forbidden_island.helpers import (
    GAME,
    assert_illegal,
    ids,
    messages,
    play,
    position,
    tile_state,
)

ALL_ON_FL = "pilot@FL,diver@FL,engineer@FL"


# -- But du jeu: gagner (Object: the win) ------------------------------------------------


def test_but_du_jeu_gagner_lift_off():
    """«Une fois ceux-ci récupérés, vous devez vous rendre à l'héliport et vous échapper par
    hélicoptère pour gagner»: all 4 treasures captured, every pawn on Fools' Landing, and a
    player discards a Helicopter Lift (even out of turn): the team wins."""
    state = position(ALL_ON_FL, captured="EWFO", hands="-/EH/-")
    assert "1:lift-off" in ids(state)
    events = play(state, "1:lift-off")
    outcome = state.outcome()
    assert outcome is not None and outcome.won is True and outcome.reason == "fi.outcome.won"
    assert messages(events) == ["fi.event.lift-off"]
    assert state.tdiscard == [c.HELICOPTER]
    assert state.to_move() is None and state.legal_actions() == []
    assert outcome.returns(3) == [1.0, 1.0, 1.0]


def test_but_du_jeu_gagner_from_flooded_fools_landing():
    """«You may win if Fools' Landing is flooded» (facts sec. 12)."""
    state = position(ALL_ON_FL, flooded="FL", captured="EWFO", hands="H/-/-")
    play(state, "0:lift-off")
    assert state.outcome() is not None and state.outcome().won is True


def test_but_du_jeu_gagner_needs_all_four_treasures():
    """Three treasures are not enough."""
    state = position(ALL_ON_FL, captured="EWF", hands="H/-/-")
    assert_illegal(state, "0:lift-off")


def test_but_du_jeu_gagner_needs_every_pawn_on_fools_landing():
    """«everyone must move their pawns to the Fools' Landing tile»: one pawn next door is
    one too many."""
    state = position("pilot@FL,diver@FL,engineer@GG", captured="EWFO", hands="H/-/-")
    assert_illegal(state, "0:lift-off")
    later = position("pilot@FL,diver@FL,engineer@GG", captured="EWFO", hands="H/-/-", turn=2)
    assert_illegal(later, "0:lift-off")
    play(later, "2:move:fools-landing")
    assert "0:lift-off" in ids(later)


def test_but_du_jeu_gagner_needs_a_helicopter_lift():
    """The lift-off takes a Helicopter Lift card: Sandbags will not do, and standing on
    Fools' Landing with the 4 treasures does not end the game by itself."""
    state = position(ALL_ON_FL, captured="EWFO", hands="S/EE/-")
    assert_illegal(state, "0:lift-off", "1:lift-off")
    play(state, "0:end-actions")
    assert state.outcome() is None


# -- But du jeu: perdre (Object: the four ways to lose) ----------------------------------


@pytest.mark.parametrize(
    ("treasure", "sunk", "sinking"),
    [("earth", "TM", "TS"), ("wind", "HG", "WG"), ("fire", "CE", "CS"), ("ocean", "TP", "CP")],
)
def test_but_du_jeu_perdre_1_both_treasure_tiles_sunk(treasure, sunk, sinking):
    """«si l'île sombre avant que vous n'ayez tout accompli»: lose 1, both tiles of a
    treasure not yet captured have sunk."""
    state = position(
        "pilot@FL,diver@IG", sunk=sunk, flooded=sinking, phase="draw-flood", flood=2,
        fdeck=f"{sinking},LL",
    )  # fmt: skip
    events = play(state, "0:draw-flood")
    outcome = state.outcome()
    assert outcome is not None and outcome.won is False
    assert outcome.reason == "fi.outcome.treasure-lost"
    assert outcome.args == {"treasure": f"@fi.treasure.{treasure}"}
    assert messages(events)[-1] == "fi.outcome.treasure-lost"
    assert state.legal_actions() == [] and state.to_move() is None


def test_but_du_jeu_perdre_1_not_once_captured():
    """A captured treasure no longer needs its tiles."""
    state = position(
        "pilot@FL,diver@IG", sunk="TM", flooded="TS", phase="draw-flood", flood=2,
        fdeck="TS,LL", captured="E",
    )  # fmt: skip
    play(state, "0:draw-flood")
    assert tile_state(state, "TS") == "sunk" and state.outcome() is None


def test_but_du_jeu_perdre_1_not_while_one_tile_is_left():
    """One of the two tiles sunk: the treasure can still be captured on the other."""
    state = position("pilot@FL,diver@IG", flooded="TS", phase="draw-flood", fdeck="TS,LL")
    play(state, "0:draw-flood")
    assert tile_state(state, "TS") == "sunk" and state.outcome() is None


def test_but_du_jeu_perdre_2_fools_landing_sinks():
    """Lose 2: Fools' Landing sinks (with or without pawns on it)."""
    state = position("pilot@GG,diver@IG", flooded="FL", phase="draw-flood", fdeck="FL,LL")
    play(state, "0:draw-flood")
    outcome = state.outcome()
    assert outcome is not None and outcome.won is False
    assert outcome.reason == "fi.outcome.fools-landing-sank"


def test_but_du_jeu_perdre_3_a_pawn_drowns():
    """Lose 3: a pawn must swim off a sinking tile and has no tile to reach (see also
    test_rulebook_swim.py)."""
    state = position(
        "pilot@FL,engineer@CA", flooded="CA", sunk="HG,BB,CF,OB", phase="draw-flood",
        fdeck="CA,LL",
    )  # fmt: skip
    play(state, "0:draw-flood")
    assert state.outcome() is not None
    assert state.outcome().reason == "fi.outcome.drowned"
    assert state.outcome().args == {"role": "@fi.role.engineer"}


@pytest.mark.parametrize(("level", "tdeck"), [(9, "REW"), (8, "RRE")])
def test_but_du_jeu_perdre_4_water_reaches_the_skull(level, tdeck):
    """Lose 4: the water level reaches the skull (10), by one or two Waters Rise!."""
    state = position("pilot@FL,diver@IG", level=level, phase="draw-treasure", tdeck=tdeck)
    play(state, "0:draw-treasure")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "fi.outcome.water-skull"
    assert state.level == c.SKULL_LEVEL == 10
    assert state.legal_actions() == []
    GAME.from_notation(state.notation())  # the ended game still writes and reads back


def test_but_du_jeu_perdre_4_not_below_the_skull():
    """Level 9 is the last level played (5 Flood cards)."""
    state = position("pilot@FL,diver@IG", level=8, phase="draw-treasure", tdeck="REW")
    play(state, "0:draw-treasure")
    assert state.outcome() is None and state.level == 9 and state.flood_left == 5


def test_but_du_jeu_game_over_nothing_more():
    """Once the game is lost or won, nothing is legal and every action is refused."""
    state = position("pilot@FL,diver@IG", flooded="FL", phase="draw-flood", fdeck="FL,LL")
    play(state, "0:draw-flood")
    before = state.serialize()
    assert state.legal_actions() == [] and state.to_move() is None
    for action_id in ("0:draw-flood", "1:end-actions", "0:move:gold-gate"):
        with pytest.raises(IllegalAction):
            state.apply_id(action_id)
    assert state.serialize() == before


# -- Difficulté (Difficulty; the meter picture is lost) ----------------------------------


@pytest.mark.parametrize(
    ("difficulty", "steps"), [("novice", 9), ("normal", 8), ("elite", 7), ("legendary", 6)]
)
def test_difficulte_waters_rise_steps_to_the_skull(difficulty, steps):
    """The water meter has 10 positions, the start set by the difficulty: 9 Waters Rise!
    from Novice to the skull, 6 from Legendary (facts sec. 6)."""
    level = GAME.setup({"players": 2, "difficulty": difficulty}, 0).level
    rises = 0
    while True:
        state = position("pilot@FL,diver@IG", level=level, phase="draw-treasure", tdeck="REW")
        play(state, "0:draw-treasure")
        rises += 1
        if state.outcome() is not None:
            break
        level = state.level
    assert rises == steps


def test_difficulte_labels():
    """The four difficulty labels, in English and French (French names other than Novice
    are not in the text: RULES.md, assumptions)."""
    labels = {d: (translate(f"fi.difficulty.{d}", "en"), translate(f"fi.difficulty.{d}", "fr"))
              for d in c.DIFFICULTIES}  # fmt: skip
    assert labels == {
        "novice": ("Novice", "Novice"),
        "normal": ("Normal", "Normal"),
        "elite": ("Elite", "Élite"),
        "legendary": ("Legendary", "Légendaire"),
    }
