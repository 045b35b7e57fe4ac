"""The four Cavalli: riders on horses of four coats and four gaits (rearing,
walking, trotting, standing), each rider dressed and hatted in his own way
and holding his suit's sign in his own way.

A Cavallo is drawn heading right; those who head left are mirrored whole.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .figures import limb, turned_head
from .italian_court_parts import (
    arm,
    club_in_hand,
    coin_at,
    cup_on,
    fist,
    ground,
    mirrored,
    palm,
    robe,
    shoe,
    sword_in_hand,
)
from .italian_headgear import beret, brimmed_hat, helmet, pointed_cap
from .palette import BLACK, GOLD, ITALIAN_COL, OUT, WHITE
from .svg import ellipse, held, num, path, place, smooth

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

    def page(self, p: Point) -> Point:
        """A point of the horse's own frame on the card."""
        a = math.radians(self.rot)
        x, y = p[0] * self.scale, p[1] * self.scale
        return (self.at[0] + x * math.cos(a) - y * math.sin(a), self.at[1] + x * math.sin(a) + y * math.cos(a))


# Where the rider sits, in the horse's frame, and how much larger than the
# horse he is drawn (a man on these small horses would look a boy).
SEAT = (-10.0, -22.0)
RIDER = 1.12
LEG_TOPS = ((32.0, 8.0), (24.0, 8.0), (-34.0, 6.0), (-26.0, 6.0))


