"""Forbidden Island rulebook, «Installation» (Setup), steps 1 to 7, and its worked examples."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import InvalidConfig, Rng
from meeple.games.forbidden_island import components as c
from tests.games.forbidden_island.helpers import GAME, codes, hand, pawn_at

SEEDS = range(40)


def _setup(players: int = 2, seed: int = 0, **config: object):
    return GAME.setup({"players": players, **config}, seed)


# -- 1. Créer l'île Interdite (Create Forbidden Island) ---------------------------------


def test_installation_1_creer_l_ile_shape():
    """«faites d'abord un carré de 4x4 au centre de la table, placez ensuite 2 tuiles près
    des 2 tuiles du milieu de chaque côté du carré»: 24 tiles, a 4x4 square (rows and
    columns 1-4 of a 6x6 grid) plus 2 tiles against the middle of each side."""
    square = {(row, col) for row in range(1, 5) for col in range(1, 5)}
    sides = {(0, 2), (0, 3), (5, 2), (5, 3), (2, 0), (3, 0), (2, 5), (3, 5)}
    for seed in range(5):
        cells = _setup(seed=seed).view(None)["cells"]
        coords = [(cell["row"], cell["col"]) for cell in cells]
        assert len(coords) == 24 == len(set(coords))
        assert set(coords) == square | sides
        assert len({cell["tile"] for cell in cells}) == 24  # each of the 24 tiles once


def test_installation_1_creer_l_ile_tiles_shuffled():
    """«Mélangez les 24 tuiles Île»: where each tile lies changes from game to game."""
    layouts = {_setup(seed=seed).board.tile_at for seed in SEEDS}
    assert len(layouts) == len(SEEDS)
    # Every tile turns up on more than one cell across these games.
    for tile in range(c.N_TILES):
        assert len({layout.index(tile) for layout in layouts}) > 1


def test_installation_1_creer_l_ile_face_up():
    """«placez-les visibles (pas du côté bleu et blanc)»: no tile starts sunk, and only the
    6 flooded by step 4 show their blue and white side."""
    for seed in SEEDS:
        state = _setup(seed=seed)
        counts = Counter(state.tiles)
        assert counts[c.SUNK] == 0
        assert counts[c.FLOODED] == 6 and counts[c.DRY] == 18


# -- 2. Placer les trésors (Place the treasures) ----------------------------------------


def test_installation_2_placer_les_tresors_eight_tiles_two_per_treasure():
    """«Prenez un moment pour localiser les 8 tuiles [...] Chaque trésor peut être récupéré
    sur l'une des deux tuiles qui ont le symbole correspondant»: 8 treasure tiles, 2 each;
    no treasure is captured yet."""
    state = _setup(seed=3)
    marked = Counter(cell["treasure"] for cell in state.view(0)["cells"] if cell["treasure"])
    assert marked == {"earth": 2, "wind": 2, "fire": 2, "ocean": 2}
    assert [codes(pair) for pair in c.TREASURE_TILES] == [
        ["TM", "TS"],
        ["WG", "HG"],
        ["CE", "CS"],
        ["CP", "TP"],
    ]
    assert state.captured == [False] * 4 and state.view(0)["captured"] == []


# -- 3. Séparer les cartes (Divide the cards) -------------------------------------------


def test_installation_3_separer_les_cartes_three_decks():
    """«Séparez les cartes en trois piles»: the Flood deck (one card per tile, 24), the
    Treasure deck (28: 5 of each treasure, 3 Waters Rise!, 3 Helicopter Lift, 2 Sandbags)
    and the 6 Adventurer cards."""
    assert Counter(c.TREASURE_DECK) == {
        c.EARTH: 5,
        c.WIND: 5,
        c.FIRE: 5,
        c.OCEAN: 5,
        c.WATERS_RISE: 3,
        c.HELICOPTER: 3,
        c.SANDBAGS: 2,
    }
    assert len(c.ROLES) == 6
    for players in (2, 3, 4):
        state = _setup(players, seed=players)
        assert sorted(state.fdeck + state.fdiscard) == list(range(24))
        in_hands = [k for h in state.hands for k in range(c.N_HAND_KINDS) for _ in range(h[k])]
        assert Counter(state.tdeck + in_hands) == Counter(c.TREASURE_DECK)


# -- 4. L'île commence à sombrer (The island starts to sink) ----------------------------


def test_installation_4_l_ile_commence_a_sombrer_six_floods():
    """«Tirez les 6 premières cartes [...] pour constituer la défausse. Pour chaque carte
    tirée, retournez la tuile Île correspondante du côté inondé»: the 6 flooded tiles are
    exactly the 6 cards of the Flood discard pile; 18 cards stay in the Flood deck."""
    for seed in SEEDS:
        state = _setup(seed=seed)
        flooded = {t for t in range(c.N_TILES) if state.tiles[t] == c.FLOODED}
        assert len(state.fdiscard) == 6 and set(state.fdiscard) == flooded
        assert len(state.fdeck) == 18 and not flooded & set(state.fdeck)
        assert state.view(None)["flood_discard"] == [c.TILES[t].slug for t in state.fdiscard]


def test_installation_4_l_ile_commence_a_sombrer_flood_deck_shuffled():
    """«Mélangez la pile Inondation»: which tiles start flooded changes with the game."""
    assert len({frozenset(_setup(seed=seed).fdiscard) for seed in SEEDS}) == len(SEEDS)


# -- 5. Les aventuriers débarquent (The adventurers appear) -----------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_installation_5_les_aventuriers_debarquent_dealt_at_random(players):
    """«Mélangez les 6 cartes Aventurier et distribuez-en 1 au hasard à chacun des
    joueurs»: one adventurer per player, all different, and the deal varies."""
    deals = set()
    for seed in SEEDS:
        roles = _setup(players, seed).roles
        assert len(roles) == players == len(set(roles))
        deals.add(roles)
    assert len(deals) > 10
    assert {role for deal in deals for role in deal} == set(range(6))


def test_installation_5_les_aventuriers_debarquent_chosen():
    """Adventurers may also be chosen (option ``adventurers``, the rulebook's difficulty
    note suggests trying «a different mix of adventurers»): seat order is kept."""
    state = _setup(3, seed=1, adventurers=["diver", "pilot", "messenger"])
    assert [c.ROLES[role] for role in state.roles] == ["diver", "pilot", "messenger"]
    with pytest.raises(InvalidConfig):
        _setup(2, adventurers=["pilot", "pilot"])  # one card per adventurer
    with pytest.raises(InvalidConfig):
        _setup(3, adventurers=["pilot", "diver"])  # one adventurer per player
    with pytest.raises(InvalidConfig):
        _setup(2, adventurers=["pilot", "captain"])


@pytest.mark.parametrize(
    ("role", "start"),
    [
        ("pilot", "FL"),
        ("engineer", "BG"),
        ("explorer", "CG"),
        ("navigator", "GG"),
        ("diver", "IG"),
        ("messenger", "SG"),
    ],
)
def test_installation_5_pawns_on_start_tiles(role, start):
    """«placez-le sur la tuile Île correspondante: cherchez l'icône correspondant au pion
    dans le coin des tuiles Porte et de la tuile l'Héliport» (start tiles: facts sec. 10)."""
    other = "messenger" if role != "messenger" else "pilot"
    state = _setup(2, seed=5, adventurers=[role, other])
    assert pawn_at(state, 0) == start
    assert state.view(0)["pawns"][0]["tile"] == c.TILES[c.TILE_BY_CODE[start]].slug


