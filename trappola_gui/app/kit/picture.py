"""Pictures drawn with the game's own cards: a picture is a list of :class:`Shape` values (a card,
a text, a line, a frame) laid out inside a rectangle at the window's size; ``draw_picture``
draws them. Being plain values, they let the tests check that nothing overlaps and nothing
leaves its rectangle, at any size and in every language. The rules pages (``rules_pictures``,
``rules_1524``) build theirs from these parts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from . import ui
from .card_shadow import RAISED, REST, draw_shadow, shares_shadow

if TYPE_CHECKING:
    from trappola_gui.art import CardArt


@dataclass(frozen=True)
class Shape:
    """One thing a picture draws: a ``card`` (face ``code``, or a back when empty), a ``text``,
    a ``line`` along the rect's top, or a ``frame`` around the winning card."""

    kind: str
    rect: pygame.Rect
    code: str = ""
    text: str = ""
    px: int = 0
    color: tuple[int, ...] = ui.CREAM
    bold: bool = False
    rotated: bool = False
    dim: bool = False
    lift: float = REST  # a card's height above the felt, for its shadow (card_shadow)


@dataclass
class Slot:
    """A card of a group: face ``code`` (None: a back), the numbers under it, how it lies."""

    code: str | None
    label: str = ""
    label2: str = ""
    raised: bool = False
    dim: bool = False
    win: bool = False


@dataclass
class Group:
    """Cards ``spread`` card widths apart (below 1 they overlap like a hand) with a caption under
    them; no cards: the caption alone. ``stock``: a pile with the first slot turned across under it."""

    slots: list[Slot] = field(default_factory=list)
    caption: str = ""
    spread: float = 1.08
    stock: bool = False
    caption_color: tuple[int, ...] = ui.CREAM
    apart: bool = False  # a wider gap before it: the start of the next step of the story


MIN_CARD_H = 40
MAX_CARD_H = 170  # at scale 1 (1280x800)


def label_px(h: int, scale: float) -> int:
    """A picture's words: a section head's size, smaller beside small cards."""
    return max(ui.MIN_FONT_PX, min(int(h * 0.19), int(ui.TYPE.heading.size * scale)))


def line_height(fonts: ui.Fonts, px: int, bold: bool = False) -> int:
    return fonts.font(px, bold).size("Ag")[1] + 2


def text_shape(fonts: ui.Fonts, text: str, px: int, color: tuple[int, ...], *, bold: bool = False,
          **anchor: tuple[int, int]) -> Shape:
    r = pygame.Rect((0, 0), fonts.font(px, bold).size(text))
    setattr(r, *next(iter(anchor.items())))
    return Shape("text", r, text=text, px=px, color=color, bold=bold)


def _cards_width(g: Group, w: int, h: int) -> int:
    if g.stock:
        return int(w * 0.95 + h / 2) + 4  # the pile, and the trump card across under it
    if not g.slots:
        return 0
    return w + int(w * g.spread) * (len(g.slots) - 1)


def row_picture(groups: list[Group], rect: pygame.Rect, fonts: ui.Fonts, scale: float,
                row_titles: tuple[str, ...] = ()) -> list[Shape]:
    """``groups`` in one row, centred in ``rect``, at the largest card height that fits."""
    for h in range(min(int(MAX_CARD_H * scale), rect.height), MIN_CARD_H - 1, -2):
        shapes = _row_at(groups, rect, fonts, scale, h, row_titles)
        if shapes is not None:
            return shapes
    return _row_at(groups, rect, fonts, scale, MIN_CARD_H, row_titles, force=True) or []


