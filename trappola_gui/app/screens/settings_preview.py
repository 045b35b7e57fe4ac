"""The settings' preview: the chosen faces and back as they will lie on the table.

Four faces, one of each suit (an Ace, a King, the Cavalier or Queen and a Jack, so the courts and
the suits' colours show, the four-colour French suits included), and the back, each named. It is
drawn from the game's own card art, which the settings change at once, so the preview follows
every change of faces, colours or back as it is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..kit import ui
from ..lang.i18n import _
from ..lang.names import face_name

if TYPE_CHECKING:
    from ..shell.context import Context

PREVIEW_CARDS = ("AS", "KH", "QD", "JC")
OVERLAP = 0.58  # each face shows this share of its width before the next covers it


def preview_width(scale: float) -> int:
    """The width the preview needs beside the form."""
    return max(170, int(240 * scale))


def place(form: pygame.Rect, window: tuple[int, int], scale: float) -> tuple[int, pygame.Rect]:
    """Where the form's rows go (their left x) and the preview's rectangle, side by side.

    The form stays centred when the window has room for the preview in its right margin;
    otherwise form and preview are centred together.
    """
    w, h = window
    pw = preview_width(scale)
    gap = max(16, int(28 * scale))
    margin = (w - form.width) // 2
    if margin >= pw + 2 * gap:
        left = form.x
        x = form.right + (margin - pw) // 2
    else:
        left = max(8, (w - form.width - gap - pw) // 2)
        x = left + form.width + gap
    return left, pygame.Rect(x, form.y, pw, form.height)


def draw_preview(surface: pygame.Surface, ctx: Context, rect: pygame.Rect, scale: float) -> None:
    fonts, T = ctx.fonts, ui.TYPE
    art = ctx.art
    y = ui.draw_styled(surface, fonts, _("Preview"), T.heading, scale, (rect.centerx, rect.y), ui.CREAM,
                       anchor="midtop", max_width=rect.width).bottom + int(10 * scale)
    card_w = int(rect.width / (1 + OVERLAP * (len(PREVIEW_CARDS) - 1)))
    card_h = min(int(card_w * 1.5), max(40, (rect.bottom - y) // 2 - int(40 * scale)))
    card_w = art.card_size_for_height(card_h)[0]
    span = card_w + int(card_w * OVERLAP) * (len(PREVIEW_CARDS) - 1)
    x = rect.centerx - span // 2
    for code in PREVIEW_CARDS:
        surface.blit(art.face(code, card_h), (x, y))
        x += int(card_w * OVERLAP)
    y += card_h + int(6 * scale)
    faces = ctx.faces_name()
    # TRANSLATORS: the settings' preview: the French faces with four suit colours.
    shown = _("French, four colours") if faces == "french4" else face_name(faces)
    y = ui.draw_styled(surface, fonts, shown, T.small, scale, (rect.centerx, y), ui.MUTED,
                       anchor="midtop", max_width=rect.width).bottom + int(14 * scale)
    back = art.back(card_h)
    surface.blit(back, back.get_rect(midtop=(rect.centerx, y)))
    y += card_h + int(6 * scale)
    name = _("Red") if ctx.settings.back == "red" else _("Blue")
    ui.draw_styled(surface, fonts, _("Back: {colour}").format(colour=name), T.small, scale, (rect.centerx, y),
                   ui.MUTED, anchor="midtop", max_width=rect.width)
