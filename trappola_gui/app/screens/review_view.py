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

from trappola_gui.ai.review import Decision, Review
from trappola_gui.engine import Observation

from ..kit import ui, widgets
from ..kit.card_layer import CardLayer
from ..lang.i18n import _
from ..table.layout import Geometry, ViewFlags, placements
from . import review_panels
from .review_panels import draw_card_mark
from .review_words import moment_words, option_cards, option_text, signed

if TYPE_CHECKING:
    from ..shell.context import Context



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
    buttons: widgets.ButtonRow
    btn_back: widgets.Button

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
    def buttons(self) -> widgets.ButtonRow:
        return self.scene.buttons

    @property
    def btn_back(self) -> widgets.Button:
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
        # The better option ringed and ticked; the card played instead, if it lost, ringed in dashes and crossed.
        chosen = option_cards(d.chosen)
        for sprite in layer.sprites.values():
            card = sprite.card
            if card is None or sprite.key != ("c", card):
                continue
            if card in lifted and d.loss > 0:
                draw_card_mark(surf, sprite.rect(), good=True)
            elif card in chosen and d.loss > 0:
                draw_card_mark(surf, sprite.rect(), good=False)
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
        review_panels.draw_graph(self, surface, review, self.current, self.players)

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
            head = _("{n}. {moment}: −{loss}").format(n=rank + 1, moment=moment_words(d, with_phase=False),
                                                       loss=f"{d.loss:.1f}")
            # A row's head: a caption's size in the emphasised weight.
            self.text(surface, head, ui.TYPE.small, (row.x + px(4), row.y + px(2)), ui.CREAM, row.width - px(8),
                      weight=ui.TYPE.strong.weight)
            what = _("{chosen} instead of {best}").format(chosen=option_text(d.chosen, faces),
                                                          best=option_text(d.best.action, faces))
            self.text(surface, what, ui.TYPE.small, (row.x + px(4), row.y + px(2) + text_h), ui.MUTED,
                      row.width - px(8))
            self.costly_rows.append((row, rank))
            y += row_h

    def draw_options(self, surface: pygame.Surface, d: Decision) -> None:
        review = self.review
        assert review is not None
        review_panels.draw_options(self, surface, d, self.current, len(review.decisions))
