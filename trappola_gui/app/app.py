"""The application: opens the window, wires storage, art, agents and scenes, runs the loop.

The loop draws only when something changed or moves, and otherwise sleeps in
``pygame.event.wait``, so an idle table costs next to no CPU.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import os
import statistics
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pygame

from trappola_gui.art import CardArt
from trappola_gui.engine import Rules
from trappola_gui.resources import asset_path

from . import i18n
from .cli import MIN_SIZE
from .context import Context
from .controller import MatchController, new_seed
from .notices import NoticeBar
from .scene import SceneStack
from .sound import Sound
from .ui import Fonts
from .window import display_window, place_on_desktop

log = logging.getLogger("trappola")


def agent_factory(level: str, seed: int):
    from trappola_gui.ai import LEVELS, make_agent

    # The window plays only the built-in levels: a program to run comes from the arena's command line alone.
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    return make_agent(level, seed)


def real_display() -> bool:
    return os.environ.get("SDL_VIDEODRIVER", "") not in ("dummy", "offscreen")


def show_message_box(message: str) -> None:
    """A native message box (only where there is a real screen: never blocks a test or a tour)."""
    if not real_display():
        return
    try:
        pygame.display.message_box("Trappola", message, message_type="error")
    except Exception as exc:  # the box is a courtesy; the crash log already has the details
        log.warning("could not show the message box: %s", exc)


def clamp_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """The saved window size, no larger than the desktop (a huge saved size would cost gigabytes)."""
    limit = (3840, 2160)
    if real_display():
        with contextlib.suppress(pygame.error, IndexError):
            limit = pygame.display.get_desktop_sizes()[0]
    return min(size[0], limit[0]), min(size[1], limit[1])


class App:
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
        if self.persist:
            self._check_folders(notices)
        if self.persist:
            self._begin_session(notices)
            first_run = not self.paths.settings_file.exists()
            settings, notice = load_settings(self.paths)
            if first_run:
                # The coach is for a first match; it turns itself off when that match ends.
                settings = settings.replace(coach=True)
            if notice:
                notices.append(notice)
            self.stats, notice = load_stats(self.paths)
            if notice:
                notices.append(notice)
        else:
            settings = Settings()
            self.stats = None
        if args.faces:
            settings = settings.replace(faces=args.faces)
        if args.lang:
            settings = settings.replace(language=args.lang)
        i18n.set_language(settings.language)

        # Only what the window needs: the mixer starts with the first sound actually wanted.
        pygame.display.init()
        pygame.font.init()
        size = args.size or clamp_to_desktop(tuple(settings.window_size))
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.fullscreen = bool(settings.fullscreen) and not (args.tour or args.bench_frames)
        # The window as it is when not in full screen: leaving full screen puts it back exactly so.
        # It opens where it was last time, kept on the desktop (clamping an endless size gives the
        # desktop's): a screen may have gone since, or the desktop shrunk.
        self.windowed_size = size
        self.windowed_pos = place_on_desktop(settings.window_pos, size, clamp_to_desktop((1 << 16, 1 << 16)))
        pygame.display.set_caption("Trappola")
        self._set_icon()
        self.screen = self._open(size)
        faces = "french4" if settings.faces == "french" and settings.four_colour else settings.faces
        art = CardArt(faces, settings.back)
        self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agent")
        self.ctx = Context(screen=self.screen, fonts=Fonts(), art=art, settings=settings,
                           agent_factory=agent_factory, storage=self.paths if self.persist else None,
                           executor=self.executor, fast=bool(args.fast), notices=notices)
        self.ctx.on_settings_saved = self._save_settings
        self.ctx.start_match = self.start_match
        self.ctx.on_match_closed = self._on_match_closed
        self.ctx.resume = self.resume_match
        self.ctx.can_continue = self.can_continue
        self.ctx.stats_scene = None
        if self.persist:
            from .scenes.stats import StatsScene

            self.ctx.stats_scene = lambda ctx: StatsScene(ctx, self.stats)
        self.ctx.sound = Sound(settings)
        self.controller: MatchController | None = None
        self._load_saved(notices)
        self.stack = SceneStack()
        self.stack.overlay = NoticeBar(self.ctx)
        from .scenes.menu import MenuScene

        self.stack.push(MenuScene(self.ctx))
        if getattr(args, "replay", None):
            self.open_replay(args.replay)

    def open_replay(self, path: str) -> bool:
        """Show a recorded deal (a match record: its last deal) in the replay scene."""
        from trappola_gui.engine import Match
        from trappola_gui.storage import StorageError, import_record

        from .i18n import _
        from .scenes.replay import ReplayScene

        try:
            record = import_record(path)
        except (StorageError, OSError) as exc:
            self.ctx.notify(_("The deal could not be opened: {reason}").format(reason=exc))
            return False
        match = record if isinstance(record, Match) else None
        if match is not None and not match.deals:
            self.ctx.notify(_("The deal could not be opened: {reason}").format(reason=_("the match has no deal")))
            return False
        deal = match.deals[-1] if match is not None else record
        self.stack.push(ReplayScene(self.ctx, deal, match))
        return True

    # -------------------------------------------------------------- window
    def _open(self, size: tuple[int, int]) -> pygame.Surface:
        # Always opened as a window first, so that SDL knows the windowed size and place that
        # leaving full screen comes back to, even when the game starts in full screen.
        pygame.display.set_mode(size, pygame.RESIZABLE)
        if self.windowed_pos is not None:
            # Set after opening, not through SDL_VIDEO_WINDOW_POS: that places the frame, this the
            # window's inside, which is what get_window_position reports (no drift by a title bar).
            pygame.display.set_window_position(self.windowed_pos)
        if self.fullscreen:
            display_window().set_fullscreen(desktop=True)
        return pygame.display.get_surface()

    def _set_icon(self) -> None:
        try:
            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "trappola-64.png"))))
        except (pygame.error, FileNotFoundError):
            log.warning("window icon missing")

    def toggle_fullscreen(self) -> None:
        """Into full screen and out again, back to the window's earlier size and place.

        The same window changes state (SDL's desktop full screen). Opening it again with
        ``set_mode`` raced the window manager: under openbox it came back at the desktop's
        size, shifted by its title bar, partly off the screen.
        """
        changes = self.remember_window()  # leaving full screen comes back to the window as it is now
        self.fullscreen = not self.fullscreen
        window = display_window()
        if self.fullscreen:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
            window.size = self.windowed_size
            if self.windowed_pos is not None:
                window.position = self.windowed_pos
        # A resize event still queued was sent before this change: believing it now would
        # resize the window to the state it just left. The surface has the size to lay out.
        pygame.event.clear(pygame.VIDEORESIZE)
        self.screen = pygame.display.get_surface()
        self.ctx.screen = self.screen
        self.ctx.update_settings(fullscreen=self.fullscreen, **changes)
        self.stack.layout(self.screen.get_size())

    def remember_window(self) -> dict[str, tuple[int, int]]:
        """Note the window's size and place now (not in full screen); returns the settings that changed."""
        if self.fullscreen:
            return {}
        w, h = pygame.display.get_window_size()
        self.windowed_size = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
        self.windowed_pos = pygame.display.get_window_position()
        settings = self.ctx.settings
        changes = {}
        if tuple(settings.window_size) != self.windowed_size:
            changes["window_size"] = self.windowed_size
        if settings.window_pos != self.windowed_pos:
            changes["window_pos"] = self.windowed_pos
        return changes

    def keep_window_place(self) -> None:
        """Save where the window is, for the next start (a move sends no event worth a write each)."""
        if real_display():
            changes = self.remember_window()
            if changes:
                self.ctx.update_settings(**changes)

    def on_resize(self, size: tuple[int, int]) -> None:
        if self.fullscreen:
            # Full screen has the one size (set_mode here would leave it); the windowed size is kept.
            self.screen = pygame.display.get_surface() or self.screen
            self.ctx.screen = self.screen
            self.stack.layout(self.screen.get_size())
            return
        w, h = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        current = pygame.display.get_surface()
        if current is None or current.get_size() != (w, h):
            current = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.screen = current
        self.ctx.screen = self.screen
        self.windowed_size = (w, h)
        if tuple(self.ctx.settings.window_size) != (w, h):
            self.ctx.update_settings(window_size=(w, h))
        self.stack.layout(self.screen.get_size())

    # ------------------------------------------------------------- storage
    def _check_folders(self, notices: list[str]) -> None:
        """One clear message when a file stands where a folder of ours should be; then play unsaved."""
        from trappola_gui.storage import folder_problem

        from .i18n import _

        blocked = folder_problem(self.paths)
        if blocked is not None:
            self.persist = False
            notices.append(_("{path} is a file, but Trappola keeps its folder there. Nothing will be saved "
                             "until it is moved or renamed.").format(path=blocked))

    def _begin_session(self, notices: list[str]) -> None:
        """Crash log, leftover temp files, and the crash-loop guard, before any of the player's files is read."""
        from trappola_gui.storage import last_stage, mark_stage, remove_leftover_temp_files, start_clean

        from .i18n import _

        self._install_crash_log(notices)
        remove_leftover_temp_files(self.paths)
        stage = last_stage(self.paths)
        if stage == "starting":
            kept = start_clean(self.paths)
            names = ", ".join(p.name for p in kept.kept.values())
            message = _("Trappola did not start properly last time, so it starts clean this time.")
            if self.paths.crash_log.exists():
                message += " " + _("The details are in {path}.").format(path=self.paths.crash_log)
            if names:
                message += " " + _("Your files were kept as {names}.").format(names=names)
            notices.append(message)
        elif stage == "crashed":
            notices.append(_("Trappola stopped because of an error last time. The details are in {path}.")
                           .format(path=self.paths.crash_log))
        mark_stage(self.paths, "starting")

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

    def _save_settings(self, settings) -> None:
        if self.ctx.sound is not None:
            self.ctx.sound.configure(settings)
        if settings.fullscreen != self.fullscreen and not (self.args.tour or self.args.bench_frames):
            self.toggle_fullscreen()  # the settings page's switch, like F11
            return  # toggle_fullscreen saved the settings again
        if self.persist:
            from trappola_gui.storage import StorageError, save_settings

            try:
                save_settings(self.paths, settings)
            except (StorageError, OSError) as exc:
                self.ctx.notify(str(exc))

    def _load_saved(self, notices: list[str]) -> None:
        self.ctx.saved_match = None
        if not self.persist:
            return
        from trappola_gui.storage import load_current

        saved, notice = load_current(self.paths)
        if notice:
            notices.append(notice)
        if saved is None:
            return
        ctl = self._controller_from(saved)
        # A deal that ended just before the game closed is counted now, once.
        self._score_finished(ctl)
        if ctl.match.is_over:
            self._close_match(ctl)  # it stopped between the last deal and its filing
        else:
            self.ctx.saved_match = saved

    def _controller_from(self, saved) -> MatchController:
        meta = saved.meta
        human = None if meta.get("autoplay") else saved.human_seat
        levels = {int(k): v for k, v in meta.get("levels", {}).items()} or {
            s: saved.level or "normal" for s in range(saved.match.rules.players) if s != human}
        ctl = MatchController(saved.match, levels, agent_factory, human, self.executor,
                              on_change=self.save_match, undo_used=saved.undo_used)
        finished = [i for i, d in enumerate(saved.match.deals) if d.is_over]
        ctl.scored = set(meta.get("scored", finished))
        ctl.match_scored = bool(meta.get("match_scored", saved.match.is_over))
        return ctl

    def can_continue(self) -> bool:
        live = self.controller
        if live is not None and not live.filed and not live.match.is_over:
            return True
        return self.ctx.saved_match is not None

    def save_match(self, ctl: MatchController) -> None:
        """Called after every action: counts finished deals, then writes the match."""
        if not self.persist or ctl.filed:
            return
        from trappola_gui.storage import StorageError, save_current

        self._score_finished(ctl)
        meta = {"human_seat": ctl.human if ctl.human is not None else 0, "autoplay": ctl.human is None,
                "undo_used": ctl.undo_used, "level": ctl.level, "seed": ctl.match.seed or 0,
                "levels": {str(k): v for k, v in ctl.levels.items()},
                "scored": sorted(ctl.scored), "match_scored": ctl.match_scored}
        try:
            save_current(self.paths, ctl.to_json(), meta)
        except (StorageError, OSError, ValueError) as exc:
            log.error("could not save the match: %s", exc)
            self.ctx.notify(str(exc))

    def _score_finished(self, ctl: MatchController) -> None:
        """Add every finished deal (and a won match) to the statistics, each exactly once."""
        new = [i for i, d in enumerate(ctl.match.deals) if d.is_over and i not in ctl.scored]
        match_done = ctl.match.is_over and not ctl.match_scored
        if not new and not match_done:
            return
        ctl.scored.update(new)
        ctl.match_scored = ctl.match_scored or match_done
        if self.stats is None or ctl.human is None:
            return  # computer-only games are not the player's statistics
        from trappola_gui.storage import StorageError, record_deal, record_match, save_stats

        variant, level = ctl.rules.variant, ctl.level
        side = ctl.match.deals[0].team(ctl.human)
        for i in new:
            result = ctl.match.deals[i].result()
            data = result.to_json()
            data["schneider"], data["schwarz"] = list(result.schneider), list(result.schwarz)
            self.stats = record_deal(self.stats, variant, level, side, data, ctl.undo_used)
        if match_done:
            self.stats = record_match(self.stats, variant, level, ctl.match.winner == side, ctl.undo_used)
        try:
            save_stats(self.paths, self.stats)
        except (StorageError, OSError) as exc:
            self.ctx.notify(str(exc))

    def _count_abandoned(self) -> None:
        """A new match starts: the unfinished one it files (this session's or the saved one) is abandoned."""
        ctl, saved = self.controller, self.ctx.saved_match
        if ctl is not None and not ctl.filed:
            match, human, level = ctl.match, ctl.human, ctl.level
        elif saved is not None:
            match, human, level = saved.match, (None if saved.meta.get("autoplay") else saved.human_seat), (
                saved.level or "normal")
        else:
            return
        if match.is_over or self.stats is None or human is None:
            return  # a finished match is counted as such; computer-only games are not the player's
        from trappola_gui.storage import StorageError, save_stats
        from trappola_gui.storage.stats import record_abandoned

        self.stats = record_abandoned(self.stats, match.rules.variant, level)
        try:
            save_stats(self.paths, self.stats)
        except (StorageError, OSError) as exc:
            self.ctx.notify(str(exc))

    def _on_match_closed(self, ctl: MatchController) -> None:
        if ctl.match.is_over:
            self._close_match(ctl)

    def _close_match(self, ctl: MatchController) -> None:
        """File the match in the history; nothing of it is written again."""
        if self.persist:
            self._file_current()
        ctl.filed = True
        if self.controller is ctl:
            self.controller = None

    def _file_current(self) -> None:
        """Move the saved match (finished or abandoned) into the history, losing nothing."""
        from trappola_gui.storage import StorageError, finish_current

        try:
            finish_current(self.paths)
        except (StorageError, OSError) as exc:
            log.error("could not file the match: %s", exc)
            self.ctx.notify(str(exc))
        self.ctx.saved_match = None

    # ------------------------------------------------------------- matches
    def start_match(self, rules: Rules, level: str, seed: int | None = None, human: int | None = 0,
                    partner_level: str | None = None, first_deal_seed: int | None = None):
        from .scenes.table_scene import DealScene

        self._count_abandoned()
        if self.controller is not None:
            self.controller.filed = True  # the old match is filed below and never written again
        if self.persist:
            self._file_current()  # an unfinished match is kept in the history, not deleted
        # Opponents play at ``level``; in the partnership game the partner has a level of its own.
        partner = None if human is None or rules.players == 2 else (human + 2) % 4
        levels = {seat: (partner_level or level) if seat == partner else level
                  for seat in range(rules.players) if seat != human}
        ctl = MatchController.new_match(rules, new_seed() if seed is None else seed, levels, agent_factory,
                                        human_seat=human, executor=self.executor, on_change=self.save_match,
                                        first_deal_seed=first_deal_seed)
        self.controller = ctl
        self.stack.clear_to(DealScene(self.ctx, ctl))
        return ctl

    def resume_match(self) -> None:
        """Continue: the match of this session if it is still going, else the saved one."""
        from .scenes.table_scene import DealScene, PlayScene

        ctl = self.controller
        if ctl is None or ctl.filed or ctl.match.is_over:
            saved = self.ctx.saved_match
            if saved is None:
                return
            ctl = self._controller_from(saved)
            self.controller = ctl
        if ctl.match.current is None:
            ctl.start_next_deal()
        if ctl.deal.phase == "play":
            self.stack.clear_to(PlayScene(self.ctx, ctl))
        else:
            self.stack.clear_to(DealScene(self.ctx, ctl, resumed=bool(ctl.deal.history)))

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

    def run(self) -> int:
        clock = pygame.time.Clock()
        autoplay = None
        if self.args.autoplay:
            from .tour import Autoplay

            autoplay = Autoplay(self, self.args.deals)
        frames = 0
        while not self.ctx.quit_requested:
            if not (self.stack.busy or self.stack.dirty or autoplay is not None):
                # Idle: a short sleep between looks at the queue. pygame's event.wait polls
                # inside SDL and costs more CPU than this (measured: 2.6 % against 0.5 %).
                pygame.time.wait(40)
            dt = min(clock.tick(60) / 1000.0, 0.1)
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

    def bench_frames(self, n: int) -> int:
        """Time ``n`` frames of an animated computer-vs-computer table; prints the figures."""
        from .tour import autoplay_controller

        self.ctx.fast = False
        ctl = autoplay_controller(self, seed=7)
        times = []
        dt = 1 / 60
        for _ in range(n):
            start = time.perf_counter()
            pygame.event.pump()
            self.stack.update(dt)
            self.stack.draw(self.screen)
            pygame.display.flip()
            times.append((time.perf_counter() - start) * 1000)
            if ctl.match.is_over or self.stack.top is not None and self.stack.top.name == "score":
                top = self.stack.top
                if top is not None and top.name == "score":
                    if ctl.match.is_over:
                        ctl = autoplay_controller(self, seed=len(times))
                    else:
                        top.on_next()
        times.sort()
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        print(f"frames={n} size={self.screen.get_size()[0]}x{self.screen.get_size()[1]}")
        print(f"median_ms={statistics.median(times):.2f} p99_ms={p99:.2f}")
        return 0

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
        pygame.quit()

