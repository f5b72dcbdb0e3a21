"""§VI « Le dé Monstre »: « Si un ou plusieurs monstres de la valeur obtenue se trouvent
en jeu, vous devez tous les activer [...] Activez les monstres l'un après l'autre, dans
l'ordre de votre choix » ; « Si aucun monstre de la valeur obtenue ne se trouve en jeu,
alors un nouveau monstre est « généré » [...] À chaque tour, soit les monstres sont
activés, soit un nouveau monstre apparaît, mais jamais les deux. »

The three worked examples are played on path board "1" (columns 2-5 of a 12-column
layout: start strip 0-1, board "1", board "2" face down, the portal):

    col  2 3 4 5
    r0   . L L 1
    r1   . . L .
    r2   2 . M .
    r3   . S . 3
    r4   C . . .

Seat 0 is Steve, seat 1 Alex; they carry no armour so the hearts lost show on the life
track. The cube is all grey, so the block die shows a colour that takes no block."""

from __future__ import annotations

from tests.games.portal_dash.rulebook import (
    GREY_CUBE,
    hp,
    ids,
    ids_of,
    items,
    mid,
    monsters,
    phase,
    play,
    queue,
    rolled,
    sq,
)

STEVE, ALEX = 0, 1
ITEMS = "leather_boots,stone_sword/leather_boots,bow"


def base(**fields: object) -> dict[str, object]:
    out: dict[str, object] = dict(
        players=2, path="1,2", revealed="1100", items=ITEMS, cube=GREY_CUBE, queue="-", turn=0
    )
    out.update(fields)
    return out


def test_example_1_a_3_activates_the_ghast_and_the_magma_cube():
    """« Le 3 au dé active le Ghast et le Cube de Magma. Le Cube de Magma utilise son
    déplacement (2) pour se diriger vers Steve, qui se trouve plus près de lui qu'Alex.
    Après s'être déplacé de 2 cases, il se retrouve sur une case adjacente. Il inflige
    alors des blessures à Steve (-2). [...] Alex se trouve déjà à portée d'attaque du
    Ghast (2). Ce dernier ne se déplace donc pas. Il inflige directement 2 blessures à
    Alex. L'Enderman porte une valeur différente et n'est donc pas activé. »"""
    fields = base(
        chars=f"{sq(2, 1)}:6/{sq(4, 1)}:6",
        monsters=f"magma_cube3@{sq(2, 4)},ghast3@{sq(4, 3)},enderman1@{sq(0, 5)}",
    )
    state = rolled(fields, monster=3)
    assert phase(state) == "activate"
    # the two monsters showing a 3, in the order the team chooses; not the enderman
    assert ids(state) == {f"0:activate:{mid('magma_cube3')}", f"0:activate:{mid('ghast3')}"}
    events = play(state, f"0:activate:{mid('magma_cube3')}")
    assert monsters(state)["magma_cube3"] == sq(2, 2)  # 2 squares, beside Steve
    # the ghast, the last one left, activates by itself
    assert len([e for e in events if e.msg == "pd.event.activate"]) == 2
    assert monsters(state)["ghast3"] == sq(4, 3)  # already in range: it stays
    assert (hp(state, STEVE), hp(state, ALEX)) == (4, 4)
    assert monsters(state)["enderman1"] == sq(0, 5)
    assert phase(state) == "actions"


def test_example_1_in_the_other_order_gives_the_same():
    fields = base(
        chars=f"{sq(2, 1)}:6/{sq(4, 1)}:6",
        monsters=f"magma_cube3@{sq(2, 4)},ghast3@{sq(4, 3)},enderman1@{sq(0, 5)}",
    )
    state = rolled(fields, monster=3)
    play(state, f"0:activate:{mid('ghast3')}")
    # the last monster left activates by itself
    assert phase(state) == "actions"
    assert (hp(state, STEVE), hp(state, ALEX)) == (4, 4)
    assert monsters(state)["magma_cube3"] == sq(2, 2)


