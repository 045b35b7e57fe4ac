"""Statistics: per variant and level, what the player has won and lost.

A table has a row per variant and level played, its main figures in columns
(:mod:`.stats_table`); ↑/↓, Page Up/Down, Home/End, the wheel or a click pick
a row. Beside the table a chart shows the row's recent deals (:mod:`..chart`);
under both, every figure kept for it (:mod:`.stats_details`); a line at the
foot says what they count. Every finished match and every deal counts, those
where Undo was used too (the row under each says how many); the deals played
after Undo do not change the margins, the bests, the schneider and schwarz
counts or the streaks. A match left unfinished when a new one began counts as
abandoned. Before any game is counted the screen invites the player to one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..kit import chart, ui, widgets
from ..lang.i18n import _
from ..lang.names import level_name, variant_name
from ..shell.scene import Scene
from .menu import Backdrop
from .stats_details import PANEL, draw_details, panel_height
from .stats_table import TablePlan, draw_table, first_shown, natural_width, plan_table, visible_rows
from .stats_table import signed as _signed

if TYPE_CHECKING:
    from trappola_gui.storage import Stats
    from trappola_gui.storage.stat_lines import Key, StatLine

    from ..shell.context import Context


def detail_rows(line: Any) -> list[tuple[str, str, bool]]:
    """The figures of one statistics line, as (label, value, part of the row above) rows."""
    # The best deal is a deal won: until one is, there is none to show (not the least bad loss).
    won_one = line.best_margin is not None and line.best_margin > 0 and line.best_deal_points is not None
    best = f"{line.best_deal_points} / +{line.best_margin}" if won_one else "–"
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
        (_("Best deal (points / margin)"), best, False),
        (_("Schneider given / taken"), f"{line.schneider_given} / {line.schneider_taken}", False),
        (_("Schwarz given / taken"), f"{line.schwarz_given} / {line.schwarz_taken}", False),
    ]


def explanation() -> str:
    """What the figures count, in a line under them."""
    return _("Matches and deals include those where Undo was used. Abandoned: left unfinished when a new match "
             "began. Streaks, margins, bests, schneider and schwarz leave out play with Undo.")


def lines_played(stats: Stats | None) -> list[tuple[Key, StatLine]]:
    """The lines with anything counted, in order of variant and level."""
    if stats is None:
        return []
    return [(key, line) for key, line in sorted(stats.lines.items())
            if line.all_deals_played or line.all_matches_played or line.matches_abandoned]


class StatsScene(Scene):
    name = "stats"

    def __init__(self, ctx: Context, stats: Stats | None) -> None:
        super().__init__(ctx)
        self.backdrop = Backdrop(ctx)  # the felt, the fan and the title
        self.stats = stats
        self.selected = 0
        self.first = 0  # the table's top row when there are more rows than room
        self.visible = 1
        self.hover: int | None = None  # the row under the pointer
        self.row_rects: list[pygame.Rect] = []
        self.row_index: list[int] = []
        self.bars: list[pygame.Rect] = []  # the chart's bars as last drawn (the tests read them)
        self.plan: TablePlan | None = None  # the table's columns as last drawn
        self.new_match = widgets.Button(lambda: _("New match"), self.on_new_match, primary=True, name="new")
        self.back_button = widgets.Button(lambda: _("Back"), self.back, primary=True, name="back")
        self.buttons = widgets.ButtonRow([self.new_match, self.back_button])
        empty = not self.lines()
        self.new_match.visible = self.new_match.enabled = self.new_match.focused = empty
        self.back_button.primary = self.back_button.focused = not empty

    def lines(self) -> list[tuple[Key, StatLine]]:
        return lines_played(self.stats)

    def on_new_match(self) -> None:
        self.nav.new_match(instead=True)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        live = [b for b in self.buttons.buttons if b.visible]
        bw, bh, gap = self.px(200), self.px(44), self.px(16)
        x = w // 2 - (len(live) * bw + (len(live) - 1) * gap) // 2
        for b in live:
            b.rect = pygame.Rect(x, h - self.px(20) - bh, bw, bh)
            x += bw + gap

    def select(self, index: int) -> None:
        count = len(self.lines())
        if count:
            self.selected = index % count
            self.first = first_shown(self.selected, self.first, self.visible, count)

    def handle(self, event: pygame.event.Event) -> bool:
        rows = len(self.lines())
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: self.visible,
                     pygame.K_PAGEUP: -self.visible}
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif rows and event.key in moves:
                # Arrows wrap round; a page stops at the ends.
                target = self.selected + moves[event.key]
                wraps = event.key in (pygame.K_UP, pygame.K_DOWN)
                self.select(target if wraps else max(0, min(rows - 1, target)))
            elif rows and event.key in (pygame.K_HOME, pygame.K_END):
                self.select(0 if event.key == pygame.K_HOME else rows - 1)
            else:
                return self.buttons.handle(event)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, r in zip(self.row_index, self.row_rects, strict=True)
                               if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEWHEEL and rows:
            self.select(max(0, min(rows - 1, self.selected - event.y)))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, rect in zip(self.row_index, self.row_rects, strict=True):
                if rect.collidepoint(event.pos):
                    self.select(i)
                    return True
        return self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, _("Statistics"), fan=False)
        w, h = surface.get_size()
        s = ui.ui_scale((w, h))
        title_bottom = self.px(30) + self.ctx.fonts.font(ui.TYPE.title.px(s), weight="bold").get_linesize()
        top = title_bottom + self.px(18)
        box = pygame.Rect(int(w * 0.04), top, w - 2 * int(w * 0.04), h - self.px(74) - top)
        ui.draw_panel(surface, box)
        inner = box.inflate(-2 * self.px(20), -2 * self.px(14))
        lines = self.lines()
        self.row_rects, self.row_index, self.bars = [], [], []
        if lines:
            self.selected %= len(lines)
            self.draw_lines(surface, inner, lines, s)
        else:
            self.draw_empty(surface, inner, s)
        self.buttons.draw(surface, self.ctx.fonts, ui.TYPE.label.px(s))

    def draw_empty(self, surface: pygame.Surface, inner: pygame.Rect, s: float) -> None:
        """No game counted yet: say what will be here, and offer a match."""
        fonts, T = self.ctx.fonts, ui.TYPE
        text = _("Finish a deal against the computer and it is counted here: matches and deals won, margins, "
                 "streaks, and a chart of your recent results.")
        width = min(inner.width, self.px(720))
        size, parts = ui.fit_lines(fonts, text, T.body.px(s), width, 4)
        step = fonts.font(size).get_linesize()
        # A small fan of cards over the words: the panel is an invitation, not a blank.
        ch = min(inner.height // 4, self.px(130))
        title_h = fonts.font(T.title.px(s), weight=T.title.weight).get_linesize()
        block = ch + self.px(28) + title_h + self.px(12) + len(parts) * step
        y = inner.centery - block // 2
        for i, code in enumerate(("AC", "KH", "2C")):
            img = pygame.transform.rotozoom(self.ctx.art.face(code, ch), 14 - i * 14, 1.0)
            surface.blit(img, img.get_rect(center=(inner.centerx + (i - 1) * int(ch * 0.42), y + ch // 2)))
        y += ch + self.px(28)
        ui.draw_styled(surface, fonts, _("No statistics yet"), T.title, s, (inner.centerx, y), ui.ALERT,
                       anchor="midtop", max_width=inner.width)
        y += title_h + self.px(12)
        for part in parts:
            ui.draw_text(surface, fonts, part, size, (inner.centerx, y), ui.CREAM, anchor="midtop", max_width=width)
            y += step

    def draw_lines(self, surface: pygame.Surface, inner: pygame.Rect, lines: list[tuple[Key, StatLine]],
                   s: float) -> None:
        fonts, T, gap = self.ctx.fonts, ui.TYPE, self.px(12)
        (variant, level), line = lines[self.selected]
        # From the foot up: what the figures count, every figure of the selected row, then table and chart.
        size, foot = ui.fit_lines(fonts, explanation(), T.small.px(s), inner.width, 3)
        step = fonts.font(size).get_linesize()
        y = inner.bottom - len(foot) * step
        for part in foot:
            ui.draw_text(surface, fonts, part, size, (inner.x, y), ui.MUTED, max_width=inner.width)
            y += step
        rows = detail_rows(line)
        height = panel_height(fonts, rows, inner.width, s)
        details = pygame.Rect(inner.x, inner.bottom - len(foot) * step - gap - height, inner.width, height)
        draw_details(surface, fonts, details, f"{variant_name(variant)} · {level_name(level)}", rows, s)
        band = pygame.Rect(inner.x, inner.y, inner.width, details.y - gap - inner.y)
        # The table as wide as its columns want (at least half the band), the chart the rest (a fifth at least).
        least_chart = max(int(band.width * 0.2), self.px(190))
        table_w = max(int(band.width * 0.5), min(natural_width(fonts, s, lines), band.width - gap - least_chart))
        chart_w = band.width - gap - table_w
        table = pygame.Rect(band.x, band.y, table_w, band.height)
        plan = self.plan = plan_table(fonts, s, lines, table.width)
        self.visible = visible_rows(plan, table, s)
        self.first = first_shown(self.selected, self.first, self.visible, len(lines))
        for i, rect in draw_table(surface, fonts, plan, table, lines, self.selected, self.first, s,
                                  self.hover):
            self.row_index.append(i)
            self.row_rects.append(rect)
        plot = pygame.Rect(table.right + gap, band.y, chart_w, band.height)
        self.bars = chart.draw_recent_deals(surface, fonts, plot, line.recent_deals, s, PANEL)
