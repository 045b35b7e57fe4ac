"""Statistics: per variant and level, what the player has won and lost."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import ui
from ..i18n import _
from ..names import level_name, variant_name
from .menu import BackdropScene

if TYPE_CHECKING:
    from ..context import Context


class StatsScene(BackdropScene):
    name = "stats"

    def __init__(self, ctx: Context, stats: Any) -> None:
        super().__init__(ctx)
        self.stats = stats
        self.buttons = ui.ButtonRow([ui.Button(lambda: _("Back"), self.back, primary=True, name="back")])
        self.buttons.buttons[0].focused = True

    def back(self) -> None:
        assert self.stack is not None
        self.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        b = self.buttons.buttons[0]
        b.rect = pygame.Rect(0, 0, int(180 * s), int(44 * s))
        b.rect.midbottom = (w // 2, h - int(20 * s))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface, _("Statistics"), fan=False)
        w, h = surface.get_size()
        fonts = self.ctx.fonts
        lines = sorted(getattr(self.stats, "lines", {}).items()) if self.stats is not None else []
        heads = [_("Variant"), _("Level"), _("Matches"), _("Won"), _("Deals"), _("Avg. margin"), _("Best streak")]
        cols = [0.04, 0.3, 0.44, 0.56, 0.66, 0.77, 0.9]
        box = pygame.Rect(0, 0, int(w * 0.92), int(h * 0.7))
        box.midtop = (w // 2, self.px(100))
        ui.draw_panel(surface, box)
        y = box.y + self.px(14)
        for head, c in zip(heads, cols, strict=True):
            ui.draw_text(surface, fonts, head, self.px(17), (box.x + int(box.width * c), y), ui.MUTED,
                         max_width=int(box.width * 0.12) if c > 0.3 else int(box.width * 0.25))
        y += self.px(30)
        if not lines:
            ui.draw_text(surface, fonts, _("No finished deals yet."), self.px(20), (box.centerx, y + self.px(20)),
                         ui.CREAM, anchor="midtop")
        for (variant, level), line in lines:
            avg = line.average_margin
            cells = [variant_name(variant), level_name(level), str(line.matches_played), str(line.matches_won),
                     str(line.deals_played), "–" if avg is None else f"{avg:+.1f}", str(line.best_streak)]
            for cell, c in zip(cells, cols, strict=True):
                ui.draw_text(surface, fonts, cell, self.px(18), (box.x + int(box.width * c), y), ui.CREAM,
                             max_width=int(box.width * 0.12) if c > 0.3 else int(box.width * 0.25))
            y += self.px(28)
            if y > box.bottom - self.px(30):
                break
        self.buttons.draw(surface, fonts, self.px(20))
