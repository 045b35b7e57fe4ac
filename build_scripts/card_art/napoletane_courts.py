"""The Napoletane courts: Re, Cavallo and Fante, standing whole on a coloured
platform that tells the suit as on Neapolitan packs: yellow for Coins, red
for Cups, blue for Swords, green for Batons.

The Re (``napoletane_kings``) are the figures in a mantle, under a tall open
crown; the Fanti (``napoletane_fanti``) young women in long gowns; the
Cavalli (``napoletane_cavalli``) riders whose horses stand on the platform.
"""

from __future__ import annotations

from .italian_court_parts import mirrored
from .napoletane_cavalli import cavallo_figure
from .napoletane_fanti import FANTE_STANCE, FANTI
from .napoletane_kings import KING_STANCE, KINGS
from .napoletane_parts import platform
from .svg import group, num

# A standing figure's feet (drawn at y = 326) land here, on the platform's top.
FEET, PLATFORM_TOP = 332.0, 330.0


def court_figure(rank: str, suit: str) -> list[str]:
    """The court ``rank`` (K, Q or J) of ``suit`` alone, on its platform: a
    standing figure scaled and leaned by its stance about its feet."""
    if rank == "Q":
        return cavallo_figure(suit)
    draw, facing = (KINGS if rank == "K" else FANTI)[suit]
    scale, lean = (KING_STANCE if rank == "K" else FANTE_STANCE)[suit]
    parts = draw()
    figure = [mirrored(parts)] if facing < 0 else parts
    return [*platform(suit, 68, 172, PLATFORM_TOP),
            group(figure, f"translate(120 {num(FEET)}) rotate({num(lean)}) scale({num(scale)}) translate(-120 -326)")]


def napoletane_court(rank: str, suit: str) -> list[str]:
    """The Napoletane court ``rank`` of ``suit`` on the card."""
    return court_figure(rank, suit)
