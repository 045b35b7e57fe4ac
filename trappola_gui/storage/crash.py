"""When the game fails: the crash log and the message to the player (the running log is ``running_log``).

:func:`install_crash_handler` makes every uncaught error (on any thread) append
its traceback, with the time and the game's version, to ``crash.log`` in the
log folder, and tell the player in one sentence where that file is. Writing the
crash must itself never fail loudly: whatever goes wrong there, the original
error still reaches the console.
"""

from __future__ import annotations

import os
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from .. import __version__
from .paths import AppPaths

# Past this size the crash log starts over (the previous one is kept as crash.log.old),
# so a game that fails at every start cannot fill the disk.
CRASH_LOG_LIMIT = 512 * 1024

Show = Callable[[str], None]


def _crash_text(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None, thread: str) -> str:
    import platform  # only when something has gone wrong: not on the way to the first frame
    from datetime import datetime, timezone

    stamp = datetime.now(timezone.utc).astimezone().isoformat(timespec="seconds")
    header = (
        f"==== {stamp}  Trappola {__version__}  Python {platform.python_version()}  "
        f"{platform.platform(terse=True)}  thread {thread} ===="
    )
    body = "".join(traceback.format_exception(exc_type, exc, tb))
    return f"{header}\n{body}\n"


def _append_crash(paths: AppPaths, text: str) -> Path:
    target = paths.crash_log
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        if target.stat().st_size > CRASH_LOG_LIMIT:
            os.replace(target, target.with_name(target.name + ".old"))
    except FileNotFoundError:
        pass
    # Appending, not replacing: earlier crashes stay, and a torn last entry harms nothing else.
    # backslashreplace: a traceback may quote a path whose bytes are not UTF-8 (lone surrogates).
    with open(target, "a", encoding="utf-8", errors="backslashreplace", newline="\n") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    return target


def write_crash(paths: AppPaths, exc: BaseException, *, thread: str | None = None) -> Path:
    """Append ``exc`` with its traceback to the crash log and return the log's path; raises ``OSError``."""
    name = thread or threading.current_thread().name
    return _append_crash(paths, _crash_text(type(exc), exc, exc.__traceback__, name))


def crash_message(path: Path | None) -> str:
    """The sentence the player sees after a crash."""
    if path is None:
        return "Trappola stopped because of an error, and the details could not be saved."
    return f"Trappola stopped because of an error. The details were saved in {path}"


def _report(paths: AppPaths, show: Show | None, exc: BaseException, thread: str) -> None:
    try:
        path: Path | None = write_crash(paths, exc, thread=thread)
    except Exception as write_exc:  # the crash log must not hide the crash
        print(f"could not write the crash log: {write_exc}", file=sys.stderr)
        path = None
    if show is not None:
        try:
            show(crash_message(path))
        except Exception as show_exc:  # a broken window must not hide the crash either
            print(f"could not show the crash message: {show_exc}", file=sys.stderr)


def install_crash_handler(paths: AppPaths, show: Show | None = None) -> Callable[[], None]:
    """Route uncaught errors (main thread and other threads) to the crash log and ``show``.

    ``show`` gets one sentence naming the crash log; for an error on another
    thread it is called on that thread, so a window should queue the message
    rather than draw from there. The previous hooks still run (the console
    keeps its traceback). Ctrl+C is left alone. Returns a function that puts
    the previous hooks back.
    """
    previous_sys = sys.excepthook
    previous_threading = threading.excepthook

    def on_error(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if not issubclass(exc_type, KeyboardInterrupt):
            if exc.__traceback__ is None:
                exc = exc.with_traceback(tb)
            _report(paths, show, exc, threading.current_thread().name)
        previous_sys(exc_type, exc, tb)

    def on_thread_error(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not issubclass(args.exc_type, SystemExit):
            name = args.thread.name if args.thread is not None else "unknown"
            _report(paths, show, args.exc_value, name)
        previous_threading(args)

    sys.excepthook = on_error
    threading.excepthook = on_thread_error

    def uninstall() -> None:
        sys.excepthook = previous_sys
        threading.excepthook = previous_threading

    return uninstall
