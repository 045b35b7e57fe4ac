"""A small chart of results over time: one bar per deal, its margin above or below the line.

The statistics screen draws a line's recent deals with it (oldest on the
left). A won deal stands above the zero line, a lost one hangs below it, a
drawn one is a tick on the line; a deal played after Undo is drawn outlined,
since the margins and bests leave it out. Position says won or lost, so the
two colours are never the only difference (colour-blind players read it too).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ..lang.i18n import _, ngettext
from . import ui

if TYPE_CHECKING:
    from trappola_gui.storage.stat_lines import RecentDeal

WON = (118, 196, 128)
LOST = (222, 112, 96)
DRAWN = ui.CREAM
AXIS = (120, 150, 132)
GRID = (34, 66, 50)
# Room for this many bars at least, so that a few deals do not make a wall of wide bars.
MIN_SLOTS = 12


@dataclass(frozen=True)
class ChartScale:
    """Where the zero line lies in a plot area, and how many pixels a point of margin is."""

    top: int
    bottom: int
    high: int  # the largest margin shown above the line (at least 1)
    low: int  # the lowest shown below it (at most -1)

    @property
    def axis_y(self) -> int:
        return self.top + round((self.bottom - self.top) * self.high / (self.high - self.low))

    def y_of(self, margin: int) -> int:
        return self.axis_y - round((self.bottom - self.top) * margin / (self.high - self.low))


def chart_scale(margins: Sequence[int], top: int, bottom: int) -> ChartScale:
    """The scale that fits every margin, with both sides of the line given some room."""
    high = max([*margins, 0])
    low = min([*margins, 0])
    # A side with no deal still gets a tenth of the height, so the zero line never sits on the edge.
    reach = max(high - low, 10)
    return ChartScale(top, bottom, max(high, reach // 10, 1), min(low, -(reach // 10), -1))


def bar_rects(deals: Sequence[RecentDeal], plot: pygame.Rect, scale: ChartScale) -> list[pygame.Rect]:
    """One rectangle per deal, oldest first: from the zero line to the margin (a thin tick if drawn)."""
    slot = plot.width / max(len(deals), MIN_SLOTS)
    width = max(2, int(slot * 0.68))
    rects = []
    for i, deal in enumerate(deals):
        x = plot.x + int(i * slot + (slot - width) / 2)
        y0, y1 = scale.axis_y, scale.y_of(deal.margin)
        if deal.margin == 0:
            rects.append(pygame.Rect(x, y0 - 2, width, 4))
        else:
            rects.append(pygame.Rect(x, min(y0, y1), width, max(2, abs(y1 - y0))))
    return rects


def draw_margin_chart(surface: pygame.Surface, fonts: ui.Fonts, deals: Sequence[RecentDeal], plot: pygame.Rect,
                      scale: float) -> list[pygame.Rect]:
    """The bars of ``deals`` in ``plot`` with the line's top, zero and bottom figures to its left
    (the caller leaves room for them: :func:`gutter_width`); returns the bars, oldest first."""
    margins = [d.margin for d in deals]
    fit = chart_scale(margins, plot.top, plot.bottom)
    small = ui.TYPE.small
    gap = max(4, int(8 * scale))
    marks = [(fit.high, fit.top), (0, fit.axis_y), (fit.low, fit.bottom)]
    placed: list[pygame.Rect] = []
    for value, y in marks:
        pygame.draw.line(surface, AXIS if value == 0 else GRID, (plot.x, y), (plot.right, y), 2 if value == 0 else 1)
        text = f"{value:+d}".replace("-", "\u2212") if value else "0"
        rect = pygame.Rect((0, 0), fonts.font(small.px(scale), weight=small.weight).size(text))
        rect.midright = (plot.x - gap, y)
        # A figure that would touch one already placed (the line close to an edge) is left out.
        if surface.get_rect().contains(rect) and not any(rect.colliderect(p) for p in placed):
            ui.draw_styled(surface, fonts, text, small, scale, (plot.x - gap, y), ui.MUTED, anchor="midright")
            placed.append(rect)
    bars = bar_rects(deals, plot, fit)
    outline = max(1, int(2 * scale))
    for deal, rect in zip(deals, bars, strict=True):
        color = DRAWN if deal.margin == 0 else WON if deal.margin > 0 else LOST
        pygame.draw.rect(surface, color, rect, width=outline if deal.undo and rect.height > 2 * outline else 0)
    return bars


def gutter_width(fonts: ui.Fonts, deals: Sequence[RecentDeal], scale: float) -> int:
    """How much room the figures left of the plot take."""
    fit = chart_scale([d.margin for d in deals], 0, 100)
    small = ui.TYPE.small
    widths = [fonts.font(small.px(scale), weight=small.weight).size(f"{v:+d}".replace("-", "\u2212"))[0]
              for v in (fit.high, fit.low)]
    return max(widths) + max(4, int(8 * scale))


def draw_recent_deals(surface: pygame.Surface, fonts: ui.Fonts, rect: pygame.Rect, deals: Sequence[RecentDeal],
                      scale: float, panel: tuple[int, int, int]) -> list[pygame.Rect]:
    """A panel with the title, what the bars mean, the bars and the first and last day; returns the bars.

    Without deals (a line from a file older than the recent deals) it says the chart fills from now on.
    """
    T, pad = ui.TYPE, max(8, int(14 * scale))
    ui.draw_panel(surface, rect, panel, radius=max(6, int(10 * scale)), border=None)
    inner = rect.inflate(-2 * pad, -2 * pad)
    title = ngettext("Last {n} deal", "Last {n} deals", len(deals)).format(n=len(deals)) if deals \
        else _("Recent deals")
    # A narrow chart (a small window, a long language) takes its title on two lines.
    size, heads = ui.fit_lines(fonts, title, T.label.px(scale), inner.width, 2, weight=T.label.weight)
    y = inner.y
    for head in heads:
        y = ui.draw_text(surface, fonts, head, size, (inner.x, y), ui.CREAM, max_width=inner.width,
                         weight=T.label.weight).bottom
    caption = _("Margin of each deal: won above the line, lost below; outlined: after Undo.") if deals \
        else _("The deals you finish from now on are charted here.")
    size, parts = ui.fit_lines(fonts, caption, T.small.px(scale), inner.width, 3)
    if len(parts) > 3 and deals:
        parts = []  # too narrow for the key: the bars, with their figures, have the room
    step = fonts.font(size).get_linesize()
    for part in parts:
        ui.draw_text(surface, fonts, part, size, (inner.x, y), ui.MUTED, max_width=inner.width)
        y += step
    if not deals:
        return []
    days = fonts.font(T.small.px(scale)).get_linesize()
    gutter = gutter_width(fonts, deals, scale)
    # The top and bottom figures stand half above and below the plot: room for that half.
    plot = pygame.Rect(inner.x + gutter, y + days, inner.width - gutter, inner.bottom - 2 * days - y)
    if plot.height < max(18, int(24 * scale)):
        return []  # too little room for bars that mean anything
    bars = draw_margin_chart(surface, fonts, deals, plot, scale)
    first, last = deals[0].day, deals[-1].day
    shown = ui.draw_styled(surface, fonts, first, T.small, scale, (plot.x, inner.bottom), ui.MUTED,
                           anchor="bottomleft")
    gap = max(6, int(8 * scale))
    # The last day at the right end, where the two dates leave room between them (a narrow chart shows the first).
    if last != first and shown.right + gap + fonts.font(T.small.px(scale)).size(last)[0] <= plot.right:
        ui.draw_styled(surface, fonts, last, T.small, scale, (plot.right, inner.bottom), ui.MUTED,
                       anchor="bottomright")
    return bars
