"""Forbidden Island rulebook, the adventurers' «Exceptions» under Se déplacer, Assécher and
Donner une carte Trésor (adventurer cards: facts sec. 10). Swimming is in
test_rulebook_swim.py. Board: see helpers.py."""

from __future__ import annotations

from tests.games.forbidden_island.helpers import (
    GAME,
    assert_illegal,
    hand,
    ids_of,
    pawn_at,
    play,
    position,
    tile_state,
    tiles_of,
)

QUIET = {"tdeck": "EWFOEWFOEWFO", "fdeck": "CS,DD,PR,WT,TH,LL,OB,MM"}

# -- L'Explorateur (Explorer) -----------------------------------------------------------


def test_se_deplacer_exception_explorateur_diagonal():
    """«L'Explorateur peut se déplacer diagonalement»: from WG its 4 orthogonal and its 4
    diagonal neighbours, for 1 action."""
    state = position("explorer@WG,diver@IG")
    assert tiles_of(state, "0:move:") == {"GG", "TS", "HG", "BB", "CG", "SG", "TP", "CA"}
    play(state, "0:move:cliffs-of-abandon")
    assert pawn_at(state, 0) == "CA" and state.actions_left == 2


def test_se_deplacer_exception_explorateur_diagonal_not_onto_sunk():
    """Diagonally too, never onto a missing tile; and never two tiles away."""
    state = position("explorer@WG,diver@IG", sunk="CA,CG")
    assert tiles_of(state, "0:move:") == {"GG", "TS", "HG", "BB", "SG", "TP"}
    assert_illegal(state, "0:move:cliffs-of-abandon", "0:move:copper-gate", "0:move:fools-landing")


def test_assecher_exception_explorateur_diagonal():
    """«L'Explorateur peut assécher des tuiles diagonalement»."""
    state = position("explorer@WG,diver@IG", flooded="CG,SG,TP,CA,WG,FL")
    assert tiles_of(state, "0:shore-up:") == {"CG", "SG", "TP", "CA", "WG"}
    play(state, "0:shore-up:tidal-palace")
    assert tile_state(state, "TP") == "dry" and state.actions_left == 2
    assert_illegal(state, "0:shore-up:fools-landing")


# -- Le Pilote (Pilot) ------------------------------------------------------------------


def test_se_deplacer_exception_pilote_any_tile_once_per_turn():
    """«Le Pilote peut aller une fois par tour sur n'importe quelle tuile pour 1 action»:
    from FL straight to WT at the far end, then not a second flight the same turn (but
    ordinary moves still)."""
    state = position("pilot@FL,diver@IG", flooded="WT")
    flights = tiles_of(state, "0:fly:")
    assert "WT" in flights and len(flights | tiles_of(state, "0:move:")) == 23
    events = play(state, "0:fly:watchtower")
    assert pawn_at(state, 0) == "WT" and state.actions_left == 2 and state.pilot_flew
    assert [e.msg for e in events] == ["fi.event.flew"]
    assert not ids_of(state, "0:fly:")
    assert_illegal(state, "0:fly:fools-landing", "0:fly:cave-of-shadows")
    assert tiles_of(state, "0:move:") == {"TH", "OB"}


def test_se_deplacer_exception_pilote_flight_resets_next_turn():
    """«une fois par tour»: the flight is back on the Pilot's next turn."""
    state = position("pilot@FL,diver@IG", **QUIET)
    play(state, "0:fly:watchtower", "0:end-actions", "0:draw-treasure")
    play(state, "0:draw-flood", "0:draw-flood")
    assert state.current == 1
    play(state, "1:end-actions", "1:draw-treasure", "1:draw-flood", "1:draw-flood")
    assert state.current == 0 and not state.pilot_flew
    assert "FL" in tiles_of(state, "0:fly:")


def test_se_deplacer_exception_pilote_not_onto_sunk_tile():
    """«n'importe quelle tuile»: a tile, so never a missing one."""
    state = position("pilot@FL,diver@IG", sunk="WT,CS")
    assert not {"WT", "CS"} & tiles_of(state, "0:fly:")
    assert_illegal(state, "0:fly:watchtower", "0:fly:cave-of-shadows", "0:fly:fools-landing")


def test_se_deplacer_exception_pilote_ordinary_move_keeps_flight():
    """An ordinary step next door is not the flight: the flight stays for later."""
    state = position("pilot@FL,diver@IG")
    assert_illegal(state, "0:fly:gold-gate")  # next door: that is a plain move
    play(state, "0:move:gold-gate")
    assert not state.pilot_flew and "WT" in tiles_of(state, "0:fly:")


# -- Le Navigateur (Navigator) ----------------------------------------------------------


