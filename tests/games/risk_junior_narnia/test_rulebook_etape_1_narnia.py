"""« Étape 1 : Pioche une carte Narnia » and « Gagner des cartes et des points de
couronne »: a card at the start of each turn (not on the following turns of a player
playing several in a row), played at once or kept; the scoring cards (2 points a camp, 5
to every colour of the side holding more territories, then markers and territory cards
reshuffled and another card drawn); the final card ends the game."""

from __future__ import annotations

from tests.games.risk_junior_narnia.helpers import (
    armies,
    assert_illegal,
    battle,
    character,
    colour,
    ids,
    messages,
    on_top,
    phase,
    play,
    points,
    position,
    supply,
    turn_colour,
    view,
)

# 3 players; the witch holds 22 territories (one camp), red 2 (two camps), blue 1.
WITCH_MORE = dict(
    players=3,
    board="telmar:witch:2+1:camp,galma:red:2+1:camp,beruna:red:2+1:camp,lac-gele:blue:2+0",
    rest="witch:2+0",
)
# Red holds 20 territories (one camp), the witch 4 (two camps), blue 1 (one camp).
ASLAN_MORE = dict(
    players=3,
    board="telmar:witch:2+1:camp,galma:witch:2+1:camp,beruna:witch:2+0,"
    "lac-gele:witch:2+0,cair-paravel:blue:2+1:camp,reverbere:red:1+1:camp",
    rest="red:1+0",
)


def test_a_card_at_the_start_of_a_turn():
    """« Prends la carte du dessus de la pile de Narnia et lis ses instructions. »"""
    state = position(players=3, turn="red", phase="draw", narnia="thaw,final")
    assert ids(state) == {"1:draw"}
    assert state.consumes_chance(state.legal_actions()[0])
    events = play(state, "1:draw")
    assert "rjn.event.draw" in messages(events)
    assert points(state, "red") == 1
    assert [c["id"] for c in view(state)["decks"]["narnia_discard"]] == ["thaw"]
    assert view(state)["decks"]["narnia"] == 1
    assert phase(state) == "territory" and ids(state) == {"1:territory"}


def test_no_card_on_the_following_turns_of_a_run():
    """« Si tu joues plusieurs tours d'affilée, ne pioche pas de carte Narnia pendant les
    tours suivants. Passe directement à l'Étape 2 »."""
    state = position(
        players=3,
        board="telmar:red:1+0",
        turn="red",
        phase="continue",
        battle="telmar",
        flipped="red",
        markers="red,witch,blue,witch,witch,red,blue,witch,blue,witch",
        narnia="thaw,final",
    )
    play(state, "1:stop")
    assert turn_colour(state) == "red" and phase(state) == "territory"
    assert_illegal(state, "1:draw")
    assert view(state)["decks"]["narnia"] == 2


def test_a_card_played_at_once_is_discarded():
    """« Les cartes Narnia doivent être jouées immédiatement, à moins que la carte ne
    t'indique le contraire »; « Défausse-toi toujours des cartes après utilisation »."""
    state = position(players=3, turn="witch", phase="draw", narnia="turkish-delight,final")
    play(state, "0:draw")
    assert points(state, "witch") == 1
    assert colour(state, "witch")["cards"] == [] and colour(state, "witch")["cards_count"] == 0
    assert [c["id"] for c in view(state)["decks"]["narnia_discard"]] == ["turkish-delight"]


def test_crown_points_lost_never_below_zero():
    state = position(players=3, turn="witch", phase="draw", narnia="thaw,final")
    play(state, "0:draw")
    assert points(state, "witch") == 0
    state = position(players=3, turn="witch", phase="draw", narnia="thaw,final", points="witch:3")
    play(state, "0:draw")
    assert points(state, "witch") == 2


def test_a_keep_card_is_kept_face_up_then_played_on_a_later_step():
    """« Pour jouer une carte pendant un autre tour, place-la, face visible, devant toi
    jusqu'à ce que tu l'utilises. »"""
    state = position(players=3, turn="red", phase="draw", narnia="fog,final")
    events = play(state, "1:draw")
    assert "rjn.event.keep" in messages(events)
    assert colour(state, "red")["cards"] == [{"id": "fog", "kind": "keep"}]
    assert colour(state, "red", seat=2)["cards"] == [{"id": "fog", "kind": "keep"}]
    assert view(state)["decks"]["narnia_discard"] == []
    assert phase(state) == "territory"
    # Later, at step 3: play it (the defender's dice then hit only with a 6: cards.py).
    state = position(
        players=3,
        board="telmar:witch:2+0",
        rest="witch:2+0",
        turn="red",
        phase="place",
        battle="telmar",
        kept="red:fog",
    )
    assert "1:play:fog" in ids(state) and "1:nosend" in ids(state)
    assert battle(state)["defence_dice"] == 2
    play(state, "1:play:fog")
    assert colour(state, "red")["cards"] == []
    assert [c["id"] for c in view(state)["decks"]["narnia_discard"]] == ["fog"]
    assert view(state)["turn"]["fog"] is True
    play(state, "1:nosend")
    assert battle(state)["defence_dice"] == 2


