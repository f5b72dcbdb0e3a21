"""Minecraft: Portal Dash (Ulrich Blum with Daniel Greiner; Ravensburger / Mojang
Studios 2022): a co-operative game for 1 to 4 players. Cross the Nether board by board,
mine the resource cube for its coloured blocks, fulfil the Piglins' three missions in
time, reveal the portal and defeat its boss.

>>> import meeple
>>> state = meeple.load("portal-dash").setup({"players": 2}, seed=1)
>>> state.action_id(state.legal_actions()[0]), len(state.path)
('0:place:0', 2)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from meeple.engine import Game, GameInfo, InvalidConfig
from meeple.engine.game import Option
from meeple.engine.hints import SearchHints
from meeple.engine.i18n import add_catalog_dir
from meeple.games.portal_dash import notation as pd_notation
from meeple.games.portal_dash import tensor as pd_tensor
from meeple.games.portal_dash import view as pd_view
from meeple.games.portal_dash import why as pd_why
from meeple.games.portal_dash.actions import ACTION_BOUND
from meeple.games.portal_dash.bot import BOTS
from meeple.games.portal_dash.levels import BOARD_CHOICES, LEVEL_CHOICES
from meeple.games.portal_dash.monsters import BOSS_KINDS, BOSS_SIDES, EXTRA_KINDS
from meeple.games.portal_dash.rules import PortalState, new_game
from meeple.games.portal_dash.space import action_space, config_space

add_catalog_dir(Path(__file__).with_name("locale"))
HINTS = SearchHints(guide=BOTS["heuristic"])

# The step cap. Random play (200 games per player count, levels 1 and 5, 8 custom boards)
# lasts 40-62 steps on average and 238 at most; the strong bots on 8 boards 236-339 and
# 457. A game ends when the cube runs out at the latest, but a turn's monsters, items
# and blocks make no tight bound: MAX_STEPS stops only a game gone wrong.
MAX_STEPS = 2_000


class PortalDash(Game[PortalState], views=pd_view, notation=pd_notation, tensor=pd_tensor):
    info = GameInfo(
        id="portal-dash",
        name={"en": "Minecraft: Portal Dash", "fr": "Minecraft: Portal Dash"},
        min_players=1,
        max_players=4,
        utility="cooperative",
        information="imperfect",
        chance="play",
        action_bound=ACTION_BOUND,
        # the face-down path boards, the order of the item deck, the colours of the
        # blocks of the cube that show no face (PortalState.resample redraws them)
        hidden=("path", "deck", "cube"),
        # 2: the character hit spreads the wounds over its armours itself (was: the
        # emptiest armour first), and leggings repaired by a grey block or an
        # enchantment may be turned (was: only by the basic repair)
        rules_version=2,
        description={
            "en": "Together, cross the Nether: mine the resource cube, fight its monsters,"
            " fulfil the Piglins' missions before the cube runs out, then reveal the"
            " portal and defeat its boss. Levels 1 to 5, or build your own.",
            "fr": "Ensemble, traversez le Nether : exploitez le grand cube de ressources,"
            " combattez ses monstres, accomplissez les missions Piglins avant qu'il ne"
            " s'épuise, puis révélez le Portail et vainquez son Boss. Niveaux 1 à 5, ou"
            " le vôtre.",
        },
        options=(
            Option("level", 1, LEVEL_CHOICES, help="1-5 as the rulebook sets them, or custom"),
            Option("boards", 2, BOARD_CHOICES, help="custom: path boards (2-8)"),
            Option(
                "monsters",
                None,
                EXTRA_KINDS,
                kind="set",
                help="custom: extra monster kinds (hoglin, blaze, wither_skeleton)",
            ),
            Option(
                "boss",
                "ancient_hoglin",
                BOSS_KINDS,
                help="level 3 and custom: the boss (level 3 = level 2 plus blazes by default)",
            ),
            Option("boss_side", "easy", BOSS_SIDES, help="custom: the boss sheet's side"),
        ),
    )

    new_state = new_game
    state_class = PortalState

    def check_rules_config(self, config: dict[str, Any]) -> None:
        level = config.get("level")
        if isinstance(level, str) and level.isdigit():
            config["level"] = int(level)
        if config["level"] not in LEVEL_CHOICES:
            raise InvalidConfig(f"level must be one of 1-5 or custom, not {level!r}")
        if config.get("monsters") is None:
            config["monsters"] = []
        boards = config.get("boards")
        if isinstance(boards, str) and boards.isdigit():
            config["boards"] = int(boards)

    # uniform playouts lose nearly every game: the heuristic's move leads the search
    hints = HINTS

    def bots(self) -> Mapping[str, Any]:
        return BOTS

    def action_space(self, config: Mapping[str, Any]) -> Sequence[int]:
        return _action_space(*config_space(config))

    def max_steps(self, config: Mapping[str, Any]) -> int:
        return MAX_STEPS

    def why_not(
        self, state: PortalState, seat: int | None, target: str
    ) -> tuple[str, dict[str, Any]]:
        # a finished game and another seat's decision come first: the engine's words
        if seat is None or state.to_move() is None or seat != state.to_move():
            return super().why_not(state, seat, target)
        return pd_why.why_not(state, seat, target) or super().why_not(state, seat, target)


@lru_cache(maxsize=64)  # by the player count, the path's length and the extra monsters
def _action_space(players: int, boards: int, extra: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(action_space(players, boards, extra))
