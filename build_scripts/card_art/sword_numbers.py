"""The Italian number cards of Swords: long bowed blades interlaced as on Piacentine packs.

Every curved sword runs the height of the card, its hilt at one end and its
point at the other.  Half of them bow to the left, both their ends a little
right of the card's axis; the others are those turned by 180 degrees about
the card's centre, bowing right, so the card reads the same either way up.
Together they make an upright oval ("lens") of nested crescents, mirrored
left and right, the sabres crossing at its top and bottom tips.  The hilts
take turns at the top and at the bottom and stand outside the oval, fanned
evenly round both tips, square to their blades and apart from each other;
those by the corner indices (top left, bottom right) are tucked in nearer
the tips, so the indices keep a clear field around them.  An odd count adds
a straight sword standing in the middle.  The blades keep their full width
almost to the point, so that a sword still reads as a sword on a 60 px card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

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


def bowed(hilt: Point, point: Point, apex_x: float, lean: float = 0.0) -> list[Point]:
    """A blade from ``hilt`` to ``point``, bowing out to ``apex_x`` halfway
    along; ``lean`` (0..1) moves the bow's fullest part towards the hilt,
    the blade running straighter to its point."""
    # a cubic reaches (start + 3 c1 + 3 c2 + end) / 8 at its middle
    cx = (8 * apex_x - hilt[0] - point[0]) / 6
    span = point[1] - hilt[1]
    return [hilt, (cx, hilt[1] + span * 0.28 * (1 - lean)), (cx, point[1] - span * 0.28 * (1 + lean)), point]


@dataclass(frozen=True)
class Fan:
    """The swords bowing left on a number card; their turned twins bow right.

    Blade ``j`` (of those bowing left, the inner first) runs between two
    ends ``abs(ends[j])`` degrees right of straight up and of straight down,
    so that it crosses its twin near the oval's tips, and bows out to
    ``apex`` (the first least, each next one the second number more).  Its
    hilt is at the top end (on the card's free diagonal: its twin's hilt is
    at the bottom left) if ``ends[j]`` is positive, at the bottom end (by the
    bottom index: its twin's by the top one) if negative, there pulled in by
    ``tuck`` from the ellipse HILT_RX by HILT_RY on which the others stand;
    its point is on POINT_RX by POINT_RY.  The signs alternate, so the hilts
    take turns round both tips.  ``straight``: a straight sword stands in
    the middle, its hilt at the bottom; ``hilt`` is the hilts' scale.
    """

    ends: tuple[float, ...]
    apex: tuple[float, float]
    straight: bool
    hilt: float = 0.7
    tuck: float = 14.0


HILT_RX, HILT_RY = 100.0, 150.0
POINT_RX, POINT_RY = 100.0, 146.0
FANS = {
    "7": Fan((14, -22, 34), (36, 18), True, 0.7),
    "8": Fan((-6, 16, -24, 32), (28, 15), False, 0.68),
    "9": Fan((-12, 18, -28, 34), (34, 15), True, 0.66),
    "T": Fan((4, -12, 20, -28, 34), (24, 13), False, 0.64),
}


def _on_ellipse(rx: float, ry: float, degrees: float) -> Point:
    """The point ``degrees`` clockwise from straight up on the ellipse ``rx`` by ``ry`` round the centre."""
    a = math.radians(degrees)
    return 120 + rx * math.sin(a), 180 - ry * math.cos(a)


def fan_blades(f: Fan) -> list[list[Point]]:
    """The blades of ``f``, those bowing left and their turned twins."""
    out: list[list[Point]] = []
    for j, end in enumerate(f.ends):
        top, e = end > 0, abs(end)
        tuck = 0.0 if top else f.tuck
        hilt = _on_ellipse(HILT_RX - tuck, HILT_RY - tuck, e if top else 180 - e)
        point = _on_ellipse(POINT_RX, POINT_RY, 180 - e if top else e)
        p = bowed(hilt, point, 120 - f.apex[0] - j * f.apex[1])
        out += [p, turned(p)]
    return out


def two_of_swords() -> list[list[Point]]:
    """Two broad sabres crossed in the middle, hilts at the bottom, each
    bowing out to its own side; the hilts stand in from the corners, clear
    of the bottom index."""
    a = [(84.0, 316.0), (80.0, 236.0), (150.0, 150.0), (178.0, 50.0)]
    return [a, [(240 - x, y) for x, y in a]]


# The straight sword of the odd counts, hilt at the bottom.
STRAIGHT = [(120.0, 306.0), (120.0, 220.0), (120.0, 130.0), (120.0, 44.0)]


def sword_blades(rank: str) -> list[list[Point]]:
    """Every blade of the ``rank`` of Swords, as a cubic from its hilt to its point."""
    if rank == "2":
        return two_of_swords()
    f = FANS[rank]
    return [*fan_blades(f), STRAIGHT] if f.straight else fan_blades(f)


def hilt_scale(rank: str) -> float:
    """How large the hilts of the ``rank`` of Swords are drawn."""
    return 1.2 if rank == "2" else FANS[rank].hilt


def sword_numeral(rank: str) -> list[str]:
    """Swords 2-10 (see FANS and two_of_swords): the blades, a rosette in the
    middle of the 8 and 10, and the hilts over all."""
    blades = sword_blades(rank)
    width = 18.0 if rank == "2" else BLADE_W
    out = [part for p in blades for part in blade(p, width)]
    if rank in "8T":
        out.append(rosette(120, 180, 12, ITALIAN_COL["S"]["main"], GOLD))
    return out + hilts(blades, hilt_scale(rank))