def test_a_kept_card_may_wait_for_a_later_turn():
    state = position(
        players=3,
        board="telmar:witch:2+0",
        turn="red",
        phase="place",
        battle="telmar",
        kept="red:horn",
    )
    play(state, "1:nosend")
    assert colour(state, "red")["cards"] == [{"id": "horn", "kind": "keep"}]
    assert battle(state)["attack_dice"] == 3
    # Played on another turn: +1 attack die.
    state = position(
        players=3,
        board="telmar:witch:2+0",
        turn="red",
        phase="place",
        battle="telmar",
        kept="red:horn",
    )
    play(state, "1:play:horn", "1:nosend")
    assert view(state)["turn"]["rerolls"] == 1
    assert battle(state)["attack_dice"] == 3


def test_only_the_holder_plays_its_kept_cards():
    state = position(
        players=3,
        board="telmar:witch:2+0",
        turn="red",
        phase="place",
        battle="telmar",
        kept="blue:horn",
    )
    assert not {aid for aid in ids(state) if ":play:" in aid}


def _score_check(base: dict, card: str, expected: dict[str, int]) -> None:
    state = position(
        **base,
        turn="red",
        phase="draw",
        narnia=f"{card},thaw,final",
        points="witch:1,red:2,blue:3",
        flipped="witch,red",
        markers="blue,witch,red,blue,witch,red,blue,witch,witch",
        territory_discard="galma,beruna,telmar",
    )
    before = {c: points(state, c) for c in ("witch", "red", "blue")}
    events = play(state, "1:draw")
    assert "rjn.event.scoring" in messages(events)
    gained = {c: points(state, c) - before[c] for c in before}
    assert gained == expected
    # Reshuffled: all the markers and all the territory cards.
    markers = view(state)["markers"]
    assert markers["face_down"] == 11 and markers["flipped"] == []
    assert view(state)["decks"]["territory"] == 25
    assert view(state)["decks"]["territory_discard"] == []
    # « Le joueur qui a pioché la carte de score doit s'en défausser et continuer en
    # piochant une nouvelle carte Narnia. »
    assert [c["id"] for c in view(state)["decks"]["narnia_discard"]] == [card]
    assert turn_colour(state) == "red" and phase(state) == "draw"
    assert ids(state) == {"1:draw"}
    play(state, "1:draw")
    assert points(state, "red") == before["red"] + expected["red"] + 1
    assert phase(state) == "territory" and state.outcome() is None


def test_always_winter_two_points_a_camp_five_to_the_side_holding_more():
    """« Donne à chaque joueur 2 points de couronne par campement »; « Donne aussi 5
    points de couronne à CHAQUE joueur dont le camp contrôle le plus de territoires »."""
    _score_check(WITCH_MORE, "always-winter", {"witch": 2 + 5, "red": 4, "blue": 0})
    _score_check(ASLAN_MORE, "always-winter", {"witch": 4, "red": 2 + 5, "blue": 2 + 5})


def test_father_christmas_scores_the_same():
    _score_check(WITCH_MORE, "father-christmas", {"witch": 7, "red": 4, "blue": 0})
    _score_check(ASLAN_MORE, "father-christmas", {"witch": 4, "red": 7, "blue": 7})


def test_two_players_each_aslan_colour_scores_on_its_own_marker():
    """« 5 points de couronne à CHAQUE joueur »: each army colour has its own score
    marker (4 in the box), so with two players the Aslan player's red and blue each get
    their camps' points and the 5 points (RULES.md, A6)."""
    two = {**ASLAN_MORE, "players": 2}
    _score_check(two, "always-winter", {"witch": 4, "red": 2 + 5, "blue": 2 + 5})
    state = position(**two, turn="red")
    assert colour(state, "red")["seat"] == colour(state, "blue")["seat"] == 1


def test_two_players_the_aslan_player_is_crowned_by_its_better_colour():
    """« Le joueur qui a le plus de points de couronne gagne »: the 2-player Aslan
    player's score is its better marker, not the sum of both (RULES.md, A6)."""
    state = position(**{**ASLAN_MORE, "players": 2}, turn="red")
    state.points[:] = [9, 7, 6, 0]  # witch, red, blue, yellow (unused)
    assert state.seat_points() == [9, 7]
    state.points[:] = [9, 7, 10, 0]
    assert state.seat_points() == [9, 10]


