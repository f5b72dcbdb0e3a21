"""« Mise en place »: sides and colours by the number of players, the characters (who
may be chosen, where the other tokens wait), the territory cards (13 to the Witch, 12
shared), 2 armies on each, one camp each with its centaur/minotaur, the Narnia deck in
piles of 7/8/8/8 with the scoring cards, and the 11 turn-order markers."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import InvalidConfig, Rng
from tests.games.risk_junior_narnia.helpers import (
    CHOOSABLE,
    FULL_SUPPLY,
    GAME,
    KINDS,
    NAMED,
    SCORING,
    SEATS,
    WOODED,
    armies,
    character,
    colour,
    fields,
    finish_setup,
    ids,
    items,
    owner,
    phase,
    play,
    setup,
    supply,
    territory,
    turn_colour,
    view,
)

SEEDS = range(40)


def test_two_to_four_players():
    """« 1 joueur dans le camp d'Aslan » .. « 3 joueurs dans le camp d'Aslan »."""
    assert GAME.info.min_players == 2 and GAME.info.max_players == 4
    for players in (1, 5):
        with pytest.raises(InvalidConfig):
            setup(players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sides_and_colours_by_player_count(players: int):
    """« Un joueur doit choisir le camp de la Sorcière blanche » (seat 0); the others
    take red, blue or yellow; « Dans une partie à 2, le joueur du camp d'Aslan prend 2
    séries de pièces d'armée »."""
    state = setup(players, 1)
    entries = view(state)["colours"]
    assert {e["colour"]: e["seat"] for e in entries} == SEATS[players]
    assert [e["colour"] for e in entries] == list(SEATS[players])
    for e in entries:
        assert e["side"] == ("witch" if e["colour"] == "witch" else "aslan")
        assert tuple(e["kinds"]) == KINDS[e["colour"]]
        assert e["points"] == 0, "« les marqueurs de score ... sur la case de départ »"
    assert view(state)["players"] == players


def test_two_player_aslan_seat_picks_a_character_for_each_colour():
    """« Dans une partie à 2, le joueur du camp d'Aslan choisit un personnage pour
    chacune de ses armées. »"""
    state = setup(2, 3)
    assert phase(state) == "character" and turn_colour(state) == "red"
    assert ids(state) == {f"1:character:red:{c}" for c in CHOOSABLE}
    play(state, "1:character:red:lucy")
    assert phase(state) == "character" and turn_colour(state) == "blue"
    assert ids(state) == {f"1:character:blue:{c}" for c in CHOOSABLE - {"lucy"}}
    play(state, "1:character:blue:peter")
    assert phase(state) == "camp"
    assert colour(state, "red")["characters"] == ["lucy"]
    assert colour(state, "blue")["characters"] == ["peter"]
    assert character(state, "lucy")["holder"] == "red"
    assert character(state, "lucy")["state"] == "card"


@pytest.mark.parametrize("players", [3, 4])
def test_each_aslan_player_picks_in_seat_order_not_twice(players: int):
    """« Les joueurs du camp d'Aslan choisissent chacun un personnage de ce camp. »"""
    state = setup(players, 5)
    taken: set[str] = set()
    for name in list(SEATS[players])[1:]:
        seat = SEATS[players][name]
        assert turn_colour(state) == name and state.to_move() == seat
        assert ids(state) == {f"{seat}:character:{name}:{c}" for c in CHOOSABLE - taken}
        pick = sorted(CHOOSABLE - taken)[0]
        play(state, f"{seat}:character:{name}:{pick}")
        taken.add(pick)
    assert phase(state) == "camp"


def test_aslan_tumnus_rumblebuffin_cannot_be_chosen_at_the_start():
    """« On ne peut pas choisir Aslan, Mr Tumnus et Tonitruant. »"""
    for players in (2, 3, 4):
        state = setup(players, 2)
        picked = {aid.rsplit(":", 1)[1] for aid in ids(state)}
        assert picked == CHOOSABLE
        assert not picked & {"aslan", "tumnus", "rumblebuffin", "white-witch"}


