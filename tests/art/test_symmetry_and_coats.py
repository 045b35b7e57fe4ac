"""Two things a player sees at a glance on the Italian cards.

The Swords 7 to 10 of the Piacentine deck are an oval of curved sabres, half
bowing left and half bowing right, crossing at its tips: the figure is
balanced left and right in each half of the card, and nearly its own mirror
image.  (The whole card cannot tell: a figure turned by 180 degrees about the
card's centre, as the old one was, with all its hilts at the top right and
the bottom left, has its centroid in the middle however lopsided it looks.)

A white horse on the cream card is painted as a light grey, so that its
outline reads on a 60 px card: its coat (the low-chroma pale pixels of the
horse alone, its shading and dapples with them) is at least ``MIN_DL``
darker in CIE L* than the card.  The old off-white coat was 1 to 6 darker.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from trappola_gui.art import CardArt  # noqa: E402

from .helpers import card_art, render_parts  # noqa: E402
from .test_colour_vision import _lab, _linear  # noqa: E402
from .test_italian_numbers import CARD_TINT, _ink  # noqa: E402

# Card units (240 across) the ink's centroid may stray from the middle in
# either half, the least share the lighter side of a half keeps of the
# heavier, and the least share of the ink whose mirror image is ink too.
MAX_DX, MIN_LR, MIN_MIRROR = 3.0, 0.88, 0.8
MIN_DL = 12.0


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


@pytest.mark.parametrize("rank", "789T")
def test_piacentine_swords_are_balanced_left_and_right(rank: str) -> None:
    # The old 7 and 9 had their top halves' centroids at 136 and 131, 0.72
    # and 0.80 of the ink on their light side, and a mirror overlap of 0.45 and 0.55.
    surf = CardArt(faces="italian").face(rank + "S", 360)
    w, h = surf.get_size()
    ink = _ink(surf, CARD_TINT["italian"])
    for half in (range(0, h // 2), range(h // 2, h)):
        pts = [(x, y) for x, y in ink if y in half]
        cx = sum(x + 0.5 for x, _ in pts) / len(pts) * 240 / w
        left = sum(1 for x, _ in pts if x < w / 2)
        right = len(pts) - left
        assert abs(cx - 120) <= MAX_DX, (rank, half, cx)
        assert min(left, right) / max(left, right) >= MIN_LR, (rank, half, left, right)
    mirror = sum(1 for x, y in ink if (w - 1 - x, y) in ink) / len(ink)
    assert mirror >= MIN_MIRROR, (rank, mirror)


def _lightness(c: pygame.Color) -> tuple[float, float]:
    """CIE L* and chroma of ``c``."""
    lum, a, b = _lab((_linear(c.r), _linear(c.g), _linear(c.b)))
    return lum, (a * a + b * b) ** 0.5


def _white_horse(deck: str) -> list[str]:
    if deck == "italian":
        return card_art("italian_cavalli").cavallo_of_swords().horse
    horse, coat, _, _ = card_art("napoletane_cavalli").cavallo_of_coins()
    return card_art("italian_cavalli").mount(horse, "#c0222c", coat)


@pytest.mark.parametrize("deck", CARD_TINT)
def test_white_horse_stands_out_from_the_card(deck: str, tmp_path: Path) -> None:
    # The Piacentine Cavallo of Swords and the Napoletane Cavallo of Coins.
    surf = render_parts(_white_horse(deck), deck, tmp_path / "horse.svg", scale=2)
    coat = []
    for y in range(surf.get_height()):
        for x in range(surf.get_width()):
            c = surf.get_at((x, y))
            if c.a >= 250:
                lum, chroma = _lightness(c)
                if lum > 55 and chroma < 15:
                    coat.append(lum)
    card, _ = _lightness(pygame.Color(*CARD_TINT[deck]))
    assert len(coat) > 2000, len(coat)
    mean = sum(coat) / len(coat)
    assert card - mean >= MIN_DL, f"{deck}: coat L* {mean:.1f}, card {card:.1f}"