def test_the_side_total_counts_not_one_colour():
    """« Additionne tous les territoires contrôlés par les joueurs du camp d'Aslan et
    compare le résultat avec le nombre ... de la Sorcière blanche »: 13 Aslan territories
    split 7 + 6 beat the witch's 12 though each colour holds fewer than she does."""
    red = ",".join(
        f"{t}:red:1+0"
        for t in ("telmar", "galma", "beruna", "lac-gele", "cair-paravel", "reverbere", "pere-noel")
    )
    blue = ",".join(
        f"{t}:blue:1+0"
        for t in (
            "pre-dansant",
            "enclave-alliee",
            "bois-tremblotants",
            "doorn",
            "felimath",
            "tashbaan",
        )
    )
    base = dict(players=3, board=red + "," + blue, rest="witch:2+0")
    state = position(**base, turn="red")
    assert colour(state, "witch")["territories"] == 12
    _score_check(base, "always-winter", {"witch": 0, "red": 5, "blue": 5})


def test_the_final_card_scores_then_ends_the_game():
    """« Si un joueur pioche Le Lion, la Sorcière blanche et l'Armoire magique dans la
    pile, la partie se termine » after the same scoring (« distribue des points de
    couronne comme détaillé à la page 12 »)."""
    state = position(
        **WITCH_MORE, turn="blue", phase="draw", narnia="final,thaw", points="witch:1,red:5,blue:3"
    )
    events = play(state, "2:draw")
    assert state.is_over() and phase(state) == "over"
    assert state.legal_actions() == [] and state.to_move() is None
    assert {c: points(state, c) for c in ("witch", "red", "blue")} == {
        "witch": 1 + 7,
        "red": 5 + 4,
        "blue": 3,
    }
    outcome = state.outcome()
    assert outcome.reason == "rjn.outcome.final" and outcome.reason in messages(events)
    assert outcome.scores == (8.0, 9.0, 3.0)
    assert outcome.ranking == (1, 0, 2)


def test_a_card_kept_this_turn_waits_for_a_later_turn():
    """« Pour jouer une carte pendant un autre tour, place-la ... devant toi »: a card
    kept at step 1 is not played at step 3 of the same turn (RULES.md: ``fresh``), only on a
    later turn of its holder."""
    state = position(
        players=3,
        board="telmar:witch:2+0,galma:red:2+0",
        turn="red",
        phase="draw",
        narnia="horn,final",
        **on_top("telmar"),
    )
    play(state, "1:draw", "1:territory")
    assert phase(state) == "place" and view(state)["turn"]["fresh"] is True
    assert "1:play:horn" not in ids(state)
    assert colour(state, "red")["cards"] == [{"id": "horn", "kind": "keep"}]
    # An older kept card of the same colour stays playable.
    state = position(
        players=3,
        board="telmar:witch:2+0,galma:red:2+0",
        turn="red",
        phase="draw",
        narnia="horn,final",
        kept="red:fog",
        **on_top("telmar"),
    )
    play(state, "1:draw", "1:territory")
    assert {aid for aid in ids(state) if ":play:" in aid} == {"1:play:fog"}


def test_a_card_gives_a_character():
    """Characters not picked at setup enter play through Narnia cards (RULES.md): « Aslan is
    on the move » gives Aslan (from his Pavilion) to the Aslan colour drawing it; « the
    Witch's servant » gives Maugrim (from the Courtyard) to the witch."""
    state = position(players=3, turn="red", phase="draw", narnia="aslan-on-the-move,final")
    assert character(state, "aslan")["state"] == "pavilion"
    play(state, "1:draw")
    aslan = character(state, "aslan")
    assert aslan["holder"] == "red" and aslan["state"] == "card"
    assert "aslan" in colour(state, "red")["characters"]
    state = position(players=3, turn="witch", phase="draw", narnia="witch-servant,final")
    play(state, "0:draw")
    maugrim = character(state, "maugrim")
    assert maugrim["holder"] == "witch" and maugrim["state"] == "card"


def test_the_wardrobe_card_lets_the_drawer_pick_a_character_there():
    state = position(
        players=3,
        turn="blue",
        phase="draw",
        narnia="wardrobe,final",
        characters="lucy:red:card",
    )
    play(state, "2:draw")
    assert phase(state) == "card-take"
    assert ids(state) == {"2:take:peter", "2:take:edmund", "2:take:susan"}
    play(state, "2:take:susan")
    assert character(state, "susan")["holder"] == "blue"
    assert phase(state) == "territory"


def test_a_card_giving_armies_places_them_on_one_of_the_colours_territories():
    """« ... ou lui donner des armées ... supplémentaires »."""
    state = position(
        players=3,
        board="galma:red:2+0,beruna:red:1+0,lac-gele:blue:2+0",
        rest="witch:2+0",
        turn="red",
        phase="draw",
        narnia="reinforcements,final",
    )
    before = supply(state, "red")
    play(state, "1:draw")
    assert phase(state) == "card-place"
    assert ids(state) == {"1:place:galma", "1:place:beruna"}
    play(state, "1:place:beruna")
    assert armies(state, "beruna") == (3, 0)
    assert supply(state, "red") == (before[0] - 2, before[1])
    assert phase(state) == "territory"
