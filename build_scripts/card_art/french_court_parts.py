"""The pieces the English-pattern courts are built from: the slanted divide
between the halves, the patterned robe, hands and trimmings (faces are in
``french_heads``, crowns and caps in ``french_headgear``).

Each piece is drawn about its own origin (a head about its centre, a crown
about the middle of its band) and placed with :func:`svg.place`; a figure
turned the other way is the same drawing mirrored (:func:`mirror`).
"""

from __future__ import annotations

import math

from .figures import fist
from .palette import BLACK, FRENCH_RED, GOLD, GOLD_DK, OUT, SKIN, WHITE
from .svg import circle, group, num, path, rect

# Heads and headgear are drawn at about life size for a 42-unit face and
# placed larger, so that the faces read on small cards.
HEAD_SCALE = 1.3
HAT_SCALE = 1.15

# The English pattern's four inks, on every court whatever the suit.
RED = FRENCH_RED
BLUE = "#2a5caa"
YEL = GOLD
BLK = BLACK
STEEL = "#d6dbe2"
WOOD = "#7a5230"


def mirror(parts: list[str], x: float) -> str:
    """``parts`` mirrored left to right about the vertical line at ``x``."""
    return group(parts, f"translate({num(2 * x)} 0) scale(-1 1)")


# ------------------------------------------------------------ the divide
# The English pattern parts its two halves on a slant, not straight across:
# the rule runs through the card's centre from low on the left to high on
# the right, meeting the frame's inner sides DIVIDE_DROP below and above the
# middle, and each figure leans with it, by its own angle in LEANS, and fills
# a wedge of its half.  A figure is drawn upright and turned by its lean
# about the centre, so its robe ends on a line that the turn lays on the rule.
DIVIDE_DROP = 18.0
LEANS = {("K", "S"): 2.0, ("K", "H"): 6.0, ("K", "D"): 4.0, ("K", "C"): 9.0,
         ("Q", "S"): 1.5, ("Q", "H"): 10.0, ("Q", "D"): 4.5, ("Q", "C"): -1.0,
         ("J", "S"): 8.0, ("J", "H"): 3.0, ("J", "D"): 6.0, ("J", "C"): 1.0}


def rule_y(x: float) -> float:
    """Where the slanted rule between the halves, as seen, crosses the vertical at ``x``."""
    return 180 + (120 - x) * DIVIDE_DROP / 65


def _slope(lean: float) -> float:
    """The divide's slope in the frame of a figure drawn upright that leans ``lean`` degrees."""
    return math.tan(math.atan(DIVIDE_DROP / 65) - math.radians(lean))


def divide_y(x: float, lean: float) -> float:
    """Where the divide crosses the vertical at ``x`` in the upright frame of
    a figure that leans ``lean`` degrees."""
    return 180 + (120 - x) * _slope(lean)


def to_divide(x0: float, y0: float, x1: float, y1: float, lean: float) -> tuple[float, float]:
    """The point where the line from (x0, y0) towards (x1, y1) meets the
    divide, in the upright frame of a figure that leans ``lean`` degrees."""
    k = _slope(lean)
    t = (180 + (120 - x0) * k - y0) / (y1 - y0 + k * (x1 - x0))
    return x0 + t * (x1 - x0), y0 + t * (y1 - y0)


def shoulders(mantle: str, tunic: str, trim: str, motif: str = "dots", front: str = "diamonds",
              top: float = 112, panel: float = 18, hem: float = 56, fall: float = 30,
              lean: float = 0.0) -> list[str]:
    """The figure's robe from the neck (the shoulders' line at ``top``) to
    the divide: a mantle over broad shoulders, a front panel ``panel`` wide
    each side of the middle edged with patterned braid, and braided hems
    down the mantle's sides ``hem`` from the middle; the shoulders fall
    ``fall`` from the neck to the frame's sides; the robe ends on the divide
    of a figure leaning ``lean`` degrees."""
    t, p, h, f = top, panel, hem, fall

    def down(x0: float, x1: float, y0: float = t) -> str:
        """A straight edge from (x0, y0) slanting to (x1, 180), stopped short
        of the divide by the braid's round end."""
        x, y = to_divide(x0, y0, x1, 180, lean)
        length = ((x - x0) ** 2 + (y - y0) ** 2) ** 0.5
        x, y = x - (x - x0) * 4 / length, y - (y - y0) * 4 / length
        return f"M{num(x0)},{num(y0)} L{num(x)},{num(y)}"

    (lx, ly), (rx, ry) = to_divide(120 - p, t, 112 - p, 180, lean), to_divide(120 + p, t, 128 + p, 180, lean)
    out = [rect(110, t - 12, 20, 14, SKIN, OUT, 1.2),
           path(f"M44,{num(divide_y(44, lean))} L44,{num(t + f)} "
                f"C54,{num(t + f * 0.4)} 84,{num(t + f * 0.13)} 104,{num(t)} "
                f"L136,{num(t)} C156,{num(t + f * 0.13)} 186,{num(t + f * 0.4)} 196,{num(t + f)} "
                f"L196,{num(divide_y(196, lean))} Z",
                mantle, OUT, 2),
           path(f"M{num(120 - p)},{num(t)} L{num(120 + p)},{num(t)} L{num(rx)},{num(ry)} L{num(lx)},{num(ly)} Z",
                tunic, OUT, 1.5)]
    out += front_motif(front, trim, t)
    out += band(down(118 - p, 111 - p), trim, motif) + band(down(122 + p, 129 + p), trim, motif)
    out += band(down(120 - h, 120 - h, t + f + 4), trim, motif) + band(down(120 + h, 120 + h, t + f + 4), trim, motif)
    return out


