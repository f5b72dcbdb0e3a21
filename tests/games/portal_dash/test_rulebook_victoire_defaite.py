"""§III « Victoire et défaite »: « Vous gagnez si vous parvenez à traverser le plateau, à
révéler le Portail et à vaincre le Boss » ; « Vous perdez si vous ne remplissez pas à
temps les missions Piglins » ; « Vous perdez également si les 64 blocs du grand cube de
ressources sont épuisés. » ; « Enfin, vous perdez dès que l'un d'entre vous perd le
dernier cœur sur sa piste de PV. » ; « Dans ce jeu, vous gagnez ou perdez tous
ensemble. »"""

from __future__ import annotations

from tests.games.portal_dash.rulebook import (
    GREY_CUBE,
    ids,
    outcome,
    phase,
    piglin_notation,
    play,
    position,
    rolled,
    sq,
    steer,
    view,
)


def test_the_boss_defeated_everyone_wins():
    base = dict(
        players=3,
        path="1,2",
        revealed="1111",
        chests="-",
        monsters="-",
        queue="-",
        chars=f"{sq(2, 9)}:6/{sq(0, 0)}:6/{sq(0, 0)}:6",
        items="netherite_sword/leather_boots/leather_boots",
        boss_hp=f"1@{sq(2, 10)}",
        stack="actions",
        left=2,
        turn=0,
    )
    state = steer(
        lambda rng: position(**base, rng=rng),
        ["0:attack:0:boss"],
        lambda s: phase(s) == "reroll" and sum(view(s)["dice"]["combat"]) >= 1,
    )
    play(state, "0:keep")
    result = outcome(state)
    assert result is not None and result.won
    assert state.to_move() is None and ids(state) == set()
    assert view(state)["end"]["won"] is True


def test_a_character_losing_the_last_heart_loses_at_once():
    """The magma cube's 2 damage on a character with 2 hearts: the game ends during the
    monster die, before any action."""
    base = dict(
        players=2,
        path="1,2",
        revealed="1100",
        chests="-",
        queue="-",
        turn=0,
        cube=GREY_CUBE,
        items="leather_boots/leather_boots",
        chars=f"{sq(2, 3)}:6/{sq(0, 0)}:2",
        monsters=f"magma_cube1@{sq(0, 1)}",
    )
    state = rolled(base, monster=1)
    result = outcome(state)
    assert result is not None and not result.won
    assert result.reason == "pd.outcome.hp"
    assert ids(state) == set()


def test_magma_can_also_end_the_game():
    state = position(
        players=2,
        path="1,2",
        revealed="1100",
        chests="-",
        monsters="-",
        queue="-",
        chars=f"{sq(2, 3)}:1/{sq(0, 0)}:6",
        items="leather_boots/leather_boots",
        stack="actions",
        left=2,
        turn=0,
    )
    play(state, f"0:step:{sq(2, 4)}")
    result = outcome(state)
    assert result is not None and result.reason == "pd.outcome.hp"


def test_the_empty_cube_loses():
    done = piglin_notation(full="r")
    cube = "/".join(["." * 16] * 3 + ["r" + "." * 15])
    state = position(
        players=2,
        path="1,2",
        revealed="1100",
        chests="-",
        monsters="-",
        queue="-",
        chars="0:6/0:6",
        stack="actions",
        left=2,
        turn=0,
        cube=cube,
        piglins=done,
    )
    play(state, "0:mine", "0:take:48", "0:use:red:0")
    result = outcome(state)
    assert result is not None and not result.won
    assert result.reason == "pd.outcome.cube"


def test_the_piglin_deadline_loses():
    cube = "r" + "." * 15 + "/" + "/".join(["g" * 16] * 3)
    state = position(
        players=2,
        path="1,2",
        revealed="1100",
        chests="-",
        monsters="-",
        queue="-",
        chars="0:6/0:6",
        stack="actions",
        left=2,
        turn=0,
        cube=cube,
    )
    play(state, "0:mine", "0:take:0", "0:use:red:0")
    result = outcome(state)
    assert result is not None and result.reason == "pd.outcome.piglin"
