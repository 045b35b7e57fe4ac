"""The notice bar: every message for the player, one after another, over any scene.

A notice (a file set aside, a save that failed, a crash last time) stays at
the top of the window until the player clicks it or its OK button, or until
it has been on screen for ``SHOW_SECONDS``; then the next one comes, with
"2/3" saying how many there are. The same notice again is one notice with a
count ("37 times"), see ``Context.notify``. A click elsewhere goes to the scene
below, so a notice never swallows a click meant for a card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..kit import ui
from ..lang.i18n import _

if TYPE_CHECKING:
    from .context import Context

SHOW_SECONDS = 20.0


class NoticeBar:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.shown_for = 0.0
        self.done = 0  # notices dismissed since the queue was last empty, for "2/3"

    @property
    def active(self) -> bool:
        return bool(self.ctx.notices)

    def dismiss(self) -> None:
        if self.ctx.notices:
            self.ctx.notice_dismissed(self.ctx.notices.pop(0))
            self.done = self.done + 1 if self.ctx.notices else 0
        self.shown_for = 0.0

    def geometry(self, size: tuple[int, int]) -> tuple[pygame.Rect, list[str], int, pygame.Rect]:
        """The bar's rectangle, its wrapped lines, the font size and the OK button (a pure function)."""
        w, _h = size
        s = ui.ui_scale(size)
        px = ui.TYPE.body.px(s)
        line_h = int(px * 1.3)
        button = pygame.Rect(0, 0, max(64, int(70 * s)), int(px * 1.9))
        box_w = min(int(w * 0.9), int(900 * s))
        text = self.ctx.notices[0]
        times = self.ctx.notice_counts.get(text, 1)
        if times > 1:
            text = _("{notice} ({count} times)").format(notice=text, count=times)
        total = self.done + len(self.ctx.notices)
        if total > 1:
            text = f"({self.done + 1}/{total}) " + text
        lines = self.ctx.fonts.wrap(text, px, box_w - button.width - 36)[:6]
        box = pygame.Rect(0, 0, box_w, max(len(lines) * line_h, button.height) + 16)
        box.midtop = (w // 2, int(8 * s))
        button.midright = (box.right - 10, box.centery)
        return box, lines, px, button

    def handle(self, event: pygame.event.Event, size: tuple[int, int]) -> bool:
        if not self.active or event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        box, _lines, _px, _button = self.geometry(size)
        if not box.collidepoint(event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            self.dismiss()
        return True

    def update(self, dt: float) -> bool:
        """Advance the timer; True when the bar changed and must be drawn again."""
        if not self.active:
            self.shown_for = 0.0
            self.done = 0
            return False
        self.shown_for += dt
        if self.shown_for >= SHOW_SECONDS:
            self.dismiss()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.active:
            return
        box, lines, px, button = self.geometry(surface.get_size())
        ui.draw_panel(surface, box, (60, 30, 10))
        line_h = int(px * 1.3)
        top = box.centery - len(lines) * line_h // 2
        for i, line in enumerate(lines):
            ui.draw_text(surface, self.ctx.fonts, line, px, (box.x + 12, top + i * line_h), ui.ALERT)
        pygame.draw.rect(surface, ui.BRASS, button, border_radius=max(6, button.height // 4))
        ui.draw_text(surface, self.ctx.fonts, _("OK"), px, button.center, ui.INK, anchor="center",
                     max_width=button.width - 8, weight=ui.TYPE.label.weight)
