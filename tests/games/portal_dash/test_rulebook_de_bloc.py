"""§V « Le dé Bloc »: « 1. Le bloc doit être « disponible », c'est-à-dire que sa face
supérieure et au moins deux autres faces doivent être visibles. Au début du jeu, seuls
les 4 blocs des coins supérieurs sont disponibles. 2. Le bloc doit correspondre à la
couleur indiquée par le dé. 3. Vous devez retirer un bloc libre de cette couleur de la
couche la plus haute possible. [...] 4. Cas particulier « ? » [...] Si la couleur
indiquée par le dé Bloc n'est disponible sur aucune couche, vous avez de la chance et
n'êtes pas obligés d'en utiliser un. Un « ? », par contre, vous oblige toujours à retirer
un bloc. »

« Jetez-le ensuite dans le gabarit : il est considéré comme « utilisé » »: the die's block
goes straight into the frame (RULES.md A1: no colour function, no Piglin column; being
"lucky" to take none only makes sense for a pure cost).

Cells are ``z*16 + y*4 + x`` (z = 0 the top layer); the corners of the top layer are 0,
3, 12 and 15. Nobody stands near a monster and the queue is empty, so the monster die
does nothing."""

from __future__ import annotations

from typing import Any

from meeple.engine import State
from tests.games.portal_dash.rulebook import (
    ids,
    ids_of,
    phase,
    play,
    position,
    rolled,
    view,
)


def cube(top: str, second: str = "g" * 16) -> str:
    return "/".join([top, second, "g" * 16, "g" * 16])


def fields(cube_text: str) -> dict[str, Any]:
    return dict(
        players=2,
        path="1,2",
        revealed="1100",
        chars="0:6/0:6",
        monsters="-",
        queue="-",
        turn=0,
        cube=cube_text,
    )


def test_at_the_start_only_the_four_top_corners_are_available():
    state = position(players=2, seed=5, chars="0:6/1:6", stack="actions", left=2)
    play(state, "0:mine")
    assert ids_of(state, "0:take:") == {"0:take:0", "0:take:3", "0:take:12", "0:take:15"}
    cells = view(state)["cube"]["cells"]
    assert [i for i, c in enumerate(cells) if c["available"]] == [0, 3, 12, 15]


def test_a_block_taken_makes_the_one_below_and_its_neighbours_available():
    """« sa face supérieure et au moins deux autres faces doivent être visibles »: the die
    takes corner 3 (the only red); its two neighbours on the top layer (2, 7) now show two
    sides, and the corner under it (19) its top and two outer sides, while corner 0
    still stands on the top layer."""
    state = rolled(fields(cube("gggrgggggggggggg")), monster=1, block=("red",))
    assert view(state)["cube"]["cells"][3] is None
    play(state, "0:mine")
    expected = {0, 2, 7, 12, 15, 19}
    assert ids_of(state, "0:take:") == {f"0:take:{i}" for i in expected}
    cells = view(state)["cube"]["cells"]
    assert {i for i, c in enumerate(cells) if c and c["available"]} == expected


def test_the_die_takes_its_colour_among_the_available_blocks():
    # red on corners 0 and 3; red also inside (cell 5), which is not available
    state = rolled(fields(cube("rggrgrgggggggggg")), monster=1, block=("red",))
    assert phase(state) == "block"
    assert ids(state) == {"0:block:0", "0:block:3"}
    play(state, "0:block:3")
    assert view(state)["cube"]["cells"][3] is None
    # straight into the frame, unused: the turn goes on to the actions
    assert view(state)["frame_colours"]["red"] == 1
    assert phase(state) == "actions"


def test_a_single_choice_is_taken_at_once_into_the_frame():
    state = rolled(fields(cube("rggggggggggggggg")), monster=1, block=("red",))
    assert view(state)["cube"]["cells"][0] is None
    assert view(state)["cube"]["left"] == 63
    assert view(state)["frame_colours"] == {"red": 1, "grey": 0, "gold": 0, "brown": 0, "black": 0}
    assert phase(state) == "actions"


def test_the_highest_layer_that_has_the_colour():
    # gold: corner 3 of the top layer and cell 16 under the taken corner 0
    top = ".ggy" + "g" * 12
    state = rolled(fields(cube(top, "y" + "g" * 15)), monster=1, block=("gold",))
    assert view(state)["cube"]["cells"][3] is None  # the top one, not cell 16
    assert view(state)["cube"]["cells"][16] is not None
    # no gold left on top: the die goes down a layer
    top = ".ggg" + "g" * 12
    state = rolled(fields(cube(top, "y" + "g" * 15)), monster=1, block=("gold",))
    assert view(state)["cube"]["cells"][16] is None


def test_a_colour_available_nowhere_takes_no_block():
    # black exists (cell 5) but is not available: lucky, no block
    state = rolled(fields(cube("ggggrkgggggggggg")), monster=1, block=("black",))
    assert view(state)["cube"]["left"] == 64
    assert phase(state) == "actions"


def test_the_question_mark_always_takes_a_block_from_the_highest_layer():
    state = rolled(fields(cube("rggkggggggggyggb")), monster=1, block=("any",))
    assert ids(state) == {"0:block:0", "0:block:3", "0:block:12", "0:block:15"}
    # one block left on top (cell 5, all sides open): "?" must take it, not one below
    top = "....." + "g" + "." * 10
    state = rolled(fields(cube(top)), monster=1, block=("any",))
    assert view(state)["cube"]["cells"][5] is None
    assert view(state)["cube"]["layers"][1] == 16


def test_hidden_blocks_keep_their_colour_secret():
    """The view shows no colour for a block none of whose faces shows (issue 8, hidden
    information): inside the lower layers, until uncovered."""
    state: State = position(players=2, seed=2, chars="0:6/1:6", stack="actions", left=2)
    cells = view(state)["cube"]["cells"]
    inner = [z * 16 + y * 4 + x for z in (1, 2, 3) for y in (1, 2) for x in (1, 2)]
    assert all(cells[i]["colour"] is None for i in inner)
    assert all(cells[i]["colour"] is not None for i in range(64) if i not in inner)
