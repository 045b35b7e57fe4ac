"""Two panels of the review screen: the margin curve, and the options of the decision shown.

Functions over a :class:`PanelView` (what ``review_view.ReviewView`` gives them: its scale, its
areas, text that fits), so the view stays one screen's layout and these its two busiest drawings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from trappola_gui.ai.review import Decision, OptionValue, Review

from ..kit import ui
from ..lang.i18n import _
from .review_words import how_words, moment_words, option_text, signed

if TYPE_CHECKING:
    from ..shell.context import Context

GOOD = (150, 220, 140)  # the better option's mark
BAD = (240, 140, 110)  # the chosen option's mark, when it lost points


def draw_card_mark(surface: pygame.Surface, card: pygame.Rect, good: bool) -> None:
    """A card ringed as the better option (a solid ring and a tick) or as the card played instead
    (a dashed ring and a cross): told apart by shape, not by green against red alone."""
    ring = card.inflate(6, 6)
    colour = GOOD if good else BAD
    if good:
        pygame.draw.rect(surface, colour, ring, width=3, border_radius=6)
    else:
        dash = max(6, ring.width // 8)
        for x in range(ring.left, ring.right, 2 * dash):
            for y in (ring.top, ring.bottom - 3):
                pygame.draw.rect(surface, colour, (x, y, min(dash, ring.right - x), 3))
        for y in range(ring.top, ring.bottom, 2 * dash):
            for x in (ring.left, ring.right - 3):
                pygame.draw.rect(surface, colour, (x, y, 3, min(dash, ring.bottom - y)))
    r = max(7, card.width // 7)
    centre = (ring.right - r // 2, ring.top + r // 2)
    pygame.draw.circle(surface, (16, 36, 27), centre, r)
    pygame.draw.circle(surface, colour, centre, r, width=2)
    k = r * 0.5
    cx, cy = centre
    if good:
        tick = [(cx - k, cy), (cx - k * 0.2, cy + k * 0.7), (cx + k, cy - k * 0.7)]
        pygame.draw.lines(surface, colour, False, tick, 3)
    else:
        pygame.draw.line(surface, colour, (cx - k * 0.7, cy - k * 0.7), (cx + k * 0.7, cy + k * 0.7), 3)
        pygame.draw.line(surface, colour, (cx - k * 0.7, cy + k * 0.7), (cx + k * 0.7, cy - k * 0.7), 3)


class PanelView(Protocol):
    """What the panels draw with."""

    ctx: Context

    @property
    def areas(self) -> Any: ...

    def px(self, base: float) -> int: ...

    def scale(self) -> float: ...

    def line_height(self, style: ui.TextStyle) -> int: ...

    def text(self, surface: pygame.Surface, text: str, style: ui.TextStyle, pos: tuple[int, int], colour: Any,
             width: int, anchor: str = "topleft", weight: ui.Weight | None = None) -> pygame.Rect: ...


def draw_graph(view: PanelView, surface: pygame.Surface, review: Review, current: int, players: int) -> None:
    """The expected margin trick by trick, with every card known beside it, the decision shown and the costliest."""
    fonts, px, rect = view.ctx.fonts, view.px, view.areas.graph
    ui.draw_panel(surface, rect, radius=10)
    label = (_("Expected margin, trick by trick") if players == 2
             else _("Your team's expected margin, trick by trick"))
    view.text(surface, label, ui.TYPE.small, (rect.x + px(10), rect.y + px(6)), ui.MUTED, rect.width - px(20))
    curve = review.curve
    if len(curve) < 2:
        return
    # The plot clear of the label above and the legend below by half a line: the scale's figures
    # stand centred on its top and bottom.
    text_h = view.line_height(ui.TYPE.small)
    legend_y = rect.bottom - px(4) - text_h
    top = rect.y + px(6) + text_h + text_h // 2
    plot = pygame.Rect(rect.x + px(58), top, rect.width - px(72), legend_y - text_h // 2 - top)
    values = [p.expected for p in curve] + [p.double_dummy for p in curve] + [0.0]
    lo, hi = min(values), max(values)
    pad = max(4.0, (hi - lo) * 0.08)
    lo, hi = lo - pad, hi + pad
    last = max(p.trick for p in curve) or 1

    def at(trick: float, v: float) -> tuple[int, int]:
        x = plot.x + plot.width * trick / last
        y = plot.bottom - plot.height * (v - lo) / (hi - lo)
        return int(x), int(y)

    # The closed phase, where the values are exact, on a lighter ground.
    exact = [p.trick for p in curve if p.kind == "exact"]
    if exact:
        x0 = at(min(exact), 0)[0]
        pygame.draw.rect(surface, (30, 64, 46), pygame.Rect(x0, plot.y, plot.right - x0, plot.height))
    zero = at(0, 0)[1]
    pygame.draw.line(surface, ui.MUTED, (plot.x, zero), (plot.right, zero), 1)
    small = ui.TYPE.small.px(view.scale())
    # The scale: zero, the top and the bottom, each where there is room for it.
    marks: list[int] = []
    for v in (0.0, hi - pad, lo + pad):
        y = at(0, v)[1]
        if all(abs(y - other) >= small + px(4) for other in marks):
            marks.append(y)
            ui.draw_text(surface, fonts, signed(v), small, (plot.x - px(6), y), ui.MUTED, anchor="midright")
    if review.decisions:
        t = review.decisions[current].trick
        x = at(t, 0)[0]
        pygame.draw.line(surface, ui.CREAM, (x, plot.y), (x, plot.bottom), 2)
    for d in review.costliest:
        x = at(d.trick, 0)[0]
        pygame.draw.line(surface, BAD, (x, plot.bottom - px(8)), (x, plot.bottom), 3)
    dd = [at(p.trick, p.double_dummy) for p in curve]
    pygame.draw.lines(surface, (120, 170, 200), False, dd, max(1, px(2)))
    line = [at(p.trick, p.expected) for p in curve]
    pygame.draw.lines(surface, ui.BRASS, False, line, max(2, px(3)))
    for pt in line:
        pygame.draw.circle(surface, ui.BRASS, pt, max(2, px(4)))
    # The legend: the two lines' meanings.
    x = rect.x + px(10)
    for colour, text in ((ui.BRASS, _("What you could know")), ((120, 170, 200), _("All cards known"))):
        pygame.draw.line(surface, colour, (x, legend_y + text_h // 2), (x + px(22), legend_y + text_h // 2), 3)
        r = view.text(surface, text, ui.TYPE.small, (x + px(28), legend_y), ui.MUTED, rect.width // 2 - px(40))
        x = r.right + px(18)


def draw_options(view: PanelView, surface: pygame.Surface, d: Decision, current: int, decisions: int) -> None:
    """Decision ``current`` of ``decisions``: where it stood, its verdict, and each option's value."""
    fonts, px, rect = view.ctx.fonts, view.px, view.areas.options
    ui.draw_panel(surface, rect, radius=10)
    x0 = rect.x + px(10)
    width = rect.width - px(20)
    head = _("Decision {k} of {n}").format(k=current + 1, n=decisions)
    # The lines under one another, each a line of its own size below the last.
    y = rect.y + px(6)
    view.text(surface, head, ui.TYPE.strong, (x0, y), ui.ALERT, width)
    y += view.line_height(ui.TYPE.strong)
    small_line = view.line_height(ui.TYPE.small)
    sub = moment_words(d)
    view.text(surface, sub, ui.TYPE.small, (x0, y), ui.CREAM, width)
    view.text(surface, how_words(d), ui.TYPE.small, (x0, y + small_line), ui.MUTED, width)
    if d.loss > 0:
        verdict = _("Lost {points} points against the best").format(points=f"{d.loss:.1f}")
        colour = BAD
    elif d.hinted:  # the hint's card: never a mistake, whatever the review's own values say
        verdict = _("The hint's card: the computer's choice here")
        colour = GOOD
    else:
        verdict = _("The best choice")
        colour = GOOD
    view.text(surface, verdict, ui.TYPE.small, (x0, y + 2 * small_line), colour, width,
              weight=ui.TYPE.strong.weight)
    # The options, best first: what each was worth, and with every card known.
    y += 3 * small_line + px(9)
    col_v = rect.x + int(rect.width * 0.62)
    col_d = rect.right - px(10)
    small = ui.TYPE.small.px(view.scale())
    row_h = max(small_line, px(22))
    # The column heads, on two lines where a language's words need them.
    heads = [(ui.fit_lines(fonts, _("Value"), small, int(rect.width * 0.2), 2)[1], col_v),
             (ui.fit_lines(fonts, _("All known"), small, col_d - col_v - px(10), 2)[1], col_d)]
    head_h = fonts.font(small).get_linesize()
    for lines, right in heads:
        for i, line in enumerate(lines):
            ui.draw_text(surface, fonts, line, small, (right, y + i * head_h), ui.MUTED, anchor="topright")
    y += (max(len(lines) for lines, _x in heads) - 1) * head_h + row_h
    # Each option on one line, or two where its words need them (never cut short): as many as
    # fit, best first, and the chosen one always among them.
    text_w = col_v - x0 - int(rect.width * 0.17)
    faces = view.ctx.art.faces
    best, chosen = d.best.action, d.chosen

    def lines_of(o: OptionValue) -> list[str]:
        mark = "» " if o.action == chosen else ""
        return ui.fit_lines(fonts, mark + option_text(o.action, faces), small, text_w, 2)[1]

    room = rect.bottom - px(6) - y
    shown: list[tuple[OptionValue, list[str]]] = []
    for o in sorted(d.options, key=lambda o: -o.value):
        rows = lines_of(o)
        if sum(len(r) for _o, r in shown) * row_h + len(rows) * row_h > room:
            break
        shown.append((o, rows))
    if all(o.action != chosen for o, _r in shown):
        mine = lines_of(d.value_of(chosen))
        while shown and (sum(len(r) for _o, r in shown) + len(mine)) * row_h > room:
            shown.pop()
        shown.append((d.value_of(chosen), mine))
    for o, rows in shown:
        colour = ui.CREAM
        if o.action == chosen:
            colour = BAD if d.loss > 0 else GOOD
            pygame.draw.rect(surface, (40, 80, 60),
                             pygame.Rect(rect.x + px(4), y - 2, rect.width - px(8), row_h * len(rows)),
                             border_radius=4)
        elif o.action == best:
            colour = GOOD
        for i, line in enumerate(rows):
            ui.draw_text(surface, fonts, line, small, (x0, y + i * row_h), colour)
        ui.draw_text(surface, fonts, signed(o.value), small, (col_v, y), colour, anchor="topright")
        ui.draw_text(surface, fonts, signed(o.double_dummy), small, (col_d, y), ui.MUTED, anchor="topright")
        y += row_h * len(rows)