def test_example_2_a_1_activates_all_three():
    """« Le 1 au dé active les trois monstres sur le plateau. Alex & Steve décident
    d'activer l'Enderman en premier. À cause des cases Lave et occupées, il ne peut se
    diriger vers personne. Ils activent ensuite le Cube de Magma. Après une case, il se
    retrouve à la fois à côté d'Alex et de Steve : il attaque ! Alex et Steve peuvent
    choisir qui d'entre eux subit les 2 blessures [...] Ils ne peuvent pas se les
    répartir ! Pour finir, le Ghast se déplace, mais n'a personne à sa portée et ne peut
    pas attaquer. »

    The enderman stands on spawner 1 (r0 c5): lava on its left, a magma cube (a 2) below
    it, the face-down board on its right."""
    fields = base(
        chars=f"{sq(2, 2)}:6/{sq(1, 3)}:6",  # Steve on r2 c2, Alex on r1 c3
        monsters=(
            f"enderman1@{sq(0, 5)},magma_cube2@{sq(1, 5)},magma_cube1@{sq(0, 2)},ghast1@{sq(4, 0)}"
        ),
    )
    state = rolled(fields, monster=1)
    assert ids(state) == {
        f"0:activate:{mid('enderman1')}",
        f"0:activate:{mid('magma_cube1')}",
        f"0:activate:{mid('ghast1')}",
    }
    play(state, f"0:activate:{mid('enderman1')}")
    assert monsters(state)["enderman1"] == sq(0, 5)  # it cannot head for anyone
    assert (hp(state, STEVE), hp(state, ALEX)) == (6, 6)
    play(state, f"0:activate:{mid('magma_cube1')}")
    if phase(state) == "target":  # both are 1 square away: the team picks its target
        assert ids(state) == {"0:target:0", "0:target:1"}
        play(state, "0:target:1")
    assert monsters(state)["magma_cube1"] == sq(1, 2)  # beside both
    # the team chooses who takes the 2 damage; no sharing
    assert phase(state) == "victim"
    assert ids(state) == {"0:victim:0", "0:victim:1"}
    play(state, "0:victim:0")
    assert (hp(state, STEVE), hp(state, ALEX)) == (4, 6)
    # the ghast (last) moves one square toward Steve, still out of range (2)
    ghast = monsters(state)["ghast1"]
    assert ghast in (sq(3, 0), sq(4, 1))
    assert (hp(state, STEVE), hp(state, ALEX)) == (4, 6)
    assert phase(state) == "actions"


def test_example_2_the_other_victim():
    fields = base(
        chars=f"{sq(2, 2)}:6/{sq(1, 3)}:6",
        monsters=(
            f"enderman1@{sq(0, 5)},magma_cube2@{sq(1, 5)},magma_cube1@{sq(0, 2)},ghast1@{sq(4, 0)}"
        ),
    )
    state = rolled(fields, monster=1)
    play(state, f"0:activate:{mid('magma_cube1')}")
    if phase(state) == "target":
        play(state, "0:target:0")
    play(state, "0:victim:1")
    assert (hp(state, STEVE), hp(state, ALEX)) == (6, 4)


def test_example_3_no_monster_of_that_value_spawns_the_head_of_the_queue():
    """« Alex obtient un 2 au dé. Sur le plateau ne se trouve aucun monstre de valeur 2.
    Il prend donc le premier monstre de la file d'attente et le place sur la case
    Générateur de Monstres libre la plus proche de son personnage. Il ne se passe rien
    d'autre. »

    Alex (seat 1, r1 c3) has spawner 2 (r2 c2) taken by a monster; spawner 1 (r0 c5) is
    3 squares away as the crow flies but 5 on foot round the lava, spawner 3 (r3 c5) 4 on
    foot: the new monster goes on spawner 3."""
    fields = base(
        turn=1,
        chars=f"{sq(4, 0)}:6/{sq(1, 3)}:6",
        monsters=f"magma_cube1@{sq(2, 2)},ghast3@{sq(4, 5)}",
        queue="enderman2,ghast1",
    )
    state = rolled(fields, monster=2)
    assert monsters(state) == {
        "magma_cube1": sq(2, 2),
        "ghast3": sq(4, 5),
        "enderman2": sq(3, 5),
    }
    assert queue(state) == ["ghast1"]
    # nothing else: nobody moved, nobody hurt, the turn goes on to the actions
    assert (hp(state, STEVE), hp(state, ALEX)) == (6, 6)
    assert phase(state) == "actions"


