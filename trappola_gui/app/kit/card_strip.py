"""Small cards in a row: the score screen's point cards, declarations and last trick, the settings'
preview of the faces.

Cards overlap only as much as they must to fit the width they are given, so a short row reads card
by card and a long one (sixteen point cards) still fits; groups (one declared combination each)
keep a gap between them. Each card lies on the felt with its contact shadow.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from trappola_gui.engine import card_str

from .card_shadow import draw_shadow

if TYPE_CHECKING:
    from trappola_gui.art import CardArt


def draw_strip(surface: pygame.Surface, art: CardArt, groups: Sequence[Sequence[int]], rect: pygame.Rect,
               height: int) -> pygame.Rect:
    """Draw the cards of ``groups`` from the left of ``rect``, vertically centred, within its width.

    Returns the rectangle the cards cover (empty at the left edge when there are none).
    """
    groups = [g for g in groups if g]
    if not groups or rect.width <= 0:
        return pygame.Rect(rect.x, rect.centery, 0, 0)
    card_w, card_h = art.card_size_for_height(height)
    gap = max(4, card_w // 3)
    cards = sum(len(g) for g in groups)
    natural_step = card_w + max(1, card_w // 10)
    room = rect.width - card_w - (len(groups) - 1) * gap
    steps = cards - len(groups)  # the cards after the first of each group
    step = natural_step if steps == 0 else max(3, min(natural_step, room // steps))
    top = rect.centery - card_h // 2
    x, right = rect.x, rect.x
    for gi, group in enumerate(groups):
        for ci, card in enumerate(group):
            if gi or ci:
                x += step if ci else card_w + gap
            if x + card_w > rect.right:
                return pygame.Rect(rect.x, top, right - rect.x, card_h)
            draw_shadow(surface, pygame.Rect(x, top, card_w, card_h))
            surface.blit(art.face(card_str(card), height), (x, top))
            right = x + card_w
    return pygame.Rect(rect.x, top, right - rect.x, card_h)
