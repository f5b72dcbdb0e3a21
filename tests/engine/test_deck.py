"""Decks of separately shuffled runs (engine/deck.py)."""

from __future__ import annotations

from meeple.engine.deck import (
    draw,
    push_run,
    reshuffle,
    reshuffle_runs,
    shuffle_runs,
    stack_piles,
)
from meeple.engine.rng import Rng


def test_shuffle_runs_keeps_each_card_in_its_run() -> None:
    deck, runs = list(range(12)), [5, 4, 3]
    for seed in range(20):
        shuffled = deck[:]
        shuffle_runs(Rng(seed), shuffled, runs)
        assert sorted(shuffled[:5]) == [0, 1, 2, 3, 4]
        assert sorted(shuffled[5:9]) == [5, 6, 7, 8]
        assert sorted(shuffled[9:]) == [9, 10, 11]
    orders = set()
    for seed in range(20):
        shuffled = deck[:]
        shuffle_runs(Rng(seed), shuffled, runs)
        orders.add(tuple(shuffled))
    assert len(orders) > 10


def test_a_pushed_run_is_drawn_first_and_the_runs_shrink_as_cards_are_drawn() -> None:
    deck, runs = [1, 2], [2]
    push_run(Rng(3), deck, runs, [8, 9])
    assert runs == [2, 2]
    assert {draw(deck, runs), draw(deck, runs)} == {8, 9}
    assert runs == [2]
    assert draw(deck, runs) == 2 and runs == [1]
    push_run(Rng(3), deck, runs, [])
    assert runs == [1], "an empty run adds nothing"


def test_stack_piles_shuffles_one_extra_into_each_pile_bottom_first() -> None:
    cards = list(range(10))
    places = set()
    for seed in range(30):
        deck = stack_piles(Rng(seed), cards, ["A", "B"], [4, 3])
        assert len(deck) == 12
        assert "A" in deck[:5] and "B" in deck[5:9]
        assert sorted(card for card in deck if isinstance(card, int)) == cards
        places.add(deck.index("A"))
    assert len(places) >= 4, "the extra card is shuffled into its pile, not laid on it"
    assert cards == list(range(10)), "the cards given are left as they were"


def test_reshuffle_ignores_the_order_it_starts_from() -> None:
    for wide in (False, True):
        results = set()
        for start in ([3, 1, 4, 1, 5, 9, 2, 6], [9, 6, 5, 4, 3, 2, 1, 1]):
            cards = start[:]
            reshuffle(Rng(5), cards, wide=wide)
            assert sorted(cards) == sorted(start)
            results.add(tuple(cards))
        assert len(results) == 1, "the same generator gives the same order from any start"
    orders = set()
    for seed in range(20):
        cards = list(range(8))
        reshuffle(Rng(seed), cards)
        orders.add(tuple(cards))
    assert len(orders) > 10, "it still shuffles"


def test_reshuffle_runs_keeps_each_card_in_its_run_whatever_its_order() -> None:
    runs = [3, 4]
    a, b = [2, 0, 1, 6, 5, 4, 3], [0, 1, 2, 3, 4, 5, 6]
    reshuffle_runs(Rng(11), a, runs)
    reshuffle_runs(Rng(11), b, runs)
    assert a == b
    assert sorted(a[:3]) == [0, 1, 2] and sorted(a[3:]) == [3, 4, 5, 6]
