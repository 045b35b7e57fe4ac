"""What the twelve Italian courts share: hands, sleeved arms, legs and
shoes, the patch of ground under their feet, the brocade, borders and
folds of their robes, and the signs sized for a court's hand.

As on Piacentine and Napoletane packs the figures stand on the white card,
with no panel behind them; a figure stays inside ``INNER`` so that it
keeps clear of the corner indices and the card's edge.
"""

from __future__ import annotations

import math

from .batons import club
from .figures import limb
from .italian_signs import coin, cup
from .palette import BLACK, GOLD, OUT, SKIN, SKIN_DK
from .svg import ellipse_d, group, held, num, path, place, smooth
from .swords import long_sword

# Where a court figure may paint: x0, y0, x1, y1, inside the card's edge.
INNER = (12.0, 12.0, 228.0, 348.0)
# The corner indices' boxes (with a margin), which no figure may enter.
INDEX_BOXES = ((0.0, 0.0, 50.0, 124.0), (190.0, 236.0, 240.0, 360.0))
Point = tuple[float, float]


def shade(colour: str, f: float) -> str:
    """``colour`` darkened (``f`` < 1) or lightened towards white (``f`` > 1)."""
    rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    out = [v * f if f <= 1 else v + (255 - v) * (f - 1) for v in rgb]
    return "#" + "".join(f"{max(0, min(255, round(v))):02x}" for v in out)


def mirrored(parts: list[str]) -> str:
    """``parts`` mirrored about the card's middle line: a figure drawn facing
    right turned to face left."""
    return group(parts, "translate(240 0) scale(-1 1)")


def _capsule(a: Point, b: Point, w: float) -> tuple[str, str]:
    d = f"M{num(a[0])},{num(a[1])} L{num(b[0])},{num(b[1])}"
    return path(d, None, OUT, w + 2.2), path(d, None, SKIN, w)


def palm(x: float, y: float, rot: float = 0.0, r: float = 6.5) -> str:
    """An open hand: the palm, four fingers apart with their tips, and the
    thumb standing off; fingers towards -y before turning by ``rot``."""
    fingers = [((-0.5 * r, -0.2 * r), (-0.62 * r, -1.05 * r)), ((-0.17 * r, -0.3 * r), (-0.2 * r, -1.35 * r)),
               ((0.17 * r, -0.3 * r), (0.2 * r, -1.3 * r)), ((0.5 * r, -0.2 * r), (0.58 * r, -1.0 * r))]
    thumb = ((0.55 * r, 0.35 * r), (1.2 * r, -0.25 * r))
    w = r * 0.34
    caps = [_capsule(a, b, w) for a, b in [*fingers, thumb]]
    body = path(f"M{num(-0.72 * r)},{num(0.75 * r)} L{num(-0.74 * r)},{num(-0.25 * r)} "
                f"Q0,{num(-0.5 * r)} {num(0.72 * r)},{num(-0.25 * r)} L{num(0.7 * r)},{num(0.75 * r)} Z",
                SKIN, OUT, 1.2)
    parts = [c[0] for c in caps] + [body] + [c[1] for c in caps]
    # the crease across the palm
    parts.append(path(f"M{num(-0.3 * r)},{num(0.1 * r)} Q{num(0.1 * r)},{num(0.35 * r)} "
                      f"{num(0.35 * r)},{num(0.05 * r)}", None, SKIN_DK, 0.7))
    return place(parts, x, y, 1.0, rot)


