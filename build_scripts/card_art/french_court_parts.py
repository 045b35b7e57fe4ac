"""The pieces the English-pattern courts are built from: the slanted divide
between the halves, the patterned robe, hands and trimmings (faces are in
``french_heads``, crowns and caps in ``french_headgear``).

A court is a :class:`Figure`: its body, and what it holds (:class:`Held`)
drawn in front of both halves so that a long shaft can cross the divide.
Each piece is drawn about its own origin (a head about its centre, a crown
about the middle of its band) and placed with :func:`svg.place`; a figure
turned the other way is the same drawing mirrored (:func:`mirror`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .figures import fist
from .palette import BLACK, FRENCH_RED, GOLD, GOLD_DK, OUT, SKIN, WHITE
from .svg import circle, group, num, path, rect

# Heads and headgear are drawn at about life size for a 42-unit face.  On
# printed English courts the face (brow to chin) is about a quarter of the
# half-figure's height (frame top to divide): 42 x 1.05 = 44 of 161 units.
HEAD_SCALE = 1.05
HAT_SCALE = 0.95

# The English pattern's four inks, on every court whatever the suit.
RED = FRENCH_RED
BLUE = "#2a5caa"
YEL = GOLD
BLK = BLACK
STEEL = "#d6dbe2"
WOOD = "#7a5230"


@dataclass
class Held:
    """An attribute and the hand that grips it; ``behind`` when the
    attribute passes behind the figure (the hand is always in front)."""

    attribute: str
    hand: str
    behind: bool = False
    crosses: bool = False  # its shaft runs on across the divide, as on printed courts


@dataclass
class Figure:
    """A court's half-figure in layers: its ``body`` (robe, head, sleeves),
    what it holds, and its free ``hands``.  Attributes in front and hands are
    drawn over both halves' bodies, so a shaft can cross the divide."""

    body: list[str]
    held: list[Held] = field(default_factory=list)
    hands: list[str] = field(default_factory=list)

    def behind(self) -> list[str]:
        return [h.attribute for h in self.held if h.behind]

    def front(self) -> list[str]:
        return [*(h.attribute for h in self.held if not h.behind), *(h.hand for h in self.held), *self.hands]

    def parts(self) -> list[str]:
        """All of it, back to front."""
        return [*self.behind(), *self.body, *self.front()]


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
              top: float = 100, panel: float = 18, hem: float = 52, rise: float = 38,
              lean: float = 0.0, rounded: bool = False) -> list[str]:
    """The figure's robe from the neck (the shoulders' line at ``top``) to
    the divide: a mantle over broad, square shoulders that rise ``rise``
    above the neck to the frame's sides and run on past them (the frame's
    margins trim them), so the robe fills the frame's upper corners as on
    printed courts; a front panel ``panel`` wide each side of the middle
    edged with patterned braid, and braided hems down the mantle ``hem``
    from the middle; the robe ends on the divide of a figure leaning
    ``lean`` degrees.  ``rounded`` shoulders (a Queen's) swell up from the
    neck in a round and slope away again to the frame's sides."""
    t, p, h = top, panel, hem
    s = t - rise

    def down(x0: float, x1: float, y0: float = t) -> str:
        """A straight edge from (x0, y0) slanting to (x1, 180), stopped short
        of the divide by the braid's round end."""
        x, y = to_divide(x0, y0, x1, 180, lean)
        length = ((x - x0) ** 2 + (y - y0) ** 2) ** 0.5
        x, y = x - (x - x0) * 4 / length, y - (y - y0) * 4 / length
        return f"M{num(x0)},{num(y0)} L{num(x)},{num(y)}"

    # the shoulder's top: from the neck out and up to a rounded point over
    # the frame's side, then flat out past it
    (lx, ly), (rx, ry) = to_divide(120 - p, t, 112 - p, 180, lean), to_divide(120 + p, t, 128 + p, 180, lean)
    out = [rect(110, t - 12, 20, 14, SKIN, OUT, 1.2),
           path(f"M20,{num(divide_y(20, lean))} L20,{num(s + 4)} "
                f"C34,{num(s - 2)} 56,{num(s - 3)} 70,{num(s)} C86,{num(s + 4)} 96,{num(t - 6)} 104,{num(t)} "
                f"L136,{num(t)} C144,{num(t - 6)} 154,{num(s + 4)} 170,{num(s)} C184,{num(s - 3)} 206,{num(s - 2)} "
                f"220,{num(s + 4)} L220,{num(divide_y(220, lean))} Z" if not rounded else
                f"M20,{num(divide_y(20, lean))} L20,{num(s + 24)} "
                f"C40,{num(s + 10)} 64,{num(s)} 84,{num(s)} C96,{num(s)} 102,{num(t - 10)} 104,{num(t)} "
                f"L136,{num(t)} C138,{num(t - 10)} 144,{num(s)} 156,{num(s)} C176,{num(s)} 200,{num(s + 10)} "
                f"220,{num(s + 24)} L220,{num(divide_y(220, lean))} Z",
                mantle, OUT, 2),
           *brocade(trim, t, s, p, h, lean),
           # the fold where the shoulder turns down into the sleeve
           path(f"M62,{num(s + 6)} C74,{num(s + 10)} 84,{num(s + 20)} 88,{num(t + 6)} "
                f"M178,{num(s + 6)} C166,{num(s + 10)} 156,{num(s + 20)} 152,{num(t + 6)}", None, OUT, 1),
           path(f"M{num(120 - p)},{num(t)} L{num(120 + p)},{num(t)} L{num(rx)},{num(ry)} L{num(lx)},{num(ly)} Z",
                tunic, OUT, 1.5)]
    out += front_motif(front, trim, t)
    out += band(down(118 - p, 111 - p), trim, motif) + band(down(122 + p, 129 + p), trim, motif)
    out += band(down(120 - h, 120 - h - 4, s + 8), trim, motif) + band(down(120 + h, 120 + h + 4, s + 8), trim, motif)
    return out


