"""How an error message quotes what a record or a file held: short, whatever it was.

Kept apart from the cards so that the rule options (``rules``), which the settings read at
start-up, load without the cards' tables.
"""

from __future__ import annotations


def short_repr(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, for messages that echo what a record held."""
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit]
    elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 128:
        return "a number too large"
    text = repr(value) if not isinstance(value, (list, dict)) else type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
