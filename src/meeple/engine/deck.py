"""A deck made of runs shuffled separately.

Several games stack a deck from piles shuffled on their own: Forbidden Island's Flood
deck gets its reshuffled discards on top (each Waters Rise! adds a run), Risk Junior
Narnia's deck is four piles each with a scoring card shuffled in, Pandemic's player deck
gets one Epidemic per pile. A player who knows how the deck was built knows which run a
card is in but not its place inside the run; so a resampled state shuffles each run on
its own, and a draw takes the top card of the top run.

A deck is a list, bottom first (the top card is ``deck[-1]``), with the sizes of its runs,
bottom first, summing to its length.

>>> from meeple.engine.rng import Rng
>>> deck, runs = [1, 2, 3], [3]
>>> push_run(Rng(1), deck, runs, [7, 8])
>>> runs
[3, 2]
>>> sorted(deck[3:])
[7, 8]
>>> draw(deck, runs) in (7, 8), runs
(True, [3, 1])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from meeple.engine.rng import Rng

T = TypeVar("T")


def shuffle_runs(rng: Rng, deck: list[T], runs: Sequence[int]) -> None:
    """Shuffle each run of ``deck`` in place, on its own, bottom run first."""
    start = 0
    for size in runs:
        end = start + size
        if size > 1:
            run = deck[start:end]
            rng.shuffle(run)
            deck[start:end] = run
        start = end


def reshuffle(rng: Rng, cards: list[int], *, wide: bool = False) -> None:
    """Shuffle ``cards`` in place from their sorted order (``wide``: with
    :meth:`Rng.shuffle_wide`). For ``resample``: the result depends on which cards they are
    and on ``rng`` alone, never on the hidden order they were in, so two states a seat
    cannot tell apart redraw the same worlds."""
    cards.sort()
    if wide:
        rng.shuffle_wide(cards)
    else:
        rng.shuffle(cards)


def reshuffle_runs(rng: Rng, deck: list[int], runs: Sequence[int]) -> None:
    """:func:`reshuffle` each run of ``deck`` on its own, bottom run first."""
    start = 0
    for size in runs:
        end = start + size
        if size > 1:
            run = deck[start:end]
            reshuffle(rng, run)
            deck[start:end] = run
        start = end


def push_run(rng: Rng, deck: list[T], runs: list[int], cards: list[T]) -> None:
    """Shuffle ``cards`` (in place) and put them on top of the deck as a new run."""
    if not cards:
        return
    rng.shuffle(cards)
    deck += cards
    runs.append(len(cards))


def draw(deck: list[T], runs: list[int]) -> T:
    """Take the top card (of the top run)."""
    card = deck.pop()
    runs[-1] -= 1
    if not runs[-1]:
        runs.pop()
    return card


def stack_piles(rng: Rng, cards: list[T], extras: Sequence[T], sizes: Sequence[int]) -> list[T]:
    """``cards`` shuffled, dealt bottom first into piles of ``sizes``; the i-th of
    ``extras`` shuffled into the i-th pile; the piles stacked bottom first. Cards left
    over after the sized piles go on top, unshuffled among themselves again."""
    cards = cards[:]
    rng.shuffle(cards)
    deck: list[T] = []
    start = 0
    for size, extra in zip(sizes, extras, strict=True):
        pile = [*cards[start : start + size], extra]
        rng.shuffle(pile)
        deck += pile
        start += size
    deck += cards[start:]
    return deck
