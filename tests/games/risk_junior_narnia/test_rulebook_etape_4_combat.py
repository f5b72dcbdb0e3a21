"""« Étape 4 : Le combat »: the defender's 2 black dice first, then the attacker's 3 red
dice (2 against a camp), alternately until only one side is left; each 5 or 6 hits a
faun/boggle, a 6 may hit a centaur/minotaur instead (the roller's choice); a double hits
the enemy character (back to its card); the winner may go on into an adjacent enemy
territory leaving at least 1 army; the defender winning ends the turn. Example 1 (the
battle at Telmar) die by die, and the exact odds of a throw over many rolls."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from tests.games.risk_junior_narnia.helpers import (
    armies,
    assert_frequency,
    assert_illegal,
    battle,
    captured,
    character,
    colour,
    crossings,
    ids,
    ids_of,
    messages,
    on_top,
    owner,
    phase,
    play,
    points,
    position,
    supply,
    territory,
    turn_colour,
    view,
)

# The witch attacks red's Telmar (3 players: red is seat 1) with 3 boggles + 1 minotaur;
# blue holds Galma (so that taking Telmar does not give the witch all of Narnia).
BATTLE = dict(
    players=3,
    board="telmar:red:2+0,galma:blue:2+0",
    rest="witch:2+0",
    turn="witch",
    phase="roll",
    battle="telmar",
    att="3+1",
)


def _battle(telmar: str = "red:2+0", **fields):
    """BATTLE with another Telmar (``"red:0+2:camp"``) and other fields."""
    return position(**{**BATTLE, "board": f"telmar:{telmar},galma:blue:2+0", **fields})


def test_the_defender_rolls_first_two_dice_then_the_attacker_three():
    """« Le joueur qui occupe le territoire que tu attaques lance les 2 dés de défense
    noirs »; « À présent, c'est au tour de l'attaquant. Lance les 3 dés d'attaque »."""
    state = position(**BATTLE, rolls="1+2/1+3+4/2+3")
    b = battle(state)
    assert b["next"] == "defender" and b["defence_dice"] == 2 and b["attack_dice"] == 3
    assert ids(state) == {"1:roll"} and state.to_move() == 1
    assert state.consumes_chance(state.legal_actions()[0])
    play(state, "1:roll")
    assert battle(state)["last"]["defender"] == [1, 2]
    assert battle(state)["next"] == "attacker" and ids(state) == {"0:roll"}
    play(state, "0:roll")
    assert battle(state)["last"]["attacker"] == [1, 3, 4]
    assert battle(state)["next"] == "defender" and ids(state) == {"1:roll"}
    play(state, "1:roll")
    assert battle(state)["last"]["defender"] == [2, 3]
    # Nobody hit: everything still stands.
    assert battle(state)["attackers"] == {"boggle": 3, "minotaur": 1}
    assert armies(state, "telmar") == (2, 0)


def test_random_dice_are_one_to_six():
    for seed in range(30):
        state = position(**BATTLE, seed=seed)
        play(state, "1:roll")
        dice = battle(state)["last"]["defender"]
        assert len(dice) == 2 and all(1 <= d <= 6 for d in dice)


def test_a_five_hits_a_boggle_captured_before_the_attacker_rolls():
    """« Pour chaque 5 ou 6, un faune ou un scrofuleux est touché »; « Retire les armées
    ennemies que tu as touchées et place-les devant toi avant que l'attaquant ne lance
    ses dés. Tu as capturé ces armées. »"""
    state = position(**BATTLE, rolls="5+1")
    events = play(state, "1:roll")
    assert "rjn.event.capture" in messages(events)
    assert battle(state)["attackers"] == {"boggle": 2, "minotaur": 1}
    assert captured(state, "red", "witch") == (1, 0)
    assert ids(state) == {"0:roll"}


def test_a_six_hits_a_boggle_or_a_minotaur_the_rollers_choice():
    """« (ou tu peux choisir d'utiliser le 6 pour toucher un centaure ou un
    minotaure) »"""
    for choice, left in (
        ("boggle", {"boggle": 2, "minotaur": 1}),
        ("minotaur", {"boggle": 3, "minotaur": 0}),
    ):
        state = position(**BATTLE, rolls="6+1")
        play(state, "1:roll")
        assert phase(state) == "hit" and state.to_move() == 1
        assert ids(state) == {"1:hit:boggle", "1:hit:minotaur"}
        play(state, f"1:hit:{choice}")
        assert battle(state)["attackers"] == left
        assert phase(state) == "roll" and ids(state) == {"0:roll"}


