"""Batons: the carved wooden clubs and the number cards (the Ace has a module of its own)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .palette import GOLD, ITALIAN_COL
from .svg import ellipse_d, num, path, place, rect, smooth

# The wood of every club, the Ace's included.
WOOD, WOOD_SHADE, WOOD_HI, BARK = "#cfa264", "#a87d46", "#e9c790", "#4a3018"
WOOD_CUT, WOOD_RING = "#ecd29a", "#a8773f"
RIBBON = ITALIAN_COL["H"]


def swell(width: float, t: float, side: int, knots: tuple[tuple[float, int, float], ...],
          spread: float) -> float:
    """``width`` at ``t`` on ``side``, swollen by each knot (where along, which
    side, how much) on that side; ``spread`` is how far along a knot reaches."""
    for kt, ks, kh in knots:
        if ks == side:
            width += kh * math.exp(-((t - kt) / spread) ** 2)
    return width


def branch_stub(x: float, y: float, side: int, angle: float, length: float, width: float,
                tip: float) -> tuple[str, float, float, float]:
    """A cut branch stub leaving a club at (x, y) on ``side`` (-1 left, 1 right).

    Returns its outline (a path's ``d``), the centre of its cut face and the
    angle of that face, in degrees.  ``tip`` is the half width of the cut end
    as a share of ``width``.
    """
    a = math.radians(angle)
    dx, dy = side * math.cos(a), -math.sin(a)
    ex, ey = x + dx * length, y + dy * length
    nx, ny = -dy, dx
    d = (f"M{num(x + nx * width / 2)},{num(y + ny * width / 2)} "
         f"L{num(ex + nx * width * tip)},{num(ey + ny * width * tip)} "
         f"L{num(ex - nx * width * tip)},{num(ey - ny * width * tip)} "
         f"L{num(x - nx * width / 2)},{num(y - ny * width / 2)} Z")
    return d, ex, ey, math.degrees(math.atan2(dy, dx))


# ----------------------------------------------------------------- clubs


@dataclass(frozen=True)
class ClubShape:
    """The outline of a club ``length`` long, heavy end at -y, grip at +y.

    ``variant`` moves the stubs and knots so that the clubs of one card are
    not copies of each other; ``head`` widens the heavy end and ``grip`` the
    thin one.
    """

    length: float
    variant: int = 0
    head: float = 1.0
    grip: float = 1.0

    @property
    def y0(self) -> float:
        return -self.length / 2

    @property
    def head_width(self) -> float:
        return max(8.0, self.length * 0.1) * self.head

    @property
    def grip_width(self) -> float:
        return max(4.0, self.length * 0.036) * self.grip

    @property
    def stroke(self) -> float:
        return max(2.0, min(3.2, self.length * 0.022))

    @property
    def flip(self) -> int:
        return -1 if self.variant % 2 else 1

    def y(self, t: float) -> float:
        return self.y0 + t * self.length

    def centre(self, t: float) -> float:
        """The x of the centre line, which wanders a little."""
        return self.length * 0.012 * math.sin(t * 6.0 + self.variant * 1.7)

    def half_width(self, t: float, side: int) -> float:
        wh, wg, flip = self.head_width, self.grip_width, self.flip
        knots = ((0.3, flip, 0.28 * wh), (0.55, -flip, 0.22 * wh), (0.76, flip, 0.16 * wh))
        return swell(wg + (wh - wg) * (1 - t) ** 1.25, t, side, knots, 0.05)


CLUB_TS = [0.08 + i * 0.1 for i in range(9)]


def _club_outline(c: ClubShape) -> str:
    """A lumpy outline tapering from the heavy end to the grip."""
    wh, wg, yb = c.head_width, c.grip_width, c.y0 + c.length
    top = c.y0 - wh * 0.15
    cap = [(c.centre(0) + wh * 0.92, c.y0 + wh * 0.25), (c.centre(0) + wh * 0.45, top),
           (c.centre(0) - wh * 0.3, top + wh * 0.05), (c.centre(0) - wh * 0.9, c.y0 + wh * 0.35)]
    foot = [(c.centre(1) - wg * 0.9, yb - wg * 0.2), (c.centre(1), yb + wg * 0.25),
            (c.centre(1) + wg * 0.9, yb - wg * 0.2)]
    left = [(c.centre(t) - c.half_width(t, -1), c.y(t)) for t in CLUB_TS]
    right = [(c.centre(t) + c.half_width(t, 1), c.y(t)) for t in CLUB_TS]
    return smooth([*cap, *left, *foot, *right[::-1]], closed=True)


def _club_stubs(c: ClubShape) -> tuple[list[str], list[str]]:
    """(the outlines of the cut branch stubs, their cut faces), as path data."""
    stubs: list[str] = []
    faces: list[str] = []
    v, flip = c.variant, c.flip
    for t, side in ((0.22 + 0.05 * (v % 3), -flip), (0.46, flip), (0.66 + 0.04 * (v % 2), -flip)):
        x = c.centre(t) + side * (c.half_width(t, side) - c.stroke)
        wd = c.half_width(t, side) * 0.8
        d, ex, ey, face_angle = branch_stub(x, c.y(t), side, 40, wd * 1.3, wd, 0.4)
        stubs.append(d)
        faces.append(ellipse_d(ex, ey, wd * 0.2, wd * 0.42, face_angle))
    return stubs, faces


def _club_shading(c: ClubShape) -> list[str]:
    """Shade down the right, a highlight down the left."""
    wh, wg, yb = c.head_width, c.grip_width, c.y0 + c.length
    right = [(c.centre(t) + c.half_width(t, 1), c.y(t)) for t in CLUB_TS]
    inner = [(c.centre(t) + c.half_width(t, 1) * 0.3, c.y(t)) for t in CLUB_TS]
    return [path(smooth([(c.centre(0) + wh * 0.7, c.y0 + wh * 0.2), *right[1:-1],
                         (c.centre(1) + wg * 0.7, yb - wg * 0.4), *inner[::-1][1:]], closed=True),
                 WOOD_SHADE),
            path(smooth([(c.centre(t) - c.half_width(t, -1) * 0.5, c.y(t)) for t in CLUB_TS[:-2]]),
                 None, WOOD_HI, c.stroke * 1.1)]


def _club_knots(c: ClubShape) -> list[str]:
    """A knot or two in the bark: a ring and its dark heart, each one path."""
    knot_out: list[str] = []
    knot_in: list[str] = []
    for t, off in ((0.36, 0.25 * c.flip), (0.6, -0.2 * c.flip)):
        x, y = c.centre(t) + off * c.half_width(t, 1), c.y(t)
        r = c.half_width(t, 1) * 0.32
        knot_out.append(ellipse_d(x, y, r * 0.7, r))
        knot_in.append(ellipse_d(x, y, r * 0.25, r * 0.45))
    return [path(" ".join(knot_out), WOOD_SHADE, BARK, c.stroke * 0.5), path(" ".join(knot_in), BARK)]


def club(length: float, variant: int = 0, head: float = 1.0, grip: float = 1.0) -> list[str]:
    """A carved wooden club like the Ace's, heavy end at -y, grip at +y.

    Lumpy outline tapering to the grip, cut branch stubs, a knot and a
    highlight.  Each kind of part is one path: fewer shapes are faster to
    rasterise.
    """
    c = ClubShape(length, variant, head, grip)
    dark = ITALIAN_COL["C"]["dark"]
    stubs, faces = _club_stubs(c)
    # the cut face of the grip end joins the stubs' faces
    faces.append(ellipse_d(c.centre(1), c.y0 + length - c.grip_width * 0.45, c.grip_width * 0.75,
                           c.grip_width * 0.35))
    return [path(" ".join(stubs), WOOD, dark, c.stroke * 0.8), path(_club_outline(c), WOOD, dark, c.stroke),
            *_club_shading(c), *_club_knots(c), path(" ".join(faces), WOOD_CUT, dark, c.stroke * 0.55)]


def club_pair(x: float, y: float, length: float, spread: float, variant: int = 0,
              tie: bool = True, head: float = 1.0) -> list[str]:
    """Two clubs crossed as an X at (x, y), heavy ends up and apart,
    tied with a red band where they cross."""
    out = [place(club(length, variant, head), x, y, 1.0, -spread),
           place(club(length, variant + 1, head), x, y, 1.0, spread)]
    if tie:
        red = ITALIAN_COL["H"]
        bw = max(8.0, length * 0.12)
        bh = max(5.0, length * 0.06)
        out.append(rect(x - bw / 2, y - bh / 2, bw, bh, red["main"], red["dark"], max(1.2, length * 0.012),
                        bh * 0.3))
    return out


# Batons 7-10 as on Piacentine packs: long clubs crossing the field in a
# trellis, as many leaning one way as the other.  The trellis is a tall
# lozenge standing on the card's middle: each club runs from one side of it
# to the opposite one, the clubs of a card spaced evenly, their heavy ends
# taking turns at one side and the other.  The lozenge keeps
# off the corner indices: its upper-left and lower-right sides stay clear of
# them, the clubs leaning left end on those sides, and only the clubs leaning
# right run on past it, towards the free corners (top right, bottom left).
# An odd count adds one club standing upright through the middle.


@dataclass(frozen=True)
class Trellis:
    """``n`` clubs each way in a lozenge from (120, ``top``) to
    (120, 360 - ``top``), its side corners at 120 -/+ ``half_width``;
    ``past`` is how far the clubs run past the lozenge along the free
    diagonal, ``head`` and ``grip`` shape each club (see ClubShape)."""

    n: int
    half_width: float
    top: float
    past: float
    head: float
    grip: float
    upright: bool = False


TRELLIS = {
    "7": Trellis(3, 80, 36, 20, 0.8, 0.7, upright=True),
    "8": Trellis(4, 82, 34, 20, 0.72, 0.65),
    "9": Trellis(4, 82, 34, 20, 0.68, 0.62, upright=True),
    "T": Trellis(5, 84, 32, 18, 0.6, 0.58),
}


def club_between(a: tuple[float, float], b: tuple[float, float], head_at_a: bool, variant: int,
                 head: float, grip: float) -> str:
    """A club lying from ``a`` to ``b``, its heavy end at ``a`` or at ``b``."""
    (x0, y0), (x1, y1) = a, b
    angle = math.degrees(math.atan2(x1 - x0, y0 - y1))
    return place(club(math.hypot(x1 - x0, y1 - y0), variant, head, grip), (x0 + x1) / 2, (y0 + y1) / 2,
                 1.0, angle + 180 if head_at_a else angle)


def _along(a: tuple[float, float], b: tuple[float, float], f: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f


def trellis(t: Trellis) -> list[str]:
    """The clubs of ``t``: those leaning right (/) under those leaning left (\\),
    then the upright one."""
    top, bottom = (120.0, t.top), (120.0, 360 - t.top)
    left, right = (120 - t.half_width, 180.0), (120 + t.half_width, 180.0)
    rising: list[str] = []
    falling: list[str] = []
    for i in range(t.n):
        f = i / (t.n - 1)
        # / from the lower-left side to the upper-right one, running past both
        a, b = _along(left, bottom, f), _along(top, right, f)
        dx, dy = b[0] - a[0], b[1] - a[1]
        k = t.past / math.hypot(dx, dy)
        a, b = (a[0] - dx * k, a[1] - dy * k), (b[0] + dx * k, b[1] + dy * k)
        rising.append(club_between(a, b, i % 2 == 1, i, t.head, t.grip))
        # \\ from the upper-left side to the lower-right one, ending on them
        c, d = _along(top, left, f), _along(right, bottom, f)
        falling.append(club_between(c, d, i % 2 == 0, t.n + i, t.head, t.grip))
    out = rising + falling
    if t.upright:
        # as thick as the others, though longer (a club's width grows with its length)
        length = 360 - 2 * t.top + t.past
        scale = (math.hypot(t.half_width, 180 - t.top) + 2 * t.past) / length
        out.append(club_between((120, t.top - t.past / 2), (120, 360 - t.top + t.past / 2), True, 2 * t.n,
                                t.head * scale, t.grip * scale))
    return out


def baton_numeral(rank: str) -> list[str]:
    """Batons 2-10: the 2 two great clubs crossed and tied, the others a trellis (see TRELLIS)."""
    if rank != "2":
        return trellis(TRELLIS[rank])
    red = ITALIAN_COL["H"]
    # a ribbon tied round the crossing, its tails fluttering out
    return [*club_pair(120, 180, 276, 17, tie=False, head=0.92),
            path("M112,186 C92,196 84,214 70,226 L86,228 L80,242 C96,228 108,208 118,196 Z",
                 red["main"], red["dark"], 2),
            path("M128,186 C148,196 156,214 170,226 L154,228 L160,242 C144,228 132,208 122,196 Z",
                 red["main"], red["dark"], 2),
            rect(104, 170, 32, 18, red["main"], red["dark"], 2, 5),
            path("M106,179 H134", None, GOLD, 2)]
