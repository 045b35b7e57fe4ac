"""Replaying a recorded deal in the window, move by move, with every hand shown.

A deal record (exported from the score screen, or given as ``--replay FILE``)
is replayed through the engine; the table shows the state after each action,
and its corner the match's score as it stood then.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import (
    Action,
    DealResult,
    DealState,
    IllegalAction,
    Match,
    Observation,
    Rules,
    action_from_json,
    deal_from_json,
    deal_to_json,
    score_match,
)

from ..kit import ui, widgets
from ..lang.i18n import _
from . import hud, table_hud
from .table_facts import TableFacts
from .table_view import TableView

if TYPE_CHECKING:
    from ..shell.context import Context


class ReplaySource:
    """A recorded deal stepped through: the table's source (``TableSource``) for a replay.

    Nobody is to move (the replay moves on when the player steps), every hand is
    shown, and nothing can be played or taken back.
    """

    human: int | None = 0
    levels: dict[int, str] = {}
    names: dict[int, str] = {}
    level = ""
    thinking = False
    agent_to_move = False
    human_to_move = False

    def __init__(self, deal: DealState, match: Match | None = None) -> None:
        record = deal_to_json(deal)
        self.actions = record["actions"]
        self.record = record
        # The match panel shows the deal's own match when there is one.
        self.match = match if match is not None else Match(deal.rules, deal.dealer)
        # The deals before this one: all the match had when this deal began.
        deals = self.match.deals
        index = next((i for i, d in enumerate(deals) if d is deal), None)
        if index is None:  # a copy of one of the match's deals, else a deal of its own: nothing before it
            index = next((i for i, d in enumerate(deals) if deal.deck and d.deck == deal.deck), 0)
        self._before = [d.result() for d in deals[:index] if d.is_over]
        # One deal stepped forward with push and back with pop (python-chess style).
        self._state = deal_from_json({**record, "actions": []})
        self._step = 0

    @property
    def rules(self) -> Rules:
        return self.match.rules

    def pump(self) -> bool:
        return False

    @property
    def step(self) -> int:
        """How many of the record's actions are shown."""
        return self._step

    @step.setter
    def step(self, target: int) -> None:
        target = max(0, min(len(self.actions), target))
        while self._step < target:
            self._state.apply(action_from_json(self.actions[self._step]))
            self._step += 1
        while self._step > target:
            self._state.pop()
            self._step -= 1

    @property
    def deal(self) -> DealState:
        return self._state

    def match_points_shown(self, scored: bool) -> tuple[int, int]:
        """The match's points the corner shows at this step: the deals before, and this one once it is
        over and ``scored`` on screen (its last trick gathered, as at the table)."""
        results = list(self._before)
        if scored and self._state.is_over:
            results.append(self._state.result())
        return score_match(self.rules, results).match_points

    @property
    def moves(self) -> int:
        return self._step

    @property
    def steps(self) -> int:
        return len(self.actions)

    def observation(self, seat: int | None = None) -> Observation:
        state = self.deal
        obs = state.observation(0 if seat is None else seat)
        # A replay shows every hand.
        return replace(obs, known=tuple(state.hands))

    def result(self) -> DealResult:
        return self.deal.result()

    def apply(self, action: Action) -> None:
        raise IllegalAction("a replay is watched, not played", "phase")

    def request_agent_move(self) -> None:
        return None

    def poll(self) -> Action | None:
        return None

    def deal_code(self, index: int | None = None) -> str | None:
        return None  # a recorded deal's shuffle came from elsewhere: no code deals it again

    def can_undo(self) -> bool:
        return False

    def undo(self) -> bool:
        return False


def replay_rows(replay: ReplaySource, obs: Observation, scored: bool) -> hud.ScoreRows:
    """The replay's corner at the action shown: the table's figures (``table_hud.score_rows``), with
    the match as it stood then, this deal in it once it is ``scored`` on screen."""
    rows = table_hud.score_rows(obs, replay, scored)
    mine = obs.team(obs.seat)
    points = replay.match_points_shown(scored)
    return replace(rows, match=(points[mine], points[1 - mine]))


class ReplayFacts(TableFacts):
    """The replay's words: its status has a box of its own, above its buttons, and its corner
    shows the match as it stood at the action shown, not the match's final points."""

    def __init__(self, view: TableView, replay: ReplaySource) -> None:
        super().__init__(view)
        self.replay = replay

    def status_text(self) -> str:
        return ""

    def score_rows(self) -> hud.ScoreRows:
        view = self.view
        return replay_rows(self.replay, view.shown, table_hud.scored_on_screen(view.shown, view.timeline.flags))


