"""The card backs and the table's felt."""

from __future__ import annotations

from .figures import rosette
from .palette import GOLD, WHITE
from .svg import circle, ellipse, line, rect, svg_doc

# Each back's (ground, light ink, middle ink).
BACK_INKS = {"red": ("#9e1b22", "#f4e3c8", "#c9414a"), "blue": ("#1f3f7a", "#e3ecf8", "#4a70b8")}


def diamond_lattice(fg: str, mid: str) -> list[str]:
    """The red back's pattern: a diamond lattice with dots at the crossings."""
    out: list[str] = []
    for i in range(-12, 13):
        x = 120 + i * 18
        out.append(line(x - 170, 10, x + 170, 350, mid, 2))
        out.append(line(x + 170, 10, x - 170, 350, mid, 2))
    for iy in range(20):
        for ix in range(13):
            x = 12 + ix * 18 + (9 if iy % 2 else 0)
            y = 12 + iy * 18
            if 14 < x < 226 and 14 < y < 346:
                out.append(circle(x, y, 2.2, fg))
    return out


def quatrefoils(fg: str, mid: str) -> list[str]:
    """The blue back's pattern: tiles of four-leaved rings."""
    out: list[str] = []
    for iy in range(10):
        for ix in range(7):
            x = 21 + ix * 33
            y = 24 + iy * 35
            out.append(circle(x, y, 13, None, mid, 2))
            for a in range(4):
                out.append(ellipse(0, -8, 4, 8, mid, None, None,
                                   f' transform="translate({x} {y}) rotate({a * 90 + 45})"'))
            out.append(circle(x, y, 2.5, fg))
    return out


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
             # frame lines hide the pattern's cut edges
             rect(12, 12, 216, 336, None, bg, 6, 8),
             rect(17, 17, 206, 326, None, fg, 2, 6),
             rect(5, 5, 230, 350, None, WHITE, 8, 10),
             *medallion(bg, fg, mid)]
    parts += [rosette(x, y, 10, fg, GOLD) for x, y in ((30, 30), (210, 30), (30, 330), (210, 330))]
    return svg_doc(parts)


class Lcg:
    """Tiny deterministic random source (no dependence on Python's random)."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> float:
        self.state = (self.state * 1103515245 + 12345) % (1 << 31)
        return self.state / float(1 << 31)


def felt_svg() -> str:
    """A seamless 128 px tile of green baize: a diagonal weave and specks."""
    size = 128
    parts = [rect(0, 0, size, size, "#1d6b3a")]
    # diagonal weave with a period that divides the tile: seamless
    for i in range(-8, 9):
        thread = i * 16
        parts.append(line(thread, 0, thread + size, size, "#22763f", 3))
        parts.append(line(thread + 8, 0, thread + 8 - size, size, "#19613a", 1.5))
    rnd = Lcg(1728)
    for _ in range(90):
        x, y = rnd.next() * size, rnd.next() * size
        r = 0.6 + rnd.next() * 1.0
        col = "#2a8249" if rnd.next() > 0.5 else "#155530"
        # a speck near an edge is drawn again across it, so the tile wraps
        for ox in (-size, 0, size):
            for oy in (-size, 0, size):
                xx, yy = x + ox, y + oy
                if -3 < xx < size + 3 and -3 < yy < size + 3:
                    parts.append(circle(xx, yy, r, col))
    return svg_doc(parts, size, size)
