"""The Cavalli's horses: four builds (a slender horse, a long-backed one, a
compact one and a heavy one), four tails (streaming, hanging, raised,
full), legs set for each gait, and a head turned to any slope.

A horse is drawn heading right in its own frame, its body's middle at the
origin, and set on the card by ``Horse.at``, ``rot`` and ``scale``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .palette import BLACK, OUT
from .svg import ellipse, num, path, place, smooth

Point = tuple[float, float]
# Legs as (upper angle, lower angle) from straight down, degrees, + forward:
# near fore, far fore, near hind, far hind.
Legs = tuple[tuple[float, float], tuple[float, float], tuple[float, float], tuple[float, float]]


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
    "slender": ([(46, -8), (34, 13), (0, 17), (-30, 16), (-46, 0), (-40, -17), (0, -15), (30, -23)], 2.0, 8.0),
    "long": ([(50, -4), (38, 17), (0, 21), (-38, 18), (-54, 2), (-47, -16), (0, -14), (32, -20)], 0.0, 8.5),
    "compact": ([(44, -8), (32, 19), (0, 24), (-28, 21), (-42, 2), (-35, -21), (0, -20), (28, -24)], 3.0, 9.5),
    "heavy": ([(50, -6), (40, 25), (0, 31), (-36, 27), (-52, 4), (-44, -22), (0, -21), (32, -27)], 6.0, 12.0),
}
# Tails from the croup: streaming down and back (rearing), hanging, raised
# in an arch (trotting), or long and full (a heavy horse at rest); ``{t}``
# is how far it swings back.
TAILS = {
    "hanging": "M-42,-10 Q{a},0 {b},40 Q{c},16 -40,0 Z",
    "streaming": "M-42,-10 C-64,-2 -72,28 -68,56 C-60,32 -54,14 -40,2 Z",
    "raised": "M-36,-18 C-46,-48 -62,-42 -56,-10 C-53,-24 -48,-24 -42,-2 Z",
    "full": "M-46,-12 Q-62,6 -53,50 L-46,54 L-41,46 Q-46,16 -42,2 Z",
}
TAIL_STRANDS = {
    "hanging": "",
    "streaming": "M-50,-2 C-60,14 -64,32 -64,46 M-46,2 C-54,16 -58,30 -58,40",
    "raised": "M-42,-22 C-48,-38 -56,-38 -56,-20 M-44,-12 C-48,-26 -53,-28 -54,-18",
    "full": "M-51,-4 Q-57,14 -51,44 M-46,0 Q-50,20 -46,46",
}


# Where the rider sits, in the horse's frame, and how much larger than the
# horse he is drawn (a man on these small horses would look a boy).
SEAT = (-10.0, -22.0)
RIDER = 1.12
LEG_TOPS = ((32.0, 8.0), (24.0, 8.0), (-34.0, 6.0), (-26.0, 6.0))


def _leg(top: Point, angles: tuple[float, float], colour: str, width: float = 9.0) -> list[str]:
    """One leg ``width`` thick from ``top``: forearm or gaskin, cannon, and a dark hoof."""
    (x, y), (a1, a2) = top, angles
    kx, ky = x + 28 * math.sin(math.radians(a1)), y + 28 * math.cos(math.radians(a1))
    fx, fy = kx + 30 * math.sin(math.radians(a2)), ky + 30 * math.cos(math.radians(a2))
    hx, hy = fx + 5 * math.sin(math.radians(a2)), fy + 5 * math.cos(math.radians(a2))
    d = f"M{num(x)},{num(y - 10)} L{num(x)},{num(y)} Q{num(kx)},{num(ky)} {num(kx)},{num(ky)} L{num(fx)},{num(fy)}"
    return [path(d, None, OUT, width + 4), path(d, None, colour, width),
            path(f"M{num(fx)},{num(fy)} L{num(hx)},{num(hy)}", None, BLACK, width + 1)]


# The head in its own frame: u along the face from the poll to the nose,
# v across it towards the throat.
HEAD_UV = [(-3, -6), (12, -8), (28, -6), (38, -3), (40, 3), (36, 7), (27, 7), (16, 9), (6, 15), (-4, 9)]


def horse(h: Horse) -> str:
    """The horse: far legs, tail, body, near legs, neck, head and mane."""
    px, py = h.head
    a = math.radians(h.nose)
    dx, dy = math.cos(a), math.sin(a)
    nx, ny = -dy, dx

    def uv(u: float, v: float) -> Point:
        return (px + u * dx + v * nx, py + u * dy + v * ny)

    ex, ey = uv(9, -1)
    body, crest, w = BODIES[h.build]
    tail = TAILS[h.tail_kind].format(a=num(-62 - h.tail), b=num(-58 - h.tail), c=num(-52 - h.tail * 0.5))
    parts = [*_leg(LEG_TOPS[1], h.legs[1], h.mane, w), *_leg(LEG_TOPS[3], h.legs[3], h.mane, w),
             path(tail, h.mane, OUT, 1.5)]
    parts += [path(TAIL_STRANDS[h.tail_kind], None, OUT, 0.8)] if TAIL_STRANDS[h.tail_kind] else []
    parts += [path(smooth(body, closed=True), h.coat, OUT, 2),
             *_leg(LEG_TOPS[0], h.legs[0], h.coat, w), *_leg(LEG_TOPS[2], h.legs[2], h.coat, w),
             path(smooth([(14, -20 - crest), uv(-2, -5 - crest), uv(4, 12), (48, 2), (40, -12)], closed=True),
                  h.coat, OUT, 2),
             path(smooth([uv(*p) for p in HEAD_UV], closed=True), h.coat, OUT, 2),
             path(f"M{num(uv(-1, -4)[0])},{num(uv(-1, -4)[1])} L{num(uv(-9, -8)[0])},{num(uv(-9, -8)[1])} "
                  f"L{num(uv(3, -6)[0])},{num(uv(3, -6)[1])} Z", h.coat, OUT, 1.2),
             path(smooth([uv(-2, -5), uv(-8, 2), (8, -24), (18, -20), uv(2, 4)], closed=True), h.mane, OUT, 1),
             ellipse(ex, ey, 2, 2, OUT),
             ellipse(*uv(37, 1), 1.5, 1.5, OUT),
             # the bridle: noseband and cheek strap
             path(f"M{num(uv(24, -6)[0])},{num(uv(24, -6)[1])} L{num(uv(24, 8)[0])},{num(uv(24, 8)[1])} "
                  f"M{num(uv(2, -4)[0])},{num(uv(2, -4)[1])} L{num(uv(24, 2)[0])},{num(uv(24, 2)[1])}",
                  None, "#6b2a10", 1.6)]
    return place(parts, h.at[0], h.at[1], h.scale, h.rot)


