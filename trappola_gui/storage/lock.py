"""One copy of the game per data folder: a lock held for the program's life.

Two copies writing one set of files would each file the other's match as
abandoned and count deals twice or not at all. The lock is an operating-system
file lock on ``trappola.lock`` in the data folder (``flock`` on Linux and macOS,
``msvcrt.locking`` on Windows): the system drops it when the process ends,
however it ends (kill -9, a crash, a power cut), so a stale lock can never
keep the game from starting. The file itself is never the evidence; only a
live lock is. It holds the owner's process id, for a person looking at it.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import IO

from .errors import StorageError
from .lazy_log import Log
from .paths import AppPaths

log = Log(__name__)


class AlreadyRunning(StorageError):
    """Another copy of the game holds the lock on this data folder, or may: ``detail`` says why no lock
    could be made in a folder that can be written (None when another copy holds it)."""

    def __init__(self, folder: Path, detail: str | None = None) -> None:
        super().__init__(f"Trappola is already running with the files in {folder}")
        self.folder = folder
        self.detail = detail


# sys.platform (not os.name) so that mypy checks each branch on its own system only.
if sys.platform == "win32":
    import msvcrt

    def _try_lock(handle: IO[bytes]) -> bool:
        try:
            # Byte 0 of the file; Windows lets a lock reach past the end, so the pid written
            # after it never needs the locked byte.
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(handle: IO[bytes]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def _writable(folder: Path) -> bool:
    """Whether a file can be made in ``folder``: tried, not guessed (``os.access`` says yes to root in a
    read-only folder's mode bits and knows nothing of Windows' access lists). The trial file goes at once."""
    import tempfile  # only when a lock has failed: not on the way to the first frame

    try:
        fd, name = tempfile.mkstemp(prefix=".trappola-lock-check-", dir=folder)
    except OSError:
        return False
    os.close(fd)
    with contextlib.suppress(OSError):
        os.remove(name)
    return True


class DataLock:
    """The lock on one data folder; :meth:`acquire` takes it or raises :class:`AlreadyRunning`."""

    def __init__(self, path: Path, handle: IO[bytes] | None) -> None:
        self.path = path
        self._handle = handle

    @property
    def held(self) -> bool:
        return self._handle is not None

    @classmethod
    def acquire(cls, paths: AppPaths) -> DataLock:
        """Take the lock, creating the data folder if needed.

        Raises :class:`AlreadyRunning` when another live process holds it, and also when the lock
        cannot be made in a folder where files can be written (``trappola.lock`` is a folder, say, or
        the file system refuses locks): two copies could then run on the same files, so this one
        stops as a second copy would, touching nothing. Only where nothing can be written at all (a
        read-only folder) does the game run unlocked: no copy can change the files there, its saves
        fail and say so, which is better than refusing to start.
        """
        path = paths.lock_file
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # Not truncated on open: the file may be another copy's, live.
            fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
            handle = os.fdopen(fd, "r+b", buffering=0)
        except OSError as exc:
            return cls._unlocked(paths, f"could not open the lock {path}: {exc.strerror or exc}")
        try:
            locked = _try_lock(handle)
        except OSError as exc:
            handle.close()
            return cls._unlocked(paths, f"could not lock {path}: {exc.strerror or exc}")
        if not locked:
            handle.close()
            raise AlreadyRunning(paths.data_dir)
        with contextlib.suppress(OSError):
            pid = f"{os.getpid()}\n".encode()
            handle.seek(1 if sys.platform == "win32" else 0)
            handle.write(pid)
            handle.truncate()
        return cls(path, handle)

    @classmethod
    def _unlocked(cls, paths: AppPaths, problem: str) -> DataLock:
        """No lock could be made: fail closed (:class:`AlreadyRunning`) unless the folder is read-only."""
        if _writable(paths.data_dir):
            # The player reads the sentence of a second copy, nothing more (the log is not open yet).
            log.debug("%s, in a folder that can be written: refusing to start unlocked", problem)
            raise AlreadyRunning(paths.data_dir, problem)
        log.warning("%s; the folder cannot be written, so the game runs without the lock", problem)
        return cls(paths.lock_file, None)

    def release(self) -> None:
        """Give the lock up (the process's end does this too). The file stays: removing it could
        race with a copy that has just opened it and is about to lock it."""
        handle, self._handle = self._handle, None
        if handle is None:
            return
        with contextlib.suppress(OSError):
            _unlock(handle)
        handle.close()
