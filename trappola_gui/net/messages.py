"""The protocol's words: its version, the quick phrases, and the check of every message a peer sends.

Every message is one JSON object in one WebSocket text frame, with its type in ``"t"``
(docs/net-protocol.md). :func:`read_message` turns a frame into a checked ``dict`` or raises
:class:`ProtocolError` with a short reason: a frame that is not JSON, a type the receiver does not
know, a field missing, unknown, of the wrong type or out of range. Nothing in a message names a
path, a program or an amount of memory: numbers are bounded, strings are short, levels and phrases
come from fixed lists.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from trappola_gui.engine.record import loads_json

PROTOCOL_VERSION = 1
MAX_FRAME = 64 * 1024  # bytes, both ways
DEFAULT_PORT = 7651  # a table server's port when none is given (serve, a hosting game, a link without one)

# The quick messages: no free text, so nothing to moderate. Each side shows them in its own language.
PHRASES = ("good_luck", "well_played", "good_game", "one_moment", "thanks")
# The levels a host may give the seats no person takes (never a bot program: data is never code).
COMPUTER_LEVELS = ("easy", "normal", "hard")
ABSENT_CHOICES = ("wait", "pause", "computer")
MAX_NAME = 24


class ProtocolError(ValueError):
    """A message that breaks the protocol; ``code`` is the error's word in the reply."""

    def __init__(self, text: str, code: str = "bad_message") -> None:
        super().__init__(text)
        self.code = code


# A field: ("int", low, high) | ("str", most) | ("enum", choices) | ("obj",) | ("bool",).
Field = tuple[Any, ...]
_SEAT: Field = ("int", 0, 3)
_COUNT: Field = ("int", 0, 10_000)

# What a client may send the server: the fields each type must have (all of them, and no others).
CLIENT_MESSAGES: dict[str, dict[str, Field]] = {
    "hello": {"v": ("int", 0, 1_000_000), "app": ("str", 32), "name": ("str", MAX_NAME)},
    "host": {"rules": ("obj",), "people": ("int", 2, 4), "computer": ("enum", COMPUTER_LEVELS)},
    "join": {"code": ("str", 32)},
    "resume": {"code": ("str", 32), "token": ("str", 64), "have": _COUNT},
    "act": {"action": ("obj",), "n": _COUNT},
    "say": {"phrase": ("enum", PHRASES)},
    "absent": {"seat": _SEAT, "choice": ("enum", ABSENT_CHOICES)},
    "next": {"deal": _COUNT},
    "fill": {},
    "leave": {},
    "ping": {},
}

# What the server sends a client (checked by the client the same way, so a broken server is caught).
SERVER_MESSAGES: dict[str, dict[str, Field]] = {
    "welcome": {"v": ("int", 0, 1_000_000), "app": ("str", 32)},
    "seated": {"code": ("str", 32), "seat": _SEAT, "token": ("str", 64), "host": ("bool",)},
    "table": {"state": ("obj",)},
    "record": {"index": _COUNT, "record": ("obj",)},
    "refused": {"error": ("str", 40), "text": ("str", 300), "suit": ("int", -1, 3), "card": ("int", -1, 35)},
    "said": {"seat": _SEAT, "phrase": ("enum", PHRASES)},
    "error": {"code": ("str", 40), "text": ("str", 300)},
    "pong": {},
}


def _check(name: str, spec: Field, value: Any) -> None:
    kind = spec[0]
    if kind == "int":
        if isinstance(value, bool) or not isinstance(value, int) or not spec[1] <= value <= spec[2]:
            raise ProtocolError(f"{name} must be a whole number from {spec[1]} to {spec[2]}")
    elif kind == "str":
        if not isinstance(value, str) or len(value) > spec[1]:
            raise ProtocolError(f"{name} must be a text of at most {spec[1]} characters")
    elif kind == "enum":
        if value not in spec[1]:
            raise ProtocolError(f"{name} must be one of {', '.join(spec[1])}")
    elif kind == "bool":
        if not isinstance(value, bool):
            raise ProtocolError(f"{name} must be true or false")
    elif not isinstance(value, Mapping):
        raise ProtocolError(f"{name} must be an object")


def check_message(data: Any, table: Mapping[str, Mapping[str, Field]]) -> dict[str, Any]:
    """``data`` if it is one of ``table``'s messages with exactly its fields, each in range."""
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object")
    kind = data.get("t")
    if not isinstance(kind, str) or kind not in table:
        raise ProtocolError("unknown message type", "unknown_type")
    fields = table[kind]
    extra = set(data) - set(fields) - {"t"}
    if extra:
        raise ProtocolError(f"unknown field {sorted(extra)[0][:40]!r} in {kind}")
    for name, spec in fields.items():
        if name not in data:
            raise ProtocolError(f"{kind} needs {name}")
        _check(name, spec, data[name])
    return data


def read_message(frame: str | bytes, table: Mapping[str, Mapping[str, Field]] = CLIENT_MESSAGES) -> dict[str, Any]:
    """A frame as a checked message; raises :class:`ProtocolError`."""
    if isinstance(frame, bytes):
        raise ProtocolError("messages are text frames")
    if len(frame) > MAX_FRAME:
        raise ProtocolError("the message is too long", "too_long")
    try:
        data = loads_json(frame)
    except (ValueError, RecursionError):
        raise ProtocolError("the message is not JSON") from None
    return check_message(data, table)


def write_message(kind: str, **fields: Any) -> str:
    """One message as its frame (compact JSON)."""
    return json.dumps({"t": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def clean_name(text: str) -> str:
    """A player's name as others see it: printable, single spaces, at most ``MAX_NAME`` characters."""
    name = " ".join("".join(ch for ch in text if ch.isprintable()).split())[:MAX_NAME]
    return name or "?"