def test_a_six_with_only_one_kind_left_hits_it_without_a_choice():
    state = _battle(att="0+1", rolls="6+1")
    play(state, "1:roll")
    # The attacker's last army is beaten: the defender wins, the turn ends.
    assert captured(state, "red", "witch") == (0, 1)
    assert owner(state, "telmar") == "red" and armies(state, "telmar") == (2, 0)
    assert battle(state) is None


def test_a_five_never_hits_a_centaur():
    """Only a 6 may hit a centaur/minotaur: red's 2 centaurs withstand 5, 5, 1; a 6
    then takes one."""
    state = _battle("red:0+2", next="attacker", rolls="5+5+1/1+2/6+1+3")
    play(state, "0:roll")
    assert armies(state, "telmar") == (0, 2)
    assert captured(state, "witch", "red") == (0, 0)
    play(state, "1:roll", "0:roll")
    assert armies(state, "telmar") == (0, 1)
    assert captured(state, "witch", "red") == (0, 1)


def test_a_double_may_hit_the_enemy_character_the_rollers_choice():
    """« Si tu fais un double, tu peux toucher le personnage ennemi de ton choix sur le
    territoire de combat. Renvoie le jeton Personnage sur sa carte. »: the roller decides
    (``double:<character>`` or ``double:none``), for the defender's throw as for the
    attacker's."""
    # The defender's double: red (seat 1) decides about the attacker's Maugrim.
    state = position(**BATTLE, characters="maugrim:witch:telmar", rolls="3+3")
    events = play(state, "1:roll")
    assert "rjn.event.char-hit" not in messages(events), "no automatic hit"
    assert phase(state) == "double" and state.to_move() == 1
    assert ids(state) == {"1:double:maugrim", "1:double:none"}
    assert battle(state)["pending"]["double"] == "maugrim"
    assert view(state)["decision"] == {"seat": 1, "colour": "red", "kind": "double"}
    assert character(state, "maugrim")["territory"] == "telmar"
    assert_illegal(state, "0:roll", "0:double:maugrim", "1:double:lucy")
    events = play(state, "1:double:maugrim")
    assert "rjn.event.char-hit" in messages(events)
    maugrim = character(state, "maugrim")
    assert maugrim["state"] == "card" and maugrim["holder"] == "witch"
    assert territory(state, "telmar")["characters"] == []
    assert battle(state)["attackers"] == {"boggle": 3, "minotaur": 1}
    assert battle(state)["pending"] == {"by": None, "hits": 0, "stones": 0, "double": None}
    assert ids(state) == {"0:roll"}
    # The attacker's double (two of three dice): the witch decides about Lucy.
    state = position(**BATTLE, characters="lucy:red:telmar", next="attacker", rolls="4+1+4")
    play(state, "0:roll")
    assert phase(state) == "double" and ids(state) == {"0:double:lucy", "0:double:none"}
    play(state, "0:double:lucy")
    assert character(state, "lucy")["state"] == "card"
    assert character(state, "lucy")["holder"] == "red"
    assert armies(state, "telmar") == (2, 0)
    assert ids(state) == {"1:roll"}
    # No double, no choice.
    state = position(**BATTLE, characters="lucy:red:telmar", next="attacker", rolls="4+1+3")
    play(state, "0:roll")
    assert character(state, "lucy")["territory"] == "telmar" and ids(state) == {"1:roll"}


def test_a_double_left_unused_keeps_the_character_and_its_power():
    """« tu peux toucher »: the roller may leave the enemy character; it stays, and its
    power works on (Maugrim's 4s hit, characters.py)."""
    state = position(**BATTLE, characters="maugrim:witch:telmar", rolls="3+3/4+1+2")
    play(state, "1:roll")
    events = play(state, "1:double:none")
    assert "rjn.event.char-spared" in messages(events)
    assert character(state, "maugrim")["territory"] == "telmar"
    assert ids(state) == {"0:roll"}
    play(state, "0:roll")
    assert armies(state, "telmar") == (1, 0), "Maugrim's 4 hit"


