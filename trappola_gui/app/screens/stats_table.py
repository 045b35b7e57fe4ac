"""The statistics table: a row per variant and level played, its main figures in columns.

Which columns show depends on the room: each has a rank, and the narrowest
windows keep the first ranks (the rest are always in the detail panel under
the table). Figures are right-aligned under right-aligned heads, all in the
figure style; the selected row is lit with its text well inside the light.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ..kit import ui
from ..lang.i18n import _, pgettext
from ..lang.names import level_name, variant_name

if TYPE_CHECKING:
    from trappola_gui.storage.stat_lines import Key, StatLine

ROW_ON = (58, 108, 80)
ROW_TINT = (28, 56, 42)
ROW_HOVER = (40, 78, 58)
RULE = (64, 96, 76)


def percent(line: StatLine) -> str:
    rate = line.win_rate
    # TRANSLATORS: a share of matches won, e.g. "67%"; write it as your language does ("67 %").
    return "–" if rate is None else _("{percent}%").format(percent=round(100 * rate))


def signed(value: float | None) -> str:
    """A margin with its sign, the minus a true minus sign (as wide as the plus, so figures line up)."""
    return "–" if value is None else f"{value:+.1f}".replace("-", "\u2212")


@dataclass(frozen=True)
class Column:
    """One column of figures: its head (and a second, smaller line under it) and its value."""

    head: Callable[[], str]
    sub: Callable[[], str]
    value: Callable[[StatLine], str]
    rank: int  # the columns a narrow table keeps are those of the lowest ranks
    below: Callable[[StatLine], str] | None = None  # a second, smaller figure under the first


COLUMNS = (
    # TRANSLATORS: under the column head "Matches": its figures read "won / played", e.g. "3 / 5",
    # with the share won under them.
    Column(lambda: _("Matches"), lambda: _("won / played"),
           lambda li: f"{li.all_matches_won} / {li.all_matches_played}", 0, below=percent),
    # TRANSLATORS: the initials of won / drawn / lost, under the column head "Deals".
    Column(lambda: _("Deals"), lambda: _("W / D / L"),
           lambda li: f"{li.all_deals_won} / {li.all_deals_drawn} / {li.all_deals_lost}", 2),
    Column(lambda: pgettext("statistics", "Margin"), lambda: _("per deal"), lambda li: signed(li.average_margin), 3),
    Column(lambda: _("Streak"), lambda: _("best"), lambda li: str(li.best_streak), 3),
)


@dataclass(frozen=True)
class TablePlan:
    """The table's geometry for one window size and set of rows."""

    name_width: int  # the variant-and-level column
    columns: tuple[tuple[Column, int], ...]  # each shown column and its right edge, from the table's left
    pad_x: int  # inside a row, between its light and its text
    pad_y: int
    head_height: int
    row_height: int
    name_lines: tuple[tuple[str, ...], ...]  # per row: its variant's name, wrapped to the column


def _width(fonts: ui.Fonts, text: str, style: ui.TextStyle, scale: float) -> int:
    return int(fonts.font(style.px(scale), weight=style.weight).size(text)[0])


def _height(fonts: ui.Fonts, style: ui.TextStyle, scale: float) -> int:
    return int(fonts.font(style.px(scale), weight=style.weight).get_linesize())