def test_tokens_in_the_pavilion_wardrobe_and_courtyard():
    """« Mr & Mme Castor avec Aslan dans son Pavillon », « Peter, Edmund, Susan et Lucy
    dans l'Armoire magique », « Maugrim, Ginarrbrik et Otmin dans la Cour », Tumnus and
    Tonitruant « changés en pierre ... dans la Cour »; the Witch player takes the White
    Witch (« prend la carte Personnage et le jeton représentant la Sorcière blanche »)."""
    expected = {
        "aslan": "pavilion",
        "beavers": "pavilion",
        "peter": "wardrobe",
        "edmund": "wardrobe",
        "susan": "wardrobe",
        "lucy": "wardrobe",
        "maugrim": "courtyard",
        "ginarrbrik": "courtyard",
        "otmin": "courtyard",
        "tumnus": "courtyard",
        "rumblebuffin": "courtyard",
        "white-witch": "card",
    }
    state = setup(3, 0)
    chars = {c["id"]: c for c in view(state)["characters"]}
    assert set(chars) == set(expected) and len(chars) == 12
    for cid, place in expected.items():
        assert chars[cid]["state"] == place, cid
        assert chars[cid]["territory"] is None
        assert chars[cid]["stone"] == (cid in ("tumnus", "rumblebuffin")), cid
        assert chars[cid]["holder"] == ("witch" if cid == "white-witch" else None), cid
    assert colour(state, "witch")["characters"] == ["white-witch"]
    sides = {cid: c["side"] for cid, c in chars.items()}
    assert sorted(cid for cid, s in sides.items() if s == "witch") == sorted(
        ["white-witch", "maugrim", "ginarrbrik", "otmin"]
    )
    # The picks leave the unpicked tokens where they wait.
    finish_setup(state)
    chars = {c["id"]: c for c in view(state)["characters"]}
    picked = [cid for cid, c in chars.items() if c["holder"] in ("red", "blue")]
    assert len(picked) == 2 and set(picked) <= CHOOSABLE
    for cid in set(expected) - set(picked):
        assert chars[cid]["state"] == expected[cid]


