"""The question Pentaquest asks before ``stop`` (ending the turn without beating a card)
while the dice could still change: free rerolls left, or army cards that can be spent on
them (confirm.py); never before any other action, nor when ``stop`` is all that is left."""

from __future__ import annotations

import pytest

from meeple.engine import Rng
from meeple.games.pentaquest.actions import STOP, USE, unpack
from meeple.games.pentaquest.rules import QuestState
from tests.games.pentaquest.helpers import GAME, find, play, position


def solo_after_first_roll(seed: int) -> QuestState:
    state = GAME.setup({"players": 1}, seed=seed)
    assert isinstance(state, QuestState)
    play(state, "0:roll")
    return state


def test_first_roll_stop_asks_naming_the_two_free_rerolls() -> None:
    """Seed 5: the game's first roll beats no card and 2 free rerolls are left."""
    state = solo_after_first_roll(5)
    assert state.rerolls == 2 and state.army == [[]]
    stop = find(state, "0:stop")
    assert state.action_confirmation(stop, "en") == (
        "End the turn without beating a card and lose the game? You still have 2 free rerolls."
    )
    assert state.action_confirmation(stop, "fr") == (
        "Finir le tour sans vaincre de carte et perdre la partie ?"
        " Il vous reste 2 relances gratuites."
    )
    assert all(state.confirmation(a) is None for a in state.legal_actions() if a != stop)


def test_one_free_reroll_left() -> None:
    state = solo_after_first_roll(5)
    play(state, "0:reroll:2")  # die 2 rerolled: still nothing to beat
    assert state.rerolls == 1
    assert state.action_confirmation(find(state, "0:stop")) == (
        "End the turn without beating a card and lose the game? You still have a free reroll."
    )


def test_nothing_left_to_try_plays_at_once() -> None:
    """Both free rerolls spent, no army: ``stop`` is the only action, no question."""
    state = solo_after_first_roll(5)
    play(state, "0:reroll:2", "0:reroll:1")
    assert state.rerolls == 0 and [state.action_id(a) for a in state.legal_actions()] == ["0:stop"]
    assert state.confirmation(state.legal_actions()[0]) is None


def test_army_cards_that_can_change_the_dice_are_counted() -> None:
    state = position("players=1; line=42; army=1,2,13; dice=1,2,3,4,6; rerolls=0")
    stop = find(state, "0:stop")
    assert state.action_confirmation(stop) == (
        "End the turn without beating a card and lose the game?"
        " You still have 3 army cards that can change the dice."
    )
    assert state.action_confirmation(stop, "fr") == (
        "Finir le tour sans vaincre de carte et perdre la partie ?"
        " Il vous reste 3 cartes d'armée qui peuvent changer les dés."
    )


def test_a_plus_card_on_sixes_cannot_change_the_dice() -> None:
    """Card 5 (+1) has no die below 6 to raise: nothing is thrown away."""
    state = position("players=1; line=1,2,3,7; army=5; dice=6,6,6,6,6; rerolls=0")
    stop = find(state, "0:stop")
    assert state.legal_actions() == [stop]
    assert state.confirmation(stop) is None
    state = position("players=1; line=1,2,3,7; army=5,6; dice=6,6,6,6,6; rerolls=1")
    assert state.action_confirmation(find(state, "0:stop")) == (
        "End the turn without beating a card and lose the game?"
        " You still have a free reroll and an army card that can change the dice."
    )


@pytest.mark.parametrize(
    ("extra", "question"),
    [
        ("fails=0; deck=41", "End the turn without beating a card?"),
        ("fails=0; deck=-", "End the turn without beating a card?"),
        ("fails=1; deck=-", "End the turn without beating a card and end the game?"),
    ],
)
def test_multiplayer_question_says_when_the_game_ends(extra: str, question: str) -> None:
    """With others at the table a failed turn passes; with an empty deck, the last failed
    turn of a barren round ends the game (RULES.md A5)."""
    state = position(f"line=42; army=-/-; {extra}; dice=1,2,3,4,6; rerolls=1; turn=1")
    stop = find(state, "1:stop")
    assert state.action_confirmation(stop) == f"{question} You still have a free reroll."
    after = state.clone()
    after.apply(stop)
    assert after.is_over() == ("end the game" in question)


@pytest.mark.parametrize("players", [1, 2, 3])
def test_asks_exactly_when_something_else_is_legal(players: int) -> None:
    """In playouts (a random player favouring card spending, so armies get used), every
    ``stop`` asks iff another action is legal, and names the free rerolls and the
    distinct army cards that the legal actions spend; nothing else ever asks."""
    chooser = Rng(players)
    asked = quiet = with_cards = 0
    for seed in range(40):
        state = GAME.setup({"players": players}, seed=seed)
        while not state.is_over():
            legal = state.legal_actions()
            for action in legal:
                found = state.confirmation(action)
                if unpack(action)[0] != STOP:
                    assert found is None
                    continue
                spendable = {unpack(a)[2] for a in legal if unpack(a)[0] == USE}
                if len(legal) == 1:
                    assert found is None
                    quiet += 1
                    continue
                assert found is not None
                assert found[1]["rerolls"] == state.rerolls
                assert found[1]["cards"] == len(spendable)
                asked += 1
                with_cards += bool(spendable)
            beats = [a for a in legal if unpack(a)[0] == 3]
            state.apply(beats[0] if beats else legal[chooser.below(len(legal))])
    assert asked > 50 and quiet > 5 and with_cards > 5
