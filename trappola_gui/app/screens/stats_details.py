"""The statistics screen's detail panel: every figure kept for the selected row, in two columns.

The rows come from :func:`.stats.detail_rows` (label, figure, part of the row
above). Each column has its labels on the left, wrapped to the room the figure
leaves, and its figures right-aligned; a row and the rows that belong to it
stay in one column, and the two columns come out as even as they can.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from ..kit import ui

PANEL = (12, 30, 22)
HAIRLINE = (40, 72, 56)

DetailRow = tuple[str, str, bool]  # (label, figure, part of the row above)


class LaidRow(NamedTuple):
    """A detail row as drawn: its label wrapped to the column, its figure, whether it belongs to the row above."""

    parts: list[str]
    value: str
    sub: bool
    height: int


def split_details(heights: Sequence[int], subs: Sequence[bool]) -> int:
    """Where the rows go on to the second column: as even as can be, a row never apart from
    the rows under it (those marked ``subs``)."""
    best, best_at = sum(heights), len(heights)
    for at in range(1, len(heights)):
        if not subs[at]:
            taller = max(sum(heights[:at]), sum(heights[at:]))
            if taller < best:
                best, best_at = taller, at
    return best_at


def _px(v: float, scale: float) -> int:
    return int(v * scale)


GUTTER = 40  # between the two columns, in ui units: a column's figures never read as the next one's labels


def column_width(width: int, scale: float) -> int:
    """Each column's width in a panel ``width`` wide: a margin each side and the gutter between."""
    return (width - 2 * _px(14, scale) - _px(GUTTER, scale)) // 2


def lay_out(fonts: ui.Fonts, rows: Sequence[DetailRow], width: int,
            scale: float) -> tuple[list[list[LaidRow]], int, int]:
    """The rows in two columns for a panel ``width`` wide; the columns' width and the taller one's height."""
    T = ui.TYPE
    col_w = column_width(width, scale)
    laid = []
    for label, value, sub in rows:
        style = T.small if sub else T.body
        indent = _px(16, scale) if sub else 0
        value_w = fonts.font(T.figure.px(scale), weight=T.figure.weight).size(value)[0]
        parts = fonts.wrap(label, style.px(scale), col_w - indent - value_w - _px(12, scale))
        height = max(len(parts) * fonts.font(style.px(scale)).get_linesize(),
                     fonts.font(T.figure.px(scale), weight=T.figure.weight).get_linesize()) + _px(6, scale)
        laid.append(LaidRow(parts, value, sub, height))
    at = split_details([r.height for r in laid], [r.sub for r in laid])
    columns = [laid[:at], laid[at:]]
    return columns, col_w, max(sum(r.height for r in c) for c in columns)


def panel_height(fonts: ui.Fonts, rows: Sequence[DetailRow], width: int, scale: float) -> int:
    """How tall the panel is: its title, the taller column, its margins."""
    head = fonts.font(ui.TYPE.heading.px(scale), weight=ui.TYPE.heading.weight).get_linesize()
    return head + _px(8, scale) + lay_out(fonts, rows, width, scale)[2] + 2 * _px(10, scale)


def draw_details(surface: pygame.Surface, fonts: ui.Fonts, rect: pygame.Rect, title: str,
                 rows: Sequence[DetailRow], scale: float) -> None:
    """The panel: ``title`` over the rows, label on the left and figure on the right of two columns."""
    T, pad = ui.TYPE, _px(14, scale)
    ui.draw_panel(surface, rect, PANEL, radius=_px(10, scale), border=None)
    y = ui.draw_styled(surface, fonts, title, T.heading, scale, (rect.x + pad, rect.y + _px(10, scale)), ui.ALERT,
                       max_width=rect.width - 2 * pad).bottom + _px(8, scale)
    columns, col_w, _height = lay_out(fonts, rows, rect.width, scale)
    for c, column in enumerate(columns):
        x, ry = rect.x + pad + c * (col_w + _px(GUTTER, scale)), y
        for parts, value, sub, height in column:
            style = T.small if sub else T.body
            ty = ry
            for part in parts:
                ty = ui.draw_styled(surface, fonts, part, style, scale, (x + (_px(16, scale) if sub else 0), ty),
                                    ui.MUTED).bottom
            ui.draw_styled(surface, fonts, value, T.figure, scale, (x + col_w, ry), ui.CREAM, anchor="topright")
            ry += height
            if not sub:
                rule_y = ry - _px(4, scale)
                pygame.draw.line(surface, HAIRLINE, (x, rule_y), (x + col_w, rule_y))
