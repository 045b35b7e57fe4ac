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
from .svg import cubic_point, ellipse_d, num, path, smooth

Point = tuple[float, float]
# Blade width, and the darker steel that stands out on the cream.
BLADE_W, STEEL = 13.0, "#a9c1da"
# Where the full width ends and the point begins, as a share of the blade.
POINT_FROM = 0.8
# The fuller runs over this stretch of a blade (as a share of it, from the hilt).
FULLER = (0.1, 0.7)


# A hilt drawn about the guard's middle, the pommel towards +y: the guard's
# outline (a start point, then quadratic control and end points), the grip's
# corners, the pommel's centre and radius.
GUARD = [(-17.0, -4.0), (-23.0, 0.0), (-19.0, 5.0), (-10.0, 3.0), (0.0, 4.0), (10.0, 3.0), (19.0, 5.0),
         (23.0, 0.0), (17.0, -4.0), (0.0, -1.0), (-17.0, -4.0)]
GRIP = [(-4.0, 5.0), (4.0, 5.0), (4.0, 19.0), (-4.0, 19.0)]
POMMEL, POMMEL_R = (0.0, 23.0), 5.5


def _hilt_frame(p: list[Point], scale: float) -> tuple[Point, float, float]:
    """Where the hilt of ``p`` sits, its turn (as cosine and sine) times ``scale``:
    square to the blade, the pommel pointing away from it."""
    hx, hy = p[0]
    ux, uy = hx - cubic_point(p, 0.02)[0], hy - cubic_point(p, 0.02)[1]
    n = math.hypot(ux, uy) or 1.0
    # +y of the hilt turns onto (ux, uy)
    return (hx, hy), uy / n * scale, -ux / n * scale


def _moved(pts: list[Point], at: Point, cos: float, sin: float) -> list[Point]:
    return [(at[0] + x * cos - y * sin, at[1] + x * sin + y * cos) for x, y in pts]


def hilts(blades: list[list[Point]], scale: float = 1.0) -> list[str]:
    """The hilts at the start of every curve in ``blades``: the guards, the
    grips and the pommels each one path (a few shapes for the rasteriser,
    however many swords)."""
    c = ITALIAN_COL["S"]
    guards: list[str] = []
    grips: list[str] = []
    pommels: list[str] = []
    for p in blades:
        at, cos, sin = _hilt_frame(p, scale)
        g = [f"{num(x)},{num(y)}" for x, y in _moved(GUARD, at, cos, sin)]
        guards.append(f"M{g[0]} " + " ".join(f"Q{g[i]} {g[i + 1]}" for i in range(1, len(g), 2)) + " Z")
        grips.append("M" + " L".join(f"{num(x)},{num(y)}" for x, y in _moved(GRIP, at, cos, sin)) + " Z")
        (px, py), = _moved([POMMEL], at, cos, sin)
        pommels.append(ellipse_d(px, py, POMMEL_R * scale, POMMEL_R * scale))
    return [path(" ".join(grips), c["main"], c["dark"], 1.5),
            path(" ".join(guards), GOLD, GOLD_DK, 2),
            path(" ".join(pommels), GOLD, GOLD_DK, 2)]


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
    return [*blade(a, 18.0), *blade(b, 18.0), *hilts([a, b], 1.3)]


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
    return out + hilts(bows)
