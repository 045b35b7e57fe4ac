"""The match sheet: every deal of the match in a row, with its code, each side's
deal points and the match points after it.

:func:`sheet_rows` reads the engine's match and its scoring (``score_match``)
and nothing else, so the sheet and the score screen agree by construction;
:func:`draw_sheet` draws rows into a rectangle (the score screen's match-end
view uses it too); :class:`MatchSheetScene` shows the sheet over the table at
any moment of a match, the deal being played marked as in progress.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import DealResult, Match, score_match

from ..kit import ui, widgets
from ..lang.i18n import _
from ..shell.scene import Scene
from ..table import words

if TYPE_CHECKING:
    from ..shell.context import Context
    from ..shell.source import TableSource


@dataclass(frozen=True)
class SheetRow:
    """One deal of the match, every pair ordered (the player's side, the other side)."""

    number: int  # 1 for the first deal
    code: str | None  # the deal code that deals it again; None when its shuffle came from elsewhere
    deal_points: tuple[int, int] | None  # None while the deal is in progress
    match_points: tuple[int, int]  # after this deal (the current ones while it is in progress)
    winner: int | None  # 0 the player's side, 1 the other side; None for a draw or a deal in progress
    tiebreak: bool  # played with both sides level over the target: its points add nothing
    in_progress: bool


def sheet_rows(match: Match, side: int, code_of: Callable[[int], str | None] | None = None) -> list[SheetRow]:
    """The rows of ``match`` seen from ``side`` (0 or 1), one per deal dealt so far."""
    rules = match.rules
    other = 1 - side
    results: list[DealResult] = []
    rows: list[SheetRow] = []
    before = score_match(rules, results)
    for i, deal in enumerate(match.deals):
        code = code_of(i) if code_of is not None else None
        tiebreak = before.tiebreak
        if not deal.is_over:
            points = before.match_points
            rows.append(SheetRow(i + 1, code, None, (points[side], points[other]), None, tiebreak, True))
            continue
        result = deal.result()
        results.append(result)
        after = score_match(rules, results)
        winner = None if result.winner is None else (0 if result.winner == side else 1)
        rows.append(SheetRow(i + 1, code, (result.deal_points[side], result.deal_points[other]),
                             (after.match_points[side], after.match_points[other]), winner, tiebreak, False))
        before = after
    return rows


def side_names(players: int, source: TableSource | None = None) -> tuple[str, str]:
    """The two sides' names, the player's first; at a friend's table the friend's chosen name."""
    if source is None:
        return words.side_names(players)
    return words.side_names(players, source.human, source.names)


def player_side(source: TableSource) -> int:
    """The player's side of the match (seat 0's when the computer plays every seat)."""
    seat = source.human if source.human is not None else 0
    return source.rules.game.side(seat) if source.match.deals else 0


def controller_rows(source: TableSource) -> list[SheetRow]:
    """The sheet of a match (a replay has no deal codes: its rows show none)."""
    return sheet_rows(source.match, player_side(source), source.deal_code)


# Never less than a line of the smallest text (ui.MIN_FONT_PX) with room to breathe.
SHEET_ROW_MIN, SHEET_HEAD_LINE_MIN = 23, 22


def sheet_row_height(px: Callable[[float], int]) -> int:
    return max(px(28), SHEET_ROW_MIN)


def sheet_header_height(px: Callable[[float], int]) -> int:
    return max(px(56), 2 * SHEET_HEAD_LINE_MIN + 8)


def rows_that_fit(height: int, px: Callable[[float], int]) -> int:
    return max(1, (height - sheet_header_height(px)) // sheet_row_height(px))


def draw_sheet(surface: pygame.Surface, fonts: ui.Fonts, rect: pygame.Rect, rows: Sequence[SheetRow],
               names: tuple[str, str], px: Callable[[float], int], first: int = 0, decisive: int | None = None) -> int:
    """Draw the header and the rows from ``first`` that fit in ``rect``; returns how many were drawn.

    ``decisive``: the index of the deal that decided the match, outlined in brass.
    """
    w = rect.width
    # Columns: deal number, code, the two sides' deal points, the match points after the deal
    # (the player's side first, as in the deal columns: one column, so each side's name is said once).
    edges = [0.0, 0.06, 0.26, 0.48, 0.70, 1.0]
    x = [rect.x + int(w * e) for e in edges]
    mid = [(x[i] + x[i + 1]) // 2 for i in range(5)]
    width = [x[i + 1] - x[i] - px(6) for i in range(5)]
    # Heads and notes in the caption size (the sides' names in the emphasised weight), numbers as figures.
    small, body = px(ui.TYPE.small.size), px(ui.TYPE.figure.size)
    strong, figure = ui.TYPE.strong.weight, ui.TYPE.figure.weight
    top = rect.y
    ui.draw_text(surface, fonts, _("Deal points"), small, ((x[2] + x[4]) // 2, top), ui.MUTED, anchor="midtop",
                 max_width=x[4] - x[2] - px(8))
    y = top + max(px(24), SHEET_HEAD_LINE_MIN)
    ui.draw_text(surface, fonts, "#", small, (mid[0], y), ui.MUTED, anchor="midtop", max_width=width[0])
    ui.draw_text(surface, fonts, _("Code"), small, (mid[1], y), ui.MUTED, anchor="midtop", max_width=width[1])
    for col, name in ((2, names[0]), (3, names[1])):
        ui.draw_text(surface, fonts, name, small, (mid[col], y), ui.CREAM, anchor="midtop", weight=strong,
                     max_width=width[col])
    ui.draw_text(surface, fonts, _("Match points"), small, (mid[4], y), ui.MUTED, anchor="midtop",
                 max_width=width[4])
    y = top + sheet_header_height(px)
    pygame.draw.line(surface, ui.BRASS, (rect.x, y - px(6)), (rect.right, y - px(6)), 2)
    line_h = sheet_row_height(px)
    drawn = 0
    for index, row in enumerate(rows[first:], first):
        if y + line_h > rect.bottom + px(4):
            break
        if index == decisive:
            pygame.draw.rect(surface, ui.BRASS, pygame.Rect(rect.x, y - px(4), w, line_h), width=2,
                             border_radius=6)
        if row.in_progress:
            pygame.draw.rect(surface, (40, 70, 55), pygame.Rect(rect.x, y - px(3), w, line_h - px(2)),
                             border_radius=6)
        # Every cell of the row on one baseline, the code and the notes in the caption size too.
        base = y + ui.ascent(fonts, body, figure)
        ui.draw_on_baseline(surface, fonts, str(row.number), body, (mid[0], base), ui.MUTED, "center",
                            max_width=width[0], weight=figure)
        ui.draw_on_baseline(surface, fonts, row.code or "–", small, (mid[1], base), ui.CREAM, "center",
                            max_width=width[1])
        if row.deal_points is None:
            ui.draw_on_baseline(surface, fonts, _("in progress"), small, ((x[2] + x[4]) // 2, base), ui.ALERT,
                                "center", max_width=x[4] - x[2] - px(8))
        else:
            for i in (0, 1):
                won = row.winner == i
                ui.draw_on_baseline(surface, fonts, str(row.deal_points[i]), body, (mid[2 + i], base),
                                    ui.ALERT if won else ui.CREAM, "center", weight="bold" if won else figure,
                                    max_width=width[2 + i])
        if row.tiebreak:
            ui.draw_on_baseline(surface, fonts, _("tie-break: adds nothing"), small, (mid[4], base), ui.MUTED,
                                "center", max_width=width[4])
        else:
            mine, theirs = row.match_points
            ui.draw_on_baseline(surface, fonts, f"{mine} – {theirs}", body, (mid[4], base), ui.CREAM, "center",
                                weight=figure, max_width=width[4])
        y += line_h
        drawn += 1
    return drawn


class MatchSheetScene(Scene):
    """The match sheet over the table (or the score screen); Esc, Enter, M or a click closes it."""

    opaque = False
    name = "match_sheet"

    def __init__(self, ctx: Context, controller: TableSource) -> None:
        super().__init__(ctx)
        self.ctl = controller
        self.rows: list[SheetRow] = []
        self._seen: tuple[int, int, int] | tuple[()] = ()
        self.first = 0
        self.box = pygame.Rect(0, 0, 10, 10)
        self.table_rect = pygame.Rect(0, 0, 10, 10)
        self.btn_close = widgets.Button(lambda: _("Close"), self.close, primary=True, focused=True, name="close")
        self.btn_review = widgets.Button(lambda: _("Review (V)"), self.review, name="review",
                                    visible=any(d.is_over for d in controller.match.deals))
        self.buttons = widgets.ButtonRow([self.btn_close, self.btn_review])
        self.refresh()
        self.first = self.last_page_start()

    # ------------------------------------------------------------- state
    def _signature(self) -> tuple[int, int, int]:
        deals = self.ctl.match.deals
        last = deals[-1] if deals else None
        return (len(deals), id(last), len(last.history) if last is not None else 0)

    def refresh(self) -> None:
        """Work the rows out again when the match has moved (the table plays on underneath)."""
        seen = self._signature()
        if seen == self._seen:
            return
        at_end = self.first >= self.last_page_start()
        self._seen = seen
        self.rows = controller_rows(self.ctl)
        if at_end:
            self.first = self.last_page_start()

    def fits(self) -> int:
        return rows_that_fit(self.table_rect.height, self.px)

    def last_page_start(self) -> int:
        return max(0, len(self.rows) - self.fits())

    # ------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        px = self.px
        # At the smallest sizes the sheet takes more of the window, so the sides' names fit in any language.
        self.box = pygame.Rect(0, 0, min(int(w * 0.9), max(px(680), 620)), min(int(h * 0.9), px(600)))
        self.box.center = (w // 2, h // 2)
        b = self.btn_close
        b.rect = pygame.Rect(0, 0, px(170), px(44))
        b.rect.midbottom = (self.box.centerx, self.box.bottom - px(16))
        self.btn_review.rect = b.rect.copy()
        self.btn_review.rect.right = self.box.right - px(20)
        top = self.box.y + px(96)
        self.table_rect = pygame.Rect(self.box.x + px(20), top, self.box.width - px(40),
                                      b.rect.top - px(34) - top)
        self.first = min(self.first, self.last_page_start())

    # ------------------------------------------------------------- input
    def close(self) -> None:
        self.back()

    def review(self) -> None:
        """The last finished deal, reviewed from the player's seat."""
        deals = [d for d in self.ctl.match.deals if d.is_over]
        if deals:
            human = self.ctl.human
            self.nav.review(deals[-1], human if human is not None else 0)

    def scroll(self, step: int) -> None:
        self.first = max(0, min(self.last_page_start(), self.first + step))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            page = max(1, self.fits() - 1)
            keys = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                    pygame.K_HOME: -len(self.rows), pygame.K_END: len(self.rows)}
            if event.key in keys:
                self.scroll(keys[event.key])
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_m):
                self.close()
            elif event.key == pygame.K_v:
                self.review()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.buttons.handle(event)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.btn_review.contains(event.pos):
                self.review()
                return True
            self.close()  # the Close button or anywhere else: the sheet only looks
            return True
        return event.type == pygame.MOUSEBUTTONDOWN

    def update(self, dt: float) -> None:
        self.refresh()

    # ----------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        ui.draw_veil(surface)
        box, px, fonts = self.box, self.px, self.ctx.fonts
        ui.draw_panel(surface, box, ui.SHEET)
        s = ui.ui_scale((w, h))
        ui.draw_styled(surface, fonts, _("Match sheet"), ui.TYPE.title, s, (box.centerx, box.y + px(16)), ui.ALERT,
                       anchor="midtop", max_width=box.width - px(30))
        rules = self.ctl.match.rules
        ui.draw_styled(surface, fonts, _("Match (first to {target})").format(target=rules.target), ui.TYPE.small,
                       s, (box.centerx, box.y + px(58)), ui.MUTED, anchor="midtop", max_width=box.width - px(30))
        names = side_names(rules.players, self.ctl)
        drawn = draw_sheet(surface, fonts, self.table_rect, self.rows, names, px, self.first)
        if drawn < len(self.rows):
            shown = _("Deals {first}–{last} of {total} (arrow keys to scroll)").format(
                first=self.first + 1, last=self.first + drawn, total=len(self.rows))
            ui.draw_styled(surface, fonts, shown, ui.TYPE.small, s, (box.centerx, self.btn_close.rect.top - px(8)),
                           ui.MUTED, anchor="midbottom", max_width=box.width - px(30))
        self.buttons.draw(surface, fonts, ui.TYPE.label.px(s))