def test_a_double_is_asked_after_the_hits_and_only_while_the_battle_goes_on():
    """The hits of the throw come first (« Retire les armées ennemies que tu as touchées
    »), the roller's 6s included; a double with no enemy character there, or one that
    beats the enemy's last army (its character goes back with it), asks nothing."""
    state = position(**BATTLE, characters="maugrim:witch:telmar", rolls="6+6")
    play(state, "1:roll")
    assert phase(state) == "hit" and battle(state)["pending"]["double"] == "maugrim"
    play(state, "1:hit:minotaur")
    # the second 6 finds only boggles: no choice; then the double
    assert battle(state)["attackers"] == {"boggle": 2, "minotaur": 0}
    assert phase(state) == "double" and ids(state) == {"1:double:maugrim", "1:double:none"}
    # No enemy character: the next throw at once.
    state = position(**BATTLE, rolls="3+3")
    play(state, "1:roll")
    assert phase(state) == "roll" and ids(state) == {"0:roll"}
    # The double beats the last army: the battle is won, the character goes back.
    state = _battle("red:1+0", characters="lucy:red:telmar", next="attacker", rolls="5+5+1")
    events = play(state, "0:roll")
    assert "rjn.event.conquer" in messages(events)
    assert phase(state) != "double"
    assert character(state, "lucy")["state"] == "card"


def test_three_dice_two_against_a_camp():
    """« Lance les 3 dés d'attaque (ou 2 si tu attaques un campement ennemi) »; « Les
    défenseurs lancent toujours les 2 dés de défense »."""
    state = position(**BATTLE, next="attacker", rolls="1+2+3")
    assert battle(state)["attack_dice"] == 3
    play(state, "0:roll")
    assert len(battle(state)["last"]["attacker"]) == 3
    state = _battle("red:2+1:camp", next="attacker", seed=3)
    assert battle(state)["attack_dice"] == 2 and battle(state)["defence_dice"] == 2
    play(state, "0:roll")
    assert len(battle(state)["last"]["attacker"]) == 2


def test_the_defender_always_rolls_the_two_black_dice():
    """« 3 dés d'attaque rouges et 2 dés de défense noirs »; « Les défenseurs lancent
    toujours les 2 dés de défense »: with Susan defending (characters.py) and in the fog
    (cards.py), still 2 dice, every throw."""
    for fields in (
        {"characters": "susan:red:telmar"},
        {"fog": 1},
        {"characters": "susan:red:telmar", "fog": 1},
    ):
        for seed in range(20):
            state = position(**BATTLE, **fields, seed=seed)
            assert battle(state)["defence_dice"] == 2
            play(state, "1:roll")
            assert len(battle(state)["last"]["defender"]) == 2, fields


def test_the_attacker_rolls_three_red_dice_at_most_whatever_the_cards():
    """« Les attaquants lancent 3 dés pendant un combat standard, 2 dés s'ils attaquent un
    campement »: the Charge! drawn and Susan's Horn played (cards.py: missed dice rolled
    again) leave 3 dice, 2 against a camp."""
    for telmar, dice in (("red:20+0", 3), ("red:20+0:camp", 2)):
        state = _battle(
            telmar,
            phase="draw",
            battle="-",
            att="-",
            narnia="charge,final",
            kept="witch:horn",
            rolls="1+2",
            **on_top("telmar"),
        )
        play(state, "0:draw", "0:territory", "0:play:horn", "0:nosend")
        assert view(state)["turn"]["rerolls"] == 2
        assert battle(state)["attack_dice"] == dice and battle(state)["defence_dice"] == 2
        play(state, "1:roll", "0:roll")
        assert len(battle(state)["last"]["attacker"]) == dice


def test_the_fog_the_defenders_dice_hit_only_with_a_six():
    """The Fog (cards.py, played by the attacker): the defender still rolls 2 dice, but
    only its 6s hit, even with a character whose 4s hit."""
    state = _battle(att="3+0", fog=1, rolls="5+6")
    play(state, "1:roll")
    assert battle(state)["attackers"] == {"boggle": 2, "minotaur": 0}
    state = _battle(att="3+0", fog=1, characters="tumnus:red:telmar", rolls="4+5")
    play(state, "1:roll")
    assert battle(state)["attackers"] == {"boggle": 3, "minotaur": 0}
    state = _battle(att="3+0", rolls="5+6")
    play(state, "1:roll")
    assert battle(state)["attackers"] == {"boggle": 1, "minotaur": 0}


