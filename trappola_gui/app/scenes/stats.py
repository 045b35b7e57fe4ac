"""Statistics: per variant and level, what the player has won and lost.

The list on the left picks a variant and level (↑/↓ or a click); the card on
the right shows every figure kept for it, and a line under the figures says
what they count. Every finished match and every deal counts, those where Undo
was used too (the row under each says how many); the deals played after Undo
do not change the margins, the bests, the schneider and schwarz counts or the
streaks. A match left unfinished when a new one began counts as abandoned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import ui
from ..i18n import _
from ..names import level_name, variant_name
from .menu import BackdropScene

if TYPE_CHECKING:
    from trappola_gui.storage import Stats
    from trappola_gui.storage.stats import Key, StatLine

    from ..context import Context


def _signed(value: float | None) -> str:
    return "–" if value is None else f"{value:+.1f}"


def detail_rows(line: Any) -> list[tuple[str, str, bool]]:
    """The figures of one statistics line, as (label, value, part of the row above) rows."""
    best = "–" if line.best_deal_points is None else str(line.best_deal_points)
    best_margin = "–" if line.best_margin is None else f"{line.best_margin:+d}"
    # Deals after Undo from a game that did not keep their result are played, of no known result.
    unknown = line.undo_deals_played - line.undo_deals_won - line.undo_deals_drawn - line.undo_deals_lost
    rows = [
        (_("Matches won / finished"), f"{line.all_matches_won} / {line.all_matches_played}", False),
        (_("of which with Undo"), f"{line.undo_matches_won} / {line.undo_matches_played}", True),
        (_("Matches abandoned"), str(line.matches_abandoned), False),
        (_("Win streak (now / best)"), f"{line.current_streak} / {line.best_streak}", False),
        (_("Deals won / drawn / lost"),
         f"{line.all_deals_won} / {line.all_deals_drawn} / {line.all_deals_lost}", False),
        (_("of which with Undo"), f"{line.undo_deals_won} / {line.undo_deals_drawn} / {line.undo_deals_lost}", True),
    ]
    if unknown > 0:
        rows.append((_("with Undo, result not kept"), str(unknown), True))
    return rows + [
        (_("Average margin per deal (without Undo)"), _signed(line.average_margin), False),
        (_("Best deal (points / margin)"), f"{best} / {best_margin}", False),
        (_("Schneider given / taken"), f"{line.schneider_given} / {line.schneider_taken}", False),
        (_("Schwarz given / taken"), f"{line.schwarz_given} / {line.schwarz_taken}", False),
    ]


def explanation() -> str:
    """What the figures count, in a line under them."""
    return _("Matches and deals include those where Undo was used. Abandoned: left unfinished when a new match "
             "began. Streaks, margins, bests, schneider and schwarz leave out play with Undo.")


class StatsScene(BackdropScene):
    name = "stats"

    def __init__(self, ctx: Context, stats: Stats | None) -> None:
        super().__init__(ctx)
        self.stats = stats
        self.selected = 0
        self.row_rects: list[pygame.Rect] = []
        self.buttons = ui.ButtonRow([ui.Button(lambda: _("Back"), self.back, primary=True, name="back")])
        self.buttons.buttons[0].focused = True

    def lines(self) -> list[tuple[Key, StatLine]]:
        return sorted(self.stats.lines.items()) if self.stats is not None else []

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = ui.ui_scale(size)
        b = self.buttons.buttons[0]
        b.rect = pygame.Rect(0, 0, int(180 * s), int(44 * s))
        b.rect.midbottom = (w // 2, h - int(20 * s))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            count = max(1, len(self.lines()))
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key == pygame.K_DOWN:
                self.selected = (self.selected + 1) % count
            elif event.key == pygame.K_UP:
                self.selected = (self.selected - 1) % count
            else:
                return self.buttons.handle(event)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in enumerate(self.row_rects):
                if rect.collidepoint(event.pos):
                    self.selected = i
                    return True
        return self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface, _("Statistics"), fan=False)
        w, h = surface.get_size()
        fonts = self.ctx.fonts
        lines = self.lines()
        box = pygame.Rect(0, 0, int(w * 0.92), int(h * 0.7))
        box.midtop = (w // 2, self.px(100))
        ui.draw_panel(surface, box)
        self.row_rects = []
        if not lines:
            ui.draw_text(surface, fonts, _("No finished deals yet."), self.px(20), (box.centerx, box.y + self.px(40)),
                         ui.CREAM, anchor="midtop")
            self.buttons.draw(surface, fonts, self.px(20))
            return
        self.selected %= len(lines)
        pad = self.px(12)
        left = pygame.Rect(box.x + pad, box.y + pad, int(box.width * 0.3), box.height - 2 * pad)
        # Two lines a row (variant, level), each at its font's full height, so they never touch.
        row_h = max(self.px(50), fonts.font(self.px(17)).get_linesize() + fonts.font(self.px(16)).get_linesize() + 10)
        for i, ((variant, level), _line) in enumerate(lines):
            rect = pygame.Rect(left.x, left.y + i * row_h, left.width, row_h - 4)
            if rect.bottom > left.bottom:
                break
            on = i == self.selected
            pygame.draw.rect(surface, (60, 110, 80) if on else (30, 60, 45), rect, border_radius=6)
            if on:
                pygame.draw.rect(surface, ui.FOCUS, rect, width=2, border_radius=6)
            ui.draw_text(surface, fonts, variant_name(variant), self.px(17), (rect.x + 8, rect.y + 3), ui.CREAM,
                         max_width=rect.width - 16)
            ui.draw_text(surface, fonts, level_name(level), self.px(16), (rect.x + 8, rect.bottom - 3), ui.MUTED,
                         anchor="bottomleft", max_width=rect.width - 16)
            self.row_rects.append(rect)
        (variant, level), line = lines[self.selected]
        right = pygame.Rect(left.right + pad, left.y, box.right - left.right - 2 * pad, left.height)
        ui.draw_text(surface, fonts, f"{variant_name(variant)} · {level_name(level)}", self.px(22),
                     (right.x, right.y), ui.ALERT, bold=True, max_width=right.width)
        y = right.y + self.px(40)
        row_h = self.px(30)
        for label, value, sub in detail_rows(line):
            indent = self.px(18) if sub else 0
            ui.draw_text(surface, fonts, label, self.px(16 if sub else 17), (right.x + indent, y), ui.MUTED,
                         max_width=int(right.width * 0.7) - indent)
            ui.draw_text(surface, fonts, value, self.px(18), (right.right, y), ui.CREAM, anchor="topright",
                         bold=True, max_width=int(right.width * 0.28))
            y += row_h
        size, text = ui.fit_lines(fonts, explanation(), self.px(15), right.width, 3)
        step = fonts.font(size).get_linesize()
        y = max(y + self.px(8), right.bottom - len(text) * step)
        for part in text:
            ui.draw_text(surface, fonts, part, size, (right.x, y), ui.MUTED, max_width=right.width)
            y += step
        self.buttons.draw(surface, fonts, self.px(20))
