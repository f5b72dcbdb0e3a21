"""The contract every game keeps.

A :class:`Game` describes a game (its id, names, player counts, options) and builds
states. A :class:`State` is one position: whose decision it is, the legal actions, how an
action changes it, what each seat may see and how it ended.

Actions are small integers, each game choosing its own encoding (fast to list, compare
and hash, and the shape OpenSpiel expects). Every action also has a stable string id
such as ``"2:move:fools-landing"``, used by records, the web client and the terminal.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, MutableSequence, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, ClassVar, Generic, Literal, Self, cast

from typing_extensions import TypeVar

from meeple.engine.errors import IllegalAction, InvalidConfig, shown
from meeple.engine.events import Event
from meeple.engine.fields import Field, compile_clone
from meeple.engine.hints import SearchHints
from meeple.engine.i18n import translate
from meeple.engine.outcome import Outcome as Outcome
from meeple.engine.outcome import Seat as Seat
from meeple.engine.rng import MAX_SEED, Rng

Action = int

# The most actions a game may last before a run stops it as "step-limit" (a guard against a
# bot that never ends a game); a game whose longest real game is far shorter says so with
# Game.max_steps.
DEFAULT_MAX_STEPS = 20_000

# An observation tensor's buffer: a flat sequence of floats (a numpy array, an
# array("f")...), so that a game package never needs numpy.
TensorBuffer = MutableSequence[float]


@dataclass(frozen=True)
class Option:
    """One configuration option of a game, as shown by ``meeple games`` and the lobby."""

    name: str
    default: Any
    choices: tuple[Any, ...] | None = None
    # list: one choice per seat (Forbidden Island's adventurers); set: any of the
    # choices, once each, for the whole table (Portal Dash's extra monster kinds)
    kind: Literal["choice", "bool", "list", "set"] = "choice"
    help: str = ""
    distinct: bool = False  # list: no choice may be given to two seats

    def check_seats(self, value: Any, players: int) -> None:
        """A list option gives one choice per seat (or none at all)."""
        if self.kind != "list" or value is None:
            return
        if len(value) != players:
            raise InvalidConfig(
                f"{self.name} lists {len(value)} choice(s) for {players} players: one per seat"
            )
        if self.distinct and len(set(value)) != len(value):
            raise InvalidConfig(f"each of the {self.name} can be chosen only once")

    def check(self, value: Any) -> Any:
        """The value to keep for this option, or :class:`InvalidConfig` naming the option.

        Types are checked before anything else, so that a client's ``true`` is not taken
        for the choice ``1`` (``True == 1`` in Python), nor ``2.0`` for ``2``.
        """
        if self.kind == "bool":
            return self._check_bool(value)
        if self.kind in ("list", "set"):
            return self._check_items(value)
        return self._check_choice(value)

    def _check_bool(self, value: Any) -> bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "yes", "on", "1"):
            return True
        if isinstance(value, str) and value.lower() in ("false", "no", "off", "0"):
            return False
        raise InvalidConfig(f"option {self.name} must be true or false, not {shown(value)}")

    def _check_choice(self, value: Any) -> Any:
        if self.choices is None:
            return value
        for choice in self.choices:
            if type(choice) is type(value) and choice == value:
                return choice
        allowed = ", ".join(str(choice) for choice in self.choices)
        given = f"{shown(value)}{self._kind_note(value)}"
        raise InvalidConfig(f"option {self.name} must be one of {allowed}, not {given}")

    def _kind_note(self, value: Any) -> str:
        """Why a value that looks like a choice is not one: ``2.0`` or ``"2"`` for ``2``."""
        choices = self.choices or ()
        spelled = isinstance(value, str) and any(
            not isinstance(choice, str) and str(choice) == value for choice in choices
        )
        if any(type(choice) is type(value) for choice in choices) and not spelled:
            return ""
        return f" ({KIND_NAMES.get(type(value), type(value).__name__)})"

    def _check_items(self, value: Any) -> list[str] | None:
        if value is None:
            return None
        items = self._items_of(value)
        if self.kind == "set" and items == [""]:
            return []
        for item in items:
            if not isinstance(item, str) or (self.choices is not None and item not in self.choices):
                raise InvalidConfig(f"option {self.name}: {shown(item)} is not {self._any_item}")
        if self.kind == "set":
            if len(set(items)) != len(items):
                raise InvalidConfig(f"option {self.name}: {', '.join(items)} repeats a choice")
            order = self.choices or tuple(items)
            return [choice for choice in order if choice in items]
        return items

    def _items_of(self, value: Any) -> list[Any]:
        """The names a list or set option was given: a list of texts, or one text with
        commas (the command line's form)."""
        if isinstance(value, str):
            items: list[Any] = value.split(",")
        elif isinstance(value, list | tuple) or (self.kind == "set" and isinstance(value, set)):
            items = list(value)
        else:
            raise InvalidConfig(
                f"option {self.name} takes a list, each item {self._any_item}"
                f" (or one text, comma-separated), not {shown(value)}"
            )
        return [item.strip() if isinstance(item, str) else item for item in items]

    @property
    def _any_item(self) -> str:
        """What each item of a list or set option may be, as a reason says it."""
        return f"one of {', '.join(self.choices)}" if self.choices is not None else "a text"


# How a reason names the type of a value that no choice has (JSON's words, as a client sent it)
KIND_NAMES: dict[type, str] = {
    bool: "true/false",
    int: "a whole number",
    float: "a decimal number",
    str: "a text",
    list: "a list",
    dict: "an object",
    type(None): "null",
}

Utility = Literal["cooperative", "zero-sum", "general"]


@dataclass(frozen=True)
class GameInfo:
    """What the registry, the lobby, ``meeple games``, the conformance suite and the
    research adapters know of a game: its names and options, and its facts as data.

    - ``utility``: ``cooperative`` (one result for the whole team), ``zero-sum`` (the
      returns add up to a constant) or ``general``.
    - ``information``: ``perfect`` when no seat ever lacks a fact of the state but the
      future draws and rolls, else ``imperfect``.
    - ``chance``: ``none`` for a game without chance (the same start whatever the seed),
      ``setup`` when only the starting position is drawn, ``play`` when actions draw,
      roll or shuffle too.
    - ``action_bound``: every action (an int) is in ``range(action_bound)``.
    - ``hidden``: the names of the hidden parts of a state that ``resample`` redraws.
    - ``rules_version``: raised whenever a change alters the game's rules or its seeded
      behaviour; a record made under another version is refused.
    """

    id: str
    name: Mapping[str, str]
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    description: Mapping[str, str] = field(default_factory=dict)
    utility: Utility = "general"
    information: Literal["perfect", "imperfect"] = "imperfect"
    chance: Literal["none", "setup", "play"] = "play"
    action_bound: int = 1 << 31
    hidden: tuple[str, ...] = ()
    rules_version: int = 1

    @property
    def cooperative(self) -> bool:
        return self.utility == "cooperative"


S = TypeVar("S", bound="State", default=Any)


class Game(ABC, Generic[S]):
    """A game: its description, the factory of its states, and their faces.

    A game package is a star around its rules: ``rules.py`` holds the state and its
    transitions and imports neither the views nor the notation; the game's ``Game``
    subclass (in its ``__init__.py``) wires them together by implementing the faces below,
    which :class:`State` forwards to. So ``state.view(seat)`` is
    ``state.game.view(state, seat)``.
    """

    info: ClassVar[GameInfo]
    state_class: ClassVar[type[State]]  # the class of the game's states
    hints: ClassVar[SearchHints] = SearchHints()  # for the search bot: uniform playouts

    def __init_subclass__(
        cls,
        *,
        views: ModuleType | None = None,
        notation: ModuleType | None = None,
        tensor: ModuleType | None = None,
        **kwargs: Any,
    ) -> None:
        """Wire a game's faces from its modules, named in the class statement::

            class ForbiddenIsland(Game[IslandState], views=view, notation=notation):

        ``views`` gives ``view``, ``action_message``, ``render_text`` and, if it has them,
        ``public_action_message``, ``action_target`` and ``confirmation``; ``notation`` gives
        ``write_notation`` (the ``notation`` face), ``read_notation`` (``from_notation``)
        and ``action_id``; ``tensor`` gives ``spec`` (the ``tensor_spec`` face) and ``write``
        (``write_tensor``). Each takes the state first, as the faces below do.
        """
        super().__init_subclass__(**kwargs)
        wiring = (
            (views, (("view", "view"), ("action_message", "action_message"),
                     ("public_action_message", "public_action_message?"),
                     ("render_text", "render_text"), ("action_target", "action_target?"),
                     ("confirmation", "confirmation?"))),
            (notation, (("notation", "write_notation"), ("action_id", "action_id"))),
            (tensor, (("tensor_spec", "spec"), ("write_tensor", "write"))),
        )  # fmt: skip
        for module, faces in wiring:
            if module is None:
                continue
            for face, name in faces:
                function = getattr(module, name.rstrip("?"), None)
                if function is None and not name.endswith("?"):
                    raise TypeError(f"{cls.__name__}: {module.__name__} has no {name}()")
                if function is not None:
                    setattr(cls, face, staticmethod(function))
        if notation is not None:
            cls.from_notation = notation.read_notation  # type: ignore[method-assign]

    @property
    def id(self) -> str:
        return self.info.id

    def __repr__(self) -> str:
        return f"<Game {self.info.id}>"

    def check_config(self, config: Mapping[str, Any] | None) -> dict[str, Any]:
        """The full configuration (defaults filled in), or :class:`InvalidConfig`."""
        if config is not None and not isinstance(config, Mapping):
            raise InvalidConfig(
                f"a configuration names options and their values, not {shown(config)}"
            )
        given = dict(config or {})
        players = self._check_players(given.pop("players", self.info.min_players))
        options = {option.name: option for option in self.info.options}
        unknown = [name for name in given if name not in options]  # names may not sort
        if unknown:
            known = ", ".join(options) or "none"
            raise InvalidConfig(
                f"{self.info.id} has no option {shown(unknown[0])} (options: {known})"
            )
        full: dict[str, Any] = {"players": players}
        for name, option in options.items():
            full[name] = option.check(given[name]) if name in given else option.default
            option.check_seats(full[name], players)
        self.check_rules_config(full)
        return full

    def _check_players(self, players: Any) -> int:
        """The player count: a whole number (or its digits, as the command line gives it)
        in the game's range."""
        low, high = self.info.min_players, self.info.max_players
        if isinstance(players, str) and is_small_number(players):
            players = int(players)
        if not isinstance(players, int) or isinstance(players, bool):
            raise InvalidConfig(
                f"players must be a whole number from {low} to {high}, not {shown(players)}"
            )
        if not low <= players <= high:
            raise InvalidConfig(
                f"{self.info.id} is for {low} to {high} players, not {shown(players)}"
            )
        return players

    def check_rules_config(self, config: dict[str, Any]) -> None:
        """Checks across options that only the game knows; raise :class:`InvalidConfig`."""

    def setup(self, config: Mapping[str, Any] | None = None, seed: int = 0) -> State:
        """A new game. All its chance comes from ``seed``."""
        full = self.check_config(config)
        return self.new_state(full, Rng(check_seed(seed)))

    @abstractmethod
    def new_state(self, config: dict[str, Any], rng: Rng) -> S:
        """The starting state for a checked configuration."""

    def state_from_json(self, data: Mapping[str, Any]) -> S:
        """Rebuild a state written by :meth:`State.to_json` (the full, secret state)."""
        return cast(S, self.state_class.from_json(self, data))

    @abstractmethod
    def from_notation(self, text: str) -> S:
        """Build a state from the game's position notation (see its RULES.md)."""

    def bots(self) -> Mapping[str, Any]:
        """Extra bots this game ships, by name: factories taking (game, seat, seed)."""
        return {}

    def search_hints(self, config: Mapping[str, Any]) -> SearchHints:
        """What this game lends the generic search bot under ``config``: a fast playout
        policy, a value where playouts stop, a guide (see :class:`SearchHints`). The class's
        ``hints`` by default, the same for every ``config``."""
        return self.hints

    # -- what the research adapters need (meeple.adapters) --------------------------------

    def action_space(self, config: Mapping[str, Any]) -> Sequence[Action]:
        """Every action that can ever be legal under the checked ``config``, sorted: the
        dense action codec of the OpenSpiel and PettingZoo faces (index <-> action). A
        superset is fine, but keep it to about 10,000 actions."""
        raise NotImplementedError(f"{self.info.id} does not list its action space")

    def max_steps(self, config: Mapping[str, Any]) -> int:
        """The most actions a game under ``config`` is played for before it is stopped as
        a "step-limit" (OpenSpiel's ``max_game_length``, PettingZoo's truncation)."""
        return DEFAULT_MAX_STEPS

    def tensor_spec(self, config: Mapping[str, Any]) -> Mapping[str, tuple[int, ...]]:
        """The named pieces of the observation tensor, in the order they are written.

        The shape depends on the game and its options, never on the player count: pieces
        per seat are padded to ``max_players``, seat-relative (the observer first)."""
        raise NotImplementedError(f"{self.info.id} has no observation tensor")

    def write_tensor(self, state: S, seat: Seat, out: TensorBuffer) -> None:
        """Write ``seat``'s observation into ``out``, a zero-filled flat buffer as long as
        the pieces of :meth:`tensor_spec` together, each value in [0, 1]. Only what
        ``state.view(seat)`` shows may be read: the tensor is the same for every state
        ``state.resample(seat, rng)`` gives."""
        raise NotImplementedError(f"{self.info.id} has no observation tensor")

    # -- the faces of a state (see State, which forwards to these) ------------------------

    @abstractmethod
    def view(self, state: S, seat: Seat | None) -> dict[str, Any]:
        """What ``seat`` may see of ``state``, JSON-ready (None: a spectator's view)."""

    @abstractmethod
    def notation(self, state: S) -> str:
        """``state`` in the game's notation (see :meth:`from_notation`)."""

    @abstractmethod
    def action_id(self, state: S, action: Action) -> str:
        """A stable string id, e.g. ``"2:move:fools-landing"``."""

    @abstractmethod
    def action_message(self, state: S, action: Action) -> tuple[str, dict[str, Any]]:
        """The message id and arguments that label ``action`` in any language."""

    def public_action_message(self, state: S, action: Action) -> tuple[str, dict[str, Any]]:
        """The label of ``action`` as every other seat and spectator may read it: by
        default the acting seat's own, so a game whose labels name something only that
        seat sees (a card it peeked at) gives a form without it."""
        return self.action_message(state, action)

    def action_target(self, state: S, action: Action) -> str | None:
        """The id of the board element a click on ``action`` targets, if any."""
        return None

    def confirmation(self, state: S, action: Action) -> tuple[str, dict[str, Any]] | None:
        """The question to ask before ``action`` is played (a message id and its
        arguments), or None to play it at once: for an action that ends the game, or throws
        away something the player could still use. Asked only of the legal actions sent to
        a player, so it must be cheap."""
        return None

    def why_not(self, state: S, seat: Seat | None, target: str) -> tuple[str, dict[str, Any]]:
        """Why ``seat`` can do nothing now with the board element ``target`` (an id a view
        gives, as :meth:`action_target` does): a message id and its arguments, a reason
        from the rules ("The Pilot has already flown this turn"), in words ``seat`` may
        read (no hidden information). Asked only of a target none of ``seat``'s legal
        actions has. This default says only whose turn it is; every game says more."""
        to_move = state.to_move()
        if to_move is None:
            return "engine.why.over", {}
        if seat != to_move:
            return "engine.why.not-your-turn", {"seat": to_move}
        return "engine.why.nothing-here", {}

    def explain_illegal(self, state: S, action: Action) -> str:
        """Why ``action`` cannot be played in ``state`` (an error message): not an action
        of this game at all, an action of a seat the table does not have, or an action
        that is not legal now."""
        game = self.info.name["en"]
        if not isinstance(action, int) or isinstance(action, bool):
            return f"{action!r} is not a {game} action"
        if not 0 <= action < self.info.action_bound:
            return f"{action!r} is not a {game} action"
        try:
            name, seat = repr(state.action_id(action)), state.action_seat(action)
        except (IndexError, KeyError, ValueError):
            return f"{action!r} is not a {game} action"
        if not 0 <= seat < state.players:
            return f"{name} names seat {seat}, but the game has {state.players} seats"
        return f"{name} is not legal now: {state.describe_turn()}"

    @abstractmethod
    def render_text(self, state: S, seat: Seat | None, lang: str = "en") -> str:
        """``state`` drawn as text for the terminal."""


def check_seed(seed: Any) -> int:
    if isinstance(seed, str):
        text = seed.strip()
        if not is_small_number(text):
            raise InvalidConfig(
                f"seed must be a whole number from 0 to {MAX_SEED}, not {shown(seed)}"
            )
        seed = int(text)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise InvalidConfig(f"seed must be a whole number from 0 to {MAX_SEED}, not {shown(seed)}")
    return seed


# Digits enough for any seed (MAX_SEED has 20) or player count; a longer text is refused
# before int() reads it, which is slow on thousands of digits and fails beyond 4,300.
MAX_DIGITS = 40


def is_small_number(text: str) -> bool:
    """``text`` is the ASCII digits of a number int() may read (str.isdigit alone also
    takes "²", which int() refuses)."""
    return text.isascii() and text.isdigit() and len(text) <= MAX_DIGITS


class State(ABC):
    """One position of a game. Subclasses implement the ``_``-prefixed hooks.

    ``legal_actions()`` is computed once per position and cached; ``apply()`` checks the
    action against it, so an illegal action raises :class:`IllegalAction` before anything
    changes.
    """

    __slots__ = ("_legal", "config", "game", "rng")

    # The state's own fields, declared once (engine/fields.py): the default clone, the
    # JSON snapshot and its reading follow from them.
    FIELDS: ClassVar[tuple[Field, ...]] = ()

    game: Game[Any]
    config: dict[str, Any]
    rng: Rng
    _legal: list[Action] | None

    # -- the contract -------------------------------------------------------------------

    @abstractmethod
    def to_move(self) -> Seat | None:
        """The seat whose decision it is, or None when the game is over."""

    def legal_actions(self, seat: Seat | None = None) -> list[Action]:
        """Every action any seat may take now (or only ``seat``'s). Do not mutate."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_actions()
        if seat is None:
            return legal
        action_seat = self.action_seat
        return [action for action in legal if action_seat(action) == seat]

    def apply(self, action: Action) -> list[Event]:
        """Play ``action``; return what happened. Raises :class:`IllegalAction`."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_actions()
        if action not in legal or action is True or action is False:  # True == 1 in Python
            raise IllegalAction(self.explain_illegal(action))
        self._legal = None
        return self._apply(action)

    def apply_id(self, action_id: str) -> list[Event]:
        """Play the action whose string id is ``action_id``."""
        return self.apply(self.parse_action(action_id))

    def view(self, seat: Seat | None) -> dict[str, Any]:
        """What ``seat`` may see, JSON-ready (None: a spectator's public view)."""
        return self.game.view(self, seat)

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""

    def is_over(self) -> bool:
        return self.outcome() is not None

    def clone(self) -> Self:
        """An independent copy (cheap: for search). Compiled for each state class from its
        declared ``FIELDS`` (see :meth:`__init_subclass__`)."""
        raise NotImplementedError(f"{type(self).__name__} declares no FIELDS and no clone")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "FIELDS" in cls.__dict__ and "clone" not in cls.__dict__:
            cls.clone = compile_clone(cls, cls.FIELDS)  # type: ignore[method-assign,assignment]

    @abstractmethod
    def _legal_actions(self) -> list[Action]:
        """Compute the legal actions of this position (cached by :meth:`legal_actions`)."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal."""

    # -- actions ------------------------------------------------------------------------

    @abstractmethod
    def action_seat(self, action: Action) -> Seat:
        """The seat that takes ``action``."""

    def action_id(self, action: Action) -> str:
        """A stable string id, e.g. ``"2:move:fools-landing"``."""
        return self.game.action_id(self, action)

    def action_message(self, action: Action) -> tuple[str, dict[str, Any]]:
        """The message id and arguments that label ``action`` in any language."""
        return self.game.action_message(self, action)

    def action_label(self, action: Action, lang: str = "en") -> str:
        msg, args = self.action_message(action)
        return translate(msg, lang, args)

    def public_action_message(self, action: Action) -> tuple[str, dict[str, Any]]:
        """The label of ``action`` as the other seats and spectators may read it."""
        return self.game.public_action_message(self, action)

    def public_action_label(self, action: Action, lang: str = "en") -> str:
        msg, args = self.public_action_message(action)
        return translate(msg, lang, args)

    def action_target(self, action: Action) -> str | None:
        """The id of the board element a click on it targets (a tile, a card), if any."""
        return self.game.action_target(self, action)

    def confirmation(self, action: Action) -> tuple[str, dict[str, Any]] | None:
        """The question to ask before playing ``action`` (message id, arguments), if any."""
        return self.game.confirmation(self, action)

    def action_confirmation(self, action: Action, lang: str = "en") -> str | None:
        """The question to ask before playing ``action``, in ``lang``; None: play it."""
        found = self.confirmation(action)
        return None if found is None else translate(found[0], lang, found[1])

    @abstractmethod
    def consumes_chance(self, action: Action) -> bool:
        """True if ``action`` reveals something (a draw, a roll): an undo barrier."""

    def parse_action(self, action_id: str) -> Action:
        """The legal action whose id is ``action_id``, or :class:`IllegalAction`."""
        for action in self.legal_actions():
            if self.action_id(action) == action_id:
                return action
        raise IllegalAction(f"{action_id!r} is not a legal action now: {self.describe_turn()}")

    def why_not(self, seat: Seat | None, target: str, lang: str = "en") -> str:
        """Why ``seat`` can do nothing with the board element ``target`` now, in ``lang``."""
        msg, args = self.game.why_not(self, seat, target)
        return translate(msg, lang, args)

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` is refused now (the message of :class:`IllegalAction`)."""
        return self.game.explain_illegal(self, action)

    def describe_turn(self, lang: str = "en") -> str:
        """One sentence on what the game waits for (used in error messages), in ``lang``:
        whose turn it is, the player named as everywhere else (never "seat 0")."""
        seat = self.to_move()
        if seat is None:
            return translate("engine.why.over", lang)
        return translate("engine.why.not-your-turn", lang, {"seat": seat})

    # -- formats ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The full state, secrets included (for snapshots), JSON-ready."""
        data: dict[str, Any] = {"config": self.config, "rng": self.rng.state}
        for spec in self.FIELDS:
            if not spec.derived:
                data[spec.name] = spec.dump(getattr(self, spec.name))
        return data

    @classmethod
    def from_json(cls, game: Game[Any], data: Mapping[str, Any]) -> Self:
        """Rebuild a state written by :meth:`to_json` from its declared ``FIELDS``."""
        state = object.__new__(cls)
        state.game = game
        state.config = dict(data["config"])
        state.rng = Rng(data["rng"])
        state._legal = None
        for spec in cls.FIELDS:
            if not spec.derived:
                setattr(state, spec.name, spec.load(data[spec.name]))
        state._derive()
        return state

    def _derive(self) -> None:  # noqa: B027 (optional hook)
        """Set the attributes that follow from the fields (after :meth:`from_json`)."""

    def serialize(self) -> str:
        """The full state as canonical JSON text: equal text, equal state."""
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def notation(self) -> str:
        """The position in the game's notation (see :meth:`Game.from_notation`)."""
        return self.game.notation(self)

    @abstractmethod
    def resample(self, seat: Seat | None, rng: Rng) -> State:
        """A state ``seat`` cannot tell from this one: every hidden part redrawn.

        Used by search over hidden information and by the tests that check a view
        leaks nothing.
        """

    def render_text(self, seat: Seat | None, lang: str = "en") -> str:
        """The position drawn as text for the terminal."""
        return self.game.render_text(self, seat, lang)

    @property
    def players(self) -> int:
        players: int = self.config["players"]
        return players