def test_charge_and_horn_roll_missed_attack_dice_again_lowest_first():
    """Charge! and Susan's Horn (cards.py): in each attack throw of the turn, one more die
    that missed is rolled again, the lowest first, each die once (the extra values of a
    fixed throw)."""
    state = _battle("red:5+0", next="attacker", rerolls=1, rolls="1+2+3+5")
    play(state, "0:roll")
    assert battle(state)["last"]["attacker"] == [5, 2, 3]
    assert armies(state, "telmar") == (4, 0)
    state = _battle("red:5+0", next="attacker", rerolls=2, rolls="3+1+5+2+6")
    play(state, "0:roll")
    assert battle(state)["last"]["attacker"] == [6, 2, 5]
    assert armies(state, "telmar") == (3, 0)
    # the defender's throws are not rerolled
    state = _battle("red:5+0", rerolls=2, rolls="1+1+5+5")
    play(state, "1:roll")
    assert battle(state)["last"]["defender"] == [1, 1]


def test_ambush_a_die_that_hit_is_rolled_again_highest_first():
    """The Ambush (cards.py): in each of the attacker's throws this turn, its highest die
    that hit is rolled again (before any missed die, each die once)."""
    state = _battle("red:5+0", next="attacker", ambush=1, rolls="5+6+1+2/1+1/5+1+1+5")
    events = play(state, "0:roll")
    assert "rjn.event.reroll" in messages(events)
    assert battle(state)["last"]["attacker"] == [5, 2, 1]
    assert armies(state, "telmar") == (4, 0)
    play(state, "1:roll", "0:roll")
    assert battle(state)["last"]["attacker"] == [5, 1, 1]
    assert armies(state, "telmar") == (3, 0)
    # with a Charge! too: the ambushed die is not rolled again as a miss
    state = _battle("red:5+0", next="attacker", ambush=1, rerolls=1, rolls="6+3+4+1+5")
    play(state, "0:roll")
    assert battle(state)["last"]["attacker"] == [1, 5, 4]


def test_alternate_until_one_side_is_left():
    """« Défends et attaque tour à tour jusqu'à ce qu'il ne reste plus qu'un camp sur le
    territoire. »"""
    state = position(**BATTLE, rolls="1+2/1+2+3/1+3/5+1+2/2+4/5+3+1")
    order = []
    while (
        battle(state) is not None
        and battle(state)["territory"] == "telmar"
        and (phase(state) == "roll")
    ):
        order.append(battle(state)["next"])
        state.apply_id(sorted(ids(state))[0])
    assert order == ["defender", "attacker"] * 3
    assert owner(state, "telmar") == "witch"
    assert armies(state, "telmar") == (3, 1)


def test_the_attacker_wins_may_continue_leaving_at_least_one_army():
    """« Si l'attaquant gagne, il peut continuer son tour en déplaçant ses armées sur un
    territoire ennemi adjacent »; « Tu dois toujours laisser au moins 1 pièce d'armée
    dans chaque territoire »; « Ton tour se termine quand tu déclares que tu ne vas pas
    attaquer un autre territoire »."""
    near = crossings("telmar")
    friend, *enemies = sorted(near)
    state = position(
        players=3,
        board=f"telmar:witch:1+0,{friend}:blue:2+0",
        rest="witch:2+0",
        turn="red",
        phase="roll",
        battle="telmar",
        att="3+1",
        next="attacker",
        rolls="5+1+2",
    )
    events = play(state, "1:roll")
    assert "rjn.event.conquer" in messages(events)
    assert owner(state, "telmar") == "red" and armies(state, "telmar") == (3, 1)
    assert phase(state) == "continue" and "1:stop" in ids(state)
    moves = ids_of(state, "1:move:")
    targets = {aid.split(":")[2] for aid in moves}
    assert targets == set(enemies), "adjacent enemy territories only, no friend's"
    sizes = {(int(aid.split(":")[3]), int(aid.split(":")[4])) for aid in moves}
    assert sizes == {(n, m) for n in range(4) for m in range(2) if 1 <= n + m <= 3}
    target = enemies[0]
    play(state, f"1:move:{target}:2:1")
    assert armies(state, "telmar") == (1, 0)
    b = battle(state)
    assert b["territory"] == target and b["from"] == "telmar"
    assert b["attackers"] == {"faun": 2, "centaur": 1} and b["next"] == "defender"
    assert phase(state) == "roll" and ids(state) == {"0:roll"}


def test_stop_ends_the_turn_and_the_next_marker_is_flipped():
    state = position(
        players=3,
        board="telmar:red:3+1",
        rest="witch:2+0",
        turn="red",
        phase="continue",
        battle="telmar",
        flipped="red",
        markers="witch,blue,witch,red,blue,witch,red,blue,witch,witch",
    )
    events = play(state, "1:stop")
    assert "rjn.event.turn" in messages(events)
    assert turn_colour(state) == "witch" and phase(state) == "draw"
    assert armies(state, "telmar") == (3, 1)


