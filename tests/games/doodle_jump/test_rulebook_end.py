"""« Et le vainqueur est … Le joueur qui atteint le niveau le plus élevé le premier
remporte la partie et peut mettre la couronne sur la tête de son Doodler ! »: the first
to arrive on a pad of the top level from below wins at once (a jump, a tile, a bounce);
being carried up by a move is not reaching it, and neither is a hop along the top level
afterwards (RULES.md A5). Plus the 400-turn guard of random play.

The layout (columns 0..6; A..F keep to columns 0, 1 and 6 with pads 3, 4, 10)::

    slot 8  H:              4@2  6@3        9@5
    slot 7  G:        3@1        5@3        8@5
"""

from __future__ import annotations

from tests.games.doodle_jump.helpers import (
    ids,
    layout,
    order,
    pad_of,
    phase,
    play,
    position,
    slot_of,
    view,
)

LEVELS = layout(G="3@1,5@3,8@5", H="4@2,6@3,9@5")


def _state(doodlers: str, **fields: object):
    players = doodlers.count(",") + 1
    fields.setdefault("dice", "6,1,1,1," + ("-" if players == 2 else "1"))
    fields.setdefault("special", "move")
    return position(LEVELS, doodlers=doodlers, **fields)


def _assert_won(state, winner: int, players: int = 2) -> None:
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "dj.outcome.winner"
    assert outcome.scores == tuple(1 if seat == winner else 0 for seat in range(players))
    assert outcome.ranking is not None and outcome.ranking[0] == winner
    assert state.is_over() and state.to_move() is None and state.legal_actions() == []
    assert phase(state) == "over"
    assert view(state)["winner"] == winner


def test_landing_on_the_top_level_wins_at_once():
    state = _state("G5,start")
    play(state, "0:jump:H6:1")
    assert pad_of(state, 0) == "H6" and slot_of(state, 0) == 8
    _assert_won(state, 0)


def test_a_hop_along_the_top_level_is_no_win():
    """« Le joueur qui atteint le niveau le plus élevé »: a Doodler already on the top
    level (carried there by a move) has not reached it; a hop along it wins nothing
    (RULES.md A5)."""
    state = _state("H4,start")
    assert state.outcome() is None
    play(state, "0:jump:H6:1")
    assert state.outcome() is None and pad_of(state, 0) == "H6"


def test_carried_to_the_top_by_a_move_is_no_win():
    """« Déplacer » moves the level with the Doodler on it to the top: it has not jumped
    there; the game goes on."""
    state = _state("G5,start")
    play(state, "0:move:G")
    assert order(state) == "ABCDEFHG" and slot_of(state, 0) == 8
    assert state.outcome() is None and phase(state) == "decide"


def test_a_hat_to_the_top_wins():
    state = _state("G5,start", held="hat/-")
    play(state, "0:hat:H6")
    _assert_won(state, 0)


def test_shoes_along_the_top_level_are_no_win():
    """Carried to the top by a move, then a hop with the jump shoes: still not reached."""
    state = _state("H4,start", held="shoes/-", phase="decide", used="1")
    play(state, "0:shoes:H6")
    assert state.outcome() is None and pad_of(state, 0) == "H6"


def test_carried_to_the_top_then_pushed_down_a_jump_up_wins():
    """Once another board has been moved to the top, the carried Doodler's board is a
    slot lower: a jump up from it reaches the top level and wins."""
    state = _state("H4,start", order="A,B,C,D,E,F,H,G", dice="3,1,1,1,-")
    assert slot_of(state, 0) == 7
    play(state, "0:jump:G3:1")
    _assert_won(state, 0)


def test_a_trampoline_bounce_to_the_top_wins():
    state = _state("G3,start", tiles="G5:trampoline", bag="-", dice="2,3,1,1,-")
    play(state, "0:jump:G5:1+2")
    assert phase(state) == "trampoline"
    play(state, "0:bounce:H6")
    _assert_won(state, 0)


def test_a_trampoline_on_the_top_level_the_win_comes_first():
    state = _state("G5,start", tiles="H6:trampoline", bag="-")
    play(state, "0:jump:H6:1")
    _assert_won(state, 0)


def test_knocking_off_a_doodler_on_the_top_level_wins():
    """Someone carried to the top and not yet winning can be knocked off by the winner."""
    state = _state("G5,H6")
    play(state, "0:jump:H6:1")
    _assert_won(state, 0)
    assert pad_of(state, 1) != "H6"


def test_the_ranking_after_the_winner_by_height():
    """Scores 1 for the winner, 0 for the others; the others ranked by height, ties by
    seat."""
    state = _state("C4,start,G5,C10", turn=2)
    play(state, "2:jump:H6:1")
    _assert_won(state, 2, players=4)
    outcome = state.outcome()
    assert outcome is not None and outcome.ranking == (2, 0, 3, 1)


def _decide(doodlers: str, turns: int):
    return _state(doodlers, phase="decide", used="1,2,3,4", special_used=1, turns=turns, tiles="-")


def test_the_turn_guard_ends_a_long_game():
    """Not in the rulebook: random play must end, so after 400 turns the highest Doodler
    wins (reason dj.outcome.time). Turn 399 ends: turn 400 is still played."""
    state = _decide("C4,G5", turns=399)
    play(state, "0:stop")
    assert state.outcome() is None and ids(state) == {"1:roll"}
    state = _decide("C4,G5", turns=400)
    assert state.outcome() is None
    play(state, "0:stop")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "dj.outcome.time"
    assert outcome.scores == (0, 1) and outcome.ranking == (1, 0)
    assert state.legal_actions() == [] and state.to_move() is None
    assert view(state)["winner"] == 1
    # the count stays at the last turn played, and the final position reads back
    assert view(state)["turn"]["number"] == 400
    again = state.game.from_notation(state.notation())
    assert again.outcome() == outcome and again.notation() == state.notation()


def test_the_turn_guard_after_a_fall_too():
    state = _state(
        "C4,G5",
        phase="fall",
        dice="1,1,1,1,-",
        used="1,2,3",
        special="1",
        special_used=1,
        turns=400,
        tiles="-",
    )
    play(state, "0:fall")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "dj.outcome.time"


def test_the_turn_guard_ties_go_to_the_earliest_seat():
    state = _decide("start,C10,C4", turns=400)
    play(state, "0:stop")
    outcome = state.outcome()
    assert outcome is not None and outcome.reason == "dj.outcome.time"
    assert outcome.scores == (0, 1, 0) and outcome.ranking == (1, 2, 0)
