"""The start-up guard: the player's files are safe however the last start ended.

Before any of the player's files is read, :class:`StartGuard` installs the crash log, removes
temporary files a killed write left behind and notes that a start has begun. After starts in a
row that never showed a frame, it offers to start without the saved files (kept aside, never
deleted); the first frame marks the start as a good one, and a clean exit clears the mark.
"""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path

import pygame

from trappola_gui.storage import AppPaths
from trappola_gui.storage.lazy_log import Log

from ..kit.text import drawable, shown_path
from ..kit.window import real_display

log = Log(__name__)


def show_message_box(message: str) -> None:
    """A native message box (only where there is a real screen: never blocks a test or a tour)."""
    if not real_display():
        return
    try:
        pygame.display.message_box("Trappola", drawable(message), message_type="error")
    except Exception as exc:  # the box is a courtesy; the crash log already has the details
        log.warning("could not show the message box: %s", exc)


def ask_start_clean(failed_starts: int, crash_log: Path) -> bool:
    """After starts in a row that never showed a frame: start without the saved files (True) or try again?

    Asked in a box of the system's own, since the game's own window may be what fails.
    With no screen to ask on (tests, tours), the answer is "try again": nothing moves.
    """
    from ..lang.i18n import _

    if not real_display():
        return False
    message = _("Trappola did not finish starting the last {count} times. It can start without your saved "
                "match and settings (they are kept aside, not deleted), or try again with them.").format(
        count=failed_starts)
    if crash_log.exists():
        message += " " + _("The details are in {path}.").format(path=shown_path(crash_log))
    choices = (_("Start without them"), _("Try again"))
    try:
        pygame.display.init()
        answer = pygame.display.message_box("Trappola", drawable(message), message_type="warn",
                                            buttons=tuple(drawable(c) for c in choices),
                                            return_button=1, escape_button=1)
    except Exception as exc:  # no box to ask in: keep everything where it is
        log.warning("could not ask about a clean start: %s", exc)
        return False
    return answer == 0


class StartGuard:
    """How this start stands: begun, running (a frame was shown), crashed, or closed cleanly."""

    def __init__(self, paths: AppPaths) -> None:
        self.paths = paths
        self.started = False  # the first frame is on the screen
        self.crashed = False

    @staticmethod
    def folder_blocked(paths: AppPaths, notices: list[str]) -> bool:
        """One clear message when a file stands where a folder of ours should be (then play unsaved)."""
        from trappola_gui.storage import folder_problem

        from ..lang.i18n import _

        blocked = folder_problem(paths)
        if blocked is None:
            return False
        notices.append(_("{path} is a file, but Trappola keeps its folder there. Nothing will be saved "
                         "until it is moved or renamed.").format(path=shown_path(blocked)))
        return True

    def begin(self, notices: list[str]) -> None:
        """Crash log, leftover temp files, and the start-up guard, before any of the player's files is read."""
        from trappola_gui.storage import begin_start, keep_aside, remove_leftover_temp_files

        from ..lang.i18n import _

        self._install_crash_log(notices)
        remove_leftover_temp_files(self.paths)
        start = begin_start(self.paths)
        if start.offer_clean_start and ask_start_clean(start.failed_starts, self.paths.crash_log):
            kept = keep_aside(self.paths)
            if kept:
                names = ", ".join(p.name for p in kept.values())
                notices.append(_("Trappola starts without your saved match and settings; they were kept as "
                                 "{names}.").format(names=names))
        elif start.previous == "crashed":
            notices.append(_("Trappola stopped because of an error last time. The details are in {path}.")
                           .format(path=shown_path(self.paths.crash_log)))

    def _install_crash_log(self, notices: list[str]) -> None:
        from trappola_gui.storage import install_crash_handler, mark_stage
        from trappola_gui.storage.lazy_log import when_logging

        # The running log's file, set up with the first line logged or right after the first frame.
        when_logging(self._start_running_log)

        def show(message: str) -> None:
            if not self.crashed and threading.current_thread() is threading.main_thread():
                # The game is stopping: say so in a window of the system's own, then remember it.
                self.crashed = True
                if self.started:
                    # A crash before the first frame leaves "starting": the next start then starts clean.
                    mark_stage(self.paths, "crashed")
                show_message_box(message)
            else:
                notices.append(message)

        install_crash_handler(self.paths, show)

    def _start_running_log(self) -> None:
        from trappola_gui.storage import setup_logging

        with contextlib.suppress(OSError):
            setup_logging(self.paths)

    def running(self, persist: bool) -> None:
        """The first frame is on the screen: the start went well (and the running log is set up)."""
        from trappola_gui.storage.lazy_log import start

        start()
        if persist and not self.started:
            from trappola_gui.storage import mark_stage

            mark_stage(self.paths, "running")
        self.started = True

    def closed(self, persist: bool) -> None:
        """A clean exit: the next start is an ordinary one."""
        if persist:
            from trappola_gui.storage import clear_stage

            clear_stage(self.paths)