def brocade(colour: str, top: float, shoulder: float, panel: float, hem: float, lean: float) -> list[str]:
    """The mantle's woven pattern: small four-petalled flowers of ``colour``
    on a staggered lattice, over the mantle between the shoulders' line
    (``shoulder`` at the sides, ``top`` by the neck) and the divide, clear of
    the front panel's braids (``panel`` from the middle) and of the hems
    (``hem`` from the middle)."""
    flowers = []
    for row, y in enumerate(range(round(shoulder) + 14, 200, 11)):
        for x in range(34 + 6 * (row % 2), 208, 12):
            off = abs(x - 120)
            line = shoulder + (top - shoulder) * min(1.0, max(0.0, (56 - off) / 40))
            if (y < line + 12 or y > divide_y(x, lean) - 7 or off < panel + 9
                    or abs(off - hem) < 8 or abs(off - hem - 2) < 8):
                continue
            flowers.append(f"M{x},{num(y - 3.2)} l1.6,3.2 l-1.6,3.2 l-1.6,-3.2 Z "
                           f"M{num(x - 3.2)},{num(y)} l3.2,-1.4 l3.2,1.4 l-3.2,1.4 Z")
    return [path(" ".join(flowers), colour, OUT, 0.5)] if flowers else []


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


def ermine(top: float, rise: float = 30) -> list[str]:
    """A king's ermine cape over shoulders whose line is at ``top`` by the
    neck and ``rise`` higher at the frame's sides: white fur lying along the
    shoulders, deepest over the chest, with rows of black tails."""
    t, s = top, top - rise
    out = [path(f"M40,{num(s + 1)} C56,{num(s - 2)} 68,{num(s - 1)} 76,{num(s + 2)} C88,{num(s + 6)} 96,{num(t - 6)} "
                f"104,{num(t - 1)} L136,{num(t - 1)} C144,{num(t - 6)} 152,{num(s + 6)} 164,{num(s + 2)} "
                f"C172,{num(s - 1)} 184,{num(s - 2)} 200,{num(s + 1)} L200,{num(s + 14)} "
                f"C180,{num(s + 12)} 164,{num(s + 16)} 156,{num(t + 4)} Q140,{num(t + 20)} 120,{num(t + 22)} "
                f"Q100,{num(t + 20)} 84,{num(t + 4)} C76,{num(s + 16)} 60,{num(s + 12)} 40,{num(s + 14)} Z",
                WHITE, OUT, 1.5)]
    spots = [(x, s + 7) for x in (46, 58, 70, 170, 182, 194)]
    spots += [(x, t + 6 + 8 * (1 - ((x - 120) / 36) ** 2)) for x in (92, 106, 134, 148)]
    spots += [(x, s + 22) for x in (80, 160)]
    tails = [f"M{num(x)},{num(y - 3)} l-2,5 l2,-1.5 l2,1.5 Z" for x, y in spots]
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