def _offset(points: list[Point], halves: list[float]) -> tuple[list[Point], list[Point]]:
    """The two edges of a band along ``points``, ``halves[i]`` either side of point i."""
    left, right = [], []
    for i, (x, y) in enumerate(points):
        a, b = points[max(0, i - 1)], points[min(len(points) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = max(1e-6, math.hypot(dx, dy))
        nx, ny = -dy / n, dx / n
        left.append((x + nx * halves[i], y + ny * halves[i]))
        right.append((x - nx * halves[i], y - ny * halves[i]))
    return left, right


def arm(points: list[Point], sleeve: str, width: float = 11.0, cuff: str = GOLD) -> list[str]:
    """A sleeved arm through ``points`` (shoulder, elbow, wrist): full at the
    shoulder, taken in at the elbow with a crease, widening into a turned-back
    cuff of ``cuff`` at the wrist, its dark lining showing."""
    (sx, sy), (ex, ey), (wx, wy) = points
    # a point on each segment keeps the sleeve's outline close to its bones
    pts = [(sx, sy), ((sx + ex) / 2, (sy + ey) / 2), (ex, ey), ((ex + wx) / 2, (ey + wy) / 2), (wx, wy)]
    halves = [width * 0.62, width * 0.58, width * 0.5, width * 0.52, width * 0.7]
    left, right = _offset(pts, halves)
    outline = smooth([*left, *reversed(right)], closed=True)
    dx, dy = wx - ex, wy - ey
    n = max(1e-6, math.hypot(dx, dy))
    ux, uy = dx / n, dy / n
    c = width * 0.45
    lo, hi = (wx - ux * c, wy - uy * c), (wx, wy)
    h0, h1 = width * 0.64, width * 0.74
    band = (f"M{num(lo[0] - uy * h0)},{num(lo[1] + ux * h0)} L{num(hi[0] - uy * h1)},{num(hi[1] + ux * h1)} "
            f"L{num(hi[0] + uy * h1)},{num(hi[1] - ux * h1)} L{num(lo[0] + uy * h0)},{num(lo[1] - ux * h0)} Z")
    crease = (f"M{num(ex - uy * width * 0.4)},{num(ey + ux * width * 0.4)} "
              f"Q{num(ex + ux * 3)},{num(ey + uy * 3)} {num(ex + uy * width * 0.1)},{num(ey - ux * width * 0.1)}")
    fold = smooth([left[1], ((left[1][0] + right[1][0]) / 2, (left[1][1] + right[1][1]) / 2), right[2]])
    return [path(outline, sleeve, OUT, 1.6), path(fold, None, shade(sleeve, 0.7), 0.9),
            path(crease, None, OUT, 0.9), path(band, cuff, OUT, 1.1),
            path(f"M{num(hi[0] - uy * h1 * 0.8)},{num(hi[1] + ux * h1 * 0.8)} "
                 f"L{num(hi[0] + uy * h1 * 0.8)},{num(hi[1] - ux * h1 * 0.8)}", None, shade(sleeve, 0.45), 1.6)]


def leg(points: list[Point], hose: str, width: float = 10.0) -> list[str]:
    """A leg in hose through ``points`` (hip, knee, ankle)."""
    return limb(smooth(points), hose, width)


def shoe(x: float, y: float, facing: int, colour: str = BLACK, size: float = 1.0) -> str:
    """A soft pointed shoe, its heel at (x, y), its toe towards ``facing``."""
    f, s = facing, size
    return path(f"M{num(x - f * 5 * s)},{num(y - 5 * s)} Q{num(x + f * 6 * s)},{num(y - 7 * s)} "
                f"{num(x + f * 15 * s)},{num(y + 1)} Q{num(x + f * 6 * s)},{num(y + 4 * s)} "
                f"{num(x - f * 6 * s)},{num(y + 3 * s)} Z", colour, OUT, 1.2)


def ground(y: float = 322.0, half: float = 46.0, x: float = 120.0) -> list[str]:
    """The patch of ground a court stands on: a soft shadow on the white card
    and a few blades of grass at its ends."""
    tufts = " ".join(f"M{num(cx)},{num(y + 2)} l-3,-6 M{num(cx + 2)},{num(y + 2)} l1,-8 "
                     f"M{num(cx + 4)},{num(y + 2)} l4,-5" for cx in (x - half - 2, x + half - 4))
    return [path(f"M{num(x - half)},{num(y + 2)} Q{num(x)},{num(y - 7)} {num(x + half)},{num(y + 2)} "
                 f"Q{num(x)},{num(y + 8)} {num(x - half)},{num(y + 2)} Z", "#e2dcc8", None),
            path(tufts, None, "#6f8a3a", 1.3)]


def _inside(p: Point, poly: list[Point]) -> bool:
    x, y = p
    hit = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def _clear(p: Point, poly: list[Point], margin: float) -> bool:
    """``p`` lies inside ``poly`` at least ``margin`` from every edge."""
    if not _inside(p, poly):
        return False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1], strict=True):
        dx, dy = x2 - x1, y2 - y1
        t = max(0.0, min(1.0, ((p[0] - x1) * dx + (p[1] - y1) * dy) / max(1e-6, dx * dx + dy * dy)))
        if math.hypot(p[0] - x1 - t * dx, p[1] - y1 - t * dy) < margin:
            return False
    return True


