"""Table codes and seat tokens.

A table code is eight characters of a 32-letter alphabet with no look-alikes (40 bits), shown as
``K7QM-2XAB``; the server also limits how often one address may try codes, so a code cannot be
guessed. A seat token is 128 random bits; the server keeps only its SHA-256 and compares in
constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I
CODE_LENGTH = 8  # 8 x 5 bits = 40 bits
TOKEN_BYTES = 16  # 128 bits


def new_code() -> str:
    """A fresh table code, e.g. ``K7QM-2XAB``."""
    raw = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
    return raw[:4] + "-" + raw[4:]


def normal_code(text: str) -> str | None:
    """The code as the server keeps it, from what a player typed ("k7qm 2xab", "K7QM-2XAB"), or None.

    >>> normal_code(" k7qm 2xab "), normal_code("K7QM-2XA"), normal_code("K7QM-2XA0")
    ('K7QM-2XAB', None, None)
    """
    if not isinstance(text, str) or len(text) > 32:
        return None
    raw = "".join(ch for ch in text.upper() if ch not in " -")
    if len(raw) != CODE_LENGTH or any(ch not in ALPHABET for ch in raw):
        return None
    return raw[:4] + "-" + raw[4:]


def new_token() -> str:
    """A seat's secret: 128 random bits as 32 hex digits."""
    return secrets.token_hex(TOKEN_BYTES)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("ascii", "replace")).hexdigest()


def token_matches(token: object, kept_hash: str) -> bool:
    """True when ``token`` is the seat's secret; the comparison takes the same time whatever it is."""
    if not isinstance(token, str) or len(token) != 2 * TOKEN_BYTES:
        token = ""
    return hmac.compare_digest(token_hash(token), kept_hash)
