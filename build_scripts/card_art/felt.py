"""The table's felt: a seamless tile of fine fibres, drawn quiet so that it never shows its repeat.

The window lays the tile over the table turned four ways at random and
shades it with a soft vignette (``trappola_gui.art.CardArt.felt``); the tile
itself has no feature larger than a fibre and no contrast an eye can catch
from a distance, so neither its edges nor its period show.
"""

from __future__ import annotations

import math

from .svg import num, path, rect, svg_doc

FELT_TILE = 256
FELT_GROUND = "#1e6a3b"
# Fibres a shade either side of the ground (CIE L* within about 3 of it).
FIBRES = ("#23723f", "#1a6136", "#21703f", "#1b6437")


class Lcg:
    """Tiny deterministic random source (no dependence on Python's random)."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> float:
        self.state = (self.state * 1103515245 + 12345) % (1 << 31)
        return self.state / float(1 << 31)


def felt_svg(fibres: int = 1400) -> str:
    """A seamless ``FELT_TILE`` tile of baize: ``fibres`` short thin strokes
    at every angle, in four shades, each shade one path."""
    size = FELT_TILE
    rnd = Lcg(1728)
    strokes: list[list[str]] = [[] for _ in FIBRES]
    for _ in range(fibres):
        x, y = rnd.next() * size, rnd.next() * size
        a = rnd.next() * math.pi
        length = 2.5 + rnd.next() * 5.5
        dx, dy = math.cos(a) * length / 2, math.sin(a) * length / 2
        shade = int(rnd.next() * len(FIBRES))
        # a fibre near an edge is drawn again across it, so the tile wraps
        for ox in (-size, 0, size):
            for oy in (-size, 0, size):
                xx, yy = x + ox, y + oy
                if -6 < xx < size + 6 and -6 < yy < size + 6:
                    strokes[shade].append(f"M{num(xx - dx)},{num(yy - dy)} L{num(xx + dx)},{num(yy + dy)}")
    parts = [rect(0, 0, size, size, FELT_GROUND)]
    parts += [path(" ".join(d), None, colour, 0.8) for d, colour in zip(strokes, FIBRES, strict=True)]
    return svg_doc(parts, size, size)