def _counts(state) -> Counter[str]:
    return Counter(t["owner"] for t in view(state)["territories"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_thirteen_territories_to_the_witch_twelve_shared(players: int):
    """« Donne toujours 13 cartes Territoire au joueur de la Sorcière blanche »; « 1
    joueur dans le camp d'Aslan – 12 cartes (6 par couleur d'armée) », « 2 joueurs – 6
    cartes par joueur », « 3 joueurs – 4 cartes par joueur »; « 2 scrofuleux » / « 2
    faunes » on each. Dealt at random."""
    share = {2: 6, 3: 6, 4: 4}[players]
    deals = set()
    for seed in SEEDS:
        state = setup(players, seed)
        terrs = view(state)["territories"]
        assert len(terrs) == 25 and len({t["id"] for t in terrs}) == 25
        expected = {"witch": 13} | {c: share for c in list(SEATS[players])[1:]}
        assert dict(_counts(state)) == expected
        for t in terrs:
            assert armies(state, t["id"]) == (2, 0)
            assert not t["camp"] and t["characters"] == []
        for name, n in expected.items():
            assert colour(state, name)["territories"] == n
            full = FULL_SUPPLY[name]
            assert supply(state, name) == (full[0] - 2 * n, full[1])
        deals.add(tuple(t["owner"] for t in terrs))
    assert len(deals) == len(SEEDS), "the territory cards are shuffled"


def test_the_ten_named_territories_exist():
    """The text names Telmar, Cair Paravel, Galma, Beruna, Lac gelé and the six wooded
    territories."""
    state = setup(2, 0)
    terr_ids = {t["id"] for t in view(state)["territories"]}
    assert terr_ids >= NAMED
    french = {t["id"]: t["fr"] for t in view(state)["map"]["territories"]}
    assert set(french) == terr_ids
    for tid, name in (
        ("telmar", "Telmar"),
        ("cair-paravel", "Cair Paravel"),
        ("galma", "Galma"),
        ("beruna", "Beruna"),
        ("lac-gele", "Lac gelé"),
        ("enclave-alliee", "Enclave alliée"),
        ("reverbere", "Réverbère"),
        ("pere-noel", "Père Noël"),
        ("bois-tremblotants", "Bois tremblotants"),
        ("pre-dansant", "Pré dansant"),
    ):
        assert french[tid] == name
    # « Cair Paravel, Enclave alliée, Réverbère, Père Noël, Bois tremblotants ou Pré
    # dansant »: exactly the six wooded territories.
    wooded = {t["id"] for t in view(state)["map"]["territories"] if t["wooded"]}
    assert wooded == WOODED


@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_camp_each_with_its_centaur_or_minotaur(players: int):
    """« Chaque joueur choisit ensuite l'un de ses territoires pour en faire son
    campement. Place un jeton de campement et une pièce d'armée représentant un centaure
    ... ou un minotaure ... sur ce territoire. » In colour order, witch first."""
    state = setup(players, 11)
    while phase(state) == "character":
        play(state, sorted(ids(state))[0])
    for name in SEATS[players]:
        seat = SEATS[players][name]
        assert phase(state) == "camp" and turn_colour(state) == name
        mine = {t["id"] for t in view(state)["territories"] if t["owner"] == name}
        assert ids(state) == {f"{seat}:camp:{name}:{t}" for t in mine}
        choice = sorted(mine)[-1]
        before = supply(state, name)
        play(state, f"{seat}:camp:{name}:{choice}")
        assert territory(state, choice)["camp"] and owner(state, choice) == name
        assert armies(state, choice) == (2, 1)
        assert supply(state, name) == (before[0], before[1] - 1)
        assert colour(state, name)["camps"] == [choice]
    camps = [t for t in view(state)["territories"] if t["camp"]]
    assert len(camps) == len(SEATS[players])
    # The setup is over: the first marker is flipped, the first turn starts with a draw.
    assert phase(state) == "draw"
    assert view(state)["markers"]["face_down"] == 10


def test_territory_cards_collected_and_shuffled_into_a_deck():
    """« récupère toutes les cartes Territoire, mélange-les et place-les, face cachée »:
    25 cards, in an order independent of the deal."""
    orders = set()
    for seed in range(20):
        state = finish_setup(setup(2, seed))
        assert view(state)["decks"]["territory"] == 25
        assert view(state)["decks"]["territory_discard"] == []
        deck = items(fields(state)["territory_deck"])
        assert sorted(deck) == sorted(t["id"] for t in view(state)["territories"])
        dealt_witch = [t["id"] for t in view(state)["territories"] if t["owner"] == "witch"]
        orders.add(tuple(deck))
        # Not simply the witch's cards on top (the deal is collected and reshuffled).
        assert set(deck[:13]) != set(dealt_witch)
    assert len(orders) == 20


def _deck(state) -> list[str]:
    return items(fields(state)["narnia"])


def test_narnia_deck_thirty_four_cards():
    """« 34 cartes Narnia » of which the 3 scoring cards."""
    state = setup(2, 0)
    deck = _deck(state)
    assert len(deck) == 34 == view(state)["decks"]["narnia"]
    counts = Counter(deck)
    assert all(counts[s] == 1 for s in SCORING)
    assert view(state)["decks"]["narnia_discard"] == []


def test_narnia_deck_piles_of_seven_and_eight_with_the_scoring_cards():
    """« trois piles de 8 cartes et une pile de 7 cartes »: the final card shuffled into
    the first 8 (bottom), Père Noël into the second, Toujours l'hiver into the third, the
    7 on top. Top first: cards 1-7 ordinary, 8-16 hold Toujours l'hiver, 17-25 Père
    Noël, 26-34 the final card; over many seeds every place of each range occurs."""
    where: dict[str, Counter[int]] = {s: Counter() for s in SCORING}
    tops = Counter()
    for seed in range(400):
        deck = _deck(setup(2 + seed % 3, seed))
        for s in SCORING:
            where[s][deck.index(s) + 1] += 1
        tops[deck[0]] += 1
    assert set(where["always-winter"]) == set(range(8, 17))
    assert set(where["father-christmas"]) == set(range(17, 26))
    assert set(where["final"]) == set(range(26, 35))
    assert len(tops) >= 8, "the ordinary cards are shuffled"


def test_the_final_card_comes_between_draw_26_and_34():
    """The final card can only be the 26th to 34th card drawn (23 to 31 ordinary cards
    and the two interim scoring cards before it), over random games."""
    draws_at_end = []
    for seed in range(6):
        state = setup(2 + seed % 3, seed)
        rng = Rng(seed + 100)
        draws = 0
        for _ in range(20_000):
            if state.is_over():
                break
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
            if state.action_id(action).endswith(":draw"):
                draws += 1
            state.apply(action)
        assert state.is_over()
        if state.outcome().reason == "rjn.outcome.final":
            assert 26 <= draws <= 34, draws
            assert view(state)["decks"]["narnia"] == 34 - draws
            draws_at_end.append(draws)
    assert draws_at_end, "no game reached the final card"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_eleven_turn_order_markers(players: int):
    """« 3 marqueurs ... pour chaque joueur ... d'Aslan ... et 5 ... pour l'armée de la
    Sorcière blanche »; « Dans une partie à 2 ou 3 joueurs, retire les marqueurs ... de la
    couleur de l'armée inutilisée »; « à 4 joueurs, retire un marqueur ... pour chaque
    couleur d'armée »; « toujours onze marqueurs »; shuffled face down."""
    expected = (
        {"witch": 5, "red": 3, "blue": 3}
        if players < 4
        else {
            "witch": 5,
            "red": 2,
            "blue": 2,
            "yellow": 2,
        }
    )
    orders = set()
    for seed in range(20):
        state = setup(players, seed)
        markers = items(fields(state)["markers"])
        assert Counter(markers) == expected
        assert view(state)["markers"]["face_down"] == 11
        assert view(state)["markers"]["flipped"] == []
        orders.add(tuple(markers))
    assert len(orders) > 10


def test_yellow_only_with_four_players():
    for players in (2, 3):
        state = setup(players, 0)
        assert "yellow" not in {e["colour"] for e in view(state)["colours"]}
    state = setup(4, 0)
    assert supply(state, "yellow") == (25 - 8, 9)
