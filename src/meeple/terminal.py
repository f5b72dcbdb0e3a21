"""Playing and replaying a game in a terminal, for any game of the registry.

People type a number to pick an action. Bots play through :mod:`meeple.engine.driver`'s
rules (their out-of-turn actions first); a person gets the same chance out of turn
whenever a bot is about to reveal something (a draw, a roll), which is when playing a
card "at any time" matters.
"""

from __future__ import annotations

import sys
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Literal, TextIO

from meeple.engine.agent import Agent
from meeple.engine.driver import Played, interjection, play
from meeple.engine.events import Event
from meeple.engine.game import Action, Seat, State
from meeple.engine.i18n import add_catalog_dir, player_name, translate
from meeple.engine.match import Match

add_catalog_dir(Path(__file__).with_name("locale"))

QUIT: Literal["quit"] = "quit"
AGAIN: Literal["again"] = "again"  # the position changed under the question (an undo)
PASS = None  # "let play go on", answered to an out-of-turn offer
YES = frozenset({"y", "yes", "o", "oui"})  # what confirms a question (English or French)
Answer = Action | Literal["quit", "again"] | None


def echo(text: str = "") -> None:
    print(text, flush=True)


def read_answer(prompt: str, stdin: TextIO | None = None) -> str | None:
    """One typed answer, trimmed and lower-cased; None at the end of input or on Ctrl-C."""
    stdin = stdin or sys.stdin
    print(prompt, end="", flush=True)
    try:
        line = stdin.readline()
    except KeyboardInterrupt:
        line = ""
    if not stdin.isatty():  # a terminal echoes what was typed; a pipe does not
        print(line.rstrip("\n"), flush=True)
    elif not line:
        echo()
    return line.strip().lower() if line else None


def seat_name(seat: Seat, lang: str, humans: Collection[Seat] = ()) -> str:
    name = player_name(seat, lang)
    return translate("cli.you", lang, {"seat": name}) if seat in humans else name


def event_text(event: Event, lang: str) -> str:
    return translate(event.msg, lang, event.args)


def show_played(played: Played, lang: str, humans: Collection[Seat] = (), prefix: str = "") -> None:
    """An action and what it caused, as the people at this terminal may see it: another
    seat's action by its public label, and only the events one of them may see (with no
    human seat, a game of bots, everything)."""
    own = not humans or played.seat in humans
    who = seat_name(played.seat, lang, humans)
    # from the catalogue: French puts a space before the colon ("Joueur 1 : Prise")
    echo(prefix + translate("cli.played", lang, {"player": who, "label": played.label(lang, own)}))
    for event in played.events:
        if not humans or any(event.visible_to(seat) for seat in humans):
            echo(f"    {event_text(event, lang)}")


def final_board(state: State, seat: Seat | None, lang: str) -> str:
    """The board at the end, without a last line that says how the game ended: the
    result line printed after it says so, with the seed and length."""
    board = state.render_text(seat, lang)
    outcome = state.outcome()
    if outcome is not None:
        head, _, last = board.rpartition("\n")
        if last.strip() == outcome.describe(lang):
            return head
    return board


def result_line(state: State, seed: int, actions: int, lang: str) -> str:
    """The one line that ends every game shown: how it ended, its seed and length."""
    outcome = state.outcome()
    text = outcome.describe(lang) if outcome is not None else translate("cli.not-over", lang)
    return translate("cli.result", lang, {"outcome": text, "seed": seed, "actions": actions})


def typed_action(state: State, text: str, actions: list[Action]) -> Action | None:
    """The action a typed answer names: its number in the list, its id, or the board
    element it targets (when only one of ``actions`` does); None if none."""
    if text.isdigit():
        return actions[int(text) - 1] if 1 <= int(text) <= len(actions) else None
    by_id = [a for a in actions if state.action_id(a) == text]
    by_target = [a for a in actions if state.action_target(a) == text]
    found = by_id or by_target
    return found[0] if len(found) == 1 else None


def refusal(state: State, seat: Seat, text: str, lang: str) -> str:
    """Why a typed board element (``tile:fools-landing``) or action id
    (``0:move:fools-landing``) is refused, in the game's words: the rule that stops
    ``seat`` using that element now (``why_not``)."""
    return state.why_not(seat, typed_target(state, seat, text), lang)


