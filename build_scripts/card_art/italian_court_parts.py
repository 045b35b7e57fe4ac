"""What the twelve Italian courts share: the panel they stand in, hands,
legs and shoes, the ground, and the signs sized for a court's hand.

The figure of a court stays inside the panel's inner rule (``INNER``), so
nothing of it is cut by the frame.
"""

from __future__ import annotations

from .batons import club
from .figures import limb
from .italian_signs import coin, cup
from .palette import BLACK, OUT, SKIN, SKIN_DK
from .svg import group, held, num, path, place, rect, smooth
from .swords import long_sword

# The inner rule of the court panel: x0, y0, x1, y1.
INNER = (55.0, 19.0, 185.0, 341.0)
Point = tuple[float, float]


def court_frame(fill: str, stroke: str) -> list[str]:
    """The coloured panel a court figure stands in, with an inner rule."""
    return [rect(50, 14, 140, 332, fill, stroke, 3, 6),
            rect(55, 19, 130, 322, None, stroke, 1, 4)]


def mirrored(parts: list[str]) -> str:
    """``parts`` mirrored about the card's middle line: a figure drawn facing
    right turned to face left."""
    return group(parts, "translate(240 0) scale(-1 1)")


def palm(x: float, y: float, rot: float = 0.0, r: float = 6.5) -> str:
    """An open hand, fingers together, the thumb apart; fingers towards -y
    before turning by ``rot``."""
    parts = [path(f"M{num(-r * 0.7)},{num(r * 0.6)} L{num(-r * 0.75)},{num(-r * 0.7)} "
                  f"Q{num(-r * 0.7)},{num(-r * 1.3)} 0,{num(-r * 1.3)} Q{num(r * 0.7)},{num(-r * 1.3)} "
                  f"{num(r * 0.7)},{num(-r * 0.6)} L{num(r * 1.2)},{num(-r * 0.2)} "
                  f"Q{num(r * 1.3)},{num(r * 0.2)} {num(r * 0.7)},{num(r * 0.3)} L{num(r * 0.6)},{num(r * 0.6)} Z",
                  SKIN, OUT, 1.4),
             path(f"M{num(-r * 0.25)},{num(-r * 1.1)} V{num(-r * 0.3)} M{num(r * 0.25)},{num(-r * 1.1)} "
                  f"V{num(-r * 0.3)}", None, SKIN_DK, 0.9)]
    return place(parts, x, y, 1.0, rot)


def arm(points: list[Point], sleeve: str, width: float = 11.0) -> list[str]:
    """A sleeved arm through ``points`` (shoulder, elbow, wrist), the cloth
    creased at the elbow, with a cuff."""
    d = smooth(points)
    (ax, ay), (bx, by) = points[-2], points[-1]
    cuff = smooth([(ax + (bx - ax) * 0.8, ay + (by - ay) * 0.8), (bx, by)])
    (sx, sy), (ex, ey) = points[0], points[1]
    length = max(1e-6, ((bx - sx) ** 2 + (by - sy) ** 2) ** 0.5)
    ux, uy = (bx - sx) / length, (by - sy) / length
    w = width * 0.36
    creases = " ".join(f"M{num(ex + k * ux - uy * w)},{num(ey + k * uy + ux * w)} "
                       f"Q{num(ex + (k + 2.5) * ux)},{num(ey + (k + 2.5) * uy)} "
                       f"{num(ex + k * ux + uy * w * 0.4)},{num(ey + k * uy - ux * w * 0.4)}" for k in (-4.0, 0.0))
    return [*limb(d, sleeve, width), path(creases, None, OUT, 0.9),
            path(cuff, None, OUT, width * 0.8), path(cuff, None, "#f4efe0", width * 0.5)]


def leg(points: list[Point], hose: str, width: float = 10.0) -> list[str]:
    """A leg in hose through ``points`` (hip, knee, ankle)."""
    return limb(smooth(points), hose, width)


def shoe(x: float, y: float, facing: int, colour: str = BLACK, size: float = 1.0) -> str:
    """A soft pointed shoe, its heel at (x, y), its toe towards ``facing``."""
    f, s = facing, size
    return path(f"M{num(x - f * 5 * s)},{num(y - 5 * s)} Q{num(x + f * 6 * s)},{num(y - 7 * s)} "
                f"{num(x + f * 15 * s)},{num(y + 1)} Q{num(x + f * 6 * s)},{num(y + 4 * s)} "
                f"{num(x - f * 6 * s)},{num(y + 3 * s)} Z", colour, OUT, 1.2)


def ground(y: float = 322.0, colour: str = "#a9b57a") -> str:
    """The grass a court stands on, inside the inner rule."""
    x0, _, x1, y1 = INNER
    return path(f"M{num(x0 + 2)},{num(y + 4)} Q{num(x0 + 40)},{num(y - 6)} 120,{num(y - 2)} "
                f"Q{num(x1 - 30)},{num(y + 2)} {num(x1 - 2)},{num(y - 4)} L{num(x1 - 2)},{num(y1 - 3)} "
                f"L{num(x0 + 2)},{num(y1 - 3)} Z", colour, OUT, 1.3)


def robe(points: list[Point], colour: str, sw: float = 2.0) -> str:
    """A closed garment outline through ``points``, smoothed."""
    return path(smooth(points, closed=True), colour, OUT, sw)


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


def cup_by_stem(hand: Point, scale: float = 0.6) -> str:
    """A cup held upright by its stem in the fist at ``hand``."""
    return held(cup(), (0, 20), hand, 0, scale)


def coin_at(centre: Point, scale: float = 0.46) -> str:
    """A coin centred on ``centre``."""
    return held(coin(), (0, 0), centre, 0, scale)
