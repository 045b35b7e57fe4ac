"""The application: opens the window, wires storage, art, agents and scenes, runs the loop.

The loop draws only when something changed or moves, and otherwise sleeps in
``pygame.event.wait``, so an idle table costs next to no CPU.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from trappola_gui.art import CardArt
from trappola_gui.storage import Settings
from trappola_gui.storage.lock import DataLock

from .kit.sizes import MIN_SIZE
from .kit.text import drawable, shown_path
from .kit.ui import Fonts
from .kit.window import GameWindow, clamp_to_desktop, real_display
from .lang import i18n
from .screens.navigation import SceneNavigator
from .shell.context import Context
from .shell.notices import NoticeBar
from .shell.scene import SceneStack
from .shell.session import MatchSession, agent_factory
from .shell.sound import Sound

if TYPE_CHECKING:
    from trappola_gui.storage import Stats

    from .shell.controller import MatchController

__all__ = ["App", "agent_factory", "clamp_to_desktop", "real_display", "show_message_box"]

log = logging.getLogger("trappola")


class Stepper(Protocol):
    def step(self) -> bool: ...


def show_message_box(message: str) -> None:
    """A native message box (only where there is a real screen: never blocks a test or a tour)."""
    if not real_display():
        return
    try:
        pygame.display.message_box("Trappola", drawable(message), message_type="error")
    except Exception as exc:  # the box is a courtesy; the crash log already has the details
        log.warning("could not show the message box: %s", exc)


class App:
    """The game: the window, the match session and the scenes, and the loop that runs them."""

    def __init__(self, args: argparse.Namespace) -> None:
        from trappola_gui.storage import AppPaths, Settings, load_settings, load_stats

        self.args = args
        self.started = False
        self.paths = AppPaths.from_option(args.data_dir)
        # A tour or a benchmark never reads or writes the player's own files.
        # Tours, benchmarks and autoplay never touch the player's own files (unless --data-dir).
        self.persist = not (args.tour or args.bench_frames or args.autoplay) or args.data_dir is not None
        notices: list[str] = []
        self.crashed = False
        self.lock: DataLock | None = None
        if self.persist:
            self._check_folders(notices)
        if self.persist:
            # Before anything of the player's is read or written: a second copy stops here (AlreadyRunning).
            self.lock = DataLock.acquire(self.paths)
            self._begin_session(notices)
            first_run = not self.paths.settings_file.exists()
            settings, notice = load_settings(self.paths)
            if first_run:
                # The coach is for a first match; it turns itself off when that match ends.
                settings = settings.replace(coach=True)
            if notice:
                notices.append(notice)
            stats, notice = load_stats(self.paths)
            if notice:
                notices.append(notice)
        else:
            settings = Settings()
            stats = None
        if args.faces:
            settings = settings.replace(faces=args.faces)
        if args.lang:
            settings = settings.replace(language=args.lang)
        i18n.set_language(settings.language)

        # Only what the window needs: the mixer starts with the first sound actually wanted.
        pygame.display.init()
        pygame.font.init()
        # A size asked for on the command line is kept on the desktop like a saved one.
        size = clamp_to_desktop(args.size or settings.window_size)
        if args.size and size != tuple(args.size):
            print(f"trappola: --size {args.size[0]}x{args.size[1]} is larger than the desktop; "
                  f"the window opens at {size[0]}x{size[1]}.", file=sys.stderr)
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.window = GameWindow(size, settings.window_pos,
                                 bool(settings.fullscreen) and not (args.tour or args.bench_frames))
        faces = "french4" if settings.faces == "french" and settings.four_colour else settings.faces
        art = CardArt(faces, settings.back)
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agent")
        fonts = Fonts()
        if fonts.missing:
            notices.append(fonts.missing)
        self.ctx = Context(screen=self.window.screen, fonts=fonts, art=art, settings=settings,
                           agent_factory=agent_factory, storage=self.paths if self.persist else None,
                           executor=self.executor, fast=bool(args.fast), notices=notices)
        self.session = MatchSession(self.ctx, self.paths, self.persist, stats, self.executor)
        self.ctx.on_settings_saved = self._save_settings
        self.ctx.session = self.session
        self.ctx.sound = Sound(settings)
        self.session.load(notices)
        self.stack = SceneStack()
        self.stack.overlay = NoticeBar(self.ctx)
        self.nav = self.ctx.nav = SceneNavigator(self.stack, self.ctx)
        self.nav.menu()
        if getattr(args, "replay", None):
            self.open_replay(args.replay)

    def open_replay(self, path: str) -> bool:
        """Show a recorded deal (a match record: its last deal) in the replay scene."""
        from trappola_gui.engine import Match
        from trappola_gui.storage import StorageError, import_record

        from .lang.i18n import _

        try:
            record = import_record(path)
        except (StorageError, OSError) as exc:
            self.ctx.notify(_("The deal could not be opened: {reason}").format(reason=exc))
            return False
        match = record if isinstance(record, Match) else None
        if match is not None and not match.deals:
            self.ctx.notify(_("The deal could not be opened: {reason}").format(reason=_("the match has no deal")))
            return False
        deal = record.deals[-1] if isinstance(record, Match) else record
        self.nav.replay(deal, match)
        return True

    # -------------------------------------------------------------- window
    @property
    def screen(self) -> pygame.Surface:
        return self.window.screen

    @property
    def fullscreen(self) -> bool:
        return self.window.fullscreen

    def toggle_fullscreen(self) -> None:
        """F11, Alt+Enter or the settings page: into full screen and back to the window as it was."""
        changes = self.window.toggle_fullscreen(self.ctx.settings)
        self.ctx.screen = self.window.screen
        self.ctx.update_settings(**changes)
        self.stack.layout(self.window.screen.get_size())

    def on_resize(self, size: tuple[int, int]) -> None:
        changes = self.window.resize(size, self.ctx.settings)
        self.ctx.screen = self.window.screen
        if changes:
            self.ctx.update_settings(**changes)
        self.stack.layout(self.window.screen.get_size())

    def keep_window_place(self) -> None:
        """Save where the window is, for the next start (a move sends no event worth a write each)."""
        if real_display():
            changes = self.window.remember(self.ctx.settings)
            if changes:
                self.ctx.update_settings(**changes)

    # ------------------------------------------------------------ matches
    @property
    def controller(self) -> MatchController | None:
        return self.session.controller

    @property
    def stats(self) -> Stats | None:
        return self.session.stats

    def start_match(self, *args: Any, **kwargs: Any) -> MatchController:
        return self.session.start_match(*args, **kwargs)

    def resume_match(self) -> None:
        self.session.resume_match()

    def save_match(self, ctl: MatchController) -> None:
        self.session.save_match(ctl)

    def can_continue(self) -> bool:
        return self.session.can_continue()

    # ------------------------------------------------------------- storage
    def _check_folders(self, notices: list[str]) -> None:
        """One clear message when a file stands where a folder of ours should be; then play unsaved."""
        from trappola_gui.storage import folder_problem

        from .lang.i18n import _

        blocked = folder_problem(self.paths)
        if blocked is not None:
            self.persist = False
            notices.append(_("{path} is a file, but Trappola keeps its folder there. Nothing will be saved "
                             "until it is moved or renamed.").format(path=shown_path(blocked)))

    def _begin_session(self, notices: list[str]) -> None:
        """Crash log, leftover temp files, and the start-up guard, before any of the player's files is read."""
        from trappola_gui.storage import begin_start, keep_aside, remove_leftover_temp_files

        from .lang.i18n import _

        self._install_crash_log(notices)
        remove_leftover_temp_files(self.paths)
        start = begin_start(self.paths)
        if start.offer_clean_start and self.ask_start_clean(start.failed_starts):
            kept = keep_aside(self.paths)
            if kept:
                names = ", ".join(p.name for p in kept.values())
                notices.append(_("Trappola starts without your saved match and settings; they were kept as "
                                 "{names}.").format(names=names))
        elif start.previous == "crashed":
            notices.append(_("Trappola stopped because of an error last time. The details are in {path}.")
                           .format(path=shown_path(self.paths.crash_log)))

    def ask_start_clean(self, failed_starts: int) -> bool:
        """After starts in a row that never showed a frame: start without the saved files (True) or try again?

        Asked in a box of the system's own, since the game's own window may be what fails.
        With no screen to ask on (tests, tours), the answer is "try again": nothing moves.
        """
        from .lang.i18n import _

        if not real_display():
            return False
        message = _("Trappola did not finish starting the last {count} times. It can start without your saved "
                    "match and settings (they are kept aside, not deleted), or try again with them.").format(
            count=failed_starts)
        if self.paths.crash_log.exists():
            message += " " + _("The details are in {path}.").format(path=shown_path(self.paths.crash_log))
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

    def _install_crash_log(self, notices: list[str]) -> None:
        from trappola_gui.storage import install_crash_handler, mark_stage, setup_logging

        with contextlib.suppress(OSError):
            setup_logging(self.paths)

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

    def _save_settings(self, settings: Settings) -> None:
        if self.ctx.sound is not None:
            self.ctx.sound.configure(settings)
        if settings.fullscreen != self.window.fullscreen and not (self.args.tour or self.args.bench_frames):
            self.toggle_fullscreen()  # the settings page's switch, like F11
            return  # toggle_fullscreen saved the settings again
        if self.persist:
            from trappola_gui.storage import StorageError, save_settings

            try:
                save_settings(self.paths, settings)
            except (StorageError, OSError) as exc:
                self.session.write_failed("settings", exc)
            else:
                self.session.write_ok("settings")

    # ----------------------------------------------------------------- loop
    def handle_window_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.QUIT:
            self.ctx.quit_requested = True
            return True
        if event.type == pygame.VIDEORESIZE:
            self.on_resize(event.size)
            return True
        if event.type == pygame.KEYDOWN and (
                event.key == pygame.K_F11 or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
            return True
        if event.type == pygame.WINDOWFOCUSLOST and self.controller is not None:
            self.save_match(self.controller)
        return False

    def run(self, autoplay: Stepper | None = None) -> int:
        """The loop, until the player quits; ``autoplay`` (computer against computer) steps the match
        before every frame and ends the loop when its ``step`` says so."""
        clock = pygame.time.Clock()
        frames = 0
        while not self.ctx.quit_requested:
            if not (self.stack.busy or self.stack.dirty or autoplay is not None):
                # Idle: a short sleep between looks at the queue. pygame's event.wait polls
                # inside SDL and costs more CPU than this (measured: 2.6 % against 0.5 %).
                pygame.time.wait(40)
            dt = min(clock.tick(60 if frames else 0) / 1000.0, 0.1)  # the first frame waits for no frame rate
            if autoplay is not None and autoplay.step():
                break
            if self.tick(pygame.event.get(), dt):
                frames += 1
                if frames == 1:
                    self.mark_running()
                if self.args.quit_after_first_frame:
                    break
        if self.controller is not None:
            self.save_match(self.controller)
        return 0

    def tick(self, events: list[pygame.event.Event], dt: float) -> bool:
        """One turn of the loop: events, timers, and a frame if anything changed; True if drawn.

        A scene that was busy (moving, thinking, counting down) and now is not
        gets one more frame, so whatever its last update changed (a prompt, a
        panel, the computer's card) is on the screen without waiting for an event.
        """
        for event in events:
            if not self.handle_window_event(event):
                self.stack.handle(event)
        was_busy = self.stack.busy
        self.stack.update(dt)
        if self.stack.dirty or self.stack.busy or was_busy:
            self.stack.draw(self.screen)
            pygame.display.flip()
            return True
        return False

    def mark_running(self) -> None:
        """The first frame is on the screen: the start went well."""
        if self.persist and not self.started:
            from trappola_gui.storage import mark_stage

            mark_stage(self.paths, "running")
        self.started = True

    def close(self, crashed: bool = False) -> None:
        if not crashed and not self.crashed:
            self.keep_window_place()
        self.executor.shutdown(wait=False, cancel_futures=True)
        if self.persist and not crashed and not self.crashed:
            from trappola_gui.storage import clear_stage

            clear_stage(self.paths)
        if self.lock is not None:
            self.lock.release()
        pygame.quit()

