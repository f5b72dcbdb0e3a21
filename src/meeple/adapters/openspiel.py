"""Every meeple game as an OpenSpiel game.

Importing this module registers ``meeple_<id>`` (``-`` becomes ``_``) with pyspiel for
every game of the registry::

    import pyspiel
    import meeple.adapters.openspiel
    game = pyspiel.load_game("meeple_forbidden_island", {"players": 3})

Parameters: ``players``, every option of the game (a list or set option is one text, its
items separated by ``;`` since OpenSpiel's game strings split on commas; ``""`` stands for
a ``None`` default; an option whose choices mix numbers and words is a text, its numbers
spelled ``#3``, since a game string reads a bare number back as an int) and
``interjections`` (``"windows"``, or ``"mover"`` for a co-operative game: see
:mod:`meeple.adapters.turns`).

How the tree is framed:

- Chance: the first 8 nodes are chance nodes, each choosing one byte of meeple's 64-bit
  seed (256 equiprobable outcomes, little end first); then ``Game.setup(config, seed)``
  runs and every later node is a player node. So ``history()`` is a meeple record (the
  seed, then the codec indices), and states clone, serialize and pickle (a sampled chance
  mode cannot: a Python game has no hook for OpenSpiel's RNG state). The deck order lives
  in the meeple state, so a clone knows the future: search over hidden information must
  sample worlds (``resample_from_infostate`` here, or meeple's own ``resample``).
- Actions: the dense codec of :mod:`meeple.adapters.codec`, ``PASS`` last.
- Rewards: terminal only. A co-operative game is ``IDENTICAL`` (+-1); a competitive one
  ``ZERO_SUM`` on the first place (+1, and -1/(n-1) for the others); a game also played
  solo (Pentaquest) ``GENERAL_SUM`` with the same returns and +-1 alone. A game stopped at
  the step cap (``max_game_length``) ends with 0 for everyone.
- Strings: the observation string is the canonical JSON of ``view(player)``; the
  information-state string (perfect recall) holds the player's first view, its own
  action ids and passes, the public label of the others' actions and the events it may
  see (``Event.audience``). The seat that decides is public (``current_player``), so a
  window tells the table that its seat holds an out-of-turn action.
- Tensors: the game's ``write_tensor``, its named pieces in the observer's ``dict``. No
  information-state tensor (a history has no fixed shape). ``state.observation_tensor(p)``
  returns a new numpy ``float32`` array per call, not pyspiel's list of floats: it has the
  length, values and indexing of the list, and the peer checks take it (pyspiel's
  ``random_sim_test`` reads tensors through the observer in C++, ``GamesSimTest.sim_game``
  reads none; ``rl_environment.Environment`` puts it in ``info_state`` as it is, and its
  agents turn that into an array anyway). Compare two with ``numpy.array_equal`` (``==``
  gives an array), or call ``.tolist()`` for a list.

Do not use ``pyspiel.MCTSBot`` on these games: in open_spiel 2.0.2 it crashes the process
on any Python game. ``open_spiel.python.algorithms.mcts.MCTSBot`` works.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from meeple.adapters.extras import require
from meeple.adapters.table import Position, Table, table_for
from meeple.adapters.tensors import Fresh, Scratch
from meeple.engine.errors import IllegalAction
from meeple.engine.game import Game, Option
from meeple.engine.registry import game_ids, load
from meeple.engine.rng import Rng

pyspiel, np = require("pyspiel", "numpy")

SEED_BYTES = 8
CHANCE_OUTCOMES = [(byte, 1.0 / 256) for byte in range(256)]
CHANCE = int(pyspiel.PlayerId.CHANCE)
TERMINAL = int(pyspiel.PlayerId.TERMINAL)
ITEM_SEPARATOR = ";"  # between the items of a list or set option in a parameter
NUMBER_MARK = "#"  # before a number in a text parameter (a mixed-type option's choice)
GameBase: Any = pyspiel.Game
StateBase: Any = pyspiel.State


def short_name(game_id: str) -> str:
    return "meeple_" + game_id.replace("-", "_")


# -- parameters <-> meeple config ----------------------------------------------------------


def _as_parameter(option: Option, value: Any) -> Any:
    """An option's value as OpenSpiel parameters hold it (no None, no list)."""
    if option.kind == "bool":
        return bool(value)
    if option.kind in ("list", "set"):
        return "" if value is None else ITEM_SEPARATOR.join(value)
    if _typed_choice(option):
        return value
    # Choices of mixed types (Portal Dash's level: 1-5 or custom) make a text parameter;
    # a game string would read a bare number back as an int, so numbers are spelled #3.
    text = str(value)
    return NUMBER_MARK + text if text.lstrip("-").replace(".", "", 1).isdigit() else text


