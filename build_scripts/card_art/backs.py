"""The card backs (the table's felt is in ``felt``)."""

from __future__ import annotations

import math

from .figures import rosette
from .palette import GOLD, WHITE
from .svg import circle, ellipse, ellipse_d, num, path, rect, svg_doc

# Each back's (ground, light ink, middle ink).
BACK_INKS = {"red": ("#9e1b22", "#f4e3c8", "#c9414a"), "blue": ("#1f3f7a", "#e3ecf8", "#4a70b8")}


# The patterned field inside a back's frame line: the tiles are chosen so a
# whole number of motifs fits it each way, edge to edge, none cut.
FIELD_X0, FIELD_Y0, FIELD_X1, FIELD_Y1 = 18.0, 18.0, 222.0, 342.0


def diamond_lattice(fg: str, mid: str) -> list[str]:
    """The red back's pattern: a lattice of 12 by 18 whole diamonds whose
    corners meet the frame, with a dot at every other crossing inside."""
    w, h = FIELD_X1 - FIELD_X0, FIELD_Y1 - FIELD_Y0
    nx, ny = 24, 36                    # half-diamonds across and down: even, so the corners are crossings
    a, b = w / nx, h / ny
    lines: list[str] = []
    # each line runs from one side of the field to another, one step of b per step of a
    for k in range(-nx, ny + 1, 2):
        for slope in (1, -1):
            pts = []
            for i in range(nx + 1):
                j = k + i if slope == 1 else k + nx - i
                if 0 <= j <= ny:
                    pts.append((FIELD_X0 + i * a, FIELD_Y0 + j * b))
            if len(pts) > 1:
                (xa, ya), (xb, yb) = pts[0], pts[-1]
                lines.append(f"M{num(xa)},{num(ya)} L{num(xb)},{num(yb)}")
    dots = [ellipse_d(FIELD_X0 + i * a, FIELD_Y0 + j * b, 2.2, 2.2)
            for j in range(2, ny, 2) for i in range(2, nx, 2)]
    return [path(" ".join(lines), None, mid, 2), path(" ".join(dots), fg)]


def quatrefoils(fg: str, mid: str) -> list[str]:
    """The blue back's pattern: 6 by 9 whole four-leaved rings, one in the
    middle of each tile of the field."""
    nx, ny = 6, 9
    tw, th = (FIELD_X1 - FIELD_X0) / nx, (FIELD_Y1 - FIELD_Y0) / ny
    rings: list[str] = []
    leaves: list[str] = []
    dots: list[str] = []
    for iy in range(ny):
        for ix in range(nx):
            x, y = FIELD_X0 + (ix + 0.5) * tw, FIELD_Y0 + (iy + 0.5) * th
            rings.append(ellipse_d(x, y, 13, 13))
            for q in range(4):
                a = math.radians(q * 90 + 45)
                leaves.append(ellipse_d(x + 8 * math.sin(a), y - 8 * math.cos(a), 4, 8, q * 90 + 45))
            dots.append(ellipse_d(x, y, 2.5, 2.5))
    return [path(" ".join(rings), None, mid, 2), path(" ".join(leaves), mid), path(" ".join(dots), fg)]


def medallion(bg: str, fg: str, mid: str) -> list[str]:
    """The oval in the middle of a back, a ring of petals round a gold boss."""
    out = [ellipse(120, 180, 58, 80, bg, fg, 3), ellipse(120, 180, 50, 72, None, mid, 2)]
    for i in range(12):
        out.append(ellipse(0, -36, 8, 22, mid if i % 2 else fg, None, None,
                           f' transform="translate(120 180) rotate({i * 30})"'))
    return [*out, circle(120, 180, 16, fg, bg, 2), circle(120, 180, 6, GOLD)]


def back_svg(name: str) -> str:
    """The ``red`` or ``blue`` card back."""
    bg, fg, mid = BACK_INKS[name]
    pattern = diamond_lattice(fg, mid) if name == "red" else quatrefoils(fg, mid)
    parts = [rect(1, 1, 238, 358, WHITE, "#6b6257", 2, 14),
             rect(12, 12, 216, 336, bg, None, None, 8),
             *pattern,
             rect(12, 12, 216, 336, None, bg, 6, 8),
             rect(17, 17, 206, 326, None, fg, 2, 6),
             rect(5, 5, 230, 350, None, WHITE, 8, 10),
             *medallion(bg, fg, mid)]
    parts += [rosette(x, y, 10, fg, GOLD) for x, y in ((30, 30), (210, 30), (30, 330), (210, 330))]
    return svg_doc(parts)