def brocade(poly: list[Point], colour: str, motif: str = "flower", step: float = 14.0,
            box: tuple[float, float, float, float] = (0, 0, 240, 360)) -> str:
    """A woven pattern over the cloth whose outline is ``poly``: ``flower``
    (a four-petalled flower on a half-drop grid), ``pomegranate`` (a fruit
    in a pointed leaf) or ``lozenge`` (small diamonds), in one path, only
    where a motif lies wholly on the cloth."""
    d: list[str] = []
    x0, y0, x1, y1 = box
    row = 0
    y = y0 + step / 2
    while y < y1:
        x = x0 + step / 2 + (step / 2 if row % 2 else 0)
        while x < x1:
            s = step * 0.3
            if _clear((x, y), poly, s + 1.5):
                if motif == "flower":
                    # four petals round a heart, as a star of straight strokes
                    # (cheap for the rasteriser: no arcs)
                    pts = [(x + math.sin(k * math.pi / 4) * s * (1.05 if k % 2 == 0 else 0.32),
                            y - math.cos(k * math.pi / 4) * s * (1.05 if k % 2 == 0 else 0.32)) for k in range(8)]
                    d.append("M" + " L".join(f"{num(px)},{num(py)}" for px, py in pts) + " Z")
                elif motif == "pomegranate":
                    d.append(f"M{num(x)},{num(y - s * 1.2)} Q{num(x + s)},{num(y - s * 0.2)} {num(x)},{num(y + s)} "
                             f"Q{num(x - s)},{num(y - s * 0.2)} {num(x)},{num(y - s * 1.2)} Z "
                             f"M{num(x)},{num(y - s * 0.4)} L{num(x + s * 0.35)},{num(y + s * 0.1)} "
                             f"L{num(x)},{num(y + s * 0.5)} L{num(x - s * 0.35)},{num(y + s * 0.1)} Z")
                else:
                    d.append(f"M{num(x)},{num(y - s * 0.8)} L{num(x + s * 0.6)},{num(y)} L{num(x)},{num(y + s * 0.8)} "
                             f"L{num(x - s * 0.6)},{num(y)} Z")
            x += step
        y += step * 0.75
        row += 1
    return path(" ".join(d), colour, None, extra=' fill-rule="evenodd"') if d else ""


def border(points: list[Point], trim: str, width: float = 6.0, dots: str = OUT) -> list[str]:
    """A woven border along ``points`` (a hem, an edge of a mantle): a band of
    ``trim`` between two dark rules, dotted along its length."""
    d = smooth(points)
    beads = []
    for (ax, ay), (bx, by) in zip(points, points[1:], strict=False):
        n = max(1, int(math.hypot(bx - ax, by - ay) / (width * 1.3)))
        beads += [ellipse_d(ax + (bx - ax) * (i + 0.5) / n, ay + (by - ay) * (i + 0.5) / n, width * 0.16, width * 0.16)
                  for i in range(n)]
    return [path(d, None, OUT, width + 2), path(d, None, trim, width), path(" ".join(beads), dots, None)]


def folds(d: str, colour: str, sw: float = 1.1) -> str:
    """Folds of cloth: strokes in a darker shade of the cloth's ``colour``."""
    return path(d, None, shade(colour, 0.62), sw)


def robe(points: list[Point], colour: str, sw: float = 2.0) -> str:
    """A closed garment outline through ``points``, smoothed."""
    return path(smooth(points, closed=True), colour, OUT, sw)


