"""The application: opens the window, wires storage, art, agents and scenes, runs the loop.

The loop draws only when something changed or moves, and otherwise sleeps in
``pygame.event.wait``, so an idle table costs next to no CPU.
"""

from __future__ import annotations

import argparse
import gc
import sys
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from trappola_gui.art import CardArt
from trappola_gui.storage import Settings
from trappola_gui.storage.lazy_log import start_if_loaded
from trappola_gui.storage.lock import DataLock
from trappola_gui.storage.paths import something_at
from trappola_gui.storage.raster_cache import raster_cache

from .kit.sizes import MIN_SIZE
from .kit.ui import Fonts
from .kit.window import GameWindow, clamp_to_desktop, real_display
from .lang import i18n
from .screens.navigation import SceneNavigator
from .shell.context import Context
from .shell.friend import FriendSession
from .shell.notices import NoticeBar
from .shell.scene import SceneStack
from .shell.session import MatchSession, agent_factory
from .shell.sound import Sound
from .shell.start_guard import StartGuard
from .shell.worker import AgentWorker

if TYPE_CHECKING:
    from trappola_gui.storage import Stats

    from .shell.controller import MatchController

__all__ = ["App", "agent_factory", "clamp_to_desktop", "real_display"]


class Stepper(Protocol):
    def step(self) -> bool: ...


class App:
    """The game: the window, the match session and the scenes, and the loop that runs them."""

    def __init__(self, args: argparse.Namespace) -> None:
        from trappola_gui.storage import AppPaths, Settings, load_settings

        self.args = args
        self.collect_after_first_frame = False  # main() paused the garbage collector for the start
        self.paths = AppPaths.from_option(args.data_dir)
        # Tours, benchmarks and autoplay never touch the player's own files (unless --data-dir).
        self.persist = not (args.tour or args.bench_frames or args.autoplay) or args.data_dir is not None
        notices: list[str] = []
        self.guard = StartGuard(self.paths)
        self.lock: DataLock | None = None
        if self.persist and StartGuard.folder_blocked(self.paths, notices):
            self.persist = False
        if self.persist:
            # Before anything of the player's is read or written: a second copy stops here (AlreadyRunning).
            self.lock = DataLock.acquire(self.paths)
            self.guard.begin(notices)
            first_run = not self.paths.settings_file.exists()
            settings, notice = load_settings(self.paths)
            if first_run:
                # The coach is for a first match; it turns itself off when that match ends.
                settings = settings.replace(coach=True)
            if notice:
                notices.append(notice)
            stats = None  # no file yet: the session starts them empty when first needed
            if something_at(self.paths.stats_file):
                from trappola_gui.storage import load_stats

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
        # Drawn cards and felt kept in the cache folder (none for a run that saves nothing: tours, benchmarks).
        art = CardArt(faces, settings.back, raster_store=raster_cache(self.paths) if self.persist else None)
        self.executor = AgentWorker()  # its thread starts with the first computer's move
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
        if not (args.tour or args.bench_frames or args.autoplay):
            friends = FriendSession(self.ctx, self.paths, self.persist, listen=args.listen, lan=not args.no_lan)
            friends.load(notices)
            self.ctx.friends = friends
        self.stack = SceneStack()
        self.stack.overlay = NoticeBar(self.ctx)
        self.nav = self.ctx.nav = SceneNavigator(self.stack, self.ctx)
        self.nav.menu()
        # A saved match or statistics read at the start load modules that log directly: the running
        # log for them now, not after the first frame.
        start_if_loaded()
        if getattr(args, "replay", None):
            self.open_replay(args.replay)
        elif getattr(args, "join", None) and self.ctx.friends is not None:
            self.nav.friend()
            self.nav.friend_join(args.join)

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
                    if self.collect_after_first_frame:
                        gc.enable()
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
        self.guard.running(self.persist)

    def close(self, crashed: bool = False) -> None:
        crashed = crashed or self.guard.crashed
        if not crashed:
            self.keep_window_place()
        self.executor.shutdown(wait=False, cancel_futures=True)
        if self.ctx.friends is not None:
            self.ctx.friends.close()  # the seat is held on the server; a hosted table is kept in the data folder
        if not crashed:
            self.guard.closed(self.persist)
        if self.lock is not None:
            self.lock.release()
        pygame.quit()