def test_the_defender_winning_ends_the_attackers_turn():
    """« Si le défenseur gagne le combat, le tour de l'attaquant se termine. »"""
    state = _battle(
        att="1+0",
        rolls="5+1",
        flipped="witch",
        markers="red,blue,witch,red,blue,witch,red,blue,witch,witch",
    )
    events = play(state, "1:roll")
    assert "rjn.event.repelled" in messages(events)
    assert owner(state, "telmar") == "red" and armies(state, "telmar") == (2, 0)
    assert turn_colour(state) == "red" and phase(state) == "draw"
    assert battle(state) is None


def test_taking_a_camp_two_points_at_once_and_it_counts_for_the_taker():
    """« Quand tu gagnes une attaque contre un campement ennemi et que tu prends le
    contrôle de ce territoire, tu gagnes immédiatement 2 points de couronne. »"""
    state = _battle("red:1+0:camp", next="attacker", rolls="5+1", points="witch:3")
    play(state, "0:roll")
    assert owner(state, "telmar") == "witch"
    assert points(state, "witch") == 5
    assert colour(state, "witch")["camps"] == ["telmar"]
    assert colour(state, "red")["camps"] == []
    assert territory(state, "telmar")["camp"]


def test_a_character_not_hit_stays_on_the_last_territory_won():
    """« S'il n'est pas touché, ton personnage doit rester sur ton dernier territoire de
    victoire et tu ne peux pas le récupérer. »"""
    near = ",".join(f"{t}:red:1+0" for t in crossings("telmar"))
    char_battle = dict(
        BATTLE,
        board=f"telmar:red:2+0,{near}",
        characters="ginarrbrik:witch:telmar",
        next="attacker",
        rolls="5+5+1",
    )
    state = position(**char_battle)
    play(state, "0:roll")
    assert owner(state, "telmar") == "witch"
    g = character(state, "ginarrbrik")
    assert g["state"] == "board" and g["territory"] == "telmar"
    # It may move along when the attack goes on (the id names it).
    moves = ids_of(state, "0:move:")
    with_char = sorted(aid for aid in moves if aid.endswith(":ginarrbrik"))
    assert with_char
    target = with_char[0].split(":")[2]
    play(state, with_char[0])
    assert character(state, "ginarrbrik")["territory"] == target
    # Or stay: stopping leaves it there.
    state = position(**char_battle)
    play(state, "0:roll", "0:stop")
    assert character(state, "ginarrbrik")["territory"] == "telmar"
    assert "ginarrbrik" in territory(state, "telmar")["characters"]


def test_example_1_the_battle_at_telmar():
    """Exemple 1 : the Witch draws Telmar and places 3 boggles and 1 minotaur; red
    defends with 2 armies: 3,5 (a boggle captured); the Witch 5,4,3 (a faun); red 6,5 (a
    boggle and, by the roller's choice, the minotaur); the Witch 1,2,6 takes the last red
    army and wins but, with one boggle left, cannot go on: her turn ends."""
    state = position(
        players=2,
        board="telmar:red:2+0,galma:blue:2+0",
        rest="witch:2+0",
        turn="witch",
        phase="place",
        battle="telmar",
        rolls="3+5/5+4+3/6+5/1+2+6",
        flipped="witch",
        markers="red,blue,witch,red,blue,witch,red,blue,witch,witch",
    )
    play(state, "0:nosend")
    assert battle(state)["attackers"] == {"boggle": 3, "minotaur": 1}
    assert ids(state) == {"1:roll"}
    play(state, "1:roll")
    assert battle(state)["last"]["defender"] == [3, 5]
    assert battle(state)["attackers"] == {"boggle": 2, "minotaur": 1}
    assert captured(state, "red", "witch") == (1, 0)
    play(state, "0:roll")
    assert battle(state)["last"]["attacker"] == [5, 4, 3]
    assert armies(state, "telmar") == (1, 0)
    assert captured(state, "witch", "red") == (1, 0)
    play(state, "1:roll")
    assert battle(state)["last"]["defender"] == [6, 5]
    assert battle(state)["attackers"] == {"boggle": 1, "minotaur": 1}
    assert ids(state) == {"1:hit:boggle", "1:hit:minotaur"}
    play(state, "1:hit:minotaur")
    assert battle(state)["attackers"] == {"boggle": 1, "minotaur": 0}
    assert captured(state, "red", "witch") == (2, 1)
    events = play(state, "0:roll")
    assert "rjn.event.conquer" in messages(events)
    assert owner(state, "telmar") == "witch" and armies(state, "telmar") == (1, 0)
    assert captured(state, "witch", "red") == (2, 0)
    # No continuing with a single army: the turn ended, red's marker is next.
    assert "rjn.event.turn" in messages(events)
    assert turn_colour(state) == "red"
    assert view(state)["markers"]["flipped"] == ["witch", "red"]


