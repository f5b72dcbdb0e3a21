"""Every meeple game as a PettingZoo AEC environment.

>>> from meeple.adapters.pettingzoo import env
>>> table = env("forbidden-island", players=3)
>>> table.reset(seed=42)
>>> observation, reward, terminated, truncated, info = table.last()
>>> sorted(observation)
['action_mask', 'observation']

``env(game_id, players=..., interjections=..., render_mode=..., **options)`` wraps
:func:`raw_env` in PettingZoo's usual wrappers; ``raw_env`` is the environment itself.
Agents are ``player_0`` ... ``player_<n-1>``, one per seat. The tree is the OpenSpiel
adapter's, without the seed nodes (see :mod:`meeple.adapters.openspiel`):

- ``agent_selection`` is the seat that decides: the seat to move, or a seat offered an
  interjection window (its out-of-turn actions and ``PASS``; :mod:`meeple.adapters.turns`).
- The observation is a dict: ``"observation"``, the game's tensor (``Box(0, 1)``,
  float32, seat-relative), and ``"action_mask"`` (int8, one entry per codec index; all
  zero for an agent not deciding).
- ``reset(seed=s)`` starts a stream of deal seeds (SplitMix64 from ``s``); each reset
  deals the next game from it, so a run of resets is reproducible. ``meeple_seed`` and
  :meth:`MeepleEnv.record` give the meeple record of the game under way.
- Rewards come at the end only (the OpenSpiel adapter's returns); ``terminations`` when
  the game ends, ``truncations`` when the game's step cap stops it; ``infos[agent]``
  then holds the outcome's ``reason``.
"""

from __future__ import annotations

import secrets
from typing import Any

from meeple.adapters.extras import require
from meeple.adapters.table import Position, Table, table_for
from meeple.adapters.tensors import Fresh
from meeple.engine.errors import IllegalAction
from meeple.engine.rng import Rng

np, spaces, AECEnv, wrappers, env_logger = require(
    "numpy",
    "gymnasium.spaces",
    "pettingzoo.utils.env",
    "pettingzoo.utils.wrappers",
    "pettingzoo.utils.env_logger",
)

EnvBase: Any = AECEnv.AECEnv
WrapperBase: Any = wrappers.OrderEnforcingWrapper
STEP_LIMIT = "step-limit"
RENDER_MODES = ("ansi", "human")


def env_name(game_id: str) -> str:
    return "meeple_" + game_id.replace("-", "_") + "_v0"


class MeepleEnv(EnvBase):  # type: ignore[misc]
    """One meeple game as a native AEC environment (see the module docstring)."""

    def __init__(
        self,
        game_id: str,
        render_mode: str | None = None,
        interjections: str = "windows",
        **options: Any,
    ) -> None:
        super().__init__()
        self.table: Table = table_for(game_id, options, interjections)
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        self.render_mode = render_mode
        self.metadata = {
            "render_modes": list(RENDER_MODES),
            "name": env_name(game_id),
            "is_parallelizable": False,  # one seat decides at a time
        }
        players = self.table.players
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.agents = self.possible_agents[:]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        n, size = self.table.codec.n, self.table.tensor_size
        # Built once: api_test wants the same space object at every call.
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, 1.0, (size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (n,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(n) for agent in self.possible_agents}
        self._deals: Rng | None = None
        self._fresh = Fresh(size)
        self.position = Position(self.table)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = dict(self.rewards)
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = dict(self.terminations)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.agents[0]

    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    # -- playing --------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None or self._deals is None:
            self._deals = Rng(secrets.randbits(64) if seed is None else seed)
        self.position = Position(self.table)
        self.position.start(self._deals.next64())
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = dict(self.rewards)
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = dict(self.terminations)
        self.infos = {agent: {} for agent in self.agents}
        self._select()

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalAction(f"{agent} is still in the game: it must choose an action")
        position = self.position
        position.apply(int(action))
        if position.decision() is None:
            self._cumulative_rewards[agent] = 0.0
            self._finish()
            self._accumulate_rewards()
        else:  # rewards come at the end only: until then there is nothing to add up
            self._select()

    def _select(self) -> None:
        decision = self.position.decision()
        if decision is not None:
            self.agent_selection = self.possible_agents[decision.seat]

    def _finish(self) -> None:
        """The game ended (or hit its step cap): every agent learns it at once."""
        position = self.position
        state = position.state
        assert state is not None
        returns = self.table.returns(state)
        outcome = state.outcome()
        cut = outcome is None
        reason = STEP_LIMIT if outcome is None else outcome.reason
        for agent in self.agents:
            self.rewards[agent] = returns[self._seat[agent]]
            self.terminations[agent] = not cut
            self.truncations[agent] = cut
            self.infos[agent] = {"reason": reason}
        self.agent_selection = self.agents[0]

    # -- what an agent sees ----------------------------------------------------------------

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self._seat[agent]
        position = self.position
        tensor = self._fresh.write(position, seat)
        # a bytearray set item by item: numpy's fancy indexing first converts the list
        # (twice the time)
        return {"observation": tensor, "action_mask": np.frombuffer(position.mask(seat), np.int8)}

    def render(self) -> str | None:
        """The table as the terminal draws it for a spectator: returned (``"ansi"``) or
        printed (``"human"``)."""
        if self.render_mode is None:
            return None
        state = self.position.state
        text = "" if state is None else state.render_text(None)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass

    # -- the meeple record ----------------------------------------------------------------

    @property
    def meeple_seed(self) -> int:
        return self.position.meeple_seed

    def record(self) -> tuple[int, list[int]]:
        """The deal's seed and the meeple actions played (passes left out)."""
        return self.position.meeple_seed, self.position.meeple_actions()


def raw_env(game_id: str, **options: Any) -> MeepleEnv:
    return MeepleEnv(game_id, **options)


class OrderEnforcing(WrapperBase):  # type: ignore[misc]
    """PettingZoo's order checks, with ``last()`` and ``step()`` going to the env at once:
    through the wrapper, each attribute they read went through ``__getattr__``, a fifth
    of a PettingZoo step's time."""

    @property
    def agents(self) -> list[str]:
        """``while env.agents`` reads it at every turn: at once, with the wrapper's check."""
        if not self._has_reset:
            raise AttributeError("agents cannot be accessed before reset")
        agents: list[str] = self.env.agents
        return agents

    def last(self, observe: bool = True) -> Any:
        if not self._has_reset:
            env_logger.EnvLogger.error_observe_before_reset()
        return self.env.last(observe)

    def step(self, action: Any) -> None:
        if not self._has_reset:
            env_logger.EnvLogger.error_step_before_reset()
        elif not self.env.agents:
            self._has_updated = True
            env_logger.EnvLogger.warn_step_after_terminated_truncated()
        else:
            self._has_updated = True
            self.env.step(action)


def env(game_id: str, **options: Any) -> Any:
    """:func:`raw_env` with PettingZoo's order checks. (No out-of-bounds wrapper: the env
    refuses any index its mask does not allow, raising IllegalAction, the state untouched.)"""
    return OrderEnforcing(raw_env(game_id, **options))
