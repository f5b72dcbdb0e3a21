"""Forbidden Desert rulebook, «But du jeu» (Object), «Fin du jeu: Victoire» (Win),
«Défaite» (the 3 ways to lose) and «Mort et ensablés» (Buried forever). Board: see
helpers.py."""

from __future__ import annotations

from tests.games.forbidden_desert.helpers import (
    GAME,
    assert_illegal,
    desert,
    ids,
    messages,
    play,
    position,
    supply,
)

ALL_PARTS = "P=0,E=0,C=1,N=1"
PAD = desert(dug="b1")  # the launch pad LP on b1, excavated, no sand


def _on_pad(pawns: str = "navigator@b1,explorer@b1", board: str = PAD, **fields):
    return position(pawns, board=board, **{"parts": ALL_PARTS, **fields})


# -- But du jeu (Object) -----------------------------------------------------------------


def test_but_du_jeu_the_team_wins_together():
    """«votre seul espoir d'en réchapper est de mettre à jour la cité rapidement pour
    trouver les pièces de la machine volante et la reconstruire»: the co-operative team
    wins together (one result for every seat)."""
    assert GAME.info.cooperative is True
    state = _on_pad()
    play(state, "0:take-off")
    assert state.outcome().won is True and state.outcome().returns(2) == [1.0, 1.0]


def test_but_du_jeu_the_team_fails_together():
    """«si un membre de l'équipe meurt de soif ou si la tempête devient trop forte, toute
    l'équipe échoue»: one thirsty pawn loses the game for all."""
    state = position("navigator@a1:0,explorer@e5", phase="draw-storm", storm=1, sdeck="sun")
    play(state, "0:draw-storm")
    assert state.outcome().won is False and state.outcome().returns(2) == [-1.0, -1.0]
    assert state.to_move() is None and state.legal_actions() == []


# -- Fin du jeu: Victoire (Win) ----------------------------------------------------------


def test_victoire_all_parts_all_pawns_unblocked_pad():
    """«une fois que vous avez les pièces nécessaires, tous les joueurs doivent se rendre
    sur la tuile "piste de décollage" où chacun peut ajouter sa pièce à la Machine volante,
    démarrer le moteur et s'envoler vers la victoire»: all 4 parts held (by anyone), every
    pawn on the excavated launch pad with 0 or 1 marker: take-off wins; it costs no
    action."""
    state = _on_pad(board=desert(dug="b1", sand={"b1": 1}))
    assert "0:take-off" in ids(state)
    events = play(state, "0:take-off")
    assert state.outcome().reason == "fd.outcome.won" and state.outcome().won
    assert "fd.event.take-off" in messages(events)


def test_victoire_reached_by_moving_there():
    """«courez à la piste de décollage»: the last pawn steps onto the pad, and the team
    may take off in the same turn."""
    state = position("navigator@a1,explorer@b1", board=PAD, parts=ALL_PARTS)
    assert_illegal(state, "0:take-off")
    play(state, "0:move:b1", "0:take-off")
    assert state.outcome().won


def test_victoire_not_if_blocked():
    """«Rappel: la tuile "Piste de décollage" ne doit pas être bloquée pour pouvoir y
    accéder et/ou pour pouvoir décoller et gagner»: the Climber has brought everybody onto
    the pad under 2 markers; no take-off."""
    board = desert(dug="b1", sand={"b1": 2})
    state = _on_pad("climber@b1,explorer@b1", board=board)
    assert_illegal(state, "0:take-off")


def test_victoire_not_missing_part():
    """«Une fois que votre équipe a collecté les quatre pièces»: three parts held, the
    fourth lying on the pad itself, is not enough."""
    for parts in ("P=0,E=0,C=1", "P=0,E=0,C=1,N@b1"):
        state = _on_pad(parts=parts)
        assert_illegal(state, "0:take-off")


def test_victoire_not_missing_pawn():
    """«tous les joueurs doivent se rendre sur la tuile»: one pawn next to the pad."""
    state = _on_pad("navigator@b1,explorer@b1,meteorologist@a1")
    assert_illegal(state, "0:take-off")


def test_victoire_pad_must_be_excavated():
    """The launch pad is found by excavating it (its city side, facts sec. 2): standing on
    the face-down pad with all the parts is not a take-off."""
    state = _on_pad(board=desert())
    assert_illegal(state, "0:take-off")


# -- Défaite (Lose) ----------------------------------------------------------------------


def test_defaite_soif():
    """«Mourir de soif: si un joueur atteint le symbole "tête de mort" de sa gourde»."""
    state = position("navigator@a1,explorer@e5:0", phase="draw-storm", storm=2, sdeck="sun")
    events = play(state, "0:draw-storm")
    assert state.outcome().reason == "fd.outcome.thirst" and not state.outcome().won
    assert state.outcome().args == {"role": "@fd.role.explorer"}
    assert "fd.outcome.thirst" in messages(events) and state.legal_actions() == []


def test_defaite_ensables():
    """«Mourir ensablé: si vous devez ajouter un marqueur sable sur une tuile et qu'il n'y
    en a plus»."""
    board = desert(sand={"a1": 24, "a2": 24})
    state = position("navigator@e1,explorer@e5", board=board, phase="draw-storm", sdeck="w1")
    assert supply(state) == 0
    play(state, "0:draw-storm")
    assert state.outcome().reason == "fd.outcome.sand" and not state.outcome().won


def test_defaite_emportes():
    """«Mourir emporté dans les airs: l'échelle Tempête de sable atteint le symbole "tête de
    mort"» (position 15 on the 3-player side)."""
    state = position(
        "navigator@a1,explorer@e5,climber@e1", meter=14, phase="draw-storm", sdeck="up"
    )
    play(state, "0:draw-storm")
    assert state.meter == 15 and state.outcome().reason == "fd.outcome.storm"
    assert not state.outcome().won


# -- Mort et ensablés (Buried forever) ---------------------------------------------------


def test_mort_et_ensables_no_sand_left_loses():
    """«Si vous devez placer un marqueur Sable sur une tuile et qu'il n'en reste plus de
    disponible, votre équipe est ensablée à tout jamais et perd la partie!»: with 1 marker
    left, a wind moving 1 tile is survived (supply 0); one moving 2 tiles is lost, and so
    is the next wind once the supply is empty."""
    board = desert(sand={"a1": 24, "a2": 23})
    state = position("navigator@e1,explorer@e5", board=board, phase="draw-storm", sdeck="w1")
    play(state, "0:draw-storm")
    assert supply(state) == 0 and state.outcome() is None
    state = position("navigator@e1,explorer@e5", board=board, phase="draw-storm", sdeck="w2")
    events = play(state, "0:draw-storm")
    assert state.outcome().reason == "fd.outcome.sand"
    assert "fd.outcome.sand" in messages(events)


def test_mort_et_ensables_respite_needs_no_sand():
    """A wind that moves nothing (Accalmie) places no marker, so an empty supply does not
    lose then."""
    board = desert(sand={"a1": 24, "a2": 24}, storm="e3")
    state = position("navigator@e1,explorer@e5", board=board, phase="draw-storm", sdeck="w1")
    play(state, "0:draw-storm")
    assert state.outcome() is None and supply(state) == 0