def patterned(points: list[Point], colour: str, motif_colour: str, motif: str = "flower",
              step: float = 14.0) -> list[str]:
    """A garment through ``points`` in ``colour``, woven with ``motif``."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return [robe(points, colour), brocade(points, motif_colour, motif, step, (min(xs), min(ys), max(xs), max(ys)))]


def sword_in_hand(length: float, hand: Point, rot: float) -> str:
    """A straight court sword whose grip sits in ``hand``, turned ``rot`` degrees
    (0: point up)."""
    return held(long_sword(length, 0), (0, length / 2 - 18), hand, rot)


def club_in_hand(length: float, hand: Point, rot: float, variant: int = 0, grip: float = 0.11,
                 head: float = 1.15) -> str:
    """A club held ``grip`` of its length from its thin end (0: heavy end up)."""
    return held(club(length, variant, head), (0, length / 2 - length * grip), hand, rot)


def cup_on(hand: Point, scale: float = 0.5) -> str:
    """A cup standing upright on the open ``hand`` (its foot's underside there)."""
    return held(cup(), (0, 46), hand, 0, scale)


# The cup's silhouette (bowl, lip, stem and foot), all wound one way so that
# their fill is one shape: the ground of the gold rim a court's cup stands out by.
CUP_SHAPE = ("M-36,-40 L36,-40 C36,-8 22,8 0,10 C-22,8 -36,-8 -36,-40 Z M-40,-48 H40 V-38 H-40 Z "
             "M-6,8 H6 V34 H-6 Z M-28,46 Q-22,32 -6,32 L6,32 Q22,32 28,46 Z")


def rimmed_cup(rim: float = 6.0) -> list[str]:
    """The cup standing out by a gold rim ``rim`` wide round its whole
    outline, ruled dark outside: clear against a robe of its own red."""
    return [path(CUP_SHAPE, OUT, OUT, rim * 2 + 3), path(CUP_SHAPE, GOLD, GOLD, rim * 2), *cup()]


def cup_by_stem(hand: Point, scale: float = 0.6, rim: float = 0.0) -> str:
    """A cup held upright by its stem in the fist at ``hand`` (``rim``: with
    a gold rim that wide, see :func:`rimmed_cup`)."""
    return held(rimmed_cup(rim) if rim else cup(), (0, 20), hand, 0, scale)


def coin_at(centre: Point, scale: float = 0.46) -> str:
    """A coin centred on ``centre``."""
    return held(coin(), (0, 0), centre, 0, scale)


def coin_in_hand(centre: Point, scale: float, at: float, r: float = 6.0) -> list[str]:
    """A coin centred on ``centre`` held by its rim at ``at`` degrees (0: its
    foot, turning towards +x): the palm and thumb behind it, four fingers
    curled over the rim onto its face, their tips and knuckles showing."""
    rad, a = 48 * scale, math.radians(at)
    ux, uy = math.sin(a), math.cos(a)      # out from the centre to the grip
    tx, ty = uy, -ux                       # along the rim
    gx, gy = centre[0] + ux * rad, centre[1] + uy * rad

    def pt(o: float, t: float) -> Point:
        return gx + ux * o + tx * t, gy + uy * o + ty * t

    thumb = _capsule(pt(r * 0.4, r * 1.1), pt(-r * 0.7, r * 1.9), r * 0.42)
    fingers = [(t * r, _capsule(pt(r * 0.7, t * r), pt(-r * 0.85, t * r * 1.08), r * 0.36))
               for t in (-0.95, -0.32, 0.32, 0.95)]
    creases = " ".join(f"M{num(p[0])},{num(p[1])} L{num(q[0])},{num(q[1])}" for p, q in
                       ((pt(-r * 0.25, t - r * 0.17), pt(-r * 0.25, t + r * 0.17)) for t, _ in fingers))
    return [*thumb, coin_at(centre, scale), *(f[0] for _, f in fingers),
            path(ellipse_d(*pt(r * 0.75, 0), r * 1.05, r * 0.85, -at), SKIN, OUT, 1.2),
            *(f[1] for _, f in fingers), path(creases, None, SKIN_DK, 0.8)]
