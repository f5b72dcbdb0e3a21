"""Forbidden Desert rulebook, «Matériel» (Components) and «Préparation du jeu» (Setup),
steps 1 to 7, with the worked example of step 5 and the «Difficulté» section; the
storm meter and canteens the text lost come from the facts file (sec. 6 and 8)."""

from __future__ import annotations

from collections import Counter

import pytest

from meeple.engine import InvalidConfig, Rng
from meeple.games.forbidden_desert import components as c
from tests.games.forbidden_desert.helpers import GAME, pawn_at

SEEDS = range(30)
DIAMOND = {"c1", "b2", "d2", "a3", "e3", "b4", "d4", "c5"}


def _setup(players: int = 2, seed: int = 0, **config: object):
    return GAME.setup({"players": players, **config}, seed)


# -- Matériel (Components) ---------------------------------------------------------------


def test_materiel_31_storm_cards():
    """«31 cartes Tempête»: 24 «Le vent souffle» (facts sec. 5: 3, 2 and 1 per direction
    for 1, 2 and 3 tiles), 4 «Vague de chaleur», 3 «La tempête se déchaîne»."""
    deck = Counter(c.STORM_DECK)
    assert len(c.STORM_DECK) == 31
    for d in "nesw":
        for k, count in zip((1, 2, 3), (3, 2, 1), strict=True):
            assert deck[c.STORM_CODES.index(f"{d}{k}")] == count
    assert deck[c.SUN] == 4 and deck[c.STORM_UP] == 3


def test_materiel_12_equipment_cards():
    """«12 cartes Equipement» (facts sec. 7: 3 Blasters, 3 Jetpacks, 2 Boucliers solaires,
    2 Terrascopes, 1 Réserve d'eau secrète, 1 Accélérateur temporel)."""
    deck = Counter(c.equipment_deck(False))
    assert sum(deck.values()) == 12
    assert [deck[k] for k in range(c.N_EQUIPMENT)] == [3, 3, 2, 2, 1, 1, 0]


def test_materiel_24_tiles():
    """«24 tuiles bifaces Désert/Cité»: 1 crash site, 1 launch pad, 3 water tiles («Point
    d'eau (3 tuiles)», one a mirage), 3 tunnels, 8 clues (2 per part) and the rest gear
    tiles; «Engrenage (12 tuiles)»: 12 gear symbols."""
    kinds = Counter(tile.kind for tile in c.TILES)
    assert len(c.TILES) == 24
    assert kinds[c.CRASH_SITE] == kinds[c.LAUNCH_PAD] == 1
    assert kinds[c.WELL] + kinds[c.MIRAGE] == 3 and kinds[c.MIRAGE] == 1
    assert kinds[c.TUNNEL] == 3 and kinds[c.CLUE] == 8 and kinds[c.GEAR] == 8
    assert sum(tile.gear for tile in c.TILES) == 12
    clues = Counter((tile.part, tile.axis) for tile in c.TILES if tile.kind == c.CLUE)
    assert clues == Counter({(p, x): 1 for p in range(4) for x in (c.ROW, c.COLUMN)})


def test_materiel_48_sand_markers():
    """«48 marqueurs Sable»: 8 on the board at the start, 40 in the supply."""
    state = _setup()
    assert c.TOTAL_SAND == 48
    assert state.view(None)["sand"] == {"board": 8, "supply": 40, "total": 48}


def test_materiel_4_parts():
    """«4 pièces Machine volante: Hélice, Boite de vitesses, cristal d'énergie, Système de
    navigation»."""
    assert c.PARTS == ("propeller", "engine", "crystal", "navigation")
    assert [p["part"] for p in _setup().view(None)["parts"]] == list(c.PARTS)


def test_materiel_6_adventurers():
    """«6 cartes Aventurier», «6 pions en bois»: six adventurers, each with its colour; at
    most 5 players («5 marqueurs Niveau d'eau»)."""
    assert len(c.ROLES) == len(set(c.ROLE_COLOURS)) == 6
    assert GAME.info.min_players == 2 and GAME.info.max_players == 5
    with pytest.raises(InvalidConfig):
        _setup(players=6)


