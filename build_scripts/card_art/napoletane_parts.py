"""What the Napoletane courts share: the coloured platform each stands on,
which tells the suit as on Neapolitan packs (yellow for Coins, red for
Cups, blue for Swords, green for Batons), and the Re's tall open crown."""

from __future__ import annotations

from .italian_court_parts import shade
from .palette import GOLD, GOLD_DK, OUT, WHITE
from .svg import circle, ellipse, num, path, rect

PLATFORM = {"S": "#2f5f8f", "H": "#c0222c", "D": "#f2c12e", "C": "#3e8e41"}
RED = "#c0222c"


def platform(suit: str, x0: float, x1: float, top: float) -> list[str]:
    """The suit's platform from ``x0`` to ``x1``: its lit top from ``top`` and its front below."""
    c = PLATFORM[suit]
    return [path(f"M{num(x0 + 5)},{num(top)} L{num(x1 - 5)},{num(top)} L{num(x1)},{num(top + 5)} "
                 f"L{num(x0)},{num(top + 5)} Z", shade(c, 1.35), OUT, 1.2),
            rect(x0, top + 5, x1 - x0, 10, c, OUT, 1.2)]


def tall_crown(cx: float, cy: float, r: float, jewel: str) -> list[str]:
    """A tall open crown: a red cap rising inside a band of three tall
    points and two low ones, pearls on the points."""
    top = cy - r * 0.9
    cap = path(f"M{num(cx - r * 0.9)},{num(top)} Q{num(cx - r)},{num(top - r * 1.5)} {num(cx)},{num(top - r * 1.6)} "
               f"Q{num(cx + r)},{num(top - r * 1.5)} {num(cx + r * 0.9)},{num(top)} Z", RED, OUT, 1.2)
    xs = (-0.9, -0.45, 0.0, 0.45, 0.9)
    pts = [(cx + dx * r, top - r * (1.35 if i % 2 == 0 else 0.7)) for i, dx in enumerate(xs)]
    d = f"M{num(cx - r * 1.05)},{num(top)}"
    for (x, y), dx in zip(pts, xs, strict=True):
        d += f" L{num(x)},{num(y)} L{num(cx + (dx + 0.22) * r)},{num(top - r * 0.25)}"
    d += f" L{num(cx + r * 1.05)},{num(top)} Z"
    return [cap, path(d, GOLD, GOLD_DK, 1.4), *(circle(x, y - 2, r * 0.14, WHITE, GOLD_DK, 0.8) for x, y in pts),
            rect(cx - r * 1.08, top - 1, r * 2.16, r * 0.42, GOLD, GOLD_DK, 1.2, 2),
            *(ellipse(cx + dx * r, top + r * 0.2, r * 0.13, r * 0.15, jewel, GOLD_DK, 0.7) for dx in (-0.6, 0, 0.6))]
