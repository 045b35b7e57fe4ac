"""The Italian number cards of Swords: long bowed blades interlaced as on Piacentine packs.

Every curved sword runs the height of the card, its hilt at one end and its
point at the other.  Half of them bow to the left and half to the right;
the others are the first turned by 180 degrees about the card's centre, so
the card reads the same either way up.  Each sword crosses those bowing the
other way, near the top and near the bottom, and together they make a
lattice of nested ovals, drawn from the inside out, the hilts over all;
an odd count adds a straight sword standing in the middle.  The blades keep
their full width almost to the point, so that a sword still reads as a sword
on a 60 px card.
"""

from __future__ import annotations

import math

from .figures import rosette
from .palette import GOLD, GOLD_DK, ITALIAN_COL
from .svg import circle, cubic_point, path, place, rect, smooth

Point = tuple[float, float]
# Blade width, and the darker steel that stands out on the cream.
BLADE_W, STEEL = 13.0, "#a9c1da"
# Where the full width ends and the point begins, as a share of the blade.
POINT_FROM = 0.8
# The fuller runs over this stretch of a blade (as a share of it, from the hilt).
FULLER = (0.1, 0.7)


def hilt() -> list[str]:
    """Guard, grip and pommel, the guard at the origin, the pommel at +y."""
    c = ITALIAN_COL["S"]
    return [path("M-17,-4 Q-23,0 -19,5 Q-10,3 0,4 Q10,3 19,5 Q23,0 17,-4 Q0,-1 -17,-4 Z", GOLD, GOLD_DK, 2),
            rect(-4, 5, 8, 14, c["main"], c["dark"], 1.5),
            circle(0, 23, 5.5, GOLD, GOLD_DK, 2)]


def _across(p: list[Point], t: float) -> tuple[Point, Point]:
    """The point at ``t`` on the cubic ``p`` and the unit normal there."""
    x, y = cubic_point(p, t)
    x2, y2 = cubic_point(p, min(1.0, t + 0.01)) if t < 1 else cubic_point(p, t - 0.01)
    dx, dy = (x2 - x, y2 - y) if t < 1 else (x - x2, y - y2)
    n = math.hypot(dx, dy) or 1.0
    return (x, y), (-dy / n, dx / n)


def blade(p: list[Point], width: float = BLADE_W) -> list[str]:
    """The blade along the cubic ``p`` = [hilt, c1, c2, point]: of even width
    with a fuller down it, narrowing only over its last fifth."""
    c = ITALIAN_COL["S"]
    left: list[Point] = []
    right: list[Point] = []
    for i in range(11):
        t = i / 10
        (x, y), (nx, ny) = _across(p, t)
        w = width / 2 * (1.0 if t <= POINT_FROM else ((1 - t) / (1 - POINT_FROM)) ** 0.6)
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    tip = p[3]
    outline = smooth([*left[:-1], tip]) + " L" + smooth([tip, *right[-2::-1]])[1:] + " Z"
    groove = smooth([cubic_point(p, FULLER[0] + (FULLER[1] - FULLER[0]) * i / 6) for i in range(7)])
    return [path(outline, STEEL, c["dark"], 2.2), path(groove, None, c["main"], 1.8)]


def hilt_at(p: list[Point], scale: float = 1.0) -> str:
    """The hilt at the start of ``p``, square to the blade and pointing away from it."""
    (hx, hy), _ = _across(p, 0.0)
    ux, uy = hx - cubic_point(p, 0.02)[0], hy - cubic_point(p, 0.02)[1]
    return place(hilt(), hx, hy, scale, math.degrees(math.atan2(-ux, uy)))


def sword(p: list[Point], width: float = BLADE_W, hilt_scale: float = 1.0) -> list[str]:
    """A whole sword along ``p``: its blade, then its hilt."""
    return [*blade(p, width), hilt_at(p, hilt_scale)]


def turned(p: list[Point]) -> list[Point]:
    """``p`` turned by 180 degrees about the centre of the card."""
    return [(240 - x, 360 - y) for x, y in p]


def bow(end_x: float, apex_x: float, top: float) -> list[Point]:
    """A blade with its hilt at (end_x, top) and its point at (end_x, 360 - top),
    bowing out to ``apex_x`` at mid-height."""
    bottom = 360 - top
    # a symmetric cubic reaches (end + 3 * control) / 4 at its middle
    cx = (4 * apex_x - end_x) / 3
    span = bottom - top
    return [(end_x, top), (cx, top + span * 0.28), (cx, bottom - span * 0.28), (end_x, bottom)]


# Per rank: the swords bowing left, nested one inside the other, as (where the
# innermost one's ends stand right of the middle, and each next one's; how far
# the innermost one bows left of the middle, and each next one; the innermost
# one's top end, and each next one's), and whether a straight sword stands in
# the middle.  Their hilts are at the top right; those bowing right are them
# turned about the centre, hilts at the bottom left; the points end by the
# corner indices, where a hilt would crowd them.
LATTICE: dict[str, tuple[int, tuple[float, float], tuple[float, float], tuple[float, float], bool]] = {
    "7": (3, (16, 18), (32, 30), (38, 16), True),
    "8": (4, (8, 12), (18, 27), (36, 15), False),
    "9": (4, (14, 11), (32, 23), (36, 15), True),
    "T": (5, (4, 11), (14, 22), (34, 12), False),
}


def two_of_swords() -> list[str]:
    """Two broad sabres crossed in the middle, hilts at the bottom, each
    bowing out to its own side."""
    a = [(58.0, 318.0), (66.0, 236.0), (148.0, 150.0), (186.0, 54.0)]
    b = [(240 - x, y) for x, y in a]
    return [*sword(a, 18.0, 1.3), *sword(b, 18.0, 1.3)]


def sword_numeral(rank: str) -> list[str]:
    """Swords 2-10 (see LATTICE and two_of_swords)."""
    if rank == "2":
        return two_of_swords()
    m, (e0, de), (a0, da), (t0, dt), straight = LATTICE[rank]
    bows: list[list[Point]] = []
    for j in range(m):
        p = bow(120 + e0 + j * de, 120 - a0 - j * da, t0 + j * dt)
        # every other sword has its hilt at the other end, so the hilts spread over both sides
        p = p if j % 2 == 0 else turned(p)[::-1]
        bows += [p, turned(p)]
    out = [part for p in bows for part in blade(p)]
    if straight:
        middle = [(120.0, 314.0), (120.0, 230.0), (120.0, 130.0), (120.0, 48.0)]
        out += blade(middle)
        bows.append(middle)
    else:
        out.append(rosette(120, 180, 12, ITALIAN_COL["S"]["main"], GOLD))
    return out + [hilt_at(p) for p in bows]
