"""Where text meets the font: any string becomes one the font can draw.

pygame's text functions raise on a lone surrogate (``UnicodeEncodeError``) and
on NUL (``ValueError``). Such characters reach the screen from outside: a file
name that is not UTF-8 comes to Python with its bad bytes as surrogates (a
``--replay`` path, a HOME or data folder named in a notice, the crash log's
path), and a hand-edited file can hold ``"\\u0000"`` or ``"\\ud800"`` in any of
its strings. Every text the window draws or measures goes through
:class:`SafeFont` (``Fonts.font`` hands out nothing else), so no string can
stop a frame.
"""

from __future__ import annotations

import contextlib
import os
import re
from typing import Any

import pygame

REPLACEMENT = "\ufffd"
# Lone surrogates and NUL: the characters pygame refuses.
_UNDRAWABLE = re.compile("[\x00\ud800-\udfff]")


def drawable(text: object) -> str:
    """``text`` as a string the font accepts: bad bytes and lone surrogates become U+FFFD, NUL too.

    Bytes smuggled in by the file system's surrogate escapes are decoded as
    UTF-8 where they form one (so a name in UTF-8 that Python could not decode
    with the locale's codec still reads right), and replaced where they do not.

    >>> drawable("missing\\udcff.json")
    'missing\\ufffd.json'
    >>> drawable("caf\\udcc3\\udca9")
    'café'
    >>> drawable("a\\x00b\\ud800")
    'a\\ufffdb\\ufffd'
    """
    s = text if isinstance(text, str) else str(text)
    if not _UNDRAWABLE.search(s):
        return s
    # A surrogate outside the escape range fails the round trip: it is replaced below.
    with contextlib.suppress(UnicodeEncodeError):
        s = s.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return _UNDRAWABLE.sub(REPLACEMENT, s)


def shown_path(path: str | os.PathLike[str]) -> str:
    """A path as the player should read it: the file system's bytes decoded, bad ones replaced.

    >>> shown_path("/tmp/x/missing\\udcff.json")
    '/tmp/x/missing\\ufffd.json'
    """
    return drawable(os.fsencode(path).decode("utf-8", "replace"))


class SafeFont:
    """A pygame font whose ``render`` and ``size`` take any string (see :func:`drawable`)."""

    __slots__ = ("font",)

    def __init__(self, font: pygame.font.Font) -> None:
        self.font = font

    def render(self, text: str, antialias: bool, color: Any, background: Any = None) -> pygame.Surface:
        try:
            return self.font.render(drawable(text), antialias, color, background)
        except pygame.error:
            # Only invisible characters (a soft hyphen, a joiner): pygame refuses a text of no width.
            # What the player sees is nothing, a line high.
            blank = pygame.Surface((1, self.font.get_height()), pygame.SRCALPHA)
            if background is not None:
                blank.fill(background)
            return blank

    def size(self, text: str) -> tuple[int, int]:
        return self.font.size(drawable(text))

    def get_linesize(self) -> int:
        return self.font.get_linesize()

    def get_height(self) -> int:
        return self.font.get_height()
