"""A card's shadow on the felt: soft, faint where it lies, wider, further and lighter as it lifts.

A shadow is a rounded rectangle of the card's size, blurred; its look depends only on the card's
size and how high it is lifted (:data:`REST` lying on the table, :data:`RAISED` a playable card
in the hand, :data:`PICKED` a selected or hinted one, :data:`HELD` the card being dragged). The
blur is worked out once per size and lift step and kept, so drawing a shadow is one blit.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

REST, RAISED, PICKED, HELD = 0.0, 1.0, 2.0, 3.0
STEPS = 4  # cached shadows per unit of lift: a card rising from the table passes through these


def _quantised(lift: float) -> int:
    return round(max(REST, min(HELD, lift)) * STEPS)


def shadow_of(size: tuple[int, int], lift: float = REST) -> tuple[pygame.Surface, tuple[int, int]]:
    """The shadow of a card whose rectangle has ``size`` (rotated or not) lifted ``lift``, and
    where its top left lies from the card's top left."""
    return _shadow(size[0], size[1], _quantised(lift))


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, lift: float = REST) -> None:
    """The shadow of the card that will be drawn at ``rect``: blit it first, then the card."""
    img, (dx, dy) = shadow_of(rect.size, lift)
    surface.blit(img, (rect.x + dx, rect.y + dy))


def shares_shadow(rect: pygame.Rect, caster: pygame.Rect | None) -> bool:
    """A card lying (nearly) square on ``caster``, the last card that cast a shadow: a pile casts
    one shadow, not one per card, which would darken its edge to a black line."""
    if caster is None or rect.size != caster.size:
        return False
    tol = max(2, max(rect.size) // 40)
    return abs(rect.x - caster.x) <= tol and abs(rect.y - caster.y) <= tol


@lru_cache(maxsize=256)
def _shadow(w: int, h: int, step: int) -> tuple[pygame.Surface, tuple[int, int]]:
    lift = step / STEPS
    long = max(w, h, 1)
    # Light from above and a little left: the higher the card, the further down-right its shadow
    # falls, the wider it spreads and the softer its edge; lying flat it is a thin contact shadow.
    blur = max(1.5, long * (0.012 + 0.018 * lift))
    spread = round(long * 0.008 * lift)
    dx, dy = round(long * 0.01 * lift), round(long * (0.006 + 0.02 * lift))
    alpha = round(255 * (0.42 - 0.03 * lift))
    # Blurred at a reduced scale and smoothed up: a shadow has no fine detail, and the blur then
    # costs the same at any size.
    k = max(1, int(blur // 3))
    pad = math.ceil(blur * 2 / k) + 1
    bw, bh = max(1, round((w + 2 * spread) / k)), max(1, round((h + 2 * spread) / k))
    small = pygame.Surface((bw + 2 * pad, bh + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(small, (0, 0, 0, alpha), (pad, pad, bw, bh), border_radius=max(1, round(long * 0.04 / k)))
    small = pygame.transform.gaussian_blur(small, max(1, round(blur / k)))
    img = pygame.transform.smoothscale(small, (small.get_width() * k, small.get_height() * k)) if k > 1 else small
    if pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    # Placed so that its middle lies under the card's middle, moved by the fall of the light.
    return img, (round(w / 2 + dx - (pad + bw / 2) * k), round(h / 2 + dy - (pad + bh / 2) * k))