def test_installation_5_nb_start_on_flooded_tile():
    """Worked example, «NB: il est possible de démarrer sur une tuile inondée»: a pawn whose
    start tile was flooded in step 4 still starts there, and plays from there."""
    for seed in range(500):
        state = _setup(2, seed, adventurers=["engineer", "pilot"])
        if state.tiles[state.pos[0]] == c.FLOODED:
            break
    else:
        pytest.fail("no seed floods the Bronze Gate at setup")
    assert pawn_at(state, 0) == "BG"
    legal = {state.action_id(a) for a in state.legal_actions(0)}
    assert "0:shore-up:bronze-gate" in legal  # the pawn can shore up its own start tile
    assert any(action.startswith("0:move:") for action in legal)


# -- 6. Distribuer les cartes Trésor (Hand out Treasure cards) ---------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_installation_6_distribuer_les_cartes_tresor_two_each(players):
    """«distribuez 2 cartes à chacun des joueurs. Placez vos cartes faces visibles»: two
    cards each, never a Waters Rise!, seen by every seat; the Treasure discard pile starts
    empty («il y aura une défausse de cartes Trésor»)."""
    for seed in SEEDS:
        state = _setup(players, seed)
        assert all(sum(h) == 2 for h in state.hands)
        assert len(state.tdeck) == 28 - 2 * players
        assert state.tdeck.count(c.WATERS_RISE) == 3
        assert state.tdiscard == []
        seen = state.view(None)["hands"]
        assert [len(h) for h in seen] == [2] * players
        assert "waters-rise" not in [card for h in seen for card in h]


