"""The running log: the game's log lines in a small rotating ``trappola.log`` in the log folder.

Set up by the start guard through :func:`trappola_gui.storage.lazy_log.when_logging`, so that the
first frame of the window waits for no logging (see :mod:`trappola_gui.storage.lazy_log`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from pathlib import Path

from .paths import AppPaths

APP_LOG_LIMIT = 256 * 1024
APP_LOG_BACKUPS = 2


class LogFile(logging.FileHandler):
    """The running log's file: one that cannot be written (a read-only or full folder) costs the player
    one short line on standard error for the whole run, never a traceback for every line logged.

    The game goes on without the log; each later line tries the file again (the disk may have room by then).
    A line that would take the file past ``APP_LOG_LIMIT`` bytes first moves it to ``trappola.log.1``
    (and that one to ``.2``, the oldest kept): rotated here rather than by ``logging.handlers``, whose
    import (sockets, pickle) the first frame of the window would wait for.
    """

    def __init__(self, path: Path) -> None:
        super().__init__(path, mode="a", encoding="utf-8", delay=True,
                         errors="backslashreplace")  # a logged path may hold bytes that are not UTF-8
        self.max_bytes = APP_LOG_LIMIT
        self.backups = APP_LOG_BACKUPS
        self.said = False  # the one line about a log that cannot be written is out

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate()
            super().emit(record)
        except Exception:
            self.handleError(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if os.path.exists(self.baseFilename) and not os.path.isfile(self.baseFilename):
            return False  # a device or a pipe, say: nothing to move
        if self.stream is None:
            self.stream = self._open()
        line = f"{self.format(record)}\n"
        self.stream.seek(0, os.SEEK_END)
        return bool(self.stream.tell() + len(line) >= self.max_bytes)

    def _rotate(self) -> None:
        """trappola.log -> .1 -> .2 ..., the oldest dropped; the next line opens a fresh file."""
        if self.stream is not None:
            self.stream.close()
            self.stream = None  # the handler reopens it at the next line
        for i in range(self.backups, 0, -1):
            older = self.baseFilename if i == 1 else f"{self.baseFilename}.{i - 1}"
            newer = f"{self.baseFilename}.{i}"
            if os.path.exists(older):
                if os.path.exists(newer):
                    os.remove(newer)
                os.rename(older, newer)

    def handleError(self, record: logging.LogRecord) -> None:
        exc = sys.exc_info()[1]
        if not isinstance(exc, OSError):
            super().handleError(record)  # a mistake in a logging call, not the disk: keep the details
            return
        # A stream whose write failed may hold the failed text still: closed now, reopened by the next line.
        stream, self.stream = self.stream, None
        if stream is not None:
            with contextlib.suppress(Exception):
                stream.close()
        if self.said:
            return
        self.said = True
        with contextlib.suppress(Exception):  # no console at all (a windowed build) is fine too
            print(f"trappola: the log {self.baseFilename} cannot be written ({exc.strerror or exc}); "
                  "the game goes on without it", file=sys.stderr)


def setup_logging(
    paths: AppPaths, level: int = logging.INFO, logger: logging.Logger | None = None
) -> logging.Handler:
    """Send the game's log (the ``trappola_gui`` logger by default) to a small rotating ``trappola.log``.

    Every module logs to ``logging.getLogger(__name__)``, so all of them reach the file. Calling it
    again replaces the handler it added before. A log folder that cannot be made or written is no
    error: see :class:`LogFile`. Returns the handler (remove it from the logger to stop).
    """
    target_logger = logger or logging.getLogger("trappola_gui")
    said = False
    for old in list(target_logger.handlers):
        if isinstance(old, LogFile):
            said = said or old.said
            target_logger.removeHandler(old)
            with contextlib.suppress(OSError):  # its last lines may not reach a full disk either
                old.close()
    with contextlib.suppress(OSError):  # the handler says so, once, at the first line logged
        paths.log_dir.mkdir(parents=True, exist_ok=True)
    handler = LogFile(paths.app_log)
    handler.said = said
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    target_logger.addHandler(handler)
    target_logger.setLevel(level)
    return handler
