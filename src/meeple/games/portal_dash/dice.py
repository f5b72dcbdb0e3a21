"""The dice of Portal Dash as data: the block die, the monster die, the combat dice.

The block die shows the 5 block colours and "?" (``any``) once each and the monster die
1, 2, 3 twice each (facts §5, inferred). The faces of the 6 black combat dice are not
known; designed: ``0 1 1 1 2 2`` (7/6 of a hit per die on average). With it the starting
sword or bow (2 dice) beats a magma cube or a ghast (2 HP) 4 times in 5 (29/36), an
enderman (3 HP) a little less than one time in two (16/36), a 4 HP monster one time in 9:
the team needs the white items for the hoglins, blazes and wither skeletons of the later
levels, and a Netherite sword (6 dice and a reroll, 7 hits on average) needs about 3
attacks on a 20 HP boss. The first design, ``0 0 1 1 1 2``, made every monster a long
fight and the heuristic team lost level 1 to its wounds 19 times in 20 (RULES.md, "The
rebuilt components").

>>> sum(COMBAT_FACES) / len(COMBAT_FACES) == 7 / 6
True
"""

from __future__ import annotations

BLOCK_FACES: tuple[str, ...] = ("red", "grey", "gold", "brown", "black", "any")
MONSTER_FACES: tuple[int, ...] = (1, 1, 2, 2, 3, 3)
COMBAT_FACES: tuple[int, ...] = (0, 1, 1, 1, 2, 2)
COMBAT_DICE = 6  # the dice in the box; more may be rolled by rolling one again (rulebook)
