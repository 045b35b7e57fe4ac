"""The Ace of Batons: a carved, knotty cudgel with a ribbon and sprigs of leaves."""

from __future__ import annotations

import math

from .batons import BARK, RIBBON, WOOD, WOOD_CUT, WOOD_HI, WOOD_RING, WOOD_SHADE, branch_stub, swell
from .palette import GOLD, ITALIAN_COL
from .svg import ellipse, num, path, place, smooth

# The Ace's cudgel runs from ACE_TOP to ACE_BOT; ``t`` (0..1) is how far down.
ACE_TOP, ACE_BOT = 46.0, 322.0
ACE_RIBBON_Y = 226.0
ACE_TS = [0.04 + i * 0.07 for i in range(14)]


def ace_centre(t: float) -> float:
    """The x of the cudgel's centre line, which wanders a little."""
    return 120 + 5 * math.sin(t * 5.2 + 0.4) - 3 * t


def ace_half_width(t: float, side: int) -> float:
    """Tapering to the grip, with a lump where each knot swells the wood."""
    return swell(40 - 29 * t ** 0.85, t, side, ((0.2, -1, 9), (0.36, 1, 8), (0.55, -1, 6), (0.72, 1, 5)), 0.045)


def ace_y(t: float) -> float:
    return ACE_TOP + t * (ACE_BOT - ACE_TOP)


def _ace_sprigs() -> list[str]:
    """Sprigs of leaves behind the club, sprouting from the top stubs."""
    out: list[str] = []
    for (x0, y0, ang, size) in ((94, 62, -128, 1.1), (158, 96, -25, 1.2),
                                (84, 176, 170, 0.95), (150, 296, 28, 0.7)):
        sprig = [path("M0,0 Q18,-5 38,-2", None, "#3d6b26", 3)]
        for lx, ly, la in ((12, -2, -50), (22, -3, 40), (30, -3, -35), (40, -2, 0)):
            sprig.append(ellipse(lx + 6, ly, 10, 4.8, "#5fa045", "#2f5a22", 1.3,
                                 f' transform="rotate({la} {lx} {ly})"'))
        out.append(place(sprig, x0, y0, size, ang))
    return out


def _ace_ribbon_tails() -> list[str]:
    """The ribbon's two tails, behind the club."""
    cx, ry = ace_centre(0.65), ACE_RIBBON_Y
    return [path(f"M{num(cx - 10)},{num(ry)} C70,{num(ry - 4)} 62,{num(ry + 30)} 44,{num(ry + 44)} "
                 f"L60,{num(ry + 46)} L50,{num(ry + 60)} C72,{num(ry + 46)} 84,{num(ry + 18)} "
                 f"{num(cx - 8)},{num(ry + 14)} Z",
                 RIBBON["main"], RIBBON["dark"], 2),
            path(f"M{num(cx + 8)},{num(ry - 8)} C168,{num(ry - 20)} 180,{num(ry - 2)} 198,{num(ry + 8)} "
                 f"L184,{num(ry + 14)} L196,{num(ry + 26)} C174,{num(ry + 16)} 160,{num(ry + 6)} "
                 f"{num(cx + 8)},{num(ry + 8)} Z",
                 RIBBON["main"], RIBBON["dark"], 2)]


def _ace_stubs() -> tuple[list[str], list[str]]:
    """(the cut branch stubs, their cut faces): the faces go in front of the body."""
    dark = ITALIAN_COL["C"]["dark"]
    stubs: list[str] = []
    faces: list[str] = []
    for t, side, ang, ln, wd in ((0.14, -1, 32, 26, 15), (0.3, 1, 28, 27, 14), (0.47, -1, 24, 23, 12),
                                 (0.62, 1, 30, 20, 11), (0.8, -1, 22, 16, 9)):
        x = ace_centre(t) + side * (ace_half_width(t, side) - 6)
        d, ex, ey, face_angle = branch_stub(x, ace_y(t), side, ang, ln, wd, 0.38)
        stubs.append(path(d, WOOD, dark, 2.5))
        rot = f' transform="rotate({num(face_angle)} {num(ex)} {num(ey)})"'
        faces += [ellipse(ex, ey, wd * 0.2, wd * 0.4, WOOD_CUT, dark, 1.8, rot),
                  ellipse(ex, ey, wd * 0.09, wd * 0.2, None, WOOD_RING, 1.2, rot)]
    return stubs, faces


