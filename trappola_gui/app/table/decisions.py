"""The player's choices before play: the declaration panel and the Austrian exchange.

What may be chosen always comes from the engine's legal actions (``obs.legal``);
nothing here works out a rule. The geometry is pure (sizes in, rectangles out),
so the deal scene's ``handle`` and ``draw`` read the same rows.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

import pygame

from trappola_gui.art import CardArt
from trappola_gui.engine import Declare, Observation, card_str, cards_of
from trappola_gui.engine.declarations import combination_points

from ..kit import ui
from ..lang.i18n import _

Rows = list[tuple[pygame.Rect, int]]


def legal_declarations(obs: Observation) -> list[frozenset[int]]:
    """The engine's legal declarations for the seat now, each as a set of combinations."""
    return [frozenset(a.combinations) for a in obs.legal if isinstance(a, Declare) and a.seat == obs.seat]


def declarable(obs: Observation) -> list[int]:
    """Every combination some legal declaration holds, in the engine's order."""
    seen: list[int] = []
    for option in obs.legal:
        if isinstance(option, Declare) and option.seat == obs.seat:
            seen.extend(m for m in option.combinations if m not in seen)
    return seen


def best_declaration(obs: Observation) -> frozenset[int]:
    """The legal declaration worth most: the selection offered first."""
    return max(legal_declarations(obs), key=lambda d: (sum(combination_points(m) for m in d), len(d)),
               default=frozenset())


def declaration_error(obs: Observation, chosen: Collection[int]) -> str | None:
    """Why the chosen combinations may not be declared together, or None."""
    if frozenset(chosen) in legal_declarations(obs):
        return None
    return _("Two sets, or two runs, may not share a card.")


PANEL_MAX = 680  # the declarations panel's widest, in ui units


def declaration_panel(count: int, px: Callable[[float], int], card_h: int, above: int, floor: int,
                      span: tuple[int, int], need: int, widest: int) -> tuple[pygame.Rect, list[pygame.Rect], int]:
    """The panel's box, one row per combination, and the mini card height (0: no cards beside the words).

    ``above``: the panel's bottom sits just over it (the decision buttons);
    ``floor``: the panel's top never rises above it (the other hands, a tip);
    ``span``: the panel lies between these two x (clear of the stock and the trump, the piles, the side hands);
    ``need``: how wide the longest row's words are; ``widest``: the most cards a combination has.
    The rows shrink to fit, and go into two or three columns when one would not fit; a column more is
    given up again, for rows down to a line of text, where the words would not fit beside each other.
    The cards show beside the words in every row or in none: where they are large enough to read and
    a row leaves room for them and the longest words.
    """
    head, foot, gap = px(34), px(26), px(6)
    width = max(px(240), min(span[1] - span[0], px(PANEL_MAX)))
    room = max(0, above - px(10) - floor - head - foot)
    want, least, tight = max(px(46), int(card_h * 0.42)), px(38), px(32)

    def text_room(n: int) -> int:  # a row's room for its words in ``n`` columns (see the drawing)
        return (width - px(20) - (n - 1) * gap) // n - px(40) - 8

    cols = 1
    while cols < 3 and room / -(-count // cols) < least:
        cols += 1
    while cols > 1 and text_room(cols) < need and room / -(-count // (cols - 1)) >= tight:
        cols -= 1
        least = tight
    per_col = -(-count // cols)
    row_h = max(least, min(want, room // max(1, per_col)))
    box = pygame.Rect(0, 0, width, head + per_col * row_h + foot)
    box.midbottom = ((span[0] + span[1]) // 2, above - px(10))
    col_w = (width - px(20) - (cols - 1) * gap) // cols
    rows = [pygame.Rect(box.x + px(10) + (i // per_col) * (col_w + gap), box.y + head + (i % per_col) * row_h,
                        col_w, row_h - 4) for i in range(count)]
    mini = int(row_h * 0.9)
    if mini < px(36) or col_w - px(40) - int(mini * (0.45 * widest + 0.7)) - 8 < need:
        mini = 0
    return box, rows, mini


def numbered(labels: Sequence[str]) -> list[str]:
    """The panel's rows' words, each after the number key that ticks it."""
    return [f"{i + 1}. {text}" for i, text in enumerate(labels)]


def labels_width(fonts: ui.Fonts, labels: list[str], px: Callable[[float], int]) -> int:
    """How wide the longest of the rows' words is, as the panel draws them."""
    body = ui.TYPE.body
    font = fonts.font(max(ui.MIN_FONT_PX, px(body.size)), weight=body.weight)
    return max((font.size(text)[0] for text in labels), default=0)


def draw_declaration_panel(surface: pygame.Surface, fonts: ui.Fonts, art: CardArt, box: pygame.Rect, rows: Rows,
                           mini: int, chosen: Collection[int], words: Callable[[int], str], error: str | None,
                           px: Callable[[float], int]) -> None:
    ui.draw_panel(surface, box)
    head, body, small = ui.TYPE.heading, ui.TYPE.body, ui.TYPE.small
    ui.draw_text(surface, fonts, _("Your combinations (1–9 or click to choose)"), px(head.size),
                 (box.centerx, box.y + px(6)), ui.CREAM, anchor="midtop", max_width=box.width - 20,
                 weight=head.weight)
    labels = numbered([words(mask) for _row, mask in rows])
    widest = max((len(cards_of(mask)) for _row, mask in rows), default=0)
    for i, (row, mask) in enumerate(rows):
        on = mask in chosen
        pygame.draw.rect(surface, (60, 110, 80) if on else (30, 60, 45), row, border_radius=8)
        tick = pygame.Rect(row.x + px(8), 0, px(22), px(22))
        tick.centery = row.centery
        pygame.draw.rect(surface, ui.CREAM, tick, width=2, border_radius=4)
        if on:
            corner = (tick.centerx - 1, tick.bottom - 5)
            pygame.draw.line(surface, ui.ALERT, (tick.x + 4, tick.centery), corner, 3)
            pygame.draw.line(surface, ui.ALERT, corner, (tick.right - 4, tick.y + 4), 3)
        x = tick.right + px(10)
        if mini:  # the cards beside the words (see declaration_panel)
            for j, c in enumerate(cards_of(mask)):
                surface.blit(art.face(card_str(c), mini), (x + int(mini * 0.45 * j), row.y + (row.height - mini) // 2))
            x += int(mini * (0.45 * widest + 0.7))  # every row's words from one edge, after the longest fan
        ui.draw_text(surface, fonts, labels[i], px(body.size), (x, row.centery), ui.CREAM,
                     anchor="midleft", max_width=row.right - x - 8, weight=body.weight)
    ui.draw_text(surface, fonts, error or _("Enter: declare · P: pass"), px(small.size),
                 (box.centerx, box.bottom - px(4)), ui.ALERT if error else ui.MUTED, anchor="midbottom",
                 max_width=box.width - 20)