def plan_table(fonts: ui.Fonts, scale: float, rows: Sequence[tuple[Key, StatLine]], width: int,
               spread: bool = True) -> TablePlan:
    """Which columns fit ``width``, how wide each is, and how tall the head and the rows are."""
    T = ui.TYPE
    # The gap between columns is the least they need; the room left over is spread between them.
    pad_x, pad_y, gap = max(10, int(14 * scale)), max(6, int(8 * scale)), max(8, int(14 * scale))
    names = [variant_name(v) for (v, _lv), _li in rows]
    levels = [level_name(lv) for (_v, lv), _li in rows]
    natural = max([_width(fonts, t, T.strong, scale) for t in names]
                  + [_width(fonts, t, T.small, scale) for t in [*levels, _("Variant"), _("Level")]] + [0])
    # Each column is as wide as its longest head or figure; they join in rank order while they fit.
    wanted = {id(c): gap + max([_width(fonts, c.head(), T.label, scale), _width(fonts, c.sub(), T.small, scale)]
                               + [_width(fonts, c.value(li), T.figure, scale) for _k, li in rows]
                               + [_width(fonts, c.below(li), T.small, scale) for _k, li in rows if c.below])
              for c in COLUMNS}
    # The names take what the columns leave them, and at least two fifths of the table (then they wrap).
    name_width = min(natural + 2 * pad_x, max(int(width * 0.4), width - pad_x - sum(wanted.values())))
    room = width - name_width - pad_x
    shown: set[int] = set()
    for column in sorted(COLUMNS, key=lambda c: c.rank):
        if wanted[id(column)] <= room:
            shown.add(id(column))
            room -= wanted[id(column)]
    kept = [c for c in COLUMNS if id(c) in shown]
    # What is left spreads evenly, so the table spans its panel.
    spare = room // max(1, len(kept)) if spread else 0
    edges, x = [], name_width
    for column in kept:
        x += wanted[id(column)] + spare
        edges.append((column, x))
    name_lines = tuple(tuple(fonts.wrap(n, T.strong.px(scale), name_width - 2 * pad_x, weight=T.strong.weight))
                       for n in names)
    most = max([len(n) for n in name_lines] + [1])
    row_height = 2 * pad_y + most * _height(fonts, T.strong, scale) + _height(fonts, T.small, scale)
    head_height = _height(fonts, T.label, scale) + _height(fonts, T.small, scale) + pad_y
    return TablePlan(name_width, tuple(edges), pad_x, pad_y, head_height, row_height, name_lines)


def natural_width(fonts: ui.Fonts, scale: float, rows: Sequence[tuple[Key, StatLine]]) -> int:
    """How wide the table is with every column at its own width (no room to spare, none missing)."""
    return plan_table(fonts, scale, rows, 1 << 16, spread=False).columns[-1][1] + max(10, int(14 * scale))


def first_shown(selected: int, first: int, visible: int, count: int) -> int:
    """The top row of a window of ``visible`` rows that moves as little as it must to show ``selected``."""
    first = min(first, selected)
    first = max(first, selected - visible + 1)
    return max(0, min(first, count - visible))


def rows_top(plan: TablePlan, rect: pygame.Rect, scale: float) -> int:
    """Where the first row begins: under the head and its rule."""
    return rect.y + plan.head_height + max(6, int(8 * scale))


