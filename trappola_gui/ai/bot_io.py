"""A bot process's files and lines: the folder of the bots' logs, and its answers read line by line.

``protocol.CommandAgent`` starts the bot, writes what it says on stderr to a log of its own
(:func:`open_log`) and reads its answers with a :class:`LineReader`, which refuses a line past a
limit without keeping it.
"""

from __future__ import annotations

import collections
import contextlib
import os
import queue
import tempfile
import threading
from typing import IO

_LOG_DIR: str | None = None


def bot_log_dir(path: str | None = None) -> str:
    """The folder of the bots' logs, made if missing: ``path``, or a fresh folder under the
    system's temporary folder (one a process). Raises OSError."""
    global _LOG_DIR
    if path is not None:
        os.makedirs(path, exist_ok=True)
        return path
    if _LOG_DIR is None:
        _LOG_DIR = tempfile.mkdtemp(prefix="trappola-bot-logs-")
    return _LOG_DIR


def open_log(folder: str, name: str) -> tuple[IO[bytes], str]:
    """A new file ``name.log`` (``name-2.log``... once taken) in ``folder``, never one another bot writes."""
    os.makedirs(folder, exist_ok=True)
    for n in range(1, 100_000):
        path = os.path.join(folder, f"{name}.log" if n == 1 else f"{name}-{n}.log")
        try:
            # Exclusive creation: workers of one arena, or two arenas sharing --bot-logs, never share a log.
            return open(path, "xb"), path
        except FileExistsError:
            continue
    raise FileExistsError(f"every name {name}-N.log is taken in {folder}")


class LineReader:
    """Reads a bot's standard output on a thread: whole lines of at most ``limit`` bytes.

    A thread (not select) so that the same code waits with a time limit on every
    system; an answer past the limit is refused without being kept. The lines of one
    read stay together, so a bot that writes two lines at once for one request is
    always caught (:meth:`next` says ``"two-lines"``).
    """

    def __init__(self, stream: IO[bytes], limit: int) -> None:
        # One item a read: its whole lines, or the end marker (None, "too-long").
        self.lines: queue.Queue[list[bytes | None | str]] = queue.Queue()
        self.limit = limit
        self._taken: collections.deque[bytes | None | str] = collections.deque()
        self._unasked = False
        self.thread = threading.Thread(target=self._run, args=(stream,), daemon=True, name="bot-reader")
        self.thread.start()

    def _run(self, stream: IO[bytes]) -> None:
        buffer = bytearray()
        try:
            while True:
                chunk = stream.read1(65536) if hasattr(stream, "read1") else stream.read(65536)
                if not chunk:
                    break
                buffer += chunk
                batch: list[bytes | None | str] = []
                while True:
                    end = buffer.find(b"\n")
                    if end < 0:
                        break
                    line = bytes(buffer[:end])
                    del buffer[: end + 1]
                    if len(line) > self.limit:
                        self.lines.put([*batch, "too-long"])
                        return
                    batch.append(line)
                if batch:
                    self.lines.put(batch)
                if len(buffer) > self.limit:
                    self.lines.put(["too-long"])
                    return
        except (OSError, ValueError):
            pass
        self.lines.put([None])  # the bot closed its output

    def _gather(self) -> None:
        with contextlib.suppress(queue.Empty):
            while True:
                self._taken.extend(self.lines.get_nowait())

    def ask(self) -> None:
        """A request is about to be sent: any line already here is one the bot wrote unasked."""
        self._gather()
        self._unasked = any(item is not None for item in self._taken)

    def next(self, timeout: float) -> bytes | None | str:
        """The answer to the request just sent: a line; None at end of output; "too-long"; "two-lines"
        when the bot wrote more than one line for one request (this one or the one before); raises
        queue.Empty after ``timeout``."""
        if self._unasked:
            return "two-lines"
        if not self._taken:
            self._taken.extend(self.lines.get(timeout=timeout))
        answer = self._taken.popleft()
        if isinstance(answer, bytes):
            self._gather()
            if any(item is not None for item in self._taken):
                return "two-lines"
        return answer
