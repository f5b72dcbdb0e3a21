"""What each seat sees of Pandemic (hidden information: the decks' order, the Epidemics'
places and the seed never; hands, discards and a Forecast's cards always, to the whole
team), the action labels in both languages, their targets and confirmations, and the
terminal's text map."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from meeple.engine import Rng
from meeple.engine.i18n import LANGUAGES, player_names, translate
from meeple.games.pandemic import actions as pa
from meeple.games.pandemic import components as c
from meeple.games.pandemic.rules import PandemicState
from tests.games.pandemic.faces_helpers import find, ids, play, playout_positions, position

PAWNS = "medic@atlanta,scientist@lagos"
TARGET = re.compile(
    r"^(city:[a-z-]+|card:[a-z-]+|pawn:[0-3]|cure:(blue|yellow|black|red)"
    r"|deck:(player|infection)|discard:(player|infection))$"
)


def every_view(state: PandemicState) -> list[dict[str, Any]]:
    return [state.view(seat) for seat in (None, *range(state.players))]


# -- hidden information --------------------------------------------------------------------


def test_the_player_decks_order_and_its_epidemics_places_are_hidden() -> None:
    """Two positions that differ only in which face-down card lies where (inside a pile or
    across piles, the Epidemics anywhere in their piles) look the same to every seat, in
    the view, the text and the labels; the seed neither."""
    one = position(PAWNS, pdeck="paris,lima,epidemic|tokyo,epidemic,cairo", seed=1)
    two = position(PAWNS, pdeck="epidemic,cairo,lima|paris,tokyo,epidemic", seed=99)
    assert one.pdeck != two.pdeck
    assert every_view(one) == every_view(two)
    for seat in (None, 0, 1):
        for lang in LANGUAGES:
            assert one.render_text(seat, lang) == two.render_text(seat, lang)
    assert ids(one) == ids(two)
    text = json.dumps(every_view(one))
    assert '"seed"' not in text and '"rng"' not in text and str(one.rng.state) not in text


def test_what_the_team_can_count_of_the_player_deck_shows() -> None:
    """An Epidemic's pile is public (the team counts the cards drawn): moving it to
    another pile changes the view."""
    one = position(PAWNS, pdeck="paris,lima,epidemic|tokyo,cairo")
    two = position(PAWNS, pdeck="paris,lima,tokyo|epidemic,cairo")
    assert one.view(0)["player_deck_piles"] == [
        {"cards": 3, "epidemic": True},
        {"cards": 2, "epidemic": False},
    ]
    assert one.view(0) != two.view(0)


def test_the_infection_decks_order_is_hidden_but_not_its_runs() -> None:
    one = position(PAWNS, ideck="lima,bogota|tokyo,osaka,paris")
    two = position(PAWNS, ideck="bogota,lima|paris,tokyo,osaka")
    assert every_view(one) == every_view(two)
    assert one.view(1)["infection_deck_runs"] == [
        {"cities": ["bogota", "lima"], "known": False},
        {"cities": ["osaka", "paris", "tokyo"], "known": False},
    ]
    across = position(PAWNS, ideck="lima,tokyo|bogota,osaka,paris")
    assert across.view(0) != one.view(0)  # which cities a run holds is known


def test_a_forecasts_order_is_shown_to_the_whole_team_until_drawn() -> None:
    state = position(
        "medic@atlanta,scientist@lagos",
        hands="forecast/-",
        ideck="lima,bogota,tokyo,osaka,paris,cairo,delhi,lagos",
        phase="infect",
        infect=2,
    )
    play(state, "0:forecast")
    taken = ["lima", "bogota", "tokyo", "osaka", "paris", "cairo"]
    assert state.view(1)["pending"]["cards"] == taken
    play(state, *(f"0:order:{city}" for city in ("paris", "tokyo", "lima", "cairo", "bogota")))
    order = ["paris", "tokyo", "lima", "cairo", "bogota", "osaka"]
    for view in every_view(state):
        assert view["forecast"] == order
        assert view["infection_deck_runs"][0] == {"cities": order, "known": True}
    for seat in (None, 0, 1):
        assert state.resample(seat, Rng(5)).view(seat)["forecast"] == order
    play(state, "0:infect")
    assert state.view(0)["forecast"] == order[1:]
    assert state.view(0)["infection_discard"] == ["paris"]


def test_hands_are_open_to_the_team_and_views_differ_only_by_seat() -> None:
    state = position(PAWNS, hands="paris,airlift/lagos,kinshasa", stored="-/-")
    views = every_view(state)
    assert all(view["hands"] == [["paris", "airlift"], ["kinshasa", "lagos"]] for view in views)
    assert [view.pop("seat") for view in views] == [None, 0, 1]
    assert all(view == views[0] for view in views)


def test_views_and_texts_never_change_with_what_nobody_sees() -> None:
    """Along random games, a redraw of every hidden part (resample) leaves each seat's
    view, text and labels as they were."""
    rng = Rng(3)
    checked = 0
    for state in playout_positions(games=6, seed=40):
        if rng.below(4):
            continue
        for seat in (None, *range(state.players)):
            other = state.resample(seat, Rng(rng.next64()))
            assert other.view(seat) == state.view(seat)
            lang = LANGUAGES[rng.below(2)]
            assert other.render_text(seat, lang) == state.render_text(seat, lang)
            if seat is not None:
                mine = state.legal_actions(seat)
                assert [other.action_label(a, lang) for a in mine] == [
                    state.action_label(a, lang) for a in mine
                ]
            checked += 1
    assert checked > 50


# -- labels, targets, confirmations --------------------------------------------------------

LABELS = [
    ({}, "0:drive:chicago", "Drive/Ferry to Chicago", "Voiture/transbordeur : Chicago"),
    ({"hands": "tokyo/-"}, "0:direct-flight:tokyo", "Direct Flight to Tokyo", "Vol direct : Tokyo"),
    (
        {"hands": "atlanta/-"},
        "0:charter-flight:cairo",
        "Charter Flight to Cairo (discard Atlanta)",
        "Vol charter : Le Caire (défausser Atlanta)",
    ),
    (
        {"stations": "atlanta,lagos"},
        "0:shuttle-flight:lagos",
        "Shuttle Flight to Lagos",
        "Navette : Lagos",
    ),
    (
        {"cubes": "atlanta:2"},
        "0:treat:blue",
        "Treat the blue disease (2 cubes here)",
        "Traiter la maladie bleue (2 cubes ici)",
    ),
    (
        {"stations": "lagos", "hands": "atlanta/-"},
        "0:build:atlanta",
        "Build a research station in Atlanta",
        "Construire une station de recherche : Atlanta",
    ),
    (
        {"hands": "-/airlift"},
        "1:airlift:0:tokyo",
        "Play Airlift: move Player 1's pawn to Tokyo",
        "Jouer Pont aérien : le pion de Joueur 1 va à Tokyo",
    ),
    (
        {"hands": "-/government-grant"},
        "1:government-grant:cairo",
        "Play Government Grant: a research station in Cairo",
        "Jouer Subvention publique : Le Caire reçoit une station de recherche",
    ),
    (
        {"hands": "-/one-quiet-night"},
        "1:one-quiet-night",
        "Play One Quiet Night: skip the next Infect Cities step",
        "Jouer Par une nuit tranquille : la prochaine Propagation des maladies n'a pas lieu",
    ),
    (
        {"hands": "-/resilient-population", "idiscard": "beijing"},
        "1:resilient-population:beijing",
        "Play Resilient Population: remove Beijing's Infection card from the game",
        "Jouer Population résiliente : retirer du jeu la carte Propagation Pékin",
    ),
    ({}, "0:pass", "End your actions (4 left)", "Terminer vos actions (encore 4)"),
    ({"phase": "draw"}, "0:draw", "Draw 2 Player cards", "Piocher 2 cartes Joueur"),
    (
        {"phase": "infect", "infect": 3},
        "0:infect",
        "Turn over an Infection card (3 to turn)",
        "Retourner une carte Propagation (encore 3)",
    ),
    (
        {"hands": "paris,lima,tokyo,osaka,cairo,delhi,milan,essen/-"},
        "0:discard:milan",
        "Discard Milan",
        "Défausser Milan",
    ),
]


@pytest.mark.parametrize(("fields", "action", "english", "french"), LABELS)
def test_each_label_reads_in_both_languages(
    fields: dict[str, str], action: str, english: str, french: str
) -> None:
    state = position("medic@atlanta,scientist@lagos", **fields)
    found = find(state, action)
    assert state.action_label(found, "en") == english
    assert state.action_label(found, "fr") == french


def test_the_dispatcher_the_researcher_and_the_planner_name_the_other_player() -> None:
    state = position(
        "dispatcher@atlanta,researcher@atlanta,contingency-planner@lagos",
        hands="atlanta/paris/-",
        pdiscard="airlift",
    )
    move = find(state, "0:charter-flight:1:tokyo")
    assert state.action_label(move) == (
        "Move Player 2's pawn by Charter Flight to Tokyo (discard Atlanta)"
    )
    with player_names(["Ada", "Bo", "Cy"]):
        assert state.action_label(find(state, "0:take:1:paris"), "fr") == "Prendre Paris à Bo"
        assert state.action_label(find(state, "0:dispatch:1:lagos")) == (
            "Move Bo's pawn to Lagos, where another pawn stands"
        )
    planner = position("contingency-planner@atlanta,medic@lagos", pdiscard="airlift", stored="-/-")
    assert planner.action_label(find(planner, "0:plan:airlift"), "fr") == (
        "Reprendre Pont aérien dans la défausse Joueur et la garder"
    )
    stored = position("contingency-planner@atlanta,medic@lagos", stored="airlift/-")
    assert stored.action_label(find(stored, "0:airlift:1:tokyo")) == (
        "Play the stored Airlift: move Player 2's pawn to Tokyo"
    )


def test_every_label_of_random_games_is_filled_in_both_languages() -> None:
    """Every legal action of random games (each kind met) has an English and a French
    label with every placeholder filled, and a target that is a board element id."""
    kinds = set()
    for state in playout_positions(games=12, seed=7):
        for action in state.legal_actions():
            kinds.add(action & 31)
            labels = [state.action_label(action, lang) for lang in LANGUAGES]
            for label in labels:
                assert not re.search(r"[{}@]|pandemic\.", label), label
                assert not label[:1].islower(), label
            assert labels[0] != labels[1] or labels[0].startswith(("Navette", "Lagos"))
            target = state.action_target(action)
            assert target is None or TARGET.match(target), target
    assert len(kinds) >= 22, sorted(pa.KIND_NAMES[k] for k in set(range(pa.N_KINDS)) - kinds)


@pytest.mark.parametrize(
    ("action", "target"),
    [
        ("0:drive:chicago", "city:chicago"),
        ("0:treat:blue", "city:atlanta"),
        ("0:give:1:atlanta", "card:atlanta"),
        ("0:pass", None),
        ("1:airlift:0:tokyo", "city:tokyo"),
        ("1:one-quiet-night", "card:one-quiet-night"),
    ],
)
def test_action_targets(action: str, target: str | None) -> None:
    state = position(
        "medic@atlanta,scientist@atlanta",
        hands="atlanta/airlift,one-quiet-night",
        cubes="atlanta:1",
    )
    assert state.action_target(find(state, action)) == target


def test_discarding_a_card_a_cure_needs_asks_first() -> None:
    """The Scientist holds 4 red cards: a cure. Throwing one away (over the hand limit, or
    to fly) asks first; another card, or a card of a cured colour, does not; discovering
    the cure does not; ending the actions early does."""
    hand = "tokyo,osaka,seoul,beijing,paris,lima,cairo,delhi"
    state = position("scientist@atlanta,medic@lagos", hands=f"{hand}/-", cured="black")
    question = state.action_confirmation(find(state, "0:discard:tokyo"))
    assert question == "Give up Tokyo? With it Player 1 holds the 4 red cards a cure needs."
    assert state.action_confirmation(find(state, "0:discard:tokyo"), "fr") == (
        "Se séparer de Tokyo ? Avec elle, Joueur 1 a les 4 cartes de couleur rouge d'un remède."
    )
    assert state.confirmation(find(state, "0:discard:paris")) is None
    assert state.confirmation(find(state, "0:discard:cairo")) is None
    play(state, "0:discard:lima")
    assert state.confirmation(find(state, "0:direct-flight:seoul")) is not None
    assert state.confirmation(find(state, "0:cure:red")) is None
    assert state.action_confirmation(find(state, "0:pass")) == "End the turn with 4 actions left?"


def test_discarding_an_event_asks_first() -> None:
    hand = "airlift,paris,lima,cairo,delhi,tokyo,essen,milan"
    state = position("medic@atlanta,scientist@lagos", hands=f"{hand}/-")
    assert state.action_confirmation(find(state, "0:discard:airlift")) == (
        "Discard Airlift? Playing it instead also meets the hand limit."
    )
    assert state.confirmation(find(state, "0:discard:lima")) is None


# -- the terminal's text map --------------------------------------------------------------


def test_the_text_map_shows_regions_cities_cubes_stations_pawns_and_hands() -> None:
    state = position(
        "medic@cairo,scientist@lagos",
        hands="paris,airlift/lagos",
        cubes="cairo:k3r1,lagos:2",
        stations="atlanta,cairo",
        cured="blue",
        outbreaks=3,
    )
    text = state.render_text(0, "en")
    assert "Black cities" in text and "Yellow cities" in text
    cairo = next(line for line in text.splitlines() if line.strip().startswith("Cairo"))
    assert "[S]" in cairo and "k3 r1" in cairo and "Me1" in cairo and "Algiers" in cairo
    assert "Outbreaks 3 of 8" in text and "blue (cured)" in text
    assert "Me1 Player 1 (Medic) * @ Cairo: Paris, Airlift" in text
    assert text.endswith("Player 1 (Medic): 4 actions left.")
    french = state.render_text(None, "fr")
    assert "Villes noires" in french and "Le Caire" in french and "Pont aérien" in french
    assert "Éclosions 3 sur 8" in french
    with player_names(["Ada", "Bo"]):
        assert "Sc2 Bo (Scientist) * @ Lagos: Lagos" in state.render_text(1)


def test_every_event_of_random_games_reads_in_both_languages() -> None:
    seen = set()
    for state in playout_positions(games=1, seed=0):
        legal = state.legal_actions()
        if not legal:
            break
        for action in legal[:40]:
            for event in state.clone().apply(action):
                seen.add(event.msg)
                for lang in LANGUAGES:
                    text = translate(event.msg, lang, event.args)
                    assert not re.search(r"[{}@]|pandemic\.", text), text
                    assert not text[:1].islower(), text
    assert len(seen) >= 10 and c.N_CITIES == 48


def test_french_texts_space_their_high_punctuation() -> None:
    """The French board and labels put a space before : ; ! ? (the catalogues' rule, for
    the texts view.py puts together)."""
    glued = re.compile(r"\w[:;!?]")
    for state in playout_positions(games=3, seed=2):
        lines = state.render_text(0, "fr").splitlines()
        lines += [state.action_label(action, "fr") for action in state.legal_actions()]
        assert [line for line in lines if glued.search(line)] == []


@pytest.mark.parametrize(
    ("fields", "english", "french"),
    [
        ({"actions": 1}, "Player 1 (Medic): 1 action left.",
         "Joueur 1 (Médecin) : encore 1 action."),
        ({"phase": "infect", "infect": 2},
         "Player 1 (Medic): infect cities, 2 Infection cards to turn.",
         "Joueur 1 (Médecin) : propagation, 2 cartes Propagation à retourner."),
        ({"hands": "-/paris,lima,tokyo,osaka,cairo,delhi,milan,essen"},
         "Player 2 (Scientist): more than 7 cards, discard or play an Event.",
         "Joueur 2 (Scientifique) : plus de 7 cartes, défaussez ou jouez un Évènement."),
        ({"result": "cubes:red"}, "Lost: no red cube was left to place.",
         "Perdu : il n'y avait plus de cube rouge à placer."),
    ],
)  # fmt: skip
def test_the_last_line_says_what_the_game_waits_for(
    fields: dict[str, object], english: str, french: str
) -> None:
    state = position("medic@atlanta,scientist@lagos", **fields)
    assert state.render_text(None, "en").splitlines()[-1] == english
    assert state.render_text(0, "fr").splitlines()[-1] == french
