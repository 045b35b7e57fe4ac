"""The storage layer's errors: one family, each ``str`` a plain one-line reason.

The window shows these to the player, so the words avoid jargon where they can.
"""

from __future__ import annotations


class StorageError(Exception):
    """A file could not be read, understood or written."""


class MissingFileError(StorageError):
    """The file does not exist (usually not a problem: defaults are used)."""


class UnreadableFileError(StorageError):
    """The operating system refused to read the file."""


class NoAccessError(UnreadableFileError):
    """The system denied access to the file (its permissions): the file may be fine, so it is left alone."""

    def __init__(self, name: str, reason: str) -> None:
        super().__init__(f"{name} could not be opened: {reason}")
        self.name = name
        self.reason = reason


class CorruptFileError(StorageError):
    """The file was read but is not what it should be: bad JSON, wrong format, bad values."""


class NewerFormatError(CorruptFileError):
    """The file was written by a newer version of the game, whose format this one cannot read."""


class WriteError(StorageError, OSError):
    """The file could not be written; the previous version, if any, is untouched.

    Also an ``OSError``, since it is one: code that guards a save with
    ``except OSError`` still catches it.
    """
