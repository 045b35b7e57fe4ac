"""SVG writing: shapes, groups and transforms, and path builders.

Every number goes through :func:`num`, so the output is byte for byte the
same on every run.  Only what pygame's NanoSVG rasteriser understands is
written: paths, basic shapes, groups with transforms, solid fills and strokes.
"""

from __future__ import annotations

import math

from .deck import H, W


def num(x: float) -> str:
    """Fixed float formatting so output never depends on repr details."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _style(fill: str | None, stroke: str | None, sw: float | None, extra: str) -> str:
    """The fill and stroke attributes every shape shares (no fill when ``fill`` is None)."""
    out = f' fill="{fill or "none"}"'
    if stroke:
        out += f' stroke="{stroke}" stroke-width="{num(sw if sw is not None else 2)}"'
        out += ' stroke-linejoin="round" stroke-linecap="round"'
    return out + extra


def path(d: str, fill: str | None = None, stroke: str | None = None,
         sw: float | None = None, extra: str = "") -> str:
    return f'<path d="{d}"{_style(fill, stroke, sw, extra)}/>'


def circle(cx: float, cy: float, r: float, fill: str | None = None,
           stroke: str | None = None, sw: float | None = None) -> str:
    return (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"'
            f'{_style(fill, stroke, sw, "")}/>')


def ellipse(cx: float, cy: float, rx: float, ry: float, fill: str | None = None,
            stroke: str | None = None, sw: float | None = None, extra: str = "") -> str:
    return (f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}"'
            f'{_style(fill, stroke, sw, extra)}/>')


def rect(x: float, y: float, w: float, h: float, fill: str | None = None,
         stroke: str | None = None, sw: float | None = None, rx: float = 0) -> str:
    r = f' rx="{num(rx)}"' if rx else ""
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{r}'
            f'{_style(fill, stroke, sw, "")}/>')


def line(x1: float, y1: float, x2: float, y2: float, stroke: str, sw: float) -> str:
    """A straight stroke with round ends."""
    return path(f"M{num(x1)},{num(y1)} L{num(x2)},{num(y2)}", None, stroke, sw)


def group(parts: list[str], transform: str = "") -> str:
    """``parts`` in one ``<g>``, under ``transform`` if one is given."""
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}>" + "".join(parts) + "</g>"


def _turn_and_scale(rot: float, scale: float) -> str:
    """The rotate and scale steps of a transform, each only when it does something."""
    t = f" rotate({num(rot)})" if rot else ""
    return t + (f" scale({num(scale)})" if scale != 1.0 else "")


def place(parts: list[str], x: float, y: float, scale: float = 1.0,
          rot: float = 0.0) -> str:
    """Draw ``parts`` (drawn about the origin) at (x, y), turned and scaled."""
    return group(parts, f"translate({num(x)} {num(y)})" + _turn_and_scale(rot, scale))


def svg_doc(parts: list[str], w: int = W, h: int = H) -> str:
    """A whole SVG file of ``w`` x ``h`` units holding ``parts``, one a line."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">\n' + "\n".join(parts) + "\n</svg>\n")


def ellipse_d(cx: float, cy: float, rx: float, ry: float, rot: float = 0.0) -> str:
    """An ellipse as a closed subpath (two half arcs), turned ``rot`` degrees
    about its centre, so that many small ones can share one ``<path>``."""
    a = math.radians(rot)
    dx, dy = rx * math.cos(a), rx * math.sin(a)
    arc = f"A{num(rx)},{num(ry)} {num(rot)} 1,0"
    return (f"M{num(cx - dx)},{num(cy - dy)} {arc} {num(cx + dx)},{num(cy + dy)} "
            f"{arc} {num(cx - dx)},{num(cy - dy)} Z")


def smooth(points: list[tuple[float, float]], closed: bool = False) -> str:
    """Catmull-Rom spline through ``points`` as SVG cubic segments."""
    knots = points + points[:2] if closed else [points[0], *points, points[-1]]
    d = f"M{num(knots[1][0])},{num(knots[1][1])}"
    last = len(knots) - 2 if not closed else len(points) + 1
    for i in range(1, last):
        p0, p1, p2, p3 = knots[i - 1], knots[i], knots[i + 1], knots[min(i + 2, len(knots) - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += (f" C{num(c1[0])},{num(c1[1])} {num(c2[0])},{num(c2[1])} "
              f"{num(p2[0])},{num(p2[1])}")
    return d + (" Z" if closed else "")


def cubic_point(p: list[tuple[float, float]], t: float) -> tuple[float, float]:
    """The point at ``t`` (0..1) on the cubic Bezier curve ``p`` = [start, c1, c2, end]."""
    m = 1 - t
    w = (m * m * m, 3 * m * m * t, 3 * m * t * t, t * t * t)
    return (sum(wi * q[0] for wi, q in zip(w, p, strict=True)), sum(wi * q[1] for wi, q in zip(w, p, strict=True)))


def held(parts: list[str], grip: tuple[float, float], hand: tuple[float, float],
         rot: float = 0.0, scale: float = 1.0) -> str:
    """Place ``parts`` so that their point ``grip`` lands in ``hand``,
    turned by ``rot`` degrees and scaled about that point."""
    return group(parts, f"translate({num(hand[0])} {num(hand[1])})" + _turn_and_scale(rot, scale)
                 + f" translate({num(-grip[0])} {num(-grip[1])})")
