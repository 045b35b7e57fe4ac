"""The end of a match: the winner's moment, the final score, and the sheet with the deal that decided it.

A restrained moment: the four Aces rise and fan open above the winner's line, the line fades in,
a brass rule draws out beneath it and the final score counts up from where the deciding deal
found it. About a second and a half, all of it from ``update``; with reduced motion or the
instant speed everything is in place at once. The sheet below marks the deciding deal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..kit import ui
from ..lang.i18n import _
from .match_sheet import SheetRow, draw_sheet, rows_that_fit, sheet_header_height, sheet_row_height

FAN = ("AS", "AH", "AD", "AC")
DURATION = 1.6  # seconds of the whole moment at animation scale 1


def ease(t: float, start: float, end: float) -> float:
    """0 before ``start``, 1 after ``end``, an ease-out between."""
    if t <= start:
        return 0.0
    if t >= end:
        return 1.0
    u = (t - start) / (end - start)
    return 1 - (1 - u) ** 3


@dataclass
class MatchEndView:
    """What the match end shows, and how far its moment has run (``t`` seconds)."""

    winner_line: str
    player_won: bool
    final: tuple[int, int]  # the match points, the player's side first
    before: tuple[int, int]  # the same before the deciding deal
    target: int
    rows: Sequence[SheetRow]
    names: tuple[str, str]
    t: float = 0.0

    @classmethod
    def of(cls, winner_line: str, player_won: bool, rows: Sequence[SheetRow], names: tuple[str, str],
           target: int, animated: bool) -> MatchEndView:
        final = rows[-1].match_points if rows else (0, 0)
        before = rows[-2].match_points if len(rows) > 1 else (0, 0)
        return cls(winner_line, player_won, final, before, target, rows, names, 0.0 if animated else DURATION)

    @property
    def done(self) -> bool:
        return self.t >= DURATION

    def update(self, dt: float) -> None:
        self.t = min(DURATION, self.t + dt)

    def finish(self) -> None:
        self.t = DURATION

    def shown_score(self) -> tuple[int, int]:
        """The final score as far as the count has run."""
        k = ease(self.t, 0.6, 1.4)
        (b0, b1), (f0, f1) = self.before, self.final
        return round(b0 + (f0 - b0) * k), round(b1 + (f1 - b1) * k)

    def draw(self, surface: pygame.Surface, fonts: ui.Fonts, face: Callable[[str, int], pygame.Surface],
             box: pygame.Rect, bottom: int, scale: float) -> None:
        px: Callable[[float], int] = lambda v: int(v * scale)  # noqa: E731 - a local unit
        T = ui.TYPE
        card_h = px(96)
        fan_bottom = self.draw_fan(surface, face, (box.centerx, box.y + px(22) + card_h), card_h)
        k = ease(self.t, 0.2, 0.9)
        y = fan_bottom + px(8) + int((1 - k) * px(12))
        size = fonts.fit(self.winner_line, T.display.px(scale), box.width - px(40), weight=T.display.weight)
        title = fonts.render(self.winner_line, size, ui.ALERT, weight=T.display.weight).copy()
        title.set_alpha(int(255 * k))
        surface.blit(title, title.get_rect(midtop=(box.centerx, y)))
        y = fan_bottom + px(8) + title.get_height() + px(6)
        half = int(min(box.width * 0.3, px(260)) * ease(self.t, 0.5, 1.2))
        if half:
            pygame.draw.line(surface, ui.BRASS, (box.centerx - half, y), (box.centerx + half, y), max(2, px(2)))
        mine, theirs = self.shown_score()
        score = f"{mine} – {theirs}"
        rect = ui.draw_styled(surface, fonts, score, T.title, scale, (box.centerx, y + px(8)), ui.CREAM,
                              anchor="midtop")
        y = ui.draw_styled(surface, fonts, _("first to {target}").format(target=self.target), T.small, scale,
                           (box.centerx, rect.bottom), ui.MUTED, anchor="midtop").bottom + px(10)
        sheet = pygame.Rect(box.x + px(16), y, box.width - px(32), bottom - y)
        # The last deals when they are more than fit: the whole sheet is one key away (M).
        first = max(0, len(self.rows) - rows_that_fit(sheet.height, px))
        drawn = draw_sheet(surface, fonts, sheet, self.rows, self.names, px, first,
                           decisive=len(self.rows) - 1 if self.rows else None)
        if drawn == len(self.rows) - first and self.rows:
            below = sheet.y + sheet_header_height(px) + drawn * sheet_row_height(px)
            ui.draw_styled(surface, fonts, _("The deciding deal"), T.small, scale, (sheet.right - px(8), below),
                           ui.BRASS, anchor="topright")
        if drawn < len(self.rows):
            note = _("The last {n} of {total} deals: the match sheet (M) shows them all")
            ui.draw_styled(surface, fonts, note.format(n=drawn, total=len(self.rows)), T.small, scale,
                           (box.centerx, bottom), ui.MUTED, anchor="midbottom", max_width=box.width - px(30))

    def draw_fan(self, surface: pygame.Surface, face: Callable[[str, int], pygame.Surface],
                 bottom_centre: tuple[int, int], card_h: int) -> int:
        """The four Aces rising and opening; returns the fan's bottom edge."""
        k = ease(self.t, 0.0, 0.8)
        cx, by = bottom_centre
        rise = int((1 - k) * card_h * 0.25)
        spread = 12.0 * k if self.player_won else 8.0 * k
        lowest = by
        for i, code in enumerate(FAN):
            angle = (1.5 - i) * spread
            img = pygame.transform.rotozoom(face(code, card_h), angle, 1.0)
            if k < 1:
                img.set_alpha(int(255 * min(1.0, k * 1.6)))
            offset = (i - 1.5) * card_h * 0.3 * k
            rect = img.get_rect(midbottom=(int(cx + offset), by + rise + int(abs(i - 1.5) * card_h * 0.04)))
            surface.blit(img, rect)
            lowest = max(lowest, rect.bottom)
        return min(lowest, by + int(card_h * 0.12))
