"""Generate all of Trappola's card art as SVG (plus PNG renders) from code.

Run ``python build_scripts/make_art.py`` to rewrite everything under
``assets/``; ``--out DIR`` writes into another root (the tests use this to
check that the committed files are reproducible), ``--sheet OUT.png --faces
italian|french|french4`` renders a contact sheet of a deck with pygame.

The SVG writer is pure stdlib and deterministic: shapes are emitted in a fixed
order and every number goes through :func:`num`, so the output is byte for
byte the same on every run.  The art only uses what pygame's NanoSVG
rasteriser understands: paths, basic shapes, groups with transforms, solid
fills and strokes.  No ``<text>`` (NanoSVG ignores it), so the corner indices
are drawn with a small stroke font defined in :data:`GLYPHS`.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
W, H = 240, 360
RANKS = "AKQJ2T987"
SUITS = "SHDC"
DECKS = ("italian", "french", "french4")
BACKS = ("red", "blue")
ICON_SIZES = (16, 32, 48, 64, 128, 256)

# Index letters follow each deck's own court names (Re/Cavallo/Fante).
INDEX_LETTERS = {
    "italian": {"A": "A", "K": "R", "Q": "C", "J": "F", "2": "2", "T": "10",
                "9": "9", "8": "8", "7": "7"},
    "french": {"A": "A", "K": "K", "Q": "Q", "J": "J", "2": "2", "T": "10",
               "9": "9", "8": "8", "7": "7"},
}

OUT = "#2b2118"
CREAM = "#fbf7ec"
GOLD = "#e0ac2b"
GOLD_DK = "#7a5410"
SKIN = "#f4d3b4"
SKIN_DK = "#8a5a35"
WHITE = "#ffffff"
BLACK = "#1b1b1b"

# Italian suits: each has its own colour *and* its own shape.
ITALIAN_COL = {
    "S": {"main": "#2f5f8f", "dark": "#1b3553", "light": "#dbe6f1", "ink": "#1f4e8c"},
    "H": {"main": "#c0222c", "dark": "#6e1016", "light": "#f6d3d0", "ink": "#b0182a"},
    "D": {"main": "#e3ad24", "dark": "#7a5410", "light": "#f8e7b0", "ink": "#8f6200"},
    "C": {"main": "#3e8e41", "dark": "#4a3018", "light": "#d5ebcf", "ink": "#2b6b2e"},
}
FRENCH_RED = "#c8102e"
FRENCH4_COL = {"S": BLACK, "H": FRENCH_RED, "D": "#1560bd", "C": "#17853a"}


def suit_ink(deck: str, suit: str) -> str:
    """The colour of a suit's pips and index in a deck."""
    if deck == "italian":
        return ITALIAN_COL[suit]["ink"]
    if deck == "french4":
        return FRENCH4_COL[suit]
    return FRENCH_RED if suit in "HD" else BLACK


# ---------------------------------------------------------------- primitives