# -- 1. Examiner les tuiles (Examine the tiles) -----------------------------------------


def test_preparation_1_examiner_les_tuiles_face_down_hidden():
    """«tournez-les toutes face Désert vers le haut [...] Important: vous ne pouvez alors
    plus regarder sous les tuiles!»: every tile starts face down and no seat (nor a
    spectator) sees its city side; redrawing the hidden sides changes no view."""
    for seed in range(5):
        state = _setup(players=3, seed=seed)
        assert not any(state.revealed)
        for viewer in (None, 0, 1, 2):
            view = state.view(viewer)
            tiles = [cell for cell in view["cells"] if not cell["storm"]]
            assert len(tiles) == 24
            assert all(cell["tile"] is None and cell["kind"] is None for cell in tiles)
            assert not any(cell["excavated"] or cell["clue"] for cell in tiles)
            other = state.resample(viewer, Rng(seed + 100))
            assert other.view(viewer) == view
        moved = [state.resample(None, Rng(k)).kind for k in range(5)]
        assert any(kinds != state.kind for kinds in moved)


def test_preparation_1_examiner_les_tuiles_desert_side_visible():
    """The desert side is what the players see: the crash site (its wreck) and the three
    water drops (2 wells and the mirage, facts sec. 2) show face down, the rest is plain."""
    for seed in range(5):
        state = _setup(seed=seed)
        view = state.view(0)
        sides = Counter(cell["desert"] for cell in view["cells"] if not cell["storm"])
        assert sides == Counter({"plain": 20, "water": 3, "crash": 1})
        crash = next(cell["cell"] for cell in view["cells"] if cell["desert"] == "crash")
        slot = state.slot_at[c.CELL_BY_NAME[crash]]
        assert state.kind[slot] == c.CRASH_TILE


# -- 2. Constituez le désert (Build the desert) -----------------------------------------


def test_preparation_2_constituez_le_desert_5x5_hole_in_centre():
    """«placez-les [...] en un carré de 5x5 avec une tuile manquante au centre [...] Le trou
    au centre représente la tempête de sable»: 25 cells, the eye in c3, 24 tiles around."""
    for seed in range(5):
        view = _setup(seed=seed).view(None)
        assert [cell["cell"] for cell in view["cells"]] == list(c.CELL_NAMES)
        assert [cell["cell"] for cell in view["cells"] if cell["storm"]] == ["c3"]
        assert view["storm_cell"] == "c3"
        assert all(cell["row"] * 5 + cell["col"] == i for i, cell in enumerate(view["cells"]))


def test_preparation_2_constituez_le_desert_tiles_shuffled():
    """«mélangez les tuiles Désert/Cité et placez-les aléatoirement»: the layout changes
    with the seed, and each tile turns up on several cells across games."""
    layouts = {tuple(_setup(seed=seed).kind) for seed in SEEDS}
    assert len(layouts) == len(SEEDS)
    for tile in range(c.N_TILES):
        assert len({layout.index(tile) for layout in layouts}) > 1


# -- 3. Placer les marqueurs sable (Place the sand markers) -----------------------------


def test_preparation_3_marqueurs_sable_diamond_of_8():
    """«Ajoutez 8 marqueurs sable sur le jeu comme indiqué» (the picture, facts sec. 3: a
    diamond around the eye, c1 b2 d2 a3 e3 b4 d4 c5), one per tile, light side up (no tile
    blocked)."""
    for seed in range(5):
        view = _setup(seed=seed).view(None)
        sandy = {cell["cell"]: cell["sand"] for cell in view["cells"] if cell["sand"]}
        assert sandy == dict.fromkeys(DIAMOND, 1)
        assert not any(cell["blocked"] for cell in view["cells"])


