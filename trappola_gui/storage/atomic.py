"""Writing a file so that it is always either the old version or the new one.

A save interrupted by a crash, a kill or a power cut must never leave half a
file where the player's settings or match used to be. The new text goes to a
temporary file in the same folder (so the final rename stays on one volume),
is flushed to disk, and then replaces the old file in one step. Temporary files
are named ``.<name>.<random>.tmp``: hidden, and never matching a save's name, so
a leftover one is never mistaken for a save.

Reading is here too: :func:`read_json` turns every way a file can be bad into a
:class:`~trappola_gui.storage.errors.StorageError` with a plain reason.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from .errors import CorruptFileError, MissingFileError, NoAccessError, UnreadableFileError, WriteError

TEMP_SUFFIX = ".tmp"

# Windows refuses to replace a file another program (an antivirus scanner, a
# backup tool, a text editor) holds open; such holds are usually brief.
_REPLACE_TRIES = 5
_REPLACE_FIRST_WAIT = 0.02  # seconds; doubles each try, about 0.6 s in all


def is_temp_file(path: Path) -> bool:
    """True for the temporary files this module writes (leftovers of an interrupted save)."""
    return path.name.startswith(".") and path.name.endswith(TEMP_SUFFIX)


# A temp file this old was left by a save that was killed; no live save takes this long.
STALE_TEMP_AGE = 600.0  # seconds


def remove_stale_temp_files(target: Path, now: float | None = None, max_age: float = STALE_TEMP_AGE) -> int:
    """Delete leftovers of interrupted saves of ``target`` older than ``max_age`` seconds; returns how many."""
    current = time.time() if now is None else now
    removed = 0
    try:
        candidates = _temp_files_of(target)
    except OSError:
        return 0
    for leftover in candidates:
        try:
            if current - leftover.stat().st_mtime > max_age:
                leftover.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def _temp_files_of(target: Path) -> list[Path]:
    """The names ``.<name>.*.tmp`` beside ``target``, as a glob would find them (in the system's case
    rules), without the pattern compiled for a glob (a start's few look-ups would wait for it)."""
    prefix, suffix = os.path.normcase(f".{target.name}."), os.path.normcase(TEMP_SUFFIX)
    with os.scandir(target.parent) as entries:
        names = [entry.name for entry in entries]
    return [target.parent / name for name in names
            if len(name) >= len(prefix) + len(suffix)
            and os.path.normcase(name).startswith(prefix) and os.path.normcase(name).endswith(suffix)]


def _fsync_folder(folder: Path) -> None:
    # The rename itself lives in the folder's entry list; without this a power
    # cut right after the save could bring back the old file. Windows cannot
    # open a folder this way and has no need to.
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _replace(src: str, dst: Path) -> None:
    wait = _REPLACE_FIRST_WAIT
    for attempt in range(_REPLACE_TRIES):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if attempt == _REPLACE_TRIES - 1:
                raise
            time.sleep(wait)
            wait *= 2


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, make_folder: bool = True,
                       sync: bool = True) -> Path:
    """Replace ``path`` with ``data`` all at once; raises :class:`WriteError`.

    A file already there that may not be read is never replaced (:class:`WriteError`).

    ``make_folder`` creates missing parent folders (wanted for the game's own
    folders, not for a place the player picked in a file dialog). ``sync=False`` leaves out the
    flushes to disk and the sweep of old temporary files: the file is still either the old or the
    new one after the process is killed, but a power cut may lose the last seconds (the table
    server writes after every action, and sweeps its folder when it starts).
    """
    target = Path(path)
    folder = target.parent
    if os.path.isfile(target) and not os.access(target, os.R_OK):
        # The player's file, which this game may not even read: replacing it (a rename needs only
        # the folder's permission) would lose it without anyone having looked at it.
        raise WriteError(f"could not write {target.name}: the file there may not be read (permission denied), "
                         "so it is left as it is")
    try:
        if make_folder:
            folder.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=folder)
    except OSError as exc:
        raise WriteError(f"could not write {target.name}: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if sync:
                os.fsync(handle.fileno())
        _replace(temp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise WriteError(f"could not write {target.name}: {exc.strerror or exc}") from exc
    if sync:
        _fsync_folder(folder)
        remove_stale_temp_files(target)
    return target


def atomic_write_text(path: str | os.PathLike[str], text: str, *, make_folder: bool = True) -> Path:
    """Replace ``path`` with ``text`` (UTF-8, newlines as given) all at once."""
    return atomic_write_bytes(path, text.encode("utf-8"), make_folder=make_folder)


def dump_json(data: Any) -> str:
    """The text the game writes for a JSON value: indented, UTF-8, strict (no NaN)."""
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False) + "\n"


def atomic_write_json(path: str | os.PathLike[str], data: Any, *, make_folder: bool = True,
                      sync: bool = True) -> Path:
    """Replace ``path`` with ``data`` as JSON all at once; raises :class:`WriteError` (``sync``: as
    :func:`atomic_write_bytes`)."""
    try:
        text = dump_json(data)
    except (TypeError, ValueError) as exc:
        raise WriteError(f"could not write {Path(path).name}: {exc}") from exc
    return atomic_write_bytes(path, text.encode("utf-8"), make_folder=make_folder, sync=sync)


def _no_constants(name: str) -> Any:
    # Python's json reads NaN and Infinity, which are not JSON and which no
    # setting or record may hold; refusing them here keeps the checks simple.
    raise ValueError(f"{name} is not allowed in JSON")


# A settings file or a save is a few kilobytes, a long match's record well under a
# megabyte; anything far larger is not ours, and reading it whole would only hurt.
MAX_READ_BYTES = 16 * 1024 * 1024


def read_bytes_bounded(path: str | os.PathLike[str], limit: int = MAX_READ_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Never blocks on a FIFO or a device and never reads more than ``limit + 1``
    bytes: a link to ``/dev/zero`` or a named pipe under a save's name is refused
    at once. Raises :class:`MissingFileError`, :class:`UnreadableFileError` or
    :class:`CorruptFileError`, each with a one-line reason.
    """
    source = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(source, flags)
    except FileNotFoundError:
        raise MissingFileError(f"{source.name} does not exist") from None
    except IsADirectoryError:
        raise UnreadableFileError(f"{source.name} is a folder, not a file") from None
    except PermissionError as exc:
        raise NoAccessError(source.name, exc.strerror or str(exc)) from None
    except OSError as exc:
        raise UnreadableFileError(f"{source.name} could not be read: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise UnreadableFileError(f"{source.name} is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFileError(f"{source.name} is not a regular file")
        if info.st_size > limit:
            raise CorruptFileError(f"{source.name} is too large ({info.st_size} bytes; at most {limit})")
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise CorruptFileError(f"{source.name} is too large (over {limit} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise UnreadableFileError(f"{source.name} could not be read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def read_json(path: str | os.PathLike[str], limit: int = MAX_READ_BYTES) -> Any:
    """The parsed contents of a JSON file of at most ``limit`` bytes.

    Raises :class:`MissingFileError`, :class:`UnreadableFileError` or
    :class:`CorruptFileError`, each with a one-line reason.
    """
    source = Path(path)
    raw = read_bytes_bounded(source, limit)
    try:
        # utf-8-sig: a player who opened the file in Notepad may have saved a BOM.
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CorruptFileError(f"{source.name} is not a text file") from None
    try:
        return json.loads(text, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        raise CorruptFileError(
            f"{source.name} is not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}"
        ) from None
    except (ValueError, RecursionError) as exc:
        # ValueError: NaN or a number too long to read; RecursionError: absurd nesting.
        reason = str(exc)[:120] or "nested too deeply"
        raise CorruptFileError(f"{source.name} is not valid JSON: {reason}") from None
