"""§VIII « Fin d'un tour de jeu & Révéler »: « Si l'un de vos personnages se trouve sur
une case adjacente à un plateau encore face cachée, vous pouvez décider ensemble, si vous
souhaitez le retourner entre deux tours. [...] 2. Placez un Coffre de la réserve sur
chaque nouvelle case [Coffre]. 3. Remplissez toutes les cases Générateur de Monstres
dévoilées avec des monstres de la file d'attente. Placez le premier monstre de la file
sur le Générateur de plus petite valeur. » ; « Plateau Portail [...] vous ne pourrez
retourner ce plateau qu'une fois les 3 missions Piglins accomplies. Après avoir retourné
ce plateau, placez immédiatement le Boss sur le Portail. »

Path "1,3": the start (columns 0-1), board "1" (2-5) face up, board "3" (6-9) face down,
the portal (10-11). Board "3" has spawners 1 (r0 c8), 2 (r2 c6), 3 (r3 c9) and chests
on r0 c6 and r4 c9."""

from __future__ import annotations

from typing import Any

from meeple.engine import State
from tests.games.portal_dash.rulebook import (
    boss,
    ids,
    monsters,
    phase,
    piglin_notation,
    play,
    position,
    queue,
    sq,
    view,
)


def ending_turn(**fields: Any) -> State:
    """Seat 0 with one action left, a step to play."""
    base: dict[str, Any] = dict(
        players=2,
        path="1,3",
        revealed="1100",
        monsters="-",
        turn=0,
        stack="actions",
        left=1,
        items="leather_boots/leather_boots",
        chars=f"{sq(1, 4)}:6/{sq(0, 0)}:6",
        queue="hoglin1,ghast2,enderman3,magma_cube1",
        chests="-",
    )
    base.update(fields)
    return position(**base)


def test_beside_a_face_down_board_the_team_may_reveal_it():
    state = ending_turn()
    play(state, f"0:step:{sq(1, 5)}")  # last column of board "1"
    assert phase(state) == "reveal"
    assert ids(state) == {"0:reveal", "0:go-on"}


def test_not_beside_it_no_reveal():
    state = ending_turn()
    play(state, f"0:step:{sq(1, 3)}")
    assert phase(state) == "roll"


def test_going_on_keeps_it_face_down():
    state = ending_turn()
    play(state, f"0:step:{sq(1, 5)}", "0:go-on")
    assert phase(state) == "roll" and view(state)["turn"]["seat"] == 1
    assert not view(state)["layout"]["boards"][2]["revealed"]
    assert all(s is None for row in view(state)["layout"]["squares"] for s in row[6:10])


def test_revealing_places_chests_and_fills_spawners_lowest_number_first():
    state = ending_turn(tokens=1)  # only 1 chest token left in the supply
    play(state, f"0:step:{sq(1, 5)}", "0:reveal")
    v = view(state)
    board = v["layout"]["boards"][2]
    assert board["revealed"] and board["id"] == "3"
    assert v["layout"]["squares"][2][6:10] == [".", "L", "L", "M"]
    assert v["layout"]["squares"][1][6:10] == [".", "L", "L", "."]
    # the queue's head on spawner 1, then 2, then 3
    assert monsters(state) == {"hoglin1": sq(0, 8), "ghast2": sq(2, 6), "enderman3": sq(3, 9)}
    assert queue(state) == ["magma_cube1"]
    # one token only: the first chest square
    assert len(v["layout"]["chests"]) == 1
    assert v["layout"]["chests"][0] in (sq(0, 6), sq(4, 9))
    # then the next player rolls; new monsters may be activated by that roll
    assert phase(state) == "roll" and v["turn"]["seat"] == 1


def test_a_short_queue_fills_what_it_can():
    state = ending_turn(queue="blaze2")
    play(state, f"0:step:{sq(1, 5)}", "0:reveal")
    assert monsters(state) == {"blaze2": sq(0, 8)}
    assert queue(state) == []


def full_piglins() -> str:
    return piglin_notation(full="r")


def test_the_portal_only_once_the_three_missions_are_done():
    fields = dict(revealed="1110", chars=f"{sq(1, 8)}:6/{sq(0, 0)}:6")
    state = ending_turn(**fields)
    play(state, f"0:step:{sq(1, 9)}")
    assert phase(state) == "roll"  # missions not done: no choice to reveal
    state = ending_turn(**fields, piglins=full_piglins())
    play(state, f"0:step:{sq(1, 9)}")
    assert ids(state) == {"0:reveal", "0:go-on"}
    play(state, "0:reveal")
    v = view(state)
    assert v["layout"]["boards"][3]["revealed"]
    assert boss(state)["square"] == v["layout"]["portal"] == sq(2, 11)
    assert boss(state)["hp"] == 20
    assert monsters(state) == {}  # no spawner on the portal strip