def _ace_outline() -> str:
    """A rounded, lumpy burl at the heavy end; a blunt grip end."""
    top_x, bot_x = ace_centre(0), ace_centre(1)
    cap = [(top_x + 34, 32.0), (top_x + 18, 16.0), (top_x - 4, 12.0), (top_x - 24, 18.0),
           (top_x - 38, 34.0)]
    foot = [(bot_x - 9, ACE_BOT + 8), (bot_x + 2, ACE_BOT + 11), (bot_x + 10, ACE_BOT + 6)]
    left = [(ace_centre(t) - ace_half_width(t, -1), ace_y(t)) for t in ACE_TS]
    right = [(ace_centre(t) + ace_half_width(t, 1), ace_y(t)) for t in ACE_TS]
    return smooth([*cap, *left, *foot, *right[::-1]], closed=True)


def _ace_shading() -> list[str]:
    """A darker band down the right, a highlight down the left."""
    y_at = [ace_y(t) for t in ACE_TS]
    right = [(ace_centre(t) + ace_half_width(t, 1), ace_y(t)) for t in ACE_TS]
    sh = [(ace_centre(t) + ace_half_width(t, 1) * 0.35, yy) for t, yy in zip(ACE_TS, y_at, strict=True)]
    hi = [(ace_centre(t) - ace_half_width(t, -1) * 0.62, yy)
          for t, yy in zip(ACE_TS[1:-2], y_at[1:-2], strict=True)]
    return [path(smooth([(ace_centre(0) + 26, 22.0), *right[1:-1], (ace_centre(1) + 9, ACE_BOT + 4),
                         *sh[::-1][1:]], closed=True), WOOD_SHADE),
            path(smooth(hi), None, WOOD_HI, 4)]


def _ace_bark() -> list[str]:
    """Grain lines and knots in the bark."""
    out: list[str] = []
    for off, t0, t1 in ((-0.3, 0.08, 0.5), (0.05, 0.3, 0.9), (0.55, 0.12, 0.62), (-0.45, 0.62, 0.95)):
        seg = [(ace_centre(t) + off * (ace_half_width(t, 1) + ace_half_width(t, -1)) / 2 + 2 * math.sin(t * 19),
                ace_y(t)) for t in [t0 + (t1 - t0) * i / 6 for i in range(7)]]
        out.append(path(smooth(seg), None, BARK, 1.6))
    for t, off, r in ((0.22, -0.45, 6), (0.4, 0.4, 5), (0.68, -0.1, 4)):
        x, y = ace_centre(t) + off * ace_half_width(t, 1), ace_y(t)
        out += [ellipse(x, y, r * 0.7, r, WOOD_SHADE, BARK, 1.5), ellipse(x, y, r * 0.25, r * 0.45, BARK)]
    return out


def _ace_grip_cut() -> str:
    cx, y = ace_centre(0.9), ace_y(ACE_TS[-1])
    return path(f"M{num(cx - 14)},{num(y - 10)} Q{num(cx)},{num(y - 2)} "
                f"{num(cx + 14)},{num(y - 12)}", None, ITALIAN_COL["C"]["dark"], 2.5)


def _ace_ribbon_band() -> list[str]:
    """The ribbon wrapped round the front of the club, with a gold edge."""
    ry = ACE_RIBBON_Y
    x0, xm, x1 = ace_centre(0.62) - (ace_half_width(0.62, -1) + 3), ace_centre(0.64), \
        ace_centre(0.66) + (ace_half_width(0.66, 1) + 3)
    return [path(f"M{num(x0)},{num(ry - 2)} Q{num(xm)},{num(ry + 10)} "
                 f"{num(x1)},{num(ry - 12)} L{num(x1)},{num(ry + 4)} "
                 f"Q{num(xm)},{num(ry + 26)} {num(x0)},{num(ry + 14)} Z",
                 RIBBON["main"], RIBBON["dark"], 2),
            path(f"M{num(x0 + 4)},{num(ry + 6)} Q{num(xm)},{num(ry + 18)} "
                 f"{num(x1 - 4)},{num(ry - 3)}", None, GOLD, 2)]


def baton_ace() -> list[str]:
    """The Ace of Batons: a carved, knotty cudgel tapering to the grip, with
    cut branch stubs, a ribbon tied round it and sprigs of leaves."""
    stubs, faces = _ace_stubs()
    return [*_ace_sprigs(), *_ace_ribbon_tails(), *stubs,
            path(_ace_outline(), WOOD, ITALIAN_COL["C"]["dark"], 3.5),
            *_ace_shading(), *_ace_bark(), *faces, _ace_grip_cut(), *_ace_ribbon_band()]