def typed_target(state: State, seat: Seat, text: str) -> str:
    """The board element a typed text stands for: a legal action's (an id of another
    seat's action), else, for an id no one may play, the element of the same name the
    game explains (its last part under a kind of element the board shows now:
    ``0:move:copper-gate`` -> ``tile:copper-gate``), else the text itself."""
    legal = state.legal_actions()
    for action in legal:
        if state.action_id(action) == text:
            return state.action_target(action) or text
    name = text.rsplit(":", 1)[-1]
    kinds = sorted({t.rsplit(":", 1)[0] for a in legal if (t := state.action_target(a))})
    for kind in kinds:
        target = f"{kind}:{name}"
        if state.game.why_not(state, seat, target)[0] != "engine.why.nothing-here":
            return target
    return text


class TerminalTable:
    """A match where some seats are people at this terminal and the others are bots."""

    def __init__(
        self,
        match: Match,
        humans: Collection[Seat],
        bots: Mapping[Seat, Agent],
        lang: str,
        stdin: TextIO | None = None,
    ) -> None:
        self.match = match
        self.humans = sorted(humans)
        self.bots = bots
        self.lang = lang
        self.stdin = stdin

    def play(self) -> bool:
        """Play until the game ends (True) or a person quits (False)."""
        while self.match.state.to_move() is not None:
            answer = self.next_answer()
            if answer == QUIT:
                return False
            if answer is not None and answer != AGAIN:
                show_played(play(self.match, answer), self.lang, self.humans)
        return True

    def next_answer(self) -> Answer:
        state = self.match.state
        seat = state.to_move()
        assert seat is not None
        action = interjection(state, self.bots, seat)
        if action is not None:
            return action
        if seat in self.humans:
            return self.ask(seat)
        action = self.bots[seat].act(state, seat)
        if state.consumes_chance(action):
            for human in self.humans:
                if human != seat and state.legal_actions(human):
                    answer = self.ask(human, before=(seat, action))
                    if answer is not PASS:
                        return answer
        return action

    def ask(self, seat: Seat, before: tuple[Seat, Action] | None = None) -> Answer:
        """Show ``seat`` the position and its actions; read its answer.

        ``before`` is the bot action about to be played: the person may act first or
        let it be (an empty line).
        """
        state, lang = self.match.state, self.lang
        actions = state.legal_actions(seat)
        can_undo = self.match.can_undo(seat)
        echo()
        echo(state.render_text(seat, lang))
        if before is not None:
            bot, action = before
            label = state.public_action_label(action, lang)  # another seat's: its public form
            echo(translate("cli.about-to", lang, {"seat": seat_name(bot, lang), "action": label}))
        for number, action in enumerate(actions, 1):
            echo(f"  {number}. {state.action_label(action, lang)}")
        if before is not None:
            hint = "cli.hint.interject"
        else:
            hint = "cli.hint.turn-undo" if can_undo else "cli.hint.turn"
        echo(translate(hint, lang))
        while True:
            text = read_answer(f"{seat_name(seat, lang, self.humans)}> ", self.stdin)
            if text is None or text == "q":
                return QUIT
            if text == "" and before is not None:
                return PASS
            if text == "u" and can_undo:
                self.undo(seat)
                return AGAIN
            chosen = typed_action(state, text, actions)
            if chosen is not None:
                question = state.action_confirmation(chosen, lang)
                if question is None:
                    return chosen
                answer = read_answer(f"{question} [y/N] ", self.stdin)
                if answer is None:
                    return QUIT
                if answer in YES:
                    return chosen
                continue  # not confirmed: nothing played, the same question again
            shared = any(state.action_target(a) == text for a in actions)
            if ":" in text and not shared:  # a board element or an action id: the rule
                echo(refusal(state, seat, text, lang))
            echo(translate("cli.bad-choice", lang, {"count": len(actions)}))

    def undo(self, seat: Seat) -> None:
        undone = self.match.undo(seat)
        state = self.match.state
        label = state.action_label(state.parse_action(undone), self.lang)
        echo(translate("cli.undone", self.lang, {"action": label}))