def test_preparation_3_marqueurs_sable_40_in_supply():
    """«Empilez le reste à côté du plateau»: 48 - 8 = 40 markers in the supply."""
    state = _setup(players=4, seed=3)
    assert sum(state.sand) == 8
    assert state.sand_supply() == 40


# -- 4. Placez les pièces Machine volante -----------------------------------------------


def test_preparation_4_pieces_not_on_board():
    """«Séparez les 4 parties de la machine volante et placez-les sur la table. Votre équipe
    essaiera de trouver ces pièces dans la cité ensablée»: no part is on the board nor held
    at the start; none can be picked up."""
    for seed in range(5):
        state = _setup(seed=seed)
        view = state.view(None)
        assert [p["where"] for p in view["parts"]] == ["hidden"] * 4
        assert not any(cell["parts"] for cell in view["cells"])
        assert all(not p["parts"] for p in view["pawns"])
        assert not any(":pick-up:" in state.action_id(a) for a in state.legal_actions())


# -- 5. Déterminez le niveau de la tempête (Set the storm meter) ------------------------

# facts sec. 6: Storm cards drawn at each position of the meter, 1 up to the skull.
TICKS = {
    2: [2] + [3] * 3 + [4] * 4 + [5] * 3 + [6] * 2,
    3: [2] + [3] * 4 + [4] * 4 + [5] * 3 + [6] * 2,
    4: [2] + [3] * 4 + [4] * 4 + [5] * 3 + [6] * 2,
    5: [2] + [3] * 5 + [4] * 4 + [5] * 3 + [6] * 2,
}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_preparation_5_niveau_de_la_tempete_by_players_and_difficulty(players):
    """«placez le marqueur de niveau en fonction du nombre de joueurs [...] et du niveau de
    difficulté»: the meter's side for the player count (facts sec. 6: 13, 14, 14, 15 ticks
    then the skull) and Novice, Normal, Elite, Legendary on its 1st to 4th tick."""
    for start, difficulty in enumerate(c.DIFFICULTIES, 1):
        state = _setup(players=players, difficulty=difficulty)
        meter = state.view(None)["meter"]
        assert state.meter == meter["level"] == meter["start"] == start
        assert meter["ticks"] == TICKS[players]
        assert meter["skull"] == len(TICKS[players]) + 1
        assert meter["draws"] == TICKS[players][start - 1]


def test_preparation_5_example_three_players_novice():
    """«si vous êtes trois joueurs et que c'est la première fois que vous jouez à un jeu
    coopératif, mettez-le sur Novice au-dessus du symbole pour 3 pions»: the default game
    for 3 is Novice, the first tick of the 3-player side: 2 Storm cards a turn, 14 steps
    from the skull."""
    state = _setup(players=3)
    assert state.config["difficulty"] == "novice"
    meter = state.view(None)["meter"]
    assert meter["level"] == 1 and meter["draws"] == 2
    assert meter["skull"] - meter["level"] == 14


def test_difficulte_levels():
    """«essayez en modifiant la difficulté de départ sur l'échelle Tempête de sable:
    Normal, Elite ou Légendaire»: four difficulties, each one tick higher (one Storm Picks
    Up fewer to the skull); anything else is refused."""
    assert c.DIFFICULTIES == ("novice", "normal", "elite", "legendary")
    steps = [_setup(difficulty=d).view(None)["meter"] for d in c.DIFFICULTIES]
    assert [m["skull"] - m["level"] for m in steps] == [13, 12, 11, 10]
    with pytest.raises(InvalidConfig):
        _setup(difficulty="nightmare")


# -- 6. Triez les cartes (Sort the cards) -----------------------------------------------


