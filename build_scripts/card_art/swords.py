"""Swords: the long blades of the courts, the curved sabres of the number cards."""

from __future__ import annotations

import math

from .deck import COL_M, PIP_LAYOUT
from .figures import rosette
from .palette import GOLD, GOLD_DK, ITALIAN_COL
from .svg import circle, cubic_point, group, num, path, place, rect, smooth

# Where the two of swords' blades start and end.
SWORD_HILT_Y, SWORD_TIP_Y = 306.0, 74.0
# The number cards' sabres: bow and blade width; a darker steel than the
# big blades' so that small sabres stand out on the cream.
SWORD_BOW, SWORD_WB, SWORD_STEEL = 7.0, 12.0, "#a9c1da"


def long_sword(length: float, bow: float) -> list[str]:
    """A long curved blade, hilt at +y, tip at -y, bowing ``bow`` sideways."""
    c = ITALIAN_COL["S"]
    yg = length / 2 - 30
    yt = -length / 2
    ym = (yg + yt) / 2
    wb = 15.0
    blade = (f"M{num(-wb / 2)},{num(yg)} Q{num(2 * bow - wb / 2)},{num(ym)} 0,{num(yt)} "
             f"Q{num(2 * bow + wb / 2)},{num(ym)} {num(wb / 2)},{num(yg)} Z")
    # fuller: the first 85% of the centre curve (de Casteljau split)
    t = 0.85
    cx1, cy1 = t * 2 * bow, yg + t * (ym - yg)
    ex = 2 * (1 - t) * t * 2 * bow
    ey = (1 - t) ** 2 * yg + 2 * (1 - t) * t * ym + t * t * yt
    # the hilt sits square to the blade where the blade leaves it
    tilt = math.degrees(math.atan2(2 * bow, yg - ym))
    hilt = [
        path(f"M-20,{num(yg - 5)} Q-24,{num(yg + 4)} -14,{num(yg + 5)} L14,{num(yg + 5)} "
             f"Q24,{num(yg + 4)} 20,{num(yg - 5)} Z", GOLD, GOLD_DK, 2),
        rect(-4, yg + 5, 8, 14, c["main"], c["dark"], 1.5),
        circle(0, yg + 24, 6, GOLD, GOLD_DK, 2),
    ]
    return [
        # the darker steel: the court frames are filled with the light blue
        path(blade, SWORD_STEEL, c["dark"], 2.5),
        path(f"M0,{num(yg)} Q{num(cx1)},{num(cy1)} {num(ex)},{num(ey)}", None, c["main"], 1.8),
        group(hilt, f"rotate({num(tilt)} 0 {num(yg)})"),
    ]


def sabre_hilt() -> list[str]:
    """A sabre's guard, grip and pommel, the guard at the origin, the pommel at +y."""
    c = ITALIAN_COL["S"]
    return [
        path("M-19,-3 Q-24,5 -14,6 L14,6 Q24,5 19,-3 Z", GOLD, GOLD_DK, 2),
        circle(-21, -1, 3.5, GOLD, GOLD_DK, 1.5), circle(21, -1, 3.5, GOLD, GOLD_DK, 1.5),
        rect(-4, 6, 8, 13, c["main"], c["dark"], 1.5),
        circle(0, 23, 6, GOLD, GOLD_DK, 2),
    ]


def fuller(p: list[tuple[float, float]], points: int) -> str:
    """The groove down a sabre along the cubic ``p``, ``points`` eighths of
    the curve from the hilt."""
    groove = " L".join(f"{num(x)},{num(y)}" for x, y in (cubic_point(p, i / 8) for i in range(points)))
    return path("M" + groove, None, ITALIAN_COL["S"]["main"], 1.6)