def _typed_choice(option: Option) -> bool:
    """Every choice has the default's type, one OpenSpiel parameters can hold."""
    kind = type(option.default)
    return kind in (int, float, str) and all(type(c) is kind for c in option.choices or ())


def _from_parameter(option: Option, value: Any) -> Any:
    if option.kind in ("list", "set"):
        text = str(value)
        return None if text == "" else text.replace(ITEM_SEPARATOR, ",")
    if option.kind == "bool" or _typed_choice(option):
        return value
    text = str(value).removeprefix(NUMBER_MARK)
    for choice in option.choices or ():
        if str(choice) == text:
            return choice
    return None if text == "" else text


def parameter_specification(game: Game) -> dict[str, Any]:
    spec: dict[str, Any] = {"players": game.info.min_players, "interjections": "windows"}
    for option in game.info.options:
        spec[option.name] = _as_parameter(option, option.default)
    return spec


def table_from_parameters(game: Game, params: Mapping[str, Any]) -> Table:
    """The table the parameters name; InvalidConfig names a bad one."""
    given = dict(params)
    mode = str(given.pop("interjections", "windows"))
    config: dict[str, Any] = {"players": given.pop("players", game.info.min_players)}
    options = {option.name: option for option in game.info.options}
    for name, value in given.items():
        option = options.get(name)
        config[name] = value if option is None else _from_parameter(option, value)
    return table_for(game.info.id, config, mode)


def parameters_of(table: Table) -> dict[str, Any]:
    """The full parameters of a table, defaults included (so the game string round-trips)."""
    params: dict[str, Any] = {"players": table.players, "interjections": table.mode}
    for option in table.game.info.options:
        params[option.name] = _as_parameter(option, table.config[option.name])
    return params


# -- the game type ----------------------------------------------------------------------


def _utility(game: Game) -> Any:
    if game.info.cooperative:
        return pyspiel.GameType.Utility.IDENTICAL
    if game.info.min_players >= 2:
        return pyspiel.GameType.Utility.ZERO_SUM
    return pyspiel.GameType.Utility.GENERAL_SUM  # solo play: +-1, so no constant sum


def game_type(game: Game) -> Any:
    info = game.info
    # Chance decided during play hides the future from every seat, so only a game without
    # it (or whose chance all shows at the start) is of perfect information here.
    perfect = info.information == "perfect" and info.chance != "play"
    information = pyspiel.GameType.Information
    return pyspiel.GameType(
        short_name=short_name(info.id),
        long_name=f"meeple {info.name['en']}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(
            information.PERFECT_INFORMATION if perfect else information.IMPERFECT_INFORMATION
        ),
        utility=_utility(game),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameter_specification(game),
    )


class MeepleGame(GameBase):  # type: ignore[misc]
    """A meeple game with its parameters; one subclass per registered game."""

    GAME_ID = ""

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        game = load(self.GAME_ID)
        table = table_from_parameters(game, params or {})
        utility_sum = 0.0 if _utility(game) == pyspiel.GameType.Utility.ZERO_SUM else None
        info = pyspiel.GameInfo(
            num_distinct_actions=table.codec.n,
            max_chance_outcomes=256,
            num_players=table.players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=utility_sum,
            max_game_length=table.max_decisions,
        )
        super().__init__(_TYPES[game.info.id], info, parameters_of(table))
        self.table = table
        self.fresh = Fresh(table.tensor_size)  # its states' observation_tensor

    def new_initial_state(self) -> MeepleState:
        return MeepleState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        if params:
            raise ValueError(f"meeple's observers take no parameters, not {params}")
        default = pyspiel.IIGObservationType(perfect_recall=False)
        return Observer(self.table, iig_obs_type or default)

    def __reduce__(self) -> tuple[Any, ...]:
        # Unpickling imports this module first, so the game is registered wherever it lands.
        return (load_game, (str(self),))


