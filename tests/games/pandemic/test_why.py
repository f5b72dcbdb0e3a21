"""Why a click on a Pandemic element offers nothing: the rule in the way, EN and FR.

Positions: Atlanta has the only research station unless a test says otherwise; seat 0 is
to act with 4 actions."""

from __future__ import annotations

import pytest

from meeple.engine.i18n import LANGUAGES
from meeple.games.pandemic.rules import PandemicState
from tests.games.pandemic.faces_helpers import playout_positions, position


def legal_targets(state: PandemicState, seat: int) -> set[str | None]:
    return {state.action_target(a) for a in state.legal_actions(seat)}


def why(state: PandemicState, seat: int | None, target: str, lang: str = "en") -> str:
    if seat is not None:
        assert target not in legal_targets(state, seat)
    return state.why_not(seat, target, lang)


CASES = [
    # (pawns, fields, seat, target, English reason)
    ("medic@paris,scientist@lagos", {}, 0, "city:tokyo",
     "Tokyo is not linked to Paris: a flight there needs the City card of one of them."),
    ("medic@atlanta,scientist@lagos", {}, 0, "city:tokyo",
     "A Shuttle Flight needs a research station at both ends: Tokyo has none."),
    ("medic@atlanta,scientist@lagos", {}, 0, "city:atlanta",
     "Your pawn is already there: Atlanta."),
    ("medic@paris,scientist@lagos", {}, 0, "city:paris",
     "To build a research station here, discard the City card of Paris: you do not hold it."),
    ("operations-expert@atlanta,medic@lagos", {"flew": 1}, 0, "city:tokyo",
     "The Operations Expert flies from a research station once per turn, and has already flown."),
    ("medic@atlanta,scientist@lagos", {"cured": "blue"}, 0, "cure:blue",
     "The cure for the blue disease is already discovered."),
    ("medic@paris,scientist@lagos", {}, 0, "cure:blue",
     "A cure is discovered at a research station: there is none in Paris."),
    ("medic@atlanta,scientist@lagos", {"hands": "tokyo,osaka/-"}, 0, "cure:red",
     "A cure for the red disease needs 5 red City cards: you hold 2."),
    ("medic@atlanta,scientist@lagos", {"hands": "-/lagos"}, 0, "card:lagos",
     "To share a card with Player 2, you must both be in the same city."),
    ("medic@atlanta,scientist@atlanta", {"hands": "-/lagos"}, 0, "card:lagos",
     "Only the card of the city you share changes hands (Atlanta), unless the Researcher"
     " gives it."),
    ("medic@atlanta,scientist@lagos", {"hands": "paris/-"}, 0, "card:paris",
     "To give a card, another player must be in your city."),
    ("medic@atlanta,scientist@lagos", {"hands": "-/airlift"}, 0, "card:airlift",
     "That card is Player 2's: only its holder plays, gives or discards it."),
    ("medic@atlanta,scientist@lagos",
     {"hands": "forecast/-", "ideck": "lima,tokyo", "short_forecast": "needs-six"}, 0,
     "card:forecast", "Forecast needs 6 cards in the Infection deck (a table option)."),
    ("medic@atlanta,scientist@lagos", {"hands": "resilient-population/-"}, 0,
     "card:resilient-population",
     "The Infection discard is empty: Resilient Population has no card to remove."),
    ("medic@atlanta,scientist@lagos", {"hands": "airlift/-", "pending": "order:1:0:0",
     "forecast": "lima,tokyo"}, 0, "card:airlift",
     "Not now: no Event is played between drawing a card and resolving it, nor during a"
     " choice."),
    ("medic@atlanta,scientist@lagos",
     {"hands": "-/paris,lima,tokyo,osaka,cairo,delhi,milan,essen"}, 0, "city:chicago",
     "Player 2 holds more than 7 cards: a card must be discarded or an Event played first."),
    ("medic@atlanta,scientist@lagos", {"phase": "draw"}, 0, "city:chicago",
     "No action left: draw the 2 Player cards."),
    ("operations-expert@atlanta,medic@lagos",
     {"pending": "arrive:0:paris:1", "flew": 1, "hands": "lima/-"}, 0, "card:lima",
     "Player 1 must first choose where the flight lands."),
    ("medic@atlanta,scientist@lagos", {}, 0, "pawn:1",
     "Only the Dispatcher (or an Airlift) moves another player's pawn."),
    ("dispatcher@atlanta,scientist@lagos", {}, 0, "pawn:1",
     "A pawn moves by where it goes: choose the city, its moves are listed there."),
    ("medic@atlanta,scientist@lagos", {}, 0, "deck:player",
     "The Player cards are drawn after the actions."),
    ("medic@atlanta,scientist@lagos", {}, 0, "discard:player",
     "Only the Contingency Planner takes an Event back from the Player discard."),
    ("contingency-planner@atlanta,medic@lagos", {"stored": "airlift/-"}, 0, "discard:player",
     "The Contingency Planner already stores an Event."),
    ("contingency-planner@atlanta,medic@lagos", {"pdiscard": "paris"}, 0, "discard:player",
     "There is no Event in the Player discard to take back."),
    ("medic@atlanta,scientist@lagos", {}, 0, "discard:infection",
     "Only Resilient Population acts on this pile: it removes one of its cards from the game."),
    ("medic@atlanta,scientist@lagos", {}, 1, "city:tokyo", "It is Player 1's turn."),
    ("medic@atlanta,scientist@lagos", {}, None, "city:tokyo",
     "You are watching this game: only its players act."),
    ("medic@atlanta,scientist@lagos", {}, 0, "city:atlantis", "Nothing can be done there now."),
]  # fmt: skip


@pytest.mark.parametrize(("pawns", "fields", "seat", "target", "reason"), CASES)
def test_the_reason_names_the_rule(
    pawns: str, fields: dict[str, object], seat: int | None, target: str, reason: str
) -> None:
    state = position(pawns, **fields)
    assert why(state, seat, target) == reason
    french = why(state, seat, target, "fr")
    assert french and french != reason and "{" not in french


def test_french_reasons_use_the_french_names() -> None:
    state = position("medic@cairo,scientist@lagos")
    assert why(state, 0, "city:tokyo", "fr") == (
        "Tokyo et Le Caire ne sont pas reliées : pour y voler, il faut la carte Ville de l'une"
        " des deux."
    )
    assert why(position("medic@atlanta,scientist@lagos", cured="black"), 0, "cure:black", "fr") == (
        "Le remède contre la maladie noire est déjà découvert."
    )


def test_every_target_of_random_games_gets_a_reason_for_every_seat() -> None:
    """Along random games, every element some action targets, asked about by a seat none
    of whose actions targets it (and by a spectator), gets a text in both languages."""
    asked = 0
    for state in playout_positions(games=3, seed=21):
        targets = {state.action_target(a) for a in state.legal_actions()} - {None}
        targets |= {"deck:player", "discard:infection", "cure:red", "pawn:0"}
        for seat in (None, *range(state.players)):
            mine = legal_targets(state, seat) if seat is not None else set()
            for target in targets - mine:
                for lang in LANGUAGES:
                    text = state.why_not(seat, str(target), lang)
                    assert text and "{" not in text and "pandemic." not in text, text
                asked += 1
    assert asked > 500
