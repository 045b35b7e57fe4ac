"""Figures and trimmings that both packs use: sleeves, heads, crowns, rosettes."""

from __future__ import annotations

from .palette import GOLD, GOLD_DK, OUT, SKIN, SKIN_DK
from .svg import circle, ellipse, num, path, place, rect


def limb(d: str, colour: str, width: float) -> list[str]:
    """A sleeve or leg: a thick coloured stroke over a slightly wider outline."""
    return [path(d, None, OUT, width + 4), path(d, None, colour, width)]


def face_head(cx: float, cy: float, r: float, beard: str | None = None,
              hair: str = "#5a3a1e") -> list[str]:
    """A court's head of radius ``r`` at (cx, cy): hair, face, cheeks, brows,
    eyes, nose and mouth, and a beard and moustache when ``beard`` is a colour."""
    out = [path(f"M{num(cx - r)},{num(cy)} Q{num(cx - r - 3)},{num(cy + r * 1.3)} "
                f"{num(cx - r * 0.4)},{num(cy + r * 1.2)} L{num(cx + r * 0.4)},{num(cy + r * 1.2)} "
                f"Q{num(cx + r + 3)},{num(cy + r * 1.3)} {num(cx + r)},{num(cy)} Z", hair, OUT, 1.5),
           circle(cx, cy, r, SKIN, OUT, 2)]
    # rosy cheeks and brows give the small faces an expression at card size
    out += [circle(cx - r * 0.5, cy + r * 0.32, r * 0.16, "#eeb3a0"),
            circle(cx + r * 0.5, cy + r * 0.32, r * 0.16, "#eeb3a0"),
            path(f"M{num(cx - r * 0.52)},{num(cy - r * 0.24)} Q{num(cx - r * 0.35)},{num(cy - r * 0.36)} "
                 f"{num(cx - r * 0.16)},{num(cy - r * 0.26)}", None, hair, max(1.2, r * 0.08)),
            path(f"M{num(cx + r * 0.16)},{num(cy - r * 0.26)} Q{num(cx + r * 0.35)},{num(cy - r * 0.36)} "
                 f"{num(cx + r * 0.52)},{num(cy - r * 0.24)}", None, hair, max(1.2, r * 0.08))]
    out += [circle(cx - r * 0.35, cy - r * 0.05, r * 0.1, OUT),
            circle(cx + r * 0.35, cy - r * 0.05, r * 0.1, OUT),
            path(f"M{num(cx)},{num(cy)} L{num(cx - r * 0.12)},{num(cy + r * 0.3)} "
                 f"L{num(cx + r * 0.08)},{num(cy + r * 0.32)}", None, SKIN_DK, 1.2),
            path(f"M{num(cx - r * 0.28)},{num(cy + r * 0.55)} Q{num(cx)},{num(cy + r * 0.68)} "
                 f"{num(cx + r * 0.28)},{num(cy + r * 0.55)}", None, "#a0403a", 1.5)]
    if beard:
        out.append(path(f"M{num(cx - r * 0.9)},{num(cy + r * 0.2)} Q{num(cx - r * 0.8)},{num(cy + r * 1.7)} "
                        f"{num(cx)},{num(cy + r * 1.9)} Q{num(cx + r * 0.8)},{num(cy + r * 1.7)} "
                        f"{num(cx + r * 0.9)},{num(cy + r * 0.2)} Q{num(cx + r * 0.5)},{num(cy + r * 0.85)} "
                        f"{num(cx)},{num(cy + r * 0.8)} Q{num(cx - r * 0.5)},{num(cy + r * 0.85)} "
                        f"{num(cx - r * 0.9)},{num(cy + r * 0.2)} Z", beard, OUT, 1.5))
        out.append(path(f"M{num(cx - r * 0.35)},{num(cy + r * 0.5)} Q{num(cx)},{num(cy + r * 0.35)} "
                        f"{num(cx + r * 0.35)},{num(cy + r * 0.5)}", None, beard, 3))
    return out


def crown(cx: float, top: float, w: float, h: float, jewel: str) -> list[str]:
    """A three-pointed gold crown ``w`` wide and ``h`` high, set with ``jewel``."""
    x0, x1 = cx - w / 2, cx + w / 2
    b = top + h
    d = (f"M{num(x0)},{num(b)} L{num(x0 - 2)},{num(top)} L{num(cx - w / 4)},{num(top + h * 0.45)} "
         f"L{num(cx)},{num(top - h * 0.3)} L{num(cx + w / 4)},{num(top + h * 0.45)} "
         f"L{num(x1 + 2)},{num(top)} L{num(x1)},{num(b)} Z")
    return [path(d, GOLD, GOLD_DK, 2),
            rect(x0, b - h * 0.28, w, h * 0.28, GOLD, GOLD_DK, 1.5),
            circle(cx, b - h * 0.14, h * 0.11, jewel),
            circle(x0 - 2, top, 3, GOLD, GOLD_DK, 1), circle(x1 + 2, top, 3, GOLD, GOLD_DK, 1),
            circle(cx, top - h * 0.3, 3.5, jewel, GOLD_DK, 1)]


def rosette(x: float, y: float, r: float, petal: str, centre: str) -> str:
    """A five-petalled flower of radius ``r`` at (x, y)."""
    parts = [ellipse(0, -r * 0.55, r * 0.32, r * 0.55, petal, OUT, 1,
                     f' transform="rotate({i * 72})"') for i in range(5)]
    parts.append(circle(0, 0, r * 0.3, centre, OUT, 1))
    return place(parts, x, y)