class MeepleState(StateBase):  # type: ignore[misc]
    """A node: its only attribute is a :class:`Position`, which clones and pickles
    through meeple's ``clone()`` and ``serialize()`` (OpenSpiel deep-copies and pickles
    a Python state's attributes)."""

    def __init__(self, game: MeepleGame, position: Position | None = None) -> None:
        super().__init__(game)
        self.position = position if position is not None else Position(game.table)

    def current_player(self) -> int:
        position = self.position
        if position.state is None:
            return CHANCE
        decision = position.decision()
        return TERMINAL if decision is None else decision.seat

    def _legal_actions(self, player: int) -> list[int]:
        return self.position.legal()

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The same list as pyspiel's own, answered here at a player's node: pyspiel's goes
        through C++, which calls back into Python four times and converts the list twice
        (3 us a step, half the adapter's cost). Chance nodes and other players' questions
        go to pyspiel."""
        position = self.position
        if position.state is None or (player is not None and player != self.current_player()):
            asked: list[int] = (
                super().legal_actions() if player is None else super().legal_actions(player)
            )
            return asked
        return position.legal()[:]  # a copy: the caller may change it

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return CHANCE_OUTCOMES if self.position.state is None else []

    def _apply_action(self, action: int) -> None:
        position = self.position
        if position.state is None:
            position.add_seed_byte(action)
        else:
            position.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        position = self.position
        if player == CHANCE or position.state is None:
            return f"seed-byte:{action}"
        codec = position.table.codec
        if action == codec.PASS:
            return "pass"
        try:
            return position.state.action_id(codec.space[action])
        except (IndexError, KeyError, ValueError):
            return f"action:{action}"

    def is_terminal(self) -> bool:
        return self.position.is_over()

    def observation_tensor(self, player: int | None = None) -> Any:
        """The same values as pyspiel's own, as a fresh numpy ``float32`` array (the
        caller's to keep) rather than a list: pyspiel's builds a fresh initial state and
        asks the observer twice per call (to learn the tensor's size), then converts every
        float to a Python object (about 9 ns each: 50 us for Portal Dash's 5,493), where
        numpy sees the buffer written without a copy."""
        if player is None:
            player = self.current_player()
        return self.get_game().fresh.write(self.position, player)

    def returns(self) -> list[float]:
        position = self.position
        return position.table.returns(position.state)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> MeepleState:
        """A state ``player_id`` cannot tell from this one (meeple's ``resample``), drawn
        from a seed made of the sampler's numbers (each in [0, 1)). It keeps this state's
        history and information-state log: the player's own is the same in both worlds,
        the other seats' are this world's."""
        position = self.position
        if position.state is None:
            same: MeepleState = self.clone()
            return same
        seed = int(probability_sampler() * (1 << 32)) << 32 | int(probability_sampler() * (1 << 32))
        again = copy.deepcopy(position)
        again.state = position.state.resample(player_id, Rng(seed))
        again._decision = None
        again._legal = None
        return MeepleState(self.get_game(), again)

    def __str__(self) -> str:
        return str(self.position)

    def __reduce__(self) -> tuple[Any, ...]:
        return (load_state, (pyspiel.serialize_game_and_state(self.get_game(), self),))


class Observer:
    """OpenSpiel's PyObserver: the view as a string and the game's tensor (imperfect
    recall), or the information-state string (perfect recall, no tensor). A public-only
    observer sees the spectator's view."""

    def __init__(self, table: Table, iig_obs_type: Any) -> None:
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        self.public = iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE
        self.dict: dict[str, Any] = {}
        self.tensor: Any = None
        if not self.perfect_recall and not self.public:
            self._scratch = Scratch(table.tensor_size)
            self.tensor = self._scratch.values
            at = 0
            for name, shape in table.spec.items():
                size = int(np.prod(shape))
                self.dict[name] = self.tensor[at : at + size].reshape(shape)
                at += size

    def set_from(self, state: MeepleState, player: int) -> None:
        if self.tensor is not None:
            self._scratch.write(state.position, player)

    def string_from(self, state: MeepleState, player: int) -> str:
        position = state.position
        if self.perfect_recall:
            return position.information_state(player)
        return position.observation_string(None if self.public else player)


_TYPES: dict[str, Any] = {}


def load_game(game_string: str) -> Any:
    return pyspiel.load_game(game_string)


def load_state(data: str) -> Any:
    return pyspiel.deserialize_game_and_state(data)[1]


def _register() -> None:
    registered = set(pyspiel.registered_names())
    for game_id in game_ids():
        name = short_name(game_id)
        game = load(game_id)
        _TYPES[game_id] = game_type(game)
        if name in registered:
            continue
        cls = type(f"MeepleGame_{name}", (MeepleGame,), {"GAME_ID": game_id})
        pyspiel.register_game(_TYPES[game_id], cls)


def history_record(state: Any) -> tuple[int, list[int]]:
    """The meeple seed and actions (passes left out) of an OpenSpiel state: replayed with
    ``Game.setup(config, seed)`` they give the same meeple state."""
    position: Position = state.position
    if position.state is None:
        raise IllegalAction("the seed is not chosen yet")
    return position.meeple_seed, position.meeple_actions()


_register()
