"""What a client may send over the WebSocket, as validated models.

A message is JSON text of at most ``MAX_MESSAGE`` bytes, nested at most ``MAX_DEPTH``
deep, parsed in one go into one of the models below, chosen by its ``type`` (a
discriminated union). Anything else is refused with a :class:`Refused` whose reason names
what was wrong: too big, too deep, not JSON, not an object, an unknown ``type``, or the
field that is missing or of the wrong type.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, field_validator
from pydantic_core import ErrorDetails

from meeple.engine.i18n import LANGUAGES
from meeple.server.live import Refused

MAX_MESSAGE = 4096  # bytes: the longest action id is far shorter
MAX_DEPTH = 2  # arrays and objects inside one another: a message is one flat object


class Message(BaseModel):
    # Strict: a step of true, 1.0 or "1" is refused, not converted. Unknown keys are ignored.
    model_config = ConfigDict(strict=True, frozen=True)


class Act(Message):
    """Play ``action`` (an action id), as seen at ``step``."""

    type: Literal["act"]
    action: str
    step: int


class Undo(Message):
    """Take back the sender's last action, as seen at ``step``."""

    type: Literal["undo"]
    step: int


class Lang(Message):
    """Labels and log in ``lang`` from now on."""

    type: Literal["lang"]
    lang: str

    @field_validator("lang")
    @classmethod
    def known_language(cls, lang: str) -> str:
        if lang not in LANGUAGES:
            raise ValueError("unknown language")
        return lang


MAX_TARGET = 64  # characters: every board element id is far shorter


class Why(Message):
    """Why can the sender do nothing with the board element ``target``, as seen at ``step``?"""

    type: Literal["why"]
    target: str = Field(min_length=1, max_length=MAX_TARGET)
    step: int


class Name(Message):
    """The sender's seat is called ``name`` from now on (checked by the table,
    ``live.clean_name``, so that a refusal says what is wrong with the name)."""

    type: Literal["name"]
    name: str


class Leave(Message):
    """The sender leaves the table: a bot of the creator's chosen level plays its seat."""

    type: Literal["leave"]


class Back(Message):
    """The sender takes back the seat it left to a bot (after the bot's coming move)."""

    type: Literal["back"]


class Rematch(Message):
    """Play again: the finished table's rematch, made at the first ask (server/rematch.py)."""

    type: Literal["rematch"]


class Chat(Message):
    """A chat line ``text`` in ``channel`` ("players" or "spectators"), checked by the
    table (``chat.py``: who may write there, length, characters, rate)."""

    type: Literal["chat"]
    channel: str
    text: str


AnyMessage = Act | Undo | Lang | Why | Name | Leave | Back | Rematch | Chat
MESSAGES: tuple[type[Message], ...] = (Act, Undo, Lang, Why, Name, Leave, Back, Rematch, Chat)
ClientMessage = Annotated[AnyMessage, Field(discriminator="type")]
CLIENT_MESSAGE: TypeAdapter[AnyMessage] = TypeAdapter(ClientMessage)

TYPES = [get_args(model.model_fields["type"].annotation)[0] for model in MESSAGES]
TYPE_LIST = f"{', '.join(TYPES[:-1])} or {TYPES[-1]}"
FIELD_REASONS = {  # what each field must hold, said when it is missing or wrong
    "action": 'the message names no action ("action": an id)',
    "step": "the message needs the step it was sent at",
    "lang": f"lang must be one of {', '.join(LANGUAGES)}",
    "name": 'the message gives no name ("name": text)',
    "channel": 'the chat message names no channel ("channel": "players" or "spectators")',
    "text": 'the chat message has no text ("text": text)',
    "target": f'the message names no board element ("target": 1 to {MAX_TARGET} characters)',
}


def parse(text: str | None) -> AnyMessage:
    """The message in ``text``; :class:`Refused` (``bad-message``, ``too-big``) if none."""
    if text is None:
        raise Refused("bad-message", "messages must be JSON text, not binary")
    if len(text.encode()) > MAX_MESSAGE:
        raise Refused("too-big", f"a message may hold at most {MAX_MESSAGE} bytes")
    if nested_too_deep(text):
        raise Refused(
            "bad-message", f"a message may nest arrays or objects {MAX_DEPTH} deep at most"
        )
    try:
        return CLIENT_MESSAGE.validate_json(text)
    except ValidationError as error:
        raise Refused("bad-message", reason(error.errors()[0])) from None


def nested_too_deep(text: str) -> bool:
    """Whether ``text`` opens more than ``MAX_DEPTH`` arrays or objects inside one another
    (brackets within strings aside). Checked before parsing: a parser or a handler that
    recurses must never meet thousands of levels."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif char in "]}":
            depth -= 1
    return False


def reason(error: ErrorDetails) -> str:
    """One sentence for the first thing wrong with a message."""
    kind = error["type"]
    if kind == "json_invalid":
        return "the message is not JSON"
    if kind in ("union_tag_invalid", "union_tag_not_found"):
        given: Any = error["input"]
        return f"unknown message type {given.get('type')!r}: use {TYPE_LIST}"
    if not error["loc"]:
        return 'the message must be a JSON object with a "type"'
    field = str(error["loc"][-1])
    return FIELD_REASONS.get(field) or f"{field}: {error['msg']}"