def test_a_spawned_monster_is_not_activated():
    """« Le nouveau monstre généré n'est pas activé, juste placé. » A ghast (a 2) spawned
    within range of Alex does not attack."""
    fields = base(
        turn=1,
        chars=f"{sq(4, 0)}:6/{sq(2, 1)}:6",
        monsters=f"magma_cube1@{sq(4, 4)}",
        queue="ghast2",
    )
    state = rolled(fields, monster=2)
    assert monsters(state)["ghast2"] == sq(2, 2)
    assert hp(state, ALEX) == 6
    assert phase(state) == "actions"


def test_equally_near_spawners_are_the_players_choice():
    """« Si plusieurs d'entre elles sont libres, vous êtes obligé de choisir la plus
    proche de votre personnage. » Two spawners at the same distance: the seat chooses."""
    # Steve on the soul sand r3 c3: spawner 2 (r2 c2) and spawner 3 (r3 c5) are both 2
    # squares away, spawner 1 (r0 c5) much further
    fields = base(chars=f"{sq(3, 3)}:6/{sq(4, 0)}:6", monsters="-", queue="hoglin1,ghast2")
    state = rolled(fields, monster=3)
    assert phase(state) == "spawn"
    assert ids_of(state, "0:spawn:") == {f"0:spawn:{sq(2, 2)}", f"0:spawn:{sq(3, 5)}"}
    play(state, f"0:spawn:{sq(3, 5)}")
    assert monsters(state) == {"hoglin1": sq(3, 5)}
    assert queue(state) == ["ghast2"]


def test_no_free_spawner_no_new_monster():
    """« Si aucune case Générateur de Monstres n'est libre, vous avez de la chance :
    aucun nouveau monstre ne surgit. Dans ce cas, la file d'attente ne change pas. »"""
    fields = base(
        chars=f"{sq(2, 2)}:6/{sq(4, 0)}:6",  # Steve stands on spawner 2
        monsters=f"magma_cube1@{sq(0, 5)},ghast1@{sq(3, 5)}",
        queue="enderman2,ghast2",
    )
    state = rolled(fields, monster=3)
    assert queue(state) == ["enderman2", "ghast2"]
    assert set(monsters(state)) == {"magma_cube1", "ghast1"}
    assert phase(state) == "actions"


def test_a_monster_hits_only_one_character_per_activation():
    """« Un monstre ne peut infliger de blessures qu'à un seul personnage dans le même
    tour. » Both characters on one square beside a magma cube: one victim only."""
    fields = base(
        chars=f"{sq(2, 3)}:6/{sq(2, 3)}:6",
        monsters=f"magma_cube2@{sq(1, 3)}",
    )
    state = rolled(fields, monster=2)
    assert ids(state) == {"0:victim:0", "0:victim:1"}
    play(state, "0:victim:1")
    assert (hp(state, STEVE), hp(state, ALEX)) == (6, 4)


def test_armour_hearts_go_first():
    """« Vous devez d'abord retirer les cœurs de vos pièces d'armure (= Objets avec un
    cœur) avant de perdre ceux de votre piste de PV. » The leather tunic's heart first,
    then 1 from the life track; the emptied tunic is damaged."""
    fields = base(
        items="leather_tunic+1,stone_sword/leather_boots",
        chars=f"{sq(2, 3)}:6/{sq(4, 0)}:6",
        monsters=f"magma_cube2@{sq(1, 3)}",
    )
    state = rolled(fields, monster=2)
    assert hp(state, STEVE) == 5
    tunic = items(state, STEVE)[0]
    assert tunic["hearts"] == 0 and tunic["damaged"]