def test_se_deplacer_exception_navigateur_moves_other_one_or_two_tiles():
    """«Le Navigateur peut déplacer d'autres joueurs d'1 ou 2 cases adjacentes par action»:
    the Messenger on WG can be put on any tile 1 or 2 orthogonal steps away, for 1 action;
    the Navigator stays put."""
    state = position("navigator@FL,messenger@WG")
    assert tiles_of(state, "0:navigate:1:") == {
        "GG", "TS", "HG", "BB",  # one step
        "FL", "CG", "SG", "TM", "TP", "CE", "CA", "MM",  # two steps
    }  # fmt: skip
    events = play(state, "0:navigate:1:cliffs-of-abandon")
    assert pawn_at(state, 1) == "CA" and pawn_at(state, 0) == "FL"
    assert state.actions_left == 2 and [e.msg for e in events] == ["fi.event.navigated"]
    assert_illegal(state, "0:navigate:1:temple-of-the-sun")  # 3 steps from CA


def test_se_deplacer_exception_navigateur_not_through_sunk():
    """The moved pawn goes by tiles, never onto or across a missing one: with HG and BB
    sunk, CE, CA and MM are out of reach of the pawn on WG."""
    state = position("navigator@FL,messenger@WG", sunk="HG,BB")
    assert tiles_of(state, "0:navigate:1:") == {"GG", "TS", "FL", "CG", "SG", "TM", "TP"}
    assert_illegal(
        state,
        "0:navigate:1:cave-of-embers",
        "0:navigate:1:cliffs-of-abandon",
        "0:navigate:1:misty-marsh",
        "0:navigate:1:howling-garden",
    )


def test_se_deplacer_exception_navigateur_other_players_only():
    """«d'autres joueurs»: not itself; its own move is the ordinary one."""
    state = position("navigator@WG,messenger@FL")
    assert not ids_of(state, "0:navigate:0:")
    assert_illegal(state, "0:navigate:0:cliffs-of-abandon", "0:navigate:0:temple-of-the-moon")
    assert tiles_of(state, "0:move:") == {"GG", "TS", "HG", "BB"}


def test_se_deplacer_exception_navigateur_only_the_navigator_moves_others():
    """«Le Navigateur peut déplacer un autre joueur»: a power of the Navigator alone; the
    Pilot, the Engineer and the Explorer move only their own pawns."""
    for role in ("pilot", "engineer", "explorer", "diver", "messenger"):
        state = position(f"{role}@WG,navigator@FL")
        assert not ids_of(state, "0:navigate:"), role
        assert_illegal(state, "0:navigate:1:gold-gate")
    assert ids_of(position("navigator@WG,pilot@FL"), "0:navigate:1:")


def test_se_deplacer_exception_navigateur_plain_steps_by_default():
    """By default the moved pawn takes plain orthogonal steps, whatever its adventurer: the
    Explorer on WG is not moved 2 diagonal steps to PR, the Diver on TM does not dive
    through flooded TS and WG to HG, the Pilot on CP does not fly."""
    state = position("navigator@FL,explorer@WG,diver@TM,pilot@CP", flooded="TS,WG")
    assert "PR" not in tiles_of(state, "0:navigate:1:")
    assert "HG" not in tiles_of(state, "0:navigate:2:")
    assert tiles_of(state, "0:navigate:3:") == {"TM", "TP", "TS", "BB", "LL"}
    assert_illegal(state, "0:navigate:1:phantom-rock", "0:navigate:2:howling-garden")


def test_se_deplacer_exception_navigateur_option_uses_powers():
    """Option ``navigator_uses_powers`` (an unofficial reading, facts sec. 10): the moved
    Explorer steps diagonally and the Diver dives, up to 2 of their own moves; the Pilot
    still only takes plain steps, never its flight."""
    state = position("navigator@FL,explorer@WG,diver@TM,pilot@CP", flooded="TS,WG", navpowers=1)
    assert "PR" in tiles_of(state, "0:navigate:1:")  # WG -> CA -> PR, diagonally
    assert "HG" in tiles_of(state, "0:navigate:2:")  # TM dives through TS and WG to HG
    assert tiles_of(state, "0:navigate:3:") == {"TM", "TP", "TS", "BB", "LL"}
    play(state, "0:navigate:1:phantom-rock")
    assert pawn_at(state, 1) == "PR" and state.actions_left == 2
    configured = GAME.setup({"players": 2, "navigator_uses_powers": True}, 1)
    assert configured.nav_powers and not GAME.setup({"players": 2}, 1).nav_powers


# -- Le Plongeur (Diver) ----------------------------------------------------------------


def test_se_deplacer_exception_plongeur_through_flooded_tiles():
    """«Le Plongeur peut se déplacer au travers d'une ou plusieurs tuiles adjacentes
    [...] inondées pour 1 action»: through flooded HG and CE to CS, one action."""
    state = position("diver@WG,pilot@FL", flooded="HG,CE")
    reach = tiles_of(state, "0:move:")
    assert reach == {"GG", "TS", "HG", "BB", "SG", "CA", "CE", "IG", "CS", "CF"}
    play(state, "0:move:cave-of-shadows")
    assert pawn_at(state, 0) == "CS" and state.actions_left == 2


