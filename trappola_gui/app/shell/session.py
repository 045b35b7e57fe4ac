"""The match session: starting, resuming, saving, scoring and filing the player's matches.

One object owns the match in progress and what was counted of it: every
finished deal goes into the statistics exactly once, a finished match is
filed in the history and never written again, and an unfinished one left for a
new match is counted as abandoned and kept in the history.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from trappola_gui.storage.lazy_log import Log

from .context import Context

if TYPE_CHECKING:
    from trappola_gui.ai import Agent
    from trappola_gui.engine import Rules
    from trappola_gui.storage import AppPaths, SavedMatch, Stats

    from .controller import MatchController
    from .navigator import Navigator
    from .worker import Worker

log = Log(__name__)


def agent_factory(level: str, seed: int) -> Agent:
    """A computer player for the window: only the built-in levels (a program to run comes from the
    arena's command line alone)."""
    from trappola_gui.ai import LEVELS, make_agent  # the search code loads with the first computer player

    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    return make_agent(level, seed)


class MatchSession:
    """The player's matches for one run of the game (``persist`` False: nothing is written).

    ``stats`` None while ``persist``: there is no statistics file yet, and the statistics start
    empty when first needed (the first frame waits for no statistics code).
    """

    def __init__(self, ctx: Context, paths: AppPaths, persist: bool, stats: Stats | None,
                 executor: Worker) -> None:
        self.ctx = ctx
        self.paths = paths
        self.persist = persist
        self._stats = stats
        self.executor = executor
        self.controller: MatchController | None = None
        self._failing: dict[str, str] = {}  # what was being written -> the notice of its last failure

    @property
    def stats(self) -> Stats | None:
        if self._stats is None and self.persist:
            from trappola_gui.storage import Stats

            self._stats = Stats()
        return self._stats

    @stats.setter
    def stats(self, stats: Stats | None) -> None:
        self._stats = stats

    @property
    def nav(self) -> Navigator:
        assert self.ctx.nav is not None
        return self.ctx.nav

    def write_failed(self, what: str, exc: Exception) -> None:
        """A save failed: one notice that counts repeats (a read-only or full disk fails at every move)."""
        log.error("could not write %s: %s", what, exc)
        self._failing[what] = str(exc)
        self.ctx.notify(str(exc), recurring=True)

    def write_ok(self, what: str) -> None:
        message = self._failing.pop(what, None)
        if message is not None:
            self.ctx.resolved(message)

    def load(self, notices: list[str]) -> None:
        """The saved match, if any: counted if a deal ended just before the game closed, filed if over."""
        self.ctx.saved_match = None
        if not self.persist:
            return
        try:
            os.stat(self.paths.current_match_file)
        except FileNotFoundError:
            return  # nothing saved: the first frame waits for no engine to replay a match
        except OSError:
            pass  # the loader says what is wrong
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

    def _controller_from(self, saved: SavedMatch) -> MatchController:
        meta = saved.meta
        human = meta.player
        levels = dict(meta.levels) or {
            s: saved.level or "normal" for s in range(saved.match.rules.players) if s != human}
        from .controller import MatchController

        ctl = MatchController(saved.match, levels, agent_factory, human, self.executor,
                              on_change=self.save_match, undo_used=saved.undo_used)
        finished = [i for i, d in enumerate(saved.match.deals) if d.is_over]
        ctl.scored = set(meta.scored if meta.scored is not None else finished)
        ctl.match_scored = meta.match_scored if meta.match_scored is not None else saved.match.is_over
        ctl.meta_extra = dict(meta.extra)  # what a newer version saved beside: written back as it came
        return ctl

    @property
    def counts_stats(self) -> bool:
        """Statistics are kept (a window that saves nothing counts nothing)."""
        return self.persist

    def current_stats(self) -> Stats | None:
        return self.stats

    def can_continue(self) -> bool:
        live = self.controller
        if live is not None and not live.filed and not live.match.is_over:
            return True
        return self.ctx.saved_match is not None

    def count_stats(self, change: Callable[[Stats], Stats]) -> None:
        """Add what ``change`` counts (a friend's deals) to the statistics, and save them if it counted any."""
        if self.stats is None:
            return
        before = self.stats
        self.stats = change(self.stats)
        if self.stats is not before:
            self._save_stats()

    def save_match(self, ctl: MatchController) -> None:
        """Called after every action: counts finished deals, then writes the match."""
        if not self.persist or ctl.filed:
            return
        from trappola_gui.storage import StorageError, save_current
        from trappola_gui.storage.save_meta import SaveMeta

        self._score_finished(ctl)
        meta = SaveMeta(human_seat=ctl.human if ctl.human is not None else 0, autoplay=ctl.human is None,
                        undo_used=ctl.undo_used, level=ctl.level, seed=ctl.match.seed or 0, levels=dict(ctl.levels),
                        scored=tuple(sorted(ctl.scored)), match_scored=ctl.match_scored, extra=ctl.meta_extra)
        try:
            save_current(self.paths, ctl.to_json(), meta)
        except (StorageError, OSError, ValueError) as exc:
            self.write_failed("match", exc)
        else:
            self.write_ok("match")

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
        from trappola_gui.storage import match_identity, record_deal, record_match

        # The statistics' ledger, not ctl.scored (which a save's "scored" sets), keeps the counting to once.
        before, match_id = self.stats, match_identity(ctl.to_json())
        variant, level = ctl.rules.variant, ctl.level
        side = ctl.rules.game.side(ctl.human)
        for i in new:
            self.stats = record_deal(self.stats, variant, level, side, ctl.match.deals[i].result(), ctl.undo_used,
                                     match_id=match_id, deal=i)
        if match_done:
            self.stats = record_match(self.stats, variant, level, ctl.match.winner == side, ctl.undo_used,
                                      match_id=match_id)
        if self.stats is not before:
            self._save_stats()

    def _save_stats(self) -> None:
        from trappola_gui.storage import StorageError, save_stats

        if self.stats is None:
            return  # a window that counts nothing
        try:
            save_stats(self.paths, self.stats)
        except (StorageError, OSError) as exc:
            self.write_failed("statistics", exc)
        else:
            self.write_ok("statistics")

    def _count_abandoned(self) -> None:
        """A new match starts: the unfinished one it files (this session's or the saved one) is abandoned."""
        ctl, saved = self.controller, self.ctx.saved_match
        if ctl is not None and not ctl.filed:
            match, record, human, level = ctl.match, ctl.to_json(), ctl.human, ctl.level
        elif saved is not None:
            match, record, human, level = saved.match, saved.record, saved.meta.player, (saved.level or "normal")
        else:
            return
        if match.is_over or self.stats is None or human is None:
            return  # a finished match is counted as such; computer-only games are not the player's
        from trappola_gui.storage import match_identity
        from trappola_gui.storage.stats_record import record_abandoned

        before = self.stats
        self.stats = record_abandoned(self.stats, match.rules.variant, level, match_id=match_identity(record))
        if self.stats is not before:
            self._save_stats()

    def on_match_closed(self, ctl: MatchController) -> None:
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
            self.write_failed("history", exc)
        else:
            self.write_ok("history")
        self.ctx.saved_match = None

    # ------------------------------------------------------------- matches
    def start_match(self, rules: Rules, level: str, seed: int | None = None, human: int | None = 0,
                    partner_level: str | None = None, first_deal_seed: int | None = None) -> MatchController:
        self._count_abandoned()
        if self.controller is not None:
            self.controller.filed = True  # the old match is filed below and never written again
        if self.persist:
            self._file_current()  # an unfinished match is kept in the history, not deleted
        # Opponents play at ``level``; in the partnership game the partner has a level of its own.
        partner = None if human is None else rules.game.partner(human)
        levels = {seat: (partner_level or level) if seat == partner else level
                  for seat in range(rules.players) if seat != human}
        from .controller import MatchController, new_seed

        ctl = MatchController.new_match(rules, new_seed() if seed is None else seed, levels, agent_factory,
                                        human_seat=human, executor=self.executor, on_change=self.save_match,
                                        first_deal_seed=first_deal_seed)
        self.controller = ctl
        self.nav.deal(ctl, alone=True)
        return ctl

    def resume_match(self) -> None:
        """Continue: the match of this session if it is still going, else the saved one."""
        ctl = self.controller
        if ctl is None or ctl.filed or ctl.match.is_over:
            saved = self.ctx.saved_match
            if saved is None:
                return
            ctl = self._controller_from(saved)
            self.controller = ctl
        if ctl.match.current is None:
            ctl.start_next_deal()
        from trappola_gui.engine import Phase  # loaded by now: the match above was replayed

        if ctl.deal.phase == Phase.PLAY:
            self.nav.play(ctl, alone=True)
        else:
            self.nav.deal(ctl, resumed=bool(ctl.deal.history), alone=True)