def _dealt_deck(seed: int) -> list[int]:
    """The Treasure deck as setup shuffles it, before the deal (chosen adventurers:
    the layout and the Flood deck are shuffled first, from the same stream)."""
    rng = Rng(seed)
    rng.shuffle(list(range(c.N_TILES)))
    rng.shuffle(list(range(c.N_TILES)))
    deck = list(c.TREASURE_DECK)
    rng.shuffle(deck)
    return deck


def test_installation_6_montee_des_eaux_redealt_and_shuffled_back():
    """«Si quelqu'un reçoit une carte Montée des eaux, donnez-lui une autre carte, remettez
    la carte Montée des eaux dans la pile et mélangez-la à nouveau»: a game whose shuffled
    deck would deal a Waters Rise! gives the next card instead, and the deck is shuffled
    again with the Waters Rise! in it."""
    checked = 0
    for seed in range(300):
        deck = _dealt_deck(seed)
        top = deck[::-1]
        if c.WATERS_RISE not in top[:4]:
            continue
        state = _setup(2, seed, adventurers=["pilot", "diver"])
        kept = [card for card in top if card != c.WATERS_RISE][:4]
        expected = [sorted(kept[:2]), sorted(kept[2:])]
        got = [sorted(k for k in range(6) for _ in range(h[k])) for h in state.hands]
        assert got == expected, "replacement cards come next from the deck"
        leftover = deck[:]
        for card in kept:
            leftover.remove(card)
        assert sorted(state.tdeck) == sorted(leftover)
        assert state.tdeck.count(c.WATERS_RISE) == 3
        # Not the leftover deck in its dealt order: it was shuffled again.
        assert state.tdeck != leftover
        checked += 1
    assert checked >= 5


def test_installation_6_no_waters_rise_no_reshuffle():
    """The reshuffle happens only when a Waters Rise! is dealt: otherwise the deck keeps
    the order of the first shuffle."""
    checked = 0
    for seed in range(100):
        deck = _dealt_deck(seed)
        if c.WATERS_RISE in deck[-4:]:
            continue
        state = _setup(2, seed, adventurers=["pilot", "diver"])
        assert state.tdeck == deck[:-4]
        assert hand(state, 0) == "".join(c.CARD_CODES[k] for k in sorted(deck[-2:]))
        checked += 1
    assert checked >= 20


# -- 7. Déterminer le niveau d'eau (Set the water level) --------------------------------


@pytest.mark.parametrize(
    ("difficulty", "level"), [("novice", 1), ("normal", 2), ("elite", 3), ("legendary", 4)]
)
def test_installation_7_niveau_d_eau_by_difficulty(difficulty, level):
    """«placez-le suivant le niveau de difficulté désiré»: the marker starts at Novice 1,
    Normal 2, Elite 3 or Legendary 4 (water meter, facts sec. 6)."""
    state = _setup(2, seed=2, difficulty=difficulty)
    assert state.level == level
    assert state.view(0)["water_level"] == level


def test_installation_7_novice_for_a_first_game():
    """Worked example: «si c'est la première fois que vous jouez à un coopératif,
    mettez-le sur Novice». With no difficulty chosen the game starts at Novice, level 1."""
    state = _setup(2, seed=2)
    assert state.config["difficulty"] == "novice" and state.level == 1
    with pytest.raises(InvalidConfig):
        _setup(2, difficulty="impossible")


def test_installation_nb_discards_visible_at_any_time():
    """«NB: Vous pouvez regarder à tout moment les cartes Trésor et Inondation défaussées»:
    every seat's view, and a spectator's, shows both discard piles in full."""
    state = GAME.from_notation(
        "pawns=pilot@FL,diver@IG; tdiscard=EHR; fdiscard=WG,TM; tdeck=FF; fdeck=CA"
    )
    for seat in (None, 0, 1):
        view = state.view(seat)
        assert view["treasure_discard"] == ["earth", "helicopter-lift", "waters-rise"]
        assert view["flood_discard"] == ["whispering-garden", "temple-of-the-moon"]
        assert "tdeck" not in view and view["treasure_deck"] == 2