def test_the_character_hit_spreads_the_wounds_over_its_armours():
    """« Vous devez d'abord retirer les cœurs de vos pièces d'armure [...] avant de perdre
    ceux de votre piste de PV » and (« Armures ») « Si vous disposez de plusieurs
    armures, vous pouvez répartir les blessures comme vous le voulez. » The magma cube
    hits Alex during Steve's turn: Alex, with a tunic and a chestplate, takes the 2
    wounds heart by heart where she wants (here both on the chestplate), then Steve
    plays on."""
    fields = base(
        items="leather_boots,stone_sword/leather_tunic+1,iron_chestplate+3",
        chars=f"{sq(4, 0)}:6/{sq(2, 3)}:6",
        monsters=f"magma_cube2@{sq(1, 3)}",
    )
    state = rolled(fields, monster=2)
    assert phase(state) == "wound" and state.to_move() == ALEX
    assert ids(state) == {"1:wound:0", "1:wound:1", "1:wound:auto"}
    play(state, "1:wound:1")
    assert state.to_move() == ALEX  # one wound left: still her choice
    play(state, "1:wound:1")
    tunic, chestplate = items(state, ALEX)
    assert (tunic["hearts"], chestplate["hearts"], hp(state, ALEX)) == (1, 1, 6)
    assert not tunic["damaged"] and not chestplate["damaged"]
    assert phase(state) == "actions" and state.to_move() == STEVE


def test_the_armour_first_even_when_the_spread_is_chosen():
    """« Vous devez d'abord retirer les cœurs de vos pièces d'armure » : no choice puts
    a wound on the life track while an armour keeps a heart (the tunic emptied, the
    second wound goes on the chestplate by itself); 2 wounds on two armours of 1 heart
    empty both, with nothing to choose."""
    fields = base(
        items="leather_boots,stone_sword/leather_tunic+1,iron_chestplate+3",
        chars=f"{sq(4, 0)}:6/{sq(2, 3)}:6",
        monsters=f"magma_cube2@{sq(1, 3)}",
    )
    state = rolled(fields, monster=2)
    play(state, "1:wound:0")  # the tunic empties: only the chestplate is left to choose
    tunic, chestplate = items(state, ALEX)
    assert tunic["damaged"] and chestplate["hearts"] == 2 and hp(state, ALEX) == 6
    fields = base(
        items="leather_boots,stone_sword/leather_tunic+1,iron_chestplate+1",
        chars=f"{sq(4, 0)}:6/{sq(2, 3)}:6",
        monsters=f"magma_cube2@{sq(1, 3)}",
    )
    state = rolled(fields, monster=2)
    assert phase(state) == "actions"  # 2 wounds, 2 hearts: nothing to choose
    assert all(i["damaged"] for i in items(state, ALEX)) and hp(state, ALEX) == 6


def test_two_wounds_may_empty_the_chestplate_and_spare_the_tunic():
    """« Si vous disposez de plusieurs armures, vous pouvez répartir les blessures comme
    vous le voulez. » The magma cube's 2 wounds on Alex's tunic (1 heart) and chestplate
    (2 hearts left): she may put both on the chestplate and keep the tunic's heart,
    rather than one on each as suggested."""
    fields = base(
        items="leather_boots,stone_sword/leather_tunic+1,iron_chestplate+2",
        chars=f"{sq(4, 0)}:6/{sq(2, 3)}:6",
        monsters=f"magma_cube2@{sq(1, 3)}",
    )
    state = rolled(fields, monster=2)
    assert phase(state) == "wound" and state.to_move() == ALEX
    play(state, "1:wound:1", "1:wound:1")
    tunic, chestplate = items(state, ALEX)
    assert (tunic["hearts"], tunic["damaged"]) == (1, False)
    assert (chestplate["hearts"], chestplate["damaged"]) == (0, True)
    assert hp(state, ALEX) == 6 and phase(state) == "actions"


def test_identical_armours_left_alike_either_way_are_not_a_choice():
    """« vous pouvez répartir les blessures comme vous le voulez » : Alex's two iron
    chestplates, with 1 and 2 hearts left, take the magma cube's 2 wounds; whichever way
    they are spread, one chestplate keeps 1 heart and the other is emptied, so she is not
    asked (RULES.md A6) and Steve plays on."""
    fields = base(
        items="leather_boots,stone_sword/iron_chestplate+1,iron_chestplate+2",
        chars=f"{sq(4, 0)}:6/{sq(2, 3)}:6",
        monsters=f"magma_cube2@{sq(1, 3)}",
    )
    state = rolled(fields, monster=2)
    assert phase(state) == "actions" and state.to_move() == STEVE
    left = sorted((i["hearts"], i["damaged"]) for i in items(state, ALEX))
    assert left == [(0, True), (1, False)] and hp(state, ALEX) == 6