def test_preparation_6_triez_les_cartes_decks_shuffled():
    """«Mélangez les cartes Tempête et empilez-les face cachée [...] Mélangez les cartes
    Equipement et empilez-les face cachée»: both full decks, in an order that changes with
    the seed, face down (a view shows their size, not their cards); the discard is empty."""
    storm, gear = set(), set()
    for seed in SEEDS:
        state = _setup(seed=seed)
        assert Counter(state.sdeck) == Counter(c.STORM_DECK)
        assert Counter(state.edeck) == Counter(c.equipment_deck(False))
        storm.add(tuple(state.sdeck))
        gear.add(tuple(state.edeck))
        view = state.view(0)
        assert view["storm_deck"] == 31 and view["equipment_deck"] == 12
        assert view["storm_discard"] == [] and view["storm_known"]["top"] == []
    assert len(storm) == len(SEEDS) and len(gear) > len(SEEDS) // 2


def test_preparation_6_triez_les_cartes_storm_tracker_option():
    """The Storm Tracker of some printings (facts sec. 7, [conflict]) only with the option:
    13 Equipment cards then."""
    assert c.STORM_TRACKER not in _setup().edeck
    state = _setup(storm_tracker=True)
    assert len(state.edeck) == 13 and state.edeck.count(c.STORM_TRACKER) == 1
    assert state.view(None)["storm_tracker"] is True


# -- 7. Arrivée des aventuriers (The adventurers arrive) --------------------------------


def test_preparation_7_arrivee_des_aventuriers_dealt_at_random():
    """«Mélangez les 6 cartes Aventurier et distribuez-en une à chaque joueur»: one
    adventurer each, all different, changing with the seed; every adventurer is dealt in
    some game."""
    seen = Counter()
    deals = set()
    for seed in SEEDS:
        roles = _setup(players=3, seed=seed).roles
        assert len(roles) == 3 == len(set(roles))
        seen.update(roles)
        deals.add(roles)
    assert set(seen) == set(range(6)) and len(deals) > 10


def test_preparation_7_arrivee_des_aventuriers_chosen():
    """«Essayez aussi les différentes combinaisons d'aventuriers»: with the option, the
    adventurers are chosen in seat order; one per player, each at most once."""
    chosen = ["water-carrier", "climber", "meteorologist"]
    state = _setup(players=3, adventurers=chosen)
    assert [c.ROLES[r] for r in state.roles] == chosen
    assert [p["role"] for p in state.view(None)["pawns"]] == chosen
    with pytest.raises(InvalidConfig):
        _setup(players=3, adventurers=["climber", "climber", "explorer"])
    with pytest.raises(InvalidConfig):
        _setup(players=3, adventurers=["climber", "explorer"])


def test_preparation_7_arrivee_des_aventuriers_full_canteens():
    """«mettez-le sur votre carte pour qu'il recouvre la marque du haut de votre gourde (4
    pour la plupart)»; «Sa gourde [la porteuse d'eau] commence avec 5 portions» (facts sec.
    8: Archeologist and Climber 3, Explorer, Meteorologist, Navigator 4, Water Carrier 5)."""
    expected = {
        "archeologist": 3,
        "climber": 3,
        "explorer": 4,
        "meteorologist": 4,
        "navigator": 4,
        "water-carrier": 5,
    }
    for trio in (list(expected)[:3], list(expected)[3:]):
        pawns = _setup(players=3, adventurers=trio).view(None)["pawns"]
        for pawn in pawns:
            assert pawn["water"] == pawn["canteen"] == expected[pawn["role"]]


def test_preparation_7_arrivee_des_aventuriers_all_on_the_crash_site():
    """«Prenez le pion de la couleur de votre carte Aventurier et placez-le sur la tuile
    "Crash"»: every pawn starts on the crash site, still face down."""
    for seed in range(10):
        state = _setup(players=2 + seed % 4, seed=seed)
        crash = state.kind.index(c.CRASH_TILE)
        assert state.pos == [crash] * state.players
        assert not state.revealed[crash]
        cell = c.CELL_NAMES[state.cell_of[crash]]
        assert {pawn_at(state, s) for s in range(state.players)} == {cell}
        colours = [p["colour"] for p in state.view(None)["pawns"]]
        assert colours == [c.ROLE_COLOURS[r] for r in state.roles]
