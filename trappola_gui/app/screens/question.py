"""A question over the screen it is asked on: one sentence and two answers.

The first answer does what was asked for; the second leaves things as they were, and Escape
closes the question. Enter presses the focused answer, which is the safe one when the first
answer would destroy something (``destroys``): a question like that is never answered by a
reflexive Enter.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..kit import ui, widgets
from ..lang.i18n import _
from ..shell.scene import Scene

if TYPE_CHECKING:
    from ..shell.context import Context


class QuestionScene(Scene):
    opaque = False
    name = "question"

    def __init__(self, ctx: Context, text: Callable[[], str], go_on: Callable[[], str], keep: Callable[[], str],
                 on_go_on: Callable[[], object], names: tuple[str, str] = ("yes", "no"),
                 destroys: bool = False) -> None:
        super().__init__(ctx)
        self.text = text
        self.on_go_on = on_go_on
        self.btn_go_on = widgets.Button(go_on, self.go_on, primary=not destroys, focused=not destroys,
                                        name=names[0])
        self.btn_keep = widgets.Button(keep, self.keep, primary=destroys, focused=destroys, name=names[1])
        self.buttons = widgets.ButtonRow([self.btn_go_on, self.btn_keep])
        self.box = pygame.Rect(0, 0, 10, 10)
        self.lines: list[str] = []
        self.text_px = ui.MIN_FONT_PX

    def go_on(self) -> None:
        self.back()
        self.on_go_on()

    def keep(self) -> None:
        self.back()

    def close(self) -> None:
        """Escape: the question goes, and the screen it was asked on is as it was."""
        self.back()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        px: Callable[[float], int] = lambda v: int(v * s)  # noqa: E731 - a local unit
        width = min(int(w * 0.86), px(560))
        self.text_px, self.lines = ui.fit_lines(self.ctx.fonts, self.text(), ui.TYPE.body.px(s), width - px(48), 4)
        line_h = self.ctx.fonts.font(self.text_px).get_linesize()
        bh = px(44)
        self.box = pygame.Rect(0, 0, width, px(28) + len(self.lines) * line_h + px(24) + bh + px(22))
        self.box.center = (w // 2, h // 2)
        bw, gap = min(px(200), (width - px(48) - px(16)) // 2), px(16)
        x = self.box.centerx - bw - gap // 2
        for b in self.buttons.buttons:
            b.rect = pygame.Rect(x, self.box.bottom - px(22) - bh, bw, bh)
            x += bw + gap

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            focused = next((b for b in self.buttons.buttons if b.focused), self.btn_keep)
            focused.on_click()
            return True
        self.buttons.handle(event)
        # A question waits for its answer: nothing reaches the screen under it.
        return event.type != pygame.MOUSEMOTION

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        ui.draw_veil(surface, 130)
        ui.draw_panel(surface, self.box, ui.SHEET)
        s = ui.ui_scale((w, h))
        fonts = self.ctx.fonts
        line_h = fonts.font(self.text_px).get_linesize()
        y = self.box.y + int(28 * s)
        for line in self.lines:
            ui.draw_text(surface, fonts, line, self.text_px, (self.box.centerx, y), ui.CREAM, anchor="midtop",
                         max_width=self.box.width - int(32 * s))
            y += line_h
        self.buttons.draw(surface, fonts, ui.TYPE.label.px(s))


class AbandonQuestion(QuestionScene):
    """Asked before a new match starts over one that is not finished. Enter keeps the match, and
    Keep playing goes back to its table; Escape goes back to the screen that asked."""

    name = "abandon"

    def __init__(self, ctx: Context, start: Callable[[], object]) -> None:
        def text() -> str:
            if ctx.session is None or not ctx.session.counts_stats:  # nothing is counted (a tour, a test window)
                return _("Abandon the match in progress?")
            return _("Abandon the match in progress? It will count as abandoned in your statistics.")

        # TRANSLATORS: the answers to "Abandon the match in progress?": start the new match, or go back.
        super().__init__(ctx, text, lambda: _("Abandon"), lambda: _("Keep playing"), start,
                         names=("abandon", "keep"), destroys=True)

    def keep(self) -> None:
        self.back()
        if self.ctx.session is not None:
            self.ctx.session.resume_match()
