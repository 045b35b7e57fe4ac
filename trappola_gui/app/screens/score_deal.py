"""The deal's score, line by line, with the cards that made each line: what the score screen shows
after every deal (ScoreScene draws it inside its panel).

Each line is a figure for each side and, where cards made it, those cards: the point cards of the
side's tricks, its declared combinations, the last trick, the deuces of Trappola 1524's deuce
tricks and deuce ending. The figures are the engine's result, the cards its breakdown
(engine/breakdown.py), so what is shown always adds up.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import DealResult, MatchStatus, cards_of
from trappola_gui.engine.breakdown import DealBreakdown

from ..kit import ui
from ..kit.card_strip import draw_strip
from ..lang.i18n import _

if TYPE_CHECKING:
    from trappola_gui.art import CardArt

Groups = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class ScoreLine:
    """One line of the deal's score: its label, each shown side's figure and cards (the player's first)."""

    label: str
    values: tuple[int, int]
    cards: tuple[Groups, Groups] = ((), ())
    with_cards: bool = False


def score_lines(result: DealResult, breakdown: DealBreakdown, sides: tuple[int, int]) -> list[ScoreLine]:
    """The lines of a deal's score, for the sides in the order shown."""
    def pair(values: tuple[int, ...]) -> tuple[int, int]:
        return values[sides[0]], values[sides[1]]

    def cards(of: Callable[[int], Groups]) -> tuple[Groups, Groups]:
        return of(sides[0]), of(sides[1])

    b = breakdown
    last = tuple(b.last_trick.cards)
    lines = [
        ScoreLine(_("Card points"), pair(result.card_points), cards(lambda s: (b.point_cards[s],)), True),
        ScoreLine(_("Declarations"), pair(result.declaration_points),
                  cards(lambda s: tuple(tuple(cards_of(m)) for m, _ in b.combinations[s])), True),
        ScoreLine(_("Last trick"), pair(result.last_trick_bonus),
                  cards(lambda s: (last,) if result.last_trick_bonus[s] else ()), True),
    ]
    if result.historical:  # the game of 1524: its deuce tricks and deuce ending, no schneider
        def deuces(s: int, which: tuple[tuple[int, ...], ...]) -> Groups:
            return (tuple(c for i, c in b.deuce_wins[s] if i in which[s]),)

        lines += [
            ScoreLine(_("Deuce tricks (10 each)"), pair(result.deuce_trick_bonus),
                      cards(lambda s: deuces(s, result.deuce_tricks)), True),
            ScoreLine(_("Deuce ending (26 a trick)"), pair(result.deuce_ending_bonus),
                      cards(lambda s: deuces(s, result.deuce_ending)), True),
        ]
    elif any(result.no_trick_bonus):
        lines.append(ScoreLine(_("No-trick bonus"), pair(result.no_trick_bonus)))
    lines.append(ScoreLine(_("Tricks won"), pair(result.tricks_won)))
    return lines


@dataclass
class DealScoreView:
    """Draws a deal's score in a panel: the winner, the lines with their cards, the total, the match."""

    art: CardArt
    fonts: ui.Fonts
    result: DealResult
    status: MatchStatus
    lines: list[ScoreLine]
    names: tuple[str, str]
    sides: tuple[int, int]
    target: int
    title: str
    subtitle: str
    notes: list[str]

    def draw(self, surface: pygame.Surface, box: pygame.Rect, bottom: int, scale: float) -> None:
        """Everything from the top of ``box`` down to ``bottom`` (where the buttons begin)."""
        px: Callable[[float], int] = lambda v: int(v * scale)  # noqa: E731 - a local unit
        fonts, T = self.fonts, ui.TYPE
        inner = box.inflate(-2 * px(28), 0)
        y = box.y + px(16)
        y = ui.draw_styled(surface, fonts, self.title, T.title, scale, (box.centerx, y), ui.ALERT,
                           anchor="midtop", max_width=inner.width).bottom
        y = ui.draw_styled(surface, fonts, self.subtitle, T.small, scale, (box.centerx, y + px(2)), ui.MUTED,
                           anchor="midtop", max_width=inner.width).bottom + px(12)
        # What is left for the lines with cards, once the fixed lines are counted; the block then
        # sits a third of the way down what remains, so no band of panel is left empty below it.
        plain = [ln for ln in self.lines if not ln.with_cards]
        carded = [ln for ln in self.lines if ln.with_cards]
        head_h = px(38)
        fixed = head_h + len(plain) * px(30) + px(56) + px(52) + len(self.notes) * px(24)
        row_h = max(px(30), min(px(96), (bottom - y - fixed) // max(1, len(carded))))
        card_h = max(18, row_h - px(12))
        y += max(0, bottom - y - fixed - row_h * len(carded)) // 3
        # Columns: the line's label, then for each side its figure and its cards.
        label_w = int(inner.width * 0.22)
        side_w = (inner.width - label_w) // 2
        fig_w = px(46)
        cols = [inner.x + label_w + i * side_w for i in (0, 1)]
        winner = self.result.winner
        for i, name in enumerate(self.names):
            head = pygame.Rect(cols[i], y, side_w - px(12), px(30))
            won = winner is not None and self.sides[i] == winner
            if won:
                pygame.draw.rect(surface, ui.BRASS_DARK, head, border_radius=px(8))
            ui.draw_styled(surface, fonts, name, T.heading, scale, (head.x + px(10), head.centery),
                           ui.CREAM if won else ui.MUTED, anchor="midleft", max_width=head.width - px(20))
        y += head_h
        for line in self.lines:
            h = row_h if line.with_cards else px(30)
            row = pygame.Rect(inner.x, y, inner.width, h)
            self.draw_label(surface, line.label, pygame.Rect(row.x, row.y, label_w - px(8), h), scale)
            for i in (0, 1):
                value = line.values[i]
                ui.draw_styled(surface, fonts, str(value), T.figure, scale, (cols[i] + fig_w, row.centery),
                               ui.CREAM if value else ui.MUTED, anchor="midright")
                strip = pygame.Rect(cols[i] + fig_w + px(12), row.y, side_w - fig_w - px(24), h)
                draw_strip(surface, self.art, line.cards[i], strip, card_h)
            pygame.draw.line(surface, (40, 72, 56), (row.x, row.bottom), (row.right, row.bottom), 1)
            y = row.bottom
        for note in self.notes:
            y = ui.draw_styled(surface, fonts, note, T.small, scale, (inner.x, y + px(4)), ui.ALERT,
                               max_width=inner.width).bottom
        y += px(8)
        pygame.draw.line(surface, ui.BRASS, (inner.x, y), (inner.right, y), 2)
        total = pygame.Rect(inner.x, y + px(4), inner.width, px(44))
        ui.draw_styled(surface, fonts, _("Deal total"), T.strong, scale, (total.x, total.centery), ui.CREAM,
                       anchor="midleft", max_width=label_w - px(8))
        for i in (0, 1):
            won = winner is not None and self.sides[i] == winner
            ui.draw_styled(surface, fonts, str(self.result.deal_points[self.sides[i]]), T.title, scale,
                           (cols[i] + fig_w, total.centery), ui.ALERT if won else ui.CREAM, anchor="midright")
        self.draw_match(surface, pygame.Rect(inner.x, total.bottom + px(4), inner.width, px(48)), cols, fig_w,
                        side_w, label_w, scale)

    def draw_label(self, surface: pygame.Surface, label: str, rect: pygame.Rect, scale: float) -> None:
        """A line's label, on two lines where one is too narrow for it (long words in some languages)."""
        T, fonts = ui.TYPE, self.fonts
        size, weight = T.body.px(scale), T.body.weight
        lines = [label] if fonts.font(size, weight=weight).size(label)[0] <= rect.width else \
            ui.balanced(fonts, label, size, rect.width, False, fonts.wrap(label, size, rect.width, weight=weight),
                        weight=weight)[:2]
        step = fonts.font(size, weight=weight).get_linesize()
        top = rect.centery - step * len(lines) // 2
        for i, text in enumerate(lines):
            ui.draw_styled(surface, fonts, text, T.body, scale, (rect.x, top + i * step), ui.MUTED,
                           max_width=rect.width)

    def draw_match(self, surface: pygame.Surface, rect: pygame.Rect, cols: list[int], fig_w: int, side_w: int,
                   label_w: int, scale: float) -> None:
        """The match so far: each side's points and a bar toward the target."""
        px: Callable[[float], int] = lambda v: int(v * scale)  # noqa: E731 - a local unit
        fonts, T = self.fonts, ui.TYPE
        ui.draw_styled(surface, fonts, _("Match (first to {target})").format(target=self.target), T.body, scale,
                       (rect.x, rect.centery), ui.MUTED, anchor="midleft", max_width=label_w - px(8))
        for i in (0, 1):
            pts = self.status.match_points[self.sides[i]]
            ui.draw_styled(surface, fonts, str(pts), T.figure, scale, (cols[i] + fig_w, rect.centery), ui.ALERT,
                           anchor="midright")
            bar = pygame.Rect(cols[i] + fig_w + px(12), rect.centery - px(4), side_w - fig_w - px(36), px(8))
            pygame.draw.rect(surface, ui.TRACK, bar, border_radius=px(4))
            fill = bar.copy()
            fill.width = int(bar.width * min(1.0, pts / max(1, self.target)))
            if fill.width:
                pygame.draw.rect(surface, ui.BRASS, fill, border_radius=min(px(4), fill.width // 2))