def _leg(top: Point, angles: tuple[float, float], colour: str) -> list[str]:
    """One leg from ``top``: forearm or gaskin, cannon, and a dark hoof."""
    (x, y), (a1, a2) = top, angles
    kx, ky = x + 28 * math.sin(math.radians(a1)), y + 28 * math.cos(math.radians(a1))
    fx, fy = kx + 30 * math.sin(math.radians(a2)), ky + 30 * math.cos(math.radians(a2))
    hx, hy = fx + 5 * math.sin(math.radians(a2)), fy + 5 * math.cos(math.radians(a2))
    d = f"M{num(x)},{num(y - 10)} L{num(x)},{num(y)} Q{num(kx)},{num(ky)} {num(kx)},{num(ky)} L{num(fx)},{num(fy)}"
    return [path(d, None, OUT, 13), path(d, None, colour, 9),
            path(f"M{num(fx)},{num(fy)} L{num(hx)},{num(hy)}", None, BLACK, 10)]


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
    parts = [*_leg(LEG_TOPS[1], h.legs[1], h.mane), *_leg(LEG_TOPS[3], h.legs[3], h.mane),
             path(f"M-42,-10 Q{num(-62 - h.tail)},0 {num(-58 - h.tail)},40 Q{num(-52 - h.tail * 0.5)},16 -40,0 Z",
                  h.mane, OUT, 1.5),
             path(smooth([(46, -6), (34, 18), (0, 24), (-34, 20), (-48, 2), (-40, -18), (0, -18),
                          (30, -22)], closed=True), h.coat, OUT, 2),
             *_leg(LEG_TOPS[0], h.legs[0], h.coat), *_leg(LEG_TOPS[2], h.legs[2], h.coat),
             path(smooth([(14, -20), uv(-2, -5), uv(4, 12), (48, 2), (40, -12)], closed=True), h.coat, OUT, 2),
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


def rider(h: Horse, robe_c: str, hose: str, lean: float = 0.0) -> list[str]:
    """The rider's leg and body, seated on ``h`` (head and arms are the
    caller's)."""
    sx, sy = h.page(SEAT)
    bit = h.page((h.head[0] + 20 * math.cos(math.radians(h.nose)), h.head[1] + 20 * math.sin(math.radians(h.nose))))
    hx, hy = sx + lean, sy - 46
    # seated() draws the rider larger about his seat: aim the reins so that
    # they still end at the bit
    bit = (sx + (bit[0] - sx) / RIDER, sy + (bit[1] - sy) / RIDER)
    return [*limb(smooth([(sx - 4, sy - 4), (sx + 14, sy + 6), (sx + 12, sy + 30)]), hose, 10),
            shoe(sx + 10, sy + 34, 1, BLACK, 0.9),
            robe([(sx - 14, sy), (hx - 12, hy + 4), (hx, hy - 2), (hx + 12, hy + 4), (sx + 14, sy + 2),
                  (sx, sy + 8)], robe_c),
            path(f"M{num(sx - 12)},{num(sy - 12)} L{num(sx + 14)},{num(sy - 12)}", None, GOLD, 4),
            # the reins, from the far hand to the bit
            path(f"M{num(hx + 18)},{num(hy + 34)} L{num(bit[0])},{num(bit[1])}", None, "#6b2a10", 1.6)]


def seated(h: Horse, cloth: str, parts: list[str], coat: list[str] | None = None) -> list[str]:
    """The ground, the horse (with the marks of its ``coat``) under a saddle
    cloth of ``cloth``, and the rider's ``parts``, drawn ``RIDER`` times
    larger about his seat."""
    seat = h.page(SEAT)
    sx, sy = SEAT
    saddle = [robe([h.page((sx + dx, sy + dy)) for dx, dy in ((-20, 2), (20, 0), (18, 32), (-18, 34))], cloth, 1.5),
              path(smooth([h.page((sx - 18, sy + 28)), h.page((sx + 18, sy + 26))]), None, GOLD, 3)]
    return [ground(), horse(h), *(coat or []), *saddle, held(parts, seat, seat, 0, RIDER)]


def _head(h: Horse, lean: float) -> Point:
    """Where the head of a rider on ``h``, leaning ``lean`` forward, sits
    (before he is drawn larger about his seat)."""
    sx, sy = h.page(SEAT)
    return sx + lean + 2, sy - 60


def cavallo_of_swords() -> list[str]:
    """A knight in a crested helmet on a rearing white horse, his sword
    raised high over its head."""
    h = Horse("#ece6da", "#8a7d6a", (107, 250), -24, ((100, 10), (80, -20), (-4, -24), (-14, -34)),
              (40, -52), 50, 4, 0.92)
    blue = ITALIAN_COL["S"]["main"]
    hx, hy = _head(h, 4)
    out = [*rider(h, blue, GOLD, 4)]
    out += [*arm([(hx - 6, hy + 22), (hx + 10, hy + 40), (hx + 22, hy + 34)], blue, 8), palm(hx + 24, hy + 34, 70, 5)]
    out += turned_head(hx, hy, 12, 1, "#5a3a1e", "short")
    out += helmet(hx, hy, 12, "#c8ccd2", "#c0222c", 1)
    return seated(h, "#c0222c", out + [sword_in_hand(96, (hx + 26, hy - 6), 26),
                            *arm([(hx + 4, hy + 20), (hx + 18, hy + 10), (hx + 24, hy - 2)], blue, 8),
                            fist(hx + 26, hy - 6, 26, 5.5)])


def cavallo_of_cups() -> list[str]:
    """A young rider in a broad hat on a walking bay, holding the cup out
    before him on his open hand."""
    h = Horse("#8b4a2b", "#2b2118", (115, 256), 0, ((35, -40), (-10, 5), (-5, 5), (18, 0)),
              (46, -48), 60, 0, 0.92)
    red = ITALIAN_COL["H"]["main"]
    hx, hy = _head(h, 0)
    out = [*rider(h, red, "#2f5f8f")]
    out += [*arm([(hx - 6, hy + 22), (hx + 8, hy + 40), (hx + 20, hy + 34)], red, 8), palm(hx + 22, hy + 34, 70, 5)]
    out += turned_head(hx, hy, 12, 1, "#b07a3a", "long")
    out += brimmed_hat(hx, hy, 12, "#3e8e41", GOLD, 1)
    return seated(h, "#2f5f8f", out + [cup_on((hx + 31, hy - 6), 0.5),
                            *arm([(hx + 4, hy + 20), (hx + 26, hy + 20), (hx + 30, hy - 2)], red, 8),
                            palm(hx + 31, hy - 4, 90, 5.5)])


def cavallo_of_coins() -> list[str]:
    """A page in a plumed beret on a trotting dapple grey, the coin lifted
    high in his right hand."""
    h = Horse("#9a9088", "#4a423c", (110.5, 254), -4, ((40, -30), (-20, -10), (-30, -5), (30, 50)),
              (48, -50), 40, 0, 0.91)
    gold = ITALIAN_COL["D"]["main"]
    hx, hy = _head(h, -2)
    dapples = [h.page(p) for p in ((-20, -6), (-6, 4), (10, -8), (-30, 6), (22, 2))]
    out = [*rider(h, gold, "#c0222c", -2)]
    out += [*arm([(hx - 6, hy + 22), (hx + 8, hy + 40), (hx + 20, hy + 34)], gold, 8), palm(hx + 22, hy + 34, 70, 5)]
    out += turned_head(hx, hy, 12, 1, "#2b2118", "curly")
    out += beret(hx, hy, 12, "#c0222c", 1, WHITE)
    return seated(h, "#6a4a8a", out + [coin_at((hx + 30, hy - 34), 0.4),
                            *arm([(hx + 4, hy + 20), (hx + 24, hy + 8), (hx + 28, hy - 12)], gold, 8),
                            fist(hx + 29, hy - 14, 90, 5.5)],
                  [ellipse(x, y, 3.5, 2.5, "#bdb5ac") for x, y in dapples])


def cavallo_of_batons() -> list[str]:
    """A bearded rider in a pointed cap on a chestnut standing square, head
    bowed, his club held upright before him like a mace."""
    h = Horse("#c89a5e", "#5a3a1e", (116, 261), 5, ((6, -6), (-8, 4), (2, 6), (-8, -2)),
              (52, -34), 100, -4)
    green = ITALIAN_COL["C"]["main"]
    hx, hy = _head(h, 0)
    out = [*rider(h, green, "#e0ac2b")]
    out += [
            *arm([(hx - 6, hy + 22), (hx + 8, hy + 40), (hx + 20, hy + 34)], green, 8), palm(hx + 22, hy + 34, 70, 5)]
    out += turned_head(hx, hy, 12, 1, "#7a4a20", "long", "short")
    out += pointed_cap(hx, hy, 12, "#c0222c", 1, GOLD)
    return seated(h, "#c0222c", out + [club_in_hand(112, (hx + 25, hy + 26), 6, 2, 0.14),
                            *arm([(hx + 4, hy + 20), (hx + 14, hy + 38), (hx + 23, hy + 30)], green, 8),
                            fist(hx + 25, hy + 26, 6, 5.5)])


CAVALLI = {"S": (cavallo_of_swords, 1), "H": (cavallo_of_cups, -1), "D": (cavallo_of_coins, 1),
           "C": (cavallo_of_batons, -1)}


def cavallo_figure(suit: str) -> list[str]:
    """The Cavallo of ``suit``, without his panel."""
    draw, facing = CAVALLI[suit]
    parts = draw()
    return [mirrored(parts)] if facing < 0 else parts



