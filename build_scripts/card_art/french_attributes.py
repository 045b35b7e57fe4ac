"""What the English-pattern courts hold: swords, the axe, the orb, sceptres,
flowers, the halberd, the leaf and the arrow.

Each is drawn about its grip (where the hand closes) pointing up, so that
``svg.held(parts, (0, 0), hand, rot)`` puts it in a hand at any angle.
"""

from __future__ import annotations

from .french_court_parts import BLK, BLUE, RED, STEEL, WOOD, YEL
from .palette import GOLD_DK, OUT, WHITE
from .svg import circle, ellipse, path, place, rect


def sword(length: float = 120) -> list[str]:
    """A straight sword, point up, gripped just under the cross guard."""
    tip = -length
    return [path(f"M-4,-8 L-4,{tip + 12:.0f} L0,{tip:.0f} L4,{tip + 12:.0f} L4,-8 Z", STEEL, OUT, 1.4),
            path(f"M0,-10 V{tip + 14:.0f}", None, "#9aa3ae", 1),
            rect(-15, -10, 30, 5, YEL, GOLD_DK, 1.3, 2),
            rect(-3, -5, 6, 13, WOOD, OUT, 1), circle(0, 10, 3.5, YEL, GOLD_DK, 1)]


def axe(below: float = 12) -> list[str]:
    """A battle axe on a long haft, blade up and to the right of it, the
    haft running on ``below`` under the grip."""
    return [rect(-2.5, -112, 5, 112 + below, WOOD, OUT, 1.2), circle(0, below, 3.2, YEL, GOLD_DK, 1),
            path("M2,-104 C16,-110 26,-104 28,-90 C26,-76 16,-72 2,-80 Z", STEEL, OUT, 1.4),
            path("M-2,-100 L-12,-94 L-2,-88 Z", STEEL, OUT, 1.2),
            path("M-3,-114 L0,-124 L3,-114 Z", STEEL, OUT, 1.2)]


def orb() -> list[str]:
    """The royal orb, held from below: a globe banded in gold with a cross."""
    return [circle(0, -14, 13, BLUE, OUT, 1.5),
            path("M-13,-14 H13 M0,-27 V-1", None, YEL, 3),
            path("M0,-27 V-37 M-4,-33 H4", None, YEL, 3),
            circle(0, -14, 2.5, RED, GOLD_DK, 0.8)]


def sceptre(length: float = 80, below: float = 8) -> list[str]:
    """A gold rod with a fleur-de-lis head, running on ``below`` under the grip."""
    fleur = ("M0,-12 C5,-6 4,0 0,4 C-4,0 -5,-6 0,-12 Z M1,2 C6,-6 12,-4 10,2 C8,6 4,4 1,2 Z "
             "M-1,2 C-6,-6 -12,-4 -10,2 C-8,6 -4,4 -1,2 Z")
    return [rect(-2, 6 - length, 4, length - 6 + below, YEL, GOLD_DK, 1),
            place([path(fleur, YEL, GOLD_DK, 1), rect(-6, 4, 12, 3, YEL, GOLD_DK, 0.8)], 0, -length)]


def flower(petal: str, kind: str = "rose", stem: float = 34) -> list[str]:
    """A flower on a short stem with a leaf: a round ``rose`` or a cupped ``tulip``."""
    top = -stem
    out = [path(f"M0,0 V{top:.0f}", None, "#3b7a2e", 2.2),
           path(f"M0,{top * 0.45:.0f} C8,{top * 0.55:.0f} 12,{top * 0.75:.0f} 12,{top * 0.85:.0f} "
                f"C4,{top * 0.8:.0f} 1,{top * 0.65:.0f} 0,{top * 0.45:.0f} Z", "#3b7a2e", OUT, 0.8)]
    if kind == "tulip":
        return [*out, path(f"M-7,{top - 10:.0f} L-3,{top - 4:.0f} L0,{top - 12:.0f} L3,{top - 4:.0f} "
                           f"L7,{top - 10:.0f} C8,{top:.0f} 4,{top + 3:.0f} 0,{top + 3:.0f} "
                           f"C-4,{top + 3:.0f} -8,{top:.0f} -7,{top - 10:.0f} Z", petal, OUT, 1)]
    petals = [ellipse(0, -5, 4, 5.5, petal, OUT, 0.9, f' transform="translate(0 {top:.0f}) rotate({i * 72})"')
              for i in range(5)]
    return [*out, *petals, circle(0, top, 3, YEL, GOLD_DK, 0.8)]


def halberd(below: float = 12) -> list[str]:
    """A halberd: a long haft with an axe blade, a back hook and a spike,
    the haft running on ``below`` under the grip."""
    return [rect(-2.5, -118, 5, 118 + below, WOOD, OUT, 1.2),
            path("M2,-100 C14,-104 22,-98 22,-84 C16,-88 8,-88 2,-84 Z", STEEL, OUT, 1.4),
            path("M-2,-98 L-14,-104 L-10,-94 L-2,-90 Z", STEEL, OUT, 1.2),
            path("M-3.5,-116 L0,-134 L3.5,-116 Z", STEEL, OUT, 1.2),
            path("M-5,-80 H5", None, YEL, 3)]


def leaf() -> list[str]:
    """A long leaf (or feather) held up by its stalk."""
    return [path("M0,0 C-4,-20 -14,-40 -6,-64 C6,-42 6,-20 0,0 Z", "#3b7a2e", OUT, 1.2),
            path("M0,-2 C-2,-22 -6,-40 -6,-60", None, "#a7d08c", 1),
            path("M-2,-20 L-8,-26 M-3,-32 L-9,-38 M-4,-44 L-8,-50 M-1,-26 L3,-32 M-2,-38 L2,-44",
                 None, "#a7d08c", 0.8)]


def arrow() -> list[str]:
    """An arrow, point up, held near its feathers."""
    return [path("M0,16 V-70", None, WOOD, 2.6),
            path("M-5,-66 L0,-80 L5,-66 Z", STEEL, OUT, 1.1),
            path("M0,8 L-6,18 L-6,24 L0,16 L6,24 L6,18 Z", WHITE, OUT, 0.9),
            path("M-5,14 L5,14", None, RED, 1.2)]


def pike(below: float = 10) -> list[str]:
    """A short pike with a black-and-gold tassel under its leaf-shaped head,
    the staff running on ``below`` under the grip."""
    return [rect(-2, -90, 4, 90 + below, WOOD, OUT, 1),
            path("M0,-112 C6,-104 6,-96 0,-90 C-6,-96 -6,-104 0,-112 Z", STEEL, OUT, 1.2),
            path("M-5,-88 L5,-88 L3,-78 L-3,-78 Z", BLK, OUT, 0.8),
            path("M-3,-78 L-4,-70 M0,-78 V-69 M3,-78 L4,-70", None, YEL, 1.4)]