class ReplayScene(TableView):
    name = "replay"

    def __init__(self, ctx: Context, deal: DealState, match: Match | None = None) -> None:
        self.replay = ReplaySource(deal, match)
        super().__init__(ctx, self.replay)
        self.facts = ReplayFacts(self, self.replay)
        self.playing = False
        self.timer = 0.0
        self.status_rect = pygame.Rect(0, 0, 10, 10)
        self.controls = widgets.ButtonRow([
            widgets.Button(lambda: _("Previous"), lambda: self.step_by(-1), name="prev"),
            widgets.Button(lambda: _("Next"), lambda: self.step_by(1), primary=True, name="next"),
            widgets.Button(lambda: _("Pause") if self.playing else _("Play"), self.toggle, name="play"),
            widgets.Button(lambda: _("Back"), self.back, name="back"),
        ], keys=False)

    def enter(self) -> None:
        self.shown = self.replay.observation()
        self.sync(0.0)

    def layout(self, size: tuple[int, int]) -> None:
        super().layout(size)
        self.commands.hide("hint", "undo", "last", "sheet", "menu")
        # The replay's own column where the table keeps its buttons (bottom right, clear of the
        # hand, the trick and the message line), with the status line above it in a box of its own.
        w, h = size
        s = ui.ui_scale(size)
        margin = max(8, int(h * 0.02))
        bw, bh, gap = int(170 * s), int(36 * s), int(6 * s)
        x = w - margin - bw
        y = h - margin - len(self.controls.buttons) * (bh + gap) + gap
        for b in self.controls.buttons:
            b.rect = pygame.Rect(x, y, bw, bh)
            y += bh + gap
        top = self.controls.buttons[0].rect.top
        # Room for its two lines, "Replay" over the progress, each its own line high.
        fonts, small, figure = self.ctx.fonts, ui.TYPE.small, ui.TYPE.figure
        status_h = max(int(48 * s), fonts.font(small.px(s), weight=small.weight).get_linesize()
                       + fonts.font(figure.px(s), weight=figure.weight).get_linesize() + int(8 * s))
        self.status_rect = pygame.Rect(x, top - gap - status_h, bw, status_h)

    def step_by(self, step: int) -> None:
        target = max(0, min(self.replay.steps, self.replay.step + step))
        if target == self.replay.step:
            self.playing = False
            return
        before = self.shown
        self.replay.step = target
        if step > 0:
            self.present(before)
            self.shown = self.replay.observation()
        else:
            self.timeline.finish()
            self.shown = self.replay.observation()
            self.sync(0.2 * self.ctx.animation_scale)

    def toggle(self) -> None:
        self.playing = not self.playing
        self.timer = 0.0

    def advance(self) -> None:
        if self.playing and self.timer <= 0:
            self.step_by(1)
            self.timer = 0.6 * max(0.2, self.ctx.animation_scale)

    def update(self, dt: float) -> None:
        self.timer -= dt
        super().update(dt)

    @property
    def busy(self) -> bool:
        return self.playing or super().busy

    def handle(self, event: pygame.event.Event) -> bool:
        if self.controls.handle(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_RIGHT:
                self.step_by(1)
            elif event.key == pygame.K_LEFT:
                self.step_by(-1)
            elif event.key == pygame.K_HOME:
                self.step_by(-self.replay.steps)
            elif event.key == pygame.K_END:
                self.step_by(self.replay.steps)
            elif event.key == pygame.K_SPACE:
                self.toggle()
            elif event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key == pygame.K_v:
                # The review of the whole deal, whatever step is shown.
                seat = self.replay.human
                self.nav.review(deal_from_json(self.replay.record), seat if seat is not None else 0)
            else:
                return False
            return True
        return False

    def progress_text(self) -> str:
        """Where the replay stands: action k of n (0 before the first action)."""
        return _("Action {k} of {n}").format(k=self.replay.step, n=self.replay.steps)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts, rect = self.ctx.fonts, self.status_rect
        ui.draw_panel(surface, rect, radius=8)
        s = ui.ui_scale(self.ctx.window_size)
        ui.draw_styled(surface, fonts, _("Replay"), ui.TYPE.small, s, (rect.centerx, rect.y + self.px(4)), ui.MUTED,
                       anchor="midtop", max_width=rect.width - self.px(12))
        ui.draw_styled(surface, fonts, self.progress_text(), ui.TYPE.figure, s,
                       (rect.centerx, rect.bottom - self.px(4)), ui.CREAM, anchor="midbottom",
                       max_width=rect.width - self.px(12))
        self.controls.draw(surface, fonts, ui.TYPE.label.px(s))