# -- the odds -------------------------------------------------------------------------------

TRIALS = 3000


def _hits_distribution(dice: int) -> dict[int, Fraction]:
    return {
        k: comb(dice, k) * Fraction(1, 3) ** k * Fraction(2, 3) ** (dice - k)
        for k in range(dice + 1)
    }


def test_number_of_hits_of_three_attack_dice():
    """Each die hits on 5 or 6 (1/3): k hits of 3 dice with probability
    C(3,k) (1/3)^k (2/3)^(3-k) = 8/27, 12/27, 6/27, 1/27. Each frequency over 3,000
    seeded rolls within 4.5 binomial standard deviations."""
    counts = dict.fromkeys(range(4), 0)
    for seed in range(TRIALS):
        state = _battle("red:20+0", next="attacker", seed=seed)
        state.apply_id("0:roll")
        counts[20 - armies(state, "telmar")[0]] += 1
    for k, p in _hits_distribution(3).items():
        assert_frequency(counts[k], TRIALS, float(p))


def test_number_of_hits_of_two_defence_dice():
    """2 dice: 0, 1, 2 hits with probability 4/9, 4/9, 1/9."""
    counts = dict.fromkeys(range(3), 0)
    for seed in range(TRIALS):
        state = _battle(att="10+0", supply="witch:0+0", seed=seed)
        state.apply_id("1:roll")
        counts[10 - battle(state)["attackers"]["boggle"]] += 1
    for k, p in _hits_distribution(2).items():
        assert_frequency(counts[k], TRIALS, float(p))


def test_two_attack_dice_against_a_camp_hit_like_two_dice():
    counts = dict.fromkeys(range(3), 0)
    for seed in range(TRIALS):
        state = _battle("red:20+0:camp", next="attacker", seed=seed)
        state.apply_id("0:roll")
        counts[20 - armies(state, "telmar")[0]] += 1
    for k, p in _hits_distribution(2).items():
        assert_frequency(counts[k], TRIALS, float(p))


def test_odds_of_a_double_and_of_a_six_to_assign():
    """A double of 2 dice: 6/36 = 1/6; of 3 dice (at least two alike): 1 - 120/216 =
    4/9. A six to assign (both kinds standing) with 2 dice: 1 - 25/36 = 11/36."""
    doubles2 = doubles3 = sixes = 0
    for seed in range(TRIALS):
        state = position(**BATTLE, characters="otmin:witch:telmar", seed=seed)
        state.apply_id("1:roll")
        doubles2 += battle(state)["pending"]["double"] == "otmin"
        sixes += phase(state) == "hit"
        state = _battle("red:20+0", characters="susan:red:telmar", next="attacker", seed=seed)
        state.apply_id("0:roll")
        doubles3 += battle(state)["pending"]["double"] == "susan"
    assert_frequency(doubles2, TRIALS, 1 / 6)
    assert_frequency(doubles3, TRIALS, 4 / 9)
    assert_frequency(sixes, TRIALS, 11 / 36)


def test_captured_armies_stay_out_of_the_supplies():
    """« place-les devant toi »: captured armies are neither on the board nor in their
    owner's supply until traded."""
    state = position(**BATTLE, rolls="5+5")
    before = supply(state, "witch")
    play(state, "1:roll")
    assert captured(state, "red", "witch") == (2, 0)
    assert supply(state, "witch") == before


def test_the_number_of_armies_does_not_change_the_dice():
    """« Contrairement au jeu Risk ..., le nombre de pièces d'armée sur un territoire
    n'affecte pas le nombre de dés lancés »: 1 attacking boggle still rolls 3 dice, 1
    defending faun still 2."""
    state = _battle("red:1+0", att="1+0", rolls="1+2/1+2+3")
    assert battle(state)["attack_dice"] == 3 and battle(state)["defence_dice"] == 2
    play(state, "1:roll", "0:roll")
    assert battle(state)["last"] == {"attacker": [1, 2, 3], "defender": [1, 2]}
    state = _battle("red:12+0", att="9+1", supply="witch:0+0")
    assert battle(state)["attack_dice"] == 3 and battle(state)["defence_dice"] == 2
