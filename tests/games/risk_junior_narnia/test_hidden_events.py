"""With ``hidden_cards``, no event names a kept card to a seat that may not see it: the
card kept is told to its holder only (``Event.audience``), everyone reads that a card
was kept. The research adapters' information states are built from the events each seat
sees (../shared/RESEARCH-API.md, 5.5), the web log and the terminal likewise.
"""

from __future__ import annotations

from typing import cast

from meeple.engine import Event
from meeple.engine.rng import Rng
from meeple.games.risk_junior_narnia.cards import CARDS
from meeple.games.risk_junior_narnia.rules import NarniaState
from tests.games.risk_junior_narnia.helpers import GAME, messages, play, position


def seen(events: list[Event], seat: int | None) -> list[Event]:
    return [event for event in events if event.visible_to(seat)]


def test_the_kept_card_is_named_to_its_holder_only() -> None:
    state = position(players=3, hidden_cards=1, turn="red", phase="draw", narnia="fog,final")
    events = play(state, "1:draw")
    assert messages(seen(events, 1)) == ["rjn.event.keep-hidden", "rjn.event.keep-secret"]
    assert seen(events, 1)[1].args["card"] == "@rjn.card.fog"
    for seat in (0, 2, None):
        assert messages(seen(events, seat)) == ["rjn.event.keep-hidden"]
        assert all("card" not in event.args for event in seen(events, seat))
    # face up (the option off), everyone reads the card
    state = position(players=3, turn="red", phase="draw", narnia="fog,final")
    events = play(state, "1:draw")
    assert [e.args.get("card") for e in seen(events, 2)] == ["@rjn.card.fog"]


def test_two_players_the_aslan_seat_reads_the_cards_of_both_its_colours() -> None:
    state = position(players=2, hidden_cards=1, turn="blue", phase="draw", narnia="horn,final")
    events = play(state, "1:draw")
    assert [e.args.get("card") for e in seen(events, 1)] == [None, "@rjn.card.horn"]
    assert [e.args.get("card") for e in seen(events, 0)] == [None]


def test_random_games_never_name_a_hidden_kept_card() -> None:
    """Whenever a colour keeps a card face down, no event a seat that may not see it
    reads names that card."""
    rng = Rng(3)
    kept_hidden = 0
    for players in (2, 3, 4):
        config = GAME.check_config({"players": players, "hidden_cards": True})
        for seed in range(6):
            state = cast(NarniaState, GAME.setup(config, seed))
            while state.to_move() is not None:
                before = [list(cards) for cards in state.kept]
                legal = state.legal_actions()
                events = state.apply(legal[rng.below(len(legal))])
                for colour, cards in enumerate(state.kept):
                    for card in cards[len(before[colour]) :]:
                        kept_hidden += 1
                        holder = state.colour_seat[colour]
                        name = "@rjn.card." + CARDS[card].id
                        for seat in (*range(players), None):
                            named = any(name in e.args.values() for e in seen(events, seat))
                            assert named == (seat == holder), (seat, holder, name)
    assert kept_hidden > 30
