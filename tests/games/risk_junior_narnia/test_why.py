"""Why a click does nothing (``State.why_not``): reasons from the rules, never a secret."""

from __future__ import annotations

from meeple.engine import Rng
from meeple.games.risk_junior_narnia.board import IDS
from tests.games.risk_junior_narnia.helpers import crossings, ids, position, setup


def _far(tid: str) -> str:
    """A territory that is neither ``tid`` nor next to it."""
    near = set(crossings(tid)) | {tid}
    state = position(players=3, board=f"{tid}:red:3+1", rest="witch:2+0")
    return next(t["id"] for t in state.view(None)["territories"] if t["id"] not in near)


def _continue(armies: str = "3+1"):
    return position(
        players=3,
        board=f"telmar:red:{armies}",
        rest="witch:2+0",
        turn="red",
        phase="continue",
        battle="telmar",
    )


def test_going_on_only_to_a_neighbour():
    state = _continue()
    far = _far("telmar")
    assert not any(f":move:{far}:" in a for a in ids(state))
    assert state.why_not(1, f"territory:{far}").endswith(
        "is not next to Telmar: an attack goes on only to a neighbouring territory."
    )
    assert "n'est pas voisin de Telmar" in state.why_not(1, f"territory:{far}", "fr")
    assert state.why_not(1, "territory:telmar").startswith("Your armies are already on Telmar")


def test_an_attack_needs_two_armies():
    state = _continue("1+0")
    near = sorted(crossings("telmar"))[0]
    assert state.why_not(1, f"territory:{near}") == (
        "An attack needs at least 2 armies on Telmar: one must stay behind."
    )
    assert state.why_not(1, f"territory:{near}", "fr") == (
        "Une attaque demande au moins 2 armées sur Telmar : une doit rester."
    )


def test_a_target_of_the_other_side_only():
    state = position(
        players=3,
        board="telmar:red:2+0,beruna:blue:2+0",
        rest="witch:2+0",
        turn="red",
        phase="target",
    )
    assert state.why_not(1, "territory:beruna") == (
        "Beruna is held by your own side: attack a territory of the other side."
    )


def test_camps_go_on_your_own_territories():
    state = setup(players=3, seed=3)
    while state.phase != 1:  # the camps' round (phase camp)
        state.apply(state.legal_actions()[0])
    seat = state.to_move()
    other = next(t for t in range(len(IDS)) if state.owner[t] != state.colour)
    assert not any(a.endswith(f":{IDS[other]}") for a in ids(state))
    assert state.why_not(seat, f"territory:{IDS[other]}").startswith(
        "A camp goes only on a territory"
    )


def test_kept_cards_when_and_whose():
    placing = position(
        players=3,
        board="telmar:witch:2+0,beruna:red:3+0",
        rest="witch:2+0",
        turn="red",
        phase="place",
        battle="telmar",
        kept="red:fog,witch:horn",
    )
    assert "1:play:fog" in ids(placing)
    assert placing.why_not(1, "card:horn") == "Red does not hold the card Susan's Horn."
    assert placing.why_not(1, "card:horn", "fr") == "Rouge n'a pas cette carte : Le Cor de Susan."
    drawing = position(
        players=3,
        board="telmar:witch:2+0,beruna:red:3+0",
        rest="witch:2+0",
        turn="red",
        phase="territory",
        kept="red:fog",
    )
    assert drawing.why_not(1, "card:fog").startswith("Kept Narnia cards are played once")
    assert drawing.why_not(1, "territory:telmar") == (
        "Draw a territory card first: it says where Red attacks."
    )


def test_a_character_taken_is_gone():
    state = setup(players=3, seed=3)
    first = state.legal_actions()[0]
    taken = state.action_id(first).split(":")[-1]
    state.apply(first)
    assert state.to_move() == 2
    assert state.why_not(2, f"character:{taken}").endswith("is already taken by Red.")
    assert state.why_not(2, f"character:{taken}", "fr").endswith("est déjà pris par Rouge.")


def test_not_your_turn_and_over_fall_back_to_the_engine():
    state = _continue()
    assert state.why_not(0, "territory:telmar").startswith("It is ")


def test_no_hidden_card_in_a_reason():
    """With hidden cards, every reason a seat gets is the same in any world it cannot
    tell from this one."""
    state = setup(players=3, seed=11, hidden_cards=True)
    targets = [f"card:{slug}" for slug in ("fog", "horn", "shield", "charge")]
    targets += ["deck:narnia", "deck:territory", "dice", "army:faun"]
    for _ in range(120):
        seat = state.to_move()
        if seat is None:
            break
        rng = Rng(7)
        for other in range(3):
            for target in targets:
                want = state.why_not(other, target)
                for _ in range(2):
                    assert state.resample(other, rng).why_not(other, target) == want
        state.apply(state.legal_actions()[-1])
