"""Widgets and drawing helpers: fonts, text that fits its box, buttons, panels.

Sizes follow the window through ``scale(size)``: 1.0 at 1280x800, never so
small that text stops being legible at 800x600. Text sizes and weights come
from the type scale, :data:`TYPE` (see :mod:`.typeface`): draw a role with
:func:`draw_styled`, or pass ``TYPE.<role>.px(scale)`` and ``weight=``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .text import SafeFont
from .typeface import MIN_FONT_PX, TYPE, TextStyle, Typefaces, TypeScale, Weight, weight_of

__all__ = ["MIN_FONT_PX", "TYPE", "TextStyle", "TypeScale", "Weight"]

if TYPE_CHECKING:
    from pygame.typing import ColorLike

# Colours of the house: felt green, cream cards, brass accents.
FELT = (22, 92, 58)
FELT_DARK = (14, 62, 40)
CREAM = (250, 244, 228)
INK = (30, 26, 22)
BRASS = (214, 176, 92)
BRASS_DARK = (150, 112, 40)
TRACK = (104, 132, 112)  # a bar's way to its end: 3:1 and more on the dark panels, unlike the felt's dark green
PANEL = (18, 40, 30, 225)
SHEET = (16, 36, 27)  # a sheet over the table (score, match sheet, question): opaque, nothing ghosts through
WHITE = (255, 255, 255)
MUTED = (218, 224, 214)  # captions on the felt: 4.5:1 against its lightest green (issue 38)
ALERT = (255, 214, 120)
FOCUS = (255, 236, 150)


def ui_scale(size: tuple[int, int]) -> float:
    w, h = size
    return max(0.75, min(w / 1280, h / 800, 3.0))


class Fonts:
    """The game's typeface at any pixel size and weight, cached; rendered text cached too.

    ``bold=True`` asks for the Bold face; ``weight``, when given, wins. Every
    font it hands out is a :class:`~trappola_gui.app.kit.text.SafeFont`, so any
    string can be measured and drawn. ``missing`` is the message to show when
    the typeface could not be found (the text then comes in pygame's own font).
    """

    def __init__(self) -> None:
        self.faces = Typefaces()
        self.missing = self.faces.missing
        self._fonts: dict[tuple[int, Weight, bool], SafeFont] = {}
        self._text: OrderedDict[tuple[str, int, tuple[int, ...], Weight, bool], pygame.Surface] = OrderedDict()

    def font(self, px: int, bold: bool = False, italic: bool = False, weight: Weight | None = None) -> SafeFont:
        px = max(MIN_FONT_PX, int(px))
        key = (px, weight_of(bold, weight), italic)
        if key not in self._fonts:
            self._fonts[key] = SafeFont(self.faces.open(*key))
        return self._fonts[key]

    def render(self, text: str, px: int, color: tuple[int, ...] = INK, bold: bool = False,
               italic: bool = False, weight: Weight | None = None) -> pygame.Surface:
        key = (text, max(MIN_FONT_PX, int(px)), color, weight_of(bold, weight), italic)
        surf = self._text.get(key)
        if surf is None:
            surf = self.font(px, italic=italic, weight=key[3]).render(text, True, color)
            self._text[key] = surf
            if len(self._text) > 600:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
        return surf

    def fit(self, text: str, px: int, max_width: int, bold: bool = False, italic: bool = False,
            weight: Weight | None = None) -> int:
        """The largest size up to ``px`` at which ``text`` fits ``max_width``."""
        px = int(px)
        while px > MIN_FONT_PX and self.font(px, bold, italic, weight).size(text)[0] > max_width:
            px -= 1
        return px

    def wrap(self, text: str, px: int, max_width: int, bold: bool = False, weight: Weight | None = None) -> list[str]:
        font = self.font(px, bold, weight=weight)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                trial = word if not line else line + " " + word
                if font.size(trial)[0] <= max_width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines


def fit_lines(fonts: Fonts, text: str, px: int, max_width: int, max_lines: int,
              bold: bool = False, weight: Weight | None = None) -> tuple[int, list[str]]:
    """The largest size up to ``px`` at which ``text`` wraps into ``max_lines`` lines of ``max_width``,
    the lines balanced (no word left alone on the last line)."""
    px = int(px)
    w = weight_of(bold, weight)
    while True:
        lines = fonts.wrap(text, px, max_width, weight=w)
        fits = len(lines) <= max_lines and all(fonts.font(px, weight=w).size(li)[0] <= max_width for li in lines)
        if fits or px <= MIN_FONT_PX:
            return px, balanced(fonts, text, px, max_width, bold, lines, weight=w)
        px -= 1


def balanced(fonts: Fonts, text: str, px: int, max_width: int, bold: bool, lines: list[str],
             weight: Weight | None = None) -> list[str]:
    """``lines`` wrapped again at the narrowest width that keeps their number, so they come out of even length."""
    if len(lines) < 2 or "\n" in text:
        return lines
    w = weight_of(bold, weight)
    lo, hi = max_width // len(lines), max_width
    while lo < hi:
        mid = (lo + hi) // 2
        if len(fonts.wrap(text, px, mid, weight=w)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return fonts.wrap(text, px, hi, weight=w)


def draw_text(surface: pygame.Surface, fonts: Fonts, text: str, px: int, pos: tuple[int, int],
              color: tuple[int, ...] = INK, anchor: str = "topleft", bold: bool = False, max_width: int | None = None,
              italic: bool = False, weight: Weight | None = None) -> pygame.Rect:
    w = weight_of(bold, weight)
    if max_width is not None:
        px = fonts.fit(text, px, max_width, italic=italic, weight=w)
    surf = fonts.render(text, px, color, italic=italic, weight=w)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    return rect


def ascent(fonts: Fonts, px: int, weight: Weight = "regular") -> int:
    """How far a line's baseline lies under its top at ``px`` in ``weight``."""
    return int(fonts.font(px, weight=weight).font.get_ascent())


def draw_on_baseline(surface: pygame.Surface, fonts: Fonts, text: str, px: int, pos: tuple[int, int],
                     color: tuple[int, ...] = INK, align: str = "left", max_width: int | None = None,
                     weight: Weight = "regular") -> pygame.Rect:
    """``text`` standing on the baseline ``pos[1]`` (a table's cells of one row, whatever their size);
    ``pos[0]`` is its left edge, middle or right edge as ``align`` says."""
    if max_width is not None:
        px = fonts.fit(text, px, max_width, weight=weight)
    px = max(MIN_FONT_PX, int(px))
    anchor = {"left": "topleft", "center": "midtop", "right": "topright"}[align]
    return draw_text(surface, fonts, text, px, (pos[0], pos[1] - ascent(fonts, px, weight)), color, anchor,
                     weight=weight)


def draw_styled(surface: pygame.Surface, fonts: Fonts, text: str, style: TextStyle, scale: float,
                pos: tuple[int, int], color: tuple[int, ...] = INK, anchor: str = "topleft",
                max_width: int | None = None) -> pygame.Rect:
    """``text`` in one role of the type scale (e.g. ``TYPE.title``) at ui scale ``scale``."""
    return draw_text(surface, fonts, text, style.px(scale), pos, color, anchor, max_width=max_width,
                     italic=style.italic, weight=style.weight)


def draw_veil(surface: pygame.Surface, alpha: int = 110) -> None:
    """Darken the whole surface: what lies under a sheet or a question recedes."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, color: ColorLike = PANEL, radius: int = 14,
               border: ColorLike | None = BRASS) -> None:
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, color, panel.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(panel, border, panel.get_rect(), width=2, border_radius=radius)
    surface.blit(panel, rect)


def draw_lines(surface: pygame.Surface, fonts: Fonts, lines: list[str], px: int, color: tuple[int, ...], bold: bool,
               center: tuple[int, int], fill: ColorLike, border: ColorLike | None,
               scaled: Callable[[float], int], weight: Weight | None = None) -> pygame.Rect:
    """One or two lines of text centred on a rounded plate (the prompt line, a banner); returns the plate."""
    surfs = [fonts.render(line, px, color, bold=bold, weight=weight) for line in lines]
    line_h = fonts.font(px, bold, weight=weight).get_linesize()
    rect = pygame.Rect(0, 0, max(s.get_width() for s in surfs), line_h * len(surfs))
    rect.center = center
    back = rect.inflate(scaled(30), scaled(12))
    draw_panel(surface, back, fill, radius=back.height // 2 if len(surfs) == 1 else scaled(14), border=border)
    for i, surf in enumerate(surfs):
        surface.blit(surf, surf.get_rect(midtop=(center[0], rect.y + i * line_h)))
    return back
