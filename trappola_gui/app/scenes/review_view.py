"""How the review of a deal is drawn: the header, the margin curve, the costliest decisions, the table
as it stood at a decision and the options it had.

:class:`ReviewView` is the review screen's drawing part: it lays the screen out and draws what
its scene (``review.py``) holds, the review, the decision shown, the progress while it is worked
out, and changes nothing of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from trappola_gui.ai.review import Decision, OptionValue, Review
from trappola_gui.engine import Observation

from .. import ui
from ..i18n import _
from ..table import CardLayer, Geometry, ViewFlags, placements
from .review_words import how_words, option_cards, option_text, phase_words, signed

if TYPE_CHECKING:
    from ..context import Context

GOOD = (150, 220, 140)  # the better option's mark
BAD = (240, 140, 110)  # the chosen option's mark, when it lost points


@dataclass
class _Areas:
    header: pygame.Rect
    graph: pygame.Rect
    costly: pygame.Rect
    table: pygame.Rect
    options: pygame.Rect
    footer: pygame.Rect


def clipped(fonts: ui.Fonts, text: str, px: int, width: int, bold: bool = False,
            weight: ui.Weight | None = None) -> tuple[str, int]:
    """``text`` at the largest size up to ``px`` that fits ``width``, cut short with an ellipsis if need be."""
    size = fonts.fit(text, px, width, bold, weight=weight)
    font = fonts.font(size, bold, weight=weight)
    if font.size(text)[0] <= width:
        return text, size
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,") + "…", size


class ReviewShown(Protocol):
    """What the drawing reads of the review screen (``review.ReviewScene``)."""

    ctx: Context
    review: Review | None
    current: int  # the decision shown
    error: str
    players: int
    buttons: ui.ButtonRow
    btn_back: ui.Button

    @property
    def progress(self) -> float: ...

    def observation_at(self, d: Decision) -> Observation: ...


class ReviewView:
    """The review screen's drawing, over the state of its scene."""

    def __init__(self, scene: ReviewShown) -> None:
        self.scene = scene
        self.ctx = scene.ctx
        self.areas = _Areas(*(pygame.Rect(0, 0, 10, 10) for _ in range(6)))
        self.costly_rows: list[tuple[pygame.Rect, int]] = []  # each costly decision's row, for a click
        self._table_cache: tuple[tuple[Any, ...], pygame.Surface] | None = None

    # What the scene holds, as the drawing reads it.
    @property
    def review(self) -> Review | None:
        return self.scene.review

    @property
    def current(self) -> int:
        return self.scene.current

    @property
    def error(self) -> str:
        return self.scene.error

    @property
    def progress(self) -> float:
        return self.scene.progress

    @property
    def players(self) -> int:
        return self.scene.players

    @property
    def buttons(self) -> ui.ButtonRow:
        return self.scene.buttons

    @property
    def btn_back(self) -> ui.Button:
        return self.scene.btn_back

    # ------------------------------------------------------------ layout
    def px(self, base: float) -> int:
        return int(base * ui.ui_scale(self.ctx.window_size))

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        m = max(8, px(16))
        header = pygame.Rect(m, m, w - 2 * m, px(74))
        footer = pygame.Rect(m, h - m - px(44), w - 2 * m, px(44))
        top = header.bottom + px(6)
        body_h = footer.top - px(8) - top
        left_w = int((w - 2 * m) * 0.6)
        gap = px(10)
        graph = pygame.Rect(m, top, left_w, int(body_h * 0.38))
        costly = pygame.Rect(graph.right + gap, top, w - m - graph.right - gap, graph.height)
        low = graph.bottom + gap
        table = pygame.Rect(m, low, left_w, footer.top - px(8) - low)
        options = pygame.Rect(table.right + gap, low, w - m - table.right - gap, table.height)
        self.areas = _Areas(header, graph, costly, table, options, footer)
        self.btn_back.rect = pygame.Rect(0, 0, px(170), footer.height)
        self.btn_back.rect.bottomright = footer.bottomright
        self._table_cache = None

    def table_image(self, d: Decision) -> pygame.Surface:
        rect = self.areas.table
        key = (d.index, rect.size, self.ctx.art.faces)
        if self._table_cache is not None and self._table_cache[0] == key:
            return self._table_cache[1]
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        obs = self.scene.observation_at(d)
        geo = Geometry.for_size(rect.size, players=self.players)
        best = d.best.action
        lifted = option_cards(best)
        legal = obs.playable
        layer = CardLayer(self.ctx.art)
        places = placements(obs, geo, ViewFlags(), legal if legal else None, lifted)
        layer.sync(places, 0.0, {})
        layer.draw(surf)
        # The better option ringed in green; the card played instead, if it lost, in red.
        chosen = option_cards(d.chosen)
        for sprite in layer.sprites.values():
            card = sprite.card
            if card is None or sprite.key != ("c", card):
                continue
            if card in lifted and d.loss > 0:
                pygame.draw.rect(surf, GOOD, sprite.rect().inflate(6, 6), width=3, border_radius=6)
            elif card in chosen and d.loss > 0:
                pygame.draw.rect(surf, BAD, sprite.rect().inflate(6, 6), width=3, border_radius=6)
        self._table_cache = (key, surf)
        return surf

    # ------------------------------------------------------------ drawing
    def text(self, surface: pygame.Surface, text: str, style: ui.TextStyle, pos: tuple[int, int], colour: Any,
             width: int, anchor: str = "topleft", weight: ui.Weight | None = None) -> pygame.Rect:
        """``text`` in ``style`` (its weight, or ``weight``) drawn within ``width``: smaller if that fits,
        else cut short with an ellipsis."""
        weight = weight or style.weight
        text, size = clipped(self.ctx.fonts, text, style.px(self.scale()), width, weight=weight)
        return ui.draw_text(surface, self.ctx.fonts, text, size, pos, colour, anchor=anchor, weight=weight)

    def scale(self) -> float:
        return ui.ui_scale(self.ctx.window_size)

    def line_height(self, style: ui.TextStyle) -> int:
        return self.ctx.fonts.font(style.px(self.scale()), weight=style.weight).get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(ui.FELT_DARK)
        fonts, px, a = self.ctx.fonts, self.px, self.areas
        title = _("Review of the deal")
        self.text(surface, title, ui.TYPE.title, (a.header.x, a.header.y), ui.ALERT, a.header.width)
        self.buttons.draw(surface, fonts, ui.TYPE.label.px(self.scale()))
        if self.review is None:
            self.draw_progress(surface)
            return
        review = self.review
        self.draw_summary(surface, review)
        self.draw_graph(surface, review)
        self.draw_costly(surface, review)
        if review.decisions:
            d = review.decisions[self.current]
            ui.draw_panel(surface, a.table, (14, 70, 44, 255), radius=10)
            surface.blit(self.table_image(d), a.table)
            self.draw_options(surface, d)
        hint = _("Left and Right: every decision · 1–3: the costliest · Esc: back")
        self.text(surface, hint, ui.TYPE.small, (a.footer.x, a.footer.centery), ui.MUTED,
                  a.footer.width - self.btn_back.rect.width - px(16), anchor="midleft")

    def draw_progress(self, surface: pygame.Surface) -> None:
        fonts, px = self.ctx.fonts, self.px
        w, h = surface.get_size()
        if self.error:
            ui.draw_styled(surface, fonts, self.error, ui.TYPE.body, self.scale(), (w // 2, h // 2), ui.ALERT,
                           anchor="center", max_width=w - px(60))
            return
        share = self.progress
        text = _("Reviewing the deal… {percent}%").format(percent=int(share * 100))
        ui.draw_styled(surface, fonts, text, ui.TYPE.body, self.scale(), (w // 2, h // 2 - px(30)), ui.CREAM,
                       anchor="center", max_width=w - px(60))
        bar = pygame.Rect(0, 0, int(w * 0.5), px(16))
        bar.center = (w // 2, h // 2 + px(6))
        pygame.draw.rect(surface, ui.FELT, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(bar.height, int(bar.width * share))
        pygame.draw.rect(surface, ui.BRASS, fill, border_radius=bar.height // 2)
        pygame.draw.rect(surface, ui.BRASS_DARK, bar, width=2, border_radius=bar.height // 2)

    def draw_summary(self, surface: pygame.Surface, review: Review) -> None:
        px, a = self.px, self.areas
        parts = []
        acc = review.accuracy
        if acc is None:
            parts.append(_("No decision to review: every card was forced."))
        else:
            parts.append(_("Accuracy {percent}%").format(percent=round(acc * 100)))
            parts.append(_("{points} points lost").format(points=f"{review.lost:.1f}"))
        if review.final_margin is not None:
            parts.append(_("Final margin {margin}").format(margin=signed(review.final_margin)))
        self.text(surface, "  ·  ".join(parts), ui.TYPE.body, (a.header.x, a.header.y + px(40)), ui.CREAM,
                  a.header.width - px(10))

    def draw_graph(self, surface: pygame.Surface, review: Review) -> None:
        fonts, px, rect = self.ctx.fonts, self.px, self.areas.graph
        ui.draw_panel(surface, rect, radius=10)
        label = (_("Expected margin, trick by trick") if self.players == 2
                 else _("Your team's expected margin, trick by trick"))
        self.text(surface, label, ui.TYPE.small, (rect.x + px(10), rect.y + px(6)), ui.MUTED, rect.width - px(20))
        curve = review.curve
        if len(curve) < 2:
            return
        # The plot clear of the label above and the legend below by half a line: the scale's figures
        # stand centred on its top and bottom.
        text_h = self.line_height(ui.TYPE.small)
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
        small = ui.TYPE.small.px(self.scale())
        # The scale: zero, the top and the bottom, each where there is room for it.
        marks: list[int] = []
        for v in (0.0, hi - pad, lo + pad):
            y = at(0, v)[1]
            if all(abs(y - other) >= small + px(4) for other in marks):
                marks.append(y)
                ui.draw_text(surface, fonts, signed(v), small, (plot.x - px(6), y), ui.MUTED, anchor="midright")
        if review.decisions:
            t = review.decisions[self.current].trick
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
            r = self.text(surface, text, ui.TYPE.small, (x + px(28), legend_y), ui.MUTED, rect.width // 2 - px(40))
            x = r.right + px(18)

    def draw_costly(self, surface: pygame.Surface, review: Review) -> None:
        fonts, px, rect = self.ctx.fonts, self.px, self.areas.costly
        ui.draw_panel(surface, rect, radius=10)
        self.text(surface, _("Costliest decisions"), ui.TYPE.strong, (rect.x + px(10), rect.y + px(6)), ui.ALERT,
                  rect.width - px(20))
        self.costly_rows = []
        costly = review.costliest
        y = rect.y + px(34)
        if not costly:
            size, lines = ui.fit_lines(fonts, _("None: every choice was within a point of the best."),
                                       ui.TYPE.small.px(self.scale()), rect.width - px(20), 3)
            for line in lines:
                ui.draw_text(surface, fonts, line, size, (rect.x + px(10), y), ui.CREAM)
                y += size + px(4)
            return
        faces = self.ctx.art.faces
        text_h = self.line_height(ui.TYPE.small)
        row_h = max(2 * text_h + px(6), (rect.bottom - px(6) - y) // 3)
        for rank, d in enumerate(costly):
            row = pygame.Rect(rect.x + px(6), y, rect.width - px(12), row_h - px(4))
            if review.decisions[self.current] is d:
                pygame.draw.rect(surface, (40, 80, 60), row, border_radius=6)
            head = _("{n}. Trick {trick}: −{loss}").format(n=rank + 1, trick=d.trick + 1, loss=f"{d.loss:.1f}")
            # A row's head: a caption's size in the emphasised weight.
            self.text(surface, head, ui.TYPE.small, (row.x + px(4), row.y + px(2)), ui.CREAM, row.width - px(8),
                      weight=ui.TYPE.strong.weight)
            what = _("{chosen} instead of {best}").format(chosen=option_text(d.chosen, faces, short=True),
                                                          best=option_text(d.best.action, faces, short=True))
            self.text(surface, what, ui.TYPE.small, (row.x + px(4), row.y + px(2) + text_h), ui.MUTED,
                      row.width - px(8))
            self.costly_rows.append((row, rank))
            y += row_h

    def draw_options(self, surface: pygame.Surface, d: Decision) -> None:
        fonts, px, rect = self.ctx.fonts, self.px, self.areas.options
        review = self.review
        assert review is not None
        ui.draw_panel(surface, rect, radius=10)
        x0 = rect.x + px(10)
        width = rect.width - px(20)
        head = _("Decision {k} of {n}").format(k=self.current + 1, n=len(review.decisions))
        # The lines under one another, each a line of its own size below the last.
        y = rect.y + px(6)
        self.text(surface, head, ui.TYPE.strong, (x0, y), ui.ALERT, width)
        y += self.line_height(ui.TYPE.strong)
        small_line = self.line_height(ui.TYPE.small)
        sub = _("Trick {trick} · {phase}").format(trick=d.trick + 1, phase=phase_words(d.phase))
        self.text(surface, sub, ui.TYPE.small, (x0, y), ui.CREAM, width)
        self.text(surface, how_words(d), ui.TYPE.small, (x0, y + small_line), ui.MUTED, width)
        if d.loss > 0:
            verdict = _("Lost {points} points against the best").format(points=f"{d.loss:.1f}")
            colour = BAD
        else:
            verdict = _("The best choice")
            colour = GOOD
        self.text(surface, verdict, ui.TYPE.small, (x0, y + 2 * small_line), colour, width,
                  weight=ui.TYPE.strong.weight)
        # The options, best first: what each was worth, and with every card known.
        y += 3 * small_line + px(9)
        col_v = rect.x + int(rect.width * 0.62)
        col_d = rect.right - px(10)
        small = ui.TYPE.small.px(self.scale())
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
        faces = self.ctx.art.faces
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
