"""Pictures drawn before, kept so that the next start shows them without drawing them again.

The card faces and the felt are drawn from SVG files, a few milliseconds each; the
window's first frame alone draws six of them. :class:`RasterCache` keeps the drawn
pixels in the cache folder (:attr:`AppPaths.raster_dir`), one file per picture:

    trappola-raster/1
    <key: what the picture was drawn from, as the caller says it>
    <shape: what the caller needs to lay the pixels out again>
    <length of the pixels in bytes>
    <the pixels>

An entry whose key differs from the one asked for (another version of the SVG file,
of the drawing library, another size), or that is cut short or longer than it says,
is as good as missing: the caller draws the picture and the entry is written anew.
Writes go through a temporary file and a rename, so a reader never sees half a file,
and failures to read or write are silent: the cache only ever saves time. Reading an
entry marks it as used; past :data:`LIMIT` bytes the entries used longest ago go.
Nothing here is the player's: the folder may be emptied at any time.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .paths import AppPaths

MAGIC = b"trappola-raster/1\n"
SUFFIX = ".raster"
LIMIT = 64 * 1024 * 1024  # bytes: a few window sizes of felt and every card at them
PRUNED_TO = 0.75  # of LIMIT, so that pruning does not run again at the next write
HEADER_MAX = 4096  # no key or shape line is longer


def raster_cache(paths: AppPaths) -> RasterCache | None:
    """The cache in the player's cache folder, or None where ``paths`` keep none."""
    return None if paths.raster_dir is None else RasterCache(paths.raster_dir)


class RasterCache:
    """One folder of drawn pictures; :meth:`read_into` and :meth:`write` never raise."""

    def __init__(self, folder: Path, limit: int = LIMIT) -> None:
        self.folder = folder
        self.limit = limit
        self._size: int | None = None  # the folder's bytes as last counted, plus what was written since

    def path(self, name: str) -> Path:
        return self.folder / f"{name}{SUFFIX}"

    def read_into(self, name: str, key: str, target: Callable[[str, int], Any]) -> bool:
        """Read the entry ``name`` drawn from ``key``: ``target(shape, length)`` gives a writable buffer
        of ``length`` bytes for the pixels (or None when it cannot use the shape). True when the whole
        entry was read into it; False for a missing, other or damaged entry (the buffer is then no use)."""
        path = self.path(name)
        try:
            with open(path, "rb") as handle:
                if handle.readline(HEADER_MAX) != MAGIC or handle.readline(HEADER_MAX) != _line(key):
                    return False
                shape = handle.readline(HEADER_MAX)
                length = int(handle.readline(HEADER_MAX))
                if not shape.endswith(b"\n") or not 0 <= length <= self.limit:
                    return False  # nothing read from the folder asks for more memory than it may hold
                buffer = target(shape[:-1].decode("utf-8"), length)
                if buffer is None:
                    return False
                view = memoryview(buffer).cast("B")
                if view.nbytes != length or handle.readinto(view) != length or handle.read(1):
                    return False
        except (OSError, ValueError):  # missing, unreadable, or a line that is not what it should be
            return False
        with contextlib.suppress(OSError):
            os.utime(path)  # used now: the last to go when the folder is pruned
        return True

    def write(self, name: str, key: str, shape: str, pixels: Any) -> None:
        """Keep ``pixels`` (a bytes-like object) as the entry ``name``, drawn from ``key``."""
        import tempfile  # only when something new was drawn

        data = memoryview(pixels).cast("B")
        header = MAGIC + _line(key) + _line(shape) + f"{data.nbytes}\n".encode()
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=self.folder)
        except OSError:
            return
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(header)
                handle.write(data)
            os.replace(temp, self.path(name))
        except OSError:
            with contextlib.suppress(OSError):
                os.remove(temp)
            return
        if self._size is None:
            self._size = self._count()
        else:
            self._size += len(header) + data.nbytes
        if self._size > self.limit:
            self._size = self.prune(int(self.limit * PRUNED_TO))

    def _entries(self) -> list[tuple[float, int, str]]:
        found = []
        with contextlib.suppress(OSError), os.scandir(self.folder) as entries:
            for entry in entries:
                with contextlib.suppress(OSError):
                    if entry.is_file(follow_symlinks=False):
                        info = entry.stat(follow_symlinks=False)
                        found.append((info.st_mtime, info.st_size, entry.path))
        return found

    def _count(self) -> int:
        return sum(size for _, size, _ in self._entries())

    def prune(self, keep: int) -> int:
        """Remove the entries used longest ago (and leftover temporary files) until at most ``keep``
        bytes are left; returns the bytes left."""
        entries = sorted(self._entries())
        total = sum(size for _, size, _ in entries)
        for _, size, path in entries:
            if total <= keep:
                break
            with contextlib.suppress(OSError):
                os.remove(path)
                total -= size
        return total


def _line(text: str) -> bytes:
    """One header line: a line break inside would shift every line after it."""
    return text.replace("\n", " ").encode("utf-8", "backslashreplace") + b"\n"