def num(x: float) -> str:
    """Fixed float formatting so output never depends on repr details."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _style(fill: str | None, stroke: str | None, sw: float | None, extra: str) -> str:
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
    return path(f"M{num(x1)},{num(y1)} L{num(x2)},{num(y2)}", None, stroke, sw)


def group(parts: list[str], transform: str = "") -> str:
    t = f' transform="{transform}"' if transform else ""
    return f"<g{t}>" + "".join(parts) + "</g>"


def place(parts: list[str], x: float, y: float, scale: float = 1.0,
          rot: float = 0.0) -> str:
    t = f"translate({num(x)} {num(y)})"
    if rot:
        t += f" rotate({num(rot)})"
    if scale != 1.0:
        t += f" scale({num(scale)})"
    return group(parts, t)


def pts(points: list[tuple[float, float]]) -> str:
    return " L".join(f"{num(x)},{num(y)}" for x, y in points)


def svg_doc(parts: list[str], w: int = W, h: int = H) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}">\n' + "\n".join(parts) + "\n</svg>\n")


# ------------------------------------------------------------- stroke font
# Glyphs live in a 30x50 box (y down); drawn as round-capped strokes.
GLYPHS = {
    "A": ["M2,50 L15,0 L28,50", "M7,33 H23"],
    "K": ["M3,0 V50", "M28,0 L3,30", "M12,20 L28,50"],
    "Q": ["M15,0 A13,25 0 1,0 15,50 A13,25 0 1,0 15,0 Z", "M17,35 L29,51"],
    "J": ["M9,0 H29", "M23,0 V35 Q23,50 12,50 Q3,50 2,40"],
    "R": ["M3,50 V0 H15 Q28,0 28,13 Q28,26 15,26 H3", "M14,26 L28,50"],
    "C": ["M28,9 Q24,0 15,0 Q2,0 2,25 Q2,50 15,50 Q24,50 28,41"],
    "F": ["M3,50 V0 H28", "M3,24 H22"],
    "2": ["M3,12 Q4,0 15,0 Q28,0 28,13 Q28,24 3,50 H29"],
    "7": ["M2,0 H28 L10,50"],
    "8": ["M15,0 A11,11.5 0 1,0 15,23 A11,11.5 0 1,0 15,0 Z",
          "M15,23 A13,13.5 0 1,0 15,50 A13,13.5 0 1,0 15,23 Z"],
    "9": ["M15,0 A13,13 0 1,0 15,26 A13,13 0 1,0 15,0 Z",
          "M28,13 V36 Q28,50 14,50 Q6,50 3,43"],
    "1": ["M-2,9 L4,1 V50"],
    "0": ["M10,0 A9,25 0 1,0 10,50 A9,25 0 1,0 10,0 Z"],
}


def glyph_text(text: str, colour: str, sw: float = 9.0) -> str:
    """Index text in the 30x50 box at the origin.

    ``10`` runs a little wider (to x=38) with a thinner stroke, so that the
    one and the nought keep a clear gap even on 60 px cards.
    """
    strokes: list[str] = []
    if text == "10":
        sw *= 0.85
        strokes += [path(d, None, colour, sw) for d in GLYPHS["1"]]
        strokes.append(group([path(d, None, colour, sw) for d in GLYPHS["0"]],
                             "translate(16 0)"))
        return group(strokes)
    strokes += [path(d, None, colour, sw) for d in GLYPHS[text]]
    return group(strokes)


# ------------------------------------------------------- Italian suit signs
# Each sign is drawn in a box of about -50..50 around the origin.


def ellipse_d(cx: float, cy: float, rx: float, ry: float, rot: float = 0.0) -> str:
    """An ellipse as a closed subpath (two half arcs), turned ``rot`` degrees
    about its centre, so that many small ones can share one ``<path>``."""
    a = math.radians(rot)
    dx, dy = rx * math.cos(a), rx * math.sin(a)
    arc = f"A{num(rx)},{num(ry)} {num(rot)} 1,0"
    return (f"M{num(cx - dx)},{num(cy - dy)} {arc} {num(cx + dx)},{num(cy + dy)} "
            f"{arc} {num(cx - dx)},{num(cy - dy)} Z")


def coin(simple: bool = False, merged: bool = True) -> list[str]:
    """The coin.  ``merged`` draws the rings of dots and the petals as one
    path each: a tenth of the shapes for NanoSVG, which rasterises every
    shape on its own, so the ten of coins loads several times faster.  The
    icon keeps the separate shapes it was made with."""
    c = ITALIAN_COL["D"]
    red = ITALIAN_COL["H"]["main"]
    out = [circle(0, 0, 48, c["main"], c["dark"], 4)]
    if simple:
        return out + [circle(0, 0, 26, c["light"], c["dark"], 5),
                      circle(0, 0, 10, red)]
    out.append(circle(0, 0, 39, None, c["dark"], 2))
    rim = [(43.5 * math.sin(math.radians(i * 22.5)), -43.5 * math.cos(math.radians(i * 22.5)))
           for i in range(16)]
    dots = [(27 * math.sin(math.radians(i * 45 + 22.5)), -27 * math.cos(math.radians(i * 45 + 22.5)))
            for i in range(8)]
    if merged:
        out.append(path(" ".join(ellipse_d(x, y, 2.4, 2.4) for x, y in rim), c["dark"]))
        out.append(circle(0, 0, 33, c["light"], c["dark"], 2))
        petals = []
        for i in range(8):
            a = math.radians(i * 45)
            petals.append(ellipse_d(19 * math.sin(a), -19 * math.cos(a), 7, 13, i * 45))
        out.append(path(" ".join(petals), c["main"], c["dark"], 1.5))
        out.append(path(" ".join(ellipse_d(x, y, 2.6, 2.6) for x, y in dots), red))
    else:
        out += [circle(x, y, 2.4, c["dark"]) for x, y in rim]
        out.append(circle(0, 0, 33, c["light"], c["dark"], 2))
        for i in range(8):
            out.append(ellipse(0, -19, 7, 13, c["main"], c["dark"], 1.5,
                               f' transform="rotate({i * 45})"'))
        out += [circle(x, y, 2.6, red) for x, y in dots]
    out.append(circle(0, 0, 8, red, c["dark"], 1.5))
    out.append(circle(0, 0, 3, GOLD))
    return out


def cup(simple: bool = False) -> list[str]:
    c = ITALIAN_COL["H"]
    bowl = "M-36,-40 L36,-40 C36,-8 22,8 0,10 C-22,8 -36,-8 -36,-40 Z"
    out = [path(bowl, c["main"], c["dark"], 3.5)]
    if not simple:
        out.append(path("M-33,-24 Q0,-14 33,-24", None, GOLD, 4))
        out.append(path("M-22,-6 Q0,4 22,-6", None, c["light"], 2.5))
        out.append(circle(0, -10, 4, GOLD, c["dark"], 1))
    out += [
        rect(-40, -48, 80, 10, GOLD, GOLD_DK, 2.5, 3),
        rect(-6, 8, 12, 26, GOLD, GOLD_DK, 2.5),
        ellipse(0, 20, 11, 6, GOLD, GOLD_DK, 2.5),
        path("M-28,46 Q-22,32 -6,32 L6,32 Q22,32 28,46 Z", GOLD, GOLD_DK, 2.5),
    ]
    if not simple:
        out.append(path("M-20,42 Q0,36 20,42", None, c["main"], 2.5))
    return out


def sword_pip(simple: bool = False) -> list[str]:
    """An upright sword, point up, for indices and court hands."""
    c = ITALIAN_COL["S"]
    if simple:
        # chunky version that still reads at index size (a few pixels)
        return [path("M-11,18 L-11,-30 L0,-50 L11,-30 L11,18 Z", c["main"], c["dark"], 4),
                rect(-30, 16, 60, 12, GOLD, GOLD_DK, 4, 4),
                rect(-6, 28, 12, 14, c["dark"]), circle(0, 44, 8, GOLD, GOLD_DK, 3)]
    out = [path("M-6,22 L-6,-34 L0,-50 L6,-34 L6,22 Z", c["light"], c["dark"], 3)]
    if not simple:
        out.append(line(0, -34, 0, 16, c["main"], 2))
    out += [
        path("M-24,18 Q-26,26 -18,28 L18,28 Q26,26 24,18 Z", c["main"], c["dark"], 2.5),
        rect(-4, 28, 8, 13, GOLD_DK, OUT, 1.5),
        circle(0, 45, 6, GOLD, GOLD_DK, 2),
    ]
    return out


def baton_pip(simple: bool = False) -> list[str]:
    """An upright wooden club, heavy end up (the index sign when ``simple``)."""
    if not simple:
        return club(100)
    # chunky, few details: it has to read as a club at a few pixels
    dark = ITALIAN_COL["C"]["dark"]
    return [path("M-17,-12 L-34,-24 L-34,-8 Z M16,10 L33,0 L33,16 Z", WOOD_SHADE, dark, 4),
            path("M-11,46 L-22,-30 Q-22,-52 0,-52 Q22,-52 22,-30 L11,46 Q0,52 -11,46 Z",
                 WOOD, dark, 5),
            path("M-10,-30 Q-8,0 -5,30", None, WOOD_HI, 5)]


def _smooth(points: list[tuple[float, float]], closed: bool = False) -> str:
    """Catmull-Rom spline through ``points`` as SVG cubic segments."""
    pts_ = points + points[:2] if closed else [points[0], *points, points[-1]]
    d = f"M{num(pts_[1][0])},{num(pts_[1][1])}"
    last = len(pts_) - 2 if not closed else len(points) + 1
    for i in range(1, last):
        p0, p1, p2, p3 = pts_[i - 1], pts_[i], pts_[i + 1], pts_[min(i + 2, len(pts_) - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += (f" C{num(c1[0])},{num(c1[1])} {num(c2[0])},{num(c2[1])} "
              f"{num(p2[0])},{num(p2[1])}")
    return d + (" Z" if closed else "")


WOOD_CUT, WOOD_RING = "#ecd29a", "#a8773f"


def baton_ace() -> list[str]:
    """The Ace of Batons: a carved, knotty cudgel tapering to the grip, with
    cut branch stubs, a ribbon tied round it and sprigs of leaves."""
    c = ITALIAN_COL["C"]
    wood, shade, hi, bark = "#9a6b34", "#744e24", "#c99a5c", "#4a3018"
    top, bot = 46.0, 322.0

    def cx(t: float) -> float:           # the centre line wanders a little
        return 120 + 5 * math.sin(t * 5.2 + 0.4) - 3 * t

    def hw(t: float, side: int) -> float:
        w = 40 - 29 * t ** 0.85
        for kt, ks, kh in ((0.2, -1, 9), (0.36, 1, 8), (0.55, -1, 6), (0.72, 1, 5)):
            if ks == side:
                w += kh * math.exp(-((t - kt) / 0.045) ** 2)
        return w

    ts = [0.04 + i * 0.07 for i in range(14)]
    left = [(cx(t) - hw(t, -1), top + t * (bot - top)) for t in ts]
    right = [(cx(t) + hw(t, 1), top + t * (bot - top)) for t in ts]
    y_at = [top + t * (bot - top) for t in ts]
    # rounded, lumpy burl at the heavy end; blunt grip end
    cap = [(cx(0) + 34, 32.0), (cx(0) + 18, 16.0), (cx(0) - 4, 12.0), (cx(0) - 24, 18.0),
           (cx(0) - 38, 34.0)]
    foot = [(cx(1) - 9, bot + 8), (cx(1) + 2, bot + 11), (cx(1) + 10, bot + 6)]
    outline = _smooth([*cap, *left, *foot, *right[::-1]], closed=True)

    out: list[str] = []
    # sprigs of leaves behind the club, sprouting from the top stubs
    for (x0, y0, ang, size) in ((94, 62, -128, 1.1), (158, 96, -25, 1.2),
                                (84, 176, 170, 0.95), (150, 296, 28, 0.7)):
        sprig = [path("M0,0 Q18,-5 38,-2", None, "#3d6b26", 3)]
        for lx, ly, la in ((12, -2, -50), (22, -3, 40), (30, -3, -35), (40, -2, 0)):
            sprig.append(ellipse(lx + 6, ly, 10, 4.8, "#5fa045", "#2f5a22", 1.3,
                                 f' transform="rotate({la} {lx} {ly})"'))
        out.append(place(sprig, x0, y0, size, ang))
    # ribbon tails behind the club
    ry = 226.0
    out += [path(f"M{num(cx(0.65) - 10)},{num(ry)} C70,{num(ry - 4)} 62,{num(ry + 30)} 44,{num(ry + 44)} "
                 f"L60,{num(ry + 46)} L50,{num(ry + 60)} C72,{num(ry + 46)} 84,{num(ry + 18)} "
                 f"{num(cx(0.65) - 8)},{num(ry + 14)} Z",
                 ITALIAN_COL["H"]["main"], ITALIAN_COL["H"]["dark"], 2),
            path(f"M{num(cx(0.65) + 8)},{num(ry - 8)} C168,{num(ry - 20)} 180,{num(ry - 2)} 198,{num(ry + 8)} "
                 f"L184,{num(ry + 14)} L196,{num(ry + 26)} C174,{num(ry + 16)} 160,{num(ry + 6)} "
                 f"{num(cx(0.65) + 8)},{num(ry + 8)} Z",
                 ITALIAN_COL["H"]["main"], ITALIAN_COL["H"]["dark"], 2)]
    # cut branch stubs (behind the body, cut faces in front)
    stubs = ((0.14, -1, 32, 26, 15), (0.3, 1, 28, 27, 14), (0.47, -1, 24, 23, 12),
             (0.62, 1, 30, 20, 11), (0.8, -1, 22, 16, 9))
    faces: list[str] = []
    for t, side, ang, ln, wd in stubs:
        y = top + t * (bot - top)
        x = cx(t) + side * (hw(t, side) - 6)
        a = math.radians(ang)
        dx, dy = side * math.cos(a), -math.sin(a)
        ex, ey = x + dx * ln, y + dy * ln
        nx, ny = -dy, dx
        out.append(path(f"M{num(x + nx * wd / 2)},{num(y + ny * wd / 2)} "
                        f"L{num(ex + nx * wd * 0.38)},{num(ey + ny * wd * 0.38)} "
                        f"L{num(ex - nx * wd * 0.38)},{num(ey - ny * wd * 0.38)} "
                        f"L{num(x - nx * wd / 2)},{num(y - ny * wd / 2)} Z",
                        wood, c["dark"], 2.5))
        rot = f' transform="rotate({num(math.degrees(math.atan2(dy, dx)))} {num(ex)} {num(ey)})"'
        faces += [ellipse(ex, ey, wd * 0.2, wd * 0.4, WOOD_CUT, c["dark"], 1.8, rot),
                  ellipse(ex, ey, wd * 0.09, wd * 0.2, None, WOOD_RING, 1.2, rot)]
    out.append(path(outline, wood, c["dark"], 3.5))
    # shading: a darker band down the right, a highlight down the left
    sh = [(cx(t) + hw(t, 1) * 0.35, yy) for t, yy in zip(ts, y_at, strict=True)]
    out.append(path(_smooth([(cx(0) + 26, 22.0), *right[1:-1], (cx(1) + 9, bot + 4),
                             *sh[::-1][1:]], closed=True), shade))
    out.append(path(_smooth([(cx(t) - hw(t, -1) * 0.62, yy) for t, yy in zip(ts[1:-2], y_at[1:-2], strict=True)]),
                    None, hi, 4))
    # bark grain and knots
    for off, t0, t1 in ((-0.3, 0.08, 0.5), (0.05, 0.3, 0.9), (0.55, 0.12, 0.62), (-0.45, 0.62, 0.95)):
        seg = [(cx(t) + off * (hw(t, 1) + hw(t, -1)) / 2 + 2 * math.sin(t * 19),
                top + t * (bot - top)) for t in [t0 + (t1 - t0) * i / 6 for i in range(7)]]
        out.append(path(_smooth(seg), None, bark, 1.6))
    for t, off, r in ((0.22, -0.45, 6), (0.4, 0.4, 5), (0.68, -0.1, 4)):
        x, y = cx(t) + off * hw(t, 1), top + t * (bot - top)
        out += [ellipse(x, y, r * 0.7, r, shade, bark, 1.5), ellipse(x, y, r * 0.25, r * 0.45, bark)]
    out += faces
    # the cut at the grip end and the carved band of the handle
    out += [path(f"M{num(cx(0.9) - 14)},{num(y_at[-1] - 10)} Q{num(cx(0.9))},{num(y_at[-1] - 2)} "
                 f"{num(cx(0.9) + 14)},{num(y_at[-1] - 12)}", None, c["dark"], 2.5)]
    # the ribbon band wrapped round the front
    w0, w1 = hw(0.62, -1) + 3, hw(0.66, 1) + 3
    out.append(path(f"M{num(cx(0.62) - w0)},{num(ry - 2)} Q{num(cx(0.64))},{num(ry + 10)} "
                    f"{num(cx(0.66) + w1)},{num(ry - 12)} L{num(cx(0.66) + w1)},{num(ry + 4)} "
                    f"Q{num(cx(0.64))},{num(ry + 26)} {num(cx(0.62) - w0)},{num(ry + 14)} Z",
                    ITALIAN_COL["H"]["main"], ITALIAN_COL["H"]["dark"], 2))
    out.append(path(f"M{num(cx(0.62) - w0 + 4)},{num(ry + 6)} Q{num(cx(0.64))},{num(ry + 18)} "
                    f"{num(cx(0.66) + w1 - 4)},{num(ry - 3)}", None, GOLD, 2))
    return out


def long_sword(length: float, bow: float) -> list[str]:
    """A long curved blade, hilt at +y, tip at -y, bowing ``bow`` sideways."""
    c = ITALIAN_COL["S"]
    yg = length / 2 - 30
    yt = -length / 2
    ym = (yg + yt) / 2
    wb = 15.0
    blade = (f"M{num(-wb / 2)},{num(yg)} Q{num(2 * bow - wb / 2)},{num(ym)} 0,{num(yt)} "
             f"Q{num(2 * bow + wb / 2)},{num(ym)} {num(wb / 2)},{num(yg)} Z")
    # fuller: the first 85% of the centre curve (de Casteljau split)
    t = 0.85
    cx1, cy1 = t * 2 * bow, yg + t * (ym - yg)
    ex = 2 * (1 - t) * t * 2 * bow
    ey = (1 - t) ** 2 * yg + 2 * (1 - t) * t * ym + t * t * yt
    # the hilt sits square to the blade where the blade leaves it
    tilt = math.degrees(math.atan2(2 * bow, yg - ym))
    hilt = [
        path(f"M-20,{num(yg - 5)} Q-24,{num(yg + 4)} -14,{num(yg + 5)} L14,{num(yg + 5)} "
             f"Q24,{num(yg + 4)} 20,{num(yg - 5)} Z", GOLD, GOLD_DK, 2),
        rect(-4, yg + 5, 8, 14, c["main"], c["dark"], 1.5),
        circle(0, yg + 24, 6, GOLD, GOLD_DK, 2),
    ]
    return [
        # the darker steel: the court frames are filled with the light blue
        path(blade, SWORD_STEEL, c["dark"], 2.5),
        path(f"M0,{num(yg)} Q{num(cx1)},{num(cy1)} {num(ex)},{num(ey)}", None, c["main"], 1.8),
        group(hilt, f"rotate({num(tilt)} 0 {num(yg)})"),
    ]


WOOD, WOOD_SHADE, WOOD_HI, BARK = "#9a6b34", "#744e24", "#c99a5c", "#4a3018"


def club(length: float, variant: int = 0, head: float = 1.0) -> list[str]:
    """A carved wooden club like the Ace's, heavy end at -y, grip at +y.

    Lumpy outline tapering to the grip, cut branch stubs, a knot and a
    highlight.  ``variant`` moves the stubs and knots so that the clubs of
    one card are not copies of each other; ``head`` widens the heavy end.
    """
    dark = ITALIAN_COL["C"]["dark"]
    y0 = -length / 2
    wh = max(8.0, length * 0.1) * head
    wg = max(4.0, length * 0.036)
    sw = max(2.0, min(3.2, length * 0.022))
    flip = -1 if variant % 2 else 1
    knots = ((0.3, flip, 0.28), (0.55, -flip, 0.22), (0.76, flip, 0.16))

    def hw(t: float, side: int) -> float:
        w = wg + (wh - wg) * (1 - t) ** 1.25
        for kt, ks, kh in knots:
            if ks == side:
                w += kh * wh * math.exp(-((t - kt) / 0.05) ** 2)
        return w

    def wob(t: float) -> float:          # the centre line wanders a little
        return length * 0.012 * math.sin(t * 6.0 + variant * 1.7)

    ts = [0.08 + i * 0.1 for i in range(9)]
    left = [(wob(t) - hw(t, -1), y0 + t * length) for t in ts]
    right = [(wob(t) + hw(t, 1), y0 + t * length) for t in ts]
    top = y0 - wh * 0.15
    cap = [(wob(0) + wh * 0.92, y0 + wh * 0.25), (wob(0) + wh * 0.45, top),
           (wob(0) - wh * 0.3, top + wh * 0.05), (wob(0) - wh * 0.9, y0 + wh * 0.35)]
    yb = y0 + length
    foot = [(wob(1) - wg * 0.9, yb - wg * 0.2), (wob(1), yb + wg * 0.25),
            (wob(1) + wg * 0.9, yb - wg * 0.2)]
    outline = _smooth([*cap, *left, *foot, *right[::-1]], closed=True)
    # cut branch stubs behind the body, their light cut faces in front; each
    # kind of part is one path (fewer shapes: faster to rasterise)
    stubs: list[str] = []
    faces: list[str] = []
    for t, side in ((0.22 + 0.05 * (variant % 3), -flip), (0.46, flip), (0.66 + 0.04 * (variant % 2), -flip)):
        y = y0 + t * length
        x = wob(t) + side * (hw(t, side) - sw)
        wd = hw(t, side) * 0.8
        ln = wd * 1.3
        a = math.radians(40)
        dx, dy = side * math.cos(a), -math.sin(a)
        ex, ey = x + dx * ln, y + dy * ln
        nx, ny = -dy, dx
        stubs.append(f"M{num(x + nx * wd / 2)},{num(y + ny * wd / 2)} "
                     f"L{num(ex + nx * wd * 0.4)},{num(ey + ny * wd * 0.4)} "
                     f"L{num(ex - nx * wd * 0.4)},{num(ey - ny * wd * 0.4)} "
                     f"L{num(x - nx * wd / 2)},{num(y - ny * wd / 2)} Z")
        faces.append(ellipse_d(ex, ey, wd * 0.2, wd * 0.42, math.degrees(math.atan2(dy, dx))))
    out = [path(" ".join(stubs), WOOD, dark, sw * 0.8), path(outline, WOOD, dark, sw)]
    # shade down the right, highlight down the left
    inner = [(wob(t) + hw(t, 1) * 0.3, y0 + t * length) for t in ts]
    out.append(path(_smooth([(wob(0) + wh * 0.7, y0 + wh * 0.2), *right[1:-1],
                             (wob(1) + wg * 0.7, yb - wg * 0.4), *inner[::-1][1:]], closed=True),
                    WOOD_SHADE))
    out.append(path(_smooth([(wob(t) - hw(t, -1) * 0.5, y0 + t * length) for t in ts[:-2]]),
                    None, WOOD_HI, sw * 1.1))
    # a knot or two in the bark
    knot_out: list[str] = []
    knot_in: list[str] = []
    for t, off in ((0.36, 0.25 * flip), (0.6, -0.2 * flip)):
        x, y = wob(t) + off * hw(t, 1), y0 + t * length
        r = hw(t, 1) * 0.32
        knot_out.append(ellipse_d(x, y, r * 0.7, r))
        knot_in.append(ellipse_d(x, y, r * 0.25, r * 0.45))
    out += [path(" ".join(knot_out), WOOD_SHADE, BARK, sw * 0.5), path(" ".join(knot_in), BARK)]
    # the cut faces of the stubs and of the grip end
    faces.append(ellipse_d(wob(1), yb - wg * 0.45, wg * 0.75, wg * 0.35))
    out.append(path(" ".join(faces), WOOD_CUT, dark, sw * 0.55))
    return out


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


ITALIAN_SIGN = {"S": sword_pip, "H": cup, "D": coin, "C": baton_pip}


# -------------------------------------------------------- French suit signs
FRENCH_PATHS = {
    "H": "M0,44 C-22,24 -50,4 -50,-18 C-50,-38 -33,-48 -19,-48 C-8,-48 -2,-41 0,-33 "
         "C2,-41 8,-48 19,-48 C33,-48 50,-38 50,-18 C50,4 22,24 0,44 Z",
    "D": "M0,-50 Q16,-22 38,0 Q16,22 0,50 Q-16,22 -38,0 Q-16,-22 0,-50 Z",
    "S": "M0,-50 C-18,-28 -50,-10 -50,12 C-50,30 -36,38 -24,38 C-14,38 -7,33 -3,27 "
         "C-4,38 -10,45 -19,50 L19,50 C10,45 4,38 3,27 C7,33 14,38 24,38 "
         "C36,38 50,30 50,12 C50,-10 18,-28 0,-50 Z",
    "C": "M-4,6 C-4,30 -10,42 -19,50 L19,50 C10,42 4,30 4,6 Z",
}


def french_pip(suit: str, colour: str) -> list[str]:
    out = [path(FRENCH_PATHS[suit], colour)]
    if suit == "C":
        out += [circle(0, -25, 20, colour), circle(-23, 9, 20, colour),
                circle(23, 9, 20, colour), circle(0, 0, 12, colour)]
    return out


def sign(deck: str, suit: str, simple: bool = False) -> list[str]:
    if deck == "italian":
        return ITALIAN_SIGN[suit](simple)
    return french_pip(suit, suit_ink(deck, suit))


# ------------------------------------------------------------- card frame


def card_base(extra_stroke: str = "#6b6257") -> list[str]:
    return [rect(1, 1, 238, 358, CREAM, extra_stroke, 2, 14)]


def indices(deck: str, rank: str, suit: str) -> list[str]:
    """Corner index: rank letter + small suit sign, top-left and rotated."""
    letters = INDEX_LETTERS["italian" if deck == "italian" else "french"]
    ink = suit_ink(deck, suit)
    # Taller than wide so the index stays legible on 60 px cards.
    one = [group([glyph_text(letters[rank], ink, 8.5)], "translate(11 12) scale(1.04 1.16)"),
           place(sign(deck, suit, simple=True), 27, 100, 0.36)]
    return [group(one), group(one, "rotate(180 120 180)")]


# Pip positions (centre x, centre y) for the number cards; bottom-half pips
# of French cards are turned upside down as on printed packs.
# The pip columns keep clear of the index column (x < 52, the ``10`` being
# the widest index) with a margin of at least 10 units.
COL_M = 120
ROWS4 = (62, 141, 219, 298)
ROWS3 = (62, 180, 298)


def pip_layout(col_l: float, col_r: float) -> dict[str, list[tuple[float, float]]]:
    cols = (col_l, col_r)
    return {
        "2": [(COL_M, 70), (COL_M, 290)],
        "7": [(x, y) for x in cols for y in ROWS3] + [(COL_M, 121)],
        "8": [(x, y) for x in cols for y in ROWS3] + [(COL_M, 121), (COL_M, 239)],
        "9": [(x, y) for x in cols for y in ROWS4] + [(COL_M, 180)],
        "T": [(x, y) for x in cols for y in ROWS4] + [(COL_M, 101), (COL_M, 259)],
    }


PIP_LAYOUT = pip_layout(80, 160)          # Italian cups and coins, scale 0.4
FRENCH_LAYOUT = pip_layout(84, 156)       # French pips, scale 0.38


# ------------------------------------------------------ Italian number cards


def rosette(x: float, y: float, r: float, petal: str, centre: str) -> str:
    parts = [ellipse(0, -r * 0.55, r * 0.32, r * 0.55, petal, OUT, 1,
                     f' transform="rotate({i * 72})"') for i in range(5)]
    parts.append(circle(0, 0, r * 0.3, centre, OUT, 1))
    return place(parts, x, y)


def _cubic(p: list[tuple[float, float]], t: float) -> tuple[float, float]:
    m = 1 - t
    w = (m * m * m, 3 * m * m * t, 3 * m * t * t, t * t * t)
    return (sum(wi * q[0] for wi, q in zip(w, p, strict=True)), sum(wi * q[1] for wi, q in zip(w, p, strict=True)))


def sabre(p: list[tuple[float, float]], wb: float = 11.0, hilt: float = 0.7,
          steel: str | None = None) -> list[str]:
    """A curved sabre along the cubic ``p`` = [hilt, c1, c2, tip].

    The blade tapers from ``wb`` at the guard to the point; the hilt (guard,
    grip, pommel) sits square to the blade and points away from it.
    """
    c = ITALIAN_COL["S"]
    (hx, hy), (ax, ay), (bx, by), (tx, ty) = p
    ux, uy = hx - ax, hy - ay
    n = math.hypot(ux, uy) or 1.0
    ux, uy = ux / n, uy / n          # from the blade towards the pommel
    nx, ny = -uy, ux                 # across the blade
    vx, vy = bx - tx, by - ty
    m = math.hypot(vx, vy) or 1.0
    mx, my = -vy / m, vx / m         # across the blade near the point
    h = wb / 2
    # the back of the blade runs almost parallel, the edge sweeps to the point
    blade = (f"M{num(hx + nx * h)},{num(hy + ny * h)} "
             f"C{num(ax + nx * h)},{num(ay + ny * h)} {num(bx - mx * h * 0.8)},{num(by - my * h * 0.8)} "
             f"{num(tx)},{num(ty)} "
             f"C{num(bx + mx * h * 0.5)},{num(by + my * h * 0.5)} {num(ax - nx * h)},{num(ay - ny * h)} "
             f"{num(hx - nx * h)},{num(hy - ny * h)} Z")
    fuller = " L".join(f"{num(x)},{num(y)}" for x, y in (_cubic(p, i / 8) for i in range(7)))
    rot = math.degrees(math.atan2(-ux, uy))
    hilt_parts = [
        path("M-19,-3 Q-24,5 -14,6 L14,6 Q24,5 19,-3 Z", GOLD, GOLD_DK, 2),
        circle(-21, -1, 3.5, GOLD, GOLD_DK, 1.5), circle(21, -1, 3.5, GOLD, GOLD_DK, 1.5),
        rect(-4, 6, 8, 13, c["main"], c["dark"], 1.5),
        circle(0, 23, 6, GOLD, GOLD_DK, 2),
    ]
    return [
        path(blade, steel or c["light"], c["dark"], 2.2),
        path("M" + fuller, None, c["main"], 1.6),
        place(hilt_parts, hx, hy, hilt, rot),
    ]


SWORD_HILT_Y, SWORD_TIP_Y = 306.0, 74.0


def pip_sabre(x: float, y: float, side: int) -> list[str]:
    """A small curved sabre standing point up at (x, y), bowing to ``side``.

    The blade narrows evenly from the guard to the point (the big sabres'
    outline keeps its width almost to the tip, which looks like a fang when
    the blade is this short)."""
    c = ITALIAN_COL["S"]
    b = SWORD_BOW * side
    # 70 units from point to pommel: a clear gap to the next row (79 apart)
    # even at 60 px, where the blades would otherwise run into one another
    p = [(x, y + 18), (x + b, y + 1), (x + b, y - 16), (x + b * 0.35, y - 33)]
    left: list[tuple[float, float]] = []
    right: list[tuple[float, float]] = []
    for i in range(8):
        t = i / 8
        px, py = _cubic(p, t)
        qx, qy = _cubic(p, t + 0.01)
        n = math.hypot(qx - px, qy - py) or 1.0
        nx, ny = -(qy - py) / n, (qx - px) / n
        w = SWORD_WB / 2 * (1 - t ** 1.6)
        left.append((px + nx * w, py + ny * w))
        right.append((px - nx * w, py - ny * w))
    tip = p[3]
    blade = _smooth([*left, tip]) + " L" + _smooth([tip, *right[::-1]])[1:] + " Z"
    fuller = " L".join(f"{num(fx)},{num(fy)}" for fx, fy in (_cubic(p, i / 8) for i in range(6)))
    ux, uy = p[0][0] - p[1][0], p[0][1] - p[1][1]
    rot = math.degrees(math.atan2(-ux, uy))
    hilt_parts = [
        path("M-19,-3 Q-24,5 -14,6 L14,6 Q24,5 19,-3 Z", GOLD, GOLD_DK, 2),
        circle(-21, -1, 3.5, GOLD, GOLD_DK, 1.5), circle(21, -1, 3.5, GOLD, GOLD_DK, 1.5),
        rect(-4, 6, 8, 13, c["main"], c["dark"], 1.5),
        circle(0, 23, 6, GOLD, GOLD_DK, 2),
    ]
    return [path(blade, SWORD_STEEL, c["dark"], 2.2),
            path("M" + fuller, None, c["main"], 1.6),
            place(hilt_parts, p[0][0], p[0][1], 0.8, rot)]


def sword_numeral(rank: str) -> list[str]:
    """Swords 7-10: one curved sabre on each pip place, point up.

    The sabres of the side columns bow outwards, so each row's pair reads
    like a pair of brackets, and the middle ones lean in turn; every blade
    stands apart from its neighbours and the count reads like the cups'
    and coins' at 60 px.
    """
    out: list[str] = []
    for i, (x, y) in enumerate(PIP_LAYOUT[rank]):
        side = -1 if x < COL_M else 1 if x > COL_M else (1 if i % 2 else -1)
        out += pip_sabre(x, y, side)
    return out


# a darker steel than the big blades' so small sabres stand out on the cream
SWORD_BOW, SWORD_WB, SWORD_STEEL = 7.0, 12.0, "#a9c1da"


def two_of_swords() -> list[str]:
    """Two long sabres in an oval: one with its hilt at the bottom edge,
    bowing out to the left and crossing over the top, and its 180-degree
    twin, with a rosette in the middle."""
    e, a = 22.0, 62.0            # hilt offset from the centre line, bow
    f = max(14.0, e * 0.55)
    k1 = (8 * a - 4 * e + 4 * f) / 7.8
    x0, tipx = 120 - e, 120 + f
    curve = [(x0, SWORD_HILT_Y), (x0 - k1, 226.0), (tipx - k1 * 1.6, 118.0), (tipx, SWORD_TIP_Y)]
    out = sabre(curve, 15.0, steel=SWORD_STEEL)
    out += sabre([(240 - x, 360 - y) for x, y in curve], 15.0, steel=SWORD_STEEL)
    out.append(rosette(120, 180, 14, ITALIAN_COL["S"]["main"], GOLD))
    return out


# Batons: crossed pairs of clubs, each pair an X tied where the clubs cross,
# set out like the pips of a die so the pairs are counted at a glance; an odd
# count adds one upright club in the middle.  Centres of the pairs per rank:
BATON_PAIRS = {
    "7": [(88, 78), (152, 78), (120, 282)],
    "8": [(88, 104), (152, 104), (88, 256), (152, 256)],
    "9": [(88, 78), (152, 78), (88, 282), (152, 282)],
    "T": [(84, 76), (156, 76), (120, 180), (84, 284), (156, 284)],
}
BATON_LEN, BATON_SPREAD = 96.0, 19.0


def baton_numeral(rank: str) -> list[str]:
    """Batons 2-10 as wooden clubs in crossed pairs (see BATON_PAIRS)."""
    out: list[str] = []
    if rank == "2":
        red = ITALIAN_COL["H"]
        out += club_pair(120, 180, 286, 21, tie=False, head=0.95)
        # a ribbon tied round the crossing, its tails fluttering out
        out += [path("M112,186 C92,196 84,214 70,226 L86,228 L80,242 C96,228 108,208 118,196 Z",
                     red["main"], red["dark"], 2),
                path("M128,186 C148,196 156,214 170,226 L154,228 L160,242 C144,228 132,208 122,196 Z",
                     red["main"], red["dark"], 2),
                rect(104, 170, 32, 18, red["main"], red["dark"], 2, 5),
                path("M106,179 H134", None, GOLD, 2)]
        return out
    for i, (x, y) in enumerate(BATON_PAIRS[rank]):
        out += club_pair(x, y, BATON_LEN, BATON_SPREAD, variant=i, head=1.05)
    if rank in "79":
        out.append(place(club(84, 5, 1.4), 120, 180))
    return out


def italian_number(rank: str, suit: str) -> list[str]:
    if suit == "S":
        return two_of_swords() if rank == "2" else sword_numeral(rank)
    if suit == "C":
        return baton_numeral(rank)
    out: list[str] = []
    sign_parts = ITALIAN_SIGN[suit]()
    if rank == "2":
        if suit == "D":
            # The two of coins carries a ribbon winding between the coins.
            out.append(path("M150,28 C40,60 200,140 90,180 C-10,216 200,250 90,332",
                            None, ITALIAN_COL["H"]["dark"], 12))
            out.append(path("M150,28 C40,60 200,140 90,180 C-10,216 200,250 90,332",
                            None, ITALIAN_COL["H"]["main"], 8))
        else:
            out.append(rosette(120, 180, 16, ITALIAN_COL["H"]["main"], GOLD))
        for x, y in PIP_LAYOUT["2"]:
            out.append(place(sign_parts, x, y + (10 if y < 180 else -10), 0.8))
        return out
    scale = 0.4
    for x, y in PIP_LAYOUT[rank]:
        out.append(place(sign_parts, x, y, scale))
    return out


def italian_ace(suit: str) -> list[str]:
    c = ITALIAN_COL[suit]
    out: list[str] = []
    if suit == "D":
        for i in range(24):
            a = i * 15
            out.append(path("M-4,-88 L0,-104 L4,-88 Z", c["main"], c["dark"], 1.2))
            out[-1] = group([out[-1]], f"translate(120 180) rotate({a})")
        out.append(circle(120, 180, 88, c["light"], c["dark"], 3))
        out.append(circle(120, 180, 82, None, c["main"], 4))
        out.append(place(coin(), 120, 180, 1.55))
    elif suit == "H":
        # Ornate goblet with a domed lid, a fleur finial and garlands.
        out.append(path("M60,150 Q40,230 84,268", None, c["main"], 4))
        out.append(path("M180,150 Q200,230 156,268", None, c["main"], 4))
        for x, y in ((58, 170), (50, 205), (182, 170), (190, 205)):
            out.append(rosette(x, y, 9, c["main"], GOLD))
        out.append(place(cup(), 120, 206, 1.45))
        out.append(path("M62,130 Q62,80 120,74 Q178,80 178,130 Z", GOLD, GOLD_DK, 3))
        out.append(path("M76,126 Q80,92 120,88 Q160,92 164,126", None, c["main"], 4))
        out.append(circle(120, 66, 10, c["main"], c["dark"], 2))
        out.append(path("M120,34 Q132,46 120,56 Q108,46 120,34 Z", GOLD, GOLD_DK, 2))
    elif suit == "S":
        out.append(path("M120,300 C40,260 40,120 120,70", None, "#4c7a3c", 5))
        out.append(path("M120,300 C200,260 200,120 120,70", None, "#4c7a3c", 5))
        for i in range(7):
            t = 0.15 + i * 0.11
            for side in (-1, 1):
                x = 120 + side * (1 - t) * t * 4 * 62 * 0.75
                y = 300 - t * 230
                out.append(ellipse(x, y, 6, 12, "#6aa84f", "#2f5a22", 1.2,
                                   f' transform="rotate({side * 40} {num(x)} {num(y)})"'))
        out.append(place(sword_pip(), 120, 180, 2.9))
        out.append(path("M70,210 Q120,235 170,210 L166,226 Q120,250 74,226 Z",
                        ITALIAN_COL["H"]["main"], ITALIAN_COL["H"]["dark"], 2))
    else:
        out += baton_ace()
    return out


# -------------------------------------------------------- Italian courts


def court_frame(fill: str, stroke: str) -> list[str]:
    return [rect(50, 14, 140, 332, fill, stroke, 3, 6),
            rect(55, 19, 130, 322, None, stroke, 1, 4)]


def limb(d: str, colour: str, width: float) -> list[str]:
    """A sleeve or leg: a thick coloured stroke over a slightly wider outline."""
    return [path(d, None, OUT, width + 4), path(d, None, colour, width)]


def face_head(cx: float, cy: float, r: float, beard: str | None = None,
              hair: str = "#5a3a1e") -> list[str]:
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


# Each suit dresses its courts in its own second colours, so the four Kings
# (and Cavalli, Fanti) differ in more than the robe.
COURT_PAL = {
    "S": {"second": "#c0222c", "cape": "#8a3a3a", "hose": GOLD, "hair": "#5a3a1e",
          "beard": "#7a6a5a", "hat": GOLD},
    "H": {"second": "#2f5f8f", "cape": "#3e8e41", "hose": "#2f5f8f", "hair": "#2b2118",
          "beard": "#3a2a1e", "hat": "#3e8e41"},
    "D": {"second": "#c0222c", "cape": "#6a4a8a", "hose": "#2f5f8f", "hair": "#b07a3a",
          "beard": "#9a6b34", "hat": "#c0222c"},
    "C": {"second": GOLD, "cape": "#c0222c", "hose": "#c0222c", "hair": "#7a4a20",
          "beard": "#a0522d", "hat": "#c0222c"},
}


def held(parts: list[str], grip: tuple[float, float], hand: tuple[float, float],
         rot: float = 0.0, scale: float = 1.0) -> str:
    """Place ``parts`` so that their point ``grip`` lands in ``hand``,
    turned by ``rot`` degrees and scaled about that point."""
    t = f"translate({num(hand[0])} {num(hand[1])})"
    if rot:
        t += f" rotate({num(rot)})"
    if scale != 1.0:
        t += f" scale({num(scale)})"
    t += f" translate({num(-grip[0])} {num(-grip[1])})"
    return group(parts, t)


def fist(x: float, y: float, rot: float = 0.0, r: float = 7.0) -> str:
    """A hand closed round an upright handle: fingers across, thumb on top."""
    parts = [rect(-r, -r * 0.8, 2 * r, r * 1.6, SKIN, OUT, 1.5, r * 0.6),
             path(f"M{num(-r * 0.55)},{num(-r * 0.25)} H{num(r * 0.75)} "
                  f"M{num(-r * 0.55)},{num(r * 0.3)} H{num(r * 0.75)}", None, SKIN_DK, 1.1),
             ellipse(-r * 0.35, -r * 0.75, r * 0.62, r * 0.36, SKIN, OUT, 1.3)]
    return place(parts, x, y, 1.0, rot)


def palm(x: float, y: float, rot: float = 0.0, r: float = 7.0) -> str:
    """An open hand from below, holding something up on its fingers."""
    parts = [path(f"M{num(-r)},{num(-r * 0.2)} Q{num(-r)},{num(r * 0.9)} 0,{num(r * 0.9)} "
                  f"Q{num(r)},{num(r * 0.9)} {num(r)},{num(-r * 0.2)} "
                  f"Q0,{num(-r * 0.7)} {num(-r)},{num(-r * 0.2)} Z", SKIN, OUT, 1.5),
             path(f"M{num(-r * 0.4)},{num(-r * 0.1)} V{num(r * 0.4)} "
                  f"M{num(r * 0.15)},{num(-r * 0.2)} V{num(r * 0.4)}", None, SKIN_DK, 1)]
    return place(parts, x, y, 1.0, rot)


def court_sword(length: float) -> list[str]:
    """A straight long sword for a court hand; grip centre at (0, length/2 - 18)."""
    return long_sword(length, 0)


def sword_grip(length: float) -> tuple[float, float]:
    return (0.0, length / 2 - 18)


def club_grip(length: float) -> tuple[float, float]:
    return (0.0, length / 2 - length * 0.11)


# A court pose for one suit: the arm that holds the sign (a limb path from
# the shoulder), what the hand does, and where the sign goes.  Signs go
# behind the sleeve and the hand, so the hand visibly closes round the grip.
def _held_sign(suit: str, rank: str) -> tuple[list[str], list[str]]:
    """(sign parts, arm-and-hand parts) for a court of ``rank`` in ``suit``."""
    c = ITALIAN_COL[suit]
    robe = c["main"]
    sign_: list[str] = []
    arm: list[str] = []
    if rank == "K":
        if suit == "S":      # sword held upright at the right side
            sign_.append(held(court_sword(168), sword_grip(168), (162, 182), 4))
            arm += [*limb("M148,130 Q170,150 162,178", robe, 12), fist(162, 182)]
        elif suit == "H":    # cup held before the ermine in both hands
            sign_.append(held(cup(), (0, 22), (120, 176), 0, 0.62))
            arm += [*limb("M92,130 Q80,170 104,180", robe, 12), palm(106, 180, -30),
                    *limb("M148,130 Q160,170 136,180", robe, 12), palm(134, 180, 30)]
        elif suit == "D":    # coin held high in the right hand, shown to us
            sign_.append(held(coin(), (0, 40), (162, 114), 0, 0.46))
            arm += [*limb("M148,130 Q172,134 162,114", robe, 12), fist(162, 114, 90)]
        else:                # club held upright like a sceptre in the left hand
            sign_.append(held(club(158, 3, 1.15), club_grip(158), (80, 196), -3))
            arm += [*limb("M92,130 Q68,164 80,192", robe, 12), fist(80, 196)]
    elif rank == "Q":
        if suit == "S":      # sword raised over the horse's head
            sign_.append(held(court_sword(128), sword_grip(128), (148, 128), 20))
            arm += [*limb("M124,156 Q144,152 148,128", robe, 8), fist(150, 124, 28, 6)]
        elif suit == "H":    # cup held out on the open hand
            sign_.append(held(cup(), (0, 46), (154, 146), 0, 0.64))
            arm += [*limb("M124,156 Q142,166 152,150", robe, 8), palm(154, 150, 0, 6)]
        elif suit == "D":    # coin lifted high
            sign_.append(held(coin(), (0, 40), (146, 106), 0, 0.48))
            arm += [*limb("M124,156 Q150,146 146,108", robe, 8), fist(146, 104, 90, 6)]
        else:                # club brandished, heavy end up
            sign_.append(held(club(128, 1, 1.2), club_grip(128), (150, 140), 12))
            arm += [*limb("M124,156 Q146,160 148,142", robe, 8), fist(150, 140, 14, 6)]
    else:
        if suit == "S":      # sword resting point down, a hand on the hilt
            sign_.append(held(court_sword(176), sword_grip(176), (158, 188), 180))
            arm += [*limb("M142,124 Q166,150 158,182", robe, 10), fist(158, 188)]
        elif suit == "H":    # cup lifted high on the open hand
            sign_.append(held(cup(), (0, 46), (160, 140), 0, 0.62))
            arm += [*limb("M142,124 Q172,136 160,146", robe, 10), palm(160, 144)]
        elif suit == "D":    # coin raised in the left hand
            sign_.append(held(coin(), (0, 40), (82, 114), 0, 0.5))
            arm += [*limb("M98,124 Q74,134 82,116", robe, 10), fist(82, 114, -90)]
        else:                # a tall club standing on its grip end, held like a staff
            sign_.append(held(club(206, 2, 1.1), (0, 103), (156, 318), 0))
            arm += [*limb("M142,124 Q170,150 156,196", robe, 10), fist(156, 200)]
    return sign_, arm


def italian_king(suit: str) -> list[str]:
    c = ITALIAN_COL[suit]
    pal = COURT_PAL[suit]
    robe, second = c["main"], pal["second"]
    out = court_frame(c["light"], c["dark"])
    out += [
        rect(66, 60, 108, 190, "#8b5a2b", OUT, 2, 4),
        rect(74, 68, 92, 174, "#b5803f", OUT, 1.2, 3),
        path("M74,68 L166,68 L166,100 Q120,84 74,100 Z", second, OUT, 1.2),
        circle(66, 58, 8, GOLD, GOLD_DK, 1.5), circle(174, 58, 8, GOLD, GOLD_DK, 1.5),
        rect(58, 318, 124, 22, "#7a5a3a", OUT, 2, 3),
        rect(62, 222, 116, 20, "#8b5a2b", OUT, 2, 3),
        # robe lower part, over the knees
        path("M84,214 L156,214 L168,316 L72,316 Z", robe, OUT, 2),
        path("M76,300 L164,300 L168,316 L72,316 Z", GOLD, GOLD_DK, 1.5),
        path("M112,214 L108,316 M128,214 L132,316", None, c["dark"], 1.5),
        ellipse(100, 320, 13, 6, BLACK), ellipse(140, 320, 13, 6, BLACK),
        # torso and ermine cape
        path("M94,124 Q120,112 146,124 L156,222 L84,222 Z", robe, OUT, 2),
        path("M104,126 L136,126 L130,222 L110,222 Z", second, OUT, 1.5),
        rect(86, 186, 68, 8, GOLD, GOLD_DK, 1.5),
        path("M88,124 Q120,150 152,124 L156,146 Q120,170 84,146 Z", WHITE, OUT, 1.5),
    ]
    for x, y in ((96, 140), (110, 150), (124, 152), (138, 146), (148, 136)):
        out.append(path(f"M{x},{y} l-2,4 l2,-1 l2,1 Z", BLACK, BLACK, 1))
    sign_, arm = _held_sign(suit, "K")
    # the free hand rests on the knee, on the side away from the sign
    if suit == "C":
        out += [*limb("M148,130 Q166,168 152,204", robe, 12), palm(152, 206, 180, 6.5)]
    elif suit != "H":
        out += [*limb("M90,130 Q76,168 86,204", robe, 12), palm(88, 206, 180, 6.5)]
    out += face_head(120, 98, 16, beard=pal["beard"], hair=pal["beard"])
    out += crown(120, 66, 30, 20, c["main"] if suit != "H" else "#2f5f8f")
    return out + sign_ + arm


HORSE_COL = {"S": ("#ece6da", "#8a7d6a"), "H": ("#8b4a2b", "#3a1e10"),
             "D": ("#9a9088", "#4a423c"), "C": ("#c89a5e", "#5a3a1e")}


def italian_cavalier(suit: str) -> list[str]:
    c = ITALIAN_COL[suit]
    pal = COURT_PAL[suit]
    hc, mane = HORSE_COL[suit]
    robe = c["main"]
    out = court_frame(c["light"], c["dark"])
    out.append(path("M52,318 Q120,306 188,318 L188,344 L52,344 Z", "#a9b57a", OUT, 1.5))

    def leg(d: str) -> list[str]:
        return [path(d, None, OUT, 12), path(d, None, hc, 8)]

    # far legs first, then body, then near legs
    out += leg("M86,252 L80,288 L84,322")
    out += leg("M146,252 Q160,270 170,262 L176,276")
    out += [path("M72,226 Q50,250 62,300 Q70,270 76,250", mane, OUT, 1.5)]
    out += [ellipse(114, 236, 46, 26, hc, OUT, 2)]
    out += leg("M98,254 L96,290 L100,324")
    out += leg("M140,256 L142,292 L146,324")
    out += [rect(93, 320, 12, 6, BLACK, None, None, 1), rect(141, 320, 12, 6, BLACK, None, None, 1),
            rect(78, 318, 12, 6, BLACK, None, None, 1)]
    # neck and head
    out += [path("M134,224 Q142,186 156,166 L176,174 Q170,206 156,240 Z", hc, OUT, 2),
            path("M156,164 Q168,150 178,158 L188,190 Q188,200 178,200 L166,186 Z", hc, OUT, 2),
            path("M160,160 L158,146 L168,156 Z", hc, OUT, 1.5),
            path("M136,222 Q140,190 152,168 L160,166 Q146,196 142,228 Z", mane, None),
            circle(172, 170, 2.2, OUT),
            path("M166,186 L184,188 M150,206 L170,180", None, "#6b2a10", 1.5)]
    # saddle cloth in the suit's second colour, edged in the suit colour
    out += [path("M90,214 L142,214 L138,262 L94,262 Z", pal["second"] if suit != "D" else robe, OUT, 1.5),
            path("M94,256 L138,256 L138,262 L94,262 Z", GOLD, GOLD_DK, 1)]
    # rider
    out += [*limb("M108,210 L122,240 L116,272", pal["hose"] if suit != "S" else c["dark"], 9),
            ellipse(120, 274, 9, 5, BLACK),
            path("M98,150 Q112,142 126,150 L130,214 L96,214 Z", robe, OUT, 2),
            rect(97, 190, 32, 7, GOLD, GOLD_DK, 1.2),
            *limb("M100,152 L88,190 L100,200", robe, 8),
            palm(101, 200, -70, 5),
            path("M104,200 Q130,196 166,186", None, "#6b2a10", 1.5)]
    out += face_head(112, 128, 13, hair=pal["hair"])
    # plumed cap
    out += [path("M96,122 Q96,104 112,104 Q130,104 130,122 Z", pal["hat"], OUT, 1.5),
            path("M126,108 Q146,92 140,74 Q134,96 118,104 Z", WHITE, OUT, 1.2)]
    sign_, arm = _held_sign(suit, "Q")
    return out + sign_ + arm


def italian_jack(suit: str) -> list[str]:
    c = ITALIAN_COL[suit]
    pal = COURT_PAL[suit]
    robe = c["main"]
    hose2 = pal["hose"]
    out = court_frame(c["light"], c["dark"])
    out.append(path("M52,318 Q120,306 188,318 L188,344 L52,344 Z", "#a9b57a", OUT, 1.5))
    out += [
        path("M96,106 Q70,180 80,250 L160,250 Q168,180 144,106 Z", pal["cape"], OUT, 2),
        *limb("M110,222 L106,316", robe, 10),
        *limb("M130,222 L134,316", hose2, 10),
        ellipse(102, 320, 12, 6, BLACK), ellipse(138, 320, 12, 6, BLACK),
        path("M98,118 Q120,108 142,118 L154,234 Q120,244 86,234 Z", robe, OUT, 2),
        path("M114,118 L126,118 L124,234 L116,234 Z", hose2, OUT, 1.2),
        rect(90, 176, 60, 8, "#5a3a1e", OUT, 1.2),
        rect(116, 175, 8, 10, GOLD, GOLD_DK, 1),
    ]
    for y in (132, 148, 162, 200, 216):
        out.append(circle(120, y, 2.4, GOLD, GOLD_DK, 0.8))
    sign_, arm = _held_sign(suit, "J")
    # the free arm hangs at the side or rests on the belt
    if suit == "D":
        out += [*limb("M142,124 Q160,152 142,178", robe, 10), palm(140, 180, 120, 6)]
    else:
        out += [*limb("M98,124 Q80,160 92,196", robe, 10), palm(93, 198, 180, 6)]
    out += face_head(120, 92, 15, hair=pal["hair"])
    out += [ellipse(120, 78, 24, 7, pal["hat"], OUT, 1.5),
            path("M104,78 Q106,60 122,62 Q136,64 136,78 Z", robe, OUT, 1.5),
            path("M132,70 Q160,50 152,28 Q146,52 128,66 Z", WHITE, OUT, 1.2)]
    return out + sign_ + arm


# ------------------------------------------------------ French faces


def french_number(deck: str, rank: str, suit: str) -> list[str]:
    out: list[str] = []
    pip = french_pip(suit, suit_ink(deck, suit))
    for x, y in FRENCH_LAYOUT[rank]:
        rot = 180.0 if y > 180 else 0.0
        out.append(place(pip, x, y, 0.38, rot))
    return out


def french_ace(deck: str, suit: str) -> list[str]:
    ink = suit_ink(deck, suit)
    out = [circle(120, 180, 84, None, ink, 1.5), circle(120, 180, 78, None, ink, 0.8)]
    for i in range(12):
        a = math.radians(i * 30 + 15)
        out.append(circle(120 + 81 * math.sin(a), 180 - 81 * math.cos(a), 3, ink))
    out.append(place(french_pip(suit, ink), 120, 180, 1.2))
    inner = [path(FRENCH_PATHS[suit], None, CREAM, 3)] if suit != "C" else [
        circle(0, -25, 11, None, CREAM, 3), circle(-23, 9, 11, None, CREAM, 3),
        circle(23, 9, 11, None, CREAM, 3)]
    out.append(place(inner, 120, 180, 0.72 if suit != "C" else 1.2))
    out.append(rosette(120, 180 if suit != "C" else 176, 12, CREAM, GOLD))
    return out


def french_half(deck: str, rank: str, suit: str) -> list[str]:
    """Top half of a double-ended French court card (bust, 55..185 x 19..180)."""
    ink = suit_ink(deck, suit)
    blue = "#2a5caa" if ink != "#1560bd" else "#6a3d8f"
    red = FRENCH_RED if ink != FRENCH_RED else "#2e7d4f"
    # Classic courts mix red, blue, yellow and black; each rank its own mix.
    mantle, tunic, trim = {"K": (ink, GOLD, blue), "Q": (blue, ink, GOLD),
                           "J": (red if ink == BLACK else GOLD, blue, ink)}[rank]
    out: list[str] = []
    # the held attribute goes behind the figure
    if rank == "K":
        out.append(place(french_sword(), 160, 84))
    elif rank == "J":
        out += [line(72, 178, 72, 26, "#7a5230", 5),
                path("M72,40 Q94,34 96,58 Q86,52 72,56 Z", "#c8ccd2", OUT, 1.5),
                path("M72,44 L60,38 L62,50 Z", "#c8ccd2", OUT, 1.5),
                path("M69,28 L72,20 L75,28 Z", "#c8ccd2", OUT, 1.2)]
    if rank == "Q":
        out.append(path("M96,80 Q96,118 84,132 Q106,130 110,104 L130,104 Q134,130 156,132 "
                        "Q144,118 144,80 Q144,54 120,54 Q96,54 96,80 Z", "#d6a84a", OUT, 1.5))
    out += [
        path("M60,180 L60,158 Q62,126 94,117 L146,117 Q178,126 180,158 L180,180 Z", mantle, OUT, 2),
        path("M98,117 L142,117 L134,180 L106,180 Z", tunic, OUT, 1.5),
        rect(112, 98, 16, 20, SKIN, OUT, 1.2),
    ]
    for i, y in enumerate((128, 142, 156, 170)):
        if rank == "J":
            out.append(path(f"M{num(104 + i * 0.6)},{y} L120,{y + 8} L{num(136 - i * 0.6)},{y}",
                            None, trim, 3))
        else:
            out.append(circle(120, y, 3.2, trim, OUT, 0.8))
    out += [path("M100,117 L106,180 M140,117 L134,180", None, trim, 3)]
    if rank == "K":
        out.append(path("M66,150 Q120,166 174,150 L176,164 Q120,180 64,164 Z", WHITE, OUT, 1.5))
        for x in (76, 92, 108, 124, 140, 156, 170):
            out.append(path(f"M{x},{160 + abs(x - 120) * -0.02} l-2,5 l2,-1.5 l2,1.5 Z", BLACK))
        out += face_head(120, 80, 21, beard="#6b4a2b", hair="#6b4a2b")
        out += crown(120, 38, 40, 22, blue)
        out += [*limb("M148,124 Q164,130 160,150", mantle, 9), circle(160, 154, 6, SKIN, OUT, 1.5)]
    elif rank == "Q":
        out.append(path("M94,114 Q120,132 146,114 Q138,108 120,112 Q102,108 94,114 Z", WHITE, OUT, 1.5))
        out += face_head(120, 80, 20, hair="#d6a84a")
        out += crown(120, 44, 30, 15, red)
        out += [path("M88,176 Q80,144 86,106", None, "#3b7a2e", 3),
                ellipse(80, 134, 4, 9, "#3b7a2e", None, None, ' transform="rotate(-35 80 134)"'),
                rosette(86, 100, 11, red if ink != red else FRENCH_RED, GOLD),
                *limb("M100,124 Q86,136 88,150", mantle, 8),
                circle(88, 152, 5.5, SKIN, OUT, 1.2)]
    else:
        out.append(path("M96,114 Q120,128 144,114 L142,120 Q120,134 98,120 Z", WHITE, OUT, 1.2))
        out += face_head(120, 82, 20, hair="#b07a3a")
        out += [ellipse(120, 64, 30, 8, trim, OUT, 1.5),
                path("M100,64 Q102,42 122,42 Q142,44 142,64 Z", tunic, OUT, 1.5),
                path("M138,52 Q170,40 164,20 Q152,42 132,50 Z", WHITE, OUT, 1.2),
                *limb("M96,124 Q76,134 74,150", mantle, 8),
                circle(73, 152, 5.5, SKIN, OUT, 1.2)]
    # suit sign in the frame corner, as on printed courts
    out.append(place(french_pip(suit, ink), 170 if rank == "J" else 70, 34, 0.2))
    return out


def french_sword() -> list[str]:
    return [path("M-4,60 L-4,-54 L0,-64 L4,-54 L4,60 Z", "#d6dbe2", OUT, 1.5),
            rect(-16, 58, 32, 6, GOLD, GOLD_DK, 1.5, 2),
            rect(-3, 64, 6, 12, "#6b4a2b", OUT, 1), circle(0, 79, 4, GOLD, GOLD_DK, 1)]


def french_court(deck: str, rank: str, suit: str) -> list[str]:
    ink = suit_ink(deck, suit)
    out = [rect(50, 14, 140, 332, "#fffdf6", ink, 3, 6)]
    half = french_half(deck, rank, suit)
    out.append(group(half))
    out.append(group(half, "rotate(180 120 180)"))
    out.append(line(50, 180, 190, 180, ink, 2))
    out.append(rect(55, 19, 130, 322, None, ink, 1, 4))
    return out


# ------------------------------------------------------------- card faces


def card_svg(deck: str, card: str) -> str:
    rank, suit = card[0], card[1]
    parts = card_base()
    if deck == "italian":
        if rank == "A":
            parts += italian_ace(suit)
        elif rank == "K":
            parts += italian_king(suit)
        elif rank == "Q":
            parts += italian_cavalier(suit)
        elif rank == "J":
            parts += italian_jack(suit)
        else:
            parts += italian_number(rank, suit)
    else:
        if rank == "A":
            parts += french_ace(deck, suit)
        elif rank in "KQJ":
            parts += french_court(deck, rank, suit)
        else:
            parts += french_number(deck, rank, suit)
    parts += indices(deck, rank, suit)
    return svg_doc(parts)


# ---------------------------------------------------------- backs, felt, icon


def back_svg(name: str) -> str:
    if name == "red":
        bg, fg, mid = "#9e1b22", "#f4e3c8", "#c9414a"
    else:
        bg, fg, mid = "#1f3f7a", "#e3ecf8", "#4a70b8"
    parts = [rect(1, 1, 238, 358, WHITE, "#6b6257", 2, 14),
             rect(12, 12, 216, 336, bg, None, None, 8)]
    inner: list[str] = []
    if name == "red":
        # diamond lattice with dots at crossings
        for i in range(-12, 13):
            x = 120 + i * 18
            inner.append(line(x - 170, 10, x + 170, 350, mid, 2))
            inner.append(line(x + 170, 10, x - 170, 350, mid, 2))
        for iy in range(20):
            for ix in range(13):
                x = 12 + ix * 18 + (9 if iy % 2 else 0)
                y = 12 + iy * 18
                if 14 < x < 226 and 14 < y < 346:
                    inner.append(circle(x, y, 2.2, fg))
    else:
        # quatrefoil tiles
        for iy in range(10):
            for ix in range(7):
                x = 21 + ix * 33
                y = 24 + iy * 35
                inner.append(circle(x, y, 13, None, mid, 2))
                for a in range(4):
                    inner.append(ellipse(0, -8, 4, 8, mid, None, None,
                                         f' transform="translate({x} {y}) rotate({a * 90 + 45})"'))
                inner.append(circle(x, y, 2.5, fg))
    parts += inner
    # frame lines hide the pattern's cut edges
    parts += [rect(12, 12, 216, 336, None, bg, 6, 8),
              rect(17, 17, 206, 326, None, fg, 2, 6),
              rect(5, 5, 230, 350, None, WHITE, 8, 10)]
    # central medallion
    parts += [ellipse(120, 180, 58, 80, bg, fg, 3), ellipse(120, 180, 50, 72, None, mid, 2)]
    for i in range(12):
        parts.append(ellipse(0, -36, 8, 22, mid if i % 2 else fg, None, None,
                             f' transform="translate(120 180) rotate({i * 30})"'))
    parts += [circle(120, 180, 16, fg, bg, 2), circle(120, 180, 6, GOLD)]
    for x, y in ((30, 30), (210, 30), (30, 330), (210, 330)):
        parts.append(rosette(x, y, 10, fg, GOLD))
    return svg_doc(parts)


class _Lcg:
    """Tiny deterministic random source (no dependence on Python's random)."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> float:
        self.state = (self.state * 1103515245 + 12345) % (1 << 31)
        return self.state / float(1 << 31)


def felt_svg() -> str:
    size = 128
    parts = [rect(0, 0, size, size, "#1d6b3a")]
    # diagonal weave with a period that divides the tile: seamless
    for i in range(-8, 9):
        x = i * 16
        parts.append(line(x, 0, x + size, size, "#22763f", 3))
        parts.append(line(x + 8, 0, x + 8 - size, size, "#19613a", 1.5))
    rnd = _Lcg(1728)
    for _ in range(90):
        x, y = rnd.next() * size, rnd.next() * size
        r = 0.6 + rnd.next() * 1.0
        col = "#2a8249" if rnd.next() > 0.5 else "#155530"
        for ox in (-size, 0, size):
            for oy in (-size, 0, size):
                xx, yy = x + ox, y + oy
                if -3 < xx < size + 3 and -3 < yy < size + 3:
                    parts.append(circle(xx, yy, r, col))
    return svg_doc(parts, size, size)


def icon_svg() -> str:
    s = 256
    parts = [rect(8, 8, 240, 240, "#1d6b3a", "#0f3f22", 6, 44)]
    back_card = [rect(-60, -90, 120, 180, CREAM, OUT, 5, 12),
                 place(coin(merged=False), 0, 0, 0.95)]
    front_card = [rect(-60, -90, 120, 180, CREAM, OUT, 5, 12),
                  place(cup(simple=True), 0, 0, 1.0)]
    parts.append(place(back_card, 100, 132, 1.0, -14))
    parts.append(place(front_card, 158, 128, 1.0, 12))
    return svg_doc(parts, s, s)


# ------------------------------------------------------------------ output


def all_cards() -> list[str]:
    return [r + s for s in SUITS for r in RANKS]


def generate_svgs() -> list[tuple[str, str]]:
    """(relative path under assets/, SVG text), in a fixed order."""
    out: list[tuple[str, str]] = []
    for deck in DECKS:
        for card in all_cards():
            out.append((f"cards/{deck}/{card}.svg", card_svg(deck, card)))
    for name in BACKS:
        out.append((f"cards/backs/{name}.svg", back_svg(name)))
    out.append(("table/felt.svg", felt_svg()))
    out.append(("icons/trappola.svg", icon_svg()))
    return out


CARDS_README = """# Card art

Generated by `build_scripts/make_art.py` (do not edit the SVGs by hand;
change the script and run `python build_scripts/make_art.py`).

Every face and back uses a 240x360 viewBox (2:3). Files are named by the
game's card notation, rank then suit: `QH.svg` is the Cavallo of Cups
(Italian) or the Queen of Hearts (French).

| folder    | suits S H D C                         | colours                          |
|-----------|---------------------------------------|----------------------------------|
| italian/  | Swords, Cups, Coins, Batons           | steel blue, red, gold, green     |
| french/   | Spades, Hearts, Diamonds, Clubs       | black, red, red, black           |
| french4/  | Spades, Hearts, Diamonds, Clubs       | black, red, blue, green          |
| backs/    | `red.svg`, `blue.svg`                 |                                  |
| png/      | 240x360 PNG renders, fallback when SVG loading is unavailable |        |

Corner indices are drawn as paths (pygame's SVG loader does not render
text), top-left and rotated at bottom-right, and follow each pack's own
court names:

| rank | Italian index        | French index |
|------|----------------------|--------------|
| A    | A (Asso)             | A            |
| K    | R (Re, King)         | K            |
| Q    | C (Cavallo)          | Q (Queen)    |
| J    | F (Fante, Jack)      | J            |
| 2    | 2                    | 2            |
| T    | 10                   | 10           |
| 9 8 7| 9 8 7                | 9 8 7        |
"""


def write_svgs(root: Path) -> list[Path]:
    written: list[Path] = []
    for rel, text in generate_svgs():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(text.encode("utf-8"))
        written.append(p)
    readme = root / "cards" / "README.md"
    readme.write_bytes(CARDS_README.encode("utf-8"))
    written.append(readme)
    return written


def _pygame():  # noqa: ANN202 - pygame is optional for the SVG part
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    return pygame


def render(path_: Path, size: tuple[int, int]):  # noqa: ANN201
    """Rasterise an SVG at exactly ``size`` (fixing NanoSVG's off-by-one)."""
    pygame = _pygame()
    surf = pygame.image.load_sized_svg(str(path_), size)
    if surf.get_size() != size:
        surf = pygame.transform.smoothscale(surf.convert_alpha() if pygame.display.get_surface()
                                            else surf, size)
    return surf


def write_pngs(root: Path) -> list[Path]:
    """PNG renders: icons, and the 240x360 fallback set for every deck."""
    pygame = _pygame()
    written: list[Path] = []
    for s in ICON_SIZES:
        out = root / "icons" / f"trappola-{s}.png"
        pygame.image.save(render(root / "icons" / "trappola.svg", (s, s)), str(out))
        written.append(out)
    for deck in DECKS:
        d = root / "cards" / "png" / deck
        d.mkdir(parents=True, exist_ok=True)
        for card in all_cards():
            out = d / f"{card}.png"
            pygame.image.save(render(root / "cards" / deck / f"{card}.svg", (W, H)), str(out))
            written.append(out)
    d = root / "cards" / "png" / "backs"
    d.mkdir(parents=True, exist_ok=True)
    for name in BACKS:
        out = d / f"{name}.png"
        pygame.image.save(render(root / "cards" / "backs" / f"{name}.svg", (W, H)), str(out))
        written.append(out)
    return written


def make_sheet(root: Path, deck: str, out: Path, card_h: int = 180) -> None:
    """Contact sheet: 4 suit rows of 9 cards, then a row with the backs."""
    pygame = _pygame()
    cw = card_h * 2 // 3
    gap = 10
    cols, rows = len(RANKS), len(SUITS) + 1
    sheet = pygame.Surface((cols * (cw + gap) + gap, rows * (card_h + gap) + gap))
    sheet.fill((29, 107, 58))
    for r, suit in enumerate(SUITS):
        for c, rank in enumerate(RANKS):
            img = render(root / "cards" / deck / f"{rank}{suit}.svg", (cw, card_h))
            sheet.blit(img, (gap + c * (cw + gap), gap + r * (card_h + gap)))
    for c, name in enumerate(BACKS):
        img = render(root / "cards" / "backs" / f"{name}.svg", (cw, card_h))
        sheet.blit(img, (gap + c * (cw + gap), gap + len(SUITS) * (card_h + gap)))
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(out))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=REPO / "assets",
                    help="assets root to write into (default: the repo's assets/)")
    ap.add_argument("--no-png", action="store_true", help="write only the SVG files")
    ap.add_argument("--sheet", type=Path, help="render a contact sheet PNG instead")
    ap.add_argument("--faces", choices=DECKS, default="italian")
    ap.add_argument("--height", type=int, default=180, help="card height on the sheet")
    args = ap.parse_args(argv)
    if args.sheet:
        make_sheet(args.out, args.faces, args.sheet, args.height)
        print(f"wrote {args.sheet}")
        return 0
    files = write_svgs(args.out)
    if not args.no_png:
        files += write_pngs(args.out)
    print(f"wrote {len(files)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