def visible_rows(plan: TablePlan, rect: pygame.Rect, scale: float) -> int:
    """How many rows fit under the head (one at least)."""
    return max(1, (rect.bottom - rows_top(plan, rect, scale)) // plan.row_height)


def draw_table(surface: pygame.Surface, fonts: ui.Fonts, plan: TablePlan, rect: pygame.Rect,
               rows: Sequence[tuple[Key, StatLine]], selected: int, first: int, scale: float,
               hover: int | None = None) -> list[tuple[int, pygame.Rect]]:
    """The head and the rows from ``first`` that fit ``rect`` (``hover`` the one under the pointer);
    returns (row index, its light) per row drawn."""
    T = ui.TYPE
    x0, y = rect.x, rect.y
    ui.draw_styled(surface, fonts, _("Variant"), T.label, scale, (x0 + plan.pad_x, y), ui.MUTED,
                   max_width=plan.name_width - 2 * plan.pad_x)
    sub_y = y + _height(fonts, T.label, scale)
    ui.draw_styled(surface, fonts, _("Level"), T.small, scale, (x0 + plan.pad_x, sub_y), ui.MUTED,
                   max_width=plan.name_width - 2 * plan.pad_x)
    for column, edge in plan.columns:
        ui.draw_styled(surface, fonts, column.head(), T.label, scale, (x0 + edge - plan.pad_x, y), ui.MUTED,
                       anchor="topright")
        ui.draw_styled(surface, fonts, column.sub(), T.small, scale, (x0 + edge - plan.pad_x, sub_y), ui.MUTED,
                       anchor="topright")
    rule_y = y + plan.head_height + max(1, int(2 * scale))
    pygame.draw.line(surface, ui.BRASS_DARK, (rect.x, rule_y), (rect.right - 1, rule_y), 2)
    y = rows_top(plan, rect, scale)
    visible = visible_rows(plan, rect, scale)
    drawn: list[tuple[int, pygame.Rect]] = []
    radius = max(4, int(8 * scale))
    scrolls = len(rows) > visible
    width = rect.width - (max(6, int(10 * scale)) if scrolls else 0)
    for i in range(first, min(len(rows), first + visible)):
        (variant, level), line = rows[i]
        row = pygame.Rect(x0, y, width, plan.row_height - max(2, int(3 * scale)))
        on = i == selected
        if on or i == hover or i % 2:
            fill = ROW_ON if on else ROW_HOVER if i == hover else ROW_TINT
            pygame.draw.rect(surface, fill, row, border_radius=radius)
        if on:
            pygame.draw.rect(surface, ui.FOCUS, row, width=2, border_radius=radius)
        # The name's lines and the figures stand on baselines, the level and the notes under the
        # figures on the baseline of the line below.
        top = row.y + plan.pad_y
        lead = fonts.font(T.strong.px(scale), weight=T.strong.weight).get_height()
        base = top + ui.ascent(fonts, T.figure.px(scale), T.figure.weight)
        name_w = plan.name_width - 2 * plan.pad_x
        for k, part in enumerate(plan.name_lines[i]):
            ui.draw_on_baseline(surface, fonts, part, T.strong.px(scale), (row.x + plan.pad_x, base + k * lead),
                                ui.CREAM, max_width=name_w, weight=T.strong.weight)
        small_ascent = ui.ascent(fonts, T.small.px(scale), T.small.weight)
        below = top + fonts.font(T.figure.px(scale), weight=T.figure.weight).get_height() + small_ascent
        level_base = top + len(plan.name_lines[i]) * lead + small_ascent
        ui.draw_on_baseline(surface, fonts, level_name(level), T.small.px(scale), (row.x + plan.pad_x, level_base),
                            ui.CREAM if on else ui.MUTED, max_width=name_w, weight=T.small.weight)
        for column, edge in plan.columns:
            right = x0 + edge - plan.pad_x
            ui.draw_on_baseline(surface, fonts, column.value(line), T.figure.px(scale), (right, base), ui.CREAM,
                                "right", weight=T.figure.weight)
            if column.below is not None:
                ui.draw_on_baseline(surface, fonts, column.below(line), T.small.px(scale), (right, below),
                                    ui.CREAM if on else ui.MUTED, "right", weight=T.small.weight)
        drawn.append((i, row))
        y += plan.row_height
    if scrolls:
        _draw_scrollbar(surface, pygame.Rect(rect.right - max(4, int(6 * scale)), drawn[0][1].y, max(4, int(6 * scale)),
                                             drawn[-1][1].bottom - drawn[0][1].y), first, visible, len(rows))
    return drawn


def _draw_scrollbar(surface: pygame.Surface, track: pygame.Rect, first: int, visible: int, count: int) -> None:
    """Where the rows shown lie among all of them."""
    pygame.draw.rect(surface, ROW_TINT, track, border_radius=track.width // 2)
    thumb = track.copy()
    thumb.height = max(track.width * 2, track.height * visible // count)
    thumb.y = track.y + (track.height - thumb.height) * first // max(1, count - visible)
    pygame.draw.rect(surface, ui.BRASS, thumb, border_radius=track.width // 2)
