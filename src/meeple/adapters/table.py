"""One game and configuration as the adapters play it, and a position in such a game.

A :class:`Table` is what never changes for a (game, config, interjection mode): the
codec, the step cap, the tensor layout. A :class:`Position` is one node: the meeple state
(None until the seed is known), who has passed at this position, the codec indices played
so far, and the information-state log. OpenSpiel keeps a Position as its state's only
attribute and PettingZoo inside its env, so both play the same tree.

Clones and pickles go through :meth:`Position.__deepcopy__` and
:meth:`Position.__getstate__`: meeple's own ``clone()`` and ``serialize()``, never a deep
copy of the state (which would also copy the game and the shared board).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any

from meeple.adapters.codec import ActionCodec, codec_for, config_key
from meeple.adapters.turns import Decision, Mode, check_mode, decide
from meeple.engine.errors import IllegalAction
from meeple.engine.events import Event
from meeple.engine.game import Game, Seat, State, TensorBuffer
from meeple.engine.registry import load


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


class Table:
    """A game under one checked config and interjection mode, with what follows from it."""

    __slots__ = (
        "codec",
        "config",
        "game",
        "key",
        "max_decisions",
        "max_steps",
        "mode",
        "players",
        "spec",
        "tensor_size",
    )

    def __init__(self, game: Game, config: Mapping[str, Any], mode: str) -> None:
        self.game = game
        self.config = game.check_config(config)
        self.mode: Mode = check_mode(game, mode)
        self.key = (game.info.id, config_key(self.config), self.mode)
        self.players: int = self.config["players"]
        self.codec: ActionCodec = codec_for(game, self.config)
        self.max_steps = game.max_steps(self.config)
        # Each other seat passes at most once per position, so a window adds at most
        # players - 1 decisions to each meeple step.
        self.max_decisions = self.max_steps * (self.players if self.mode == "windows" else 1)
        self.spec = dict(game.tensor_spec(self.config))
        self.tensor_size = sum(math.prod(shape) for shape in self.spec.values())

    def returns(self, state: State | None) -> list[float]:
        """Each seat's return: 0 until the end (and at a step-limit stop); a team's +-1;
        in a competitive game ``(n * w - 1) / (n - 1)``, where ``w`` is the seat's share of
        the first place (1, or 1/k in a k-way tie the rules do not break; the ranking's
        tie-breaks otherwise decide): +1 for a winner alone, -1/(n-1) for the others, and
        the returns add up to 0."""
        n = self.players
        outcome = state.outcome() if state is not None else None
        if outcome is None:
            return [0.0] * n
        if outcome.won is not None:
            return [1.0 if outcome.won else -1.0] * n
        firsts = outcome.firsts()
        if not firsts:
            scores = outcome.scores or (0.0,) * n
            firsts = (max(range(n), key=lambda seat: scores[seat]),)
        if n == 1:
            return [1.0]
        share = 1.0 / len(firsts)
        result = [-1.0 / (n - 1)] * n
        for seat in firsts:
            result[seat] = (n * share - 1.0) / (n - 1)
        return result


_tables: dict[tuple[str, str, str], Table] = {}


def table_for(game_id: str, config: Mapping[str, Any], mode: str = "windows") -> Table:
    """The table of ``game_id`` under ``config`` (checked here) and ``mode``, shared."""
    game = load(game_id)
    table = Table(game, config, mode)
    return _tables.setdefault(table.key, table)


def _table_from_key(key: tuple[str, str, str]) -> Table:
    table = _tables.get(key)
    if table is None:
        table = table_for(key[0], json.loads(key[1]), key[2])
    return table


# An information-state log entry: the deciding seats that see the full action id, that
# text, the text every other seat sees (None: nothing), and the events with their audience.
Entry = tuple[tuple[Seat, ...], str, str | None, tuple[tuple[str, tuple[int, ...] | None], ...]]


class Position:
    """One node of the adapters' tree (see the module docstring)."""

    __slots__ = (
        "_decision",
        "_info",
        "_legal",
        "history",
        "log",
        "passed",
        "seed",
        "state",
        "steps",
        "table",
    )

    def __init__(self, table: Table) -> None:
        self.table = table
        self.seed: list[int] = []  # the seed's bytes, little end first (OpenSpiel's chance)
        self.state: State | None = None
        self.passed = 0  # bit mask of the seats that passed at this position
        self.steps = 0  # meeple actions applied (passes not counted)
        self.history: list[int] = []  # codec indices played, passes included
        # (initial view strings per seat, entries): built on the first information-state
        # request by replaying the history, then kept up as the game goes on
        self.log: tuple[tuple[str, ...], list[Entry]] | None = None
        self._decision: Decision | None = None
        self._legal: list[int] | None = None
        # per seat: (log entries read, the information-state text they give), so that a
        # request reads only the entries added since the last one
        self._info: dict[Seat, tuple[int, str]] = {}

    # -- playing --------------------------------------------------------------------------

    def start(self, seed: int) -> None:
        self.seed = list(seed.to_bytes(8, "little"))
        self._setup()

    def add_seed_byte(self, byte: int) -> None:
        """One of the 8 chance outcomes that make the seed; the last sets the game up."""
        if not 0 <= byte < 256 or len(self.seed) >= 8:
            raise IllegalAction(f"seed byte {byte} is not a chance outcome now")
        self.seed.append(byte)
        if len(self.seed) == 8:
            self._setup()

    def _setup(self) -> None:
        table = self.table
        self.state = table.game.setup(table.config, self.meeple_seed)

    @property
    def meeple_seed(self) -> int:
        return int.from_bytes(bytes(self.seed), "little")

    def decision(self) -> Decision | None:
        """Who decides now (cached for the position: OpenSpiel asks many times)."""
        decision = self._decision
        if decision is None:
            state = self.state
            if state is None or self.steps >= self.table.max_steps:
                return None
            decision = self._decision = decide(state, self.passed, self.table.mode)
        return decision

    def is_over(self) -> bool:
        return self.state is not None and self.decision() is None

    def legal(self) -> list[int]:
        """The deciding seat's codec indices, sorted (``PASS`` last in a window)."""
        legal = self._legal
        if legal is None:
            decision = self.decision()
            if decision is None:
                legal = []
            else:
                legal = self.table.codec.encode(decision.actions)
                if decision.window:
                    legal.append(self.table.codec.PASS)
            self._legal = legal
        return legal

    def mask(self, seat: Seat) -> bytearray:
        """``seat``'s action mask, one byte per codec index: 1 where it may play now (none
        unless it decides)."""
        mask = bytearray(self.table.codec.n)
        decision = self.decision()
        if decision is not None and decision.seat == seat:
            for index in self.legal():
                mask[index] = 1
        return mask

    def apply(self, index: int) -> list[Event]:
        """Play codec index ``index`` for the deciding seat; IllegalAction if it is not
        one of :meth:`legal` (nothing changes then)."""
        if index not in self.legal():
            raise IllegalAction(f"action index {index} is not legal now")
        decision = self.decision()
        state = self.state
        assert decision is not None and state is not None
        table = self.table
        log = self.log
        if index == table.codec.PASS:
            self.passed |= 1 << decision.seat
            if log is not None:
                log[1].append(((decision.seat,), f"{decision.seat}:pass", None, ()))
            events: list[Event] = []
        else:
            action = table.codec.space[index]
            head = _entry_head(state, decision.seat, action) if log is not None else None
            events = state.apply(action)
            self.passed = 0
            self.steps += 1
            if log is not None and head is not None:
                log[1].append((*head, _entry_events(events)))
        self.history.append(index)
        self._decision = None
        self._legal = None
        return events

    # -- strings and tensors ----------------------------------------------------------------

    def observation_string(self, seat: Seat | None) -> str:
        state = self.state
        return "" if state is None else canonical(state.view(seat))

    def write_tensor(self, seat: Seat, out: TensorBuffer) -> None:
        state = self.state
        if state is not None:
            self.table.game.write_tensor(state, seat, out)

    def information_state(self, seat: Seat) -> str:
        """Perfect recall for ``seat``: its first view, then each step as ``seat`` knew it
        (its own action ids and passes; others' actions as the public label; the events
        it may see). The seed bytes never appear."""
        if self.state is None:
            return f"p{seat}"
        log = self.log
        if log is None:
            log = self.log = self._replayed_log()
        views, entries = log
        done, text = self._info.get(seat, (0, ""))
        if done < len(entries):
            parts = [text] if text else []
            for deciders, own, public, events in entries[done:]:
                said = own if seat in deciders else public
                seen = [event for event, audience in events if audience is None or seat in audience]
                if said is not None or seen:
                    parts.append(";".join([said or "-", *seen]))
            text = "/".join(parts)
            self._info[seat] = (len(entries), text)
        return f"p{seat}|{views[seat]}|{text}"

    def _replayed_log(self) -> tuple[tuple[str, ...], list[Entry]]:
        """The log of this game so far, from its seed and the indices played."""
        again = Position(self.table)
        again.seed = list(self.seed)
        again._setup()
        assert again.state is not None
        again.log = (_views(again.state), [])
        for index in self.history:
            again.apply(index)
        return again.log

    def meeple_actions(self) -> list[int]:
        """The meeple actions played (passes left out): with the seed, a meeple record."""
        space, pass_index = self.table.codec.space, self.table.codec.PASS
        return [space[index] for index in self.history if index != pass_index]

    def __str__(self) -> str:
        if self.state is None:
            return f"seed bytes {self.seed}"
        return f"{self.state.serialize()}|passed={self.passed}|steps={self.steps}"

    # -- copies --------------------------------------------------------------------------

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        copy = Position.__new__(Position)
        copy.table = self.table
        copy.seed = self.seed[:]
        copy.state = self.state.clone() if self.state is not None else None
        copy.passed = self.passed
        copy.steps = self.steps
        copy.history = self.history[:]
        log = self.log
        copy.log = None if log is None else (log[0], log[1][:])
        # The same position: its decision (immutable once made) holds for the copy too.
        copy._decision = self._decision
        copy._legal = self._legal
        copy._info = dict(self._info)  # texts of a prefix of the copied log: still valid
        return copy

    def __getstate__(self) -> tuple[Any, ...]:
        state = self.state
        return (
            self.table.key,
            self.seed,
            None if state is None else state.serialize(),
            self.passed,
            self.steps,
            self.history,
            self.log,
        )

    def __setstate__(self, data: tuple[Any, ...]) -> None:
        key, seed, text, passed, steps, history, log = data
        self.table = _table_from_key((key[0], key[1], key[2]))
        self.seed = list(seed)
        self.state = None if text is None else self.table.game.state_from_json(json.loads(text))
        self.passed, self.steps, self.history = passed, steps, list(history)
        self.log = None if log is None else (tuple(log[0]), [tuple(e) for e in log[1]])
        self._decision = None
        self._legal = None
        self._info = {}


def _views(state: State) -> tuple[str, ...]:
    return tuple(canonical(state.view(seat)) for seat in range(state.players))


def _entry_head(state: State, decider: Seat, action: int) -> tuple[tuple[Seat, ...], str, str]:
    """Before ``action`` is applied: who sees its id (the decider and the actor), the id,
    and its public label (an id may name a secret: the label for the others may not)."""
    actor = state.action_seat(action)
    own = f"{decider}:{state.action_id(action)}"
    public = f"{actor}:" + canonical(list(state.public_action_message(action)))
    return ((decider, actor) if actor != decider else (decider,)), own, public


def _entry_events(events: list[Event]) -> tuple[tuple[str, tuple[int, ...] | None], ...]:
    return tuple((canonical([event.msg, event.args]), event.audience) for event in events)
