"""Versioned documents: the ``"format"`` tag, upgrades from older versions, and
setting aside a file that cannot be read so that nothing is ever lost.

Every file the game writes is a JSON object whose ``"format"`` is
``trappola-<kind>/<version>``. A file from an older version is upgraded step by
step through the kind's migrations (version 0 means "no format tag at all", the
shape of files written before versions existed). A file that cannot be read,
upgraded or validated is renamed to ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (with a
counter if that name is taken) and the player gets one sentence saying so; the
game then carries on with defaults and never writes over the kept file.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, NamedTuple

from .atomic import read_json
from .errors import CorruptFileError, MissingFileError, NewerFormatError, NoAccessError, StorageError, WriteError
from .lazy_log import Log

if TYPE_CHECKING:
    from datetime import datetime

log = Log(__name__)

Migration = Callable[[dict[str, Any]], dict[str, Any]]

_VERSION = re.compile(r"[0-9]{1,6}")


class DocumentKind(NamedTuple):
    """One kind of file: its format name, the words for it, and how to upgrade it."""

    name: str  # "settings" gives the format tag "trappola-settings/<version>"
    label: str  # how a notice names it: "settings file", "saved match"
    version: int
    # migrations[v] turns a version-v document into a version-(v + 1) one.
    migrations: Mapping[int, Migration] = MappingProxyType({})

    @property
    def format(self) -> str:
        return f"trappola-{self.name}/{self.version}"

    def version_of(self, data: Any) -> int:
        """The version a parsed document claims; raises :class:`CorruptFileError`."""
        if not isinstance(data, dict):
            raise CorruptFileError(f"a {self.label} must be a JSON object")
        tag = data.get("format")
        if tag is None:
            return 0
        prefix = f"trappola-{self.name}/"
        if not isinstance(tag, str) or not tag.startswith(prefix) or not _VERSION.fullmatch(tag[len(prefix):]):
            raise CorruptFileError(f"format: expected {self.format!r}, found {str(tag)[:40]!r}")
        return int(tag[len(prefix):])

    def upgrade(self, data: Any) -> dict[str, Any]:
        """The document brought up to the current version, format tag included."""
        version = self.version_of(data)
        if version > self.version:
            raise NewerFormatError(f"format {data['format']!r} is newer than this game's {self.format!r}")
        doc = dict(data)
        while version < self.version:
            step = self.migrations.get(version)
            if step is None:
                what = "has no format tag" if version == 0 else f"is version {version}, no longer supported"
                raise CorruptFileError(f"the {self.label} {what}")
            try:
                doc = step(doc)
            except (KeyError, TypeError, ValueError, AttributeError) as exc:
                raise CorruptFileError(f"could not upgrade from version {version}: {exc}") from None
            version += 1
        doc["format"] = self.format
        return doc


def write_keeping_original(
    path: Path, what: str, write: Callable[[], object], reads_as_is: Callable[[Any], bool]
) -> Path | None:
    """Run ``write`` (which replaces ``path``), first keeping aside a file this game would not read as it is.

    A file that cannot be read, or that holds values the game would drop or reset,
    is the player's own and may be all they have: it is linked (or copied) to
    its ``.corrupt-`` name while it stays in place, and only then replaced by
    ``write``. If the write fails the copy is removed, so the original is left
    exactly as it was and the error (a :class:`StorageError`) is raised. Returns
    the name the original was kept under, or None when nothing needed keeping.
    """
    try:
        good = reads_as_is(read_json(path))
    except MissingFileError:
        good = True
    except NoAccessError as exc:
        raise WriteError(f"could not write {path.name}: {exc}; it is left as it is") from None
    except StorageError:
        good = False
    kept: Path | None = None
    if not good:
        try:
            kept = set_aside(path, keep_original=True)
        except OSError as exc:
            raise WriteError(f"could not keep a copy of {path.name}: {exc.strerror or exc}") from exc
    try:
        write()
    except (StorageError, OSError):
        if kept is not None:
            with contextlib.suppress(OSError):
                kept.unlink()
        raise
    if kept is not None:
        log.warning("%s: bad %s; the original was kept as %s", path, what, kept)
    return kept


def set_aside(path: Path, now: datetime | None = None, *, keep_original: bool = False, tag: str = "corrupt") -> Path:
    """Rename ``path`` to a free ``<name>.<tag>-<stamp>[-N]`` name beside it and return that name.

    ``tag`` is ``corrupt`` for a file shown bad, ``kept`` for one the player chose to put aside.

    Never replaces an existing file. If the file cannot be renamed it is copied
    instead; raises ``OSError`` only if neither works (then the folder is not
    writable, so no later save can destroy the file either). ``keep_original``
    leaves ``path`` in place (a link or a copy is made), for a caller that is
    about to replace it.
    """
    if now is None:
        from datetime import datetime  # only when a file is set aside: not on the way to the first frame

        now = datetime.now()
    stamp = now.strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.{tag}-{stamp}"
    for counter in range(1, 10_000):
        candidate = path.with_name(base if counter == 1 else f"{base}-{counter}")
        if os.path.lexists(candidate):
            continue
        try:
            _move_no_clobber(path, candidate, keep_original)
            return candidate
        except FileExistsError:
            continue
    raise OSError(errno.EEXIST, "no free name to keep the file under", str(path))


def _move_no_clobber(src: Path, dst: Path, keep_original: bool = False) -> None:
    if os.name == "nt" and not keep_original:
        # Windows' rename already refuses to replace an existing file.
        os.rename(src, dst)
        return
    # POSIX rename would silently replace a file that appeared since the check;
    # a hard link fails instead, and then the original name is dropped.
    try:
        os.link(src, dst)
    except FileExistsError:
        raise
    except OSError:
        # Some file systems (FAT, some network shares) have no hard links.
        try:
            data = src.read_bytes()
            with open(dst, "xb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        except FileExistsError:
            raise
        if not keep_original:
            with contextlib.suppress(OSError):
                os.unlink(src)
        return
    if not keep_original:
        os.unlink(src)


def aside_notice(label: str, kept: Path | None, consequence: str, *, newer: bool = False) -> str:
    """The one sentence the player sees when a file could not be used."""
    what = "was written by a newer version of Trappola" if newer else "could not be read"
    if kept is None:
        return f"Your {label} {what} and could not be set aside; {consequence} for now."
    return f"Your {label} {what}; it was kept as {kept.name} and {consequence}."


def no_access_notice(label: str, name: str, reason: str, consequence: str) -> str:
    """The sentence for a file the system would not let the game read (left where it is)."""
    return (f"Your {label} ({name}) could not be opened: {reason.lower()}. It was left as it is, "
            f"and {consequence} for now.")


def reject(path: Path, label: str, consequence: str, reason: str, *, newer: bool = False) -> str:
    """Set a bad file aside, log why, and return the notice for the player."""
    try:
        kept: Path | None = set_aside(path)
    except OSError as exc:
        log.error("could not set aside %s: %s", path, exc)
        kept = None
    log.warning("%s: %s; kept as %s", path, reason, kept)
    return aside_notice(label, kept, consequence, newer=newer)


def load_document(path: Path, kind: DocumentKind, consequence: str) -> tuple[dict[str, Any] | None, str | None]:
    """Read and upgrade one document.

    Returns ``(document, None)``; ``(None, None)`` when there is no file; or
    ``(None, notice)`` when the file was bad and has been set aside. Never raises
    for a bad file.
    """
    try:
        raw = read_json(path)
        return kind.upgrade(raw), None
    except MissingFileError:
        return None, None
    except NoAccessError as exc:
        # Its permissions, not its contents: nothing shows the file bad, so it stays where it is.
        log.warning("%s: %s; left in place", path, exc)
        return None, no_access_notice(kind.label, path.name, exc.reason, consequence)
    except StorageError as exc:
        return None, reject(path, kind.label, consequence, str(exc), newer=isinstance(exc, NewerFormatError))
