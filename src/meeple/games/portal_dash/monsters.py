"""The monsters and the two bosses of Portal Dash as data (the French glossary, §XI).

Every value here comes from the glossary except the die numbers: each of the 6 kinds has
3 copies numbered 1, 2 and 3 (facts §8: copies carry different numbers, as the
rulebook's examples show), and the boss's attacks are taken in the printed order for the
die values 1, 2, 3 (facts §9, inferred). ``range`` is the attack range counted in
orthogonal squares (1 = a neighbouring square); ``immune`` lists the weapon kinds that
cannot hit the monster; ``special``: ``push`` (the hoglin pushes its victim onto a free
neighbouring square, +1 damage on magma), ``all_in_range`` (the blaze hits every
character in range), ``damage_item`` (the wither skeleton damages one available item).

>>> MONSTERS["enderman"].move, MONSTERS["ghast"].immune
(5, ('sword',))
>>> BOSSES["wildfire", "hard"].attacks[0].all_in_range
True
"""

from __future__ import annotations

from typing import NamedTuple


class Monster(NamedTuple):
    kind: str
    hp: int
    move: int
    range: int
    damage: int
    flying: bool = False
    immune: tuple[str, ...] = ()
    special: str = ""


MONSTERS: dict[str, Monster] = {
    m.kind: m
    for m in (
        Monster("magma_cube", hp=2, move=2, range=1, damage=2),
        Monster("ghast", hp=2, move=1, range=2, damage=2, flying=True, immune=("sword",)),
        Monster("enderman", hp=3, move=5, range=1, damage=2, immune=("bow",)),
        Monster("hoglin", hp=4, move=3, range=1, damage=2, special="push"),
        Monster("blaze", hp=4, move=0, range=2, damage=2, special="all_in_range"),
        Monster("wither_skeleton", hp=4, move=2, range=1, damage=2, special="damage_item"),
    )
}
BASE_KINDS: tuple[str, ...] = ("magma_cube", "ghast", "enderman")
EXTRA_KINDS: tuple[str, ...] = ("hoglin", "blaze", "wither_skeleton")
# the die numbers printed on the 3 copies of every kind
NUMBERS: tuple[int, ...] = (1, 2, 3)
# setup: the first board's spawners 1, 2, 3 take a random magma cube, ghast, enderman
FIRST_SPAWNS: tuple[str, ...] = ("magma_cube", "ghast", "enderman")
# every figure as (kind, number)
FIGURES: tuple[tuple[str, int], ...] = tuple(
    (kind, n) for kind in (*BASE_KINDS, *EXTRA_KINDS) for n in NUMBERS
)


class BossAttack(NamedTuple):
    damage: int
    all_in_range: bool = False
    ignore_armour: bool = False
    push: bool = False
    damage_item: bool = False
    remove_block: bool = False


class Boss(NamedTuple):
    kind: str
    side: str
    hp: int
    move: int
    range: int
    flying: bool
    # the attack for the monster die's value 1, 2, 3 (index value - 1)
    attacks: tuple[BossAttack, BossAttack, BossAttack]


BOSS_KINDS: tuple[str, ...] = ("wildfire", "ancient_hoglin")
BOSS_SIDES: tuple[str, ...] = ("easy", "hard")

BOSSES: dict[tuple[str, str], Boss] = {
    (b.kind, b.side): b
    for b in (
        Boss(
            "wildfire",
            "easy",
            hp=20,
            move=2,
            range=3,
            flying=True,
            attacks=(BossAttack(1), BossAttack(2), BossAttack(3)),
        ),
        Boss(
            "wildfire",
            "hard",
            hp=25,
            move=2,
            range=3,
            flying=True,
            attacks=(
                BossAttack(1, all_in_range=True),
                BossAttack(2, damage_item=True),
                BossAttack(3, remove_block=True),
            ),
        ),
        Boss(
            "ancient_hoglin",
            "easy",
            hp=20,
            move=3,
            range=1,
            flying=False,
            attacks=(BossAttack(2), BossAttack(3), BossAttack(4)),
        ),
        Boss(
            "ancient_hoglin",
            "hard",
            hp=25,
            move=3,
            range=1,
            flying=False,
            attacks=(
                BossAttack(2, ignore_armour=True),
                BossAttack(3, push=True),
                BossAttack(4, remove_block=True),
            ),
        ),
    )
}