def sabre(p: list[tuple[float, float]], wb: float = 11.0, hilt: float = 0.7,
          steel: str | None = None) -> list[str]:
    """A curved sabre along the cubic ``p`` = [hilt, c1, c2, tip].

    The blade tapers from ``wb`` at the guard to the point; the hilt (guard,
    grip, pommel) sits square to the blade and points away from it.
    """
    c = ITALIAN_COL["S"]
    (hx, hy), (ax, ay), (bx, by), (tx, ty) = p
    ux, uy = hx - ax, hy - ay
    n = math.hypot(ux, uy) or 1.0
    ux, uy = ux / n, uy / n          # from the blade towards the pommel
    nx, ny = -uy, ux                 # across the blade
    vx, vy = bx - tx, by - ty
    m = math.hypot(vx, vy) or 1.0
    mx, my = -vy / m, vx / m         # across the blade near the point
    h = wb / 2
    # the back of the blade runs almost parallel, the edge sweeps to the point
    blade = (f"M{num(hx + nx * h)},{num(hy + ny * h)} "
             f"C{num(ax + nx * h)},{num(ay + ny * h)} {num(bx - mx * h * 0.8)},{num(by - my * h * 0.8)} "
             f"{num(tx)},{num(ty)} "
             f"C{num(bx + mx * h * 0.5)},{num(by + my * h * 0.5)} {num(ax - nx * h)},{num(ay - ny * h)} "
             f"{num(hx - nx * h)},{num(hy - ny * h)} Z")
    rot = math.degrees(math.atan2(-ux, uy))
    return [
        path(blade, steel or c["light"], c["dark"], 2.2),
        fuller(p, 7),
        place(sabre_hilt(), hx, hy, hilt, rot),
    ]


def pip_sabre(x: float, y: float, side: int) -> list[str]:
    """A small curved sabre standing point up at (x, y), bowing to ``side``.

    The blade narrows evenly from the guard to the point (the big sabres'
    outline keeps its width almost to the tip, which looks like a fang when
    the blade is this short)."""
    c = ITALIAN_COL["S"]
    b = SWORD_BOW * side
    # 70 units from point to pommel: a clear gap to the next row (79 apart)
    # even at 60 px, where the blades would otherwise run into one another
    p = [(x, y + 18), (x + b, y + 1), (x + b, y - 16), (x + b * 0.35, y - 33)]
    left: list[tuple[float, float]] = []
    right: list[tuple[float, float]] = []
    for i in range(8):
        t = i / 8
        px, py = cubic_point(p, t)
        qx, qy = cubic_point(p, t + 0.01)
        n = math.hypot(qx - px, qy - py) or 1.0
        nx, ny = -(qy - py) / n, (qx - px) / n
        w = SWORD_WB / 2 * (1 - t ** 1.6)
        left.append((px + nx * w, py + ny * w))
        right.append((px - nx * w, py - ny * w))
    tip = p[3]
    blade = smooth([*left, tip]) + " L" + smooth([tip, *right[::-1]])[1:] + " Z"
    ux, uy = p[0][0] - p[1][0], p[0][1] - p[1][1]
    rot = math.degrees(math.atan2(-ux, uy))
    return [path(blade, SWORD_STEEL, c["dark"], 2.2),
            fuller(p, 6),
            place(sabre_hilt(), p[0][0], p[0][1], 0.8, rot)]


def sword_numeral(rank: str) -> list[str]:
    """Swords 7-10: one curved sabre on each pip place, point up.

    The sabres of the side columns bow outwards, so each row's pair reads
    like a pair of brackets, and the middle ones lean in turn; every blade
    stands apart from its neighbours and the count reads like the cups'
    and coins' at 60 px.
    """
    out: list[str] = []
    for i, (x, y) in enumerate(PIP_LAYOUT[rank]):
        side = -1 if x < COL_M else 1 if x > COL_M else (1 if i % 2 else -1)
        out += pip_sabre(x, y, side)
    return out


def two_of_swords() -> list[str]:
    """Two long sabres in an oval: one with its hilt at the bottom edge,
    bowing out to the left and crossing over the top, and its 180-degree
    twin, with a rosette in the middle."""
    e, a = 22.0, 62.0            # hilt offset from the centre line, bow
    f = max(14.0, e * 0.55)
    k1 = (8 * a - 4 * e + 4 * f) / 7.8
    x0, tipx = 120 - e, 120 + f
    curve = [(x0, SWORD_HILT_Y), (x0 - k1, 226.0), (tipx - k1 * 1.6, 118.0), (tipx, SWORD_TIP_Y)]
    out = sabre(curve, 15.0, steel=SWORD_STEEL)
    out += sabre([(240 - x, 360 - y) for x, y in curve], 15.0, steel=SWORD_STEEL)
    out.append(rosette(120, 180, 14, ITALIAN_COL["S"]["main"], GOLD))
    return out