def test_se_deplacer_exception_plongeur_through_missing_tiles():
    """«au travers d'une ou plusieurs tuiles adjacentes manquantes»: across sunk HG."""
    state = position("diver@WG,pilot@FL", sunk="HG")
    assert tiles_of(state, "0:move:") == {"GG", "TS", "BB", "SG", "CE", "CA"}


def test_se_deplacer_exception_plongeur_missing_and_flooded_mixed():
    """«manquantes et/ou inondées»: across sunk HG, then flooded CE, to CS."""
    state = position("diver@WG,pilot@FL", sunk="HG", flooded="CE")
    assert {"CS", "IG", "CF"} <= tiles_of(state, "0:move:")


def test_se_deplacer_exception_plongeur_not_necessarily_straight():
    """«(pas forcément en ligne droite)»: WG down through flooded BB, right through
    flooded CA, down to OB."""
    state = position("diver@WG,pilot@FL", flooded="BB,CA")
    assert "OB" in tiles_of(state, "0:move:")
    play(state, "0:move:observatory")
    assert pawn_at(state, 0) == "OB" and state.actions_left == 2


def test_se_deplacer_exception_plongeur_not_through_dry_tiles():
    """Dry tiles stop the dive: all dry, the Diver moves like anyone else."""
    state = position("diver@WG,pilot@FL")
    assert tiles_of(state, "0:move:") == {"GG", "TS", "HG", "BB"}
    assert_illegal(state, "0:move:cave-of-embers", "0:move:observatory")


def test_se_deplacer_exception_plongeur_must_end_on_a_tile():
    """The dive ends on a tile (flooded or dry), never on a missing one."""
    state = position("diver@WG,pilot@FL", sunk="HG,CE")
    assert not {"HG", "CE"} & tiles_of(state, "0:move:")
    assert_illegal(state, "0:move:howling-garden", "0:move:cave-of-embers")


# -- L'Ingénieur (Engineer) -------------------------------------------------------------


def test_assecher_exception_ingenieur_two_tiles_one_action():
    """«L'Ingénieur peut assécher 2 tuiles pour 1 action»."""
    state = position("engineer@WG,diver@IG", flooded="WG,HG,BB")
    events = play(state, "0:shore-up:howling-garden+breakers-bridge")
    assert tile_state(state, "HG") == tile_state(state, "BB") == "dry"
    assert tile_state(state, "WG") == "flooded" and state.actions_left == 2
    assert events[0].args["tiles"] == ["@fi.tile.howling-garden", "@fi.tile.breakers-bridge"]


def test_assecher_exception_ingenieur_one_tile_still_allowed():
    """Shoring up a single tile stays possible (1 action)."""
    state = position("engineer@WG,diver@IG", flooded="HG,BB")
    assert ids_of(state, "0:shore-up:") == {
        "0:shore-up:howling-garden",
        "0:shore-up:breakers-bridge",
        "0:shore-up:howling-garden+breakers-bridge",
    }
    play(state, "0:shore-up:breakers-bridge")
    assert tile_state(state, "HG") == "flooded" and state.actions_left == 2


def test_assecher_exception_ingenieur_both_tiles_in_reach():
    """Both tiles are ones the Engineer could shore up from where it stands: not a diagonal
    or distant tile, and no pair for another adventurer."""
    state = position("engineer@WG,messenger@IG", flooded="HG,CA,CS")
    assert ids_of(state, "0:shore-up:") == {"0:shore-up:howling-garden"}
    assert_illegal(
        state,
        "0:shore-up:howling-garden+cliffs-of-abandon",
        "0:shore-up:howling-garden+cave-of-shadows",
    )
    other = position("messenger@WG,engineer@IG", flooded="HG,BB")
    assert_illegal(other, "0:shore-up:howling-garden+breakers-bridge")


# -- Le Messager (Messenger) ------------------------------------------------------------


def test_donner_une_carte_tresor_exception_messager_anywhere():
    """«Le Messager peut donner des cartes Trésor sans être sur la même tuile»: to a
    player anywhere, 1 action per card."""
    state = position("messenger@FL,diver@WT,pilot@CS", hands="EEO/-/-")
    assert ids_of(state, "0:give:") == {
        "0:give:1:earth",
        "0:give:1:ocean",
        "0:give:2:earth",
        "0:give:2:ocean",
    }
    play(state, "0:give:1:earth", "0:give:2:ocean")
    assert hand(state, 1) == "E" and hand(state, 2) == "O" and state.actions_left == 1


def test_donner_une_carte_tresor_exception_messager_no_special_cards():
    """The Messenger may still never give Special Action cards."""
    state = position("messenger@FL,diver@WT", hands="HS/-")
    assert not ids_of(state, "0:give:")
    assert_illegal(state, "0:give:1:helicopter-lift", "0:give:1:sandbags")