def test_monsters_do_not_enter_lava_flyers_do():
    """« Ils ne peuvent pas se déplacer sur des cases Lave [...] Exception : les Ghasts
    volants et le Brasier Volant peuvent flotter au-dessus des cases Lave. » Steve alone
    beyond the lava on r0 c5; a magma cube on r1 c2 goes round by r1 c3, r2 c3 (its way
    to r1 c5 is 5 squares); a ghast on r0 c2 floats onto the lava r0 c3 and is then in
    range."""
    fields = base(
        players=1,
        items="leather_boots,stone_sword",
        chars=f"{sq(0, 5)}:6",
        monsters=f"magma_cube1@{sq(1, 2)},ghast1@{sq(0, 2)}",
    )
    state = rolled(fields, monster=1)
    play(state, f"0:activate:{mid('magma_cube1')}")
    assert monsters(state)["magma_cube1"] == sq(2, 3)
    # the ghast activates last, by itself
    assert monsters(state)["ghast1"] == sq(0, 3)  # over the lava
    assert hp(state, STEVE) == 4  # 2 squares: in range, 2 damage (not 4: the cube is far)


def test_monsters_cannot_pass_through_occupied_squares():
    """« Un autre monstre ne peut ni s'arrêter, ni passer par une case occupée. » The
    enderman (5 moves) on r0 c2 heads for Steve (r2 c3); its short way by r1 c2 is taken
    by a ghast (a 3), r1 c3 is shut in by lava, the ghast and Steve: it goes round by
    the start strip, 4 squares, to r2 c2 and hits Steve. Alex, in a corner, is further."""
    fields = base(
        chars=f"{sq(2, 3)}:6/{sq(4, 0)}:6",
        monsters=f"enderman2@{sq(0, 2)},ghast3@{sq(1, 2)}",
    )
    state = rolled(fields, monster=2)
    assert monsters(state)["enderman2"] == sq(2, 2)
    assert (hp(state, STEVE), hp(state, ALEX)) == (4, 6)


def test_the_boss_blocks_other_monsters_too():
    """« Un autre monstre ne peut ni s'arrêter, ni passer par une case occupée » : the
    boss's square as well. The enderman of the example above, the boss (easy Wildfire)
    on r1 c2 in the ghast's place: activated first, the enderman goes round by the start
    strip to r2 c2, not by r1 c2 to r1 c3; the boss then hits Steve from where it
    stands."""
    fields = base(
        chars=f"{sq(2, 3)}:6/{sq(4, 0)}:6",
        monsters=f"enderman2@{sq(0, 2)}",
        boss_hp=f"20@{sq(1, 2)}",
    )
    state = rolled(fields, monster=2)
    assert ids(state) == {f"0:activate:{mid('enderman2')}", "0:activate:boss"}
    play(state, f"0:activate:{mid('enderman2')}")
    assert monsters(state)["enderman2"] == sq(2, 2)
    assert hp(state, STEVE) == 2  # the enderman's 2, the Wildfire's 2 (a 2 on the die)


def test_a_monster_with_nobody_in_reach_moves_its_full_move():
    """« Déplacez le monstre activé en suivant le plus court chemin, case par case,
    jusqu'à ce qu'il se soit déplacé du nombre de cases indiqué » : a magma cube (2)
    far from everyone walks exactly 2 squares along its shortest way and does not
    attack."""
    fields = base(
        chars=f"{sq(4, 0)}:6/{sq(4, 0)}:6",
        monsters=f"magma_cube2@{sq(0, 5)}",
    )
    state = rolled(fields, monster=2)
    # from r0 c5 the only way out is down: r1 c5, r2 c5
    assert monsters(state)["magma_cube2"] == sq(2, 5)
    assert (hp(state, STEVE), hp(state, ALEX)) == (6, 6)