def front_motif(kind: str, colour: str, top: float = 112) -> list[str]:
    """What the front panel shows down its middle, below ``top``: a chain of
    ``diamonds``, the ``lacing`` of a bodice, or ``chevrons``."""
    y0 = round(top)
    if kind == "diamonds":
        d = " ".join(f"M120,{y - 7} L125,{y} L120,{y + 7} L115,{y} Z" for y in range(y0 + 16, 172, 16))
        return [path(d, colour, OUT, 1)]
    if kind == "lacing":
        d = " ".join(f"M112,{y} L128,{y + 8} M128,{y} L112,{y + 8}" for y in range(y0 + 20, 170, 10))
        return [path(d, None, colour, 1.8)]
    d = " ".join(f"M108,{y} L120,{y + 7} L132,{y}" for y in range(y0 + 14, 172, 12))
    return [path(d, None, colour, 3)]


def band(d: str, colour: str, motif: str) -> list[str]:
    """A patterned braid along the straight line ``d`` (``Mx0,y0 Lx1,y1``):
    a stripe of ``colour`` with black dots, bars or zigzags on it."""
    (x0, y0), (x1, y1) = (tuple(float(v) for v in p.split(",")) for p in d[1:].split(" L"))
    out = [path(d, None, OUT, 8), path(d, None, colour, 6)]
    n = max(3, round(((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 / 10))
    pts = [(x0 + (x1 - x0) * (i + 0.5) / n, y0 + (y1 - y0) * (i + 0.5) / n) for i in range(n)]
    if motif == "dots":
        out.append(path(" ".join(f"M{num(x - 1.6)},{num(y)} a1.6,1.6 0 1,0 3.2,0 a1.6,1.6 0 1,0 -3.2,0 Z"
                                 for x, y in pts), BLK))
    elif motif == "bars":
        out.append(path(" ".join(f"M{num(x - 3)},{num(y)} H{num(x + 3)}" for x, y in pts), None, BLK, 2))
    else:
        zig = " ".join(f"L{num(x + (2.5 if i % 2 else -2.5))},{num(y)}" for i, (x, y) in enumerate(pts))
        out.append(path(f"M{num(x0)},{num(y0)} {zig} L{num(x1)},{num(y1)}", None, BLK, 1.4))
    return out


def ermine(y: float) -> list[str]:
    """A king's ermine cape over the shoulders, its lower edge at ``y`` in the
    middle: white fur with rows of black tails."""
    out = [path(f"M92,{num(y - 16)} Q120,{num(y - 4)} 148,{num(y - 16)} Q174,{num(y - 10)} 181,{num(y + 6)} "
                f"Q150,{num(y + 4)} 120,{num(y + 10)} Q90,{num(y + 4)} 59,{num(y + 6)} "
                f"Q66,{num(y - 10)} 92,{num(y - 16)} Z", WHITE, OUT, 1.5)]
    tails = []
    for i in range(9):
        x = 68 + i * 13
        yy = y + 2 - 8 * (1 - ((x - 120) / 60) ** 2) + (0 if i % 2 else -6)
        if abs(x - 120) > 12:
            tails.append(f"M{num(x)},{num(yy - 3)} l-2,5 l2,-1.5 l2,1.5 Z")
    return [*out, path(" ".join(tails), BLK)]


def hand(x: float, y: float, rot: float = 0.0) -> str:
    """A closed hand (a fist round a handle, the thumb over it) at (x, y),
    its knuckles turned ``rot`` degrees (90: round an upright handle)."""
    return fist(x, y, rot - 90, 6.4)


def sleeve(d: str, colour: str, cuff: str = WHITE, width: float = 13) -> list[str]:
    """An arm: a wide sleeve of ``colour`` along ``d``, outlined, braided
    down its middle in gold (red on a gold sleeve), ending in a round cuff
    of ``cuff`` where the hand comes out."""
    x, y = (float(v) for v in d.split()[-1].split(","))
    braid = RED if colour == YEL else YEL
    return [path(d, None, OUT, width + 3), path(d, None, colour, width), path(d, None, braid, 2.4),
            circle(x, y, width / 2 + 1, cuff, OUT, 1.2)]


def necklace(y: float, colour: str = YEL) -> list[str]:
    """A chain of beads over the chest, lowest at ``y``."""
    beads = [(120 + 16 * i / 3, y - 10 * (1 - (i / 3) ** 2)) for i in range(-3, 4)]
    return [path(" ".join(f"M{num(x - 2)},{num(yy)} a2,2 0 1,0 4,0 a2,2 0 1,0 -4,0 Z" for x, yy in beads),
                 colour, GOLD_DK, 0.6)]