def _row_at(groups: list[Group], rect: pygame.Rect, fonts: ui.Fonts, scale: float, h: int,
            row_titles: tuple[str, ...], force: bool = False) -> list[Shape] | None:
    w = h * 2 // 3
    lpx = label_px(h, scale)
    font, bold = fonts.font(lpx), fonts.font(lpx, True)
    line = line_height(fonts, lpx, True)
    gap = max(int(w * 0.4), int(14 * scale))
    raise_by = int(h * 0.12) if any(s.raised for g in groups for s in g.slots) else 0
    pile = 4 if any(g.stock for g in groups) else 0
    label_rows = max([len(row_titles)] + [max((1 if s.label else 0) + (1 if s.label2 else 0) for s in g.slots)
                                          for g in groups if g.slots])
    # Numbers under the cards must not run into each other: widen the spacing where they would.
    spreads = []
    for g in groups:
        widest = max((bold.size(t)[0] for s in g.slots for t in (s.label, s.label2) if t), default=0)
        spreads.append(max(g.spread, (widest + 6) / w) if widest else g.spread)
    widths: list[int] = []
    captions: list[list[str]] = []
    for g, spread in zip(groups, spreads, strict=True):
        cw = _cards_width(Group(g.slots, spread=spread, stock=g.stock), w, h)
        lines = fonts.wrap(g.caption, lpx, max(cw, int(rect.width * 0.28))) if g.caption else []
        widths.append(max([cw] + [font.size(li)[0] for li in lines]))
        captions.append(lines)
    title_w = max((font.size(t)[0] for t in row_titles), default=0)
    title_gap = gap // 2 if row_titles else 0
    total_w = sum(widths) + gap * (len(groups) - 1) + gap * sum(g.apart for g in groups[1:]) + title_w + title_gap
    cap_rows = max((len(c) for g, c in zip(groups, captions, strict=True) if g.slots and c), default=0)
    cards_h = pile + raise_by + h
    total_h = cards_h + label_rows * line + (line // 3 + cap_rows * line if cap_rows else 0)
    side_h = max((len(c) * line for g, c in zip(groups, captions, strict=True) if not g.slots), default=0)
    total_h = max(total_h, side_h)
    if not force and (total_w > rect.width or total_h > rect.height):
        return None
    shapes: list[Shape] = []
    x = rect.centerx - total_w // 2
    card_top = rect.y + (rect.height - total_h) // 2 + pile + raise_by
    label_y = card_top + h + 2
    for i, title in enumerate(row_titles):
        shapes.append(text_shape(fonts, title, lpx, ui.MUTED, topleft=(x, label_y + i * line)))
    x += title_w + title_gap
    for i, (g, spread, gw, lines) in enumerate(zip(groups, spreads, widths, captions, strict=True)):
        x += gap if g.apart and i else 0
        cw = _cards_width(Group(g.slots, spread=spread, stock=g.stock), w, h)
        cx = x + (gw - cw) // 2
        if g.stock:
            shapes += _stock(g.slots[0].code or "", cx, card_top, w, h)
        for k, s in enumerate([] if g.stock else g.slots):
            cr = pygame.Rect(cx + int(w * spread) * k, card_top - (raise_by if s.raised else 0), w, h)
            shapes.append(Shape("card", cr, code=s.code or "", dim=s.dim, lift=RAISED if s.raised else REST))
            if s.win:
                shapes.append(Shape("frame", cr.inflate(6, 6), color=ui.ALERT))
            for row, text in enumerate((s.label, s.label2)):
                if text:
                    shapes.append(text_shape(fonts, text, lpx, ui.ALERT, bold=True,
                                        midtop=(cr.centerx, label_y + row * line)))
        if lines:
            if g.slots:
                y = label_y + label_rows * line + line // 3
            else:
                y = card_top + (h - len(lines) * line) // 2
            for li in lines:
                shapes.append(text_shape(fonts, li, lpx, g.caption_color, midtop=(x + gw // 2, y)))
                y += line
        x += gw + gap
    return shapes


def _stock(trump: str, x: int, top: int, w: int, h: int) -> list[Shape]:
    across = pygame.Rect(0, 0, h, w)
    across.center = (x + w // 2 + int(w * 0.45), top + h // 2)
    shapes = [Shape("card", across, code=trump, rotated=True)]
    # A few backs, each a little up and to the right: a pile.
    shapes += [Shape("card", pygame.Rect(x + 2 * i, top - 2 * i, w, h)) for i in range(3)]
    return shapes


def draw_picture(surface: pygame.Surface, shapes: list[Shape], art: CardArt, fonts: ui.Fonts) -> None:
    """Draw a picture's shapes in order (later ones on top); ``art`` is the table's card art."""
    caster: pygame.Rect | None = None  # the last card that cast a shadow: a pile casts one
    for s in shapes:
        if s.kind == "card":
            if s.lift > REST or not shares_shadow(s.rect, caster):
                draw_shadow(surface, s.rect, s.lift)
                caster = s.rect
            h = s.rect.width if s.rotated else s.rect.height
            img = art.face(s.code, h) if s.code else art.back(h)
            if s.rotated:
                img = pygame.transform.rotate(img, 90)
            if s.dim:
                img = img.copy()
                img.fill((140, 140, 140, 255), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(img, s.rect)
        elif s.kind == "frame":
            pygame.draw.rect(surface, s.color, s.rect, width=3, border_radius=6)
        elif s.kind == "line":
            pygame.draw.line(surface, s.color, s.rect.topleft, s.rect.topright, 2)
        elif s.kind == "text":
            surface.blit(fonts.render(s.text, s.px, s.color, s.bold), s.rect)
