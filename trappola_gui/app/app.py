"""The application: opens the window, wires storage, art, agents and scenes, runs the loop.

The loop draws only when something changed or moves, and otherwise sleeps in
``pygame.event.wait``, so an idle table costs next to no CPU.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
import statistics
import time
from concurrent.futures import ThreadPoolExecutor

import pygame

from trappola_gui.art import ArtError, CardArt
from trappola_gui.engine import Rules
from trappola_gui.resources import asset_path

from . import i18n
from .context import Context
from .controller import MatchController, new_seed
from .scene import SceneStack
from .ui import Fonts

MIN_SIZE = (800, 600)
log = logging.getLogger("trappola")


def agent_factory(level: str, seed: int):
    from trappola_gui.ai import make_agent

    return make_agent(level, seed)


class App:
    def __init__(self, args: argparse.Namespace) -> None:
        from trappola_gui.storage import AppPaths, Settings, load_settings, load_stats

        self.args = args
        self.paths = AppPaths.from_option(args.data_dir)
        # A tour or a benchmark never reads or writes the player's own files.
        self.persist = not (args.tour or args.bench_frames) or args.data_dir is not None
        notices: list[str] = []
        if self.persist:
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
            self._install_crash_log(notices)
        else:
            settings = Settings()
            self.stats = None
        if args.faces:
            settings = settings.replace(faces=args.faces)
        if args.lang:
            settings = settings.replace(language=args.lang)
        if args.fast:
            settings = settings.replace(animation_speed=0.0)
        i18n.set_language(settings.language)

        pygame.init()
        size = args.size or tuple(settings.window_size)
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.fullscreen = bool(settings.fullscreen) and not (args.tour or args.bench_frames)
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
        self.ctx.on_deal_scored = self._on_deal_scored
        self.ctx.on_match_closed = self._on_match_closed
        self.ctx.resume = self.resume_match
        self.ctx.stats_scene = None
        if self.persist:
            from .scenes.stats import StatsScene

            self.ctx.stats_scene = lambda ctx: StatsScene(ctx, self.stats)
        self.ctx.sound = self._sound(settings)
        self.controller: MatchController | None = None
        self._load_saved(notices)
        self.stack = SceneStack()
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
        deal = record.deals[-1] if isinstance(record, Match) and record.deals else record
        if isinstance(deal, Match):
            self.ctx.notify(_("The deal could not be opened: {reason}").format(reason=_("the match has no deal")))
            return False
        self.stack.push(ReplayScene(self.ctx, deal))
        return True

    # -------------------------------------------------------------- window
    def _open(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def _set_icon(self) -> None:
        try:
            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "trappola-64.png"))))
        except (pygame.error, FileNotFoundError):
            log.warning("window icon missing")

    def _sound(self, settings):
        try:
            from .sound import Sound
        except ImportError:
            return None
        return Sound(settings)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if not self.fullscreen:
            size = tuple(self.ctx.settings.window_size)
        else:
            size = self.screen.get_size()
        self.screen = self._open(size)
        self.ctx.screen = self.screen
        self.ctx.update_settings(fullscreen=self.fullscreen)
        self.stack.layout(self.screen.get_size())

    def on_resize(self, size: tuple[int, int]) -> None:
        w, h = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        current = pygame.display.get_surface()
        if current is None or current.get_size() != (w, h):
            current = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.screen = current
        self.ctx.screen = self.screen
        if not self.fullscreen:
            self.ctx.update_settings(window_size=self.screen.get_size())
        self.stack.layout(self.screen.get_size())

    # ------------------------------------------------------------- storage
    def _install_crash_log(self, notices: list[str]) -> None:
        from trappola_gui.storage import install_crash_handler, setup_logging

        with contextlib.suppress(OSError):
            setup_logging(self.paths)
        install_crash_handler(self.paths, lambda message: notices.append(message))

    def _save_settings(self, settings) -> None:
        if self.ctx.sound is not None:
            self.ctx.sound.configure(settings)
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
        if saved is not None and saved.match.is_over:
            self._file_current()  # the game stopped between a match's last deal and its filing
        elif saved is not None:
            self.ctx.saved_match = saved

    def save_match(self, ctl: MatchController) -> None:
        if not self.persist:
            return
        from trappola_gui.storage import StorageError, save_current

        meta = {"human_seat": ctl.human if ctl.human is not None else 0, "undo_used": ctl.undo_used,
                "level": ctl.levels.get(next(iter(ctl.levels))), "seed": ctl.match.seed or 0,
                "levels": {str(k): v for k, v in ctl.levels.items()}}
        try:
            save_current(self.paths, ctl.to_json(), meta)
        except (StorageError, OSError, ValueError) as exc:
            log.error("could not save the match: %s", exc)
            self.ctx.notify(str(exc))

    def _on_deal_scored(self, ctl: MatchController) -> None:
        if not self.persist or self.stats is None or ctl.human is None:
            return
        from trappola_gui.storage import record_deal, record_match, save_stats

        variant, level = ctl.rules.variant, ctl.levels.get(next(iter(ctl.levels)), "normal")
        side = ctl.deal.team(ctl.human)
        result = ctl.deal.result()
        data = result.to_json()
        data["schneider"], data["schwarz"] = list(result.schneider), list(result.schwarz)
        self.stats = record_deal(self.stats, variant, level, side, data, ctl.undo_used)
        status = ctl.match.status()
        if status.winner is not None:
            self.stats = record_match(self.stats, variant, level, status.winner == side, ctl.undo_used)
        try:
            save_stats(self.paths, self.stats)
        except OSError as exc:
            self.ctx.notify(str(exc))

    def _on_match_closed(self, ctl: MatchController) -> None:
        if self.persist and ctl.match.is_over:
            self._file_current()

    def _file_current(self) -> None:
        """Move the match in progress (finished or abandoned) into the history, losing nothing."""
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

        if self.persist and self.ctx.saved_match is not None:
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
        from .scenes.table_scene import DealScene, PlayScene

        saved = self.ctx.saved_match
        if saved is None:
            return
        meta = saved.meta
        levels = {int(k): v for k, v in meta.get("levels", {}).items()} or {
            s: saved.level or "normal" for s in range(saved.match.rules.players) if s != saved.human_seat}
        ctl = MatchController(saved.match, levels, agent_factory, saved.human_seat, self.executor,
                              on_change=self.save_match, undo_used=saved.undo_used)
        if ctl.match.current is None:
            ctl.start_next_deal()
        self.controller = ctl
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
            events = pygame.event.get()
            for event in events:
                if not self.handle_window_event(event):
                    self.stack.handle(event)
            dt = min(clock.tick(60) / 1000.0, 0.1)
            if autoplay is not None and autoplay.step():
                break
            self.stack.update(dt)
            if self.stack.dirty or self.stack.busy:
                self.stack.draw(self.screen)
                pygame.display.flip()
                frames += 1
                if self.args.quit_after_first_frame:
                    break
        if self.controller is not None:
            self.save_match(self.controller)
        return 0

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

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
        pygame.quit()


__all__ = ["App", "ArtError"]
