"""The Cavalli's horses: four builds (a slender horse, a long-backed one, a
compact one and a heavy one), four tails (streaming, hanging, raised,
full), legs jointed for each gait, and a head turned to any slope.

A leg has its forearm (or gaskin) full where it leaves the body, a knee (or
hock), a slim cannon, the fetlock's knob, a sloping pastern and a hoof; the
head has ears, a forelock, a nostril and a bridle; the mane falls from the
crest in locks.  A horse is drawn heading right in its own frame, its
body's middle at the origin, and set on the card by ``Horse.at``, ``rot``
and ``scale``: larger than its rider, filling the card's lower half, as on
Piacentine packs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .italian_court_parts import shade
from .palette import OUT
from .svg import ellipse, num, path, place, smooth

Point = tuple[float, float]
# Legs as (upper angle, lower angle) from straight down, degrees, + forward:
# near fore, far fore, near hind, far hind.
Legs = tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]
HOOF = "#3a2e26"


@dataclass(frozen=True)
class Horse:
    """A horse heading right: its coat and mane, where it stands on the card
    (``at``, ``rot``: the body's turn, - rears up), its legs and its head."""

    coat: str
    mane: str
    at: Point
    rot: float
    legs: Legs
    head: Point          # the poll, relative to the body's middle
    nose: float          # the head's slope, degrees (90: nose straight down)
    tail: float = 0.0    # how far the tail swings back
    scale: float = 1.0
    build: str = "riding"   # a key of BODIES
    tail_kind: str = "hanging"  # a key of TAILS

    def page(self, p: Point) -> Point:
        """A point of the horse's own frame on the card."""
        a = math.radians(self.rot)
        x, y = p[0] * self.scale, p[1] * self.scale
        return (self.at[0] + x * math.cos(a) - y * math.sin(a), self.at[1] + x * math.sin(a) + y * math.cos(a))


# The body's outline (through which a smooth curve runs), chest to quarters,
# and the neck's arch above the withers, by build: a slender horse, tucked
# up; a long, low one; a compact, round one; a heavy horse, deep and broad.
BODIES: dict[str, tuple[list[Point], float, float]] = {
    "riding": ([(46, -6), (34, 18), (0, 24), (-34, 20), (-48, 2), (-40, -18), (0, -18), (30, -22)], 0.0, 9.0),
    "slender": ([(46, -8), (34, 15), (0, 19), (-30, 18), (-46, 0), (-40, -18), (0, -16), (30, -23)], 2.0, 8.5),
    "long": ([(50, -4), (38, 19), (0, 23), (-38, 20), (-54, 2), (-47, -17), (0, -15), (32, -21)], 0.0, 9.0),
    "compact": ([(44, -8), (32, 20), (0, 25), (-28, 22), (-42, 2), (-35, -21), (0, -20), (28, -24)], 3.0, 10.0),
    "heavy": ([(50, -6), (40, 25), (0, 31), (-36, 27), (-52, 4), (-44, -22), (0, -21), (32, -27)], 6.0, 12.0),
}
# Tails from the croup: streaming down and back (rearing), hanging, raised
# in an arch (trotting), or long and full (a heavy horse at rest); ``{t}``
# is how far it swings back.
TAILS = {
    "hanging": "M-42,-10 Q{a},0 {b},44 Q{c},18 -40,0 Z",
    "streaming": "M-42,-10 C-64,-2 -72,28 -68,56 C-60,32 -54,14 -40,2 Z",
    "raised": "M-36,-18 C-46,-48 -62,-42 -56,-10 C-53,-24 -48,-24 -42,-2 Z",
    "full": "M-46,-12 Q-62,6 -53,50 L-46,54 L-41,46 Q-46,16 -42,2 Z",
}
TAIL_STRANDS = {
    "hanging": "M-46,-2 Q-54,16 -54,36 M-44,2 Q-49,18 -50,30",
    "streaming": "M-50,-2 C-60,14 -64,32 -64,46 M-46,2 C-54,16 -58,30 -58,40",
    "raised": "M-42,-22 C-48,-38 -56,-38 -56,-20 M-44,-12 C-48,-26 -53,-28 -54,-18",
    "full": "M-51,-4 Q-57,14 -51,44 M-46,0 Q-50,20 -46,46",
}


# Where the rider sits, in the horse's frame, and how large he is drawn
# beside the horse (a man of about two thirds of the horse's height).
SEAT = (-8.0, -22.0)
RIDER = 0.9
LEG_TOPS = ((30.0, 6.0), (22.0, 6.0), (-32.0, 4.0), (-24.0, 4.0))


def _dir(a: float) -> Point:
    return math.sin(math.radians(a)), math.cos(math.radians(a))


def _leg(top: Point, angles: tuple[float, float], colour: str, width: float = 9.0) -> list[str]:
    """One leg ``width`` thick at the top, from ``top``: forearm or gaskin,
    knee or hock, cannon, fetlock, a sloping pastern and the hoof."""
    (x, y), (a1, a2) = top, angles
    d1, d2, d3 = _dir(a1), _dir(a2), _dir(a2 + 28)
    knee = (x + 27 * d1[0], y + 27 * d1[1])
    fet = (knee[0] + 25 * d2[0], knee[1] + 25 * d2[1])
    cor = (fet[0] + 8 * d3[0], fet[1] + 8 * d3[1])
    mid = ((knee[0] + fet[0]) / 2, (knee[1] + fet[1]) / 2)
    bones = [(x - 4 * d1[0], y - 14), (x, y), ((x + knee[0]) / 2, (y + knee[1]) / 2), knee, mid, fet, cor]
    halves = [width * 0.8, width * 0.72, width * 0.52, width * 0.42, width * 0.29, width * 0.38, width * 0.27]
    left, right = [], []
    for i, (px, py) in enumerate(bones):
        a, b = bones[max(0, i - 1)], bones[min(len(bones) - 1, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = max(1e-6, math.hypot(dx, dy))
        left.append((px - dy / n * halves[i], py + dx / n * halves[i]))
        right.append((px + dy / n * halves[i], py - dx / n * halves[i]))
    outline = smooth([*left, *reversed(right)], closed=True)
    dh = _dir(a2 + 12)
    bx, by = cor[0] + 7 * dh[0], cor[1] + 7 * dh[1]
    h0, h1 = width * 0.3, width * 0.46
    hoof = (f"M{num(cor[0] - dh[1] * h0)},{num(cor[1] + dh[0] * h0)} L{num(bx - dh[1] * h1)},{num(by + dh[0] * h1)} "
            f"L{num(bx + dh[1] * h1)},{num(by - dh[0] * h1)} L{num(cor[0] + dh[1] * h0)},{num(cor[1] - dh[0] * h0)} Z")
    return [path(outline, colour, OUT, 1.5), path(hoof, HOOF, OUT, 1.2),
            path(f"M{num(knee[0] - 2)},{num(knee[1] - 1)} q2,2 4,0", None, shade(colour, 0.6), 0.9)]


# The head in its own frame: u along the face from the poll to the nose,
# v across it towards the throat.
HEAD_UV = [(-4, -7), (14, -9), (33, -7), (46, -4), (49, 3), (44, 9), (33, 9), (19, 11), (7, 19), (-5, 12)]


def _mane(crest: list[Point], colour: str) -> str:
    """Locks falling from the crest (``crest`` runs from the poll to the withers)."""
    d = f"M{num(crest[0][0])},{num(crest[0][1])}"
    back: list[Point] = []
    for i in range(len(crest) - 1):
        (ax, ay), (bx, by) = crest[i], crest[i + 1]
        dx, dy = bx - ax, by - ay
        n = max(1e-6, math.hypot(dx, dy))
        # the lock's point lies off the crest on its outer side, swept back
        back.append(((ax + bx) / 2 - dy / n * 7 - dx / n * 4, (ay + by) / 2 + dx / n * 7 - dy / n * 4))
        # the first stretch runs over the poll, behind the ears: no lock there
        d += f" L{num(bx)},{num(by)}" if i == 0 else f" Q{num(back[-1][0])},{num(back[-1][1])} {num(bx)},{num(by)}"
    d += " " + " ".join(f"L{num(x)},{num(y)}" for x, y in reversed(crest[1:-1])) + " Z"
    return path(d, colour, OUT, 1.1)


def horse(h: Horse) -> str:
    """The horse: far legs, tail, body, near legs, neck, head, mane and bridle."""
    px, py = h.head
    a = math.radians(h.nose)
    dx, dy = math.cos(a), math.sin(a)
    nx, ny = -dy, dx

    def uv(u: float, v: float) -> Point:
        return (px + u * dx + v * nx, py + u * dy + v * ny)

    def pt(p: Point) -> str:
        return f"{num(p[0])},{num(p[1])}"

    body, crest, w = BODIES[h.build]
    far = shade(h.coat, 0.78)
    line = shade(h.coat, 0.62)
    tail = TAILS[h.tail_kind].format(a=num(-62 - h.tail), b=num(-58 - h.tail), c=num(-52 - h.tail * 0.5))
    withers = (14, -20 - crest)
    nape = uv(-2, 4)
    parts = [*_leg(LEG_TOPS[1], h.legs[1], far, w), *_leg(LEG_TOPS[3], h.legs[3], far, w),
             path(tail, h.mane, OUT, 1.5), path(TAIL_STRANDS[h.tail_kind], None, OUT, 0.8),
             path(smooth(body, closed=True), h.coat, OUT, 2),
             # the shoulder, the belly and the stifle under the coat
             path("M24,-16 Q36,-2 30,12 M-6,18 Q10,22 24,18 M-30,-14 Q-40,0 -30,14", None, line, 1.1),
             *_leg(LEG_TOPS[0], h.legs[0], h.coat, w), *_leg(LEG_TOPS[2], h.legs[2], h.coat, w),
             # the neck: the crest arching from the withers to the poll, the
             # throat under the jaw, the breast down to the chest
             path(f"M{pt(withers)} Q{pt(((withers[0] + nape[0]) / 2 - 4, (withers[1] + nape[1]) / 2 - crest))} "
                  f"{pt(nape)} L{pt(uv(8, 15))} Q{pt((40, -8))} 46,4 L30,-18 Z", h.coat, OUT, 2),
             path(smooth([uv(*p) for p in HEAD_UV], closed=True), h.coat, OUT, 2),
             # two ears pricked at the poll
             path(f"M{pt(uv(-2, -6))} Q{pt(uv(-9, -7))} {pt(uv(-13, -3))} Q{pt(uv(-8, 0))} {pt(uv(-2, -1))} Z",
                  far, OUT, 1.0),
             path(f"M{pt(uv(-3, -3))} Q{pt(uv(-10, -4))} {pt(uv(-14, 1))} Q{pt(uv(-9, 4))} {pt(uv(-2, 3))} Z",
                  h.coat, OUT, 1.2),
             _mane([uv(-2, -6), uv(-6, 2), *[(withers[0] + (uv(-6, 2)[0] - withers[0]) * t,
                                             withers[1] + (uv(-6, 2)[1] - withers[1]) * t) for t in (0.66, 0.33)],
                    withers, (withers[0] - 8, withers[1] + 4)], h.mane),
             # the forelock over the brow
             path(f"M{pt(uv(-2, -7))} Q{pt(uv(5, -10))} {pt(uv(9, -7))} Q{pt(uv(5, -5))} {pt(uv(1, -3))} Z",
                  h.mane, OUT, 0.9),
             # the cheek, the eye under its brow, the nostril and the mouth
             path(f"M{pt(uv(6, 14))} Q{pt(uv(16, 8))} {pt(uv(12, -2))}", None, line, 1.0),
             ellipse(*uv(12, -3), 2.4, 2.0, OUT), ellipse(*uv(12.6, -3.6), 0.7, 0.7, "#ffffff"),
             path(f"M{pt(uv(9, -6))} Q{pt(uv(12, -7.5))} {pt(uv(16, -5))}", None, OUT, 0.9),
             path(f"M{pt(uv(41, -2))} Q{pt(uv(44, 1))} {pt(uv(42, 3))}", None, OUT, 1.2),
             path(f"M{pt(uv(47, 6))} L{pt(uv(40, 8))}", None, OUT, 0.9),
             # the bridle: noseband, cheek strap and browband
             path(f"M{pt(uv(31, -8))} L{pt(uv(31, 10))} M{pt(uv(1, -5))} L{pt(uv(31, 3))} "
                  f"M{pt(uv(3, -7))} L{pt(uv(3, 12))}", None, "#6b2a10", 1.8)]
    return place(parts, h.at[0], h.at[1], h.scale, h.rot)


# A white horse on the cream card: a pale blue-grey coat (a "white" horse is
# a grey one in paint), its mane and tail darker, so that its outline still
# shows on a 60 px card.
GREY_COAT, GREY_MANE = "#c2cad4", "#767d88"


def dapples(h: Horse, spots: tuple[Point, ...], rx: float, ry: float, colour: str) -> list[str]:
    """Round dapples of ``colour`` on the horse's barrel, at ``spots`` in its own units."""
    return [ellipse(x, y, rx, ry, colour) for x, y in (h.page(p) for p in spots)]


def grey_marks(h: Horse) -> list[str]:
    """The soft shading of a grey horse's coat (under the belly, behind the
    shoulder and over the quarters, a shade darker) and its dapples, a shade
    lighter, over the barrel: drawn over the horse, inside its body."""
    dark, light = shade(h.coat, 0.86), shade(h.coat, 1.45)
    belly = [(36, 4), (20, 13), (0, 15), (-26, 13), (-38, 4), (-26, 8), (0, 9), (22, 4)]
    shoulder = [(30, -14), (36, -4), (32, 8), (26, 0)]
    quarters = [(-30, -12), (-40, -6), (-40, 6), (-32, 0)]
    marks = [path(smooth([h.page(p) for p in pts], closed=True), dark) for pts in (belly, shoulder, quarters)]
    spots = ((-18, -6), (-4, -2), (10, -8), (-26, 2), (16, 2), (2, -11))
    return marks + dapples(h, spots, 3.6 * h.scale, 2.6 * h.scale, light)
