"""The end of a match: the result's moment, the final score large, and the sheet with the deal that decided it.

The result comes first, in its own colours (``match_emblem``): a win under a gold laurel round a
cup, in a warm light, its headline in gold; a loss under a plain pewter seal, its headline cool
and quiet. Under the headline the final score, the largest text on the screen, each side's name
under its figure and the winner's figure lit; then a rule, and the match sheet, smaller, second.

The moment lasts about a second and a half, all of it from ``update``: the emblem blooms (a win)
or is pressed (a loss), the headline fades in, the rule draws out and the score counts up from
where the deciding deal found it. With reduced motion or the instant speed it is all in place at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..kit import ui
from ..lang.i18n import _
from .match_emblem import emblem, glow, treatment
from .match_sheet import SheetRow, draw_sheet, rows_that_fit, sheet_header_height, sheet_row_height

DURATION = 1.6  # seconds of the whole moment at animation scale 1
SCORE_SIZE = 88  # the final score's px at ui scale 1: twice the headline's weight on the page
SHEET_SCALE = 0.85  # the sheet is second: a little smaller than elsewhere, and narrower


def ease(t: float, start: float, end: float) -> float:
    """0 before ``start``, 1 after ``end``, an ease-out between."""
    if t <= start:
        return 0.0
    if t >= end:
        return 1.0
    u = (t - start) / (end - start)
    return 1 - (1 - u) ** 3


@dataclass(frozen=True)
class Hero:
    """Where the result's parts go: the emblem's square, the headline's and score's sizes, and
    the tops of the headline, the score, the names line, the target line, the rule and the sheet."""

    emblem: pygame.Rect
    headline_px: int
    score_px: int
    name_px: int
    small_px: int
    headline_y: int
    score_y: int
    names_y: int
    target_y: int
    rule_y: int
    sheet_y: int


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

    # ------------------------------------------------------------------ layout
    def target_line(self) -> str:
        return _("first to {target}").format(target=self.target)

    def hero(self, fonts: ui.Fonts, box: pygame.Rect, bottom: int, scale: float) -> Hero:
        """The result's layout: full size when the sheet keeps room for its last deals under it,
        smaller steps down to 60% when the window is short; with room to spare, the result and
        the sheet together sit a little above the middle of the space, not against its top."""
        spx = self.sheet_px(scale)
        row, head, note = sheet_row_height(spx), sheet_header_height(spx), self.note_height(fonts, scale)
        keep = head + min(3, max(1, len(self.rows))) * row + note * (2 if len(self.rows) > 3 else 1)
        for f in (1.0, 0.9, 0.8, 0.7, 0.6):
            hero = self._hero_at(fonts, box, scale, f, 0)
            if bottom - hero.sheet_y >= keep:
                break
        spare = bottom - hero.sheet_y - (head + len(self.rows) * row + note)
        return self._hero_at(fonts, box, scale, f, spare * 2 // 5) if spare > 0 else hero

    def _hero_at(self, fonts: ui.Fonts, box: pygame.Rect, scale: float, f: float, down: int) -> Hero:
        T, s = ui.TYPE, scale * f
        px: Callable[[float], int] = lambda v: int(v * s)  # noqa: E731 - a local unit
        size = px(116)
        mark = pygame.Rect(0, 0, size, size)
        mark.midtop = (box.centerx, box.y + px(16) + down)
        headline_px = fonts.fit(self.winner_line, T.display.px(s), box.width - px(40), weight=T.display.weight)
        headline_y = mark.bottom + px(4)
        score_px = max(int(SCORE_SIZE * s), headline_px + 8)
        score_y = headline_y + fonts.font(headline_px, weight=T.display.weight).get_linesize()
        name_px = T.strong.px(s)
        names_y = score_y + fonts.font(score_px, weight=T.display.weight).get_height()
        target_y = names_y + fonts.font(name_px, weight=T.strong.weight).get_linesize() + px(4)
        rule_y = target_y + fonts.font(T.small.px(s), weight=T.small.weight).get_linesize() + px(10)
        return Hero(mark, headline_px, score_px, name_px, T.small.px(s), headline_y, score_y, names_y, target_y, rule_y,
                    rule_y + px(14))

    @staticmethod
    def note_height(fonts: ui.Fonts, scale: float) -> int:
        """The line under the sheet: which deal decided, or that the sheet shows the last deals only."""
        return fonts.font(ui.TYPE.small.px(scale * SHEET_SCALE), weight=ui.TYPE.small.weight).get_linesize() + 4

    @staticmethod
    def sheet_px(scale: float) -> Callable[[float], int]:
        return lambda v: int(v * scale * SHEET_SCALE)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, fonts: ui.Fonts, box: pygame.Rect, bottom: int, scale: float) -> None:
        hero = self.hero(fonts, box, bottom, scale)
        look = treatment(self.player_won)
        cx = box.centerx
        self.draw_emblem(surface, hero.emblem)
        k = ease(self.t, 0.2, 0.9)
        self.text(surface, fonts, self.winner_line, hero.headline_px, (cx, hero.headline_y + int((1 - k) * 12)),
                  look.headline, ui.TYPE.display.weight, k)
        self.draw_score(surface, fonts, hero, cx)
        ui.draw_text(surface, fonts, self.target_line(), hero.small_px, (cx, hero.target_y), ui.MUTED,
                     anchor="midtop", weight=ui.TYPE.small.weight)
        half = int(min(box.width * 0.32, 300 * scale) * ease(self.t, 0.5, 1.2))
        if half:
            pygame.draw.line(surface, look.rule, (cx - half, hero.rule_y), (cx + half, hero.rule_y),
                             max(2, int(2 * scale)))
        self.draw_rows(surface, fonts, box, hero.sheet_y, bottom, scale)

    def draw_emblem(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The result's emblem: a win's laurel blooms out of its light, a loss's seal is pressed down."""
        look = treatment(self.player_won)
        k = ease(self.t, 0.0, 0.7)
        if look.glow is not None and k:
            light = glow(rect.width * 3, look.glow)
            if k < 1:
                light = light.copy()
                light.set_alpha(int(255 * k))
            surface.blit(light, light.get_rect(center=rect.center))
        img = emblem(look.emblem, rect.width)
        if k < 1:
            grow = 0.7 + 0.3 * k if self.player_won else 1.2 - 0.2 * k
            img = pygame.transform.smoothscale_by(img, grow)
            img.set_alpha(int(255 * min(1.0, k * 1.5)))
        surface.blit(img, img.get_rect(center=rect.center))

    def draw_score(self, surface: pygame.Surface, fonts: ui.Fonts, hero: Hero, cx: int) -> None:
        """The two figures either side of a dash, the winner's lit, each side's name under its own
        figure. Both figures keep the width of the widest, so the pair stays balanced as it counts;
        a long name moves out from under its figure rather than cross the middle."""
        look = treatment(self.player_won)
        weight, name_weight = ui.TYPE.display.weight, ui.TYPE.strong.weight
        figures = fonts.font(hero.score_px, weight=weight)
        gap = hero.score_px // 3
        column = max(figures.size(str(v))[0] for v in (*self.final, *self.before))
        room = cx - gap // 2 - hero.score_px // 4  # a name's width, from the middle to the box's margin
        # The dash a little smaller than the figures, on the middle of the digits rather than the line's.
        dash_px = hero.score_px * 4 // 5
        middle = hero.score_y + figures.font.get_ascent() - int(hero.score_px * 0.36)
        dash_top = middle - fonts.font(dash_px, weight=weight).font.get_ascent() + int(dash_px * 0.3)
        ui.draw_text(surface, fonts, "–", dash_px, (cx, dash_top), ui.MUTED, anchor="midtop", weight=weight)
        colours = (look.winner_figure, look.loser_figure) if self.player_won else (look.loser_figure,
                                                                                  look.winner_figure)
        for value, name, colour, side in zip(self.shown_score(), self.names, colours, (-1, 1), strict=True):
            centre = cx + side * (gap + column // 2)
            ui.draw_text(surface, fonts, str(value), hero.score_px, (centre, hero.score_y), colour, anchor="midtop",
                         weight=weight)
            size = fonts.fit(name, hero.name_px, room, weight=name_weight)
            half = fonts.font(size, weight=name_weight).size(name)[0] // 2 + gap // 2
            centre = max(centre, cx + half) if side > 0 else min(centre, cx - half)
            ui.draw_text(surface, fonts, name, size, (centre, hero.names_y), ui.CREAM, anchor="midtop",
                         weight=name_weight)

    def draw_rows(self, surface: pygame.Surface, fonts: ui.Fonts, box: pygame.Rect, top: int, bottom: int,
                  scale: float) -> None:
        """The match sheet under the result, narrower and smaller: the deciding deal marked."""
        px = self.sheet_px(scale)
        width = min(box.width - int(32 * scale), int(820 * scale))
        sheet = pygame.Rect(box.centerx - width // 2, top, width, bottom - top)
        T = ui.TYPE
        note_px = T.small.px(scale * SHEET_SCALE)
        note_h = self.note_height(fonts, scale)
        # The last deals when they are more than fit, a line more said under them: the whole sheet
        # is one key away (M).
        fit = rows_that_fit(sheet.height - note_h, px)
        if len(self.rows) > fit:
            fit = rows_that_fit(sheet.height - 2 * note_h, px)
        first = max(0, len(self.rows) - fit)
        drawn = draw_sheet(surface, fonts, sheet, self.rows, self.names, px, first,
                           decisive=len(self.rows) - 1 if self.rows else None)
        if not self.rows:
            return
        below = sheet.y + sheet_header_height(px) + drawn * sheet_row_height(px)
        ui.draw_text(surface, fonts, _("The deciding deal"), note_px, (sheet.right - px(8), below), ui.BRASS,
                     anchor="topright", weight=T.small.weight)
        if first:
            note = _("The last {n} of {total} deals: the match sheet (M) shows them all")
            ui.draw_text(surface, fonts, note.format(n=drawn, total=len(self.rows)), note_px,
                         (box.centerx, below + note_h), ui.MUTED, anchor="midtop", weight=T.small.weight,
                         max_width=box.width - int(30 * scale))

    @staticmethod
    def text(surface: pygame.Surface, fonts: ui.Fonts, text: str, px: int, midtop: tuple[int, int],
             colour: tuple[int, ...], weight: ui.Weight, shown: float) -> None:
        """A line fading in (``shown`` from 0 to 1); once whole, drawn as every other text is."""
        if shown >= 1:
            ui.draw_text(surface, fonts, text, px, midtop, colour, anchor="midtop", weight=weight)
            return
        img = fonts.render(text, px, colour, weight=weight).copy()
        img.set_alpha(int(255 * shown))
        surface.blit(img, img.get_rect(midtop=midtop))
